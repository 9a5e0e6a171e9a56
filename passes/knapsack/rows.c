/* DP rows in float (torch compat: PyTorch's tables are float32) and double.
 *
 * A row update is the classic 0/1 step cur[j] = max(prev[j], prev[j-q] + v)
 * written over two distinct rows so the loop has no carried dependence and
 * vectorizes.  The decision bits record exactly what PyTorch's backtrack
 * tests, cur[j] != prev[j]: an item counts as taken only if it strictly
 * changed the value.  Bits are packed eight flags at a time with a
 * multiplication instead of a shift per bit.
 */
#include "knapsack_impl.h"

#include <string.h>

/* Eight 0/1 bytes to one byte, flag k to bit k: the multiplier moves byte
   k's bit to bit 56 + k and nothing carries. */
static uint8_t pack8(const uint8_t *f) {
  uint64_t x = 0;
  for (int k = 0; k < 8; k++)
    x |= (uint64_t)f[k] << (8 * k);
  return (uint8_t)((x * 0x0102040810204080ull) >> 56);
}

#define DEFINE_ROWS(NAME, T)                                                   \
  static void NAME##_step(const void *prev_, void *cur_, uint8_t *bits_,      \
                          size_t len, uint64_t q, double v) {                  \
    const T *restrict prev = prev_;                                            \
    T *restrict cur = cur_;                                                    \
    T x = (T)v;                                                                \
    if (q == 0) {                                                              \
      for (size_t j = 0; j < len; j++)                                         \
        cur[j] = prev[j] + x;                                                  \
    } else {                                                                   \
      size_t head = q < len ? (size_t)q : len;                                 \
      memcpy(cur, prev, head * sizeof(T));                                     \
      for (size_t j = head; j < len; j++) {                                    \
        T c = prev[j - q] + x;                                                 \
        cur[j] = c > prev[j] ? c : prev[j];                                    \
      }                                                                        \
    }                                                                          \
    if (!bits_)                                                                \
      return;                                                                  \
    /* Below the item's weight nothing changes: whole zero bytes. */          \
    uint8_t *bits = bits_;                                                     \
    size_t first = q == 0 ? 0 : (q < len ? (size_t)q : len) / 64 * 64;         \
    memset(bits, 0, first / 8);                                                \
    for (size_t base = first; base < len; base += 64) {                        \
      size_t m = len - base < 64 ? len - base : 64;                            \
      uint8_t f[64] = {0};                                                     \
      for (size_t k = 0; k < m; k++)                                           \
        f[k] = cur[base + k] != prev[base + k];                                \
      for (size_t b = 0; b < (m + 7) / 8; b++)                                 \
        bits[base / 8 + b] = pack8(f + 8 * b);                                 \
    }                                                                          \
  }                                                                            \
                                                                               \
  static void NAME##_zero(void *row, size_t len) {                             \
    memset(row, 0, len * sizeof(T));                                           \
  }                                                                            \
                                                                               \
  static size_t NAME##_best_split(const void *a_, const void *b_,              \
                                  size_t len) {                                \
    const T *a = a_, *b = b_;                                                  \
    size_t best = 0;                                                           \
    T best_sum = a[0] + b[len - 1];                                            \
    for (size_t j = 1; j < len; j++) {                                         \
      T sum = a[j] + b[len - 1 - j];                                           \
      if (sum > best_sum) {                                                    \
        best_sum = sum;                                                        \
        best = j;                                                              \
      }                                                                        \
    }                                                                          \
    return best;                                                               \
  }                                                                            \
                                                                               \
  static double NAME##_get(const void *row, size_t j) {                        \
    return (double)((const T *)row)[j];                                        \
  }                                                                            \
                                                                               \
  const KsRowOps ks_rows_##NAME = {sizeof(T), NAME##_step, NAME##_zero,        \
                                   NAME##_best_split, NAME##_get};

DEFINE_ROWS(f32, float)
DEFINE_ROWS(f64, double)
