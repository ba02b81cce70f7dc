#!/usr/bin/env python3
"""Lists import cycles between modules (issue 18): Rust files of the site, app
and server crates that reach each other through `crate::` / `super::` paths, and
react-shell TypeScript files that import each other's values (`import type`
is erased at build time and is not counted). A file and the modules above it
in its own folder chain (its `mod.rs` parents) are one unit in Rust and are
not counted as a cycle. Exits 1 when a cycle exists, so CI can gate on it.

A second view joins each crate's modules into its top-level ones (its layers:
`accounts`, `catalogue`, `http`, …) and reads `crate::{…}` / `super::{…}` groups:
a lower layer must not reach a higher one, so any cycle there fails too, except
among `catalogue`, `chat` and `search` in the server.

    python3 scripts/import-cycles.py               # every tree
    python3 scripts/import-cycles.py --self-test   # must refuse a planted upward import
"""
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def rust_graph(src: Path) -> dict[str, set[str]]:
    modules = {}
    for file in src.rglob("*.rs"):
        parts = list(file.relative_to(src).with_suffix("").parts)
        if parts[-1] in ("mod", "lib", "main"):
            parts = parts[:-1]
        modules["::".join(parts)] = file
    graph: dict[str, set[str]] = {name: set() for name in modules}
    for name, file in modules.items():
        text = file.read_text()
        # Tests may reach anywhere: only the code that ships counts.
        text = text.split("#[cfg(test)]")[0]
        text = re.sub(r"//[^\n]*", "", text)
        here = name.split("::") if name else []
        is_dir_module = file.name == "mod.rs" or file.name in ("lib.rs", "main.rs")
        # `crate::{a, b::c}` and `super::{…}` groups: each name inside is a path of its own.
        text = expand_groups(text)
        paths = [p.split("::") for p in re.findall(r"\bcrate((?:::\w+)+)", text)]
        for match in re.finditer(r"\b((?:super::)+)(\w+(?:::\w+)*)", text):
            ups = match.group(1).count("super::")
            base = here if is_dir_module else here[:-1]
            base = base[: len(base) - (ups - 1)] if ups > 1 else base
            paths.append([""] + base + match.group(2).split("::"))
        for path in paths:
            segments = [s for s in path if s]
            # The longest prefix that names a module is the one depended on.
            for n in range(len(segments), 0, -1):
                target = "::".join(segments[:n])
                if target in modules:
                    break
            else:
                continue
            if target != name and not name.startswith(target + "::") and not target.startswith(name + "::"):
                graph[name].add(target)
    return graph


def expand_groups(text: str) -> str:
    """`crate::x::{a, b::{c}}` written out as `crate::x::a crate::x::b::c` (nested groups too)."""
    pattern = re.compile(r"\b((?:crate|super)(?:::\w+)*)::\{")
    while True:
        match = pattern.search(text)
        if not match:
            return text
        depth, i = 1, match.end()
        while depth and i < len(text):
            depth += {"{": 1, "}": -1}.get(text[i], 0)
            i += 1
        inner, parts, depth, start = text[match.end() : i - 1], [], 0, 0
        for j, c in enumerate(inner + ","):
            depth += {"{": 1, "}": -1}.get(c, 0)
            if c == "," and depth == 0:
                item = inner[start:j].strip()
                if item and item != "self":
                    parts.append(f"{match.group(1)}::{item}")
                start = j + 1
        text = text[: match.start()] + " ".join(parts) + text[i:]


def layers(graph: dict[str, set[str]]) -> dict[str, set[str]]:
    """The graph between top-level modules (a crate's layers): child-to-parent edges count."""
    top = lambda name: name.split("::")[0]
    out: dict[str, set[str]] = {top(n): set() for n in graph if n}
    for name, targets in graph.items():
        for target in targets:
            if name and target and top(name) != top(target):
                out[top(name)].add(top(target))
    return out


def ts_graph(src: Path) -> dict[str, set[str]]:
    files = [f for f in src.rglob("*") if f.suffix in (".ts", ".tsx") and ".test." not in f.name]
    graph = {str(f.relative_to(src)): set() for f in files}
    for file in files:
        text = file.read_text()
        for match in re.finditer(r'^(?:import|export)\s+(?!type\b)[^;]*?from\s+"(\.[^"]+)"', text, re.M):
            target = (file.parent / match.group(1)).resolve()
            for candidate in (target.with_suffix(".ts"), target.with_suffix(".tsx"), target / "index.ts", target):
                if candidate.is_file() and str(candidate.relative_to(src)) in graph:
                    graph[str(file.relative_to(src))].add(str(candidate.relative_to(src)))
                    break
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan)."""
    index, low, stack, on_stack, found = {}, {}, [], set(), []
    counter = [0]

    def visit(node: str) -> None:
        index[node] = low[node] = counter[0]
        counter[0] += 1
        stack.append(node)
        on_stack.add(node)
        for nxt in sorted(graph.get(node, ())):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            component = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                component.append(top)
                if top == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    sys.setrecursionlimit(10_000)
    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


# The only cycle allowed between a crate's top-level modules: the catalogue snapshot holds the
# search and chat indexes, which read the snapshot back (docs/architecture.md).
ALLOWED_LAYER_CYCLE = {"catalogue", "chat", "search"}


def check(root: Path) -> bool:
    """Prints every cycle under `root` (a checkout); True when one is not allowed."""
    failed = False
    for label, graph, allowed in (
        ("site (Rust modules)", rust_graph(root / "site" / "src"), set()),
        ("app (Rust modules)", rust_graph(root / "app" / "src"), set()),
        ("server (Rust modules)", rust_graph(root / "server" / "src"), set()),
        ("react-shell (TS value imports)", ts_graph(root / "react-shell" / "src"), set()),
    ):
        found = cycles(graph)
        edges = sum(len(v) for v in graph.values())
        print(f"{label}: {len(graph)} modules, {edges} imports, {len(found)} cycle(s)")
        for component in found:
            failed = True
            print("  cycle: " + " <-> ".join(component))
            for node in component:
                inside = sorted(t for t in graph[node] if t in component)
                print(f"    {node} -> {', '.join(inside)}")
        if label.startswith("react-shell"):
            continue
        # Layers: the graph between top-level modules, child-to-parent edges and `{…}` groups included.
        for component in cycles(layers(graph)):
            allowed_here = ALLOWED_LAYER_CYCLE if label.startswith("server") else set()
            if set(component) <= allowed_here:
                print(f"  layer cycle (allowed): {' <-> '.join(component)}")
                continue
            failed = True
            print(f"  layer cycle: {' <-> '.join(component)}")
    return failed


def self_test() -> int:
    """The check fails on a planted upward import (issue 25): `storage` reaching `pages`."""
    import shutil
    import tempfile

    with tempfile.TemporaryDirectory() as tmp:
        copy = Path(tmp)
        for crate in ("site", "app", "server", "react-shell"):
            src = ROOT / crate / "src"
            shutil.copytree(src, copy / crate / "src", ignore=shutil.ignore_patterns("node_modules"))
        planted = copy / "server" / "src" / "storage" / "mod.rs"
        planted.write_text("use crate::pages::error_page;\n" + planted.read_text())
        print("self-test: a planted `use crate::pages::error_page;` in server/src/storage/mod.rs")
        if not check(copy):
            print("self-test FAILED: the planted upward import passed")
            return 1
    print("self-test passed: the planted upward import is refused")
    return 0


def main() -> int:
    if "--self-test" in sys.argv:
        return self_test()
    return 1 if check(ROOT) else 0


if __name__ == "__main__":
    sys.exit(main())
