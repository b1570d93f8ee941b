/* MEPC apply (lp_mepc_ctl.h). */
#include "lp_mepc_ctl.h"

#include <string.h>

#include "lp_arb_regs.h"
#include "lp_nic_node.h"
#include "lp_regs.h"

/* CMD.op codes, from the field's description in rtl/regs/lp_arb_regs.rdl (the RDL has no enum for it
 * yet; docs/firmware.md "What is left"). */
#define LP_ARB_CMD_PIN 0u
#define LP_ARB_CMD_UNPIN 1u
#define LP_ARB_CMD_KILL 2u

/* slot a is at or after slot b on the wrapping 32-bit global slot count */
static int slot_reached(uint32_t a, uint32_t b) { return (int32_t)(a - b) >= 0; }

static uint32_t now_slot(void) { return LP_RD(LP_BLK_NIC, lp_nic_node_t, tsync.TSYNC_SLOT); }

/* the node whose WSS output port is `out`, or LP_MEPC_NONE */
static uint8_t node_of_out(const lp_mepc_ctl_t *m, uint8_t out)
{
    for (uint8_t d = 0; d < m->cfg.nodes; d++)
        if (m->cfg.wss_out[d] == out) return d;
    return LP_MEPC_NONE;
}

/* lit[] from the driver's shadow (the device's word after every change, failed ones included) */
static void sync_lit(lp_mepc_ctl_t *m)
{
    for (uint8_t s = 0; s < m->cfg.nodes; s++) {
        uint8_t out = lp_wss_out(m->wss, m->cfg.wss_in[s], m->cfg.wl);
        m->lit[s] = out == LP_WSS_NONE ? LP_MEPC_NONE : node_of_out(m, out);
    }
}

int lp_mepc_init(lp_mepc_ctl_t *m, const lp_mepc_cfg_t *cfg, lp_wss_t *wss)
{
    if (!m || !cfg || !wss || !wss->ready || cfg->nodes < 2 || cfg->nodes > LP_MEPC_MAX_NODES ||
        cfg->arb_node >= cfg->nodes || cfg->wl >= wss->wls || cfg->job == LP_WSS_JOB_FREE || cfg->slot_ps == 0)
        return LP_E_ARG;
    uint32_t ins = 0, outs = 0;
    for (uint8_t n = 0; n < cfg->nodes; n++) {
        uint8_t i = cfg->wss_in[n], o = cfg->wss_out[n];
        if (i >= wss->ports || o >= wss->ports || (ins >> i & 1u) || (outs >> o & 1u)) return LP_E_ARG;
        ins |= 1u << i;
        outs |= 1u << o;
    }
    int rc = lp_wss_assign(wss, cfg->job, ins | outs);
    if (rc) return rc;
    memset(m, 0, sizeof *m);
    m->cfg = *cfg;
    m->wss = wss;
    m->st.min_margin = INT32_MAX;
    sync_lit(m);
    memcpy(m->want, m->lit, sizeof m->want);
    return LP_OK;
}

static void kill_src(lp_mepc_ctl_t *m, uint8_t s)
{
    LP_WR(LP_BLK_ARB, lp_arb_regs_t, CMD,
          LP_PUT(LP_ARB_REGS__CMD__OP, LP_ARB_CMD_KILL) | LP_PUT(LP_ARB_REGS__CMD__SRC, s) |
              LP_PUT(LP_ARB_REGS__CMD__GO, 1));
    m->killed[s] = 1;
    m->st.kills++;
}

/* the arbiter's own OCS port: no operation reaches it in a header, arm its SVLB_OCS for eff */
static void stage_own(lp_mepc_ctl_t *m, uint8_t dst, uint32_t eff)
{
    int v = dst != LP_MEPC_NONE;
    LP_WR(LP_BLK_NIC, lp_nic_node_t, svlb.SVLB_OCS_AT, eff);
    LP_WR(LP_BLK_NIC, lp_nic_node_t, svlb.SVLB_OCS,
          LP_PUT(LP_NIC_SVLB__SVLB_OCS__V, v) | LP_PUT(LP_NIC_SVLB__SVLB_OCS__UP, v) |
              LP_PUT(LP_NIC_SVLB__SVLB_OCS__DST, v ? dst : 0) | LP_PUT(LP_NIC_SVLB__SVLB_OCS__ARM, 1) |
              LP_PUT(LP_NIC_SVLB__SVLB_OCS__TX_LINK, 0));
    m->st.own++;
}

/* CUR/CUR_EFF of every source (again if GEN moved meanwhile); flags[s]: CUR.PIN. Returns GEN. */
static uint32_t read_cur(lp_mepc_ctl_t *m, uint8_t *dst, uint32_t *eff, uint8_t *pin)
{
    uint32_t gen = 0;
    for (int attempt = 0; attempt < 4; attempt++) { /* a publication while reading: read again */
        gen = LP_RD(LP_BLK_ARB, lp_arb_regs_t, GEN);
        for (uint8_t s = 0; s < m->cfg.nodes; s++) {
            LP_WR(LP_BLK_ARB, lp_arb_regs_t, SEL, LP_PUT(LP_ARB_REGS__SEL__CUR, s));
            uint32_t cur = LP_RD(LP_BLK_ARB, lp_arb_regs_t, CUR);
            eff[s] = LP_RD(LP_BLK_ARB, lp_arb_regs_t, CUR_EFF);
            dst[s] = LP_FLD(cur, LP_ARB_REGS__CUR__V) ? (uint8_t)LP_FLD(cur, LP_ARB_REGS__CUR__DST) : LP_MEPC_NONE;
            if (dst[s] != LP_MEPC_NONE && dst[s] >= m->cfg.nodes) dst[s] = LP_MEPC_NONE; /* not ours */
            pin[s] = (uint8_t)LP_FLD(cur, LP_ARB_REGS__CUR__PIN);
        }
        if (LP_RD(LP_BLK_ARB, lp_arb_regs_t, GEN) == gen) break;
        m->st.rereads++;
    }
    return gen;
}

/* one keeper command, waited for (a newer one would replace it while pending); 0 once it is carried out,
 * -1 if it is still pending after LP_MEPC_CMD_US */
static int cmd_wait(uint32_t op, uint8_t src, uint8_t dst)
{
    LP_WR(LP_BLK_ARB, lp_arb_regs_t, CMD,
          LP_PUT(LP_ARB_REGS__CMD__OP, op) | LP_PUT(LP_ARB_REGS__CMD__SRC, src) | LP_PUT(LP_ARB_REGS__CMD__DST, dst) |
              LP_PUT(LP_ARB_REGS__CMD__GO, 1));
    uint64_t t0 = lp_hal_now_us();
    while (LP_FLD(LP_RD(LP_BLK_ARB, lp_arb_regs_t, CMD_STATUS), LP_ARB_REGS__CMD_STATUS__PENDING))
        if (lp_hal_now_us() - t0 >= LP_MEPC_CMD_US) return -1;
    return 0;
}

/* the exact revision's commands, counted */
static int send_cmd(lp_mepc_ctl_t *m, uint32_t op, uint8_t src, uint8_t dst)
{
    m->ex.cmds++;
    if (!cmd_wait(op, src, dst)) return 0;
    m->ex.cmd_timeouts++;
    return -1;
}

static void policy(lp_mepc_ctl_t *m)
{
    uint64_t budget = (uint64_t)m->exact_margin * m->ex.max_us;
    m->exact_on = m->exact_margin && (uint64_t)m->wss->reconf_ms * 1000u >= budget;
}

/* solver call, timed; its worst case feeds the policy */
static int timed_solve(lp_mepc_ctl_t *m, const uint8_t *seed, uint8_t *mate, uint32_t *total)
{
    uint64_t t0 = lp_hal_now_us();
    int rc = lp_mwm_solve(m->ws, sizeof m->ws, m->cfg.nodes, m->w, m->cfg.nodes, seed, mate, total);
    uint64_t us = lp_hal_now_us() - t0;
    m->ex.last_us = us > UINT32_MAX ? UINT32_MAX : (uint32_t)us;
    if (m->ex.last_us > m->ex.max_us) m->ex.max_us = m->ex.last_us;
    policy(m);
    return rc;
}

int lp_mepc_exact_enable(lp_mepc_ctl_t *m, uint8_t margin)
{
    if (!m || !m->wss) return LP_E_ARG;
    m->exact_margin = margin;
    m->ex.max_us = 0;
    const uint8_t n = m->cfg.nodes;
    uint8_t mate[LP_MEPC_MAX_NODES];
    uint32_t total;
    /* an augmenting chain through every row (s->s 100, s->s+1 101), then a full matrix */
    for (int pass = 0; pass < 2 && margin; pass++) {
        for (uint8_t s = 0; s < n; s++)
            for (uint8_t d = 0; d < n; d++)
                m->w[s * n + d] = (uint16_t)(pass ? 0x8000u + ((s * 37u + d * 11u) & 0x3FFu)
                                                  : d == s ? 100u : d == s + 1 ? 101u : 0u);
        (void)timed_solve(m, NULL, mate, &total);
    }
    policy(m);
    return LP_OK;
}

/* Re-decide the circuits of this publication exactly (lp_mepc_ctl.h). dst/eff/pin: what was read.
 * Returns 1 if commands were sent (the configuration must be read again). */
static int exact_revise(lp_mepc_ctl_t *m, const uint8_t *dst, const uint32_t *eff, const uint8_t *pin)
{
    const uint8_t n = m->cfg.nodes;
    uint32_t fixed_s = 0, fixed_d = 0, fresh = 0;
    uint8_t seed[LP_MEPC_MAX_NODES];
    for (uint8_t s = 0; s < n; s++) {
        seed[s] = LP_MWM_NONE;
        if (dst[s] == LP_MEPC_NONE) continue;
        if (pin[s] || (dst[s] == m->want[s] && eff[s] == m->eff[s])) { /* pinned, or kept from before */
            fixed_s |= 1u << s;
            fixed_d |= 1u << dst[s];
        } else {
            seed[s] = dst[s];
            fresh = 1;
        }
    }
    if (!fresh) return 0; /* the publication chose nothing new */
    if (!m->exact_on) {
        m->ex.off++;
        return 0;
    }
    uint32_t cap = LP_FLD(LP_RD(LP_BLK_ARB, lp_arb_regs_t, PARAM), LP_ARB_REGS__PARAM__CAP);
    memset(m->w, 0, sizeof m->w);
    for (uint32_t r = 0; r < 2u * LP_MEPC_MAX_NODES; r++) { /* the table is K = 2N rows, valid ones first */
        LP_WR(LP_BLK_ARB, lp_arb_regs_t, SEL, LP_PUT(LP_ARB_REGS__SEL__TAB, r));
        uint32_t tab = LP_RD(LP_BLK_ARB, lp_arb_regs_t, TAB);
        if (!LP_FLD(tab, LP_ARB_REGS__TAB__V)) break;
        uint32_t s = LP_FLD(tab, LP_ARB_REGS__TAB__SRC), d = LP_FLD(tab, LP_ARB_REGS__TAB__DST);
        uint32_t sum = LP_FLD(LP_RD(LP_BLK_ARB, lp_arb_regs_t, TAB_SUM), LP_ARB_REGS__TAB_SUM__SUM);
        if (s >= n || d >= n || s == d || (fixed_s >> s & 1u) || (fixed_d >> d & 1u)) continue;
        m->w[s * n + d] = (uint16_t)(sum < cap ? sum : cap);
    }
    uint8_t mate[LP_MEPC_MAX_NODES];
    uint32_t total = 0, engine = lp_mwm_weight(n, m->w, n, seed);
    m->ex.runs++;
    if (timed_solve(m, seed, mate, &total) != LP_OK || engine == UINT32_MAX || total <= engine) return 0;
    m->ex.improved++;
    m->ex.gain += total - engine;
    int sent = 0;
    for (uint8_t s = 0; s < n; s++) /* dropped circuits first: their destinations are then free */
        if (!(fixed_s >> s & 1u) && dst[s] != LP_MEPC_NONE && mate[s] == LP_MWM_NONE) {
            sent = 1;
            if (send_cmd(m, LP_ARB_CMD_KILL, s, 0)) return 1;
        }
    for (uint8_t s = 0; s < n; s++) {
        if ((fixed_s >> s & 1u) || mate[s] == LP_MWM_NONE || mate[s] == dst[s]) continue;
        sent = 1; /* PIN forces it; UNPIN leaves it kept while it has demand, as MEPC's own circuits */
        if (send_cmd(m, LP_ARB_CMD_PIN, s, mate[s]) || send_cmd(m, LP_ARB_CMD_UNPIN, s, 0)) return 1;
    }
    return sent;
}

/* The new circuits of this read that would go dark (lp_mepc_ctl.h): a move (the source's input carries
 * its old path until the circuit's own eff), or a destination taken over whose old path ends later than
 * RECONF_SLOTS before the circuit's eff. Each is killed (the NIC is told before its eff and keeps the
 * OTS), MEPC is paused (CTRL.en) so it cannot choose the circuit again while the old paths are lit, and
 * those paths are held: lp_mepc_poll resumes MEPC once they are dark. */
static void defer_dark(lp_mepc_ctl_t *m, uint32_t fresh)
{
    const uint8_t n = m->cfg.nodes;
    uint32_t reconf = 0, have = 0;
    for (uint8_t s = 0; s < n; s++) {
        uint8_t d = m->want[s];
        if (!(fresh >> s & 1u) || d == LP_MEPC_NONE) continue;
        uint32_t blk = m->lit[s] != LP_MEPC_NONE && m->lit[s] != d ? 1u << s : 0u;
        for (uint8_t o = 0; o < n; o++) {
            if (o == s || m->lit[o] != d || m->want[o] == d) continue;
            if (!have) reconf = LP_RD(LP_BLK_ARB, lp_arb_regs_t, RECONF_SLOTS);
            have = 1;
            if (!slot_reached(m->eff[s], m->eff[o] + 1u + reconf)) blk |= 1u << o;
        }
        if (!blk) continue;
        uint32_t ctrl = LP_RD(LP_BLK_ARB, lp_arb_regs_t, CTRL) & ~LP_ARB_REGS__CTRL__CNT_CLR_bm;
        if (!m->paused && (ctrl & LP_ARB_REGS__CTRL__EN_bm)) { /* first: no decision after the KILL */
            LP_WR(LP_BLK_ARB, lp_arb_regs_t, CTRL, ctrl & ~LP_ARB_REGS__CTRL__EN_bm);
            m->paused = 1;
            m->st.pauses++;
        }
        (void)cmd_wait(LP_ARB_CMD_KILL, s, 0);
        m->killed[s] = 1;
        m->st.moves++;
        for (uint8_t o = 0; o < n; o++)
            if (blk >> o & 1u) m->hold_dst[o] = m->lit[o];
        m->hold |= blk;
    }
}

/* MEPC decides again once every path that held a killed circuit back is dark (or wanted again) */
static void resume(lp_mepc_ctl_t *m)
{
    for (uint8_t o = 0; o < m->cfg.nodes; o++)
        if ((m->hold >> o & 1u) && (m->lit[o] != m->hold_dst[o] || m->want[o] == m->lit[o])) m->hold &= ~(1u << o);
    if (m->hold || !m->paused) return;
    uint32_t ctrl = LP_RD(LP_BLK_ARB, lp_arb_regs_t, CTRL) & ~LP_ARB_REGS__CTRL__CNT_CLR_bm;
    LP_WR(LP_BLK_ARB, lp_arb_regs_t, CTRL, ctrl | LP_ARB_REGS__CTRL__EN_bm);
    m->paused = 0;
}

int lp_mepc_on_irq(lp_mepc_ctl_t *m)
{
    if (!m || !m->wss) return LP_E_ARG;
    m->st.irqs++;
    LP_WR(LP_BLK_ARB, lp_arb_regs_t, INTR_STATUS, LP_ARB_REGS__INTR_STATUS__CFG_bm); /* W1C, first */
    uint8_t dst[LP_MEPC_MAX_NODES], pin[LP_MEPC_MAX_NODES];
    uint32_t eff[LP_MEPC_MAX_NODES];
    uint32_t gen = read_cur(m, dst, eff, pin);
    if (exact_revise(m, dst, eff, pin)) /* the revision's publications: read what the keeper holds now */
        gen = read_cur(m, dst, eff, pin);
    m->gen = gen;
    uint32_t fresh = 0;
    for (uint8_t s = 0; s < m->cfg.nodes; s++) {
        if (dst[s] == m->want[s] && (dst[s] == LP_MEPC_NONE || eff[s] == m->eff[s])) continue;
        m->want[s] = dst[s];
        m->eff[s] = eff[s];
        m->killed[s] = 0;
        m->waited[s] = 0;
        fresh |= 1u << s;
    }
    defer_dark(m, fresh);
    uint8_t a = m->cfg.arb_node;
    if ((fresh >> a & 1u) && !m->killed[a]) stage_own(m, m->want[a], m->eff[a]);
    return lp_mepc_poll(m);
}

/* One WSS change of the sequence started: LP_WSS_PENDING while it is under way, else its result. */
static int ch_start(lp_mepc_ctl_t *m, const lp_xc_t *adds, size_t na, const lp_xc_t *dels, size_t nd)
{
    m->ch.t0 = lp_hal_now_us();
    int r = lp_wss_change_start(m->wss, m->cfg.job, adds, na, dels, nd);
    m->ch.seq = m->wss->change_seq;
    return r;
}

/* The stepped change's state. Another owner's change started since (its start completed ours first)
 * holds the driver's result: ours is then read from the shadow, every add and removal as asked. */
static int ch_result(lp_mepc_ctl_t *m)
{
    const lp_mepc_change_t *c = &m->ch;
    if (m->wss->change_seq == c->seq) return lp_wss_change_result(m->wss);
    const lp_xc_t *x = c->stage == 0 || c->stage == 1 ? c->dels : NULL;
    size_t nd = x ? c->nd : 0;
    for (size_t k = 0; k < nd; k++)
        if (lp_wss_out(m->wss, x[k].in, x[k].wl) != LP_WSS_NONE) return LP_E_VERIFY;
    size_t k0 = c->stage >= 2 ? c->stage - 2u : 0, k1 = c->stage >= 2 ? k0 + 1u : c->stage == 0 ? c->na : 0;
    for (size_t k = k0; k < k1; k++)
        if (lp_wss_out(m->wss, c->adds[k].in, c->adds[k].wl) != c->adds[k].out) return LP_E_VERIFY;
    return LP_OK;
}

/* Start the change of the sequence's stage: LP_WSS_PENDING while under way, or while it waits for the
 * driver (waiting: another operation under way, or another owner's result not taken, which starting
 * would overwrite), else its result. */
static int ch_go(lp_mepc_ctl_t *m)
{
    lp_mepc_change_t *c = &m->ch;
    c->waiting = m->wss->nonblocking && (m->wss->op != LP_WSS_OP_NONE || m->wss->change_unread);
    if (c->waiting) return LP_WSS_PENDING;
    if (c->stage == 0) return ch_start(m, c->adds, c->na, c->dels, c->nd);
    if (c->stage == 1) return ch_start(m, NULL, 0, c->dels, c->nd);
    return ch_start(m, &c->adds[c->stage - 2u], 1, NULL, 0);
}

/* The next add of the sequence to try alone from k on (its source's want unchanged, not lit yet):
 * 1 with the stage set to it, 0 if none is left. */
static int ch_next_add(lp_mepc_ctl_t *m, size_t k)
{
    lp_mepc_change_t *c = &m->ch;
    for (; k < c->na; k++) {
        uint8_t s = c->add_src[k], d = m->want[s];
        if (m->lit[s] == d || d == LP_MEPC_NONE || m->killed[s] || c->adds[k].out != m->cfg.wss_out[d]) continue;
        c->stage = (uint8_t)(2u + k);
        return 1;
    }
    return 0;
}

/* The bookkeeping of an ended sequence: removals, adds, their margins, the removals' back-off. */
static int ch_done(lp_mepc_ctl_t *m)
{
    lp_mepc_change_t *c = &m->ch;
    uint32_t after = now_slot();
    int failed = 0;
    for (uint8_t s = 0; s < m->cfg.nodes; s++) { /* darkened (an add on the same input counts on its own) */
        if (!(c->in_freed >> s & 1u)) continue;
        if (m->lit[s] != c->before[s])
            m->st.removes++;
        else
            failed = 1;
    }
    if (failed) { /* the WSS keeps failing: do not ask it again at every poll */
        m->backoff_us = m->backoff_us ? m->backoff_us * 2u : LP_MEPC_STEP_US;
        if (m->backoff_us > LP_MEPC_RETRY_MAX_US) m->backoff_us = LP_MEPC_RETRY_MAX_US;
        m->retry_us = lp_hal_now_us() + m->backoff_us;
    } else if (c->in_freed) {
        m->backoff_us = 0;
    }
    for (size_t k = 0; k < c->na; k++) {
        uint8_t s = c->add_src[k];
        if (m->lit[s] != m->want[s]) continue;
        m->st.adds++;
        int32_t margin = (int32_t)(m->eff[s] - after);
        if (margin <= 0) m->st.late++;
        if (margin < m->st.min_margin) m->st.min_margin = margin;
    }
    c->busy = 0;
    return c->rc;
}

/* Advance the sequence; r: the state of its driver operation (LP_WSS_PENDING, or the result of one that
 * ended at its start). LP_WSS_PENDING while under way (non-blocking driver), else the sequence's result.
 * After a failure with adds: the removals alone (retried after the back-off if they fail), then each add
 * alone; an add the WSS cannot make is killed so the NIC is told. */
static int ch_run(lp_mepc_ctl_t *m, int r)
{
    lp_mepc_change_t *c = &m->ch;
    for (;;) {
        while (r == LP_WSS_PENDING) {
            if (c->waiting) {
                r = ch_go(m);
                if (c->waiting) return LP_WSS_PENDING;
                continue;
            }
            if (m->wss->nonblocking) return LP_WSS_PENDING;
            (void)lp_wss_step(m->wss, UINT32_MAX);
            r = ch_result(m);
        }
        m->st.last_us = (uint32_t)(lp_hal_now_us() - c->t0);
        sync_lit(m); /* from the driver's shadow: the device's word, failed changes included */
        if (r) m->st.wss_errors++;
        size_t k = 0;
        if (c->stage == 0) {
            c->rc = r;
            if (!r || !c->na) return ch_done(m);
            c->rc = LP_OK;
            if (c->nd) {
                c->stage = 1;
                r = ch_go(m);
                continue;
            }
        } else if (c->stage == 1) {
            c->rc = r;
        } else {
            k = c->stage - 2u;
            if (r) {
                kill_src(m, c->add_src[k]);
                c->rc = r;
            }
            k++;
        }
        if (!ch_next_add(m, k)) return ch_done(m);
        r = ch_go(m);
    }
}

static int poll_step(lp_mepc_ctl_t *m)
{
    int rc = LP_OK;
    if (m->ch.busy) { /* the change under way: its end, then what is due now */
        rc = ch_run(m, m->ch.waiting ? LP_WSS_PENDING : ch_result(m));
        if (rc == LP_WSS_PENDING) return LP_OK;
    }
    m->due = 0;
    const uint8_t n = m->cfg.nodes, wl = m->cfg.wl;
    uint32_t now = now_slot();
    lp_mepc_change_t *c = &m->ch;
    size_t na = 0, nd = 0;
    uint32_t out_held = 0, in_freed = 0; /* node bit: its WSS output lit after this change; input darkened */
    int backing_off = m->backoff_us && (int64_t)(lp_hal_now_us() - m->retry_us) < 0;
    /* removals: an old path stays lit until its source's effective slot has passed (+1 slot for the
     * cells sent in the slot before), and while failed darkenings back off */
    for (uint8_t s = 0; s < n; s++) {
        if (m->lit[s] == LP_MEPC_NONE) continue;
        if (m->lit[s] != m->want[s] && slot_reached(now, m->eff[s] + 1u) && !backing_off) {
            c->dels[nd++] = (lp_xc_t){m->cfg.wss_in[s], wl, LP_WSS_NONE};
            in_freed |= 1u << s;
        } else {
            out_held |= 1u << m->lit[s];
        }
    }
    for (uint8_t s = 0; s < n; s++) {
        uint8_t d = m->want[s];
        if (d == LP_MEPC_NONE || d == m->lit[s] || m->killed[s]) continue;
        if ((m->lit[s] != LP_MEPC_NONE && !(in_freed >> s & 1u)) || (out_held >> d & 1u)) {
            if (!m->waited[s]) m->st.deferred++; /* its input or output carries an old path until its eff */
            m->waited[s] = 1;
            continue;
        }
        out_held |= 1u << d;
        c->add_src[na] = s;
        c->adds[na++] = (lp_xc_t){m->cfg.wss_in[s], wl, m->cfg.wss_out[d]};
    }
    if (na + nd == 0) return rc;
    if (m->wss->nonblocking && (m->wss->op != LP_WSS_OP_NONE || m->wss->change_unread)) {
        m->due = 1; /* the driver's other operation first (ch_go), the deadlines checked again then */
        return rc;
    }
    c->busy = 1;
    c->stage = 0;
    c->na = (uint8_t)na;
    c->nd = (uint8_t)nd;
    c->rc = LP_OK;
    c->in_freed = in_freed;
    memcpy(c->before, m->lit, sizeof c->before);
    int r = ch_run(m, ch_go(m));
    return r == LP_WSS_PENDING ? rc : r;
}

int lp_mepc_poll(lp_mepc_ctl_t *m)
{
    if (!m || !m->wss) return LP_E_ARG;
    int rc = poll_step(m);
    resume(m);
    return rc;
}

uint32_t lp_mepc_wait_us(const lp_mepc_ctl_t *m)
{
    if (!m) return UINT32_MAX;
    uint32_t now = now_slot(), best = m->ch.busy || m->due ? LP_MEPC_STEP_US : UINT32_MAX;
    uint64_t t = m->backoff_us ? lp_hal_now_us() : 0;
    uint64_t held = m->backoff_us && (int64_t)(t - m->retry_us) < 0 ? m->retry_us - t : 0;
    for (uint8_t s = 0; s < m->cfg.nodes; s++) {
        if (m->lit[s] == LP_MEPC_NONE || m->lit[s] == m->want[s]) continue;
        uint32_t due = m->eff[s] + 1u;
        uint64_t slots = slot_reached(now, due) ? 0u : (uint32_t)(due - now);
        uint64_t us = (slots * m->cfg.slot_ps + 999999u) / 1000000u;
        if (us < held) us = held;
        if (us < best) best = us > UINT32_MAX ? UINT32_MAX : (uint32_t)us;
    }
    return best;
}

int lp_mepc_run(lp_mepc_ctl_t *m, uint32_t max_us)
{
    if (!m) return LP_E_ARG;
    uint64_t t0 = lp_hal_now_us();
    int last = LP_OK;
    for (;;) {
        uint64_t spent = lp_hal_now_us() - t0;
        if (max_us != UINT32_MAX && spent >= max_us) return last;
        uint32_t wait = lp_mepc_wait_us(m);
        uint32_t left = max_us == UINT32_MAX ? 1000000u : (uint32_t)(max_us - spent);
        if (wait > left) wait = left;
        int rc = (lp_hal_irq_wait(1u << LP_BLK_ARB, wait) & (1u << LP_BLK_ARB)) ? lp_mepc_on_irq(m)
                                                                               : lp_mepc_poll(m);
        if (rc) last = rc;
    }
}

size_t lp_mepc_sizeof(void) { return sizeof(lp_mepc_ctl_t); }
const lp_mepc_exact_stats_t *lp_mepc_exact_stats(const lp_mepc_ctl_t *m) { return &m->ex; }
int lp_mepc_exact_on(const lp_mepc_ctl_t *m) { return m->exact_on; }
const lp_mepc_stats_t *lp_mepc_stats(const lp_mepc_ctl_t *m) { return &m->st; }
uint8_t lp_mepc_lit(const lp_mepc_ctl_t *m, uint8_t src)
{
    return src < m->cfg.nodes ? m->lit[src] : LP_MEPC_NONE;
}
