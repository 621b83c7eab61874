"""English pack: jobs in plain frames and the employers, bodies and care providers next to them
(issue #22, session 18, helper work8).

Professions (PROFESSION):

* ``profession_as_bare8``: a job after a verb of work and a bare ``as`` (no article): ``working as conch
  cleaner at``, ``RTW as grain elevator operator``, ``back at work as plasterer``, ``Works as cuca shop
  attendant``; the head is an occupation head or one of the trade heads the lexicon leaves out as ambiguous
  alone (``cleaner``, ``diver``, ``rider``, ``planter``, ``attendant``), which the frame makes a job;
* ``profession_before_employer8``: a job opening a field or clause and followed by ``at``/``with`` and a
  capitalised employer (``sous-chef at The Wheatsheaf Inn``, ``saturation diver with Nordsjø Dykk AS``), or by
  the employer in brackets (``; roofer (Cascade Peak Roofing)``);
* ``profession_sex_apposition8``: a job after the sex in a patient line (``Name, M, okada rider, lives``);
* ``profession_name_paren_place8``: a job in brackets after a name, before a town (``Lafleur (sugar cane
  planter, Flacq)``);
* ``profession_vcard_title8``: the ``TITLE:`` of a vCard (``TITLE:Freight Planner``).

Organisations and care providers:

* ``org_employer_after_job8``: the employer after such a job (``... at The Wheatsheaf Inn``, ``... with
  Nordsjø Dykk AS``) or in brackets after it (``(Viterra)``, ``(British Antarctic Survey contract)``);
* ``org_boss_at8``: the employer after a workmate (``my boss at Matson``, ``her manager at Hy-Vee``);
* ``org_pub_inn8``: a pub or inn named ``The X Inn/Arms/Tavern`` (``The Wheatsheaf Inn``, ``The Red Lion``
  is left to others: no head);
* ``org_charity_for8``: a charity named ``X Dogs for Y``, ``Friends of Y``, ``Action on Y`` (``Hearing Dogs
  for Deaf People``, ``Freedom from Torture``, ``Doctors Without Borders``);
* ``org_collective8`` / ``hosp_collaborative8``: a body by ``Collective``/``Survey``/``Cooperative``
  (``Black Lotus Tattoo Collective``, ``British Antarctic Survey``), a care provider by ``Recovery
  Collaborative``/``Treatment Collective`` (``Willamette Recovery Collaborative``: HOSPITAL);
* ``org_mail_sender8``: the body in a mail sender's display name before a service word
  (``From: "Example Labs Results" <...>`` -> ``Example Labs``);
* ``hosp_fax_from8``: a practice in the ``FROM:`` of a fax header (``FROM:HILLCREST FAM MED  2095550173``);
* ``hosp_record_heading8``: a clinic after the kind of record in a heading (``CHIROPRACTIC SOAP - Prairie Spine
  & Sport, Saskatoon``, ``ACUPUNCTURE / TCM RECORD - Jade Harmony Acupuncture``);
* ``hosp_foreign_prefix8``: a hospital by a non-English word before its name (``Ospital ng Makati``, ``Ysbyty
  Gwynedd``, ``Meddygfa Tregaron``, ``Rumah Sakit Siloam``);
* ``hosp_clinic_at8``: the hospital of a clinic (``falls clinic at Kings``);
* ``org_retrieval_acronym8``: a retrieval service by its acronym (``RFDS retrieval``);
* ``hosp_foreign_suffix8``: a hospital by a non-English word after its name (``Haukeland universitetssjukehus``);
  ``hosp_foreign_prefix8`` also takes Spanish, French, Indonesian, Vietnamese and Welsh words before the name
  (``Clínica Familiar del Valle``, ``Centre de Santé de Kimironko``, ``RSUD Tarakan``, ``Bệnh viện Bạch Mai``,
  ``Bwrdd Iechyd Prifysgol Betsi Cadwaladr``, ``Hospital Dr. Nélio Mendonça``; not ``Hospital Course``);
* ``org_court8``, ``org_county_agency8``, ``org_fire_unit8``, ``org_public_lab8``: public bodies by their
  kind (``Marion County Justice Court``, ``Lane County 911``, ``Eugene Springfield Fire Medic 2``, ``Arizona
  State Public Health Laboratory``);
* ``org_topic_country8``, ``org_biobank8``: national charities and bodies (``Public Health Wales``,
  ``Spinal Cord Injuries Australia``, ``Police Scotland``) and biobanks;
* ``hosp_trials_unit8``, ``hosp_community_team8``: research units and community care teams by their town
  (``Mwanza Intervention Trials Unit``, ``Dronfield Neighbourhood Team``: HOSPITAL as the sets label them);
* ``org_kind_label8``: a firm after a label naming its trade (``Escort contractor: GEOAmey``).

A capitalised word that opens a sentence (``Notified``, ``Per``, ``The``) is never the first word of a name.
"""

from __future__ import annotations

import re

from multideid.base_systems.packs import Pattern
from multideid.base_systems.packs.en_jobs import phrase_ok
from multideid.base_systems.packs.en_org5_jobs import job_head
from multideid.base_systems.packs.en_org5_places import rare_word
from multideid.base_systems.packs.en_org_words import generic_word
from multideid.base_systems.packs.en_places import world_place
from multideid.base_systems.packs.en_words import PROF_HEADS, PROF_SUFFIXED
from multideid.base_systems.packs.en_world import known_person, known_place

__all__ = ["PATTERNS"]

# trade heads that are no job alone ("a cleaner", "a planter", "a rider") but are one in a frame of work
_TRADE_HEADS = frozenset(
    """cleaner cleaners diver divers rider riders planter planters attendant attendants chef chefs sous-chef
    sous-chefs cook cooks hand hands lead picker pickers grower growers cutter cutters fitter fitters setter setters
    sweeper sweepers washer washers polisher polishers sander framer framers finisher finishers installer installers
    repairer repairers packer packers stacker stackers loader loaders mover movers helper helpers server servers
    tapper tappers weaver weavers spinner spinners carver carvers miller herder herders shepherd shearer shearers
    milker milkers rigger riggers scaffolder scaffolders joiner joiners tiler tilers turner turners jockey jockeys
    groom grooms lifeguard lifeguards bouncer bouncers doorman valet concierge host hostess usher ushers
    scheduler schedulers estimator estimators tester testers porter porters steward stewardess deckhand
    hawker hawkers vendor vendors seller sellers trader traders driver drivers operator operators mechanic
    mechanics labourer laborer labourers laborers worker workers clerk clerks planner planners""".split()
)
# words that make a phrase no job ("works as expected", "works as part of a team", "as needed")
_NOT_JOB_WORD = frozenset(
    """a an the and or of part well usual normal needed expected directed intended planned before hard much
    long soon best possible required one two tolerated designed advertised disabled learner designated nominated
    named lone sole main primary only""".split()
)


_PROF_HEAD_RE = re.compile(rf"(?:[a-z]*(?:{PROF_HEADS})|{PROF_SUFFIXED})s?")


def _job_words_ok(p: str) -> bool:
    words = p.lower().split()
    if any(w in _NOT_JOB_WORD for w in words):
        return False
    head = words[-1]
    return head in _TRADE_HEADS or job_head(head) or _PROF_HEAD_RE.fullmatch(head) is not None


def _phrase_job(p: str, *, bare_ok: bool) -> bool:
    """A lay job: its head an occupation or trade head, no care-team word (``charge nurse``); one trade
    word alone (``cleaner``, ``lead``) only when the frame says it is a job (``bare_ok``)."""
    if not _job_words_ok(p):
        return False
    words = p.lower().split()
    if len(words) == 1:
        w = words[0]
        return phrase_ok(w) or phrase_ok(w.split("-")[-1]) or (bare_ok and w in _TRADE_HEADS)
    if words[-1] in _TRADE_HEADS:
        return phrase_ok(" ".join(words[:-1]) + " worker")  # the modifiers checked against the care words
    return phrase_ok(" ".join(words))


def _job_ok(m: re.Match) -> bool:
    """A job after a verb of work and "as": the frame makes a trade word a job."""
    return _phrase_job(m.group("p"), bare_ok=True)


def _job_strict(m: re.Match) -> bool:
    """A job with no verb of work: one word only when it is an unambiguous occupation."""
    return _phrase_job(m.group("p"), bare_ok=False)


_DESCRIPTOR = (
    r"(?:night-shift|day-shift|night|nights|part-time|full-time|casual|seasonal|temporary|temp|relief|agency|"
    r"self-employed|unemployed|retired|former|ex|trainee|apprentice|probationary)"
)
# words before a thing, not a job ("replace wax guard", "new charger", "using leaf blower")
_VERB_MOD = r"replace|replaced|use|used|using|uses|new|spare|clean|change|changed|wear|wears|wearing|buy|bought|order|ordered|fit|fitted|own|owns|his|her"
_MOD = rf"(?!(?:a|an|the|and|or|of|at|in|on|for|with|who|is|was|his|her|their|my|our|this|that|{_DESCRIPTOR}|{_VERB_MOD})\b)[a-z][a-z-]{{1,24}}"
_JOB = rf"(?:[A-Z]{{2,5}}[ ])?(?:{_MOD}[ ]){{0,2}}[a-z][a-z-]{{2,24}}"  # "HGV driver", "conch cleaner"
_JOB_END = r"(?=[ ]?(?:[,;.)(]|$)|[ ](?:at|for|with|in|on|since|and|but|until|from|nights|days|part-time|full-time)\b)"
_WORK_AS = (
    r"\b(?i:works?|working|worked|employed|RTW|return(?:s|ed|ing)?[ ]to[ ]work|back[ ](?:at|to)[ ]work|"
    r"started|starts|hired|re-?trained|retrained|trained|qualified|retired|job)"
    r"(?:[ ](?i:full-time|part-time|nights|days|shifts|locally|again|now|casually|seasonally))?[ ](?i:as)[ ]"
)
# a capitalised employer name: words, "&", "and", one lower-case link ("Hearing Dogs for Deaf People")
_CW = r"(?:[A-Z][\w'’&-]*(?<![-'’])|\d{2,4})(?![\w'’-])"
_ORG = rf"(?:The[ ])?{_CW}(?:[ ](?:&|and|of|for|de|du|da|ng)[ ]{_CW}|[ ]{_CW}){{0,4}}"
_NOT_EMPLOYER = frozenset(
    """i the a an he she they we you it this that home work school night nights weekends present times least
    monday tuesday wednesday thursday friday saturday sunday january february march april may june july august
    september october november december christmas easter mum mom dad mr mrs ms miss mx dr prof sir lady lord
    lake mount mt cape fort river""".split()
)


# the employer after a job: after "at"/"with"/"for" up to a stop, or alone in brackets ("(Viterra)",
# "(Polar Survey contract)"; not a list of brands: "(CeruShield, Oticon ProWax)")
_EMPLOYER = (
    rf"(?:[ ](?:at|with|for)[ ]|[ ](?P<b>\()(?=[^()\n]{{1,60}}\)))(?P<o>{_ORG})"
    r"(?(b)(?=\)|[ ](?:contract|contractor|employee|staff|site|depot)\))|(?=[ ]?[,;.)\n]|$|[ ](?:contract|since|until|in|on)\b))"
)
_PLACE_LAST = frozenset(
    """Market Markets Street St Road Rd Lane Avenue Ave Dock Docks Wharf Quay Cay Port Harbour Harbor Square Station
    Bridge Estate Park Beach Village Town City Airport Terminal Mall""".split()
)


def _employer_ok(name: str) -> bool:
    words = name.split()
    if words[0] == "The":
        words = words[1:]
    if not words or words[0].lower() in _NOT_EMPLOYER or generic_word(words[0]):
        return False
    bare = " ".join(words)
    if words[-1] in _PLACE_LAST:
        return False  # "petty trader at Waterside Market": a place
    if known_place(bare) or world_place(bare):
        return False
    return not (len(words) <= 2 and known_person(bare) and not re.search(r"[&’']|\b(?:Inn|Ltd|AS|Co)\b", bare))


# heads of things sold by brand ("wax guard (CeruShield)", "leaf blower (Stihl)", "night guard (Oravan)")
_THING_HEADS = frozenset(
    """guard guards controller controllers carrier carriers tuner tuners server servers timer timers blower blowers
    charger chargers trainer trainers screwdriver screwdrivers cleaner cleaners washer washers planter planters
    holder holders""".split()
)


def _employer_after_job_ok(m: re.Match) -> bool:
    bare = m.group("v") is not None  # after "works as": a trade word alone is a job
    words = m.group("p").lower().split()
    if m.group("b") is not None and words[-1] in _THING_HEADS and not bare:
        return False  # a brand in brackets after a thing
    return _phrase_job(m.group("p"), bare_ok=bare) and _employer_ok(m.group("o"))


# a job opening a field or clause: line start, two spaces, ";", ":", "(" (not ", ": a list of symptoms),
# or an apposition when the employer follows in brackets (", vehicle mechanic (Polar Survey contract)")
_OPEN = (
    r"(?:(?<=^)|(?<=[ ]{2})|(?<=\t)|(?<=;[ ])|(?<=:[ ])|(?<=\()|(?<=\),[ ])|(?<=\b[MF],[ ])"
    r"|(?<=,[ ])(?=(?:[a-z][a-z-]{1,24}[ ]){1,3}\([A-Z]))"
)

# a capitalised word that opens a sentence, not a name ("Notified Pima County ...", "Per Leeds Crown Court")
_LEAD = (
    r"(?!(?:[A-Z][a-z]{2,}ed|The|A|An|Our|Your|His|Her|Their|This|That|Per|Via|By|From|To|At|In|On|With|For|Call|Contact|"
    r"Phone|Email|Fax|Ring|Notify|Inform|Refer|Send|Sent|See|Seen|Ask|Tell|Dear|Re|Attn|Cc)\b)"
)
_PUB_HEADS = r"Inn|Arms|Tavern|Alehouse|Ale[ ]House|Free[ ]House|Public[ ]House"
_NOT_PUB = frozenset(
    "upper lower both left right his her their your my our two three four open folded crossed patient moved raise raised".split()
)

_CHARITY_HEADS = (
    r"Dogs|Friends|Doctors|Action|Campaign|Coalition|Alliance|Society|Fund|League|Network|Partners|"
    r"Homes|Families|Parents|Survivors|Veterans|Mothers|Fathers|Carers|Advocates"
)
_CHARITY_LINK = r"for(?:[ ]the)?|of(?:[ ]the)?|on|against|without|sans"


def _charity_ok(m: re.Match) -> bool:
    words = m.group().split()
    y = m.group("y") or m.group("z")
    return not generic_word(words[0]) and not generic_word(y.split()[0]) and not known_place(y) and y.split()[0].lower() not in _NOT_CAUSE


# words after "Action on", "Freedom from" that make a heading, not a charity ("Action on Results")
_NOT_CAUSE = frozenset(
    """results result today tomorrow review plan discharge admission symptoms pain staff patients follow further
    call calls request requests abnormal outstanding day days week night""".split()
)
# "Collective", "Cooperative" before a small word are adjectives ("Collective decision")
_BODY_HEADS = r"(?:Collective|Cooperative|Co-operative)(?![ ][a-z])|Survey|Co-op|Consortium|Guild|Syndicate"
_CARE_COLLAB = (
    r"(?:Recovery|Treatment|Wellness|Healing|Health|Care|Counsel(?:l)?ing|Addiction|Sobriety|Behavioral|Behavioural|"
    r"Birth|Midwifery|Doula|Hospice)[ ](?:Collaborative|Collective|Cooperative|Co-op)"
)


# words of a clinical or opinion survey ("Skeletal Survey", "Patient Satisfaction Survey") and of a
# cooperative patient ("Alert And Cooperative")
_NOT_BODY = frozenset(
    """skeletal bone metastatic radiographic satisfaction staff patient patients household dietary sleep pain health
    experience feedback quality annual community skin wound site home national and not very alert calm pleasant
    awake oriented compliant friendly polite engaged fully""".split()
)


def _body_ok(m: re.Match) -> bool:
    words = m.group("n").split()
    return not generic_word(words[0]) and not any(w.lower() in _NOT_BODY for w in words)


_SERVICE_WORDS = (
    r"Results|Notifications?|Alerts?|Team|Support|Billing|Reminders?|Appointments?|Portal|No-?Reply|Noreply|"
    r"Messages?|Updates?|Services|Customer[ ]Service|Care[ ]Team|Bookings?|Scheduling|Reports?|Accounts?"
)
_FAX_CLINIC = r"(?:FAM(?:ILY)?|MED(?:ICAL|ICINE)?|CLINIC|CLIN|PEDS|PEDIATRICS|HEALTH|HLTH|HOSP(?:ITAL)?|CARDIOLOGY|CARDIO|ORTHO|SURGERY|PRACTICE|CTR|CENTER|CENTRE|PEDIATRIC|URGENT|CARE|DERM|ONC|ONCOLOGY|OBGYN|WOMENS|GYN|IM|FP)"
_RECORD_WORDS = (
    r"SOAP|RECORD|NOTE|NOTES|LOG|CONSULT|CONSULTATION|ASSESSMENT|INTAKE|SUMMARY|LETTER|REPORT|CHART|FORM|"
    r"TRANSCRIPT|TREATMENT|VISIT|REFERRAL"
)
_CARE_LAST = (
    r"Acupuncture|Chiropractic|Chiro|Physio|Physiotherapy|Osteopathy|Podiatry|Wellness|Rehab|Spine|Sport|Sports|"
    r"Health|Care|Therapy|Therapies|Dental|Dentistry|Medicine|Medical|Optometry|Audiology|Massage|Naturopathy|"
    r"Psychology|Counselling|Counseling|Pediatrics|Paediatrics|Orthodontics|Midwifery|Pharmacy|Clinic|Clinics|Practice"
)


def _heading_ok(m: re.Match) -> bool:
    h = m.group("h")
    if re.search(r"\b(?:County|State|Department|Dept|Public|Council|Services|Police|Court|Government|Ministry)\b", h):
        return False  # a public body (ORGANIZATION), not a care provider
    words = [w for w in h.split() if w not in ("&", "and")]
    if sum(1 for w in words if generic_word(w)) * 2 > len(words):
        return False  # "Skin & Wound Care": care words, no name
    if re.search(r"[ ](?:&|and)[ ]", h) or re.search(rf"(?:{_CARE_LAST})$", h):
        return not generic_word(words[0]) and not known_person(h)
    return False


_FOREIGN_HOSP = (
    r"(?:Ospital|Pagamutan|Hospital|Klinika|Sentro[ ]Medikal)[ ]ng|Ysbyty|Meddygfa|Canolfan[ ]Iechyd|Rumah[ ]Sakit|"
    r"Ospedale|Hôpital|Hopital|Krankenhaus|Klinikum|Sjukhus|Sykehus|Sygehus|Sairaala|Szpital|Nemocnice|Bolnica|"
    r"Spital|Spitalul|Hastanesi|Ziekenhuis|Clínica|Clinica|Clinique|Policlínica|Policlinico|Centre[ ]de[ ]Santé|"
    r"Centro[ ]de[ ]Salud|Centro[ ]de[ ]Saúde|Posto[ ]de[ ]Saúde|Puskesmas|CHU|CHRU|RSUD|RSUP|RSIA|Bệnh[ ]viện|"
    r"Bwrdd[ ]Iechyd(?:[ ]Prifysgol)?|"
    # Spanish and Portuguese "Hospital" before its name ("Hospital Nacional Dos de Mayo", "Hospital Dr. Nélio
    # Mendonça"), not the English heading words after it ("Hospital Course", "Hospital Central Line")
    r"Hospital(?=[ ](?:Nacional|Regional|Universitario|Universitário|Materno|Militar|Municipal|Provincial|Infantil|"
    r"Clínico|Clinico|San|Santa|Santo|São|Italiano|Alemán|Británico|Español|General[ ]de|de|del|da|do|dos|das)\b|[ ]Dr\.[ ])"
)
# a word of a foreign facility's name ("Nélio", "Bạch", "Dr.", "VI"), and its links ("de", "del", "dos")
_FW = r"(?:Dr\.|[A-ZÀ-ÖØ-ÞĐ][\w'’-]*\w)"
_FLINK = r"(?:de|del|de[ ]la|d'|da|do|dos|das|di|della|du|des|la|le|st\.?|sv\.?)"
_NOT_FNAME = r"(?!(?:Ward|Wards|Unit|Wing|Block|Building|Department|Dept|OPD|ED|Main|Line|Patient|Name)\b)"
_NOT_CLINIC_SITE = frozenset(
    """monday tuesday wednesday thursday friday saturday sunday noon midday midnight january february march april
    may june july august september october november december christmas easter level floor building block room
    suite entrance reception outpatients home school work""".split()
)
_RETRIEVAL = r"retrieval|retrievals|aeromedical|evacuation|evac|medevac|airlift|air[ ]ambulance|flight|plane|helicopter|chopper"
_NOT_SERVICE_ACRONYM = frozenset(
    "SAR USAR CASEVAC MEDEVAC AIR STAT ASAP PRN RSI ETA RN MD DR ICU PICU NICU HDU ECMO CCU ED ER EMS HEMS MET RRT OR IV IVF GCS ETA ETT EEG ECG EKG CT MRI PET USS".split()
)
_COURTS = (
    r"Justice|Magistrates['’]?|Municipal|District|Circuit|Superior|Family|Crown|Juvenile|Drug|Coroners?['’]?|Supreme|Youth|"
    r"Housing|Probate|Sheriff|Justice[ ]of[ ]the[ ]Peace|County|Small[ ]Claims|Mental[ ]Health|Veterans[ ]Treatment"
)
_TOPICS = (
    r"Public[ ]Health|Injuries|Injury|Cancer[ ]Research|Cancer|Diabetes|Heart|Kidney|Kidney[ ]Care|Stroke|Lung|Asthma|"
    r"Arthritis|Dementia|Alzheimer['’]s|Parkinson['’]s|Autism|Deafblind|Blind|Deaf|Hearing|Sight|Mind|Carers|Veterans|"
    r"Cycling|Athletics|Rowing|Swimming|Rugby|Hockey|Triathlon|Sport|Police|Ambulance|Fire[ ]and[ ]Rescue|"
    r"Transplant|Blood|Organ[ ]Donation|Epilepsy|Migraine|Psoriasis|Crohn['’]s[ ]and[ ]Colitis|Samaritans"
)
_COUNTRIES = r"UK|Wales|Scotland|England|Ireland|Australia|Canada|New[ ]Zealand|NZ|NSW|Victoria|Queensland"
_COUNTY_BODIES = (
    r"911|9-1-1|E911|Dispatch|Communications|Emergency[ ]Communications|Sheriff['’]s[ ](?:Office|Department|Dept)|"
    r"Sheriff|EMS|Animal[ ]Control|Fire(?:[ ](?:Department|Dept\.?|District|Rescue))?|Public[ ]Health|Health[ ]Department|"
    r"Health[ ]District|Health[ ]Dept\.?|Coroner|Medical[ ]Examiner|Social[ ]Services|Children['’]s[ ]Services|"
    r"Adult[ ]Protective[ ]Services|Probation(?:[ ]Department)?|School[ ]District|Transit|Housing[ ]Authority"
)
_TEAM_KINDS = (
    r"Neighbourhood|Neighborhood|Community(?:[ ]Mental[ ]Health)?|District[ ]Nursing|Integrated[ ]Care|"
    r"Home[ ]Treatment|Crisis(?:[ ]Resolution)?|Early[ ]Intervention|Memory|Recovery|Assertive[ ]Outreach|Reablement"
)
_NOT_TEAM_NAME = frozenset("the our your his her their local adult older child children youth area".split())
_FIRM_KINDS = (
    r"escort|transport|security|cleaning|catering|haulage|removals?|building|scaffolding|taxi|cab|courier|delivery|"
    r"staffing|interpreting|translation|ambulance|patient[ ]transport|laundry|waste"
)
_NOT_FIRE_NAME = frozenset("house brush structure car vehicle kitchen forest grass wild bush chimney building camp".split())
_NOT_TRIAL_NAME = frozenset("phase early late clinical research pragmatic randomised randomized pilot".split())


def _firm_word_ok(name: str) -> bool:
    """One word names a firm when rare, in intercaps or with a digit ("GEOAmey"; not "Ambulance", "TBC")."""
    if name.upper() in ("N/A", "NA", "NONE", "TBC", "TBD", "TBA", "UNK", "UNKNOWN", "NIL", "SELF", "PENDING"):
        return False
    if " " in name:
        return True
    return rare_word(name) or re.search(r"[a-z][A-Z]|\d", name) is not None


_WORKMATE = r"boss|manager|supervisor|foreman|forewoman|employer|line[ ]manager|gaffer|coworkers?|co-workers?|colleagues?|workmates?|shift[ ]lead"

PATTERNS: tuple[Pattern, ...] = (
    Pattern(
        # "working as conch cleaner at", "RTW as grain elevator operator (Viterra)", "back at work as plasterer;"
        "profession_as_bare8",
        rf"{_WORK_AS}(?P<p>{_JOB}){_JOB_END}",
        "PROFESSION", 0.55, group="p", validator=_job_ok, flags=re.MULTILINE,
    ),
    Pattern(
        # "   sous-chef at The Wheatsheaf Inn", "), saturation diver with Nordsjø Dykk AS", "; roofer (Cascade Peak Roofing)"
        "profession_before_employer8",
        rf"(?m){_OPEN}(?P<v>(?!))?(?:{_DESCRIPTOR}[ ])?(?P<p>{_JOB}){_EMPLOYER}",
        "PROFESSION", 0.55, group="p", validator=_employer_after_job_ok,
    ),
    Pattern(
        # "Patient: Ngwa Emmanuel Fru, M, okada rider, lives Nkwen"
        "profession_sex_apposition8",
        r"(?<=[a-z]),[ ](?:[MF]|male|female|\d{1,3}[ ]?(?:y|yo|y/o|yrs?)?)(?:,[ ](?:[MF]|\d{1,3}[ ]?(?:y|yo|y/o|yrs?)?))?,[ ]"
        rf"(?P<p>{_JOB})(?=,[ ](?:lives|living|resides|from|married|single|widowed|divorced|smoker|non-smoker)\b)",
        "PROFESSION", 0.55, group="p", validator=_job_strict,
    ),
    Pattern(
        # "Father Jean-Noël Lafleur (sugar cane planter, Flacq)"
        "profession_name_paren_place8",
        rf"(?<=[a-zà-ÿ])[ ]\((?P<p>{_JOB}),[ ](?P<t>[A-Z][a-zà-ÿ'’-]+(?:[ ][A-Z][a-zà-ÿ'’-]+)?)\)",
        "PROFESSION", 0.55, group="p",
        validator=lambda m: _job_strict(m) and (known_place(m.group("t")) or world_place(m.group("t")) or not generic_word(m.group("t").split()[0])),
    ),
    Pattern(
        # vCard "TITLE:Freight Planner"
        "profession_vcard_title8",
        r"(?m)^TITLE(?:;[^:\n]{0,40})?:(?P<p>[A-Za-z][A-Za-z-]+(?:[ ][A-Za-z][A-Za-z-]+){0,3})[ \t]*$",
        "PROFESSION", 0.6, group="p",
        validator=lambda m: "BEGIN:VCARD" in m.string[max(0, m.start() - 2000):m.start()] and _job_words_ok(m.group("p")),
    ),
    Pattern(
        # the employer of "sous-chef at The Wheatsheaf Inn", "roofer (Cascade Peak Roofing)", "(Viterra)"
        "org_employer_after_job8",
        rf"(?m)(?:{_OPEN}|(?P<v>{_WORK_AS}))(?:{_DESCRIPTOR}[ ])?(?P<p>{_JOB}){_EMPLOYER}",
        "ORGANIZATION", 0.55, group="o", validator=_employer_after_job_ok,
    ),
    Pattern(
        # "my boss at Matson will fire me", "her line manager at Hy-Vee"
        "org_boss_at8",
        rf"\b(?i:my|his|her|their|our)[ ](?i:{_WORKMATE})[ ](?:at|from)[ ](?P<o>{_ORG})(?=[ ]?[,;.)\n\"”]|$|[ ](?:will|would|said|says|is|was|has|told|wants?|and)\b)",
        "ORGANIZATION", 0.55, group="o", validator=lambda m: _employer_ok(m.group("o")),
    ),
    Pattern(
        # "The Wheatsheaf Inn", "The Kings Arms", "The Drovers Tavern"
        "org_pub_inn8",
        rf"\bThe[ ](?P<n>[A-Z][a-z'’]+(?:[ ][A-Z][a-z'’]+)?)[ ](?:{_PUB_HEADS})\b",
        "ORGANIZATION", 0.6, validator=lambda m: m.group("n").split()[0].lower() not in _NOT_PUB and not generic_word(m.group("n").split()[0]),
    ),
    Pattern(
        # "Hearing Dogs for Deaf People", "Freedom from Torture", "Doctors Without Borders", "Friends of the Earth"
        "org_charity_for8",
        rf"(?<![\w'’-])(?:(?:[A-Z][a-z'’]+[ ]){{0,2}}(?:{_CHARITY_HEADS})[ ](?i:{_CHARITY_LINK})[ ](?P<y>[A-Z][a-z'’]+(?:[ ][A-Z][a-z'’]+)?)"
        r"|Freedom[ ](?i:from)[ ](?P<z>[A-Z][a-z'’]+))(?![\w'’-])",
        "ORGANIZATION", 0.55, validator=_charity_ok,
    ),
    Pattern(
        # "Black Lotus Tattoo Collective", "British Antarctic Survey"
        "org_collective8",
        rf"(?<![\w'’-])(?P<n>{_LEAD}[A-Z][\w'’-]+(?:[ ][A-Z][\w'’-]+){{0,3}})[ ](?:{_BODY_HEADS})(?![\w'’-])",
        "ORGANIZATION", 0.55, validator=lambda m: _body_ok(m) and not re.search(_CARE_COLLAB + "$", m.group()),
    ),
    Pattern(
        # "Willamette Recovery Collaborative": a care provider
        "hosp_collaborative8",
        rf"(?<![\w'’-])(?P<n>{_LEAD}[A-Z][\w'’-]+(?:[ ][A-Z][\w'’-]+){{0,2}}[ ])?{_CARE_COLLAB}(?![\w'’-])",
        "HOSPITAL", 0.55, validator=lambda m: m.group("n") is not None and _body_ok(m),
    ),
    Pattern(
        # 'From: "Example Labs Results" <noreply-results@example.com>'
        "org_mail_sender8",
        rf"(?im)^(?:From|Reply-To|Sender)[ \t]*:[ \t]*\"?(?P<o>(?-i:[A-Z][\w&'’-]*(?:[ ][A-Z][\w&'’-]*){{0,4}}))[ ](?-i:{_SERVICE_WORDS})\"?[ \t]*<",
        "ORGANIZATION", 0.55, group="o", validator=lambda m: not known_person(m.group("o")) and not generic_word(m.group("o").split()[0]),
    ),
    Pattern(
        # "NOV-24-2026 09:52  FROM:HILLCREST FAM MED  2095550173  TO:15305550198"
        "hosp_fax_from8",
        rf"\bFROM[ ]?:[ ]?(?P<h>[A-Z][A-Z'&.-]*(?:[ ][A-Z][A-Z'&.-]*){{0,4}})[ ]{{2,}}\+?\d[\d() -]{{6,16}}\d",
        "HOSPITAL", 0.6, group="h", validator=lambda m: not generic_word(m.group("h").split()[0])
        and any(re.fullmatch(_FAX_CLINIC, w) for w in m.group("h").split()[1:]),
    ),
    Pattern(
        # "CHIROPRACTIC SOAP - Prairie Spine & Sport, Saskatoon", "ACUPUNCTURE / TCM RECORD - Jade Harmony Acupuncture, 1120"
        "hosp_record_heading8",
        rf"(?m)^[ \t]*[A-Z][A-Z/& -]{{2,50}}(?<=[ ])(?:{_RECORD_WORDS})[ ][-–—][ ](?P<h>[A-Z][a-z'’]+(?:[ ](?:&|and)[ ][A-Z][a-z'’]+|[ ][A-Z][a-z'’]+){{1,4}})(?=,[ ]|[ \t]*$)",
        "HOSPITAL", 0.55, group="h", validator=_heading_ok,
    ),
    Pattern(
        # "Ospital ng Makati", "Ysbyty Gwynedd", "Meddygfa Tregaron", "Rumah Sakit Siloam"
        "hosp_foreign_prefix8",
        rf"(?<![\w'’-])(?:{_FOREIGN_HOSP})[ ](?:{_FLINK}[ ]?)?{_NOT_FNAME}{_FW}(?:[ ](?:{_FLINK}[ ])?{_NOT_FNAME}{_FW}){{0,4}}",
        "HOSPITAL", 0.6,
    ),
    Pattern(
        # "Referred to falls clinic at Kings."
        "hosp_clinic_at8",
        r"\b[a-z]+[ ](?:clinic|OPD|outpatients)[ ]at[ ](?P<h>[A-Z][a-z]+(?:['’]s)?(?:[ ][A-Z][a-z]+)?)(?=[ ]?[,.;)\n]|$|[ ](?:on|in|next|for)\b)",
        "HOSPITAL", 0.55, group="h",
        validator=lambda m: not generic_word(m.group("h").split()[0]) and not known_place(m.group("h")) and not world_place(m.group("h"))
        and m.group("h").split()[0].rstrip("'’s").lower() not in _NOT_CLINIC_SITE,
    ),
    Pattern(
        # "RFDS retrieval requested", "CareFlight evac"
        "org_retrieval_acronym8",
        rf"(?<![\w-])(?P<o>[A-Z]{{3,5}})[ ](?i:{_RETRIEVAL})\b",
        "ORGANIZATION", 0.5, group="o", validator=lambda m: m.group("o") not in _NOT_SERVICE_ACRONYM,
    ),
    Pattern(
        # "Haukeland universitetssjukehus", "Ullevål sykehus", "Tampereen yliopistollinen sairaala"
        "hosp_foreign_suffix8",
        r"(?<![\w'’-])[A-ZÀ-Þ][\w'’-]+[ ](?:universitets(?:sjuk|syk)(?:e)?hus|universitetssygehus|sjukehus|sykehus|sygehus|"
        r"sjukhus|keskussairaala|sairaala|ziekenhuis|Universitätsklinikum|hastanesi|Hastanesi|bolnica|nemocnice)(?![\w'’-])",
        "HOSPITAL", 0.6,
    ),
    Pattern(
        # "Marion County Justice Court", "Sheffield Crown Court", "Ada County District Court"
        "org_court8",
        rf"(?<![\w'’-])(?P<n>{_LEAD}[A-Z][a-z'’]+(?:[ ][A-Z][a-z'’]+){{0,2}})[ ](?:{_COURTS})[ ]Court(?![\w'’-])",
        "ORGANIZATION", 0.6, validator=lambda m: not generic_word(m.group("n").split()[0]),
    ),
    Pattern(
        # "Public Health Wales", "Spinal Cord Injuries Australia", "Cancer Research UK", "Diabetes UK"
        "org_topic_country8",
        rf"(?<![\w'’-])(?:[A-Z][a-z'’]+[ ]){{0,2}}(?:{_TOPICS})[ ](?:{_COUNTRIES})(?![\w'’-])",
        "ORGANIZATION", 0.55,
    ),
    Pattern(
        # "Northumbria Health Research Biobank", "Oxford Brain Bank"
        "org_biobank8",
        rf"(?<![\w'’-])(?P<n>{_LEAD}[A-Z][\w'’-]+(?:[ ][A-Z][\w'’-]+){{0,3}})[ ](?:Biobank|Bio-bank|Brain[ ]Bank|Tissue[ ]Bank|Biorepository)(?![\w'’-])",
        "ORGANIZATION", 0.55, validator=lambda m: not generic_word(m.group("n").split()[0]),
    ),
    Pattern(
        # "Lane County 911", "Harris County Public Health", "Yakima County Health District", "Polk County Sheriff's Office"
        "org_county_agency8",
        rf"(?<![\w'’-])(?P<n>{_LEAD}[A-Z][a-z]+(?:[ ][A-Z][a-z]+)?)[ ]County[ ](?:{_COUNTY_BODIES})(?![\w'’-])",
        "ORGANIZATION", 0.6, validator=lambda m: not generic_word(m.group("n").split()[0]),
    ),
    Pattern(
        # "(Eugene Springfield Fire Medic 2)", "Harlow Fire Engine 7": a fire service before its unit
        "org_fire_unit8",
        rf"(?<![\w'’-])(?P<o>{_LEAD}[A-Z][a-z]+(?:[ ][A-Z][a-z]+){{0,2}}[ ]Fire(?:[ ](?:&|and)[ ]Rescue)?)"
        r"(?=[ ](?:Medic|Engine|Truck|Ladder|Squad|Rescue|Tower|Brush|Battalion|Ambulance)[ ]?\d)",
        "ORGANIZATION", 0.55, group="o",
        validator=lambda m: not generic_word(m.group("o").split()[0]) and m.group("o").split()[-2].lower() not in _NOT_FIRE_NAME,
    ),
    Pattern(
        # "Mwanza Intervention Trials Unit", "Leeds Clinical Trials Research Unit"
        "hosp_trials_unit8",
        rf"(?<![\w'’-])(?P<n>{_LEAD}[A-Z][\w'’-]+(?:[ ][A-Z][\w'’-]+){{0,3}})[ ](?:Clinical[ ])?Trials?(?:[ ]Research)?[ ](?:Unit|Centre|Center)(?![\w'’-])",
        "HOSPITAL", 0.55,
        validator=lambda m: not generic_word(m.group("n").split()[0]) and m.group("n").split()[0].lower() not in _NOT_TRIAL_NAME,
    ),
    Pattern(
        # "Dronfield Neighbourhood Team", "Hornsey Community Mental Health Team": a community care team by its town
        "hosp_community_team8",
        rf"(?<![\w'’-])(?P<n>{_LEAD}[A-Z][a-z'’-]+(?:[ ][A-Z][a-z'’-]+)?)[ ](?:{_TEAM_KINDS})[ ]Team(?![\w'’-])",
        "HOSPITAL", 0.55, validator=lambda m: not any(generic_word(w) or w.lower() in _NOT_TEAM_NAME for w in m.group("n").split()),
    ),
    Pattern(
        # "Escort contractor: GEOAmey", "Cleaning firm: Spotless Services"
        "org_kind_label8",
        rf"\b(?i:{_FIRM_KINDS})[ ](?i:contractor|firm|company|provider|agency|service)[ \t]?:[ \t]*(?P<o>[A-Z][\w&'’-]*\w(?:[ ](?:&[ ])?[A-Z][\w&'’-]*\w){{0,3}})",
        "ORGANIZATION", 0.55, group="o", validator=lambda m: _employer_ok(m.group("o")) and _firm_word_ok(m.group("o")),
    ),
    Pattern(
        # "Arizona State Public Health Laboratory", "Ontario Public Health Laboratories"
        "org_public_lab8",
        rf"(?<![\w'’-])(?P<n>{_LEAD}[A-Z][a-z]+(?:[ ][A-Z][a-z]+){{0,2}})[ ](?:Public[ ]Health|Reference|Provincial|National)[ ]Laborator(?:y|ies)(?![\w'’-])",
        "ORGANIZATION", 0.55, validator=lambda m: not generic_word(m.group("n").split()[0]),
    ),
)
