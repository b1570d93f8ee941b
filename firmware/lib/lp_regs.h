/* Register access by name through the HAL: offsets from the generated register structs (PeakRDL
 * C headers in firmware/include), fields through their generated _bm/_bp macros. */
#ifndef LP_REGS_H
#define LP_REGS_H

#include <stddef.h>

#include "lp_hal.h"

#define LP_RD(blk, type, reg) lp_hal_rd32((blk), (uint32_t)offsetof(type, reg))
#define LP_WR(blk, type, reg, val) lp_hal_wr32((blk), (uint32_t)offsetof(type, reg), (val))
/* field value of a register word: LP_FLD(word, LP_ARB_REGS__CMD_STATUS__CODE) */
#define LP_FLD(word, f) (((word) & f##_bm) >> f##_bp)
/* a field placed in a register word */
#define LP_PUT(f, v) (((uint32_t)(v) << f##_bp) & f##_bm)

#endif
