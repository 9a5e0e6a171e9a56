#!/usr/bin/env python3
"""Runs hlomem-remat on FILE with OPTIONS, then what XLA does to the output
(hlomem-cse, and with --schedule hlomem-schedule) and prints the pass's
peak, the peak after, the difference and what the CSE merged, for
FileCheck.

usage: kept.py FILE OPTIONS [--schedule]
"""
import json
import os
import re
import subprocess
import sys
import tempfile


def main():
    path, options = sys.argv[1], sys.argv[2]
    schedule = "--schedule" in sys.argv[3:]
    with tempfile.TemporaryDirectory() as tmp:
        out, stats = os.path.join(tmp, "out.mlir"), os.path.join(tmp, "stats.json")
        subprocess.run(["hlomem-opt", path, "--hlomem-remat=%s stats-json=%s" % (options, stats),
                        "-o", out], check=True, capture_output=True)
        passes = ["--hlomem-cse=stats"] + (["--hlomem-schedule"] if schedule else [])
        proc = subprocess.run(["hlomem-opt", out] + passes +
                              ["--hlomem-memory-report=format=json out=-", "-o", os.devnull],
                              check=True, capture_output=True, text=True)
        with open(stats) as f:
            s = json.load(f)
    report = json.loads(proc.stdout)
    after = next(f["peak_bytes"] for f in report["functions"] if f["name"] == s["function"])
    merged = re.search(r"merged (\d+) ops in @%s \(constants: (\d+)\)" % s["function"],
                       proc.stderr)
    print("pass: %d B -> %d B (budget %d B)" % (s["peak_before"], s["peak_after"],
                                               s["budget_bytes"]))
    print("after %s: %d B, %+d B" % ("cse+schedule" if schedule else "cse", after,
                                       after - s["peak_after"]))
    print("cse merged %s ops, %s constants" % merged.groups())


if __name__ == "__main__":
    main()
