#!/usr/bin/env python3
"""Per-device memory of sharded GPT-2 training steps (docs/memory-model.md,
"Sharded programs").

1. Data parallel: GPT-2 small (hlomem-gen gpt2 defaults, B=8) split 8 ways
   by batch (--shard=data:8, in GSPMD's and Shardy's annotations) against
   the same step unsharded at batch B/8 = 1: the per-device peak as
   written, after hlomem-cse (the program XLA sees), after hlomem-cse and
   hlomem-schedule (XLA's order), and hlomem-default's output at a budget
   of 50% after hlomem-cse and hlomem-schedule (what XLA keeps).
2. Model parallel: the step at B=8 split 2 ways Megatron's way
   (--shard=model:2), and 2x2 (--shard=data:2,model:2), against the
   unsharded step: the per-device peak, and what hlomem-default saves per
   device at budget=50% (against the step after hlomem-cse and
   hlomem-schedule, its output measured the same way), with the
   recomputation's cost on the roofline model.
3. FSDP: the step split 8 ways by batch with the parameters split too
   (--shard=fsdp:8) against data:8 (parameters whole): the per-device
   peak in XLA's order without and with the buffers XLA's SPMD
   partitioner adds (gathered kernels, a reduce-scatter's local sums;
   report option partitioner=false/true), and hlomem-default at 50%
   (hlomem-regather, then remat), what XLA keeps, and the bytes all
   its all-gathers move per device before and after.
4. The cost of the sharding analysis: the memory report of the data:8
   step with per-device sizes and with per-device=false (fastest of
   --repeat runs).

Prints the tables and writes them into docs/benchmarks.md.

usage: bench/sharding.py [--build build-plain] [--repeat 3]
"""
import argparse
import json
import os
import platform
import re
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from opt_scaling import generated_ops, write_section  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
XLA = ["--hlomem-cse", "--hlomem-schedule"]  # XLA's CSE and memory scheduler


def run(cmd):
    start = time.monotonic()
    proc = subprocess.run(cmd, capture_output=True, text=True)
    if proc.returncode != 0:
        sys.exit("failed: %s\n%s" % (" ".join(cmd), proc.stderr))
    return time.monotonic() - start, proc.stderr


def report(opt, path, passes, tmp, extra=""):
    """The main function's peak (and the devices) from the JSON report
    after `passes`; the stderr of the run for its remarks."""
    out = os.path.join(tmp, "report.json")
    _, err = run([opt, path] + passes +
                 ["--hlomem-memory-report=format=json out=%s %s" % (out, extra),
                  "-o", os.path.join(tmp, "out.mlir")])
    doc = json.load(open(out))
    main = next(f for f in doc["functions"] if f["name"] == "main")
    gathered = sum(c["bytes"] for c in main.get("collectives", []) if c["kind"] == "all-gather")
    return {"peak": main["peak_bytes"], "args": main["argument_bytes"],
            "devices": doc.get("devices", 1), "gathered": gathered,
            "partitioner": main.get("partitioner_bytes_at_peak", 0)}, err


def regathered(err):
    m = re.search(r"hlomem-regather: @main: (\d+) gathers? split, \d+ tried, (\d+) B", err)
    return (int(m.group(1)), int(m.group(2))) if m else (0, 0)


def measure_fsdp(a, tmp, name, gen_args):
    gen = os.path.join(a.build, "bin", "hlomem-gen")
    opt = os.path.join(a.build, "bin", "hlomem-opt")
    path = os.path.join(tmp, name + ".mlir")
    run([gen, "gpt2"] + gen_args + ["-o", path])
    values, _ = report(opt, path, XLA, tmp, "partitioner=false")
    xla, _ = report(opt, path, XLA, tmp)
    _, err = report(opt, path, ["--hlomem-default=budget=50% stats"], tmp)
    kept, _ = report(opt, path, ["--hlomem-default=budget=50%"] + XLA, tmp)
    return {"name": name, "args": xla["args"], "values": values["peak"], "xla": xla["peak"],
            "partitioner": xla["partitioner"], "kept": kept["peak"],
            "gathered": xla["gathered"], "gathered_after": kept["gathered"],
            "split": regathered(err), "cost": step_cost(err)}


def gib(b):
    return "%.2f GiB" % (b / 2**30)


def step_cost(err):
    m = re.search(r"\(\+([0-9.]+)% of the step\)", err)
    return "+%s%%" % m.group(1) if m else "none"


def measure(a, tmp, name, gen_args):
    gen = os.path.join(a.build, "bin", "hlomem-gen")
    opt = os.path.join(a.build, "bin", "hlomem-opt")
    path = os.path.join(tmp, name + ".mlir")
    _, gen_err = run([gen, "gpt2"] + gen_args + ["--stats", "-o", path])
    written, _ = report(opt, path, [], tmp)
    cse, _ = report(opt, path, ["--hlomem-cse"], tmp)
    xla, _ = report(opt, path, XLA, tmp)
    default, err = report(opt, path, ["--hlomem-default=budget=50% stats"], tmp)
    kept, _ = report(opt, path, ["--hlomem-default=budget=50%"] + XLA, tmp)
    return {"name": name, "args": " ".join(gen_args), "devices": written["devices"],
            "written": written["peak"], "cse": cse["peak"], "xla": xla["peak"],
            "default": default["peak"], "kept": kept["peak"],
            "arg_bytes": written["args"], "cost": step_cost(err), "ops": generated_ops(gen_err)}


def fastest(cmd, repeat):
    return min(run(cmd)[0] for _ in range(repeat))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", default=os.path.join(ROOT, "build-plain"))
    ap.add_argument("--repeat", type=int, default=3)
    a = ap.parse_args()
    load0 = os.getloadavg()[0]
    with tempfile.TemporaryDirectory() as tmp:
        data = [measure(a, tmp, "unsharded, B=1", ["--batch=1"]),
                measure(a, tmp, "data:8, B=8, GSPMD", ["--shard=data:8"]),
                measure(a, tmp, "data:8, B=8, Shardy", ["--shard=data:8",
                                                       "--shard-format=sdy"])]
        model = [measure(a, tmp, "unsharded, B=8", []),
                 measure(a, tmp, "model:2, B=8, GSPMD", ["--shard=model:2"]),
                 measure(a, tmp, "model:2, B=8, Shardy", ["--shard=model:2",
                                                         "--shard-format=sdy"]),
                 measure(a, tmp, "data:2,model:2, B=8, GSPMD", ["--shard=data:2,model:2"])]
        fsdp = [measure_fsdp(a, tmp, "data:8, B=8", ["--shard=data:8"]),
                measure_fsdp(a, tmp, "fsdp:8, B=8", ["--shard=fsdp:8"])]
        opt = os.path.join(a.build, "bin", "hlomem-opt")
        path = os.path.join(tmp, "data:8, B=8, GSPMD.mlir")
        out = os.path.join(tmp, "r.txt")
        parse = fastest([opt, path, "-o", os.path.join(tmp, "o.mlir")], a.repeat)
        per_device = fastest([opt, path, "--hlomem-memory-report=out=" + out, "-o",
                              os.path.join(tmp, "o.mlir")], a.repeat)
        whole = fastest([opt, path, "--hlomem-memory-report=per-device=false out=" + out, "-o",
                         os.path.join(tmp, "o.mlir")], a.repeat)
    load1 = os.getloadavg()[0]

    base = data[0]
    lines = [
        "Generated by `bench/sharding.py` (%s %s, %d cores, load average %.1f to %.1f while "
        "it ran). GPT-2 small as `hlomem-gen gpt2` makes it (L=12, C=768, H=12, T=1024, "
        "V=50257, f32), its annotations from `--shard`; every figure is the memory model's "
        "peak of @main on one device: as written; after `hlomem-cse` (the program XLA's CSE "
        "leaves); after `hlomem-cse --hlomem-schedule` (in the order XLA's memory scheduler "
        "gives it); and the output of `hlomem-default='budget=50%%'` after `hlomem-cse "
        "--hlomem-schedule`, the peak XLA keeps, whose recomputation cost on the roofline "
        "model (the collectives a recomputed op makes again included, as a share of the "
        "step with its own collectives) is the last column."
        % (platform.system(), platform.machine(), os.cpu_count(), min(load0, load1),
           max(load0, load1)),
        "",
        "Data parallel: 8 devices each hold one sequence of the batch of 8. Per device the "
        "step is the unsharded step at batch 1, parameters and gradients whole:",
        "",
        "| step | devices | arguments per device | as written | after hlomem-cse | vs. batch 1 "
        "| in XLA's order | vs. batch 1 | hlomem-default 50%, XLA keeps | recompute |",
        "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for r in data:
        diff = (r["cse"] - base["cse"]) / base["cse"] * 100
        xdiff = (r["xla"] - base["xla"]) / base["xla"] * 100
        lines.append("| %s | %d | %s | %s | %s | %+.2f%% | %s | %+.2f%% | %s | %s |" % (
            r["name"], r["devices"], gib(r["arg_bytes"]), gib(r["written"]), gib(r["cse"]),
            diff, gib(r["xla"]), xdiff, gib(r["kept"]), r["cost"]))
    lines += [
        "",
        "Model parallel (Megatron's split of the blocks: qkv and fc by columns, the output "
        "kernels by rows, heads split in attention); the embeddings and the LM head stay "
        "whole, so the logits and the cross-entropy over them are whole on every device. "
        "Before: the step after hlomem-cse and hlomem-schedule; after: hlomem-default's "
        "output (its own peak, then after hlomem-cse and hlomem-schedule); saved per "
        "device: before less what XLA keeps:",
        "",
        "| step | devices | arguments per device | as written | before "
        "| hlomem-default 50% | XLA keeps | saved per device | recompute |",
        "|---|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for r in model:
        saved = r["xla"] - r["kept"]
        lines.append("| %s | %d | %s | %s | %s | %s | %s | %s (%.0f%%) | %s |" % (
            r["name"], r["devices"], gib(r["arg_bytes"]), gib(r["written"]), gib(r["xla"]),
            gib(r["default"]), gib(r["kept"]), gib(saved), saved / r["xla"] * 100, r["cost"]))
    lines += [
        "",
        "FSDP: the batch of 8 and every parameter split 8 ways (`--shard=fsdp:8`, each "
        "parameter along its first dimension 8 divides), against data:8 (parameters whole). "
        "In XLA's order (after hlomem-cse and hlomem-schedule), one device's peak of the "
        "program's values alone (`partitioner=false`), and with the buffers XLA's SPMD "
        "partitioner adds ([memory-model.md](memory-model.md#what-the-partitioner-adds)): "
        "each kernel gathered once and held from its forward dot to its backward one, a "
        "gradient's local sums before their reduce-scatter. hlomem-default at 50% splits the "
        "gathers held across the peak (hlomem-regather: the later dots gather again) and "
        "recomputes under the budget; what XLA keeps is measured with the partitioner's "
        "buffers, and the last columns are the bytes all the step's all-gathers deliver to "
        "one device, before and after: remat's recomputed dots read hlomem-regather's "
        "copies of their kernels, sharing the backward's gathers, or gather them again, "
        "which its cost counts at the link bandwidth (H100 NVLink, 450 GB/s):",
        "",
        "| step | arguments per device | values alone | with the partitioner's buffers "
        "| of which the partitioner's | hlomem-default 50%, XLA keeps | of the peak "
        "| gathers split | gathered per device, before | after | recompute |",
        "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for r in fsdp:
        lines.append("| %s | %s | %s | %s | %s | %s | %.1f%% | %d (%s) | %s | %s | %s |" % (
            r["name"], gib(r["args"]), gib(r["values"]), gib(r["xla"]), gib(r["partitioner"]),
            gib(r["kept"]), r["kept"] / r["xla"] * 100, r["split"][0], gib(r["split"][1]),
            gib(r["gathered"]), gib(r["gathered_after"]), r["cost"]))
    lines += [
        "",
        "The sharding analysis itself, on the data:8 step (%s ops): reading and printing it "
        "takes %.2f s, with the memory report per device %.2f s, with `per-device=false` "
        "(no sharding analysis) %.2f s (fastest of %d runs)."
        % ("{:,}".format(data[1]["ops"]), parse, per_device, whole, a.repeat),
    ]
    text = "\n".join(lines)
    print(text)
    write_section(os.path.join(ROOT, "docs", "benchmarks.md"), "sharding", text)


if __name__ == "__main__":
    main()
