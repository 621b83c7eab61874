"""All-capital document and section headers made only of header words (``SERIOUS ADVERSE EVENT
REPORT``, ``PATIENT HEALTH QUESTIONNAIRE``): regions of the non-PHI veto (docs/nonphi.md).

A header segment is a line, or the part of a line before `` - ``, `` (``, ``:``, a tab or two
spaces, cut at its ends of white space.  It is a region when it is written in capitals, holds two words or more, and
every word is in ``multideid/data/nonphi/headers.txt`` (which holds no word of a facility's or an
organisation's name: ``GENERAL HOSPITAL``, ``COMMUNITY HEALTH`` are never regions).  One word
outside the list (a name: ``JOHN SMITH REPORT``) and the whole segment is no region.
"""

from __future__ import annotations

import re
from functools import lru_cache

from multideid.nonphi.lists import FILES, Region, parse_list, read_list

__all__ = ["MAX_HEADER", "header_regions", "header_words"]

#: longer lines are no header (and bound the work on a huge single-line document)
MAX_HEADER = 120
_SEGMENT = re.compile(r"[^\n:(]+?(?=[ \t]+[-–][ \t]+|[ \t]{2,}|\t|[ \t]*\(|[ \t]*:|[ \t]*$)", re.MULTILINE)
_WORD = re.compile(r"\S+")


@lru_cache(maxsize=1)
def header_words() -> frozenset[str]:
    """The header vocabulary (upper case)."""
    lf = next(f for f in FILES if f.words)
    return frozenset(e.term.upper() for e in parse_list(lf, read_list(lf.name)))


def header_regions(text: str) -> list[Region]:
    """The header segments of ``text`` made only of header words."""
    vocab = header_words()
    out: list[Region] = []
    pos = 0
    n = len(text)
    while pos < n:
        end = text.find("\n", pos)
        end = n if end < 0 else end
        if end - pos <= MAX_HEADER and any(c.isupper() for c in text[pos:end]):
            for m in _SEGMENT.finditer(text, pos, end):
                words = _WORD.findall(m.group())
                if len(words) >= 2 and all(w.isupper() and w.strip(".,;") in vocab for w in words):
                    a = m.start() + len(m.group()) - len(m.group().lstrip())
                    out.append(Region(a, m.end(), "headers"))
        pos = end + 1
    return out
