/* hlomem-knapsack: solve a 0/1 knapsack from a file of items.
 *
 *   hlomem-knapsack [--solver=exact|dp|hirschberg|greedy|ilp]
 *                   [--compat=torch] --budget=B [--resolution=N]
 *                   [--table-limit=BYTES] [--json] [--repeat=N] [FILE|-]
 *
 * The input has one item per line, "weight value", separated by blanks;
 * '#' starts a comment and blank lines are ignored.  Items are numbered
 * from 0 in file order.  When every weight and the budget are written as
 * integers that fit in 64 bits, the instance is solved with integer
 * weights; otherwise with doubles.
 *
 * Input errors are reported as file:line:col: error: message, and every
 * error exits with status 1.
 */
#include "hlomem/knapsack.h"
#include "hlomem/version.h"

#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct Options {
  HloKnapsackOptions solve;
  const char *budget;
  const char *file;
  bool json;
  unsigned repeat; /* solves to time; the statistics report the median */
} Options;

typedef struct Items {
  size_t n, cap;
  double *wd;
  int64_t *wi;
  double *v;
  bool integer; /* every weight so far is an integer literal */
} Items;

static const char *program = "hlomem-knapsack";

static void usage(FILE *out) {
  fprintf(out,
          "usage: %s [--solver=exact|dp|hirschberg|greedy|ilp] "
          "[--compat=torch]\n"
          "       %*s --budget=B [--resolution=N] [--table-limit=BYTES] "
          "[--json]\n"
          "       %*s [--repeat=N] [FILE|-]\n"
          "\n"
          "Reads one item per line, 'weight value' ('#' comments, blank "
          "lines ignored),\n"
          "and prints the best objective, the saved item indices and the "
          "rest.\n"
          "  --solver=NAME        exact (default), dp, hirschberg, greedy, "
          "ilp\n"
          "  --compat=torch       dp, hirschberg, greedy exactly as "
          "PyTorch's knapsack.py\n"
          "  --budget=B           the capacity (required)\n"
          "  --resolution=N       dp, hirschberg: quanta in the budget "
          "(default 10000)\n"
          "  --table-limit=BYTES  dp, hirschberg: largest table to "
          "allocate (default 1 GiB)\n"
          "  --json               print JSON with solver statistics\n"
          "  --repeat=N           solve N times and report the median times\n"
          "  --version, --help\n",
          program, (int)strlen(program), "", (int)strlen(program), "");
}

static int fail(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  fprintf(stderr, "%s: error: ", program);
  vfprintf(stderr, fmt, ap);
  fputc('\n', stderr);
  va_end(ap);
  return 1;
}

/* Number syntax: [+-] digits [. digits] [e [+-] digits], or with the
   digits only after the point.  No "inf", "nan" or hex: a runtime or a
   size written that way is a mistake. */
static bool number_syntax(const char *s, size_t len, bool *integer) {
  size_t i = 0, digits = 0;
  *integer = true;
  if (i < len && (s[i] == '+' || s[i] == '-'))
    i++;
  for (; i < len && s[i] >= '0' && s[i] <= '9'; i++)
    digits++;
  if (i < len && s[i] == '.') {
    *integer = false;
    for (i++; i < len && s[i] >= '0' && s[i] <= '9'; i++)
      digits++;
  }
  if (!digits)
    return false;
  if (i < len && (s[i] == 'e' || s[i] == 'E')) {
    *integer = false;
    i++;
    if (i < len && (s[i] == '+' || s[i] == '-'))
      i++;
    size_t exp_digits = 0;
    for (; i < len && s[i] >= '0' && s[i] <= '9'; i++)
      exp_digits++;
    if (!exp_digits)
      return false;
  }
  return i == len;
}

typedef enum NumError {
  NUM_OK,
  NUM_SYNTAX,
  NUM_LONG,
  NUM_RANGE,
  NUM_NEGATIVE
} NumError;

/* Parses a non-negative number; *as_int is set when it is an integer
   literal that fits in int64. */
static NumError parse_number(const char *s, size_t len, double *d,
                             int64_t *i, bool *as_int) {
  char buf[512];
  bool integer;
  if (!number_syntax(s, len, &integer))
    return NUM_SYNTAX;
  if (len >= sizeof buf)
    return NUM_LONG;
  memcpy(buf, s, len);
  buf[len] = '\0';
  errno = 0;
  *d = strtod(buf, NULL);
  if (!isfinite(*d))
    return NUM_RANGE;
  if (*d < 0)
    return NUM_NEGATIVE;
  *as_int = false;
  if (integer) {
    errno = 0;
    long long x = strtoll(buf, NULL, 10);
    if (errno != ERANGE) {
      *i = x < 0 ? 0 : (int64_t)x;
      *as_int = true;
    }
  }
  return NUM_OK;
}

static bool grow(Items *it) {
  if (it->n < it->cap)
    return true;
  size_t cap = it->cap ? 2 * it->cap : 256;
  double *wd = realloc(it->wd, cap * sizeof *wd);
  if (wd)
    it->wd = wd;
  int64_t *wi = realloc(it->wi, cap * sizeof *wi);
  if (wi)
    it->wi = wi;
  double *v = realloc(it->v, cap * sizeof *v);
  if (v)
    it->v = v;
  if (!wd || !wi || !v)
    return false;
  it->cap = cap;
  return true;
}

/* A token for a message: at most 40 bytes, non-printable bytes as '?'. */
static void quote(char *out, const char *s, size_t len) {
  size_t n = len > 40 ? 40 : len;
  for (size_t k = 0; k < n; k++)
    out[k] = s[k] >= 0x20 && s[k] < 0x7f ? s[k] : '?';
  strcpy(out + n, len > n ? "..." : "");
}

static int input_error(const char *file, size_t line, size_t col,
                       const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  fprintf(stderr, "%s:%zu:%zu: error: ", file, line, col);
  vfprintf(stderr, fmt, ap);
  fputc('\n', stderr);
  va_end(ap);
  return 1;
}

static bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\r'; }

static int parse_line(const char *file, size_t lineno, const char *line,
                      size_t len, Items *items) {
  const char *tok[3];
  size_t toklen[3], ntok = 0;
  for (size_t i = 0; i < len && line[i] != '#';) {
    if (is_blank(line[i])) {
      i++;
      continue;
    }
    size_t start = i;
    while (i < len && !is_blank(line[i]) && line[i] != '#')
      i++;
    if (ntok == 3)
      break;
    tok[ntok] = line + start;
    toklen[ntok++] = i - start;
  }
  if (ntok == 0)
    return 0;
  if (ntok == 1)
    return input_error(file, lineno, (size_t)(tok[0] - line) + toklen[0] + 1,
                       "expected a value after the weight");
  if (ntok == 3)
    return input_error(file, lineno, (size_t)(tok[2] - line) + 1,
                       "expected two fields, 'weight value'");
  static const char *const what[2] = {"weight", "value"};
  double d[2];
  int64_t i64 = 0, unused;
  bool as_int = false, value_int;
  for (int f = 0; f < 2; f++) {
    NumError e = parse_number(tok[f], toklen[f], &d[f], f ? &unused : &i64,
                              f ? &value_int : &as_int);
    if (e == NUM_OK)
      continue;
    char q[48];
    quote(q, tok[f], toklen[f]);
    size_t col = (size_t)(tok[f] - line) + 1;
    if (e == NUM_SYNTAX)
      return input_error(file, lineno, col, "%s '%s' is not a number",
                         what[f], q);
    if (e == NUM_LONG)
      return input_error(file, lineno, col, "%s '%s' has too many digits",
                         what[f], q);
    if (e == NUM_RANGE)
      return input_error(file, lineno, col, "%s '%s' is out of range",
                         what[f], q);
    return input_error(file, lineno, col, "%s '%s' is negative", what[f], q);
  }
  if (!grow(items))
    return input_error(file, lineno, 1, "out of memory");
  items->wd[items->n] = d[0];
  items->wi[items->n] = i64;
  items->v[items->n] = d[1];
  items->integer = items->integer && as_int;
  items->n++;
  return 0;
}

static char *read_all(FILE *f, size_t *len) {
  size_t cap = 1 << 16, n = 0;
  char *buf = malloc(cap);
  while (buf) {
    n += fread(buf + n, 1, cap - n, f);
    if (n < cap)
      break;
    char *bigger = cap <= SIZE_MAX / 2 ? realloc(buf, cap * 2) : NULL;
    if (!bigger) {
      free(buf);
      return NULL;
    }
    buf = bigger;
    cap *= 2;
  }
  if (buf && ferror(f)) {
    free(buf);
    return NULL;
  }
  *len = n;
  return buf;
}

static int read_items(const char *path, Items *items) {
  bool stdin_input = !path || strcmp(path, "-") == 0;
  const char *name = stdin_input ? "<stdin>" : path;
  FILE *f = stdin_input ? stdin : fopen(path, "rb");
  if (!f)
    return fail("cannot open '%s': %s", path, strerror(errno));
  size_t len = 0;
  char *text = read_all(f, &len);
  int saved_errno = errno;
  if (!stdin_input)
    fclose(f);
  if (!text)
    return fail("cannot read '%s': %s", name, strerror(saved_errno));
  int rc = 0;
  size_t lineno = 1;
  for (size_t start = 0; start < len && rc == 0; lineno++) {
    size_t end = start;
    while (end < len && text[end] != '\n')
      end++;
    rc = parse_line(name, lineno, text + start, end - start, items);
    start = end + 1;
  }
  free(text);
  return rc;
}

/* The fewest significant digits that read back as the same double, in
   fixed notation for exponents in [-5, 17) and scientific otherwise. */
static void print_double(FILE *out, double x, bool json) {
  if (isinf(x)) {
    fputs(json ? "Infinity" : "inf", out);
    return;
  }
  char buf[64];
  int digits = 1;
  for (; digits < 17; digits++) {
    snprintf(buf, sizeof buf, "%.*e", digits - 1, x);
    if (strtod(buf, NULL) == x)
      break;
  }
  snprintf(buf, sizeof buf, "%.*e", digits - 1, x);
  int exp10 = atoi(strchr(buf, 'e') + 1);
  if (exp10 >= -5 && exp10 < 17) {
    int decimals = digits - 1 - exp10;
    snprintf(buf, sizeof buf, "%.*f", decimals > 0 ? decimals : 0, x);
  }
  fputs(buf, out);
}

static void print_list(FILE *out, const size_t *v, size_t n, bool json) {
  for (size_t i = 0; i < n; i++)
    fprintf(out, json ? (i ? ", %zu" : "%zu") : " %zu", v[i]);
}

static void print_text(const HloKnapsackResult *r) {
  fputs("objective: ", stdout);
  print_double(stdout, r->objective, false);
  fputs("\nsaved:", stdout);
  print_list(stdout, r->saved, r->num_saved, false);
  fputs("\nrecompute:", stdout);
  print_list(stdout, r->recompute, r->num_recompute, false);
  fputc('\n', stdout);
}

static void print_json(const Options *o, const Items *items,
                       const HloKnapsackResult *r) {
  const HloKnapsackStats *st = &r->stats;
  printf("{\n  \"solver\": \"%s\",\n  \"compat\": \"%s\",\n",
         hlo_knapsack_solver_name(o->solve.solver),
         o->solve.compat == HLO_KNAPSACK_COMPAT_TORCH ? "torch" : "none");
  printf("  \"items\": %zu,\n  \"integer_weights\": %s,\n  \"objective\": ",
         items->n, items->integer ? "true" : "false");
  print_double(stdout, r->objective, true);
  fputs(",\n  \"saved\": [", stdout);
  print_list(stdout, r->saved, r->num_saved, true);
  fputs("],\n  \"recompute\": [", stdout);
  print_list(stdout, r->recompute, r->num_recompute, true);
  printf("],\n  \"stats\": {\n    \"states\": %llu,\n"
         "    \"peak_states\": %llu,\n    \"core_items\": %llu,\n"
         "    \"quantized_budget\": %lld,\n    \"peak_bytes\": %zu,\n"
         "    \"seconds\": ",
         (unsigned long long)st->states, (unsigned long long)st->peak_states,
         (unsigned long long)st->core_items, (long long)st->quantized_budget,
         st->peak_bytes);
  print_double(stdout, st->seconds, true);
  fputs(",\n    \"cpu_seconds\": ", stdout);
  print_double(stdout, st->cpu_seconds, true);
  fputs("\n  }\n}\n", stdout);
}

static bool option_value(const char *arg, const char *name,
                         const char **value) {
  size_t n = strlen(name);
  if (strncmp(arg, name, n) != 0 || arg[n] != '=')
    return false;
  *value = arg + n + 1;
  return true;
}

static bool parse_size(const char *s, unsigned long long max,
                       unsigned long long *out) {
  bool integer;
  if (!number_syntax(s, strlen(s), &integer) || !integer || s[0] == '-')
    return false;
  errno = 0;
  unsigned long long x = strtoull(s, NULL, 10);
  if (errno == ERANGE || x > max)
    return false;
  *out = x;
  return true;
}

/* Returns -1 to go on, else the exit status. */
static int parse_args(int argc, char **argv, Options *o) {
  hlo_knapsack_options_init(&o->solve);
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i], *v;
    unsigned long long x;
    if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
      usage(stdout);
      return 0;
    } else if (strcmp(a, "--version") == 0) {
      printf("%s %s\n", program, HLOMEM_VERSION_STRING);
      return 0;
    } else if (strcmp(a, "--json") == 0) {
      o->json = true;
    } else if (option_value(a, "--solver", &v)) {
      if (!hlo_knapsack_solver_parse(v, &o->solve.solver))
        return fail("unknown solver '%s' (expected exact, dp, hirschberg, "
                    "greedy or ilp)", v);
    } else if (option_value(a, "--compat", &v)) {
      if (strcmp(v, "torch") == 0)
        o->solve.compat = HLO_KNAPSACK_COMPAT_TORCH;
      else if (strcmp(v, "none") == 0)
        o->solve.compat = HLO_KNAPSACK_COMPAT_NONE;
      else
        return fail("unknown compat mode '%s' (expected torch or none)", v);
    } else if (option_value(a, "--budget", &v)) {
      o->budget = v;
    } else if (option_value(a, "--resolution", &v)) {
      if (!parse_size(v, UINT32_MAX, &x) || x == 0)
        return fail("--resolution expects an integer in [1, %u], got '%s'",
                    UINT32_MAX, v);
      o->solve.resolution = (uint32_t)x;
    } else if (option_value(a, "--repeat", &v)) {
      if (!parse_size(v, 1000000, &x) || x == 0)
        return fail("--repeat expects an integer in [1, 1000000], got '%s'",
                    v);
      o->repeat = (unsigned)x;
    } else if (option_value(a, "--table-limit", &v)) {
      if (!parse_size(v, SIZE_MAX, &x) || x == 0)
        return fail("--table-limit expects a positive byte count, got '%s'",
                    v);
      o->solve.max_table_bytes = (size_t)x;
    } else if (a[0] == '-' && a[1] != '\0') {
      fail("unknown option '%s'", a);
      usage(stderr);
      return 1;
    } else if (o->file) {
      return fail("more than one input file ('%s' and '%s')", o->file, a);
    } else {
      o->file = a;
    }
  }
  if (!o->budget)
    return fail("missing --budget=B");
  bool compat = o->solve.compat == HLO_KNAPSACK_COMPAT_TORCH;
  HloKnapsackSolver s = o->solve.solver;
  if (compat && (s == HLO_KNAPSACK_EXACT || s == HLO_KNAPSACK_ILP))
    return fail("--compat=torch applies to dp, hirschberg and greedy, not "
                "%s", hlo_knapsack_solver_name(s));
  if (compat && o->solve.resolution)
    return fail("--resolution does not apply with --compat=torch "
                "(PyTorch quantizes by 10000)");
  if (!hlo_knapsack_solver_available(s))
    return fail("solver '%s' is not available in this build",
                hlo_knapsack_solver_name(s));
  return -1;
}

static int cmp_double(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

/* Solves o->repeat times (the answers are the same) and keeps the last
   result, with the median wall and CPU times of all runs. */
static HloKnapsackStatus solve_timed(const Options *o, const Items *items,
                                     double budget, int64_t budget_i,
                                     HloKnapsackResult *r) {
  unsigned runs = o->repeat ? o->repeat : 1;
  double *wall = malloc(runs * sizeof(double));
  double *cpu = malloc(runs * sizeof(double));
  if (!wall || !cpu) {
    free(wall);
    free(cpu);
    return HLO_KNAPSACK_OUT_OF_MEMORY;
  }
  HloKnapsackStatus st = HLO_KNAPSACK_OK;
  for (unsigned i = 0; i < runs && st == HLO_KNAPSACK_OK; i++) {
    if (i)
      hlo_knapsack_result_free(r);
    st = items->integer ? hlo_knapsack_solve_i64(items->n, items->wi, items->v,
                                                 budget_i, &o->solve, r)
                        : hlo_knapsack_solve(items->n, items->wd, items->v,
                                             budget, &o->solve, r);
    wall[i] = r->stats.seconds;
    cpu[i] = r->stats.cpu_seconds;
  }
  if (st == HLO_KNAPSACK_OK) {
    qsort(wall, runs, sizeof(double), cmp_double);
    qsort(cpu, runs, sizeof(double), cmp_double);
    r->stats.seconds = wall[runs / 2];
    r->stats.cpu_seconds = cpu[runs / 2];
  }
  free(wall);
  free(cpu);
  return st;
}

int main(int argc, char **argv) {
  Options o = {0};
  int rc = parse_args(argc, argv, &o);
  if (rc >= 0)
    return rc;

  double budget;
  int64_t budget_i = 0;
  bool budget_int = false;
  NumError e = parse_number(o.budget, strlen(o.budget), &budget, &budget_i,
                            &budget_int);
  if (e == NUM_SYNTAX || e == NUM_LONG)
    return fail("--budget expects a number, got '%s'", o.budget);
  if (e == NUM_RANGE)
    return fail("--budget '%s' is out of range", o.budget);
  if (e == NUM_NEGATIVE)
    return fail("--budget must be non-negative, got '%s'", o.budget);

  Items items = {.integer = true};
  rc = read_items(o.file, &items);
  HloKnapsackResult r;
  HloKnapsackStatus st = HLO_KNAPSACK_OK;
  if (rc == 0) {
    items.integer = items.integer && budget_int;
    st = solve_timed(&o, &items, budget, budget_i, &r);
    if (st == HLO_KNAPSACK_TOO_LARGE)
      rc = fail("%s; lower --resolution, raise --table-limit or use "
                "--solver=exact", hlo_knapsack_status_message(st));
    else if (st != HLO_KNAPSACK_OK)
      rc = fail("%s", hlo_knapsack_status_message(st));
  }
  if (rc == 0) {
    if (o.json)
      print_json(&o, &items, &r);
    else
      print_text(&r);
    hlo_knapsack_result_free(&r);
    if (fflush(stdout) != 0 || ferror(stdout))
      rc = fail("cannot write the output");
  }
  free(items.wd);
  free(items.wi);
  free(items.v);
  return rc;
}
