"""Realistic surrogates: replace each PHI span by a fake value of the same class and shape.

Released text reads naturally when names are replaced by names, dates by shifted dates and IDs
by random strings of the same shape; surrogates also hide the few PHI a system misses among
plausible fakes ("hiding in plain sight").

Consistency and keys
--------------------
Every choice is derived from a keyed HMAC-SHA256 of the (normalised) original value, so the same
original maps to the same surrogate within a document and, with a key file, across a whole
corpus; the mapping is reproducible with the key and not reversible without it.  Without a key,
a fresh random key is drawn per document (consistent within the document only).

Names are mapped part by part (first names and surnames separately, keyed by the lower-cased
part), so "John Smith", "Mr. Smith", "SMITH , JOHN" and "J. Smith" stay consistent; initials
follow the surrogate of the first name they abbreviate when the document has it.  Capitalisation
(ALL CAPS, Title, lower) and the shape of IDs (digits for digits, letters for letters,
separators kept) are preserved.  Dates move by one offset per patient (``doc.metadata
["patient_id"]`` or the document id), preserving intervals (and the weekday with
``keep_weekday``), and keep their original format ("03/18/2001", "March 3, 2005",
"3 de marzo de 2005", "2005-03-18", "3/18", "Mar 3" ...).
"""

from __future__ import annotations

import calendar
import datetime as dt
import hashlib
import hmac
import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Sequence

from multideid.document import Document, Span
from multideid.errors import DataError, UsageError
from multideid.labels import MEDDOCAN_COARSE

EN_MONTHS = [m.lower() for m in calendar.month_name[1:]]
EN_MONTHS_ABBR = [m.lower() for m in calendar.month_abbr[1:]]
ES_MONTHS = "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre".split()
EN_WEEKDAYS = [d.lower() for d in calendar.day_name]
ES_WEEKDAYS = "lunes martes miércoles jueves viernes sábado domingo".split()

#: i2b2-2014 sub-types and other labels -> surrogate kind
_KIND = {
    "PATIENT": "name", "DOCTOR": "name", "NAME": "name", "PERSON": "name", "USERNAME": "username",
    "FIRST_NAME": "name", "LAST_NAME": "name",
    "HOSPITAL": "hospital", "ORGANIZATION": "organization",
    "LOCATION": "city", "CITY": "city", "STATE": "state", "COUNTRY": "country", "STREET": "street",
    "ZIP": "shape", "LOCATION-OTHER": "city",
    "DATE": "date", "AGE": "age", "ID": "shape", "MEDICALRECORD": "shape", "IDNUM": "shape", "SSN": "shape",
    "ACCOUNT": "shape", "LICENSE": "shape", "HEALTHPLAN": "shape", "DEVICE": "shape", "VEHICLE": "shape",
    "BIOID": "shape", "PHONE": "shape", "FAX": "shape", "EMAIL": "email", "URL": "url", "IP": "ip",
    "IPADDR": "ip", "PROFESSION": "profession", "OTHER": "shape",
}
_MEDDOCAN_KIND = {
    "TERRITORIO": "city", "CALLE": "street", "PAIS": "country", "INSTITUCION": "organization",
    "CENTRO_SALUD": "hospital", "SEXO_SUJETO_ASISTENCIA": "keep",
}

_PROFESSIONS = {
    "en": ["teacher", "accountant", "electrician", "engineer", "librarian", "carpenter", "pharmacist", "chef", "designer", "mechanic"],
    "es": ["profesor", "contable", "electricista", "ingeniero", "bibliotecario", "carpintero", "farmacéutico", "cocinero", "diseñador", "mecánico"],
}
_HOSPITAL_WORDS = {
    "en": ["Medical Center", "General Hospital", "Memorial Hospital", "Community Hospital", "Clinic"],
    "es": ["Hospital Universitario", "Hospital General", "Clínica", "Centro de Salud", "Hospital Comarcal"],
}


def kind_of(label: str) -> str:
    """The surrogate kind for a label (project class, i2b2-2014 type or MEDDOCAN type)."""
    if label in _MEDDOCAN_KIND:
        return _MEDDOCAN_KIND[label]
    if label in _KIND:
        return _KIND[label]
    if label in MEDDOCAN_COARSE:
        return _KIND.get(MEDDOCAN_COARSE[label], "shape")
    return "shape"


def read_key_file(path: str | Path) -> bytes:
    """Read a key file (any bytes, at least 16); refuses empty or short keys."""
    p = Path(path)
    if not p.is_file():
        raise UsageError("key file not found", p)
    key = p.read_bytes().strip()
    if len(key) < 16:
        raise DataError("key file must hold at least 16 bytes of secret", p)
    return key


def _case_like(template: str, value: str) -> str:
    letters = [c for c in template if c.isalpha()]
    if letters and all(c.isupper() for c in letters) and len(letters) > 1:
        return value.upper()
    if letters and all(c.islower() for c in letters):
        return value.lower()
    return value


@dataclass
class Surrogator:
    """Replaces PHI spans by surrogates (see module docstring).

    Parameters
    ----------
    key: secret bytes for the keyed mapping; ``None`` = a random key per document.
    locale: ``"en"`` or ``"es"`` (pools of names, places, month names).
    keep_weekday: shift dates by whole weeks so weekdays are preserved.
    max_shift_days: dates move by 1..max_shift_days days, backwards or forwards.
    age_policy: ``"cap"`` writes ages over 89 as 90 (HIPAA), ``"keep"`` leaves ages unchanged.
    day_first: read ambiguous numeric dates as dd/mm (default: True for ``es``, False for ``en``).
    """

    key: bytes | None = None
    locale: str = "en"
    keep_weekday: bool = False
    max_shift_days: int = 365
    age_policy: str = "cap"
    day_first: bool | None = None
    _fakers: dict = field(default_factory=dict, repr=False)

    def __post_init__(self):
        if self.locale not in ("en", "es"):
            raise UsageError(f"unknown surrogate locale {self.locale!r}; use en or es")
        if self.age_policy not in ("cap", "keep"):
            raise UsageError(f"unknown age policy {self.age_policy!r}; use cap or keep")
        if self.day_first is None:
            self.day_first = self.locale == "es"
        from faker.providers.person.en_US import Provider as EnPerson
        from faker.providers.person.es_ES import Provider as EsPerson

        prov = EnPerson if self.locale == "en" else EsPerson
        self._male = sorted(prov.first_names_male)
        self._female = sorted(prov.first_names_female)
        self._last = sorted(prov.last_names)
        self._male_set = {n.lower() for n in EnPerson.first_names_male} | {n.lower() for n in EsPerson.first_names_male}
        self._female_set = {n.lower() for n in EnPerson.first_names_female} | {n.lower() for n in EsPerson.first_names_female}

    # ------------------------------------------------------------------ keyed randomness
    def _h(self, key: bytes, *parts: str) -> int:
        msg = "\x1f".join(parts).encode("utf-8")
        return int.from_bytes(hmac.new(key, msg, hashlib.sha256).digest()[:8], "big")

    def _faker(self, seed: int):
        from faker import Faker

        loc = "en_US" if self.locale == "en" else "es_ES"
        f = self._fakers.get(loc)
        if f is None:
            f = self._fakers[loc] = Faker(loc)
        f.seed_instance(seed)
        return f

    # ------------------------------------------------------------------ public
    def surrogate_document(self, doc: Document, spans: Sequence[Span]) -> tuple[str, list[Span]]:
        """Return the surrogate text and the spans re-anchored on it."""
        key = self.key if self.key is not None else os.urandom(32)
        state = _DocState(key=key, patient=str(doc.metadata.get("patient_id", doc.id)))
        merged: list[Span] = []
        for s in sorted(spans):  # overlapping spans: their union is PHI, replaced whole (fail closed)
            if merged and s.start < merged[-1].end:
                p = merged[-1]
                merged[-1] = Span(p.start, max(p.end, s.end), p.label, p.score, p.source, p.explanation)
            else:
                merged.append(s)
        spans = merged
        # first pass: learn first-name initials so "J." follows "John"
        for s in spans:
            if kind_of(s.label) == "name":
                self._name(doc.text[s.start : s.end], state)
        out: list[str] = []
        new_spans: list[Span] = []
        pos = 0
        shift = 0
        for s in spans:
            out.append(doc.text[pos : s.start])
            original = doc.text[s.start : s.end]
            repl = self.replace(original, s.label, state)
            start = s.start + shift
            out.append(repl)
            new_spans.append(Span(start, start + len(repl), s.label, s.score, s.source, s.explanation))
            shift += len(repl) - len(original)
            pos = s.end
        out.append(doc.text[pos:])
        return "".join(out), new_spans

    def replace(self, original: str, label: str, state: "_DocState") -> str:
        kind = kind_of(label)
        fn = getattr(self, "_" + kind, None)
        if kind == "keep":
            return original
        if fn is None:
            return self._shape(original, state)
        return fn(original, state)

    # ------------------------------------------------------------------ kinds
    def _name(self, original: str, state: "_DocState") -> str:
        # split into words and separators; "SMITH , JOHN M" has the surname first
        parts = re.split(r"(\W+)", original)
        words = [(i, p) for i, p in enumerate(parts) if p and re.match(r"\w", p)]
        if not words:
            return original
        comma_order = "," in original
        out = list(parts)
        for rank, (i, w) in enumerate(words):
            is_initial = len(w) == 1 or (len(w) <= 2 and w.isupper() and rank > 0 and not comma_order)
            if comma_order:
                role = "last" if rank == 0 else "first"
            else:
                role = "last" if rank == len(words) - 1 and len(words) > 1 else ("first" if len(words) > 1 else "last")
            low = w.lower()
            if is_initial:
                rep = state.initials.get(low[0])
                if rep is None:
                    rep = chr(ord("a") + self._h(state.key, "initial", low[0]) % 26)
                out[i] = rep.upper() if w.isupper() or w[0].isupper() else rep
                continue
            if role == "first":
                pool = self._female if low in self._female_set and low not in self._male_set else self._male
                rep = pool[self._h(state.key, "first", low) % len(pool)]
                state.initials.setdefault(low[0], rep[0].lower())
            else:
                rep = self._last[self._h(state.key, "last", low) % len(self._last)]
            out[i] = _case_like(w, rep)
        return "".join(out)

    def _username(self, original, state):
        return self._shape(original, state)

    def _pick_faker(self, original: str, state, what: str, fn) -> str:
        seed = self._h(state.key, what, original.lower().strip())
        return _case_like(original, fn(self._faker(seed)))

    def _city(self, original, state):
        return self._pick_faker(original, state, "city", lambda f: f.city())

    def _state(self, original, state):
        if self.locale == "en" and len(original.strip()) == 2:
            return self._pick_faker(original, state, "state", lambda f: f.state_abbr())
        return self._pick_faker(original, state, "state", lambda f: f.state() if self.locale == "en" else f.autonomous_community())

    def _country(self, original, state):
        return self._pick_faker(original, state, "country", lambda f: f.country())

    def _street(self, original, state):
        return self._pick_faker(original, state, "street", lambda f: f.street_address())

    def _organization(self, original, state):
        return self._pick_faker(original, state, "org", lambda f: f.company())

    def _hospital(self, original, state):
        words = _HOSPITAL_WORDS[self.locale]
        h = self._h(state.key, "hospital", original.lower())
        city = self._faker(h).last_name()
        w = words[h % len(words)]
        rep = f"{city} {w}" if self.locale == "en" else f"{w} {city}"
        if len(original) <= 5 and original.isupper():  # acronyms stay acronyms
            return "".join(c[0] for c in rep.split()).upper()
        return _case_like(original, rep)

    def _profession(self, original, state):
        pool = _PROFESSIONS[self.locale]
        return _case_like(original, pool[self._h(state.key, "prof", original.lower()) % len(pool)])

    def _email(self, original, state):
        h = self._h(state.key, "email", original.lower())
        user = self._last[h % len(self._last)].lower()
        user = re.sub(r"[^a-z]", "", user.encode("ascii", "ignore").decode()) or "user"
        return f"{user}{h % 1000}@example.org"

    def _url(self, original, state):
        h = self._h(state.key, "url", original.lower())
        prefix = "https://" if original.lower().startswith("https") else ("http://" if original.lower().startswith("http") else "")
        return f"{prefix}www.example-{h % 100000:05d}.org"

    def _ip(self, original, state):
        h = self._h(state.key, "ip", original)
        return f"10.{(h >> 16) & 255}.{(h >> 8) & 255}.{h & 255}"

    def _age(self, original, state):
        m = re.search(r"\d+", original)
        if self.age_policy == "cap" and m and int(m.group()) > 89:
            return original[: m.start()] + "90" + original[m.end() :]
        return original

    def _shape(self, original: str, state: "_DocState") -> str:
        """Digits for digits, letters for letters (same case), separators kept; keyed."""
        h = hmac.new(state.key, ("shape\x1f" + original).encode("utf-8"), hashlib.sha256).digest()
        stream = h
        while len(stream) < len(original):
            stream += hashlib.sha256(stream).digest()
        out = []
        for c, b in zip(original, stream):
            if c.isdigit():
                out.append(str(b % 10))
            elif c.isalpha() and c.isascii():
                ch = chr(ord("a") + b % 26)
                out.append(ch.upper() if c.isupper() else ch)
            elif c.isalpha():
                out.append("x" if c.islower() else "X")
            else:
                out.append(c)
        res = "".join(out)
        if res == original and any(c.isalnum() for c in original):  # never leak by chance
            return self._shape(original + "\x00", state)[: len(original)]
        return res

    # ------------------------------------------------------------------ dates
    def date_offset(self, state: "_DocState") -> int:
        h = self._h(state.key, "date-offset", state.patient)
        if self.keep_weekday:
            weeks = max(1, self.max_shift_days // 7)
            n = 1 + h % weeks
            days = 7 * n
        else:
            days = 1 + h % max(1, self.max_shift_days)
        return days if (h >> 32) & 1 else -days

    def _date(self, original: str, state: "_DocState") -> str:
        shifted = shift_date_text(original, self.date_offset(state), day_first=bool(self.day_first))
        if shifted is None:
            # an unparseable date is still PHI: replace digits, keep the shape
            return self._shape(original, state)
        return shifted


@dataclass
class _DocState:
    key: bytes
    patient: str
    initials: dict = field(default_factory=dict)


# --------------------------------------------------------------------------- date shifting

_REF_YEAR = 2000  # leap year: "Feb 29" without a year stays valid


def _two_digit_year(y: int) -> int:
    return 2000 + y if y < 50 else 1900 + y


def _fmt_year(orig: str, year: int) -> str:
    return f"{year % 100:02d}" if len(orig) == 2 else f"{year:04d}"


def _month_name_like(orig: str, month: int, names: list[str]) -> str:
    return _case_like(orig, names[month - 1].capitalize() if orig[:1].isupper() else names[month - 1])


def _suffix(day: int) -> str:
    if 11 <= day % 100 <= 13:
        return "th"
    return {1: "st", 2: "nd", 3: "rd"}.get(day % 10, "th")


def shift_date_text(text: str, days: int, *, day_first: bool = False) -> str | None:
    """Shift the date written in ``text`` by ``days``, keeping its format; None if unparsed."""
    t = text.strip()
    lead = text[: len(text) - len(text.lstrip())]
    trail = text[len(text.rstrip()) :]
    res = _shift(t, days, day_first)
    return None if res is None else lead + res + trail


def _safe_date(y: int, m: int, d: int) -> dt.date | None:
    try:
        return dt.date(y, m, d)
    except ValueError:
        return None


def _shift(t: str, days: int, day_first: bool) -> str | None:  # noqa: C901 - a table of formats
    delta = dt.timedelta(days=days)
    # yyyy-mm-dd / yyyy/mm/dd
    m = re.fullmatch(r"(\d{4})([-/.])(\d{1,2})\2(\d{1,2})", t)
    if m:
        d = _safe_date(int(m.group(1)), int(m.group(3)), int(m.group(4)))
        if d:
            n = d + delta
            w3, w4 = len(m.group(3)), len(m.group(4))
            return f"{n.year:04d}{m.group(2)}{n.month:0{w3}d}{m.group(2)}{n.day:0{w4}d}"
    # mm/dd/yy(yy) or dd/mm/yy(yy)
    m = re.fullmatch(r"(\d{1,2})([-/.])(\d{1,2})\2(\d{2}|\d{4})", t)
    if m:
        a, b, y = int(m.group(1)), int(m.group(3)), m.group(4)
        year = int(y) if len(y) == 4 else _two_digit_year(int(y))
        order_dm = day_first
        d = _safe_date(year, b, a) if order_dm else _safe_date(year, a, b)
        if d is None:  # only the other reading is valid (25/12 read month-first)
            order_dm = not order_dm
            d = _safe_date(year, b, a) if order_dm else _safe_date(year, a, b)
        if d:
            n = d + delta
            first, second = (n.day, n.month) if order_dm else (n.month, n.day)
            w1, w2 = len(m.group(1)), len(m.group(3))
            return f"{first:0{w1}d}{m.group(2)}{second:0{w2}d}{m.group(2)}{_fmt_year(y, n.year)}"
    # partial mm/dd (dd/mm)
    m = re.fullmatch(r"(\d{1,2})/(\d{1,2})", t)
    if m:
        a, b = int(m.group(1)), int(m.group(2))
        order_dm = day_first
        d = _safe_date(_REF_YEAR, b, a) if order_dm else _safe_date(_REF_YEAR, a, b)
        if d is None:
            order_dm = not order_dm
            d = _safe_date(_REF_YEAR, b, a) if order_dm else _safe_date(_REF_YEAR, a, b)
        if d:
            n = d + delta
            first, second = (n.day, n.month) if order_dm else (n.month, n.day)
            return f"{first:0{len(m.group(1))}d}/{second:0{len(m.group(2))}d}"
    # year alone
    m = re.fullmatch(r"(1[89]\d\d|20\d\d)", t)
    if m:
        y = int(t)
        return str((dt.date(y, 7, 1) + delta).year)
    low = t.lower()
    # "March 3, 2005" / "Mar 3" / "March 3rd, 2005" / "Mar. 3 2005"
    m = re.fullmatch(r"([A-Za-z]+)(\.?)\s+(\d{1,2})(st|nd|rd|th)?(,?\s+(\d{4}))?", t)
    if m:
        mon = _month_index(m.group(1))
        if mon:
            year = int(m.group(6)) if m.group(6) else _REF_YEAR
            d = _safe_date(year, mon, int(m.group(3)))
            if d:
                n = d + delta
                names = _month_names(m.group(1))
                mname = _month_name_like(m.group(1), n.month, names)
                suf = _suffix(n.day) if m.group(4) else ""
                tail = ""
                if m.group(6):
                    sep = m.group(5)[: len(m.group(5)) - 4]
                    tail = f"{sep}{n.year}"
                return f"{mname}{m.group(2)} {n.day}{suf}{tail}"
    # "3 March 2005", "3rd of March", "3 de marzo de 2005", "3 de marzo"
    m = re.fullmatch(r"(\d{1,2})(st|nd|rd|th)?(\s+of|\s+de)?\s+([A-Za-zé]+)(\.?)((,?\s+de\s+|,?\s+)(\d{4}))?", t)
    if m:
        mon = _month_index(m.group(4))
        if mon:
            year = int(m.group(8)) if m.group(8) else _REF_YEAR
            d = _safe_date(year, mon, int(m.group(1)))
            if d:
                n = d + delta
                names = _month_names(m.group(4))
                mname = _month_name_like(m.group(4), n.month, names)
                suf = _suffix(n.day) if m.group(2) else ""
                tail = f"{m.group(7)}{n.year}" if m.group(8) else ""
                return f"{n.day}{suf}{m.group(3) or ''} {mname}{m.group(5)}{tail}"
    # "marzo de 2005", "March 2005"
    m = re.fullmatch(r"([A-Za-zé]+)(\s+de\s+|,?\s+)(\d{4})", t)
    if m:
        mon = _month_index(m.group(1))
        if mon:
            n = dt.date(int(m.group(3)), mon, 15) + delta
            names = _month_names(m.group(1))
            return f"{_month_name_like(m.group(1), n.month, names)}{m.group(2)}{n.year}"
    # weekday names
    for names in (EN_WEEKDAYS, ES_WEEKDAYS):
        if low in names:
            return _case_like(t, names[(names.index(low) + days) % 7].capitalize() if t[:1].isupper() else names[(names.index(low) + days) % 7])
    return None


def _month_names(word: str) -> list[str]:
    """The month-name list ``word`` comes from, so a shifted date is written the same way."""
    w = word.lower()
    if w in ES_MONTHS:
        return ES_MONTHS
    return EN_MONTHS if w in EN_MONTHS else EN_MONTHS_ABBR


def _month_index(word: str) -> int:
    w = word.lower().rstrip(".")
    for names in (EN_MONTHS, ES_MONTHS):
        if w in names:
            return names.index(w) + 1
    if w in EN_MONTHS_ABBR:
        return EN_MONTHS_ABBR.index(w) + 1
    if w == "sept":
        return 9
    return 0


# --------------------------------------------------------------------------- batch API


def surrogate_documents(
    docs: Sequence[Document],
    spans_key: str = "gold",
    key: bytes | None = None,
    locale: str = "en",
    **options,
) -> list[tuple[str, list[Span]]]:
    """Surrogate each document's spans (``doc.gold`` or ``doc.predictions[spans_key]``)."""
    sur = Surrogator(key=key, locale=locale, **options)
    out = []
    for doc in docs:
        spans = doc.gold if spans_key == "gold" else doc.predictions.get(spans_key)
        if spans is None:
            raise UsageError(f"document {doc.id!r} has no {spans_key!r} spans to replace")
        out.append(sur.surrogate_document(doc, spans))
    return out
