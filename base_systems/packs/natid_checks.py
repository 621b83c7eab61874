"""Check digits and embedded dates of national and health identifiers (issue 22, session 21).

The validators of :mod:`.en_ids9`, one per scheme: each takes the number as written (separators
allowed) and says whether its length, embedded date and check digit(s) are those of the scheme.
Checked against python-stdnum on ~20,000 generated numbers each when written (session 21); stdnum
is not a dependency.  ``ymd`` is the shared "is this a real calendar date" test.
"""

from __future__ import annotations

import re

from multideid.base_systems.packs import valid_date

__all__ = [
    "digits", "ymd", "ahv_ok", "be_nn_ok", "pesel_ok", "rc_ok", "steuer_id_ok", "nir_ok", "kvnr_ok",
    "svnr_ok", "tckn_ok", "melli_ok", "snils_ok", "iin_ok", "tw_id_ok", "thai_id_ok",
    "cns_ok", "cuil_ok", "isikukood_ok", "cnp_ok", "jmbg_ok", "kw_civil_ok", "fnr_ok",
    "nik_ok", "eg_id_ok", "vin_ok", "dea_ok", "itin_ok",
]

def digits(s: str) -> str:
    return "".join(c for c in s if c.isdigit())


def ymd(y: int, m: int, d: int) -> bool:
    return valid_date(d, m, y)


def _wsum(d: str, weights) -> int:
    return sum(int(c) * w for c, w in zip(d, weights))


def _cross(d: str) -> int:
    """Weights 1, 2 alternating from the left, products' cross sums added."""
    return sum((p // 10 + p % 10) for p in (int(c) * (1 + i % 2) for i, c in enumerate(d)))


# ------------------------------------------------------------------ check digits (cross-checked with python-stdnum)
def ahv_ok(n: str) -> bool:
    """Swiss AHV/AVS number: 13 digits starting 756, EAN-13 check digit."""
    d = digits(n)
    return len(d) == 13 and d.startswith("756") and (10 - _wsum(d, (1, 3) * 6) % 10) % 10 == int(d[12])


def be_nn_ok(n: str) -> bool:
    """Belgian national register number YY.MM.DD-SSS.CC: ``97 - first nine % 97`` (a leading 2 from 2000)."""
    d = digits(n)
    if len(d) != 11 or int(d[2:4]) % 20 > 12 or int(d[2:4]) > 52:
        return False
    return 97 - int(d[:9]) % 97 == int(d[9:]) or (int(d[:2]) <= 30 and 97 - int("2" + d[:9]) % 97 == int(d[9:]))


def pesel_ok(n: str) -> bool:
    """Polish PESEL: a birth date (month +20 for the 2000s, +80 for the 1800s), weights 1,3,7,9."""
    d = digits(n)
    if len(d) != 11:
        return False
    y, m = int(d[:2]), int(d[2:4])
    if not any(a < m <= a + 12 and ymd(c + y, m - a, int(d[4:6])) for a, c in ((0, 1900), (20, 2000), (80, 1800))):
        return False
    return (10 - _wsum(d, (1, 3, 7, 9, 1, 3, 7, 9, 1, 3)) % 10) % 10 == int(d[10])


def rc_ok(n: str, check: bool = True) -> bool:
    """Czech/Slovak rodné číslo YYMMDD/SSSC: a date (month +50 women, +20/+70 since 2004); ten digits
    with ``first nine % 11 % 10`` last (nine digits before 1954).  ``check=False``: the date only."""
    d = digits(n)
    if len(d) not in (9, 10):
        return False
    y, m = int(d[:2]), int(d[2:4])
    month = m % 50 % 20
    if not 1 <= month <= 12 or not ymd(1900 + y if len(d) == 9 or y >= 54 else 2000 + y, month, int(d[4:6])):
        return False
    if len(d) == 9:
        return y < 54
    return not check or int(d[:9]) % 11 % 10 == int(d[9])


def _mod_11_10(d: str) -> bool:
    product = 10
    for c in d[:-1]:
        product = ((int(c) + product) % 10 or 10) * 2 % 11
    return (11 - product) % 10 == int(d[-1])


def steuer_id_ok(n: str) -> bool:
    """German Steuer-IdNr: 11 digits, one digit of the first ten twice or three times, MOD 11,10."""
    d = digits(n)
    if len(d) != 11 or d[0] == "0":
        return False
    rep = [c for c in (d[:10].count(x) for x in set(d[:10])) if c > 1]
    return len(rep) == 1 and rep[0] in (2, 3) and _mod_11_10(d)


def nir_ok(n: str) -> bool:
    """French NIR: sex, year, month, department (2A/2B), commune, order, key ``97 - number % 97``."""
    s = re.sub(r"[ .-]", "", n.upper())
    m = re.fullmatch(r"[1278]\d{2}(\d{2})(?:\d{2}|2A|2B)\d{6}(\d{2})", s)
    if not m or int(m.group(1)) == 0 or 12 < int(m.group(1)) < 20:
        return False
    return 97 - int(s[:13].replace("2A", "19").replace("2B", "18")) % 97 == int(m.group(2))


def kvnr_ok(n: str) -> bool:
    """German KVNR: a letter (A=01..Z=26), eight digits, a check digit (weights 1,2, cross sums, % 10)."""
    s = n.strip().upper()
    return bool(re.fullmatch(r"[A-Z]\d{9}", s)) and _cross(f"{ord(s[0]) - 64:02d}" + s[1:9]) % 10 == int(s[9])


def svnr_ok(n: str) -> bool:
    """Austrian SVNR SSSC DDMMYY: weights 3,7,9,-,5,8,4,2,1,6, ``sum % 11`` is the fourth digit."""
    d = digits(n)
    if len(d) != 10 or d[0] == "0" or not (valid_date(int(d[4:6]), int(d[6:8])) or 13 <= int(d[6:8]) <= 15):
        return False
    r = _wsum(d, (3, 7, 9, 0, 5, 8, 4, 2, 1, 6)) % 11
    return r != 10 and r == int(d[3])


def tckn_ok(n: str) -> bool:
    """Turkish TC Kimlik No: 11 digits, no leading 0, two check digits."""
    d = [int(c) for c in digits(n)]
    return len(d) == 11 and d[0] != 0 and (7 * sum(d[0:9:2]) - sum(d[1:8:2])) % 10 == d[9] and sum(d[:10]) % 10 == d[10]


def melli_ok(n: str) -> bool:
    """Iranian code melli: 10 digits, weights 10..2, ``r = sum % 11``, check r (r < 2) or 11 - r."""
    d = digits(n)
    if len(d) != 10 or len(set(d)) == 1:
        return False
    r = _wsum(d, range(10, 1, -1)) % 11
    return int(d[9]) == (r if r < 2 else 11 - r)


def snils_ok(n: str) -> bool:
    """Russian SNILS NNN-NNN-NNN CC: weights 9..1; sums of 100 or more mod 101 (100 -> 00)."""
    d = digits(n)
    t = _wsum(d, range(9, 0, -1))
    t = t % 101 % 100 if t >= 100 else t
    return len(d) == 11 and t == int(d[9:])


def iin_ok(n: str) -> bool:
    """Kazakh IIN: YYMMDD, a century/sex digit 1-6, check mod 11 (weights 1..11, then 3..11,1,2)."""
    d = digits(n)
    if len(d) != 12 or not "1" <= d[6] <= "6":
        return False
    if not ymd((1800, 1900, 2000)[(int(d[6]) - 1) // 2] + int(d[:2]), int(d[2:4]), int(d[4:6])):
        return False
    r = _wsum(d, range(1, 12)) % 11
    r = _wsum(d, (3, 4, 5, 6, 7, 8, 9, 10, 11, 1, 2)) % 11 if r == 10 else r
    return r != 10 and r == int(d[11])


_TW = {c: v for c, v in zip("ABCDEFGHJKLMNPQRSTUVXYWZIO", range(10, 36))}


def tw_id_ok(n: str) -> bool:
    """Taiwanese ID A123456789: the letter's value (weights 1, 9), weights 8..1 and 1, ``sum % 10 == 0``."""
    s = n.strip().upper()
    if not re.fullmatch(r"[A-Z][1289]\d{8}", s):
        return False
    v = _TW[s[0]]
    return (v // 10 + v % 10 * 9 + _wsum(s[1:9], range(8, 0, -1)) + int(s[9])) % 10 == 0


def thai_id_ok(n: str) -> bool:
    """Thai ID: 13 digits, first 1-8, weights 13..2, ``(11 - sum % 11) % 10``."""
    d = digits(n)
    return len(d) == 13 and d[0] not in "09" and (11 - _wsum(d, range(13, 1, -1)) % 11) % 10 == int(d[12])


def cns_ok(n: str) -> bool:
    """Brazilian CNS: 15 digits starting 1, 2, 7, 8 or 9, weights 15..1, ``sum % 11 == 0``."""
    d = digits(n)
    return len(d) == 15 and d[0] in "12789" and _wsum(d, range(15, 0, -1)) % 11 == 0


def cuil_ok(n: str) -> bool:
    """Argentine CUIL/CUIT: a type prefix, weights 5,4,3,2,7,6,5,4,3,2, ``11 - sum % 11`` (11 -> 0, 10 -> 9)."""
    d = digits(n)
    if len(d) != 11 or d[:2] not in ("20", "23", "24", "27", "30", "33", "34"):
        return False
    return "012345678990"[11 - _wsum(d, (5, 4, 3, 2, 7, 6, 5, 4, 3, 2)) % 11] == d[10]


def isikukood_ok(n: str) -> bool:
    """Estonian isikukood, Lithuanian asmens kodas: century/sex 1-6, YYMMDD, check mod 11 (two passes)."""
    d = digits(n)
    if len(d) != 11 or not "1" <= d[0] <= "6":
        return False
    if not ymd((1800, 1900, 2000)[(int(d[0]) - 1) // 2] + int(d[1:3]), int(d[3:5]), int(d[5:7])):
        return False
    r = _wsum(d, (1, 2, 3, 4, 5, 6, 7, 8, 9, 1)) % 11
    r = _wsum(d, (3, 4, 5, 6, 7, 8, 9, 1, 2, 3)) % 11 if r == 10 else r
    return r % 10 == int(d[10])


def cnp_ok(n: str) -> bool:
    """Romanian CNP: sex/century 1-9, YYMMDD, county 01-52/70/80-83, weights 279146358279, % 11 (10 -> 1)."""
    d = digits(n)
    if len(d) != 13 or d[0] == "0":
        return False
    century = {"3": 1800, "4": 1800, "5": 2000, "6": 2000}.get(d[0], 1900)
    county = int(d[7:9])
    if not ymd(century + int(d[1:3]), int(d[3:5]), int(d[5:7])) or not (1 <= county <= 52 or county in (70, 80, 81, 82, 83)):
        return False
    r = _wsum(d, (2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9)) % 11
    return (1 if r == 10 else r) == int(d[12])


def jmbg_ok(n: str) -> bool:
    """JMBG / EMŠO DDMMYYY RR BBB K: weights 7..2 twice, ``-sum % 11`` (10 -> 0)."""
    d = digits(n)
    if len(d) != 13:
        return False
    yyy = int(d[4:7])
    return ymd(yyy + (1000 if yyy >= 800 else 2000), int(d[2:4]), int(d[:2])) and -_wsum(d, (7, 6, 5, 4, 3, 2) * 2) % 11 % 10 == int(d[12])


def kw_civil_ok(n: str) -> bool:
    """Kuwaiti civil ID: century 2/3, YYMMDD, weights 2,1,6,3,7,9,10,5,8,4,2, ``11 - sum % 11``."""
    d = digits(n)
    if len(d) != 12 or d[0] not in "23" or not ymd((1900 if d[0] == "2" else 2000) + int(d[1:3]), int(d[3:5]), int(d[5:7])):
        return False
    return 11 - _wsum(d, (2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)) % 11 == int(d[11])


def fnr_ok(n: str) -> bool:
    """Norwegian fødselsnummer: DDMMYY (day +40 for a D-number), two mod-11 check digits."""
    d = digits(n)
    if len(d) != 11 or not valid_date(int(d[:2]) % 40 or 99, int(d[2:4])):
        return False
    return (11 - _wsum(d, (3, 7, 6, 1, 8, 9, 4, 5, 2)) % 11) % 11 == int(d[9]) and (11 - _wsum(d, (5, 4, 3, 2, 7, 6, 5, 4, 3, 2)) % 11) % 11 == int(d[10])


def nik_ok(n: str) -> bool:
    """Indonesian NIK: province 11-94, a birth date DDMMYY (day +40 for women), a serial."""
    d = digits(n)
    return len(d) == 16 and 11 <= int(d[:2]) <= 94 and valid_date(int(d[6:8]) % 40 or 99, int(d[8:10])) and d[12:] != "0000"


def eg_id_ok(n: str) -> bool:
    """Egyptian national ID: century 2/3, YYMMDD, a governorate (01-04, 11-19, 21-35, 88)."""
    d = digits(n)
    if len(d) != 14 or d[0] not in "23" or not ymd((1900 if d[0] == "2" else 2000) + int(d[1:3]), int(d[3:5]), int(d[5:7])):
        return False
    g = int(d[7:9])
    return 1 <= g <= 4 or 11 <= g <= 19 or 21 <= g <= 35 or g == 88


_VIN = {**{str(i): i for i in range(10)}, **dict(zip("ABCDEFGH", range(1, 9))), **dict(zip("JKLMN", range(1, 6))),
        "P": 7, "R": 9, **dict(zip("STUVWXYZ", range(2, 10)))}


def vin_ok(n: str) -> bool:
    """Vehicle identification number: 17 characters without I, O, Q, the ninth the check (10 -> X)."""
    s = n.strip().upper()
    if not re.fullmatch(r"[A-HJ-NPR-Z0-9]{17}", s):
        return False
    r = sum(_VIN[c] * w for c, w in zip(s, (8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2))) % 11
    return s[8] == ("X" if r == 10 else str(r))


def dea_ok(n: str) -> bool:
    """US DEA number: two letters, seven digits, ``d1 + d3 + d5 + 2 (d2 + d4 + d6)`` ends in d7."""
    s = n.strip().upper()
    if not re.fullmatch(r"[ABCDEFGHJKLMPRSTUX][A-Z9]\d{7}", s):
        return False
    d = [int(c) for c in s[2:]]
    return (d[0] + d[2] + d[4] + 2 * (d[1] + d[3] + d[5])) % 10 == d[6]


def itin_ok(n: str) -> bool:
    """US ITIN: 9xx, the middle group 50-65, 70-88, 90-92 or 94-99."""
    d = digits(n)
    g = int(d[3:5]) if len(d) == 9 else 0
    return len(d) == 9 and d[0] == "9" and (50 <= g <= 65 or 70 <= g <= 88 or 90 <= g <= 92 or 94 <= g <= 99)
