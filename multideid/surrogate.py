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
separators kept) are preserved.  A surrogate never equals the value it replaces.

Dates move by one offset per patient (``doc.metadata["patient_id"]`` or the document id),
preserving intervals (and the weekday with ``keep_weekday``), and keep their original format
("03/18/2001", "March 3, 2005", "3 de marzo de 2005", "2005-03-18", "3/18", "Mar 3",
"14FEB1995" ...; :mod:`multideid.dateshift`).  The offset is between ``min_shift_days`` (366)
and ``max_shift_days`` (1095) days, backwards or forwards, and never a whole number of years
or (without ``keep_weekday``) of weeks, so every year, month-day and weekday name changes.
When the offset's scope is the one document (no ``patient_id``), it is also chosen among
keyed candidates so that no shifted date writes another original date string of the
document again (a "1995" shifted onto the note's "1996"); with a key and no ``patient_id``
this stays a pure function of the key and the document.  Likewise, without a key (mapping
per document), a name part is never replaced by a name part the document already holds.
"""

from __future__ import annotations

import hashlib
import hmac
import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Sequence

from multideid.ages import SPELLED_OLD
from multideid.dateshift import case_like as _case_like
from multideid.dateshift import collisions, offset_ok, shift_date_text, weekday_variants
from multideid.document import Document, Span
from multideid.errors import DataError, UsageError
from multideid.labels import MEDDOCAN_COARSE

__all__ = ["Surrogator", "kind_of", "read_key_file", "shift_date_text", "surrogate_documents"]

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


@dataclass
class Surrogator:
    """Replaces PHI spans by surrogates (see module docstring).

    Parameters
    ----------
    key: secret bytes for the keyed mapping; ``None`` = a random key per document.
    locale: ``"en"`` or ``"es"`` (pools of names, places, month names).
    keep_weekday: shift dates by whole weeks so weekdays are preserved.
    min_shift_days, max_shift_days: dates move by min..max days, backwards or forwards (an
        offset under 366 days keeps the year of some dates; see :func:`dateshift.offset_ok`).
    age_policy: ``"cap"`` writes ages over 89 as 90 (HIPAA), ``"keep"`` leaves ages unchanged.
    day_first: read ambiguous numeric dates as dd/mm (default: True for ``es``, False for ``en``).
    """

    key: bytes | None = None
    locale: str = "en"
    keep_weekday: bool = False
    min_shift_days: int = 366
    max_shift_days: int = 1095
    age_policy: str = "cap"
    day_first: bool | None = None
    _fakers: dict = field(default_factory=dict, repr=False)

    def __post_init__(self):
        if self.locale not in ("en", "es"):
            raise UsageError(f"unknown surrogate locale {self.locale!r}; use en or es")
        if self.age_policy not in ("cap", "keep"):
            raise UsageError(f"unknown age policy {self.age_policy!r}; use cap or keep")
        if not 1 <= self.min_shift_days <= self.max_shift_days or self.max_shift_days > 36500:
            raise UsageError(f"date shift range {self.min_shift_days}..{self.max_shift_days} days is not 1 <= min <= max <= 36500")
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
        if self.key is None:  # mapping per document: never write a name part or a place the document holds
            state.avoid, state.phrases = _note_values(doc.text, spans)
        if "patient_id" not in doc.metadata:  # the offset's scope is this document alone
            dates = [doc.text[s.start : s.end] for s in spans if kind_of(s.label) == "date"]
            state.days = self._document_offset(state, dates)
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
            taken = state.avoid | {low}
            if is_initial:
                rep = state.initials.get(low[0])
                if rep is None:
                    rep = chr(ord("a") + self._h(state.key, "initial", low[0]) % 26)
                out[i] = rep.upper() if w.isupper() or w[0].isupper() else rep
                continue
            if role == "first":
                pool = self._female if low in self._female_set and low not in self._male_set else self._male
                rep = _draw(pool, self._h(state.key, "first", low), taken)
                state.initials.setdefault(low[0], rep[0].lower())
            else:
                rep = _draw(self._last, self._h(state.key, "last", low), taken)
            out[i] = _case_like(w, rep)
        return "".join(out)

    def _username(self, original, state):
        return self._shape(original, state)

    def _pick_faker(self, original: str, state, what: str, fn) -> str:
        seed = self._h(state.key, what, original.lower().strip())
        for i in range(8):  # a fake equal to the original, or holding a name of the note, is drawn again
            rep = fn(self._faker(seed + i))
            if rep.lower().strip() != original.lower().strip() and not _holds_avoided(rep, state):
                break
        return _case_like(original, rep)

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
        w = words[h % len(words)]
        for i in range(8):  # not a surname or place the note holds (a "Lynch Hospital" where Dr. Lynch was)
            city = self._faker(h + i).last_name()
            rep = f"{city} {w}" if self.locale == "en" else f"{w} {city}"
            if not _holds_avoided(rep, state):
                break
        if len(original) <= 5 and original.isupper():  # acronyms stay acronyms
            return "".join(c[0] for c in rep.split()).upper()
        return _case_like(original, rep)

    def _profession(self, original, state):
        pool = _PROFESSIONS[self.locale]
        # nor another profession of the note, nor a word of the span itself: a span wider than the
        # profession ("mechanic was admitted") must not get "mechanic" back
        taken = state.avoid | {original.lower().strip()}
        own = set(re.findall(r"\w\w\w+", original.lower()))
        return _case_like(original, _draw(pool, self._h(state.key, "prof", original.lower()), taken, words=own))

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
        if self.age_policy == "cap" and not m:
            # an age in words over 89 ("ninety-two", "one hundred and one") is written "ninety";
            # "nineties" is already the capped class and stays
            w = SPELLED_OLD.search(original)
            if w:
                word = "Ninety" if w.group()[:1].isupper() else "ninety"
                return original[: w.start()] + (word.upper() if w.group().isupper() else word) + original[w.end() :]
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
    def date_offset(self, state: "_DocState", attempt: int = 0) -> int:
        """The offset in days for the patient of ``state`` (candidate number ``attempt``):
        keyed, in ``min_shift_days..max_shift_days``, either sign, and moving every year,
        month-day and weekday name (:func:`multideid.dateshift.offset_ok`)."""
        h = self._h(state.key, "date-offset", state.patient, *([str(attempt)] if attempt else []))
        lo, hi = self.min_shift_days, self.max_shift_days
        step = 7 if self.keep_weekday else 1
        if self.keep_weekday:
            lo = -(-lo // 7) * 7
        n = max(1, (hi - lo) // step + 1)
        days = lo + step * (h % n)
        for k in range(n):  # the next valid offset in the range, cyclically
            cand = lo + step * ((h + k) % n)
            if offset_ok(cand, self.keep_weekday, move_year=lo >= 366):
                days = cand
                break
        return days if (h >> 32) & 1 else -days

    def _document_offset(self, state: "_DocState", dates: list[str]) -> int:
        """The first of 32 keyed candidate offsets under which no shifted date of the document
        writes one of its original date strings again; when none is clean, the candidate (or
        a neighbour of the first one that moves weekdays by another remainder modulo 7,
        :func:`dateshift.weekday_variants`) writing the fewest original mentions again (a note
        with Monday, Tuesday and Wednesday: a shift by 3 or 4 days (mod 7)
        writes none of them; Monday three times, Tuesday and Thursday: only Tuesday or Thursday
        may come back)."""
        first = self.date_offset(state)
        if not dates:
            return first
        cands = [self.date_offset(state, attempt) for attempt in range(32)]
        best, fewest = first, None
        extra = [] if self.keep_weekday else weekday_variants(first, self.min_shift_days, self.max_shift_days,
                                                               move_year=self.min_shift_days >= 366)
        for days in cands + extra:
            n = collisions(dates, days, day_first=bool(self.day_first), mentions=True)
            if fewest is None or n < fewest:
                best, fewest = days, n
            if n == 0:
                break
        return best

    def _date(self, original: str, state: "_DocState") -> str:
        days = state.days if state.days is not None else self.date_offset(state)
        shifted = shift_date_text(original, days, day_first=bool(self.day_first))
        if shifted is None:
            # an unparseable date is still PHI: replace digits, keep the shape
            return self._shape(original, state)
        return shifted


#: surrogate kinds whose original strings a surrogate of the same note must not write (words)
_WORDY_KINDS = frozenset({"name", "username", "city", "state", "country", "street", "organization", "hospital",
                          "profession"})


def _note_values(text: str, spans: Sequence[Span]) -> tuple[set[str], set[str]]:
    """What the surrogates of a note drawn without a key must not write: ``(words, phrases)``,
    lower case.  Words: every word (2+ characters) of a name span, and every one-word string of
    a place, institution, user name or profession span (a ``Lawrence`` surname where the note's
    town was Lawrence); phrases: those spans' strings of several words."""
    words: set[str] = set()
    phrases: set[str] = set()
    for s in spans:
        kind = kind_of(s.label)
        if kind not in _WORDY_KINDS:
            continue
        value = text[s.start : s.end].strip().lower()
        toks = re.findall(r"\w\w+", value)
        if kind == "name":
            words.update(toks)
        elif len(toks) == 1 and re.fullmatch(r"[\w'’.-]+", value) and any(c.isalpha() for c in value):
            words.add(toks[0])
        elif len(toks) > 1:
            phrases.add(" ".join(value.split()))
    return words, phrases


def _holds_avoided(value: str, state: _DocState) -> bool:
    """Whether a surrogate holds a name part, a one-word place or institution, or a whole
    multi-word value the note holds (only without a key: ``avoid``, ``phrases``)."""
    if any(w.lower() in state.avoid for w in re.findall(r"\w\w+", value)):
        return True
    low = " ".join(value.lower().split())
    return any(re.search(r"(?<!\w)" + re.escape(p) + r"(?!\w)", low) for p in state.phrases)


def _draw(pool: Sequence[str], h: int, taken: set[str], words: set[str] = frozenset()) -> str:
    """``pool[h % len(pool)]``, or the next entry whose lower case is not in ``taken`` and holds none
    of ``words`` (lower-case words of three letters or more)."""
    for k in range(len(pool)):
        rep = pool[(h + k) % len(pool)]
        if rep.lower() not in taken and not (words and words & set(re.findall(r"\w\w\w+", rep.lower()))):
            return rep
    return pool[h % len(pool)]


@dataclass
class _DocState:
    key: bytes
    patient: str
    initials: dict = field(default_factory=dict)
    avoid: set = field(default_factory=set)  # lower-case words a surrogate must not be (_note_values)
    phrases: set = field(default_factory=set)  # lower-case multi-word values a surrogate must not hold
    days: int | None = None  # the document's date offset, when chosen for this document


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
