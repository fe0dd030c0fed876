// The choice built on EXTRA!'s board: the notation a selection of dice makes, and which
// selections the server's legal list allows (choice.js), on views of real games (data/).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

import {
    FIFTH, complete, emptySelection, faceAt, fits, fitting, newColumnOf, offeredDice, pairSums,
    parseChoice, parseChoices, place, previewOf, selectionOf, takeBack, takeBackLast,
} from '../choice.js';

/** @param {string} name */
function game(name) {
    const data = JSON.parse(readFileSync(new URL(`data/${name}.json`, import.meta.url), 'utf8'));
    return { state: data.state, legal: parseChoices(data.legal) };
}

/** The dice of `roll` at these indices, placed one after the other. */
function tapped(roll, dice) {
    return dice.reduce((sel, die) => place(sel, die), emptySelection(roll));
}

test('a choice in notation is read into its pairs, its 5th die and how it is entered', () => {
    assert.deepEqual(parseChoice('2+2 1+5 x3@1'), {
        pairs: [[2, 2], [1, 5]], fifth: 3, entry: 'x@1', text: '2+2 1+5 x3@1',
    });
    assert.equal(parseChoice('4+6 6+6 -1').entry, '-');
    assert.equal(parseChoice('1+1 1+4 x2').entry, 'x');
    assert.equal(newColumnOf(parseChoice('2+2 1+5 x3@2')), 2);
    assert.equal(newColumnOf(parseChoice('1+1 1+4 x2')), 0);
});

test('text that is no choice is read as none', () => {
    for (const text of ['', 'roll', '2+2 1+5', '2+2 1+5 y3', '22 15 x3', 'place 3']) {
        assert.equal(parseChoice(text), null, text);
    }
});

test('every legal choice of a real game is read', () => {
    for (const name of ['round1-seat0', 'free-ride-seat0', 'forced-seat0']) {
        assert.equal(game(name).legal.length, JSON.parse(readFileSync(new URL(`data/${name}.json`, import.meta.url), 'utf8')).legal.length, name);
    }
});

test('the dice tapped fill pair 1, pair 2, then the 5th die, and make the legal choices', () => {
    const { state, legal } = game('round1-seat0'); // roll 2 3 3 3 4
    const sel = tapped(state.roll, [1, 2, 3, 4, 0]); // 3+3, 3+4, then the 2
    assert.ok(complete(sel));
    assert.deepEqual(pairSums(sel), [6, 7]);
    assert.equal(faceAt(sel, FIFTH), 2);
    assert.deepEqual(
        fitting(sel, legal).map((c) => c.text),
        ['3+3 3+4 x2@1', '3+3 3+4 x2@2', '3+3 3+4 x2@3'],
    );
});

test('the pairs, and the dice of a pair, may be laid out in either order', () => {
    const { state, legal } = game('round1-seat0');
    const sel = tapped(state.roll, [4, 3, 2, 1, 0]); // 4+3 first, then 3+3
    assert.deepEqual(
        fitting(sel, legal).map((c) => c.text),
        ['3+3 3+4 x2@1', '3+3 3+4 x2@2', '3+3 3+4 x2@3'],
    );
});

test('a 5th die that no legal choice has fits none', () => {
    const { state, legal } = game('round1-seat0');
    const sel = tapped(state.roll, [0, 1, 2, 3, 4]); // 2+3, 3+3, 4 as the 5th die
    assert.deepEqual(fitting(sel, legal).map((c) => c.text), ['2+3 3+3 x4@1', '2+3 3+3 x4@2', '2+3 3+3 x4@3']);
    const forced = game('forced-seat0'); // roll 1 5 5 5 6, only 1+5 5+5 x6
    const wrong = tapped(forced.state.roll, [0, 1, 2, 4, 3]); // 1+5 5+6, 5 as the 5th die
    assert.equal(fitting(wrong, forced.legal).length, 0);
});

test('only the dice with which some legal choice can still be made are offered', () => {
    const { state, legal } = game('forced-seat0'); // roll 1 5 5 5 6, only 1+5 5+5 x6
    assert.deepEqual(offeredDice(emptySelection(state.roll), legal), [true, true, true, true, false]);
    const pairs = tapped(state.roll, [0, 1, 2, 3]); // 1+5 5+5: the 6 is what is left
    assert.deepEqual(offeredDice(pairs, legal), [true, true, true, true, true]);
    const one = tapped(state.roll, [1, 2, 0]); // 5+5, then the 1 in pair 2: a 5 must join it
    assert.deepEqual(offeredDice(one, legal), [true, true, true, true, false]);
    assert.deepEqual(fitting(place(one, 3), legal).map((c) => c.text), ['1+5 5+5 x6']);
});

test('a free ride is offered as the legal list has it: its dropped die is the 5th', () => {
    const { state, legal } = game('free-ride-seat0'); // roll 1 4 6 6 6
    const sel = tapped(state.roll, [0, 1, 2, 3, 4]); // 1+4 6+6, a 6 dropped
    assert.deepEqual(fitting(sel, legal).map((c) => c.text), ['1+4 6+6 -6']);
    // With the 1 and a 6 in pair 1, pair 2 can be 6+6 or 4+6.
    const half = tapped(state.roll, [0, 2]);
    assert.deepEqual(fitting(half, legal).map((c) => c.text), ['1+6 6+6 -4', '1+6 4+6 -6']);
});

test('a die taken back frees its slot, and the next die tapped takes that slot', () => {
    const roll = [2, 3, 3, 3, 4];
    let sel = tapped(roll, [0, 1, 2]);
    sel = takeBack(sel, 1); // the first 3 out of pair 1
    assert.deepEqual(sel.slots, [0, -1, 2, -1, -1]);
    sel = place(sel, 4);
    assert.deepEqual(sel.slots, [0, 4, 2, -1, -1]);
    sel = takeBackLast(sel);
    assert.deepEqual(sel.slots, [0, -1, 2, -1, -1]);
    assert.equal(place(sel, 0), sel, 'a die placed is not placed twice');
});

test('a choice picked from the list is laid out on the dice of the roll', () => {
    const { state, legal } = game('free-ride-seat0');
    for (const choice of legal) {
        const sel = selectionOf(state.roll, choice);
        assert.ok(sel && complete(sel), choice.text);
        assert.ok(fits(sel, choice), choice.text);
        assert.deepEqual(fitting(sel, legal).map((c) => c.text), [choice.text]);
    }
    assert.equal(selectionOf(state.roll, parseChoice('2+2 1+5 x3@1')), null);
});

test('the sheet is shown what the choice laid out writes, as its notation says', () => {
    const { state } = game('chosen-seat0'); // seat 0 chose 3+3 3+4 x2@1
    const ann = state.seats[0];
    const made = parseChoice(ann.chosen);
    const sel = selectionOf(state.roll, made);
    assert.deepEqual(previewOf(sel, made, ann), { rows: [6, 7], column: 0, number: 2, cross: true });
    // With the children's handicap a new number is written without a cross.
    assert.equal(previewOf(sel, made, { ...ann, handicap: true }).cross, false);
    // A number crossed again goes to the column that holds it; a free ride to none.
    const forced = game('forced-seat0'); // 1+5 5+5 x6, the 6 in column 2
    const six = selectionOf(forced.state.roll, forced.legal[0]);
    const column = forced.state.seats[0].extra.findIndex((c) => c.number === 6);
    assert.ok(column >= 0);
    assert.deepEqual(previewOf(six, forced.legal[0], forced.state.seats[0]),
        { rows: [6, 10], column, number: 0, cross: true });
    const ride = game('free-ride-seat0');
    const dropped = selectionOf(ride.state.roll, ride.legal[0]);
    assert.equal(previewOf(dropped, ride.legal[0], ride.state.seats[0]).column, -1);
    assert.equal(previewOf(emptySelection(state.roll), null, ann), null);
});
