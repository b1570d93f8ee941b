/* drivers/lp_nic_irq on the host HAL with a model of the irq block behind the register hooks (sticky
 * IRQ_STATUS, write 1 to clear, IRQ_TEST sets, IRQ_TEST reads 0, IRQ_RAW read only): every register at
 * the offset of the generated header, masks with a bit that is no source refused without a register
 * access, pending = status & enable, the service step acknowledges exactly what it found. */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "lp_hal_host.h"
#include "lp_nic_irq.h"
#include "lp_test.h"

#define OFF(r) ((uint32_t)offsetof(lp_nic_node_t, irq.r))
#define SOA_CTRL_OFF ((uint32_t)offsetof(lp_nic_node_t, soa.SOA_CTRL))

static uint32_t st, en, raw, soa_ctrl = 0x00080221u;
static unsigned writes, bad_access, alarm_clears;

static uint32_t rd(void *ctx, int blk, uint32_t off)
{
    (void)ctx;
    if (blk != LP_BLK_NIC) bad_access++;
    if (off == OFF(IRQ_STATUS)) return st;
    if (off == OFF(IRQ_ENABLE)) return en;
    if (off == OFF(IRQ_TEST)) return 0;
    if (off == OFF(IRQ_RAW)) return raw;
    if (off == SOA_CTRL_OFF) return soa_ctrl;
    bad_access++;
    return 0xDEADBEEFu;
}

static void wr(void *ctx, int blk, uint32_t off, uint32_t val)
{
    (void)ctx;
    writes++;
    if (blk != LP_BLK_NIC) bad_access++;
    if (off == OFF(IRQ_STATUS))
        st &= ~val;
    else if (off == OFF(IRQ_ENABLE))
        en = val & LP_NIC_IRQ_ALL;
    else if (off == OFF(IRQ_TEST))
        st |= val & LP_NIC_IRQ_ALL;
    else if (off == SOA_CTRL_OFF) { /* alarm_clear is a pulse: it reads 0 */
        alarm_clears += (val & LP_NIC_SOA__SOA_CTRL__ALARM_CLEAR_bm) != 0;
        soa_ctrl = val & ~(uint32_t)LP_NIC_SOA__SOA_CTRL__ALARM_CLEAR_bm;
    } else
        bad_access++;
}

int main(void)
{
    lp_host_reset();
    lp_host_set_reg_hooks(rd, wr, NULL);
    const uint32_t fault = LP_NIC_IRQ__IRQ_STATUS__LASER_FAULT_bm, lost = LP_NIC_IRQ__IRQ_STATUS__TSYNC_LOST_bm,
                   host = LP_NIC_IRQ__IRQ_STATUS__HOST_bm;

    /* the block is at 0xB000 of the node map: the generated struct says so, the driver uses it */
    LP_CHECK_EQ(OFF(IRQ_STATUS), 0xB000);
    LP_CHECK_EQ(LP_NIC_IRQ_ALL, 0x7F);

    /* refused masks touch nothing */
    LP_CHECK_EQ(lp_nic_irq_enable(0x80), LP_E_ARG);
    LP_CHECK_EQ(lp_nic_irq_ack(1u << 31), LP_E_ARG);
    LP_CHECK_EQ(lp_nic_irq_test(LP_NIC_IRQ_ALL + 1), LP_E_ARG);
    LP_CHECK_EQ(writes, 0);

    LP_CHECK_EQ(lp_nic_irq_enable(fault | lost), LP_OK);
    LP_CHECK_EQ(lp_nic_irq_enabled(), fault | lost);
    LP_CHECK_EQ(lp_nic_irq_pending(), 0);

    /* a disabled source is in the status, not pending */
    LP_CHECK_EQ(lp_nic_irq_test(host), LP_OK);
    LP_CHECK_EQ(lp_nic_irq_status(), host);
    LP_CHECK_EQ(lp_nic_irq_pending(), 0);
    LP_CHECK_EQ(lp_nic_irq_service(), 0);
    LP_CHECK_EQ(st, host); /* the service acknowledges only what it handled */

    st |= fault | lost; /* hardware events */
    LP_CHECK_EQ(lp_nic_irq_pending(), fault | lost);
    LP_CHECK_EQ(lp_nic_irq_service(), fault | lost);
    LP_CHECK_EQ(st, host);
    LP_CHECK_EQ(lp_nic_irq_ack(host), LP_OK);
    LP_CHECK_EQ(st, 0);

    /* bits beyond the sources read from the bus are ignored */
    st = 0xFFFFFF80u;
    LP_CHECK_EQ(lp_nic_irq_status(), 0);
    st = 0;
    raw = 0xFFFFFFFFu;
    LP_CHECK_EQ(lp_nic_irq_levels(), LP_NIC_IRQ__IRQ_RAW__LASER_FAULT_bm | LP_NIC_IRQ__IRQ_RAW__TSYNC_LOCKED_bm);

    /* every source has a name, nothing else has */
    for (unsigned b = 0; b < 40; b++) LP_CHECK_EQ(lp_nic_irq_name(b) != NULL, b < 32 && (LP_NIC_IRQ_ALL >> b & 1u));
    LP_CHECK(strcmp(lp_nic_irq_name(0), "laser fault") == 0);

    /* the fault line's recovery: nothing before a fault; the alarm stays while the line is high, is
     * cleared once (the other SOA_CTRL fields kept) when it falls; a fault present at boot the same */
    lp_nic_fault_t f = {0};
    raw = 0;
    unsigned w = writes;
    LP_CHECK_EQ(lp_nic_fault_step(&f, lost), 0);
    LP_CHECK_EQ(writes, w);
    raw = LP_NIC_IRQ__IRQ_RAW__LASER_FAULT_bm;
    LP_CHECK_EQ(lp_nic_fault_step(&f, fault | lost), 0);
    LP_CHECK_EQ(lp_nic_fault_step(&f, 0), 0);
    LP_CHECK_EQ(alarm_clears, 0);
    LP_CHECK_EQ(f.faults, 1);
    raw = LP_NIC_IRQ__IRQ_RAW__TSYNC_LOCKED_bm;
    LP_CHECK_EQ(lp_nic_fault_step(&f, 0), 1);
    LP_CHECK_EQ(alarm_clears, 1);
    LP_CHECK_EQ(soa_ctrl, 0x00080221u);
    LP_CHECK_EQ(lp_nic_fault_step(&f, 0), 0);
    LP_CHECK_EQ(alarm_clears, 1);
    raw = LP_NIC_IRQ__IRQ_RAW__LASER_FAULT_bm;
    LP_CHECK_EQ(lp_nic_fault_step(&f, lp_nic_irq_levels()), 0);
    raw = 0;
    LP_CHECK_EQ(lp_nic_fault_step(&f, 0), 1);
    LP_CHECK_EQ(f.faults, 2);
    LP_CHECK_EQ(f.clears, 2);
    LP_CHECK_EQ(alarm_clears, 2);

    /* time sync lost after the bring-up: back to the lock's wait (the loss counted once, a second
     * interrupt while waiting is no second loss), lock alone or all_locked alone is no lock, then
     * training until an attempt succeeds, then up and counted; a loss while training goes back to the
     * wait; the level alone (locked low, no interrupt) is a loss, all_locked low alone is none */
    const uint32_t lk = LP_NIC_TSYNC__TSYNC_STATUS__LOCKED_bm, all = LP_NIC_TSYNC__TSYNC_STATUS__ALL_LOCKED_bm;
    lp_nic_sync_t y = {0};
    w = writes;
    LP_CHECK_EQ(lp_nic_sync_step(&y, 0, lk | all), LP_NIC_SYNC_NONE);
    LP_CHECK_EQ(lp_nic_sync_step(&y, fault, lk), LP_NIC_SYNC_NONE);
    LP_CHECK_EQ(lp_nic_sync_trained(&y, LP_OK), 0);
    LP_CHECK_EQ(lp_nic_sync_step(&y, lost, lk | all), LP_NIC_SYNC_LOST);
    LP_CHECK_EQ(y.state, LP_NIC_SYNC_WAIT_LOCK);
    LP_CHECK_EQ(lp_nic_sync_step(&y, lost, 0), LP_NIC_SYNC_NONE);
    LP_CHECK_EQ(lp_nic_sync_step(&y, 0, lk), LP_NIC_SYNC_NONE);
    LP_CHECK_EQ(lp_nic_sync_step(&y, 0, all), LP_NIC_SYNC_NONE);
    LP_CHECK_EQ(lp_nic_sync_trained(&y, LP_OK), 0); /* no training before the lock */
    LP_CHECK_EQ(y.losses, 1);
    LP_CHECK_EQ(lp_nic_sync_step(&y, 0, lk | all), LP_NIC_SYNC_LOCKED);
    LP_CHECK_EQ(lp_nic_sync_step(&y, 0, lk | all), LP_NIC_SYNC_DO_TRAIN);
    LP_CHECK_EQ(lp_nic_sync_trained(&y, LP_E_TIMEOUT), 0);
    LP_CHECK_EQ(y.state, LP_NIC_SYNC_TRAIN);
    LP_CHECK_EQ(lp_nic_sync_step(&y, 0, lk), LP_NIC_SYNC_DO_TRAIN); /* another node's loss: training goes on */
    LP_CHECK_EQ(lp_nic_sync_trained(&y, LP_OK), 1);
    LP_CHECK_EQ(y.state, LP_NIC_SYNC_UP);
    LP_CHECK_EQ(y.recoveries, 1);
    LP_CHECK_EQ(y.trains, 2);
    LP_CHECK_EQ(lp_nic_sync_trained(&y, LP_OK), 0);
    LP_CHECK_EQ(y.recoveries, 1);
    LP_CHECK_EQ(lp_nic_sync_step(&y, 0, lk), LP_NIC_SYNC_NONE);
    LP_CHECK_EQ(lp_nic_sync_step(&y, 0, all), LP_NIC_SYNC_LOST);
    LP_CHECK_EQ(lp_nic_sync_step(&y, 0, lk | all), LP_NIC_SYNC_LOCKED);
    LP_CHECK_EQ(lp_nic_sync_step(&y, lost, lk | all), LP_NIC_SYNC_LOST);
    LP_CHECK_EQ(y.state, LP_NIC_SYNC_WAIT_LOCK);
    LP_CHECK_EQ(lp_nic_sync_step(&y, 0, lk | all), LP_NIC_SYNC_LOCKED);
    LP_CHECK_EQ(lp_nic_sync_step(&y, 0, lk | all), LP_NIC_SYNC_DO_TRAIN);
    LP_CHECK_EQ(lp_nic_sync_trained(&y, LP_OK), 1);
    LP_CHECK_EQ(y.losses, 3);
    LP_CHECK_EQ(y.recoveries, 2);
    LP_CHECK_EQ(writes, w); /* no register access: the caller reads the status and trains */

    w = writes;
    LP_CHECK_EQ(lp_nic_irq_ack(0), LP_OK); /* nothing to acknowledge: no bus write */
    LP_CHECK_EQ(writes, w);
    LP_CHECK_EQ(bad_access, 0);
    return lp_test_report("test_lp_nic_irq");
}
