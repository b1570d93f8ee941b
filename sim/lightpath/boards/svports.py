"""Ports and widths of an ANSI SystemVerilog module header, without an elaborator.

Understood: `module [automatic|static] name [import pkg::*;] [#(parameter list)] (port list);` with
- parameters `parameter [type] NAME = expr` (also several names after one `parameter`, `localparam`,
  types `int`, `int unsigned`, `integer`, `bit`, `logic [..]`, `string`), evaluated when they are
  integer expressions of literals (`8`, `'d8`, `4'hF`, `32'sd5`), other parameters, `+ - * / % ** << >>`,
  parentheses and `$clog2`; strings are kept as strings;
- ports `input|output|inout [wire|tri|var] [logic|reg|bit|wire] [signed|unsigned] [dims] name [dims]`,
  several names per declaration, and the ANSI inheritance rule (a declaration without direction keeps the
  previous direction and type);
- `//` and `/* */` comments, attributes `(* ... *)`.

Not understood (ValueError): interface ports, non-ANSI headers, `ref` ports.

Port bits are named the way Vivado names top-level port bits in XDC: `x` for a scalar, `x[i]` for a
vector, `x[i][j]` for more packed/unpacked dimensions (outermost first).
"""

from __future__ import annotations

import ast
import itertools
import math
import operator
import re
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

Value = int | str


@dataclass(frozen=True)
class Port:
    name: str
    direction: str                       # 'input', 'output', 'inout'
    dims: tuple[tuple[int, int], ...]    # (msb, lsb) per dimension, outermost first; () for a scalar

    @property
    def width(self) -> int:
        return math.prod(abs(msb - lsb) + 1 for msb, lsb in self.dims) if self.dims else 1

    def bits(self) -> list[str]:
        """Port bit names as XDC names them (each dimension in declaration order msb..lsb)."""
        if not self.dims:
            return [self.name]
        ranges = [range(msb, lsb - 1, -1) if msb >= lsb else range(msb, lsb + 1) for msb, lsb in self.dims]
        return [self.name + "".join(f"[{i}]" for i in idx) for idx in itertools.product(*ranges)]


@dataclass(frozen=True)
class ModuleHeader:
    name: str
    params: dict[str, Value]
    ports: tuple[Port, ...]

    def port(self, name: str) -> Port:
        for p in self.ports:
            if p.name == name:
                return p
        raise KeyError(name)

    def bits(self) -> list[str]:
        return [b for p in self.ports for b in p.bits()]

    def bit_directions(self) -> dict[str, str]:
        return {b: p.direction for p in self.ports for b in p.bits()}


# --- text clean-up -------------------------------------------------------------------------------------

def _strip_comments(text: str) -> str:
    out: list[str] = []
    i, n = 0, len(text)
    while i < n:
        if text.startswith("//", i):
            j = text.find("\n", i)
            i = n if j < 0 else j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            if j < 0:
                raise ValueError("unterminated /* comment")
            out.append(" " * 1 + "\n" * text.count("\n", i, j))
            i = j + 2
        elif text[i] == '"':
            j = i + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            out.append(text[i:j + 1])
            i = j + 1
        else:
            out.append(text[i])
            i += 1
    s = "".join(out)
    return re.sub(r"\(\*.*?\*\)", " ", s, flags=re.S)


def _match_paren(s: str, start: int) -> int:
    """Index of the parenthesis closing the one at s[start]."""
    depth = 0
    for i in range(start, len(s)):
        if s[i] == "(":
            depth += 1
        elif s[i] == ")":
            depth -= 1
            if depth == 0:
                return i
    raise ValueError("unbalanced parentheses in module header")


def _split_top(s: str, sep: str = ",") -> list[str]:
    """Split at `sep` outside brackets and string literals."""
    parts: list[str] = []
    cur: list[str] = []
    depth = 0
    in_str = False
    for ch in s:
        if in_str:
            in_str = ch != '"'
        elif ch == '"':
            in_str = True
        elif ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        if ch == sep and depth == 0 and not in_str:
            parts.append("".join(cur))
            cur = []
        else:
            cur.append(ch)
    parts.append("".join(cur))
    return [p.strip() for p in parts if p.strip()]


# --- constant expressions -------------------------------------------------------------------------------

_SV_NUM_RE = re.compile(r"(\d+)?\s*'\s*([sS])?([dDhHbBoO])\s*([0-9a-fA-F_xXzZ?]+)")
_BASES = {"d": 10, "h": 16, "b": 2, "o": 8}
_BINOPS = {
    ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.FloorDiv: operator.floordiv,
    ast.Div: operator.floordiv, ast.Mod: operator.mod, ast.Pow: operator.pow, ast.LShift: operator.lshift,
    ast.RShift: operator.rshift, ast.BitAnd: operator.and_, ast.BitOr: operator.or_, ast.BitXor: operator.xor,
}


def _clog2(x: int) -> int:
    return 0 if x <= 1 else (x - 1).bit_length()


def eval_const(expr: str, params: Mapping[str, Value]) -> Value:
    """Value of a constant SV expression (integers; a lone string literal gives a str)."""
    e = expr.strip()
    if len(e) >= 2 and e[0] == '"' and e[-1] == '"':
        return e[1:-1]

    def num(m: re.Match[str]) -> str:
        digits = m.group(4).replace("_", "")
        if re.search(r"[xXzZ?]", digits):
            raise ValueError(f"x/z literal in {expr!r}")
        return str(int(digits, _BASES[m.group(3).lower()]))

    e = _SV_NUM_RE.sub(num, e)
    e = re.sub(r"(?<![\w$])(\d[\d_]*)", lambda m: m.group(1).replace("_", ""), e)
    e = e.replace("$clog2", "__clog2")
    tree = ast.parse(e, mode="eval")

    def ev(node: ast.AST) -> int:
        if isinstance(node, ast.Expression):
            return ev(node.body)
        if isinstance(node, ast.Constant) and isinstance(node.value, int):
            return node.value
        if isinstance(node, ast.Name):
            v = params.get(node.id)
            if not isinstance(v, int):
                raise ValueError(f"unknown or non-integer parameter {node.id!r} in {expr!r}")
            return v
        if isinstance(node, ast.BinOp) and type(node.op) in _BINOPS:
            return int(_BINOPS[type(node.op)](ev(node.left), ev(node.right)))
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)):
            v = ev(node.operand)
            return -v if isinstance(node.op, ast.USub) else v
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "__clog2" \
                and len(node.args) == 1:
            return _clog2(ev(node.args[0]))
        raise ValueError(f"unsupported constant expression {expr!r}")

    return ev(tree)


_DIM_RE = re.compile(r"\[([^\[\]]*)\]")


def _dims(text: str, params: Mapping[str, Value]) -> tuple[tuple[int, int], ...]:
    out: list[tuple[int, int]] = []
    for body in _DIM_RE.findall(text):
        if ":" in body:
            msb, lsb = body.split(":", 1)
            left, right = eval_const(msb, params), eval_const(lsb, params)
        else:   # C-style unpacked [N] == [0:N-1]
            size = eval_const(body, params)
            if not isinstance(size, int):
                raise ValueError(f"bad dimension [{body}]")
            left, right = 0, size - 1
        if not isinstance(left, int) or not isinstance(right, int):
            raise ValueError(f"bad dimension [{body}]")
        out.append((left, right))
    return tuple(out)


# --- header parsing -------------------------------------------------------------------------------------

_MODULE_RE = re.compile(r"\bmodule\s+(?:(?:automatic|static)\s+)?([A-Za-z_]\w*)")
_TYPE_WORDS = {"wire", "tri", "var", "logic", "reg", "bit", "signed", "unsigned", "int", "integer",
               "byte", "shortint", "longint", "string", "time", "real", "type"}
_DIRECTIONS = {"input", "output", "inout"}


def _parse_params(body: str, overrides: Mapping[str, Value]) -> dict[str, Value]:
    params: dict[str, Value] = {}
    for item in _split_top(body):
        item = re.sub(r"^\s*(parameter|localparam)\b", "", item).strip()
        if "=" not in item:
            raise ValueError(f"parameter without default value: {item!r}")
        lhs, rhs = item.split("=", 1)
        name = re.findall(r"[A-Za-z_]\w*", _DIM_RE.sub(" ", lhs))[-1]
        params[name] = overrides[name] if name in overrides else eval_const(rhs, params)
    return params


def _parse_ports(body: str, params: Mapping[str, Value]) -> tuple[Port, ...]:
    ports: list[Port] = []
    direction: str | None = None
    type_dims = ""
    for item in _split_top(body):
        item = item.split("=", 1)[0].strip()          # default values of ports are ignored
        m = re.match(r"^([A-Za-z_]\w*)\s*\.\s*[A-Za-z_]\w*\s+", item)
        if m and m.group(1) not in _DIRECTIONS:
            raise ValueError(f"interface port not supported: {item!r}")
        words = item.split()
        if words and words[0] == "ref":
            raise ValueError(f"ref port not supported: {item!r}")
        name_m = re.search(r"([A-Za-z_]\w*)\s*((?:\[[^\[\]]*\]\s*)*)$", item)
        if not name_m:
            raise ValueError(f"cannot read port declaration {item!r}")
        name, unpacked = name_m.group(1), name_m.group(2)
        head = item[:name_m.start()].strip()
        head_words = re.findall(r"[A-Za-z_]\w*", _DIM_RE.sub(" ", head))
        head_dims = "".join(f"[{d}]" for d in _DIM_RE.findall(head))
        if head_words and head_words[0] in _DIRECTIONS:
            direction, type_words = head_words[0], head_words[1:]
            type_dims = head_dims
        elif head_words or head_dims:       # type without direction: keeps the previous direction
            type_words = head_words
            type_dims = head_dims
        else:                               # bare name: keeps the previous direction and type
            type_words = []
        if direction is None:
            raise ValueError(f"port {name!r} has no direction (non-ANSI header?)")
        for w in type_words:
            if w not in _TYPE_WORDS:
                raise ValueError(f"unsupported port type {w!r} in {item!r}")
        ports.append(Port(name, direction, _dims(type_dims + unpacked, params)))
    names = [p.name for p in ports]
    dup = {n for n in names if names.count(n) > 1}
    if dup:
        raise ValueError(f"duplicate ports: {sorted(dup)}")
    return tuple(ports)


def parse_module_header(text: str, module: str | None = None,
                        overrides: Mapping[str, Value] | None = None) -> ModuleHeader:
    """Header of `module` (the first module if None) in SV source text."""
    s = _strip_comments(text)
    for m in _MODULE_RE.finditer(s):
        if module is None or m.group(1) == module:
            break
    else:
        raise ValueError(f"module {module or '<any>'} not found")
    name = m.group(1)
    i = m.end()
    # package imports between the name and the parameter/port lists
    while True:
        im = re.match(r"\s*import\s+[^;]+;", s[i:])
        if not im:
            break
        i += im.end()
    params: dict[str, Value] = {}
    rest = s[i:]
    pm = re.match(r"\s*#\s*\(", rest)
    if pm:
        open_at = i + pm.end() - 1
        close_at = _match_paren(s, open_at)
        params = _parse_params(s[open_at + 1:close_at], overrides or {})
        i = close_at + 1
    pm = re.match(r"\s*\(", s[i:])
    if not pm:
        raise ValueError(f"module {name}: no port list")
    open_at = i + pm.end() - 1
    close_at = _match_paren(s, open_at)
    if not re.match(r"\s*;", s[close_at + 1:]):
        raise ValueError(f"module {name}: port list not followed by ';'")
    return ModuleHeader(name, params, _parse_ports(s[open_at + 1:close_at], params))


def read_module_header(path: Path, module: str | None = None,
                       overrides: Mapping[str, Value] | None = None) -> ModuleHeader:
    return parse_module_header(path.read_text(), module if module is not None else path.stem, overrides)
