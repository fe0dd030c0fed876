// A real game of Exxtra for the tests, played by the real engine from
// data/game.requests.jsonl (tests/web/engine_session.mjs): three seats, Ann, Bea and Carl,
// the planner bot deciding for each, seed 2026.
import {engineSession} from '../../../../tests/web/engine_session.mjs';

export {english} from '../../../../tests/web/engine_session.mjs';
export const {answers, table, legalAfter} =
    engineSession(new URL('./', import.meta.url), 'game', 'exxtra');
