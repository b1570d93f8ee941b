/* MEPC apply (control/lp_mepc_ctl) for a move and a take-over, on the host HAL: the arbiter is a model of
 * its registers and of the keeper's answer to KILL (a REMOVE published with eff = slot + RECONF_SLOTS +
 * CYCLE_SLOTS, the interrupt raised); the WSS is an LWSP device in a child process on a socket pair
 * (blocking driver). Every operation the model publishes is logged with its slot, and the driver's
 * shadow (the device's word after read-back) is sampled after every interrupt and poll, so the test
 * checks what a NIC would do: an ADD takes effect unless a later operation for its node was published
 * a cycle before its eff, and from that eff its path must have been lit (read back) and stay lit. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include "lp_arb_regs.h"
#include "lp_hal_host.h"
#include "lp_mepc_ctl.h"
#include "lp_nic_node.h"
#include "lp_regs.h"
#include "lp_test.h"
#include "lp_wss.h"

#define N 4u
#define PORTS 8u
#define RECONF 50u /* RECONF_SLOTS */
#define CYCLE 4u   /* CYCLE_SLOTS */
#define KILL_OP 2u /* CMD.op (the field's description in lp_arb_regs.rdl) */
#define MAXLOG 64u

/* ---- the WSS device: LWSP, one wavelength, COMMIT applies at once ---- */
static void device(int fd)
{
    uint8_t map[PORTS], stage[PORTS], staged[PORTS];
    memset(map, 0xFF, sizeof map);
    memset(staged, 0, sizeof staged);
    char buf[1024];
    size_t len = 0;
    for (;;) {
        ssize_t n = read(fd, buf + len, sizeof buf - 1 - len);
        if (n <= 0) _exit(0);
        len += (size_t)n;
        char *nl;
        while ((nl = memchr(buf, '\n', len)) != NULL) {
            *nl = '\0';
            unsigned seq = 0, a = 0, b = 0, c = 0;
            char verb[8] = "", out[256];
            int f = sscanf(buf, "%u %7s %u %u %u", &seq, verb, &a, &b, &c);
            int k = snprintf(out, sizeof out, "%u OK", seq);
            if (f >= 2 && !strcmp(verb, "IDN?")) {
                k += snprintf(out + k, sizeof out - (size_t)k, " IDN %u 1 1 test", PORTS);
            } else if (f == 5 && !strcmp(verb, "ADD") && a < PORTS) {
                stage[a] = (uint8_t)c;
                staged[a] = 1;
            } else if (f == 4 && !strcmp(verb, "DEL") && a < PORTS) {
                stage[a] = 0xFF;
                staged[a] = 1;
            } else if (f >= 2 && !strcmp(verb, "COMMIT")) {
                for (unsigned i = 0; i < PORTS; i++)
                    if (staged[i]) map[i] = stage[i];
                memset(staged, 0, sizeof staged);
            } else if (f >= 2 && !strcmp(verb, "ABORT")) {
                memset(staged, 0, sizeof staged);
            } else if (f == 3 && !strcmp(verb, "XC?") && a < PORTS) {
                k += snprintf(out + k, sizeof out - (size_t)k, " XC %u %u", a, map[a] != 0xFF);
                if (map[a] != 0xFF) k += snprintf(out + k, sizeof out - (size_t)k, " 0:%u", map[a]);
            } else {
                k = snprintf(out, sizeof out, "%u ERR 1", seq);
            }
            out[k++] = '\n';
            if (write(fd, out, (size_t)k) != k) _exit(1);
            len -= (size_t)(nl + 1 - buf);
            memmove(buf, nl + 1, len);
        }
    }
}

/* ---- the arbiter's registers and keeper ---- */
typedef struct {
    uint32_t pub;    /* slot published */
    uint8_t src, dst; /* dst LP_MEPC_NONE: REMOVE */
    uint32_t eff;
} op_t;

static struct {
    uint32_t slot, gen, intr, ctrl, sel;
    uint8_t v[N], dst[N];
    uint32_t eff[N];
    op_t log[MAXLOG];
    unsigned nlog, kills, ctrl_writes, cmd_after_pause;
    int keeper; /* KILL publishes the REMOVE */
} arb;

static void publish(uint8_t s, uint8_t dst, uint32_t eff)
{
    if (dst != LP_MEPC_NONE) arb.dst[s] = dst;
    arb.v[s] = dst != LP_MEPC_NONE;
    arb.eff[s] = eff;
    if (arb.nlog < MAXLOG) arb.log[arb.nlog++] = (op_t){arb.slot, s, dst, eff};
}

static void publish_end(void)
{
    arb.gen++;
    arb.intr = 1;
}

#define ARB_OFF(r) ((uint32_t)offsetof(lp_arb_regs_t, r))

static uint32_t rd(void *ctx, int blk, uint32_t off)
{
    (void)ctx;
    if (blk == LP_BLK_NIC) return off == (uint32_t)offsetof(lp_nic_node_t, tsync.TSYNC_SLOT) ? arb.slot : 0;
    if (off == ARB_OFF(GEN)) return arb.gen;
    if (off == ARB_OFF(INTR_STATUS)) return arb.intr;
    if (off == ARB_OFF(CTRL)) return arb.ctrl;
    if (off == ARB_OFF(RECONF_SLOTS)) return RECONF;
    if (off == ARB_OFF(CUR))
        return LP_PUT(LP_ARB_REGS__CUR__V, arb.v[arb.sel]) | LP_PUT(LP_ARB_REGS__CUR__DST, arb.dst[arb.sel]);
    if (off == ARB_OFF(CUR_EFF)) return arb.eff[arb.sel];
    return 0; /* CMD_STATUS: never pending */
}

static void wr(void *ctx, int blk, uint32_t off, uint32_t val)
{
    (void)ctx;
    if (blk != LP_BLK_ARB) return;
    if (off == ARB_OFF(SEL)) arb.sel = LP_FLD(val, LP_ARB_REGS__SEL__CUR) % N;
    if (off == ARB_OFF(INTR_STATUS)) arb.intr &= ~val;
    if (off == ARB_OFF(CTRL)) {
        arb.ctrl = val;
        arb.ctrl_writes++;
    }
    if (off == ARB_OFF(CMD) && LP_FLD(val, LP_ARB_REGS__CMD__OP) == KILL_OP) {
        uint8_t s = (uint8_t)LP_FLD(val, LP_ARB_REGS__CMD__SRC);
        arb.kills++;
        if (!(arb.ctrl & LP_ARB_REGS__CTRL__EN_bm)) arb.cmd_after_pause++;
        if (arb.keeper && s < N && arb.v[s]) {
            publish(s, LP_MEPC_NONE, arb.slot + RECONF + CYCLE);
            publish_end();
        }
    }
}

/* ---- the rig ---- */
static lp_wss_t w;
static lp_mepc_ctl_t m;
static pid_t dev;
static int sv[2];

typedef struct {
    uint32_t slot;
    uint8_t lit[N];
} sample_t;
static sample_t seen[256];
static unsigned nseen;

static void sample(void)
{
    if (nseen >= sizeof seen / sizeof seen[0]) return;
    seen[nseen].slot = arb.slot;
    for (uint8_t s = 0; s < N; s++) { /* the driver's shadow: the device's word after the read-back */
        uint8_t o = lp_wss_out(&w, s, 0);
        seen[nseen].lit[s] = o == LP_WSS_NONE ? LP_MEPC_NONE : (uint8_t)(o - N);
    }
    nseen++;
}

static void irq(void)
{
    while (arb.intr) { /* the keeper's publications after a KILL raise it again */
        LP_CHECK_EQ(lp_mepc_on_irq(&m), LP_OK);
        sample();
    }
}

static void poll_at(uint32_t slot)
{
    arb.slot = slot;
    LP_CHECK_EQ(lp_mepc_poll(&m), LP_OK);
    sample();
}

static void setup(void)
{
    lp_host_reset();
    memset(&arb, 0, sizeof arb);
    arb.ctrl = LP_ARB_REGS__CTRL__EN_bm | LP_ARB_REGS__CTRL__REQ_EN_bm;
    nseen = 0;
    LP_CHECK_EQ(socketpair(AF_UNIX, SOCK_STREAM, 0, sv), 0);
    dev = fork();
    if (dev == 0) {
        close(sv[0]);
        device(sv[1]);
    }
    close(sv[1]);
    lp_host_ser_set_fd(LP_SER_WSS, sv[0]);
    lp_wss_cfg_t wc = {.timeout_ms = 200, .retries = 1};
    LP_CHECK_EQ(lp_wss_open(&w, &lp_wss_lwsp, LP_SER_WSS, &wc), LP_OK);
    lp_host_set_reg_hooks(rd, wr, NULL);
    lp_mepc_cfg_t c = {.nodes = N, .arb_node = 0, .wl = 0, .job = 1, .slot_ps = 544000};
    for (uint8_t n = 0; n < N; n++) {
        c.wss_in[n] = n;
        c.wss_out[n] = (uint8_t)(N + n);
    }
    LP_CHECK_EQ(lp_mepc_init(&m, &c, &w), LP_OK);
}

static void teardown(void)
{
    lp_host_reset(); /* closes sv[0]: the device exits */
    waitpid(dev, NULL, 0);
}

/* Every ADD that takes effect: lit in a sample before its eff, and in every sample from then until the
 * node's next operation takes effect. Returns how many took effect. */
static unsigned check_never_dark(void)
{
    unsigned took = 0;
    for (unsigned i = 0; i < arb.nlog; i++) {
        op_t a = arb.log[i];
        if (a.dst == LP_MEPC_NONE) continue;
        int replaced = 0;
        uint32_t end = 0;
        int has_end = 0;
        for (unsigned j = i + 1; j < arb.nlog; j++) {
            if (arb.log[j].src != a.src) continue;
            if ((int32_t)(arb.log[j].pub - (a.eff - CYCLE)) < 0) replaced = 1;
            if (!has_end) end = arb.log[j].eff;
            has_end = 1;
        }
        if (replaced) continue;
        took++;
        int first = -1;
        for (unsigned k = 0; k < nseen && first < 0; k++)
            if ((int32_t)(seen[k].slot - a.eff) < 0 && seen[k].lit[a.src] == a.dst) first = (int)k;
        LP_CHECK(first >= 0); /* lit (read back) before its eff */
        for (unsigned k = first < 0 ? nseen : (unsigned)first; k < nseen; k++)
            if (!has_end || (int32_t)(seen[k].slot - end) < 0) LP_CHECK_EQ(seen[k].lit[a.src], a.dst);
    }
    return took;
}

/* One decision: 1 moves 3 -> 2 and 3 takes destination 3 from 1. Both new circuits are killed before
 * their eff with MEPC paused first; the old path goes dark after its eff; MEPC resumes; its new ADDs are
 * effective at least RECONF_SLOTS after the old path's end, lit before it: not late, never dark. */
static void test_move_and_takeover(void)
{
    setup();
    arb.keeper = 1;
    publish(1, 3, RECONF + CYCLE);
    publish(2, 0, RECONF + CYCLE);
    publish_end();
    irq();
    arb.slot = 60;
    uint32_t e_rm = arb.slot + RECONF + CYCLE;
    publish(1, 2, e_rm);
    publish(3, 3, e_rm);
    publish_end();
    irq();
    LP_CHECK_EQ(arb.kills, 2);
    LP_CHECK_EQ(arb.cmd_after_pause, 2); /* CTRL.en cleared before the first KILL */
    LP_CHECK(!(arb.ctrl & LP_ARB_REGS__CTRL__EN_bm) && (arb.ctrl & LP_ARB_REGS__CTRL__REQ_EN_bm));
    LP_CHECK(!arb.v[1] && !arb.v[3] && arb.eff[1] == e_rm);
    LP_CHECK_EQ(lp_mepc_lit(&m, 1), 3);
    LP_CHECK_EQ(lp_mepc_lit(&m, 3), LP_MEPC_NONE);
    poll_at(e_rm);
    LP_CHECK_EQ(lp_mepc_lit(&m, 1), 3); /* the source still sends its committed cells until its eff */
    LP_CHECK(!(arb.ctrl & LP_ARB_REGS__CTRL__EN_bm));
    poll_at(e_rm + 1);
    LP_CHECK_EQ(lp_mepc_lit(&m, 1), LP_MEPC_NONE);
    LP_CHECK(arb.ctrl & LP_ARB_REGS__CTRL__EN_bm); /* resumed once the old path is dark */
    LP_CHECK_EQ(lp_mepc_lit(&m, 2), 0);
    arb.slot += CYCLE; /* MEPC's next decision chooses them again */
    uint32_t e_add = arb.slot + RECONF + CYCLE;
    publish(1, 2, e_add);
    publish(3, 3, e_add);
    publish_end();
    irq();
    LP_CHECK((int32_t)(e_add - (e_rm + RECONF)) >= 0);
    poll_at(e_add);
    poll_at(e_add + 10);
    LP_CHECK_EQ(lp_mepc_lit(&m, 1), 2);
    LP_CHECK_EQ(lp_mepc_lit(&m, 3), 3);
    LP_CHECK_EQ(check_never_dark(), 4); /* 1 -> 3, 2 -> 0, then 1 -> 2, 3 -> 3 */
    const lp_mepc_stats_t *st = lp_mepc_stats(&m);
    LP_CHECK_EQ(st->late, 0);
    LP_CHECK_EQ(st->moves, 2);
    LP_CHECK_EQ(st->pauses, 1);
    LP_CHECK_EQ(st->kills, 0);
    LP_CHECK_EQ(st->adds, 4);
    LP_CHECK(st->min_margin > 0);
    LP_CHECK_EQ(arb.kills, 2);
    teardown();
}

/* A take-over effective RECONF_SLOTS + 1 after the old path's end is no move: it waits for that end and
 * goes in the darkening's commit; nothing killed, MEPC never paused. One slot earlier it is killed. */
static void test_takeover_in_time(void)
{
    for (uint32_t early = 0; early < 2; early++) {
        setup();
        arb.keeper = 1;
        publish(1, 3, RECONF + CYCLE);
        publish_end();
        irq();
        arb.slot = 60;
        publish(1, LP_MEPC_NONE, 120);
        publish_end();
        irq();
        arb.slot = 70;
        publish(3, 3, 121 + RECONF - early);
        publish_end();
        irq();
        LP_CHECK_EQ(arb.kills, early);
        LP_CHECK_EQ(arb.ctrl_writes, early);
        poll_at(121);
        LP_CHECK_EQ(lp_mepc_lit(&m, 1), LP_MEPC_NONE);
        LP_CHECK_EQ(lp_mepc_lit(&m, 3), early ? LP_MEPC_NONE : 3);
        LP_CHECK(arb.ctrl & LP_ARB_REGS__CTRL__EN_bm);
        LP_CHECK_EQ(check_never_dark(), early ? 1u : 2u);
        LP_CHECK_EQ(lp_mepc_stats(&m)->late, 0);
        LP_CHECK_EQ(lp_mepc_stats(&m)->moves, early);
        teardown();
    }
}

int main(void)
{
    test_move_and_takeover();
    test_takeover_in_time();
    return lp_test_report("test_lp_mepc_ctl");
}
