/* The node's register dump for the ILA capture reader (docs/ila-reader.md, "Register dump"): the
 * registers the reader's rules need, read through the HAL and formatted as one line of JSON of the
 * schema lightpath.ila.regdump loads. Register offsets come from the generated lp_nic_node.h; names
 * are those of the generated Python map (RR_TABLE[i] for the table entries). */
#ifndef LP_REGDUMP_H
#define LP_REGDUMP_H

#include <stddef.h>

#include "lp_boot.h"

#define LP_REGDUMP_SCHEMA "lightpath-regdump/1"
#define LP_REGDUMP_MAP "lp_nic_node"
/* bytes of the longest dump (every table entry) with its NUL: the header, six base registers and
 * LP_RR_MAX_SLOTS entries, each at most `"RR_TABLE[NNN]":"0x12345678",` */
#define LP_REGDUMP_MAX (64u + 6u * 29u + LP_RR_MAX_SLOTS * 30u)
/* console prefix of the dump line lp_boot_nic logs */
#define LP_REGDUMP_PREFIX "regdump: "

/* Read NODE, SLOT_TIMING, SOA_CTRL, SOA_MAX_ON, RR_CTRL, RR_STATUS and RR_TABLE[0..n-1], n =
 * RR_STATUS.active_len (RR_CTRL.length while no table is active), and write them as
 * {"schema":...,"map":...,"regs":{"NODE":"0x...",...}} into buf[cap], NUL-terminated. Returns the
 * length, or LP_E_ARG (no buffer) / LP_E_NOSPACE (it does not fit): then buf holds the empty string,
 * never a partial dump. */
int lp_regdump_json(char *buf, size_t cap);

#endif
