"""A behavioural model of one node's SOA debug bundle, for tests, examples and the docs.

It writes what lp_nic_core's `dbg_ila` shows for a node running its round-robin table (one sample
per core cycle): the slot index/word/phase of the slot timer; the SOA driver switching
break-before-make at slot boundaries (an SOA that stays on one wavelength across a boundary continues,
a new one rises after `dead_cycles` dark cycles, docs/soa-driver.md); the laser pre-tuned `pretune`
cycles before its slot; the receive side (bursts, one CDR phase-cache hit per burst unless listed as a
miss); CRC errors and a latched fault where asked. The result obeys every rule of lightpath.ila.rules,
so a test can inject exactly one violation into it.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from lightpath.cell import generated as cellfmt
from lightpath.gen.ila_probes import IlaSpec, load
from lightpath.ila.capture import Capture
from lightpath.model import rrtable
from lightpath.model.rrtable import Entry
from lightpath.regs.lp_nic_node import REGS

GUARD = int(cellfmt.SLOT["guard_words"])
PREAMBLE = int(cellfmt.SLOT["preamble_words"])
SLOT_WORDS = int(cellfmt.SLOT["slot_words"])
PRETUNE = REGS["SOA_CTRL"].fields["pretune"].reset


def node_capture(slots: int, *, spec: IlaSpec | None = None, ports: int = 4, node: int = 1,
                 table: Sequence[Entry] | None = None, lit: Sequence[bool] | None = None,
                 rx: Sequence[bool] | None = None, dead_cycles: int = 0, pretune: int = PRETUNE,
                 rx_delay: int = 4, misses: Collection[int] = (), crc_errors: Collection[int] = (),
                 fault_at: int | None = None, first_slot: int = 0) -> Capture:
    """`slots` slots of node `node` (table: rrtable.generate(ports) unless given). `lit[s]`: slot s sends
    (default: every slot); `rx[s]`: a burst arrives in slot s (default: when the table says who sends
    to us). `misses`: slots whose burst misses the phase cache; `crc_errors`: samples with a CRC drop;
    `fault_at`: sample from which the fault is latched (everything dark from then on)."""
    spec = spec or load()
    tab = list(table) if table is not None else rrtable.generate(ports, ports)[node]
    L = len(tab)
    enum = spec.probe("slot_phase").enum
    names = [p.name for p in spec.probes]
    out: dict[str, list[int]] = {n: [] for n in names}
    on: int | None = None  # SOA lit in the previous sample
    dark = 1 << 30  # dark samples since the last lit one
    k = 0
    for s in range(first_slot, first_slot + slots):
        e = tab[s % L]
        nxt = tab[(s + 1) % L]
        send = (lit[s - first_slot] if lit is not None else True) and e.valid
        send_next = (lit[s + 1 - first_slot] if lit is not None and s + 1 - first_slot < len(lit) else True) \
            and nxt.valid
        hear = rx[s - first_slot] if rx is not None else e.rx_src is not None
        for w in range(SLOT_WORDS):
            fault = fault_at is not None and k >= fault_at
            tgt = e.wl if send and not fault else None
            if on is not None and on == tgt:
                cur = on
            elif tgt is not None and (on is None and dark >= dead_cycles or on is not None and dead_cycles == 0):
                cur = tgt
            else:
                cur = None
            dark = 0 if cur is not None else dark + 1
            on = cur
            lasers = 0
            if not fault:
                if tgt is not None:
                    lasers |= 1 << tgt
                if send_next and w >= SLOT_WORDS - pretune:
                    lasers |= 1 << nxt.wl
            phase = enum["guard"] if w < GUARD else enum["preamble"] if w < GUARD + PREAMBLE else enum["cell"]
            rxw = w - rx_delay  # receive words lag the local slot by the fibre and front end
            burst = hear and GUARD <= rxw < SLOT_WORDS
            first = hear and rxw == GUARD
            row = {
                "slot_idx": s % L, "slot_word": w, "slot_phase": phase, "sending": int(send and not fault),
                "wl": cur if cur is not None else (tgt or 0), "soa_en": 0 if cur is None else 1 << cur,
                "laser_en": lasers, "soa_edge": 0, "soa_fault": int(fault), "rx_burst": int(burst),
                "cdr_hit": int(first and s not in misses), "cdr_miss": int(first and s in misses),
                "cdr_phase": ((e.rx_src or 0) * 3) % 8, "crc_err": int(k in crc_errors),
            }
            for n in names:
                out[n].append(row[n])
            k += 1
    soa = out["soa_en"]
    out["soa_edge"] = [0] + [int(soa[i] != soa[i - 1]) for i in range(1, k)]
    return Capture(spec, out, source="<model>", fmt="model")


def sample_of(slot: int, word: int, first_slot: int = 0) -> int:
    """The sample of (slot, word) in a node_capture."""
    return (slot - first_slot) * SLOT_WORDS + word
