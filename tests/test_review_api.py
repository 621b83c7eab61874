"""The review server's API: token, traversal, headers, bad requests, persistence, resume, logs."""

from __future__ import annotations

import http.client
import json
import os

import pytest

from review_fixtures import Running, review_app, review_base, server, session, work  # noqa: F401 - fixtures


def request(srv, method, path, *, body=None, headers=None, token="cookie", raw=None):
    """One HTTP request; ``token``: "cookie" (valid), "query", None, or a wrong string."""
    conn = http.client.HTTPConnection("127.0.0.1", srv.port, timeout=10)
    h = {"Host": f"127.0.0.1:{srv.port}"}
    if token == "cookie":
        h["Cookie"] = f"multideid_review_{srv.port}={srv.token}"
    elif token == "query":
        path += ("&" if "?" in path else "?") + "token=" + srv.token
    elif token is not None:
        h["Cookie"] = f"multideid_review_{srv.port}={token}"
    data = raw if raw is not None else (json.dumps(body).encode() if body is not None else None)
    if data is not None:
        h.setdefault("Content-Type", "application/json")
    h.update(headers or {})
    conn.request(method, path, body=data, headers=h)
    r = conn.getresponse()
    payload = r.read()
    conn.close()
    return r, payload


def jbody(payload):
    return json.loads(payload.decode())


# --------------------------------------------------------------------------- token and headers


@pytest.mark.parametrize("path", ["/", "/static/app.js", "/api/state", "/api/doc?i=0"])
def test_missing_or_wrong_token_is_403(server, path):
    for tok in (None, "wrong", server.token[:-1], ""):
        r, body = request(server, "GET", path, token=tok)
        assert r.status == 403, (path, tok)
        assert b"Paciente" not in body
    r, _ = request(server, "GET", path + ("&" if "?" in path else "?") + "token=nope", token=None)
    assert r.status == 403


def test_post_without_token_is_403_and_changes_nothing(server, work):
    before = work["review"].read_bytes()
    r, _ = request(server, "POST", "/api/action", body={"op": "accept", "doc": 0, "item": "p0"}, token=None)
    assert r.status == 403
    assert work["review"].read_bytes() == before


def test_token_in_query_sets_a_strict_cookie_and_security_headers(server):
    r, body = request(server, "GET", "/", token="query")
    assert r.status == 200 and b"/static/app.js" in body
    cookie = r.getheader("Set-Cookie")
    assert cookie.startswith(f"multideid_review_{server.port}={server.token};")
    assert "HttpOnly" in cookie and "SameSite=Strict" in cookie
    csp = r.getheader("Content-Security-Policy")
    assert "default-src 'self'" in csp and "unsafe-inline" not in csp and "unsafe-eval" not in csp
    assert "script-src 'self'" in csp and "style-src 'self'" in csp and "frame-ancestors 'none'" in csp
    assert r.getheader("X-Content-Type-Options") == "nosniff"
    assert r.getheader("Cache-Control") == "no-store"
    r2, _ = request(server, "GET", "/api/state")  # the cookie alone is enough afterwards
    assert r2.status == 200 and r2.getheader("Content-Type").startswith("application/json")


def test_page_has_no_inline_script_or_style_and_no_external_asset(server):
    from multideid.review.server import load_static

    files = load_static()
    html = files["/"][0].decode()
    assert "<style" not in html and "style=" not in html and "onclick" not in html.lower()
    assert html.count("<script") == 1 and 'src="/static/app.js"' in html
    for body, _ in files.values():
        text = body.decode()
        assert "http://" not in text and "https://" not in text and "//cdn" not in text
    assert "innerHTML" not in files["/static/app.js"][0].decode()  # text only through textContent


def test_wrong_host_header_is_403(server):
    r, _ = request(server, "GET", "/api/state", headers={"Host": f"evil.example:{server.port}"})
    assert r.status == 403


@pytest.mark.parametrize("path", [
    "/static/../../review/store.py", "/static/%2e%2e/%2e%2e/errors.py", "/static/..%2f..%2fsession.py",
    "/../../../../etc/passwd", "//etc/passwd", "/static/app.js/../../../cli.py", "/static/", "/static/index.html/",
    "/static/app.js%00.png", "/api/../static/app.js", "/static/APP.JS",
])
def test_path_traversal_is_refused(server, path):
    r, body = request(server, "GET", path)
    assert r.status == 404, path
    assert b"import" not in body and b"root:" not in body
    r, _ = request(server, "GET", path, token=None)
    assert r.status == 403


# --------------------------------------------------------------------------- bad requests


def test_bad_json_and_bad_actions_are_400(server, work):
    before = work["review"].read_bytes()
    r, b = request(server, "POST", "/api/action", raw=b"{not json")
    assert r.status == 400 and jbody(b)["error"] == "bad JSON"
    r, _ = request(server, "POST", "/api/action", raw=b"\xff\xfe")
    assert r.status == 400
    r, b = request(server, "POST", "/api/action", raw=b"[" * 5000 + b"]" * 5000)  # deeper than json's recursion limit
    assert r.status == 400 and jbody(b)["error"] == "bad JSON"
    r, _ = request(server, "POST", "/api/action", body=[1, 2])
    assert r.status == 400
    for body in ({"op": "explode", "doc": 0}, {"op": "accept", "doc": 99, "item": "p0"},
                 {"op": "accept", "doc": 0, "item": "nope"}, {"op": "add", "doc": 0, "start": 5, "end": 3, "label": "X"},
                 {"op": "add", "doc": 0, "start": 0, "end": 10 ** 6, "label": "X"},
                 {"op": "add", "doc": 0, "start": 0, "end": 3, "label": "<script>"},
                 {"op": "relabel", "doc": 0, "item": "p0", "label": ""}, {"op": "accept", "doc": "0", "item": "p0"},
                 {"op": "undo", "doc": 0}, {"op": "adjust", "doc": 0, "item": "p0", "start": True, "end": 3}):
        r, b = request(server, "POST", "/api/action", body=body)
        assert r.status == 400, body
        assert "error" in jbody(b)
    assert work["review"].read_bytes() == before


def test_post_needs_json_content_type_same_origin_and_a_known_path(server):
    r, _ = request(server, "POST", "/api/action", raw=b'{"op":"accept","doc":0,"item":"p0"}',
                   headers={"Content-Type": "text/plain"})
    assert r.status == 415
    r, _ = request(server, "POST", "/api/action", body={"op": "accept", "doc": 0, "item": "p0"},
                   headers={"Origin": "http://evil.example"})
    assert r.status == 403
    r, _ = request(server, "POST", "/api/elsewhere", body={})
    assert r.status == 404
    r, _ = request(server, "GET", "/api/doc?i=abc")
    assert r.status == 404


# --------------------------------------------------------------------------- persistence


def _decisions(path):
    """(doc index, item id) -> decision, as stored on disk."""
    data = json.loads(path.read_text())
    out = {}
    for i, d in enumerate(data["documents"]):
        out.update({(i, k): v for k, v in d["decisions"].items()})
        out.update({(i, it["id"]): it["decision"] for it in d["added"]})
    return out


def test_every_action_is_saved_at_once(server, work):
    r, b = request(server, "POST", "/api/action", body={"op": "accept", "doc": 0, "item": "p0"})
    assert r.status == 200 and jbody(b)["doc_view"]["items"][0]["effective"]["status"] == "accepted"
    assert _decisions(work["review"])[(0, "p0")] == {"status": "accepted"}
    request(server, "POST", "/api/action", body={"op": "reject", "doc": 0, "item": "p1"})
    assert _decisions(work["review"])[(0, "p1")] == {"status": "rejected"}
    request(server, "POST", "/api/action", body={"op": "relabel", "doc": 0, "item": "p2", "label": "OTRO"})
    assert _decisions(work["review"])[(0, "p2")] == {"status": "accepted", "label": "OTRO"}
    r, b = request(server, "POST", "/api/action", body={"op": "add", "doc": 1, "start": 0, "end": 7, "label": "HOSPITAL"})
    added = jbody(b)["item"]
    assert _decisions(work["review"])[(1, added)] == {"status": "accepted"}
    r, b = request(server, "POST", "/api/action", body={"op": "undo", "doc": 0})
    assert r.status == 200 and (1, added) not in _decisions(work["review"])
    data = json.loads(work["review"].read_text())
    assert data["position"]["doc"] == 1
    assert not [p for p in work["tmp"].iterdir() if p.name.endswith(".tmp")]
    # no text in the review file nor in its predictions file
    stored = work["review"].read_text() + work["review"].with_name("notes.review.pred.json").read_text()
    for p in work["notes"].iterdir():
        for word in p.read_text().split():
            if len(word) > 4 and word[0].isupper():
                assert word not in stored


def test_a_failed_save_leaves_the_previous_file_whole(session, work, monkeypatch):
    from multideid.errors import OutputError
    import multideid.review.store as store

    before = work["review"].read_bytes()
    synced = []
    real_fsync = os.fsync
    monkeypatch.setattr(store.os, "fsync", lambda fd: (synced.append(fd), real_fsync(fd)))
    session.store.act(0, "accept", item="p0")
    assert synced, "the review file must be fsynced before the rename"
    middle = work["review"].read_bytes()
    assert middle != before

    def broken(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(store.os, "replace", broken)
    with pytest.raises(OutputError):
        session.store.act(0, "reject", item="p1")
    assert work["review"].read_bytes() == middle
    assert not [p for p in work["tmp"].iterdir() if p.name.endswith(".tmp")]


def test_resume_keeps_decisions_position_and_undo(session, work):
    from multideid.review.session import open_session

    session.store.act(0, "accept", item="p0")
    session.store.act(1, "reject", item="p1")
    session.store.set_position(1, "p1")
    again = open_session(str(work["notes"]), model=str(work["model"]))
    assert again.store.data["position"] == {"doc": 1, "item": "p1"}
    assert again.store.doc(0)["items"][0]["decision"] == {"status": "accepted"}
    again.store.undo()
    assert "decision" not in again.store.item(again.store.doc(1), "p1")


def test_resume_refuses_other_documents_or_another_model(session, work, tmp_path):
    import shutil

    from multideid.errors import DataError, ModelError
    from multideid.review.session import open_session

    note = sorted(work["notes"].iterdir())[0]
    text = note.read_text()
    note.write_text(text.replace("Paciente", "Paciente."))
    with pytest.raises(DataError, match="changed"):
        open_session(str(work["notes"]), model=str(work["model"]))
    note.write_text(text)
    extra = work["notes"] / "zz.txt"
    extra.write_text("Otro paciente.\n")
    with pytest.raises(DataError, match="refusing to resume"):
        open_session(str(work["notes"]), model=str(work["model"]))
    extra.unlink()
    other = tmp_path / "other-model"
    shutil.copytree(work["model"], other)
    meta = json.loads((other / "meta.json").read_text())
    meta["seed_note"] = "another model"
    (other / "meta.json").write_text(json.dumps(meta))
    with pytest.raises(ModelError, match="another model"):
        open_session(str(work["notes"]), model=str(other))
    assert open_session(str(work["notes"]), model=str(work["model"])).store.documents


def test_server_log_has_no_text_no_token_no_query(server):
    request(server, "GET", "/", token="query")
    request(server, "GET", "/api/doc?i=0")
    request(server, "POST", "/api/action", body={"op": "add", "doc": 0, "start": 0, "end": 8, "label": "X"})
    request(server, "GET", "/no/such/Paciente", token=None)
    log = server.log.getvalue()
    assert "review: GET / 200" in log and "review: GET /api/doc 200" in log and "review: POST /api/action 200" in log
    assert server.token not in log and "token" not in log and "?" not in log
    assert "Paciente" not in log and "i=0" not in log


def test_state_and_doc_views(server, session):
    r, b = request(server, "GET", "/api/state")
    st = jbody(r and b)
    assert [d["id"] for d in st["documents"]] == [d.id for d in session.docs]
    assert st["bases"] == ["dates", "doctors", "words"] and st["low_score"] == 0.75
    d0 = st["documents"][0]
    assert d0["pending"] > 0 and not d0["reviewed"] and sum(d0["counts"].values()) > 0
    r, b = request(server, "GET", "/api/doc?i=0")
    view = jbody(b)
    assert view["text"] == session.docs[0].text
    model_items = [it for it in view["items"] if it["origin"] == "model"]
    assert model_items and all("found_by" in it and "missed_by" in it and 0 <= it["score"] <= 1 for it in model_items)
    assert any(b == "dates" for it in model_items for b in it["found_by"])
    assert "[**FECHAS**]" in view["preview"]["redacted"] and view["preview"]["surrogate"]
    for it in model_items:  # the preview hides what the model found
        assert view["text"][it["start"]:it["end"]] not in view["preview"]["redacted"]


def test_resume_refuses_a_tampered_or_missing_predictions_file(session, work):
    from multideid.errors import DataError
    from multideid.review.session import open_session

    pred = work["review"].with_name("notes.review.pred.json")
    raw = pred.read_bytes()
    pred.write_bytes(raw.replace(b'"FECHAS"', b'"OTRO"', 1))
    with pytest.raises(DataError, match="does not match"):
        open_session(str(work["notes"]), model=str(work["model"]))
    pred.unlink()
    with pytest.raises(DataError, match="cannot read"):
        open_session(str(work["notes"]), model=str(work["model"]))
    pred.write_bytes(raw)
    work["review"].write_text("{broken")
    with pytest.raises(DataError, match="review file"):
        open_session(str(work["notes"]), model=str(work["model"]))


def test_an_internal_error_is_500_with_one_log_line_and_no_traceback(server, session, monkeypatch, capsys):
    def boom(index):
        raise KeyError(session.docs[0].text[:20])  # an exception whose message would leak text

    monkeypatch.setattr(session, "doc_view", boom)
    r, b = request(server, "GET", "/api/doc?i=0")
    assert r.status == 500 and jbody(b) == {"error": "internal error (KeyError)"}
    log = server.log.getvalue()
    assert "review: internal error (KeyError)" in log and "Traceback" not in log
    assert session.docs[0].text[:20] not in log + capsys.readouterr().err


def test_malformed_requests_and_other_methods_are_refused_without_echo(server):
    import socket

    for raw in (b"GARBAGE /Paciente\r\n\r\n", b"GET /x?token=a HTTP/9.9\r\n\r\n", b"PUT /api/action HTTP/1.1\r\nHost: x\r\n\r\n"):
        with socket.create_connection(("127.0.0.1", server.port), timeout=10) as s:
            s.sendall(raw)
            reply = s.recv(65536)
        status = int(reply.split(b" ", 2)[1])
        assert 400 <= status < 600 and b"Paciente" not in reply and b"GARBAGE" not in reply
        assert b"Content-Security-Policy" in reply and b"nosniff" in reply
    log = server.log.getvalue()
    assert "Paciente" not in log and "GARBAGE" not in log and "token" not in log


def test_accept_rest_is_one_action_and_one_undo(session):
    st = session.store
    st.act(0, "reject", item="p0")
    st.act(0, "accept_rest")
    model = [it for it in st.doc(0)["items"] if it["origin"] == "model"]
    assert st.summary(0)["pending"] == 0
    assert [it["decision"]["status"] for it in model] == ["rejected"] + ["accepted"] * (len(model) - 1)
    st.undo()
    assert st.summary(0)["pending"] == len(model) - 1
    assert st.item(st.doc(0), "p0")["decision"] == {"status": "rejected"}


def test_items_say_which_bases_found_a_span_which_missed_it_and_list_base_only_candidates():
    from multideid.document import Span
    from multideid.review.session import build_items

    pred = [Span(0, 10, "PATIENT", 0.6), Span(20, 25, "DATE", 0.99)]
    bases = {
        "crf": [Span(0, 4, "PATIENT"), Span(5, 10, "PATIENT")],  # word by word
        "rules": [Span(20, 25, "DATE"), Span(40, 44, "PHONE")],  # a phone nobody else found
        "dict": [Span(0, 10, "NAME")],  # another label, mapped to DOCTOR
    }
    maps = {"dict": {"NAME": "DOCTOR"}}
    covers = {"crf": {"PATIENT", "DATE"}, "rules": {"DATE", "PHONE"}, "dict": {"DOCTOR"}}
    items = build_items(pred, bases, lambda b, l: maps.get(b, {}).get(l, l), covers)
    p0, p1, b0 = items
    assert p0["found_by"]["crf"] == {"start": 0, "end": 10, "label": "PATIENT", "as": "PATIENT"}
    assert p0["found_by"]["dict"]["as"] == "DOCTOR" and p0["missed_by"] == [] and p0["disagreement"]
    assert p1["found_by"] == {"rules": {"start": 20, "end": 25, "label": "DATE", "as": "DATE"}}
    assert p1["missed_by"] == ["crf"] and p1["disagreement"]  # crf produces DATE and missed it
    assert b0["origin"] == "base" and (b0["start"], b0["end"], b0["label"]) == (40, 44, "PHONE")
    assert list(b0["found_by"]) == ["rules"] and b0["disagreement"]
    agree = build_items([Span(20, 25, "DATE", 0.9)], {"rules": [Span(20, 25, "DATE")]}, lambda b, l: l,
                        {"rules": {"DATE"}, "crf": set()})
    assert agree[0]["disagreement"] is False and agree[0]["missed_by"] == []
