#!/usr/bin/env python3
"""Checks a generated training step's gradients against finite differences.

The step (from hlomem-gen, f32) is promoted to f64 text-wise (element types
and hex float constants), then run by hlomem-run on seeded inputs: the
parameters are its leading arguments, one gradient per parameter follows
the loss in its results (docs/hlomem-gen.md). For each parameter P and a
random direction D of +-1 entries, the central difference
(loss(P + eps D) - loss(P - eps D)) / (2 eps) must match grad(P) . D to a
relative error of --tolerance, or to --atol when both are that close to 0
(a bias whose gradient sums to zero along D). A wrong derivative rule shows
up as an error of order one; f64 and eps = 1e-5 leave about 1e-9.

usage: fd_check.py PROGRAM.mlir --int-range=N [--params=I,J,...] [--tolerance=1e-6] [--seed=S]
  --int-range: integer arguments (labels, tokens) are drawn from [0, N).
  --params: the arguments the gradients are of, in result order (default:
  the leading arguments, one per gradient).
Prints one line per parameter and a last line "worst relative error E".
"""
import argparse
import ast
import os
import random
import re
import struct
import subprocess
import sys
import tempfile


def promote_to_f64(text):
    def hex64(m):
        (value,) = struct.unpack("<f", struct.pack("<I", int(m.group(1), 16)))
        return "dense<0x%016X>" % struct.unpack("<Q", struct.pack("<d", value))[0]
    text = re.sub(r"dense<0x([0-9A-Fa-f]{8})>", hex64, text)
    return text.replace("xf32>", "xf64>").replace("<f32>", "<f64>")


def signature(text):
    """(argument types, number of results) of @main."""
    m = re.search(r'function_type = \((.*?)\) -> \((.*?)\), sym_name = "main"', text)
    if not m:
        sys.exit("fd_check: no @main with a function_type in the program")
    split = lambda s: re.findall(r"tensor<[^>]*>", s)
    return split(m.group(1)), len(split(m.group(2)))


def shape_of(t):
    dims = t[len("tensor<"):-1].split("x")[:-1]
    return [int(d) for d in dims]


def literal(values, t):
    shape = shape_of(t)
    def nest(flat, dims):
        if not dims:
            return repr(flat[0])
        step = len(flat) // dims[0]
        return "[" + ", ".join(nest(flat[i * step:(i + 1) * step], dims[1:]) for i in range(dims[0])) + "]"
    return "dense<%s> : %s" % (nest(values, shape), t)


def run(program, args, types):
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as f:
        f.write("\n".join(literal(a, t) for a, t in zip(args, types)) + "\n")
        path = f.name
    try:
        out = subprocess.run(["hlomem-run", program, "--inputs=" + path, "--print=full"],
                             capture_output=True, text=True)
    finally:
        os.unlink(path)
    if out.returncode != 0:
        sys.exit("fd_check: hlomem-run failed:\n" + out.stderr)
    results = []
    for line in out.stdout.splitlines():
        m = re.match(r"dense<(.*)> : tensor<", line)
        if m:
            results.append(flatten(ast.literal_eval(m.group(1))))
    return results


def flatten(x):
    if isinstance(x, list):
        return [v for e in x for v in flatten(e)]
    return [x]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("program")
    ap.add_argument("--int-range", type=int, required=True)
    ap.add_argument("--params", default="")
    ap.add_argument("--tolerance", type=float, default=1e-6)
    ap.add_argument("--eps", type=float, default=1e-5)
    ap.add_argument("--atol", type=float, default=1e-8)
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args()
    rng = random.Random(a.seed)
    text = promote_to_f64(open(a.program).read())
    types, nresults = signature(text)
    nparams = nresults - 1
    params = [int(i) for i in a.params.split(",")] if a.params else list(range(nparams))
    if len(params) != nparams or any(i < 0 or i >= len(types) for i in params):
        sys.exit("fd_check: %d gradients but --params names %s" % (nparams, params))
    with tempfile.NamedTemporaryFile("w", suffix=".mlir", delete=False) as f:
        f.write(text)
        program = f.name
    try:
        args = []
        for t in types:
            n = 1
            for d in shape_of(t):
                n *= d
            if t.endswith("f64>"):
                args.append([rng.uniform(-1, 1) for _ in range(n)])
            else:
                args.append([rng.randrange(a.int_range) for _ in range(n)])
        base = run(program, args, types)
        print("loss %.12g, %d parameters" % (base[0][0], nparams))
        worst, failed = 0.0, 0
        for g, p in enumerate(params):
            direction = [rng.choice((-1.0, 1.0)) for _ in args[p]]
            analytic = sum(x * d for x, d in zip(base[1 + g], direction))
            moved = []
            for sign in (1, -1):
                shifted = list(args)
                shifted[p] = [v + sign * a.eps * d for v, d in zip(args[p], direction)]
                moved.append(run(program, shifted, types)[0][0])
            numeric = (moved[0] - moved[1]) / (2 * a.eps)
            diff = abs(numeric - analytic)
            error = diff / max(abs(numeric), abs(analytic), 1e-300)
            ok = diff <= a.atol or error <= a.tolerance
            failed += not ok
            if max(abs(numeric), abs(analytic)) > a.atol:
                worst = max(worst, error)
            print("argument %d %s: analytic %.10g, finite difference %.10g, relative error %.2e%s"
                  % (p, types[p], analytic, numeric, error, "" if ok else "  FAIL"))
        print("worst relative error %.2e (tolerance %g; differences under %g pass), %d failed"
              % (worst, a.tolerance, a.atol, failed))
        return 1 if failed else 0
    finally:
        os.unlink(program)


if __name__ == "__main__":
    sys.exit(main())
