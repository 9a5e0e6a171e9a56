#!/usr/bin/env python3
"""stablehlo_corpus: how much of StableHLO's own test suite hlomem-opt reads.

usage: stablehlo_corpus.py STABLEHLO_CHECKOUT [--opt build-plain/bin/hlomem-opt]
                           [--failures N] [--jobs N]

STABLEHLO_CHECKOUT is a plain checkout or a bare git repository (files are
then read with `git show HEAD:path`). Every .mlir file of
stablehlo/tests/*.mlir, stablehlo/tests/interpret/*.mlir and
stablehlo/testdata/*.mlir is taken, except files that are not meant to be
read as valid IR or that MLIR 19 cannot type:

  - files with `expected-error` (tests of invalid IR: they are meant to fail),
  - files using element types MLIR 19 does not have (f4E2M1FN, f6E2M3FN,
    f6E3M2FN, f8E8M0FNU, f8E3M4).

For each file (split on `// -----` as the suite does):
  read       hlomem-opt --verify-each=false reads every chunk
  round trip the generic print of the file equals the generic print of its
             pretty print (pretty -> read -> generic is the identity);
             "same up to placement": equal but for attributes that the file
             gave in {...} and the pretty form reads into <{...}> properties
             (both are how StableHLO holds them; stablehlo-opt moves them too)

Prints per-directory counts and the failures with the first line of their
error, and writes them into docs/benchmarks.md (section stablehlo-corpus;
--no-write: print only). Nothing here is a test.
"""
import argparse
import collections
import concurrent.futures
import os
import subprocess
import sys
import tempfile

NEW_TYPES = ("f4E2M1FN", "f6E2M3FN", "f6E3M2FN", "f8E8M0FNU", "f8E3M4")
DIRS = ("stablehlo/tests", "stablehlo/tests/interpret", "stablehlo/testdata")


def list_files(root):
    bare = not os.path.isdir(os.path.join(root, "stablehlo"))
    if bare:
        out = subprocess.run(["git", "-C", root, "ls-tree", "-r", "--name-only", "HEAD", "stablehlo"],
                             capture_output=True, text=True, check=True).stdout.split()
    else:
        out = []
        for d in DIRS:
            full = os.path.join(root, d)
            out += [os.path.join(d, f) for f in os.listdir(full)]
    files = [f for f in out if f.endswith(".mlir") and os.path.dirname(f) in DIRS]
    return sorted(files), bare


def read_texts(root, bare, paths):
    """path -> text; from a bare repository through one `git cat-file --batch`."""
    if not bare:
        out = {}
        for p in paths:
            with open(os.path.join(root, p), encoding="utf-8", errors="replace") as f:
                out[p] = f.read()
        return out
    proc = subprocess.Popen(["git", "-C", root, "cat-file", "--batch"], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE)
    out = {}
    for p in paths:
        proc.stdin.write(("HEAD:%s\n" % p).encode())
        proc.stdin.flush()
        header = proc.stdout.readline().split()
        if len(header) < 3 or header[1] != b"blob":
            sys.exit("cannot read %s from %s" % (p, root))
        data = proc.stdout.read(int(header[2]))
        proc.stdout.read(1)
        out[p] = data.decode("utf-8", "replace")
    proc.stdin.close()
    proc.wait()
    return out


def run(opt, args, text):
    p = subprocess.run([opt, "--verify-each=false", "--split-input-file"] + args + ["-"],
                       input=text.encode(), capture_output=True, timeout=120)
    return p.returncode, p.stdout.decode("utf-8", "replace"), p.stderr.decode("utf-8", "replace")


def split_top(s):
    out, depth, cur = [], 0, ""
    for c in s:
        if c in "([{<":
            depth += 1
        elif c in ")]}>":
            depth -= 1
        if c == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
        else:
            cur += c
    return out + ([cur.strip()] if cur.strip() else [])


def attributes_merged(line):
    """The line with an op's <{properties}> and {attributes} merged into one
    sorted dictionary: where an attribute lives (property or discardable)
    is all that is left out of the comparison."""
    q = line.find('"')
    if q < 0:
        return line
    q = line.find(")", q)
    head, rest = line[:q + 1], line[q + 1:]
    entries, out, i = [], "", 0
    while i < len(rest):
        if rest.startswith(" <{", i) or (rest.startswith(" {", i) and not rest.startswith(" {{", i)):
            start = i + (3 if rest.startswith(" <{", i) else 2)
            depth, j = 1, start
            while j < len(rest) and depth:
                depth += {"{": 1, "}": -1}.get(rest[j], 0)
                j += 1
            entries += split_top(rest[start:j - 1])
            i = j + (1 if rest.startswith(" <{", start - 3) and j < len(rest) and rest[j] == ">" else 0)
            continue
        out += rest[i]
        i += 1
    return head + (" {%s}" % ", ".join(sorted(entries)) if entries else "") + out


def first_error(err):
    for line in err.splitlines():
        if "error:" in line:
            return line.strip()[:200]
    return (err.strip().splitlines() or ["(no message)"])[0][:200]


def check(opt, path, text):
    rc, generic, err = run(opt, ["--mlir-print-op-generic"], text)
    if rc != 0:
        return path, "read", first_error(err)
    rc, pretty, err = run(opt, ["--print-form=pretty"], text)
    if rc != 0:
        return path, "print", first_error(err)
    rc, generic2, err = run(opt, ["--mlir-print-op-generic"], pretty)
    if rc != 0:
        return path, "reread", first_error(err)
    if generic2 != generic:
        a, b = generic.splitlines(), generic2.splitlines()
        if len(a) == len(b) and all(attributes_merged(x) == attributes_merged(y) for x, y in zip(a, b)):
            return path, "placement", ""
        i = next((k for k in range(min(len(a), len(b))) if a[k] != b[k]), min(len(a), len(b)))
        return path, "differs", "line %d: %s" % (i + 1, (b[i] if i < len(b) else "<end>")[:160])
    return path, "ok", ""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("checkout")
    ap.add_argument("--opt", default=os.path.join(os.path.dirname(__file__), "..", "build-plain",
                                                  "bin", "hlomem-opt"))
    ap.add_argument("--failures", type=int, default=40)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--no-write", action="store_true")
    ap.add_argument("--sample", type=int, default=0,
                    help="take every Nth file only (a quick look; 0: all)")
    a = ap.parse_args()
    files, bare = list_files(a.checkout)
    if a.sample > 1:
        files = files[::a.sample]
    texts, excluded = {}, collections.Counter()
    all_texts = read_texts(a.checkout, bare, files)
    for f in files:
        t = all_texts[f]
        if "expected-error" in t:
            excluded["expected-error (invalid IR by design)"] += 1
        elif any(ty in t for ty in NEW_TYPES):
            excluded["element types newer than MLIR 19"] += 1
        else:
            texts[f] = t
    results = []
    with concurrent.futures.ThreadPoolExecutor(a.jobs) as ex:
        for r in ex.map(lambda f: check(a.opt, f, texts[f]), texts):
            results.append(r)
    by_dir = collections.defaultdict(collections.Counter)
    for path, status, _ in results:
        by_dir[os.path.dirname(path)][status] += 1
    report = []

    def say(line):
        print(line)
        report.append(line)

    head = subprocess.run(["git", "-C", a.checkout, "rev-parse", "--short", "HEAD"],
                          capture_output=True, text=True).stdout.strip()
    excl = ", ".join("%d %s" % (n, why) for why, n in excluded.items()) or "none"
    print("excluded: %s" % excl)
    say("| directory | files | read | round trip | up to attribute placement |")
    say("|---|---:|---:|---:|---:|")
    tot = collections.Counter()
    rows = [(d, by_dir[d]) for d in DIRS] + [("all", None)]
    for d, c in rows:
        if c is None:
            c = tot
        else:
            tot.update(c)
        n = sum(v for k, v in c.items())
        read = n - c["read"]
        say("| %s | %d | %.1f%% | %.1f%% | %.1f%% |" % (
            d, n, 100.0 * read / max(n, 1), 100.0 * c["ok"] / max(n, 1),
            100.0 * (c["ok"] + c["placement"]) / max(n, 1)))
    fails = [r for r in results if r[1] not in ("ok", "placement")]
    reasons = collections.Counter(r[1] for r in fails)
    print("failures by stage: %s" % dict(reasons))
    say("")
    say("Failures (%s):" % (", ".join("%d %s" % (n, k) for k, n in reasons.items()) or "none"))
    say("")
    for path, status, why in fails[:a.failures]:
        say("- `%s` (%s): %s" % (path, status, why.replace("<stdin>", "").replace("|", "/")))
    if not a.no_write:
        text = "\n".join([
            "## StableHLO's own suite",
            "",
            "`bench/stablehlo_corpus.py` on a StableHLO checkout (commit %s): every `.mlir` of "
            "`stablehlo/tests`, `stablehlo/tests/interpret` and `stablehlo/testdata`, split on "
            "`// -----`, read by `hlomem-opt --verify-each=false`; round trip: the generic print "
            "of the file equals the generic print of its pretty print. Excluded by what they "
            "are: %s." % (head, excl), ""] + report) + "\n"
        sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
        import opt_scaling
        opt_scaling.write_section(os.path.join(opt_scaling.ROOT, "docs", "benchmarks.md"),
                                  "stablehlo-corpus", text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
