"""Word lists of :mod:`.en_prose13` (session 26, helper prose26), written from general knowledge of the
world's hospitals, islands and transport operators (names as they are commonly written, no text copied).

* :data:`HOSPITAL_SHORT`: hospitals known by a short name without ``Hospital`` (``Southmead``, ``Stepping
  Hill``, ``Groote Schuur``, ``Tan Tock Seng``); taken after a place cue only (``at``, ``to``, ``from``...).
  Names that are also common surnames, places or universities alone (``Grady``, ``Austin``, ``Stanford``,
  ``Duke``) are left out.
* :data:`HOSPITAL_ABBR`: capital abbreviations of such hospitals (``CGH``, ``AIIMS``, ``LUTH``), taken after
  a place cue or before a ward word.
* :data:`PRIVATE_GROUPS`: private hospital groups whose sites are named ``<group> <place>`` (``Spire
  Bristol``, ``Nuffield Health Newcastle``).
* :data:`ISLANDS`: small islands, atolls and territories of the Caribbean, the Pacific, the Atlantic and
  the Indian Ocean, with their common abbreviations (``USVI``, ``BVI``); names that are
  also English words or common names (``Rota``, ``Harris``, ``Saba``, ``Nevis`` stays) are left out.
* :data:`CARRIERS`: airlines, ferry, bus, rail, taxi, ride-hail and ground-handling operators whose names
  are no ordinary English words (``Stagecoach``, ``Airlink``, ``Tallink``, ``SATS``, ``Loganair``).
"""

from __future__ import annotations

__all__ = ["CARRIERS", "COUNTRIES", "LABS", "HOSPITAL_ABBR", "HOSPITAL_SHORT", "ISLANDS", "PRIVATE_GROUPS"]

HOSPITAL_SHORT = (
    # England, Wales, Scotland, Northern Ireland
    "Southmead|Stepping Hill|Nuffield|Wansbeck|Wythenshawe|Addenbrooke's|Addenbrookes|Papworth|Frimley Park|Musgrove Park|"
    "Derriford|Treliske|Ninewells|Raigmore|Hairmyres|Monklands|Crosshouse|Gartnavel|Yorkhill|Pinderfields|"
    "Salford Royal|Arrowe Park|Aintree|Fazakerley|Alder Hey|Broadgreen|Clatterbridge|Glan Clwyd|Ysbyty Gwynedd|"
    "Ysbyty Glan Clwyd|Wrexham Maelor|Morriston|Llandough|Nevill Hall|Withybush|Glangwili|Bronglais|Frenchay|"
    "Stoke Mandeville|Wexham Park|Heatherwood|Whipps Cross|Homerton|Northwick Park|Darent Valley|Medway Maritime|"
    "Pembury|William Harvey|Hinchingbrooke|Broomfield|Glenfield|Kings Mill|King's Mill|Hallamshire|Northern General|"
    "Airedale|Friarage|James Cook|Furness General|Blackpool Victoria|Russells Hall|Heartlands|Good Hope|"
    "Walsgrave|George Eliot|Queen Charlotte's|Queen Charlottes|Great Ormond Street|Moorfields|Royal Marsden|"
    "Royal Brompton|Harefield|Royal Papworth|Royal Stoke|Royal Derby|Royal Preston|Royal Blackburn|Royal Bolton|"
    "Royal Oldham|Royal Shrewsbury|Royal Lancaster|Royal Cornwall|Royal Devon|Royal Bournemouth|Royal Berkshire|"
    "Royal Surrey|Royal Sussex County|Royal Victoria Infirmary|Royal Alexandra|Forth Valley Royal|Ulster Hospital|"
    "Antrim Area|Craigavon Area|Altnagelvin|Daisy Hill|Royal Victoria|Queen Elizabeth University|Victoria Infirmary|"
    "Western General|Royal Infirmary of Edinburgh|Aberdeen Royal Infirmary|Dumfries and Galloway Royal|"
    "Musgrove|Torbay|Weston General|Cheltenham General|John Radcliffe|Churchill Hospital|Lister|Watford General|"
    "Kettering General|Northampton General|Leicester Royal Infirmary|Queen's Medical Centre|Bassetlaw|"
    "Doncaster Royal|Chesterfield Royal|Calderdale Royal|Huddersfield Royal|Bradford Royal|Harrogate District|"
    "Hull Royal|Castle Hill|Scunthorpe General|Pilgrim Hospital|Darlington Memorial|Sunderland Royal|"
    "Cumberland Infirmary|West Cumberland|Royal Albert Edward|Leighton Hospital|Tameside General|North Manchester General|"
    "New Cross|Walsall Manor|Worcestershire Royal|Hereford County|Princess Royal Telford|Conquest Hospital|"
    "Eastbourne District|St Richard's|East Surrey|St Helier|Basildon|Colchester General|Ipswich Hospital|"
    "West Suffolk|Peterborough City|Luton and Dunstable|Milton Keynes University|Whittington|Royal Free|"
    "Chelsea and Westminster|Charing Cross|Lewisham|Queen Elizabeth Woolwich|Kingston Hospital|Epsom General|"
    "Queen Alexandra|Southampton General|Poole Hospital|Salisbury District|Great Western|Royal United|"
    "Gloucestershire Royal|Warwick Hospital|Queen's Hospital Romford|King George|Barnet Hospital|Chase Farm|"
    "North Middlesex|Hillingdon Hospital|West Middlesex|Ealing Hospital|St Mary's Paddington|"
    # Ireland
    "Beaumont|Tallaght|Crumlin|Temple Street|the Rotunda|the Coombe|Holles Street|Mater Misericordiae|"
    "Cork University Hospital|Galway University Hospital|Letterkenny University|Sligo University|Connolly Hospital|"
    # United States and Canada
    "Mass General|Brigham and Women's|Beth Israel|Cedars-Sinai|Sloan Kettering|Jackson Memorial|Parkland|Bellevue|"
    "Ben Taub|Harborview|Barnes-Jewish|NewYork-Presbyterian|Stroger|Hennepin Healthcare|Abbott Northwestern|"
    "North Memorial|Tampa General|Ochsner|Houston Methodist|MD Anderson|Geisinger|Intermountain|Virginia Mason|"
    "Dartmouth-Hitchcock|Maine Medical|Yale New Haven|Strong Memorial|Albany Med|Montefiore|Lenox Hill|Elmhurst Hospital|"
    "Kings County Hospital|Jacobi|Christiana|Inova Fairfax|Walter Reed|Sibley|Cooper University|Hackensack|"
    "Morristown Medical|Lurie Children's|Boston Children's|Seattle Children's|Texas Children's|Nationwide Children's|"
    "Cincinnati Children's|Rady Children's|Sunnybrook|Toronto General|Toronto Western|SickKids|Princess Margaret|"
    "Women's College|Foothills|Rockyview|Peter Lougheed|Royal Alexandra|Royal Columbian|Lions Gate|Jewish General|"
    "Royal Vic|Sainte-Justine|Enfant-Jésus|Hôpital de l'Enfant-Jésus|Stanton Territorial|Qikiqtani General|"
    "Health Sciences Centre|Foothills Medical Centre|Vancouver General|Kingston General|Ottawa Civic|"
    # Australia, New Zealand, the Pacific
    "Royal Prince Alfred|Royal North Shore|Westmead|Royal Melbourne|Monash Medical Centre|Box Hill Hospital|"
    "Sir Charles Gairdner|Fiona Stanley|Royal Perth|Princess Alexandra|Royal Brisbane|Royal Adelaide|"
    "Flinders Medical Centre|Royal Hobart|Royal Darwin|Canberra Hospital|John Hunter|Gold Coast University|"
    "Middlemore|Starship|Waikato Hospital|Christchurch Hospital|Wellington Hospital|Colonial War Memorial|"
    # Asia
    "Tan Tock Seng|Changi General|Khoo Teck Puat|Ng Teng Fong|Sengkang General|Mount Elizabeth|Gleneagles|"
    "Raffles Hospital|Queen Mary Hospital|Prince of Wales Hospital|Tuen Mun Hospital|Pamela Youde|"
    "Kandang Kerbau|Christian Medical College|Tata Memorial|Hinduja|Lilavati|Kokilaben|Jaslok|Breach Candy|"
    "Ruby Hall|Sassoon|Safdarjung|Ram Manohar Lohia|Medanta|Sir Ganga Ram|Siriraj|Ramathibodi|Chulalongkorn Hospital|"
    "Bumrungrad|Bach Mai|Cho Ray|St. Luke's Medical Center|Philippine General|Aga Khan|Shaukat Khanum|"
    # Africa, the Middle East
    "Groote Schuur|Tygerberg|Chris Hani Baragwanath|Baragwanath|Charlotte Maxeke|Steve Biko Academic|"
    "Inkosi Albert Luthuli|Kenyatta National|Mama Lucy|MP Shah|Korle Bu|Komfo Anokye|Mulago|Muhimbili|"
    "Kamuzu Central|Queen Elizabeth Central|Black Lion|Tikur Anbessa|Hadassah|Sheba|Ichilov|Rambam"
)

HOSPITAL_ABBR = (
    "CGH|SGH|TTSH|KTPH|NUH|KKH|NTFGH|SKH|HKL|UMMC|PPUKM|AIIMS|PGIMER|NIMHANS|KEM|MIOT|LUTH|LASUTH|UCH|UNTH|"
    "KNH|KATH|QMH|PWH|PYNEH|RPA|RNSH|RBWH|RMH|SCGH|FSH|MUHC|CHUM|CHUQ|CHUL|VGH|TGH|MGH|BIDMC|NYP|UCLH|RVI|"
    "LGI|BRI|QMC|QEUH|GRI|ARI|UHW|JR|QEQM|UHCW|UHL|CUH|GUH|QEHB"
)

PRIVATE_GROUPS = "Nuffield Health|Spire|BMI|Aspen Healthcare|Practice Plus|Bupa Cromwell|Mediclinic|Netcare|Life Healthcare"

ISLANDS = (
    # Caribbean and the Atlantic
    "USVI|BVI|Antigua|Barbuda|Anguilla|Montserrat|Nevis|St Kitts|St. Kitts|Saint Kitts|Carriacou|Petite Martinique|"
    "Bequia|Mustique|Canouan|Union Island|Grenadines|Sint Eustatius|Statia|Sint Maarten|St Maarten|St. Maarten|"
    "Saint-Martin|St Barths|St. Barths|Saint-Barthélemy|Anegada|Jost Van Dyke|Virgin Gorda|Tortola|St Thomas|St. Thomas|"
    "St Croix|St. Croix|Culebra|Vieques|Providenciales|Grand Turk|North Caicos|Middle Caicos|South Caicos|"
    "Grand Cayman|Cayman Brac|Little Cayman|Eleuthera|Exuma|Abaco|Bimini|Inagua|Dominica|Tobago|Marie-Galante|"
    "Les Saintes|Guadeloupe|Martinique|Aruba|Curaçao|Curacao|Bonaire|St Lucia|St. Lucia|Saint Lucia|"
    "St Vincent|St. Vincent|Turks and Caicos|Cayman Islands|Bermuda|St Helena|St. Helena|Ascension Island|"
    "Tristan da Cunha|Falkland Islands|Falklands|Pitcairn|"
    # the Pacific
    "Kwajalein|Majuro|Ebeye|Jaluit|Pohnpei|Chuuk|Kosrae|Yap|Palau|Koror|Saipan|Tinian|Guam|Tutuila|"
    "Pago Pago|American Samoa|Upolu|Savai'i|Savaii|Apia|Nuku'alofa|Tongatapu|Vava'u|Ha'apai|'Eua|Rarotonga|Aitutaki|"
    "Mangaia|Atiu|Niue|Tokelau|Funafuti|Tuvalu|Tarawa|Kiribati|Kiritimati|Nauru|Port Vila|Efate|Espiritu Santo|"
    "Tanna|Vanuatu|Honiara|Guadalcanal|Malaita|Solomon Islands|Viti Levu|Vanua Levu|Taveuni|Kadavu|Lautoka|"
    "Wallis and Futuna|Tahiti|Moorea|Bora Bora|Nouméa|Noumea|New Caledonia|Lifou|Norfolk Island|Lord Howe Island|"
    "Christmas Island|Cocos Islands|Chatham Islands|Stewart Island|Thursday Island|Torres Strait|Tiwi Islands|"
    "Groote Eylandt|Elcho Island|Marshall Islands|Federated States of Micronesia|Micronesia|"
    # the Indian Ocean and elsewhere
    "Rodrigues|Mayotte|Réunion|Reunion Island|Zanzibar|Pemba|Lamu|Socotra|Seychelles|Mahé|Praslin|La Digue|"
    "Maldives|Malé|Andaman|Nicobar|Lakshadweep|Diego Garcia|"
    # North Atlantic and Scottish islands that are no names or words
    "Faroe Islands|Tórshavn|Shetland|Orkney|Benbecula|Barra|South Uist|North Uist|Stornoway|Isle of Man|Anglesey|"
    "Ynys Môn|Isles of Scilly|Guernsey|Alderney"
)

CARRIERS = (
    # buses, coaches, trains
    "Stagecoach|Arriva|National Express|First Bus|FirstGroup|Go-Ahead|Megabus|Greyhound|Amtrak|Via Rail|Metrolink|"
    "Translink|Ulsterbus|Bus Éireann|Bus Eireann|Irish Rail|Iarnród Éireann|ScotRail|Avanti West Coast|LNER|"
    "Northern Rail|TransPennine|CrossCountry|Southeastern|Thameslink|Govia|Abellio|Keolis|Transdev|Flixbus|FlixBus|"
    "Citylink|McGill's|Lothian Buses|Trentbarton|Brighton & Hove Buses|Metrobus|"
    # ferries
    "Tallink|Viking Line|Stena Line|P&O Ferries|Brittany Ferries|CalMac|Caledonian MacBrayne|NorthLink|Red Funnel|"
    "Wightlink|Irish Ferries|DFDS|Condor Ferries|Steam Packet|Hurtigruten|Color Line|Finnlines|Grimaldi|"
    "Interislander|Bluebridge|BC Ferries|Marine Atlantic|Spirit of Tasmania|SeaLink|"
    # airlines and aeromedical operators
    "Airlink|Loganair|Aer Lingus|Ryanair|easyJet|EasyJet|Jet2|Flybe|Eastern Airways|Aurigny|Blue Islands|Wizz Air|"
    "LIAT|SVG Air|interCaribbean|InterCaribbean|Winair|Caribbean Airlines|Bahamasair|Cayman Airways|Air Sunshine|"
    "Cape Air|Seaborne|Silver Airways|Air Rarotonga|Fiji Airways|Fiji Link|Air Niugini|Solomon Airlines|Air Vanuatu|"
    "Nauru Airlines|Air Kiribati|Air Tahiti|Aircalin|Samoa Airways|Talofa Airways|Real Tonga|Lulutai|"
    "United Island Air|Air Marshall Islands|Qantas|QantasLink|Jetstar|Virgin Australia|Air New Zealand|Sounds Air|"
    "Air Chathams|Cathay Pacific|Singapore Airlines|AirAsia|Cebu Pacific|IndiGo|SpiceJet|Air India|Vistara|"
    "Akasa Air|Kenya Airways|Ethiopian Airlines|RwandAir|Air Peace|Arik Air|Air Tanzania|Precision Air|"
    "FlySafair|Safair|Kulula|Air Greenland|Canadian North|Calm Air|Air Inuit|Air North|PAL Airlines|Porter Airlines|"
    "WestJet|Air Canada|Alaska Airlines|Hawaiian Airlines|Southwest Airlines|JetBlue|Allegiant|Ravn Alaska|"
    "Emirates|Etihad|Qatar Airways|Turkish Airlines|Lufthansa|KLM|Aeroflot|Icelandair|Norwegian Air|Finnair|"
    "British Airways|Virgin Atlantic|Air Ambulance Worldwide|Caribbean Air Rescue|Royal Flying Doctor Service|"
    "Careflight|CareFlight|Air Ambulance Victoria|Ornge|LifeFlight|Life Flight|PHI Air Medical|Air Methods|"
    # taxis, ride-hail, ground handling and logistics
    "Uber|Lyft|Addison Lee|Careem|Gojek|Ola Cabs|Rapido|inDrive|DiDi|FreeNow|"
    "SATS|dnata|Swissport|Menzies Aviation|Worldwide Flight Services|DHL|FedEx|Royal Mail|Parcelforce|"
    "Evri|Yodel|DPD|Amazon Logistics|Ocado|Deliveroo|Just Eat|Uber Eats|DoorDash|Instacart|Glovo|"
    "Jumia|Foodpanda|Zomato|Swiggy|Blinkit"
)

# sovereign states and common territories as written in English; left out: names that are ordinary English
# words or things (Turkey, Chad, Guinea, Jordan, Georgia, China, Niger, Togo: "turkey", "guinea pig", "china")
COUNTRIES = (
    "Afghanistan|Albania|Algeria|Andorra|Angola|Argentina|Armenia|Australia|Austria|Azerbaijan|Bahamas|Bahrain|"
    "Bangladesh|Barbados|Belarus|Belgium|Belize|Benin|Bhutan|Bolivia|Bosnia and Herzegovina|Bosnia|Botswana|Brazil|"
    "Brunei|Bulgaria|Burkina Faso|Burundi|Cambodia|Cameroon|Canada|Cape Verde|Cabo Verde|Central African Republic|"
    "Chile|Colombia|Comoros|Costa Rica|Côte d'Ivoire|Ivory Coast|Croatia|Cuba|Cyprus|Czech Republic|Czechia|"
    "Democratic Republic of the Congo|Denmark|Djibouti|Dominican Republic|East Timor|Timor-Leste|Ecuador|Egypt|"
    "El Salvador|Equatorial Guinea|Eritrea|Estonia|Eswatini|Swaziland|Ethiopia|Finland|France|Gabon|Gambia|Germany|"
    "Ghana|Greece|Guatemala|Guinea-Bissau|Guyana|Haiti|Honduras|Hungary|Iceland|Indonesia|Iran|Iraq|Ireland|Israel|"
    "Italy|Jamaica|Japan|Kazakhstan|Kenya|Kosovo|Kuwait|Kyrgyzstan|Laos|Latvia|Lebanon|Lesotho|Liberia|Libya|"
    "Liechtenstein|Lithuania|Luxembourg|Madagascar|Malawi|Malaysia|Mali|Malta|Mauritania|Mauritius|Mexico|Moldova|"
    "Monaco|Mongolia|Montenegro|Morocco|Mozambique|Myanmar|Burma|Namibia|Nepal|Netherlands|New Zealand|Nicaragua|"
    "Nigeria|North Korea|South Korea|North Macedonia|Macedonia|Norway|Oman|Pakistan|Palestine|Panama|"
    "Papua New Guinea|Paraguay|Peru|Philippines|Poland|Portugal|Qatar|Romania|Russia|Rwanda|Saint Kitts and Nevis|"
    "San Marino|Saudi Arabia|Senegal|Serbia|Sierra Leone|Singapore|Slovakia|Slovenia|Somalia|Somaliland|"
    "South Africa|South Sudan|Spain|Sri Lanka|Sudan|Suriname|Sweden|Switzerland|Syria|Taiwan|Tajikistan|Tanzania|"
    "Thailand|Trinidad and Tobago|Trinidad|Tunisia|Turkmenistan|Uganda|Ukraine|United Arab Emirates|Uruguay|"
    "Uzbekistan|Venezuela|Vietnam|Viet Nam|Yemen|Zambia|Zimbabwe|Scotland|Wales|England|Northern Ireland|"
    "Puerto Rico|Greenland|Hong Kong|Macau|Macao|Gibraltar|Cook Islands|French Polynesia|Western Sahara"
)

# reference laboratories and diagnostic companies that test patients' samples; left out: genetic-test
# companies whose name is the test's (``multigene panel (Invitae 84-gene)``, ``Cologuard``)
LABS = (
    "Quest|Quest Diagnostics|LabCorp|Labcorp|BioReference|ARUP|ARUP Laboratories|Sonora Quest|Mayo Clinic Laboratories|"
    "Sonic Healthcare|Synlab|SYNLAB|Eurofins|Unilabs|Cerba|Healius|Laverty|"
    "Douglass Hanly Moir|Australian Clinical Labs|Dorevitch|Melbourne Pathology|Sullivan Nicolaides|Clinipath|"
    "PathWest|LabPlus|Lancet Laboratories|PathCare|Ampath|Thyrocare|Dr Lal PathLabs|Metropolis|SRL Diagnostics|"
    "Chughtai Lab|Dynacare|LifeLabs|Gamma-Dynacare|TDL|The Doctors Laboratory|Medichecks|Randox"
)
