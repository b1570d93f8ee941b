/* Node and arbiter bring-up from firmware (docs/firmware.md, "Control"; the sequence of docs/nic.md
 * and docs/arbiter.md "Bring-up"): identify the register blocks, set the node identity and slot
 * timing, load and commit the round-robin table of a cyclic AWGR, then size and enable the arbiter's
 * control plane. Every register offset and field comes from the generated headers. */
#ifndef LP_BOOT_H
#define LP_BOOT_H

#include <stddef.h>
#include <stdint.h>

#include "lp_hal.h"
#include "lp_nic_node.h"

/* RR_TABLE entries of the core block, from the generated map */
#define LP_RR_MAX_SLOTS ((unsigned)(sizeof(((lp_nic_node_t *)0)->slot.RR_TABLE) / sizeof(uint32_t)))
#define LP_BOOT_RR_WAIT_US 20000u /* a commit waits for the cycle boundary: bounded */

typedef struct {
    uint8_t node_id;  /* this node's id in the round robin */
    uint8_t ports;    /* AWGR ports P = nodes in the round robin (2..LP_RR_MAX_SLOTS) */
    uint8_t num_wl;   /* lasers (SOA-gated wavelengths) per node: wavelengths 1..P-1 must exist */
    uint8_t guard;    /* SLOT_TIMING.guard words; 0 keeps the reset value */
    uint8_t preamble; /* SLOT_TIMING.preamble words; 0 keeps the reset value */
} lp_node_cfg_t;

typedef struct {
    uint8_t nodes;          /* nodes of the round robin (the MEPC engine's ports in use) */
    uint8_t age_max;        /* PARAM.age_max: round-robin cycles a request lives */
    uint16_t cap;           /* PARAM.cap: cells one circuit carries per cycle */
    uint32_t cycle_slots;   /* CYCLE_SLOTS = the round-robin table length */
    uint32_t lead_slots;    /* S-VLB lead time rule (docs/svlb.md), the minimum RECONF_SLOTS */
    uint32_t wss_us;        /* worst-case WSS switching time, commit and read-back included */
    uint32_t irq_us;        /* interrupt to the first WSS command, worst case */
    uint8_t refresh_cycles; /* PARAM.refresh: the keeper restates every node's configuration this often
                             * (round-robin cycles), so a lost control header is repaired; 0: off */
} lp_arb_cfg_t;

/* The round-robin table of node `node` in a P-port cyclic AWGR: slot s uses wavelength s + 1 towards
 * (node + s + 1) mod P and hears (node - s - 1) mod P. Writes P - 1 RR_TABLE words into words[cap];
 * returns their count, or LP_E_ARG. */
int lp_rr_cyclic(uint8_t node, uint8_t ports, uint32_t *words, size_t cap);

/* Write the shadow table, commit it and wait (bounded) until the NIC has swapped it in at a cycle
 * boundary. LP_OK, LP_E_VERIFY with *code = RR_STATUS.error_code if the NIC rejected it, LP_E_TIMEOUT. */
int lp_rr_load(const uint32_t *words, size_t n, uint32_t *code);

/* Slot length in picoseconds for the given SLOT_TIMING words (0: the reset value). */
uint32_t lp_slot_ps(uint8_t guard, uint8_t preamble);

/* NIC bring-up of this node: ID and register-map version check (LP_E_DEVICE: another bitstream), NODE,
 * SLOT_TIMING, the cyclic round-robin table (lp_rr_cyclic + lp_rr_load), receive enabled, then the
 * register dump for the ILA capture reader, with the table words it committed, logged as one console
 * line "regdump: {...}" (lp_regdump.h). Time sync and CDR training follow (docs/nic.md). *code gets
 * RR_STATUS.error_code on a rejected table. */
int lp_boot_nic(const lp_node_cfg_t *c, uint32_t *code);

/* RECONF_SLOTS the arbiter needs: the interrupt latency plus the WSS switching time in slots (rounded
 * up), and never less than the S-VLB lead time rule. 0 if a value is out of range. */
uint32_t lp_arb_reconf_slots(const lp_arb_cfg_t *c, uint32_t slot_ps);

/* Arbiter bring-up: ID check, PARAM, RECONF_SLOTS (lp_arb_reconf_slots), CYCLE_SLOTS, the
 * configuration interrupt enabled, decisions and requests on. Returns LP_OK and *reconf_slots. */
int lp_boot_arb(const lp_arb_cfg_t *c, uint32_t slot_ps, uint32_t *reconf_slots);

/* Time sync and CDR training (docs/firmware.md "Bring-up sequence"; docs/time-sync.md, docs/cdr.md). */
#define LP_BOOT_POLL_US 1u              /* between two status reads of a poll */
#define LP_BOOT_WAIT_MAX_US 10000000u   /* no deadline above 10 s: a larger one is a units mistake */
#define LP_BOOT_TSM_ACQUIRE 2048u       /* TSM_PERIOD while acquiring: rounds back to back */

typedef struct {
    uint8_t node_id;   /* the master's node id (its bit is left out of TSM_NODE_MASK) */
    uint8_t ports;     /* nodes in the round robin (2..LP_RR_MAX_SLOTS) */
    uint32_t lock_us;  /* deadline for TSYNC_STATUS.all_locked (1..LP_BOOT_WAIT_MAX_US) */
} lp_tsm_cfg_t;

typedef struct {
    uint8_t node_id;      /* this node */
    uint8_t ports;        /* nodes in the round robin (2..LP_RR_MAX_SLOTS) */
    uint8_t train_cycles; /* round-robin cycles of idle cells (1..255) */
    uint32_t slot_ps;     /* slot length (lp_slot_ps) */
    uint32_t learn_us;    /* deadline for every source's phase to be known (1..LP_BOOT_WAIT_MAX_US) */
} lp_cdr_cfg_t;

/* Time-sync master (the arbiter's node): TSM_NODE_MASK = every other node, TSM_PERIOD = the acquiring
 * period, TSYNC_CTRL.en; poll TSYNC_STATUS.all_locked until lock_us (LP_E_TIMEOUT and the console
 * line "boot: time sync: not all locked after <us> us, TSYNC_STATUS <v>"), then TSM_PERIOD back to its
 * reset value. The slaves' TSYNC_CTRL.en is their own bring-up (lp_boot_tsync_slave). */
int lp_boot_tsync_master(const lp_tsm_cfg_t *c);

/* Time-sync slave: TSYNC_CTRL.en (lock is awaited by the master). */
int lp_boot_tsync_slave(void);

/* An ODDL node without a time-sync master (the ZCU106 pair, docs/boards.md "ZCU106 ODDL pair"; docs/oddl.md
 * "Time sync"): its slot grid free-runs from its core reset on the fabric's distributed reference, so
 * TSYNC_CTRL.en = 0 and gate_tx = 0 (it never locks, and its cells must not wait for a lock), then
 * CTRL.tx_en (read-modify-write: rx_en and the host's bits kept). After lp_boot_nic, before the job. */
int lp_boot_oddl_free_grid(void);

/* CDR training of this node (every node, after time sync): CTRL tx_en, rx_en, idle_cells; idle cells
 * for train_cycles round-robin cycles plus 4 slots; then poll until the phase cache knows every other
 * source (CDR_DBG_SEL / CDR_STATUS.dbg_known) until learn_us (LP_E_TIMEOUT and the console line
 * "boot: CDR: source <s> not learnt after <us> us"); idle cells off, 2 slots, counters cleared
 * (CTRL.cnt_clr). Every node trains at once: each one's idle cells teach the others. */
int lp_boot_cdr_train(const lp_cdr_cfg_t *c);

/* S-VLB of this node (docs/svlb.md, "In the NIC"; every node, before time sync): with SVLB_CTRL.en = 0
 * the DRAM queues are programmed at the register defaults (SVLB_CTRL.apply), SVLB_STATUS.queues_ok is
 * polled until wait_us (LP_E_TIMEOUT and the console line "boot: S-VLB queues not programmed after <us>
 * us"), then SVLB_CTRL.en. LP_E_ARG: wait_us 0 or above LP_BOOT_WAIT_MAX_US, nothing written. */
int lp_boot_svlb(uint32_t wait_us);

typedef struct {
    uint8_t arb_node; /* ARBITER.node_id: the arbiter's node in the round robin */
    uint8_t ports;    /* nodes in the round robin (2..LP_RR_MAX_SLOTS): arb_node below it */
    uint8_t req_en;   /* OCS_REQ.en: this node asks the arbiter for circuits (a NIC node: 1) */
    uint8_t from_arb; /* SVLB_OCS.from_arb: the arbiter's operations drive the OCS port (a NIC node: 1; the
                       * arbiter's own node: 0, its keeper arms SVLB_OCS itself) */
    uint8_t job;      /* OCS_REQ.job: the job its requests name (the keeper's subnet) */
    uint8_t svc;      /* OCS_REQ.svc: service type, 0..15 */
    uint16_t q;       /* OCS_REQ.q: cells in a round-robin cycle to one destination that make a request, 1.. */
} lp_ocs_boot_t;

/* The node's part of the OCS control plane (docs/arbiter.md "Bring-up", step 3): ARBITER {node_id,
 * fake_en = 1}, OCS_REQ {en, q, job, svc}, SVLB_OCS {from_arb, tx_link = 0: the arbiter's circuits are
 * unidirectional}; the other fields of ARBITER and SVLB_OCS kept. LP_E_ARG, nothing written: arb_node
 * not below ports, ports out of range, svc above 15, q 0, req_en or from_arb above 1. */
int lp_boot_ocs(const lp_ocs_boot_t *c);

#endif
