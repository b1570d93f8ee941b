/* The NIC's interrupt line (block irq of the node map, docs/nic.md "Interrupt"): one sticky
 * IRQ_STATUS bit per event source, IRQ_ENABLE selects the sources that raise the line (lp_hal_irq_wait
 * bit LP_BLK_NIC), a write of 1 to IRQ_STATUS acknowledges. Source masks are IRQ_STATUS words: the
 * LP_NIC_IRQ__IRQ_STATUS__*_bm bits of the generated header lp_nic_node.h (the enable and test
 * registers have the same bits). A mask with a bit that is no source is refused (LP_E_ARG) and
 * touches no register.
 *
 * Service sequence: the line is pending -> lp_nic_irq_pending -> handle each source -> lp_nic_irq_ack
 * of exactly those bits (an event that arrives meanwhile sets its bit again and keeps the line up). */
#ifndef LP_NIC_IRQ_H
#define LP_NIC_IRQ_H

#include <stdint.h>

#include "lp_nic_node.h"

#define LP_NIC_IRQ_ALL                                                                            \
    (LP_NIC_IRQ__IRQ_STATUS__LASER_FAULT_bm | LP_NIC_IRQ__IRQ_STATUS__SOA_ALARM_bm |              \
     LP_NIC_IRQ__IRQ_STATUS__TSYNC_LOST_bm | LP_NIC_IRQ__IRQ_STATUS__TSYNC_LOCKED_bm |            \
     LP_NIC_IRQ__IRQ_STATUS__RX_ERR_bm | LP_NIC_IRQ__IRQ_STATUS__RR_REJECT_bm |                   \
     LP_NIC_IRQ__IRQ_STATUS__HOST_bm)

int lp_nic_irq_enable(uint32_t mask);   /* IRQ_ENABLE = mask */
uint32_t lp_nic_irq_enabled(void);      /* IRQ_ENABLE */
uint32_t lp_nic_irq_status(void);       /* IRQ_STATUS: every source's bit, enabled or not */
uint32_t lp_nic_irq_pending(void);      /* IRQ_STATUS & IRQ_ENABLE: what holds the line up */
int lp_nic_irq_ack(uint32_t mask);      /* write 1 to clear */
int lp_nic_irq_test(uint32_t mask);     /* IRQ_TEST: set the bits as their events would */
uint32_t lp_nic_irq_levels(void);       /* IRQ_RAW: the levels of the level sources */
/* the console name of source bit `bit` (0..31); NULL for a bit that is no source */
const char *lp_nic_irq_name(unsigned bit);
/* The service step of a control loop: read what holds the line up, log one console line per source
 * ("nic irq: <name>"), acknowledge those bits; returns them (0: nothing enabled was pending). */
uint32_t lp_nic_irq_service(void);

/* The laser/SOA fault line's recovery (docs/nic.md, "Interrupt"): the SOA driver latches a fault
 * (SOA_STATUS.fault) and keeps every laser and SOA dark until software clears it, and the status bit
 * records only the line's rise. After a service step that saw laser_fault the line's level is watched
 * (IRQ_RAW, one read per call); once it is low, SOA_CTRL.alarm_clear lets the optics on again and the
 * console says so ("nic: laser/SOA fault line released, optics on; faults N"). A fault present at boot
 * is the same: start with lp_nic_fault_step(f, lp_nic_irq_levels()). */
typedef struct {
    uint8_t latched;  /* a fault seen, its alarm not cleared yet */
    uint32_t faults;  /* rises of the fault line seen */
    uint32_t clears;  /* alarms cleared after the line fell */
} lp_nic_fault_t;

/* serviced: lp_nic_irq_service's return. 1 when this call cleared the alarm, else 0. */
int lp_nic_fault_step(lp_nic_fault_t *f, uint32_t serviced);

/* A NIC node's time sync lost after its bring-up (the arbiter's board reset or re-flashed, its fibre):
 * the node goes back to its bring-up from the lock on (docs/firmware.md, "NIC node image"), one step per
 * loop turn and never waiting. Lost: a service step that saw tsync_lost, or TSYNC_STATUS.locked low
 * (all_locked alone is another node's loss, none of this node's). Then TSYNC_STATUS.locked and
 * all_locked awaited (the master's image trains when it sees the same status), then CDR training,
 * each attempt bounded by its caller; a loss meanwhile goes back to the wait. Pure: the caller reads
 * the status and does the training. */
enum { LP_NIC_SYNC_UP = 0, LP_NIC_SYNC_WAIT_LOCK = 1, LP_NIC_SYNC_TRAIN = 2 };
enum { LP_NIC_SYNC_NONE = 0, LP_NIC_SYNC_LOST = 1, LP_NIC_SYNC_LOCKED = 2, LP_NIC_SYNC_DO_TRAIN = 3 };
typedef struct {
    uint8_t state;       /* LP_NIC_SYNC_*: UP is the state after the boot's "node up" */
    uint32_t losses;     /* losses of time sync seen while up or re-training */
    uint32_t recoveries; /* bring-ups ended again ("node up") after a loss */
    uint32_t trains;     /* CDR training attempts of the recoveries */
} lp_nic_sync_t;

/* serviced: lp_nic_irq_service's return; status: TSYNC_STATUS. Returns LP_NIC_SYNC_LOST (the loss just
 * seen: log it), _LOCKED (lock and all_locked back: log it; training follows at the next step),
 * _DO_TRAIN (run one bounded CDR training attempt now and report it with lp_nic_sync_trained), or
 * _NONE. */
int lp_nic_sync_step(lp_nic_sync_t *s, uint32_t serviced, uint32_t status);
/* The training attempt's result: LP_OK ends the recovery (back up, counted: 1, the caller logs "node
 * up"); anything else keeps training at the next step (0). */
int lp_nic_sync_trained(lp_nic_sync_t *s, int rc);

#endif
