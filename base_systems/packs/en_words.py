"""Word lists of the English pattern pack: occupation head nouns and endings, words that are
not user names, relation words, name particles and letters, street and hospital suffixes
(used by :mod:`multideid.base_systems.packs.en`)."""

# head nouns of occupations ("piano teacher", "long-haul trucker", "dental hygienist"): after
# "a", "as a", "retired", "former", "occupation:" they name the patient's profession
PROF_HEADS = (
    "teacher|driver|trucker|nurse|engineer|clerk|hygienist|controller|student|welder|firefighter|anesthetist|"
    "mechanic|electrician|plumber|carpenter|farmer|rancher|cashier|secretary|accountant|lawyer|attorney|paralegal|"
    "dentist|pharmacist|librarian|professor|lecturer|instructor|tutor|janitor|custodian|chef|cook|baker|butcher|"
    "waiter|waitress|server|bartender|barista|hairdresser|barber|stylist|cosmetologist|salesman|saleswoman|"
    "salesperson|manager|supervisor|foreman|technician|analyst|programmer|developer|designer|architect|scientist|"
    "researcher|officer|soldier|sailor|marine|pilot|miner|logger|fisherman|laborer|labourer|contractor|painter|"
    "roofer|mason|bricklayer|machinist|operator|assembler|therapist|counselor|counsellor|worker|aide|assistant|"
    "banker|broker|agent|realtor|consultant|executive|administrator|journalist|reporter|writer|editor|author|"
    "musician|pianist|violinist|singer|artist|photographer|actor|actress|dancer|coach|trainer|guard|courier|"
    "carrier|postman|landscaper|gardener|housekeeper|nanny|babysitter|caregiver|homemaker|pastor|minister|"
    "priest|rabbi|imam|veterinarian|paramedic|dispatcher|inspector|surveyor|economist|statistician|receptionist|"
    "bookkeeper|auditor|underwriter|adjuster|appraiser|tailor|seamstress|jeweler|optician|midwife|chemist|"
    "biologist|geologist|physicist|psychologist|surgeon|physician|dietitian|nutritionist|sonographer|"
    "phlebotomist|teller|stocker|longshoreman|conductor|custodian|librarian|entrepreneur|clergyman|"
    "osteopath|practitioner|hygienist|specialist|planner|journalist|officer|clerk|"
    "housewife|homemaker|machinist|millwright|pipefitter|boilermaker|ironworker|lineman|electrician|"
    "programmer|coder|dishwasher|housekeeper|firefighter|detective|sheriff|deputy|ranger|warden|chauffeur|"
    # head nouns of the job titles of Faker's en_US job provider (MIT; "Futures trader", "Media buyer",
    # "Conservator, museum/gallery") that the words above miss; :data:`FAKER_JOB_HEADS_LEFT_OUT` are
    # left out as too ambiguous after "a"/"as a" in clinical text (tests/test_en_people.py checks both)
    "buyer|adviser|advisor|trader|producer|conservator|restorer|merchandiser|director|presenter|curator|"
    "representative|illustrator|interpreter|solicitor|actuary|animator|astronomer|barrister|bookseller|"
    "fundraiser|comptroller|treasurer|dealer|organiser|organizer|forwarder|homeopath|handler|mentor|"
    "conveyancer|printmaker|proofreader|brewer|translator|coordinator|breeder|blower|"
    # session 13: trades and job titles of warehouses, offices and the public service ("piano tuner",
    # "civil servant", "warehouse associate"; "associate" alone stays out, see below)
    "tuner|picker|packer|sorter|loader|civil servant|public servant|warehouse associate|sales associate|"
    "retail associate|store associate|plasterer|upholsterer|locksmith|glazier|stonemason|blacksmith"
)


def occupation_heads() -> frozenset[str]:
    """The occupation head nouns of the package data list ``base_systems/data/en_occupations.txt``
    (session 14: trades, farming, informal and market work, services; see the file's header)."""
    from importlib import resources

    text = resources.files("multideid.base_systems").joinpath("data", "en_occupations.txt").read_text(encoding="utf-8")
    return frozenset(w.strip() for w in text.splitlines() if w.strip() and not w.startswith("#"))


def _with_lexicon(heads: str) -> str:
    from multideid.base_systems.packs.en_org_words import trie_regex

    extra = sorted(occupation_heads() - set(heads.split("|")))
    return f"{heads}|{trie_regex(extra)}" if extra else heads


PROF_HEADS = _with_lexicon(PROF_HEADS)
# Faker en_US job heads that are not taken as occupations on their own: a clinician ("doctor"),
# people and things ("person", "boy", "crew", "staff", "visitor", "runner", "copy", "land", "make",
# "sub", "processor", "streamer"), and words that describe rather than name a job
FAKER_JOB_HEADS_LEFT_OUT = frozenset(
    "doctor crew copy professional sub person boy staff associate land make visitor runner processor "
    "streamer gaffer emeritus".split()
)
# occupations are an open class: agent nouns with these endings ("seismologist", "archivist",
# "lexicographer", "mortician"); four letters before "ist" keep out "wrist", "twist", "exist"
PROF_SUFFIXED = r"(?i:[a-z]{2,}ologist|[a-z]{3,}ographer|[a-z]{3,}ician|[a-z]{4,}ist)"
# modifiers that describe the person, not the occupation ("a pleasant retired teacher")
PROF_NOT_MOD = (
    r"(?!(?i:a|an|the|pleasant|retired|former|very|well|known|married|single|widowed|divorced|healthy|young|old|"
    r"male|female|year-old|year|years|and|or|with|who|is|was|his|her|our|your|their|this|that|nice|active|"
    r"lovely|frail|elderly|obese|thin|lean|new|current|patient|\d+)\b)"
)
# words after a signature cue that are not user names
NOT_USER = (
    r"(?!(?:the|a|an|me|him|her|them|us|you|pt|patient|phone|hand|mistake|family|nursing|staff|physician|"
    r"doctor|dr|md|rn|np|attending|resident|provider|pharmacy|system|computer|proxy|fax|mail|email|error|on|at|"
    r"in|for|to|of|and|or|not|yes|no|none|unknown|pending|today|yesterday|tomorrow|cardiology|surgery|radiology|"
    r"neurology|oncology|medicine|pathology|nephrology|urology|orthopedics|dermatology|psychiatry|pediatrics|"
    r"anesthesia|gastroenterology|pulmonology|endocrinology|rheumatology|hematology|obstetrics|gynecology|"
    r"hospice|security|registration|admissions|billing|telephone|courier|committee|team|mouth|balance|"
    r"holder|number|info|information|details|review|services|management|manager)\b)"
)
USER = r"[a-z][a-z0-9._]{1,24}[a-z0-9]"

# words after "is a" / "former" that are not occupations
NOT_PROFESSION = frozenset(
    """smoker nonsmoker non-smoker drinker user history patient resident man woman male female
    pleasant well known very married single widowed divorced year years retired former lifelong
    heavy light social daily regular active good poor new old healthy frail
    at in on to from after before and or with when since because early last this that the
    given stated reported self-reported listed recorded declared unknown""".split()  # "Occupation given: X"
)
US_STATE_NAMES = (
    "Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|Georgia|Hawaii|Idaho|"
    "Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|Michigan|Minnesota|"
    "Mississippi|Missouri|Montana|Nebraska|Nevada|New Hampshire|New Jersey|New Mexico|New York|North Carolina|"
    "North Dakota|Ohio|Oklahoma|Oregon|Pennsylvania|Rhode Island|South Carolina|South Dakota|Tennessee|Texas|"
    "Utah|Vermont|Virginia|Washington|West Virginia|Wisconsin|Wyoming"
)

RELATIVES = (
    r"\b(?i:wife|husband|mother|father|son|daughter|brother|sister|granddaughter|grandson|grandmother|grandfather|"
    r"aunt|uncle|niece|nephew|cousin|partner|spouse|fianc[ée]e?|friend|neighbor|neighbour|guardian|proxy|"
    r"caregiver|boyfriend|girlfriend|stepmother|stepfather|stepson|stepdaughter|kid|twin|twin sister|"
    r"twin brother|half-brother|half-sister|godmother|godfather|grandma|grandpa)\b"
)

# capitals and small letters of Latin-1 and Latin Extended-A/B too: "Radovana Čiš", "Øyvind Åsheim"
NAME_UPPER = "A-Z" + "".join(ch for ch in map(chr, range(0xC0, 0x250)) if ch.isupper())
NAME_LOWER = "a-z" + "".join(ch for ch in map(chr, range(0xDF, 0x2B0)) if ch.islower())  # with IPA letters: ə (Azerbaijani), ɛ ɔ (Akan, Ewe)

# lower-case particles inside a name ("Bram ter Horst", "Ines de la Fuente", "Yusuf bin Tariq")
PARTICLES = r"(?:(?:van|von|de|der|den|del|della|di|du|da|le|la|ter|ten|bin|ibn|dos|das|zu)[ ]){1,2}"
# lower-case particles that may open a surname after a title ("Dr. de la Fuente", "Prof. van der Berg",
# "Mr. ap Gwilym", "Dr. ua Buachalla"); "al-"/"el-" are joined by a hyphen ("Dr. al-Rashid")
LEAD_PARTICLES = r"(?:(?:van|von|de|der|den|del|della|dei|di|du|da|le|la|ter|ten|bin|binti|bint|ibn|ap|ua|dos|das|zu)[ ]|(?:al|el)-)"

STREET_SFX_SAFE = (
    "Street|Avenue|Road|Boulevard|Blvd\\.?|Parkway|Pkwy\\.?|Lane|Drive|Terrace|Highway|Hwy\\.?|"
    "Square|Circle|Plaza|Turnpike|Expressway|Alley|Crescent"
)
STREET_SFX_ANY = STREET_SFX_SAFE + "|St\\.?|Ave\\.?|Rd\\.?|Dr\\.?|Ln\\.?|Ct\\.?|Court|Way|Place|Pl\\.?|Pike|Row|Trail|Loop"
# USPS street suffixes (Publication 28, appendix C1): after a house number they name a street
USPS_SUFFIXES = (
    "Alley Annex Arcade Bayou Beach Bend Bluffs? Bottom Branch Bridge Brooks? Burgs? Bypass Camp Canyon "
    "Cape Causeway Centers? Circles? Cliffs? Club Common Corners? Course Courts? Coves? Creek Crest "
    "Crossing Crossroad Curve Dale Dam Divide Drives? Estates? Extensions? Falls Ferry Fields? Flats? "
    "Fords? Forest Forges? Forks? Fort Freeway Gardens? Gateway Glens? Greens? Groves? Harbors? Haven "
    "Heights Hills? Hollow Inlet Islands? Isle Junctions? Keys? Knolls? Lakes? Landing Lights? Loaf "
    "Locks? Lodge Mall Manors? Meadows? Mews Mills? Mission Motorway Mount Mountains? Neck Orchard Oval "
    "Overpass Parks? Parkways? Pass Passage Path Pines? Plains? Points? Ports? Prairie Radial Ramp Ranch "
    "Rapids? Rest Ridges? River Roads? Route Run Shoals? Shores? Skyway Springs? Spurs? Squares? Station "
    "Stravenue Stream Streets? Summit Throughway Trace Track Trafficway Trailer Tunnel Underpass Unions? "
    "Valleys? Viaduct Views? Villages? Ville Vista Walks? Wall Ways? Wells?"
).replace(" ", "|")
STREET_SFX_ANY = STREET_SFX_ANY + "|" + USPS_SUFFIXES

HOSP_SFX = (
    "Hospital|Medical Center|Medical Centre|Clinic|Rehab(?:ilitation)? (?:Center|Hospital|Facility)|"
    "Health Center|Health Centre|Nursing Home|Infirmary|Sanatorium|Hospice|Healthcare|Health System|"
    "Cancer Center|Children's Hospital|Surgical Center|Care Center|Urgent Care|Family Practice|"
    "Med\\. Center|Med\\. Ctr\\.?|Med Ctr|Medical Ctr\\.?|Hosp\\.|Family Health|Health Clinic|Medical Group|"
    "Cardiology Associates|Pediatrics|Orthopedics|Dermatology|Primary Care|Women's Health"
)
