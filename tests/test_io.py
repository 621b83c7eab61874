"""Readers and writers: round trips for every format, the shared corpora, atomic writing."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from multideid.document import Document, Span
from multideid.errors import DataError, OutputError, UsageError
from multideid.io import FORMATS, detect_format, iter_corpus, read_corpus, write_corpus

# A hand-written corpus that exercises the awkward cases: a BOM counted as a character, CRLF
# line ends, "]]>" inside the text (CDATA), XML specials, a span over a line break, non-ASCII.
TEXTS = {
    "doc-a": "\ufeffPaciente: Pedro De Miguel.\r\nFecha: 10/10/1963 ]]> x < y & z\r\n",
    "doc-b": "Seen by Dr. Ann Lee at 12 Main St\nBoston on 3/4/2070. \"Call\" 617-555-1234.",
    "doc-c": "No PHI here at all.\n",
}
GOLD = {
    "doc-a": [Span(11, 26, "PATIENT"), Span(36, 46, "DATE")],
    "doc-b": [Span(12, 19, "DOCTOR"), Span(23, 40, "LOCATION"), Span(44, 52, "DATE"), Span(61, 73, "PHONE")],
    "doc-c": [],
}


def corpus() -> list[Document]:
    return [Document(id=k, text=v, gold=list(GOLD[k])) for k, v in TEXTS.items()]


def out_path(tmp_path: Path, fmt: str) -> Path:
    return tmp_path / {"jsonl": "c.jsonl", "deidgate": "c.jsonl", "presidio": "c.json", "physionet": "c.text",
                       "i2b2-2006": "c.xml"}.get(fmt, f"out-{fmt}")


def test_hand_corpus_offsets_are_what_the_test_means():
    for k, spans in GOLD.items():
        for s in spans:
            assert TEXTS[k][s.start:s.end].strip() == TEXTS[k][s.start:s.end], (k, s)
    assert TEXTS["doc-a"][GOLD["doc-a"][0].start:GOLD["doc-a"][0].end] == "Pedro De Miguel"
    assert TEXTS["doc-b"][23:40] == "12 Main St\nBoston"


@pytest.mark.parametrize("fmt", [f for f in FORMATS if f != "text"])
def test_round_trip_every_format(tmp_path, fmt):
    src = corpus()
    path = out_path(tmp_path, fmt)
    write_corpus(src, path, fmt)
    assert detect_format(path) == fmt
    back = read_corpus(path, fmt)
    assert [d.text for d in back] == [d.text for d in src]
    for a, b in zip(src, back):
        assert b.gold == a.gold and [s.label for s in b.gold] == [s.label for s in a.gold]
    if fmt != "physionet":  # physionet ids are PATIENT-NOTE numbers
        assert [d.id for d in back] == [d.id for d in src]


def test_text_round_trip_directory_and_single_file(tmp_path):
    write_corpus(corpus(), tmp_path / "txt", "text")
    back = read_corpus(tmp_path / "txt")
    assert {d.id: d.text for d in back} == TEXTS and all(d.gold is None for d in back)
    write_corpus(corpus()[:1], tmp_path / "one.txt", "text")
    assert (tmp_path / "one.txt").read_bytes() == TEXTS["doc-a"].encode("utf-8")
    with pytest.raises(OutputError):
        write_corpus(corpus(), tmp_path / "two.txt", "text")
    assert not (tmp_path / "two.txt").exists()


def test_brat_text_is_byte_exact_and_ann_has_surface(tmp_path):
    write_corpus(corpus(), tmp_path / "b", "brat")
    assert (tmp_path / "b" / "doc-a.txt").read_bytes() == TEXTS["doc-a"].encode("utf-8")
    ann = (tmp_path / "b" / "doc-b.ann").read_text(encoding="utf-8").splitlines()
    assert ann[1] == "T2\tLOCATION 23 40\t12 Main St Boston"  # line break written as a space
    assert (tmp_path / "b" / "doc-c.ann").read_bytes() == b""  # known: no PHI


def test_brat_without_ann_is_gold_missing_and_copy_text_false(tmp_path):
    docs = corpus()
    docs[2].gold = None
    write_corpus(docs, tmp_path / "b", "brat")
    assert not (tmp_path / "b" / "doc-c.ann").exists()
    back = read_corpus(tmp_path / "b")
    assert back[2].gold is None and back[2].metadata["gold_missing"] is True
    with pytest.raises(DataError, match="doc-c"):
        read_corpus(tmp_path / "b", require_gold=True)
    write_corpus(corpus(), tmp_path / "annonly", "brat", copy_text=False)
    assert sorted(p.suffix for p in (tmp_path / "annonly").iterdir()) == [".ann"] * 3


def test_i2b2_2014_layout(tmp_path):
    write_corpus(corpus(), tmp_path / "x", "i2b2-2014")
    xml = (tmp_path / "x" / "doc-b.xml").read_text(encoding="utf-8")
    assert '<NAME id="P0" start="12" end="19" text="Ann Lee" TYPE="DOCTOR" comment="" />' in xml
    assert '<CONTACT id="P3" start="61" end="73"' in xml
    a = (tmp_path / "x" / "doc-a.xml").read_text(encoding="utf-8")
    assert "&#13;" in a and "]]]]><![CDATA[>" in a  # CR kept, "]]>" split between sections
    # the standard library parser (what i2b2's own scripts use) sees the same text and offsets
    import xml.etree.ElementTree as ET

    root = ET.parse(tmp_path / "x" / "doc-a.xml").getroot()
    assert root.find("TEXT").text == TEXTS["doc-a"]


def test_i2b2_2014_reads_the_reference_example(eval_reference):
    docs = read_corpus(eval_reference / "i2b2-2014-example" / "gold")
    assert [d.id for d in docs] == ["100-01", "101-01"]
    assert [(s.label, d.text[s.start:s.end]) for d in docs[1:] for s in d.gold] == [
        ("DATE", "3/4/2070"), ("DOCTOR", "Ann Lee"), ("CITY", "Paris")]
    assert sum(len(d.gold) for d in docs) == 9


def test_i2b2_2006_inline(tmp_path):
    p = tmp_path / "r.xml"
    p.write_text('<ROOT><RECORD ID="7"><TEXT>\nSeen <PHI TYPE="DATE">3/18</PHI> by &amp; '
                 '<PHI TYPE="DOCTOR">Dr. X</PHI>.\n</TEXT></RECORD>'
                 '<RECORD ID="8"><TEXT>none</TEXT></RECORD></ROOT>', encoding="utf-8")
    assert detect_format(p) == "i2b2-2006"
    docs = read_corpus(p)
    assert [d.id for d in docs] == ["7", "8"]
    assert docs[0].text == "\nSeen 3/18 by & Dr. X.\n"
    assert [(s.label, docs[0].text[s.start:s.end]) for s in docs[0].gold] == [("DATE", "3/18"), ("DOCTOR", "Dr. X")]
    assert docs[1].gold == []


def test_i2b2_2006_refuses_overlapping_spans(tmp_path):
    doc = Document(id="d", text="abcdef", gold=[Span(0, 3, "A"), Span(2, 5, "B")])
    with pytest.raises(OutputError, match="overlapping"):
        write_corpus([doc], tmp_path / "o.xml", "i2b2-2006")
    assert list(tmp_path.iterdir()) == []


def test_physionet_layout(tmp_path):
    (tmp_path / "id.text").write_text("START_OF_RECORD=1||||1||||\nPt seen 3/4 by Dr. Lee.\n||||END_OF_RECORD\n"
                                      "START_OF_RECORD=1||||2||||\nNo events.\n||||END_OF_RECORD\n", encoding="utf-8")
    (tmp_path / "id-phi.phrase").write_text("1 1 8 11 Date 3/4\n1 1 19 22 HCPName Lee\n", encoding="utf-8")
    docs = read_corpus(tmp_path / "id.text")
    assert [d.id for d in docs] == ["1-1", "1-2"]
    assert docs[0].text == "Pt seen 3/4 by Dr. Lee.\n"
    assert [(s.label, docs[0].text[s.start:s.end]) for s in docs[0].gold] == [("Date", "3/4"), ("HCPName", "Lee")]
    assert docs[1].gold == []
    assert [d.id for d in read_corpus(tmp_path / "id-phi.phrase")] == ["1-1", "1-2"]
    (tmp_path / "id-phi.phrase").unlink()
    assert all(d.gold is None and d.metadata["gold_missing"] for d in read_corpus(tmp_path / "id.text"))
    # records keep their patient/note numbers through a round trip
    write_corpus(docs, tmp_path / "out.text", "physionet")
    assert (tmp_path / "out-phi.phrase").read_text(encoding="utf-8") == "1 1 8 11 Date 3/4\n1 1 19 22 HCPName Lee\n"
    assert (tmp_path / "out.text").read_text(encoding="utf-8") == (tmp_path / "id.text").read_text(encoding="utf-8")


def test_jsonl_scores_sources_and_missing_spans(tmp_path):
    p = tmp_path / "c.jsonl"
    p.write_text(json.dumps({"id": "1", "text": "Ann Lee", "spans": [
        {"start": 0, "end": 7, "label": "DOCTOR", "score": 0.5, "source": "crf"}]}) + "\n\n"
        + json.dumps({"id": "2", "text": "x"}) + "\n", encoding="utf-8")
    docs = read_corpus(p)
    assert docs[0].gold[0].score == 0.5 and docs[0].gold[0].source == "crf"
    assert docs[1].gold is None and docs[1].metadata["gold_missing"]
    write_corpus(docs, tmp_path / "d.jsonl", "jsonl")
    lines = (tmp_path / "d.jsonl").read_text(encoding="utf-8").splitlines()
    assert json.loads(lines[0])["spans"] == [{"start": 0, "end": 7, "label": "DOCTOR", "score": 0.5, "source": "crf"}]
    assert "spans" not in json.loads(lines[1])


def test_write_predictions_and_callable(tmp_path):
    docs = corpus()
    for d in docs:
        d.predictions["stacker"] = d.gold[:1]
    write_corpus(docs, tmp_path / "p.jsonl", "jsonl", spans="stacker")
    assert [len(d.gold) for d in read_corpus(tmp_path / "p.jsonl")] == [1, 1, 0]
    write_corpus(docs, tmp_path / "q.jsonl", "jsonl", spans=lambda d: [s for s in d.gold if s.label == "DATE"])
    assert [len(d.gold) for d in read_corpus(tmp_path / "q.jsonl")] == [1, 1, 0]
    with pytest.raises(OutputError, match="no predictions named 'crf'"):
        write_corpus(docs, tmp_path / "r.jsonl", "jsonl", spans="crf")
    assert not (tmp_path / "r.jsonl").exists()


def test_deidgate_locates_repeated_values_in_order(tmp_path):
    p = tmp_path / "d.jsonl"
    p.write_text(json.dumps({"id": "n1", "text": "Ann met Ann on 3/4.", "phi": [
        {"value": "Ann", "category": "name"}, {"value": "Ann", "category": "name"},
        {"value": "3/4", "category": "date"}]}) + "\n", encoding="utf-8")
    assert detect_format(p) == "deidgate"
    (doc,) = read_corpus(p)
    assert [(s.start, s.end, s.label) for s in doc.gold] == [(0, 3, "name"), (8, 11, "name"), (15, 18, "date")]


def test_streaming_is_lazy(tmp_path):
    p = tmp_path / "c.jsonl"
    p.write_text('{"id": "1", "text": "ok", "spans": []}\nnot json\n', encoding="utf-8")
    it = iter_corpus(p)
    assert next(it).id == "1"  # the bad second line is not read yet
    with pytest.raises(DataError):
        next(it)


# ------------------------------------------------------------------------ atomic, overwrite


def test_refuses_to_overwrite_and_overwrites_when_asked(tmp_path):
    write_corpus(corpus(), tmp_path / "b", "brat")
    with pytest.raises(OutputError, match="exists"):
        write_corpus(corpus()[:1], tmp_path / "b", "brat")
    assert len(list((tmp_path / "b").iterdir())) == 6
    write_corpus(corpus()[:1], tmp_path / "b", "brat", overwrite=True)
    assert sorted(p.name for p in (tmp_path / "b").iterdir()) == ["doc-a.ann", "doc-a.txt"]
    assert [p.name for p in tmp_path.iterdir()] == ["b"]  # no temporary leftovers


@pytest.mark.parametrize("fmt", ["brat", "jsonl", "i2b2-2014", "presidio", "physionet", "i2b2-2006", "deidgate"])
def test_failure_midway_leaves_no_partial_output(tmp_path, fmt):
    docs = corpus() + [Document(id="bad", text="abc", gold=[Span(1, 9, "X")])]  # span outside text
    with pytest.raises(OutputError):
        write_corpus(docs, out_path(tmp_path, fmt), fmt)
    assert list(tmp_path.iterdir()) == []


def test_failure_midway_keeps_previous_output(tmp_path):
    write_corpus(corpus(), tmp_path / "c.jsonl", "jsonl")
    before = (tmp_path / "c.jsonl").read_bytes()
    docs = corpus() + [Document(id="bad", text="abc", gold=None)]
    with pytest.raises(OutputError, match="bad"):
        write_corpus(docs, tmp_path / "c.json", "presidio")
    with pytest.raises(OutputError):
        write_corpus(iter([Document(id="../x", text="a", gold=[])]), tmp_path / "newdir", "brat")
    with pytest.raises(OutputError, match="is not a directory"):
        write_corpus(corpus(), tmp_path / "c.jsonl", "brat", overwrite=True)
    assert (tmp_path / "c.jsonl").read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["c.jsonl"]


def test_refuses_to_write_into_the_input(tmp_path):
    write_corpus(corpus(), tmp_path / "b", "brat")
    for target in (tmp_path / "b", tmp_path / "b" / "sub", tmp_path):
        with pytest.raises(OutputError, match="input"):
            write_corpus(iter_corpus(tmp_path / "b"), target, "brat", overwrite=True)
    assert len(list((tmp_path / "b").iterdir())) == 6


def test_unknown_format_lists_formats(tmp_path):
    with pytest.raises(UsageError, match="i2b2-2014") as exc:
        read_corpus(tmp_path, "i2b2")
    assert "did you mean" in str(exc.value)
    with pytest.raises(UsageError, match="brat, i2b2-2006"):
        write_corpus(corpus(), tmp_path / "x", "xml")


@pytest.mark.parametrize(
    "name,expected",
    [("a.jsonl", "jsonl"), ("a.json", "presidio"), ("a.text", "physionet"), ("a-phi.phrase", "physionet"),
     ("a.txt", "text")],
)
def test_detect_format_by_suffix(tmp_path, name, expected):
    p = tmp_path / name
    p.write_text('{"id": "1", "text": "x", "spans": []}\n', encoding="utf-8")
    assert detect_format(p) == expected
    assert detect_format("-") == "text"


def test_detect_format_directories(tmp_path):
    (tmp_path / "t").mkdir()
    (tmp_path / "t" / "a.txt").write_text("x", encoding="utf-8")
    assert detect_format(tmp_path / "t") == "text"
    (tmp_path / "t" / "a.ann").write_text("", encoding="utf-8")
    assert detect_format(tmp_path / "t") == "brat"
    assert detect_format(tmp_path / "t" / "a.ann") == "brat"
    (tmp_path / "t" / "a.conll").write_text("x", encoding="utf-8")
    with pytest.raises(UsageError):
        detect_format(tmp_path / "t" / "a.conll")


def test_brat_single_file(tmp_path):
    write_corpus(corpus(), tmp_path / "b", "brat")
    for name in ("doc-b.ann", "doc-b.txt"):
        (doc,) = read_corpus(tmp_path / "b" / name, "brat")
        assert doc.id == "doc-b" and doc.gold == GOLD["doc-b"]
    (tmp_path / "b" / "doc-b.txt").unlink()
    with pytest.raises(DataError, match="without .txt"):
        read_corpus(tmp_path / "b" / "doc-b.ann")


def test_brat_reader_keeps_every_text_bound_annotation(tmp_path):
    """Every T line becomes one span, whatever optional parts it has or lacks: without the
    surface text, split in whitespace-separated fragments, after relations, attributes and
    notes, with CRLF line ends.  A reader that silently drops one leaves PHI unredacted."""
    text = "Paciente Pablo Serrano ingresa el 6/11/1990 en Madrid.\n"
    ann = "\r\n".join([
        "T1\tNOMBRE_SUJETO_ASISTENCIA 9 22\tPablo Serrano",
        "T2\tFECHAS 34 43",  # no surface text (brat allows it)
        "R1\tRel Arg1:T1 Arg2:T2",
        "A1\tNegated T1",
        "#1\tAnnotatorNotes T1\tchecked",
        "T3\tTERRITORIO 47 53\tMadrid",
        "T4\tNOMBRE_SUJETO_ASISTENCIA 9 14;15 22\tPablo Serrano",  # fragments joined by a space
    ]) + "\r\n"
    d = tmp_path / "c"
    d.mkdir()
    (d / "n.txt").write_text(text, encoding="utf-8")
    (d / "n.ann").write_bytes(ann.encode("utf-8"))
    (doc,) = read_corpus(d, "brat")
    got = sorted((s.start, s.end, s.label) for s in doc.gold)
    assert got == [(9, 22, "NOMBRE_SUJETO_ASISTENCIA"), (9, 22, "NOMBRE_SUJETO_ASISTENCIA"), (34, 43, "FECHAS"),
                   (47, 53, "TERRITORIO")]


# ------------------------------------------------------------------------------ shared data


@pytest.mark.shared_data
def test_meddocan_dev_round_trips_exactly(meddocan_dir, tmp_path):
    """The issue's 'done when': brat -> i2b2-2014 -> brat and brat -> JSONL -> brat."""
    src = read_corpus(meddocan_dir / "dev", require_gold=True)
    assert len(src) == 250 and sum(len(d.gold) for d in src) == 5801
    key = [(d.id, d.text, [(s.start, s.end, s.label) for s in d.gold]) for d in src]
    for fmt, mid in (("i2b2-2014", tmp_path / "x2014"), ("jsonl", tmp_path / "dev.jsonl")):
        write_corpus(src, mid, fmt)
        back_dir = tmp_path / f"brat-from-{fmt}"
        write_corpus(iter_corpus(mid), back_dir, "brat")
        back = read_corpus(back_dir)
        assert [(d.id, d.text, [(s.start, s.end, s.label) for s in d.gold]) for d in back] == key
        for d in src[:25]:  # texts byte-exact, BOM included
            assert (back_dir / f"{d.id}.txt").read_bytes() == (meddocan_dir / "dev" / f"{d.id}.txt").read_bytes()
    # some dev files start with a BOM, which the offsets count as one character
    assert sum(d.text.startswith("\ufeff") for d in src) > 0


@pytest.mark.shared_data
def test_meddocan_ann_lines_match_the_originals(meddocan_dir, tmp_path):
    src = read_corpus(meddocan_dir / "dev")[:20]
    write_corpus(src, tmp_path / "b", "brat")
    for d in src:
        orig = sorted(line.split("\t", 1)[1] for line in
                      (meddocan_dir / "dev" / f"{d.id}.ann").read_text(encoding="utf-8").splitlines() if line)
        ours = sorted(line.split("\t", 1)[1] for line in
                      (tmp_path / "b" / f"{d.id}.ann").read_text(encoding="utf-8").splitlines() if line)
        assert ours == orig


@pytest.mark.shared_data
def test_presidio_synth(presidio_synth_path, tmp_path):
    docs = read_corpus(presidio_synth_path)
    assert len(docs) == 1500 and sum(len(d.gold) for d in docs) == 2863
    assert docs[0].id == "presidio-00001" and docs[-1].id == "presidio-01500"
    mapped = read_corpus(presidio_synth_path, label_map="presidio")
    labels = {s.label for d in mapped for s in d.gold}
    assert "TITLE" not in labels and "NRP" not in labels and labels <= {
        "PATIENT", "LOCATION", "ORGANIZATION", "DATE", "AGE", "PHONE", "EMAIL", "URL", "IP", "ID"}
    assert sum(len(d.gold) for d in mapped) == 2863 - 92 - 55
    write_corpus(docs[:200], tmp_path / "p.json", "presidio")
    back = read_corpus(tmp_path / "p.json")
    assert [(d.id, d.text, d.gold) for d in back] == [(d.id, d.text, d.gold) for d in docs[:200]]


@pytest.mark.shared_data
def test_deidgate_seed(deidgate_path):
    docs = read_corpus(deidgate_path)
    assert len(docs) == 15 and sum(len(d.gold) for d in docs) == 38
    raw = [json.loads(line) for line in deidgate_path.read_text(encoding="utf-8").splitlines() if line.strip()]
    for d, r in zip(docs, raw):
        assert sorted(d.text[s.start:s.end] for s in d.gold) == sorted(p["value"] for p in r["phi"])
    mapped = read_corpus(deidgate_path, label_map="deidgate")
    assert {s.label for d in mapped for s in d.gold} >= {"PATIENT", "DATE", "LOCATION", "ID"}


# ---------------------------------------------------------------------------- property test

from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

# Characters that break naive writers: CR/LF, CDATA terminators, XML specials, quotes, tabs,
# a BOM, non-ASCII letters and the PhysioNet separator.
_ALPHABET = list("ab Z\r\n\t]]><&\"'|é") + ["\ufeff", "ñ", "\u2028"]


@st.composite
def _docs(draw):
    n = draw(st.integers(1, 3))
    docs = []
    for i in range(n):
        text = draw(st.text(alphabet=_ALPHABET, min_size=1, max_size=60))
        cuts = sorted(draw(st.sets(st.integers(0, len(text)), max_size=6)))
        spans = [Span(a, b, draw(st.sampled_from(["PATIENT", "DATE", "ID_SUJETO_ASISTENCIA", "name"])))
                 for a, b in zip(cuts[::2], cuts[1::2]) if b > a]
        docs.append(Document(id=f"d{i}", text=text, gold=spans))
    return docs


@pytest.mark.parametrize("fmt", [f for f in FORMATS if f != "text"])
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(docs=_docs())
def test_round_trip_property(tmp_path_factory, fmt, docs):
    path = out_path(tmp_path_factory.mktemp(fmt), fmt)
    write_corpus(docs, path, fmt)
    back = read_corpus(path, fmt)
    assert [d.text for d in back] == [d.text for d in docs]
    assert [[(s.start, s.end, s.label) for s in d.gold] for d in back] == \
        [[(s.start, s.end, s.label) for s in d.gold] for d in docs]


def test_write_to_stdout(capsys):
    write_corpus(corpus(), "-", "jsonl")
    lines = capsys.readouterr().out.splitlines()
    assert [json.loads(x)["id"] for x in lines] == ["doc-a", "doc-b", "doc-c"]
    write_corpus(corpus()[1:2], "-", "text")
    assert capsys.readouterr().out == TEXTS["doc-b"]
    with pytest.raises(UsageError, match="standard output"):
        write_corpus(corpus(), "-", "brat")


def test_i2b2_2014_without_tags_is_gold_missing(tmp_path):
    p = tmp_path / "a.xml"
    p.write_text("<deIdi2b2><TEXT><![CDATA[Seen 3/4.]]></TEXT></deIdi2b2>", encoding="utf-8")
    (doc,) = read_corpus(p, "i2b2-2014")
    assert doc.text == "Seen 3/4." and doc.gold is None and doc.metadata["gold_missing"]
    p.write_text("<deIdi2b2><TEXT><![CDATA[Seen 3/4.]]></TEXT><TAGS></TAGS></deIdi2b2>", encoding="utf-8")
    assert read_corpus(p, "i2b2-2014")[0].gold == []
