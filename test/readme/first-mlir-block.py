#!/usr/bin/env python3
"""Prints the first ```mlir block of a Markdown file."""
import re
import sys

text = open(sys.argv[1]).read()
block = re.search(r"^```mlir\n(.*?)^```", text, re.S | re.M)
if not block:
    sys.exit("%s: no ```mlir block" % sys.argv[1])
sys.stdout.write(block.group(1))
