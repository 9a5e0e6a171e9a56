/* hlomem-opt: the mlir-opt of hlomem (skeleton). */
#include <stdio.h>
#include <string.h>
#include "hlomem/version.h"

int main(int argc, char **argv) {
  if (argc > 1 && strcmp(argv[1], "--version") == 0) {
    printf("hlomem-opt %s\n", hlomem_version());
    return 0;
  }
  fprintf(stderr, "hlomem-opt: not yet implemented\n");
  return 1;
}
