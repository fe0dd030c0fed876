// The cross-shaped track's geometry, as the app's board lays it out
// (plugins/exxtra/board/cross_track.cpp): a centre half the board wide and four arms a
// quarter long; the spaces run round it from Start to the Goal, which sit side by side at
// the end of the bottom arm with a wall between them. Pure, for Node's tests.

/** @typedef {{x: number, y: number}} Point */
/** @typedef {{corners: Point[], spaces: Point[], radius: number, wall: Point}} Cross */

/** @param {number} side @returns {Point[]} the cross's twelve corners, clockwise */
export function crossCorners(side) {
    const arm = side / 4;
    const mid = side / 2;
    return [
        [arm, 0],
        [arm + mid, 0],
        [arm + mid, arm],
        [side, arm],
        [side, arm + mid],
        [arm + mid, arm + mid],
        [arm + mid, side],
        [arm, side],
        [arm, arm + mid],
        [0, arm + mid],
        [0, arm],
        [arm, arm],
    ].map(([x, y]) => ({x, y}));
}

/** @param {Point} from @param {Point} to */
function inward(from, to) {
    const length = Math.hypot(to.x - from.x, to.y - from.y);
    return {x: -(to.y - from.y) / length, y: (to.x - from.x) / length};
}

/**
 * The track of `track` steps (Start 0 … Goal `track`) on a cross of `side` units.
 * @param {number} track @param {number} side
 * @returns {Cross}
 */
export function crossTrack(track, side) {
    const corners = crossCorners(side);
    const n = corners.length;
    let radius = Math.min(Math.max(((4 * side) / (track + 1)) * 0.4, 4), side / 26);
    const inset = radius + side / 60;
    const inner = corners.map((here, i) => {
        const a = inward(corners[(i + n - 1) % n], here);
        const b = inward(here, corners[(i + 1) % n]);
        return {x: here.x + inset * (a.x + b.x), y: here.y + inset * (a.y + b.y)};
    });
    const wall = {x: (inner[6].x + inner[7].x) / 2, y: (inner[6].y + inner[7].y) / 2};
    const route = [wall];
    for (let i = 7; i < 7 + n; ++i) route.push(inner[i % n]);
    route.push(wall);
    let length = 0;
    for (let i = 1; i < route.length; ++i) length += distance(route[i - 1], route[i]);
    const spacing = length / (track + 1);
    radius = Math.min(radius, spacing * 0.42);
    const spaces = [];
    for (let space = 0; space <= track; ++space) spaces.push(along(route, spacing * (space + 0.5)));
    return {corners, spaces, radius, wall};
}

/** @param {Point} a @param {Point} b */
function distance(a, b) {
    return Math.hypot(b.x - a.x, b.y - a.y);
}

/**
 * The point `at` units along `route`.
 * @param {Point[]} route @param {number} at
 */
function along(route, at) {
    for (let i = 1; i < route.length; ++i) {
        const length = distance(route[i - 1], route[i]);
        if (at <= length) {
            const share = at / length;
            return {
                x: route[i - 1].x + (route[i].x - route[i - 1].x) * share,
                y: route[i - 1].y + (route[i].y - route[i - 1].y) * share,
            };
        }
        at -= length;
    }
    return route[route.length - 1];
}

/**
 * Where the pawns of one space stand: round its middle, so that every one is seen.
 * @param {Point} centre @param {number} count @param {number} radius
 * @returns {{at: Point, r: number}[]}
 */
export function pawnSpots(centre, count, radius) {
    const r = count === 1 ? radius * 0.75 : radius * 0.52;
    const spread = count === 1 ? 0 : radius * 0.62;
    return Array.from({length: count}, (_, i) => {
        const angle = -Math.PI / 2 + (2 * Math.PI * i) / count;
        return {
            at: {x: centre.x + spread * Math.cos(angle), y: centre.y + spread * Math.sin(angle)},
            r
        };
    });
}
