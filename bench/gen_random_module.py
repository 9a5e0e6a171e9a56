#!/usr/bin/env python3
"""Writes a random layered DAG of StableHLO ops in generic form, for timing
hlomem-opt on large modules (100k to 1M ops). Deterministic for a seed.

Most ops are elementwise on tensor<64x64xf32>; one in 16 is a dot_general,
one in 32 a reduce (with its region) followed by a broadcast back. Operands
come from the previous `width` values, so liveness stays realistic.

usage: gen_random_module.py OPS [--width W] [--seed S] > module.mlir
"""
import argparse
import random
import sys

T = "tensor<64x64xf32>"
R = "tensor<64xf32>"
S = "tensor<f32>"
UNARY = ["negate", "exponential", "tanh", "abs", "sqrt", "logistic"]
BINARY = ["add", "multiply", "subtract", "maximum", "divide"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("ops", type=int)
    ap.add_argument("--width", type=int, default=16)
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args()
    rng = random.Random(a.seed)
    out = sys.stdout
    w = out.write
    w('"builtin.module"() ({\n')
    w('  "func.func"() <{function_type = (%s, %s) -> %s, sym_name = "main"}> ({\n' % (T, T, T))
    w("  ^bb0(%%arg0: %s, %%arg1: %s):\n" % (T, T))
    w('    %%zero = "stablehlo.constant"() <{value = dense<0.0> : %s}> : () -> %s\n' % (S, S))
    live = ["%arg0", "%arg1"]
    n = 0
    emitted = 1
    while emitted < a.ops - 1:
        pick = lambda: live[-1 - rng.randrange(min(a.width, len(live)))]
        name = "%%v%d" % n
        n += 1
        r = rng.randrange(32)
        if r == 0 and emitted + 2 < a.ops - 1:
            x = pick()
            red = "%%v%d" % n
            n += 1
            w('    %s = "stablehlo.reduce"(%s, %%zero) <{dimensions = array<i64: 1>}> ({\n' % (red, x))
            w("    ^bb0(%%p: %s, %%q: %s):\n" % (S, S))
            w('      %%s = "stablehlo.add"(%%p, %%q) : (%s, %s) -> %s\n' % (S, S, S))
            w('      "stablehlo.return"(%%s) : (%s) -> ()\n' % S)
            w("    }) : (%s, %s) -> %s\n" % (T, S, R))
            w('    %s = "stablehlo.broadcast_in_dim"(%s) <{broadcast_dimensions = array<i64: 0>}> : (%s) -> %s\n'
              % (name, red, R, T))
            emitted += 4
        elif r < 3:
            x, y = pick(), pick()
            w('    %s = "stablehlo.dot_general"(%s, %s) <{dot_dimension_numbers = #stablehlo.dot<'
              'lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (%s, %s) -> %s\n'
              % (name, x, y, T, T, T))
            emitted += 1
        elif r < 12:
            w('    %s = "stablehlo.%s"(%s) : (%s) -> %s\n' % (name, rng.choice(UNARY), pick(), T, T))
            emitted += 1
        else:
            x, y = pick(), pick()
            w('    %s = "stablehlo.%s"(%s, %s) : (%s, %s) -> %s\n' % (name, rng.choice(BINARY), x, y, T, T, T))
            emitted += 1
        live.append(name)
    w('    "func.return"(%s) : (%s) -> ()\n' % (live[-1], T))
    w("  }) : () -> ()\n")
    w("}) : () -> ()\n")


if __name__ == "__main__":
    main()
