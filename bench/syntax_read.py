#!/usr/bin/env python3
"""Reading StableHLO's pretty form against MLIR parsing the generic form.

For each kind and size: hlomem-gen writes the program, hlomem-opt prints
it in pretty form (--print-form=pretty) and in generic form
(--mlir-print-op-generic) from the same IR, and `hlomem-opt FILE --timing`
reads each --repeat times. The figure is the "Parser" row of --timing
(minimum over the runs): for generic text that is MLIR's parser (after the
syntax layer's pass over text it leaves unchanged), for pretty text the
translation to generic text plus MLIR's parser on it. The ratio
pretty/generic is the cost of the pretty form; the target is at most 1.3.

Wall times on a shared machine are noisy; --callgrind N adds instruction
counts (valgrind --tool=callgrind, exact and load-independent) of reading
an N-op program of each kind in each form: MLIR's parser, the syntax layer
(translation, or the scan that lets generic text through), and their sum
(section syntax-read-instructions). --sizes '' skips the wall times.

usage: bench/syntax_read.py [--build build-plain] [--sizes 100000,1000000]
                            [--kinds random,gpt2] [--repeat 3] [--callgrind 5000]
                            [--no-write]
Writes the tables into docs/benchmarks.md (section syntax-read).
"""
import argparse
import os
import platform
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import opt_scaling as common  # noqa: E402

ROOT = common.ROOT


def parser_seconds(opt, path):
    _, rss, err = common.run([opt, path, "--timing", "-o", "/dev/null"])
    rows = dict((name, s) for s, name in common.timing_rows(err))
    return rows["Parser"], rss


def measure(a, tmp, kind, target):
    gen = os.path.join(a.build, "bin", "hlomem-gen")
    opt = os.path.join(a.build, "bin", "hlomem-opt")
    src = os.path.join(tmp, "%s-%d.gen.mlir" % (kind, target))
    _, _, err = common.run([gen] + common.generator_args(gen, kind, target) + ["--stats", "-o", src])
    ops = common.generated_ops(err)
    pretty = os.path.join(tmp, "%s-%d.pretty.mlir" % (kind, target))
    generic = os.path.join(tmp, "%s-%d.generic.mlir" % (kind, target))
    common.run([opt, src, "--print-form=pretty", "-o", pretty])
    common.run([opt, src, "--mlir-print-op-generic", "-o", generic])
    os.remove(src)
    times = {"pretty": [], "generic": []}
    for _ in range(a.repeat):
        for form, path in (("generic", generic), ("pretty", pretty)):
            times[form].append(parser_seconds(opt, path)[0])
    row = {"kind": kind, "ops": ops,
           "generic_mb": os.path.getsize(generic) / 1e6, "pretty_mb": os.path.getsize(pretty) / 1e6,
           "generic_s": min(times["generic"]), "pretty_s": min(times["pretty"])}
    row["ratio"] = row["pretty_s"] / row["generic_s"]
    for p in (pretty, generic):
        os.remove(p)
    print("%-7s %9d ops  generic %7.1f MB %7.2f s  pretty %7.1f MB %7.2f s  ratio %.2f" % (
        kind, ops, row["generic_mb"], row["generic_s"], row["pretty_mb"], row["pretty_s"],
        row["ratio"]), flush=True)
    return row


def inclusive(out, symbol):
    """Inclusive instruction count of `symbol` in a callgrind profile."""
    text = subprocess.run(["callgrind_annotate", "--inclusive=yes", out], capture_output=True,
                          text=True).stdout
    for line in text.splitlines():
        if re.search(r"[:?]%s \[" % re.escape(symbol), line):
            return int(line.split()[0].replace(",", ""))
    return 0


def callgrind(a, tmp, kind, n):
    gen = os.path.join(a.build, "bin", "hlomem-gen")
    opt = os.path.join(a.build, "bin", "hlomem-opt")
    src = os.path.join(tmp, "cg.gen.mlir")
    _, _, err = common.run([gen] + common.generator_args(gen, kind, n) + ["--stats", "-o", src])
    ops = common.generated_ops(err)
    rows = []
    for form, flag in (("generic", "--mlir-print-op-generic"), ("pretty", "--print-form=pretty")):
        path = os.path.join(tmp, "cg.%s.mlir" % form)
        common.run([opt, src, flag, "-o", path])
        out = os.path.join(tmp, "cg.%s.out" % form)
        subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=" + out, opt, path,
                        "--emit-bytecode", "-o", "/dev/null"], capture_output=True, check=True)
        total = inclusive(out, "hlo_parse_module")
        mlir = inclusive(out, "mlirOperationCreateParse")
        rows.append((kind, ops, form, mlir, total - mlir, total))
    return rows


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", default=os.path.join(ROOT, "build-plain"))
    ap.add_argument("--sizes", default="100000,1000000")
    ap.add_argument("--kinds", default="random,gpt2")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--callgrind", type=int, default=0)
    ap.add_argument("--no-write", action="store_true")
    a = ap.parse_args()
    rows = []
    sizes = [int(s) for s in a.sizes.split(",") if s]
    with tempfile.TemporaryDirectory() as tmp:
        for kind in a.kinds.split(","):
            for size in sizes:
                rows.append(measure(a, tmp, kind, size))
    if a.callgrind:
        with tempfile.TemporaryDirectory() as tmp:
            cg = [r for kind in a.kinds.split(",") for r in callgrind(a, tmp, kind, a.callgrind)]
        lines = ["## Reading the pretty form: instructions", "",
                 "`bench/syntax_read.py --callgrind N`: instructions (valgrind --tool=callgrind, "
                 "exact, independent of the machine's load) of `hlo_parse_module` reading a program "
                 "of about N ops in each form: MLIR's parser, the syntax layer (translation, or the "
                 "scan that lets generic text through), their sum, and the sum over MLIR's parse of "
                 "the generic form. Target: at most 1.3.", "",
                 "| program | ops | form | MLIR's parser | syntax layer | total | total / MLIR on generic |",
                 "|---|---:|---|---:|---:|---:|---:|"]
        base = {}
        for kind, ops, form, mlir, layer, total in cg:
            if form == "generic":
                base[kind] = mlir
            lines.append("| %s | %d | %s | %.1fM | %.1fM | %.1fM | %.2f |" % (
                kind, ops, form, mlir / 1e6, layer / 1e6, total / 1e6, total / base[kind]))
        text = "\n".join(lines) + "\n"
        print(text)
        if not a.no_write:
            common.write_section(os.path.join(ROOT, "docs", "benchmarks.md"),
                                 "syntax-read-instructions", text)
    if not rows:
        return 0
    lines = ["## Reading the pretty form", "",
             "`bench/syntax_read.py`: the same program (hlomem-gen, printed by hlomem-opt in both "
             "forms) read by `hlomem-opt --timing`; the Parser row, minimum of %d runs, on %s with "
             "%d cores shared with other jobs. Pretty = translation to generic text + MLIR's parser; "
             "generic = MLIR's parser (after the scan that finds nothing to translate). Target: "
             "ratio at most 1.3. Wall times on this shared machine move by tens of percent from one "
             "run to the next; the instruction counts (--callgrind) are the reliable comparison." % (a.repeat, platform.machine(), os.cpu_count()), "",
             "| program | ops | generic MB | generic s | pretty MB | pretty s | pretty / generic |",
             "|---|---:|---:|---:|---:|---:|---:|"]
    for r in rows:
        lines.append("| %s | %d | %.1f | %.2f | %.1f | %.2f | %.2f |" % (
            r["kind"], r["ops"], r["generic_mb"], r["generic_s"], r["pretty_mb"], r["pretty_s"],
            r["ratio"]))
    text = "\n".join(lines) + "\n"
    print(text)
    if not a.no_write:
        common.write_section(os.path.join(ROOT, "docs", "benchmarks.md"), "syntax-read", text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
