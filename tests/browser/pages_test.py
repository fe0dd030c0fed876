"""The pages around the boards, in real browsers at a real `dicebox serve`: the lobby and its
host form under axe-core at a phone's and a desktop's size; a turn that comes while the
tab is in the background, signalled in the title and by a notification; a German browser
spoken to in German by the page, the board and the game's sentences, and the language
switched in the page."""

import json
import unittest

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from harness import DESKTOP, HERE, PHONE, Browser, ServedTestCase, host, join
from seats_test import seat_line

WEB = HERE.parent.parent / "web"
GERMAN = json.loads((WEB / "i18n.json").read_text())["de"]
# Whether every word of the buttons `arguments[0]` names is on one line and inside its button.
WHOLE_WORDS = """
    const range = document.createRange();
    const whole = (text) => {
        let at = 0;
        return text.data.split(" ").every((word) => {
            range.setStart(text, at);
            range.setEnd(text, at + word.length);
            at += word.length + 1;
            return range.getClientRects().length <= 1;
        });
    };
    return [...document.querySelectorAll(arguments[0])].every((button) => {
        const texts = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
        for (let text = texts.nextNode(); text !== null; text = texts.nextNode()) {
            if (!whole(text)) return false;
        }
        return button.scrollWidth <= button.clientWidth;
    });"""


class PagesInTheBrowser(ServedTestCase):
    def setUp(self):
        self.browsers = []

    def tearDown(self):
        for browser in self.browsers:
            browser.quit()

    def browser(self, *args, **kwargs):
        browser = Browser(*args, **kwargs)
        self.browsers.append(browser)
        return browser

    def test_the_lobby_and_its_host_form_have_no_serious_accessibility_violation(self):
        for scheme in ("light", "dark"):
            browser = self.browser(PHONE, dark=scheme == "dark")
            browser.open(self.server.url + "/")
            browser.wait(lambda d: d.find_elements(By.CSS_SELECTOR, "#host-game option"),
                         message="the host form is filled")
            # The parameters look folded (a marker before their summary), and are unfolded.
            self.assertNotIn(browser.driver.execute_script(
                "return getComputedStyle(document.querySelector('details.parameters > summary'), '::before').content;"),
                ("none", "normal"), "the parameters' summary does not look as if it opens")
            # Every part of the form shown: the parameters unfolded, a seat added.
            browser.find("details.parameters summary").click()
            browser.driver.find_element(By.XPATH, "//button[text()='Add a seat']").click()
            for size, who in ((PHONE, "phone"), (DESKTOP, "desktop")):
                browser.resize(size)
                self.assertTrue(browser.scroll_width_fits(), f"the lobby scrolls sideways at {who} size")
                self.assertEqual(browser.serious_accessibility_violations(), [],
                                 f"the lobby at {who} size, {scheme}")
                browser.full_screenshot(f"browser_lobby_{who}_{scheme}")

    def test_a_turn_that_comes_in_a_background_tab_is_signalled_in_its_title_and_a_notification(self):
        ann = self.browser(PHONE, hidden=True)
        ann.allow_notifications(self.server.url)
        # Ann begins at Strike: her turn comes as the table opens, in a tab she does not see.
        host(ann, self.server, "Ann", "strike", ["planner"])
        ann.wait(lambda d: d.title.startswith("● Your turn · Strike"),
                 message="the title says it is her turn")
        self.assertEqual(ann.driver.execute_script("return window.shownNotifications"), ["Your turn"])
        # Looked at, the tab's title is the table's again.
        ann.show()
        ann.wait(lambda d: d.title.startswith("Strike · ") and "Your turn" not in d.title,
                 message="the title is the table's again once the tab is seen")
        # Allowed already, the page does not ask again.
        self.assertEqual(ann.driver.find_elements(By.XPATH, "//button[text()='Notify me of my turn']"), [])

    def test_a_german_browser_is_spoken_to_in_german_and_the_language_is_switched_in_the_page(self):
        ann = self.browser(PHONE)
        link = host(ann, self.server, "Ann", "strike", ["", "planner"])
        ben = self.browser(DESKTOP, language="de")
        join(ben, link, "Ben")
        log = lambda: ben.find("ol.log").text  # noqa: E731
        ben.wait(lambda d: "Ann beginnt." in log(), message="the game's sentences are German")
        self.assertEqual(ben.find("#log-heading").text, GERMAN["Game log"])
        self.assertEqual(ben.driver.find_element(By.CSS_SELECTOR, "html").get_attribute("lang"), "de")
        self.assertIn("Würfel", ben.find(".board").text, "the board's words are German")
        # German's long words fit the throw styles' buttons whole: none broken across two
        # lines, none wider than its button.
        self.assertTrue(ben.driver.execute_script(WHOLE_WORDS, ".sb-choice"), "a throw style's name is broken")
        self.assertEqual(ben.find("label[for=language]").text, GERMAN["Language:"])
        ben.screenshot("browser_strike_desktop_de")

        Select(ben.find("#language")).select_by_value("en")
        ben.wait(lambda d: d.find_elements(By.ID, "log-heading")
                 and d.find_element(By.ID, "log-heading").text == "Game log",
                 message="the page speaks English after the switch")
        ben.wait(lambda d: "Ann starts." in log(), message="the game's sentences are English")
        ben.wait(lambda d: "(you)" in seat_line(ben, 1), message="Ben took his seat back")
        self.assertNotIn("Würfel", ben.find(".board").text)


if __name__ == "__main__":
    unittest.main()
