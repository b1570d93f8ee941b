/* MEPC apply: the arbiter firmware's answer to the configuration interrupt (docs/firmware.md,
 * "MEPC apply"; docs/arbiter.md "The WSS").
 *
 * The arbiter's keeper publishes each MEPC result with an effective global slot (CUR/CUR_EFF per
 * source, eff = publication + RECONF_SLOTS + CYCLE_SLOTS) and raises its level interrupt; the
 * operation reaches the source NIC in a control header and the NIC switches its OCS port at exactly
 * that slot. The firmware owns the light: the WSS path src -> dst must be up before eff and must stay
 * until eff for a removed circuit (the source still sends the cells it committed to it until then).
 *
 *  - interrupt: clear it (W1C), read GEN and every source's CUR/CUR_EFF (again if GEN moved meanwhile),
 *    and record what each source wants from its effective slot;
 *  - then one WSS change with everything that can be done now: a new circuit is lit at once (light
 *    alone sends nothing, the NIC transmits only from eff), an old path is darkened only once the global
 *    slot (TSYNC_SLOT of this node, the time-sync master) has passed its eff, and a new path whose WSS
 *    input or output is still held by such an old path waits for it (same commit as the darkening);
 *  - poll: at every deadline the same step runs again (lp_mepc_wait_us says when);
 *  - with a non-blocking driver the change is the driver's stepped operation (lp_wss_change_start): later
 *    polls advance it, the one that sees its end does the rest of the step (docs/firmware.md "MEPC apply");
 *  - a new circuit that would go dark (a move s: d -> d', whose input is held by the old path until the
 *    circuit's own eff; a destination taken over from a path that ends less than RECONF_SLOTS + 1 before
 *    the circuit's eff): KILL src before that eff, so the NIC keeps the OTS; MEPC is paused (CTRL.en)
 *    until the old paths are dark, then chooses again, and its new ADD's eff is at least RECONF_SLOTS
 *    after their darkening (docs/firmware.md "MEPC apply", "Moves");
 *  - an add that the WSS refuses or fails: KILL src through CMD, so the keeper publishes a REMOVE and
 *    the NIC is told the circuit is not coming (it falls back to the OTS slots at that op's eff);
 *  - an add committed after its eff is counted late (the NIC sent into darkness from eff): RECONF_SLOTS
 *    too short for this WSS (lp_arb_reconf_slots sizes it at boot);
 *  - the arbiter's own node is never sent an operation (docs/arbiter.md): its OCS port is armed here
 *    through its SVLB_OCS registers for the same effective slot;
 *  - exact revision (lp_mepc_exact_enable; docs/arbiter.md "The exact solver in firmware"): where the
 *    WSS's reconfiguration time exceeds the solver's measured worst case by the margin, the circuits a
 *    publication newly chose are re-decided by an exact maximum-weight matching (lp_mwm) on the engine's
 *    demand table (TAB), seeded with the engine's choice; circuits kept from earlier decisions and
 *    pinned ones stay (job isolation). A strictly better result is applied through the keeper's
 *    commands (KILL, then PIN + UNPIN per changed source) before the WSS is touched.
 */
#ifndef LP_MEPC_CTL_H
#define LP_MEPC_CTL_H

#include <stdint.h>

#include "lp_mwm.h"
#include "lp_wss.h"

#define LP_MEPC_MAX_NODES 16u
#define LP_MEPC_NONE 0xFFu

typedef struct {
    uint8_t nodes;                       /* sources read from CUR (the round-robin size) */
    uint8_t arb_node;                    /* the arbiter's own node id */
    uint8_t wl;                          /* WSS wavelength channel of the OCS subnet (0: port x port) */
    uint16_t job;                        /* WSS job that owns the subnet's ports */
    uint8_t wss_in[LP_MEPC_MAX_NODES];   /* WSS input port fed by node n's OCS transmitter */
    uint8_t wss_out[LP_MEPC_MAX_NODES];  /* WSS output port towards node n's OCS receiver */
    uint32_t slot_ps;                    /* slot length (lp_slot_ps), for the deadline arithmetic */
} lp_mepc_cfg_t;

typedef struct {
    uint32_t irqs;          /* interrupts taken */
    uint32_t rereads;       /* configuration re-read because GEN moved while reading */
    uint32_t adds, removes; /* WSS paths lit / darkened */
    uint32_t deferred;      /* adds that waited for an old path's effective slot */
    uint32_t late;          /* adds committed at or after their effective slot */
    uint32_t wss_errors;    /* WSS changes that failed */
    uint32_t kills;         /* KILL commands sent for circuits the WSS could not light */
    uint32_t own;           /* operations staged on the arbiter's own OCS port */
    int32_t min_margin;     /* least (eff - slot at commit) of an add, in slots (INT32_MAX: none) */
    uint32_t last_us;       /* duration of the last WSS change */
    uint32_t moves;         /* new circuits killed because they would go dark (a move, a take-over) */
    uint32_t pauses;        /* MEPC paused (CTRL.en) until the old paths of such circuits were dark */
} lp_mepc_stats_t;

typedef struct {
    uint32_t runs;         /* exact solves of a publication */
    uint32_t improved;     /* of them, strictly better than the engine's choice (and applied) */
    uint32_t gain;         /* weight gained over the engine, summed (units of PARAM.cap) */
    uint32_t cmds;         /* keeper commands sent for them */
    uint32_t cmd_timeouts; /* a command still pending after LP_MEPC_CMD_US (the rest not sent) */
    uint32_t off;          /* publications not revised because the policy is off */
    uint32_t last_us, max_us; /* solver time: last, worst measured (calibration included) */
} lp_mepc_exact_stats_t;

#define LP_MEPC_CMD_US 1000u /* a command waits for at most one decision (< 1 us) and its apply */
#define LP_MEPC_STEP_US 100u /* a WSS change under way, or due while the driver is busy: polled this often */
/* A darkening that failed is tried again after a back-off: LP_MEPC_STEP_US after the first failure,
 * doubling per failure in a row, at most LP_MEPC_RETRY_MAX_US; a darkening that succeeds ends it. */
#define LP_MEPC_RETRY_MAX_US 102400u

/* The WSS change under way (lp_mepc_poll): the whole change, then after a failure with adds the
 * removals alone and each add alone, one driver operation at a time. */
typedef struct {
    uint8_t busy;                         /* a sequence is under way */
    uint8_t stage;                        /* 0 the whole change, 1 the removals alone, 2 + k add k alone */
    uint8_t na, nd;
    uint8_t waiting;                      /* the stage's change waits for the driver (ch_go) */
    int rc;                               /* the sequence's result so far */
    uint32_t in_freed;                    /* node bit: its input darkened by the change */
    uint64_t t0;                          /* when the driver operation under way started */
    uint16_t seq;                         /* its lp_wss_t.change_seq */
    lp_xc_t adds[LP_MEPC_MAX_NODES], dels[LP_MEPC_MAX_NODES];
    uint8_t add_src[LP_MEPC_MAX_NODES];
    uint8_t before[LP_MEPC_MAX_NODES];    /* lit[] when the sequence started */
} lp_mepc_change_t;

typedef struct {
    lp_mepc_cfg_t cfg;
    lp_wss_t *wss;
    uint32_t gen;                         /* GEN of the configuration last read */
    uint8_t want[LP_MEPC_MAX_NODES];      /* destination from eff[] on, or LP_MEPC_NONE */
    uint32_t eff[LP_MEPC_MAX_NODES];      /* effective global slot of want[] */
    uint8_t lit[LP_MEPC_MAX_NODES];       /* destination the WSS lights for the source now */
    uint8_t killed[LP_MEPC_MAX_NODES];    /* KILL sent for want[] (not retried until it changes) */
    uint8_t waited[LP_MEPC_MAX_NODES];    /* want[] was deferred once (counted once) */
    lp_mepc_stats_t st;
    lp_mepc_change_t ch;                  /* the WSS change under way */
    uint8_t due;                          /* a change is due but the driver was busy */
    uint8_t paused;                       /* CTRL.en cleared here, set again once hold is empty */
    uint32_t hold;                        /* node bit: its lit path held back a killed circuit */
    uint8_t hold_dst[LP_MEPC_MAX_NODES];  /* that path's destination */
    uint32_t backoff_us;                  /* the back-off after failed darkenings (0: none failed) */
    uint64_t retry_us;                    /* removals wait until then (lp_hal_now_us) while backoff_us */
    uint8_t exact_on;                     /* the policy holds: revise publications exactly */
    uint8_t exact_margin;                 /* WSS reconfiguration >= margin x solver worst case (0: off) */
    lp_mepc_exact_stats_t ex;
    uint16_t w[LP_MEPC_MAX_NODES * LP_MEPC_MAX_NODES]; /* solver input, min(cap, sum) by (src, dst) */
    uint32_t ws[(LP_MWM_WS_BYTES(LP_MEPC_MAX_NODES) + 3u) / 4u]; /* solver workspace */
} lp_mepc_ctl_t;

/* Check the port map (in range of the open WSS, no port used twice), take the subnet's ports for
 * cfg->job and read the WSS's current paths into lit[] (a path on the subnet's ports already lit counts
 * as what the configuration had). */
int lp_mepc_init(lp_mepc_ctl_t *m, const lp_mepc_cfg_t *cfg, lp_wss_t *wss);

/* The interrupt: clear, read the configuration, then lp_mepc_poll. */
int lp_mepc_on_irq(lp_mepc_ctl_t *m);

/* Do every WSS change that is due (one commit). LP_OK, or the WSS error of a failed change (its adds
 * were killed, its removals are retried after the back-off, LP_MEPC_RETRY_MAX_US). With a non-blocking driver
 * (lp_wss_set_nonblocking) the change is the driver's stepped operation: started here, advanced by
 * every later poll (and lp_wss_step), its bookkeeping done at the poll that sees its end, whose result
 * it is; LP_OK while it is under way. A change due while the driver has another operation under way
 * (or another owner's stepped result not yet taken) waits for the next poll. A blocking driver
 * completes the change within the call. */
int lp_mepc_poll(lp_mepc_ctl_t *m);

/* Microseconds until the next deadline (an old path's eff passes), at most LP_MEPC_STEP_US while a
 * change is under way or waits for the driver, or UINT32_MAX if none waits. */
uint32_t lp_mepc_wait_us(const lp_mepc_ctl_t *m);

/* Control loop for at most max_us (UINT32_MAX: forever, the bare-metal main loop): wait for the
 * arbiter's interrupt or the next deadline, then on_irq / poll. Returns the last error or LP_OK. */
int lp_mepc_run(lp_mepc_ctl_t *m, uint32_t max_us);

/* Enable the exact revision with the given margin (1..255; 0 disables it): time the solver on
 * adversarial instances of cfg.nodes ports (an augmenting chain, a full matrix) and turn it on when
 * the WSS's reconfiguration time (lp_wss_t.reconf_ms) is at least margin times the worst. Every solve
 * updates the worst case and the decision. LP_OK or LP_E_ARG. */
int lp_mepc_exact_enable(lp_mepc_ctl_t *m, uint8_t margin);
const lp_mepc_exact_stats_t *lp_mepc_exact_stats(const lp_mepc_ctl_t *m);
int lp_mepc_exact_on(const lp_mepc_ctl_t *m);

/* For callers holding the context by pointer (host library bindings). */
size_t lp_mepc_sizeof(void);
const lp_mepc_stats_t *lp_mepc_stats(const lp_mepc_ctl_t *m);
uint8_t lp_mepc_lit(const lp_mepc_ctl_t *m, uint8_t src);

#endif
