"""Structured records, part three: transcripts and rosters, where a person stands in a known
**position** (see :mod:`.records`):

* IRC-style logs (``<marco> ...``, two lines or more) and SMS-style exchanges (``brian - ...``, a
  speaker who writes twice): the speaker PATIENT;
* chat exports: a header line that holds only a speaker and a clock time (Slack
  ``jmcandless  11:41 PM``, Teams ``Okoro, Chinedu (Hospitalist)   2:02 PM`` or
  ``[2:02 PM] Okoro, Chinedu``, Discord ``name — Today at 2:05 PM``), read only when the text
  holds two such lines or more; a lower-case login is USERNAME, a display name DOCTOR
  (clinicians' workplace tools); WhatsApp exports ``[23/11/2026, 14:02] Name:`` /
  ``23/11/2026, 14:02 - Name:`` (the name PATIENT, the date DATE); Zoom chat
  ``10:14:22 From Jane Doe to Everyone:``; a transcript speaker given by role and name
  ``Nurse (Mereana):``;
* e-mail headers (a block with two or more of ``From:``, ``To:``, ``Cc:``, ``Sent:``/``Date:``,
  ``Subject:``): the names of ``From``/``To``/``Cc`` (``Last, First`` kept whole, ``;`` between
  people, addresses left to the e-mail pattern) DOCTOR, the date of ``Sent``/``Date`` DATE
  (weekday included, clock time outside);
* forum and social handles: ``u/name`` (USERNAME without ``u/``), ``reply from name:``,
  ``posted by name``, ``(moderator name)``, ``@name`` mentions, when the handle looks like one
  (``_``, a digit or a dot inside, or a word no dictionary holds);
* ``SURNAME, Given`` names in lists, labels and rosters (``KOWALCZYK, Tadeusz  Hosp no ...``,
  ``RAINWATER, HOLLIS``, ``DELA CRUZ, Ma. Lourdes``, ``NAME (last, first): Pham, Thi Ngoc Anh``):
  at a line start, after a wide gap or after a name field label, ending a field; the words are
  checked against the heading and common-word lists, and a name all in capitals needs a given
  name or surname of the gazetteer, so ``L DISTAL RADIUS`` or ``HTN, DM`` never pass.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from functools import lru_cache

from multideid.base_systems.packs import Pattern
from multideid.base_systems.packs.records_base import RecordPattern, Spans

__all__ = ["chat_spans", "email_spans", "PATTERNS"]

_TIME = r"\d{1,2}:\d{2}(?::\d{2})?(?:[ ]?[AaPp]\.?[Mm]\.?)?"
_LOGIN = r"[a-z][a-z0-9._-]{1,30}[a-z0-9]"
_CAPW = r"[A-ZÀ-Þ][a-zß-ÿ'’]+(?:-[A-ZÀ-Þ][a-zß-ÿ'’]+)*"
_DISPLAY = rf"{_CAPW},[ ]{_CAPW}(?:[ ][A-Z]\.?)?|{_CAPW}(?:[ ][A-Z]\.)?(?:[ ]{_CAPW}){{1,2}}"
_HEADER = re.compile(
    rf"(?m)^[ \t]*(?:\[(?P<t0>{_TIME})\][ \t]*)?(?P<n>{_LOGIN}|{_DISPLAY})(?:[ ]\((?P<role>[^()\n]{{1,40}})\))?"
    rf"(?:[ \t]+(?:[—–-][ ])?(?:\[?(?:(?P<hd>\d{{1,2}}/\d{{1,2}}/\d{{2,4}})[ ,]+)?{_TIME}\]?|(?:Today|Yesterday)[ ]at[ ]{_TIME})|"
    rf"(?(t0)|(?!)))[ \t]*\r?$"
)
# transcripts: "00:02:13 Jane Doe: ...", "[0:45] Okoro, Chinedu: ..." (Zoom, Otter, Teams .docx exports)
_TRANSCRIPT = re.compile(
    rf"(?m)^[ \t]*\[?(?:\d{{1,2}}:)?\d{{1,2}}:\d{{2}}(?:\.\d{{1,3}})?\]?[ \t]+(?P<n>{_DISPLAY}|{_CAPW})[ ]?:[ ]"
)
_VTT_VOICE = re.compile(r"<v(?:\.[\w.-]+)?[ ](?P<n>[^<>\n]{1,60})>")
_WHATSAPP = re.compile(
    rf"(?m)^[ \t]*\[?(?P<d>\d{{1,4}}[/.-]\d{{1,2}}[/.-]\d{{2,4}}),?[ ]{_TIME}\]?[ ]?(?:-[ ])?"
    r"(?:(?P<n>[^\W\d_][\w'’.-]{0,30}(?:[ ][^\W\d_][\w'’.-]{0,30}){0,3})[ ]?:[ ])?"
)
_ZOOM = re.compile(
    rf"(?m)^[ \t]*{_TIME}[ \t]+From[ ]+(?P<n>[^\n:]{{2,60}}?)[ ]+to[ ]+(?P<m>[^\n:]{{2,60}}?)(?:[ ]?\((?:Direct Message|[Pp]rivately)\))?[ ]?:"
)
_STAFF_ROLES = "nurse|doctor|dr|clinician|physician|provider|rn|pharmacist|interpreter|agent|operator|therapist|midwife|paramedic|dispatcher"
_LAY_ROLES = "caller|patient|pt|parent|mother|mum|mom|father|dad|client|member|family|wife|husband|daughter|son"
_ROLE_SPEAKER = re.compile(
    rf"(?m)^[ \t]*(?P<role>(?i:{_STAFF_ROLES}|{_LAY_ROLES}))[ ]\((?P<n>{_CAPW}(?:[ ]{_CAPW}){{0,2}})\)[ ]?:"
)
# IRC-style and SMS-style exchanges: "<marco> will drive me", "brian - please come in on wednesday"
_IRC = re.compile(r"(?m)^[ \t]*<(?P<n>[^\W\d_][\w.'’-]{0,30})>[ \t]+(?=\S)")
_DASH = re.compile(rf"(?m)^[ \t]*(?P<n>{_CAPW}|[a-zß-ÿ][a-zß-ÿ'’]+|[A-Z]{{2,12}})[ ]-[ ](?=\S)")
_HTML = frozenset("""a abbr b big blockquote body br center code dd div dl dt em font form h1 h2 h3 h4 h5 h6 head hr html
    i img input li link meta ol p pre q s script small span strong style sub sup table tbody td th title tr tt u ul
    xml""".split())
_NOT_SPEAKER = frozenset("you me system everyone all team admin bot assistant unknown portal clinic office reception "
                         "pharmacy support automated message reminder notification".split())


def _name_ok(v: str) -> bool:
    """A person's name: no heading word, not only common words (Zipf class 4+ in general
    English and in no name list), and a single word must be a listed name or a rare word."""
    from multideid.base_systems.gazetteers import norm
    from multideid.base_systems.packs.en_context import name_ok
    from multideid.base_systems.packs.en_world import heading_word
    from multideid.base_systems.word_freq import freq_class

    words = [norm(w.strip(".'’")) for w in re.split(r"[ ,]+", v) if len(w.strip(".'’")) > 1]
    if not words or any(heading_word(w) or w in _NOT_SPEAKER for w in words) or not name_ok(v, min_len=1):
        return False
    first, last = _given_sets()
    common = [w for w in words if all(freq_class(p, "en") >= 4 for p in w.split("-")) and w not in first and w not in last]
    if len(common) == len(words):
        return False
    if len(words) == 1:
        return words[0] in first or words[0] in last or freq_class(words[0], "en") <= 2
    return True


def _login_ok(v: str) -> bool:
    """A login: ``.``, ``_``, ``-`` or a digit inside, or a token no dictionary holds ("jmcandless",
    not "vitals" or "reassessed" of a lower-case flowsheet with clock times)."""
    from multideid.base_systems.word_freq import freq_class

    if re.search(r"[._\d-]", v):
        return True
    return _name_ok(v) and freq_class(v, "en") <= 1


@lru_cache(maxsize=8)
def chat_spans(text: str) -> Spans:
    """Speakers of chat headers (two header lines or more), WhatsApp and Zoom lines, role speakers."""
    out: list[tuple[int, int, str]] = []
    heads = list(_HEADER.finditer(text)) if ":" in text else []
    if len(heads) >= 2:
        logins = [m.group("n") for m in heads if " " not in m.group("n") and m.group("n") == m.group("n").lower()]
        # a plain-word login counts only in a real exchange: a speaker who posts twice, or a login with . _ - or digits
        # beside it (a lower-case flowsheet "vitals  08:00 / ambulated  14:15" has neither)
        exchange = len(set(logins)) < len(logins) or any(re.search(r"[._\d-]", v) for v in logins)
        starts = {m.start() for m in heads}
        for m in heads:
            # a header followed by another header is a schedule line ("Maria Lopez  9:00 AM"), not a message:
            # the name is a patient's
            nl = text.find("\n", m.end())
            nxt = nl + 1 if nl >= 0 else -1
            while 0 <= nxt < len(text) and text[nxt] in " \t":
                nxt += 1
            person = "PATIENT" if nxt in starts else "DOCTOR"
            s, e = m.span("n")
            v = m.group("n")
            if " " not in v and "," not in v and v == v.lower():
                if _login_ok(v) and (exchange or re.search(r"[._\d-]", v)):
                    out.append((s, e, "USERNAME"))
            elif _name_ok(v):
                out.append((s, e, person))
            if m.group("hd"):
                out.append((*m.span("hd"), "DATE"))
    lines = list(_TRANSCRIPT.finditer(text)) if ":" in text else []
    names = [m.group("n") for m in lines]
    if len(set(names)) < len(names):  # a speaker who speaks twice: a transcript, not a timed flowsheet
        out.extend((*m.span("n"), "DOCTOR") for m in lines if _name_ok(m.group("n")))
    for m in _VTT_VOICE.finditer(text):
        if _name_ok(m.group("n").strip()):
            out.append((m.start("n"), m.start("n") + len(m.group("n").strip()), "DOCTOR"))
    for m in _WHATSAPP.finditer(text):
        v = m.group("n")
        if v and _name_ok(v):
            out.append((*m.span("n"), "PATIENT"))
        out.append((*m.span("d"), "DATE"))
    for m in _ZOOM.finditer(text):
        for g in ("n", "m"):
            v = m.group(g).strip()
            if v.lower() != "everyone" and _name_ok(v):
                out.append((m.start(g), m.start(g) + len(v), "DOCTOR"))
    for m in _ROLE_SPEAKER.finditer(text):
        if _name_ok(m.group("n")):
            lay = re.fullmatch(_LAY_ROLES, m.group("role").lower()) is not None
            out.append((*m.span("n"), "PATIENT" if lay else "DOCTOR"))
    out.extend(_exchange_speakers(text))
    return tuple(out)


def _exchange_speakers(text: str) -> list[tuple[int, int, str]]:
    """Speakers of an IRC-style log (``<marco> will drive me``: two such lines or more, no HTML
    tag) and of an SMS-style exchange (``brian - please come in``: a speaker who writes twice;
    a word in capitals only when it is a given name of the gazetteer: ``CV - RRR`` is a system)."""
    out: list[tuple[int, int, str]] = []
    irc = [m for m in _IRC.finditer(text) if m.group("n").lower() not in _HTML] if "<" in text else []
    if len(irc) >= 2:
        out.extend((*m.span("n"), "PATIENT") for m in irc if _name_ok(m.group("n")))
    dash = list(_DASH.finditer(text)) if " - " in text else []
    said = [m.group("n").lower() for m in dash]
    first, _ = _given_sets()
    for m in dash:
        v = m.group("n")
        if said.count(v.lower()) >= 2 and _name_ok(v) and (not v.isupper() or v.lower() in first):
            out.append((*m.span("n"), "PATIENT"))
    return out


# ------------------------------------------------------------------ e-mail headers
_MAIL_LINE = re.compile(r"(?m)^[ \t>]*(?P<k>From|To|Cc|CC|Bcc|Sent|Date|Subject|Reply-To)[ \t]*:[ \t]*(?P<v>[^\n]*)$")
_MONTH = r"(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?"
_WEEKDAY = r"(?:Mon|Tue|Tues|Wed|Thu|Thur|Thurs|Fri|Sat|Sun)[a-z]*\.?"
_MAIL_DATE = re.compile(
    rf"(?:{_WEEKDAY},?[ ])?(?:{_MONTH}[ ]\d{{1,2}}(?:st|nd|rd|th)?,?[ ]\d{{4}}|\d{{1,2}}[ ]{_MONTH},?[ ]\d{{4}}|"
    r"\d{1,2}/\d{1,2}/\d{2,4}|\d{4}-\d{2}-\d{2})"
)
_TITLE = re.compile(r"(?:(?:Dr|Mr|Mrs|Ms|Miss|Mx|Prof|Professor)\.?[ ]+)+")
_CRED_CUT = re.compile(r",[ ]*(?:MD|DO|RN|NP|PA|PA-C|PhD|MBBS|MBChB|FRCP|DDS|APRN|CNM|LPN|LCSW|PharmD|MSW|FNP|DNP|CRNA|BSN)\b")
# a patient writing through a portal: the sender is the patient
_PORTAL = re.compile(r"(?i)patient portal|portal message|mychart|message from (?:the )?patient|patient message|sent by patient")
_GROUP_WORDS = re.compile(
    r"(?i)\b(?:team|staff|group|department|dept|clinic|office|desk|scheduling|pharmacy|nursing|all|everyone|list|"
    r"service|services|unit|admin|support|inbox|pool|noreply|no-reply|reply|records|billing|lab|committee|board|"
    r"coordinator|manager|director|nurse|officer|assistant|administrator|secretary|clerk|specialist|intake|referrals?)\b"
)


def _people(v: str, base: int) -> list[tuple[int, int]]:
    """Name spans of an address-list value: ``;`` between people; ``Last, First`` kept whole;
    ``<address>`` and ``[mailto:...]`` and quotes dropped."""
    out = []
    items = []
    cred = _CRED_CUT.search(v)
    if cred and ";" not in v:
        v = v[:cred.start()]  # "Harlo Vinterberg, MD", "Mirela Stanciu, RN, Kidney Transplant Coordinator"
    cut = 0
    for m in re.finditer(r";", v):
        items.append((cut, m.start()))
        cut = m.end()
    items.append((cut, len(v)))
    if len(items) == 1 and "," in v:
        parts = [p for p in re.split(r",", re.sub(r"<[^>]*>|\[mailto:[^\]]*\]", "", v))]
        if not (len(parts) == 2 and all(1 <= len(p.split()) <= 2 for p in parts)):
            items = []
            cut = 0
            for m in re.finditer(r",", v):
                items.append((cut, m.start()))
                cut = m.end()
            items.append((cut, len(v)))
    for a, b in items:
        piece = v[a:b]
        m = re.match(r"[ \t]*\"?(?P<n>[^\"<\[@]*?)\"?[ \t]*(?:<[^>]*>|\[mailto:[^\]]*\])?[ \t]*$", piece)
        if m is None or not m.group("n") or "@" in piece[m.start("n"):m.end("n")]:
            continue
        n = m.group("n").strip()
        t = _TITLE.match(n)
        if t and t.end() < len(n):
            n = n[t.end():]
        if not n or _GROUP_WORDS.search(n) or any(c.isdigit() for c in n) or len(n.split()) > 4:
            continue
        if _name_ok(n) and n[0].isupper():
            raw = m.group("n")
            s = base + a + m.start("n") + (len(raw) - len(raw.lstrip())) + (len(raw.strip()) - len(n))
            out.append((s, s + len(n)))
    return out


_REPLY = re.compile(
    rf"(?m)^[ \t>]*On[ ](?P<d>{_MAIL_DATE.pattern})(?:,?[ ]at)?,?[ ]{_TIME},?[ ]"
    r"(?P<n>[^<>\n@,]{2,60}?)[ ]*(?:<[^<>\n]{3,80}>)?[ ]*wrote:"
)


_CLINICIAN_CUE = re.compile(r"(?:^|[ \t;,])(?:Dr\.?|Doctor)[ ]|" + _CRED_CUT.pattern + r"|,?[ ](?:MD|DO|NP|RN|PA-C)\b")


def _party_label(text: str, m: re.Match, near: list[re.Match]) -> str:
    """Who writes or receives: a clinician (DOCTOR) unless the message comes through a patient portal
    (the sender is the patient) or the other party is marked as a clinician (``To: Dr ...``,
    ``..., MD``) and this one is not (a patient writing to a doctor, or a doctor to a patient)."""
    k = m.group("k").lower()
    if k == "from" and _PORTAL.search(text, max(0, m.start() - 300), m.start()):
        return "PATIENT"
    if _CLINICIAN_CUE.search(m.group("v")):
        return "DOCTOR"
    other = ("to", "cc") if k == "from" else ("from",)
    if any(x.group("k").lower() in other and _CLINICIAN_CUE.search(x.group("v")) for x in near):
        return "PATIENT"
    return "DOCTOR"


@lru_cache(maxsize=8)
def email_spans(text: str) -> Spans:
    lines = list(_MAIL_LINE.finditer(text))
    out: list[tuple[int, int, str]] = []
    for m in _REPLY.finditer(text):  # "On Mon, Nov 23, 2026 at 7:52 AM Yvonne Achterberg <y@...> wrote:"
        out.append((*m.span("d"), "DATE"))
        n = m.group("n").strip()
        if _name_ok(n) and not _GROUP_WORDS.search(n):
            out.append((m.start("n"), m.start("n") + len(n), "DOCTOR"))
    for i, m in enumerate(lines):
        # a header block: another header line within 3 lines of this one
        near = [x for x in lines[max(0, i - 4):i + 5] if x is not m and text.count("\n", min(x.start(), m.start()), max(x.start(), m.start())) <= 3]
        if not near:
            continue
        k = m.group("k").lower()
        base = m.start("v")
        if k in ("from", "to", "cc", "bcc", "reply-to"):
            out.extend((s, e, _party_label(text, m, near)) for s, e in _people(m.group("v"), base))
        elif k in ("sent", "date"):
            d = _MAIL_DATE.match(m.group("v"))
            if d:
                out.append((base + d.start(), base + d.end(), "DATE"))
    return tuple(out)


# ------------------------------------------------------------------ forum handles
_HANDLE = r"[A-Za-z][\w.-]{1,30}[A-Za-z0-9_]"
_HANDLE_CUE = re.compile(
    rf"(?:(?<![\w/])u/(?P<u>[A-Za-z0-9_-]{{3,20}})(?![\w-])|"
    rf"\b(?i:reply from|replied|posted by|comment(?:ed)? by|asked by|answered by|submitted by|moderator|mod|by user|user|"
    rf"quote from:?|quoting|originally posted by)[ ]+(?P<h>{_HANDLE})(?![\w.-])|"
    rf"(?m:^)[ \t>]*(?P<s>{_HANDLE})[ ](?:said|wrote|replied|commented|posted):|"
    rf"(?<![\w@.])@(?P<a>{_HANDLE})(?![\w@-]|\.\w))"
)


def _handle_ok(v: str) -> bool:
    return bool(re.search(r"[_\d]", v)) or ("." in v and v == v.lower()) or (v == v.lower() and _name_ok(v) and len(v) >= 4)


@lru_cache(maxsize=8)
def handle_spans(text: str) -> Spans:
    out: list[tuple[int, int, str]] = []
    for m in _HANDLE_CUE.finditer(text):
        g = "u" if m.group("u") else "h" if m.group("h") else "s" if m.group("s") else "a"
        v = m.group(g)
        if g == "u" or _handle_ok(v):
            out.append((*m.span(g), "USERNAME"))
    return tuple(out)


# ------------------------------------------------------------------ SURNAME, Given
_CAPS = r"[A-ZÀ-Þ][A-ZÀ-Þ'’]+(?:-[A-ZÀ-Þ][A-ZÀ-Þ'’]+)*"
_PART = r"(?:DE[ ]LA|DELA|DEL|DE|DA|DI|DOS|DU|LA|LE|VAN[ ]DER|VAN[ ]DEN|VAN|VON|MAC|MC|ST\.?|AL|EL|BIN|BINTI|NIC|NI|O)"
_TITLE_SUR = r"(?:Mc|Mac|O'|O’|De|Di|Da|Van|Le|La)?[A-ZÀ-Þ][a-zß-ÿ'’]+(?:-[A-ZÀ-Þ][a-zß-ÿ'’]+)*"
_GIV_CAPS = r"[A-ZÀ-Þ][A-ZÀ-Þ'’]+(?:-[A-ZÀ-Þ][A-ZÀ-Þ'’]+)*"
_GIV_TITLE = r"(?:Ma\.|Md\.|Mohd\.?|Wm\.|[A-ZÀ-Þ][a-zß-ÿ'’]+(?:-[A-ZÀ-Þ][a-zß-ÿ'’]+)*)"
_INIT = r"[A-Z]\.?(?![\w'’])"
# one case throughout the given names (an initial anywhere): "DANIEL R", "Thi Ngoc Anh", "Halina M"; never
# "LORETTA J. Member" (the next sentence)
_GIVEN = (
    rf"(?:{_GIV_CAPS}(?:[ ](?:{_GIV_CAPS}|{_INIT})){{0,3}}|{_GIV_TITLE}(?:[ ](?:{_GIV_TITLE}|{_INIT})){{0,3}}|"
    rf"{_INIT}(?:[ ]{_INIT}){{0,2}})"
)
_RANK = (
    r"(?:(?:Mr|Mrs|Ms|Miss|Mx|Dr|Mdm|SPC|SGT|SSG|SFC|CPL|PFC|PVT|CPT|LT|1LT|2LT|MAJ|COL|LTC|SSgt|LCpl|Cpl|Sgt|Pte|Pvt|"
    r"Capt|Maj|Col|Lt|AB|PO|CPO|Sister|Sr|Fr|Br)\.?[ ])?"
)
_LABEL = (
    r"(?i:patient|pt|name|full name|patient name|inmate|decedent|deceased|child|resident|client|member|subscriber|insured|"
    r"guarantor|student|employee|veteran|participant|subject|infant|mother|father|spouse|nok|next of kin|contact|"
    r"emergency contact|applicant|claimant|donor|recipient|re|attn|for)"
    r"(?:[ ]\((?i:last|surname|family)[ ,/]+(?i:first|given)(?:[ ,/]+(?i:middle|mi|m\.i\.))?\))?[ \t]*[:#][ \t]*"
)
_STAFF_LABEL = (
    r"(?i:attending|physician|provider|surgeon|pcp|gp|referring(?: physician| provider)?|ordering(?: physician| provider)?|"
    r"submitting physician|pathologist|radiologist|anesthesiologist|anaesthetist|consultant|clinician|nurse|rn|np|"
    r"dictated by|signed by|reviewed by|read by|verified by|authenticated by)[ \t]*:[ \t]*"
)
_END = r"(?=[ \t]{2,}|\t|[ \t]*\r?$|[ \t]*[(|;/]|,[ ]|\.(?:[ ]|$)|[ ](?i:dob|d\.o\.b|mrn|age|sex|hosp|nhs|dod|id|rm|bed|room|ward|#)\b)"
_SURNAME_GIVEN = re.compile(
    rf"(?m)(?:(?<![\w-])(?:(?P<slab>{_STAFF_LABEL})|(?P<lab>{_LABEL}))|^[ \t]*(?:(?:\d{{1,3}}|[a-z])[.)][ \t]+|[-*•>][ \t]*)?|(?<=\S)[ ]{{2,}}|\t)"
    rf"{_RANK}(?P<n>(?P<sur>(?:{_PART}[ ]){{0,2}}{_CAPS}|(?(lab){_TITLE_SUR}|(?(slab){_TITLE_SUR}|(?!)))),[ ]?(?P<giv>{_GIVEN})){_END}"
)
_ANCHOR = re.compile(r"[A-ZÀ-Þa-zß-ÿ'’.],[ ]?[A-ZÀ-Þ]")


def _gazetteer() -> tuple[frozenset[str], frozenset[str]]:
    from multideid.base_systems.gazetteers import load_gazetteer

    gz = load_gazetteer("en")
    return frozenset(gz.lists["first_names"]), frozenset(gz.lists["last_names"])


_given_sets = lru_cache(maxsize=1)(_gazetteer)


def _surname_given_ok(m: re.Match) -> bool:
    from multideid.base_systems.gazetteers import norm

    sur, giv = m.group("sur"), m.group("giv")
    words = [w for w in re.split(r"[ -]", sur + " " + giv) if len(w.rstrip(".")) > 1]
    if not _name_ok(m.group("n").replace(",", " ")) or not words:
        return False
    first, last = _given_sets()
    g0 = norm(giv.split()[0].rstrip("."))
    s_parts = [norm(p) for p in re.split(r"[ -]", sur) if len(p) > 1]
    known = g0 in first or any(p in last for p in s_parts)
    caps_given = giv.isupper() and len(giv.split()[0].rstrip(".")) > 1
    if m.group("lab") or m.group("slab"):
        return True
    if sur.isupper() and not caps_given and len(giv.split()[0].rstrip(".")) > 1:
        return True  # "KOWALCZYK, Tadeusz": the roster shape itself
    return known


@lru_cache(maxsize=8)
def surname_spans(text: str) -> Spans:
    out: list[tuple[int, int, str]] = []
    if _ANCHOR.search(text) is None:
        return ()
    cells = None
    for m in _SURNAME_GIVEN.finditer(text):
        if _surname_given_ok(m):
            if cells is None:  # a table cell belongs to its column's reader (patient, provider...): tables.py
                from multideid.base_systems.packs.tables import find_tables

                cells = sorted((c.start, c.end) for c in find_tables(text)) if "\n" in text else []
            k = bisect_right(cells, (m.start("n"), len(text))) - 1
            if k >= 0 and cells[k][1] >= m.end("n"):
                continue
            out.append((*m.span("n"), "DOCTOR" if m.group("slab") else "PATIENT"))
    return tuple(out)


PATTERNS: tuple[Pattern, ...] = (
    RecordPattern("chat_speaker_login", _TIME, "USERNAME", 0.8, reader=chat_spans),
    RecordPattern("chat_speaker_name", r":", "DOCTOR", 0.8, reader=chat_spans),
    RecordPattern("chat_speaker_lay", r":|\d|<|[ ]-[ ]", "PATIENT", 0.75, reader=chat_spans),
    RecordPattern("chat_header_date", _TIME, "DATE", 0.8, reader=chat_spans),
    RecordPattern("mail_header_name", r"(?m)^[ \t>]*(?:From|To|Cc|CC)[ \t]*:|^[ \t>]*On[ ].{5,120}wrote:", "DOCTOR", 0.8, reader=email_spans),
    RecordPattern("mail_header_patient", r"(?m)^[ \t>]*From[ \t]*:", "PATIENT", 0.8, reader=email_spans),
    RecordPattern("mail_header_date", r"(?m)^[ \t>]*(?:Sent|Date)[ \t]*:|^[ \t>]*On[ ].{5,120}wrote:", "DATE", 0.85, reader=email_spans),
    RecordPattern("forum_handle", r"u/|@|(?i:reply from|replied|posted by|comment|asked by|answered by|submitted by|moderator|mod |user |quot|said:|wrote:)",
                  "USERNAME", 0.8, reader=handle_spans),
    RecordPattern("surname_given", r",", "PATIENT", 0.7, reader=surname_spans),
    RecordPattern("surname_given_staff", r",", "DOCTOR", 0.7, reader=surname_spans),
)
