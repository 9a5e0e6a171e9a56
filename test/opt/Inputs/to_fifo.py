#!/usr/bin/env python3
"""Runs a command whose argument FIFO stands for a named pipe, reading the
pipe meanwhile; prints the exit status, whether the pipe is still a pipe
afterwards, and what came through it.

usage: to_fifo.py CMD ARG... (an ARG equal to FIFO is replaced by the pipe)
"""
import os
import stat
import subprocess
import sys
import tempfile
import threading

with tempfile.TemporaryDirectory() as tmp:
    fifo = os.path.join(tmp, "out")
    os.mkfifo(fifo)
    got = []
    reader = threading.Thread(target=lambda: got.append(open(fifo).read()), daemon=True)
    reader.start()
    status = subprocess.run([fifo if a == "FIFO" else a for a in sys.argv[1:]]).returncode
    reader.join(timeout=20)
    print("exit status: %d" % status)
    print("still a pipe: %s" % stat.S_ISFIFO(os.lstat(fifo).st_mode))
    print("".join(got))
