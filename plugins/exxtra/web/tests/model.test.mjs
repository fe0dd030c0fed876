// What the board draws, from real views of a real game (game.mjs).
import assert from 'node:assert/strict';
import {test} from 'node:test';

import {
    announcement, choices, ladder, pawnMarks, placeText, shownRoll, takenText, trackText, turnLine,
    twoDigits,
} from '../model.js';

import {answers, english, legalAfter, table} from './game.mjs';

const names = ['Ann', 'Bea', 'Carl'];

test('a roll is said in two digits', () => {
    assert.equal(twoDigits(0), '00');
    assert.equal(twoDigits(7), '07');
    assert.equal(twoDigits(71), '71');
});

test('a pawn carries its first letter, or its seat number where two letters are alike', () => {
    assert.deepEqual(pawnMarks(names), ['A', 'B', 'C']);
    assert.deepEqual(pawnMarks(['Ann', 'alex', 'Bea']), ['1', '2', 'B']);
    assert.deepEqual(pawnMarks(['Émile', 'Ann']), ['É', 'A']);
});

test('the choices offered are the legal list: roll again, and the rings it names', () => {
    // Ann's 72 at turn 4: rings 4 and 5 hold Bea's and Carl's pairs.
    const offered = choices(legalAfter(22));
    assert.equal(offered.roll, true);
    assert.deepEqual([...offered.rings].sort(), [0, 1, 2, 3]);
    const none = choices([]);
    assert.equal(none.roll, false);
    assert.equal(none.rings.size, 0);
});

test('the ladder lists the pairs top ring first, with their owners', () => {
    const rings = ladder(table(22).state, names);
    assert.deepEqual(rings.map((r) => r.ring), [5, 4, 3, 2, 1, 0]);
    assert.deepEqual(rings[0].pairs, [{seat: 2, value: '64', name: 'Carl'}]);
    assert.deepEqual(rings[1].pairs, [{seat: 1, value: '72', name: 'Bea'}]);
    assert.deepEqual(rings[2].pairs, []);
});

test('a placement says whom it knocks off, from the view\'s knocks_off', () => {
    const state = table(22).state;
    assert.equal(
        placeText(state, 3, names, english),
        "72 on ring 3 (+3 next turn), knocks off Bea's 72 from ring 4 and Carl's 64 from ring 5");
    assert.equal(
        placeText(table(37).state, 5, names, english),
        '76 on ring 5 (+5 next turn), knocks off nobody');
    assert.equal(
        placeText(table(37).state, 0, names, english),
        "76 on ring 0 (no move next turn), knocks off Carl's 72 from ring 2");
    assert.equal(
        takenText(state, 4, names, english),
        "Ring 4 is taken by Bea's 72: rings 1 to 5 hold one pair each, ring 0 any number.");
    assert.equal(takenText(state, 2, names, english), '');
});

test('the dice shown are the roll waiting for a decision', () => {
    assert.deepEqual(
        shownRoll(table(142).state, table(142).event),
        {a: '4', b: '5', value: '54', invalid: false, rolls: 4});
    // A first roll with an X counts it as 0: the value is the view's, 10.
    assert.deepEqual(
        shownRoll(table(13).state, table(13).event),
        {a: 'X', b: '1', value: '10', invalid: false, rolls: 1});
});

test('an X after the first roll stays on the table, invalid, though the view has no roll', () => {
    const after = table(49);
    assert.equal(after.state.roll, null);
    assert.deepEqual(
        shownRoll(after.state, after.event),
        {a: '4', b: 'X', value: null, invalid: true, rolls: 0});
    // After a decision there is no roll to show.
    assert.equal(shownRoll(table(12).state, table(12).event), null);
    // A roll without an X never ends a turn: an event naming one shows nothing.
    assert.equal(shownRoll(table(12).state, {chance: '4 1'}), null);
});

test('the turn line says whose turn and which roll, and at the end who won', () => {
    assert.equal(turnLine(table(12).state, names, english), 'Turn 2 · Bea has the dice');
    assert.equal(turnLine(table(142).state, names, english), 'Turn 26 · Bea has the dice · roll 4');
    const end = answers.length - 1;
    assert.equal(table(end).state.terminal, true);
    assert.equal(
        turnLine(table(end).state, names, english), 'Game over after 30 turns — Carl wins!');
});

test('the track says where every pawn stands', () => {
    assert.equal(
        trackText(table(142).state, names, english),
        'Track from Start 0 to Goal 21: Ann on 15, Bea on 6, Carl on 11');
    assert.equal(
        trackText(table(0).state, names, english),
        'Track from Start 0 to Goal 21: Ann on Start, Bea on Start, Carl on Start');
    assert.match(trackText(table(answers.length - 1).state, names, english), /Carl on the Goal/);
});

/** The table as the board keeps it after answer `i`. @param {number} i */
const seen = (i) => ({state: table(i).state, event: table(i).event});

test('a screen reader is told each roll, and the turn when it passes', () => {
    assert.equal(announcement(null, seen(12), names, english), 'Turn 2 · Bea has the dice');
    assert.equal(
        announcement(seen(12), seen(13), names, english),
        'Die A shows X, die B shows 1. 10, first roll of this turn: an X counts 0.');
    // Rolling again says nothing until the dice fall.
    assert.equal(announcement(seen(13), seen(15), names, english), '');
    assert.equal(
        announcement(seen(15), seen(16), names, english),
        'Die A shows 7, die B shows 2. 72, roll 2 of this turn.');
    // An X after the first roll ends the turn at once.
    assert.equal(
        announcement(seen(48), seen(49), names, english),
        'Die A shows 4, die B shows X. invalid: an X after the first roll. Turn 11 · Bea has the dice');
    // The same table drawn again says nothing.
    assert.equal(announcement(seen(49), seen(49), names, english), '');
});

test('a screen reader is told the end', () => {
    const end = answers.length - 1;
    assert.match(
        announcement(seen(end - 1), seen(end), names, english),
        /Game over after 30 turns — Carl wins!$/);
});
