# The hlomem lit suite: every *.mlir and *.test under test/ is a test.
import os
import lit.formats

config.name = "hlomem"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mlir", ".test", ".hlo"]
config.excludes = ["Inputs", "xla-cases", "spmd-cases", "unit", "CMakeLists.txt", "lit.cfg.py", "lit.site.cfg.py.in"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.hlomem_obj_root, "test")

path = [config.hlomem_tools_dir, config.llvm_tools_dir, config.environment.get("PATH", "")]
config.environment["PATH"] = os.pathsep.join(path + [os.environ.get("PATH", "")])
for var in ("ASAN_OPTIONS", "UBSAN_OPTIONS", "LSAN_OPTIONS", "TMPDIR", "HOME"):
    if var in os.environ:
        config.environment[var] = os.environ[var]

config.substitutions.append(("%hlomem_src", config.hlomem_src_root))
config.substitutions.append(("%hlomem_obj", config.hlomem_obj_root))
config.substitutions.append(("%examples", os.path.join(config.hlomem_src_root, "examples")))
if config.hlomem_sanitize:
    config.available_features.add("sanitizer")

# The memory viewer's browser tests (test/viewer) need Chromium, which
# scripts/install-deps.sh installs from Debian; without it they are skipped.
import shutil
if any(shutil.which(b) for b in ("chromium", "chromium-browser", "google-chrome")):
    config.available_features.add("chromium")
else:
    lit_config.note("Chromium is not installed: the memory viewer's browser tests (test/viewer) "
                    "are skipped; scripts/install-deps.sh installs it (Debian package chromium)")

# The differential oracle of the pass tests: `%hlomem-diff FILE PIPELINE...`
# runs FILE before and after an hlomem-opt pipeline with hlomem-run on the
# same inputs and compares the results (test/hlomem-diff, docs/hlomem-run.md).
config.substitutions.append(
    ("%hlomem-diff", "python3 " + os.path.join(config.hlomem_src_root, "test", "hlomem-diff")))

# The consumer check of every rewriting pass's tests: `%hlomem-xla-check FILE
# PIPELINE...` runs the pipeline, then XLA's CSE and memory scheduler
# (hlomem-cse, hlomem-schedule) on its output, and fails if a peak rises by
# more than 2% or the results change (test/hlomem-xla-check).
config.substitutions.append(
    ("%hlomem-xla-check", "python3 " + os.path.join(config.hlomem_src_root, "test", "hlomem-xla-check")))
