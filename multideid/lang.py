"""Cheap language detection for the locale-dependent knowledge bases (``locale="auto"``).

Only the two languages the project ships pattern packs and gazetteers for are told apart:
English and Spanish.  The test is a stop-word vote: clinical text in either language is full
of function words ("the", "of", "and", "with" / "de", "la", "el", "con", "que"), so counting
which language's function words cover more tokens is reliable from a sentence on, costs one
regex pass and needs no model.  Spanish diacritics (``ñ á é í ó ú ¿ ¡``) add weight because
short Spanish headers ("Edad: 53 años") have few function words.
"""

from __future__ import annotations

import functools
import re

__all__ = ["SUPPORTED", "detect_language", "confident_language", "language_for_model", "recorded_language",
           "language_profile", "LanguageGuard", "MISMATCH_POLICIES", "language_votes", "is_mixed", "text_languages",
           "document_languages", "MIXED_MIN_VOTES", "MIXED_MIN_SHARE"]

#: languages :func:`detect_language` can return
SUPPORTED: tuple[str, ...] = ("en", "es")

# Function words that are frequent in one language and rare (or absent) in the other.
# Words shared by both ("a", "no", "me", "son"...) are left out on purpose.
_EN = frozenset(
    """the of and to in is was with for on that as at by this be are from or an
    he she his her him it they their patient has have had were not which but will
    there been who year old denies history left right after before what your you my
    i we our can do does please would should could if when where how am""".split()
)
_ES = frozenset(
    """de la el en y los las del con por que se una un para al es su sus fue como
    más pero sin sobre entre desde hasta años paciente presenta tras ante durante
    ingreso día días cuadro realiza realizó mes meses izquierdo derecho""".split()
)
_WORD = re.compile(r"[^\W\d_]+", re.UNICODE)
_CHUNK = re.compile(r"\S+")
_ES_CHARS = re.compile(r"[ñáíóú]", re.IGNORECASE)  # not "é": French, Portuguese and Italian write it as often
_ES_MARKS = re.compile(r"[¿¡]")
#: Spanish function words that also join the words of names, in Spanish and in the names of many
#: other languages ("María de los Ángeles", "Hospital de Especialidades", "Ramón y Cajal",
#: "La Paz", "El Paso", "Al Rashid", "Da Silva" has none): inside a name they are not counted
_PARTICLES = frozenset("de del la las los y el al".split())


def detect_language(text: str, default: str = "en") -> str:
    """Return ``"en"`` or ``"es"`` for ``text``.

    Counts English and Spanish function words among the first ~2,000 words (a one-letter word,
    ``y`` or ``i``, half a vote); when at least one Spanish word was seen, each Spanish-only
    character (ñ, accented vowels, inverted marks) counts as half a Spanish vote.  Ties and
    less than one vote (including empty text, or a CSV export whose only "word" is a ``Y``
    column) return ``default``.
    """
    if default not in SUPPORTED:
        raise ValueError(f"default language must be one of {SUPPORTED}, got {default!r}")
    # every base (and each learned base's feature sources) asks about the same document text:
    # remember recent answers (a str caches its hash, so a repeated lookup is cheap)
    return _detect_cached(text, default)


def document_language(doc, default: str = "en") -> str:
    """The language of a :class:`~multideid.document.Document`: the one its metadata records
    (the corpus's, set by ``[corpus] language`` or the model), else :func:`detect_language`."""
    from multideid.document import LANGUAGE_KEY

    return doc.metadata.get(LANGUAGE_KEY) or detect_language(doc.text, default=default)


#: a MIXED document (:func:`is_mixed`): its minority language holds at least this many votes ...
MIXED_MIN_VOTES: float = 1.0
#: ... and at least this share of both languages' votes
MIXED_MIN_SHARE: float = 0.2


def language_votes(text: str) -> tuple[float, float]:
    """The (English, Spanish) votes :func:`detect_language` compares: function words of each
    language among the first 2,000 words (a one-letter one half a vote; none that is part of a
    proper name, such as the "de", "los" of "María de los Ángeles" or "Hospital de
    Especialidades"; no capital "Y", a yes/no flag), plus half a Spanish vote per Spanish
    character (ñ á í ó ú ¿ ¡) of a lower-case word once a Spanish word was seen."""
    return _votes(text)


def is_mixed(text: str) -> bool:
    """Whether ``text`` is written in both languages: the language with fewer votes
    (:func:`language_votes`) holds at least :data:`MIXED_MIN_VOTES` (one function word) and
    :data:`MIXED_MIN_SHARE` (20 %) of all votes: an English note from a Spanish-speaking
    country with Spanish headers and field labels ("Paciente:", "Ingreso", "Domicilio: ... de
    ..."), a bilingual form, a translated report under its original header.  A Spanish note
    quoting an English term, or an English one with a Spanish address, stays far below
    (MEDDOCAN train + dev: at most 4.3 % English votes)."""
    en, es = _votes(text)
    low = min(en, es)
    return low >= MIXED_MIN_VOTES and low >= MIXED_MIN_SHARE * (en + es)


def text_languages(text: str, primary: str | None = None) -> tuple[str, ...]:
    """The languages whose rules apply to ``text``: ``(primary,)``, or ``(primary, other)`` when
    the text :func:`is_mixed`.  ``primary`` defaults to :func:`detect_language`; a recorded
    language (a reader's, ``[corpus] language``, the model's) is passed in by the caller, and
    one the project has no rules for (``"fr"``) is returned alone."""
    if primary is None:
        primary = detect_language(text)
    if primary not in SUPPORTED or not is_mixed(text):  # a recorded third language is kept as it is
        return (primary,)
    return (primary,) + tuple(lang for lang in SUPPORTED if lang != primary)


def document_languages(doc, default: str = "en") -> tuple[str, ...]:
    """:func:`text_languages` of a :class:`~multideid.document.Document`, its
    :func:`document_language` first: ``"en" in document_languages(doc)`` is true for an English
    document and for a mixed one."""
    return text_languages(doc.text, document_language(doc, default=default))


@functools.lru_cache(maxsize=256)
def _detect_cached(text: str, default: str) -> str:
    en, es = _votes(text)
    if en == es or max(en, es) < 1:  # a tie, or one letter ("Y" of a yes/no column) is no evidence
        return default
    return "en" if en > es else "es"


@functools.lru_cache(maxsize=256)
def _votes(text: str) -> tuple[float, float]:
    """(English, Spanish) votes of :func:`detect_language` (see :func:`language_votes`)."""
    en = es = 0.0
    text = _CHUNK.sub(_drop_link, text[:50000])  # "photo.se/", "mail@x.es": domains are not words
    words = []
    for m in _WORD.finditer(text):
        words.append(m)
        if len(words) > 2000:  # one word beyond the 2,000 counted: the last one's right neighbour
            break
    in_name = _name_particles(text, words)
    for i, m in enumerate(words[:2000]):
        if i in in_name:
            continue
        w = m.group()
        if w == "Y":  # a capital "Y" is a yes/no flag or an initial ("CLM*...*Y*A*Y"), not Spanish "y"
            continue
        w = w.lower()
        # a one-letter word ("y", "i") half a vote: a yes/no column or an initial writes it too
        if w in _EN:
            en += 1 if len(w) > 1 else 0.5
        elif w in _ES:
            es += 1 if len(w) > 1 else 0.5
    # Spanish characters count only next to Spanish words, and only in words written in lower
    # case ("años", "está") and in "¿ ¡": names and places carry accents in English text too
    # ("María Gómez Arbeláez", "Bogotá", "Sölvi Salómonsson", "Erzsébet tér")
    if es > 0:
        head = text[:20000]
        es += 0.5 * len(_ES_MARKS.findall(head))
        es += 0.5 * sum(len(_ES_CHARS.findall(m.group())) for m in _WORD.finditer(head) if m.group()[0].islower())
    return en, es


def _joined(text: str, a: re.Match, b: re.Match) -> bool:
    """Whether words ``a`` and ``b`` (consecutive) are written as parts of one name: on one
    line, separated by blanks or a hyphen only ("María de los Ángeles", "Al-Amin")."""
    gap = text[a.end():b.start()]
    return bool(gap) and gap.strip(" \t\u00a0") in ("", "-")


def _capitalised(m: re.Match) -> bool:
    return m.group()[0].isupper()


def _name_particles(text: str, words: list) -> set[int]:
    """Indices in ``words`` of the name particles (:data:`_PARTICLES`) that are part of a proper
    name: followed (through other particles) by a capitalised word of the same name, and either
    capitalised themselves ("La Paz", "Al Rashid", "DE LA CRUZ") or preceded (through
    particles) by a capitalised word ("María de los Ángeles", "Hospital de Especialidades",
    "Ramón y Cajal").  These words say what language the name is in, not the note."""
    n = len(words)
    part = [m.group().lower() in _PARTICLES for m in words]
    cap = [_capitalised(m) for m in words]
    joined = [_joined(text, words[i], words[i + 1]) for i in range(n - 1)] + [False]
    # right[i]: after word i, through particles of the same name, comes a capitalised word
    right = [False] * n
    for i in range(n - 2, -1, -1):
        right[i] = joined[i] and (right[i + 1] if part[i + 1] else cap[i + 1])
    # left[i]: before word i, through particles of the same name, comes a capitalised word
    left = [False] * n
    for i in range(1, n):
        left[i] = joined[i - 1] and (cap[i - 1] or (part[i - 1] and left[i - 1]))
    return {i for i in range(n) if part[i] and right[i] and (cap[i] or left[i])}


def _drop_link(m: re.Match) -> str:
    """A blank for a whitespace-free chunk holding an e-mail address (an ``@`` with something
    on both sides) or a URL (``://``, ``www.``), else the chunk.  The same as the regex
    ``\\S+@\\S+|\\S*(?:://|www\\.)\\S*`` but linear: that one, tried from every position of a
    40,000-character run without ``@``, scanned to the run's end each time (6 s)."""
    c = m.group()
    if c.find("@", 1, len(c) - 1) >= 0 or "://" in c or "www." in c:
        return " "
    return c


def language_for_model(text: str, model_language: str) -> str:
    """``text``'s language for a model fitted on ``model_language`` text: the other language
    only on evidence (two function words of it at least, and at least twice as many as of the
    model's language), else the model's.  A CSV export, a form or a one-line note holds a "y" or
    a "de" by chance, and a note in a third language (Romanian, Italian, Portuguese: "de", "la",
    "cu", "con") or one that mixes languages gives the other language a narrow lead; the weak
    majority vote of :func:`detect_language` would then run the other language's rules and
    gazetteers on it, and miss PHI the model's own language's rules find."""
    if model_language not in SUPPORTED:
        raise ValueError(f"model language must be one of {SUPPORTED}, got {model_language!r}")
    en, es = _votes(text)
    votes = {"en": en, "es": es}
    other = "es" if model_language == "en" else "en"
    return other if votes[other] >= 2 and votes[other] >= 2 * votes[model_language] else model_language


def recorded_language(meta) -> str | None:
    """The training language a model's ``meta.json`` records (``"en"``/``"es"``), or None for a
    mixed, unknown or absent one."""
    info = meta.get("language") if isinstance(meta, dict) else None
    lang = info.get("language") if isinstance(info, dict) else None
    return lang if lang in SUPPORTED else None


def confident_language(text: str, min_votes: float = 5.0, ratio: float = 2.0) -> str | None:
    """``"en"``/``"es"`` when the text clearly is that language (at least ``min_votes``
    function words, ``ratio`` times more than the other language's), else None: a header, a
    list of numbers or a two-word note says nothing reliable."""
    en, es = _votes(text)
    if en >= min_votes and en >= ratio * es:
        return "en"
    if es >= min_votes and es >= ratio * en:
        return "es"
    return None


def language_profile(texts, limit: int = 1000) -> dict:
    """The language of a training corpus for meta.json: ``{"language": "en"|"es"|"mixed"|
    "unknown", "shares": {"en": f, "es": f}, "n_docs": n}`` from up to ``limit`` documents
    (a language is recorded when at least 80 % of the confidently detected ones are in it)."""
    counts = {"en": 0, "es": 0}
    n = 0
    for t in texts:
        if n >= limit:
            break
        n += 1
        lang = confident_language(t)
        if lang:
            counts[lang] += 1
    sure = sum(counts.values())
    shares = {k: round(v / sure, 3) if sure else 0.0 for k, v in counts.items()}
    if not sure:
        lang = "unknown"
    else:
        top = max(counts, key=counts.get)
        lang = top if shares[top] >= 0.8 else "mixed"
    return {"language": lang, "shares": shares, "n_docs": n}


#: ``[run] language_mismatch``: what ``run`` does with a document in another language than the
#: model's training text
MISMATCH_POLICIES = ("warn", "error", "ignore")

_NAMES = {"en": "English", "es": "Spanish"}


class LanguageGuard:
    """Compares each document's language with the model's (``meta["language"]``).

    ``warn``: one warning line on stderr at the first mismatching document (and a count at
    :meth:`summary`); ``error``: a :class:`~multideid.errors.UsageError` (exit 2) at the first
    one; ``ignore``: nothing.  Models without a recorded language (or a mixed one) and
    documents whose language is not clear (:func:`confident_language`) are never flagged.
    """

    def __init__(self, model_meta: dict | None, policy: str = "warn", warn=None):
        if policy not in MISMATCH_POLICIES:
            from multideid.errors import UsageError

            raise UsageError(f"language_mismatch must be one of {', '.join(MISMATCH_POLICIES)} (got {policy!r})")
        self.model_language = recorded_language(model_meta)
        self.policy = policy
        self.mismatches = 0
        self._warn = warn

    def check(self, doc) -> None:
        if self.policy == "ignore" or self.model_language is None:
            return
        lang = confident_language(doc.text)
        if lang is None or lang == self.model_language:
            return
        self.mismatches += 1
        if self.mismatches > 1:
            return
        from multideid.errors import quote_id

        where = doc.metadata.get("file") if isinstance(getattr(doc, "metadata", None), dict) else None
        msg = (f"document {quote_id(doc.id)} looks {_NAMES[lang]} but the model was fitted on {_NAMES[self.model_language]} "
               "text: recall can be far lower (use a model fitted on this language)")
        if self.policy == "error":
            from multideid.errors import UsageError

            raise UsageError(msg + "; refusing ([run] language_mismatch = \"error\"; --language-mismatch warn to run anyway)",
                             where)
        if self._warn is not None:
            from multideid.errors import escape_controls

            self._warn(f"warning: {escape_controls(str(where)) + ': ' if where else ''}{msg} "
                       "(--language-mismatch error refuses, ignore silences)")

    def summary(self) -> str | None:
        if self.mismatches > 1 and self.policy == "warn" and self._warn is not None:
            self._warn(f"warning: {self.mismatches} documents look like another language than the model's")
        return None
