// A browser's place at a table, as every client of dicebox plays it (net/seat_client.hpp):
// the seat taken with `join` or taken back with `rejoin` and the token kept for the table,
// or a look on with `watch`; the table as the pushes change it, with the game's events as
// this seat may know them; the seat's legal choices asked for when its decision is due; a
// lost connection taken back by itself after the same waits as the other clients'; and a
// seat taken by a newer connection left to it.

import {waitBefore, TRIES} from "./backoff.js";
import {Channel, LostError} from "./protocol.js";

/** @typedef {import("./protocol.js").SocketLike} SocketLike */
/** @typedef {import("./protocol.js").Answer} Answer */
/** @typedef {import("./seat_store.js").SeatStore} SeatStore */

/**
 * A seat as the table shows it.
 * @typedef {{name: string|null, bot?: string, kept_for?: string, away?: boolean,
 *            stand_in?: string, options?: object}} TableSeat
 */
/**
 * The table as this connection may see it (docs/protocol.md, "The table").
 * @typedef {{table: string, game: string, params?: object, you?: number,
 *            seats: TableSeat[], seed_hash?: string, events?: number, state?: any,
 *            event?: any, seed?: string, log?: any[], sentence?: string,
 *            house_rule?: {name: string, sha256: string}}} Table
 */
/**
 * One event of the log as this seat knows it, with its sentence when the server sent one.
 * @typedef {{seat?: number, action?: string, chance?: string, held?: boolean,
 *            sentence?: string}} Told
 */
/**
 * What the page draws: every call comes from the session.
 * @typedef {{
 *   seated(): void,
 *   needsSeat(why: string): void,
 *   tableChanged(table: Table): void,
 *   logChanged(log: Told[]): void,
 *   asked(legal: string[]): void,
 *   decisionRefused(why: string): void,
 *   handRefused(why: string): void,
 *   connection(state: {kind: "lost", why: string, attempt: number}
 *                   | {kind: "back"}
 *                   | {kind: "unreachable", why: string}
 *                   | {kind: "not given back", why: string}
 *                   | {kind: "unseated", why: string}): void,
 *   ended(table: Table): void
 * }} SessionFront
 */

export class TableSession {
    /**
     * @param {{
     *   connect: () => SocketLike,
     *   store: SeatStore,
     *   code: string,
     *   language: string,
     *   front: SessionFront,
     *   later?: (run: () => void, ms: number) => void
     * }} options
     */
    constructor(options) {
        this.connectSocket = options.connect;
        this.store = options.store;
        this.code = options.code;
        this.language = options.language;
        this.front = options.front;
        this.later = options.later ?? ((run, ms) => void setTimeout(run, ms));
        /** @type {Channel|null} */
        this.channel = null;
        /** @type {{name?: string, watch?: boolean}} */
        this.asking = {};
        this.token = "";
        this.hostToken = "";
        /** @type {number|null} */
        this.you = null;
        this.watching = false;
        /** @type {Table|null} */
        this.table = null;
        /** @type {Told[]} */
        this.log = [];
        this.tries = 0;
        this.done = false;
        this.acting = false;
        this.legalAsked = 0;
        /** The event count of the table whose legal choices were asked for last (-1: none). */
        this.legalFor = -1;
        this.catchingUp = false;
        /** The house rule's text, as the answer that seated this page gave it ("" without one). */
        this.ruleScript = "";
        /** When this page saw the game begin (Unix ms; 0 before). */
        this.beganAt = 0;
    }

    /** Takes the seat held at the table, or says that a seat is needed. */
    start() {
        const held = this.store.find(this.code);
        if (held === null) return this.front.needsSeat("");
        this.token = held.token;
        this.hostToken = held.hostToken;
        this.asking = {name: held.name};
        this.connect();
    }

    /** @param {string} name  the name to take a seat under */
    join(name) {
        this.asking = {name};
        this.connect();
    }

    /** Looks on from no seat. */
    watch() {
        this.asking = {watch: true};
        this.connect();
    }

    /** Tries again after every try failed, or takes back a seat a newer connection took. */
    retry() {
        this.done = false;
        this.tries = 0;
        this.connect();
    }

    get seated() {
        return this.you !== null;
    }

    get over() {
        return this.table?.seed !== undefined;
    }

    connect() {
        this.channel?.close();
        /** @type {Channel} */
        const channel = new Channel(this.connectSocket(), {
            opened: () => this.connected(channel),
            pushed: (push) => this.pushed(push),
            lost: (why) => this.lost(why),
        });
        this.channel = channel;
    }

    /**
     * @param {Channel} channel
     * @returns {Promise<void>}
     */
    async connected(channel) {
        const language = this.language;
        /** @type {object} */
        let request;
        if (this.token !== "") request = {cmd: "rejoin", token: this.token, language};
        else if (this.asking.watch || this.watching) request = {cmd: "watch", code: this.code, language};
        else request = {cmd: "join", code: this.code, name: this.asking.name ?? "", language};
        const answer = await this.ask(channel, request);
        if (answer === null) return;
        if (!answer.ok) return this.refused(channel, String(answer.error ?? ""));
        this.sit(answer);
    }

    /**
     * @param {Channel} channel
     * @param {string} why
     * @returns {void}
     */
    refused(channel, why) {
        if (this.token === "") return this.front.needsSeat(why);
        // The seat held is no more (the game over, the seat handed on).
        this.store.forget(this.code);
        this.token = "";
        this.hostToken = "";
        if (this.seated) {
            this.done = true;
            return this.front.connection({kind: "not given back", why});
        }
        // A page opened again: a seat is asked for with the name it was held under, as
        // the other clients do.
        if (this.asking.name !== undefined) return void this.connected(channel);
        this.front.needsSeat(why);
    }

    /** @param {Answer} answer */
    sit(answer) {
        const wasLost = this.tries > 0;
        this.tries = 0;
        this.watching = answer.seat === undefined;
        this.you = this.watching ? null : answer.seat;
        if (typeof answer.token === "string") this.token = answer.token;
        if (typeof answer.rule_script === "string") this.ruleScript = answer.rule_script;
        this.table = answer.table;
        if (!this.watching && this.table !== null) {
            const name = this.table.seats[answer.seat]?.name ?? this.asking.name ?? "";
            this.store.keep({code: this.code, name, token: this.token, hostToken: this.hostToken,
                game: this.table.game});
        }
        this.front.seated();
        if (wasLost) this.front.connection({kind: "back"});
        // The events so far are read first, so that the log is whole when a choice is asked.
        if (this.begun) this.catchUp();
        else this.changed();
    }

    get begun() {
        return this.table?.state !== undefined;
    }

    /** @param {import("./protocol.js").Push} push */
    pushed(push) {
        if (this.done) return;
        if (push.push === "unseated") {
            // A newer connection took the seat: it is theirs, and this page does not take it back.
            this.done = true;
            this.channel?.close();
            return this.front.connection({kind: "unseated", why: String(push.why ?? "")});
        }
        const {push: _, ...rest} = push;
        const table = /** @type {Table} */ (/** @type {unknown} */ (rest));
        this.table = table;
        if (table.event !== undefined && !this.catchingUp) this.follow(table);
        this.changed();
    }

    /** @param {Table} table  a push with the event it tells */
    follow(table) {
        const index = (table.events ?? 0) - 1;
        if (index !== this.log.length) return this.catchUp();
        for (const decision of table.event.revealed ?? []) {
            this.log[decision.index] = {seat: decision.seat, action: decision.action,
                sentence: decision.sentence};
        }
        const {revealed: _, ...event} = table.event;
        this.log.push({...event, sentence: table.sentence ?? event.sentence});
        this.front.logChanged(this.log);
    }

    async catchUp() {
        if (this.catchingUp || this.channel === null) return;
        this.catchingUp = true;
        const answer = await this.ask(this.channel, {cmd: "log"});
        this.catchingUp = false;
        if (answer === null) return;
        if (answer.ok) {
            this.log = answer.log;
            this.front.logChanged(this.log);
        }
        this.changed();
    }

    changed() {
        if (this.table === null) return;
        if (this.beganAt === 0 && this.begun) this.beganAt = Date.now();
        this.front.tableChanged(this.table);
        if (this.over) {
            this.store.forget(this.code);
            this.done = true;
            this.front.asked([]);
            return this.front.ended(this.table);
        }
        this.askIfDue();
    }

    /** Whether `seat`'s decision is due in the game as it stands. */
    toMove(/** @type {number|null} */ seat) {
        const toMove = this.table?.state?.to_move;
        return seat !== null && Array.isArray(toMove) && toMove.includes(seat);
    }

    async askIfDue() {
        const events = this.table?.events ?? 0;
        if (!this.toMove(this.you) || this.channel === null) {
            this.legalFor = -1;
            ++this.legalAsked;
            return this.front.asked([]);
        }
        // A push that changed only who sits where leaves the choices as they were.
        if (this.legalFor === events) return;
        this.legalFor = events;
        const asked = ++this.legalAsked;
        const answer = await this.ask(this.channel, {cmd: "legal"});
        // Only the newest question counts: the table may have changed since.
        if (answer === null || asked !== this.legalAsked) return;
        this.front.asked(answer.ok ? answer.actions : []);
    }

    /** @param {string} action  the seat's decision, in notation */
    async choose(action) {
        if (this.acting || this.done || this.channel === null || !this.toMove(this.you)) return;
        this.acting = true;
        const answer = await this.ask(this.channel, {cmd: "act", action});
        this.acting = false;
        if (answer !== null && !answer.ok) this.front.decisionRefused(String(answer.error ?? ""));
    }

    /**
     * The host's word for a seat whose person is away: handed to `bot`, or freed.
     * @param {number} seat
     * @param {string|null} bot
     */
    async hand(seat, bot) {
        if (this.hostToken === "" || this.channel === null) return;
        /** @type {{cmd: string, host_token: string, seat: number, bot?: string}} */
        const request = {cmd: "hand", host_token: this.hostToken, seat};
        if (bot !== null) request.bot = bot;
        const answer = await this.ask(this.channel, request);
        if (answer !== null && !answer.ok) this.front.handRefused(String(answer.error ?? ""));
    }

    /**
     * The games the server has, as its `games` lists them; none when it does not say.
     * @returns {Promise<any[]>}
     */
    async games() {
        if (this.channel === null) return [];
        const answer = await this.ask(this.channel, {cmd: "games"});
        return answer !== null && answer.ok && Array.isArray(answer.games) ? answer.games : [];
    }

    /**
     * The answer to `request`, or null when the connection is lost first.
     * @param {Channel} channel
     * @param {object} request
     * @returns {Promise<Answer|null>}
     */
    async ask(channel, request) {
        try {
            return await channel.request(request);
        } catch (error) {
            if (error instanceof LostError) return null;
            throw error;
        }
    }

    /** @param {string} why */
    lost(why) {
        this.channel = null;
        this.legalFor = -1;
        this.acting = false;
        this.catchingUp = false;
        if (this.done) return;
        if (!this.seated && !this.watching) return this.front.connection({kind: "unreachable", why});
        if (this.tries >= TRIES) {
            this.done = true;
            return this.front.connection({kind: "unreachable", why});
        }
        this.tries += 1;
        this.front.connection({kind: "lost", why, attempt: this.tries});
        this.later(() => this.connect(), waitBefore(this.tries - 1));
    }
}
