"""Helpers shared by the English rules tests (test_en_context, test_en_world, test_en_session8/9, the session-14 tests)."""

from __future__ import annotations

from multideid.document import Document


def matches_by_rule(patterns, text: str) -> set[tuple[str, str]]:
    """``(pattern name, matched text)`` of every match of ``patterns`` in ``text``."""
    return {(p.name, text[s:e]) for p in patterns for s, e, _ in p.find(text)}


def found(rules, text: str) -> set[tuple[str, str]]:
    """``(span text, label)`` of the final spans of the rules base ``rules`` on ``text``."""
    return {(text[s.start : s.end], s.label) for s in rules.predict([Document(id="t", text=text)])[0]}


def assert_rule_finds(patterns, rule: str, text: str, value: str | None) -> None:
    """The pattern named ``rule`` matches ``value`` in ``text`` (``value`` None: it matches nothing)."""
    got = {v for name, v in matches_by_rule(patterns, text) if name == rule}
    if value is None:
        assert not got
    else:
        assert value in got
