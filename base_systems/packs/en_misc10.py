"""English pack: jobs, spoken ages, weekday log lines, sign-off initials and cue-word identifiers in
text unlike the synthetic templates (issue 22, session 22, helper misc10).

Professions (PROFESSION: the job of a lay person, without ``retired``/``former`` or the article):

* ``profession10_label_qualified``: a job after an occupation label with a qualifier (``Occupation in
  Ukraine: accountant``, ``Occupation (before retirement): weaver``) or a seafarer's form label
  (``Capacity: Second Engineer``, ``Rank: Able Seaman``, ``Capacity: Cook``); the value must end in a job
  head (never ``Capacity: has capacity``, ``Rating: 7/10``) and be no care-team role;
* ``profession10_compound``: after ``a``/``an``/``as``, a job whose head alone is ambiguous, licensed by
  its trade word (``a warehouse operative``, ``as tour guide``, ``a boat skipper``, ``a shop owner``,
  ``a refuse collector``, ``a farm hand``, ``an office cleaner``, ``a chimney sweep``);
* ``profession10_trade_at``: a person's trade whose word alone is ambiguous, before the workplace
  (``She is a cleaner at the leisure centre``, ``he's a cook at the Swan``, ``I'm a model for ...``);
* ``profession10_relative_paren`` / ``profession10_relative_comma``: a relative's job in brackets or
  between commas after the name (``Son U Kyaw (tour guide, Bagan)``, ``partner Jean Payet, boat skipper,
  lives``); the head must be a job head (:func:`job_head` or the compound heads) and no care-team role.

Ages over 89 (AGE, the number or the words):

* ``age10_spelled_cued`` / ``age10_spelled_now``: an age in words in speech (``you're, what, ninety
  now?``, ``Ninety-one come March``, ``he'll be ninety-two in May``, ``died at ninety-four``, ``Age:
  ninety-two``); never before a unit, a measure or a speed, nor after a vital sign (``HR ninety now``);
* ``age10_lived_to``: ``lived to 102``, ``lived to be ninety-seven``, ``made it to 101``;
* ``age10_foreign_years``: an age with another language's word for years (``94 ans``, ``93 años``,
  ``92 Jahre``, ``91 jaar``, ``90 anni``, ``95 lat``, ``93 år``).

Weekdays (DATE):

* ``date10_weekday_log_line``: a weekday opening a line of a diary or log, in any case (``sat 142/88``,
  ``mon: dizzy``), when another line near it opens with another weekday;
* ``date10_weekday_clock``: a lower-case or short weekday before a clock time (``sat 3pm``, ``wed 18:00``; not
  ``O2 sat 10:00``);
* ``date10_weekday_slash``: weekdays joined by slashes as one span (``Tues/Thurs``, ``sat/sun``), and a
  lower-case weekday range (``mon-fri``, ``tues-thurs``).

Initials of staff (DOCTOR):

* ``name10_initials_label``: initials after a sign-off label with a colon (``Checked: DJ``, ``Witness:
  PKM``, ``Signed: P.K.M.``, ``2nd checker: ZA``) or dotted initials after ``by`` (``Checked by R.T.``);
* ``name10_typist_ref``: author/typist initials (``JS/ps``, ``Ref: ABW/kl``): both parts;
* ``name10_initials_column``: the last column of a space-aligned table headed ``Initials``, ``Sig``,
  ``Signed``, ``Staff``, ``By``, ``Checked``, ``Witness``;
* ``name10_initials_cell``: a cell of initials in a delimited table column headed ``Staff``,
  ``Witness``, ``Checked``, ``Given by``, ``Signed``.
  Never clinical abbreviations, units, drugs or departments (a stop list and the non-PHI lists).

Initials of patients (PATIENT):

* ``name10_subject_initials``: hyphenated or dotted initials after ``Initials:`` or in brackets after a
  subject or client number (``Initials: R-M-Q``, ``Subject 117-5552 (R.J.B.)``);
* ``name10_case_initials_list``: dotted initials opening the items of a case list (``Cases (initials
  only): J.K. - stalled at step 4; M-L.F. - disclosed ...``).

Identifiers (ID, without the cue word):

* ``id10_cue_direct``: a domain cue word directly before an identifier-shaped value, no ``no.``
  needed, any case (``Referral EB26-5519``, ``CAD INCIDENT 26-555804``, ``asset RC-FIF-55517``,
  ``client TC-555-20917``, ``callout 26/055``, ``booking NV5KQ2``), and the further values of a list
  after it (``Kit numbers dispensed: K55-01873, K55-01874``, ``tracking nos. LA55-0917-OD /
  LA55-0917-OS``): each value a span; never a date, a year, a clock time, a range or a count;
* ``id10_waybill_spaced``: a courier's number in spaced or dashed digit groups (``waybill 555 3390 1184``,
  ``AWB 555-1029 3381``; ten digits or more, no phone shape).
"""

from __future__ import annotations

import re

from multideid.ages import old_age
from multideid.base_systems.packs import Pattern
from multideid.base_systems.packs.en_jobs import phrase_ok
from multideid.base_systems.packs.en_names6 import nonphi_things
from multideid.base_systems.packs.en_org5_jobs import job_head
from multideid.base_systems.packs.en_words import PROF_HEADS, RELATIVES
from multideid.base_systems.packs.tables import ColumnPattern
from multideid.base_systems.word_freq import freq_class

__all__ = ["PATTERNS"]

# ------------------------------------------------------------------ professions
# heads that are no job alone, and the trade words that make them one ("warehouse operative")
_COMPOUNDS = {
    "operatives?": "warehouse|machine|production|factory|process|plant|site|grounds?|cleaning|domestic|highways?|refuse|"
                   "packing|assembly|catering|kitchen|retail|forecourt|distribution|logistics|manufacturing|construction|"
                   "maintenance|laundry|print|sewing|textile|mill|quarry|food|despatch|dispatch|stores|recycling|waste|"
                   "drainage|street|road|rail|track|civils|fabrication|bakery|dairy|poultry|abattoir",
    "guides?": "tour|tourist|mountain|safari|fishing|museum|trekking|river|hunting|dive|climbing|heritage|travel|walking|"
               "city|bus|ski|rafting|wildlife|nature|game|trail|jungle|cave|desert",
    "(?:skippers?|captains?|masters?)": "boat|ship|ship's|ferry|fishing|trawler|tug|tugboat|barge|charter|harbour|harbor|"
                                         "yacht|dive|river|sea|cruise|cargo|launch|dhow|canoe|speedboat|lake|pilot",
    "owners?": "shop|business|restaurant|cafe|café|garage|salon|pub|hotel|bakery|store|stall|factory|company|bar|guesthouse|"
               "takeaway|farm|boutique|workshop|bus|taxi|boat|market",
    "collectors?": "refuse|debt|tax|rent|bin|ticket|fare|toll|garbage|rubbish|trash|scrap|rag",
    "keepers?": "lighthouse|zoo|park|lock|bee|game|grounds|gate|stall|shop|pub|inn|kiosk",
    "hands?": "farm|deck|ranch|stable|factory|mill|station|dock|shed|kitchen|stage|field|cattle|dairy",
    "cleaners?": "office|window|street|school|contract|industrial|commercial|domestic|carpet|hotel|car|train|bus|aircraft",
    "sweeps?": "chimney|road|street",
    "attendants?": "petrol|gas|pump|parking|pool|toilet|flight|cabin|shop|bath|laundry|museum|fuel|filling|car[ ]park|forecourt",
    "(?:stewards?|stewardess)": "flight|cabin|air|club|wine|ship's",
    "crew": "cabin|ground|road|film|stage|flight",
}
_COMPOUND = "|".join(rf"(?:(?:{mods})[ ]{head})" for head, mods in _COMPOUNDS.items())
_MOD = r"(?!(?:a|an|the|and|or|of|at|in|for|with|who|is|was|retired|former)\b)[a-z][a-z'’-]+"
# a lay person's job: up to three modifiers and a head (the general list, the trade heads above)
_JOB_LOWER = rf"(?:{_MOD}[ ]){{0,3}}?(?:{_COMPOUND}|(?i:{PROF_HEADS})s?)"
_JOB_ANY = rf"(?:[A-Za-z][A-Za-z'’-]+[ ]){{0,3}}?(?i:{_COMPOUND}|(?:{PROF_HEADS})s?)"


# legal roles in a story, no jobs ("his wife (welfare attorney)")
_ROLE_NOT_JOB = re.compile(r"(?i:(?:welfare|financial|continuing|health(?:care)?|lasting|property|power[ ]of)[ ]attorneys?)$")


def _job_ok(m: re.Match) -> bool:
    p = m.group("p").strip()
    if _ROLE_NOT_JOB.search(p):
        return False
    head = p.split()[-1].lower()
    compound = re.search(rf"(?i:{_COMPOUND})$", p) is not None
    return (compound or job_head(head) or job_head(head.rstrip("s"))) and phrase_ok(p)


# ratings and ranks of a ship's crew: jobs in a crew form even where ambiguous alone
_SEA_HEADS = r"cook|steward|oiler|wiper|fitter|motorman|cadet|bosun|mate|master|officer|engineer|seaman|deckhand|pumpman|messman|skipper|captain"
_HEADS_RE = re.compile(rf"(?i:{PROF_HEADS}|{_SEA_HEADS})s?")


def _label_job_ok(m: re.Match) -> bool:
    """After a label a head of the general list is a job (``Capacity: Cook``); no care-team role."""
    p = m.group("p").strip()
    return _HEADS_RE.fullmatch(p.split()[-1]) is not None and phrase_ok("skilled " + p)


# a person's name after a relation word: capitalised words, particles, initials
_NAME = r"(?:(?:[A-Z][\w'’-]*\.?|de|da|van|von|bin|binti|al|el|di|du|le|la|del|dos)[ ]){0,4}[A-Z][\w'’-]*"

# ------------------------------------------------------------------ ages
_SPELLED = (r"(?i:ninety(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?|(?:a|one)[ ]hundred(?:(?:[ ]and)?[ ]"
            r"(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve))?)")
_NUM_OLD = r"(?:9\d|1[01]\d)"
_NOT_MEASURE = (r"(?![ -]?(?i:%|percent|per\b|minutes?|mins?|seconds?|secs?|hours?|hrs?|days?|weeks?|months?|degrees?|mg|mcg|kg|g\b|"
                r"pounds?|lbs?|kilos?|metres?|meters?|miles?|km|feet|ft|over|/|mmhg|beats|bpm|breaths|times|dollars|euros|quid|"
                r"bucks|pence|cents|units?|ml|cc|people|patients|copies|mins|mph|kph|km/h))")
_AGE_ANCHOR = r"(?i:ninety|hundred)"
_VITALS_BEFORE = re.compile(r"(?i:\b(?:hr|heart rate|pulse|sats?|spo2|o2|bp|rr|resp|rate|temp|weight|wt|glucose|sugars?|bm|score|"
                            r"fio2|map|systolic|diastolic|level|count|speed|volume)\b)[^.\n]{0,12}$")


def _spoken_age_ok(m: re.Match) -> bool:
    return old_age(m.group("n")) and _VITALS_BEFORE.search(m.string[max(0, m.start("n") - 30):m.start("n")]) is None


# ------------------------------------------------------------------ weekdays
_WD = (r"(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun|monday|tuesday|wednesday|thursday|friday|saturday|sunday)")
_WD_ANCHOR = rf"(?i:\b{_WD}\b)"
_WD_LINE = re.compile(rf"(?im)^[ \t]*(?:[-*•>][ \t]*)?({_WD})(?![\w/'’-])")


def _wd_key(w: str) -> str:
    return w.lower()[:2]


def _log_line_ok(m: re.Match) -> bool:
    """Another line within 400 characters opens with a different weekday, and the weekday is followed by
    a colon, a dash, a digit or a time-of-day word."""
    after = m.string[m.end("w"):m.end("w") + 12]
    if not re.match(r"[ \t]*(?:[:\-–.)]|\d|(?i:am|pm|morning|afternoon|evening|night|eve)\b)", after):
        return False
    s = m.string
    lo, hi = max(0, m.start() - 400), min(len(s), m.end() + 400)
    keys = {_wd_key(x.group(1)) for x in _WD_LINE.finditer(s, lo, hi)}
    return len(keys) >= 2


# ------------------------------------------------------------------ initials
_STOP_INITIALS = frozenset(
    """AM PM OK NA NO YES NIL NONE ND NAD NKA NKDA NBM NPO ICU CCU HDU ITU NICU PICU ED ER AE OR IR CT MRI PET US ECG EKG EEG
    EMG CXR ABG VBG BP HR RR GCS GP RN MD DO NP PA PT OT SLP SW RT RD DN SN HCA CM ENT GI GU OB IV IM PO PR SC SL NG NGT PEG
    UK USA EU NHS VA DNR DNAR AMA CPR ALS BLS EMS EMT FBC CBC LFT UE INR CRP ESR WBC HB HGB PLT MAR ID NOK TBC TBA TBD PRN
    STAT BID TID QID QDS TDS BD OD ON MG ML KG MMOL IU CD CDS TTO TTA DOB MRN RX SOS SAT SUN MON TUE WED THU FRI
    SIGNED DONE SEEN ALL ANY NEW OLD THE AND FOR NOT SEE YES LAB OPD MDT QA QI SOP IT HR CQC DBS DVLA IPC PHE
    BM CBG HGT TPR AVPU BSL BGL RBS FBG EWS OBS SATS RA NC NRB MAU AMU CDU SAU EAU ACU PACU CEO CFO COO GM PPE VTE CDI
    PCA NJ IVI IVAB ABX DKA FYI ASAP NIV DOLS MCA LPA IMCA GDPR AHP BMI ROM UTI LRTI CAP HAP COPD CHF CCF PE DVT MI ACS
    CVA TIA SAH ICH MSK OA SLE DM HTN AF VF VT SVT CKD ESRD HD PD LP OGD ERCP TURP CS LSCS SVD APH PPH PROM SROM CTG
    FHR EUA MUA ORIF THR TKR ACL IOL CPAP HFNC ETT LMA IDC SPC CVC PICC CVP MAP TPN PN EN SALT SLT CPN CMHT AMHP RMN RGN
    CSW DWP HMRC NMC GMC HCPC DNACPR TTO AKI CAUTI MEWS PEWS NEWS GCS LOC AXR KUB USS ECHO EXT BLEEP OBS""".split()
)


def _initials_value_ok(v: str) -> bool:
    n = v.replace(".", "").replace(" ", "").replace("-", "")
    if not (n.isalpha() and n.isupper() and 2 <= len(n) <= 4) or n in _STOP_INITIALS:
        return False
    if n.lower() in nonphi_things():
        return False
    return "." in v or len(n) == 2 or freq_class(n.lower(), "en") < 4


def _initials_ok(m: re.Match) -> bool:
    return _initials_value_ok(m.group("n"))


def _typist_ok(m: re.Match) -> bool:
    return _initials_value_ok(m.group("a")) and m.group("b").lower() not in ("am", "pm", "hr", "hrs", "wk", "wks", "day", "min")


_COL_HEAD = re.compile(r"(?im)^(?P<h>[^\n]*\S[ \t]{2,}(?:initials|init\.?|sig(?:nature)?|signed(?:[ ]by)?|staff|by|checked(?:[ ]by)?|"
                       r"checker|witness(?:ed)?(?:[ ]by)?|given[ ]by|nurse))[ \t]*$")
_COL_ROW = re.compile(r"[^\n]*\S[ \t]{2,}(?P<n>[A-Z]{2,4}|[A-Z]\.(?:[ ]?[A-Z]\.){1,3})[ \t]*")


_STAFF_BEFORE = re.compile(r"(?i:\b(?:nurse|nurses|staff|clinician|checker|witness|signature|sign|reviewer|prescriber|"
                           r"dispenser|author|typist|your|my|her|his)[ ]$)")
_TRIAL_WORDS = re.compile(r"(?i:\b(?:subject|trial|study|participant|randomi[sz]ed|randomi[sz]ation|screening|patient|pt|client|"
                          r"case|sae|adverse|enrol(?:l)?ed|consent|donor)\b)")


def _subject_initials_ok(m: re.Match) -> bool:
    """No staff word before ``initials``; dotted initials after a bare ``initials`` only in a trial or patient
    context (hyphenated ones are a subject's by the form)."""
    s = m.string
    if _STAFF_BEFORE.search(s, max(0, m.start() - 20), m.start()):
        return False
    if "-" in m.group("n") or _TRIAL_WORDS.match(s, m.start()):
        return True
    return _TRIAL_WORDS.search(s, max(0, m.start() - 200), min(len(s), m.end() + 100)) is not None


class _InitialsColumn(Pattern):
    """The last cell of the rows of a space-aligned table whose last header is a sign-off word."""

    def find(self, text: str) -> list[tuple[int, int, float]]:
        out = []
        for h in _COL_HEAD.finditer(text):
            pos = h.end() + 1
            for _ in range(30):
                if pos >= len(text):
                    break
                end = text.find("\n", pos)
                end = len(text) if end < 0 else end
                line = text[pos:end]
                if not line.strip():
                    break
                m = _COL_ROW.fullmatch(text, pos, end)
                if m and _initials_value_ok(m.group("n")) and re.search(r"\d", line):
                    out.append((m.start("n"), m.end("n"), self.score))
                pos = end + 1
        return out


# ------------------------------------------------------------------ identifiers
_ID_CUES = (
    r"client|service[ ]user|case|incident|cad(?:[ ]incident)?|job|booking|referral|claim|policy|member|voucher|asset|ticket|"
    r"call-?out|waybill|air[ ]?waybill|consignment|tracking|kit|pendant|docket|complaint|crime|enquiry|request|work[ ]order|"
    r"reservation|parcel|shipment"
)
_ID_CUE_ANCHOR = rf"(?i:\b(?:{_ID_CUES})\b)"
_ID_VAL = r"(?=[A-Z0-9/-]*\d)[A-Z0-9]{1,8}(?:[-/][A-Z0-9]{1,10}){0,4}"
_ID_LIST_SEP = r",[ ]?|[ ]/[ ]|[ ]?;[ ]?|[ ](?:and|&)[ ]"
_DATEISH = re.compile(r"\d{1,2}[/.-]\d{1,2}(?:[/.-]\d{2,4})?|\d{4}[/.-]\d{1,2}[/.-]\d{1,2}|(?:19|20)\d\d|\d{1,2}[:.]\d{2}")


# an amount, a count or a measure after the value
_AFTER_NOT_ID = re.compile(r"[ ]?(?i:%|pounds?|dollars?|euros?|usd|gbp|eur|aud|cad|people|persons|patients|pts|members|clients|cases|"
                           r"staff|calls|items|units?|mg|mcg|ml|kg|g|km|miles?|hours?|hrs?|mins?|minutes?|days?|weeks?|months?|years?)\b")


def _id_value_ok(v: str, cue: str) -> bool:
    digits = sum(c.isdigit() for c in v)
    letters = sum(c.isalpha() for c in v)
    if _DATEISH.fullmatch(v) or re.fullmatch(r"(?:19|20)\d\d[-/](?:19|20)?\d\d|(?:19|20)\d{6}", v):
        return False
    rng = re.fullmatch(r"(\d+)-(\d+)", v)
    if rng and int(rng.group(1)) < int(rng.group(2)) and len(rng.group(2)) - len(rng.group(1)) <= 1 and len(rng.group(1)) <= 3:
        return False  # a range "150-400"
    if v.isdigit():
        return digits >= 5
    if letters and digits >= 2 and re.fullmatch(r"[A-Z0-9]{5,8}", v):
        return cue.lower().startswith(("booking", "reservation")) or digits >= 4  # a record locator "NV5KQ2"
    return digits >= 4 or (digits >= 3 and letters >= 1 and ("-" in v or "/" in v))


def _id_cue_ok(m: re.Match) -> bool:
    cue = m.group("cue")
    vals = [x for x in re.split(_ID_LIST_SEP, m.group("n")) if x]
    before = m.string[max(0, m.start() - 20):m.start()].lower()
    if re.search(r"(?:test|first[ ]aid|starter|repair|tool|swab|collection|drug|lot|batch)[ ]$", before):
        return False
    if _AFTER_NOT_ID.match(m.string, m.end("n")):
        return False
    return all(_id_value_ok(v, cue) for v in vals)


PATTERNS: tuple[Pattern, ...] = (
    # ------------------------------------------------------------------ professions
    Pattern(
        "profession10_label_qualified",
        rf"\b(?:(?i:occupation|profession|job|trade)[ ](?:\([^)\n]{{1,30}}\)|(?i:in|before|prior[ ]to|back[ ]in|at[ ]home|in[ ]home)[^:\n]{{1,30}})"
        rf"|(?i:capacity|rank|rating|position[ ]on[ ]board|sea[ ]service[ ]capacity))[ \t]*:[ \t]*(?P<p>{_JOB_ANY}|(?:[A-Za-z]+[ ]){{0,2}}?(?i:{_SEA_HEADS}))(?![\w-])",
        "PROFESSION", 0.6, group="p", validator=_label_job_ok,
        anchor=r"(?i:\b(?:occupation|profession|job|trade|capacity|rank|rating|position|sea[ ]service)\b)", anchor_window=110,
    ),
    Pattern(
        "profession10_compound",
        rf"\b(?:(?i:an?|as|former|retired|ex-))[ ](?P<p>(?:{_MOD}[ ]){{0,2}}?(?i:{_COMPOUND}))(?![\w-])",
        "PROFESSION", 0.55, group="p", validator=lambda m: phrase_ok(m.group("p")),
        anchor=r"(?i:operative|guide|skipper|captain|master|owner|collector|keeper|hand|cleaner|sweep|attendant|steward|crew)", anchor_window=90,
    ),
    Pattern(
        "profession10_trade_at",
        r"\b(?i:she|he|i|they|who|wife|husband|partner|son|daughter|mother|father|mum|dad|brother|sister)(?:'s|’s|'m|’m|[ ](?:is|was|am|"
        r"works[ ]as|worked[ ]as))[ ](?:now[ ]|still[ ]|also[ ])?an?[ ](?P<p>(?:(?:head|senior|chief|night|kitchen|school|office|"
        r"part-time|full-time|relief)[ ])?(?:cleaner|cook|diver|rider|planter|attendant|guide|host|hostess|server|model|picker|"
        r"sorter|skipper|captain|operative|steward|stewardess|usher|dresser|fitter|turner|setter|presser))[ ](?:at|for|with|in[ ]a)[ ]"
        r"(?:the|a|an|[A-Z0-9])",
        "PROFESSION", 0.55, group="p", anchor=r"(?i:cleaner|cook|diver|rider|planter|attendant|guide|host|server|model|picker|sorter|"
        r"skipper|captain|operative|steward|usher|dresser|fitter|turner|setter|presser)", anchor_window=90,
    ),
    Pattern(
        "profession10_relative_paren",
        rf"{RELATIVES}[ ]{_NAME}[ ]\((?P<p>{_JOB_LOWER})(?:,[ ][A-Z][^)\n]{{0,30}})?\)",
        "PROFESSION", 0.55, group="p", validator=_job_ok, anchor=RELATIVES, anchor_window=160,
    ),
    Pattern(
        "profession10_relative_comma",
        rf"{RELATIVES}[ ]{_NAME},[ ](?:an?[ ])?(?P<p>{_JOB_LOWER})(?=[,;.]|[ ](?:at|in|for|with|on|who|and)\b)",
        "PROFESSION", 0.55, group="p", validator=_job_ok,
        anchor=RELATIVES, anchor_window=160,
    ),
    # ------------------------------------------------------------------ ages
    Pattern(
        "age10_spelled_cued",
        rf"\b(?i:you're|youre|you[ ]are|i'm|im|i[ ]am|she's|he's|shes|hes|she[ ]is|he[ ]is|be|being|died[ ]at|died[ ]aged|age:|age|"
        rf"passed[ ]away[ ]at|passed[ ]at|reached|turned|turning|turns)[ ,]+(?:(?i:what|um|uh|like|about|nearly|almost|only|just|"
        rf"now|already|well|oh|er)[ ,]+){{0,3}}(?P<n>{_SPELLED})\b{_NOT_MEASURE}",
        "AGE", 0.7, group="n", validator=_spoken_age_ok,
        anchor=_AGE_ANCHOR, anchor_window=90,
    ),
    Pattern(
        "age10_spelled_now",
        rf"\b(?P<n>{_SPELLED})(?=[ ,]+(?i:now|come|next[ ](?:month|year|birthday|week)|this[ ]year|in[ ](?:january|february|march|"
        rf"april|may|june|july|august|september|october|november|december))\b){_NOT_MEASURE}",
        "AGE", 0.7, group="n", validator=_spoken_age_ok,
        anchor=_AGE_ANCHOR, anchor_window=60,
    ),
    Pattern(
        "age10_lived_to",
        rf"\b(?i:lived|live|lives|living|made[ ]it|survived)[ ](?i:to|till|until|into)[ ](?:(?i:be|see|age)[ ])?"
        rf"(?P<n>{_NUM_OLD}|{_SPELLED})\b(?![.,]\d){_NOT_MEASURE}(?![ ]?(?i:[A-Z][a-z]+[ ](?:st|street|rd|road|ave|avenue|lane)\b))",
        "AGE", 0.75, group="n", validator=_spoken_age_ok,
        anchor=r"(?i:\b(?:liv|made|surviv))", anchor_window=60,
    ),
    Pattern(
        "age10_foreign_years",
        rf"(?<![\w.,/-])(?P<n>{_NUM_OLD})[ ](?:ans|años|anos|Jahre|jaar|anni|lat|år|ár|éves|vuotta|yaşında|ani|godina|let|metų|gadi|"
        rf"aastat|ετών|лет|років|tuổi)(?![\w])",
        "AGE", 0.75, group="n",
    ),
    # ------------------------------------------------------------------ weekdays
    Pattern(
        "date10_weekday_log_line",
        rf"(?m)^[ \t]*(?:[-*•>][ \t]*)?(?P<w>(?i:{_WD}))(?![\w/'’-])",
        "DATE", 0.6, group="w", validator=_log_line_ok,
    ),
    Pattern(
        "date10_weekday_clock",
        r"(?<![\w/-])(?P<w>mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun|Sat|Sun|SAT|SUN)[ ]"
        r"(?:\d{1,2}(?:[:.]\d{2})?[ ]?(?:am|pm|a\.m\.|p\.m\.)|\d{1,2}:\d{2})(?![\w:])",
        "DATE", 0.6, group="w",
        validator=lambda m: re.search(r"(?i:\b(?:o2|spo2|sats?|oxygen)[ ]?)$", m.string[max(0, m.start() - 8):m.start()]) is None,
    ),
    Pattern(
        "date10_weekday_slash",
        rf"(?<![\w/-])(?i:{_WD})(?:/(?i:{_WD})){{1,4}}(?![\w/-])|(?<![\w/-])(?:{_WD})[-–](?:{_WD})(?![\w/-])",
        "DATE", 0.75,
        anchor=_WD_ANCHOR, anchor_window=40,
    ),
    # ------------------------------------------------------------------ initials of staff
    Pattern(
        "name10_initials_label",
        r"(?:\b(?i:checked|checker|2nd[ ]check(?:er)?|second[ ]check(?:er)?|witness(?:ed)?|signed|sig|signature|countersigned|"
        r"co-?signed|initials|init|verified|dispensed|administered|authori[sz]ed|approved)[ \t]*:[ \t]*"
        r"|\b(?i:checked|witnessed|signed|verified|countersigned|given|administered|dispensed)[ ]by:?[ ](?=[A-Z]\.))"
        r"(?P<n>[A-Z]{2,4}|[A-Z]\.(?:[ ]?[A-Z]\.){1,3})(?![\w.-]|[ ][A-Z][a-z])",
        "DOCTOR", 0.6, group="n", validator=_initials_ok,
        anchor=r"(?i:check|witness|sign|sig|initial|init|verif|dispens|administ|authori|approv|given)", anchor_window=60,
    ),
    Pattern(
        "name10_typist_ref",
        r"(?:(?<=\b(?:[Rr]ef|REF)[ ])|(?<=\b(?:[Rr]ef|REF):[ ])|(?<=\b(?:[Rr]ef|REF)\.[ ])|(?<=[ \t]{2})|(?m:(?<=^)))"
        r"(?P<a>[A-Z]{2,4})/(?P<b>[a-z]{2,3})(?![\w/])",
        "DOCTOR", 0.55, validator=_typist_ok, split=r"/",
        anchor=r"[A-Z]/[a-z]", anchor_window=16,
    ),
    _InitialsColumn("name10_initials_column", r"(?!)", "DOCTOR", 0.6),
    Pattern(
        "name10_subject_initials",
        r"(?:\b(?i:(?:subject|patient|pt|participant|client|case|donor|child)[ ])?(?i:initials)[ \t]*:?[ \t]*"
        r"|\b(?i:subject|participant|client|patient|pt|case|donor)[ ](?:[A-Z]{0,3}[-/]?\d[\w/-]*)[ ]\()"
        r"(?P<n>[A-Z](?:-[A-Z]){1,3}\.?|[A-Z]\.(?:-?[A-Z]\.){1,3})(?![\w-])",
        "PATIENT", 0.6, group="n", validator=lambda m: _subject_initials_ok(m),
        anchor=r"[A-Z][.-]-?[A-Z]", anchor_window=90,
    ),
    Pattern(
        "name10_case_initials_list",
        r"(?:^|(?<=[:;][ ])|(?<=\n))[ \t]*(?:[-*•][ \t]*)?(?P<n>[A-Z]\.(?:-?[A-Z]\.){1,3}|[A-Z]-[A-Z]\.(?:[A-Z]\.)?)[ ]+[-–:][ ]",
        "PATIENT", 0.55, group="n", flags=re.MULTILINE,
        context=("cases", "clients", "patients", "service users", "initials only", "caseload", "case list", "case review"),
        context_required=True, window=150, context_side="before",
        anchor=r"[A-Z][.-]-?[A-Z]", anchor_window=20,
    ),
    ColumnPattern(
        "name10_initials_cell", r"(?P<n>[A-Z]{2,4}|[A-Z]\.(?:[ ]?[A-Z]\.){1,3})", "DOCTOR", 0.6, validator=_initials_ok,
        header=r"staff|witness(?:ed)?(?:[ _]by)?|checked|checker|2nd[ _]check(?:er)?|given[ _]by|administered[ _]by|signed|sign|"
               r"dispensed[ _]by|staff[ _]member",
    ),
    # ------------------------------------------------------------------ identifiers
    Pattern(
        "id10_cue_direct",
        rf"(?<![\w-])(?P<cue>(?i:{_ID_CUES}))(?:[ ](?i:nos?\.|numbers?|refs?\.?|references?))?"
        rf"(?:[ ](?i:dispensed|issued|allocated|assigned|raised|logged|opened|given|used|recorded))?[ \t]*[:#=]?[ \t]*"
        rf"(?P<n>{_ID_VAL}(?:(?:{_ID_LIST_SEP}){_ID_VAL}){{0,5}})(?![\w/-]|[.,]\d)",
        "ID", 0.72, group="n", validator=_id_cue_ok, split=rf"(?:{_ID_LIST_SEP})",
        anchor=_ID_CUE_ANCHOR, anchor_window=200,
    ),
    Pattern(
        "id10_waybill_spaced",
        r"(?<![\w-])(?i:waybill|air[ ]?waybill|awb|consignment(?:[ ]note)?|tracking|parcel|shipment)(?:[ ](?i:nos?\.|numbers?|ref\.?))?"
        r"[ \t]*[:#]?[ \t]*(?P<n>\d{3,4}(?:[ -]\d{3,4}){2,3})(?![\w/-]|[.,]\d)",
        "ID", 0.72, group="n",
        validator=lambda m: sum(c.isdigit() for c in m.group("n")) >= 10 and not re.fullmatch(r"\d{3}([ -])\d{3}\1\d{4}", m.group("n")),
        anchor=r"(?i:waybill|awb|consignment|tracking|parcel|shipment)", anchor_window=60,
    ),
)
