#!/usr/bin/env python3
"""Linear + softmax cross-entropy training steps in generic StableHLO, as JAX
lowers `jax.value_and_grad` of

    logits = x @ w (+ b)                     # [BT, V], the amplifier
    logp = log_softmax(logits)               # max under stop_gradient
    nll = -take_along_axis(logp, labels[:, None], axis=1)
    loss = mean(nll) or sum(nll)

with log_softmax as max / subtract / exponential / reduce-add / log /
subtract, take_along_axis as a `gather` with operand_batching_dims, its
transpose a `scatter` add into zeros with input_batching_dims, and the
backward of the mean a broadcast of seed / BT. The seed is a tangent
argument (%g) or the constant 1.0. With --dtype bf16, x, w and b are bf16,
the logits are converted to f32 for the loss, and the logits' gradient is
converted back to bf16 for the two matmuls of the backward.

The programs have static shapes, a public @main and no random ops, so
hlomem-run can execute them on seeded inputs (labels must be < V).

usage: bench/auto_chunk_gen.py [--bt 256] [--c 64] [--v 1000] [--dtype f32|bf16]
           [--no-bias] [--reduction mean|sum] [--seed arg|const] [--forward-only]
"""
import argparse
import sys


class Writer:
    def __init__(self):
        self.lines = []
        self.n = 0

    def op(self, name, operands, in_types, out_type, props=None, body=None):
        self.n += 1
        res = "%%v%d" % self.n
        text = '    %s = "stablehlo.%s"(%s)' % (res, name, ", ".join(operands))
        if props:
            text += " <{%s}>" % ", ".join(props)
        if body:
            text += " ({\n%s\n    })" % body
        text += " : (%s) -> %s" % (", ".join(in_types), out_type)
        self.lines.append(text)
        return res


def ty(shape, dt):
    return "tensor<%s>" % "x".join([str(d) for d in shape] + [dt])


def dims(*ds):
    return "array<i64%s>" % ("" if not ds else ": " + ", ".join(str(d) for d in ds))


def combiner(op, dt):
    s = ty([], dt)
    return ("    ^bb0(%%lhs: %s, %%rhs: %s):\n"
            '      %%r = "stablehlo.%s"(%%lhs, %%rhs) : (%s, %s) -> %s\n'
            '      "stablehlo.return"(%%r) : (%s) -> ()') % (s, s, op, s, s, s, s)


def constant(w, value, shape, dt):
    return w.op("constant", [], [], ty(shape, dt), ["value = dense<%s> : %s" % (value, ty(shape, dt))])


def reduce(w, x, x_shape, init, dt, op, red):
    out = [d for i, d in enumerate(x_shape) if i not in red]
    return w.op("reduce", [x, init], [ty(x_shape, dt), ty([], dt)], ty(out, dt),
                ["dimensions = %s" % dims(*red)], combiner(op, dt))


def bcast(w, x, in_shape, out_shape, dt, bdims):
    return w.op("broadcast_in_dim", [x], [ty(in_shape, dt)], ty(out_shape, dt),
                ["broadcast_dimensions = %s" % dims(*bdims)])


def binary(w, name, x, y, shape, dt):
    return w.op(name, [x, y], [ty(shape, dt)] * 2, ty(shape, dt))


def unary(w, name, x, shape, dt):
    return w.op(name, [x], [ty(shape, dt)], ty(shape, dt))


def convert(w, x, shape, src, dst):
    return w.op("convert", [x], [ty(shape, src)], ty(shape, dst))


def dot(w, x, y, xs, ys, out, dt, lc, rc):
    return w.op("dot_general", [x, y], [ty(xs, dt), ty(ys, dt)], ty(out, dt),
                ["dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [%d], "
                 "rhs_contracting_dimensions = [%d]>" % (lc, rc)])


def generate(bt, c, v, dtype="f32", bias=True, reduction="mean", seed="arg",
             backward=True, name="main"):
    f, a = "f32", dtype  # loss precision, activation precision
    w = Writer()
    BV, BC, CV = [bt, v], [bt, c], [c, v]
    args = ["%%x: %s" % ty(BC, a), "%%w: %s" % ty(CV, a)]
    if bias:
        args.append("%%b: %s" % ty([v], a))
    args.append("%%labels: %s" % ty([bt], "i32"))
    if backward and seed == "arg":
        args.append("%%g: %s" % ty([], f))
    results = [ty([], f)]
    if backward:
        results += [ty(BC, a), ty(CV, a)] + ([ty([v], a)] if bias else [])

    # Forward: logits, log_softmax, take_along_axis, the loss.
    logits = dot(w, "%x", "%w", BC, CV, BV, a, 1, 0)
    if bias:
        logits = binary(w, "add", logits, bcast(w, "%b", [v], BV, a, [1]), BV, a)
    if a != f:
        logits = convert(w, logits, BV, a, f)
    ninf = constant(w, "0xFF800000", [], f)
    m = reduce(w, logits, BV, ninf, f, "maximum", [1])
    m = bcast(w, m, [bt], [bt, 1], f, [0])
    shifted = binary(w, "subtract", logits, bcast(w, m, [bt, 1], BV, f, [0, 1]), BV, f)
    e = unary(w, "exponential", shifted, BV, f)
    zero = constant(w, "0.000000e+00", [], f)
    se = reduce(w, e, BV, zero, f, "add", [1])
    se1 = bcast(w, se, [bt], [bt, 1], f, [0])
    lse = unary(w, "log", se1, [bt, 1], f)
    logp = binary(w, "subtract", shifted, bcast(w, lse, [bt, 1], BV, f, [0, 1]), BV, f)
    idx = w.op("reshape", ["%labels"], [ty([bt], "i32")], ty([bt, 1, 1], "i32"))
    gather_dims = ("#stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], "
                   "start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>")
    picked = w.op("gather", [logp, idx], [ty(BV, f), ty([bt, 1, 1], "i32")], ty([bt, 1], f),
                  ["dimension_numbers = %s" % gather_dims, "indices_are_sorted = false",
                   "slice_sizes = %s" % dims(1, 1)])
    nll = unary(w, "negate", picked, [bt, 1], f)
    total = reduce(w, nll, [bt, 1], zero, f, "add", [0, 1])
    count = constant(w, "%.6e" % float(bt), [], f)
    loss = binary(w, "divide", total, count, [], f) if reduction == "mean" else total
    outs = [loss]

    if backward:
        # The seed's way back through mean (or sum) and take_along_axis.
        g = "%g" if seed == "arg" else constant(w, "1.000000e+00", [], f)
        if reduction == "mean":
            g = binary(w, "divide", g, count, [], f)
        gb = bcast(w, g, [], [bt, 1], f, [])
        gn = unary(w, "negate", gb, [bt, 1], f)
        zeros = constant(w, "0.000000e+00", BV, f)
        scatter_dims = ("#stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], "
                        "scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], "
                        "index_vector_dim = 2>")
        dlogp = w.op("scatter", [zeros, idx, gn], [ty(BV, f), ty([bt, 1, 1], "i32"), ty([bt, 1], f)],
                     ty(BV, f), ["scatter_dimension_numbers = %s" % scatter_dims,
                                 "indices_are_sorted = false", "unique_indices = false"],
                     combiner("add", f))
        # log_softmax: shifted - lse.
        dlse = reduce(w, unary(w, "negate", dlogp, BV, f), BV, zero, f, "add", [1])
        dlse = w.op("reshape", [dlse], [ty([bt], f)], ty([bt, 1], f))
        dse = w.op("reshape", [binary(w, "divide", dlse, se1, [bt, 1], f)], [ty([bt, 1], f)], ty([bt], f))
        de = binary(w, "multiply", bcast(w, dse, [bt], BV, f, [0]), e, BV, f)
        dlogits = binary(w, "add", dlogp, de, BV, f)
        if a != f:
            dlogits = convert(w, dlogits, BV, f, a)
        dx = dot(w, dlogits, "%w", BV, CV, BC, a, 1, 1)
        dw = dot(w, "%x", dlogits, BC, BV, CV, a, 0, 0)
        outs += [dx, dw]
        if bias:
            za = constant(w, "0.000000e+00", [], a)
            outs.append(reduce(w, dlogits, BV, za, a, "add", [0]))

    head = "func.func @%s(%s) -> (%s) {" % (name, ", ".join(args), ", ".join(results))
    ret = "    return %s : %s" % (", ".join(outs), ", ".join(results))
    return "\n".join(["  " + head] + w.lines + [ret, "  }"])


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--bt", type=int, default=256)
    ap.add_argument("--c", type=int, default=64)
    ap.add_argument("--v", type=int, default=1000)
    ap.add_argument("--dtype", choices=["f32", "bf16"], default="f32")
    ap.add_argument("--no-bias", action="store_true")
    ap.add_argument("--reduction", choices=["mean", "sum"], default="mean")
    ap.add_argument("--seed", choices=["arg", "const"], default="arg")
    ap.add_argument("--forward-only", action="store_true")
    ap.add_argument("--name", default="main")
    o = ap.parse_args()
    text = generate(o.bt, o.c, o.v, o.dtype, not o.no_bias, o.reduction, o.seed,
                    not o.forward_only, o.name)
    sys.stdout.write("module {\n%s\n}\n" % text)


if __name__ == "__main__":
    main()
