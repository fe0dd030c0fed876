// What a table's page says of the dice once the game is over: whether the revealed seed
// is the one announced before the first roll, whether the connection was encrypted, and
// the game as a file for `dicebox import`, which checks every roll from the seed.

import {h} from "./dom.js";
import {seedMatches, tableEndFile} from "./dice_check.js";
import {t} from "./i18n.js";

/**
 * @param {import("./session.js").Table} table
 * @param {string} ruleScript
 * @param {number} startedAt
 * @returns {HTMLElement}
 */
export function diceBox(table, ruleScript, startedAt) {
    const verdict = h("p", {role: "status"}, t("Checking the dice…"));
    // crypto.subtle exists only in a secure context; elsewhere the page's own SHA-256.
    seedMatches(table, globalThis.isSecureContext ? crypto.subtle : undefined).then((fair) => {
        verdict.textContent = fair
            ? t("The dice were fair: the seed revealed is the one announced before the first roll.")
            : t("The dice cannot be trusted: the seed revealed is not the one announced before the first roll.");
        verdict.className = fair ? "fair" : "error";
    });
    const file = new Blob([tableEndFile(table, ruleScript, startedAt, Date.now())], {type: "application/json"});
    const save = h("a", {href: URL.createObjectURL(file), download: `dicebox-${table.table}.json`, class: "button-link secondary"},
        t("Save the game"));
    return h("section", {class: "dice-check stack", "aria-labelledby": "dice-heading"},
        h("h2", {id: "dice-heading"}, t("The dice")),
        verdict,
        location.protocol === "https:" ? null
            : h("p", {class: "warning"}, t("This connection is not encrypted: what the server sent could have been changed on its way.")),
        h("p", {}, save, " ", t("dicebox import checks every roll of the saved game from its seed.")));
}
