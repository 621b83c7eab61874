"""English pack, part six: professions in forms, appositions and parentheses (issue #22, session 13).

The older ``profession_head`` rule of :mod:`.en` finds an occupation after ``a``, ``as a``,
``retired``, ``former`` or ``occupation:``.  Forms and messages also write it

* after other labels: ``Job title: warehouse associate``, ``Trade: roof plumber``
  (``profession_label``: the value up to a comma, bracket or line end);
* as an apposition or in brackets, with no verb: ``28yo F, domestic worker in ...``,
  ``(night auditor @ hampton inn)``, ``(roof plumber, Tui & Sons Roofing)``,
  ``(Hawaiian Airlines, reservations agent)`` (``profession_apposition``);
* after a word that describes the person, not the job: ``probationary firefighter``,
  ``a R-handed piano tuner`` (``profession_after_descriptor``: the descriptor is not part of
  the profession, as the project annotates it).

Care staff are not the patient's profession (``social worker``, ``case manager``, ``nurse``,
``physical therapist`` in an apposition are the team), nor are agents and carriers of
medicine (``contrast agent``, ``hepatitis B carrier``), nor the role in an accident
(``restrained driver``): such phrases are left out.  One-word appositions are taken only for
unambiguous occupations (``, firefighter,``; not ``, driver,`` or ``, agent,``).
"""

from __future__ import annotations

import re

from multideid.base_systems.packs import Pattern
from multideid.base_systems.packs.en_words import PROF_HEADS as _PROF_HEADS
from multideid.base_systems.packs.en_words import PROF_SUFFIXED as _PROF_SUFFIXED
from multideid.base_systems.packs.en_words import occupation_heads

__all__ = ["PATTERNS", "phrase_ok"]

_HEAD = rf"(?:[a-z]*(?:{_PROF_HEADS})|{_PROF_SUFFIXED})s?"
# a modifier word of a job title ("night", "roof", "long-haul", "reservations")
_MOD = r"(?!(?:a|an|the|and|or|of|at|in|on|for|with|who|is|was|his|her|their|my|our|retired|former|probationary)\b)[a-z][a-z-]{1,24}"
_PHRASE = rf"(?:{_MOD}[ ]){{0,2}}{_HEAD}"
_END = r"(?=[ ]?(?:[,;)]|@|$)|[ ](?:at|for|with|in|since|who|from|and|by|until|on)\b)"
_DESCRIPTOR = (
    r"probationary|trainee|off-duty|laid-off|unemployed|self-employed|seasonal|[LRlr]-handed|right-handed|left-handed|"
    r"ambidextrous|newly[ ]hired|recently[ ]hired"
)

# heads that name the care team, a clinical agent or a role rather than the patient's job
_CARE_HEADS = frozenset(
    """nurse nurses aide aides assistant assistants caregiver caregivers therapist therapists physician physicians
    surgeon surgeons pharmacist pharmacists counselor counsellor counselors practitioner practitioners specialist
    specialists dietitian dietitians nutritionist psychologist psychologists technician technicians paramedic
    paramedics midwife interpreter interpreters coordinator coordinators phlebotomist sonographer resident
    residents intern fellow doctor provider clinician chaplain hygienist anesthetist anaesthetist anaesthetists
    anesthetists hospitalist hospitalists intensivist intensivists""".split()
)
_CARE_MODS = frozenset(
    """social case care health home support peer community medical nursing physical occupational speech respiratory
    radiology lab laboratory ultrasound x-ray surgical scrub anesthesia pharmacy hospice palliative wound
    infection discharge patient clinical charge floor unit team rehab rehabilitation behavioral mental
    contrast infectious biologic biological chemotherapeutic antiviral antibiotic antifungal causative
    hepatitis hbv hcv hiv carrier mouth bite restrained unrestrained front rear designated chronic asymptomatic
    healthy known obligate gene genetic mutation trait sickle cf brca mrsa vre typhoid paralytic sedative anesthetic
    reversal binding chelating alkylating blocking neuromuscular oxidizing wetting bulking foreign single sole
    primary secondary main lead only same other possible probable suspected""".split()
)
# one-word occupations taken in an apposition (unambiguous; not "driver", "agent", "officer")
_SINGLE_OK = frozenset(
    """firefighter trucker plumber electrician machinist hairdresser roofer welder carpenter bartender cashier janitor
    mechanic farmer rancher teacher lawyer attorney accountant engineer programmer chef barista waiter waitress mason
    bricklayer miner logger fisherman laborer labourer landscaper housekeeper nanny babysitter homemaker housewife
    pastor priest rabbi imam veterinarian dispatcher surveyor economist receptionist bookkeeper auditor underwriter
    tailor seamstress jeweler optician librarian professor lecturer tutor custodian baker butcher barber stylist
    hairstylist cosmetologist salesman saleswoman realtor journalist reporter writer editor author musician pianist
    violinist singer artist photographer actor actress dancer courier postman gardener clergyman chauffeur detective
    soldier sailor paralegal secretary clerk teller longshoreman millwright pipefitter boilermaker ironworker lineman
    dishwasher plasterer upholsterer locksmith glazier stonemason blacksmith""".split()
) | occupation_heads()  # session 14: the occupation lexicon's heads are unambiguous too
#: public names of the care-staff sets (en_jobs4 reads them)
CARE_HEADS, CARE_MODS, SINGLE_OK = _CARE_HEADS, _CARE_MODS, _SINGLE_OK
_NO_VALUE = frozenset(
    """none n/a na unknown unemployed retired disabled disability not no see on nil nothing self-employed
    currently previously works worked working full part light modified regular usual same duty leave off""".split()
)


def _phrase_ok(phrase: str) -> bool:
    words = phrase.lower().split()
    head = words[-1]
    if head.rstrip("s") in _CARE_HEADS or head in _CARE_HEADS:
        return False
    if any(w in _CARE_MODS for w in words[:-1]):
        return False
    if len(words) == 1:  # a plural alone is a list of trades ("songwriters, composers and publishers")
        return head in _SINGLE_OK
    return True


def phrase_ok(phrase: str) -> bool:
    """A job phrase that is a lay person's occupation: no care-team head or modifier, one word only
    when it is an unambiguous occupation ("firefighter"; not "driver")."""
    return _phrase_ok(phrase)


def _apposition_ok(m: re.Match) -> bool:
    return _phrase_ok(m.group("p"))


def _label_ok(m: re.Match) -> bool:
    value = m.group("p").strip()
    first = value.split()[0].lower().strip(".,")
    return first not in _NO_VALUE and not re.search(r"\d", value) and len(value) >= 3


PATTERNS: tuple[Pattern, ...] = (
    Pattern(
        # "Job title: warehouse associate (lifting ...)", "Trade: roof plumber", "Usual occupation: Bus Driver"
        "profession_label",
        r"(?im)(?:^|(?<=[ \t][ \t])|(?<=\|)|(?<=\|[ \t]))(?:job[ ]?title|job|occupation|occ\.?|usual[ ]occupation|former[ ]occupation|profession|"
        r"trade|position[ ]held|line[ ]of[ ]work|type[ ]of[ ]work|"
        r"(?:past|previous|prior|former|current|present|usual|last|main)[ ](?:work|job|jobs|employment|occupation|trade)|"
        r"work[ ]history|jobs?[ ]held)[ \t]{0,4}:[ \t]{0,4}"
        r"(?:(?:retired|former|probationary|ex-)[ ])?"
        r"(?P<p>[A-Za-z][A-Za-z'/&-]*(?:[ ](?!(?i:at|for|with|in|since|until|from|and|but|who|on)\b)[A-Za-z][A-Za-z'/&-]*){0,3})"
        r"(?=[ \t]{2,}|\t|[ \t]{0,4}(?:[,;(.|]|$|[ ](?i:at|for|with|in|since|until|from|@)\b))",
        "PROFESSION", 0.6, group="p", validator=_label_ok,
    ),
    Pattern(
        # "28yo F, domestic worker in Constantia", "(night auditor @ hampton inn)", ", long-haul trucker, lives in"
        "profession_apposition",
        rf"(?:\(|,[ ]|;[ ])(?:(?:a|an)[ ])?(?:(?:{_DESCRIPTOR})[ ])?(?P<p>{_PHRASE}){_END}",
        "PROFESSION", 0.5, group="p", validator=_apposition_ok, flags=re.MULTILINE,
    ),
    Pattern(
        # "probationary firefighter", "a R-handed piano tuner": the descriptor is not the profession
        "profession_after_descriptor",
        rf"\b(?:{_DESCRIPTOR})[ ](?P<p>{_PHRASE})\b(?!-)",
        "PROFESSION", 0.55, group="p", validator=_apposition_ok,
    ),
)
