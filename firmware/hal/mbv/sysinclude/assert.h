/* Bare-metal images link no C library; the generated register headers include <assert.h> only for
 * static_assert (C11: _Static_assert). */
#ifndef LP_MBV_ASSERT_H
#define LP_MBV_ASSERT_H
#define static_assert _Static_assert
#define assert(x) ((void)0)
#endif
