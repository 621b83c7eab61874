"""Assemble synthetic English clinical notes with exact gold PHI spans.

A discharge summary = a header block (IDs, hospital code, dates), sections with headings,
narrative sentences, lists and a sign-off block; a chart excerpt (share :data:`CHART_P`) = a
run of short notes written by :func:`multideid.synth.notes.write_chart`.  Every choice is drawn from a :class:`random.Random`
seeded by ``(seed, split, index)``; Faker is re-seeded from it per document.  A document
therefore depends only on its own ``(seed, split, index)``: ``generate_corpus(10)`` is a prefix
of ``generate_corpus(1000)``, and the output never depends on ``PYTHONHASHSEED``.
"""

from __future__ import annotations

from typing import Iterator

from multideid.document import Document, check_spans
from multideid.errors import UsageError
from multideid.synth import clinical as C
from multideid.synth import notes as N
from multideid.synth import phrases as P
from multideid.synth.builder import DocBuilder
from multideid.synth.context import Context, doc_rng
from multideid.synth.values import pick

SPLITS = ("train", "test")

#: share of documents that are chart excerpts (short notes, messages, letters, lists) rather
#: than discharge summaries
CHART_P = 0.4
__all__ = ["CHART_P", "SPLITS", "generate_corpus", "generate_document", "iter_corpus_synth"]


# ------------------------------------------------------------------------------ documents

_HEADING_STYLES = ("caps_colon_nl", "inline", "plain_colon_nl", "caps_nl", "caps_inline", "stars")


def _heading(c: Context, b: DocBuilder, section: str, style: str) -> bool:
    """Write a section heading; returns True when the body follows on the same line."""
    h = pick(c.rng, P.split_pool(P.HEADINGS[section], c.split))
    if style in ("caps_colon_nl", "caps_nl", "caps_inline", "stars"):
        h = h.upper()
    b.add("\n")
    if style == "caps_colon_nl" or style == "plain_colon_nl":
        b.add(f"{h}:\n")
        return False
    if style == "caps_nl":
        b.add(f"{h}\n")
        return False
    if style == "stars":
        b.add(f"*** {h} ***\n")
        return False
    b.add(f"{h}: ")
    return True


def _sentences(
    c: Context, b: DocBuilder, pool, k: int, sep: str, used: set[int] | None = None, end: str = "\n"
) -> None:
    """Write ``k`` distinct templates of ``pool``; ``used`` carries indices already written."""
    options = P.split_pool(pool, c.split)
    free = [i for i in range(len(options)) if used is None or i not in used]
    if not free:
        free = list(range(len(options)))
    k = max(1, min(k, len(free)))
    chosen = c.rng.sample(free, k)
    if used is not None:
        used.update(chosen)
    for i, idx in enumerate(chosen):
        if i:
            b.add(sep)
        c.render(b, options[idx])
    b.add(end)


def _list(c: Context, b: DocBuilder, items: list[str], style: str) -> None:
    for i, t in enumerate(items):
        if style == "numbered":
            b.add(f"{i + 1}. ")
        elif style == "numbered_paren":
            b.add(f"{i + 1}) ")
        elif style == "dash":
            b.add("- ")
        elif style == "comma":
            if i:
                b.add(", ")
            c.render(b, t, capitalize=i == 0)
            continue
        c.render(b, t)
        b.add("\n")
    if style == "comma":
        b.add(".\n")


def _meds(c: Context, b: DocBuilder, k: int, style: str) -> None:
    # distinct drugs in one list, as in a real medication list
    c.drug_queue = c.rng.sample(range(len(C.DRUGS)), min(k, len(C.DRUGS)))
    _list(c, b, ["{drug}"] * len(c.drug_queue), style)
    c.drug_queue = []


def _generate(index: int, seed: int, split: str) -> Document:
    rng = doc_rng(seed, split, index)
    c = Context(rng, split)
    b = DocBuilder()
    if rng.random() < CHART_P:
        N.write_chart(c, b, split)
        return _finish(b.text(), b.spans, seed, split, index, "chart")
    verbosity = rng.random() ** 1.3  # skewed towards shorter notes, like real summaries
    heading_style = pick(rng, P.split_pool(_HEADING_STYLES, split))
    list_style = pick(rng, ("numbered", "dash", "numbered_paren", "comma", "numbered"))
    sep = "\n" if rng.random() < 0.25 else pick(rng, (" ", "  "))
    caps_doc = rng.random() < 0.08

    c.render(b, pick(rng, P.split_pool(P.HEADERS, split)), capitalize=False)
    body_start = b.pos

    def section(name: str, p: float) -> bool:
        if rng.random() >= p:
            return False
        inline = _heading(c, b, name, heading_style)
        if inline and name in ("pmh", "meds_adm", "dc_meds", "exam", "labs", "dc_dx"):
            b.add("\n")
        return True

    def k_of(lo: int, hi: int) -> int:
        return lo + int(round(verbosity * (hi - lo) * rng.uniform(0.6, 1.2)))

    if section("cc", 0.7):
        _sentences(c, b, P.CC, 1, sep)
    if section("hpi", 1.0):
        c.caps = caps_doc
        _sentences(c, b, P.HPI_INTRO, 1, sep, end=sep if rng.random() < 0.6 else "\n")
        _sentences(c, b, P.HPI, k_of(1, 10), sep)
        c.caps = False
    if section("pmh", 0.85):
        opts = P.split_pool(P.PMH, split)
        _list(c, b, [pick(rng, opts) for _ in range(k_of(1, 7))], list_style)
    if section("meds_adm", 0.6):
        _meds(c, b, k_of(2, 10), list_style)
    if section("allergies", 0.7):
        _sentences(c, b, P.ALLERGY, 1, sep)
    if section("social", 0.8):
        _sentences(c, b, P.SOCIAL, k_of(1, 5), sep)
    if section("family", 0.5):
        _sentences(c, b, P.FAMILY, k_of(1, 3), sep)
    if section("exam", 0.6):
        _sentences(c, b, P.EXAM, k_of(3, 9), "\n" if rng.random() < 0.7 else " ")
    if section("labs", 0.6):
        _sentences(c, b, P.LAB_LINES, k_of(1, 5), "\n")
    section("course", 1.0)
    c.caps = caps_doc
    _sentences(c, b, P.COURSE_INTRO, 1, sep)
    used: set[int] = set()  # indices only (ints), never iterated: no hash-order dependence
    if rng.random() < 0.5:  # narrative course
        for _ in range(max(1, k_of(1, 5))):
            _sentences(c, b, P.COURSE, k_of(2, 8), sep, used)
    else:  # problem-based course
        problems = P.split_pool(P.PROBLEMS, split)
        for _ in range(k_of(2, 10)):
            b.add("\n")
            c.render(b, pick(rng, problems))
            _sentences(c, b, P.COURSE, k_of(1, 4), sep, used)
    c.caps = False
    if section("dc_meds", 0.95):
        _meds(c, b, k_of(2, 14), list_style)
    if section("dc_dx", 0.8):
        opts = P.split_pool(P.DX, split)
        _list(c, b, [pick(rng, opts) for _ in range(k_of(1, 5))], list_style if list_style != "comma" else "numbered")
    if section("dc_cond", 0.6):
        _sentences(c, b, P.CONDITION, 1, sep)
    if section("dispo", 0.6):
        _sentences(c, b, P.DISPO, 1, sep)
    if section("instr", 0.6):
        _sentences(c, b, P.INSTR, k_of(1, 6), sep)
    if section("fu", 0.95):
        _sentences(c, b, P.FU, k_of(1, 4), "\n" if rng.random() < 0.5 else sep)
    b.add("\n")
    c.render(b, pick(rng, P.split_pool(P.FOOTERS, split)), capitalize=False)

    text = b.text()
    spans = b.spans
    if rng.random() < 0.3:  # hard line wraps, as in dictated notes (length-preserving)
        text = _hard_wrap(text, spans, body_start, rng.randint(60, 90))
    return _finish(text, spans, seed, split, index, "discharge")


def _finish(text: str, spans, seed: int, split: str, index: int, kind: str) -> Document:
    doc_id = f"synth-{split}-{index:05d}"
    gold = check_spans(spans, text, path=doc_id, allow_overlap=False, what="synthetic span")
    return Document(
        id=doc_id,
        text=text,
        gold=gold,
        metadata={"generator": "multideid-synth", "seed": seed, "split": split, "index": index, "kind": kind},
    )


def _hard_wrap(text: str, spans, start: int, width: int) -> str:
    """Replace spaces outside PHI spans by newlines so lines stay under ``width``.

    A space and a newline are both one character, so every offset stays valid.
    """
    inside = bytearray(len(text))
    for s in spans:
        inside[s.start : s.end] = b"\x01" * (s.end - s.start)
    chars = list(text)
    col = 0
    last_space = -1
    for i in range(start, len(chars)):
        ch = chars[i]
        if ch == "\n":
            col, last_space = 0, -1
            continue
        col += 1
        if ch == " " and not inside[i]:
            last_space = i
        if col > width and last_space >= 0:
            chars[last_space] = "\n"
            col = i - last_space
            last_space = -1
    return "".join(chars)


def _check_args(n, seed, split: str) -> tuple[int, int]:
    """Validate and normalise (n, seed); integer-likes such as numpy integers are accepted."""
    import operator

    if split not in SPLITS:
        raise UsageError(f"unknown split {split!r}; choose one of: {', '.join(SPLITS)}")
    try:
        n_i, seed_i = operator.index(n), operator.index(seed)
    except TypeError:
        raise UsageError(f"the number of documents and the seed must be integers (got {n!r}, {seed!r})") from None
    if n_i < 0:
        raise UsageError(f"the number of documents must be non-negative (got {n_i})")
    if seed_i < 0:
        raise UsageError(f"the seed must be non-negative (got {seed_i})")
    return n_i, seed_i


def generate_document(index: int, seed: int = 0, split: str = "train") -> Document:
    """Document number ``index`` of the synthetic corpus ``(seed, split)``, with gold spans."""
    index, seed = _check_args(index, seed, split)
    return _generate(index, seed, split)


def iter_corpus_synth(n: int, seed: int = 0, split: str = "train") -> Iterator[Document]:
    """Yield ``n`` synthetic discharge summaries (ids ``synth-{split}-{i:05d}``) one at a time."""
    n, seed = _check_args(n, seed, split)
    for i in range(n):
        yield _generate(i, seed, split)


def generate_corpus(n: int, seed: int = 0, split: str = "train") -> list[Document]:
    """``n`` synthetic English discharge summaries with exact gold PHI spans.

    Deterministic: the same ``(n, seed, split)`` gives byte-identical documents.  ``split="test"``
    uses only phrasings, headings, header and sign-off layouts that ``split="train"`` never uses,
    and different random values (the split is part of each document's seed).
    """
    return list(iter_corpus_synth(n, seed, split))
