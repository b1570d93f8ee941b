/* Bare-metal images link no C library: the memory functions of hal/mbv/lp_libc_min.c are all of
 * <string.h> the portable core may use (memset, memcpy, memmove, memcmp). */
#ifndef LP_MBV_STRING_H
#define LP_MBV_STRING_H
#include <stddef.h>
void *memset(void *d, int c, size_t n);
void *memcpy(void *restrict d, const void *restrict s, size_t n);
void *memmove(void *d, const void *s, size_t n);
int memcmp(const void *a, const void *b, size_t n);
#endif
