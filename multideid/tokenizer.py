"""A clinical-text tokenizer with character offsets, lines, sentences and sections.

Tokens are computed once per document (``Document.tokens``) and shared by every base system,
the stacker and the token-level evaluation.  The tokenizer keeps together what clinical PHI is
made of: dates (``03/18/2001``, ``2001-03-18``), times, e-mail addresses, URLs, IP addresses,
IDs and phone parts with dashes (``555-1234``, ``123-45-6789``), abbreviations such as ``M.D.``
and ``Dr.``, decimals; it works on any Unicode letters (Spanish as well as English).

Sentence boundaries: line breaks and standalone ``. ! ?`` tokens.  A *section heading* is a
short line that is ALL CAPS or ends with a colon (``HOSPITAL COURSE:``); every token carries
the normalised heading of the section it falls under ("" before the first heading).

Conversion between spans and token BIO tags goes both ways.  When a span boundary falls inside
a token, the whole token is labelled (fail closed: PHI is never cut) and the event is counted.
"""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass, field
from typing import NamedTuple, Sequence

from multideid.document import Span

# Abbreviations whose trailing period belongs to the token (lower-cased, without the period).
ABBREVIATIONS = frozenset(
    """dr dra drs mr mrs ms mss sr sra srta sres st jr prof dña ud uds vd vds
    av avda ctra pl pza nº núm tel tfno telf apt apdo dept dpto hosp vs approx""".split()
)
# Not merged on purpose: "Co.", "Inc.", units and single letters often end a sentence or a PHI
# span whose gold boundary excludes the period (MEDDOCAN: "Boston Scientific Co").

# An e-mail's local part is at most 64 characters (RFC 5321): unbounded, the email branch was
# tried from every token start of a long run of letters and hyphens and scanned to the run's
# end each time (quadratic: 4.5 s for 60,000 characters of "Aa-Aa-...").
_TOKEN_RE = re.compile(
    r"""
    (?P<email>[\w.+-]{1,64}@[\w-]+(?:\.[\w-]+)+)
  | (?P<url>(?:https?://|www\.)[^\s<>"]*[^\s<>".,;:!?)\]])
  | (?P<ip>\d{1,3}(?:\.\d{1,3}){3}(?![\d.]))
  | (?P<date>\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4}(?![\d]))
  | (?P<time>\d{1,2}:\d{2}(?::\d{2})?)
  | (?P<glued>\d{4,}(?=[^\W\d_]{3,}))
  | (?P<initials>(?:[^\W\d_]\.){2,})
  | (?P<dashed>\d+(?:[-/]\d+)+)
  | (?P<decimal>\d+(?:[.,]\d+)+)
  | (?P<word>[^\W_]+(?:'[^\W\d_]{1,2}\b)?)
  | (?P<other>\S)
    """,
    re.VERBOSE | re.UNICODE,
)

_SENT_END = frozenset(".!?")
_HEADING_MAX_TOKENS = 8


class Token(NamedTuple):
    start: int
    end: int
    text: str
    line: int
    sentence: int
    section: str


@dataclass
class Tokens:
    """Parallel arrays describing the tokens of one text."""

    text: str
    starts: list[int] = field(default_factory=list)
    ends: list[int] = field(default_factory=list)
    words: list[str] = field(default_factory=list)
    lines: list[int] = field(default_factory=list)
    sentences: list[int] = field(default_factory=list)
    sections: list[str] = field(default_factory=list)
    n_lines: int = 0

    def __len__(self) -> int:
        return len(self.starts)

    def __getitem__(self, i: int) -> Token:
        return Token(self.starts[i], self.ends[i], self.words[i], self.lines[i], self.sentences[i], self.sections[i])

    def __iter__(self):
        for i in range(len(self)):
            yield self[i]

    def index_at(self, offset: int) -> int:
        """Index of the first token whose end is after ``offset``."""
        return bisect.bisect_right(self.ends, offset)


def _normalise_heading(line: str) -> str:
    h = re.sub(r"[^\w\s]", " ", line.lower())
    return " ".join(h.split())[:60]


def tokenize(text: str) -> Tokens:
    """Tokenize ``text`` into :class:`Tokens` with offsets, lines, sentences and sections."""
    toks = Tokens(text=text)
    starts, ends, words = toks.starts, toks.ends, toks.words
    for m in _TOKEN_RE.finditer(text):
        s, e = m.start(), m.end()
        kind = m.lastgroup
        w = m.group()
        if kind == "word" and e < len(text) and text[e] == "." and w.lower() in ABBREVIATIONS:
            # keep "Dr." together; the sentence splitter treats it as not ending a sentence
            e += 1
            w = text[s:e]
        if kind == "word" and len(w) > 3 and not (w.islower() or w.isupper() or w.istitle()):
            # (all-lower, all-upper and title-case words cannot hold a lower->upper transition:
            # skipping them avoids a per-character Python loop on almost every word)
            # split glued words at a lower->upper transition ("MartínezNºCol", "DominguezCorreo"):
            # gold boundaries in real notes fall there when line breaks were lost
            cut = s
            for k in range(1, len(w)):
                if w[k].isupper() and w[k - 1].islower() and k - (cut - s) >= 2:
                    starts.append(cut)
                    ends.append(s + k)
                    words.append(text[cut : s + k])
                    cut = s + k
            if cut != s:
                starts.append(cut)
                ends.append(e)
                words.append(text[cut:e])
                continue
        starts.append(s)
        ends.append(e)
        words.append(w)
    # The abbreviation merge can make a following token start inside the merged one.
    if starts:
        keep = [0]
        for i in range(1, len(starts)):
            if starts[i] >= ends[keep[-1]]:
                keep.append(i)
        if len(keep) != len(starts):
            toks.starts = starts = [starts[i] for i in keep]
            toks.ends = ends = [ends[i] for i in keep]
            toks.words = words = [words[i] for i in keep]

    # lines
    line_starts = [0] + [m.end() for m in re.finditer(r"\n", text)]
    toks.n_lines = len(line_starts)
    lines = [bisect.bisect_right(line_starts, s) - 1 for s in starts]
    toks.lines = lines

    # sentences: break at a new line or after a standalone . ! ?
    sents: list[int] = []
    sid = 0
    for i in range(len(starts)):
        if i > 0 and (lines[i] != lines[i - 1] or words[i - 1] in _SENT_END):
            sid += 1
        sents.append(sid)
    toks.sentences = sents

    # sections: most recent heading line
    sections: list[str] = []
    current = ""
    i = 0
    n = len(starts)
    while i < n:
        j = i
        while j < n and lines[j] == lines[i]:
            j += 1
        line_words = words[i:j]
        is_heading = False
        # only short lines can be headings: the letter scan is skipped for the others
        letters = (
            [w for w in line_words if w.isalpha() or any(c.isalpha() for c in w)]
            if len(line_words) <= _HEADING_MAX_TOKENS
            else []
        )
        if letters:
            all_caps = all(w.isupper() for w in letters if len(w) > 1) and any(len(w) > 1 for w in letters)
            colon_end = line_words[-1] == ":"
            is_heading = all_caps or colon_end
        if is_heading:
            current = _normalise_heading(text[starts[i] : ends[j - 1]])
        # a heading "FOLLOW UP: call 555-1234" on one line: tokens after the colon belong to it
        colon_heading = ""
        for k in range(i, j):
            if words[k] == ":" and k - i <= 4 and k > i:
                head = line_words[: k - i]
                if all(w[:1].isupper() for w in head if w[:1].isalpha()):
                    colon_heading = _normalise_heading(" ".join(head))
                break
        for k in range(i, j):
            sections.append(current if is_heading or not colon_heading else colon_heading)
        i = j
    toks.sections = sections
    return toks


# --------------------------------------------------------------------------- BIO conversion


@dataclass
class BioResult:
    tags: list[str]
    partial: int = 0  # span boundaries that fell inside a token (token labelled as PHI)
    conflicts: int = 0  # tokens claimed by two spans (first span kept)


def spans_to_bio(tokens: Tokens, spans: Sequence[Span], scheme: str = "BIO") -> BioResult:
    """Token tags for ``spans``.

    Every token that overlaps a span gets the span's label (fail closed), even when the span
    boundary falls inside the token; such events are counted in ``partial``.  ``scheme`` is
    ``"BIO"`` (``B-X``/``I-X``/``O``) or ``"IO"`` (``X``/``O``).
    """
    n = len(tokens)
    tags = ["O"] * n
    res = BioResult(tags)
    owner = [-1] * n
    for si, sp in enumerate(sorted(spans)):
        i = bisect.bisect_right(tokens.ends, sp.start)
        first = True
        while i < n and tokens.starts[i] < sp.end:
            if tokens.starts[i] < sp.start < tokens.ends[i] or tokens.starts[i] < sp.end < tokens.ends[i]:
                res.partial += 1
            if owner[i] != -1:
                res.conflicts += 1
            else:
                owner[i] = si
                if scheme == "IO":
                    tags[i] = sp.label
                else:
                    tags[i] = ("B-" if first else "I-") + sp.label
                first = False
            i += 1
    return res


def split_tag(tag: str) -> tuple[str, str]:
    """``"B-DATE" -> ("B", "DATE")``, ``"DATE" -> ("I", "DATE")``, ``"O" -> ("O", "")``."""
    if tag == "O" or not tag:
        return "O", ""
    if len(tag) > 2 and tag[1] == "-" and tag[0] in "BIES":
        p = tag[0]
        return ("B" if p in "BS" else "I"), tag[2:]
    return "I", tag


def tag_label(tag: str) -> str:
    """The entity a tag names, without its BIO prefix: ``"B-DATE" -> "DATE"``, ``"O" -> "O"``."""
    return split_tag(tag)[1] or "O"


def word_shape(word: str, *, brief: bool = False, limit: int = 6) -> str:
    """The character classes of a word.

    Long form (the learned bases' features): one class per character, ``A`` upper, ``a`` lower,
    ``#`` digit, ``-`` anything else (``"PO/5mg" -> "AA-#aa"``).  ``brief`` (the stacker's token
    features and its stored out-of-fold data): ``X`` upper, ``x`` lower, ``d`` digit, any other
    character as itself, runs collapsed, at most ``limit`` characters (``"03/18/2001" -> "d/d/d"``).
    """
    if not brief:
        return "".join(("A" if c.isupper() else "a") if c.isalpha() else "#" if c.isdigit() else "-" for c in word)
    out: list[str] = []
    for ch in word:
        c = "X" if ch.isupper() else "x" if ch.isalpha() else "d" if ch.isdigit() else ch
        if not out or out[-1] != c:
            out.append(c)
    return "".join(out)[:limit]


def strip_bio(tags: Sequence[str]) -> list[str]:
    """:func:`tag_label` of every tag (``["B-DATE", "I-DATE", "O"] -> ["DATE", "DATE", "O"]``)."""
    return [tag_label(t) for t in tags]


def bio_to_spans(
    tokens: Tokens,
    tags: Sequence[str],
    scores: Sequence[float] | None = None,
    source: str = "",
) -> list[Span]:
    """Decode token tags (BIO, IO or BIOES) into spans, repairing invalid sequences.

    An ``I-X`` that does not continue an ``X`` span starts a new one; adjacent tokens with the
    same label and no ``B-`` merge.  A span's score is the mean of its tokens' scores.
    """
    spans: list[Span] = []
    cur_label = ""
    cur_start = cur_end = -1
    cur_scores: list[float] = []

    def flush():
        if cur_label:
            sc = sum(cur_scores) / len(cur_scores) if cur_scores else 1.0
            spans.append(Span(cur_start, cur_end, cur_label, sc, source))

    for i, tag in enumerate(tags):
        prefix, label = split_tag(tag)
        if prefix == "O":
            flush()
            cur_label = ""
            continue
        if prefix == "B" or label != cur_label:
            flush()
            cur_label, cur_start, cur_scores = label, tokens.starts[i], []
        cur_end = tokens.ends[i]
        cur_scores.append(float(scores[i]) if scores is not None else 1.0)
    flush()
    return spans
