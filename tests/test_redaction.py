"""``redact_text``: every character of every span is replaced, whatever the spans' order or overlap."""

from __future__ import annotations

import pytest

from multideid.document import Span
from multideid.runner import redact_text

TEXT = "Paciente Pablo Serrano Garcia ingresa el 6/11/1990."


@pytest.mark.parametrize(
    "spans,expected",
    [
        ([(9, 22, "P")], "Paciente [**P**] Garcia ingresa el 6/11/1990."),
        ([(9, 22, "P"), (15, 29, "P")], "Paciente [**P**] ingresa el 6/11/1990."),  # partial overlap
        ([(15, 29, "P"), (9, 22, "P")], "Paciente [**P**] ingresa el 6/11/1990."),  # listed the other way round
        ([(9, 29, "P"), (15, 22, "Q")], "Paciente [**P**] ingresa el 6/11/1990."),  # nested
        ([(9, 15, "P"), (9, 29, "P")], "Paciente [**P**] ingresa el 6/11/1990."),  # same start, longer second
        ([(9, 14, "P"), (15, 22, "P")], "Paciente [**P**] [**P**] Garcia ingresa el 6/11/1990."),  # separate
        ([(0, 8, "X"), (41, 50, "D")], "[**X**] Pablo Serrano Garcia ingresa el [**D**]."),  # text edges
        ([(41, 51, "D")], "Paciente Pablo Serrano Garcia ingresa el [**D**]"),  # up to the very end
        ([], TEXT),
    ],
)
def test_redact_text_replaces_the_union_of_the_spans(spans, expected):
    out = redact_text(TEXT, [Span(a, b, lab) for a, b, lab in spans])
    assert out == expected
    for a, b, _ in spans:
        for word in TEXT[a:b].replace(".", " ").split():
            assert word not in out.replace("[**", " ").replace("**]", " ").split(), word


def test_redact_text_custom_format():
    assert redact_text(TEXT, [Span(41, 50, "FECHAS")], fmt="<{label}>") == \
        "Paciente Pablo Serrano Garcia ingresa el <FECHAS>."
