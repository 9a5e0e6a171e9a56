#!/usr/bin/env python3
"""hlomem-remat on GPT-2-style training steps from hlomem-gen, as XLA will
compile what it emits: each step goes through hlomem-cse first (XLA's CSE
would merge what it merges), and that is the "before" peak; budgets are
percentages of it (90, 70, 50 and 30%), given to the pass in bytes; the
output is measured after hlomem-cse and hlomem-schedule (XLA's CSE and
memory scheduler), besides the pass's own peak. For each budget, solver
(exact, greedy) and search order (schedule=program, the program as
written; schedule=xla, XLA's scheduling order): the peaks, whether XLA
keeps the budget, the recompute overhead (FLOPs and roofline time of the
cloned ops against the whole step's) and the pass's own time (fastest of
--repeat runs, as the pass measures it). For GPT-2 small, the acceptance
figure of hlomem-default at 50%: its output's peak after hlomem-cse and
hlomem-schedule against the step's after hlomem-cse. Then a finer sweep
of budgets on the smaller step counting the budgets where a lower budget
ends with a higher peak: with the budget ladder (the default), with
levels=0 (one search to the budget), and in the phase form (the step's
ops marked forward and backward, the budget a share of the bytes saved
for the backward, as PyTorch's activation_memory_budget). Checks, and
says in the table, that every budget met is held, that the peak never
rises as the budget falls, and that exact never recomputes more than
greedy where greedy meets the budget. Then how the pass time grows with
the step, from about 1k to 100k ops, at a budget of 50%: GPT-2 steps of
GPT-2 small's widths and more layers, and random DAGs of hlomem-gen (five
layers of values, so that half the peak is within reach), with the peaks
reached; --before=BUILD adds the times of another build's pass (an
earlier version) on the same programs, each run stopped after --timeout
seconds. Writes the tables into docs/benchmarks.md.

usage: bench/remat.py [--build build-plain] [--models small,gpt2-small]
                      [--budgets 90,70,50,30] [--repeat 3] [--sweep 98:20:2]
                      [--scaling-gpt2 4,12,40,125,400]
                      [--scaling-random 1000,3000,10000,30000,100000]
                      [--before BUILD] [--timeout 600]
"""
import argparse
import json
import os
import platform
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from opt_scaling import generated_ops, write_section  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MODELS = {
    "small": ["--layers=4", "--heads=4", "--embd=256", "--seq=256", "--batch=4", "--vocab=8192"],
    "gpt2-small": [],  # GPT-2 small: L=12, H=12, C=768, T=1024, B=8, V=50257
}
TITLES = {
    "small": "L=4, H=4, C=256, T=256, B=4, V=8192",
    "gpt2-small": "GPT-2 small: L=12, H=12, C=768, T=1024, B=8, V=50257",
}


def remat(opt, path, options, tmp, timeout=None):
    """The pass's statistics for one run (stats-json); None if the run took
    longer than timeout seconds."""
    out = os.path.join(tmp, "stats.json")
    cmd = [opt, path, "--hlomem-remat=%s stats-json=%s" % (options, out), "-o", os.devnull]
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None
    if proc.returncode != 0:
        sys.exit("failed: %s\n%s" % (" ".join(cmd), proc.stderr))
    with open(out) as f:
        return json.load(f)


def peak_after(opt, path, passes):
    """The memory model's peak of @main in `path` after `passes`."""
    proc = subprocess.run([opt, path] + passes +
                          ["--hlomem-memory-report=format=json out=-", "-o", os.devnull],
                          capture_output=True, text=True)
    if proc.returncode != 0:
        sys.exit("failed: %s %s\n%s" % (path, " ".join(passes), proc.stderr))
    report = json.loads(proc.stdout)
    return next(f["peak_bytes"] for f in report["functions"] if f["name"] == "main")


XLA = ["--hlomem-cse", "--hlomem-schedule"]


def mark_phases(text):
    """hlomem-gen's step with hlomem.phase markers: the ops up to the one
    computing the loss (the first result) are forward, the rest backward.
    A top-level op of the generic form starts on a line indented by four
    spaces and ends there or on its regions' closing line; the marker goes
    before the op's signature on that last line."""
    lines = text.split("\n")
    ret = next(l for l in lines if l.strip().startswith('"func.return"('))
    loss = re.match(r'\s*"func\.return"\((%\d+)', ret).group(1)
    out, phase, defines = [], "fwd", None
    for line in lines:
        if line.startswith("    %"):
            defines = line.split()[0].split(":")[0]
        if (line.startswith("    %") or line.startswith("    })")) and not line.endswith("({"):
            i = line.rindex(" : (")
            line = line[:i] + ' {hlomem.phase = "%s"}' % phase + line[i:]
            if defines == loss:
                phase = "bwd"
        out.append(line)
    return "\n".join(out)


def pct(x, of):
    return 100.0 * x / of if of else 0.0


def table(opt, path, budgets, solvers, repeat, tmp):
    """Rows per solver, search order and budget (a share of `path`'s peak,
    given in bytes); what XLA keeps is the output's peak after hlomem-cse
    and hlomem-schedule."""
    rows, notes = [], []
    stats = {}
    p0 = peak_after(opt, path, [])
    for solver in solvers:
        for order in ("program", "xla"):
            for b in budgets:
                budget = p0 * b // 100
                out = os.path.join(tmp, "out.mlir")
                runs = []
                for _ in range(repeat):
                    cmd = [opt, path, "--hlomem-remat=budget=%d solver=%s schedule=%s stats-json=%s"
                           % (budget, solver, order, os.path.join(tmp, "stats.json")), "-o", out]
                    proc = subprocess.run(cmd, capture_output=True, text=True)
                    if proc.returncode != 0:
                        sys.exit("failed: %s\n%s" % (" ".join(cmd), proc.stderr))
                    with open(os.path.join(tmp, "stats.json")) as f:
                        runs.append(json.load(f))
                s = min(runs, key=lambda r: r["pass_seconds"])
                kept = peak_after(opt, out, XLA)
                s["xla_peak"] = kept
                stats[solver, order, b] = s
                rows.append("| %s | %s | %d%% | %s | %.1f%% | %s | %.1f%% | %s | %.2f%% | %.2f%% | %d "
                            "| %.3f s |" % (
                                solver, order, b, mib(s["peak_after"]), pct(s["peak_after"], p0),
                                mib(kept), pct(kept, p0), "yes" if kept <= budget else "**no**",
                                pct(s["recompute_flops"], s["step_flops"]),
                                pct(s["recompute_seconds"], s["step_seconds"]), s["ops_cloned"],
                                s["pass_seconds"]))
                if s["budget_met"] and s["peak_after"] > s["budget_bytes"]:
                    notes.append("%s at %d%%: the peak exceeds a budget said to be met" % (solver, b))
            for hi, lo in zip(budgets, budgets[1:]):
                if stats[solver, order, lo]["peak_after"] > stats[solver, order, hi]["peak_after"]:
                    notes.append("%s (%s): the peak at %d%% is above the peak at %d%%"
                                 % (solver, order, lo, hi))
    if "greedy" in solvers:
        for solver in solvers:
            for order in ("program", "xla"):
                for b in budgets:
                    g, s = stats["greedy", order, b], stats[solver, order, b]
                    if g["budget_met"] and (not s["budget_met"] or
                                            s["recompute_cost"] > g["recompute_cost"] * (1 + 1e-12)):
                        notes.append("%s (%s) at %d%% recomputes more than greedy" % (solver, order, b))
    return rows, notes, p0


def default_pipeline(opt, path, tmp):
    """hlomem-default at 50%: P0, the step's peak after hlomem-cse; P1, the
    output's after hlomem-cse and hlomem-schedule."""
    p0 = peak_after(opt, path, ["--hlomem-cse"])
    out = os.path.join(tmp, "default.mlir")
    subprocess.run([opt, path, "--hlomem-default=budget=50%", "-o", out], check=True,
                   capture_output=True)
    return p0, peak_after(opt, out, []), peak_after(opt, out, XLA)


def sweep(opt, path, budgets, options, tmp):
    """Budgets where a lower budget ends with a higher peak, and budgets met."""
    prev, rises, met = None, [], 0
    for b in budgets:
        s = remat(opt, path, "budget=%d%% %s" % (b, options), tmp)
        met += s["budget_met"]
        if prev is not None and s["peak_after"] > prev:
            rises.append(b)
        prev = s["peak_after"]
    return rises, met


def ops_in_block(path):
    """Ops of the function's block that have results (hlomem-gen's steps
    have one function)."""
    return sum(1 for l in open(path) if l.startswith("    %"))


def scaling_runs(a, opt, path, tmp, repeat, timeout=None):
    """Fastest of `repeat` runs at 50% per solver: (seconds, stats), or
    (None, None) past the timeout."""
    out = {}
    for solver in ("exact", "greedy"):
        best = None
        for _ in range(repeat):
            s = remat(opt, path, "budget=50%% solver=%s" % solver, tmp, timeout)
            if s is None:
                best = None
                break
            if best is None or s["pass_seconds"] < best["pass_seconds"]:
                best = s
        out[solver] = best
    return out


def seconds(s, timeout):
    return "> %.0f s" % timeout if s is None else "%.3f s" % s["pass_seconds"]


def scaling(a, gen, opt, tmp):
    """The table of pass time against the step's size."""
    programs = [("gpt2", int(n), ["gpt2", "--layers=%s" % n]) for n in a.scaling_gpt2.split(",")]
    programs += [("random", int(n), ["random", "--ops=%s" % n, "--width=%d" % (int(n) // 5)])
                 for n in a.scaling_random.split(",")]
    before = os.path.join(a.before, "bin", "hlomem-opt") if a.before else None
    text = ["\nPass time as the step grows, at a budget of 50%%: `hlomem-gen gpt2 --layers=L` "
            "(GPT-2 small's widths: C=768, T=1024, B=8, V=50257) and `hlomem-gen random "
            "--ops=N --width=N/5` (five layers of 64x64 f32 values, so that half the peak can be "
            "reached); ops as hlomem-gen counts them (every op of the module); the fastest of %d "
            "runs; the peak reached as a share of the step's." % a.repeat]
    head = "| program | ops | exact | peak | greedy | peak |"
    rule = "|---|---:|---:|---:|---:|---:|"
    if before:
        text[0] += (" The last columns are the pass before this version's changes "
                    "(`--before`), one run each, stopped after %.0f s." % a.timeout)
        head += " exact before | greedy before |"
        rule += "---:|---:|"
    text += ["", head, rule]
    for kind, size, args in programs:
        path = os.path.join(tmp, "scaling-%s-%d.mlir" % (kind, size))
        proc = subprocess.run([gen] + args + ["--stats", "-o", path], check=True,
                              capture_output=True, text=True)
        runs = scaling_runs(a, opt, path, tmp, a.repeat)
        row = "| %s | %d | %s | %.1f%% | %s | %.1f%% |" % (
            " ".join(args), generated_ops(proc.stderr),
            seconds(runs["exact"], 0), pct(runs["exact"]["peak_after"], runs["exact"]["peak_before"]),
            seconds(runs["greedy"], 0),
            pct(runs["greedy"]["peak_after"], runs["greedy"]["peak_before"]))
        if before:
            old = scaling_runs(a, before, path, tmp, 1, a.timeout)
            row += " %s | %s |" % (seconds(old["exact"], a.timeout),
                                   seconds(old["greedy"], a.timeout))
        text.append(row)
        print(row, flush=True)
    return text


def mib(b):
    return "%.1f MiB" % (b / 2**20) if b < 2**30 else "%.2f GiB" % (b / 2**30)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", default=os.path.join(ROOT, "build-plain"))
    ap.add_argument("--models", default="small,gpt2-small")
    ap.add_argument("--budgets", default="90,70,50,30")
    ap.add_argument("--solvers", default="exact,greedy")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--sweep", default="98:20:2", help="from:to:step of the sweep, in percent")
    ap.add_argument("--scaling-gpt2", default="4,12,40,125,400",
                    help="layers of the GPT-2 steps of the scaling table")
    ap.add_argument("--scaling-random", default="1000,3000,10000,30000,100000",
                    help="ops of the random DAGs of the scaling table")
    ap.add_argument("--before", help="a build of an earlier version to time on the same programs")
    ap.add_argument("--timeout", type=float, default=600,
                    help="seconds after which a run of --before is stopped")
    ap.add_argument("--doc", default=os.path.join(ROOT, "docs", "benchmarks.md"))
    a = ap.parse_args()
    opt = os.path.join(a.build, "bin", "hlomem-opt")
    gen = os.path.join(a.build, "bin", "hlomem-gen")
    budgets = [int(b) for b in a.budgets.split(",")]
    solvers = a.solvers.split(",")
    start, stop, step = (int(x) for x in a.sweep.split(":"))
    sweep_budgets = list(range(start, stop - 1, -step))
    text = ["Generated by `bench/remat.py` (%s %s, %d cores). Steps from `hlomem-gen gpt2` (f32), "
            "then hlomem-cse: that is the step XLA sees, and its peak is the one budgets are "
            "shares of (passed to the pass in bytes). Peaks are the memory model's: the peak "
            "reached is the pass's (checked by the pass against the memory model), the next "
            "the output's after hlomem-cse and hlomem-schedule, as XLA will run it; order is "
            "the search's (`schedule=program`: the program as written, `schedule=xla`: XLA's "
            "scheduling order). Recompute is the cost model's FLOPs and H100 roofline time of "
            "the cloned ops (less the ops dropped) over those of the whole step; pass time is "
            "the pass alone, fastest of %d runs, ladder of 100 levels." % (
                platform.system() + " " + platform.release(), platform.machine(),
                os.cpu_count() or 1, a.repeat)]
    all_notes = []
    with tempfile.TemporaryDirectory() as tmp:
        for model in a.models.split(","):
            raw = os.path.join(tmp, model + ".raw.mlir")
            path = os.path.join(tmp, model + ".mlir")
            subprocess.run([gen, "gpt2"] + MODELS[model] + ["-o", raw], check=True)
            subprocess.run([opt, raw, "--hlomem-cse", "--mlir-print-op-generic", "-o", path],
                           check=True)
            rows, notes, p0 = table(opt, path, budgets, solvers, a.repeat, tmp)
            text.append("\n**%s** (%d ops in the function's block after hlomem-cse, peak %s):\n" % (
                TITLES[model], ops_in_block(path), mib(p0)))
            text.append("| solver | order | budget | peak reached | of the peak | after XLA's CSE + "
                        "scheduler | of the peak | XLA keeps the budget | recompute FLOPs | "
                        "recompute time | ops cloned | pass time |")
            text.append("|---|---|---:|---:|---:|---:|---:|:-:|---:|---:|---:|---:|")
            text.extend(rows)
            all_notes += ["%s: %s" % (model, n) for n in notes]
            print("\n".join(text[-len(rows) - 3:]))
            if model == "gpt2-small":
                q0, q1p, q1 = default_pipeline(opt, raw, tmp)
                text.append("\n`--hlomem-default='budget=50%%'` on this step: %s after hlomem-cse "
                            "(P0), %s for its output (%.1f%%), %s (P1, %.1f%% of P0) after "
                            "hlomem-cse and hlomem-schedule: P1 %s 0.52 P0." % (
                                mib(q0), mib(q1p), pct(q1p, q0), mib(q1), pct(q1, q0),
                                "<=" if q1 <= 0.52 * q0 else "**>**"))
                print(text[-1])
                if q1 > 0.52 * q0:
                    all_notes.append("hlomem-default at 50%: P1 above 0.52 P0")

        text.extend(scaling(a, gen, opt, tmp))

        model = a.models.split(",")[0]
        path = os.path.join(tmp, model + ".mlir")
        phased = os.path.join(tmp, model + ".phase.mlir")
        with open(phased, "w") as f:
            f.write(mark_phases(open(path).read()))
        text.append("\nSweep of %d budgets from %d%% down to %d%% of the peak on the %s step "
                    "(after hlomem-cse), budgets as percentages: "
                    "budgets met, and budgets where the peak rose although the budget fell "
                    "(the peak at the next higher budget was lower):\n" % (
                        len(sweep_budgets), start, stop, TITLES[model]))
        text.append("| run | budgets met | peak rose at |")
        text.append("|---|---:|---|")
        for label, path_, options in [
                ("exact, budget ladder (default)", path, "solver=exact"),
                ("greedy, budget ladder (default)", path, "solver=greedy"),
                ("exact, levels=0: one search to the budget", path, "solver=exact levels=0"),
                ("greedy, levels=0", path, "solver=greedy levels=0"),
                ("exact, phase form: share of the bytes saved for the backward", phased,
                 "solver=exact")]:
            rises, met = sweep(opt, path_, sweep_budgets, options, tmp)
            text.append("| %s | %d of %d | %s |" % (
                label, met, len(sweep_budgets),
                ", ".join("%d%%" % b for b in rises) if rises else "never"))
            print(text[-1])
            if "ladder" in label and rises:
                all_notes.append("the ladder's peak rose at %s" % rises)
    text.append("")
    text.append("Checks: every budget reported met is held; with the ladder the peak never "
                "rises as the budget falls; exact meets every budget greedy meets and "
                "recomputes no more there: %s." % (
                    "all hold" if not all_notes else "**failed**: " + "; ".join(all_notes)))
    write_section(a.doc, "remat", "\n".join(text))
    print(text[-1])
    sys.exit(1 if all_notes else 0)


if __name__ == "__main__":
    main()
