/* In-network aggregation jobs (docs/firmware.md, "Aggregation jobs (lp_agg_job)"; docs/agg.md, the
 * programmer's guides of the engine and of the window scheduler): register a parameter-server job with
 * the arbiter's engine and window scheduler (lp_arb_regs AGG_*) and with the upload encoders of every
 * NIC that hosts one of its workers (the core block's AGG_*), unregister it, read the status and counters.
 *
 * The driver keeps no state: the job tables in the registers are the truth (a free entry is one with
 * valid = 0), so a restarted CPU or a second controller sees the same tables. The arbiter calls run on
 * LP_BLK_ARB; the NIC calls on LP_BLK_NIC, the NIC of the node whose CPU runs them (as lp_boot_nic;
 * a controller does it on each worker's node, the co-simulation routes LP_BLK_NIC to each node).
 *
 * Order (docs/agg.md): register on the arbiter first, then on the workers' NICs (an encoder only
 * releases contributions once the engine takes them); unregister on the NICs first, then on the arbiter
 * (its flush then frees whatever was still held; the engine sends no FAIL for a flushed chunk: the
 * caller tells the job's master). Change a job only while its uploads are idle. */
#ifndef LP_AGG_JOB_H
#define LP_AGG_JOB_H

#include <stddef.h>
#include <stdint.h>

#include "lp_agg.h"
#include "lp_arb_regs.h"
#include "lp_hal.h"
#include "lp_nic_node.h"

/* job table entries and host ports, from the generated register maps */
#define LP_AGG_ARB_ENTRIES (sizeof(((lp_arb_regs_t *)0)->AGG_JOB) / sizeof(uint32_t))
#define LP_AGG_NIC_ENTRIES (sizeof(((lp_nic_node_t *)0)->agg.AGG_JOB) / sizeof(uint32_t))
#define LP_AGG_NIC_PORTS (sizeof(((lp_nic_node_t *)0)->stats.AGG_UPLOADS) / sizeof(uint32_t))

/* Settings of the engine and the scheduler, shared by every job of the arbiter. */
typedef struct {
    uint64_t mac;      /* AGG_MAC_HI/LO: source MAC of the frames the engine makes (48 bits, unicast) */
    uint32_t timeout;  /* AGG_TIMEOUT.cycles (24 bits; 0: chunks never time out) */
    uint32_t drain;    /* AGG_DRAIN.cycles (24 bits) */
    uint32_t preempt;  /* AGG_PREEMPT.cycles (24 bits; 0: never preempt a window) */
    uint8_t retries;   /* AGG_CTRL.retries: NACK rounds before a FAIL (4 bits) */
    uint8_t win_en;    /* AGG_CTRL.win_en: 1 schedule upload windows, 0 none (the NICs' win_en must match) */
} lp_agg_engine_cfg_t;

typedef struct {
    uint8_t win_job, state, req, busy, slots_used; /* AGG_STATUS (req, busy: bit = entry) */
    uint32_t contrib, dup, unreg, bad, busy_refused, count, result, sat, nack, expired, fail, oow, win_open,
        win_close, req_unreg, req_bad, unlearned, preempts; /* AGG_CONTRIB .. AGG_UNLEARNED, AGG_PREEMPTS */
} lp_agg_arb_status_t;

typedef struct {
    uint8_t win_job, req_job; /* AGG_STATUS */
    uint16_t inflight;
    uint16_t relay_cells;     /* AGG_RELAY: contribution cells of other nodes held on their relay hop */
    uint8_t relay_job;        /* and their job */
    uint32_t uploads[LP_AGG_NIC_PORTS], contribs[LP_AGG_NIC_PORTS], unreg[LP_AGG_NIC_PORTS],
        bad[LP_AGG_NIC_PORTS], hold[LP_AGG_NIC_PORTS]; /* per host port */
    uint32_t cells, relayed;                            /* AGG_CELLS, AGG_RELAYED */
} lp_agg_nic_status_t;

/* Register job `id` (1..255) with worker bitmap `workers` (bit w = worker w; not 0, nothing at or
 * above bit LP_AGG_MAX_WORKERS) in the first free entry of the arbiter's table. Writes AGG_WORKERS[e],
 * AGG_JOB[e] {valid, id} (read back), AGG_TIMEOUT, AGG_DRAIN, AGG_PREEMPT, AGG_MAC_LO, AGG_MAC_HI, then AGG_CTRL
 * {en, win_en, retries}. Refused before any write: LP_E_ARG (id 0, bad bitmap, a setting out of its
 * field, a multicast MAC), LP_E_BUSY (id already in a valid entry), LP_E_NOSPACE (no free entry).
 * LP_E_VERIFY if AGG_JOB does not read back. *entry (may be NULL) gets the entry index. */
int lp_agg_arb_register(const lp_agg_engine_cfg_t *cfg, uint8_t id, uint64_t workers, uint8_t *entry);

/* Clear every valid arbiter entry of job `id`: AGG_JOB[e] = 0 (the engine frees the job's slots and
 * forgets its learned addresses, the scheduler closes its window at once), then AGG_WORKERS[e] = 0.
 * AGG_CTRL is left as it is. LP_E_ARG (id 0), LP_E_NOTFOUND (not registered). */
int lp_agg_arb_unregister(uint8_t id);

/* The arbiter entry of job `id` (the lowest valid one, as the engine matches), or LP_E_NOTFOUND /
 * LP_E_ARG (id 0). */
int lp_agg_arb_find(uint8_t id);

/* This node's NIC (LP_BLK_NIC) hosts workers of job `id`: the first free AGG_JOB[e] = {valid, id,
 * agg_node = arb_node} (read back), ARBITER {node_id = arb_node, fake_en = 1} (its other bits kept),
 * then AGG_CTRL {en = 1, win_en} (other bits kept). Refused before any write: LP_E_ARG (id 0, win_en
 * > 1), LP_E_BUSY (id already in a valid entry), LP_E_STATE (a valid entry of another job names
 * another aggregation node: the NIC has one ARBITER), LP_E_NOSPACE (no free entry). LP_E_VERIFY if the
 * entry does not read back. *entry (may be NULL) gets the entry index. */
int lp_agg_nic_register(uint8_t id, uint8_t arb_node, uint8_t win_en, uint8_t *entry);

/* Encoders and window requests on in this node's NIC without a job entry: ARBITER {node_id = arb_node,
 * fake_en = 1}, then AGG_CTRL {en = 1, win_en} (other bits kept in both). For every NIC that may relay
 * contributions with S-VLB, workers or not (a relay counts the contributions it holds into its window
 * request: docs/agg.md); lp_agg_nic_register does it too. Refused before any write: LP_E_ARG (win_en >
 * 1), LP_E_STATE (a valid entry names another aggregation node). */
int lp_agg_nic_enable(uint8_t arb_node, uint8_t win_en);

/* Clear every valid NIC entry of job `id` (AGG_JOB[e] = 0): its uploads then pass to the master
 * untouched, counted in AGG_UNREG. AGG_CTRL and ARBITER are left as they are (other jobs, and the OCS
 * requests, use them). LP_E_ARG (id 0), LP_E_NOTFOUND. */
int lp_agg_nic_unregister(uint8_t id);

/* AGG_STATUS and every AGG_* counter of the arbiter / of this node's NIC. LP_E_ARG on NULL. */
int lp_agg_arb_status(lp_agg_arb_status_t *st);
int lp_agg_nic_status(lp_agg_nic_status_t *st);

size_t lp_agg_engine_cfg_sizeof(void);
size_t lp_agg_arb_status_sizeof(void);
size_t lp_agg_nic_status_sizeof(void);

#endif
