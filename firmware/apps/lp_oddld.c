/* lp_oddld: the ODDL job daemon of the ZCU106 under PetaLinux (docs/petalinux.md, "The daemon"), and its
 * host build for tests. It reads one job file, checks it, brings the NIC up (lp_boot_nic), gives the job
 * its WSS ports and cross-connects when this node drives the WSS (lp_oddl_job_wss), loads this node's
 * ODDL control unit (lp_oddl_job_load), then waits for the unit's interrupt and logs every completed
 * iteration and every error with the unit's counters, until SIGINT or SIGTERM.
 *
 *   lp_oddld [options] <jobfile>
 *     -n, --dry-run        parse and check the job, print the plan, the cross-connects and (host build)
 *                          every register write it would make; touches no hardware
 *     -w, --wss TTY        the WSS controller's tty (ZCU106: /dev/ttyUL0); without it the job's wss_in /
 *                          wss_out lines are not acted on (another node or the OpenFlow agent owns the WSS)
 *     -t, --wss-timeout MS WSS command timeout (default 500)
 *     -a, --wss-audit MS   every WSS row read back once per MS ms while the job runs (default 4000; 0: only
 *                          rows whose read-back failed)
 *     -r, --release        on SIGINT / SIGTERM also disable the control unit (ODDL_CTRL.en = 0) and release the
 *                          job's WSS ports (their circuits are removed); default: the job stays loaded
 *     -h, --help
 *   host build only (a register model stands in for the FPGA):
 *     --sim-iters N        the model completes N iterations, one per interrupt
 *     --sim-error CODE     then ends one with ODDL_STATUS.err_code CODE (1..7) at step 1
 *
 * Job file (line-based ASCII, docs/petalinux.md "Job file"): '#' comment lines and blank lines, CRLF
 * allowed, fields separated by single spaces, decimal numbers, at most 256 characters a line and 16 KiB:
 *     oddljob 1                 first non-comment line: the format version
 *     job <1..65535>            the job id (also the WSS owner id)
 *     algo hd|rd|ring           all-reduce of lp_oddl_job.h
 *     size <2..32>              ranks of the job (LP_ODDL_MAX_RANKS); a ring at most 9 (STEP[])
 *     rank <0..size-1>          this node's rank
 *     nodes <addr>...           size control addresses, rank order (default 0 .. size-1); ODDL's address is
 *                               the NIC's node id, so each must be below ports
 *     wavelengths <1..64>       lasers per node: the round robin needs >= ports, HD/RD log2(size)
 *     ports <2..64>             AWGR ports = nodes of the round robin (lp_boot_nic)
 *     guard <0..255>            SLOT_TIMING.guard words (0 or absent: the reset value)
 *     preamble <0..255>         SLOT_TIMING.preamble words (0 or absent: the reset value)
 *     tune <0..255>             TUNE.cycles (default 2)
 *     timeout <1..4294967295>   TIMEOUT clocks (default 1048576)
 *     wss_in <port>...          WSS input port of each rank's transmitter (0..31), with wss_out or not at all
 *     wss_out <port>...         WSS output port towards each rank's receiver
 *     wss_ports <2..32>         the WSS's ports (default: the driver's 32), with wss_in / wss_out
 *     wss_wavelengths <1..64>   the WSS's wavelength channels (default: the driver's 64), likewise
 * Every key at most once. A bad file is refused whole: "<file>:<line>: <reason>" and exit status 1,
 * nothing touched. The job's cross-connects are checked with lp_oddl_wss_check, the rules the WSS driver
 * applies, in the dry run and the run alike: against wss_ports x wss_wavelengths, and in the run with -w
 * also against the device lp_wss_open found (at least the declared size), before any register or WSS
 * write.
 *
 * Log lines (stderr, "lp_oddld: " first): the job, "nic: ...", "wss: ...", "oddl: job loaded ...", then
 * "done: iteration ..." / "error: code ..." per interrupt, "stopped: ..." at the end.
 * Exit status: 0 after SIGINT / SIGTERM or a dry run, 1 job file or device error, 2 usage error. */
#define _POSIX_C_SOURCE 200809L
#include <signal.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "lp_boot.h"
#include "lp_hal.h"
#include "lp_nic_node.h"
#include "lp_oddl_job.h"
#include "lp_oddl_jobfile.h"
#include "lp_regs.h"
#include "lp_str.h"
#include "lp_wss.h"
#ifdef LP_ODDLD_HOST
#include "lp_hal_host.h"
#else
#include "lp_hal_uio.h"
#endif

#define WAIT_SLICE_US 250000u /* the longest a stop request waits */
#define ODDL_IRQ (1u << LP_BLK_ODDL)
#define ODDL_INTR (LP_ODDL_REGS__INTR_STATUS__DONE_bm | LP_ODDL_REGS__INTR_STATUS__ERR_bm)
#define XC_MAX (LP_ODDL_MAX_RANKS * LP_ODDL_MAX_STEPS)

#ifdef __GNUC__
#define PRINTF_LIKE(f, a) __attribute__((format(printf, f, a)))
#else
#define PRINTF_LIKE(f, a)
#endif

/* ---- the job file (control/lp_oddl_jobfile) ---- */

typedef lp_oddl_jobfile_t job_t;

static char text[LP_OJ_FILE_MAX + 1];
static const char *job_path;

static int PRINTF_LIKE(2, 3) bad(unsigned line, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    if (line)
        fprintf(stderr, "%s:%u: ", job_path, line);
    else
        fprintf(stderr, "%s: ", job_path);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
    return 1;
}

static int read_job(const char *path, job_t *j)
{
    job_path = path;
    FILE *f = fopen(path, "rb");
    if (!f) return bad(0, "cannot open");
    size_t len = fread(text, 1, LP_OJ_FILE_MAX + 1, f);
    int err = ferror(f);
    fclose(f);
    if (err) return bad(0, "read error");
    if (len > LP_OJ_FILE_MAX) return bad(0, "larger than %u bytes", LP_OJ_FILE_MAX);
    static lp_oddl_jobfile_err_t e;
    if (lp_oddl_jobfile_parse(text, len, j, &e)) return bad(e.line, "%s", e.why);
    return 0;
}

/* The job's cross-connects on a WSS of ports x wls (lp_oddl_wss_check, the rules of lp_oddl_job_wss and
 * lp_wss_change): 0, or 1 with the fault printed at the line it comes from. `wss` names the size's
 * origin in the reason. */
static int check_wss(const job_t *j, const lp_oddl_plan_t *p, uint8_t ports, uint8_t wls, const char *wss)
{
    lp_oddl_wss_fault_t f;
    int rc = lp_oddl_wss_check(p, j->wss_in, j->wss_out, ports, wls, &f);
    if (!rc) return 0;
    const unsigned l_in = j->line[LP_OJ_WSS_IN], l_out = j->line[LP_OJ_WSS_OUT];
    const uint8_t in = f.xc.in, wl = f.xc.wl, out = f.xc.out;
    switch (f.rule) {
    case LP_ODDL_WSS_IN_RANGE:
        return bad(l_in, "rank %u's wss_in %u is not a port of %s (ports: %u)", f.rank, in, wss, ports);
    case LP_ODDL_WSS_OUT_RANGE:
        return bad(l_out, "rank %u's wss_out %u is not a port of %s (ports: %u)", f.rank, out, wss, ports);
    case LP_ODDL_WSS_WL_RANGE:
        return bad(j->line[LP_OJ_WSS_WLS] ? j->line[LP_OJ_WSS_WLS] : l_in,
                   "cross-connect %u %u %u (rank %u, step %u) is on wavelength %u, not a channel of %s (channels: %u)",
                   in, wl, out, f.rank, f.step, wl, wss, wls);
    case LP_ODDL_WSS_LOOP:
        return bad(l_out,
                   "cross-connect %u %u %u connects WSS port %u to itself: rank %u's wss_in (line %u) is the "
                   "wss_out of rank %u, which it sends to at step %u",
                   in, wl, out, in, f.rank, l_in, f.peer, f.step);
    case LP_ODDL_WSS_IN_TAKEN:
    case LP_ODDL_WSS_OUT_TAKEN:
        return bad(f.rule == LP_ODDL_WSS_IN_TAKEN ? l_in : l_out,
                   "cross-connect %u %u %u (rank %u, step %u) conflicts with the one of rank %u, step %u: "
                   "%s port %u on wavelength %u twice",
                   in, wl, out, f.rank, f.step, f.other_rank, f.other_step,
                   f.rule == LP_ODDL_WSS_IN_TAKEN ? "input" : "output", f.rule == LP_ODDL_WSS_IN_TAKEN ? in : out,
                   wl);
    default:
        return bad(0, "cross-connects: %s", lp_strerror(rc));
    }
}

/* ---- host build: a register model of a healthy NIC and ODDL unit in place of the FPGA ---- */
#ifdef LP_ODDLD_HOST
/* register names for the dry-run printout */

typedef struct {
    uint8_t blk;
    uint16_t off;
    const char *name;
} regname_t;

#define NIC_REG(b, r) {LP_BLK_NIC, (uint16_t)offsetof(lp_nic_node_t, b.r), #r}   /* block b of the node map */
#define ODDL_REG(r) {LP_BLK_ODDL, (uint16_t)offsetof(lp_oddl_regs_t, r), #r}
static const regname_t REG_NAMES[] = {
    NIC_REG(core, ID),       NIC_REG(core, VERSION),  NIC_REG(core, CTRL),     NIC_REG(core, NODE),
    NIC_REG(slot, SLOT_TIMING), NIC_REG(slot, RR_CTRL), NIC_REG(slot, RR_STATUS), NIC_REG(tsync, TSYNC_CTRL),
    ODDL_REG(ODDL_ID), ODDL_REG(ODDL_VERSION),
    ODDL_REG(ODDL_CTRL),
    ODDL_REG(JOB),     ODDL_REG(TUNE),       ODDL_REG(TIMEOUT),    ODDL_REG(ODDL_STATUS),    ODDL_REG(INTR_STATUS),
    ODDL_REG(INTR_ENABLE), ODDL_REG(ITER_CYCLES), ODDL_REG(GAP_CYCLES),
};

static void reg_name(int blk, uint32_t off, char *buf, size_t cap)
{
    for (size_t i = 0; i < sizeof REG_NAMES / sizeof REG_NAMES[0]; i++)
        if (REG_NAMES[i].blk == blk && REG_NAMES[i].off == off) {
            snprintf(buf, cap, "%s", REG_NAMES[i].name);
            return;
        }
    const uint32_t rr = (uint32_t)offsetof(lp_nic_node_t, slot.RR_TABLE), step = (uint32_t)offsetof(lp_oddl_regs_t, STEP);
    if (blk == LP_BLK_NIC && off >= rr && off < rr + 4u * LP_RR_MAX_SLOTS && off % 4u == 0)
        snprintf(buf, cap, "RR_TABLE[%u]", (off - rr) / 4u);
    else if (blk == LP_BLK_ODDL && off >= step && off < step + 4u * LP_ODDL_MAX_STEPS && off % 4u == 0)
        snprintf(buf, cap, "STEP[%u]", (off - step) / 4u);
    else
        snprintf(buf, cap, "?");
}

#define MODEL_WORDS ((uint32_t)(sizeof(lp_nic_node_t) / 4u)) /* the largest block window: the NIC node map */
static uint32_t model[LP_BLK_COUNT][MODEL_WORDS];
static int print_writes;
static unsigned n_writes, sim_iters, sim_error;

#define M(blk, type, reg) model[blk][offsetof(type, reg) / 4u]

static void model_reset(void)
{
    memset(model, 0, sizeof model);
    M(LP_BLK_NIC, lp_nic_node_t, core.ID) = LP_NIC_ID__ID__MAGIC_reset;
    M(LP_BLK_NIC, lp_nic_node_t, core.VERSION) =
        LP_PUT(LP_NIC_ID__VERSION__CELL_VER, LP_NIC_ID__VERSION__CELL_VER_reset) |
        LP_PUT(LP_NIC_ID__VERSION__MAP_MINOR, LP_NIC_ID__VERSION__MAP_MINOR_reset) |
        LP_PUT(LP_NIC_ID__VERSION__MAP_MAJOR, LP_NIC_ID__VERSION__MAP_MAJOR_reset);
    M(LP_BLK_NIC, lp_nic_node_t, slot.SLOT_TIMING) =
        LP_PUT(LP_NIC_SLOT__SLOT_TIMING__GUARD, LP_NIC_SLOT__SLOT_TIMING__GUARD_reset) |
        LP_PUT(LP_NIC_SLOT__SLOT_TIMING__PREAMBLE, LP_NIC_SLOT__SLOT_TIMING__PREAMBLE_reset);
    M(LP_BLK_ODDL, lp_oddl_regs_t, ODDL_ID) = LP_ODDL_REGS__ODDL_ID__MAGIC_reset;
    M(LP_BLK_ODDL, lp_oddl_regs_t, TUNE) = LP_PUT(LP_ODDL_REGS__TUNE__CYCLES, LP_ODDL_REGS__TUNE__CYCLES_reset) |
                                           LP_PUT(LP_ODDL_REGS__TUNE__WAKE, LP_ODDL_REGS__TUNE__WAKE_reset);
    M(LP_BLK_ODDL, lp_oddl_regs_t, TIMEOUT) = LP_ODDL_REGS__TIMEOUT__CYCLES_reset;
}

static uint32_t model_rd(void *ctx, int blk, uint32_t off)
{
    (void)ctx;
    if (blk < 0 || blk >= LP_BLK_COUNT || off / 4u >= MODEL_WORDS) return 0xDEADBEEFu;
    return model[blk][off / 4u];
}

static void model_wr(void *ctx, int blk, uint32_t off, uint32_t val)
{
    (void)ctx;
    if (print_writes) {
        char name[24];
        reg_name(blk, off, name, sizeof name);
        printf("wr %s %s +0x%03x 0x%08x\n", blk == LP_BLK_NIC ? "nic" : blk == LP_BLK_ODDL ? "oddl" : "arb", name, off,
               val);
    }
    n_writes++;
    if (blk < 0 || blk >= LP_BLK_COUNT || off / 4u >= MODEL_WORDS) return;
    uint32_t *r = model[blk];
    if (blk == LP_BLK_NIC && off == offsetof(lp_nic_node_t, slot.RR_CTRL)) { /* the commit is taken at once */
        r[offsetof(lp_nic_node_t, slot.RR_STATUS) / 4u] =
            LP_PUT(LP_NIC_SLOT__RR_STATUS__ACTIVE_LEN, LP_FLD(val, LP_NIC_SLOT__RR_CTRL__LENGTH));
        r[off / 4u] = val & ~LP_NIC_SLOT__RR_CTRL__COMMIT_bm;
    } else if (blk == LP_BLK_ODDL && off == offsetof(lp_oddl_regs_t, INTR_STATUS)) { /* W1C */
        r[off / 4u] &= ~val;
    } else if (blk == LP_BLK_ODDL && off == offsetof(lp_oddl_regs_t, ODDL_CTRL)) {
        if (val & LP_ODDL_REGS__ODDL_CTRL__CNT_CLR_bm)
            for (uint32_t o = offsetof(lp_oddl_regs_t, CTL_TX); o < sizeof(lp_oddl_regs_t); o += 4u) r[o / 4u] = 0;
        r[off / 4u] = val & (LP_ODDL_REGS__ODDL_CTRL__EN_bm | LP_ODDL_REGS__ODDL_CTRL__LASER_OFF_bm);
    } else {
        r[off / 4u] = val;
    }
}

/* The next simulated event once the unit is enabled with its interrupts on and the last one was cleared:
 * --sim-iters completed iterations, then the --sim-error one. Level interrupt: pending while
 * INTR_STATUS & INTR_ENABLE. */
static uint32_t model_irq(void *ctx, uint32_t mask, uint32_t timeout_us)
{
    (void)ctx;
    uint32_t *r = model[LP_BLK_ODDL];
#define R(reg) r[offsetof(lp_oddl_regs_t, reg) / 4u]
    const uint32_t steps = LP_FLD(R(JOB), LP_ODDL_REGS__JOB__STEPS);
    if ((R(ODDL_CTRL) & LP_ODDL_REGS__ODDL_CTRL__EN_bm) && !(R(INTR_STATUS) & R(INTR_ENABLE))) {
        if (sim_iters) {
            sim_iters--;
            R(ITERS)++;
            R(STEPS) += steps;
            R(CTL_TX) += 2u * steps;
            R(CTL_RX) += 2u * steps;
            R(RETUNES) += steps;
            R(ITER_CYCLES) = 1000u + 100u * R(ITERS);
            R(GAP_CYCLES) = 40u * steps;
            R(ODDL_STATUS) = LP_PUT(LP_ODDL_REGS__ODDL_STATUS__ITERS, R(ITERS));
            R(INTR_STATUS) |= LP_ODDL_REGS__INTR_STATUS__DONE_bm;
        } else if (sim_error) {
            R(ODDL_STATUS) = LP_PUT(LP_ODDL_REGS__ODDL_STATUS__ITERS, R(ITERS)) | LP_PUT(LP_ODDL_REGS__ODDL_STATUS__ERR, 1) |
                        LP_PUT(LP_ODDL_REGS__ODDL_STATUS__ERR_CODE, sim_error) | LP_PUT(LP_ODDL_REGS__ODDL_STATUS__ERR_STEP, 1);
            if (sim_error <= 2) R(TIMEOUTS)++;
            sim_error = 0;
            R(INTR_STATUS) |= LP_ODDL_REGS__INTR_STATUS__ERR_bm;
        }
    }
    if ((mask & ODDL_IRQ) && (R(INTR_STATUS) & R(INTR_ENABLE))) return ODDL_IRQ;
#undef R
    lp_hal_sleep_us(timeout_us < 20000u ? timeout_us : 20000u);
    return 0;
}
#endif

/* ---- the daemon ---- */

static volatile sig_atomic_t stop;

static void on_signal(int sig)
{
    (void)sig;
    stop = 1;
}

static int usage(void)
{
    fprintf(stderr, "usage: lp_oddld [-n|--dry-run] [-w|--wss tty] [-t|--wss-timeout ms] [-a|--wss-audit ms]\n"
                    "               [-r|--release] <jobfile>\n"
#ifdef LP_ODDLD_HOST
                    "       host build: [--sim-iters n] [--sim-error code]\n"
#endif
    );
    return 2;
}

static void print_plan(const job_t *j, const lp_oddl_plan_t *p, const lp_xc_t *xc, int n_xc)
{
    printf("job %u algo %s size %u rank %u node %u wavelengths %u steps %u\n", j->id, lp_oddl_algo_name(j->algo), j->size,
           j->rank, j->nodes[j->rank], j->wavelengths, p->steps);
    for (uint8_t k = 0; k < p->ranks; k++) {
        printf("rank %u node %u:", k, p->node[k]);
        for (uint8_t s = 0; s < p->steps; s++)
            printf(" %u/%u/%u", p->node[p->step[k][s].tx], p->node[p->step[k][s].rx], p->step[k][s].wl);
        printf("\n");
    }
    for (int i = 0; i < n_xc; i++) printf("xc %u %u %u\n", xc[i].in, xc[i].wl, xc[i].out);
    printf("nic node %u ports %u wavelengths %u guard %u preamble %u\n", j->nodes[j->rank], j->ports, j->wavelengths,
           j->guard, j->preamble);
    printf("oddl tune %u timeout %u\n", j->tune, j->timeout);
}

static const char *err_name(uint32_t code)
{
    switch (code) {
    case 1: return "no ready, WAIT_CONF timeout";
    case 2: return "no completion, WAIT_COMP timeout";
    case 3: return "start refused";
    case 4: return "aborted";
    default: return "unknown code";
    }
}

static void log_counters(const char *what)
{
#define ORD(reg) LP_RD(LP_BLK_ODDL, lp_oddl_regs_t, reg)
    fprintf(stderr,
            "lp_oddld: %s; iters %u steps %u timeouts %u retunes %u ctl tx %u rx %u bad %u misaddr %u dup %u "
            "bad-peer %u refused %u doorbell-bad %u\n",
            what, ORD(ITERS), ORD(STEPS), ORD(TIMEOUTS), ORD(RETUNES), ORD(CTL_TX), ORD(CTL_RX), ORD(CTL_RX_BAD),
            ORD(CTL_RX_MISADDR), ORD(CTL_DUP), ORD(CTL_BAD_PEER), ORD(START_REFUSED), ORD(DOORBELL_BAD));
#undef ORD
    fflush(stderr);
}

static lp_wss_t wss;
static lp_oddl_plan_t plan;

/* Bring-up and load: 0, or 1 with the reason logged. */
static int setup(const job_t *j, int use_wss, int dry)
{
    const lp_node_cfg_t nc = {
        .node_id = (uint8_t)j->nodes[j->rank],
        .ports = j->ports,
        .num_wl = j->wavelengths,
        .guard = j->guard,
        .preamble = j->preamble,
    };
    uint32_t code = 0;
    int rc = lp_boot_nic(&nc, &code);
    if (rc) {
        fprintf(stderr, "lp_oddld: nic bring-up: %s%s (RR_STATUS.error_code %u)\n", lp_strerror(rc),
                rc == LP_E_DEVICE ? ": ID or register-map version is not this firmware's NIC" : "", code);
        return 1;
    }
    fprintf(stderr, "lp_oddld: nic: node %u of %u ports up, round robin of %u slots committed\n", nc.node_id, nc.ports,
            nc.ports - 1u);
    /* no time-sync master among ODDL nodes: each grid free-runs, the unit's receive source is announced in
     * every slot of a step (docs/boards.md, "ZCU106 ODDL pair"); transmit enabled without a lock */
    (void)lp_boot_oddl_free_grid();
    fprintf(stderr, "lp_oddld: nic: free-running slot grid (no time-sync master), transmit enabled\n");
    uint32_t id = LP_RD(LP_BLK_ODDL, lp_oddl_regs_t, ODDL_ID), ver = LP_RD(LP_BLK_ODDL, lp_oddl_regs_t, ODDL_VERSION);
    if (id != LP_ODDL_REGS__ODDL_ID__MAGIC_reset ||
        LP_FLD(ver, LP_ODDL_REGS__ODDL_VERSION__MAP_MAJOR) != LP_ODDL_REGS__ODDL_VERSION__MAP_MAJOR_reset) {
        fprintf(stderr, "lp_oddld: oddl: no ODDL control unit of this map (ID 0x%08x VERSION 0x%08x)\n", id, ver);
        return 1;
    }
    /* a job loaded before is stopped first (a running iteration ends with code 4), stale causes cleared */
    LP_WR(LP_BLK_ODDL, lp_oddl_regs_t, INTR_ENABLE, 0);
    LP_WR(LP_BLK_ODDL, lp_oddl_regs_t, ODDL_CTRL, 0);
    LP_WR(LP_BLK_ODDL, lp_oddl_regs_t, INTR_STATUS, ODDL_INTR);
    if (j->has_wss && use_wss) {
        rc = lp_oddl_job_wss(&wss, j->id, &plan, j->wss_in, j->wss_out);
        const lp_wss_stats_t *s = lp_wss_stats(&wss);
        if (rc) {
            fprintf(stderr, "lp_oddld: wss: job %u: %s\n", j->id, lp_strerror(rc));
            return 1;
        }
        fprintf(stderr, "lp_oddld: wss: job %u's ports assigned, cross-connects set (%u commits, last %u us)\n",
                j->id, s->commits, s->last_reconf_us);
    } else if (j->has_wss && !dry) {
        fprintf(stderr, "lp_oddld: wss: no tty given (-w): the job's cross-connects are left to the WSS owner\n");
    }
    rc = lp_oddl_job_load(LP_BLK_ODDL, &plan, j->rank, j->tune, j->timeout);
    if (rc) {
        fprintf(stderr, "lp_oddld: oddl: load: %s\n", lp_strerror(rc));
        return 1;
    }
    LP_WR(LP_BLK_ODDL, lp_oddl_regs_t, INTR_ENABLE, ODDL_INTR);
    fprintf(stderr, "lp_oddld: oddl: job loaded (%u steps, tune %u, timeout %u), interrupts on\n", plan.steps, j->tune,
            j->timeout);
    fflush(stderr);
    return 0;
}

/* One interrupt: W1C the causes, log them with the counters. Returns 1 for an error iteration. */
static int on_irq(unsigned *spurious)
{
    uint32_t is = LP_RD(LP_BLK_ODDL, lp_oddl_regs_t, INTR_STATUS) & ODDL_INTR;
    LP_WR(LP_BLK_ODDL, lp_oddl_regs_t, INTR_STATUS, is);
    if (!is) {
        if (!(*spurious)++) fprintf(stderr, "lp_oddld: interrupt without a cause in INTR_STATUS\n");
        return 0;
    }
    uint32_t st = LP_RD(LP_BLK_ODDL, lp_oddl_regs_t, ODDL_STATUS);
    char what[160];
    int err = 0;
    if (is & LP_ODDL_REGS__INTR_STATUS__DONE_bm) {
        snprintf(what, sizeof what, "done: iteration %u in %u cycles (reconfiguration %u)",
                 LP_FLD(st, LP_ODDL_REGS__ODDL_STATUS__ITERS), LP_RD(LP_BLK_ODDL, lp_oddl_regs_t, ITER_CYCLES),
                 LP_RD(LP_BLK_ODDL, lp_oddl_regs_t, GAP_CYCLES));
        log_counters(what);
    }
    if (is & LP_ODDL_REGS__INTR_STATUS__ERR_bm) {
        uint32_t code = LP_FLD(st, LP_ODDL_REGS__ODDL_STATUS__ERR_CODE);
        snprintf(what, sizeof what, "error: code %u (%s) at step %u; recovery is the library's (docs/oddl.md)", code,
                 err_name(code), LP_FLD(st, LP_ODDL_REGS__ODDL_STATUS__ERR_STEP));
        log_counters(what);
        err = 1;
    }
    return err;
}

int main(int argc, char **argv)
{
    const char *path = NULL, *tty = NULL;
    int dry = 0, release = 0;
    uint32_t timeout_ms = 500, audit_ms = 4000; /* audit: every WSS row once per 4 s (lp_wss_poll) */
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (a[0] != '-' || !a[1]) {
            if (path) return usage();
            path = a;
            continue;
        }
        if (!strcmp(a, "-n") || !strcmp(a, "--dry-run")) {
            dry = 1;
        } else if (!strcmp(a, "-r") || !strcmp(a, "--release")) {
            release = 1;
        } else if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
            usage();
            return 0;
        } else if (i + 1 < argc && (!strcmp(a, "-w") || !strcmp(a, "--wss"))) {
            tty = argv[++i];
        } else if (i + 1 < argc && (!strcmp(a, "-a") || !strcmp(a, "--wss-audit"))) {
            const char *v = argv[++i];
            if (lp_parse_u32(v, strlen(v), 3600000, &audit_ms)) return usage();
        } else if (i + 1 < argc && (!strcmp(a, "-t") || !strcmp(a, "--wss-timeout"))) {
            const char *v = argv[++i];
            if (lp_parse_u32(v, strlen(v), 60000, &timeout_ms) || timeout_ms == 0) return usage();
#ifdef LP_ODDLD_HOST
        } else if (i + 1 < argc && !strcmp(a, "--sim-iters")) {
            const char *v = argv[++i];
            uint32_t n;
            if (lp_parse_u32(v, strlen(v), 1000, &n)) return usage();
            sim_iters = n;
        } else if (i + 1 < argc && !strcmp(a, "--sim-error")) {
            const char *v = argv[++i];
            uint32_t n;
            if (lp_parse_u32(v, strlen(v), 7, &n) || n == 0) return usage();
            sim_error = n;
#endif
        } else {
            return usage();
        }
    }
    if (!path) return usage();

    static job_t job;
    if (read_job(path, &job)) return 1;
    int rc = lp_oddl_plan(&plan, job.algo, job.nodes, job.size, job.wavelengths);
    if (!rc) rc = lp_oddl_check(&plan, job.wavelengths);
    if (rc) return bad(0, "plan refused: %s", lp_strerror(rc));
    static lp_xc_t xc[XC_MAX];
    int n_xc = 0;
    if (job.has_wss) {
        const char *what = job.line[LP_OJ_WSS_PORTS] || job.line[LP_OJ_WSS_WLS] ? "the WSS the job file declares"
                                                                        : "a WSS of the driver's limits";
        if (check_wss(&job, &plan, job.wss_ports, job.wss_wls, what)) return 1;
        n_xc = lp_oddl_xc(&plan, job.wss_in, job.wss_out, xc, XC_MAX);
        if (n_xc < 0) return bad(0, "cross-connects: %s", lp_strerror(n_xc));
    }

    if (dry) {
        print_plan(&job, &plan, xc, n_xc);
#ifdef LP_ODDLD_HOST
        lp_host_reset();
        model_reset();
        print_writes = 1;
        lp_host_set_reg_hooks(model_rd, model_wr, NULL);
        int fail = setup(&job, 0, 1);
        printf("dry run: %u register writes, nothing touched\n", n_writes);
        return fail;
#else
        printf("dry run: nothing touched (the host build of lp_oddld -n also prints the register writes)\n");
        return 0;
#endif
    }

    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_signal; /* no SA_RESTART: a signal ends the poll() the wait is in */
    sigaction(SIGINT, &sa, NULL);
    sigaction(SIGTERM, &sa, NULL);

    fprintf(stderr, "lp_oddld: job %u %s size %u rank %u on node %u: %u steps; %s\n", job.id, lp_oddl_algo_name(job.algo),
            job.size, job.rank, job.nodes[job.rank], plan.steps, path);
#ifdef LP_ODDLD_HOST
    lp_host_reset();
    model_reset();
    lp_host_set_reg_hooks(model_rd, model_wr, NULL);
    lp_host_set_irq_hook(model_irq, NULL);
    if (tty && lp_host_ser_open(LP_SER_WSS, tty)) {
        fprintf(stderr, "lp_oddld: cannot open %s\n", tty);
        return 1;
    }
#else
    const lp_uio_cfg_t ucfg = {.uio_name = {LP_UIO_NIC, NULL, LP_UIO_ODDL}, .tty = {tty, NULL}};
    if (lp_uio_open(&ucfg)) {
        fprintf(stderr, "lp_oddld: cannot open UIO devices %s, %s%s%s (generic-uio bound? docs/petalinux.md)\n",
                LP_UIO_NIC, LP_UIO_ODDL, tty ? " or " : "", tty ? tty : "");
        return 1;
    }
#endif
    int use_wss = 0;
    if (tty && job.has_wss) {
        const lp_wss_cfg_t wc = {.timeout_ms = timeout_ms, .retries = 2, .audit_ms = audit_ms};
        rc = lp_wss_open(&wss, &lp_wss_lwsp, LP_SER_WSS, &wc);
        if (rc) {
            fprintf(stderr, "lp_oddld: wss on %s: %s\n", tty, lp_strerror(rc));
            return 1;
        }
        /* the device itself, before any write: at least the declared size, then the same rules */
        const unsigned have[2] = {wss.ports, wss.wls}, want[2] = {job.wss_ports, job.wss_wls};
        for (int i = 0; i < 2; i++)
            if (job.line[LP_OJ_WSS_PORTS + i] && have[i] < want[i])
                return bad(job.line[LP_OJ_WSS_PORTS + i], "'%s' is %u, the WSS on %s has %u", lp_oddl_jobfile_key(LP_OJ_WSS_PORTS + i),
                           want[i], tty, have[i]);
        char what[300];
        snprintf(what, sizeof what, "the WSS on %s", tty);
        if (check_wss(&job, &plan, wss.ports, wss.wls, what)) return 1;
        use_wss = 1;
    }
    if (setup(&job, use_wss, 0)) return 1;

    unsigned errors = 0, spurious = 0;
    while (!stop) {
        if (lp_hal_irq_wait(ODDL_IRQ, WAIT_SLICE_US) & ODDL_IRQ) errors += (unsigned)on_irq(&spurious);
        if (use_wss) (void)lp_wss_poll(&wss); /* unknown rows re-read, the audit's next row */
    }
    fprintf(stderr, "lp_oddld: stopping on a signal\n");
    if (use_wss) {
        const lp_wss_stats_t *ws = lp_wss_stats(&wss);
        fprintf(stderr, "lp_oddld: wss: audit rows %u, differences %u, read errors %u, rows unknown now 0x%x\n",
                ws->audit_rows, ws->audit_diffs, ws->audit_errors, lp_wss_unknown(&wss));
    }
    LP_WR(LP_BLK_ODDL, lp_oddl_regs_t, INTR_ENABLE, 0);
    if (release) {
        LP_WR(LP_BLK_ODDL, lp_oddl_regs_t, ODDL_CTRL, 0);
        fprintf(stderr, "lp_oddld: released: control unit disabled\n");
        if (use_wss) {
            rc = lp_wss_release(&wss, job.id);
            fprintf(stderr, "lp_oddld: released: job %u's WSS ports: %s\n", job.id, lp_strerror(rc));
        }
    }
    char what[64];
    snprintf(what, sizeof what, "stopped: %u error interrupts, %u without a cause", errors, spurious);
    log_counters(what);
#ifndef LP_ODDLD_HOST
    lp_uio_close();
#endif
    return 0;
}
