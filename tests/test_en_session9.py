"""English rules of session 9 (issue #22): tests and specimens dated without a year, a year
after a life event, local phone numbers in parentheses or after a contact's relation, 7-digit
fax numbers.

Every sentence here was written for this test (not taken from a test corpus)."""

from __future__ import annotations

import pytest
from multideid.base_systems.packs import load_pack
from rules_helpers import matches_by_rule

PACK = load_pack("en")
NEW = {"date_md_test", "date_year_event", "phone_paren_local", "phone_after_relation"}


def _by_rule(text):
    return matches_by_rule(PACK, text)


@pytest.mark.parametrize("rule,text,value", [
    ("date_md_test", "Micro: urine culture 4/12 with E. coli, pan-sensitive.", "4/12"),
    ("date_md_test", "blood cultures x2 3/9 negative to date", "3/9"),
    ("date_md_test", "last mammogram 10/12 was normal", "10/12"),
    ("date_md_test", "flu shot 9/30; covid booster given", "9/30"),
    ("date_md_test", "CXR 1/5: no infiltrate", "1/5"),
    ("date_year_event", "Smoked 1 ppd, quit smoking in 1997. Drinks rarely.", "1997"),
    ("date_year_event", "machinist for 30 yrs, quit tobacco 2002.", "2002"),
    ("date_year_event", "She retired 2015 and moved here 2016 from Ohio.", "2015"),
    ("phone_paren_local", "Outside records from Kell Medical Center (3-9921) were reviewed.", "3-9921"),
    ("phone_paren_local", "records from the Ardmore clinic (510 7365) reviewed", "510 7365"),
    ("phone_after_relation", "Contacts\nLu Wen (son) - 4-1187\n", "4-1187"),
    ("phone_internal_extension", "Tel 7-3310.  Labs at 8am.", "7-3310"),
    ("fax_international", "sent to the clinic (fax\n482-1190).", "482-1190"),
])
def test_session9_rules_find_their_class(rule, text, value):
    assert (rule, value) in _by_rule(text)


@pytest.mark.parametrize("text", [
    "blood culture 2/3 bottles positive for GPC",  # a count of bottles, not a date
    "culture 1/2 sets grew Staph",
    "INR 2/3 of the time in range",
    "stopped 2000 units of heparin",  # a dose, not a year
    "quit smoking 20 years ago",
    "BP (120 80), HR 72",
    "take (2-3) tabs as needed",
    "Hgb 12.1 (11-16), Plt 220 (150-400)",
    "vitamin D (1000 units) daily",
])
def test_session9_rules_leave_ordinary_text(text):
    assert not {r for r, _ in _by_rule(text)} & NEW
