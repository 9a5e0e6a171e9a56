#!/usr/bin/env python3
"""viewer-screenshots: the README's pictures of the memory viewer, made
again from the current build (run it after the figures change).

  docs/images/viewer-gpt2.png     GPT-2 small's step before and after
                                  hlomem-default at 50%, as scripts/demo.sh
                                  writes it
  docs/images/viewer-sharded.png  a JAX step split over 8 devices
                                  (test/sharding/Inputs/jax_gspmd_step.mlir)
each hovering the largest buffer an op made at the peak.

usage: scripts/viewer-screenshots.py [--build build-plain] [--out docs/images]
Needs Chromium (scripts/install-deps.sh) and a build (scripts/build.sh plain).
"""
import argparse
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "scripts"))
import chromium  # noqa: E402


def run(*args):
    subprocess.run(args, check=True, cwd=ROOT, stderr=subprocess.DEVNULL)


def gpt2_page(opt, out):
    """The demo's page (scripts/demo.sh): before and after hlomem-default,
    both in XLA's order, written where the demo writes them."""
    xla = ["--hlomem-cse", "--hlomem-schedule"]
    before, after, page = (os.path.join(out, n) for n in
                           ("before.json", "gpt2_train_step.after.mlir", "viewer.html"))
    run(opt, "examples/gpt2_train_step.mlir", "-o", "/dev/null", *xla,
        "--hlomem-memory-report=top=10 schedule=xla format=json timeline out=" + before)
    run(opt, "examples/gpt2_train_step.mlir", "-o", after, "--hlomem-default=budget=50%",
        "--mlir-print-debuginfo")
    run(opt, after, "-o", "/dev/null", *xla,
        "--hlomem-memory-report=top=10 schedule=xla format=html compare=%s out=%s" % (before, page))
    return page


def sharded_page(opt, out):
    page = os.path.join(out, "sharded.html")
    run(opt, "test/sharding/Inputs/jax_gspmd_step.mlir", "-o", "/dev/null",
        "--hlomem-memory-report=format=html out=" + page)
    return page


def shoot(browser, page_path, out, height):
    page = browser.new_page(1280, height)
    page.goto("file://" + os.path.join(ROOT, page_path))
    if page.errors():
        sys.exit("viewer-screenshots: errors in %s: %s" % (page_path, page.errors()))
    report = page.evaluate("JSON.parse(document.getElementById('hlomem-report').textContent)")
    main = next(f for f in report["functions"] if f["name"] == "main")
    t = main["timeline"]
    # the largest buffer at the peak that an op made (it has a source line)
    band = next((b for b in t["live_at_peak"] if t["buffers"]["def"][b] >= 0), t["live_at_peak"][0])
    at = page.evaluate("hlomemViewer.bandCenter('main', %d)" % band)
    page.mouse_move(at["x"], at["y"])
    page.evaluate("new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")
    with open(out, "wb") as f:
        f.write(page.screenshot())
    print("%s (%d KiB)" % (os.path.relpath(out, ROOT), os.path.getsize(out) // 1024))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--build", default=os.path.join(ROOT, "build-plain"))
    ap.add_argument("--out", default=os.path.join(ROOT, "docs", "images"))
    a = ap.parse_args()
    opt = os.path.join(os.path.abspath(a.build), "bin", "hlomem-opt")
    # Paths relative to the repository, as the pages print them.
    demo = os.path.relpath(os.path.join(os.path.abspath(a.build), "demo"), ROOT)
    os.makedirs(os.path.join(ROOT, demo), exist_ok=True)
    os.makedirs(a.out, exist_ok=True)
    with chromium.Browser() as browser:
        shoot(browser, gpt2_page(opt, demo), os.path.join(a.out, "viewer-gpt2.png"), 860)
        shoot(browser, sharded_page(opt, demo), os.path.join(a.out, "viewer-sharded.png"), 760)


if __name__ == "__main__":
    main()
