#!/usr/bin/env python3
"""Differential fuzzing of hlomem-auto-chunk with the interpreter: random
programs grown around a [R, V] dot_general (elementwise ops, broadcasts of
rows, columns and scalars, reductions both ways with add and max, round
trips through transpose and reshape, matmuls on either side, compare and
select, each row's label picked by a gather at concatenate(iota, labels)
and scattered back, in torch_xla's and JAX's forms, the row number as
either component, sometimes not a row number at all), chunked with each
option set, run by hlomem-run on the same seeded
inputs before and after. Any crash, verifier error or differing result is
reported with the seed that reproduces it. Deterministic for a seed range.

usage: bench/auto_chunk_fuzz.py [--build build-plain] [--run PATH] [--seeds 0:200]
           [--options 'num-chunks=3' --options 'num-chunks=4 loop' ...]
"""
import argparse
import os
import random
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def ty(shape, elem="f32"):
    return "tensor<%s>" % "x".join([str(d) for d in shape] + [elem])


class Program:
    def __init__(self):
        self.lines = []
        self.n = 0

    def op(self, name, operands, in_types, out_type, props="", combiner=None, loc=""):
        self.n += 1
        v = "%%v%d" % self.n
        text = '  %s = "stablehlo.%s"(%s)' % (v, name, ", ".join(operands))
        if props:
            text += " <{%s}>" % props
        if combiner:
            s = ty([])
            text += (' ({\n  ^bb0(%%p: %s, %%q: %s):\n    %%t = "stablehlo.%s"(%%p, %%q) : (%s, %s) -> %s\n'
                     '    "stablehlo.return"(%%t) : (%s) -> ()\n  })' % (s, s, combiner, s, s, s, s))
        text += " : (%s) -> %s%s" % (", ".join(in_types), out_type, loc)
        self.lines.append(text)
        return v


def row_index(p, rng, R):
    """Indices of each row's label, [R, 2] (or JAX's [R, 1, 2]), from the
    labels argument %l and a row number: an iota, through a convert, a
    broadcast or a transpose, or (one time in four) something else that the
    pass must refuse: the row number plus one, or one iota as both
    components. Returns the value, its type, the index vector dim, the
    start_index_map and the shape of one lookup's result."""
    jax = rng.random() < 0.3
    col = [R, 1, 1] if jax else [R, 1]
    I64, I32 = ty(col, "i64"), ty(col, "i32")
    vec = len(col) - 1
    IDX = ty(col[:-1] + [2], "i64")
    form = rng.randrange(8)
    if form == 7:
        idx = p.op("iota", [], [], IDX, "iota_dimension = 0 : i64")
        return idx, IDX, vec, "0, 1", col[:-1]
    if form == 0:
        rows = p.op("convert", [p.op("iota", [], [], I32, "iota_dimension = 0 : i64")], [I32], I64)
    elif form == 1 and not jax:
        t = p.op("iota", [], [], ty([1, R], "i64"), "iota_dimension = 1 : i64")
        rows = p.op("transpose", [t], [ty([1, R], "i64")], I64, "permutation = array<i64: 1, 0>")
    elif form == 2:
        one = p.op("constant", [], [], I64, "value = dense<1> : %s" % I64)
        iota = p.op("iota", [], [], I64, "iota_dimension = 0 : i64")
        rows = p.op("add", [iota, one], [I64, I64], I64)
    elif form == 3:
        t = p.op("iota", [], [], ty([R], "i64"), "iota_dimension = 0 : i64")
        rows = p.op("broadcast_in_dim", [t], [ty([R], "i64")], I64,
                    "broadcast_dimensions = array<i64: 0>")
    else:
        rows = p.op("iota", [], [], I64, "iota_dimension = 0 : i64")
    labels = p.op("reshape", ["%l"], [ty([R], "i64")], I64)
    first = rng.random() < 0.7
    pair = [rows, labels] if first else [labels, rows]
    idx = p.op("concatenate", pair, [I64, I64], IDX, "dimension = %d : i64" % vec)
    return idx, IDX, vec, "0, 1" if first else "1, 0", col[:-1]


def generate(seed):
    rng = random.Random(seed)
    R, V, C = rng.randint(5, 40), rng.randint(8, 48), rng.randint(1, 6)
    p = Program()
    BIG, ROW, COL, RC, CV, S = ty([R, V]), ty([R]), ty([V]), ty([R, C]), ty([C, V]), ty([])
    MASK = ty([R, V], "i1")
    lookups = []

    def dot(a, b, at, bt, out, lc, rc, loc=""):
        return p.op("dot_general", [a, b], [at, bt], out,
                    "dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [%d], "
                    "rhs_contracting_dimensions = [%d]>" % (lc, rc), loc=loc)

    zero = p.op("constant", [], [], S, "value = dense<0.0> : tensor<f32>")
    ninf = p.op("constant", [], [], S, "value = dense<0xFF800000> : tensor<f32>")
    pools = {BIG: [dot("%x", "%w", RC, CV, BIG, 1, 0, ' loc("amp")')], ROW: ["%r"], COL: ["%b"],
             RC: ["%x"], CV: ["%w"], S: ["%s"]}
    pick = lambda t: rng.choice(pools[t])
    for _ in range(rng.randint(6, 18)):
        k = rng.randrange(16)
        if k == 0:
            out, v = BIG, p.op(rng.choice(["tanh", "negate", "abs", "logistic"]), [pick(BIG)], [BIG], BIG)
        elif k == 1:
            out, v = BIG, p.op(rng.choice(["add", "multiply", "subtract", "maximum"]),
                               [pick(BIG), pick(BIG)], [BIG, BIG], BIG)
        elif k == 2:
            out, v = BIG, p.op("broadcast_in_dim", [pick(ROW)], [ROW], BIG, "broadcast_dimensions = array<i64: 0>")
        elif k == 3:
            out, v = BIG, p.op("broadcast_in_dim", [pick(COL)], [COL], BIG, "broadcast_dimensions = array<i64: 1>")
        elif k == 4:
            out, v = BIG, p.op("broadcast_in_dim", [pick(S)], [S], BIG, "broadcast_dimensions = array<i64>")
        elif k in (5, 6):
            combiner = rng.choice(["add", "maximum"])
            out = ROW if k == 5 else COL
            v = p.op("reduce", [pick(BIG), zero if combiner == "add" else ninf], [BIG, S], out,
                     "dimensions = array<i64: %d>" % (1 if k == 5 else 0), combiner)
        elif k == 7:
            t = p.op("transpose", [pick(BIG)], [BIG], ty([V, R]), "permutation = array<i64: 1, 0>")
            t = p.op("tanh", [t], [ty([V, R])], ty([V, R]))
            out, v = BIG, p.op("transpose", [t], [ty([V, R])], BIG, "permutation = array<i64: 1, 0>")
        elif k == 8:
            out, v = RC, dot(pick(BIG), pick(CV), BIG, CV, RC, 1, 1)
        elif k == 9:
            out, v = CV, dot(pick(RC), pick(BIG), RC, BIG, CV, 0, 0)
        elif k == 10:
            m = p.op("compare", [pick(BIG), pick(BIG)], [BIG, BIG], MASK,
                     "comparison_direction = #stablehlo<comparison_direction GT>")
            out, v = BIG, p.op("select", [m, pick(BIG), pick(BIG)], [MASK, BIG, BIG], BIG)
        elif k == 11:
            out, v = ROW, p.op(rng.choice(["exponential", "negate"]), [pick(ROW)], [ROW], ROW)
        elif k == 12:
            out, v = S, p.op("reduce", [pick(ROW), zero], [ROW, S], S, "dimensions = array<i64: 0>", "add")
        elif k == 13:
            r = p.op("reshape", [pick(BIG)], [BIG], ty([R, 1, V]))
            out, v = BIG, p.op("reshape", [r], [ty([R, 1, V])], BIG)
        else:
            if not lookups or rng.random() < 0.3:
                lookups.append(row_index(p, rng, R))
            idx, IDX, vec, index_map, one = rng.choice(lookups)
            if k == 14:  # take_along_axis
                g = p.op("gather", [pick(BIG), idx], [BIG, IDX], ty(one),
                         "dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], "
                         "start_index_map = [%s], index_vector_dim = %d>, "
                         "indices_are_sorted = false, slice_sizes = array<i64: 1, 1>"
                         % (index_map, vec))
                out, v = ROW, p.op("reshape", [g], [ty(one)], ROW)
            else:  # its transpose
                u = p.op("reshape", [pick(ROW)], [ROW], ty(one))
                zeros = p.op("constant", [], [], BIG, "value = dense<0.0> : %s" % BIG)
                out, v = BIG, p.op("scatter", [zeros, idx, u], [BIG, IDX, ty(one)], BIG,
                                   "indices_are_sorted = false, scatter_dimension_numbers = "
                                   "#stablehlo.scatter<inserted_window_dims = [0, 1], "
                                   "scatter_dims_to_operand_dims = [%s], index_vector_dim = %d>, "
                                   "unique_indices = false" % (index_map, vec), "add")
        pools[out].append(v)
    results = [(pools[t][-1], t) for t in (ROW, COL, RC, CV, S) if len(pools[t]) > 1 and rng.random() < 0.8]
    if rng.random() < 0.1:
        results.append((pools[BIG][-1], BIG))  # an amplified result: must be refused
    if not results:
        results = [("%r", ROW)]
    head = "func.func @main(%%x: %s, %%w: %s, %%r: %s, %%b: %s, %%s: %s, %%l: %s) -> (%s) {" % (
        RC, CV, ROW, COL, S, ty([R], "i64"), ", ".join(t for _, t in results))
    ret = "  return %s : %s" % (", ".join(v for v, _ in results), ", ".join(t for _, t in results))
    return "\n".join([head] + p.lines + [ret, "}"]) + "\n"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", default=os.path.join(ROOT, "build-plain"))
    ap.add_argument("--run", help="hlomem-run (default: the build's)")
    ap.add_argument("--seeds", default="0:200")
    ap.add_argument("--options", action="append")
    a = ap.parse_args()
    opt = os.path.join(a.build, "bin", "hlomem-opt")
    run = a.run or os.path.join(a.build, "bin", "hlomem-run")
    if not os.path.exists(run):
        sys.exit("auto_chunk_fuzz: no interpreter at %s (--run PATH)" % run)
    options = a.options or ["num-chunks=3", "num-chunks=4 loop", "num-chunks=7", "num-chunks=100 loop"]
    lo, hi = [int(s) for s in a.seeds.split(":")]
    failures = chunked = 0
    with tempfile.TemporaryDirectory() as tmp:
        src, out = os.path.join(tmp, "in.mlir"), os.path.join(tmp, "out.mlir")
        for seed in range(lo, hi):
            with open(src, "w") as f:
                f.write(generate(seed))
            for o in options:
                p = subprocess.run([opt, src, "--hlomem-auto-chunk=target=amp " + o, "-o", out],
                                   capture_output=True, text=True)
                if p.returncode != 0:
                    print("seed %d, %s: hlomem-opt failed\n%s" % (seed, o, p.stderr))
                    failures += 1
                    continue
                chunked += "call @main__chunk" in open(out).read()
                c = subprocess.run([run, src, "--compare=" + out, "--rtol=1e-4", "--atol=1e-5"],
                                   capture_output=True, text=True)
                verdict = [l for l in (c.stdout + c.stderr).splitlines() if l.startswith("compare:")]
                if c.returncode != 0 or not verdict or "match" not in verdict[0]:
                    print("seed %d, %s: results differ\n%s" % (seed, o, c.stdout + c.stderr))
                    failures += 1
    runs = (hi - lo) * len(options)
    print("%d programs x %d option sets: %d chunked, %d refused, %d failures"
          % (hi - lo, len(options), chunked, runs - chunked - failures, failures))
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
