// A game's board in the page (the board contract of docs/architecture.md): the game's
// own `/games/<game>/board.js` with its `board.css` where the server has them, else the
// plain board every game can be played on.

import {createGenericBoard} from "./generic_board.js";
import {boardTranslator} from "./i18n.js";

/**
 * @typedef {{
 *   seat: number|null,
 *   t(text: string): string,
 *   choose(action: string): void,
 *   announce(text: string): void,
 *   names: string[]
 * }} BoardContext
 */
/** @typedef {{update(table: object, legal: string[]): void}} Board */

/**
 * @param {string} game  the game's id
 * @param {HTMLElement} root  an empty element the board fills
 * @param {BoardContext} ctx
 * @returns {Promise<Board>}
 */
export async function loadBoard(game, root, ctx) {
    const folder = `/games/${encodeURIComponent(game)}`;
    if (await present(`${folder}/board.js`)) {
        if (await present(`${folder}/board.css`)) {
            const link = document.createElement("link");
            link.rel = "stylesheet";
            link.href = `${folder}/board.css`;
            document.head.append(link);
        }
        try {
            const module = await import(`${folder}/board.js`);
            return module.createBoard(root, {...ctx, t: boardTranslator(await words(`${folder}/i18n.json`))});
        } catch (error) {
            console.error(`the board of ${game} does not load:`, error);
            root.replaceChildren();
        }
    }
    return createGenericBoard(root, ctx);
}

/**
 * The words of a board's folder, or none where it has no i18n.json.
 * @param {string} path
 * @returns {Promise<import("./i18n.js").Words>}
 */
async function words(path) {
    try {
        const response = await fetch(path);
        return response.ok ? await response.json() : {};
    } catch {
        return {};
    }
}

/**
 * Whether the server has the file.
 * @param {string} path
 * @returns {Promise<boolean>}
 */
async function present(path) {
    try {
        const response = await fetch(path, {method: "HEAD"});
        return response.ok;
    } catch {
        return false;
    }
}
