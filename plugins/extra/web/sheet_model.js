// What EXTRA!'s board draws, read from the seat's view (docs/protocol.md, "The state"):
// each seat's sheet, what each seat is doing, the heading. Everything comes from the view:
// the crosses, the rows' scores and the totals are the server's, never computed here.
// Plain data in, plain data out: tests/sheet_model.test.mjs runs it in Node.

import { say } from '/js/board_kit/words.js';

/** A seat's choice in a view that knows only that it was made (docs/protocol.md, "Views"). */
export const HIDDEN = 'hidden';

/**
 * @typedef {{sum: number, zone: number, multipliers: number[], crosses: number,
 *            points: number, score: number|null}} Row
 *   one row of sums: its boxes (the −200 zone's, the 0 box, one per multiplier), the
 *   crosses in it, its points P, and its score now (null while it has no cross)
 * @typedef {{number: number|null, crosses: number, length: number}} Column
 * @typedef {{seat: number, rows: Row[], columns: Column[], total: number, done: boolean,
 *            chosen: string|null}} Sheet
 * @typedef {import('/js/board_kit/words.js').Translate} Translate
 */

/**
 * A score with its sign and a typographic minus, as the sheets print it: "+20", "−200", "0".
 * @param {number} n
 */
export function signed(n) {
    return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0';
}

/**
 * "A", "A and B", "A, B and C".
 * @param {Translate} t
 * @param {string[]} items
 */
export function andList(t, items) {
    if (items.length <= 1) return items.join('');
    return items.slice(0, -1).join(', ') + t(' and ') + items[items.length - 1];
}

/**
 * Seat `seat`'s sheet in `state`, the view of EXTRA!.
 * @param {any} state
 * @param {number} seat
 * @returns {Sheet}
 */
export function sheetModel(state, seat) {
    const params = state.params;
    const view = state.seats[seat];
    /** @type {Row[]} */
    const rows = params.zone_boxes.map((/** @type {number} */ zone, /** @type {number} */ i) => {
        const sum = String(i + 2);
        const crosses = view.rows[sum] ?? 0;
        return {
            sum: i + 2,
            zone,
            multipliers: params.multipliers,
            crosses,
            points: params.row_points[i],
            score: crosses > 0 ? (view.row_scores[sum] ?? 0) : null,
        };
    });
    return {
        seat,
        rows,
        columns: view.extra.map((/** @type {Column} */ c) => ({
            number: c.number,
            crosses: c.crosses,
            length: c.length,
        })),
        total: view.score,
        done: view.done,
        chosen: view.chosen,
    };
}

/**
 * What seat `seat` is doing, in words, for the head of its sheet: only *that* another seat
 * has chosen, never what; the viewer's own choice in notation while the others choose.
 * @param {any} state
 * @param {number} seat
 * @param {Translate} t
 */
export function seatStatus(state, seat, t) {
    const view = state.seats[seat];
    if (state.terminal) return state.winners.includes(seat) ? t('winner') : '';
    if (view.done) return t('game ended');
    if (state.roll === null || !Array.isArray(state.to_move)) return '';
    if (view.chosen === HIDDEN) return t('has chosen');
    if (typeof view.chosen === 'string') return say(t, 'chose %1', view.chosen);
    return state.to_move.includes(seat) ? t('choosing') : '';
}

/**
 * The line above the board: the round, and who it waits for.
 * @param {any} state  null before the game begins
 * @param {number|null} you  the viewer's seat
 * @param {boolean} asked  the viewer has a choice to make
 * @param {string[]} names
 * @param {Translate} t
 */
export function heading(state, you, asked, names, t) {
    if (!state) return t('EXTRA!');
    const round = state.round;
    if (state.terminal) return say(t, 'Game over after round %1', round);
    if (state.roll === null) {
        return round === 0
            ? t('The game begins: the dice are rolled first')
            : say(t, 'Round %1 is over: the dice are rolled again', round);
    }
    if (asked && you !== null) return say(t, 'Round %1 — %2, assign the dice', round, names[you]);
    const waiting = (Array.isArray(state.to_move) ? state.to_move : [])
        .filter((/** @type {number} */ seat) => state.seats[seat].chosen === null)
        .map((/** @type {number} */ seat) => names[seat]);
    if (waiting.length === 0) return say(t, 'Round %1 — every choice is made', round);
    return say(t, 'Round %1 — waiting for %2', round, andList(t, waiting));
}

/**
 * Who won, once the game is over; '' before.
 * @param {any} state
 * @param {string[]} names
 * @param {Translate} t
 */
export function result(state, names, t) {
    if (!state || !state.terminal) return '';
    /** @type {number[]} */
    const winners = state.winners;
    if (winners.length === 0) return t('Nobody wins: a negative total loses a solo game.');
    const best = signed(state.scores[winners[0]]);
    if (winners.length === 1) return say(t, '%1 wins with %2.', names[winners[0]], best);
    return say(t, '%1 share the win with %2.', andList(t, winners.map((s) => names[s])), best);
}

/**
 * The sheet in words, for screen readers: each row's crosses and score, each EXTRA
 * column, the total.
 * @param {Sheet} sheet
 * @param {Translate} t
 */
export function describeSheet(sheet, t) {
    const rows = sheet.rows
        .filter((row) => row.crosses > 0)
        .map((row) =>
            say(t, 'row %1: %2 of %3 boxes, %4', row.sum, row.crosses, boxesOf(row),
                signed(row.score ?? 0)),
        );
    const columns = sheet.columns.map((column, k) =>
        column.number === null
            ? say(t, 'EXTRA column %1: empty', k + 1)
            : say(t, 'EXTRA column %1: the %2, %3 of %4 boxes', k + 1, column.number,
                  column.crosses, column.length),
    );
    const crossed = rows.length === 0 ? [t('no row crossed yet')] : rows;
    return [...crossed, ...columns, say(t, 'total %1', signed(sheet.total))].join('; ') + '.';
}

/**
 * The boxes of a row: the zone's, the 0 box and one per multiplier.
 * @param {Row} row
 */
export function boxesOf(row) {
    return row.zone + 1 + row.multipliers.length;
}

/**
 * @typedef {{round: number, roll: string, turn: boolean, over: boolean}} Said
 *   what an announcement was about, to say each thing once
 */

/**
 * What to tell a screen reader of a new view: the roll when it is new, the turn when it
 * comes to the viewer (as the view's `to_move` says, so that it is said with the roll,
 * before the legal list is asked for), and who won at the end; each once.
 * @param {any} state
 * @param {number|null} seat  the viewer's
 * @param {string[]} names
 * @param {Translate} t
 * @param {Said|null} before  what the last announcement was about
 * @returns {{said: Said, text: string}}
 */
export function announcement(state, seat, names, t, before) {
    const turn =
        seat !== null && !state.terminal && Array.isArray(state.to_move) &&
        state.to_move.includes(seat) && state.seats[seat].chosen === null;
    /** @type {Said} */
    const said = { round: state.round, roll: String(state.roll), turn, over: state.terminal };
    const sameRoll = before !== null && before.round === said.round && before.roll === said.roll;
    const words = [];
    if (state.roll && !sameRoll) {
        words.push(say(t, 'Round %1: the dice show %2.', state.round, state.roll.join(' ')));
    }
    if (turn && !(sameRoll && before?.turn)) {
        words.push(t('Your turn: make two pairs and the 5th die.'));
    }
    if (state.terminal && !before?.over) words.push(result(state, names, t));
    return { said, text: words.join(' ') };
}
