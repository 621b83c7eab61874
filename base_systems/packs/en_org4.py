"""Session 14 (issue #22) rules for organisations, facilities, professions and places, gathered
in one tuple registered by :mod:`.en_people`: places in running text (:mod:`.en_places`) and
professions in more frames (:mod:`.en_jobs4`), facilities and organisations by head words,
in capitals and after a job (:mod:`.en_orgs4`), care sites by short names and schools, churches
and advice lines in messages (:mod:`.en_sites4`)."""

from __future__ import annotations

from multideid.base_systems.packs import Pattern
from multideid.base_systems.packs.en_jobs4 import PATTERNS as _JOB4_PATTERNS
from multideid.base_systems.packs.en_orgs4 import PATTERNS as _ORGS4_PATTERNS
from multideid.base_systems.packs.en_places import PATTERNS as _PLACE_PATTERNS
from multideid.base_systems.packs.en_sites4 import PATTERNS as _SITE_PATTERNS

__all__ = ["PATTERNS"]

PATTERNS: tuple[Pattern, ...] = _PLACE_PATTERNS + _JOB4_PATTERNS + _ORGS4_PATTERNS + _SITE_PATTERNS
