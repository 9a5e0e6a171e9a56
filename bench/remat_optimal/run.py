#!/usr/bin/env python3
"""hlomem-remat against the optimum: Checkmate's MILP (hlomem-remat-optimal,
GLPK) and the pass with solver=exact and solver=greedy on small graphs, at
budgets of 90, 70, 50 and 30% of the peak and at the smallest peak the
MILP finds. Every schedule the MILP returns is checked independently: its
peak by hlomem-opt's memory report (it must fit the budget) and its
results by hlomem-run --compare against the input.

The MILP fixes an order of first runs (Checkmate's frontier-advancing
form); it is solved in the program's order and in the orders of the
pass's own schedules (which may move ops), each given the pass's
schedules as warm starts, and the cheapest schedule wins. On the
smallest graphs (--cover-ops) it is also solved in the form without a
fixed order, over every schedule of stages.

Results are kept in the work directory (one JSON per graph), so a run
can be resumed with --keep; the table goes into docs/benchmarks.md
between the remat-optimal markers.

usage: bench/remat_optimal/run.py [--build build-plain] [--time-limit 5]
                                  [--graphs a,b] [--repeat 3] [--keep]
                                  [--work DIR] [--cover-ops 16] [--no-write]
"""
import argparse
import json
import math
import os
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.dirname(HERE))
from opt_scaling import write_section  # noqa: E402

FRACTIONS = [0.9, 0.7, 0.5, 0.3]

# (name, what, how[, bytes below the peak]): a file of the repository or
# hlomem-gen arguments, and for the traps the budget each was made for.
GRAPHS = [
    ("xla-classic", "file", "test/remat/xla-classic.mlir"),
    ("two-peaks", "file", "bench/remat_optimal/graphs/two-peaks.mlir", 4096),
    ("shared-chain", "file", "bench/remat_optimal/graphs/shared-chain.mlir", 8192),
    ("ratio", "file", "bench/remat_optimal/graphs/ratio.mlir", 1024),
    ("random-20", "gen", ["random", "--ops=20", "--width=4", "--dim=16", "--seed=1"]),
    ("random-40", "gen", ["random", "--ops=40", "--width=6", "--dim=16", "--seed=2"]),
    ("random-80", "gen", ["random", "--ops=80", "--width=8", "--dim=16", "--seed=3"]),
    ("mlp-1", "gen", ["mlp", "--batch=256", "--sizes=16,64,8"]),
    ("mlp-2", "gen", ["mlp", "--batch=256", "--sizes=16,64,64,8"]),
    ("gpt-1", "gen", ["gpt2", "--layers=1", "--batch=1", "--seq=8", "--embd=16", "--heads=2",
                      "--vocab=32"]),
]


def run(cmd, check=True):
    proc = subprocess.run(cmd, capture_output=True, text=True)
    if check and proc.returncode != 0:
        sys.exit("failed (%d): %s\n%s" % (proc.returncode, " ".join(cmd), proc.stderr))
    return proc


def peak_of(opt, path):
    out = run([opt, path, "--hlomem-memory-report=format=json out=-", "-o", os.devnull]).stdout
    report = json.loads(out)
    main = [f for f in report["functions"] if f["name"] == "main"] or report["functions"]
    return main[0]["peak_bytes"], main[0]["num_points"]


def remat(a, path, budget, solver, work, tag):
    """The pass at one budget: its statistics (pass time the fastest of
    --repeat runs) and its schedule printed with locations, a warm start."""
    out = os.path.join(work, "%s-%s.mlir" % (tag, solver))
    stats = os.path.join(work, "%s-%s.json" % (tag, solver))
    best = None
    for _ in range(a.repeat):
        run([a.opt, path, "--hlomem-remat=fusion=none budget=%d solver=%s stats-json=%s" % (budget, solver, stats),
             "--mlir-print-debuginfo", "-o", out])
        s = json.load(open(stats))
        if best is None or s["pass_seconds"] < best["pass_seconds"]:
            best = s
    best["schedule"] = out
    return best


def optimal(a, path, budget, warm, work, tag, form="frontier"):
    """hlomem-remat-optimal at one budget ("min": the smallest peak), its
    schedule checked by the memory report and hlomem-run."""
    out = os.path.join(work, "%s-milp-%s.mlir" % (tag, form))
    js = os.path.join(work, "%s-milp-%s.json" % (tag, form))
    if os.path.exists(out):
        os.remove(out)
    cmd = [a.milp, path, "--budget=%s" % budget, "--form=" + form,
           "--time-limit=%g" % a.time_limit, "--json=" + js, "-o", out]
    cmd += ["--warm=" + w for w in warm]
    run(cmd)
    r = json.load(open(js))
    if r["found"]:
        peak, _ = peak_of(a.opt, out)
        if peak > r["budget_bytes"] or peak != r["peak_after"]:
            sys.exit("%s: the MILP's schedule peaks at %d B by the memory report, budget %d B"
                     % (tag, peak, r["budget_bytes"]))
        cmp = run([a.run, path, "--compare=" + out], check=False)
        if cmp.returncode != 0:
            sys.exit("%s: hlomem-run --compare fails on the MILP's schedule:\n%s%s"
                     % (tag, cmp.stdout, cmp.stderr))
        r["checked"] = True
    return r


def materialize(a, name, kind, how, work):
    path = os.path.join(work, name + ".mlir")
    if kind == "file":
        shutil.copyfile(os.path.join(ROOT, how), path)
    else:
        run([a.gen] + how + ["-o", path])
    return path


def measure(a, name, kind, how, below, work):
    path = materialize(a, name, kind, how, work)
    peak, points = peak_of(a.opt, path)
    g = {"name": name, "source": how if kind == "file" else "hlomem-gen " + " ".join(how),
         "ops": points - 1, "peak": peak, "rows": []}
    budgets = [("peak-%s" % kib(b), peak - b, "%s-trap" % name) for b in below]
    budgets += [("%d%%" % round(f * 100), int(math.floor(peak * f)),
                 "%s-%d" % (name, round(f * 100))) for f in FRACTIONS]
    rows = []
    lowest = {}
    for label, budget, tag in budgets:
        row = {"label": label, "budget": budget, "tag": tag}
        for solver in ("exact", "greedy"):
            row[solver] = s = remat(a, path, budget, solver, work, tag)
            if solver not in lowest or s["peak_after"] < lowest[solver]["peak_after"]:
                lowest[solver] = s
        rows.append(row)
    # The smallest peak first, from the pass's lowest peaks: budgets below
    # what it proves need no solve.
    tag = "%s-min" % name
    warm = [lowest["exact"]["schedule"], lowest["greedy"]["schedule"]]
    m = optimal(a, path, "min", warm, work, tag)
    floor = m["min_peak"]["lower"]
    minrow = {"label": "min", "budget": m["budget_bytes"], "milp": m}
    for solver in ("exact", "greedy"):
        minrow[solver] = remat(a, path, m["budget_bytes"], solver, work, tag)
    if g["ops"] <= a.cover_ops:
        minrow["cover"] = optimal(a, path, m["budget_bytes"], warm, work, tag, "cover")
    print("  %s min: %d B (%s, >= %d B)" % (name, m["budget_bytes"], m["min_peak"]["status"],
                                           floor), flush=True)
    for row in rows:
        warm = [row["exact"]["schedule"], row["greedy"]["schedule"]]
        if row["budget"] < floor:
            row["milp"] = {"status": "infeasible", "found": False, "below_floor": True,
                           "seconds": 0}
        else:
            row["milp"] = optimal(a, path, row["budget"], warm, work, row["tag"])
            if g["ops"] <= a.cover_ops:
                row["cover"] = optimal(a, path, row["budget"], warm, work, row["tag"], "cover")
        g["rows"].append(row)
        print("  %s %s: milp %s, exact %.3g s, greedy %.3g s" % (
            name, row["label"], row["milp"]["status"], row["exact"]["recompute_seconds"],
            row["greedy"]["recompute_seconds"]), flush=True)
    g["rows"].append(minrow)
    return g


# ---- the table ----

def ns(seconds):
    v = seconds * 1e9
    if abs(v) < 5e-4:
        return "0"
    return "%.3g" % v


def kib(b):
    return "%.1f" % (b / 1024.0)


def best_milp(row):
    """The cheapest proven-or-found schedule of the forms solved."""
    found = [r for r in (row["milp"], row.get("cover")) if r and r["found"]]
    if not found:
        return None
    return min(found, key=lambda r: (r["recompute_seconds"], r["peak_after"]))


def milp_cell(row):
    m, c = row["milp"], row.get("cover")
    best = best_milp(row)
    if best is None:
        if m["status"] == "infeasible" and (not c or c["status"] == "infeasible"):
            return "infeasible"
        return "none found"
    text = ns(best["recompute_seconds"])
    # The bound is the least over the orders solved: a schedule at it is
    # optimal in those orders even where some order's solve was cut short.
    proven = best["status"] == "optimal" or best["bound"] >= best["recompute_cost"] - 1e-9
    if not proven:
        bound = best["bound"] * best["recompute_seconds"] / best["recompute_cost"] \
            if best["recompute_cost"] > 0 else 0
        text += " (≥ %s)" % ns(max(bound, 0))
    if c and c["status"] == "optimal":
        text += " ✓✓"
    elif proven:
        text += " ✓"
    return text


def pass_cell(row, solver, opt):
    s = row[solver]
    text = "%s / %s" % (ns(s["recompute_seconds"]), kib(s["peak_after"]))
    over = s["peak_after"] - row["budget"]
    if over > 0:
        # A few bytes over: the scalar of a splat constant's copy, which
        # the pass writes as a broadcast of it (the MILP counts the splat).
        return "%s (+%d B)" % (text, over) if over < 64 else "over: %s" % kib(s["peak_after"])
    if opt is not None:
        o = opt["recompute_seconds"]
        extra = s["recompute_seconds"] - o
        if o > 0 and abs(extra) / o >= 0.005:
            text += " (%+.0f%%)" % (100 * extra / o)
        elif o <= 0 and extra * 1e9 >= 5e-4:
            text += " (+%s)" % ns(extra)
    return text


def budget_cell(g, row):
    if row["label"] == "min":
        m = row["milp"].get("min_peak", {})
        mark = "" if m.get("status") == "optimal" else " (≥ %s)" % kib(m.get("lower", 0))
        return "min %s%s" % (kib(row["budget"]), mark)
    if row["label"].startswith("peak"):
        return "%s = %s" % (row["label"], kib(row["budget"]))
    return "%s %s" % (row["label"], kib(row["budget"]))


def milp_seconds(row):
    total = row["milp"]["seconds"] + (row["cover"]["seconds"] if row.get("cover") else 0)
    return "%.2f" % total if total < 10 else "%.0f" % total


def table(graphs, a):
    lines = [
        "Recompute cost in ns of roofline time on h100 (hlomem's cost model, what the pass",
        "minimizes); sizes in KiB. MILP: the cheapest schedule of Checkmate's program in the",
        "program's order and the pass's orders; ✓ proven optimal in those orders, ✓✓ also",
        "over every order (the form without a fixed order, run on graphs of up to %d ops);"
        % a.cover_ops,
        "(≥ b): not proven at the time limit, b the solver's bound.",
        "Pass: recompute / peak, and against the MILP; `over` where the peak stays above the",
        "budget. Times: the pass's (fastest of %d, ms) and the MILP's (s, all orders,"
        % a.repeat,
        "time limit %g s per solve)." % a.time_limit,
        "",
        "| graph | ops | budget | MILP | exact | greedy | exact ms | greedy ms | MILP s |",
        "|---|---:|---|---|---|---|---:|---:|---:|",
    ]
    for g in graphs:
        for i, row in enumerate(g["rows"]):
            opt = best_milp(row)
            lines.append("| %s | %s | %s | %s | %s | %s | %.2f | %.2f | %s |" % (
                g["name"] if i == 0 else "", g["ops"] if i == 0 else "", budget_cell(g, row),
                milp_cell(row), pass_cell(row, "exact", opt), pass_cell(row, "greedy", opt),
                row["exact"]["pass_seconds"] * 1e3, row["greedy"]["pass_seconds"] * 1e3,
                milp_seconds(row)))
    lines += ["", "Graphs: " + "; ".join("%s: `%s` (peak %s KiB)" % (g["name"], g["source"],
                                                                  kib(g["peak"]))
                                         for g in graphs) + "."]
    return "\n".join(lines)


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--build", default=os.path.join(ROOT, "build-plain"))
    p.add_argument("--time-limit", type=float, default=5)
    p.add_argument("--graphs", default=",".join(g[0] for g in GRAPHS))
    p.add_argument("--repeat", type=int, default=3)
    p.add_argument("--cover-ops", type=int, default=16)
    p.add_argument("--work")
    p.add_argument("--keep", action="store_true", help="reuse the results of graphs measured before")
    p.add_argument("--no-write", action="store_true")
    a = p.parse_args()
    bins = os.path.join(a.build, "bin")
    a.opt, a.run, a.gen = (os.path.join(bins, t) for t in ("hlomem-opt", "hlomem-run", "hlomem-gen"))
    a.milp = os.path.join(bins, "hlomem-remat-optimal")
    if not os.path.exists(a.milp):
        sys.exit("no %s: hlomem-remat-optimal needs GLPK (libglpk-dev)" % a.milp)
    work = a.work or os.path.join(a.build, "bench-remat-optimal")
    os.makedirs(work, exist_ok=True)
    wanted = a.graphs.split(",")
    graphs = []
    for name, kind, how, *below in GRAPHS:
        if name not in wanted:
            continue
        cache = os.path.join(work, name + ".result.json")
        if a.keep and os.path.exists(cache):
            graphs.append(json.load(open(cache)))
            continue
        print("%s:" % name, flush=True)
        g = measure(a, name, kind, how, below, work)
        json.dump(g, open(cache, "w"), indent=1)
        graphs.append(g)
    text = table(graphs, a)
    print(text)
    if not a.no_write:
        write_section(os.path.join(ROOT, "docs", "benchmarks.md"), "remat-optimal", text)


if __name__ == "__main__":
    main()
