"""Surnames with particles after a title (base_systems/packs/en.py, name_doctor_title / name_titled)."""

from __future__ import annotations

import pytest
from multideid.base_systems.packs.en import PATTERNS_BY_NAME


def titled(text: str) -> list[str]:
    return [text[s:e] for n in ("name_doctor_title", "name_titled") for s, e, _ in PATTERNS_BY_NAME[n].find(text)]


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Neurology (Dr. Ó Huaillearan) felt the symptoms", ["Ó Huaillearan"]),
        ("Results to Dr. Ó hÉalaí (fax 763 228 5960).", ["Ó hÉalaí"]),
        ("Dr Ní Bhriain reviewed her.", ["Ní Bhriain"]),
        ("Ms Ní hAodha saw him today", ["Ní hAodha"]),
        ("Mrs Mac an tSaoi is anxious", ["Mac an tSaoi"]),
        ("Mrs Uí hÉigeartaigh attended", ["Uí hÉigeartaigh"]),
        ("Discussed with Dr. Nic Giolla Phádraig on call", ["Nic Giolla Phádraig"]),
        ("Dr. Mhic Giolla Bhríde agreed", ["Mhic Giolla Bhríde"]),
        ("Letter from Prof. Uí Néill.", ["Uí Néill"]),
        ("Seen by Dr. de la Fuente yesterday", ["de la Fuente"]),
        ("Prof. van der Berg and the team", ["van der Berg"]),
        ("Mr. bin Tariq declined", ["bin Tariq"]),
        ("Dr. al-Rashid reviewed the scan", ["al-Rashid"]),
        ("Dr ap Gwilym phoned", ["ap Gwilym"]),
        ("Dr. ua Buachalla wrote", ["ua Buachalla"]),
        ("Results to Dr. M. Ó Clúmháin (fax", ["M. Ó Clúmháin"]),
        ("Followed by Dr. de la Ó Bogáin\n", ["de la Ó Bogáin"]),
        ("Discussed with Dr. Răducu da Ó Daghnáin.", ["Răducu da Ó Daghnáin"]),
        ("Neurology (Dr. Māra Ó Heifrín) felt", ["Māra Ó Heifrín"]),
        ("Seen again by Dr. A. di Čaplovič on 6/5.", ["A. di Čaplovič"]),
        ("Infectious disease (Dr. Â. Whipple).", ["Â. Whipple"]),
        ("Ms. Ó Manacháin is in her 30s", ["Ó Manacháin"]),
        ("Cardiology (Dr. Lamiyə Nuriyeva) agreed", ["Lamiyə Nuriyeva"]),   # IPA letters: ə, ɔ, ɛ
        ("Seen by Dr. Kɔfi Mɛnsah today", ["Kɔfi Mɛnsah"]),
    ],
)
def test_particle_surnames_after_a_title_are_taken_whole(text, want):
    assert titled(text) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Dr. de novo lesion", []),  # a particle takes a capitalised word after it, never a small one
        ("Dr. de the", []),
        ("Dr. Ó", []),
        ("Mr. Smith de la", ["Smith"]),  # a trailing particle is not swallowed
        ("Dr. Ó Cormaic felt the symptoms", ["Ó Cormaic"]),  # nor the ordinary word after the name
        ("MR. ŠIME V. FLEMING CAN BE REACHED AT 555", ["ŠIME V. FLEMING"]),
        ("BY DR. MIA MAY, M.D.", ["MIA MAY"]),
        ("Mr. Emre Can was seen", ["Emre Can"]),
        ("Dr. Smith saw him", ["Smith"]),
    ],
)
def test_particles_do_not_swallow_ordinary_words(text, want):
    assert titled(text) == want


def test_names_without_a_title_keep_the_old_reach():
    # the leading particle is read only after a title: a relative or a label keeps its old form
    relative = PATTERNS_BY_NAME["name_relative"]
    text = "his daughter, de la Cruz, visited"
    assert [text[s:e] for s, e, _ in relative.find(text)] == []
    text = "HIS GRANDDAUGHTER VASILICA Ó MALÓID CAN BE REACHED AT 783 9531"
    assert [text[s:e] for s, e, _ in relative.find(text)] == ["VASILICA Ó MALÓID"]
