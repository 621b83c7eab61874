"""Word lists of the English pattern pack: occupation head nouns and endings, words that are
not user names (used by :mod:`multideid.base_systems.packs.en`)."""

# head nouns of occupations ("piano teacher", "long-haul trucker", "dental hygienist"): after
# "a", "as a", "retired", "former", "occupation:" they name the patient's profession
_PROF_HEADS = (
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
    "conveyancer|printmaker|proofreader|brewer|translator|coordinator|breeder|blower"
)
# Faker en_US job heads that are not taken as occupations on their own: a clinician ("doctor"),
# people and things ("person", "boy", "crew", "staff", "visitor", "runner", "copy", "land", "make",
# "sub", "processor", "streamer"), and words that describe rather than name a job
FAKER_JOB_HEADS_LEFT_OUT = frozenset(
    "doctor crew copy professional sub person boy staff associate land make visitor runner processor "
    "streamer gaffer emeritus".split()
)
# occupations are an open class: agent nouns with these endings ("seismologist", "archivist",
# "lexicographer", "mortician"); four letters before "ist" keep out "wrist", "twist", "exist"
_PROF_SUFFIXED = r"(?i:[a-z]{2,}ologist|[a-z]{3,}ographer|[a-z]{3,}ician|[a-z]{4,}ist)"
# modifiers that describe the person, not the occupation ("a pleasant retired teacher")
_PROF_NOT_MOD = (
    r"(?!(?i:a|an|the|pleasant|retired|former|very|well|known|married|single|widowed|divorced|healthy|young|old|"
    r"male|female|year-old|year|years|and|or|with|who|is|was|his|her|our|your|their|this|that|nice|active|"
    r"lovely|frail|elderly|obese|thin|lean|new|current|patient|\d+)\b)"
)
# words after a signature cue that are not user names
_NOT_USER = (
    r"(?!(?:the|a|an|me|him|her|them|us|you|pt|patient|phone|hand|mistake|family|nursing|staff|physician|"
    r"doctor|dr|md|rn|np|attending|resident|provider|pharmacy|system|computer|proxy|fax|mail|email|error|on|at|"
    r"in|for|to|of|and|or|not|yes|no|none|unknown|pending|today|yesterday|tomorrow|cardiology|surgery|radiology|"
    r"neurology|oncology|medicine|pathology|nephrology|urology|orthopedics|dermatology|psychiatry|pediatrics|"
    r"anesthesia|gastroenterology|pulmonology|endocrinology|rheumatology|hematology|obstetrics|gynecology|"
    r"hospice|security|registration|admissions|billing|telephone|courier|committee|team|mouth|balance|"
    r"holder|number|info|information|details|review|services|management|manager)\b)"
)
_USER = r"[a-z][a-z0-9._]{1,24}[a-z0-9]"
