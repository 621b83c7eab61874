"""Span hygiene of the non-PHI veto step: name, place and organisation spans that cannot be a
name on their own (docs/nonphi.md, "Span hygiene").

A learned base that tags by token sometimes leaves a stray piece of a word or a lone letter:
``RNA`` of ``mRNA``, the ``Z`` of a timestamp ``22:14:09Z``, the ``Q`` of a forum's
``Q (health forum)``, a list marker ``H: lives with dad``, a title alone (``Det.``).  Such a
span is dropped only when it carries no name evidence (it fails closed, like the veto):

* its class is a name, place or organisation (:data:`multideid.nonphi.lists.VETO_CLASSES`);
* **a lone letter**: the span (without white space and punctuation around it) is one letter,
  not followed by a period (``J.``, ``b.`` are initials), by a word (``K reaktorju 51``), by a
  number or by a hyphen and a capital or a digit (``R-J-K``, ``H-7316``), not after a number
  (``60 deg S``), not part of a longer word (``GmbH``), and with no word in title case or
  capitals next to it on its line (``SMITH, J``, ``Twin B``, ``C/ Señores`` are kept); a
  lower-case letter is never taken (lower-case notes write initials so); a letter glued to a
  number (``09Z``) is taken unless that token stands next to a name;
* **a word fragment**: the span is one word that starts or ends inside a longer word (letters
  on both sides of a boundary: ``GFR`` of ``eGFR``, ``RNA`` of ``mRNA``), and that longer word
  shows no sign of a name: a part in lower case (a word made only of capitalised parts,
  ``PhilHealth``, ``MedStar``, ``WashU``, ``GmbH``, has the shape of a name and is kept), no name
  particle at a capital inside it (``McDonald``, ``deShawn``), not every part a first name or
  surname of the English gazetteer, not itself in the gazetteer, and no name next to it;
* **a title or a contraction alone**: the span is only an honorific or rank before a name
  (``the Hon. Miriam Tolbert``, ``Det. R. Youngblood``: the name is tagged on its own) or a
  pronoun's contraction (``I've``, ``I'm``);
* and, for all: no name cue right before it (``Dr``, ``Mrs``, ``Patient``...: the guards of
  the veto) and no span of the rules base of a vetoable class overlapping it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from multideid.document import Span
from multideid.nonphi.guards import name_cue_before
from multideid.nonphi.lists import VETO_CLASSES
from multideid.nonphi.regions import line_bounds, name_place_words

__all__ = ["fragment_of_word", "hygiene_spans", "lone_letter", "span_core", "title_or_contraction"]

_PUNCT = " \t\r\n-–.,:;()[]{}|/\\\"'’*#"
#: particles that start a name at a capital inside the word (McDonald, DeShawn, VanDyke)
_PARTICLE = re.compile(r"(?:Mc|Mac|O['’]|D['’]|De|Di|Da|Du|Del|Della|La|Le|Lo|Van|Von|Fitz|St|Ste|Al|El|Ben|Abu)"
                       r"(?=[^\W\d_])")
#: honorifics and ranks that stand before a name and are no part of it
#: (not Mr, Mrs, Dr...: a corpus's gold may hold those with the name)
_TITLES = frozenset("hon det sgt rev revd capt cpt cpl lcpl pvt col maj lt insp supt cmdr".split())
_CONTRACTION = re.compile(r"I['’](?:ve|m|ll|d)")
_CAMEL_PART = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])")
#: a compound of capitalised words, the shape of many organisations' names (MedStar, HonorHealth)
_COMPOUND = re.compile(r"(?:[A-Z][a-z]{1,}){2,}")
_WORD_CHARS = re.compile(r"[^\W_]+(?:['’-][^\W_]+)*")


def span_core(text: str, a: int, b: int) -> tuple[int, int]:
    """``[a, b)`` without the white space and punctuation around it."""
    while a < b and text[a] in _PUNCT:
        a += 1
    while b > a and text[b - 1] in _PUNCT:
        b -= 1
    return a, b


def _name_like(word: str) -> bool:
    """A word in title case or capitals, any script (``Hairtnéada``, ``ÞÓRDÍS``, ``Ó``)."""
    letters = [c for c in re.split(r"['’-]", word)[0] if c.isalpha()]
    if not letters or not letters[0].isupper():
        return False
    rest = letters[1:]
    return all(c.islower() for c in rest) or all(c.isupper() for c in rest)


def _neighbours(text: str, a: int, b: int, punct: str) -> tuple[str, str]:
    """The words right before and after ``[a, b)`` on its line, across spaces and the
    characters of ``punct`` (``""`` when anything else intervenes)."""
    lo, hi = line_bounds(text, a, b)
    left = right = ""
    i = a
    while i > lo and (text[i - 1] in " \t" or text[i - 1] in punct):
        i -= 1
    if i < a and i > lo and text[i - 1].isalnum():
        j = i
        while j > lo and (text[j - 1].isalnum() or text[j - 1] in "'’-"):
            j -= 1
        left = text[j:i]
    i = b
    while i < hi and (text[i] in " \t" or text[i] in punct):
        i += 1
    if i > b:
        m = _WORD_CHARS.match(text, i, hi)
        if m:
            right = m.group()
    return left, right


def _glued_run(text: str, a: int, b: int) -> tuple[int, int]:
    """The run of non-space characters around ``[a, b)`` (``22:14:09Z,``, ``GmbH``)."""
    lo, hi = line_bounds(text, a, b)
    while a > lo and not text[a - 1].isspace():
        a -= 1
    while b < hi and not text[b].isspace():
        b += 1
    return span_core(text, a, b)


def lone_letter(text: str, start: int, end: int) -> bool:
    """Whether the span ``[start, end)`` is a single capital letter with no sign of an initial
    or a code (lower-case letters are never taken: lower-case notes write initials so)."""
    a, b = span_core(text, start, end)
    if b - a != 1 or not text[a].isalpha() or not text[a].isupper():
        return False
    before = text[a - 1] if a > 0 else ""
    after = text[b] if b < len(text) else ""
    after2 = text[b + 1] if b + 1 < len(text) else ""
    if after in ".'’" or (after == "-" and (after2.isdigit() or after2.isupper())):
        return False  # J. Smith, O'Brien, H-7316 (a postcode), R-J-K (initials)
    if before.isalpha() or after.isalpha() or (before == "-" and a > 1 and text[a - 2].isalpha()):
        return False  # a letter of a longer word (GmbH, WashU, PsyD): a fragment, see fragment_of_word
    if before.isdigit() or after.isdigit():
        # glued to a number (a timestamp's 09Z): kept when the run stands next to a name
        ra, rb = _glued_run(text, a, b)
        return not any(_name_like(w) for w in _neighbours(text, ra, rb, ""))
    if any(c.isdigit() for c in text[max(0, a - 8):a]):
        return False  # after a number: a direction or a unit ("60 deg S"), a field of a record
    if re.match(r"\s{0,3}\d", text[b:b + 4]):
        return False  # before a number: an address's "cesta I 3a", "Block B 12"
    left, right = _neighbours(text, a, b, ",./")
    _, word_after = _neighbours(text, a, b, "")
    # next to a name (SMITH, J; Twin B; C/ Señores), or before any word ("K reaktorju 51")
    return not (_name_like(left) or _name_like(right) or word_after)


def _word_at(text: str, a: int, b: int) -> tuple[int, int]:
    while a > 0 and text[a - 1].isalpha():
        a -= 1
    while b < len(text) and text[b].isalpha():
        b += 1
    return a, b


def fragment_of_word(text: str, start: int, end: int) -> bool:
    """Whether the span is one word cut out of a longer word that shows no sign of a name."""
    a, b = span_core(text, start, end)
    if b - a < 2 or not all(c.isalpha() for c in text[a:b]):
        return False
    if not ((a > 0 and text[a - 1].isalpha()) or (b < len(text) and text[b].isalpha())):
        return False
    wa, wb = _word_at(text, a, b)
    word = text[wa:wb]
    parts = _CAMEL_PART.findall(word)
    # capitalised parts only (PhilHealth, MedStar, WashU, GmbH): the shape of a name; only a word
    # with a part in lower case at a cut (eGFR, mRNA, iPhone) is taken for a fragment
    if all(p[:1].isupper() for p in parts) or any(m.end() < len(word) and word[m.end()].isupper()
                                                  for m in _PARTICLE.finditer(word)):
        return False
    from multideid.base_systems.gazetteers import norm

    names = name_place_words()
    if norm(word) in names or (len(parts) > 1 and all(norm(p) in names for p in parts)):
        return False
    ra, rb = _glued_run(text, wa, wb)
    return not any(_name_like(w) for w in _neighbours(text, ra, rb, ""))


def title_or_contraction(text: str, start: int, end: int) -> bool:
    """Whether the span is only a title before a name (``Det.`` in ``Det. R. Youngblood``) or
    a pronoun's contraction (``I've``)."""
    a, b = span_core(text, start, end)
    word = text[a:b]
    if _CONTRACTION.fullmatch(word):
        return True
    # a title as written before a name: title case, a period after it, a capitalised word next
    # ("Det. R. Youngblood"); never in capitals ("MS." is a state) or without the period ("Maj Huljev")
    if word.casefold() not in _TITLES or not word.istitle() or text[b:b + 1] != ".":
        return False
    _, right = _neighbours(text, a, b + 1, "")
    return right[:1].isupper() and not right.isupper() or bool(re.fullmatch(r"[A-Z]", right))


def _word_key(text: str, s: Span) -> tuple[int, int]:
    a, b = span_core(text, s.start, s.end)
    return _word_at(text, a, b)


def hygiene_spans(text: str, spans: Sequence[Span], *,
                  rule_spans: Sequence[Span] = ()) -> tuple[list[Span], list[Span]]:
    """``(kept, dropped)``: lone letters and word fragments of a vetoable class without name
    evidence removed (module docstring)."""
    from multideid.propagate import coarse_class

    def vetoable(s: Span) -> bool:
        return coarse_class(s.label) in VETO_CLASSES or s.label in VETO_CLASSES

    rules = [s for s in rule_spans if vetoable(s)]
    cand = [s for s in spans if vetoable(s)
            and (lone_letter(text, s.start, s.end) or fragment_of_word(text, s.start, s.end)
                 or title_or_contraction(text, s.start, s.end))]
    if not cand:
        return list(spans), []
    # a word tagged in more than one piece (Mc|Donald, Gmb|H) is a name's, never a fragment
    words: dict[tuple[int, int], int] = {}
    for s in spans:
        if vetoable(s):
            key = _word_key(text, s)
            words[key] = words.get(key, 0) + 1
    dropped: list[Span] = []
    for s in cand:
        a, b = span_core(text, s.start, s.end)
        word = _word_key(text, s)
        if words.get(word, 0) > 1 or name_cue_before(text, word[0]) \
                or any(r.start < b and a < r.end for r in rules):
            continue
        dropped.append(s)
    if not dropped:
        return list(spans), []
    gone = {id(s) for s in dropped}
    return [s for s in spans if id(s) not in gone], dropped
