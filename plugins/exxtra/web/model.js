// What Exxtra's board draws, read from the seat's view (docs/protocol.md "The state") and
// the seat's legal actions: no rule is worked out here. Pure functions, no DOM, so that
// Node's test runner checks them (tests/model.test.mjs).

import {fill} from '/js/board_kit/words.js';

/** @typedef {import('/js/board_kit/words.js').Translate} Translate */

/**
 * A roll's value as the players say it: always two digits (00, 71).
 * @param {number} value
 */
export function twoDigits(value) {
    return String(value).padStart(2, '0');
}

/**
 * The mark on each seat's pawn: its player's first letter as a capital, or the seat's
 * number where two names begin alike (as plugins/exxtra/pawn_marks.hpp does for the app).
 * @param {string[]} names
 */
export function pawnMarks(names) {
    const firsts = names.map((name) => (name ? Array.from(name)[0].toUpperCase() : '?'));
    return firsts.map(
        (mark, seat) => (firsts.filter((m) => m === mark).length > 1 ? String(seat + 1) : mark));
}

/**
 * Which choices the seat has, from the server's legal list ("roll", "place N").
 * @param {string[]} legal
 * @returns {{roll: boolean, rings: Set<number>}}
 */
export function choices(legal) {
    const rings = new Set();
    for (const action of legal) {
        const place = /^place (\d+)$/.exec(action);
        if (place) rings.add(Number(place[1]));
    }
    return {roll: legal.includes('roll'), rings};
}

/**
 * The dice to show: the roll waiting for a decision, or else the roll that has just ended
 * a turn (an X after the first roll), which the state no longer holds but the table's
 * event names ("7 X").
 * @param {any} state @param {any} event
 * @returns {{a: string, b: string, value: string|null, invalid: boolean, rolls: number}|null}
 */
export function shownRoll(state, event) {
    if (Array.isArray(state.roll)) {
        return {
            a: String(state.roll[0]),
            b: String(state.roll[1]),
            value: twoDigits(state.value),
            invalid: false,
            rolls: state.rolls_this_turn,
        };
    }
    const faces = event && typeof event.chance === 'string' ? event.chance.split(' ') : [];
    if (faces.length !== 2 || !faces.includes('X')) return null;
    return {a: faces[0], b: faces[1], value: null, invalid: true, rolls: 0};
}

/**
 * The pairs on each ring, top ring first, with the names of their owners.
 * @param {any} state @param {string[]} names
 * @returns {{ring: number, pairs: {seat: number, value: string, name: string}[]}[]}
 */
export function ladder(state, names) {
    const rings = [];
    for (let ring = state.params.rings; ring >= 0; --ring) {
        const pairs = (state.ladder[String(ring)] || []).map((/** @type {any} */ pair) => ({
                                                                 seat: pair.seat,
                                                                 value: twoDigits(pair.value),
                                                                 name: names[pair.seat],
                                                             }));
        rings.push({ring, pairs});
    }
    return rings;
}

/**
 * Where a pawn stands, in words: "Start", "Goal" or the space's number.
 * @param {number} position @param {number} track @param {Translate} t
 */
export function spaceName(position, track, t) {
    if (position === 0) return t('Start');
    if (position === track) return t('Goal');
    return String(position);
}

/**
 * The line above the board: whose turn, which roll, or who won.
 * @param {any} state @param {string[]} names @param {Translate} t
 */
export function turnLine(state, names, t) {
    if (state.terminal) {
        const winners =
            state.winners.map((/** @type {number} */ seat) => names[seat]).join(t(' and '));
        return fill(t('Game over after %1 turns — %2 wins!'), state.turn, winners);
    }
    const who = names[state.current];
    if (state.rolls_this_turn === 0) return fill(t('Turn %1 · %2 has the dice'), state.turn, who);
    return fill(t('Turn %1 · %2 has the dice · roll %3'), state.turn, who, state.rolls_this_turn);
}

/**
 * What placing the roll on `ring` does, in the app's words, from the state's derived
 * `knocks_off` (the server says whom each free ring would knock off).
 * @param {any} state @param {number} ring @param {string[]} names @param {Translate} t
 */
export function placeText(state, ring, names, t) {
    let out = fill(t('%1 on ring %2'), twoDigits(state.value), ring);
    out += ring === 0 ? t(' (no move next turn)') : fill(t(' (+%1 next turn)'), ring);
    const knocked = knockedOff(state, ring);
    if (knocked.length === 0) return out + t(', knocks off nobody');
    const pairs = knocked.map((seat) => {
        const on = state.seats[seat].ring;
        const pair = state.ladder[String(on)].find((/** @type {any} */ p) => p.seat === seat);
        return fill(t("%1's %2 from ring %3"), names[seat], twoDigits(pair.value), on);
    });
    return out + fill(t(', knocks off %1'), pairs.join(t(' and ')));
}

/**
 * The seats a placement on `ring` would knock off.
 * @param {any} state @param {number} ring
 * @returns {number[]}
 */
export function knockedOff(state, ring) {
    const seats = state.knocks_off && state.knocks_off[String(ring)];
    return Array.isArray(seats) ? seats : [];
}

/**
 * Why a ring cannot take the roll, when the ladder shows the reason: another pair on it.
 * @param {any} state @param {number} ring @param {string[]} names @param {Translate} t
 */
export function takenText(state, ring, names, t) {
    const pair = (state.ladder[String(ring)] || [])[0];
    if (ring === 0 || !pair) return '';
    return fill(
        t('Ring %1 is taken by %2\'s %3: rings 1 to %4 hold one pair each, ring 0 any number.'),
        ring,
        names[pair.seat],
        twoDigits(pair.value),
        state.params.rings,
    );
}

/**
 * Every pawn's place, for the track's accessible description.
 * @param {any} state @param {string[]} names @param {Translate} t
 */
export function trackText(state, names, t) {
    const track = state.params.track;
    const where = state.seats.map((/** @type {any} */ seat, /** @type {number} */ i) => {
        if (seat.position === 0) return fill(t('%1 on Start'), names[i]);
        if (seat.position === track) return fill(t('%1 on the Goal'), names[i]);
        return fill(t('%1 on %2'), names[i], seat.position);
    });
    return fill(t('Track from Start 0 to Goal %1: %2'), track, where.join(', '));
}

/**
 * What the dice say under them: which roll of the turn, or that it was invalid.
 * @param {ReturnType<typeof shownRoll>} roll @param {Translate} t
 */
export function rollCaption(roll, t) {
    if (!roll) return t('no roll on the table');
    if (roll.invalid) return t('invalid: an X after the first roll');
    return roll.rolls === 1 ? t('first roll of this turn: an X counts 0') :
                              fill(t('roll %1 of this turn'), roll.rolls);
}

/**
 * What a screen reader is told when the table changes from `before` (null: the first
 * drawing) to `now`: a new roll, and whose turn it is when that changes, or the end.
 * @param {{state: any, event: any}|null} before @param {{state: any, event: any}} now
 * @param {string[]} names @param {Translate} t
 */
export function announcement(before, now, names, t) {
    const said = [];
    const roll = shownRoll(now.state, now.event);
    const key = (/** @type {{state: any, event: any}} */ at) => {
        const shown = shownRoll(at.state, at.event);
        return shown ? `${shown.a} ${shown.b} ${shown.rolls} ${at.state.turn}` : '';
    };
    if (before && roll && key(now) !== key(before)) {
        said.push(fill(
            t('Die A shows %1, die B shows %2. %3'), roll.a, roll.b,
            roll.value ? `${roll.value}, ${rollCaption(roll, t)}.` : `${rollCaption(roll, t)}.`));
    }
    const turn = (/** @type {any} */ state) => `${state.turn} ${state.current} ${state.terminal}`;
    if (!before || turn(before.state) !== turn(now.state)) said.push(turnLine(now.state, names, t));
    return said.join(' ');
}
