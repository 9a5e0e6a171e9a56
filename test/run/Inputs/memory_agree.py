#!/usr/bin/env python3
"""Checks that hlomem-run's measured peak equals the memory model's static
peak from hlomem-memory-report, function by function.

For every function with a body in the given files, the static peak comes
from `hlomem-opt FILE --hlomem-memory-report='format=json'` and the measured
one from `hlomem-run FILE --entry=NAME --memory` on seeded random inputs.
Functions hlomem-run cannot lower (an unsupported op) are listed as
skipped, with the reason. Exit status 1 if any function disagrees.

Both count with the same buffer sharing (--sharing=xla, the default, or
--sharing=none) and fusion (--fusion=xla, the default, or --fusion=none).

usage: memory_agree.py [--sharing=xla|none] [--fusion=xla|none] FILE.mlir...
"""
import json
import os
import re
import subprocess
import sys


SHARING = "xla"
FUSION = "xla"


def static_peaks(path):
    out = subprocess.run(["hlomem-opt", path,
                          "--hlomem-memory-report=format=json out=- sharing=" + SHARING +
                          " fusion=" + FUSION,
                          "-o", "/dev/null"], capture_output=True, text=True)
    if out.returncode != 0:
        sys.exit("hlomem-opt failed on %s:\n%s" % (path, out.stderr))
    return [(f["name"], f["peak_bytes"]) for f in json.loads(out.stdout)["functions"]
            if not f.get("declaration")]


def measured_peak(path, name):
    out = subprocess.run(["hlomem-run", path, "--entry=" + name, "--memory", "--print=none",
                          "--sharing=" + SHARING, "--fusion=" + FUSION],
                         capture_output=True, text=True)
    m = re.search(r"^memory: measured peak (\d+) B", out.stdout, re.M)
    if out.returncode != 0 or not m:
        reason = out.stderr.strip().splitlines()
        return None, reason[0] if reason else "no memory line"
    return int(m.group(1)), None


def main():
    global SHARING, FUSION
    paths = sys.argv[1:]
    while paths and paths[0].startswith(("--sharing=", "--fusion=")):
        flag, value = paths.pop(0).split("=", 1)
        if flag == "--sharing":
            SHARING = value
        else:
            FUSION = value
    agree = skipped = disagree = 0
    for path in paths:
        base = os.path.basename(path)
        for name, static in static_peaks(path):
            measured, why = measured_peak(path, name)
            if measured is None:
                print("skipped @%s (%s): %s" % (name, base, re.sub(r"^\S+: error: ", "", why)))
                skipped += 1
            elif measured == static:
                print("@%s (%s): measured %d B = static %d B" % (name, base, measured, static))
                agree += 1
            else:
                print("MISMATCH @%s (%s): measured %d B, static %d B" % (name, base, measured, static))
                disagree += 1
    print("agree: %d functions; skipped %d; disagree %d" % (agree, skipped, disagree))
    sys.exit(1 if disagree else 0)


if __name__ == "__main__":
    main()
