// The board's words: every English text its scripts translate is in i18n.json in German,
// French and Italian, and where the app has the same text, in the app's own words
// (gui/translations/dicebox_*.ts).
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { test } from 'node:test';

const web = new URL('../', import.meta.url);
const words = JSON.parse(readFileSync(new URL('i18n.json', web), 'utf8'));
const languages = ['de', 'fr', 'it'];

/** The texts the scripts hand to t(), directly or through say(t, …). */
function translated() {
    const texts = new Set();
    for (const file of readdirSync(web).filter((f) => f.endsWith('.js'))) {
        const source = readFileSync(new URL(file, web), 'utf8');
        for (const found of source.matchAll(/(?:\bt\(|say\(t, )'([^']*)'/g)) texts.add(found[1]);
    }
    return texts;
}

/** @param {string} text */
function unescape(text) {
    return text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"')
        .replace(/&apos;/g, "'").replace(/&amp;/g, '&');
}

/** The app's finished translations of a language: English → the app's words, per context. */
function app(/** @type {string} */ language) {
    const ts = readFileSync(new URL(`../../../gui/translations/dicebox_${language}.ts`, web), 'utf8');
    /** @type {Map<string, Set<string>>} */
    const found = new Map();
    for (const [, source, attrs, text] of ts.matchAll(
        /<source>([^<]*)<\/source>\s*(?:<comment>[^<]*<\/comment>\s*)?<translation([^>]*)>([^<]*)<\/translation>/g,
    )) {
        if (/type="(unfinished|obsolete|vanished)"/.test(attrs) || text === '') continue;
        const key = unescape(source);
        if (!found.has(key)) found.set(key, new Set());
        found.get(key)?.add(unescape(text));
    }
    return found;
}

test('every text the board translates is in German, French and Italian', () => {
    const texts = translated();
    assert.ok(texts.size > 30, 'the scripts were read');
    for (const language of languages) {
        for (const text of texts) assert.ok(words[language]?.[text], `${language}: "${text}"`);
    }
});

test("a text the app translates too is in the app's words", () => {
    for (const language of languages) {
        const theirs = app(language);
        for (const [text, ours] of Object.entries(words[language])) {
            const known = theirs.get(text);
            if (known) assert.ok(known.has(ours), `${language}: "${text}" is "${[...known].join('" or "')}" in the app`);
        }
    }
});

test('a translation keeps the numbered places of its English text', () => {
    for (const language of languages) {
        for (const [text, ours] of Object.entries(words[language])) {
            const places = (/** @type {string} */ s) => [...new Set(s.match(/%\d/g) ?? [])].sort();
            assert.deepEqual(places(ours), places(text), `${language}: "${text}"`);
        }
    }
});
