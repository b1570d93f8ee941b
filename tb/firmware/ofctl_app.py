"""os-ken controller application for tb/firmware/test_sdn_agent.py: a real OpenFlow 1.3 controller
(os-ken from PyPI) that the firmware's agent (build/fw/host/lp_ofagent) connects to, driven by the
test through a small command channel.

Run as a program (os-ken 4 ships no osken-manager; this does what it did):

    python ofctl_app.py --of-port N --cmd-port M

It listens for switches on 127.0.0.1:N and for the test on 127.0.0.1:M: one JSON object per line in,
one JSON object per line out. Commands build real os-ken messages (OFPFlowMod with OFPMatch,
OFPInstructionActions, OFPActionOutput, ...) and wait for the replies through os-ken's event handlers;
a flow-mod is always followed by a barrier, and the answer lists the errors with the flow-mod's xid and
the PORT_STATUS messages that arrived before the barrier reply.

The wavelength channel is the agent's experimenter OXM field (docs/sdn.md): it is registered here in
os-ken's own OXM table as `lp_wavelength`, so OFPMatch(in_port=1, lp_wavelength=3) encodes it and
flow-stats replies decode it, like any field os-ken knows.
"""

from __future__ import annotations

if __name__ == "__main__":  # green sockets before anything else imports socket
    from os_ken.lib import hub as _hub

    _hub.patch(thread=False)

import json
import logging
import os
import time
from typing import Any

from os_ken.base import app_manager
from os_ken.controller import ofp_event
from os_ken.controller.handler import CONFIG_DISPATCHER, DEAD_DISPATCHER, MAIN_DISPATCHER, set_ev_cls
from os_ken.lib import hub, type_desc
from os_ken.ofproto import ofproto_v1_3 as ofp, ofproto_v1_3_parser as parser, oxm_fields

LP_EXPERIMENTER_ID = 0x00024C50   # firmware/sdn/lp_of.h LP_OF_EXPERIMENTER_ID
LP_OXM_WL = 1                     # LP_OF_OXM_WL


class _LightpathOxm(oxm_fields._Experimenter):
    experimenter_id = LP_EXPERIMENTER_ID


if not any(f.name == "lp_wavelength" for f in ofp.oxm_types):   # the module may be imported twice
    ofp.oxm_types.append(_LightpathOxm("lp_wavelength", LP_OXM_WL, type_desc.Int2))
    oxm_fields.generate(ofp.__name__)

COMMANDS = {"add": ofp.OFPFC_ADD, "modify": ofp.OFPFC_MODIFY, "modify_strict": ofp.OFPFC_MODIFY_STRICT,
            "delete": ofp.OFPFC_DELETE, "delete_strict": ofp.OFPFC_DELETE_STRICT}


def _port(p) -> dict:
    return {"port_no": p.port_no, "name": p.name.decode() if isinstance(p.name, bytes) else p.name,
            "hw_addr": p.hw_addr, "config": p.config, "state": p.state}


class LightpathCtl(app_manager.OSKenApp):
    OFP_VERSIONS = [ofp.OFP_VERSION]

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.dp: Any | None = None           # the connected switch's os-ken Datapath
        self.ready = False
        self.dpid = None
        self.ports: list[dict] = []
        self.connections = 0
        self.inbox: list[dict] = []          # every reply / async message, in arrival order
        self.echo_from_switch = 0
        self.cmd_port = int(os.environ["LP_OFCTL_CMD_PORT"])
        hub.spawn(self._serve)

    # ---------------------------------------------------------------- os-ken events
    @set_ev_cls(ofp_event.EventOFPStateChange, [MAIN_DISPATCHER, DEAD_DISPATCHER])
    def _state(self, ev) -> None:
        if ev.state == MAIN_DISPATCHER:
            self.dp, self.dpid, self.ready = ev.datapath, ev.datapath.id, True
            self.connections += 1
        elif ev.state == DEAD_DISPATCHER and ev.datapath is self.dp:
            self.dp, self.ready = None, False

    @set_ev_cls(ofp_event.EventOFPPortDescStatsReply, [CONFIG_DISPATCHER, MAIN_DISPATCHER])
    def _port_desc(self, ev) -> None:
        ports = [_port(p) for p in ev.msg.body]
        if ev.msg.datapath is not self.dp or not self.ready:
            self.ports = ports                # the handshake's own request (ofp_handler sends it)
        self.inbox.append({"kind": "port_desc", "xid": ev.msg.xid, "ports": ports,
                           "more": bool(ev.msg.flags & ofp.OFPMPF_REPLY_MORE)})

    @set_ev_cls(ofp_event.EventOFPErrorMsg, [CONFIG_DISPATCHER, MAIN_DISPATCHER])
    def _error(self, ev) -> None:
        m = ev.msg
        self.inbox.append({"kind": "error", "xid": m.xid, "type": m.type, "code": m.code,
                           "exp_type": getattr(m, "exp_type", None), "experimenter": getattr(m, "experimenter", None),
                           "data": bytes(m.data or b"").hex()})

    @set_ev_cls(ofp_event.EventOFPBarrierReply, MAIN_DISPATCHER)
    def _barrier(self, ev) -> None:
        self.inbox.append({"kind": "barrier", "xid": ev.msg.xid, "t": time.monotonic()})

    @set_ev_cls(ofp_event.EventOFPPortStatus, MAIN_DISPATCHER)
    def _port_status(self, ev) -> None:
        self.inbox.append({"kind": "port_status", "xid": ev.msg.xid, "reason": ev.msg.reason,
                           "port": _port(ev.msg.desc)})

    @set_ev_cls(ofp_event.EventOFPFlowStatsReply, MAIN_DISPATCHER)
    def _flow_stats(self, ev) -> None:
        flows = []
        for s in ev.msg.body:
            outs = [a.port for i in s.instructions for a in getattr(i, "actions", []) if hasattr(a, "port")]
            flows.append({"in_port": s.match.get("in_port"), "wl": s.match.get("lp_wavelength"), "out": outs})
        self.inbox.append({"kind": "flows", "xid": ev.msg.xid, "flows": flows,
                           "more": bool(ev.msg.flags & ofp.OFPMPF_REPLY_MORE)})

    @set_ev_cls(ofp_event.EventOFPDescStatsReply, MAIN_DISPATCHER)
    def _desc(self, ev) -> None:
        b = ev.msg.body
        self.inbox.append({"kind": "desc", "xid": ev.msg.xid,
                           **{k: getattr(b, k).decode(errors="replace") for k in
                              ("mfr_desc", "hw_desc", "sw_desc", "serial_num", "dp_desc")}})

    @set_ev_cls(ofp_event.EventOFPEchoReply, MAIN_DISPATCHER)
    def _echo_reply(self, ev) -> None:
        self.inbox.append({"kind": "echo_reply", "xid": ev.msg.xid, "data": bytes(ev.msg.data or b"").hex()})

    @set_ev_cls(ofp_event.EventOFPEchoRequest, [CONFIG_DISPATCHER, MAIN_DISPATCHER])
    def _echo_request(self, ev) -> None:   # os-ken's ofp_handler answers it; counted here
        self.echo_from_switch += 1

    @set_ev_cls(ofp_event.EventOFPRoleReply, MAIN_DISPATCHER)
    def _role(self, ev) -> None:
        self.inbox.append({"kind": "role", "xid": ev.msg.xid, "role": ev.msg.role,
                           "generation_id": ev.msg.generation_id})

    # ---------------------------------------------------------------- command channel
    def _serve(self) -> None:
        hub.StreamServer(("127.0.0.1", self.cmd_port), self._client).serve_forever()

    def _client(self, sock, addr) -> None:
        f = sock.makefile("rwb")
        for line in f:
            try:
                reply = self._command(json.loads(line))
            except Exception as e:   # reported to the test, which fails with it
                reply = {"exception": f"{type(e).__name__}: {e}"}
            f.write(json.dumps(reply).encode() + b"\n")
            f.flush()

    def _wait(self, pred, timeout: float):
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            r = pred()
            if r:
                return r
            hub.sleep(0.005)
        return None

    def _send_and_barrier(self, msg, timeout: float) -> dict:
        """Send msg (an os-ken message, or raw bytes), then a barrier; everything that arrived in
        between, once the barrier reply is in."""
        dp = self.dp
        assert dp is not None, "no switch connected"
        start = len(self.inbox)
        if isinstance(msg, (bytes, bytearray)):
            dp.send(bytes(msg))
            xid = int.from_bytes(msg[4:8], "big") if len(msg) >= 8 else None
        else:
            dp.send_msg(msg)
            xid = msg.xid
        barrier = parser.OFPBarrierRequest(dp)
        dp.send_msg(barrier)
        done = self._wait(lambda: any(m["kind"] == "barrier" and m["xid"] == barrier.xid
                                      for m in self.inbox[start:]), timeout)
        got = self.inbox[start:]
        bt = [m["t"] for m in got if m["kind"] == "barrier" and m["xid"] == barrier.xid]
        return {"barrier": bool(done), "xid": xid, "barrier_t": bt[0] if bt else None,
                "errors": [m for m in got if m["kind"] == "error"],
                "port_status": [m for m in got if m["kind"] == "port_status"],
                "connected": self.dp is dp and self.ready}

    def _request(self, msg, kind: str, timeout: float) -> list[dict]:
        start = len(self.inbox)
        assert self.dp is not None, "no switch connected"
        self.dp.send_msg(msg)

        def done():
            got = [m for m in self.inbox[start:] if m.get("xid") == msg.xid]
            return got if got and (got[-1]["kind"] != kind or not got[-1].get("more")) else None
        return self._wait(done, timeout) or []

    @staticmethod
    def _flow_mod(dp, c: dict):
        fields = {}
        if c.get("in_port") is not None:
            fields["in_port"] = c["in_port"]
        if c.get("wl") is not None:
            fields["lp_wavelength"] = c["wl"]
        outs = ([c["out"]] if c.get("out") is not None else []) + list(c.get("extra_outputs", []))
        inst = [parser.OFPInstructionActions(ofp.OFPIT_APPLY_ACTIONS, [parser.OFPActionOutput(o) for o in outs])] \
            if outs else []
        return parser.OFPFlowMod(dp, command=COMMANDS[c.get("cmd", "add")], table_id=c.get("table_id", 0),
                                 match=parser.OFPMatch(**fields), instructions=inst, flags=c.get("flags", 0),
                                 out_port=c.get("out_port", ofp.OFPP_ANY), out_group=ofp.OFPG_ANY,
                                 idle_timeout=c.get("idle_timeout", 0), priority=c.get("priority", 0x8000))

    def _command(self, c: dict) -> dict:
        op, timeout = c["op"], float(c.get("timeout", 5.0))
        if op == "wait_dp":
            ok = self._wait(lambda: self.ready and self.dp is not None, timeout)
            return {"ok": bool(ok), "dpid": self.dpid, "ports": self.ports, "connections": self.connections}
        if op == "events":
            return {"echo_from_switch": self.echo_from_switch, "connections": self.connections,
                    "connected": self.ready, "inbox": self.inbox[c.get("since", 0):], "n": len(self.inbox)}
        if not self.ready:
            return {"exception": "no switch connected"}
        dp = self.dp
        assert dp is not None   # ready: a switch is connected
        if op == "flow":
            return self._send_and_barrier(self._flow_mod(dp, c), timeout)
        if op == "batch":   # several flow-mods back to back, then one barrier
            mods = [self._flow_mod(dp, f) for f in c["flows"]]
            for m in mods[:-1]:
                dp.send_msg(m)
            r = self._send_and_barrier(mods[-1], timeout)
            r["xids"] = [m.xid for m in mods]
            return r
        if op == "raw":
            return self._send_and_barrier(bytes.fromhex(c["hex"]), timeout)
        if op == "port_desc":
            got = self._request(parser.OFPPortDescStatsRequest(dp, 0), "port_desc", timeout)
            return {"ports": [p for m in got if m["kind"] == "port_desc" for p in m["ports"]],
                    "parts": sum(m["kind"] == "port_desc" for m in got)}
        if op == "flows":
            req = parser.OFPFlowStatsRequest(dp, 0, ofp.OFPTT_ALL, ofp.OFPP_ANY, ofp.OFPG_ANY, 0, 0, parser.OFPMatch())
            got = self._request(req, "flows", timeout)
            return {"flows": [f for m in got if m["kind"] == "flows" for f in m["flows"]],
                    "parts": sum(m["kind"] == "flows" for m in got)}
        if op == "desc":
            got = self._request(parser.OFPDescStatsRequest(dp, 0), "desc", timeout)
            return got[0] if got else {}
        if op == "echo":
            got = self._request(parser.OFPEchoRequest(dp, bytes.fromhex(c.get("data", ""))), "echo_reply", timeout)
            return got[0] if got else {}
        if op == "role":
            got = self._request(parser.OFPRoleRequest(dp, c["role"], c.get("gen", 0)), "role", timeout)
            return got[0] if got else {}
        return {"exception": f"unknown op {op}"}


if __name__ == "__main__":
    import argparse

    from os_ken import cfg
    from os_ken.controller import controller  # noqa: F401  (registers the ofp-* options)

    ap = argparse.ArgumentParser()
    ap.add_argument("--of-port", type=int, required=True)
    ap.add_argument("--cmd-port", type=int, required=True)
    a = ap.parse_args()
    logging.basicConfig(level=logging.WARNING, format="ofctl %(levelname)s %(name)s: %(message)s")
    os.environ["LP_OFCTL_CMD_PORT"] = str(a.cmd_port)
    cfg.CONF(args=["--ofp-listen-host", "127.0.0.1", "--ofp-tcp-listen-port", str(a.of_port)], project="os_ken")
    print(f"ofctl: listening on 127.0.0.1:{a.of_port}, commands on {a.cmd_port}", flush=True)
    app_manager.AppManager.run_apps([os.path.abspath(__file__)])
