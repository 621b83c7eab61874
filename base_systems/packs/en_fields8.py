"""English pack, person names inside the fields of common file and export formats (issue 22, session 18).

Text pasted from software keeps the syntax of its format around the names, and the older packs read
none of these (the records packs read HL7, FHIR/JSON, chats and rosters):

* ``vcard_fn8``: the formatted name of a vCard (``FN:Layla Haddad-Kristiansen``), the card's person
  (set 8 labels them PATIENT);
* ``vcard_n_family8`` / ``vcard_n_given8``: the family and given names of the structured ``N:`` field
  (``N:Haddad-Kristiansen;Layla;;;``), each its own span as set 8 labels them;
* ``git_author8``: a full name before an e-mail address in a git trailer or header (``Author:``,
  ``Signed-off-by:``, ``Co-authored-by:``, ``Reviewed-by:``...), a developer or clinician (DOCTOR); a
  login alone is left to the user name rules;
* ``tex_author8``: the names of a LaTeX ``\\author{A\\thanks{...} \\and B}`` or the writer of a letter
  class (``\\signature{...}``, ``\\name{...}``), DOCTOR;
* ``rtf_signoff8``: the writer's name on the line after ``Yours sincerely,\\par`` in RTF, DOCTOR;
* ``rtf_re_name8``: a name with RTF escapes after ``Re:`` (``Re: Ren\\'e9e Dubois-Achterberg,``), PATIENT;
* ``dgc_name8``: the family and given names (``fn``, ``gn``, ``fnt``, ``gnt``) of the ``nam`` object of
  an EU digital COVID certificate payload, PATIENT;
* ``inverted_caps8``: ``LAST, First`` with the surname in capitals before an identifier cue (``HOLLOWAY,
  Bartholomew J - MRN``, ``TAUFA, Semisi MRN``, ``AKINSANYA-VOSS, Temitope Marguerite  date of birth``)
  or after a name label (``Missing person: ARGUETA CHUB, Xiomara Yanet``), PATIENT;
* ``ical_cn8``: the common name of an iCalendar organiser or attendee (``ORGANIZER;CN=Dr Ffion
  Maddox-Reyes:mailto:...``), DOCTOR;
* ``ical_list8``: a full name opening a numbered entry of an iCalendar description (``DESCRIPTION:1) Idris
  Fairclough-Bey (RRK 5550418) MRI ... 2) Małgorzata Wróbel post-op``), the patients of a meeting list;
* ``table_patient8`` / ``table_staff8``: the cells of a pipe table under a header naming a person
  column (``| Pt |``, ``| deceased |``, ``| Member |`` for PATIENT; ``| caller |``, ``| Volunteer |``,
  ``| Nurse |`` for DOCTOR), each cell a name of one to four words, a relation in brackets or a comma
  clause after it left out.

Every name word is checked against the gazetteer, the word-frequency list and the non-PHI lists
through public helpers of the other English packs.
"""

from __future__ import annotations

import re

from multideid.base_systems.packs import Pattern
from multideid.base_systems.packs.en_context import name_ok
from multideid.base_systems.packs.en_forms import given_name, person_ok
from multideid.base_systems.packs.en_names6 import nonphi_things
from multideid.base_systems.packs.en_world import heading_word, known_person, known_place
from multideid.base_systems.word_freq import freq_class

__all__ = ["PATTERNS"]

_UPPER = r"A-ZÀ-ÖØ-ÞĀĂĄĆČĎĐĒĘĚĞĪİŁŃŇŌŐŒŘŚŞŠŢŤŪŮŰŹŻŽ"
_LOWER = r"a-zß-öø-ÿāăąćčďđēęěğīıłńňōőœřśşšţťūůűźżž"
_WORD = rf"(?:O['’]|Mc|Mac|D['’])?[{_UPPER}][{_LOWER}]+(?:['’][{_UPPER}]?[{_LOWER}]+)?"
# a capitalised name word, hyphenated parts allowed ("Wiśniewski-Abara", "O'Rourke-Sato")
_CAP = rf"{_WORD}(?:-{_WORD})*"
_PART = r"(?:van|von|de|der|den|da|di|du|del|dela|la|le|bin|binti|ibn|al|ap|dos|das)"
_FULL = rf"{_CAP}(?:[ ](?:{_PART}[ ]){{0,2}}(?:[A-Z]\.[ ]?)?{_CAP}){{1,3}}"


def _plain(w: str) -> str:
    return w.strip(".,;:!?\"'’()")


def _word_ok(w: str, cap: int = 4) -> bool:
    """A name word: a known name no more common than Zipf class ``cap``, or a rare word (class 2 or
    less); never a heading, a non-PHI thing or a function word. Hyphenated words by their parts."""
    w = _plain(w)
    if len(w) < 2 or heading_word(w.lower()) or w.lower() in nonphi_things() or not name_ok(w):
        return False
    parts = [p for p in w.split("-") if p]
    for p in parts:
        fc = freq_class(p.lower(), "en")
        if not (fc <= 2 or (fc <= cap and (given_name(p) or known_person(p)))):
            return False
    return True


def _names_ok(text: str, cap: int = 4) -> bool:
    """A full name: every word a possible name word no more common than Zipf class 4 (never a heading,
    a non-PHI thing or a function word) and one word a vouched one (``_word_ok``: a known name or a rare
    word), so ``Kalinda Westwood`` and ``Sunny Dalgliesh`` pass, ``Quality Report`` does not."""
    words = [_plain(w) for w in re.split(r"[ ]+", text.strip()) if _plain(w)]
    long_words = [w for w in words if len(w.rstrip(".")) > 1 and not re.fullmatch(_PART, w)]
    if not long_words or not name_ok(" ".join(words)) or known_place(text):
        return False
    vouched = 0
    for w in long_words:
        lw = w.lower()
        if heading_word(lw) or lw in nonphi_things() or lw in _NOISE:
            return False
        if any(freq_class(p.lower(), "en") > 4 for p in w.split("-") if p):
            return False
        vouched += _word_ok(w, cap)
    return vouched > 0 and (len(long_words) > 1 or person_ok(text))


_NOISE = frozenset(
    "none unknown self same pending tbd declined refused other see above below yes no male female total "
    # words of an institution or a service, never of a person's name
    "hospital infirmary clinic centre center ward unit team board practice surgery health trust services "
    "service group ltd inc llc plc university college school institute foundation society department dept "
    "laboratory lab labs pharmacy bot results admin support office desk reception".split()
)


def _n_ok(m: re.Match) -> bool:
    return _names_ok(m.group("n"))


def _n_loose_ok(m: re.Match) -> bool:
    """A name in a field that only a name fills (vCard, certificate): one word may be any word that is
    no heading and no non-PHI thing and not very common (Zipf class 5 or less)."""
    text = m.group("n").strip()
    words = [w for w in re.split(r"[ ]+", text) if w]
    if not words or len(words) > 5:
        return False
    for w in words:
        w = _plain(w)
        if len(w) < 2:
            continue
        if heading_word(w.lower()) or w.lower() in nonphi_things():
            return False
        if freq_class(w.lower(), "en") > 5 and not (given_name(w) or known_person(w)):
            return False
    return any(c.isalpha() for c in text)


# -- vCard ------------------------------------------------------------------------------------------
_VCARD = r"(?m)^(?:BEGIN:VCARD|VERSION:[234]\.\d)"
_VALUE = r"[^\W\d_][^;:\n\\<>@]{0,60}?"

# -- iCalendar ---------------------------------------------------------------------------------------
_ICAL = r"(?m)^BEGIN:(?:VEVENT|VCALENDAR)"



def _ical_list_ok(m: re.Match) -> bool:
    """The entry lies on a ``DESCRIPTION`` line (not on a line near it) and holds a full name."""
    ls = _line_start(m.string, m.start())
    return ls is not None and m.string.startswith("DESCRIPTION", ls) and _n_ok(m)


# -- git trailers -------------------------------------------------------------------------------------
_GIT_KEYS = (
    r"Author|Commit|Committer|Signed-off-by|Co-authored-by|Co-Authored-By|Reviewed-by|Acked-by|Tested-by|"
    r"Reported-by|Suggested-by|Helped-by|Reviewed-on-behalf-of"
)

# -- LaTeX --------------------------------------------------------------------------------------------
_TEX_START = r"\\(?:author|signature|name)[ \t]*(?:\[[^\]\n]{0,80}\])?[ \t]*\{[ \t]*"


# -- RTF ----------------------------------------------------------------------------------------------
_RTF_WORD = rf"[{_UPPER}](?:[^\W\d_]|\\'[0-9a-f]{{2}})+(?:-[{_UPPER}](?:[^\W\d_]|\\'[0-9a-f]{{2}})+)*"


def _rtf_plain(text: str) -> str:
    return re.sub(r"\\'[0-9a-f]{2}", "e", text)


def _rtf_name_ok(m: re.Match) -> bool:
    n = m.group("n")
    return "\\'" in n and _names_ok(_rtf_plain(n))


def _rtf_sign_ok(m: re.Match) -> bool:
    return _names_ok(_rtf_plain(m.group("n")))


# -- inverted names in capitals ------------------------------------------------------------------------
_CAPS_SUR = rf"[{_UPPER}][{_UPPER}'’]+(?:-[{_UPPER}][{_UPPER}'’]+)?"


_NAME_LABEL = re.compile(
    r"(?i:name|patient|pt|client|resident|missing[ ]person|deceased|decedent|certify[ ]that|re)[ \t]*[:-]?[ \t]*$"
)


def _inverted_ok(m: re.Match) -> bool:
    """A cue after the name (an identifier, a birth date, the line end) or a name label before it."""
    if m.group("cue") is None and not _NAME_LABEL.search(m.string, max(0, m.start() - 40), m.start()):
        return False
    sur = m.group("s")
    if re.fullmatch(r"[IVXLCDM]+", sur):
        return False  # a roman numeral ("Mohammed VI, Marrakech")
    words = [w for w in re.split(r"[ -]+", sur) if w]
    for w in words:
        lw = w.lower()
        if len(w) < 2 or heading_word(lw) or lw in nonphi_things() or not name_ok(w.title()):
            return False
        if freq_class(lw, "en") > 3 and not known_person(w.title()):
            return False
    return _names_ok(m.group("g"))


# -- pipe tables ------------------------------------------------------------------------------------------
_PATIENT_HEADS = frozenset(
    "pt patient patients patient name pt name name client resident member deceased bereaved decedent "
    "participant attendee child baby infant student service user client name resident name".split()
    + ["patient name", "pt name", "client name", "resident name", "service user", "full name"]
)
_STAFF_HEADS = frozenset(
    "caller volunteer clinician nurse doctor provider physician counsellor counselor therapist assessor "
    "consultant staff keyworker key worker assigned rn md gp reviewer".split()
    + ["assigned to", "seen by", "key worker", "staff member", "named nurse", "called by", "taken by"]
)
_MAX_LINE = 2000  # a longer line is no table a person reads: bounds each scan back
_SEPARATOR = re.compile(r"[|:\- \t+=]+")
# the header rows found in the last text read, by line start: each line is read once per text, so the
# rule stays linear on long tables (one text at a time; a new text starts a new memo)
_MEMO: list = [None, {}]


def _line_start(text: str, pos: int) -> int | None:
    lo = max(0, pos - _MAX_LINE)
    ls = text.rfind("\n", lo, pos) + 1
    return None if ls == 0 and lo > 0 else ls


def _table_top(text: str, ls: int, heads: dict) -> str | None:
    """The topmost row that is no separator of the pipe table holding the line starting at ``ls``
    (that line itself when it is the first), or None; memoised in ``heads``."""
    chain = []
    cur: int | None = ls
    result = None
    while cur is not None:
        if cur in heads:
            result = heads[cur]
            break
        end = text.find("\n", cur, cur + _MAX_LINE + 1)
        line = text[cur:end if end >= 0 else min(len(text), cur + _MAX_LINE + 1)].strip()
        if not line.startswith("|") or (end < 0 and len(text) - cur > _MAX_LINE):
            result = None
            chain.append((cur, None))
            break
        chain.append((cur, line))
        cur = _line_start(text, cur - 1) if cur > 0 else None
    for start, line in reversed(chain):
        if line is not None and result is None and not _SEPARATOR.fullmatch(line):
            result = line
        elif line is None:
            result = None
        heads[start] = result
    return heads.get(ls)


def _header_label(m: re.Match) -> str | None:
    """The label the header row above the cell gives to the cell's column, or None."""
    text = m.string
    ls = _line_start(text, m.start())
    if ls is None or ls == 0:
        return None
    col = text.count("|", ls, m.start("n")) - 1
    if col < 0:
        return None
    memo = _MEMO
    if memo[0] is not text:
        memo = [text, {}]
        _MEMO[:] = memo
    prev = _line_start(text, ls - 1)
    if prev is None:
        return None
    header = _table_top(text, prev, memo[1])
    if header is None:
        return None
    cells = [c.strip().lower().rstrip(":") for c in header.strip("|").split("|")]
    if col >= len(cells):
        return None
    head = cells[col]
    if head in _PATIENT_HEADS:
        return "PATIENT"
    if head in _STAFF_HEADS:
        return "DOCTOR"
    return None


def _cell_ok(label: str):
    def ok(m: re.Match) -> bool:
        n = m.group("n")
        words = n.split()
        if len(words) == 1:
            w = words[0]
            lw = w.lower()
            if lw in _NOISE or lw in nonphi_things() or not name_ok(w):
                return False
            if not (given_name(w) or known_person(w) or freq_class(lw, "en") <= 2) or freq_class(lw, "en") > 3:
                return False
        elif not _names_ok(n.rstrip("."), cap=5):
            return False
        return _header_label(m) == label
    return ok


_CELL = (
    rf"(?m)(?<=\|)[ \t]*(?:(?:Mr|Mrs|Ms|Miss|Mx|Dr|Sister|Brother|Fr)\.?[ ])?(?P<n>{_CAP}(?:[ ](?:{_PART}[ ])?{_CAP}){{0,3}}(?:,[ ][A-Z]\.)?)"
    r"(?=[ \t]*(?:\([^|()\n]{1,30}\)|,[^|\n]{1,60}|\*)?[ \t]*\|)"
)


PATTERNS: tuple[Pattern, ...] = (
    Pattern("vcard_fn8", rf"(?m)^FN(?:;[^:\n]{{0,60}})?:(?P<n>{_VALUE})[ \t]*$",
            "PATIENT", 0.6, group="n", validator=_n_loose_ok, anchor=_VCARD, anchor_window=3000),
    Pattern("vcard_n_family8", rf"(?m)^N(?:;[^:\n]{{0,60}})?:(?P<n>{_VALUE});(?:{_VALUE})?;",
            "PATIENT", 0.6, group="n", validator=_n_loose_ok, anchor=_VCARD, anchor_window=3000),
    Pattern("vcard_n_given8", rf"(?m)^N(?:;[^:\n]{{0,60}})?:(?:{_VALUE})?;(?P<n>{_VALUE})(?=;|[ \t]*$)",
            "PATIENT", 0.6, group="n", validator=_n_loose_ok, anchor=_VCARD, anchor_window=3000),
    Pattern("git_author8",
            rf"(?m)^[ \t]*(?:{_GIT_KEYS})[ \t]*:[ \t]*(?P<n>{_FULL})[ \t]+<[^<>\s@]{{1,64}}@[^<>\s]{{1,255}}>",
            "DOCTOR", 0.6, group="n", validator=_n_ok),
    Pattern("tex_author8",
            rf"(?:{_TEX_START}|\\and[ \t\n]+|\\\\[ \t\n]*|,[ ](?:and[ ])?)(?P<n>{_FULL})"
            r"(?=[ \t]*(?:\\thanks\{|\\and\b|\\\\|\}|,|\\footnote\{|\$))",
            "DOCTOR", 0.6, group="n", validator=_n_ok, anchor=_TEX_START, anchor_window=300),
    Pattern("rtf_signoff8",
            rf"(?:sincerely|faithfully|regards|wishes|truly),?[ \t]*\\par[ \t]*\r?\n?[ \t]*(?:\\[a-z]+\d*[ ]?)*(?P<n>{_RTF_WORD}(?:[ ]{_RTF_WORD}){{1,3}})[ \t]*\\par",
            "DOCTOR", 0.6, group="n", validator=_rtf_sign_ok),
    Pattern("rtf_re_name8",
            rf"\b(?:Re|RE|Patient|Pt|Name):[ ](?P<n>{_RTF_WORD}(?:[ ]{_RTF_WORD}){{1,3}})(?=,|\\|[ ]\(|[ ]DOB)",
            "PATIENT", 0.6, group="n", validator=_rtf_name_ok),
    Pattern("dgc_name8",
            r"\"(?:fn|gn)\"[ \t]*:[ \t]*\"(?P<n>[^\"\\\n<]{1,60})\"",
            "PATIENT", 0.6, group="n", validator=_n_loose_ok, anchor=r"\"nam\"[ \t]*:[ \t]*\{", anchor_window=200),
    Pattern("inverted_caps8",
            rf"(?<![\w'’-])(?P<n>(?P<s>{_CAPS_SUR}(?:[ ]{_CAPS_SUR})?),[ ](?P<g>{_CAP}(?:[ ]{_CAP})?(?:[ ][A-Z]\.?)?))(?![\w'’-])"
            r"(?=(?P<cue>[ \t]+(?:-[ ])?(?:MRN|DOB|D\.O\.B|NHS|Sex|date[ ]of[ ]birth|born|Hosp|ID|UR|URN|CHI)\b|[ \t]*$)|)",
            "PATIENT", 0.55, group="n", validator=_inverted_ok, flags=re.MULTILINE),
    Pattern("ical_cn8",
            rf"(?m)^(?:ORGANIZER|ATTENDEE)(?:;[^:;\n]{{0,80}})*;CN=\"?(?:(?:Dr|Prof|Mr|Mrs|Ms|Mx)\.?[ ])?(?P<n>{_FULL})\"?[;:]",
            "DOCTOR", 0.6, group="n", validator=_n_ok, anchor=_ICAL, anchor_window=3000),
    Pattern("ical_list8",
            rf"(?:DESCRIPTION:|[ ])\d{{1,2}}[).][ ](?:(?:Mr|Mrs|Ms|Mx|Miss)\.?[ ])?(?P<n>{_FULL})(?![\w'’-])(?![ ](?:Hospital|Clinic|Centre|Center|Ward|Unit|Team|MDT)\b)",
            "PATIENT", 0.55, group="n", validator=_ical_list_ok, anchor=r"(?m)^DESCRIPTION[;:]", anchor_window=1500),
    Pattern("table_patient8", _CELL, "PATIENT", 0.5, group="n", validator=_cell_ok("PATIENT"),
            anchor=r"(?m)^[ \t]*\|", anchor_window=400),
    Pattern("table_staff8", _CELL, "DOCTOR", 0.65, group="n", validator=_cell_ok("DOCTOR"),
            anchor=r"(?m)^[ \t]*\|", anchor_window=400),
)
