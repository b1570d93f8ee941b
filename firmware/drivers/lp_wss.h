/* WSS / OCS cross-connect driver (docs/firmware.md, "WSS / OCS driver").
 *
 * The device is a port x wavelength cross-connect: light entering port `in` on wavelength channel `wl`
 * leaves port `out`. A port x port optical circuit switch (Polatis class) is the same device with one
 * wavelength (wl = 0). The driver keeps a shadow of the device's committed map, an owner (job) for every
 * port, and talks to the device over a serial line through a command-set table (lp_wss_proto_t), so a
 * vendor's command set can be slotted in behind the same calls; the built-in one is LWSP (lp_wss_lwsp.c).
 *
 * Every change is partial: only the named (in, wl) entries are staged, then one commit; the device
 * blanks only the ports it reconfigures, every other circuit keeps carrying light. After every commit
 * the driver reads back every input port it touched and compares the whole row with the expected map
 * (LP_E_VERIFY on a difference; the shadow then takes the device's word). Commands time out and are
 * retried; LWSP commands are idempotent, so a retry after a lost reply is safe.
 *
 * The shadow never drifts from the device (docs/firmware.md, "Keeping the shadow true"):
 * - Nothing staged outlives a failure. The driver remembers that the device may hold staged commands
 *   from the moment it sends an ADD or DEL until a COMMIT or ABORT is answered OK. It sends ABORT after
 *   a failed staging and after a failed COMMIT, at open (a previous run may have died mid-change), and
 *   before it stages anything while the device may still hold commands; if that ABORT fails, the change
 *   is refused before anything is staged. So a COMMIT never lights another change's leftovers.
 * - A row the driver could not read back is unknown (lp_wss_unknown): it holds the best estimate (the
 *   new row after a COMMIT answered OK, the old one otherwise) until a read succeeds. lp_wss_change
 *   re-reads every unknown row before it checks a request against the map, and lp_wss_poll re-reads
 *   them at once.
 * - A device error during staging (the device refused what the shadow allowed) makes every row unknown
 *   and re-reads them, so the next request is judged against the device's map.
 * - lp_wss_poll audits: one row per call, every row once per cfg.audit_ms, the shadow taking the
 *   device's word; every row found different is counted (audit_diffs).
 *
 * Job isolation: a port belongs to at most one job (lp_wss_assign). A change that would touch a port of
 * another job, or a port not assigned to the caller, is refused with LP_E_PERM before anything is sent.
 */
#ifndef LP_WSS_H
#define LP_WSS_H

#include <stddef.h>
#include <stdint.h>

#include "lp_hal.h"

#define LP_WSS_MAX_PORTS 32
#define LP_WSS_MAX_WL 64
#define LP_WSS_LINE_MAX 448 /* longest command or reply line, the newline excluded */
#define LP_WSS_NONE 0xFFu   /* no output port */
#define LP_WSS_JOB_FREE 0u  /* owner of an unassigned port */

typedef struct {
    uint8_t in, wl, out;
} lp_xc_t;

/* A parsed reply line. */
typedef enum { LP_WSS_R_OK = 0, LP_WSS_R_ERR = 1 } lp_wss_rkind_t;
typedef enum { LP_WSS_P_NONE = 0, LP_WSS_P_IDN = 1, LP_WSS_P_XC = 2 } lp_wss_payload_t;

typedef struct {
    uint16_t seq;
    uint8_t kind;    /* lp_wss_rkind_t */
    uint8_t payload; /* lp_wss_payload_t */
    uint16_t err;    /* device error code (kind ERR) */
    /* IDN */
    uint8_t ports, wls;
    uint16_t reconf_ms;
    /* XC: the committed row of input port `in`: n entries (wl, out) */
    uint8_t in, n;
    lp_xc_t xc[LP_WSS_MAX_WL];
} lp_wss_reply_t;

/* A device command set. Encoders write one line without '\n' and return its length, or -1 if it
 * does not fit; parse returns 0 for a well-formed reply line, -1 otherwise. */
typedef struct {
    const char *name;
    int (*enc_ident)(char *b, size_t cap, uint16_t seq);
    int (*enc_add)(char *b, size_t cap, uint16_t seq, const lp_xc_t *xc);
    int (*enc_del)(char *b, size_t cap, uint16_t seq, uint8_t in, uint8_t wl);
    int (*enc_commit)(char *b, size_t cap, uint16_t seq);
    int (*enc_abort)(char *b, size_t cap, uint16_t seq);
    int (*enc_query)(char *b, size_t cap, uint16_t seq, uint8_t in);
    int (*parse)(const char *line, size_t n, lp_wss_reply_t *r);
} lp_wss_proto_t;

extern const lp_wss_proto_t lp_wss_lwsp;

/* Device error codes of LWSP (also what a vendor adapter maps its errors to). */
enum {
    LP_WSS_DEV_SYNTAX = 1,
    LP_WSS_DEV_RANGE = 2,    /* unknown port or wavelength */
    LP_WSS_DEV_CONFLICT = 3, /* (in, wl) or (out, wl) already used by another connection */
    LP_WSS_DEV_BUSY = 5,
    LP_WSS_DEV_FAULT = 6, /* hardware fault during the commit: nothing changed */
};

typedef struct {
    uint32_t timeout_ms;      /* per command; a commit gets the device's reconf_ms on top */
    uint8_t retries;          /* further attempts after the first */
    uint32_t audit_ms;        /* lp_wss_poll reads every row once per audit_ms (0: only unknown rows) */
    uint32_t timeout_us;      /* instead of timeout_ms when not 0 (a fast line: a board simulation's) */
} lp_wss_cfg_t;

typedef struct {
    uint32_t cmds, retries, timeouts, dev_errors, bad_lines, stale_replies, verify_errors, refused;
    uint32_t commits, last_reconf_us, max_reconf_us;
    uint32_t aborts;       /* ABORTs answered OK */
    uint32_t unknown_rows; /* times a row became unknown (its read failed, or the device refused a staging) */
    uint32_t audit_rows;   /* rows read besides a change's own read-back: audit, poll, re-reads of unknown rows */
    uint32_t audit_diffs;  /* rows those reads found different from the shadow (the shadow took the device's) */
    uint32_t audit_errors; /* reads of lp_wss_poll that failed */
    uint32_t late_replies; /* replies to a command that had already timed out (also in stale_replies) */
    uint32_t reopens;      /* lp_wss_reopen_start's that found the device again and read its map */
    uint32_t reapplied;    /* rows a reopen found different from the shadow and committed again */
} lp_wss_stats_t;

/* The request/reply exchange (docs/firmware.md, "The exchange's state machine"): one command line
 * under way, sent again after a reply timeout (up to the retries), after ERR busy once a backoff has
 * passed (1 ms, doubling). Every state is left by lp_wss_tx_step; nothing in it sleeps unless the
 * caller gives it time to wait. */
typedef enum { LP_WSS_TX_IDLE = 0, LP_WSS_TX_WAIT = 1, LP_WSS_TX_BACKOFF = 2 } lp_wss_tx_state_t;

#define LP_WSS_PENDING 1 /* lp_wss_tx_step, lp_wss_step: the operation is still under way */
#define LP_WSS_LATE_SEQS 4 /* timed-out seqs remembered, so a reply to one is counted late */

typedef struct {
    uint8_t state;      /* lp_wss_tx_state_t */
    uint8_t attempt;    /* sends so far - 1 */
    uint8_t retries;    /* further sends allowed */
    uint16_t seq;       /* the command's seq (in the line) */
    int len;            /* the line's length, '\n' included */
    uint32_t extra_ms;  /* on top of cfg.timeout_ms (a COMMIT's switching time) */
    uint32_t backoff_us;
    uint64_t deadline;  /* WAIT: the reply's; BACKOFF: when the line goes again */
    lp_wss_reply_t r;   /* the reply of the last exchange that ended LP_OK */
    char line[LP_WSS_LINE_MAX + 1];
} lp_wss_tx_t;

/* Operations made of several exchanges that run one step per call (lp_wss_step). */
typedef enum { LP_WSS_OP_NONE = 0, LP_WSS_OP_OPEN = 1, LP_WSS_OP_POLL = 2, LP_WSS_OP_CHANGE = 3 } lp_wss_op_t;

typedef struct {
    const lp_wss_proto_t *proto;
    lp_ser_t ser;
    lp_wss_cfg_t cfg;
    uint8_t ports, wls;
    uint16_t reconf_ms;
    uint16_t seq;
    int ready;       /* lp_wss_open succeeded */
    int staged;      /* the device may hold staged commands (ADD or DEL sent, no COMMIT / ABORT since) */
    uint32_t unknown; /* rows (bit = input port) whose shadow is an estimate: their read-back failed */
    uint8_t audit_next;
    uint64_t poll_due_us;
    uint8_t map[LP_WSS_MAX_PORTS][LP_WSS_MAX_WL];  /* shadow of the committed map: out, or LP_WSS_NONE */
    uint8_t next[LP_WSS_MAX_PORTS][LP_WSS_MAX_WL]; /* the map a change is building (scratch) */
    uint16_t owner[LP_WSS_MAX_PORTS];
    lp_wss_stats_t st;
    char rx[LP_WSS_LINE_MAX + 1];
    size_t rx_len;
    int rx_discard; /* the current line was too long: drop it up to its '\n' */
    lp_wss_tx_t tx;
    uint8_t op, phase, op_row; /* lp_wss_op_t under way, its step, the row it reads */
    uint8_t op_pass, op_wl;    /* a change's staging cursor (removals, then additions; row op_row) */
    uint32_t op_touched;       /* a change's input rows */
    int op_rc, op_vrc;         /* a change's staging / commit result, its read-back's */
    uint64_t op_t0;            /* when its COMMIT went out */
    int change_rc;             /* the last stepped change's result (LP_WSS_PENDING while under way) */
    uint8_t op_stepped;        /* the change under way was started by lp_wss_change_start */
    uint8_t change_unread;     /* a stepped change started whose result no lp_wss_change_result has returned */
    uint16_t change_seq;       /* stepped changes started: an owner's change is the last one while it matches */
    int nonblocking;           /* lp_wss_poll returns while its read is under way (lp_wss_set_nonblocking) */
    uint16_t late_seq[LP_WSS_LATE_SEQS];
    uint8_t late_next;
    uint8_t op_reopen;  /* the open under way is lp_wss_reopen_start's */
    uint8_t poll_fails; /* lp_wss_poll's reads failed in a row (saturates at 255) */
} lp_wss_t;

/* Identify the device (IDN), size the driver to it and read its whole committed map into the shadow.
 * Every port starts unassigned. */
int lp_wss_open(lp_wss_t *w, const lp_wss_proto_t *proto, lp_ser_t ser, const lp_wss_cfg_t *cfg);

/* lp_wss_open in steps: lp_wss_open_start checks the arguments and sends IDN; then every call of
 * lp_wss_step advances it without waiting (LP_WSS_PENDING until it ends, then lp_wss_open's result). */
int lp_wss_open_start(lp_wss_t *w, const lp_wss_proto_t *proto, lp_ser_t ser, const lp_wss_cfg_t *cfg);

/* The device went away (a cable, its power) and may be back: lp_wss_open's exchanges again on the open
 * driver, in steps (lp_wss_step), keeping the owners and the shadow. The device must identify with the
 * same ports and wavelengths (else LP_E_PROTO); staged commands are aborted, every row is read, and
 * each row that was known and now differs from the shadow is committed again (one change, read back:
 * its result is the reopen's). Rows the shadow held as unknown take the device's word. LP_E_STATE while
 * another operation is under way, LP_E_ARG on a driver never opened. */
int lp_wss_reopen_start(lp_wss_t *w);

/* lp_wss_poll's reads that failed in a row (a read that succeeds resets it): how a caller notices a
 * device that stopped answering between its own changes. */
unsigned lp_wss_poll_fails(const lp_wss_t *w);

/* Advance the operation under way (lp_wss_open_start, lp_wss_reopen_start, lp_wss_change_start, or a
 * row read of a non-blocking lp_wss_poll),
 * waiting at most wait_us for the device: LP_WSS_PENDING while it is under way, then its result
 * (LP_OK with nothing under way). Every blocking call of this driver first completes it. */
int lp_wss_step(lp_wss_t *w, uint32_t wait_us);

/* After it, lp_wss_poll never waits: it starts a row read and returns LP_WSS_PENDING; later calls
 * advance it (lp_wss_step) and return its result once it ends. For a loop with a latency budget. */
void lp_wss_set_nonblocking(lp_wss_t *w, int on);

/* An operation is under way (a stepped open, change or non-blocking read): a caller that must not
 * wait holds what would start another until it ends. */
int lp_wss_busy(const lp_wss_t *w);

/* One exchange on its own (the driver's building block, exposed for tests): the line of len bytes
 * (without '\n') in w->tx.line carrying seq is sent; lp_wss_tx_step then reads what has arrived, at
 * most wait_us long (0: no wait), and returns LP_WSS_PENDING, or the exchange's result with the reply in
 * w->tx.r. Lines that do not parse are counted (bad_lines) and skipped; replies to another seq are
 * counted (stale_replies; late_replies if that seq had timed out) and skipped. */
int lp_wss_tx_start(lp_wss_t *w, uint16_t seq, int len, uint32_t extra_ms, unsigned retries);
int lp_wss_tx_step(lp_wss_t *w, uint32_t wait_us);

/* Give ports (bit p = port p) to job (> 0). LP_E_PERM if one belongs to another job; a port that
 * already belongs to job stays. Nothing is sent to the device. */
int lp_wss_assign(lp_wss_t *w, uint16_t job, uint32_t ports);

/* One partial reconfiguration for job: remove the connections (in, wl) of dels (their `out` is
 * ignored), then add adds, in one commit, then verify. Checks before anything is sent: ranges
 * (LP_E_ARG), ownership of every port touched, including the output a removed connection now uses
 * (LP_E_PERM), conflicts with the map as it will be after the removals (LP_E_BUSY), a removal of a
 * connection that does not exist (LP_E_NOTFOUND). On an error the device's committed map is what it
 * was (staged commands are aborted) unless the commit itself failed mid-way, which the read-back
 * reports. Unknown rows are re-read first (their read's error if that fails: nothing is sent). After a
 * COMMIT answered OK whose read-back failed, the read's error (the rows are unknown). */
int lp_wss_change(lp_wss_t *w, uint16_t job, const lp_xc_t *adds, size_t n_add, const lp_xc_t *dels,
                  size_t n_del);

/* lp_wss_change in steps: the same checks (before anything is sent; unknown rows are read first,
 * waiting), then the first command goes out and LP_WSS_PENDING is returned; lp_wss_step advances it
 * and returns lp_wss_change's result at its end. LP_OK or a check's error at once if nothing is sent. */
int lp_wss_change_start(lp_wss_t *w, uint16_t job, const lp_xc_t *adds, size_t n_add, const lp_xc_t *dels,
                        size_t n_del);

/* The stepped change's state without waiting: LP_WSS_PENDING while under way, then its result, also
 * when a blocking call of the driver completed it meanwhile. The result is the last stepped change's:
 * a second owner starts its change only while change_unread is 0 (the first owner has taken its
 * result) and nothing is under way (lp_mepc_poll). */
int lp_wss_change_result(lp_wss_t *w);

/* Remove every connection using a port of job (one commit) and unassign its ports. */
int lp_wss_release(lp_wss_t *w, uint16_t job);

/* Read every input port back from the device into the shadow; LP_E_VERIFY if the shadow differed, the
 * first read's error if a read failed (that row stays or becomes unknown, the others are still read). */
int lp_wss_audit(lp_wss_t *w);

/* Call from every loop that owns the driver, as often as it likes: at most one row is read per call.
 * An unknown row is re-read at once (one attempt; after a failure, again after timeout_ms); otherwise,
 * with cfg.audit_ms, the next row of the audit is read when due. A device that may hold staged
 * commands is sent ABORT first. LP_OK, LP_E_VERIFY if the row read differed from the shadow (the shadow
 * now has the device's row), or the read's error. Non-blocking (lp_wss_set_nonblocking): LP_OK while the
 * read is under way, its result at the call that ends it. */
int lp_wss_poll(lp_wss_t *w);

/* Rows (bit = input port) whose shadow is an estimate (see above). */
uint32_t lp_wss_unknown(const lp_wss_t *w);

/* The shadow's output for (in, wl): a port, or LP_WSS_NONE. */
uint8_t lp_wss_out(const lp_wss_t *w, uint8_t in, uint8_t wl);

/* For callers that hold the driver by pointer only (the host library's bindings, the SDN agent). */
size_t lp_wss_sizeof(void);
const lp_wss_stats_t *lp_wss_stats(const lp_wss_t *w);
uint16_t lp_wss_owner(const lp_wss_t *w, uint8_t port); /* LP_WSS_JOB_FREE for an unknown port */

#endif
