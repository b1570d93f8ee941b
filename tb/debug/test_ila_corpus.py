"""lightpath.ila against capture files written the way the bench tools write them (tb/debug/ila_corpus.py,
independent of the package's writers): the hardware manager's CSV (with and without GAP, per-probe
radices, CRLF, several windows), ChipScoPy's CSV and VCD, a clockless one-timestamp-per-sample VCD;
idle stretches, gaps, multi-window and 131,072-sample captures."""

from __future__ import annotations

import importlib.util
import sys
from collections.abc import Callable
from pathlib import Path
from types import ModuleType

import pytest

from lightpath.gen.ila_probes import load
from lightpath.ila import Capture, IlaFormatError, Params, check, read
from lightpath.ila.model import SLOT_WORDS, node_capture, sample_of


def _load_corpus() -> ModuleType:
    """tb/debug/ila_corpus.py (tests import their helpers by path: pytest runs with --import-mode=importlib)."""
    spec = importlib.util.spec_from_file_location("ila_corpus", Path(__file__).with_name("ila_corpus.py"))
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    sys.modules["ila_corpus"] = mod
    spec.loader.exec_module(mod)
    return mod


corpus = _load_corpus()

SPEC = load()
PORTS, NODE = 4, 1
PARAMS = Params(ports=PORTS, node=NODE)
IDLE = 900  # idle samples before the node starts: ChipScoPy writes no timestamp there


def idle_then(cap: Capture, idle: int = IDLE) -> dict[str, list[int]]:
    """`idle` samples of an idle slot timer (every probe 0), then `cap`."""
    return {k: [0] * idle + list(v) for k, v in cap.probes.items()}


def violating(slots: int = 60) -> tuple[dict[str, list[int]], int]:
    """Idle prefix + a clean capture with a second SOA for one sample in the first guard word of slot 42
    (sample 3882: the guard keeps it a two_soa alone)."""
    s = idle_then(node_capture(slots, ports=PORTS, node=NODE))
    k = IDLE + sample_of(42, 0)
    s["soa_en"][k] |= 1 << 7
    return s, k


WRITERS: dict[str, Callable[..., None]] = {
    "hw-csv": corpus.hw_manager_csv,
    "hw-csv-gapcol-crlf": lambda p, sp, s, **kw: corpus.hw_manager_csv(p, sp, s, gap_column=True, crlf=True, **kw),
    "hw-csv-radices": lambda p, sp, s, **kw: corpus.hw_manager_csv(
        p, sp, s, radix={"slot_idx": "UNSIGNED", "slot_word": "BIN", "soa_en": "BINARY", "laser_en": "SIGNED",
                         "wl": "OCTAL", "cdr_phase": "SIGNED"}, **kw),
    "chipscopy-csv": corpus.chipscopy_csv,
    "chipscopy-csv-nogap": lambda p, sp, s, **kw: corpus.chipscopy_csv(p, sp, s, include_gap=False, **kw),
    "chipscopy-vcd": corpus.chipscopy_vcd,
    "chipscopy-vcd-gap": lambda p, sp, s, **kw: corpus.chipscopy_vcd(p, sp, s, include_gap=True, **kw),
}


def write(kind: str, tmp: Path, samples: dict[str, list[int]], **kw: object) -> Path:
    path = tmp / (kind + (".vcd" if "vcd" in kind else ".csv"))
    WRITERS[kind](path, SPEC, samples, **kw)
    return path


@pytest.mark.parametrize("kind", [*WRITERS, "per-sample-vcd"])
def test_sample_numbers_and_trigger_times(kind: str, tmp_path: Path) -> None:
    """After an idle stretch the violation is reported at its buffer sample (not shifted by the samples
    a sparse VCD does not timestamp), and its time counts from the trigger."""
    s, k = violating()
    trig = k - 100
    if kind == "per-sample-vcd":
        path = tmp_path / "v.vcd"
        corpus.per_sample_vcd(path, SPEC, s)
    else:
        path = write(kind, tmp_path, s, triggers=[trig])
    cap = read(path)
    assert cap.n == len(s["soa_en"]) and cap.probes == s
    rep = check(cap, PARAMS)
    assert [(v.rule, v.sample) for v in rep.violations] == [("two_soa", k)]
    if kind != "per-sample-vcd":
        assert cap.trigger == trig and rep.violations[0].time_ns == pytest.approx(100 * PARAMS.period_ns)
    else:
        assert cap.trigger is None and rep.violations[0].time_ns == pytest.approx(k * PARAMS.period_ns)


@pytest.mark.parametrize("kind", list(WRITERS))
def test_windows_and_gaps(kind: str, tmp_path: Path) -> None:
    """Three windows joined mid-cell and gap samples: the joins and gaps are never flagged, each window
    has its own trigger, times count from the window's trigger; a violation inside window 2 is found."""
    a = node_capture(30, ports=PORTS, node=NODE)
    cuts = [(sample_of(1, 30), sample_of(4, 20)), (sample_of(9, 40), sample_of(14, 10)),
            (sample_of(20, 5), sample_of(27, 0))]
    s = {n: [x for lo, hi in cuts for x in v[lo:hi]] for n, v in a.probes.items()}
    sizes = [hi - lo for lo, hi in cuts]
    # gaps: the last sample of window 1 (window 2 starts right after a gap) and two inside window 2; an
    # export without a GAP column marks them by X in every probe
    gaps = {sizes[0] - 1, sizes[0] + 7, sizes[0] + 8}
    into = sample_of(10, 0) - cuts[1][0]  # slot 10's first guard word, inside window 2
    bad = sizes[0] + into
    s["soa_en"][bad] |= 1 << 6
    path = write(kind, tmp_path, s, windows=sizes, triggers=[10, 20, 30], gaps=gaps)
    cap = read(path)
    assert cap.window_starts() == [0, sizes[0], sizes[0] + sizes[1]]
    assert cap.triggers == (10, sizes[0] + 20, sizes[0] + sizes[1] + 30)
    assert set(cap.gaps) == gaps and all(cap.probes["soa_en"][g] == 0 for g in gaps)
    rep = check(cap, PARAMS)
    assert [(v.rule, v.sample) for v in rep.violations] == [("two_soa", bad)]
    assert rep.violations[0].time_ns == pytest.approx((into - 20) * PARAMS.period_ns)


def test_csv_refusals(tmp_path: Path) -> None:
    """An unknown bookkeeping column, an X outside a gap row, a half-X gap row: errors with file and line."""
    s = node_capture(3, ports=PORTS, node=NODE).probes
    p = write("chipscopy-csv", tmp_path, dict(s))
    lines = p.read_text().splitlines()
    lines[0] = lines[0].replace("GAP,", "GAPS,")
    p.write_text("\n".join(lines) + "\n")
    with pytest.raises(IlaFormatError, match=r"chipscopy-csv.csv:1: unknown column 'GAPS'"):
        read(p)
    p = write("hw-csv", tmp_path, dict(s))
    lines = p.read_text().splitlines()
    cells = lines[5].split(",")
    cells[5] = "X"  # one probe unknown in a data row
    lines[5] = ",".join(cells)
    p.write_text("\n".join(lines) + "\n")
    with pytest.raises(IlaFormatError, match=r"hw-csv.csv:6: column .*'X' is not a HEX value"):
        read(p)
    p = write("chipscopy-csv", tmp_path, dict(s), gaps={4})
    lines = p.read_text().splitlines()
    cells = lines[6].split(",")
    cells[6] = "ZZ"
    lines[6] = ",".join(cells)
    p.write_text("\n".join(lines) + "\n")
    with pytest.raises(IlaFormatError, match=r"chipscopy-csv.csv:7: gap row"):
        read(p)


@pytest.mark.parametrize("kind", ["chipscopy-csv", "chipscopy-vcd"])
def test_long_capture(kind: str, tmp_path: Path) -> None:
    """131,072 samples (16 windows of 8192) read completely, every window with its trigger, one
    injected violation found at its sample; functionality only (`make bench` measures the speed)."""
    slots = 131072 // SLOT_WORDS + 1
    a = node_capture(slots, ports=PORTS, node=NODE)
    s = {n: v[:131072] for n, v in a.probes.items()}
    k = sample_of(1400, 0)
    s["soa_en"][k] |= 1 << 7
    path = write(kind, tmp_path, s, windows=[8192] * 16, triggers=[1024] * 16)
    cap = read(path)
    assert cap.n == 131072 and len(cap.triggers) == 16 and len(cap.window_starts()) == 16
    assert [(v.rule, v.sample) for v in check(cap, PARAMS).violations] == [("two_soa", k)]


def test_plot_marks_trigger_slots_and_gaps(tmp_path: Path) -> None:
    """The diagram of a two-window ChipScoPy capture: a trigger line in every row for each trigger in
    view, the slot grid at every slot start, gap samples hatched, the x axis in buffer numbers."""
    from matplotlib.collections import LineCollection

    from lightpath.ila.plot import GAP_GID, SLOT_GID, TRIGGER_GID, render

    a = node_capture(8, ports=PORTS, node=NODE)
    s = {n: v[: 8 * SLOT_WORDS] for n, v in a.probes.items()}
    size = 4 * SLOT_WORDS
    path = write("chipscopy-csv", tmp_path, s, windows=[size, size], triggers=[100, 50], gaps={size + 3})
    cap = read(path)
    rep = check(cap, PARAMS)
    fig = render(cap, rep, 0, cap.n)
    for ax in fig.axes:
        trig = [c for c in ax.collections if isinstance(c, LineCollection) and c.get_gid() == TRIGGER_GID]
        assert len(trig) == 1 and sorted(seg[0][0] for seg in trig[0].get_segments()) == [100, size + 50]
        grid = [c for c in ax.collections if isinstance(c, LineCollection) and c.get_gid() == SLOT_GID]
        assert sorted(seg[0][0] for seg in grid[0].get_segments()) == [k for k in range(cap.n)
                                                                       if cap["slot_word"][k] == 0
                                                                       and not cap.is_gap(k)]
        assert len([pt for pt in ax.patches if pt.get_gid() == GAP_GID]) == 1
    assert [t.get_text() for t in fig.axes[0].texts if t.get_gid() == TRIGGER_GID] == ["T", "T"]
    assert fig.axes[-1].xaxis.get_major_formatter()(5, 0) == "5"
