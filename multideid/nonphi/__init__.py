"""The non-PHI veto (``[run] nonphi_veto``): predicted name, place and organisation spans that lie
inside a known clinical term are removed before propagation (docs/nonphi.md).

A model trained on synthetic notes tags capitalised clinical vocabulary as PHI in text unlike its
templates: eponymous signs and scores (``Tanner stage 3``, ``negative Romberg``), diseases named
after places (``West Nile IgM``), drug and device brands (``Keppra``, ``PleurX drain``),
departments (``Dermatology``) and credentials (``FRCSC``).  This step finds such **regions** in
the document from word lists shipped with the package (``multideid/data/nonphi/*.txt``, pinned
by digest in the model: :func:`lists_digest`) and drops a final span only when all of these hold
(it fails closed: a wrong veto leaks PHI):

* the document is English (its ``metadata["language"]``, else the detected language): the lists
  hold English terms only, so Spanish output never changes;
* the span's class is a name, place, organisation or profession (:data:`VETO_CLASSES`, after the
  label maps of :func:`multideid.propagate.coarse_class`), never a date, ID, phone, age, ...;
* the span lies entirely inside one region (adjacent regions merge: ``Home Health Skilled
  Nursing``); a longer span (``Parkinson's Clinic of Ohio``) is never cut or removed;
* an eponym or a place (eponyms.txt, places.txt) and a listed word that the English gazetteer
  also holds as a first name, surname or place (``Allegra``, ``Jobst``) form a region only with
  their clinical context: a head noun (``Lynch syndrome``, ``Bristol stool type``), a score
  after it where the entry allows (``Ballard 38``) or a finding word before it (``negative
  Romberg``); ``Dr. Tanner``, ``Mrs Lynch`` and ``lives in Bristol`` are no region at all;
* all-capital entries (acronyms, credentials) match only in capitals (``ASA`` never ``Asa``),
  and two-letter ones that are US state or Canadian province codes are refused by the loader;
* no name cue stands right before the span (a title ``Dr.``/``Mrs``, ``Patient:``, ``Name:``,
  ``wife``, ``seen by``, ...);
* the region touches no capitalised word on its line that is not itself part of a region
  (``Kenwood Internal Medicine``, ``Dermatology Associates``, ``Hospice of the Valley``: the term
  may be part of an organisation's name), except a few sentence words (``No``, ``Continue``...);
* no span of the rules base of a vetoable class overlaps the region and reaches beyond it (a
  high-precision rule saw a longer name there).

The step is a pure function of the text, the spans and the pinned lists (and the pinned
gazetteer), so a model's output stays reproducible.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Mapping, Sequence

from multideid.document import Span
from multideid.nonphi.clock import learned_only_clock
from multideid.nonphi.fields import enabled as fields_enabled, nonphi_fields
from multideid.nonphi.layout import enabled as layout_enabled, layout_spans
from multideid.nonphi.world import enabled as world_enabled, world_spans
from multideid.nonphi.forms import learned_only_forms
from multideid.nonphi.guards import capital_neighbour, name_cue_before, rules_beyond, trim_span
from multideid.nonphi.hygiene import hygiene_spans
from multideid.nonphi.lexicon import learned_only_lexicon, lexicon_digest
from multideid.nonphi.lexicon import enabled as lexicon_enabled
from multideid.nonphi.numbers import enabled as numbers_enabled, learned_only_numbers
from multideid.nonphi.lists import FILES, POSTAL, VETO_CLASSES, Region, lists_digest, parse_list, read_list
from multideid.nonphi.products import learned_only_markup, learned_only_products
from multideid.nonphi.regions import find_regions
from multideid.nonphi.shape import learned_only_shape
from multideid.nonphi.support import learned_only_shorthand

__all__ = ["FILES", "POSTAL", "VETO_CLASSES", "Region", "enabled", "fields_enabled", "find_regions", "hygiene_spans", "layout_enabled", "layout_spans", "learned_only_clock", "learned_only_forms", "learned_only_lexicon", "learned_only_markup", "learned_only_products", "learned_only_shape", "learned_only_shorthand",
           "lexicon_digest", "lexicon_enabled", "lists_digest", "nonphi_fields", "numbers_enabled", "parse_list", "read_list", "veto_document", "veto_spans", "world_enabled", "world_spans"]


def veto_spans(text: str, spans: Sequence[Span], *, rule_spans: Sequence[Span] = ()) -> tuple[list[Span], list[Span]]:
    """``(kept, vetoed)``: the spans of ``text`` with those inside a clinical-term region removed
    (the rules of the module docstring)."""
    from multideid.propagate import coarse_class

    cand = [s for s in spans if coarse_class(s.label) in VETO_CLASSES or s.label in VETO_CLASSES]
    if not cand:
        return list(spans), []
    regions = find_regions(text)
    if not regions:
        return list(spans), []
    starts = [r.start for r in regions]
    kept_by_rules = rules_beyond(text, regions, starts, rule_spans)
    memo: dict[int, bool] = {}

    def _neighbour(k: int) -> bool:  # once per region: merged regions may be long
        if k not in memo:
            memo[k] = capital_neighbour(text, regions[k], regions, starts)
        return memo[k]

    vetoed: list[Span] = []
    for s in cand:
        a, b = trim_span(text, s.start, s.end)
        k = bisect_right(starts, a) - 1
        r = regions[k] if k >= 0 else None
        # a cue word inside the term is part of it ("PATIENT HEALTH QUESTIONNAIRE"): look before the region
        if r is None or not (r.start <= a and b <= r.end) or k in kept_by_rules or name_cue_before(text, r.start) \
                or _neighbour(k):
            continue
        vetoed.append(s)
    if not vetoed:
        return list(spans), []
    gone = {id(s) for s in vetoed}
    return [s for s in spans if id(s) not in gone], vetoed


def enabled(cfg: Mapping | None) -> bool:
    """``[run] nonphi_veto`` of a config; a model whose stored config predates the key vetoes
    nothing (its output does not change under newer code)."""
    run = (cfg or {}).get("run", {}) or {}
    return bool(run.get("nonphi_veto", False))


def _is_english(doc) -> bool:
    from multideid.lang import document_language

    return document_language(doc) == "en"


def veto_document(doc, spans: Sequence[Span], cfg: Mapping | None, *,
                  rule_spans: Sequence[Span] = (), knowledge_spans: Sequence[Span] | None = None,
                  learned_spans: Sequence[Sequence[Span]] = ()) -> tuple[list[Span], list[Span]]:
    """Span hygiene (:func:`multideid.nonphi.hygiene.hygiene_spans`: lone letters, word
    fragments; :func:`multideid.nonphi.shape.learned_only_shape`: words no name holds, form
    labels; :func:`multideid.nonphi.forms.learned_only_forms`: register codes, score codes,
    species, translated titles; :func:`multideid.nonphi.products.learned_only_products`: a
    product's brand before its model token, and ``learned_only_markup``: RTF and LaTeX control
    words; :func:`multideid.nonphi.support.learned_only_shorthand`:
    shorthand only learned bases took for a name; :func:`multideid.nonphi.clock.learned_only_clock`:
    spans of any class that are only clock times; with ``[run] nonphi_lexicon``,
    :func:`multideid.nonphi.lexicon.learned_only_lexicon`: drug, language, demonym, genus and gene
    words and foreign form labels; with ``[run] nonphi_numbers``,
    :func:`multideid.nonphi.numbers.learned_only_numbers`: dates that are numbers no date is written
    as; with ``[run] nonphi_fields``, :func:`multideid.nonphi.fields.nonphi_fields`: language words in
    a language context and common-noun field labels, whatever base found them; with ``[run] nonphi_layout``,
    :func:`multideid.nonphi.layout.layout_spans`: table header rows, document-type titles, room numbers,
    program identifiers, log fields, standard designations, pieces of clock times, whatever base found
    them; with ``[run] nonphi_world``, :func:`multideid.nonphi.world.world_spans`: product, test and eponym
    names, programme and standard acronyms, words of other languages in code-mixed text) then :func:`veto_spans` on a document when
    ``[run] nonphi_veto`` is on and the document is English; else ``(spans, [])``.  Returns
    ``(kept, removed)``.

    ``knowledge_spans``: the spans of the bases that need no training (default ``rule_spans``);
    ``learned_spans``: one list of spans per learned base (none given: that step is skipped)."""
    if not enabled(cfg) or not spans or not _is_english(doc):
        return list(spans), []
    kept, dropped = hygiene_spans(doc.text, spans, rule_spans=rule_spans)
    knowledge = rule_spans if knowledge_spans is None else knowledge_spans
    kept, shaped = learned_only_shape(doc.text, kept, knowledge=knowledge, learned=learned_spans)
    kept, forms = learned_only_forms(doc.text, kept, knowledge=knowledge, learned=learned_spans)
    kept, products = learned_only_products(doc.text, kept, knowledge=knowledge, learned=learned_spans)
    kept, markup = learned_only_markup(doc.text, kept, knowledge=knowledge, learned=learned_spans)
    kept, shorthand = learned_only_shorthand(doc.text, kept, knowledge=knowledge, learned=learned_spans)
    kept, clock = learned_only_clock(doc.text, kept, knowledge=knowledge, learned=learned_spans)
    lexical: list[Span] = []
    if lexicon_enabled(cfg):  # [run] nonphi_lexicon: a model fitted before session 22 skips it
        kept, lexical = learned_only_lexicon(doc.text, kept, knowledge=knowledge, learned=learned_spans)
    numbers: list[Span] = []
    if numbers_enabled(cfg):  # [run] nonphi_numbers: a model fitted before session 23 skips it
        kept, numbers = learned_only_numbers(doc.text, kept, knowledge=knowledge, learned=learned_spans)
    fields: list[Span] = []
    if fields_enabled(cfg):  # [run] nonphi_fields: a model fitted before session 24 skips it
        kept, fields = nonphi_fields(doc.text, kept, knowledge=knowledge, learned=learned_spans)
    layout: list[Span] = []
    if layout_enabled(cfg):  # [run] nonphi_layout: a model fitted before session 25 skips it
        kept, layout = layout_spans(doc.text, kept, knowledge=knowledge, learned=learned_spans)
    world: list[Span] = []
    if world_enabled(cfg):  # [run] nonphi_world: a model fitted before session 26 skips it
        kept, world = world_spans(doc.text, kept, knowledge=knowledge, learned=learned_spans)
    kept, vetoed = veto_spans(doc.text, kept, rule_spans=rule_spans)
    return kept, dropped + shaped + forms + products + markup + shorthand + clock + lexical + numbers + fields + layout \
        + world + vetoed
