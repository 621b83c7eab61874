"""Make docs/img/review.png: the review page on synthetic notes, in headless Chromium.

    multideid fit --model /tmp/en-model
    multideid synth --n 6 --seed 7 --split test --out /tmp/shot-notes
    python docs/img/review_screenshot.py --model /tmp/en-model --input /tmp/shot-notes --out docs/img/review.png

The notes are copied to a temporary directory (the review file goes beside the copy); a few
decisions are made through the page's own keyboard shortcuts before the picture is taken.
Needs /usr/bin/chromium and the playwright Python package (never `playwright install`).
"""

from __future__ import annotations

import argparse
import shutil
import tempfile
import threading
from pathlib import Path


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--model", required=True)
    ap.add_argument("--input", required=True)
    ap.add_argument("--out", default="docs/img/review.png")
    ap.add_argument("--chromium", default="/usr/bin/chromium")
    a = ap.parse_args()

    from playwright.sync_api import sync_playwright

    from multideid.review.server import ReviewServer
    from multideid.review.session import open_session

    tmp = Path(tempfile.mkdtemp(prefix="review-shot-"))
    try:
        notes = tmp / "notes"
        shutil.copytree(a.input, notes)
        session = open_session(str(notes), model=a.model)
        httpd = ReviewServer(session, 0, log=open("/dev/null", "w"))
        threading.Thread(target=httpd.serve_forever, daemon=True).start()
        with sync_playwright() as p:
            ctx = p.chromium.launch_persistent_context(
                str(tmp / "profile"), executable_path=a.chromium, headless=True,
                args=["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                      "--disable-component-update"],
                viewport={"width": 1500, "height": 950})
            page = ctx.new_page()
            page.goto(httpd.url)
            page.wait_for_selector("#spanlist li.cur")
            for key in "a", "j", "a", "j", "a", "j", "r", "j", "a", "j", "a", "j", "l":
                page.keyboard.press(key)
                page.wait_for_timeout(150)
            page.keyboard.type("DOCTOR")
            page.keyboard.press("Enter")
            page.wait_for_timeout(300)
            # the document with the most low-score spans, only those shown: j selects the first
            low = max(range(len(session.docs)), key=lambda i: session.store.summary(i)["low"])
            page.locator(f"#docs li[data-index='{low}']").click()
            page.wait_for_timeout(300)
            page.click("#f-low")
            page.keyboard.press("j")
            page.wait_for_timeout(400)
            page.evaluate("document.getElementById('docview').scrollTop = 0")
            page.screenshot(path=a.out)
            from PIL import Image  # 256 colours: a third of the size, no visible loss on a UI

            Image.open(a.out).convert("RGB").quantize(colors=256, method=Image.Quantize.FASTOCTREE).save(a.out, optimize=True)
            ctx.close()
        httpd.shutdown()
        httpd.server_close()
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    print(f"wrote {a.out}")


if __name__ == "__main__":
    main()
