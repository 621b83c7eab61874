"""The review page's HTTP server: 127.0.0.1 only, one random token, a fixed set of files.

Security model (docs/review.md):

* binds 127.0.0.1 only; requests whose ``Host`` is not ``127.0.0.1:PORT``/``localhost:PORT``
  are refused (DNS rebinding);
* every request needs the token (``secrets.token_urlsafe(32)``): in the query of the printed
  URL the first time, then in an ``HttpOnly; SameSite=Strict`` cookie; anything else is 403
  before any work is done; tokens are compared in constant time;
* state-changing requests are ``POST`` with ``Content-Type: application/json`` and a same
  origin (``Origin`` absent or equal to the server's): a cross-site page cannot send them;
* static files come from a fixed whitelist read from the package, never from a path built
  from the request (no traversal possible); unknown paths are 404;
* every response carries a strict Content-Security-Policy (no inline script or style, no
  external origin), ``X-Content-Type-Options: nosniff``, ``no-store``, ``no-referrer``;
* the log line is method, path without query, status: never text, token or ids.
"""

from __future__ import annotations

import hmac
import json
import secrets
import sys
import threading
from http.cookies import SimpleCookie
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from importlib import resources
from urllib.parse import parse_qs, urlsplit

from multideid.errors import MultideidError

COOKIE = "multideid_review"
CSP = ("default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; "
       "font-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'")
STATIC = {"/": ("index.html", "text/html; charset=utf-8"),
          "/static/app.js": ("app.js", "text/javascript; charset=utf-8"),
          "/static/app.css": ("app.css", "text/css; charset=utf-8")}
MAX_BODY = 64 * 1024
OPS = ("accept", "reject", "relabel", "adjust", "add", "reset", "done", "reopen", "undo", "accept_rest")


def load_static() -> dict[str, tuple[bytes, str]]:
    """The page's files, read once from the package data (multideid/review/static)."""
    base = resources.files("multideid.review") / "static"
    return {route: ((base / name).read_bytes(), ctype) for route, (name, ctype) in STATIC.items()}


class ReviewServer(ThreadingHTTPServer):
    """``ReviewServer(session, port)``; ``.url`` is the address to open (with the token)."""

    daemon_threads = True
    allow_reuse_address = False

    def __init__(self, session, port: int = 0, *, log=None):
        self.session = session
        self.token = secrets.token_urlsafe(32)
        self.files = load_static()
        self.lock = threading.Lock()  # one action at a time: the review file is written per action
        self.log_stream = log if log is not None else sys.stderr
        super().__init__(("127.0.0.1", port), Handler)

    def handle_error(self, request, client_address) -> None:
        """One line, never the traceback (whose messages could quote a document)."""
        exc = sys.exc_info()[0]
        self.log_stream.write(f"review: internal error ({exc.__name__ if exc else 'unknown'})\n")

    @property
    def port(self) -> int:
        return self.server_address[1]

    @property
    def cookie_name(self) -> str:
        # cookies are per host, not per port: two reviews side by side keep their own token
        return f"{COOKIE}_{self.port}"

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/?token={self.token}"


class Handler(BaseHTTPRequestHandler):
    server: ReviewServer
    protocol_version = "HTTP/1.1"
    default_request_version = "HTTP/1.0"  # never answer in HTTP/0.9 (no status line, no headers)
    server_version = "multideid-review"
    sys_version = ""

    # ------------------------------------------------------------------ logging: no PHI, no token

    def log_request(self, code="-", size="-"):
        raw = getattr(self, "path", None)
        path = urlsplit(raw).path if isinstance(raw, str) else "-"
        if not path.startswith(("/api/", "/static/")) and path != "/":
            path = "/<other>"
        method = self.command if self.command in ("GET", "HEAD", "POST") else "-"
        self.server.log_stream.write(f"review: {method} {path} {code}\n")

    def send_error(self, code, message=None, explain=None):
        """The standard library's errors (malformed request line, unsupported method) as ours:
        JSON, with the security headers, never echoing the request."""
        self._error(int(code), "bad request" if int(code) < 500 else "server error")

    def log_error(self, format, *args):  # noqa: A002 - the stdlib signature
        pass  # the status line of log_request says enough; messages may quote the request line

    def log_message(self, format, *args):  # noqa: A002
        pass

    # ------------------------------------------------------------------ responses

    def _headers(self, status: int, ctype: str, length: int, extra: dict | None = None) -> None:
        self.send_response(status)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Length", str(length))
        self.send_header("Content-Security-Policy", CSP)
        self.send_header("X-Content-Type-Options", "nosniff")
        self.send_header("X-Frame-Options", "DENY")
        self.send_header("Referrer-Policy", "no-referrer")
        self.send_header("Cache-Control", "no-store")
        self.send_header("Cross-Origin-Resource-Policy", "same-origin")
        for k, v in (extra or {}).items():
            self.send_header(k, v)
        self.end_headers()

    def _send(self, status: int, body: bytes, ctype: str, extra: dict | None = None) -> None:
        self._headers(status, ctype, len(body), extra)
        if self.command != "HEAD":
            self.wfile.write(body)

    def _json(self, status: int, obj) -> None:
        self._send(status, json.dumps(obj, ensure_ascii=False).encode("utf-8"), "application/json; charset=utf-8")

    def _error(self, status: int, message: str) -> None:
        # the request body (if any) may be unread: never reuse this connection
        self.close_connection = True
        body = json.dumps({"error": message}).encode("utf-8")
        self._send(status, body, "application/json; charset=utf-8", {"Connection": "close"})

    # ------------------------------------------------------------------ checks

    def _host_ok(self) -> bool:
        host = self.headers.get("Host", "")
        return host in (f"127.0.0.1:{self.server.port}", f"localhost:{self.server.port}")

    def _token_ok(self, query: dict) -> tuple[bool, bool]:
        """(authorised, came from the query)"""
        tok = self.server.token.encode()
        for q in query.get("token", []):
            if hmac.compare_digest(q.encode(), tok):
                return True, True
        raw = self.headers.get("Cookie")
        if raw:
            try:
                c = SimpleCookie()
                c.load(raw)
            except Exception:  # noqa: BLE001 - a malformed cookie is simply no token
                return False, False
            m = c.get(self.server.cookie_name)
            if m is not None and hmac.compare_digest(m.value.encode(), tok):
                return True, False
        hdr = self.headers.get("X-Review-Token")
        if hdr and hmac.compare_digest(hdr.encode(), tok):
            return True, False
        return False, False

    def _guard(self):
        """Common checks; returns (path, query) or None when a response was already sent."""
        parts = urlsplit(self.path)
        query = parse_qs(parts.query, keep_blank_values=True)
        if not self._host_ok():
            self._error(403, "forbidden")
            return None
        ok, from_query = self._token_ok(query)
        if not ok:
            self._error(403, "forbidden: open the URL printed by `multideid review` (with its token)")
            return None
        self._set_cookie = from_query
        return parts.path, query

    # ------------------------------------------------------------------ GET

    def do_HEAD(self):
        self.do_GET()

    def do_GET(self):
        g = self._guard()
        if g is None:
            return
        path, query = g
        try:
            if path in self.server.files:
                body, ctype = self.server.files[path]
                extra = {}
                if self._set_cookie:
                    extra["Set-Cookie"] = f"{self.server.cookie_name}={self.server.token}; HttpOnly; SameSite=Strict; Path=/"
                self._send(200, body, ctype, extra)
            elif path == "/api/state":
                self._json(200, self._state())
            elif path == "/api/doc":
                idx = _int(query.get("i", [""])[0])
                if idx is None or not 0 <= idx < len(self.server.session.docs):
                    self._error(404, "no such document")
                    return
                with self.server.lock:
                    self._json(200, self._doc(idx))
            else:
                self._error(404, "not found")
        except MultideidError as exc:
            self._error(400, exc.message)
        except Exception as exc:  # noqa: BLE001 - a bug: 500 and one log line, no traceback, no text
            self.server.handle_error(None, None)
            self._error(500, f"internal error ({type(exc).__name__})")

    def _state(self) -> dict:
        st = self.server.session.store
        with self.server.lock:
            return {"labels": st.labels(), "bases": st.data.get("bases", []), "low_score": st.data.get("low_score"),
                    "position": st.data.get("position"), "source": st.data.get("source", {}).get("kind"),
                    "can_undo": bool(st.data.get("log")),
                    "documents": [st.summary(i) for i in range(len(st.documents))]}

    def _doc(self, idx: int) -> dict:
        view = self.server.session.doc_view(idx)
        view["summary"] = self.server.session.store.summary(idx)
        return view

    # ------------------------------------------------------------------ POST

    def do_POST(self):
        g = self._guard()
        if g is None:
            return
        path, _ = g
        origin = self.headers.get("Origin")
        if origin is not None and origin not in (f"http://127.0.0.1:{self.server.port}", f"http://localhost:{self.server.port}"):
            self._error(403, "forbidden: cross-origin request")
            return
        if self.headers.get("Content-Type", "").split(";")[0].strip().lower() != "application/json":
            self._error(415, "send application/json")
            return
        if path not in ("/api/action", "/api/position"):
            self._error(404, "not found")
            return
        length = _int(self.headers.get("Content-Length", ""))
        if length is None or length < 0 or length > MAX_BODY:
            self._error(413 if length and length > MAX_BODY else 411, "bad or missing Content-Length")
            return
        raw = self.rfile.read(length)
        try:
            body = json.loads(raw.decode("utf-8"))
        except (UnicodeDecodeError, ValueError, RecursionError):
            self._error(400, "bad JSON")
            return
        if not isinstance(body, dict):
            self._error(400, "bad JSON: expected an object")
            return
        try:
            with self.server.lock:
                st = self.server.session.store
                if path == "/api/position":
                    st.set_position(body.get("doc"), body.get("item"))
                    self._json(200, {"ok": True})
                    return
                op = body.get("op")
                if op not in OPS:
                    self._error(400, "unknown op")
                    return
                res = st.act(body.get("doc"), op, item=body.get("item"), label=body.get("label"),
                             start=body.get("start"), end=body.get("end"))
                out = {"ok": True, **res, "doc_view": self._doc(res["doc"]), "can_undo": bool(st.data.get("log"))}
            self._json(200, out)
        except MultideidError as exc:
            self._error(400 if exc.exit_code == 2 else 500, exc.message)
        except Exception as exc:  # noqa: BLE001 - a bug: 500 and one log line, no traceback, no text
            self.server.handle_error(None, None)
            self._error(500, f"internal error ({type(exc).__name__})")


def _int(v) -> int | None:
    try:
        return int(v)
    except (TypeError, ValueError):
        return None
