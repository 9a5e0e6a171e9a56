#!/usr/bin/env python3
"""hlomem-auto-chunk on PyTorch AutoChunker's linear + cross-entropy test
(B*T = 32768, C = 768, V = 50257, bf16 activations, bias, mean), in two
forms of the same training step:

- as JAX lowers it (bench/auto_chunk_gen.py, seed 1.0): the label picked
  by a gather with batching dimensions;
- as PyTorch's joint graph computes it (hlomem-gen linear-ce, the loss's
  tangent as an argument): the label picked by a gather at
  concatenate(iota, labels), row-aligned.

For each, the memory model's peak of the training step unchunked and
chunked in N = 1, 8, 16, 32, 64 pieces (and 64 in a loop), from
hlomem-memory-report, next to the peaks PyTorch reports for the same step
(pytorch PR 136702).

Then the GPT-2 small training step of hlomem-gen gpt2 (L = 12, C = 768,
T = 1024, B = 8, V = 50257; f32 and bf16 activations), whose LM head and
loss are chunked in N = 8, 16, 32, 64 pieces with the default options.
Writes the three tables into docs/benchmarks.md.

usage: bench/auto_chunk.py [--build build-plain] [--chunks 1,8,16,32,64]
                           [--gpt2-chunks 8,16,32,64]
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from auto_chunk_gen import generate  # noqa: E402
from opt_scaling import write_section  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SHAPE = dict(bt=32768, c=768, v=50257)
# torch.cuda.max_memory_allocated() / 1e9 in the PR's test_fused_linear_cel.
PYTORCH = {None: 9.19, 8: 3.12, 16: 2.08, 32: 1.55, 64: 1.36}


def run_report(opt, path, chunk_options):
    """Peak bytes of @main, of the outlined chunk function (or None), and
    the pass's stats remarks."""
    # Measured as XLA compiles it: merged by its CSE before and after the
    # pass, then in its memory scheduler's order, with the chunk calls
    # inlined (XLA inlines them); the chunk function's own peak from a
    # report that keeps calls as calls.
    cmd = [opt, path, "-o", "/dev/null", "--hlomem-cse"]
    if chunk_options is not None:
        cmd.append("--hlomem-auto-chunk=" + chunk_options + " stats")
    with tempfile.NamedTemporaryFile(suffix=".json") as boxes:
        cmd += ["--hlomem-cse", "--hlomem-schedule",
                "--hlomem-memory-report=format=json inline=false out=" + boxes.name,
                "--hlomem-memory-report=format=json out=-"]
        proc = subprocess.run(cmd, capture_output=True, text=True)
        if proc.returncode != 0:
            sys.exit("failed: %s\n%s" % (" ".join(cmd), proc.stderr))
        callees = json.load(open(boxes.name))["functions"]
    funcs = {f["name"]: f for f in json.loads(proc.stdout)["functions"]}
    chunk = [f for f in callees if f["name"].startswith("main__chunk")]
    return (funcs["main"]["peak_bytes"], max((f["peak_bytes"] for f in chunk), default=None),
            re.findall(r"remark: hlomem-auto-chunk: chunked (.*)", proc.stderr))


def report(opt, path, chunk_options):
    """Peak bytes of @main and of the outlined chunk function (or None)."""
    return run_report(opt, path, chunk_options)[:2]


def table(opt, path, chunks):
    """The rows of one program's table, and its unchunked peak."""
    base, _ = report(opt, path, None)
    rows = [("unchunked", base, None, PYTORCH[None])]
    for n in chunks:
        peak, callee = report(opt, path, "num-chunks=%d" % n)
        if callee is None:
            sys.exit("%s was not chunked into %d" % (path, n))
        rows.append((str(n), peak, callee, PYTORCH.get(n)))
    loop, callee = report(opt, path, "num-chunks=64 loop")
    rows.append(("64, loop", loop, callee, None))

    gb = lambda b: "%.2f GB" % (b / 1e9)
    lines = ["| chunks | peak | peak / unchunked | one chunk | PyTorch peak | PyTorch peak / unchunked |",
             "|---:|---:|---:|---:|---:|---:|"]
    for name, peak, callee, torch in rows:
        lines.append("| %s | %s | %.3f | %s | %s | %s |" % (
            name, gb(peak), peak / base, gb(callee) if callee else "",
            "%.2f GB" % torch if torch else "", "%.3f" % (torch / PYTORCH[None]) if torch else ""))
        if torch and name != "unchunked" and peak / base >= torch / PYTORCH[None]:
            sys.exit("%s: %s chunks reach %.3f of the unchunked peak, PyTorch %.3f"
                     % (path, name, peak / base, torch / PYTORCH[None]))
    return "\n".join(lines)


GPT2_DTYPES = ("f32", "bf16")


def gpt2_table(opt, paths, chunks):
    """GPT-2 small's peaks, one column group per dtype: unchunked, then in
    N chunks of its head and loss (and which dimension was cut)."""
    gib = lambda b: "%.2f GiB" % (b / 2**30)
    base = {d: report(opt, paths[d], None)[0] for d in GPT2_DTYPES}
    rows = [["unchunked", ""] + sum(([gib(base[d]), "1.000", ""] for d in GPT2_DTYPES), [])]
    for n in chunks:
        row, cut = [str(n)], None
        for d in GPT2_DTYPES:
            peak, callee, stats = run_report(opt, paths[d], "num-chunks=%d" % n)
            m = re.match(r"the tensor<8x1024x50257xf32> result of stablehlo.dot_general along "
                         r"dim (\d) into (\d+) chunks of (\d+)", stats[0] if len(stats) == 1 else "")
            if not m or callee is None:
                sys.exit("GPT-2 small, %s: the head was not chunked alone into %d: %s" % (d, n, stats))
            if peak >= base[d]:
                sys.exit("GPT-2 small, %s: %d chunks leave the peak at %d B" % (d, n, peak))
            cut = "%s: %s of %s" % (("batch", "tokens", "vocabulary")[int(m.group(1))],
                                    m.group(2), m.group(3))
            row += [gib(peak), "%.3f" % (peak / base[d]), gib(callee)]
        rows.append(row[:1] + [cut] + row[1:])
    head = ["chunks", "cut"] + sum((["%s peak" % d, "/ unchunked", "one chunk"]
                                    for d in GPT2_DTYPES), [])
    lines = ["| " + " | ".join(head) + " |", "|---|---|" + "---:|" * (len(head) - 2)]
    lines += ["| " + " | ".join(r) + " |" for r in rows]
    return "\n".join(lines)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", default=os.path.join(ROOT, "build-plain"))
    ap.add_argument("--chunks", default="1,8,16,32,64")
    ap.add_argument("--gpt2-chunks", default="8,16,32,64")
    ap.add_argument("--doc", default=os.path.join(ROOT, "docs", "benchmarks.md"))
    a = ap.parse_args()
    opt = os.path.join(a.build, "bin", "hlomem-opt")
    gen = os.path.join(a.build, "bin", "hlomem-gen")
    chunks = [int(s) for s in a.chunks.split(",")]
    with tempfile.TemporaryDirectory() as tmp:
        jax = os.path.join(tmp, "linear_ce_jax.mlir")
        with open(jax, "w") as f:
            f.write("module {\n%s\n}\n" % generate(dtype="bf16", seed="const", **SHAPE))
        joint = os.path.join(tmp, "linear_ce_joint.mlir")
        subprocess.run([gen, "linear-ce", "-o", joint], check=True)
        jax_table = table(opt, jax, chunks)
        joint_table = table(opt, joint, chunks)
        gpt2 = {}
        for d in GPT2_DTYPES:
            gpt2[d] = os.path.join(tmp, "gpt2_%s.mlir" % d)
            subprocess.run([gen, "gpt2", "--dtype=" + d, "-o", gpt2[d]], check=True)
        gpt2_chunks = [int(s) for s in a.gpt2_chunks.split(",")]
        gpt2_text = gpt2_table(opt, gpt2, gpt2_chunks)

    text = ("Generated by `bench/auto_chunk.py`. Peaks are the memory model's "
            "([memory-model.md](memory-model.md), XLA's buffer sharing and fusion), from "
            "`hlomem-memory-report` on the program as XLA would compile it, calls inlined: "
            "`hlomem-cse`, `hlomem-auto-chunk=num-chunks=N`, then `hlomem-cse` and "
            "`hlomem-schedule` (the unchunked rows without the pass); \"one chunk\" is "
            "the outlined function's own peak (its arguments and results included; "
            "`inline=false`). "
            "PyTorch's figures are `torch.cuda.max_memory_allocated()` from pytorch PR "
            "136702 (1 GB = 10^9 B). "
            "The two programs are not PyTorch's compiled graph, so the unchunked peaks "
            "differ; the ratios compare each tool's chunked peak with its own unchunked "
            "one.\n\n"
            "As JAX lowers it: `bench/auto_chunk_gen.py --bt 32768 --c 768 --v 50257 "
            "--dtype bf16 --seed const` (linear with bias in bf16, cross-entropy, mean, "
            "backward from 1.0; the label picked by a gather with batching dimensions).\n\n"
            "%s\n\n"
            "As PyTorch's joint graph computes it: `hlomem-gen linear-ce` (the same "
            "shapes; `x * 2` before the linear layer, log_softmax returning bf16 with "
            "PyTorch's backward, the loss's tangent as an argument; the label picked by "
            "a gather at `concatenate(iota, labels)`, row-aligned).\n\n%s\n\n"
            "GPT-2 small: `hlomem-gen gpt2` (L = 12, C = 768, T = 1024, B = 8, "
            "V = 50257, tied head; `--dtype=bf16` for bf16 activations, whose logits "
            "and loss are f32 all the same), `hlomem-auto-chunk=num-chunks=N` with the "
            "default options; the head and the loss are the region, cut along the "
            "batch when it has a row per chunk, else along the tokens (1 GiB = 2^30 B, "
            "as `hlomem-memory-report` prints).\n\n%s\n"
            % (jax_table, joint_table, gpt2_text))
    print(text)
    write_section(a.doc, "auto-chunk", text)


if __name__ == "__main__":
    main()
