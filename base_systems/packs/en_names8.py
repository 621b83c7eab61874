"""English pack, relatives named in lower case or after kin words of other languages, clinicians'
call signs and sign-offs, ages over 89 in unusual forms and user names after social cues (issue 22,
session 18).

Classes from the misses of development set 8 that the older packs leave out:

* ``name_kin_lower8``: one to three lower-case name words after a kin word (``my dad hamid reza
  tavakoli gave``, ``mum (shirin) agrees``); each word a given name of the gazetteer or rare in general
  English (Zipf class 1 or less), never a common word, a drug, a device or a heading;
* ``name_kin_world8``: a capitalised name after a kin word of another language or culture (``my moko
  Tia``, ``my abuelita Chonita``, ``her pekin Moses``, ``aunty Musu Kollie``, ``wantok Hudson``, ``esposo
  Juvenal Condori``, ``nan Pauline``), an English kin word after ``with`` (``with mum Loli``) or after a
  possessive (``complaint about my dad Seamus McGarrigle``, ``My mum, Losa.``); one word alone a known
  name no more common than Zipf class 4 (``my son Will be`` is no name) or a rare word;
* ``name_kin_signoff_lower8``: a lower-case given name closing a message after ``thanks,`` (``thanks,
  kaveh``) at the end of a line or before a phone number;
* ``doctor_call_sign8``: a call taker's or dispatcher's code of two to four capitals after a role
  abbreviation opening a transcript line (``[18:41:19] TC JMH: What is...``);
* ``doctor_page_signoff8``: the sender's name after a dash closing a quoted page or message (``pls see
  - Olu"``);
* ``doctor_name_role8``: a staff member's name before a role in brackets or a nursing grade
  (``Taken by: Marisol (front desk)``, ``Liza Baluyot (billing)``, ``Phoned to Rhiannon RN``; one word
  only when it is a given name of the gazetteer or a surname after an initial: ``T. Haufiku (MO)``);
* ``doctor_attn8``: a lone given name after ``Attn:`` closing a line (``fax notes to ... Attn: Kiet``);
* ``doctor_caps_speaker8`` / ``name_caps_speaker8``: speaker labels in capitals of a timed transcript
  (``[00:03:11] PRIYA:``, SRT ``RAWIRI:``), staff or lay by what they say;
* ``name_lay_role8``: a full name after a lay role in the story (``peer mentor Niamh O'Rourke-Sato
  from``, ``planner Corey Nankervis 0491 ...``, ``Officer attending: PC Gregor Nakamura``, ``NOK Hermelindo
  Chub informed``);
* ``name_answer8``: a name answering ``What is your name?`` at the start of the next turn (``CALLER:
  Dani.``);
* ``name_call_re8``: a patient's surname after ``call me re`` (``call me re Pieterse K 6.8``);
* ``age8_name_sex``: an age glued to a sex letter after a full name (``Gladys Mbatha 94F bay 3``, the
  whole token, as set 8 labels it);
* ``age8_how_old``: a number over 89 answering ``How old is she?`` at the start of the next turn;
* ``age8_spelled_echo``: an age over 89 in words close after an age over 89 in digits (``she was
  101. ... A hundred and one!``) or after ``aged``/``age``;
* ``age8_name_comma``: ``Gerrit van der Westhuizen-Mokoena, 96, says`` (a full name with a given name,
  the age between commas);
* ``age8_name_turns``: ``Opal Merriweather turns 100 on Thursday``;
* ``age8_kin_name_paren``: ``grandmother Topsy Nungarrayi (90)`` (a kin word vouches for the name);
* ``username8_signoff``: a login closing a message after a dash (``- jpaquin``, ``- TheHappyBeekeeper62,``);
* ``username8_comment_author``: the author login of a Word comment or tracked change (``Comment [c2]
  (blewandowski2):``);
* ``username8_social_cue``: a handle after a platform name and a colon (``Instagram for healed photo:
  saoirse.inks``) or after ``follow us, we're`` (``we're nightshiftpod everywhere``).

Every name word is checked against the gazetteer, the word-frequency list and the non-PHI lists
through public helpers of the other English packs.
"""

from __future__ import annotations

import re

from multideid.base_systems.packs import Pattern
from multideid.base_systems.packs.en_contact import login_ok
from multideid.base_systems.packs.en_context import name_ok
from multideid.base_systems.packs.en_forms import given_name, person_ok
from multideid.base_systems.packs.en_names6 import nonphi_things
from multideid.base_systems.packs.en_world import heading_word, known_person, known_place
from multideid.base_systems.word_freq import freq_class

__all__ = ["PATTERNS"]

# English kin words (a possessive before them: "my dad", "her son")
_KIN_EN = (
    r"dad|daddy|mum|mom|mummy|mommy|mother|father|son|daughter|wife|husband|brother|sister|grandma|grandpa|"
    r"grandad|granddad|gran|granny|nan|nana|nanna|grandson|granddaughter|grandmother|grandfather|aunt|auntie|aunty|"
    r"uncle|niece|nephew|cousin|partner|fiance|fiancee|fiancé|fiancée|stepdad|stepmum|stepmom|stepson|stepdaughter|"
    r"boyfriend|girlfriend|bf|gf|hubby|missus|kid|baby|twin|sis|bro"
)
# kin words of other languages and Englishes: Maori (moko, mokopuna, koro, kuia, whaea, matua), Spanish,
# Tagalog (lola, lolo, tita, tito, ate, kuya), Liberian English (pekin, ma, pa), Pijin (wantok), Afrikaans
# (ouma, oupa, tannie, oom), Hindi/Urdu (nani, nana, dadi, dada, ammi, abbu, bhai, didi), Swahili/Zulu
# (bibi, babu, gogo), Arabic (jiddo, teta, sitto), Spanish (esposo, hijo, nieto); British grandparents
# (nan, gran) here too, as they stand without a possessive ("nan Pauline gave it")
_KIN_WORLD = (
    r"moko|mokopuna|mokos|koro|kuia|whaea|matua|abuelita|abuelito|abuela|abuelo|mija|mijo|tía|tia|tío|tio|"
    r"hermana|hermano|mamá|papá|lola|lolo|tita|tito|kuya|pekin|pikin|wantok|ouma|oupa|tannie|ammi|abbu|didi|"
    r"bhaiya|nani|dadi|bibi|babu|gogo|jiddo|teta|sitto|aunty|auntie|esposo|esposa|marido|hijo|hija|nieto|nieta|"
    r"sobrino|sobrina|primo|prima|nan|nana|nanna|gran|granny|grandma|grandpa|grandad|granddad"
)
_LOWER_NAME = r"[a-z][a-z'’-]{1,20}"
_CAP_NAME = r"(?:O['’]|Mc|Mac)?[A-Z][a-z'’]+(?:-(?:Mc|Mac)?[A-Z][a-z'’]+)?(?![\w'’-])"
_PART = r"(?:van|von|de|der|den|da|di|du|del|dela|la|le|bin|binti|ibn|al|ap|ó|ní)"
# spelling without the apostrophe that a phone-typed message leaves rare in the frequency list
_NO_APOS = frozenset(
    "im ive id ill youre hes shes theyre were weve theyve dont doesnt didnt cant couldnt wont wouldnt shouldnt "
    "isnt wasnt arent werent hasnt havent hadnt aint thats whats lets yall gonna wanna gotta kinda lol omg tbh "
    "idk btw pls plz thx ty ok okay yeah yep nope".split()
)
# lower-case abbreviations of chat and of care that are rare words or also given names
_LOWER_ABBR = frozenset(
    "nok poa hcp lpa hcpoa mpoa dpoa carer sep decd deceased ttyl imo irl ily ikr gtg eta pmsl rofl xoxo lmao "
    "smh tbh nvm tia cva osa sle gad uti copd ards ami aki icu edd lmp ivf iud rsv covid asap fyi aka".split()
)


def _plain(w: str) -> str:
    return re.sub(r"['’]s$", "", w.strip(".,;:!?\"'’()"))


def _lower_word_ok(w: str, rare: int = 1) -> bool:
    """A lower-case name word: a given name or surname of the gazetteer that is no common word
    (Zipf class 3 or less: ``hamid``, ``reza``), or a word rare in English (class 1 or less:
    ``tavakoli``, ``kaveh``); never a heading, thing, abbreviation or spelling without apostrophe."""
    w = _plain(w)
    if len(w) < 3 or w in _NO_APOS or w in _LOWER_ABBR or heading_word(w) or w in nonphi_things() or not name_ok(w):
        return False
    if not re.search(r"[aeiouy]", w):
        return False  # "htn", "ckd", "wyd": abbreviations
    fc = freq_class(w, "en")
    if len(w) == 3:  # three letters: a given name only ("bev", not "nok")
        return fc <= 3 and given_name(w)
    return fc <= rare or (fc <= 3 and (given_name(w) or known_person(w)))


def _cap_word_ok(w: str, cap: int = 4) -> bool:
    """A capitalised name word: a known name (Zipf class ``cap`` or less) or rare (class 2 or less)."""
    w = _plain(w)
    low = w.lower()
    if len(w) < 2 or heading_word(low) or low in nonphi_things() or low in _NO_APOS or not name_ok(w):
        return False
    fc = freq_class(low, "en")
    return fc <= 2 or (fc <= cap and (given_name(w) or known_person(w)))


def _words(n: str) -> list[str]:
    return [w for w in n.split() if not re.fullmatch(_PART, w)]


def _cap_name_ok(m: re.Match, cap: int = 4) -> bool:
    n = m.group("n")
    ws = _words(n)
    if not ws or not person_ok(" ".join(ws)) or (known_place(n) and not known_person(n)):
        return False
    return all(_cap_word_ok(w, cap) for w in ws)


class _KinLower(Pattern):
    """Lower-case name words after a kin cue, taken while each word passes as a name (up to three)."""

    def find(self, text: str) -> list[tuple[int, int, float]]:
        out = []
        for m in self.compiled.finditer(text):
            if m.group("p"):  # "mum (shirin)": the whole bracket is the name
                ws = m.group("p").split()
                if all(_lower_word_ok(w, 2) for w in ws):
                    out.append((m.start("p"), m.end("p"), self.score))
                continue
            s = m.end()
            end = None
            for k, w in enumerate(re.finditer(r"[^\s]+", text[s: s + 70])):
                if k >= 3 or w.start() > 0 and text[s + w.start() - 1] != " ":
                    break
                tok = w.group()
                if end is not None and re.fullmatch(r"[a-z]\.", tok):
                    continue  # a middle initial ("miray v. erupe") is taken only with the word after it
                core = tok.rstrip(".,;:!?)")
                if not re.fullmatch(_LOWER_NAME, core) or not _lower_word_ok(core):
                    break
                end = s + w.start() + len(core)
                if core != tok:
                    break
            if end is not None:
                out.append((s, end, self.score))
        return out


def _signoff_lower_ok(m: re.Match) -> bool:
    return _lower_word_ok(m.group("n"))


# clinical and dispatch abbreviations that follow a role code ("RN BP:", "EMT ETA:")
_NOT_CODE = frozenset(
    "BP HR RR GCS ICU ED ER CT MRI ECG EKG EEG CXR IV IM PO PRN ETA ETD LOC DOA DNR CPR AED ALS BLS EMS EMT "
    "FD PD OK NA ND NAD SOB CP ABC AVPU SPO SAT POV GPS ASAP STAT FYI NB ID DOB SSN".split()
)


def _code_ok(m: re.Match) -> bool:
    n = m.group("n")
    return n not in _NOT_CODE and n.lower() not in nonphi_things() and freq_class(n.lower(), "en") <= 2


def _page_signoff_ok(m: re.Match) -> bool:
    line_start = m.string.rfind("\n", 0, m.start()) + 1
    if not re.search(r"[\"“]", m.string[line_start: m.start()]):
        return False
    return _cap_name_ok(m, 3)


_AGE = r"(?:9\d|1[01]\d)"
_TEMP = re.compile(r"(?i:\b(?:t|temp|temperature|tmax|tm|febrile|fever|afebrile|deg|degrees|water|room)\b)")


def _name_sex_ok(m: re.Match) -> bool:
    if _TEMP.search(m.string, max(0, m.start() - 30), m.start()):
        return False
    ws = m.group("name").split()
    return len(ws) >= 2 and all(_cap_word_ok(w) for w in ws) and _person_words(ws)


def _person_words(ws: list[str]) -> bool:
    """A given name of the gazetteer among the words, or every word rare in English (Zipf class 1 or
    less: ``Hendrina Jacoba du Plessis``)."""
    return any(given_name(w) for w in ws) or all(freq_class(_plain(w).lower(), "en") <= 1 for w in ws)


_SPELLED = (
    r"(?i:ninety(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?|(?:(?<=\b[Aa][ ])|one[ ])hundred(?:[ ]and[ ]"
    r"(?:one|two|three|four|five|six|seven|eight|nine|ten))?)"
)
_AGE_BEFORE = re.compile(
    rf"(?i:\b(?:aged?|was|is|turned|turns|turning|reached|be)[ ](?:just[ ]|nearly[ ]|almost[ ])?(?:a[ ])?(?:{_AGE}|{_SPELLED})\b(?![ ]?(?:%|percent|mg|kg|ml|mmol|units?)))"
)


def _spelled_echo_ok(m: re.Match) -> bool:
    return _AGE_BEFORE.search(m.string, max(0, m.start() - 160), m.start()) is not None


def _name_comma_ok(m: re.Match) -> bool:
    ws = _words(m.group("name"))
    return len(ws) >= 2 and _person_words(ws) and all(_cap_word_ok(w) for w in ws) and person_ok(" ".join(ws))


def _role_name_ok(m: re.Match) -> bool:
    """After a lay role: two name words or more, no heading, thing or common word (Zipf class above 3),
    the first a given name or rare (``Hermelindo Chub``), or all known names or rare."""
    ws = _words(m.group("name"))
    if len(ws) < 2 or not person_ok(" ".join(ws)):
        return False
    for w in ws:
        low = _plain(w).lower()
        if heading_word(low) or low in nonphi_things() or not name_ok(_plain(w)) or freq_class(low, "en") > (4 if given_name(low) else 3):
            return False
    first = _plain(ws[0])
    return given_name(first) or freq_class(first.lower(), "en") <= 1 or all(_cap_word_ok(w) for w in ws)


def _kin_paren_ok(m: re.Match) -> bool:
    ws = m.group("name").split()
    return all(_cap_word_ok(w, 3) for w in ws) and person_ok(" ".join(ws))


def _handle_ok(m: re.Match) -> bool:
    n = m.group("n")
    if re.search(r"[\d._]", n):
        return bool(re.search(r"[a-z]{3}", n)) and not re.fullmatch(r"[\d._]+|v?\d+(?:\.\d+)+", n) and "." != n[-1]
    return login_ok(n, 5)


def _signoff_login_ok(m: re.Match) -> bool:
    """A login closing a message after a dash: letters and digits (``TheHappyBeekeeper62``), a word
    joined in camel case (``NightNurseNat``) or a lower-case run that is no English word, no given
    name and no surname (``jpaquin``)."""
    n = m.group("n")
    if re.search(r"\d", n):
        return re.search(r"[A-Za-z]{4}", n) is not None and not re.fullmatch(r"[A-Z]{1,4}\d+|[A-Z]?[a-z]+\d{1,2}(?:st|nd|rd|th)?", n) \
            or re.fullmatch(r"[A-Za-z]{3,}[._]?\d{2,4}", n) is not None and n.lower() == n
    if re.fullmatch(r"(?:[A-Z][a-z]+){3,}", n):
        return all(freq_class(w.lower(), "en") >= 2 or given_name(w) for w in re.findall(r"[A-Z][a-z]+", n))
    low = n.lower()
    return (n == low and len(n) >= 5 and login_ok(n, 5) and re.search(r"[aeiouy]", n) is not None
            and low not in _LOWER_ABBR and not given_name(n) and not known_person(n))


def _comment_login_ok(m: re.Match) -> bool:
    n = m.group("n")
    return bool(re.search(r"\d|[._]", n)) and re.search(r"[a-z]{3}", n) is not None or login_ok(n, 5)


# staff roles written in brackets after a name ("Marisol (front desk)", "Liza Baluyot (billing)") and
# nursing and junior-doctor grades written after it ("Rhiannon RN")
_ROLE_BRACKET = (
    r"front[ ]desk|reception|receptionist|billing|scheduling|scheduler|triage|ward[ ]clerk|clerk|secretary|"
    r"medical[ ]secretary|admin|MA|RN|RM|NP|HCA|CNA|LPN|LVN|CNM|charge[ ]nurse|nurse|midwife|pharmacist|pharmacy|"
    r"phlebotomist|phlebotomy|lab|radiographer|sonographer|physio|OT|SLT|dietitian|SpR|FY1|FY2|SHO|registrar|"
    r"on[ ]call|on-call|MO|CO|GP|RMO|HO|CHW|RAN|onc|medical[ ]officer|clinical[ ]officer"
)
_GRADE_AFTER = r"RN|RM|NP|SpR|FY1|FY2|SHO|CNS|ANP|RMO|HCA|CNA|LPN|LVN|CNM|APRN|CRNA"


def _staff_name_ok(m: re.Match) -> bool:
    """Name words known or rare; one word alone a given name, or a surname after an initial (``T. Haufiku``)."""
    n = m.group("n")
    ws = [w for w in _words(n) if not re.fullmatch(r"[A-Z]\.", w)]
    if not ws or not all(_cap_word_ok(w, 3) for w in ws) or not person_ok(" ".join(ws)):
        return False
    return len(ws) > 1 or given_name(ws[0]) or re.match(r"[A-Z]\.[ ]", n) is not None


def _answer_ok(m: re.Match) -> bool:
    ws = _words(m.group("n"))
    return bool(ws) and all(_cap_word_ok(w, 4) for w in ws) and (len(ws) > 1 or given_name(ws[0]) or
                                                                  freq_class(ws[0].lower(), "en") <= 1)


# a transcript: SRT cue timings or bracketed timecodes
_TIMED = re.compile(r"\d\d:\d\d:\d\d[,.]\d{3}[ ]-->|^\[\d{1,2}:\d\d(?::\d\d)?\]", re.MULTILINE)
_CAPS_SPEAKER = re.compile(r"(?m)^(?:\[\d{1,2}:\d\d(?::\d\d)?\][ ]?)?(?P<n>[A-Z][A-Z'’-]{2,15})[ ]?:[ ](?P<rest>[^\n]{1,300})")
_FIRST_PERSON = re.compile(r"\b(?:[Mm]y|me|I|I'm|I’m|I've|I’ve|mine)\b")
_STAFF_CUES = re.compile(r"(?i:\b(?:we|we're|we’re|our|us|theatre|anaesthe\w*|ward|clinic|procedure|show[ ]notes|episode|"
                         r"listeners?|consent|surgery|operation)\b)")


class _CapsSpeakers(Pattern):
    """Speaker labels in capitals of a timed transcript (SRT subtitles, a podcast export with
    ``[00:03:11]`` timecodes): ``PRIYA:``, ``RAWIRI:``.  The word is a given name of the gazetteer or
    rare in English and written in title case elsewhere in the text (``I'm Hinemoa Tāwhai``); the
    text has two speaker lines or more.  A speaker whose lines speak in the first person and never as
    the clinic (``we``, ``our``, ``theatre``, ``show notes``) is lay (the ``PATIENT`` instance), any
    other one staff (the ``DOCTOR`` instance)."""

    def find(self, text: str) -> list[tuple[int, int, float]]:
        if not _TIMED.search(text):
            return []
        lines = [m for m in _CAPS_SPEAKER.finditer(text)]
        if len(lines) < 2:
            return []
        said: dict[str, list[str]] = {}
        for m in lines:
            said.setdefault(m.group("n"), []).append(m.group("rest"))
        if len(said) > 12:  # a cast this large is no interview (and the look-ups below stay linear)
            return []
        ok = {}
        for n, rest in said.items():
            low = n.lower()
            if heading_word(low) or low in nonphi_things() or low in _NO_APOS:
                continue
            fc = freq_class(low, "en")
            title = n[0] + n[1:].lower()
            if not (given_name(n) and fc <= 3 or fc <= 1 and re.search(rf"\b{re.escape(title)}\b", text)):
                continue
            lay = any(_FIRST_PERSON.search(r) for r in rest) and not any(_STAFF_CUES.search(r) for r in rest)
            ok[n] = lay == (self.label == "PATIENT")
        return [(m.start("n"), m.end("n"), self.score) for m in lines if ok.get(m.group("n"))]


# roles of lay people in the story (set 8's README: a probation officer, a police officer, a tattoo
# artist, an assistance-dog trainer, a peer mentor, an NDIS planner, a podcast producer are PATIENT)
_LAY_ROLES = (
    r"producer|planner|trainer|dog[ ]trainer|peer[ ]mentor|mentor|artist|tattoo[ ]artist|recipient|parent|nok|"
    r"next[ ]of[ ]kin|officer[ ]attending|attending[ ]officer|probation[ ]officer|parole[ ]officer|constable|"
    r"police[ ]officer|coach|wantok|pastor|foster[ ]carer|foster[ ]parent|landlady|landlord|flatmate|housemate"
)


PATTERNS: tuple[Pattern, ...] = (
    _KinLower("name_kin_lower8",
        rf"\b(?:(?i:my|her|his|our|their|your)[ ](?:{_KIN_EN}|{_KIN_WORLD})[ ](?!\()|(?<![\w'’-])(?:{_KIN_EN}|{_KIN_WORLD})[ ]\((?P<p>{_LOWER_NAME}(?:[ ]{_LOWER_NAME}){{0,2}})\))",
        "PATIENT", 0.5),
    Pattern("name_kin_world8",
        rf"(?:\b(?i:my|her|his|our|their|your|with|and|the)[ ](?i:{_KIN_WORLD})|(?<![\w'’-])(?:{_KIN_WORLD})|\b(?:with|and)[ ](?:mum|mom|dad|nan|nana|gran|granny)"
        rf"|\b(?i:my|her|his|our|their|your)[ ](?i:{_KIN_EN}),?)"
        rf"[ ](?P<n>{_CAP_NAME}(?:[ ](?:{_PART}[ ])?{_CAP_NAME}){{0,2}})(?=[ ]*[,.;:!?()]|[ \t]*$|[ ][a-z]|[ ]\+?\d)",
        "PATIENT", 0.5, group="n", flags=re.MULTILINE, validator=_cap_name_ok),
    Pattern("name_kin_signoff_lower8",
        r"(?m)(?:^|[.!?][ ]+)(?:thanks|thank[ ]you|thx|cheers|regards|love|ta),?[ \t]+(?P<n>[a-z][a-z'’-]{2,20})"
        r"(?=[ \t]*$|[ \t]+(?:\+?\d[\d ()-]{6,}\d)[ \t]*$)",
        "PATIENT", 0.45, group="n", validator=_signoff_lower_ok),
    Pattern("doctor_call_sign8",
        r"(?m)^[ \t]*(?:\[[\d:. ]{4,12}\][ \t]*)?(?:TC|CT|EMD|EMT|DISP|Disp|Dispatch|Dispatcher|CALLTAKER|Call[ ]taker|RN|MD|DR|Dr|PM|MEDIC|Medic|OP|Op)"
        r"[ ](?P<n>[A-Z]{2,4})[ \t]*:[ \t]",
        "DOCTOR", 0.55, group="n", validator=_code_ok),
    Pattern("doctor_page_signoff8",
        rf"\w[.!?]?[ ][-–—][ ]?(?P<n>{_CAP_NAME}(?:[ ]{_CAP_NAME})?)[\"”][ \t]*$",
        "DOCTOR", 0.5, group="n", flags=re.MULTILINE, validator=_page_signoff_ok),
    Pattern("doctor_name_role8",
        rf"(?<![\w'’.-])(?:(?:Ma['’]am|Madam|Sir|Nurse|Sister|Mr|Mrs|Ms|Miss|Mx|Dr)\.?[ ])?(?P<n>(?:[A-Z]\.[ ])?{_CAP_NAME}(?:[ ]{_CAP_NAME}){{0,2}})(?:[ ]\((?:{_ROLE_BRACKET})\)|[ ](?:{_GRADE_AFTER})(?![\w/-]))",
        "DOCTOR", 0.5, group="n", validator=_staff_name_ok,
        anchor=rf"[ ]\((?:{_ROLE_BRACKET})\)|[ ](?:{_GRADE_AFTER})(?![\w/-])", anchor_window=80),
    Pattern("doctor_attn8",
        rf"\b(?:Attn|ATTN|attn|Attention|FAO)[ ]*:?[ ]*(?P<n>{_CAP_NAME})[ \t]*$",
        "DOCTOR", 0.45, group="n", flags=re.MULTILINE, validator=lambda m: _cap_word_ok(m.group("n"), 3) and (given_name(m.group("n")) or freq_class(m.group("n").lower(), "en") <= 1)),
    _CapsSpeakers("doctor_caps_speaker8", r"(?!)", "DOCTOR", 0.5),
    _CapsSpeakers("name_caps_speaker8", r"(?!)", "PATIENT", 0.5),
    Pattern("name_lay_role8",
        rf"\b(?i:{_LAY_ROLES})(?:[ ]*:)?[ ](?:(?:PC|DC|Sgt|Cpl|Lt|Mr|Mrs|Ms|Miss|Mx)\.?[ ])?"
        rf"(?P<name>{_CAP_NAME}(?:[ ](?:{_PART}[ ])?{_CAP_NAME}){{1,2}})(?=[ ]*[,.;:(]|[ \t]*$|[ ]\+?\d|[ ]{{2}}|\t|"
        r"[ ](?:from|at|of|visited|informed|called|rang|said|says|is|was|who|and|will|has|had|on|in|to|for|via|ph|tel|"
        r"cell|mob|phone)\b)",
        "PATIENT", 0.5, group="name", flags=re.MULTILINE, validator=_role_name_ok),
    Pattern("name_answer8",
        rf"\b(?i:what(?:'s|[ ]is)[ ](?:your|his|her|the[ ]patient's|the[ ]caller's)[ ](?:first[ ]|full[ ]|last[ ])?name)[ ]?\?[ \t]*\n[ \t]*"
        rf"(?:\[[\d:. ]{{4,12}}\][ \t]*)?[\w ]{{0,20}}:[ \t]*(?:(?i:it's|its|it[ ]is|i'm|im|my[ ]name[ ]is|this[ ]is)[ ])?"
        rf"(?P<n>{_CAP_NAME}(?:[ ](?:{_PART}[ ])?{_CAP_NAME}){{0,2}})(?=[ ]*[.,!;]|[ \t]*$)",
        "PATIENT", 0.55, group="n", flags=re.MULTILINE, validator=_answer_ok),
    Pattern("name_call_re8",
        rf"\b(?i:call|ring|bleep|page|phone|text)[ ](?i:me|us|back)[ ](?i:re|about|regarding):?[ ](?:(?:Mr|Mrs|Ms|Miss|Mx)\.?[ ])?"
        rf"(?P<n>{_CAP_NAME}(?:[ ]{_CAP_NAME}(?![ ]?\d))?)(?=[ ](?:\d|[A-Z][a-z]?[ ]?\d|[A-Z]{{2,3}}[ ]\d|(?:when|if|asap|pls|please|today|tonight|now|urgently)\b)|[ ]*[,.;:)\"”]|[ \t]*$)",
        "PATIENT", 0.5, group="n", flags=re.MULTILINE, validator=lambda m: _cap_name_ok(m, 2)),
    Pattern("age8_name_sex",
        rf"(?<![\w'’-])(?P<name>{_CAP_NAME}(?:[ ]{_CAP_NAME}){{1,2}})[ ](?P<n>{_AGE}[FM])(?![\w/'’-])",
        "AGE", 0.7, group="n", validator=_name_sex_ok),
    Pattern("age8_how_old",
        rf"\b(?i:how[ ]old)[ ](?i:is|are|was)[ ](?i:she|he|they|the[ ]patient|(?:your|the|his|her)[ ](?:{_KIN_EN}|{_KIN_WORLD}|patient|husband|wife))[ ]?\?[ \t]*\n[ \t]*"
        rf"(?:\[[\d:. ]{{4,12}}\][ \t]*)?[\w ]{{0,20}}:[ \t]*(?P<n>{_AGE})\b(?![.,:/]\d|[ ]?(?:%|mg|kg|lb|bpm))",
        "AGE", 0.75, group="n"),
    Pattern("age8_spelled_echo",
        rf"(?<![\w-])(?P<n>{_SPELLED})(?=[ ]*[!?.,]|[ ](?:years?|yrs?|now|today|this|next|last)\b|[ \t]*$)",
        "AGE", 0.65, group="n", flags=re.MULTILINE, validator=_spelled_echo_ok),
    Pattern("age8_name_comma",
        rf"(?<![\w'’-])(?P<name>{_CAP_NAME}(?:[ ](?:{_PART}[ ]){{0,2}}{_CAP_NAME}){{1,3}}),[ ](?P<n>{_AGE}),[ ]"
        r"(?=(?:says|said|lives|who|is|was|has|had|reports|states|asks|asked|tells|told|presents|widow|widower|retired|from|of)\b)",
        "AGE", 0.7, group="n", validator=_name_comma_ok),
    Pattern("age8_name_turns",
        rf"(?<![\w'’-])(?P<name>{_CAP_NAME}(?:[ ](?:{_PART}[ ])?{_CAP_NAME}){{1,2}})[ ](?:turns|turned|will[ ]be|is[ ]now|was)[ ]"
        rf"(?P<n>{_AGE})(?=[ ](?:on|this|next|last|today|tomorrow|in)\b|[ ]*[!.,;]|[ \t]*$)",
        "AGE", 0.7, group="n", flags=re.MULTILINE, validator=_name_comma_ok),
    Pattern("age8_kin_name_paren",
        rf"\b(?i:{_KIN_EN}|{_KIN_WORLD}|great-grandmother|great-grandfather|great-grandma|great-grandpa|mother-in-law|father-in-law)"
        rf"[ ](?P<name>{_CAP_NAME}(?:[ ]{_CAP_NAME}){{0,2}})[ ]\((?:(?i:aged?)[ ])?(?P<n>{_AGE})\)",
        "AGE", 0.7, group="n", validator=_kin_paren_ok),
    Pattern("username8_signoff",
        r"(?m)^[ \t]*[-–—][ ]?(?P<n>[A-Za-z][A-Za-z0-9._]{3,30}[A-Za-z0-9])(?=[ \t]*$|,[ ])",
        "USERNAME", 0.6, group="n", validator=_signoff_login_ok),
    Pattern("username8_comment_author",
        r"(?m)^[ \t]*(?:Comment|Reply|Insertion|Deletion|Inserted|Deleted|Formatted|Moved)(?:[ ]\[[A-Za-z]{0,3}\d{1,4}\])?[ ]"
        r"\((?P<n>[a-z][a-z0-9._]{2,30}[a-z0-9])(?:,[^)\n]{0,40})?\):",
        "USERNAME", 0.7, group="n", validator=_comment_login_ok),
    Pattern("username8_social_cue",
        r"(?:\b(?i:instagram|insta|ig|tiktok|twitter|snapchat|snap|threads|bluesky|youtube|twitch|facebook|fb)"
        r"(?:[ ][a-z]{1,12}){0,4}:[ ]@?|\b(?i:follow[ ](?:us|me))[^\n]{0,30}?\b(?i:we're|we[ ]are|i'm|i[ ]am)[ ])"
        r"(?P<n>[a-z][a-z0-9._]{2,29}[a-z0-9])(?![\w@/-]|\.[a-z])",
        "USERNAME", 0.7, group="n", validator=_handle_ok),
)
