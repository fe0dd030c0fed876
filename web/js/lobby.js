// The page at `/`: the tables this browser sits at, a table joined or watched with its
// code, and a table hosted.

import {tableTyped} from "./code.js";
import {fill, h, printable} from "./dom.js";
import {showHostForm} from "./host_form.js";
import {t} from "./i18n.js";

/** @typedef {import("./seat_store.js").SeatStore} SeatStore */

/** What the table page takes from the lobby: the name to join under. */
export const JOIN_AS = "dicebox.joinAs";

/**
 * @param {HTMLElement} main
 * @param {SeatStore} store
 */
export function showLobby(main, store) {
    document.title = t("Play online") + " · dicebox";
    const host = h("section", {"aria-labelledby": "host-heading"},
        h("h2", {id: "host-heading"}, t("Host a table")));
    fill(main, h("h1", {}, t("Play online")), heldTables(store), joinForm(), host);
    showHostForm(host, store);
}

/** @param {SeatStore} store */
function heldTables(store) {
    const seats = store.seats();
    if (seats.length === 0) return null;
    return h("section", {"aria-labelledby": "held-heading"},
        h("h2", {id: "held-heading"}, t("The tables you sit at")),
        h("ul", {class: "held"}, ...seats.map((seat) => h("li", {},
            h("a", {href: `/t/${seat.code}`, class: "button-link"},
                t("Table %1, as %2", seat.code, printable(seat.name)))))));
}

function joinForm() {
    const code = h("input", {id: "join-code", name: "code", required: true, autocomplete: "off",
        autocapitalize: "characters", spellcheck: "false", placeholder: t("like K7QM-2XPA, or the table's link")});
    const name = h("input", {id: "join-name", name: "name", autocomplete: "nickname", maxlength: 32});
    const error = h("p", {class: "error", role: "alert"});
    /** @param {boolean} watching */
    const go = (watching) => {
        const table = tableTyped(code.value);
        if (!table) {
            error.textContent = t("A table's code is eight letters and digits, like K7QM-2XPA.");
            code.focus();
            return;
        }
        if (!watching && name.value.trim() === "") {
            error.textContent = t("Write the name you play under at the table.");
            name.focus();
            return;
        }
        try {
            if (!watching) sessionStorage.setItem(JOIN_AS, name.value.trim());
        } catch {
            // The table's page asks for the name again.
        }
        // A link to another server opens that server's page for the table.
        const origin = table.origin === location.origin ? "" : table.origin ?? "";
        location.assign(`${origin}/t/${table.code}${watching ? "#watch" : ""}`);
    };
    const form = h("form", {class: "stack", onsubmit: (/** @type {Event} */ event) => {
        event.preventDefault();
        go(false);
    }},
    h("label", {for: "join-code"}, t("Table code or link:")), code,
    h("label", {for: "join-name"}, t("Your name:")), name, error,
    h("div", {class: "buttons"},
        h("button", {type: "submit"}, t("Join")),
        h("button", {type: "button", class: "secondary", onclick: () => go(true)}, t("Watch"))));
    return h("section", {"aria-labelledby": "join-heading"},
        h("h2", {id: "join-heading"}, t("Join a table")), form);
}
