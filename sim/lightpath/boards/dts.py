"""A small typed reader of device-tree source (DTS/DTSI), enough to check the PetaLinux device-tree
fragments of the boards without dtc (docs/petalinux.md).

Understood: `/dts-v1/;`, `/plugin/;`, `/include/ "file"` and `#include "file"` / `<file>` (recorded, not
read), `/memreserve/` (skipped), the root node `/ { ... };`, child nodes `name@unit { ... };` with labels
`lbl: name { ... };`, reference blocks `&label { ... };` and `&{/path} { ... };`, properties
`name = value, value;` and boolean `name;`, values `<cells>` (numbers in decimal, hex or octal,
`&label` phandles), "strings" (with C escapes), `[hex bytes]` and `&label` path references,
`/delete-node/ name;` and `/delete-property/ name;`, `//` and `/* */` comments.

Merging follows dtc: a node defined twice under one parent is one node (properties of the later
definition win), and a reference block to a label defined in the same file is merged into that node; a
reference to a label this file does not define (a node of the included SoC or board trees) is kept in
`Tree.refs` in file order. Arithmetic in cells and preprocessor macros are not evaluated: they are errors
(run such sources through cpp first), never guessed at.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path


class DtsError(ValueError):
    def __init__(self, source: str, line: int, message: str) -> None:
        super().__init__(f"{source}:{line}: {message}")
        self.source, self.line, self.message = source, line, message


@dataclass(frozen=True)
class Ref:
    """`&label` (or `&{/path}`: label is then the path)."""

    label: str


Cell = int | Ref


@dataclass(frozen=True)
class Cells:
    """One `<...>` group."""

    values: tuple[Cell, ...]


Value = Cells | str | bytes | Ref


@dataclass
class Property:
    name: str
    values: list[Value]   # empty: a boolean property
    line: int


@dataclass
class Node:
    name: str                       # without the unit address
    unit: str | None                # the text after '@'
    line: int
    labels: list[str] = field(default_factory=list)
    props: dict[str, Property] = field(default_factory=dict)
    children: list[Node] = field(default_factory=list)
    # /delete-property/ and /delete-node/ of this definition, applied to the node it is merged into
    deleted_props: list[str] = field(default_factory=list)
    deleted_nodes: list[str] = field(default_factory=list)

    @property
    def full_name(self) -> str:
        return self.name if self.unit is None else f"{self.name}@{self.unit}"

    def child(self, full_name: str) -> Node | None:
        for c in self.children:
            if c.full_name == full_name:
                return c
        return None

    def walk(self, path: str = "") -> Iterator[tuple[str, Node, Node | None]]:
        """(path, node, parent) of this node and every node below it, depth first."""
        me = path or "/"
        yield me, self, None
        for c in self.children:
            yield from self._walk_child(c, me)

    def _walk_child(self, c: Node, parent_path: str) -> Iterator[tuple[str, Node, Node | None]]:
        p = (parent_path.rstrip("/") + "/" + c.full_name)
        yield p, c, self
        for g in c.children:
            yield from c._walk_child(g, p)

    def has(self, prop: str) -> bool:
        return prop in self.props

    def cells(self, prop: str) -> list[int]:
        """Every number of the property's <...> groups, in order (phandle references refused)."""
        out: list[int] = []
        for v in self._values(prop):
            if not isinstance(v, Cells):
                raise TypeError(f"{self.full_name}: {prop} is not a cell list")
            for c in v.values:
                if isinstance(c, Ref):
                    raise TypeError(f"{self.full_name}: {prop} holds the reference &{c.label}")
                out.append(c)
        return out

    def refs(self, prop: str) -> list[Ref]:
        """The phandle references among the property's cells (and bare &label values)."""
        out: list[Ref] = []
        for v in self._values(prop):
            if isinstance(v, Ref):
                out.append(v)
            elif isinstance(v, Cells):
                out.extend(c for c in v.values if isinstance(c, Ref))
        return out

    def strings(self, prop: str) -> list[str]:
        vals = self._values(prop)
        if not all(isinstance(v, str) for v in vals):
            raise TypeError(f"{self.full_name}: {prop} is not a string list")
        return [v for v in vals if isinstance(v, str)]

    def string(self, prop: str) -> str:
        s = self.strings(prop)
        if len(s) != 1:
            raise TypeError(f"{self.full_name}: {prop} holds {len(s)} strings")
        return s[0]

    def u32(self, prop: str) -> int:
        c = self.cells(prop)
        if len(c) != 1:
            raise TypeError(f"{self.full_name}: {prop} holds {len(c)} cells")
        return c[0]

    def _values(self, prop: str) -> list[Value]:
        if prop not in self.props:
            raise KeyError(f"{self.full_name}: no property {prop}")
        return self.props[prop].values

    def merge(self, other: Node) -> None:
        """dtc's rule for a node defined again: its deletions applied, its labels added, its properties
        win, children merged."""
        for name in other.deleted_props:
            self.props.pop(name, None)
        for name in other.deleted_nodes:
            self.children = [c for c in self.children if name not in (c.full_name, c.name)]
        for lb in other.labels:
            if lb not in self.labels:
                self.labels.append(lb)
        self.props.update(other.props)
        for c in other.children:
            mine = self.child(c.full_name)
            if mine is None:
                self.children.append(c)
            else:
                mine.merge(c)


@dataclass
class Tree:
    source: str
    root: Node
    includes: list[str] = field(default_factory=list)
    refs: list[tuple[Ref, Node]] = field(default_factory=list)   # blocks for labels defined elsewhere

    def labels(self) -> dict[str, Node]:
        out: dict[str, Node] = {}
        for _, n, _ in self.root.walk():
            for lb in n.labels:
                out[lb] = n
        return out

    def find(self, path: str) -> Node:
        node = self.root
        for part in [p for p in path.split("/") if p]:
            nxt = node.child(part)
            if nxt is None:
                raise KeyError(f"{self.source}: no node {path}")
            node = nxt
        return node

    def parent_of(self, target: Node) -> Node | None:
        for _, n, parent in self.root.walk():
            if n is target:
                return parent
        return None


# ---- reg / interrupts decoding ----

def _cells_of(node: Node | None, prop: str, default: int) -> int:
    return node.u32(prop) if node is not None and node.has(prop) else default


def reg(node: Node, parent: Node | None) -> list[tuple[int, int]]:
    """(address, size) pairs of `reg`, by the parent's #address-cells / #size-cells (default 2 / 1)."""
    ac, sc = _cells_of(parent, "#address-cells", 2), _cells_of(parent, "#size-cells", 1)
    c = node.cells("reg")
    step = ac + sc
    if step == 0 or len(c) % step:
        raise ValueError(f"{node.full_name}: reg has {len(c)} cells, not a multiple of {ac} + {sc}")

    def num(cs: list[int]) -> int:
        v = 0
        for x in cs:
            v = (v << 32) | x
        return v

    return [(num(c[i:i + ac]), num(c[i + ac:i + step])) for i in range(0, len(c), step)]


def interrupts(node: Node, cells: int = 3) -> list[tuple[int, ...]]:
    """`interrupts` split into specifiers of `cells` cells (the GIC's #interrupt-cells is 3)."""
    c = node.cells("interrupts")
    if len(c) % cells:
        raise ValueError(f"{node.full_name}: interrupts has {len(c)} cells, not a multiple of {cells}")
    return [tuple(c[i:i + cells]) for i in range(0, len(c), cells)]


# ---- lexer ----

_TOKEN = re.compile(r"""
    (?P<ws>[ \t\r\n]+)
  | (?P<comment>//[^\n]*|/\*.*?\*/)
  | (?P<cpp>\#include[ \t]*(?:"[^"\n]*"|<[^>\n]*>))
  | (?P<directive>/(?:dts-v1|plugin|include|delete-node|delete-property|memreserve)/)
  | (?P<string>"(?:[^"\\\n]|\\.)*")
  | (?P<pathref>&\{[^}\n]*\})
  | (?P<ref>&[A-Za-z_][A-Za-z0-9_]*)
  | (?P<label>[A-Za-z_][A-Za-z0-9_]*:)
  | (?P<word>[A-Za-z0-9,._+*\#?@-]+)
  | (?P<punct>[{}<>;=,\[\]/()])
""", re.VERBOSE | re.DOTALL)


@dataclass(frozen=True)
class _Tok:
    kind: str
    text: str
    line: int


def _lex(text: str, source: str) -> list[_Tok]:
    toks: list[_Tok] = []
    pos, line = 0, 1
    while pos < len(text):
        m = _TOKEN.match(text, pos)
        if m is None:
            raise DtsError(source, line, f"unexpected character {text[pos]!r}")
        kind = m.lastgroup or ""
        if kind not in ("ws", "comment"):
            toks.append(_Tok(kind, m.group(), line))
        line += m.group().count("\n")
        pos = m.end()
    return toks


_ESC = {"n": "\n", "t": "\t", "r": "\r", "\\": "\\", '"': '"', "'": "'", "a": "\a", "b": "\b", "f": "\f", "v": "\v"}
_ESCAPE = re.compile(r"\\(?:x([0-9A-Fa-f]{1,2})|([0-7]{1,3})|(.))", re.DOTALL)


def _unescape(s: str, source: str, line: int) -> str:
    def one(m: re.Match[str]) -> str:
        if m.group(1):
            return chr(int(m.group(1), 16))
        if m.group(2):
            return chr(int(m.group(2), 8))
        if m.group(3) in _ESC:
            return _ESC[m.group(3)]
        raise DtsError(source, line, f"unknown escape \\{m.group(3)}")

    return _ESCAPE.sub(one, s)


def _number(text: str) -> int | None:
    """A C integer literal (decimal, 0x hex, 0 octal, U/L suffixes), or None."""
    m = re.fullmatch(r"(0[xX][0-9A-Fa-f]+|0[0-7]*|[1-9][0-9]*)(?:[uU]?[lL]{0,2}|[lL]{1,2}[uU]?)", text)
    if m is None:
        return None
    digits = m.group(1)
    if digits[:2] in ("0x", "0X"):
        return int(digits, 16)
    return int(digits, 8) if digits.startswith("0") else int(digits)


_NODE_NAME = re.compile(r"[A-Za-z0-9,._+-]+(?:@[A-Za-z0-9,._+-]+)?")
_PROP_NAME = re.compile(r"[A-Za-z0-9,._+*#?-]+")


# ---- parser ----

class _Parser:
    def __init__(self, toks: list[_Tok], source: str) -> None:
        self.toks, self.i, self.source = toks, 0, source

    def err(self, msg: str, tok: _Tok | None = None) -> DtsError:
        t = tok or (self.toks[self.i] if self.i < len(self.toks) else (self.toks[-1] if self.toks else None))
        return DtsError(self.source, t.line if t else 1, msg)

    def peek(self, ahead: int = 0) -> _Tok | None:
        j = self.i + ahead
        return self.toks[j] if j < len(self.toks) else None

    def next(self, what: str) -> _Tok:
        t = self.peek()
        if t is None:
            raise self.err(f"end of file, expected {what}")
        self.i += 1
        return t

    def expect(self, text: str) -> _Tok:
        t = self.next(repr(text))
        if t.text != text:
            raise self.err(f"expected {text!r}, found {t.text!r}", t)
        return t

    def tree(self) -> Tree:
        root = Node("", None, 1)
        tree = Tree(self.source, root)
        pending: list[tuple[Ref, Node]] = []
        while (t := self.peek()) is not None:
            if t.kind == "cpp":
                self.i += 1
                tree.includes.append(t.text[len("#include"):].strip()[1:-1])
            elif t.text == "/include/":
                self.i += 1
                s = self.next("a file name")
                if s.kind != "string":
                    raise self.err("/include/ needs a quoted file name", s)
                tree.includes.append(_unescape(s.text[1:-1], self.source, s.line))
            elif t.text in ("/dts-v1/", "/plugin/"):
                self.i += 1
                self.expect(";")
            elif t.text == "/memreserve/":
                self.i += 1
                while (u := self.next("';'")).text != ";":
                    if u.kind != "word":
                        raise self.err("bad /memreserve/", u)
            elif t.text == "/delete-node/":
                self.i += 1
                r = self.next("a reference")
                if r.kind not in ("ref", "pathref"):
                    raise self.err("top-level /delete-node/ needs &label", r)
                self.expect(";")
            elif t.text == "/" and (nxt := self.peek(1)) is not None and nxt.text == "{":
                self.i += 1
                root.merge(self.body(Node("", None, t.line)))
            elif t.kind in ("ref", "pathref"):
                self.i += 1
                ref = Ref(t.text[2:-1] if t.kind == "pathref" else t.text[1:])
                pending.append((ref, self.body(Node(ref.label, None, t.line))))
            else:
                raise self.err(f"unexpected {t.text!r} at the top level", t)
        labels = tree.labels()
        for ref, node in pending:
            if ref.label.startswith("/"):
                target = tree.find(ref.label) if _has_path(tree, ref.label) else None
            else:
                target = labels.get(ref.label)
            if target is None:
                tree.refs.append((ref, node))
            else:
                target.merge(node)
                labels = tree.labels()
        return tree

    def body(self, node: Node) -> Node:
        """'{' (property | child | delete)* '}' ';' into node."""
        self.expect("{")
        while True:
            t = self.next("'}'")
            if t.text == "}":
                self.expect(";")
                return node
            if t.text == "/delete-node/":
                name = self.next("a node name")
                self.expect(";")
                node.children = [c for c in node.children if name.text not in (c.full_name, c.name)]
                node.deleted_nodes.append(name.text)
                continue
            if t.text == "/delete-property/":
                name = self.next("a property name")
                self.expect(";")
                node.props.pop(name.text, None)
                node.deleted_props.append(name.text)
                continue
            labels: list[str] = []
            while t.kind == "label":
                labels.append(t.text[:-1])
                t = self.next("a node or property name")
            if t.kind != "word":
                raise self.err(f"expected a node or property name, found {t.text!r}", t)
            after = self.peek()
            if after is not None and after.text == "{":
                if not _NODE_NAME.fullmatch(t.text):
                    raise self.err(f"bad node name {t.text!r}", t)
                node_name, _, unit = t.text.partition("@")
                child = self.body(Node(node_name, unit or None, t.line, labels))
                mine = node.child(child.full_name)
                if mine is None:
                    node.children.append(child)
                else:
                    mine.merge(child)
                continue
            if labels:
                raise self.err("labels on properties are not supported", t)
            if not _PROP_NAME.fullmatch(t.text):
                raise self.err(f"bad property name {t.text!r}", t)
            values: list[Value] = []
            sep = self.next("'=' or ';'")
            if sep.text == "=":
                while True:
                    values.append(self.value())
                    sep = self.next("',' or ';'")
                    if sep.text == ";":
                        break
                    if sep.text != ",":
                        raise self.err(f"expected ',' or ';' after a value, found {sep.text!r}", sep)
            elif sep.text != ";":
                raise self.err(f"expected '=' or ';' after {t.text!r}, found {sep.text!r}", sep)
            node.props[t.text] = Property(t.text, values, t.line)

    def value(self) -> Value:
        t = self.next("a value")
        if t.kind == "string":
            return _unescape(t.text[1:-1], self.source, t.line)
        if t.kind == "ref":
            return Ref(t.text[1:])
        if t.kind == "pathref":
            return Ref(t.text[2:-1])
        if t.text == "<":
            cells: list[Cell] = []
            while (c := self.next("'>'")).text != ">":
                if c.kind == "ref":
                    cells.append(Ref(c.text[1:]))
                elif c.kind == "pathref":
                    cells.append(Ref(c.text[2:-1]))
                elif c.kind == "word" and (v := _number(c.text)) is not None:
                    if v > 0xFFFF_FFFF:
                        raise self.err(f"cell {c.text} does not fit 32 bits", c)
                    cells.append(v)
                elif c.text == "(":
                    raise self.err("expressions in cells are not evaluated (run the source through cpp/dtc)", c)
                else:
                    raise self.err(f"{c.text!r} is not a number (macros are not expanded)", c)
            return Cells(tuple(cells))
        if t.text == "[":
            hexes: list[str] = []
            while (b := self.next("']'")).text != "]":
                if b.kind != "word" or not re.fullmatch(r"(?:[0-9A-Fa-f]{2})+", b.text):
                    raise self.err(f"bad byte string {b.text!r}", b)
                hexes.append(b.text)
            return bytes.fromhex("".join(hexes))
        raise self.err(f"expected a value, found {t.text!r}", t)


def _has_path(tree: Tree, path: str) -> bool:
    try:
        tree.find(path)
        return True
    except KeyError:
        return False


def parse(text: str, source: str = "<dts>") -> Tree:
    """Parse DTS/DTSI text; raises DtsError with the line of the first problem."""
    return _Parser(_lex(text, source), source).tree()


def parse_file(path: Path) -> Tree:
    return parse(path.read_text(), str(path))
