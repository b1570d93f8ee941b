/* control/lp_agg_job: aggregation jobs on the arbiter's engine and the NICs' encoders, against a fake
 * register file behind the host HAL's hooks that logs every access. Proves: the exact writes and their
 * order (docs/agg.md's programmer's guides), free-entry search, read-modify-write of the shared control
 * registers, every refusal (with no write at all), the read-back check, unregister clearing every
 * entry of the job and nothing else, and the status read mapping each register to its field. Through
 * the SDN agent (sdn/lp_ofa_agg.c): a controller's AGG_REGISTER makes exactly the writes of
 * lp_agg_arb_register, its refusals and other jobs write nothing, STATUS reads the job's entry. */
#include <string.h>

#include "lp_agg_job.h"
#include "lp_hal_host.h"
#include "lp_of.h"
#include "lp_ofa.h"
#include "lp_ofa_agg.h"
#include "lp_regs.h"
#include "lp_test.h"
#include "lp_test_wss.h"

#define WORDS LP_HOST_REGFILE_WORDS
#define LOG_MAX 64

typedef struct {
    int blk;
    uint32_t off, val;
} wr_t;

static uint32_t regs[LP_BLK_COUNT][WORDS];
static wr_t wlog[LOG_MAX];
static unsigned nwr, nrd, rd_blk_mask;
static int stuck_blk = -1; /* a register that ignores writes (a missing or broken register) */
static uint32_t stuck_off;

static uint32_t rd(void *ctx, int blk, uint32_t off)
{
    (void)ctx;
    nrd++;
    rd_blk_mask |= 1u << blk;
    return regs[blk][off / 4];
}

static void wr(void *ctx, int blk, uint32_t off, uint32_t val)
{
    (void)ctx;
    if (nwr < LOG_MAX) wlog[nwr] = (wr_t){blk, off, val};
    nwr++;
    if (!(blk == stuck_blk && off == stuck_off)) regs[blk][off / 4] = val;
}

static void fresh(void)
{
    memset(regs, 0, sizeof regs);
    nwr = nrd = rd_blk_mask = 0;
    stuck_blk = -1;
    /* reset values where the RDL has one that matters here */
    regs[LP_BLK_ARB][offsetof(lp_arb_regs_t, AGG_CTRL) / 4] = LP_PUT(LP_ARB_REGS__AGG_CTRL__RETRIES, 3);
    regs[LP_BLK_NIC][offsetof(lp_nic_node_t, agg.AGG_CTRL) / 4] = LP_PUT(LP_NIC_AGG__AGG_CTRL__WIN_EN, 1);
}

#define ARB_OFF(r) ((uint32_t)offsetof(lp_arb_regs_t, r))
#define NIC_OFF(r) ((uint32_t)offsetof(lp_nic_node_t, agg.r)) /* the aggregation block of the NIC node map */
#define NIC_CORE(r) ((uint32_t)offsetof(lp_nic_node_t, core.r))
#define NIC_CNT(r) ((uint32_t)offsetof(lp_nic_node_t, stats.r))
#define ARB_JOB(e) (ARB_OFF(AGG_JOB) + 4u * (e))
#define ARB_WRK(e) (ARB_OFF(AGG_WORKERS) + 4u * (e))
#define NIC_JOB(e) (NIC_OFF(AGG_JOB) + 4u * (e))
#define REG(blk, off) regs[blk][(off) / 4]
/* a refused call writes nothing */
#define REFUSED(call, code)            \
    do {                               \
        unsigned w0 = nwr;             \
        LP_CHECK_EQ((call), (code));   \
        LP_CHECK_EQ(nwr, w0);          \
    } while (0)

static int wrote(unsigned i, int blk, uint32_t off, uint32_t val)
{
    if (i >= nwr || i >= LOG_MAX) return 0;
    if (wlog[i].blk == blk && wlog[i].off == off && wlog[i].val == val) return 1;
    fprintf(stderr, "write %u: blk %d off 0x%x val 0x%x, expected blk %d off 0x%x val 0x%x\n", i, wlog[i].blk,
            (unsigned)wlog[i].off, (unsigned)wlog[i].val, blk, (unsigned)off, (unsigned)val);
    return 0;
}

static uint32_t arb_job(uint8_t id)
{
    return LP_PUT(LP_ARB_REGS__AGG_JOB__VALID, 1) | LP_PUT(LP_ARB_REGS__AGG_JOB__ID, id);
}

static uint32_t nic_job(uint8_t id, uint8_t node)
{
    return LP_PUT(LP_NIC_AGG__AGG_JOB__VALID, 1) | LP_PUT(LP_NIC_AGG__AGG_JOB__ID, id) |
           LP_PUT(LP_NIC_AGG__AGG_JOB__AGG_NODE, node);
}

static const lp_agg_engine_cfg_t CFG = {.mac = 0x024C50414755ull, .timeout = 20000, .drain = 2048, .preempt = 3000,
                                        .retries = 2, .win_en = 1};

/* Job 5 with workers 0x3 registered with CFG into entry 0 of a fresh arbiter whose AGG_CTRL had bit 31
 * set: exactly these writes, in this order, and only arbiter registers read. */
static void check_arb_register_writes(void)
{
    LP_CHECK_EQ(nwr, 8);
    LP_CHECK(wrote(0, LP_BLK_ARB, ARB_WRK(0), 0x3)); /* the bitmap while the entry is still invalid */
    LP_CHECK(wrote(1, LP_BLK_ARB, ARB_JOB(0), 0x0501u));
    LP_CHECK(wrote(2, LP_BLK_ARB, ARB_OFF(AGG_TIMEOUT), 20000));
    LP_CHECK(wrote(3, LP_BLK_ARB, ARB_OFF(AGG_DRAIN), 2048));
    LP_CHECK(wrote(4, LP_BLK_ARB, ARB_OFF(AGG_PREEMPT), 3000));
    LP_CHECK(wrote(5, LP_BLK_ARB, ARB_OFF(AGG_MAC_LO), 0x50414755u));
    LP_CHECK(wrote(6, LP_BLK_ARB, ARB_OFF(AGG_MAC_HI), 0x024Cu));
    LP_CHECK(wrote(7, LP_BLK_ARB, ARB_OFF(AGG_CTRL), (1u << 31) | 0x0203u)); /* en | win_en | retries 2 */
    LP_CHECK_EQ(rd_blk_mask, 1u << LP_BLK_ARB);
}

static void arb_register_writes(void)
{
    fresh();
    REG(LP_BLK_ARB, ARB_OFF(AGG_CTRL)) |= 1u << 31; /* a bit the driver does not own */
    uint8_t e = 0xEE;
    LP_CHECK_EQ(lp_agg_arb_register(&CFG, 5, 0x3, &e), LP_OK);
    LP_CHECK_EQ(e, 0);
    check_arb_register_writes();

    /* the next job takes the next free entry; the shared settings are written again (no win_en now) */
    lp_agg_engine_cfg_t c2 = CFG;
    c2.win_en = 0;
    c2.retries = 15;
    c2.timeout = 0xFFFFFF;
    c2.preempt = 0;
    c2.mac = 0xFEFFFFFFFFFFull; /* the largest unicast MAC */
    nwr = 0;
    LP_CHECK_EQ(lp_agg_arb_register(&c2, 255, 0xFFFFFFFFull, &e), LP_OK);
    LP_CHECK_EQ(e, 1);
    LP_CHECK(wrote(0, LP_BLK_ARB, ARB_WRK(1), 0xFFFFFFFFu));
    LP_CHECK(wrote(1, LP_BLK_ARB, ARB_JOB(1), 0xFF01u));
    LP_CHECK(wrote(2, LP_BLK_ARB, ARB_OFF(AGG_TIMEOUT), 0xFFFFFFu));
    LP_CHECK(wrote(4, LP_BLK_ARB, ARB_OFF(AGG_PREEMPT), 0));
    LP_CHECK(wrote(5, LP_BLK_ARB, ARB_OFF(AGG_MAC_LO), 0xFFFFFFFFu));
    LP_CHECK(wrote(6, LP_BLK_ARB, ARB_OFF(AGG_MAC_HI), 0xFEFFu));
    LP_CHECK(wrote(7, LP_BLK_ARB, ARB_OFF(AGG_CTRL), (1u << 31) | 0x0F01u));
    LP_CHECK_EQ(REG(LP_BLK_ARB, ARB_JOB(0)), 0x0501u); /* job 5 untouched */
    LP_CHECK_EQ(REG(LP_BLK_ARB, ARB_WRK(0)), 0x3u);
    LP_CHECK_EQ(lp_agg_arb_find(5), 0);
    LP_CHECK_EQ(lp_agg_arb_find(255), 1);
    LP_CHECK_EQ(lp_agg_arb_find(6), LP_E_NOTFOUND);
    LP_CHECK_EQ(lp_agg_arb_find(0), LP_E_ARG);
    LP_CHECK_EQ(lp_agg_arb_register(&CFG, 9, 0x10, NULL), LP_OK); /* entry pointer optional */
    LP_CHECK_EQ(lp_agg_arb_find(9), 2);
}

static void arb_refusals(void)
{
    fresh();
    lp_agg_engine_cfg_t c;
    uint8_t e = 0xEE;
    REFUSED(lp_agg_arb_register(&CFG, 0, 0x3, &e), LP_E_ARG);                 /* id 0 */
    REFUSED(lp_agg_arb_register(&CFG, 5, 0, &e), LP_E_ARG);                   /* no worker */
    REFUSED(lp_agg_arb_register(&CFG, 5, 1ull << LP_AGG_MAX_WORKERS, &e), LP_E_ARG); /* worker 32 */
    REFUSED(lp_agg_arb_register(&CFG, 5, 0x3 | (1ull << 63), &e), LP_E_ARG);
    REFUSED(lp_agg_arb_register(NULL, 5, 0x3, &e), LP_E_ARG);
    c = CFG, c.timeout = 1u << 24;
    REFUSED(lp_agg_arb_register(&c, 5, 0x3, &e), LP_E_ARG);
    c = CFG, c.drain = 1u << 24;
    REFUSED(lp_agg_arb_register(&c, 5, 0x3, &e), LP_E_ARG);
    c = CFG, c.preempt = 1u << 24;
    REFUSED(lp_agg_arb_register(&c, 5, 0x3, &e), LP_E_ARG);
    c = CFG, c.retries = 16;
    REFUSED(lp_agg_arb_register(&c, 5, 0x3, &e), LP_E_ARG);
    c = CFG, c.win_en = 2;
    REFUSED(lp_agg_arb_register(&c, 5, 0x3, &e), LP_E_ARG);
    c = CFG, c.mac = 1ull << 48;
    REFUSED(lp_agg_arb_register(&c, 5, 0x3, &e), LP_E_ARG);
    c = CFG, c.mac = 0x010000000001ull; /* multicast */
    REFUSED(lp_agg_arb_register(&c, 5, 0x3, &e), LP_E_ARG);
    LP_CHECK_EQ(e, 0xEE);
    LP_CHECK_EQ(nrd, 0); /* argument checks come before any access */

    /* duplicate id; an invalid entry holding the same id does not count */
    REG(LP_BLK_ARB, ARB_JOB(0)) = LP_PUT(LP_ARB_REGS__AGG_JOB__ID, 7); /* stale id, valid 0 */
    LP_CHECK_EQ(lp_agg_arb_register(&CFG, 7, 0x3, &e), LP_OK);
    LP_CHECK_EQ(e, 0);
    REFUSED(lp_agg_arb_register(&CFG, 7, 0x3, &e), LP_E_BUSY);
    LP_CHECK_EQ(lp_agg_arb_register(&CFG, 8, 0x3, &e), LP_OK);
    LP_CHECK_EQ(lp_agg_arb_register(&CFG, 9, 0x3, &e), LP_OK);
    LP_CHECK_EQ(lp_agg_arb_register(&CFG, 10, 0x3, &e), LP_OK);
    LP_CHECK_EQ(e, LP_AGG_ARB_ENTRIES - 1);
    REFUSED(lp_agg_arb_register(&CFG, 11, 0x3, &e), LP_E_NOSPACE); /* table full */
    REFUSED(lp_agg_arb_register(&CFG, 10, 0x3, &e), LP_E_BUSY);     /* a duplicate in a full table: busy */

    /* a freed entry is reused, the lowest first */
    LP_CHECK_EQ(lp_agg_arb_unregister(8), LP_OK);
    LP_CHECK_EQ(lp_agg_arb_register(&CFG, 11, 0x3, &e), LP_OK);
    LP_CHECK_EQ(e, 1);

    /* an AGG_JOB that does not read back */
    fresh();
    stuck_blk = LP_BLK_ARB, stuck_off = ARB_JOB(0);
    LP_CHECK_EQ(lp_agg_arb_register(&CFG, 5, 0x3, &e), LP_E_VERIFY);
    LP_CHECK_EQ(nwr, 2); /* stopped before the shared settings and AGG_CTRL */
}

static void arb_unregister(void)
{
    fresh();
    REG(LP_BLK_ARB, ARB_JOB(0)) = arb_job(4);
    REG(LP_BLK_ARB, ARB_WRK(0)) = 0xF;
    REG(LP_BLK_ARB, ARB_JOB(1)) = arb_job(6);
    REG(LP_BLK_ARB, ARB_WRK(1)) = 0x3;
    REG(LP_BLK_ARB, ARB_JOB(2)) = LP_PUT(LP_ARB_REGS__AGG_JOB__ID, 6); /* invalid: not job 6's */
    REG(LP_BLK_ARB, ARB_WRK(2)) = 0x5;
    REG(LP_BLK_ARB, ARB_JOB(3)) = arb_job(6); /* the same job twice (written by someone else) */
    REG(LP_BLK_ARB, ARB_WRK(3)) = 0x3;
    uint32_t ctrl = REG(LP_BLK_ARB, ARB_OFF(AGG_CTRL)) = 0x0303u;
    LP_CHECK_EQ(lp_agg_arb_find(6), 1);
    LP_CHECK_EQ(lp_agg_arb_unregister(6), LP_OK);
    LP_CHECK_EQ(nwr, 4);
    LP_CHECK(wrote(0, LP_BLK_ARB, ARB_JOB(1), 0)); /* invalidate first: the engine flushes the slots */
    LP_CHECK(wrote(1, LP_BLK_ARB, ARB_WRK(1), 0));
    LP_CHECK(wrote(2, LP_BLK_ARB, ARB_JOB(3), 0));
    LP_CHECK(wrote(3, LP_BLK_ARB, ARB_WRK(3), 0));
    LP_CHECK_EQ(REG(LP_BLK_ARB, ARB_JOB(0)), arb_job(4));
    LP_CHECK_EQ(REG(LP_BLK_ARB, ARB_WRK(2)), 0x5u);
    LP_CHECK_EQ(REG(LP_BLK_ARB, ARB_OFF(AGG_CTRL)), ctrl);
    nwr = 0;
    LP_CHECK_EQ(lp_agg_arb_unregister(6), LP_E_NOTFOUND);
    LP_CHECK_EQ(lp_agg_arb_unregister(0), LP_E_ARG);
    LP_CHECK_EQ(nwr, 0);
    LP_CHECK_EQ(lp_agg_arb_find(6), LP_E_NOTFOUND);
}

static void nic_register_and_unregister(void)
{
    fresh();
    REG(LP_BLK_NIC, NIC_CORE(ARBITER)) = 1u << 30;       /* bits the driver does not own */
    REG(LP_BLK_NIC, NIC_OFF(AGG_CTRL)) |= 1u << 30;
    uint8_t e = 0xEE;
    LP_CHECK_EQ(lp_agg_nic_register(5, 0, 1, &e), LP_OK);
    LP_CHECK_EQ(e, 0);
    LP_CHECK_EQ(nwr, 3);
    LP_CHECK(wrote(0, LP_BLK_NIC, NIC_JOB(0), 0x000501u));
    LP_CHECK(wrote(1, LP_BLK_NIC, NIC_CORE(ARBITER), (1u << 30) | 0x100u)); /* node 0, fake_en */
    LP_CHECK(wrote(2, LP_BLK_NIC, NIC_OFF(AGG_CTRL), (1u << 30) | 0x3u));  /* en, win_en */
    LP_CHECK_EQ(rd_blk_mask, 1u << LP_BLK_NIC);

    /* a second job with the same aggregation node, windows off */
    nwr = 0;
    LP_CHECK_EQ(lp_agg_nic_register(200, 0, 0, &e), LP_OK);
    LP_CHECK_EQ(e, 1);
    LP_CHECK(wrote(0, LP_BLK_NIC, NIC_JOB(1), 0x00C801u));
    LP_CHECK(wrote(2, LP_BLK_NIC, NIC_OFF(AGG_CTRL), (1u << 30) | 0x1u));

    /* refusals: nothing written */
    REFUSED(lp_agg_nic_register(0, 0, 1, &e), LP_E_ARG);
    REFUSED(lp_agg_nic_register(6, 0, 2, &e), LP_E_ARG);
    REFUSED(lp_agg_nic_register(5, 0, 1, &e), LP_E_BUSY);
    REFUSED(lp_agg_nic_register(6, 3, 1, &e), LP_E_STATE); /* the other entries name node 0 */
    LP_CHECK_EQ(lp_agg_nic_register(6, 0, 1, &e), LP_OK);
    LP_CHECK_EQ(lp_agg_nic_register(7, 0, 1, &e), LP_OK);
    LP_CHECK_EQ(e, LP_AGG_NIC_ENTRIES - 1);
    REFUSED(lp_agg_nic_register(8, 0, 1, &e), LP_E_NOSPACE);

    /* unregister: only the job's entries, AGG_CTRL and ARBITER kept */
    REG(LP_BLK_NIC, NIC_JOB(2)) = nic_job(5, 0); /* job 5 twice */
    uint32_t ctrl = REG(LP_BLK_NIC, NIC_OFF(AGG_CTRL)), arb = REG(LP_BLK_NIC, NIC_CORE(ARBITER));
    nwr = 0;
    LP_CHECK_EQ(lp_agg_nic_unregister(5), LP_OK);
    LP_CHECK_EQ(nwr, 2);
    LP_CHECK(wrote(0, LP_BLK_NIC, NIC_JOB(0), 0));
    LP_CHECK(wrote(1, LP_BLK_NIC, NIC_JOB(2), 0));
    LP_CHECK_EQ(REG(LP_BLK_NIC, NIC_JOB(1)), nic_job(200, 0));
    LP_CHECK_EQ(REG(LP_BLK_NIC, NIC_JOB(3)), nic_job(7, 0));
    LP_CHECK_EQ(REG(LP_BLK_NIC, NIC_OFF(AGG_CTRL)), ctrl);
    LP_CHECK_EQ(REG(LP_BLK_NIC, NIC_CORE(ARBITER)), arb);
    REFUSED(lp_agg_nic_unregister(5), LP_E_NOTFOUND);
    REFUSED(lp_agg_nic_unregister(0), LP_E_ARG);
    /* the freed entry is reused */
    LP_CHECK_EQ(lp_agg_nic_register(9, 0, 1, &e), LP_OK);
    LP_CHECK_EQ(e, 0);

    /* once every entry is gone, another aggregation node is allowed */
    for (uint8_t id = 200; id > 0; id--) (void)lp_agg_nic_unregister(id);
    for (unsigned k = 0; k < LP_AGG_NIC_ENTRIES; k++) LP_CHECK_EQ(REG(LP_BLK_NIC, NIC_JOB(k)), 0);
    nwr = 0;
    LP_CHECK_EQ(lp_agg_nic_register(9, 3, 1, &e), LP_OK);
    LP_CHECK(wrote(0, LP_BLK_NIC, NIC_JOB(0), nic_job(9, 3)));
    LP_CHECK(wrote(1, LP_BLK_NIC, NIC_CORE(ARBITER), (1u << 30) | 0x103u));

    /* enable without an entry (a relaying NIC): ARBITER, then AGG_CTRL, entries untouched */
    fresh();
    REG(LP_BLK_NIC, NIC_CORE(ARBITER)) = (1u << 30) | 0x07u;  /* another arbiter before: replaced */
    REG(LP_BLK_NIC, NIC_OFF(AGG_CTRL)) = 1u << 30;           /* win_en 0, en 0 */
    LP_CHECK_EQ(lp_agg_nic_enable(2, 1), LP_OK);
    LP_CHECK_EQ(nwr, 2);
    LP_CHECK(wrote(0, LP_BLK_NIC, NIC_CORE(ARBITER), (1u << 30) | 0x102u));
    LP_CHECK(wrote(1, LP_BLK_NIC, NIC_OFF(AGG_CTRL), (1u << 30) | 0x3u));
    REFUSED(lp_agg_nic_enable(2, 2), LP_E_ARG);
    REG(LP_BLK_NIC, NIC_JOB(3)) = nic_job(40, 2);
    LP_CHECK_EQ(lp_agg_nic_enable(2, 0), LP_OK);                   /* the same node: fine */
    LP_CHECK(wrote(3, LP_BLK_NIC, NIC_OFF(AGG_CTRL), (1u << 30) | 0x1u));
    REFUSED(lp_agg_nic_enable(0, 1), LP_E_STATE);                 /* an entry names node 2 */
    LP_CHECK_EQ(REG(LP_BLK_NIC, NIC_JOB(3)), nic_job(40, 2));

    /* an entry that does not read back */
    fresh();
    stuck_blk = LP_BLK_NIC, stuck_off = NIC_JOB(0);
    LP_CHECK_EQ(lp_agg_nic_register(5, 0, 1, &e), LP_E_VERIFY);
    LP_CHECK_EQ(nwr, 1); /* ARBITER and AGG_CTRL untouched */
}

/* the arbiter's counters in lp_agg_arb_status_t's order */
static const uint32_t arb_cnt[] = {ARB_OFF(AGG_CONTRIB), ARB_OFF(AGG_DUP), ARB_OFF(AGG_UNREG), ARB_OFF(AGG_BAD),
                                   ARB_OFF(AGG_BUSY), ARB_OFF(AGG_COUNT), ARB_OFF(AGG_RESULT), ARB_OFF(AGG_SAT),
                                   ARB_OFF(AGG_NACK), ARB_OFF(AGG_EXPIRED), ARB_OFF(AGG_FAIL), ARB_OFF(AGG_OOW),
                                   ARB_OFF(AGG_WIN_OPEN), ARB_OFF(AGG_WIN_CLOSE), ARB_OFF(AGG_REQ_UNREG),
                                   ARB_OFF(AGG_REQ_BAD), ARB_OFF(AGG_UNLEARNED), ARB_OFF(AGG_PREEMPTS)};

static void status_reads(void)
{
    fresh();
    /* every counter a distinct value: a field read from the wrong register shows */
    for (unsigned i = 0; i < sizeof arb_cnt / sizeof arb_cnt[0]; i++) REG(LP_BLK_ARB, arb_cnt[i]) = 1000u + i;
    REG(LP_BLK_ARB, ARB_OFF(AGG_STATUS)) = LP_PUT(LP_ARB_REGS__AGG_STATUS__WIN_JOB, 0x5A) |
                                           LP_PUT(LP_ARB_REGS__AGG_STATUS__STATE, 2) |
                                           LP_PUT(LP_ARB_REGS__AGG_STATUS__REQ, 0x9) |
                                           LP_PUT(LP_ARB_REGS__AGG_STATUS__BUSY, 0x6) |
                                           LP_PUT(LP_ARB_REGS__AGG_STATUS__SLOTS_USED, 0xC3);
    lp_agg_arb_status_t a;
    memset(&a, 0xA5, sizeof a);
    LP_CHECK_EQ(lp_agg_arb_status(&a), LP_OK);
    LP_CHECK_EQ(nwr, 0);
    LP_CHECK_EQ(a.win_job, 0x5A);
    LP_CHECK_EQ(a.state, 2);
    LP_CHECK_EQ(a.req, 0x9);
    LP_CHECK_EQ(a.busy, 0x6);
    LP_CHECK_EQ(a.slots_used, 0xC3);
    const uint32_t got[] = {a.contrib, a.dup,  a.unreg,    a.bad,       a.busy_refused, a.count,
                            a.result,  a.sat,  a.nack,     a.expired,   a.fail,         a.oow,
                            a.win_open, a.win_close, a.req_unreg, a.req_bad, a.unlearned, a.preempts};
    LP_CHECK_EQ(sizeof got / sizeof got[0], sizeof arb_cnt / sizeof arb_cnt[0]);
    for (unsigned i = 0; i < sizeof got / sizeof got[0]; i++) LP_CHECK_EQ(got[i], 1000u + i);

    for (unsigned p = 0; p < LP_AGG_NIC_PORTS; p++) {
        REG(LP_BLK_NIC, NIC_CNT(AGG_UPLOADS) + 4u * p) = 100u + p;
        REG(LP_BLK_NIC, NIC_CNT(AGG_CONTRIBS) + 4u * p) = 200u + p;
        REG(LP_BLK_NIC, NIC_CNT(AGG_UNREG) + 4u * p) = 300u + p;
        REG(LP_BLK_NIC, NIC_CNT(AGG_BAD) + 4u * p) = 400u + p;
        REG(LP_BLK_NIC, NIC_CNT(AGG_HOLD) + 4u * p) = 500u + p;
    }
    REG(LP_BLK_NIC, NIC_CNT(AGG_CELLS)) = 600u;
    REG(LP_BLK_NIC, NIC_CNT(AGG_RELAYED)) = 700u;
    REG(LP_BLK_NIC, NIC_OFF(AGG_RELAY)) = LP_PUT(LP_NIC_AGG__AGG_RELAY__CELLS, 0x1234) |
                                          LP_PUT(LP_NIC_AGG__AGG_RELAY__JOB, 0x33);
    REG(LP_BLK_NIC, NIC_OFF(AGG_STATUS)) = LP_PUT(LP_NIC_AGG__AGG_STATUS__WIN_JOB, 0x11) |
                                           LP_PUT(LP_NIC_AGG__AGG_STATUS__REQ_JOB, 0x22) |
                                           LP_PUT(LP_NIC_AGG__AGG_STATUS__INFLIGHT, 0xBEEF);
    lp_agg_nic_status_t n;
    memset(&n, 0xA5, sizeof n);
    LP_CHECK_EQ(lp_agg_nic_status(&n), LP_OK);
    LP_CHECK_EQ(nwr, 0);
    LP_CHECK_EQ(n.win_job, 0x11);
    LP_CHECK_EQ(n.req_job, 0x22);
    LP_CHECK_EQ(n.inflight, 0xBEEF);
    for (unsigned p = 0; p < LP_AGG_NIC_PORTS; p++) {
        LP_CHECK_EQ(n.uploads[p], 100u + p);
        LP_CHECK_EQ(n.contribs[p], 200u + p);
        LP_CHECK_EQ(n.unreg[p], 300u + p);
        LP_CHECK_EQ(n.bad[p], 400u + p);
        LP_CHECK_EQ(n.hold[p], 500u + p);
    }
    LP_CHECK_EQ(n.cells, 600u);
    LP_CHECK_EQ(n.relayed, 700u);
    LP_CHECK_EQ(n.relay_cells, 0x1234);
    LP_CHECK_EQ(n.relay_job, 0x33);
    LP_CHECK_EQ(lp_agg_arb_status(NULL), LP_E_ARG);
    LP_CHECK_EQ(lp_agg_nic_status(NULL), LP_E_ARG);
}

/* ---- through the SDN agent ---- */

static uint8_t sent[LP_OFA_TX_MAX];
static size_t sent_len;
static int n_sent;

static int capture(void *ctx, const uint8_t *msg, size_t n)
{
    (void)ctx;
    memcpy(sent, msg, n);
    sent_len = n;
    n_sent++;
    return (int)n;
}

/* one request (xid 42) in, one message back: 0 with it decoded */
static int sdn_send(lp_ofa_t *a, uint32_t exp_type, const lp_of_agg_t *req, lp_of_msg_t *m)
{
    uint8_t b[64];
    int n = lp_of_enc_agg(b, sizeof b, 42, exp_type, req);
    n_sent = 0;
    lp_of_err_t e;
    if (n < 0 || lp_ofa_input(a, b, (size_t)n) != LP_OK || n_sent != 1) return -1;
    return lp_of_decode(sent, sent_len, m, &e) == 0 && m->h.xid == 42 ? 0 : -1;
}

static int sdn_error(const lp_of_msg_t *m, uint16_t type, uint16_t code)
{
    return m->h.type == LP_OFPT_ERROR && m->u.error.type == type && m->u.error.code == code;
}

static void sdn_path(void)
{
    static lp_wss_t wss;
    static lp_ofa_t ofa;
    lp_test_wss_unplugged(&wss, 16, 8, 5);
    const lp_ofa_cfg_t cfg = {.job = 1, .agg = lp_ofa_agg_arb, .agg_job_min = 4, .agg_job_max = 6};
    LP_CHECK_EQ(lp_ofa_init(&ofa, &wss, &cfg, capture, NULL), LP_OK);
    LP_CHECK_EQ(lp_ofa_start(&ofa), LP_OK);
    uint8_t h[16];
    int n = lp_of_enc_hello(h, sizeof h, 1, 1u << LP_OF_VERSION);
    LP_CHECK(lp_ofa_input(&ofa, h, (size_t)n) == LP_OK && lp_ofa_state(&ofa) == LP_OFA_UP);

    fresh();
    REG(LP_BLK_ARB, ARB_OFF(AGG_CTRL)) |= 1u << 31;
    const lp_of_agg_t reg = {.job = 5, .workers = 0x3, .mac = CFG.mac, .timeout = CFG.timeout, .drain = CFG.drain,
                             .preempt = CFG.preempt, .retries = CFG.retries, .win_en = CFG.win_en};
    lp_of_msg_t m;
    LP_CHECK(sdn_send(&ofa, LP_OF_EXP_AGG_REGISTER, &reg, &m) == 0 && m.h.type == LP_OFPT_EXPERIMENTER &&
             m.u.exp.exp_type == LP_OF_EXP_AGG_REGISTER_REPLY && m.u.exp.agg.job == 5 && m.u.exp.agg.entry == 0);
    check_arb_register_writes(); /* the direct registration's writes, and nothing else */
    /* again: already registered, nothing written */
    nwr = 0;
    LP_CHECK(sdn_send(&ofa, LP_OF_EXP_AGG_REGISTER, &reg, &m) == 0 &&
             sdn_error(&m, LP_OFPET_EXPERIMENTER, (uint16_t)-LP_E_BUSY) &&
             m.u.error.experimenter == LP_OF_EXPERIMENTER_ID);
    /* a bad value (a multicast MAC) and another controller's job: nothing written, the latter not even read */
    lp_of_agg_t bad = reg;
    bad.job = 6;
    bad.mac |= 1ull << 40;
    LP_CHECK(sdn_send(&ofa, LP_OF_EXP_AGG_REGISTER, &bad, &m) == 0 &&
             sdn_error(&m, LP_OFPET_EXPERIMENTER, (uint16_t)-LP_E_ARG));
    bad = reg;
    bad.job = 7;
    nrd = 0;
    LP_CHECK(sdn_send(&ofa, LP_OF_EXP_AGG_REGISTER, &bad, &m) == 0 &&
             sdn_error(&m, LP_OFPET_BAD_REQUEST, LP_OFPBRC_EPERM));
    LP_CHECK_EQ(nrd, 0);
    LP_CHECK_EQ(nwr, 0);
    /* status: the job's entry and the engine's counters */
    for (unsigned i = 0; i < sizeof arb_cnt / sizeof arb_cnt[0]; i++) REG(LP_BLK_ARB, arb_cnt[i]) = 2000u + i;
    REG(LP_BLK_ARB, ARB_OFF(AGG_STATUS)) = LP_PUT(LP_ARB_REGS__AGG_STATUS__WIN_JOB, 5) |
                                           LP_PUT(LP_ARB_REGS__AGG_STATUS__STATE, 2) |
                                           LP_PUT(LP_ARB_REGS__AGG_STATUS__REQ, 0x3) |
                                           LP_PUT(LP_ARB_REGS__AGG_STATUS__SLOTS_USED, 7);
    const lp_of_agg_t q = {.job = 5};
    LP_CHECK(sdn_send(&ofa, LP_OF_EXP_AGG_STATUS_REQUEST, &q, &m) == 0 &&
             m.u.exp.exp_type == LP_OF_EXP_AGG_STATUS_REPLY && m.u.exp.agg.entry == 0 && m.u.exp.agg.win_job == 5 &&
             m.u.exp.agg.state == 2 && m.u.exp.agg.req == 0x1 && m.u.exp.agg.slots_used == 7);
    for (unsigned i = 0; i < LP_OF_AGG_COUNTERS; i++) LP_CHECK_EQ(m.u.exp.agg.cnt[i], 2000u + i);
    LP_CHECK_EQ(nwr, 0);
    const lp_of_agg_t q4 = {.job = 4};
    LP_CHECK(sdn_send(&ofa, LP_OF_EXP_AGG_STATUS_REQUEST, &q4, &m) == 0 &&
             sdn_error(&m, LP_OFPET_EXPERIMENTER, (uint16_t)-LP_E_NOTFOUND));
    /* unregister: the entry cleared, then not registered any more */
    LP_CHECK(sdn_send(&ofa, LP_OF_EXP_AGG_UNREGISTER, &q, &m) == 0 &&
             m.u.exp.exp_type == LP_OF_EXP_AGG_UNREGISTER_REPLY && m.u.exp.agg.job == 5);
    LP_CHECK_EQ(nwr, 2);
    LP_CHECK(wrote(0, LP_BLK_ARB, ARB_JOB(0), 0));
    LP_CHECK(wrote(1, LP_BLK_ARB, ARB_WRK(0), 0));
    LP_CHECK(sdn_send(&ofa, LP_OF_EXP_AGG_UNREGISTER, &q, &m) == 0 &&
             sdn_error(&m, LP_OFPET_EXPERIMENTER, (uint16_t)-LP_E_NOTFOUND));
    LP_CHECK_EQ(nwr, 2);
    LP_CHECK_EQ(lp_ofa_agg_arb(NULL, LP_OF_EXP_AGG_STATUS_REPLY, &q, &m.u.exp.agg), LP_E_ARG);
}

int main(void)
{
    lp_host_reset();
    lp_host_set_reg_hooks(rd, wr, NULL);
    LP_CHECK_EQ(LP_AGG_ARB_ENTRIES, LP_AGG_MAX_JOBS); /* the register maps hold the format's job count */
    LP_CHECK_EQ(LP_AGG_NIC_ENTRIES, LP_AGG_MAX_JOBS);
    arb_register_writes();
    arb_refusals();
    arb_unregister();
    nic_register_and_unregister();
    status_reads();
    sdn_path();
    lp_host_reset();
    return lp_test_report("test_lp_agg_job");
}
