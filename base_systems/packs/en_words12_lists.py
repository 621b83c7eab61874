"""Word lists of :mod:`.en_words12` (session 25, helper words25): festivals of the world's cultures that
the earlier holiday lists lack, the months of the Hijri, Hebrew, Persian solar, Afghan solar, Ethiopian
and Nepali calendars, weekday names of languages the earlier packs lack, and trade heads of occupations.
Written from general knowledge (calendars and festivals as their communities write them in English
text; trade titles after the kinds of unit titles of ISCO-08 and SOC 2018, ideas only, no text copied).
"""

from __future__ import annotations

__all__ = [
    "CALENDAR_MONTHS_STRONG",
    "CALENDAR_MONTHS_WEAK",
    "FESTIVALS",
    "SCHOOL_BREAK_HOLIDAYS",
    "TRADE_HEADS",
    "TRADE_TITLES",
    "WEEKDAYS_CUED",
    "WEEKDAYS_ANY",
]

# festivals and holy days as dates (i2b2: holidays are DATE), in the spellings of their communities;
# left out: words that are also given names, places or ordinary words (Rakhi, Sallah, Fiesta, Reyes,
# Guadalupe, Candelaria, Slava alone, Hajj, Umrah, Seder, Dano, Kandil, Santo Niño, São João)
FESTIVALS = (
    # Nowruz in the spellings of Iran, Afghanistan, Central Asia, Azerbaijan, Turkey and the Kurds
    "Novruz|Novruz Bayramı|Nauroz|Navroz|Nevruz|Nawruz|Norouz|Nowrouz|Navro'z|Nowruz|Newroz|Navruz|"
    # South and South-East Asia
    "Pi Mai|Boun Pi Mai|Dasara|Teej|Hartalika Teej|Shivratri|Guru Purnima|Saraswati Puja|Basant Panchami|"
    "Vasant Panchami|Kumbh Mela|Kartik Purnima|Chaitra Navratri|Thai Pongal|Puthandu|Bohag Bihu|Pahela Baishakh|"
    "Pohela Boishakh|Durga Ashtami|Bhai Dooj|Bhai Tika|Dhanteras|Lakshmi Puja|Indra Jatra|Gai Jatra|Lhosar|"
    "Tamu Lhosar|Sonam Lhosar|Gyalpo Lhosar|Losoong|Saga Dawa|Tshechu|Paro Tshechu|Thimphu Tshechu|"
    "Aluth Avurudda|Poson Poya|Vap Poya|Duruthu Poya|Navam Poya|Esala Perahera|Magha Puja|Makha Bucha|"
    "Asalha Puja|Asanha Bucha|Bon Om Touk|That Luang|Boun That Luang|Thadingyut|Tazaungdaing|Gawai|Gawai Dayak|"
    "Kaamatan|Hari Merdeka|Nuzul Quran|Israk Mikraj|Isra Miraj|Awal Muharram|Maulidur Rasul|Sinulog|"
    "Ati-Atihan|Undas|Simbang Gabi|Flores de Mayo|Panagbenga|Kadayawan|"
    # East Asia
    "Tsagaan Sar|Naadam|Qixi|Shichi-Go-San|Tango no Sekku|Hina Matsuri|Dano Festival|Dol Purnima|"
    # West Asia, Africa, the Islamic and Jewish year
    "Eid el-Kabir|Eid el Kabir|Eid al-Kabir|Eid el-Fitr|Eid Milad|Eid-e-Milad|Gamou|Maulud|Mouloud|Yennayer|"
    "Sham el-Nessim|Sham Ennessim|Oraza Ait|Kurban Ait|Qurban Hayit|Ramazon Hayit|Bajram|Ramazanski Bajram|"
    "Kurban Bajram|Hıdırellez|Hidrellez|Vardavar|Surb Zatik|Shmini Atzeret|Shemini Atzeret|Sigd|Rosh Chodesh|"
    "Tu B'Av|Lag Ba'Omer|Chol HaMoed|"
    # Europe: slavas and saints' days of the Orthodox year, national days written in English
    "Nikoljdan|Đurđevdan|Djurdjevdan|Jovanjdan|Mitrovdan|Aranđelovdan|Arandjelovdan|Vidovdan|Petrovdan|Ilindan|"
    "Ivanjdan|Lučindan|Sveti Nikola|Krsna Slava|Badnji dan|Badnjak|Zadušnice|Sretenje|Mărțișor|Martisor|"
    "Martenitsa|Baba Marta|Maslenitsa|Ivan Kupala|Kupala Night|Oxi Day|Ochi Day|Lāčplēsis Day|Lacplesis Day|"
    "Lāčplēša diena|Jāņi|Janu diena|Līgo|Ligo Day|Great Lent|Koledo|"
    # the Americas
    "Dia dos Mortos|Dia de Finados|Finados|Inti Raymi|La Gritería|Día de la Virgen|Fiestas Patrias|"
    "Hosay|Jouvert|J'ouvert|Phagwa|Phagwah"
)

# holidays that a school break is named after ("after Newroz school break", "over the Easter school holidays")
SCHOOL_BREAK_HOLIDAYS = (
    "Easter|Christmas|Xmas|Diwali|Deepavali|Divali|Eid|Eid al-Fitr|Eid al-Adha|Eid ul-Fitr|Eid ul-Adha|Ramadan|"
    "Thanksgiving|Hanukkah|Passover|Pesach|Sukkot|Tet|Songkran|Vesak|Wesak|Holi|Chuseok|Seollal|Obon|Dashain|Tihar|"
    "Lunar New Year|Chinese New Year|New Year|Carnival|Carnaval|Matariki|Navratri|Pongal|Onam|Hari Raya|Lebaran|"
    "Bayram|Kurban Bayramı|Mid-Autumn|Golden Week|Spring Festival|" + FESTIVALS
)

# months that are no English word, name or place: a day or a year makes them a date
CALENDAR_MONTHS_STRONG = (
    # Hijri (the spellings of the Arab world, South Asia, Malaysia and Indonesia)
    "Muharram|Muharam|Rabi' al-Awwal|Rabi al-Awwal|Rabiʻ al-Awwal|Rabi'ul Awwal|Rabiul Awal|Rabi ul Awal|"
    "Rabi' al-Thani|Rabi al-Thani|Rabi' al-Akhir|Rabi al-Akhir|Rabi' al-Akhar|Rabi'ul Akhir|Rabiul Akhir|"
    "Rabi ul Akhir|Rabi us Sani|Rabi' II|Rabi' I|Jumada al-Awwal|Jumada al-Ula|Jumada al-Oula|Jumadil Awal|"
    "Jumada I|Jumada al-Thani|Jumada al-Akhirah|Jumada al-Akhira|Jumada al-Thaniyah|Jumadil Akhir|Jumada II|"
    "Sha'ban|Shaban|Sya'ban|Shawwal|Syawal|Dhu al-Qi'dah|Dhu al-Qadah|Dhul Qadah|Dhul Qa'dah|Dhu'l-Qa'dah|"
    "Zulkaedah|Zul Qadah|Dhu al-Hijjah|Dhul Hijjah|Dhu'l-Hijjah|Zul Hijjah|Zulhijjah|Dzulhijjah|"
    # Hebrew
    "Tishrei|Tishri|Cheshvan|Heshvan|Marcheshvan|Kislev|Tevet|Teves|Shevat|Shvat|Adar I|Adar II|Adar Sheni|"
    "Iyar|Iyyar|Tammuz|Tamuz|Elul|"
    # Persian solar (Iran) and Afghan solar (Dari and Pashto names)
    "Farvardin|Ordibehesht|Khordad|Shahrivar|Shahrewar|Esfand|Mordad|Amordad|"
    "Jawza|Jowza|Saratan|Sunbula|Sonbola|Aqrab|Qaws|Dalw|"
    # Ethiopian
    "Meskerem|Tikimt|Tikemet|Hedar|Tahsas|Yekatit|Megabit|Miyazya|Ginbot|Nehase|Pagume|Pagumen|"
    # Nepali (Bikram Sambat)
    "Baisakh|Baishakh|Jestha|Ashadh|Shrawan|Bhadau|Ashwin|Asoj|Mangsir|Poush|Falgun|Fagun|Chaitra"
)
# months that are also words or names (a day and a year, or a calendar mark, are needed)
CALENDAR_MONTHS_WEAK = (
    "Safar|Rajab|Ramadan|Ramazan|Ramadhan|Adar|Av|Nisan|Sivan|Tir|Mehr|Dey|Aban|Azar|Bahman|Hamal|Sawr|Saur|Asad|Mizan|"
    "Jadi|Hoot|Hut|Hidar|Sene|Hamle|Jeth|Asar|Saun|Bhadra|Kartik|Push|Magh|Chait"
)

# weekday names of languages the earlier packs lack: a date only after an English date cue or
# before a date (Tetum, Catalan, Bosnian-Croatian-Serbian, Haitian Creole, Afrikaans, Maori, Hindi,
# Persian, Hausa, Somali)
WEEKDAYS_CUED = (
    "segunda-feira|tersa-feira|kuarta-feira|kinta-feira|sesta-feira|sábadu|sabadu|domingu|"
    "dilluns|dimarts|dimecres|dijous|divendres|dissabte|diumenge|"
    "ponedjeljak|ponedeljak|utorak|srijeda|četvrtak|cetvrtak|petak|subota|nedjelja|nedelja|"
    "lendi|madi|mèkredi|mekredi|jedi|vandredi|samdi|dimanch|"
    "vrydag|saterdag|"
    "Rāhina|Rahina|Rātū|Ratu|Rāapa|Raapa|Rāpare|Rapare|Rāmere|Ramere|Rāhoroi|Rahoroi|Rātapu|Ratapu|"
    "somvar|mangalvar|budhvar|guruvar|brihaspativar|shukravar|shanivar|ravivar|itvar|"
    "doshanbeh|seshanbeh|chaharshanbeh|panjshanbeh|yekshanbeh|jomeh|"
    "litinin|laraba|alhamis|asabar|lahadi|"
    "isniin|talaado|arbaco|khamiis|jimce|sabti|axad"
)
# weekday names that are never anything else (Welsh and Irish with their day word)
WEEKDAYS_ANY = (
    "Dydd Llun|Dydd Mawrth|Dydd Mercher|Dydd Iau|Dydd Gwener|Dydd Sadwrn|Dydd Sul|"
    "Dé Luain|Dé Máirt|Dé Céadaoin|Déardaoin|Dé hAoine|Dé Sathairn|Dé Domhnaigh"
)

# trade heads that the occupation lexicon leaves out as ambiguous alone, taken only in the frames of
# en_words12 (a work-history line, an occupation label, a relation label, brackets after a relative)
TRADE_HEADS = (
    "lagger|laggers|insulator|insulators|fitter|fitters|plater|platers|caulker|riveter|sprayer|operative|operatives|"
    "attendant|attendants|labourer|laborer|hand|hands|cleaner|cleaners|sweeper|collector|loader|porter|seller|"
    "sellers|trader|traders|vendor|keeper|maker|minder|picker|tapper|cutter|grinder|setter|turner|spinner|weaver|"
    "dyer|finisher|polisher|moulder|handler|carrier|walker|sitter|washer|presser|sorter|stacker|repairer|tester|"
    "deckhand|deckhands|boatman|crewman|driver|drivers|rider|riders|guide|guard|warden|inspector|patrol|steward|"
    "stewardess|mate|skipper|pilot|conductor|operator|mechanic|helper|worker|workers|apprentice|journeyman"
)
# whole titles whose head word is no job alone
TRADE_TITLES = (
    "school crossing patrol|crossing patrol officer|crossing patrol|lollipop lady|lollipop man|traffic warden|"
    "dinner lady|tea lady|bin man|rag and bone man|odd-job man|odd job man"
)
