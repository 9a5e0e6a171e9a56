/*
 * hlomem-run's outputs: a one-line summary per result (shape, dtype,
 * min/max/mean, a checksum of the bytes), the full value in MLIR
 * dense-literal syntax, and the element-wise comparison of --compare.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "tool.h"

/* FNV-1a over the bytes: equal checksums mean bit-identical results. */
static uint64_t checksum(const HloTensor *t) {
  uint64_t h = UINT64_C(0xcbf29ce484222325);
  const unsigned char *p = t->data;
  for (size_t i = 0, n = hlo_tensor_bytes(t); i < n; i++) {
    h ^= p[i];
    h *= UINT64_C(0x100000001b3);
  }
  return h;
}

void print_summary(FILE *out, int index, const HloTensor *t) {
  HloStr s = {0};
  hlo_str_printf(&s, "result #%d: ", index);
  hlo_tensor_type_print(t, &s);
  int64_t n = hlo_tensor_count(t);
  if (n == 0) {
    hlo_str_puts(&s, " empty");
  } else if (t->dtype == HLO_DT_I1) {
    int64_t ones = 0;
    for (int64_t i = 0; i < n; i++)
      ones += ((const unsigned char *)t->data)[i];
    hlo_str_printf(&s, " true %lld of %lld", (long long)ones, (long long)n);
  } else if (hlo_dtype_is_complex(t->dtype)) {
    HloDtype part = t->dtype == HLO_DT_C64 ? HLO_DT_F32 : HLO_DT_F64;
    HloTensor parts = {part, 1, {2 * n}, t->data};
    double re = 0, im = 0;
    for (int64_t i = 0; i < n; i++) {
      re += hlo_tensor_get_f64(&parts, 2 * i);
      im += hlo_tensor_get_f64(&parts, 2 * i + 1);
    }
    hlo_str_printf(&s, " mean (%.6g, %.6g)", re / (double)n, im / (double)n);
  } else if (hlo_dtype_is_float(t->dtype)) {
    double lo = INFINITY, hi = -INFINITY, sum = 0;
    int64_t nans = 0;
    for (int64_t i = 0; i < n; i++) {
      double v = hlo_tensor_get_f64(t, i);
      if (isnan(v)) {
        nans++;
        continue;
      }
      lo = v < lo ? v : lo;
      hi = v > hi ? v : hi;
      sum += v;
    }
    if (nans < n)
      hlo_str_printf(&s, " min %.6g max %.6g mean %.6g", lo, hi, sum / (double)(n - nans));
    if (nans)
      hlo_str_printf(&s, " nan %lld", (long long)nans);
  } else {
    /* Integers: exact extremes, read through int64 or uint64. */
    bool sgn = hlo_dtype_is_signed(t->dtype);
    int64_t lo = INT64_MAX, hi = INT64_MIN;
    uint64_t ulo = UINT64_MAX, uhi = 0;
    double sum = 0;
    for (int64_t i = 0; i < n; i++) {
      uint64_t u = 0;
      hlo_convert(sgn ? HLO_DT_S64 : HLO_DT_U64, &u, t->dtype,
                  (const unsigned char *)t->data + i * hlo_dtype_bytes(t->dtype), 1);
      int64_t v = (int64_t)u;
      if (sgn) {
        lo = v < lo ? v : lo;
        hi = v > hi ? v : hi;
        sum += (double)v;
      } else {
        ulo = u < ulo ? u : ulo;
        uhi = u > uhi ? u : uhi;
        sum += (double)u;
      }
    }
    if (sgn)
      hlo_str_printf(&s, " min %lld max %lld", (long long)lo, (long long)hi);
    else
      hlo_str_printf(&s, " min %llu max %llu", (unsigned long long)ulo, (unsigned long long)uhi);
    hlo_str_printf(&s, " mean %.6g", sum / (double)n);
  }
  hlo_str_printf(&s, " checksum %016llx\n", (unsigned long long)checksum(t));
  fputs(s.data, out);
  hlo_str_free(&s);
}

static void dense_level(HloStr *out, const HloTensor *t, int depth, int64_t *next) {
  if (depth == t->rank) {
    hlo_format_element(t, (*next)++, out);
    return;
  }
  hlo_str_puts(out, "[");
  for (int64_t i = 0; i < t->dims[depth]; i++) {
    if (i)
      hlo_str_puts(out, ", ");
    dense_level(out, t, depth + 1, next);
  }
  hlo_str_puts(out, "]");
}

void print_dense(HloStr *out, const HloTensor *t) {
  hlo_str_puts(out, "dense<");
  if (hlo_tensor_count(t) > 0) {
    int64_t next = 0;
    dense_level(out, t, 0, &next);
  }
  hlo_str_puts(out, "> : ");
  hlo_tensor_type_print(t, out);
}

void print_full(FILE *out, int index, const HloTensor *t) {
  HloStr s = {0};
  hlo_str_printf(&s, "// result #%d\n", index);
  print_dense(&s, t);
  hlo_str_puts(&s, "\n");
  fputs(s.data, out);
  hlo_str_free(&s);
}

/* ---- comparison ---- */

static bool same_type(const HloTensor *a, const HloTensor *b) {
  if (a->dtype != b->dtype || a->rank != b->rank)
    return false;
  for (int d = 0; d < a->rank; d++)
    if (a->dims[d] != b->dims[d])
      return false;
  return true;
}

/* One real component: true if close; *diff gets |a - b| when finite. */
static bool close_enough(double a, double b, const Tolerance *tol, double *diff) {
  *diff = 0;
  if (isnan(a) || isnan(b))
    return isnan(a) && isnan(b);
  if (isinf(a) || isinf(b))
    return a == b;
  *diff = fabs(a - b);
  return *diff <= tol->atol + tol->rtol * fabs(a);
}

bool compare_results(FILE *out, int n, const HloTensor *expected, const HloTensor *actual,
                     const Tolerance *tol) {
  bool all = true;
  double max_diff = 0;
  HloStr s = {0};
  for (int r = 0; r < n; r++) {
    const HloTensor *a = &expected[r], *b = &actual[r];
    s.len = 0;
    hlo_str_puts(&s, "");
    if (!same_type(a, b)) {
      hlo_str_printf(&s, "compare: result #%d has type ", r);
      hlo_tensor_type_print(a, &s);
      hlo_str_puts(&s, " in the first program and ");
      hlo_tensor_type_print(b, &s);
      hlo_str_puts(&s, " in the second\n");
      fputs(s.data, out);
      all = false;
      continue;
    }
    int64_t count = hlo_tensor_count(a), bad = 0, first = -1;
    int es = hlo_dtype_bytes(a->dtype);
    bool real = hlo_dtype_is_float(a->dtype) || hlo_dtype_is_complex(a->dtype);
    HloDtype part = a->dtype == HLO_DT_C64 ? HLO_DT_F32 : a->dtype == HLO_DT_C128 ? HLO_DT_F64
                                                                                 : a->dtype;
    int parts = hlo_dtype_is_complex(a->dtype) ? 2 : 1, ps = hlo_dtype_bytes(part);
    for (int64_t i = 0; i < count; i++) {
      const unsigned char *pa = (const unsigned char *)a->data + i * es;
      const unsigned char *pb = (const unsigned char *)b->data + i * es;
      bool ok = true;
      if (!real) {
        ok = memcmp(pa, pb, (size_t)es) == 0;
      } else {
        for (int k = 0; k < parts; k++) {
          double x, y, diff;
          hlo_convert(HLO_DT_F64, &x, part, pa + k * ps, 1);
          hlo_convert(HLO_DT_F64, &y, part, pb + k * ps, 1);
          ok = close_enough(x, y, tol, &diff) && ok;
          max_diff = diff > max_diff ? diff : max_diff;
        }
      }
      if (!ok && bad++ == 0)
        first = i;
    }
    if (bad) {
      HloTensor ea = *a, eb = *b;
      hlo_str_printf(&s, "compare: result #%d differs in %lld of %lld elements; first at ", r,
                     (long long)bad, (long long)count);
      hlo_format_index(a->rank, a->dims, first, &s);
      hlo_str_puts(&s, ": ");
      hlo_format_element(&ea, first, &s);
      hlo_str_puts(&s, " vs ");
      hlo_format_element(&eb, first, &s);
      hlo_str_puts(&s, "\n");
      fputs(s.data, out);
      all = false;
    }
  }
  if (all)
    fprintf(out, "compare: %d %s (largest difference %.3g; rtol %g, atol %g)\n", n,
            n == 1 ? "result matches" : "results match", max_diff, tol->rtol, tol->atol);
  hlo_str_free(&s);
  return all;
}
