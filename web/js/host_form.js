// Hosting a table from the browser: the game, its seats (the host's own, other people's
// and the game's bots), its parameters, a stand-in for a person away and a house rule
// from those the server offers. The server's `games` and `rules` fill the form; a server
// without them is asked for a game by its id, with people's seats only.

import {h, printable} from "./dom.js";
import {currentLanguage, t} from "./i18n.js";
import {parameterFields, changedParameters} from "./parameters.js";
import {Channel} from "./protocol.js";
import {connectToServer} from "./socket.js";

/** @typedef {import("./seat_store.js").SeatStore} SeatStore */
/** @typedef {import("./parameters.js").Parameter} Parameter */
/**
 * A game as the server's `games` lists it (docs/protocol.md, `games`).
 * @typedef {{id: string, name: string, min_players: number, max_players: number,
 *            bots: string[], params?: Parameter[]}} GameEntry
 */
/** @typedef {{name: string, game: string, description: string}} RuleEntry */

/**
 * Fills `section` with the host form, once the server has said what it offers.
 * @param {HTMLElement} section
 * @param {SeatStore} store
 */
export async function showHostForm(section, store) {
    const channel = new Channel(connectToServer(), {});
    /** @type {import("./protocol.js").Answer[]} */
    let answers;
    try {
        answers = await Promise.all([channel.request({cmd: "games"}), channel.request({cmd: "rules"})]);
    } catch {
        section.append(h("p", {class: "error"}, t("The server cannot be reached.")));
        return;
    }
    const games = answers[0].ok ? /** @type {GameEntry[]} */ (answers[0].games) : [];
    const rules = answers[1].ok ? /** @type {RuleEntry[]} */ (answers[1].rules) : [];
    section.append(hostForm(channel, store, games, rules));
}

/**
 * @param {Channel} channel
 * @param {SeatStore} store
 * @param {GameEntry[]} games  none when the server does not list them
 * @param {RuleEntry[]} rules
 */
function hostForm(channel, store, games, rules) {
    const name = h("input", {id: "host-name", required: true, maxlength: 32, autocomplete: "nickname"});
    const game = games.length > 0
        ? h("select", {id: "host-game"}, ...games.map((entry) => h("option", {value: entry.id}, printable(entry.name))))
        : h("input", {id: "host-game", required: true, autocomplete: "off"});
    const details = h("div", {class: "stack"});
    const error = h("p", {class: "error", role: "alert"});
    /** @type {() => object|null} */
    let setUp = () => null;
    const drawDetails = () => {
        const entry = games.find((one) => one.id === game.value) ?? null;
        const drawn = gameDetails(entry, rules.filter((rule) => rule.game === game.value));
        details.replaceChildren(...drawn.elements);
        setUp = drawn.setUp;
    };
    game.addEventListener("change", drawDetails);
    drawDetails();
    const submit = h("button", {type: "submit"}, t("Open the table"));
    const form = h("form", {class: "stack", onsubmit: async (/** @type {Event} */ event) => {
        event.preventDefault();
        const request = setUp();
        if (request === null) return;
        submit.disabled = true;
        const why = await openAndSit(channel, store, name.value.trim(), {cmd: "open", game: game.value, ...request});
        submit.disabled = false;
        error.textContent = why;
    }},
    h("label", {for: "host-name"}, t("Your name:")), name,
    h("label", {for: "host-game"}, t("Game:")), game,
    details, error, h("div", {class: "buttons"}, submit));
    return form;
}

/**
 * The seats, parameters, stand-in and house rule of a game, and the fields of `open` they make.
 * @param {GameEntry|null} entry  null: the server does not list its games
 * @param {RuleEntry[]} rules  the house rules for this game
 * @returns {{elements: HTMLElement[], setUp: () => object|null}}
 */
function gameDetails(entry, rules) {
    const bots = entry?.bots ?? [];
    const seats = seatList(entry?.min_players ?? 1, entry?.max_players ?? 8, bots);
    const params = parameterFields(entry?.params ?? []);
    const standIn = h("select", {id: "host-stand-in"},
        h("option", {value: ""}, t("None: a seat waits for its person")),
        ...bots.map((bot) => h("option", {value: bot}, t("The %1 bot plays for a person away", bot))));
    const rule = h("select", {id: "host-rule"},
        h("option", {value: ""}, t("None — the rules as printed")),
        ...rules.map((one) => h("option", {value: one.name, title: printable(one.description)}, printable(one.name))));
    const elements = [seats.element, params.element];
    if (bots.length > 0) elements.push(h("label", {for: "host-stand-in"}, t("Stand-in:")), standIn);
    if (rules.length > 0) elements.push(h("label", {for: "host-rule"}, t("House rule:")), rule);
    const setUp = () => {
        const changed = changedParameters(params.fields);
        if (changed === null) return null;
        /** @type {{[field: string]: any}} */
        const request = {seats: seats.value()};
        if (Object.keys(changed).length > 0) request.params = changed;
        if (standIn.value !== "") request.stand_in = {bot: standIn.value};
        if (rule.value !== "") request.rule = rule.value;
        return request;
    };
    return {elements: elements.flatMap((one) => (one === null ? [] : [one])), setUp};
}

/**
 * The table's seats: the host's own first, then each a person's or one of the bots'.
 * @param {number} least
 * @param {number} most
 * @param {string[]} bots
 * @returns {{element: HTMLElement, value: () => object[]}}
 */
function seatList(least, most, bots) {
    const list = h("ol", {class: "seats-form"});
    const add = h("button", {type: "button", class: "secondary"}, t("Add a seat"));
    const refresh = () => {
        const count = list.children.length;
        add.disabled = count >= most;
        for (const button of list.querySelectorAll("button")) button.disabled = count <= Math.max(least, 1);
    };
    const addSeat = (/** @type {boolean} */ yours) => {
        const index = list.children.length + 1;
        const kind = h("select", {"aria-label": t("Seat %1", index), disabled: yours},
            h("option", {value: ""}, yours ? t("You") : t("Person")),
            ...bots.map((bot) => h("option", {value: bot}, t("Bot: %1", bot))));
        const remove = yours ? null : h("button", {type: "button", class: "secondary", "aria-label": t("Remove this seat"),
            onclick: () => {
                item.remove();
                refresh();
            }}, "✕");
        const item = h("li", {}, kind, remove);
        list.append(item);
        refresh();
    };
    add.addEventListener("click", () => addSeat(false));
    addSeat(true);
    while (list.children.length < Math.max(least, 2) && list.children.length < most) addSeat(false);
    const value = () => [...list.querySelectorAll("select")].map((select, i) =>
        i === 0 ? {} : select.value === "" ? {} : {bot: select.value});
    return {element: h("fieldset", {}, h("legend", {}, t("Seats:")), list, add), value};
}

/**
 * Opens the table, takes the host's seat at it, keeps both tokens and goes to the table.
 * @param {Channel} channel
 * @param {SeatStore} store
 * @param {string} name
 * @param {object} open
 * @returns {Promise<string>}  why it failed, or "" (the page is leaving)
 */
async function openAndSit(channel, store, name, open) {
    if (name === "") return t("Write the name you play under at the table.");
    try {
        /** @type {any} */
        const request = open;
        request.seats[0] = {name};
        const opened = await channel.request(request);
        if (!opened.ok) return t("The server refuses the table: %1", printable(String(opened.error)));
        const joined = await channel.request({cmd: "join", code: opened.code, name, language: currentLanguage()});
        if (!joined.ok) return printable(String(joined.error));
        store.keep({code: opened.code, name, token: joined.token, hostToken: opened.host_token, game: request.game});
        location.assign(`/t/${opened.code}`);
        return "";
    } catch {
        return t("The server cannot be reached.");
    }
}
