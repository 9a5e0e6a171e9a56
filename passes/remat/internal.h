/*
 * hlomem-remat, shared by its files: remat.c (the pass: options, the
 * budget search, remarks, statistics), model.c (the schedule model
 * the search rewrites: liveness and peak, candidates and their recompute
 * chains, the rewrite) and emit.c (the chosen schedule written back
 * into the IR).
 *
 * The search never touches the IR. It works on a Model, the function's
 * block as arrays built once, and on States, schedules over it: the
 * original ops in program order, clones of some of them placed later, and
 * for every scheduled op the values it uses (its uses of a recomputed
 * value redirected to the clone). Evaluating a state gives the memory
 * model's numbers for it exactly (docs/memory-model.md), so the search can
 * try thousands of schedules for the price of one IR rewrite.
 */
#ifndef HLOMEM_REMAT_H
#define HLOMEM_REMAT_H

#include <stdbool.h>
#include <stdint.h>

#include <mlir-c/IR.h>

#include "hlomem/cost.h"
#include "hlomem/memory.h"
#include "hlomem/passes.h"
#include "hlomem/support.h"

/* How an op's results may be computed again. */
typedef enum RematKind {
  RK_NEVER, /* side effects, RNG, barriers, impure calls, unknown ops, no results */
  RK_CHAIN, /* pure: from operands that are live, or recomputed in turn */
  RK_ROOT,  /* while, if, case, func.call: only from operands that are live */
} RematKind;

/* An op of the function's block, as the input has it. */
typedef struct RematOp {
  MlirOperation op;
  int32_t result0, nresults; /* its results are values result0.. */
  int32_t inputs0, ninputs;  /* the values it uses: Model.inputs[inputs0..] */
  int64_t transient;         /* from the memory model */
  double flops, seconds;     /* deep cost: what recomputing it costs */
  double value;              /* the same in the unit the knapsack weighs */
  uint8_t kind;
  bool constant;             /* stablehlo.constant: its buffer is never written over */
  bool splat;                /* a splat constant of several elements with a buffer: its clones are a
                                broadcast of a scalar constant (emit.c), which CSE cannot
                                make the original again, and may be written over */
} RematOp;

/* A result that may take the buffer of one of the op's inputs (the memory
 * model's rules, from hlo_op_share_pairs), in order of preference. */
typedef struct RematShare {
  int32_t result;  /* result index */
  int32_t input;   /* index in the op's inputs */
  uint8_t kind;    /* HloShareKind */
  bool alone;      /* in place, the op's only uses of that input are this one (for a
                      while: the carries the body updates starting from it, this the
                      first of them; memory.c's in_place_uses) */
} RematShare;

typedef struct RematValue {
  MlirValue value;
  int64_t bytes; /* 0 when unknown, as in the memory model */
  int32_t op;    /* producing op, -1 for arguments */
} RematValue;

typedef struct Model {
  HloArena arena;
  MlirOperation func;
  MlirBlock block;
  int32_t nops, nargs, nvalues; /* values: arguments, then results in order */
  RematOp *ops;
  RematValue *values;
  int32_t *inputs;
  RematShare *shares;
  int32_t *shares_of; /* op k's rules: shares[shares_of[k] .. shares_of[k + 1]) */
  uint8_t *fixed;     /* value -> an argument or a constant: never written over */
  uint8_t *nobuf;     /* value -> fused into its readers' kernels, or a view: no buffer;
                         its readers' inputs include what it reads (collect_inputs) */
  bool sharing;       /* the memory model shares buffers (HLO_SHARING_XLA) */
  bool fusion;        /* and fuses (HLO_FUSION_XLA): nobuf may be set */
  bool over_budget;   /* some of its fusion is XLA's budget's (hlo_fusion_over_budget), which
                         the model takes as it is: the rewrite may change it */
  /* What evaluation reads on every point, packed: */
  int64_t *bytes;     /* value -> values[].bytes */
  int64_t *transient; /* op -> ops[].transient */
  int64_t arg_bytes;  /* the arguments' bytes, live everywhere */
  /* The SPMD partitioner's reshards (memory.c's collectives) in a sharded
   * module: one buffer per resharded value, from its first reader to its
   * last. A value here is what the reader reads: the original, a clone's
   * result, or the copy a clone group's barrier passes on (emit.c), so a
   * clone gathers again what its original read. */
  int32_t nreshards;
  int64_t *reshard_bytes;  /* reshard -> its buffer's bytes */
  int32_t *reshard_value;  /* reshard -> the value resharded */
  int32_t *reshards_of;    /* op k reads reshards[reshards_of[k] .. reshards_of[k + 1]) */
  int32_t *reshards;
  int32_t *reshard_via;    /* per read: the broadcast of the value it reads, or -1 */
  double *reshard_seconds; /* reshard -> its collective's time on the links */
  int32_t *reshard_copy;   /* reshard -> the same reshard of a later copy of its value
                              (a one-operand barrier's result: hlomem-regather's), or -1: a
                              clone placed after the copy reads that instead and shares its
                              gather with the copy's readers */
  HloPtrMap ids; /* MlirValue -> value id */
  double step_flops, step_seconds; /* the whole function's cost */
  bool value_in_seconds;           /* ops[].value is ops[].seconds (cost=roofline) */
} Model;

typedef enum RematCost { COST_FLOPS, COST_ROOFLINE } RematCost;

/* Builds the model of `func` (one block) from its memory analysis, made
 * with the fusion `plans` (NULL: the analysis made its own). NULL if the
 * function has no body or several blocks. */
Model *remat_model_build(MlirOperation func, const HloBlockMemory *body, HloFusionPlans *plans,
                         RematCost cost, const HloDevice *device);
void remat_model_free(Model *m);

/* ---- states ---- */

typedef struct Node {
  int32_t op;       /* in Model.ops */
  int32_t result0;  /* its first value in the state */
  int32_t nresults; /* ops[op].nresults, */
  int32_t inputs0;  /* its inputs: State.pool[inputs0 .. + ninputs] */
  int32_t ninputs;  /* ops[op].ninputs and .kind, here where every round */
  uint8_t kind;     /* reads them */
  bool dead;        /* left the schedule: its results lost every use */
} Node;

/* What a state's rewrites cost, accumulated. */
typedef struct Tally {
  int32_t clones, removed; /* ops added, original ops dropped */
  int32_t recomputed;      /* values whose later uses read a clone */
  double flops, seconds;   /* of the clones, less the ops dropped */
  double value;            /* the same in knapsack value units: what the pass minimizes */
  int32_t knapsacks, items;
  int64_t kept_bytes, freed_bytes; /* candidate bytes kept and recomputed */
} Tally;

typedef struct State {
  int32_t nnodes, node_cap;
  Node *nodes; /* the model's ops first, in order, then clones */
  int32_t norder, order_cap;
  int32_t *order; /* the schedule: node ids */
  int32_t npool, pool_cap;
  int32_t *pool;
  int32_t nvalues, value_cap;
  int32_t *vorig; /* value -> the model value it equals */
  int32_t *vnode; /* value -> producing node, -1 for arguments */
  Tally tally;
} State;

void state_init(State *s, const Model *m);
void state_copy(State *dst, const State *src);
void state_free(State *s);

static inline int32_t *node_inputs(const State *s, int32_t node) {
  return s->pool + s->nodes[node].inputs0;
}

/* ---- evaluation ---- */

/* A state's schedule numbered, its liveness and its buffers, as memory.c
 * computes them. Only the values of scheduled nodes (and the arguments)
 * have entries: those of dead nodes are stale. */
typedef struct Eval {
  int32_t cap_nodes, cap_values, cap_order, cap_reshards, cap_anchor;
  int32_t *pos;            /* scheduled node -> position */
  int32_t *def, *last;     /* value -> defining position (-1: argument), last use */
  int32_t *nuses;          /* value -> its uses in the schedule */
  uint8_t *shares;         /* value -> EVAL_IN_OTHER | EVAL_EXTENDED, below */
  int32_t *home;           /* EVAL_IN_OTHER values -> the value owning their buffer */
  int32_t *end;            /* EVAL_EXTENDED owners -> the buffer's last use */
  int32_t *end_uses;       /* EVAL_EXTENDED owners -> its values used at that position */
  int32_t *next;           /* EVAL_EXTENDED owners and their values: the next value of
                              the buffer, -1 after the last */
  int64_t *usage;          /* position -> live + transient bytes */
  int32_t *reshard_first, *reshard_last; /* reshard -> positions of the first and last
                                            original op reading the original value */
  int32_t *anchor;         /* position -> that of the next original op (a clone's group) */
  uint8_t *dup;            /* position -> a clone equal to an earlier one of its group */
  int32_t *seen_at;        /* op -> position of its latest clone (find_duplicates) */
  int32_t cap_dup, cap_seen;
  struct EvalRead *reads;  /* the other reshard reads */
  int32_t nreads, cap_reads;
  int64_t peak;
  int32_t peak_at;
} Eval;

/* A value lives in another's buffer (home), or owns one that other values
 * joined (end, end_uses, next); a value with neither owns a buffer of its
 * own, ending at its last use. Flags rather than full tables: evaluation
 * runs on every state the search tries, and most values share nothing. */
enum { EVAL_IN_OTHER = 1, EVAL_EXTENDED = 2 };

static inline int32_t eval_buffer_of(const Eval *e, int32_t v) {
  return e->shares[v] & EVAL_IN_OTHER ? e->home[v] : v;
}


void remat_eval(const Model *m, const State *s, Eval *e);
void eval_free(Eval *e);

static inline bool value_dead(const State *s, int32_t v) {
  return s->vnode[v] >= 0 && s->nodes[s->vnode[v]].dead;
}

/* ---- candidates ---- */

/* Why a value live across a cut stays, or WHY_CANDIDATE. */
typedef enum RematWhy {
  WHY_CANDIDATE,
  WHY_ARGUMENT,      /* a function argument */
  WHY_NO_BYTES,      /* 0 bytes in the memory model: a token, or a size not known */
  WHY_NEVER,         /* its producer cannot be recomputed */
  WHY_ROOT_OPERANDS, /* a loop, branch or call whose operands are not all live */
  WHY_CHAIN_LONG,    /* its recompute chain is longer than REMAT_MAX_CHAIN ops */
  WHY_FREES_NOTHING, /* its chain keeps as many bytes alive as it frees */
  WHY_MERGED,        /* it reads nothing and is used before the cut: its clone would be
                        the original again after CSE */
  WHY_RESULT,        /* phase form: returned, not used by the backward */
} RematWhy;

enum { REMAT_MAX_CHAIN = 256 };

/* Values of at most this many bytes (a complex<f64> scalar) that CSE
 * merges back into copies cost no more than rounding: they are copied. */
enum { REMAT_SCALAR_BYTES = 16 };

/* A value live across the cut: defined before it, unused in it, used after. */
typedef struct Cand {
  int32_t value;
  int32_t first_use; /* position of its first use after the cut */
  int64_t bytes, weight; /* weight: the bytes recomputing it frees at the cut */
  double cost;           /* the chain's recompute cost (knapsack value) */
  double flops, seconds;
  int32_t chain;         /* ops in its recompute chain */
  bool moves;            /* no use before the cut: its producer leaves the schedule */
  int32_t extended;      /* the largest value its chain keeps alive across the cut, or -1 */
  uint8_t why;
} Cand;

typedef struct Cands {
  int32_t n, cap;
  Cand *c;
  /* scratch, valid where its stamp is current */
  int32_t stamp, cap_nodes, cap_values;
  int32_t *node_seen, *value_seen, *stack;
  int32_t *cut_seen; /* value -> used in the cut, or live across it (stamps) */
  int32_t *first;    /* value live across the cut -> its first use after it */
  int32_t *nafter;   /* value live across the cut -> its uses after it */
  uint8_t *role;     /* value -> its part in the chains at the cut (model.c) */
  int32_t *role_at;  /* value -> the cut stamp its role is for */
  int32_t cut;       /* the stamp of the current cut */
  int32_t *held_at;  /* owner -> the stamp of held_*: its buffer's values at the cut */
  int32_t *held_n;   /* owner -> values of its buffer live at the cut's start */
  int32_t *held_first; /* owner -> the first of them (by id) live across the cut */
  /* remat_shared_costs: */
  int32_t cap_count;
  int32_t *count_at;   /* node -> the stamp of its count */
  int32_t *count;      /* node -> the chains at the cut that clone it */
  int32_t cap_from, cap_to, cap_nodes_of, nnodes_of;
  int32_t *chain_from, *chain_to; /* candidate -> its chain's nodes: nodes_of[from .. to) */
  int32_t *nodes_of;
} Cands;

/* The values live across the cut between positions a and b: defined
 * before a, not used at a..b, used after b (a = b = the peak point, or
 * an interval around it; the forward/backward boundary c is a = c,
 * b = c - 1), in the order of their ids. A candidate's weight is what
 * recomputing it frees at every point of the cut. */
void remat_candidates(const Model *m, const State *s, const Eval *e, int32_t a, int32_t b,
                      Cands *out);
void cands_free(Cands *c);

/* Chains of candidates at one cut may share ops, which the rewrite clones
 * once for all of them; a candidate's cost counts its whole chain. For
 * the n candidates cs->c[items[i]] (of the last remat_candidates call on
 * cs, all WHY_CANDIDATE): each one's cost with every op shared by k of
 * their chains counted for 1/k (`amortized`). false, leaving it unset,
 * when no two chains share an op. */
bool remat_shared_costs(const Model *m, const State *s, Cands *cs, const int32_t *items,
                        int32_t n, double *amortized);
/* What recomputing the candidates cs->c[items[i]] together costs: the
 * union of their chains, each op once. After remat_shared_costs on
 * candidates including these. */
double remat_chains_cost(const Model *m, const State *s, Cands *cs, const int32_t *items,
                         int32_t n);

/* The buffers of remat_rewrite, kept from one call to the next: a search
 * rewrites schedules of about the same size again and again, and fresh
 * buffers of that size cost page faults each time. */
typedef struct Insert {
  int32_t anchor; /* position the clone goes before */
  int32_t node;
  int32_t source; /* the node it copies */
} Insert;

typedef struct RewriteScratch {
  int32_t cap_values, cap_pairs, cap_ins, nins, cap_stack, cap_order;
  int32_t cap_edits, nedits, cap_killed, nkilled, cap_touched, ntouched;
  /* per value, clean (-1, false, 0) between rewrites: */
  int32_t *clone_of;   /* value -> its clone in this rewrite */
  bool *recompute;     /* value -> chosen */
  int32_t *use_delta;  /* value -> uses gained (clones) or lost (redirected) */
  int32_t *touched;    /* the values whose entries above are set */
  int32_t (*pairs)[2]; /* (first use, value) of the values recomputed */
  Insert *ins;         /* clones, in order of their anchors */
  int32_t *stack;
  int32_t *order;      /* the next schedule; then the last one's buffer */
  /* The undo log of the last rewrite (remat_rewrite_undo). */
  int32_t (*edits)[2]; /* (pool index, the value it held) */
  int32_t *killed;     /* nodes of the state before the rewrite that it dropped */
  int32_t nnodes0, npool0, nvalues0, norder0;
  Tally tally0;
} RewriteScratch;

/* Recomputes the n values `recompute` (candidates at the cut a..b, first
 * used after it at `first`): their chains are cloned right before the
 * first use of each after the cut, clones shared between chains, and
 * every use after the cut reads the clone. Original ops whose results
 * lose every use leave the schedule. `e` must be the evaluation of `s`;
 * it is stale afterwards, until remat_rewrite_undo. */
void remat_rewrite(const Model *m, State *s, const Eval *e, int32_t a, int32_t b,
                   const int32_t *recompute, const int32_t *first, int32_t n,
                   RewriteScratch *sc);
/* Takes the last remat_rewrite of `s` back: `s` is again the state it
 * rewrote, and that rewrite's `e` its evaluation. Only right after it. */
void remat_rewrite_undo(State *s, RewriteScratch *sc);
void rewrite_scratch_free(RewriteScratch *sc);

/* ---- the knapsack's costs ---- */

/* The knapsack sees integer costs: units of 2^-30 of the dearest
 * candidate's cost (REMAT_COST_UNITS units), rounded up, so at least 1.
 * Only the ratios of the costs matter to it, and exact solves integers
 * exactly, so its choice is optimal for these costs and, each being at
 * most a unit above the real one, within n units (n / 2^30 of the
 * dearest cost) of the optimum on the real costs. Integer costs make its
 * bounds integers too: a search stops once its best choice is within a
 * unit of its bound, instead of proving the last fraction of a unit,
 * which on costs nearly proportional to bytes (memory-bound ops, whose
 * choices tie but for such fractions) takes orders of magnitude longer.
 * `units` may be `cost`; costs must be positive. */
#define REMAT_COST_UNITS 0x1p30
void remat_cost_units(int32_t n, const double *cost, double *units);

/* ---- emission ---- */

/* What remat_emit made of a state: the IR value of each state value, the
 * IR op of each node (null when dropped). */
typedef struct Emission {
  MlirValue *vals;
  MlirOperation *ops;
  int64_t slack; /* bytes of the largest scalar a splat's clone broadcasts: the most
                    the emitted peak may exceed the schedule's (run_remat checks) */
} Emission;

/* Writes state `s` into the function: clones created before the op they
 * were placed before, uses redirected, dropped ops erased. false (with an
 * error) if the IR does not agree with the model. `em` is to be freed
 * with emission_free either way. */
bool remat_emit(const Model *m, const State *s, Emission *em);
void emission_free(Emission *em);

typedef struct PinTally {
  int32_t barriers; /* optimization barriers added */
  int32_t unpinned; /* clones reading no barrier result, directly or through clones */
  int32_t held;     /* of the barriers, those holding a value fusion would take in */
  int32_t fused_apart; /* values the schedule buffers that XLA's fusion takes in
                          (remat_hold_buffers), held or not */
} PinTally;

/* Pins the clones remat_emit wrote for `s`: each group of clones placed
 * before the same op reads its inputs through one optimization_barrier,
 * tied to a value that exists only right before the group (see emit.c).
 * Adds no bytes to the schedule's peak when barrier results alias their
 * operands. */
void remat_pin(const Model *m, const State *s, Emission *em, PinTally *tally);

/* Values the schedule keeps in buffers that XLA's fusion would take into
 * their readers in the rewritten function: a clone whose readers all take
 * it in, where its original's did not all (a dot read it), or an original
 * left with such readers. Their buffers are what the search counted; XLA
 * would recompute them in every reader instead, keeping what they read
 * alive longer. With `hold`, each is read by its first reader through an
 * optimization barrier, which no fusion takes in: the buffer stays.
 * Returns how many there are. */
int32_t remat_hold_buffers(const Model *m, const State *s, Emission *em, bool hold,
                           PinTally *tally);

/* What a pass that rewrites the entry function for its peak in XLA's
 * order did (hlomem-hold-narrow, hlomem-regather). */
typedef struct PeakRewrite {
  MlirOperation func;     /* the entry function, or null */
  int64_t peak_before, peak_after; /* in XLA's order */
  int32_t done, tried;    /* rewrites kept, tried */
  bool failed;            /* the memory model failed (reported) */
} PeakRewrite;

/* Ends such a pass's run: unchanged when it did nothing, failed when the
 * model failed. True when there is an entry function to remark on,
 * named in *name. */
bool remat_peak_rewrite_end(HloPassRun *run, const PeakRewrite *r, MlirStringRef *name);

/* hlomem-hold-narrow's rewrite (hold.c): gives the entry function's fused
 * values smaller than what they keep alive across the peak buffers of
 * their own, one optimization_barrier each, keeping each hold that lowers
 * the peak in XLA's order. With `explain`, a remark per value held.
 * Returns the number held (out->done). */
int32_t remat_hold_narrow(MlirOperation module, bool explain, PeakRewrite *out);
/* The peak of `func` with the module in XLA's order (hlomem-schedule's
 * best), measured with `memory`; -1 if the model failed. */
int64_t remat_xla_peak(MlirOperation module, MlirOperation func, const HloMemoryOptions *memory);

#endif
