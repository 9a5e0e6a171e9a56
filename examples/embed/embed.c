/*
 * Embedding hlomem in a C program with a pass manager of its own: parse a
 * module, add hlomem passes by constructor and by textual pipeline next to
 * upstream ones, run, print. Build it against an installed hlomem with
 * find_package(hlomem) (see CMakeLists.txt next to this file).
 *
 *   usage: hlomem-embed-example FILE
 */
#include <stdio.h>

#include <mlir-c/IR.h>
#include <mlir-c/Pass.h>

#include "hlomem/ir.h"
#include "hlomem/passes.h"

static MlirStringRef str(const char *s) { return mlirStringRefCreateFromCString(s); }

static void print_to_stdout(MlirStringRef s, void *user) {
  (void)user;
  fwrite(s.data, 1, s.length, stdout);
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: %s FILE\n", argv[0]);
    return 1;
  }
  HloStr text = {0}, error = {0};
  if (!hlo_read_file(argv[1], &text, &error)) {
    fprintf(stderr, "%s\n", error.data);
    return 1;
  }
  MlirContext ctx = hlo_context_create();
  MlirOperation module = hlo_parse_module(ctx, text.data, text.len, argv[1]);
  if (mlirOperationIsNull(module))
    return 1;

  MlirPassManager pm = mlirPassManagerCreateOnOperation(ctx, str("builtin.module"));
  MlirOpPassManager top = mlirPassManagerGetAsOpPassManager(pm);
  /* A pass by constructor, nested on functions... */
  mlirOpPassManagerAddOwnedPass(mlirOpPassManagerGetNestedUnder(top, str("func.func")),
                                hlo_create_dce_pass());
  /* ...and a textual pipeline mixing upstream and hlomem passes. */
  if (!hlo_pass_manager_add_pipeline(top, "builtin.module",
                                     "cse,hlomem-memory-report{format=json top=1 out=-}",
                                     &error)) {
    fprintf(stderr, "%s\n", error.data);
    return 1;
  }
  int status = 0;
  if (mlirLogicalResultIsFailure(mlirPassManagerRunOnOp(pm, module))) {
    fprintf(stderr, "pipeline failed\n");
    status = 1;
  } else {
    mlirOperationPrint(module, print_to_stdout, NULL);
    printf("\n");
  }
  mlirPassManagerDestroy(pm);
  mlirOperationDestroy(module);
  mlirContextDestroy(ctx);
  hlo_str_free(&text);
  hlo_str_free(&error);
  return status;
}
