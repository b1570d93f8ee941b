/* Register dump for the capture reader (lp_regdump.h). */
#include "lp_regdump.h"

#include "lp_nic_node.h"
#include "lp_regs.h"
#include "lp_str.h"

#define OFF(reg) ((uint32_t)offsetof(lp_nic_node_t, reg))
/* table stride: the generated array's element */
#define RR_STRIDE ((uint32_t)sizeof(((lp_nic_node_t *)0)->slot.RR_TABLE[0]))

static void reg(lp_sb_t *b, const char *name, uint32_t idx, int indexed, uint32_t off, int first)
{
    static const char hex[] = "0123456789ABCDEF";
    uint32_t v = lp_hal_rd32(LP_BLK_NIC, off);
    if (!first) lp_sb_ch(b, ',');
    lp_sb_ch(b, '"');
    lp_sb_str(b, name);
    if (indexed) {
        lp_sb_ch(b, '[');
        lp_sb_u32(b, idx);
        lp_sb_ch(b, ']');
    }
    lp_sb_str(b, "\":\"0x");
    for (int s = 28; s >= 0; s -= 4) lp_sb_ch(b, hex[(v >> s) & 0xFu]);
    lp_sb_ch(b, '"');
}

int lp_regdump_json(char *buf, size_t cap)
{
    if (!buf || cap == 0) return LP_E_ARG;
    static const struct {
        const char *name;
        uint32_t off;
    } base[] = {
        {"NODE", OFF(core.NODE)},         {"SLOT_TIMING", OFF(slot.SLOT_TIMING)},
        {"SOA_CTRL", OFF(soa.SOA_CTRL)},  {"SOA_MAX_ON", OFF(soa.SOA_MAX_ON)},
        {"RR_CTRL", OFF(slot.RR_CTRL)},   {"RR_STATUS", OFF(slot.RR_STATUS)},
    };
    lp_sb_t b;
    lp_sb_init(&b, buf, cap);
    lp_sb_str(&b, "{\"schema\":\"" LP_REGDUMP_SCHEMA "\",\"map\":\"" LP_REGDUMP_MAP "\",\"regs\":{");
    for (size_t i = 0; i < sizeof base / sizeof base[0]; i++) reg(&b, base[i].name, 0, 0, base[i].off, i == 0);
    /* the table length the NIC runs with, as the reader decodes it */
    uint32_t n = LP_FLD(LP_RD(LP_BLK_NIC, lp_nic_node_t, slot.RR_STATUS), LP_NIC_SLOT__RR_STATUS__ACTIVE_LEN);
    if (n == 0) n = LP_FLD(LP_RD(LP_BLK_NIC, lp_nic_node_t, slot.RR_CTRL), LP_NIC_SLOT__RR_CTRL__LENGTH);
    if (n > LP_RR_MAX_SLOTS) n = LP_RR_MAX_SLOTS;
    for (uint32_t i = 0; i < n; i++) reg(&b, "RR_TABLE", i, 1, OFF(slot.RR_TABLE) + i * RR_STRIDE, 0);
    lp_sb_str(&b, "}}");
    int len = lp_sb_done(&b);
    if (len < 0) {
        buf[0] = '\0';
        return LP_E_NOSPACE;
    }
    return len;
}
