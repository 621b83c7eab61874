"""``rules``: a MIMIC/PhysioNet-deid style base system driven by declarative pattern packs.

Each locale has a pack (:mod:`multideid.base_systems.packs.en`, ``.es``) of
:class:`~multideid.base_systems.packs.Pattern` objects.  :class:`RulesBase` runs every pattern
of the pack chosen for a document (``locale="auto"`` detects English or Spanish per document,
and runs both packs on a document that mixes the two, :func:`multideid.lang.is_mixed`),
drops matches the validators reject, resolves overlaps by keeping the best match per region
(higher score, then longer, then earlier) and returns spans whose ``explanation`` is the
name of the pattern that fired.

Example::

    from multideid.base_systems.rules import RulesBase
    rb = RulesBase(locale="en", disable=("id_long_number",))
    spans = rb.predict([doc])[0]
"""

from __future__ import annotations

from typing import ClassVar, Sequence

from multideid.base_systems.base import BaseSystem, document_language, memo_raw_matches
from multideid.base_systems.packs import Pattern, available_packs, load_pack
from multideid.document import Document, Span, remove_overlaps
from multideid.errors import UsageError

__all__ = ["RulesBase"]


class RulesBase(BaseSystem):
    """Regex pattern packs with validators and context words (no training).

    Parameters
    ----------
    locale:
        ``"en"``, ``"es"`` or ``"auto"`` (detect per document with
        :func:`multideid.lang.detect_language`; both packs for a mixed document).
    patterns:
        Extra user patterns, each a dict with ``name, regex, label`` and optional ``score``
        (default 0.8), ``group``, ``context``, ``context_required``, ``window``,
        ``ignore_case``.  They run in every locale.
    disable:
        Names of pack patterns to switch off (unknown names are an error).
    min_score:
        Matches scoring below this are dropped.
    """

    name: ClassVar[str] = "rules"
    version: ClassVar[str] = "1"
    requires_fit: ClassVar[bool] = False

    def __init__(
        self,
        locale: str = "auto",
        patterns: Sequence[dict] | None = None,
        disable: Sequence[str] = (),
        min_score: float = 0.0,
    ):
        self.locale = locale
        self.patterns = patterns
        self.disable = disable
        self.min_score = min_score

    def __getstate__(self) -> dict:
        # compiled packs hold validator lambdas: rebuild them after a copy to another process
        state = dict(self.__dict__)
        state.pop("_cache", None)
        return state

    # ------------------------------------------------------------------ setup
    def _locales(self) -> tuple[str, ...]:
        if self.locale == "auto":
            return available_packs()
        if self.locale not in available_packs():
            raise UsageError(
                f"rules: unknown locale {self.locale!r}; use 'auto' or one of {', '.join(available_packs())}"
            )
        return (self.locale,)

    def _compiled(self) -> dict[str, tuple[Pattern, ...]]:
        """Patterns per locale, built once per parameter setting."""
        key = (self.locale, repr(self.patterns), tuple(self.disable), self.min_score)
        cache = getattr(self, "_cache", None)
        if cache is not None and cache[0] == key:
            return cache[1]
        if not 0.0 <= float(self.min_score) <= 1.0:
            raise UsageError(f"rules: min_score must lie in [0, 1], got {self.min_score}")
        user = tuple(Pattern.from_dict(d) for d in (self.patterns or ()))
        disabled = set(self.disable)
        packs: dict[str, tuple[Pattern, ...]] = {}
        known: set[str] = {p.name for p in user}
        for loc in self._locales():
            pack = load_pack(loc)
            known.update(p.name for p in pack)
            packs[loc] = tuple(p for p in pack if p.name not in disabled) + user
        unknown = sorted(disabled - known)
        if unknown:
            raise UsageError(f"rules: cannot disable unknown patterns {unknown}")
        self._cache = (key, packs)
        return packs

    @property
    def labels(self) -> list[str]:
        seen: dict[str, None] = {}
        for pack in self._compiled().values():
            for p in pack:
                seen.setdefault(p.label, None)
        return list(seen)

    def pattern_names(self, locale: str | None = None) -> list[str]:
        """Names of the active patterns (of ``locale``, or of every active locale)."""
        packs = self._compiled()
        locs = [locale] if locale else list(packs)
        return [p.name for loc in locs for p in packs[loc]]

    # ------------------------------------------------------------------ prediction
    def locale_for(self, doc: Document) -> str:
        """The pack(s) used for ``doc``: the configured locale, or the document's language
        (``"en+es"`` for a mixed one, :meth:`languages_for`)."""
        return "+".join(self.languages_for(doc))

    def languages_for(self, doc: Document) -> tuple[str, ...]:
        """The locales whose packs run on ``doc``: the configured one; with ``"auto"`` the
        recorded or detected language, and the other shipped one too when the text mixes both
        (:func:`multideid.lang.text_languages`: an English note with Spanish headers and field
        labels, a bilingual form)."""
        packs = self._compiled()
        if self.locale != "auto":
            return (self.locale,)
        from multideid.lang import text_languages

        langs = text_languages(doc.text, document_language(doc, tuple(packs)))
        return tuple(loc for loc in langs if loc in packs)

    def raw_matches(self, doc: Document) -> list[Span]:
        """Every accepted match, overlapping ones included (for audits and token features).

        Memoised on the document per setting: the base and the learned bases' features scan
        each document once.  A mixed document gets the matches of both packs (the document's
        own language's first: on an exact tie it wins the overlap resolution of :meth:`predict`);
        a pattern both packs hold (a user one, a structured-format one) runs once."""
        return memo_raw_matches(self, doc, self._raw_matches)

    def _raw_matches(self, doc: Document) -> list[Span]:
        compiled = self._compiled()
        out: list[Span] = []
        text = doc.text
        floor = float(self.min_score)
        langs = self.languages_for(doc)
        done: set[int] = set()  # the patterns both packs share (structured formats, user ones) run once
        for loc in langs:
            for p in compiled[loc]:
                if id(p) in done:
                    continue
                done.add(id(p))
                for s, e, score in p.find(text):
                    if score >= floor:
                        out.append(Span(s, e, p.label, score, self.source, p.name))
        return out

    def predict(self, docs: Sequence[Document]) -> list[list[Span]]:
        """Non-overlapping spans per document (the best match per region)."""
        return [remove_overlaps(self.raw_matches(d)) for d in docs]

    def token_hits(self, doc: Document) -> list[list[str]]:
        """Per token of ``doc.tokens``: ``"LABEL"`` and ``"pattern:NAME"`` of every match
        covering it (overlapping matches included), for use as CRF features."""
        return _token_hits(doc, self.raw_matches(doc))


def _token_hits(doc: Document, spans: Sequence[Span]) -> list[list[str]]:
    toks = doc.tokens
    n = len(toks)
    hits: list[list[str]] = [[] for _ in range(n)]
    for sp in spans:
        i = toks.index_at(sp.start)
        while i < n and toks.starts[i] < sp.end:
            for f in (sp.label, f"pattern:{sp.explanation}"):
                if f not in hits[i]:
                    hits[i].append(f)
            i += 1
    return hits
