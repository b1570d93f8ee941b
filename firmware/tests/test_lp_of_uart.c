/* Unit tests of the OpenFlow UART framing (sdn/lp_of_uart.c): the CRC, the encoder's escaping, the
 * decoder on good frames, noise, truncated frames, bad CRCs, bad escapes, runts and oversize frames, and
 * the transport lp_of_uart_poll / lp_of_uart_send end to end with the agent: the host HAL's SDN serial
 * port is one end of a socketpair, the test is the controller at the other end and speaks the framing
 * with the same decoder. The agent's WSS is a driver opened by hand on an unplugged device (as in
 * test_lp_of.c): nothing here needs the device. */
#define _POSIX_C_SOURCE 200809L
#include <poll.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include "lp_hal_host.h"
#include "lp_of.h"
#include "lp_of_uart.h"
#include "lp_ofa.h"
#include "lp_test.h"
#include "lp_test_wss.h"

static uint8_t frame[8192];

static void test_crc_and_encode(void)
{
    LP_CHECK_EQ(lp_ofu_crc32((const uint8_t *)"123456789", 9), 0xCBF43926u); /* the catalogue's check value */
    LP_CHECK_EQ(lp_ofu_crc32(NULL, 0), 0);
    const uint8_t msg[4] = {0x01, LP_OFU_END, LP_OFU_ESC, 0x02};
    int n = lp_ofu_encode(frame, sizeof frame, msg, sizeof msg);
    LP_CHECK(n >= 2 + 6 + 4 && (size_t)n <= lp_ofu_frame_max(sizeof msg));
    LP_CHECK(frame[0] == LP_OFU_END && frame[n - 1] == LP_OFU_END);
    const uint8_t esc[6] = {0x01, LP_OFU_ESC, LP_OFU_ESC_END, LP_OFU_ESC, LP_OFU_ESC_ESC, 0x02};
    LP_CHECK(!memcmp(frame + 1, esc, 6));
    int inner_end = 0;
    for (int i = 1; i < n - 1; i++) inner_end |= frame[i] == LP_OFU_END;
    LP_CHECK(!inner_end); /* END appears only at the two ends */
    /* all-special content: exactly the worst case or below */
    uint8_t worst[100];
    memset(worst, LP_OFU_END, sizeof worst);
    n = lp_ofu_encode(frame, sizeof frame, worst, sizeof worst);
    LP_CHECK(n >= 2 + 200 + 4 && (size_t)n <= lp_ofu_frame_max(sizeof worst));
    LP_CHECK_EQ(lp_ofu_encode(frame, 10, worst, sizeof worst), -1);
    LP_CHECK_EQ(lp_ofu_encode(frame, 0, msg, 1), -1);
    LP_CHECK_EQ(lp_ofu_encode(NULL, 100, msg, 1), -1);
}

/* feed bytes, collect the delivered frames' lengths and the last frame */
static int feed(lp_ofu_dec_t *d, const uint8_t *b, size_t n, size_t *last_len, int *oversize)
{
    int frames = 0;
    for (size_t i = 0; i < n; i++) {
        size_t len = 0;
        int k = lp_ofu_dec_byte(d, b[i], &len);
        if (k == LP_OFU_FRAME) {
            frames++;
            if (last_len) *last_len = len;
        } else if (k == LP_OFU_OVERSIZE && oversize) {
            (*oversize)++;
            if (last_len) *last_len = len;
        }
    }
    return frames;
}

static void test_decoder(void)
{
    static lp_ofu_dec_t d;
    lp_ofu_dec_init(&d);
    uint8_t msg[300];
    for (unsigned i = 0; i < sizeof msg; i++) msg[i] = (uint8_t)(i * 7u); /* contains 0xC0 and 0xDB */
    /* three frames back to back: each delivered, intact */
    size_t n = 0, len = 0;
    for (int k = 0; k < 3; k++) n += (size_t)lp_ofu_encode(frame + n, sizeof frame - n, msg, 100 + 50 * (size_t)k);
    LP_CHECK_EQ(feed(&d, frame, n, &len, NULL), 3);
    LP_CHECK(len == 200 && !memcmp(d.buf, msg, 200) && d.st.frames == 3 && d.st.bad_crc == 0);
    /* every split point is the same for a byte-wise decoder; checked anyway on one frame */
    int m = lp_ofu_encode(frame, sizeof frame, msg, 64);
    int all = 1;
    for (int cut = 0; cut <= m; cut++) {
        lp_ofu_dec_init(&d);
        if (feed(&d, frame, (size_t)cut, NULL, NULL) + feed(&d, frame + cut, (size_t)(m - cut), &len, NULL) != 1 ||
            len != 64 || memcmp(d.buf, msg, 64))
            all = 0;
    }
    LP_CHECK(all);
    /* runt, END END, bad CRC, bad escape, each then a good frame */
    lp_ofu_dec_init(&d);
    const uint8_t runt[] = {LP_OFU_END, 1, 2, 3, LP_OFU_END, LP_OFU_END, LP_OFU_END};
    LP_CHECK_EQ(feed(&d, runt, sizeof runt, NULL, NULL), 0);
    LP_CHECK_EQ(d.st.runts, 1);
    m = lp_ofu_encode(frame, sizeof frame, msg, 40);
    frame[5] ^= 0x01;
    LP_CHECK_EQ(feed(&d, frame, (size_t)m, NULL, NULL), 0);
    LP_CHECK_EQ(d.st.bad_crc, 1);
    const uint8_t bad_esc[] = {LP_OFU_END, 1, LP_OFU_ESC, 0x00, 2, 3, 4, 5, 6, LP_OFU_END};
    LP_CHECK_EQ(feed(&d, bad_esc, sizeof bad_esc, NULL, NULL), 0);
    LP_CHECK(d.st.bad_escape == 1 && d.st.bad_crc == 1);
    m = lp_ofu_encode(frame, sizeof frame, msg, 40);
    LP_CHECK_EQ(feed(&d, frame, (size_t)m, &len, NULL), 1);
    /* a truncated frame (the sender stopped half way), then a good one: the good one's leading END
     * closes the truncated one (bad CRC), the good one comes through */
    lp_ofu_dec_init(&d);
    m = lp_ofu_encode(frame, sizeof frame, msg, 80);
    int m2 = lp_ofu_encode(frame + m / 2, sizeof frame - (size_t)m / 2, msg + 1, 80);
    LP_CHECK(feed(&d, frame, (size_t)(m / 2 + m2), &len, NULL) == 1 && len == 80 && !memcmp(d.buf, msg + 1, 80) &&
             d.st.bad_crc == 1);
    /* noise: 5000 bytes without an END, then a frame */
    lp_ofu_dec_init(&d);
    uint32_t x = 12345;
    static uint8_t noise[5000];
    for (unsigned i = 0; i < sizeof noise; i++) {
        x = x * 1103515245u + 12345u;
        noise[i] = (uint8_t)(x >> 16);
        if (noise[i] == LP_OFU_END) noise[i] = 0x55;
    }
    LP_CHECK_EQ(feed(&d, noise, sizeof noise, NULL, NULL), 0);
    m = lp_ofu_encode(frame, sizeof frame, msg, 30);
    LP_CHECK(feed(&d, frame, (size_t)m, &len, NULL) == 1 && len == 30);
    LP_CHECK(d.st.bad_crc + d.st.bad_escape >= 1);
    /* oversize: a good frame of LP_OFU_PAYLOAD_MAX + 1 bytes is reported with its head */
    static uint8_t big[LP_OFU_PAYLOAD_MAX + 1];
    static uint8_t bigf[2 * (LP_OFU_PAYLOAD_MAX + 8) + 2];
    for (unsigned i = 0; i < sizeof big; i++) big[i] = (uint8_t)(i % 251u);
    lp_ofu_dec_init(&d);
    m = lp_ofu_encode(bigf, sizeof bigf, big, sizeof big);
    int over = 0;
    LP_CHECK(feed(&d, bigf, (size_t)m, &len, &over) == 0 && over == 1 && len == LP_OF_ERR_DATA_MAX &&
             !memcmp(d.buf, big, LP_OF_ERR_DATA_MAX) && d.st.oversize == 1);
    /* exactly the maximum is delivered */
    m = lp_ofu_encode(bigf, sizeof bigf, big, LP_OFU_PAYLOAD_MAX);
    LP_CHECK(feed(&d, bigf, (size_t)m, &len, NULL) == 1 && len == LP_OFU_PAYLOAD_MAX && !memcmp(d.buf, big, len));
}

/* ------------------------------------------------------------------ the transport with the agent */

static lp_wss_t wss;
static lp_ofa_t ofa;
static lp_of_uart_t u;
static int sv[2];
static uint64_t fake_us;
static lp_ofu_dec_t ctl; /* the controller's decoder */
static uint8_t got[16][LP_OFA_TX_MAX];
static size_t got_len[16];

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

static void setup(void)
{
    lp_host_reset();
    lp_host_set_time_hooks(fake_now, fake_sleep, NULL);
    fake_us = 5000000;
    lp_test_wss_unplugged(&wss, 8, 4, 5);
    LP_CHECK_EQ(socketpair(AF_UNIX, SOCK_STREAM, 0, sv), 0);
    lp_host_ser_set_fd(LP_SER_SDN, sv[0]);
    lp_of_uart_init(&u, LP_SER_SDN);
    const lp_ofa_cfg_t cfg = {
        .job = 1, .ports = 0xFF, .echo_idle_ms = 1000, .echo_miss_max = 2, .hello_timeout_ms = 4000};
    LP_CHECK_EQ(lp_ofa_init(&ofa, &wss, &cfg, lp_of_uart_send, &u), LP_OK);
    lp_ofu_dec_init(&ctl);
}

/* everything the agent wrote, decoded into got[]; the number of frames */
static int replies(void)
{
    int n = 0;
    uint8_t b[512];
    struct pollfd p = {sv[1], POLLIN, 0};
    while (poll(&p, 1, 0) == 1 && (p.revents & POLLIN)) {
        ssize_t r = read(sv[1], b, sizeof b);
        if (r <= 0) break;
        for (ssize_t i = 0; i < r; i++) {
            size_t len;
            if (lp_ofu_dec_byte(&ctl, b[i], &len) == LP_OFU_FRAME && n < 16) {
                memcpy(got[n], ctl.buf, len);
                got_len[n++] = len;
            }
        }
    }
    return n;
}

static int got_type(int i, uint8_t type)
{
    return got_len[i] >= 8 && got[i][0] == LP_OF_VERSION && got[i][1] == type;
}

static size_t framed(uint8_t *out, size_t cap, const uint8_t *msg, int n)
{
    return (size_t)lp_ofu_encode(out, cap, msg, (size_t)n);
}

static void put(const uint8_t *b, size_t n)
{
    LP_CHECK_EQ(write(sv[1], b, n), (ssize_t)n);
}

static void test_transport(void)
{
    setup();
    uint8_t m[256], s[2048];
    /* the first poll starts the session: HELLO */
    LP_CHECK_EQ(lp_of_uart_poll(&u, &ofa, 0), LP_OK);
    LP_CHECK(replies() == 1 && got_type(0, LP_OFPT_HELLO) && lp_ofa_state(&ofa) == LP_OFA_HELLO);
    int n = lp_of_enc_hello(m, sizeof m, 1, 0x10);
    size_t k = framed(s, sizeof s, m, n);
    put(s, k);
    LP_CHECK_EQ(lp_of_uart_poll(&u, &ofa, 1000), LP_OK);
    LP_CHECK(lp_ofa_state(&ofa) == LP_OFA_UP && replies() == 1 && got_type(0, LP_OFPT_HELLO)); /* one HELLO per HELLO */
    /* three requests, the stream cut at every byte boundary: three replies each time */
    const uint8_t ed[4] = {LP_OFU_END, LP_OFU_ESC, LP_OFU_END, 1};
    size_t len = 0;
    n = lp_of_enc_echo(m, sizeof m, LP_OFPT_ECHO_REQUEST, 7, ed, sizeof ed);
    len += framed(s + len, sizeof s - len, m, n);
    n = lp_of_enc_empty(m, sizeof m, LP_OFPT_BARRIER_REQUEST, 8);
    len += framed(s + len, sizeof s - len, m, n);
    n = lp_of_enc_empty(m, sizeof m, LP_OFPT_FEATURES_REQUEST, 9);
    len += framed(s + len, sizeof s - len, m, n);
    int all = 1;
    for (size_t cut = 0; cut <= len; cut++) {
        if (cut) put(s, cut);
        lp_of_uart_poll(&u, &ofa, 0);
        if (cut < len) put(s + cut, len - cut);
        lp_of_uart_poll(&u, &ofa, 0);
        if (replies() != 3 || !got_type(0, LP_OFPT_ECHO_REPLY) || got_len[0] != 12 || memcmp(got[0] + 8, ed, 4) ||
            !got_type(1, LP_OFPT_BARRIER_REPLY) || !got_type(2, LP_OFPT_FEATURES_REPLY) || got[2][7] != 9)
            all = 0;
    }
    LP_CHECK(all);
    /* noise before and between the frames, and a console line: still exactly three replies */
    static uint8_t mixed[4096];
    size_t ml = 0;
    const char *console = "lightpath arbiter firmware\r\nWSS controller ready\r\n";
    uint32_t x = 99;
    for (int i = 0; i < 40; i++) {
        x = x * 1103515245u + 12345u;
        mixed[ml++] = (uint8_t)(x >> 13);
    }
    memcpy(mixed + ml, console, strlen(console));
    ml += strlen(console);
    size_t cuts[3] = {0, 0, 0};
    for (size_t i = 0, f = 0; i < len; i++) { /* frame boundaries: the closing ENDs */
        if (i > 0 && s[i] == LP_OFU_END && s[i - 1] != LP_OFU_END && f < 3) cuts[f++] = i + 1;
    }
    memcpy(mixed + ml, s, cuts[0]);
    ml += cuts[0];
    memcpy(mixed + ml, "\x01\x02\xC0\x03\xDB\xC0 noise", 12);
    ml += 12;
    memcpy(mixed + ml, s + cuts[0], len - cuts[0]);
    ml += len - cuts[0];
    uint32_t bad_before = u.dec.st.bad_crc + u.dec.st.runts + u.dec.st.bad_escape;
    put(mixed, ml);
    lp_of_uart_poll(&u, &ofa, 0);
    LP_CHECK(replies() == 3 && got_type(0, LP_OFPT_ECHO_REPLY) && got_type(2, LP_OFPT_FEATURES_REPLY));
    LP_CHECK(u.dec.st.bad_crc + u.dec.st.runts + u.dec.st.bad_escape >= bad_before + 2);
    /* a truncated frame then a good one: one reply */
    put(s, cuts[0] / 2);
    put(s + cuts[0], cuts[1] - cuts[0]);
    lp_of_uart_poll(&u, &ofa, 0);
    LP_CHECK(replies() == 1 && got_type(0, LP_OFPT_BARRIER_REPLY));
    /* a bad CRC: no reply, counted */
    uint32_t crc_before = u.dec.st.bad_crc;
    memcpy(m, s + cuts[0], cuts[1] - cuts[0]);
    m[3] ^= 0x40;
    put(m, cuts[1] - cuts[0]);
    lp_of_uart_poll(&u, &ofa, 0);
    LP_CHECK(replies() == 0 && u.dec.st.bad_crc == crc_before + 1);
    /* an oversize frame with a good CRC: ERROR BAD_LEN with its first 64 bytes */
    static uint8_t big[3000], bigf[6100];
    memset(big, 0x11, sizeof big);
    big[0] = LP_OF_VERSION;
    big[1] = LP_OFPT_ECHO_REQUEST;
    big[2] = (uint8_t)(sizeof big >> 8);
    big[3] = (uint8_t)sizeof big;
    big[4] = big[5] = big[6] = 0;
    big[7] = 33;
    put(bigf, framed(bigf, sizeof bigf, big, (int)sizeof big));
    lp_of_uart_poll(&u, &ofa, 0);
    lp_of_msg_t dm;
    lp_of_err_t e;
    LP_CHECK(replies() == 1 && lp_of_decode(got[0], got_len[0], &dm, &e) == 0 && dm.h.type == LP_OFPT_ERROR &&
             dm.h.xid == 33 && dm.u.error.type == LP_OFPET_BAD_REQUEST && dm.u.error.code == LP_OFPBRC_BAD_LEN &&
             dm.u.error.len == 64 && !memcmp(dm.u.error.data, big, 64));
    /* the longest message: echoed whole */
    big[2] = (uint8_t)(LP_OFA_MSG_MAX >> 8);
    big[3] = (uint8_t)LP_OFA_MSG_MAX;
    put(bigf, framed(bigf, sizeof bigf, big, (int)LP_OFA_MSG_MAX));
    lp_of_uart_poll(&u, &ofa, 0);
    LP_CHECK(replies() == 1 && got_type(0, LP_OFPT_ECHO_REPLY) && got_len[0] == LP_OFA_MSG_MAX &&
             !memcmp(got[0] + 8, big + 8, LP_OFA_MSG_MAX - 8));
    /* a frame whose message length disagrees with the frame: BAD_LEN, no desync */
    n = lp_of_enc_empty(m, sizeof m, LP_OFPT_BARRIER_REQUEST, 12);
    m[3] = 16;
    put(s, framed(s, sizeof s, m, 16));
    lp_of_uart_poll(&u, &ofa, 0);
    LP_CHECK(replies() == 1 && lp_of_decode(got[0], got_len[0], &dm, &e) == 0 && dm.h.type == LP_OFPT_ERROR &&
             dm.u.error.code == LP_OFPBRC_BAD_LEN);
    LP_CHECK(u.tx_fail == 0 && u.tx_frames > 10);
    /* keepalive: a silent controller is dead after two echo requests, and the session restarts */
    uint32_t restarts = u.restarts;
    fake_us += 1000000;
    lp_of_uart_poll(&u, &ofa, 0);
    fake_us += 1000000;
    lp_of_uart_poll(&u, &ofa, 0);
    LP_CHECK(replies() == 2 && got_type(0, LP_OFPT_ECHO_REQUEST) && got_type(1, LP_OFPT_ECHO_REQUEST));
    fake_us += 1000000;
    lp_of_uart_poll(&u, &ofa, 0);
    LP_CHECK(replies() == 1 && got_type(0, LP_OFPT_HELLO) && u.restarts == restarts + 1 &&
             lp_ofa_state(&ofa) == LP_OFA_HELLO);
    /* no HELLO within 4 s: HELLO again */
    fake_us += 4000000;
    lp_of_uart_poll(&u, &ofa, 0);
    LP_CHECK(replies() == 1 && got_type(0, LP_OFPT_HELLO) && u.restarts == restarts + 2);
    /* an incompatible peer: our HELLO, HELLO_FAILED, then the same poll starts over */
    n = lp_of_enc_hello(m, sizeof m, 1, 0x02);
    put(s, framed(s, sizeof s, m, n));
    lp_of_uart_poll(&u, &ofa, 0);
    LP_CHECK(replies() == 3 && got_type(0, LP_OFPT_HELLO) && lp_of_decode(got[1], got_len[1], &dm, &e) == 0 &&
             dm.u.error.type == LP_OFPET_HELLO_FAILED && got_type(2, LP_OFPT_HELLO)); /* as on TCP: HELLO, ERROR */
    /* a compatible HELLO while the agent waits: up again, with one HELLO back; again while up: a new
     * session (the relay reconnected), one HELLO back */
    for (int rep = 0; rep < 2; rep++) {
        n = lp_of_enc_hello(m, sizeof m, 1, 0x10);
        put(s, framed(s, sizeof s, m, n));
        lp_of_uart_poll(&u, &ofa, 0);
        LP_CHECK(lp_ofa_state(&ofa) == LP_OFA_UP && replies() == 1 && got_type(0, LP_OFPT_HELLO));
    }
    /* the port fails: LP_E_IO */
    close(sv[1]);
    lp_host_ser_close(LP_SER_SDN);
    LP_CHECK_EQ(lp_of_uart_poll(&u, &ofa, 1000), LP_E_IO);
    LP_CHECK_EQ(lp_of_uart_poll(NULL, &ofa, 0), LP_E_ARG);
    LP_CHECK_EQ(lp_of_uart_send(NULL, m, 1), LP_E_ARG);
    lp_host_reset(); /* every port closed */
    LP_CHECK_EQ(lp_of_uart_send(&u, m, 8), LP_E_IO);
}

int main(void)
{
    test_crc_and_encode();
    test_decoder();
    test_transport();
    return lp_test_report("test_lp_of_uart");
}
