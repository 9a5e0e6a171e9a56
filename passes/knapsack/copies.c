/* Copies: items of the integer instance with the same weight and the same
 * profit, which exact solves as one bounded item.
 *
 * Copies are interchangeable, so a solution is known by how many copies of
 * each kind it saves.  A kind of m copies becomes bundles of 1, 2, 4, ...,
 * 2^(j-1) copies and one of the rest, m - (2^j - 1) (the binary
 * decomposition of a bounded knapsack): every count 0..m is the size of
 * some set of bundles and every set of bundles is a count, so the 0/1
 * problem on the bundles has the same optimum, with about log2 m items
 * where there were m.  A step of a training program repeated over layers
 * gives remat dozens to thousands of copies of each kind; the search then
 * expands each kind a few times instead of once per copy, and its
 * dominance no longer has to discover, copy by copy, that saving the
 * first or the fifth of ten equal items makes the same state.
 *
 * Only kinds of at least KS_MIN_BUNDLED_COPIES copies are bundled.
 * A count k uses only bundles of at most k copies, so a bundle heavier
 * than the capacity is left out without losing any count that fits.  The
 * copies saved are the lowest-indexed of their kind.  Bundles are numbered
 * in the order of the lowest index of their kind, so an instance without
 * copies keeps its items' relative order and ties break as they did.
 * Kinds are found with a hash table, in time linear in the items.
 */
#include "knapsack_impl.h"

#include <string.h>

/* Kinds of fewer copies stay single items.  A bundle is as efficient as
   its copies and several times heavier, which breaks the structure the
   search's core and bounds live on: on Pisinger's strongly and inverse
   strongly correlated classes, whose weights repeat a few times each,
   bundling every kind took the median at n = 10000 from 4 ms to 1.3 s,
   and one bundled kind of 8 copies one instance to 1.3 s.  Remat's
   copies are one per layer or per head, dozens to thousands, where
   bundling from 16 copies keeps its whole gain (docs/knapsack.md). */
#define KS_MIN_BUNDLED_COPIES 16

static uint64_t mix(uint64_t x) {
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9u;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebu;
  return x ^ (x >> 31);
}

static bool same_kind(const KsItem *x, const KsItem *y) {
  return x->w == y->w && x->p == y->p;
}

/* Numbers the kinds in the order of their first item (a hash table of
   kinds, open addressing) and sorts the items by kind, stably: out->sorted
   holds each kind's items in id order, from first[k] for count[k]. */
static size_t group(KsMem *mem, const KsIntInstance *ii, KsCopies *out,
                    size_t *first, size_t *count, size_t *kind_of) {
  size_t n = ii->n, cap = 16;
  while (cap < 2 * n)
    cap *= 2;
  size_t *slot = ks_alloc_array(mem, cap, sizeof(size_t));
  if (!slot)
    return SIZE_MAX;
  memset(slot, 0xff, cap * sizeof(size_t)); /* SIZE_MAX: empty */
  size_t nkinds = 0;
  for (size_t i = 0; i < n; i++) {
    const KsItem *x = &ii->items[i];
    size_t h = mix(x->w ^ mix((uint64_t)x->p)) & (cap - 1);
    while (slot[h] != SIZE_MAX && !same_kind(&ii->items[first[slot[h]]], x))
      h = (h + 1) & (cap - 1);
    if (slot[h] == SIZE_MAX) {
      slot[h] = nkinds;
      first[nkinds] = i;
      count[nkinds++] = 0;
    }
    kind_of[i] = slot[h];
    count[slot[h]]++;
  }
  ks_free(mem, slot);
  /* first[k] becomes the kind's place in sorted[]. */
  for (size_t k = 0, at = 0; k < nkinds; k++) {
    first[k] = at;
    at += count[k];
  }
  for (size_t i = 0; i < n; i++)
    out->sorted[first[kind_of[i]]++] = ii->items[i];
  for (size_t k = 0; k < nkinds; k++)
    first[k] -= count[k];
  return nkinds;
}

/* Bundles of kind k's count[k] copies, starting at sorted[first]. */
static void bundle_kind(KsCopies *out, uint64_t c, size_t first,
                        size_t count) {
  const KsItem *x = &out->sorted[first];
  bool bundled = count >= KS_MIN_BUNDLED_COPIES;
  for (size_t size = 1; count > 0; size = bundled ? size * 2 : 1) {
    size_t t = size < count ? size : count;
    count -= t;
    if (t > c / x->w)
      return; /* too heavy: the counts that fit use the bundles before */
    /* The profits of all items sum to less than 2^62. */
    out->items[out->n] = (KsItem){x->w * t, x->p * (int64_t)t, out->n};
    out->kind_lo[out->n] = first;
    out->size[out->n++] = t;
  }
}

HloKnapsackStatus ks_copies_bundle(KsMem *mem, const KsIntInstance *ii,
                                   KsCopies *out) {
  size_t m = ii->n ? ii->n : 1, nkinds = SIZE_MAX;
  *out = (KsCopies){0};
  out->sorted = ks_alloc_array(mem, m, sizeof(KsItem));
  out->items = ks_alloc_array(mem, m, sizeof(KsItem));
  out->kind_lo = ks_alloc_array(mem, m, sizeof(size_t));
  out->size = ks_alloc_array(mem, m, sizeof(size_t));
  size_t *first = ks_alloc_array(mem, m, sizeof(size_t));
  size_t *count = ks_alloc_array(mem, m, sizeof(size_t));
  size_t *kind_of = ks_alloc_array(mem, m, sizeof(size_t));
  if (out->sorted && out->items && out->kind_lo && out->size && first &&
      count && kind_of)
    nkinds = group(mem, ii, out, first, count, kind_of);
  for (size_t k = 0; nkinds != SIZE_MAX && k < nkinds; k++)
    bundle_kind(out, ii->c, first[k], count[k]);
  ks_free(mem, first);
  ks_free(mem, count);
  ks_free(mem, kind_of);
  if (nkinds == SIZE_MAX) {
    ks_copies_free(mem, out);
    return HLO_KNAPSACK_OUT_OF_MEMORY;
  }
  return HLO_KNAPSACK_OK;
}

void ks_copies_unbundle(const KsCopies *b, const uint8_t *bundle_take,
                        size_t nitems, uint8_t *take) {
  for (size_t i = 0; i < nitems; i++)
    take[b->sorted[i].id] = 0;
  /* Bundles of a kind are consecutive: their sizes add up to the count
     saved, which goes to the lowest ids (the kind is sorted by id). */
  for (size_t i = 0; i < b->n;) {
    size_t lo = b->kind_lo[i], count = 0;
    for (; i < b->n && b->kind_lo[i] == lo; i++)
      count += bundle_take[i] ? b->size[i] : 0;
    for (size_t k = 0; k < count; k++)
      take[b->sorted[lo + k].id] = 1;
  }
}

void ks_copies_free(KsMem *mem, KsCopies *b) {
  ks_free(mem, b->sorted);
  ks_free(mem, b->items);
  ks_free(mem, b->kind_lo);
  ks_free(mem, b->size);
  *b = (KsCopies){0};
}
