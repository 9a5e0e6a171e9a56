"""Compares the passes and options of `hlomem-opt --help` with those of
`hlomem-opt --list-passes`: both come from the pass registry, through two
printers, and must name the same passes, pipelines and options.

usage: help_matches_list.py HELP_TEXT LIST_TEXT
"""
import re
import sys


def parse_help(text):
    passes, current = {}, None
    section = text.split("  Compiler passes to run\n", 1)[1]
    for line in section.splitlines():
        m = re.match(r"^      --([\w-]+) +-   ", line)
        if m:
            current = passes.setdefault(m.group(1), set())
            continue
        m = re.match(r"^        --([\w-]+)(=<\w+>)? +- ", line)
        if m and current is not None:
            current.add(m.group(1))
    return passes


def parse_list(text):
    passes, current = {}, None
    for line in text.splitlines():
        m = re.match(r"^  ([\w-]+)(  \(on [\w.]+\))?$", line)
        if m:
            current = passes.setdefault(m.group(1), set())
            continue
        m = re.match(r"^      ([\w-]+)(=[\w|]+)?  ", line)
        if m and current is not None:
            current.add(m.group(1))
    return passes


def main():
    help_passes = parse_help(open(sys.argv[1]).read())
    list_passes = parse_list(open(sys.argv[2]).read())
    ok = True
    for name in sorted(set(help_passes) | set(list_passes)):
        h, l = help_passes.get(name), list_passes.get(name)
        if h is None or l is None:
            print(f"{name}: only in {'--list-passes' if h is None else '--help'}")
            ok = False
        elif h != l:
            print(f"{name}: options differ: --help {sorted(h)}, --list-passes {sorted(l)}")
            ok = False
    options = sum(len(v) for v in help_passes.values())
    print(f"{len(help_passes)} passes and pipelines, {options} options: "
          + ("the same in both" if ok else "MISMATCH"))
    return 0 if ok else 1


sys.exit(main())
