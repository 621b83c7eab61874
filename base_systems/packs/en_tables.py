"""English pack, cells of exported tables by their column header (issue 22, session 13).

Exports (CSV, TSV, pipe tables of hand-offs) carry no cue word next to a value: the header
line says what a column holds.  A cell is tagged when the first line of its table block (the
lines above it with the same number of separators) names its column:

* ``table_id_cell``: ``id``, ``appt_id``, ``screen_id``, ``mrn``, ``acct``, ``member #`` ... and
  the cell holds a digit (``A-7781203``, ``SCR-0412``);
* ``table_user_cell``: ``user``, ``username``, ``login``, ``screener``, ``entered_by`` ... and
  the cell is one lower-case login that is no English word (``hgreaves``; not ``none``);
* ``table_age_cell``: ``age`` and the cell is a number from 90 to 125 (only ages over 89 are
  PHI in this scheme);
* ``table_person_cell``: ``patient``, ``name``, ``initials``, ``guarantor`` (``PATIENT``) or
  ``provider``, ``physician``, ``nurse`` (``DOCTOR``) and the cell is written like a name
  (``MORNINGSTAR, DAKOTA``, ``R.K.``, ``Okonkwo, F.``), lower-case logins going to
  ``table_user_cell``.

A block needs two lines at least (header and a row) and two separators per line (tab, ``|`` or
a comma outside quotes).  Prose with commas rarely forms such a block; when it does, the
header word still has to name the column.
"""

from __future__ import annotations

import re

from multideid.base_systems.packs import Pattern

__all__ = ["PATTERNS", "cell_header"]

_QUOTED = re.compile(r'"[^"\n]*"')


def _fields_count(line: str, sep: str) -> int:
    if sep == ",":
        line = _QUOTED.sub("x", line)
    return line.count(sep)


def _delimiter(line: str) -> str | None:
    for sep in ("\t", "|", ","):
        if _fields_count(line, sep) >= 2:
            return sep
    return None


def cell_header(text: str, start: int) -> str | None:
    """The header of the table column holding ``text[start]``: the first line of the block of
    lines above with the same separator count, its field at the cell's index (lower case,
    without quotes); ``None`` outside a table or on the header line itself."""
    ls = text.rfind("\n", 0, start) + 1
    le = text.find("\n", start)
    le = len(text) if le < 0 else le
    line = text[ls:le]
    sep = _delimiter(line)
    if sep is None:
        return None
    n = _fields_count(line, sep)
    idx = _fields_count(text[ls:start], sep)
    header = None
    pos = ls
    steps = 0
    while pos > 0 and steps < 200:
        pe = pos - 1
        ps = text.rfind("\n", 0, pe) + 1
        prev = text[ps:pe]
        if _fields_count(prev, sep) != n:
            break
        header, pos, steps = prev, ps, steps + 1
    if header is None:
        return None
    cells = _split_csv(header) if sep == "," else header.split(sep)
    if idx >= len(cells):
        return None
    return cells[idx].strip().strip('"').strip().lower()


def _split_csv(line: str) -> list[str]:
    out, cur, quoted = [], [], False
    for ch in line:
        if ch == '"':
            quoted = not quoted
        elif ch == "," and not quoted:
            out.append("".join(cur))
            cur = []
            continue
        cur.append(ch)
    out.append("".join(cur))
    return out


_ID_HEADER = re.compile(
    r"(?:[a-z]+[ _-])*(?:id|no|no\.|num|number|nbr|#|mrn|acct|account|ref|identifier|uid|csn|fin|har|urn|uhid|nhs|"
    r"medicare|member|subscriber|policy|claim|accession|encounter|visit|order|specimen|case|record|chart|serial|"
    r"subject|participant|enrollee|sample)"
    r"|id[ _-].*|mrn.*"
)
_USER_HEADER = re.compile(
    r"(?:[a-z]+[ _-])?(?:user|username|user[ _]?name|user[ _]?id|login|login[ _]?id|userid|screener|"
    r"entered[ _]?by|created[ _]?by|modified[ _]?by|updated[ _]?by|author|owner|operator|assigned[ _]?to|"
    r"signed[ _]?by|reviewer|reviewed[ _]?by|handle|account|coordinator|rater|interviewer|recorder|clerk|scribe|"
    r"consented[ _]?by|collected[ _]?by)"
)
_PATIENT_HEADER = re.compile(
    r"(?:patient|pt|patient[ _]?name|pt[ _]?name|name|full[ _]?name|last[ _]?name|first[ _]?name|surname|"
    r"given[ _]?name|initials|pt[ _]?initials|guarantor|subscriber[ _]?name|member[ _]?name|caller|"
    r"next[ _]?of[ _]?kin|nok|contact[ _]?name|emergency[ _]?contact|resident|client|student)"
)
_DOCTOR_HEADER = re.compile(
    r"(?:provider|provider[ _]?name|physician|doctor|clinician|attending|pcp|surgeon|nurse|rn|np|"
    r"prescriber|ordering(?:[ _]?(?:provider|physician))?|referring(?:[ _]?(?:provider|physician))?|"
    r"consultant|therapist|staff|resident[ _]?physician)"
)
_AGE_HEADER = re.compile(r"age(?:[ _]?(?:yrs|years|\(y(?:rs|ears)?\)|at[ _]?\w+))?")


def _header_is(rx: re.Pattern):
    def check(m: re.Match) -> bool:
        h = cell_header(m.string, m.start())
        return h is not None and rx.fullmatch(h) is not None

    return check


def _login_ok(word: str) -> bool:
    from multideid.base_systems.word_freq import freq_class

    return freq_class(word.strip("._-"), "en") <= 1


_USER_OR_PROVIDER = re.compile(f"{_USER_HEADER.pattern}|{_DOCTOR_HEADER.pattern}")


def _user_cell_ok(m: re.Match) -> bool:
    """A login (no English word) in a user column, or in a provider column that holds logins."""
    return _login_ok(m.group("n")) and _header_is(_USER_OR_PROVIDER)(m)


# a cell: after a line start or separator, optional blanks and quote, the value, then a separator or line end
_PRE = r'(?:^|(?<=[\t|,]))[ ]*"?'
_POST = r'"?[ ]*(?=[\t|,]|$)'
_NAME_CELL = (
    r"(?:[A-Z][A-Za-z'’-]+(?:[ ][A-Z][A-Za-z'’-]+){0,2},[ ]?[A-Z][A-Za-z'’-]*\.?(?:[ ][A-Z]\.?)?"  # Last, First
    r"|[A-Z][a-z'’-]+(?:[ ][A-Z]\.)?(?:[ ][A-Z][A-Za-z'’-]+){1,2}"  # First Last
    r"|[A-Z][a-z'’-]+[ ][A-Z]\."  # First L.
    r"|[A-Z]\.[ ][A-Z][a-z'’-]+(?:[ -][A-Z][a-z'’-]+)?"  # F. Last
    r"|(?:[A-Z]\.-?){2,4}(?:-?[A-Z]\.)?)"  # initials
)


def _person_cell_ok(rx: re.Pattern):
    head = _header_is(rx)

    def check(m: re.Match) -> bool:
        from multideid.base_systems.packs.en_context import has_stop_word

        return head(m) and not has_stop_word(m.group("n"))

    return check


_ANCHOR = r'\t|\||","'

PATTERNS: tuple[Pattern, ...] = (
    Pattern(
        "table_id_cell",
        _PRE + r"(?P<n>(?=[A-Za-z0-9/-]*\d)[A-Za-z0-9](?:[A-Za-z0-9]|[-/](?=[A-Za-z0-9])){2,30})" + _POST,
        "ID", 0.9, group="n", validator=_header_is(_ID_HEADER), flags=re.MULTILINE, anchor=_ANCHOR, anchor_window=400,
    ),
    Pattern(
        "table_user_cell",
        _PRE + r"(?P<n>[a-z][a-z0-9._-]{2,30}[a-z0-9])" + _POST,
        "USERNAME", 0.75, group="n", validator=_user_cell_ok, flags=re.MULTILINE, anchor=_ANCHOR, anchor_window=400,
    ),
    Pattern(
        "table_age_cell",
        _PRE + r"(?P<n>9\d|1[01]\d|12[0-5])" + _POST,
        "AGE", 0.9, group="n", validator=_header_is(_AGE_HEADER), flags=re.MULTILINE, anchor=_ANCHOR, anchor_window=400,
    ),
    Pattern(
        "table_patient_cell",
        _PRE + rf"(?P<n>{_NAME_CELL})" + _POST,
        "PATIENT", 0.7, group="n", validator=_person_cell_ok(_PATIENT_HEADER), flags=re.MULTILINE, anchor=_ANCHOR,
        anchor_window=400,
    ),
    Pattern(
        "table_doctor_cell",
        _PRE + rf"(?P<n>{_NAME_CELL})" + _POST,
        "DOCTOR", 0.7, group="n", validator=_person_cell_ok(_DOCTOR_HEADER), flags=re.MULTILINE, anchor=_ANCHOR,
        anchor_window=400,
    ),
)
