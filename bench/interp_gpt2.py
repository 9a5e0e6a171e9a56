#!/usr/bin/env python3
"""A GPT-2-style training step in generic StableHLO, for hlomem-run.

Token and position embeddings (gather), L pre-norm transformer blocks
(layer norm, causal multi-head attention, tanh-GELU MLP, residuals), a final
layer norm, an LM head tied to the token embedding, mean softmax
cross-entropy, the whole backward pass written out by hand (the embedding
gradient is a scatter-add), and an SGD update:

  @main(params..., tokens: BxT i32, targets: BxT i32) -> (loss, new params...)

With --loss-fn the module also has @loss(params..., tokens, targets) -> loss,
the forward alone, which bench/interp_gpt2_check.py uses to check the
gradients against finite differences.

usage: bench/interp_gpt2.py [--batch 2] [--seq 128] [--dim 128] [--heads 4]
                            [--layers 2] [--vocab 1000] [--dtype f32] [--loss-fn]
"""
import argparse
import math
import sys


class Value:
    def __init__(self, name, shape, dtype):
        self.name, self.shape, self.dtype = name, tuple(shape), dtype

    @property
    def type(self):
        return tensor_type(self.shape, self.dtype)


def tensor_type(shape, dtype):
    return "tensor<%s%s>" % ("".join("%dx" % d for d in shape), dtype)


def float_text(x):
    """Shortest repr, spelled as MLIR lexes a float: a '.' before any exponent."""
    text = repr(float(x))
    mantissa, _, exponent = text.partition("e")
    if "." not in mantissa:
        mantissa += ".0"
    return mantissa + ("e" + exponent if exponent else "")


def dims(xs):
    return "array<i64%s>" % ("" if not xs else ": " + ", ".join(str(x) for x in xs))


class Builder:
    """Emits ops in generic form, one function at a time."""

    def __init__(self, dtype):
        self.dtype = dtype
        self.lines = []
        self.count = 0

    def fresh(self):
        self.count += 1
        return "%%v%d" % self.count

    def op(self, name, operands, shape, dtype=None, props=None, region=None):
        v = Value(self.fresh(), shape, dtype or self.dtype)
        props_text = " <{%s}>" % ", ".join("%s = %s" % kv for kv in props.items()) if props else ""
        region_text = " (%s)" % region if region else ""
        self.lines.append('    %s = "stablehlo.%s"(%s)%s%s : (%s) -> %s' % (
            v.name, name, ", ".join(o.name for o in operands), props_text, region_text,
            ", ".join(o.type for o in operands), v.type))
        return v

    # -- elementwise
    def binary(self, name, a, b):
        assert a.shape == b.shape, (name, a.shape, b.shape)
        return self.op(name, [a, b], a.shape, a.dtype)

    def add(self, a, b): return self.binary("add", a, b)
    def sub(self, a, b): return self.binary("subtract", a, b)
    def mul(self, a, b): return self.binary("multiply", a, b)
    def div(self, a, b): return self.binary("divide", a, b)
    def unary(self, name, a): return self.op(name, [a], a.shape, a.dtype)

    def const(self, value, shape=(), dtype=None):
        dtype = dtype or self.dtype
        text = float_text(value) if dtype.startswith("f") or dtype == "bf16" else str(int(value))
        if math.isinf(value):
            text = {"f32": "0x7F800000", "f64": "0x7FF0000000000000"}[dtype]
            if value < 0:
                text = {"f32": "0xFF800000", "f64": "0xFFF0000000000000"}[dtype]
        return self.op("constant", [], shape, dtype,
                       {"value": "dense<%s> : %s" % (text, tensor_type(shape, dtype))})

    def scale(self, a, s):
        return self.mul(a, self.const(s, a.shape))

    def bcast(self, a, shape, bdims):
        return self.op("broadcast_in_dim", [a], shape, a.dtype,
                       {"broadcast_dimensions": dims(bdims)})

    def reshape(self, a, shape):
        return self.op("reshape", [a], shape, a.dtype)

    def transpose(self, a, perm):
        return self.op("transpose", [a], [a.shape[p] for p in perm], a.dtype,
                       {"permutation": dims(perm)})

    def slice(self, a, start, limit):
        return self.op("slice", [a], [l - s for s, l in zip(start, limit)], a.dtype,
                       {"start_indices": dims(start), "limit_indices": dims(limit),
                        "strides": dims([1] * len(start))})

    def concat(self, xs, dim):
        shape = list(xs[0].shape)
        shape[dim] = sum(x.shape[dim] for x in xs)
        return self.op("concatenate", xs, shape, xs[0].dtype, {"dimension": "%d : i64" % dim})

    def reduce(self, a, rdims, kind):
        init = self.const(0.0 if kind == "add" else -math.inf, (), a.dtype)
        scalar = tensor_type((), a.dtype)
        body = ('{\n    ^bb0(%%a: %s, %%b: %s):\n      %%r = "stablehlo.%s"(%%a, %%b) : (%s, %s) -> %s\n'
                '      "stablehlo.return"(%%r) : (%s) -> ()\n    }' %
                (scalar, scalar, "add" if kind == "add" else "maximum", scalar, scalar, scalar, scalar))
        shape = [d for i, d in enumerate(a.shape) if i not in rdims]
        v = Value(self.fresh(), shape, a.dtype)
        self.lines.append('    %s = "stablehlo.reduce"(%s, %s) <{dimensions = %s}> (%s) : (%s, %s) -> %s' % (
            v.name, a.name, init.name, dims(rdims), body, a.type, init.type, v.type))
        return v

    def dot(self, a, b, ca, cb, ba=(), bb=()):
        fa = [d for d in range(len(a.shape)) if d not in ca and d not in ba]
        fb = [d for d in range(len(b.shape)) if d not in cb and d not in bb]
        shape = [a.shape[d] for d in ba] + [a.shape[d] for d in fa] + [b.shape[d] for d in fb]
        numbers = []
        if ba:
            numbers.append("lhs_batching_dimensions = [%s]" % ", ".join(map(str, ba)))
            numbers.append("rhs_batching_dimensions = [%s]" % ", ".join(map(str, bb)))
        numbers.append("lhs_contracting_dimensions = [%s]" % ", ".join(map(str, ca)))
        numbers.append("rhs_contracting_dimensions = [%s]" % ", ".join(map(str, cb)))
        return self.op("dot_general", [a, b], shape, a.dtype,
                       {"dot_dimension_numbers": "#stablehlo.dot<%s>" % ", ".join(numbers)})

    def matmul(self, a, w):  # [N, K] x [K, M]
        return self.dot(a, w, [1], [0])

    def compare(self, a, b, direction):
        return self.op("compare", [a, b], a.shape, "i1",
                       {"comparison_direction": "#stablehlo<comparison_direction %s>" % direction})

    def select(self, p, a, b):
        return self.op("select", [p, a, b], a.shape, a.dtype)

    def iota(self, shape, dim, dtype="i32"):
        return self.op("iota", [], shape, dtype, {"iota_dimension": "%d : i64" % dim})

    def convert(self, a, dtype):
        return self.op("convert", [a], a.shape, dtype)

    def sum_rows(self, a):  # [N, X] -> [X]
        return self.reduce(a, [0], "add")

    def mean_last(self, a):  # [N, X] -> [N]
        return self.scale(self.reduce(a, [1], "add"), 1.0 / a.shape[1])


def layer_norm(b, x, g, beta, eps=1e-5):
    n, c = x.shape
    mean = b.mean_last(x)
    xc = b.sub(x, b.bcast(mean, x.shape, [0]))
    var = b.mean_last(b.mul(xc, xc))
    rstd = b.unary("rsqrt", b.add(var, b.const(eps, (n,))))
    xhat = b.mul(xc, b.bcast(rstd, x.shape, [0]))
    y = b.add(b.mul(xhat, b.bcast(g, x.shape, [1])), b.bcast(beta, x.shape, [1]))
    return y, (xhat, rstd, g)


def layer_norm_backward(b, dy, saved):
    xhat, rstd, g = saved
    dg = b.sum_rows(b.mul(dy, xhat))
    dbeta = b.sum_rows(dy)
    dxhat = b.mul(dy, b.bcast(g, dy.shape, [1]))
    m1 = b.mean_last(dxhat)
    m2 = b.mean_last(b.mul(dxhat, xhat))
    inner = b.sub(b.sub(dxhat, b.bcast(m1, dy.shape, [0])), b.mul(xhat, b.bcast(m2, dy.shape, [0])))
    return b.mul(inner, b.bcast(rstd, dy.shape, [0])), dg, dbeta


GELU_K = math.sqrt(2.0 / math.pi)


def gelu(b, f):
    f3 = b.mul(b.mul(f, f), f)
    u = b.scale(b.add(f, b.scale(f3, 0.044715)), GELU_K)
    t = b.unary("tanh", u)
    g = b.mul(b.scale(f, 0.5), b.add(b.const(1.0, f.shape), t))
    return g, t


def gelu_backward(b, dg, f, t):
    one = b.const(1.0, f.shape)
    left = b.scale(b.add(one, t), 0.5)
    sech2 = b.sub(one, b.mul(t, t))
    du = b.scale(b.add(one, b.scale(b.mul(f, f), 3 * 0.044715)), GELU_K)
    right = b.mul(b.mul(b.scale(f, 0.5), sech2), du)
    return b.mul(dg, b.add(left, right))


def heads(b, x, B, T, H, D):  # [N, C] -> [B, H, T, D]
    return b.transpose(b.reshape(x, (B, T, H, D)), [0, 2, 1, 3])


def unheads(b, x, B, T, H, D):  # [B, H, T, D] -> [N, C]
    return b.reshape(b.transpose(x, [0, 2, 1, 3]), (B * T, H * D))


def attention(b, h, p, cfg):
    B, T, C, H = cfg.batch, cfg.seq, cfg.dim, cfg.heads
    D, N = C // H, B * T
    qkv = b.add(b.matmul(h, p["w_qkv"]), b.bcast(p["b_qkv"], (N, 3 * C), [1]))
    q, k, v = (heads(b, b.slice(qkv, [0, i * C], [N, (i + 1) * C]), B, T, H, D) for i in range(3))
    scale = 1.0 / math.sqrt(D)
    s = b.scale(b.dot(q, k, [3], [3], [0, 1], [0, 1]), scale)
    allowed = b.compare(b.iota(s.shape, 2), b.iota(s.shape, 3), "GE")
    s = b.select(allowed, s, b.const(-1e9, s.shape))
    mx = b.reduce(s, [3], "max")
    e = b.unary("exponential", b.sub(s, b.bcast(mx, s.shape, [0, 1, 2])))
    probs = b.div(e, b.bcast(b.reduce(e, [3], "add"), s.shape, [0, 1, 2]))
    a = unheads(b, b.dot(probs, v, [3], [2], [0, 1], [0, 1]), B, T, H, D)
    o = b.add(b.matmul(a, p["w_proj"]), b.bcast(p["b_proj"], (N, C), [1]))
    return o, (h, q, k, v, probs, a, scale)


def attention_backward(b, do, saved, p, cfg, grads):
    h, q, k, v, probs, a, scale = saved
    B, T, C, H = cfg.batch, cfg.seq, cfg.dim, cfg.heads
    D = C // H
    grads["b_proj"] = b.sum_rows(do)
    grads["w_proj"] = b.dot(a, do, [0], [0])
    da = heads(b, b.dot(do, p["w_proj"], [1], [1]), B, T, H, D)
    dp = b.dot(da, v, [3], [3], [0, 1], [0, 1])
    dv = b.dot(probs, da, [2], [2], [0, 1], [0, 1])
    rowdot = b.reduce(b.mul(dp, probs), [3], "add")
    ds = b.scale(b.mul(probs, b.sub(dp, b.bcast(rowdot, dp.shape, [0, 1, 2]))), scale)
    dq = b.dot(ds, k, [3], [2], [0, 1], [0, 1])
    dk = b.dot(ds, q, [2], [2], [0, 1], [0, 1])
    dqkv = b.concat([unheads(b, x, B, T, H, D) for x in (dq, dk, dv)], 1)
    grads["b_qkv"] = b.sum_rows(dqkv)
    grads["w_qkv"] = b.dot(h, dqkv, [0], [0])
    return b.dot(dqkv, p["w_qkv"], [1], [1])


def mlp(b, h2, p, cfg):
    N, C = h2.shape
    f = b.add(b.matmul(h2, p["w_fc"]), b.bcast(p["b_fc"], (N, 4 * C), [1]))
    g, t = gelu(b, f)
    m = b.add(b.matmul(g, p["w_out"]), b.bcast(p["b_out"], (N, C), [1]))
    return m, (h2, f, t, g)


def mlp_backward(b, dm, saved, p, grads):
    h2, f, t, g = saved
    grads["b_out"] = b.sum_rows(dm)
    grads["w_out"] = b.dot(g, dm, [0], [0])
    df = gelu_backward(b, b.dot(dm, p["w_out"], [1], [1]), f, t)
    grads["b_fc"] = b.sum_rows(df)
    grads["w_fc"] = b.dot(h2, df, [0], [0])
    return b.dot(df, p["w_fc"], [1], [1])


def param_shapes(cfg):
    C, V, T = cfg.dim, cfg.vocab, cfg.seq
    shapes = [("wte", (V, C)), ("wpe", (T, C))]
    for l in range(cfg.layers):
        shapes += [("l%d.%s" % (l, n), s) for n, s in [
            ("ln1_g", (C,)), ("ln1_b", (C,)), ("w_qkv", (C, 3 * C)), ("b_qkv", (3 * C,)),
            ("w_proj", (C, C)), ("b_proj", (C,)), ("ln2_g", (C,)), ("ln2_b", (C,)),
            ("w_fc", (C, 4 * C)), ("b_fc", (4 * C,)), ("w_out", (4 * C, C)), ("b_out", (C,))]]
    shapes += [("lnf_g", (C,)), ("lnf_b", (C,))]
    return shapes


def forward(b, params, tokens, targets, cfg):
    """Builds the forward pass; returns the loss and what backward needs."""
    B, T, C, V = cfg.batch, cfg.seq, cfg.dim, cfg.vocab
    N = B * T
    flat_tokens = b.reshape(tokens, (N,))
    gather = ("#stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], "
              "start_index_map = [0], index_vector_dim = 1>")
    emb = b.op("gather", [params["wte"], flat_tokens], (N, C), props={
        "dimension_numbers": gather, "slice_sizes": dims([1, C]), "indices_are_sorted": "false"})
    pos = b.reshape(b.bcast(params["wpe"], (B, T, C), [1, 2]), (N, C))
    x = b.add(emb, pos)
    saved = []
    for l in range(cfg.layers):
        p = {k.split(".", 1)[1]: v for k, v in params.items() if k.startswith("l%d." % l)}
        h, ln1 = layer_norm(b, x, p["ln1_g"], p["ln1_b"])
        o, att = attention(b, h, p, cfg)
        x = b.add(x, o)
        h2, ln2 = layer_norm(b, x, p["ln2_g"], p["ln2_b"])
        m, mlps = mlp(b, h2, p, cfg)
        x = b.add(x, m)
        saved.append((p, ln1, att, ln2, mlps))
    xf, lnf = layer_norm(b, x, params["lnf_g"], params["lnf_b"])
    logits = b.dot(xf, params["wte"], [1], [1])
    mx = b.reduce(logits, [1], "max")
    z = b.sub(logits, b.bcast(mx, logits.shape, [0]))
    ez = b.unary("exponential", z)
    se = b.reduce(ez, [1], "add")
    lse = b.unary("log", se)
    hit = b.compare(b.iota((N, V), 1), b.bcast(b.reshape(targets, (N,)), (N, V), [0]), "EQ")
    onehot = b.convert(hit, cfg.dtype)
    picked = b.reduce(b.mul(z, onehot), [1], "add")
    loss = b.scale(b.reduce(b.sub(lse, picked), [0], "add"), 1.0 / N)
    return loss, (flat_tokens, saved, xf, lnf, ez, se, onehot)


def backward(b, params, fwd, cfg):
    flat_tokens, saved, xf, lnf, ez, se, onehot = fwd
    N, V = ez.shape
    B, T, C = cfg.batch, cfg.seq, cfg.dim
    grads = {}
    dlogits = b.scale(b.sub(b.div(ez, b.bcast(se, ez.shape, [0])), onehot), 1.0 / N)
    dwte_head = b.dot(dlogits, xf, [0], [0])
    dx, grads["lnf_g"], grads["lnf_b"] = layer_norm_backward(b, b.dot(dlogits, params["wte"], [1], [0]), lnf)
    for l in reversed(range(cfg.layers)):
        p, ln1, att, ln2, mlps = saved[l]
        g = {}
        dh2 = mlp_backward(b, dx, mlps, p, g)
        dln2, g["ln2_g"], g["ln2_b"] = layer_norm_backward(b, dh2, ln2)
        dx = b.add(dx, dln2)
        dh = attention_backward(b, dx, att, p, cfg, g)
        dln1, g["ln1_g"], g["ln1_b"] = layer_norm_backward(b, dh, ln1)
        dx = b.add(dx, dln1)
        grads.update({"l%d.%s" % (l, k): v for k, v in g.items()})
    scatter = ("#stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], "
               "scatter_dims_to_operand_dims = [0], index_vector_dim = 1>")
    scalar = tensor_type((), cfg.dtype)
    body = ('{\n    ^bb0(%%a: %s, %%b: %s):\n      %%r = "stablehlo.add"(%%a, %%b) : (%s, %s) -> %s\n'
            '      "stablehlo.return"(%%r) : (%s) -> ()\n    }' % ((scalar,) * 6))
    zeros = b.const(0.0, (V, C))
    dwte_emb = b.op("scatter", [zeros, flat_tokens, dx], (V, C), region=body, props={
        "scatter_dimension_numbers": scatter, "indices_are_sorted": "false",
        "unique_indices": "false"})
    grads["wte"] = b.add(dwte_head, dwte_emb)
    grads["wpe"] = b.reduce(b.reshape(dx, (B, T, C)), [0], "add")
    return grads


def function(name, cfg, body_fn):
    b = Builder(cfg.dtype)
    shapes = param_shapes(cfg)
    params = {n: Value("%%%s" % n.replace(".", "_"), s, cfg.dtype) for n, s in shapes}
    tokens = Value("%tokens", (cfg.batch, cfg.seq), "i32")
    targets = Value("%targets", (cfg.batch, cfg.seq), "i32")
    args = [params[n] for n, _ in shapes] + [tokens, targets]
    results = body_fn(b, params, tokens, targets)
    out = ['  "func.func"() <{function_type = (%s) -> (%s), sym_name = "%s"}> ({' % (
        ", ".join(a.type for a in args), ", ".join(r.type for r in results), name)]
    out.append("  ^bb0(%s):" % ", ".join("%s: %s" % (a.name, a.type) for a in args))
    out += b.lines
    out.append('    "func.return"(%s) : (%s) -> ()' % (
        ", ".join(r.name for r in results), ", ".join(r.type for r in results)))
    out.append("  }) : () -> ()")
    return out


def generate(cfg):
    shapes = param_shapes(cfg)

    def step(b, params, tokens, targets):
        loss, fwd = forward(b, params, tokens, targets, cfg)
        grads = backward(b, params, fwd, cfg)
        lr = cfg.lr
        return [loss] + [b.sub(params[n], b.scale(grads[n], lr)) for n, _ in shapes]

    def loss_only(b, params, tokens, targets):
        return [forward(b, params, tokens, targets, cfg)[0]]

    lines = ["// GPT-2-style training step: B=%d T=%d C=%d heads=%d layers=%d V=%d %s "
             "(bench/interp_gpt2.py)" % (cfg.batch, cfg.seq, cfg.dim, cfg.heads, cfg.layers,
                                         cfg.vocab, cfg.dtype),
             '"builtin.module"() ({']
    lines += function("main", cfg, step)
    if cfg.loss_fn:
        lines += function("loss", cfg, loss_only)
    lines.append("}) : () -> ()")
    return "\n".join(lines) + "\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--batch", type=int, default=2)
    ap.add_argument("--seq", type=int, default=128)
    ap.add_argument("--dim", type=int, default=128)
    ap.add_argument("--heads", type=int, default=4)
    ap.add_argument("--layers", type=int, default=2)
    ap.add_argument("--vocab", type=int, default=1000)
    ap.add_argument("--dtype", default="f32", choices=["f32", "f64"])
    ap.add_argument("--lr", type=float, default=0.01)
    ap.add_argument("--loss-fn", action="store_true")
    cfg = ap.parse_args()
    if cfg.dim % cfg.heads:
        sys.exit("--dim must be a multiple of --heads")
    sys.stdout.write(generate(cfg))


if __name__ == "__main__":
    main()
