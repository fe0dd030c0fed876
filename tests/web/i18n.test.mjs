import assert from "node:assert/strict";
import {readFileSync, readdirSync} from "node:fs";
import {test} from "node:test";

import {boardTranslator, pickLanguage, t, useLanguage} from "../../web/js/i18n.js";

const root = new URL("../../", import.meta.url);
const words = JSON.parse(readFileSync(new URL("web/i18n.json", root), "utf8"));
const LANGUAGES = ["de", "fr", "it"];

/** Every English text the client's scripts put through t(), by file. */
function textsUsed() {
    const folder = new URL("web/js/", root);
    const texts = new Map();
    for (const file of readdirSync(folder).filter((name) => name.endsWith(".js"))) {
        const source = readFileSync(new URL(file, folder), "utf8");
        for (const [, text] of source.matchAll(/\bt\("((?:[^"\\]|\\.)*)"/g)) {
            texts.set(JSON.parse(`"${text}"`), file);
        }
    }
    return texts;
}

/** A Qt text as the page writes it: without its mnemonic (&Join is Join). */
const withoutMnemonic = (text) => text.replace(/&(&?)/g, "$1");

const entities = {"&lt;": "<", "&gt;": ">", "&amp;": "&", "&quot;": '"', "&apos;": "'"};
const unescape = (text) => text.replace(/&(lt|gt|amp|quot|apos);/g, (entity) => entities[entity]);

/** The app's translations (gui/translations/dicebox_LANG.ts): source → every translation of it. */
function appWords(language) {
    const ts = readFileSync(new URL(`gui/translations/dicebox_${language}.ts`, root), "utf8");
    const found = new Map();
    const message = /<source>([\s\S]*?)<\/source>\s*(?:<comment>[\s\S]*?<\/comment>\s*)?<translation[^>]*>([\s\S]*?)<\/translation>/g;
    for (const [, source, translation] of ts.matchAll(message)) {
        const key = withoutMnemonic(unescape(source));
        if (!found.has(key)) found.set(key, new Set());
        found.get(key).add(withoutMnemonic(unescape(translation)));
    }
    return found;
}

test("every text the client says has its German, French and Italian", () => {
    const missing = [];
    for (const [text, file] of textsUsed()) {
        for (const language of LANGUAGES) {
            if (typeof words[language]?.[text] !== "string") missing.push(`${language}: "${text}" (${file})`);
        }
    }
    assert.deepEqual(missing, []);
});

test("a text the app says too is translated with the app's words", () => {
    const differ = [];
    for (const language of LANGUAGES) {
        const app = appWords(language);
        for (const [text, translation] of Object.entries(words[language])) {
            const theirs = app.get(text);
            if (theirs !== undefined && !theirs.has(translation)) {
                differ.push(`${language}: "${text}" is "${translation}" here, "${[...theirs].join('" or "')}" in the app`);
            }
        }
    }
    assert.deepEqual(differ, []);
});

test("a translation keeps the placeholders of its English text", () => {
    const differ = [];
    for (const language of LANGUAGES) {
        for (const [text, translation] of Object.entries(words[language])) {
            const holders = (s) => [...s.matchAll(/%\d/g)].map((m) => m[0]).sort().join();
            if (holders(text) !== holders(translation)) differ.push(`${language}: "${text}"`);
        }
    }
    assert.deepEqual(differ, []);
});

test("the language is the one chosen here, else the browser's first that dicebox speaks", () => {
    assert.equal(pickLanguage(["nl-BE", "fr-CH", "de"], null), "fr");
    assert.equal(pickLanguage(["fr-CH"], "it"), "it");
    assert.equal(pickLanguage(["nl"], "xx"), "en");
    assert.equal(pickLanguage([], null), "en");
});

test("a text is said in the language with its values in place, and in English without a translation", () => {
    useLanguage("de", words);
    assert.equal(t("Table %1, as %2", "K7QM-2XPA", "Ann"), "Tisch K7QM-2XPA, als Ann");
    assert.equal(t("not a text of the page"), "not a text of the page");
    useLanguage("en", words);
    assert.equal(t("Seat %1", 2), "Seat 2");
});

test("a board's own words come first, then the page's", () => {
    useLanguage("fr", words);
    const boardT = boardTranslator({fr: {"Roll": "Lancer les dés"}});
    assert.equal(boardT("Roll"), "Lancer les dés");
    assert.equal(boardT("Copy"), "Copier");
    useLanguage("en", words);
});
