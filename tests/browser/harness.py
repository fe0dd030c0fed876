"""The real parts of a test in a browser: a `dicebox serve` on a free port of 127.0.0.1,
recording into a history of the test's own, and headless Chromium windows driven through
chromium-driver, each a browser of its own (its own storage, as two people's phones)."""

import base64
import json
import os
import re
import signal
import subprocess
import tempfile
import time
import unittest
from pathlib import Path

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

HERE = Path(__file__).resolve().parent
AXE = HERE / "node_modules" / "axe-core" / "axe.min.js"
PHONE = (360, 640)
DESKTOP = (1280, 800)


def dicebox_binary():
    """The binary under test, as ctest gives it."""
    return os.environ["DICEBOX_BINARY"]


def screenshot_dir():
    """Where the screenshots go (ctest gives a folder of the build tree)."""
    folder = Path(os.environ.get("DICEBOX_SCREENSHOTS", tempfile.gettempdir()))
    folder.mkdir(parents=True, exist_ok=True)
    return folder


class Server:
    """A real `dicebox serve`; `port` 0 takes a free one, and a server started again after
    a kill takes the same port and history, as a club's would."""

    def __init__(self, history, port=0, options=(), plugin_dir=None):
        self.history = Path(history)
        self.options = list(options)
        # A folder of plugins besides the shipped games (Pig, say), as a club adds one.
        self.globals = [] if plugin_dir is None else ["--plugin-dir", str(plugin_dir)]
        self.process = None
        self.port = port
        self.start()

    def start(self):
        self.process = subprocess.Popen(
            [dicebox_binary(), "--db", str(self.history), *self.globals, "serve", "--listen",
             f"127.0.0.1:{self.port}", *self.options],
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        # What it says before listening (the tables it took up) comes first.
        said = ""
        while not (found := re.search(r"listening on wss?://127\.0\.0\.1:(\d+)", said)):
            line = self.process.stdout.readline()
            if line == "":
                raise RuntimeError(f"the server did not start: {said}")
            said += line
        self.port = int(found.group(1))

    @property
    def url(self):
        return f"http://127.0.0.1:{self.port}"

    def kill(self):
        """Ends the server as a crash or a power cut would."""
        self.process.send_signal(signal.SIGKILL)
        self.process.wait()
        self.process.stdout.close()

    def stop(self):
        if self.process.poll() is None:
            self.process.terminate()
            self.process.wait(timeout=30)
            self.process.stdout.close()


class ServedTestCase(unittest.TestCase):
    """Tests at a real `dicebox serve` of the class's own, its history in a folder of its own."""

    @classmethod
    def setUpClass(cls):
        cls.folder = tempfile.TemporaryDirectory()
        cls.server = Server(Path(cls.folder.name) / "history.sqlite")

    @classmethod
    def tearDownClass(cls):
        cls.server.stop()
        cls.folder.cleanup()


class Browser:
    """One headless Chromium, its own profile; `frames()` are the WebSocket messages it
    received, read from the browser's own network log, not from the page."""

    def __init__(self, size=PHONE, language="en", dark=False, hidden=False):
        options = webdriver.ChromeOptions()
        options.binary_location = "/usr/bin/chromium"
        for argument in ("--headless=new", "--no-sandbox", "--disable-gpu",
                         "--disable-dev-shm-usage", f"--window-size={size[0]},{size[1]}",
                         f"--lang={language}"):
            options.add_argument(argument)
        options.add_experimental_option("prefs", {"intl.accept_languages": language})
        options.set_capability("goog:loggingPrefs", {"performance": "ALL", "browser": "ALL"})
        self.driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
        self.driver.set_window_size(*size)
        self._frames = []
        if dark:
            self.scheme("dark")
        if hidden:
            self.hide()

    def scheme(self, scheme):
        """The system's colour scheme as the page sees it: "light" or "dark"."""
        self.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {
            "features": [{"name": "prefers-color-scheme", "value": scheme}]})

    def resize(self, size):
        """The window at `size`, once the page knows it."""
        self.driver.set_window_size(*size)
        self.wait(lambda d: d.execute_script("return window.innerWidth") == size[0])

    def hide(self):
        """Every page from now on is a tab in the background, as the page's API tells it
        (headless Chromium's own tabs are never hidden): `document.hidden` and its
        visibilityState, until `show()`; and the notifications the page shows, counted in
        `window.shownNotifications`."""
        self.driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": """
            window.tabHidden = true;
            Object.defineProperty(Document.prototype, "hidden", {get: () => window.tabHidden});
            Object.defineProperty(Document.prototype, "visibilityState",
                                  {get: () => (window.tabHidden ? "hidden" : "visible")});
            window.shownNotifications = [];
            if (window.Notification) {
                const Shown = window.Notification;
                window.Notification = class extends Shown {
                    constructor(title, options) {
                        super(title, options);
                        window.shownNotifications.push(title);
                    }
                };
            }"""})

    def show(self):
        """The hidden tab is looked at again."""
        self.driver.execute_script(
            "window.tabHidden = false; document.dispatchEvent(new Event('visibilitychange'));")

    def allow_notifications(self, origin):
        self.driver.execute_cdp_cmd("Browser.grantPermissions", {
            "origin": origin, "permissions": ["notifications"]})

    def open(self, url):
        self.driver.get(url)

    def wait(self, condition, timeout=30, message=""):
        """Waits for `condition(driver)` to be true: a slow machine waits longer, it does
        not fail."""
        return WebDriverWait(self.driver, timeout, poll_frequency=0.05).until(condition, message)

    def find(self, css):
        return self.driver.find_element(By.CSS_SELECTOR, css)

    def find_all(self, css):
        return self.driver.find_elements(By.CSS_SELECTOR, css)

    def frames(self):
        """Every WebSocket text message received so far, parsed."""
        for entry in self.driver.get_log("performance"):
            message = json.loads(entry["message"])["message"]
            if message.get("method") == "Network.webSocketFrameReceived":
                payload = message["params"]["response"]["payloadData"]
                try:
                    self._frames.append(json.loads(payload))
                except ValueError:
                    self._frames.append(payload)
        return self._frames

    def console_errors(self):
        return [entry for entry in self.driver.get_log("browser") if entry["level"] == "SEVERE"]

    def serious_accessibility_violations(self):
        """axe-core's violations of impact serious or critical on the page as it is."""
        self.driver.execute_script(AXE.read_text())
        result = self.driver.execute_async_script(
            "const done = arguments[arguments.length - 1];"
            "axe.run(document).then(r => done(r.violations), e => done(String(e)));")
        if isinstance(result, str):
            raise RuntimeError(f"axe-core failed: {result}")
        return [{"id": v["id"], "impact": v["impact"], "help": v["help"],
                 "nodes": [n["target"] for n in v["nodes"]]}
                for v in result if v["impact"] in ("serious", "critical")]

    def screenshot(self, name):
        path = screenshot_dir() / f"{name}.png"
        self.driver.save_screenshot(str(path))
        return path

    def full_screenshot(self, name):
        """The whole page, as long as it is, at the window's width."""
        metrics = self.driver.execute_cdp_cmd("Page.getLayoutMetrics", {})
        size = metrics["cssContentSize"]
        shot = self.driver.execute_cdp_cmd("Page.captureScreenshot", {
            "format": "png", "captureBeyondViewport": True,
            "clip": {"x": 0, "y": 0, "width": size["width"], "height": size["height"], "scale": 1}})
        path = screenshot_dir() / f"{name}.png"
        path.write_bytes(base64.b64decode(shot["data"]))
        return path

    def scroll_width_fits(self):
        """No sideways scrolling: the page is no wider than the window."""
        return self.driver.execute_script(
            "return document.documentElement.scrollWidth <= window.innerWidth")

    def quit(self):
        self.driver.quit()


class Table:
    """A table played from the browsers: Ann's, Ben's and an onlooker's."""

    def __init__(self, server, game, bot):
        self.server = server
        self.ann = Browser(PHONE)
        self.ben = Browser(DESKTOP)
        self.onlooker = Browser(PHONE)
        self.browsers = [self.ann, self.ben, self.onlooker]
        self.link = self.host(game, bot)
        join(self.ben, self.link, "Ben")
        self.onlooker.open(self.link + "#watch")
        for browser in self.browsers:
            browser.wait(lambda d: d.find_elements(By.CSS_SELECTOR, ".board > *"),
                         message="the board is drawn")

    def host(self, game, bot):
        return host(self.ann, self.server, "Ann", game, ["", bot])

    def over(self, browser):
        return bool(browser.find_all(".over:not([hidden])"))

    def quit(self):
        for browser in self.browsers:
            browser.quit()


def host(browser, server, name, game, others, params=None):
    """`name` opens a table of `game` from the lobby in `browser`, with a seat for each of
    `others` after hers ("" a person's, else a bot's kind) and the parameters `params`
    written in, and sits at it; the link."""
    browser.open(server.url + "/")
    browser.wait(lambda d: d.find_elements(By.CSS_SELECTOR, "#host-game option"))
    browser.find("#host-name").send_keys(name)
    Select(browser.find("#host-game")).select_by_value(game)
    while len(browser.find_all("ol.seats-form select")) < len(others) + 1:
        browser.driver.find_element(By.XPATH, "//button[text()='Add a seat']").click()
    seats = browser.find_all("ol.seats-form select")
    for select, kind in zip(seats[1:], others):
        Select(select).select_by_value(kind)
    if params:
        browser.find("details.parameters summary").click()
        for parameter, value in params.items():
            field = browser.find(f"#param-{parameter}")
            field.clear()
            field.send_keys(str(value))
    browser.driver.find_element(By.XPATH, "//button[text()='Open the table']").click()
    browser.wait(lambda d: "/t/" in d.current_url and d.find_elements(By.ID, "share-link"),
                 message="the table is opened")
    return browser.find("#share-link").get_attribute("value")


def join(browser, link, name):
    """`name` opens the link and takes a seat; waits for the board."""
    browser.open(link)
    browser.wait(lambda d: d.find_element(By.ID, "seat-name").is_displayed())
    browser.find("#seat-name").send_keys(name)
    browser.find(".join button[type=submit]").click()
    browser.wait(lambda d: d.find_elements(By.CSS_SELECTOR, ".board > *"), message="the board is drawn")


def until(predicate, timeout=60, step=0.05):
    """Waits for `predicate()` outside a browser (the server's history, say)."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        value = predicate()
        if value:
            return value
        time.sleep(step)
    raise TimeoutError("waited in vain")
