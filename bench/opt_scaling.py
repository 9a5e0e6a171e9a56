#!/usr/bin/env python3
"""Benchmark 1, pipeline cost: hlomem-opt's pipeline against parse + print
on modules of 10k to 1M ops written by hlomem-gen, random layered DAGs
(`random --ops=N`) and GPT-2 training steps (GPT-2 small's widths, L
chosen to reach N ops). For each size: generation time, file size,
wall time and peak RSS of parse + print and of the pipeline (medians of
--repeat runs), their ratio, and per kind the scaling exponent k of
time ~ ops^k (least squares on log-log). Then where the pipeline's time
goes at the largest size (hlomem-opt --timing). Prints the tables and
writes them into docs/benchmarks.md.

"The pipeline" is hlomem-default without a budget (scan-alias,
while-cleanup, dce, auto-chunk, dce) and the memory report. Remat, which
needs a budget, is measured on its own in bench/remat.py.

usage: bench/opt_scaling.py [--build build-plain] [--sizes 10000,...,1000000]
                            [--kinds random,gpt2] [--repeat 3] [--pipeline P]
"""
import argparse
import math
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PIPELINE = "builtin.module(hlomem-default,hlomem-memory-report{out=/dev/null})"


def run(cmd):
    """Runs cmd; returns (wall seconds, peak RSS in MiB, stderr)."""
    start = time.monotonic()
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    err = proc.stderr.read().decode()
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.monotonic() - start
    proc.stderr.close()
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit("failed: %s\n%s" % (" ".join(cmd), err))
    return wall, usage.ru_maxrss / 1024.0, err


def generated_ops(err):
    m = re.search(r"hlomem-gen: \S+: (\d+) ops", err)
    if not m:
        sys.exit("hlomem-gen --stats printed no op count:\n" + err)
    return int(m.group(1))


def gpt2_layers(gen, target):
    """L giving about `target` ops: the count is linear in L."""
    count = [generated_ops(run([gen, "gpt2", "--layers=%d" % l, "--stats", "-o", "/dev/null"])[2])
             for l in (1, 2)]
    per_layer = count[1] - count[0]
    return max(1, round((target - (count[0] - per_layer)) / per_layer))


def generator_args(gen, kind, target):
    if kind == "random":
        return ["random", "--ops=%d" % target]
    return ["gpt2", "--layers=%d" % gpt2_layers(gen, target)]


def timing_rows(err):
    """(seconds, name) rows of hlomem-opt --timing, totals left out."""
    rows = re.findall(r"^\s+([0-9.]+) \(\s*[0-9.]+%\)\s+(.+?)\s*$", err, re.M)
    return [(float(s), name) for s, name in rows if name != "Total"]


def exponent(points):
    """Least-squares slope of log(t) against log(n)."""
    xs = [math.log(n) for n, _ in points]
    ys = [math.log(t) for _, t in points]
    mx, my = statistics.mean(xs), statistics.mean(ys)
    sxx = sum((x - mx) ** 2 for x in xs)
    return sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / sxx if sxx else float("nan")


def write_section(path, marker, text):
    begin, end = "<!-- %s:begin -->" % marker, "<!-- %s:end -->" % marker
    doc = open(path).read() if os.path.exists(path) else "# Benchmarks\n"
    block = "%s\n%s\n%s" % (begin, text.rstrip(), end)
    if begin in doc and end in doc:
        doc = doc[: doc.index(begin)] + block + doc[doc.index(end) + len(end):]
    else:
        doc = doc.rstrip() + "\n\n" + block + "\n"
    with open(path, "w") as f:
        f.write(doc)


def measure(a, tmp, kind, target):
    gen = os.path.join(a.build, "bin", "hlomem-gen")
    opt = os.path.join(a.build, "bin", "hlomem-opt")
    path = os.path.join(tmp, "%s-%d.mlir" % (kind, target))
    args = generator_args(gen, kind, target)
    gen_time, _, err = run([gen] + args + ["--stats", "-o", path])
    row = {"kind": kind, "ops": generated_ops(err), "args": " ".join(args),
           "mib": os.path.getsize(path) / 2**20, "generate": gen_time}
    base, pipe = [], []
    for _ in range(a.repeat):
        base.append(run([opt, path, "-o", "/dev/null"])[:2])
        pipe.append(run([opt, path, "--pass-pipeline=" + a.pipeline, "-o", "/dev/null"])[:2])
    med = statistics.median
    row["base"], row["base_rss"] = med(t for t, _ in base), med(r for _, r in base)
    row["pipe"], row["pipe_rss"] = med(t for t, _ in pipe), med(r for _, r in pipe)
    if target == max(a.sizes):
        row["stages"] = timing_rows(run([opt, path, "--pass-pipeline=" + a.pipeline, "--timing",
                                         "-o", "/dev/null"])[2])
    os.remove(path)
    print("%s %d ops: parse+print %.2f s, pipeline %.2f s" % (kind, row["ops"], row["base"],
                                                              row["pipe"]), file=sys.stderr)
    return row


def report(a, rows):
    lines = ["| module | ops | file | generate | parse + print | peak RSS | pipeline | peak RSS "
             "| pipeline / parse + print |",
             "|---|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for r in rows:
        lines.append("| %s | %s | %.1f MiB | %.2f s | %.2f s | %.0f MiB | %.2f s | %.0f MiB | %.2f |"
                     % (r["kind"], "{:,}".format(r["ops"]), r["mib"], r["generate"], r["base"],
                        r["base_rss"], r["pipe"], r["pipe_rss"], r["pipe"] / r["base"]))
    lines += ["", "| module | scaling exponent, parse + print | scaling exponent, pipeline |",
              "|---|---:|---:|"]
    for kind in a.kinds:
        mine = [r for r in rows if r["kind"] == kind]
        lines.append("| %s | %.2f | %.2f |" % (kind, exponent([(r["ops"], r["base"]) for r in mine]),
                                                exponent([(r["ops"], r["pipe"]) for r in mine])))
    largest = [r for r in rows if "stages" in r]
    if largest:
        lines += ["", "| stage | " + " | ".join("%s, %s ops" % (r["kind"], "{:,}".format(r["ops"]))
                                                 for r in largest) + " |",
                  "|---|" + "---:|" * len(largest)]
        for i, (_, name) in enumerate(largest[0]["stages"]):
            lines.append("| %s | %s |" % (name.replace("|", "\\|"), " | ".join(
                "%.2f s" % r["stages"][i][0] for r in largest)))
    return "\n".join(lines)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--build", default=os.path.join(ROOT, "build-plain"))
    ap.add_argument("--sizes", default="10000,30000,100000,300000,1000000")
    ap.add_argument("--kinds", default="random,gpt2")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--pipeline", default=PIPELINE)
    ap.add_argument("--doc", default=os.path.join(ROOT, "docs", "benchmarks.md"))
    a = ap.parse_args()
    a.sizes = [int(s) for s in a.sizes.split(",")]
    a.kinds = a.kinds.split(",")
    for tool in ("hlomem-gen", "hlomem-opt"):
        if not os.access(os.path.join(a.build, "bin", tool), os.X_OK):
            sys.exit("no %s in %s/bin: build first (scripts/build.sh plain)" % (tool, a.build))
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for kind in a.kinds:
            rows += [measure(a, tmp, kind, n) for n in a.sizes]
    table = report(a, rows)
    host = subprocess.run(["uname", "-srm"], capture_output=True, text=True).stdout.strip()
    layers = [r["args"].split("=")[1] for r in rows if r["kind"] == "gpt2"]
    gpt2 = "L = %s" % ", ".join(layers) if layers else ""
    text = ("Generated by `bench/opt_scaling.py` (median of %d runs, %s, %d cores). Modules from "
            "`hlomem-gen random --ops=N` (64x64 f32 values) and `hlomem-gen gpt2 --layers=L` "
            "(GPT-2 small's widths, L set to reach N ops%s). Parse + print is `hlomem-opt FILE "
            "-o /dev/null`; the pipeline is `--pass-pipeline='%s'`, with MLIR's verifier and "
            "hlomem's StableHLO checks after every pass, as by default. Peak RSS is the "
            "process's maximum resident set. The last table splits the pipeline's time at the "
            "largest size (`--timing`).\n\n%s\n"
            % (a.repeat, host, os.cpu_count(), ": " + gpt2 if gpt2 else "", a.pipeline,
               table))
    print(table)
    write_section(a.doc, "opt-scaling", text)


if __name__ == "__main__":
    main()
