"""Counting primitives shared by every measure: P/R/F from TP/FP/FN, metric blocks, matching.

Zero-division convention (the one of the i2b2 2014 and MEDDOCAN scripts and of scikit-learn's
``zero_division=0``): a precision, recall or F-score whose denominator is 0 is **0.0**.  A label
that neither the gold standard nor the predictions use (possible only when ``labels=`` names it)
is listed with zeros but left out of the macro average: it carries no information.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from typing import Iterable, Mapping, Sequence

from multideid.document import Span


def safe_div(num: float, den: float) -> float:
    """``num / den`` or 0.0 when ``den == 0`` (see the module docstring)."""
    return float(num) / float(den) if den else 0.0


def f_beta(p: float, r: float, beta: float = 1.0) -> float:
    """F-beta from precision and recall (0.0 when both are 0)."""
    b2 = beta * beta
    den = b2 * p + r
    return (1.0 + b2) * p * r / den if den else 0.0


def prf(tp: int, fp: int, fn: int, *, f2: bool = False) -> dict:
    """A score object: precision, recall, f1 (and f2), tp, fp, fn, support (= tp + fn)."""
    p = safe_div(tp, tp + fp)
    r = safe_div(tp, tp + fn)
    out = {"precision": p, "recall": r, "f1": f_beta(p, r)}
    if f2:
        out["f2"] = f_beta(p, r, 2.0)
    out.update(tp=int(tp), fp=int(fp), fn=int(fn), support=int(tp + fn))
    return out


def macro(per_label: Mapping[str, dict], *, f2: bool = False) -> dict:
    """Mean precision, recall and F1 over labels that occur in gold or predictions.

    The macro F1 is the mean of the per-label F1 scores (not the harmonic mean of the macro
    precision and recall; the i2b2 2014 document macro, which uses that, lives in
    :mod:`multideid.evaluation.i2b2`).
    """
    used = [v for v in per_label.values() if v["tp"] + v["fp"] + v["fn"] > 0]
    n = len(used)
    out = {
        "precision": sum(v["precision"] for v in used) / n if n else 0.0,
        "recall": sum(v["recall"] for v in used) / n if n else 0.0,
        "f1": sum(v["f1"] for v in used) / n if n else 0.0,
    }
    if f2:
        out["f2"] = sum(v.get("f2", 0.0) for v in used) / n if n else 0.0
    out["labels"] = n
    return out


class Tally:
    """TP/FP/FN counters per label, summed over documents."""

    def __init__(self) -> None:
        self.tp: Counter = Counter()
        self.fp: Counter = Counter()
        self.fn: Counter = Counter()

    def add(self, other: "Tally") -> None:
        self.tp.update(other.tp)
        self.fp.update(other.fp)
        self.fn.update(other.fn)

    def labels(self) -> set[str]:
        return {k for c in (self.tp, self.fp, self.fn) for k, v in c.items() if v}

    def totals(self) -> tuple[int, int, int]:
        return sum(self.tp.values()), sum(self.fp.values()), sum(self.fn.values())

    def block(self, labels: Sequence[str] | None = None, *, f2: bool = False) -> dict:
        """The metric block ``{"micro", "macro", "per_label"}`` of these counts."""
        names = list(labels) if labels is not None else sorted(self.labels())
        per = {lab: prf(self.tp[lab], self.fp[lab], self.fn[lab], f2=f2) for lab in names}
        tp, fp, fn = (sum(c[lab] for lab in names) for c in (self.tp, self.fp, self.fn))
        return {"micro": prf(tp, fp, fn, f2=f2), "macro": macro(per, f2=f2), "per_label": per}


# ------------------------------------------------------------------------------ span matching


def strict_tally(gold: Iterable[Span], pred: Iterable[Span], *, typed: bool = True, blind_label: str = "PHI") -> Tally:
    """Exact-offset matching (sets, as the official scripts: duplicates count once).

    ``typed``: the label must match too (entity strict); otherwise offsets only (span strict,
    i2b2 "binary"), with every count filed under ``blind_label``.
    """
    t = Tally()
    if typed:
        g = {(s.start, s.end, s.label) for s in gold}
        p = {(s.start, s.end, s.label) for s in pred}
        for _, _, lab in g & p:
            t.tp[lab] += 1
        for _, _, lab in p - g:
            t.fp[lab] += 1
        for _, _, lab in g - p:
            t.fn[lab] += 1
    else:
        g2 = {(s.start, s.end) for s in gold}
        p2 = {(s.start, s.end) for s in pred}
        t.tp[blind_label] += len(g2 & p2)
        t.fp[blind_label] += len(p2 - g2)
        t.fn[blind_label] += len(g2 - p2)
    return t


def relaxed_tally(gold: Iterable[Span], pred: Iterable[Span], *, max_end_diff: int = 2,
                  typed: bool = True, blind_label: str = "PHI") -> Tally:
    """i2b2 2014 "relaxed" matching: same start (and label), ends differ by at most ``max_end_diff``.

    The official script compares sets under a fuzzy equality; we make the matching one-to-one
    (exact ends first, then the closest end), which gives the same counts unless one side holds
    several spans with the same start and label whose ends lie within ``max_end_diff`` of each
    other, where the script's result depends on set iteration order.
    """
    t = Tally()
    gk: dict[tuple, list[int]] = defaultdict(list)
    pk: dict[tuple, list[int]] = defaultdict(list)
    for s in set((s.start, s.end, s.label if typed else blind_label) for s in gold):
        gk[(s[0], s[2])].append(s[1])
    for s in set((s.start, s.end, s.label if typed else blind_label) for s in pred):
        pk[(s[0], s[2])].append(s[1])
    for key in set(gk) | set(pk):
        lab = key[1]
        g_ends = sorted(gk.get(key, []))
        p_ends = sorted(pk.get(key, []))
        free_g = list(g_ends)
        free_p = list(p_ends)
        matched = 0
        for e in list(free_g):  # exact ends first
            if e in free_p:
                free_g.remove(e)
                free_p.remove(e)
                matched += 1
        pairs = sorted((abs(ge - pe), ge, pe) for ge in free_g for pe in free_p if abs(ge - pe) <= max_end_diff)
        for _, ge, pe in pairs:
            if ge in free_g and pe in free_p:
                free_g.remove(ge)
                free_p.remove(pe)
                matched += 1
        t.tp[lab] += matched
        t.fp[lab] += len(free_p)
        t.fn[lab] += len(free_g)
    return t


def merge_spans(offsets: Iterable[tuple[int, int]], text: str) -> list[tuple[int, int]]:
    """MEDDOCAN "merged" spans: join consecutive spans whose gap has no alphanumeric character.

    Spans are sorted by offsets; a span that overlaps the previous one (empty gap) is joined
    too.  The joined end is the larger end (the official script takes the later span's end,
    which differs only for nested spans, absent from MEDDOCAN).
    """
    out: list[tuple[int, int]] = []
    for s, e in sorted(offsets):
        if out:
            ps, pe = out[-1]
            gap = text[pe:s] if s > pe else ""
            if not any(c.isalnum() for c in gap):
                out[-1] = (ps, max(pe, e))
                continue
        out.append((s, e))
    return out


def merged_tally(gold: Iterable[Span], pred: Iterable[Span], text: str, *, blind_label: str = "PHI") -> Tally:
    """MEDDOCAN sub-track 2 "merged" counts for one document.

    TP = (strict gold ∩ strict pred) ∪ (merged gold ∩ merged pred); a strict predicted span
    contained in a TP span is not a false positive, a strict gold span contained in a TP span is
    not a false negative.
    """
    g = {(s.start, s.end) for s in gold}
    p = {(s.start, s.end) for s in pred}
    gm = set(merge_spans(g, text))
    pm = set(merge_spans(p, text))
    tp = (g & p) | (gm & pm)
    tp_sorted = sorted(tp)

    def contained(x: tuple[int, int]) -> bool:
        return any(a <= x[0] and x[1] <= b for a, b in tp_sorted)

    fp = {x for x in p - g if not contained(x)}
    fn = {x for x in g - p if not contained(x)}
    t = Tally()
    t.tp[blind_label] += len(tp)
    t.fp[blind_label] += len(fp)
    t.fn[blind_label] += len(fn)
    return t
