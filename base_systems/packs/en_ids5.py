"""English pack, identifiers, ages, user names, phones and dates in forms the earlier packs miss (issue 22, session 15).

Patterns are added here by the session's rule work; the module is registered in :mod:`.en`.
"""

from __future__ import annotations

from multideid.base_systems.packs import Pattern

__all__ = ["PATTERNS"]

PATTERNS: tuple[Pattern, ...] = ()
