/* Fuzz target: the WSS driver (drivers/lp_wss.c with the LWSP command set) plugged into a device model
 * whose every reply the input can disturb, so the success paths are reached as often as the faults.
 *
 * This target brings its own HAL (lp_fuzz_dev.h): a simulated clock (a read that finds nothing waiting
 * moves the clock to its deadline, so a timeout costs no real time) and an LWSP device model behind
 * LP_SER_WSS that answers each command line as it is written.
 *
 * The input is read from both ends. From the front: the device's size, then driver operations (change
 * with up to 3 additions and 2 removals for job 1 or 2, release, audit, poll after some time, a mirror
 * that sticks or frees, reassignment). From the back: one fault byte per command the device receives
 * (none, lost command, lost reply, an error reply with a code, the reply twice, the reply held back
 * until after the next one, raw bytes from the input before the reply); once the back is used up no
 * more faults happen.
 *
 * Checked after every operation (abort() on a violation):
 * - every row the driver does not mark unknown is the device's row;
 * - if the device holds staged commands, the driver knows it may (w->staged);
 * - a COMMIT the device executes holds only commands staged by the operation under way: a COMMIT never
 *   lights another operation's leftovers;
 * - a change that returned LP_OK is on the device (its additions lit, its removals dark).
 *
 * With LP_FUZZ_STATS set in the environment the outcomes are counted and printed at exit, so a test can
 * show that a corpus reaches the success paths and each failure path. */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lp_fuzz_dev.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* outcomes: lp_wss_change by status (index -status), commits executed, rows unknown after an operation */
static unsigned long n_change[16], n_unknown_seen;

static void print_stats(void)
{
    printf("fuzz_wss: changes ok %lu, timeout %lu, device %lu, verify %lu, perm %lu, busy %lu, arg %lu, "
           "notfound %lu; commits %lu; operations that left rows unknown %lu\n",
           n_change[0], n_change[2], n_change[4], n_change[7], n_change[5], n_change[6], n_change[1], n_change[9],
           fdev_commits, n_unknown_seen);
}

/* ------------------------------------------------------------------ the driver under the faults */

static lp_wss_t wss;

static void check(void)
{
    for (uint8_t in = 0; in < dev.ports; in++) {
        if (lp_wss_unknown(&wss) >> in & 1u) continue;
        for (uint8_t wl = 0; wl < dev.wls; wl++)
            if (lp_wss_out(&wss, in, wl) != dev.map[in][wl]) abort(); /* a known row is the device's */
    }
    if (dev.n_staged && !wss.staged) abort(); /* staged commands the driver does not know of */
    if (lp_wss_unknown(&wss)) n_unknown_seen++;
}

static void op_change(void)
{
    uint8_t h, b[3];
    if (!op_byte(&h)) return;
    lp_xc_t adds[3], dels[2];
    size_t na = h % 4u, nd = (h >> 2) % 3u;
    uint16_t job = (uint16_t)(1u + (h >> 4 & 1u));
    for (size_t i = 0; i < na; i++) {
        for (int k = 0; k < 3; k++)
            if (!op_byte(&b[k])) return;
        adds[i] = (lp_xc_t){(uint8_t)(b[0] % (dev.ports + 1u)), (uint8_t)(b[1] % (dev.wls + 1u)),
                            (uint8_t)(b[2] % (dev.ports + 1u))}; /* one past the end: a refused request too */
    }
    for (size_t i = 0; i < nd; i++) {
        for (int k = 0; k < 2; k++)
            if (!op_byte(&b[k])) return;
        dels[i] = (lp_xc_t){(uint8_t)(b[0] % (dev.ports + 1u)), (uint8_t)(b[1] % (dev.wls + 1u)), NONE};
    }
    int rc = lp_wss_change(&wss, job, adds, na, dels, nd);
    if (rc <= 0 && rc > -16) n_change[-rc]++;
    check();
    if (rc == LP_OK) { /* the change is on the device */
        for (size_t i = 0; i < nd; i++) {
            int re_added = 0;
            for (size_t k = 0; k < na; k++) re_added |= adds[k].in == dels[i].in && adds[k].wl == dels[i].wl;
            if (!re_added && dev.map[dels[i].in][dels[i].wl] != NONE) abort();
        }
        for (size_t i = 0; i < na; i++)
            if (dev.map[adds[i].in][adds[i].wl] != adds[i].out) abort();
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static int registered;
    if (!registered) {
        registered = 1;
        if (getenv("LP_FUZZ_STATS")) atexit(print_stats);
    }
    if (size < 2 || size > 4096) return 0;
    in_p = data;
    in_front = 0;
    in_back = size;
    uint8_t b;
    (void)op_byte(&b);
    fdev_reset((uint8_t)(2u + b % 15u), (uint8_t)(1u + (b >> 4) % MAXW));
    /* a device that was in use: a few circuits, and commands a dead run left staged */
    (void)op_byte(&b);
    for (uint8_t p = 0; p < dev.ports; p += 3) dev.map[p][b % dev.wls] = (uint8_t)((p + 1u + (b >> 4)) % dev.ports);
    for (uint8_t p = 0; p < dev.ports; p++)
        if (dev.map[p][b % dev.wls] == p) dev.map[p][b % dev.wls] = NONE;
    for (uint8_t p = 0; p < dev.ports; p++)
        for (uint8_t q = 0; q < p; q++)
            if (dev.map[q][b % dev.wls] == dev.map[p][b % dev.wls]) dev.map[p][b % dev.wls] = NONE;
    if (b & 1u) dev.staged[dev.n_staged++] = (stage_t){1, 1, 0, 0, 0xFFFFFFFFu};
    const lp_wss_cfg_t cfg = {.timeout_ms = 10, .retries = (uint8_t)(b >> 1 & 3u), .audit_ms = 40};
    int rc;
    do { /* the device may not answer at first */
        cur_op++;
        rc = lp_wss_open(&wss, &lp_wss_lwsp, LP_SER_WSS, &cfg);
        if (rc == LP_OK) check();
    } while (rc && in_front < in_back);
    if (rc) return 0;
    if (wss.ports != dev.ports || wss.wls != dev.wls) abort();
    uint32_t even = 0, odd = 0;
    for (unsigned p = 0; p < dev.ports; p++) *(p & 1u ? &odd : &even) |= 1u << p;
    if (lp_wss_assign(&wss, 1, even) || lp_wss_assign(&wss, 2, odd)) abort();
    while (op_byte(&b)) {
        cur_op++;
        switch (b % 6u) {
        case 0:
            op_change();
            break;
        case 1:
            (void)lp_wss_release(&wss, (uint16_t)(1u + (b >> 3 & 1u)));
            check();
            break;
        case 2:
            (void)lp_wss_audit(&wss);
            check();
            break;
        case 3:
            now_us += 1000u * (b >> 3);
            (void)lp_wss_poll(&wss);
            check();
            break;
        case 4: { /* a mirror sticks, or frees */
            uint8_t c;
            if (!op_byte(&c)) break;
            dev.stuck[c % dev.ports][(c >> 4) % dev.wls] ^= 1u;
            break;
        }
        default: { /* ports change hands (refusals are part of the game) */
            uint8_t c;
            if (!op_byte(&c)) break;
            (void)lp_wss_assign(&wss, (uint16_t)(1u + (b >> 3 & 1u)), (uint32_t)c % (1u << dev.ports));
            check();
            break;
        }
        }
    }
    return 0;
}
