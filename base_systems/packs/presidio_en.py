"""Presidio recognizers for English clinical text (see :mod:`.presidio` for the row format)."""

from __future__ import annotations

from multideid.base_systems.packs.presidio_pieces import (
    CAPS_NAME, CAPS_STOP, CAPS_WORD, DEGREES, ID_VALUE, INITIAL, MONTHS_EN, NAME_EN, NAME_WORD,
    PLACE_EN, RELATIVES_EN, STREET_EN, US_STATES, US_STATE_NAMES, WEEKDAYS_EN, title_or_caps,
)

#: (name, entity, "en", [(pattern name, regex, score)], context words)
RECOGNIZERS: tuple[tuple[str, str, str, list[tuple[str, str, float]], list[str]], ...] = (
    (
        "ClinicalMrnRecognizer", "MEDICAL_RECORD_NUMBER", "en",
        [
            (
                "labelled record number",
                r"(?<=\b(?i:MRN|MR\#|med(?:ical)?[ \t]+rec(?:ord)?(?:[ \t]+(?:number|num|no\.?|\#))?|"
                r"record[ \t]+(?:number|no\.?|\#)|chart[ \t]+(?:number|no\.?|\#)|patient[ \t]+ID|"
                r"acct\.?(?:[ \t]+(?:no\.?|\#))?|account[ \t]+(?:number|no\.?|\#)|"
                r"unit[ \t]+(?:number|no\.?|\#)|encounter[ \t]+(?:number|no\.?|\#|ID)|"
                r"accession(?:[ \t]+(?:number|no\.?|\#))?|specimen(?:[ \t]+(?:number|no\.?|\#|ID))?|ID[ \t]+(?:number|no\.?|\#)|"
                r"(?:member|subscriber|insurance|policy|group|provider|license|licence|DEA|NPI)"
                r"(?:[ \t]+(?:ID|number|no\.?|\#))?)"
                r"[ \t]*[:\#]?(?:[ \t]*\n)?[ \t]*)" + ID_VALUE,
                0.85,
            ),
            (
                # cues of pharmacies, EMS, research, IT and other countries' records (session 13)
                "other identifier cue",
                r"(?<=(?:\b(?i:rx[ \t]?\#|run[ \t]?(?:\#|no\.?|number)|case(?:[ \t]?\#|[ \t]+no\.?)?|uhid|"
                r"hosp(?:ital)?\.?[ \t]+(?:no\.?|number)|folder(?:[ \t]+no\.?)?|id[ \t]+(?:no\.?|number)|serial(?:[ \t]+(?:no\.?|number))?|"
                r"(?:study|subject|screening|participant|meeting|badge|employee)[ \t]+id|nhs[ \t]+(?:no\.?|number)|"
                r"medicare(?:[ \t]+(?:no\.?|number))?|ohip|health[ \t]+card|ppsn|gms[ \t]+card[ \t]+(?:no\.?|number)|nric|aadhaa?r|"
                r"auth(?:orization)?[ \t]+(?:\#|no\.?|number)|call[ \t]+ref|ref(?:erence)?[ \t]+(?:\#|no\.?|number))"
                r"|\b(?:URN|UR|PHN|NHI|ID))"
                r"[ \t]*[:\#]?[ \t]*)(?!\d{1,3}(?:[-/.:]\d{1,4}){1,3}\b)" + ID_VALUE,
                0.8,
            ),
        ],
        ["mrn", "record", "chart", "account", "member", "insurance"],
    ),
    (
        "EnDateRecognizer", "DATE_TIME", "en",
        [
            (
                "Month D, YYYY",
                rf"\b{MONTHS_EN}[ \t]+\d{{1,2}}(?:st|nd|rd|th)?(?:,?[ \t]+(?:19|20)\d{{2}})?\b",
                0.7,
            ),
            ("D Month YYYY", rf"\b\d{{1,2}}(?:st|nd|rd|th)?[ \t]+(?:of[ \t]+)?{MONTHS_EN}(?:,?[ \t]+(?:19|20)\d{{2}})?\b", 0.7),
            ("Month YYYY", rf"\b{MONTHS_EN}[ \t]+(?:of[ \t]+)?(?:19|20)\d{{2}}\b", 0.65),
            ("weekday", rf"\b{WEEKDAYS_EN}\b", 0.4),
            (
                "year in context",
                r"(?<=\b(?i:in|since|from|until|by|during|of|year|early|late|mid|summer|winter|spring|fall|"
                r"diagnosed|dx|circa|around|before|after)"
                r"[ \t]+)(?:19[0-9]{2}|20[0-4][0-9])\b(?![.,]\d|[ \t]*(?:mg|ml|units|%))",
                0.4,
            ),
            (
                "D/M or M/D after a preposition",
                r"(?<=\b(?i:on|since|from|until|till|to|by|of|dated|through)[ \t]+)"
                r"(?:[1-9]|[12]\d|3[01])/(?:[1-9]|[12]\d|3[01])\b(?!/|[ \t]*(?:mg|ml|mcg|units|mm|cm|strength|pain))",
                0.45,
            ),
            ("DDMONYYYY", rf"\b\d{{1,2}}{title_or_caps('Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec')}\d{{2,4}}\b", 0.7),
            ("holiday", r"\b(?:Christmas|Thanksgiving|Easter|New[ \t]+Year'?s(?:[ \t]+(?:Day|Eve))?|Labor[ \t]+Day|Memorial[ \t]+Day|Halloween)\b", 0.45),
        ],
        ["date", "born", "admitted", "discharged", "seen", "dob", "birth"],
    ),
    (
        "RelativeNameRecognizer", "PERSON", "en",
        [
            (
                "her father Fred",
                rf"(?<=\b(?i:her|his|their|the|patient's|pt's)[ \t]+{RELATIVES_EN}[ \t]*,?\s*\(?)"
                rf"(?:{NAME_EN}|{CAPS_NAME})",
                0.6,
            ),
            (
                "discussed with Name",
                rf"(?<=\b(?i:discussed[ \t]+with|spoke[ \t]+with|talked[ \t]+(?:to|with)|per)[ \t]+){NAME_EN}",
                0.5,
            ),
            (
                "Name is a NN-year-old",
                rf"(?!(?:This|The|He|She|It|They|Patient|Pt|Our)\b)"
                rf"(?:{NAME_EN}|{CAPS_NAME}|(?:\p{{Lu}}\.){{2,3}}|{CAPS_STOP}\p{{Lu}}{{2,3}})"
                rf"(?=(?:[ \t]+(?i:is|was)|,)[ \t]+(?i:an?)[ \t]+\d{{1,3}}[ \t-]*(?i:years?[ \t-]*old|year|yo|y/o|y\.o\.)"
                rf"|[ \t]+(?i:was[ \t]+admitted|presented|presents)\b)",
                0.65,
            ),
            ("relative (Name)", rf"(?<=\b{RELATIVES_EN}[ \t]*\(){NAME_EN}(?=\))", 0.7),
        ],
        ["father", "mother", "sister", "brother", "son", "daughter", "husband", "wife"],
    ),
    (
        "UsernameRecognizer", "USERNAME", "en",
        [
            (
                "signed/created by user",
                r"(?<=\b(?i:signed[ \t]+electronically[ \t]+by|electronically[ \t]+signed[ \t]+by|created[ \t]+by|"
                r"entered[ \t]+by|user(?:name|[ \t]+name|[ \t]+id)?|login|userid)[ \t]*:?[ \t]*)"
                r"[a-z][a-z0-9._-]{2,20}\b(?=[ \t]+on\b|[ \t]*$|[ \t]*[,;])",
                0.7,
            ),
            (
                "printed/accessed ... by user",
                r"(?<=\b(?i:printed|accessed|viewed|completed|entered|created|signed|reviewed)\b[^\n]{0,60}?\bby[ \t]+)"
                r"[a-z][a-z0-9._-]{2,20}\b(?=[ \t]*$|[ \t]+on\b|[ \t]*[,;)])",
                0.6,
            ),
            ("Name, MD (user)", rf"(?<={DEGREES}[ \t]*\()[a-z][a-z0-9._-]{{2,20}}(?=\))", 0.7),
        ],
        ["user", "username", "login", "signed"],
    ),
    (
        "ClinicalAgeRecognizer", "AGE", "en",
        [
            ("N-year-old", r"\b\d{1,3}(?=[ \t-]*(?i:year|yr|month|week|day)s?[ \t-]*(?i:old)\b)", 0.8),
            ("N yo", r"\b\d{1,3}(?=[ \t]*(?i:yo|y/o|y\.o\.|yrs?[ \t]+old)(?!\w))", 0.7),
            ("in his 90s", r"(?<=\b(?i:in[ \t]+(?:his|her|their)(?:[ \t]+(?:early|mid|late))?)[ \t]+)\d0'?s\b", 0.6),
            ("alive at N", r"(?<=\b(?i:alive|died|deceased|passed[ \t]+away|death)[ \t]+(?i:at)[ \t]+)\d{2,3}\b(?![.,]\d)", 0.6),
            ("age: N", r"(?<=\b(?i:age|aged)[ \t]*:?[ \t]*)\d{1,3}\b(?![.,]\d|[ \t]*(?:%|mg|kg|cm))", 0.75),
            ("N years of age", r"\b\d{1,3}(?=[ \t]+years?[ \t]+of[ \t]+age\b)", 0.8),
            ("turn N", r"(?<=\b(?i:turn|turned|turning)[ \t]+)\d{1,3}\b(?![.,]\d|[ \t]*(?:%|mg|kg|cm|degrees))", 0.5),
        ],
        ["age", "old", "aged"],
    ),
    (
        "ClinicalPhoneRecognizer", "PHONE_NUMBER", "en",
        [
            (
                "NANP with separators",
                r"(?<![\w/.-])(?:\+?1[ \t.-]?)?(?:\(\d{3}\)[ \t]*|\d{3}[ \t.-])\d{3}[ .-]\d{4}"
                r"(?:[ \t]*(?i:x|ext\.?)[ \t]*\d{1,5})?(?![\w/-])",
                0.6,
            ),
            ("local 7-digit", r"(?<![\w/.:-])\d{3}[ -]\d{4}(?![\w/-]|[.,]\d)", 0.35),
            ("internal extension", r"(?<![\w/.:-])\d-\d{4}(?![\w/-]|[.,]\d)", 0.3),
            (
                "labelled pager or extension",
                r"(?<=\b(?i:pager|beeper|page|ext|extension|x)\.?[ \t]*(?:\#|no\.?)?[ \t]*:?[ \t]*)\d{4,5}\b",
                0.6,
            ),
            (
                "labelled phone",
                # a form label may stand on the line above its value ("Phone:\n358 0594")
                r"(?<=\b(?i:phone|tel|telephone|cell|mobile|call|contact|ph|call[ \t]+me[ \t]+(?:on|at)|"
                r"reach[ \t]+me[ \t]+at)\.?[ \t]*(?:\#|no\.?|number)?[ \t]*(?::[ \t]*\n?)?[ \t]*)"
                r"\+?[\d(][\d ().-]{3,16}\d\b",
                0.7,
            ),
        ],
        ["phone", "call", "called", "calls", "pager", "cell", "telephone", "contact", "tel", "line", "reach", "number"],
    ),
    (
        "ClinicalFaxRecognizer", "FAX_NUMBER", "en",
        [("labelled fax", r"(?<=\b(?i:fax)[ \t]*(?:\#|no\.?|number)?[ \t]*:?[ \t]*)\+?[\d(][\d ().-]{5,16}\d\b", 0.85)],
        ["fax"],
    ),
    (
        "ClinicianNameRecognizer", "CLINICIAN_NAME", "en",
        [
            ("Dr. Name", rf"(?<=\b(?:Dr|Drs|Doctor|DR)\.?[ \t]+){NAME_EN}", 0.85),
            ("DR. NAME", r"(?<=\bDR\.?[ \t]+)\p{Lu}{2,}(?:-\p{Lu}{2,})?\b", 0.65),
            ("Name, MD", rf"{NAME_EN}(?=,?[ \t]+{DEGREES})", 0.75),
            # at most three words, so "CALLED KYLE S. HUNTER, M.D." gives the name only
            ("NAME, M.D.", rf"{CAPS_WORD}(?:[ \t]+(?:\p{{Lu}}\.|{CAPS_WORD})){{1,2}}(?=,?[ \t]+{DEGREES})", 0.7),
            # "cc:" is also "chief complaint": only a two-word capitalised name counts
            ("cc: First Last", rf"(?<=^[ \t]*(?i:cc)[ \t]*:[ \t]*){NAME_WORD}(?:[ \t]+{INITIAL})?[ \t]+{NAME_WORD}(?=[ \t]*[,;]|[ \t]*$)", 0.6),
            (
                "LAST, FIRST, M.D.",
                rf"{CAPS_WORD}[ \t]*,[ \t]*{CAPS_WORD}(?:[ \t]+\p{{Lu}}\.?)?(?=[ \t]*,[ \t]*{DEGREES})",
                0.75,
            ),
            (
                "labelled LAST, FIRST",
                r"(?<=\b(?i:dictated[ \t]+by|signed[ \t]+by|attending|created[ \t]+by|electronically[ \t]+signed[ \t]+by|"
                r"physician|provider|surgeon)[ \t]*:?[ \t]*)"
                r"\p{Lu}{2,}(?:[- ]\p{Lu}{2,})?[ \t]*,[ \t]*\p{Lu}{2,}(?:[ \t]+\p{Lu}\.?)?\b",
                0.8,
            ),
            (
                "labelled clinician",
                rf"(?<=\b(?i:attending(?:[ \t]+physician)?|physician|provider|surgeon|pcp|dictated[ \t]+by|"
                rf"signed[ \t]+by|(?:referring|primary[ \t]+care)[ \t]+physician|resident|fellow|"
                rf"consultant|nurse|np|rn)[ \t]*:[ \t]*(?:(?:Dr|DR)\.?[ \t]+)?){NAME_EN}",
                0.8,
            ),
        ],
        ["dr", "doctor", "attending", "physician"],
    ),
    (
        "PatientNameRecognizer", "PATIENT_NAME", "en",
        [
            (
                "labelled patient",
                rf"(?<=^[ \t]*(?i:patient(?:[ \t]+name)?|name|pt(?:[ \t]+name)?)[ \t]*:[ \t]*){NAME_EN}",
                0.85,
            ),
            ("Mr./Mrs. Name", rf"(?<=\b(?:Mr|Mrs|Ms|Miss|Mx)\.?[ \t]+){NAME_EN}", 0.7),
            ("MR. NAME", r"(?<=\b(?:MR|MRS|MS|MISS)\.?[ \t]+)\p{Lu}{2,}(?:-\p{Lu}{2,})?\b", 0.6),
            (
                "NAME: LAST, FIRST",
                r"(?<=\b(?i:patient[ \t]+name|name|patient)[ \t]*:\s*)\p{Lu}{2,}(?:[- ]\p{Lu}{2,})?[ \t]*,[ \t]*"
                r"\p{Lu}{2,}(?:[ \t]+\p{Lu}\.?)?\b",
                0.8,
            ),
            (
                "emergency contact",
                rf"(?<=\b(?i:emergency[ \t]+contact|contact[ \t]+person|next[ \t]+of[ \t]+kin|nok|"
                rf"health[ \t]+care[ \t]+proxy|hcp|contact)[ \t]*:[ \t]*){NAME_EN}",
                0.75,
            ),
            ("Name (daughter)", rf"{NAME_EN}(?=[ \t]*\n?[ \t]*\({RELATIVES_EN}\))", 0.65),
        ],
        ["patient", "name"],
    ),
    (
        "StreetAddressRecognizer", "STREET_ADDRESS", "en",
        [
            (
                "number street suffix",
                # not after "-", ":", "=" (lab lines: "MCV-87 Plt Ct")
                r"(?<![-:=/.])\b\d{1,6}[ \t]+(?:[NSEW]\.?[ \t]+)?(?:\p{Lu}[\p{L}'.-]*[ \t]+){1,4}"
                + STREET_EN
                + r"\b\.?(?:,?[ \t]+(?:Apt|Suite|Ste|Unit|\#)\.?[ \t]*\#?[ \t]*\w+)?",
                0.6,
            ),
            ("apartment or suite", r"\b(?:Apt|Suite|Ste)\.?[ \t]+\#?\d+\w?\b", 0.4),
            (
                "European street + number",
                # bounded: from every "\b" of a hyphenated run, an unbounded run made it quadratic
                r"\b\p{Lu}[\p{L}-]{0,40}(?i:straat|strasse|straße|gasse|vej|veien|vegen|gatan|gata|gade|tie|katu|weg|"
                r"laan|plein|stræde|allee|platz|tér|utca|steig|dreef|kade|gracht)[ \t]+\d{1,4}[a-zA-Z]?\b",
                0.55,
            ),
            (
                "ul./rue + name + number",
                r"\b(?:ul\.|ulica|rue|Rua|Via|Viale|Avenida|Calle|Carrer|Rruga)[ \t]+(?:(?:de|do|da|dos|du|la|del|di)[ \t]+)?"
                r"\p{Lu}[\p{L}'-]*(?:[ \t]+\p{Lu}[\p{L}'-]*){0,3}[ \t]+\d{1,4}[a-zA-Z]?\b",
                0.55,
            ),
            ("PO box", r"\b(?:P\.?[ \t]?O\.?[ \t]+Box|PSC)[ \t]+\d+(?:,[ \t]*Box[ \t]+\d+)?", 0.6),
            (
                "labelled address",
                # the street part only: city, state and ZIP have their own patterns (as in gold)
                r"(?<=\b(?i:address|addr|home[ \t]+address)[ \t]*:[ \t]*)"
                r"\d[^\n,;]*?(?=\.(?:[ \t]|$)|[ \t]*$|[,;])",
                0.7,
            ),
        ],
        ["address", "street", "lives", "resides"],
    ),
    (
        "UsZipCodeRecognizer", "ZIP_CODE", "en",
        [
            ("state + ZIP", rf"(?<=\b(?:{US_STATES}|{US_STATE_NAMES})[ \t]+)\d{{5}}(?:-\d{{4}})?\b", 0.7),
            ("labelled ZIP", r"(?<=\b(?i:zip|zip code|postal code|postcode)[ \t]*:?[ \t]*)\d{3,5}(?:[ -]\d{2,4})?\b", 0.8),
        ],
        ["zip", "postal"],
    ),
    (
        "CityStateRecognizer", "LOCATION", "en",
        [
            ("City, ST", rf"\b\p{{Lu}}\p{{Ll}}+(?:[ \t]+\p{{Lu}}\p{{Ll}}+)?,[ \t]*{US_STATES}\b(?![a-z])", 0.55),
            ("City, State", rf"\b\p{{Lu}}\p{{Ll}}+(?:[ \t]+\p{{Lu}}\p{{Ll}}+)?,[ \t]*{US_STATE_NAMES}\b", 0.6),
            (
                "lives in / visiting family in X",
                rf"(?<=\b(?i:lives|living|resides|residing|lived|grew[ \t]+up|was[ \t]+born|born|staying|stays)"
                rf"(?:[ \t]+(?i:alone|at[ \t]+home|with[ \t]+(?:her|his|their)[ \t]+\w+))?[ \t]+(?i:in)[ \t]+|"
                rf"\b(?i:visiting|visited|visit)[ \t]+(?i:family|friends|relatives)[ \t]+(?i:in)[ \t]+|"
                rf"\b(?i:immigrated|emigrated|relocated|returned|arrived|came)[ \t]+(?i:from)[ \t]+|"
                rf"\b(?i:moved)(?:[ \t]+(?i:here))?[ \t]+(?i:from|to)[ \t]+|"
                rf"\b(?i:travel(?:l?ed)?|trip|flew|vacation)[ \t]+(?i:to|in)[ \t]+|\b(?i:native[ \t]+of|originally[ \t]+from)[ \t]+)"
                rf"{PLACE_EN}",
                0.6,
            ),
        ],
        ["lives", "from", "in"],
    ),
    (
        "HospitalNameRecognizer", "HOSPITAL", "en",
        [
            (
                "site abbreviation + service",
                rf"(?<=\(|\b(?i:the|at|from|to)[ \t]+){CAPS_STOP}\p{{Lu}}{{2,5}}(?=[ \t]+(?i:clinic|cardiology|oncology|neurology|"
                r"nephrology|urology|surgery|palliative|emergency[ \t]+department|ED|ICU|rehab))",
                0.45,
            ),
            (
                "Name Hospital",
                r"\b(?!Brief\b)(?:(?:St\.|Mt\.|Saint|\p{Lu}[\p{L}'&-]{1,40})[ \t]+(?:(?:of|and|&)[ \t]+)?){1,5}"
                r"(?:Hospital|Medical[ \t]+Center|Medical[ \t]+Centre|Clinic|Health[ \t]+Center|"
                r"Infirmary|Healthcare|Health[ \t]+System|Rehabilitation[ \t]+Center|Nursing[ \t]+Home|"
                r"Heart[ \t]+Institute|Cancer[ \t]+Center|Institute|Skilled[ \t]+Nursing[ \t]+Facility|"
                r"Nursing[ \t]+Facility|Hospice|Rehabilitation[ \t]+Hospital)\b"
                r"(?![ \t]+(?i:course|stay|admission|discharge|follow))",
                0.55,
            ),
            (
                "NAME HOSPITAL",
                rf"\b(?:{CAPS_WORD}[ \t]+){{1,4}}(?:HOSPITAL|MEDICAL[ \t]+CENTER|CLINIC|HEALTH[ \t]+CENTER|"
                r"INFIRMARY|NURSING[ \t]+HOME)\b(?![ \t]+(?:COURSE|STAY|ADMISSION|DISCHARGE))",
                0.5,
            ),
        ],
        ["hospital", "admitted", "transferred"],
    ),
)
