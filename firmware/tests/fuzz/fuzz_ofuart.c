/* Fuzz target: the OpenFlow UART deframer (sdn/lp_of_uart.c) on arbitrary bytes. Every frame it
 * delivers is at most LP_OFU_PAYLOAD_MAX bytes and carries its own correct CRC-32; an oversize report
 * carries LP_OF_ERR_DATA_MAX bytes; the input itself, framed by lp_ofu_encode, decodes back to exactly
 * one frame equal to it, whatever bytes precede it; and the delivered frames go into the agent's
 * datagram path (a driver on an unplugged device: its map must not change). */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "lp_hal_host.h"
#include "lp_of_uart.h"
#include "lp_ofa.h"
#include "../lp_test_wss.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static lp_ofu_dec_t dec;
static lp_wss_t wss;
static lp_ofa_t ofa;
static uint8_t before[LP_WSS_MAX_PORTS][LP_WSS_MAX_WL];

static int sink(void *ctx, const uint8_t *msg, size_t n)
{
    (void)ctx;
    (void)msg;
    return (int)n;
}

static void fresh_agent(void)
{
    lp_host_reset();
    lp_test_wss_unplugged(&wss, 8, 4, 1);
    wss.map[0][1] = 3;
    const lp_ofa_cfg_t cfg = {.job = 1, .ports = 0x0Fu};
    if (lp_ofa_init(&ofa, &wss, &cfg, sink, NULL)) abort();
    memcpy(before, wss.map, sizeof before);
}

static void check_frame(int k, size_t n)
{
    if (k == LP_OFU_FRAME) {
        if (n == 0 || n > LP_OFU_PAYLOAD_MAX) abort();
        uint32_t crc = lp_ofu_crc32(dec.buf, n);
        for (unsigned i = 0; i < LP_OFU_CRC_LEN; i++)
            if (dec.buf[n + i] != (uint8_t)(crc >> (8 * i))) abort();
        (void)lp_ofa_input_msg(&ofa, dec.buf, n);
    } else if (k == LP_OFU_OVERSIZE) {
        if (n != LP_OF_ERR_DATA_MAX) abort();
        (void)lp_ofa_reject_oversize(&ofa, dec.buf, n);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size > 8192) return 0;
    fresh_agent();
    lp_ofu_dec_init(&dec);
    for (size_t i = 0; i < size; i++) {
        size_t n = 0;
        int k = lp_ofu_dec_byte(&dec, data[i], &n);
        check_frame(k, n);
    }
    if (memcmp(before, wss.map, sizeof before)) abort();
    /* the input as a message: framed after the fuzz bytes, it comes through intact */
    if (size == 0 || size > LP_OFU_PAYLOAD_MAX) return 0;
    size_t cap = lp_ofu_frame_max(size);
    uint8_t *f = malloc(cap);
    if (!f) return 0;
    int fl = lp_ofu_encode(f, cap, data, size);
    if (fl < 0) abort();
    int frames = 0;
    size_t n0 = 0;
    int k0 = lp_ofu_dec_byte(&dec, f[0], &n0); /* its END may complete a frame the fuzz bytes left open */
    check_frame(k0, n0);
    for (int i = 1; i < fl; i++) {
        size_t n = 0;
        int k = lp_ofu_dec_byte(&dec, f[i], &n);
        if (k == LP_OFU_FRAME) {
            frames++;
            if (n != size || memcmp(dec.buf, data, size)) abort();
        } else if (k != LP_OFU_NONE) {
            abort();
        }
    }
    if (frames != 1) abort();
    free(f);
    return 0;
}
