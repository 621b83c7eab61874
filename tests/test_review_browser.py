"""End-to-end: the review page in a real headless Chromium (Debian's /usr/bin/chromium, driven by
Playwright's Python package; `playwright install` is never needed).

Skipped with a reason where Chromium or Playwright is missing; under CI=true they fail instead
(`.ci/run` installs both).  ``MULTIDEID_REVIEW_SCREENSHOT=PATH`` also saves the screenshot there
(that is how docs/img/review.png is made).
"""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest

from review_fixtures import Running, review_app, review_base, session, work  # noqa: F401 - fixtures

CHROMIUM = os.environ.get("MULTIDEID_CHROMIUM", "/usr/bin/chromium")
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"]


def _missing() -> str | None:
    if not Path(CHROMIUM).exists():
        return f"needs Chromium at {CHROMIUM} (apt-get install -y chromium chromium-driver)"
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return "needs the playwright Python package (pip install -e '.[test]')"
    return None


def unavailable(why: str | None, env) -> str | None:
    """What to do without a browser: None (run), "skip" (a developer machine) or "fail" (CI)."""
    if why is None:
        return None
    return "fail" if env.get("CI", "").lower() == "true" else "skip"


def test_missing_browser_skips_on_a_workstation_but_fails_under_ci():
    assert unavailable(None, {"CI": "true"}) is None
    assert unavailable("needs Chromium", {}) == "skip"
    assert unavailable("needs Chromium", {"CI": "false"}) == "skip"
    assert unavailable("needs Chromium", {"CI": "true"}) == "fail"


@pytest.fixture
def browser_page(tmp_path):
    why = _missing()
    todo = unavailable(why, os.environ)
    if todo == "fail":
        pytest.fail(f"browser tests cannot run under CI: {why}")
    if todo == "skip":
        pytest.skip(why)
    from playwright.sync_api import sync_playwright

    profile = tmp_path / "chromium-profile"
    with sync_playwright() as p:
        ctx = p.chromium.launch_persistent_context(str(profile), executable_path=CHROMIUM, headless=True, args=ARGS,
                                                   viewport={"width": 1400, "height": 820})
        page = ctx.new_page()
        problems: list[str] = []
        page.on("console", lambda m: problems.append(f"console {m.type}: {m.text}") if m.type in ("error", "warning") else None)
        page.on("pageerror", lambda e: problems.append(f"page error: {e}"))
        page.problems = problems
        try:
            yield page
        finally:
            ctx.close()


def _disk(review: Path) -> dict:
    """(doc index, item id) -> (decision, item) as stored on disk (predictions + review file)."""
    data = json.loads(review.read_text())
    pred = json.loads(review.with_name(review.name[:-5] + ".pred.json").read_text())
    out = {}
    for i, (d, p) in enumerate(zip(data["documents"], pred["documents"])):
        for it in p["items"]:
            out[(i, it["id"])] = (d["decisions"].get(it["id"], {}), it)
        for it in d["added"]:
            out[(i, it["id"])] = (it["decision"], it)
    return out


def _word_box(page, word: str) -> dict:
    """Viewport box of ``word`` in the original text (for a real double-click on it)."""
    return page.evaluate(
        """(word) => {
            const pre = document.getElementById('text');
            for (const seg of pre.childNodes) {
                const t = seg.firstChild; if (!t) continue;
                const k = t.textContent.indexOf(word);
                if (k >= 0) { const r = document.createRange(); r.setStart(t, k); r.setEnd(t, k + word.length);
                              const b = r.getBoundingClientRect(); return {x: b.x + b.width / 2, y: b.y + b.height / 2}; }
            }
            return null; }""", word)


def test_review_in_a_real_browser(browser_page, session, work, tmp_path):
    from playwright.sync_api import expect

    from multideid.io import read_corpus
    from multideid.review.export import export_corpus

    page = browser_page
    srv = Running(session)
    try:
        page.goto(srv.url)
        expect(page.locator("#doc-title")).to_have_text("note700")
        assert page.url.endswith("/") and "token" not in page.url  # the token left the address bar
        text = session.docs[0].text
        review = work["review"]
        items = [it for it in session.store.doc(0)["items"] if it["origin"] == "model"]
        assert len(items) >= 3

        # accept the first span (keyboard)
        expect(page.locator("#spanlist li.cur")).to_have_attribute("data-item", items[0]["id"])
        page.keyboard.press("a")
        expect(page.locator(f"#spanlist li[data-item={items[0]['id']}]")).to_have_class("status-accepted cur")
        assert _disk(review)[(0, items[0]["id"])][0] == {"status": "accepted"}

        # next, reject
        page.keyboard.press("j")
        page.keyboard.press("r")
        expect(page.locator(f"#spanlist li[data-item={items[1]['id']}]")).to_have_class("status-rejected cur")
        assert _disk(review)[(0, items[1]["id"])][0] == {"status": "rejected"}
        expect(page.locator("#text .seg.st-rejected")).to_have_count(1)

        # next, relabel through the picker
        page.keyboard.press("j")
        page.keyboard.press("l")
        expect(page.locator("#picker")).to_be_visible()
        page.keyboard.type("FAMIL")
        page.keyboard.press("Enter")
        expect(page.locator("#picker")).to_be_hidden()
        expect(page.locator("#span-info")).to_contain_text("FAMILIARES_SUJETO_ASISTENCIA")
        assert _disk(review)[(0, items[2]["id"])][0] == {"status": "accepted", "label": "FAMILIARES_SUJETO_ASISTENCIA"}

        # adjust boundaries: start one character right (]), then back ([)
        s2, e2 = items[2]["start"], items[2]["end"]
        page.keyboard.press("]")
        expect(page.locator("#span-info")).to_contain_text(f"{s2 + 1}–{e2} (model: {s2}–{e2})")
        assert _disk(review)[(0, items[2]["id"])][0]["start"] == s2 + 1
        page.keyboard.press("[")
        expect(page.locator("#span-info")).not_to_contain_text(f"(model: {s2}–{e2})")
        expect(page.locator("#span-info")).to_contain_text(f"{s2}–{e2}")
        assert _disk(review)[(0, items[2]["id"])][0] == {"status": "accepted", "label": "FAMILIARES_SUJETO_ASISTENCIA"}

        # the span panel shows which bases found it and which did not
        expect(page.locator("#span-info")).to_contain_text("found by")
        expect(page.locator("#span-info")).to_contain_text("stacker score")

        # add a missed span by selecting text with the mouse (double-click a word), then s
        box = _word_box(page, "toracico")
        page.mouse.dblclick(box["x"], box["y"])
        assert page.evaluate("String(window.getSelection())").strip() == "toracico"
        page.keyboard.press("s")
        page.keyboard.type("HOSPITAL_X")  # a new label: no match, Enter takes what was typed
        page.keyboard.press("Enter")
        k = text.index("toracico")
        expect(page.locator("#span-info")).to_contain_text("added by the reviewer")
        added = [it for _, it in _disk(review).values() if it["origin"] == "added"]
        assert [(a["start"], a["end"], a["label"]) for a in added] == [(k, k + 8, "HOSPITAL_X")]

        # undo removes it again; add it back
        page.keyboard.press("u")
        expect(page.locator("#text .seg.origin-added")).to_have_count(0)
        assert not [it for _, it in _disk(review).values() if it["origin"] == "added"]
        box = _word_box(page, "toracico")
        page.mouse.dblclick(box["x"], box["y"])
        page.click("#btn-add")  # the mouse way this time
        page.keyboard.type("HOSPITAL_X")
        page.keyboard.press("Enter")
        expect(page.locator("#text .seg.origin-added")).to_have_count(1)

        # the preview beside the original hides kept spans, not rejected ones
        preview = page.locator("#preview").inner_text()
        assert "[**HOSPITAL_X**]" in preview and "toracico" not in preview
        rejected_text = text[items[1]["start"]:items[1]["end"]]
        assert rejected_text in preview
        page.click("#tab-surrogate")
        assert "[**" not in page.locator("#preview").inner_text()
        page.click("#tab-redacted")

        # help overlay
        page.keyboard.press("?")
        expect(page.locator("#help")).to_be_visible()
        page.keyboard.press("Escape")
        expect(page.locator("#help")).to_be_hidden()

        # mouse: click the last span in the text, accept with the button
        last = items[-1]
        page.locator(f"#text .seg[data-item={last['id']}]").first.click()
        expect(page.locator("#spanlist li.cur")).to_have_attribute("data-item", last["id"])
        page.click("#btn-accept")
        expect(page.locator(f"#spanlist li[data-item={last['id']}]")).to_have_class("status-accepted cur")
        page.wait_for_timeout(400)  # the position is saved 250 ms after a move

        screenshot = tmp_path / "review.png"
        page.screenshot(path=str(screenshot))
        assert screenshot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
        if os.environ.get("MULTIDEID_REVIEW_SCREENSHOT"):
            shutil.copyfile(screenshot, os.environ["MULTIDEID_REVIEW_SCREENSHOT"])

        # reload: decisions and position are kept (served from the review file)
        page.reload()
        expect(page.locator("#doc-title")).to_have_text("note700")
        expect(page.locator("#spanlist li.cur")).to_have_attribute("data-item", last["id"])
        expect(page.locator(f"#spanlist li[data-item={items[0]['id']}]")).to_have_class("status-accepted")
        expect(page.locator(f"#spanlist li[data-item={items[1]['id']}]")).to_have_class("status-rejected")
        expect(page.locator("#text .seg.origin-added")).to_have_count(1)

        # sign every document off: accept the rest (A), done (d), next document (J)
        n = len(session.docs)
        for i in range(n):
            expect(page.locator("#doc-title")).to_have_text(session.docs[i].id)
            page.keyboard.press("A")
            expect(page.locator("#spanlist li.status-pending")).to_have_count(
                sum(1 for it in session.store.doc(i)["items"] if it["origin"] == "base"))
            page.keyboard.press("d")
            expect(page.locator("#doc-title")).to_contain_text("reviewed")
            if i + 1 < n:
                page.keyboard.press("J")
        expect(page.locator("#progress")).to_have_text(f"{n} / {n} documents reviewed")
        assert page.problems == [], page.problems  # no CSP violation, no script error
    finally:
        srv.stop()

    # a restart resumes the same file; export and re-read the corpus
    from multideid.review.session import open_session

    again = open_session(str(work["notes"]), model=str(work["model"]))
    out = tmp_path / "corrected.jsonl"
    export_corpus(again, str(out), "jsonl")
    docs = {d.id: d for d in read_corpus(out)}
    assert set(docs) == {d.id for d in session.docs}
    g0 = {(s.start, s.end, s.label) for s in docs["note700"].gold}
    assert (k, k + 8, "HOSPITAL_X") in g0
    assert (items[2]["start"], items[2]["end"], "FAMILIARES_SUJETO_ASISTENCIA") in g0
    assert (items[1]["start"], items[1]["end"], items[1]["label"]) not in g0
    assert (items[0]["start"], items[0]["end"], items[0]["label"]) in g0


def test_the_page_refuses_a_wrong_token_in_the_browser(browser_page, session):
    page = browser_page
    srv = Running(session)
    try:
        resp = page.goto(srv.url.replace(srv.token, "not-the-token"))
        assert resp.status == 403
        assert "forbidden" in page.content()
        assert "Paciente" not in page.content()
    finally:
        srv.stop()


def test_quick_keys_apply_to_the_span_seen_when_pressed(browser_page, session, work):
    """Keys pressed faster than the server answers: each action goes to the span that was
    current at the key press, and two quick "]" move the start by two."""
    from playwright.sync_api import expect

    page = browser_page
    srv = Running(session)
    try:
        page.goto(srv.url)
        expect(page.locator("#doc-title")).to_have_text("note700")
        items = [it for it in session.store.doc(0)["items"] if it["origin"] == "model"]
        for key in ("a", "j", "a", "j", "r", "j", "]", "]"):
            page.keyboard.press(key)  # no waiting in between
        expect(page.locator("#spanlist li.cur")).to_have_attribute("data-item", items[3]["id"])
        expect(page.locator("#span-info")).to_contain_text(f"{items[3]['start'] + 2}–{items[3]['end']} (model: ")
        disk = _disk(work["review"])
        assert disk[(0, items[0]["id"])][0] == {"status": "accepted"}
        assert disk[(0, items[1]["id"])][0] == {"status": "accepted"}
        assert disk[(0, items[2]["id"])][0] == {"status": "rejected"}
        assert disk[(0, items[3]["id"])][0] == {"status": "accepted", "start": items[3]["start"] + 2, "end": items[3]["end"]}
        assert page.problems == [], page.problems
    finally:
        srv.stop()


def test_filters_and_least_certain_first(browser_page, work):
    """Low-score and disagreement filters show (and j visits) only those spans; "least certain
    first" orders them by rising score."""
    from playwright.sync_api import expect

    from multideid.review.session import open_session

    # a note where the bases disagree: "words" never saw the doctor Zamora, "doctors" finds him
    (work["notes"] / "note799.txt").write_text("Control de Ana Zamora el 3/4/2005, revisado por Dr. Zamora y Dr. Vidal.\n")
    sess = open_session(str(work["notes"]), model=str(work["model"]), low_score=0.95)
    page = browser_page
    srv = Running(sess)
    try:
        page.goto(srv.url)
        expect(page.locator("#doc-title")).to_have_text("note700")
        items = sess.store.doc(0)["items"]
        low = [it for it in items if it["origin"] == "model" and it["score"] < 0.95]
        assert low and len(low) < len(items), "the fixture should give some low-score spans and some not"
        page.click("#f-low")
        visible = page.locator("#spanlist li:not(.hidden)")
        expect(visible).to_have_count(len(low))
        page.select_option("#order", "uncertain")
        by_score = sorted(low, key=lambda it: (it["score"], it["start"]))
        assert [visible.nth(i).get_attribute("data-item") for i in range(len(low))] == [it["id"] for it in by_score]
        page.locator("#text").focus()
        page.keyboard.press("j")
        page.keyboard.press("k")  # back to the first (moves never leave the filter)
        expect(page.locator("#spanlist li.cur")).to_have_attribute("data-item", by_score[0]["id"])
        page.click("#f-low")
        page.select_option("#order", "text")
        page.click("#f-disagree")
        expect(visible).to_have_count(0)  # note700: every base that could find its spans did
        page.locator("#docs li[data-index='4']").click()  # still listed: it has a disagreement
        expect(page.locator("#doc-title")).to_have_text("note799")
        dis = [it for it in sess.store.doc(4)["items"] if it.get("disagreement")]
        assert len(dis) == 1 and dis[0]["missed_by"] == ["words"]
        expect(visible).to_have_count(1)
        expect(page.locator("#spanlist li.cur")).to_have_attribute("data-item", dis[0]["id"])
        expect(page.locator("#span-info")).to_contain_text("✘ words")
        expect(page.locator("#span-info")).to_contain_text("doctors as NAME")
        expect(page.locator("#docs li:not(.hidden)")).to_have_count(1)  # only note799 disagrees
        assert page.problems == [], page.problems
    finally:
        srv.stop()
