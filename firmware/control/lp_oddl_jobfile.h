/* The ODDL job file (docs/petalinux.md, "Job file"): lp_oddld's input, parsed and checked by the portable
 * core so that the parser has a fuzz target and host tests of its own.
 *
 * Line-based ASCII: '#' comment lines and blank lines, CRLF allowed, fields separated by single spaces,
 * decimal numbers, at most LP_OJ_LINE_MAX characters a line. The first non-comment line is
 * "oddljob 1"; every key at most once; the keys and their ranges are lp_oddld.c's header. A file is
 * accepted whole or refused with the first broken rule: its line (0: the file as a whole) and a reason
 * in words. */
#ifndef LP_ODDL_JOBFILE_H
#define LP_ODDL_JOBFILE_H

#include <stddef.h>
#include <stdint.h>

#include "lp_oddl_job.h"

#define LP_OJ_FILE_MAX 16384u /* bytes; the reader refuses a larger file */
#define LP_OJ_LINE_MAX 256u   /* characters of a line without its end */
#define LP_OJ_WHY_MAX 200u    /* the reason's buffer, NUL included (a longer reason is cut) */

/* the keys, in the order of the format's description */
typedef enum {
    LP_OJ_VERSION, LP_OJ_JOB, LP_OJ_ALGO, LP_OJ_SIZE, LP_OJ_RANK, LP_OJ_NODES, LP_OJ_WAVELENGTHS, LP_OJ_PORTS,
    LP_OJ_GUARD, LP_OJ_PREAMBLE, LP_OJ_TUNE, LP_OJ_TIMEOUT, LP_OJ_WSS_IN, LP_OJ_WSS_OUT, LP_OJ_WSS_PORTS,
    LP_OJ_WSS_WLS, LP_OJ_KEYS
} lp_oj_key_t;

typedef struct {
    uint16_t id;
    lp_oddl_algo_t algo;
    uint8_t size, rank, wavelengths, ports, guard, preamble, tune, has_wss;
    uint32_t timeout;
    uint16_t nodes[LP_ODDL_MAX_RANKS];
    uint8_t wss_in[LP_ODDL_MAX_RANKS], wss_out[LP_ODDL_MAX_RANKS];
    uint8_t wss_ports, wss_wls; /* the WSS's size: declared, or the driver's limits */
    unsigned line[LP_OJ_KEYS];  /* where each key was given (0: absent), for the caller's later checks */
} lp_oddl_jobfile_t;

typedef struct {
    unsigned line;               /* 1-based; 0: the file as a whole */
    char why[LP_OJ_WHY_MAX];     /* the reason, NUL-terminated */
} lp_oddl_jobfile_err_t;

/* Parse text[0..len) into *j with every rule of the format checked: LP_OK, or LP_E_ARG with the first
 * broken rule in *e (may be NULL). *j is written only on success. */
int lp_oddl_jobfile_parse(const char *text, size_t len, lp_oddl_jobfile_t *j, lp_oddl_jobfile_err_t *e);

/* The key's name in the file ("" out of range); the algorithm's ("hd", "rd", "ring"; "?" out of range). */
const char *lp_oddl_jobfile_key(unsigned k);
const char *lp_oddl_algo_name(unsigned a);

#endif
