/*
 * IR layer, part 2: reading StableHLO attributes.
 *
 * With the dialect unregistered, #stablehlo.dot<...>, #stablehlo.gather<...>
 * and friends reach us as opaque attributes holding their text, e.g.
 * "dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>".
 * One small scanner reads every such struct: `key = [ints]` or `key = int`
 * fields, in any order, absent fields empty. Convolution's compact
 * "[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]" form has its own reader.
 * Dense constants are decoded from their raw storage by element type, since
 * the C API's typed getters do not check the type they read.
 */
#include "hlomem/ir.h"

#include <ctype.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

MlirAttribute hlo_attr(MlirOperation op, const char *name) {
  return mlirOperationGetAttributeByName(op, mlirStringRefCreateFromCString(name));
}

/* Reads the raw little-endian integer of `bytes` width at p. */
static int64_t read_int(const unsigned char *p, int64_t bytes, bool is_unsigned) {
  uint64_t v = 0;
  for (int64_t i = bytes - 1; i >= 0; i--)
    v = (v << 8) | p[i];
  if (!is_unsigned && bytes < 8 && (v >> (bytes * 8 - 1)) & 1)
    v |= ~(uint64_t)0 << (bytes * 8);
  return (int64_t)v;
}

bool hlo_attr_to_dims(MlirAttribute a, HloDims *out) {
  out->n = 0;
  if (mlirAttributeIsNull(a))
    return false;
  if (mlirAttributeIsADenseI64Array(a) || mlirAttributeIsADenseI32Array(a)) {
    bool is64 = mlirAttributeIsADenseI64Array(a);
    intptr_t n = mlirDenseArrayGetNumElements(a);
    if (n > HLO_MAX_RANK)
      return false;
    for (intptr_t i = 0; i < n; i++)
      out->v[i] = is64 ? mlirDenseI64ArrayGetElement(a, i) : mlirDenseI32ArrayGetElement(a, i);
    out->n = (int)n;
    return true;
  }
  if (mlirAttributeIsADenseIntElements(a)) {
    HloDense d;
    if (!hlo_dense_of(a, &d) || d.count > HLO_MAX_RANK)
      return false;
    for (int64_t i = 0; i < d.count; i++)
      out->v[i] = hlo_dense_i64(&d, i);
    out->n = (int)d.count;
    return true;
  }
  if (mlirAttributeIsAArray(a)) {
    intptr_t n = mlirArrayAttrGetNumElements(a);
    if (n > HLO_MAX_RANK)
      return false;
    for (intptr_t i = 0; i < n; i++) {
      MlirAttribute e = mlirArrayAttrGetElement(a, i);
      if (!mlirAttributeIsAInteger(e))
        return false;
      out->v[i] = mlirIntegerAttrGetValueInt(e);
    }
    out->n = (int)n;
    return true;
  }
  return false;
}

bool hlo_attr_dims(MlirOperation op, const char *name, HloDims *out) {
  return hlo_attr_to_dims(hlo_attr(op, name), out);
}

bool hlo_attr_int(MlirOperation op, const char *name, int64_t *out) {
  MlirAttribute a = hlo_attr(op, name);
  if (mlirAttributeIsNull(a) || !mlirAttributeIsAInteger(a))
    return false;
  *out = mlirIntegerAttrGetValueInt(a);
  return true;
}

bool hlo_attr_bool(MlirOperation op, const char *name, bool *out) {
  MlirAttribute a = hlo_attr(op, name);
  if (mlirAttributeIsNull(a))
    return false;
  if (mlirAttributeIsABool(a)) {
    *out = mlirBoolAttrGetValue(a);
    return true;
  }
  if (mlirAttributeIsAInteger(a)) {
    *out = mlirIntegerAttrGetValueInt(a) != 0;
    return true;
  }
  return false;
}

bool hlo_attr_string(MlirOperation op, const char *name, MlirStringRef *out) {
  MlirAttribute a = hlo_attr(op, name);
  if (mlirAttributeIsNull(a))
    return false;
  if (mlirAttributeIsAString(a)) {
    *out = mlirStringAttrGetValue(a);
    return true;
  }
  if (mlirAttributeIsAFlatSymbolRef(a)) {
    *out = mlirFlatSymbolRefAttrGetValue(a);
    return true;
  }
  if (mlirAttributeIsASymbolRef(a)) {
    *out = mlirSymbolRefAttrGetRootReference(a);
    return true;
  }
  return false;
}

/* ---- struct-like opaque attributes ---- */

typedef struct Scan {
  const char *p, *end;
} Scan;

static void skip_space(Scan *s) {
  while (s->p < s->end && isspace((unsigned char)*s->p))
    s->p++;
}

static bool eat(Scan *s, char c) {
  skip_space(s);
  if (s->p < s->end && *s->p == c) {
    s->p++;
    return true;
  }
  return false;
}

static bool scan_int(Scan *s, int64_t *out) {
  skip_space(s);
  const char *start = s->p;
  bool neg = s->p < s->end && *s->p == '-';
  if (neg)
    s->p++;
  uint64_t v = 0;
  if (s->p >= s->end || !isdigit((unsigned char)*s->p)) {
    s->p = start;
    return false;
  }
  while (s->p < s->end && isdigit((unsigned char)*s->p)) {
    v = v * 10 + (uint64_t)(*s->p - '0');
    if (v > (uint64_t)INT64_MAX)
      return false;
    s->p++;
  }
  *out = neg ? -(int64_t)v : (int64_t)v;
  return true;
}

/* A field value: an integer or a bracketed integer list. */
static bool scan_value(Scan *s, HloDims *out) {
  out->n = 0;
  if (!eat(s, '[')) {
    out->n = 1;
    return scan_int(s, &out->v[0]);
  }
  if (eat(s, ']'))
    return true;
  do {
    if (out->n == HLO_MAX_RANK || !scan_int(s, &out->v[out->n]))
      return false;
    out->n++;
  } while (eat(s, ','));
  return eat(s, ']');
}

static bool scan_key(Scan *s, const char **key, size_t *len) {
  skip_space(s);
  const char *start = s->p;
  while (s->p < s->end && (isalnum((unsigned char)*s->p) || *s->p == '_'))
    s->p++;
  *key = start;
  *len = (size_t)(s->p - start);
  return *len > 0;
}

/* The text between the first '<' and the matching last '>' of an opaque
 * stablehlo attribute, e.g. the fields of dot<...>. */
static bool struct_body(MlirAttribute attr, Scan *s) {
  if (mlirAttributeIsNull(attr) || !mlirAttributeIsAOpaque(attr))
    return false;
  MlirStringRef data = mlirOpaqueAttrGetData(attr);
  const char *lt = memchr(data.data, '<', data.length);
  if (!lt || data.length < 2 || data.data[data.length - 1] != '>')
    return false;
  s->p = lt + 1;
  s->end = data.data + data.length - 1;
  return true;
}

/* Reads field `key` from a comma-separated `key = value` list. */
static bool scan_field(Scan s, const char *key, HloDims *out) {
  out->n = 0;
  size_t want = strlen(key);
  skip_space(&s);
  if (s.p == s.end)
    return true;
  do {
    const char *k;
    size_t klen;
    HloDims v = {0, {0}};
    if (!scan_key(&s, &k, &klen) || !eat(&s, '=') || !scan_value(&s, &v))
      return false;
    if (klen == want && memcmp(k, key, klen) == 0)
      *out = v;
  } while (eat(&s, ','));
  skip_space(&s);
  return s.p == s.end;
}

/* Reads a one-integer field. */
static bool scan_int_field(Scan s, const char *key, int64_t *out) {
  HloDims d;
  if (!scan_field(s, key, &d) || d.n > 1)
    return false;
  *out = d.n ? d.v[0] : 0;
  return true;
}

bool hlo_struct_attr_field(MlirAttribute attr, const char *key, HloDims *out) {
  Scan s;
  out->n = 0;
  return struct_body(attr, &s) && scan_field(s, key, out);
}

static bool struct_int(MlirAttribute attr, const char *key, int64_t *out) {
  Scan s;
  return struct_body(attr, &s) && scan_int_field(s, key, out);
}

bool hlo_dot_dims(MlirOperation op, HloDotDims *out) {
  memset(out, 0, sizeof *out);
  if (hlo_op_id(op) == HLO_OP_DOT) {
    if (mlirOperationGetNumOperands(op) != 2)
      return false;
    MlirType lhs = mlirValueGetType(mlirOperationGetOperand(op, 0));
    if (!mlirTypeIsARankedTensor(lhs))
      return false;
    out->lhs_contract.n = out->rhs_contract.n = 1;
    out->lhs_contract.v[0] = mlirShapedTypeGetRank(lhs) - 1;
    out->rhs_contract.v[0] = 0;
    return true;
  }
  MlirAttribute a = hlo_attr(op, "dot_dimension_numbers");
  return hlo_struct_attr_field(a, "lhs_batching_dimensions", &out->lhs_batch) &&
         hlo_struct_attr_field(a, "rhs_batching_dimensions", &out->rhs_batch) &&
         hlo_struct_attr_field(a, "lhs_contracting_dimensions", &out->lhs_contract) &&
         hlo_struct_attr_field(a, "rhs_contracting_dimensions", &out->rhs_contract) &&
         out->lhs_batch.n == out->rhs_batch.n && out->lhs_contract.n == out->rhs_contract.n;
}

bool hlo_gather_dims(MlirOperation op, HloGatherDims *out) {
  memset(out, 0, sizeof *out);
  MlirAttribute a = hlo_attr(op, "dimension_numbers");
  return hlo_struct_attr_field(a, "offset_dims", &out->offset_dims) &&
         hlo_struct_attr_field(a, "collapsed_slice_dims", &out->collapsed_slice_dims) &&
         hlo_struct_attr_field(a, "operand_batching_dims", &out->operand_batching_dims) &&
         hlo_struct_attr_field(a, "start_indices_batching_dims",
                               &out->start_indices_batching_dims) &&
         hlo_struct_attr_field(a, "start_index_map", &out->start_index_map) &&
         struct_int(a, "index_vector_dim", &out->index_vector_dim);
}

bool hlo_scatter_dims(MlirOperation op, HloScatterDims *out) {
  memset(out, 0, sizeof *out);
  MlirAttribute a = hlo_attr(op, "scatter_dimension_numbers");
  return hlo_struct_attr_field(a, "update_window_dims", &out->update_window_dims) &&
         hlo_struct_attr_field(a, "inserted_window_dims", &out->inserted_window_dims) &&
         hlo_struct_attr_field(a, "input_batching_dims", &out->input_batching_dims) &&
         hlo_struct_attr_field(a, "scatter_indices_batching_dims",
                               &out->scatter_indices_batching_dims) &&
         hlo_struct_attr_field(a, "scatter_dims_to_operand_dims",
                               &out->scatter_dims_to_operand_dims) &&
         struct_int(a, "index_vector_dim", &out->index_vector_dim);
}

/* One bracketed layout of the compact conv form, e.g. "[b, 0, 1, f]":
 * `outer0`/`outer1` are the letters of its two non-spatial dims. */
static bool conv_layout(Scan *s, char outer0, char outer1, int64_t *pos0, int64_t *pos1,
                        HloDims *spatial) {
  if (!eat(s, '['))
    return false;
  int64_t pos = 0;
  bool seen0 = false, seen1 = false;
  spatial->n = 0;
  int64_t spatial_pos[HLO_MAX_RANK];
  bool spatial_seen[HLO_MAX_RANK] = {false};
  int max_spatial = -1;
  do {
    skip_space(s);
    if (s->p >= s->end)
      return false;
    char c = *s->p;
    if (c == outer0 || c == outer1) {
      s->p++;
      bool *seen = c == outer0 ? &seen0 : &seen1;
      if (*seen)
        return false;
      *seen = true;
      *(c == outer0 ? pos0 : pos1) = pos;
    } else {
      int64_t d;
      if (!scan_int(s, &d) || d < 0 || d >= HLO_MAX_RANK || spatial_seen[d])
        return false;
      spatial_seen[d] = true;
      spatial_pos[d] = pos;
      if (d > max_spatial)
        max_spatial = (int)d;
    }
    pos++;
  } while (eat(s, ','));
  if (!eat(s, ']') || !seen0 || !seen1)
    return false;
  for (int d = 0; d <= max_spatial; d++) {
    if (!spatial_seen[d])
      return false;
    spatial->v[d] = spatial_pos[d];
  }
  spatial->n = max_spatial + 1;
  return true;
}

bool hlo_conv_dims(MlirOperation op, HloConvDims *out) {
  memset(out, 0, sizeof *out);
  MlirAttribute a = hlo_attr(op, "dimension_numbers");
  Scan s;
  if (!struct_body(a, &s))
    return false;
  skip_space(&s);
  if (s.p < s.end && *s.p == '[') {
    return conv_layout(&s, 'b', 'f', &out->input_batch, &out->input_feature, &out->input_spatial) &&
           eat(&s, 'x') &&
           conv_layout(&s, 'i', 'o', &out->kernel_input_feature, &out->kernel_output_feature,
                       &out->kernel_spatial) &&
           eat(&s, '-') && eat(&s, '>') &&
           conv_layout(&s, 'b', 'f', &out->output_batch, &out->output_feature,
                       &out->output_spatial) &&
           (skip_space(&s), s.p == s.end);
  }
  /* The "raw" spelling: #stablehlo.conv<raw input_batch_dimension = 0, ...>. */
  if (s.end - s.p >= 3 && memcmp(s.p, "raw", 3) == 0) {
    s.p += 3;
    return scan_int_field(s, "input_batch_dimension", &out->input_batch) &&
           scan_int_field(s, "input_feature_dimension", &out->input_feature) &&
           scan_field(s, "input_spatial_dimensions", &out->input_spatial) &&
           scan_int_field(s, "kernel_input_feature_dimension", &out->kernel_input_feature) &&
           scan_int_field(s, "kernel_output_feature_dimension", &out->kernel_output_feature) &&
           scan_field(s, "kernel_spatial_dimensions", &out->kernel_spatial) &&
           scan_int_field(s, "output_batch_dimension", &out->output_batch) &&
           scan_int_field(s, "output_feature_dimension", &out->output_feature) &&
           scan_field(s, "output_spatial_dimensions", &out->output_spatial);
  }
  return false;
}

/* ---- enums ---- */

bool hlo_enum_attr(MlirAttribute attr, const char *enum_name, MlirStringRef *word) {
  if (mlirAttributeIsNull(attr) || !mlirAttributeIsAOpaque(attr))
    return false;
  MlirStringRef data = mlirOpaqueAttrGetData(attr);
  size_t n = strlen(enum_name);
  if (data.length <= n + 1 || memcmp(data.data, enum_name, n) != 0 || data.data[n] != ' ')
    return false;
  word->data = data.data + n + 1;
  word->length = data.length - n - 1;
  return true;
}

static const char *const compare_names[] = {"", "EQ", "NE", "GE", "GT", "LE", "LT"};

const char *hlo_compare_name(HloCompare dir) {
  return dir > HLO_CMP_INVALID && dir <= HLO_CMP_LT ? compare_names[dir] : "INVALID";
}

HloCompare hlo_compare_direction(MlirOperation op) {
  MlirStringRef w;
  if (!hlo_enum_attr(hlo_attr(op, "comparison_direction"), "comparison_direction", &w))
    return HLO_CMP_INVALID;
  for (int d = HLO_CMP_EQ; d <= HLO_CMP_LT; d++)
    if (w.length == 2 && memcmp(w.data, compare_names[d], 2) == 0)
      return (HloCompare)d;
  return HLO_CMP_INVALID;
}

/* ---- dense constants ---- */

bool hlo_dense_of(MlirAttribute a, HloDense *out) {
  if (mlirAttributeIsNull(a) || !mlirAttributeIsADenseElements(a))
    return false;
  MlirType type = mlirAttributeGetType(a);
  MlirType elem = mlirShapedTypeGetElementType(type);
  if (!mlirTypeIsAInteger(elem) && !mlirTypeIsAFloat(elem) && !mlirTypeIsAIndex(elem))
    return false;
  if (mlirTypeIsAFloat(elem) && mlirFloatTypeGetWidth(elem) != 16 &&
      mlirFloatTypeGetWidth(elem) != 32 && mlirFloatTypeGetWidth(elem) != 64)
    return false;
  out->attr = a;
  out->elem = elem;
  out->count = mlirElementsAttrGetNumElements(a);
  out->splat = mlirDenseElementsAttrIsSplat(a);
  return true;
}

bool hlo_constant_dense(MlirOperation op, HloDense *out) {
  return hlo_op_id(op) == HLO_OP_CONSTANT && hlo_dense_of(hlo_attr(op, "value"), out);
}

static double half_to_double(uint16_t h) {
  int exp = (h >> 10) & 0x1f, mant = h & 0x3ff;
  double sign = (h & 0x8000) ? -1.0 : 1.0;
  if (exp == 0)
    return sign * ldexp(mant, -24);
  if (exp == 31)
    return mant ? NAN : sign * INFINITY;
  return sign * ldexp(mant | 0x400, exp - 25);
}

static double bf16_to_double(uint16_t h) {
  uint32_t bits = (uint32_t)h << 16;
  float f;
  memcpy(&f, &bits, sizeof f);
  return f;
}

/* Decodes element i (element 0 of a splat) as a double. */
double hlo_dense_f64(const HloDense *d, int64_t i) {
  if (!mlirTypeIsAFloat(d->elem))
    return (double)hlo_dense_i64(d, i);
  const unsigned char *raw = mlirDenseElementsAttrGetRawData(d->attr);
  int64_t at = d->splat ? 0 : i;
  unsigned width = mlirFloatTypeGetWidth(d->elem);
  if (width == 64) {
    double v;
    memcpy(&v, raw + at * 8, 8);
    return v;
  }
  if (width == 32) {
    float v;
    memcpy(&v, raw + at * 4, 4);
    return v;
  }
  uint16_t h = (uint16_t)(raw[at * 2] | raw[at * 2 + 1] << 8);
  return mlirTypeIsABF16(d->elem) ? bf16_to_double(h) : half_to_double(h);
}

int64_t hlo_dense_i64(const HloDense *d, int64_t i) {
  if (mlirTypeIsAFloat(d->elem))
    return (int64_t)hlo_dense_f64(d, i);
  const unsigned char *raw = mlirDenseElementsAttrGetRawData(d->attr);
  int64_t at = d->splat ? 0 : i;
  if (mlirTypeIsAInteger(d->elem) && mlirIntegerTypeGetWidth(d->elem) == 1) {
    /* i1 is bit-packed; a splat stores one byte. */
    if (d->splat)
      return raw[0] != 0;
    return (raw[at / 8] >> (at % 8)) & 1;
  }
  int64_t bytes = hlo_element_bytes(d->elem);
  bool is_unsigned = mlirTypeIsAInteger(d->elem) && mlirIntegerTypeIsUnsigned(d->elem);
  return read_int(raw + at * bytes, bytes, is_unsigned);
}

static bool single_constant(MlirValue v, HloDense *d) {
  if (!mlirValueIsAOpResult(v))
    return false;
  MlirOperation op = mlirOpResultGetOwner(v);
  return hlo_constant_dense(op, d) && (d->splat || d->count == 1);
}

bool hlo_value_constant_i64(MlirValue v, int64_t *out) {
  HloDense d;
  if (!single_constant(v, &d) || mlirTypeIsAFloat(d.elem))
    return false;
  *out = hlo_dense_i64(&d, 0);
  return true;
}

bool hlo_value_constant_f64(MlirValue v, double *out) {
  HloDense d;
  if (!single_constant(v, &d))
    return false;
  *out = hlo_dense_f64(&d, 0);
  return true;
}
