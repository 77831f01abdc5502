// SPDX-License-Identifier: GPL-2.0
/*
 * User-space driver of the shared knob validation (../redline_knobs.c), for
 * sw/tests/test_kmod.py. Build:
 *   gcc -Wall -Wextra -Werror -I.. -I../../../hw/gen test_knobs.c ../redline_knobs.c
 *
 * Reads one request per line from stdin and answers one line per request:
 *   <17 knob values> <stab>   the knobs in REDLINE_FOREACH_KNOB order (decimal or 0x hex),
 *                             stab as 512 hex digits (entry 0 first); answers "ok" or the
 *                             reason of redline_knobs_check()
 *   encode <knobs> <stab>     "addr=word ..." (hex) for every knob register, then "roundtrip"
 *                             or "roundtrip-mismatch" (decode of those words == the input)
 *   range <name> <value>      "ok" or the reason of redline_knob_range_check()
 *   err <code>                the STATUS.err_code meaning, or "unknown"
 *   names                     the knob names in order
 * Malformed lines answer "parse error" so a test can never silently skip one.
 */
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "redline_knobs.h"

static int parse_u64(const char *s, u64 *out)
{
	char *end;
	unsigned long long v;

	if (!*s || *s == '-')
		return -1;
	errno = 0;
	v = strtoull(s, &end, 0);
	if (errno || *end)
		return -1;
	*out = v;
	return 0;
}

static int hexval(int c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	c = tolower(c);
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	return -1;
}

/* Parses "<17 values> <stab hex>" from the tokens; 0 on success. */
static int parse_knobs(char **tok, int ntok, struct redline_knobs *k)
{
	unsigned int id, i;
	u64 v;
	const char *h;

	if (ntok != REDLINE_KNOB_COUNT + 1)
		return -1;
	memset(k, 0, sizeof(*k));
	for (id = 0; id < REDLINE_KNOB_COUNT; id++) {
		if (parse_u64(tok[id], &v))
			return -1;
		redline_knob_set(k, id, v);
	}
	h = tok[REDLINE_KNOB_COUNT];
	if (strlen(h) != 2 * REDLINE_STAB_SIZE)
		return -1;
	for (i = 0; i < REDLINE_STAB_SIZE; i++) {
		int hi = hexval(h[2 * i]), lo = hexval(h[2 * i + 1]);

		if (hi < 0 || lo < 0)
			return -1;
		k->stab[i] = (u8)(hi << 4 | lo);
	}
	return 0;
}

static void do_encode(const struct redline_knobs *k)
{
	u32 regs[REDLINE_KNOBS_MAX_REGS], word;
	struct redline_knobs back;
	unsigned int n, i;

	memset(&back, 0, sizeof(back));
	n = redline_knobs_regs(regs);
	for (i = 0; i < n; i++) {
		if (!redline_knobs_word(k, regs[i], &word)) {
			printf("no-word-for-0x%x ", regs[i]);
			continue;
		}
		printf("0x%x=0x%x ", regs[i], word);
		redline_knobs_decode(&back, regs[i], word);
	}
	printf("%s\n", memcmp(&back, k, sizeof(back)) ? "roundtrip-mismatch" : "roundtrip");
}

int main(void)
{
	static char line[8192];
	char *tok[64];
	int ntok;

	while (fgets(line, sizeof(line), stdin)) {
		struct redline_knobs k;
		const char *why;
		char *p = strtok(line, " \t\r\n");

		for (ntok = 0; p && ntok < 64; p = strtok(NULL, " \t\r\n"))
			tok[ntok++] = p;
		if (ntok == 0) {
			puts("parse error");
		} else if (!strcmp(tok[0], "names") && ntok == 1) {
			unsigned int id;

			for (id = 0; id < REDLINE_KNOB_COUNT; id++)
				printf("%s%s", id ? " " : "", redline_knob_name(id));
			putchar('\n');
		} else if (!strcmp(tok[0], "err") && ntok == 2) {
			u64 code;

			if (parse_u64(tok[1], &code) || code > 0xffffffffu) {
				puts("parse error");
			} else {
				why = redline_err_code_reason((unsigned int)code);
				puts(why ? why : "unknown");
			}
		} else if (!strcmp(tok[0], "range") && ntok == 3) {
			unsigned int id;
			u64 v;

			for (id = 0; id < REDLINE_KNOB_COUNT; id++)
				if (!strcmp(tok[1], redline_knob_name(id)))
					break;
			if (id == REDLINE_KNOB_COUNT || parse_u64(tok[2], &v)) {
				puts("parse error");
			} else {
				why = redline_knob_range_check(id, v);
				puts(why ? why : "ok");
			}
		} else if (!strcmp(tok[0], "encode")) {
			if (parse_knobs(tok + 1, ntok - 1, &k))
				puts("parse error");
			else
				do_encode(&k);
		} else if (parse_knobs(tok, ntok, &k)) {
			puts("parse error");
		} else {
			why = redline_knobs_check(&k);
			puts(why ? why : "ok");
		}
	}
	return ferror(stdin) ? 1 : 0;
}
