"""Document-level propagation of the final spans: a string the model tagged at one mention is
tagged at its other exact mentions in the same document (``[run] propagate``).

A de-identifier is judged by what it leaks, and a name tagged in the header but missed in the
body leaks whole: the surrogate step replaces the tagged mention and leaves the other one in
the released text.  This step runs on the *final* spans of a combiner or the stacker
(:meth:`multideid.ensemble.Ensemble.predict`), never as a rule feeding the learned bases (a
rule that fires on most names of the training notes becomes the feature the learned bases
lean on, and out of distribution they then catch fewer names: docs/english_model.md, session 8).

What is propagated, for a span whose label (or the label's coarse class,
:data:`multideid.labels.MEDDOCAN_COARSE` etc.) is one of the configured classes:

* its exact string (case-sensitive; the whitespace between its words may differ, one line
  break at most), at every other mention that is word-bounded (not inside ``Smithson``,
  ``Smith-Jones``, ``smith@host`` or ``AB-12345-6``) and overlaps no span already there,
  with the label the document's mentions of that string carry most often;
* never a string shorter than 3 characters (4 for an ID), without a letter (names, places) or
  without a digit (IDs), nor one whose every word is a common word of the document's language
  (the gazetteer's stop set: ``May``, ``Will``, ``Rose``, ``Hope``, ``Mark``, ``Guerra``);
* a person name made only of common words (``Cook``, ``Barrett``, ``Dean``: the stop set blocks
  them above) only where the mention reads as a name: written in title case like the tagged one
  (in a note that is not ALL CAPS), not opening a sentence or a line (unless a title precedes:
  ``Dr. Cook``), not a month or weekday name, and not followed by a medical eponym's noun
  (``Bell's palsy``, ``Parkinson's disease``, ``Barrett's esophagus``);
* a ward tagged as a HOSPITAL, a capitalised word and a number (``White 6``, ``Ellison 10B``),
  although its word is a common word;
* with ``name_parts``, also each capitalised word of a multi-word person name (not an initial,
  a title, a common word, a month or weekday name) where it stands alone right after a title
  (``Mr.``, ``Dr.``, ``Sra.``, ...): ``Daisy Vazquez`` ... ``Mrs. Vazquez``, or where it reads
  as a name as above (``directed by Joakim Westgård and starring Westgård``).

The step is a pure function of the document's text and spans (and of the pinned gazetteer
stop words), so a model's output stays reproducible.  Documents longer than ``[run]
chunk_chars`` are predicted in chunks (:mod:`multideid.chunking`): propagation then works
inside each chunk.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Iterable, Mapping, Sequence
from functools import lru_cache

from multideid.document import Span
from multideid.errors import ConfigError

__all__ = ["DEFAULT_CLASSES", "SOURCE", "check_classes", "coarse_class", "propagate_document", "propagate_spans",
           "settings"]

#: the ``source`` of a span added by propagation (visible in ``run --format jsonl``)
SOURCE = "propagate"

#: default ``[run] propagate``: the classes whose other mentions are tagged (see docs/english_model.md,
#: session 9, for the measurement behind this choice)
DEFAULT_CLASSES: tuple[str, ...] = ("PATIENT", "DOCTOR", "USERNAME", "HOSPITAL", "ORGANIZATION", "LOCATION", "ID")

#: person classes: the ones whose words are also propagated alone after a title (``name_parts``)
PERSON_CLASSES = frozenset({"PATIENT", "DOCTOR", "NAME", "PERSON"})

#: titles before a surname (many languages; compared without the final period, case-folded)
TITLES = frozenset([
    "mr", "mrs", "ms", "miss", "mx", "dr", "prof", "sir", "madam", "mister", "doctor", "nurse",  # en
    "sr", "sra", "srta", "dra", "dña", "don", "doña", "señor", "señora", "señorita",  # es
    "herr", "frau", "fr", "hr", "mme", "mlle", "m", "sig", "sigra", "dott", "dottssa",  # de, fr, it
])

_ID_CLASSES = frozenset({"ID"})


@lru_cache(maxsize=1)
def _coarse_tables() -> tuple[Mapping, ...]:
    from multideid.labels import (
        DEIDGATE_TO_PROJECT,
        I2B2_2014_TO_PROJECT,
        MEDDOCAN_COARSE,
        PRESIDIO_TO_PROJECT,
    )

    return (MEDDOCAN_COARSE, I2B2_2014_TO_PROJECT, PRESIDIO_TO_PROJECT, DEIDGATE_TO_PROJECT)


def coarse_class(label: str) -> str:
    """The project class of ``label`` (itself when it is one, else through the named label
    maps: ``NOMBRE_SUJETO_ASISTENCIA`` -> ``PATIENT``, ``CITY`` -> ``LOCATION``)."""
    from multideid.labels import PROJECT_CLASSES

    if label in PROJECT_CLASSES:
        return label
    for table in _coarse_tables():
        c = table.get(label)
        if c:
            return c
    return label


@lru_cache(maxsize=1)
def _known_names() -> frozenset[str]:
    from multideid.labels import PROJECT_CLASSES

    names = set(PROJECT_CLASSES)
    for table in _coarse_tables():
        names.update(table)
        names.update(v for v in table.values() if v)
    return frozenset(names)


def check_classes(value, where: str = "[run] propagate", source: str | None = None) -> list[str]:
    """The configured class list, validated: a list of known class or label names (the
    project's classes, or any label of the named label maps)."""
    if not isinstance(value, (list, tuple)) or not all(isinstance(v, str) for v in value):
        raise ConfigError(f"{where} must be a list of class names (got {type(value).__name__})", source)
    known = _known_names()
    for v in value:
        if v not in known:
            from multideid.registry import suggest

            raise ConfigError(f"{where}: unknown class {v!r}{suggest(v, sorted(known))}; "
                              "use project classes such as PATIENT, LOCATION, ID", source)
    return list(value)


def settings(cfg: Mapping | None) -> tuple[frozenset[str], bool]:
    """``(classes, name_parts)`` from a config's ``[run]`` table.  A model whose stored config
    predates these keys propagates nothing (its output does not change under newer code)."""
    run = (cfg or {}).get("run", {}) or {}
    classes = frozenset(check_classes(run.get("propagate", [])))
    return classes, bool(run.get("propagate_name_parts", False)) and bool(classes)


# --------------------------------------------------------------------------- guards


@lru_cache(maxsize=4)
def _stop_words(language: str) -> frozenset[str]:
    from multideid.base_systems.gazetteers import load_gazetteer
    from multideid.lang import SUPPORTED

    langs = (language,) if language in SUPPORTED else SUPPORTED
    out: set[str] = set()
    for lang in langs:
        out.update(load_gazetteer(lang).stop)
    return frozenset(out)


def _norm(word: str) -> str:
    from multideid.base_systems.gazetteers import norm

    return norm(word)


_WORD = re.compile(r"\w+")


def _eligible(s: str, cls: str, stop: frozenset[str]) -> bool:
    """Whether the string ``s`` of a span of coarse class ``cls`` may be propagated."""
    core = s.strip()
    if len(core) < (4 if cls in _ID_CLASSES else 3) or len(core) > 200:
        return False
    if cls in _ID_CLASSES:
        return any(c.isdigit() for c in core)
    if not any(c.isalpha() for c in core):
        return False
    words = [w for w in _WORD.findall(core) if not w.isdigit()]
    if cls == "HOSPITAL" and _WARD.fullmatch(core):  # a ward: a capitalised word and a number ("White 6")
        return True
    return any(len(w) > 1 and _norm(w) not in stop for w in words)


#: a hospital ward or unit named by a capitalised word and a number ("White 6", "Ellison 10B")
_WARD = re.compile(r"[A-Z][a-z]{2,}[ ]\d{1,2}[A-Z]?")


#: words after a surname that make it a medical eponym, not a person ("Bell's palsy")
EPONYM_NOUNS = frozenset("""disease disorder palsy syndrome sign signs esophagus oesophagus phenomenon test score
    criteria scale classification maneuver manoeuvre reflex node nodes fracture fractures ulcer lymphoma sarcoma
    tumor tumour procedure operation repair incision triad law lesion lesions ring cell cells body bodies
    solution catheter tube stain formula equation index position method technique thyroiditis encephalopathy
    encephalitis dementia chorea contracture cyst deformity diverticulum hernia anomaly anemia anaemia""".split())
_CALENDAR = frozenset("""january february march april may june july august september october november december
    monday tuesday wednesday thursday friday saturday sunday""".split())
_TITLE_WORD = re.compile(r"[A-Z][a-z'’]+(?:-[A-Z][a-z'’]+)?")


def _common_name(s: str, cls: str) -> bool:
    """A person name the stop set blocks, in title case, that may still be propagated where it
    reads as a name (:func:`_reads_as_name`)."""
    words = s.split()
    return (cls in PERSON_CLASSES and 1 <= len(words) <= 3 and len(s) >= 3
            and all(_TITLE_WORD.fullmatch(w) for w in words)
            and not any(_norm(w) in _CALENDAR for w in words))


def _reads_as_name(text: str, start: int, end: int) -> bool:
    """A mention of a common-word name that is a name: not opening a sentence or line (unless
    after a title), in a text that is not ALL CAPS, not followed by an eponym's noun."""
    before = text[max(0, start - 40):start].rstrip(" \t")
    if (not before or before[-1] in "\n.!?:;*#>•\"“(-–—") and not _after_title(text, start):
        return False
    m = re.match(r"(?:['’]s)?[ \t]+(\w+)", text[end:end + 40])
    if m and _norm(m.group(1)) in EPONYM_NOUNS:
        return False
    letters = [c for c in text[max(0, start - 200):end + 200] if c.isalpha()]
    return sum(c.islower() for c in letters) * 2 > len(letters)


def _pattern(s: str) -> re.Pattern:
    """Word-bounded, case-sensitive; the whitespace between words may vary (one line break)."""
    parts = [re.escape(p) for p in s.split()]
    body = r"(?:[ \t]+|[ \t]*\n[ \t]*)".join(parts)
    head = r"(?<![\w\-/@])" if s[0].isalnum() else ""
    tail = r"(?!\w)(?![-/@]\w)(?!\.\w)" if s[-1].isalnum() or s[-1] == "." else ""
    return re.compile(head + body + tail)


def _name_parts(s: str, stop: frozenset[str]) -> list[str]:
    words = s.split()
    if len(words) < 2:
        return []
    out = []
    for w in words:
        w = w.strip(",;:")
        if w.endswith(("'s", "’s")):
            w = w[:-2]
        w = w.rstrip(".")
        if len(w) < 3 or not w[0].isupper() or not w.replace("-", "").replace("'", "").isalpha():
            continue
        k = _norm(w)
        if k in TITLES or k in stop:
            continue
        out.append(w)
    return out


def _after_title(text: str, start: int) -> bool:
    m = re.search(r"(\w+)\.?[ \t]+$", text[max(0, start - 16):start])
    return bool(m) and _norm(m.group(1)) in TITLES


# --------------------------------------------------------------------------- the step


def propagate_spans(text: str, spans: Sequence[Span], classes: Iterable[str], *, name_parts: bool = False,
                    language: str | None = None) -> list[Span]:
    """``spans`` plus the propagated mentions, sorted.  ``classes`` are class or label names
    (a span qualifies when its label or its coarse class is one of them); ``language``
    chooses the common-word list (``None``: detected from ``text``)."""
    classes = frozenset(classes)
    if not classes or not spans:
        return sorted(spans)
    if language is None:
        from multideid.lang import detect_language

        language = detect_language(text)
    stop = _stop_words(language)
    labels: dict[str, Counter] = defaultdict(Counter)
    scores: dict[str, float] = {}
    parts: dict[str, Counter] = defaultdict(Counter)
    common: dict[str, Counter] = defaultdict(Counter)  # person names of common words (guarded)
    for sp in sorted(spans):
        cls = coarse_class(sp.label)
        if sp.label not in classes and cls not in classes:
            continue
        s = text[sp.start:sp.end]
        if not s or s != s.strip():
            s = s.strip()
        if _eligible(s, cls, stop):
            labels[s][sp.label] += 1
            scores[s] = max(scores.get(s, 0.0), float(sp.score))
        elif _common_name(s, cls):
            common[s][sp.label] += 1
            scores[s] = max(scores.get(s, 0.0), float(sp.score))
        if name_parts and cls in PERSON_CLASSES:
            for w in _name_parts(s, stop):
                parts[w][sp.label] += 1
                scores.setdefault(w, float(sp.score))
    if not labels and not parts and not common:
        return sorted(spans)
    covered = bytearray(len(text) + 1)
    for sp in spans:
        covered[sp.start:sp.end] = b"\1" * (sp.end - sp.start)
    out = list(spans)

    def free(a: int, b: int) -> bool:
        return covered.find(1, a, b) < 0

    def add(a: int, b: int, label: str, score: float) -> None:
        covered[a:b] = b"\1" * (b - a)
        out.append(Span(a, b, label, score, SOURCE))

    starts: dict[str, list[int]] = defaultdict(list)  # word -> its offsets: one pass over the text
    for m in _WORD.finditer(text):
        starts[m.group()].append(m.start())

    def mentions(s: str):
        pat = _pattern(s)
        head = _WORD.match(s)
        if head is None:  # starts with punctuation: scan the text
            yield from pat.finditer(text)
            return
        for pos in starts.get(head.group(), ()):
            m = pat.match(text, pos)
            if m:
                yield m

    for s in sorted(labels, key=lambda x: (-len(x), x)):
        label = labels[s].most_common(1)[0][0]
        for m in mentions(s):
            if free(m.start(), m.end()):
                add(m.start(), m.end(), label, scores[s])
    for s in sorted(common, key=lambda x: (-len(x), x)):
        label = common[s].most_common(1)[0][0]
        for m in mentions(s):
            if free(m.start(), m.end()) and _reads_as_name(text, m.start(), m.end()):
                add(m.start(), m.end(), label, scores[s])
    for w in sorted(parts, key=lambda x: (-len(x), x)):
        if w in labels or w in common:
            continue
        label = parts[w].most_common(1)[0][0]
        if _norm(w) in _CALENDAR:
            continue
        for m in mentions(w):
            if free(m.start(), m.end()) and (_after_title(text, m.start()) or _reads_as_name(text, m.start(), m.end())):
                add(m.start(), m.end(), label, scores[w])
    return sorted(out)


def propagate_document(doc, spans: Sequence[Span], cfg: Mapping | None) -> list[Span]:
    """:func:`propagate_spans` with a config's ``[run] propagate`` settings on a
    :class:`~multideid.document.Document` (its ``metadata["language"]`` chooses the common
    words); ``spans`` unchanged when propagation is off."""
    classes, parts = settings(cfg)
    if not classes:
        return list(spans)
    from multideid.document import LANGUAGE_KEY

    return propagate_spans(doc.text, spans, classes, name_parts=parts, language=doc.metadata.get(LANGUAGE_KEY))
