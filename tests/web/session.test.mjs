import assert from "node:assert/strict";
import {test} from "node:test";

import {SeatStore} from "../../web/js/seat_store.js";
import {TableSession} from "../../web/js/session.js";
import {FakeSocket, MemoryStorage, settle} from "./fake_socket.mjs";

const TOKEN = "a".repeat(32);
const table = {table: "K7QM-2XPA", game: "extra", seats: [{name: "Ann"}, {name: "Ben"}],
    events: 1, state: {to_move: [1]}};

/** A session at table K7QM-2XPA whose sockets, waits and front's news the test sees. */
function setUp({held = true} = {}) {
    const storage = new MemoryStorage();
    const store = new SeatStore(storage);
    if (held) store.keep({code: "K7QM-2XPA", name: "Ann", token: TOKEN, hostToken: "", game: "extra"});
    const sockets = [];
    const waits = [];
    const news = [];
    const front = new Proxy({}, {get: (_, name) => (...args) => news.push([name, ...args])});
    const session = new TableSession({
        connect: () => {
            const socket = new FakeSocket();
            sockets.push(socket);
            return socket;
        },
        store, code: "K7QM-2XPA", language: "de", front,
        later: (run, ms) => waits.push({run, ms}),
    });
    return {session, store, sockets, waits, news};
}

/** The names of the front's calls of a kind. */
const calls = (news, name) => news.filter(([called]) => called === name).map(([, ...args]) => args);

test("a seat held in the browser is taken back with its token, in the person's language", async () => {
    const {session, sockets} = setUp();
    session.start();
    sockets[0].open();
    assert.deepEqual(sockets[0].sent, [{cmd: "rejoin", token: TOKEN, language: "de"}]);
});

test("without a seat held the page asks for a name, then joins with it", async () => {
    const {session, sockets, news, store} = setUp({held: false});
    session.start();
    assert.deepEqual(calls(news, "needsSeat"), [[""]]);
    session.join("Ben");
    sockets[0].open();
    assert.deepEqual(sockets[0].sent, [{cmd: "join", code: "K7QM-2XPA", name: "Ben", language: "de"}]);
    sockets[0].receive({ok: true, seat: 1, token: "b".repeat(32), table});
    await settle();
    assert.equal(store.find("K7QM-2XPA")?.token, "b".repeat(32));
    assert.equal(store.find("K7QM-2XPA")?.name, "Ben");
});

test("a lost connection is tried again after the waits of the other clients, then given up", async () => {
    const {session, sockets, waits, news} = setUp();
    session.start();
    sockets[0].open();
    sockets[0].receive({ok: true, seat: 0, table: {...table, state: {to_move: []}}});
    await settle();
    for (let i = 0; i < 6; ++i) {
        sockets.at(-1).drop("");
        waits.at(-1).run();
    }
    sockets.at(-1).drop("");
    assert.deepEqual(waits.map((wait) => wait.ms), [1000, 2000, 4000, 8000, 8000, 8000]);
    assert.equal(sockets.length, 7);
    const states = calls(news, "connection").map(([state]) => state.kind);
    assert.deepEqual(states, ["lost", "lost", "lost", "lost", "lost", "lost", "unreachable"]);
});

test("a seat taken back after a lost connection says so and counts its tries anew", async () => {
    const {session, sockets, waits, news} = setUp();
    session.start();
    sockets[0].open();
    sockets[0].receive({ok: true, seat: 0, table: {...table, state: {to_move: []}}});
    await settle();
    sockets[0].drop("");
    waits[0].run();
    sockets[1].open();
    assert.deepEqual(sockets[1].sent, [{cmd: "rejoin", token: TOKEN, language: "de"}]);
    sockets[1].receive({ok: true, seat: 0, table: {...table, state: {to_move: []}}});
    await settle();
    assert.deepEqual(calls(news, "connection").map(([state]) => state.kind), ["lost", "back"]);
    sockets[1].drop("");
    assert.equal(waits[1].ms, 1000);
});

test("a seat a newer connection took is not taken back by itself", async () => {
    const {session, sockets, waits, news} = setUp();
    session.start();
    sockets[0].open();
    sockets[0].receive({ok: true, seat: 0, table: {...table, state: {to_move: []}}});
    await settle();
    sockets[0].receive({push: "unseated", table: "K7QM-2XPA", seat: 0, why: "this seat was taken by a newer connection"});
    sockets[0].drop("");
    assert.deepEqual(waits, []);
    assert.equal(sockets.length, 1);
    assert.deepEqual(calls(news, "connection"),
        [[{kind: "unseated", why: "this seat was taken by a newer connection"}]]);
});

test("a token the server no longer has is forgotten, and a seat asked for under the name it was held under", async () => {
    const {session, sockets, news, store} = setUp();
    session.start();
    sockets[0].open();
    sockets[0].receive({ok: false, error: "no seat has that token"});
    await settle();
    assert.equal(store.find("K7QM-2XPA"), null);
    assert.deepEqual(sockets[0].sent.at(-1), {cmd: "join", code: "K7QM-2XPA", name: "Ann", language: "de"});
    sockets[0].receive({ok: false, error: "no table has the code K7QM-2XPA"});
    await settle();
    assert.deepEqual(calls(news, "needsSeat"), [["no table has the code K7QM-2XPA"]]);
});

test("the seat's legal choices are asked for when its decision is due", async () => {
    const {session, sockets, news} = setUp();
    session.start();
    sockets[0].open();
    sockets[0].receive({ok: true, seat: 1, table});
    await settle();
    assert.deepEqual(sockets[0].sent.slice(1), [{cmd: "log"}]);
    sockets[0].receive({ok: true, log: [{chance: "1 2 2 3 5"}]});
    await settle();
    assert.deepEqual(sockets[0].sent.at(-1), {cmd: "legal"});
    sockets[0].receive({ok: true, seat: 1, actions: ["2+2 1+5 x3@1"]});
    await settle();
    assert.deepEqual(calls(news, "asked").at(-1), [["2+2 1+5 x3@1"]]);
});

test("a pushed event joins the log with its sentence, and a revealed one replaces what was held", async () => {
    const {session, sockets, news} = setUp();
    session.start();
    sockets[0].open();
    sockets[0].receive({ok: true, seat: 0, table: {...table, events: 2, state: {to_move: []}}});
    await settle();
    sockets[0].receive({ok: true, log: [{chance: "1 2 2 3 5"}, {seat: 1}]});
    await settle();
    sockets[0].receive({push: true, ...table, events: 3, state: {to_move: []},
        sentence: "Ann chose.", event: {seat: 0, action: "2+2 1+5 x3@1",
            revealed: [{seat: 1, action: "1+2 2+5 x3@1", index: 1}]}});
    await settle();
    assert.deepEqual(calls(news, "logChanged").at(-1)[0], [
        {chance: "1 2 2 3 5"},
        {seat: 1, action: "1+2 2+5 x3@1", sentence: undefined},
        {seat: 0, action: "2+2 1+5 x3@1", sentence: "Ann chose."},
    ]);
});

test("a push that changes only who sits where does not ask for the legal choices again", async () => {
    const {session, sockets} = setUp();
    session.start();
    sockets[0].open();
    sockets[0].receive({ok: true, seat: 1, table});
    await settle();
    sockets[0].receive({ok: true, log: [{chance: "1 2 2 3 5"}]});
    await settle();
    sockets[0].receive({ok: true, seat: 1, actions: ["2+2 1+5 x3@1"]});
    await settle();
    sockets[0].receive({push: true, ...table, seats: [{name: "Ann", away: true}, {name: "Ben"}]});
    await settle();
    const legal = sockets[0].sent.filter((request) => request.cmd === "legal");
    assert.equal(legal.length, 1);
});
