/* In-network aggregation jobs (lp_agg_job.h). */
#include "lp_agg_job.h"

#include "lp_regs.h"

#define FMAX(f) (f##_bm >> f##_bp) /* the largest value of a field */

/* the job id and node fields are 8 bits (uint8_t arguments fit them exactly) and the worker bitmap
 * holds every worker index of the frame format */
_Static_assert(FMAX(LP_ARB_REGS__AGG_JOB__ID) == 0xFFu && FMAX(LP_NIC_AGG__AGG_JOB__ID) == 0xFFu, "job id field");
_Static_assert(FMAX(LP_NIC_AGG__AGG_JOB__AGG_NODE) == 0xFFu && FMAX(LP_NIC_ID__ARBITER__NODE_ID) == 0xFFu,
               "node id fields");
_Static_assert(LP_AGG_MAX_WORKERS < 64u && LP_AGG_MAX_WORKERS <= LP_ARB_REGS__AGG_WORKERS__MASK_bw, "worker bitmap");
_Static_assert(sizeof(((lp_arb_regs_t *)0)->AGG_WORKERS) == sizeof(((lp_arb_regs_t *)0)->AGG_JOB),
               "one bitmap per entry");
_Static_assert(LP_AGG_ARB_ENTRIES <= 8u && LP_AGG_NIC_ENTRIES <= 8u,
               "AGG_STATUS.req/busy (bit = entry) fit a uint8_t");

#define ARB_JOB(e) ((uint32_t)(offsetof(lp_arb_regs_t, AGG_JOB) + 4u * (e)))
#define ARB_WORKERS(e) ((uint32_t)(offsetof(lp_arb_regs_t, AGG_WORKERS) + 4u * (e)))
#define NIC_JOB(e) ((uint32_t)(offsetof(lp_nic_node_t, agg.AGG_JOB) + 4u * (e)))
#define NIC_CNT(r) ((uint32_t)offsetof(lp_nic_node_t, stats.r))

/* ---- arbiter ---- */

static int arb_cfg_ok(const lp_agg_engine_cfg_t *c)
{
    return c && c->timeout <= FMAX(LP_ARB_REGS__AGG_TIMEOUT__CYCLES) &&
           c->drain <= FMAX(LP_ARB_REGS__AGG_DRAIN__CYCLES) &&
           c->preempt <= FMAX(LP_ARB_REGS__AGG_PREEMPT__CYCLES) &&
           c->retries <= FMAX(LP_ARB_REGS__AGG_CTRL__RETRIES) && c->win_en <= 1u && (c->mac >> 48) == 0 &&
           ((c->mac >> 40) & 1u) == 0; /* I/G bit of the first octet: a source MAC is unicast */
}

int lp_agg_arb_find(uint8_t id)
{
    if (id == 0) return LP_E_ARG;
    for (uint8_t e = 0; e < LP_AGG_ARB_ENTRIES; e++) {
        uint32_t v = lp_hal_rd32(LP_BLK_ARB, ARB_JOB(e));
        if (LP_FLD(v, LP_ARB_REGS__AGG_JOB__VALID) && LP_FLD(v, LP_ARB_REGS__AGG_JOB__ID) == id) return e;
    }
    return LP_E_NOTFOUND;
}

int lp_agg_arb_register(const lp_agg_engine_cfg_t *cfg, uint8_t id, uint64_t workers, uint8_t *entry)
{
    if (id == 0 || workers == 0 || (workers >> LP_AGG_MAX_WORKERS) != 0 || !arb_cfg_ok(cfg)) return LP_E_ARG;
    int e = -1;
    for (uint8_t k = 0; k < LP_AGG_ARB_ENTRIES; k++) {
        uint32_t v = lp_hal_rd32(LP_BLK_ARB, ARB_JOB(k));
        if (!LP_FLD(v, LP_ARB_REGS__AGG_JOB__VALID)) {
            if (e < 0) e = k;
        } else if (LP_FLD(v, LP_ARB_REGS__AGG_JOB__ID) == id) {
            return LP_E_BUSY;
        }
    }
    if (e < 0) return LP_E_NOSPACE;
    /* the bitmap first, while the entry is invalid: a chunk completes when its bitmap equals it */
    lp_hal_wr32(LP_BLK_ARB, ARB_WORKERS(e), (uint32_t)workers);
    uint32_t job = LP_PUT(LP_ARB_REGS__AGG_JOB__VALID, 1) | LP_PUT(LP_ARB_REGS__AGG_JOB__ID, id);
    lp_hal_wr32(LP_BLK_ARB, ARB_JOB(e), job);
    if (lp_hal_rd32(LP_BLK_ARB, ARB_JOB(e)) != job || lp_hal_rd32(LP_BLK_ARB, ARB_WORKERS(e)) != (uint32_t)workers)
        return LP_E_VERIFY;
    LP_WR(LP_BLK_ARB, lp_arb_regs_t, AGG_TIMEOUT, LP_PUT(LP_ARB_REGS__AGG_TIMEOUT__CYCLES, cfg->timeout));
    LP_WR(LP_BLK_ARB, lp_arb_regs_t, AGG_DRAIN, LP_PUT(LP_ARB_REGS__AGG_DRAIN__CYCLES, cfg->drain));
    LP_WR(LP_BLK_ARB, lp_arb_regs_t, AGG_PREEMPT, LP_PUT(LP_ARB_REGS__AGG_PREEMPT__CYCLES, cfg->preempt));
    LP_WR(LP_BLK_ARB, lp_arb_regs_t, AGG_MAC_LO, LP_PUT(LP_ARB_REGS__AGG_MAC_LO__LO, (uint32_t)cfg->mac));
    LP_WR(LP_BLK_ARB, lp_arb_regs_t, AGG_MAC_HI, LP_PUT(LP_ARB_REGS__AGG_MAC_HI__HI, (uint32_t)(cfg->mac >> 32)));
    const uint32_t mask =
        LP_ARB_REGS__AGG_CTRL__EN_bm | LP_ARB_REGS__AGG_CTRL__WIN_EN_bm | LP_ARB_REGS__AGG_CTRL__RETRIES_bm;
    uint32_t ctrl = LP_RD(LP_BLK_ARB, lp_arb_regs_t, AGG_CTRL) & ~mask;
    LP_WR(LP_BLK_ARB, lp_arb_regs_t, AGG_CTRL,
          ctrl | LP_PUT(LP_ARB_REGS__AGG_CTRL__EN, 1) | LP_PUT(LP_ARB_REGS__AGG_CTRL__WIN_EN, cfg->win_en) |
              LP_PUT(LP_ARB_REGS__AGG_CTRL__RETRIES, cfg->retries));
    if (entry) *entry = (uint8_t)e;
    return LP_OK;
}

int lp_agg_arb_unregister(uint8_t id)
{
    if (id == 0) return LP_E_ARG;
    int found = 0;
    for (uint8_t e = 0; e < LP_AGG_ARB_ENTRIES; e++) {
        uint32_t v = lp_hal_rd32(LP_BLK_ARB, ARB_JOB(e));
        if (!LP_FLD(v, LP_ARB_REGS__AGG_JOB__VALID) || LP_FLD(v, LP_ARB_REGS__AGG_JOB__ID) != id) continue;
        lp_hal_wr32(LP_BLK_ARB, ARB_JOB(e), 0); /* invalid: the engine flushes the job's slots */
        lp_hal_wr32(LP_BLK_ARB, ARB_WORKERS(e), 0);
        found = 1;
    }
    return found ? LP_OK : LP_E_NOTFOUND;
}

int lp_agg_arb_status(lp_agg_arb_status_t *st)
{
    if (!st) return LP_E_ARG;
    uint32_t s = LP_RD(LP_BLK_ARB, lp_arb_regs_t, AGG_STATUS);
    st->win_job = (uint8_t)LP_FLD(s, LP_ARB_REGS__AGG_STATUS__WIN_JOB);
    st->state = (uint8_t)LP_FLD(s, LP_ARB_REGS__AGG_STATUS__STATE);
    st->req = (uint8_t)LP_FLD(s, LP_ARB_REGS__AGG_STATUS__REQ);
    st->busy = (uint8_t)LP_FLD(s, LP_ARB_REGS__AGG_STATUS__BUSY);
    st->slots_used = (uint8_t)LP_FLD(s, LP_ARB_REGS__AGG_STATUS__SLOTS_USED);
    st->contrib = LP_RD(LP_BLK_ARB, lp_arb_regs_t, AGG_CONTRIB);
    st->dup = LP_RD(LP_BLK_ARB, lp_arb_regs_t, AGG_DUP);
    st->unreg = LP_RD(LP_BLK_ARB, lp_arb_regs_t, AGG_UNREG);
    st->bad = LP_RD(LP_BLK_ARB, lp_arb_regs_t, AGG_BAD);
    st->busy_refused = LP_RD(LP_BLK_ARB, lp_arb_regs_t, AGG_BUSY);
    st->count = LP_RD(LP_BLK_ARB, lp_arb_regs_t, AGG_COUNT);
    st->result = LP_RD(LP_BLK_ARB, lp_arb_regs_t, AGG_RESULT);
    st->sat = LP_RD(LP_BLK_ARB, lp_arb_regs_t, AGG_SAT);
    st->nack = LP_RD(LP_BLK_ARB, lp_arb_regs_t, AGG_NACK);
    st->expired = LP_RD(LP_BLK_ARB, lp_arb_regs_t, AGG_EXPIRED);
    st->fail = LP_RD(LP_BLK_ARB, lp_arb_regs_t, AGG_FAIL);
    st->oow = LP_RD(LP_BLK_ARB, lp_arb_regs_t, AGG_OOW);
    st->win_open = LP_RD(LP_BLK_ARB, lp_arb_regs_t, AGG_WIN_OPEN);
    st->win_close = LP_RD(LP_BLK_ARB, lp_arb_regs_t, AGG_WIN_CLOSE);
    st->req_unreg = LP_RD(LP_BLK_ARB, lp_arb_regs_t, AGG_REQ_UNREG);
    st->req_bad = LP_RD(LP_BLK_ARB, lp_arb_regs_t, AGG_REQ_BAD);
    st->unlearned = LP_RD(LP_BLK_ARB, lp_arb_regs_t, AGG_UNLEARNED);
    st->preempts = LP_RD(LP_BLK_ARB, lp_arb_regs_t, AGG_PREEMPTS);
    return LP_OK;
}

/* ---- NIC ---- */

/* The NIC's job table: the first free entry (-1: none), the entry holding `id` (-1: none; id 0 matches
 * none), and whether a valid entry names another aggregation node than arb_node. */
static void nic_scan(uint8_t id, uint8_t arb_node, int *free_e, int *id_e, int *other_node)
{
    *free_e = *id_e = -1;
    *other_node = 0;
    for (uint8_t k = 0; k < LP_AGG_NIC_ENTRIES; k++) {
        uint32_t v = lp_hal_rd32(LP_BLK_NIC, NIC_JOB(k));
        if (!LP_FLD(v, LP_NIC_AGG__AGG_JOB__VALID)) {
            if (*free_e < 0) *free_e = k;
            continue;
        }
        if (id != 0 && LP_FLD(v, LP_NIC_AGG__AGG_JOB__ID) == id && *id_e < 0) *id_e = k;
        *other_node |= LP_FLD(v, LP_NIC_AGG__AGG_JOB__AGG_NODE) != arb_node;
    }
}

/* ARBITER {node_id, fake_en = 1}, then AGG_CTRL {en = 1, win_en}, the other bits kept */
static void nic_on(uint8_t arb_node, uint8_t win_en)
{
    uint32_t arb = LP_RD(LP_BLK_NIC, lp_nic_node_t, core.ARBITER) &
                   ~(LP_NIC_ID__ARBITER__NODE_ID_bm | LP_NIC_ID__ARBITER__FAKE_EN_bm);
    LP_WR(LP_BLK_NIC, lp_nic_node_t, core.ARBITER,
          arb | LP_PUT(LP_NIC_ID__ARBITER__NODE_ID, arb_node) | LP_PUT(LP_NIC_ID__ARBITER__FAKE_EN, 1));
    uint32_t ctrl = LP_RD(LP_BLK_NIC, lp_nic_node_t, agg.AGG_CTRL) &
                    ~(LP_NIC_AGG__AGG_CTRL__EN_bm | LP_NIC_AGG__AGG_CTRL__WIN_EN_bm);
    LP_WR(LP_BLK_NIC, lp_nic_node_t, agg.AGG_CTRL,
          ctrl | LP_PUT(LP_NIC_AGG__AGG_CTRL__EN, 1) | LP_PUT(LP_NIC_AGG__AGG_CTRL__WIN_EN, win_en));
}

int lp_agg_nic_enable(uint8_t arb_node, uint8_t win_en)
{
    if (win_en > 1u) return LP_E_ARG;
    int free_e, id_e, other_node;
    nic_scan(0, arb_node, &free_e, &id_e, &other_node);
    if (other_node) return LP_E_STATE;
    nic_on(arb_node, win_en);
    return LP_OK;
}

int lp_agg_nic_register(uint8_t id, uint8_t arb_node, uint8_t win_en, uint8_t *entry)
{
    if (id == 0 || win_en > 1u) return LP_E_ARG;
    int e, id_e, other_node;
    nic_scan(id, arb_node, &e, &id_e, &other_node);
    if (id_e >= 0) return LP_E_BUSY;
    if (other_node) return LP_E_STATE;
    if (e < 0) return LP_E_NOSPACE;
    uint32_t job = LP_PUT(LP_NIC_AGG__AGG_JOB__VALID, 1) | LP_PUT(LP_NIC_AGG__AGG_JOB__ID, id) |
                   LP_PUT(LP_NIC_AGG__AGG_JOB__AGG_NODE, arb_node);
    lp_hal_wr32(LP_BLK_NIC, NIC_JOB(e), job);
    if (lp_hal_rd32(LP_BLK_NIC, NIC_JOB(e)) != job) return LP_E_VERIFY;
    nic_on(arb_node, win_en);
    if (entry) *entry = (uint8_t)e;
    return LP_OK;
}

int lp_agg_nic_unregister(uint8_t id)
{
    if (id == 0) return LP_E_ARG;
    int found = 0;
    for (uint8_t e = 0; e < LP_AGG_NIC_ENTRIES; e++) {
        uint32_t v = lp_hal_rd32(LP_BLK_NIC, NIC_JOB(e));
        if (!LP_FLD(v, LP_NIC_AGG__AGG_JOB__VALID) || LP_FLD(v, LP_NIC_AGG__AGG_JOB__ID) != id) continue;
        lp_hal_wr32(LP_BLK_NIC, NIC_JOB(e), 0);
        found = 1;
    }
    return found ? LP_OK : LP_E_NOTFOUND;
}

int lp_agg_nic_status(lp_agg_nic_status_t *st)
{
    if (!st) return LP_E_ARG;
    uint32_t s = LP_RD(LP_BLK_NIC, lp_nic_node_t, agg.AGG_STATUS);
    st->win_job = (uint8_t)LP_FLD(s, LP_NIC_AGG__AGG_STATUS__WIN_JOB);
    st->req_job = (uint8_t)LP_FLD(s, LP_NIC_AGG__AGG_STATUS__REQ_JOB);
    st->inflight = (uint16_t)LP_FLD(s, LP_NIC_AGG__AGG_STATUS__INFLIGHT);
    uint32_t r = LP_RD(LP_BLK_NIC, lp_nic_node_t, agg.AGG_RELAY);
    st->relay_cells = (uint16_t)LP_FLD(r, LP_NIC_AGG__AGG_RELAY__CELLS);
    st->relay_job = (uint8_t)LP_FLD(r, LP_NIC_AGG__AGG_RELAY__JOB);
    for (uint8_t p = 0; p < LP_AGG_NIC_PORTS; p++) { /* the counters of the statistics block */
        st->uploads[p] = lp_hal_rd32(LP_BLK_NIC, NIC_CNT(AGG_UPLOADS) + 4u * p);
        st->contribs[p] = lp_hal_rd32(LP_BLK_NIC, NIC_CNT(AGG_CONTRIBS) + 4u * p);
        st->unreg[p] = lp_hal_rd32(LP_BLK_NIC, NIC_CNT(AGG_UNREG) + 4u * p);
        st->bad[p] = lp_hal_rd32(LP_BLK_NIC, NIC_CNT(AGG_BAD) + 4u * p);
        st->hold[p] = lp_hal_rd32(LP_BLK_NIC, NIC_CNT(AGG_HOLD) + 4u * p);
    }
    st->cells = LP_RD(LP_BLK_NIC, lp_nic_node_t, stats.AGG_CELLS);
    st->relayed = LP_RD(LP_BLK_NIC, lp_nic_node_t, stats.AGG_RELAYED);
    return LP_OK;
}

size_t lp_agg_engine_cfg_sizeof(void) { return sizeof(lp_agg_engine_cfg_t); }
size_t lp_agg_arb_status_sizeof(void) { return sizeof(lp_agg_arb_status_t); }
size_t lp_agg_nic_status_sizeof(void) { return sizeof(lp_agg_nic_status_t); }
