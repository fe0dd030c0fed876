// The page of a table, `/t/CODE`: the seat taken (or taken back, or a look on), who sits
// there, the board, the log, the link to share, and what the connection is doing.

import {TRIES} from "./backoff.js";
import {loadBoard} from "./board_host.js";
import {diceBox} from "./dice_box.js";
import {announce, h, printable} from "./dom.js";
import {currentLanguage, t} from "./i18n.js";
import {JOIN_AS} from "./lobby.js";
import {drawLog} from "./log_view.js";
import {TurnSignal} from "./notify.js";
import {drawSeats, seatNames} from "./seats_view.js";
import {TableSession} from "./session.js";
import {shareBox} from "./share.js";
import {connectToServer} from "./socket.js";

/** @typedef {import("./seat_store.js").SeatStore} SeatStore */
/** @typedef {import("./session.js").Table} Table */
/** @typedef {import("./board_host.js").Board} Board */

/**
 * @param {HTMLElement} main
 * @param {SeatStore} store
 * @param {string} code  as the server writes it
 */
export function showTable(main, store, code) {
    const page = new TablePage(main, store, code);
    const joinAs = takeJoinName();
    if (location.hash === "#watch") page.session.watch();
    else if (store.find(code) === null && joinAs !== "") page.session.join(joinAs);
    else page.session.start();
}

/** The name the lobby's form gave to join under, once. */
function takeJoinName() {
    try {
        const name = sessionStorage.getItem(JOIN_AS) ?? "";
        sessionStorage.removeItem(JOIN_AS);
        return name;
    } catch {
        return "";
    }
}

class TablePage {
    /**
     * @param {HTMLElement} main
     * @param {SeatStore} store
     * @param {string} code
     */
    constructor(main, store, code) {
        this.code = code;
        this.heading = h("h1", {}, t("Table %1", code));
        this.status = h("p", {class: "status", role: "status"});
        this.outcome = h("p", {class: "over", hidden: true});
        this.joinPanel = h("section", {class: "join", hidden: true});
        this.seats = h("ul", {class: "seats", "aria-label": t("Seats:")});
        this.boardRoot = h("div", {class: "board"});
        this.refusal = h("p", {class: "error", role: "alert"});
        this.extras = h("div", {class: "extras stack"});
        // Focusable: a list that scrolls must be reachable from the keyboard.
        this.log = /** @type {HTMLOListElement} */ (h("ol", {class: "log", tabindex: 0, "aria-labelledby": "log-heading"}));
        this.signal = new TurnSignal();
        this.signal.setTitle(t("Table %1", code) + " · dicebox");
        /** @type {string[]} the seats' names, one array the board keeps */
        this.names = [];
        /** @type {string[]} */
        this.legal = [];
        /** @type {Board|null} */
        this.board = null;
        /** @type {any[]} */
        this.gameList = [];
        this.gameName = "";
        this.hosting = (store.find(code)?.hostToken ?? "") !== "";
        // Shown once there is a table to show (not while a name is asked for).
        this.columns = h("div", {class: "table-columns", hidden: true},
            h("section", {class: "seats-area", "aria-label": t("Seats:")}, this.seats),
            h("div", {class: "board-area"}, this.refusal, this.boardRoot),
            h("div", {class: "side-area"}, this.extras,
                h("section", {"aria-labelledby": "log-heading"}, h("h2", {id: "log-heading"}, t("Game log")), this.log),
                h("p", {}, h("a", {href: "/"}, t("All your tables")))));
        main.replaceChildren(this.heading, this.status, this.outcome, this.joinPanel, this.columns);
        this.session = new TableSession({connect: connectToServer, store, code, language: currentLanguage(), front: this});
    }

    /** @param {string} why */
    needsSeat(why) {
        const name = h("input", {id: "seat-name", required: true, maxlength: 32, autocomplete: "nickname"});
        const form = h("form", {class: "stack", onsubmit: (/** @type {Event} */ event) => {
            event.preventDefault();
            if (name.value.trim() !== "") this.session.join(name.value.trim());
        }}, h("label", {for: "seat-name"}, t("Your name:")), name,
        why === "" ? null : h("p", {class: "error", role: "alert"}, printable(why)),
        h("div", {class: "buttons"}, h("button", {type: "submit"}, t("Join")),
            h("button", {type: "button", class: "secondary", onclick: () => this.session.watch()}, t("Watch"))));
        this.joinPanel.replaceChildren(h("h2", {}, t("Take a seat at table %1", this.code)), form);
        this.joinPanel.hidden = false;
        name.focus();
    }

    async seated() {
        this.joinPanel.hidden = true;
        this.joinPanel.replaceChildren();
        this.status.textContent = "";
        if (this.board !== null || this.session.table === null) return;
        const game = this.session.table.game;
        const ctx = {seat: this.session.you, t, announce, names: this.names,
            choose: (/** @type {string} */ action) => {
                this.refusal.textContent = "";
                this.session.choose(action);
            }};
        this.board = await loadBoard(game, this.boardRoot, ctx);
        this.gameList = await this.session.games();
        this.gameName = printable(this.gameList.find((entry) => entry.id === game)?.name ?? game);
        this.drawExtras();
        if (this.session.table !== null) this.tableChanged(this.session.table);
    }

    drawExtras() {
        const table = this.session.table;
        if (table === null) return;
        this.extras.replaceChildren();
        if (table.seed === undefined) this.extras.append(shareBox(this.code, this.gameName));
        else this.extras.append(diceBox(table, this.session.ruleScript, this.session.beganAt));
        if (this.session.seated) this.extras.append(this.signal.askButton() ?? "");
    }

    /** @param {Table} table */
    tableChanged(table) {
        this.columns.hidden = false;
        this.names.splice(0, this.names.length, ...seatNames(table));
        const title = `${this.gameName || table.game} · ${table.table}`;
        this.heading.textContent = title;
        this.signal.setTitle(`${title} · dicebox`);
        const bots = this.gameList.find((entry) => entry.id === table.game)?.bots ?? [];
        drawSeats(this.seats, table, {bots, host: this.hosting, hand: (seat, bot) => this.session.hand(seat, bot)});
        // The choices asked for an earlier event are no longer offered: the new ones follow.
        this.board?.update(table, this.session.legalFor === table.events ? this.legal : []);
    }

    /** @param {import("./session.js").Told[]} log */
    logChanged(log) {
        drawLog(this.log, log, this.names);
        const last = this.log.lastElementChild?.textContent;
        if (last) announce(last);
    }

    /** @param {string[]} legal */
    asked(legal) {
        const began = legal.length > 0 && this.legal.length === 0;
        this.legal = legal;
        this.signal.decision(legal.length > 0);
        if (began) announce(t("Your turn"));
        if (this.session.table !== null) this.board?.update(this.session.table, legal);
    }

    /** @param {string} why */
    decisionRefused(why) {
        this.refusal.textContent = printable(why);
    }

    /** @param {string} why */
    handRefused(why) {
        this.refusal.textContent = t("The server does not hand the seat on: %1", printable(why));
    }

    /** @param {Parameters<import("./session.js").SessionFront["connection"]>[0]} state */
    connection(state) {
        this.status.replaceChildren();
        if (state.kind === "back") return announce(t("Your seat is yours again."));
        if (state.kind === "lost") {
            this.status.textContent = t("The connection is lost (%1): taking your seat back, try %2 of %3…",
                printable(state.why), state.attempt, TRIES);
            return;
        }
        const words = {
            "unreachable": t("The server cannot be reached: %1", printable(state.why)),
            "not given back": t("The server does not give the seat back: %1", printable(state.why)),
            "unseated": t("Your seat is played from another window or device now (%1).", printable(state.why)),
        }[state.kind];
        const again = state.kind === "unseated" ? t("Take the seat back here") : t("Try again");
        this.status.append(words);
        if (state.kind !== "not given back") {
            this.status.append(" ", h("button", {type: "button", onclick: () => this.session.retry()}, again));
        }
    }

    /** @param {Table} table */
    ended(table) {
        this.drawExtras();
        const winners = /** @type {number[]} */ (table.state?.winners ?? []);
        const text = winners.length === 0
            ? t("The game is over.")
            : t("The game is over. Won by %1.", winners.map((seat) => this.names[seat]).join(", "));
        this.outcome.textContent = text;
        this.outcome.hidden = false;
        announce(text);
    }
}
