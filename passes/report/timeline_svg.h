/* Timelines of live bytes over a program's points, as SVG (internal). */
#ifndef HLOMEM_TIMELINE_SVG_H
#define HLOMEM_TIMELINE_SVG_H

#include <stdbool.h>
#include <stdint.h>

#include "hlomem/support.h"

/* Writes a chart of `usage` (bytes at each of n points, in `order`:
 * "program order", "XLA's order (list)", ...) for `function` as the curve
 * `label`. With `overlay`, curves already in the file (written by hlomem)
 * are kept, except one with the same label and function, which this one
 * replaces. The x-axis names the order of its curves. */
bool hlo_timeline_svg_write(const char *path, const char *label, const char *function,
                            const char *order, const int64_t *usage, int32_t n, bool overlay,
                            HloStr *error);

#endif
