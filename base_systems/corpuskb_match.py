"""Matching helpers of the ``corpuskb`` base: token shapes, a per-document view, the token
trie of learned strings and the proposals of cue and bracket rules.

A rule never reaches across a line; every function works on token indices of the shared
tokenizer (``Document.tokens``) and returns token ranges ``[i, j)``.
"""

from __future__ import annotations

from multideid.base_systems.gazetteers import norm
from multideid.document import Document

__all__ = ["SEP", "DocView", "token_shape", "capitalised", "aligned_gold", "inside_marks", "build_trie",
           "trie_matches", "cue_proposals", "bracket_proposals"]

SEP = "\x1f"  # joins token keys in JSON (never inside a token)


def token_shape(word: str) -> str:
    """The shape of one token (see the module docstring)."""
    if word.isalpha():
        if word.islower():
            return word.lower()
        if word.isupper():
            return "L" if len(word) == 1 else "XX"
        if word[0].isupper() and word[1:].islower():
            return "Xx"
    out: list[str] = []
    prev = ""
    run = 0
    for ch in word:
        cls = "d" if ch.isdigit() else "X" if ch.isupper() else "x" if ch.isalpha() else ch
        if cls == prev and cls in "dXx":
            run += 1
            if cls == "d":
                out[-1] = f"d{run}"
            continue
        prev, run = cls, 1
        out.append("d1" if cls == "d" else cls)
    return "".join(out)


def capitalised(word: str) -> bool:
    return word[:1].isupper() and not (word[-1].isupper() and any(c.islower() for c in word))


class DocView:
    """What fitting and matching need of one document: tokens, keys, shapes, line ids."""

    __slots__ = ("toks", "words", "keys", "lower", "shapes", "lines", "n")

    def __init__(self, doc: Document):
        self.toks = t = doc.tokens
        self.words = t.words
        self.keys = [norm(w) for w in t.words]
        self.lower = [w.lower() for w in t.words]
        self.shapes = [token_shape(w) for w in t.words]
        self.lines = t.lines
        self.n = len(t.words)

    def line_end(self, i: int, limit: int) -> int:
        """Exclusive end of the tokens from ``i`` on the same line, at most ``limit`` of them."""
        j = i
        while j < self.n and j - i < limit and self.lines[j] == self.lines[i]:
            j += 1
        return j

    def cues(self, i: int, j: int, inside: list[int] | None = None) -> list[str]:
        """Cue keys of the token range ``[i, j)``: one and two tokens before (``L1``, ``L2``) and
        after (``R1``, ``R2``) on the same line; with ``inside`` (see :func:`inside_marks`), cue
        tokens that are themselves PHI are skipped."""
        out = []
        ln = self.lines
        free = (lambda p: not inside[p]) if inside is not None else (lambda p: True)
        if i > 0 and ln[i - 1] == ln[i] and free(i - 1):
            out.append("L1" + SEP + self.lower[i - 1])
            if i > 1 and ln[i - 2] == ln[i] and free(i - 2):
                out.append("L2" + SEP + self.lower[i - 2] + " " + self.lower[i - 1])
        if j < self.n and ln[j] == ln[j - 1] and free(j):
            out.append("R1" + SEP + self.lower[j])
            if j + 1 < self.n and ln[j + 1] == ln[j - 1] and free(j + 1):
                out.append("R2" + SEP + self.lower[j] + " " + self.lower[j + 1])
        return out

    def left_cues_at(self, p: int) -> list[tuple[str, int]]:
        """Left-cue keys starting at token ``p`` and the token where their span would start."""
        ln, low = self.lines, self.lower
        out = [("L1" + SEP + low[p], p + 1)]
        if p + 1 < self.n and ln[p + 1] == ln[p]:
            out.append(("L2" + SEP + low[p] + " " + low[p + 1], p + 2))
        return out

    def right_cue_at(self, cue: str, j: int) -> bool:
        """Whether the right-cue key ``cue`` occurs at token ``j``."""
        words = cue[3:].split(" ")
        if j + len(words) > self.n or self.lines[j + len(words) - 1] != self.lines[j]:
            return False
        return all(self.lower[j + k] == w for k, w in enumerate(words))


def aligned_gold(view: DocView, doc: Document) -> dict[tuple[int, int], str]:
    """Gold spans whose boundaries are token boundaries, as ``(i, j) -> label``."""
    t = view.toks
    out = {}
    for s in doc.gold or ():
        i = t.index_at(s.start)
        j = i
        while j < view.n and t.starts[j] < s.end:
            j += 1
        if i < j and t.starts[i] == s.start and t.ends[j - 1] == s.end:
            out[(i, j)] = s.label
    return out


_END = "\x00"


def build_trie(entries: dict[tuple, bool]) -> dict:
    """Token trie of ``key tuple -> cased`` (the value sits under :data:`_END`)."""
    root: dict = {}
    for key, cased in entries.items():
        node = root
        for k in key:
            node = node.setdefault(k, {})
        node[_END] = (key, bool(cased))
    return root


def trie_matches(trie: dict, v: DocView, max_tokens: int):
    """Every ``(i, j, key)`` where an entry matches tokens ``[i, j)`` on one line."""
    keys, words, lines, n = v.keys, v.words, v.lines, v.n
    for i in range(n):
        node = trie.get(keys[i])
        j = i
        while node is not None:
            j += 1
            end = node.get(_END)
            if end is not None:
                key, cased = end
                if not cased or all(capitalised(w) for w in words[i:j] if w[:1].isalpha()):
                    yield i, j, key
            if j >= n or j - i >= max_tokens or lines[j] != lines[i]:
                break
            node = node.get(keys[j])


def inside_marks(n: int, gold: dict[tuple[int, int], str]) -> list[int]:
    """Per token: 1 + the index of the gold span covering it, or 0."""
    marks = [0] * (n + 1)
    for k, (i, j) in enumerate(sorted(gold)):
        for p in range(i, j):
            marks[p] = k + 1
    return marks


def cue_proposals(v: DocView, cands: dict[str, list[str]], sigs: dict[str, set], max_tokens: int):
    """``(cue, label, i, j)``: for each cue occurrence and label, the longest token run next to
    it (same line) whose shape signature was seen for the label."""
    low, shapes, lines, n = v.lower, v.shapes, v.lines, v.n
    for p in range(n):
        ln = lines[p]
        keys = ["L1" + SEP + low[p]]
        if p + 1 < n and lines[p + 1] == ln:
            keys.append("L2" + SEP + low[p] + " " + low[p + 1])
        keys.append("R1" + SEP + low[p])
        if p + 1 < n and lines[p + 1] == ln:
            keys.append("R2" + SEP + low[p] + " " + low[p + 1])
        for cue in keys:
            labs = cands.get(cue)
            if not labs:
                continue
            side, width = cue[0], int(cue[1])
            for lab in labs:
                ss = sigs.get(lab)
                if not ss:
                    continue
                if side == "L":
                    i = p + width
                    if i >= n or lines[i] != ln:
                        continue
                    end = v.line_end(i, max_tokens)
                    for j in range(end, i, -1):
                        if " ".join(shapes[i:j]) in ss:
                            yield cue, lab, i, j
                            break
                else:
                    j = p
                    if j == 0 or lines[j - 1] != ln:
                        continue
                    lo = j - 1
                    while lo > 0 and j - lo < max_tokens and lines[lo - 1] == ln:
                        lo -= 1
                    for i in range(lo, j):
                        if " ".join(shapes[i:j]) in ss:
                            yield cue, lab, i, j
                            break


def bracket_proposals(v: DocView, cands: dict[str, dict[str, list[str]]], max_tokens: int):
    """``(left cue, right cue, label, i, j)``: after each left cue, the nearest following right
    cue of the same rule on the same line, at most ``max_tokens`` further; the tokens between
    them are the span ("Domicilio : ... . Localidad")."""
    lines, n = v.lines, v.n
    for p in range(n):
        for left, i in v.left_cues_at(p):
            rights = cands.get(left)
            if not rights or i >= n or lines[i] != lines[p]:
                continue
            end = v.line_end(i, max_tokens + 1)
            for right, labs in rights.items():
                for j in range(i + 1, end):
                    if v.right_cue_at(right, j):
                        for lab in labs:
                            yield left, right, lab, i, j
                        break
