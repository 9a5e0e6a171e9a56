#!/usr/bin/env python3
"""Benchmark of hlomem-schedule: how long XLA's memory scheduler takes on
large modules, and what its order does to the peak of the examples.

1. Time: modules of 100k and 1M ops from hlomem-gen (random layered DAGs
   and GPT-2 training steps, as bench/opt_scaling.py makes them); for each
   heuristic (list, dfs, postorder, and best, which also runs the memory
   model on the three orders), the pass's own time from hlomem-opt
   --timing, the fastest of --repeat runs, beside parse + print; and at
   sizes up to --callgrind-max ops, the instructions the pass executes
   (valgrind --tool=callgrind), which the machine's load does not move.
2. Peaks: for each example in examples/, the memory report's peak of @main
   in program order and under XLA's order (schedule=xla), with the entry
   peak each heuristic gives.

Prints the tables and writes them into docs/benchmarks.md.

usage: bench/schedule.py [--build build-plain] [--sizes 100000,1000000]
                         [--kinds random,gpt2] [--repeat 3] [--callgrind-max 100000]
"""
import argparse
import glob
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from opt_scaling import generated_ops, timing_rows, write_section  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HEURISTICS = ["list", "dfs", "postorder", "best"]


def run(cmd, tmp):
    """Runs cmd; returns (wall seconds, peak RSS in MiB, stderr). Output
    goes to files in tmp, never /dev/null, which a run of an older
    hlomem-opt -o /dev/null as root could replace by a file."""
    start = time.monotonic()
    with open(os.path.join(tmp, "stdout"), "wb") as out:
        proc = subprocess.Popen(cmd, stdout=out, stderr=subprocess.PIPE)
        err = proc.stderr.read().decode()
        _, status, usage = os.wait4(proc.pid, 0)
    wall = time.monotonic() - start
    proc.stderr.close()
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit("failed: %s\n%s" % (" ".join(cmd), err))
    return wall, usage.ru_maxrss / 1024.0, err


def generator_args(gen, kind, target, tmp):
    """As bench/opt_scaling.py: N ops of random, or GPT-2 with L layers
    reaching about N (the count is linear in L)."""
    if kind == "random":
        return ["random", "--ops=%d" % target]
    scratch = os.path.join(tmp, "layers.mlir")
    count = [generated_ops(run([gen, "gpt2", "--layers=%d" % l, "--stats", "-o", scratch],
                               tmp)[2]) for l in (1, 2)]
    per_layer = count[1] - count[0]
    return ["gpt2", "--layers=%d" % max(1, round((target - (count[0] - per_layer)) / per_layer))]


def pass_seconds(err):
    rows = [s for s, name in timing_rows(err) if name.startswith("hlomem-schedule")]
    if not rows:
        sys.exit("hlomem-opt --timing printed no hlomem-schedule row:\n" + err)
    return rows[0]


def instructions(opt, path, heuristic, tmp):
    """Instructions of run_schedule, and of the memory model within it."""
    out = os.path.join(tmp, "callgrind.out")
    run(["valgrind", "--tool=callgrind", "--callgrind-out-file=" + out,
         "--toggle-collect=run_schedule", opt, path, "--hlomem-schedule=heuristic=" + heuristic,
         "-o", os.path.join(tmp, "out.mlir")], tmp)
    text = subprocess.run(["callgrind_annotate", "--inclusive=yes", out], capture_output=True,
                          text=True).stdout
    os.remove(out)
    total = re.search(r"^\s*([\d,]+) \(100\.0+%\)\s+PROGRAM TOTALS", text, re.M)
    model = re.search(r"^\s*([\d,]+) .*:hlo_memory_analyze \[", text, re.M)
    count = lambda m: int(m.group(1).replace(",", "")) if m else 0  # noqa: E731
    return count(total), count(model)


def time_module(a, tmp, kind, target):
    gen = os.path.join(a.build, "bin", "hlomem-gen")
    opt = os.path.join(a.build, "bin", "hlomem-opt")
    path = os.path.join(tmp, "%s-%d.mlir" % (kind, target))
    out = os.path.join(tmp, "out.mlir")
    _, _, err = run([gen] + generator_args(gen, kind, target, tmp) + ["--stats", "-o", path], tmp)
    row = {"kind": kind, "ops": generated_ops(err)}
    row["base"] = min(run([opt, path, "-o", out], tmp)[0] for _ in range(a.repeat))
    for h in HEURISTICS:
        cmd = [opt, path, "--hlomem-schedule=heuristic=" + h, "--timing", "-o", out]
        runs = [run(cmd, tmp) for _ in range(a.repeat)]
        row[h] = min(pass_seconds(err) for _, _, err in runs)
        row[h + "_rss"] = min(rss for _, rss, _ in runs)
        if target <= a.callgrind_max and shutil.which("valgrind"):
            row[h + "_ir"], row[h + "_model_ir"] = instructions(opt, path, h, tmp)
    os.remove(path)
    print("%s %d ops: %s" % (kind, row["ops"], ", ".join("%s %.2f s" % (h, row[h])
                                                         for h in HEURISTICS)), file=sys.stderr)
    return row


def example_peaks(a, path, tmp):
    opt = os.path.join(a.build, "bin", "hlomem-opt")
    err = run([opt, path, "--hlomem-memory-report=format=json schedule=xla function=main",
               "-o", os.path.join(tmp, "out.mlir")], tmp)[2]
    report = json.loads(err[err.index("{"):])
    main = report["functions"][0]
    return {"name": os.path.basename(path), "program": main["peak_bytes"],
            "xla": main["xla_schedule"]["peak_bytes"],
            "heuristic": report["schedule"]["heuristic"],
            "entry": report["schedule"]["entry_peak_bytes"]}


def mib(n):
    return "%.2f MiB" % (n / 2**20) if n < 2**30 else "%.2f GiB" % (n / 2**30)


def report(rows, peaks):
    lines = ["| module | ops | parse + print | list | dfs | postorder | best | peak RSS, best |",
             "|---|---:|---:|---:|---:|---:|---:|---:|"]
    for r in rows:
        lines.append("| %s | %s | %.2f s | %s | %.0f MiB |" % (
            r["kind"], "{:,}".format(r["ops"]), r["base"],
            " | ".join("%.2f s" % r[h] for h in HEURISTICS), r["best_rss"]))
    counted = [r for r in rows if "best_ir" in r]
    if counted:
        lines += ["", "| module | ops | instructions per op: list | dfs | postorder | best "
                  "| best, in the memory model |",
                  "|---|---:|---:|---:|---:|---:|---:|"]
        for r in counted:
            lines.append("| %s | %s | %s | %s |" % (
                r["kind"], "{:,}".format(r["ops"]),
                " | ".join("{:,.0f}".format(r[h + "_ir"] / r["ops"]) for h in HEURISTICS),
                "{:,.0f}".format(r["best_model_ir"] / r["ops"])))
    lines += ["", "| example | program order | XLA's order | heuristic | list | dfs | postorder |",
              "|---|---:|---:|---|---:|---:|---:|"]
    for p in peaks:
        change = (p["xla"] - p["program"]) / p["program"] * 100
        lines.append("| %s | %s | %s (%+.1f%%) | %s | %s |" % (
            p["name"], mib(p["program"]), mib(p["xla"]), change, p["heuristic"],
            " | ".join(mib(p["entry"][h]) for h in ("list", "dfs", "postorder"))))
    return "\n".join(lines)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--build", default=os.path.join(ROOT, "build-plain"))
    ap.add_argument("--sizes", default="100000,1000000")
    ap.add_argument("--kinds", default="random,gpt2")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--callgrind-max", type=int, default=100000)
    ap.add_argument("--doc", default=os.path.join(ROOT, "docs", "benchmarks.md"))
    a = ap.parse_args()
    a.sizes = [int(s) for s in a.sizes.split(",")]
    for tool in ("hlomem-gen", "hlomem-opt"):
        if not os.access(os.path.join(a.build, "bin", tool), os.X_OK):
            sys.exit("no %s in %s/bin: build first (scripts/build.sh plain)" % (tool, a.build))
    rows = []
    load = os.getloadavg()[0]
    examples = sorted(glob.glob(os.path.join(ROOT, "examples", "*.mlir")))
    with tempfile.TemporaryDirectory() as tmp:
        for kind in a.kinds.split(","):
            rows += [time_module(a, tmp, kind, n) for n in a.sizes]
        peaks = [example_peaks(a, p, tmp) for p in examples]
    table = report(rows, peaks)
    host = subprocess.run(["uname", "-srm"], capture_output=True, text=True).stdout.strip()
    load = "%.1f to %.1f" % (load, os.getloadavg()[0])
    text = ("Generated by `bench/schedule.py` (fastest of %d runs, %s, %d cores, load average "
            "%s while it ran). The first table is the time of the pass itself (`hlomem-opt FILE "
            "--hlomem-schedule=heuristic=H --timing`) on modules of `hlomem-gen random --ops=N` "
            "and `hlomem-gen gpt2 --layers=L`, beside parsing and printing them; `best` runs the "
            "three heuristics and the memory model on each order. Wall times move with the "
            "load; the second table, instructions per op counted by callgrind in the pass "
            "(`--toggle-collect=run_schedule`), does not. The last is the peak of @main in each "
            "example, as written and in the order XLA's memory scheduler would give it "
            "(`--hlomem-memory-report='schedule=xla'`), with the entry peak under each "
            "heuristic; XLA keeps the least.\n\n%s\n"
            % (a.repeat, host, os.cpu_count(), load, table))
    print(table)
    write_section(a.doc, "schedule", text)


if __name__ == "__main__":
    main()
