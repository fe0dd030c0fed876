// Real games of Strike for the tests, played by the real engine from their requests:
//   dicebox engine < data/game.requests.jsonl > data/game.answers.jsonl
//   dicebox engine < data/match.requests.jsonl > data/match.answers.jsonl
// game: three seats, Ann, Ben and Cid, the planner bot deciding for each, seed 2026;
// match: the match of two games between Ann and Ben, three dice each, seed 11. Their
// answers hold the seats' views and legal lists; a table as the server sends it wraps a view.
import {readFileSync} from 'node:fs';

/** @param {string} name */
function lines(name) {
    const text = readFileSync(new URL(`data/${name}`, import.meta.url), 'utf8');
    return text.trim().split('\n').map((line) => JSON.parse(line));
}

/** @param {string} name */
function session(name) {
    const requests = lines(`${name}.requests.jsonl`);
    const answers = lines(`${name}.answers.jsonl`);
    return {
        requests,
        answers,
        /**
         * The table after answer `i`: its view, and the event that led to it.
         * @param {number} i
         */
        table(i) {
            const answer = answers[i];
            const event = answer.outcome !== undefined ? {chance: answer.outcome} :
                answer.action !== undefined ? {seat: requests[i].seat, action: answer.action} :
                                              undefined;
            const names = answer.state.seats.map((/** @type {any} */ seat) => seat.name);
            return {
                table: 'K7QM-2XPA',
                game: 'strike',
                seats: names.map((/** @type {string} */ n) => ({name: n})),
                state: answer.state,
                event
            };
        },
        /** The legal list answered right after answer `i`. @param {number} i */
        legalAfter(i) {
            if (requests[i + 1]?.cmd !== 'legal')
                throw new Error(`answer ${i + 1} is no legal list`);
            return answers[i + 1].actions;
        },
    };
}

export const match = session('match');
const game = session('game');
export const {answers, table, legalAfter} = game;

/** Words as they are: the English source. @param {string} text */
export const english = (text) => text;
