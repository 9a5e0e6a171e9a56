#!/usr/bin/env python3
"""chromium: drive headless Chromium through its DevTools protocol.

The protocol runs over a pipe (--remote-debugging-pipe: commands on the
browser's fd 3, replies and events on its fd 4, each message a JSON text
ended by a NUL byte), so nothing listens on a port and only Python's
standard library is needed. Used by the memory viewer's browser test
(test/viewer/) and by scripts/viewer-screenshots.sh.

    with Browser() as browser:
        page = browser.new_page(1280, 900)
        page.goto("file:///tmp/report.html")
        page.evaluate("document.title")
        png = page.screenshot()

As a command: chromium.py PAGE.html OUT.png [--width=W] [--height=H]
[--full] writes a screenshot of PAGE once its viewer is ready.
"""
import base64
import fcntl
import json
import os
import select
import shutil
import subprocess
import sys
import tempfile
import time

FLAGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
    "--disable-extensions", "--disable-default-apps", "--mute-audio", "--hide-scrollbars",
    "--remote-debugging-pipe",
]


class BrowserError(Exception):
    pass


def find_chromium():
    """The Chromium binary, or None."""
    for name in ("chromium", "chromium-browser", "google-chrome", "chrome"):
        path = shutil.which(name)
        if path:
            return path
    return None


def _high_fd(fd):
    """fd duplicated above the standard and protocol descriptors."""
    high = fcntl.fcntl(fd, fcntl.F_DUPFD_CLOEXEC, 10)
    os.close(fd)
    return high


class Browser:
    def __init__(self, binary=None, timeout=60.0):
        self.binary = binary or find_chromium()
        if not self.binary:
            raise BrowserError("no chromium binary found")
        self.timeout = timeout
        self.profile = tempfile.mkdtemp(prefix="hlomem-chromium-")
        to_browser_r, self._to_browser = map(_high_fd, os.pipe())
        self._from_browser, from_browser_w = map(_high_fd, os.pipe())

        def child():  # runs in the child before exec: the pipes at fds 3 and 4
            os.dup2(to_browser_r, 3)
            os.dup2(from_browser_w, 4)

        self.log = open(os.path.join(self.profile, "chromium.log"), "wb")
        self.proc = subprocess.Popen(
            [self.binary] + FLAGS + ["--user-data-dir=" + self.profile, "about:blank"],
            stdin=subprocess.DEVNULL, stdout=self.log, stderr=self.log,
            preexec_fn=child, pass_fds=(3, 4))
        os.close(to_browser_r)
        os.close(from_browser_w)
        self._buffer = b""
        self._next_id = 0
        self.events = []

    # -- the protocol --

    def _read_message(self, deadline):
        while b"\0" not in self._buffer:
            left = deadline - time.monotonic()
            if left <= 0:
                raise BrowserError("no answer from chromium within %.0f s" % self.timeout)
            ready, _, _ = select.select([self._from_browser], [], [], left)
            if not ready:
                continue
            chunk = os.read(self._from_browser, 1 << 20)
            if not chunk:
                raise BrowserError("chromium closed the protocol pipe (exit status %s); see %s"
                                   % (self.proc.poll(), self.log.name))
            self._buffer += chunk
        message, self._buffer = self._buffer.split(b"\0", 1)
        return json.loads(message)

    def send(self, method, params=None, session=None):
        """Sends a command and returns its result; events that arrive meanwhile
        are kept in self.events as (session, method, params)."""
        self._next_id += 1
        message = {"id": self._next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        data = json.dumps(message).encode() + b"\0"
        while data:
            data = data[os.write(self._to_browser, data):]
        deadline = time.monotonic() + self.timeout
        while True:
            reply = self._read_message(deadline)
            if reply.get("id") == self._next_id:
                if "error" in reply:
                    raise BrowserError("%s: %s" % (method, reply["error"].get("message")))
                return reply.get("result", {})
            if "method" in reply:
                self.events.append((reply.get("sessionId"), reply["method"], reply.get("params", {})))

    def wait_event(self, method, session=None, timeout=None):
        """Waits for an event (also one that already arrived) and returns its params."""
        deadline = time.monotonic() + (timeout or self.timeout)
        seen = 0
        while True:
            for i in range(seen, len(self.events)):
                s, m, p = self.events[i]
                if m == method and (session is None or s == session):
                    del self.events[i]
                    return p
            seen = len(self.events)
            reply = self._read_message(deadline)
            if "method" in reply:
                self.events.append((reply.get("sessionId"), reply["method"], reply.get("params", {})))

    def new_page(self, width=1280, height=900):
        target = self.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = self.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        return Page(self, target, session, width, height)

    # -- lifetime --

    def close(self):
        try:
            if self.proc.poll() is None:
                try:
                    self.send("Browser.close")
                except (BrowserError, OSError):
                    pass
                try:
                    self.proc.wait(timeout=10)
                except subprocess.TimeoutExpired:
                    self.proc.kill()
                    self.proc.wait()
        finally:
            for fd in (self._to_browser, self._from_browser):
                try:
                    os.close(fd)
                except OSError:
                    pass
            self.log.close()
            shutil.rmtree(self.profile, ignore_errors=True)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


class Page:
    def __init__(self, browser, target, session, width, height):
        self.browser, self.target, self.session = browser, target, session
        for domain in ("Page", "Runtime", "Log"):
            self.send(domain + ".enable")
        self.send("Emulation.setDeviceMetricsOverride",
                  {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})

    def send(self, method, params=None):
        return self.browser.send(method, params, self.session)

    def close(self):
        self.browser.send("Target.closeTarget", {"targetId": self.target})

    def goto(self, url, ready="window.hlomemViewer && window.hlomemViewer.ready", timeout=30.0):
        """Loads url; waits for the load event and for the `ready` expression.
        Returns the seconds from navigating to ready."""
        start = time.monotonic()
        self.send("Page.navigate", {"url": url})
        self.browser.wait_event("Page.loadEventFired", self.session, timeout)
        deadline = start + timeout
        while ready and not self.evaluate("!!(%s)" % ready):
            if time.monotonic() > deadline:
                raise BrowserError("the page did not become ready: %s" % ready)
            if self.errors():
                break
            time.sleep(0.02)
        return time.monotonic() - start

    def evaluate(self, expression):
        result = self.send("Runtime.evaluate", {"expression": expression, "returnByValue": True,
                                                "awaitPromise": True})
        if "exceptionDetails" in result:
            details = result["exceptionDetails"]
            raise BrowserError("script error: %s" % details.get("exception", {}).get("description", details.get("text")))
        return result["result"].get("value")

    def errors(self):
        """Uncaught exceptions and console or log errors so far, as text."""
        out = []
        for session, method, params in self.browser.events:
            if session != self.session:
                continue
            if method == "Runtime.exceptionThrown":
                d = params["exceptionDetails"]
                out.append("exception: " + d.get("exception", {}).get("description", d.get("text", "")))
            elif method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "assert"):
                out.append("console.%s: %s" % (params["type"], " ".join(
                    str(a.get("value", a.get("description", ""))) for a in params.get("args", []))))
            elif method == "Log.entryAdded" and params["entry"].get("level") == "error":
                out.append("log: %s (%s)" % (params["entry"].get("text"), params["entry"].get("url", "")))
        return out

    def mouse_move(self, x, y):
        self.send("Input.dispatchMouseEvent", {"type": "mouseMoved", "x": x, "y": y})

    def click(self, x, y):
        for kind in ("mousePressed", "mouseReleased"):
            self.send("Input.dispatchMouseEvent",
                      {"type": kind, "x": x, "y": y, "button": "left", "clickCount": 1})

    def screenshot(self, full=False, clip=None):
        """PNG bytes of the viewport, the whole page (full) or a clip {x, y, width, height}."""
        params = {"format": "png"}
        if full:
            size = self.send("Page.getLayoutMetrics")["cssContentSize"]
            clip = {"x": 0, "y": 0, "width": size["width"], "height": size["height"]}
        if clip:
            params["clip"] = dict(clip, scale=1)
            params["captureBeyondViewport"] = True
        return base64.b64decode(self.send("Page.captureScreenshot", params)["data"])


def main(argv):
    import argparse
    ap = argparse.ArgumentParser(description="Screenshot of an hlomem memory viewer page.")
    ap.add_argument("page")
    ap.add_argument("out")
    ap.add_argument("--width", type=int, default=1280)
    ap.add_argument("--height", type=int, default=900)
    ap.add_argument("--full", action="store_true", help="the whole page, not the viewport")
    a = ap.parse_args(argv)
    with Browser() as browser:
        page = browser.new_page(a.width, a.height)
        page.goto("file://" + os.path.abspath(a.page))
        errors = page.errors()
        if errors:
            sys.exit("chromium.py: errors in the page:\n  " + "\n  ".join(errors))
        with open(a.out, "wb") as f:
            f.write(page.screenshot(full=a.full))


if __name__ == "__main__":
    main(sys.argv[1:])
