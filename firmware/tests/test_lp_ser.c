/* Unit tests of the POSIX serial HAL (hal/posix/lp_posix_ser.c, under the host HAL and the ZCU106 Linux
 * HAL) against the contract of lp_hal.h: a closed peer is LP_E_IO from the read that finds it, at once,
 * with the bytes sent before the close delivered first; a live, silent line is 0 after the timeout.
 * Peers: a pty whose master side closes (a hung-up tty: read() returns 0), a socketpair whose other end
 * shuts down or closes, a pipe whose writer closes. Above the HAL: the WSS driver's lp_wss_open on a
 * line whose device goes away after the command, and the SDN UART transport's lp_of_uart_poll on a
 * closed line, report LP_E_IO and not a timeout, in well under their timeouts. A port given to hooks (the
 * co-simulation's line): writes and reads go to them, the WSS driver's reply timeout passes on the hooks'
 * clock (no wall-clock wait), closing the port removes them. */
#define _DEFAULT_SOURCE /* posix_openpt and friends */
#define _POSIX_C_SOURCE 200809L
#define _XOPEN_SOURCE 600
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include "lp_hal_host.h"
#include "lp_posix_ser.h"
#include "lp_of_uart.h"
#include "lp_ofa.h"
#include "lp_test.h"
#include "lp_test_wss.h"
#include "lp_wss.h"

#define TIMEOUT_US 2000000u /* what each read or command may wait */
#define PROMPT_US 300000u   /* "at once": far below the timeout, with room for a loaded machine */

static uint64_t t0;

static void start(void)
{
    t0 = lp_hal_now_us();
}

static uint64_t elapsed(void)
{
    return lp_hal_now_us() - t0;
}

/* a pty: *master, and the slave opened through the HAL as LP_SER_WSS (raw mode, as lp_posix_ser_open
 * opens a tty) */
static int open_pty(int *master)
{
    *master = posix_openpt(O_RDWR | O_NOCTTY);
    if (*master < 0 || grantpt(*master) || unlockpt(*master)) return -1;
    const char *name = ptsname(*master);
    return name ? lp_host_ser_open(LP_SER_WSS, name) : -1;
}

static void test_pty_hang_up(void)
{
    lp_host_reset();
    int m;
    LP_CHECK_EQ(open_pty(&m), LP_OK);
    uint8_t b[16];
    /* live and silent: 0 after the timeout, not an error */
    start();
    LP_CHECK_EQ(lp_hal_ser_read(LP_SER_WSS, b, sizeof b, 50000), 0);
    LP_CHECK(elapsed() >= 45000);
    /* bytes, then the master closes: the bytes first, then LP_E_IO at once, every time */
    LP_CHECK_EQ(write(m, "ok\n", 3), 3);
    start();
    LP_CHECK_EQ(lp_hal_ser_read(LP_SER_WSS, b, sizeof b, TIMEOUT_US), 3);
    LP_CHECK(!memcmp(b, "ok\n", 3));
    close(m);
    LP_CHECK_EQ(lp_hal_ser_read(LP_SER_WSS, b, sizeof b, TIMEOUT_US), LP_E_IO);
    LP_CHECK_EQ(lp_hal_ser_read(LP_SER_WSS, b, 1, TIMEOUT_US), LP_E_IO);
    LP_CHECK(elapsed() < PROMPT_US);
    LP_CHECK_EQ(lp_hal_ser_write(LP_SER_WSS, b, 1), LP_E_IO); /* a hung-up tty refuses writes too */
    lp_hal_ser_flush_rx(LP_SER_WSS);                         /* returns on a closed line */
    lp_host_reset();
}

static void test_socket_and_pipe_peers(void)
{
    lp_host_reset();
    uint8_t b[16];
    /* the peer shuts its sending side down (it still reads): the bytes, then end of file */
    int sv[2];
    LP_CHECK_EQ(socketpair(AF_UNIX, SOCK_STREAM, 0, sv), 0);
    lp_host_ser_set_fd(LP_SER_SDN, sv[0]);
    LP_CHECK_EQ(write(sv[1], "abcde", 5), 5);
    LP_CHECK_EQ(shutdown(sv[1], SHUT_WR), 0);
    start();
    LP_CHECK_EQ(lp_hal_ser_read(LP_SER_SDN, b, 2, TIMEOUT_US), 2);
    LP_CHECK_EQ(lp_hal_ser_read(LP_SER_SDN, b + 2, sizeof b - 2, TIMEOUT_US), 3);
    LP_CHECK(!memcmp(b, "abcde", 5));
    LP_CHECK_EQ(lp_hal_ser_read(LP_SER_SDN, b, sizeof b, TIMEOUT_US), LP_E_IO);
    LP_CHECK(elapsed() < PROMPT_US);
    LP_CHECK_EQ(lp_hal_ser_read(LP_SER_SDN, b, 0, TIMEOUT_US), 0); /* nothing asked: not an end of file */
    /* the peer closes */
    close(sv[1]);
    start();
    LP_CHECK_EQ(lp_hal_ser_read(LP_SER_SDN, b, sizeof b, TIMEOUT_US), LP_E_IO);
    LP_CHECK(elapsed() < PROMPT_US);
    lp_host_ser_close(LP_SER_SDN);
    /* a pipe whose writer closes: a hang-up without data */
    int pf[2];
    LP_CHECK_EQ(pipe(pf), 0);
    lp_host_ser_set_fd(LP_SER_SDN, pf[0]);
    close(pf[1]);
    start();
    LP_CHECK_EQ(lp_hal_ser_read(LP_SER_SDN, b, sizeof b, TIMEOUT_US), LP_E_IO);
    LP_CHECK(elapsed() < PROMPT_US);
    lp_host_reset();
    LP_CHECK_EQ(lp_hal_ser_read(LP_SER_SDN, b, sizeof b, 0), LP_E_IO); /* not open */
}

/* lp_wss_open on a line whose device goes away: a child process holds the pty's master, reads the
 * driver's first command and exits (the master closes). LP_E_IO at once, not LP_E_TIMEOUT after the
 * timeout and its retries. */
static void test_wss_open_on_a_closed_line(void)
{
    static lp_wss_t w;
    lp_host_reset();
    int m;
    LP_CHECK_EQ(open_pty(&m), LP_OK);
    pid_t pid = fork();
    if (pid == 0) {
        char c = 0;
        while (c != '\n' && read(m, &c, 1) == 1) {
        }
        _exit(0);
    }
    close(m); /* the child's copy is the device */
    LP_CHECK(pid > 0);
    const lp_wss_cfg_t cfg = {.timeout_ms = TIMEOUT_US / 1000u, .retries = 2};
    start();
    LP_CHECK_EQ(lp_wss_open(&w, &lp_wss_lwsp, LP_SER_WSS, &cfg), LP_E_IO);
    LP_CHECK(elapsed() < PROMPT_US);
    LP_CHECK_EQ(lp_wss_stats(&w)->timeouts, 0);
    int st = 0;
    LP_CHECK_EQ(waitpid(pid, &st, 0), pid);
    /* a peer that stops sending but still hears: the same, although every write succeeds */
    int sv[2];
    LP_CHECK_EQ(socketpair(AF_UNIX, SOCK_STREAM, 0, sv), 0);
    lp_host_ser_set_fd(LP_SER_WSS, sv[0]);
    LP_CHECK_EQ(shutdown(sv[1], SHUT_WR), 0);
    start();
    LP_CHECK_EQ(lp_wss_open(&w, &lp_wss_lwsp, LP_SER_WSS, &cfg), LP_E_IO);
    LP_CHECK(elapsed() < PROMPT_US);
    LP_CHECK_EQ(lp_wss_stats(&w)->timeouts, 0);
    char got[16] = {0};
    LP_CHECK(read(sv[1], got, sizeof got - 1) > 0 && strstr(got, "IDN?") != NULL); /* the command went out */
    close(sv[1]);
    lp_host_reset();
}

/* the SDN UART transport on a closed line: LP_E_IO at once (lp_of_uart_poll's contract) */
static void test_of_uart_on_a_closed_line(void)
{
    static lp_wss_t w;
    static lp_ofa_t ofa;
    static lp_of_uart_t u;
    lp_host_reset();
    lp_test_wss_unplugged(&w, 8, 4, 5);
    int sv[2];
    LP_CHECK_EQ(socketpair(AF_UNIX, SOCK_STREAM, 0, sv), 0);
    lp_host_ser_set_fd(LP_SER_SDN, sv[0]);
    lp_of_uart_init(&u, LP_SER_SDN);
    const lp_ofa_cfg_t cfg = {
        .job = 1, .ports = 0xFF, .echo_idle_ms = 1000, .echo_miss_max = 2, .hello_timeout_ms = 4000};
    LP_CHECK_EQ(lp_ofa_init(&ofa, &w, &cfg, lp_of_uart_send, &u), LP_OK);
    LP_CHECK_EQ(lp_of_uart_poll(&u, &ofa, 0), LP_OK); /* HELLO out */
    LP_CHECK_EQ(shutdown(sv[1], SHUT_WR), 0);
    start();
    LP_CHECK_EQ(lp_of_uart_poll(&u, &ofa, TIMEOUT_US), LP_E_IO);
    LP_CHECK(elapsed() < PROMPT_US);
    close(sv[1]);
    lp_host_reset();
}

/* A line given to hooks (lp_host_set_ser_hooks, the co-simulation's): the device below hears the host's
 * bytes and never answers; a read that finds nothing waits its timeout on the hooks' clock. */
static uint64_t fake_us;
static char heard[256];
static size_t heard_n;

static uint64_t fake_now(void *ctx)
{
    (void)ctx;
    return fake_us;
}

static void fake_sleep(void *ctx, uint32_t us)
{
    (void)ctx;
    fake_us += us;
}

static int deaf_wr(void *ctx, const uint8_t *buf, size_t n)
{
    (void)ctx;
    for (size_t i = 0; i < n && heard_n < sizeof heard - 1; i++) heard[heard_n++] = (char)buf[i];
    return (int)n;
}

static int deaf_rd(void *ctx, uint8_t *buf, size_t cap, uint32_t timeout_us)
{
    (void)ctx;
    (void)buf;
    (void)cap;
    fake_us += timeout_us; /* nothing comes: the whole wait passes on the line's clock */
    return 0;
}

static void test_hooked_line_times_out_on_its_clock(void)
{
    static lp_wss_t w;
    lp_host_reset();
    fake_us = 1000;
    heard_n = 0;
    lp_host_set_time_hooks(fake_now, fake_sleep, NULL);
    lp_host_set_ser_hooks(LP_SER_WSS, deaf_wr, deaf_rd, NULL);
    uint8_t b[4];
    LP_CHECK_EQ(lp_hal_ser_write(LP_SER_WSS, (const uint8_t *)"x\n", 2), 2);
    LP_CHECK_EQ(lp_hal_ser_read(LP_SER_WSS, b, sizeof b, 250), 0);
    LP_CHECK(heard_n == 2 && fake_us == 1250);
    heard_n = 0;
    const lp_wss_cfg_t cfg = {.timeout_ms = 1000, .retries = 2, .timeout_us = 100};
    uint64_t wall = lp_posix_now_us(), t = fake_us;
    LP_CHECK_EQ(lp_wss_open(&w, &lp_wss_lwsp, LP_SER_WSS, &cfg), LP_E_TIMEOUT);
    LP_CHECK(fake_us - t >= 300 && fake_us - t < 1000); /* three attempts of timeout_us, not timeout_ms */
    LP_CHECK(lp_posix_now_us() - wall < PROMPT_US);      /* no wall-clock wait */
    heard[heard_n] = '\0';
    LP_CHECK(strcmp(heard, "1 IDN?\n1 IDN?\n1 IDN?\n") == 0);
    LP_CHECK(w.st.timeouts == 1 && w.st.retries == 2);
    lp_host_ser_close(LP_SER_WSS); /* the hooks go with the port */
    LP_CHECK_EQ(lp_hal_ser_read(LP_SER_WSS, b, sizeof b, 0), LP_E_IO);
    lp_host_reset();
}

int main(void)
{
    signal(SIGPIPE, SIG_IGN); /* a write to a closed socket is then EPIPE, as the tests expect of a HAL */
    test_pty_hang_up();
    test_socket_and_pipe_peers();
    test_wss_open_on_a_closed_line();
    test_of_uart_on_a_closed_line();
    test_hooked_line_times_out_on_its_clock();
    return lp_test_report("test_lp_ser");
}
