#!/usr/bin/env python3
"""Same output: two hlomem-opt builds give byte-identical results.

A speed change must not change what hlomem-opt writes. This runs a
reference binary and a candidate on every input (the test suite's .mlir
and .hlo files, and any directory or file given) under each mode below,
with and without --split-input-file, and compares standard output, the
output file, standard error (with the binary's path made equal) and the
exit status. Prints each difference and a count; exits 1 if any.

usage: bench/same_output.py REFERENCE CANDIDATE [PATH ...] [--modes all|quick]
"""
import argparse
import os
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

MODES = {
    "print": [],
    "generic": ["--mlir-print-op-generic"],
    "debuginfo": ["--mlir-print-debuginfo"],
    "elide": ["--mlir-elide-elementsattrs-if-larger=2"],
    "default": ["--pass-pipeline=builtin.module(hlomem-default)"],
    "budget": ["--hlomem-default=budget=50%"],
    "cse": ["--pass-pipeline=builtin.module(hlomem-cse)"],
    "inline": ["--pass-pipeline=builtin.module(hlomem-inline)"],
    "chunk": ["--pass-pipeline=builtin.module(hlomem-auto-chunk{stats})"],
    "chunk-explain": ["--pass-pipeline=builtin.module(hlomem-auto-chunk{explain})"],
    "dce": ["--pass-pipeline=builtin.module(func.func(hlomem-dce{stats}))"],
    "report": ["--hlomem-memory-report=out=-"],
    "xla-report": ["--hlomem-memory-report=out=- schedule=xla"],
}
QUICK = ["print", "elide", "default"]


def inputs(paths):
    for path in paths:
        if os.path.isfile(path):
            yield path
            continue
        for dirpath, _, files in os.walk(path):
            for f in sorted(files):
                if f.endswith((".mlir", ".hlo", ".mlirbc")):
                    yield os.path.join(dirpath, f)


def run(binary, path, args, tmp):
    out = os.path.join(tmp, "out")
    if os.path.exists(out):
        os.remove(out)
    try:
        proc = subprocess.run([binary, path, "-o", out] + args, capture_output=True, timeout=600)
    except subprocess.TimeoutExpired:
        return ("timeout", b"", b"", b"")
    written = open(out, "rb").read() if os.path.exists(out) else b""
    err = proc.stderr.replace(binary.encode(), b"hlomem-opt")
    return (proc.returncode, proc.stdout, written, err)


def compare(job):
    ref, cand, path, name, args = job
    with tempfile.TemporaryDirectory() as tmp:
        a = run(ref, path, args, tmp)
        b = run(cand, path, args, tmp)
    return (path, name, a == b, a, b)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("reference")
    ap.add_argument("candidate")
    ap.add_argument("paths", nargs="*")
    ap.add_argument("--modes", default="all")
    ap.add_argument("--jobs", type=int, default=os.cpu_count())
    a = ap.parse_args()
    modes = list(MODES) if a.modes == "all" else QUICK if a.modes == "quick" else a.modes.split(",")
    paths = a.paths or [os.path.join(ROOT, "test")]
    jobs = []
    for path in inputs(paths):
        for name in modes:
            jobs.append((a.reference, a.candidate, path, name, MODES[name]))
            jobs.append((a.reference, a.candidate, path, name + "+split",
                         MODES[name] + ["--split-input-file"]))
    differ = 0
    with ThreadPoolExecutor(a.jobs) as pool:
        for path, name, same, x, y in pool.map(compare, jobs):
            if not same:
                differ += 1
                what = [k for k, u, v in zip(("status", "stdout", "output", "stderr"), x, y) if u != v]
                print("differs: %s [%s]: %s" % (os.path.relpath(path), name, ", ".join(what)))
    print("%d comparisons, %d differ" % (len(jobs), differ))
    sys.exit(1 if differ else 0)


if __name__ == "__main__":
    main()
