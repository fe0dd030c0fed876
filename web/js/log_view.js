// The game's log as sentences: each event's sentence from the server, in the person's
// language, or its notation, with whose it is, where the game has no sentences or the
// server sent none.

import {h, printable} from "./dom.js";
import {t} from "./i18n.js";

/** @typedef {import("./session.js").Told} Told */

/**
 * What the log says of one event.
 * @param {Told} event
 * @param {string[]} names  the seats' names
 * @returns {string}
 */
export function eventText(event, names) {
    // A game without sentences of its own is told in its notation, which says not whose it is.
    const notation = event.sentence === event.action || event.sentence === event.chance;
    if (typeof event.sentence === "string" && event.sentence !== "" && !notation) return printable(event.sentence);
    if (event.chance !== undefined) return t("Rolled: %1", printable(event.chance));
    const who = names[event.seat ?? -1] ?? t("seat %1", (event.seat ?? 0) + 1);
    if (event.action === undefined) return t("%1 has chosen.", who);
    return `${who}: ${printable(event.action)}`;
}

/**
 * @param {HTMLOListElement} list
 * @param {Told[]} log
 * @param {string[]} names
 */
export function drawLog(list, log, names) {
    list.replaceChildren(...log.map((event) => h("li", {}, eventText(event, names))));
    // The newest event in sight within the log's own box; the page itself stays where it is.
    list.scrollTop = list.scrollHeight;
}
