#!/usr/bin/env python3
"""HLO text -> hlomem -> HLO text -> hlomem: the two modules hlomem prints
must be the same text (hlomem numbers SSA values itself, so names are
normalized by construction). Prints one line per file that differs and a
closing line `roundtrip: N same, M differ`; exit status 1 if any differs.

A file of `// ----- NAME` cases (XLA's parser tests) is one case each;
with --count the exit status is 0 however many differ.

usage: roundtrip.py [--input-form=hlo] [--count] FILE...
"""
import subprocess
import sys


def run(args, stdin=None):
    return subprocess.run(["hlomem-opt"] + args, input=stdin, capture_output=True)


def main():
    form = [a for a in sys.argv[1:] if a.startswith("--input-form=")]
    files = [a for a in sys.argv[1:] if not a.startswith("--")]
    cases = []
    for path in files:
        text = open(path, "rb").read()
        if b"\n// ----- " not in text:
            cases.append((path, None))
            continue
        for chunk in text.split(b"\n// ----- ")[1:]:
            name, _, body = chunk.partition(b"\n")
            cases.append((name.decode(), body))
    same = differ = 0
    for path, body in cases:
        src = [path] if body is None else ["-"]
        first = run(form + src, body)
        hlo = run(form + src + ["--print-form=hlo"], body)
        again = run(["--input-form=hlo", "-"], hlo.stdout) if hlo.returncode == 0 else hlo
        if first.returncode or hlo.returncode or again.returncode:
            why = (first.stderr or hlo.stderr or again.stderr).decode().strip().split("\n")[0]
            print("%s: fails: %s" % (path, why))
            differ += 1
        elif first.stdout != again.stdout:
            print("%s: differs after the round trip" % path)
            differ += 1
        else:
            same += 1
    print("roundtrip: %d same, %d differ" % (same, differ))
    return 1 if differ and "--count" not in sys.argv else 0


if __name__ == "__main__":
    sys.exit(main())
