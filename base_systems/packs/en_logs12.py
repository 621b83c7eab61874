"""English pack, PHI in log lines, command output, file names and encoded mail (session 25, helper logs25).

Systems write PHI where prose rules do not look: in file names (``ls -l`` output, print and scanner logs,
attachments), in host, device and queue names, in the user and holder columns of logs, in database
client output and tracebacks, and in quoted-printable mail.  Three readers, each cached per text and
handed to the rules base by one pattern per label (like the record readers of :mod:`.records`):

* ``file_*12`` (:func:`file_spans`): a file name with a known extension is cut at ``_`` and ``.``;
  a part is a name when it is no document word (``consent``, ``referral``, ``label``, ``Discharge``),
  eponym (``Braden``), heading, stop word or common given-name word, and a given name or surname of
  the gazetteer, a word rare in English (Zipf class 1; class 2 in capitals only beside a given
  name), or a capitalised surname of seven letters or more (``GWILLIAM``); lower-case file names need
  two known name parts.  At least one part must be a known name (or two name parts beside the
  record's number or date).  ``DrAnand`` / ``MrsX`` glued to a title are DOCTOR / PATIENT; a part of
  letters and five digits or an ID cue (``MRN555-2044``, ``RX5510447``) is ID; ``19300615`` a DATE.
* ``log_*12`` (:func:`log_spans`): host names with a server-role part and a number (``print-srv02``,
  ``ofh-app01``) anywhere; host-shaped tokens (hyphenated, a digit, or three capital parts) after
  ``host``, ``server``, ``device``, ``reader``, ``controller``, ``printer``, ``queue``, ``terminal``,
  ``workstation``, ``kiosk``, ``station``, ``run by X on`` (``LR-QD-02``, ``WARD7-LJ``; never
  ``covid-19``, ``IL-6``); the host of a syslog line; the printer and user of a CUPS ``page_log``
  line; the user of an NCSA/Apache access-log line, of ``sshd``/``sudo``/PAM lines, of an ``ls -l``
  row (no system account or English word: ``scanner`` stays), of a home directory (``/home/x/``,
  ``C:\\Users\\x\\``); the date ``24/Nov/2026`` of those logs; a month folder (``incoming/2026-11``);
  a record number in a request path (``GET /chart/5558830/summary``); the reader and card cells of a
  fixed-width access table (``Time  Reader  Card  Holder``); ``SURNAME, Given`` / ``SURNAME, G.``
  between the columns of a row that starts with a time or a ticket (every surname word a name, no
  drug or heading: ``VANCOMYCIN, IV`` stays), DOCTOR on an access-control row, PATIENT otherwise.
* ``query_*12`` (:func:`query_spans`): values by their key (:data:`.records_json.KEYS`, then
  :func:`.records_kv.key_label`, ``*_id``/``*_no``/``*_ref`` ID, no code-like key such as
  ``status_id``; a bare ``first``/``last`` only beside two other person keys) in psql expanded rows
  (``-[ RECORD 1 ]``, ``key | value``), MySQL ``\\G`` rows, psql aligned tables (``---+---`` rule),
  SQL literals (``WHERE ref_id = 5507``, ``last_nm = 'OKAFOR'``), Python dict reprs
  (``{'first': 'Lagi', 'last': 'Fa'atau-Mulitalo'}``) and query strings of request paths
  (``/search?last=...&first=...``; a whole ``https://`` URL is left to the URL rules); every value
  keeps the shape check of :func:`.records_kv.value_spans`.
* ``qp_decoded_*`` (:mod:`.en_logs12_qp`): the English pack run on decoded quoted-printable text and
  MIME encoded-words, its spans mapped back onto the raw text (``Ren=C3=A9e_Lacoste``, ``Febr=\\nuary``).

Measured (matches of the module's patterns, true = overlaps a gold span; run on the texts directly):
no false match on any development set (hand-written 1-15, held-out templates, presidio-synth) nor on
300 synthetic training notes.  True matches: set 15: file 15, log 31, query 17, qp 5; sets 3, 6, 7:
log 2, 2, 1; held-out and presidio-synth none; sets 9, 11, 12, 13 (calibration, counted only): log 1,
7, 2, 1, query 0, 3, 0, 0.  Rules base alone, token-blind: set 15 recall .645 -> .724 (precision
.960 -> .964, no new false token), set 11 .803 -> .812, set 12 .779 -> .781; every other set unchanged.
Left out: a name in free text inside a log row (``VISITOR (Shauna Kilbride, ...)``), JSON response ids
(``"id":"ref_8c55e1"``), the same host elsewhere in the text (propagation does it), percent-encoded
(RFC 2231) file names.
"""

from __future__ import annotations

import re
from functools import lru_cache

from multideid.base_systems.packs import Pattern, valid_date
from multideid.base_systems.packs import en_logs12_qp
from multideid.base_systems.packs.en_names9 import given_name, name_word_ok, stop_word, word_name
from multideid.base_systems.packs.en_world import heading_word, known_person
from multideid.base_systems.packs.records_json import KEYS, norm_key
from multideid.base_systems.packs.records_kv import ATTRS, key_label, key_words, value_spans
from multideid.base_systems.word_freq import freq_class
from multideid.nonphi.lists import read_list

__all__ = ["file_spans", "log_spans", "query_spans", "request_path", "PATTERNS"]

Spans = tuple[tuple[int, int, str], ...]

# --------------------------------------------------------------------------- file names
_EXT = (r"pdf|docx?|odt|rtf|txt|tiff?|jpe?g|png|gif|bmp|heic|dcm|xlsx?|csv|ods|msg|eml|html?|xml|json|zip|"
        r"mp3|mp4|wav|m4a|mov|avi|ps|pcl|prn|hl7|ccd|cda")
# a token of word characters, dots, hyphens and apostrophes (one flat run: no nested repetition), then its
# extension is read off its end
_TOKEN = re.compile(r"(?<![\w.\-'’])[^\W_][\w'’.\-]*")
_FILE_END = re.compile(rf"\.(?i:{_EXT})[.\-'’]*\Z")
_TITLED = re.compile(r"(?P<t>Dr|Prof|Mr|Mrs|Ms|Miss|Mx)(?P<n>[A-Z][a-z][^\W\d_]+)$")
_ID_CUE = re.compile(r"(?i)(?:mrn|nhs|nhi|chi|hn|ur|pid|pt|id|rx|acc|enc|fin|csn|ref)[-#]?\d")
_DOC_WORDS = frozenset(
    """consent referral letter label labels discharge summary report scan scanned copy form forms note notes result results
    advance directive directives request order orders final draft signed unsigned page pages attachment image images
    photo photos fax faxed print printout invoice receipt statement record records chart file files doc docs
    document documents letterhead template tto ttos rx script prescription med meds medication medications
    admission admit referral referrals consult consultation clinic ward outpatient inpatient appointment appt
    lab labs bloods blood xray cxr mri ct us echo ecg ekg eeg emg report reports v1 v2 v3 rev old new tmp temp
    backup export import upload uploads scan1 scan2 front back side left right cover sheet wristband band sticker
    stickers envelope mail email careplan plan plans care""".split())


@lru_cache(maxsize=1)
def _eponym_words() -> frozenset[str]:
    """First words of the non-PHI eponym list (``Braden``, ``Glasgow``, ``Bristol``), with ``s`` forms."""
    out = set()
    for raw in read_list("eponyms.txt").splitlines():
        term = raw.split("|")[0].strip().lower()
        if term and not term.startswith("#"):
            w = term.split()[0]
            out.update((w, w + "s", w + "'s"))
    return frozenset(out)


_PART_SHAPE = re.compile(r"(?:Mc|Mac|O['’]|D['’])?[A-ZÀ-Þ][a-zà-ÿ'’]+(?:-[A-ZÀ-Þ][a-zà-ÿ'’]+)*|[A-ZÀ-Þ'’\-]+|[a-zà-ÿ'’\-]+")


def _name_part(w: str) -> int:
    """Whether a part of a file name can be a person's name: 2 a known or rare name, 1 a name-like word
    rare in English that counts only beside a given name, 0 none (document words, eponyms, acronyms)."""
    low = w.lower()
    if len(low) < 3 or low in _DOC_WORDS or stop_word(low) or heading_word(low) or low in _eponym_words() \
            or not _PART_SHAPE.fullmatch(w) or word_name(low):
        return 0
    known = given_name(low) or known_person(w)
    if w.isupper():  # a surname in capitals; a short acronym (LVEF, MMSE, DNACPR) is none
        if known and freq_class(low, "en") <= 4 or len(low) >= 7 and name_word_ok(w, 1):
            return 2
        return 1 if len(low) >= 4 and name_word_ok(w, 2) else 0
    if w.islower():
        return 2 if known and freq_class(low, "en") <= 4 else 0
    return 2 if known or name_word_ok(w, 1) else 1 if name_word_ok(w, 2) else 0


def _evidence(w: str) -> bool:
    low = w.lower()
    return given_name(low) or known_person(w) or (w.isupper() and len(low) >= 7)


def _date_part(w: str) -> bool:
    m = re.fullmatch(r"((?:19|20)\d\d)(\d\d)(\d\d)", w)
    if m:
        return valid_date(int(m.group(3)), int(m.group(2)), int(m.group(1)))
    m = re.fullmatch(r"(\d\d)(\d\d)((?:19|20)\d\d)", w)
    return bool(m) and (valid_date(int(m.group(1)), int(m.group(2))) or valid_date(int(m.group(2)), int(m.group(1))))


@lru_cache(maxsize=8)
def file_spans(text: str) -> Spans:
    """Names, identifiers and dates inside file names (``HOOGENBOOM_Wilhelmina_19300615_consent.pdf``)."""
    out: list[tuple[int, int, str]] = []
    for m in _TOKEN.finditer(text):
        end = _FILE_END.search(m.group())
        if end is None:
            continue
        s0 = m.start()
        stem = m.group()[:end.start()]
        parts = [(p.group(), s0 + p.start(), s0 + p.end()) for p in re.finditer(r"[^_.]+", stem)]
        if len(parts) < 2:
            continue
        names = []
        before = len(out)
        for i, (w, s, e) in enumerate(parts):
            t = _TITLED.match(w)
            if t and (_name_part(t.group("n")) or name_word_ok(t.group("n"), 2)):
                out.append((s + t.start("n"), e, "DOCTOR" if t.group("t") in ("Dr", "Prof") else "PATIENT"))
            elif _date_part(w):
                out.append((s, e, "DATE"))
            elif re.search(r"\d{4}", w) and re.search(r"[A-Za-z]", w) and (_ID_CUE.match(w) or sum(c.isdigit() for c in w) >= 5):
                out.append((s, e, "ID"))
            elif _name_part(w):
                names.append((i, w, s, e, _name_part(w)))
        # a weak part counts only next to a given name ("ABERNETHY_Philippa")
        names = [n for n in names if n[4] == 2 or any(abs(o[0] - n[0]) == 1 and o[4] == 2 and given_name(o[1].lower())
                                                       for o in names)]
        if not names:
            continue
        doc_words = sum(w.lower() in _DOC_WORDS for w, _, _ in parts)
        lower = all(n[1].islower() for n in names)
        # a known name, or two name parts beside the record's number or date (``MRN555-2044_Sithebe-Dlamini_Nomvula``)
        evidence = any(_evidence(n[1]) for n in names) or len(names) >= 2 and len(out) > before
        if evidence and (len(names) >= 2 or (doc_words or len(parts) >= 3) and not lower):
            out.extend((s, e, "PATIENT") for _, _, s, e, _ in names)
    return tuple(out)


# --------------------------------------------------------------------------- hosts, devices, print logs
def request_path(text: str, i: int) -> bool:
    """The token around ``text[i]`` is a request path (``/chart/search?...`` in an access log), not a whole URL."""
    j = i
    while j > 0 and not text[j - 1].isspace() and text[j - 1] not in "\"'<(":
        j -= 1
    return text.startswith("/", j) and "://" not in text[j:i]


_HOSTY = r"[A-Za-z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)+"
# a hyphenated host-like token; a server-role part with a number in it (``print-srv02``, ``ofh-app01``) makes it a host
_HOST_TOKEN = re.compile(r"(?<![\w.\-/@])[A-Za-z0-9]{1,30}(?:-[A-Za-z0-9]{1,30}){1,6}(?![\w\-]|\.[A-Za-z0-9])")
_ROLE_PART = re.compile(r"(?i:srv|svr|server|app|db|web|prn|print|ws|wks|pc|dc|fs|sql|vm|host|gw|fw|mail|proxy|kiosk)\d{1,3}")
_CUED_HOST = re.compile(
    r"(?i:\b(?:host(?:name)?|server|device|reader|controller|printer|queue|terminal|workstation|kiosk|"
    r"station|(?:run|ran|executed|logged|printed|sent|submitted)\s+(?:by|from)\s+\S+\s+on))[ :=]+"
    r"(?:\d{1,3}(?:\.\d{1,3}){3}[ ]?=[ ]?)?"
    rf"(?P<h>{_HOSTY})(?![\w\-]|\.[A-Za-z0-9])")
# CUPS page_log: printer user job-id [date] total sheets billing host job-name media sides
_CUPS = re.compile(
    r"(?m)^(?P<p>[A-Za-z][\w\-]{1,40})[ ](?P<u>[A-Za-z][\w.\-]{1,40})[ ]\d+[ ]\[\d\d/[A-Z][a-z]{2}/\d{4}:\d\d:\d\d:\d\d[ ][+-]\d{4}\]")
# syslog: "Nov 24 08:02:11 ofh-app01 sshd[812]:"; NCSA/Apache common log: "ip ident user [24/Nov/2026:22:14:03 -0500]"
_SYSLOG = re.compile(r"(?m)^[A-Z][a-z]{2}[ ]+\d{1,2}[ ]\d\d:\d\d:\d\d[ ](?P<h>[A-Za-z][\w\-]{1,40})[ ][\w./\-]{1,40}(?:\[\d+\])?:")
_CLF = re.compile(r"(?m)^\S+[ ]\S+[ ](?P<u>[A-Za-z][\w.@\\\-]{1,40})[ ]\[\d\d/[A-Z][a-z]{2}/\d{4}:")
_AUTH_USER = re.compile(
    r"\b(?:(?:Accepted|Failed)[ ]\w+[ ]for(?:[ ]invalid[ ]user)?|for[ ]user|sudo:)[ ]+(?P<u>[A-Za-z][\w.\-]{1,31})"
    r"(?=[ ]from\b|[ ]by\b|[ ]:[ ]|\(uid|[ ]*$)", re.M)
_HOME = re.compile(r"(?:(?<![\w.])/home/|(?<![\w.])/Users/|\b[A-Za-z]:\\+(?i:users|documents and settings)\\+)(?P<u>[A-Za-z][\w.\-]{1,31})(?=[/\\])")
_NOT_HOME = frozenset("public default shared all users guest admin administrator root user users ubuntu ec2-user".split())
_LOG_DATE = re.compile(r"(?<![\w/])(?P<d>\d\d)/(?P<m>Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)/(?P<y>(?:19|20)\d\d)(?=:\d\d:\d\d)")
_LS = re.compile(r"(?m)^[-dlcbps][rwxsStT-]{9}[.+@]?[ ]+\d+[ ](?P<u>[A-Za-z][\w.\-]{1,31})[ ]+[\w.\-]+[ ]+\d+[ ]")
_PATH_MONTH = re.compile(r"(?<=[A-Za-z_]/)(?:19|20)\d\d-(?:0[1-9]|1[0-2])(?=/|[ \t]*$)", re.M)
_REST_ID = re.compile(
    r"(?i:/(?:patients?|charts?|mrns?|encounters?|persons?|people|members?|referrals?|cases?|records?|subjects?|"
    r"admissions?|episodes?)/)(?P<i>\d{4,}|[A-Za-z]{0,4}\d[\w\-]{3,})(?=[/?#\s\"']|$)")
_NOT_USER = frozenset("root lp cups daemon nobody admin administrator system guest anonymous service www-data".split())
# a holder column: "SURNAME, Given", "SURNAME-TWO, G.", "NGUYEN THI, H." between columns of a log row
_CAPS = r"[A-ZÀ-ÖØ-Þ][A-ZÀ-ÖØ-Þ'’]+"
_HOLDER = re.compile(
    rf"(?m)(?:^[ \t]*\S+(?:[ \t]+\S+){{0,3}}?[ \t]+)(?P<n>(?P<sur>{_CAPS}(?:[- ]{_CAPS}){{0,2}}),[ ]"
    rf"(?P<g>[A-ZÀ-Þ][a-zà-ÿ]+(?:-[A-ZÀ-Þ][a-zà-ÿ]+)?|{_CAPS}(?:-{_CAPS})?|[A-Z]\.))(?=[ \t]{{2,}}|[ \t]*->|[ \t]*$)")
_ROW_START = re.compile(r"[ \t]*(?:\d{1,2}:\d\d(?::\d\d)?|[A-Z]{0,3}-?\d{2,5}|\d{4}-\d\d-\d\d\S*)[ \t]")
_ACCESS = re.compile(r"(?i)\b(?:granted|denied|badge|card|door|reader|swipe|access)\b")
_CARD_HDR = re.compile(r"(?im)^[ \t]*(?:time|date|timestamp)[ \t]{2,}.*\b(?:card|badge)\b.*$")


def _holder_ok(m: re.Match) -> bool:
    """Every surname word a name (no drug, heading or common word), the given part an initial or a name."""
    for w in re.split(r"[ ]", m.group("sur")):
        if heading_word(w.lower()) or stop_word(w.lower()) or not (name_word_ok(w, 2) or known_person(w)):
            return False
    g = m.group("g")
    low = g.lower()
    if g.endswith("."):
        return True
    if heading_word(low) or stop_word(low) or len(low) < 2:
        return False
    if g.isupper():
        return name_word_ok(g, 2) or given_name(low)
    return name_word_ok(g, 1) or given_name(low) or known_person(g) or len(low) >= 3 and freq_class(low, "en") <= 3


def _columns(text: str, out: list[tuple[int, int, str]]) -> None:
    """A fixed-width access-control table (``Time  Reader  Card  Holder  Result``): the reader's and the
    card's cells are IDs (the holder is read by the holder rule)."""
    for h in _CARD_HDR.finditer(text):
        cols = [(c.start(), c.group().lower()) for c in re.finditer(r"\S+", h.group())]
        pos = h.end() + 1
        while pos < len(text):
            nl = text.find("\n", pos)
            line = text[pos:nl if nl >= 0 else len(text)]
            if not line.strip():
                break
            for off, head in cols:
                if head in ("reader", "door", "device", "card", "badge", "controller", "panel") and off < len(line) \
                        and not line[off].isspace() and (off == 0 or line[off - 1].isspace()):
                    c = re.match(r"\S+", line[off:])
                    v = c.group()
                    if any(ch.isdigit() for ch in v) or re.fullmatch(r"[A-Z0-9]+(?:-[A-Z0-9]+){2,}", v):
                        out.append((pos + off, pos + off + len(v), "ID"))
            if nl < 0:
                break
            pos = nl + 1


@lru_cache(maxsize=8)
def log_spans(text: str) -> Spans:
    """Host and device names, print-log users and printers, holder columns of log rows."""
    out: list[tuple[int, int, str]] = []
    role = (m for m in _HOST_TOKEN.finditer(text) if any(_ROLE_PART.fullmatch(p) for p in m.group().split("-")))
    for m in (*role, *_CUED_HOST.finditer(text)):
        h = m.group("h") if m.re is _CUED_HOST else m.group()
        if re.fullmatch(r"[A-Za-z]+-\d+", h):
            continue  # "covid-19", "IL-6": a name and a number, no host
        if any(c.isdigit() for c in h) or h.count("-") >= 2 and h.isupper():
            out.append((*m.span("h" if m.re is _CUED_HOST else 0), "ID"))
    for m in _SYSLOG.finditer(text):
        if re.search(r"\d|-", m.group("h")):
            out.append((*m.span("h"), "ID"))
    for m in _AUTH_USER.finditer(text):
        if m.group("u").lower() not in _NOT_USER:
            out.append((*m.span("u"), "USERNAME"))
    for m in _HOME.finditer(text):
        if m.group("u").lower() not in _NOT_HOME:
            out.append((*m.span("u"), "USERNAME"))
    for m in _CLF.finditer(text):
        if m.group("u").lower() not in _NOT_USER:
            out.append((*m.span("u"), "USERNAME"))
    for m in _LOG_DATE.finditer(text):
        out.append((*m.span(), "DATE"))
    for m in _LS.finditer(text):
        u = m.group("u")
        if u.lower() not in _NOT_USER and not heading_word(u.lower()) and freq_class(u.lower(), "en") <= 2:
            out.append((*m.span("u"), "USERNAME"))
    for m in _PATH_MONTH.finditer(text):
        out.append((*m.span(), "DATE"))
    for m in _REST_ID.finditer(text):
        if request_path(text, m.start()):
            out.append((*m.span("i"), "ID"))
    for m in _CUPS.finditer(text):
        if re.search(r"\d|-", m.group("p")):
            out.append((*m.span("p"), "ID"))
        if m.group("u").lower() not in _NOT_USER:
            out.append((*m.span("u"), "USERNAME"))
    for m in _HOLDER.finditer(text):
        ls = text.rfind("\n", 0, m.start()) + 1
        if not _ROW_START.match(text, ls) or not _holder_ok(m):
            continue
        le = text.find("\n", m.end())
        line = text[ls:le if le >= 0 else len(text)]
        out.append((*m.span("n"), "DOCTOR" if _ACCESS.search(line) else "PATIENT"))
    _columns(text, out)
    return tuple(sorted(set(out)))


# --------------------------------------------------------------------------- psql rows, SQL literals, Python reprs
_PSQL_ROW = re.compile(r"(?m)^[ \t]*(?P<k>[A-Za-z][A-Za-z0-9_]{1,40})[ \t]*\|[ ](?P<v>[^|\n]*?)[ \t]*$")
_PSQL_MARK = re.compile(r"(?m)^-\[ RECORD \d+ \]-*\+?-*$|^\*{5,} \d+\. row \*{5,}$")
_MYSQL_ROW = re.compile(r"(?m)^[ \t]*(?P<k>[A-Za-z][A-Za-z0-9_]{1,40}): (?P<v>[^\n]*?)[ \t]*$")
_SQL = re.compile(
    r"(?i)\b(?:where|and|or|set|on)\s+(?:\w+\.)?(?P<k>[a-z][a-z0-9_]{1,40})\s*(?:=|<>|!=|\blike\b)\s*"
    r"(?:'(?P<q>[^'\n]{1,120})'|(?P<n>\d[\w\-]{2,30}))(?![\w'])")
_REPR = re.compile(
    r"(?P<o>[{,(][ \t]*)'(?P<k>[A-Za-z][\w\-]{0,40})':[ ]?(?:'(?P<q>(?:[^'\n\\]|\\.|['’](?=[^\W\d_])){1,200})'"
    r"|\"(?P<d>[^\"\n]{1,200})\"|(?P<n>\d[\d\-]{2,30}))(?=[ \t]*[,})])")
_URL_QUERY = re.compile(r"\?[A-Za-z][^\s\"'<>#]{2,2000}")
_QS = re.compile(r"(?<=[?&])(?P<k>[A-Za-z][\w.\-]{0,40})=(?P<v>[^&\s#\"'<>]{1,120})")
_ID_KEY = re.compile(r"(?i)(?:^|_)(?:id|no|num|number|nbr|mrn|ref)$")
_CODE_KEY = re.compile(r"(?i)(?:^|_)(?:type|status|code|kind|class|category|version|seq|row|page|count|qty|sex|gender|flag|job|pid|"
                       r"port|level|priority|lang|locale|ward|bed|room|unit|dept|site)(?:_|$)")
_NAME_ATTRS = frozenset(a for a, kind in ATTRS.items() if kind == "NAME")
_VAGUE = frozenset("name nm displayname alias nickname preferred preferredname".split())
_PERSON_SIBLINGS = frozenset("dob birthdate mrn nhi nhs phone mobile email address postcode zip surname first last given "
                             "family forename".split())


def _label_for(key: str, siblings: frozenset[str] = frozenset()) -> str | None:
    if _CODE_KEY.search(key):
        return None
    nk = norm_key(key)
    lab = KEYS.get(nk) or key_label(key)
    if lab in ("STATE", "COUNTRY", "HOST", "DEVICE"):
        lab = None
    person_keys = {k for k in siblings if k in _PERSON_SIBLINGS or k in _NAME_ATTRS} - _VAGUE
    if lab is None and "".join(key_words(key)) in _NAME_ATTRS and len(person_keys) >= 2:
        lab = "PATIENT"  # "first"/"last" beside other person fields
    if lab is None and _ID_KEY.search(key):
        lab = "ID"
    return lab


_PSQL_HEAD = re.compile(r"(?m)^[ \t]*[A-Za-z][\w]{0,40}(?:[ \t]*\|[ \t]*[A-Za-z][\w]{0,40})+[ \t]*\n-+(?:\+-+)+[ \t]*$")


def _psql_tables(text: str, out: list[tuple[int, int, str]]) -> None:
    """psql's aligned output: a header of column names, a ``---+---`` rule, rows of ``|`` cells."""
    for h in _PSQL_HEAD.finditer(text):
        head = h.group().split("\n")[0]
        cols = [c.strip() for c in head.split("|")]
        keys = frozenset(norm_key(c) for c in cols)
        labels = [_label_for(c, keys) for c in cols]
        pos = h.end() + 1
        while pos < len(text):
            nl = text.find("\n", pos)
            nl = len(text) if nl < 0 else nl
            cells = text[pos:nl].split("|")
            if len(cells) != len(cols):
                break
            at = pos
            for cell, lab in zip(cells, labels):
                v = cell.strip()
                if lab and v:
                    vs = at + cell.index(v)
                    out.extend(value_spans(text, vs, vs + len(v), lab, strict_name=True))
                at += len(cell) + 1
            pos = nl + 1


@lru_cache(maxsize=8)
def query_spans(text: str) -> Spans:
    """Values of psql expanded rows (``ref_id | 5507``), MySQL ``\\G`` rows, SQL literals by column
    (``WHERE ref_id = 5507``) and Python dict reprs (``{'first': 'Lagi', ...}``), labelled by the key."""
    out: list[tuple[int, int, str]] = []
    marked = _PSQL_MARK.search(text) is not None
    rows = list(_PSQL_ROW.finditer(text))
    if marked or len(rows) >= 4:
        rows += list(_MYSQL_ROW.finditer(text)) if marked and "row ***" in text else []
        for m in rows:
            lab = _label_for(m.group("k"))
            if lab and m.group("v"):
                out.extend(value_spans(text, *m.span("v"), lab, strict_name=True))
    _psql_tables(text, out)
    sql_keys = frozenset(norm_key(m.group("k")) for m in _SQL.finditer(text))
    for m in _SQL.finditer(text):
        lab = _label_for(m.group("k"), sql_keys)
        g = "q" if m.group("q") is not None else "n"
        if lab and (g == "q" or lab == "ID"):
            s, e = m.span(g)
            if g == "q" and text[s:e].endswith("%"):
                e -= 1
            out.extend(value_spans(text, s, e, lab, strict_name=True))
    for url in _URL_QUERY.finditer(text):
        if not request_path(text, url.start()):
            continue  # inside a whole URL (``https://host/search?surname=...``): the URL is the span
        pairs = list(_QS.finditer(url.group()))
        keys = frozenset(norm_key(m.group("k")) for m in pairs)
        for m in pairs:
            lab = _label_for(m.group("k"), keys)
            if lab:
                out.extend(value_spans(text, url.start() + m.start("v"), url.start() + m.end("v"), lab, strict_name=True))
    reprs = list(_REPR.finditer(text))
    keys = frozenset(norm_key(m.group("k")) for m in reprs)
    for m in reprs:
        lab = _label_for(m.group("k"), keys)
        g = next(x for x in ("q", "d", "n") if m.group(x) is not None)
        if lab and (g != "n" or lab in ("ID", "PHONE")):
            out.extend(value_spans(text, *m.span(g), lab, strict_name=True))
    return tuple(out)


class _Reader(Pattern):
    """The spans of one label that a reader finds (``regex`` is a cheap test the text must pass)."""

    def find(self, text: str) -> list[tuple[int, int, float]]:
        if self.compiled.search(text) is None:
            return []
        reader = {"file": file_spans, "log": log_spans, "query": query_spans}[self.name.split("_")[0]]
        return [(s, e, self.score) for s, e, lab in reader(text) if lab == self.label]


_FILE_TEST = rf"\w[_.]\w[\w'’\-]*\.(?i:{_EXT})\b"
_LOG_TEST = r"\w-\w|, [A-Z]|\bfor\b|sudo:|/home/|/Users/|(?i:\\users\\)|\[\d\d/[A-Z][a-z]{2}/\d{4}:|(?m:^[-dl][rwx-]{9})|/(?:19|20)\d\d-\d\d|/\d{4}"
_QUERY_TEST = r"\||(?i:\bwhere\b|\bset\b)|'\w+':|\?[A-Za-z][\w.\-]*="
PATTERNS: tuple[Pattern, ...] = (
    _Reader("file_patient12", _FILE_TEST, "PATIENT", 0.7),
    _Reader("file_doctor12", _FILE_TEST, "DOCTOR", 0.7),
    _Reader("file_id12", _FILE_TEST, "ID", 0.7),
    _Reader("file_date12", _FILE_TEST, "DATE", 0.7),
    _Reader("log_id12", _LOG_TEST, "ID", 0.6),
    _Reader("log_username12", _LOG_TEST, "USERNAME", 0.6),
    _Reader("log_date12", _LOG_TEST, "DATE", 0.6),
    _Reader("log_patient12", _LOG_TEST, "PATIENT", 0.6),
    _Reader("log_doctor12", _LOG_TEST, "DOCTOR", 0.6),
) + tuple(_Reader(f"query_{lab.lower()}12", _QUERY_TEST, lab, 0.8) for lab in
          ("PATIENT", "DOCTOR", "USERNAME", "ID", "DATE", "PHONE", "EMAIL", "LOCATION", "HOSPITAL", "ORGANIZATION"))
PATTERNS += en_logs12_qp.PATTERNS
