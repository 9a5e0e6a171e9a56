#!/usr/bin/env python3
"""hlomem-run's speed: GFLOP/s of dot_general, elements/s of elementwise
ops, and the time of the GPT-2-style training step of interp_gpt2.py.

Each program is run with `hlomem-run --repeat=N --timing`, which reports the
fastest run of the already lowered program (parsing and lowering are
reported apart). Elementwise programs chain 16 ops on 2^20-element tensors
so that the arguments' copy-in does not count. Prints a markdown table and
writes it into docs/benchmarks.md between the interp markers.

usage: bench/interp_bench.py [--build build-plain] [--repeat 5] [--doc docs/benchmarks.md]
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "bench"))
from opt_scaling import write_section  # noqa: E402
import interp_gpt2  # noqa: E402

CHAIN = 16
ELEMENTS = 1 << 20


def tensor(shape, dtype):
    return interp_gpt2.tensor_type(shape, dtype)


def dot_program(b, m, k, n, dtype):
    lhs = tensor(([b] if b > 1 else []) + [m, k], dtype)
    rhs = tensor(([b] if b > 1 else []) + [k, n], dtype)
    out = tensor(([b] if b > 1 else []) + [m, n], dtype)
    batch = "lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], " if b > 1 else ""
    c = 1 if b == 1 else 2
    return ("func.func @main(%%a: %s, %%b: %s) -> %s {\n"
            '  %%c = "stablehlo.dot_general"(%%a, %%b) <{dot_dimension_numbers = #stablehlo.dot<%s'
            "lhs_contracting_dimensions = [%d], rhs_contracting_dimensions = [%d]>}> : (%s, %s) -> %s\n"
            "  return %%c : %s\n}\n" % (lhs, rhs, out, batch, c, c - 1, lhs, rhs, out, out))


def chain_program(op, dtype, arity):
    """CHAIN applications of op, each on the previous result (and x)."""
    t = tensor([ELEMENTS], dtype)
    lines = ["func.func @main(%%x: %s) -> %s {" % (t, t)]
    prev = "%x"
    for i in range(CHAIN):
        args = ", ".join([prev] + ["%x"] * (arity - 1))
        lines.append('  %%v%d = "stablehlo.%s"(%s) : (%s) -> %s' % (i, op, args, ", ".join([t] * arity), t))
        prev = "%%v%d" % i
    lines.append("  return %s : %s\n}\n" % (prev, t))
    return "\n".join(lines)


def run(tool, path, repeat, extra=()):
    out = subprocess.run([tool, path, "--print=none", "--timing", "--repeat=%d" % repeat] + list(extra),
                         capture_output=True, text=True)
    if out.returncode != 0:
        sys.exit("hlomem-run failed on %s:\n%s" % (path, out.stderr))
    m = re.search(r"parse ([0-9.]+) s, lower ([0-9.]+) s, run ([0-9.]+) s", out.stderr)
    return float(m.group(1)), float(m.group(2)), float(m.group(3)), out.stdout


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--build", default=os.path.join(ROOT, "build-plain"))
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--doc", default=os.path.join(ROOT, "docs", "benchmarks.md"))
    a = ap.parse_args()
    tool = os.path.join(a.build, "bin", "hlomem-run")
    opt = os.path.join(a.build, "bin", "hlomem-opt")
    sections = []
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "p.mlir")

        rows = ["| dot_general | dtype | GFLOP | time | GFLOP/s |", "|---|---|---:|---:|---:|"]
        for name, b, m, k, n, dtype in [
                ("LM head [256x128]x[128x1000]", 1, 256, 128, 1000, "f32"),
                ("its backward [256x1000]x[1000x128]", 1, 256, 1000, 128, "f32"),
                ("attention [8x128x32]x[8x32x128]", 8, 128, 32, 128, "f32"),
                ("square 512", 1, 512, 512, 512, "f32"),
                ("square 1024", 1, 1024, 1024, 1024, "f32"),
                ("square 512", 1, 512, 512, 512, "f64"),
                ("square 512", 1, 512, 512, 512, "bf16")]:
            open(path, "w").write(dot_program(b, m, k, n, dtype))
            _, _, t, _ = run(tool, path, a.repeat)
            gflop = 2.0 * b * m * k * n / 1e9
            rows.append("| %s | %s | %.3f | %.2f ms | %.1f |" % (name, dtype, gflop, t * 1e3, gflop / t))
            print(rows[-1], file=sys.stderr)
        sections.append("\n".join(rows))

        rows = ["| elementwise op | dtype | time per op | elements/s |", "|---|---|---:|---:|"]
        for op, dtype, arity in [("add", "f32", 2), ("multiply", "f32", 2), ("divide", "f32", 2),
                                 ("maximum", "f32", 2), ("exponential", "f32", 1),
                                 ("tanh", "f32", 1), ("add", "bf16", 2), ("add", "f64", 2),
                                 ("add", "i32", 2)]:
            open(path, "w").write(chain_program(op, dtype, arity))
            _, _, t, _ = run(tool, path, a.repeat)
            per_op = t / CHAIN
            rows.append("| %s | %s | %.2f ms | %.0f M |" % (op, dtype, per_op * 1e3, ELEMENTS / per_op / 1e6))
            print(rows[-1], file=sys.stderr)
        sections.append("\n".join(rows))

        cfg = argparse.Namespace(batch=2, seq=128, dim=128, heads=4, layers=2, vocab=1000,
                                 dtype="f32", lr=0.01, loss_fn=False)
        open(path, "w").write(interp_gpt2.generate(cfg))
        parse, lower, t, out = run(tool, path, a.repeat, ["--memory"])
        peak = int(re.search(r"measured peak (\d+) B", out).group(1))
        report = subprocess.run([opt, path, "--hlomem-memory-report=format=json out=-", "-o", "/dev/null"],
                                capture_output=True, text=True, check=True)
        cost = json.loads(report.stdout)["functions"][0]["cost"]
        ops = len(re.findall(r'= "stablehlo\.', open(path).read()))
        sections.append(
            "| GPT-2-style step (B·T=256, C=128, 2 layers, V=1000) | |\n|---|---:|\n"
            "| ops | %d |\n| FLOPs (cost model) | %.2f G, of which dot_general %.2f G |\n"
            "| run (fastest of %d) | %.3f s |\n| parse + lower | %.3f s |\n"
            "| effective rate | %.1f GFLOP/s |\n| measured peak of live buffers | %.1f MiB |"
            % (ops, cost["flops"] / 1e9, cost["matmul_flops"] / 1e9, a.repeat, t, parse + lower,
               cost["flops"] / t / 1e9, peak / 2**20))
        print(sections[-1], file=sys.stderr)
    host = subprocess.run(["uname", "-srm"], capture_output=True, text=True).stdout.strip()
    text = ("Generated by `bench/interp_bench.py` (fastest of %d runs, one core, %s). Times are "
            "`hlomem-run --timing` run times: the lowered program executing, results allocated, "
            "arguments copied in; elementwise figures chain %d ops on 2^20-element tensors.\n\n%s\n"
            % (a.repeat, host, CHAIN, "\n\n".join(sections)))
    print(text)
    write_section(a.doc, "interp", text)


if __name__ == "__main__":
    main()
