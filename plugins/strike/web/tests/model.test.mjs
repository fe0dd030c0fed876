// What the board draws and says, from real views of a real game (game.mjs).
import assert from 'node:assert/strict';
import {test} from 'node:test';

import {
    announcement, arenaDice, atRest, bigThrow, choices, dice, diceToThrow, prompt, reserveText,
    restText, result, risks, turnLine,
} from '../model.js';

import {answers, english, legalAfter, match, table} from './game.mjs';

const names = ['Ann', 'Ben', 'Cid'];
const last = answers.length - 1;

test('dice are counted in words', () => {
    assert.equal(dice(1, english), '1 die');
    assert.equal(dice(0, english), '0 dice');
});

test('the choices offered are the legal list: the styles it names, and Stop', () => {
    // Ann's first throw of a turn is compulsory; after it she may stop.
    const first = choices(legalAfter(1));
    assert.deepEqual([...first.styles], ['soft', 'normal', 'hard']);
    assert.equal(first.stop, false);
    assert.equal(choices(legalAfter(4)).stop, true);
    assert.equal(choices([]).styles.size, 0);
    assert.deepEqual([...choices(['throw hard']).styles], ['hard']);
});

test("a throw's result is read from its notation", () => {
    assert.deepEqual(
        atRest('arena 2 2 2 3 4 4 6 | x 1 | out 0'), {faces: [2, 2, 2, 3, 4, 4, 6], x: 1, out: 0});
    assert.deepEqual(atRest('arena | x 1 | out 1'), {faces: [], x: 1, out: 1});
    assert.deepEqual(atRest('arena 4'), {faces: [4], x: 0, out: 0});
    assert.equal(atRest('throw soft'), null);
});

test('after a throw the arena shows the dice that stay and, leaving, those taken and the X', () => {
    // Cid's big throw came to rest 2 2 2 3 4 4 6 and an X: he took the 2s and the 4s.
    const after = table(12);
    assert.deepEqual(after.state.arena, [3, 6]);
    const shown = arenaDice(after.state, after.event);
    assert.deepEqual(shown.filter((d) => !d.leaving).map((d) => d.face), [3, 6]);
    assert.deepEqual(shown.filter((d) => d.leaving).map((d) => d.face), [2, 2, 2, 4, 4, 'X']);
    // A decision shows the arena alone.
    assert.deepEqual(
        arenaDice(table(14).state, table(14).event),
        [{face: 3, leaving: false}, {face: 6, leaving: false}]);
    // The starting die is no throw to explain.
    assert.deepEqual(arenaDice(table(1).state, table(1).event), [{face: 4, leaving: false}]);
});

test('a big throw takes the whole reserve, as the view says, and says so', () => {
    const big = table(45).state;
    assert.equal(big.big_throw, true);
    assert.equal(diceToThrow(big), 7);
    assert.equal(diceToThrow(table(1).state), 1);
    assert.equal(
        bigThrow(big, names, english), 'The arena is empty: Ben must throw all 7 dice at once.');
    assert.equal(bigThrow(table(1).state, names, english), '');
    assert.equal(
        prompt(big, names, true, english), 'Ben, the arena is empty: throw all 7 dice at once.');
});

test('the prompt tells the chooser their choice, and everyone else what is awaited', () => {
    assert.equal(
        prompt(table(1).state, names, true, english),
        'Ann, throw one die into the arena: the first throw of a turn is compulsory.');
    assert.equal(
        prompt(table(1).state, names, false, english),
        'Ann must throw one die into the arena: the first throw of a turn is compulsory.');
    assert.equal(
        prompt(table(33).state, names, true, english),
        'Cid, no two dice match: throw again or stop.');
    assert.equal(
        prompt(table(33).state, names, false, english),
        'No two dice match: Cid may throw again or stop.');
    assert.equal(prompt(table(11).state, names, false, english), 'Cid throws 8 dice (normal)…');
    assert.equal(
        prompt(table(0).state, names, false, english),
        'The starting die is about to roll into the arena.');
});

test("each style's chances come from the game's parameters", () => {
    const params = table(1).state.params;
    assert.equal(
        risks(params, 'soft', english),
        'knocks each arena die 25% · misses 1% · a knocked die flies out 2%');
    assert.equal(
        risks(params, 'hard', english),
        'knocks each arena die 80% · misses 6% · a knocked die flies out 10%');
    assert.equal(
        risks({...params, normal_p_hit: 0.125}, 'normal', english),
        'knocks each arena die 12.5% · misses 3% · a knocked die flies out 5%');
});

test('the turn line, the reserves and the end are said from the view', () => {
    assert.equal(turnLine(table(12).state, names, english), "Ann's turn · 7 dice in reserve");
    assert.equal(reserveText(table(12).state, 0, english), '7 dice · throwing');
    assert.equal(reserveText(table(48).state, 1, english), 'is out');
    assert.equal(turnLine(table(last).state, names, english), 'The game is over');
    assert.equal(
        result(table(last).state, names, english),
        'The game is over: Ann is the last player with dice and wins.');
    assert.equal(result(table(12).state, names, english), '');
});

test('a throw come to rest is told with its thrower, style, faces, X and lost dice', () => {
    assert.equal(
        restText(table(47).state, table(48).event, names, english),
        "Ben's hard throw: the dice come to rest, 3 5 6 X X X. 3 dice show X: removed from the game. " +
            '1 die flew out of the arena: removed from the game.');
    assert.equal(
        restText(table(3).state, table(4).event, names, english),
        "Ann's hard throw: the dice come to rest, 6. 1 die flew out of the arena: removed from the game.");
    // Without the view before the throw, nothing is told.
    assert.equal(restText(null, table(4).event, names, english), '');
});

/** The table as the board keeps it after answer `i`. @param {number} i */
const seen = (i) => ({state: table(i).state, event: table(i).event});

test('a screen reader is told each throw come to rest, the turn when it passes and a big throw', () => {
    assert.equal(announcement(null, seen(1), names, english), "Ann's turn.");
    assert.equal(
        announcement(seen(3), seen(4), names, english),
        "Ann's hard throw: the dice come to rest, 6. 1 die flew out of the arena: removed from the game.");
    assert.equal(
        announcement(seen(8), seen(9), names, english),
        "Ben's soft throw: the dice come to rest, 6 6. Cid's turn. The arena is empty: Cid must throw all 8 dice at once.");
    // The same table drawn again says nothing.
    assert.equal(announcement(seen(9), seen(9), names, english), '');
});

test('a screen reader is told the end', () => {
    assert.equal(
        announcement(seen(last - 1), seen(last), names, english),
        "Cid's soft throw: the dice come to rest, 5 6 X X. 2 dice show X: removed from the game. " +
            'Cid has no dice left and is out. The game is over: Ann is the last player with dice and wins.');
});

test('a match says which game it is, the points, and at its end every game and the winner', () => {
    const second = match.table(8).state;
    assert.equal(
        turnLine(second, ['Ann', 'Ben'], english), "Game 2 of 2 · Ben's turn · 3 dice in reserve");
    assert.equal(reserveText(second, 1, english), '3 dice · 1 points · throwing');
    const end = match.table(match.answers.length - 1).state;
    assert.equal(
        result(end, ['Ann', 'Ben'], english),
        'The match is over (game 1 to Ann, game 2 to Ann). Points, the lowest total wins: Ann 0, Ben 2. Winner: Ann.');
});

test("a match's next game starts with an empty arena, not the last game's dice", () => {
    const next = match.table(7);
    assert.equal(next.state.phase, 'starting die');
    assert.deepEqual(arenaDice(next.state, next.event), []);
});

test('a screen reader is told who went out, and who won a game of the match', () => {
    const at = (/** @type {number} */ i) =>
        ({state: match.table(i).state, event: match.table(i).event});
    assert.equal(
        announcement(at(6), at(7), ['Ann', 'Ben'], english),
        "Ben's soft throw: the dice come to rest, 3 4 5. Ann is the last player with dice and wins game 1 of 2. Ben's turn.");
    assert.match(
        announcement(seen(47), seen(48), names, english),
        /Ben has no dice left and is out\. Cid's turn\.$/);
});
