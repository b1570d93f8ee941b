/* lp_ofagent: the OpenFlow 1.3 agent of the WSS / OCS cross-connect on Linux (the ZCU106 under
 * PetaLinux, or a host): opens the switch controller on a tty, connects to an SDN controller over TCP
 * as OpenFlow switches do, and reconnects whenever the connection is lost (docs/sdn.md, "Programmer's
 * guide").
 *
 *   lp_ofagent [options] <wss-tty>
 *     -c HOST:PORT   controller (default 127.0.0.1:6653)
 *     -j JOB         the job the controller acts for (default 1)
 *     -p PORTS       WSS ports of that job, e.g. 0-7,12 (default: every port no -o option takes)
 *     -o JOB:PORTS   give ports to another job first (repeatable): the controller cannot touch them
 *     -d DPID        datapath id, decimal or 0x-hex (default 1)
 *     -e MS          ECHO_REQUEST after MS ms without a message (default 5000, 0: never)
 *     -m N           the controller is dead after N unanswered echo requests (default 3)
 *     -r MS          pause between connection attempts (default 1000)
 *     -t MS          WSS command timeout (default 500)
 *     -a MS          audit: every WSS row read back once per MS ms (default 2000, 0: only rows whose
 *                    read-back failed), also while no controller is connected
 *     -1             exit when the first connection ends (tests)
 *     -q             no log of every flow-mod
 *     -n             the WSS driver non-blocking, as in the arbiter image: a flow-mod's change runs in
 *                    steps and echo requests are answered meanwhile (docs/sdn.md)
 *     -g MIN-MAX     aggregation jobs MIN..MAX (1..255) the controller may register, remove and read on the
 *                    arbiter's engine (docs/sdn.md, "Aggregation jobs"), through the HAL's arbiter registers:
 *                    the host build's register model, on a board where the arbiter block is mapped
 *                    (default: none, experimenter messages refused)
 * WSS ports are numbered from 0 as on the device; OpenFlow port numbers are those + 1.
 * Exit status: 0 after SIGINT / SIGTERM (or -1), 1 when the WSS cannot be opened, 2 on a usage error. */
#define _POSIX_C_SOURCE 200809L
#include <signal.h>
#include <stdio.h>
#include <string.h>

#include "lp_hal.h"
#include "lp_of_tcp.h"
#include "lp_ofa.h"
#include "lp_ofa_agg.h"
#include "lp_str.h"
#include "lp_wss.h"
#ifdef LP_OFAGENT_HOST
#include "lp_hal_host.h"
#else
#include "lp_hal_uio.h"
#endif

#define MAX_OTHER 8

static lp_wss_t wss;
static lp_ofa_t ofa;
static volatile sig_atomic_t stop;
static int quiet, nonblocking;

static void on_signal(int sig)
{
    (void)sig;
    stop = 1;
}

static void log_line(void *ctx, const char *line)
{
    (void)ctx;
    if (quiet && !strncmp(line, "flow-mod", 8)) return;
    fprintf(stderr, "lp_ofagent: %s\n", line);
    fflush(stderr);
}

static int usage(void)
{
    fprintf(stderr, "usage: lp_ofagent [-c host:port] [-j job] [-p ports] [-o job:ports]... [-d dpid] [-e echo_ms]\n"
                    "                  [-m misses] [-r reconnect_ms] [-t timeout_ms] [-a audit_ms] [-g min-max] [-1] [-q] [-n]\n"
                    "                  <wss-tty>\n");
    return 2;
}

static int num(const char *s, size_t n, uint32_t max, uint32_t *out)
{
    return lp_parse_u32(s, n, max, out);
}

static int parse_u64(const char *s, uint64_t *out)
{
    uint64_t v = 0;
    int hex = s[0] == '0' && (s[1] == 'x' || s[1] == 'X');
    const char *p = s + (hex ? 2 : 0);
    if (!*p || strlen(p) > (hex ? 16u : 19u)) return -1;
    for (; *p; p++) {
        unsigned d;
        if (*p >= '0' && *p <= '9')
            d = (unsigned)(*p - '0');
        else if (hex && *p >= 'a' && *p <= 'f')
            d = (unsigned)(*p - 'a' + 10);
        else if (hex && *p >= 'A' && *p <= 'F')
            d = (unsigned)(*p - 'A' + 10);
        else
            return -1;
        v = v * (hex ? 16u : 10u) + d;
    }
    *out = v;
    return 0;
}

/* "0-7,12" or "all" -> bit mask of WSS ports */
static int parse_ports(const char *s, uint32_t *mask)
{
    *mask = 0;
    if (!strcmp(s, "all")) {
        *mask = 0xFFFFFFFFu;
        return 0;
    }
    while (*s) {
        const char *end = strchr(s, ',');
        size_t n = end ? (size_t)(end - s) : strlen(s);
        const char *dash = memchr(s, '-', n);
        uint32_t lo, hi;
        if (dash) {
            if (num(s, (size_t)(dash - s), LP_WSS_MAX_PORTS - 1, &lo) ||
                num(dash + 1, n - (size_t)(dash - s) - 1, LP_WSS_MAX_PORTS - 1, &hi) || hi < lo)
                return -1;
        } else {
            if (num(s, n, LP_WSS_MAX_PORTS - 1, &lo)) return -1;
            hi = lo;
        }
        for (uint32_t p = lo; p <= hi; p++) *mask |= 1u << p;
        s += n;
        if (*s == ',' && !*++s) return -1;
    }
    return *mask ? 0 : -1;
}

/* "host:port", "[v6]:port" */
static int parse_hostport(const char *s, char *host, size_t cap, uint16_t *port)
{
    const char *colon = strrchr(s, ':');
    if (!colon || colon == s) return -1;
    const char *h = s;
    size_t hl = (size_t)(colon - s);
    if (h[0] == '[') {
        if (hl < 3 || h[hl - 1] != ']') return -1;
        h++;
        hl -= 2;
    }
    uint32_t p;
    if (hl >= cap || num(colon + 1, strlen(colon + 1), 65535, &p) || p == 0) return -1;
    memcpy(host, h, hl);
    host[hl] = '\0';
    *port = (uint16_t)p;
    return 0;
}

static void sleep_ms(uint32_t ms) /* the driver's audit goes on meanwhile */
{
    for (uint32_t t = 0; t < ms && !stop; t += 10) {
        (void)lp_wss_poll(&wss);
        lp_hal_sleep_us(10000);
    }
}

static void print_stats(void)
{
    const lp_ofa_stats_t *s = lp_ofa_stats(&ofa);
    const lp_wss_stats_t *w = lp_wss_stats(&wss);
    fprintf(stderr,
            "lp_ofagent: rx %u tx %u errors sent %u, flow-mods %u (%u ok), port-status %u, echo sent %u, dead %u, "
            "aggregation requests %u (%u ok); "
            "WSS commits %u, timeouts %u, refused %u, aborts %u, unknown rows %u, audit rows %u diffs %u errors %u\n",
            s->rx_msgs, s->tx_msgs, s->errors_sent, s->flow_mods, s->flow_mods_ok, s->port_status, s->echo_sent,
            s->dead, s->agg_reqs, s->agg_ok, w->commits, w->timeouts, w->refused, w->aborts, w->unknown_rows, w->audit_rows, w->audit_diffs,
            w->audit_errors);
}

int main(int argc, char **argv)
{
    char host[256] = "127.0.0.1";
    uint16_t port = 6653;
    uint32_t job = 1, echo_ms = 5000, misses = 3, reconnect_ms = 1000, timeout_ms = 500, ports = 0,
             audit_ms = 2000, agg_min = 0, agg_max = 0;
    uint64_t dpid = 1;
    int once = 0, n_other = 0;
    uint32_t other_job[MAX_OTHER], other_ports[MAX_OTHER];
    const char *tty = NULL;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (a[0] != '-') {
            if (tty) return usage();
            tty = a;
            continue;
        }
        if (!strcmp(a, "-1")) {
            once = 1;
            continue;
        }
        if (!strcmp(a, "-q")) {
            quiet = 1;
            continue;
        }
        if (!strcmp(a, "-n")) {
            nonblocking = 1;
            continue;
        }
        if (strlen(a) != 2 || i + 1 >= argc) return usage();
        const char *v = argv[++i];
        size_t vl = strlen(v);
        int bad = 0;
        switch (a[1]) {
        case 'c':
            bad = parse_hostport(v, host, sizeof host, &port);
            break;
        case 'j':
            bad = num(v, vl, 65535, &job) || job == 0;
            break;
        case 'p':
            bad = parse_ports(v, &ports);
            break;
        case 'o': {
            const char *colon = strchr(v, ':');
            bad = n_other >= MAX_OTHER || !colon ||
                  num(v, (size_t)(colon - v), 65535, &other_job[n_other]) || other_job[n_other] == 0 ||
                  parse_ports(colon + 1, &other_ports[n_other]);
            n_other++;
            break;
        }
        case 'd':
            bad = parse_u64(v, &dpid);
            break;
        case 'e':
            bad = num(v, vl, 3600000, &echo_ms);
            break;
        case 'm':
            bad = num(v, vl, 255, &misses) || misses == 0;
            break;
        case 'r':
            bad = num(v, vl, 3600000, &reconnect_ms);
            break;
        case 't':
            bad = num(v, vl, 60000, &timeout_ms) || timeout_ms == 0;
            break;
        case 'a':
            bad = num(v, vl, 3600000, &audit_ms);
            break;
        case 'g': {
            const char *dash = strchr(v, '-');
            bad = !dash || num(v, (size_t)(dash - v), 255, &agg_min) || num(dash + 1, strlen(dash + 1), 255, &agg_max) ||
                  agg_min == 0 || agg_max < agg_min;
            break;
        }
        default:
            bad = 1;
        }
        if (bad) return usage();
    }
    if (!tty) return usage();

    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_signal; /* no SA_RESTART: a signal ends the poll() the loop waits in */
    sigaction(SIGINT, &sa, NULL);
    sigaction(SIGTERM, &sa, NULL);
    signal(SIGPIPE, SIG_IGN);

#ifdef LP_OFAGENT_HOST
    lp_host_reset();
    if (lp_host_ser_open(LP_SER_WSS, tty)) {
        fprintf(stderr, "lp_ofagent: cannot open %s\n", tty);
        return 1;
    }
#else
    const lp_uio_cfg_t ucfg = {.tty = {tty, NULL}};
    if (lp_uio_open(&ucfg)) return 1;
#endif
    const lp_wss_cfg_t wcfg = {.timeout_ms = timeout_ms, .retries = 2, .audit_ms = audit_ms};
    int rc = lp_wss_open(&wss, &lp_wss_lwsp, LP_SER_WSS, &wcfg);
    if (rc) {
        fprintf(stderr, "lp_ofagent: WSS on %s: %s\n", tty, lp_strerror(rc));
        return 1;
    }
    lp_wss_set_nonblocking(&wss, nonblocking);
    const uint32_t all = wss.ports >= 32 ? 0xFFFFFFFFu : (1u << wss.ports) - 1u;
    uint32_t taken = 0;
    for (int k = 0; k < n_other; k++) {
        rc = lp_wss_assign(&wss, (uint16_t)other_job[k], other_ports[k] & all);
        if (rc || other_job[k] == job) {
            fprintf(stderr, "lp_ofagent: -o %u: %s\n", other_job[k], rc ? lp_strerror(rc) : "that is this agent's job");
            return 2;
        }
        taken |= other_ports[k];
    }
    if (!ports || ports == 0xFFFFFFFFu) ports = all & ~taken;
    if (ports & ~all) {
        fprintf(stderr, "lp_ofagent: -p names ports beyond the device's %u\n", wss.ports);
        return 2;
    }
    lp_of_tcp_t tcp;
    lp_of_tcp_init(&tcp);
    const lp_ofa_cfg_t cfg = {
        .job = (uint16_t)job,
        .ports = ports,
        .dpid = dpid,
        .echo_idle_ms = echo_ms,
        .echo_miss_max = (uint8_t)misses,
        .hello_timeout_ms = echo_ms ? echo_ms * misses : 0,
        .log = log_line,
        .agg = agg_min ? lp_ofa_agg_arb : NULL,
        .agg_job_min = (uint8_t)agg_min,
        .agg_job_max = (uint8_t)agg_max,
    };
    rc = lp_ofa_init(&ofa, &wss, &cfg, lp_of_tcp_send, &tcp);
    if (rc) {
        fprintf(stderr, "lp_ofagent: job %u ports: %s\n", job, lp_strerror(rc));
        return 1;
    }
    fprintf(stderr, "lp_ofagent: WSS %u ports x %u channels on %s; job %u owns ports mask 0x%x; controller %s:%u\n",
            wss.ports, wss.wls, tty, job, ports, host, port);
    fflush(stderr);

    int last_rc = 1;
    while (!stop) {
        rc = lp_of_tcp_connect(&tcp, host, port, 2000);
        if (rc) {
            if (rc != last_rc)
                fprintf(stderr, "lp_ofagent: cannot connect to %s:%u: %s\n", host, port, lp_strerror(rc));
            last_rc = rc;
            if (once) break;
            sleep_ms(reconnect_ms);
            continue;
        }
        last_rc = 0;
        fprintf(stderr, "lp_ofagent: connected to %s:%u\n", host, port);
        fflush(stderr);
        rc = lp_ofa_start(&ofa);
        uint8_t buf[4096];
        while (!stop && rc == LP_OK) {
            /* a change under way is stepped by lp_ofa_poll: come back to it soon */
            int n = lp_of_tcp_recv(&tcp, buf, sizeof buf, wss.op != LP_WSS_OP_NONE ? 1u : 20u);
            if (n < 0) {
                rc = LP_E_IO;
                break;
            }
            if (n > 0) rc = lp_ofa_input(&ofa, buf, (size_t)n);
            if (rc == LP_OK) rc = lp_ofa_poll(&ofa);
        }
        if (!stop)
            fprintf(stderr, "lp_ofagent: connection ended: %s\n",
                    rc == LP_E_IO ? "closed" : rc == LP_E_TIMEOUT ? "controller dead" : lp_strerror(rc));
        lp_ofa_stop(&ofa);
        lp_of_tcp_close(&tcp);
        print_stats();
        if (once) break;
        sleep_ms(reconnect_ms);
    }
    lp_of_tcp_close(&tcp);
    return 0;
}
