// What Strike's board draws and says, read from the seat's view (docs/protocol.md "The
// state"), the table's last event and the seat's legal actions: no rule is worked out
// here. Pure functions, no DOM, so that Node's test runner checks them.

import {fill} from '/js/board_kit/words.js';

/** @typedef {import('/js/board_kit/words.js').Translate} Translate */

export const STYLES = ['soft', 'normal', 'hard'];

/**
 * The choices the seat has, from the server's legal list ("throw soft", …, "stop").
 * @param {string[]} legal
 * @returns {{styles: Set<string>, stop: boolean}}
 */
export function choices(legal) {
    const styles = new Set(STYLES.filter((style) => legal.includes(`throw ${style}`)));
    return {styles, stop: legal.includes('stop')};
}

/**
 * A style's word in a sentence ("soft"), and its title on a button ("Soft").
 * @param {string} style @param {Translate} t
 */
export function styleWord(style, t) {
    if (style === 'soft') return t('soft');
    return style === 'normal' ? t('normal') : t('hard');
}

/** @param {string} style @param {Translate} t */
export function styleTitle(style, t) {
    if (style === 'soft') return t('Soft');
    return style === 'normal' ? t('Normal') : t('Hard');
}

/**
 * "1 die", "7 dice".
 * @param {number} count @param {Translate} t
 */
export function dice(count, t) {
    return count === 1 ? t('1 die') : fill(t('%1 dice'), count);
}

/**
 * How many dice the next throw takes, as the view says: the whole reserve on a big throw.
 * @param {any} state
 */
export function diceToThrow(state) {
    return state.big_throw ? state.seats[state.current].reserve : 1;
}

/**
 * A style's chances, from the game's parameters, in the app's words.
 * @param {any} params @param {string} style @param {Translate} t
 */
export function risks(params, style, t) {
    const percent = (/** @type {number} */ p) => `${Number((p * 100).toPrecision(4))}%`;
    return fill(
        t('knocks each arena die %1 · misses %2 · a knocked die flies out %3'),
        percent(params[`${style}_p_hit`]), percent(params[`${style}_p_miss`]),
        percent(params[`${style}_p_knock_out`]));
}

/**
 * A throw's result or the starting die in notation ("arena 3 3 5 | x 1 | out 0", "arena 4").
 * @param {string} notation
 * @returns {{faces: number[], x: number, out: number}|null}
 */
export function atRest(notation) {
    const parts = notation.split('|').map((part) => part.trim().split(/\s+/).filter(Boolean));
    if (parts[0][0] !== 'arena') return null;
    const rest = {faces: parts[0].slice(1).map(Number), x: 0, out: 0};
    for (const [word, count] of parts.slice(1)) {
        if (word === 'x') rest.x = Number(count);
        if (word === 'out') rest.out = Number(count);
    }
    return rest;
}

/**
 * The dice to draw in the arena: those of the view, and, just after a throw came to rest,
 * those it showed that have left since (taken by the thrower, or X), marked as leaving.
 * @param {any} state @param {any} event
 * @returns {{face: number|'X', leaving: boolean}[]}
 */
export function arenaDice(state, event) {
    const shown = state.arena.map((/** @type {number} */ face) => ({face, leaving: false}));
    const rest = event && typeof event.chance === 'string' ? atRest(event.chance) : null;
    // A match's next game waiting for its starting die: the throw's dice were the last game's.
    if (!rest || state.phase === 'starting die') return shown;
    const staying = [...state.arena];
    const leaving = [];
    for (const face of rest.faces) {
        const i = staying.indexOf(face);
        if (i >= 0)
            staying.splice(i, 1);
        else
            leaving.push({face, leaving: true});
    }
    // A new game's arena is not what the throw left: nothing to show as leaving.
    if (staying.length > 0) return shown;
    for (let i = 0; i < rest.x; ++i) leaving.push({face: /** @type {'X'} */ ('X'), leaving: true});
    return [...shown, ...leaving];
}

/**
 * The line above the board.
 * @param {any} state @param {string[]} names @param {Translate} t
 */
export function turnLine(state, names, t) {
    let line = state.games > 1 ? fill(t('Game %1 of %2 · '), state.game_number, state.games) : '';
    if (state.terminal) return line + t('The game is over');
    return line +
        fill(t("%1's turn · %2 in reserve"), names[state.current],
             dice(state.seats[state.current].reserve, t));
}

/**
 * What is happening, said to everyone; to the seat that must choose, `mine` says it to them.
 * @param {any} state @param {string[]} names @param {boolean} mine @param {Translate} t
 */
export function prompt(state, names, mine, t) {
    const who = names[state.current];
    switch (state.phase) {
        case 'starting die':
            return t('The starting die is about to roll into the arena.');
        case 'rolling':
            return fill(
                t('%1 throws %2 (%3)…'), who, dice(state.throw.dice, t),
                styleWord(state.throw.style, t));
        case 'over':
            return t('The game is over.');
        case 'must throw':
            if (state.big_throw) {
                const count = diceToThrow(state);
                if (mine)
                    return fill(
                        t('%1, the arena is empty: throw %2.'), who,
                        count === 1 ? t('your only die') : fill(t('all %1 dice at once'), count));
                return bigThrow(state, names, t);
            }
            return mine ?
                fill(
                    t('%1, throw one die into the arena: the first throw of a turn is compulsory.'),
                    who) :
                fill(
                    t('%1 must throw one die into the arena: the first throw of a turn is compulsory.'),
                    who);
        default:
            if (state.arena.length === 0)
                return mine ? fill(t('%1, the arena is empty: throw again or stop.'), who) :
                              fill(t('%1 may throw again or stop.'), who);
            return mine ? fill(t('%1, no two dice match: throw again or stop.'), who) :
                          fill(t('No two dice match: %1 may throw again or stop.'), who);
    }
}

/**
 * "The arena is empty: Ben must throw all 7 dice at once", or nothing.
 * @param {any} state @param {string[]} names @param {Translate} t
 */
export function bigThrow(state, names, t) {
    if (!state.big_throw || state.phase !== 'must throw') return '';
    const count = diceToThrow(state);
    return fill(
        t('The arena is empty: %1 must throw %2.'), names[state.current],
        count === 1 ? t('their only die') : fill(t('all %1 dice at once'), count));
}

/**
 * The result at the end: the winner, or a match's games, points and winners.
 * @param {any} state @param {string[]} names @param {Translate} t
 */
export function result(state, names, t) {
    if (!state.terminal || state.game_winners.length === 0) return '';
    if (state.games === 1) {
        return fill(
            t('The game is over: %1 is the last player with dice and wins.'),
            names[state.game_winners[0]]);
    }
    const games = state.game_winners.map(
        (/** @type {number} */ seat, /** @type {number} */ i) =>
            fill(t('game %1 to %2'), i + 1, names[seat]));
    const points = state.seats.map(
        (/** @type {any} */ seat, /** @type {number} */ i) =>
            fill(t('%1 %2'), names[i], seat.points));
    const winners = state.winners.map((/** @type {number} */ seat) => names[seat]).join(t(' and '));
    return fill(
        t('The match is over (%1). Points, the lowest total wins: %2. Winner: %3.'),
        games.join(', '), points.join(', '), winners);
}

/**
 * A seat's reserve in words: "6 dice", "is out", with the match's points and "throwing".
 * @param {any} state @param {number} seat @param {Translate} t
 */
export function reserveText(state, seat, t) {
    const it = state.seats[seat];
    let words = it.out ? t('is out') : dice(it.reserve, t);
    if (state.games > 1) words += ` · ${fill(t('%1 points'), it.points)}`;
    if (!state.terminal && seat === state.current) words += ` · ${t('throwing')}`;
    return words;
}

/**
 * A throw come to rest, in the app's words, for a screen reader: who threw, how, and the
 * faces, from the view before the throw (its `throw`) and the event's result.
 * @param {any} before @param {any} event @param {string[]} names @param {Translate} t
 */
export function restText(before, event, names, t) {
    const rest = event && typeof event.chance === 'string' ? atRest(event.chance) : null;
    if (!rest || !before || !before.throw) return '';
    const faces = [...rest.faces.map(String), ...Array(rest.x).fill('X')];
    const thrower =
        fill(t("%1's %2 throw"), names[before.current], styleWord(before.throw.style, t));
    const parts =
        [faces.length === 0 ? fill(t('%1: no die comes to rest in the arena.'), thrower) :
                              fill(t('%1: the dice come to rest, %2.'), thrower, faces.join(' '))];
    if (rest.x === 1) parts.push(t('1 die shows X: removed from the game.'));
    if (rest.x > 1) parts.push(fill(t('%1 dice show X: removed from the game.'), rest.x));
    if (rest.out === 1) parts.push(t('1 die flew out of the arena: removed from the game.'));
    if (rest.out > 1)
        parts.push(fill(t('%1 dice flew out of the arena: removed from the game.'), rest.out));
    return parts.join(' ');
}

/**
 * What a screen reader is told when the table changes from `before` (null: the first
 * drawing) to `now`: a throw come to rest, whose turn it is when that changes, a big
 * throw due, and the end.
 * @param {{state: any, event: any}|null} before @param {{state: any, event: any}} now
 * @param {string[]} names @param {Translate} t
 */
export function announcement(before, now, names, t) {
    const said = [];
    const state = now.state;
    if (before && JSON.stringify(before.event) !== JSON.stringify(now.event)) {
        said.push(restText(before.state, now.event, names, t));
        said.push(...dropped(before.state, state, names, t));
    }
    if (state.terminal) {
        if (!before || !before.state.terminal) said.push(result(state, names, t));
    } else if (
        !before || before.state.current !== state.current ||
        before.state.game_number !== state.game_number) {
        said.push(fill(t("%1's turn."), names[state.current]), bigThrow(state, names, t));
    }
    return said.filter(Boolean).join(' ');
}

/**
 * Who went out between two views of one game, and a match's game won.
 * @param {any} before @param {any} after @param {string[]} names @param {Translate} t
 */
function dropped(before, after, names, t) {
    const said = [];
    if (before.game_number === after.game_number) {
        after.seats.forEach((/** @type {any} */ seat, /** @type {number} */ i) => {
            if (seat.out && !before.seats[i].out)
                said.push(fill(t('%1 has no dice left and is out.'), names[i]));
        });
    }
    const won = after.game_winners.length > before.game_winners.length;
    if (won && after.games > 1 && !after.terminal) {
        said.push(fill(
            t('%1 is the last player with dice and wins game %2 of %3.'),
            names[after.game_winners[after.game_winners.length - 1]], before.game_number,
            after.games));
    }
    return said;
}
