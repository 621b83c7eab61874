"""Microsoft Presidio as a base de-identifier, running fully offline.

The adapter builds a Presidio :class:`~presidio_analyzer.AnalyzerEngine` from

* a pattern-only recognizer registry: Presidio's predefined recognizers (e-mail, URL, IP,
  phone via ``phonenumbers``, dates, credit cards, IBAN, US SSN/ITIN/passport/licence,
  medical licence, Spanish NIF/NIE, ...), instantiated for English and Spanish with
  language-specific context words;
* custom clinical recognizers declared in the tables of
  :mod:`multideid.base_systems.packs.presidio` (medical record numbers and other
  labelled IDs, ages, clinical phone/fax/pager formats, clinician and patient names after a
  title or a form field, addresses, ZIP codes, hospitals; Spanish phones, dates such as
  ``3 de marzo de 2005`` and the MEDDOCAN-style form fields);
* an NLP engine that loads **no** spaCy model: by default the artifacts (tokens, lower-cased
  "lemmas", stop words) are built from multideid's own tokens (``Document.tokens``, computed
  once per document and shared by every base), or, with ``nlp="spacy_blank"``, from a blank
  spaCy pipeline (``spacy.blank(lang)``, offline).  There is no statistical NER, so names,
  places and organisations are only found where a pattern anchors them.

Presidio never touches the network: the e-mail recognizer's public-suffix check uses a
:class:`tldextract.TLDExtract` with ``suffix_list_urls=()`` and no cache directory, i.e. the
snapshot bundled with tldextract (the stock recognizer would try to download the list).

Results are mapped through a per-entity label map onto
:data:`multideid.labels.PROJECT_CLASSES`; an entity mapped to ``None`` is dropped (e.g.
``NRP``).  Every entity the engine can emit must have an entry: an unmapped entity is a
configuration error, never a silently lost span.  By default low-score results are kept
(``score_threshold=0.0``): the stacker learns how much to trust each score band.
"""

from __future__ import annotations

import re
from typing import ClassVar, Sequence

from multideid.base_systems.base import BaseSystem, document_language
from multideid.base_systems.packs.presidio import DEFAULT_LABEL_MAP, LANGUAGES
from multideid.document import Document, Span, remove_overlaps
from multideid.errors import UsageError
from multideid.labels import PROJECT_CLASSES

_NLP_MODES = ("tokens", "spacy_blank")

#: Smallest age reported per language when ``min_age`` is None (see :class:`PresidioBase`).
DEFAULT_MIN_AGE: dict[str, int] = {"en": 90, "es": 0}

# Presidio's weak driver-licence pattern fires on "O2", "x3", "S2" in clinical text; a
# licence number is never that short.
_MIN_LENGTH: dict[str, int] = {"US_DRIVER_LICENSE": 6, "US_PASSPORT": 6, "US_BANK_NUMBER": 8}
_INT_RE = re.compile(r"\d+")


class PresidioBase(BaseSystem):
    """Presidio analyzer (pattern recognizers + clinical recognizers), offline, as a base system.

    Parameters
    ----------
    locale:
        ``"auto"`` (per document: ``doc.metadata["language"]`` when set, else
        :func:`multideid.lang.detect_language`), ``"en"`` or ``"es"``.
    score_threshold:
        Drop results scoring below this (0 keeps everything: the stacker weighs scores).
    entities:
        Presidio entity types to look for (``None``: all that the language supports).
    label_map:
        Overrides of :data:`DEFAULT_LABEL_MAP` (entity -> project class, ``None`` drops it).
    context:
        Whether context words around a match raise its score (Presidio's lemma enhancer).
    nlp:
        ``"tokens"`` (artifacts from multideid's tokens, the default and faster) or
        ``"spacy_blank"`` (a blank spaCy tokenizer); neither loads a model.
    min_age:
        Report ages from this value up; ``None`` uses the language's convention
        (:data:`DEFAULT_MIN_AGE`: English follows HIPAA/i2b2, where only ages over 89 are PHI;
        MEDDOCAN annotates every age of the patient).
    """

    name: ClassVar[str] = "presidio"
    required_modules: ClassVar[tuple[str, ...]] = ("presidio_analyzer", "spacy", "tldextract", "phonenumbers", "regex")
    version: ClassVar[str] = "1"
    requires_fit: ClassVar[bool] = False

    def __init__(
        self,
        locale: str = "auto",
        score_threshold: float = 0.0,
        entities: list[str] | None = None,
        label_map: dict[str, str | None] | None = None,
        context: bool = True,
        nlp: str = "tokens",
        min_age: int | None = None,
    ):
        self.locale = locale
        self.score_threshold = score_threshold
        self.entities = entities
        self.label_map = label_map
        self.context = context
        self.nlp = nlp
        self.min_age = min_age

    # ------------------------------------------------------------------ availability
    # ------------------------------------------------------------------ configuration
    def _languages(self) -> tuple[str, ...]:
        if self.locale == "auto":
            return LANGUAGES
        if self.locale not in LANGUAGES:
            raise UsageError(f"presidio: locale must be 'auto' or one of {list(LANGUAGES)}, got {self.locale!r}")
        return (self.locale,)

    def _resolved_label_map(self) -> dict[str, str | None]:
        lm = dict(DEFAULT_LABEL_MAP)
        if self.label_map is not None and not isinstance(self.label_map, dict):
            raise UsageError("presidio: label_map must be a table of entity = class (or null to drop)")
        for k, v in (self.label_map or {}).items():
            if v is not None and v not in PROJECT_CLASSES:
                raise UsageError(
                    f"presidio: label_map maps {k!r} to unknown class {v!r}; "
                    f"valid: {', '.join(PROJECT_CLASSES)} or null to drop"
                )
            lm[str(k)] = v
        return lm

    def _validate(self) -> None:
        ok, why = self.is_available()
        if not ok:
            raise UsageError(f"presidio base unavailable: {why}")
        self._languages()
        if self.nlp not in _NLP_MODES:
            raise UsageError(f"presidio: nlp must be one of {list(_NLP_MODES)}, got {self.nlp!r}")
        try:
            thr = float(self.score_threshold)
        except (TypeError, ValueError):
            raise UsageError(f"presidio: score_threshold must be a number, got {self.score_threshold!r}") from None
        if not 0.0 <= thr <= 1.0:
            raise UsageError(f"presidio: score_threshold must lie in [0, 1], got {thr}")
        if self.min_age is not None and (
            isinstance(self.min_age, bool) or not isinstance(self.min_age, int) or self.min_age < 0
        ):
            raise UsageError(f"presidio: min_age must be a non-negative integer or null, got {self.min_age!r}")
        if not isinstance(self.context, bool):
            raise UsageError(f"presidio: context must be true or false, got {self.context!r}")
        if self.entities is not None and (
            isinstance(self.entities, str) or not all(isinstance(e, str) for e in self.entities)
        ):
            raise UsageError("presidio: entities must be a list of Presidio entity names or null")

    # ------------------------------------------------------------------ engine
    def _engine(self):
        """The AnalyzerEngine, built once per instance (and per parameter set)."""
        # every parameter that shapes the engine or its label mapping (set_params may change them)
        key = repr((self.locale, self.context, self.nlp, self.label_map, self.entities))
        if getattr(self, "_engine_key", None) == key and getattr(self, "_engine_obj", None) is not None:
            return self._engine_obj
        self._validate()
        from presidio_analyzer import AnalyzerEngine, RecognizerRegistry

        from multideid.base_systems import presidio_recognizers as rec

        langs = list(self._languages())
        nlp_engine = rec.OfflineNlpEngine(langs, self.nlp)
        nlp_engine.load()
        registry = RecognizerRegistry(recognizers=rec.build_recognizers(langs), supported_languages=langs)
        enhancer = rec.TokenIndexContextEnhancer() if self.context else rec.NoContextEnhancer()
        engine = AnalyzerEngine(
            registry=registry,
            nlp_engine=nlp_engine,
            supported_languages=langs,
            context_aware_enhancer=enhancer,
        )
        label_map = self._resolved_label_map()
        supported: dict[str, list[str]] = {}
        for lang in langs:
            ents = sorted(engine.get_supported_entities(language=lang))
            missing = [e for e in ents if e not in label_map]
            if missing:  # fail closed: an unmapped entity would be lost silently
                raise UsageError(f"presidio: no label_map entry for entity type(s) {missing}")
            if self.entities is not None:
                unknown = [e for e in self.entities if e not in label_map]
                if unknown:
                    raise UsageError(f"presidio: unknown entity type(s) {unknown}; known: {sorted(label_map)}")
                ents = [e for e in ents if e in set(self.entities)]
            supported[lang] = ents
        self._engine_obj, self._engine_key = engine, key
        self._label_map_, self._supported_ = label_map, supported
        return engine

    @property
    def labels(self) -> list[str]:
        """Project classes this instance can output."""
        lm = self._resolved_label_map()
        ents = self.entities if self.entities is not None else list(lm)
        return sorted({lm[e] for e in ents if lm.get(e)})

    def locale_for(self, doc: Document) -> str:
        """The language used for ``doc`` (``locale``, or ``doc.metadata["language"]`` / detected
        when ``"auto"``)."""
        if self.locale != "auto":
            return self.locale
        return document_language(doc, LANGUAGES)

    # ------------------------------------------------------------------ prediction
    def predict(self, docs: Sequence[Document]) -> list[list[Span]]:
        """Spans per document; overlapping results are resolved (higher score, then longer)."""
        engine = self._engine()
        threshold = float(self.score_threshold)
        out: list[list[Span]] = []
        for doc in docs:
            lang = self.locale_for(doc)
            entities = self._supported_[lang]
            if not entities or not doc.text:
                out.append([])
                continue
            artifacts = (
                engine.nlp_engine.artifacts_from_tokens(doc.tokens, lang) if self.nlp == "tokens" else None
            )
            results = engine.analyze(
                text=doc.text,
                language=lang,
                entities=entities,
                score_threshold=threshold,
                return_decision_process=True,
                nlp_artifacts=artifacts,
            )
            min_age = DEFAULT_MIN_AGE[lang] if self.min_age is None else int(self.min_age)
            out.append(self._to_spans(doc.text, results, min_age))
        return out

    def _to_spans(self, text: str, results, min_age: int) -> list[Span]:
        spans = []
        for r in results:
            label = self._label_map_.get(r.entity_type)
            if not label or r.end - r.start < _MIN_LENGTH.get(r.entity_type, 1):
                continue
            if r.entity_type == "AGE" and min_age > 0:
                m = _INT_RE.search(text, r.start, r.end)
                if m is None or int(m.group()) < min_age:
                    continue
            start, end = r.start, r.end
            # Presidio's patterns may include surrounding blanks or a trailing dot.
            while start < end and text[start].isspace():
                start += 1
            while end > start and (
                text[end - 1].isspace()
                or text[end - 1] in ",;:"
                # a final dot is dropped, except after a capital: initials ("T.S.F.") keep it
                or (text[end - 1] == "." and not (end - 2 >= start and text[end - 2].isupper()))
            ):
                end -= 1
            if end <= start:
                continue
            ex = r.analysis_explanation
            explanation = r.entity_type
            if ex is not None:
                explanation = f"{ex.recognizer}:{ex.pattern_name}" if ex.pattern_name else str(ex.recognizer)
                if ex.supportive_context_word:
                    explanation += " +context"
            spans.append(Span(start, end, label, float(min(max(r.score, 0.0), 1.0)), self.source, explanation))
        return remove_overlaps(spans)
