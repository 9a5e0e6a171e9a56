#!/usr/bin/env python3
"""check-layers: the library's include lines follow its layers.

Every folder under passes/ is a layer or a module (docs/architecture.md).
A file may include the public headers of its own layer and of the layers
below it, its own folder's headers, and the headers another folder offers
to it (pipeline/catalog.h, for passes); never a higher layer's header nor
another module's internals. Prints each violation as file:line: and exits
1 if there is any.

usage: check-layers.py [SOURCE_ROOT]
"""
import os
import re
import sys

# Layers, lowest first, and the public headers (include/hlomem/) each owns.
PUBLIC = {
    "support": {"support.h", "diag.h", "version.h"},
    "syntax": {"syntax.h"},
    "ir": {"ir.h", "ops.def", "loops.h"},
    "analysis": {"memory.h", "cost.h", "schedule.h"},
    "interp": {"interp.h"},
    "knapsack": {"knapsack.h"},
    "pipeline": {"passes.h"},
}
# What each folder may build on (besides itself), transitively closed below.
BELOW = {
    "support": [],
    "syntax": ["support"],
    "ir": ["syntax"],
    "analysis": ["ir"],
    "interp": ["ir"],
    "knapsack": [],
    "pipeline": ["analysis"],
}
PASS_MODULES = ["report", "transforms", "auto_chunk", "remat"]
for m in PASS_MODULES:
    BELOW[m] = ["pipeline", "analysis", "knapsack"]
# Headers of other folders a folder may include: the registry's catalog is
# the one contract between a pass and the pass infrastructure.
OFFERED = {m: {"pipeline/catalog.h"} for m in PASS_MODULES}


def closure(folder):
    seen, todo = set(), [folder]
    while todo:
        f = todo.pop()
        if f not in seen:
            seen.add(f)
            todo.extend(BELOW.get(f, []))
    return seen


def allowed_public(folder):
    return set().union(*(PUBLIC.get(f, set()) for f in closure(folder)))


def check(root):
    passes = os.path.join(root, "passes")
    errors = []
    folders = sorted(d for d in os.listdir(passes) if os.path.isdir(os.path.join(passes, d)))
    for folder in folders:
        if folder not in BELOW:
            errors.append("passes/%s: a folder no layer rule knows (add it to %s)"
                          % (folder, os.path.relpath(__file__, root)))
            continue
        public, own = allowed_public(folder), set(os.listdir(os.path.join(passes, folder)))
        for name in sorted(own):
            if not name.endswith((".c", ".h")):
                continue
            path = os.path.join("passes", folder, name)
            with open(os.path.join(root, path)) as f:
                for n, line in enumerate(f, 1):
                    m = re.match(r'\s*#\s*include\s+"([^"]+)"', line)
                    if not m:
                        continue
                    inc = m.group(1)
                    if inc.startswith("hlomem/"):
                        ok = inc[len("hlomem/"):] in public
                    elif "/" in inc:
                        ok = inc.split("/")[0] == folder or inc in OFFERED.get(folder, set())
                    else:
                        ok = inc in own
                    if not ok:
                        errors.append("%s:%d: %s may not include \"%s\"" % (path, n, folder, inc))
    return errors


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..")
    errors = check(root)
    for e in errors:
        print(e)
    if not errors:
        print("check-layers: every include follows the layers")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
