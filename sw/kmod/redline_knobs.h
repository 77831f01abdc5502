/* SPDX-License-Identifier: GPL-2.0 */
/*
 * redline knob set: the validation of sw/redline/model/__init__.py validate() and the register
 * encoding of sw/redline/spec/regmap.py encode_knobs(), in C. The same source builds into the
 * kernel module (mqnic_app_redline.ko) and into the user-space test program
 * (test/test_knobs.c), which sw/tests/test_kmod.py compares with the Python model.
 *
 * Register addresses, shifts and widths come from the generated hw/gen/redline_regs.h.
 */
#ifndef REDLINE_KNOBS_H
#define REDLINE_KNOBS_H

#ifdef __KERNEL__
#include <linux/types.h>
#else
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
typedef uint8_t u8;
typedef uint32_t u32;
typedef uint64_t u64;
#endif

#include "redline_regs.h"

/*
 * REDLINE_FOREACH_KNOB (generated in redline_regs.h from the register description) lists the
 * knobs in register order, which is also the order model.py validate() checks them in.
 */
enum redline_knob_id {
#define REDLINE_KNOB_ENUM(name, reg, shift, width) REDLINE_KNOB_##name,
	REDLINE_FOREACH_KNOB(REDLINE_KNOB_ENUM)
#undef REDLINE_KNOB_ENUM
	REDLINE_KNOB_COUNT
};

#define REDLINE_STAB_SIZE 256
#define REDLINE_STAB_WORDS (REDLINE_STAB_SIZE / 4)
/* Upper bound of the distinct register words that hold the knobs. */
#define REDLINE_KNOBS_MAX_REGS (2 * REDLINE_KNOB_COUNT + REDLINE_STAB_WORDS)

/* MODE values: REDLINE_MODE_DT/RED/ECN in redline_regs.h (Spec.scala). */

/*
 * Every knob is held in 64 bits so that a value written through sysfs can be range checked
 * against its register field width (model.py: "<name> out of range").
 */
struct redline_knobs {
#define REDLINE_KNOB_MEMBER(name, reg, shift, width) u64 name;
	REDLINE_FOREACH_KNOB(REDLINE_KNOB_MEMBER)
#undef REDLINE_KNOB_MEMBER
	u8 stab[REDLINE_STAB_SIZE];
};

/* Name of knob `id` (the register field name, also the sysfs file name); NULL if unknown. */
const char *redline_knob_name(unsigned int id);
/* Width in bits of knob `id`'s register field(s); 0 if unknown. */
unsigned int redline_knob_width(unsigned int id);
u64 redline_knob_get(const struct redline_knobs *k, unsigned int id);
void redline_knob_set(struct redline_knobs *k, unsigned int id, u64 value);

/* NULL when `value` fits knob `id`'s field, else "<name> out of range" (model.py wording). */
const char *redline_knob_range_check(unsigned int id, u64 value);

/*
 * NULL when the knob set is valid, else the reason: exactly model.py validate(), the same
 * rules in the same order with the same strings.
 */
const char *redline_knobs_check(const struct redline_knobs *k);

/*
 * The register words (TM window offsets) that hold knob `id`, at most 2 (rate); returns how
 * many were stored in regs[].
 */
unsigned int redline_knob_regs(unsigned int id, u32 regs[2]);
/* The offsets of the 64 STAB words (stab entries 4i..4i+3 live in word i). */
u32 redline_stab_reg(unsigned int word);
/*
 * Every register word that holds a knob (including the stab words), ascending and without
 * duplicates: what regmap.py encode_knobs() returns the keys of. regs[] must hold
 * REDLINE_KNOBS_MAX_REGS entries; returns the count.
 */
unsigned int redline_knobs_regs(u32 *regs);
/*
 * The value of knob register `reg` for the set `k` (fields masked to their widths); false if
 * `reg` holds no knob. Every knob register is fully owned by knobs, so whole words are written.
 */
bool redline_knobs_word(const struct redline_knobs *k, u32 reg, u32 *word);
/* Sets the knobs held in register `reg` from its value `word` (the inverse of the above). */
void redline_knobs_decode(struct redline_knobs *k, u32 reg, u32 word);

/* STATUS.err_code meaning (docs/registers.md, regmap.ERR_CODES); NULL for an unknown code. */
const char *redline_err_code_reason(unsigned int code);

#endif /* REDLINE_KNOBS_H */
