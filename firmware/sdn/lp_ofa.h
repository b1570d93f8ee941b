/* OpenFlow 1.3 agent core for the WSS / OCS cross-connect (docs/sdn.md, "Theory of operation").
 *
 * Transport-agnostic: the transport hands the agent bytes (lp_ofa_input: a stream, any fragmentation,
 * e.g. TCP) or whole messages (lp_ofa_input_msg: one message per frame, e.g. the UART framing), and
 * the agent writes every message it sends through one callback. Time comes from lp_hal_now_us.
 *
 * The agent acts for one job: the ports in cfg.ports are assigned to cfg.job on the driver at
 * lp_ofa_init, and every flow-mod becomes at most one lp_wss_change for that job (one commit), so the
 * driver's isolation and its "nothing changes on an error" guarantee hold for everything a controller
 * asks. A flow-mod "in_port P, wavelength W -> output Q" is the cross-connect (P - 1, W, Q - 1): OpenFlow
 * port numbers are the WSS's ports + 1, and a match without the wavelength field means channel 0.
 *
 * Messages are handled in arrival order, each completely (a flow-mod waits for the device's commit and
 * read-back) before the next, so a BARRIER_REPLY follows everything that came before it. With a
 * non-blocking driver the agent never waits for the device: while a WSS operation is under way (its
 * own flow-mod's change, the MEPC keeper's, a read) every message but an echo is held, in order, and
 * handled by lp_ofa_poll once the device is free (docs/sdn.md, "Held messages"). After every
 * flow-mod, and in lp_ofa_poll, the agent compares the driver's shadow with what it last reported and
 * sends a PORT_STATUS (MODIFY) for every port of the job whose circuits changed. Only the job's own
 * circuits (both ends its ports) are ever shown: in flow stats, port states and port status. */
#ifndef LP_OFA_H
#define LP_OFA_H

#include <stddef.h>
#include <stdint.h>

#include "lp_of.h"
#include "lp_wss.h"

#define LP_OFA_MSG_MAX 2048u /* longest message accepted; a longer one: ERROR BAD_LEN and skipped */
#define LP_OFA_TX_MAX 2304u  /* longest message sent (an echo reply of LP_OFA_MSG_MAX fits) */
/* messages held while the WSS is busy, each with a 2-byte length: the longest message fits; when the
 * hold is full the agent handles what it holds, waiting for the device as a blocking agent does */
#define LP_OFA_HOLD_MAX (LP_OFA_MSG_MAX + 2u)

/* Send one whole message; return n (or >= 0) on success, < 0 if the transport failed. */
typedef int (*lp_ofa_send_fn)(void *ctx, const uint8_t *msg, size_t n);
/* Optional log line (no newline) for the host program; NULL on bare metal. */
typedef void (*lp_ofa_log_fn)(void *ctx, const char *line);
/* Optional handler of the aggregation-job messages (docs/sdn.md, "Aggregation jobs"): exp_type is
 * LP_OF_EXP_AGG_REGISTER, _UNREGISTER or _STATUS_REQUEST, req the decoded body (its job already
 * checked against the configuration's range); rep (zeroed) gets the reply's fields (entry, status).
 * LP_OK, or an LP_E_* status that the agent answers as an ERROR (lp_ofa_agg_error). */
typedef int (*lp_ofa_agg_fn)(void *ctx, uint32_t exp_type, const lp_of_agg_t *req, lp_of_agg_t *rep);

typedef struct {
    uint16_t job;              /* the job the controller acts for (> 0) */
    uint32_t ports;            /* WSS ports given to the job at init (bit p = port p) */
    uint64_t dpid;             /* datapath id */
    uint32_t echo_idle_ms;     /* send ECHO_REQUEST after this long without a message (0: never) */
    uint8_t echo_miss_max;     /* the peer is dead after this many unanswered ECHO_REQUESTs (>= 1) */
    uint32_t hello_timeout_ms; /* the peer is dead if its HELLO does not come within this (0: never) */
    const char *hw_desc;       /* DESC strings (NULL: defaults) */
    const char *serial;
    const char *dp_desc;
    lp_ofa_log_fn log;
    void *log_ctx;
    /* aggregation jobs: NULL agg refuses every experimenter message (BAD_EXPERIMENTER); otherwise the
     * controller may name jobs agg_job_min..agg_job_max only (1 <= min <= max), others: BAD_REQUEST / EPERM */
    lp_ofa_agg_fn agg;
    void *agg_ctx;
    uint8_t agg_job_min, agg_job_max;
} lp_ofa_cfg_t;

enum {
    LP_OFA_IDLE = 0,  /* no transport */
    LP_OFA_HELLO = 1, /* our HELLO sent, waiting for the peer's */
    LP_OFA_UP = 2,    /* version negotiated */
    LP_OFA_DEAD = 3,  /* the peer stopped answering or the negotiation failed: close / restart */
};

typedef struct {
    uint32_t rx_msgs, tx_msgs, tx_fail, errors_sent;
    uint32_t flow_mods, flow_mods_ok, port_status;
    uint32_t echo_sent, echo_rx_replies, dead;
    uint32_t oversize, bad_len, hello_failed, errors_rx;
    uint32_t held;         /* messages held while the WSS was busy (handled later, in order) */
    uint32_t hold_full;    /* times the hold was full and the agent waited for the device */
    uint32_t hold_dropped; /* held messages of a session that ended before they were handled */
    uint32_t agg_reqs, agg_ok; /* aggregation requests handed to cfg.agg, and those it carried out */
} lp_ofa_stats_t;

typedef struct {
    lp_wss_t *wss;
    lp_ofa_cfg_t cfg;
    lp_ofa_send_fn send;
    void *send_ctx;
    int state;
    /* stream reassembly */
    uint8_t rx[LP_OFA_MSG_MAX];
    size_t rx_len;
    size_t skip; /* bytes of an oversize message still to drop */
    uint8_t tx[LP_OFA_TX_MAX];
    /* the map as last reported through PORT_STATUS */
    uint8_t seen[LP_WSS_MAX_PORTS][LP_WSS_MAX_WL];
    /* one flow-mod's change (a wildcard delete can name every circuit) */
    lp_xc_t dels[LP_WSS_MAX_PORTS * LP_WSS_MAX_WL];
    lp_xc_t adds[LP_WSS_MAX_WL];
    /* session */
    uint64_t last_rx_us, last_echo_us, hello_us;
    uint8_t echo_out;
    uint32_t xid;
    uint16_t cfg_flags, miss_send_len;
    uint32_t role;
    uint64_t generation_id;
    int generation_valid;
    int io_error;
    /* a flow-mod whose WSS change is under way (a driver set non-blocking): its reply comes at the end */
    struct {
        uint8_t on;
        uint8_t n;        /* bytes of msg kept for an ERROR */
        uint16_t nd, na;
        uint32_t xid;
        lp_of_flow_mod_t f;
        uint8_t msg[LP_OF_ERR_DATA_MAX];
    } pend;
    /* messages held while the WSS is busy: [length hi, lo, message] ... in arrival order */
    struct {
        uint8_t b[LP_OFA_HOLD_MAX];
        uint16_t len; /* bytes used */
    } hold;
    lp_ofa_stats_t st;
} lp_ofa_t;

/* Bind the agent to an open driver, assign cfg.ports to cfg.job (LP_E_PERM if one belongs to another
 * job, LP_E_ARG on a bad configuration, e.g. cfg.agg with an empty job range). The agent starts IDLE. */
int lp_ofa_init(lp_ofa_t *a, lp_wss_t *w, const lp_ofa_cfg_t *cfg, lp_ofa_send_fn send, void *send_ctx);

/* A transport is up (TCP connected, or the UART (re)starting): reset the session, send HELLO. */
int lp_ofa_start(lp_ofa_t *a);

/* Stream input, any fragmentation. LP_OK; LP_E_PROTO when the connection must be closed (a length
 * field below 8, a failed version negotiation); LP_E_IO when sending failed. */
int lp_ofa_input(lp_ofa_t *a, const uint8_t *b, size_t n);

/* One whole message (a frame of a datagram transport). Never asks for a close because of framing: a
 * length field that disagrees with n is answered with ERROR BAD_LEN. A serial line has no connection
 * boundary, so every HELLO received here starts a new session and is answered by one HELLO; other
 * messages are dropped while no session is up. Same return values as lp_ofa_input otherwise. */
int lp_ofa_input_msg(lp_ofa_t *a, const uint8_t *msg, size_t n);

/* A frame too long to be kept: ERROR BAD_REQUEST / BAD_LEN with its first bytes (head, at most 64); before
 * the peer's HELLO, HELLO_FAILED and LP_E_PROTO (close); with no session, dropped (counted). */
int lp_ofa_reject_oversize(lp_ofa_t *a, const uint8_t *head, size_t n);

/* The held messages once the device is free, keepalive, the driver's lp_wss_poll (unknown rows
 * re-read, the audit) and port-status sync; call it often (every few ms to a few hundred ms). LP_OK, or LP_E_TIMEOUT once the peer is dead (HELLO
 * timeout, echo replies missed), LP_E_IO on a send failure. */
int lp_ofa_poll(lp_ofa_t *a);

/* The transport went away. */
void lp_ofa_stop(lp_ofa_t *a);

int lp_ofa_state(const lp_ofa_t *a);
const lp_ofa_stats_t *lp_ofa_stats(const lp_ofa_t *a);
size_t lp_ofa_sizeof(void);

/* The OpenFlow error an lp_wss_change status becomes (docs/sdn.md, error mapping): standard types
 * for refusals, OFPET_EXPERIMENTER (code = -status, experimenter LP_OF_EXPERIMENTER_ID) for device
 * failures. */
lp_of_err_t lp_ofa_wss_error(int status);

/* The ERROR an aggregation handler's status becomes: OFPET_EXPERIMENTER, code = -status, experimenter
 * LP_OF_EXPERIMENTER_ID (docs/sdn.md, "Aggregation jobs": LP_E_BUSY already registered, LP_E_NOTFOUND
 * not registered, LP_E_ARG a bad value, LP_E_NOSPACE table full, ...). */
lp_of_err_t lp_ofa_agg_error(int status);

#endif
