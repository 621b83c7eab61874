"""English pack, part three: PHI written the way the rest of the world writes it.

The rules of :mod:`multideid.base_systems.packs.en` know US addresses, US phone numbers and
US company suffixes.  Text in English about people elsewhere (referral letters from abroad,
messages, general-English PII) writes

* companies with the legal forms of other countries (``Nokia Oyj``, ``Siemens AG``,
  ``Acme S.A.``, ``Müller GmbH & Co. KG``) and in lower case (``stillwater widgets inc.``); the
  legal forms come from **cleanco** (MIT, ``cleanco.termdata``), filtered so that forms that
  are also words or clinical abbreviations are never matched on their own (``org_legal_form``,
  ``org_legal_form_lower``, ``org_family``: ``Hale & Sons``, ``Ortiz Brothers``);
* employers after employment cues (``spent two years at Brightloop``, ``later became``);
* phone numbers with a country code (``+44 20 7946 0958``, ``0049 30 1234567``, ``+46 (0)8 ...``)
  checked with **phonenumbers** (Apache-2.0, Google's libphonenumber metadata) and national
  numbers with a trunk zero next to a phone word (``mobile 0341 8387176``);
* street lines with the street word of other languages (``Kossuth Lajos u. 12.``,
  ``ul. Długa 5``, ``Storgata gate 12``, ``12 rue de la Paix``, ``Rua do Ouvidor, 45``,
  ``Pentelis Str.``), street corners (``the corner of Elm Row and Dock Lane``), postcodes of
  other countries (UK ``SW1A 1AA``, Canada ``K1A 0B1``), a postcode before a known city
  (``75008 Paris``), a country followed by a postcode (``Finland 53650``);
* person names by a speech verb (``said Okonkwo``, ``Marit replied``), after ``calls me`` /
  ``named``, and a known given name or surname opening a speaker line (``Ingrid: where are
  you?``; section headings such as ``Plan:`` are never names).

Known places and names are looked up in the ``dictionary`` gazetteer
(:func:`multideid.base_systems.gazetteers.load_gazetteer`), so no list is duplicated here.
"""

from __future__ import annotations

import re
from functools import lru_cache

from multideid.base_systems.packs import Pattern
from multideid.base_systems.packs.en_context import name_ok
from multideid.base_systems.packs.en_org_words import trie_regex

# ------------------------------------------------------------------ legal forms (cleanco)
# forms that are also English words, clinical abbreviations or too short to stand alone
_LEGAL_NEVER = frozenset(
    """private unlimited unltd ultd company corporation corp corp. inc inc. llc ltd limited plc plc. llp
    lp l.p. co co. & co & co. secs ses. cpt aat kda tmi vat dat fop fie stg esv teo sal ans pte xt xk qk ij et
    ee oe og sd pp mb hb ay da nl pt as kb ks kt kd ky aj sa ab ag nv""".split()
)
# two-letter forms kept, in exactly this case after a capitalised name ("Siemens AG", "Nokia Oy")
_LEGAL_SHORT_EXACT = (
    "AG", "BV", "Oy", "SpA", "Srl", "Sarl", "ApS", "Pty Ltd", "Pte Ltd", "S.A.", "B.V.", "N.V.", "A/S", "K/S",
    "Incorporated", "Limited",
)


@lru_cache(maxsize=1)
def legal_forms() -> tuple[str, ...]:
    """Legal-form suffixes of companies from cleanco's term data (lower case, longest first),
    without the forms the US rule already has and those that are also words."""
    try:
        from cleanco.termdata import terms_by_type
    except ImportError as e:  # a declared dependency: without it the rules would silently find fewer organisations
        from multideid.errors import UsageError

        raise UsageError("the English rules need the package cleanco (a dependency of multideid): "
                         "pip install 'cleanco>=2.2,<3'") from e
    out = set()
    for terms in terms_by_type.values():
        for t in terms:
            t = t.strip()
            if not t.isascii() or t in _LEGAL_NEVER:
                continue
            letters = sum(c.isalpha() for c in t)
            # dotted forms need three letters: "o.d.", "p.c.", "s.l.", "a.d." are clinical or dates
            if letters >= 4 or (letters == 3 and any(c in t for c in "./&")):
                out.add(t)
            elif len(t) == 3 and t in ("oyj", "aps", "uab", "srl", "snc", "ooo", "ood", "bhd", "sae", "tov"):
                out.add(t)
    return tuple(sorted(out, key=lambda t: (-len(t), t)))


def _trie_regex(words) -> str:
    """The legal forms as one trie regex; a space in a form is optional (``sp. z o.o.`` /
    ``sp.z o.o.``)."""
    return trie_regex(words, space="[ ]?")


def _legal_alt() -> str:
    forms = legal_forms()
    ci = "(?i:" + _trie_regex(forms) + ")" if forms else "(?!x)x"
    exact = "|".join(re.escape(t).replace(r"\ ", "[ ]") for t in _LEGAL_SHORT_EXACT)
    return rf"(?:{ci}|{exact})"


_LEGAL = _legal_alt()
# a word that may not open a company name
_NOT_LEAD = (
    r"(?!(?i:the|a|an|at|in|to|from|our|this|that|his|her|their|your|my|by|of|and|or|for|with|per|was|is|"
    r"were|dr|mr|mrs|ms|patient|pt|on|as|if|when|since|after|before)\b)"
)
_CAP = r"[A-ZÀ-Þ][\w&'’.-]{0,40}(?![\w&'’.-])"
_CAPW = r"[A-ZÀ-Þ][\w&'’-]{0,40}(?![\w&'’-])"  # without periods: a name ending a sentence
_EMPLOY_CUES = (
    r"spent (?:a|one|two|three|four|five|six|several|\d{1,2}) (?:years?|months?|summers?|weeks?) (?:working )?at|"
    r"later became|hired by|employee of|employees of|interned at|internship at|founder of|co-?founded|"
    r"ceo of|cfo of|cto of|works? full[- ]time at|working (?:at|for)|job at|position at|laid off from|fired from|"
    r"offer from|contract with|consultant (?:at|for)|shares (?:in|of)|stock in|subsidiary of|acquired by|"
    r"drives? for|drove for|delivers? for|delivered for|volunteers? at|volunteered at|contractor (?:at|for|with)"
)

# ------------------------------------------------------------------ phones
_PHONE_WORDS = (
    "phone", "tel", "telephone", "call", "cell", "mobile", "mob", "home", "work", "office", "contact", "number",
    "reach", "reached", "ph", "landline", "whatsapp", "text", "sms", "registered", "fax", "dial", "ring",
)


def _intl_phone_ok(m: re.Match) -> bool:
    import phonenumbers

    raw = m.group()
    # "+46 (0)8 ...": the trunk zero in brackets is not dialled from abroad
    raw = re.sub(r"\(0\)", "", raw)
    digits = re.sub(r"\D", "", raw.split("x")[0].split("ext")[0])
    if raw.lstrip().startswith("00"):
        digits = digits[2:]
    if not 8 <= len(digits) <= 15:
        return False
    try:
        num = phonenumbers.parse("+" + digits, None)
    except phonenumbers.NumberParseException:
        return False
    return phonenumbers.is_possible_number(num)


# ------------------------------------------------------------------ gazetteer look-ups
@lru_cache(maxsize=1)
def _places() -> tuple[frozenset[str], frozenset[str]]:
    from multideid.base_systems.gazetteers import load_gazetteer

    gz = load_gazetteer("en")
    return frozenset(gz.lists["cities"]), frozenset(gz.lists["countries"])


@lru_cache(maxsize=1)
def _person_words() -> frozenset[str]:
    from multideid.base_systems.gazetteers import load_gazetteer

    gz = load_gazetteer("en")
    return frozenset(gz.lists["first_names"]) | frozenset(gz.lists["last_names"])


def _key(text: str) -> str:
    """The gazetteer's key of an entry: its tokens (project tokenizer), normalised."""
    from multideid.base_systems.gazetteers import norm

    from multideid.tokenizer import tokenize

    return " ".join(norm(w) for w in tokenize(text).words)


def _city_ok(m: re.Match) -> bool:
    return _key(m.group("c")) in _places()[0]


def _country_ok(m: re.Match) -> bool:
    return _key(m.group("c")) in _places()[1]


# words of section headings and record labels: a line "Plan: ..." is never a speaker line
_HEADING_WORDS = frozenset(
    """plan assessment impression history diagnosis diagnoses exam examination medications medication meds
    allergies allergy vitals vital labs lab results result imaging findings recommendations recommendation
    disposition condition course summary note notes problem problems complaint reason indication procedure
    procedures diet activity code status followup follow up instructions signature signed date time location
    address phone fax email subject re cc to from attn attention sent received dear regards comments comment
    social family physical review systems ros hpi cc pmh psh fh sh rx dx tx plan a/p a p s o objective
    subjective general neuro cardiac pulm renal gi gu skin extremities heent neck chest abdomen wound lines
    access tubes drains weight height bmi temp pulse bp resp pain mood affect appearance name age sex gender
    dob mrn id unit room bed floor ward service team attending resident intern nurse pcp provider referral
    referring consultant consult reply answer question answers questions update updates message messages
    q a note bottom line total today tomorrow yesterday morning evening night hours days weeks months years
    warning caution important urgent fyi ps nb tip step steps example examples option options source sources
    contact contacts emergency insurance payer employer occupation job work school education language religion
    race ethnicity marital hobbies interests goals goal barriers risk risks benefits alternatives consent
    """.split()
)


def _speaker_ok(m: re.Match) -> bool:
    """Every word a known given name or surname (initials aside), none a heading word, not
    written in capitals (ALL CAPS lines are headings: "DEEP VEIN THROMBOSIS:")."""
    from multideid.base_systems.gazetteers import norm

    text = m.group("n")
    if any(len(w) > 1 and w.isupper() for w in text.split()):
        return False
    words = [norm(w.rstrip(".")) for w in text.split()]
    if any(w in _HEADING_WORDS for w in words) or not name_ok(text, min_len=2) or _role_word(words[0]):
        return False
    people = _person_words()
    return all(w in people for w in words if len(w) > 1)


# roles and labels of a form or a transcript that the gazetteer also holds as surnames ("Carrier:",
# "Contractor:", "Judge:", "Diver:"); occupations of en_words.PROF_HEADS are roles too
_ROLE_LABELS = frozenset(
    """judge diver witness parent guardian owner tenant landlord member client caller applicant recipient inmate
    prisoner escort sender vendor supplier carrier contractor subcontractor employer insurer victim suspect
    complainant defendant plaintiff claimant respondent donor sponsor referrer assessor examiner reviewer
    interviewer interviewee moderator host guest speaker narrator link""".split()
)


@lru_cache(maxsize=1)
def _prof_heads() -> re.Pattern:
    from multideid.base_systems.packs.en_words import PROF_HEADS

    return re.compile(f"(?:{PROF_HEADS})")


def _role_word(word: str) -> bool:
    """True for a role or label noun that opens a form field or a transcript line, not a speaker's name
    (an occupation that is also a given name, ``Mason``, stays a name)."""
    from multideid.base_systems.packs.en_forms import given_name

    low = word.lower()
    return low in _ROLE_LABELS or _prof_heads().fullmatch(low) is not None and not given_name(low)


def known_place(text: str) -> bool:
    """True when ``text`` is a city, US state or country of the ``dictionary`` gazetteer."""
    key = _key(text)
    cities, countries = _places()
    return key in cities or key in countries or key in _states()


@lru_cache(maxsize=1)
def _states() -> frozenset[str]:
    from multideid.base_systems.gazetteers import load_gazetteer

    return frozenset(load_gazetteer("en").lists["states"])


def known_person(text: str) -> bool:
    """True when every word of ``text`` is a given name or surname of the gazetteer."""
    from multideid.base_systems.gazetteers import norm

    words = [norm(w.strip(".,")) for w in text.split() if len(w.strip(".,")) > 1]
    people = _person_words()
    return bool(words) and all(w in people for w in words)


def heading_word(word: str) -> bool:
    """True for a (normalised, lower-case) word of section headings and record labels."""
    return word in _HEADING_WORDS


def person_words() -> frozenset[str]:
    """The gazetteer's given names and surnames (normalised keys)."""
    return _person_words()


def speaker_ok(label: str) -> bool:
    """A speaker label that is a known name: every word a known given name or surname, none a
    heading word, not in capitals."""
    return _speaker_ok(re.match(r"(?P<n>.*)", label, re.DOTALL))


_ORG_WORD = re.compile(
    r"\b(?i:ltd|inc|llc|plc|corp|co|company|group|industries|holdings|partners|associates|sons|brothers|bros|"
    r"pharmacy|clinic|hospital|bank|university|college|school|insurance|services)\b"
)
# a name right after these is a place or a firm: "the pharmacy at Hale Ltd says", "Pitts, Alexander and Briggs says"
_PLACE_BEFORE = re.compile(r"(?:\b(?i:at|from|of|the|for|by|with|to|and)|[&,])[ ]$")
_NAME_WORD = r"[A-ZÀ-Þ][\w'’-]{1,40}(?![\w'’-])"
_PARTICLE = r"(?:(?i:van|von|de|du|da|di|del|della|ten|ter|le|la|bin|ibn|al|el)[ ])"
_NOT_LEAD_NAME = (
    r"(?!(?i:then|and|but|so|when|while|after|before|as|if|because|though|although|also|later|finally|"
    r"again|still|now|here|there|once|first|next|yes|no|well|oh|okay|ok)\b)"
)
_NAME = rf"{_NOT_LEAD_NAME}{_NAME_WORD}(?:[ ][A-Z]\.)?(?:[ ]{_PARTICLE}?{_NAME_WORD}){{0,2}}"
_SPEECH = r"said|says|asked|asks|replied|replies|added|adds|wrote|writes|explained|explains|recalled|recalls|exclaimed|whispered|answered|shouted|joked|insisted"


PATTERNS: tuple[Pattern, ...] = (
    # ------------------------------------------------------------------ organisations
    Pattern(
        "org_legal_form",
        rf"\b{_NOT_LEAD}(?:{_NOT_LEAD}{_CAP}(?:,)?[ ]+(?:(?:and|&)[ ]+)?){{1,4}}{_LEGAL}(?![\w])",
        "ORGANIZATION", 0.7, anchor=rf"(?<![\w.]){_LEGAL}(?![\w])", anchor_window=90,
    ),
    Pattern(
        # lower case only before an unambiguous form: "stillwater widgets inc.", "hale bros ltd"
        "org_legal_form_lower",
        r"(?<![\w'’-])(?P<o>(?:(?!(?:the|a|an|at|in|to|from|our|this|that|his|her|their|your|my|by|of|and|or|for|with|"
        r"per|was|is|were|on|as|i|we|you|he|she|they|it|work|works|worked|job|new|old)\b)[a-z][\w&'’-]{0,40}(?![\w&'’-])[ ]){1,3}"
        r"(?:inc\.?|incorporated|llc|ltd\.?|limited|corp\.|corporation|gmbh|plc|co\.))(?![\w])",
        "ORGANIZATION", 0.5, group="o", anchor=r"\b(?:inc|incorporated|llc|ltd|limited|corp|corporation|gmbh|plc|co)\b",
        anchor_window=80, validator=lambda m: name_ok(re.sub(r"\s*\S+$", "", m.group("o")), min_len=2),
    ),
    Pattern(
        "org_family",
        rf"\b{_NOT_LEAD}(?:{_NOT_LEAD}{_CAP}(?:,)?[ ]+){{1,3}}(?:(?:and|&)[ ]+(?:Sons|Daughters|Brothers|Bros\.?|Co\.)|(?:Bros\.|Brothers))(?!\w)",
        "ORGANIZATION", 0.65, anchor=r"\b(?:Sons|Daughters|Brothers|Bros|Co\.)", anchor_window=80,
    ),
    Pattern(
        "org_employment_cue",
        rf"\b(?i:{_EMPLOY_CUES})[ ]+(?P<o>{_CAPW}(?:[ ](?:(?:and|&|of|de)[ ])?{_CAPW}){{0,3}})",
        "ORGANIZATION", 0.55, group="o",
        validator=lambda m: not re.match(r"(?i:the|a|an|dr|mr|mrs|ms|my|our|his|her|their)\b", m.group("o")),
    ),
    # ------------------------------------------------------------------ phones
    Pattern(
        "phone_country_code",
        r"(?<![\w+])(?:\+|\b00)[1-9]\d{0,2}[ .-]?(?:\(0\)[ .-]?)?(?:\(\d{1,4}\)[ .-]?)?\d{1,5}(?:[ .-]?\d{1,6}){0,5}(?!\d)"
        r"(?:[ ]?(?:x|ext\.?)[ ]?\d{1,5})?",
        "PHONE", 0.8, validator=_intl_phone_ok, anchor=r"(?:\+|\b00)[1-9]", anchor_window=40,
    ),
    Pattern(
        "phone_trunk_zero",
        r"(?<![\w+.,/-])0\d{1,4}(?:[ /.-]|\)[ ]?)\d{5,8}(?![\d-])",
        "PHONE", 0.55, context=_PHONE_WORDS, context_required=True, window=30,
    ),
    # ------------------------------------------------------------------ addresses of other countries
    Pattern(
        # Hungarian, with the number's closing period: "Kossuth Lajos u. 12.", "Erzsébet tér 3."
        "loc_street_hu",
        r"\b[A-ZÀ-Þ][\w'’-]{1,40}(?![\w'’-])(?:[ ][A-ZÀ-Þ][\w'’-]{1,40}(?![\w'’-])){0,2}[ ](?:u\.|utca|út|útja|tér|körút|krt\.|rkp\.|rakpart|köz|sor|sétány)[ ]\d{1,4}(?:\.(?!\d))?",
        "LOCATION", 0.75, anchor=r"[ ](?:u\.|utca|út|útja|tér|körút|krt\.|rkp\.|rakpart|köz|sor|sétány)[ ]\d", anchor_window=70,
    ),
    Pattern(
        # Polish, Czech, Slovak: "ul. Długa 5", "al. Jana Pawła II 12/4", "nám. Míru 15"
        "loc_street_slavic",
        r"\b(?:ul\.|al\.|pl\.|os\.|ulica|aleja|nám\.|náměstí|tř\.|třída)[ ]?[A-ZÀ-Ž][\w'’.-]{0,40}(?![\w'’.-])(?:[ ][A-ZÀ-Ž][\w'’.-]{0,40}(?![\w'’.-])){0,3}[ ]\d{1,4}[A-Za-z]?(?:/\d{1,4})?\b",
        "LOCATION", 0.75,
    ),
    Pattern(
        # Nordic street word written apart: "Storgata gate 12" style, "Nørre Alle vej 7"
        "loc_street_nordic",
        r"\b[A-ZÀ-Þ][\w'’-]{1,40}(?![\w'’-])(?:[ ][A-ZÀ-Þ][\w'’-]{1,40}(?![\w'’-]))?[ ](?:gate|gata|gatan|vej|veien|vei|vegen|väg|vägen|allé|plass|torg|stræde|gade|tie|katu)[ ]\d{1,4}[A-Za-z]?\b",
        "LOCATION", 0.7,
    ),
    Pattern(
        # number first, street word in lower or title case: "12 rue de la Paix", "31 Rue Al Imam", "4 Via del Corso"
        "loc_street_romance",
        r"(?<![\w.-])\d{1,5}(?:[ ]?(?:bis|ter))?,?[ ](?i:rue|avenue|av\.|boulevard|bd\.?|chemin|allée|impasse|place|quai|cours|route|"
        r"rua|avenida|calle|carrer|via|viale|piazza|corso|largo|praça|travessa)[ ]"
        r"(?:(?i:de|du|des|de la|d'|del|della|dei|da|do|dos|das|al|el|la|le|les)[ ])*[A-ZÀ-Þ][\w'’-]{1,40}(?![\w'’-])"
        r"(?:[ ](?:(?i:de|du|des|la|del|al|el|da|do|dos)[ ])?[A-ZÀ-Þ][\w'’-]{1,40}(?![\w'’-])){0,4}",
        "LOCATION", 0.75,
    ),
    Pattern(
        # street word first, number after a comma: "Rua do Ouvidor, 45", "Calle de Alcalá, 12"
        "loc_street_romance_comma",
        r"\b(?:Rue|Rua|Via|Viale|Calle|Carrer|Avenida|Avinguda|Travessa|Largo|Praça|Paseo|Piazza|Corso)[ ]"
        r"(?:(?i:de|du|des|de la|d'|del|della|dei|da|do|dos|das)[ ])*[A-ZÀ-Þ][\w'’-]{1,40}(?![\w'’-])(?:[ ][\w'’-]{1,40}(?![\w'’-])){0,3},[ ]\d{1,5}[A-Za-z]?\b",
        "LOCATION", 0.75,
    ),
    Pattern(
        # transliterated Greek and similar: "Pentelis Str.", "Ermou str 21"
        "loc_street_str",
        r"(?<![\w.-])(?:\d{1,5}[ ])?[A-ZÀ-Þ][\w'’-]{1,40}(?![\w'’-])(?:[ ][A-ZÀ-Þ][\w'’-]{1,40}(?![\w'’-])){0,2}[ ](?:[Ss]tr\.?|[Oo]dos)(?:[ ]\d{1,4})?(?=[ ,.;)]|$)",
        "LOCATION", 0.65, flags=re.MULTILINE, validator=lambda m: name_ok(re.sub(r"[ ](?:[Ss]tr\.?|[Oo]dos).*$", "", m.group()).lstrip("0123456789 "), min_len=3),
    ),
    Pattern(
        # "the corner of Elm Row and Dock Lane": both streets
        "loc_corner",
        r"\b(?i:corner of|intersection of|junction of|crossing of)[ ]+(?:(?i:the)[ ]+)?"
        r"(?P<n>(?!(?i:the|a|an)\b)[\w'’-]{1,40}(?![\w'’-])(?:[ ](?!(?i:and)\b)[\w'’.-]{1,40}(?![\w'’.-])){0,4}[ ]+(?:and|&)[ ]+[\w'’-]{1,40}(?![\w'’-])(?:[ ][\w'’-]{1,40}(?![\w'’-])){0,4}?)(?=[ ]*(?:[,.;:!?)\n]|$))",
        "LOCATION", 0.6, group="n", split=r"[ ]+(?:and|&)[ ]+", flags=re.MULTILINE,
    ),
    Pattern("loc_postcode_uk", r"\b[A-Z]{1,2}\d[A-Z\d]?[ ]\d[ABD-HJLNP-UW-Z]{2}\b", "LOCATION", 0.6),
    Pattern("loc_postcode_ca", r"\b[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z][ ]\d[ABCEGHJ-NPRSTV-Z]\d\b", "LOCATION", 0.6),
    Pattern(
        # a postcode before a city the gazetteer knows: "75008 Paris", "00-950 Warszawa", "3610-114 Tarouca"
        "loc_postcode_city",
        r"(?:^|(?<=,)|(?<=,[ ])|(?<=\n))[ \t]*(?:\d{2}-\d{3}|\d{4}-\d{3}|\d{3}[ ]\d{2}|\d{4,5})[ ]+"
        r"(?P<c>[A-ZÀ-Þ][\w'’-]{1,40}(?![\w'’-])(?:[ -][A-ZÀ-Þ][\w'’-]{1,40}(?![\w'’-])){0,2}?)(?=[ \t]*(?:$|[,;.(]))",
        "LOCATION", 0.7, validator=_city_ok, split=r"(?<=\d)[ ]+(?=[^\W\d])", flags=re.MULTILINE,
    ),
    Pattern(
        # a country followed by a postcode at the end of an address: "Finland 53650", "Portugal 4000-123"
        "loc_country_postcode",
        r"(?<![^\W\d_][ ])(?<![^\W\d_])(?<!\b[Nn]ew[ ])(?P<c>[A-ZÀ-Þ][\w'’.-]{0,40}(?![\w'’.-])(?:[ ](?:(?:and|of|the)[ ])*[A-ZÀ-Þ][\w'’.-]{0,40}(?![\w'’.-])){0,4})"
        r"(?:[ ]\([A-Za-z]+\))?[ ]+(?!(?:1[89]|20)\d\d\b)\d{3,6}(?:[- ]\d{2,4})?(?![\w/.:,-]|[ ]\d)",
        "LOCATION", 0.75, split=r"(?<=[^\W\d)])[ ]+(?=\d)", validator=_country_ok,
    ),
    # ------------------------------------------------------------------ person names
    Pattern(
        # "said Okonkwo.", "replied Marit Halvorsen,", "according to Ishikawa"
        "name_speech_verb_after",
        rf"\b(?i:{_SPEECH}|according to)[ ]+(?P<n>{_NAME})(?=[ ]*(?:[,.;:!?)\"”]|$)|[ ](?:to|in|at|on|that|when|after|before|with)\b)",
        "PATIENT", 0.5, group="n", flags=re.MULTILINE, validator=lambda m: name_ok(m.group("n"), min_len=2),
    ),
    Pattern(
        # "Marit replied", "Okonkwo says" (not "the pharmacy at Hale Ltd says": a place or a firm)
        "name_speech_verb_before",
        rf"(?<![\w'’-])(?P<n>{_NAME})[ ](?:{_SPEECH})\b",
        "PATIENT", 0.5, group="n", validator=lambda m: name_ok(m.group("n"), min_len=2) and not _ORG_WORD.search(m.group("n"))
        and not _PLACE_BEFORE.search(m.string, max(0, m.start() - 8), m.start()),
        anchor=rf"[ ](?:{_SPEECH})\b", anchor_window=60,
    ),
    Pattern(
        # "everyone calls me Aantje", "a son named Tobiah", "she goes by Nell"
        "name_called",
        rf"\b(?i:calls? me|named|nicknamed|goes by|go by|known as)[ ]+(?P<n>{_NAME})",
        "PATIENT", 0.5, group="n", validator=lambda m: name_ok(m.group("n"), min_len=2),
    ),
    Pattern(
        # a speaker line opening with a known given name or surname: "Ingrid: where are you?"
        "name_speaker_line",
        r"(?m)^[ \t>]*(?P<n>[^\W\d_][\w'’-]{1,40}(?![\w'’-])(?:[ ][^\W\d_][\w'’.-]{0,40}(?![\w'’.-])){0,2})[ \t]*:[ \t]+(?=[\"“'‘]?[^\W\d_])",
        "PATIENT", 0.5, group="n", validator=_speaker_ok,
    ),
)
