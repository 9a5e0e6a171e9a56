"""PyTorch's knapsack algorithms, run with torch tensors: the baseline.

These follow the algorithms of torch/_functorch/_activation_checkpointing/
knapsack.py (PyTorch 2.x) with the same tensor operations, so that their
cost is the cost PyTorch pays:

  dp_knapsack          an (n + 1) x (W + 1) float32 table filled row by
                       row with torch.maximum, backtracked from the last
                       row; weights quantized by round(m * 10000).
  hirschberg_knapsack  the sliding-window Hirschberg variant: float32
                       profiles of the two halves of a segment, the first
                       argmax of their sum as the capacity split, an
                       explicit stack of segments.  shipped=True hands the
                       first half capacity C + 1 - split as PyTorch does
                       (it can exceed the budget); shipped=False hands it
                       C - split.
  greedy_knapsack      runtime / memory order, keeps scanning after a
                       misfit.

All return (objective, saved indices, recompute indices) in PyTorch's
orders.
"""

import torch

SCALE = 10000


def dp_knapsack(memory, runtime, max_memory):
    weights = torch.tensor([round(m * SCALE) for m in memory], dtype=torch.long)
    values = torch.tensor(runtime, dtype=torch.float32)
    capacity = round(max_memory * SCALE)
    n = len(memory)
    table = torch.zeros((n + 1, capacity + 1), dtype=torch.float32)
    for i in range(1, n + 1):
        w = weights[i - 1]
        v = values[i - 1]
        table[i, :] = table[i - 1, :]
        if w == 0:
            table[i, :] = table[i - 1, :] + v
        else:
            table[i, w:] = torch.maximum(table[i - 1, w:], table[i - 1, :-w] + v)
    saved, recompute = [], []
    j = capacity
    for i in range(n, 0, -1):
        if table[i][j] != table[i - 1][j]:
            saved.append(i - 1)
            j -= int(weights[i - 1].item())
        else:
            recompute.append(i - 1)
    saved.reverse()
    return table[n][capacity].item(), saved, recompute


def _profile(row, scratch, items, weights, values, size):
    """Best value within each capacity 0..size-1 of the items, in row."""
    row.zero_()
    for index in items:
        w = weights[index]
        v = values[index]
        if w == 0:
            row.add_(v)
        elif w < size:
            shifted = scratch[: size - w]
            torch.add(row[:-w], v, out=shifted)
            torch.maximum(row[w:], shifted, out=row[w:])


def hirschberg_knapsack(memory, runtime, max_memory, shipped=True):
    weights = [int(round(m * SCALE)) for m in memory]
    values = [float(r) for r in runtime]
    capacity = int(round(max_memory * SCALE))
    n = len(weights)
    if n == 0:
        return 0.0, [], []
    size = capacity + 2
    row = torch.zeros(size, dtype=torch.float32)
    scratch = torch.empty(size, dtype=torch.float32)
    second = torch.empty(size, dtype=torch.float32)
    first = torch.empty(size, dtype=torch.float32)
    saved, recompute = [], []
    stack = [(0, n, capacity)]
    while stack:
        start, end, cap = stack.pop()
        if end - start == 0:
            continue
        if end - start == 1:
            if weights[start] <= cap and values[start] > 0.0:
                saved.append(start)
            else:
                recompute.append(start)
            continue
        middle = start + (end - start) // 2
        width = cap + 1
        _profile(row[:width], scratch, range(middle, end), weights, values, width)
        second[:width].copy_(row[:width])
        _profile(row[:width], scratch, range(start, middle), weights, values, width)
        first[:width].copy_(row[:width].flip(-1))
        second[:width].add_(first[:width])
        split = int(torch.argmax(second[:width]).item())
        first_cap = (width if shipped else cap) - split
        stack.append((start, middle, min(max(first_cap, 0), capacity)))
        stack.append((middle, end, min(max(split, 0), capacity)))
    saved.sort()
    recompute.sort()
    objective = sum(runtime[i] for i in saved)
    recompute.reverse()
    return objective, saved, recompute


def greedy_knapsack(memory, runtime, max_memory):
    def ratio(i):
        if memory[i] == 0:
            return float("inf") if runtime[i] > 0 else 0.0
        return runtime[i] / memory[i]

    order = sorted(range(len(runtime)), key=ratio, reverse=True)
    used = 0.0
    objective = 0.0
    saved, recompute = [], []
    for i in order:
        if used + memory[i] <= max_memory:
            used += memory[i]
            objective += runtime[i]
            saved.append(i)
        else:
            recompute.append(i)
    return objective, saved, recompute
