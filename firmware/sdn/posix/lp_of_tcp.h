/* OpenFlow over TCP for the Linux / host agent (docs/sdn.md): the switch side is the TCP client, as
 * OpenFlow switches are, and the agent core (lp_ofa) sees a byte stream. POSIX sockets: not part of
 * the portable core. */
#ifndef LP_OF_TCP_H
#define LP_OF_TCP_H

#include <stddef.h>
#include <stdint.h>

typedef struct {
    int fd; /* -1: not connected */
} lp_of_tcp_t;

void lp_of_tcp_init(lp_of_tcp_t *t);

/* Connect to host:port (a numeric address or a name), waiting at most timeout_ms. LP_OK, LP_E_ARG
 * (the address does not resolve), LP_E_TIMEOUT or LP_E_IO (refused, unreachable). */
int lp_of_tcp_connect(lp_of_tcp_t *t, const char *host, uint16_t port, uint32_t timeout_ms);

/* lp_ofa_send_fn: write the whole message (ctx is the lp_of_tcp_t). n, or LP_E_IO. */
int lp_of_tcp_send(void *ctx, const uint8_t *msg, size_t n);

/* Read what has arrived, waiting at most timeout_ms: the byte count, 0 (nothing, or a signal), or
 * LP_E_IO (closed by the peer, or an error). */
int lp_of_tcp_recv(lp_of_tcp_t *t, uint8_t *buf, size_t cap, uint32_t timeout_ms);

void lp_of_tcp_close(lp_of_tcp_t *t);

#endif
