"""Per-GPU programs of the three kinds of job, appended to a `build.Builder`:

- `TrainJob`: 3D-parallel transformer training (Mercury 2.2, Appendix A; lightpath.traffic.model),
  GPipe schedule: forward of every micro-batch, backward in reverse order, DP ring all-reduce, embedding
  synchronisation between first and last stage.
- `HdJob`: ODDL's recursive halving-doubling all-reduce.
- `A2aJob`: mFabric's MoE expert-parallel layers, four all-to-alls per layer with a skewed
  (Zipf) expert load drawn from a seed.

Each job uses only its own GPUs; MARK ids (sched.SchedSpec.mark_id) delimit iterations and
communication phases (docs/traffic.md).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass

import numpy as np

from lightpath.traffic.build import Builder
from lightpath.traffic.model import (
    GPU_FLOPS,
    Model,
    Par,
    check,
    chunk_flops,
    dp_step_bytes,
    embed_bytes,
    embed_flops,
    table1,
)
from lightpath.traffic.sched import DB_DONE, DB_START


def ring(b: Builder, members: list[int], step_bytes: float, steps: int) -> None:
    """`steps` steps of a ring collective: member i sends `step_bytes` to member i+1, then waits for
    the step of member i-1 (ring all-reduce: 2(n-1) steps; all-gather: n-1)."""
    n = len(members)
    if n < 2:
        return
    for _ in range(steps):
        rid = [b.recv(members[(i + 1) % n]) for i in range(n)]   # rid[i]: what member i sends
        for i, g in enumerate(members):
            b.send(g, rid[i], step_bytes)
        for i, g in enumerate(members):
            b.wait(g, rid[(i - 1) % n])


# ------------------------------------------------------------------------------------------ training
@dataclass(frozen=True)
class TrainJob:
    name: str
    model: Model
    par: Par
    gpus: tuple[int, ...]        # global GPU of each local rank (Par.rank)
    rate: float = GPU_FLOPS

    def gpu(self, dp: int, pp: int, tp: int) -> int:
        return self.gpus[self.par.rank(dp, pp, tp)]

    def meta(self) -> dict[str, object]:
        t1 = table1(self.model, self.par)
        roles = {str(g): dict(zip(("dp", "pp", "tp"), self.par.coords(r))) for r, g in enumerate(self.gpus)}
        return {
            "name": self.name, "kind": "train3d", "gpus": list(self.gpus), "model": asdict(self.model),
            "par": asdict(self.par), "gpu_flops": self.rate, "roles": roles,
            "table1": {k: {"times": c.times, "bytes": c.nbytes} for k, c in t1.items()},
        }


def emit_train(b: Builder, job: TrainJob, iters: int) -> None:
    mdl, par = job.model, job.par
    check(mdl, par)
    if len(job.gpus) != par.gpus:
        raise ValueError(f"job {job.name}: {len(job.gpus)} GPUs for p*t*d = {par.gpus}")
    p, t, d, m = par.p, par.t, par.d, par.m
    sec = {k: v / job.rate for k, v in chunk_flops(mdl, t).items()}
    tp_bytes = table1(mdl, par)["TP"].nbytes
    blocks = mdl.L // p
    for k in range(iters):
        for g in job.gpus:
            b.mark(g, "ITER_START", k)
        act: dict[tuple[int, int, int, int], int] = {}
        for j in range(m):
            for pp in range(p):
                for dp in range(d):
                    grp = [job.gpu(dp, pp, tp) for tp in range(t)]
                    for tp, g in enumerate(grp):
                        if pp > 0:
                            b.wait(g, act.pop((dp, pp, tp, j)))
                        else:
                            b.compute(g, embed_flops(mdl) / job.rate)
                    for _ in range(blocks):
                        for g in grp:
                            b.compute(g, sec["fwd_attn"])
                        ring(b, grp, tp_bytes, 2 * (t - 1))      # all-reduce of Z
                        for g in grp:
                            b.compute(g, sec["fwd_out"])
                        ring(b, grp, tp_bytes, t - 1)            # all-gather
                        for g in grp:
                            b.compute(g, sec["fwd_mlp"])
                        ring(b, grp, tp_bytes, 2 * (t - 1))      # all-reduce of the MLP output
                    if pp < p - 1:
                        for tp, g in enumerate(grp):
                            rid = b.recv(job.gpu(dp, pp + 1, tp))
                            b.send(g, rid, mdl.act_bytes)
                            act[(dp, pp + 1, tp, j)] = rid
        grad: dict[tuple[int, int, int, int], int] = {}
        for j in reversed(range(m)):
            for pp in reversed(range(p)):
                for dp in range(d):
                    grp = [job.gpu(dp, pp, tp) for tp in range(t)]
                    if pp < p - 1:
                        for tp, g in enumerate(grp):
                            b.wait(g, grad.pop((dp, pp, tp, j)))
                    for _ in range(blocks):
                        for g in grp:
                            b.compute(g, sec["bwd_mlp"])
                        ring(b, grp, tp_bytes, 2 * (t - 1))      # all-reduce of the MLP output gradients
                        for g in grp:
                            b.compute(g, sec["bwd_attn"])
                    if pp > 0:
                        for tp, g in enumerate(grp):
                            rid = b.recv(job.gpu(dp, pp - 1, tp))
                            b.send(g, rid, mdl.act_bytes)
                            grad[(dp, pp - 1, tp, j)] = rid
        step = dp_step_bytes(mdl, par)
        for pp in range(p if d > 1 else 0):      # no DP phase (and no DP marks) without replicas
            for tp in range(t):
                members = [job.gpu(dp, pp, tp) for dp in range(d)]
                for g in members:
                    b.mark(g, "DP_START", k)
                ring(b, members, step, 2 * (d - 1))
                for g in members:
                    b.mark(g, "DP_END", k)
        if p > 1:
            for dp in range(d):
                for tp in range(t):
                    ring(b, [job.gpu(dp, 0, tp), job.gpu(dp, p - 1, tp)], embed_bytes(mdl, par) / 2, 2)
        for g in job.gpus:
            b.mark(g, "ITER_END", k)


# ------------------------------------------------------------------------------------ HD all-reduce
@dataclass(frozen=True)
class HdJob:
    """ODDL: every iteration computes `compute_s` then all-reduces `nbytes` (the fusion buffer,
    16 MB in ODDL Table 2) by recursive halving (reduce-scatter, partners at distance n/2, n/4, .., 1,
    halving the data) and doubling (all-gather, distance 1, .., n/2): 2 log2(n) steps."""

    name: str
    gpus: tuple[int, ...]
    nbytes: float = 16 * 2**20
    compute_s: float = 10e-3

    def meta(self) -> dict[str, object]:
        return {"name": self.name, "kind": "hd-allreduce", "gpus": list(self.gpus), "bytes": self.nbytes,
                "compute_s": self.compute_s, "steps": 2 * (len(self.gpus).bit_length() - 1)}


def hd_partners(n: int) -> list[tuple[int, int]]:
    """(distance, fraction denominator) of each step: halving then doubling."""
    if n < 2 or n & (n - 1):
        raise ValueError(f"HD all-reduce needs a power-of-two group, not {n}")
    log = n.bit_length() - 1
    down = [(n >> (s + 1), 2 ** (s + 1)) for s in range(log)]
    return down + down[::-1]


def emit_hd(b: Builder, job: HdJob, iters: int) -> None:
    """The ODDL library's calls are in the programs (lp_gpu_emu's DOORBELL, wired to the node NIC's ODDL
    block): start the iteration after the compute, and per step, once this GPU's flow has left it (FENCE)
    and its partner's data has arrived (WAIT), ring `done`. Frames handed over before the step's link is
    up wait in the NIC (back-pressure)."""
    n = len(job.gpus)
    steps = hd_partners(n)
    for k in range(iters):
        for g in job.gpus:
            b.mark(g, "ITER_START", k)
            b.compute(g, job.compute_s)
            b.doorbell(g, DB_START)
            b.mark(g, "DP_START", k)
        for dist, den in steps:
            rid = [b.recv(g) for g in job.gpus]
            for r, g in enumerate(job.gpus):
                b.send(g, rid[r ^ dist], job.nbytes / den)
            for r, g in enumerate(job.gpus):
                b.wait(g, rid[r])
                b.fence(g)
                b.doorbell(g, DB_DONE)
        for g in job.gpus:
            b.mark(g, "DP_END", k)
            b.mark(g, "ITER_END", k)


# ------------------------------------------------------------------------------------- MoE all-to-all
@dataclass(frozen=True)
class A2aJob:
    """mFabric-style expert parallelism: one expert per GPU, `layers` MoE blocks; each GPU holds b*s
    tokens, each routed to top_k experts. Expert popularity is Zipf(zipf) over a random permutation of
    the experts, new per (iteration, layer) from `seed`; each source draws its token counts from that
    distribution (multinomial). Per layer: dispatch (matrix M) and combine (M^T) forward, their
    gradients (M, then M^T) backward; the four share the matrix (mFabric 5.1)."""

    name: str
    gpus: tuple[int, ...]
    h: int = 1024
    s: int = 512
    b: int = 8
    S_e: int = 2
    layers: int = 4
    top_k: int = 2
    zipf: float = 1.0
    seed: int = 1
    rate: float = GPU_FLOPS

    @property
    def per_iter(self) -> int:
        return 4 * self.layers

    def meta(self) -> dict[str, object]:
        d = asdict(self)
        d["gpus"] = list(self.gpus)
        d.update({"kind": "moe-a2a", "a2a_per_iteration": self.per_iter})
        return d

    def tokens(self, it: int, layer: int) -> np.ndarray:
        """tokens[i, j]: tokens GPU i sends to expert j in layer `layer` of iteration `it`."""
        n = len(self.gpus)
        rng = np.random.default_rng([self.seed, it, layer])
        w = 1.0 / np.arange(1, n + 1) ** self.zipf
        pop = np.empty(n)
        pop[rng.permutation(n)] = w / w.sum()
        return np.stack([rng.multinomial(self.b * self.s * self.top_k, pop) for _ in range(n)])


def _a2a(b: Builder, job: A2aJob, tok: np.ndarray, index: int) -> None:
    n = len(job.gpus)
    rid = [b.recv(g) for g in job.gpus]
    for i, g in enumerate(job.gpus):
        b.mark(g, "A2A_START", index)
        for off in range(1, n):                  # staggered order: not everyone to expert 0 first
            j = (i + off) % n
            if tok[i, j]:
                b.send(g, rid[j], tok[i, j] * job.h * job.S_e)
    for j, g in enumerate(job.gpus):
        b.wait(g, rid[j])
        b.mark(g, "A2A_END", index)


def emit_a2a(b: Builder, job: A2aJob, iters: int) -> list[list[list[list[int]]]]:
    """Append the programs; return the token matrices [iteration][layer] for the sidecar."""
    mdl = Model(L=job.layers, h=job.h, a=max(1, job.h // 64), s=job.s, b=job.b, S_e=job.S_e)
    ch = chunk_flops(mdl, 1)
    attn_f = (ch["fwd_attn"] + ch["fwd_out"]) / job.rate
    attn_b = ch["bwd_attn"] / job.rate
    n = len(job.gpus)
    gate = 2 * job.b * job.s * job.h * n / job.rate
    ffn = 16 * job.h * job.h / job.rate              # h -> 4h -> h per token, forward
    out = []
    for k in range(iters):
        mats = [job.tokens(k, layer) for layer in range(job.layers)]
        out.append([m.tolist() for m in mats])
        base = k * job.per_iter
        for g in job.gpus:
            b.mark(g, "ITER_START", k)
        for layer, tok in enumerate(mats):
            for g in job.gpus:
                b.compute(g, attn_f + gate)
            _a2a(b, job, tok, base + 4 * layer)
            for j, g in enumerate(job.gpus):
                b.compute(g, ffn * tok[:, j].sum())
            _a2a(b, job, tok.T, base + 4 * layer + 1)
        for layer in reversed(range(job.layers)):
            tok = mats[layer]
            _a2a(b, job, tok, base + 4 * layer + 2)
            for j, g in enumerate(job.gpus):
                b.compute(g, 2 * ffn * tok[:, j].sum())
            _a2a(b, job, tok.T, base + 4 * layer + 3)
            for g in job.gpus:
                b.compute(g, attn_b)
        for g in job.gpus:
            b.mark(g, "ITER_END", k)
    return out
