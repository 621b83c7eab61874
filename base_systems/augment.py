"""Surrogate copies of annotated training documents (issue 16: bases that err differently).

A learned tagger trained on a few hundred notes memorises the PHI strings it saw: the crf's
word-identity features for ``García`` or ``Madrid`` carry much of its decision, and on unseen
names it falls back on context.  A *surrogate copy* of a training document is the same text
with the names inside its gold spans replaced by other names of the same class, so a model
trained on the document plus its copies must learn more from the context, the cue words and
the shape of a span and less from the identity of its words.

What a copy changes, inside gold spans only (the text outside them is kept verbatim, the
spans keep their labels and are moved to the new offsets):

* a word (``\\w+`` run) with a digit is replaced by another word of the label's spans with the
  same shape (digits as ``d``: ``03`` -> ``12``, ``2016`` -> ``1987``, so dates stay
  plausible) when the label has at least :data:`MIN_SHAPE_POOL` of them, else every digit is
  replaced by a random digit (a leading non-zero digit stays non-zero) and letters are kept
  (``NHC4711``);
* a word without digits that is a **cue word** of its label (found in at least ``cue_share``
  of the label's training spans, at least 2: ``Hospital``, ``C/``'s ``Calle``, ``de``,
  ``Centro``, ``Salud``) is kept;
* any other word is replaced by a word drawn from the label's own non-cue words of the same
  case pattern (``UPPER``, ``Title``, ``lower``, other): a surname by another label's-own
  surname, ``Alcorcón`` by another TERRITORIO word.

The pool is the training corpus's own gold words (nothing is downloaded, no other corpus, no
language knowledge), so a copy contains no word the originals do not.  Copies are seeded: the
same documents, ``copies`` and ``seed`` give the same copies.  Used by the ``crf`` base
(``surrogate_copies``); measured in docs/stacking.md.
"""

from __future__ import annotations

import random
import re
from collections import Counter, defaultdict
from collections.abc import Sequence

from multideid.document import Document, Span
from multideid.errors import DataError

__all__ = ["SurrogatePools", "surrogate_copies"]

_WORD = re.compile(r"\w+")

#: distinct words of one label and one digit shape needed to draw digit words from them
MIN_SHAPE_POOL = 5


def case_class(word: str) -> str:
    """``upper`` (two or more letters, all upper case), ``title``, ``lower`` or ``other``."""
    if word.isupper() and len(word) > 1:
        return "upper"
    if word[:1].isupper() and (len(word) == 1 or word[1:].islower()):
        return "title"
    if word.islower():
        return "lower"
    return "other"


class SurrogatePools:
    """Per label: its cue words (kept in copies) and its other words by case class (drawn)."""

    def __init__(self, docs: Sequence[Document], cue_share: float = 0.05):
        spans_per_label: Counter = Counter()
        docs_with: dict[str, Counter] = defaultdict(Counter)
        words: dict[str, set] = defaultdict(set)
        digit_words: dict[tuple[str, str], set] = defaultdict(set)
        for d in docs:
            if d.gold is None:
                raise DataError(f"surrogate copies: document {d.id!r} has no gold spans")
            for s in d.gold:
                spans_per_label[s.label] += 1
                found = {m.group(0) for m in _WORD.finditer(d.text[s.start : s.end])}
                ws = {w for w in found if not _has_digit(w)}
                docs_with[s.label].update({w.lower() for w in ws})
                words[s.label].update(ws)
                for w in found - ws:
                    digit_words[(s.label, _digit_shape(w))].add(w)
        self.cues: dict[str, frozenset] = {}
        self.pools: dict[tuple[str, str], list[str]] = {}
        for label, n in spans_per_label.items():
            need = max(2, cue_share * n)
            cues = frozenset(w for w, c in docs_with[label].items() if c >= need)
            self.cues[label] = cues
            by_case: dict[str, list[str]] = defaultdict(list)
            for w in sorted(words[label]):
                if w.lower() not in cues:
                    by_case[case_class(w)].append(w)
            for case, ws in by_case.items():
                self.pools[(label, case)] = ws
        #: (label, digit shape) -> the label's words of that shape (only shapes with enough)
        self.digit_pools: dict[tuple[str, str], list[str]] = {
            key: sorted(ws) for key, ws in digit_words.items() if len(ws) >= MIN_SHAPE_POOL}

    def replace(self, text: str, label: str, rng: random.Random) -> str:
        """``text`` (one gold span of ``label``) with its digits and non-cue words replaced."""
        cues = self.cues.get(label, frozenset())
        out, last = [], 0
        for m in _WORD.finditer(text):
            w = m.group(0)
            out.append(text[last : m.start()])
            last = m.end()
            if _has_digit(w):
                pool = self.digit_pools.get((label, _digit_shape(w)))
                out.append(pool[rng.randrange(len(pool))] if pool else _new_digits(w, rng))
            elif w.lower() in cues:
                out.append(w)
            else:
                pool = self.pools.get((label, case_class(w)))
                out.append(pool[rng.randrange(len(pool))] if pool else w)
        out.append(text[last:])
        return "".join(out)


def _has_digit(word: str) -> bool:
    return any(c.isdigit() for c in word)


def _digit_shape(word: str) -> str:
    return "".join("d" if c.isdigit() else c for c in word)


def _new_digits(word: str, rng: random.Random) -> str:
    chars = []
    for i, c in enumerate(word):
        if c.isdigit():
            lead = i == 0 or not word[i - 1].isdigit()
            chars.append(str(rng.randint(1, 9)) if lead and c != "0" else str(rng.randint(0, 9)))
        else:
            chars.append(c)
    return "".join(chars)


def surrogate_copy(doc: Document, pools: SurrogatePools, rng: random.Random, suffix: str) -> Document:
    """One copy of ``doc`` (id ``doc.id + suffix``) with every gold span's text replaced."""
    parts, spans, last, shift = [], [], 0, 0
    for s in sorted(doc.gold or [], key=lambda s: (s.start, s.end)):
        if s.start < last:  # overlapping gold (some formats allow it): keep the text as it is
            continue
        new = pools.replace(doc.text[s.start : s.end], s.label, rng)
        parts.append(doc.text[last : s.start])
        parts.append(new)
        start = s.start + shift
        spans.append(Span(start, start + len(new), s.label))
        shift += len(new) - (s.end - s.start)
        last = s.end
    parts.append(doc.text[last:])
    return Document(id=doc.id + suffix, text="".join(parts), gold=spans)


def surrogate_copies(docs: Sequence[Document], copies: int, seed: int = 0, cue_share: float = 0.05) -> list[Document]:
    """``copies`` surrogate copies of every document of ``docs`` (not the documents themselves),
    copy ``k`` of a document with id ``D`` having id ``D~surrogate{k}``."""
    if copies <= 0:
        return []
    pools = SurrogatePools(docs, cue_share)
    out = []
    for k in range(1, copies + 1):
        rng = random.Random(f"{seed}:{k}")
        out.extend(surrogate_copy(d, pools, rng, f"~surrogate{k}") for d in docs)
    return out
