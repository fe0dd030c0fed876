// A game's web board's words, checked alike for every board (each board's
// web/tests/i18n.test.mjs): every text its modules and the web board kit's translate is in
// German, French and Italian, in the board's i18n.json or the page's (web/i18n.json, which
// a board's t() falls back on); the board keeps no words it no longer says; where the app
// (gui/translations/dicebox_*.ts) has the same English text, the app's words; and a
// translation keeps the numbered places (%1, %2…) of its English text.
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import {test} from 'node:test';

const root = new URL('../../', import.meta.url);
const kit = new URL('web/js/board_kit/', root);
const languages = ['de', 'fr', 'it'];

/** @param {URL} file */
const json = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** Every text the modules of `folder` hand to t(), directly or through say(t, …). */
function translated(/** @type {URL} */ folder) {
    const texts = new Set();
    for (const file of readdirSync(folder).filter((name) => name.endsWith('.js'))) {
        const source = readFileSync(new URL(file, folder), 'utf8');
        const calls = /(?:\bt\(|\bsay\([\w.]*\bt,)\s*(['"])((?:\\.|(?!\1).)*)\1\s*[,)]/g;
        for (const found of source.matchAll(calls))
            texts.add(found[2].replace(/\\n/g, '\n').replace(/\\(.)/g, '$1'));
    }
    return texts;
}

/** @param {string} text */
function unescape(text) {
    return text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"')
        .replace(/&apos;/g, "'").replace(/&amp;/g, '&');
}

/** A Qt text as a board writes it: no bold markup, no mnemonic (&Roll is Roll). */
const plain = (/** @type {string} */ text) => text.replace(/<\/?b>/g, '').replace(/&(&?)/g, '$1');

/** The app's finished translations of a language: English → its words, in any context. */
function appWords(/** @type {string} */ language) {
    const ts = readFileSync(new URL(`gui/translations/dicebox_${language}.ts`, root), 'utf8');
    /** @type {Map<string, Set<string>>} */
    const found = new Map();
    for (const [, source, attrs, text] of ts.matchAll(
        /<source>([^<]*)<\/source>\s*(?:<(?:extra)?comment>[^<]*<\/(?:extra)?comment>\s*)*<translation([^>]*)>([^<]*)<\/translation>/g)) {
        if (/type="(unfinished|obsolete|vanished)"/.test(attrs) || text === '') continue;
        const key = plain(unescape(source));
        if (!found.has(key)) found.set(key, new Set());
        found.get(key)?.add(plain(unescape(text)));
    }
    return found;
}

/**
 * The tests of the words of the board whose web folder is `folder`.
 * @param {URL} folder  the board's web/ folder, ending in a slash
 */
export function checkBoardWords(folder) {
    const words = json(new URL('i18n.json', folder));
    const page = json(new URL('web/i18n.json', root));
    const own = translated(folder);
    const said = new Set([...own, ...translated(kit)]);

    test('every text the board translates is in German, French and Italian', () => {
        assert.ok(own.size > 20, 'the modules were read');
        for (const language of languages) {
            for (const text of said) {
                const found = words[language]?.[text] ?? page[language]?.[text];
                assert.ok(typeof found === 'string', `${language}: "${text}"`);
            }
        }
    });

    test('i18n.json holds no words the board no longer says', () => {
        for (const language of languages) {
            for (const text of Object.keys(words[language]))
                assert.ok(said.has(text), `${language}: "${text}" is unused`);
        }
    });

    test("a text the app translates too is in the app's words", () => {
        for (const language of languages) {
            const app = appWords(language);
            let shared = 0;
            for (const [text, ours] of Object.entries(words[language])) {
                const theirs = app.get(text);
                if (!theirs) continue;
                ++shared;
                assert.ok(theirs.has(ours), `${language}: "${text}" is "${[...theirs].join('" or "')}" in the app`);
            }
            assert.ok(shared >= 10, `${language}: only ${shared} texts shared with the app`);
        }
    });

    test('a translation keeps the numbered places of its English text', () => {
        const places = (/** @type {string} */ s) => [...new Set(s.match(/%\d/g) ?? [])].sort();
        for (const language of languages) {
            for (const [text, ours] of Object.entries(words[language]))
                assert.deepEqual(places(ours), places(text), `${language}: "${text}"`);
        }
    });
}
