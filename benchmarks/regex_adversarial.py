"""Time of the ``rules`` base on adversarial notes of growing length (regex backtracking).

Long runs of capitalised words, digits and "C/ a a a ..." are near-misses for the address,
hospital and name patterns; a pattern with nested quantifiers would take time growing much
faster than the text.  Prints seconds per size and the ratio to the previous size (about 2 when
the time is linear in the length).  The unit tests check the pattern structure instead
(tests/test_rules.py::test_no_pattern_can_backtrack_exponentially).

``--per-pattern`` times every pattern of the ``rules`` packs and every recognizer of the
``presidio`` base alone on long runs of one repeated unit (``Aa-``, ``AB-``, capitals, ``a.``,
``1.``, ``O'``...: hyphenated, dotted and apostrophe runs, a base64 blob is one), and the
tokenizer and language detection every base reads, at N and 2N
characters, and lists those slower than ``--min-seconds`` at N with their ratio (about 2 when
linear, 4 when quadratic: a pattern tried from every position of a run that it scans to the
run's end).  tests/test_regex_scaling.py runs the same scan (slow-marked).

Run: python benchmarks/regex_adversarial.py [--repeat 3]
     python benchmarks/regex_adversarial.py --per-pattern [--chars 4000] [--min-seconds 0.015]
"""

from __future__ import annotations

import argparse
import time

from multideid.base_systems.rules import RulesBase
from multideid.document import Document


def adversarial(k: int) -> str:
    return ("Calle " + "Grande " * (200 * k) + "1 " * (200 * k) + "\n") + ("Dr. " + "Smith " * (300 * k)) \
        + "C/ " + "a " * (500 * k)


#: one repeated unit per shape: runs a note may really hold (a base64 blob, an ASCII table, a
#: dotted list) and the near-misses of name, address, URL and phone patterns
UNITS = {
    "capitals": "A", "lower": "a", "digits": "1", "spaces": " ", "dash": "-", "open-paren": "(",
    "Aa-": "Aa-", "AB-": "AB-", "a-": "a-", "O'": "O'", "A'": "A'", "a.": "a.", "A.": "A.", "Aa.": "Aa.",
    "1.": "1.", "1-": "1-", "1/": "1/", "1:": "1:", "1,": "1,", "1 ": "1 ", "Aa ": "Aa ", "AB ": "AB ",
    "Aa, ": "Aa, ", "AB\n": "AB\n", "A1": "A1", ". ": ". ", "Dr. Aa ": "Dr. Aa ", "12 Aa ": "12 Aa ",
    "Aa Hospital ": "Aa Hospital ", "a@": "a@", "a.a.a...@x": ("a.", "@x"),
}


def run_text(unit, chars: int) -> str:
    """``chars`` characters of ``unit`` repeated (a ``(unit, tail)`` pair ends with ``tail``)."""
    unit, tail = unit if isinstance(unit, tuple) else (unit, "")
    return unit * max(1, chars // len(unit)) + tail


def _runners():
    """``(kind, locale, name, callable(text))`` for every rules pattern and presidio recognizer,
    the tokenizer and the language detection (which every base reads)."""
    from multideid.base_systems import presidio_recognizers as rec
    from multideid.base_systems.packs import load_pack
    from multideid.lang import detect_language
    from multideid.tokenizer import tokenize

    out = [("core", "-", "tokenize", tokenize), ("core", "-", "detect_language", detect_language)]
    for loc in ("en", "es"):
        for p in load_pack(loc):
            out.append(("rules", loc, p.name, lambda t, p=p: p.find(t)))
        for r in rec.build_recognizers((loc,)):
            out.append(("presidio", loc, r.name,
                        lambda t, r=r: r.analyze(t, entities=r.supported_entities, nlp_artifacts=None)))
    return out


def _seconds(fn, text: str) -> float:
    t0 = time.perf_counter()
    fn(text)
    return time.perf_counter() - t0


def retime(rows: list[tuple], chars: int, repeat: int = 3, units: dict | None = None,
           fns: dict | None = None) -> list[tuple]:
    """``rows`` of :func:`scan` timed again, each size the best of ``repeat`` runs: a garbage
    collection or another process can stretch one run of a linear pattern (seen: Presidio's IP
    recognizer on a ``1.`` run, 0.011 s then 0.19 s under pytest, 0.011 s then 0.022 s on its own),
    a pattern that is really quadratic stays so in every run.  ``fns``: ``(kind, locale, name) ->
    callable`` (default: every runner of :func:`_runners`)."""
    if not rows:
        return []  # nothing to time again: no second build of every runner
    fns = fns or {(kind, loc, name): fn for kind, loc, name, fn in _runners()}
    units = units or UNITS
    out = []
    for kind, loc, name, shape, _a, _b in rows:
        fn = fns[(kind, loc, name)]
        a = min(_seconds(fn, run_text(units[shape], chars)) for _ in range(repeat))
        b = min(_seconds(fn, run_text(units[shape], 2 * chars)) for _ in range(repeat))
        out.append((kind, loc, name, shape, a, b))
    return out


def scan(chars: int = 4000, min_seconds: float = 0.015, units: dict | None = None) -> list[tuple]:
    """``(kind, locale, name, shape, seconds at chars, seconds at 2 x chars)`` of every pattern
    slower than ``min_seconds`` on a run of ``chars`` characters of one shape."""
    rows = []
    for kind, loc, name, fn in _runners():
        for shape, unit in (units or UNITS).items():
            a = _seconds(fn, run_text(unit, chars))
            if a >= min_seconds:
                rows.append((kind, loc, name, shape, a, _seconds(fn, run_text(unit, 2 * chars))))
    return sorted(rows, key=lambda r: -r[5])


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=3, help="best of N runs per size")
    ap.add_argument("--per-pattern", action="store_true", help="time each pattern/recognizer on runs of one shape")
    ap.add_argument("--chars", type=int, default=4000, help="--per-pattern: run length N (also timed at 2N)")
    ap.add_argument("--min-seconds", type=float, default=0.015, help="--per-pattern: list patterns slower than this at N")
    args = ap.parse_args()
    if args.per_pattern:
        print(f"| base | locale | pattern | run of | s at {args.chars} | s at {2 * args.chars} | ratio |")
        print("|---|---|---|---|---:|---:|---:|")
        for kind, loc, name, shape, a, b in scan(args.chars, args.min_seconds):
            print(f"| {kind} | {loc} | {name} | `{shape}` | {a:.3f} | {b:.3f} | {b / a:.2f} |")
        return
    bases = {"en": RulesBase(locale="en"), "es": RulesBase(locale="es")}
    for b in bases.values():
        b.predict([Document("warm", "Dr. Smith 03/12/2005")])
    print("| chars | en s | es s | ratio to previous (en, es) |")
    print("|---:|---:|---:|---|")
    prev = None
    for k in (1, 2, 4, 8):
        text = adversarial(k)
        row = []
        for loc, base in bases.items():
            best = float("inf")
            for _ in range(args.repeat):
                t0 = time.perf_counter()
                base.predict([Document(loc, text)])
                best = min(best, time.perf_counter() - t0)
            row.append(best)
        ratio = "" if prev is None else f"{row[0] / prev[0]:.2f}, {row[1] / prev[1]:.2f}"
        print(f"| {len(text)} | {row[0]:.4f} | {row[1]:.4f} | {ratio} |")
        prev = row


if __name__ == "__main__":
    main()
