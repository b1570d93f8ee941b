/* control/lp_regdump on the host HAL's register file: the registers at the generated offsets, the
 * table up to RR_STATUS.active_len (RR_CTRL.length while none is active, clamped to the array), the
 * exact JSON text, and every too-small buffer refused with nothing written. */
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

int main(void)
{
    static char buf[LP_REGDUMP_MAX];
    lp_host_reset();
    W(core.NODE, 0x401u);
    W(slot.SLOT_TIMING, 0x102u);
    W(soa.SOA_CTRL, 0x80221u);
    W(soa.SOA_MAX_ON, 0xABCDu);
    W(slot.RR_CTRL, 3u);
    W(slot.RR_STATUS, LP_PUT(LP_NIC_SLOT__RR_STATUS__ACTIVE_LEN, 3));
    W(slot.RR_TABLE[0], 0x02010102u);
    W(slot.RR_TABLE[1], 0x02070203u);
    W(slot.RR_TABLE[2], 0xF2050300u);
    W(slot.RR_TABLE[3], 0x11111111u); /* beyond the active length: not dumped */
    int n = lp_regdump_json(buf, sizeof buf);
    LP_CHECK_EQ(n, (int)strlen(want3));
    LP_CHECK(strcmp(buf, want3) == 0);
    if (strcmp(buf, want3) != 0) fprintf(stderr, "got  %s\nwant %s\n", buf, want3);

    /* every buffer one byte short or shorter: refused, the empty string, no partial dump */
    int bad = 0;
    for (size_t cap = 1; cap <= strlen(want3); cap++) {
        memset(buf, 'x', sizeof buf);
        if (lp_regdump_json(buf, cap) != LP_E_NOSPACE || buf[0] != '\0') bad++;
    }
    LP_CHECK_EQ(bad, 0);
    LP_CHECK_EQ(lp_regdump_json(buf, strlen(want3) + 1u), (int)strlen(want3));
    LP_CHECK_EQ(lp_regdump_json(NULL, sizeof buf), LP_E_ARG);
    LP_CHECK_EQ(lp_regdump_json(buf, 0), LP_E_ARG);

    /* no active table: RR_CTRL.length entries */
    W(slot.RR_STATUS, 0u);
    W(slot.RR_CTRL, LP_PUT(LP_NIC_SLOT__RR_CTRL__LENGTH, 4));
    n = lp_regdump_json(buf, sizeof buf);
    LP_CHECK(n > 0 && strstr(buf, "\"RR_TABLE[3]\":\"0x11111111\"}}") != NULL);

    /* a length beyond the array: the whole array and no more, within LP_REGDUMP_MAX */
    W(slot.RR_CTRL, LP_NIC_SLOT__RR_CTRL__LENGTH_bm);
    for (unsigned i = 0; i < LP_RR_MAX_SLOTS; i++) W(slot.RR_TABLE[i], 0xFFFFFFFFu);
    n = lp_regdump_json(buf, sizeof buf);
    char last[32];
    snprintf(last, sizeof last, "\"RR_TABLE[%u]\":\"0xFFFFFFFF\"}}", LP_RR_MAX_SLOTS - 1u);
    LP_CHECK(n > 0 && (size_t)n < sizeof buf && strstr(buf, last) != NULL);
    return lp_test_report("test_lp_regdump");
}
