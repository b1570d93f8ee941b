#define _DEFAULT_SOURCE /* cfmakeraw */
#define _POSIX_C_SOURCE 200809L
#include "lp_posix_ser.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

static int fds[LP_SER_COUNT] = {-1, -1};
static struct {
    lp_posix_ser_wr_fn wr;
    lp_posix_ser_rd_fn rd;
    void *ctx;
} hooks[LP_SER_COUNT];

void lp_posix_ser_set_hooks(lp_ser_t port, lp_posix_ser_wr_fn wr, lp_posix_ser_rd_fn rd, void *ctx)
{
    if ((unsigned)port >= LP_SER_COUNT) return;
    hooks[port].wr = wr && rd ? wr : NULL;
    hooks[port].rd = wr && rd ? rd : NULL;
    hooks[port].ctx = ctx;
}

int lp_posix_ser_open(lp_ser_t port, const char *path)
{
    if ((unsigned)port >= LP_SER_COUNT || !path) return LP_E_ARG;
    int fd = open(path, O_RDWR | O_NOCTTY | O_CLOEXEC);
    if (fd < 0) return LP_E_IO;
    struct termios t;
    if (tcgetattr(fd, &t) == 0) {
        cfmakeraw(&t);
        cfsetispeed(&t, B115200);
        cfsetospeed(&t, B115200);
        tcsetattr(fd, TCSANOW, &t);
    }
    lp_posix_ser_close(port);
    fds[port] = fd;
    return LP_OK;
}

void lp_posix_ser_set_fd(lp_ser_t port, int fd)
{
    if ((unsigned)port < LP_SER_COUNT) fds[port] = fd;
}

void lp_posix_ser_close(lp_ser_t port)
{
    if ((unsigned)port < LP_SER_COUNT) lp_posix_ser_set_hooks(port, NULL, NULL, NULL);
    if ((unsigned)port < LP_SER_COUNT && fds[port] >= 0) {
        close(fds[port]);
        fds[port] = -1;
    }
}

int lp_hal_ser_write(lp_ser_t port, const uint8_t *buf, size_t n)
{
    if ((unsigned)port < LP_SER_COUNT && hooks[port].wr) return hooks[port].wr(hooks[port].ctx, buf, n);
    if ((unsigned)port >= LP_SER_COUNT || fds[port] < 0) return LP_E_IO;
    size_t done = 0;
    while (done < n) {
        ssize_t r = write(fds[port], buf + done, n - done);
        if (r < 0) {
            if (errno == EINTR) continue;
            return LP_E_IO;
        }
        done += (size_t)r;
    }
    return (int)n;
}

int lp_hal_ser_read(lp_ser_t port, uint8_t *buf, size_t cap, uint32_t timeout_us)
{
    if ((unsigned)port >= LP_SER_COUNT || (fds[port] < 0 && !hooks[port].rd)) return LP_E_IO;
    if (!buf) return LP_E_IO;
    if (cap == 0) return 0; /* read(fd, buf, 0) returns 0 without it being an end of file */
    if (cap > 0x7FFFFFFFu) cap = 0x7FFFFFFFu; /* the count must fit the int returned */
    if (hooks[port].rd) return hooks[port].rd(hooks[port].ctx, buf, cap, timeout_us);
    struct pollfd pfd = {fds[port], POLLIN, 0};
    int r = poll(&pfd, 1, (int)(((uint64_t)timeout_us + 999u) / 1000u));
    if (r < 0) return errno == EINTR ? 0 : LP_E_IO;
    if (r == 0) return 0;
    if (!(pfd.revents & POLLIN)) return LP_E_IO; /* hang-up or error without data */
    ssize_t n = read(fds[port], buf, cap);
    if (n < 0) return (errno == EINTR || errno == EAGAIN) ? 0 : LP_E_IO;
    if (n == 0) return LP_E_IO; /* readable and nothing to read: end of file, the peer closed the line */
    return (int)n;
}

void lp_hal_ser_flush_rx(lp_ser_t port)
{
    if ((unsigned)port >= LP_SER_COUNT || (fds[port] < 0 && !hooks[port].rd)) return;
    if (!hooks[port].rd && tcflush(fds[port], TCIFLUSH) == 0) return;
    uint8_t junk[64]; /* not a tty (a pipe or socket in tests): read until nothing is waiting */
    while (lp_hal_ser_read(port, junk, sizeof junk, 0) > 0) {
    }
}

uint64_t lp_posix_now_us(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000ull + (uint64_t)ts.tv_nsec / 1000ull;
}

void lp_posix_sleep_us(uint32_t us)
{
    struct timespec ts = {(time_t)(us / 1000000u), (long)(us % 1000000u) * 1000L};
    while (nanosleep(&ts, &ts) && errno == EINTR) {
    }
}
