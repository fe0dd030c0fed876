// The board's words: every text it translates has its German, French and Italian in
// i18n.json, and where the app says the same English words, the same translation.
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import {test} from 'node:test';

const folder = new URL('../', import.meta.url);
const words = JSON.parse(readFileSync(new URL('i18n.json', folder), 'utf8'));
const languages = ['de', 'fr', 'it'];

/** Every t('…') of the board's modules. */
function translated() {
    const texts = new Set();
    for (const file of readdirSync(folder).filter((name) => name.endsWith('.js'))) {
        const source = readFileSync(new URL(file, folder), 'utf8');
        for (const match of source.matchAll(/\bt\(\s*(['"])((?:\\.|(?!\1).)*)\1\)/g)) {
            texts.add(match[2].replace(/\\n/g, '\n').replace(/\\(.)/g, '$1'));
        }
    }
    return texts;
}

/** The app's translations of one language, English source → words, accelerators (&) left out. */
function appWords(/** @type {string} */ language) {
    const ts = readFileSync(
        new URL(`../../../../gui/translations/dicebox_${language}.ts`, import.meta.url), 'utf8');
    const unescape = (/** @type {string} */ s) => s.replace(/&lt;/g, '<')
                                                      .replace(/&gt;/g, '>')
                                                      .replace(/&apos;/g, "'")
                                                      .replace(/&quot;/g, '"')
                                                      .replace(/&amp;/g, '&')
                                                      .replace(/<\/?b>/g, '')
                                                      .replace(/&(?=\S)/g, '');
    const out = new Map();
    for (
        const m of ts.matchAll(
            /<source>([^<]*)<\/source>\s*(?:<extracomment>[^<]*<\/extracomment>\s*)?<translation>([^<]*)<\/translation>/g)) {
        const source = unescape(m[1]);
        if (!out.has(source)) out.set(source, unescape(m[2]));
    }
    // The app's bold titles ("<b>Dice ladder</b>") are escaped markup in the sources.
    for (
        const m of ts.matchAll(
            /<source>&lt;b&gt;([^<]*)&lt;\/b&gt;<\/source>\s*<translation>&lt;b&gt;([^<]*)&lt;\/b&gt;<\/translation>/g)) {
        if (!out.has(unescape(m[1]))) out.set(unescape(m[1]), unescape(m[2]));
    }
    return out;
}

test('every text the board translates has its words in each language', () => {
    const texts = translated();
    assert.ok(texts.size > 20);
    for (const language of languages) {
        for (const text of texts)
            assert.ok(typeof words[language][text] === 'string', `${language}: "${text}"`);
    }
});

test('i18n.json holds no words the board no longer says', () => {
    const texts = translated();
    for (const language of languages) {
        for (const text of Object.keys(words[language]))
            assert.ok(texts.has(text), `${language}: "${text}" is unused`);
    }
});

test("where the app has the same English words, the board's translation is the app's", () => {
    for (const language of languages) {
        const app = appWords(language);
        let shared = 0;
        for (const [text, translation] of Object.entries(words[language])) {
            if (!app.has(text)) continue;
            ++shared;
            assert.equal(translation, app.get(text), `${language}: "${text}"`);
        }
        assert.ok(shared > 20, `${language}: only ${shared} texts shared with the app`);
    }
});
