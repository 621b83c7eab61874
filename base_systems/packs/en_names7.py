"""English pack, people named by a contact, a greeting, a sign-off or a role (issue 22, session 17).

Classes of person names in messages, call notes and forms that the other person patterns leave
out because the cue stands where they do not look (a verb after the name, a greeting before it,
a dash or a double dash closing the message) or the value ends where their field end does not
(a phone number, ``re``, a credential).  A name is taken only when each of its words is a known
given name or surname of the gazetteer or a word rare in general English, and no word is a
heading, a function word, a drug, a device or a service of the non-PHI lists:

* ``name_contact_cue7``: a name after a verb of contact (``Did anyone reach Dolores da Qiao
  about``, ``Returned call to Salbjörg A. Cenge re:``, ``diary reviewed with Jessamy Toller``,
  ``Has anyone updated Gray's daughter``, ``Link sent to Faith Parker:``);
* ``name_then_verb7``: a name opening a clause before a verb of calling or speech (``Mbali called
  twice``, ``As Ertan puts it``, ``Najam asked for you``, ``Alfred will drive me``);
* ``name_in_room7``: a person in a room or bed (``does Cody Kaufman in room 12C``);
* ``name_greeting7`` / ``name_greeting_staff7``: a name after a greeting (``Hello Nina,``,
  ``Hi Hilde -``), after ``Dear``/``Thanks`` or ``forwarding from`` (staff, in the sets);
* ``name_this_is_rel7``: ``this is Art, Yates's wife`` (the relation makes a word a name);
* ``name_signoff_line7`` / ``name_signoff_end7``: a sender closing a message on a line of its own
  (``-- Vavrinec``), after a dash at the very end of the text (``booked Friday. - Baker``,
  ``dated 14 Nov. -JQ``) or after ``Thanks,``/``Best,`` at the end of a line;
* ``name_chat_speaker7`` / ``name_chat_staff7``: speakers of a chat export written ``<Nina>`` or ``Nina - ``, when two
  lines or more of the text have the same shape;
* ``name_nickname7``: a quoted nickname after a person cue (``(nickname "Noi")``, ``goes by
  "Youngie"``) or opening a numbered list item (``1. "Skeeter" - BP``);
* ``name_role_apposition7``: ``ask for Precious the nurse``; ``name_role_lead7``: ``Midwife:
  Carys at the birth centre``;
* ``name_role_field7`` / ``name_staff_field7``: a labelled full name whose value ends at a phone,
  a credential or ``re`` (``Witness: Marco DiLorenzo 951-555-0185``, ``Deliver to: SUMMER
  FISHER``, ``Midwife: Oona McFetridge RM``, ``TO: DAVID TERRELL; QEI MCNYARTIDES``);
* ``name_mailing7``: the addressee line under ``Mailing address:``;
* ``name_quote_attrib7``: ``In her words: "..." (Cheryl)``;
* ``name_relation_apposition7``: ``According to her grandson,\\nCaonouvon Kiotaishakari,``;
  ``name_possessive_rel7``: ``Taylor's mother``; ``name_role_comma7``: ``A beneficiary, Oswin Pembury,``;
* ``name_both7`` (``Najam and Stukhais both want``), ``name_the_late7``, ``name_room_lead7`` (``Rm 5 -
  Dolores Vance``), ``name_lay_noun_lead7`` (``0815 Guest Gwendolyn Parr-Ashdown cabin``),
  ``name_before_nickname7``, ``name_nick_list7``, ``name_is7`` / ``name_if_baby7`` (``Baby's name will
  be Ottilie``, ``Rafe if a boy``, ``Father's name: Hossein``), ``name_letter_close7``,
  ``name_lay_role_before7`` / ``name_staff_role_before7`` (``VSO rep Earl Pettaway``, ``our coordinator
  Temperance Oyelowo``), ``name_per7`` and ``name_ask7`` (``ask Touqa if urgent``).

Where a class is split between staff and lay people in the sets, the label follows the majority
(greetings opening a message to a colleague, ``Best,`` sign-offs and ``ask X if`` are staff;
``Thanks,`` sign-offs and inline ``Hello X,`` are lay), and chat speakers are labelled by what
they say.  Scores stay at or under those of the older packs, so a more specific reading wins.
"""

from __future__ import annotations

import re

from multideid.base_systems.packs import Pattern
from multideid.base_systems.packs.en_context import name_ok
from multideid.base_systems.packs.en_names6 import nonphi_things
from multideid.base_systems.packs.en_forms import INITIAL, NAME_WORD, PARTICLE, RELATION, given_name, person_ok
from multideid.base_systems.packs.en_world import heading_word, known_person, known_place
from multideid.base_systems.word_freq import freq_class
from multideid.nonphi.lists import read_list

__all__ = ["PATTERNS"]

_INI, _PART = INITIAL, PARTICLE
# a name word, also with a capital inside after a prefix (McFetridge, DiLorenzo, MacLeod, O'Brien)
_W = rf"(?:(?:Mc|Mac|Di|De|Da|Le|La|Van|O['’])[A-Z][a-z'’]+(?:-[A-Z][a-z'’]+)*(?![\w'’-])|{NAME_WORD})"
# First [M.] [particles] Last [Last2], or initials and a surname; a possessive may close it
_P7 = rf"(?:{_INI}[ ]?){{0,2}}{_W}(?:[ ]{_INI})?(?:[ ]{_PART}{{0,2}}{_W}){{0,2}}?"
# two name words at least (labelled fields)
_P7_2 = rf"(?:{_INI}[ ]?){{0,2}}{_W}(?:[ ]{_INI})?(?:[ ]{_PART}{{0,2}}{_W}){{1,2}}?"
# words after which a name never stands here (the regex starts at the next word instead)
_NOT_LEAD = r"(?!(?i:the|a|an|this|that|dr|mr|mrs|ms|miss|prof|nurse|sister|pt|patient|he|she|they|we|you|i|it|as|khun|bpk|ibu|sir|dame|lady|lord|mme|mlle|sr|sra|herr|frau)\b)"
# greeting words that are no name: "Dear Colleague", "Hi all", "Thanks again"
_NOT_GREETED = frozenset("sir madam colleague colleagues all team everyone everybody folks guys doctor doc again so much".split())
# pronouns, relations, roles and chat words that a gazetteer may also hold as names
_STOP7 = frozenset(
    """he she they him her his hers it its we you your i me my our us them their who what which this that there
    here the a an and or but so then when if not no yes ok okay please thanks thank sorry hello hi hey dear
    patient pt pts nurse doctor dr family team staff everyone anyone someone nobody somebody mom mum dad mother
    father son daughter wife husband sister brother friend partner baby child caller clinic office pharmacy lab
    provider scheduler triage guest member me also just still""".split()
)
_REL = rf"(?:{RELATION}|mum|mom|dad|nephew|niece|aunt|uncle|guardian|carer)"


def _word_ok(w: str, max_freq: int = 2) -> bool:
    """One name word: a known given name or surname, or rare in general English (Zipf class
    ``max_freq`` or less); never a heading, a thing of the non-PHI lists or a function word."""
    w = re.sub(r"['’]s$", "", w.strip(".,'’\""))
    low = w.lower()
    if len(w) < 2 or heading_word(low) or low in nonphi_things() or low in _NOT_GREETED or low in _STOP7:
        return False
    if known_person(w) or given_name(w):
        return True
    return name_ok(w) and freq_class(low, "en") <= max_freq


def _name_words(n: str) -> list[str]:
    return [w for w in re.split(r"[ ]+", re.sub(r"['’]s$", "", n)) if len(w.strip(".")) > 1 and w.lower() not in
            ("van", "von", "de", "der", "den", "da", "di", "du", "del", "della", "le", "la", "ter", "ten", "bin",
             "binti", "ibn", "al", "el", "ó", "ní", "mac", "mc")]


def _names_ok(m: re.Match, one_max: int = 4) -> bool:
    """Every word a name word; a lone word also no very common English word (Zipf class above
    ``one_max``: ``Will``, ``May``) unless it is a known name and ``one_max`` allows it."""
    n = m.group("n")
    words = _name_words(n)
    if not words or not person_ok(" ".join(words)) or known_place(n) and not known_person(n):
        return False
    if not all(_word_ok(w) for w in words):
        return False
    if len(words) == 1:
        return freq_class(words[0].lower().strip("."), "en") <= one_max
    return True


def _strong_ok(m: re.Match, need_known: bool = True, place: bool = True) -> bool:
    """After a strong cue (a relation, a delivery label): known names even when common words
    (``SUMMER FISHER``, ``Art``, ``Parker``); an ALL CAPS value needs one known name word."""
    n = m.group("n")
    words = _name_words(n)
    if not words or not person_ok(" ".join(words)) or place and known_place(n) and not known_person(n):
        return False
    for w in words:
        low = w.strip(".").lower()
        if heading_word(low) or low in nonphi_things() or low in _NOT_GREETED:
            return False
        if not (known_person(w) or given_name(w) or _word_ok(w, 3 if len(words) > 1 else 2)):
            return False
    return not n.isupper() or not need_known or any(known_person(w) or given_name(w) for w in words)


def _memo_ok(m: re.Match) -> bool:
    """Each item of a ``To:``/``From:`` list a full name; ALL CAPS lists need one known name word."""
    parts = [re.match(r"(?P<n>.+)", p) for p in m.group("n").split("; ")]
    if not all(_field_ok(p, need_known=False) for p in parts):
        return False
    return not m.group("n").isupper() or any(known_person(w) or given_name(w) for w in _name_words(m.group("n")))


def _rel_ok(m: re.Match) -> bool:
    """``this is Art, Yates's wife``: the relation vouches for any capitalised word that is no
    heading, thing or function word."""
    n = m.group("n")
    words = _name_words(n)
    return bool(words) and (len(words) == 1 or person_ok(n)) and all(
        w[0].isupper() and not heading_word(w.lower()) and w.lower() not in nonphi_things() and w.lower() not in _STOP7
        for w in words)


# clinical abbreviations that close a line as a dash mark would ("Pain improved. - BP")
_ABBR7 = frozenset(
    "BP HR RR SAT GCS ICU HDU ED ER AE GP OT PT SLP RN MD NP PA CT MRI ECG EKG EEG CXR IV IM PO PR SC NG OK NA ND NAD "
    "NKA NBM NPO DNR AMA TBC TBA TBD PRN STAT ASAP FYI NB PS PPS CC BCC RE FW FWD ENT GI UK US USA NHS VA EMS".split()
)


def _initials_ok(s: str) -> bool:
    return (s.isupper() and 2 <= len(s) <= 3 and s not in _ABBR7 and s.lower() not in nonphi_things()
            and freq_class(s.lower(), "en") < 4)


# ------------------------------------------------------------------ contact verbs before the name
_CONTACT = (
    r"(?:did|has|have|can|could|will|would)[ ](?:anyone|someone|somebody|you|we)[ ](?:reach|reached|call|called|ring|rung|"
    r"phone|phoned|update|updated|tell|told|inform|informed|contact|contacted|speak[ ]to|spoken[ ]to|talk[ ]to|"
    r"talked[ ]to|hear[ ]from|heard[ ]from|check[ ]on|checked[ ]on|get[ ]hold[ ]of|see|seen)"
    r"|returned[ ](?:the[ ])?(?:call|calls|message|page)[ ](?:to|from)|(?:spoke|spoken|talked|chatted)[ ](?:with|to)"
    r"|(?:reviewed|discussed|agreed)[ ]with|(?:link|letter|message|copy|text|email|results?|forms?)[ ](?:sent|given|"
    r"emailed|faxed|mailed|texted|posted)[ ]to|reply[ ]from[ ][^\n]{1,40}?[ ]to|(?:transferring|discharging)"
)
_CONTACT_END = (
    r"(?=(?<=['’]s)[ ]|[ ](?:about|re|regarding|to|on|at|in|yet|today|back|and|for|with|who)\b|[ ]*[:,.?!;)]|[ \t]*$|[ ]\d)"
)

# ------------------------------------------------------------------ verbs after the name
_AFTER = (
    r"called[ ](?:twice|back|again|earlier|this[ ](?:morning|afternoon|evening)|to[ ]say|about|re)\b|rang\b|phoned\b"
    r"|(?:says|said|asks|asked|writes|wrote)[:][ ]|asked[ ]for[ ]you\b|puts[ ]it\b|will[ ](?:drive|pick[ ]up|bring|collect)[ ]"
    r"(?:me|him|her|them|us|you|mum|mom|dad)\b|will[ ](?:stay[ ]with|check[ ]on)\b|from[ ]next[ ]door\b|\((?:a[ ])?(?:friend|neighbou?r)\)[ ](?:drove|brought)\b"
)

# ------------------------------------------------------------------ labelled fields
_LAY7 = (
    r"(?:transfer[ ]|delivery[ ])?driver|worker|player|athlete|guest|passenger|witness|caller|parent/guardian|"
    r"parent|guardian|next[ ]of[ ]kin|nok|emergency[ ]contact|contact|member|client|pupil|student|employee|"
    r"deliver[ ]to|delivered[ ]to|ship[ ]to|attn|attention|recipient|consignee|addressee|fao|"
    r"escort|accompanied[ ]by|informant|donor|decedent|deceased"
)
_STAFF7 = (
    r"(?:[A-Z][a-z]+[ ])?(?:midwife|nurse(?:[ ]on[ ]duty|[ ]in[ ]charge)?|optometrist|optician|surgeon|handler|"
    r"first-aider|first[ ]aider|health[ ]worker|tech(?:nician)?(?:[ ]dispatched)?|engineer[ ]dispatched|"
    r"therapist|paramedic|coordinator|dietitian|pharmacist|physio|audiologist|sonographer|radiographer|"
    r"medic[ ]curant|doctor|physician|clinician|consultant|trainer|instructor|coach)"
)
_FIELD_END7 = (
    r"(?=[ \t]*$|[ \t]*[,;(|]|[ ]{2}|\t|[ ]+(?:\+?\d|\#)|[ ][A-Z]{2,5}(?:[ ]|$)|"
    r"[ ](?:re|cell|tel|mob|mobile|ph|phone|work|home|at|from|in|on|and|via|\()\b|"
    r"[ ](?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*[ ]\d)"
)


def _field_ok(m: re.Match, need_known: bool = True) -> bool:
    n = m.group("n")
    words = _name_words(n)
    if len(words) < 2:
        # "R. Baker": an initial and a known surname
        return len(words) == 1 and bool(re.match(r"[A-Z]\.?[ ]", n)) and known_person(words[0]) and _strong_ok(m, need_known)
    if not any(given_name(w) or freq_class(w.lower().strip("."), "en") <= 2 for w in words):
        return False  # "Good Samaritan": no word is a given name or rare
    return _strong_ok(m, need_known) and all(
        known_person(w) or given_name(w) or freq_class(w.lower().strip("."), "en") <= 3 for w in _name_words(n)
    )


# ------------------------------------------------------------------ chat speakers
_CHAT_LINE = re.compile(
    r"(?m)^[ \t]*(?:\[[^\]\n]{4,30}\][ \t]*)?(?:<(?P<a>[^\W\d_][\w'’-]{1,30})>|(?P<b>[A-Z][\w'’-]{1,30})[ ][-–][ ])(?=[ ]?\S)"
)


def _chat_name_ok(n: str, line_rest: str) -> bool:
    if n.isupper() and not line_rest.isupper():
        return False
    if n[0].islower():
        return (given_name(n) or freq_class(n, "en") <= 1) and not heading_word(n) and n not in nonphi_things()
    return re.fullmatch(r"[A-Z][a-z'’-]+|[A-Z]{3,}", n) is not None and _word_ok(n) and freq_class(n.lower(), "en") <= 4


# what a clinic's side of a chat says, and what the patient's side says
_STAFF_SAYS = re.compile(
    r"(?i)\bthis is \w+ from\b|\b(?:from|at) (?:dr\.? [\w'’-]+['’]s |the )?(?:office|clinic|practice)\b|\bplease "
    r"(?:come|go|call|bring|take|hold)\b|\bcall you back\b|\bnoted\b|\bwe (?:will|can|have)\b|\byour (?:results?|"
    r"appointment|labs?|scan|prescription)\b|\b(?:vitals|neuro checks)\b|\bsee you\b"
)
_LAY_SAYS = re.compile(r"(?i)\bcan i\b|\bi (?:have|feel|am|missed|take|took|need|was)\b|\bmy\b|\bme\b|\byes since\b|\bpain:")


class _ChatSpeakers(Pattern):
    """Speaker marks of a chat export: two lines or more of one shape (``<x>`` or ``X - ``)
    whose speaker words all pass as names.  A speaker whose lines sound like the clinic (``this
    is ... from``, ``please come in``, ``noted``) is staff (the ``DOCTOR`` instance), any other
    one lay (the ``PATIENT`` instance)."""

    def find(self, text: str) -> list[tuple[int, int, float]]:
        if "<" not in text and " - " not in text and " – " not in text:
            return []
        by_kind: dict[str, list[tuple[int, int]]] = {"a": [], "b": []}
        said: dict[str, list[str]] = {}
        for m in _CHAT_LINE.finditer(text):
            kind = "a" if m.group("a") else "b"
            s, e = m.span(kind)
            nl = text.find("\n", m.end())
            rest = text[m.end(): nl if nl >= 0 else len(text)]
            if len(rest.split()) < 2 and not rest.rstrip().endswith("?"):
                continue
            if _chat_name_ok(text[s:e], rest):
                by_kind[kind].append((s, e))
                said.setdefault(text[s:e].lower(), []).append(rest)
        out = []
        for spans in by_kind.values():
            if len({text[s:e].lower() for s, e in spans}) >= 2 or len(spans) >= 3:
                for s, e in spans:
                    lines = said[text[s:e].lower()]
                    staff = sum(len(_STAFF_SAYS.findall(x)) for x in lines)
                    lay = sum(len(_LAY_SAYS.findall(x)) for x in lines)
                    if (staff > lay) == (self.label == "DOCTOR"):
                        out.append((s, e, self.score))
        return out


def _signoff_end_ok(m: re.Match) -> bool:
    n = m.group("n")
    if n.isupper() and len(n) <= 3:
        return _initials_ok(n)
    return _strong_ok(m, place=False) and (known_person(n) or given_name(n) or _word_ok(n))


def _lower_given(m: re.Match) -> bool:
    n = m.group("n")
    if n[0].isupper():
        return _names_ok(m)
    return len(n) >= 3 and given_name(n) and not heading_word(n) and freq_class(n, "en") <= 4


def _nick_ok(m: re.Match) -> bool:
    """A nickname after ``nickname``/``goes by`` may be a word (``Ploy``); one opening a list item
    must be rare (``Skeeter``, not ``"Fatigue"``)."""
    n = m.group("n")
    cap = 2 if m.group(0).lstrip()[:1].isdigit() else 3
    return person_ok(n) and all(not heading_word(w.lower()) and w.lower() not in nonphi_things() and
                                (known_person(w) or given_name(w) or freq_class(w.lower(), "en") <= cap) for w in n.split())


PATTERNS: tuple[Pattern, ...] = (
    Pattern("name_contact_cue7",
        rf"(?<![\w-])(?i:{_CONTACT})[ ]{_NOT_LEAD}(?P<n>{_P7}(?:['’]s)?){_CONTACT_END}",
        "PATIENT", 0.5, group="n", flags=re.MULTILINE,
        validator=lambda m: not re.fullmatch(r"[A-Z]{2,3}", m.group("n")) and _names_ok(m)),
    Pattern("name_then_verb7",
        rf"(?:^[ \t]*|(?:[:;!?\]>–]|(?<=\w[ ])-|(?<!\b[A-Z])\.)[ ]+|\b(?:As|as)[ ])(?:(?i:and|so|then|but)[ ])?{_NOT_LEAD}(?P<n>{_P7})[ ](?:{_AFTER})",
        "PATIENT", 0.5, group="n", validator=_names_ok, flags=re.MULTILINE),
    Pattern("name_in_room7",
        rf"(?<![\w'’.-]){_NOT_LEAD}(?P<n>{_P7})[ ](?:in|from)[ ](?i:room|rm|bed|bay|cubicle|cabin)[ ]?[\w-]{{1,6}}\b",
        "PATIENT", 0.5, group="n", validator=lambda m: _names_ok(m, 3),
        anchor=r"[ ](?:in|from)[ ](?i:room|rm|bed|bay|cubicle|cabin)\b", anchor_window=60),
    Pattern("name_greeting7",
        rf"(?<![\w-])(?:Hi|Hello|Hey|HI|HELLO|hi|hello)[,]?[ ](?P<n>{_P7})(?=[ ]*[,!][ ]*[^\s]|[ ]-[ ])",
        "PATIENT", 0.5, group="n", validator=_names_ok),
    Pattern("name_greeting_staff7",
        rf"(?:(?<![\w-])(?:Dear|Thanks|Thank[ ]you)[ ]|\b(?i:forwarding|forwarded)[ ](?i:this[ ])?(?i:from)[ ]"
        rf"|^[ \t]*(?:\[[^\]\n]{{4,30}}\][ \t]*)?(?P<g>(?:Hi|Hello|Hey)[ ]))(?P<n>{_P7})(?(g),[ \t]*$|(?=[ ]*[,:!]))",
        "DOCTOR", 0.5, group="n", validator=_names_ok, flags=re.MULTILINE),
    Pattern("name_this_is_rel7",
        rf"\b(?i:this is)[ ](?P<n>{_P7}),[ ]{_W}['’]s[ ](?i:{_REL})\b",
        "PATIENT", 0.55, group="n", validator=_rel_ok),
    Pattern("name_signoff_line7",
        rf"(?m)^[ \t]*(?:--|—|–)[ ]?(?P<n>{_W}(?:[ ]{_W})?|[a-z][a-z'’-]{{2,20}})[ \t]*$",
        "DOCTOR", 0.5, group="n", validator=_lower_given),
    Pattern("name_signoff_end7",
        r"(?:[.!?)]|\d)[ \t]+[-–—][ ]?(?P<n>[A-Z][a-z'’-]+|[A-Z]{2,3})[ \t]*(?=$(?![\s\S])|\n[ \t]*\n)",
        "DOCTOR", 0.5, group="n", validator=_signoff_end_ok),
    Pattern("name_signoff_best7",
        r"\b(?:Best|Regards|Cheers|Best[ ]wishes),[ ](?P<n>[A-Z][a-z'’-]+)[ \t]*(?=\n|$(?![\s\S]))",
        "DOCTOR", 0.45, group="n", validator=lambda m: (given_name(m.group("n")) or _word_ok(m.group("n"))) and _strong_ok(m)),
    Pattern("name_signoff_thanks7",
        r"\b(?:Thanks|Thank[ ]you|Many[ ]thanks),[ ](?P<n>[A-Z][a-z'’-]+)[ \t]*(?=\n|$(?![\s\S]))",
        "PATIENT", 0.45, group="n", validator=lambda m: (given_name(m.group("n")) or _word_ok(m.group("n"))) and _strong_ok(m)),
    _ChatSpeakers("name_chat_speaker7", r"(?!)", "PATIENT", 0.5),
    _ChatSpeakers("name_chat_staff7", r"(?!)", "DOCTOR", 0.5),
    Pattern("name_nickname7",
        r"(?:\b(?i:nickname|nick-?named|goes[ ]by|known[ ]as|aka|a\.k\.a\.|prefers[ ]to[ ]be[ ]called)[ :]*|"
        r"(?m:^)[ \t]*\d{1,3}[.)][ ]+(?=[\"“]\w+[\"”][ ]+[-–—(]))[\"“‘](?P<n>[A-Z][a-z'’-]+(?:[ ][A-Z][a-z'’-]+)?)[\"”’]",
        "PATIENT", 0.55, group="n", validator=_nick_ok, flags=re.MULTILINE),
    Pattern("name_role_apposition7",
        rf"(?<![\w'’.-]){_NOT_LEAD}(?P<n>{_W}(?:[ ]{_W})?)[ ](?:the|our|your|my)[ ](?i:nurse|midwife|physio|physiotherapist|"
        rf"pharmacist|health[ ]visitor|receptionist|carer|social[ ]worker|dietitian|chaplain|porter|HCA|doula|therapist)\b",
        "DOCTOR", 0.5, group="n", validator=lambda m: _names_ok(m, 4)),
    Pattern("name_role_lead7",
        rf"(?m)^[ \t>*•-]*(?i:midwife|nurse|doula|physio|health[ ]visitor|carer|key[ ]?worker)[ \t]*:[ \t]*(?P<n>{_W})"
        rf"(?=[ ](?:at|from|on|in|via|is|will|or)\b|[ ]*\(|[ \t]*$)",
        "DOCTOR", 0.5, group="n", validator=lambda m: _names_ok(m, 4)),
    Pattern("name_role_field7",
        rf"(?m)(?:^[ \t>*•-]*|(?:(?<=[ ]{{2}})|(?<=\t)|(?<=;[ ]))(?![ \t])[>*•-]*[ \t]*)(?i:{_LAY7})(?:[ ](?i:contacted|informed|notified|present|called))?[ \t]*:[ \t]*"
        rf"(?:(?i:mr|mrs|ms|miss|mx|sir)\.?[ ])?(?P<n>{_P7_2}|{_INI}[ ]?{_W}){_FIELD_END7}",
        "PATIENT", 0.55, group="n", validator=_field_ok),
    Pattern("name_staff_field7",
        rf"(?m)(?:^[ \t>*•-]*|(?:(?<=[ ]{{2}})|(?<=\t)|(?<=;[ ]))(?![ \t])[>*•-]*[ \t]*)(?i:{_STAFF7})[ \t]*:[ \t]*(?:(?i:dr|prof|nurse|sr)\.?[ ]){{0,2}}(?P<n>{_P7_2}|{_INI}[ ]?{_W}){_FIELD_END7}",
        "DOCTOR", 0.55, group="n", validator=_field_ok),
    Pattern("name_memo_list7",
        rf"(?m)^[ \t>]*(?i:to|cc|from)[ \t]*:[ \t]*(?P<n>{_P7_2}(?:;[ ]{_P7_2})+)[ \t]*$",
        "DOCTOR", 0.55, group="n", split=r";[ ]",
        validator=_memo_ok),
    Pattern("name_mailing7",
        rf"(?im)^[ \t]*(?:\[[^\]\n]{{4,30}}\][ \t]*)?(?:mailing|postal|home|correspondence|return)[ ]address[ \t]*:[ \t]*\n"
        rf"[ \t]*(?P<n>{_P7_2})[ \t]*(?=\n[ \t]*\S)",
        "PATIENT", 0.55, group="n", validator=_strong_ok),
    Pattern("name_quote_attrib7",
        r"\b(?i:in[ ](?:his|her|their|own|the[ ]patient's)[ ]words|quote|verbatim)[ :,]*[\"“][^\"”\n]{2,160}[\"”][ ]"
        r"\((?P<n>[A-Z][a-z'’-]+|[a-z][a-z'’-]{2,20})\)",
        "PATIENT", 0.5, group="n", validator=_lower_given),
    Pattern("name_relation_apposition7",
        rf"\b(?i:his|her|their|my|pt's|patient's)[ ](?i:{_REL}),?[ ]*\n?[ ]*(?P<n>{_P7})"
        rf"(?=,|[ ](?:will|who|is|was|has|says|said|stays|lives)\b)",
        "PATIENT", 0.5, group="n", validator=_names_ok),
    Pattern("name_both7",
        rf"(?<![\w'’.-]){_NOT_LEAD}(?P<n>{_W}[ ]and[ ]{_W})[ ]both[ ](?i:want|wants|said|say|agree|agreed|asked|called|are|were|have|will)\b",
        "PATIENT", 0.5, group="n", split=r"[ ]and[ ]",
        validator=lambda m: all(_names_ok(re.match(r"(?P<n>.+)", w), 3) for w in m.group("n").split(" and ")),
        anchor=r"[ ]both[ ]", anchor_window=80),
    Pattern("name_the_late7",
        rf"\b(?:the|The)[ ]late[ ](?:(?:Mr|Mrs|Ms|Miss|Dr|Sir|Dame|Lady|Lord|Rev)\.?[ ])?(?P<n>{_P7_2})(?![ ]{_W})",
        "PATIENT", 0.55, group="n", validator=_field_ok),
    Pattern("name_room_lead7",
        rf"(?m)(?:^|[;,][ ]|\d{{3,4}}[ ])[ \t>*•-]*(?i:rm|room|bed|bay|cubicle|cabin|cot|pod)[ ]?\d{{1,4}}[A-Za-z]?[ ]?[-–:=)][ ]?"
        rf"(?P<n>{_P7})(?=[ ]*[,(;]|[ ][-–][ ]|[ \t]*$|[ ](?:is|was|has|declined|refused|asleep|awake|seen|ok|and)\b)",
        "PATIENT", 0.5, group="n", validator=lambda m: len(_name_words(m.group("n"))) > 1 and _field_ok(m) or _names_ok(m, 3)
        and given_name(m.group("n"))),
    Pattern("name_before_nickname7",
        rf"(?<![\w'’.-]){_NOT_LEAD}(?P<n>{_P7_2})[ ]\((?i:nickname|nick|aka|a\.k\.a\.|goes[ ]by|known[ ]as|prefers)\b",
        "PATIENT", 0.55, group="n", validator=_field_ok,
        anchor=r"\((?i:nickname|nick|aka|a\.k\.a\.|goes[ ]by|known[ ]as|prefers)\b", anchor_window=100),
    Pattern("name_is7",
        rf"\b(?i:baby's|babys|baby|father's|mother's|husband's|wife's|maiden|partner's|spouse's|preferred|middle)[ ]name"
        rf"(?:[ ](?i:will[ ]be|is|was|would[ ]be)|[ ]*:)[ ]*[\"“]?(?P<n>{_W}(?:[ ]{_W})?)(?![\w'’-])",
        "PATIENT", 0.55, group="n", validator=_strong_ok),
    Pattern("name_if_baby7",
        rf"(?<![\w'’.-])(?P<n>{_W})[ ]if[ ](?i:it's[ ]|it[ ]is[ ])?(?i:a)[ ](?i:girl|boy)\b",
        "PATIENT", 0.5, group="n", validator=_strong_ok),
    Pattern("name_letter_close7",
        rf"\b(?i:yours[ ]sincerely|sincerely|yours[ ]faithfully|yours[ ]truly|kind[ ]regards|best[ ]regards|warm[ ]regards|"
        rf"best[ ]wishes|with[ ]thanks),?[ \t]*\n?[ \t]*(?P<n>{_P7_2}),[ ](?=[A-Z][a-z])",
        "PATIENT", 0.45, group="n", validator=_field_ok),
    Pattern("name_lay_role_before7",
        rf"\b(?i:rep|representative|advocate|duty[ ]manager|team[ ]manager|caseworker|case[ ]worker|"
        rf"interpreter|translator|solicitor|lawyer|attorney|landlord|landlady|teacher|employer|foreman|chaperone|escort)[ ]"
        rf"(?P<n>{_P7_2})(?=[ ]*[,.;:)]|[ \t]*$|[ ](?:at|from|of|on|in|called|rang|will|is|was|and|\d)\b|"
        rf"[ ](?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*[ ]\d)",
        "PATIENT", 0.5, group="n", validator=_field_ok, flags=re.MULTILINE),
    Pattern("name_role_comma7",
        rf"\b(?i:a|an|the|our|her|his|their|my)[ ](?i:beneficiary|witness|neighbou?r|friend|colleague|volunteer|visitor|"
        rf"relative|carer|caregiver|classmate|flatmate|housemate|roommate|landlord|landlady),[ ](?P<n>{_P7_2}),",
        "PATIENT", 0.5, group="n", validator=_field_ok),
    Pattern("name_lay_noun_lead7",
        rf"(?m)(?:^|\d{{4}}[ ])[ \t]*(?:Guest|Crew|Passenger|Resident|Client|Member|Visitor|Worker|Player)[ ](?P<n>{_P7_2})"
        rf"(?=[ ](?i:cabin|room|rm|crew|age|aged|seat|bed)\b|[ ]\d|,)",
        "PATIENT", 0.5, group="n", validator=_field_ok),
    Pattern("name_nick_list7",
        rf"(?m)^[ \t]*\d{{1,3}}[.)][ ]+(?P<n>{_W}[ ][\"“][A-Z][A-Za-z]{{1,12}}[\"”][ ]{_W})[ ][-–—(]",
        "PATIENT", 0.55, group="n",
        validator=lambda m: _field_ok(re.match(r"(?P<n>.+)", re.sub(r"[ ][\"“][^\"”]+[\"”]", "", m.group("n"))))),
    Pattern("name_staff_role_before7",
        rf"\b(?i:coordinator|co-ordinator|navigator|liaison|study[ ]nurse|research[ ]nurse|care[ ]coordinator)[ ]"
        rf"(?P<n>{_P7_2})(?=[ ]*[,.;:)]|[ \t]*$|[ ](?:at|from|on|in|called|will|is|was|and|\d)\b)",
        "DOCTOR", 0.5, group="n", validator=_field_ok, flags=re.MULTILINE),
    Pattern("name_possessive_rel7",
        rf"(?<![\w'’.-]){_NOT_LEAD}(?P<n>{_W}['’]s)[ ](?i:{_REL}|son|daughter|wife|husband|grandson|granddaughter)\b",
        "PATIENT", 0.5, group="n", validator=lambda m: len(m.group("n")) > 4 and _strong_ok(m, place=False),
        anchor=r"['’]s[ ]", anchor_window=40),
    Pattern("name_per7",
        rf"(?<![\w-])per[ ]{_NOT_LEAD}(?P<n>{_P7})(?=[ ]*[,.;:)](?:\s|$)|[ \t]*$|[ ](?:at|on|who|re)\b)",
        "DOCTOR", 0.45, group="n", flags=re.MULTILINE,
        validator=lambda m: not re.fullmatch(r"[A-Z]{2,5}", m.group("n")) and _names_ok(m, 3)),
    Pattern("name_ask7",
        rf"\b(?:ask|Ask|ASK)[ ]{_NOT_LEAD}(?P<n>{_P7})[ ](?:if|whether|about)[ ]",
        "DOCTOR", 0.5, group="n", validator=lambda m: _names_ok(m, 3)),
)
