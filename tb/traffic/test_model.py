"""The training model of Mercury 2.2 / Appendix A (lightpath.traffic.model): Table 1 volumes and counts,
the FLOPs of Tables A2/A3 against values worked out by hand, Table 2 and the strict-priority placement."""

from __future__ import annotations

import pytest

from lightpath.traffic.model import (
    GPU_FLOPS,
    TABLE2,
    Model,
    Par,
    bwd_flops,
    check,
    chunk_flops,
    dp_step_bytes,
    embed_bytes,
    fwd_flops,
    place,
    stage_seconds,
    table1,
    table2_jobs,
)

M = Model()          # Table 3: L=12, h=256, a=12, s=512, b=8, S_e=2, N=1.1e8
ACT = 8 * 512 * 256 * 2   # one micro-batch activation: 2 MiB


@pytest.mark.parametrize(("par", "tp", "pp", "dp"), [
    # (p, t, d, m): (TP times, TP bytes), (PP times, PP bytes), DP bytes -- by hand
    (Par(4, 4, 4, 4), (252, 1_572_864), (24, ACT), 20_625_000),
    (Par(4, 4, 2, 4), (252, 1_572_864), (24, ACT), 13_750_000),
    (Par(2, 5, 2, 4), (672, 1_677_721.6), (8, ACT), 22_000_000),
    (Par(2, 3, 2, 4), (336, 1_398_101.33), (8, ACT), 36_666_666.67),
    (Par(1, 2, 1, 2), (168, 1_048_576), (0, ACT), 0),
    (Par(1, 1, 2, 2), (0, 0), (0, ACT), 220_000_000),
    (Par(3, 2, 8, 1), (28, 1_048_576), (4, ACT), 2 * 7 / 8 * 1.1e8 / 6 * 2),
])
def test_table1(par: Par, tp: tuple[float, float], pp: tuple[float, float], dp: float) -> None:
    t1 = table1(M, par)
    assert t1["TP"].times == tp[0] and t1["TP"].nbytes == pytest.approx(tp[1], abs=0.01)
    assert (t1["PP"].times, t1["PP"].nbytes) == pp
    assert t1["DP"].times == 1 and t1["DP"].nbytes == pytest.approx(dp, abs=0.01)
    # the DP all-reduce is 2(d-1) ring steps of the shard over d
    assert 2 * (par.d - 1) * dp_step_bytes(M, par) == pytest.approx(dp)


def test_embedding_bytes() -> None:
    assert embed_bytes(M, Par(4, 4, 4)) == 30522 * 256 / 4 * 2


def test_forward_flops_by_hand() -> None:
    f1 = fwd_flops(M, 1)
    assert f1 == {"QKV": 1_610_612_736, "S": 1_073_741_824, "Z": 1_073_741_824, "O": 536_870_912,
                  "H": 2_147_483_648, "GELU": 25_165_824, "Oi": 2_147_483_648}
    assert sum(f1.values()) == 8_615_100_416
    f2 = fwd_flops(M, 2)
    assert f2 == {"QKV": 805_306_368, "S": 536_870_912, "Z": 536_870_912, "O": 536_870_912,
                  "H": 1_073_741_824, "GELU": 12_582_912, "Oi": 1_073_741_824}


def test_backward_flops_by_hand() -> None:
    b1 = bwd_flops(M, 1)
    head = 536_870_912          # b s^2 h / a per head, times a/t = 12 heads on one device
    assert b1 == {"LW2": 2_147_483_648, "LG": 2_147_483_648, "GELU'": 25_165_824, "LH": 4_194_304,
                  "LW1": 2_147_483_648, "LX_mlp": 2_147_483_648, "LA": 2 * head, "LQKV": 6 * head,
                  "LWQKV": 6 * head, "LX_attn": 6 * head}
    b4 = bwd_flops(M, 4)
    assert b4["LW2"] == 2_147_483_648 / 4 and b4["LA"] == 2 * head / 4


def test_chunks_and_stage_time() -> None:
    ch = chunk_flops(M, 1)
    assert ch["fwd_attn"] + ch["fwd_out"] + ch["fwd_mlp"] == 8_615_100_416
    assert ch["bwd_mlp"] + ch["bwd_attn"] == sum(bwd_flops(M, 1).values())
    f, b = stage_seconds(M, Par(4, 1, 1))
    assert f == pytest.approx(3 * 8_615_100_416 / 125e12)
    assert GPU_FLOPS == 125e12 and b > f


def test_table2() -> None:
    assert TABLE2 == {1: (4, 4, 4), 2: (4, 4, 2), 3: (2, 5, 2), 4: (2, 4, 2), 5: (2, 3, 2)}
    for n in TABLE2:
        jobs = table2_jobs(n)
        assert len(jobs) == n and sum(j.gpus for j in jobs) <= 64
    with pytest.raises(ValueError, match="1..5 jobs, not 6"):
        table2_jobs(6)


def _host(g: int) -> int:
    return g // 8


@pytest.mark.parametrize("n", [1, 2, 3, 4, 5])
def test_pack_placement(n: int) -> None:
    pars = table2_jobs(n)
    jobs = place(pars, hosts=8, per_host=8)
    used = [g for j in jobs for g in j]
    assert len(used) == len(set(used)) == sum(p.gpus for p in pars)          # every GPU at most once
    assert all(0 <= g < 64 for g in used)
    whole = split = 0
    for par, gpus in zip(pars, jobs):
        assert len(gpus) == par.gpus
        for r in range(par.gpus):
            assert par.rank(*par.coords(r)) == r
        for dp in range(par.d):
            for pp in range(par.p):
                hosts = {_host(gpus[par.rank(dp, pp, tp)]) for tp in range(par.t)}
                whole += len(hosts) == 1
                split += len(hosts) > 1
    # TP groups stay inside a host when they fit: 8 % t == 0 (j1, j2, j4) -> all; t = 5: one per host
    # (8 of 12); t = 3: two per host (16 of 20); the rest are split over the leftover GPUs
    assert (whole, split) == {1: (16, 0), 2: (16, 0), 3: (8, 4), 4: (16, 0), 5: (16, 4)}[n]


def test_pack_keeps_pipeline_stages_together() -> None:
    par = Par(4, 4, 4)
    gpus = place([par], hosts=8, per_host=8)[0]
    for dp in range(4):
        stage_hosts = [_host(gpus[par.rank(dp, pp, 0)]) for pp in range(4)]
        # 4 stages of 4 GPUs: two stages per host, neighbours together
        assert stage_hosts[0] == stage_hosts[1] and stage_hosts[2] == stage_hosts[3]
        assert stage_hosts[1] != stage_hosts[2]


def test_spread_placement_and_errors() -> None:
    jobs = place([Par(1, 1, 2), Par(1, 2, 1)], hosts=2, per_host=2, policy="spread")
    assert jobs == [[0, 2], [1, 3]]
    assert place([Par(1, 2, 1), Par(1, 1, 2)], hosts=2, per_host=2) == [[0, 1], [2, 3]]
    with pytest.raises(ValueError, match="jobs need 65 GPUs, the hosts have 8 x 8 = 64"):
        place([Par(1, 1, 65)], hosts=8, per_host=8)
    with pytest.raises(ValueError, match="unknown placement policy 'ring'"):
        place([Par(1, 1, 2)], hosts=2, per_host=2, policy="ring")
    with pytest.raises(ValueError, match="must be >= 1"):
        Par(0, 1, 1)
    with pytest.raises(ValueError, match="L = 12 layers do not split into p = 5"):
        check(M, Par(5, 1, 1))
