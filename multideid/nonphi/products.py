"""Learned-only spans on a product's name before its model token (docs/nonphi.md, "Learned-only
product models").

On English text unlike its synthetic training notes, the learned token taggers (CRF, SVM) take
the brand and model names of devices, dressings and inhalers for names or places where nothing
else does (``Aquacel Extra``, ``Zetuvit Plus``, ``Permobil F5``, ``Xience Skypoint 3.0 x 23``).
A person's name is not followed by a model token; so a final span of a vetoable class
(:data:`multideid.nonphi.lists.VETO_CLASSES`) that no base needing no training (rules,
dictionary, presidio) overlaps is dropped when all of these hold:

* its core (without white space and punctuation around it; a word cut by the span is taken
  whole) is one to three **brand words** (a capital then lower-case letters, inner capitals
  allowed: ``DreamWear``), optionally followed by model tokens, and nothing else;
* right after the brand words (inside the span or after one space) stand one or two **model
  tokens**: a model word of :data:`MODEL_WORDS` (``Plus``, ``Pro``, ``Extra``, ``Ultra``,
  ``Flex``...), a short letter-digit code (``F5``, ``DL200``, ``3NG``, ``K2``, ``3D``: letters
  and digits both), a series letter (``K-Series``) or a size (``3.0 x 23``); a bare number is
  no model (``Maria 45``);
* no brand word is a first name, surname or place of the English gazetteer, a month or a day
  (``Jay J3`` stays), nor a place or room word (:data:`PLACE_WORDS`: ``Ward 7B``, ``Bed 4A``);
* the capitalised run holding the brand words has at most three words (no capitalised word
  right before them), no place preposition (:data:`PLACE_BEFORE`: ``admitted to Feldberg 8F``,
  a ward) stands right before them, and no capitalised word follows the model tokens
  (``Zenith Pro Services``, an organisation's name, stays);
* no name cue stands right before the span (``Dr``, ``Patient:``...), the code is no postcode's
  outward part (``BT9 7AB``, ``SW1A``), and no other final span nor a knowledge span touches
  the model tokens (an ID, a postcode, a date predicted there).

The same module drops a learned-only span that is exactly a **markup control word** of an RTF
or LaTeX document (:func:`learned_only_markup`): lower-case letters and an optional number right
after a single backslash (``\\rtf1``, ``\\fonttbl``, ``\\viewkind4``, ``\\documentclass``,
``\\maketitle``) in a document that opens RTF (``{\\rtf``) or LaTeX (``\\documentclass``,
``\\begin{document}``); an escaped backslash (``\\\\Smith``), an RTF character escape
(``\\'e9``) and the text between control words are never touched.

A caller that passes no learned bases' spans gets no drop (fails closed).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from multideid.document import Coverage, Span
from multideid.nonphi.forms import learned_only_candidates, split_dropped
from multideid.nonphi.regions import name_place_words

__all__ = ["MODEL_WORDS", "PLACE_BEFORE", "PLACE_WORDS", "control_word", "learned_only_markup", "learned_only_products",
           "product_model"]

#: model and variant words written after a brand (as written, capitalised)
MODEL_WORDS = frozenset("Plus Pro Extra Ultra Max Flex Lite Mini Hydro Duo XL XT Ag Ag+ 3D".split())
#: words a room, ward, bed or address number follows (``Ward 7B``): never a brand
PLACE_WORDS = frozenset("""ward room rm bed bay unit floor suite building bldg block level wing apt apartment flat pod
    zone gate station route highway hwy box lot cubicle theatre theater clinic door desk lane road street avenue
    hall house court office dept department area sector phase stage grade type class""".split())
#: words before a place (``admitted to Feldberg 8F``): a ward or street may follow them
PLACE_BEFORE = frozenset("to at in from on near via into".split())
_DAYS_MONTHS = frozenset("""monday tuesday wednesday thursday friday saturday sunday january february march april may
    june july august september october november december""".split())

_BRAND = re.compile(r"[A-Z][a-zà-öø-ÿ]+(?:[A-Z][a-zà-öø-ÿ]+)*")
_CODE = re.compile(r"(?=[A-Za-z]*\d)(?=\d*[A-Z])(?:[A-Z]{1,3}\d{1,4}[A-Za-z]{0,2}|\d{1,2}[A-Z]{2,3})")
_SERIES = re.compile(r"[A-Z]-[A-Z][a-z]+")
_SIZE = re.compile(r"\d{1,2}(?:\.\d{1,2})?[ \t]?[x×][ \t]?\d{1,3}(?:\.\d{1,2})?")
_POSTCODE_IN = re.compile(r"[ \t]+\d[A-Z]{2}\b")
_WORD_AT = re.compile(r"[^\s,;:()\[\]]+")
_PUNCT_END = ".,;:)]}'\"!?"


def _model_at(text: str, i: int) -> int:
    """End of a model token starting at ``i``, or -1."""
    m = _SIZE.match(text, i)
    if m and (m.end() >= len(text) or not text[m.end()].isalnum()):
        return m.end()
    w = _WORD_AT.match(text, i)
    if not w:
        return -1
    tok = w.group().rstrip(_PUNCT_END) if not w.group().endswith("+") else w.group()
    end = i + len(tok)
    if tok in MODEL_WORDS or _SERIES.fullmatch(tok):
        return end
    if _CODE.fullmatch(tok) and not _POSTCODE_IN.match(text, end):
        return end
    return -1


def _bad_brand(word: str) -> bool:
    from multideid.base_systems.gazetteers import norm

    low = word.casefold()
    return low in PLACE_WORDS or low in _DAYS_MONTHS or norm(word) in name_place_words()


def product_model(text: str, a: int, b: int) -> tuple[int, int] | None:
    """``(brand_start, model_end)`` when the core ``[a, b)`` of a span is brand words before
    their model tokens (the rules of the module docstring, apart from the spans' guards), else
    None."""
    # a word cut by the span is taken whole ("Küschall K-" of "Küschall K-Series")
    while b < len(text) and (text[b].isalnum() or (text[b] == "-" and b + 1 < len(text) and text[b + 1].isalnum())):
        b += 1
    i, brands = a, 0
    while True:
        m = _BRAND.match(text, i)
        if not m or (m.end() < len(text) and (text[m.end()].isalnum() or text[m.end()] in "-'’")):
            break
        if _bad_brand(m.group()):
            return None
        brands += 1
        i = m.end()
        if i >= b or text[i] != " ":
            break
        if _model_at(text, i + 1) >= 0:
            break
        i += 1
    if not brands or brands > 3:
        return None
    # the brand words are the whole capitalised run: no capitalised word right before them
    before = text[max(0, a - 40):a]
    pw = re.search(r"([^\W\d_][\w'’-]*)[ \t]+$", before)
    if pw and (pw.group(1)[0].isupper() or pw.group(1).casefold() in PLACE_BEFORE):
        return None
    models = 0
    while models < 2 and i < len(text) and text[i] == " ":
        end = _model_at(text, i + 1)
        if end < 0:
            break
        models += 1
        i = end
    if not models or i < b:  # no model, or the span holds more than brand and model
        return None
    nw = re.match(r"[ \t]+([^\W\d_])", text[i:i + 40])
    if nw and nw.group(1).isupper():
        return None
    return a, i


def learned_only_products(text: str, spans: Sequence[Span], *, knowledge: Sequence[Span],
                          learned: Sequence[Sequence[Span]]) -> tuple[list[Span], list[Span]]:
    """``(kept, dropped)``: spans of a vetoable class with no knowledge-base span on them and no
    name cue before them whose core is a product's brand before its model token (module
    docstring).  ``learned``: one list of spans per learned base; none given, nothing is dropped."""
    if not learned:
        return list(spans), []
    know = Coverage(knowledge)
    dropped: list[Span] = []
    for s, a, b in learned_only_candidates(text, spans, knowledge):
        hit = product_model(text, a, b)
        if hit is None or know.overlaps(*hit):
            continue
        if any(o is not s and o.start < hit[1] and hit[0] < o.end and (o.start < s.start or o.end > s.end)
               for o in spans):
            continue
        dropped.append(s)
    return split_dropped(spans, dropped)


_MARKUP_DOC = re.compile(r"\{\\rtf|\\documentclass\b|\\begin\{document\}")
_CONTROL = re.compile(r"[a-z]{2,32}\d{0,4}")


def control_word(text: str, a: int, b: int) -> bool:
    """The core ``[a, b)`` is exactly one control word after a single backslash (the document's
    markup is checked by :func:`learned_only_markup`)."""
    return (a >= 1 and text[a - 1] == "\\" and (a < 2 or text[a - 2] != "\\")
            and _CONTROL.fullmatch(text, a, b) is not None and (b >= len(text) or not text[b].isalnum()))


def learned_only_markup(text: str, spans: Sequence[Span], *, knowledge: Sequence[Span],
                        learned: Sequence[Sequence[Span]]) -> tuple[list[Span], list[Span]]:
    """``(kept, dropped)``: in an RTF or LaTeX document, spans of a vetoable class with no
    knowledge-base span on them that are exactly a control word (module docstring).
    ``learned``: one list of spans per learned base; none given, nothing is dropped."""
    if not learned or not _MARKUP_DOC.search(text, 0, 4000):
        return list(spans), []
    dropped = [s for s, a, b in learned_only_candidates(text, spans, knowledge, cue=False) if control_word(text, a, b)]
    return split_dropped(spans, dropped)
