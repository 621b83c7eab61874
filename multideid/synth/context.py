"""The per-document state of the synthetic generator: entities, formatting choices, slot resolvers.

:class:`Context` is created once per document from a :class:`random.Random` seeded by
``(seed, split, index)`` (:func:`doc_rng`) and renders templates (``{slot}`` syntax, compiled
once by :func:`compile_template`) into a :class:`multideid.synth.builder.DocBuilder`.  The document
assembly lives in :mod:`multideid.synth.generator`, the slot table in :mod:`multideid.synth.slots`.
"""

from __future__ import annotations

import datetime as dt
import random
import re
from functools import lru_cache

from multideid.synth.builder import DocBuilder
from multideid.synth.slots import SLOTS, countries
from multideid.synth.values import (
    FULL_DATE_STYLES,
    PARTIAL_DATE_STYLES,
    REL_F,
    REL_M,
    DocEntities,
    Person,
    format_date,
    id_number,
    make_city,
    make_hospital,
    make_org,
    make_person,
    make_place,
    make_profession,
    name_form,
    phone_number,
    pick,
    username_for,
    weighted,
)

#: Partial dates that keep the day (a hospital-stay or follow-up date is never just "3/2009").
DAY_PARTIAL_DATE_STYLES = tuple((s, w) for s, w in PARTIAL_DATE_STYLES if s not in ("month_year", "my", "my2"))
_SLOT_RE = re.compile(r"\{(\w+)\}")

Pieces = list  # list of str | (str, label | None)

@lru_cache(maxsize=4096)
def compile_template(template: str) -> tuple[tuple[bool, str], ...]:
    """Split a template into ``(is_slot, text)`` parts once; templates are reused thousands of times."""
    out: list[tuple[bool, str]] = []
    pos = 0
    for m in _SLOT_RE.finditer(template):
        if m.start() > pos:
            out.append((False, template[pos : m.start()]))
        out.append((True, m.group(1)))
        pos = m.end()
    if pos < len(template):
        out.append((False, template[pos:]))
    return tuple(out)


@lru_cache(maxsize=1)
def _faker():
    from faker import Faker

    return Faker("en_US")


def doc_rng(seed: int, split: str, index: int) -> random.Random:
    # A str seed is hashed with SHA-512 by random.seed (version 2): stable across processes.
    return random.Random(f"multideid-synth:{seed}:{split}:{index}")


class Context:
    """Per-document state: the entities, the formatting choices and the slot resolvers."""

    def __init__(self, rng: random.Random, split: str):
        self.rng = rng
        self.split = split
        fake = _faker()
        fake.seed_instance(rng.getrandbits(62))
        self.fake = fake
        self.caps = False  # ALL-CAPS dictation style for the current section
        self.lower = False  # lower-case (telegraphic) style for the current piece
        self.drug_queue: list[int] = []  # distinct drugs for the medication list being written
        self._rel: Person | None = None
        self.n_kids: int | None = None  # the count a name list after "{n_kids} children" must match
        self.staff: dict[str, Person] = {}  # colleagues of the staff e-mails (multideid.synth.talk)
        self.chat_names: dict[str, tuple[str, str]] = {}  # the speakers of the chat line being written
        self.e = self._draw_entities()
        self.date_style = self.e.date_style

    # ---------------------------------------------------------------------- entities
    def _draw_entities(self) -> DocEntities:
        rng, fake = self.rng, self.fake
        patient = make_person(rng, hard_p=0.08)
        patient.title = "Mr." if patient.sex == "M" else pick(rng, ("Mrs.", "Ms.", "Ms."))
        relatives = []
        for _ in range(rng.randint(1, 3)):
            r = make_person(rng, hard_p=0.08)
            r.relation = pick(rng, REL_F if r.sex == "F" else REL_M)
            if r.relation in ("wife", "husband", "son", "daughter") and rng.random() < 0.7:
                r.last = patient.last  # family members often share the surname
            relatives.append(r)

        def doc(title: str = "Dr.") -> Person:
            p = make_person(rng, hard_p=0.14)
            p.title = title
            return p

        address = make_place(rng, fake)
        hosp_city = address.city if rng.random() < 0.5 else make_city(rng, fake)[0]
        hospital = make_hospital(rng, fake, hosp_city)
        other = make_hospital(rng, fake, make_city(rng, fake)[0])
        rehab = make_hospital(rng, fake, make_city(rng, fake)[0])
        if "Rehab" not in rehab.name and "Nursing" not in rehab.name:
            rehab.name = pick(rng, (f"{rehab.city} Rehabilitation Center", f"{rehab.city} Nursing Home",
                                    f"{rehab.name.split()[0]} Skilled Nursing Facility", rehab.name))
        age = rng.randint(19, 89) if rng.random() < 0.86 else rng.randint(90, 104)
        admit = dt.date(1992, 1, 1) + dt.timedelta(days=rng.randrange(0, 30 * 365))
        los = rng.randint(1, 14)
        discharge = admit + dt.timedelta(days=los)
        dob = admit - dt.timedelta(days=age * 365 + rng.randrange(0, 365))
        followup = discharge + dt.timedelta(days=rng.randint(5, 60))
        e = DocEntities(
            patient=patient,
            relatives=relatives,
            attending=doc(),
            pcp=doc(),
            consultants=[doc() for _ in range(rng.randint(1, 3))],
            resident=doc(),
            nurse=doc(title=""),
            transcriber=doc(title=""),
            hospital=hospital,
            other_hospital=other,
            rehab=rehab,
            address=address,
            org=make_org(rng, fake, address.city),
            profession=make_profession(rng),
            age=age,
            admit=admit,
            discharge=discharge,
            dob=dob,
            followup=followup,
            date_style=weighted(rng, FULL_DATE_STYLES),
        )
        e.phones = {
            "pt": phone_number(rng),
            "clinic": phone_number(rng),
            "hosp": phone_number(rng, pick(rng, ("paren", "dash", "dot"))),
            "fax": phone_number(rng, pick(rng, ("paren", "dash", "dot", "local", "space"))),
        }
        e.ids = {k: id_number(rng, k) for k in ("mrn", "account", "license", "insurance", "provider")}
        e.ids["ssn"] = id_number(rng, "ssn")
        e.ids["unit"] = f"{rng.randrange(100, 999)}-{rng.randrange(10, 99)}-{rng.randrange(10, 99)}"
        e.ids["record"] = id_number(rng, "record")
        e.usernames = {"att": username_for(rng, e.attending), "res": username_for(rng, e.resident)}
        e.country = fake.country() if rng.random() < 0.3 else pick(rng, countries())
        ward_last = pick(rng, ("Ellison", "Bigelow", "Blake", "White", "Phillips", "Wang", "Baker", "Gray", "Farr",
                               "Feldberg", self.fake.last_name()))
        e.ward = pick(rng, (f"{ward_last} {rng.randint(2, 22)}", f"{ward_last} {rng.randint(2, 14)}{pick(rng, 'ABCDEFGH')}",
                            f"the {ward_last} {pick(rng, ('Pavilion', 'Wing', 'Building'))}",
                            f"{ward_last} {pick(rng, ('Pavilion', 'Wing', 'Tower'))}"))
        return e

    # ---------------------------------------------------------------------- rendering
    def render(self, b: DocBuilder, template: str, *, capitalize: bool = True) -> None:
        """Resolve a template's slots and append the result to ``b``."""
        first = True
        span_dot = False  # the last piece was a span ending in "." ("Harwick Plastics Inc.")
        for is_slot, text in compile_template(template):
            pieces = self.slot(text) if is_slot else [text]
            for p in pieces:
                if isinstance(p, str):
                    t, label = p, None
                else:
                    t, label = p
                if span_dot and label is None and t.startswith("."):
                    t = t[1:]  # "... Inc.." -> "... Inc."
                span_dot = bool(label) and t.endswith(".")
                if first and capitalize and t and label is None and t[0].islower():
                    t = t[0].upper() + t[1:]
                first = False
                if self.caps:
                    t = t.upper()
                elif self.lower:
                    t = t.lower()
                b.fix_article(t)
                if label:
                    b.phi(t, label)
                else:
                    b.add(t)

    def slot(self, name: str) -> Pieces:
        """The pieces for one ``{slot}``; an upper-case slot name upper-cases its text."""
        if name not in SLOTS and name.isupper():
            return [(p.upper(), None) if isinstance(p, str) else (p[0].upper(), p[1]) for p in self.slot(name.lower())]
        fn = SLOTS.get(name)
        if fn is not None:
            return fn(self)
        if name.startswith("date_"):
            return self._date_slot(name[5:])
        if name.startswith("dr_"):
            return self._doctor_slot(name[3:])
        raise KeyError(f"unknown template slot {name!r}")

    # ---------------------------------------------------------------------- people
    def patient(self, form: str | None = None) -> Pieces:
        p = self.e.patient
        rng = self.rng
        form = form or weighted(rng, (("title", 6), ("first_last", 2), ("full", 1), ("initial_last", 1),
                                      ("title_full", 1)))
        if form == "title":
            title = p.title if rng.random() < 0.9 else p.title.rstrip(".")
            return [f"{title} ", (name_form(rng, p, "last"), "PATIENT")]
        if form == "title_full":
            return [f"{p.title} ", (name_form(rng, p, "first_last"), "PATIENT")]
        return [(name_form(rng, p, form), "PATIENT")]

    def relative(self, fresh: bool = False) -> Person:
        if self._rel is None or fresh:
            self._rel = pick(self.rng, self.e.relatives)
        return self._rel

    def doctor(self, p: Person, form: str | None = None) -> Pieces:
        rng = self.rng
        form = form or weighted(rng, (("title", 11), ("title_full", 4), ("full_md", 3), ("initial", 2)))
        if form == "title":
            return [pick(rng, ("Dr. ", "Dr. ", "Dr. ", "Dr ")), (p.last, "DOCTOR")]
        if form == "title_full":
            return ["Dr. ", (name_form(rng, p, "first_last"), "DOCTOR")]
        if form == "initial":
            return ["Dr. ", (name_form(rng, p, "initial_last"), "DOCTOR")]
        if form == "full_md":
            return [(name_form(rng, p, pick(rng, ("full", "first_last"))), "DOCTOR"), pick(rng, (", M.D.", ", MD", " MD"))]
        if form == "plain":
            return [(name_form(rng, p, "first_last"), "DOCTOR")]
        if form == "full":
            return [(name_form(rng, p, pick(rng, ("full", "first_last", "full"))), "DOCTOR")]
        if form == "caps":
            return [(name_form(rng, p, pick(rng, ("caps_last_first", "caps_last_first_tight"))), "DOCTOR")]
        raise KeyError(form)

    def _doctor_slot(self, spec: str) -> Pieces:
        parts = spec.split("_")
        if parts[0] == "full":  # dr_full_pcp == dr_pcp_full
            parts = parts[1:] + ["full"]
        role, form = parts[0], (parts[1] if len(parts) > 1 else None)
        e = self.e
        person = {
            "att": e.attending,
            "pcp": e.pcp,
            "res": e.resident,
            "cons": pick(self.rng, e.consultants) if role == "cons" else None,
        }[role]
        return self.doctor(person, form)

    def nurse(self) -> Pieces:
        p, rng = self.e.nurse, self.rng
        r = rng.random()
        if r < 0.5:
            return [(name_form(rng, p, "first_last"), "DOCTOR"), pick(rng, (", RN", " RN", ", R.N.", ", NP"))]
        if r < 0.8:
            return ["nurse ", (p.first, "DOCTOR")]
        return [pick(rng, ("RN ", "NP ")), (name_form(rng, p, "first_last"), "DOCTOR")]

    # ---------------------------------------------------------------------- dates and ages
    def date(self, which: str) -> dt.date:
        """The date ``which`` names: admit, dc (discharge), dob, fu (follow-up), stay (a day of the stay),
        after (0-3 days after discharge) or past (7 days to 10 years before admission)."""
        e, rng = self.e, self.rng
        if which == "admit":
            return e.admit
        if which == "dc":
            return e.discharge
        if which == "dob":
            return e.dob
        if which == "fu":
            return e.followup
        if which == "stay":
            return e.admit + dt.timedelta(days=rng.randint(0, max(0, (e.discharge - e.admit).days)))
        if which == "after":
            return e.discharge + dt.timedelta(days=rng.randint(0, 3))
        if which == "past":
            return e.admit - dt.timedelta(days=rng.randint(7, 3650))
        raise KeyError(which)

    def _date_slot(self, spec: str) -> Pieces:
        which, _, style = spec.partition("_")
        d = self.date(which)
        rng = self.rng
        if style == "partial":
            table = PARTIAL_DATE_STYLES if which == "past" else DAY_PARTIAL_DATE_STYLES
            style = weighted(rng, table)
        elif not style:
            style = self.date_style if rng.random() < 0.6 else weighted(rng, FULL_DATE_STYLES)
        return [(format_date(rng, d, style), "DATE")]

    def age(self) -> Pieces:
        a, rng = self.e.age, self.rng
        if a < 90:
            return [pick(rng, (f"{a}-year-old", f"{a} year old", f"{a} yo", f"{a}-year-old", f"{a} y/o"))]
        return [(str(a), "AGE"), pick(rng, (" year old", " yo", " y/o", " year-old", " years old"))]

    # ---------------------------------------------------------------------- places
    def address(self, place=None) -> Pieces:
        a = place or self.e.address
        state = a.state if self.rng.random() < 0.8 else a.state_name
        return [(a.street, "LOCATION"), ", ", (a.city, "LOCATION"), ", ", (state, "LOCATION"), " ", (a.zip, "LOCATION")]
