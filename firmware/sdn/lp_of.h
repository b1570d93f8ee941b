/* OpenFlow 1.3 wire codec for the SDN agent (docs/sdn.md).
 *
 * Big-endian wire format of the OpenFlow Switch Specification 1.3 (wire version 0x04), for the subset
 * an optical cross-connect agent needs: HELLO (version bitmap), ERROR, ECHO, FEATURES, GET/SET_CONFIG,
 * BARRIER, ROLE, MULTIPART (DESC, PORT_DESC, FLOW, AGGREGATE), FLOW_MOD and PORT_STATUS, in both
 * directions (the agent decodes requests and encodes replies; the tests and a controller-side tool do
 * the reverse with the same code).
 *
 * Decoding is strict: every length field is checked against the bytes that hold it, every sub-structure
 * (match, OXM, instruction, action, hello element, port, flow-stats entry) against its parent, and a
 * message is refused whole with the OpenFlow error type and code the agent puts in its ERROR reply.
 * Nothing points outside the message; pointers in a decoded message (echo data, error data, multipart
 * bodies) point into the caller's buffer. Portable C11, no allocation, no libc.
 *
 * Wavelength: the match carries the WSS channel index in an experimenter OXM field (class 0xFFFF,
 * experimenter LP_OF_EXPERIMENTER_ID, field LP_OF_OXM_WL, 2-byte value, no mask). docs/sdn.md says why.
 */
#ifndef LP_OF_H
#define LP_OF_H

#include <stddef.h>
#include <stdint.h>

#define LP_OF_VERSION 0x04u /* OpenFlow 1.3 */
#define LP_OF_HDR_LEN 8u
#define LP_OF_ERR_DATA_MAX 64u /* bytes of the offending message an ERROR carries */

/* Experimenter id of the Lightpath OXM field: 0x00 then the OUI-shaped 02:4C:50 ("LP"), whose
 * locally-administered bit keeps it out of the IEEE-assigned OUI space (no vendor collision). */
#define LP_OF_EXPERIMENTER_ID 0x00024C50u
#define LP_OF_OXM_WL 1u /* experimenter OXM field number of the wavelength channel */

/* message types (ofp_type) */
enum {
    LP_OFPT_HELLO = 0,
    LP_OFPT_ERROR = 1,
    LP_OFPT_ECHO_REQUEST = 2,
    LP_OFPT_ECHO_REPLY = 3,
    LP_OFPT_EXPERIMENTER = 4,
    LP_OFPT_FEATURES_REQUEST = 5,
    LP_OFPT_FEATURES_REPLY = 6,
    LP_OFPT_GET_CONFIG_REQUEST = 7,
    LP_OFPT_GET_CONFIG_REPLY = 8,
    LP_OFPT_SET_CONFIG = 9,
    LP_OFPT_PACKET_IN = 10,
    LP_OFPT_FLOW_REMOVED = 11,
    LP_OFPT_PORT_STATUS = 12,
    LP_OFPT_PACKET_OUT = 13,
    LP_OFPT_FLOW_MOD = 14,
    LP_OFPT_GROUP_MOD = 15,
    LP_OFPT_PORT_MOD = 16,
    LP_OFPT_TABLE_MOD = 17,
    LP_OFPT_MULTIPART_REQUEST = 18,
    LP_OFPT_MULTIPART_REPLY = 19,
    LP_OFPT_BARRIER_REQUEST = 20,
    LP_OFPT_BARRIER_REPLY = 21,
    LP_OFPT_QUEUE_GET_CONFIG_REQUEST = 22,
    LP_OFPT_QUEUE_GET_CONFIG_REPLY = 23,
    LP_OFPT_ROLE_REQUEST = 24,
    LP_OFPT_ROLE_REPLY = 25,
    LP_OFPT_GET_ASYNC_REQUEST = 26,
    LP_OFPT_GET_ASYNC_REPLY = 27,
    LP_OFPT_SET_ASYNC = 28,
    LP_OFPT_METER_MOD = 29,
};

/* error types and the codes the agent uses */
enum {
    LP_OFPET_HELLO_FAILED = 0,
    LP_OFPET_BAD_REQUEST = 1,
    LP_OFPET_BAD_ACTION = 2,
    LP_OFPET_BAD_INSTRUCTION = 3,
    LP_OFPET_BAD_MATCH = 4,
    LP_OFPET_FLOW_MOD_FAILED = 5,
    LP_OFPET_SWITCH_CONFIG_FAILED = 10,
    LP_OFPET_ROLE_REQUEST_FAILED = 11,
    LP_OFPET_EXPERIMENTER = 0xFFFF,
};
enum { LP_OFPHFC_INCOMPATIBLE = 0, LP_OFPHFC_EPERM = 1 };
enum {
    LP_OFPBRC_BAD_VERSION = 0,
    LP_OFPBRC_BAD_TYPE = 1,
    LP_OFPBRC_BAD_MULTIPART = 2,
    LP_OFPBRC_BAD_EXPERIMENTER = 3,
    LP_OFPBRC_BAD_EXP_TYPE = 4,
    LP_OFPBRC_EPERM = 5,
    LP_OFPBRC_BAD_LEN = 6,
    LP_OFPBRC_BUFFER_UNKNOWN = 8,
    LP_OFPBRC_IS_SLAVE = 10,
};
enum {
    LP_OFPBAC_BAD_TYPE = 0,
    LP_OFPBAC_BAD_LEN = 1,
    LP_OFPBAC_BAD_EXPERIMENTER = 2,
    LP_OFPBAC_BAD_OUT_PORT = 4,
    LP_OFPBAC_EPERM = 6,
    LP_OFPBAC_TOO_MANY = 7,
};
enum {
    LP_OFPBIC_UNKNOWN_INST = 0,
    LP_OFPBIC_UNSUP_INST = 1,
    LP_OFPBIC_BAD_EXPERIMENTER = 5,
    LP_OFPBIC_BAD_LEN = 7,
};
enum {
    LP_OFPBMC_BAD_TYPE = 0,
    LP_OFPBMC_BAD_LEN = 1,
    LP_OFPBMC_BAD_WILDCARDS = 5,
    LP_OFPBMC_BAD_FIELD = 6,
    LP_OFPBMC_BAD_VALUE = 7,
    LP_OFPBMC_BAD_MASK = 8,
    LP_OFPBMC_DUP_FIELD = 10,
    LP_OFPBMC_EPERM = 11,
};
enum {
    LP_OFPFMFC_UNKNOWN = 0,
    LP_OFPFMFC_OVERLAP = 3,
    LP_OFPFMFC_EPERM = 4,
    LP_OFPFMFC_BAD_TIMEOUT = 5,
    LP_OFPFMFC_BAD_COMMAND = 6,
    LP_OFPFMFC_BAD_FLAGS = 7,
    LP_OFPFMFC_BAD_TABLE_ID = 2,
};
enum { LP_OFPSCFC_BAD_FLAGS = 0 };
enum { LP_OFPRRFC_STALE = 0, LP_OFPRRFC_BAD_ROLE = 2 };

/* flow-mod commands and flags */
enum {
    LP_OFPFC_ADD = 0,
    LP_OFPFC_MODIFY = 1,
    LP_OFPFC_MODIFY_STRICT = 2,
    LP_OFPFC_DELETE = 3,
    LP_OFPFC_DELETE_STRICT = 4,
};
enum {
    LP_OFPFF_SEND_FLOW_REM = 1u << 0,
    LP_OFPFF_CHECK_OVERLAP = 1u << 1,
    LP_OFPFF_RESET_COUNTS = 1u << 2,
    LP_OFPFF_NO_PKT_COUNTS = 1u << 3,
    LP_OFPFF_NO_BYT_COUNTS = 1u << 4,
};

/* multipart types and flags */
enum {
    LP_OFPMP_DESC = 0,
    LP_OFPMP_FLOW = 1,
    LP_OFPMP_AGGREGATE = 2,
    LP_OFPMP_PORT_DESC = 13,
    LP_OFPMP_EXPERIMENTER = 0xFFFF,
};
enum { LP_OFPMPF_MORE = 1u }; /* REQ_MORE in requests, REPLY_MORE in replies */

/* ports, tables, groups, buffers */
#define LP_OFPP_MAX 0xFFFFFF00u /* the last physical port number; above: reserved ports */
#define LP_OFPP_CONTROLLER 0xFFFFFFFDu
#define LP_OFPP_ANY 0xFFFFFFFFu
#define LP_OFPG_ANY 0xFFFFFFFFu
#define LP_OFPTT_ALL 0xFFu
#define LP_OFP_NO_BUFFER 0xFFFFFFFFu
#define LP_OFPCML_NO_BUFFER 0xFFFFu

enum {
    LP_OFPPC_PORT_DOWN = 1u << 0,
    LP_OFPPC_NO_RECV = 1u << 2,
    LP_OFPPC_NO_FWD = 1u << 5,
    LP_OFPPC_NO_PACKET_IN = 1u << 6,
};
enum { LP_OFPPS_LINK_DOWN = 1u << 0, LP_OFPPS_BLOCKED = 1u << 1, LP_OFPPS_LIVE = 1u << 2 };
enum { LP_OFPPF_OTHER = 1u << 10, LP_OFPPF_FIBER = 1u << 12 };
enum { LP_OFPPR_ADD = 0, LP_OFPPR_DELETE = 1, LP_OFPPR_MODIFY = 2 };
enum { LP_OFPC_FLOW_STATS = 1u << 0 };
enum { LP_OFPC_FRAG_MASK = 3u };
enum { LP_OFPCR_ROLE_NOCHANGE = 0, LP_OFPCR_ROLE_EQUAL = 1, LP_OFPCR_ROLE_MASTER = 2, LP_OFPCR_ROLE_SLAVE = 3 };

/* fixed sizes */
#define LP_OF_PORT_LEN 64u
#define LP_OF_DESC_LEN 1056u
#define LP_OF_DESC_STR 256u
#define LP_OF_SERIAL_STR 32u
#define LP_OF_MP_HDR_LEN 16u
#define LP_OF_FLOW_MOD_MIN 56u /* fixed part (48) + an empty match (8) */

/* Lightpath experimenter messages (OFPT_EXPERIMENTER, experimenter LP_OF_EXPERIMENTER_ID): the
 * aggregation jobs of the arbiter's engine (docs/sdn.md, "Aggregation jobs"). Each request has its
 * reply type; the body after the 16-byte experimenter header has one fixed length per exp_type. */
#define LP_OF_EXP_HDR_LEN 16u
enum {
    LP_OF_EXP_AGG_REGISTER = 1,
    LP_OF_EXP_AGG_REGISTER_REPLY = 2,
    LP_OF_EXP_AGG_UNREGISTER = 3,
    LP_OF_EXP_AGG_UNREGISTER_REPLY = 4,
    LP_OF_EXP_AGG_STATUS_REQUEST = 5,
    LP_OF_EXP_AGG_STATUS_REPLY = 6,
};
#define LP_OF_AGG_REGISTER_LEN 32u /* body lengths */
#define LP_OF_AGG_JOB_LEN 8u       /* REGISTER_REPLY, UNREGISTER(_REPLY), STATUS_REQUEST */
#define LP_OF_AGG_COUNTERS 18u
#define LP_OF_AGG_STATUS_LEN (8u + 4u * LP_OF_AGG_COUNTERS)

typedef struct {
    uint8_t version, type;
    uint16_t length;
    uint32_t xid;
} lp_of_hdr_t;

/* Why a message is refused: the OpenFlow error type and code for the ERROR reply. */
typedef struct {
    uint16_t type, code;
} lp_of_err_t;

/* The match fields an OCS understands: in_port and the wavelength channel, each optional. */
typedef struct {
    uint8_t has_in_port, has_wl;
    uint32_t in_port;
    uint16_t wl;
} lp_of_match_t;

typedef struct {
    uint64_t cookie, cookie_mask;
    uint8_t table_id, command;
    uint16_t idle_timeout, hard_timeout, priority, flags;
    uint32_t buffer_id, out_port, out_group;
    lp_of_match_t match;
    uint8_t n_out; /* OUTPUT actions (decode refuses more than one) */
    uint32_t out;  /* the OUTPUT action's port */
} lp_of_flow_mod_t;

typedef struct {
    uint32_t port_no;
    uint8_t hw_addr[6];
    char name[16]; /* NUL-padded; decode guarantees a NUL in the last byte */
    uint32_t config, state, curr, advertised, supported, peer, curr_speed, max_speed;
} lp_of_port_t;

/* body of a FLOW / AGGREGATE multipart request */
typedef struct {
    uint8_t table_id;
    uint32_t out_port, out_group;
    uint64_t cookie, cookie_mask;
    lp_of_match_t match;
} lp_of_flow_req_t;

/* one ofp_flow_stats entry of a FLOW multipart reply */
typedef struct {
    uint8_t table_id;
    uint32_t duration_sec, duration_nsec;
    uint16_t priority, idle_timeout, hard_timeout, flags;
    uint64_t cookie, packet_count, byte_count;
    lp_of_match_t match;
    uint8_t n_out;
    uint32_t out;
} lp_of_flow_stats_t;

typedef struct {
    uint64_t packet_count, byte_count;
    uint32_t flow_count;
} lp_of_aggregate_t;

/* ofp_desc: the strings are NUL-terminated copies (decode cuts at the field's length). */
typedef struct {
    char mfr[LP_OF_DESC_STR], hw[LP_OF_DESC_STR], sw[LP_OF_DESC_STR], serial[LP_OF_SERIAL_STR], dp[LP_OF_DESC_STR];
} lp_of_desc_t;

/* An aggregation job message (every exp_type): the fields its body carries, the others 0. */
typedef struct {
    uint8_t job;              /* every type */
    uint8_t entry;            /* REGISTER_REPLY, STATUS_REPLY: the arbiter's table entry */
    uint8_t win_en, retries;  /* REGISTER: the engine's settings (lp_agg_engine_cfg_t) */
    uint32_t timeout, drain, preempt;
    uint64_t workers;         /* REGISTER: worker bitmap */
    uint64_t mac;             /* REGISTER: the engine's source MAC (48 bits) */
    /* STATUS_REPLY: AGG_STATUS (req, busy: bit = entry) and the counters, in lp_agg_arb_status_t's order
     * (contrib, dup, unreg, bad, busy_refused, count, result, sat, nack, expired, fail, oow, win_open,
     * win_close, req_unreg, req_bad, unlearned, preempts) */
    uint8_t win_job, state, req, busy, slots_used;
    uint32_t cnt[LP_OF_AGG_COUNTERS];
} lp_of_agg_t;

/* A decoded message. Which member of u is valid depends on h.type; types the codec does not parse
 * (PACKET_OUT, GROUP_MOD, ...) decode to their header only, with u.raw the body. */
typedef struct {
    lp_of_hdr_t h;
    union {
        struct {
            uint8_t has_bitmap;
            uint32_t bitmap; /* versions 0..31 (bit n = wire version n) */
        } hello;
        struct {
            const uint8_t *data;
            size_t len;
        } echo, raw;
        struct {
            uint16_t type, code; /* for LP_OFPET_EXPERIMENTER: code = exp_type */
            uint32_t experimenter;
            const uint8_t *data;
            size_t len;
        } error;
        struct {
            uint64_t datapath_id;
            uint32_t n_buffers;
            uint8_t n_tables, auxiliary_id;
            uint32_t capabilities;
        } features;
        struct {
            uint16_t flags, miss_send_len;
        } config;
        struct {
            uint32_t role;
            uint64_t generation_id;
        } role;
        lp_of_flow_mod_t flow_mod;
        struct {
            uint16_t type, flags;
            lp_of_flow_req_t flow; /* FLOW / AGGREGATE requests */
            const uint8_t *body;   /* everything after the multipart header */
            size_t body_len;
        } mp;
        struct {
            uint8_t reason;
            lp_of_port_t port;
        } port_status;
        struct {
            uint32_t experimenter, exp_type; /* always LP_OF_EXPERIMENTER_ID and a known exp_type */
            lp_of_agg_t agg;
        } exp;
    } u;
} lp_of_msg_t;

/* The header of b[0..n), n >= 8 (no check of its fields). 0, or -1 if n < 8. */
int lp_of_peek(const uint8_t *b, size_t n, lp_of_hdr_t *h);

/* Decode one whole message b[0..n). 0 on success; -1 with *e the error to reply with. The header's
 * length must equal n and its version be 0x04 (HELLO: any version). Multipart bodies of DESC,
 * PORT_DESC, FLOW and AGGREGATE (requests and replies) are checked whole; other multipart types keep
 * their body unparsed. */
int lp_of_decode(const uint8_t *b, size_t n, lp_of_msg_t *m, lp_of_err_t *e);
/* EXPERIMENTER messages: only Lightpath's are accepted. No experimenter field, or another id:
 * BAD_REQUEST / BAD_EXPERIMENTER; an exp_type not listed above: BAD_EXP_TYPE; a body of another length
 * than its exp_type's: BAD_LEN. The body's values (job 0, bitmap, settings) are the handler's to check. */

/* Walk a validated multipart reply body: each call takes the next entry. 1 with the entry, 0 at the
 * end, -1 on a malformed entry (cannot happen on a body lp_of_decode accepted). */
int lp_of_next_port(const uint8_t **p, size_t *n, lp_of_port_t *port);
int lp_of_next_flow_stats(const uint8_t **p, size_t *n, lp_of_flow_stats_t *fs);
int lp_of_parse_desc(const uint8_t *body, size_t n, lp_of_desc_t *d);
int lp_of_parse_aggregate(const uint8_t *body, size_t n, lp_of_aggregate_t *a);

/* ---- encoding: a bounded writer; every put is dropped once the buffer is full (ovf set) ---- */
typedef struct {
    uint8_t *p;
    size_t cap, len;
    int ovf;
} lp_of_w_t;

void lp_of_w_init(lp_of_w_t *w, uint8_t *p, size_t cap);
void lp_of_put8(lp_of_w_t *w, uint8_t v);
void lp_of_put16(lp_of_w_t *w, uint16_t v);
void lp_of_put32(lp_of_w_t *w, uint32_t v);
void lp_of_put64(lp_of_w_t *w, uint64_t v);
void lp_of_put_bytes(lp_of_w_t *w, const uint8_t *b, size_t n);
void lp_of_put_zero(lp_of_w_t *w, size_t n);
void lp_of_put_str(lp_of_w_t *w, const char *s, size_t field); /* NUL-padded to field, cut to field - 1 */
/* Start a message: the header with a length filled in by lp_of_end. */
void lp_of_begin(lp_of_w_t *w, uint8_t type, uint32_t xid);
/* Finish: patch the header's length. Returns the length, or -1 if it did not fit (or > 65535). */
int lp_of_end(lp_of_w_t *w);
/* Pieces of bodies (appended at the writer's position). */
void lp_of_put_match(lp_of_w_t *w, const lp_of_match_t *m);
void lp_of_put_output(lp_of_w_t *w, uint32_t port); /* one APPLY_ACTIONS instruction with one OUTPUT */
void lp_of_put_port(lp_of_w_t *w, const lp_of_port_t *port);
void lp_of_put_flow_stats(lp_of_w_t *w, const lp_of_flow_stats_t *fs);
void lp_of_mp_begin(lp_of_w_t *w, uint8_t type, uint32_t xid, uint16_t mp_type, uint16_t flags);

/* Whole messages into b[0..cap): the length, or -1 if it does not fit. */
int lp_of_enc_hello(uint8_t *b, size_t cap, uint32_t xid, uint32_t bitmap); /* bitmap 0: no element */
/* a header-only message: FEATURES_REQUEST, BARRIER_REQUEST / REPLY, GET_CONFIG_REQUEST */
int lp_of_enc_empty(uint8_t *b, size_t cap, uint8_t type, uint32_t xid);
int lp_of_enc_echo(uint8_t *b, size_t cap, uint8_t type, uint32_t xid, const uint8_t *data, size_t n);
/* ERROR with the first LP_OF_ERR_DATA_MAX bytes of data (the offending message). */
int lp_of_enc_error(uint8_t *b, size_t cap, uint32_t xid, uint16_t type, uint16_t code, const uint8_t *data, size_t n);
/* ERROR of type EXPERIMENTER: exp_type and experimenter id, then data as above. */
int lp_of_enc_error_exp(uint8_t *b, size_t cap, uint32_t xid, uint16_t exp_type, uint32_t experimenter,
                        const uint8_t *data, size_t n);
int lp_of_enc_features_reply(uint8_t *b, size_t cap, uint32_t xid, uint64_t dpid, uint32_t n_buffers, uint8_t n_tables,
                             uint32_t capabilities);
int lp_of_enc_config(uint8_t *b, size_t cap, uint8_t type, uint32_t xid, uint16_t flags, uint16_t miss_send_len);
int lp_of_enc_role(uint8_t *b, size_t cap, uint8_t type, uint32_t xid, uint32_t role, uint64_t generation_id);
int lp_of_enc_flow_mod(uint8_t *b, size_t cap, uint32_t xid, const lp_of_flow_mod_t *f);
int lp_of_enc_port_status(uint8_t *b, size_t cap, uint32_t xid, uint8_t reason, const lp_of_port_t *port);
/* MULTIPART_REQUEST with an empty body (DESC, PORT_DESC), or with a flow-request body (FLOW, AGGREGATE). */
int lp_of_enc_mp_request(uint8_t *b, size_t cap, uint32_t xid, uint16_t mp_type, const lp_of_flow_req_t *fr);
int lp_of_enc_desc_reply(uint8_t *b, size_t cap, uint32_t xid, const lp_of_desc_t *d);
int lp_of_enc_aggregate_reply(uint8_t *b, size_t cap, uint32_t xid, const lp_of_aggregate_t *a);
/* A Lightpath aggregation message of exp_type (LP_OF_EXP_AGG_*) with the fields of a that it carries;
 * -1 for another exp_type. */
int lp_of_enc_agg(uint8_t *b, size_t cap, uint32_t xid, uint32_t exp_type, const lp_of_agg_t *a);

#endif
