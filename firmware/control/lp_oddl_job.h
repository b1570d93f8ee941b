/* ODDL job setup (docs/firmware.md, "ODDL job setup"; docs/oddl.md "Programmer's guide", ODDL
 * sections 3.A-3.B): the arbiter computes a job's wavelength routing table (per node, the steps of its
 * all-reduce: the peer it sends to, the peer it hears, the wavelength), configures the WSS
 * cross-connects that table needs on the job's ports only (one partial commit; other jobs' circuits
 * untouched, job isolation by the WSS driver), and loads each node's control unit (STEP[], JOB, TUNE,
 * TIMEOUT, ODDL_CTRL.en of lp_oddl_regs).
 *
 * Tables (the same rules as sim/lightpath/model/oddl_tables.py, the tests compare them):
 *  - HD (halving-doubling) on N = 2^k nodes: 2k steps, partner distances N/2 .. 1 then 1 .. N/2,
 *    rank i exchanges with i XOR d on wavelength log2 d;
 *  - RD (recursive doubling): k steps, distances 1 .. N/2;
 *  - ring: 2(N - 1) steps to i + 1, from i - 1, on wavelength 0.
 * Steps and partners are job ranks here; rank k runs on the node with control address node[k]. */
#ifndef LP_ODDL_JOB_H
#define LP_ODDL_JOB_H

#include <stdint.h>

#include "lp_hal.h"
#include "lp_nic_node.h"
#include "lp_wss.h"

/* Nodes of one job: HD on 32 ranks takes 2 log2 32 = 10 steps; a ring's 2(N - 1) steps stay bound by
 * LP_ODDL_MAX_STEPS (LP_E_NOSPACE), so rings end at 9 ranks (docs/oddl.md, "Job limits"). */
#define LP_ODDL_MAX_RANKS 32u
/* STEP[] entries of lp_oddl_regs, counted in the generated register struct */
#define LP_ODDL_MAX_STEPS ((unsigned)(sizeof(((lp_oddl_regs_t *)0)->STEP) / sizeof(((lp_oddl_regs_t *)0)->STEP[0])))

typedef enum { LP_ODDL_HD = 0, LP_ODDL_RD = 1, LP_ODDL_RING = 2 } lp_oddl_algo_t;

typedef struct {
    uint8_t tx, rx, wl; /* ranks of the peers, laser wavelength */
} lp_oddl_step_t;

typedef struct {
    uint8_t ranks, steps;
    uint16_t node[LP_ODDL_MAX_RANKS]; /* control address (12 bits) of rank k */
    lp_oddl_step_t step[LP_ODDL_MAX_RANKS][LP_ODDL_MAX_STEPS];
} lp_oddl_plan_t;

/* Build the table of `algo` for n ranks on nodes[0..n-1] and check it (lp_oddl_check). LP_E_ARG: n or
 * an address out of range, HD/RD with n not a power of two, an address used twice; LP_E_NOSPACE: more
 * steps than STEP[] holds; the check's error otherwise. *p is written only on success. */
int lp_oddl_plan(lp_oddl_plan_t *p, lp_oddl_algo_t algo, const uint16_t *nodes, uint8_t n, uint8_t num_wl);

/* The properties of ODDL Table 1 (a table from elsewhere, e.g. the SDN controller, is checked the same
 * way): every wavelength < num_wl; no step to or from itself; per rank one wavelength per partner and
 * one partner per wavelength; every step a permutation (rank r hears exactly the rank that sends to
 * it); no receiver reached by two transmitters on one wavelength. LP_OK or LP_E_ARG. */
int lp_oddl_check(const lp_oddl_plan_t *p, uint8_t num_wl);

/* The WSS cross-connects the plan needs: rank k's transmitter enters WSS port in[k], rank k's receiver
 * leaves port out[k]. Writes each (in, wl, out) once into xc[cap]; returns the count or LP_E_NOSPACE. */
int lp_oddl_xc(const lp_oddl_plan_t *p, const uint8_t *in, const uint8_t *out, lp_xc_t *xc, size_t cap);

/* The rule of the job's WSS side lp_oddl_wss_check found broken first. */
typedef enum {
    LP_ODDL_WSS_OK = 0,    /* none (with LP_E_ARG: a NULL pointer or a plan out of range) */
    LP_ODDL_WSS_IN_RANGE,  /* in[rank] is not a port of the WSS */
    LP_ODDL_WSS_OUT_RANGE, /* out[rank] is not a port of the WSS */
    LP_ODDL_WSS_WL_RANGE,  /* the step's wavelength is not a channel of the WSS */
    LP_ODDL_WSS_LOOP,      /* the cross-connect's input is its output: in[rank] == out[peer] */
    LP_ODDL_WSS_IN_TAKEN,  /* (in, wl) goes to another output in an earlier cross-connect */
    LP_ODDL_WSS_OUT_TAKEN, /* (out, wl) is reached from another input in an earlier cross-connect */
} lp_oddl_wss_rule_t;

typedef struct {
    uint8_t rule;       /* lp_oddl_wss_rule_t */
    uint8_t rank, step; /* the rank at fault; the step (not for the port ranges) */
    uint8_t peer;       /* the rank it sends to at that step: its receiver leaves port xc.out */
    lp_xc_t xc;         /* the cross-connect (in, wl, out) of rank and step */
    uint8_t other_rank, other_step; /* the earlier cross-connect a TAKEN rule conflicts with */
} lp_oddl_wss_fault_t;

/* Every rule lp_oddl_job_wss and the lp_wss_change it makes apply to the job's own ports and
 * cross-connects, on a WSS of `ports` x `wls`: each in[k] and out[k] a port; each cross-connect's
 * wavelength a channel; no cross-connect from a port to itself; no (in, wl) towards two outputs and
 * no (out, wl) from two inputs. LP_OK; LP_E_ARG (a range or a loop) or LP_E_BUSY (a conflict) with the
 * first fault in *why (may be NULL). Needs no device: what the device holds (another job's ports or
 * circuits) is the driver's to refuse. */
int lp_oddl_wss_check(const lp_oddl_plan_t *p, const uint8_t *in, const uint8_t *out, uint8_t ports, uint8_t wls,
                      lp_oddl_wss_fault_t *why);

/* Give the job's ports to `job` and make its cross-connects in one partial commit (connections it
 * already has stay; its other connections are removed). lp_oddl_wss_check on the driver's device
 * first, and LP_E_PERM if a port belongs to another job: in both cases nothing is assigned and nothing
 * is sent. */
int lp_oddl_job_wss(lp_wss_t *w, uint16_t job, const lp_oddl_plan_t *p, const uint8_t *in, const uint8_t *out);

/* Load rank k's control unit through register block blk (this node's lp_oddl_regs): STEP[0..steps-1]
 * with the peers' addresses, JOB {addr, steps}, TUNE {cycles}, TIMEOUT, then ODDL_CTRL.en (counters
 * cleared). LP_E_VERIFY if JOB does not read back. */
int lp_oddl_job_load(lp_blk_t blk, const lp_oddl_plan_t *p, uint8_t rank, uint8_t tune_cycles, uint32_t timeout);

size_t lp_oddl_plan_sizeof(void);

#endif
