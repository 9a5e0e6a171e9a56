#!/usr/bin/env python3
"""Checks hlomem-run's random arguments of args.mlir against an independent
Philox-4x32-10 in Python: element i of argument k is built from the 64
bits of Philox(key = seed, counter = (i / 2, k)), words 2(i % 2) and
2(i % 2) + 1; floats take the top bits of their precision as a value in
[-1, 1), integers the bits mod 16, i1 the low bit.

usage: random_reference.py PRINTED_FULL_OUTPUT SEED
"""
import re
import struct
import sys

M = 0xFFFFFFFF


def philox(key, ctr):
    k0, k1 = key
    c0, c1, c2, c3 = ctr
    for _ in range(10):
        p0, p1 = 0xD2511F53 * c0, 0xCD9E8D57 * c2
        c0, c1, c2, c3 = ((p1 >> 32) ^ c1 ^ k0) & M, p1 & M, ((p0 >> 32) ^ c3 ^ k1) & M, p0 & M
        k0, k1 = (k0 + 0x9E3779B9) & M, (k1 + 0xBB67AE85) & M
    return c0, c1, c2, c3


def bits(seed, stream, i):
    block = i >> 1
    out = philox((seed & M, seed >> 32), (block & M, block >> 32, stream & M, stream >> 32))
    k = (i & 1) * 2
    return out[k] | out[k + 1] << 32


def f32(x):
    return struct.unpack("<f", struct.pack("<f", x))[0]


def main():
    text, seed = open(sys.argv[1]).read(), int(sys.argv[2])
    values = [re.findall(r"-?[0-9.e+-]+|true|false", line.split(">")[0][len("dense<"):])
              for line in text.splitlines() if line.startswith("dense<")]
    expect = [
        [f32((bits(seed, 0, i) >> 40) * 2.0**-23 - 1) for i in range(6)],  # tensor<2x3xf32>
        [bits(seed, 1, 0) % 16],                                           # tensor<i32>
        [bool(bits(seed, 2, i) & 1) for i in range(3)],                    # tensor<3xi1>
    ]
    got = [[f32(float(v)) for v in values[0]], [int(v) for v in values[1]],
           [v == "true" for v in values[2]]]
    if got != expect:
        sys.exit("random arguments differ from the reference:\n%s\n%s" % (got, expect))
    print("random arguments match the Philox reference for seed %d" % seed)


if __name__ == "__main__":
    main()
