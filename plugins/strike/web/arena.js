// Where the dice lie in the arena, as the app's arena lays them out (arena_view.cpp): an
// oval tray whose floor holds the dice apart, a little askew. A die still lying there
// with the same face keeps its place from one drawing to the next. Pure, for Node's tests.

/** The tray's semi-axes, and the share of them where dice come to rest (arena units). */
export const TRAY = {
    a: 0.8,
    b: 0.5,
    floor: 0.8
};

/**
 * A die's side, in arena units: many dice (a big throw) share the floor as smaller dice.
 * @param {number} count
 */
export function dieSize(count) {
    return count <= 12 ? 0.15 : 0.15 * Math.sqrt(12 / count);
}

/**
 * A seeded sequence of numbers in [0, 1) (mulberry32): the same dice lie the same way
 * every time they are drawn.
 * @param {number} seed
 */
export function randomFrom(seed) {
    let a = seed >>> 0;
    return () => {
        a = (a + 0x6d2b79f5) >>> 0;
        let t = a;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
}

/**
 * @typedef {{face: number|'X', leaving: boolean}} Die
 * @typedef {{face: number|'X', leaving: boolean, x: number, y: number, angle: number,
 *            fresh: boolean}} PlacedDie  fresh: it has just come to lie there
 */

/**
 * Places `dice` on the floor: each keeps the place of a die of `previous` with its face,
 * if there is one; the others go where there is most room.
 * @param {Die[]} dice @param {PlacedDie[]} previous @param {number} seed
 * @returns {PlacedDie[]}
 */
export function placeDice(dice, previous, seed) {
    const random = randomFrom(seed);
    const old = previous.filter((die) => !die.leaving);
    /** @type {(PlacedDie|null)[]} */
    const placed = dice.map((die) => {
        const i = old.findIndex((o) => o.face === die.face);
        if (i < 0 || die.leaving) return null;
        const [kept] = old.splice(i, 1);
        return {...die, x: kept.x, y: kept.y, angle: kept.angle, fresh: false};
    });
    const gap = dieSize(dice.length) * 1.45;
    return dice.map((die, k) => {
        const kept = placed[k];
        if (kept) return kept;
        const taken = /** @type {PlacedDie[]} */ (placed.filter(Boolean));
        const spot = freeSpot(taken, gap, random);
        const here = {...die, ...spot, angle: (random() - 0.5) * 50, fresh: true};
        placed[k] = here;
        return here;
    });
}

/**
 * The spot of the floor farthest from the dice there, of a few hundred tried; the first
 * at least `gap` from all of them.
 * @param {{x: number, y: number}[]} taken @param {number} gap @param {() => number} random
 */
function freeSpot(taken, gap, random) {
    let best = {x: 0, y: 0};
    let bestDistance = -1;
    for (let attempt = 0; attempt < 300; ++attempt) {
        const angle = random() * 2 * Math.PI;
        const radius = Math.sqrt(random());
        const spot = {
            x: TRAY.a * TRAY.floor * radius * Math.cos(angle),
            y: TRAY.b * TRAY.floor * radius * Math.sin(angle)
        };
        const nearest = Math.min(10, ...taken.map((o) => Math.hypot(spot.x - o.x, spot.y - o.y)));
        if (nearest >= gap) return spot;
        if (nearest > bestDistance) {
            bestDistance = nearest;
            best = spot;
        }
    }
    return best;
}
