"""English pack: jobs and employers after ordinary field and sentence cues (issue 22, session 23, helper
cues23).

Written for the class behind gold PROFESSION, ORGANIZATION and HOSPITAL spans that the session-23 model
left untouched on development sets 11-14 (no predicted span overlapped them); each pattern is for the
general form of forms, registers and prose of many countries, not for the instance.  Measurements are in
``docs/english_model.md`` (session 23, ``en_cues11``).

Professions (PROFESSION; the job of a lay person, never ``retired``/``former``/the article, never a role
of the care team such as ``staff nurse`` or ``key worker``):

* ``profession23_field_cue``: a job after a field label of forms and registers (``Role:``, ``Rank:``,
  ``Position:``, ``Job title:``, ``Trade:``, ``Designation:``, ``Occupation (previous):``, ``Post held:``),
  and after a lower-case ``rank``/``role``/``trade`` opening a clause (``, rank Able Seaman;``);
* ``profession23_previously``: a job after ``previously``/``formerly``/``ex-``/``retired``/``former``
  up to ``at``/``for``/``with``/``until``/``in`` or punctuation (``previously coal face worker at``);
* ``profession23_after_name``: a job after a person's name and a comma (a user handle in brackets may sit
  between) at a clause end, or before an employer on a signatory or witness line (``Ann Lee, solicitor's
  clerk, Ross & Co LLP``; ``Tom Ellis (tellis_x), saturation diver.``);
* ``profession23_after_age``: a job after an age and sex in a register row (``34 M, rice farmer |``);
* ``profession23_works_as``: a job after ``works``/``worked``/``working`` ... ``as`` (``works at the
  hypermarket as butcher.``).

A job is a phrase of one to four words whose last word is an occupation head (``job_head`` of
:mod:`.en_org5_jobs`, or the heads of ``_MORE_HEADS`` here: worker, technician, diver, analyst, operator,
officer...), with no word of the care team (nurse, doctor, ward, clinical...) and no descriptor.

Organisations:

* ``org23_employer_cue``: the employer after ``Employer:``/``Employed by``/``works for``/``working for``
  (``Employer: Cargolux (aircraft mechanic)``) and after ``works as a <job> for``;
* ``org23_job_bracket``: the employer after a job inside brackets (``(bus driver, First Calderdale)``);
* ``org23_member``: an insurer or plan before ``member`` and a member number (``via Triple-S member
  TSV555019283``);
* ``hospital23_before_staff``: a care provider between ``by``/``from``/``with`` and a care role before a
  person's name (``by Livewell Southwest nurse Bartek Z``) as HOSPITAL; not a department or a grade
  (``by District nurse``, ``by Ward 5 nurse``);
* ``hospital23_care_agency``: a home-care provider after ``agency`` whose name holds a care word
  (``agency Vale Home Care (office ...``) as HOSPITAL;
* ``org23_building_society``: a name before ``Building Society``, ``Credit Union``, ``Friendly
  Society`` or ``Mutual Society``.
"""

from __future__ import annotations

import re

from multideid.base_systems.packs import Pattern
from multideid.base_systems.packs.en_jobs import phrase_ok
from multideid.base_systems.packs.en_org5_jobs import job_head

__all__ = ["PATTERNS", "job_phrase_ok"]

# heads of occupations the lexicon does not take alone (they need a modifier or a cue)
_MORE_HEADS = frozenset("""worker workers technician technicians tech diver divers analyst analysts layer layers
operator operators officer officers assistant assistants manager managers driver drivers hand hands operative
operatives fitter fitters labourer laborer labourers miner miners seaman seamen sailor deckhand rating inspector
inspectors surveyor supervisor foreman forewoman agent agents consultant clerk keeper attendant attendants
designer developer programmer tester controller specialist coordinator co-ordinator administrator planner
porter cook cleaner packer picker loader steward stewardess mechanic welder machinist trainer coach guard
officer master mate bosun boatswain cadet apprentice trainee lecturer teacher
tapper tappers grower growers herder herders herdsman gatherer collector""".split())
# words of the care team, of wards and of descriptions: a phrase holding one is no lay job here
_NOT_JOB_WORDS = frozenset("""nurse nurses nursing doctor doctors physician consultant registrar surgeon clinician
clinical medical ward unit team hca healthcare paramedic midwife pharmacist physio physiotherapist therapist
radiographer sonographer phlebotomist anaesthetist anesthetist gp fy1 fy2 sho charge staff registered
student key link named lead duty on-call oncall bank agency locum senior junior allocated assigned
support care carer social patient patients relative family next kin mother father son daughter wife husband
partner friend volunteer outreach previous current former retired unemployed none unknown n/a na nil self
self-employed pensioner homemaker housewife student the a an and or of his her their my our this that
well fit active smoker history""".split())
_CARE_OK = ("animal care", "child care", "childcare", "pet care", "lawn care", "aged care worker")


def job_phrase_ok(phrase: str) -> bool:
    """True for a lay occupation phrase: its last word a job head, no care-team, ward or descriptor word."""
    words = [w.lower().strip(".,;:'’") for w in phrase.split()]
    if not words or len(words) > 4:
        return False
    low = " ".join(words)
    bad = [w for w in words if w in _NOT_JOB_WORDS]
    if bad and not (bad == ["care"] and any(c in low for c in _CARE_OK)):
        return False
    head = words[-1].replace("'s", "")
    if head in _MORE_HEADS or job_head(head):
        if len(words) == 1 and head not in _MORE_HEADS:
            return phrase_ok(head) or job_head(head)
        return True
    return False


def _p_ok(m: re.Match) -> bool:
    return job_phrase_ok(m.group("p"))


def _p_multi_ok(m: re.Match) -> bool:
    p = m.group("p")
    return job_phrase_ok(p) and (len(p.split()) > 1 or phrase_ok(p.lower()))


_WORD = r"[A-Za-z][\w'’/-]*"
_PHRASE = rf"(?P<p>(?:{_WORD}[ ]){{0,3}}{_WORD})"
_LOW_PHRASE = r"(?P<p>(?:[a-z][\w'’/-]*[ ]){0,3}[a-z][\w'’-]*)"
_END = r"(?=[ ]?(?:$|[,;.|()\n])|[ ]{2}|\t|[ ](?:at|for|with|until|since|in|from|and|x|\d)\b)"
_FIELD = (r"(?:Role|Rank|Position|Post[ ]held|Job[ ]title|Job[ ]role|Trade|Designation|Vocation|Craft|"
          r"Occupation(?:[ ]\((?:previous|former|prior|current|last|usual|main)\))?|(?:Previous|Former|Usual|Last|Main|Current)[ ]occupation)")
_CLAUSE_CUE = r"(?:(?<=[,;][ ])|(?<=^))(?:rank|role|trade)[ ]"

_CAP = (r"[A-Z][\w&'’-]*(?:\.[\w&'’-]+)*"
        r"(?:(?:(?<=Inc)|(?<=Ltd)|(?<=Zrt)|(?<=Kft)|(?<=Bhd)|(?<=Pty)|(?<=Pvt)|(?<=Co)|(?<=SA)|(?<=AG)|(?<=AB))\.)?")
_ORG = rf"(?P<o>{_CAP}(?:[ ](?:{_CAP}|&|of|and|de|at)){{0,4}}?(?:[ ]{_CAP})?)"
_NOT_ORG_FIRST = frozenset("""None Self Self-employed Unemployed Retired Unknown N/A NA Nil Not No Student Home The A
An His Her Their Same Previous Current Local Private Various Agency Family Team Staff Ward Unit Department Community
District Practice Night Day Charge Specialist Senior Junior Bank Named Key Link Lead Duty Registered Student Stoma
Tissue Diabetes Diabetic Respiratory Heart Cardiac Palliative Clinic Hospital Health Care Mental School
Neighbourhood Neighborhood Triage Research Theatre Recovery Renal Dialysis IV Infusion Visiting
Mum Mom Dad Wife Husband Son Daughter Sister Brother Friend Partner Member Board Crew Club Church Union""".split())


def _org_ok(m: re.Match) -> bool:
    o = m.group("o")
    words = o.split()
    if words[0] in _NOT_ORG_FIRST or words[-1] in ("of", "and", "de", "at", "&"):
        return False
    return not all(w.isupper() and len(w) <= 2 for w in words)


def _agency_ok(m: re.Match) -> bool:
    words = m.group("o").split()
    return _org_ok(m) and len(words) > 1 and any(w in _CARE_NAME_WORDS for w in words)


_CARE_NAME_WORDS = frozenset("Care Homecare Carers Caring Nursing Healthcare Home Support".split())


def _member_ok(m: re.Match) -> bool:
    return _org_ok(m) and not all(w in _NOT_ORG_FIRST for w in m.group("o").split())


PATTERNS: tuple[Pattern, ...] = (
    Pattern("profession23_field_cue", rf"(?m)\b{_FIELD}[ \t]*[:\-–][ \t]*{_PHRASE}{_END}", "PROFESSION", 0.8,
            group="p", validator=_p_ok),
    Pattern("profession23_clause_cue", rf"(?m){_CLAUSE_CUE}{_PHRASE}{_END}", "PROFESSION", 0.75,
            group="p", validator=_p_multi_ok),
    Pattern("profession23_previously",
            rf"(?m)(?:\b(?i:previously|formerly|former|retired)[ ](?:an?[ ])?|(?<![\w-])ex-){_LOW_PHRASE}{_END}",
            "PROFESSION", 0.75, group="p", validator=_p_multi_ok),
    Pattern("profession23_after_name",
            rf"(?m)(?<![\w'’.-])[A-Z][\w'’-]+(?:[ ][A-Z][\w'’-]+){{1,3}}(?:[ ]\([\w.@-]{{2,30}}\))?,[ ]{_LOW_PHRASE}"
            r"(?=,[ ][A-Z]|\.(?:[ \n]|$)|;|[ ]?$)",
            "PROFESSION", 0.7, group="p", validator=_p_multi_ok),
    Pattern("profession23_after_age",
            rf"(?m)\b\d{{1,3}}[ ]?(?:[MF]|y/?o|yrs?|years)\b,[ ]{_LOW_PHRASE}(?=[ ]?(?:[|;.)]|$))",
            "PROFESSION", 0.7, group="p", validator=_p_multi_ok),
    Pattern("profession23_works_as",
            rf"(?m)\bwork(?:s|ed|ing)[ ](?:at|for|in)[ ][^.;\n]{{1,60}}?[ ]as[ ](?:an?[ ])?{_LOW_PHRASE}(?=[ ]?(?:[.;,)]|$))",
            "PROFESSION", 0.7, group="p", validator=_p_ok),
    Pattern("org23_employer_cue",
            rf"(?m)(?:\bEmployer[ \t]*:[ \t]*|\b[Ee]mployed[ ]by[ ]|\bwork(?:s|ing)[ ](?:as[ ](?:an?[ ])?[a-z][\w -]{{1,30}}?[ ])?for[ ]){_ORG}"
            r"(?=[ ]?(?:$|[,;.()\n])|[ ]{2}|\t|[ ](?:as|since|in|at|for|until)\b)",
            "ORGANIZATION", 0.75, group="o", validator=_org_ok),
    Pattern("org23_job_bracket",
            rf"\((?P<p>(?:[a-z][\w'’-]*[ ]){{0,2}}[a-z][\w'’-]*),[ ]{_ORG}\)",
            "ORGANIZATION", 0.7, group="o", validator=lambda m: _org_ok(m) and _p_multi_ok(m)),
    Pattern("org23_member",
            rf"(?<![\w&'’.-])(?P<o>{_CAP}(?:[ ]{_CAP}){{0,2}})[ ]member(?:[ ](?:no\.?|number|ID|id|\#))?:?[ ]?(?=[A-Z]{{0,5}}\d{{5}})",
            "ORGANIZATION", 0.75, group="o", validator=_member_ok),
    Pattern("hospital23_before_staff",
            rf"\b(?:by|from|with|via)[ ](?P<o>{_CAP}(?:[ ]{_CAP}){{0,3}})[ ](?:nurse|district[ ]nurse|community[ ]nurse|"
            r"paramedics?|physio|OT|HCA|carer|midwife|pharmacist)[ ](?=[A-Z][a-z]+[ ][A-Z])",
            "HOSPITAL", 0.7, group="o", validator=_member_ok),
    Pattern("hospital23_care_agency",
            rf"\b(?:[Cc]are[ ]|[Hh]ome[- ]?care[ ]|[Nn]ursing[ ]|[Dd]omiciliary[ ])?[Aa]gency:?[ ](?P<o>{_CAP}(?:[ ](?:{_CAP}|&|at|of)){{0,4}}?)"
            r"(?=[ ]?(?:$|[,;.()\n])|[ ](?:office|tel|phone|visits?|carers?|staff)\b)",
            "HOSPITAL", 0.7, group="o", validator=_agency_ok),
    Pattern("org23_building_society",
            rf"(?<![\w&'’.-])(?P<o>{_CAP}(?:[ ](?:{_CAP}|&)){{0,3}}[ ](?:Building[ ]Society|Credit[ ]Union|Friendly[ ]Society|Mutual[ ]Society))\b",
            "ORGANIZATION", 0.75, group="o", validator=_org_ok),
)
