#!/usr/bin/env python3
"""pretty-checks: rewrite FileCheck lines written against hlomem-opt's old
generic output into its pretty output (StableHLO's own syntax).

usage: scripts/pretty-checks.py FILE...      (rewrites the files in place)

Only check lines change (`// CHECK...:`, `# PREFIX...:`, any prefix). In
them, generic StableHLO ops become the pretty form hlomem-opt prints
(docs/syntax.md), e.g.

  %[[A:.+]] = "stablehlo.add"(%[[B]], %arg0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %[[A:.+]] = stablehlo.add %[[B]], %arg0 : tensor<4xf32>

  "stablehlo.broadcast_in_dim"(%x) <{broadcast_dimensions = array<i64: 0>}>
  stablehlo.broadcast_in_dim %x, dims = [0]

A line cut short (a prefix of the op) is converted as far as it goes. Ops
that stay generic in the pretty output (gather, scatter, if, case, sort,
reduce_window, ...) are left alone. What it cannot convert it leaves as it
was: run the test and fix those lines by hand, or, if the test is about the
generic form, run hlomem-opt with --mlir-print-op-generic. Prints each
changed line.
"""
import re
import sys

UNARY = set("""abs cbrt ceil convert count_leading_zeros cosine exponential exponential_minus_one
floor imag log log_plus_one logistic not negate popcnt real round_nearest_afz round_nearest_even
rsqrt sign sine sqrt tan tanh""".split())
BINARY = set("""add atan2 divide maximum minimum multiply power remainder shift_left
shift_right_arithmetic shift_right_logical subtract and or xor""".split())
SAME = UNARY | BINARY | {"clamp"}
FN_PLAIN = {"convert", "dot", "reshape", "bitcast_convert", "is_finite", "dynamic_update_slice",
            "dynamic_reshape", "dynamic_pad", "real_dynamic_slice"}
STAY_GENERIC = {"gather", "scatter", "if", "case", "sort", "reduce_window", "map",
                "select_and_scatter", "all_reduce", "all_gather", "reduce_scatter", "all_to_all",
                "collective_permute", "collective_broadcast", "batch_norm_grad",
                "batch_norm_inference", "batch_norm_training", "triangular_solve", "infeed",
                "outfeed", "send", "recv", "async_start", "async_done", "dynamic_gather",
                "dynamic_conv", "torch_index_select", "cross-replica-sum"}
CHECK = re.compile(r"^(\s*(?://|#)\s*[A-Za-z][A-Za-z0-9_-]*(?:-NEXT|-SAME|-LABEL|-NOT|-DAG|-COUNT-\d+)?:)(.*)$")
GENERIC = re.compile(r'"stablehlo\.([a-z_]+)"')


def group(s, i, open_, close):
    """End index (exclusive) of the bracket group starting at s[i], or -1."""
    depth = 0
    j = i
    while j < len(s):
        c = s[j]
        if s.startswith("{{", j) or s.startswith("[[", j):  # FileCheck: skip to its end
            k = s.find("}}" if c == "{" else "]]", j + 2)
            if k < 0:
                return -1
            j = k + 2
            continue
        if c == '"':
            k = s.find('"', j + 1)
            if k < 0:
                return -1
            j = k + 1
            continue
        if c == open_:
            depth += 1
        elif c == close:
            depth -= 1
            if depth == 0:
                return j + 1
        j += 1
    return -1


def split_top(s):
    """Splits on top-level commas (brackets and FileCheck regexes nest)."""
    out, depth, cur, j = [], 0, "", 0
    while j < len(s):
        if s.startswith("{{", j) or s.startswith("[[", j):
            k = s.find("}}" if s[j] == "{" else "]]", j + 2)
            cur += s[j:k + 2]
            j = k + 2
            continue
        c = s[j]
        if c in "([{<":
            depth += 1
        elif c in ")]}>" and not (c == ">" and j and s[j - 1] == "-"):
            depth -= 1
        if c == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
        else:
            cur += c
        j += 1
    if cur.strip():
        out.append(cur.strip())
    return out


def props(text):
    d = {}
    for item in split_top(text):
        if " = " in item:
            k, v = item.split(" = ", 1)
            d[k.strip()] = v.strip()
        else:
            d[item.strip()] = None
    return d


def dims(v):
    m = re.fullmatch(r"array<i64(?::\s*(.*))?>", v or "")
    return "[%s]" % (m.group(1) or "") if m else None


def intval(v):
    m = re.fullmatch(r"(-?\d+) : i\d+", v or "")
    return m.group(1) if m else None


def enum(v, name):
    m = re.fullmatch(r"#stablehlo<%s (\w+)>" % name, v or "")
    return m.group(1) if m else None


def dot_dims(v):
    m = re.fullmatch(r"#stablehlo\.dot<(.*)>", v or "")
    if not m:
        return None
    f = {k: "[]" for k in ("lhs_batching_dimensions", "rhs_batching_dimensions",
                           "lhs_contracting_dimensions", "rhs_contracting_dimensions")}
    for item in split_top(m.group(1)):
        k, val = item.split(" = ", 1)
        f[k.strip()] = val.strip()
    s = ""
    if f["lhs_batching_dimensions"] != "[]" or f["rhs_batching_dimensions"] != "[]":
        s += "batching_dims = %s x %s, " % (f["lhs_batching_dimensions"], f["rhs_batching_dimensions"])
    return s + "contracting_dims = %s x %s" % (f["lhs_contracting_dimensions"],
                                                f["rhs_contracting_dimensions"])


def fn_type(t):
    """(ins, outs) of a function type text, or None."""
    t = t.strip()
    if not t.startswith("("):
        return None
    e = group(t, 0, "(", ")")
    if e < 0 or not t[e:].lstrip().startswith("->"):
        return None
    ins = split_top(t[1:e - 1])
    out = t[e:].lstrip()[2:].strip()
    outs = split_top(out[1:-1]) if out.startswith("(") and out.endswith(")") else [out]
    return ins, outs


def convert_op(name, operands, rest):
    """The pretty text for one op; `rest` is what followed the operand list."""
    m = re.match(r"\s*<\{(.*?)\}>", rest)
    p, after = {}, rest
    if rest.lstrip().startswith("<{"):
        start = rest.index("<{")
        e = group(rest, start + 1, "{", "}")
        if e < 0:
            return None
        p = props(rest[start + 2:e - 1])
        after = rest[e + 1:]
    del m
    attrs = ""
    if after.lstrip().startswith("{") and not after.lstrip().startswith("{{"):
        s = after.index("{")
        e = group(after, s, "{", "}")
        if e < 0:
            return None
        attrs = " " + after[s:e]
        after = after[e:]
    typ, tail = None, ""
    if after.lstrip().startswith(":"):
        typ = after.split(":", 1)[1]
        # a trailing loc(...) or comment stays
        mloc = re.search(r"\s(loc\(.*)$", typ)
        if mloc:
            tail = " " + mloc.group(1)
            typ = typ[:mloc.start()]
    elif after.strip():
        return None
    ops = operands
    args = ", ".join(ops)
    ft = fn_type(typ) if typ else None

    def types_same():
        if ft is None:
            return None
        ins, outs = ft
        if len(outs) == 1 and all(i == outs[0] for i in ins):
            return outs[0]
        return typ.strip()

    def with_type(head, kind):
        if typ is None:
            return head + attrs
        if kind == "same":
            t = types_same()
        elif kind == "fn":
            t = typ.strip()
        elif kind == "results":
            t = ", ".join(ft[1]) if ft else None
        else:
            t = None
        if t is None:
            return None
        return head + attrs + " : " + t + tail

    known = set()
    for k in p:
        known.add(k)
    if name in SAME and not p:
        return with_type("stablehlo.%s %s" % (name, args), "same")
    if name in FN_PLAIN and not p:
        return with_type("stablehlo.%s %s" % (name, args), "fn")
    if name == "broadcast_in_dim" and set(p) == {"broadcast_dimensions"} and dims(p["broadcast_dimensions"]):
        return with_type("stablehlo.broadcast_in_dim %s, dims = %s" % (args, dims(p["broadcast_dimensions"])), "fn")
    if name == "transpose" and set(p) == {"permutation"} and dims(p["permutation"]):
        return with_type("stablehlo.transpose %s, dims = %s" % (args, dims(p["permutation"])), "fn")
    if name == "reverse" and set(p) == {"dimensions"} and dims(p["dimensions"]):
        return with_type("stablehlo.reverse %s, dims = %s" % (args, dims(p["dimensions"])), "same")
    if name == "concatenate" and set(p) == {"dimension"} and intval(p["dimension"]):
        return with_type("stablehlo.concatenate %s, dim = %s" % (args, intval(p["dimension"])), "fn")
    if name == "iota" and set(p) == {"iota_dimension"} and intval(p["iota_dimension"]):
        return with_type("stablehlo.iota dim = %s" % intval(p["iota_dimension"]), "results")
    if name == "dynamic_slice" and set(p) == {"slice_sizes"} and dims(p["slice_sizes"]):
        return with_type("stablehlo.dynamic_slice %s, sizes = %s" % (args, dims(p["slice_sizes"])), "fn")
    if name == "slice" and set(p) == {"start_indices", "limit_indices", "strides"}:
        s, l, st = (dims(p[k]) for k in ("start_indices", "limit_indices", "strides"))
        if s is None or l is None or st is None:
            return None
        s, l, st = (x[1:-1].split(", ") if x != "[]" else [] for x in (s, l, st))
        r = ", ".join("%s:%s%s" % (a, b, "" if c == "1" else ":" + c) for a, b, c in zip(s, l, st))
        return with_type("stablehlo.slice %s [%s]" % (args, r), "fn")
    if name == "pad" and set(p) == {"edge_padding_low", "edge_padding_high", "interior_padding"}:
        return with_type("stablehlo.pad %s, low = %s, high = %s, interior = %s" % (
            args, dims(p["edge_padding_low"]), dims(p["edge_padding_high"]),
            dims(p["interior_padding"])), "fn")
    if name == "dot_general" and set(p) <= {"dot_dimension_numbers", "precision_config"} and \
            dot_dims(p.get("dot_dimension_numbers")):
        s = "stablehlo.dot_general %s, %s" % (args, dot_dims(p["dot_dimension_numbers"]))
        if "precision_config" in p:
            pc = re.findall(r"#stablehlo<precision (\w+)>", p["precision_config"])
            s += ", precision = [%s]" % ", ".join(pc)
        return with_type(s, "fn")
    if name == "compare" and set(p) <= {"comparison_direction", "compare_type"} and \
            enum(p.get("comparison_direction"), "comparison_direction"):
        s = "stablehlo.compare  %s, %s" % (enum(p["comparison_direction"], "comparison_direction"), args)
        if "compare_type" in p:
            s += ",  %s" % enum(p["compare_type"], "comparison_type")
        return with_type(s, "fn")
    if name == "get_tuple_element" and set(p) == {"index"}:
        return with_type("stablehlo.get_tuple_element %s[%s]" % (args, intval(p["index"])), "fn")
    if name == "select" and not p:
        if typ is None:
            return "stablehlo.select %s%s" % (args, attrs)
        if ft and len(ft[0]) == 3 and ft[0][1] == ft[1][0] and ft[0][2] == ft[1][0]:
            return "stablehlo.select %s%s : %s, %s%s" % (args, attrs, ft[0][0], ft[1][0], tail)
        return with_type("stablehlo.select %s" % args, "fn")
    if name == "optimization_barrier" and not p:
        if typ is None:
            return "stablehlo.optimization_barrier%s %s" % (attrs, args)
        if ft is None:
            return None
        return "stablehlo.optimization_barrier%s %s : %s%s" % (attrs, args, ", ".join(ft[0]), tail)
    if name == "constant" and set(p) == {"value"} and not operands:
        return "stablehlo.constant%s %s%s" % (attrs, p["value"], tail)
    if name == "return" and not p:
        if typ is None:
            return "stablehlo.return %s%s" % (args, attrs) if args else "stablehlo.return" + attrs
        if ft is None:
            return None
        return ("stablehlo.return %s%s : %s%s" % (args, attrs, ", ".join(ft[0]), tail)) if args \
            else "stablehlo.return" + attrs + tail
    if name == "custom_call" and "call_target_name" in p:
        target = p.pop("call_target_name")
        extra = ", ".join("%s = %s" % (k, v) if v is not None else k for k, v in sorted(p.items()))
        a = attrs[2:-1] if attrs else ""
        allattrs = ", ".join(x for x in (extra, a) if x)
        head = "stablehlo.custom_call @%s(%s)" % (target.strip('"'), args)
        if allattrs:
            head += " {%s}" % allattrs
        if typ is None:
            return head
        return head + " : " + typ.strip() + tail
    return None


def partial_slice(operands, rest):
    """`<{limit_indices = ..., start_indices = ...` cut before strides."""
    m = re.match(r"\s*<\{limit_indices = array<i64: ([^>]*)>, start_indices = array<i64: ([^>]*)>\s*$", rest)
    if not m:
        return None
    lims, starts = m.group(1).split(", "), m.group(2).split(", ")
    r = ", ".join("%s:%s{{(:[0-9]+)?}}" % (a, b) for a, b in zip(starts, lims))
    return "stablehlo.slice %s [%s]" % (", ".join(operands), r)


def convert_pattern(text):
    out, i = "", 0
    while True:
        m = GENERIC.search(text, i)
        if not m:
            return out + text[i:]
        name = m.group(1)
        j = m.end()
        out += text[i:m.start()]
        if name in STAY_GENERIC:
            out += text[m.start():j]
            i = j
            continue
        if j >= len(text) or text[j] != "(":
            # a bare name: "stablehlo.add" -> stablehlo.add
            out += "stablehlo." + name
            i = j
            m2 = re.match(r"(\{\{\.\*\}\}\s*)-> (.*)$", text[j:])
            if name in SAME and m2:
                return out + m2.group(1) + ": " + m2.group(2)
            continue
        e = group(text, j, "(", ")")
        if name == "while":
            if e < 0:
                return out + text[m.start():]
            ops = split_top(text[j + 1:e - 1])
            pairs = ", ".join("%%{{[^ ]*}} = %s" % o for o in ops)
            rest = text[e:]
            if rest.startswith(" ({"):
                rest = rest[3:]
            out += "stablehlo.while(%s)" % pairs
            i = len(text) - len(rest)
            if rest.strip():
                out += " " if not rest.startswith(" ") else ""
            continue
        if e < 0:
            # cut short: convert the head only
            operands = text[j + 1:].replace("[^)]*", "[^ ,]*")
            if name in ("gather", "scatter", "if", "case", "sort", "reduce_window", "map",
                        "select_and_scatter", "all_reduce", "all_gather", "reduce_scatter",
                        "all_to_all", "collective_permute", "reduce", "optimization_barrier"):
                return out + text[m.start():]
            return out + "stablehlo.%s %s" % (name, operands)
        operands = [o.replace("[^)]*", "[^ ,]*") for o in split_top(text[j + 1:e - 1])]
        rest = text[e:]
        conv = convert_op(name, operands, rest)
        if conv is None and name == "slice":
            conv = partial_slice(operands, rest)
        if conv is None and name == "constant":
            mc = re.match(r"\s*<\{value = (.*)$", rest)
            if mc and not operands:
                conv = "stablehlo.constant " + mc.group(1)
        if conv is None and name == "reduce":
            mr = re.match(r"\s*<\{dimensions = array<i64: ([^>]*)>\}>\s*$", rest)
            if mr:
                head = ""
                if len(operands) == 2 and operands[0] != "{{.*}}":
                    head = "%s init: %s" % (operands[0], operands[1])
                conv = "stablehlo.reduce(%s{{.*}}across dimensions = [%s]" % (head, mr.group(1))
        if conv is None:
            mw = re.match(r"\s*(<\{.*\}>)?\s*(\{\{\.\*\}\})\s*-> (.*)$", rest)
            if mw:
                conv = convert_op(name, operands, (" " + mw.group(1)) if mw.group(1) else "")
                if conv is not None:
                    conv += " {{.*}} -> " + mw.group(3) if name not in SAME else \
                        " {{.*}}" + mw.group(3)
                elif name not in STAY_GENERIC:
                    conv = "stablehlo.%s %s{{.*}}%s%s" % (
                        name, ", ".join(operands), "" if name in SAME else "-> ", mw.group(3))
        if conv is None:
            if not rest.strip() and name not in ("gather", "scatter", "if", "case", "sort",
                                                  "reduce_window", "map", "select_and_scatter",
                                                  "reduce", "optimization_barrier", "while"):
                return out + "stablehlo.%s %s" % (name, ", ".join(operands))
            return out + text[m.start():]
        return out + conv


class WhileState:
    """After a converted while header: its regions' check lines."""
    def __init__(self):
        self.open = 0  # 1: in cond, 2: in body
        self.prefix = None


def check_prefix(head):
    m = re.match(r"^(\s*(?://|#)\s*)([A-Za-z][A-Za-z0-9_]*?)(-NEXT|-SAME|-LABEL|-NOT|-DAG|-COUNT-\d+)?:$", head)
    return m


def convert_line(line, st):
    """The new lines for one line (a list: a line may become two or none)."""
    m = CHECK.match(line)
    if not m:
        return [line]
    head, pat = m.group(1), m.group(2)
    hm = check_prefix(head)
    lead, prefix = (hm.group(1), hm.group(2)) if hm else ("// ", "CHECK")
    bb = re.match(r"\s*\^bb0\((.*)\):\s*$", pat)
    if st.open and bb:
        types = [a.rsplit(": ", 1)[1].strip() for a in split_top(bb.group(1))]
        if st.open == 1:
            st.open = 2
            return ["%s%s-SAME: : %s" % (lead, prefix, ", ".join(types)),
                    "%s%s-NEXT: cond {" % (lead, prefix)]
        return []
    if st.open == 2 and re.match(r"\s*\}, \{\s*$", pat):
        st.open = 3
        return [head + " } do {"]
    if st.open == 3 and re.match(r"\s*\^bb0\(", pat):
        return []
    if st.open == 3 and re.match(r"\s*\}\) :", pat):
        st.open = 0
        return [head + " }"]
    if "stablehlo." not in line:
        return [line]
    new = convert_pattern(pat)
    if '"stablehlo.while"(' in pat and "stablehlo.while(" in new:
        st.open = 1
    return [head + new]


def main():
    for path in sys.argv[1:]:
        lines = open(path).read().split("\n")
        st = WhileState()
        new = []
        for l in lines:
            out = convert_line(l, st)
            if out != [l]:
                print("%s:\n  - %s\n  + %s" % (path, l.strip(), "\n  + ".join(o.strip() for o in out)))
            new += out
        if new != lines:
            with open(path, "w") as f:
                f.write("\n".join(new))
    return 0


if __name__ == "__main__":
    sys.exit(main())
