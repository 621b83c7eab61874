"""The non-PHI term lists (``multideid/data/nonphi/*.txt``): their files, entry format, loader
and pinned digest (docs/nonphi.md, "The lists")."""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources

__all__ = ["FILES", "FORMAT", "POSTAL", "VETO_CLASSES", "Entry", "ListFile", "Region", "WORD_SPLIT", "lists_digest",
           "parse_list", "read_list"]

#: words of a term: split on white space and hyphens
WORD_SPLIT = re.compile(r"[\s\-‐–]+")

#: bump when the matcher changes what a list entry matches (part of the pinned digest)
FORMAT = 2

#: the classes a region may veto (after :func:`multideid.propagate.coarse_class`); the native name
#: and place labels of the dictionary base too (``run --bases dictionary`` without a model).  Never
#: PROFESSION ("mental health nurse"), DATE, AGE, ID, PHONE, FAX, EMAIL, URL, IP, USERNAME.
VETO_CLASSES = frozenset({"PATIENT", "DOCTOR", "NAME", "PERSON", "HOSPITAL", "ORGANIZATION", "LOCATION",
                          "FIRST_NAME", "LAST_NAME", "CITY", "STATE", "COUNTRY"})

_DRUG_HEADS = ("tablet", "tablets", "tab", "tabs", "capsule", "capsules", "cap", "caps", "injection", "pen", "patch",
               "inhaler", "cream", "ointment", "gel", "drops", "solution", "suspension", "syrup", "infusion", "drip",
               "gtt", "XR", "ER", "SR", "XL", "CR", "DR", "ODT", "HCT", "-D")
_DEVICE_HEADS = ("drain", "drains", "catheter", "pump", "pod", "sensor", "monitor", "CGM", "device", "system", "badge",
                 "app", "portal", "account", "message", "glove", "gloves", "stocking", "stockings", "sleeve",
                 "garment", "valve", "line", "port", "bag", "collar", "brace", "splint", "tube", "dressing",
                 "scan", "test", "G6", "G7", "2", "3", "5")
_SCALE_HEADS = ("score", "scores", "scale", "class", "classification", "stage", "grade", "criteria", "index",
                "category", "total")
_EPONYM_HEADS = ("sign", "signs", "test", "tests", "testing", "score", "scores", "scale", "syndrome", "disease",
                 "criteria", "classification", "class", "stage", "staging", "grade", "maneuver", "manoeuvre",
                 "reflex", "phenomenon", "triad", "index", "rule", "rules", "procedure", "operation", "type",
                 "guidelines", "lesion", "lesions", "node", "nodes")
_PLACE_HEADS = ("virus", "viruses", "fever", "disease", "encephalitis", "IgM", "IgG", "antibody", "antibodies",
                "serology", "serologies", "titer", "titers", "titre", "titres", "PCR", "infection", "test",
                "testing", "vaccine", "immune", "immunity")
_ANATOMY_HEADS = ("fracture", "fractures", "fx", "sprain", "strain", "injury", "laceration", "wound", "abrasion",
                  "swelling", "pain", "tenderness", "droop", "weakness", "numbness", "stroke", "infarct", "occlusion",
                  "stenosis", "reconstruction", "repair", "arthroplasty", "replacement", "fossa", "region", "side",
                  "aspect", "border", "approach", "access", "puncture", "cellulitis", "DVT", "edema", "oedema")
_SERVICE_HEADS = ("clinic", "department", "dept", "service", "services", "unit", "team", "consult", "consultation",
                  "ward", "note", "notes", "follow-up", "referral", "board", "conference", "rounds", "visit")


@dataclass(frozen=True)
class ListFile:
    """One word list: its default head nouns, whether a bare entry needs context, and whether
    a dose (``10 mg``) counts as context."""

    name: str
    heads: tuple[str, ...]
    always_context: bool
    dose: bool = False
    lateral: bool = False  # a laterality before an entry (L, R, left, 20G R) is context and part of the region
    words: bool = False  # a vocabulary of header words (headers.py), not terms


#: the lists, in package data ``multideid/data/nonphi/``
FILES: tuple[ListFile, ...] = (
    ListFile("drugs.txt", _DRUG_HEADS, False, dose=True),
    ListFile("devices.txt", _DEVICE_HEADS, False),
    ListFile("scales.txt", _SCALE_HEADS, False),
    ListFile("eponyms.txt", _EPONYM_HEADS, True),
    ListFile("places.txt", _PLACE_HEADS, True),
    ListFile("services.txt", _SERVICE_HEADS, False),
    ListFile("credentials.txt", (), False),
    ListFile("labels.txt", (), True),
    ListFile("abbreviations.txt", (), False),
    ListFile("anatomy.txt", _ANATOMY_HEADS, False, lateral=True),
    ListFile("headers.txt", (), False, words=True),
    ListFile("words.txt", (), False),
)

#: US state and Canadian province codes: never a vetoable acronym
POSTAL = frozenset("""AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ
    NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY PR GU VI AS MP AB BC MB NB NL NS NT NU ON PE QC SK
    YT""".split())
_FLAGS = frozenset({"ctx", "num", "pre", "cs", "colon", "lat"})


@dataclass(frozen=True)
class Entry:
    term: str
    heads: tuple[str, ...]
    context: bool  # needs a head, a score (num) or a finding word (pre)
    num: bool
    pre: bool
    dose: bool
    case_sensitive: bool
    colon: bool = False  # a form label: only right before a colon (an ID label: or a number)
    own_heads: tuple[str, ...] = ()  # the entry's own head nouns (without the file's defaults)
    lat: bool = False  # a laterality before it is context and part of the region (L TKR, R calf)


@dataclass(frozen=True)
class Region:
    """A clinical term's character range ``[start, end)`` and its list (``drugs``...)."""

    start: int
    end: int
    kind: str
    #: starts with a laterality (``L forearm``, ``20G R radial``) and holds no word that may be a name
    lateral: bool = False


def read_list(name: str) -> str:
    return resources.files("multideid").joinpath("data", "nonphi", name).read_text(encoding="utf-8")


@lru_cache(maxsize=1)
def lists_digest() -> str:
    """SHA-256 over the matcher's format and every list file (``model.current_pins``)."""
    h = hashlib.sha256(f"nonphi-format-{FORMAT}\0".encode())
    for f in FILES:
        h.update(f.name.encode() + b"\0" + read_list(f.name).encode("utf-8") + b"\1")
    return h.hexdigest()


def parse_list(lf: ListFile, text: str) -> list[Entry]:
    out = []
    for lineno, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        parts = [p.strip() for p in line.split("|")]
        term = parts[0]
        extra = tuple(h.strip() for h in parts[1].split(";") if h.strip()) if len(parts) > 1 else ()
        flags = {f.strip() for f in parts[2].split(";") if f.strip()} if len(parts) > 2 else set()
        if not term or len(parts) > 3 or flags - _FLAGS:
            raise ValueError(f"multideid/data/nonphi/{lf.name}:{lineno}: malformed entry")
        letters = [c for c in term if c.isalpha()]
        # capitals inside a word (ASA, mRS, MyChart) are part of the name: matched as written
        cs = "cs" in flags or (len(letters) > 1 and any(c.isupper() for w in WORD_SPLIT.split(term) for c in w[1:]))
        if cs and term.upper() in POSTAL:
            raise ValueError(f"multideid/data/nonphi/{lf.name}:{lineno}: a state or province code is PHI")
        # up to three capitals may be a person's initials or a hospital's (JVD, PMH): never alone
        short = cs and len(letters) <= 3 and term.isalpha() and term.isupper()
        out.append(Entry(term, tuple(dict.fromkeys((*extra, *lf.heads))), lf.always_context or "ctx" in flags or short,
                         "num" in flags, "pre" in flags, lf.dose, cs, "colon" in flags, extra,
                         lf.lateral or "lat" in flags))
    return out
