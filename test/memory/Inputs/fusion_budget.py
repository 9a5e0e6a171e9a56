"""Writes a function that meets XLA's budget for one fusion (fusion-budget.test).

  sum N:    N + 1 arguments added in a chain, ((a0 + a1) + a2) + ...: one
            kernel would read all of them (XLA's priority_fusion_test.cc,
            LimitNumberOfParameters).
  concat N: a concatenate of the negations of N arguments: fusing each
            negation reads its argument instead, no more operands than before.
  chain N:  N negations in a chain: one kernel would hold all N ops.
"""
import sys

kind, n = sys.argv[1], int(sys.argv[2])
t = "tensor<1024xf32>"
if kind == "sum":
    args = ", ".join("%%a%d: %s" % (i, t) for i in range(n + 1))
    print("func.func @sum(%s) -> %s {" % (args, t))
    prev = "%a0"
    for i in range(1, n + 1):
        print("  %%s%d = stablehlo.add %s, %%a%d : %s" % (i, prev, i, t))
        prev = "%%s%d" % i
elif kind == "concat":
    args = ", ".join("%%a%d: %s" % (i, t) for i in range(n))
    print("func.func @concat(%s) -> tensor<%dxf32> {" % (args, 1024 * n))
    for i in range(n):
        print("  %%n%d = stablehlo.negate %%a%d : %s" % (i, i, t))
    ops = ", ".join("%%n%d" % i for i in range(n))
    print("  %%c = stablehlo.concatenate %s, dim = 0 : (%s) -> tensor<%dxf32>" % (
        ops, ", ".join([t] * n), 1024 * n))
    prev, t = "%c", "tensor<%dxf32>" % (1024 * n)
else:
    print("func.func @chain(%%a: %s) -> %s {" % (t, t))
    prev = "%a"
    for i in range(1, n + 1):
        print("  %%n%d = stablehlo.negate %s : %s" % (i, prev, t))
        prev = "%%n%d" % i
print("  return %s : %s" % (prev, t))
print("}")
