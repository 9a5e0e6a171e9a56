#!/usr/bin/env python3
"""Mutation fuzzing of the passes: hlomem-opt must answer every mutated
program, through every pipeline below, with exit status 0 or 1, never a
crash, a hang, or a sanitizer report.

Programs are the `// -----` cases of the given files. Mutations (one to
five per case): a line deleted or repeated elsewhere, an integer changed
to a boundary value, an op renamed to one of another shape, a tensor's
dimensions replaced. Most mutants no longer parse or verify; the rest
reach the passes with shapes, counts and loops they were not written for.

usage: mutate_passes.py --seed N --cases N --out DIR FILE.mlir...
"""
import argparse
import os
import random
import re
import subprocess
import sys

SANITIZER_MARKS = ("AddressSanitizer", "LeakSanitizer", "runtime error:",
                   "UndefinedBehaviorSanitizer", "PLEASE submit a bug report", "LLVM ERROR")
PIPELINES = [
    ["--hlomem-default=budget=50%"],
    ["--hlomem-cse=explain stats"],
    ["--hlomem-scan-alias=explain", "--hlomem-while-cleanup", "--hlomem-dce"],
    ["--hlomem-auto-chunk=num-chunks=3 min-bytes=0 amplify-ratio=2 explain"],
    ["--hlomem-auto-chunk=num-chunks=2 min-bytes=0 amplify-ratio=1.5 loop=true"],
    ["--hlomem-remat=budget=60% explain"],
    ["--hlomem-remat=budget=30% solver=greedy"],
    ["--hlomem-memory-report=format=json"],
    ["--hlomem-schedule=stats", "--hlomem-memory-report=schedule=xla"],
    ["--hlomem-schedule=heuristic=dfs"],
]
OPS = ["stablehlo.add", "stablehlo.reshape", "stablehlo.transpose", "stablehlo.dot_general",
       "stablehlo.reduce", "stablehlo.while", "stablehlo.dynamic_slice", "stablehlo.gather",
       "stablehlo.concatenate", "stablehlo.broadcast_in_dim", "stablehlo.dynamic_update_slice"]
VALUES = ["0", "1", "2", "3", "-1", "7", "64", "9223372036854775807", "-9223372036854775808"]
INTEGER = re.compile(r"(?<![A-Za-z_%#@^\d])-?\d+")


def mutate(rng, text):
    lines = text.split("\n")
    for _ in range(rng.randint(1, 5)):
        kind, i = rng.randrange(5), rng.randrange(len(lines))
        if kind == 0 and len(lines) > 3:
            del lines[i]
        elif kind == 1:
            lines.insert(i, lines[rng.randrange(len(lines))])
        elif kind == 2:
            found = list(INTEGER.finditer(lines[i]))
            if found:
                m = rng.choice(found)
                value = rng.choice(VALUES + [str(int(m.group()) + 1)])
                lines[i] = lines[i][:m.start()] + value + lines[i][m.end():]
        elif kind == 3:
            found = re.findall(r'"stablehlo\.[a-z_]+"', lines[i])
            if found:
                lines[i] = lines[i].replace(found[0], '"%s"' % rng.choice(OPS), 1)
        else:
            found = list(re.finditer(r"tensor<([0-9x]*)([a-z][a-z0-9]*)>", lines[i]))
            if found:
                m = rng.choice(found)
                dims = rng.choice(["", "1x", "2x", "0x", m.group(1) + "2x", "?x"])
                lines[i] = lines[i][:m.start(1)] + dims + lines[i][m.end(1):]
    return "\n".join(lines)


def failure(path, pipeline):
    """None if hlomem-opt answered properly, else what went wrong."""
    try:
        r = subprocess.run(["hlomem-opt", path] + pipeline + ["-o", os.devnull],
                           capture_output=True, text=True, timeout=60)
    except subprocess.TimeoutExpired:
        return "no answer within 60 s"
    if r.returncode not in (0, 1):
        return "exit status %d: %s" % (r.returncode, r.stderr[-2000:])
    for mark in SANITIZER_MARKS:
        if mark in r.stderr:
            return r.stderr[-2000:]
    return None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, required=True)
    ap.add_argument("--cases", type=int, required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("files", nargs="+")
    a = ap.parse_args()
    rng = random.Random(a.seed)
    programs = []
    for f in a.files:
        with open(f) as fh:
            programs += [c for c in fh.read().split("// -----") if "func" in c]
    failures = 0
    path = os.path.join(a.out, "mutant.mlir")
    for case in range(a.cases):
        with open(path, "w") as fh:
            fh.write(mutate(rng, rng.choice(programs)))
        for pipeline in PIPELINES:
            why = failure(path, pipeline)
            if why:
                failures += 1
                kept = os.path.join(a.out, "failure%d.mlir" % failures)
                os.replace(path, kept)
                print("fuzz-passes: case %d, %s: %s\n%s" % (case, kept, " ".join(pipeline), why))
                break
    print("fuzz-passes: %d cases, %d failures" % (a.cases, failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
