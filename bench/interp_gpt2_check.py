#!/usr/bin/env python3
"""Checks the gradients of bench/interp_gpt2.py's training step against
finite differences of its forward pass, both run by hlomem-run in f64.

For each parameter tensor P, with a random direction D (+-1 entries), the
step's gradient (P - P_new) / lr dotted with D must match
(loss(P + eps D) - loss(P - eps D)) / (2 eps). A wrong backward formula or
a wrong interpreter op shows up as a relative error far above eps^2.

usage: bench/interp_gpt2_check.py [--build build-plain] [--tolerance 1e-6]
"""
import argparse
import ast
import os
import random
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "bench"))
import interp_gpt2  # noqa: E402


class Config:
    batch, seq, dim, heads, layers, vocab = 2, 8, 16, 2, 2, 37
    dtype, lr, loss_fn = "f64", 0.5, True


def literal(values, shape, dtype):
    """A dense literal of a flat list of values."""
    def nest(flat, dims):
        if not dims:
            return repr(flat[0]) if dtype.startswith("f") else str(flat[0])
        step = len(flat) // dims[0] if dims[0] else 0
        return "[" + ", ".join(nest(flat[i * step:(i + 1) * step], dims[1:]) for i in range(dims[0])) + "]"
    return "dense<%s> : %s" % (nest(values, list(shape)), interp_gpt2.tensor_type(shape, dtype))


def run(tool, program, entry, inputs_text):
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as f:
        f.write(inputs_text)
        path = f.name
    try:
        out = subprocess.run([tool, program, "--entry=" + entry, "--inputs=" + path, "--print=full"],
                             capture_output=True, text=True)
    finally:
        os.unlink(path)
    if out.returncode != 0:
        sys.exit("hlomem-run failed:\n" + out.stderr)
    values = []
    for line in out.stdout.splitlines():
        if line.startswith("dense<"):
            body = re.match(r"dense<(.*)> : tensor<", line).group(1)
            values.append(ast.literal_eval(body))
    return values


def flatten(x):
    if isinstance(x, list):
        return [y for item in x for y in flatten(item)]
    return [x]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--build", default=os.path.join(ROOT, "build-plain"))
    ap.add_argument("--tolerance", type=float, default=1e-6)
    a = ap.parse_args()
    tool = os.path.join(a.build, "bin", "hlomem-run")
    cfg = Config()
    rng = random.Random(1)
    shapes = interp_gpt2.param_shapes(cfg)
    params = {}
    for name, shape in shapes:
        n = 1
        for d in shape:
            n *= d
        base = 1.0 if name.endswith("_g") else 0.0
        params[name] = [base + rng.uniform(-0.3, 0.3) for _ in range(n)]
    tokens = [rng.randrange(cfg.vocab) for _ in range(cfg.batch * cfg.seq)]
    targets = [rng.randrange(cfg.vocab) for _ in range(cfg.batch * cfg.seq)]

    def inputs(values):
        lines = [literal(values[n], s, "f64") for n, s in shapes]
        lines.append(literal(tokens, (cfg.batch, cfg.seq), "i32"))
        lines.append(literal(targets, (cfg.batch, cfg.seq), "i32"))
        return "\n".join(lines) + "\n"

    with tempfile.TemporaryDirectory() as tmp:
        program = os.path.join(tmp, "gpt2.mlir")
        with open(program, "w") as f:
            f.write(interp_gpt2.generate(cfg))
        step = run(tool, program, "main", inputs(params))
        loss = step[0]
        print("loss %.12g" % loss)
        worst = 0.0
        eps = 1e-5
        for i, (name, shape) in enumerate(shapes):
            new = flatten(step[1 + i])
            grad = [(p - q) / cfg.lr for p, q in zip(params[name], new)]
            direction = [rng.choice((-1.0, 1.0)) for _ in grad]
            analytic = sum(g * d for g, d in zip(grad, direction))
            plus = dict(params)
            minus = dict(params)
            plus[name] = [p + eps * d for p, d in zip(params[name], direction)]
            minus[name] = [p - eps * d for p, d in zip(params[name], direction)]
            lp = run(tool, program, "loss", inputs(plus))[0]
            lm = run(tool, program, "loss", inputs(minus))[0]
            numeric = (lp - lm) / (2 * eps)
            err = abs(numeric - analytic) / max(abs(numeric), abs(analytic), 1e-8)
            worst = max(worst, err)
            print("%-12s analytic %+.10e numeric %+.10e rel.err %.2e%s" % (
                name, analytic, numeric, err, "  <-- FAIL" if err > a.tolerance else ""))
        print("worst relative error %.2e (tolerance %.0e)" % (worst, a.tolerance))
        sys.exit(0 if worst <= a.tolerance else 1)


if __name__ == "__main__":
    main()
