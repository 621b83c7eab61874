"""English pack, person names in informal writing: lower case, ALL CAPS and words that are names
(issue 22, session 21).

Chats, texts, diaries and notes patients write leave out the capitals and titles the other person
patterns go by.  These rules take a name from a strong slot instead, and check each word: a lower-case
word is a name when it is a given name of the gazetteer and no common English word (``wordfreq`` Zipf
class 3 or less, or 4 when no common-word list holds it), or rare in English (class 1 or less; 2 in the
strongest slots); a given name that is also a common word
(``will``, ``hope``, ``sunny``, ``rose``, ``mo``) only in the strongest slots (a relation word right
before it and a clause end or a verb of the person right after it, a greeting opening a line and a
comma).  Pronouns, function words, kin words, ``all``/``team``/``everyone``, drugs, devices and headings
are never names:

* ``name_kin_any9``: a name after a kin or social word, with or without a possessive, in any case
  (``my son ted``, ``husband ambrose@555-0105``, ``grandaugter brooke)``, ``best friend mo.``, ``her carer
  jo said``, ``daughter-in-law Cheryl 775-...``, ``wife shahnoza works``); a capitalised kin word without
  a possessive is a title (``Sister Agnes``, ``Father Brennan``) and is left out;
* ``name_greeting9`` / ``name_greeting_staff9``: the person a message greets or thanks (``hi dana,``,
  ``hello sydney, this is``, ``kaija: thanks aurelio,``, ``Hi Hope, yes you can``; ``hi all``, ``love mum x``
  are no names); a lay speaker (``family:``, ``pt:``) greets or thanks staff (DOCTOR), every other greeting
  is PATIENT;
* ``name_signoff9`` / ``name_signoff_staff9``: the sender after a sign-off (``thanks, -kemi``, ``cheers jo``,
  ``love, bex x``); a clinician when the message speaks of patients, labs, beds or a handover;
* ``name_self_intro9`` / ``name_self_intro_staff9``: ``my name is tomas``, ``this is rosa from``, ``hey
  its Hope,``, ``i'm tomas,``; the speaker is staff when ``from`` the clinic, pharmacy or a doctor's
  office follows;
* ``name_here9``: ``hi everyone, tomos here,`` (a name before ``here`` after a greeting or opening a line);
* ``name_chat_lower9`` / ``name_chat_lower_staff9``: lower-case speakers of a chat or transcript
  (``ffion: ok``), two speaker lines or more; staff or lay by what they say;
* ``name_caps_cell9`` / ``name_caps_staff_cell9``: an ALL CAPS full name alone on a line or in a cell of a
  roster or label (``ROSE WILL``, ``KEMI ADEYEMI``), two such cells in the text or one of known names;
  clinicians under a rota, on-call or staff heading;
* ``name_lower_subject9``: a lower-case given name opening a clause before a verb of calling, visiting
  or driving, in lower-case text (``zenzele called again``, ``<marco> isaack will drive me``, ``then
  dolores came over``);
* ``name_kin_list9``: names listed after a plural kin word (``3 kids (ruslan, dilnoza, temurbek)``,
  ``grandkids are mia and tj``), half of them given names at least;
* ``name_possessive9``: a given name with ``'s`` (``maryam's eggs``, ``Maryam's eggs``), never an
  eponym (``barrett's oesophagus``), a shop (``at wendy's``) or a saint;
* ``name_double_lower9``: a double-barrelled lower-case given name (``faith-ann``, ``mary-kate``).
"""

from __future__ import annotations

import re
from functools import lru_cache

from multideid.base_systems.packs import Pattern
from multideid.base_systems.packs.en_context import name_ok
from multideid.base_systems.packs.en_forms import given_name as _given_name
from multideid.base_systems.packs.en_names6 import nonphi_things
from multideid.base_systems.packs.en_world import heading_word, known_person, known_place
from multideid.base_systems.word_freq import freq_class
from multideid.nonphi.lists import read_list

__all__ = ["PATTERNS", "given_name", "lower_text", "name_word_ok", "stop_word", "word_name"]

# English given names that are common words: names only in the strongest slots
_WORD_NAMES = frozenset(
    """will bill pat sue rob mark art bob ray rod jack frank grant chase guy sonny rusty dot kit jo hope faith grace
    joy rose june summer autumn dawn daisy holly ivy lily iris violet ruby pearl amber crystal destiny honey sky
    storm river rain sunny sunshine mercy patience prudence charity constance felicity harmony melody dale glen
    heath lance miles reed wade cliff clay drew gene mo max ben sam tom tim don ted ken nick rick pete stan vic ed
    al jim bea mae fay nan val meg kay may cherry ginger poppy willow robin wren dean april bo jay lou di viv liz
    bella jade hazel olive rowan""".split()
)
# never a name in these slots: pronouns, function words, kin and pet words, group words, chat words
_STOP9 = frozenset(
    """i me my mine you your yours u ur he him his she her hers it its we us our they them their theirs this that these
    those there here the a an and or but so if then than as at by for from in into of off on onto out over to up
    with about after before again also just only very too not no yes yeah yep nope ok okay k kk is are was were
    be been am do does did done have has had can could will would shall should may might must all both each every
    everyone everybody anyone someone somebody nobody none one two team guys folks gang fam lot lads ladies girls
    boys people world there doc doctor dr nurse sister sir madam maam mate love luv babe baby hun hon honey
    darling sweetie sweetheart dear dearest lovely gorgeous bestie buddy pal bud dude man fella chief boss mum
    mom mam ma mummy mommy dad da daddy pa papa mama nan nana nanna gran granny grandma grandpa grandad granddad
    son daughter wife husband hubby brother bro sister sis aunt auntie aunty uncle niece nephew cousin partner
    friend friends kids kid children child family everyone again much so loads lots heaps million bunch x xx xxx
    xo god lord jesus christ christmas santa home work school now today tonight tomorrow yesterday morning
    afternoon evening night well fine good great sorry thanks thank please pls plz thx ty cheers bye see speak
    soon later back there what when where why how who which whats hows one bit guess think know said says called
    im ive id ill youre hes shes theyre weve dont doesnt didnt cant couldnt wont wouldnt isnt wasnt arent hasnt
    havent aint thats lets yall gonna wanna gotta kinda lol omg tbh idk btw ttyl imo irl ily gtg eta xoxo lmao
    smh nvm tia asap fyi aka unknown unk deceased alive living dead late absent present none nil same various""".split()
)
# things after a kin word that are no name ("son in law", "mother tongue", "nan bread")
_NOT_AFTER_KIN = frozenset(
    "law laws tongue nature earth ship board bread figure language hen cell cells angel angels minder minders sitter "
    "doll dolls rice tea food formula monitor wipes milk shower seat care benefit protection support allowance".split())


# endings of diseases, procedures and drug stems: a rare word so ending is no name
_CLINICAL_SUFFIX = re.compile(
    r"(?:osis|itis|omas?|a?emia|pathy|ectomy|otomy|ostomy|algia|acea|plasia|trophy|uria|iasis|ismus|rrh?o?ea|o?edema|"
    r"penia|plegia|paresis|stenosis|lysis|scopy|graphy|mab|nib|pril|sartan|statin|olol|azole|mycin|cillin|cycline|"
    r"dipine|tidine|azepam|oxetine|triptan|gliptin|gliflozin|lukast|parin|xaban|gatran|vir)$")


@lru_cache(maxsize=1)
def _eponyms() -> frozenset[str]:
    """The eponyms of the non-PHI list (``Crohn``, ``Barrett``), with their ``s`` forms (``crohns``)."""
    out = set()
    for raw in read_list("eponyms.txt").splitlines():
        term = raw.split("|")[0].strip().lower()
        if term and not term.startswith("#") and " " not in term:
            out.update((term, term + "s"))
    return frozenset(out)


@lru_cache(maxsize=50_000)
def given_name(word: str) -> bool:
    """A given name of the English gazetteer (cached: every candidate word is looked up several times)."""
    return _given_name(word)


def _plain(w: str) -> str:
    return re.sub(r"['’]s$", "", w.strip(".,;:!?\"'’()"))


def name_word_ok(word: str, strength: int) -> bool:
    """Whether ``word`` (any case) can be a person's name in a slot of ``strength``: 1 weak (a known
    given name no common word, or a word rare in English), 2 strong (also a rarer word, Zipf class 2),
    3 strongest (also a given name that is a common word: ``will``, ``hope``, ``mo``)."""
    w = _plain(word)
    low = w.lower()
    if low in _WORD_NAMES and strength >= 3 and not heading_word(low):
        return True
    if len(low) < 2 or low in _STOP9 or heading_word(low) or low in nonphi_things():
        return False
    if not re.fullmatch(r"[^\W\d_]+(?:['’-][^\W\d_]+)*", w) or not re.search(r"[aeiouyà-ÿ]", low):
        return False
    if low in _WORD_NAMES:
        return strength >= 3
    if not given_name(low) and (low in _eponyms() or _CLINICAL_SUFFIX.search(low)):
        return False  # "crohns", "sarcoidosis", "rosacea", "apixaban"
    if strength == 1 and known_place(low) and freq_class(low, "en") >= 4:
        return False  # "saw paris", "i'm in dallas": places in the weak slots
    fc = freq_class(low, "en")
    if len(low) == 2:
        return strength >= 3 and given_name(low) and fc <= 4
    if given_name(low) or known_person(low):
        if fc <= 3 or (fc == 4 and name_ok(low) and (not w.islower() or given_name(low))):
            return True
        return strength >= 3 and fc <= 4 and given_name(low)
    # a rare word no list holds: Zipf class 2 only capitalised or in the strongest slots ("Maisie", "kemi")
    return fc <= (2 if strength >= 3 or strength == 2 and not w.islower() else 1) and name_ok(low)


def stop_word(word: str) -> bool:
    """A pronoun, function, kin, pet, group or chat word that is never a name here (``mum``, ``team``)."""
    return _plain(word).lower() in _STOP9


def word_name(word: str) -> bool:
    """A given name that is also a common English word (``will``, ``hope``, ``grace``, ``mo``)."""
    return _plain(word).lower() in _WORD_NAMES


def lower_text(text: str, s: int, e: int) -> bool:
    """Public name of :func:`_lower_text`."""
    return _lower_text(text, s, e)


def _lower_text(text: str, s: int, e: int) -> bool:
    """The text around ``s:e`` is written in lower case (chat, texts): of its words in the 150
    characters each side, at most one in seven is capitalised (ALL CAPS aside)."""
    words = re.findall(r"[^\W\d_][\w'’-]*", text[max(0, s - 150):e + 150])
    title = sum(1 for w in words if w[0].isupper() and not w.isupper())
    return title * 7 <= len(words)


def _ours(n: str) -> bool:
    """A name these rules take: lower case, ALL CAPS or a word-name; a capitalised rare name is left to
    the older greeting, sign-off and introduction rules."""
    return n.islower() or n.isupper() or _plain(n).lower() in _WORD_NAMES or not name_ok(_plain(n))


def _case_ok(words: list[str]) -> bool:
    """All words in one case: lower, Title or ALL CAPS."""
    return all(w.islower() for w in words) or all(w[:1].isupper() and not w[1:].isupper() for w in words) or all(
        w.isupper() for w in words)


class _Split(Pattern):
    """A rule whose :meth:`spans` say for each name whether a clinician is meant: its DOCTOR instance keeps
    those, its PATIENT instance the others."""

    def spans(self, text: str):  # pragma: no cover - each rule below defines it
        raise NotImplementedError

    def find(self, text: str) -> list[tuple[int, int, float]]:
        return [(s, e, self.score) for s, e, staff in _twin_spans(self, text) if staff == (self.label == "DOCTOR")]


#: the last text each rule read and its spans, shared by the rule's PATIENT and DOCTOR instances
_TWIN_SPANS: dict[tuple, tuple[str, list]] = {}


def _twin_spans(rule: _Split, text: str) -> list:
    """:meth:`_Split.spans` of ``text``, computed once for the two instances of a rule (same class,
    regex and flags): the second instance takes the first's spans instead of scanning the text again."""
    key = (type(rule), rule.regex, rule.flags)
    hit = _TWIN_SPANS.get(key)
    if hit is None or (hit[0] is not text and hit[0] != text):
        hit = (text, list(rule.spans(text)))
        _TWIN_SPANS[key] = hit
    return hit[1]


# ------------------------------------------------------------------ kin and social words
_KIN9 = (
    r"(?:step-?|half-?|great-?|god-?)?(?:mum|mom|mam|mother|dad|father|son|daughter|dau?g?h?h?ter|wife|husband|husbnd|hubby|"
    r"brother|sister|sis|bro|grandma|grandpa|grandad|granddad|gran|granny|nan|nana|nanna|grandson|grand-?d?aug?h?ter|"
    r"grandmother|grandfather|grandchild|grandkid|aunt|auntie|aunty|uncle|niece|neice|nephew|cousin|partner|fianc[eé]e?|"
    r"boyfriend|girlfriend|bf|gf|missus|twin|kid|child|baby)(?:-in-law)?s?"
    r"|best[ ]friend|bestie|friend|mate|pal|buddy|neighbou?r|carer|caregiver|care[ ]giver|sponsor|flatmate|housemate|"
    r"roommate|room[ ]mate|ex|ex-wife|ex-husband|other[ ]half|godmother|godfather|godson|goddaughter|guardian|foster[ ]mum|"
    r"foster[ ]mom|foster[ ]dad"
)
_POSS = r"(?:my|her|his|our|their|your|ur|pt's|patient's|the)"
_AGENCY_AFTER = re.compile(r"[ ]+(?:from|at|of|with)[ ]+(?:the[ ]+)?[^\W\d_]")
_NURSE_BEFORE = re.compile(r"(?i)\b(?:ward|charge|senior|junior|staff|night|day|theatre|duty|nursing)[ ]$")
_KIN_TITLES = frozenset("sister brother father mother nurse".split())
_KIN_CAP_NEEDS_POSS = frozenset("twin kid child baby mate pal buddy ex bro sis".split())
# after a name that is a common word: a clause end, a number, or a verb of the person
_AFTER_STRONG = re.compile(
    r"(?:[ ]*(?:[,.;:!?)\]\"”@]|$|\n)|[ ]+\(|[ ]+\+?\d|['’]s\b|[ ]+(?:called|rang|phoned|texted|said|says|came|comes|drove|"
    r"brought|visited|visits|lives|stays|stayed|has|had|was|is|picked|dropped|wants|thinks|asked|helps|helped|"
    r"took|takes|works|worked|who)\b)", re.IGNORECASE
)


class _KinAny(Pattern):
    """A name of one or two words after a kin or social word (see the module docstring)."""

    def find(self, text: str) -> list[tuple[int, int, float]]:
        out = []
        for m in self._matches(text):  # only around a kin word (the anchor)
            kin = m.group("k")
            if kin[0].isupper() and kin.split("-")[0].lower() in _KIN_TITLES and not m.group("p"):
                continue  # "Sister Agnes", "Father Brennan": a title
            if kin[0].isupper() and kin.lower() in _KIN_CAP_NEEDS_POSS and not m.group("p"):
                continue  # "Twin Block", "Kid Creole"
            nurse_before = _NURSE_BEFORE.search(text, max(0, m.start("k") - 12), m.start("k"))
            if kin.lower() == "sister" and (m.group("p") or "").lower() == "the" or nurse_before:
                continue  # "Ward sister Bronwen", "the sister on nights": a nurse
            if re.search(r"(?i)s$", kin) and not re.search(r"(?i)(?:ss|us)$", kin):
                continue  # plural kin words ("moms medications", "kids ok")
            w1, w2 = m.group("a"), m.group("b")
            if w1.lower() in _NOT_AFTER_KIN or (w1.isupper() and len(w1) <= 3 and not (len(w1) == 3 and given_name(w1))):
                continue
            lower = w1.islower()
            informal = not lower or _lower_text(text, m.start(), m.end())
            if w2 and _case_ok([w1, w2]) and w2.lower() not in _WORD_NAMES and name_word_ok(w2, 2) and (
                    known_person(w2) or given_name(w2) or not lower):
                s, e = m.start("a"), m.end("b")
            else:
                s, e = m.start("a"), m.end("a")
            if kin.lower().startswith(("carer", "care", "caregiver")) and _AGENCY_AFTER.match(text, e):
                continue  # "her carer Tash from Bluebell": agency staff (DOCTOR in the sets), left to the staff rules
            strong = _AFTER_STRONG.match(text, e) is not None
            if lower and not informal:
                # a lower-case word in text written with capitals: a given name only, no common word
                if not (given_name(w1) and name_word_ok(w1, 3 if strong else 1)):
                    continue
            elif not name_word_ok(w1, 3 if strong else 2):
                continue
            fc1 = freq_class(_plain(w1).lower(), "en")
            if w1[0].isupper() and not w1.isupper() and not (given_name(w1) or _plain(w1).lower() in _WORD_NAMES or fc1 <= 2
                                                          or known_person(w1) and fc1 <= 3):
                continue
            if lower and not (given_name(w1) or known_person(w1)) and not (strong or m.group("p")):
                continue  # a rare lower-case word that no list holds: a possessive before or a clause end after
            out.append((s, e, self.score))
        return out


# ------------------------------------------------------------------ greetings and sign-offs
_GREET = r"(?:hi|hey|hiya|heya|hello|helo|morning|evening|afternoon|dear|yo|thanks|thank[ ]you|thanx|thx|ty|cheers|ta)"
_LAY_SPEAKER = re.compile(r"(?i)^[ \t]*(?:\[[^\]\n]{1,30}\][ \t]*)?(?:family|pt|patient|guest|member|caller|client|mum|mom|dad|me|wife|husband|"
                          r"daughter|son|parent|carer|relative)[ \t]*:")


class _Greeting(_Split):
    """A greeted or thanked person; PATIENT unless a lay speaker greets."""

    def spans(self, text: str):
        for m in self.compiled.finditer(text):
            n = m.group("n")
            if not _ours(n):
                continue
            if m.group("g").lower() in ("morning", "evening", "afternoon", "dear", "yo") and not m.group("c"):
                continue  # "evening primrose", "dear diary": a comma makes these a greeting
            if n.isupper() and len(n) <= 3 and not given_name(n):
                continue
            line_start = text.rfind("\n", 0, m.start()) + 1
            opening = m.group("lead") is not None
            strong = 3 if opening and m.group("c") else 2
            if not name_word_ok(n, strong):
                continue
            staff = bool(_LAY_SPEAKER.match(text, line_start)) and m.group("g").lower().startswith(
                ("thank", "thx", "ty", "cheers", "ta", "hi", "hello", "hey"))
            yield m.start("n"), m.end("n"), staff


# a message between staff: the sender signing it off is a clinician
_STAFF_MSG = re.compile(r"(?i)\b(?:pt|pts|patient|(?:her|his|their)[ ](?:labs|bloods|results|obs)|on[ ]call|rounds|consult|"
                        r"can[ ]someone|pls[ ]review|please[ ]review|handover|(?:bed|bay|rm|room)[ ]\d+)\b")
_SIGNOFF = r"(?:thanks|thank[ ]you|thx|ty|cheers|love|lots[ ]of[ ]love|luv|ta|regards|best|xx+)"


def _signoff_ok(m: re.Match) -> bool:
    n = m.group("n")
    if not (_ours(n) or m.group("f") or m.group("x")):
        return False  # "Thanks,\nGudrun": the older sign-off rules take it
    if n.isupper() and len(n) <= 3 and not given_name(n):
        return False
    line_start = m.string.rfind("\n", 0, m.start("n")) + 1
    whole = bool(re.fullmatch(r"[ \t]*[^\W\d_][^\n]{0,20}", m.string[line_start:m.start("n")])) and m.group(0).lstrip()[:1].isalpha()
    if not name_word_ok(n, 3 if m.group("d") or m.group("x") or whole else 2):
        return False
    staff = _STAFF_MSG.search(m.string, max(0, m.start() - 300), m.start()) is not None
    return staff == (m.re.pattern.endswith("(?#staff)"))


# ------------------------------------------------------------------ self-introductions
_STAFF_FROM = re.compile(
    r"[ ,]+(?:from|at|with)[ ](?:the[ ])?(?:(?:dr|doctor)\.?[ ][\w'’-]+|clinic|surgery|practice|pharmacy|office|ward|"
    r"hospital|reception|front[ ]desk|gp|nurses?|team|lab|x-?ray|radiology|physio|[\w'’-]+[ ](?:clinic|surgery|practice|"
    r"pharmacy|medical|health|hospital))|[ ,]+(?:your|the)[ ](?:nurse|doctor|midwife|pharmacist|physio|gp)\b", re.IGNORECASE)


class _SelfIntro(_Split):
    def spans(self, text: str):
        for m in self.compiled.finditer(text):
            cue = m.group("cue").lower()
            n1, n2 = m.group("a"), m.group("b")
            if not _ours(n1):
                continue
            line_start = text.rfind("\n", 0, m.start()) + 1
            before = text[max(line_start, m.start() - 40):m.start()]
            greeted = re.fullmatch(r"(?i).*\b(?:hi|hey|hello|hiya|morning|evening|afternoon)\b[^\n.!?]{0,20}[ ,!.-]*", before)
            opening = bool(greeted or re.fullmatch(r"[\W\d]*|[^\n]{0,30}:[ \t]*", before))
            if _plain(n1).lower() in _WORD_NAMES and not cue.startswith(("my name", "name")):
                opening = bool(greeted)  # "it's summer again": a word-name needs a greeting before
            staff = _STAFF_FROM.match(text, m.end("b") if n2 else m.end("a")) is not None
            if cue.startswith(("my name", "name")):
                strength = 3
            elif cue.startswith(("this", "it", "its")):
                strength = 3 if opening or staff else 2
                if not (opening or staff or re.match(r"[ ]+(?:from|calling|here|again|speaking)\b", text[m.end("a"):])):
                    continue
            else:  # i'm / i am / im
                strength = 1
            if not name_word_ok(n1, strength):
                continue
            words_end = m.end("a")
            if (n2 and _case_ok([n1, n2]) and n2.lower() not in _STOP9 and name_word_ok(n2, 2)
                    and (given_name(n1) or freq_class(n1.lower(), "en") <= 2)):
                words_end = m.end("b")
            yield m.start("a"), words_end, staff


# ------------------------------------------------------------------ lower-case chat speakers
_CHAT9 = re.compile(r"(?m)^[ \t>]*(?:\[[^\]\n]{1,30}\][ \t]*|\d{1,2}[:.]\d\d(?:[ ]?[ap]m)?[ \t]+)?"
                    r"(?P<n>[a-z][a-z'’-]{1,20})[ \t]*:[ \t]+(?P<rest>\S[^\n]*)")
_KEYS9 = frozenset(
    """re note notes plan pt pts bp hr rr temp obs meds med rx dx hx sx tx ix pmh psh fh sh ros cc hpi a p s o subj
    obj assessment impression result results duration status topic category priority channel outcome queue mood
    subject type reason time date day dob age sex gender name address phone tel mob email fax ward room bed unit
    allergy allergies provider nurse doctor dr staff agent operator caller triage user system bot assistant host
    guest member family client customer support admin scheduler coordinator receptionist clinic office pharmacy
    lab me you mum mom dad edit edited sent from to cc bcc attachment ps nb fyi update todo to-do q a ans answer
    question reply morning evening night am pm weight height pain diet fluids mobility sleep bowels urine skin
    wound appetite breakfast lunch dinner tea supper snack""".split()
)
_CHAT_ROLES9 = frozenset("nurse provider doctor dr clinic me caller agent staff pharmacy reception receptionist mum mom dad ma rn np gp".split())
_SPEECH9 = re.compile(r"(?i)\b(?:i|i'm|im|you|u|he|she|we|they|he's|she's|it's|yes|yeah|no|ok|okay|thanks|thx)\b")
_STAFF_SAYS9 = re.compile(
    r"(?i)\b(?:is|has|does|did|was)[ ](?:she|he)\b|\bthis is \w+ from\b|\bfrom (?:the |dr\.? \w+['’]s )?"
    r"(?:office|clinic|practice|surgery|ward|pharmacy)\b|\bplease (?:come|go|call|bring|take|hold|book)\b|"
    r"\bwe (?:will|can|have|need|'ll)\b|\byour (?:results?|appointment|appt|labs?|scan|prescription|bloods)\b|\bnoted\b")
_LAY_SAYS9 = re.compile(r"(?i)\b(?:mom|mum|dad|mother|father)\b|\bcan i\b|\bi (?:have|feel|am|missed|take|took|need|was|think)\b|"
                        r"\bmy\b|\bme\b|\bi'm\b|\bim\b")


class _ChatLower(_Split):
    def spans(self, text: str) -> list[tuple[int, int, bool]]:
        lines = list(_CHAT9.finditer(text))
        if len(lines) < 2:
            return []
        said: dict[str, list[str]] = {}
        for m in lines:
            said.setdefault(m.group("n"), []).append(m.group("rest"))
        if len(said) > 12:
            return []
        names = {n for n in said if n not in _KEYS9 and name_word_ok(n, 3 if len(said) >= 2 else 2)}
        if not names or not any(given_name(n) or freq_class(n, "en") <= 1 for n in names):
            return []
        if len(names) < 2 and not (set(said) & _CHAT_ROLES9 and len(lines) >= 3
                                   and any(_SPEECH9.search(x) for x in said[next(iter(names))])):
            return []
        staff = {n: sum(len(_STAFF_SAYS9.findall(x)) for x in said[n]) > sum(len(_LAY_SAYS9.findall(x)) for x in said[n])
                 for n in names}
        return [(m.start("n"), m.end("n"), staff[m.group("n")]) for m in lines if m.group("n") in names]


# ------------------------------------------------------------------ ALL CAPS full names in cells
# a staff roster above the cells: its names are clinicians
_STAFF_ROSTER = re.compile(r"(?i)\b(?:rota|roster|on[ -]call|on[ ]duty|staff|nurses|doctors|shift|consultants?|registrars?|"
                           r"charge[ ]nurse|handover|theatre[ ]list|clinic[ ]list|surgeons?)\b")
_NOT_CELL = frozenset("hospital clinic street road ward unit centre center health medical care trust ltd inc llc".split())
_CAPS_CELL = re.compile(
    r"(?m)(?:^|(?<=[ ]{2})|(?<=\t)|(?<=\|[ ])|(?<=\|))[ \t]*(?P<n>[A-ZÀ-Þ][A-ZÀ-Þ'’-]+(?:[ ][A-ZÀ-Þ][A-ZÀ-Þ'’-]+){1,2})"
    r"[ \t]*(?=$|[ ]{2}|\t|[ ]?\||[ ]?[,(]|[ ]\d)"
)


class _CapsCells(_Split):
    """ALL CAPS full names alone in a cell: kept when one of them at least is made of words that are
    no common English word, and the text has two such cells or the one cell is all known names."""

    def spans(self, text: str) -> list[tuple[int, int, bool]]:
        if not re.search(r"[a-z]", text):
            return []  # an all-caps document: its headings look the same
        cells, strong = [], []
        for m in _CAPS_CELL.finditer(text):
            words = m.group("n").split()
            lows = [w.lower() for w in words]
            if any(heading_word(w) or w in nonphi_things() or w in _KEYS9 or w in _STOP9 and w not in _WORD_NAMES
                   or w in _NOT_CELL for w in lows) or known_place(m.group("n")):
                continue
            first_ok = given_name(lows[0]) or lows[0] in _WORD_NAMES or freq_class(lows[0], "en") <= 2 and name_ok(lows[0])
            if not first_ok or not all(known_person(w) or w in _WORD_NAMES or freq_class(w, "en") <= 2 for w in lows[1:]):
                continue
            cells.append(m)
            if all(known_person(w) and w not in _WORD_NAMES or name_word_ok(w, 2) for w in lows):
                strong.append(m)
        if not strong or len(cells) < 2 and not all(known_person(w) for w in strong[0].group("n").split()):
            return []
        return [(m.start("n"), m.end("n"), _STAFF_ROSTER.search(text, max(0, m.start() - 300), m.start()) is not None)
                for m in cells]


# ------------------------------------------------------------------ possessives and double-barrelled names
_EPONYM_NEXT = re.compile(
    r"[ ]+(?i:disease|syndrome|palsy|sign|test|cyst|neuroma|angina|oesophagus|esophagus|fracture|phenomenon|contracture|"
    r"gland|glands|abscess|ulcer|law|criteria|score|triad|maneuver|manoeuvre|reflex|node|nodes|space|duct|tube|lymphoma|"
    r"sarcoma|tumou?r|encephalopathy|ataxia|chorea|anomaly|day|eve|wort|solution|method|position|procedure|operation|"
    r"classification|scale|rule|hernia|pouch|canal|point|line|area|body|bodies|cell|cells)\b")
_EPONYMS = frozenset(
    "barrett wilson gilbert addison cushing paget still bell graves hodgkin parkinson crohn alzheimer huntington raynaud "
    "tourette asperger meniere kaposi wernicke hashimoto ludwig reiter marfan peyronie baker morton colles dupuytren "
    "bartholin perthes sever christmas valentine mother father children women men people st saint".split()
)


def _possessive_ok(m: re.Match) -> bool:
    n = m.group("w")
    low = n.lower()
    if low in _EPONYMS or _EPONYM_NEXT.match(m.string, m.end()) or low in _WORD_NAMES:
        return False
    before = m.string[max(0, m.start() - 12):m.start()]
    if re.search(r"(?:\b(?i:at|from|to|into|near|st|saint|dr|mr|mrs|ms|miss|prof|de|la|le|van|von|del|da|di|du)\.?|[A-Z][\w'’-]*)[ ]$", before):
        return False  # "at wendy's", "St Mary's", "Trader Joe's", "Dr. Smith's"
    if not (n.islower() or n[0].isupper() and n[1:].islower()):
        return False
    return given_name(low) and name_word_ok(low, 1) and freq_class(low, "en") <= 3


_NOT_DOUBLE = frozenset(["mary-jane", "ben-gay"])


def _kin_list_ok(m: re.Match) -> bool:
    items = [w for w in re.split(r",[ ]?|,?[ ]and[ ]|,?[ ]&[ ]", m.group("l")) if w]
    return (len(items) >= 2 and _case_ok(items) and all(name_word_ok(w, 3) and w.lower() not in _WORD_NAMES for w in items)
            and sum(given_name(w) or freq_class(w.lower(), "en") <= 1 for w in items) * 2 >= len(items))


def _double_ok(m: re.Match) -> bool:
    parts = m.group("n").split("-")
    if parts[0] == parts[1] or m.group("n") in _NOT_DOUBLE:
        return False  # "sari-sari", "bye-bye", "mary-jane" (cannabis)
    return all(given_name(p) for p in parts) and all(
        p not in _STOP9 and not heading_word(p) and p not in nonphi_things() for p in parts)


_AFTER_INTRO = r"(?i:from|calling|here|again|and|speaking|btw|by[ ]the[ ]way|the|your|ur|with|at)\b"
_NOT_B = rf"(?!{_AFTER_INTRO})"
def _lower_slot_ok(m: re.Match) -> bool:
    """A lower-case name in lower-case text: a given name of the gazetteer no common word, or a rare word
    (Zipf class 1 or less) opening a line or a chat message."""
    n = m.group("n")
    if not n.islower() or not _lower_text(m.string, m.start("n"), m.end("n")):
        return False
    words = n.split()
    if not name_word_ok(words[0], 1) or len(words) > 1 and not (known_person(words[1]) and name_word_ok(words[1], 2)):
        return False
    if given_name(words[0]):
        return True
    # a rare word that no list holds: only opening a chat message or a line ("<marco> isaack will drive me")
    line_start = m.string.rfind("\n", 0, m.start("n")) + 1
    return re.fullmatch(r"[ \t]*(?:[^\n]{0,40}[:>\]][ \t]*)?", m.string[line_start:m.start("n")]) is not None


_NW = r"[^\W\d_][^\W\d_'’-]{0,20}(?:['’-][^\W\d_]+)?"

_SIGNOFF_RX = (rf"(?m)(?:^|[.!?,][ ]+|(?<![ ])[ ]{{2,}})(?i:{_SIGNOFF})(?![^\W\d_])(?P<f>[ ](?i:so[ ]much|very[ ]much|again|a[ ]lot|all|"
               rf"for[ ]everything))?(?:[ ]*[,!.])?[ \t]*(?:\n[ \t]*)?(?P<d>[-–—~][ ]?)?(?P<n>{_NW})(?P<x>[ ]?x+)?[ \t]*"
               rf"(?=$|[ \t]+\+?\d[\d ()-]{{6,}}\d[ \t]*$)")
_GREET_RX = (rf"(?:(?P<lead>^|(?<=[:>\]])[ \t]*|(?<=[.!?])[ ]+)|(?<![\w'’-]))(?P<g>(?i:{_GREET}))(?:[ ]*,)?[ ]+(?P<n>{_NW})"
             r"(?P<c>[ ]*[,!]|[ ]+[-–—][ ])?(?(c)|(?=[ \t]*$))")
_INTRO_RX = (rf"(?<![\w'’-])(?P<cue>(?i:my[ ]name[ ]is|my[ ]names|my[ ]name['’]s|name['’]s|this[ ]is|it['’]s|its|it[ ]is|i['’]m|im|"
             rf"i[ ]am))[ ]+(?P<a>{_NW})(?:[ ]{_NOT_B}(?P<b>{_NW}))?(?=[ ]*[,.!;]|[ \t]*$|[ ]{_AFTER_INTRO})")

PATTERNS: tuple[Pattern, ...] = (
    _KinAny("name_kin_any9",
        rf"(?<![\w'’-])(?:(?P<p>(?i:{_POSS}))[ ])?(?:(?i:[a-z]+)[ ])?(?P<k>(?i:{_KIN9}))(?:[ ]*[,:][ ]*|[ ])(?:(?i:is|was)[ ](?:called|named)[ ])?"
        rf"(?:(?i:mr|mrs|ms|miss|mx)\.?[ ])?(?P<a>{_NW})(?:[ ][A-Za-z]\.(?=[ ]{_NW}))?(?:[ ](?P<b>{_NW}))?(?![\w'’-])",
        "PATIENT", 0.5, anchor=rf"(?<![\w'’-])(?i:{_KIN9})(?![\w'’])", anchor_window=60),
    _Greeting("name_greeting9",
        _GREET_RX,
        "PATIENT", 0.5, flags=re.MULTILINE),
    _Greeting("name_greeting_staff9",
        _GREET_RX,
        "DOCTOR", 0.5, flags=re.MULTILINE),
    Pattern("name_signoff9", _SIGNOFF_RX, "PATIENT", 0.45, group="n", validator=_signoff_ok),
    Pattern("name_signoff_staff9", _SIGNOFF_RX + "(?#staff)", "DOCTOR", 0.45, group="n", validator=_signoff_ok),
    _SelfIntro("name_self_intro9",
        _INTRO_RX,
        "PATIENT", 0.5, flags=re.MULTILINE),
    _SelfIntro("name_self_intro_staff9",
        _INTRO_RX,
        "DOCTOR", 0.5, flags=re.MULTILINE),
    Pattern("name_here9",
        rf"(?i:\b(?:hi|hey|hiya|hello|morning|evening)\b[^\n.!?]{{0,20}}?[,!.-][ ]*|(?m:^)[ \t]*)(?P<n>{_NW})[ ](?i:here)(?=[ ]*[,.!-]|[ \t]*$)",
        "PATIENT", 0.45, group="n", flags=re.MULTILINE,
        validator=lambda m: (m.group("n").islower() or m.group("n").isupper()) and name_word_ok(m.group("n"), 2)),
    _ChatLower("name_chat_lower9", r"(?!)", "PATIENT", 0.5),
    _ChatLower("name_chat_lower_staff9", r"(?!)", "DOCTOR", 0.5),
    _CapsCells("name_caps_cell9", r"(?!)", "PATIENT", 0.45),
    _CapsCells("name_caps_staff_cell9", r"(?!)", "DOCTOR", 0.45),
    Pattern("name_lower_subject9",
        r"(?m)(?:^[ \t]*|[:>\]][ \t]*|[.!?;][ ]+|\b(?:and|so|then|but|cos|because|coz|when)[ ])"
        r"(?!(?:and|so|then|but|cos|because|coz|when|the|my|his|her|our|their|your|someone|somebody|everyone|nobody|he|she|"
        r"they|we|you|it|who|dr|doctor|nurse|mum|mom|dad)\b)(?P<n>[a-z][a-z'’-]{2,20}(?:[ ][a-z][a-z'’-]{2,20})?)[ ]"
        r"(?P<v>called|rang|phoned|texted|messaged|says|said|asked|wants|came[ ](?:over|round|by|in)|dropped[ ](?:me|her|him|us|off|by)|"
        r"brought[ ](?:me|her|him|us)|visited|will[ ](?:drive|pick|bring|collect|stay|come)|picked[ ](?:me|her|him|us)|"
        r"is[ ]coming|drove[ ](?:me|her|him|us))\b",
        "PATIENT", 0.45, group="n", validator=_lower_slot_ok),
    Pattern("name_kin_list9",
        rf"\b(?i:kids|children|sons|daughters|grandkids|grandchildren|grandsons|granddaughters|siblings|brothers|sisters|twins|"
        rf"boys|girls)(?:[ ](?i:are|called|named))?[ :]+\(?(?P<l>{_NW}(?:(?:,[ ]?|,?[ ]and[ ]|,?[ ]&[ ]){_NW}){{1,7}})(?=\)|[ ]*[.;:\n]|[ \t]*$)",
        "PATIENT", 0.5, group="l", validator=_kin_list_ok, split=r",[ ]?|,?[ ]and[ ]|,?[ ]&[ ]"),
    Pattern("name_possessive9",
        r"(?<![\w'’.@-])(?P<n>(?P<w>[A-Za-z][a-z]{2,20})['’]s)(?=[ ]+[a-z])",
        "PATIENT", 0.45, group="n", validator=_possessive_ok),
    Pattern("name_double_lower9",
        r"(?<![\w'’.@/-])(?P<n>[a-z]{2,12}-[a-z]{2,12})(?![\w'’@/-]|\.[a-z])",
        "PATIENT", 0.45, group="n", validator=_double_ok),
)
