/* Register dump for the capture reader (lp_regdump.h). */
#include "lp_regdump.h"

#include "lp_nic_node.h"
#include "lp_regs.h"
#include "lp_str.h"

#define OFF(reg) ((uint32_t)offsetof(lp_nic_node_t, reg))

static void reg(lp_sb_t *b, const char *name, uint32_t idx, int indexed, uint32_t v, int first)
{
    static const char hex[] = "0123456789ABCDEF";
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

int lp_regdump_json(char *buf, size_t cap, const uint32_t *table, size_t n)
{
    if (!buf || cap == 0) return LP_E_ARG;
    if (n > LP_RR_MAX_SLOTS || (!table && n > 0)) {
        buf[0] = '\0';
        return LP_E_ARG;
    }
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
    for (size_t i = 0; i < sizeof base / sizeof base[0]; i++)
        reg(&b, base[i].name, 0, 0, lp_hal_rd32(LP_BLK_NIC, base[i].off), i == 0);
    /* the caller's words, not the RR_TABLE window: that shows the shadow bank (lp_regdump.h) */
    for (size_t i = 0; i < n; i++) reg(&b, "RR_TABLE", (uint32_t)i, 1, table[i], 0);
    lp_sb_str(&b, "}}");
    int len = lp_sb_done(&b);
    if (len < 0) {
        buf[0] = '\0';
        return LP_E_NOSPACE;
    }
    return len;
}
