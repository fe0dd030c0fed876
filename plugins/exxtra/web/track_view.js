// The cross-shaped track drawn in SVG, as the app draws it (cross_track.cpp): the card,
// the lane, the numbered spaces with Start and the Goal, the game's name with where every
// pawn stands, and the pawns, each marked with its player's letter.
import {label, svg} from '/js/board_kit/svg.js';

import {pawnMarks, spaceName, trackText} from './model.js';
import {crossTrack, pawnSpots} from './track.js';

const SIDE = 400;

/**
 * @param {SVGSVGElement} root @param {any} state @param {string[]} names
 * @param {(text: string) => string} t
 */
export function drawTrack(root, state, names, t) {
    root.replaceChildren();
    root.setAttribute('aria-label', trackText(state, names, t));
    const track = state.params.track;
    const g = crossTrack(track, SIDE - 8);
    const board = svg('g', {transform: 'translate(4 4)'}, root);
    svg('polygon', {points: g.corners.map((p) => `${p.x},${p.y}`).join(' '), class: 'xb-card'},
        board);
    svg('polyline', {
        points: g.spaces.map((p) => `${p.x},${p.y}`).join(' '),
        class: 'xb-lane',
        'stroke-width': g.radius * 1.1,
    },
        board);
    // A wall between the Goal and Start: the track does not go round again.
    svg('line', {
        x1: g.wall.x,
        y1: g.wall.y - g.radius * 1.3,
        x2: g.wall.x,
        y2: g.wall.y + g.radius * 1.3,
        class: 'xb-wall'
    },
        board);
    drawSpaces(board, g, track, t);
    drawLegend(board, state, names, t);
    drawPawns(board, g, state, names);
}

/**
 * @param {Element} board @param {import('./track.js').Cross} g @param {number} track
 * @param {(text: string) => string} t
 */
function drawSpaces(board, g, track, t) {
    g.spaces.forEach((at, space) => {
        const end = space === 0 || space === track;
        const r = end ? g.radius * 1.15 : g.radius;
        let kind = 'xb-space';
        if (space === 0)
            kind += ' xb-start';
        else if (space === track)
            kind += ' xb-goal';
        else if (space % 5 === 0)
            kind += ' xb-fifth';
        svg('circle', {cx: at.x, cy: at.y, r, class: kind}, board);
        if (g.radius < 7) return;
        const word = spaceName(space, track, t);
        const text = label(board, at.x, at.y, word, {class: end ? 'xb-space-end' : 'xb-space-no'});
        // Start and the Goal fit their space whatever the language's word for them.
        const size =
            end ? Math.min(g.radius * 0.6, (r * 1.8) / (word.length * 0.58)) : g.radius * 0.75;
        text.setAttribute('font-size', String(size));
    });
    // Which way the pawns go: an arrow leaving Start.
    if (track >= 2) {
        const [from, to] = [g.spaces[0], g.spaces[1]];
        const length = Math.hypot(to.x - from.x, to.y - from.y);
        const dir = {x: (to.x - from.x) / length, y: (to.y - from.y) / length};
        const tip = {x: (from.x + to.x) / 2, y: (from.y + to.y) / 2};
        const size = Math.max(3, g.radius * 0.3);
        const point = (/** @type {number} */ along, /** @type {number} */ across) =>
            `${tip.x + dir.x * along - dir.y * across},${tip.y + dir.y * along + dir.x * across}`;
        svg('polygon', {
            points: [point(size, 0), point(-size, size), point(-size, -size)].join(' '),
            class: 'xb-arrow'
        },
            board);
    }
}

/**
 * In the middle of the cross: the game's name and where every pawn stands.
 * @param {Element} board @param {any} state @param {string[]} names
 * @param {(text: string) => string} t
 */
function drawLegend(board, state, names, t) {
    const s = SIDE - 8;
    const title = label(board, s / 2, s * 0.36, 'EXXTRA', {class: 'xb-name'});
    title.setAttribute('font-size', String(s / 12));
    const rows = Math.max(state.players, 3);
    const row = Math.min((s * 0.27) / rows, s / 20);
    state.seats.forEach((/** @type {any} */ seat, /** @type {number} */ i) => {
        const y = s * 0.42 + row * (i + 0.5);
        svg('circle', {cx: s * 0.33, cy: y, r: row * 0.28, class: `xb-dot seat${i % 6}`}, board);
        const name = names[i].length > 12 ? `${names[i].slice(0, 11)}…` : names[i];
        const who = label(board, s * 0.37, y, name, {'text-anchor': 'start', class: 'xb-legend'});
        const where = label(
            board, s * 0.7, y, spaceName(seat.position, state.params.track, t),
            {'text-anchor': 'end', class: 'xb-legend'});
        for (const text of [who, where]) {
            text.setAttribute('font-size', String(row * 0.62));
            text.classList.toggle('xb-has-dice', !state.terminal && i === state.current);
        }
    });
}

/**
 * @param {Element} board @param {import('./track.js').Cross} g @param {any} state
 * @param {string[]} names
 */
function drawPawns(board, g, state, names) {
    const marks = pawnMarks(names);
    g.spaces.forEach((centre, space) => {
        const here = state.seats.flatMap(
            (/** @type {any} */ seat, /** @type {number} */ i) =>
                (seat.position === space ? [i] : []));
        pawnSpots(centre, here.length, g.radius).forEach(({at, r}, k) => {
            const seat = here[k];
            const pawn = svg('g', {class: `xb-pawn seat${seat % 6}`}, board);
            if (!state.terminal && seat === state.current)
                svg('circle', {cx: at.x, cy: at.y, r: r + 2.5, class: 'xb-has-dice-ring'}, pawn);
            svg('circle', {cx: at.x, cy: at.y, r: Math.max(r, 5)}, pawn);
            const mark = label(pawn, at.x, at.y, marks[seat], {class: 'xb-mark'});
            mark.setAttribute('font-size', String(Math.max(r, 5) * 1.15));
        });
    });
}
