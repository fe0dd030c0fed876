// The dice check at a game's end (docs/protocol.md, "Dice anyone can check"): the seed the
// server reveals must be the one whose SHA-256 it announced before the first roll. Every
// roll is then checked from that seed by `dicebox import` of the game's file: the rules
// are not written a second time in JavaScript.

import {sha256Hex} from "./sha256.js";

/**
 * The SHA-256 of `text` in hex: WebCrypto's where the page has it (a secure context), the
 * client's own elsewhere (plain http on a LAN address).
 * @param {string} text
 * @param {SubtleCrypto|undefined} subtle
 * @returns {Promise<string>}
 */
export async function digestHex(text, subtle) {
    if (subtle === undefined) return sha256Hex(text);
    const digest = new Uint8Array(await subtle.digest("SHA-256", new TextEncoder().encode(text)));
    return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * Whether the revealed seed is the announced one's.
 * @param {{seed?: string, seed_hash?: string}} table  a table whose game is over
 * @param {SubtleCrypto|undefined} subtle
 * @returns {Promise<boolean>}
 */
export async function seedMatches(table, subtle) {
    if (typeof table.seed !== "string" || typeof table.seed_hash !== "string") return false;
    return (await digestHex(table.seed, subtle)) === table.seed_hash.toLowerCase();
}

/**
 * The game at its end as the file `dicebox import` checks roll by roll from its seed
 * (docs/protocol.md, "A table's end as a file").
 * @param {import("./session.js").Table} table  the last table the server sent
 * @param {string} ruleScript  the house rule's text ("" without one)
 * @param {number} startedAt  when the game began, as this page saw it (Unix ms)
 * @param {number} endedAt
 * @returns {string}
 */
export function tableEndFile(table, ruleScript, startedAt, endedAt) {
    /** @type {{[field: string]: any}} */
    const file = {dicebox: {table_end: 1}, table};
    if (table.house_rule !== undefined) file.rule_script = ruleScript;
    if (startedAt > 0) file.started_at = startedAt;
    file.ended_at = endedAt;
    return JSON.stringify(file);
}
