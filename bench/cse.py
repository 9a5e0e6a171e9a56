#!/usr/bin/env python3
"""hlomem-cse against parsing, on modules of 100k and 1M ops written by
hlomem-gen: random layered DAGs (`random --ops=N`) and GPT-2 training
steps (GPT-2 small's widths, L chosen to reach N ops). For each module:
the ops hlomem-cse merges, and the parser's and the pass's times from
`hlomem-opt --timing` (the minimum over --repeat runs, the host being
shared), and their ratio. With --callgrind, also the instructions each
executes (valgrind's callgrind, one run, at the sizes given there), a
figure the host's load does not move. Prints the table and writes it into
docs/benchmarks.md.

usage: bench/cse.py [--build build-plain] [--sizes 100000,1000000]
                    [--kinds random,gpt2] [--repeat 3] [--callgrind 100000]
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from opt_scaling import generated_ops, gpt2_layers, timing_rows, write_section  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run(cmd, tmp):
    """Runs cmd, its output into a file of tmp; returns its stderr."""
    with open(os.path.join(tmp, "stdout"), "w") as out:
        proc = subprocess.run(cmd, stdout=out, stderr=subprocess.PIPE, text=True)
    if proc.returncode != 0:
        sys.exit("failed: %s\n%s" % (" ".join(cmd), proc.stderr))
    return proc.stderr


def merged_ops(err):
    m = re.search(r"hlomem-cse: merged (\d+) ops in @main \(constants: (\d+)\)", err)
    if not m:
        sys.exit("hlomem-cse printed no stats:\n" + err)
    return int(m.group(1)), int(m.group(2))


def instructions(opt, path, function):
    """Instructions executed inside `function` (callgrind --toggle-collect)."""
    with tempfile.NamedTemporaryFile(suffix=".callgrind") as out:
        proc = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=" + out.name,
                               "--toggle-collect=" + function, opt, path, "--hlomem-cse",
                               "-o", path + ".out"], capture_output=True, text=True)
        m = re.search(r"I\s+refs:\s+([0-9,]+)", proc.stderr)
        if proc.returncode != 0 or not m:
            sys.exit("callgrind failed:\n" + proc.stderr)
        return int(m.group(1).replace(",", ""))


def measure(a, tmp, kind, target):
    gen = os.path.join(a.build, "bin", "hlomem-gen")
    opt = os.path.join(a.build, "bin", "hlomem-opt")
    path = os.path.join(tmp, "%s-%d.mlir" % (kind, target))
    if kind == "random":
        args = ["random", "--ops=%d" % target]
    else:
        args = ["gpt2", "--layers=%d" % gpt2_layers(gen, target)]
    err = run([gen] + args + ["--stats", "-o", path], tmp)
    row = {"kind": kind, "ops": generated_ops(err), "args": " ".join(args)}
    parse, cse = [], []
    for _ in range(a.repeat):
        err = run([opt, path, "--hlomem-cse=stats", "--timing", "-o", path + ".out"], tmp)
        times = dict((name, secs) for secs, name in timing_rows(err))
        parse.append(times["Parser"])
        cse.append(times["hlomem-cse{stats}"])
    row["merged"], row["constants"] = merged_ops(err)
    row["parse"], row["cse"] = min(parse), min(cse)
    if target in a.callgrind:
        row["parse_ir"] = instructions(opt, path, "hlo_parse_module")
        row["cse_ir"] = instructions(opt, path, "run_cse")
    os.remove(path)
    os.remove(path + ".out")
    print("%s %d ops: parse %.2f s, hlomem-cse %.2f s, %d merged" %
          (kind, row["ops"], row["parse"], row["cse"], row["merged"]), file=sys.stderr)
    return row


def report(rows):
    lines = ["| module | ops | merged (constants) | parse | hlomem-cse | hlomem-cse / parse "
             "| instructions, parse | instructions, hlomem-cse | ratio |",
             "|---|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for r in rows:
        ir = ("| %.2f G | %.2f G | %.2f" % (r["parse_ir"] / 1e9, r["cse_ir"] / 1e9,
                                            r["cse_ir"] / r["parse_ir"])
              if "cse_ir" in r else "| | |")
        lines.append("| %s | %s | %s (%s) | %.2f s | %.2f s | %.2f %s |"
                     % (r["kind"], "{:,}".format(r["ops"]), "{:,}".format(r["merged"]),
                        "{:,}".format(r["constants"]), r["parse"], r["cse"],
                        r["cse"] / r["parse"], ir))
    return "\n".join(lines)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--build", default=os.path.join(ROOT, "build-plain"))
    ap.add_argument("--sizes", default="100000,1000000")
    ap.add_argument("--kinds", default="random,gpt2")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--callgrind", default="",
                    help="sizes also measured in instructions, e.g. 100000")
    ap.add_argument("--doc", default=os.path.join(ROOT, "docs", "benchmarks.md"))
    a = ap.parse_args()
    a.sizes = [int(s) for s in a.sizes.split(",")]
    a.kinds = a.kinds.split(",")
    a.callgrind = [int(s) for s in a.callgrind.split(",") if s]
    for tool in ("hlomem-gen", "hlomem-opt"):
        if not os.access(os.path.join(a.build, "bin", tool), os.X_OK):
            sys.exit("no %s in %s/bin: build first (scripts/build.sh plain)" % (tool, a.build))
    if a.callgrind and not shutil.which("valgrind"):
        sys.exit("--callgrind needs valgrind")
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for kind in a.kinds:
            rows += [measure(a, tmp, kind, n) for n in a.sizes]
    table = report(rows)
    host = subprocess.run(["uname", "-srm"], capture_output=True, text=True).stdout.strip()
    layers = [r["args"].split("=")[1] for r in rows if r["kind"] == "gpt2"]
    text = ("Generated by `bench/cse.py` (minimum of %d runs, %s, %d cores, shared with other "
            "jobs). Modules from `hlomem-gen random --ops=N` and `hlomem-gen gpt2 --layers=L`%s. "
            "Times are the `Parser` and `hlomem-cse` rows of `hlomem-opt FILE --hlomem-cse "
            "--timing`; instructions are callgrind's count inside `hlo_parse_module` and the "
            "pass's run function.\n\n%s\n"
            % (a.repeat, host, os.cpu_count(),
               " (L = %s)" % ", ".join(layers) if layers else "", table))
    print(table)
    write_section(a.doc, "cse", text)


if __name__ == "__main__":
    main()
