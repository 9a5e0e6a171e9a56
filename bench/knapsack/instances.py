"""Benchmark instances for the knapsack solvers.

pytorch_style: what the functorch partitioner hands its solver.  Memory is
the size of each saved activation as a fraction of the total (the
partitioner normalizes by the activation range), so the fractions sum to
1; sizes are log-normal.  Runtime is a FLOP count, max(flops, 1), growing
with the bytes an op touches times a log-normal arithmetic intensity, so
value and weight are correlated as in real remat instances.

remat_like: what hlomem-remat's solves look like on a training step:
activation sizes log-normal (sigma 1.5) as fractions of their total, so a
few large activations sit among many small ones, and recompute costs
proportional to the size times a uniform(0.2, 5) cost per byte; the
break item is then often one of the large ones.

pisinger: the standard classes of Pisinger ("Where are the hard knapsack
problems?", 2005, and the earlier core papers), written from their
published definitions, weights w ~ U[1, R]:
  uncorrelated            p ~ U[1, R]
  weakly correlated       p ~ U[w - R/10, w + R/10], at least 1
  strongly correlated     p = w + R/10
  inverse strongly corr.  p ~ U[1, R], w = p + R/10
  almost strongly corr.   p ~ U[w + R/10 - R/500, w + R/10 + R/500]
  subset sum              p = w
and instance h of 100 has capacity floor(h * sum(w) / 101).
"""

import math
import random

CLASSES = [
    "uncorrelated",
    "weakly",
    "strongly",
    "inverse strongly",
    "almost strongly",
    "subset sum",
]


def pytorch_style(n, seed):
    rng = random.Random(seed)
    sizes = [math.exp(rng.gauss(0.0, 1.5)) for _ in range(n)]
    total = sum(sizes)
    memory = [s / total for s in sizes]
    runtime = [
        float(max(round(s * 1e9 * math.exp(rng.gauss(0.0, 1.0))), 1))
        for s in memory
    ]
    return memory, runtime


def remat_like(n, seed):
    rng = random.Random(seed)
    sizes = [math.exp(rng.gauss(0.0, 1.5)) for _ in range(n)]
    total = sum(sizes)
    weights = [s / total for s in sizes]
    values = [w * 1e7 * rng.uniform(0.2, 5.0) for w in weights]
    return weights, values


def pisinger(cls, R, n, h, seed=0):
    rng = random.Random(((cls * 1000003 + R) * 1000003 + n) * 1000003 + h + seed)
    weights, profits = [], []
    for _ in range(n):
        w = rng.randint(1, R)
        if cls == 0:
            p = rng.randint(1, R)
        elif cls == 1:
            p = max(1, rng.randint(w - R // 10, w + R // 10))
        elif cls == 2:
            p = w + R // 10
        elif cls == 3:
            p = w
            w = p + R // 10
        elif cls == 4:
            p = rng.randint(w + R // 10 - R // 500, w + R // 10 + R // 500)
        else:
            p = w
        weights.append(w)
        profits.append(p)
    capacity = h * sum(weights) // 101
    return weights, profits, capacity
