"""English pack, part thirteen: businesses and lay organisations, and professions no word list holds
(issue #22, session 17, helper org7).

Organisations (ORGANIZATION):

* ``org_business_head7``: a business or lay body by a head word the older ``org_business`` rule lacks
  (``Ironclad Fitness``, ``Delacroix-Bell Funeral Home``, ``Pinecrest Respiratory Supply``, ``412 Food Rescue``,
  ``Loop Physician Housecalls``, ``Arla Foods``, ``International Rescue Committee``, inns, grills, garages,
  kennels, leisure centres, sports clubs, mining and drilling firms); the first word is no generic or clinical
  word (``Physical Fitness``, ``Arterial Supply``), and heads that close ordinary phrases (``Foods``, ``Supply``,
  ``Fitness``, ``Resort``, ``Dairy``...) need a rare word, a surname or a number in the name (not ``Soft Foods``);
* ``org_hotel_place7`` / ``org_the_hotel_line7``: a hotel with its town (``Hard Rock Hotel Pattaya``) and a hotel
  named ``The X`` before its town on a line about a hotel (``HOTEL DOCTOR CALL-OUT  The Langham, Chicago``);
* ``org_business_caps7``: the same heads in a header in capitals (``IRONCLAD FITNESS - INCIDENT REPORT``,
  ``HARGREAVE & LUND SOLICITORS``, ``DUNEDIN PIRATES RFC``);
* ``org_role_label7``: the value of a form field that names a firm by its role (``Supplier:``, ``Vendor:``,
  ``DME:``, ``Resettlement agency:``, ``Insurer:``, ``Insurance:``, ``EPS:``, ``Obra social:``, ``Mutuelle:``,
  ``Funeral home:``, ``Courier:``, ``Opposition:``), not a placeholder (``Supplier: see attached``, ``Vendor: N/A``);
* ``org_work_phone_paren7``: an employer in brackets after a work phone (``work 734-555-0151 (Zingerman's)``);
* ``org_invoice_to7``: the payer of a bill before a policy or claim number (``Invoice to Allianz Travel policy``);
* ``org_work_for_intercap7``: a firm in intercaps after a work verb (``Works day labor for LaborMax``), no app;
* ``org_job_foreign7``: the employer after a job in a translated line (``lucrează ca farmacistă la Catena``,
  ``trabaja como auxiliar contable en Bancolombia``);
* ``org_meal_venue7`` / ``org_stay_venue7``: a restaurant after a meal (``sushi dinner at Momotaro``) and a hotel
  ``the X`` after a stay, never a home (``dinner at Grandma's``), a time (``dinner at 6``) or a place;
* ``org_thru_acronym7``: a contractor by its acronym after ``scheduled thru`` (``scheduled thru QTC``), not a
  care service (``ENT``, ``MRI``).

Professions (PROFESSION):

* ``profession_role_label7``: a ``Role:`` field whose value ends in a job head (``Role: jumbo operator,
  underground``; not ``Role: observer`` nor ``Role: Supervisor``, a role in the story);
* ``profession_foreign7``: the job after ``trabaja como``, ``lucrează ca``, ``travaille comme``, ``trabalha como``,
  ``lavora come`` (``farmacistă``, ``auxiliar contable``, ``colectivero``);
* ``profession_paren_verb7``: one word in brackets after a name and before a verb of work
  (``Juvenal Condori (ambulante, sells at ...)``);
* ``profession_by_trade7`` / ``profession_artisan7``: ``a X by trade``/``by profession`` and French ``artisan
  tanneur``;
* ``profession_informal7``: informal British job names (``school crossing patrol``, ``lollipop lady``,
  ``dinner lady``) after ``is a``/``works as``/a bracket;
* ``profession_suffix7``: a job by its ending (``-smith``, ``-wright``, ``-monger``, ``-keeper``, ``-maker``,
  ``-hand``, ``-man``, ``-woman``) after ``is a``/``works as a``/``retired``/``former``; not ``gentleman``,
  ``pacemaker``, ``secondhand``, nor a head the lexicon holds (``farmhand``: the older rules).

The foreign-language rules fire only in documents the rules base reads as English (a translated line in an
English letter); a document detected as Spanish goes to the Spanish pack.
"""

from __future__ import annotations

import re

from multideid.base_systems.packs import Pattern
from multideid.base_systems.packs.en_jobs import phrase_ok
from multideid.base_systems.packs.en_org5_places import rare_word
from multideid.base_systems.packs.en_org_words import generic_word
from multideid.base_systems.packs.en_places import world_place
from multideid.base_systems.packs.en_world import known_person, known_place
from multideid.base_systems.packs.en_words import PROF_HEADS, PROF_SUFFIXED, RELATIVES

__all__ = ["PATTERNS"]

# a capitalised name word ("Delacroix-Bell", "Zingerman's", "412")
_NW = r"(?:[A-Z][\w'’-]*(?<![-'’])|\d{2,4})(?![\w'’-])"
# a word that opens a sentence, not a name: a verb in -ed, a role, a preposition ("Joined Ironclad Fitness",
# "Member at ...", "Transfer From Grand Hotel")
_LEAD = (
    r"(?![A-Z][a-z]{2,}ed\b|(?:Member|Members|Visit|Visits|Attend|Attends|Join|Joins|Contact|Call|Patient|Client|Staff|"
    r"Manager|Owner|Trainer|Coach|Employee|Works|Worked|Working|Went|Goes|At|In|On|To|From|For|With|By|Via|Near|"
    r"Since|After|Before|During|Per|Re|Dear|Left|Lives|Saw|Seen|Injury|Incident|Location|Site|Venue)\b)"
)
_INNER = r"(?!(?:At|In|On|To|From|For|With|By|Via|Near|Since|After|Before|During|Per)\b)"
_NAME = rf"{_LEAD}{_NW}(?:[ ](?:&|and)[ ]{_NW}|[ ]{_INNER}{_NW}){{0,3}}"
_HEADS = (
    r"Fitness|Gym|Funeral[ ](?:Home|Homes|Services|Chapel|Directors)|Mortuary|Crematorium|Cremation[ ]Services|"
    r"Medical[ ]Supply|Respiratory[ ]Supply|Oxygen[ ]Supply|Supply|Supplies|Food[ ]Rescue|Rescue[ ]Committee|"
    r"Rescue[ ]Mission|Housecalls|House[ ]Calls|Hotel|Motel|Resort|Inn|Foods|Solicitors|Outfitters|Catering|Hardware|"
    r"Pros|(?:Rugby|Football|Cricket|Golf|Bowls|Boxing|Rowing|Swimming|Athletic|Tennis|Hockey|Netball|Country)[ ]Club|"
    r"RFC|RUFC|AFC|FC|GAA|Tavern|Steakhouse|Grill|Brasserie|Trattoria|Taqueria|Cantina|Dairy|Garage|Car[ ]Wash|"
    r"Laundromat|Kennels|Cattery|Stables|Leisure[ ]Cent(?:re|er)|Sports[ ]Cent(?:re|er)|Golf[ ]Course|Bowling[ ]Alley|"
    r"Cinemas?|Mining|Drilling|Colliery|Quarries|(?:Gold|Copper|Coal|Nickel|Iron[ ]Ore|Mining)[ ]Operations"
)
# first words that open no business name: clinical, anatomical and generic words
_NOT_FIRST = frozenset(
    """blood arterial venous oxygen water nerve vascular neurovascular lymphatic portal hepatic coronary cerebral
    dual collateral pulmonary renal iliac limited adequate poor good inadequate reduced increased decreased
    short ample sufficient general dme durable diabetic ostomy incontinence cpap bipap home health medical
    physical cardiorespiratory aerobic cardiovascular functional fitness overall improved improving low high
    mental emotional total daily weekly monthly annual fresh frozen whole healthy good better best
    discharge surgical see per pending confirmed our your his her their this that the a an local nearest
    food hotel motel gym resort quarantine isolation last first final solid soft baby finger processed fried
    fatty spicy trigger avoid school jungle""".split()
)


def _first_ok(word: str) -> bool:
    w = word.lower().strip("'’")
    return not (generic_word(w) or w in _NOT_FIRST)


# heads that close ordinary phrases too ("Solid Foods", "Blood Supply", "Total Fitness", "Last Resort"): their
# name needs a rare word, a surname or a number ("Arla Foods", "Franklin Foods", "412 Food Rescue")
_PLAIN_HEADS = frozenset(
    "Foods Supply Supplies Gym Pros Resort Catering Hardware Outfitters Fitness FC AFC GAA Grill Dairy Garage Stables "
    "Cinema Cinemas Mining Drilling Operations Inn Tavern Kennels".split()
)


def _named(words: list[str]) -> bool:
    return any(rare_word(w) or w[0].isdigit() or known_person(w) for w in words)


def _business_ok(m: re.Match) -> bool:
    words = m.group("n").split()
    if not _first_ok(words[0]):
        return False
    if m.group("h").split()[-1] in _PLAIN_HEADS and not _named(words):
        return False
    return not (len(words) == 1 and known_person(words[0]) and m.group("h").startswith("Fit"))


def _head_ok(m: re.Match) -> bool:
    """A business by its head; a hotel before its town is left to ``org_hotel_place7``."""
    nxt = re.match(r"[ ]([A-Z][a-z]+)(?=[,.;)]|[ ]{2}|$)", m.string[m.end():m.end() + 40])
    if m.group("h") in ("Hotel", "Resort") and nxt and (known_place(nxt.group(1)) or world_place(nxt.group(1))):
        return False
    return _business_ok(m)


def _hotel_place_ok(m: re.Match) -> bool:
    return _business_ok(m) and (m.group("p") is None or known_place(m.group("p")) or world_place(m.group("p")))


_CAPS_HEADS = (
    r"FITNESS|GYM|FUNERAL[ ]HOME|FUNERAL[ ]SERVICES|MORTUARY|SOLICITORS|HOTEL|RESORT|FOODS|SUPPLY|SUPPLIES|RFC|RUFC|AFC|"
    r"FC|GAA|(?:RUGBY|FOOTBALL|CRICKET|GOLF|BOXING|ROWING)[ ]CLUB"
)
_CW_CAPS = r"[A-Z][A-Z'’-]+(?![\w'’-])"


def _caps_ok(m: re.Match) -> bool:
    return _first_ok(m.group("n").split()[0])


_ROLE_LABELS = (
    r"Supplier|Vendor|DME(?:[ ](?:supplier|company|vendor|provider))?|(?:Resettlement|Staffing|Placement|Adoption|"
    r"Travel|Temp)[ ]agency|Insurer|Health[ ]insurer|EPS|ARS|Obra[ ]social|Prepaga|Mutuelle|Funeral[ ]home|"
    r"Funeral[ ]director|Courier|Haulier|Removal[ ]firm|Undertaker|Opposition|Opponents?|(?:Insurance[ ])?Carrier|(?:Sub)?contractor|Place[ ]of[ ]work|Workplace|Insurance|Insurance[ ]company|Health[ ]insurance"
)
_NO_VALUE = frozenset(
    """see n/a na none unknown pending tbd tbc self private patient pt same as per not nil no other ask call
    yes local awaiting to the a an hep hepatitis hbv hcv hiv cf sickle mrsa vre brca status negative positive
    carrier gene trait""".split()
)


def _label_ok(m: re.Match) -> bool:
    n = m.group("n")
    first = n.split()[0].lower().strip(".,:")
    if len(n) < 2 or m.string.startswith("/", m.end("n")):
        return False  # "Vendor: N/A"
    return first not in _NO_VALUE and not generic_word(first)


# apps and devices in intercaps after "works with" (no employer)
_APPS = frozenset(
    """mychart iphone ipad youtube facetime whatsapp powerpoint linkedin facebook tiktok myfitnesspal healthkit
    playstation xbox goodrx freestyle dexcom omnipod""".split()
)
_PHONE = r"(?:\+?\d[\d ().-]{6,16}\d)"


def _employer_ok(m: re.Match) -> bool:
    n = m.group("n")
    first = n.split()[0].lower()
    if first in _NO_VALUE or generic_word(first) or re.fullmatch(RELATIVES, first):
        return False
    return not (known_person(n) and " " not in n and not re.search(r"['’]s$", n))


# Romance verbs of work and their "as" words, and the prepositions that open the employer
_FOREIGN_JOB = (
    r"(?i:trabaja|trabajaba|trabajó|labora|laboraba|trabalha|trabalhava|travaille|travaillait|lucrează|lucra|"
    r"lucreaza|lavora|lavorava)[ ](?i:como|comme|ca|come)"
)
_FOREIGN_JOB_WORD = r"(?!(?:en|la|el|a|un|una|une|o|na|no|em|chez|à|in|at|al|del|de|per|pentru|și|y|e|et)\b)[a-zà-žăâîșțşţ-]{3,}"
_FOREIGN_PREP = r"(?:en|la|chez|à|na|no|em|presso|in|at|pentru)"
_STAYS = r"(?:stayed|staying|stays|lodging|lodged|checked[ ]in|guest)"
_MEALS = r"(?:dinner|lunch|breakfast|brunch|supper|meal|takeout|take-out|takeaway|drinks|sushi|pizza|burgers?|tacos)"
_NOT_VENUE = frozenset(
    """home work school church the a an his her their my our your mom's mum's dad's grandma's grandpa's nana's
    granny's friend's friends' noon midnight night lunchtime dinnertime restaurant hotel approximately around
    about least""".split()
)
_DAYS = re.compile(r"(?i:(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?|jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec"
                   r"|january|february|march|april|june|july|august|september|october|november|december|christmas|easter|thanksgiving)$")


def _venue_ok(m: re.Match) -> bool:
    n = re.sub(r"^[Tt]he[ ]", "", m.group("n"))
    w = n.split()[0]
    if w.lower() in _NOT_VENUE or generic_word(w) or _DAYS.match(w) or re.search(r"\d", n):
        return False
    if known_person(n.rstrip("'’s")) or known_person(w.rstrip("'’s")) or re.search(r"['’]s?$", n):
        return False  # "dinner at Grandma's", "dinner at Joe's" (a home as often as a diner)
    return not (known_place(n) or world_place(n) or world_place("The " + n))


# acronyms of care services and systems after "scheduled through" (no contractor)
_CARE_ACRONYMS = frozenset(
    """VHA VBA VAMC CBOC MRI PET EEG EKG ECG EMG ENT GI OT PT SLT MDT OPD IPD NHS HSE GP PCP PACS EHR EMR EPIC MYCHART
    CERNER PORTAL TEAMS ZOOM SMS IVR APP CHC FQHC HMO PPO EAP DME CCBHC""".split()
)
_HEAD_RE = re.compile(rf"(?:[a-z]*(?:{PROF_HEADS})|{PROF_SUFFIXED})s?$")


def _role_ok(m: re.Match) -> bool:
    p = m.group("p")
    return len(p.split()) >= 2 and _HEAD_RE.match(p.split()[-1]) is not None and phrase_ok(p)


_SUFFIX = r"[a-z]{2,}(?:smith|wright|monger|keeper|maker|hand|man|woman)"
_NOT_SUFFIX = frozenset(
    """gentleman layman nobleman madman caveman snowman superman human german roman shaman talisman ottoman woman
    freshman chairman chairwoman spokesman spokeswoman sportsman sportswoman showman everyman strongman frontman
    pacemaker peacemaker troublemaker matchmaker noisemaker moneymaker merrymaker decisionmaker haymaker
    secondhand firsthand beforehand offhand underhand overhand backhand forehand shorthand longhand farhand
    righthand lefthand freehand upperhand goalkeeper scorekeeper wicketkeeper timekeeper gatekeeper housekeeper
    bookkeeper homemaker policeman policewoman fisherman lineman longshoreman salesman saleswoman postman foreman
    craftsman tradesman businessman businesswoman batsman bowman wordsmith""".split()
)


def _suffix_ok(m: re.Match) -> bool:
    """Not a look-alike ("gentleman", "pacemaker"), nor a head the older rules know ("locksmith")."""
    p = m.group("p").lower()
    return p not in _NOT_SUFFIX and _HEAD_RE.match(p) is None


_INFORMAL = (
    r"(?:school[ ])?crossing[ ](?:patrol|guard|warden)|lollipop[ ](?:lady|man)|dinner[ ]lady|tea[ ]lady|"
    r"bin[ ]man|binman|rag-and-bone[ ]man|rag[ ]and[ ]bone[ ]man|lunch[ ]lady|tuk-tuk[ ]driver|boda[ ]boda[ ]rider"
)

PATTERNS: tuple[Pattern, ...] = (
    Pattern(
        # "Ironclad Fitness", "Delacroix-Bell Funeral Home", "Pinecrest Respiratory Supply", "412 Food Rescue"
        "org_business_head7",
        rf"(?<![\w'’-])(?P<n>{_NAME})[ ](?P<h>{_HEADS})(?:[ ](?:Company|Group|Co\.))?(?![\w'’-])"
        r"(?!,?[ ](?:Inc|LLC|Ltd|LLP|Corp|Co|PLC|Limited|Pty|GmbH|SA)\b)",
        "ORGANIZATION", 0.6, validator=_head_ok, anchor=rf"(?:{_HEADS})(?![\w'’-])", anchor_window=120,
    ),
    Pattern(
        # "Hard Rock Hotel Pattaya": a hotel and its town
        "org_hotel_place7",
        rf"(?<![\w'’-])(?P<n>{_NAME})[ ](?P<h>Hotel|Resort)[ ](?P<p>[A-Z][a-z]+(?:[ ][A-Z][a-z]+)?)(?![\w'’-])(?=[,.;)]|[ ]{{2}}|$)",
        "ORGANIZATION", 0.62, validator=lambda m: _hotel_place_ok(m) and m.group("p") is not None,
        anchor=r"[ ](?:Hotel|Resort)[ ][A-Z]", anchor_window=120, flags=re.MULTILINE,
    ),
    Pattern(
        # "HOTEL DOCTOR CALL-OUT  The Langham, Chicago": a hotel named "The X" before its town on a hotel line
        "org_the_hotel_line7",
        r"(?im)^[^\n]{0,60}\bhotel\b[^\n]{0,60}?(?:[ ]{2,}|[-–—:|][ ]|\bat[ ])(?P<n>The[ ][A-Z][a-z]+(?:[ ][A-Z][a-z]+)?),[ ]"
        r"(?P<p>[A-Z][a-z]+(?:[ ][A-Z][a-z]+)?)(?![\w'’-])",
        "ORGANIZATION", 0.55, group="n", flags=0,
        validator=lambda m: (known_place(m.group("p")) or world_place(m.group("p"))) and not world_place(m.group("n")),
    ),
    Pattern(
        # "IRONCLAD FITNESS - INCIDENT / INJURY REPORT", "HARGREAVE & LUND SOLICITORS"
        "org_business_caps7",
        rf"(?m)^[ \t]*(?P<o>(?P<n>{_CW_CAPS}(?:[ ](?:&[ ])?{_CW_CAPS}){{0,3}}?)[ ](?:{_CAPS_HEADS}))(?=[ \t]*(?:$|[-–—|:][ ]|[ ]{{2}}))",
        "ORGANIZATION", 0.6, group="o", validator=_caps_ok,
    ),
    Pattern(
        # "Supplier: Pinecrest Respiratory Supply", "EPS: Sura", "Resettlement agency: International Rescue Committee"
        "org_role_label7",
        rf"(?m)(?:^|(?<=[ \t]{{2}})|(?<=\|[ ])|(?<=\b[Tt]o[ ]))(?i:{_ROLE_LABELS})[ \t]*:[ \t]*"
        rf"(?P<n>{_NW}(?:[ ](?:&|and|de|del|of)[ ]{_NW}|[ ]{_NW}|-{_NW}){{0,4}})"
        r"(?=[ \t]*(?:[,;(/]|$|[ \t]{2}|[ ](?i:plan|no\.?|nº|n°|#|policy|member|fax|tel|phone|branch|ref|at|away|home)\b))",
        "ORGANIZATION", 0.6, group="n", validator=_label_ok,
    ),
    Pattern(
        # "Liam Corrigan work 734-555-0151 (Zingerman's)"
        "org_work_phone_paren7",
        rf"\b(?i:work|wk|office|employer|business)[ \t]*(?:ph(?:one)?|tel|#|no\.?)?[:. \t]*{_PHONE}[ \t]*\((?P<n>{_NAME})\)",
        "ORGANIZATION", 0.55, group="n", validator=_employer_ok,
    ),
    Pattern(
        # "Invoice to Allianz Travel policy AT-555", "bill Northgate Mutual claim 4471": the payer of a bill
        "org_invoice_to7",
        rf"\b(?i:invoice|invoiced|bill|billed|charge|charged)[ ](?:to[ ])?(?P<n>{_NW}(?:[ ]{_NW}){{0,3}})"
        r"(?=[ ](?i:policy|claim|member|account|ref)\b[ ]?(?:no\.?|number|#)?[ ]?[A-Z0-9])",
        "ORGANIZATION", 0.55, group="n", validator=_employer_ok,
    ),
    Pattern(
        # "Works day labor for LaborMax as a roofer", "drives for DoorDash": a firm in intercaps after work
        "org_work_for_intercap7",
        r"\b(?i:works?|worked|working|labou?r|shifts?|drives?|drove|delivers?|contracts?|gigs?)\b[^.\n;:]{0,25}?"
        r"\b(?:for|with)[ ](?P<n>[A-Z][a-z]+[A-Z][A-Za-z]+)(?![\w'’-])",
        "ORGANIZATION", 0.5, group="n", validator=lambda m: m.group("n").lower() not in _APPS,
    ),
    Pattern(
        # "lucrează ca farmacistă la Catena", "trabaja como auxiliar contable en Bancolombia"
        "org_job_foreign7",
        rf"{_FOREIGN_JOB}[ ](?:{_FOREIGN_JOB_WORD}[ ]){{1,3}}{_FOREIGN_PREP}[ ](?P<n>{_NW}(?:[ ]{_NW}){{0,3}})",
        "ORGANIZATION", 0.55, group="n", validator=_employer_ok,
    ),
    Pattern(
        # "after sushi dinner at Momotaro"
        "org_meal_venue7",
        rf"\b(?i:{_MEALS})[ ](?:at|from)[ ](?P<n>{_NW}(?:[ ]{_NW}){{0,2}})(?=[ ]?[,.;)\n]|$|[ ](?:on|in|with|last|yesterday|and)\b)",
        "ORGANIZATION", 0.5, group="n", validator=_venue_ok,
    ),
    Pattern(
        # "stayed at the Langham", "guest at The Drake": a hotel by its name alone
        "org_stay_venue7",
        rf"\b(?i:{_STAYS})[ ]at[ ](?P<n>(?:[Tt]he[ ])?{_NW}(?:[ ]{_NW}){{0,2}})(?=[ ]?[,.;)\n]|$|[ ](?:on|in|with|for|last|since|and)\b)",
        "ORGANIZATION", 0.5, group="n", validator=lambda m: _venue_ok(m) and m.group("n").split()[0].lower() == "the",
    ),
    Pattern(
        # "c&p exam scheduled thru QTC", "booked through VES": a contractor by its acronym
        "org_thru_acronym7",
        r"\b(?i:scheduled|booked|arranged|set[ ]up|contracted|outsourced)[ ](?:thru|through|via)[ ](?P<n>[A-Z]{3,5})(?![\w-])",
        "ORGANIZATION", 0.5, group="n", validator=lambda m: not generic_word(m.group("n")) and m.group("n") not in _CARE_ACRONYMS,
    ),
    Pattern(
        # "Role: jumbo operator, underground, night shift"
        "profession_role_label7",
        r"(?im)(?:^|(?<=[ \t]{2}))(?:role|job[ ]role|work[ ]role)[ \t]*:[ \t]*"
        r"(?P<p>[a-z][a-z-]+(?:[ ][a-z][a-z-]+){1,2})(?=[ \t]*(?:[,;(.]|$|[ \t]{2}))",
        "PROFESSION", 0.55, group="p", validator=_role_ok,
    ),
    Pattern(
        # "Trabaja como colectivero", "lucrează ca farmacistă la", "trabaja como auxiliar contable en"
        "profession_foreign7",
        rf"{_FOREIGN_JOB}[ ](?P<p>{_FOREIGN_JOB_WORD}(?:[ ]{_FOREIGN_JOB_WORD})?)(?=[ ]?[,.;)]|[ ]{_FOREIGN_PREP}[ ]|$)",
        "PROFESSION", 0.55, group="p", flags=re.MULTILINE,
    ),
    Pattern(
        # "esposo Juvenal Condori (ambulante, sells at Mercado Central)"
        "profession_paren_verb7",
        r"(?<![\w'’-])[A-Z][\w'’-]+[ ]\((?P<p>[a-zà-ž-]{4,}),[ ](?:sells|works|drives|runs|owns|makes|fixes|repairs|teaches|cleans|"
        r"cooks|vende|trabaja|works)\b",
        "PROFESSION", 0.5, group="p",
        validator=lambda m: not re.fullmatch(RELATIVES, m.group("p")) and not generic_word(m.group("p")),
    ),
    Pattern(
        # "a joiner by trade", "a tanner by profession"
        "profession_by_trade7",
        r"\b(?:an?|is)[ ](?P<p>[a-z][a-z-]+(?:[ ][a-z][a-z-]+)?)[ ]by[ ](?:trade|profession|occupation)\b",
        "PROFESSION", 0.55, group="p", validator=lambda m: m.group("p").split()[0] not in ("smoker", "drinker", "user"),
    ),
    Pattern(
        # "Époux: Youssef Ouazzani, artisan tanneur": a French trade after "artisan"
        "profession_artisan7",
        r"\b(?P<p>artisane?[ ][a-zéèêë]+(?:eur|euse|ier|ière|iste|ien|ienne|on))\b",
        "PROFESSION", 0.55, group="p",
    ),
    Pattern(
        # 'pt is a school crossing patrol ("lollipop lady")'
        "profession_informal7",
        rf"(?i:\b(?:is|was|as)[ ]an?[ ]|\(\"?|\(“|works[ ]as[ ]an?[ ])(?P<p>(?i:{_INFORMAL}))\b",
        "PROFESSION", 0.55, group="p",
    ),
    Pattern(
        # "is a swordsmith", "works as a farmhand", "retired fishmonger"
        "profession_suffix7",
        rf"\b(?i:is[ ]an?|was[ ]an?|works[ ]as[ ]an?|worked[ ]as[ ]an?|retired|former)[ ](?P<p>{_SUFFIX})\b(?!-)",
        "PROFESSION", 0.5, group="p", validator=_suffix_ok,
    ),
)
