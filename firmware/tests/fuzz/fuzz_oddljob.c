/* Fuzz target: the ODDL job file (control/lp_oddl_jobfile.c) and what lp_oddld does with an accepted
 * one (control/lp_oddl_job.c). Whatever the file holds, the parser returns LP_OK or LP_E_ARG, reads
 * nothing outside the file and writes the job only when it accepts. A refusal names a line of the file
 * (or 0) and a reason. An accepted job obeys every rule of the format (ranges, rank below size, one
 * address per rank, each once and a node of the round robin, WSS ports once each); its plan is built
 * and passes lp_oddl_check; with WSS lines, lp_oddl_wss_check either refuses with a rule and a rank in
 * range, or accepts and lp_oddl_xc gives cross-connects inside the WSS, each (in, wl) and (out, wl) once. */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lp_oddl_jobfile.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static lp_oddl_jobfile_t job;
static lp_oddl_plan_t plan;
static lp_xc_t xc[LP_ODDL_MAX_RANKS * LP_ODDL_MAX_STEPS];
static unsigned long n_refused, n_accepted, n_planned, n_wss_refused, n_xc; /* printed with LP_FUZZ_STATS */

static void print_stats(void)
{
    printf("fuzz_oddljob: refused %lu, accepted %lu, planned %lu, cross-connects refused %lu, given %lu\n",
           n_refused, n_accepted, n_planned, n_wss_refused, n_xc);
}

static unsigned count_lines(const uint8_t *data, size_t size)
{
    unsigned n = size ? 1u : 0u;
    for (size_t i = 0; i + 1 < size; i++) n += data[i] == '\n';
    return n;
}

static void check_accepted(void)
{
    const lp_oddl_jobfile_t *j = &job;
    if (j->size < 2 || j->size > LP_ODDL_MAX_RANKS || j->rank >= j->size || j->id == 0) abort();
    if (j->ports < 2 || j->wavelengths < j->ports || j->algo > LP_ODDL_RING || j->timeout == 0) abort();
    for (unsigned a = 0; a < j->size; a++) {
        if (j->nodes[a] >= j->ports) abort();
        for (unsigned b = 0; b < a; b++)
            if (j->nodes[a] == j->nodes[b] || (j->has_wss && (j->wss_in[a] == j->wss_in[b] || j->wss_out[a] == j->wss_out[b])))
                abort();
    }
    int rc = lp_oddl_plan(&plan, j->algo, j->nodes, j->size, j->wavelengths);
    if (rc != LP_OK) abort(); /* the parser's rules are the planner's */
    if (lp_oddl_check(&plan, j->wavelengths) != LP_OK || plan.steps > LP_ODDL_MAX_STEPS) abort();
    n_planned++;
    if (!j->has_wss) return;
    lp_oddl_wss_fault_t why;
    rc = lp_oddl_wss_check(&plan, j->wss_in, j->wss_out, j->wss_ports, j->wss_wls, &why);
    if (rc != LP_OK) {
        if ((rc != LP_E_ARG && rc != LP_E_BUSY) || why.rule == LP_ODDL_WSS_OK || why.rank >= j->size) abort();
        n_wss_refused++;
        return;
    }
    int n = lp_oddl_xc(&plan, j->wss_in, j->wss_out, xc, sizeof xc / sizeof xc[0]);
    if (n < 0) abort();
    for (int a = 0; a < n; a++) {
        if (xc[a].in >= j->wss_ports || xc[a].out >= j->wss_ports || xc[a].wl >= j->wss_wls || xc[a].in == xc[a].out)
            abort();
        for (int b = 0; b < a; b++)
            if (xc[a].wl == xc[b].wl && (xc[a].in == xc[b].in || xc[a].out == xc[b].out)) abort();
    }
    n_xc++;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static int registered;
    if (!registered) {
        registered = 1;
        if (getenv("LP_FUZZ_STATS")) atexit(print_stats);
    }
    if (size > LP_OJ_FILE_MAX) return 0;
    static lp_oddl_jobfile_err_t e;
    memset(&job, 0x5A, sizeof job);
    int rc = lp_oddl_jobfile_parse((const char *)data, size, &job, &e);
    if (rc == LP_OK) {
        n_accepted++;
        check_accepted();
        return 0;
    }
    if (rc != LP_E_ARG || e.line > count_lines(data, size) || !e.why[0] || !memchr(e.why, 0, sizeof e.why)) abort();
    const uint8_t *b = (const uint8_t *)&job; /* a refused file leaves the job as it was */
    for (size_t i = 0; i < sizeof job; i++)
        if (b[i] != 0x5A) abort();
    n_refused++;
    return 0;
}
