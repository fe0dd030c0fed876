// What EXTRA!'s board reads from a seat's view (sheet_model.js), on views of real games
// (data/): the sheets as the server sent them, and what each seat is doing, never what
// another seat chose.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

import {
    announcement, describeSheet, heading, result, seatStatus, sheetModel, signed,
} from '../sheet_model.js';

/** @param {string} name */
function view(name) {
    return JSON.parse(readFileSync(new URL(`data/${name}.json`, import.meta.url), 'utf8')).state;
}
const english = (/** @type {string} */ text) => text;
const names = ['Ann', 'planner', 'greedy'];

test("a seat's sheet is the view's: its rows, crosses, scores, columns and total", () => {
    const state = view('over-seat0');
    for (let seat = 0; seat < state.players; ++seat) {
        const sheet = sheetModel(state, seat);
        const seen = state.seats[seat];
        assert.deepEqual(sheet.rows.map((r) => r.sum), [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
        assert.deepEqual(sheet.rows.map((r) => r.zone), state.params.zone_boxes);
        assert.deepEqual(sheet.rows.map((r) => r.points), state.params.row_points);
        for (const row of sheet.rows) {
            assert.equal(row.crosses, seen.rows[String(row.sum)]);
            assert.equal(row.score, row.crosses > 0 ? seen.row_scores[String(row.sum)] : null);
            assert.deepEqual(row.multipliers, [1, 2, 3, 5, 7]);
        }
        assert.deepEqual(sheet.columns, seen.extra);
        assert.equal(sheet.total, state.scores[seat]);
        assert.equal(sheet.done, seen.done);
    }
});

test('another seat that has chosen is shown as having chosen, and nothing else', () => {
    const state = view('round1-seat0');
    assert.equal(seatStatus(state, 0, english), 'choosing');
    assert.equal(seatStatus(state, 1, english), 'has chosen');
    assert.equal(seatStatus(state, 2, english), 'choosing');
    const onlooker = view('round1-onlooker');
    assert.ok(onlooker.seats.every((/** @type {any} */ s) => s.chosen === null || s.chosen === 'hidden'));
    assert.equal(seatStatus(onlooker, 1, english), 'has chosen');
});

test("the viewer's own choice is shown in notation while the others choose", () => {
    const state = view('chosen-seat0');
    assert.equal(seatStatus(state, 0, english), 'chose 3+3 3+4 x2@1');
    assert.equal(heading(state, 0, false, names, english), 'Round 1 — waiting for greedy');
});

test('the heading says whose choice is asked for, and the end', () => {
    assert.equal(heading(view('round1-seat0'), 0, true, names, english), 'Round 1 — Ann, assign the dice');
    assert.equal(
        heading(view('round1-onlooker'), null, false, names, english),
        'Round 1 — waiting for Ann and greedy',
    );
    const over = view('over-seat0');
    assert.equal(heading(over, 0, false, names, english), 'Game over after round 17');
    const best = over.winners[0];
    assert.equal(result(over, names, english), `${names[best]} wins with ${signed(over.scores[best])}.`);
    assert.equal(seatStatus(over, best, english), 'winner');
});

test('the sheet is told in words for screen readers', () => {
    const state = view('over-seat0');
    const words = describeSheet(sheetModel(state, 0), english);
    const seen = state.seats[0];
    for (const [sum, crosses] of Object.entries(seen.rows)) {
        if (crosses > 0) assert.match(words, new RegExp(`row ${sum}: ${crosses} of \\d+ boxes`));
    }
    assert.match(words, new RegExp(`total ${signed(seen.score)}\\.$`));
    assert.match(words, /EXTRA column 1: the \d, \d+ of 10 boxes/);
    assert.match(describeSheet(sheetModel(view('round1-seat0'), 0), english), /no row crossed yet/);
});

test('numbers are signed as the sheet prints them', () => {
    assert.deepEqual([signed(20), signed(-200), signed(0)], ['+20', '−200', '0']);
});

test('the roll and the turn are said together, once, and the end once', () => {
    const round1 = view('round1-seat0');
    const first = announcement(round1, 0, names, english, null);
    assert.equal(first.text,
        'Round 1: the dice show 2 3 3 3 4. Your turn: make two pairs and the 5th die.');
    // The same view again (the legal list come in after it): nothing new to say.
    assert.equal(announcement(round1, 0, names, english, first.said).text, '');
    // Chosen: the turn is over, the roll was said.
    const chosen = announcement(view('chosen-seat0'), 0, names, english, first.said);
    assert.equal(chosen.text, '');
    // An onlooker hears the roll and no turn.
    assert.equal(announcement(view('round1-onlooker'), null, names, english, null).text,
        'Round 1: the dice show 2 3 3 3 4.');
    const over = view('over-seat0');
    const end = announcement(over, 0, names, english, chosen.said);
    assert.equal(end.text, result(over, names, english));
    assert.equal(announcement(over, 0, names, english, end.said).text, '');
});
