/* exact: optimal 0/1 knapsack without quantization.
 *
 * Pisinger's minknap (a minimal core, expanded on demand) with the main
 * additions of Martello, Pisinger and Toth's combo, on the integer form of
 * the instance (instance.c):
 *
 *   - Identical items are bundled in powers of two (copies.c), so a kind
 *     of m copies costs the search about log2 m items.
 *   - The weights are divided by their greatest common divisor and the
 *     capacity rounded down to it (combo's "rudimentary divisibility").
 *   - Items are ordered by efficiency p/w only as far as needed: a
 *     quickselect finds the break item b (the first item that no longer
 *     fits when items are taken greedily) and leaves unsorted intervals on
 *     two stacks; an interval is sorted when the core reaches it, after the
 *     items in it that cannot improve the incumbent have been set aside.
 *   - The break solution (the b items before b) is the first state.  The
 *     core [s, t) grows alternately by the next item t on the right (which
 *     a state may add) and the next item s-1 on the left (which a state may
 *     remove), skipping items that cannot improve the incumbent z (item
 *     reduction): flipping the item in the break solution must beat z in
 *     the LP around the break item, and then also in the LP with the break
 *     item decided either way (Martello and Toth's branch on it), each
 *     side's LP taken item by item outwards from the break.  When the break
 *     item is large, the fraction of it the plain LP takes is what keeps
 *     that bound loose.
 *   - A state is (profit, weight) of one choice inside the core.  The list
 *     stays sorted by weight with strictly increasing profit: a lighter
 *     state at least as profitable dominates.  Each state is bounded by the
 *     exact LP relaxation of what is left: its spare room filled, or its
 *     excess given up, item by item along the useful items next to the
 *     core (two lists kept from step to step, the last item in part), and
 *     dropped when that cannot beat z.  Then, on a sample of states while
 *     it rarely prunes, Martello and Toth's branch: the item the LP takes
 *     in part decided either way, each side an LP again.  A large item
 *     among small ones, taken in part, is what keeps the plain LP loose.
 *     A step none of whose flipped states passes its bound is skipped
 *     after a pass that only bounds them.
 *   - Incumbents: the better greedy solution with or without the break
 *     item; once the list is long, beam searches around the break (both
 *     ways of the break item, items in efficiency order and heaviest
 *     first: near the break the problem is close to a subset sum) and
 *     greedy completions of two states after each step; whenever the list
 *     has doubled, combo's pairing completes every state with the best
 *     single item outside the core.  A search whose bounds are tight is
 *     mostly a search for z: with the optimum as z from the start, the
 *     hardest remat-like instances need a few percent of their states.
 *   - Once the list is long, or the search has generated many states,
 *     cardinality bounds (bounds.c) and, on long lists, the exact optimum
 *     of their surrogate relaxations, found by this same search, bound the
 *     optimum from above.  An abandoned surrogate search is retried with a
 *     larger budget later.
 *   - The search ends when no state is left or z meets an upper bound.
 *
 * Memory is the items, the interval stacks, a log of which item each step
 * expanded, and the live states: O(n + states), never an n x W table.  A
 * state carries the decisions of its last 64 steps as bits.  If the best
 * state's history is longer, the decisions on the older core items are
 * recovered by solving the knapsack on just those items with the capacity
 * and the value the known decisions leave them (any optimum of that
 * smaller problem completes an optimum of the whole), as minknap does.
 *
 * All arithmetic is exact: weights and profits are integers, states stay
 * below 2c < 2^64, and bounds compare 128-bit products.
 */
#include "knapsack_impl.h"

#include <stdlib.h>
#include <string.h>

enum {
  SORT_CUTOFF = 16,
  HISTORY = 64,
  /* Pairing is cheap; cardinality bounds cost a few LP solves, and most
     instances are done before the state list grows this long. */
  FIRST_PAIRING = 1024,
  FIRST_BOUNDS = 8192,
  /* ... or, whatever the list's length, once the search has generated
     this many times as many states, and at least this many per item (a
     cardinality bound costs a few passes over the items). */
  BOUNDS_WORK = 16,
  BOUNDS_WORK_PER_ITEM = 128,
  /* A surrogate search first may generate this many states per item,
     and at least SURROGATE_MIN_STATES, before it is abandoned; each retry
     may generate SURROGATE_GROWTH times more, once the main search has
     generated as many again. */
  SURROGATE_STATES_PER_ITEM = 64,
  SURROGATE_MIN_STATES = 1 << 20,
  SURROGATE_GROWTH = 4,
  /* Items listed on each side of the break for item reduction. */
  BREAK_PREFIX = 64,
  /* States that try a branch bound on an item before its success rate
     decides whether the rest do; below one prune in BRANCH_RATE tries,
     one state in BRANCH_RATE tries. */
  BRANCH_TRIES = 4,
  BRANCH_RATE = 64,
  /* State lists from this long get greedy completions after each step. */
  COMPLETE_FROM = 256,
  /* Partial solutions the beam search keeps, and the state list length
     from which it runs (shorter searches end before it pays). */
  BEAM_WIDTH = 32,
  BEAM_FROM = 256,
};

typedef struct State {
  int64_t p;
  uint64_t w;
  uint64_t bits; /* bit i: the state flipped the item of step (steps - i) */
} State;

typedef struct Span {
  size_t lo, hi;
} Span;

typedef struct Spans {
  Span *v;
  size_t n, cap;
} Spans;

/* One exact search: where the answer goes (take[id] per item), whether it
   may run surrogate searches of its own, how many states it may generate
   before giving up (0: no limit), and an upper bound on its optimum if
   one is known (the search stops as soon as it reaches it). */
typedef struct Search {
  KsSolve *solve;
  uint8_t *take;
  bool surrogates;
  uint64_t state_limit;
  uint64_t states;
  int64_t ub; /* known upper bound on the optimum, or INT64_MAX */
  size_t pair_from, bounds_from;
} Search;

/* The best solution found: the break solution, with the flips of a DP
   state's history (its last min(step, 64) steps known), and then the
   items in toggles flipped. */
typedef struct Incumbent {
  int64_t z;
  uint64_t bits;
  size_t step;
  size_t *toggles;
  size_t ntoggles;
} Incumbent;

/* The bound on one cardinality class ("at most" or "at least" kcard
   items): the LP bound, lowered to the surrogate optimum once a surrogate
   search has finished; an abandoned one is retried with a larger state
   budget once the main search has done as much work again. */
typedef enum SurrogateState { SURROGATE_PENDING, SURROGATE_SOLVED,
                              SURROGATE_UNUSABLE } SurrogateState;

typedef struct ClassBound {
  size_t kcard; /* 0: nothing computed yet */
  int64_t bound;
  uint64_t mult;
  SurrogateState surrogate;
  uint64_t limit;   /* state budget of the next surrogate attempt */
  uint64_t next_at; /* main-search states before it may start */
} ClassBound;

/* Items on one side of the core or of the break, in the order the LP
   takes them (right: most efficient first; left: least efficient first),
   with their weights and profits summed: w[i], p[i] over the first i.
   Whatever lies beyond the n listed is bounded by the last one listed,
   unless the side is exhausted.  pos[i] is where item[i] lies, and scan
   the next position to look at (on the left, one past it). */
typedef struct Prefix {
  KsItem *item;
  size_t *pos;
  uint64_t *w;
  int64_t *p;
  size_t n, cap;
  size_t scan;
  bool started, exhausted;
} Prefix;

typedef struct Core {
  Search *search;
  KsMem *mem;
  KsItem *it;
  size_t n;
  uint64_t c;
  Spans left, right; /* unsorted intervals, nearest to the core on top */
  size_t lo, hi;     /* it[lo, hi) is sorted by efficiency */
  size_t b;          /* break item */
  int64_t pb;        /* profit and weight of the break solution it[0, b) */
  uint64_t wb;
  size_t s, t;       /* core [s, t): it[0, s) in, it[t, n) out */
  uint64_t wleft;    /* weight of it[0, s), what states can still remove */
  State *a, *next;
  size_t len, cap;
  size_t *log; /* log[i]: the position expanded by step i + 1 */
  size_t steps;
  Incumbent inc;
  int64_t ub; /* proven upper bound on the optimum */
  /* Pairing and bounds: items by weight; per item id whether it lies
     right of the break and whether the core has passed it; profits in
     decreasing order, summed. */
  size_t next_pairing;
  uint64_t next_bounds_work; /* states generated before bounds are due */
  bool lp_bounds_only;       /* cardinality bounds without surrogates */
  KsItem *by_weight;
  KsItem *pair_items;
  size_t *pair_best;
  uint8_t *mark;
  int64_t *profit_prefix; /* profits, largest first, summed */
  size_t kmax;
  ClassBound classes[2]; /* [at_most] */
  Prefix fill, drop; /* the LP of what states may still add or remove */
  Prefix bfill, bdrop; /* the same from the break item outwards */
  size_t *dive;        /* toggles of a greedy completion */
  struct Beam *beam;   /* two lists of 2 x BEAM_WIDTH partial choices */
  bool beamed;         /* the beam searches have run */
  bool branch_lp;      /* item reduction branches on the break item */
  bool reduce; /* expose_* may set items aside by item reduction */
  bool aborted;
  HloKnapsackStatus status;
} Core;

/* mark[id]: which side of the break an item lies on, whether the core has
   passed it, and whether item reduction has fixed it (a fixed item stays
   fixed: the incumbent only grows). */
enum { RIGHT_SIDE = 1, PASSED = 2, FIXED = 4 };

static HloKnapsackStatus exact_search(Search *sr, KsItem *items, size_t n,
                                      uint64_t c);

static void swap_items(KsItem *it, size_t i, size_t j) {
  KsItem x = it[i];
  it[i] = it[j];
  it[j] = x;
}

/* Insertion sort by efficiency of the short intervals (at most
   SORT_CUTOFF items) that quickselect leaves: qsort's set-up costs more
   than the comparisons on so few items. */
static void sort_short(KsItem *it, size_t n) {
  for (size_t i = 1; i < n; i++) {
    KsItem x = it[i];
    size_t j = i;
    for (; j > 0 && ks_cmp_efficiency(&x, &it[j - 1]) < 0; j--)
      it[j] = it[j - 1];
    it[j] = x;
  }
}

/* LSD radix sort of items by a 64-bit key, eight bits at a time, skipping
   the bytes all keys share; stable, so equal keys keep their order.  The
   pairing and cardinality arrays are sorted this way once per search; a
   comparison sort of them costs more than many easy searches.  The passes
   alternate between a and tmp, copying back at most once. */
static void radix_sort(KsItem *a, KsItem *tmp, size_t n, bool by_profit) {
  KsItem *from = a, *to = tmp;
  size_t count[8][256] = {{0}};
  for (size_t i = 0; i < n; i++) {
    uint64_t key = by_profit ? (uint64_t)a[i].p : a[i].w;
    for (int d = 0; d < 8; d++)
      count[d][key >> (8 * d) & 0xff]++;
  }
  for (int d = 0; d < 8; d++) {
    size_t sum = 0, *c = count[d];
    bool trivial = false;
    for (int v = 0; v < 256; v++) {
      trivial |= c[v] == n;
      size_t t = c[v];
      c[v] = sum;
      sum += t;
    }
    if (trivial)
      continue;
    for (size_t i = 0; i < n; i++) {
      uint64_t key = by_profit ? (uint64_t)from[i].p : from[i].w;
      to[c[key >> (8 * d) & 0xff]++] = from[i];
    }
    KsItem *t = from;
    from = to;
    to = t;
  }
  if (from != a)
    memcpy(a, from, n * sizeof(KsItem));
}

static void *core_alloc(Core *k, size_t count, size_t size) {
  void *p = ks_alloc_array(k->mem, count ? count : 1, size);
  if (!p)
    k->status = HLO_KNAPSACK_OUT_OF_MEMORY;
  return p;
}

static void push(Core *k, Spans *sp, size_t lo, size_t hi) {
  if (lo >= hi)
    return;
  if (sp->n == sp->cap) {
    size_t cap = sp->cap ? 2 * sp->cap : 32;
    Span *v = ks_realloc_array(k->mem, sp->v, cap, sizeof(Span));
    if (!v) {
      k->status = HLO_KNAPSACK_OUT_OF_MEMORY;
      return;
    }
    sp->v = v;
    sp->cap = cap;
  }
  sp->v[sp->n++] = (Span){lo, hi};
}

/* Quickselect step: a median-of-three pivot ends at the returned position,
   more efficient items before it, less efficient after.  The efficiency
   order is total (ties broken by weight, then id), so every partition
   makes progress even when all ratios are equal. */
static size_t partition(KsItem *it, size_t lo, size_t hi) {
  size_t mid = lo + (hi - lo) / 2, last = hi - 1;
  if (ks_cmp_efficiency(&it[mid], &it[lo]) < 0)
    swap_items(it, mid, lo);
  if (ks_cmp_efficiency(&it[last], &it[lo]) < 0)
    swap_items(it, last, lo);
  if (ks_cmp_efficiency(&it[mid], &it[last]) < 0)
    swap_items(it, mid, last);
  KsItem pivot = it[last];
  size_t m = lo;
  for (size_t i = lo; i < last; i++)
    if (ks_cmp_efficiency(&it[i], &pivot) < 0)
      swap_items(it, i, m++);
  swap_items(it, m, last);
  return m;
}

/* The LP bound test: can some solution reached from (p, w) by adding items
   no more efficient than fill, or removing items no less efficient than
   drop, be worth more than z?  Profits are integers, so "more than z"
   means "at least z + 1". */
static bool may_improve(int64_t p, uint64_t w, uint64_t c, const KsItem *fill,
                        const KsItem *drop, int64_t z) {
  if (w <= c) {
    if (p > z)
      return true;
    return fill && ks_cmp_mul(c - w, (uint64_t)fill->p, (uint64_t)(z + 1 - p),
                              fill->w) >= 0;
  }
  return drop && p > z &&
         ks_cmp_mul((uint64_t)(p - z - 1), drop->w, w - c,
                    (uint64_t)drop->p) >= 0;
}

/* The item the LP takes in part after the first i: the next listed one,
   or the last listed one standing for what lies beyond; NULL if nothing
   does. */
static inline const KsItem *prefix_next(const Prefix *f, size_t i) {
  if (i < f->n)
    return &f->item[i];
  return f->exhausted || f->n == 0 ? NULL : &f->item[f->n - 1];
}

/* Whether p plus the LP of filling `room` with the prefix reaches z + 1,
   given i, the number of prefix items that fit whole. */
static inline bool fill_reaches_at(const Prefix *f, size_t i, int64_t p,
                            uint64_t room, int64_t z) {
  if (p + f->p[i] > z)
    return true;
  const KsItem *next = prefix_next(f, i);
  return next && ks_cmp_mul(room - f->w[i], (uint64_t)next->p,
                            (uint64_t)(z + 1 - p - f->p[i]), next->w) >= 0;
}

/* Whether p less the LP of giving up `excess` weight from the prefix (the
   least profitable weight first) reaches z + 1, given i, the number of
   prefix items given up whole. */
static inline bool drop_reaches_at(const Prefix *f, size_t i, int64_t p,
                            uint64_t excess, int64_t z) {
  if (p - f->p[i] <= z)
    return false;
  if (f->w[i] == excess)
    return true;
  const KsItem *next = prefix_next(f, i);
  return next && ks_cmp_mul((uint64_t)(p - f->p[i] - z - 1), next->w,
                            excess - f->w[i], (uint64_t)next->p) >= 0;
}

/* The number of prefix items that weigh at most x together. */
static size_t prefix_count(const Prefix *f, uint64_t x) {
  size_t lo = 0, hi = f->n;
  while (lo < hi) {
    size_t mid = lo + (hi - lo + 1) / 2;
    if (f->w[mid] <= x)
      lo = mid;
    else
      hi = mid - 1;
  }
  return lo;
}

static bool fill_reaches(const Prefix *f, int64_t p, uint64_t room, int64_t z) {
  return fill_reaches_at(f, prefix_count(f, room), p, room, z);
}

static bool drop_reaches(const Prefix *f, int64_t p, uint64_t excess,
                         int64_t z) {
  return drop_reaches_at(f, prefix_count(f, excess), p, excess, z);
}

/* Martello and Toth's bound on a state.  The LP of what a state may
   still do takes one listed item in part: the fill item that no longer
   fits whole in its room, or the drop item whose removal makes more than
   enough room.  Every solution leaves that item out or takes it whole (or
   keeps it or gives it up whole), so the larger of the two LPs with the
   item decided bounds the state.  When the item is large next to the room
   or the excess, as when a few large activations sit among many small
   ones, the LP's fraction of it is what keeps the plain bound loose, and
   the states that only that fraction kept alive are pruned.

   Both LPs run along a list with the branch item left out.  Item j of
   that list (j counts from 0) is the list's item j below skip and item
   j + 1 from there on; skip = f->n leaves nothing out. */
static inline void prefix_without(const Prefix *f, size_t skip, size_t j,
                                  uint64_t *w, int64_t *p,
                                  const KsItem **next) {
  if (j <= skip) {
    *w = f->w[j];
    *p = f->p[j];
  } else {
    *w = f->w[j + 1] - f->item[skip].w;
    *p = f->p[j + 1] - f->item[skip].p;
  }
  size_t at = j < skip ? j : j + 1;
  /* Beyond the list, its last item stands for the rest, as in
     prefix_next; the item left out may stand in, as no better than what
     lies beyond it on its side. */
  *next = at < f->n ? &f->item[at] : f->exhausted ? NULL : &f->item[f->n - 1];
}

static inline uint64_t weight_without(const Prefix *f, size_t skip,
                                      size_t j) {
  return j <= skip ? f->w[j] : f->w[j + 1] - f->item[skip].w;
}

/* The number of items of the list without skip that weigh at most x
   together, found by galloping from `hint` (the count for an earlier
   state, usually near) and bisecting what the gallop brackets. */
static size_t count_without(const Prefix *f, size_t skip, uint64_t x,
                            size_t hint) {
  size_t top = skip < f->n ? f->n - 1 : f->n;
  size_t lo, hi; /* the count lies in [lo, hi] */
  size_t j = hint < top ? hint : top;
  if (weight_without(f, skip, j) <= x) {
    lo = j;
    hi = top;
    for (size_t step = 1; lo < top; step *= 2) {
      size_t probe = top - lo > step ? lo + step : top;
      if (weight_without(f, skip, probe) > x) {
        hi = probe - 1;
        break;
      }
      lo = probe;
    }
  } else {
    lo = 0;
    hi = j - 1; /* j > 0: weight_without(f, skip, 0) = 0 <= x */
    for (size_t step = 1; hi > 0; step *= 2) {
      size_t probe = hi > step ? hi - step : 0;
      if (weight_without(f, skip, probe) <= x) {
        lo = probe;
        break;
      }
      hi = probe - 1;
    }
  }
  while (lo < hi) {
    size_t mid = lo + (hi - lo + 1) / 2;
    if (weight_without(f, skip, mid) <= x)
      lo = mid;
    else
      hi = mid - 1;
  }
  return lo;
}

/* fill_reaches_at and drop_reaches_at on the list without skip, whose
   first j items are taken whole. */
static inline bool fill_without_reaches(const Prefix *f, size_t skip,
                                        size_t j, int64_t p, uint64_t room,
                                        int64_t z) {
  uint64_t w;
  int64_t q;
  const KsItem *next;
  prefix_without(f, skip, j, &w, &q, &next);
  if (p + q > z)
    return true;
  return next && ks_cmp_mul(room - w, (uint64_t)next->p,
                            (uint64_t)(z + 1 - p - q), next->w) >= 0;
}

static inline bool drop_without_reaches(const Prefix *f, size_t skip,
                                        size_t j, int64_t p, uint64_t excess,
                                        int64_t z) {
  uint64_t w;
  int64_t q;
  const KsItem *next;
  prefix_without(f, skip, j, &w, &q, &next);
  if (p - q <= z)
    return false;
  if (w == excess)
    return true;
  return next && ks_cmp_mul((uint64_t)(p - q - z - 1), next->w, excess - w,
                            (uint64_t)next->p) >= 0;
}

/* Walking hints of the three LPs a branch may need, kept from state to
   state within one expansion (rooms shrink and excesses grow along the
   list, so the counts move little). */
typedef struct BranchHints {
  size_t h[3];
} BranchHints;

/* A state with `room` whose LP takes fill item i in part. */
static bool fill_branch_reaches(const Core *k, size_t i, int64_t p,
                                uint64_t room, int64_t z, BranchHints *bh) {
  const Prefix *f = &k->fill, *d = &k->drop;
  if (i >= f->n || f->w[i] == room)
    return true; /* no item in part: the plain LP is exact */
  const KsItem *x = &f->item[i];
  bh->h[0] = count_without(f, i, room, bh->h[0]);
  if (fill_without_reaches(f, i, bh->h[0], p, room, z))
    return true; /* item i out */
  if (x->w <= room) { /* in, and the room left filled without it */
    bh->h[1] = count_without(f, i, room - x->w, bh->h[1]);
    return fill_without_reaches(f, i, bh->h[1], p + x->p, room - x->w, z);
  }
  /* in, and the weight it lacks given up along the drop list */
  bh->h[2] = count_without(d, d->n, x->w - room, bh->h[2]);
  return drop_without_reaches(d, d->n, bh->h[2], p + x->p, x->w - room, z);
}

/* A state `excess` over the capacity whose LP gives up drop item i in
   part. */
static bool drop_branch_reaches(const Core *k, size_t i, int64_t p,
                                uint64_t excess, int64_t z, BranchHints *bh) {
  const Prefix *f = &k->fill, *d = &k->drop;
  if (i >= d->n || d->w[i] == excess)
    return true;
  const KsItem *x = &d->item[i];
  bh->h[0] = count_without(d, i, excess, bh->h[0]);
  if (drop_without_reaches(d, i, bh->h[0], p, excess, z))
    return true; /* item i kept */
  if (x->w >= excess) { /* given up, and the room it leaves filled */
    bh->h[1] = count_without(f, f->n, x->w - excess, bh->h[1]);
    return fill_without_reaches(f, f->n, bh->h[1], p - x->p, x->w - excess,
                                z);
  }
  /* given up, and the rest of the excess given up without it */
  bh->h[2] = count_without(d, i, excess - x->w, bh->h[2]);
  return drop_without_reaches(d, i, bh->h[2], p - x->p, excess - x->w, z);
}

/* The branch bounds of one expansion.  They cost several times the
   plain bound and, among items of like size, rarely prune; so each side
   keeps count, and while fewer than one in BRANCH_RATE of the states that
   tried were pruned, only every BRANCH_RATE-th state tries (`wait` counts
   down to the next one).  A side whose branch item changes starts
   over. */
typedef struct Branches {
  size_t wait;
  BranchHints side[2]; /* [over the capacity] */
  size_t item[2], tries[2], pruned[2];
} Branches;

static Branches branches_start(const Core *k) {
  return (Branches){.wait = 1,
                    .side = {{{k->fill.n, 0, 0}}, {{0, 0, 0}}},
                    .item = {SIZE_MAX, SIZE_MAX}};
}

/* Whether state y, which its plain LP keeps, survives the branch on the
   list item its LP takes in part (at: the items taken whole).  Out of
   line, so that the DP's inner loop stays as tight as without it. */
__attribute__((noinline)) static bool branch_keeps(const Core *k,
                                                   Branches *br,
                                                   const State *y,
                                                   size_t at) {
  bool over = y->w > k->c;
  if (br->item[over] != at) {
    br->item[over] = at;
    br->tries[over] = br->pruned[over] = 0;
  }
  bool keep = over ? drop_branch_reaches(k, at, y->p, y->w - k->c, k->inc.z,
                                         &br->side[1])
                   : fill_branch_reaches(k, at, y->p, k->c - y->w, k->inc.z,
                                         &br->side[0]);
  br->tries[over]++;
  br->pruned[over] += !keep;
  bool paying = br->tries[over] < BRANCH_TRIES ||
                BRANCH_RATE * br->pruned[over] >= br->tries[over];
  br->wait = paying ? 1 : BRANCH_RATE;
  return keep;
}

/* Item reduction: can flipping x in the break solution (adding it if it
   lies right of the break, removing it otherwise) lead to a solution
   better than z, by the LP relaxation around the break item?  z only
   grows, so an item that cannot never will. */
static bool flip_bound_reaches(const Core *k, const KsItem *x, bool add) {
  int64_t p = add ? k->pb + x->p : k->pb - x->p;
  uint64_t w = add ? k->wb + x->w : k->wb - x->w;
  if (!may_improve(p, w, k->c, &k->it[k->b], &k->it[k->b - 1], k->inc.z))
    return false;
  if (!k->branch_lp)
    return true;
  /* Tighter: the LP with the break item decided either way (Martello and
     Toth's branch on the break item), each side filled or emptied item by
     item from the break outwards rather than at one efficiency.  When the
     break item is large, the LP's fraction of it is what keeps the plain
     bound loose. */
  const KsItem *bi = &k->it[k->b];
  int64_t z = k->inc.z;
  uint64_t room = k->c - k->wb, excess = k->wb + bi->w - k->c;
  bool is_break = x->id == bi->id;
  if (!is_break) { /* the break item out */
    if (!add && fill_reaches(&k->bfill, k->pb - x->p, room + x->w, z))
      return true;
    if (add && x->w <= room &&
        fill_reaches(&k->bfill, k->pb + x->p, room - x->w, z))
      return true;
    if (add && x->w > room &&
        drop_reaches(&k->bdrop, k->pb + x->p, x->w - room, z))
      return true;
  }
  /* the break item in */
  int64_t pin = k->pb + bi->p;
  if (is_break)
    return drop_reaches(&k->bdrop, pin, excess, z);
  if (add)
    return drop_reaches(&k->bdrop, pin + x->p, excess + x->w, z);
  if (x->w <= excess)
    return drop_reaches(&k->bdrop, pin - x->p, excess - x->w, z);
  return fill_reaches(&k->bfill, pin - x->p, x->w - excess, z);
}

/* flip_bound_reaches, remembered once it fails: an item is looked at
   when its interval is exposed, when the lists next to the core reach it
   and when the core does, and most items far from the break fail every
   time. */
static bool flip_may_improve(Core *k, const KsItem *x, bool add) {
  if (k->mark[x->id] & FIXED)
    return false;
  if (flip_bound_reaches(k, x, add))
    return true;
  k->mark[x->id] |= FIXED;
  return false;
}

static bool item_may_improve(Core *k, size_t pos) {
  return flip_may_improve(k, &k->it[pos], pos >= k->b);
}

/* Exposes the interval left of the sorted region.  Once there is an
   incumbent, the items of the interval that cannot improve it are set
   aside first, at its far end, without sorting them (they stay in); then
   the rest is split while large, its more efficient part going back on
   the stack unsorted, and the part next to the core sorted. */
static void expose_left(Core *k) {
  Span sp = k->left.v[--k->left.n];
  if (k->reduce) {
    size_t keep = sp.hi;
    for (size_t i = sp.hi; i-- > sp.lo;)
      if (flip_may_improve(k, &k->it[i], false))
        swap_items(k->it, i, --keep);
    if (keep == sp.hi) {
      k->lo = sp.lo;
      return;
    }
    push(k, &k->left, sp.lo, keep);
    sp.lo = keep;
  }
  while (sp.hi - sp.lo > SORT_CUTOFF) {
    size_t m = partition(k->it, sp.lo, sp.hi);
    if (m + 1 < sp.hi) {
      push(k, &k->left, sp.lo, m + 1);
      sp.lo = m + 1;
    } else {
      push(k, &k->left, sp.lo, m);
      sp.lo = m;
    }
  }
  sort_short(k->it + sp.lo, sp.hi - sp.lo);
  k->lo = sp.lo;
}

static void expose_right(Core *k) {
  Span sp = k->right.v[--k->right.n];
  if (k->reduce) {
    size_t keep = sp.lo;
    for (size_t i = sp.lo; i < sp.hi; i++)
      if (flip_may_improve(k, &k->it[i], true))
        swap_items(k->it, i, keep++);
    if (keep == sp.lo) {
      k->hi = sp.hi;
      return;
    }
    push(k, &k->right, keep, sp.hi);
    sp.hi = keep;
  }
  while (sp.hi - sp.lo > SORT_CUTOFF) {
    size_t m = partition(k->it, sp.lo, sp.hi);
    if (m > sp.lo) {
      push(k, &k->right, m, sp.hi);
      sp.hi = m;
    } else {
      push(k, &k->right, m + 1, sp.hi);
      sp.hi = m + 1;
    }
  }
  sort_short(k->it + sp.lo, sp.hi - sp.lo);
  k->hi = sp.hi;
}

static void ensure_sorted(Core *k, size_t pos) {
  while (pos < k->lo)
    expose_left(k);
  while (pos >= k->hi)
    expose_right(k);
}

/* Finds the break item, leaving the intervals it did not need to sort on
   the stacks. */
static void find_break(Core *k) {
  KsItem *it = k->it;
  size_t lo = 0, hi = k->n;
  uint64_t wsum = 0; /* weight of it[0, lo), all more efficient */
  while (hi - lo > SORT_CUTOFF) {
    size_t m = partition(it, lo, hi);
    uint64_t wa = 0;
    for (size_t i = lo; i < m; i++)
      wa = ks_sat_add(wa, it[i].w);
    if (ks_sat_add(wsum, wa) > k->c) {
      push(k, &k->right, m, hi);
      hi = m;
    } else if (ks_sat_add(wsum + wa, it[m].w) > k->c) {
      push(k, &k->left, lo, m);
      push(k, &k->right, m + 1, hi);
      wsum += wa;
      lo = m;
      hi = m + 1;
    } else {
      push(k, &k->left, lo, m + 1);
      wsum += wa + it[m].w;
      lo = m + 1;
    }
  }
  sort_short(it + lo, hi - lo);
  size_t b = lo;
  while (wsum + it[b].w <= k->c)
    wsum += it[b++].w;
  k->lo = lo;
  k->hi = hi;
  k->b = b;
  k->wb = wsum;
  k->pb = 0;
  for (size_t i = 0; i < b; i++)
    k->pb += it[i].p;
  /* The bounds need the least efficient item of the break solution. */
  ensure_sorted(k, b - 1);
}

static void set_incumbent(Core *k, const State *x) {
  k->inc.z = x->p;
  k->inc.bits = x->bits;
  k->inc.step = k->steps;
  k->inc.ntoggles = 0;
}

/* Makes a complete solution (take[id] for every item) the incumbent. */
static void set_incumbent_solution(Core *k, const uint8_t *take, int64_t z) {
  k->inc.z = z;
  k->inc.bits = 0;
  k->inc.step = 0;
  k->inc.ntoggles = 0;
  for (size_t i = 0; i < k->n; i++)
    if ((take[k->it[i].id] != 0) != (i < k->b))
      k->inc.toggles[k->inc.ntoggles++] = k->it[i].id;
}

/* A greedy solution: the break solution, with the break item if
   with_break and then without the least efficient items before it until
   it fits, filled with the later items that fit, in the order they lie. */
static void greedy_solution(Core *k, bool with_break) {
  Incumbent *inc = &k->inc;
  uint64_t w = k->wb;
  inc->z = k->pb;
  inc->bits = 0;
  inc->step = 0;
  inc->ntoggles = 0;
  if (with_break) {
    w += k->it[k->b].w;
    inc->z += k->it[k->b].p;
    inc->toggles[inc->ntoggles++] = k->it[k->b].id;
    size_t i = k->b;
    while (w > k->c && i-- > 0) {
      ensure_sorted(k, i);
      w -= k->it[i].w;
      inc->z -= k->it[i].p;
    }
    /* Those taken out last that fit again go back, most efficient first. */
    for (size_t j = i; j < k->b; j++) {
      if (k->it[j].w <= k->c - w) {
        w += k->it[j].w;
        inc->z += k->it[j].p;
      } else {
        inc->toggles[inc->ntoggles++] = k->it[j].id;
      }
    }
  }
  for (size_t i = k->b + 1; i < k->n; i++) {
    if (k->it[i].w <= k->c - w) {
      w += k->it[i].w;
      inc->z += k->it[i].p;
      inc->toggles[inc->ntoggles++] = k->it[i].id;
    }
  }
}

/* The first incumbent: the better greedy solution, with or without the
   break item.  When the break item is large, the optimum often holds it
   and the solution without it is far from the optimum. */
static void greedy_incumbent(Core *k) {
  greedy_solution(k, true);
  int64_t with_break = k->inc.z;
  greedy_solution(k, false);
  if (with_break > k->inc.z)
    greedy_solution(k, true);
}

/* A partial solution of the beam search: the items of its list chosen
   so far, as bits. */
typedef struct Beam {
  uint64_t w;
  int64_t p;
  uint64_t bits;
  double key;
} Beam;

/* The BEAM_WIDTH-th largest of the n keys (BEAM_WIDTH < n <= 2
   BEAM_WIDTH: the choices with and without one item), by quickselect on
   a copy.  The partitions swap unconditionally and move their bound by
   the comparison: near-equal keys made a branch on it a coin toss. */
static double beam_threshold(const Beam *cand, size_t n) {
  double key[2 * BEAM_WIDTH];
  for (size_t i = 0; i < n; i++)
    key[i] = cand[i].key;
  size_t lo = 0, hi = n, want = BEAM_WIDTH - 1; /* largest first */
  while (hi - lo > 1) {
    double pivot = key[lo + (hi - lo) / 2];
    size_t above = lo; /* [lo, above) > pivot */
    for (size_t j = lo; j < hi; j++) {
      double x = key[j];
      key[j] = key[above];
      key[above] = x;
      above += x > pivot;
    }
    if (want < above) {
      hi = above;
      continue;
    }
    size_t equal = above; /* [above, equal) == pivot, the pivot among them */
    for (size_t j = above; j < hi; j++) {
      double x = key[j];
      key[j] = key[equal];
      key[equal] = x;
      equal += x == pivot;
    }
    if (want < equal)
      return pivot;
    lo = equal;
  }
  return key[lo];
}

/* Keeps the BEAM_WIDTH choices with the largest keys (ties: the lighter)
   in the weight order they come in, without sorting: two qsorts per item
   made the beam searches a quarter of the hardest remat-like searches. */
static size_t keep_best(Beam *cand, size_t n) {
  double t = beam_threshold(cand, n);
  size_t above = 0;
  for (size_t i = 0; i < n; i++)
    above += cand[i].key > t;
  size_t ties = BEAM_WIDTH - above, m = 0;
  for (size_t i = 0; i < n; i++) {
    if (cand[i].key > t || (cand[i].key == t && ties && ties--))
      cand[m++] = cand[i];
  }
  return m;
}

/* A heuristic for the incumbent: which of the m <= 64 items of list[] to
   add to a solution of weight w0 and profit p0, by a beam search over
   the items in list order that keeps the BEAM_WIDTH partial choices
   ranked highest: by their profit plus their room at `rate`, or, if rate
   is 0, at the efficiency of the next item (an LP bound when the list is
   in efficiency order).  Cheap, and where the optimum fills the room next
   to the break almost exactly it finds it long before the DP would.
   Returns the best profit and its choice in *bits. */
static int64_t beam_fill(Core *k, const KsItem *const *list, size_t m,
                         int64_t p0, uint64_t w0, double rate, uint64_t *bits) {
  Beam *cur = k->beam, *cand = k->beam + 2 * BEAM_WIDTH;
  size_t len = 1;
  cur[0] = (Beam){w0, p0, 0, 0};
  int64_t best = p0;
  *bits = 0;
  for (size_t j = 0; j < m; j++) {
    const KsItem *x = list[j];
    /* Merge the choices without x and with x by weight; a heavier choice
       must be worth more (dominance). */
    size_t nc = 0, a = 0, b = 0, bend = len;
    while (bend > 0 && cur[bend - 1].w > k->c - x->w)
      bend--; /* the choices x no longer fits in */
    while (a < len || b < bend) {
      Beam y;
      if (b < bend && (a == len || cur[a].w > cur[b].w + x->w)) {
        y = (Beam){cur[b].w + x->w, cur[b].p + x->p,
                   cur[b].bits | (uint64_t)1 << j, 0};
        b++;
      } else {
        y = cur[a++];
      }
      if (nc && y.p <= cand[nc - 1].p)
        continue;
      if (nc && y.w == cand[nc - 1].w)
        nc--;
      cand[nc++] = y;
      if (y.p > best) { /* profits rise along cand: the last is the best */
        best = y.p;
        *bits = y.bits;
      }
    }
    if (nc > BEAM_WIDTH) {
      const KsItem *y = j + 1 < m ? list[j + 1] : x;
      double e = rate > 0 ? rate : (double)y->p / (double)y->w;
      for (size_t i = 0; i < nc; i++)
        cand[i].key = (double)cand[i].p + (double)(k->c - cand[i].w) * e;
      nc = keep_best(cand, nc);
    }
    Beam *t = cur;
    cur = cand;
    cand = t;
    len = nc;
  }
  return best;
}

typedef struct BeamItem {
  const KsItem *item;
  bool in_break; /* in the break solution */
} BeamItem;

static int heavier_first(const void *x, const void *y) {
  const BeamItem *a = x, *b = y;
  return (a->item->w < b->item->w) - (a->item->w > b->item->w);
}

/* Beam searches over items[] from a base solution (p0, w0) that holds
   none of them, in efficiency order and heaviest first (near the break
   the efficiencies differ little and the problem is close to a subset
   sum, where placing the large items first matters); a better solution
   becomes the incumbent, as toggles of the break solution: with_break
   for the break item, then every item whose choice differs from its
   place in the break solution. */
static void beam_search(Core *k, BeamItem *items, size_t m, int64_t p0,
                        uint64_t w0, bool with_break) {
  const KsItem *list[64];
  for (int order = 0; order < 2; order++) {
    if (order == 1)
      qsort(items, m, sizeof(BeamItem), heavier_first);
    for (size_t j = 0; j < m; j++)
      list[j] = items[j].item;
    const KsItem *bi = &k->it[k->b];
    uint64_t bits;
    int64_t z = beam_fill(k, list, m, p0, w0,
                          order ? (double)bi->p / (double)bi->w : 0, &bits);
    if (z <= k->inc.z)
      continue;
    Incumbent *inc = &k->inc;
    inc->z = z;
    inc->bits = 0;
    inc->step = 0;
    inc->ntoggles = 0;
    if (with_break)
      inc->toggles[inc->ntoggles++] = bi->id;
    for (size_t j = 0; j < m; j++)
      if (((bits >> j & 1) != 0) != items[j].in_break)
        inc->toggles[inc->ntoggles++] = items[j].item->id;
  }
}

/* Beam searches around the break for a better incumbent: without the
   break item, over the items after it; with it, over the items before it
   (all of them out first, the beam choosing which stay) and after it. */
static void beam_incumbent(Core *k) {
  BeamItem items[64];
  size_t m = 0;
  for (size_t i = 0; i < k->bfill.n && m < 64; i++)
    items[m++] = (BeamItem){&k->bfill.item[i], false};
  beam_search(k, items, m, k->pb, k->wb, false);
  const KsItem *bi = &k->it[k->b];
  size_t nd = k->bdrop.n < 48 ? k->bdrop.n : 48;
  uint64_t w0 = k->wb + bi->w - k->bdrop.w[nd];
  if (w0 > k->c)
    return; /* taking out all of them is not enough */
  m = 0;
  for (size_t i = nd; i-- > 0;)
    items[m++] = (BeamItem){&k->bdrop.item[i], true};
  for (size_t i = 0; i < k->bfill.n && m < 64; i++)
    items[m++] = (BeamItem){&k->bfill.item[i], false};
  beam_search(k, items, m, k->pb + bi->p - k->bdrop.p[nd], w0, true);
}

static bool reserve_states(Core *k, size_t need) {
  if (need <= k->cap)
    return true;
  size_t cap = k->cap ? k->cap : 64;
  while (cap < need)
    cap *= 2;
  State *a = ks_realloc_array(k->mem, k->a, cap, sizeof(State));
  if (a)
    k->a = a;
  /* The next list is written before it is read: nothing to copy. */
  ks_free(k->mem, k->next);
  State *b = k->next = ks_alloc_array(k->mem, cap, sizeof(State));
  if (!a || !b) {
    k->status = HLO_KNAPSACK_OUT_OF_MEMORY;
    return false;
  }
  k->cap = cap;
  return true;
}

/* Makes room for n + 1 entries of a prefix. */
static bool prefix_reserve(Core *k, Prefix *f, size_t n) {
  if (n + 1 <= f->cap)
    return true;
  size_t cap = f->cap ? 2 * f->cap : 64;
  while (cap < n + 1)
    cap *= 2;
  KsItem *item = ks_realloc_array(k->mem, f->item, cap, sizeof(KsItem));
  if (item)
    f->item = item;
  size_t *pos = ks_realloc_array(k->mem, f->pos, cap, sizeof(size_t));
  if (pos)
    f->pos = pos;
  uint64_t *w = ks_realloc_array(k->mem, f->w, cap, sizeof(uint64_t));
  if (w)
    f->w = w;
  int64_t *p = ks_realloc_array(k->mem, f->p, cap, sizeof(int64_t));
  if (p)
    f->p = p;
  if (!item || !pos || !w || !p) {
    k->status = HLO_KNAPSACK_OUT_OF_MEMORY;
    return false;
  }
  f->cap = cap;
  return true;
}

static void prefix_free(KsMem *mem, Prefix *f) {
  ks_free(mem, f->item);
  ks_free(mem, f->pos);
  ks_free(mem, f->w);
  ks_free(mem, f->p);
}

/* Brings the list of the items beyond `edge` (right: positions >= edge;
   left: positions < edge) up to date: items the core has reached leave
   its front, and it is extended until it weighs at least `need` or holds
   max_items, looking at no more than `look` positions per call.  If
   useful_only, items item reduction has fixed are left out (they are in
   no solution better than the incumbent).  Each position is looked at
   once; items are sorted as far as the list goes. */
static void prefix_update(Core *k, Prefix *f, size_t edge, bool right,
                          bool useful_only, uint64_t need, size_t max_items,
                          size_t look) {
  if (!f->started) {
    if (!prefix_reserve(k, f, 0))
      return;
    f->started = true;
    f->n = 0;
    f->w[0] = 0;
    f->p[0] = 0;
    f->scan = edge;
  }
  size_t d = 0;
  while (d < f->n && (right ? f->pos[d] < edge : f->pos[d] >= edge))
    d++;
  if (d) {
    for (size_t i = 0; i + d < f->n; i++) {
      f->item[i] = f->item[i + d];
      f->pos[i] = f->pos[i + d];
    }
    uint64_t w0 = f->w[d];
    int64_t p0 = f->p[d];
    for (size_t i = 0; i + d <= f->n; i++) {
      f->w[i] = f->w[i + d] - w0;
      f->p[i] = f->p[i + d] - p0;
    }
    f->n -= d;
  }
  if (right ? f->scan < edge : f->scan > edge)
    f->scan = edge;
  /* Positions looked at, items listed or not: far from the core most
     items are fixed, and what lies beyond the list is bounded anyway. */
  for (size_t looked = 0;
       !f->exhausted && (f->n == 0 || f->w[f->n] < need) && f->n < max_items &&
       looked < look;
       looked++) {
    if (right ? f->scan >= k->n : f->scan == 0) {
      f->exhausted = true;
      break;
    }
    size_t pos = right ? f->scan++ : --f->scan;
    ensure_sorted(k, pos);
    if (k->status != HLO_KNAPSACK_OK || !prefix_reserve(k, f, f->n + 1))
      return;
    if (useful_only && !item_may_improve(k, pos))
      continue;
    const KsItem *x = &k->it[pos];
    f->item[f->n] = *x;
    f->pos[f->n] = pos;
    f->w[f->n + 1] = f->w[f->n] + x->w;
    f->p[f->n + 1] = f->p[f->n] + x->p;
    f->n++;
  }
}

/* A greedy completion of state y (after this step's expansion): if it is
   over the capacity, the items of the drop list leave it in order until
   it fits; then the items of the fill list that fit join it in order.  A
   better solution than the incumbent replaces it. */
static void complete_greedily(Core *k, const State *y) {
  uint64_t w = y->w;
  int64_t p = y->p;
  size_t nt = 0, *toggles = k->dive;
  for (size_t i = 0; w > k->c && i < k->drop.n; i++) {
    w -= k->drop.item[i].w;
    p -= k->drop.item[i].p;
    toggles[nt++] = k->drop.item[i].id;
  }
  if (w > k->c)
    return;
  /* The last items taken out may have made more room than needed: those
     that fit go back, the most efficient first. */
  size_t kept = 0;
  for (size_t i = nt; i-- > 0;) {
    if (k->drop.item[i].w <= k->c - w) {
      w += k->drop.item[i].w;
      p += k->drop.item[i].p;
      toggles[i] = SIZE_MAX;
    }
  }
  for (size_t i = 0; i < nt; i++)
    if (toggles[i] != SIZE_MAX)
      toggles[kept++] = toggles[i];
  nt = kept;
  for (size_t i = 0; i < k->fill.n; i++) {
    if (k->fill.item[i].w <= k->c - w) {
      w += k->fill.item[i].w;
      p += k->fill.item[i].p;
      toggles[nt++] = k->fill.item[i].id;
    }
  }
  if (p <= k->inc.z)
    return;
  set_incumbent(k, y);
  k->inc.z = p;
  memcpy(k->inc.toggles, toggles, nt * sizeof(size_t));
  k->inc.ntoggles = nt;
}

/* Whether any state with x flipped passes its plain LP bound.  If none
   does, the step could only drop states that one of those dominates, and
   is skipped: x keeps its place in the break solution in every state, as
   if item reduction had fixed it for these states (a right step while
   every state is over the capacity is the common case: adding x only
   deepens the excess).  A pass without merging or writing, at a fraction
   of the step's cost. */
static bool flip_survives(const Core *k, const KsItem *x, bool add) {
  const State *a = k->a;
  uint64_t c = k->c, limit = c + k->wleft;
  size_t fill_at = k->fill.n, drop_at = 0;
  for (size_t j = 0; j < k->len; j++) {
    uint64_t w = add ? a[j].w + x->w : a[j].w - x->w;
    if (w > limit)
      return false; /* so are the rest */
    int64_t p = add ? a[j].p + x->p : a[j].p - x->p;
    if (w <= c) {
      while (fill_at > 0 && k->fill.w[fill_at] > c - w)
        fill_at--;
      if (fill_reaches_at(&k->fill, fill_at, p, c - w, k->inc.z))
        return true;
    } else {
      while (drop_at < k->drop.n && k->drop.w[drop_at + 1] <= w - c)
        drop_at++;
      if (drop_reaches_at(&k->drop, drop_at, p, w - c, k->inc.z))
        return true;
    }
  }
  return false;
}

/* drop_reaches_at for the states over the capacity whose first `at`
   drop items go whole, with its loads and sums done once per `at` and
   incumbent: the DP step calls it for most states when a large break
   item leaves most of them over the capacity. */
typedef struct DropTest {
  int64_t pmin;       /* z + 1 plus the profit of the whole items */
  uint64_t wexact;    /* the weight whose excess they cover exactly */
  const KsItem *next; /* the item given up in part, if any */
  uint64_t edge;      /* the weight from which one more goes whole */
} DropTest;

static DropTest drop_test(const Core *k, size_t at, int64_t z) {
  const Prefix *f = &k->drop;
  return (DropTest){
      .pmin = f->p[at] + z + 1,
      .wexact = k->c + f->w[at],
      .next = prefix_next(f, at),
      .edge = at < f->n ? ks_sat_add(k->c, f->w[at + 1]) : UINT64_MAX};
}

static inline bool drop_test_keeps(const DropTest *t, int64_t p, uint64_t w) {
  if (p < t->pmin)
    return false;
  if (w == t->wexact)
    return true;
  return t->next && ks_cmp_mul((uint64_t)(p - t->pmin), t->next->w,
                               w - t->wexact, (uint64_t)t->next->p) >= 0;
}

/* One DP step on it[pos]: every state either keeps its decision on the
   item or flips it (adds it if add, else removes it).  The two sorted
   lists are merged by weight, dominated states dropped, the incumbent
   updated, and states whose bound cannot beat it pruned. */
static void expand(Core *k, size_t pos, bool add) {
  if (!reserve_states(k, 2 * k->len))
    return;
  const KsItem *x = &k->it[pos];
  uint64_t c = k->c, limit = c + k->wleft; /* heavier states are lost */
  const State *a = k->a;
  size_t len = k->len, i = 0, j = 0, n = 0;
  int64_t best = -1;
  /* The LP of what the states may still do: as much room as the lightest
     one has, as much excess as the heaviest one. */
  uint64_t lightest = add || a[0].w < x->w ? a[0].w : a[0].w - x->w;
  uint64_t heaviest = add ? a[len - 1].w + x->w : a[len - 1].w;
  if (heaviest > limit)
    heaviest = limit;
  size_t max_items = 2 * len + 64, look = len + 8;
  /* Twice as far as the LP needs: greedy completions go on past it. */
  uint64_t room = lightest < c ? c - lightest : 0;
  uint64_t excess = heaviest > c ? heaviest - c : 0;
  prefix_update(k, &k->fill, k->t, true, true, room > c / 2 ? c : 2 * room,
                max_items, look);
  prefix_update(k, &k->drop, k->s, false, true, excess > c / 2 ? c : 2 * excess,
                max_items, look);
  if (k->status != HLO_KNAPSACK_OK || !flip_survives(k, x, add))
    return;
  size_t fill_at = k->fill.n, drop_at = 0;
  DropTest dt = drop_test(k, 0, k->inc.z);
  Branches br = branches_start(k);
  State *out = k->next;


  k->log[k->steps++] = pos;
  /* The flip as a change of weight and profit (a removal wraps around:
     every state holds x, so its weight never goes below zero). */
  uint64_t dw = add ? x->w : (uint64_t)0 - x->w;
  int64_t dp = add ? x->p : -x->p;
  size_t iend = len, jend = len;
  while (iend > 0 && a[iend - 1].w > limit)
    iend--;
  while (jend > 0 && a[jend - 1].w + dw > limit)
    jend--;
  for (;;) {
    State y;
    if (j < jend) {
      uint64_t wj = a[j].w + dw;
      int64_t pj = a[j].p + dp;
      if (i < iend && (a[i].w < wj || (a[i].w == wj && a[i].p >= pj))) {
        y = a[i++];
        y.bits <<= 1;
      } else {
        y = (State){pj, wj, a[j++].bits << 1 | 1};
      }
    } else if (i < iend) {
      y = a[i++];
      y.bits <<= 1;
    } else {
      break;
    }
    if (y.p <= best)
      continue; /* dominated */
    best = y.p;
    if (y.w <= c && y.p > k->inc.z) {
      set_incumbent(k, &y);
      dt = drop_test(k, drop_at, k->inc.z);
    }
    bool keep;
    if (y.w <= c) { /* room only shrinks along the list */
      while (fill_at > 0 && k->fill.w[fill_at] > c - y.w)
        fill_at--;
      keep = fill_reaches_at(&k->fill, fill_at, y.p, c - y.w, k->inc.z);
    } else { /* excess only grows */
      while (y.w >= dt.edge)
        dt = drop_test(k, ++drop_at, k->inc.z);
      keep = drop_test_keeps(&dt, y.p, y.w);
    }
    if (keep && --br.wait == 0)
      keep = branch_keeps(k, &br, &y, y.w <= c ? fill_at : drop_at);
    if (keep)
      out[n++] = y;
  }
  /* Greedy completions of the most profitable state within the capacity
     and of the lightest one over it, once the list is long enough for
     a better incumbent to be worth its price. */
  if (n >= COMPLETE_FROM) {
    size_t first_over = 0;
    while (first_over < n && out[first_over].w <= c)
      first_over++;
    if (first_over > 0)
      complete_greedily(k, &out[first_over - 1]);
    if (first_over < n)
      complete_greedily(k, &out[first_over]);
  }
  HloKnapsackStats *st = k->search->solve->stats;
  st->states += 2 * len;
  k->search->states += 2 * len;
  k->next = k->a;
  k->a = out;
  k->len = n;
  if (n > st->peak_states)
    st->peak_states = n;
  if (k->search->state_limit && k->search->states > k->search->state_limit)
    k->aborted = true;
}

/* Pairing (combo): every state is completed by the one item outside the
   core that helps it most.  A state within the capacity gets the most
   profitable free item right of the break that fits in what is left; a
   state over the capacity loses the least profitable free item left of
   the break that brings it back under.  Each completion is a feasible
   solution, and on subset-sum-like instances one of them often fills the
   capacity exactly and ends the search. */
static void pair_states(Core *k) {
  size_t n = k->n;
  KsItem *r = k->pair_items;
  size_t *best = k->pair_best;
  const uint8_t *mark = k->mark;

  /* Free right items by weight; best[i]: the most profitable of r[..i]. */
  size_t nr = 0;
  for (size_t i = 0; i < n; i++) {
    const KsItem *x = &k->by_weight[i];
    if ((mark[x->id] & ~FIXED) == RIGHT_SIDE) {
      best[nr] = nr && r[best[nr - 1]].p >= x->p ? best[nr - 1] : nr;
      r[nr++] = *x;
    }
  }
  for (size_t i = 0; i < k->len && nr && k->a[i].w <= k->c; i++) {
    const State *y = &k->a[i];
    size_t lo = 0, hi = nr; /* first r[] heavier than the room left */
    while (lo < hi) {
      size_t mid = lo + (hi - lo) / 2;
      if (r[mid].w <= k->c - y->w)
        lo = mid + 1;
      else
        hi = mid;
    }
    if (lo > 0 && y->p + r[best[lo - 1]].p > k->inc.z) {
      set_incumbent(k, y);
      k->inc.z = y->p + r[best[lo - 1]].p;
      k->inc.toggles[k->inc.ntoggles++] = r[best[lo - 1]].id;
    }
  }

  /* Free left items by weight; best[i]: the least profitable of r[i..]. */
  size_t nl = 0;
  for (size_t i = 0; i < n; i++)
    if ((mark[k->by_weight[i].id] & ~FIXED) == 0)
      r[nl++] = k->by_weight[i];
  for (size_t i = nl; i-- > 0;)
    best[i] = i + 1 < nl && r[best[i + 1]].p <= r[i].p ? best[i + 1] : i;
  for (size_t i = k->len; i-- > 0 && nl && k->a[i].w > k->c;) {
    const State *y = &k->a[i];
    size_t lo = 0, hi = nl; /* first r[] heavy enough to remove */
    while (lo < hi) {
      size_t mid = lo + (hi - lo) / 2;
      if (r[mid].w < y->w - k->c)
        lo = mid + 1;
      else
        hi = mid;
    }
    if (lo < nl && y->p - r[best[lo]].p > k->inc.z) {
      set_incumbent(k, y);
      k->inc.z = y->p - r[best[lo]].p;
      k->inc.toggles[k->inc.ntoggles++] = r[best[lo]].id;
    }
  }
}

/* The exact optimum of the surrogate relaxation of a cardinality class
   with multiplier mult: "at most kcard items" becomes weights w + mult
   and capacity c + mult kcard; "at least kcard items" becomes weights
   w - mult and capacity c - mult kcard, where items with w <= mult cost
   nothing and are always taken.  Every solution of the class is one of
   the surrogate's, so its optimum bounds the class; and a surrogate
   optimum that fits the original capacity is a solution of the original
   as good as that bound.  The search is abandoned (SURROGATE_PENDING)
   after limit states. */
static SurrogateState surrogate_optimum(Core *k, size_t kcard, uint64_t mult,
                                        bool at_most, uint64_t limit,
                                        int64_t *bound) {
  const uint64_t top = (uint64_t)1 << 62;
  uint64_t hi, shift;
  ks_mul_wide(mult, kcard, &hi, &shift);
  if (hi || shift >= top || k->c >= top)
    return SURROGATE_UNUSABLE;
  /* The surrogate capacity; "at least" adds what the free items give
     back and subtracts shift at the end. */
  uint64_t c = at_most ? k->c + shift : k->c;
  size_t n = k->n, m = 0;
  KsItem *items = core_alloc(k, n, sizeof(KsItem));
  uint8_t *take = items ? core_alloc(k, k->search->solve->in->n, 1) : NULL;
  for (size_t i = 0; take && i < n; i++) {
    const KsItem *x = &k->it[i];
    if (at_most) {
      items[m++] = (KsItem){x->w + mult, x->p, x->id};
    } else if (x->w <= mult) {
      c = ks_sat_add(c, mult - x->w);
      take[x->id] = 1;
    } else {
      items[m++] = (KsItem){x->w - mult, x->p, x->id};
    }
  }
  SurrogateState result = SURROGATE_UNUSABLE;
  if (take && !at_most && c < shift) {
    *bound = -1; /* no solution holds kcard items */
    result = SURROGATE_SOLVED;
  } else if (take && (at_most || c - shift < top)) {
    c -= at_most ? 0 : shift;
    Search sub = *k->search;
    sub.take = take;
    sub.surrogates = false;
    sub.state_limit = limit;
    sub.states = 0;
    sub.ub = INT64_MAX;
    HloKnapsackStatus st = exact_search(&sub, items, m, c);
    result = SURROGATE_PENDING; /* abandoned: may be retried */
    if (st == HLO_KNAPSACK_OUT_OF_MEMORY)
      k->status = st;
    if (st == HLO_KNAPSACK_OK) {
      /* The search reorders and filters items[]; read its answer through
         the core's own items. */
      int64_t z = 0;
      uint64_t w = 0;
      for (size_t i = 0; i < n; i++) {
        if (take[k->it[i].id]) {
          z += k->it[i].p;
          w += k->it[i].w;
        }
      }
      *bound = z;
      result = SURROGATE_SOLVED;
      if (w <= k->c && z > k->inc.z)
        set_incumbent_solution(k, take, z);
    }
  }
  ks_free(k->mem, items);
  ks_free(k->mem, take);
  return result;
}

/* Whether the surrogate problem differs from the original enough to be
   worth solving: its multiplier moves the capacity by at least 1/1024.
   A smaller one (the cardinality constraint barely binds) leaves the
   original problem over again, as hard as it was. */
static bool cardinality_matters(const Core *k, const ClassBound *cb) {
  return (double)cb->mult * (double)cb->kcard >= (double)k->c / 1024;
}

/* The upper bound over the solutions with at most (at_most) or at least
   kcard items: the cardinality LP, then the exact surrogate when its
   turn has come. */
static int64_t class_bound(Core *k, size_t kcard, bool at_most) {
  ClassBound *cb = &k->classes[at_most];
  if (cb->kcard != kcard) {
    cb->kcard = kcard;
    cb->surrogate = SURROGATE_PENDING;
    if (!ks_cardinality_bound(k->mem, k->it, k->n, k->c, kcard, at_most,
                              &cb->bound, &cb->mult)) {
      cb->bound = INT64_MAX;
      cb->surrogate = SURROGATE_UNUSABLE;
    }
    if (cb->mult == 0)
      cb->surrogate = SURROGATE_UNUSABLE; /* the original problem again */
    if (!cb->limit) {
      uint64_t limit = (uint64_t)k->n * SURROGATE_STATES_PER_ITEM;
      cb->limit = limit > SURROGATE_MIN_STATES ? limit : SURROGATE_MIN_STATES;
    }
  }
  if (cb->bound > k->inc.z && k->search->surrogates && !k->lp_bounds_only &&
      cb->surrogate == SURROGATE_PENDING &&
      k->search->states >= cb->next_at && cardinality_matters(k, cb)) {
    int64_t sur;
    cb->surrogate = surrogate_optimum(k, kcard, cb->mult, at_most, cb->limit,
                                      &sur);
    if (cb->surrogate == SURROGATE_SOLVED && sur < cb->bound)
      cb->bound = sur;
    if (cb->surrogate == SURROGATE_PENDING) {
      cb->next_at = k->search->states + cb->limit;
      cb->limit *= SURROGATE_GROWTH;
    }
  }
  return cb->bound;
}

/* Tightens k->ub with cardinality bounds.  Every solution holds at most
   kmax items (the lightest ones fill the capacity first); every solution
   worth more than z holds at least kmin (the most profitable ones reach
   z + 1 first).  Every solution holds either at most b items or at least
   b + 1, while the LP relaxation holds b and a fraction, so the larger of
   the two class bounds cuts it; kmax = b or kmin > b leave one class. */
static void cardinality_bounds(Core *k) {
  size_t n = k->n;
  if (!k->profit_prefix) {
    k->profit_prefix = core_alloc(k, n, sizeof(int64_t));
    if (!k->profit_prefix)
      return;
    /* pair_items is free between pairings. */
    KsItem *tmp = core_alloc(k, n, sizeof(KsItem));
    if (!tmp)
      return;
    memcpy(k->pair_items, k->it, n * sizeof(KsItem));
    radix_sort(k->pair_items, tmp, n, true);
    ks_free(k->mem, tmp);
    int64_t sum = 0;
    for (size_t i = 0; i < n; i++)
      k->profit_prefix[i] = sum += k->pair_items[n - 1 - i].p;
    uint64_t w = 0;
    while (k->kmax < n && k->by_weight[k->kmax].w <= k->c - w)
      w += k->by_weight[k->kmax++].w;
  }
  size_t kmin = 0;
  while (kmin < n && k->profit_prefix[kmin] <= k->inc.z)
    kmin++;
  kmin++; /* the kmin most profitable items are worth more than z */
  int64_t bound;
  if (kmin > k->kmax) {
    bound = k->inc.z; /* nothing better exists */
  } else if (k->kmax <= k->b) {
    bound = class_bound(k, k->b, true);
  } else if (kmin > k->b) {
    bound = class_bound(k, kmin, false);
  } else {
    int64_t fewer = class_bound(k, k->b, true);
    int64_t more = class_bound(k, k->b + 1, false);
    bound = fewer > more ? fewer : more;
  }
  if (bound < k->ub)
    k->ub = bound;
}

static bool surrogate_due(const Core *k) {
  for (int side = 0; side < 2; side++) {
    const ClassBound *cb = &k->classes[side];
    if (cb->kcard && cb->surrogate == SURROGATE_PENDING &&
        k->search->states >= cb->next_at)
      return true;
  }
  return false;
}

/* Each time the state list has doubled: pair the states and, in the main
   search once the list is long, tighten the upper bound; and whenever an
   abandoned surrogate search is due for another try. */
static void improve_bounds(Core *k) {
  if (!k->beamed && k->len >= BEAM_FROM) {
    k->beamed = true;
    beam_incumbent(k);
  }
  bool doubled = k->len >= k->next_pairing;
  /* The LP bounds of the states keep many lists short that are long in
     work: a search that has generated many states gets the cardinality
     bounds too, each time its work has doubled. */
  bool worked = k->search->states >= k->next_bounds_work;
  if (!doubled && !worked && !surrogate_due(k))
    return;
  if ((doubled || worked) && !k->by_weight) {
    k->by_weight = core_alloc(k, k->n, sizeof(KsItem));
    k->pair_items = core_alloc(k, k->n, sizeof(KsItem));
    k->pair_best = core_alloc(k, k->n, sizeof(size_t));
    if (k->status != HLO_KNAPSACK_OK)
      return;
    memcpy(k->by_weight, k->it, k->n * sizeof(KsItem));
    radix_sort(k->by_weight, k->pair_items, k->n, false);
  }
  if (doubled) {
    k->next_pairing = 2 * k->len;
    pair_states(k);
  }
  if (worked)
    k->next_bounds_work *= 2;
  if (k->search->surrogates && k->by_weight &&
      (k->len >= k->search->bounds_from || worked || !doubled)) {
    /* Surrogate searches only once the list itself is long: on a short
       one they cost more than the search they could cut short. */
    k->lp_bounds_only = k->len < k->search->bounds_from;
    cardinality_bounds(k);
  }
}

static bool searching(const Core *k) {
  return k->len > 0 && k->status == HLO_KNAPSACK_OK && !k->aborted &&
         k->inc.z < k->ub;
}

/* Moves t past the items right of the core that cannot be in any better
   solution; they stay out.  The next item then bounds the states. */
static void skip_right(Core *k) {
  while (k->t < k->n) {
    ensure_sorted(k, k->t);
    if (item_may_improve(k, k->t))
      return;
    k->mark[k->it[k->t++].id] |= PASSED;
  }
}

/* The same on the left; the items passed stay in. */
static void skip_left(Core *k) {
  while (k->s > 0) {
    ensure_sorted(k, k->s - 1);
    if (item_may_improve(k, k->s - 1))
      return;
    k->s--;
    k->mark[k->it[k->s].id] |= PASSED;
    k->wleft -= k->it[k->s].w;
  }
}

static void run(Core *k) {
  find_break(k);
  for (size_t i = 0; i < k->n; i++)
    k->mark[k->it[i].id] = i >= k->b ? RIGHT_SIDE : 0;
  k->next_pairing = k->search->pair_from;
  k->next_bounds_work = (uint64_t)k->search->bounds_from * BOUNDS_WORK;
  if (k->next_bounds_work < (uint64_t)k->n * BOUNDS_WORK_PER_ITEM)
    k->next_bounds_work = (uint64_t)k->n * BOUNDS_WORK_PER_ITEM;
  k->ub = k->search->ub;
  greedy_incumbent(k);
  /* The LP around the break, item by item, as far as twice what the
     break solution lacks or has in excess of the capacity. */
  uint64_t room = k->c - k->wb, excess = k->wb + k->it[k->b].w - k->c;
  prefix_update(k, &k->bfill, k->b + 1, true, false,
                room > k->c / 2 ? k->c : 2 * room, BREAK_PREFIX, BREAK_PREFIX);
  prefix_update(k, &k->bdrop, k->b, false, false,
                excess > k->c / 2 ? k->c : 2 * excess, BREAK_PREFIX,
                BREAK_PREFIX);
  k->branch_lp = k->status == HLO_KNAPSACK_OK;
  k->reduce = true;
  if (k->status != HLO_KNAPSACK_OK)
    return;
  /* The Dantzig bound of the whole problem. */
  if (!may_improve(k->pb, k->wb, k->c, &k->it[k->b], &k->it[k->b - 1],
                   k->inc.z))
    return;
  if (!reserve_states(k, 1))
    return;
  k->a[0] = (State){k->pb, k->wb, 0};
  k->len = 1;
  k->s = k->t = k->b;
  k->wleft = k->wb;
  HloKnapsackStats *st = k->search->solve->stats;
  skip_right(k);
  skip_left(k);
  while (searching(k) && (k->t < k->n || k->s > 0)) {
    if (k->t < k->n) {
      size_t pos = k->t++;
      k->mark[k->it[pos].id] |= PASSED;
      skip_right(k);
      st->core_items++;
      expand(k, pos, true);
      improve_bounds(k);
      skip_left(k);
    }
    if (!searching(k) || k->s == 0)
      continue;
    size_t pos = --k->s;
    k->mark[k->it[pos].id] |= PASSED;
    k->wleft -= k->it[pos].w;
    skip_left(k);
    st->core_items++;
    expand(k, pos, false);
    improve_bounds(k);
    skip_right(k);
  }
}

/* Writes the incumbent into take[] and returns, in *rest, the items whose
   decisions fell out of the 64-step history, with the capacity *rest_c
   the rest of the solution leaves them and the value *rest_z they must
   make up, which is their optimum: no more, or z was not optimal. */
static void reconstruct(Core *k, KsItem **rest, size_t *nrest,
                        uint64_t *rest_c, int64_t *rest_z) {
  uint8_t *take = k->search->take;
  const Incumbent *inc = &k->inc;
  for (size_t i = 0; i < k->n; i++)
    take[k->it[i].id] = i < k->b;
  size_t known = inc->step > HISTORY ? inc->step - HISTORY : 0;
  for (size_t step = known + 1; step <= inc->step; step++)
    if (inc->bits >> (inc->step - step) & 1)
      take[k->it[k->log[step - 1]].id] ^= 1;
  for (size_t i = 0; i < inc->ntoggles; i++)
    take[inc->toggles[i]] ^= 1;
  if (!known)
    return;
  for (size_t step = 0; step < known; step++)
    take[k->it[k->log[step]].id] = 0;
  uint64_t used = 0;
  int64_t got = 0;
  for (size_t i = 0; i < k->n; i++) {
    if (take[k->it[i].id]) {
      used += k->it[i].w;
      got += k->it[i].p;
    }
  }
  KsItem *r = core_alloc(k, known, sizeof(KsItem));
  if (!r)
    return;
  for (size_t step = 0; step < known; step++)
    r[step] = k->it[k->log[step]];
  *rest = r;
  *nrest = known;
  *rest_c = k->c - used;
  *rest_z = k->inc.z - got;
}

/* One round on items that all fit individually but not all together. */
static HloKnapsackStatus solve_round(Search *sr, KsItem *items, size_t n,
                                     uint64_t c, KsItem **rest, size_t *nrest,
                                     uint64_t *rest_c, int64_t *rest_z) {
  Core k = {.search = sr, .mem = &sr->solve->mem, .it = items, .n = n,
            .c = c};
  *rest = NULL;
  *nrest = 0;
  k.log = core_alloc(&k, n, sizeof(size_t));
  k.inc.toggles = core_alloc(&k, n, sizeof(size_t));
  k.mark = core_alloc(&k, sr->solve->in->n, 1);
  k.dive = core_alloc(&k, n, sizeof(size_t));
  k.beam = core_alloc(&k, 4 * BEAM_WIDTH, sizeof(Beam));
  if (k.status == HLO_KNAPSACK_OK)
    run(&k);
  if (k.status == HLO_KNAPSACK_OK && !k.aborted)
    reconstruct(&k, rest, nrest, rest_c, rest_z);
  void *owned[] = {k.left.v, k.right.v, k.a, k.next, k.log, k.inc.toggles,
                   k.by_weight, k.pair_items, k.pair_best, k.mark,
                   k.profit_prefix, k.dive, k.beam};
  for (size_t i = 0; i < sizeof owned / sizeof owned[0]; i++)
    ks_free(k.mem, owned[i]);
  Prefix *lists[] = {&k.fill, &k.drop, &k.bfill, &k.bdrop};
  for (size_t i = 0; i < 4; i++)
    prefix_free(k.mem, lists[i]);
  if (k.status == HLO_KNAPSACK_OK && k.aborted)
    return HLO_KNAPSACK_TOO_LARGE;
  return k.status;
}

static uint64_t gcd(uint64_t a, uint64_t b) {
  while (b) {
    uint64_t t = a % b;
    a = b;
    b = t;
  }
  return a;
}

/* Solves the integer instance, round after round until every decision is
   known; each later round knows its optimum from the one before.  A
   search with a state limit that hits it fails with
   HLO_KNAPSACK_TOO_LARGE. */
static HloKnapsackStatus exact_search(Search *sr, KsItem *items, size_t n,
                                      uint64_t c) {
  KsMem *mem = &sr->solve->mem;
  KsItem *owned = NULL;
  HloKnapsackStatus st = HLO_KNAPSACK_OK;
  while (n > 0 && st == HLO_KNAPSACK_OK) {
    size_t m = 0;
    uint64_t total = 0, g = 0;
    for (size_t i = 0; i < n; i++) {
      if (items[i].w <= c) {
        items[m++] = items[i];
        total = ks_sat_add(total, items[i].w);
        g = gcd(g, items[i].w);
      } else {
        sr->take[items[i].id] = 0;
      }
    }
    for (size_t i = 0; g > 1 && i < m; i++)
      items[i].w /= g;
    c = g > 1 ? c / g : c;
    total = g > 1 ? total / g : total;
    if (total <= c) {
      for (size_t i = 0; i < m; i++)
        sr->take[items[i].id] = 1;
      break;
    }
    KsItem *rest;
    st = solve_round(sr, items, m, c, &rest, &n, &c, &sr->ub);
    ks_free(mem, owned);
    owned = items = rest;
  }
  ks_free(mem, owned);
  return st;
}

HloKnapsackStatus ks_solve_exact(KsSolve *s) {
  KsIntInstance ii;
  KsCopies b = {0};
  uint8_t *take = NULL;
  HloKnapsackStatus st = ks_int_instance(s, &ii);
  if (st == HLO_KNAPSACK_OK)
    st = ks_copies_bundle(&s->mem, &ii, &b);
  if (st == HLO_KNAPSACK_OK) {
    take = ks_zalloc_array(&s->mem, b.n ? b.n : 1, 1);
    st = take ? HLO_KNAPSACK_OK : HLO_KNAPSACK_OUT_OF_MEMORY;
  }
  if (st == HLO_KNAPSACK_OK) {
    size_t bounds = s->opt->bound_threshold ? s->opt->bound_threshold
                                            : (size_t)FIRST_BOUNDS;
    Search sr = {s, take, true, 0, 0, INT64_MAX,
                 bounds < FIRST_PAIRING ? bounds : FIRST_PAIRING, bounds};
    st = exact_search(&sr, b.items, b.n, ii.c);
  }
  if (st == HLO_KNAPSACK_OK)
    ks_copies_unbundle(&b, take, ii.n, s->take);
  ks_free(&s->mem, take);
  ks_copies_free(&s->mem, &b);
  ks_free(&s->mem, ii.items);
  return st;
}
