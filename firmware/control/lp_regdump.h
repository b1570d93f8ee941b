/* The node's register dump for the ILA capture reader (docs/ila-reader.md, "Register dump"): the
 * registers the reader's rules need, formatted as one line of JSON of the schema lightpath.ila.regdump
 * loads. The base registers are read through the HAL at the offsets of the generated lp_nic_node.h;
 * the round-robin table is the caller's: the RR_TABLE window shows only the shadow bank, which after a
 * commit holds the table that was active before (docs/rr-table.md, "Banks"). Names are those of the
 * generated Python map (RR_TABLE[i] for the table entries). */
#ifndef LP_REGDUMP_H
#define LP_REGDUMP_H

#include <stddef.h>
#include <stdint.h>

#include "lp_boot.h"

#define LP_REGDUMP_SCHEMA "lightpath-regdump/1"
#define LP_REGDUMP_MAP "lp_nic_node"
/* bytes of the longest dump (LP_RR_MAX_SLOTS table words) with its NUL: the header, six base
 * registers and LP_RR_MAX_SLOTS entries, each at most `"RR_TABLE[NNN]":"0x12345678",` */
#define LP_REGDUMP_MAX (64u + 6u * 29u + LP_RR_MAX_SLOTS * 30u)
/* console prefix of the dump line lp_boot_nic logs */
#define LP_REGDUMP_PREFIX "regdump: "

/* Read NODE, SLOT_TIMING, SOA_CTRL, SOA_MAX_ON, RR_CTRL and RR_STATUS, take table[0..n-1] as
 * RR_TABLE[0..n-1] (the words the node committed, as lp_rr_load was given them: the reader decodes
 * RR_STATUS.active_len of them), and write them as {"schema":...,"map":...,"regs":{"NODE":"0x...",...}}
 * into buf[cap], NUL-terminated. Returns the length, or LP_E_ARG (no buffer, n above LP_RR_MAX_SLOTS,
 * no table for n > 0) / LP_E_NOSPACE (it does not fit): then buf, if any, holds the empty string,
 * never a partial dump. */
int lp_regdump_json(char *buf, size_t cap, const uint32_t *table, size_t n);

#endif
