"""The rules floor (``[run] rules_floor``): spans of the rules base that the combiner dropped are
put back, for classes whose rules are written from the shape of the value itself.

The stacker learns how far to trust each base from out-of-fold predictions on the training
corpus.  A rule written for a form the training notes never show (``Subject 003-015``, ``At 94,``,
``in her nineties``, ``Folder No: KB/25/055182``, a weekday in a rota) has no trust to earn there,
and the learned bases, sure of ``O`` on a form they never saw, outvote it.  For identifiers, dates,
ages over 89 and contact details the rules look at the value and its cue, and on the English
development sets (hand-written sets 1-5, the generator's held-out split, presidio-synth) every
such span the stacker dropped was gold (docs/english_model.md, session 15); for names, places and
organisations it is not so (a capitalised word after a cue is often no name), and those classes
stay the stacker's.

Only rule spans that overlap no final span are added (the combiner's boundaries and labels win
where it found something), with the label the model's label map gives the rules base, and only
those of the configured classes; an ``AGE`` span only when its value is over 89 (the rules also
tag younger ages, which the project's scheme does not count).  English documents only: the
rules of other languages were not measured so.  A model whose stored config predates the key
adds nothing (its output does not change under newer code).
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Mapping, Sequence

from multideid.ages import old_age
from multideid.document import Coverage, Span
from multideid.nonphi.hygiene import span_core

__all__ = ["AGREED_CLASSES", "DEFAULT_CLASSES", "agreed_floor", "agreed_settings", "rules_floor", "settings"]

#: the default ``[run] rules_floor``
DEFAULT_CLASSES = ("AGE", "ID", "DATE", "PHONE", "FAX", "EMAIL", "URL", "IP")


#: the default ``[run] agreed_floor``: names, places, organisations, professions, user names
AGREED_CLASSES = ("PATIENT", "DOCTOR", "HOSPITAL", "ORGANIZATION", "LOCATION", "PROFESSION", "USERNAME")


def settings(cfg: Mapping | None) -> frozenset[str]:
    """The configured classes (validated like ``[run] propagate``); none when the key is absent."""
    from multideid.propagate import check_classes

    run = (cfg or {}).get("run", {}) or {}
    return frozenset(check_classes(run.get("rules_floor", []), "[run] rules_floor"))


def agreed_settings(cfg: Mapping | None) -> frozenset[str]:
    """The configured classes of ``[run] agreed_floor``; none when the key is absent."""
    from multideid.propagate import check_classes

    run = (cfg or {}).get("run", {}) or {}
    return frozenset(check_classes(run.get("agreed_floor", []), "[run] agreed_floor"))


def agreed_floor(text: str, spans: Sequence[Span], rule_spans: Sequence[Span],
                 learned_spans: Sequence[Sequence[Span]], classes: frozenset[str]) -> tuple[list[Span], list[Span]]:
    """``(spans with the agreed rule spans put back, the spans put back)``: the rule spans of
    ``classes`` (names, places, organisations...) of ``text`` that a learned base found too (any
    overlap, any label), where the combiner left them out.

    Two systems that share nothing (a cue pattern and a tagger trained on other text) found
    the same string, and the stacker dropped it: on the English development sets every such
    span but one was gold (docs/english_model.md, session 16), most of them a clinician's
    initials in a phrasing the training notes never show (``Discussed with VY at the
    bedside``).  The non-PHI veto runs after this step, so a clinical term put back here is
    still removed.

    A rule span that overlaps none of ``spans`` is put back whole.  One that final spans cover
    only in part (the stacker kept ``Brackenridge`` of the rules' ``Brackenridge Falls`` where
    the svm tagged ``Brackenridge Falls Conservatory``) is completed, fail-closed (session 19):
    each run of its characters that no final span covers, trimmed of white space and
    punctuation, holding a letter or a digit, and that a learned base covers too, is added; a run
    that a final span of the rule's label touches (nothing or spaces between them on the line)
    extends that span instead.  The combiner's labels stay where it found something.  The spans
    added (a completed final span as its new extent) are returned second."""
    if not classes or not rule_spans or not any(learned_spans):
        return list(spans), []
    final = sorted(spans)
    starts = [s.start for s in final]
    cover = Coverage(final)
    learned = [Coverage(ss) for ss in learned_spans if ss]
    added: list[Span] = []
    grown: dict[int, tuple[int, int]] = {}  # index in final -> its completed extent
    last_end = -1
    for r in sorted(rule_spans):
        if r.label not in classes or r.end <= r.start or r.start < last_end:
            continue
        if not cover.overlaps(r.start, r.end):
            if any(c.overlaps(r.start, r.end) for c in learned):
                added.append(r)
                last_end = r.end
            continue
        pieces = [p for p in _uncovered(text, final, starts, r.start, r.end) if any(c.overlaps(*p) for c in learned)]
        for pa, pb in pieces:
            k = _touching(text, final, starts, pa, pb, r.label)
            if k is None:
                added.append(Span(pa, pb, r.label, r.score, r.source, r.explanation))
            else:
                ga, gb = grown.get(k, (final[k].start, final[k].end))
                grown[k] = (min(ga, pa), max(gb, pb))
        if pieces:
            last_end = r.end
    if not added and not grown:
        return list(spans), []
    completed = []
    for k, (ga, gb) in sorted(grown.items()):
        s = final[k]
        final[k] = Span(ga, gb, s.label, s.score, s.source, s.explanation)
        completed.append(final[k])
    return sorted([*final, *added]), added + completed


def _overlapping(final: Sequence[Span], starts: Sequence[int], start: int, end: int):
    """The spans of ``final`` (sorted, ``starts`` their starts) that overlap ``[start, end)``."""
    k = max(0, bisect_right(starts, start) - 1)
    while k > 0 and final[k - 1].end > start:  # a long span that starts earlier
        k -= 1
    while k < len(final) and final[k].start < end:
        if final[k].end > start:
            yield final[k]
        k += 1


def _uncovered(text: str, final: Sequence[Span], starts: Sequence[int], start: int, end: int) -> list[tuple[int, int]]:
    """The runs of ``[start, end)`` that no span of ``final`` covers, trimmed of white space and
    punctuation, that hold a letter or a digit."""
    runs: list[tuple[int, int]] = []
    pos = start
    for s in _overlapping(final, starts, start, end):
        if s.start > pos:
            runs.append((pos, s.start))
        pos = max(pos, s.end)
    if pos < end:
        runs.append((pos, end))
    cores = (span_core(text, a, b) for a, b in runs)
    return [(a, b) for a, b in cores if any(c.isalnum() for c in text[a:b])]


def _touching(text: str, final: Sequence[Span], starts: Sequence[int], a: int, b: int, label: str) -> int | None:
    """The index of a span of ``final`` with ``label`` that ends right before ``[a, b)`` or starts
    right after it (nothing or spaces between them), else None."""
    k = bisect_right(starts, a) - 1  # the last span starting before the piece, then the next one
    for j in (k, k + 1):
        if 0 <= j < len(final) and final[j].label == label:
            s = final[j]
            gap = text[s.end:a] if s.end <= a else text[b:s.start] if b <= s.start else None
            if gap is not None and gap.strip(" \t") == "":
                return j
    return None


def rules_floor(text: str, spans: Sequence[Span], rule_spans: Sequence[Span],
                classes: frozenset[str]) -> tuple[list[Span], list[Span]]:
    """``(spans with the rule spans put back, the spans put back)``: ``rule_spans`` (already in
    the corpus's labels) of ``classes`` that overlap none of ``spans`` (module docstring)."""
    if not classes or not rule_spans:
        return list(spans), []
    cover = Coverage(spans)  # the final spans' characters: a binary search per rule span
    added: list[Span] = []
    last_end = -1
    for r in sorted(rule_spans):
        if r.label not in classes or r.end <= r.start or r.start < last_end:
            continue
        if r.label == "AGE" and not old_age(text[r.start:r.end]):
            continue
        if cover.overlaps(r.start, r.end):
            continue
        added.append(r)
        last_end = r.end
    if not added:
        return list(spans), []
    return sorted([*spans, *added]), added
