#!/usr/bin/env python3
"""Benchmark of the memory viewer (--hlomem-memory-report='format=html'):
how large its pages are and how long they take to open in a browser.

Pages: GPT-2 small's step before and after hlomem-default at 50% (the
demo's page, with compare=), and the reports of generated modules of
about 100k ops and more (hlomem-gen random --ops=N, and gpt2 with L
layers reaching N, as bench/opt_scaling.py makes them). For each: the
time hlomem-opt takes to write the page (fastest of --repeat runs, parse
included), its size, and in headless Chromium (scripts/chromium.py) the
time from navigating to the page to the first frame after it is drawn,
on the page's own clock (performance.now(), which starts at navigation),
median of --repeat loads, each in a new tab.

Prints the table and writes it into docs/benchmarks.md.

usage: bench/viewer.py [--build build-plain] [--sizes 100000,300000]
                       [--kinds random,gpt2] [--repeat 3]
"""
import argparse
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(ROOT, "scripts"))
import chromium  # noqa: E402
from opt_scaling import generated_ops, generator_args, timing_rows, write_section  # noqa: E402


def run(cmd):
    start = time.monotonic()
    proc = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, cwd=ROOT)
    if proc.returncode != 0:
        sys.exit("failed: %s\n%s" % (" ".join(cmd), proc.stderr.decode()))
    return time.monotonic() - start, proc.stderr.decode()


def report_seconds(cmd, repeat):
    """The report pass's own time (hlomem-opt --timing), fastest of repeat."""
    best = None
    for _ in range(repeat):
        rows = timing_rows(run(cmd + ["--timing"])[1])
        t = sum(sec for sec, name in rows if name.startswith("hlomem-memory-report"))
        best = t if best is None else min(best, t)
    return best


def fastest(cmd, repeat):
    """(seconds of the html report, of the JSON report without timelines on
    the same input, both in XLA's order, a page's default)."""
    plain = [a if not a.startswith("--hlomem-memory-report=") else
             "--hlomem-memory-report=format=json schedule=xla out=/dev/null" for a in cmd]
    return report_seconds(cmd, repeat), report_seconds(plain, repeat)


def gpt2_demo(opt, tmp, repeat):
    """The demo's page: before and after hlomem-default, in XLA's order."""
    xla = ["--hlomem-cse", "--hlomem-schedule"]
    before, after, page = (os.path.join(tmp, n) for n in ("before.json", "after.mlir", "gpt2.html"))
    run([opt, "examples/gpt2_train_step.mlir", "-o", os.path.join(tmp, "out.mlir")] + xla +
        ["--hlomem-memory-report=schedule=xla format=json timeline out=" + before])
    run([opt, "examples/gpt2_train_step.mlir", "-o", after, "--hlomem-default=budget=50%",
         "--mlir-print-debuginfo"])
    cmd = [opt, after, "-o", "/dev/null"] + xla + [
        "--hlomem-memory-report=schedule=xla format=html compare=%s out=%s" % (before, page)]
    return page, fastest(cmd, repeat)


def generated(gen, opt, tmp, kind, target, repeat):
    path = os.path.join(tmp, "%s-%d.mlir" % (kind, target))
    _, err = run([gen] + generator_args(gen, kind, target) + ["--stats", "-o", path])
    page = os.path.join(tmp, "%s-%d.html" % (kind, target))
    cmd = [opt, path, "-o", "/dev/null", "--hlomem-memory-report=format=html out=" + page]
    return page, fastest(cmd, repeat), generated_ops(err)


def load_times(browser, page, repeat):
    """Seconds from navigation to the first frame after drawing, per load."""
    times = []
    for _ in range(repeat):
        tab = browser.new_page(1280, 900)
        tab.goto("file://" + page)
        if tab.errors():
            sys.exit("errors in %s: %s" % (page, tab.errors()))
        ms = tab.evaluate("new Promise(r => requestAnimationFrame(() => r(performance.now())))")
        times.append(ms / 1000.0)
        tab.close()
    return times


def points(page):
    import json
    import re
    text = open(page, encoding="utf-8").read()
    report = json.loads(re.search(r'id="hlomem-report">\n(.*?)</script>', text, re.S).group(1))
    return sum(len(f["timeline"]["usage"]) for f in report["functions"] if "timeline" in f), \
        sum(len(f["timeline"]["buffers"]["def"]) for f in report["functions"] if "timeline" in f)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--build", default=os.path.join(ROOT, "build-plain"))
    ap.add_argument("--sizes", default="100000,300000")
    ap.add_argument("--kinds", default="random,gpt2")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--doc", default=os.path.join(ROOT, "docs", "benchmarks.md"))
    a = ap.parse_args()
    opt = os.path.join(os.path.abspath(a.build), "bin", "hlomem-opt")
    gen = os.path.join(os.path.abspath(a.build), "bin", "hlomem-gen")
    rows, loads_seen = [], [os.getloadavg()[0]]
    with tempfile.TemporaryDirectory() as tmp, chromium.Browser() as browser:
        page, write = gpt2_demo(opt, tmp, a.repeat)
        rows.append(("GPT-2 small, before and after `hlomem-default`", None, page, write))
        for kind in a.kinds.split(","):
            for target in (int(s) for s in a.sizes.split(",")):
                page, write, ops = generated(gen, opt, tmp, kind, target, a.repeat)
                rows.append(("`hlomem-gen %s`" % " ".join(generator_args(gen, kind, target)), ops, page, write))
        table = ["| page | ops | points drawn | buffers | page size | report, JSON | report, page | open in Chromium, median | slowest |",
                 "|---|---:|---:|---:|---:|---:|---:|---:|---:|"]
        for name, ops, page, write in rows:
            npoints, nbuffers = points(page)
            loads = load_times(browser, page, a.repeat)
            line = "| %s | %s | %s | %s | %.1f MiB | %.2f s | %.2f s | %.2f s | %.2f s |" % (
                name, "{:,}".format(ops) if ops else "", "{:,}".format(npoints),
                "{:,}".format(nbuffers), os.path.getsize(page) / 2**20, write[1], write[0],
                statistics.median(loads), max(loads))
            print(line)
            table.append(line)
            loads_seen.append(os.getloadavg()[0])
        version = subprocess.run([browser.binary, "--version"], capture_output=True, text=True).stdout.strip()
    head = ("Generated by `bench/viewer.py` (%s, %s, %d cores, load average %.1f to %.1f while it ran, "
            "%s; median of %d loads, each in a new "
            "tab, headless, window 1280x900). \"Open\" is the time from navigating to the page to the "
            "first frame after the viewer has drawn every function, on the page's clock. \"Report, page\" "
            "is the time of the pass `--hlomem-memory-report='format=html out=PAGE'` (`--timing`, "
            "fastest of %d, parsing and printing not included; a page is in XLA's order, so "
            "this includes XLA's scheduler on the module), \"report, JSON\" that of "
            "`format=json schedule=xla` without timelines on the same module. The GPT-2 page is the demo's: two reports in XLA's order, with `compare=`; its "
            "points are @main's and @main__chunk0's after the pipeline.\n\n" % (
                platform.system() + " " + platform.release(), platform.machine(), os.cpu_count(),
                min(loads_seen), max(loads_seen), version, a.repeat, a.repeat))
    write_section(a.doc, "viewer", head + "\n".join(table))


if __name__ == "__main__":
    main()
