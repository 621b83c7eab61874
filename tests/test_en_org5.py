"""Organisations, care sites, places and professions of packs/en_org5.py (session 15, issue #22).

Every sentence here was written for this test, in other wordings and with other names than the
hand-written sets. Positives name the rule that must find them; negatives hold the look-alikes:
tests and scales named after a hospital (``Addenbrooke's Cognitive Examination``), a lab's panel,
a chain's name that is a town (``La Quinta, CA``), people named Ward, departments (``Diabetic foot
clinic``, ``Coronary Care Unit``), titles before ``General`` (``Attorney General``), lab values after
a comma (``Cl 99, HCO3 24``), room codes after a facility (``Oak House, Elm 4B``), hearing loss,
Parkinson's ``PD``, common words in lower case, care staff as a profession."""

from __future__ import annotations

import pytest
from multideid.base_systems.packs.en_org5 import PATTERNS as ORG5
from multideid.base_systems.rules import RulesBase
from rules_helpers import assert_rule_finds, found, matches_by_rule


@pytest.fixture(scope="module")
def rules():
    return RulesBase(locale="en")


@pytest.mark.parametrize("rule, text, value", [
    # known names, no cue
    ("hosp_known_name", "Second opinion obtained from Johns Hopkins in June.", "Johns Hopkins"),
    ("hosp_known_name", "Records requested from Cedars-Sinai; no reply.", "Cedars-Sinai"),
    ("org_known_name", "Claim denied again by Cigna - appeal drafted.", "Cigna"),
    ("loc_chain_branch", "Scripts go to Walgreens Hillsboro, thanks.", "Hillsboro"),
    # public bodies
    ("org_county_office", "Autopsy by the Pima County Regional Medical Examiner.", "Pima County Regional Medical Examiner"),
    ("org_county_office", "TB case reported to Dakota County Public Health today.", "Dakota County Public Health"),
    ("org_public_body", "Incident reported to Lothian Police by the ward manager.", "Lothian Police"),
    ("org_public_body", "Officers from Dayton PD brought him in.", "Dayton PD"),
    ("org_public_body", "Housing is managed by Fife Council.", "Fife Council"),
    ("org_public_body", "Plasma collected by Australian Blood Service donors.", "Australian Blood Service"),
    ("org_public_body", "Advice from the Scottish Ambulance Service crew.", "Scottish Ambulance Service"),
    ("org_public_body", "Call logged with the Oregon Poison Center at 02:10.", "Oregon Poison Center"),
    ("org_body_of_place", "Conveyed by Ambulance Victoria to the ED.", "Ambulance Victoria"),
    ("org_utility_of_place", "Bus driver for Wellington Transport since 2015.", "Wellington Transport"),
    # businesses
    ("org_business_more", "Employer: Kestrel Engineering (night fitter).", "Kestrel Engineering"),
    ("org_business_more", "Cover booked through Meridale Locums for Friday.", "Meridale Locums"),
    ("org_business_more", "Policy with Larkspur Mutual Life since 2011.", "Larkspur Mutual Life"),
    ("org_venue_lower", "Ate shellfish at Kowloon Pearl restaurant on Sunday.", "Kowloon Pearl"),
    ("org_childcare", "Drop-off at Busy Bees Learning Center at 8.", "Busy Bees Learning Center"),
    ("org_school_primary", "Year 3 pupil at Stonebridge Primary.", "Stonebridge Primary"),
    ("org_school_named", "Attends Whitmore Grammar School, year 9.", "Whitmore Grammar School"),
    ("org_venue_lower", "Volunteers at the Zoarfield charity shop on Fridays.", "Zoarfield"),
    ("org_union_local", "Lineman, member of IBEW Local 1245.", "IBEW Local 1245"),
    ("org_union_local", "Shop steward for Teamsters Local 727.", "Teamsters Local 727"),
    # care sites
    ("hosp_home_lower", "Her mother is at Larkhill care home since May.", "Larkhill"),
    ("hosp_the_royal", "Listed for TAVI at the Royal Brompton next month.", "Royal Brompton"),
    ("hosp_specialty_practice", "GP: Dr Vaai, Otahuhu Family Doctors.", "Otahuhu Family Doctors"),
    ("hosp_specialty_practice", "Echo booked at Brackenridge Heart Institute.", "Brackenridge Heart Institute"),
    ("hosp_specialty_practice", "Seen by Quillon Urology Associates in 2022.", "Quillon Urology Associates"),
    ("hosp_specialty_practice", "Fit note from Tolworth Occupational Health.", "Tolworth Occupational Health"),
    ("hosp_specialty_practice", "Aids fitted at Wharfedale Hearing last year.", "Wharfedale Hearing"),
    ("hosp_prefix_name", "Transferred from Hospital Sultanah Bahiyah yesterday.", "Hospital Sultanah Bahiyah"),
    ("hosp_prefix_name", "Discharge letter from Klinikum Rosenheim.", "Klinikum Rosenheim"),
    ("hosp_group_of", "Letter from Mulago Group of Hospitals, Kampala.", "Mulago Group of Hospitals"),
    ("hosp_short_cue", "He had a CABG at Wexford General in 2019.", "Wexford General"),
    ("hosp_short_cue", "Referred on to Stockport Royal for imaging.", "Stockport Royal"),
    ("hosp_brand_saint", "Delivered at Ascension St. Agnes last May.", "Ascension St. Agnes"),
    ("hosp_named_ward", "Moved to Hawthorn Ward overnight.", "Hawthorn Ward"),
    ("hosp_named_ward", "Bed found on the Juniper Unit.", "Juniper Unit"),
    ("hosp_before_ed_any", "Her son took her to the Marisol ER on Sunday.", "Marisol"),
    ("hosp_before_ed_any", "ended up at stepping hill a&e", None),
    ("hosp_before_ed_any", "dad drove me to harrogate a&e at 2am", "harrogate"),
    ("hosp_lower_after_event", "my bloods at fairfield on thurs were fine", "fairfield"),
    ("hosp_lower_after_event", "baby was delivered at st marys in 2019", "st marys"),
    ("hosp_history_year", "Previous admissions: Tameside 2018 (pneumonia), RVH 2021 (fall)", "RVH"),
    ("hosp_history_year", "Previous admissions: Tameside 2018 (pneumonia), RVH 2021 (fall)", "Tameside"),
    ("hosp_history_year", "Admissions: MI 2019, CABG 2015, Leeds 2012", None),
    ("hosp_one_word_site", "my sister is a nurse at regions so she checks on me", "regions"),
    ("hosp_one_word_site", "He works nights as a respiratory therapist at Providence.", "Providence"),
    # places
    ("loc_after_site", "Seen at Tamarind Health Centre, Kisumu, on arrival.", "Kisumu"),
    ("loc_after_site", "Address: 4 Mill Lane, Kirkby Stephen", "Kirkby Stephen"),
    ("loc_after_site", "Lives at 9 Quay St, Ardrossan now.", "Ardrossan"),
    ("loc_after_site", "Next of kin: Ona Reyes (sister), Taupo, 021 555 0199", "Taupo"),
    ("loc_country_line", "Address:\nSzeroka 7\n80-835 Gdańsk\nPoland\nPhone", "Poland"),
    ("loc_office_for", "Inquest opened by HM Coroner for Cumbria last week.", "Cumbria"),
    ("loc_city_province_ca", "Address: 12 Rue Laval, Gatineau QC J8X 3G9", "Gatineau"),
    ("loc_after_site", "Employer: Tasman Mills, Nelson", "Nelson"),
    ("loc_chain_branch", "Shelf stacker at Countdown Papatoetoe, nights.", "Papatoetoe"),
    ("loc_form_label", "Name: R. Obi   Of: Ilorin   Tel: 555 0101", "Ilorin"),
    ("loc_form_label", "Country of birth: Eritrea", "Eritrea"),
    ("loc_state_licence", "Licensed: Nevada license RN-55501", "Nevada"),
    ("loc_state_code_licence", "DL D5550192 (TX) on file", "TX"),
    ("loc_road_number", "Car left the road on the A595 near Egremont.", "A595"),
    ("loc_road_number", "Rollover on I-95 southbound.", "I-95"),
    ("loc_road_before_traffic", "MVC - M62 crash, two patients", "M62"),
    ("loc_place_lower_in", "pt stocks shelves at a store in spokane, nights", "spokane"),
    ("loc_place_lower_in", "I'm on a course in chester this week", "chester"),
    ("loc_place_lower_in", "Placed in traction, then in hull casts.", None),
    ("loc_visit_from", "Her son comes down from Kendal at weekends.", "Kendal"),
    ("loc_after_age", "Mele Tupou, 58, of Nuku'alofa. Presents with", "Nuku'alofa"),
    ("loc_lives_in_any", "Widower, lives in Quorndon period next paragraph", "Quorndon"),
    ("loc_bridge", "Found sleeping under the Hawthorne Bridge by outreach.", "Hawthorne Bridge"),
    ("loc_corner_ordinal", "Tent at SE 3rd & Ankeny since October.", "SE 3rd & Ankeny"),
    ("loc_caps_port", "VESSEL ETA HAMBURG 12 DEC. NEAREST PORT GDANSK.", "HAMBURG"),
    ("loc_in_modifier", "Grows maize on a plot in rural Machakos, sells at market.", "Machakos"),
    ("loc_city_after_comma", "Software tester for Wipro, Hyderabad.", "Hyderabad"),
    # professions
    ("profession_fragment_start", "Lives alone. Retired tram driver.", "tram driver"),
    ("profession_fragment_start", "Boda boda rider in Jinja; smokes.", "Boda boda rider"),
    ("profession_apposition_more", "Her husband (HGV driver) is away this week.", "HGV driver"),
    ("profession_apposition_more", "Employer: Varga Haulage, crane operator (night shifts)", "crane operator"),
    ("profession_more_heads", "This 31-year-old motorcycle courier rider was hit", "motorcycle courier rider"),
    ("profession_more_heads", "Partner is a matatu conductor and a boda rider.", "boda rider"),
    ("profession_more_heads", "She is a keen rider and an experienced cycle crew member.", None),
    ("profession_more_heads", "She works as cabin crew for a charter airline.", "cabin crew"),
])
def test_rule_finds(rule, text, value):
    assert_rule_finds(ORG5, rule, text, value)


@pytest.mark.parametrize("text", [
    "Montreal Cognitive Assessment, Addenbrooke's Cognitive Examination III and MoCA were done.",
    "Plan: multigene panel (Invitae 84-gene) if insurance allows.",
    "Originally from La Quinta, CA; moved north in 2009.",
    "Erik Ward, a 60-year-old welder, presents with chest pain.",
    "Appointment: Akseli Ward, 10/16/2010, clinic B.",
    "Admitted to the Coronary Care Unit and then the Stroke Unit.",
    "Diabetic foot clinic, Royal Hospital: review wound.",
    "Letter copied to the Attorney General and the Surgeon General.",
    "Repeat labs showed Cl 99, HCO3 24, BUN 30, Hct 31.",
    "Seen at Oakfield Nursing Home, Birch 5G. Tel 555 0100.",
    "Bilateral Hearing Loss noted; Hearing Aids fitted.",
    "Advanced Parkinson PD with falls; PD nurse to review.",
    "works at night in the warehouse, so sleeps in the day",
    "She is a nurse at home with the kids and a nurse at night.",
    "at the mercy of the weather, she stayed in",
    "Discussed with the consultant anaesthetist (on call) and the night nurse (agency).",
    "Bell palsy vs Ramsay Hunt syndrome; Ottawa ankle rules apply.",
    "Continued on the A1 diet; on B12 injections and M2 macrophage markers.",
    "Diagnosed with grade 3 and 4th & 5th toe fractures.",
    "Continents visited: lives in Asia part of the year.",
    "Travel: Kenya\nPoland\n",
    "She joined the Royal College of Nursing and the Royal Society of Medicine.",
    "Her child attends the local Junior School.",
    "Usual Primary care team to review.",
    "Water intake poor; Transport booked; the Power of attorney signed.",
    "Switch the pump ON and the alarm ON, then QC the sample.",
    "physio at home next week, then bloods at work on monday, appointment at boots.",
    "seen at clinic today and the gp at night said rest",
    "Seen in clinic today. Pain in the chest. Driver in a rollover. Nurse in charge: Jo.",
    "Patient ID Local 12 and BP Local 3 recorded.",
    "Discussed with Dr Ferris, Florence.",
])
def test_negatives_find_nothing(text):
    assert not matches_by_rule(ORG5, text), matches_by_rule(ORG5, text)


@pytest.mark.parametrize("rule, text", [
    ("loc_chain_branch", "Approval pending from Star Health TPA; plan: Aetna PPO."),
    ("loc_chain_branch", "Chase Raymond called twice; Oscar Trujillo is the PCP."),
    ("loc_chain_branch", "Follow-up at Cleveland Clinic Florida in May."),
    ("hosp_group_of", "Seen at University of Iowa Hospitals and Clinics for a second opinion."),
])
def test_rule_leaves_alone(rule, text):
    assert_rule_finds(ORG5, rule, text, None)


def test_specialty_practice_is_a_care_site(rules):
    """The specialty institute is a care site, not a firm (the older org_suffix would say ORGANIZATION)."""
    got = found(rules, "Echo at Brackenridge Heart Institute next week.")
    assert ("Brackenridge Heart Institute", "HOSPITAL") in got


def test_brand_branch_stays_whole(rules):
    """A known care brand before its branch's name is one site (en_sites4's brand rule), not a site and a town."""
    got = found(rules, "Run sheet: DaVita Lakeshore chair 4, MWF.")
    assert ("DaVita Lakeshore", "HOSPITAL") in got


def test_known_names_load_lazily():
    """The list patterns compile their regex on first use, not at import."""
    import importlib
    import multideid.base_systems.packs.en_org5 as mod

    fresh = importlib.reload(mod)
    lists = [p for p in fresh.PATTERNS if p.name in ("hosp_known_name", "org_known_name")]
    assert lists and not any(p.ready for p in lists)
    lists[0].find("Seen at UCLA.")
    assert lists[0].ready


def test_hostile_input_is_fast():
    import time

    texts = [("Aa " * 4000), ("Bb, " * 5000), ("at " * 3000), ("NW 1st & " * 1000), ("a b c d " * 2000), ("Aa-" * 6000),
             ("Xyz Ward " * 2000), ("Kestrel " * 4000) + "Engineering"]
    for text in texts:
        t = time.perf_counter()
        for p in ORG5:
            p.find(text)
        assert time.perf_counter() - t < 5.0, text[:12]


def test_church_after_an_abbreviated_title():
    """en_sites4's org_church_lower crosses the period of "rev." (a bug fixed in session 15), not a sentence end."""
    from multideid.base_systems.packs.en_sites4 import PATTERNS as SITES4

    assert_rule_finds(SITES4, "org_church_lower", "her pastor fr. okafor from st mary catholic came by", "st mary catholic")
    assert_rule_finds(SITES4, "org_church_lower", "asked the pastor. later went from grace lutheran", None)


def test_care_staff_in_british_spelling_are_no_profession():
    """en_jobs' care heads know "anaesthetist" and "hospitalist" too (fixed in session 15): the team, not a job."""
    from multideid.base_systems.packs.en_jobs import PATTERNS as JOBS

    assert_rule_finds(JOBS, "profession_apposition", "Seen with Dr Okoro (consultant anaesthetist) today.", None)
    assert_rule_finds(JOBS, "profession_apposition", "Dr Lin (night hospitalist) reviewed.", None)
    assert_rule_finds(JOBS, "profession_apposition", "Her brother (night porter) visits.", "night porter")
