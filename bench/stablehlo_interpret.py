#!/usr/bin/env python3
"""hlomem-run on StableHLO's own interpreter tests.

Runs every file of stablehlo/tests/interpret (and, with --testdata N, a
sample of the JAX-generated programs of stablehlo/testdata) with
`hlomem-run --split-input-file`, as their RUN lines run
`stablehlo-translate --interpret -split-input-file`, and reports for each
file the functions that passed, failed, could not run, and why:

  - passed: every check of the function held;
  - failed: a check failed (a wrong value; the first one is quoted) or the
    run stopped with an error;
  - unsupported: hlomem-run cannot lower the function; the op or type is
    named, and said to be outside hlomem-run's documented scope
    (docs/hlomem-run.md: several processes and collectives, quantization,
    dynamic shapes, f8 types, ...) or a gap inside it;
  - cannot read: a --split-input-file chunk did not parse, with the first
    error (for instance an element type MLIR 19 does not have).

The pass rate is passed / (passed + failed + unsupported) over the
functions hlomem-run could read. Nothing is copied from the checkout: each
file is written to a temporary directory, run, and removed.

usage: bench/stablehlo_interpret.py STABLEHLO [--build build-plain]
           [--testdata N] [--only SUBSTRING] [--timeout S] [--json FILE]
           [--details] [--doc docs/benchmarks.md]

With --doc, the per-file table of stablehlo/tests/interpret, what does not
pass grouped by reason, and the --testdata sample's totals are written
into that file between the stablehlo-interpret markers.

STABLEHLO is a checkout of openxla/stablehlo or its bare git directory
(read at HEAD).
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
INTERPRET = "stablehlo/tests/interpret"
TESTDATA = "stablehlo/testdata"

# Ops and types docs/hlomem-run.md lists as outside hlomem-run's scope:
# several processes (collectives, run_parallel), host transfers, cholesky,
# batch norms, rng, quantization, the CHLO ops other than mulhi and scan,
# dynamic shapes (a dynamic op with shape operands that are not constants
# is refused under its own name), f8/f6/f4 types.
OUT_OF_SCOPE_OPS = re.compile(
    r"^(stablehlo\.(cholesky|batch_norm_\w+|rng|all_gather|all_reduce|all_to_all|"
    r"collective_permute|collective_broadcast|collective_reduce|reduce_scatter|infeed|outfeed|"
    r"send|recv|uniform_quantize|uniform_dequantize|dynamic_\w+|real_dynamic_slice|"
    r"set_dimension_size)|chlo\.(?!mulhi$|scan$)\w+|interpreter\.(run_parallel)|"
    r"quant\.\w+)$")
OUT_OF_SCOPE_TYPE = re.compile(r"[<x](f8\w*|f4\w*|f6\w*|tf32)>|!quant\.|[<x]\?")


class Source:
    """Files of a checkout, or of a bare git directory at HEAD."""

    def __init__(self, path):
        self.path = path
        self.bare = not os.path.isdir(os.path.join(path, "stablehlo"))
        if self.bare and subprocess.run(["git", "-C", path, "rev-parse", "HEAD"],
                                        capture_output=True).returncode != 0:
            sys.exit("stablehlo_interpret: %s is neither a StableHLO checkout nor a git "
                     "directory" % path)

    def list(self, folder):
        if self.bare:
            out = subprocess.run(["git", "-C", self.path, "ls-tree", "-r", "--name-only",
                                  "HEAD", folder + "/"], capture_output=True, text=True).stdout
            names = out.split()
        else:
            names = []
            base = os.path.join(self.path, folder)
            for dirpath, _, files in os.walk(base):
                for f in files:
                    names.append(os.path.relpath(os.path.join(dirpath, f), self.path))
        return sorted(n for n in names if n.endswith(".mlir"))

    def read(self, name):
        if self.bare:
            return subprocess.run(["git", "-C", self.path, "show", "HEAD:" + name],
                                  capture_output=True, text=True, errors="replace").stdout
        with open(os.path.join(self.path, name), errors="replace") as f:
            return f.read()


VERDICT = re.compile(r"^@(?P<name>[^:]+): (?P<kind>passed|FAILED|unsupported|error)"
                     r"(?P<rest>.*)$")
CHUNK = re.compile(r"^chunk at line (?P<line>\d+): cannot read(?P<rest>.*)$")
OP_NAME = re.compile(r"'([\w.]+)' op ")
LOCATION = re.compile(r"^ at \S+?:\d+:\d+: ")


def classify_unsupported(rest):
    """(op or type, in_scope) from an unsupported verdict's reason."""
    m = OP_NAME.search(rest)
    op = m.group(1) if m else "?"
    if "cannot hold" in rest:
        t = re.search(r"has type (\S+)", rest)
        typ = t.group(1).rstrip(",") if t else "?"
        return "type " + typ, not OUT_OF_SCOPE_TYPE.search(typ)
    return op, not OUT_OF_SCOPE_OPS.match(op)


def run_file(hlomem_run, name, text, timeout, tmp):
    """Runs one file; returns its report dict."""
    path = os.path.join(tmp, os.path.basename(name))
    with open(path, "w") as f:
        f.write(text)
    runs = [ln[len("// RUN:"):].strip() for ln in text.split("\n") if ln.startswith("// RUN:")]
    notes = []
    if any("chlo-legalize" in r or "legalize-composite" in r or "stablehlo-opt" in r and
           "interpret" not in r for r in runs):
        notes.append("RUN line transforms the file first (%s)" %
                     "; ".join(r for r in runs if "stablehlo-opt" in r)[:120])
    if any("--args" in r for r in runs):
        notes.append("RUN line passes --args")
    if any(r.startswith("not ") for r in runs):
        notes.append("RUN line expects stablehlo-translate to fail")
    report = {"file": name, "passed": [], "failed": [], "unsupported": [], "unreadable": [],
              "notes": notes}
    try:
        p = subprocess.run([hlomem_run, "--split-input-file", "--print=none",
                            "--max-ops=50000000", path], capture_output=True, text=True,
                           timeout=timeout, errors="replace")
    except subprocess.TimeoutExpired:
        report["failed"].append({"function": "*", "reason": "timed out after %g s" % timeout})
        return report
    finally:
        os.remove(path)
    for line in p.stdout.split("\n"):
        m = VERDICT.match(line)
        if m:
            fn, kind, rest = m.group("name"), m.group("kind"), m.group("rest")
            reason = re.sub(r"^ \([^)]*\)", "", rest).lstrip(" ")
            reason = reason.replace(path, os.path.basename(name))
            if kind == "passed":
                report["passed"].append(fn)
            elif kind == "unsupported":
                what, in_scope = classify_unsupported(rest)
                report["unsupported"].append({"function": fn, "what": what,
                                              "in_scope": in_scope, "reason": reason})
            else:
                report["failed"].append({"function": fn, "reason": ("wrong value " if kind ==
                                         "FAILED" else "error ") + reason})
            continue
        m = CHUNK.match(line)
        if m:
            reason = LOCATION.sub("", m.group("rest").replace(path, os.path.basename(name)))
            report["unreadable"].append({"line": int(m.group("line")),
                                         "reason": reason.lstrip(" :")[:160]})
    if p.returncode != 0 and not (report["failed"] or report["unsupported"] or
                                  report["unreadable"]):
        first = (p.stderr.strip().split("\n") or [""])[0]
        report["failed"].append({"function": "*", "reason": "hlomem-run exited %d: %s" %
                                 (p.returncode, first[:200])})
    return report


def counts(r):
    return (len(r["passed"]), len(r["failed"]), len(r["unsupported"]), len(r["unreadable"]))


def print_report(reports, details, out):
    w = max([len(os.path.basename(r["file"])) for r in reports] + [10])
    out.write("%-*s %6s %6s %6s %9s\n" % (w, "file", "passed", "failed", "unsup", "unreadable"))
    tot = [0, 0, 0, 0]
    for r in reports:
        c = counts(r)
        tot = [a + b for a, b in zip(tot, c)]
        extra = ""
        if r["unreadable"]:
            extra = "  cannot read: " + r["unreadable"][0]["reason"][:80]
        out.write("%-*s %6d %6d %6d %9d%s\n" % (w, os.path.basename(r["file"]), *c, extra))
        if details or c[1]:
            for f in r["failed"]:
                out.write("    FAILED @%s: %s\n" % (f["function"], f["reason"][:300]))
        if details:
            for u in r["unsupported"]:
                out.write("    unsupported @%s: %s (%s)\n" % (
                    u["function"], u["what"], "a gap" if u["in_scope"] else "out of scope"))
        for n in r["notes"]:
            if details or c[1]:
                out.write("    note: %s\n" % n)
    ran = tot[0] + tot[1] + tot[2]
    out.write("\n%d files: %d functions passed, %d failed, %d unsupported; %d chunk%s unreadable\n"
              % (len(reports), *tot, "" if tot[3] == 1 else "s"))
    if ran:
        out.write("pass rate: %d/%d = %.1f%% of the functions read\n" %
                  (tot[0], ran, 100.0 * tot[0] / ran))
    ops = {}
    for r in reports:
        for u in r["unsupported"]:
            key = (u["what"], u["in_scope"])
            ops[key] = ops.get(key, 0) + 1
    if ops:
        out.write("unsupported, by op or type (functions):\n")
        for (what, in_scope), n in sorted(ops.items(), key=lambda kv: (-kv[1], kv[0])):
            out.write("  %-40s %4d  %s\n" % (what, n, "gap in scope" if in_scope else
                                           "outside the documented scope"))
    reasons = {}
    for r in reports:
        for u in r["unreadable"]:
            reasons[u["reason"]] = reasons.get(u["reason"], 0) + 1
    if reasons:
        out.write("unreadable chunks, by reason:\n")
        for why, n in sorted(reasons.items(), key=lambda kv: (-kv[1], kv[0])):
            out.write("  %4d  %s\n" % (n, why))


def reason_of(what, in_scope):
    """The group an unsupported op or type falls in, for the doc."""
    if what == "interpreter.run_parallel":
        return "several processes (interpreter.run_parallel: collectives, infeed, outfeed, " \
               "send, recv, replica and partition ids across processes)"
    if "!quant." in what or "quantize" in what:
        return "quantized types and ops"
    if re.search(r"[<x]f8", what):
        return "f8 element types"
    if re.search(r"[<x]\?", what):
        return "dynamic shapes"
    if what.startswith("chlo."):
        return "CHLO ops other than mulhi and scan (the files' RUN lines lower them with " \
               "stablehlo-opt first)"
    return ("a gap in hlomem-run's scope: " if in_scope else "outside the documented scope: ") \
        + what


def grouped(reports):
    """{reason: {file: count}} over unsupported functions and unreadable chunks."""
    groups = {}
    for r in reports:
        base = os.path.basename(r["file"])
        for u in r["unsupported"]:
            g = groups.setdefault(reason_of(u["what"], u["in_scope"]), {})
            g[base] = g.get(base, 0) + 1
        for f in r["failed"]:
            g = groups.setdefault("failed: " + f["reason"][:120], {})
            g[base] = g.get(base, 0) + 1
        for u in r["unreadable"]:
            g = groups.setdefault("cannot be read: " + u["reason"], {})
            g[base] = g.get(base, 0) + 1
    return groups


def doc_section(src, interpret, testdata, ntestdata):
    head = subprocess.run(["git", "-C", src.path, "rev-parse", "--short=9", "HEAD"],
                          capture_output=True, text=True).stdout.strip() or "?"
    out = ["Generated by `bench/stablehlo_interpret.py STABLEHLO --testdata %d --doc "
           "docs/benchmarks.md` on StableHLO at commit %s. A function passes when it runs "
           "and all its checks hold; the pass rate is over the functions hlomem-run could "
           "read (passed, failed, unsupported); unreadable counts `// -----` chunks." %
           (ntestdata, head), "",
           "| file | passed | failed | unsupported | unreadable | pass rate |",
           "|---|---:|---:|---:|---:|---:|"]
    tot = [0, 0, 0, 0]
    for r in interpret:
        c = counts(r)
        tot = [a + b for a, b in zip(tot, c)]
        ran = c[0] + c[1] + c[2]
        out.append("| %s | %d | %d | %d | %d | %s |" % (
            r["file"][len(INTERPRET) + 1:], *c, "%.0f%%" % (100.0 * c[0] / ran) if ran else "-"))
    ran = tot[0] + tot[1] + tot[2]
    out.append("| **%d files** | **%d** | **%d** | **%d** | **%d** | **%.1f%%** |" % (
        len(interpret), *tot, 100.0 * tot[0] / ran if ran else 0.0))
    out += ["", "What does not pass, by reason (functions, or chunks when they cannot be read):",
            ""]
    for why, files in sorted(grouped(interpret).items(), key=lambda kv: -sum(kv[1].values())):
        out.append("- %s: %d (%s)" % (why, sum(files.values()), ", ".join(
            "%s %d" % (f, n) if n > 1 else f for f, n in sorted(files.items()))))
    if testdata:
        t = [0, 0, 0, 0]
        for r in testdata:
            t = [a + b for a, b in zip(t, counts(r))]
        ran = t[0] + t[1] + t[2]
        out += ["", "JAX's programs (`stablehlo/testdata`, %d files, every k-th of the sorted "
                "list; their checks are the `check.*` custom calls with the tolerances the files "
                "give): %d passed, %d failed, %d unsupported, %d chunks unreadable; pass rate "
                "%.1f%%. What does not pass:" % (len(testdata), *t, 100.0 * t[0] / ran if ran
                                                  else 0.0), ""]
        for why, files in sorted(grouped(testdata).items(), key=lambda kv: -sum(kv[1].values())):
            out.append("- %s: %d" % (why, sum(files.values())))
    return "\n".join(out) + "\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("stablehlo", help="StableHLO checkout or bare git directory")
    ap.add_argument("--build", default=os.path.join(ROOT, "build-plain"))
    ap.add_argument("--testdata", type=int, default=0, metavar="N",
                    help="also run N files of stablehlo/testdata (every k-th, sorted)")
    ap.add_argument("--only", default="", help="run only files whose path contains this")
    ap.add_argument("--timeout", type=float, default=120.0, help="seconds per file")
    ap.add_argument("--json", default="", help="write the reports as JSON to this file")
    ap.add_argument("--details", action="store_true",
                    help="list every failure, unsupported function and note")
    ap.add_argument("--doc", default="", help="write the results into this Markdown file")
    a = ap.parse_args()
    hlomem_run = os.path.join(a.build, "bin", "hlomem-run")
    if not os.access(hlomem_run, os.X_OK):
        sys.exit("stablehlo_interpret: no %s; build first (scripts/build.sh plain)" % hlomem_run)
    src = Source(a.stablehlo)
    files = src.list(INTERPRET)
    if a.testdata > 0:
        data = src.list(TESTDATA)
        step = max(1, len(data) // a.testdata)
        files += data[::step][:a.testdata]
    files = [f for f in files if a.only in f]
    if not files:
        sys.exit("stablehlo_interpret: no test files under %s" % a.stablehlo)
    reports = []
    with tempfile.TemporaryDirectory(prefix="hlomem-stablehlo-") as tmp:
        for name in files:
            reports.append(run_file(hlomem_run, name, src.read(name), a.timeout, tmp))
    print_report(reports, a.details, sys.stdout)
    if a.json:
        with open(a.json, "w") as f:
            json.dump(reports, f, indent=1)
    if a.doc:
        sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
        import opt_scaling
        interpret = [r for r in reports if r["file"].startswith(INTERPRET + "/")]
        testdata = [r for r in reports if r["file"].startswith(TESTDATA + "/")]
        opt_scaling.write_section(a.doc, "stablehlo-interpret",
                                  doc_section(src, interpret, testdata, a.testdata))


if __name__ == "__main__":
    main()
