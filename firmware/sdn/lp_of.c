/* OpenFlow 1.3 wire codec (lp_of.h): strict decoding, bounded encoding. */
#include "lp_of.h"

/* ------------------------------------------------------------------ big-endian access */
static uint16_t be16(const uint8_t *p)
{
    return (uint16_t)((unsigned)p[0] << 8 | p[1]);
}

static uint32_t be32(const uint8_t *p)
{
    return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
}

static uint64_t be64(const uint8_t *p)
{
    return (uint64_t)be32(p) << 32 | be32(p + 4);
}

static int fail(lp_of_err_t *e, uint16_t type, uint16_t code)
{
    e->type = type;
    e->code = code;
    return -1;
}

static void zero(void *d, size_t n)
{
    uint8_t *p = d;
    for (size_t i = 0; i < n; i++) p[i] = 0;
}

int lp_of_peek(const uint8_t *b, size_t n, lp_of_hdr_t *h)
{
    if (!b || !h || n < LP_OF_HDR_LEN) return -1;
    h->version = b[0];
    h->type = b[1];
    h->length = be16(b + 2);
    h->xid = be32(b + 4);
    return 0;
}

/* ------------------------------------------------------------------ match, instructions, actions */

/* ofp_match (OXM) at p[0..avail): its padded length in *used. */
static int parse_match(const uint8_t *p, size_t avail, lp_of_match_t *m, size_t *used, lp_of_err_t *e)
{
    zero(m, sizeof *m);
    if (avail < 4) return fail(e, LP_OFPET_BAD_MATCH, LP_OFPBMC_BAD_LEN);
    uint16_t type = be16(p), len = be16(p + 2);
    if (type != 1) return fail(e, LP_OFPET_BAD_MATCH, LP_OFPBMC_BAD_TYPE); /* only OFPMT_OXM */
    size_t padded = ((size_t)len + 7u) & ~(size_t)7u;
    if (len < 4 || padded > avail) return fail(e, LP_OFPET_BAD_MATCH, LP_OFPBMC_BAD_LEN);
    size_t i = 4;
    while (i < len) {
        if (len - i < 4) return fail(e, LP_OFPET_BAD_MATCH, LP_OFPBMC_BAD_LEN);
        uint32_t hdr = be32(p + i);
        uint16_t cls = (uint16_t)(hdr >> 16);
        unsigned field = (hdr >> 9) & 0x7Fu, hasmask = (hdr >> 8) & 1u;
        size_t olen = hdr & 0xFFu;
        if (olen > len - i - 4) return fail(e, LP_OFPET_BAD_MATCH, LP_OFPBMC_BAD_LEN); /* runs past the match */
        const uint8_t *v = p + i + 4;
        if (cls == 0x8000u && field == 0) { /* OFPXMT_OFB_IN_PORT */
            if (hasmask) return fail(e, LP_OFPET_BAD_MATCH, LP_OFPBMC_BAD_MASK);
            if (olen != 4) return fail(e, LP_OFPET_BAD_MATCH, LP_OFPBMC_BAD_LEN);
            if (m->has_in_port) return fail(e, LP_OFPET_BAD_MATCH, LP_OFPBMC_DUP_FIELD);
            m->has_in_port = 1;
            m->in_port = be32(v);
        } else if (cls == 0xFFFFu) { /* experimenter: 4-byte experimenter id, then the value */
            if (olen < 4) return fail(e, LP_OFPET_BAD_MATCH, LP_OFPBMC_BAD_LEN);
            if (be32(v) != LP_OF_EXPERIMENTER_ID || field != LP_OF_OXM_WL)
                return fail(e, LP_OFPET_BAD_MATCH, LP_OFPBMC_BAD_FIELD);
            if (hasmask) return fail(e, LP_OFPET_BAD_MATCH, LP_OFPBMC_BAD_MASK);
            if (olen != 6) return fail(e, LP_OFPET_BAD_MATCH, LP_OFPBMC_BAD_LEN);
            if (m->has_wl) return fail(e, LP_OFPET_BAD_MATCH, LP_OFPBMC_DUP_FIELD);
            m->has_wl = 1;
            m->wl = be16(v + 4);
        } else {
            return fail(e, LP_OFPET_BAD_MATCH, LP_OFPBMC_BAD_FIELD);
        }
        i += 4 + olen;
    }
    *used = padded;
    return 0;
}

/* The action list of an APPLY_ACTIONS instruction: only OUTPUT, at most one. */
static int parse_actions(const uint8_t *p, size_t n, uint8_t *n_out, uint32_t *out, lp_of_err_t *e)
{
    size_t i = 0;
    while (i < n) {
        if (n - i < 8) return fail(e, LP_OFPET_BAD_ACTION, LP_OFPBAC_BAD_LEN);
        uint16_t type = be16(p + i), len = be16(p + i + 2);
        if (len < 8 || len % 8 || len > n - i) return fail(e, LP_OFPET_BAD_ACTION, LP_OFPBAC_BAD_LEN);
        if (type == 0) { /* OFPAT_OUTPUT */
            if (len != 16) return fail(e, LP_OFPET_BAD_ACTION, LP_OFPBAC_BAD_LEN);
            if (*n_out) return fail(e, LP_OFPET_BAD_ACTION, LP_OFPBAC_TOO_MANY); /* a WSS cannot multicast */
            *n_out = 1;
            *out = be32(p + i + 4);
        } else if (type == 0xFFFFu) {
            return fail(e, LP_OFPET_BAD_ACTION, LP_OFPBAC_BAD_EXPERIMENTER);
        } else {
            return fail(e, LP_OFPET_BAD_ACTION, LP_OFPBAC_BAD_TYPE);
        }
        i += len;
    }
    return 0;
}

/* An instruction list: only one APPLY_ACTIONS. */
static int parse_instructions(const uint8_t *p, size_t n, uint8_t *n_out, uint32_t *out, lp_of_err_t *e)
{
    size_t i = 0;
    int apply = 0;
    *n_out = 0;
    *out = 0;
    while (i < n) {
        if (n - i < 4) return fail(e, LP_OFPET_BAD_INSTRUCTION, LP_OFPBIC_BAD_LEN);
        uint16_t type = be16(p + i), len = be16(p + i + 2);
        if (len < 8 || len % 8 || len > n - i) return fail(e, LP_OFPET_BAD_INSTRUCTION, LP_OFPBIC_BAD_LEN);
        if (type == 4) { /* OFPIT_APPLY_ACTIONS: type, len, pad[4], actions */
            if (apply) return fail(e, LP_OFPET_BAD_INSTRUCTION, LP_OFPBIC_UNSUP_INST);
            apply = 1;
            if (parse_actions(p + i + 8, (size_t)len - 8, n_out, out, e)) return -1;
        } else if (type >= 1 && type <= 6) { /* GOTO_TABLE, WRITE_METADATA, WRITE/CLEAR_ACTIONS, METER */
            return fail(e, LP_OFPET_BAD_INSTRUCTION, LP_OFPBIC_UNSUP_INST);
        } else if (type == 0xFFFFu) {
            return fail(e, LP_OFPET_BAD_INSTRUCTION, LP_OFPBIC_BAD_EXPERIMENTER);
        } else {
            return fail(e, LP_OFPET_BAD_INSTRUCTION, LP_OFPBIC_UNKNOWN_INST);
        }
        i += len;
    }
    return 0;
}

/* ------------------------------------------------------------------ bodies */

static void parse_port(const uint8_t *p, lp_of_port_t *port)
{
    port->port_no = be32(p);
    for (unsigned i = 0; i < 6; i++) port->hw_addr[i] = p[8 + i];
    for (unsigned i = 0; i < 16; i++) port->name[i] = (char)p[16 + i];
    port->name[15] = '\0';
    uint32_t *f[8] = {&port->config, &port->state, &port->curr, &port->advertised,
                      &port->supported, &port->peer, &port->curr_speed, &port->max_speed};
    for (unsigned i = 0; i < 8; i++) *f[i] = be32(p + 32 + 4 * i);
}

int lp_of_next_port(const uint8_t **p, size_t *n, lp_of_port_t *port)
{
    if (!p || !n || !port) return -1;
    if (*n == 0) return 0;
    if (*n < LP_OF_PORT_LEN) return -1;
    parse_port(*p, port);
    *p += LP_OF_PORT_LEN;
    *n -= LP_OF_PORT_LEN;
    return 1;
}

/* One ofp_flow_stats entry at p[0..n): its length in *len. */
static int parse_flow_stats(const uint8_t *p, size_t n, lp_of_flow_stats_t *fs, size_t *len, lp_of_err_t *e)
{
    if (n < 56) return fail(e, LP_OFPET_BAD_REQUEST, LP_OFPBRC_BAD_LEN);
    size_t l = be16(p);
    if (l < 56 || l % 8 || l > n) return fail(e, LP_OFPET_BAD_REQUEST, LP_OFPBRC_BAD_LEN);
    fs->table_id = p[2];
    fs->duration_sec = be32(p + 4);
    fs->duration_nsec = be32(p + 8);
    fs->priority = be16(p + 12);
    fs->idle_timeout = be16(p + 14);
    fs->hard_timeout = be16(p + 16);
    fs->flags = be16(p + 18);
    fs->cookie = be64(p + 24);
    fs->packet_count = be64(p + 32);
    fs->byte_count = be64(p + 40);
    size_t used;
    if (parse_match(p + 48, l - 48, &fs->match, &used, e)) return -1;
    if (parse_instructions(p + 48 + used, l - 48 - used, &fs->n_out, &fs->out, e)) return -1;
    *len = l;
    return 0;
}

int lp_of_next_flow_stats(const uint8_t **p, size_t *n, lp_of_flow_stats_t *fs)
{
    if (!p || !n || !fs) return -1;
    if (*n == 0) return 0;
    lp_of_err_t e;
    size_t len;
    if (parse_flow_stats(*p, *n, fs, &len, &e)) return -1;
    *p += len;
    *n -= len;
    return 1;
}

static void copy_str(char *d, const uint8_t *s, size_t field)
{
    size_t i = 0;
    for (; i < field - 1 && s[i]; i++) d[i] = (char)s[i];
    d[i] = '\0';
}

int lp_of_parse_desc(const uint8_t *body, size_t n, lp_of_desc_t *d)
{
    if (!body || !d || n != LP_OF_DESC_LEN) return -1;
    copy_str(d->mfr, body, LP_OF_DESC_STR);
    copy_str(d->hw, body + 256, LP_OF_DESC_STR);
    copy_str(d->sw, body + 512, LP_OF_DESC_STR);
    copy_str(d->serial, body + 768, LP_OF_SERIAL_STR);
    copy_str(d->dp, body + 800, LP_OF_DESC_STR);
    return 0;
}

int lp_of_parse_aggregate(const uint8_t *body, size_t n, lp_of_aggregate_t *a)
{
    if (!body || !a || n != 24) return -1;
    a->packet_count = be64(body);
    a->byte_count = be64(body + 8);
    a->flow_count = be32(body + 16);
    return 0;
}

/* FLOW / AGGREGATE request body: table_id, pad[3], out_port, out_group, pad[4], cookie, cookie_mask,
 * match (which must end the body). */
static int parse_flow_req(const uint8_t *p, size_t n, lp_of_flow_req_t *fr, lp_of_err_t *e)
{
    if (n < 40) return fail(e, LP_OFPET_BAD_REQUEST, LP_OFPBRC_BAD_LEN);
    fr->table_id = p[0];
    fr->out_port = be32(p + 4);
    fr->out_group = be32(p + 8);
    fr->cookie = be64(p + 16);
    fr->cookie_mask = be64(p + 24);
    size_t used;
    if (parse_match(p + 32, n - 32, &fr->match, &used, e)) return -1;
    if (used != n - 32) return fail(e, LP_OFPET_BAD_REQUEST, LP_OFPBRC_BAD_LEN);
    return 0;
}

static int decode_mp(const uint8_t *b, size_t n, lp_of_msg_t *m, lp_of_err_t *e)
{
    if (n < LP_OF_MP_HDR_LEN) return fail(e, LP_OFPET_BAD_REQUEST, LP_OFPBRC_BAD_LEN);
    m->u.mp.type = be16(b + 8);
    m->u.mp.flags = be16(b + 10);
    m->u.mp.body = b + LP_OF_MP_HDR_LEN;
    size_t bl = m->u.mp.body_len = n - LP_OF_MP_HDR_LEN;
    const uint8_t *body = m->u.mp.body;
    if (m->h.type == LP_OFPT_MULTIPART_REQUEST) {
        switch (m->u.mp.type) {
        case LP_OFPMP_DESC:
        case LP_OFPMP_PORT_DESC:
            return bl ? fail(e, LP_OFPET_BAD_REQUEST, LP_OFPBRC_BAD_LEN) : 0;
        case LP_OFPMP_FLOW:
        case LP_OFPMP_AGGREGATE:
            return parse_flow_req(body, bl, &m->u.mp.flow, e);
        default:
            return 0; /* body unparsed: the agent refuses the type */
        }
    }
    switch (m->u.mp.type) { /* replies */
    case LP_OFPMP_DESC:
        return bl == LP_OF_DESC_LEN ? 0 : fail(e, LP_OFPET_BAD_REQUEST, LP_OFPBRC_BAD_LEN);
    case LP_OFPMP_PORT_DESC:
        return bl % LP_OF_PORT_LEN ? fail(e, LP_OFPET_BAD_REQUEST, LP_OFPBRC_BAD_LEN) : 0;
    case LP_OFPMP_AGGREGATE:
        return bl == 24 ? 0 : fail(e, LP_OFPET_BAD_REQUEST, LP_OFPBRC_BAD_LEN);
    case LP_OFPMP_FLOW:
        for (size_t i = 0; i < bl;) {
            lp_of_flow_stats_t fs;
            size_t len;
            if (parse_flow_stats(body + i, bl - i, &fs, &len, e)) return -1;
            i += len;
        }
        return 0;
    default:
        return 0;
    }
}

static int decode_hello(const uint8_t *b, size_t n, lp_of_msg_t *m, lp_of_err_t *e)
{
    size_t i = LP_OF_HDR_LEN;
    while (n - i >= 4) {
        uint16_t type = be16(b + i), len = be16(b + i + 2);
        if (len < 4 || len > n - i) return fail(e, LP_OFPET_BAD_REQUEST, LP_OFPBRC_BAD_LEN);
        if (type == 1) { /* OFPHET_VERSIONBITMAP: 32-bit words, versions 0-31 in the first */
            if ((len - 4u) % 4u) return fail(e, LP_OFPET_BAD_REQUEST, LP_OFPBRC_BAD_LEN);
            m->u.hello.has_bitmap = 1;
            m->u.hello.bitmap = len >= 8 ? be32(b + i + 4) : 0;
        } /* other element types are ignored (the specification says so) */
        size_t adv = ((size_t)len + 7u) & ~(size_t)7u;
        i += adv <= n - i ? adv : n - i; /* the last element's padding may be missing */
    }
    return i == n ? 0 : fail(e, LP_OFPET_BAD_REQUEST, LP_OFPBRC_BAD_LEN);
}

/* the body length of each exp_type (0: not a Lightpath message type) */
static size_t agg_body_len(uint32_t exp_type)
{
    switch (exp_type) {
    case LP_OF_EXP_AGG_REGISTER:
        return LP_OF_AGG_REGISTER_LEN;
    case LP_OF_EXP_AGG_REGISTER_REPLY:
    case LP_OF_EXP_AGG_UNREGISTER:
    case LP_OF_EXP_AGG_UNREGISTER_REPLY:
    case LP_OF_EXP_AGG_STATUS_REQUEST:
        return LP_OF_AGG_JOB_LEN;
    case LP_OF_EXP_AGG_STATUS_REPLY:
        return LP_OF_AGG_STATUS_LEN;
    default:
        return 0;
    }
}

static int decode_exp(const uint8_t *p, size_t bl, lp_of_msg_t *m, lp_of_err_t *e)
{
    /* without an experimenter field the message names no experimenter this switch knows */
    if (bl < 4 || be32(p) != LP_OF_EXPERIMENTER_ID) return fail(e, LP_OFPET_BAD_REQUEST, LP_OFPBRC_BAD_EXPERIMENTER);
    if (bl < 8) return fail(e, LP_OFPET_BAD_REQUEST, LP_OFPBRC_BAD_LEN);
    const uint32_t t = be32(p + 4);
    const size_t want = agg_body_len(t);
    if (!want) return fail(e, LP_OFPET_BAD_REQUEST, LP_OFPBRC_BAD_EXP_TYPE);
    if (bl - 8 != want) return fail(e, LP_OFPET_BAD_REQUEST, LP_OFPBRC_BAD_LEN);
    m->u.exp.experimenter = LP_OF_EXPERIMENTER_ID;
    m->u.exp.exp_type = t;
    lp_of_agg_t *a = &m->u.exp.agg;
    const uint8_t *d = p + 8;
    a->job = d[0];
    if (t == LP_OF_EXP_AGG_REGISTER) {
        a->win_en = d[1];
        a->retries = d[2];
        a->timeout = be32(d + 4);
        a->drain = be32(d + 8);
        a->preempt = be32(d + 12);
        a->workers = be64(d + 16);
        a->mac = be64(d + 24) >> 16; /* the 6 octets at 24..29 (30, 31: pad) */
    } else if (t == LP_OF_EXP_AGG_REGISTER_REPLY) {
        a->entry = d[1];
    } else if (t == LP_OF_EXP_AGG_STATUS_REPLY) {
        a->entry = d[1];
        a->win_job = d[2];
        a->state = d[3];
        a->req = d[4];
        a->busy = d[5];
        a->slots_used = d[6];
        for (size_t i = 0; i < LP_OF_AGG_COUNTERS; i++) a->cnt[i] = be32(d + 8 + 4 * i);
    }
    return 0;
}

int lp_of_decode(const uint8_t *b, size_t n, lp_of_msg_t *m, lp_of_err_t *e)
{
    lp_of_err_t dummy;
    if (!e) e = &dummy;
    if (!b || !m) return fail(e, LP_OFPET_BAD_REQUEST, LP_OFPBRC_BAD_LEN);
    zero(m, sizeof *m);
    if (lp_of_peek(b, n, &m->h) || m->h.length != n) return fail(e, LP_OFPET_BAD_REQUEST, LP_OFPBRC_BAD_LEN);
    if (m->h.type == LP_OFPT_HELLO) return decode_hello(b, n, m, e);
    if (m->h.version != LP_OF_VERSION) return fail(e, LP_OFPET_BAD_REQUEST, LP_OFPBRC_BAD_VERSION);
    const uint8_t *p = b + LP_OF_HDR_LEN;
    size_t bl = n - LP_OF_HDR_LEN;
    switch (m->h.type) {
    case LP_OFPT_ERROR:
        if (bl < 4) break;
        m->u.error.type = be16(p);
        m->u.error.code = be16(p + 2);
        if (m->u.error.type == LP_OFPET_EXPERIMENTER) {
            if (bl < 8) break;
            m->u.error.experimenter = be32(p + 4);
            m->u.error.data = p + 8;
            m->u.error.len = bl - 8;
        } else {
            m->u.error.data = p + 4;
            m->u.error.len = bl - 4;
        }
        return 0;
    case LP_OFPT_ECHO_REQUEST:
    case LP_OFPT_ECHO_REPLY:
        m->u.echo.data = p;
        m->u.echo.len = bl;
        return 0;
    case LP_OFPT_FEATURES_REQUEST:
    case LP_OFPT_GET_CONFIG_REQUEST:
    case LP_OFPT_BARRIER_REQUEST:
    case LP_OFPT_BARRIER_REPLY:
        if (bl) break;
        return 0;
    case LP_OFPT_FEATURES_REPLY:
        if (bl != 24) break;
        m->u.features.datapath_id = be64(p);
        m->u.features.n_buffers = be32(p + 8);
        m->u.features.n_tables = p[12];
        m->u.features.auxiliary_id = p[13];
        m->u.features.capabilities = be32(p + 16);
        return 0;
    case LP_OFPT_GET_CONFIG_REPLY:
    case LP_OFPT_SET_CONFIG:
        if (bl != 4) break;
        m->u.config.flags = be16(p);
        m->u.config.miss_send_len = be16(p + 2);
        return 0;
    case LP_OFPT_ROLE_REQUEST:
    case LP_OFPT_ROLE_REPLY:
        if (bl != 16) break;
        m->u.role.role = be32(p);
        m->u.role.generation_id = be64(p + 8);
        return 0;
    case LP_OFPT_PORT_STATUS:
        if (bl != 8 + LP_OF_PORT_LEN) break;
        m->u.port_status.reason = p[0];
        parse_port(p + 8, &m->u.port_status.port);
        return 0;
    case LP_OFPT_MULTIPART_REQUEST:
    case LP_OFPT_MULTIPART_REPLY:
        return decode_mp(b, n, m, e);
    case LP_OFPT_EXPERIMENTER:
        return decode_exp(p, bl, m, e);
    case LP_OFPT_FLOW_MOD: {
        if (n < LP_OF_FLOW_MOD_MIN) break;
        lp_of_flow_mod_t *f = &m->u.flow_mod;
        f->cookie = be64(b + 8);
        f->cookie_mask = be64(b + 16);
        f->table_id = b[24];
        f->command = b[25];
        f->idle_timeout = be16(b + 26);
        f->hard_timeout = be16(b + 28);
        f->priority = be16(b + 30);
        f->buffer_id = be32(b + 32);
        f->out_port = be32(b + 36);
        f->out_group = be32(b + 40);
        f->flags = be16(b + 44);
        size_t used;
        if (parse_match(b + 48, n - 48, &f->match, &used, e)) return -1;
        return parse_instructions(b + 48 + used, n - 48 - used, &f->n_out, &f->out, e);
    }
    default:
        m->u.raw.data = p;
        m->u.raw.len = bl;
        return 0;
    }
    return fail(e, LP_OFPET_BAD_REQUEST, LP_OFPBRC_BAD_LEN);
}

/* ------------------------------------------------------------------ encoding */

void lp_of_w_init(lp_of_w_t *w, uint8_t *p, size_t cap)
{
    w->p = p;
    w->cap = p ? cap : 0;
    w->len = 0;
    w->ovf = 0;
}

void lp_of_put8(lp_of_w_t *w, uint8_t v)
{
    if (w->ovf || w->len >= w->cap) {
        w->ovf = 1;
        return;
    }
    w->p[w->len++] = v;
}

void lp_of_put16(lp_of_w_t *w, uint16_t v)
{
    lp_of_put8(w, (uint8_t)(v >> 8));
    lp_of_put8(w, (uint8_t)v);
}

void lp_of_put32(lp_of_w_t *w, uint32_t v)
{
    lp_of_put16(w, (uint16_t)(v >> 16));
    lp_of_put16(w, (uint16_t)v);
}

void lp_of_put64(lp_of_w_t *w, uint64_t v)
{
    lp_of_put32(w, (uint32_t)(v >> 32));
    lp_of_put32(w, (uint32_t)v);
}

void lp_of_put_bytes(lp_of_w_t *w, const uint8_t *b, size_t n)
{
    for (size_t i = 0; i < n; i++) lp_of_put8(w, b[i]);
}

void lp_of_put_zero(lp_of_w_t *w, size_t n)
{
    for (size_t i = 0; i < n; i++) lp_of_put8(w, 0);
}

void lp_of_put_str(lp_of_w_t *w, const char *s, size_t field)
{
    size_t i = 0;
    for (; s && i + 1 < field && s[i]; i++) lp_of_put8(w, (uint8_t)s[i]);
    lp_of_put_zero(w, field - i);
}

static void patch16(lp_of_w_t *w, size_t at, size_t v)
{
    if (!w->ovf && at + 2 <= w->len) {
        w->p[at] = (uint8_t)(v >> 8);
        w->p[at + 1] = (uint8_t)v;
    }
}

void lp_of_begin(lp_of_w_t *w, uint8_t type, uint32_t xid)
{
    w->len = 0;
    w->ovf = 0;
    lp_of_put8(w, LP_OF_VERSION);
    lp_of_put8(w, type);
    lp_of_put16(w, 0);
    lp_of_put32(w, xid);
}

int lp_of_end(lp_of_w_t *w)
{
    if (w->ovf || w->len < LP_OF_HDR_LEN || w->len > 0xFFFFu) return -1;
    patch16(w, 2, w->len);
    return (int)w->len;
}

void lp_of_put_match(lp_of_w_t *w, const lp_of_match_t *m)
{
    size_t start = w->len;
    lp_of_put16(w, 1); /* OFPMT_OXM */
    lp_of_put16(w, 0);
    if (m->has_in_port) {
        lp_of_put32(w, 0x80000000u | 4u); /* OPENFLOW_BASIC, IN_PORT, no mask, 4 bytes */
        lp_of_put32(w, m->in_port);
    }
    if (m->has_wl) {
        lp_of_put32(w, 0xFFFF0000u | LP_OF_OXM_WL << 9 | 6u); /* EXPERIMENTER, id + 2 bytes */
        lp_of_put32(w, LP_OF_EXPERIMENTER_ID);
        lp_of_put16(w, m->wl);
    }
    size_t len = w->len - start;
    patch16(w, start + 2, len);
    lp_of_put_zero(w, (8u - len % 8u) % 8u);
}

void lp_of_put_output(lp_of_w_t *w, uint32_t port)
{
    lp_of_put16(w, 4); /* OFPIT_APPLY_ACTIONS */
    lp_of_put16(w, 24);
    lp_of_put_zero(w, 4);
    lp_of_put16(w, 0); /* OFPAT_OUTPUT */
    lp_of_put16(w, 16);
    lp_of_put32(w, port);
    lp_of_put16(w, LP_OFPCML_NO_BUFFER);
    lp_of_put_zero(w, 6);
}

void lp_of_put_port(lp_of_w_t *w, const lp_of_port_t *port)
{
    lp_of_put32(w, port->port_no);
    lp_of_put_zero(w, 4);
    lp_of_put_bytes(w, port->hw_addr, 6);
    lp_of_put_zero(w, 2);
    size_t i = 0;
    for (; i < 15 && port->name[i]; i++) lp_of_put8(w, (uint8_t)port->name[i]);
    lp_of_put_zero(w, 16 - i);
    const uint32_t f[8] = {port->config, port->state, port->curr, port->advertised,
                           port->supported, port->peer, port->curr_speed, port->max_speed};
    for (unsigned k = 0; k < 8; k++) lp_of_put32(w, f[k]);
}

void lp_of_put_flow_stats(lp_of_w_t *w, const lp_of_flow_stats_t *fs)
{
    size_t start = w->len;
    lp_of_put16(w, 0);
    lp_of_put8(w, fs->table_id);
    lp_of_put8(w, 0);
    lp_of_put32(w, fs->duration_sec);
    lp_of_put32(w, fs->duration_nsec);
    lp_of_put16(w, fs->priority);
    lp_of_put16(w, fs->idle_timeout);
    lp_of_put16(w, fs->hard_timeout);
    lp_of_put16(w, fs->flags);
    lp_of_put_zero(w, 4);
    lp_of_put64(w, fs->cookie);
    lp_of_put64(w, fs->packet_count);
    lp_of_put64(w, fs->byte_count);
    lp_of_put_match(w, &fs->match);
    if (fs->n_out) lp_of_put_output(w, fs->out);
    patch16(w, start, w->len - start);
}

void lp_of_mp_begin(lp_of_w_t *w, uint8_t type, uint32_t xid, uint16_t mp_type, uint16_t flags)
{
    lp_of_begin(w, type, xid);
    lp_of_put16(w, mp_type);
    lp_of_put16(w, flags);
    lp_of_put_zero(w, 4);
}

int lp_of_enc_hello(uint8_t *b, size_t cap, uint32_t xid, uint32_t bitmap)
{
    lp_of_w_t w;
    lp_of_w_init(&w, b, cap);
    lp_of_begin(&w, LP_OFPT_HELLO, xid);
    if (bitmap) {
        lp_of_put16(&w, 1); /* OFPHET_VERSIONBITMAP */
        lp_of_put16(&w, 8);
        lp_of_put32(&w, bitmap);
    }
    return lp_of_end(&w);
}

int lp_of_enc_empty(uint8_t *b, size_t cap, uint8_t type, uint32_t xid)
{
    lp_of_w_t w;
    lp_of_w_init(&w, b, cap);
    lp_of_begin(&w, type, xid);
    return lp_of_end(&w);
}

int lp_of_enc_echo(uint8_t *b, size_t cap, uint8_t type, uint32_t xid, const uint8_t *data, size_t n)
{
    lp_of_w_t w;
    lp_of_w_init(&w, b, cap);
    lp_of_begin(&w, type, xid);
    if (data) lp_of_put_bytes(&w, data, n);
    return lp_of_end(&w);
}

int lp_of_enc_error(uint8_t *b, size_t cap, uint32_t xid, uint16_t type, uint16_t code, const uint8_t *data, size_t n)
{
    lp_of_w_t w;
    lp_of_w_init(&w, b, cap);
    lp_of_begin(&w, LP_OFPT_ERROR, xid);
    lp_of_put16(&w, type);
    lp_of_put16(&w, code);
    if (data) lp_of_put_bytes(&w, data, n < LP_OF_ERR_DATA_MAX ? n : LP_OF_ERR_DATA_MAX);
    return lp_of_end(&w);
}

int lp_of_enc_error_exp(uint8_t *b, size_t cap, uint32_t xid, uint16_t exp_type, uint32_t experimenter,
                        const uint8_t *data, size_t n)
{
    lp_of_w_t w;
    lp_of_w_init(&w, b, cap);
    lp_of_begin(&w, LP_OFPT_ERROR, xid);
    lp_of_put16(&w, LP_OFPET_EXPERIMENTER);
    lp_of_put16(&w, exp_type);
    lp_of_put32(&w, experimenter);
    if (data) lp_of_put_bytes(&w, data, n < LP_OF_ERR_DATA_MAX ? n : LP_OF_ERR_DATA_MAX);
    return lp_of_end(&w);
}

int lp_of_enc_features_reply(uint8_t *b, size_t cap, uint32_t xid, uint64_t dpid, uint32_t n_buffers, uint8_t n_tables,
                             uint32_t capabilities)
{
    lp_of_w_t w;
    lp_of_w_init(&w, b, cap);
    lp_of_begin(&w, LP_OFPT_FEATURES_REPLY, xid);
    lp_of_put64(&w, dpid);
    lp_of_put32(&w, n_buffers);
    lp_of_put8(&w, n_tables);
    lp_of_put8(&w, 0); /* auxiliary_id: the main connection */
    lp_of_put_zero(&w, 2);
    lp_of_put32(&w, capabilities);
    lp_of_put32(&w, 0);
    return lp_of_end(&w);
}

int lp_of_enc_config(uint8_t *b, size_t cap, uint8_t type, uint32_t xid, uint16_t flags, uint16_t miss_send_len)
{
    lp_of_w_t w;
    lp_of_w_init(&w, b, cap);
    lp_of_begin(&w, type, xid);
    lp_of_put16(&w, flags);
    lp_of_put16(&w, miss_send_len);
    return lp_of_end(&w);
}

int lp_of_enc_role(uint8_t *b, size_t cap, uint8_t type, uint32_t xid, uint32_t role, uint64_t generation_id)
{
    lp_of_w_t w;
    lp_of_w_init(&w, b, cap);
    lp_of_begin(&w, type, xid);
    lp_of_put32(&w, role);
    lp_of_put_zero(&w, 4);
    lp_of_put64(&w, generation_id);
    return lp_of_end(&w);
}

int lp_of_enc_flow_mod(uint8_t *b, size_t cap, uint32_t xid, const lp_of_flow_mod_t *f)
{
    if (!f) return -1;
    lp_of_w_t w;
    lp_of_w_init(&w, b, cap);
    lp_of_begin(&w, LP_OFPT_FLOW_MOD, xid);
    lp_of_put64(&w, f->cookie);
    lp_of_put64(&w, f->cookie_mask);
    lp_of_put8(&w, f->table_id);
    lp_of_put8(&w, f->command);
    lp_of_put16(&w, f->idle_timeout);
    lp_of_put16(&w, f->hard_timeout);
    lp_of_put16(&w, f->priority);
    lp_of_put32(&w, f->buffer_id);
    lp_of_put32(&w, f->out_port);
    lp_of_put32(&w, f->out_group);
    lp_of_put16(&w, f->flags);
    lp_of_put_zero(&w, 2);
    lp_of_put_match(&w, &f->match);
    if (f->n_out) lp_of_put_output(&w, f->out);
    return lp_of_end(&w);
}

int lp_of_enc_port_status(uint8_t *b, size_t cap, uint32_t xid, uint8_t reason, const lp_of_port_t *port)
{
    if (!port) return -1;
    lp_of_w_t w;
    lp_of_w_init(&w, b, cap);
    lp_of_begin(&w, LP_OFPT_PORT_STATUS, xid);
    lp_of_put8(&w, reason);
    lp_of_put_zero(&w, 7);
    lp_of_put_port(&w, port);
    return lp_of_end(&w);
}

int lp_of_enc_mp_request(uint8_t *b, size_t cap, uint32_t xid, uint16_t mp_type, const lp_of_flow_req_t *fr)
{
    lp_of_w_t w;
    lp_of_w_init(&w, b, cap);
    lp_of_mp_begin(&w, LP_OFPT_MULTIPART_REQUEST, xid, mp_type, 0);
    if (fr) {
        lp_of_put8(&w, fr->table_id);
        lp_of_put_zero(&w, 3);
        lp_of_put32(&w, fr->out_port);
        lp_of_put32(&w, fr->out_group);
        lp_of_put_zero(&w, 4);
        lp_of_put64(&w, fr->cookie);
        lp_of_put64(&w, fr->cookie_mask);
        lp_of_put_match(&w, &fr->match);
    }
    return lp_of_end(&w);
}

int lp_of_enc_desc_reply(uint8_t *b, size_t cap, uint32_t xid, const lp_of_desc_t *d)
{
    if (!d) return -1;
    lp_of_w_t w;
    lp_of_w_init(&w, b, cap);
    lp_of_mp_begin(&w, LP_OFPT_MULTIPART_REPLY, xid, LP_OFPMP_DESC, 0);
    lp_of_put_str(&w, d->mfr, LP_OF_DESC_STR);
    lp_of_put_str(&w, d->hw, LP_OF_DESC_STR);
    lp_of_put_str(&w, d->sw, LP_OF_DESC_STR);
    lp_of_put_str(&w, d->serial, LP_OF_SERIAL_STR);
    lp_of_put_str(&w, d->dp, LP_OF_DESC_STR);
    return lp_of_end(&w);
}

int lp_of_enc_aggregate_reply(uint8_t *b, size_t cap, uint32_t xid, const lp_of_aggregate_t *a)
{
    if (!a) return -1;
    lp_of_w_t w;
    lp_of_w_init(&w, b, cap);
    lp_of_mp_begin(&w, LP_OFPT_MULTIPART_REPLY, xid, LP_OFPMP_AGGREGATE, 0);
    lp_of_put64(&w, a->packet_count);
    lp_of_put64(&w, a->byte_count);
    lp_of_put32(&w, a->flow_count);
    lp_of_put_zero(&w, 4);
    return lp_of_end(&w);
}

int lp_of_enc_agg(uint8_t *b, size_t cap, uint32_t xid, uint32_t exp_type, const lp_of_agg_t *a)
{
    if (!agg_body_len(exp_type) || !a) return -1;
    lp_of_w_t w;
    lp_of_w_init(&w, b, cap);
    lp_of_begin(&w, LP_OFPT_EXPERIMENTER, xid);
    lp_of_put32(&w, LP_OF_EXPERIMENTER_ID);
    lp_of_put32(&w, exp_type);
    lp_of_put8(&w, a->job);
    switch (exp_type) {
    case LP_OF_EXP_AGG_REGISTER:
        lp_of_put8(&w, a->win_en);
        lp_of_put8(&w, a->retries);
        lp_of_put_zero(&w, 1);
        lp_of_put32(&w, a->timeout);
        lp_of_put32(&w, a->drain);
        lp_of_put32(&w, a->preempt);
        lp_of_put64(&w, a->workers);
        lp_of_put16(&w, (uint16_t)(a->mac >> 32));
        lp_of_put32(&w, (uint32_t)a->mac);
        lp_of_put_zero(&w, 2);
        break;
    case LP_OF_EXP_AGG_REGISTER_REPLY:
        lp_of_put8(&w, a->entry);
        lp_of_put_zero(&w, 6);
        break;
    case LP_OF_EXP_AGG_STATUS_REPLY:
        lp_of_put8(&w, a->entry);
        lp_of_put8(&w, a->win_job);
        lp_of_put8(&w, a->state);
        lp_of_put8(&w, a->req);
        lp_of_put8(&w, a->busy);
        lp_of_put8(&w, a->slots_used);
        lp_of_put_zero(&w, 1);
        for (size_t i = 0; i < LP_OF_AGG_COUNTERS; i++) lp_of_put32(&w, a->cnt[i]);
        break;
    default: /* UNREGISTER(_REPLY), STATUS_REQUEST: the job alone */
        lp_of_put_zero(&w, 7);
        break;
    }
    return lp_of_end(&w);
}
