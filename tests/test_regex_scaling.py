"""No rules pattern and no presidio recognizer takes time growing faster than the text on long
runs of one repeated unit (hyphenated, dotted, capitalised runs: a base64 blob or an ASCII table
in a note).  A pattern tried from every position of such a run and scanning to its end is
quadratic: a 40,000-character run of ``Aa-Aa-...`` or of capitals took over a minute before
the patterns were bounded.  Ratios, not seconds, so the machine's speed does not matter."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow

_BENCH = Path(__file__).resolve().parents[1] / "benchmarks" / "regex_adversarial.py"


def _bench():
    spec = importlib.util.spec_from_file_location("regex_adversarial", _BENCH)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_no_pattern_grows_quadratically_on_long_runs():
    mod = _bench()
    rows = mod.scan(chars=5000, min_seconds=0.01)
    # doubling the run: linear ~2x; quadratic ~4x.  0.05 s of slack absorbs timer noise; a pattern
    # over the line is timed again, best of three (one run can be stretched by a collection)
    grows = lambda rows: [(kind, loc, name, shape, round(a, 3), round(b, 3)) for kind, loc, name, shape, a, b in rows
                          if b > 3.0 * a + 0.05]
    suspects = [r for r in rows if r[5] > 3.0 * r[4] + 0.05]
    assert not grows(mod.retime(suspects, chars=5000))


def test_the_scan_finds_a_quadratic_pattern():
    """The check itself: an unbounded word pattern that may start after every hyphen."""
    import re

    mod = _bench()
    pat = re.compile(r"(?<![\w'])[^\W\d_](?:[^\W\d_]|['-](?=[^\W\d_]))*[ ]\(")
    text = "Aa-" * 1000
    a, b = mod._seconds(lambda t: list(pat.finditer(t)), text), mod._seconds(lambda t: list(pat.finditer(t)), text * 2)
    assert b > 3.0 * a
    # timed again, best of three, it stays over the line
    fns = {("test", "-", "word"): lambda t: list(pat.finditer(t))}
    (_k, _l, _n, _s, a, b), = mod.retime([("test", "-", "word", "Aa-", a, b)], chars=3000, fns=fns)
    assert b > 3.0 * a + 0.05
