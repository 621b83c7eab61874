"""The pieces of the learned bases' token features that are not the extractor itself: word
classes and buckets, the read-only per-document parts (:class:`DocParts`), the per-process
word caches, the rule/dictionary hit sources, the position features (:func:`add_position`),
trigger learning and lookup (context n-grams that announce PHI) and :func:`drop_rare_words`.
:mod:`multideid.base_systems.features` assembles them."""

from __future__ import annotations

import math
import re
from collections import Counter, defaultdict
from functools import lru_cache
from typing import Sequence

from multideid.base_systems.base import HitSource
from multideid.document import Document
from multideid.tokenizer import Tokens, spans_to_bio, tag_label, word_shape

ROMAN_RE = re.compile(r"^(?=[MDCLXVI])M{0,3}(CM|CD|D?C{0,3})(XC|XL|L?X{0,3})(IX|IV|V?I{0,3})$")
DIGIT_RE = re.compile(r"\d")
OPEN_BRACKETS = "([{"
CLOSE_BRACKETS = ")]}"
QUOTES = frozenset('"«»“”')
WORD_CACHE_MAX = 50_000  # distinct words whose feature dicts stay cached per process (cleared when full: bounded memory)
# Small closed word classes (en + es) that PHI spans are built around: month and weekday names
# (dates written out), kinship words (relatives are PHI in MEDDOCAN and carry the patient's
# identity elsewhere).  Lower-cased, accents kept.
MONTHS = frozenset(
    """january february march april may june july august september october november december
    jan feb mar apr jun jul aug sep sept oct nov dec
    enero febrero marzo abril mayo junio julio agosto septiembre setiembre octubre noviembre
    diciembre ene abr ago dic""".split()
)
WEEKDAYS = frozenset(
    """monday tuesday wednesday thursday friday saturday sunday
    lunes martes miércoles miercoles jueves viernes sábado sabado domingo""".split()
)
KIN = frozenset(
    """mother father parents parent brother brothers sister sisters son sons daughter daughters
    wife husband spouse uncle aunt cousin grandmother grandfather grandson granddaughter
    madre padre padres hermano hermanos hermana hermanas hijo hijos hija hijas mujer marido
    esposo esposa tío tía tíos abuelo abuela abuelos primo prima primos nieto nieta sobrino
    sobrina familia familiares pareja cónyuge paterno paterna materno materna""".split()
)  # distinct words kept in the per-extractor caches


def short_shape(word: str) -> str:
    """Collapsed word shape: runs of the same class reduced to one (``"AA-#aa" -> "A-#a"``)."""
    shape = word_shape(word)
    out = []
    for c in shape:
        if not out or out[-1] != c:
            out.append(c)
    return "".join(out)


def len_bucket(n: int) -> str:
    if n <= 5:
        return str(n)
    if n <= 8:
        return "6-8"
    return "9+"


def sent_len_bucket(n: int) -> str:
    if n <= 3:
        return str(n)
    if n <= 6:
        return "4-6"
    if n <= 12:
        return "7-12"
    if n <= 25:
        return "13-25"
    return "26+"


@lru_cache(maxsize=1 << 17)
def trigger_norm(word: str) -> str:
    """Trigger normal form: lower-cased, digits folded to 0 (cached: words recur)."""
    return DIGIT_RE.sub("0", word.lower())


def load_hit_source(kind: str):
    """Instantiate the rules or dictionary base if its module is importable, else ``None``."""
    try:
        if kind == "rules":
            from multideid.base_systems.rules import RulesBase as cls  # type: ignore
        else:
            from multideid.base_systems.dictionary import DictionaryBase as cls  # type: ignore
    except ImportError:
        return None
    obj = cls()
    return obj if isinstance(obj, HitSource) else None


def cached_token_hits(doc: Document, kind: str, source, n: int) -> list:
    """``source.token_hits(doc)`` (per token, the hit names of a rules or dictionary source),
    computed once per document text and kept in the document's memo under ``("hits", kind)``:
    the hit sources run with fixed default parameters, so their hits depend on the text only,
    and crf, svm, boosted and neural (and every fold of a fit) ask for the same ones.  A source
    that returns another number of rows than ``n`` tokens is a :class:`ModelError`."""
    from multideid.errors import ModelError, quote_id

    memo = doc.memo
    entry = memo.get(("hits", kind))
    if entry is None or entry[0] is not doc.text:
        entry = memo.put(("hits", kind), (doc.text, source.token_hits(doc)))
    hits = entry[1]
    if len(hits) != n:
        raise ModelError(f"{kind} token_hits returned {len(hits)} rows for {n} tokens (doc {quote_id(doc.id)})")
    return hits


class DocParts:
    """The trigger-independent, document-dependent features of one document (read-only).

    Built once per document and extractor configuration (feature set, effective window, hit
    sources) and shared by every extractor with that configuration.  Only tuples and strings:

    ``words``
        the token strings (``doc.tokens.words`` at the time);
    ``pairs``
        ``pairs[i]`` is ``"w_i|w_i+1"`` (lower-cased; ``"full"`` only, else empty);
    ``pos``
        per token, the ``(name, value)`` items of the position, section and quote features
        in the order :meth:`FeatureExtractor.transform` adds them (``"full"`` only, else
        empty);
    ``hits``
        per token, the items of its and its neighbours' rule/dictionary hits, added after
        ``pos`` (``"full"`` only, else empty).

    Equal items and equal tuples are one object (they recur a lot, which also lets the
    sparse encoders cache their columns per tuple).

    The word-level and window features are not stored: they come from the extractor's
    per-word caches.
    """

    __slots__ = ("words", "pairs", "pos", "hits")

    def __init__(self, words: tuple, pairs: tuple, pos: tuple, hits: tuple):
        self.words = words
        self.pairs = pairs
        self.pos = pos
        self.hits = hits

    def __setattr__(self, name, value):
        if hasattr(self, name):
            raise AttributeError("DocParts is read-only")
        object.__setattr__(self, name, value)


# word -> word-level features and word -> window copies, per (feature set, effective window,
# word-frequency list): they depend on nothing else, so every extractor of a process (crf, svm, boosted and their
# fold models) shares them.  The cached dicts are read-only by contract: ``transform`` copies
# them and the encoders only read them.
_WORD_CACHES: dict[tuple[str, int, str], tuple[dict, dict]] = {}


def shared_caches(feature_set: str, window: int, word_freq_lang: str = "") -> tuple[dict, dict]:
    key = (feature_set, window, word_freq_lang)
    c = _WORD_CACHES.get(key)
    if c is None:
        c = _WORD_CACHES[key] = ({}, {})
    return c


def interned_items(rows: list[dict]) -> tuple:
    """``tuple(row.items())`` per row, equal items and equal tuples shared (memory)."""
    items: dict = {}
    tuples: dict = {}
    out = []
    for r in rows:
        t = tuple([items.setdefault(it, it) for it in r.items()])
        out.append(tuples.setdefault(t, t))
    return tuple(out)


#: feature names whose value is a lower-cased token (``w`` and its window copies ``-1:w``...)
#: and those whose value is a pair of them
_PAIR_KEYS = frozenset({"-1:w|w", "w|+1:w"})


def _is_word_key(name: str) -> bool:
    return name == "w" or (name.endswith(":w") and name[:1] in "+-")


def _rare_words(docs: Sequence[Document], min_docs: int) -> tuple[set, set]:
    """The lower-cased words found in fewer than ``min_docs`` of ``docs``, and the word pairs
    (``a|b``) of neighbours one of which is such a word."""
    df: Counter = Counter()
    lows_per_doc = []
    for d in docs:
        lows = [w.lower() for w in d.tokens.words]
        lows_per_doc.append(lows)
        df.update(set(lows))
    rare = {w for w, c in df.items() if c < min_docs}
    rare_pairs = {a + "|" + b for lows in lows_per_doc for a, b in zip(lows, lows[1:]) if a in rare or b in rare}
    return rare, rare_pairs


def rare_word_names(docs: Sequence[Document], min_docs: int, window: int) -> set[str]:
    """The ``name=value`` columns :func:`drop_rare_words` removes from the feature dicts of
    ``docs`` (window ``window``): ``w=x`` and its window copies ``-1:w=x``... of every rare word
    ``x``, and the pair columns of the rare pairs.  Empty for ``min_docs <= 1``."""
    if min_docs <= 1:
        return set()
    rare, rare_pairs = _rare_words(docs, min_docs)
    keys = ["w"] + [f"{o:+d}:w" for o in range(-window, window + 1) if o]
    out = {f"{k}={w}" for w in rare for k in keys}
    out.update(f"{k}={p}" for p in rare_pairs for k in _PAIR_KEYS)
    return out


def drop_rare_words(rows_per_doc: Sequence[Sequence[dict]], docs: Sequence[Document], min_docs: int) -> Sequence[Sequence[dict]]:
    """The feature dicts of ``docs`` without the word-identity features (``w``, ``-1:w``,
    ``-1:w|w``...) of words found in fewer than ``min_docs`` of these documents.

    What a model learns from such features is the training notes' own vocabulary: a patient's
    name occurs in one note, so ``min_docs = 2`` keeps it out of the model (its shape, affixes
    and context features stay).  At prediction time nothing changes: a word the model has no
    feature for is ignored, as an unseen word always was.  ``min_docs <= 1`` returns the rows
    themselves (not a copy).
    """
    if min_docs <= 1:
        return rows_per_doc
    rare, rare_pairs = _rare_words(docs, min_docs)
    out = []
    for rows in rows_per_doc:
        kept = []
        for r in rows:
            drop = [k for k, v in r.items() if (k in _PAIR_KEYS and v in rare_pairs) or (_is_word_key(k) and v in rare)]
            if drop:
                r = {k: v for k, v in r.items() if k not in drop}
            kept.append(r)
        out.append(kept)
    return out


# --------------------------------------------------------------------------- position


def add_position(toks: Tokens, feats: list[dict]) -> None:
    """Add the position features of every token to ``feats`` (one dict per token): ``sec``,
    ``linepos``, ``sentlen``, ``sentpos``, ``inquote``, ``inbracket``."""
    n = len(feats)
    lines, sents, sections, words = toks.lines, toks.sentences, toks.sections, toks.words
    n_lines = toks.n_lines
    # sentence extents
    sent_start: dict[int, int] = {}
    sent_end: dict[int, int] = {}
    for i, s in enumerate(sents):
        sent_start.setdefault(s, i)
        sent_end[s] = i
    in_quote = False
    depth = 0
    prev_line = -1
    for i in range(n):
        f = feats[i]
        ln = lines[i]
        if ln != prev_line:
            in_quote, depth, prev_line = False, 0, ln
        sec = sections[i]
        f["sec"] = sec if sec else "none"
        if ln < 10:
            f["linepos"] = "top"
        elif ln >= n_lines - 5:
            f["linepos"] = "bottom"
        else:
            f["linepos"] = "mid"
        s = sents[i]
        a, b = sent_start[s], sent_end[s]
        f["sentlen"] = sent_len_bucket(b - a + 1)
        f["sentpos"] = "first" if i == a else ("last" if i == b else "mid")
        w = words[i]
        if w in QUOTES:
            in_quote = not in_quote
        elif w in OPEN_BRACKETS:
            depth += 1
        elif w in CLOSE_BRACKETS:
            depth = max(0, depth - 1)
        else:
            if in_quote:
                f["inquote"] = 1.0
            if depth:
                f["inbracket"] = 1.0


# --------------------------------------------------------------------------- triggers


def trigger_slots(norms: list[str]) -> list[tuple[tuple[str, int, int], list]]:
    """Trigger candidate slots of every token: ``((side, dist, n), grams)``.

    ``grams[i]`` is the ``n``-gram ending ``dist`` tokens before token ``i`` (side ``L``)
    or starting ``dist`` tokens after it (side ``R``), or ``None`` past the document edge.
    Built with slicing and joins per slot rather than per token, which is ~3x faster.
    """
    n_tok = len(norms)
    grams_at: dict[int, list[str]] = {}  # n -> n-gram starting at each position
    for n in (1, 2, 3):
        if n == 1:
            grams_at[1] = list(norms)
        else:
            grams_at[n] = [" ".join(norms[s : s + n]) for s in range(max(0, n_tok - n + 1))]
    out = []
    for d in (1, 2):
        for n in (1, 2, 3):
            g = grams_at[n]
            # left: starts at i - d - n + 1
            off = d + n - 1
            left = [None] * min(off, n_tok) + g[: max(0, n_tok - off)]
            out.append((("L", d, n), left[:n_tok]))
            # right: starts at i + d
            right = g[d:] + [None] * (n_tok - max(0, len(g) - d))
            out.append((("R", d, n), right[:n_tok]))
    return out


def learn_triggers(docs: Sequence[Document], min_count: int, top_k: int) -> dict:
    """The trigger table: ``(side, dist, n, ngram) -> label`` for the ``top_k`` context n-grams
    (seen next to PHI at least ``min_count`` times) with the highest information gain about
    PHI, each with the label it most often precedes or follows."""
    total: Counter = Counter()
    pos: Counter = Counter()
    lab: Counter = Counter()
    n_all = n_pos = 0
    for doc in docs:
        toks = doc.tokens
        tags = spans_to_bio(toks, doc.gold).tags
        phi = [i for i, t in enumerate(tags) if t != "O"]
        labels = [tag_label(tags[i]) for i in phi]
        n_all += len(tags)
        n_pos += len(phi)
        for slot, grams in trigger_slots([trigger_norm(w) for w in toks.words]):
            total.update(zip([slot] * len(grams), grams))
            pg = [grams[i] for i in phi]
            pos.update(zip([slot] * len(pg), pg))
            lab.update(zip([slot] * len(pg), pg, labels))
    if n_all == 0 or n_pos == 0 or n_pos == n_all:
        return {}
    best_label: dict = {}
    for (slot, g, label), c in lab.items():
        key = (slot, g)
        cur = best_label.get(key)
        if cur is None or c > cur[0] or (c == cur[0] and label < cur[1]):
            best_label[key] = (c, label)
    base_rate = n_pos / n_all

    def h(p: float) -> float:
        if p <= 0.0 or p >= 1.0:
            return 0.0
        return -(p * math.log2(p) + (1 - p) * math.log2(1 - p))

    h_y = h(base_rate)
    scored = []
    for (slot, g), p in pos.items():
        if g is None or p < min_count:
            continue
        t = total[(slot, g)]
        if p / t <= base_rate:
            continue  # only triggers that raise the odds of PHI
        rest = n_all - t
        cond = (t / n_all) * h(p / t) + ((rest / n_all) * h((n_pos - p) / rest) if rest else 0.0)
        scored.append((h_y - cond, (*slot, g)))
    scored.sort(key=lambda x: (-x[0], x[1]))
    table = {}
    for _ig, c in scored[: top_k]:
        table[c] = best_label[((c[0], c[1], c[2]), c[3])][1]
    return table


def trigger_groups(table: dict) -> dict:
    """``(side, dist, n) -> {ngram: label}`` view of a trigger table."""
    groups: dict = defaultdict(dict)
    for (side, d, n, g), lab in table.items():
        groups[(side, d, n)][g] = lab
    return dict(groups)


def add_triggers(groups: dict, words: list[str], feats) -> None:
    """Add the trigger features of ``groups`` (:func:`trigger_groups`) to ``feats`` (a list of
    dicts, or a dict that gets a dict per token with a trigger)."""
    sparse = isinstance(feats, dict)
    for slot, grams in trigger_slots([trigger_norm(w) for w in words]):
        table = groups.get(slot)
        if not table:
            continue
        side, d, n = slot
        name_g = f"trig.{side}{d}.{n}"
        name_l = f"trig.{side}{d}.lab"
        get = table.get
        for i, g in enumerate(grams):
            if g is None:
                continue
            lab = get(g)
            if lab is not None:
                f = feats[i] if not sparse else feats.setdefault(i, {})
                f[name_g] = g
                f[name_l] = lab
                f["trig.any"] = 1.0
