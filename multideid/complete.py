"""Span completion (``[run] complete``): final spans found in part are grown to the whole name,
institution, country or address they belong to.  It only ever extends: no span is shortened
or removed, none relabelled but by ``institution_before``, and a new character is covered only next to a final span (fail closed).

On hand-written set 13 about half of the gold tokens the default English model missed lay inside
spans it had found in part: the particle of ``Emrys ap Gwilym``, the ``Al-`` of ``Al-Alawi``, the
carets of a DICOM ``FAMILY^GIVEN^MIDDLE`` name, ``Kingdom of`` before a country, ``Flat 12,``
before a street.  The learned bases tag word by word, and a lower-case particle or a lone
punctuation mark between two name words is the word they are least sure of.  The forms below are
written from the general shape of names, institutions and addresses in many countries, not from
one example, and each is kept only where it does not grow names into the clinical words after
them (a capitalised name part must follow on the same line):

``join``
    two final spans on the same line with only a joint between them: a name particle
    (``ap``, ``bin``, ``van der``, ``de la``, ``Mac an``...), a hyphen, an apostrophe or DICOM
    carets or a quoted nickname between name spans; ``of`` between an institution ending in a
    head word (below) and a following institution or place; a comma or ``the`` between a weekday and the date after it.  Spans of
    one label are merged; otherwise the first span is extended over the joint.
``name``
    a PATIENT or DOCTOR span followed by ``-Word``, ``'Word``, ``^Word``, a quoted nickname or
    particles and a capitalised word (``Hasan Jaffar`` + `` Al-Alawi``), or preceded by
    ``Word-``, ``Word^`` or particles (``van der`` + ``Merwe``).  A lone lower-case particle
    that is also an English word (``van``, ``ten``) is taken only inside a join, an ALL CAPS
    particle only next to an ALL CAPS name (``NIC`` is the nurse in charge).
``institution``
    a HOSPITAL or ORGANIZATION span whose last word is an institution's head word (school,
    hospital, university, trust...) followed by ``of`` and title-case words (``Liverpool School``
    + `` of Tropical Medicine``), or a span ending in ``of`` followed by them.  ``for`` was
    measured and dropped (``Harbor Endodontics for RCT``), and ALL CAPS words are not taken.
``country``
    a LOCATION span preceded by a state's style (``Kingdom of``, ``Republic of the``...).
``address``
    a LOCATION span preceded by a unit designator and its number and a comma (``Flat 12,``),
    unless a comma precedes the unit (then the span is a town after a longer address), or
    followed by one (``, Top 17``, `` apt C``).  A unit that is a span of its own is not joined
    to the next one: a town follows it more often than a street (measured on the development
    sets: 1 true and 5 false completions).  An inverted
    ``Surname, Given`` name is not joined either: a comma between two name spans separates two
    people more often than it inverts one (measured: 12 true and 49 false tokens).

``unit`` and ``institution_before`` (:mod:`multideid.complete_world`)
    unit, floor and door designators after a house number in many countries' orders (``, stan
    14``, ``3. em. 12.``, ``3º Esq.``, ``n° 55,`` before a street), and a French, Portuguese,
    Spanish, Italian or Dutch institution head before a span (``Cliniques Universitaires de`` +
    ``Kinshasa``); the only form that relabels: a place or person span grown into an institution
    becomes HOSPITAL or ORGANIZATION.  Measured with model s24-A on sets 1-8, 11-14, held-out and
    presidio-synth: units 4 true / 0 false tokens, heads 5 / 0 (sets 9-10 counted only: 1 / 0 and
    2 / 0); a holiday-name tail form was dropped (no development set had one).

The step sees a document's final spans after the non-PHI veto and before propagation
(``multideid.ensemble.Ensemble.predict``), so that propagation spreads the completed names, and
it never extends over a span the veto dropped or over a clinical term the veto's lists find
(:func:`multideid.nonphi.find_regions`; hyphenated eponyms such as ``Dix-Hallpike`` too), so it
cannot bring back what the veto removed.  Long documents are predicted in chunks
(multideid.chunking); a completion reaches at most 80 characters past a span, far less than the
chunks' overlap (2,000), so both chunks of an overlap complete its spans alike and the merge,
which keeps each span from the chunk owning its middle, reports it once.
English documents only, like the floors.  A model whose stored config predates the key does
nothing (its output does not change under newer code).  Measured in docs/architecture.md.
"""

from __future__ import annotations

import re
from functools import lru_cache
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import replace

from multideid.complete_world import WORLD_CLASSES, grow_world
from multideid.document import Span
from multideid.nonphi import find_regions
from multideid.nonphi.lists import read_list

__all__ = ["CLASSES", "complete_spans", "enabled"]

#: the completion classes (module docstring); counted per class by :func:`complete_spans`
CLASSES = ("join", "name", "institution", "country", "address", *WORLD_CLASSES)

NAMES = frozenset({"PATIENT", "DOCTOR"})
INSTITUTIONS = frozenset({"HOSPITAL", "ORGANIZATION"})
# a name span may run into a place or institution span the tagger mislabelled (``Pemberton-Hale``)
NAMEISH = NAMES | INSTITUTIONS | {"LOCATION"}

# name particles of many traditions (Welsh, Arabic, Malay, Dutch, German, Romance, Gaelic...);
# lower case or capitalised; ``Mac``/``Nic``/``Ni`` also head Gaelic patronymics
_PARTICLES = (r"ap|ab|ferch|verch|bin|binti|bint|ibn|bte|ben|bat|abu|van|von|der|den|ter|ten|zu|vom|"
              r"de|del|della|dello|dei|degli|di|da|das|dos|du|des|la|le|lo|los|las|al|el|ul|y|e|"
              r"mac|mc|nic|ni|ní|ui|uí|an|a'|t-")
# of these, lower-case words of English or of clinical shorthand are taken only between two name
# parts (a ``join``), never at a span's edge: ``the van Kensington``, ``ten Paracetamol``
_EDGE_UNSAFE = frozenset({"van", "ten", "den", "bin", "ben", "bat", "la", "le", "lo", "e", "y", "an", "a'",
                          "ui", "ni", "des", "das", "dos", "al", "el"})
# a lone lower-case particle before a span is taken only when it is one of these, which no
# Romance institution name uses (``Ministerio de Sanidad``, ``Centro de Salud``)
_BEFORE_SAFE = frozenset({"ap", "ab", "ferch", "verch", "binti", "bint", "ibn", "von", "zu", "ter", "del",
                          "della", "di", "da", "du"})
# the last word of an institution span that takes `` of X`` (``Liverpool School`` of ...)
_HEADS = frozenset("""school college university institute institution hospital hospitals infirmary centre center
clinic clinics society trust foundation association federation board council authority ministry academy
agency corporation company bank church partners laboratory laboratories commission fund sisters
brothers order league""".split())
_PART = rf"(?:{_PARTICLES})"
_W = r"[^\W\d_]"  # a letter
# a capitalised name word, with hyphen or apostrophe parts (``Okwuosa-Brandt``, ``O'Callaghan``)
_CAP = rf"(?=[^\W\d_])(?:{_W}{{1,3}}')?{_W}[\w]*(?:[-'’]{_W}+)*"

_NAME_JOINT = re.compile(rf"(?:[-'’]|[ \t]*[\"“”][ \t]*|[ \t]*[\"“”][ \t]*(?:{_CAP})[\"“”][ \t]*|\^+|[ \t]+(?:{_PART}[ \t]+)*{_PART}[ \t]+|[ \t]+{_PART}-)", re.I)
_INST_JOINT = re.compile(r"[ \t]+of(?:[ \t]+the)?[ \t]+", re.I)
_DATE_JOINT = re.compile(r",[ \t]*|[ \t]+the[ \t]+", re.I)
_WEEKDAY = re.compile(r"(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?\.?", re.I)

_NAME_AFTER = re.compile(rf"(?:[-'’^]|[ \t]+(?P<parts>(?:{_PART}[ \t]+)*{_PART})[ \t]+|[ \t]+(?P<pre>{_PART})-)(?P<word>{_CAP})", re.I)
# a nickname in quotes after a name (``Margaret "Peg"``)
_NICK_AFTER = re.compile(rf"[ \t]+[\"“](?P<word>{_CAP})[\"”](?![\w\"”])")
_NAME_BEFORE = re.compile(rf"(?<![\w'’])(?:(?P<word>{_CAP})(?:[-'’^])|(?P<parts>(?:{_PART}[ \t]+)*{_PART})[ \t]+|(?P<gaelic>(?:{_PART}[ \t]+)+[thn]-))$", re.I)
_INST_AFTER = re.compile(rf"[ \t]+of(?:[ \t]+the)?(?P<words>(?:[ \t]+{_CAP})+)", re.I)
_INST_TAIL = re.compile(r"[ \t]of(?:[ \t]+the)?$", re.I)
_CAPS_AFTER = re.compile(rf"(?:[ \t]+(?:the[ \t]+)?)(?P<words>{_CAP}(?:[ \t]+{_CAP})*)")
_COUNTRY_BEFORE = re.compile(
    r"(?:(?:United|Federal|Federated|Islamic|Democratic|People's|Socialist|Arab|Plurinational|Bolivarian|"
    r"Co-operative|Cooperative|Independent|Hashemite|Oriental)[ \t]+)*"
    r"(?:Kingdom|Republic|Sultanate|Emirate|State|Principality|Grand[ \t]+Duchy|Commonwealth|Federation|"
    r"Union|Islands)[ \t]+of[ \t]+(?:the[ \t]+)?$", re.I)
_UNIT = (r"flat|unit|apt\.?|apartment|apto\.?|suite|ste\.?|bungalow|block|blk\.?|villa|house|"
         r"building|bldg\.?|floor|top|stiege|tür|bât\.?|bat\.?|bte|bus|dom|kv\.?|casa|piso|depto\.?|plot|lot")
_ADDRESS_BEFORE = re.compile(rf"(?<![\w.])(?:{_UNIT})(?<=[\w.])[ \t]*(?:no\.?[ \t]*)?#?(?:\d[\w/-]{{0,4}}|[A-Z]),[ \t]*$", re.I)
_ADDRESS_AFTER = re.compile(rf"(?:,[ \t]*|[ \t]+)(?:{_UNIT})[ \t]*(?:no\.?[ \t]*)?#?\d[\w/-]{{0,4}}(?![\w])|"
                            rf"(?:,[ \t]*|[ \t]+)(?:apt\.?|apto\.?|flat|unit|suite|top|kv\.?|bte)[ \t]*#?[A-Z]\b", re.I)


def enabled(cfg: Mapping | None) -> bool:
    """``[run] complete``; a model whose stored config predates the key does nothing.  A value
    that is not a boolean is refused (:class:`multideid.config.ConfigError` is raised by the
    config's own checks for a TOML file; this guards a hand-edited stored config)."""
    run = (cfg or {}).get("run", {}) or {}
    value = run.get("complete", False)
    if not isinstance(value, bool):
        raise ValueError(f"[run] complete must be true or false (got {type(value).__name__})")
    return value


@lru_cache(maxsize=1)
def _hyphenated_eponyms() -> frozenset[str]:
    """The eponyms of the non-PHI lists written with a hyphen (``Dix-Hallpike``): a name part
    joined by a hyphen never makes one (the lists veto them only before a head noun)."""
    terms = (line.split("|")[0].strip().lower() for line in read_list("eponyms.txt").splitlines()
             if not line.startswith("#"))
    return frozenset(t for t in terms if "-" in t)


def _eponym_at(text: str, a: int, b: int) -> bool:
    """The hyphenated word around ``[a, b)`` is a listed eponym."""
    while a > 0 and (text[a - 1].isalpha() or text[a - 1] == "-"):
        a -= 1
    while b < len(text) and (text[b].isalpha() or text[b] == "-"):
        b += 1
    return text[a:b].lower() in _hyphenated_eponyms()


def _edge_safe(parts: str | None, span: str, before: bool = False) -> bool:
    """Particles at a span's edge: not a lone lower-case word English or shorthand also uses, not
    an ALL CAPS word next to a mixed-case name (``NIC Morven Sillars``: the nurse in charge)."""
    if not parts:
        return True
    words = parts.split()
    if len(words) == 1 and words[0].islower():
        if words[0] in _EDGE_UNSAFE or before and words[0] not in _BEFORE_SAFE:
            return False
    return not any(w.isupper() and len(w) > 1 for w in words) or span.isupper()


def _part_fits(word: str, span: str) -> bool:
    """A joined word part is capitalised, and ALL CAPS only next to an ALL CAPS name
    (``QuantiFERON-TB`` is a test, ``O'CALLAGHAN-MBEKI`` a name)."""
    return _capitalised(word) and (not word.isupper() or len(word) > 1 and span.isupper())


def _capitalised(word: str) -> bool:
    first = next((c for c in word if c.isalpha()), "")
    return bool(first) and first.isupper()


def _joint(text: str, a: Span, b: Span) -> bool:
    gap = text[a.end:b.start]
    if not gap or "\n" in gap or len(gap) > 24:
        return False
    if a.label in NAMES and b.label in NAMEISH or b.label in NAMES and a.label in NAMEISH:
        return bool(_NAME_JOINT.fullmatch(gap)) and _capitalised(text[b.start:b.end])
    if a.label in INSTITUTIONS and b.label in INSTITUTIONS | {"LOCATION"}:  # ``Hospital`` + ``of`` + ``Mongolia``
        return bool(_INST_JOINT.fullmatch(gap)) and text[a.start:a.end].split()[-1].lower() in _HEADS
    if a.label == "DATE" == b.label:
        return bool(_DATE_JOINT.fullmatch(gap)) and bool(_WEEKDAY.fullmatch(text[a.start:a.end].strip()))
    return False


#: how far a completion reaches beyond a span's edge (characters): names, states and units are
#: short, and the bound keeps each search linear on long runs without a line break
_REACH = 80


def _grow(text: str, s: Span, lo: int, hi: int) -> tuple[int, int, str] | None:
    """The new ``(start, end, class)`` of one span, or None; ``lo``/``hi`` bound it (the
    neighbouring spans, vetoed spans and the line)."""
    after = text[s.end:min(hi, s.end + _REACH)]
    lo = max(lo, s.start - _REACH)  # searched with ``pos``: look-behinds still see the text before
    if s.label in NAMES:
        own = text[s.start:s.end]
        m = _NAME_AFTER.match(after)
        if m and _part_fits(m.group("word"), own) and _edge_safe(m.group("parts"), own):
            return s.start, s.end + m.end(), "name"
        m = _NICK_AFTER.match(after)
        if m and _part_fits(m.group("word"), own):
            return s.start, s.end + m.end(), "name"
        m = _NAME_BEFORE.search(text, lo, s.start)
        if m and (m.group("word") is None or _part_fits(m.group("word"), own)) \
                and _edge_safe(m.group("parts"), own, before=True) and _capitalised(own):
            return m.start(), s.end, "name"
    if s.label in INSTITUTIONS:
        own = text[s.start:s.end]
        m = _INST_AFTER.match(after) if own.split()[-1:] and own.split()[-1].lower() in _HEADS else None
        if m is None and _INST_TAIL.search(own):  # the span ends in ``of``: ``Canine Partners of``
            m = _CAPS_AFTER.match(after)
        if m:
            run = _title_run(after, m.start("words"), m.end("words"))
            if run:
                return s.start, s.end + run, "institution"
    if s.label == "LOCATION":
        m = _COUNTRY_BEFORE.search(text, lo, s.start)
        if m and _capitalised(text[s.start:s.end]):
            return m.start(), s.end, "country"
        m = _ADDRESS_BEFORE.search(text, lo, s.start)
        if m and not text[lo:m.start()].rstrip().endswith(","):  # ``Q. 14, casa 55, Maputo``: a town after
            return m.start(), s.end, "address"
        m = _ADDRESS_AFTER.match(after)
        if m:
            return s.start, s.end + m.end(), "address"
    return None


def _title_run(text: str, a: int, b: int) -> int:
    """The end of the leading run of title-case words of ``text[a:b]`` (an ALL CAPS word ends
    it: capitals say nothing in ALL CAPS text), or 0 when there is none."""
    end = 0
    for m in re.finditer(r"\S+", text[a:b]):
        if not (_capitalised(m.group()) and not m.group().isupper()):
            break
        end = a + m.end()
    return end


def _line_bounds(text: str, start: int, end: int) -> tuple[int, int]:
    lo = text.rfind("\n", 0, start) + 1
    hi = text.find("\n", end)
    return lo, len(text) if hi < 0 else hi


def complete_spans(text: str, spans: Sequence[Span], *, vetoed: Iterable[Span] = (),
                   rounds: int = 4) -> tuple[list[Span], list[tuple[str, Span, Span]]]:
    """``(the completed spans, the completions)``: each completion is ``(class, span before,
    span after)`` (a merged span's second part is not listed again).  Characters of ``vetoed``
    and of the clinical terms the non-PHI veto knows (:func:`multideid.nonphi.find_regions`:
    ``Dix-Hallpike``) are never covered.  The result covers every character ``spans`` covers, with the same labels."""
    final = sorted(spans)
    done: list[tuple[str, Span, Span]] = []
    blocked = sorted((v.start, v.end) for v in vetoed)
    regions: list[tuple[int, int]] | None = None  # clinical terms, found on the first candidate

    def free(a: int, b: int) -> bool:
        nonlocal regions
        if a >= b:
            return True
        if regions is None:
            regions = [(r.start, r.end) for r in find_regions(text)]
        return not any(x < b and a < y for x, y in (*blocked, *regions))

    for _ in range(rounds):
        changed = False
        # joins: a span, the joint, the next span
        out: list[Span] = []
        for s in final:
            if out and out[-1].end <= s.start and _joint(text, out[-1], s) and free(out[-1].end, s.start) \
                    and not _eponym_at(text, out[-1].end, s.start):  # ``Stevens-Johnson``
                a = out[-1]
                if a.label == s.label:
                    out[-1] = replace(a, end=max(a.end, s.end))
                    done.append(("join", a, out[-1]))
                    continue
                end = s.start
                while end > a.end and text[end - 1].isspace():  # the next span's label starts after the space
                    end -= 1
                if end > a.end:
                    out[-1] = replace(a, end=end)
                    done.append(("join", a, out[-1]))
                    changed = True
            out.append(s)
        changed = changed or len(out) != len(final)
        final = out
        # edges: each span against its line and its neighbours
        for k, s in enumerate(final):
            lo, hi = _line_bounds(text, s.start, s.end)
            if k > 0:
                lo = max(lo, final[k - 1].end)
            if k + 1 < len(final):
                hi = min(hi, final[k + 1].start)
            grown = _grow(text, s, lo, hi)
            grown = (*grown, s.label) if grown else grow_world(text, s, lo, hi, _REACH)  # complete_world
            if grown is None:
                continue
            a, b, cls, label = grown
            a, b = min(a, s.start), max(b, s.end)
            if (a, b) == (s.start, s.end) or not free(a, s.start) or not free(s.end, b) \
                    or cls == "name" and _eponym_at(text, a, b):
                continue
            final[k] = replace(s, start=a, end=b, label=label)
            done.append((cls, s, final[k]))
            changed = True
        if not changed:
            break
    return final, done
