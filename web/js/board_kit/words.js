// A web board's words, in the app's way of writing them (the web board kit,
// docs/architecture.md): a translated text with its %1, %2… filled in, and the seats'
// names. Pure functions, no DOM, so that Node's test runner checks the boards that use them.

/** @typedef {(text: string) => string} Translate */

/**
 * A translated text with its %1, %2… filled in, as the app's tr().arg() does.
 * @param {string} text
 * @param {...(string|number)} args
 */
export function fill(text, ...args) {
    return text.replace(
        /%(\d)/g, (all, n) => (n >= 1 && n <= args.length ? String(args[n - 1]) : all));
}

/**
 * `text` in the person's language (`t`), with its %1, %2… filled in.
 * @param {Translate} t @param {string} text @param {...(string|number)} args
 */
export function say(t, text, ...args) {
    return fill(t(text), ...args);
}

/**
 * Each seat's name, or "Seat N" for a seat nobody has taken.
 * @param {(string|null|undefined)[]} names @param {number} players @param {Translate} t
 */
export function seatNames(names, players, t) {
    return Array.from({length: players}, (_, seat) => names[seat] || say(t, 'Seat %1', seat + 1));
}
