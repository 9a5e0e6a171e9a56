#!/usr/bin/env python3
"""Runs the shell commands of Markdown files, as a reader would type them.

doc-commands.py --bin DIR --src ROOT --step FILE --work DIR FILE.md...

A command is every line of a ```sh (bash, shell) block, and every line
starting with `$ ` in any other block; a line ending in `\\`, `|`, `&&` or
`||` goes on with the next. `<!-- not run: REASON -->` as the last line
before a block skips the block, `not run: REASON` in the comment ending a
line (`# not run: ...`, `# what it does; not run: ...`) skips that command;
both are listed with their reason.

Each file's commands run in order, in a scratch directory of their own
holding step.mlir (the README's first example) and links to the top of the
source tree (examples/, test/, ...), with `bash -o pipefail`, tools from
--bin first on the PATH (build-plain/bin/ in a command means --bin). A
command fails on a non-zero exit or when an output it promises (`-o FILE`,
`out=FILE`, `svg=FILE`) is not written. Exits 1 if any command failed.
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import time

FENCE = re.compile(r"^\s*```\s*([\w+-]*)")
BLOCK_SKIP = re.compile(r"^\s*<!--\s*not run:\s*(.*?)\s*-->\s*$")
LINE_SKIP = re.compile(r"#.*?\bnot run:\s*(.*)$")
SHELL = {"sh", "bash", "shell"}
CONTINUED = re.compile(r"(\\|\||&&)\s*$")
BUILD_BIN = re.compile(r"(?<![\w/.-])build-[\w-]+/bin/")
OUTPUTS = [re.compile(r"(?:^|\s)-o[=\s]\s*['\"]?([^\s'\"]+)"),
           re.compile(r"\b(?:out|svg)=([^\s'\"{}(),]+)")]
NOT_FILES = {"-", "/dev/null", "/dev/stdout", "/dev/stderr"}
TIMEOUT = 600


def commands(path):
    """Yields (line number, command, skip reason or None) of a Markdown file."""
    lines = open(path, encoding="utf-8").read().split("\n")
    i, last_text = 0, ""
    while i < len(lines):
        fence = FENCE.match(lines[i])
        if not fence:
            if lines[i].strip():
                last_text = lines[i]
            i += 1
            continue
        skip = BLOCK_SKIP.match(last_text)
        shell = fence.group(1) in SHELL
        i += 1
        while i < len(lines) and not FENCE.match(lines[i]):
            line, start = lines[i], i + 1
            i += 1
            if shell:
                text = line.strip()
                if not text or text.startswith("#"):
                    continue
            elif line.lstrip().startswith("$ "):
                text = line.lstrip()[2:].strip()
            else:
                continue
            while CONTINUED.search(text) and i < len(lines) and not FENCE.match(lines[i]):
                text = text[:-1].rstrip() if text.endswith("\\") else text
                text += " " + lines[i].strip()
                i += 1
            line_skip = LINE_SKIP.search(text)
            reason = skip.group(1) if skip else line_skip.group(1) if line_skip else None
            yield start, text, reason
        i += 1
        last_text = ""


def promised_outputs(command):
    names = [m.group(1) for pattern in OUTPUTS for m in pattern.finditer(command)]
    return [n for n in names if n not in NOT_FILES]


def stamp(path):
    try:
        st = os.stat(path)
        return (st.st_ino, st.st_mtime_ns, st.st_size)
    except FileNotFoundError:
        return None


def scratch(work, name, src, step):
    """A directory for one file's commands: step.mlir and the source tree."""
    path = os.path.join(work, name)
    shutil.rmtree(path, ignore_errors=True)
    os.makedirs(path)
    shutil.copy(step, os.path.join(path, "step.mlir"))
    for entry in sorted(os.listdir(src)):
        if not entry.startswith((".", "build")) and entry != "step.mlir":
            os.symlink(os.path.join(src, entry), os.path.join(path, entry))
    return path


def run(command, cwd, bin_dir, env):
    """Runs one command; returns None or what went wrong."""
    shell_text = BUILD_BIN.sub(bin_dir.replace("\\", "\\\\") + "/", command)
    outputs = promised_outputs(command)
    before = {o: stamp(os.path.join(cwd, o)) for o in outputs}
    try:
        done = subprocess.run(["bash", "-o", "pipefail", "-c", shell_text], cwd=cwd, env=env,
                              stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                              stderr=subprocess.STDOUT, timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        return "still running after %d s" % TIMEOUT
    if done.returncode != 0:
        tail = done.stdout.decode(errors="replace").splitlines()[-15:]
        return "exit %d\n%s" % (done.returncode, "\n".join("    " + t for t in tail))
    for o in outputs:
        now = stamp(os.path.join(cwd, o))
        if now is None or now == before[o]:
            return "exit 0 but %s was not written" % o
    return None


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--bin", required=True, help="the tools of the build under test")
    ap.add_argument("--src", required=True, help="the source tree")
    ap.add_argument("--step", required=True, help="the README's step.mlir")
    ap.add_argument("--work", required=True, help="scratch directory")
    ap.add_argument("files", nargs="+")
    args = ap.parse_args()
    bin_dir, src = os.path.abspath(args.bin), os.path.abspath(args.src)
    env = dict(os.environ, PATH=bin_dir + os.pathsep + os.environ.get("PATH", ""))
    ran = skipped = failed = 0
    for path in args.files:
        name = os.path.relpath(os.path.abspath(path), src)
        cwd = None
        for line, command, reason in commands(path):
            where = "%s:%d" % (name, line)
            if reason is not None:
                print("skipped %s (%s): %s" % (where, reason, LINE_SKIP.sub("", command).rstrip()))
                skipped += 1
                continue
            if cwd is None:
                cwd = scratch(args.work, name.replace("/", "_"), src, args.step)
            start = time.monotonic()
            error = run(command, cwd, bin_dir, env)
            ran += 1
            if error:
                failed += 1
                print("FAILED  %s: %s\n  %s" % (where, command, error))
            else:
                print("ran     %s (%.1f s): %s" % (where, time.monotonic() - start, command))
    print("doc-commands: %d ran, %d failed, %d skipped" % (ran, failed, skipped))
    if failed:
        print("doc-commands: fix the command, or mark it `# not run: REASON` (a block: "
              "`<!-- not run: REASON -->` before it) if the suite cannot run it")
    return 1 if failed or not ran else 0


if __name__ == "__main__":
    sys.exit(main())
