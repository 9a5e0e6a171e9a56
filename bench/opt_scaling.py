#!/usr/bin/env python3
"""Benchmark 1, pipeline cost: `hlomem-opt --hlomem-default` against
`mlir-opt --allow-unregistered-dialect FILE -o OUT` (MLIR's own parse and
print of the same program in generic form) on modules of 10k to 1M ops
written by hlomem-gen: random layered DAGs (`random --ops=N`) and GPT-2
training steps (GPT-2 small's widths, L chosen to reach N ops), each read
by hlomem-opt in generic and in pretty form and printed in the pretty
form. For each: wall time and peak RSS of both (medians of --repeat
paired runs), the ratios, per kind and form the scaling exponent k of
time ~ ops^k (least squares on log-log), where hlomem-opt's time goes
(--timing) at every size with each stage's exponent from the second
largest size to the largest; and hlomem-default with a budget
(--budget-cases: GPT-2 small's step and random DAGs of 10k, 100k and
1M ops at budget=50%, remat included, one run each, with where the time
goes and each stage's exponent from 100k to 1M ops). Prints the tables
and writes them into docs/benchmarks.md (sections opt-scaling and
opt-scaling-budget; --sizes '' measures the budget cases alone).

usage: bench/opt_scaling.py [--build build-plain] [--sizes 10000,100000,1000000]
                            [--kinds random,gpt2] [--forms generic,pretty]
                            [--repeat 3] [--pipeline P] [--budget 50%]
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
PIPELINE = "builtin.module(hlomem-default)"


def run(cmd):
    """Runs cmd; returns (wall seconds, peak RSS in MiB, stderr, CPU seconds).
    CPU time (user + system) moves less than wall time with the load of a
    shared machine; both tools run on one thread here."""
    start = time.monotonic()
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    err = proc.stderr.read().decode()
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.monotonic() - start
    proc.stderr.close()
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit("failed: %s\n%s" % (" ".join(cmd), err))
    return wall, usage.ru_maxrss / 1024.0, err, usage.ru_utime + usage.ru_stime


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
    pretty = os.path.join(tmp, "%s-%d.mlir" % (kind, target))
    generic = os.path.join(tmp, "%s-%d.generic.mlir" % (kind, target))
    out = os.path.join(tmp, "out.mlir")
    args = generator_args(gen, kind, target)
    err = run([gen] + args + ["--stats", "-o", generic])[2]  # hlomem-gen writes generic form
    run([opt, generic, "-o", pretty])  # and hlomem-opt prints the pretty one
    rows = []
    for form in a.forms:
        path = generic if form == "generic" else pretty
        row = {"kind": kind, "form": form, "ops": generated_ops(err), "args": " ".join(args),
               "mib": os.path.getsize(path) / 2**20}
        base, pipe = [], []
        for _ in range(a.repeat):  # paired: one of each, in turn
            base.append(run([a.mlir_opt, "--allow-unregistered-dialect", generic, "-o", out]))
            pipe.append(run([opt, path, "--pass-pipeline=" + a.pipeline, "-o", out]))
        med = statistics.median
        row["base"], row["base_rss"] = med(x[0] for x in base), med(x[1] for x in base)
        row["pipe"], row["pipe_rss"] = med(x[0] for x in pipe), med(x[1] for x in pipe)
        row["base_cpu"], row["pipe_cpu"] = med(x[3] for x in base), med(x[3] for x in pipe)
        row["stages"] = timing_rows(run([opt, path, "--pass-pipeline=" + a.pipeline, "--timing",
                                         "-o", out])[2])
        print("%s %s %d ops: mlir-opt %.2f s, hlomem-default %.2f s" % (
            kind, form, row["ops"], row["base"], row["pipe"]), file=sys.stderr)
        rows.append(row)
    os.remove(pretty)
    os.remove(generic)
    return rows


def measure_budget(a, tmp, name, args):
    """hlomem-default with a budget (remat included) on one generated step."""
    gen = os.path.join(a.build, "bin", "hlomem-gen")
    opt = os.path.join(a.build, "bin", "hlomem-opt")
    path = os.path.join(tmp, "budget.mlir")
    err = run([gen] + args + ["--stats", "-o", path])[2]
    flag = "--hlomem-default=budget=%s" % a.budget
    wall, rss, err_timing, _ = run([opt, path, flag, "--timing", "-o", os.devnull])  # one run
    os.remove(path)
    row = {"name": name, "ops": generated_ops(err), "time": wall, "rss": rss,
           "stages": timing_rows(err_timing)}
    print("%s at %s: %.2f s" % (name, a.budget, row["time"]), file=sys.stderr)
    return row


def stage_name(name):
    return re.sub(r" \(after .*\)$", "", name).replace("|", "\\|")


def report(a, rows):
    lines = ["| module | input | ops | file | mlir-opt parse + print | peak RSS | "
             "hlomem-default | peak RSS | time ratio | CPU time ratio | RSS ratio |",
             "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for r in rows:
        lines.append("| %s | %s | %s | %.1f MiB | %.2f s | %.0f MiB | %.2f s | %.0f MiB | %.2f "
                     "| %.2f | %.2f |" % (r["kind"], r["form"], "{:,}".format(r["ops"]), r["mib"],
                                          r["base"], r["base_rss"], r["pipe"], r["pipe_rss"],
                                          r["pipe"] / r["base"], r["pipe_cpu"] / r["base_cpu"],
                                          r["pipe_rss"] / r["base_rss"]))
    lines += ["", "| module | input | scaling exponent, mlir-opt | scaling exponent, "
              "hlomem-default |", "|---|---|---:|---:|"]
    for kind in a.kinds:
        for form in a.forms:
            mine = [r for r in rows if r["kind"] == kind and r["form"] == form]
            lines.append("| %s | %s | %.2f | %.2f |" % (
                kind, form, exponent([(r["ops"], r["base"]) for r in mine]),
                exponent([(r["ops"], r["pipe"]) for r in mine])))
    # Where the time goes, per size, and each stage's exponent between the
    # two largest sizes.
    for kind in a.kinds:
        for form in a.forms:
            mine = [r for r in rows if r["kind"] == kind and r["form"] == form]
            if not mine:
                continue
            lines += [""] + stage_table("stage (%s, %s input)" % (kind, form), mine)
    return "\n".join(lines)


def stage_table(title, mine):
    """Seconds per stage of each row, and each stage's exponent between
    the two last rows."""
    lines = ["| %s | %s | exponent |" % (
        title, " | ".join("{:,} ops".format(r["ops"]) for r in mine)),
        "|---|" + "---:|" * (len(mine) + 1)]
    for i, (_, name) in enumerate(mine[-1]["stages"]):
        cells = ["%.2f s" % r["stages"][i][0] if i < len(r["stages"]) else "" for r in mine]
        k = ""
        if len(mine) > 1 and i < len(mine[-2]["stages"]):
            t0, t1 = mine[-2]["stages"][i][0], mine[-1]["stages"][i][0]
            if t0 >= 0.01 and t1 > 0:
                k = "%.2f" % (math.log(t1 / t0) / math.log(mine[-1]["ops"] / mine[-2]["ops"]))
        lines.append("| %s | %s | %s |" % (stage_name(name), " | ".join(cells), k))
    return lines


def report_budget(a, budget_rows):
    lines = ["| with budget=%s | ops | hlomem-default | peak RSS | " % a.budget +
             "the stages that take 5% or more |", "|---|---:|---:|---:|---|"]
    for r in budget_rows:
        total = sum(t for t, _ in r["stages"]) or 1
        big = ", ".join("%s %.2f s" % (stage_name(n), t) for t, n in r["stages"]
                        if t >= 0.05 * total)
        lines.append("| %s | %s | %.2f s | %.0f MiB | %s |" % (
            r["name"], "{:,}".format(r["ops"]), r["time"], r["rss"], big))
    random = [r for r in budget_rows if r["name"].startswith("random-")]
    if random:
        lines += [""] + stage_table("stage (random, budget=%s)" % a.budget, random)
    return "\n".join(lines)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--build", default=os.path.join(ROOT, "build-plain"))
    ap.add_argument("--sizes", default="10000,100000,1000000")
    ap.add_argument("--kinds", default="random,gpt2")
    ap.add_argument("--forms", default="generic,pretty")
    ap.add_argument("--budget", default="50%")
    ap.add_argument("--budget-cases", default="gpt2-small,random-10k,random-100k,random-1m",
                    help="comma-separated; empty for none")
    ap.add_argument("--mlir-opt", default="/usr/lib/llvm-19/bin/mlir-opt")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--pipeline", default=PIPELINE)
    ap.add_argument("--doc", default=os.path.join(ROOT, "docs", "benchmarks.md"))
    a = ap.parse_args()
    a.sizes = [int(s) for s in a.sizes.split(",") if s]
    a.kinds = a.kinds.split(",")
    a.forms = a.forms.split(",")
    for tool in ("hlomem-gen", "hlomem-opt"):
        if not os.access(os.path.join(a.build, "bin", tool), os.X_OK):
            sys.exit("no %s in %s/bin: build first (scripts/build.sh plain)" % (tool, a.build))
    rows, budget_rows = [], []
    cases = {"gpt2-small": ["gpt2"], "random-10k": ["random", "--ops=10000"],
             "random-30k": ["random", "--ops=30000"], "random-100k": ["random", "--ops=100000"],
             "random-1m": ["random", "--ops=1000000"]}
    with tempfile.TemporaryDirectory() as tmp:
        for kind in a.kinds:
            for n in a.sizes:
                rows += measure(a, tmp, kind, n)
        for name in filter(None, a.budget_cases.split(",")):
            budget_rows.append(measure_budget(a, tmp, name, cases[name]))
    host = subprocess.run(["uname", "-srm"], capture_output=True, text=True).stdout.strip()
    if rows:
        table = report(a, rows)
        layers = [r["args"].split("=")[1] for r in rows if r["kind"] == "gpt2"]
        gpt2 = "L = %s" % ", ".join(layers) if layers else ""
        text = ("Generated by `bench/opt_scaling.py` (median of %d paired runs, %s, %d cores). "
                "Modules from `hlomem-gen random --ops=N` (64x64 f32 values) and `hlomem-gen gpt2 "
                "--layers=L` (GPT-2 small's widths, L set to reach N ops%s). The baseline is "
                "`mlir-opt --allow-unregistered-dialect FILE -o OUT` on the generic form; hlomem is "
                "`hlomem-opt FILE --pass-pipeline='%s' -o OUT` on the generic or the pretty form, "
                "printing the pretty form, verifying after every pass run that may have changed "
                "the IR, as by default. Times are wall times; the CPU time ratio is of user + "
                "system time, which the load of this shared machine moves less. Peak RSS is the "
                "process's maximum resident set. The stage tables split hlomem-opt's time "
                "(`--timing`); the exponent is each stage's growth from the second largest size "
                "to the largest.\n\n%s\n"
                % (a.repeat, host, os.cpu_count(), ": " + gpt2 if gpt2 else "", a.pipeline, table))
        print(table)
        write_section(a.doc, "opt-scaling", text)
    if budget_rows:
        table = report_budget(a, budget_rows)
        text = ("Generated by `bench/opt_scaling.py` (one run each, %s, %d cores): "
                "`hlomem-opt FILE --hlomem-default=budget=%s --timing -o /dev/null` on the "
                "generic form. `gpt2-small` is `hlomem-gen gpt2` (12 layers, B=8, T=1024); "
                "`random-N` is `hlomem-gen random --ops=N`. The stage table's exponent is each "
                "stage's growth from the second largest random DAG to the largest; times are "
                "read to 0.01 s, so the exponents of stages that take a few hundredths of a "
                "second at the smaller size say little (bench/opt_scaling.py's main table has "
                "the same stages without a budget, medians of paired runs).\n\n%s\n"
                % (host, os.cpu_count(), a.budget, table))
        print(table)
        write_section(a.doc, "opt-scaling-budget", text)


if __name__ == "__main__":
    main()
