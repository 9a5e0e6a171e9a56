#!/usr/bin/env python3
"""Mutation fuzzing of the HLO text reader and printer: hlomem-opt must
answer every mutated HLO module with exit status 0 or 1, never a crash,
a hang, or a sanitizer report: reading it, printing what it read back as
HLO text, and running the memory report on it.

Programs are HLO files and the `// ----- NAME` cases of corpus files.
Mutations (one to five per case): a line deleted or repeated elsewhere,
the text cut short, a character deleted or inserted (brackets, quotes,
commas, '#', '%'), an integer changed to a boundary value, an opcode
renamed to another, a shape's dimensions or element type replaced.

usage: mutate_hlo.py --seed N --cases N --out DIR FILE.hlo...
"""
import argparse
import os
import random
import re
import subprocess
import sys

SANITIZER_MARKS = ("AddressSanitizer", "LeakSanitizer", "runtime error:",
                   "UndefinedBehaviorSanitizer", "PLEASE submit a bug report", "LLVM ERROR")
RUNS = [[], ["--print-form=hlo"], ["--hlomem-memory-report", "--hlomem-dce"]]
OPCODES = ["add", "tuple", "get-tuple-element", "reduce", "while", "fusion", "broadcast",
           "dynamic-slice", "dot", "convolution", "constant", "parameter", "custom-call",
           "all-reduce", "async-start", "async-done", "sort", "gather", "scatter", "conditional",
           "call", "bitcast", "copy", "opt-barrier", "iota", "slice", "pad", "reverse"]
VALUES = ["0", "1", "2", "3", "-1", "7", "64", "4294967296", "9223372036854775807",
          "-9223372036854775808", "99999999999999999999"]
CHARS = "{}[]()\",#%=:<>-_x.\n"
INTEGER = re.compile(r"(?<![A-Za-z_%#\d])-?\d+")
SHAPE = re.compile(r"\b(pred|[suf]\d+|bf16|c64|token)\[([0-9,<=?]*)\]")


def mutate(rng, text):
    lines = text.split("\n")
    for _ in range(rng.randint(1, 5)):
        kind, i = rng.randrange(8), rng.randrange(len(lines))
        line = lines[i]
        if kind == 0 and len(lines) > 3:
            del lines[i]
        elif kind == 1:
            lines.insert(i, lines[rng.randrange(len(lines))])
        elif kind == 2:
            joined = "\n".join(lines)
            lines = joined[:rng.randrange(len(joined) + 1)].split("\n")
        elif kind == 3 and line:
            j = rng.randrange(len(line))
            lines[i] = line[:j] + (rng.choice(CHARS) if rng.random() < 0.6 else "") + line[j + 1:]
        elif kind == 4:
            found = list(INTEGER.finditer(line))
            if found:
                m = rng.choice(found)
                lines[i] = line[:m.start()] + rng.choice(VALUES) + line[m.end():]
        elif kind == 5:
            m = re.search(r"\s([a-z][a-z-]*)\(", line)
            if m:
                lines[i] = line[:m.start(1)] + rng.choice(OPCODES) + line[m.end(1):]
        elif kind == 6:
            found = list(SHAPE.finditer(line))
            if found:
                m = rng.choice(found)
                dims = rng.choice(["", "1", "0", "2,2", "<=4", "?", m.group(2) + ",3"])
                lines[i] = line[:m.start(2)] + dims + line[m.end(2):]
        else:
            found = list(SHAPE.finditer(line))
            if found:
                m = rng.choice(found)
                elem = rng.choice(["pred", "s4", "u8", "f16", "bf16", "f64", "c64", "token",
                                   "f8e4m3fn", "f8e8m0fnu", "opaque", "tuple"])
                lines[i] = line[:m.start(1)] + elem + line[m.end(1):]
    return "\n".join(lines)


def failure(path, run):
    """None if hlomem-opt answered properly, else what went wrong."""
    try:
        r = subprocess.run(["hlomem-opt", "--input-form=hlo", path] + run + ["-o", os.devnull],
                           capture_output=True, text=True, timeout=60)
    except subprocess.TimeoutExpired:
        return "no answer within 60 s"
    if r.returncode not in (0, 1):
        return "exit status %d: %s" % (r.returncode, r.stderr[-2000:])
    for mark in SANITIZER_MARKS:
        if mark in r.stderr:
            return r.stderr[-2000:]
    return None


def programs_of(path):
    text = open(path).read()
    if "// ----- " not in text:
        return [text]
    return [c.split("\n", 1)[1] for c in text.split("// ----- ")[1:] if "\n" in c]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, required=True)
    ap.add_argument("--cases", type=int, required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("files", nargs="+")
    a = ap.parse_args()
    rng = random.Random(a.seed)
    programs = []
    for f in a.files:
        programs += programs_of(f)
    failures = 0
    path = os.path.join(a.out, "mutant.hlo")
    for case in range(a.cases):
        with open(path, "w") as fh:
            fh.write(mutate(rng, rng.choice(programs)))
        for run in RUNS:
            why = failure(path, run)
            if why:
                failures += 1
                kept = os.path.join(a.out, "failure%d.hlo" % failures)
                os.replace(path, kept)
                print("fuzz-hlo: case %d, %s: %s\n%s" % (case, kept, " ".join(run), why))
                break
    print("fuzz-hlo: %d cases, %d failures" % (a.cases, failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
