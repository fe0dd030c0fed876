"""The real parts of a test in a browser: a `dicebox serve` on a free port of 127.0.0.1,
recording into a history of the test's own, and headless Chromium windows driven through
chromium-driver, each a browser of its own (its own storage, as two people's phones)."""

import json
import os
import re
import signal
import subprocess
import tempfile
import time
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

    def __init__(self, history, port=0, options=()):
        self.history = Path(history)
        self.options = list(options)
        self.process = None
        self.port = port
        self.start()

    def start(self):
        self.process = subprocess.Popen(
            [dicebox_binary(), "--db", str(self.history), "serve", "--listen",
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


class Browser:
    """One headless Chromium, its own profile; `frames()` are the WebSocket messages it
    received, read from the browser's own network log, not from the page."""

    def __init__(self, size=PHONE, language="en"):
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
        self.ben.open(self.link)
        self.ben.wait(lambda d: d.find_element(By.ID, "seat-name").is_displayed())
        self.ben.find("#seat-name").send_keys("Ben")
        self.ben.find(".join button[type=submit]").click()
        self.onlooker.open(self.link + "#watch")
        for browser in self.browsers:
            browser.wait(lambda d: d.find_elements(By.CSS_SELECTOR, ".board > *"),
                         message="the board is drawn")

    def host(self, game, bot):
        ann = self.ann
        ann.open(self.server.url + "/")
        ann.wait(lambda d: d.find_elements(By.CSS_SELECTOR, "#host-game option"))
        ann.find("#host-name").send_keys("Ann")
        Select(ann.find("#host-game")).select_by_value(game)
        seats = ann.find_all("ol.seats-form select")
        Select(seats[1]).select_by_value("")
        if len(seats) < 3:
            ann.driver.find_element(By.XPATH, "//button[text()='Add a seat']").click()
            seats = ann.find_all("ol.seats-form select")
        Select(seats[2]).select_by_value(bot)
        ann.driver.find_element(By.XPATH, "//button[text()='Open the table']").click()
        ann.wait(lambda d: "/t/" in d.current_url and d.find_elements(By.ID, "share-link"),
                 message="the table is opened")
        return ann.find("#share-link").get_attribute("value")

    def over(self, browser):
        return bool(browser.find_all(".over:not([hidden])"))

    def quit(self):
        for browser in self.browsers:
            browser.quit()


def until(predicate, timeout=60, step=0.05):
    """Waits for `predicate()` outside a browser (the server's history, say)."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        value = predicate()
        if value:
            return value
        time.sleep(step)
    raise TimeoutError("waited in vain")
