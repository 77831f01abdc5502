// SPDX-License-Identifier: GPL-2.0
/*
 * redline knob set validation and register encoding, shared by the kernel module and the
 * user-space test (see redline_knobs.h). Keep it free of anything but integer arithmetic.
 */
#include "redline_knobs.h"

/* The 64 STAB words are consecutive, four 8-bit entries per word from bit 0 up. */
_Static_assert(REDLINE_STAB_0_REG == REDLINE_REG_STAB0 && REDLINE_STAB_0_SHIFT == 0 &&
	       REDLINE_STAB_1_REG == REDLINE_REG_STAB0 && REDLINE_STAB_1_SHIFT == 8 &&
	       REDLINE_STAB_3_REG == REDLINE_REG_STAB0 && REDLINE_STAB_3_SHIFT == 24 &&
	       REDLINE_STAB_4_REG == REDLINE_REG_STAB1 && REDLINE_STAB_4_SHIFT == 0 &&
	       REDLINE_STAB_255_REG == REDLINE_REG_STAB0 + 4 * (REDLINE_STAB_WORDS - 1) &&
	       REDLINE_STAB_255_REG == REDLINE_REG_STAB63 && REDLINE_STAB_255_SHIFT == 24 &&
	       REDLINE_STAB_0_WIDTH == 8 && REDLINE_STAB_255_WIDTH == 8,
	       "stab layout differs from 4 entries per word");
/* rate is the only knob wider than a register: its high word follows its low word. */
_Static_assert(REDLINE_RATE_LO_WIDTH == 32 && REDLINE_RATE_LO_SHIFT == 0 &&
	       REDLINE_RATE_HI_WIDTH == 32 && REDLINE_RATE_HI_SHIFT == 0,
	       "rate is not a plain lo/hi register pair");
#define REDLINE_KNOB_WIDTH_OK(name, reg, shift, width) \
	_Static_assert((width) <= 32 || REDLINE_KNOB_##name == REDLINE_KNOB_rate, \
		       #name " is wider than its register");
REDLINE_FOREACH_KNOB(REDLINE_KNOB_WIDTH_OK)
#undef REDLINE_KNOB_WIDTH_OK

struct redline_knob_desc {
	const char *name;
	const char *out_of_range;
	u32 reg;
	u8 shift;
	u8 width;
};

static const struct redline_knob_desc redline_knob_descs[REDLINE_KNOB_COUNT] = {
#define REDLINE_KNOB_DESC(n_, reg_, shift_, width_) \
	[REDLINE_KNOB_##n_] = { .name = #n_, .out_of_range = #n_ " out of range", \
				  .reg = (reg_), .shift = (shift_), .width = (width_) },
	REDLINE_FOREACH_KNOB(REDLINE_KNOB_DESC)
#undef REDLINE_KNOB_DESC
};

const char *redline_knob_name(unsigned int id)
{
	return id < REDLINE_KNOB_COUNT ? redline_knob_descs[id].name : NULL;
}

unsigned int redline_knob_width(unsigned int id)
{
	return id < REDLINE_KNOB_COUNT ? redline_knob_descs[id].width : 0;
}

u64 redline_knob_get(const struct redline_knobs *k, unsigned int id)
{
	switch (id) {
#define REDLINE_KNOB_GET(name, reg, shift, width) \
	case REDLINE_KNOB_##name: \
		return k->name;
	REDLINE_FOREACH_KNOB(REDLINE_KNOB_GET)
#undef REDLINE_KNOB_GET
	default:
		return 0;
	}
}

void redline_knob_set(struct redline_knobs *k, unsigned int id, u64 value)
{
	switch (id) {
#define REDLINE_KNOB_SET(name, reg, shift, width) \
	case REDLINE_KNOB_##name: \
		k->name = value; \
		break;
	REDLINE_FOREACH_KNOB(REDLINE_KNOB_SET)
#undef REDLINE_KNOB_SET
	default:
		break;
	}
}

static u64 redline_mask(unsigned int width)
{
	return width >= 64 ? ~(u64)0 : ((u64)1 << width) - 1;
}

const char *redline_knob_range_check(unsigned int id, u64 value)
{
	if (id >= REDLINE_KNOB_COUNT)
		return "unknown knob";
	if (value & ~redline_mask(redline_knob_descs[id].width))
		return redline_knob_descs[id].out_of_range;
	return NULL;
}

/* Python int.bit_length(), Linux fls(). */
static unsigned int redline_fls64(u64 x)
{
	unsigned int n = 0;

	while (x) {
		n++;
		x >>= 1;
	}
	return n;
}

/*
 * model.py _shaper_inc(rate, cycles_per_us) < 1, i.e. (rate << 21) // (cycles_per_us * 10^6)
 * == 0, i.e. rate * 2^21 < cycles_per_us * 10^6, without a division and without overflow:
 * cycles_per_us has passed its 16-bit range check, so cycles_per_us * 10^6 < 2^36, and any
 * rate >= 2^36 gives rate * 2^21 >= 2^57, a non-zero increment.
 */
static bool redline_shaper_inc_zero(u64 rate, u64 cycles_per_us)
{
	if (rate >= ((u64)1 << 36))
		return false;
	return (rate << 21) < cycles_per_us * 1000000u;
}

/* floor((rate << 21) / (cycles_per_us * 10^6)) >= 2^32, for rate < 2^43: the engine's token
 * increment is 32 bits. */
static bool redline_shaper_inc_too_big(u64 rate, u64 cycles_per_us)
{
	return rate >= cycles_per_us * 1000000u * 2048u;
}

const char *redline_knobs_check(const struct redline_knobs *k)
{
	unsigned int id, i;
	const char *why;

	for (id = 0; id < REDLINE_KNOB_COUNT; id++) {
		why = redline_knob_range_check(id, redline_knob_get(k, id));
		if (why)
			return why;
	}
	/* "stab must have 256 entries" cannot happen: the table is a fixed array. */
	if (redline_fls64(k->min_th) + k->wlog >= 32)
		return "fls(min_th)+wlog >= 32";
	if (redline_fls64(k->max_th) + k->wlog >= 32)
		return "fls(max_th)+wlog >= 32";
	if (k->max_th < k->min_th)
		return "max_th < min_th";
	/* Single-knob bounds and their texts are Spec.Valid's (redline_regs.h). */
	if (k->scell_log >= REDLINE_KNOB_SCELL_LOG_BELOW)
		return REDLINE_KNOB_SCELL_LOG_HIGH;
	for (i = 0; i < REDLINE_STAB_SIZE; i++)
		if (k->stab[i] >= REDLINE_STAB_ENTRY_BELOW)
			return REDLINE_STAB_ENTRY_HIGH;
	if (k->mode >= REDLINE_KNOB_MODE_BELOW)
		return REDLINE_KNOB_MODE_HIGH;
	if (k->cycles_per_us < REDLINE_KNOB_CYCLES_PER_US_MIN)
		return REDLINE_KNOB_CYCLES_PER_US_LOW;
	if (k->rate >= REDLINE_KNOB_RATE_BELOW)
		return REDLINE_KNOB_RATE_HIGH;
	if (k->rate > 0 && redline_shaper_inc_zero(k->rate, k->cycles_per_us))
		return "rate too low for cycles_per_us (token increment 0)";
	if (k->rate > 0 && redline_shaper_inc_too_big(k->rate, k->cycles_per_us))
		return "rate too high for cycles_per_us (token increment >= 2^32)";
	return NULL;
}

unsigned int redline_knob_regs(unsigned int id, u32 regs[2])
{
	if (id >= REDLINE_KNOB_COUNT)
		return 0;
	regs[0] = redline_knob_descs[id].reg;
	if (id == REDLINE_KNOB_rate) {
		regs[1] = REDLINE_RATE_HI_REG;
		return 2;
	}
	return 1;
}

u32 redline_stab_reg(unsigned int word)
{
	return REDLINE_REG_STAB0 + 4 * word;
}

static bool redline_is_stab_reg(u32 reg, unsigned int *word)
{
	if (reg < REDLINE_REG_STAB0 || reg >= redline_stab_reg(REDLINE_STAB_WORDS) || reg & 3)
		return false;
	*word = (reg - REDLINE_REG_STAB0) / 4;
	return true;
}

unsigned int redline_knobs_regs(u32 *regs)
{
	unsigned int n = 0, id, i, j, m;
	u32 r[2], t;

	for (id = 0; id < REDLINE_KNOB_COUNT; id++) {
		m = redline_knob_regs(id, r);
		for (i = 0; i < m; i++) {
			for (j = 0; j < n && regs[j] != r[i]; j++)
				;
			if (j == n)
				regs[n++] = r[i];
		}
	}
	for (i = 0; i < REDLINE_STAB_WORDS; i++)
		regs[n++] = redline_stab_reg(i);
	/* insertion sort: ascending addresses */
	for (i = 1; i < n; i++) {
		t = regs[i];
		for (j = i; j > 0 && regs[j - 1] > t; j--)
			regs[j] = regs[j - 1];
		regs[j] = t;
	}
	return n;
}

bool redline_knobs_word(const struct redline_knobs *k, u32 reg, u32 *word)
{
	const struct redline_knob_desc *d;
	unsigned int id, w;
	bool found = false;
	u32 v = 0;

	if (redline_is_stab_reg(reg, &w)) {
		*word = (u32)k->stab[4 * w] | (u32)k->stab[4 * w + 1] << 8 |
			(u32)k->stab[4 * w + 2] << 16 | (u32)k->stab[4 * w + 3] << 24;
		return true;
	}
	if (reg == REDLINE_RATE_HI_REG) {
		*word = (u32)(k->rate >> 32);
		return true;
	}
	for (id = 0; id < REDLINE_KNOB_COUNT; id++) {
		d = &redline_knob_descs[id];
		if (d->reg != reg)
			continue;
		found = true;
		if (id == REDLINE_KNOB_rate)
			v |= (u32)k->rate;
		else
			v |= (u32)((redline_knob_get(k, id) & redline_mask(d->width)) << d->shift);
	}
	if (found)
		*word = v;
	return found;
}

void redline_knobs_decode(struct redline_knobs *k, u32 reg, u32 word)
{
	const struct redline_knob_desc *d;
	unsigned int id, w;

	if (redline_is_stab_reg(reg, &w)) {
		k->stab[4 * w] = word & 0xff;
		k->stab[4 * w + 1] = (word >> 8) & 0xff;
		k->stab[4 * w + 2] = (word >> 16) & 0xff;
		k->stab[4 * w + 3] = (word >> 24) & 0xff;
		return;
	}
	if (reg == REDLINE_RATE_HI_REG) {
		k->rate = (k->rate & 0xffffffffu) | (u64)word << 32;
		return;
	}
	for (id = 0; id < REDLINE_KNOB_COUNT; id++) {
		d = &redline_knob_descs[id];
		if (d->reg != reg)
			continue;
		if (id == REDLINE_KNOB_rate)
			k->rate = (k->rate & ~(u64)0xffffffffu) | word;
		else
			redline_knob_set(k, id, (word >> d->shift) & redline_mask(d->width));
	}
}

const char *redline_err_code_reason(unsigned int code)
{
	/* STATUS.err_code, generated from Spec.scala; 0 ("none") is not a refusal. */
	static const char *const reasons[] = {
#define RL_ERR_REASON(code, why) [code] = (code) ? why : NULL,
		REDLINE_FOREACH_ERR_CODE(RL_ERR_REASON)
#undef RL_ERR_REASON
	};

	if (code >= sizeof(reasons) / sizeof(reasons[0]))
		return NULL;
	return reasons[code];
}
