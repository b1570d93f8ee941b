"""A small XDC reader: the subset of Tcl the Lightpath constraint files use, parsed well enough to check
pin assignments, I/O standards and clock definitions without Vivado.

Understood:
- `set_property NAME VALUE <objects>` and `set_property -dict {NAME VALUE ...} <objects>`; `LOC` is read
  as `PACKAGE_PIN` (both spellings occur in public XDCs);
- objects written as `[get_ports ...]`: plain names, braced lists `{a b}`, bus bits `{x[0]}`,
  backslash-escaped brackets `x\\[0\\]`, quoted names without brackets, glob patterns `*`/`?`
  (expanded against a port list when one is given), `-quiet`;
- `create_clock -period P [-name N] [-waveform {..}] [-add] <objects>`;
- every other command is kept as a `Command` (name, words, ports it references) so checks can ask which
  ports a `set_false_path` or `set_input_delay` names;
- comments: a `#` starting a command, `;#` after a command on the same line (kept as that command's
  `comment`), backslash-newline continuations.

Tcl command substitution inside a port name (`"x[0]"` or a bare `x[0]`) is an error in Vivado (it runs
a command called `0`); it is reported as a `ParseIssue` instead of being guessed at.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path


@dataclass(frozen=True)
class ParseIssue:
    """Something the reader could not make sense of, or that Vivado would reject."""

    file: str
    line: int
    message: str
    kind: str = "syntax"      # 'syntax' or 'no-match' (a get_ports pattern that matches no port)

    def __str__(self) -> str:
        return f"{self.file}:{self.line}: {self.message}"


@dataclass(frozen=True)
class PortsRef:
    """One `[get_ports ...]`: the patterns as written and, when a port list was given, what they match."""

    patterns: tuple[str, ...]
    quiet: bool
    matched: tuple[str, ...] | None   # None: no port list given, patterns not expanded

    def names(self) -> tuple[str, ...]:
        """Matched port bits if expanded, else the patterns themselves."""
        return self.matched if self.matched is not None else self.patterns

    def targets(self) -> tuple[str, ...]:
        """What a property or clock lands on: the matched bits, plus (without -quiet) every literal name
        that matched nothing, so that a constraint on a port the top lacks is still seen."""
        if self.matched is None:
            return self.patterns
        extra = () if self.quiet else tuple(p for p in self.patterns if "*" not in p and "?" not in p
                                             and p not in self.matched)
        return self.matched + extra


@dataclass(frozen=True)
class PropertySet:
    """One property value on one port (a `set_property` on N ports gives N of these)."""

    port: str
    name: str          # upper case; LOC is stored as PACKAGE_PIN
    value: str
    file: str
    line: int
    comment: str       # the `;# ...` comment of the command's (last physical) line, '' if none


@dataclass(frozen=True)
class ClockDef:
    name: str | None
    period: float
    ports: tuple[str, ...]       # port targets ([get_ports]); empty for pin/net targets
    other_targets: tuple[str, ...]
    file: str
    line: int


@dataclass(frozen=True)
class Command:
    name: str
    words: tuple[str, ...]
    ports: tuple[PortsRef, ...]
    file: str
    line: int
    comment: str


@dataclass
class XdcFile:
    path: str
    commands: list[Command] = field(default_factory=list)
    properties: list[PropertySet] = field(default_factory=list)
    clocks: list[ClockDef] = field(default_factory=list)
    issues: list[ParseIssue] = field(default_factory=list)

    def property(self, name: str) -> list[PropertySet]:
        return [p for p in self.properties if p.name == name.upper()]


_BRACKETS_RE = re.compile(r"[\[\]]")


# --- Tcl-ish lexing ----------------------------------------------------------------------------------

@dataclass(frozen=True)
class _Word:
    text: str          # value after removing braces/quotes/escapes
    kind: str          # 'brace', 'quote', 'bare', 'cmd' (a [...] substitution, text = inner source)
    raw: str


@dataclass(frozen=True)
class _RawCommand:
    source: str
    line: int          # first physical line
    last_line: int     # last physical line (where a `;#` comment sits)
    comment: str


def _split_commands(text: str) -> list[_RawCommand]:
    """Tcl command separation: newlines and `;` outside braces/brackets/quotes; `#` at a command start
    comments out the rest of the physical line. Backslash-newline joins lines."""
    cmds: list[_RawCommand] = []
    i, n = 0, len(text)
    line = 1
    buf: list[str] = []
    start_line = 1
    depth_brace = depth_bracket = 0
    in_quote = False
    at_cmd_start = True

    def flush(end_line: int, comment: str = "") -> None:
        src = "".join(buf).strip()
        if src:
            cmds.append(_RawCommand(src, start_line, end_line, comment))
        buf.clear()

    while i < n:
        c = text[i]
        if at_cmd_start:
            if c in " \t":
                i += 1
                continue
            if c == "\n":
                line += 1
                i += 1
                continue
            if c == ";":
                i += 1
                continue
            if c == "#":
                j = text.find("\n", i)
                j = n if j < 0 else j
                comment = text[i + 1:j].strip()
                # a comment directly after `cmd ;` belongs to that command (same physical line)
                if cmds and cmds[-1].last_line == line and not cmds[-1].comment:
                    last = cmds[-1]
                    cmds[-1] = _RawCommand(last.source, last.line, last.last_line, comment)
                i = j
                continue
            at_cmd_start = False
            start_line = line
        if c == "\\" and i + 1 < n:
            if text[i + 1] == "\n":
                buf.append(" ")
                line += 1
                i += 2
                continue
            buf.append(text[i:i + 2])
            i += 2
            continue
        if in_quote:
            if c == '"':
                in_quote = False
            elif c == "[":
                depth_bracket += 1
            elif c == "]" and depth_bracket:
                depth_bracket -= 1
        elif depth_brace:
            if c == "{":
                depth_brace += 1
            elif c == "}":
                depth_brace -= 1
        else:
            if c == "{":
                depth_brace += 1
            elif c == '"':
                in_quote = True
            elif c == "[":
                depth_bracket += 1
            elif c == "]" and depth_bracket:
                depth_bracket -= 1
            elif (c == "\n" or c == ";") and depth_bracket == 0:
                flush(line)
                at_cmd_start = True
                if c == "\n":
                    line += 1
                i += 1
                continue
        if c == "\n":
            line += 1
        buf.append(c)
        i += 1
    flush(line)
    return cmds


def _unescape(s: str) -> str:
    return re.sub(r"\\(.)", r"\1", s)


def _words(src: str) -> list[_Word]:
    """Split one command into Tcl words (no substitution performed)."""
    out: list[_Word] = []
    i, n = 0, len(src)
    while i < n:
        c = src[i]
        if c.isspace():
            i += 1
            continue
        start = i
        if c == "{":
            depth = 0
            while i < n:
                if src[i] == "\\":
                    i += 2
                    continue
                if src[i] == "{":
                    depth += 1
                elif src[i] == "}":
                    depth -= 1
                    if depth == 0:
                        break
                i += 1
            if i >= n:
                raise ValueError("unbalanced braces")
            out.append(_Word(src[start + 1:i], "brace", src[start:i + 1]))
            i += 1
        elif c == '"':
            i += 1
            while i < n and src[i] != '"':
                i += 2 if src[i] == "\\" else 1
            if i >= n:
                raise ValueError("unbalanced quotes")
            out.append(_Word(_unescape(src[start + 1:i]), "quote", src[start:i + 1]))
            i += 1
        elif c == "[":
            depth = 0
            while i < n:
                if src[i] == "\\":
                    i += 2
                    continue
                if src[i] == "[":
                    depth += 1
                elif src[i] == "]":
                    depth -= 1
                    if depth == 0:
                        break
                i += 1
            if i >= n:
                raise ValueError("unbalanced brackets")
            out.append(_Word(src[start + 1:i], "cmd", src[start:i + 1]))
            i += 1
        else:
            while i < n and not src[i].isspace():
                if src[i] == "\\":
                    i += 2
                    continue
                i += 1
            raw = src[start:i]
            out.append(_Word(_unescape(raw), "bare", raw))
    return out


def _tcl_list(s: str) -> list[str]:
    """Elements of a Tcl list (braced elements kept literal, backslash escapes removed elsewhere)."""
    return [w.text for w in _words(s)]


# --- glob matching of port names ----------------------------------------------------------------------

def _glob_re(pattern: str) -> re.Pattern[str]:
    """Vivado get_ports patterns: `*` and `?` are wildcards, brackets are literal (bus bits)."""
    out = []
    for ch in pattern:
        if ch == "*":
            out.append(".*")
        elif ch == "?":
            out.append(".")
        else:
            out.append(re.escape(ch))
    return re.compile("^" + "".join(out) + "$")


def match_ports(pattern: str, ports: Sequence[str]) -> list[str]:
    if "*" not in pattern and "?" not in pattern:
        return [pattern] if pattern in ports else []
    rx = _glob_re(pattern)
    return [p for p in ports if rx.match(p)]


# --- the reader ----------------------------------------------------------------------------------------

class _Reader:
    def __init__(self, path: str, ports: Sequence[str] | None) -> None:
        self.out = XdcFile(path)
        self.ports = list(ports) if ports is not None else None
        self._cache: dict[tuple[int, str], PortsRef | None] = {}

    def issue(self, line: int, msg: str, kind: str = "syntax") -> None:
        self.out.issues.append(ParseIssue(self.out.path, line, msg, kind))

    def get_ports(self, w: _Word, line: int) -> PortsRef | None:
        """A `[get_ports ...]` word -> PortsRef; None (and an issue) for anything else. Memoised per
        (line, word) so a word looked at twice reports its issues once."""
        key = (line, w.raw)
        if key not in self._cache:
            self._cache[key] = self._get_ports(w, line)
        return self._cache[key]

    def _get_ports(self, w: _Word, line: int) -> PortsRef | None:
        if w.kind != "cmd":
            self.issue(line, f"expected [get_ports ...], got {w.raw!r}")
            return None
        try:
            inner = _words(w.text)
        except ValueError as e:
            self.issue(line, f"{w.raw}: {e}")
            return None
        if not inner or inner[0].text != "get_ports":
            self.issue(line, f"only [get_ports ...] objects are understood here, got {w.raw!r}")
            return None
        quiet = False
        patterns: list[str] = []
        args = inner[1:]
        k = 0
        while k < len(args):
            a = args[k]
            if a.kind == "bare" and a.text.startswith("-"):
                if a.text == "-quiet":
                    quiet = True
                elif a.text in ("-filter", "-of_objects", "-regexp", "-nocase", "-match_style"):
                    self.issue(line, f"get_ports {a.text} is not supported by this reader")
                    if a.text in ("-filter", "-of_objects", "-match_style"):
                        k += 1
                else:
                    self.issue(line, f"unknown get_ports option {a.text}")
                k += 1
                continue
            unescaped = a.raw.replace("\\[", "").replace("\\]", "")
            if a.kind == "cmd" or (a.kind in ("bare", "quote") and _BRACKETS_RE.search(unescaped)):
                self.issue(line, f"port name {a.raw} contains a Tcl command substitution (brace it: {{name[0]}})")
                k += 1
                continue
            if a.kind == "brace":
                patterns.extend(_tcl_list(a.text))
            else:
                patterns.append(a.text)
            k += 1
        matched: tuple[str, ...] | None = None
        if self.ports is not None:
            m: list[str] = []
            for p in patterns:
                hits = match_ports(p, self.ports)
                if not hits and not quiet:
                    self.issue(line, f"get_ports {p} matches no port of the top", "no-match")
                m.extend(hits)
            matched = tuple(dict.fromkeys(m))
        return PortsRef(tuple(patterns), quiet, matched)

    def command(self, rc: _RawCommand) -> None:
        try:
            words = _words(rc.source)
        except ValueError as e:
            self.issue(rc.line, f"{e}: {rc.source[:60]}")
            return
        if not words:
            return
        name = words[0].text
        refs: list[PortsRef] = []
        for w in words[1:]:
            if w.kind == "cmd" and w.text.lstrip().startswith("get_ports"):
                r = self.get_ports(w, rc.line)
                if r is not None:
                    refs.append(r)
        self.out.commands.append(Command(name, tuple(x.text for x in words), tuple(refs),
                                         self.out.path, rc.line, rc.comment))
        if name == "set_property":
            self.set_property(words[1:], rc)
        elif name == "create_clock":
            self.create_clock(words[1:], rc)

    def set_property(self, args: list[_Word], rc: _RawCommand) -> None:
        args = [a for a in args if not (a.kind == "bare" and a.text == "-quiet")]
        pairs: list[tuple[str, str]]
        if args and args[0].kind == "bare" and args[0].text == "-dict":
            if len(args) != 3:
                self.issue(rc.line, "set_property -dict needs a dictionary and one object list")
                return
            items = _tcl_list(args[1].text)
            if len(items) % 2:
                self.issue(rc.line, f"odd number of words in -dict {{{args[1].text}}}")
                return
            pairs = list(zip(items[0::2], items[1::2]))
            target = args[2]
        else:
            if len(args) != 3:
                self.issue(rc.line, "set_property needs NAME VALUE <objects>")
                return
            pairs = [(args[0].text, args[1].text)]
            target = args[2]
        if target.kind != "cmd":
            self.issue(rc.line, f"set_property object {target.raw!r} is not a [get_...] command")
            return
        if not target.text.lstrip().startswith("get_ports"):
            return  # properties on cells/nets/current_design: not port constraints
        ref = self.get_ports(target, rc.line)
        if ref is None:
            return
        for key, value in pairs:
            key = key.upper()
            if key == "LOC":
                key = "PACKAGE_PIN"
            for port in ref.targets():
                self.out.properties.append(PropertySet(port, key, value, self.out.path, rc.line, rc.comment))

    def create_clock(self, args: list[_Word], rc: _RawCommand) -> None:
        period: float | None = None
        name: str | None = None
        ports: list[str] = []
        others: list[str] = []
        k = 0
        while k < len(args):
            a = args[k]
            if a.kind == "bare" and a.text in ("-period", "-name", "-waveform"):
                if k + 1 >= len(args):
                    self.issue(rc.line, f"create_clock {a.text} needs a value")
                    return
                v = args[k + 1].text
                if a.text == "-period":
                    try:
                        period = float(v)
                    except ValueError:
                        self.issue(rc.line, f"create_clock -period {v!r} is not a number")
                        return
                elif a.text == "-name":
                    name = v
                k += 2
                continue
            if a.kind == "bare" and a.text in ("-add", "-quiet", "-verbose"):
                k += 1
                continue
            if a.kind == "cmd" and a.text.lstrip().startswith("get_ports"):
                ref = self.get_ports(a, rc.line)
                if ref is not None:
                    ports.extend(ref.targets())
            elif a.kind == "cmd":
                others.append(a.raw)
            else:
                self.issue(rc.line, f"create_clock: unexpected word {a.raw!r}")
            k += 1
        if period is None:
            self.issue(rc.line, "create_clock without -period")
            return
        self.out.clocks.append(ClockDef(name, period, tuple(ports), tuple(others), self.out.path, rc.line))


def parse_xdc(text: str, path: str = "<xdc>", ports: Sequence[str] | None = None) -> XdcFile:
    """Parse XDC text. `ports`: the top's port bits (e.g. `led[0]`); when given, get_ports patterns are
    expanded against it and patterns matching nothing (without -quiet) are reported."""
    r = _Reader(path, ports)
    for rc in _split_commands(text):
        r.command(rc)
    return r.out


def read_xdc(path: Path, ports: Sequence[str] | None = None) -> XdcFile:
    return parse_xdc(path.read_text(), str(path), ports)


def read_xdc_dir(directory: Path, ports: Sequence[str] | None = None) -> list[XdcFile]:
    """Every `*.xdc` of a directory, sorted by name (the order the Vivado flow reads them in)."""
    return [read_xdc(p, ports) for p in sorted(directory.glob("*.xdc"))]


def referenced_ports(files: Iterable[XdcFile]) -> set[str]:
    """Every port bit any command of the files names (matched bits when expanded, else patterns)."""
    out: set[str] = set()
    for f in files:
        for c in f.commands:
            for r in c.ports:
                out.update(r.names())
    return out
