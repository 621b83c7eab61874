"""Build base_systems/data/en_holidays.txt: English names of public holidays of every country in
the ``holidays`` package (python-holidays, MIT licence, https://github.com/vacanza/holidays), for
the English rules' holiday-as-date pattern (en_when6).

Run with an environment that has ``holidays`` installed (it is no runtime dependency of multideid):

    python scripts/build_en_holidays.py > base_systems/data/en_holidays.txt

Kept: names in English (the country's ``en_US``/``en_GB`` translation, or its default names when the
country declares no languages), of one to four words, with "(observed)", "Day off for ...",
"... Holiday" substitutes and dates removed; dropped: long official names, names that are place
or disease names too (``Corpus Christi``), and single words that are ordinary English words
(a stoplist below). The curated festival list at the end is hand-written (local festivals that
are no public holiday: ``Crop Over``, ``Santa Marija``...).
"""

from __future__ import annotations

import re
import sys

import holidays

YEARS = range(2018, 2028)
# one-word names that are ordinary words, or names of places, diseases or people first
DROP = {
    "Assumption", "Ascension", "Independence", "Revolution", "Carnival", "Corpus Christi", "Liberation",
    "Victory", "Unity", "Constitution", "Republic", "Remembrance", "Restoration", "Thanksgiving Day",
    "Sovereignty", "Pentecost Monday", "Reformation", "Immaculate Conception", "Epiphany", "Annunciation",
    "Transfiguration", "Nativity", "Presentation", "Dedication", "Purification", "Visitation",
    "Day of Rest", "Rest Day", "Election", "Armistice", "Holy Spirit", "Holy Trinity", "Trinity",
    "Christ the King", "Our Lady", "Pentecost", "Whit", "New Year", "Commemoration", "Resurrection",
    "Incarnation", "Circumcision", "Mercy", "Valor", "Heroes", "Martyrs", "Labour", "Labor",
}
# one-word names of the package that are ordinary words or abbreviations ("Tet" toxoid)
SINGLE_DROP = {"January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December", "Additional", "Bank", "Bridge", "Civic", "National", "Public", "State", "Substitute", "Tet", "Special", "Temporary"}
# a name of two or more words is kept when its last word is one of these (drops "Public Health",
# "Sacred Heart", "General Elections", "Malaysia Cup"), or it starts "Day of"
END = {
    "Day", "Eve", "Night", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday", "Year",
    "Birthday", "Christmas", "Easter", "Festival", "Puja", "Pooja", "Jayanti", "Purnima", "Bucha", "Bihu", "Teej",
    "Lhosar", "Lochhar", "Lhochhar", "Tihar", "Chaturthi", "Janmashtami", "Shivaratri", "Sankranti", "Navratri",
    "Holiday", "Adha", "Fitr", "Qadr", "Pongal", "Dashami", "Bandhan", "Chauth", "Weekend",
}
# names made of these words and an END word alone are too generic ("Big Day", "Transfer Day 5" of IVF)
GENERIC = {
    "Big", "Happy", "Capital", "Miracle", "Transfer", "Show", "Summer", "Festival", "Anniversary", "Public", "Special",
    "Temporary", "Additional", "Bridge", "Non-working", "Election", "Partial", "Arrival", "Possession", "Prince's",
    "Marine", "Nature's", "Picnic", "Ratting", "Second", "First", "Last", "Post", "Municipal", "Local", "Regional",
}
FESTIVALS = [
    # local festivals and holiday names that are no public holiday of the package (or not in English there)
    "Crop Over", "Kadooment", "Santa Marija", "Il-Festa", "Junkanoo", "J'ouvert", "Jouvert", "Phagwah",
    "Holi", "Tihar", "Dashain", "Deepawali", "Lohri", "Baisakhi", "Vaisakhi", "Durga Puja", "Losar",
    "Thingyan", "Songkran", "Chuseok", "Obon", "Nowruz", "Purim", "Sukkot", "Yom Kippur", "Rosh Hashanah",
    "Hanukkah", "Chanukah", "Esala Perahera", "Notting Hill Carnival", "Mardi Gras", "Oktoberfest",
    "Hari Raya", "Hari Raya Aidilfitri", "Hari Raya Haji", "Thaipusam", "Pongal", "Onam", "Navratri",
    "Dussehra", "Ganesh Chaturthi", "Raksha Bandhan", "Karva Chauth", "Chhath", "Eid", "Eid al-Fitr",
    "Eid al-Adha", "Eid ul-Fitr", "Eid ul-Adha", "Bakri Eid", "Tabaski", "Ramadan", "Mawlid", "Ashura",
    "Lailat al-Qadr", "Guy Fawkes Night", "Bonfire Night", "Burns Night", "Hogmanay", "St Andrew's Day",
    "St David's Day", "St George's Day", "St Patrick's Day", "Shrove Tuesday", "Pancake Day", "Ash Wednesday",
    "Maundy Thursday", "Palm Sunday", "Whitsun", "Halloween", "Kwanzaa", "Juneteenth", "Cinco de Mayo",
    "Dia de los Muertos", "Day of the Dead", "Matariki", "Waitangi Day", "Anzac Day", "Lunar New Year",
    "Chinese New Year", "Vesak", "Wesak", "Diwali", "Divali", "Deepavali", "Passover", "Pesach",
    "Easter", "Christmas", "Christmas Eve", "Christmas Day", "New Year's Eve", "New Year's Day", "Boxing Day",
    "Thanksgiving", "Fat Tuesday", "Twelfth Night", "Orangemen's Day", "Tynwald Day", "Liberation Day",
]


def _clean(name: str) -> str | None:
    name = re.sub(r"\s*\((?:observed|substitute day|estimated|[^)]*)\)", "", name).strip()
    name = re.sub(r"^(?:Day off for|Alternative holiday for|Substitute holiday for|Day after|Observed)\s+", "", name, flags=re.I)
    name = re.sub(r"(?<!Bank)\s+(?:Holiday|holiday|Holidays|holidays|observed|Observed)$", "", name)
    name = name.replace("’", "'").strip(" .,")
    if not name or any(c.isdigit() for c in name) or len(name.split()) > 4 or len(name) < 3:
        return None
    if not name[0].isupper() or name in DROP:
        return None
    words = name.split()
    if len(words) == 1:
        return None if name.lower() in {w.lower() for w in DROP | SINGLE_DROP} else name
    if name.startswith(("Our Lady", "Day off", "Saint John the")) or not (words[-1] in END or name.startswith("Day of ")):
        return None
    if all(w in GENERIC for w in words[:-1]):
        return None
    return name


def english_names() -> set[str]:
    out: set[str] = set()
    for code in holidays.list_supported_countries():
        probe = holidays.country_holidays(code)
        langs = tuple(getattr(probe, "supported_languages", ()) or ())
        lang = next((l for l in ("en_US", "en_GB") if l in langs), None)
        if langs and lang is None:
            continue
        subdivs = [None] + list(getattr(probe, "subdivisions", ()) or ())
        for subdiv in subdivs:
            try:
                h = holidays.country_holidays(code, subdiv=subdiv, years=YEARS, language=lang)
            except Exception:  # noqa: BLE001  (a subdivision without data)
                continue
            for _, n in h.items():
                for part in n.split("; "):
                    c = _clean(part)
                    if c:
                        out.add(c)
    return out


def main() -> None:
    names = english_names() | set(FESTIVALS)
    sys.stdout.write(
        "# English names of public holidays and local festivals, one per line (used as DATE by en_when6).\n"
        "# Built by scripts/build_en_holidays.py from the python-holidays package (MIT licence,\n"
        f"# https://github.com/vacanza/holidays, version {holidays.__version__}) plus a hand-written festival list.\n"
    )
    for n in sorted(names, key=lambda s: (s.lower(), s)):
        sys.stdout.write(n + "\n")


if __name__ == "__main__":
    main()
