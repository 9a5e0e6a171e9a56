#!/usr/bin/env python3
"""Runs hlomem-remat over a range of budgets and checks what must hold
across them: the peak is within the budget whenever the budget is met,
a lower budget never ends with a higher peak, and (with --against) the
solver meets the budget wherever the other one does, recomputing no more
(by the cost the pass minimizes), and peaks no higher where neither does.

usage: sweep.py FILE --from=98 --to=20 --step=2 [--solver=exact]
                [--against=greedy] [--cost=roofline] [--levels=100]

Prints one line per budget and a summary; exits 1 on any violation.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile


def run(path, budget, solver, cost, levels, tmp):
    out = os.path.join(tmp, "stats.json")
    opts = "budget=%d%% solver=%s cost=%s levels=%d stats-json=%s" % (
        budget, solver, cost, levels, out)
    proc = subprocess.run(["hlomem-opt", path, "--hlomem-remat=" + opts, "-o", os.devnull],
                          capture_output=True, text=True)
    if proc.returncode != 0:
        sys.exit("hlomem-opt failed at %d%%:\n%s" % (budget, proc.stderr))
    with open(out) as f:
        return json.load(f)


def main():
    p = argparse.ArgumentParser()
    p.add_argument("file")
    p.add_argument("--from", dest="start", type=int, default=98)
    p.add_argument("--to", dest="stop", type=int, default=20)
    p.add_argument("--step", type=int, default=2)
    p.add_argument("--solver", default="exact")
    p.add_argument("--against")
    p.add_argument("--cost", default="roofline")
    p.add_argument("--levels", type=int, default=100)
    a = p.parse_args()
    # The check uses the cost the pass minimizes; the print shows its unit.
    key = "recompute_cost"
    shown = "recompute_seconds" if a.cost == "roofline" else "recompute_flops"
    bad = []
    prev = None
    met = 0
    budgets = list(range(a.start, a.stop - 1, -a.step))
    with tempfile.TemporaryDirectory() as tmp:
        for b in budgets:
            s = run(a.file, b, a.solver, a.cost, a.levels, tmp)
            line = "%3d%%: peak %d -> %d (budget %d)%s, %s %.6g" % (
                b, s["peak_before"], s["peak_after"], s["budget_bytes"],
                "" if s["budget_met"] else " out of reach", shown, s[shown])
            if s["budget_met"]:
                met += 1
                if s["peak_after"] > s["budget_bytes"]:
                    bad.append("%d%%: budget met but the peak exceeds it" % b)
            if prev is not None and s["peak_after"] > prev["peak_after"]:
                bad.append("%d%%: peak %d above %d at the higher budget" % (
                    b, s["peak_after"], prev["peak_after"]))
            if a.against:
                t = run(a.file, b, a.against, a.cost, a.levels, tmp)
                line += "; %s: peak %d%s, %s %.6g" % (
                    a.against, t["peak_after"], "" if t["budget_met"] else " out of reach",
                    shown, t[shown])
                if t["budget_met"] and not s["budget_met"]:
                    bad.append("%d%%: %s meets the budget, %s does not" % (b, a.against, a.solver))
                elif t["budget_met"] and s[key] > t[key] * (1 + 1e-12):
                    bad.append("%d%%: %s recomputes %.17g, %s %.17g" % (
                        b, a.solver, s[key], a.against, t[key]))
                elif not t["budget_met"] and s["peak_after"] > t["peak_after"]:
                    bad.append("%d%%: out of reach, %s peaks higher than %s" % (
                        b, a.solver, a.against))
            print(line)
            prev = s
    for m in bad:
        print("VIOLATION: " + m)
    print("sweep: %d budgets, %d met, %d violations" % (len(budgets), met, len(bad)))
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
