#!/usr/bin/env python3
"""XLA's HLO text in and out, measured (docs/benchmarks.md, "XLA's HLO text").

  conformance  the modules of XLA's parser tests (bench/hlo_parser_corpus.py,
               --corpus DIR, extracted by bench/hlo_parser_corpus.py from a
               fetched openxla/xla): the fraction hlomem reads,
               the fraction whose round trip HLO -> hlomem -> HLO -> hlomem
               gives the same module, every other case with the reason; and
               that every module XLA rejects is rejected with a file:line:col
               error, never a crash.
  programs     XLA's benchmark programs (.hlo files given): read time, the
               memory report's peak, hlomem-default's time and peak, round trip.
  speed        reading HLO text against MLIR parsing the same program in
               generic form, on hlomem-gen random modules of N ops printed
               as HLO (N = 100k and 1M by default).

usage: hlo_text.py conformance --corpus DIR [--markdown]
       hlo_text.py programs FILE.hlo...
       hlo_text.py speed [--ops N,N] [--repeat R]
Tools come from build-plain/bin unless HLOMEM_BIN is set.
"""
import os
import re
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BIN = os.environ.get("HLOMEM_BIN", os.path.join(ROOT, "build-plain", "bin"))
OPT = os.path.join(BIN, "hlomem-opt")
GEN = os.path.join(BIN, "hlomem-gen")


def opt(args, stdin=None, timeout=600):
    return subprocess.run([OPT] + args, input=stdin, capture_output=True, timeout=timeout)


def cases(path):
    """(name, text) of a `// ----- NAME` separated file."""
    out, name, lines = [], None, []
    for line in open(path).read().split("\n"):
        if line.startswith("// ----- "):
            if name:
                out.append((name, "\n".join(lines)))
            name, lines = line[9:].strip(), []
        elif name:
            lines.append(line)
    if name:
        out.append((name, "\n".join(lines)))
    return out


def first_error(stderr):
    for line in stderr.decode(errors="replace").split("\n"):
        if "error:" in line:
            return line.split("error:", 1)[1].strip()
    return stderr.decode(errors="replace").strip().split("\n")[0] if stderr else "no message"


def conformance(args):
    if "--corpus" not in args:
        sys.exit("hlo_text.py conformance --corpus DIR: the corpus bench/hlo_parser_corpus.py "
                 "extracts from a fetched openxla/xla (XLA's test data stays out of the "
                 "repository)")
    corpus = args[args.index("--corpus") + 1]
    acc = cases(os.path.join(corpus, "accepted.hlo"))
    read = same = 0
    failures = []
    for name, text in acc:
        data = text.encode()
        a = opt(["--input-form=hlo", "-"], data)
        if a.returncode:
            failures.append((name, "not read: " + first_error(a.stderr)))
            continue
        read += 1
        h = opt(["--input-form=hlo", "-", "--print-form=hlo"], data)
        if h.returncode:
            failures.append((name, "read; not printed: " + first_error(h.stderr)))
            continue
        b = opt(["--input-form=hlo", "-"], h.stdout)
        if b.returncode:
            failures.append((name, "read; printed text not read back: " + first_error(b.stderr)))
        elif a.stdout != b.stdout:
            failures.append((name, "read; round trip gives another module"))
        else:
            same += 1
    rej = cases(os.path.join(corpus, "rejected.hlo"))
    refused = crashed = located = 0
    accepted_bad = []
    for name, text in rej:
        r = opt(["--input-form=hlo", "-"], text.encode())
        if r.returncode == 1:
            refused += 1
            if re.search(r"<stdin>:\d+:\d+: error:", r.stderr.decode(errors="replace")):
                located += 1
        elif r.returncode == 0:
            accepted_bad.append(name)
        else:
            crashed += 1
            accepted_bad.append(name + " (exit %d)" % r.returncode)
    n = len(acc)
    print("XLA's parser tests: %d modules XLA accepts" % n)
    print("  read: %d (%.1f%%)" % (read, 100.0 * read / n))
    print("  round trip identical: %d (%.1f%%)" % (same, 100.0 * same / n))
    print("  modules XLA rejects: %d; refused with an error %d (with line:col %d), "
          "crashed %d, accepted %d" % (len(rej), refused, located, crashed,
                                       len(rej) - refused - crashed))
    print("\nnot read or not identical:")
    for name, why in failures:
        print("  %s: %s" % (name, why))
    if accepted_bad:
        print("\nrejected by XLA, accepted by hlomem (checks XLA's verifier makes):")
        for name in accepted_bad:
            print("  " + name)


def programs(files):
    print("| program | size | read | peak (report) | hlomem-default | peak after | round trip |")
    print("|---|---|---|---|---|---|---|")
    for f in files:
        size = os.path.getsize(f)
        t0 = time.time()
        r = opt([f, "--hlomem-memory-report", "-o", os.devnull])
        t_read = time.time() - t0
        if r.returncode:
            print("| %s | %d KB | fails: %s | | | | |" % (os.path.basename(f), size // 1024,
                                                     first_error(r.stderr)))
            continue
        m = re.search(r"@main: peak ([0-9.]+ \w+)", r.stderr.decode())
        peak = m.group(1) if m else "?"
        t0 = time.time()
        d = opt([f, "--hlomem-default", "--hlomem-memory-report", "-o", os.devnull])
        t_def = time.time() - t0
        ms = re.findall(r"@main: peak ([0-9.]+ \w+)", d.stderr.decode())
        after = ms[-1] if ms and not d.returncode else "fails: " + first_error(d.stderr)
        h = opt([f, "--print-form=hlo"])
        a = opt([f])
        b = opt(["--input-form=hlo", "-"], h.stdout) if not h.returncode else h
        rt = "identical" if not b.returncode and a.stdout == b.stdout else "differs"
        print("| %s | %d KB | %.2f s | %s | %.2f s | %s | %s |" % (
            os.path.basename(f), size // 1024, t_read, peak, t_def, after, rt))


def best_time(args, repeat, stdin=None):
    best = None
    for _ in range(repeat):
        t0 = time.time()
        r = subprocess.run(args, capture_output=True)
        dt = time.time() - t0
        if r.returncode:
            sys.exit("failed: %s\n%s" % (" ".join(args), r.stderr.decode()[:2000]))
        best = dt if best is None else min(best, dt)
    return best


def speed(args):
    sizes = [100000, 1000000]
    if "--ops" in args:
        sizes = [int(x) for x in args[args.index("--ops") + 1].split(",")]
    repeat = int(args[args.index("--repeat") + 1]) if "--repeat" in args else 5
    print("| ops | HLO text | generic MLIR | read HLO text | MLIR parses generic | ratio |")
    print("|---|---|---|---|---|---|")
    with tempfile.TemporaryDirectory() as d:
        for n in sizes:
            gen = os.path.join(d, "g.mlir")
            subprocess.run([GEN, "random", "--ops=%d" % n, "-o", gen], check=True)
            generic = os.path.join(d, "g.generic.mlir")
            hlo = os.path.join(d, "g.hlo")
            subprocess.run([OPT, gen, "--mlir-print-op-generic", "-o", generic], check=True)
            subprocess.run([OPT, gen, "--print-form=hlo", "-o", hlo], check=True)
            # Both runs parse, verify and print nothing else: --print-form
            # of the output does not matter, the timing is the parse.
            t_hlo = best_time([OPT, hlo, "--timing", "-o", os.devnull], 1)
            parse = lambda f: parse_seconds(f, repeat)
            p_hlo, p_gen = parse(hlo), parse(generic)
            print("| %d | %.1f MB | %.1f MB | %.2f s | %.2f s | %.2fx |" % (
                n, os.path.getsize(hlo) / 1e6, os.path.getsize(generic) / 1e6, p_hlo, p_gen,
                p_hlo / p_gen))
            del t_hlo


def parse_seconds(path, repeat):
    """The fastest 'Parser' time --timing reports over `repeat` runs."""
    best = None
    for _ in range(repeat):
        r = subprocess.run([OPT, path, "--timing", "--verify-each=false", "-o", os.devnull],
                           capture_output=True)
        if r.returncode:
            sys.exit("failed on %s: %s" % (path, r.stderr.decode()[:2000]))
        m = re.search(r"^\s*([0-9.]+) \([ 0-9.]+%\)\s+Parser$", r.stderr.decode(), re.M)
        t = float(m.group(1))
        best = t if best is None else min(best, t)
    return best


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    cmd, args = sys.argv[1], sys.argv[2:]
    if cmd == "conformance":
        conformance(args)
    elif cmd == "programs":
        programs(args)
    elif cmd == "speed":
        speed(args)
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()
