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

__all__ = ["SUPPORTED", "detect_language"]

#: languages :func:`detect_language` can return
SUPPORTED: tuple[str, ...] = ("en", "es")

# Function words that are frequent in one language and rare (or absent) in the other.
# Words shared by both ("a", "no", "me", "son"...) are left out on purpose.
_EN = frozenset(
    """the of and to in is was with for on that as at by this be are from or an
    he she his her him it they their patient has have had were not which but will
    there been who no year old denies history left right after before what your you my
    i we our can do does please would should could if when where how am""".split()
)
_ES = frozenset(
    """de la el en y los las del con por que se una un para al es su sus fue como
    más pero sin sobre entre desde hasta años paciente presenta tras ante durante
    ingreso día días cuadro realiza realizó mes meses izquierdo derecho""".split()
)
_WORD = re.compile(r"[^\W\d_]+", re.UNICODE)
_LINKS = re.compile(r"\S+@\S+|\S*(?:://|www\.)\S*")
_ES_CHARS = re.compile(r"[ñáéíóú¿¡]", re.IGNORECASE)


def detect_language(text: str, default: str = "en") -> str:
    """Return ``"en"`` or ``"es"`` for ``text``.

    Counts English and Spanish function words among the first ~2,000 words; when at least
    one Spanish word was seen, each Spanish-only character (ñ, accented vowels, inverted
    marks) counts as half a Spanish vote.  Ties (including empty text) return ``default``.
    """
    if default not in SUPPORTED:
        raise ValueError(f"default language must be one of {SUPPORTED}, got {default!r}")
    # every base (and each learned base's feature sources) asks about the same document text:
    # remember recent answers (a str caches its hash, so a repeated lookup is cheap)
    return _detect_cached(text, default)


@functools.lru_cache(maxsize=256)
def _detect_cached(text: str, default: str) -> str:
    en = es = 0.0
    text = _LINKS.sub(" ", text[:50000])  # "photo.se/", "mail@x.es": domains are not words
    for i, m in enumerate(_WORD.finditer(text)):
        if i >= 2000:
            break
        w = m.group().lower()
        if w in _EN:
            en += 1
        elif w in _ES:
            es += 1
    # Spanish characters count only next to Spanish words: foreign names ("Sölvi Salómonsson",
    # "Erzsébet tér") carry accents in English text too
    if es > 0:
        es += 0.5 * len(_ES_CHARS.findall(text[:20000]))
    if en == es:
        return default
    return "en" if en > es else "es"
