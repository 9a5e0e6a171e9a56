#!/usr/bin/env python3
"""-o onto a FIFO: hlomem-opt writes into it, as a shell redirection
would, and leaves it a FIFO. Renaming a temporary file over it, as -o
does for regular files, would replace it by a regular file, and for root
would do the same to /dev/null. Prints what a reader of the FIFO got and
what the path is afterwards.

usage: fifo_output.py DIR INPUT.mlir
"""
import os
import stat
import subprocess
import sys
import threading

fifo = os.path.join(sys.argv[1], "out.fifo")
os.mkfifo(fifo)
got = []
reader = threading.Thread(target=lambda: got.append(open(fifo).read()), daemon=True)
reader.start()
rc = subprocess.run(["hlomem-opt", sys.argv[2], "-o", fifo], timeout=60).returncode
reader.join(timeout=20)
print("exit", rc)
print("read:", "".join(got))
print("still a fifo:", stat.S_ISFIFO(os.stat(fifo).st_mode))
