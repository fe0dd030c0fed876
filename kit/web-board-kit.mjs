// Lets Node's test runner import the web board kit as a browser does, by the path the
// server serves it at (`/js/board_kit/svg.js`): `node --import <this file> --test`, with
// DICEBOX_WEB_DIR naming the web client's folder (dicebox's web/, or the installed
// share/dicebox/web/). dicebox_add_web_board_tests() (dicebox-game.cmake) runs a game's
// web/tests/*.test.mjs so. The hooks run in a thread of their own, which loads this file
// again: only the main thread registers them.
import {register} from 'node:module';
import {pathToFileURL} from 'node:url';
import {isMainThread} from 'node:worker_threads';

const KIT = '/js/board_kit/';

/** @type {string} the kit's folder, as a file: URL ending in a slash */
let kitFolder = '';

/** @param {string} folder */
export function initialize(folder) {
    kitFolder = folder;
}

/**
 * @param {string} specifier @param {object} context
 * @param {(specifier: string, context: object) => Promise<object>} next
 */
export async function resolve(specifier, context, next) {
    if (!specifier.startsWith(KIT)) return next(specifier, context);
    return next(new URL(specifier.slice(KIT.length), kitFolder).href, context);
}

if (isMainThread) {
    const web = process.env.DICEBOX_WEB_DIR;
    if (!web) throw new Error('web-board-kit.mjs: DICEBOX_WEB_DIR must name the web client\'s folder');
    register(import.meta.url, {data: pathToFileURL(`${web}${KIT}`).href});
}
