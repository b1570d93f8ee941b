/* Unit tests of the OpenFlow 1.3 codec (sdn/lp_of.c) and of the agent core (sdn/lp_ofa.c) on a WSS
 * driver whose device is unplugged.
 *
 * Codec: every message kind round-trips (encode, decode, same fields); os-ken's own encodings (golden
 * bytes) decode to what they mean; every malformed form is refused with its OpenFlow error type and code.
 * Agent: the driver is opened by hand (16 ports x 8 channels, job 2 owns ports 8-11) and its serial
 * port is closed, so a request that reaches the device fails at once with LP_E_IO: every refusal the
 * agent must make before the device (ownership, range, table, timeouts, flags, ...) is seen as its own
 * error code, and a request that would go to the device as the experimenter error LP_E_IO. The device
 * paths proper are tested through the emulator (tb/firmware/test_sdn_agent.py). */
#include <string.h>

#include "lp_hal_host.h"
#include "lp_of.h"
#include "lp_ofa.h"
#include "lp_test.h"
#include "lp_test_wss.h"

static uint8_t buf[4096];

static void w16(uint8_t *p, uint16_t v)
{
    p[0] = (uint8_t)(v >> 8);
    p[1] = (uint8_t)v;
}

static void w32(uint8_t *p, uint32_t v)
{
    w16(p, (uint16_t)(v >> 16));
    w16(p + 2, (uint16_t)v);
}

/* decode and expect a refusal with type/code */
static void expect_err(const uint8_t *b, size_t n, uint16_t type, uint16_t code, int line)
{
    lp_of_msg_t m;
    lp_of_err_t e = {0xEEEE, 0xEEEE};
    int r = lp_of_decode(b, n, &m, &e);
    if (r != -1 || e.type != type || e.code != code) {
        lp_test_fail++;
        fprintf(stderr, "test_lp_of.c:%d: expected error %u/%u, got r=%d %u/%u\n", line, type, code, r, e.type, e.code);
    } else {
        lp_test_pass++;
    }
}
#define EXPECT_ERR(b, n, t, c) expect_err((b), (n), (t), (c), __LINE__)

static int decode_ok(const uint8_t *b, int n, lp_of_msg_t *m)
{
    lp_of_err_t e;
    if (n < 0) return -1;
    return lp_of_decode(b, (size_t)n, m, &e);
}

/* ------------------------------------------------------------------ round trips */

static void test_round_trips(void)
{
    lp_of_msg_t m;
    int n;
    /* HELLO with and without the version bitmap */
    n = lp_of_enc_hello(buf, sizeof buf, 7, 1u << 4);
    LP_CHECK_EQ(n, 16);
    LP_CHECK(decode_ok(buf, n, &m) == 0 && m.h.type == LP_OFPT_HELLO && m.h.xid == 7 && m.u.hello.has_bitmap &&
             m.u.hello.bitmap == 0x10);
    n = lp_of_enc_hello(buf, sizeof buf, 8, 0);
    LP_CHECK(n == 8 && decode_ok(buf, n, &m) == 0 && !m.u.hello.has_bitmap);
    /* a HELLO of another version with an unknown element before the bitmap decodes too */
    const uint8_t h2[] = {0x06, 0, 0, 32, 0, 0, 0, 1, 0, 9, 0, 5, 1, 0, 0, 0,
                          0,    1, 0, 12, 0, 0, 0, 0x52, 0, 0, 0, 0, 0, 0, 0, 0};
    LP_CHECK(lp_of_decode(h2, sizeof h2, &m, NULL) == 0 && m.h.version == 6 && m.u.hello.bitmap == 0x52);
    /* ECHO with data */
    const uint8_t data[5] = {1, 2, 3, 0xC0, 0xDB};
    n = lp_of_enc_echo(buf, sizeof buf, LP_OFPT_ECHO_REQUEST, 9, data, 5);
    LP_CHECK(decode_ok(buf, n, &m) == 0 && m.h.type == LP_OFPT_ECHO_REQUEST && m.u.echo.len == 5 &&
             !memcmp(m.u.echo.data, data, 5));
    n = lp_of_enc_echo(buf, sizeof buf, LP_OFPT_ECHO_REPLY, 9, NULL, 0);
    LP_CHECK(decode_ok(buf, n, &m) == 0 && m.h.type == LP_OFPT_ECHO_REPLY && m.u.echo.len == 0);
    /* the empty ones */
    const uint8_t empties[] = {LP_OFPT_FEATURES_REQUEST, LP_OFPT_GET_CONFIG_REQUEST, LP_OFPT_BARRIER_REQUEST,
                               LP_OFPT_BARRIER_REPLY};
    for (unsigned i = 0; i < sizeof empties; i++) {
        n = lp_of_enc_empty(buf, sizeof buf, empties[i], 100 + i);
        LP_CHECK(n == 8 && decode_ok(buf, n, &m) == 0 && m.h.type == empties[i] && m.h.xid == 100 + i);
    }
    /* FEATURES_REPLY */
    n = lp_of_enc_features_reply(buf, sizeof buf, 3, 0x0102030405060708ull, 0, 1, LP_OFPC_FLOW_STATS);
    LP_CHECK_EQ(n, 32);
    LP_CHECK(decode_ok(buf, n, &m) == 0 && m.u.features.datapath_id == 0x0102030405060708ull &&
             m.u.features.n_tables == 1 && m.u.features.capabilities == LP_OFPC_FLOW_STATS);
    /* GET_CONFIG_REPLY, SET_CONFIG */
    n = lp_of_enc_config(buf, sizeof buf, LP_OFPT_SET_CONFIG, 4, 2, 0xFFE5);
    LP_CHECK(n == 12 && decode_ok(buf, n, &m) == 0 && m.u.config.flags == 2 && m.u.config.miss_send_len == 0xFFE5);
    n = lp_of_enc_config(buf, sizeof buf, LP_OFPT_GET_CONFIG_REPLY, 4, 0, 128);
    LP_CHECK(decode_ok(buf, n, &m) == 0 && m.h.type == LP_OFPT_GET_CONFIG_REPLY && m.u.config.miss_send_len == 128);
    /* ROLE */
    n = lp_of_enc_role(buf, sizeof buf, LP_OFPT_ROLE_REQUEST, 5, LP_OFPCR_ROLE_MASTER, 0xFFFFFFFFFFFFFFF0ull);
    LP_CHECK(n == 24 && decode_ok(buf, n, &m) == 0 && m.u.role.role == 2 &&
             m.u.role.generation_id == 0xFFFFFFFFFFFFFFF0ull);
    n = lp_of_enc_role(buf, sizeof buf, LP_OFPT_ROLE_REPLY, 5, LP_OFPCR_ROLE_SLAVE, 1);
    LP_CHECK(decode_ok(buf, n, &m) == 0 && m.h.type == LP_OFPT_ROLE_REPLY && m.u.role.role == 3);
    /* ERROR: the data is cut at 64 bytes */
    uint8_t big[100];
    for (unsigned i = 0; i < sizeof big; i++) big[i] = (uint8_t)i;
    n = lp_of_enc_error(buf, sizeof buf, 6, LP_OFPET_BAD_MATCH, LP_OFPBMC_BAD_VALUE, big, sizeof big);
    LP_CHECK_EQ(n, 12 + 64);
    LP_CHECK(decode_ok(buf, n, &m) == 0 && m.u.error.type == 4 && m.u.error.code == 7 && m.u.error.len == 64 &&
             !memcmp(m.u.error.data, big, 64));
    n = lp_of_enc_error_exp(buf, sizeof buf, 6, 2, LP_OF_EXPERIMENTER_ID, big, 10);
    LP_CHECK_EQ(n, 16 + 10);
    LP_CHECK(decode_ok(buf, n, &m) == 0 && m.u.error.type == LP_OFPET_EXPERIMENTER && m.u.error.code == 2 &&
             m.u.error.experimenter == LP_OF_EXPERIMENTER_ID && m.u.error.len == 10);
    /* FLOW_MOD: every command, with every match combination */
    for (uint8_t cmd = 0; cmd <= LP_OFPFC_DELETE_STRICT; cmd++)
        for (unsigned mc = 0; mc < 4; mc++) {
            lp_of_flow_mod_t f, g;
            memset(&f, 0, sizeof f);
            f.cookie = 0x1122334455667788ull;
            f.cookie_mask = 3;
            f.table_id = cmd == LP_OFPFC_DELETE ? LP_OFPTT_ALL : 0;
            f.command = cmd;
            f.idle_timeout = 1;
            f.hard_timeout = 2;
            f.priority = 0x8000;
            f.buffer_id = LP_OFP_NO_BUFFER;
            f.out_port = LP_OFPP_ANY;
            f.out_group = LP_OFPG_ANY;
            f.flags = LP_OFPFF_CHECK_OVERLAP;
            f.match.has_in_port = mc & 1u;
            f.match.in_port = 7;
            f.match.has_wl = (mc >> 1) & 1u;
            f.match.wl = 63;
            f.n_out = cmd < LP_OFPFC_DELETE;
            f.out = f.n_out ? 9 : 0;
            n = lp_of_enc_flow_mod(buf, sizeof buf, 77, &f);
            LP_CHECK(n >= (int)LP_OF_FLOW_MOD_MIN && n % 8 == 0);
            LP_CHECK(decode_ok(buf, n, &m) == 0 && m.h.type == LP_OFPT_FLOW_MOD);
            g = m.u.flow_mod;
            if (!f.match.has_in_port) f.match.in_port = 0;
            if (!f.match.has_wl) f.match.wl = 0;
            LP_CHECK(!memcmp(&f.match, &g.match, sizeof f.match));
            LP_CHECK(g.cookie == f.cookie && g.cookie_mask == 3 && g.table_id == f.table_id && g.command == cmd &&
                     g.idle_timeout == 1 && g.hard_timeout == 2 && g.priority == 0x8000 &&
                     g.buffer_id == LP_OFP_NO_BUFFER && g.out_port == LP_OFPP_ANY && g.out_group == LP_OFPG_ANY &&
                     g.flags == LP_OFPFF_CHECK_OVERLAP && g.n_out == f.n_out && g.out == f.out);
        }
    /* PORT_STATUS */
    lp_of_port_t p, q;
    memset(&p, 0, sizeof p);
    p.port_no = 12;
    memcpy(p.hw_addr, "\x02\x4c\x50\x00\x01\x0c", 6);
    strcpy(p.name, "wss12");
    p.config = LP_OFPPC_NO_PACKET_IN;
    p.state = LP_OFPPS_LIVE;
    p.curr = p.advertised = p.supported = LP_OFPPF_OTHER | LP_OFPPF_FIBER;
    p.peer = 1;
    p.curr_speed = 100000000;
    p.max_speed = 400000000;
    n = lp_of_enc_port_status(buf, sizeof buf, 0, LP_OFPPR_MODIFY, &p);
    LP_CHECK_EQ(n, 80);
    LP_CHECK(decode_ok(buf, n, &m) == 0 && m.u.port_status.reason == LP_OFPPR_MODIFY &&
             !memcmp(&m.u.port_status.port, &p, sizeof p));
    /* MULTIPART requests */
    n = lp_of_enc_mp_request(buf, sizeof buf, 10, LP_OFPMP_DESC, NULL);
    LP_CHECK(n == 16 && decode_ok(buf, n, &m) == 0 && m.u.mp.type == LP_OFPMP_DESC && m.u.mp.body_len == 0);
    n = lp_of_enc_mp_request(buf, sizeof buf, 11, LP_OFPMP_PORT_DESC, NULL);
    LP_CHECK(decode_ok(buf, n, &m) == 0 && m.u.mp.type == LP_OFPMP_PORT_DESC);
    lp_of_flow_req_t fr;
    memset(&fr, 0, sizeof fr);
    fr.table_id = LP_OFPTT_ALL;
    fr.out_port = 3;
    fr.out_group = LP_OFPG_ANY;
    fr.cookie = 5;
    fr.cookie_mask = 6;
    fr.match.has_wl = 1;
    fr.match.wl = 4;
    for (uint16_t t = LP_OFPMP_FLOW; t <= LP_OFPMP_AGGREGATE; t++) {
        n = lp_of_enc_mp_request(buf, sizeof buf, 12, t, &fr);
        LP_CHECK(decode_ok(buf, n, &m) == 0 && m.u.mp.type == t && !memcmp(&m.u.mp.flow, &fr, sizeof fr));
    }
    /* MULTIPART replies: DESC, PORT_DESC (3 ports), FLOW (2 entries, REPLY_MORE), AGGREGATE */
    lp_of_desc_t d, d2;
    memset(&d, 0, sizeof d);
    strcpy(d.mfr, "Lightpath");
    strcpy(d.hw, "LWSP");
    strcpy(d.sw, "lp_ofa");
    strcpy(d.serial, "0123456789012345678901234567890123"); /* longer than the 32-byte field: cut */
    strcpy(d.dp, "job 1");
    n = lp_of_enc_desc_reply(buf, sizeof buf, 13, &d);
    LP_CHECK_EQ(n, 16 + 1056);
    LP_CHECK(decode_ok(buf, n, &m) == 0 && m.u.mp.type == LP_OFPMP_DESC &&
             lp_of_parse_desc(m.u.mp.body, m.u.mp.body_len, &d2) == 0);
    LP_CHECK(!strcmp(d2.mfr, "Lightpath") && !strcmp(d2.dp, "job 1") && strlen(d2.serial) == 31 &&
             !strncmp(d2.serial, d.serial, 31));
    lp_of_w_t w;
    lp_of_w_init(&w, buf, sizeof buf);
    lp_of_mp_begin(&w, LP_OFPT_MULTIPART_REPLY, 14, LP_OFPMP_PORT_DESC, 0);
    for (uint32_t i = 1; i <= 3; i++) {
        p.port_no = i;
        lp_of_put_port(&w, &p);
    }
    n = lp_of_end(&w);
    LP_CHECK_EQ(n, 16 + 3 * 64);
    LP_CHECK(decode_ok(buf, n, &m) == 0);
    const uint8_t *it = m.u.mp.body;
    size_t left = m.u.mp.body_len;
    uint32_t seen = 0;
    while (lp_of_next_port(&it, &left, &q) == 1) seen = seen * 10 + q.port_no;
    LP_CHECK_EQ(seen, 123);
    lp_of_mp_begin(&w, LP_OFPT_MULTIPART_REPLY, 15, LP_OFPMP_FLOW, LP_OFPMPF_MORE);
    lp_of_flow_stats_t fs, fs2;
    memset(&fs, 0, sizeof fs);
    fs.priority = 0x8000;
    fs.packet_count = fs.byte_count = 0xFFFFFFFFFFFFFFFFull;
    fs.match.has_in_port = fs.match.has_wl = 1;
    fs.match.in_port = 5;
    fs.match.wl = 1;
    fs.n_out = 1;
    fs.out = 6;
    lp_of_put_flow_stats(&w, &fs);
    fs.match.has_wl = 0;
    fs.match.wl = 0;
    lp_of_put_flow_stats(&w, &fs);
    n = lp_of_end(&w);
    LP_CHECK_EQ(n, 16 + 96 + 88);
    LP_CHECK(decode_ok(buf, n, &m) == 0 && m.u.mp.flags == LP_OFPMPF_MORE);
    it = m.u.mp.body;
    left = m.u.mp.body_len;
    LP_CHECK(lp_of_next_flow_stats(&it, &left, &fs2) == 1 && fs2.match.in_port == 5 && fs2.match.has_wl &&
             fs2.match.wl == 1 && fs2.out == 6 && fs2.packet_count == fs.packet_count);
    LP_CHECK(lp_of_next_flow_stats(&it, &left, &fs2) == 1 && !fs2.match.has_wl && fs2.n_out == 1);
    LP_CHECK(lp_of_next_flow_stats(&it, &left, &fs2) == 0);
    lp_of_aggregate_t ag = {1, 2, 3}, ag2;
    n = lp_of_enc_aggregate_reply(buf, sizeof buf, 16, &ag);
    LP_CHECK(n == 40 && decode_ok(buf, n, &m) == 0 && lp_of_parse_aggregate(m.u.mp.body, m.u.mp.body_len, &ag2) == 0 &&
             ag2.packet_count == 1 && ag2.byte_count == 2 && ag2.flow_count == 3);
    /* types the codec does not parse decode to their header */
    n = lp_of_enc_empty(buf, sizeof buf, LP_OFPT_PACKET_OUT, 17);
    LP_CHECK(decode_ok(buf, n, &m) == 0 && m.h.type == LP_OFPT_PACKET_OUT && m.u.raw.len == 0);
    /* encoders refuse what does not fit */
    LP_CHECK_EQ(lp_of_enc_hello(buf, 15, 1, 0x10), -1);
    LP_CHECK_EQ(lp_of_enc_desc_reply(buf, 1000, 1, &d), -1);
    LP_CHECK_EQ(lp_of_enc_empty(NULL, 0, LP_OFPT_BARRIER_REQUEST, 1), -1);
}

/* os-ken's own encodings (ofctl_app.py's field registration, serialised by os-ken 4.2.2) */
static void test_golden(void)
{
    /* ADD match(lp_wavelength=2, in_port=1) apply(output 3): os-ken puts the experimenter field first */
    static const uint8_t add[96] = {
        0x04, 0x0e, 0x00, 0x60, 0x11, 0x22, 0x33, 0x44, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x00, 0x00,
        0x00, 0x00, 0x00, 0x00, 0x80, 0x00, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
        0x00, 0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x16, 0xff, 0xff, 0x02, 0x06, 0x00, 0x02, 0x4c, 0x50, 0x00, 0x02,
        0x80, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x04, 0x00, 0x18, 0x00, 0x00, 0x00, 0x00,
        0x00, 0x00, 0x00, 0x10, 0x00, 0x00, 0x00, 0x03, 0xff, 0xe5, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00};
    lp_of_msg_t m;
    LP_CHECK(lp_of_decode(add, sizeof add, &m, NULL) == 0);
    const lp_of_flow_mod_t added = m.u.flow_mod, *f = &added;
    LP_CHECK(m.h.xid == 0x11223344 && f->command == LP_OFPFC_ADD && f->match.has_in_port && f->match.in_port == 1 &&
             f->match.has_wl && f->match.wl == 2 && f->n_out == 1 && f->out == 3 && f->out_port == LP_OFPP_ANY &&
             f->buffer_id == LP_OFP_NO_BUFFER);
    /* DELETE table ALL, empty match */
    static const uint8_t del[56] = {0x04, 0x0e, 0x00, 0x38, 0, 0, 0, 7, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
                                    0xff, 0x03, 0, 0, 0, 0, 0x80, 0x00, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
                                    0xff, 0xff, 0xff, 0xff, 0, 0, 0, 0, 0x00, 0x01, 0x00, 0x04, 0, 0, 0, 0};
    LP_CHECK(lp_of_decode(del, sizeof del, &m, NULL) == 0 && m.u.flow_mod.command == LP_OFPFC_DELETE &&
             m.u.flow_mod.table_id == LP_OFPTT_ALL && !m.u.flow_mod.match.has_in_port && !m.u.flow_mod.n_out);
    static const uint8_t pdesc[16] = {0x04, 0x12, 0x00, 0x10, 0, 0, 0, 9, 0x00, 0x0d, 0, 0, 0, 0, 0, 0};
    LP_CHECK(lp_of_decode(pdesc, sizeof pdesc, &m, NULL) == 0 && m.u.mp.type == LP_OFPMP_PORT_DESC);
    /* our encoding of the same flow-mod differs only in field order and the output's max_len */
    lp_of_flow_mod_t g = *f;
    int n = lp_of_enc_flow_mod(buf, sizeof buf, 0x11223344, &g);
    LP_CHECK_EQ(n, 96);
    LP_CHECK(!memcmp(buf, add, 52) && !memcmp(buf + 52, add + 62, 8) && !memcmp(buf + 60, add + 52, 10) &&
             !memcmp(buf + 72, add + 72, 16));
}

/* ------------------------------------------------------------------ malformed */

/* A flow-mod from raw parts: the 48-byte fixed part (ADD, table 0, no buffer), the match bytes as
 * given (already padded), the instruction bytes; the header's length is the total. */
static size_t fm(uint8_t *b, const uint8_t *match, size_t ml, const uint8_t *inst, size_t il)
{
    memset(b, 0, 48);
    b[0] = 4;
    b[1] = LP_OFPT_FLOW_MOD;
    w32(b + 4, 42);
    w32(b + 32, LP_OFP_NO_BUFFER);
    w32(b + 36, LP_OFPP_ANY);
    w32(b + 40, LP_OFPG_ANY);
    memcpy(b + 48, match, ml);
    if (il) memcpy(b + 48 + ml, inst, il);
    size_t n = 48 + ml + il;
    w16(b + 2, (uint16_t)n);
    return n;
}

/* ofp_match of type OXM around the given OXM bytes, padded; returns the padded length */
static size_t mk_match(uint8_t *out, const uint8_t *oxm, size_t n)
{
    memset(out, 0, 64);
    w16(out, 1);
    w16(out + 2, (uint16_t)(4 + n));
    memcpy(out + 4, oxm, n);
    return (4 + n + 7) & ~(size_t)7;
}

static const uint8_t OXM_IN1[] = {0x80, 0x00, 0x00, 0x04, 0, 0, 0, 1};
static const uint8_t OXM_WL2[] = {0xff, 0xff, 0x02, 0x06, 0x00, 0x02, 0x4c, 0x50, 0x00, 0x02};
static const uint8_t INST_OUT3[] = {0, 4, 0, 24, 0, 0, 0, 0, 0, 0, 0, 16, 0, 0, 0, 3, 0xff, 0xff, 0, 0, 0, 0, 0, 0};

static void test_malformed_header(void)
{
    uint8_t b[64];
    /* bad version */
    int n = lp_of_enc_empty(b, sizeof b, LP_OFPT_FEATURES_REQUEST, 1);
    b[0] = 1;
    EXPECT_ERR(b, (size_t)n, LP_OFPET_BAD_REQUEST, LP_OFPBRC_BAD_VERSION);
    /* shorter than a header; length field below 8; longer than the buffer; not matching it */
    n = lp_of_enc_empty(b, sizeof b, LP_OFPT_BARRIER_REQUEST, 1);
    EXPECT_ERR(b, 7, LP_OFPET_BAD_REQUEST, LP_OFPBRC_BAD_LEN);
    w16(b + 2, 4);
    EXPECT_ERR(b, 8, LP_OFPET_BAD_REQUEST, LP_OFPBRC_BAD_LEN);
    w16(b + 2, 100);
    EXPECT_ERR(b, 8, LP_OFPET_BAD_REQUEST, LP_OFPBRC_BAD_LEN);
    w16(b + 2, 8);
    EXPECT_ERR(b, 12, LP_OFPET_BAD_REQUEST, LP_OFPBRC_BAD_LEN);
    /* fixed-size messages of the wrong size */
    const uint8_t types[] = {LP_OFPT_BARRIER_REQUEST, LP_OFPT_FEATURES_REQUEST, LP_OFPT_GET_CONFIG_REQUEST,
                             LP_OFPT_SET_CONFIG, LP_OFPT_ROLE_REQUEST, LP_OFPT_FEATURES_REPLY, LP_OFPT_PORT_STATUS};
    for (unsigned i = 0; i < sizeof types; i++) {
        memset(b, 0, sizeof b);
        b[0] = 4;
        b[1] = types[i];
        w16(b + 2, 10);
        EXPECT_ERR(b, 10, LP_OFPET_BAD_REQUEST, LP_OFPBRC_BAD_LEN);
    }
    /* ERROR too short for its type / experimenter header */
    memset(b, 0, sizeof b);
    b[0] = 4;
    b[1] = LP_OFPT_ERROR;
    w16(b + 2, 10);
    EXPECT_ERR(b, 10, LP_OFPET_BAD_REQUEST, LP_OFPBRC_BAD_LEN);
    w16(b + 2, 14);
    w16(b + 8, 0xFFFF);
    EXPECT_ERR(b, 14, LP_OFPET_BAD_REQUEST, LP_OFPBRC_BAD_LEN);
    /* HELLO: an element longer than the message, a bitmap of 2 bytes, 3 stray bytes */
    const uint8_t h1[] = {4, 0, 0, 16, 0, 0, 0, 1, 0, 1, 0, 12, 0, 0, 0, 0x10};
    EXPECT_ERR(h1, sizeof h1, LP_OFPET_BAD_REQUEST, LP_OFPBRC_BAD_LEN);
    const uint8_t h2[] = {4, 0, 0, 16, 0, 0, 0, 1, 0, 1, 0, 6, 0, 0x10, 0, 0};
    EXPECT_ERR(h2, sizeof h2, LP_OFPET_BAD_REQUEST, LP_OFPBRC_BAD_LEN);
    const uint8_t h3[] = {4, 0, 0, 11, 0, 0, 0, 1, 0, 1, 0};
    EXPECT_ERR(h3, sizeof h3, LP_OFPET_BAD_REQUEST, LP_OFPBRC_BAD_LEN);
    const uint8_t h4[] = {4, 0, 0, 12, 0, 0, 0, 1, 0, 1, 0, 2};
    EXPECT_ERR(h4, sizeof h4, LP_OFPET_BAD_REQUEST, LP_OFPBRC_BAD_LEN);
    /* MULTIPART: shorter than its header, a DESC request with a body, a FLOW request whose match does
     * not end the body, a PORT_DESC reply of 65 bytes, an AGGREGATE reply of 20 */
    memset(b, 0, sizeof b);
    b[0] = 4;
    b[1] = LP_OFPT_MULTIPART_REQUEST;
    w16(b + 2, 12);
    EXPECT_ERR(b, 12, LP_OFPET_BAD_REQUEST, LP_OFPBRC_BAD_LEN);
    w16(b + 2, 24);
    EXPECT_ERR(b, 24, LP_OFPET_BAD_REQUEST, LP_OFPBRC_BAD_LEN);
    lp_of_flow_req_t fr;
    memset(&fr, 0, sizeof fr);
    n = lp_of_enc_mp_request(buf, sizeof buf, 1, LP_OFPMP_FLOW, &fr);
    w16(buf + 2, (uint16_t)(n + 8));
    EXPECT_ERR(buf, (size_t)n + 8, LP_OFPET_BAD_REQUEST, LP_OFPBRC_BAD_LEN);
    w16(buf + 2, 40);
    EXPECT_ERR(buf, 40, LP_OFPET_BAD_REQUEST, LP_OFPBRC_BAD_LEN);
    memset(buf, 0, 200);
    buf[0] = 4;
    buf[1] = LP_OFPT_MULTIPART_REPLY;
    w16(buf + 2, 16 + 65);
    w16(buf + 8, LP_OFPMP_PORT_DESC);
    EXPECT_ERR(buf, 16 + 65, LP_OFPET_BAD_REQUEST, LP_OFPBRC_BAD_LEN);
    w16(buf + 2, 16 + 20);
    w16(buf + 8, LP_OFPMP_AGGREGATE);
    EXPECT_ERR(buf, 16 + 20, LP_OFPET_BAD_REQUEST, LP_OFPBRC_BAD_LEN);
    w16(buf + 2, 16 + 1000);
    w16(buf + 8, LP_OFPMP_DESC);
    EXPECT_ERR(buf, 16 + 1000, LP_OFPET_BAD_REQUEST, LP_OFPBRC_BAD_LEN);
    /* a FLOW reply whose entry says 200 bytes in a body of 96 */
    lp_of_w_t w;
    lp_of_flow_stats_t fs;
    memset(&fs, 0, sizeof fs);
    fs.match.has_in_port = 1;
    lp_of_w_init(&w, buf, sizeof buf);
    lp_of_mp_begin(&w, LP_OFPT_MULTIPART_REPLY, 1, LP_OFPMP_FLOW, 0);
    lp_of_put_flow_stats(&w, &fs);
    n = lp_of_end(&w);
    w16(buf + 16, 200);
    EXPECT_ERR(buf, (size_t)n, LP_OFPET_BAD_REQUEST, LP_OFPBRC_BAD_LEN);
    w16(buf + 16, 52); /* shorter than an entry's fixed part */
    EXPECT_ERR(buf, (size_t)n, LP_OFPET_BAD_REQUEST, LP_OFPBRC_BAD_LEN);
    /* the iterators refuse bad input */
    const uint8_t *it = buf;
    size_t left = 10;
    lp_of_port_t p;
    LP_CHECK_EQ(lp_of_next_port(&it, &left, &p), -1);
    LP_CHECK_EQ(lp_of_next_flow_stats(&it, &left, &fs), -1);
    LP_CHECK_EQ(lp_of_parse_desc(buf, 1055, NULL), -1);
}

static void test_malformed_flow_mod(void)
{
    uint8_t b[256], mt[64];
    size_t ml;
#define FM_ERR(oxm, inst, t, c)                                                      \
    do {                                                                             \
        ml = mk_match(mt, oxm, sizeof oxm);                                          \
        size_t n_ = fm(b, mt, ml, inst, sizeof inst);                                \
        EXPECT_ERR(b, n_, t, c);                                                     \
    } while (0)
    /* a good one first */
    {
        uint8_t ox[18];
        memcpy(ox, OXM_IN1, 8);
        memcpy(ox + 8, OXM_WL2, 10);
        ml = mk_match(mt, ox, sizeof ox);
        size_t n = fm(b, mt, ml, INST_OUT3, sizeof INST_OUT3);
        lp_of_msg_t m;
        LP_CHECK(lp_of_decode(b, n, &m, NULL) == 0 && m.u.flow_mod.match.in_port == 1 && m.u.flow_mod.match.wl == 2 &&
                 m.u.flow_mod.out == 3);
    }
    /* shorter than the fixed part + an empty match */
    memset(b, 0, 64);
    b[0] = 4;
    b[1] = LP_OFPT_FLOW_MOD;
    w16(b + 2, 52);
    EXPECT_ERR(b, 52, LP_OFPET_BAD_REQUEST, LP_OFPBRC_BAD_LEN);
    /* match type STANDARD (0); match length 2; match length past the message */
    ml = mk_match(mt, OXM_IN1, sizeof OXM_IN1);
    w16(mt, 0);
    size_t n = fm(b, mt, ml, INST_OUT3, sizeof INST_OUT3);
    EXPECT_ERR(b, n, LP_OFPET_BAD_MATCH, LP_OFPBMC_BAD_TYPE);
    w16(mt, 1);
    w16(mt + 2, 2);
    n = fm(b, mt, ml, INST_OUT3, sizeof INST_OUT3);
    EXPECT_ERR(b, n, LP_OFPET_BAD_MATCH, LP_OFPBMC_BAD_LEN);
    w16(mt + 2, 4 + 8 + 24 + 8);
    n = fm(b, mt, ml, INST_OUT3, sizeof INST_OUT3);
    EXPECT_ERR(b, n, LP_OFPET_BAD_MATCH, LP_OFPBMC_BAD_LEN);
    /* truncated OXM: in_port says 4 bytes, 2 left in the match */
    const uint8_t trunc[] = {0x80, 0x00, 0x00, 0x04, 0, 0};
    FM_ERR(trunc, INST_OUT3, LP_OFPET_BAD_MATCH, LP_OFPBMC_BAD_LEN);
    /* OXM length overflow (255) */
    const uint8_t ovf[] = {0x80, 0x00, 0x00, 0xff, 0, 0, 0, 1};
    FM_ERR(ovf, INST_OUT3, LP_OFPET_BAD_MATCH, LP_OFPBMC_BAD_LEN);
    /* 2 stray bytes after the OXMs (inside the match length) */
    const uint8_t stray[] = {0x80, 0x00, 0x00, 0x04, 0, 0, 0, 1, 0, 0};
    FM_ERR(stray, INST_OUT3, LP_OFPET_BAD_MATCH, LP_OFPBMC_BAD_LEN);
    /* in_port: masked, 2 bytes long, twice */
    const uint8_t inmask[] = {0x80, 0x00, 0x01, 0x08, 0, 0, 0, 1, 0xff, 0xff, 0xff, 0xff};
    FM_ERR(inmask, INST_OUT3, LP_OFPET_BAD_MATCH, LP_OFPBMC_BAD_MASK);
    const uint8_t inshort[] = {0x80, 0x00, 0x00, 0x02, 0, 1};
    FM_ERR(inshort, INST_OUT3, LP_OFPET_BAD_MATCH, LP_OFPBMC_BAD_LEN);
    const uint8_t indup[] = {0x80, 0x00, 0x00, 0x04, 0, 0, 0, 1, 0x80, 0x00, 0x00, 0x04, 0, 0, 0, 2};
    FM_ERR(indup, INST_OUT3, LP_OFPET_BAD_MATCH, LP_OFPBMC_DUP_FIELD);
    /* fields an OCS does not match: eth_type, a Nicira field, another experimenter, our id with another field */
    const uint8_t eth[] = {0x80, 0x00, 0x0a, 0x02, 0x08, 0x00};
    FM_ERR(eth, INST_OUT3, LP_OFPET_BAD_MATCH, LP_OFPBMC_BAD_FIELD);
    const uint8_t nxm[] = {0x00, 0x01, 0x00, 0x04, 0, 0, 0, 1};
    FM_ERR(nxm, INST_OUT3, LP_OFPET_BAD_MATCH, LP_OFPBMC_BAD_FIELD);
    const uint8_t onf[] = {0xff, 0xff, 0x02, 0x06, 0x4f, 0x4e, 0x46, 0x00, 0x00, 0x02};
    FM_ERR(onf, INST_OUT3, LP_OFPET_BAD_MATCH, LP_OFPBMC_BAD_FIELD);
    const uint8_t field2[] = {0xff, 0xff, 0x04, 0x06, 0x00, 0x02, 0x4c, 0x50, 0x00, 0x02};
    FM_ERR(field2, INST_OUT3, LP_OFPET_BAD_MATCH, LP_OFPBMC_BAD_FIELD);
    /* wavelength: 1-byte value, masked, experimenter id cut short, twice */
    const uint8_t wl1[] = {0xff, 0xff, 0x02, 0x05, 0x00, 0x02, 0x4c, 0x50, 0x02};
    FM_ERR(wl1, INST_OUT3, LP_OFPET_BAD_MATCH, LP_OFPBMC_BAD_LEN);
    const uint8_t wlmask[] = {0xff, 0xff, 0x03, 0x08, 0x00, 0x02, 0x4c, 0x50, 0x00, 0x02, 0xff, 0xff};
    FM_ERR(wlmask, INST_OUT3, LP_OFPET_BAD_MATCH, LP_OFPBMC_BAD_MASK);
    const uint8_t exp2[] = {0xff, 0xff, 0x02, 0x02, 0x00, 0x02};
    FM_ERR(exp2, INST_OUT3, LP_OFPET_BAD_MATCH, LP_OFPBMC_BAD_LEN);
    uint8_t wldup[20];
    memcpy(wldup, OXM_WL2, 10);
    memcpy(wldup + 10, OXM_WL2, 10);
    FM_ERR(wldup, INST_OUT3, LP_OFPET_BAD_MATCH, LP_OFPBMC_DUP_FIELD);
    /* instructions */
    const uint8_t goto_t[] = {0, 1, 0, 8, 1, 0, 0, 0};
    FM_ERR(OXM_IN1, goto_t, LP_OFPET_BAD_INSTRUCTION, LP_OFPBIC_UNSUP_INST);
    const uint8_t write_a[] = {0, 3, 0, 8, 0, 0, 0, 0};
    FM_ERR(OXM_IN1, write_a, LP_OFPET_BAD_INSTRUCTION, LP_OFPBIC_UNSUP_INST);
    const uint8_t meter[] = {0, 6, 0, 8, 0, 0, 0, 1};
    FM_ERR(OXM_IN1, meter, LP_OFPET_BAD_INSTRUCTION, LP_OFPBIC_UNSUP_INST);
    const uint8_t unknown_i[] = {0, 7, 0, 8, 0, 0, 0, 0};
    FM_ERR(OXM_IN1, unknown_i, LP_OFPET_BAD_INSTRUCTION, LP_OFPBIC_UNKNOWN_INST);
    const uint8_t exp_i[] = {0xff, 0xff, 0, 8, 0, 0, 0, 1};
    FM_ERR(OXM_IN1, exp_i, LP_OFPET_BAD_INSTRUCTION, LP_OFPBIC_BAD_EXPERIMENTER);
    const uint8_t ilen12[] = {0, 4, 0, 12, 0, 0, 0, 0, 0, 0, 0, 0};
    FM_ERR(OXM_IN1, ilen12, LP_OFPET_BAD_INSTRUCTION, LP_OFPBIC_BAD_LEN);
    const uint8_t ilong[] = {0, 4, 0, 32, 0, 0, 0, 0, 0, 0, 0, 16, 0, 0, 0, 3, 0xff, 0xff, 0, 0, 0, 0, 0, 0};
    FM_ERR(OXM_IN1, ilong, LP_OFPET_BAD_INSTRUCTION, LP_OFPBIC_BAD_LEN);
    const uint8_t izero[] = {0, 4, 0, 0, 0, 0, 0, 0};
    FM_ERR(OXM_IN1, izero, LP_OFPET_BAD_INSTRUCTION, LP_OFPBIC_BAD_LEN);
    uint8_t itrail[28];
    memcpy(itrail, INST_OUT3, 24);
    memset(itrail + 24, 0, 4);
    FM_ERR(OXM_IN1, itrail, LP_OFPET_BAD_INSTRUCTION, LP_OFPBIC_BAD_LEN);
    uint8_t two_apply[48];
    memcpy(two_apply, INST_OUT3, 24);
    memcpy(two_apply + 24, INST_OUT3, 24);
    FM_ERR(OXM_IN1, two_apply, LP_OFPET_BAD_INSTRUCTION, LP_OFPBIC_UNSUP_INST);
    /* actions */
    const uint8_t two_out[] = {0, 4, 0, 40, 0, 0, 0, 0, 0, 0, 0, 16, 0, 0, 0, 3, 0xff, 0xff, 0, 0, 0, 0, 0, 0,
                               0, 0, 0, 16, 0, 0, 0, 4, 0xff, 0xff, 0, 0, 0, 0, 0, 0};
    FM_ERR(OXM_IN1, two_out, LP_OFPET_BAD_ACTION, LP_OFPBAC_TOO_MANY);
    const uint8_t set_field[] = {0, 4, 0, 24, 0, 0, 0, 0, 0, 25, 0, 16, 0x80, 0, 0x0a, 0x02, 0x08, 0, 0, 0, 0, 0, 0, 0};
    FM_ERR(OXM_IN1, set_field, LP_OFPET_BAD_ACTION, LP_OFPBAC_BAD_TYPE);
    const uint8_t act99[] = {0, 4, 0, 16, 0, 0, 0, 0, 0, 99, 0, 8, 0, 0, 0, 0};
    FM_ERR(OXM_IN1, act99, LP_OFPET_BAD_ACTION, LP_OFPBAC_BAD_TYPE);
    const uint8_t act_exp[] = {0, 4, 0, 16, 0, 0, 0, 0, 0xff, 0xff, 0, 8, 0, 0, 0x23, 0x20};
    FM_ERR(OXM_IN1, act_exp, LP_OFPET_BAD_ACTION, LP_OFPBAC_BAD_EXPERIMENTER);
    const uint8_t out8[] = {0, 4, 0, 16, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 0, 3};
    FM_ERR(OXM_IN1, out8, LP_OFPET_BAD_ACTION, LP_OFPBAC_BAD_LEN);
    const uint8_t act0[] = {0, 4, 0, 16, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3};
    FM_ERR(OXM_IN1, act0, LP_OFPET_BAD_ACTION, LP_OFPBAC_BAD_LEN);
    const uint8_t act12[] = {0, 4, 0, 24, 0, 0, 0, 0, 0, 0, 0, 12, 0, 0, 0, 3, 0xff, 0xff, 0, 0, 0, 0, 0, 0};
    FM_ERR(OXM_IN1, act12, LP_OFPET_BAD_ACTION, LP_OFPBAC_BAD_LEN);
    const uint8_t act_long[] = {0, 4, 0, 16, 0, 0, 0, 0, 0, 0, 0, 16, 0, 0, 0, 3};
    FM_ERR(OXM_IN1, act_long, LP_OFPET_BAD_ACTION, LP_OFPBAC_BAD_LEN);
#undef FM_ERR
}

/* ------------------------------------------------------------------ the agent */

static lp_wss_t wss;
static lp_ofa_t ofa;
#define OUT_MAX 48
static uint8_t out[OUT_MAX][LP_OFA_TX_MAX];
static size_t out_len[OUT_MAX];
static int n_out, fail_send;
static uint64_t fake_us;

static int capture(void *ctx, const uint8_t *msg, size_t n)
{
    (void)ctx;
    if (fail_send) return LP_E_IO;
    if (n_out < OUT_MAX) {
        memcpy(out[n_out], msg, n);
        out_len[n_out] = n;
    }
    n_out++;
    return (int)n;
}

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

/* A driver opened by hand on an unplugged device: 16 ports x 8 channels, circuits (4, 1) -> 5 (job 1)
 * and (8, 0) -> 9 (job 2), job 2 owns ports 8-11. */
static void fake_wss(void)
{
    lp_host_reset(); /* every serial port closed: whatever reaches the device fails with LP_E_IO at once */
    lp_host_set_time_hooks(fake_now, fake_sleep, NULL);
    fake_us = 1000000;
    lp_test_wss_unplugged(&wss, 16, 8, 5);
    wss.map[4][1] = 5;
    wss.map[8][0] = 9;
    LP_CHECK_EQ(lp_wss_assign(&wss, 2, 0xF00u), LP_OK);
}

static int agent_up(void)
{
    fake_wss();
    const lp_ofa_cfg_t cfg = {.job = 1, .ports = 0xF0FFu, .dpid = 0x42, .echo_idle_ms = 1000, .echo_miss_max = 2,
                              .hello_timeout_ms = 3000};
    n_out = 0;
    fail_send = 0;
    if (lp_ofa_init(&ofa, &wss, &cfg, capture, NULL)) return -1;
    if (lp_ofa_start(&ofa)) return -1;
    uint8_t h[16];
    int n = lp_of_enc_hello(h, sizeof h, 1, 1u << 4);
    if (lp_ofa_input(&ofa, h, (size_t)n)) return -1;
    n_out = 0;
    return lp_ofa_state(&ofa) == LP_OFA_UP ? 0 : -1;
}

static int is_error(int i, uint16_t type, uint16_t code)
{
    lp_of_msg_t m;
    lp_of_err_t e;
    if (i >= n_out || lp_of_decode(out[i], out_len[i], &m, &e) || m.h.type != LP_OFPT_ERROR) return 0;
    return m.u.error.type == type && m.u.error.code == code;
}

static int is_type(int i, uint8_t type)
{
    return i < n_out && out_len[i] >= 8 && out[i][1] == type;
}

/* send one message, expect exactly one ERROR back with type/code and xid 42, and the map unchanged */
static void agent_expect(const uint8_t *msg, size_t n, uint16_t type, uint16_t code, int line)
{
    uint8_t before[LP_WSS_MAX_PORTS][LP_WSS_MAX_WL];
    memcpy(before, wss.map, sizeof before);
    n_out = 0;
    int rc = lp_ofa_input(&ofa, msg, n);
    int ok = rc == LP_OK && n_out == 1 && is_error(0, type, code) && out[0][4] == 0 && out[0][7] == 42 &&
             !memcmp(before, wss.map, sizeof before);
    if (ok) {
        lp_test_pass++;
    } else {
        lp_test_fail++;
        lp_of_msg_t m;
        lp_of_err_t e;
        int d = n_out ? lp_of_decode(out[0], out_len[0], &m, &e) : -2;
        fprintf(stderr, "test_lp_of.c:%d: expected ERROR %u/%u: rc %d, %d sent, first type %d error %u/%u\n", line,
                type, code, rc, n_out, d ? -1 : m.h.type, d ? 0 : m.u.error.type, d ? 0 : m.u.error.code);
    }
}
#define AGENT_EXPECT(msg, n, t, c) agent_expect((msg), (n), (t), (c), __LINE__)

static lp_of_flow_mod_t fm_base(uint8_t cmd, uint32_t in, int wl, uint32_t outp)
{
    lp_of_flow_mod_t f;
    memset(&f, 0, sizeof f);
    f.command = cmd;
    f.buffer_id = LP_OFP_NO_BUFFER;
    f.out_port = LP_OFPP_ANY;
    f.out_group = LP_OFPG_ANY;
    f.priority = 0x8000;
    f.match.has_in_port = in != 0;
    f.match.in_port = in;
    f.match.has_wl = wl >= 0;
    f.match.wl = wl >= 0 ? (uint16_t)wl : 0;
    f.n_out = outp != 0;
    f.out = outp;
    return f;
}

static void agent_fm(const lp_of_flow_mod_t *f, uint16_t type, uint16_t code, int line)
{
    uint8_t b[256];
    int n = lp_of_enc_flow_mod(b, sizeof b, 42, f);
    agent_expect(b, (size_t)n, type, code, line);
}
#define AGENT_FM(f, t, c) agent_fm(&(f), (t), (c), __LINE__)

static void test_agent_handshake(void)
{
    fake_wss();
    const lp_ofa_cfg_t cfg = {.job = 1, .ports = 0xF0FFu, .echo_idle_ms = 1000, .echo_miss_max = 2};
    LP_CHECK_EQ(lp_ofa_init(&ofa, &wss, &cfg, capture, NULL), LP_OK);
    const lp_ofa_cfg_t clash = {.job = 3, .ports = 0x100u};
    lp_ofa_t other;
    LP_CHECK_EQ(lp_ofa_init(&other, &wss, &clash, capture, NULL), LP_E_PERM); /* port 8 is job 2's */
    const lp_ofa_cfg_t nojob = {.job = 0};
    LP_CHECK_EQ(lp_ofa_init(&other, &wss, &nojob, capture, NULL), LP_E_ARG);
    LP_CHECK_EQ(lp_ofa_input(&ofa, buf, 0), LP_E_STATE); /* IDLE: no transport */
    n_out = 0;
    LP_CHECK_EQ(lp_ofa_start(&ofa), LP_OK);
    lp_of_msg_t m;
    LP_CHECK(n_out == 1 && decode_ok(out[0], (int)out_len[0], &m) == 0 && m.h.type == LP_OFPT_HELLO &&
             m.u.hello.has_bitmap && m.u.hello.bitmap == 0x10);
    /* a version-1.0-only peer: HELLO_FAILED / INCOMPATIBLE, and close */
    n_out = 0;
    uint8_t h[16];
    int n = lp_of_enc_hello(h, sizeof h, 5, 1u << 1);
    LP_CHECK_EQ(lp_ofa_input(&ofa, h, (size_t)n), LP_E_PROTO);
    LP_CHECK(is_error(0, LP_OFPET_HELLO_FAILED, LP_OFPHFC_INCOMPATIBLE) && lp_ofa_state(&ofa) == LP_OFA_DEAD);
    /* no bitmap, header version 1: incompatible too */
    lp_ofa_start(&ofa);
    n = lp_of_enc_hello(h, sizeof h, 5, 0);
    h[0] = 1;
    LP_CHECK_EQ(lp_ofa_input(&ofa, h, (size_t)n), LP_E_PROTO);
    /* something else before the HELLO */
    lp_ofa_start(&ofa);
    n_out = 0;
    n = lp_of_enc_empty(h, sizeof h, LP_OFPT_FEATURES_REQUEST, 5);
    LP_CHECK_EQ(lp_ofa_input(&ofa, h, (size_t)n), LP_E_PROTO);
    LP_CHECK(is_error(0, LP_OFPET_HELLO_FAILED, LP_OFPHFC_INCOMPATIBLE));
    /* before the HELLO, a message that does not decode and an oversize one are not answered as in a
     * session: HELLO_FAILED, and the session ends (nothing else is sent) */
    lp_ofa_start(&ofa);
    n_out = 0;
    n = lp_of_enc_empty(h, sizeof h, LP_OFPT_FEATURES_REQUEST, 5);
    h[3] = 12; /* a FEATURES_REQUEST of 12 bytes: BAD_LEN in a session */
    uint8_t h12[12] = {0};
    memcpy(h12, h, 8);
    LP_CHECK_EQ(lp_ofa_input(&ofa, h12, sizeof h12), LP_E_PROTO);
    LP_CHECK(n_out == 1 && is_error(0, LP_OFPET_HELLO_FAILED, LP_OFPHFC_INCOMPATIBLE) &&
             lp_ofa_state(&ofa) == LP_OFA_DEAD);
    lp_ofa_start(&ofa);
    n_out = 0;
    uint8_t big[LP_OF_HDR_LEN] = {4, LP_OFPT_ECHO_REQUEST, 0x10, 0x00, 0, 0, 0, 9}; /* 4096 bytes announced */
    LP_CHECK_EQ(lp_ofa_input(&ofa, big, sizeof big), LP_OK);                     /* its head is not yet in */
    uint8_t body[64] = {0};
    LP_CHECK_EQ(lp_ofa_input(&ofa, body, sizeof body), LP_E_PROTO);
    LP_CHECK(n_out == 1 && is_error(0, LP_OFPET_HELLO_FAILED, LP_OFPHFC_INCOMPATIBLE) &&
             lp_ofa_state(&ofa) == LP_OFA_DEAD && out[0][7] == 9);
    /* the datagram path: before the HELLO a frame whose length field disagrees, or an oversize frame,
     * gets HELLO_FAILED too; with no session at all it is dropped */
    lp_ofa_start(&ofa);
    n_out = 0;
    LP_CHECK_EQ(lp_ofa_input_msg(&ofa, h12, sizeof h12), LP_E_PROTO);
    LP_CHECK(n_out == 1 && is_error(0, LP_OFPET_HELLO_FAILED, LP_OFPHFC_INCOMPATIBLE));
    n_out = 0;
    LP_CHECK(lp_ofa_input_msg(&ofa, h12, sizeof h12) == LP_OK && n_out == 0); /* DEAD: dropped */
    lp_ofa_start(&ofa);
    n_out = 0;
    LP_CHECK_EQ(lp_ofa_reject_oversize(&ofa, big, sizeof big), LP_E_PROTO);
    LP_CHECK(n_out == 1 && is_error(0, LP_OFPET_HELLO_FAILED, LP_OFPHFC_INCOMPATIBLE));
    /* a version-6 HELLO without bitmap negotiates 1.3; the HELLO fed one byte at a time */
    lp_ofa_start(&ofa);
    n = lp_of_enc_hello(h, sizeof h, 5, 0);
    h[0] = 6;
    for (int i = 0; i < n; i++) LP_CHECK_EQ(lp_ofa_input(&ofa, h + i, 1), LP_OK);
    LP_CHECK_EQ(lp_ofa_state(&ofa), LP_OFA_UP);
    /* a second HELLO (the peer restarted): a new session, our HELLO again */
    n_out = 0;
    n = lp_of_enc_hello(h, sizeof h, 6, 0x10);
    LP_CHECK(lp_ofa_input(&ofa, h, (size_t)n) == LP_OK && n_out == 1 && is_type(0, LP_OFPT_HELLO));
    /* a send that fails: LP_E_IO, reported by poll too */
    fail_send = 1;
    n = lp_of_enc_empty(h, sizeof h, LP_OFPT_BARRIER_REQUEST, 7);
    LP_CHECK_EQ(lp_ofa_input(&ofa, h, (size_t)n), LP_E_IO);
    LP_CHECK_EQ(lp_ofa_poll(&ofa), LP_E_IO);
    fail_send = 0;
    lp_ofa_stop(&ofa);
    LP_CHECK_EQ(lp_ofa_state(&ofa), LP_OFA_IDLE);
}

/* A stream of four requests, cut into two pieces at every byte boundary (and byte by byte): the
 * replies are always the same four. */
static void test_agent_fragmentation(void)
{
    LP_CHECK_EQ(agent_up(), 0);
    uint8_t s[512];
    size_t n = 0;
    const uint8_t ed[3] = {9, 8, 7};
    n += (size_t)lp_of_enc_echo(s + n, sizeof s - n, LP_OFPT_ECHO_REQUEST, 42, ed, 3);
    n += (size_t)lp_of_enc_empty(s + n, sizeof s - n, LP_OFPT_FEATURES_REQUEST, 43);
    lp_of_flow_mod_t f = fm_base(LP_OFPFC_ADD, 20, 1, 2); /* unknown in_port: refused before the device */
    n += (size_t)lp_of_enc_flow_mod(s + n, sizeof s - n, 44, &f);
    n += (size_t)lp_of_enc_empty(s + n, sizeof s - n, LP_OFPT_BARRIER_REQUEST, 45);
    uint8_t ref[4][128];
    size_t ref_len[4];
    n_out = 0;
    LP_CHECK_EQ(lp_ofa_input(&ofa, s, n), LP_OK);
    LP_CHECK(n_out == 4 && is_type(0, LP_OFPT_ECHO_REPLY) && is_type(1, LP_OFPT_FEATURES_REPLY) &&
             is_error(2, LP_OFPET_BAD_MATCH, LP_OFPBMC_BAD_VALUE) && is_type(3, LP_OFPT_BARRIER_REPLY));
    LP_CHECK(out_len[0] == 11 && !memcmp(out[0] + 8, ed, 3) && out[3][7] == 45);
    for (int i = 0; i < 4; i++) {
        ref_len[i] = out_len[i] < 128 ? out_len[i] : 128;
        memcpy(ref[i], out[i], ref_len[i]);
    }
    int same = 1;
    for (size_t cut = 0; cut <= n; cut++) {
        n_out = 0;
        if (lp_ofa_input(&ofa, s, cut) || lp_ofa_input(&ofa, s + cut, n - cut) || n_out != 4) same = 0;
        for (int i = 0; i < 4 && same; i++)
            if (out_len[i] != ref_len[i] && ref_len[i] < 128) same = 0;
            else if (memcmp(out[i], ref[i], ref_len[i])) same = 0;
    }
    LP_CHECK(same);
    n_out = 0;
    for (size_t i = 0; i < n; i++) LP_CHECK_EQ(lp_ofa_input(&ofa, s + i, 1), LP_OK);
    LP_CHECK(n_out == 4 && is_type(3, LP_OFPT_BARRIER_REPLY));
}

static void test_agent_bad_framing(void)
{
    LP_CHECK_EQ(agent_up(), 0);
    /* an oversize message (3000 bytes) then a barrier: ERROR BAD_LEN with its first 64 bytes, the rest
     * dropped, the barrier answered */
    static uint8_t s[3100];
    memset(s, 0xAB, sizeof s);
    s[0] = 4;
    s[1] = LP_OFPT_ECHO_REQUEST;
    w16(s + 2, 3000);
    w32(s + 4, 42);
    int n = lp_of_enc_empty(s + 3000, 16, LP_OFPT_BARRIER_REQUEST, 43);
    n_out = 0;
    LP_CHECK_EQ(lp_ofa_input(&ofa, s, 1500), LP_OK);
    LP_CHECK_EQ(lp_ofa_input(&ofa, s + 1500, 1500 + (size_t)n), LP_OK);
    LP_CHECK(n_out == 2 && is_error(0, LP_OFPET_BAD_REQUEST, LP_OFPBRC_BAD_LEN) && out_len[0] == 12 + 64 &&
             !memcmp(out[0] + 12, s, 64) && is_type(1, LP_OFPT_BARRIER_REPLY));
    LP_CHECK_EQ(ofa.st.oversize, 1);
    /* a bad version: BAD_VERSION, the connection stays */
    uint8_t b[64];
    n = lp_of_enc_empty(b, sizeof b, LP_OFPT_BARRIER_REQUEST, 42);
    b[0] = 3;
    AGENT_EXPECT(b, (size_t)n, LP_OFPET_BAD_REQUEST, LP_OFPBRC_BAD_VERSION);
    /* unsupported types */
    n = lp_of_enc_empty(b, sizeof b, LP_OFPT_PACKET_OUT, 42);
    AGENT_EXPECT(b, (size_t)n, LP_OFPET_BAD_REQUEST, LP_OFPBRC_BAD_TYPE);
    n = lp_of_enc_empty(b, sizeof b, LP_OFPT_FEATURES_REPLY + 100, 42);
    AGENT_EXPECT(b, (size_t)n, LP_OFPET_BAD_REQUEST, LP_OFPBRC_BAD_TYPE);
    n = lp_of_enc_empty(b, sizeof b, LP_OFPT_EXPERIMENTER, 42);
    AGENT_EXPECT(b, (size_t)n, LP_OFPET_BAD_REQUEST, LP_OFPBRC_BAD_EXPERIMENTER);
    /* a wrong fixed length */
    n = lp_of_enc_empty(b, sizeof b, LP_OFPT_BARRIER_REQUEST, 42);
    w16(b + 2, 12);
    AGENT_EXPECT(b, 12, LP_OFPET_BAD_REQUEST, LP_OFPBRC_BAD_LEN);
    /* a length field below 8: no way to resync: ERROR and close */
    w16(b + 2, 5);
    n_out = 0;
    LP_CHECK_EQ(lp_ofa_input(&ofa, b, 8), LP_E_PROTO);
    LP_CHECK(n_out == 1 && is_error(0, LP_OFPET_BAD_REQUEST, LP_OFPBRC_BAD_LEN) && lp_ofa_state(&ofa) == LP_OFA_DEAD);
    LP_CHECK_EQ(lp_ofa_input(&ofa, b, 8), LP_E_PROTO);
    /* the datagram path: a length that disagrees with the frame, a runt, an oversize frame */
    LP_CHECK_EQ(agent_up(), 0);
    n = lp_of_enc_empty(b, sizeof b, LP_OFPT_BARRIER_REQUEST, 42);
    const size_t bad_sizes[3] = {12, 5, 3000};
    for (unsigned i = 0; i < 3; i++) {
        n_out = 0;
        LP_CHECK(lp_ofa_input_msg(&ofa, i < 2 ? b : s, bad_sizes[i]) == LP_OK && n_out == 1 &&
                 is_error(0, LP_OFPET_BAD_REQUEST, LP_OFPBRC_BAD_LEN));
    }
    n_out = 0;
    LP_CHECK(lp_ofa_input_msg(&ofa, b, (size_t)n) == LP_OK && n_out == 1 && is_type(0, LP_OFPT_BARRIER_REPLY));
    /* datagram path while IDLE: only a HELLO starts a session */
    lp_ofa_stop(&ofa);
    n_out = 0;
    LP_CHECK(lp_ofa_input_msg(&ofa, b, (size_t)n) == LP_OK && n_out == 0);
    n = lp_of_enc_hello(b, sizeof b, 1, 0x10);
    LP_CHECK(lp_ofa_input_msg(&ofa, b, (size_t)n) == LP_OK && n_out == 1 && is_type(0, LP_OFPT_HELLO) &&
             lp_ofa_state(&ofa) == LP_OFA_UP);
}

static void test_agent_requests(void)
{
    LP_CHECK_EQ(agent_up(), 0);
    uint8_t b[256];
    lp_of_msg_t m;
    /* FEATURES */
    int n = lp_of_enc_empty(b, sizeof b, LP_OFPT_FEATURES_REQUEST, 1);
    lp_ofa_input(&ofa, b, (size_t)n);
    LP_CHECK(n_out == 1 && decode_ok(out[0], (int)out_len[0], &m) == 0 && m.u.features.datapath_id == 0x42 &&
             m.u.features.n_tables == 1 && m.u.features.n_buffers == 0);
    /* SET_CONFIG then GET_CONFIG; bad flags refused */
    n_out = 0;
    n = lp_of_enc_config(b, sizeof b, LP_OFPT_SET_CONFIG, 2, 1, 256);
    lp_ofa_input(&ofa, b, (size_t)n);
    n = lp_of_enc_empty(b, sizeof b, LP_OFPT_GET_CONFIG_REQUEST, 3);
    lp_ofa_input(&ofa, b, (size_t)n);
    LP_CHECK(n_out == 1 && decode_ok(out[0], (int)out_len[0], &m) == 0 && m.h.type == LP_OFPT_GET_CONFIG_REPLY &&
             m.u.config.flags == 1 && m.u.config.miss_send_len == 256);
    n = lp_of_enc_config(b, sizeof b, LP_OFPT_SET_CONFIG, 42, 4, 0);
    AGENT_EXPECT(b, (size_t)n, LP_OFPET_SWITCH_CONFIG_FAILED, LP_OFPSCFC_BAD_FLAGS);
    /* ECHO_REPLY and ERROR from the controller are taken silently */
    n_out = 0;
    n = lp_of_enc_echo(b, sizeof b, LP_OFPT_ECHO_REPLY, 4, NULL, 0);
    lp_ofa_input(&ofa, b, (size_t)n);
    n = lp_of_enc_error(b, sizeof b, 5, 1, 1, NULL, 0);
    lp_ofa_input(&ofa, b, (size_t)n);
    LP_CHECK(n_out == 0 && ofa.st.echo_rx_replies == 1 && ofa.st.errors_rx == 1);
    /* DESC */
    n = lp_of_enc_mp_request(b, sizeof b, 6, LP_OFPMP_DESC, NULL);
    lp_ofa_input(&ofa, b, (size_t)n);
    lp_of_desc_t d;
    LP_CHECK(n_out == 1 && decode_ok(out[0], (int)out_len[0], &m) == 0 &&
             lp_of_parse_desc(m.u.mp.body, m.u.mp.body_len, &d) == 0 && !strcmp(d.mfr, "Lightpath") &&
             !strcmp(d.hw, "LWSP cross-connect, 16 ports x 8 channels") && !strcmp(d.dp, "job 1"));
    /* PORT_DESC: 16 ports; job 2's ports down and blocked; 5 and 6 (the circuit 4 -> 5) live */
    n_out = 0;
    n = lp_of_enc_mp_request(b, sizeof b, 7, LP_OFPMP_PORT_DESC, NULL);
    lp_ofa_input(&ofa, b, (size_t)n);
    LP_CHECK(n_out == 1 && decode_ok(out[0], (int)out_len[0], &m) == 0 && m.u.mp.body_len == 16 * 64);
    const uint8_t *it = m.u.mp.body;
    size_t left = m.u.mp.body_len;
    lp_of_port_t p;
    int good = 1;
    for (uint32_t no = 1; lp_of_next_port(&it, &left, &p) == 1; no++) {
        int other = no >= 9 && no <= 12, live = no == 5 || no == 6;
        uint32_t state = other ? (LP_OFPPS_LINK_DOWN | LP_OFPPS_BLOCKED) : live ? LP_OFPPS_LIVE : LP_OFPPS_LINK_DOWN;
        if (p.port_no != no || p.state != state || !!(p.config & LP_OFPPC_PORT_DOWN) != other ||
            p.hw_addr[0] != 0x02 || p.hw_addr[5] != no || strncmp(p.name, "wss", 3))
            good = 0;
    }
    LP_CHECK(good);
    /* a port of the job lit only by another job's circuit (job 2's input 9 -> the job's port 0, as found
     * at open) stays LINK_DOWN, and the circuit's coming and going sends no PORT_STATUS */
    LP_CHECK(lp_ofa_poll(&ofa) == LP_OK);
    wss.map[9][2] = 0;
    n_out = 0;
    LP_CHECK(lp_ofa_poll(&ofa) == LP_OK && n_out == 0);
    n = lp_of_enc_mp_request(b, sizeof b, 9, LP_OFPMP_PORT_DESC, NULL);
    lp_ofa_input(&ofa, b, (size_t)n);
    LP_CHECK(n_out == 1 && decode_ok(out[0], (int)out_len[0], &m) == 0);
    it = m.u.mp.body;
    left = m.u.mp.body_len;
    LP_CHECK(lp_of_next_port(&it, &left, &p) == 1 && p.port_no == 1 && p.state == LP_OFPPS_LINK_DOWN);
    wss.map[9][2] = LP_WSS_NONE;
    n_out = 0;
    LP_CHECK(lp_ofa_poll(&ofa) == LP_OK && n_out == 0);
    /* FLOW: the job's circuit only (not job 2's); AGGREGATE counts it */
    n_out = 0;
    lp_of_flow_req_t fr;
    memset(&fr, 0, sizeof fr);
    fr.table_id = LP_OFPTT_ALL;
    fr.out_port = LP_OFPP_ANY;
    fr.out_group = LP_OFPG_ANY;
    n = lp_of_enc_mp_request(b, sizeof b, 8, LP_OFPMP_FLOW, &fr);
    lp_ofa_input(&ofa, b, (size_t)n);
    lp_of_flow_stats_t fs;
    LP_CHECK(n_out == 1 && decode_ok(out[0], (int)out_len[0], &m) == 0 && m.u.mp.body_len == 96);
    it = m.u.mp.body;
    left = m.u.mp.body_len;
    LP_CHECK(lp_of_next_flow_stats(&it, &left, &fs) == 1 && fs.match.in_port == 5 && fs.match.wl == 1 && fs.out == 6);
    fr.match.has_in_port = 1;
    fr.match.in_port = 5;
    fr.out_port = 7; /* filtered away */
    n_out = 0;
    n = lp_of_enc_mp_request(b, sizeof b, 9, LP_OFPMP_AGGREGATE, &fr);
    lp_ofa_input(&ofa, b, (size_t)n);
    lp_of_aggregate_t ag;
    LP_CHECK(n_out == 1 && decode_ok(out[0], (int)out_len[0], &m) == 0 &&
             lp_of_parse_aggregate(m.u.mp.body, m.u.mp.body_len, &ag) == 0 && ag.flow_count == 0);
    fr.out_port = 6;
    n_out = 0;
    n = lp_of_enc_mp_request(b, sizeof b, 9, LP_OFPMP_AGGREGATE, &fr);
    lp_ofa_input(&ofa, b, (size_t)n);
    LP_CHECK(n_out == 1 && decode_ok(out[0], (int)out_len[0], &m) == 0 &&
             lp_of_parse_aggregate(m.u.mp.body, m.u.mp.body_len, &ag) == 0 && ag.flow_count == 1);
    /* unsupported multipart types, REQ_MORE */
    n = lp_of_enc_mp_request(b, sizeof b, 42, 3 /* TABLE */, NULL);
    AGENT_EXPECT(b, (size_t)n, LP_OFPET_BAD_REQUEST, LP_OFPBRC_BAD_MULTIPART);
    n = lp_of_enc_mp_request(b, sizeof b, 42, LP_OFPMP_PORT_DESC, NULL);
    b[11] = LP_OFPMPF_MORE;
    AGENT_EXPECT(b, (size_t)n, LP_OFPET_BAD_REQUEST, LP_OFPBRC_BAD_MULTIPART);
    /* ROLE: master with generation 10, a stale 9, slave 11, then flow-mods are refused, equal again */
    n_out = 0;
    n = lp_of_enc_role(b, sizeof b, LP_OFPT_ROLE_REQUEST, 10, LP_OFPCR_ROLE_MASTER, 10);
    lp_ofa_input(&ofa, b, (size_t)n);
    LP_CHECK(n_out == 1 && decode_ok(out[0], (int)out_len[0], &m) == 0 && m.h.type == LP_OFPT_ROLE_REPLY &&
             m.u.role.role == LP_OFPCR_ROLE_MASTER && m.u.role.generation_id == 10);
    n = lp_of_enc_role(b, sizeof b, LP_OFPT_ROLE_REQUEST, 42, LP_OFPCR_ROLE_SLAVE, 9);
    AGENT_EXPECT(b, (size_t)n, LP_OFPET_ROLE_REQUEST_FAILED, LP_OFPRRFC_STALE);
    n = lp_of_enc_role(b, sizeof b, LP_OFPT_ROLE_REQUEST, 42, 7, 9);
    AGENT_EXPECT(b, (size_t)n, LP_OFPET_ROLE_REQUEST_FAILED, LP_OFPRRFC_BAD_ROLE);
    n = lp_of_enc_role(b, sizeof b, LP_OFPT_ROLE_REQUEST, 11, LP_OFPCR_ROLE_SLAVE, 11);
    lp_ofa_input(&ofa, b, (size_t)n);
    lp_of_flow_mod_t f = fm_base(LP_OFPFC_ADD, 1, 0, 2);
    AGENT_FM(f, LP_OFPET_BAD_REQUEST, LP_OFPBRC_IS_SLAVE);
    n = lp_of_enc_role(b, sizeof b, LP_OFPT_ROLE_REQUEST, 12, LP_OFPCR_ROLE_EQUAL, 0);
    lp_ofa_input(&ofa, b, (size_t)n);
    f = fm_base(LP_OFPFC_ADD, 20, 0, 2);
    AGENT_FM(f, LP_OFPET_BAD_MATCH, LP_OFPBMC_BAD_VALUE); /* an equal may send flow-mods again */
}

/* Every refusal the agent makes before the device, each with its code, the map untouched; then what
 * does reach the device (unplugged: LP_E_IO, the experimenter error) and what needs nothing from it. */
static void test_agent_flow_mods(void)
{
    LP_CHECK_EQ(agent_up(), 0);
    lp_of_flow_mod_t f;
    f = fm_base(LP_OFPFC_ADD, 0, 1, 2); /* no in_port */
    AGENT_FM(f, LP_OFPET_BAD_MATCH, LP_OFPBMC_BAD_WILDCARDS);
    f = fm_base(LP_OFPFC_MODIFY, 0, 1, 2);
    AGENT_FM(f, LP_OFPET_BAD_MATCH, LP_OFPBMC_BAD_WILDCARDS);
    f = fm_base(LP_OFPFC_ADD, 17, 1, 2); /* beyond the device's 16 */
    AGENT_FM(f, LP_OFPET_BAD_MATCH, LP_OFPBMC_BAD_VALUE);
    f = fm_base(LP_OFPFC_ADD, LP_OFPP_CONTROLLER, 1, 2);
    AGENT_FM(f, LP_OFPET_BAD_MATCH, LP_OFPBMC_BAD_VALUE);
    f = fm_base(LP_OFPFC_ADD, 10, 1, 2); /* job 2's input */
    AGENT_FM(f, LP_OFPET_BAD_MATCH, LP_OFPBMC_EPERM);
    f = fm_base(LP_OFPFC_DELETE, 9, -1, 0); /* job 2's circuit, named */
    AGENT_FM(f, LP_OFPET_BAD_MATCH, LP_OFPBMC_EPERM);
    f = fm_base(LP_OFPFC_ADD, 1, 8, 2); /* channel beyond the 8 */
    AGENT_FM(f, LP_OFPET_BAD_MATCH, LP_OFPBMC_BAD_VALUE);
    f = fm_base(LP_OFPFC_ADD, 1, 1, 0); /* no output */
    AGENT_FM(f, LP_OFPET_BAD_INSTRUCTION, LP_OFPBIC_UNSUP_INST);
    f = fm_base(LP_OFPFC_ADD, 1, 1, 17);
    AGENT_FM(f, LP_OFPET_BAD_ACTION, LP_OFPBAC_BAD_OUT_PORT);
    f = fm_base(LP_OFPFC_ADD, 1, 1, LP_OFPP_CONTROLLER);
    AGENT_FM(f, LP_OFPET_BAD_ACTION, LP_OFPBAC_BAD_OUT_PORT);
    f = fm_base(LP_OFPFC_ADD, 1, 1, 1); /* onto itself */
    AGENT_FM(f, LP_OFPET_BAD_ACTION, LP_OFPBAC_BAD_OUT_PORT);
    f = fm_base(LP_OFPFC_ADD, 1, 1, 11); /* job 2's output */
    AGENT_FM(f, LP_OFPET_BAD_ACTION, LP_OFPBAC_EPERM);
    f = fm_base(LP_OFPFC_MODIFY_STRICT, 5, 1, 12);
    AGENT_FM(f, LP_OFPET_BAD_ACTION, LP_OFPBAC_EPERM);
    f = fm_base(LP_OFPFC_ADD, 1, 1, 2);
    f.table_id = 1;
    AGENT_FM(f, LP_OFPET_FLOW_MOD_FAILED, LP_OFPFMFC_BAD_TABLE_ID);
    f.table_id = LP_OFPTT_ALL; /* ALL is for deletes only */
    AGENT_FM(f, LP_OFPET_FLOW_MOD_FAILED, LP_OFPFMFC_BAD_TABLE_ID);
    f = fm_base(LP_OFPFC_ADD, 1, 1, 2);
    f.idle_timeout = 10;
    AGENT_FM(f, LP_OFPET_FLOW_MOD_FAILED, LP_OFPFMFC_BAD_TIMEOUT);
    f = fm_base(LP_OFPFC_ADD, 1, 1, 2);
    f.hard_timeout = 10;
    AGENT_FM(f, LP_OFPET_FLOW_MOD_FAILED, LP_OFPFMFC_BAD_TIMEOUT);
    f = fm_base(LP_OFPFC_ADD, 1, 1, 2);
    f.flags = LP_OFPFF_SEND_FLOW_REM;
    AGENT_FM(f, LP_OFPET_FLOW_MOD_FAILED, LP_OFPFMFC_BAD_FLAGS);
    f.flags = 0x100;
    AGENT_FM(f, LP_OFPET_FLOW_MOD_FAILED, LP_OFPFMFC_BAD_FLAGS);
    f = fm_base(9, 1, 1, 2);
    AGENT_FM(f, LP_OFPET_FLOW_MOD_FAILED, LP_OFPFMFC_BAD_COMMAND);
    f = fm_base(LP_OFPFC_ADD, 1, 1, 2);
    f.buffer_id = 5;
    AGENT_FM(f, LP_OFPET_BAD_REQUEST, LP_OFPBRC_BUFFER_UNKNOWN);
    f = fm_base(LP_OFPFC_DELETE, 5, -1, 0);
    f.cookie_mask = 1;
    AGENT_FM(f, LP_OFPET_FLOW_MOD_FAILED, LP_OFPFMFC_BAD_COMMAND);
    f = fm_base(LP_OFPFC_ADD, 5, 1, 7); /* (5, 1) exists: with CHECK_OVERLAP it is an overlap */
    f.flags = LP_OFPFF_CHECK_OVERLAP;
    AGENT_FM(f, LP_OFPET_FLOW_MOD_FAILED, LP_OFPFMFC_OVERLAP);
    LP_CHECK_EQ(lp_wss_stats(&wss)->cmds, 0); /* nothing above reached the device */
    /* what needs nothing from the device: the circuit that is already there, deletes and modifies that
     * match nothing (no error: OpenFlow 1.3) */
    uint8_t b[256];
    const lp_of_flow_mod_t none[] = {fm_base(LP_OFPFC_ADD, 5, 1, 6), fm_base(LP_OFPFC_DELETE_STRICT, 1, 3, 0),
                                     fm_base(LP_OFPFC_DELETE, 2, -1, 0), fm_base(LP_OFPFC_MODIFY, 1, -1, 2),
                                     fm_base(LP_OFPFC_DELETE_STRICT, 0, -1, 0)};
    for (unsigned i = 0; i < sizeof none / sizeof none[0]; i++) {
        n_out = 0;
        int n = lp_of_enc_flow_mod(b, sizeof b, 50, &none[i]);
        LP_CHECK(lp_ofa_input(&ofa, b, (size_t)n) == LP_OK && n_out == 0);
    }
    f = fm_base(LP_OFPFC_DELETE, 5, -1, 0);
    f.out_port = 7; /* the circuit goes to 6: filtered away */
    int n = lp_of_enc_flow_mod(b, sizeof b, 51, &f);
    n_out = 0;
    LP_CHECK(lp_ofa_input(&ofa, b, (size_t)n) == LP_OK && n_out == 0);
    f.out_group = 3;
    f.out_port = LP_OFPP_ANY;
    n = lp_of_enc_flow_mod(b, sizeof b, 51, &f);
    LP_CHECK(lp_ofa_input(&ofa, b, (size_t)n) == LP_OK && n_out == 0);
    LP_CHECK_EQ(lp_wss_stats(&wss)->cmds, 0);
    /* requests that go to the device, unplugged: the experimenter error with -LP_E_IO, nothing changed */
    const lp_of_flow_mod_t dev[] = {fm_base(LP_OFPFC_ADD, 1, 1, 2), fm_base(LP_OFPFC_ADD, 5, 1, 7),
                                    fm_base(LP_OFPFC_MODIFY, 5, -1, 7), fm_base(LP_OFPFC_DELETE, 0, -1, 0),
                                    fm_base(LP_OFPFC_DELETE_STRICT, 5, 1, 0)};
    for (unsigned i = 0; i < sizeof dev / sizeof dev[0]; i++) {
        n = lp_of_enc_flow_mod(b, sizeof b, 42, &dev[i]);
        AGENT_EXPECT(b, (size_t)n, LP_OFPET_EXPERIMENTER, (uint16_t)-LP_E_IO);
    }
    lp_of_msg_t m;
    LP_CHECK(decode_ok(out[0], (int)out_len[0], &m) == 0 && m.u.error.experimenter == LP_OF_EXPERIMENTER_ID &&
             m.u.error.len == 64);
    LP_CHECK(ofa.st.flow_mods == ofa.st.flow_mods_ok + 23 + 5 && ofa.st.flow_mods_ok == 7);
    /* the status mapping */
    lp_of_err_t e = lp_ofa_wss_error(LP_E_PERM);
    LP_CHECK(e.type == LP_OFPET_FLOW_MOD_FAILED && e.code == LP_OFPFMFC_EPERM);
    e = lp_ofa_wss_error(LP_E_BUSY);
    LP_CHECK(e.type == LP_OFPET_FLOW_MOD_FAILED && e.code == LP_OFPFMFC_OVERLAP);
    e = lp_ofa_wss_error(LP_E_NOTFOUND);
    LP_CHECK(e.type == LP_OFPET_FLOW_MOD_FAILED && e.code == LP_OFPFMFC_UNKNOWN);
    e = lp_ofa_wss_error(LP_E_TIMEOUT);
    LP_CHECK(e.type == LP_OFPET_EXPERIMENTER && e.code == 2);
    e = lp_ofa_wss_error(LP_E_VERIFY);
    LP_CHECK(e.type == LP_OFPET_EXPERIMENTER && e.code == 7);
    e = lp_ofa_wss_error(LP_E_DEVICE);
    LP_CHECK(e.type == LP_OFPET_EXPERIMENTER && e.code == 4);
}

/* Changes the agent did not make (another path through the driver, an audit): PORT_STATUS for the
 * job's ports on the next poll, nothing for another job's. */
static void test_agent_port_status(void)
{
    LP_CHECK_EQ(agent_up(), 0);
    LP_CHECK(lp_ofa_poll(&ofa) == LP_OK && n_out == 0);
    wss.map[0][3] = 2; /* job 1: ports 0 and 2 (OpenFlow 1 and 3) */
    wss.map[9][0] = 10; /* job 2 */
    LP_CHECK_EQ(lp_ofa_poll(&ofa), LP_OK);
    lp_of_msg_t m;
    LP_CHECK(n_out == 2 && decode_ok(out[0], (int)out_len[0], &m) == 0 && m.h.type == LP_OFPT_PORT_STATUS &&
             m.u.port_status.reason == LP_OFPPR_MODIFY && m.u.port_status.port.port_no == 1 &&
             m.u.port_status.port.state == LP_OFPPS_LIVE);
    LP_CHECK(decode_ok(out[1], (int)out_len[1], &m) == 0 && m.u.port_status.port.port_no == 3);
    n_out = 0;
    LP_CHECK(lp_ofa_poll(&ofa) == LP_OK && n_out == 0); /* reported once */
    wss.map[0][3] = LP_WSS_NONE;
    lp_ofa_poll(&ofa);
    LP_CHECK(n_out == 2 && decode_ok(out[0], (int)out_len[0], &m) == 0 &&
             m.u.port_status.port.state == LP_OFPPS_LINK_DOWN && ofa.st.port_status == 4);
}

static void test_agent_keepalive(void)
{
    LP_CHECK_EQ(agent_up(), 0); /* echo after 1000 ms idle, dead after 2 unanswered */
    fake_us += 999000;
    LP_CHECK(lp_ofa_poll(&ofa) == LP_OK && n_out == 0);
    fake_us += 1000;
    LP_CHECK(lp_ofa_poll(&ofa) == LP_OK && n_out == 1 && is_type(0, LP_OFPT_ECHO_REQUEST));
    LP_CHECK(lp_ofa_poll(&ofa) == LP_OK && n_out == 1); /* not again before the next idle period */
    /* an answer (any message shows the peer is alive): the count starts again */
    uint8_t b[16];
    int n = lp_of_enc_echo(b, sizeof b, LP_OFPT_ECHO_REPLY, 99, NULL, 0);
    fake_us += 500000;
    LP_CHECK_EQ(lp_ofa_input(&ofa, b, (size_t)n), LP_OK);
    fake_us += 999000;
    LP_CHECK(lp_ofa_poll(&ofa) == LP_OK && n_out == 1);
    fake_us += 1000;
    LP_CHECK(lp_ofa_poll(&ofa) == LP_OK && n_out == 2 && is_type(1, LP_OFPT_ECHO_REQUEST));
    fake_us += 1000000;
    LP_CHECK(lp_ofa_poll(&ofa) == LP_OK && n_out == 3 && is_type(2, LP_OFPT_ECHO_REQUEST));
    fake_us += 999999;
    LP_CHECK_EQ(lp_ofa_poll(&ofa), LP_OK);
    fake_us += 1;
    LP_CHECK_EQ(lp_ofa_poll(&ofa), LP_E_TIMEOUT); /* two unanswered: dead */
    LP_CHECK(lp_ofa_state(&ofa) == LP_OFA_DEAD && ofa.st.dead == 1 && ofa.st.echo_sent == 3 && n_out == 3);
    LP_CHECK_EQ(lp_ofa_input(&ofa, b, (size_t)n), LP_E_PROTO);
    /* no HELLO within the timeout (3000 ms) */
    n_out = 0;
    LP_CHECK_EQ(lp_ofa_start(&ofa), LP_OK);
    fake_us += 2999000;
    LP_CHECK_EQ(lp_ofa_poll(&ofa), LP_OK);
    fake_us += 1000;
    LP_CHECK(lp_ofa_poll(&ofa) == LP_E_TIMEOUT && lp_ofa_state(&ofa) == LP_OFA_DEAD && ofa.st.dead == 2);
    /* echo off: never */
    fake_wss();
    const lp_ofa_cfg_t cfg = {.job = 1, .ports = 1};
    LP_CHECK_EQ(lp_ofa_init(&ofa, &wss, &cfg, capture, NULL), LP_OK);
    lp_ofa_start(&ofa);
    n = lp_of_enc_hello(b, sizeof b, 1, 0x10);
    lp_ofa_input(&ofa, b, (size_t)n);
    n_out = 0;
    fake_us += 3600000000ull;
    LP_CHECK(lp_ofa_poll(&ofa) == LP_OK && n_out == 0 && lp_ofa_state(&ofa) == LP_OFA_UP);
    LP_CHECK(lp_ofa_sizeof() == sizeof(lp_ofa_t) && lp_ofa_stats(&ofa) == &ofa.st);
}

static uint32_t xid_of(int i)
{
    return i < n_out && i < OUT_MAX ? (uint32_t)out[i][4] << 24 | (uint32_t)out[i][5] << 16 | (uint32_t)out[i][6] << 8 | out[i][7]
                                    : 0xFFFFFFFFu;
}

static void send_empty(uint8_t type, uint32_t xid)
{
    uint8_t b[8];
    int n = lp_of_enc_empty(b, sizeof b, type, xid);
    LP_CHECK_EQ(lp_ofa_input(&ofa, b, (size_t)n), LP_OK);
}

/* While the WSS is busy (another owner's change under way) everything but an echo is held, in order;
 * the echo is answered at once. lp_ofa_poll handles what is held once the device is free. A full hold
 * makes the agent wait for the device and answer everything in order (counted); a new session drops
 * what it holds (counted). */
static void test_agent_hold(void)
{
    LP_CHECK_EQ(agent_up(), 0);
    wss.nonblocking = 1;
    wss.op = LP_WSS_OP_CHANGE; /* stepped by its owner: the agent must not wait for it */
    n_out = 0;
    send_empty(LP_OFPT_BARRIER_REQUEST, 1);
    uint8_t b[16];
    int n = lp_of_enc_echo(b, sizeof b, LP_OFPT_ECHO_REQUEST, 2, NULL, 0);
    LP_CHECK_EQ(lp_ofa_input(&ofa, b, (size_t)n), LP_OK);
    send_empty(LP_OFPT_FEATURES_REQUEST, 3);
    LP_CHECK(n_out == 1 && is_type(0, LP_OFPT_ECHO_REPLY) && xid_of(0) == 2 && ofa.st.held == 2);
    LP_CHECK(lp_ofa_poll(&ofa) == LP_OK && n_out == 1); /* still busy */
    wss.op = LP_WSS_OP_NONE;                             /* the owner's change ended */
    LP_CHECK(lp_ofa_poll(&ofa) == LP_OK && n_out == 3);
    LP_CHECK(is_type(1, LP_OFPT_BARRIER_REPLY) && xid_of(1) == 1 && is_type(2, LP_OFPT_FEATURES_REPLY) && xid_of(2) == 3);
    LP_CHECK(ofa.hold.len == 0 && ofa.st.hold_full == 0 && ofa.st.rx_msgs == 4); /* the HELLO first */

    /* a read under way (the unplugged device ends it with an error when stepped) and more barriers than
     * the hold takes: the one that does not fit makes the agent wait; every reply, in order */
    wss.op = LP_WSS_OP_POLL;
    n_out = 0;
    uint32_t k = 0;
    while (ofa.st.hold_full == 0 && k < 1000) send_empty(LP_OFPT_BARRIER_REQUEST, 100u + k++);
    LP_CHECK(ofa.st.hold_full == 1 && !lp_wss_busy(&wss) && ofa.hold.len == 0);
    LP_CHECK(k > OUT_MAX && k == (LP_OFA_HOLD_MAX / (LP_OF_HDR_LEN + 2u)) + 1u && n_out == (int)k);
    int order = 1;
    for (int i = 0; i < OUT_MAX; i++) order &= is_type(i, LP_OFPT_BARRIER_REPLY) && xid_of(i) == 100u + (uint32_t)i;
    LP_CHECK(order);

    /* a new session: what the old one left held is dropped, not answered */
    wss.op = LP_WSS_OP_CHANGE;
    send_empty(LP_OFPT_BARRIER_REQUEST, 7);
    send_empty(LP_OFPT_BARRIER_REQUEST, 8);
    n_out = 0;
    LP_CHECK_EQ(lp_ofa_start(&ofa), LP_OK);
    LP_CHECK(ofa.st.hold_dropped == 2 && ofa.hold.len == 0 && n_out == 1 && is_type(0, LP_OFPT_HELLO));
    wss.op = LP_WSS_OP_NONE;
    LP_CHECK(lp_ofa_poll(&ofa) == LP_OK && n_out == 1);
}

/* ------------------------------------------------------------------ aggregation-job messages */

static lp_of_agg_t agg_reg(uint8_t job)
{
    const lp_of_agg_t a = {.job = job, .win_en = 1, .retries = 2, .timeout = 20000, .drain = 2048, .preempt = 3000,
                           .workers = 0x8000000000000003ull, .mac = 0x024C50414755ull};
    return a;
}

/* field by field (a struct's padding is not a field) */
static int agg_eq(const lp_of_agg_t *x, const lp_of_agg_t *y)
{
    return x->job == y->job && x->entry == y->entry && x->win_en == y->win_en && x->retries == y->retries &&
           x->timeout == y->timeout && x->drain == y->drain && x->preempt == y->preempt && x->workers == y->workers &&
           x->mac == y->mac && x->win_job == y->win_job && x->state == y->state && x->req == y->req &&
           x->busy == y->busy && x->slots_used == y->slots_used && !memcmp(x->cnt, y->cnt, sizeof x->cnt);
}

static void test_agg_codec(void)
{
    lp_of_msg_t m;
    uint8_t b[128];
    /* REGISTER: every field at its place (the wire layout of docs/sdn.md) and back */
    lp_of_agg_t a = agg_reg(7);
    int n = lp_of_enc_agg(b, sizeof b, 42, LP_OF_EXP_AGG_REGISTER, &a);
    const uint8_t golden[48] = {4,    4,    0,    48,   0, 0, 0,    42,   0,    0x02, 0x4C, 0x50, 0,    0,    0,    1,
                                7,    1,    2,    0,    0, 0, 0x4E, 0x20, 0,    0,    0x08, 0,    0,    0,    0x0B, 0xB8,
                                0x80, 0,    0,    0,    0, 0, 0,    3,    0x02, 0x4C, 0x50, 0x41, 0x47, 0x55, 0,    0};
    LP_CHECK(n == 48 && !memcmp(b, golden, sizeof golden));
    LP_CHECK(decode_ok(b, n, &m) == 0 && m.h.type == LP_OFPT_EXPERIMENTER && m.h.xid == 42 &&
             m.u.exp.experimenter == LP_OF_EXPERIMENTER_ID && m.u.exp.exp_type == LP_OF_EXP_AGG_REGISTER);
    LP_CHECK(m.u.exp.agg.job == 7 && m.u.exp.agg.win_en == 1 && m.u.exp.agg.retries == 2 &&
             m.u.exp.agg.timeout == 20000 && m.u.exp.agg.drain == 2048 && m.u.exp.agg.preempt == 3000 &&
             m.u.exp.agg.workers == 0x8000000000000003ull && m.u.exp.agg.mac == 0x024C50414755ull);
    /* the job-only messages and the register reply */
    const uint32_t short_types[] = {LP_OF_EXP_AGG_REGISTER_REPLY, LP_OF_EXP_AGG_UNREGISTER,
                                    LP_OF_EXP_AGG_UNREGISTER_REPLY, LP_OF_EXP_AGG_STATUS_REQUEST};
    for (size_t i = 0; i < sizeof short_types / sizeof short_types[0]; i++) {
        const lp_of_agg_t j = {.job = 200, .entry = 3};
        n = lp_of_enc_agg(b, sizeof b, 9, short_types[i], &j);
        LP_CHECK(n == 24 && decode_ok(b, n, &m) == 0 && m.u.exp.exp_type == short_types[i] && m.u.exp.agg.job == 200 &&
                 m.u.exp.agg.entry == (short_types[i] == LP_OF_EXP_AGG_REGISTER_REPLY ? 3 : 0));
    }
    /* STATUS_REPLY: every counter in its place */
    lp_of_agg_t st = {.job = 5, .entry = 1, .win_job = 5, .state = 2, .req = 0x02, .busy = 0x02, .slots_used = 9};
    for (unsigned i = 0; i < LP_OF_AGG_COUNTERS; i++) st.cnt[i] = 0x01000000u * (i + 1) + i;
    n = lp_of_enc_agg(b, sizeof b, 9, LP_OF_EXP_AGG_STATUS_REPLY, &st);
    LP_CHECK(n == 16 + (int)LP_OF_AGG_STATUS_LEN && decode_ok(b, n, &m) == 0 &&
             agg_eq(&m.u.exp.agg, &st));
    LP_CHECK(b[16 + 8 + 4 * 17] == 18 && b[16 + 8 + 4 * 17 + 3] == 17); /* the last counter, big-endian */
    /* encoder refusals: an unknown exp_type, no room */
    LP_CHECK_EQ(lp_of_enc_agg(b, sizeof b, 9, 0, &a), -1);
    LP_CHECK_EQ(lp_of_enc_agg(b, sizeof b, 9, 7, &a), -1);
    LP_CHECK_EQ(lp_of_enc_agg(b, sizeof b, 9, LP_OF_EXP_AGG_REGISTER, NULL), -1);
    LP_CHECK_EQ(lp_of_enc_agg(b, 47, 9, LP_OF_EXP_AGG_REGISTER, &a), -1);

    /* malformed: no experimenter field, another experimenter, no exp_type, unknown exp_types, bodies of
     * another length than their type's */
    n = lp_of_enc_agg(b, sizeof b, 42, LP_OF_EXP_AGG_REGISTER, &a);
    uint8_t c[128];
    memcpy(c, b, (size_t)n);
    w16(c + 2, 11);
    EXPECT_ERR(c, 11, LP_OFPET_BAD_REQUEST, LP_OFPBRC_BAD_EXPERIMENTER);
    memcpy(c, b, (size_t)n);
    w32(c + 8, 0x00002320u); /* Nicira */
    EXPECT_ERR(c, (size_t)n, LP_OFPET_BAD_REQUEST, LP_OFPBRC_BAD_EXPERIMENTER);
    w16(c + 2, 14);
    w32(c + 8, LP_OF_EXPERIMENTER_ID);
    EXPECT_ERR(c, 14, LP_OFPET_BAD_REQUEST, LP_OFPBRC_BAD_LEN);
    const uint32_t bad_types[] = {0, 7, 0x100u | LP_OF_EXP_AGG_REGISTER, 0xFFFFFFFFu};
    for (size_t i = 0; i < sizeof bad_types / sizeof bad_types[0]; i++) {
        memcpy(c, b, (size_t)n);
        w32(c + 12, bad_types[i]);
        EXPECT_ERR(c, (size_t)n, LP_OFPET_BAD_REQUEST, LP_OFPBRC_BAD_EXP_TYPE);
    }
    const uint32_t all_types[] = {LP_OF_EXP_AGG_REGISTER,   LP_OF_EXP_AGG_REGISTER_REPLY, LP_OF_EXP_AGG_UNREGISTER,
                                  LP_OF_EXP_AGG_UNREGISTER_REPLY, LP_OF_EXP_AGG_STATUS_REQUEST,
                                  LP_OF_EXP_AGG_STATUS_REPLY};
    for (size_t i = 0; i < sizeof all_types / sizeof all_types[0]; i++) {
        n = lp_of_enc_agg(b, sizeof b, 42, all_types[i], &st);
        LP_CHECK(n > 16 && decode_ok(b, n, &m) == 0);
        const int lens[] = {16, n - 8, n - 1, n + 1, n + 8};
        for (size_t k = 0; k < sizeof lens / sizeof lens[0]; k++) {
            memset(b + n, 0, 8);
            w16(b + 2, (uint16_t)lens[k]);
            EXPECT_ERR(b, (size_t)lens[k], LP_OFPET_BAD_REQUEST, LP_OFPBRC_BAD_LEN);
        }
        /* a whole message cut short of its header's length */
        w16(b + 2, (uint16_t)n);
        EXPECT_ERR(b, (size_t)n - 1, LP_OFPET_BAD_REQUEST, LP_OFPBRC_BAD_LEN);
    }
}

/* the aggregation handler the agent calls: records the request, answers with what the test sets */
static struct {
    int calls, rc;
    uint32_t type;
    lp_of_agg_t req, rep;
} fagg;

static int fake_agg(void *ctx, uint32_t exp_type, const lp_of_agg_t *req, lp_of_agg_t *rep)
{
    LP_CHECK(ctx == &fagg);
    fagg.calls++;
    fagg.type = exp_type;
    fagg.req = *req;
    *rep = fagg.rep;
    return fagg.rc;
}

static int agg_agent_up(uint8_t job_min, uint8_t job_max)
{
    fake_wss();
    const lp_ofa_cfg_t cfg = {.job = 1,
                              .ports = 0xF0FFu,
                              .echo_idle_ms = 1000,
                              .echo_miss_max = 2,
                              .agg = fake_agg,
                              .agg_ctx = &fagg,
                              .agg_job_min = job_min,
                              .agg_job_max = job_max};
    memset(&fagg, 0, sizeof fagg);
    n_out = 0;
    fail_send = 0;
    if (lp_ofa_init(&ofa, &wss, &cfg, capture, NULL) || lp_ofa_start(&ofa)) return -1;
    uint8_t h[16];
    int n = lp_of_enc_hello(h, sizeof h, 1, 1u << 4);
    if (lp_ofa_input(&ofa, h, (size_t)n)) return -1;
    n_out = 0;
    return lp_ofa_state(&ofa) == LP_OFA_UP ? 0 : -1;
}

/* send one aggregation request with xid 42; expect one reply of reply_type (0: an ERROR, checked by
 * the caller) and return its decoding */
static int agg_send(uint32_t exp_type, const lp_of_agg_t *a, lp_of_msg_t *m)
{
    uint8_t b[128];
    int n = lp_of_enc_agg(b, sizeof b, 42, exp_type, a);
    n_out = 0;
    if (n < 0 || lp_ofa_input(&ofa, b, (size_t)n) != LP_OK || n_out != 1) return -1;
    if (decode_ok(out[0], (int)out_len[0], m) || m->h.xid != 42) return -1;
    return 0;
}

static void test_agent_agg(void)
{
    lp_of_msg_t m;
    uint8_t b[128];
    const lp_of_agg_t reg = agg_reg(10);
    /* without a handler: every experimenter message is refused (BAD_EXPERIMENTER) */
    LP_CHECK_EQ(agent_up(), 0);
    int n = lp_of_enc_agg(b, sizeof b, 42, LP_OF_EXP_AGG_REGISTER, &reg);
    AGENT_EXPECT(b, (size_t)n, LP_OFPET_BAD_REQUEST, LP_OFPBRC_BAD_EXPERIMENTER);
    /* a handler needs a job range */
    fake_wss();
    lp_ofa_cfg_t cfg = {.job = 1, .agg = fake_agg, .agg_job_min = 0, .agg_job_max = 5};
    LP_CHECK_EQ(lp_ofa_init(&ofa, &wss, &cfg, capture, NULL), LP_E_ARG);
    cfg.agg_job_min = 6;
    LP_CHECK_EQ(lp_ofa_init(&ofa, &wss, &cfg, capture, NULL), LP_E_ARG);
    cfg.agg_job_max = 6;
    LP_CHECK_EQ(lp_ofa_init(&ofa, &wss, &cfg, capture, NULL), LP_OK);

    LP_CHECK_EQ(agg_agent_up(10, 20), 0);
    /* register: the request reaches the handler whole, its entry comes back in the reply */
    fagg.rep.entry = 3;
    fagg.rep.job = 99; /* the reply names the request's job whatever the handler leaves there */
    LP_CHECK(agg_send(LP_OF_EXP_AGG_REGISTER, &reg, &m) == 0 && m.h.type == LP_OFPT_EXPERIMENTER &&
             m.u.exp.exp_type == LP_OF_EXP_AGG_REGISTER_REPLY && m.u.exp.agg.job == 10 && m.u.exp.agg.entry == 3);
    LP_CHECK(fagg.calls == 1 && fagg.type == LP_OF_EXP_AGG_REGISTER && agg_eq(&fagg.req, &reg));
    /* the handler's refusals become the experimenter error with -status: already registered, not
     * registered, a bad value, table full, a register that does not read back */
    const int rcs[] = {LP_E_BUSY, LP_E_NOTFOUND, LP_E_ARG, LP_E_NOSPACE, LP_E_VERIFY};
    for (size_t i = 0; i < sizeof rcs / sizeof rcs[0]; i++) {
        fagg.rc = rcs[i];
        n = lp_of_enc_agg(b, sizeof b, 42, LP_OF_EXP_AGG_REGISTER, &reg);
        AGENT_EXPECT(b, (size_t)n, LP_OFPET_EXPERIMENTER, (uint16_t)-rcs[i]);
        LP_CHECK(decode_ok(out[0], (int)out_len[0], &m) == 0 && m.u.error.experimenter == LP_OF_EXPERIMENTER_ID &&
                 m.u.error.len == (size_t)n); /* the request itself as the data */
    }
    LP_CHECK_EQ(lp_ofa_agg_error(LP_E_BUSY).code, 6);
    LP_CHECK_EQ(lp_ofa_agg_error(LP_E_BUSY).type, LP_OFPET_EXPERIMENTER);
    fagg.rc = LP_OK;
    /* unregister */
    const lp_of_agg_t un = {.job = 20};
    LP_CHECK(agg_send(LP_OF_EXP_AGG_UNREGISTER, &un, &m) == 0 &&
             m.u.exp.exp_type == LP_OF_EXP_AGG_UNREGISTER_REPLY && m.u.exp.agg.job == 20);
    LP_CHECK(fagg.type == LP_OF_EXP_AGG_UNREGISTER && fagg.req.job == 20);
    /* job isolation: jobs outside 10..20 (0 among them) never reach the handler */
    const uint8_t others[] = {0, 9, 21, 255};
    const uint32_t reqs[] = {LP_OF_EXP_AGG_REGISTER, LP_OF_EXP_AGG_UNREGISTER, LP_OF_EXP_AGG_STATUS_REQUEST};
    int calls = fagg.calls;
    for (size_t i = 0; i < sizeof others; i++)
        for (size_t k = 0; k < 3; k++) {
            lp_of_agg_t o = reg;
            o.job = others[i];
            n = lp_of_enc_agg(b, sizeof b, 42, reqs[k], &o);
            AGENT_EXPECT(b, (size_t)n, LP_OFPET_BAD_REQUEST, LP_OFPBRC_EPERM);
        }
    LP_CHECK_EQ(fagg.calls, calls);
    /* status: of the engine's state, only this job's entry bits and window */
    lp_of_agg_t st = {.job = 12, .entry = 2, .win_job = 13, .state = 1, .req = 0xFF, .busy = 0x05, .slots_used = 4};
    for (unsigned i = 0; i < LP_OF_AGG_COUNTERS; i++) st.cnt[i] = 1000u + i;
    fagg.rep = st;
    const lp_of_agg_t sq = {.job = 12};
    LP_CHECK(agg_send(LP_OF_EXP_AGG_STATUS_REQUEST, &sq, &m) == 0 && m.u.exp.exp_type == LP_OF_EXP_AGG_STATUS_REPLY);
    LP_CHECK(m.u.exp.agg.job == 12 && m.u.exp.agg.entry == 2 && m.u.exp.agg.req == 0x04 && m.u.exp.agg.busy == 0x04 &&
             m.u.exp.agg.win_job == 0 && m.u.exp.agg.state == 1 && m.u.exp.agg.slots_used == 4 &&
             !memcmp(m.u.exp.agg.cnt, st.cnt, sizeof st.cnt));
    fagg.rep.win_job = 12;
    fagg.rep.busy = 0;
    LP_CHECK(agg_send(LP_OF_EXP_AGG_STATUS_REQUEST, &sq, &m) == 0 && m.u.exp.agg.win_job == 12 &&
             m.u.exp.agg.busy == 0 && m.u.exp.agg.req == 0x04);
    /* replies are the switch's to send: refused as a request */
    calls = fagg.calls;
    n = lp_of_enc_agg(b, sizeof b, 42, LP_OF_EXP_AGG_STATUS_REPLY, &st);
    AGENT_EXPECT(b, (size_t)n, LP_OFPET_BAD_REQUEST, LP_OFPBRC_BAD_EXP_TYPE);
    n = lp_of_enc_agg(b, sizeof b, 42, LP_OF_EXP_AGG_REGISTER_REPLY, &sq);
    AGENT_EXPECT(b, (size_t)n, LP_OFPET_BAD_REQUEST, LP_OFPBRC_BAD_EXP_TYPE);
    /* a malformed one: the decoder's error */
    n = lp_of_enc_agg(b, sizeof b, 42, LP_OF_EXP_AGG_UNREGISTER, &sq);
    w32(b + 8, 0x00002320u);
    AGENT_EXPECT(b, (size_t)n, LP_OFPET_BAD_REQUEST, LP_OFPBRC_BAD_EXPERIMENTER);
    LP_CHECK_EQ(fagg.calls, calls);
    /* a slave controller may read the status but not change jobs */
    uint8_t r[32];
    n = lp_of_enc_role(r, sizeof r, LP_OFPT_ROLE_REQUEST, 43, LP_OFPCR_ROLE_SLAVE, 1);
    n_out = 0;
    LP_CHECK(lp_ofa_input(&ofa, r, (size_t)n) == LP_OK && is_type(0, LP_OFPT_ROLE_REPLY));
    n = lp_of_enc_agg(b, sizeof b, 42, LP_OF_EXP_AGG_REGISTER, &reg);
    AGENT_EXPECT(b, (size_t)n, LP_OFPET_BAD_REQUEST, LP_OFPBRC_IS_SLAVE);
    n = lp_of_enc_agg(b, sizeof b, 42, LP_OF_EXP_AGG_UNREGISTER, &un);
    AGENT_EXPECT(b, (size_t)n, LP_OFPET_BAD_REQUEST, LP_OFPBRC_IS_SLAVE);
    LP_CHECK_EQ(fagg.calls, calls);
    LP_CHECK(agg_send(LP_OF_EXP_AGG_STATUS_REQUEST, &sq, &m) == 0 && m.u.exp.exp_type == LP_OF_EXP_AGG_STATUS_REPLY);
    LP_CHECK(ofa.st.agg_reqs == (uint32_t)fagg.calls && ofa.st.agg_ok == (uint32_t)fagg.calls - 5u);

    /* while another owner's WSS change is under way a request is held like any message, then answered
     * in its place between the barriers around it */
    LP_CHECK_EQ(agg_agent_up(10, 20), 0);
    wss.nonblocking = 1;
    wss.op = LP_WSS_OP_CHANGE;
    send_empty(LP_OFPT_BARRIER_REQUEST, 1);
    n = lp_of_enc_agg(b, sizeof b, 2, LP_OF_EXP_AGG_UNREGISTER, &un);
    LP_CHECK_EQ(lp_ofa_input(&ofa, b, (size_t)n), LP_OK);
    send_empty(LP_OFPT_BARRIER_REQUEST, 3);
    LP_CHECK(n_out == 0 && fagg.calls == 0 && ofa.st.held == 3);
    wss.op = LP_WSS_OP_NONE;
    LP_CHECK(lp_ofa_poll(&ofa) == LP_OK && n_out == 3 && fagg.calls == 1);
    LP_CHECK(is_type(0, LP_OFPT_BARRIER_REPLY) && xid_of(0) == 1 && is_type(1, LP_OFPT_EXPERIMENTER) &&
             xid_of(1) == 2 && is_type(2, LP_OFPT_BARRIER_REPLY) && xid_of(2) == 3);
}

int main(void)
{
    test_round_trips();
    test_golden();
    test_malformed_header();
    test_malformed_flow_mod();
    test_agent_handshake();
    test_agent_fragmentation();
    test_agent_bad_framing();
    test_agent_requests();
    test_agent_flow_mods();
    test_agent_port_status();
    test_agent_keepalive();
    test_agent_hold();
    test_agg_codec();
    test_agent_agg();
    lp_host_reset();
    return lp_test_report("test_lp_of");
}
