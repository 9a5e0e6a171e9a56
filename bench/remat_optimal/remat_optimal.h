/*
 * hlomem-remat-optimal, shared by its files: main.c (the tool: options,
 * loading, the schedule written back as StableHLO, the JSON summary),
 * graph.c (the function's block as the MILP sees it, from hlomem's memory
 * and cost models) and milp.c (Checkmate's mixed-integer program over that
 * graph, solved by GLPK).
 *
 * The graph is the block of one function, ops numbered in program order,
 * the terminator last: the same points, values, bytes, transients and
 * recompute costs hlomem-remat's model takes from the memory and cost
 * models (passes/remat/model.c), so that the optimum and the pass are
 * measured in one unit.
 */
#ifndef HLOMEM_REMAT_OPTIMAL_H
#define HLOMEM_REMAT_OPTIMAL_H

#include <stdbool.h>
#include <stdint.h>

#include <mlir-c/IR.h>

#include "hlomem/cost.h"
#include "hlomem/memory.h"
#include "hlomem/support.h"

typedef struct OptValue {
  MlirValue value;
  int64_t bytes;          /* 0 when unknown, as in the memory model */
  int32_t op;             /* producer, -1 for arguments */
  int32_t users0, nusers; /* Graph.users[users0..]: ops using it, ascending, deduplicated */
} OptValue;

/* A result that may be written over one of its op's operands (the memory
 * model's rules 2 and 4), as value ids. */
typedef struct OptPair {
  int32_t result, operand;
} OptPair;

typedef struct OptOp {
  MlirOperation op;
  int32_t result0, nresults;
  int32_t inputs0, ninputs; /* Graph.inputs[inputs0..]: values used, regions included */
  int32_t pairs0, npairs;   /* Graph.pairs[pairs0..] */
  int64_t transient;
  int64_t out_bytes;        /* bytes of its results */
  double cost;              /* in the unit hlomem-remat minimizes (cost=) */
  double seconds, flops;    /* roofline time and FLOPs, for the report */
  bool once;                /* runs exactly once: effects, random numbers, barriers */
} OptOp;

typedef enum OptCost { OPT_COST_FLOPS, OPT_COST_ROOFLINE } OptCost;

typedef struct Graph {
  HloArena arena;
  MlirOperation func;
  MlirBlock block;
  int32_t nops;    /* the block's ops, terminator included: it is op nops - 1 */
  int32_t nargs;   /* values 0 .. nargs-1 are the arguments */
  int32_t nvalues;
  OptOp *ops;
  OptValue *values;
  int32_t *inputs, *users;
  OptPair *pairs;
  int32_t npairs;
  int64_t arg_bytes;   /* live at every point */
  int64_t peak;        /* the memory model's peak of the block as written */
  HloSharing sharing;
  HloPtrMap ids;       /* MlirValue -> value id */
} Graph;

/* The graph of `func`'s body, or NULL with an error at the function:
 * no body, several blocks, or (sharing=xla) buffers that alias (an
 * optimization_barrier, a while carry passed through), which the program
 * does not model. */
Graph *graph_build(MlirOperation func, const HloBlockMemory *body, HloSharing sharing,
                   OptCost cost, const HloDevice *device);
/* The same graph with its ops numbered in another topological order:
 * op i of the result is op order[i] of g (the terminator stays last).
 * Values keep their ids. */
Graph *graph_reorder(const Graph *g, const int32_t *order);
void graph_free(Graph *g);

/* A schedule: the ops executed, in order, each an op index; the
 * terminator last. Every use reads the latest execution of its producer. */
typedef struct Schedule {
  int32_t n;
  int32_t *ops;
} Schedule;

void schedule_free(Schedule *s);

/* The schedule's peak by the accounting of the program (docs in milp.c),
 * which equals hlomem's memory model on schedules the program can
 * express; -1 if it cannot express it (an op of `once` moved out of
 * order, more stages than ops). */
int64_t schedule_peak(const Graph *g, const Schedule *s);

/* The cost (Graph ops' `cost`) of a schedule's executions beyond one per op. */
double schedule_recompute_cost(const Graph *g, const Schedule *s, double *seconds,
                               double *flops);

typedef enum MilpStatus {
  MILP_OPTIMAL,    /* proven within the solver's tolerance */
  MILP_FEASIBLE,   /* a schedule, not proven optimal (time limit) */
  MILP_INFEASIBLE, /* proven: no schedule fits */
  MILP_UNKNOWN,    /* no schedule found, nothing proven */
} MilpStatus;

typedef struct MilpOptions {
  int64_t budget;    /* bytes */
  bool first_feasible; /* stop at the first schedule that fits (feasibility probes) */
  bool frontier;     /* Checkmate's frontier-advancing form: op t runs in stage t */
  double time_limit; /* seconds, for the whole solve */
  bool verbose;      /* GLPK's log on stderr */
  const Schedule *const *warm; /* schedules offered to the solver as incumbents */
  int32_t nwarm;
} MilpOptions;

typedef struct MilpResult {
  MilpStatus status;
  Schedule schedule;     /* the best schedule found (status OPTIMAL or FEASIBLE) */
  double objective;      /* recompute cost */
  double bound;          /* the solver's proven lower bound of the same */
  int32_t columns, rows, binaries;
  int64_t nonzeros;
  double build_seconds, solve_seconds;
  int32_t warm_accepted; /* of MilpOptions.warm: taken as an incumbent */
  bool *warm_fits;       /* per warm schedule: fits the budget in the program's accounting */
} MilpResult;

/* Builds and solves Checkmate's program for the graph. false only on
 * internal errors (GLPK failing); an infeasible or unsolved program is a
 * status. */
bool milp_solve(const Graph *g, const MilpOptions *o, MilpResult *r);
void milp_result_free(MilpResult *r);

const char *milp_status_name(MilpStatus s);

#endif
