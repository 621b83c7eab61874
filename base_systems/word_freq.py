"""How common a word is in general text of a language: a feature of the learned bases.

A name the gazetteers do not hold ("Velimira", "Thorvaldur", "Quastlebury") still differs from
the words around it in one way every reader uses: it is rare in ordinary text, while the
capitalised non-PHI words of a note (headings, "Patient", "Monday", drug classes, "Holiday")
are common.  The synthetic training notes cannot teach that contrast with word identities
(each invented name occurs once), but a frequency class can: the learned bases see, per word,
its Zipf frequency in general text of the training language, rounded down (``zf=0``..``zf=7``;
``zf=5`` is about once per 100,000 words) and the same class joined with the word's case
(``zfs=T2``: title case, rare).

The frequencies are those of `wordfreq <https://github.com/rspeer/wordfreq>`_ (Robyn Speer;
code Apache-2.0, word lists CC BY-SA 4.0, built from Wikipedia, subtitles, news, books, web
text and Reddit/Twitter), its ``large`` list of the language, read offline from the installed
package.  A model records the SHA-256 of the list file it was trained with and refuses
(:class:`~multideid.errors.ModelError`) to run with another one, as it does for the gazetteers.

The language is a base setting, ``word_freq`` (``[bases.crf]``, ``[bases.svm]``, ...):
``"auto"`` (default) takes the language most training documents are in (their ``language``
metadata or the detected one) when wordfreq has a large list for it, else none; a language
code forces that list; ``""`` turns the feature off.
"""

from __future__ import annotations

import hashlib
from collections import Counter
from functools import lru_cache
from pathlib import Path
from typing import Sequence

from multideid.document import Document
from multideid.errors import ModelError, UsageError

__all__ = ["AUTO", "check_digest", "check_setting", "freq_class", "list_digest", "resolve_language", "supported"]

AUTO = "auto"


@lru_cache(maxsize=None)
def _large_lists() -> dict[str, str]:
    """Language code -> path of wordfreq's large list file, as installed (empty without it)."""
    try:
        from wordfreq import available_languages
    except ImportError:
        return {}
    return {str(k): str(v) for k, v in available_languages("large").items()}


def supported(lang: str) -> bool:
    """Whether wordfreq has a large word list for ``lang`` on this machine."""
    return lang in _large_lists()


def check_setting(value, system: str) -> None:
    """:class:`UsageError` unless ``value`` is ``"auto"``, ``""`` or a language code with a
    list."""
    if value in (AUTO, ""):
        return
    if not isinstance(value, str) or not supported(value):
        have = ", ".join(sorted(_large_lists())) or "none: wordfreq is not installed"
        raise UsageError(f"{system}: word_freq must be 'auto', '' (off) or a language with a word list ({have}); "
                         f"got {value!r}")


def resolve_language(setting: str, docs: Sequence[Document]) -> str:
    """The list a fit uses: ``setting`` itself, or for ``"auto"`` the most common language of
    ``docs`` when it has a list (``""`` otherwise)."""
    if setting != AUTO:
        return setting
    if not _large_lists():  # a missing dependency must not make a silently weaker model
        raise UsageError("word_freq = 'auto' needs the wordfreq package (a dependency of multideid): "
                         "install it, or set word_freq = '' to fit without word-frequency features")
    from multideid.base_systems.base import document_language
    from multideid.lang import SUPPORTED

    counts = Counter(document_language(d, SUPPORTED) for d in docs)
    if not counts:
        return ""
    lang = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[0][0]
    return lang if supported(lang) else ""


@lru_cache(maxsize=None)
def list_digest(lang: str) -> str:
    """SHA-256 of the installed large list of ``lang`` (what a model pins)."""
    path = _large_lists().get(lang)
    if path is None:
        raise ModelError(f"this model uses the wordfreq word list '{lang}', which is not installed "
                         "(pip install the wordfreq version in meta.json 'versions')")
    return hashlib.sha256(Path(path).read_bytes()).hexdigest()


def check_digest(lang: str, digest: str) -> None:
    """:class:`ModelError` when the installed list of ``lang`` is not the one a model pinned."""
    if list_digest(lang) != digest:
        raise ModelError(f"the wordfreq '{lang}' word list on this machine differs from the one the model was "
                         "fitted with; install the wordfreq version in meta.json 'versions' or refit")


#: longer "words" are not looked up (class 0): no list holds them, and wordfreq's own
#: tokenisation of a hostile 100,000-character token takes seconds
MAX_WORD = 48


@lru_cache(maxsize=200_000)
def freq_class(word: str, lang: str) -> int:
    """``word``'s Zipf frequency in ``lang`` rounded down (0 = unseen or rarer than once per
    billion words, or longer than :data:`MAX_WORD` characters)."""
    if len(word) > MAX_WORD:
        return 0
    from wordfreq import zipf_frequency

    return int(zipf_frequency(word, lang, wordlist="large"))


@lru_cache(maxsize=200_000)
def zipf(word: str, lang: str) -> float:
    """``word``'s Zipf frequency in ``lang`` (0.0 = unseen, or longer than :data:`MAX_WORD`)."""
    if len(word) > MAX_WORD:
        return 0.0
    from wordfreq import zipf_frequency

    return float(zipf_frequency(word, lang, wordlist="large"))
