// The web board kit's words (web/js/board_kit/words.js), which every game's web board
// says its texts with: filled in as the app's tr().arg() fills them, and the seats named.
import assert from 'node:assert/strict';
import {test} from 'node:test';

import {fill, say, seatNames} from '../../web/js/board_kit/words.js';

const english = (/** @type {string} */ text) => text;

test('a text is filled in as the app fills it, in any order, a place used twice', () => {
    assert.equal(fill('Turn %1 · %2 has the dice', 3, 'Ann'), 'Turn 3 · Ann has the dice');
    assert.equal(fill('%2 von %1', 'Ann', '72'), '72 von Ann');
    assert.equal(fill('= %1, row %1', 7), '= 7, row 7');
    assert.equal(fill('%1 and %3', 'a'), 'a and %3');
});

test("a text is said in the person's words, then filled in", () => {
    const german = (/** @type {string} */ text) => ({'= %1, row %1': '= %1, Reihe %1'})[text] ?? text;
    assert.equal(say(german, '= %1, row %1', 7), '= 7, Reihe 7');
    assert.equal(say(english, 'Round %1 — waiting for %2', 3, 'Ben'), 'Round 3 — waiting for Ben');
});

test('a seat nobody has taken is named by its number', () => {
    assert.deepEqual(seatNames(['Ann', null], 3, english), ['Ann', 'Seat 2', 'Seat 3']);
    assert.deepEqual(seatNames(['Ann'], 2, english), ['Ann', 'Seat 2']);
});
