/* OpenFlow 1.3 agent core (lp_ofa.h): session, reassembly, flow-mods onto the WSS driver, port status,
 * keepalive. */
#include "lp_ofa.h"

#include <string.h>

#include "lp_str.h"

_Static_assert(LP_OF_MP_HDR_LEN + LP_WSS_MAX_PORTS * LP_OF_PORT_LEN <= LP_OFA_TX_MAX,
               "a PORT_DESC reply of the largest device fits one message");
_Static_assert(LP_OFA_TX_MAX >= LP_OFA_MSG_MAX + 16u, "an echo reply of the longest message fits");
_Static_assert(LP_OFA_MSG_MAX <= 0xFFFFu && LP_OFA_MSG_MAX >= LP_OF_ERR_DATA_MAX, "message size");

#define FLOW_STATS_MAX_LEN 96u /* one entry: 48 + match (in_port, wavelength) 24 + instructions 24 */
#define ALL_ONES 0xFFFFFFFFFFFFFFFFull /* counters an OCS does not have */

static void zero(void *d, size_t n)
{
    uint8_t *p = d;
    for (size_t i = 0; i < n; i++) p[i] = 0;
}

static uint16_t be16(const uint8_t *p)
{
    return (uint16_t)((unsigned)p[0] << 8 | p[1]);
}

static uint32_t be32(const uint8_t *p)
{
    return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
}

static uint32_t next_xid(lp_ofa_t *a)
{
    a->xid = a->xid == 0xFFFFFFFFu ? 1u : a->xid + 1u;
    return a->xid;
}

static void log_line(lp_ofa_t *a, lp_sb_t *b)
{
    if (a->cfg.log && lp_sb_done(b) >= 0) a->cfg.log(a->cfg.log_ctx, b->p);
}

static void log_str(lp_ofa_t *a, const char *line)
{
    if (a->cfg.log) a->cfg.log(a->cfg.log_ctx, line);
}

/* ------------------------------------------------------------------ sending */

static int tx(lp_ofa_t *a, int len)
{
    if (len < 0) { /* an encoding that does not fit: cannot happen with the static sizes above */
        a->st.tx_fail++;
        return LP_E_NOSPACE;
    }
    if (a->io_error) return LP_E_IO;
    if (a->send(a->send_ctx, a->tx, (size_t)len) < 0) {
        a->st.tx_fail++;
        a->io_error = 1;
        return LP_E_IO;
    }
    a->st.tx_msgs++;
    return LP_OK;
}

static int send_error(lp_ofa_t *a, uint32_t xid, lp_of_err_t e, const uint8_t *data, size_t n)
{
    a->st.errors_sent++;
    if (e.type == LP_OFPET_EXPERIMENTER)
        return tx(a, lp_of_enc_error_exp(a->tx, sizeof a->tx, xid, e.code, LP_OF_EXPERIMENTER_ID, data, n));
    return tx(a, lp_of_enc_error(a->tx, sizeof a->tx, xid, e.type, e.code, data, n));
}

static int send_hello_failed(lp_ofa_t *a, uint32_t xid, const char *why)
{
    a->st.hello_failed++;
    a->state = LP_OFA_DEAD;
    const lp_of_err_t e = {LP_OFPET_HELLO_FAILED, LP_OFPHFC_INCOMPATIBLE};
    (void)send_error(a, xid, e, (const uint8_t *)why, lp_strlen(why)); /* the data is text for HELLO_FAILED */
    char t[96];
    lp_sb_t b;
    lp_sb_init(&b, t, sizeof t);
    lp_sb_str(&b, "hello failed: ");
    lp_sb_str(&b, why);
    log_line(a, &b);
    return LP_E_PROTO;
}

lp_of_err_t lp_ofa_wss_error(int status)
{
    lp_of_err_t e = {LP_OFPET_FLOW_MOD_FAILED, LP_OFPFMFC_UNKNOWN};
    switch (status) {
    case LP_E_PERM:
        e.code = LP_OFPFMFC_EPERM;
        break;
    case LP_E_BUSY:
        e.code = LP_OFPFMFC_OVERLAP;
        break;
    case LP_E_ARG:
    case LP_E_NOTFOUND:
        break;
    default: /* the device or the line failed: the driver's own status, so the controller can tell */
        e.type = LP_OFPET_EXPERIMENTER;
        e.code = (uint16_t)(status < 0 ? -status : status);
        break;
    }
    return e;
}

lp_of_err_t lp_ofa_agg_error(int status)
{
    const lp_of_err_t e = {LP_OFPET_EXPERIMENTER, (uint16_t)(status < 0 ? -status : status)};
    return e;
}

/* ------------------------------------------------------------------ ports */

/* A circuit the job may see: both ends are its ports. Flow stats, port states and port status are
 * computed from these alone, so nothing of another job's circuits shows, not even through a port of the
 * job that another job's circuit lights. */
static int visible(const lp_ofa_t *a, uint8_t in, uint8_t out)
{
    return out != LP_WSS_NONE && lp_wss_owner(a->wss, in) == a->cfg.job && lp_wss_owner(a->wss, out) == a->cfg.job;
}

static int port_in_use(const lp_ofa_t *a, uint8_t p)
{
    const lp_wss_t *w = a->wss;
    for (uint8_t i = 0; i < w->ports; i++)
        for (uint8_t wl = 0; wl < w->wls; wl++) {
            uint8_t o = lp_wss_out(w, i, wl);
            if ((i == p || o == p) && visible(a, i, o)) return 1;
        }
    return 0;
}

/* The ofp_port of WSS port p (OpenFlow port p + 1). A port of the job is LIVE while a circuit of the
 * job uses it and LINK_DOWN otherwise; a port of another job (or none) is shown administratively down
 * and blocked, without revealing its circuits. */
static void port_desc(const lp_ofa_t *a, uint8_t p, lp_of_port_t *d)
{
    zero(d, sizeof *d);
    d->port_no = (uint32_t)p + 1u;
    const uint8_t hw[6] = {0x02, 0x4C, 0x50, (uint8_t)(a->cfg.dpid >> 8), (uint8_t)a->cfg.dpid, (uint8_t)(p + 1u)};
    for (unsigned i = 0; i < 6; i++) d->hw_addr[i] = hw[i];
    lp_sb_t b;
    lp_sb_init(&b, d->name, sizeof d->name);
    lp_sb_str(&b, "wss");
    lp_sb_u32(&b, d->port_no);
    int mine = lp_wss_owner(a->wss, p) == a->cfg.job;
    d->config = LP_OFPPC_NO_PACKET_IN;
    if (mine)
        d->state = port_in_use(a, p) ? LP_OFPPS_LIVE : LP_OFPPS_LINK_DOWN;
    else {
        d->config |= LP_OFPPC_PORT_DOWN | LP_OFPPC_NO_RECV | LP_OFPPC_NO_FWD;
        d->state = LP_OFPPS_LINK_DOWN | LP_OFPPS_BLOCKED;
    }
    d->curr = d->advertised = d->supported = LP_OFPPF_OTHER | LP_OFPPF_FIBER;
}

static void snapshot(lp_ofa_t *a)
{
    for (unsigned i = 0; i < LP_WSS_MAX_PORTS; i++)
        for (unsigned k = 0; k < LP_WSS_MAX_WL; k++)
            a->seen[i][k] = lp_wss_out(a->wss, (uint8_t)i, (uint8_t)k);
}

/* Compare the driver's shadow with what was last reported; PORT_STATUS for every changed port of the
 * job (the input and both outputs of every (in, wl) whose visible circuit changed). A row the driver
 * could not read back is left for later: it is reported once the driver knows it. */
static int sync_ports(lp_ofa_t *a)
{
    const lp_wss_t *w = a->wss;
    const uint32_t unknown = lp_wss_unknown(w);
    uint32_t changed = 0;
    for (uint8_t in = 0; in < w->ports; in++) {
        if (unknown >> in & 1u) continue;
        for (uint8_t wl = 0; wl < w->wls; wl++) {
            uint8_t now = lp_wss_out(w, in, wl), old = a->seen[in][wl];
            if (now == old) continue;
            a->seen[in][wl] = now;
            uint8_t vnow = visible(a, in, now) ? now : LP_WSS_NONE, vold = visible(a, in, old) ? old : LP_WSS_NONE;
            if (vnow == vold) continue;
            changed |= 1u << in;
            if (vold != LP_WSS_NONE) changed |= 1u << vold;
            if (vnow != LP_WSS_NONE) changed |= 1u << vnow;
        }
    }
    if (a->state != LP_OFA_UP) return LP_OK;
    for (uint8_t p = 0; p < w->ports; p++) {
        if (!(changed >> p & 1u) || lp_wss_owner(w, p) != a->cfg.job) continue;
        lp_of_port_t d;
        port_desc(a, p, &d);
        a->st.port_status++;
        int rc = tx(a, lp_of_enc_port_status(a->tx, sizeof a->tx, 0, LP_OFPPR_MODIFY, &d));
        if (rc) return rc;
    }
    return LP_OK;
}

/* ------------------------------------------------------------------ flow-mods */

static const char *const cmd_name[] = {"ADD", "MODIFY", "MODIFY_STRICT", "DELETE", "DELETE_STRICT"};

static void log_flow_mod(lp_ofa_t *a, const lp_of_flow_mod_t *f, size_t nd, size_t na, int rc, lp_of_err_t e)
{
    if (!a->cfg.log) return;
    char t[160];
    lp_sb_t b;
    lp_sb_init(&b, t, sizeof t);
    lp_sb_str(&b, "flow-mod ");
    lp_sb_str(&b, f->command <= LP_OFPFC_DELETE_STRICT ? cmd_name[f->command] : "?");
    if (f->match.has_in_port) {
        lp_sb_str(&b, " in_port ");
        lp_sb_u32(&b, f->match.in_port);
    }
    if (f->match.has_wl) {
        lp_sb_str(&b, " wl ");
        lp_sb_u32(&b, f->match.wl);
    }
    if (f->n_out) {
        lp_sb_str(&b, " -> ");
        lp_sb_u32(&b, f->out);
    }
    if (rc == 0 && e.type == 0 && e.code == 0) {
        lp_sb_str(&b, ": ok, ");
        lp_sb_u32(&b, (uint32_t)nd);
        lp_sb_str(&b, " removed, ");
        lp_sb_u32(&b, (uint32_t)na);
        lp_sb_str(&b, " added");
    } else {
        lp_sb_str(&b, ": ERROR type ");
        lp_sb_u32(&b, e.type);
        lp_sb_str(&b, " code ");
        lp_sb_u32(&b, e.code);
        if (rc) {
            lp_sb_str(&b, " (");
            lp_sb_str(&b, lp_strerror(rc));
            lp_sb_str(&b, ")");
        }
    }
    log_line(a, &b);
}

/* A flow-mod's WSS change ended with rc: the ports reported, the stats, the log, an ERROR on failure. */
static int flow_mod_done(lp_ofa_t *a, const lp_of_flow_mod_t *f, uint32_t xid, const uint8_t *msg, size_t n,
                         size_t nd, size_t na, int rc)
{
    int src = sync_ports(a); /* also after a failure: a failed verify changes the shadow */
    if (rc == LP_OK) {
        a->st.flow_mods_ok++;
        log_flow_mod(a, f, nd, na, rc, (lp_of_err_t){0, 0});
        return src;
    }
    lp_of_err_t e = lp_ofa_wss_error(rc);
    log_flow_mod(a, f, nd, na, rc, e);
    return send_error(a, xid, e, msg, n);
}

/* The pending flow-mod's change stepped (waiting for it if `wait`): LP_WSS_PENDING while it is under
 * way, else flow_mod_done's result. */
static int pend_step(lp_ofa_t *a, int wait)
{
    if (!a->pend.on) return LP_OK;
    int rc;
    while ((rc = lp_wss_change_result(a->wss)) == LP_WSS_PENDING && wait)
        (void)lp_wss_step(a->wss, 0xFFFFFFFFu);
    if (rc == LP_WSS_PENDING) return rc;
    a->pend.on = 0;
    return flow_mod_done(a, &a->pend.f, a->pend.xid, a->pend.msg, a->pend.n, a->pend.nd, a->pend.na, rc);
}

static int flow_mod(lp_ofa_t *a, const lp_of_flow_mod_t *f, uint32_t xid, const uint8_t *msg, size_t n)
{
    lp_wss_t *w = a->wss;
    const uint16_t job = a->cfg.job;
    const lp_of_match_t *mt = &f->match;
    lp_of_err_t e = {0, 0};
    size_t nd = 0, na = 0;
    int rc = LP_OK;
    a->st.flow_mods++;
#define REFUSE(t, c)      \
    do {                  \
        e.type = (t);     \
        e.code = (c);     \
        goto refuse;      \
    } while (0)
    const int del = f->command == LP_OFPFC_DELETE || f->command == LP_OFPFC_DELETE_STRICT;
    const int strict = f->command == LP_OFPFC_MODIFY_STRICT || f->command == LP_OFPFC_DELETE_STRICT;
    const uint16_t ok_flags =
        LP_OFPFF_CHECK_OVERLAP | LP_OFPFF_RESET_COUNTS | LP_OFPFF_NO_PKT_COUNTS | LP_OFPFF_NO_BYT_COUNTS;
    if (f->command > LP_OFPFC_DELETE_STRICT) REFUSE(LP_OFPET_FLOW_MOD_FAILED, LP_OFPFMFC_BAD_COMMAND);
    if (f->flags & ~ok_flags) REFUSE(LP_OFPET_FLOW_MOD_FAILED, LP_OFPFMFC_BAD_FLAGS); /* no FLOW_REMOVED */
    if (del ? (f->table_id != 0 && f->table_id != LP_OFPTT_ALL) : f->table_id != 0)
        REFUSE(LP_OFPET_FLOW_MOD_FAILED, LP_OFPFMFC_BAD_TABLE_ID);
    if (!del && (f->idle_timeout || f->hard_timeout)) REFUSE(LP_OFPET_FLOW_MOD_FAILED, LP_OFPFMFC_BAD_TIMEOUT);
    if (!del && f->buffer_id != LP_OFP_NO_BUFFER) REFUSE(LP_OFPET_BAD_REQUEST, LP_OFPBRC_BUFFER_UNKNOWN);
    /* cookies are not stored: a cookie-filtered modify or delete is refused rather than widened */
    if (f->command != LP_OFPFC_ADD && f->cookie_mask) REFUSE(LP_OFPET_FLOW_MOD_FAILED, LP_OFPFMFC_BAD_COMMAND);
    uint8_t in = LP_WSS_NONE, out = LP_WSS_NONE;
    if (mt->has_in_port) {
        if (mt->in_port == 0 || mt->in_port > w->ports) REFUSE(LP_OFPET_BAD_MATCH, LP_OFPBMC_BAD_VALUE);
        in = (uint8_t)(mt->in_port - 1u);
        if (lp_wss_owner(w, in) != job) REFUSE(LP_OFPET_BAD_MATCH, LP_OFPBMC_EPERM);
    } else if (!del) {
        REFUSE(LP_OFPET_BAD_MATCH, LP_OFPBMC_BAD_WILDCARDS); /* an add or modify names its input */
    }
    if (mt->has_wl && mt->wl >= w->wls) REFUSE(LP_OFPET_BAD_MATCH, LP_OFPBMC_BAD_VALUE);
    const uint8_t wl0 = mt->has_wl ? (uint8_t)mt->wl : 0;
    if (!del) {
        if (!f->n_out) REFUSE(LP_OFPET_BAD_INSTRUCTION, LP_OFPBIC_UNSUP_INST); /* no drop rules */
        if (f->out == 0 || f->out > w->ports) REFUSE(LP_OFPET_BAD_ACTION, LP_OFPBAC_BAD_OUT_PORT);
        out = (uint8_t)(f->out - 1u);
        if (lp_wss_owner(w, out) != job) REFUSE(LP_OFPET_BAD_ACTION, LP_OFPBAC_EPERM);
        if (out == in) REFUSE(LP_OFPET_BAD_ACTION, LP_OFPBAC_BAD_OUT_PORT);
    }
    switch (f->command) {
    case LP_OFPFC_ADD: { /* an identical match replaces the entry (one commit), unless CHECK_OVERLAP */
        uint8_t cur = lp_wss_out(w, in, wl0);
        if (cur == out) break;
        if (cur != LP_WSS_NONE) {
            if (f->flags & LP_OFPFF_CHECK_OVERLAP) REFUSE(LP_OFPET_FLOW_MOD_FAILED, LP_OFPFMFC_OVERLAP);
            a->dels[nd++] = (lp_xc_t){in, wl0, LP_WSS_NONE};
        }
        a->adds[na++] = (lp_xc_t){in, wl0, out};
        break;
    }
    case LP_OFPFC_MODIFY:
    case LP_OFPFC_MODIFY_STRICT: /* move the matching circuits of the input to the new output */
        for (uint8_t wl = 0; wl < w->wls; wl++) {
            if ((strict || mt->has_wl) && wl != wl0) continue;
            uint8_t cur = lp_wss_out(w, in, wl);
            if (cur == LP_WSS_NONE || cur == out) continue;
            a->dels[nd++] = (lp_xc_t){in, wl, LP_WSS_NONE};
            a->adds[na++] = (lp_xc_t){in, wl, out};
        }
        break;
    default: /* DELETE, DELETE_STRICT */
        if (f->out_group != LP_OFPG_ANY) break; /* no circuit forwards to a group */
        if (strict && !mt->has_in_port) break;  /* every entry has an in_port: nothing is identical */
        for (uint8_t i = 0; i < w->ports; i++) {
            if (mt->has_in_port ? i != in : lp_wss_owner(w, i) != job) continue;
            for (uint8_t wl = 0; wl < w->wls; wl++) {
                if ((strict || mt->has_wl) && wl != wl0) continue;
                uint8_t cur = lp_wss_out(w, i, wl);
                if (cur == LP_WSS_NONE) continue;
                if (f->out_port != LP_OFPP_ANY && (uint32_t)cur + 1u != f->out_port) continue;
                /* a wildcard never reaches a circuit into another job's port (the driver would refuse the
                 * whole delete); naming the input does, and is refused */
                if (!mt->has_in_port && lp_wss_owner(w, cur) != job) continue;
                a->dels[nd++] = (lp_xc_t){i, wl, LP_WSS_NONE};
            }
        }
        break;
    }
#undef REFUSE
    if (nd + na) {
        if (!w->nonblocking) return flow_mod_done(a, f, xid, msg, n, nd, na, lp_wss_change(w, job, a->adds, na, a->dels, nd));
        rc = lp_wss_change_start(w, job, a->adds, na, a->dels, nd);
        if (rc != LP_WSS_PENDING) return flow_mod_done(a, f, xid, msg, n, nd, na, rc);
        a->pend.on = 1; /* the reply when the change ends (lp_ofa_poll) */
        a->pend.f = *f;
        a->pend.xid = xid;
        a->pend.nd = (uint16_t)nd;
        a->pend.na = (uint16_t)na;
        a->pend.n = (uint8_t)(n < LP_OF_ERR_DATA_MAX ? n : LP_OF_ERR_DATA_MAX);
        for (size_t i = 0; i < a->pend.n; i++) a->pend.msg[i] = msg[i];
        return LP_OK;
    } else {
        a->st.flow_mods_ok++;
        log_flow_mod(a, f, nd, na, rc, e);
        return LP_OK;
    }
refuse:
    log_flow_mod(a, f, nd, na, rc, e);
    return send_error(a, xid, e, msg, n);
}

/* ------------------------------------------------------------------ multipart */

static int flow_matches(const lp_ofa_t *a, const lp_of_flow_req_t *fr, uint8_t in, uint8_t wl, uint8_t out)
{
    if (!visible(a, in, out)) return 0;
    if (fr->table_id != 0 && fr->table_id != LP_OFPTT_ALL) return 0;
    if (fr->match.has_in_port && fr->match.in_port != (uint32_t)in + 1u) return 0;
    if (fr->match.has_wl && fr->match.wl != wl) return 0;
    if (fr->out_port != LP_OFPP_ANY && fr->out_port != (uint32_t)out + 1u) return 0;
    if (fr->out_group != LP_OFPG_ANY) return 0;
    if (fr->cookie & fr->cookie_mask) return 0; /* every entry's cookie is 0 */
    return 1;
}

static int mp_flow(lp_ofa_t *a, uint32_t xid, const lp_of_flow_req_t *fr)
{
    const lp_wss_t *w = a->wss;
    lp_of_w_t b;
    lp_of_w_init(&b, a->tx, sizeof a->tx);
    lp_of_mp_begin(&b, LP_OFPT_MULTIPART_REPLY, xid, LP_OFPMP_FLOW, 0);
    for (uint8_t in = 0; in < w->ports; in++)
        for (uint8_t wl = 0; wl < w->wls; wl++) {
            uint8_t out = lp_wss_out(w, in, wl);
            if (out == LP_WSS_NONE || !flow_matches(a, fr, in, wl, out)) continue;
            if (b.len + FLOW_STATS_MAX_LEN > b.cap) { /* full: send with REPLY_MORE, start the next */
                a->tx[10] = 0;
                a->tx[11] = LP_OFPMPF_MORE;
                int rc = tx(a, lp_of_end(&b));
                if (rc) return rc;
                lp_of_mp_begin(&b, LP_OFPT_MULTIPART_REPLY, xid, LP_OFPMP_FLOW, 0);
            }
            lp_of_flow_stats_t fs;
            zero(&fs, sizeof fs);
            fs.priority = 0x8000; /* OFP_DEFAULT_PRIORITY: priorities are not stored */
            fs.packet_count = fs.byte_count = ALL_ONES;
            fs.match.has_in_port = 1;
            fs.match.in_port = (uint32_t)in + 1u;
            fs.match.has_wl = w->wls > 1;
            fs.match.wl = wl;
            fs.n_out = 1;
            fs.out = (uint32_t)out + 1u;
            lp_of_put_flow_stats(&b, &fs);
        }
    return tx(a, lp_of_end(&b));
}

static int mp_aggregate(lp_ofa_t *a, uint32_t xid, const lp_of_flow_req_t *fr)
{
    const lp_wss_t *w = a->wss;
    lp_of_aggregate_t ag = {ALL_ONES, ALL_ONES, 0};
    for (uint8_t in = 0; in < w->ports; in++)
        for (uint8_t wl = 0; wl < w->wls; wl++) {
            uint8_t out = lp_wss_out(w, in, wl);
            if (out != LP_WSS_NONE && flow_matches(a, fr, in, wl, out)) ag.flow_count++;
        }
    return tx(a, lp_of_enc_aggregate_reply(a->tx, sizeof a->tx, xid, &ag));
}

static int mp_desc(lp_ofa_t *a, uint32_t xid)
{
    const lp_wss_t *w = a->wss;
    char hw[96], dp[32];
    lp_sb_t b;
    lp_sb_init(&b, hw, sizeof hw);
    if (a->cfg.hw_desc) {
        lp_sb_str(&b, a->cfg.hw_desc);
    } else {
        lp_sb_str(&b, w->proto && w->proto->name ? w->proto->name : "WSS");
        lp_sb_str(&b, " cross-connect, ");
        lp_sb_u32(&b, w->ports);
        lp_sb_str(&b, " ports x ");
        lp_sb_u32(&b, w->wls);
        lp_sb_str(&b, " channels");
    }
    if (lp_sb_done(&b) < 0) hw[0] = '\0';
    lp_sb_init(&b, dp, sizeof dp);
    lp_sb_str(&b, "job ");
    lp_sb_u32(&b, a->cfg.job);
    lp_of_w_t o; /* written in place: an lp_of_desc_t would be a 1 KiB temporary */
    lp_of_w_init(&o, a->tx, sizeof a->tx);
    lp_of_mp_begin(&o, LP_OFPT_MULTIPART_REPLY, xid, LP_OFPMP_DESC, 0);
    lp_of_put_str(&o, "Lightpath", LP_OF_DESC_STR);
    lp_of_put_str(&o, hw, LP_OF_DESC_STR);
    lp_of_put_str(&o, "lp_ofa OpenFlow 1.3 agent (Lightpath firmware)", LP_OF_DESC_STR);
    lp_of_put_str(&o, a->cfg.serial ? a->cfg.serial : "", LP_OF_SERIAL_STR);
    lp_of_put_str(&o, a->cfg.dp_desc ? a->cfg.dp_desc : dp, LP_OF_DESC_STR);
    return tx(a, lp_of_end(&o));
}

static int mp_port_desc(lp_ofa_t *a, uint32_t xid)
{
    lp_of_w_t b;
    lp_of_w_init(&b, a->tx, sizeof a->tx);
    lp_of_mp_begin(&b, LP_OFPT_MULTIPART_REPLY, xid, LP_OFPMP_PORT_DESC, 0);
    for (uint8_t p = 0; p < a->wss->ports; p++) {
        lp_of_port_t d;
        port_desc(a, p, &d);
        lp_of_put_port(&b, &d);
    }
    return tx(a, lp_of_end(&b));
}

static int multipart(lp_ofa_t *a, const lp_of_msg_t *m, const uint8_t *msg, size_t n)
{
    const lp_of_err_t bad = {LP_OFPET_BAD_REQUEST, LP_OFPBRC_BAD_MULTIPART};
    if (m->u.mp.flags & LP_OFPMPF_MORE) return send_error(a, m->h.xid, bad, msg, n); /* no multi-part requests */
    switch (m->u.mp.type) {
    case LP_OFPMP_DESC:
        return mp_desc(a, m->h.xid);
    case LP_OFPMP_PORT_DESC:
        return mp_port_desc(a, m->h.xid);
    case LP_OFPMP_FLOW:
        return mp_flow(a, m->h.xid, &m->u.mp.flow);
    case LP_OFPMP_AGGREGATE:
        return mp_aggregate(a, m->h.xid, &m->u.mp.flow);
    default:
        return send_error(a, m->h.xid, bad, msg, n);
    }
}

/* ------------------------------------------------------------------ messages */

static void new_session(lp_ofa_t *a)
{
    (void)pend_step(a, 1); /* the driver's change ends before the session's state is reset */
    for (size_t i = 0; i < a->hold.len; i += 2u + ((size_t)a->hold.b[i] << 8 | a->hold.b[i + 1])) a->st.hold_dropped++;
    a->hold.len = 0; /* the old session's requests: nobody waits for their replies */
    a->echo_out = 0;
    a->cfg_flags = 0;
    a->miss_send_len = 128; /* OFP_DEFAULT_MISS_SEND_LEN */
    a->role = LP_OFPCR_ROLE_EQUAL;
    a->generation_valid = 0;
    a->generation_id = 0;
    a->io_error = 0;
    uint64_t now = lp_hal_now_us();
    a->last_rx_us = a->last_echo_us = a->hello_us = now;
    snapshot(a);
}

static int send_hello(lp_ofa_t *a)
{
    return tx(a, lp_of_enc_hello(a->tx, sizeof a->tx, next_xid(a), 1u << LP_OF_VERSION));
}

static int hello(lp_ofa_t *a, const lp_of_msg_t *m)
{
    /* both bitmaps: the highest common version; otherwise the smaller of the two header versions */
    int ok = m->u.hello.has_bitmap ? (int)(m->u.hello.bitmap >> LP_OF_VERSION & 1u) : m->h.version >= LP_OF_VERSION;
    if (!ok) return send_hello_failed(a, m->h.xid, "this switch speaks OpenFlow 1.3 (0x04) only");
    int rc = LP_OK;
    if (a->state == LP_OFA_UP) { /* a second HELLO: the peer restarted its side (the UART relay) */
        new_session(a);
        rc = send_hello(a);
    }
    a->state = LP_OFA_UP;
    snapshot(a);
    log_str(a, "negotiated OpenFlow 1.3");
    return rc;
}

static int role_request(lp_ofa_t *a, const lp_of_msg_t *m, const uint8_t *msg, size_t n)
{
    uint32_t r = m->u.role.role;
    uint64_t g = m->u.role.generation_id;
    if (r > LP_OFPCR_ROLE_SLAVE) {
        const lp_of_err_t e = {LP_OFPET_ROLE_REQUEST_FAILED, LP_OFPRRFC_BAD_ROLE};
        return send_error(a, m->h.xid, e, msg, n);
    }
    if (r == LP_OFPCR_ROLE_MASTER || r == LP_OFPCR_ROLE_SLAVE) {
        /* stale if older than the last one seen: (int64)(g - cached) < 0, computed without a signed cast */
        if (a->generation_valid && g - a->generation_id > 0x7FFFFFFFFFFFFFFFull) {
            const lp_of_err_t e = {LP_OFPET_ROLE_REQUEST_FAILED, LP_OFPRRFC_STALE};
            return send_error(a, m->h.xid, e, msg, n);
        }
        a->generation_id = g;
        a->generation_valid = 1;
    }
    if (r != LP_OFPCR_ROLE_NOCHANGE) a->role = r;
    return tx(a, lp_of_enc_role(a->tx, sizeof a->tx, LP_OFPT_ROLE_REPLY, m->h.xid, a->role, a->generation_id));
}

/* ------------------------------------------------------------------ aggregation jobs */

static const char *const agg_name[] = {"register", "unregister", "status"};

/* A Lightpath experimenter message: an aggregation request for cfg.agg, answered by its reply type. */
static int experimenter(lp_ofa_t *a, const lp_of_msg_t *m, const uint8_t *msg, size_t n)
{
    lp_of_err_t e = {LP_OFPET_BAD_REQUEST, LP_OFPBRC_BAD_EXPERIMENTER};
    const uint32_t t = m->u.exp.exp_type;
    const lp_of_agg_t *req = &m->u.exp.agg;
    if (!a->cfg.agg) return send_error(a, m->h.xid, e, msg, n);
    if (t != LP_OF_EXP_AGG_REGISTER && t != LP_OF_EXP_AGG_UNREGISTER && t != LP_OF_EXP_AGG_STATUS_REQUEST) {
        e.code = LP_OFPBRC_BAD_EXP_TYPE; /* a reply type: the switch takes requests only */
        return send_error(a, m->h.xid, e, msg, n);
    }
    if (req->job < a->cfg.agg_job_min || req->job > a->cfg.agg_job_max) { /* another controller's job */
        e.code = LP_OFPBRC_EPERM;
        return send_error(a, m->h.xid, e, msg, n);
    }
    if (t != LP_OF_EXP_AGG_STATUS_REQUEST && a->role == LP_OFPCR_ROLE_SLAVE) {
        e.code = LP_OFPBRC_IS_SLAVE;
        return send_error(a, m->h.xid, e, msg, n);
    }
    a->st.agg_reqs++;
    lp_of_agg_t rep;
    zero(&rep, sizeof rep);
    int rc = a->cfg.agg(a->cfg.agg_ctx, t, req, &rep);
    char line[64];
    lp_sb_t b;
    lp_sb_init(&b, line, sizeof line);
    lp_sb_str(&b, "agg ");
    lp_sb_str(&b, agg_name[(t - 1u) / 2u]);
    lp_sb_str(&b, " job ");
    lp_sb_u32(&b, req->job);
    lp_sb_str(&b, rc ? ": " : ": ok");
    if (rc) lp_sb_str(&b, lp_strerror(rc));
    log_line(a, &b);
    if (rc) return send_error(a, m->h.xid, lp_ofa_agg_error(rc), msg, n);
    a->st.agg_ok++;
    rep.job = req->job;
    if (t == LP_OF_EXP_AGG_STATUS_REQUEST) { /* of the engine's state, only what concerns this job */
        const uint8_t own = (uint8_t)(rep.entry < 8u ? 1u << rep.entry : 0u);
        rep.req &= own;
        rep.busy &= own;
        if (rep.win_job != req->job) rep.win_job = 0;
    }
    return tx(a, lp_of_enc_agg(a->tx, sizeof a->tx, m->h.xid, t + 1u, &rep));
}

/* One message, now (arrival was counted by handle). */
static int handle_now(lp_ofa_t *a, const uint8_t *msg, size_t n)
{
    lp_of_msg_t m;
    lp_of_err_t e;
    lp_of_hdr_t h;
    (void)lp_of_peek(msg, n, &h);
    if (lp_of_decode(msg, n, &m, &e)) {
        if (e.type == LP_OFPET_BAD_REQUEST && e.code == LP_OFPBRC_BAD_LEN) a->st.bad_len++;
        if (a->state != LP_OFA_UP) /* before the peer's HELLO nothing but a good HELLO is answered */
            return send_hello_failed(a, h.xid, h.type == LP_OFPT_HELLO ? "malformed HELLO" : "HELLO expected first");
        return send_error(a, h.xid, e, msg, n);
    }
    if (m.h.type == LP_OFPT_HELLO) return hello(a, &m);
    if (a->state != LP_OFA_UP) return send_hello_failed(a, m.h.xid, "HELLO expected first");
    const uint32_t xid = m.h.xid;
    switch (m.h.type) {
    case LP_OFPT_ECHO_REQUEST:
        return tx(a, lp_of_enc_echo(a->tx, sizeof a->tx, LP_OFPT_ECHO_REPLY, xid, m.u.echo.data, m.u.echo.len));
    case LP_OFPT_ECHO_REPLY:
        a->st.echo_rx_replies++;
        return LP_OK;
    case LP_OFPT_ERROR:
        a->st.errors_rx++;
        return LP_OK;
    case LP_OFPT_FEATURES_REQUEST:
        return tx(a, lp_of_enc_features_reply(a->tx, sizeof a->tx, xid, a->cfg.dpid, 0, 1, LP_OFPC_FLOW_STATS));
    case LP_OFPT_GET_CONFIG_REQUEST:
        return tx(a, lp_of_enc_config(a->tx, sizeof a->tx, LP_OFPT_GET_CONFIG_REPLY, xid, a->cfg_flags,
                                      a->miss_send_len));
    case LP_OFPT_SET_CONFIG:
        if (m.u.config.flags & ~LP_OFPC_FRAG_MASK) {
            e.type = LP_OFPET_SWITCH_CONFIG_FAILED;
            e.code = LP_OFPSCFC_BAD_FLAGS;
            return send_error(a, xid, e, msg, n);
        }
        a->cfg_flags = m.u.config.flags;
        a->miss_send_len = m.u.config.miss_send_len;
        return LP_OK;
    case LP_OFPT_BARRIER_REQUEST: /* everything before it is done: messages are handled one by one */
        return tx(a, lp_of_enc_empty(a->tx, sizeof a->tx, LP_OFPT_BARRIER_REPLY, xid));
    case LP_OFPT_ROLE_REQUEST:
        return role_request(a, &m, msg, n);
    case LP_OFPT_MULTIPART_REQUEST:
        return multipart(a, &m, msg, n);
    case LP_OFPT_FLOW_MOD:
        if (a->role == LP_OFPCR_ROLE_SLAVE) {
            e.type = LP_OFPET_BAD_REQUEST;
            e.code = LP_OFPBRC_IS_SLAVE;
            return send_error(a, xid, e, msg, n);
        }
        return flow_mod(a, &m.u.flow_mod, xid, msg, n);
    case LP_OFPT_EXPERIMENTER: /* decoded: Lightpath's id and a known exp_type */
        return experimenter(a, &m, msg, n);
    default: /* packet-out, group, port, table and meter mods, async config, and anything a switch sends */
        e.type = LP_OFPET_BAD_REQUEST;
        e.code = LP_OFPBRC_BAD_TYPE;
        return send_error(a, xid, e, msg, n);
    }
}

/* ------------------------------------------------------------------ held messages */

/* The device is busy: this agent's flow-mod change or another owner's operation is under way. */
static int wss_busy(const lp_ofa_t *a)
{
    return a->pend.on || lp_wss_busy(a->wss);
}

static int hold_put(lp_ofa_t *a, const uint8_t *msg, size_t n)
{
    if (n + 2u > sizeof a->hold.b - a->hold.len) return 0;
    uint8_t *p = a->hold.b + a->hold.len;
    p[0] = (uint8_t)(n >> 8);
    p[1] = (uint8_t)n;
    memcpy(p + 2, msg, n);
    a->hold.len = (uint16_t)(a->hold.len + n + 2u);
    a->st.held++;
    return 1;
}

/* The oldest held message handled and removed. */
static int hold_pop(lp_ofa_t *a)
{
    const size_t n = (size_t)a->hold.b[0] << 8 | a->hold.b[1];
    int rc = handle_now(a, a->hold.b + 2, n);
    a->hold.len = (uint16_t)(a->hold.len - n - 2u);
    memmove(a->hold.b, a->hold.b + n + 2u, a->hold.len);
    return rc == LP_E_NOSPACE ? LP_OK : rc;
}

/* The device finished (or was waited for, `wait`): every held message in order, until one starts a
 * change that is under way. */
static int hold_replay(lp_ofa_t *a, int wait)
{
    while (a->hold.len) {
        if (wait) {
            (void)pend_step(a, 1);
            while (lp_wss_busy(a->wss)) (void)lp_wss_step(a->wss, 0xFFFFFFFFu);
        } else if (wss_busy(a)) {
            return LP_OK;
        }
        int rc = hold_pop(a);
        if (rc) return rc;
    }
    return LP_OK;
}

/* A whole message arrived. While the device is busy, or messages are already held, anything but an
 * echo is held: it may depend on the change under way (a barrier, stats, the next flow-mod) and the
 * loop must not wait for a commit; echoes keep the session alive and are answered at once. */
static int handle(lp_ofa_t *a, const uint8_t *msg, size_t n)
{
    lp_of_hdr_t h;
    (void)lp_of_peek(msg, n, &h);
    a->st.rx_msgs++;
    a->last_rx_us = lp_hal_now_us(); /* any message shows the peer is alive */
    a->echo_out = 0;
    (void)pend_step(a, 0); /* a change that has ended is answered first */
    if (h.type != LP_OFPT_ECHO_REQUEST && h.type != LP_OFPT_ECHO_REPLY && (a->hold.len || wss_busy(a))) {
        if (hold_put(a, msg, n)) return LP_OK;
        a->st.hold_full++; /* wait as a blocking agent would: what is held, then this one */
        int rc = hold_replay(a, 1);
        if (rc) return rc;
        (void)pend_step(a, 1);
    }
    return handle_now(a, msg, n);
}

/* ------------------------------------------------------------------ API */

int lp_ofa_init(lp_ofa_t *a, lp_wss_t *w, const lp_ofa_cfg_t *cfg, lp_ofa_send_fn send, void *send_ctx)
{
    if (!a || !w || !cfg || !send || !w->ready || cfg->job == LP_WSS_JOB_FREE) return LP_E_ARG;
    if (cfg->agg && (cfg->agg_job_min == 0 || cfg->agg_job_min > cfg->agg_job_max)) return LP_E_ARG;
    zero(a, sizeof *a);
    a->wss = w;
    a->cfg = *cfg;
    if (a->cfg.echo_miss_max == 0) a->cfg.echo_miss_max = 1;
    a->send = send;
    a->send_ctx = send_ctx;
    a->state = LP_OFA_IDLE;
    if (cfg->ports) {
        int rc = lp_wss_assign(w, cfg->job, cfg->ports);
        if (rc) return rc;
    }
    snapshot(a);
    return LP_OK;
}

int lp_ofa_start(lp_ofa_t *a)
{
    if (!a || !a->wss) return LP_E_ARG;
    a->rx_len = 0;
    a->skip = 0;
    new_session(a);
    a->state = LP_OFA_HELLO;
    return send_hello(a);
}

void lp_ofa_stop(lp_ofa_t *a)
{
    if (!a) return;
    a->state = LP_OFA_IDLE;
    a->rx_len = 0;
    a->skip = 0;
}

int lp_ofa_reject_oversize(lp_ofa_t *a, const uint8_t *head, size_t n)
{
    if (!a || (!head && n)) return LP_E_ARG;
    a->st.oversize++;
    lp_of_hdr_t h = {0, 0, 0, 0};
    (void)lp_of_peek(head, n, &h);
    if (a->state == LP_OFA_IDLE || a->state == LP_OFA_DEAD) return LP_OK; /* no session: nobody to answer */
    if (a->state != LP_OFA_UP) return send_hello_failed(a, h.xid, "HELLO expected first");
    const lp_of_err_t e = {LP_OFPET_BAD_REQUEST, LP_OFPBRC_BAD_LEN};
    return send_error(a, h.xid, e, head, n);
}

int lp_ofa_input(lp_ofa_t *a, const uint8_t *b, size_t n)
{
    if (!a || (!b && n)) return LP_E_ARG;
    if (a->state == LP_OFA_IDLE) return LP_E_STATE;
    if (a->state == LP_OFA_DEAD) return LP_E_PROTO;
    size_t i = 0;
    while (i < n) {
        if (a->skip) { /* the rest of an oversize message */
            size_t k = a->skip < n - i ? a->skip : n - i;
            a->skip -= k;
            i += k;
            continue;
        }
        if (a->rx_len < LP_OF_HDR_LEN) {
            while (a->rx_len < LP_OF_HDR_LEN && i < n) a->rx[a->rx_len++] = b[i++];
            if (a->rx_len < LP_OF_HDR_LEN) break;
        }
        size_t len = be16(a->rx + 2);
        if (len < LP_OF_HDR_LEN) { /* no way to find where the next message starts */
            a->st.bad_len++;
            const lp_of_err_t e = {LP_OFPET_BAD_REQUEST, LP_OFPBRC_BAD_LEN};
            (void)send_error(a, be32(a->rx + 4), e, a->rx, LP_OF_HDR_LEN);
            a->rx_len = 0;
            a->state = LP_OFA_DEAD;
            return LP_E_PROTO;
        }
        size_t target = len <= LP_OFA_MSG_MAX ? len : LP_OF_ERR_DATA_MAX;
        while (a->rx_len < target && i < n) a->rx[a->rx_len++] = b[i++];
        if (a->rx_len < target) break;
        a->rx_len = 0;
        int rc;
        if (len > LP_OFA_MSG_MAX) { /* answer with its head, drop the rest, go on with the next */
            a->skip = len - target; /* (before the peer's HELLO: HELLO_FAILED, and the session ends) */
            rc = lp_ofa_reject_oversize(a, a->rx, target);
        } else {
            rc = handle(a, a->rx, len);
        }
        if (rc == LP_E_NOSPACE) rc = LP_OK;
        if (rc) return rc;
    }
    return a->io_error ? LP_E_IO : LP_OK;
}

int lp_ofa_input_msg(lp_ofa_t *a, const uint8_t *msg, size_t n)
{
    if (!a || (!msg && n)) return LP_E_ARG;
    const lp_of_err_t bad_len = {LP_OFPET_BAD_REQUEST, LP_OFPBRC_BAD_LEN};
    if (n > LP_OFA_MSG_MAX) return lp_ofa_reject_oversize(a, msg, n);
    const int framed = n >= LP_OF_HDR_LEN && be16(msg + 2) == n;
    if (framed && msg[1] == LP_OFPT_HELLO) { /* no connections on a serial line: every HELLO starts a */
        int rc = lp_ofa_start(a);            /* session and is answered by exactly one HELLO */
        if (rc) return rc;
    } else if (a->state == LP_OFA_IDLE || a->state == LP_OFA_DEAD) {
        return LP_OK; /* nobody to talk to until a HELLO */
    }
    if (!framed) {
        a->st.bad_len++;
        const uint32_t xid = n >= LP_OF_HDR_LEN ? be32(msg + 4) : 0;
        if (a->state != LP_OFA_UP) return send_hello_failed(a, xid, "HELLO expected first");
        return send_error(a, xid, bad_len, msg, n);
    }
    int rc = handle(a, msg, n);
    return rc == LP_E_NOSPACE ? LP_OK : rc;
}

int lp_ofa_poll(lp_ofa_t *a)
{
    if (!a) return LP_E_ARG;
    if (a->io_error) return LP_E_IO;
    uint64_t now = lp_hal_now_us();
    if (a->state == LP_OFA_DEAD) return LP_E_TIMEOUT;
    if (a->state == LP_OFA_IDLE) return LP_OK;
    int rc = pend_step(a, 0);
    if (rc != LP_WSS_PENDING) { /* the map is not in flux */
        if (rc) return rc;
        /* unknown rows re-read, the audit's next row (sync_ports reports them); before the session is
         * up only to end a read that holds messages (the peer's HELLO among them) */
        if (a->state == LP_OFA_UP || a->hold.len) (void)lp_wss_poll(a->wss);
        if (a->state == LP_OFA_UP) {
            rc = sync_ports(a);
            if (rc) return rc;
        }
        rc = hold_replay(a, 0); /* what came while the device was busy, if it is free now */
        if (rc) return rc;
    }
    if (a->state == LP_OFA_HELLO) {
        if (a->cfg.hello_timeout_ms && now - a->hello_us >= 1000ull * a->cfg.hello_timeout_ms) {
            a->st.dead++;
            a->state = LP_OFA_DEAD;
            log_str(a, "peer dead: no HELLO");
            return LP_E_TIMEOUT;
        }
        return LP_OK;
    }
    if (a->state != LP_OFA_UP) return LP_OK;
    if (!a->cfg.echo_idle_ms) return LP_OK;
    uint64_t idle = 1000ull * a->cfg.echo_idle_ms;
    if (now - a->last_rx_us < idle || now - a->last_echo_us < idle) return LP_OK;
    if (a->echo_out >= a->cfg.echo_miss_max) {
        a->st.dead++;
        a->state = LP_OFA_DEAD;
        char t[64];
        lp_sb_t b;
        lp_sb_init(&b, t, sizeof t);
        lp_sb_str(&b, "peer dead: ");
        lp_sb_u32(&b, a->echo_out);
        lp_sb_str(&b, " echo requests unanswered");
        log_line(a, &b);
        return LP_E_TIMEOUT;
    }
    a->echo_out++;
    a->last_echo_us = now;
    a->st.echo_sent++;
    return tx(a, lp_of_enc_echo(a->tx, sizeof a->tx, LP_OFPT_ECHO_REQUEST, next_xid(a), NULL, 0));
}

int lp_ofa_state(const lp_ofa_t *a)
{
    return a ? a->state : LP_OFA_IDLE;
}

const lp_ofa_stats_t *lp_ofa_stats(const lp_ofa_t *a)
{
    return a ? &a->st : NULL;
}

size_t lp_ofa_sizeof(void)
{
    return sizeof(lp_ofa_t);
}
