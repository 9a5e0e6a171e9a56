#!/usr/bin/env python3
"""Writes a .npy file for the hlomem-run tests (NumPy is not needed).

usage: make_npy.py OUT DESCR SHAPE [VALUES...] [--fortran] [--header TEXT]
                   [--cut N] [--version V]

SHAPE is comma-separated ("2,3", "" for a scalar). Values are packed with
the struct code of DESCR in C order, or Fortran order with --fortran.
--header replaces the header dict, --cut drops the last N bytes: both make
broken files on purpose.
"""
import argparse
import struct

CODES = {"b1": "?", "i1": "b", "i2": "h", "i4": "i", "i8": "q", "u1": "B", "u2": "H",
         "u4": "I", "u8": "Q", "f2": "e", "f4": "f", "f8": "d"}

ap = argparse.ArgumentParser()
ap.add_argument("out")
ap.add_argument("descr")
ap.add_argument("shape")
ap.add_argument("values", nargs="*")
ap.add_argument("--fortran", action="store_true")
ap.add_argument("--header")
ap.add_argument("--cut", type=int, default=0)
ap.add_argument("--version", type=int, default=1)
a = ap.parse_args()
shape = [int(s) for s in a.shape.split(",") if s]
order, kind = a.descr[0], a.descr[1:]
endian = ">" if order == ">" else "<"
values = [float(v) if kind[0] == "f" else int(v) for v in a.values]
if a.fortran and len(shape) == 2:
    rows, cols = shape
    values = [values[r * cols + c] for c in range(cols) for r in range(rows)]
data = b"".join(struct.pack(endian + CODES.get(kind, "B"), v) for v in values)
shape_text = "(%s)" % "".join("%d, " % d for d in shape) if len(shape) != 1 else "(%d,)" % shape[0]
header = a.header or "{'descr': '%s', 'fortran_order': %s, 'shape': %s, }" % (
    a.descr, "True" if a.fortran else "False", shape_text.replace(", )", ")"))
header += " " * ((64 - (len(header) + 11) % 64) % 64) + "\n"
size = struct.pack("<H", len(header)) if a.version == 1 else struct.pack("<I", len(header))
blob = b"\x93NUMPY" + bytes([a.version, 0]) + size + header.encode() + data
with open(a.out, "wb") as f:
    f.write(blob[: len(blob) - a.cut] if a.cut else blob)
