/* lib/lp_str: bounded building and strict parsing. */
#include <string.h>

#include "lp_str.h"
#include "lp_test.h"

int main(void)
{
    char buf[8];
    lp_sb_t b;
    lp_sb_init(&b, buf, sizeof buf);
    lp_sb_u32(&b, 4294967295u);
    LP_CHECK_EQ(lp_sb_done(&b), -1); /* 10 digits do not fit 7 */
    lp_sb_init(&b, buf, sizeof buf);
    lp_sb_str(&b, "ab");
    lp_sb_i32(&b, -2147483647 - 1);
    LP_CHECK_EQ(lp_sb_done(&b), -1);
    lp_sb_init(&b, buf, sizeof buf);
    lp_sb_i32(&b, -42);
    lp_sb_ch(&b, ' ');
    lp_sb_u32(&b, 0);
    LP_CHECK_EQ(lp_sb_done(&b), 5);
    LP_CHECK(strcmp(buf, "-42 0") == 0);
    char big[16];
    lp_sb_init(&b, big, sizeof big);
    lp_sb_i32(&b, -2147483647 - 1);
    LP_CHECK(strcmp(big, "-2147483648") == 0);
    char fmt[40];
    lp_sb_init(&b, fmt, sizeof fmt);
    lp_sb_fmt(&b, "'%s' %u %d [%.*s] 100%% %x", "k", 4294967295u, -7, 2, "abc");
    LP_CHECK(strcmp(fmt, "'k' 4294967295 -7 [ab] 100% %x") == 0);
    lp_sb_init(&b, buf, sizeof buf);
    lp_sb_fmt(&b, "%s", "longer than 7");
    LP_CHECK_EQ(lp_sb_done(&b), -1);
    LP_CHECK(strcmp(buf, "longer ") == 0); /* the prefix that fits stays */

    lp_toks_t t;
    LP_CHECK_EQ(lp_split("a bc d", 6, &t), 3);
    LP_CHECK(t.n[1] == 2 && t.t[1][0] == 'b');
    LP_CHECK_EQ(lp_split("a  b", 4, &t), -1);  /* double space */
    LP_CHECK_EQ(lp_split(" a", 2, &t), -1);    /* leading space */
    LP_CHECK_EQ(lp_split("a ", 2, &t), -1);    /* trailing space */
    LP_CHECK_EQ(lp_split("a\tb", 3, &t), -1);  /* control byte */
    LP_CHECK_EQ(lp_split("a\x80", 2, &t), -1); /* not ASCII */
    LP_CHECK_EQ(lp_split("", 0, &t), 0);
    char many[2 * LP_TOK_MAX + 2];
    for (int i = 0; i < LP_TOK_MAX + 1; i++) {
        many[2 * i] = 'x';
        many[2 * i + 1] = ' ';
    }
    LP_CHECK_EQ(lp_split(many, 2 * LP_TOK_MAX - 1, &t), LP_TOK_MAX);
    LP_CHECK_EQ(lp_split(many, 2 * LP_TOK_MAX + 1, &t), -1); /* one token too many */

    uint32_t v = 7;
    LP_CHECK(lp_parse_u32("4294967295", 10, 0xFFFFFFFFu, &v) == 0 && v == 4294967295u);
    LP_CHECK_EQ(lp_parse_u32("4294967296", 10, 0xFFFFFFFFu, &v), -1);
    LP_CHECK_EQ(lp_parse_u32("99999999999", 11, 0xFFFFFFFFu, &v), -1);
    LP_CHECK_EQ(lp_parse_u32("12", 2, 11, &v), -1);
    LP_CHECK_EQ(lp_parse_u32("-1", 2, 11, &v), -1);
    LP_CHECK_EQ(lp_parse_u32("+1", 2, 11, &v), -1);
    LP_CHECK_EQ(lp_parse_u32("", 0, 11, &v), -1);
    LP_CHECK(lp_tok_is("OK", 2, "OK") && !lp_tok_is("OK", 2, "OKAY") && !lp_tok_is("OKAY", 4, "OK"));
    return lp_test_report("test_lp_str");
}
