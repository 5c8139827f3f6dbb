#!/usr/bin/env python3
"""The `export html` page in a real browser (headless Chromium through Selenium).

Installs what is missing first: Debian's `chromium` and `chromium-driver` (apt-get) and Selenium
(pip). Then exports the page of Tests/Browser/rotated.vl with the built binary (English and
Chinese), opens each from a file URL and checks:

- no network request is made (Chrome's performance log: every request is the page's own file:
  URL or a data: URL) and the page lists no fetched resource;
- the browser log has no error;
- stepping with the arrow keys marks the views (`.current`) in the engine's JSON `visited` order;
- `#step` matches the engine's JSON `trace` step for step;
- the responder chain and the delivery timeline (recognizers, phases, control events, actions)
  come at the end; the on-page buttons step too; the page fits a phone's width.

Screenshots of the rotated scene go to .build/artifacts/browser/ (paths printed). Usage:

    Tests/Browser/page_test.py [path/to/viewlab]

Exits non-zero on any failure (an install that fails, e.g. with no network, is a failure, not a
skip); the last line is `N passed, M failed`.
"""

import json
import os
import shutil
import subprocess
import sys
import time

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
SCENE = os.path.join(ROOT, "Tests", "Browser", "rotated.vl")
ARTIFACTS = os.path.join(ROOT, ".build", "artifacts", "browser")
CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"
CJK_FONT = "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc"

passed = 0
failed = 0


def check(condition, what):
    global passed, failed
    if condition:
        passed += 1
        print(f"ok    {what}")
    else:
        failed += 1
        print(f"FAIL  {what}")
    return condition


def run(cmd, **kw):
    print("$ " + " ".join(cmd), flush=True)
    return subprocess.run(cmd, check=True, **kw)


def apt_install(packages):
    sudo = [] if os.geteuid() == 0 else ["sudo"]
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    lock = ["-o", "DPkg::Lock::Timeout=600"]
    run(sudo + ["apt-get", *lock, "update", "-qq"], env=env)
    run(sudo + ["apt-get", *lock, "install", "-y", "-qq", "--no-install-recommends", *packages], env=env,
        stdout=subprocess.DEVNULL)


def install():
    """Chromium, its driver and Selenium, when missing. Raises when an install fails."""
    started = time.monotonic()
    if not all(os.path.exists(p) for p in (CHROMIUM, CHROMEDRIVER, CJK_FONT)):
        # A small Chinese font, so the zh-Hans screenshots show characters (people's systems have one).
        apt_install(["chromium", "chromium-driver", "fonts-wqy-microhei"])
    try:
        import selenium  # noqa: F401
    except ImportError:
        if subprocess.run([sys.executable, "-m", "pip", "--version"], capture_output=True).returncode != 0:
            apt_install(["python3-pip"])
        pip = [sys.executable, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", "selenium"]
        if subprocess.run(pip).returncode != 0:
            # Debian's own Python refuses packages from pip outside a virtual environment (PEP 668).
            run(pip + ["--break-system-packages"])
    print(f"browser and driver ready in {time.monotonic() - started:.1f} s", flush=True)


def engine_tap(viewlab):
    """The script's last `tap` object from `viewlab run --json`."""
    out = subprocess.run([viewlab, "run", SCENE, "--json"], check=True, capture_output=True,
                         text=True).stdout
    taps = [json.loads(line) for line in out.splitlines() if line.startswith('{"command":"tap"')]
    return taps[-1]


def export(viewlab, lang, path):
    subprocess.run([viewlab, "run", SCENE, "--html", path, "--lang", lang], check=True,
                   capture_output=True)
    return path


def fmt(x):
    """Number.format: three decimals at most, trailing zeros trimmed."""
    r = round(x * 1000) / 1000
    if r == 0:
        r = 0.0
    return str(int(r)) if r == int(r) else f"{r:.3f}".rstrip("0")


def point(p):
    return f"({fmt(p[0])}, {fmt(p[1])})"


def expected_words(t):
    """What `#step` must say for one JSON trace step, besides the view's name."""
    kind = t["step"]
    if kind == "hitTest":
        return [f"{t['view']}.hitTest({point(t['point'])})"]
    if kind == "refused":
        return [{"hidden": "isHidden == true", "interactionDisabled": "isUserInteractionEnabled == false",
                 "transparent": "alpha", "disabled": "isEnabled == false"}[t["reason"]]]
    if kind == "pointInside":
        return ["point(inside:)", "✓" if t["inside"] else "✗"]
    if kind == "visitOrder":
        return list(t["order"])
    if kind in ("subviewReturned",):
        return [t["result"] or t["subview"]]
    if kind == "return":
        return [t["result"] or "nil"]
    return []


def browser(width, height, phone=False):
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                f"--window-size={width},{height}", "--hide-scrollbars"):
        options.add_argument(arg)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL", "performance": "ALL"})
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    if phone:
        # A window cannot be narrower than 500 px: a phone is emulated instead.
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                               {"width": width, "height": height, "deviceScaleFactor": 2, "mobile": True})
    return driver


def state(driver):
    return driver.execute_script(
        "var c = document.querySelectorAll('#scene [data-view].current');"
        "return {step: document.getElementById('step').textContent,"
        " current: Array.prototype.map.call(c, function (e) { return e.getAttribute('data-view'); }),"
        " counter: document.getElementById('counter').textContent};")


def network_requests(driver):
    urls = []
    for entry in driver.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        if message["method"] == "Network.requestWillBeSent":
            urls.append(message["params"]["request"]["url"])
    return urls


def check_detector(driver):
    """The network check can fail: a page that loads an image from the network is caught."""
    probe = os.path.join(ARTIFACTS, "probe.html")
    with open(probe, "w") as f:
        f.write('<!DOCTYPE html><img src="http://127.0.0.1:9/x.png">')
    driver.get("file://" + probe)
    seen = [u for u in network_requests(driver) if u.startswith("http:")]
    check(seen == ["http://127.0.0.1:9/x.png"], f"the network check sees a page's request ({seen})")
    driver.get_log("browser")  # the probe's failed load is its own, not the page's


def check_page(driver, page, tap, lang, shots):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys

    url = "file://" + page
    driver.get(url)
    tag = f"[{lang}]"
    requests = network_requests(driver)
    foreign = [u for u in requests if u != url and not u.startswith("data:")]
    check(requests and not foreign, f"{tag} no network request (requests: {requests})")
    resources = driver.execute_script("return performance.getEntriesByType('resource').length")
    check(resources == 0, f"{tag} the page fetched no resource ({resources})")

    views = driver.execute_script(
        "return Array.prototype.map.call(document.querySelectorAll('#scene [data-view]'),"
        " function (e) { return e.getAttribute('data-view'); })")
    check(set(tap["visited"]) <= set(views), f"{tag} every visited view is drawn with data-view")

    total = int(state(driver)["counter"].split("/")[1])
    trace = tap["trace"]
    body = driver.find_element(By.TAG_NAME, "body")
    marked, mismatches = [], []
    for i in range(total):
        s = state(driver)
        if i < len(trace):
            t = trace[i]
            if s["current"] != [t["view"]]:
                mismatches.append(f"step {i + 1}: current {s['current']}, trace at {t['view']}")
            missing = [w for w in [t["view"]] + expected_words(t) if w not in s["step"]]
            if missing:
                mismatches.append(f"step {i + 1} ({t['step']}): {missing} not in {s['step']!r}")
            if t["step"] == "hitTest":
                marked.append(s["current"][0] if s["current"] else None)
        if i == 0 or (i < len(trace) and trace[i]["view"] == tap["hit"] and trace[i]["step"] == "pointInside"):
            name = f"rotated-{lang}-{shots}-step{i + 1}.png"
            driver.save_screenshot(os.path.join(ARTIFACTS, name))
            print(f"      screenshot: {os.path.join(ARTIFACTS, name)}")
        if i < total - 1:
            body.send_keys(Keys.ARROW_RIGHT)
    check(not mismatches, f"{tag} #step and .current match the JSON trace step for step "
          f"({len(trace)} steps){': ' + '; '.join(mismatches[:5]) if mismatches else ''}")
    check(marked == tap["visited"], f"{tag} the arrow keys mark the views in visited order: {marked}")

    # Past the trace: the hit, the chain, then the timeline.
    ends = []
    driver.find_element(By.ID, "first").click()
    for i in range(total):
        if i >= len(trace):
            ends.append(state(driver)["step"])
        driver.find_element(By.ID, "next").click()
    tail = "\n".join(ends)
    chain_at = next((i for i, e in enumerate(ends) if " → ".join(tap["chain"]) in e), None)
    check(chain_at is not None, f"{tag} the responder chain comes after the trace")
    timeline = tap["recognized"] + tap["failed"] + tap["controlEvents"] + tap["actions"]
    missing = [w for w in timeline + ["touchesBegan", "touchesEnded"] if w not in tail]
    check(not missing, f"{tag} the timeline comes at the end (missing: {missing})")
    if chain_at is not None:
        after = "\n".join(ends[chain_at + 1:])
        check(all(w in after for w in tap["controlEvents"] + tap["actions"]),
              f"{tag} the delivery steps follow the chain")
    s = state(driver)
    check(s["counter"] == f"{total} / {total}", f"{tag} the Next button reaches the last step")
    body.send_keys(Keys.HOME)
    check(state(driver)["counter"].startswith("1 /"), f"{tag} Home goes back to the first step")
    body.send_keys(Keys.END)
    body.send_keys(Keys.ARROW_LEFT)
    check(state(driver)["counter"] == f"{total - 1} / {total}", f"{tag} the left arrow steps back")

    errors = [e for e in driver.get_log("browser") if e["level"] == "SEVERE"]
    check(not errors, f"{tag} no console error {errors}")
    return total


def main():
    viewlab = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else
                              os.path.join(ROOT, ".build", "debug", "viewlab"))
    if not os.access(viewlab, os.X_OK):
        print(f"FAIL  no viewlab binary at {viewlab}: build it first (swift build)")
        print("0 passed, 1 failed")
        return 1
    started = time.monotonic()
    try:
        install()
    except (subprocess.CalledProcessError, OSError) as e:
        print(f"FAIL  could not install chromium, chromium-driver or selenium: {e}")
        print("0 passed, 1 failed")
        return 1
    os.makedirs(ARTIFACTS, exist_ok=True)
    tap = engine_tap(viewlab)
    check_started = time.monotonic()
    pages = {lang: export(viewlab, lang, os.path.join(ARTIFACTS, f"rotated-{lang}.html"))
             for lang in ("en", "zh-Hans")}
    for lang, (width, height) in (("en", (1280, 900)), ("zh-Hans", (390, 844))):
        driver = browser(width, height, phone=width < 500)
        try:
            if lang == "en":
                check_detector(driver)
            total = check_page(driver, pages[lang], tap, lang, f"{width}px")
            if lang == "zh-Hans":
                text = driver.execute_script("return document.body.innerText")
                check(any("\u4e00" <= ch <= "\u9fff" for ch in text), "[zh-Hans] the page is in Chinese")
                overflow = driver.execute_script(
                    "return document.documentElement.scrollWidth - document.documentElement.clientWidth")
                check(overflow <= 0, f"[zh-Hans] nothing is wider than a phone's screen ({overflow}px over)")
            else:
                check(total > len(tap["trace"]), "[en] the page has steps past the trace")
        finally:
            driver.quit()
    size = os.path.getsize(pages["en"])
    check(size < 100_000, f"the page is small enough to send ({size} bytes)")
    print(f"pages: {pages['en']}, {pages['zh-Hans']}")
    print(f"installing took {check_started - started:.1f} s; exporting and checking "
          f"{time.monotonic() - check_started:.1f} s")
    print(f"{passed} passed, {failed} failed")
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
