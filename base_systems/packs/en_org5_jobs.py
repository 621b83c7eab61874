"""English pack, part eleven (professions): jobs in frames the earlier packs miss (issue #22, session 15);
part of :mod:`.en_org5`'s tuple.

* ``profession_apposition_more``: a job with a modifier in capitals or before a bracket (``(HGV driver)``,
  ``, tanker driver (hazmat``);
* ``profession_fragment_start``: a job opening a fragment of a social history (``Taxi driver in Kampala.``,
  ``Retired tram driver.``: the descriptor stays out);
* ``profession_more_heads``: jobs whose heads the lexicon lacks, with the modifier that makes them a job
  (``delivery rider``, ``gold panner``, ``boda boda rider``, ``works as cabin crew``; not ``a keen rider``).

Care staff (``consultant anaesthetist``, ``night nurse``) are no profession here, as in :mod:`.en_jobs`.
"""

from __future__ import annotations

import re
from functools import lru_cache

from multideid.base_systems.packs.en_jobs import phrase_ok
from multideid.base_systems.packs.en_org5_places import LazyPattern
from multideid.base_systems.packs.en_org_words import trie_regex
from multideid.base_systems.packs.en_words import occupation_heads

__all__ = ["PATTERNS", "job_head"]

_EXTRA_HEADS = r"riders?|panners?|crew|hawkers?|vendors?|pickers?|packers?|drivers?|operators?|deckhands?|seam[ae]n"


@lru_cache(maxsize=1)
def _head_regex() -> re.Pattern:
    heads = sorted(occupation_heads())
    return re.compile(rf"(?:{trie_regex(heads)})s?|{_EXTRA_HEADS}")


class _Lowered:
    """A match whose job group is read in lower case (a job opening a sentence: "Taxi driver in ...")."""

    def __init__(self, m: re.Match) -> None:
        self._p = m.group("p")

    def group(self, _name: str = "p") -> str:
        return self._p[0].lower() + self._p[1:]


def _job_ok(m: re.Match) -> bool:
    p = m.group("p")
    words = p.split()
    if not (_head_regex().fullmatch(words[-1].lower()) or phrase_ok(words[-1].lower())):
        return False
    if words[0].isupper() and len(words) > 1:
        words = words[1:]  # "HGV driver": the acronym modifies the job
        if len(words) == 1:
            return words[0].lower().rstrip("s") not in ("nurse", "aide", "assistant", "technician", "tech")
    return phrase_ok(" ".join(w.lower() for w in words))


# jobs whose head alone is no job ("a keen rider", "the crew"): with the modifier that makes them one
_MORE_JOBS = (
    r"(?:delivery|boda(?:[ -]?boda)?|okada|kabaza|keke|bajaj|piki(?:[ -]?piki)?|courier|despatch|dispatch|motorcycle|motorbike|food|bike|pizza)[ ]riders?|"
    r"(?:gold|tin|diamond)[ ]panners?|(?:cabin|flight|ground|deck|rail|track|camera|film|fishing|trawler|pit)[ ]crew|"
    r"(?:street|market|roadside)[ ](?:hawkers?|vendors?)|deckhands?"
)
_MOD = r"(?!(?:a|an|the|and|or|of|at|in|on|for|with|who|is|was|his|her|their|my|our|this|that|retired|former|male|female|man|woman)\b)[a-z][a-z-]{1,24}"
_HEADWORD = r"[a-z][a-z-]{2,24}"


def job_head(word: str) -> bool:
    """True for a (lower-case) head noun of an occupation ("driver", "panner", "farmer")."""
    return bool(_head_regex().fullmatch(word)) or phrase_ok(word)


PATTERNS: tuple[LazyPattern, ...] = (
    LazyPattern(
        # "(HGV driver)", ", tanker driver (hazmat", "(roof plumber, Tui & Sons"
        "profession_apposition_more",
        rf"(?:\(|,[ ])(?P<p>(?:[A-Z]{{2,5}}[ ])?(?:{_MOD}[ ]){{0,2}}{_HEADWORD})(?=[ ]?[,;)]|[ ]\()",
        "PROFESSION", 0.5, group="p", validator=lambda m: _job_ok(m) and (m.group("p").split()[0].isupper() or m.string[m.end("p"):m.end("p") + 2] == " ("),
    ),
    LazyPattern(
        # a job opening a fragment of a social history: "Taxi driver in Kampala.", "Farmer in rural Kiambu; grows tea."
        "profession_fragment_start",
        rf"(?m)(?:^|(?<=[.;][ ])|(?<=[.;][ ]{{2}}))[ \t]*(?:(?:Retired|Former|Ex-|Ex|Semi-retired|Self-employed|Unemployed|Trainee|Part-time|Full-time)[ ]?)?"
        rf"(?P<p>(?<=[ \t-])[a-z][a-z-]+(?:[ ][a-z][a-z-]+){{0,2}}|(?<![\w-])[A-Z][a-z-]+(?:[ ][a-z][a-z-]+){{0,2}})"
        r"(?=[ ](?:in|at|for|from|with|by|since|until|on)[ ](?:the[ ]|a[ ]|rural[ ]|urban[ ])?[A-Z]|[ ]*[,;.]?[ ]*$)",
        "PROFESSION", 0.5, group="p", validator=lambda m: _job_ok(_Lowered(m)),
    ),
    LazyPattern(
        # "29-year-old delivery rider for", "this 28-year-old gold panner was", "a boda boda rider", "works as cabin crew"
        "profession_more_heads",
        rf"(?:\b(?i:an?|this|that|as[ ]an?|works?[ ]as|worked[ ]as|working[ ]as|employed[ ]as)|\d[- ]?(?i:years?[- ]old|yo|y/o))[ ]"
        rf"(?P<p>(?:{_MOD}[ ])?(?:{_MORE_JOBS})|(?:{_MOD}[ ])?(?:lorry|tanker|truck|bus|taxi|cab|delivery|forklift|crane|hgv)[ ](?:drivers?|operators?))\b",
        "PROFESSION", 0.5, group="p", validator=_job_ok,
    ),
)
