#!/usr/bin/env python3
"""A stand-in for hlomem-opt that breaks programs on purpose, to show that
hlomem-diff notices: copies FILE to -o OUT with every 2.0 turned into 2.5."""
import sys

args = sys.argv[1:]
src, out = args[0], args[args.index("-o") + 1]
with open(src) as f, open(out, "w") as g:
    g.write(f.read().replace("dense<2.0>", "dense<2.5>"))
