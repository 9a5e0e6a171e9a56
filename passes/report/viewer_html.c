/*
 * The memory viewer's page: one self-contained HTML file, the report's
 * JSON embedded as data and the script and style inline (viewer/viewer.js
 * and viewer/viewer.css, compiled in by embed.cmake), so that it opens
 * anywhere, offline, and can be mailed. The JSON is the report's, byte
 * for byte, except that "<" before "/" or "!" is written \u003c so that
 * no string in it can end the script element.
 */
#include <string.h>

#include "viewer.h"

void hlo_viewer_html(HloStr *page, const char *json, size_t len) {
  hlo_str_puts(page, "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
                     "<meta name=\"generator\" content=\"hlomem-memory-report\">\n"
                     "<title>hlomem memory viewer</title>\n<style>\n");
  hlo_str_puts(page, hlo_viewer_css);
  hlo_str_puts(page, "</style>\n</head>\n<body>\n"
                     "<noscript>The memory viewer needs JavaScript; the report is in the "
                     "hlomem-report element of this file, as JSON.</noscript>\n"
                     "<script type=\"application/json\" id=\"hlomem-report\">\n");
  size_t from = 0;
  for (size_t i = 0; i + 1 < len; i++) {
    if (json[i] != '<' || (json[i + 1] != '/' && json[i + 1] != '!'))
      continue;
    hlo_str_append(page, json + from, i - from);
    hlo_str_puts(page, "\\u003c");
    from = i + 1;
  }
  hlo_str_append(page, json + from, len - from);
  hlo_str_puts(page, "</script>\n<script>\n");
  hlo_str_puts(page, hlo_viewer_js);
  hlo_str_puts(page, "</script>\n</body>\n</html>\n");
}
