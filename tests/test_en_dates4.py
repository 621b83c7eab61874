"""English dates and ages over 89 in the forms of messages, schedules, pedigrees and dictation
(packs/en_when4.py; issue #22, session 14).

Every line was written for this test in wordings of its own (none copied from an evaluation set);
each positive names the rule that finds it, and the negatives hold the look-alikes the rules must
leave alone: doses, scores and ratios, 24-hour clock times, counts, vital signs in the 90s, ages
under 90, "sat" and "sun" as words, "march" as a verb, OCT the scan."""

from __future__ import annotations

import pytest

from multideid.base_systems.packs import en_when4
from multideid.base_systems.rules import RulesBase
from rules_helpers import assert_rule_finds, found, matches_by_rule

PATTERNS = en_when4.PATTERNS


@pytest.fixture(scope="module")
def rules():
    return RulesBase(locale="en")


@pytest.mark.parametrize("rule,text,value", [
    # weekdays
    ("date_weekday_plural", "Physio comes Tuesdays and Fridays only.", "Tuesdays"),
    ("date_weekday_plural", "NO VISITORS ON SUNDAYS", "SUNDAYS"),
    ("date_weekday_abbr_more", "Bloods again Weds, results to GP.", "Weds"),
    ("date_weekday_abbr_more", "follow-up Thurs with Dr Ama", "Thurs"),
    ("date_weekday_abbr_title", "Wound check Fri if no fever.", "Fri"),
    ("date_weekday_lower_safe", "can u do thurs instead? weds is bad", "thurs"),
    ("date_weekday_lower_cued", "ok see you on sat morning then", "sat"),
    ("date_weekday_lower_cued", "pt to return next mon for suture removal", "mon"),
    ("date_weekday_lower_compound", "clinic tue 3/11 at 2", "tue 3/11"),
    ("date_weekday_range", "Helpline open Mon-Fri 9 to 5.", "Mon-Fri"),
    ("date_weekday_range", "Available Tuesday through Thursday this week", "Tuesday through Thursday"),
    ("date_weekday_letters", "Dialysis TTS at the Eastside unit, chair 4", "TTS"),
    ("date_weekday_letters", "He runs M/W/F, 2nd shift, 4 hours each session", "M/W/F"),
    ("date_weekday_ordinal", "Review on Monday 3rd, bring the diary.", "Monday 3rd"),
    # month/day, years
    ("date_md_padded", "Foley removed 09/14, voiding well.", "09/14"),
    ("date_md_padded", "Last dose of cipro: 12/02", "12/02"),
    ("date_year_bare", "PMH: MI 2015, CABG 2016, CVA 2021.", "2016"),
    ("date_year_bare", "hospitalised at Stepping Hill 2019 with pneumonia", "2019"),
    ("date_year_bare", "Deployed Kandahar 2010 and Baghdad 2007.", "2007"),
    ("date_year_bare", "had both knees done (2018, Dr Fell)", "2018"),
    ("date_year_event_abbrev", "II-3 maternal uncle, d. 1999, MI at 52", "1999"),
    ("date_year_event_abbrev", "grandmother (b. 1931) alive", "1931"),
    ("date_year_event_abbrev", "HTN dx 2008, on amlodipine", "2008"),
    ("date_year_range", "Lived in Lagos 1998-2004 then Leeds.", "1998-2004"),
    ("date_year_apostrophe", "PCI '15 and redo CABG '19", "'19"),
    ("date_year_apostrophe", "came over from Manila in '88.", "'88"),
    ("date_month_after_prep", "Mid-Jan review planned", "Jan"),
    # month names alone and ranges
    ("date_month_abbr_alone", "HbA1c 8.1 in Nov, repeat due.", "Nov"),
    ("date_month_abbr_alone", "Oct MRI was stable", "Oct"),
    ("date_month_after_prep", "should be off steroids by jan", "jan"),
    ("date_month_after_prep", "he's been coughing since march", "march"),
    ("date_month_after_prep", "Planned for mid Jun", "Jun"),
    ("date_month_lower_alone", "her last period was in september i think", "september"),
    ("date_month_range_days", "Away Dec 20 - Jan 3, covering GP notified", "Dec 20 - Jan 3"),
    ("date_month_apostrophe_year", "last scope Aug '23, polyps", "Aug '23"),
    ("date_weekday_list", "carers come Sat & Sun only", "Sun"),
    ("date_weekday_list", "every Mon, Wed and Fri at the day centre", "Wed"),
    ("date_day_range_month", "Admitted 3–5 March 2025 for cellulitis", "3–5 March 2025"),
    ("date_month_day_range", "Course ran Feb 10-14, 2025 in Cork", "Feb 10-14, 2025"),
    ("date_spoken_day", "date of birth is june twenty-first nineteen fifty-two", "june twenty-first nineteen fifty-two"),
    ("date_spoken_day", "born on the ninth of April two thousand and nine", "the ninth of April two thousand and nine"),
    ("date_ddmon", "Casevac requested 1430 07MAR, litter", "07MAR"),
    # ages over 89
    ("age_turned", "Grandma just turned 93 and still gardens.", "93"),
    ("age_turned", "celebrating 100 this weekend with family", "100"),
    ("age_at_sentence", "She is frail. At 97, surgery is not advised.", "97"),
    ("age_relative_is", "My grandfather is 96 and lives alone.", "96"),
    ("age_relative_is", "her mum, who is frail, says her mother was 102 when she died", "102"),
    ("age_name_apposition", "Teodora Vasquez-Rey, 98, presents with a fall.", "98"),
    ("age_pronoun_is", "Her mother? she's 95 and still drives.", "95"),
    ("age_pronoun_is", "He was 101 when the photo was taken.", "101"),
    ("age_paren_person", "lives with her husband (93), who has dementia", "93"),
    ("age_paren_person", "Mrs Agnes Doyle (aged 96) attended", "96"),
    ("age_word_nonagenarian", "a frail nonagenarian on warfarin", "nonagenarian"),
    ("age_spelled", "a ninety-four year old retired teacher", "ninety-four"),
    ("age_spelled", "Mr Eze (ninety-one) came with his grandson", "ninety-one"),
    ("age_spelled", "she turned a hundred and two in May", "a hundred and two"),
    ("age_decade_more", "her aunt is in her late nineties and well", "nineties"),
    ("age_decade_more", "father died in his 90s of a stroke", "90s"),
    ("age_name_decade", "II-2 maternal grandmother Olive 90s, alive", "90s"),
    ("age_pedigree_died", "I-2 grandfather d. 97, prostate ca", "97"),
    ("age_pedigree_died", "mother died aged 93 in a care home", "93"),
    ("age_ordinal_birthday", "Congratulations on your 99th birthday, Mr Platt!", "99th"),
    ("age_ordinal_birthday", "party for her hundredth birthday", "hundredth"),
    ("age_glued_yo", "94yo M, fall at home", "94yo"),
])
def test_date_age_rules_find(rule, text, value):
    assert_rule_finds(PATTERNS, rule, text, value)


@pytest.mark.parametrize("text", [
    "Metformin 2000 mg daily; fluids 1500 ml; 2000 kcal diet",
    "Obs at 2030: BP 128/76. Meds given at 1930 and 2015 hrs.",
    "Pain 10/10, strength 12/12 bilaterally, vision 20/20",
    "HR in the 90s, sats in the low 90s, SBP 90s",
    "O2 sat 94% on RA; sun exposure limited",
    "We will march on; the marching band played",
    "OCT macula: dry; repeat OCT in 6 months",
    "He is 45 and his mother is 72.",
    "CK 2030, BNP 1950, ferritin 2015 and UO 2000 overnight",
    "GCS 10/15, PS 10/05, VA 06/09 both eyes",
    "sats reached 95 on 2L; HR reached 110; the patient was 101 F overnight",
    "She's 94% on room air; he was 98.6 F; she is 95 kg",
    "creatinine (92) and sodium (135); son (45) visited",
    "5'10\" tall; '95 theses",
    "At 40, he ran a marathon.",
    "Turned 3 times in bed overnight; turned 45 degrees",
    "A dose of 100 mg was turned down",
    "Room 2015, extension 2031, #2019 and $2020",
    "Patient count 2019 in the registry (n=2019)",
    "see Lancet, pp. 1998-2004, and pages 2001-2009",
])
def test_date_age_rules_ignore_look_alikes(text):
    assert not matches_by_rule(PATTERNS, text)


def test_through_the_rules_base(rules):
    text = "Family hx: grandmother Ivy 90s, alive; grandfather d. 96.\nSeen Thursdays; TIA 2019, next review by Feb."
    got = found(rules, text)
    for value, label in (("90s", "AGE"), ("96", "AGE"), ("Thursdays", "DATE"), ("2019", "DATE"), ("Feb", "DATE")):
        assert (value, label) in got
