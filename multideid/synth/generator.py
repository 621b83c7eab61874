"""Assemble synthetic English clinical notes with exact gold PHI spans.

A discharge summary = a header block (IDs, hospital code, dates), sections with headings,
narrative sentences, lists and a sign-off block; a chart excerpt (share :data:`CHART_P`) = a
run of short notes written by :func:`multideid.synth.notes.write_chart`.  Every choice is drawn from a :class:`random.Random`
seeded by ``(seed, split, index)``; Faker is re-seeded from it per document.  A document
therefore depends only on its own ``(seed, split, index)``: ``generate_corpus(10)`` is a prefix
of ``generate_corpus(1000)``, and the output never depends on ``PYTHONHASHSEED``.
"""

from __future__ import annotations

import datetime as dt
import random
import re
from functools import lru_cache
from typing import Iterator

from multideid.document import Document, check_spans
from multideid.errors import UsageError
from multideid.synth import clinical as C
from multideid.synth import notes as N
from multideid.synth import phrases as P
from multideid.synth.builder import DocBuilder
from multideid.synth.slots import _SLOTS, _countries
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

SPLITS = ("train", "test")
#: Partial dates that keep the day (a hospital-stay or follow-up date is never just "3/2009").
DAY_PARTIAL_DATE_STYLES = tuple((s, w) for s, w in PARTIAL_DATE_STYLES if s not in ("month_year", "my", "my2"))
_SLOT_RE = re.compile(r"\{(\w+)\}")

Pieces = list  # list of str | (str, label | None)


@lru_cache(maxsize=4096)
def _compile(template: str) -> tuple[tuple[bool, str], ...]:
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


def _doc_rng(seed: int, split: str, index: int) -> random.Random:
    # A str seed is hashed with SHA-512 by random.seed (version 2): stable across processes.
    return random.Random(f"multideid-synth:{seed}:{split}:{index}")


class _Context:
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
        e.country = fake.country() if rng.random() < 0.3 else pick(rng, _countries())
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
        for is_slot, text in _compile(template):
            pieces = self.slot(text) if is_slot else [text]
            for p in pieces:
                if isinstance(p, str):
                    t, label = p, None
                else:
                    t, label = p
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
        if name not in _SLOTS and name.isupper():
            return [(p.upper(), None) if isinstance(p, str) else (p[0].upper(), p[1]) for p in self.slot(name.lower())]
        fn = _SLOTS.get(name)
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
    def _date(self, which: str) -> dt.date:
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
        d = self._date(which)
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


#: share of documents that are chart excerpts (short notes, messages, letters, lists) rather
#: than discharge summaries
CHART_P = 0.4
__all__ = ["CHART_P", "SPLITS", "generate_corpus", "generate_document", "iter_corpus_synth"]


# ------------------------------------------------------------------------------ documents

_HEADING_STYLES = ("caps_colon_nl", "inline", "plain_colon_nl", "caps_nl", "caps_inline", "stars")


def _heading(c: _Context, b: DocBuilder, section: str, style: str) -> bool:
    """Write a section heading; returns True when the body follows on the same line."""
    h = pick(c.rng, P.split_pool(P.HEADINGS[section], c.split))
    if style in ("caps_colon_nl", "caps_nl", "caps_inline", "stars"):
        h = h.upper()
    b.add("\n")
    if style == "caps_colon_nl" or style == "plain_colon_nl":
        b.add(f"{h}:\n")
        return False
    if style == "caps_nl":
        b.add(f"{h}\n")
        return False
    if style == "stars":
        b.add(f"*** {h} ***\n")
        return False
    b.add(f"{h}: ")
    return True


def _sentences(
    c: _Context, b: DocBuilder, pool, k: int, sep: str, used: set[int] | None = None, end: str = "\n"
) -> None:
    """Write ``k`` distinct templates of ``pool``; ``used`` carries indices already written."""
    options = P.split_pool(pool, c.split)
    free = [i for i in range(len(options)) if used is None or i not in used]
    if not free:
        free = list(range(len(options)))
    k = max(1, min(k, len(free)))
    chosen = c.rng.sample(free, k)
    if used is not None:
        used.update(chosen)
    for i, idx in enumerate(chosen):
        if i:
            b.add(sep)
        c.render(b, options[idx])
    b.add(end)


def _list(c: _Context, b: DocBuilder, items: list[str], style: str) -> None:
    for i, t in enumerate(items):
        if style == "numbered":
            b.add(f"{i + 1}. ")
        elif style == "numbered_paren":
            b.add(f"{i + 1}) ")
        elif style == "dash":
            b.add("- ")
        elif style == "comma":
            if i:
                b.add(", ")
            c.render(b, t, capitalize=i == 0)
            continue
        c.render(b, t)
        b.add("\n")
    if style == "comma":
        b.add(".\n")


def _meds(c: _Context, b: DocBuilder, k: int, style: str) -> None:
    # distinct drugs in one list, as in a real medication list
    c.drug_queue = c.rng.sample(range(len(C.DRUGS)), min(k, len(C.DRUGS)))
    _list(c, b, ["{drug}"] * len(c.drug_queue), style)
    c.drug_queue = []


def _generate(index: int, seed: int, split: str) -> Document:
    rng = _doc_rng(seed, split, index)
    c = _Context(rng, split)
    b = DocBuilder()
    if rng.random() < CHART_P:
        N.write_chart(c, b, split)
        return _finish(b.text(), b.spans, seed, split, index, "chart")
    verbosity = rng.random() ** 1.3  # skewed towards shorter notes, like real summaries
    heading_style = pick(rng, P.split_pool(_HEADING_STYLES, split))
    list_style = pick(rng, ("numbered", "dash", "numbered_paren", "comma", "numbered"))
    sep = "\n" if rng.random() < 0.25 else pick(rng, (" ", "  "))
    caps_doc = rng.random() < 0.08

    c.render(b, pick(rng, P.split_pool(P.HEADERS, split)), capitalize=False)
    body_start = b.pos

    def section(name: str, p: float) -> bool:
        if rng.random() >= p:
            return False
        inline = _heading(c, b, name, heading_style)
        if inline and name in ("pmh", "meds_adm", "dc_meds", "exam", "labs", "dc_dx"):
            b.add("\n")
        return True

    def k_of(lo: int, hi: int) -> int:
        return lo + int(round(verbosity * (hi - lo) * rng.uniform(0.6, 1.2)))

    if section("cc", 0.7):
        _sentences(c, b, P.CC, 1, sep)
    if section("hpi", 1.0):
        c.caps = caps_doc
        _sentences(c, b, P.HPI_INTRO, 1, sep, end=sep if rng.random() < 0.6 else "\n")
        _sentences(c, b, P.HPI, k_of(1, 10), sep)
        c.caps = False
    if section("pmh", 0.85):
        opts = P.split_pool(P.PMH, split)
        _list(c, b, [pick(rng, opts) for _ in range(k_of(1, 7))], list_style)
    if section("meds_adm", 0.6):
        _meds(c, b, k_of(2, 10), list_style)
    if section("allergies", 0.7):
        _sentences(c, b, P.ALLERGY, 1, sep)
    if section("social", 0.8):
        _sentences(c, b, P.SOCIAL, k_of(1, 5), sep)
    if section("family", 0.5):
        _sentences(c, b, P.FAMILY, k_of(1, 3), sep)
    if section("exam", 0.6):
        _sentences(c, b, P.EXAM, k_of(3, 9), "\n" if rng.random() < 0.7 else " ")
    if section("labs", 0.6):
        _sentences(c, b, P.LAB_LINES, k_of(1, 5), "\n")
    section("course", 1.0)
    c.caps = caps_doc
    _sentences(c, b, P.COURSE_INTRO, 1, sep)
    used: set[int] = set()  # indices only (ints), never iterated: no hash-order dependence
    if rng.random() < 0.5:  # narrative course
        for _ in range(max(1, k_of(1, 5))):
            _sentences(c, b, P.COURSE, k_of(2, 8), sep, used)
    else:  # problem-based course
        problems = P.split_pool(P.PROBLEMS, split)
        for _ in range(k_of(2, 10)):
            b.add("\n")
            c.render(b, pick(rng, problems))
            _sentences(c, b, P.COURSE, k_of(1, 4), sep, used)
    c.caps = False
    if section("dc_meds", 0.95):
        _meds(c, b, k_of(2, 14), list_style)
    if section("dc_dx", 0.8):
        opts = P.split_pool(P.DX, split)
        _list(c, b, [pick(rng, opts) for _ in range(k_of(1, 5))], list_style if list_style != "comma" else "numbered")
    if section("dc_cond", 0.6):
        _sentences(c, b, P.CONDITION, 1, sep)
    if section("dispo", 0.6):
        _sentences(c, b, P.DISPO, 1, sep)
    if section("instr", 0.6):
        _sentences(c, b, P.INSTR, k_of(1, 6), sep)
    if section("fu", 0.95):
        _sentences(c, b, P.FU, k_of(1, 4), "\n" if rng.random() < 0.5 else sep)
    b.add("\n")
    c.render(b, pick(rng, P.split_pool(P.FOOTERS, split)), capitalize=False)

    text = b.text()
    spans = b.spans
    if rng.random() < 0.3:  # hard line wraps, as in dictated notes (length-preserving)
        text = _hard_wrap(text, spans, body_start, rng.randint(60, 90))
    return _finish(text, spans, seed, split, index, "discharge")


def _finish(text: str, spans, seed: int, split: str, index: int, kind: str) -> Document:
    doc_id = f"synth-{split}-{index:05d}"
    gold = check_spans(spans, text, path=doc_id, allow_overlap=False, what="synthetic span")
    return Document(
        id=doc_id,
        text=text,
        gold=gold,
        metadata={"generator": "multideid-synth", "seed": seed, "split": split, "index": index, "kind": kind},
    )


def _hard_wrap(text: str, spans, start: int, width: int) -> str:
    """Replace spaces outside PHI spans by newlines so lines stay under ``width``.

    A space and a newline are both one character, so every offset stays valid.
    """
    inside = bytearray(len(text))
    for s in spans:
        inside[s.start : s.end] = b"\x01" * (s.end - s.start)
    chars = list(text)
    col = 0
    last_space = -1
    for i in range(start, len(chars)):
        ch = chars[i]
        if ch == "\n":
            col, last_space = 0, -1
            continue
        col += 1
        if ch == " " and not inside[i]:
            last_space = i
        if col > width and last_space >= 0:
            chars[last_space] = "\n"
            col = i - last_space
            last_space = -1
    return "".join(chars)


def _check_args(n, seed, split: str) -> tuple[int, int]:
    """Validate and normalise (n, seed); integer-likes such as numpy integers are accepted."""
    import operator

    if split not in SPLITS:
        raise UsageError(f"unknown split {split!r}; choose one of: {', '.join(SPLITS)}")
    try:
        n_i, seed_i = operator.index(n), operator.index(seed)
    except TypeError:
        raise UsageError(f"the number of documents and the seed must be integers (got {n!r}, {seed!r})") from None
    if n_i < 0:
        raise UsageError(f"the number of documents must be non-negative (got {n_i})")
    if seed_i < 0:
        raise UsageError(f"the seed must be non-negative (got {seed_i})")
    return n_i, seed_i


def generate_document(index: int, seed: int = 0, split: str = "train") -> Document:
    """Document number ``index`` of the synthetic corpus ``(seed, split)``, with gold spans."""
    index, seed = _check_args(index, seed, split)
    return _generate(index, seed, split)


def iter_corpus_synth(n: int, seed: int = 0, split: str = "train") -> Iterator[Document]:
    """Yield ``n`` synthetic discharge summaries (ids ``synth-{split}-{i:05d}``) one at a time."""
    n, seed = _check_args(n, seed, split)
    for i in range(n):
        yield _generate(i, seed, split)


def generate_corpus(n: int, seed: int = 0, split: str = "train") -> list[Document]:
    """``n`` synthetic English discharge summaries with exact gold PHI spans.

    Deterministic: the same ``(n, seed, split)`` gives byte-identical documents.  ``split="test"``
    uses only phrasings, headings, header and sign-off layouts that ``split="train"`` never uses,
    and different random values (the split is part of each document's seed).
    """
    return list(iter_corpus_synth(n, seed, split))
