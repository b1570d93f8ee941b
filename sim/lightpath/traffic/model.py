"""3D-parallel transformer training after the Mercury paper, section 2.2 and Appendix A: the model
parameters (Table 3), the per-iteration communication of Table 1, the FLOPs of Tables A2/A3, the job
mixes of Table 2 and the strict-priority placement (TP groups first, then PP, then DP) onto hosts.

Readings of the paper (docs/traffic.md, "Model") are marked READING below.
"""

from __future__ import annotations

from dataclasses import dataclass

GPU_FLOPS = 125e12   # Table 3: V100, FP16


@dataclass(frozen=True)
class Model:
    """Table 3 (Mercury 4.2): L layers, hidden h, a heads, sequence s, micro-batch b, S_e bytes per
    element, N parameters; vocab is not in the paper (BERT's, its reference [31]) and sizes only the
    embedding synchronisation between the first and last pipeline stage."""

    L: int = 12
    h: int = 256
    a: int = 12
    s: int = 512
    b: int = 8
    S_e: int = 2
    N: float = 1.1e8
    vocab: int = 30522

    @property
    def act_bytes(self) -> float:
        """One micro-batch's activation (b, s, h) in bytes: the PP message."""
        return self.b * self.s * self.h * self.S_e


@dataclass(frozen=True)
class Par:
    """Parallel dimensions (pipeline p, tensor t, data d) and micro-batches m per iteration.
    Local rank of the GPU at (data replica dp, stage pp, tensor rank tp): TP innermost, then PP, then DP."""

    p: int
    t: int
    d: int
    m: int = 4

    def __post_init__(self) -> None:
        if min(self.p, self.t, self.d, self.m) < 1:
            raise ValueError(f"parallel dimensions must be >= 1: {self}")

    @property
    def gpus(self) -> int:
        return self.p * self.t * self.d

    def rank(self, dp: int, pp: int, tp: int) -> int:
        return (dp * self.p + pp) * self.t + tp

    def coords(self, rank: int) -> tuple[int, int, int]:
        """(dp, pp, tp) of a local rank."""
        return rank // (self.p * self.t), (rank // self.t) % self.p, rank % self.t


def check(model: Model, par: Par) -> None:
    if model.L % par.p:
        raise ValueError(f"L = {model.L} layers do not split into p = {par.p} equal stages")


@dataclass(frozen=True)
class Comm:
    times: float     # communications per iteration (Table 1 "Times")
    nbytes: float    # bytes per communication (Table 1 "Volume")

    @property
    def total(self) -> float:
        return self.times * self.nbytes


def table1(model: Model, par: Par) -> dict[str, Comm]:
    """Table 1, per iteration per device.
    TP: L/p * m * 7(t-1) ring steps of (t-1)/t * b*s*h*S_e bytes (per block and micro-batch: forward
        all-reduce of Z 2(t-1), all-gather (t-1), all-reduce after the MLP 2(t-1); backward all-reduce
        of the MLP output gradients 2(t-1): 7(t-1)).
    PP: 2 m (p-1) transfers of b*s*h*S_e (per pipeline and TP rank: m activations and m gradients over
        each of the p-1 stage boundaries).
    DP: one ring all-reduce of 2(d-1)/d * N/(p t) * S_e bytes. READING: the printed row reads
        2(p-1)/p * N/t * S_e, which is zero for p = 1; section 2.2 and A give 2(d-1) steps of the
        N/(p t) shard, and a ring step carries 1/d of it."""
    m, p, t, d = par.m, par.p, par.t, par.d
    return {
        "TP": Comm(model.L / p * m * 7 * (t - 1), (t - 1) / t * model.act_bytes),
        "PP": Comm(2 * m * (p - 1), model.act_bytes),
        "DP": Comm(1, 2 * (d - 1) / d * model.N / (p * t) * model.S_e),
    }


def dp_step_bytes(model: Model, par: Par) -> float:
    """Bytes of one of the 2(d-1) ring steps of the DP all-reduce: the shard N/(p t) * S_e over d."""
    return model.N / (par.p * par.t) * model.S_e / par.d


def embed_bytes(model: Model, par: Par) -> float:
    """Embedding-table gradient a first-stage GPU all-reduces with its last-stage peer (vocab x h/t)."""
    return model.vocab * model.h / par.t * model.S_e


def fwd_flops(model: Model, t: int) -> dict[str, float]:
    """Table A2: one transformer block, one micro-batch, one device. READING: the Q/K/V row is per
    matrix (x3); O = Z W_O is not divided by t (as printed)."""
    b, s, h = model.b, model.s, model.h
    return {
        "QKV": 3 * 2 * b * s * h * (h / t),
        "S": 2 * b * s * (h / t) * s,
        "Z": 2 * b * s * (h / t) * s,
        "O": 2 * b * s * h * h,
        "H": 8 * b * s * h * h / t,
        "GELU": 24 * b * s * (h / t),
        "Oi": 8 * b * s * h * h / t,
    }


def bwd_flops(model: Model, t: int) -> dict[str, float]:
    """Table A3: one block, one micro-batch, one device. READING: the attention rows are per head
    (h/a), so a device's a/t heads multiply them by a/t; rows naming Q/K/V count three matrices."""
    b, s, h, a = model.b, model.s, model.h, model.a
    head = b * s * s * h / a * (a / t)
    return {
        "LW2": 2 * b * s * h * (4 * h / t),
        "LG": 2 * b * s * h * (4 * h / t),
        "GELU'": 6 * b * s * (4 * h / t),
        "LH": b * s * (4 * h / t),
        "LW1": 2 * b * s * h * (4 * h / t),
        "LX_mlp": 2 * b * s * h * (4 * h / t),
        "LA": 2 * head,
        "LQKV": 3 * 2 * head,
        "LWQKV": 3 * 2 * head,
        "LX_attn": 6 * head,
    }


def embed_flops(model: Model) -> float:
    """Positional encoding added to the embedding (stage 1, once per micro-batch): b*s*h."""
    return model.b * model.s * model.h


# Compute pieces between the TP collectives of one block (programs interleave them with the rings).
FWD_CHUNKS = {"attn": ("QKV", "S", "Z"), "out": ("O",), "mlp": ("H", "GELU", "Oi")}
BWD_CHUNKS = {"mlp": ("LW2", "LG", "GELU'", "LH", "LW1", "LX_mlp"), "attn": ("LA", "LQKV", "LWQKV", "LX_attn")}


def chunk_flops(model: Model, t: int) -> dict[str, float]:
    f, bw = fwd_flops(model, t), bwd_flops(model, t)
    out = {f"fwd_{k}": sum(f[r] for r in rows) for k, rows in FWD_CHUNKS.items()}
    out.update({f"bwd_{k}": sum(bw[r] for r in rows) for k, rows in BWD_CHUNKS.items()})
    return out


def stage_seconds(model: Model, par: Par, rate: float = GPU_FLOPS) -> tuple[float, float]:
    """(forward, backward) compute seconds of one micro-batch on one middle-stage device."""
    n = model.L // par.p
    return (n * sum(fwd_flops(model, par.t).values()) / rate, n * sum(bwd_flops(model, par.t).values()) / rate)


# Table 2: (p, t, d) per job for 1..5 jobs on 64 GPUs.
TABLE2: dict[int, tuple[int, int, int]] = {1: (4, 4, 4), 2: (4, 4, 2), 3: (2, 5, 2), 4: (2, 4, 2), 5: (2, 3, 2)}


def table2_jobs(n: int, m: int = 4) -> list[Par]:
    if n not in TABLE2:
        raise ValueError(f"Mercury Table 2 has 1..5 jobs, not {n}")
    p, t, d = TABLE2[n]
    return [Par(p, t, d, m) for _ in range(n)]


def place(pars: list[Par], hosts: int, per_host: int, policy: str = "pack") -> list[list[int]]:
    """Global GPU ids (host h owns h*per_host .. h*per_host + per_host - 1) of every job, indexed by
    local rank.

    pack (Mercury's strict priority): TP groups are placed whole on one host when any host has room
    (the host of the same pipeline's previous stage first, then the lowest-numbered host with room),
    else split over the free GPUs in host order; ranks are visited TP first, then PP, then DP, so
    pipeline neighbours and then replicas land as close as the room allows.
    spread: local rank r goes to host r mod hosts (every job crosses hosts; the Mercury testbed, where
    each emulated GPU has its own NIC port)."""
    need = sum(p.gpus for p in pars)
    if need > hosts * per_host:
        raise ValueError(f"jobs need {need} GPUs, the hosts have {hosts} x {per_host} = {hosts * per_host}")
    free = [list(range(h * per_host, (h + 1) * per_host)) for h in range(hosts)]
    out: list[list[int]] = []
    if policy == "spread":
        for par in pars:
            gpus = []
            for r in range(par.gpus):
                order = [(r + k) % hosts for k in range(hosts)]
                h = next((x for x in order if free[x]), None)
                assert h is not None
                gpus.append(free[h].pop(0))
            out.append(gpus)
        return out
    if policy != "pack":
        raise ValueError(f"unknown placement policy {policy!r} (pack, spread)")
    for par in pars:
        gpus = [-1] * par.gpus
        for dp in range(par.d):
            prev_host: int | None = None
            for pp in range(par.p):
                fits = [h for h in range(hosts) if len(free[h]) >= par.t]
                if fits:
                    h = prev_host if prev_host in fits else fits[0]
                    slots = [free[h].pop(0) for _ in range(par.t)]
                    prev_host = h
                else:
                    slots = []
                    for h in range(hosts):
                        while free[h] and len(slots) < par.t:
                            slots.append(free[h].pop(0))
                    prev_host = None
                for tp, g in enumerate(slots):
                    gpus[par.rank(dp, pp, tp)] = g
        out.append(gpus)
    return out
