// A real game for a web board's tests (plugins/<game>/web/tests/game.mjs): the requests a
// board's data/ folder holds, played by the real engine into its answers,
//   dicebox engine < data/NAME.requests.jsonl > data/NAME.answers.jsonl
// whose answers hold the seats' views and legal lists; a table as the server sends it
// wraps a view.
import {readFileSync} from 'node:fs';

/**
 * The session of `data/<name>.*.jsonl` in `folder`, a game of `game`.
 * @param {URL} folder  the tests' folder, ending in a slash
 * @param {string} name @param {string} game  the game's id
 */
export function engineSession(folder, name, game) {
    const lines = (/** @type {string} */ file) => readFileSync(new URL(`data/${file}`, folder), 'utf8')
        .trim().split('\n').map((line) => JSON.parse(line));
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
                game,
                seats: names.map((/** @type {string} */ n) => ({name: n})),
                state: answer.state,
                event
            };
        },
        /**
         * The legal list answered right after answer `i` (the engine was asked before each
         * bot's turn). @param {number} i
         */
        legalAfter(i) {
            if (requests[i + 1]?.cmd !== 'legal')
                throw new Error(`answer ${i + 1} is no legal list`);
            return answers[i + 1].actions;
        },
    };
}

/** Words as they are: the English source. @param {string} text */
export const english = (text) => text;
