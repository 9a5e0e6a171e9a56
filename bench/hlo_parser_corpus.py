#!/usr/bin/env python3
"""Extracts the HLO modules of XLA's parser tests as a conformance corpus.

Reads xla/hlo/parser/hlo_parser_test.cc (from a checkout of openxla/xla)
and writes two files of `// ----- NAME` separated modules:

  accepted.hlo  every module string XLA's parser accepts: the round-trip
                cases (CreateTestCases, CreateShortTestCases, the inputs of
                CreateNonRoundtripTestCases) and the modules of TEST_F
                cases that expect success;
  rejected.hlo  the modules of TEST_F cases that expect a parse error,
                with the message the test looks for as a comment.

TEST_F cases whose body both expects success and failure, or neither, are
left out (listed on stderr). Only C++ raw strings R"(...)" holding an
`ENTRY` or `HloModule` are modules.

usage: hlo_parser_corpus.py HLO_PARSER_TEST_CC COMMIT OUT_DIR
"""
import os
import re
import sys

RAW = re.compile(r'R"([^(\s]*)\((.*?)\)\1"', re.S)
SUCCESS = re.compile(r"TF_ASSERT_OK|ASSERT_OK_AND_ASSIGN|TF_EXPECT_OK|EXPECT_OK\(|IsOk\(\)|"
                     r"EXPECT_TRUE\([^;]*\.ok\(\)\)|ASSERT_TRUE\([^;]*\.ok\(\)\)|\.value\(\)")
FAILURE = re.compile(r"EXPECT_NE\(absl::OkStatus\(\)|EXPECT_FALSE\([^;]*\.ok\(\)\)|"
                     r"ASSERT_FALSE\([^;]*\.ok\(\)\)|ExpectHasSubstr\(|StatusIs\(|"
                     r"HasSubstr\(")
MESSAGE = re.compile(r'(?:ExpectHasSubstr|HasSubstr)\([^"]*"((?:[^"\\]|\\.)*)"', re.S)


def is_module(text):
    return "ENTRY" in text or text.lstrip().startswith("HloModule")


def blocks(src):
    """(kind, name, body) for the test-case tables and each TEST/TEST_F
    (a body runs to the next one: module strings hold "\n}\n" too)."""
    out = []
    for m in re.finditer(r"std::vector<(?:NonRoundtrip)?TestData> (Create\w+)\(\) \{", src):
        end = src.find("clang-format on", m.end())
        out.append(("table", m.group(1), src[m.end():end]))
    tests = list(re.finditer(r"^TEST(?:_F)?\((\w+), (\w+)\) \{", src, re.M))
    for i, m in enumerate(tests):
        end = tests[i + 1].start() if i + 1 < len(tests) else len(src)
        out.append(("test", m.group(1) + "." + m.group(2), src[m.end():end]))
    return out


def table_cases(name, body):
    """Named modules of a test-case table: {"Name", R"(...)" [, R"(...)"]}."""
    cases = []
    for m in re.finditer(r'\{\s*"(\w+)",\s*R"', body):
        raws = list(RAW.finditer(body, m.end() - 2))
        if not raws:
            continue
        text = raws[0].group(2)
        if is_module(text):
            cases.append(("%s.%s" % (name, m.group(1)), text))
    return cases


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    path, commit, out_dir = sys.argv[1:]
    src = open(path).read()
    accepted, rejected, skipped = [], [], []
    for kind, name, body in blocks(src):
        if kind == "table":
            accepted += table_cases(name, body)
            continue
        mods = [m.group(2) for m in RAW.finditer(body) if is_module(m.group(2))]
        if not mods:
            continue
        ok, bad = bool(SUCCESS.search(body)), bool(FAILURE.search(body))
        if ok and not bad:
            for i, text in enumerate(mods):
                accepted.append((name + ("" if len(mods) == 1 else ".%d" % i), text))
        elif bad and not ok and len(mods) == 1:
            msg = MESSAGE.search(body)
            rejected.append((name, mods[0], msg.group(1) if msg else ""))
        else:
            skipped.append(name)
    os.makedirs(out_dir, exist_ok=True)
    head = ("// Module strings of XLA's parser tests, extracted by bench/hlo_parser_corpus.py\n"
            "// from openxla/xla xla/hlo/parser/hlo_parser_test.cc at commit %s\n"
            "// (Apache License 2.0). %s\n")
    with open(os.path.join(out_dir, "accepted.hlo"), "w") as f:
        f.write(head % (commit, "XLA's parser accepts each of them."))
        for name, text in accepted:
            f.write("// ----- %s\n%s\n" % (name, text.strip("\n")))
    with open(os.path.join(out_dir, "rejected.hlo"), "w") as f:
        f.write(head % (commit, "XLA's parser rejects each of them."))
        for name, text, msg in rejected:
            f.write("// ----- %s\n" % name)
            if msg:
                f.write("// XLA: %s\n" % msg)
            f.write("%s\n" % text.strip("\n"))
    print("accepted %d, rejected %d, left out %d" % (len(accepted), len(rejected), len(skipped)))
    for name in skipped:
        print("left out (success and failure both or neither expected): " + name, file=sys.stderr)


if __name__ == "__main__":
    main()
