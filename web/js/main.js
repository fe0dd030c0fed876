// The one page of the web client: the lobby at `/`, a table at `/t/CODE`.

import {codeInPath} from "./code.js";
import {h} from "./dom.js";
import {chooseLanguage, currentLanguage, LANGUAGES, loadWords, t} from "./i18n.js";
import {showLobby} from "./lobby.js";
import {SeatStore} from "./seat_store.js";
import {showTable} from "./table_page.js";

/** The names of the languages, each in itself. */
const LANGUAGE_NAMES = /** @type {{[tag: string]: string}} */ ({
    en: "English", de: "Deutsch", fr: "Français", it: "Italiano"});

/** The header's choice of language; a choice reloads the page in it. */
function languageChoice() {
    const select = h("select", {id: "language", onchange: () => {
        chooseLanguage(localStorage, select.value);
        location.reload();
    }}, ...LANGUAGES.map((tag) => h("option", {value: tag, selected: tag === currentLanguage()},
        LANGUAGE_NAMES[tag])));
    return h("div", {class: "language"}, h("label", {for: "language"}, t("Language:")), select);
}

async function start() {
    await loadWords(localStorage);
    const header = /** @type {HTMLElement} */ (document.querySelector("header"));
    header.append(languageChoice());
    const main = /** @type {HTMLElement} */ (document.querySelector("main"));
    const store = new SeatStore(localStorage);
    const code = codeInPath(location.pathname);
    if (code === null) return showLobby(main, store);
    // The link as the server writes it (`/t/k7qm 2xpa` is `/t/K7QM-2XPA`), to copy or keep.
    if (location.pathname !== `/t/${code}`) history.replaceState(null, "", `/t/${code}${location.hash}`);
    showTable(main, store, code);
}

start();
