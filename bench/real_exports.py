#!/usr/bin/env python3
"""Real exports as hlomem reads them today: one row per *.mlir file of the
directories given (StableHLO published by others, fetched from the sources
bench/real_exports_sources.md lists; data of others, kept out of the
repository).

For every file:
  ops, functions, calls   counted on the generic print (every op, func.func,
                          func.call), so that nested regions count too;
  as read                 the memory model's peak of the entry function (@main,
                          else the one with the largest peak, as the memory
                          report picks it), program order;
  before                  the peak after hlomem-cse and hlomem-schedule (XLA's
                          CSE and memory scheduler), as bench/memory_outcomes.py
                          measures its "before";
  budget=50%              hlomem-default with budget=50%, its output through
                          hlomem-cse and hlomem-schedule again, then the peak:
                          what XLA would keep (bench/memory_outcomes.py's way);
  reach                   that peak as a fraction of "before";
  recompute               the step time remat adds, from hlomem-remat's remark
                          (+N% of the step, roofline cost model), when it gives it.

Peaks are per device for sharded programs (the report divides by the
annotated split). A file hlomem cannot read gets its error in the row.
Prints a markdown table and writes it into docs/benchmarks.md (section
real-exports; --no-write: print only).

usage: bench/real_exports.py --inputs DIR [--inputs DIR]... [--build build-plain]
                             [--budget 50%] [--no-write]
"""
import argparse
import glob
import json
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "bench"))
from opt_scaling import write_section  # noqa: E402

XLA = ["--hlomem-cse", "--hlomem-schedule"]


class Failed(Exception):
    pass


def run(cmd):
    r = subprocess.run(cmd, capture_output=True, text=True)
    if r.returncode != 0:
        first = next((l for l in r.stderr.splitlines() if "error" in l), r.stderr.strip()[:200])
        raise Failed(first.strip())
    return r


def counts(opt, path):
    text = run([opt, path, "--mlir-print-op-generic", "-o", "-"]).stdout
    ops = len(re.findall(r'^\s*(?:%[^=]+= )?"[\w.]+"\(', text, re.M))
    return ops, text.count('"func.func"()'), text.count('"func.call"(')


def entry(functions):
    """The function the memory report leads with: @main, else the largest peak."""
    for f in functions:
        if f["name"] == "main":
            return f
    return max(functions, key=lambda f: f["peak_bytes"])


def peak(opt, path, pipeline):
    """(peak bytes of the entry function, stderr of the run)."""
    with tempfile.NamedTemporaryFile(suffix=".json", delete=False) as f:
        out = f.name
    try:
        r = run([opt, path, "-o", "/dev/null"] + pipeline +
                ["--hlomem-memory-report=format=json top=0 out=" + out])
        with open(out) as f:
            return entry(json.load(f)["functions"])["peak_bytes"], r.stderr
    finally:
        os.unlink(out)


def size(b):
    for unit, scale in (("GiB", 2**30), ("MiB", 2**20), ("KiB", 2**10)):
        if b >= scale:
            return "%.2f %s" % (b / scale, unit)
    return "%d B" % b


def row(opt, path, budget):
    ops, funcs, calls = counts(opt, path)
    as_read, _ = peak(opt, path, [])
    before, _ = peak(opt, path, XLA)
    after, err = peak(opt, path, ["--hlomem-default=budget=%s stats" % budget] + XLA)
    m = re.search(r"\(\+([0-9.]+)% of the step\)", err)
    recompute = "+%s%%" % m.group(1) if m and float(m.group(1)) > 0 else "none"
    if "out of reach" in err:
        recompute += " (budget out of reach)"
    if "taken back" in err or "restored" in err:
        recompute += " (taken back)"
    return [str(ops), str(funcs), str(calls), size(as_read), size(before), size(after),
            "%.1f%%" % (100.0 * after / before), recompute]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", default=os.path.join(ROOT, "build-plain"))
    ap.add_argument("--budget", default="50%")
    ap.add_argument("--doc", default=os.path.join(ROOT, "docs", "benchmarks.md"))
    ap.add_argument("--no-write", action="store_true")
    ap.add_argument("--inputs", action="append", required=True,
                    help="a directory of exports to measure (DIR/*.mlir)")
    a = ap.parse_args()
    dirs = a.inputs
    opt = os.path.join(a.build, "bin", "hlomem-opt")
    lines = ["| file | ops | functions | calls | as read | before (CSE + schedule) | budget=%s | reach | recompute |" % a.budget,
             "|---|---:|---:|---:|---:|---:|---:|---:|---|"]
    for path in sorted(p for d in dirs for p in glob.glob(os.path.join(d, "*.mlir"))):
        name = os.path.basename(path)
        try:
            cells = row(opt, path, a.budget)
        except Failed as e:
            cells = ["not read: %s" % e.args[0].replace(path, name).replace("`", "'")] + [""] * 7
        lines.append("| `%s` | %s |" % (name, " | ".join(cells)))
        print("%s done" % name, file=sys.stderr)
    table = "\n".join(lines)
    text = ("Generated by `bench/real_exports.py`: StableHLO that others exported from JAX and "
            "torch_xla, fetched from the sources `bench/real_exports_sources.md` lists, as hlomem "
            "reads it today: calls inlined and ops fused as XLA does. "
            "Peaks of @main (per device where the program is sharded). *As read*: program order; *before*: after "
            "`hlomem-cse` and `hlomem-schedule` (XLA's CSE and scheduler), the baseline; "
            "*budget=%s*: `hlomem-default` with that budget, its output through `hlomem-cse` and "
            "`hlomem-schedule` again, as XLA would keep it; *reach*: that over *before*; "
            "*recompute*: the step time remat adds on the roofline model, from its remark. "
            "Ops, functions and calls are counted on the generic print.\n\n%s\n" % (a.budget, table))
    print(table)
    if not a.no_write:
        write_section(a.doc, "real-exports", text)


if __name__ == "__main__":
    main()
