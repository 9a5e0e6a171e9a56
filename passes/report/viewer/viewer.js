/*
 * The memory viewer: draws the hlomem memory report embedded in this page
 * (the JSON of --hlomem-memory-report with its timelines, docs/passes.md).
 * Every figure shown is a field of that JSON: this script stacks the
 * buffers' ranges, selects and sorts them, and formats bytes; it never
 * computes a peak, a live set total or a size.
 *
 * Per function: one canvas with the buffers as stacked bands (in the order
 * they were made, so that the top of the stack is the live bytes) and the
 * usage curve over them, drawn column by column: a column covers the
 * points of one pixel and shows the point of largest usage among them (the
 * peak always survives), and bands thinner than a pixel are merged into
 * one grey band. A second canvas on top takes the mouse.
 */
(function () {
  'use strict';

  var KINDS = [
    ['argument', '#8c9bab'], ['dot', '#1f77b4'], ['elementwise', '#2ca02c'],
    ['broadcast', '#ff7f0e'], ['reduction', '#17becf'], ['data movement', '#9467bd'],
    ['constant', '#bcbd22'], ['recomputed', '#d62728'], ['chunk call', '#e377c2'],
    ['call', '#8c564b'], ['control flow', '#a0785a'], ['custom call', '#7b4173'],
    ['collective', '#393b79'], ['barrier', '#555555'], ['rng', '#aaaaaa'],
    ['io', '#aaaaaa'], ['other', '#aaaaaa']
  ];
  var KIND_COLOR = {};
  KINDS.forEach(function (k) { KIND_COLOR[k[0]] = k[1]; });
  var SMALL_COLOR = '#d9d9d9';
  var BEFORE_COLOR = '#8a8a8a';
  var TRANSIENT_COLOR = 'rgba(70,70,100,0.3)';
  var ROW_LIMIT = 200;

  var started = performance.now();
  var report = JSON.parse(document.getElementById('hlomem-report').textContent);
  var timings = {parse: performance.now() - started, functions: {}};
  var compare = report.compare || null;

  /* ---- formatting ---- */

  function fmtBytes(b) {
    var units = ['B', 'KiB', 'MiB', 'GiB', 'TiB', 'PiB'];
    var v = b, u = 0;
    while ((v >= 1024 || v <= -1024) && u < 5) { v /= 1024; u++; }
    return u === 0 ? b + ' B' : v.toFixed(2) + ' ' + units[u];
  }
  /* Ops are numbered from 1, as in the text report; the JSON counts points from 0. */
  function op(k) { return 'op ' + (k + 1); }
  function exact(b) { return Number(b).toLocaleString('en-US') + ' B'; }
  function fmtSeconds(s) {
    if (s >= 1) return s.toFixed(3) + ' s';
    if (s >= 1e-3) return (s * 1e3).toFixed(3) + ' ms';
    if (s >= 1e-6) return (s * 1e6).toFixed(3) + ' us';
    return (s * 1e9).toFixed(1) + ' ns';
  }
  function fmtCount(v) {
    var p = ['', 'K', 'M', 'G', 'T', 'P', 'E'], i = 0;
    while (v >= 1000 && i < 6) { v /= 1000; i++; }
    return i ? v.toFixed(2) + ' ' + p[i] : String(Math.round(v));
  }
  function orderLabel(t) {
    return t.order === 'xla' ? "XLA's order (" + t.heuristic + ')' : 'program order';
  }
  /* "tensor<8x1024xf32>" -> "8×1024 f32" */
  function shapeOf(type) {
    var m = /^tensor<((?:[0-9?]+x)*)([^x>][^>]*)>$/.exec(type);
    if (!m) return type;
    var dims = m[1] ? m[1].slice(0, -1).split('x').join('×') : 'scalar';
    return dims + ' ' + m[2];
  }
  function el(tag, attrs, text) {
    var e = document.createElement(tag);
    if (attrs) for (var k in attrs) e.setAttribute(k, attrs[k]);
    if (text !== undefined && text !== null) e.textContent = text;
    return e;
  }
  function swatch(color) {
    var s = el('span', {'class': 'swatch'});
    s.style.background = color;
    return s;
  }

  /* ---- one function's data, indexed ---- */

  function Model(fn) {
    var t = fn.timeline;
    this.fn = fn;
    this.t = t;
    this.n = t.usage.length;
    this.nb = t.buffers.def.length;
    var s = t.strings;
    this.str = function (i) { return i >= 0 ? s[i] : ''; };
    this.sharded = !!t.buffers.global_bytes;
  }
  Model.prototype.kindOf = function (b) {
    var d = this.t.buffers.def[b];
    return d < 0 ? 'argument' : this.str(this.t.ops.kind[d]);
  };
  Model.prototype.colorOf = function (b) {
    return KIND_COLOR[this.kindOf(b)] || '#aaaaaa';
  };
  Model.prototype.typeOf = function (b) { return this.str(this.t.buffers.type[b]); };
  Model.prototype.whatOf = function (b) {
    var B = this.t.buffers, d = B.def[b];
    if (d < 0) return 'argument #' + B.argument[b];
    var name = this.str(this.t.ops.name[d]);
    return B.result[b] > 0 ? name + '#' + B.result[b] : name;
  };
  Model.prototype.locOf = function (b) {
    var d = this.t.buffers.def[b];
    return d < 0 ? '' : this.str(this.t.ops.loc[d]);
  };
  Model.prototype.roles = function (b) {
    var B = this.t.buffers, O = this.t.ops, d = B.def[b], r = [];
    if (B.output[b]) r.push('output (returned)');
    if (d >= 0 && O.recomputes[d] >= 0) r.push('recomputation of ' + op(O.recomputes[d]));
    if (d >= 0 && O.callee[d] >= 0) {
      r.push((this.str(O.kind[d]) === 'chunk call' ? 'chunk call @' : 'call @') + this.str(O.callee[d]));
    }
    if (B.values[b] > 1) r.push(B.values[b] + ' values share it');
    return r;
  };
  /* Buffers live at point k, largest first (the JSON's ranges, sorted). */
  Model.prototype.liveAt = function (k) {
    var B = this.t.buffers, out = [];
    for (var b = 0; b < this.nb; b++) if (B.def[b] <= k && k <= B.end[b]) out.push(b);
    out.sort(function (x, y) { return B.bytes[y] - B.bytes[x] || x - y; });
    return out;
  };

  /* ---- the stacks, one column per pixel ---- */

  /* Groups of points per pixel column; each shows its point of largest usage. */
  function columns(model, width) {
    var n = model.n, g = Math.max(1, Math.min(n, Math.floor(width)));
    var rep = new Int32Array(g), usage = model.t.usage;
    for (var c = 0; c < g; c++) {
      var lo = Math.floor(c * n / g), hi = Math.max(lo + 1, Math.floor((c + 1) * n / g)), best = lo;
      for (var k = lo + 1; k < hi; k++) if (usage[k] > usage[best]) best = k;
      rep[c] = best;
    }
    return rep;
  }

  /* The stack at each column's point, bottom to top in the order the
   * buffers were made (their order in the JSON: arguments, then results
   * in op order). Only bands of a pixel or more are visited, band(column,
   * buffer, below): the bytes below a band (every buffer made before it
   * and live there) come from a Fenwick tree over the buffers, so the
   * many thin bands in between are never walked; small(column, from, to)
   * is each run of thin bands between two visited ones, and above the
   * last. A sweep over the points adds and removes each buffer once. */
  function stackColumns(model, rep, minBytes, band, small) {
    var B = model.t.buffers, n = model.n, nb = model.nb;
    var startAt = new Int32Array(n + 2), endAt = new Int32Array(n + 2);
    for (var b = 0; b < nb; b++) { startAt[B.def[b] + 1]++; endAt[B.end[b] + 1]++; }
    var sOff = new Int32Array(n + 3), eOff = new Int32Array(n + 3);
    for (var k = 0; k <= n + 1; k++) { sOff[k + 1] = sOff[k] + startAt[k]; eOff[k + 1] = eOff[k] + endAt[k]; }
    var sList = new Int32Array(nb), eList = new Int32Array(nb);
    var sFill = sOff.slice(0, n + 2), eFill = eOff.slice(0, n + 2);
    for (b = 0; b < nb; b++) { sList[sFill[B.def[b] + 1]++] = b; eList[eFill[B.end[b] + 1]++] = b; }
    var tree = new Float64Array(nb + 1);
    function update(x, v) { for (x++; x <= nb; x += x & -x) tree[x] += v; }
    function below(x) { var acc = 0; for (; x > 0; x -= x & -x) acc += tree[x]; return acc; }
    /* the live bands of a pixel or more, a list in buffer order */
    var next = new Int32Array(nb + 1).fill(-1), prev = new Int32Array(nb + 1).fill(-1);
    var HEAD = nb, tail = HEAD;
    function add(x) {
      update(x, B.bytes[x]);
      if (B.bytes[x] >= minBytes) { prev[x] = tail; next[tail] = x; next[x] = -1; tail = x; }
    }
    function remove(x) {
      update(x, -B.bytes[x]);
      if (B.bytes[x] < minBytes) return;
      var p = prev[x], q = next[x];
      next[p] = q;
      if (q >= 0) prev[q] = p; else tail = p;
    }
    var c = 0;
    for (var i = sOff[0]; i < sOff[1]; i++) add(sList[i]); /* arguments, def -1 */
    for (k = 0; k < n && c < rep.length; k++) {
      for (i = sOff[k + 1]; i < sOff[k + 2]; i++) add(sList[i]);
      while (c < rep.length && rep[c] === k) {
        var top = 0;
        for (var x = next[HEAD]; x >= 0; x = next[x]) {
          var under = below(x);
          if (under > top) small(c, top, under);
          band(c, x, under);
          top = under + B.bytes[x];
        }
        var total = below(nb);
        if (total > top) small(c, top, total);
        c++;
      }
      for (i = eOff[k + 1]; i < eOff[k + 2]; i++) remove(eList[i]);
    }
  }

  /* Where buffer b sits at each point: the bytes of the buffers below it
   * (those made before it and live there), from a difference array. */
  function offsetsOf(model, b) {
    var B = model.t.buffers, n = model.n, delta = new Float64Array(n + 1);
    for (var i = 0; i < b; i++) {
      if (B.end[i] < B.def[b] || B.def[i] > B.end[b]) continue;
      delta[Math.max(B.def[i], 0)] += B.bytes[i];
      delta[B.end[i] + 1] -= B.bytes[i];
    }
    for (var k = 1; k <= n; k++) delta[k] += delta[k - 1];
    return delta;
  }

  /* ---- the chart ---- */

  function niceStep(range) {
    var raw = range / 5, mag = Math.pow(10, Math.floor(Math.log10(raw > 0 ? raw : 1))), f = raw / mag;
    return (f <= 1 ? 1 : f <= 2 ? 2 : f <= 5 ? 5 : 10) * mag;
  }

  function Chart(model, cmp, holder, view) {
    this.m = model;
    this.cmp = cmp;
    this.view = view;
    this.holder = holder;
    this.base = el('canvas');
    this.over = el('canvas', {'class': 'overlay', 'data-test': 'chart'});
    this.tip = el('div', {'class': 'tooltip', 'data-test': 'tooltip'});
    holder.appendChild(this.base);
    holder.appendChild(this.over);
    holder.appendChild(this.tip);
    this.marks = null;
    this.selected = -1;
    this.hot = -1;
    this.layout();
    this.draw();
    this.listen();
  }

  Chart.prototype.layout = function () {
    var W = Math.max(640, this.holder.clientWidth || 1100), H = 400;
    this.W = W; this.H = H;
    this.left = 78; this.right = 14; this.top = 14; this.bottom = 46;
    this.pw = W - this.left - this.right;
    this.ph = H - this.top - this.bottom;
    var ratio = window.devicePixelRatio || 1;
    [this.base, this.over].forEach(function (c) {
      c.width = Math.round(W * ratio); c.height = Math.round(H * ratio);
      c.style.width = W + 'px'; c.style.height = H + 'px';
      c.getContext('2d').setTransform(ratio, 0, 0, ratio, 0, 0);
    });
    var t = this.m.t, maxY = t.peak_bytes, maxX = this.m.n;
    if (this.cmp) {
      maxY = Math.max(maxY, this.cmp.before.peak_bytes);
      maxX = Math.max(maxX, this.cmp.before.num_points);
    }
    this.maxX = Math.max(1, maxX);
    var units = ['B', 'KiB', 'MiB', 'GiB', 'TiB'], u = 0, scale = 1;
    while (maxY / scale >= 1024 && u < 4) { scale *= 1024; u++; }
    var top = Math.max(maxY / scale * 1.05, 1e-9), step = niceStep(top);
    this.unit = units[u]; this.unitScale = scale; this.step = step;
    this.yTop = Math.ceil(top / step) * step * scale;
    this.perByte = this.ph / this.yTop;
    /* Columns over the after's points, in the width they take on the axis. */
    this.colWidth = this.pw * this.m.n / this.maxX;
    this.rep = columns(this.m, this.colWidth);
  };

  Chart.prototype.xOf = function (k) { return this.left + this.pw * k / this.maxX; };
  Chart.prototype.yOf = function (bytes) { return this.top + this.ph - bytes * this.perByte; };
  Chart.prototype.colX = function (c) {
    var g = this.rep.length;
    return [this.left + this.colWidth * c / g, this.left + this.colWidth * (c + 1) / g];
  };
  Chart.prototype.columnAt = function (x) {
    var g = this.rep.length, c = Math.floor((x - this.left) / this.colWidth * g);
    return c >= 0 && c < g ? c : -1;
  };

  Chart.prototype.draw = function () {
    var ctx = this.base.getContext('2d'), m = this.m, t = m.t, B = t.buffers;
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, this.W, this.H);
    /* grid and y axis */
    ctx.font = '11px system-ui, sans-serif';
    ctx.textAlign = 'right';
    ctx.textBaseline = 'middle';
    for (var v = 0; v <= this.yTop / this.unitScale + this.step / 2; v += this.step) {
      var y = this.yOf(v * this.unitScale);
      ctx.strokeStyle = '#ececec';
      ctx.beginPath(); ctx.moveTo(this.left, y); ctx.lineTo(this.W - this.right, y); ctx.stroke();
      ctx.fillStyle = '#444';
      ctx.fillText((Math.round(v * 1000) / 1000) + ' ' + this.unit, this.left - 6, y);
    }
    /* bands, batched by color; runs of bands under a pixel merged */
    var paths = {}, small = new Path2D(), lines = new Path2D(), self = this, per = this.perByte;
    var base = this.top + this.ph, xs = null, xcol = -1;
    function column(c) {
      if (c !== xcol) { xs = self.colX(c); xs[1] = Math.max(xs[1] - xs[0], 0.6); xcol = c; }
      return xs;
    }
    stackColumns(m, this.rep, 1 / per, function (c, b, under) {
      var x = column(c), h = B.bytes[b] * per, y = base - under * per - h, color = m.colorOf(b);
      (paths[color] || (paths[color] = new Path2D())).rect(x[0], y, x[1], h);
      if (h >= 4) { lines.moveTo(x[0], y + 0.5); lines.lineTo(x[0] + x[1], y + 0.5); }
    }, function (c, from, to) {
      var x = column(c);
      small.rect(x[0], base - to * per, x[1], (to - from) * per);
    });
    ctx.fillStyle = SMALL_COLOR;
    ctx.fill(small);
    for (var color in paths) { ctx.fillStyle = color; ctx.fill(paths[color]); }
    ctx.strokeStyle = 'rgba(255,255,255,0.55)';
    ctx.lineWidth = 1;
    ctx.stroke(lines);
    /* transient bytes: what the op holds inside (loop bodies, callees) */
    var transient = new Path2D(), live = t.live;
    for (var c = 0; c < this.rep.length; c++) {
      var k0 = this.rep[c];
      if (t.usage[k0] <= live[k0]) continue;
      var tx = this.colX(c);
      transient.rect(tx[0], this.yOf(t.usage[k0]), Math.max(tx[1] - tx[0], 0.6), (t.usage[k0] - live[k0]) * per);
    }
    ctx.fillStyle = TRANSIENT_COLOR;
    ctx.fill(transient);
    /* the earlier curve, then this run's usage (live + transient) */
    if (this.cmp) this.curve(ctx, this.cmp.before.usage, BEFORE_COLOR, [5, 3], null);
    var reps = this.rep, usage = t.usage;
    ctx.lineWidth = 1.5;
    ctx.strokeStyle = '#1d1d1f';
    ctx.setLineDash([]);
    ctx.beginPath();
    for (c = 0; c < reps.length; c++) {
      var xx = this.colX(c), yy = this.yOf(usage[reps[c]]);
      if (c === 0) ctx.moveTo(xx[0], yy); else ctx.lineTo(xx[0], yy);
      ctx.lineTo(xx[1], yy);
    }
    ctx.stroke();
    /* peaks */
    this.marker(ctx, t.peak_point, t.peak_bytes, '#d62728', 'peak ' + fmtBytes(t.peak_bytes), true);
    if (this.cmp) {
      this.marker(ctx, this.cmp.before.peak_point, this.cmp.before.peak_bytes, BEFORE_COLOR,
                  'before: ' + fmtBytes(this.cmp.before.peak_bytes), false);
      if (this.cmp.old_peak_at >= 0) {
        var ox = this.xOf(this.cmp.old_peak_at + 0.5);
        ctx.strokeStyle = BEFORE_COLOR; ctx.setLineDash([2, 3]); ctx.lineWidth = 1;
        ctx.beginPath(); ctx.moveTo(ox, this.top); ctx.lineTo(ox, base); ctx.stroke();
        ctx.setLineDash([]);
      }
    }
    /* x axis */
    ctx.strokeStyle = '#333'; ctx.lineWidth = 1;
    ctx.beginPath(); ctx.moveTo(this.left, base + 0.5); ctx.lineTo(this.W - this.right, base + 0.5); ctx.stroke();
    ctx.fillStyle = '#444'; ctx.textAlign = 'center'; ctx.textBaseline = 'top';
    /* ticks at ops 1, step, 2 step, ... in the middle of their op */
    var xstep = niceStep(this.maxX);
    for (var k = 0; k <= this.maxX; k += xstep) {
      var px = this.xOf(Math.max(k, 1) - 0.5);
      ctx.beginPath(); ctx.moveTo(px, base); ctx.lineTo(px, base + 4); ctx.stroke();
      ctx.fillText(String(Math.max(k, 1)), px, base + 6);
    }
    ctx.font = '12px system-ui, sans-serif';
    ctx.fillText(this.view.axisLabel, this.left + this.pw / 2, base + 24);
  };

  Chart.prototype.curve = function (ctx, usage, color, dash) {
    var n = usage.length, g = Math.max(1, Math.min(n, Math.floor(this.pw * n / this.maxX)));
    ctx.strokeStyle = color; ctx.lineWidth = 1.5; ctx.setLineDash(dash);
    ctx.beginPath();
    for (var c = 0; c < g; c++) {
      var lo = Math.floor(c * n / g), hi = Math.max(lo + 1, Math.floor((c + 1) * n / g)), best = lo;
      for (var k = lo + 1; k < hi; k++) if (usage[k] > usage[best]) best = k;
      var x0 = this.xOf(lo), x1 = this.xOf(hi), y = this.yOf(usage[best]);
      if (c === 0) ctx.moveTo(x0, y); else ctx.lineTo(x0, y);
      ctx.lineTo(x1, y);
    }
    ctx.stroke();
    ctx.setLineDash([]);
  };

  Chart.prototype.marker = function (ctx, point, bytes, color, text, filled) {
    if (point < 0) return;
    var x = this.xOf(point + 0.5), y = this.yOf(bytes);
    ctx.beginPath(); ctx.arc(x, y, 4.5, 0, 2 * Math.PI);
    ctx.lineWidth = 2; ctx.strokeStyle = color; ctx.fillStyle = filled ? color : '#fff';
    ctx.fill(); ctx.stroke();
    ctx.font = 'bold 12px system-ui, sans-serif';
    ctx.textBaseline = 'bottom';
    ctx.textAlign = x > this.left + this.pw * 0.8 ? 'right' : 'left';
    ctx.fillStyle = color;
    ctx.fillText(text, x + (ctx.textAlign === 'left' ? 7 : -7), y - 4);
  };

  /* The buffer (or -1) under a point of the canvas, and the column's point:
   * the buffers live there, in stack order, are the JSON's in index order. */
  Chart.prototype.hit = function (x, y) {
    var c = this.columnAt(x);
    if (c < 0) return null;
    var k = this.rep[c], bytes = (this.top + this.ph - y) / this.perByte, B = this.m.t.buffers, acc = 0;
    for (var b = 0; b < this.m.nb; b++) {
      if (B.def[b] > k || B.end[b] < k) continue;
      if (bytes >= acc && bytes < acc + B.bytes[b]) return {column: c, point: k, buffer: b};
      acc += B.bytes[b];
    }
    return {column: c, point: k, buffer: -1};
  };

  /* Where buffer b sits in column c: [bottom, top) in bytes, or null. */
  Chart.prototype.placeOf = function (b, c) {
    var B = this.m.t.buffers, k = this.rep[c];
    if (B.def[b] > k || B.end[b] < k) return null;
    var below = offsetsOf(this.m, b)[k];
    return [below, below + B.bytes[b]];
  };

  Chart.prototype.drawOverlay = function () {
    var ctx = this.over.getContext('2d');
    ctx.clearRect(0, 0, this.W, this.H);
    var base = this.top + this.ph;
    if (this.marks) {
      ctx.fillStyle = '#0a66d8';
      for (var i = 0; i < this.marks.length; i++) ctx.fillRect(this.xOf(this.marks[i]), base - 7, 1.5, 7);
    }
    if (this.selected >= 0) {
      var sx = this.xOf(this.selected + 0.5);
      ctx.strokeStyle = '#0a66d8'; ctx.lineWidth = 1.5;
      ctx.beginPath(); ctx.moveTo(sx, this.top); ctx.lineTo(sx, base); ctx.stroke();
    }
    if (this.hot >= 0) {
      var b = this.hot, B = this.m.t.buffers, per = this.perByte;
      if (this.hotOffsets === undefined || this.hotOffsetsOf !== b) {
        this.hotOffsets = offsetsOf(this.m, b);
        this.hotOffsetsOf = b;
      }
      ctx.fillStyle = 'rgba(0,0,0,0.28)';
      for (var c = 0; c < this.rep.length; c++) {
        var k = this.rep[c];
        if (k < B.def[b] || k > B.end[b]) continue;
        var top = this.hotOffsets[k] + B.bytes[b];
        var xs = this.colX(c), h = Math.max(1, B.bytes[b] * per);
        ctx.fillRect(xs[0], base - top * per, Math.max(xs[1] - xs[0], 0.6), h);
      }
    }
  };

  Chart.prototype.showTip = function (x, y, nodes) {
    var tip = this.tip;
    tip.textContent = '';
    nodes.forEach(function (n) { tip.appendChild(n); });
    tip.style.display = 'block';
    var w = tip.offsetWidth, left = x + 14;
    if (left + w > this.W) left = Math.max(0, x - w - 14);
    tip.style.left = left + 'px';
    tip.style.top = Math.max(0, y - 10) + 'px';
  };

  Chart.prototype.bufferTip = function (b, k) {
    var m = this.m, B = m.t.buffers, type = m.typeOf(b), rows = [];
    rows.push(el('div', {'class': 'big mono'}, shapeOf(type)));
    rows.push(el('div', {'class': 'mono muted'}, type));
    var bytes = fmtBytes(B.bytes[b]) + ' (' + exact(B.bytes[b]) + ')';
    if (m.sharded) {
      var split = B.sharding[b] >= 0 ? m.str(B.sharding[b]) : 'unknown split';
      bytes += ' per device; ' + fmtBytes(B.global_bytes[b]) + ' global, split ' + split;
    }
    rows.push(el('div', null, bytes));
    var line = el('div');
    line.appendChild(swatch(m.colorOf(b)));
    line.appendChild(document.createTextNode(B.def[b] < 0 ? m.whatOf(b) + ' of @' + m.fn.name
      : m.kindOf(b) + ': ' + m.whatOf(b) + ' at ' + op(B.def[b])));
    rows.push(line);
    var loc = m.locOf(b);
    if (loc) rows.push(el('div', {'class': 'mono', 'data-test': 'tip-loc'}, loc));
    var d = B.def[b];
    if (d >= 0 && m.t.ops.scope[d] >= 0) rows.push(el('div', {'class': 'mono muted'}, m.str(m.t.ops.scope[d])));
    var roles = m.roles(b);
    if (roles.length) rows.push(el('div', null, roles.join(' · ')));
    rows.push(el('div', {'class': 'muted'}, 'live from ' + op(Math.max(0, d)) + ' to ' + op(B.end[b]) +
      '; this column: ' + op(k)));
    return rows;
  };

  Chart.prototype.pointTip = function (k) {
    var m = this.m, t = m.t, rows = [];
    rows.push(el('div', {'class': 'big'}, op(k) + ': ' + m.str(t.ops.name[k])));
    if (t.ops.loc[k] >= 0) rows.push(el('div', {'class': 'mono'}, m.str(t.ops.loc[k])));
    if (t.ops.scope[k] >= 0) rows.push(el('div', {'class': 'mono muted'}, m.str(t.ops.scope[k])));
    rows.push(el('div', null, 'usage ' + fmtBytes(t.usage[k]) + ', of which live ' + fmtBytes(t.live[k])));
    rows.push(el('div', {'class': 'muted'}, 'click for the live set'));
    return rows;
  };

  Chart.prototype.listen = function () {
    var self = this, pending = null;
    function local(e) {
      var r = self.over.getBoundingClientRect();
      return [e.clientX - r.left, e.clientY - r.top];
    }
    this.over.addEventListener('mousemove', function (e) {
      pending = local(e);
      if (self.raf) return;
      self.raf = requestAnimationFrame(function () {
        self.raf = 0;
        var p = pending, h = self.hit(p[0], p[1]);
        if (!h || p[1] < self.top || p[1] > self.top + self.ph) {
          self.tip.style.display = 'none'; self.hot = -1; self.drawOverlay(); return;
        }
        self.showTip(p[0], p[1], h.buffer >= 0 ? self.bufferTip(h.buffer, h.point) : self.pointTip(h.point));
        if (self.hot !== h.buffer) { self.hot = h.buffer; self.drawOverlay(); }
      });
    });
    this.over.addEventListener('mouseleave', function () {
      self.tip.style.display = 'none'; self.hot = -1; self.drawOverlay();
    });
    this.over.addEventListener('click', function (e) {
      var p = local(e), h = self.hit(p[0], p[1]);
      if (h) self.view.select(h.point);
    });
  };

  /* ---- tables ---- */

  function table(headers, rows, onPick) {
    var tb = el('table'), tr = el('tr');
    headers.forEach(function (h) { tr.appendChild(el('th', h[1] ? {'class': 'num'} : null, h[0])); });
    tb.appendChild(tr);
    rows.forEach(function (r) {
      var row = el('tr', onPick ? {'class': 'pick'} : null);
      r.cells.forEach(function (c, i) {
        var td = el('td', headers[i][1] ? {'class': 'num'} : (headers[i][2] ? {'class': 'mono'} : null));
        if (c instanceof Node) td.appendChild(c); else td.textContent = c;
        row.appendChild(td);
      });
      if (onPick) row.addEventListener('click', function () { onPick(r.key); });
      tb.appendChild(row);
    });
    return tb;
  }

  function bufferRows(m, list) {
    return list.map(function (b) {
      var kind = el('span');
      kind.appendChild(swatch(m.colorOf(b)));
      kind.appendChild(document.createTextNode(m.kindOf(b)));
      return {key: b, cells: [fmtBytes(m.t.buffers.bytes[b]), shapeOf(m.typeOf(b)), kind,
        m.whatOf(b) + (m.t.buffers.def[b] >= 0 ? ', ' + op(m.t.buffers.def[b]) : ''), m.locOf(b),
        m.roles(b).join(', ')]};
    });
  }
  var WHY = {
    'gone': 'gone: no buffer of its own (chunked, merged, written in place or dead)',
    'recomputed': 'recomputed later',
    'not live there': 'not live there (freed earlier or made later)'
  };
  var BUFFER_HEADERS = [['bytes', true], ['shape'], ['kind'], ['defined by'], ['location', false, true], ['role']];

  function limited(holder, make, all, limit) {
    holder.textContent = '';
    holder.appendChild(make(all.slice(0, limit)));
    if (all.length > limit) {
      var more = el('button', {'class': 'more'}, 'show all ' + all.length);
      more.addEventListener('click', function () { holder.textContent = ''; holder.appendChild(make(all)); });
      holder.appendChild(more);
    }
  }

  /* ---- a function's section ---- */

  function View(fn, cmp, parent) {
    var m = this.m = new Model(fn), t = m.t, self = this;
    this.cmp = cmp;
    var sec = el('section', {id: 'fn-' + fn.name, 'data-function': fn.name});
    parent.appendChild(sec);
    sec.appendChild(el('h2', null, '@' + fn.name));
    var sum = el('div', {'class': 'summary'});
    sum.appendChild(el('b', {'data-test': 'peak'}, 'peak ' + fmtBytes(t.peak_bytes)));
    sum.appendChild(document.createTextNode(' ('));
    sum.appendChild(el('span', {'data-test': 'peak-bytes', 'data-bytes': String(t.peak_bytes)}, exact(t.peak_bytes)));
    var pk = t.peak_point;
    sum.appendChild(document.createTextNode(') at ' + op(pk) + ' of ' + m.n + ' in ' + orderLabel(t) +
      (pk >= 0 ? ', ' + m.str(t.ops.name[pk]) + (t.ops.loc[pk] >= 0 ? ' at ' + m.str(t.ops.loc[pk]) : '') : '')));
    sec.appendChild(sum);
    var facts = 'live ' + fmtBytes(pk >= 0 ? t.live[pk] : 0) + ' at the peak; arguments ' + fn.num_arguments + ', ' +
      fmtBytes(fn.argument_bytes) + '; results ' + fn.num_results + ', ' + fmtBytes(fn.result_bytes) +
      '; ' + m.nb + ' buffers over ' + m.n + ' ops';
    if (fn.cost) facts += '; roofline ' + fmtSeconds(fn.cost.roofline_seconds);
    sec.appendChild(el('div', {'class': 'muted'}, facts));
    if (fn.peak_is_lower_bound) sec.appendChild(el('div', {'class': 'note'}, fn.unknown_values + ' values of unknown size: the peak is a lower bound'));
    if (cmp) {
      var line = el('div', {'class': 'summary', 'data-test': 'compare'});
      line.appendChild(document.createTextNode('before: peak ' + fmtBytes(cmp.before.peak_bytes) + ' (' + exact(cmp.before.peak_bytes) +
        ') at ' + op(cmp.before.peak_point) + ' of ' + cmp.before.num_points + ' in ' + orderLabel(cmp.before) +
        '; now ' + (cmp.peak_ratio * 100).toFixed(1) + '% of it'));
      sec.appendChild(line);
    }
    this.axisLabel = 'ops in ' + orderLabel(t) + (cmp && orderLabel(cmp.before) !== orderLabel(t)
      ? ' (before: ' + orderLabel(cmp.before) + ')' : '') + ', 1 to ' + Math.max(m.n, cmp ? cmp.before.num_points : 0);
    var bar = el('div', {'class': 'toolbar'});
    var search = el('input', {type: 'search', placeholder: 'search an op name or a source line', 'data-test': 'search'});
    bar.appendChild(search);
    var legend = el('div', {'class': 'legend'}), seen = {};
    for (var b = 0; b < m.nb; b++) seen[m.kindOf(b)] = true;
    KINDS.forEach(function (k) {
      if (!seen[k[0]]) return;
      var s = el('span'); s.appendChild(el('i')).style.background = k[1];
      s.appendChild(document.createTextNode(k[0])); legend.appendChild(s);
    });
    var s1 = el('span'); s1.appendChild(el('i')).style.background = SMALL_COLOR;
    s1.appendChild(document.createTextNode('under a pixel')); legend.appendChild(s1);
    if (t.usage.some(function (u, k) { return u > t.live[k]; })) {
      var s4 = el('span'); s4.appendChild(el('i')).style.background = TRANSIENT_COLOR;
      s4.appendChild(document.createTextNode('transient (inside loops, calls)')); legend.appendChild(s4);
    }
    var s2 = el('span'); var i2 = s2.appendChild(el('i')); i2.style.background = '#1d1d1f'; i2.style.height = '3px';
    s2.appendChild(document.createTextNode('usage (live + transient)')); legend.appendChild(s2);
    if (cmp) {
      var s3 = el('span'); var i3 = s3.appendChild(el('i')); i3.style.background = BEFORE_COLOR; i3.style.height = '3px';
      s3.appendChild(document.createTextNode('before')); legend.appendChild(s3);
    }
    bar.appendChild(legend);
    sec.appendChild(bar);
    var results = el('div', {'class': 'results mono', 'data-test': 'search-results'});
    sec.appendChild(results);
    var holder = el('div', {'class': 'chart'});
    sec.appendChild(holder);
    if (!m.n) { holder.textContent = 'An empty function: nothing to draw.'; return; }
    this.chart = new Chart(m, cmp, holder, this);

    var panels = el('div', {'class': 'panels'});
    sec.appendChild(panels);
    this.livePanel = el('div', {'class': 'panel wide', 'data-test': 'live-set'});
    this.livePanel.appendChild(el('h3', null, 'Live set'));
    this.livePanel.appendChild(el('div', {'class': 'muted'}, 'Click the chart: the buffers live at that op, largest first.'));
    panels.appendChild(this.livePanel);

    var top = el('div', {'class': 'panel'});
    top.appendChild(el('h3', null, 'Largest buffers at the peak (' + t.live_at_peak.length + ' live)'));
    var topHolder = el('div');
    top.appendChild(topHolder);
    limited(topHolder, function (list) {
      return table(BUFFER_HEADERS, bufferRows(m, list), function (b) { self.highlight(b); });
    }, t.live_at_peak, 15);
    panels.appendChild(top);

    var costly = el('div', {'class': 'panel'});
    costly.appendChild(el('h3', null, 'Costliest ops (roofline)'));
    costly.appendChild(table([['time', true], ['op'], ['location', false, true], ['FLOP', true], ['bytes accessed', true]],
      (fn.costliest_ops || []).map(function (o) {
        return {key: o, cells: [fmtSeconds(o.cost.roofline_seconds), o.op, o.loc, fmtCount(o.cost.flops), fmtBytes(o.cost.bytes_accessed)]};
      }), null));
    panels.appendChild(costly);

    if (cmp) {
      var rem = el('div', {'class': 'panel wide', 'data-test': 'removed'});
      if (cmp.old_peak_at >= 0) {
        rem.appendChild(el('h3', null, 'Removed at the old peak: ' + fmtBytes(cmp.removed_bytes) + ' of the ' +
          cmp.before.peak_bytes.toLocaleString('en-US') + ' B there (kept ' + fmtBytes(cmp.kept_bytes) +
          '); the old peak is ' + op(cmp.old_peak_at) + ' here, using ' + fmtBytes(cmp.usage_at_old_peak)));
        var remHolder = el('div');
        rem.appendChild(remHolder);
        limited(remHolder, function (list) {
          return table([['bytes', true], ['shape'], ['defined by'], ['location', false, true], ['what happened']],
            list.map(function (r) {
              return {key: r, cells: [fmtBytes(r.bytes), shapeOf(r.type), r.what, r.loc, WHY[r.why] || r.why]};
            }), null);
        }, cmp.removed, 15);
      } else {
        rem.appendChild(el('h3', null, 'Removed at the old peak'));
        rem.appendChild(el('div', {'class': 'note'}, 'No op from the old peak on has the same name and source location in both reports; ' +
          'print the rewritten module with --mlir-print-debuginfo to keep its locations.'));
      }
      panels.insertBefore(rem, panels.firstChild);
    }

    var resized = 0, width = holder.clientWidth;
    window.addEventListener('resize', function () {
      clearTimeout(resized);
      resized = setTimeout(function () {
        if (holder.clientWidth === width) return;
        width = holder.clientWidth;
        self.chart.layout();
        self.chart.draw();
        self.chart.hotOffsets = undefined;
        self.chart.drawOverlay();
      }, 150);
    });
    var timer = 0;
    search.addEventListener('input', function () {
      clearTimeout(timer);
      timer = setTimeout(function () { self.search(search.value, results); }, 120);
    });
  }

  View.prototype.highlight = function (b) {
    this.chart.hot = b;
    this.chart.drawOverlay();
    this.chart.holder.scrollIntoView({block: 'nearest'});
  };

  View.prototype.select = function (k) {
    var m = this.m, t = m.t, self = this;
    this.chart.selected = k;
    this.chart.drawOverlay();
    var p = this.livePanel;
    p.textContent = '';
    var live = m.liveAt(k);
    p.appendChild(el('h3', null, 'Live at ' + op(k) + ': ' + m.str(t.ops.name[k]) +
      (t.ops.loc[k] >= 0 ? ' at ' + m.str(t.ops.loc[k]) : '') + ' — usage ' + fmtBytes(t.usage[k]) +
      ', live ' + fmtBytes(t.live[k]) + ' in ' + live.length + ' buffers'));
    var holder = el('div');
    p.appendChild(holder);
    limited(holder, function (list) {
      return table(BUFFER_HEADERS, bufferRows(m, list), function (b) { self.highlight(b); });
    }, live, ROW_LIMIT);
  };

  View.prototype.search = function (query, results) {
    var m = this.m, t = m.t, q = query.trim().toLowerCase(), self = this;
    results.textContent = '';
    if (!q) { this.chart.marks = null; this.chart.drawOverlay(); return; }
    var hit = new Uint8Array(t.strings.length);
    for (var i = 0; i < t.strings.length; i++) hit[i] = t.strings[i].toLowerCase().indexOf(q) >= 0 ? 1 : 0;
    var O = t.ops, found = [];
    for (var k = 0; k < m.n; k++) {
      if ((O.name[k] >= 0 && hit[O.name[k]]) || (O.loc[k] >= 0 && hit[O.loc[k]]) || (O.scope[k] >= 0 && hit[O.scope[k]]))
        found.push(k);
    }
    this.chart.marks = found;
    this.chart.drawOverlay();
    results.appendChild(el('div', {'class': 'muted'}, found.length + ' ops match'));
    found.slice(0, ROW_LIMIT).forEach(function (k) {
      var row = el('div', {'class': 'pick'}, op(k) + '  ' + m.str(O.name[k]) + '  ' + m.str(O.loc[k]) +
        (O.scope[k] >= 0 ? '  ' + m.str(O.scope[k]) : '') + '  usage ' + fmtBytes(t.usage[k]));
      row.style.cursor = 'pointer';
      row.addEventListener('click', function () { self.select(k); });
      results.appendChild(row);
    });
  };

  /* ---- the page ---- */

  function header() {
    var h = el('header');
    document.title = 'hlomem memory viewer: ' + report.module;
    h.appendChild(el('h1', null, 'hlomem memory viewer: ' + report.module));
    var facts = 'buffer sharing ' + report.sharing + '; cost model ' + report.device.name;
    if (report.devices > 1) facts += report.per_device ? '; sizes per device (' + report.devices + ' devices)' : '; sizes global (' + report.devices + ' devices)';
    if (compare) facts += '; before: ' + compare.module + ' (' + compare.file + ')';
    h.appendChild(el('div', {'class': 'facts'}, facts));
    document.body.appendChild(h);
    var nav = el('nav');
    report.functions.forEach(function (f) {
      if (!f.timeline) { nav.appendChild(el('span', {'class': 'muted'}, '@' + f.name + (f.declaration ? ' (declaration) ' : ' '))); return; }
      var a = el('a', {href: '#fn-' + f.name}, '@' + f.name + ' ' + fmtBytes(f.timeline.peak_bytes));
      nav.appendChild(a);
    });
    document.body.appendChild(nav);
  }

  var views = {};
  function build() {
    header();
    var cmpOf = {};
    if (compare) compare.functions.forEach(function (c) { cmpOf[c.name] = c; });
    var withTimeline = report.functions.filter(function (f) { return f.timeline; });
    if (!withTimeline.length) {
      document.body.appendChild(el('section', null, 'This report has no timelines (no function with a body).'));
    }
    withTimeline.forEach(function (f) {
      var t0 = performance.now();
      views[f.name] = new View(f, cmpOf[f.name] || null, document.body);
      timings.functions[f.name] = performance.now() - t0;
    });
  }

  build();

  /* For tests and scripts: where things are and what they show. */
  window.hlomemViewer = {
    ready: true,
    readyMs: performance.now(),
    timings: timings,
    functions: Object.keys(views),
    /* Page coordinates of the middle of buffer b's band in the column of point k (default: the peak). */
    bandCenter: function (fn, b, k) {
      var v = views[fn], c = v.chart;
      if (k === undefined) k = v.m.t.peak_point;
      for (var col = 0; col < c.rep.length; col++) {
        if (c.rep[col] !== k) continue;
        var place = c.placeOf(b, col);
        if (!place) return null;
        var xs = c.colX(col), r = c.over.getBoundingClientRect();
        return {x: r.left + (xs[0] + xs[1]) / 2, y: r.top + c.top + c.ph - (place[0] + place[1]) / 2 * c.perByte};
      }
      return null;
    },
    tooltip: function (fn) { return views[fn].chart.tip.style.display === 'none' ? '' : views[fn].chart.tip.innerText; }
  };
})();
