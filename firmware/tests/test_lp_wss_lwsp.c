/* drivers/lp_wss_lwsp: every command's encoding, every reply form, and malformed replies refused. */
#include <string.h>

#include "lp_str.h"
#include "lp_test.h"
#include "lp_wss.h"

static const lp_wss_proto_t *P = &lp_wss_lwsp;

static int parse(const char *s, lp_wss_reply_t *r)
{
    return P->parse(s, strlen(s), r);
}

int main(void)
{
    char b[LP_WSS_LINE_MAX + 1];
    const lp_xc_t xc = {3, 7, 12};
    LP_CHECK(P->enc_add(b, sizeof b, 65535, &xc) == 16 && !strcmp(b, "65535 ADD 3 7 12"));
    LP_CHECK(P->enc_del(b, sizeof b, 1, 31, 63) > 0 && !strcmp(b, "1 DEL 31 63"));
    LP_CHECK(P->enc_commit(b, sizeof b, 9) > 0 && !strcmp(b, "9 COMMIT"));
    LP_CHECK(P->enc_abort(b, sizeof b, 9) > 0 && !strcmp(b, "9 ABORT"));
    LP_CHECK(P->enc_query(b, sizeof b, 10, 4) > 0 && !strcmp(b, "10 XC? 4"));
    LP_CHECK(P->enc_ident(b, sizeof b, 2) > 0 && !strcmp(b, "2 IDN?"));
    LP_CHECK_EQ(P->enc_add(b, 8, 65535, &xc), -1); /* does not fit: refused, not truncated */

    lp_wss_reply_t r;
    LP_CHECK(parse("12 OK", &r) == 0 && r.seq == 12 && r.kind == LP_WSS_R_OK && r.payload == LP_WSS_P_NONE);
    LP_CHECK(parse("12 ERR 3 conflict on output 4", &r) == 0 && r.kind == LP_WSS_R_ERR && r.err == 3);
    LP_CHECK(parse("5 OK IDN 16 8 56 LPWSS-EMU", &r) == 0 && r.payload == LP_WSS_P_IDN && r.ports == 16 &&
             r.wls == 8 && r.reconf_ms == 56);
    LP_CHECK(parse("6 OK XC 2 3 0:5 4:1 7:9", &r) == 0 && r.payload == LP_WSS_P_XC && r.in == 2 && r.n == 3 &&
             r.xc[1].wl == 4 && r.xc[1].out == 1 && r.xc[2].in == 2);
    LP_CHECK(parse("6 OK XC 2 0", &r) == 0 && r.n == 0);
    /* a full row of 64 wavelengths fits a line */
    lp_sb_t sb;
    char big[LP_WSS_LINE_MAX + 1];
    lp_sb_init(&sb, big, sizeof big);
    lp_sb_str(&sb, "65535 OK XC 31 64");
    for (uint32_t k = 0; k < 64; k++) {
        lp_sb_ch(&sb, ' ');
        lp_sb_u32(&sb, k);
        lp_sb_ch(&sb, ':');
        lp_sb_u32(&sb, 31 - k % 31);
    }
    LP_CHECK(lp_sb_done(&sb) > 0);
    LP_CHECK(parse(big, &r) == 0 && r.n == 64);

    static const char *bad[] = {
        "",                        /* empty */
        "OK",                      /* no seq */
        "0 OK",                    /* seq 0 is never used */
        "65536 OK",                /* seq out of range */
        "12 ok",                   /* case matters */
        "12 OK ",                  /* trailing space */
        "12  OK",                  /* double space */
        "12 ERR",                  /* error without code */
        "12 ERR 0",                /* code 0 */
        "12 ERR x",                /* code not a number */
        "12 OK IDN 16 8 56",       /* IDN: model missing */
        "12 OK IDN 0 8 56 M",      /* no ports */
        "12 OK IDN 33 8 56 M",     /* more ports than the driver holds */
        "12 OK IDN 16 65 56 M",    /* more wavelengths than the driver holds */
        "12 OK IDN 16 8 60001 M",  /* switching time out of range */
        "12 OK XC 2 2 0:5",        /* count says 2, one given */
        "12 OK XC 2 1 0:5 1:6",    /* count says 1, two given */
        "12 OK XC 2 1 0-5",        /* pair without ':' */
        "12 OK XC 2 1 64:5",       /* wavelength out of range */
        "12 OK XC 2 1 0:32",       /* port out of range */
        "12 OK XC 32 0",           /* input port out of range */
        "12 OK XC 2 2 3:5 3:6",    /* two outputs for one (in, wl) */
        "12 OK XC 2 1 :5",         /* empty wavelength */
        "12 OK XC 2 1 5:",         /* empty port */
        "12 OK FOO",               /* unknown payload */
        "12 OK\tXC",               /* control byte */
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        int rc = parse(bad[i], &r);
        if (rc == 0) fprintf(stderr, "accepted: '%s'\n", bad[i]);
        LP_CHECK_EQ(rc, -1);
    }
    memset(big, '1', sizeof big);
    LP_CHECK_EQ(P->parse(big, LP_WSS_LINE_MAX + 1, &r), -1); /* over-long line */
    return lp_test_report("test_lp_wss_lwsp");
}
