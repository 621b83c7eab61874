"""The template slots of the synthetic generator: ``{slot}`` name -> pieces.

Each resolver takes the per-document :class:`multideid.synth.context.Context` (entities,
random generator, formatting state) and returns a list of pieces: plain strings or
``(text, label)`` pairs (label None = not PHI).  Chart-excerpt slots come from
:data:`multideid.synth.notes.SLOTS`.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Callable

from multideid.synth import abroad as A
from multideid.synth import clinical as C
from multideid.synth import notes as N
from multideid.synth import phrases as P
from multideid.synth import talk as T
from multideid.synth.values import (
    HOLIDAYS,
    id_number,
    ip_address,
    make_place,
    name_form,
    pager_number,
    pick,
    username_for,
    weighted,
)

if TYPE_CHECKING:  # pragma: no cover
    from multideid.synth.context import Context
    from multideid.synth.values import Person

Pieces = list  # list of str | (str, label | None)

@lru_cache(maxsize=1)
def countries() -> tuple[str, ...]:
    from multideid.synth.values import geo_lists

    return geo_lists()["countries"]


def _num(lo: int, hi: int) -> Callable[[Context], Pieces]:
    return lambda c: [str(c.rng.randint(lo, hi))]


def _choice(seq) -> Callable[[Context], Pieces]:
    return lambda c: [pick(c.rng, seq)]


def _pron(m: str, f: str) -> Callable[[Context], Pieces]:
    return lambda c: [m if c.e.patient.sex == "M" else f]


def _n_range(c: Context) -> Pieces:
    lo = c.rng.randint(1, 5)
    return [f"{lo}-{lo + c.rng.randint(1, 3)}"]


def _vitals(c: Context) -> Pieces:
    r = c.rng
    t = pick(r, (f"T {r.randint(970, 1019) / 10:.1f}", f"Temp {r.randint(360, 389) / 10:.1f} C", f"Tmax {r.randint(980, 1022) / 10:.1f}"))
    parts = [t, f"HR {r.randint(52, 128)}", f"BP {r.randint(88, 182)}/{r.randint(48, 104)}",
             f"RR {r.randint(12, 28)}", f"O2 sat {r.randint(86, 100)}% on {pick(r, ('RA', '2L NC', '4L', 'room air'))}"]
    if r.random() < 0.3:
        parts.append(f"wt {r.randint(45, 140)} kg")
    return [pick(r, (", ", " ", "  ")).join(parts)]


def _labs(c: Context) -> Pieces:
    r = c.rng
    pool = [f"Na {r.randint(128, 146)}", f"K {r.randint(31, 58) / 10:.1f}", f"Cl {r.randint(95, 110)}",
            f"HCO3 {r.randint(18, 30)}", f"BUN {r.randint(7, 80)}", f"Cr {r.randint(6, 45) / 10:.1f}",
            f"glucose {r.randint(70, 380)}", f"WBC {r.randint(30, 240) / 10:.1f}", f"Hct {r.randint(210, 480) / 10:.1f}",
            f"Plt {r.randint(40, 520)}", f"INR {r.randint(9, 45) / 10:.1f}", f"Mg {r.randint(14, 28) / 10:.1f}",
            f"lactate {r.randint(8, 60) / 10:.1f}", f"BNP {r.randint(50, 4000)}"]
    k = r.randint(3, 8)
    start = r.randint(0, len(pool) - k)
    return [", ".join(pool[start : start + k])]


def _labs_mimic(c: Context) -> Pieces:
    r = c.rng
    return [f"WBC-{r.randint(30, 240) / 10:.1f} RBC-{r.randint(280, 520) / 100:.2f} Hgb-{r.randint(70, 160) / 10:.1f} "
            f"Hct-{r.randint(210, 480) / 10:.1f} MCV-{r.randint(78, 104)} Plt Ct-{r.randint(40, 520)}"]


def _drug(c: Context, full: bool = True) -> Pieces:
    r = c.rng
    if full and c.drug_queue:
        name, doses, unit, routes, freqs = C.DRUGS[c.drug_queue.pop()]
    else:
        name, doses, unit, routes, freqs = pick(r, C.DRUGS)
    dose = pick(r, doses)
    if not full:
        return [f"{name} {dose} {unit}".rstrip()] if r.random() < 0.6 else [name]
    s = f"{name} {dose} {unit} {pick(r, routes)} {pick(r, freqs)}".replace("  ", " ")
    if r.random() < 0.15:
        s += f", {pick(r, ('1-2 tabs', 'dispense #30', 'refills: 2', 'x 10 days', '2-3 times a day as needed'))}"
    return [s]


def _clock(c: Context) -> Pieces:
    r = c.rng
    h, m = r.randint(1, 12), pick(r, (0, 15, 30, 45, r.randint(0, 59)))
    return [pick(r, (f"{h}:{m:02d} {pick(r, ('AM', 'PM'))}", f"{h + pick(r, (0, 12)) % 24:02d}:{m:02d}", f"{h}:{m:02d}{pick(r, ('am', 'pm'))}"))]


def _clock_sec(c: Context) -> Pieces:
    r = c.rng
    return [f"{r.randint(1, 12):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d} {pick(r, ('AM', 'PM'))}"]


def _rel_word(c: Context) -> Pieces:
    return [c.relative(fresh=True).relation]


def _rel_name(c: Context) -> Pieces:
    rel = c.relative()
    form = weighted(c.rng, (("first_last", 4), ("first", 3), ("full", 1)))
    return [(name_form(c.rng, rel, form), "PATIENT")]


def _age_rel(c: Context) -> Pieces:
    a = c.rng.randint(90, 103) if c.rng.random() < 0.5 else c.rng.randint(55, 89)
    return [(str(a), "AGE")] if a >= 90 else [str(a)]


def _age_header(c: Context) -> Pieces:
    a = c.e.age
    return [(str(a), "AGE"), " years"] if a >= 90 else [pick(c.rng, (f"{a}y", f"{a} years", f"{a}"))]


def _email(c: Context, who: Person | None = None) -> Pieces:
    who = who or pick(c.rng, [c.e.attending, c.e.pcp] + c.e.consultants)
    user = username_for(c.rng, who)
    domain = pick(c.rng, (f"{c.e.hospital.domain}.org", f"{c.e.hospital.acronym.lower()}.org", c.fake.free_email_domain(),
                          f"{c.e.hospital.domain}.edu"))
    return [(f"{user}@{domain}", "EMAIL")]


def _url(c: Context) -> Pieces:
    r, h = c.rng, c.e.hospital
    return [(pick(r, (f"www.{h.domain}.org", f"https://www.{h.domain}.org/patients", f"http://{h.acronym.lower()}health.org/portal",
                      f"https://mychart.{h.domain}.org", f"www.{h.domain}-{pick(r, ('health', 'care', 'med'))}.org/patients")), "URL")]


def _pager(c: Context) -> Pieces:
    return [(pager_number(c.rng), "PHONE")]


def _room(c: Context) -> Pieces:
    r = c.rng
    return [pick(r, (str(r.randint(100, 999)), f"{r.randint(2, 12)}{pick(r, 'ABCD')}", f"{r.randint(1000, 1299)}"))]


def _foley(c: Context) -> Pieces:
    return [pick(c.rng, ("Foley catheter", "Foley", "16 French Foley catheter"))]


def _disease(c: Context) -> Pieces:
    d = pick(c.rng, C.DISEASES)
    if (d == "prostate cancer") != (c.e.patient.sex == "M") and d in ("prostate cancer", "breast cancer"):
        d = "colon cancer"
    return [d]


def _ef(c: Context) -> Pieces:
    lo = c.rng.randrange(20, 60, 5)
    return [pick(c.rng, (str(c.rng.randint(20, 65)), f"{lo}-{lo + 5}"))]


def _man(c: Context) -> Pieces:
    return [pick(c.rng, ("man", "gentleman", "male") if c.e.patient.sex == "M" else ("woman", "lady", "female"))]


SLOTS: dict[str, Callable[[Context], Pieces]] = {
    # patients and relatives
    "pt": lambda c: c.patient(),
    "pt_title": lambda c: c.patient("title"),
    "pt_name": lambda c: c.patient(weighted(c.rng, (("first_last", 4), ("full", 3), ("title", 2), ("initial_last", 1)))),
    "pt_full": lambda c: c.patient(pick(c.rng, ("full", "first_last"))),
    "pt_caps": lambda c: c.patient("caps_last_first"),
    "pt_caps_tight": lambda c: c.patient(pick(c.rng, ("caps_last_first_tight", "caps_last_first", "caps_full"))),
    "pt_first": lambda c: c.patient("first"),
    "pt_initials": lambda c: c.patient(pick(c.rng, ("initials", "initials", "dotted_initials"))),
    "rel_word": _rel_word,
    "rel_name": _rel_name,
    "he": _pron("he", "she"), "He": _pron("He", "She"), "his": _pron("his", "her"), "His": _pron("His", "Her"),
    "him": _pron("him", "her"), "man": _man,
    "sex": lambda c: [c.e.patient.sex],
    # clinicians
    "nurse": lambda c: c.nurse(),
    "dr_att_plain": lambda c: c.doctor(c.e.attending, "plain"),
    "dr_att_initials": lambda c: [(c.e.attending.initials, "DOCTOR")],
    "tx_initials": lambda c: [(pick(c.rng, (c.e.transcriber.initials.lower(), c.e.transcriber.initials)), "DOCTOR")],
    "username_att": lambda c: [(c.e.usernames["att"], "USERNAME")],
    "username_res": lambda c: [(c.e.usernames["res"], "USERNAME")],
    # ages
    "age": lambda c: c.age(),
    "age_np": _num(40, 89),
    "age_rel": _age_rel,
    "age_header": _age_header,
    "age_decade": lambda c: [("90s", "AGE")] if c.e.age >= 90 else [f"{max(2, c.e.age // 10)}0s"],
    # dates that are not date_<which>_<style>
    "weekday": lambda c: [(pick(c.rng, ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")), "DATE")],
    "year": lambda c: [(str(c.date("past").year), "DATE")],
    "holiday": lambda c: [(pick(c.rng, HOLIDAYS), "DATE")],
    "clock": _clock,
    "clock_sec": _clock_sec,
    # organisations and places
    "hosp": lambda c: [(c.e.hospital.name, "HOSPITAL")],
    "hosp_acr": lambda c: [(c.e.hospital.acronym, "HOSPITAL")],
    "hosp_other": lambda c: [(c.e.other_hospital.name, "HOSPITAL")],
    "rehab": lambda c: [(c.e.rehab.name, "HOSPITAL")],
    "ward": lambda c: ["the ", (c.e.ward[4:], "HOSPITAL")] if c.e.ward.startswith("the ") else [(c.e.ward, "HOSPITAL")],
    "city": lambda c: [(c.e.address.city, "LOCATION")],
    "state": lambda c: [(c.e.address.state if c.rng.random() < 0.7 else c.e.address.state_name, "LOCATION")],
    "address": lambda c: c.address(),
    "address_hosp": lambda c: c.address(make_place(c.rng, c.fake)),
    "address_clinic": lambda c: c.address(make_place(c.rng, c.fake)),
    "country": lambda c: [(c.e.country, "LOCATION")],
    "org": lambda c: [(c.e.org, "ORGANIZATION")],
    "prof": lambda c: [(c.e.profession, "PROFESSION")],
    # contact details and identifiers
    "phone_pt": lambda c: [(c.e.phones["pt"], "PHONE")],
    "phone_clinic": lambda c: [(c.e.phones["clinic"], "PHONE")],
    "phone_hosp": lambda c: [(c.e.phones["hosp"], "PHONE")],
    "fax": lambda c: [(c.e.phones["fax"], "FAX")],
    "pager": _pager,
    "email": _email,
    "email_att": lambda c: _email(c, c.e.attending),
    "url": _url,
    "ip": lambda c: [(ip_address(c.rng), "IP")],
    "mrn": lambda c: [(c.e.ids["mrn"], "ID")],
    "acct": lambda c: [(c.e.ids["account"], "ID")],
    "unit": lambda c: [(c.e.ids["unit"], "ID")],
    "id_record": lambda c: [(c.e.ids["record"], "ID")],
    "ssn": lambda c: [(c.e.ids["ssn"], "ID")],
    "insurance": lambda c: [(c.e.ids["insurance"], "ID")],
    "license": lambda c: [(c.e.ids["license"], "ID")],
    "provider_no": lambda c: [(c.e.ids["provider"], "ID")],
    "accession": lambda c: [(id_number(c.rng, "accession"), "ID")],
    # non-PHI clinical text
    "symptom": _choice(C.SYMPTOMS),
    "disease": _disease,
    "eponym": _choice(C.EPONYMS),
    "procedure": _choice(C.PROCEDURES),
    "allergen": _choice(C.ALLERGENS),
    "bug": _choice(C.BUGS),
    "murmur": _choice(C.MURMURS),
    "lungs": _choice(C.LUNGS),
    "edema": _choice(C.EDEMA),
    "cxr": _choice(C.CXR),
    "ekg": _choice(C.EKG),
    "diet": _choice(C.DIETS),
    "service": _choice(C.SERVICE_WORDS),
    "doc_type": _choice(P.DOC_TYPES),
    "SERVICE": _choice(P.SERVICES),
    "foley": _foley,
    "foley_or_not": _choice(("Foley catheter in place", "no Foley", "Foley draining clear urine", "no cyanosis or clubbing")),
    "drug": _drug,
    "drug_short": lambda c: _drug(c, full=False),
    "drug_name": lambda c: [pick(c.rng, C.DRUGS)[0]],
    "vitals": _vitals,
    "labs": _labs,
    "labs_mimic": _labs_mimic,
    "n": _num(2, 10),
    "n_small": _num(1, 5),
    "n_small2": _num(6, 9),
    "n_3": _choice(("3", "2", "1")),
    "n_range": _n_range,
    "pain": lambda c: [f"{c.rng.randint(2, 10)}/10"],
    "strength": lambda c: [f"{c.rng.randint(2, 4)}/5"],
    "strength_full": _choice(("5/5", "5-/5")),
    "ef": _ef,
    "a1c": lambda c: [f"{c.rng.randint(55, 120) / 10:.1f}"],
    "cr": lambda c: [f"{c.rng.randint(8, 50) / 10:.1f}"],
    "inr": lambda c: [f"{c.rng.randint(9, 60) / 10:.1f}"],
    "hct": lambda c: [f"{c.rng.randint(200, 400) / 10:.1f}"],
    "hr": _num(48, 130),
    "trop": lambda c: [f"{c.rng.randint(1, 300) / 100:.2f}"],
    "rate_range": _choice(("60", "70", "80", "90")),
    "glucose_range": lambda c: [f"{c.rng.randint(80, 140)}-{c.rng.randint(160, 320)}"],
    "room": _room,
    "bp": lambda c: [f"{c.rng.randint(86, 190)}/{c.rng.randint(45, 110)}"],
}
SLOTS.update(N.SLOTS)  # chart-excerpt slots (multideid.synth.notes)
SLOTS.update(A.SLOTS)  # addresses abroad, invented company names (multideid.synth.abroad)
SLOTS.update(T.SLOTS)  # chats, name lists, quotes, staff e-mails, employers (multideid.synth.talk)
