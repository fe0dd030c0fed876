// The board of a game that has none of its own (Pig, a third party's game): its state as a
// readable list of what it holds, its legal moves as buttons, and a field for a move in the
// game's notation. It follows the board contract like any other.

import {h} from "./dom.js";

/** @typedef {import("./board_host.js").BoardContext} BoardContext */

/**
 * @param {HTMLElement} root
 * @param {BoardContext} ctx
 */
export function createGenericBoard(root, ctx) {
    const state = h("div", {class: "state"});
    const moves = h("ul", {class: "moves"});
    const notation = h("input", {id: "notation", autocomplete: "off", spellcheck: "false"});
    const form = h("form", {class: "notation stack", onsubmit: (/** @type {Event} */ event) => {
        event.preventDefault();
        if (notation.value.trim() !== "") ctx.choose(notation.value.trim());
    }}, h("label", {for: "notation"}, ctx.t("Your move, in the game's notation:")), notation,
    h("div", {class: "buttons"}, h("button", {type: "submit"}, ctx.t("Play"))));
    const choices = h("section", {class: "choices", "aria-label": ctx.t("Your choices")}, moves, form);
    // The choices first: on a phone they are what the person came for.
    root.replaceChildren(choices, h("details", {open: true, class: "state-box"},
        h("summary", {}, ctx.t("The game as it stands")), state));
    return {
        /**
         * @param {any} table
         * @param {string[]} legal
         */
        update(table, legal) {
            state.replaceChildren(table.state === undefined ? "" : tree(table.state));
            choices.hidden = legal.length === 0;
            // The same choices keep their buttons, and the focus on one of them.
            const shown = JSON.stringify(legal);
            if (moves.dataset.shown === shown) return;
            moves.dataset.shown = shown;
            moves.replaceChildren(...legal.map((action) => h("li", {},
                h("button", {type: "button", class: "secondary move", onclick: () => ctx.choose(action)}, action))));
        },
    };
}

/**
 * A JSON value as nested lists: an object as a definition list, a list of plain values on
 * one line, any other list item by item.
 * @param {any} value
 * @returns {Node}
 */
export function tree(value) {
    if (Array.isArray(value)) {
        if (value.every((item) => typeof item !== "object" || item === null)) {
            return document.createTextNode(value.length === 0 ? "—" : value.map(plain).join(" "));
        }
        return h("ol", {start: 0}, ...value.map((item) => h("li", {}, tree(item))));
    }
    if (typeof value === "object" && value !== null && Object.values(value).every((item) => typeof item !== "object" || item === null)) {
        // A row of plain values (EXTRA!'s rows, a seat's counts) on one line.
        return document.createTextNode(Object.entries(value).map(([key, item]) => `${key}: ${plain(item)}`).join(" · "));
    }
    if (typeof value === "object" && value !== null) {
        return h("dl", {}, ...Object.entries(value).flatMap(([key, item]) => [h("dt", {}, key), h("dd", {}, tree(item))]));
    }
    return document.createTextNode(plain(value));
}

/** @param {any} value */
function plain(value) {
    return value === null ? "—" : String(value);
}
