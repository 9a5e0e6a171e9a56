#!/usr/bin/env python3
"""Twins: a StableHLO program and the same program printed as HLO text
(hlomem-opt --print-form=hlo) and read back must give the same memory
report (every function's peak, arguments, results; locations aside) and
the same results under hlomem-run (--compare, on the same inputs).

usage: twins.py OUT_DIR FILE... ; prints `twins: N same, M differ`.
"""
import os
import re
import subprocess
import sys


def report(path):
    r = subprocess.run(["hlomem-opt", path, "--hlomem-memory-report", "-o", os.devnull],
                       capture_output=True, text=True)
    if r.returncode:
        return None, r.stderr
    funcs, cur = {}, None
    for line in r.stderr.split("\n"):
        line = re.sub(r",? (\S+ )?at \S+:\d+:\d+$", "", line)
        line = re.sub(r" at op \d+ of \d+", "", line)
        if line.startswith("@"):
            cur = line.split(":")[0]
            funcs[cur] = [line]
        elif cur and line.strip().startswith(("live ", "arguments:")):
            funcs[cur].append(line)
    return [l for f in sorted(funcs) for l in funcs[f]], ""


def main():
    out, files = sys.argv[1], sys.argv[2:]
    same = differ = 0
    for path in files:
        hlo = os.path.join(out, os.path.basename(path) + ".hlo")
        p = subprocess.run(["hlomem-opt", path, "--print-form=hlo", "-o", hlo],
                           capture_output=True, text=True)
        if p.returncode:
            print("%s: not printed: %s" % (path, p.stderr.strip()))
            differ += 1
            continue
        a, ea = report(path)
        b, eb = report(hlo)
        if a is None or b is None or a != b:
            print("%s: reports differ\n%s\n%s" % (path, "\n".join(a or [ea]), "\n".join(b or [eb])))
            differ += 1
            continue
        r = subprocess.run(["hlomem-run", path, "--compare=" + hlo, "--print=none"],
                           capture_output=True, text=True)
        if r.returncode:
            print("%s: hlomem-run results differ: %s" % (path, (r.stdout + r.stderr).strip()[-500:]))
            differ += 1
            continue
        same += 1
    print("twins: %d same, %d differ" % (same, differ))
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
