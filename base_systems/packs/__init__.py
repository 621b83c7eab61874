"""Declarative pattern packs for :class:`multideid.base_systems.rules.RulesBase`.

A pack is a tuple of :class:`Pattern` objects, one module per locale (``en.py``, ``es.py``)
exposing ``PATTERNS``.  A pattern is data: a name (shown as the span's explanation), a regex,
the label it emits, a score, and optionally

* ``group``: the regex group that is the PHI (``"Dr. Smith"`` matches, ``"Smith"`` is PHI);
* ``validator``: a function ``(match) -> bool`` that rejects impossible values (month 13,
  day 32, a bad DNI check letter, a failed Luhn or mod-97 check);
* ``anchor``: a cheap regex that every match must contain; the full regex then only runs
  in a window of ``anchor_window`` characters around each anchor hit (speed: a pattern that
  tries five capitalised words before "Hospital" at every word is slow on long notes);
* ``split``: a separator regex cutting one match into several spans (the comma of
  "Boston, MA 02114" is not PHI);
* ``context``: words that must appear near the match (``context_required=True``) or that
  raise its score by ``context_boost`` when present (the MIMIC deid idea: "90" is an age only
  next to "years old", "yo", "age").

Validators live here so both packs share them and tests can exercise them directly.
"""

from __future__ import annotations

import importlib
import re
from dataclasses import dataclass, field
from typing import Callable, Sequence

from multideid.errors import UsageError

__all__ = [
    "Pattern",
    "load_pack",
    "available_packs",
    "trim_offsets",
    "valid_date",
    "valid_dmy",
    "valid_mdy",
    "valid_ymd",
    "luhn_ok",
    "iban_ok",
    "dni_ok",
    "nie_ok",
    "ssn_ok",
    "ipv4_ok",
]

PACKS: tuple[str, ...] = ("en", "es")


@dataclass(frozen=True)
class Pattern:
    """One declarative rule: ``regex`` -> a span of ``label`` with ``score``.

    ``context`` words are matched case-insensitively as whole words in a window of
    ``window`` characters on each side of the match (same line or not).
    """

    name: str
    regex: str
    label: str
    score: float
    group: int | str = 0
    validator: Callable[[re.Match], bool] | None = None
    context: tuple[str, ...] = ()
    context_required: bool = False
    context_boost: float = 0.1
    window: int = 40
    context_side: str = "both"
    split: str | None = None
    anchor: str | None = None
    anchor_window: int = 120
    flags: int = 0
    compiled: re.Pattern = field(init=False, repr=False, compare=False)
    context_re: re.Pattern | None = field(init=False, repr=False, compare=False)
    anchor_re: re.Pattern | None = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if not 0.0 <= self.score <= 1.0:
            raise UsageError(f"pattern {self.name!r}: score must lie in [0, 1], got {self.score}")
        if self.context_side not in ("both", "before", "after"):
            raise UsageError(f"pattern {self.name!r}: context_side must be both, before or after")
        if self.context_required and not self.context:
            raise UsageError(f"pattern {self.name!r}: context_required needs context words")
        try:
            object.__setattr__(self, "compiled", re.compile(self.regex, self.flags))
        except re.error as exc:
            raise UsageError(f"pattern {self.name!r}: invalid regex ({exc})") from None
        ctx = None
        if self.context:
            alts = "|".join(re.escape(w) for w in sorted(self.context, key=len, reverse=True))
            # word boundaries only where the context word itself starts/ends with a word char
            ctx = re.compile(rf"(?<!\w)(?:{alts})(?!\w)", re.IGNORECASE)
        object.__setattr__(self, "context_re", ctx)
        object.__setattr__(self, "anchor_re", re.compile(self.anchor, self.flags) if self.anchor else None)

    @classmethod
    def from_dict(cls, d: dict) -> "Pattern":
        """Build a user pattern from config (``name, regex, label, score`` and optional
        ``group, context, context_required, window, ignore_case``); no validator."""
        if not isinstance(d, dict):
            raise UsageError(f"a rules pattern must be a table/dict, got {type(d).__name__}")
        missing = [k for k in ("name", "regex", "label") if k not in d]
        if missing:
            raise UsageError(f"rules pattern {d.get('name', '?')!r} lacks {', '.join(missing)}")
        known = {"name", "regex", "label", "score", "group", "context", "context_required", "window", "ignore_case"}
        extra = sorted(set(d) - known)
        if extra:
            raise UsageError(f"rules pattern {d['name']!r}: unknown keys {extra}; valid: {sorted(known)}")
        return cls(
            name=str(d["name"]),
            regex=str(d["regex"]),
            label=str(d["label"]),
            score=float(d.get("score", 0.8)),
            group=d.get("group", 0),
            context=tuple(d.get("context", ())),
            context_required=bool(d.get("context_required", False)),
            window=int(d.get("window", 40)),
            flags=re.IGNORECASE if d.get("ignore_case") else 0,
        )

    def find(self, text: str) -> list[tuple[int, int, float]]:
        """All accepted matches as ``(start, end, score)``."""
        out = self._find(text)
        if self.split is None:
            return out
        parts = []
        sep = re.compile(self.split)
        for s, e, score in out:
            cut = s
            for m in sep.finditer(text, s, e):
                if m.start() > cut:
                    parts.append((cut, m.start(), score))
                cut = max(cut, m.end())
            if e > cut:
                parts.append((cut, e, score))
        return parts

    def _matches(self, text: str):
        if self.anchor_re is None:
            yield from self.compiled.finditer(text)
            return
        windows: list[list[int]] = []
        for a in self.anchor_re.finditer(text):
            lo, hi = max(0, a.start() - self.anchor_window), min(len(text), a.end() + self.anchor_window)
            if windows and lo <= windows[-1][1]:
                windows[-1][1] = max(windows[-1][1], hi)
            else:
                windows.append([lo, hi])
        for lo, hi in windows:
            # pos/endpos keep the surrounding text visible to lookbehinds
            yield from self.compiled.finditer(text, lo, hi)

    def _find(self, text: str) -> list[tuple[int, int, float]]:
        out = []
        for m in self._matches(text):
            try:
                s, e = m.span(self.group)
            except IndexError:  # pragma: no cover - pattern author error
                raise UsageError(f"pattern {self.name!r} has no group {self.group!r}") from None
            if s < 0 or e <= s:
                continue
            if self.validator is not None and not self.validator(m):
                continue
            score = self.score
            if self.context_re is not None:
                lo = max(0, m.start() - self.window)
                hi = min(len(text), m.end() + self.window)
                seen = None
                if self.context_side != "after":
                    seen = self.context_re.search(text, lo, m.start())
                if not seen and self.context_side != "before":
                    seen = self.context_re.search(text, m.end(), hi)
                if not seen:
                    # a context word may also sit inside the match ("pager 1234")
                    seen = self.context_re.search(text, m.start(), m.end()) if self.group != 0 else None
                if self.context_required and not seen:
                    continue
                if seen and not self.context_required:
                    score = min(1.0, score + self.context_boost)
            # trim whitespace a permissive regex may have swallowed at the edges
            while s < e and text[s].isspace():
                s += 1
            while e > s and text[e - 1].isspace():
                e -= 1
            if e > s:
                out.append((s, e, score))
        return out


def available_packs() -> tuple[str, ...]:
    return PACKS


def load_pack(locale: str) -> tuple[Pattern, ...]:
    """The patterns of the pack for ``locale`` (``"en"`` or ``"es"``)."""
    if locale not in PACKS:
        raise UsageError(f"no rules pack for locale {locale!r}; available: {', '.join(PACKS)} (or 'auto')")
    mod = importlib.import_module(f"multideid.base_systems.packs.{locale}")
    return tuple(mod.PATTERNS)


# --------------------------------------------------------------------------- validators


def valid_date(day: int, month: int, year: int | None = None) -> bool:
    """True when day/month(/year) can be a calendar date (Feb 29 allowed in any year)."""
    if not 1 <= month <= 12 or day < 1:
        return False
    mdays = (31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)[month - 1]
    if day > mdays:
        return False
    if year is not None and not (0 <= year <= 99 or 1850 <= year <= 2100):
        return False
    return True


def _ints(m: re.Match, *names: str) -> list[int | None]:
    out = []
    gd = m.groupdict()
    for n in names:
        v = gd.get(n)  # absent group (pattern without a year) -> None
        out.append(int(v) if v else None)
    return out


def valid_mdy(m: re.Match) -> bool:
    """``m/d/y`` with groups ``a`` (month), ``b`` (day), optional ``y``; US order first,
    accepting day-first when it is the only possible reading (``25/12/2005``)."""
    a, b, y = _ints(m, "a", "b", "y")
    return valid_date(b, a, y) or valid_date(a, b, y)


def valid_dmy(m: re.Match) -> bool:
    """``d/m/y`` (Spanish order) with groups ``a`` (day), ``b`` (month), optional ``y``."""
    a, b, y = _ints(m, "a", "b", "y")
    return valid_date(a, b, y) or valid_date(b, a, y)


def valid_ymd(m: re.Match) -> bool:
    """``y/m/d`` with groups ``y``, ``a`` (month), ``b`` (day)."""
    y, a, b = _ints(m, "y", "a", "b")
    return valid_date(b, a, y)


def valid_day_month(m: re.Match) -> bool:
    """A day group ``d`` that is 1..31 (month names are checked by the regex)."""
    d = m.group("d")
    return d is None or 1 <= int(d) <= 31


def _digits(s: str) -> str:
    return "".join(c for c in s if c.isdigit())


def luhn_ok(number: str) -> bool:
    """Luhn checksum (credit cards)."""
    ds = [int(c) for c in _digits(number)]
    if len(ds) < 12:
        return False
    total = 0
    for i, d in enumerate(reversed(ds)):
        if i % 2:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def iban_ok(iban: str) -> bool:
    """ISO 13616 mod-97 check of an IBAN (spaces ignored)."""
    s = "".join(iban.split()).upper()
    if len(s) < 15 or len(s) > 34 or not s[:2].isalpha() or not s[2:4].isdigit():
        return False
    s = s[4:] + s[:4]
    num = "".join(str(int(c, 36)) for c in s if c.isalnum())
    return int(num) % 97 == 1


_DNI_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE"


def dni_ok(dni: str) -> bool:
    """Spanish DNI: 8 digits + check letter ``TRWAGMYFPDXBNJZSQVHLCKE[n % 23]``."""
    s = "".join(c for c in dni.upper() if c.isalnum())
    if len(s) != 9 or not s[:8].isdigit() or not s[8].isalpha():
        return False
    return _DNI_LETTERS[int(s[:8]) % 23] == s[8]


def nie_ok(nie: str) -> bool:
    """Spanish NIE: X/Y/Z + 7 digits + check letter (X=0, Y=1, Z=2 prefix the number)."""
    s = "".join(c for c in nie.upper() if c.isalnum())
    if len(s) != 9 or s[0] not in "XYZ" or not s[1:8].isdigit() or not s[8].isalpha():
        return False
    return _DNI_LETTERS[int(str("XYZ".index(s[0])) + s[1:8]) % 23] == s[8]


def ssn_ok(ssn: str) -> bool:
    """US SSN structure: area not 000/666/9xx, group not 00, serial not 0000, not all-same."""
    d = _digits(ssn)
    if len(d) != 9 or len(set(d)) == 1:
        return False
    area, group, serial = d[:3], d[3:5], d[5:]
    return area not in ("000", "666") and area[0] != "9" and group != "00" and serial != "0000"


def ipv4_ok(ip: str) -> bool:
    parts = ip.split(".")
    return len(parts) == 4 and all(p.isdigit() and int(p) <= 255 and (p == "0" or not p.startswith("0")) for p in parts)


def trim_offsets(text: str, s: int, e: int, chars: str = " \t") -> tuple[int, int]:
    """``(s, e)`` moved inward past any of ``chars`` at either end of ``text[s:e]`` (a field value's core)."""
    while s < e and text[s] in chars:
        s += 1
    while e > s and text[e - 1] in chars:
        e -= 1
    return s, e


def group_check(fn: Callable[[str], bool], group: int | str = 0) -> Callable[[re.Match], bool]:
    """Adapt a string validator to a match validator on ``group``."""

    def check(m: re.Match) -> bool:
        return fn(m.group(group))

    check.__name__ = f"{fn.__name__}_on_{group}"
    return check


def not_preceded_by(words: Sequence[str], inner: Callable[[re.Match], bool] | None = None, span: int = 15):
    """Reject a match preceded (within ``span`` chars) by one of ``words`` ("version 1.2.3.4")."""
    rx = re.compile(r"(?<!\w)(?:" + "|".join(re.escape(w) for w in words) + r")\s*:?\s*$", re.IGNORECASE)

    def check(m: re.Match) -> bool:
        s = m.string
        if rx.search(s[max(0, m.start() - span) : m.start()]):
            return False
        return inner(m) if inner is not None else True

    return check


def not_followed_by(words: Sequence[str], inner: Callable[[re.Match], bool] | None = None, span: int = 25):
    """Reject a match followed (within ``span`` chars) by one of ``words`` (e.g. a unit:
    ``5/10 mg`` is a dose, not a date); optionally chain another validator."""
    rx = re.compile(r"^[ \t]*(?:" + "|".join(re.escape(w) for w in words) + r")(?!\w)", re.IGNORECASE)

    def check(m: re.Match) -> bool:
        s = m.string
        if rx.match(s[m.end() : m.end() + span]):
            return False
        return inner(m) if inner is not None else True

    return check
