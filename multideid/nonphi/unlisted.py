"""Clinical terms no list holds, found by their context (docs/nonphi.md, "Terms no list holds").

The lists can never hold every eponym, brand and drug: a teaching list names `Galeazzi and
Monteggia patterns`, a formulary `Stalevo and Rytary`, a protocol `Tenecteplase (Metalyse) 0.25
mg/kg`.  A learned base takes such capitalised words for names.  Four shapes make them regions
here, each a class of clinical writing, never a list of instances:

* **a head noun after capitalised words**: one to three capitalised words, or a list of them
  joined by commas, ``and``, ``or`` or a slash, right before a head noun that follows eponyms,
  scales and brands (``test``, ``syndromes``, ``manoeuvre``, ``criteria``, ``implants``,
  ``forceps``...) or before a dose (``0.25 mg/kg``): ``Hoehn and Yahr stage``, ``Epley
  manoeuvre``, ``Zimmer and Stryker implants``;
* **a drug's generic stem**: a word built on an international non-proprietary name stem
  (``-teplase``, ``-ciclovir``, ``-azole``, ``-mab``, ``-tinib``...): ``Tenecteplase``,
  ``valaciclovir``;
* **a brand in brackets** next to a drug (a listed one or a stem word): ``Alteplase (Actilyse)``,
  ``Levothyroxine (Synthroid, Eltroxin)``, ``Zantac (ranitidine)``;
* **a sibling in a list of drugs or devices**: a capitalised word listed next to a drug or
  device region (``Sinemet Plus, Madopar CR, Stalevo and Rytary``).

No shape takes a possessive (``Maria's test``), a word the English gazetteer holds as a first
name, surname or place alone (the head-noun shape excepted, where the head is the context), a
title or a word right after a name cue: the guards of :func:`multideid.nonphi.veto_spans` (name
cue, capitalised neighbour, rules beyond) apply to these regions as to the listed ones.
"""

from __future__ import annotations

import re

from multideid.nonphi.lists import Region

__all__ = ["HEADS", "PRODUCT_HEADS", "STEMS", "unlisted_regions"]

#: head nouns after an eponym or scale (never a facility's or service's word: ``Smith Clinic`` is
#: PHI; never a word a person's name precedes in a sentence: ``scan``, ``note``)
HEADS = ("sign", "signs", "test", "tests", "syndrome", "syndromes", "disease", "diseases", "criteria",
         "classification", "stage", "staging", "maneuver", "maneuvers", "manoeuvre", "manoeuvres", "reflex",
         "reflexes", "phenomenon", "triad", "rule", "rules", "pattern", "patterns", "response", "responses",
         "fever", "virus", "encephalitis", "procedure", "score", "scores", "scale", "guidelines", "chart",
         "formula", "fracture", "fractures", "dystrophy")
#: head nouns after a drug's or device's brand: such a region is also a drug or device for the
#: bracket and sibling shapes (``Narcan nasal spray, Anascorp``)
PRODUCT_HEADS = ("implant", "implants", "device", "devices", "forceps", "retractor", "retractors", "clamp",
                 "clamps", "blade", "blades", "airway", "airways", "sucker", "laryngoscope", "ventilator", "catheter",
                 "catheters", "stent", "stents", "nail", "plate", "frame", "shoe", "boot", "brace", "splint", "aids",
                 "cabinet", "cabinets", "pump", "pumps", "needle", "sheath", "bougie", "mask", "dressing",
                 "dressings", "bandage", "stockings", "tablet", "tablets", "capsule", "capsules", "injection",
                 "injections", "inhaler", "cream", "ointment", "drops", "dose", "doses", "infusion", "nasal spray",
                 "auto-injector", "autoinjector")

#: international non-proprietary name stems of drugs (a word of 7+ letters ending so, written in
#: lower case after its first letter: ``Tenecteplase``, ``valaciclovir``, never ``McCaine``)
STEMS = ("teplase", "ciclovir", "cyclovir", "navir", "tegravir", "buvir", "previr", "asvir", "fovir", "mivir",
         "mab", "tinib", "ciclib", "parib", "rafenib", "degib", "lisib", "pril", "sartan", "olol", "alol",
         "dipine", "vastatin", "prazole", "tidine", "floxacin", "oxacin", "cillin", "cycline", "mycin",
         "micin", "conazole", "nidazole", "bendazole", "pizole", "fungin", "parin", "xaban", "gatran",
         "gliptin", "gliflozin", "glutide", "reotide", "afil", "triptan", "setron", "lukast", "terol",
         "sonide", "olone", "asone", "semide", "thiazide", "dronate", "lutamide", "trozole", "platin",
         "rubicin", "taxel", "azepam", "azolam", "oxetine", "triptyline", "pramine", "peridol", "apine",
         "profen", "fenac", "coxib", "docaine", "vacaine", "pivacaine", "curonium", "curium", "ercept",
         "histine", "thyroxine", "relin", "tropin", "barbital", "zosin", "statin")

_CAP = r"(?:[A-Z][a-z\u00e0-\u00ff]+(?:[A-Z][a-z]+)*(?:-[A-Z]?[a-z\u00e0-\u00ff]+)*)"  # Yahr, GeneXpert, Loeys-Dietz
_MODEL = r"(?:[ \t]+(?:[A-Z0-9]*\d[A-Za-z0-9.-]*|[A-Z]{2,4}|Plus|Pro|Mini|Max))?"  # Hamilton C6, Oticon BTE
_ITEM = _CAP + r"(?:[ \t]+" + _CAP + r"){0,2}" + _MODEL
_JOIN = r"(?:[ \t]*,[ \t]*(?:(?:and|or)[ \t]+)?|[ \t]+(?:and|or|&)[ \t]+|[ \t]*/[ \t]*)"


def _heads(heads: tuple[str, ...]) -> str:
    return "|".join(sorted((re.escape(h).replace(r"\ ", r"[ \t]+") for h in heads), key=len, reverse=True))


#: a head noun, then the capitalised words right before it (looked for only before a head: bounded work)
_HEAD_WORD = re.compile(r"(?<=[ \t])(?:(" + _heads(PRODUCT_HEADS) + r")|" + _heads(HEADS) + r")(?![\w'’-])")
_BEFORE_HEAD = re.compile(r"(?<![\w'’.-])(" + _ITEM + r"(?:" + _JOIN + _ITEM + r"){0,7})[ \t]+$")
_DOSE = re.compile(r"(" + _CAP + r")[ \t]*(?:\([^()\n]{1,30}\)[ \t]*)?\d+(?:\.\d+)?[ \t]*"
                   r"(?:mg|mcg|µg|micrograms?|mL|ml|units?|IU|mmol)(?:/(?:kg|m2|mL|ml|h|hr|day|dose))?(?![A-Za-z])")
_STEM = re.compile(r"(?<![\w'’-])([A-Za-z][a-z]+(?:" + "|".join(sorted(STEMS, key=len, reverse=True)) + r"))(?![\w'’-])")
_BRACKET_AFTER = re.compile(r"[ \t]*\([ \t]*(" + _CAP + r"(?:[ \t]*[,/][ \t]*" + _CAP + r")*)[ \t]*\)")
_BRACKET_BEFORE = re.compile(r"(" + _CAP + r")[ \t]*\([ \t]*$")
#: a sibling after or before a drug in a list: after a comma, or after "and"/"or" when the drug itself
#: follows a comma (a list of three or more: "Sinemet, Stalevo and Rytary"); "on Tuesday and warfarin
#: was held" is no list
_SIBLING_AFTER = re.compile(r"[ \t]*,[ \t]*(?:(?:and|or)[ \t]+)?(" + _CAP + _MODEL + r")(?![\w'’-])")
_SIBLING_AND_AFTER = re.compile(r"[ \t]+(?:and|or)[ \t]+(" + _CAP + _MODEL + r")(?![\w'’-])")
_SIBLING_BEFORE = re.compile(r"(?<![\w'’.-])(" + _CAP + _MODEL + r")[ \t]*,[ \t]*$")
_SIBLING_AND_BEFORE = re.compile(r",[ \t]*(" + _CAP + _MODEL + r")[ \t]+(?:and|or)[ \t]+$")
_AFTER_COMMA = re.compile(r",[ \t]*$")
_CALENDAR = frozenset("""monday tuesday wednesday thursday friday saturday sunday january february march april may
    june july august september october november december today tomorrow yesterday""".split())
#: titles that are no name cue of the guards (those are checked with ``NAME_CUES``)
_TITLES = frozenset("dame lady lord rev".split())


def _plain(word: str) -> bool:
    """Not a title or name cue (``Patient``, ``Nurse``), not a possessive, not a day or month."""
    from multideid.nonphi.guards import NAME_CUES

    w = word.strip()
    key = w.casefold().rstrip(".")
    return key not in _TITLES and key not in NAME_CUES and key not in _CALENDAR and not w.endswith(("'s", "’s"))


def _skip_sentence_words(text: str, start: int, end: int) -> int:
    """``start`` moved past leading sentence words (``Positive Tinel sign``: the term starts at
    ``Tinel``)."""
    from multideid.nonphi.guards import SENTENCE_WORDS

    m = re.match(r"([A-Za-z]+)[ \t]+", text[start:end])
    while m and m.group(1).casefold() in SENTENCE_WORDS:
        start += m.end()
        m = re.match(r"([A-Za-z]+)[ \t]+", text[start:end])
    return start


def _words(s: str) -> list[str]:
    return re.findall(r"[A-Za-z\u00e0-\u00ff][\w\u00e0-\u00ff'’-]*", s)


def unlisted_regions(text: str, listed: list[Region]) -> list[Region]:
    """Regions of terms no list holds (module docstring), given the listed regions ``listed``."""
    from multideid.base_systems.gazetteers import norm
    from multideid.nonphi.regions import name_place_words

    names = name_place_words()

    def no_name(s: str) -> bool:
        return all(norm(w) not in names for w in _words(s))

    out: list[Region] = []
    for h in _HEAD_WORD.finditer(text):
        m = _BEFORE_HEAD.search(text, max(0, h.start() - 160), h.start())
        if m and all(_plain(w) for w in _words(m.group(1))):
            a = _skip_sentence_words(text, m.start(1), m.end(1))
            if a < m.end(1):
                out.append(Region(a, h.end(), "drugs" if h.group(1) else "unlisted"))
    for m in _DOSE.finditer(text):
        if _plain(m.group(1)) and no_name(m.group(1)):
            out.append(Region(m.start(1), m.end(1), "drugs"))
    out.extend(Region(m.start(1), m.end(1), "drugs") for m in _STEM.finditer(text)
               if len(m.group(1)) >= 7 and no_name(m.group(1)))
    drugs = [r for r in out if r.kind == "drugs"]
    anchors = sorted(drugs + [r for r in listed if r.kind in ("drugs", "devices")], key=lambda r: r.start)
    seen = {(r.start, r.end) for r in anchors}
    while anchors:  # brackets and siblings, chained: a found brand is an anchor for the next
        nxt: list[Region] = []
        for r in anchors:
            lo = max(0, r.start - 40)
            in_list = bool(_AFTER_COMMA.search(text, lo, r.start))  # the drug is a later item of a list
            after = [_BRACKET_AFTER.match(text, r.end), _SIBLING_AFTER.match(text, r.end)]
            before = [_BRACKET_BEFORE.search(text, lo, r.start), _SIBLING_BEFORE.search(text, lo, r.start),
                      _SIBLING_AND_BEFORE.search(text, lo, r.start)]
            if in_list:
                after.append(_SIBLING_AND_AFTER.match(text, r.end))
            for m in after + before:
                if m and all(_plain(w) for w in _words(m.group(1))) and no_name(m.group(1)):
                    nxt.append(Region(m.start(1), m.end(1), "drugs"))
        anchors = [r for r in nxt if (r.start, r.end) not in seen]
        seen.update((r.start, r.end) for r in anchors)
        out.extend(anchors)
    return out
