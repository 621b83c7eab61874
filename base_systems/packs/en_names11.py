"""English pack, person names after a verb of contacting, telling or meeting a person, in any case
(session 24, helper names24).

Messages and notes name the person one reminds, tells, asks, calls, texts, pages, updates, talks to,
meets or visits right after the verb, often in lower case (``pls remind teodora vasquez-imbert about
her prep``, ``have you talked to mirela dragomirescu``, ``let sigrun know``).  The learned bases find
such names, but a lone learned tag in lower case is weak evidence for the stacker; this rule gives it a
second, independent vote.

* ``name_contact11`` / ``name_contact_staff11``: one given name, optionally one or two surname words,
  right after ``remind``, ``tell``, ``ask``, ``call``, ``ring``, ``phone``, ``text``, ``message``,
  ``email``, ``page``, ``notify``, ``inform``, ``update``, ``contact``, ``ping``, ``cc``, ``thank``,
  ``talk/speak/chat to/with``, ``met with``, ``meet``, ``see/saw/seen``, ``visit``, ``check on``,
  ``loop in``, ``hear from``, ``write to`` (any tense); ``let NAME know``; a possessive name before a
  kin word (``call juliette's father back``: the name without ``'s``).  The first word must be a given
  name of the gazetteer (``en_names9.given_name``) that is no common English word
  (``en_names9.name_word_ok`` in its weak slot: ``will``, ``grace``, ``hope``, ``crystal`` are out) and no
  place after ``visit``/``see``/``meet``.  A following word is a surname only in the same case, no
  stop, kin or function word, and rare in English (a lower-case word: Zipf class 2 or less or a
  known surname of class 3 or less; a capitalised word: ``name_word_ok`` strong slot).  A title or
  role between the verb and the name (``call Dr Kolstad``, ``page nurse kemi``) is left to the older
  rules.  The name is a clinician (DOCTOR) after ``page``/``paged`` and ``cc``, before a credential
  (``RN``, ``MD``) or a workplace (``at reception``, ``from the pharmacy``); PATIENT otherwise.

Measured (matches of the two rules; true = overlaps a gold name span; no false match anywhere): hand-written
sets 1-8 and 11-14: 0, 4, 1 (staff), 1, 1, 0, 0, 1, 1, 0, 1, 0 true; held-out templates 14 true; presidio-synth
14 true (1 staff); sets 9 and 10 (counted only) 1 and 3 true.  Rules base alone, token-blind micro: recall up
on sets 2 (.895 -> .916), 5, 8, 11, 13, presidio; precision unchanged or up on every set.
"""

from __future__ import annotations

import re

from multideid.base_systems.packs import Pattern
from multideid.base_systems.packs.en_names6 import nonphi_things
from multideid.base_systems.packs.en_names9 import given_name, name_word_ok, stop_word, word_name
from multideid.base_systems.packs.en_world import heading_word, known_person, known_place
from multideid.base_systems.word_freq import freq_class

__all__ = ["PATTERNS"]

# verbs of contacting, telling or meeting a person (the object follows directly)
_VERB = (
    r"remind(?:ed|s|ing)?|tell(?:s|ing)?|told|ask(?:ed|s|ing)?|call(?:ed|s|ing)?|ring(?:s|ing)?|rang|phon(?:e|ed|es|ing)|"
    r"text(?:ed|s|ing)?|messag(?:e|ed|es|ing)|e-?mail(?:ed|s|ing)?|pag(?:e|ed|ing)|notif(?:y|ied|ies|ying)|"
    r"inform(?:ed|s|ing)?|updat(?:e|ed|es|ing)|contact(?:ed|s|ing)?|ping(?:ed|s|ing)?|cc|cc['’]?d|"
    r"thank(?:s|ed|ing)?|meet(?:s|ing)?|see(?:s|ing)?|saw|seen|visit(?:ed|s|ing)?|"
    r"(?:talk(?:ed|s|ing)?|spoke|speak(?:s|ing)?|chat(?:s|ted|ting)?)[ ](?:to|with|w/)|met[ ]with|"
    r"check(?:ed|s|ing)?[ ](?:on|in[ ]with)|loop(?:ed|s|ing)?[ ]in|hear(?:d|s|ing)?[ ]from|(?:wrote|write|writing)[ ]to|"
    r"let(?:s|ting)?"
)
_W = r"[^\W\d_]{1,20}(?:(?:-|['’](?![sS](?![^\W\d_])))[^\W\d_]{1,20})?"
# the words after the verb sit in a lookahead: "page ottilie and tell marisol" has two matches
_RX = (rf"(?<![\w'’/-])(?P<v>(?i:{_VERB}))(?=[ ]+(?P<a>{_W})(?:[ ](?P<b>{_W}))?(?:[ ](?P<c>{_W}))?"
       r"(?P<p>['’][sS])?(?![\w'’-]|[.@_][^\W_]))")
_ANCHOR = rf"(?<![\w'’/-])(?i:{_VERB})[ ]"

_KIN = frozenset(
    """mother father mum mom mam dad wife husband partner son daughter brother sister aunt auntie uncle niece nephew
    cousin grandson granddaughter grandmother grandfather grandma grandpa nan gran carer parents family kids children
    boyfriend girlfriend fiance fiancee""".split())
_KIN_NEXT = re.compile(r"[ ]+([^\W\d_]+)")
# given names that are ordinary words at Zipf class 4 and no name in these slots ("tell precious", "call major")
_ORDINARY = frozenset("precious major chance rich young king earl page price star angel sterling royal noble".split())
# months and days that are given names ("seen Jan 9", "see May")
_CALENDAR = frozenset("jan feb mar apr jun jul aug sep sept oct nov dec may june april august sun mon tue wed thu fri sat".split())
# a word after the name that makes it an organisation ("call Dennis Heart Institute", "Whitney Cancer Center")
_ORG_NEXT = re.compile(
    r"[ ]+(?:[A-Z][^\W\d_]*[ ]){0,2}(?=[A-Z])(?i:hospital|clinic|centre|center|institute|pharmacy|medical|health|healthcare|surgery|"
    r"practice|foundation|hospice|university|college|school|labs?|laboratory|group|associates|inc|ltd|llc|trust)\b")
_PLACE_VERBS = re.compile(r"(?i)meet|see|saw|seen|visit|met")
_STAFF_VERBS = re.compile(r"(?i)pag|cc")
_CREDENTIAL = re.compile(r"[ ,]+(?:RN|MD|NP|PA|PA-C|DO|PharmD|RD|LPN|CNA|MBBS|FRCP|MRCP|SLP|OT|PT|RGN|RMN|HCA|APRN|CNM)\b")
_WORKPLACE = re.compile(
    r"[ ,]+(?:at|from|in)[ ](?:the[ ])?(?:reception|front[ ]desk|clinic|surgery|practice|pharmacy|office|ward|lab|"
    r"hospital|radiology|physio|switchboard|nurses['’]?[ ]station|gp)\b", re.IGNORECASE)


def _first_ok(w: str, verb: str) -> bool:
    low = w.lower()
    if not given_name(low) or word_name(low) or stop_word(low) or low in _ORDINARY or low in _CALENDAR:
        return False
    if w.isupper() and len(w) <= 3:
        return False  # "CC OD", "SEE PT"
    if _PLACE_VERBS.match(verb) and known_place(low):
        return False  # "visit florence", "see georgia"
    return name_word_ok(w, 1) and not (w[0].isupper() is False and not w.islower())


def _same_case(a: str, b: str) -> bool:
    def case(w: str) -> str:
        return "u" if w.isupper() else "l" if w.islower() else "t" if w[0].isupper() and w[1:] == w[1:].lower() else "x"
    return case(a) == case(b) != "x"


def _surname_ok(w: str, first: str) -> bool:
    low = w.lower()
    if not _same_case(first, w) or stop_word(low) or heading_word(low) or low in nonphi_things() or low in _KIN:
        return False
    if word_name(low) or len(low) < 2:
        return False
    parts = low.split("-")
    if len(parts) > 1:
        # a hyphenated surname ("kowalczyk-brandt"): no part a common word of class 5, one part rare
        fcs = [freq_class(p, "en") for p in parts]
        if max(fcs) >= 5 or any(stop_word(p) for p in parts):
            return False
        fc = min(fcs)
    else:
        fc = freq_class(low, "en")
    if w.islower():
        return name_word_ok(w, 2) and (fc <= 2 or fc <= 3 and known_person(low))
    return name_word_ok(w, 2) and fc <= 3


class _Contact(Pattern):
    """A name after a verb of contacting a person; the PATIENT instance keeps lay names, the DOCTOR
    instance clinicians (see the module docstring)."""

    def spans(self, text: str):
        for m in self._matches(text):
            verb = m.group("v")
            words = [(m.group(g), m.start(g), m.end(g)) for g in ("a", "b", "c") if m.group(g)]
            is_let = verb.lower().startswith("let")
            if is_let:
                # "let sigrun know", "let mirela dragomirescu know": the words before "know" are the name
                know = [i for i, (w, _, _) in enumerate(words) if w.lower() == "know"]
                if not know or know[0] == 0:
                    continue
                words = words[:know[0]]
            w1, s, e = words[0]
            if not _first_ok(w1, verb):
                continue
            if verb[0].isupper() and verb[1:].islower() is False and not verb.isupper():
                continue
            rest = words[1:]
            if m.group("p") and not is_let:
                # a possessive name: only before a kin word ("call juliette's father back")
                if len(words) != 1 or not _KIN_NEXT.match(text, m.end("p")) or _KIN_NEXT.match(
                        text, m.end("p")).group(1).lower() not in _KIN:
                    continue
            else:
                for w, _, we in rest:
                    if not _surname_ok(w, w1):
                        break
                    e = we
                if _ORG_NEXT.match(text, e):
                    continue  # "call Dennis Heart Institute": an organisation
                if is_let and e != words[-1][2]:
                    continue  # every word before "know" must be part of the name
                if m.group("p") and e != m.end("c" if m.group("c") else "b" if m.group("b") else "a"):
                    continue
            staff = bool(_STAFF_VERBS.match(verb) or _CREDENTIAL.match(text, e) or _WORKPLACE.match(text, e))
            yield s, e, staff

    def find(self, text: str) -> list[tuple[int, int, float]]:
        return [(s, e, self.score) for s, e, staff in self.spans(text) if staff == (self.label == "DOCTOR")]


PATTERNS: tuple[Pattern, ...] = (
    _Contact("name_contact11", _RX, "PATIENT", 0.5, anchor=_ANCHOR, anchor_window=90),
    _Contact("name_contact_staff11", _RX, "DOCTOR", 0.5, anchor=_ANCHOR, anchor_window=90),
)
