"""`multideid review`: export (brat/jsonl) round trip to fit and eval, refusals, --pred."""

from __future__ import annotations

import json
import os

import pytest

from review_fixtures import review_app, review_base, session, work  # noqa: F401 - fixtures


class Result:
    def __init__(self, exit_code, stdout, stderr):
        self.exit_code, self.stdout, self.stderr = exit_code, stdout, stderr
        self.output = stdout + stderr


def invoke(app, args):
    """Run the real entry point (one-line errors, exit codes) with the fake bases registered."""
    import contextlib
    import io

    from multideid.cli import main

    out, err = io.StringIO(), io.StringIO()
    code = 0
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            main([str(a) for a in args])
        except SystemExit as exc:
            code = exc.code if isinstance(exc.code, int) else 1
    return Result(code, out.getvalue(), err.getvalue())


def _review_all(store, *, added=True):
    """Decide everything: reject p1 of note 0, relabel p0 of note 1, adjust p0 of note 2, add a span
    in note 0, accept the rest, sign every document off.  Returns the expected gold per id."""
    store.act(0, "reject", item="p1")
    store.act(1, "relabel", item="p0", label="OTRO")
    d2 = store.doc(2)
    p0 = store.item(d2, "p0")
    store.act(2, "adjust", item="p0", start=p0["start"], end=p0["end"] - 1)
    if added:
        store.act(0, "add", start=0, end=8, label="HOSPITAL")
    for i, d in enumerate(store.documents):
        for it in list(d["items"]):
            if it["origin"] == "model" and "decision" not in it:
                store.act(i, "accept", item=it["id"])
        store.act(i, "done")


def _expected(session):
    from multideid.review.store import effective

    out = {}
    for i, d in enumerate(session.store.documents):
        spans = set()
        for it in d["items"]:
            e = effective(it)
            if e["status"] == "accepted":
                spans.add((e["start"], e["end"], e["label"]))
        out[d["id"]] = spans
    return out


@pytest.mark.parametrize("fmt,out_name", [("brat", "corrected"), ("jsonl", "corrected.jsonl")])
def test_export_round_trips_through_the_readers(review_app, session, work, fmt, out_name):
    from multideid.io import read_corpus

    _review_all(session.store)
    expected = _expected(session)
    out = work["tmp"] / out_name
    res = invoke(review_app, ["review", work["notes"], "--export", out, "--format", fmt])
    assert res.exit_code == 0, res.output
    docs = read_corpus(out, fmt)
    got = {d.id: {(s.start, s.end, s.label) for s in d.gold} for d in docs}
    assert got == expected
    assert (0, 8, "HOSPITAL") in got["note700"]
    assert any(l == "OTRO" for _, _, l in got["note701"])
    texts = {p.stem: p.read_text() for p in work["notes"].iterdir()}
    assert all(d.text == texts[d.id] for d in docs)
    # rejected spans are gone
    rejected = session.store.item(session.store.doc(0), "p1")
    assert (rejected["start"], rejected["end"], rejected["label"]) not in got["note700"]


def test_exported_corpus_trains_a_model_and_scores_it(review_app, session, work):
    _review_all(session.store, added=False)
    out = work["tmp"] / "reviewed"
    assert invoke(review_app, ["review", work["notes"], "--export", out]).exit_code == 0
    m2 = work["tmp"] / "m2"
    res = invoke(review_app, ["fit", "--train", out, "--config", work["cfg"], "--model", m2, "--quiet",
                              "--stacking.folds", "2"])
    assert res.exit_code == 0, res.output
    assert json.loads((m2 / "meta.json").read_text())["marker"] == "multideid-model"
    # the model's accuracy on the reviewed notes
    pred = work["tmp"] / "pred.jsonl"
    res = invoke(review_app, ["run", work["notes"], "--model", work["model"], "--output", pred, "--quiet"])
    assert res.exit_code == 0, res.output
    res = invoke(review_app, ["eval", "--gold", out, "--pred", pred, "--json"])
    assert res.exit_code == 0, res.output
    report = json.loads(res.stdout)
    f1 = report["entity_strict"]["micro"]["f1"]
    assert 0.5 < f1 < 1.0  # the reviewer rejected, relabelled and moved spans: not a perfect score


def test_export_refuses_unreviewed_documents_unless_told(review_app, session, work):
    from multideid.io import read_corpus

    session.store.act(0, "accept", item="p0")
    session.store.act(0, "reject", item="p1")
    n0 = len(session.store.doc(0)["items"])
    for it in session.store.doc(0)["items"]:
        if it["origin"] == "model" and "decision" not in it:
            session.store.act(0, "accept", item=it["id"])
    session.store.act(0, "done")
    out = work["tmp"] / "o"
    res = invoke(review_app, ["review", work["notes"], "--export", out])
    assert res.exit_code == 2 and "not signed off" in res.output and not out.exists()
    assert res.stderr.count("\n") == 1 and res.stderr.startswith("error[")
    res = invoke(review_app, ["review", work["notes"], "--export", out, "--only-reviewed"])
    assert res.exit_code == 0, res.output
    assert [d.id for d in read_corpus(out, "brat")] == ["note700"]
    out2 = work["tmp"] / "o2.jsonl"
    res = invoke(review_app, ["review", work["notes"], "--export", out2, "--include-unreviewed"])
    assert res.exit_code == 0, res.output
    docs = {d.id: d for d in read_corpus(out2)}
    assert len(docs) == 4
    pending = [it for it in session.store.doc(1)["items"] if it["origin"] == "model"]
    assert {(s.start, s.end) for s in docs["note701"].gold} == {(it["start"], it["end"]) for it in pending}
    assert n0 >= 2
    res = invoke(review_app, ["review", work["notes"], "--export", out2, "--include-unreviewed"])
    assert res.exit_code == 5  # exists: no silent overwrite


def test_export_without_a_review_file_and_bad_options(review_app, work, tmp_path):
    res = invoke(review_app, ["review", work["notes"], "--export", tmp_path / "x"])
    assert res.exit_code == 2 and "no review file" in res.output
    res = invoke(review_app, ["review", work["notes"], "--format", "brat"])
    assert res.exit_code == 2 and "--export" in res.output


def test_review_file_never_inside_or_over_the_input(review_app, work):
    res = invoke(review_app, ["review", work["notes"], "--model", work["model"], "--review-file", work["notes"] / "r.json"])
    assert res.exit_code == 5 and "INPUT" in res.output and not (work["notes"] / "r.json").exists()
    note = sorted(work["notes"].iterdir())[0]
    before = note.read_bytes()
    res = invoke(review_app, ["review", note, "--model", work["model"], "--review-file", note])
    assert res.exit_code == 5 and note.read_bytes() == before


@pytest.mark.skipif(hasattr(os, "geteuid") and os.geteuid() == 0, reason="root ignores directory permissions")
def test_read_only_place_is_refused_in_one_line(review_app, work):
    work["tmp"].chmod(0o555)
    try:
        res = invoke(review_app, ["review", work["notes"], "--model", work["model"]])
    finally:
        work["tmp"].chmod(0o755)
    assert res.exit_code == 5 and "read-only" in res.stderr and res.stderr.count("\n") == 1


def test_read_only_check_names_the_directory(work, monkeypatch):
    """Also as root (where chmod does not stop writes): the check asks os.access."""
    from multideid.errors import OutputError
    from multideid.review import session as sess

    real = os.access
    monkeypatch.setattr(sess.os, "access", lambda p, mode: False if str(p) == str(work["tmp"]) else real(p, mode))
    with pytest.raises(OutputError, match="read-only") as exc:
        sess.open_session(str(work["notes"]), model=str(work["model"]))
    assert exc.value.one_line().count("\n") == 0 and not work["review"].exists()


def test_pred_mode_reviews_given_predictions(review_app, work):
    from multideid.review.session import open_session

    pred = work["tmp"] / "pred.jsonl"
    res = invoke(review_app, ["run", work["notes"], "--model", work["model"], "--output", pred, "--quiet"])
    assert res.exit_code == 0
    sess = open_session(str(work["notes"]), model=None, pred=str(pred), review_file=str(work["tmp"] / "p.review.json"))
    items = sess.store.doc(0)["items"]
    lines = [json.loads(l) for l in pred.read_text().splitlines()]
    assert [(it["start"], it["end"], it["label"]) for it in items] == [(s["start"], s["end"], s["label"]) for s in lines[0]["spans"]]
    assert all("found_by" not in it and it["origin"] == "model" for it in items)
    assert sess.store.data["source"]["kind"] == "pred" and sess.store.data["source"]["pred_sha256"]


def test_review_command_prints_a_tokened_local_url_and_creates_the_review_file(review_app, work, monkeypatch):
    from multideid.review import server as srv_mod

    seen = {}

    def fake_forever(self, poll_interval=0.5):
        seen["addr"], seen["token"] = self.server_address, self.token

    monkeypatch.setattr(srv_mod.ReviewServer, "serve_forever", fake_forever)
    res = invoke(review_app, ["review", work["notes"], "--model", work["model"]])
    assert res.exit_code == 0, res.output
    assert seen["addr"][0] == "127.0.0.1"
    assert f"open http://127.0.0.1:{seen['addr'][1]}/?token={seen['token']}" in res.stderr
    assert len(seen["token"]) >= 40 and work["review"].is_file()
    assert "Paciente" not in res.output


def test_port_in_use_is_one_line_exit_5(review_app, work):
    import socket

    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    s.listen(1)
    try:
        res = invoke(review_app, ["review", work["notes"], "--model", work["model"], "--port", s.getsockname()[1]])
    finally:
        s.close()
    assert res.exit_code == 5 and "cannot listen" in res.stderr and res.stderr.count("\n") == 1


def test_resume_refuses_other_bases_or_other_predictions(review_app, session, work):
    from multideid.errors import DataError, UsageError
    from multideid.review.session import open_session

    with pytest.raises(UsageError, match="bases"):
        open_session(str(work["notes"]), model=str(work["model"]), bases="dates,words")
    pred = work["tmp"] / "pred.jsonl"
    assert invoke(review_app, ["run", work["notes"], "--model", work["model"], "--output", pred, "--quiet"]).exit_code == 0
    with pytest.raises(DataError, match="other predictions"):
        open_session(str(work["notes"]), model=None, pred=str(pred))


def test_export_never_writes_into_the_input(review_app, session, work):
    _review_all(session.store, added=False)
    before = sorted(p.name for p in work["notes"].iterdir())
    res = invoke(review_app, ["review", work["notes"], "--export", work["notes"] / "out"])
    assert res.exit_code == 5 and res.stderr.startswith("error[") and res.stderr.count("\n") == 1
    res = invoke(review_app, ["review", work["notes"], "--export", work["notes"], "--overwrite", "--format", "brat"])
    assert res.exit_code == 5
    assert sorted(p.name for p in work["notes"].iterdir()) == before


def test_export_refuses_when_the_notes_changed_since_the_review(review_app, session, work):
    _review_all(session.store, added=False)
    note = sorted(work["notes"].iterdir())[1]
    note.write_text(note.read_text() + "Nota añadida.\n")
    res = invoke(review_app, ["review", work["notes"], "--export", work["tmp"] / "out"])
    assert res.exit_code == 3 and "changed" in res.stderr and not (work["tmp"] / "out").exists()


def test_resume_needs_no_model_unless_one_is_named(review_app, session, work, tmp_path, monkeypatch):
    """Reopening uses the stored predictions: no model run, and no model needed (the default
    ./multideid-model may be absent); a model named with --model is checked."""
    from multideid.review import server as srv_mod

    session.store.act(0, "accept", item="p0")
    monkeypatch.setattr(srv_mod.ReviewServer, "serve_forever", lambda self, poll_interval=0.5: None)
    monkeypatch.chdir(tmp_path)  # no ./multideid-model here
    res = invoke(review_app, ["review", work["notes"]])
    assert res.exit_code == 0, res.stderr
    assert "reviewing 4 documents" in res.stderr
    res = invoke(review_app, ["review", work["notes"], "--model", tmp_path / "nope"])
    assert res.exit_code == 4
    res = invoke(review_app, ["review", work["notes"], "--bases", "dates"])
    assert res.exit_code == 2 and "bases" in res.stderr


def test_a_read_only_corpus_is_reviewed_with_the_review_file_elsewhere(work, monkeypatch, tmp_path):
    from multideid.review import session as sess

    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    real = os.access
    monkeypatch.setattr(sess.os, "access", lambda p, mode: False if str(p) == str(work["tmp"]) else real(p, mode))
    s = sess.open_session(str(work["notes"]), model=str(work["model"]), review_file=str(elsewhere / "r.json"))
    assert (elsewhere / "r.json").is_file() and (elsewhere / "r.pred.json").is_file()
    assert s.store.documents and not work["review"].exists()
