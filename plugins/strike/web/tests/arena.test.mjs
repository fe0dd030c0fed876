// Where the dice lie in the arena.
import assert from 'node:assert/strict';
import {test} from 'node:test';

import {dieSize, placeDice, TRAY} from '../arena.js';

/** @param {number[]} faces */
const lying = (faces) => faces.map((face) => ({face, leaving: false}));

/** Whether a point lies on the tray's floor. @param {{x: number, y: number}} p */
const onFloor = (p) =>
    (p.x / (TRAY.a * TRAY.floor)) ** 2 + (p.y / (TRAY.b * TRAY.floor)) ** 2 <= 1 + 1e-9;

test('every die lies on the floor, apart from the others', () => {
    for (const count of [1, 5, 9]) {
        const placed =
            placeDice(lying(Array.from({length: count}, (_, i) => 2 + (i % 5))), [], count);
        assert.equal(placed.length, count);
        for (const die of placed) assert.ok(onFloor(die), `${die.x},${die.y} is off the floor`);
        for (let i = 0; i < count; ++i) {
            for (let j = i + 1; j < count; ++j) {
                const gap = Math.hypot(placed[i].x - placed[j].x, placed[i].y - placed[j].y);
                assert.ok(gap >= dieSize(count) * 1.2, `dice ${i} and ${j} of ${count} overlap`);
            }
        }
    }
});

test('the same dice lie the same way every time they are drawn', () => {
    assert.deepEqual(placeDice(lying([2, 3, 5]), [], 7), placeDice(lying([2, 3, 5]), [], 7));
});

test('a die still lying there with its face keeps its place; a die that is taken leaves it', () => {
    const before = placeDice(lying([2, 3, 5]), [], 1);
    const after = placeDice(lying([3, 5, 6]), before, 2);
    const kept = after.slice(0, 2).map(({x, y, angle, face}) => ({x, y, angle, face}));
    assert.deepEqual(kept, before.slice(1, 3).map(({x, y, angle, face}) => ({x, y, angle, face})));
    assert.deepEqual(after.map((die) => die.fresh), [false, false, true]);
    assert.equal(after[2].face, 6);
    // Dice leaving the arena keep no place from the drawing before.
    const leaving = placeDice([{face: 3, leaving: true}], before, 3);
    assert.notDeepEqual({x: leaving[0].x, y: leaving[0].y}, {x: before[1].x, y: before[1].y});
});

test('many dice, on a big throw, are smaller', () => {
    assert.equal(dieSize(9), 0.15);
    assert.ok(dieSize(27) < 0.15);
});
