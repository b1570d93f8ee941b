/* Bounded string building and parsing without libc (bare-metal images have none). */
#ifndef LP_STR_H
#define LP_STR_H

#include <stddef.h>
#include <stdint.h>

/* A text buffer that never overflows: on overflow `ovf` is set and further writes are dropped. */
typedef struct {
    char *p;
    size_t cap; /* bytes available including the terminating NUL */
    size_t len;
    int ovf;
} lp_sb_t;

void lp_sb_init(lp_sb_t *b, char *p, size_t cap);
void lp_sb_str(lp_sb_t *b, const char *s);
void lp_sb_ch(lp_sb_t *b, char c);
void lp_sb_u32(lp_sb_t *b, uint32_t v);
void lp_sb_i32(lp_sb_t *b, int32_t v);
/* n bytes of s (no NUL needed). */
void lp_sb_mem(lp_sb_t *b, const char *s, size_t n);
/* A small printf: %s, %u (unsigned), %d (int), %.*s (int length, then the pointer) and %%; any other
 * conversion is written as it stands. */
void lp_sb_fmt(lp_sb_t *b, const char *fmt, ...);
/* The built length, or -1 if the buffer overflowed. */
int lp_sb_done(const lp_sb_t *b);

/* Tokens of a line separated by single spaces (no leading, trailing or double space allowed). */
#define LP_TOK_MAX 72
typedef struct {
    const char *t[LP_TOK_MAX];
    uint8_t n[LP_TOK_MAX];
    int count;
} lp_toks_t;

/* Split s[0..len) into tokens; returns the count, or -1 on an empty token, a non-printable byte, a
 * token longer than 255 bytes or more than LP_TOK_MAX tokens. */
int lp_split(const char *s, size_t len, lp_toks_t *out);

/* Decimal number of 1..10 digits (no sign, no leading '+'), at most max. 0 on success, -1 otherwise. */
int lp_parse_u32(const char *s, size_t n, uint32_t max, uint32_t *out);

/* Token equality with a NUL-terminated literal. */
int lp_tok_is(const char *s, size_t n, const char *lit);

size_t lp_strlen(const char *s);

#endif
