/* Host test of the generated cell header (firmware/include/lp_cell.h) against the golden vectors.
 * Usage: test_lp_cell <golden file>. Prints "N passed, M failed" and exits non-zero on any failure. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lp_cell.h"

#define MAX_FIELDS 64

static int failed, passed;

static void check(int ok, int line, const char *what)
{
    if (ok) {
        passed++;
    } else {
        failed++;
        fprintf(stderr, "golden line %d: %s\n", line, what);
    }
}

static int parse_hex_bytes(const char *s, uint8_t *out, size_t n)
{
    if (strlen(s) != 2 * n) return -1;
    for (size_t i = 0; i < n; i++) {
        unsigned v;
        if (sscanf(s + 2 * i, "%2x", &v) != 1) return -1;
        out[i] = (uint8_t)v;
    }
    return 0;
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: %s <golden file>\n", argv[0]);
        return 2;
    }
    FILE *f = fopen(argv[1], "r");
    if (!f) {
        perror(argv[1]);
        return 2;
    }
    char line[2048];
    int lineno = 0, vectors = 0;
    while (fgets(line, sizeof line, f)) {
        lineno++;
        if (line[0] == '#' || line[0] == '\n') continue;
        unsigned long vals[MAX_FIELDS];
        char *tok = strtok(line, " \n");
        int n = 0;
        char *last = NULL;
        while (tok) {
            if (last) {
                if (n >= MAX_FIELDS) { check(0, lineno, "too many fields"); break; }
                vals[n++] = strtoul(last, NULL, 16);
            }
            last = tok;
            tok = strtok(NULL, " \n");
        }
        uint8_t want[LP_HDR_BYTES];
        if (!last || parse_hex_bytes(last, want, LP_HDR_BYTES) != 0) {
            check(0, lineno, "bad header hex");
            continue;
        }
        /* Field order of the golden file is the header order, hcrc excluded. */
        struct lp_cell_hdr h;
        memset(&h, 0, sizeof h);
        int i = 0;
#define LP_GOLDEN_FIELD(name) h.name = vals[i++];
        LP_GOLDEN_FIELD(ver) LP_GOLDEN_FIELD(kind) LP_GOLDEN_FIELD(src) LP_GOLDEN_FIELD(dst)
        LP_GOLDEN_FIELD(hop) LP_GOLDEN_FIELD(relay) LP_GOLDEN_FIELD(first) LP_GOLDEN_FIELD(last)
        LP_GOLDEN_FIELD(agg) LP_GOLDEN_FIELD(frame_id) LP_GOLDEN_FIELD(seq) LP_GOLDEN_FIELD(len)
        LP_GOLDEN_FIELD(vlb_req_v) LP_GOLDEN_FIELD(vlb_req_dst) LP_GOLDEN_FIELD(vlb_req_cnt)
        LP_GOLDEN_FIELD(vlb_gnt_v) LP_GOLDEN_FIELD(vlb_gnt_dst) LP_GOLDEN_FIELD(vlb_gnt_cnt)
        LP_GOLDEN_FIELD(ocs_req_v) LP_GOLDEN_FIELD(ocs_req_src) LP_GOLDEN_FIELD(ocs_req_dst)
        LP_GOLDEN_FIELD(ocs_req_vol) LP_GOLDEN_FIELD(ocs_req_svc) LP_GOLDEN_FIELD(ocs_req_job)
        LP_GOLDEN_FIELD(cfg_op) LP_GOLDEN_FIELD(cfg_src) LP_GOLDEN_FIELD(cfg_dst)
        LP_GOLDEN_FIELD(cfg_eff_ts) LP_GOLDEN_FIELD(agg_job) LP_GOLDEN_FIELD(pcrc)
#undef LP_GOLDEN_FIELD
        check(i == n, lineno, "field count differs from struct lp_cell_hdr (regenerate this test)");
        uint8_t got[LP_HDR_BYTES];
        lp_cell_pack(&h, got);
        check(memcmp(got, want, LP_HDR_BYTES) == 0, lineno, "lp_cell_pack differs from golden bytes");
        struct lp_cell_hdr u;
        memset(&u, 0, sizeof u); /* padding bytes take part in the memcmp below */
        check(lp_cell_unpack(want, &u) == 0, lineno, "lp_cell_unpack rejects a golden header");
        h.hcrc = u.hcrc;
        check(memcmp(&u, &h, sizeof u) == 0, lineno, "lp_cell_unpack fields differ");
        for (unsigned bit = 0; bit < LP_HDR_BITS; bit += 7) { /* any single-bit error is detected */
            uint8_t bad[LP_HDR_BYTES];
            memcpy(bad, want, sizeof bad);
            bad[bit / 8] ^= (uint8_t)(1u << (bit % 8));
            check(lp_cell_unpack(bad, &u) != 0, lineno, "header CRC missed a flipped bit");
        }
        vectors++;
    }
    fclose(f);
    check(vectors > 0, 0, "no vectors read");
    /* payload CRC: CRC-32/ISO-HDLC check value */
    check(lp_pcrc((const uint8_t *)"123456789", 9) == 0xCBF43926u, 0, "lp_pcrc check value");
    check(lp_hcrc((const uint8_t *)"123456789", 9) == 0x29B1u, 0, "lp_hcrc check value");
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
