// A real game of Exxtra for the tests: data/game.requests.jsonl played by the real engine,
//   dicebox engine < data/game.requests.jsonl > data/game.answers.jsonl
// (three seats, Ann, Bea and Carl, the planner bot deciding for each, seed 2026), whose
// answers hold the seats' views and legal lists. A table as the server sends it wraps a view.
import {readFileSync} from 'node:fs';

/** @param {string} name */
function lines(name) {
    const text = readFileSync(new URL(`data/${name}`, import.meta.url), 'utf8');
    return text.trim().split('\n').map((line) => JSON.parse(line));
}

export const requests = lines('game.requests.jsonl');
export const answers = lines('game.answers.jsonl');

/**
 * The table after answer `i`: its view, and the event that led to it.
 * @param {number} i
 */
export function table(i) {
    const answer = answers[i];
    const event = answer.outcome !== undefined ? {chance: answer.outcome} :
        answer.action !== undefined            ? {seat: requests[i].seat, action: answer.action} :
                                                 undefined;
    const names = answer.state.seats.map((/** @type {any} */ seat) => seat.name);
    return {
        table: 'K7QM-2XPA',
        game: 'exxtra',
        seats: names.map((/** @type {string} */ name) => ({name})),
        state: answer.state,
        event
    };
}

/**
 * The legal list answered right after answer `i` (the engine asked before each bot's
 * turn). @param {number} i
 */
export function legalAfter(i) {
    if (requests[i + 1]?.cmd !== 'legal') throw new Error(`answer ${i + 1} is no legal list`);
    return answers[i + 1].actions;
}

/** Words as they are: the English source. @param {string} text */
export const english = (text) => text;
