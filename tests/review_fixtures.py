"""Fixtures shared by the review tests: a small model fitted on fake bases (fast, real fit), a
notes directory, and a review server running in a thread."""

from __future__ import annotations

import io
import shutil
import threading

import pytest
from typer.testing import CliRunner

from stacking_fakes import FAKE_CLI_CONFIG, fake_default_config, make_corpus


@pytest.fixture(scope="module")
def review_app():
    # module scope: the fake default configuration must not outlive the review tests (a
    # session-wide one left later test modules without the real bases)
    with fake_default_config() as the_app:
        yield the_app


@pytest.fixture(scope="module")
def review_base(review_app, tmp_path_factory):
    """A fitted model and the notes to review (never modified: tests copy them)."""
    from multideid.io import write_corpus

    root = tmp_path_factory.mktemp("review")
    write_corpus(make_corpus(24), root / "train", "brat")
    notes = make_corpus(4, seed=9, offset=700)
    write_corpus(notes, root / "notes", "text")
    write_corpus(notes, root / "gold", "brat")
    # no propagation ([run] propagate): the disagreement tests count the spans the fake bases disagree on
    (root / "cfg.toml").write_text(FAKE_CLI_CONFIG + "\n[run]\npropagate = []\n")
    res = CliRunner().invoke(review_app, ["fit", "--train", str(root / "train"), "--config", str(root / "cfg.toml"),
                                          "--model", str(root / "model"), "--quiet"])
    assert res.exit_code == 0, (res.output, res.exception)
    return root


@pytest.fixture
def work(review_base, tmp_path):
    """A fresh copy of the notes (the review file goes beside them) + paths."""
    shutil.copytree(review_base / "notes", tmp_path / "notes")
    return {"notes": tmp_path / "notes", "model": review_base / "model", "gold": review_base / "gold",
            "cfg": review_base / "cfg.toml", "tmp": tmp_path, "review": tmp_path / "notes.review.json"}


class Running:
    def __init__(self, session):
        from multideid.review.server import ReviewServer

        self.log = io.StringIO()
        self.httpd = ReviewServer(session, 0, log=self.log)
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()

    @property
    def port(self):
        return self.httpd.port

    @property
    def token(self):
        return self.httpd.token

    @property
    def url(self):
        return self.httpd.url

    def stop(self):
        self.httpd.shutdown()
        self.httpd.server_close()
        self.thread.join(5)


@pytest.fixture
def session(work, review_app):
    from multideid.review.session import open_session

    return open_session(str(work["notes"]), model=str(work["model"]))


@pytest.fixture
def server(session):
    run = Running(session)
    yield run
    run.stop()
