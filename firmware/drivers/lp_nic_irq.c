/* NIC interrupt block driver (lp_nic_irq.h). */
#include "lp_nic_irq.h"

#include <stddef.h>

#include "lp_hal.h"
#include "lp_str.h"

#define IRQ_OFF(r) ((uint32_t)offsetof(lp_nic_node_t, irq.r))

int lp_nic_irq_enable(uint32_t mask)
{
    if (mask & ~(uint32_t)LP_NIC_IRQ_ALL) return LP_E_ARG;
    lp_hal_wr32(LP_BLK_NIC, IRQ_OFF(IRQ_ENABLE), mask);
    return LP_OK;
}

uint32_t lp_nic_irq_enabled(void)
{
    return lp_hal_rd32(LP_BLK_NIC, IRQ_OFF(IRQ_ENABLE)) & LP_NIC_IRQ_ALL;
}

uint32_t lp_nic_irq_status(void)
{
    return lp_hal_rd32(LP_BLK_NIC, IRQ_OFF(IRQ_STATUS)) & LP_NIC_IRQ_ALL;
}

uint32_t lp_nic_irq_pending(void)
{
    return lp_nic_irq_status() & lp_nic_irq_enabled();
}

int lp_nic_irq_ack(uint32_t mask)
{
    if (mask & ~(uint32_t)LP_NIC_IRQ_ALL) return LP_E_ARG;
    if (mask) lp_hal_wr32(LP_BLK_NIC, IRQ_OFF(IRQ_STATUS), mask);
    return LP_OK;
}

int lp_nic_irq_test(uint32_t mask)
{
    if (mask & ~(uint32_t)LP_NIC_IRQ_ALL) return LP_E_ARG;
    if (mask) lp_hal_wr32(LP_BLK_NIC, IRQ_OFF(IRQ_TEST), mask);
    return LP_OK;
}

uint32_t lp_nic_irq_levels(void)
{
    return lp_hal_rd32(LP_BLK_NIC, IRQ_OFF(IRQ_RAW)) &
           (LP_NIC_IRQ__IRQ_RAW__LASER_FAULT_bm | LP_NIC_IRQ__IRQ_RAW__TSYNC_LOCKED_bm);
}

const char *lp_nic_irq_name(unsigned bit)
{
    static const struct {
        uint32_t bm;
        const char *name;
    } names[] = {
        {LP_NIC_IRQ__IRQ_STATUS__LASER_FAULT_bm, "laser fault"},
        {LP_NIC_IRQ__IRQ_STATUS__SOA_ALARM_bm, "SOA alarm (interlock/watchdog)"},
        {LP_NIC_IRQ__IRQ_STATUS__TSYNC_LOST_bm, "time sync lost"},
        {LP_NIC_IRQ__IRQ_STATUS__TSYNC_LOCKED_bm, "time sync locked"},
        {LP_NIC_IRQ__IRQ_STATUS__RX_ERR_bm, "receive errors (CRC/overflow)"},
        {LP_NIC_IRQ__IRQ_STATUS__RR_REJECT_bm, "round-robin table rejected"},
        {LP_NIC_IRQ__IRQ_STATUS__HOST_bm, "host link/module event"},
    };
    if (bit >= 32) return NULL;
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (names[i].bm == 1u << bit) return names[i].name;
    return NULL;
}

uint32_t lp_nic_irq_service(void)
{
    uint32_t p = lp_nic_irq_pending();
    for (unsigned bit = 0; bit < 32; bit++) {
        const char *name = lp_nic_irq_name(bit);
        if (!(p >> bit & 1u) || !name) continue;
        char line[64];
        lp_sb_t b;
        lp_sb_init(&b, line, sizeof line);
        lp_sb_str(&b, "nic irq: ");
        lp_sb_str(&b, name);
        (void)lp_sb_done(&b); /* a name too long for the line is cut, never overrun */
        lp_hal_log(line);
    }
    (void)lp_nic_irq_ack(p);
    return p;
}

int lp_nic_fault_step(lp_nic_fault_t *f, uint32_t serviced)
{
    if (serviced & LP_NIC_IRQ__IRQ_STATUS__LASER_FAULT_bm) {
        f->latched = 1;
        f->faults++;
    }
    if (!f->latched || (lp_nic_irq_levels() & LP_NIC_IRQ__IRQ_RAW__LASER_FAULT_bm)) return 0;
    const uint32_t ctrl = (uint32_t)offsetof(lp_nic_node_t, soa.SOA_CTRL);
    lp_hal_wr32(LP_BLK_NIC, ctrl, lp_hal_rd32(LP_BLK_NIC, ctrl) | LP_NIC_SOA__SOA_CTRL__ALARM_CLEAR_bm);
    f->latched = 0;
    f->clears++;
    char line[80];
    lp_sb_t b;
    lp_sb_init(&b, line, sizeof line);
    lp_sb_str(&b, "nic: laser/SOA fault line released, optics on; faults ");
    lp_sb_u32(&b, f->faults);
    (void)lp_sb_done(&b);
    lp_hal_log(line);
    return 1;
}

int lp_nic_sync_step(lp_nic_sync_t *s, uint32_t serviced, uint32_t status)
{
    const uint32_t both = LP_NIC_TSYNC__TSYNC_STATUS__LOCKED_bm | LP_NIC_TSYNC__TSYNC_STATUS__ALL_LOCKED_bm;
    if (s->state != LP_NIC_SYNC_WAIT_LOCK &&
        ((serviced & LP_NIC_IRQ__IRQ_STATUS__TSYNC_LOST_bm) || !(status & LP_NIC_TSYNC__TSYNC_STATUS__LOCKED_bm))) {
        s->state = LP_NIC_SYNC_WAIT_LOCK;
        s->losses++;
        return LP_NIC_SYNC_LOST;
    }
    if (s->state == LP_NIC_SYNC_WAIT_LOCK) {
        if ((status & both) != both) return LP_NIC_SYNC_NONE;
        s->state = LP_NIC_SYNC_TRAIN;
        return LP_NIC_SYNC_LOCKED;
    }
    if (s->state == LP_NIC_SYNC_TRAIN) {
        s->trains++;
        return LP_NIC_SYNC_DO_TRAIN;
    }
    return LP_NIC_SYNC_NONE;
}

int lp_nic_sync_trained(lp_nic_sync_t *s, int rc)
{
    if (s->state != LP_NIC_SYNC_TRAIN || rc != LP_OK) return 0;
    s->state = LP_NIC_SYNC_UP;
    s->recoveries++;
    return 1;
}
