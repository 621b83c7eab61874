"""English pack, quoted-printable mail and MIME encoded-words (session 25, helper logs25): the
English pack run on the decoded text, its spans put back on the raw text.

A mail saved with ``Content-Transfer-Encoding: quoted-printable`` writes every non-ASCII byte as
``=XX`` and cuts long lines with a soft break (``=`` at the line end): ``H=C3=A9l=C3=A8ne``,
``Febr=\\nuary``; its headers carry RFC 2047 encoded-words (``From: =?UTF-8?Q?Ren=C3=A9e_Lacoste?=
<...>``, ``=?UTF-8?B?...?=``).  No pattern of the pack matches such a word, and writing the escapes
into each pattern would double the pack.  :class:`DecodedPattern` instead decodes the text once
(cached per text) with a map from every decoded character to its raw offsets, runs the English
pack's other patterns on the decoded text (overlaps resolved as in the rules base), and keeps the
spans whose raw extent holds an escape, a soft break or an encoded-word (the others the pack finds
on the raw text itself); their offsets are mapped back, so a span covers ``Ren=C3=A9e_Lacoste`` or
``Febr=\\nuary`` in the raw text.  A base64 encoded-word maps as a whole (its characters cannot be
cut).  The decoder runs only on a text that shows quoted-printable: the
``Content-Transfer-Encoding: quoted-printable`` header, an encoded-word, or two soft breaks and two
``=XX`` escapes of UTF-8 or Latin-1 letters (``=====`` rules and ``a == b`` are none).

One pattern per label (``qp_decoded_<label>``); measured in :mod:`.en_logs12`'s docstring.
"""

from __future__ import annotations

import base64
import re
import threading
from functools import lru_cache

from multideid.base_systems.packs import Pattern

__all__ = ["decode_qp", "decoded_spans", "PATTERNS"]

_CTE = re.compile(r"(?im)^content-transfer-encoding:[ \t]*quoted-printable[ \t]*$")
_EWORD = re.compile(r"=\?(?P<cs>[\w.:-]{1,40})\?(?P<enc>[QqBb])\?(?P<t>[^?\s]{1,400})\?=")
_SOFT = re.compile(r"(?<![=\s])=\r?\n")
_ESC = re.compile(r"=(?:[CD][0-9A-F]=[89AB][0-9A-F]|E[0-9A-F](?:=[89AB][0-9A-F]){2}|[C-F][0-9A-F])")
_SOFT_AT = re.compile(r"=\r?\n")
_HEX = re.compile(r"(?:=[0-9A-F]{2})+")
_LABELS = ("PATIENT", "DOCTOR", "USERNAME", "ID", "DATE", "AGE", "PHONE", "FAX", "EMAIL", "IP", "URL", "LOCATION",
           "HOSPITAL", "ORGANIZATION", "PROFESSION")
_busy = threading.local()


def _is_qp(text: str) -> bool:
    if _CTE.search(text) or _EWORD.search(text):
        return True
    return len(_SOFT.findall(text)) >= 2 and len(_ESC.findall(text)) >= 2


def _bytes_text(raw: bytes, charset: str) -> tuple[str, str]:
    """``(text, codec)``: ``raw`` decoded with ``charset``, else UTF-8, else Latin-1."""
    for cs in (charset, "utf-8", "latin-1"):
        try:
            return raw.decode(cs), cs
        except (LookupError, UnicodeDecodeError):
            continue
    return raw.decode("latin-1", "replace"), "latin-1"  # pragma: no cover - latin-1 decodes any byte


def _hex_run(text: str, s: int, e: int, charset: str, out: list[str], starts: list[int], ends: list[int]) -> None:
    """Decode the ``=XX`` run ``text[s:e]``; each decoded character maps to the escapes of its bytes."""
    raw = bytes(int(text[i + 1:i + 3], 16) for i in range(s, e, 3))
    dec, codec = _bytes_text(raw, charset)
    try:
        widths = [len(c.encode(codec)) for c in dec]
    except (LookupError, UnicodeEncodeError):
        widths = []
    pos = s
    exact = sum(widths) == len(raw)
    for k, c in enumerate(dec):
        out.append(c)
        if exact:
            starts.append(pos)
            pos += 3 * widths[k]
            ends.append(pos)
        else:  # a stateful charset: the whole run
            starts.append(s)
            ends.append(e)


@lru_cache(maxsize=8)
def decode_qp(text: str) -> tuple[str, tuple[int, ...], tuple[int, ...]] | None:
    """``(decoded text, raw start per character, raw end per character)``, or None when the text
    shows no quoted-printable (see the module doc)."""
    if not _is_qp(text):
        return None
    out: list[str] = []
    starts: list[int] = []
    ends: list[int] = []
    i, n = 0, len(text)
    charset = "utf-8"
    while i < n:
        ch = text[i]
        if ch == "=":
            m = _EWORD.match(text, i)
            if m:
                ts, te = m.span("t")
                if m.group("enc") in "Qq":
                    j = ts
                    while j < te:
                        h = _HEX.match(text, j, te)
                        if h:
                            _hex_run(text, j, h.end(), m.group("cs"), out, starts, ends)
                            j = h.end()
                            continue
                        out.append(" " if text[j] == "_" else text[j])
                        starts.append(j)
                        ends.append(j + 1)
                        j += 1
                else:
                    try:
                        dec = _bytes_text(base64.b64decode(text[ts:te], validate=True), m.group("cs"))[0]
                    except ValueError:
                        dec = ""
                    for c in dec:
                        out.append(c)
                        starts.append(ts)
                        ends.append(te)
                i = m.end()
                # white space between two adjacent encoded-words is no text (RFC 2047 6.2)
                w = re.match(r"[ \t]*\r?\n?[ \t]+(?==\?)", text[i:i + 80])
                if w and _EWORD.match(text, i + w.end()):
                    i += w.end()
                continue
            soft = _SOFT_AT.match(text, i)
            if soft and (i == 0 or text[i - 1] != "="):
                i = soft.end()
                continue
            h = _HEX.match(text, i)
            if h:
                _hex_run(text, i, h.end(), charset, out, starts, ends)
                i = h.end()
                continue
        out.append(ch)
        starts.append(i)
        ends.append(i + 1)
        i += 1
    return "".join(out), tuple(starts), tuple(ends)


def _pack() -> tuple[Pattern, ...]:
    from multideid.base_systems.packs.en import PATTERNS as en_patterns

    return tuple(p for p in en_patterns if not isinstance(p, DecodedPattern))


@lru_cache(maxsize=8)
def decoded_spans(text: str) -> tuple[tuple[int, int, str, float], ...]:
    """Raw ``(start, end, label, score)`` of the pack's spans on the decoded text that hold an escape,
    a soft break or an encoded-word."""
    dec = decode_qp(text)
    if dec is None or getattr(_busy, "on", False):
        return ()
    plain, starts, ends = dec
    _busy.on = True
    try:
        found = [(s, e, p.label, sc) for p in _pack() for s, e, sc in p.find(plain)]
    finally:
        _busy.on = False
    chosen: list[tuple[int, int, str, float]] = []
    for s, e, lab, sc in sorted(found, key=lambda x: (-x[3], -(x[1] - x[0]), x[0])):
        if all(e <= c[0] or c[1] <= s for c in chosen):
            chosen.append((s, e, lab, sc))
    out = []
    for s, e, lab, sc in sorted(chosen):
        rs, re_ = starts[s], ends[e - 1]
        if re_ - rs != e - s or any(ends[k] - starts[k] != 1 for k in range(s, e)) \
                or any(starts[k + 1] != ends[k] for k in range(s, e - 1)):
            out.append((rs, re_, lab, sc))
    return tuple(out)


class DecodedPattern(Pattern):
    """The spans of one label that the pack finds on the decoded text (see the module doc)."""

    def find(self, text: str) -> list[tuple[int, int, float]]:
        if "=" not in text or self.compiled.search(text) is None:
            return []
        return [(s, e, min(self.score, sc)) for s, e, lab, sc in decoded_spans(text) if lab == self.label]


_TEST = r"=(?:[0-9A-F]{2}|\r?\n|\?[\w.:-]+\?[QqBb]\?)"
PATTERNS: tuple[Pattern, ...] = tuple(DecodedPattern(f"qp_decoded_{lab.lower()}", _TEST, lab, 0.8) for lab in _LABELS)
