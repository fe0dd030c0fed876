// Who sits at the table and what they are doing, in the app's words (gui/online/): you,
// a bot, thinking, not here yet, connection lost, a bot standing in; and for the host,
// the word for an away seat (hand it to a bot, or free it).

import {h, printable} from "./dom.js";
import {t} from "./i18n.js";

/** @typedef {import("./session.js").Table} Table */
/** @typedef {import("./session.js").TableSeat} TableSeat */

/**
 * The seats' names, in seat order: whoever sits there, else whom the seat is kept for,
 * else "seat N".
 * @param {Table} table
 * @returns {string[]}
 */
export function seatNames(table) {
    return table.seats.map((seat, i) => printable(seat.name ?? seat.kept_for ?? t("seat %1", i + 1)));
}

/**
 * What a seat's line says of it after its name.
 * @param {Table} table
 * @param {number} seat
 * @returns {string}
 */
export function seatState(table, seat) {
    const one = table.seats[seat];
    let line = "";
    if (seat === table.you) line += t(" (you)");
    if (one.bot !== undefined) line += t(" (bot)");
    if (one.name === null) return line + t(" — not here yet");
    if (one.stand_in !== undefined) return line + t(" — away; the %1 bot plays for them", printable(one.stand_in));
    if (one.away) return line + t(" — connection lost");
    const toMove = table.state?.to_move;
    if (Array.isArray(toMove) && toMove.includes(seat)) line += t(" — thinking…");
    return line;
}

/**
 * @param {HTMLElement} list  the <ul> of the seats
 * @param {Table} table
 * @param {{bots: string[], host: boolean, hand: (seat: number, bot: string|null) => void}} host
 *   the game's bots, and whether this browser opened the table
 */
export function drawSeats(list, table, host) {
    const names = seatNames(table);
    const scores = table.state?.scores;
    // Drawn again only when what it shows changed: a button in it keeps the focus.
    const shown = JSON.stringify([names, table.seats, table.state?.to_move, scores, table.seed !== undefined, host.bots, host.host]);
    if (list.dataset.shown === shown) return;
    list.dataset.shown = shown;
    list.replaceChildren(...table.seats.map((one, seat) => {
        const toMove = Array.isArray(table.state?.to_move) && table.state.to_move.includes(seat);
        const score = Array.isArray(scores) ? h("span", {class: "score"}, String(scores[seat])) : null;
        return h("li", {"aria-current": toMove ? "true" : null, class: toMove ? "to-move" : null},
            h("span", {class: "seat-line"}, h("strong", {}, names[seat]), seatState(table, seat)),
            score, hostActions(table, seat, host));
    }));
}

/**
 * The host's word for a person's seat that no connection is at.
 * @param {Table} table
 * @param {number} seat
 * @param {{bots: string[], host: boolean, hand: (seat: number, bot: string|null) => void}} host
 */
function hostActions(table, seat, host) {
    const one = table.seats[seat];
    const away = one.away || one.stand_in !== undefined;
    if (!host.host || !away || one.bot !== undefined || table.seed !== undefined) return null;
    // The bot standing in, or else the game's first, plays on for them.
    const bot = one.stand_in ?? host.bots[0];
    return h("span", {class: "buttons"},
        bot === undefined ? null : h("button", {type: "button", class: "secondary", onclick: () => host.hand(seat, bot)},
            t("let the %1 bot play it", printable(bot))),
        h("button", {type: "button", class: "secondary", onclick: () => host.hand(seat, null)}, t("free the seat")));
}
