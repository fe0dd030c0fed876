// The page's words: English is the source text, and web/i18n.json holds its German, French
// and Italian, the app's own words where the app says the same (gui/translations/). The
// language is the browser's first that dicebox speaks, or the one the person chose here.

/** @typedef {{[language: string]: {[english: string]: string}}} Words */

export const LANGUAGES = ["en", "de", "fr", "it"];
const CHOSEN = "dicebox.language";

/** @type {{[english: string]: string}} */
let words = {};
let language = "en";

/**
 * The language to speak: the one chosen here, else the browser's first that is spoken.
 * @param {readonly string[]} preferred  navigator.languages
 * @param {string|null} chosen  what the person chose on this page, if anything
 * @returns {string}
 */
export function pickLanguage(preferred, chosen) {
    if (chosen !== null && LANGUAGES.includes(chosen)) return chosen;
    for (const tag of preferred) {
        const primary = tag.toLowerCase().split("-")[0];
        if (LANGUAGES.includes(primary)) return primary;
    }
    return "en";
}

/**
 * Speaks `chosen` from now on, with the words of `all`.
 * @param {string} chosen
 * @param {Words} all
 */
export function useLanguage(chosen, all) {
    language = chosen;
    words = all[chosen] ?? {};
}

/** @returns {string} the language spoken, as a BCP 47 tag */
export function currentLanguage() {
    return language;
}

/**
 * `text` in the person's language, with %1, %2… replaced by `values`.
 * @param {string} text  English
 * @param {...(string|number)} values
 * @returns {string}
 */
export function t(text, ...values) {
    const said = words[text] ?? text;
    return said.replace(/%(\d)/g, (whole, n) => {
        const value = values[Number(n) - 1];
        return value === undefined ? whole : String(value);
    });
}

/**
 * t() for a game's board: the board's own words (its web folder's i18n.json) first, then
 * the page's.
 * @param {Words} boardWords
 * @returns {(text: string) => string}
 */
export function boardTranslator(boardWords) {
    const own = boardWords[language] ?? {};
    return (text) => own[text] ?? t(text);
}

/**
 * Loads the words and speaks the person's language.
 * @param {Storage} storage
 * @returns {Promise<void>}
 */
export async function loadWords(storage) {
    let chosen = null;
    try {
        chosen = storage.getItem(CHOSEN);
    } catch {
        // No storage: the browser's language.
    }
    const picked = pickLanguage(navigator.languages ?? [navigator.language], chosen);
    /** @type {Words} */
    let all = {};
    try {
        const response = await fetch("/i18n.json");
        if (response.ok) all = await response.json();
    } catch {
        // The words could not be fetched: English.
    }
    useLanguage(picked, all);
    document.documentElement.lang = picked;
}

/**
 * Keeps the person's choice of language for the pages to come.
 * @param {Storage} storage
 * @param {string} chosen
 */
export function chooseLanguage(storage, chosen) {
    try {
        storage.setItem(CHOSEN, chosen);
    } catch {
        // Not kept: this page speaks it still.
    }
}
