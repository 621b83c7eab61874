"""English pack, session 25 (base_systems/packs/en_words12.py): festivals and calendars of the world,
trades where an occupation is expected, organisations by their shape.  Invented sentences; the
negatives are the same words used as places, things, guidelines, roles and ordinary prose."""

from __future__ import annotations

import pytest
from rules_helpers import assert_rule_finds, found, matches_by_rule

from multideid.base_systems.packs.en_words12 import PATTERNS, job_phrase_ok
from multideid.base_systems.rules import RulesBase


@pytest.mark.parametrize("rule, text, value", [
    ("date12_festival", "Family travelling to Baku, back before Novruz.", "Novruz"),
    ("date12_festival", "Clinic closed for Nikoljdan (the family slava).", "Nikoljdan"),
    ("date12_festival", "AF since Lāčplēsis Day, daughter noticed.", "Lāčplēsis Day"),
    ("date12_festival", "review after navroz please", "navroz"),
    ("date12_festival", "Grandmother flies home for Tsagaan Sar.", "Tsagaan Sar"),
    ("date12_festival", "Tickets booked to the Naadam Stadium.", None),
    ("date12_festival", "She bought Teej sweets for the ward.", None),
    ("date12_school_break", "Next: after Newroz school break, or earlier if Hb < 8.", "Newroz"),
    ("date12_school_break", "Over the Easter school holidays he was well.", "Easter"),
    ("date12_school_break", "Newroz School sent a letter.", None),
    ("date12_calendar", "Date: 17th Rabi' al-Akhir / 19 Nov 2026", "17th Rabi' al-Akhir"),
    ("date12_calendar", "Bar mitzvah on 3 Tishrei 5787 at home.", "3 Tishrei 5787"),
    ("date12_calendar", "team visit, 4 Qaws 1405 (25 Nov 2026)", "4 Qaws 1405"),
    ("date12_calendar", "Certificate dated Shawwal 1447 AH.", "Shawwal 1447 AH"),
    ("date12_calendar", "Fasting from 1 Ramadan 1447 AH onwards.", "1 Ramadan 1447 AH"),
    ("date12_calendar", "Dr Kartik 2 visits a week", None),
    ("date12_calendar", "Rajab Ali, 45, from Karachi", None),
    ("date12_buddhist_era", "Passport issued B.E. 2569 in Bangkok.", "B.E. 2569"),
    ("date12_buddhist_era", "Platelets 2569 x10^9/L", None),
    ("date12_lunar", "Ancestor rites on the 15th day of the 8th lunar month, family away.", "the 15th day of the 8th lunar month"),
    ("date12_lunar", "Cycle day 15 of the month, lunar phase chart", None),
    ("date12_weekday_world", "Avó Filomena - 92, home visit on sesta-feira", "sesta-feira"),
    ("date12_weekday_world", "Ens veiem el dimarts 3/12 a les 10.", "dimarts"),
    ("date12_weekday_world", "Dydd / Day: Dydd Mawrth 8 Rhagfyr 2026", "Dydd Mawrth"),
    ("date12_weekday_world", "Jimmy Petak was seen today", None),
    ("date12_weekday_world", "the madi gras bead", None),
    ("date12_weekday_world", "reviewed by madi this morning", None),
    ("date12_weekday_world", "visit on Madi Jones ward", None),
    ("profession12_history_line", "1952-1961 lagger (apprentice) at Harland & Wolff, Belfast", "lagger"),
    ("profession12_history_line", "1961-1978 pipe insulator, Caltex refinery, Kurnell", "pipe insulator"),
    ("profession12_history_line", "Work history: 1970-1985 shipyard welder; 1985-2001 crane driver, Tilbury", "crane driver"),
    ("profession12_history_line", "2019-2021 seen by physiotherapist weekly", None),
    ("profession12_history_line", "2020 driver of the car in the collision", None),
    ("profession12_label_qualified", "Occupation given: scaffolder\nArresting officer PC Lee", "scaffolder"),
    ("profession12_label_qualified", "Occupation (self-reported): street vendor", "street vendor"),
    ("profession12_label_qualified", "Occupation of deceased: boilermaker's mate", "boilermaker's mate"),
    ("profession12_label_qualified", "Occupation given: none", None),
    ("profession12_field_value", "FieldName: Page1[0].Occupation[0]\nFieldValue: school crossing patrol\n---", "school crossing patrol"),
    ("profession12_field_value", "FieldName: Page1[0].Occupation[0]\nFieldValue: Yes\n---", None),
    ("profession12_relation_label", "Relation to case: moto-taxi driver who carried the case", "moto-taxi driver"),
    ("profession12_relation_label", "Relation to case: brother", None),
    ("profession12_relative_paren", "Household: husband Eliécer Batista (Canal tugboat deckhand), mother", "Canal tugboat deckhand"),
    ("profession12_relative_paren", "Mother (market trader) and father (motorbike taxi rider) both work.", "motorbike taxi rider"),
    ("profession12_relative_paren", "consent given by his wife Morag (welfare attorney) today", None),
    ("profession12_by_trade", "He was a lagger by trade.", "lagger"),
    ("org12_society_of", "badge list - Society for Acute Medicine autumn meeting", "Society for Acute Medicine"),
    ("org12_society_of", "a member of the Royal College of Nursing since 1990", "Royal College of Nursing"),
    ("org12_society_of", "The Association of Anaesthetists of Great Britain and Ireland wrote", "Association of Anaesthetists of Great Britain and Ireland"),
    ("org12_society_of", "The Society of Radiologists in Ultrasound criteria were met.", None),
    ("org12_society_of", "per the European Society of Cardiology guidelines", None),
    ("org12_society_of", "University of Tartu, Institute of Genomics, Riia 23b", None),
    ("org12_body_head_last", "Accepted by Compass Housing Alliance - Pioneer Square site", "Compass Housing Alliance"),
    ("org12_body_head_last", "He is a member of the Housing Association.", None),
    ("org12_body_head_last", "per Fleischner Society guidelines no follow-up", None),
    ("org12_flight_airline", "He flew home on an Airlink flight to Johannesburg.", "Airlink"),
    ("org12_flight_airline", "She was on a Friday flight from Boston.", None),
    ("org12_cab_firm", "Carrier: Radiant Cab Co. cab #55, driver Yonas", "Radiant Cab Co."),
    ("org12_cab_firm", "works as taxi driver for Calder Cabs, visit before 10", "Calder Cabs"),
    ("org12_cab_firm", "Black Cabs wait outside the ED.", None),
    ("org12_training_centre", "course at Moorgate Simulation Centre, Leeds", "Moorgate Simulation Centre"),
    ("org12_training_centre", "booked into the Clinical Skills Centre", None),
    ("org12_flight_carrier", "Flight: Airlink ex HLE Saturday 5 December", "Airlink"),
    ("org12_flight_carrier", "Flight: 3 hours, uneventful", None),
    ("org12_industrial_site", "1961-1978 pipe insulator, Caltex refinery, Kurnell", "Caltex"),
    ("org12_industrial_site", "Oil refinery workers are exposed to benzene.", None),
    ("org12_industrial_site", "He worked at the Ford factory for 30 years.", None),
])
def test_rules(rule, text, value):
    assert_rule_finds(PATTERNS, rule, text, value)


def test_festival_as_a_place_is_no_date():
    """A festival name before a place or thing word is no date ("Naadam Stadium", "Diwali lights")."""
    assert not matches_by_rule(PATTERNS, "We met at the Naadam Stadium and saw the Gawai lights.")


def test_job_phrase_ok():
    assert job_phrase_ok("pipe insulator") and job_phrase_ok("lagger")
    assert not job_phrase_ok("driver") and not job_phrase_ok("welfare attorney")


def test_rules_base_finds_the_job_after_a_qualified_label():
    """The full English pack (en.py registers this module) tags the job after ``Occupation given:``."""
    got = found(RulesBase(locale="en"), "Occupation given: scaffolder\nArresting officer PC Ruaridh Quigley")
    assert ("scaffolder", "PROFESSION") in got
