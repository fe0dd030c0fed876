import assert from "node:assert/strict";
import {test} from "node:test";

import {eventText} from "../../web/js/log_view.js";
import {readValue, wholeNumbers, writtenValue} from "../../web/js/parameters.js";
import {seatNames, seatState} from "../../web/js/seats_view.js";

const table = {
    table: "K7QM-2XPA", game: "extra", you: 1,
    seats: [
        {name: "Ann"},
        {name: "Ben"},
        {name: "planner", bot: "planner"},
        {name: "Cleo", away: true},
        {name: "Dana", away: true, stand_in: "greedy"},
        {name: null, kept_for: "Eve"},
        {name: null},
    ],
    state: {to_move: [0, 1]},
};

test("each seat says, in the app's words, who is there and what they do", () => {
    assert.deepEqual(table.seats.map((_, seat) => seatState(table, seat)), [
        " — thinking…",
        " (you) — thinking…",
        " (bot)",
        " — connection lost",
        " — away; the greedy bot plays for them",
        " — not here yet",
        " — not here yet",
    ]);
});

test("a free seat is named for whom it is kept, else by its number", () => {
    assert.deepEqual(seatNames(table), ["Ann", "Ben", "planner", "Cleo", "Dana", "Eve", "seat 7"]);
});

test("a name that would turn the text's direction is shown with the mark replaced", () => {
    assert.deepEqual(seatNames({...table, seats: [{name: "Ann\u202Emoc.evil"}]}), ["Ann\uFFFDmoc.evil"]);
});

test("the log says the server's sentence, else the event in notation", () => {
    const names = ["Ann", "Ben"];
    assert.equal(eventText({seat: 0, action: "2+2 1+5 x3@1", sentence: "Ann enters 4 and 6."}, names), "Ann enters 4 and 6.");
    assert.equal(eventText({chance: "1 2 2 3 5"}, names), "Rolled: 1 2 2 3 5");
    assert.equal(eventText({seat: 1, action: "2+2 1+5 x3@1"}, names), "Ben: 2+2 1+5 x3@1");
    assert.equal(eventText({seat: 1}, names), "Ben has chosen.");
    // A game without sentences of its own is told in its notation: whose it is is said here.
    assert.equal(eventText({seat: 0, action: "roll", sentence: "roll"}, names), "Ann: roll");
    assert.equal(eventText({chance: "5", sentence: "5"}, names), "Rolled: 5");
});

test("a parameter is written and read in the type of its default", () => {
    assert.equal(writtenValue([3, 3, 4]), "3 3 4");
    assert.deepEqual(readValue([3, 3, 4], "3, 4  5", true), [3, 4, 5]);
    assert.equal(readValue([3], "3 x", true), undefined);
    assert.equal(readValue(-200, "-150", true), -150);
    assert.equal(readValue(-200, "1.5", true), undefined);
    assert.equal(readValue(-200, " ", true), undefined);
    // Strike's chances are numbers, not whole ones.
    assert.equal(readValue(0.25, "0.3", false), 0.3);
    assert.equal(readValue(0.25, "x", false), undefined);
    assert.equal(wholeNumbers({name: "soft_p_hit", default: 0.25, type: "a number"}), false);
    assert.equal(wholeNumbers({name: "dice_each", default: [9, 8, 7, 6], type: "a list of integers"}), true);
    assert.equal(wholeNumbers({name: "penalty", default: -200}), true);
});
