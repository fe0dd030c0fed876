// The cross-shaped track's geometry.
import assert from 'node:assert/strict';
import {test} from 'node:test';

import {crossCorners, crossTrack, pawnSpots} from '../track.js';

/** Whether a point lies inside the cross of `side`: its centre band across or down. */
function insideCross(/** @type {{x: number, y: number}} */ p, /** @type {number} */ side) {
    const inBand = (/** @type {number} */ v) => v > side / 4 && v < (3 * side) / 4;
    const inSquare = (/** @type {number} */ v) => v > 0 && v < side;
    return (inBand(p.x) && inSquare(p.y)) || (inBand(p.y) && inSquare(p.x));
}

test('the cross has twelve corners, a quarter-long arm on each side', () => {
    const corners = crossCorners(400);
    assert.equal(corners.length, 12);
    assert.deepEqual(corners[0], {x: 100, y: 0});
    assert.deepEqual(corners[3], {x: 400, y: 100});
});

for (const steps of [1, 5, 21, 60, 200]) {
    test(`a track of ${steps} steps has a space for each, inside the cross`, () => {
        const g = crossTrack(steps, 400);
        assert.equal(g.spaces.length, steps + 1);
        for (const space of g.spaces)
            assert.ok(insideCross(space, 400), `${space.x},${space.y} is outside`);
    });
}

// Longer tracks crowd their spaces round the corners, as the app's do.
for (const steps of [5, 21, 30]) {
    test(`the ${steps + 1} spaces of a track of ${steps} steps stand apart`, () => {
        const g = crossTrack(steps, 400);
        for (let i = 1; i < g.spaces.length; ++i) {
            const gap =
                Math.hypot(g.spaces[i].x - g.spaces[i - 1].x, g.spaces[i].y - g.spaces[i - 1].y);
            assert.ok(gap >= 2 * g.radius, `spaces ${i - 1} and ${i} overlap`);
        }
    });
}

test('Start and the Goal lie side by side at the bottom arm, the wall between them', () => {
    const g = crossTrack(21, 400);
    const start = g.spaces[0];
    const goal = g.spaces[21];
    assert.ok(Math.abs(start.y - goal.y) < 1e-9);
    assert.ok(start.y > 300);
    assert.ok(start.x < g.wall.x && g.wall.x < goal.x);
});

test('the pawns of one space stand apart, round its middle', () => {
    assert.deepEqual(pawnSpots({x: 10, y: 10}, 1, 8).map((s) => s.at), [{x: 10, y: 10}]);
    const three = pawnSpots({x: 0, y: 0}, 3, 10);
    for (let i = 0; i < 3; ++i) {
        const next = three[(i + 1) % 3];
        assert.ok(
            Math.hypot(three[i].at.x - next.at.x, three[i].at.y - next.at.y) >
            0.9 * 2 * three[i].r);
    }
});
