"""Clock-by-clock model of lp_ocs_cfg (the NIC's OCS circuit state, switched at an effective slot):
used by its own test and, as the block lp_ocs_ctl stages, by lp_ocs_ctl's test."""

from __future__ import annotations

from dataclasses import dataclass

M32 = (1 << 32) - 1
EVENTS = ("clr_arm", "ev_applied", "ev_late", "ev_refused", "ev_link_lost")


@dataclass
class Inputs:
    slot_start: int = 0
    slot_idx: int = 0
    arm: int = 0
    now: int = 0
    at: int = 0
    v: int = 0
    up: int = 0
    dst: int = 0
    link: int = 1
    idle: int = 1


class Model:
    def __init__(self) -> None:
        self.v = self.up = self.dst = self.link_q = self.ann_v = self.ann_dst = 0
        self.ev = dict.fromkeys(EVENTS, 0)

    def step(self, i: Inputs) -> None:
        ahead = (i.slot_idx - i.at) & M32
        late = not i.now and ahead < (1 << 31) and ahead != 0
        due = bool(i.arm and i.slot_start and (i.now or ahead == 0 or late))
        unsafe = bool(i.up and i.dst != self.dst and (self.v or not i.idle))
        # announced: a configuration opening a circuit is armed (and not being cleared this clock)
        self.ann_v = int(bool(i.arm and i.v and i.up and not self.ev["clr_arm"]))
        self.ann_dst = i.dst
        self.ev = {"clr_arm": int(due), "ev_applied": int(due and not unsafe), "ev_late": int(due and late),
                   "ev_refused": int(due and unsafe),
                   "ev_link_lost": int(bool(self.up and self.link_q and not i.link))}
        self.link_q = i.link
        if due and not unsafe:
            self.v, self.up, self.dst = i.v, i.up, i.dst
