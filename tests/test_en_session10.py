"""English rules of session 10 (issue #22): a lower-case city before a state and a zip with no
cue word, and a zip wrapped onto the line after the state of an address.

Every sentence here was written for this test (not taken from a test corpus)."""

from __future__ import annotations

import pytest
from multideid.base_systems.packs import load_pack

PACK = load_pack("en")


def _by_rule(text):
    return {(p.name, text[s:e]) for p in PACK for s, e, _ in p.find(text)}


@pytest.mark.parametrize("rule,text,values", [
    ("loc_city_state_zip_lower", "new address: 14 alder way apt 2, bismarck, north dakota 58501 thx", {"bismarck", "north dakota"}),
    ("loc_city_state_zip_lower", "we are at 9 birch court, mankato, mn 56001 now", {"mankato", "mn"}),
    ("loc_city_state_zip_lower", "moved to 3 pine rd, west fargo, nd 58078.", {"west fargo", "nd"}),
    ("loc_city_state_zip_lower", "lives at 120 river bend, hope, ar 71801", {"hope", "ar"}),  # a common word, but a zip follows
    ("loc_zip_next_line", "PCP: Ona Brill, 4 Larch Ave, Spring Hill, KS\n66083. Phone 913-555-0199", {"66083"}),
    ("loc_zip_next_line", "mail to 22 oak st, salem, or\n97301-1234", {"97301-1234"}),
])
def test_session10_rules_find_their_class(rule, text, values):
    got = {v for r, v in _by_rule(text) if r == rule}
    assert got == values


@pytest.mark.parametrize("text", [
    "moved to Minot, ND 58701",  # capitalised: the older loc_city_state_zip rule's case
    "bp 120/80, hr 70, in 12345 steps",  # no state code before a zip
    "took 2 tabs, co 50000 units",  # a state code that is an English word, with no street part before
    "dose 5 mg daily, or 10000 units weekly",
    "labs: K 4.1, IN\n12345 cells",  # a line break after a number and a state code
])
def test_session10_rules_stay_quiet(text):
    assert not {r for r, _ in _by_rule(text) if r in ("loc_city_state_zip_lower", "loc_zip_next_line")}
