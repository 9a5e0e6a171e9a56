/*
 * Interpreter, random bits: the counter-based generators of Salmon et al.
 * (SC 2011), Philox-4x32-10 and Threefry-2x32-20, which the spec names for
 * rng_bit_generator. Counter-based means a value depends only on (key,
 * counter), so results are the same on every machine and independent of
 * evaluation order; random inputs use Philox too (types.c).
 *
 * rng_bit_generator's state is ui64[2] (THREE_FRY) or ui64[2|3] (PHILOX,
 * DEFAULT = PHILOX): word 0 is the key, the rest the counter. The output
 * bytes are the generator's blocks for counters state, state+1, ... in
 * order; the new state is the counter advanced past the blocks used.
 */
#include <string.h>

#include "internal.h"

static uint32_t mulhilo32(uint32_t a, uint32_t b, uint32_t *hi) {
  uint64_t p = (uint64_t)a * b;
  *hi = (uint32_t)(p >> 32);
  return (uint32_t)p;
}

void interp_philox4x32(const uint32_t key[2], const uint32_t ctr[4], uint32_t out[4]) {
  uint32_t k0 = key[0], k1 = key[1];
  uint32_t c0 = ctr[0], c1 = ctr[1], c2 = ctr[2], c3 = ctr[3];
  for (int round = 0; round < 10; round++) {
    uint32_t hi0, hi1;
    uint32_t lo0 = mulhilo32(0xD2511F53u, c0, &hi0);
    uint32_t lo1 = mulhilo32(0xCD9E8D57u, c2, &hi1);
    c0 = hi1 ^ c1 ^ k0;
    c1 = lo1;
    c2 = hi0 ^ c3 ^ k1;
    c3 = lo0;
    k0 += 0x9E3779B9u;
    k1 += 0xBB67AE85u;
  }
  out[0] = c0;
  out[1] = c1;
  out[2] = c2;
  out[3] = c3;
}

static uint32_t rotl32(uint32_t x, int r) { return (x << r) | (x >> (32 - r)); }

void interp_threefry2x32(const uint32_t key[2], const uint32_t ctr[2], uint32_t out[2]) {
  static const int rot[8] = {13, 15, 26, 6, 17, 29, 16, 24};
  uint32_t ks[3] = {key[0], key[1], 0x1BD11BDAu ^ key[0] ^ key[1]};
  uint32_t x0 = ctr[0] + ks[0], x1 = ctr[1] + ks[1];
  for (int round = 0; round < 20; round++) {
    x0 += x1;
    x1 = rotl32(x1, rot[round % 8]);
    x1 ^= x0;
    if (round % 4 == 3) {
      uint32_t inject = (uint32_t)(round / 4 + 1);
      x0 += ks[inject % 3];
      x1 += ks[(inject + 1) % 3] + inject;
    }
  }
  out[0] = x0;
  out[1] = x1;
}

/* ---- rng_bit_generator ---- */

typedef struct RngAttr {
  bool threefry;
  int64_t state_words;
} RngAttr;

static bool run_rng_bit_generator(Exec *x, Frame *f, const Instr *ins) {
  const RngAttr *a = ins->attr;
  uint64_t state[3] = {0, 0, 0};
  memcpy(state, in_data(f, ins, 0), (size_t)a->state_words * 8);
  uint32_t key[2] = {(uint32_t)state[0], (uint32_t)(state[0] >> 32)};
  Buf *new_state = interp_result(x, f, ins, 0);
  Buf *out = interp_result(x, f, ins, 1);
  size_t size = (size_t)ins->tout[1]->size, block = a->threefry ? 8 : 16;
  uint64_t lo = state[1], hi = state[2];
  for (size_t at = 0; at < size; at += block) {
    uint32_t words[4];
    if (a->threefry) {
      uint32_t ctr[2] = {(uint32_t)lo, (uint32_t)(lo >> 32)};
      interp_threefry2x32(key, ctr, words);
    } else {
      uint32_t ctr[4] = {(uint32_t)lo, (uint32_t)(lo >> 32), (uint32_t)hi, (uint32_t)(hi >> 32)};
      interp_philox4x32(key, ctr, words);
    }
    memcpy(out->data + at, words, size - at < block ? size - at : block);
    if (++lo == 0 && !a->threefry)
      hi++;
  }
  state[1] = lo;
  state[2] = hi;
  memcpy(new_state->data, state, (size_t)a->state_words * 8);
  return true;
}

bool interp_lower_rng(Lower *l, Instr *ins) {
  if (ins->op != HLO_OP_RNG_BIT_GENERATOR)
    return interp_lower_fail(l, ins, "is not supported by hlomem-run");
  const IType *state = ins->tin[0];
  MlirStringRef algo = {"DEFAULT", 7};
  MlirAttribute attr = hlo_attr(ins->mop, "rng_algorithm");
  if (!mlirAttributeIsNull(attr) && !hlo_enum_attr(attr, "rng_algorithm", &algo))
    return interp_lower_fail(l, ins, "has a malformed rng_algorithm");
  RngAttr *a = LOWER_NEW(l, RngAttr);
  a->threefry = algo.length == 9 && memcmp(algo.data, "THREE_FRY", 9) == 0;
  bool philox = (algo.length == 6 && memcmp(algo.data, "PHILOX", 6) == 0) ||
                (algo.length == 7 && memcmp(algo.data, "DEFAULT", 7) == 0);
  if (!a->threefry && !philox)
    return interp_lower_fail(l, ins, "has an unknown rng_algorithm '%.*s'", (int)algo.length,
                             algo.data);
  if (state->kind != IT_TENSOR || state->dt != HLO_DT_U64 || state->rank != 1 ||
      state->dims[0] < 2 || state->dims[0] > (a->threefry ? 2 : 3))
    return interp_lower_fail(l, ins, "expects an initial state of type tensor<%sxui64>",
                             a->threefry ? "2" : "2 or 3");
  const IType *out = ins->tout[1];
  if (ins->tout[0] != state && !itype_same_shape(ins->tout[0], state))
    return interp_lower_fail(l, ins, "must return a new state of the initial state's type");
  if (ins->tout[0]->dt != HLO_DT_U64 || out->kind != IT_TENSOR ||
      !(hlo_dtype_is_int(out->dt) || hlo_dtype_is_float(out->dt)))
    return interp_lower_fail(l, ins, "must produce integer or floating-point bits");
  a->state_words = state->dims[0];
  ins->attr = a;
  ins->run = run_rng_bit_generator;
  return true;
}
