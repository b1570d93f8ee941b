/* OpenFlow over TCP: the switch's client socket (lp_of_tcp.h). */
#define _POSIX_C_SOURCE 200809L
#include "lp_of_tcp.h"

#include <errno.h>
#include <fcntl.h>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include "lp_hal.h"

void lp_of_tcp_init(lp_of_tcp_t *t)
{
    if (t) t->fd = -1;
}

void lp_of_tcp_close(lp_of_tcp_t *t)
{
    if (t && t->fd >= 0) {
        close(t->fd);
        t->fd = -1;
    }
}

/* A non-blocking connect bounded by timeout_ms, then the socket back in blocking mode. */
static int connect_one(const struct addrinfo *ai, uint32_t timeout_ms, int *out)
{
    int fd = socket(ai->ai_family, ai->ai_socktype | SOCK_CLOEXEC, ai->ai_protocol);
    if (fd < 0) return LP_E_IO;
    int fl = fcntl(fd, F_GETFL);
    if (fl < 0 || fcntl(fd, F_SETFL, fl | O_NONBLOCK) < 0) goto io;
    if (connect(fd, ai->ai_addr, ai->ai_addrlen) < 0) {
        if (errno != EINPROGRESS) goto io;
        struct pollfd p = {fd, POLLOUT, 0};
        int r;
        do {
            r = poll(&p, 1, (int)timeout_ms);
        } while (r < 0 && errno == EINTR);
        if (r == 0) {
            close(fd);
            return LP_E_TIMEOUT;
        }
        int err = 0;
        socklen_t len = sizeof err;
        if (r < 0 || getsockopt(fd, SOL_SOCKET, SO_ERROR, &err, &len) < 0 || err) goto io;
    }
    if (fcntl(fd, F_SETFL, fl) < 0) goto io;
    int one = 1; /* small messages, each answered: no Nagle delay */
    (void)setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
    *out = fd;
    return LP_OK;
io:
    close(fd);
    return LP_E_IO;
}

int lp_of_tcp_connect(lp_of_tcp_t *t, const char *host, uint16_t port, uint32_t timeout_ms)
{
    if (!t || !host || !port) return LP_E_ARG;
    lp_of_tcp_close(t);
    char service[8];
    snprintf(service, sizeof service, "%u", (unsigned)port);
    struct addrinfo hints;
    memset(&hints, 0, sizeof hints);
    hints.ai_family = AF_UNSPEC;
    hints.ai_socktype = SOCK_STREAM;
    struct addrinfo *res = NULL;
    if (getaddrinfo(host, service, &hints, &res) || !res) return LP_E_ARG;
    int rc = LP_E_IO;
    for (const struct addrinfo *ai = res; ai; ai = ai->ai_next) {
        rc = connect_one(ai, timeout_ms, &t->fd);
        if (rc == LP_OK) break;
    }
    freeaddrinfo(res);
    return rc;
}

int lp_of_tcp_send(void *ctx, const uint8_t *msg, size_t n)
{
    lp_of_tcp_t *t = ctx;
    if (!t || t->fd < 0 || (!msg && n)) return LP_E_IO;
    size_t done = 0;
    while (done < n) {
        ssize_t r = send(t->fd, msg + done, n - done, MSG_NOSIGNAL);
        if (r < 0) {
            if (errno == EINTR) continue;
            return LP_E_IO;
        }
        done += (size_t)r;
    }
    return (int)n;
}

int lp_of_tcp_recv(lp_of_tcp_t *t, uint8_t *buf, size_t cap, uint32_t timeout_ms)
{
    if (!t || t->fd < 0 || !buf || !cap) return LP_E_IO;
    struct pollfd p = {t->fd, POLLIN, 0};
    int r = poll(&p, 1, (int)timeout_ms);
    if (r < 0) return errno == EINTR ? 0 : LP_E_IO;
    if (r == 0) return 0;
    ssize_t n = recv(t->fd, buf, cap, 0);
    if (n < 0) return (errno == EINTR || errno == EAGAIN) ? 0 : LP_E_IO;
    if (n == 0) return LP_E_IO; /* the controller closed the connection */
    return (int)n;
}
