/* control/lp_regdump on the host HAL's register file: the base registers at the generated offsets, the
 * table from the caller's words and not from the RR_TABLE window (there the shadow bank, which after
 * a commit holds the table active before), the exact JSON text, arguments out of range and every
 * too-small buffer refused with nothing written, the longest dump within LP_REGDUMP_MAX. */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "lp_hal_host.h"
#include "lp_regdump.h"
#include "lp_regs.h"
#include "lp_test.h"

#define W(r, v) (lp_host_regfile(LP_BLK_NIC)[offsetof(lp_nic_node_t, r) / 4u] = (v))

static const char *const want3 =
    "{\"schema\":\"lightpath-regdump/1\",\"map\":\"lp_nic_node\",\"regs\":{\"NODE\":\"0x00000401\","
    "\"SLOT_TIMING\":\"0x00000102\",\"SOA_CTRL\":\"0x00080221\",\"SOA_MAX_ON\":\"0x0000ABCD\","
    "\"RR_CTRL\":\"0x00000003\",\"RR_STATUS\":\"0x00030000\",\"RR_TABLE[0]\":\"0x02010102\","
    "\"RR_TABLE[1]\":\"0x02070203\",\"RR_TABLE[2]\":\"0xF2050300\"}}";

static const char *const want0 =
    "{\"schema\":\"lightpath-regdump/1\",\"map\":\"lp_nic_node\",\"regs\":{\"NODE\":\"0x00000401\","
    "\"SLOT_TIMING\":\"0x00000102\",\"SOA_CTRL\":\"0x00080221\",\"SOA_MAX_ON\":\"0x0000ABCD\","
    "\"RR_CTRL\":\"0x00000003\",\"RR_STATUS\":\"0x00030000\"}}";

int main(void)
{
    static char buf[LP_REGDUMP_MAX];
    static const uint32_t committed[3] = {0x02010102u, 0x02070203u, 0xF2050300u};
    lp_host_reset();
    W(core.NODE, 0x401u);
    W(slot.SLOT_TIMING, 0x102u);
    W(soa.SOA_CTRL, 0x80221u);
    W(soa.SOA_MAX_ON, 0xABCDu);
    W(slot.RR_CTRL, 3u);
    W(slot.RR_STATUS, LP_PUT(LP_NIC_SLOT__RR_STATUS__ACTIVE_LEN, 3));
    /* the window after the commit: the shadow bank with the table that was active before */
    W(slot.RR_TABLE[0], 0u);
    W(slot.RR_TABLE[1], 0x01020304u);
    W(slot.RR_TABLE[2], 0x11111111u);
    W(slot.RR_TABLE[3], 0x11111111u);
    int n = lp_regdump_json(buf, sizeof buf, committed, 3);
    LP_CHECK_EQ(n, (int)strlen(want3));
    LP_CHECK(strcmp(buf, want3) == 0);
    if (strcmp(buf, want3) != 0) fprintf(stderr, "got  %s\nwant %s\n", buf, want3);

    /* every buffer one byte short or shorter: refused, the empty string, no partial dump */
    int bad = 0;
    for (size_t cap = 1; cap <= strlen(want3); cap++) {
        memset(buf, 'x', sizeof buf);
        if (lp_regdump_json(buf, cap, committed, 3) != LP_E_NOSPACE || buf[0] != '\0') bad++;
    }
    LP_CHECK_EQ(bad, 0);
    LP_CHECK_EQ(lp_regdump_json(buf, strlen(want3) + 1u, committed, 3), (int)strlen(want3));
    LP_CHECK_EQ(lp_regdump_json(NULL, sizeof buf, committed, 3), LP_E_ARG);
    LP_CHECK_EQ(lp_regdump_json(buf, 0, committed, 3), LP_E_ARG);

    /* no table, or more words than the NIC holds: refused, the empty string */
    memset(buf, 'x', sizeof buf);
    LP_CHECK_EQ(lp_regdump_json(buf, sizeof buf, NULL, 1), LP_E_ARG);
    LP_CHECK_EQ(buf[0], '\0');
    static uint32_t all[LP_RR_MAX_SLOTS + 1u];
    memset(buf, 'x', sizeof buf);
    LP_CHECK_EQ(lp_regdump_json(buf, sizeof buf, all, LP_RR_MAX_SLOTS + 1u), LP_E_ARG);
    LP_CHECK_EQ(buf[0], '\0');

    /* no words: the base registers alone, also with no table */
    LP_CHECK_EQ(lp_regdump_json(buf, sizeof buf, NULL, 0), (int)strlen(want0));
    LP_CHECK(strcmp(buf, want0) == 0);

    /* the longest dump: every register all ones, LP_RR_MAX_SLOTS words, within LP_REGDUMP_MAX */
    for (size_t i = 0; i < sizeof(lp_nic_node_t) / 4u; i++) lp_host_regfile(LP_BLK_NIC)[i] = 0xFFFFFFFFu;
    for (unsigned i = 0; i < LP_RR_MAX_SLOTS; i++) all[i] = 0xFFFFFFFFu;
    n = lp_regdump_json(buf, sizeof buf, all, LP_RR_MAX_SLOTS);
    char last[32];
    snprintf(last, sizeof last, "\"RR_TABLE[%u]\":\"0xFFFFFFFF\"}}", LP_RR_MAX_SLOTS - 1u);
    LP_CHECK(n > 0 && (size_t)n < sizeof buf && strstr(buf, last) != NULL);
    return lp_test_report("test_lp_regdump");
}
