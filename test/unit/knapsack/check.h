/* The knapsack unit tests' one assertion: report and count, go on. */
#ifndef HLOMEM_KNAPSACK_TEST_CHECK_H
#define HLOMEM_KNAPSACK_TEST_CHECK_H

#include <stdio.h>

static int failures;

#define CHECK(cond, ...)                                                       \
  do {                                                                         \
    if (!(cond)) {                                                             \
      failures++;                                                              \
      fprintf(stderr, "%s:%d: check failed: %s: ", __FILE__, __LINE__, #cond); \
      fprintf(stderr, __VA_ARGS__);                                            \
      fputc('\n', stderr);                                                     \
    }                                                                          \
  } while (0)

#endif
