#!/usr/bin/env python3
"""Mutation fuzzing of hlomem-run: it must answer every input with exit
status 0 or 1, never a crash, a hang, or a sanitizer report.

Mutations: an integer inside an op's attributes (dimension lists,
dimension numbers, sizes, directions), one tensor type replaced
everywhere it occurs (so that SSA types stay consistent and the program
still parses), an op renamed to another of the same arity, and bytes of
text and .npy input files flipped, inserted or cut. Constant values are
left alone, and runs stop after a million ops: a mutated loop may never end.

usage: fuzz.py --seed N --runs N --out DIR PROGRAM.mlir... [--inputs-program P]
"""
import argparse
import os
import random
import re
import struct
import subprocess
import sys

SANITIZER_MARKS = ("AddressSanitizer", "LeakSanitizer", "runtime error:", "UndefinedBehaviorSanitizer")
INTERESTING = [-(2**63), -(2**31), -7, -2, -1, 0, 1, 2, 3, 4, 5, 7, 16, 100, 4096, 2**31, 2**40]
SAME_ARITY = [
    ["stablehlo.add", "stablehlo.subtract", "stablehlo.multiply", "stablehlo.divide",
     "stablehlo.remainder", "stablehlo.power", "stablehlo.maximum", "stablehlo.atan2",
     "stablehlo.and", "stablehlo.shift_left", "stablehlo.complex"],
    ["stablehlo.negate", "stablehlo.exponential", "stablehlo.abs", "stablehlo.not",
     "stablehlo.popcnt", "stablehlo.sqrt", "stablehlo.real", "stablehlo.is_finite",
     "stablehlo.convert", "stablehlo.reshape", "stablehlo.bitcast_convert"],
]
ELEMENT_TYPES = ["f32", "f64", "bf16", "f16", "i1", "i8", "i32", "i64", "ui8", "ui32", "complex<f32>"]


def mutate_attribute_int(text, rng):
    spans = [m.span() for m in re.finditer(r"<\{.*?\}>|#stablehlo\.\w+<[^>]*>", text)]
    numbers = [(m.start() + a, m.end() + a) for a, b in spans
               for m in re.finditer(r"-?\d+", text[a:b])]
    numbers = [(a, b) for a, b in numbers if "dense<" not in text[max(0, a - 40):a]
               or "value =" not in text[max(0, a - 40):a]]
    if not numbers:
        return None
    a, b = rng.choice(numbers)
    return text[:a] + str(rng.choice(INTERESTING)) + text[b:]


def mutate_type(text, rng):
    types = sorted(set(re.findall(r"tensor<[^<>]*(?:<[^<>]*>)?[^<>]*>", text)))
    if not types:
        return None
    old = rng.choice(types)
    body = old[len("tensor<"):-1]
    parts = body.split("x")
    if rng.random() < 0.5 and len(parts) > 1:
        i = rng.randrange(len(parts) - 1)
        parts[i] = str(rng.choice([0, 1, 2, 3, 5, 64]))
        new = "tensor<%s>" % "x".join(parts)
    else:
        dims = [p for p in parts if p.isdigit()]
        new = "tensor<%s%s>" % ("".join(d + "x" for d in dims), rng.choice(ELEMENT_TYPES))
    return text.replace(old, new)


def mutate_op(text, rng):
    names = [(m.start(), m.end(), m.group(0)) for m in re.finditer(r'"stablehlo\.\w+"', text)]
    candidates = [(a, b, n) for a, b, n in names if any(n.strip('"') in g for g in SAME_ARITY)]
    if not candidates:
        return None
    a, b, n = rng.choice(candidates)
    group = next(g for g in SAME_ARITY if n.strip('"') in g)
    return text[:a] + '"%s"' % rng.choice(group) + text[b:]


def mutate_bytes(data, rng, protect=0):
    data = bytearray(data)
    for _ in range(rng.randint(1, 3)):
        kind = rng.random()
        at = rng.randrange(protect, max(protect + 1, len(data)))
        if kind < 0.4 and data:
            data[min(at, len(data) - 1)] = rng.randrange(256)
        elif kind < 0.7:
            data[at:at] = rng.choice([b"[", b"]", b",", b">", b"<", b"(", b"-", b"9", b"x", b"e", b" ", b"\0"])
        elif kind < 0.85:
            del data[at:at + rng.randint(1, 8)]
        else:
            del data[at:]
    return bytes(data)


def npy(shape, values):
    header = "{'descr': '<f4', 'fortran_order': False, 'shape': (%s), }" % "".join("%d, " % d for d in shape)
    header += " " * ((64 - (len(header) + 11) % 64) % 64) + "\n"
    return (b"\x93NUMPY\x01\x00" + struct.pack("<H", len(header)) + header.encode() +
            b"".join(struct.pack("<f", v) for v in values))


def run(cmd, label, failures):
    try:
        out = subprocess.run(cmd, capture_output=True, text=True, errors="replace", timeout=60)
    except subprocess.TimeoutExpired:
        failures.append("%s: timed out: %s" % (label, " ".join(cmd)))
        return
    marked = any(m in out.stderr for m in SANITIZER_MARKS)
    if out.returncode not in (0, 1) or marked:
        failures.append("%s: exit %d: %s\n%s" % (label, out.returncode, " ".join(cmd), out.stderr[-2000:]))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--runs", type=int, default=100)
    ap.add_argument("--out", required=True)
    ap.add_argument("--inputs-program", required=True)
    ap.add_argument("programs", nargs="+")
    a = ap.parse_args()
    rng = random.Random(a.seed)
    os.makedirs(a.out, exist_ok=True)
    corpus = [(p, open(p).read()) for p in a.programs]
    failures = []
    text_input = ("dense<[[1.5, -2.0, 0x7FC00000], [inf, -inf, 1.0e-3]]> : tensor<2x3xf32>\n"
                  "dense<-7> : tensor<i32>\ndense<[true, false, 1]> : tensor<3xi1>\n").encode()
    for i in range(a.runs):
        label = "run %d" % i
        choice = i % 5
        if choice < 3:
            path, text = rng.choice(corpus)
            mutate = [mutate_attribute_int, mutate_type, mutate_op][choice]
            mutated = None
            for _ in range(10):
                mutated = mutate(text, rng)
                if mutated and mutated != text:
                    break
            if not mutated:
                continue
            out = os.path.join(a.out, "m%d.mlir" % i)
            open(out, "w").write(mutated)
            entry = "main"
            run(["hlomem-run", out, "--entry=" + entry, "--print=full", "--memory", "--seed=%d" % i,
                 "--max-ops=1000000"],
                "%s (%s of %s)" % (label, mutate.__name__, os.path.basename(path)), failures)
        elif choice == 3:
            out = os.path.join(a.out, "m%d.txt" % i)
            open(out, "wb").write(mutate_bytes(text_input, rng))
            run(["hlomem-run", a.inputs_program, "--inputs=" + out, "--print=full"], label + " (text)", failures)
        else:
            out = os.path.join(a.out, "m%d.npy" % i)
            open(out, "wb").write(mutate_bytes(npy((2, 3), [1, 2, 3, 4, 5, 6]), rng))
            run(["hlomem-run", a.inputs_program, "--inputs=%s,%s" % (out, out), "--print=full"],
                label + " (npy)", failures)
    for f in failures:
        print("FAILURE", f)
    print("fuzz: %d runs, %d failures" % (a.runs, len(failures)))
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
