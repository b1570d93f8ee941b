#include "lp_oddl_jobfile.h"

#include <string.h>

#include "lp_boot.h"
#include "lp_regs.h"
#include "lp_str.h"
#include "lp_wss.h"

#define ADDR_MAX (LP_ODDL_REGS__JOB__ADDR_bm >> LP_ODDL_REGS__JOB__ADDR_bp)

typedef struct {
    const char *name;
    uint32_t min, max; /* of each value */
    uint8_t list;      /* 1..LP_ODDL_MAX_RANKS values (one per rank) instead of exactly one */
} jkey_t;

static const jkey_t KEYS[LP_OJ_KEYS] = {
    [LP_OJ_VERSION] = {"oddljob", 1, 1, 0},
    [LP_OJ_JOB] = {"job", 1, 65535, 0},
    [LP_OJ_ALGO] = {"algo", 0, 0, 0}, /* a word */
    [LP_OJ_SIZE] = {"size", 2, LP_ODDL_MAX_RANKS, 0},
    [LP_OJ_RANK] = {"rank", 0, LP_ODDL_MAX_RANKS - 1, 0},
    [LP_OJ_NODES] = {"nodes", 0, ADDR_MAX, 1},
    [LP_OJ_WAVELENGTHS] = {"wavelengths", 1, 64, 0},
    [LP_OJ_PORTS] = {"ports", 2, LP_RR_MAX_SLOTS, 0},
    [LP_OJ_GUARD] = {"guard", 0, 255, 0},
    [LP_OJ_PREAMBLE] = {"preamble", 0, 255, 0},
    [LP_OJ_TUNE] = {"tune", 0, 255, 0},
    [LP_OJ_TIMEOUT] = {"timeout", 1, 0xFFFFFFFFu, 0},
    [LP_OJ_WSS_IN] = {"wss_in", 0, LP_WSS_MAX_PORTS - 1, 1},
    [LP_OJ_WSS_OUT] = {"wss_out", 0, LP_WSS_MAX_PORTS - 1, 1},
    [LP_OJ_WSS_PORTS] = {"wss_ports", 2, LP_WSS_MAX_PORTS, 0},
    [LP_OJ_WSS_WLS] = {"wss_wavelengths", 1, LP_WSS_MAX_WL, 0},
};

static const char *const ALGO_NAME[] = {"hd", "rd", "ring"};

/* what the lines gave, before the rules across lines */
typedef struct {
    unsigned line[LP_OJ_KEYS];
    uint32_t val[LP_OJ_KEYS];
    uint8_t n[LP_OJ_KEYS];
    lp_oddl_algo_t algo;
} seen_t;

const char *lp_oddl_jobfile_key(unsigned k) { return k < LP_OJ_KEYS ? KEYS[k].name : ""; }

const char *lp_oddl_algo_name(unsigned a) { return a < 3u ? ALGO_NAME[a] : "?"; }

/* The reason and line into *e; returns LP_E_ARG. */
#define BAD(e, l, ...) (why((e), (l)), lp_sb_fmt(&sb_, __VA_ARGS__), LP_E_ARG)

static lp_sb_t sb_;
static char scratch_[LP_OJ_WHY_MAX];

/* Point the reason's builder at e's buffer (or a scratch one when the caller wants no reason). */
static void why(lp_oddl_jobfile_err_t *e, unsigned line)
{
    if (e) {
        e->line = line;
        lp_sb_init(&sb_, e->why, sizeof e->why);
    } else {
        lp_sb_init(&sb_, scratch_, sizeof scratch_);
    }
}

/* The values of a list key go straight to their place in the job (each is bounded by the key's
 * maximum, so it fits). */
static void put_list(lp_oddl_jobfile_t *j, int k, int i, uint32_t v)
{
    if (k == LP_OJ_NODES)
        j->nodes[i] = (uint16_t)v;
    else if (k == LP_OJ_WSS_IN)
        j->wss_in[i] = (uint8_t)v;
    else
        j->wss_out[i] = (uint8_t)v;
}

static int parse_line(seen_t *f, lp_oddl_jobfile_t *j, const char *s, size_t len, unsigned line,
                      lp_oddl_jobfile_err_t *e)
{
    lp_toks_t t;
    if (lp_split(s, len, &t) < 1)
        return BAD(e, line, "malformed line (fields separated by single spaces, printable ASCII only)");
    int k = 0;
    while (k < LP_OJ_KEYS && !lp_tok_is(t.t[0], t.n[0], KEYS[k].name)) k++;
    if (k == LP_OJ_KEYS) return BAD(e, line, "unknown key '%.*s'", (int)t.n[0], t.t[0]);
    const jkey_t *key = &KEYS[k];
    if (k != LP_OJ_VERSION && !f->line[LP_OJ_VERSION]) return BAD(e, line, "the first line must be 'oddljob 1'");
    if (f->line[k]) return BAD(e, line, "'%s' given twice (first on line %u)", key->name, f->line[k]);
    int nv = t.count - 1;
    if (nv < 1) return BAD(e, line, "'%s' without a value (truncated line?)", key->name);
    if (!key->list && nv != 1) return BAD(e, line, "'%s' takes one value, not %d", key->name, nv);
    if (key->list && nv > (int)LP_ODDL_MAX_RANKS)
        return BAD(e, line, "'%s' has %d values, a job has at most %u ranks", key->name, nv, LP_ODDL_MAX_RANKS);
    f->line[k] = line;
    if (k == LP_OJ_VERSION && !lp_tok_is(t.t[1], t.n[1], "1"))
        return BAD(e, line, "format version '%.*s' is not supported (1)", (int)t.n[1], t.t[1]);
    if (k == LP_OJ_ALGO) {
        for (int a = 0; a < 3; a++)
            if (lp_tok_is(t.t[1], t.n[1], ALGO_NAME[a])) {
                f->algo = (lp_oddl_algo_t)a;
                return LP_OK;
            }
        return BAD(e, line, "unknown algorithm '%.*s' (hd, rd or ring)", (int)t.n[1], t.t[1]);
    }
    for (int i = 0; i < nv; i++) {
        uint32_t v;
        if (lp_parse_u32(t.t[i + 1], t.n[i + 1], key->max, &v) || v < key->min)
            return BAD(e, line, "'%s': bad number '%.*s' (%u..%u)", key->name, (int)t.n[i + 1], t.t[i + 1],
                       (unsigned)key->min, (unsigned)key->max);
        if (key->list)
            put_list(j, k, i, v);
        else
            f->val[k] = v;
    }
    f->n[k] = (uint8_t)nv;
    return LP_OK;
}

static uint32_t list_at(const lp_oddl_jobfile_t *j, int k, unsigned i)
{
    return k == LP_OJ_NODES ? j->nodes[i] : k == LP_OJ_WSS_IN ? j->wss_in[i] : j->wss_out[i];
}

/* A list key given has one value per rank, each once. */
static int list_ok(const seen_t *f, const lp_oddl_jobfile_t *j, int k, uint8_t size, lp_oddl_jobfile_err_t *e)
{
    if (!f->line[k]) return LP_OK;
    if (f->n[k] != size)
        return BAD(e, f->line[k], "'%s' has %u values, size is %u", KEYS[k].name, (unsigned)f->n[k], (unsigned)size);
    for (unsigned a = 0; a < size; a++)
        for (unsigned b = 0; b < a; b++)
            if (list_at(j, k, a) == list_at(j, k, b))
                return BAD(e, f->line[k], "'%s': %u given twice (ranks %u and %u)", KEYS[k].name,
                           (unsigned)list_at(j, k, a), b, a);
    return LP_OK;
}

/* The rules across lines, on the values the lines gave. */
static int finish(const seen_t *f, lp_oddl_jobfile_t *j, lp_oddl_jobfile_err_t *e)
{
    static const int required[] = {LP_OJ_VERSION, LP_OJ_JOB, LP_OJ_ALGO, LP_OJ_SIZE, LP_OJ_RANK, LP_OJ_WAVELENGTHS,
                                   LP_OJ_PORTS};
    for (size_t r = 0; r < sizeof required / sizeof required[0]; r++)
        if (!f->line[required[r]]) return BAD(e, 0, "no '%s' line", KEYS[required[r]].name);
    j->id = (uint16_t)f->val[LP_OJ_JOB];
    j->algo = f->algo;
    j->size = (uint8_t)f->val[LP_OJ_SIZE];
    j->rank = (uint8_t)f->val[LP_OJ_RANK];
    j->wavelengths = (uint8_t)f->val[LP_OJ_WAVELENGTHS];
    j->ports = (uint8_t)f->val[LP_OJ_PORTS];
    j->guard = (uint8_t)f->val[LP_OJ_GUARD];
    j->preamble = (uint8_t)f->val[LP_OJ_PREAMBLE];
    j->tune = f->line[LP_OJ_TUNE] ? (uint8_t)f->val[LP_OJ_TUNE] : (uint8_t)LP_ODDL_REGS__TUNE__CYCLES_reset;
    j->timeout = f->line[LP_OJ_TIMEOUT] ? f->val[LP_OJ_TIMEOUT] : (uint32_t)LP_ODDL_REGS__TIMEOUT__CYCLES_reset;
    if (j->rank >= j->size)
        return BAD(e, f->line[LP_OJ_RANK], "rank %u is not below size %u", (unsigned)j->rank, (unsigned)j->size);
    if (list_ok(f, j, LP_OJ_NODES, j->size, e) || list_ok(f, j, LP_OJ_WSS_IN, j->size, e) ||
        list_ok(f, j, LP_OJ_WSS_OUT, j->size, e))
        return LP_E_ARG;
    for (uint8_t k = 0; k < j->size; k++) {
        if (!f->line[LP_OJ_NODES]) j->nodes[k] = k;
        if (j->nodes[k] >= j->ports)
            return BAD(e, f->line[LP_OJ_NODES] ? f->line[LP_OJ_NODES] : f->line[LP_OJ_SIZE],
                       "rank %u's address %u is not a node of the %u-port round robin (JOB.addr = NODE.node_id)",
                       (unsigned)k, (unsigned)j->nodes[k], (unsigned)j->ports);
    }
    if (!f->line[LP_OJ_WSS_IN] != !f->line[LP_OJ_WSS_OUT])
        return BAD(e, f->line[LP_OJ_WSS_IN] ? f->line[LP_OJ_WSS_IN] : f->line[LP_OJ_WSS_OUT],
                   "wss_in and wss_out go together");
    j->has_wss = f->line[LP_OJ_WSS_IN] != 0;
    for (int k = LP_OJ_WSS_PORTS; k <= LP_OJ_WSS_WLS; k++)
        if (f->line[k] && !j->has_wss) return BAD(e, f->line[k], "'%s' without wss_in and wss_out", KEYS[k].name);
    j->wss_ports = f->line[LP_OJ_WSS_PORTS] ? (uint8_t)f->val[LP_OJ_WSS_PORTS] : (uint8_t)LP_WSS_MAX_PORTS;
    j->wss_wls = f->line[LP_OJ_WSS_WLS] ? (uint8_t)f->val[LP_OJ_WSS_WLS] : (uint8_t)LP_WSS_MAX_WL;
    memcpy(j->line, f->line, sizeof j->line);
    if (j->wavelengths < j->ports)
        return BAD(e, f->line[LP_OJ_WAVELENGTHS], "%u wavelengths for %u ports: the round robin uses wavelengths 1..%u",
                   (unsigned)j->wavelengths, (unsigned)j->ports, j->ports - 1u);
    /* HD/RD's log2(size) wavelengths are always there: wavelengths >= ports > every address >= size - 1 */
    if (j->algo != LP_ODDL_RING) {
        if (j->size & (j->size - 1u))
            return BAD(e, f->line[LP_OJ_SIZE], "%s needs a power-of-two size, not %u", ALGO_NAME[j->algo],
                       (unsigned)j->size);
    } else if (2u * (j->size - 1u) > LP_ODDL_MAX_STEPS) {
        return BAD(e, f->line[LP_OJ_SIZE], "ring on %u ranks needs %u steps, STEP[] holds %u", (unsigned)j->size,
                   2u * (j->size - 1u), LP_ODDL_MAX_STEPS);
    }
    return LP_OK;
}

int lp_oddl_jobfile_parse(const char *text, size_t len, lp_oddl_jobfile_t *j, lp_oddl_jobfile_err_t *e)
{
    if (e) {
        e->line = 0;
        e->why[0] = '\0';
    }
    if (!text || !j) return BAD(e, 0, "no file");
    seen_t f;
    static lp_oddl_jobfile_t out; /* the job is built here and copied out only when it is accepted */
    memset(&f, 0, sizeof f);
    memset(&out, 0, sizeof out);
    unsigned line = 0;
    for (size_t i = 0; i < len;) {
        size_t start = i;
        while (i < len && text[i] != '\n') i++;
        size_t end = i;
        if (i < len) i++;
        line++;
        if (end > start && text[end - 1] == '\r') end--;
        if (end - start > LP_OJ_LINE_MAX) return BAD(e, line, "line longer than %u characters", LP_OJ_LINE_MAX);
        if (end == start || text[start] == '#') continue;
        int rc = parse_line(&f, &out, text + start, end - start, line, e);
        if (rc) return rc;
    }
    int rc = finish(&f, &out, e);
    if (rc) return rc;
    *j = out;
    return LP_OK;
}
