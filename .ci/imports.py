#!/usr/bin/env python3
"""The import check of .ci/run: the top-level modules of src/ (src/x.rs and
src/x/** are module x) import only modules of their own layer or of the
layers below (docs/layout.md, "The house"), and no two import each other,
directly or round a circle. An import is any `crate::x` path, a name in a
`use crate::{...}` list, and a name the crate root re-exports
(`pub use x::Name` in src/lib.rs), which counts as module x. Comments do
not count. Prints every import that breaks a rule and exits 1 on any;
`--graph` prints the imports."""
import os
import re
import sys

# Bottom to top. A module of a layer may import the modules of its layer and
# of the layers before it; "operations" may not import one another.
LAYERS = [
    ("leaves", {"serial", "scheme", "visible", "automata", "messages", "samples", "dialect", "idn"}),
    ("syntax", {"grammar", "percent", "iri"}),
    ("scan and errors", {"parse", "error"}),
    ("value types", {"components", "flat", "owned"}),
    ("building and options", {"compose", "options"}),
    ("operations", {"resolve", "normalize", "builder", "security", "extract", "tree", "spark"}),
    ("built on operations", {"escape", "oracle", "compare"}),
    ("verdicts", {"guard"}),
]
APART = {"operations"}


def modules(src):
    mods = {}
    for root, _, files in os.walk(src):
        for f in files:
            if f.endswith(".rs"):
                rel = os.path.relpath(os.path.join(root, f), src).split(os.sep)
                if rel[0] == "generated":
                    continue
                top = rel[0][:-3] if rel[0].endswith(".rs") else rel[0]
                if top not in ("lib", "main"):
                    mods.setdefault(top, []).append(os.path.join(root, f))
    return mods


def imports(src, mods):
    alias = {}
    lib = open(os.path.join(src, "lib.rs")).read()
    lib = re.sub(r"//[^\n]*", "", lib)
    for g in re.finditer(r"pub\s+use\s+(?:crate::|self::)?(\w+)::(?:\{([^}]*)\}|([\w:]+))", lib):
        for n in re.findall(r"(\w+)(?:\s*,|\s*$|\s*\})", (g.group(2) or g.group(3)) + ","):
            alias.setdefault(n, g.group(1))
    edges = {m: {} for m in mods}
    for m, files in mods.items():
        for path in files:
            text = re.sub(r"//[^\n]*", "", open(path).read())
            found = [g.group(1) for g in re.finditer(r"\bcrate::(\w+)", text)]
            for g in re.finditer(r"\buse\s+crate::\{([^;]*)\}", text, re.S):
                found += re.findall(r"(?:^|[,{\s])(\w+)(?=\s*(?:::|,|\}|$))", g.group(1))
            for n in found:
                target = n if n in mods else alias.get(n)
                if target in mods and target != m:
                    edges[m].setdefault(target, os.path.relpath(path))
    return edges


def cycles(edges):
    index, low, stack, on, out = {}, {}, [], set(), []

    def visit(v):
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in edges[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    sys.setrecursionlimit(10000)
    for v in sorted(edges):
        if v not in index:
            visit(v)
    return out


def main():
    src = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "src")
    mods = modules(src)
    edges = imports(src, mods)
    if "--graph" in sys.argv:
        for m in sorted(edges):
            print(m, "->", " ".join(sorted(edges[m])))
    layer = {m: i for i, (_, ms) in enumerate(LAYERS) for m in ms}
    problems = [f"module {m} has no layer in .ci/imports.py" for m in sorted(mods) if m not in layer]
    problems += [f"layer of {m} names no module of src/" for _, ms in LAYERS for m in sorted(ms - set(mods))]
    for m in sorted(edges):
        for target, where in sorted(edges[m].items()):
            if m not in layer or target not in layer:
                continue
            name = LAYERS[layer[m]][0]
            if layer[target] > layer[m]:
                problems.append(f"{where}: {m} ({name}) imports {target}, of the higher layer {LAYERS[layer[target]][0]}")
            elif layer[target] == layer[m] and name in APART:
                problems.append(f"{where}: {m} imports {target}: the {name} do not import one another")
    for comp in cycles(edges):
        problems.append("modules that import each other round a circle: " + " <-> ".join(comp))
    for p in problems:
        print(p)
    n = sum(len(e) for e in edges.values())
    print(f"imports: {len(mods)} modules, {n} imports, {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
