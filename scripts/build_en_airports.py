"""Build ``en_airports_iata.txt``: the IATA codes of the world's airports, one per line.

Source: the ``airportsdata`` package (https://github.com/mborsetti/airportsdata, MIT licence,
Copyright (c) 2020- Mike Borsetti), its ``airports.csv`` (rows with an IATA code). The package is
needed only to rebuild the file, never at run time::

    pip install airportsdata
    python scripts/build_en_airports.py            # rewrites base_systems/data/en_airports_iata.txt
    python scripts/build_en_airports.py --check    # exit 1 when the file is stale
"""

from __future__ import annotations

import csv
import sys
from importlib import metadata, resources
from pathlib import Path

OUT = Path(__file__).resolve().parents[1] / "base_systems" / "data" / "en_airports_iata.txt"


def build() -> str:
    version = metadata.version("airportsdata")
    with resources.files("airportsdata").joinpath("airports.csv").open(encoding="utf-8") as fh:
        codes = sorted({row["iata"].strip() for row in csv.DictReader(fh) if len(row["iata"].strip()) == 3})
    head = (
        f"# IATA airport codes ({len(codes)}), from the airportsdata package {version}\n"
        "# (https://github.com/mborsetti/airportsdata, MIT licence, Copyright (c) 2020- Mike Borsetti).\n"
        "# Built by scripts/build_en_airports.py; do not edit by hand. One code per line; '#' comments.\n"
    )
    return head + "\n".join(codes) + "\n"


if __name__ == "__main__":
    text = build()
    if "--check" in sys.argv:
        sys.exit(0 if OUT.exists() and OUT.read_text(encoding="utf-8") == text else 1)
    OUT.write_text(text, encoding="utf-8")
    print(f"wrote {OUT} ({text.count(chr(10)) - 3} codes)")
