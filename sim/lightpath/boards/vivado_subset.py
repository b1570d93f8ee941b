"""The SystemVerilog subset Vivado synthesis accepts and acts on, kept by a check (docs/vivado-flow.md,
"The Vivado-safe subset").

Verilator and yosys-slang accept more than Vivado synthesis does, and Vivado silently ignores some of what
it does not support, so a construct that passes every test here can fail, or quietly do nothing, on the
bench build. `check_files` reads the files the Vivado flow synthesises (boards/sources.tcl, every variant,
plus the headers they include) and reports each use of a construct outside the subset, with the rule and
where it comes from. Comments and string literals are blanked first; code between `ifndef SYNTHESIS and
its `else/`endif (or after `ifdef SYNTHESIS's `else) is simulation-only and exempt from the rules that
concern simulation-only constructs.

    python -m lightpath.boards.vivado_subset            # the flow's file list
    python -m lightpath.boards.vivado_subset FILE ...   # given files
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from lightpath.flow.paths import REPO

SOURCES_TCL = REPO / "boards" / "sources.tcl"
INCLUDE_DIRS = (REPO / "rtl" / "common", REPO / "boards" / "common" / "rtl")


@dataclass(frozen=True)
class Finding:
    path: str
    line: int
    rule: str
    text: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: [{self.rule}] {self.text}"


@dataclass(frozen=True)
class Source:
    """A file's text with comments and strings blanked (same lines and columns), and per line whether it
    is simulation-only (inside `ifndef SYNTHESIS)."""
    path: str
    code: str
    sim_only: tuple[bool, ...]

    def line_of(self, pos: int) -> int:
        return self.code.count("\n", 0, pos) + 1

    def synthesised(self, pos: int) -> bool:
        return not self.sim_only[self.line_of(pos) - 1]


def blank(text: str) -> str:
    """Comments and the insides of string literals replaced by spaces, newlines kept."""
    out: list[str] = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i = j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif c == '"':
            j = i + 1
            while j < n and text[j] != '"' and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            j = min(j + 1, n)
            out.append('"' + re.sub(r"[^\n]", " ", text[i + 1:j - 1]) + ('"' if j - i >= 2 else ""))
            i = j
        else:
            out.append(c)
            i += 1
    return "".join(out)


def sim_only_lines(code: str) -> tuple[bool, ...]:
    """Per line: inside a simulation-only region (`ifndef SYNTHESIS ... `else|`endif, or the `else of
    `ifdef SYNTHESIS). Other conditionals are followed for nesting only."""
    stack: list[tuple[str, bool]] = []   # (macro, this branch is simulation-only)
    flags: list[bool] = []
    for line in code.split("\n"):
        m = re.match(r"\s*`(ifdef|ifndef|elsif|else|endif)\b\s*(\w*)", line)
        if m:
            kw, name = m[1], m[2]
            if kw in ("ifdef", "ifndef"):
                stack.append((name, kw == "ifndef" and name == "SYNTHESIS"))
            elif kw in ("else", "elsif") and stack:
                macro, was = stack[-1]
                stack[-1] = (macro, macro == "SYNTHESIS" and not was and kw == "else")
            elif kw == "endif" and stack:
                stack.pop()
            flags.append(any(s for _, s in stack) or kw in ("ifndef", "ifdef", "else", "elsif", "endif"))
            continue
        flags.append(any(s for _, s in stack))
    return tuple(flags)


def load(path: Path, text: str | None = None) -> Source:
    raw = path.read_text(encoding="utf-8") if text is None else text
    code = blank(raw)
    try:
        rel = path.resolve().relative_to(REPO).as_posix()
    except ValueError:
        rel = str(path)
    return Source(rel, code, sim_only_lines(code))


# ------------------------------------------------------------------------------------------ the rules

def _procedural_blocks(code: str) -> Iterable[tuple[int, int]]:
    """(start, end) of every initial/always*/final block body (begin ... matching end, or one statement)."""
    for m in re.finditer(r"\b(initial|always_ff|always_comb|always_latch|always|final)\b", code):
        i = m.end()
        if m[1].startswith("always") and m[1] != "always_comb":
            ev = re.match(r"\s*@\s*(\*|\((?:[^()]|\([^()]*\))*\))", code[i:])
            if ev:
                i += ev.end()
        b = re.match(r"\s*begin\b", code[i:])
        if not b:
            j = code.find(";", i)
            yield i, (len(code) if j < 0 else j + 1)
            continue
        depth, k = 0, i
        for t in re.finditer(r"\b(begin|end)\b", code[i:]):
            depth += 1 if t[1] == "begin" else -1
            if depth == 0:
                k = i + t.end()
                break
        yield i, k


def _string_type(src: Source) -> Iterable[tuple[int, str]]:
    for m in re.finditer(r"\b(?:parameter|localparam)\s+string\b|\bstring\s+\w+\s*[;=,)]", src.code):
        yield m.start(), "the string data type (use an untyped parameter: parameter NAME = \"...\")"


def _cast_width_function(src: Source) -> Iterable[tuple[int, str]]:
    for m in re.finditer(r"\$\w+\s*\((?:[^()]|\([^()]*\))*\)\s*'\s*\(", src.code):
        yield m.start(), "a cast whose width is a system function call (give the width a localparam)"


_SEVERITY = re.compile(r"\$(fatal|error|warning|info)\b")


def _severity_in_procedural(src: Source) -> Iterable[tuple[int, str]]:
    for a, b in _procedural_blocks(src.code):
        for m in _SEVERITY.finditer(src.code, a, b):
            yield m.start(), (f"${m[1]} in procedural code (Vivado synthesis ignores it: put the check at module "
                              "or generate scope, `if (bad) begin : g_name $fatal(...); end`)")


_SIM_TASKS = ("display", "write", "monitor", "strobe", "finish", "stop", "dumpfile", "dumpvars", "random",
              "urandom", "urandom_range", "time", "realtime", "stime", "fopen", "fclose", "fwrite", "fdisplay",
              "value\\$plusargs", "test\\$plusargs", "sformatf")


def _sim_only_outside_guard(src: Source) -> Iterable[tuple[int, str]]:
    for m in re.finditer(r"\$(" + "|".join(_SIM_TASKS) + r")\b", src.code):
        yield m.start(), f"${m[1]} outside `ifndef SYNTHESIS"
    for m in re.finditer(r"\b(assert|assume|cover|restrict)\s+(property\b|\()", src.code):
        yield m.start(), f"an assertion ({m[1]}) outside `ifndef SYNTHESIS (use the lp_assert.svh macros)"


_DENY = ("class", "program", "covergroup", "coverpoint", "chandle", "event", "fork", "join", "join_any",
         "join_none", "wait", "force", "release", "randomize", "rand", "randc", "constraint", "final",
         "mailbox", "semaphore", "shortreal")


def _denied_keyword(src: Source) -> Iterable[tuple[int, str]]:
    for m in re.finditer(r"(?<![\w$`.])(" + "|".join(_DENY) + r")\b(?!\s*:)", src.code):
        yield m.start(), f"'{m[1]}' (not synthesisable)"
    for m in re.finditer(r"(?<![\w$'])#\s*\d[\w.]*\s*(?=[\w(])", src.code):
        yield m.start(), "a delay (# n): ignored by synthesis"


def _case_without_default(src: Source) -> Iterable[tuple[int, str]]:
    code = src.code
    for m in re.finditer(r"\b(unique0?|priority)\s+case[zx]?\b", code):
        depth, i, has_default = 0, m.end(), False
        for t in re.finditer(r"\b(case[zx]?|endcase|default)\b", code[i:]):
            if t[1].startswith("case"):
                depth += 1
            elif t[1] == "endcase":
                if depth == 0:
                    break
                depth -= 1
            elif depth == 0:
                has_default = True
        if not has_default:
            yield m.start(), f"'{m[1]} case' without a default item"


def _nettype_not_restored(src: Source) -> Iterable[tuple[int, str]]:
    uses = list(re.finditer(r"`default_nettype\s+(\w+)", src.code))
    if uses and any(u[1] == "none" for u in uses) and uses[-1][1] != "wire":
        yield uses[-1].start(), "`default_nettype none not restored to wire at the end of the file"


def _trailing_comma(src: Source) -> Iterable[tuple[int, str]]:
    for m in re.finditer(r",(\s*)\)", src.code):
        yield m.start(), "a trailing comma before ')' (a port, parameter or argument list)"


@dataclass(frozen=True)
class Rule:
    name: str
    source: str            # where the rule comes from (the Vivado synthesis guide UG901 or the standard)
    sim_exempt: bool       # does not apply in simulation-only regions
    find: Callable[[Source], Iterable[tuple[int, str]]]


RULES: tuple[Rule, ...] = (
    Rule("string-type", "UG901, SystemVerilog support, data types: the string type is not supported "
         "(Synth 8-27); untyped string parameters are, as AMD's xpm_memory passes ram_style", False, _string_type),
    Rule("cast-width-function", "IEEE 1800-2017 6.24.1 (a size cast's width is a constant primary); several "
         "tools, older Vivado among them, fail to parse a system-function call there", False, _cast_width_function),
    Rule("severity-in-procedural", "UG901, SystemVerilog support, system tasks: synthesis ignores the system "
         "tasks it does not support in procedural code; IEEE 1800-2017 20.11 elaboration system tasks at "
         "module or generate scope stop elaboration in Vivado, Verilator and yosys-slang", True,
         _severity_in_procedural),
    Rule("sim-only-construct", "UG901, SystemVerilog support: simulation tasks and assertions are not "
         "synthesised; they belong inside `ifndef SYNTHESIS (the lp_assert.svh macros do this)", True,
         _sim_only_outside_guard),
    Rule("unsupported-keyword", "UG901, SystemVerilog support: classes, programs, coverage, processes (fork/"
         "join, wait, events), force/release, randomisation and final blocks are not supported; delays are "
         "ignored", True, _denied_keyword),
    Rule("case-without-default", "UG901, SystemVerilog support, unique/priority case: Vivado takes them as "
         "full/parallel case, so values the items miss become don't-cares that simulation does not share",
         False, _case_without_default),
    Rule("default-nettype-leak", "UG901, compilation units: Vivado compiles the file list as one unit, so a "
         "`default_nettype none left set reaches the files read after it (IP wrappers with implicit nets)",
         False, _nettype_not_restored),
    Rule("trailing-comma", "IEEE 1800-2017 A.1.3/A.2: a list has no trailing comma; Vivado reports a syntax "
         "error", False, _trailing_comma),
)


def check_source(src: Source, rules: Sequence[Rule] = RULES) -> list[Finding]:
    out = []
    for r in rules:
        for pos, text in r.find(src):
            if r.sim_exempt and not src.synthesised(pos):
                continue
            out.append(Finding(src.path, src.line_of(pos), r.name, text))
    return sorted(out, key=lambda f: (f.path, f.line, f.rule))


def _includes(path: Path) -> list[Path]:
    out = []
    for name in re.findall(r'`include\s+"([^"]+)"', path.read_text(encoding="utf-8")):
        for d in (path.parent, *INCLUDE_DIRS):
            if (d / name).exists():
                out.append(d / name)
                break
    return out


def flow_files(sources_tcl: Path = SOURCES_TCL) -> list[Path]:
    """Every .sv/.v file boards/sources.tcl lists (all boards and variants), committed generated Verilog
    included, and the headers they include."""
    listed = [REPO / p for p in re.findall(r"\b([\w/.-]+\.s?v)\b", sources_tcl.read_text(encoding="utf-8"))]
    seen: dict[Path, None] = {}
    todo = [p for p in listed if p.exists()]
    while todo:
        p = todo.pop(0)
        if p in seen:
            continue
        seen[p] = None
        todo += _includes(p)
    return list(seen)


def check_files(paths: Iterable[Path]) -> list[Finding]:
    return [f for p in paths for f in check_source(load(p))]


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m lightpath.boards.vivado_subset", description=__doc__.split("\n\n")[0])
    ap.add_argument("files", nargs="*", type=Path, help="files to check (default: the Vivado flow's file list)")
    ap.add_argument("--rules", action="store_true", help="list the rules and where they come from")
    a = ap.parse_args(argv)
    if a.rules:
        for r in RULES:
            print(f"{r.name}: {r.source}")
        return 0
    files = a.files or flow_files()
    found = check_files(files)
    for f in found:
        print(f)
    print(f"{len(files)} files, {len(found)} finding(s)", file=sys.stderr)
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
