#!/usr/bin/env python3
"""HLO text -> hlomem -> HLO text -> hlomem: the two modules hlomem prints
must be the same text (hlomem numbers SSA values itself, so names are
normalized by construction). Prints one line per file that differs and a
closing line `roundtrip: N same, M differ`; exit status 1 if any differs.

usage: roundtrip.py [--input-form=hlo] FILE...
"""
import subprocess
import sys


def run(args, stdin=None):
    return subprocess.run(["hlomem-opt"] + args, input=stdin, capture_output=True)


def main():
    form = [a for a in sys.argv[1:] if a.startswith("--input-form=")]
    files = [a for a in sys.argv[1:] if not a.startswith("--")]
    same = differ = 0
    for path in files:
        first = run(form + [path])
        hlo = run(form + [path, "--print-form=hlo"])
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
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
