#include "lp_str.h"

#include <stdarg.h>

void lp_sb_init(lp_sb_t *b, char *p, size_t cap)
{
    b->p = p;
    b->cap = cap;
    b->len = 0;
    b->ovf = (cap == 0);
    if (cap) p[0] = '\0';
}

void lp_sb_ch(lp_sb_t *b, char c)
{
    if (b->ovf || b->len + 1 >= b->cap) {
        b->ovf = 1;
        return;
    }
    b->p[b->len++] = c;
    b->p[b->len] = '\0';
}

void lp_sb_str(lp_sb_t *b, const char *s)
{
    while (*s) lp_sb_ch(b, *s++);
}

void lp_sb_u32(lp_sb_t *b, uint32_t v)
{
    char d[10];
    int n = 0;
    do {
        d[n++] = (char)('0' + v % 10u);
        v /= 10u;
    } while (v);
    while (n) lp_sb_ch(b, d[--n]);
}

void lp_sb_i32(lp_sb_t *b, int32_t v)
{
    if (v < 0) {
        lp_sb_ch(b, '-');
        lp_sb_u32(b, (uint32_t)(-(v + 1)) + 1u);
    } else {
        lp_sb_u32(b, (uint32_t)v);
    }
}

void lp_sb_mem(lp_sb_t *b, const char *s, size_t n)
{
    for (size_t i = 0; i < n; i++) lp_sb_ch(b, s[i]);
}

void lp_sb_fmt(lp_sb_t *b, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    for (const char *p = fmt; *p; p++) {
        if (*p != '%') {
            lp_sb_ch(b, *p);
            continue;
        }
        if (p[1] == 's') {
            lp_sb_str(b, va_arg(ap, const char *));
            p++;
        } else if (p[1] == 'u') {
            lp_sb_u32(b, va_arg(ap, unsigned));
            p++;
        } else if (p[1] == 'd') {
            lp_sb_i32(b, va_arg(ap, int));
            p++;
        } else if (p[1] == '.' && p[2] == '*' && p[3] == 's') {
            int n = va_arg(ap, int);
            const char *s = va_arg(ap, const char *);
            lp_sb_mem(b, s, n > 0 ? (size_t)n : 0u);
            p += 3;
        } else if (p[1] == '%') {
            lp_sb_ch(b, '%');
            p++;
        } else {
            lp_sb_ch(b, '%');
        }
    }
    va_end(ap);
}

int lp_sb_done(const lp_sb_t *b)
{
    return b->ovf ? -1 : (int)b->len;
}

int lp_split(const char *s, size_t len, lp_toks_t *out)
{
    out->count = 0;
    size_t i = 0;
    if (len == 0) return 0;
    while (i <= len) {
        size_t start = i;
        while (i < len && s[i] != ' ') {
            unsigned char c = (unsigned char)s[i];
            if (c < 0x21 || c > 0x7e) return -1;
            i++;
        }
        size_t n = i - start;
        if (n == 0 || n > 255 || out->count >= LP_TOK_MAX) return -1;
        out->t[out->count] = s + start;
        out->n[out->count] = (uint8_t)n;
        out->count++;
        if (i == len) break;
        i++; /* the single space */
        if (i == len) return -1; /* trailing space */
    }
    return out->count;
}

int lp_parse_u32(const char *s, size_t n, uint32_t max, uint32_t *out)
{
    if (n == 0 || n > 10) return -1;
    uint64_t v = 0;
    for (size_t i = 0; i < n; i++) {
        if (s[i] < '0' || s[i] > '9') return -1;
        v = v * 10u + (uint64_t)(s[i] - '0');
    }
    if (v > max) return -1;
    *out = (uint32_t)v;
    return 0;
}

int lp_tok_is(const char *s, size_t n, const char *lit)
{
    size_t i = 0;
    for (; i < n; i++)
        if (lit[i] == '\0' || lit[i] != s[i]) return 0;
    return lit[i] == '\0';
}

size_t lp_strlen(const char *s)
{
    size_t n = 0;
    while (s[n]) n++;
    return n;
}
