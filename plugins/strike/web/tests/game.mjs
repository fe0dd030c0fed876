// Real games of Strike for the tests, played by the real engine from their requests
// (tests/web/engine_session.mjs): game, three seats, Ann, Ben and Cid, the planner bot
// deciding for each, seed 2026; match, the match of two games between Ann and Ben, three
// dice each, seed 11.
import {engineSession} from '../../../../tests/web/engine_session.mjs';

export {english} from '../../../../tests/web/engine_session.mjs';
const here = new URL('./', import.meta.url);
export const match = engineSession(here, 'match', 'strike');
export const {answers, table, legalAfter} = engineSession(here, 'game', 'strike');
