/* The WSS driver's exchange state machine (lp_wss_tx_start / lp_wss_tx_step) and the stepped open and
 * poll (lp_wss_open_start, lp_wss_step, non-blocking lp_wss_poll) on the host HAL: the device is the
 * other end of a socket pair, time is a counter the test moves (a sleep of the driver moves it too, so
 * a step that was given no time is seen never to wait). */
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include "lp_hal_host.h"
#include "lp_test.h"
#include "lp_test_wss.h"
#include "lp_wss.h"

static uint64_t now_us;
static int sv[2];
static lp_wss_t w;

static uint64_t fake_now(void *ctx)
{
    (void)ctx;
    return now_us;
}

static void fake_sleep(void *ctx, uint32_t us)
{
    (void)ctx;
    now_us += us;
}

/* a driver of 2 ports x 2 wavelengths on the socket pair: timeout 10 ms, retries as given */
static void setup(unsigned retries)
{
    lp_host_reset();
    lp_host_set_time_hooks(fake_now, fake_sleep, NULL);
    now_us = 1000000;
    LP_CHECK_EQ(socketpair(AF_UNIX, SOCK_STREAM, 0, sv), 0);
    lp_host_ser_set_fd(LP_SER_WSS, sv[0]);
    lp_test_wss_unplugged(&w, 2, 2, 10);
    w.cfg.retries = (uint8_t)retries;
}

static void teardown(void)
{
    lp_host_reset(); /* closes sv[0] */
    close(sv[1]);
}

/* the command lines the driver sent since the last call */
static int sent(char *buf, size_t cap)
{
    ssize_t n = recv(sv[1], buf, cap - 1, MSG_DONTWAIT);
    if (n < 0) n = 0;
    buf[n] = '\0';
    int lines = 0;
    for (ssize_t i = 0; i < n; i++) lines += buf[i] == '\n';
    return lines;
}

static void reply(const char *s)
{
    LP_CHECK_EQ(write(sv[1], s, strlen(s)), (long long)strlen(s));
}

/* one step of the driver: still pending, it has sent `cmd`; the device answers `rep` */
static void exchange(const char *cmd, const char *rep)
{
    char b[256];
    LP_CHECK_EQ(lp_wss_step(&w, 0), LP_WSS_PENDING);
    LP_CHECK_EQ(sent(b, sizeof b), 1);
    LP_CHECK(!strcmp(b, cmd));
    reply(rep);
}

/* the exchange's line goes again `us` after now and not a microsecond before (into b) */
static void sent_again_after(uint64_t us, char *b, size_t cap)
{
    now_us += us - 1;
    LP_CHECK_EQ(lp_wss_tx_step(&w, 0), LP_WSS_PENDING);
    LP_CHECK_EQ(sent(b, cap), 0);
    now_us += 1;
    LP_CHECK_EQ(lp_wss_tx_step(&w, 0), LP_WSS_PENDING);
    LP_CHECK_EQ(sent(b, cap), 1);
}

/* start an exchange of "<seq> ABORT" */
static int start(uint16_t seq, unsigned retries)
{
    int len = snprintf(w.tx.line, sizeof w.tx.line, "%u ABORT", seq);
    return lp_wss_tx_start(&w, seq, len, 0, retries);
}

/* No reply: the line goes again at the deadline and not before, then LP_E_TIMEOUT; no step waits. */
static void test_reply_timeout(void)
{
    char b[256];
    setup(1);
    LP_CHECK_EQ(start(7, 1), LP_OK);
    LP_CHECK_EQ(sent(b, sizeof b), 1);
    LP_CHECK(!strcmp(b, "7 ABORT\n"));
    now_us += 9999;
    uint64_t t = now_us;
    LP_CHECK_EQ(lp_wss_tx_step(&w, 0), LP_WSS_PENDING);
    LP_CHECK_EQ(now_us, t); /* no wait */
    LP_CHECK_EQ(sent(b, sizeof b), 0);
    now_us += 1;
    LP_CHECK_EQ(lp_wss_tx_step(&w, 0), LP_WSS_PENDING); /* the deadline: sent again */
    LP_CHECK_EQ(sent(b, sizeof b), 1);
    LP_CHECK_EQ(w.st.retries, 1);
    now_us += 10000;
    LP_CHECK_EQ(lp_wss_tx_step(&w, 0), LP_E_TIMEOUT);
    LP_CHECK_EQ(w.st.timeouts, 1);
    LP_CHECK_EQ(w.tx.state, LP_WSS_TX_IDLE);
    LP_CHECK_EQ(lp_wss_tx_step(&w, 0), LP_E_STATE); /* nothing under way */
    teardown();
}

/* A reply to a command that timed out, arriving during the next exchange: skipped, counted as late
 * (and stale); the next exchange ends with its own reply. A reply to a seq never timed out is stale
 * only. */
static void test_late_reply_discarded_and_counted(void)
{
    char b[256];
    setup(0);
    LP_CHECK_EQ(start(7, 0), LP_OK);
    now_us += 10000;
    LP_CHECK_EQ(lp_wss_tx_step(&w, 0), LP_E_TIMEOUT);
    LP_CHECK_EQ(start(8, 0), LP_OK);
    (void)sent(b, sizeof b);
    reply("7 OK\n");
    LP_CHECK_EQ(lp_wss_tx_step(&w, 0), LP_WSS_PENDING); /* not taken for seq 8's reply */
    LP_CHECK_EQ(w.st.late_replies, 1);
    LP_CHECK_EQ(w.st.stale_replies, 1);
    reply("100 OK\n8 OK\n");
    LP_CHECK_EQ(lp_wss_tx_step(&w, 0), LP_OK);
    LP_CHECK_EQ(w.tx.r.seq, 8);
    LP_CHECK_EQ(w.st.late_replies, 1);
    LP_CHECK_EQ(w.st.stale_replies, 2);
    LP_CHECK_EQ(w.st.timeouts, 1);
    teardown();
}

/* ERR busy: the same line again after 1 ms, then 2 ms (a state, no sleep), until the retries are
 * spent: then LP_E_DEVICE. */
static void test_busy_backoff(void)
{
    char b[256];
    setup(3);
    LP_CHECK_EQ(start(9, 3), LP_OK);
    (void)sent(b, sizeof b);
    reply("9 ERR 5 busy\n");
    uint64_t t = now_us;
    LP_CHECK_EQ(lp_wss_tx_step(&w, 0), LP_WSS_PENDING);
    LP_CHECK_EQ(w.tx.state, LP_WSS_TX_BACKOFF);
    LP_CHECK_EQ(now_us, t);
    sent_again_after(1000, b, sizeof b);
    LP_CHECK(!strcmp(b, "9 ABORT\n"));
    reply("9 ERR 5 busy\n");
    LP_CHECK_EQ(lp_wss_tx_step(&w, 0), LP_WSS_PENDING);
    sent_again_after(2000, b, sizeof b); /* the backoff doubled */
    reply("9 OK\n");
    LP_CHECK_EQ(lp_wss_tx_step(&w, 0), LP_OK);
    LP_CHECK_EQ(w.st.retries, 2);
    LP_CHECK_EQ(w.st.dev_errors, 2);
    /* no retry left: busy is the device's error */
    LP_CHECK_EQ(start(10, 0), LP_OK);
    reply("10 ERR 5 busy\n");
    LP_CHECK_EQ(lp_wss_tx_step(&w, 0), LP_E_DEVICE);
    LP_CHECK_EQ(w.st.dev_errors, 3);
    teardown();
}

/* Lines that do not parse are counted errors, never the reply: with only garbage the exchange times
 * out; garbage before the reply is counted and the reply taken. */
static void test_garbage_counted(void)
{
    setup(0);
    LP_CHECK_EQ(start(12, 0), LP_OK);
    reply("garbage\n12 OK XC\n12 OKAY\n");
    LP_CHECK_EQ(lp_wss_tx_step(&w, 0), LP_WSS_PENDING);
    LP_CHECK_EQ(w.st.bad_lines, 3);
    now_us += 10000;
    LP_CHECK_EQ(lp_wss_tx_step(&w, 0), LP_E_TIMEOUT);
    LP_CHECK_EQ(start(13, 0), LP_OK);
    reply("\x01\x02\n13 OK\n");
    LP_CHECK_EQ(lp_wss_tx_step(&w, 0), LP_OK);
    LP_CHECK_EQ(w.st.bad_lines, 4);
    teardown();
}

/* lp_wss_open in steps: each step sends the next command once the reply came, never waits; the open
 * ends ready with the device's map. */
static void test_open_in_steps(void)
{
    char b[256];
    setup(0);
    const lp_wss_cfg_t cfg = {.timeout_ms = 10, .retries = 0, .audit_ms = 1000};
    LP_CHECK_EQ(lp_wss_open_start(&w, &lp_wss_lwsp, LP_SER_WSS, &cfg), LP_OK);
    uint64_t t = now_us;
    exchange("1 IDN?\n", "1 OK IDN 2 2 56 TEST\n");
    exchange("2 ABORT\n", "2 OK\n");
    exchange("3 XC? 0\n", "3 OK XC 0 1 1:1\n");
    LP_CHECK_EQ(lp_wss_step(&w, 0), LP_WSS_PENDING);
    LP_CHECK(!w.ready);
    LP_CHECK_EQ(sent(b, sizeof b), 1);
    reply("4 OK XC 1 0\n");
    LP_CHECK_EQ(lp_wss_step(&w, 0), LP_OK);
    LP_CHECK_EQ(now_us, t);
    LP_CHECK(w.ready);
    LP_CHECK_EQ(w.ports, 2);
    LP_CHECK_EQ(lp_wss_out(&w, 0, 1), 1);
    LP_CHECK_EQ(lp_wss_out(&w, 0, 0), LP_WSS_NONE);
    LP_CHECK_EQ(w.st.aborts, 1);
    LP_CHECK_EQ(lp_wss_step(&w, 0), LP_OK); /* nothing under way */
    /* an open whose IDN times out ends with the timeout */
    LP_CHECK_EQ(lp_wss_open_start(&w, &lp_wss_lwsp, LP_SER_WSS, &cfg), LP_OK);
    now_us += 10000;
    LP_CHECK_EQ(lp_wss_step(&w, 0), LP_E_TIMEOUT);
    LP_CHECK(!w.ready);
    teardown();
}

/* Non-blocking lp_wss_poll: the audit's read returns at once, its result comes with the call that sees
 * the reply; a blocking call first completes a read under way. */
static void test_nonblocking_poll(void)
{
    char b[256];
    setup(0);
    w.cfg.audit_ms = 1000;
    lp_wss_set_nonblocking(&w, 1);
    uint64_t t = now_us;
    LP_CHECK_EQ(lp_wss_poll(&w), LP_OK);
    LP_CHECK_EQ(w.op, LP_WSS_OP_POLL);
    LP_CHECK_EQ(sent(b, sizeof b), 1);
    LP_CHECK(!strcmp(b, "1 XC? 0\n"));
    LP_CHECK_EQ(lp_wss_poll(&w), LP_OK); /* still under way: no second read */
    LP_CHECK_EQ(sent(b, sizeof b), 0);
    reply("1 OK XC 0 1 0:1\n");
    LP_CHECK_EQ(lp_wss_poll(&w), LP_E_VERIFY); /* the shadow had nothing there */
    LP_CHECK_EQ(w.op, LP_WSS_OP_NONE);
    LP_CHECK_EQ(lp_wss_out(&w, 0, 0), 1);
    LP_CHECK_EQ(w.st.audit_diffs, 1);
    LP_CHECK_EQ(now_us, t);
    LP_CHECK_EQ(lp_wss_poll(&w), LP_OK); /* the next row is due after audit_ms / ports */
    LP_CHECK_EQ(sent(b, sizeof b), 0);
    now_us += 500000;
    LP_CHECK_EQ(lp_wss_poll(&w), LP_OK);
    LP_CHECK_EQ(sent(b, sizeof b), 1);
    LP_CHECK(!strcmp(b, "2 XC? 1\n"));
    /* its reply lost: the read times out at the next poll after the deadline, counted */
    now_us += 10000;
    LP_CHECK_EQ(lp_wss_poll(&w), LP_E_TIMEOUT);
    LP_CHECK_EQ(w.st.audit_errors, 1);
    teardown();
}

/* A device with row 0 holding (wl 1 -> 1) and the driver's shadow in step with it, ports 0 and 1
 * job 1's. */
static void open_two_ports(void)
{
    w.ready = 1;
    w.map[0][1] = 1;
    w.owner[0] = w.owner[1] = 1;
}

/* lp_wss_change_start: the checks at once, then one command per step (DEL, ADD, COMMIT, XC?), none
 * waiting; the result with the step that sees the last reply, and from lp_wss_change_result. */
static void test_change_in_steps(void)
{
    char b[256];
    setup(0);
    open_two_ports();
    const lp_xc_t add = {0, 0, 1}, del = {0, 1, LP_WSS_NONE};
    LP_CHECK_EQ(lp_wss_change_start(&w, 2, &add, 1, NULL, 0), LP_E_PERM); /* not job 2's: nothing sent */
    LP_CHECK_EQ(sent(b, sizeof b), 0);
    uint64_t t = now_us;
    LP_CHECK_EQ(lp_wss_change_start(&w, 1, &add, 1, &del, 1), LP_WSS_PENDING);
    LP_CHECK_EQ(lp_wss_change_result(&w), LP_WSS_PENDING);
    LP_CHECK_EQ(sent(b, sizeof b), 1);
    LP_CHECK(!strcmp(b, "1 DEL 0 1\n"));
    LP_CHECK_EQ(lp_wss_step(&w, 0), LP_WSS_PENDING); /* no reply yet: nothing more */
    LP_CHECK_EQ(sent(b, sizeof b), 0);
    reply("1 OK\n");
    exchange("2 ADD 0 0 1\n", "2 OK\n");
    LP_CHECK_EQ(lp_wss_step(&w, 0), LP_WSS_PENDING);
    LP_CHECK_EQ(sent(b, sizeof b), 1);
    LP_CHECK(!strcmp(b, "3 COMMIT\n"));
    LP_CHECK(w.staged);
    reply("3 OK\n");
    LP_CHECK_EQ(lp_wss_step(&w, 0), LP_WSS_PENDING);
    LP_CHECK_EQ(sent(b, sizeof b), 1);
    LP_CHECK(!strcmp(b, "4 XC? 0\n")); /* the read-back of the touched row */
    LP_CHECK(!w.staged);
    LP_CHECK_EQ(w.st.commits, 1);
    reply("4 OK XC 0 1 0:1\n");
    LP_CHECK_EQ(lp_wss_step(&w, 0), LP_OK);
    LP_CHECK_EQ(lp_wss_change_result(&w), LP_OK);
    LP_CHECK_EQ(now_us, t);
    LP_CHECK_EQ(lp_wss_out(&w, 0, 0), 1);
    LP_CHECK_EQ(lp_wss_out(&w, 0, 1), LP_WSS_NONE);
    teardown();
}

/* A stepped change completed by a blocking call of the driver (here lp_wss_audit): its owner still
 * gets its result. A non-blocking poll leaves a change under way alone. */
static void test_change_completed_by_a_blocking_call(void)
{
    char b[256];
    setup(0);
    open_two_ports();
    lp_wss_set_nonblocking(&w, 1);
    const lp_xc_t del = {0, 1, LP_WSS_NONE};
    LP_CHECK_EQ(lp_wss_change_start(&w, 1, NULL, 0, &del, 1), LP_WSS_PENDING);
    LP_CHECK_EQ(lp_wss_poll(&w), LP_OK);
    LP_CHECK_EQ(w.op, LP_WSS_OP_CHANGE);
    LP_CHECK_EQ(sent(b, sizeof b), 1); /* the DEL alone: no audit read started */
    /* the device answers the DEL, COMMIT, XC? 0, then the audit's two reads */
    reply("1 OK\n2 OK\n3 OK XC 0 0\n4 OK XC 0 0\n5 OK XC 1 0\n");
    LP_CHECK_EQ(lp_wss_audit(&w), LP_OK);
    LP_CHECK_EQ(w.op, LP_WSS_OP_NONE);
    LP_CHECK_EQ(lp_wss_change_result(&w), LP_OK);
    LP_CHECK_EQ(lp_wss_out(&w, 0, 1), LP_WSS_NONE);
    LP_CHECK_EQ(w.st.commits, 1);
    teardown();
}

/* A stepped change whose staging the device refuses: ABORT, then every row read (one per step), and
 * LP_E_DEVICE; nothing committed. */
static void test_change_refused_in_steps(void)
{
    setup(0);
    open_two_ports();
    const lp_xc_t add = {1, 0, 0};
    reply("1 ERR 3 conflict\n2 OK\n3 OK XC 0 1 1:1\n4 OK XC 1 0\n");
    LP_CHECK_EQ(lp_wss_change_start(&w, 1, &add, 1, NULL, 0), LP_WSS_PENDING);
    int rc = LP_WSS_PENDING, steps = 0;
    while (rc == LP_WSS_PENDING && steps < 100) {
        rc = lp_wss_step(&w, 0);
        steps++;
    }
    LP_CHECK_EQ(rc, LP_E_DEVICE);
    LP_CHECK_EQ(lp_wss_change_result(&w), LP_E_DEVICE);
    LP_CHECK_EQ(w.st.commits, 0);
    LP_CHECK_EQ(w.st.aborts, 1);
    LP_CHECK_EQ(w.st.audit_rows, 2); /* both rows read again */
    LP_CHECK_EQ(lp_wss_unknown(&w), 0);
    LP_CHECK(!w.staged);
    teardown();
}

/* The device stops answering and comes back without its map: lp_wss_poll's failed reads are counted
 * in a row; lp_wss_reopen_start's attempts fail (no reply; another device) and leave the shadow as it
 * was; the attempt that gets through reads every row and commits the row the device lost again, in
 * steps, none waiting; the owners stay. */
static void test_reopen_reapplies(void)
{
    char b[256];
    setup(0);
    open_two_ports();
    w.cfg.audit_ms = 1000;
    lp_wss_set_nonblocking(&w, 1);
    LP_CHECK_EQ(lp_wss_reopen_start(NULL), LP_E_ARG);
    LP_CHECK_EQ(lp_wss_poll(&w), LP_OK); /* an audit read, never answered */
    LP_CHECK_EQ(sent(b, sizeof b), 1);
    LP_CHECK_EQ(lp_wss_reopen_start(&w), LP_E_STATE); /* the read is under way */
    now_us += 10000;
    LP_CHECK_EQ(lp_wss_poll(&w), LP_E_TIMEOUT);
    LP_CHECK_EQ(lp_wss_poll_fails(&w), 1);
    now_us += 10000;
    LP_CHECK_EQ(lp_wss_poll(&w), LP_OK);
    LP_CHECK_EQ(sent(b, sizeof b), 1);
    now_us += 10000;
    LP_CHECK_EQ(lp_wss_poll(&w), LP_E_TIMEOUT);
    LP_CHECK_EQ(lp_wss_poll_fails(&w), 2);
    /* attempt 1: no reply */
    LP_CHECK_EQ(lp_wss_reopen_start(&w), LP_OK);
    LP_CHECK_EQ(sent(b, sizeof b), 1);
    LP_CHECK(!strcmp(b, "3 IDN?\n"));
    LP_CHECK_EQ(lp_wss_step(&w, 0), LP_WSS_PENDING);
    now_us += 10000;
    LP_CHECK_EQ(lp_wss_step(&w, 0), LP_E_TIMEOUT);
    LP_CHECK_EQ(w.op, LP_WSS_OP_NONE);
    /* attempt 2: a device of another size */
    LP_CHECK_EQ(lp_wss_reopen_start(&w), LP_OK);
    LP_CHECK_EQ(sent(b, sizeof b), 1);
    reply("4 OK IDN 3 2 56 TEST\n");
    LP_CHECK_EQ(lp_wss_step(&w, 0), LP_E_PROTO);
    LP_CHECK_EQ(w.ports, 2);
    /* attempt 3: the device, its row 0 lost; a half line from before the outage is dropped */
    LP_CHECK_EQ(lp_wss_reopen_start(&w), LP_OK);
    uint64_t t = now_us;
    LP_CHECK_EQ(sent(b, sizeof b), 1);
    LP_CHECK(!strcmp(b, "5 IDN?\n"));
    reply("5 OK IDN 2 2 56 TEST\n");
    exchange("6 ABORT\n", "6 OK\n");
    exchange("7 XC? 0\n", "7 OK XC 0 0\n");
    exchange("8 XC? 1\n", "8 OK XC 1 0\n");
    LP_CHECK_EQ(lp_wss_step(&w, 0), LP_WSS_PENDING); /* the reopen has become the change */
    LP_CHECK_EQ(w.op, LP_WSS_OP_CHANGE);
    LP_CHECK_EQ(w.st.reopens, 1);
    LP_CHECK_EQ(w.st.reapplied, 1);
    LP_CHECK_EQ(sent(b, sizeof b), 1);
    LP_CHECK(!strcmp(b, "9 ADD 0 1 1\n"));
    reply("9 OK\n");
    exchange("10 COMMIT\n", "10 OK\n");
    exchange("11 XC? 0\n", "11 OK XC 0 1 1:1\n");
    LP_CHECK_EQ(lp_wss_step(&w, 0), LP_OK);
    LP_CHECK_EQ(now_us, t);
    LP_CHECK_EQ(lp_wss_out(&w, 0, 1), 1);
    LP_CHECK_EQ(lp_wss_owner(&w, 0), 1);
    LP_CHECK_EQ(lp_wss_owner(&w, 1), 1);
    LP_CHECK_EQ(w.st.commits, 1);
    LP_CHECK_EQ(lp_wss_poll_fails(&w), 0);
    LP_CHECK_EQ(lp_wss_unknown(&w), 0);
    /* a timeout in microseconds: the read's line again at 300 us, not before */
    w.cfg.timeout_us = 300;
    LP_CHECK_EQ(lp_wss_tx_start(&w, 99, snprintf(w.tx.line, sizeof w.tx.line, "99 XC? 0"), 0, 1), LP_OK);
    LP_CHECK_EQ(sent(b, sizeof b), 1);
    sent_again_after(300, b, sizeof b);
    reply("99 OK XC 0 1 1:1\n");
    LP_CHECK_EQ(lp_wss_tx_step(&w, 0), LP_OK);
    /* a reply waiting when the exchange is stepped after its deadline is taken, not resent */
    LP_CHECK_EQ(lp_wss_tx_start(&w, 98, snprintf(w.tx.line, sizeof w.tx.line, "98 XC? 0"), 0, 1), LP_OK);
    LP_CHECK_EQ(sent(b, sizeof b), 1);
    reply("98 OK XC 0 1 1:1\n");
    now_us += 400;
    uint32_t to = w.st.timeouts, re = w.st.retries;
    LP_CHECK_EQ(lp_wss_tx_step(&w, 0), LP_OK);
    LP_CHECK_EQ(sent(b, sizeof b), 0);
    LP_CHECK_EQ(w.st.timeouts, to);
    LP_CHECK_EQ(w.st.retries, re);
    w.cfg.timeout_us = 0;
    /* a device that kept its map: read, nothing committed */
    LP_CHECK_EQ(lp_wss_reopen_start(&w), LP_OK);
    reply("12 OK IDN 2 2 56 TEST\n13 OK\n14 OK XC 0 1 1:1\n15 OK XC 1 0\n");
    int rc = LP_WSS_PENDING, steps = 0;
    while (rc == LP_WSS_PENDING && steps++ < 100) rc = lp_wss_step(&w, 0);
    LP_CHECK_EQ(rc, LP_OK);
    LP_CHECK_EQ(w.st.reopens, 2);
    LP_CHECK_EQ(w.st.reapplied, 1);
    LP_CHECK_EQ(w.st.commits, 1);
    teardown();
}

int main(void)
{
    test_reply_timeout();
    test_late_reply_discarded_and_counted();
    test_busy_backoff();
    test_garbage_counted();
    test_open_in_steps();
    test_nonblocking_poll();
    test_change_in_steps();
    test_change_completed_by_a_blocking_call();
    test_change_refused_in_steps();
    test_reopen_reapplies();
    return lp_test_report("test_lp_wss_xact");
}
