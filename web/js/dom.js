// Elements made from JavaScript, without markup strings: a text the server or a person
// sent is always a text node, never HTML.

/**
 * @typedef {{[attribute: string]: string|number|boolean|null|undefined|EventListener}} Attributes
 */

/**
 * A new element: attributes (`on…` ones are listeners; false or null ones left out) and
 * children (strings become text).
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {Attributes} [attributes]
 * @param {...(Node|string|null|undefined|false)} children
 * @returns {HTMLElementTagNameMap[K]}
 */
export function h(tag, attributes = {}, ...children) {
    const element = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) {
        if (value === null || value === undefined || value === false) continue;
        if (typeof value === "function") {
            element.addEventListener(name.slice(2), value);
        } else {
            element.setAttribute(name, value === true ? "" : String(value));
        }
    }
    for (const child of children) {
        if (child === null || child === undefined || child === false) continue;
        element.append(child);
    }
    return element;
}

/**
 * Replaces what `parent` holds by `children`.
 * @param {Element} parent
 * @param {...(Node|string|null|undefined|false)} children
 */
export function fill(parent, ...children) {
    parent.replaceChildren(...children.filter((child) => child !== null && child !== undefined && child !== false).map((child) => /** @type {Node|string} */ (child)));
}

// The characters core/src/names.cpp replaces: controls, and those that turn the direction
// of text or show nothing.
const UNPRINTABLE = new RegExp(
    "[\\p{Cc}\\u00AD\\u034F\\u061C\\u115F\\u1160\\u17B4\\u17B5\\u180E\\u200B-\\u200F" +
        "\\u2028-\\u202E\\u2060-\\u206F\\u3164\\uFE00-\\uFE0F\\uFEFF\\uFFA0\\uFFF0-\\uFFFB" +
        "\\u{E0000}-\\u{E0FFF}]",
    "gu",
);

/**
 * The text of another person (a name, the server's words) made printable, as the other
 * clients show it (dicebox/names.hpp): control characters and those that turn the
 * direction of text or show nothing are replaced.
 * @param {string} text
 * @returns {string}
 */
export function printable(text) {
    return text.replace(UNPRINTABLE, "\uFFFD");
}

/** @type {string[]} what is to be said next, gathered for a moment */
let toSay = [];

/**
 * The page's live region says `text` to a screen reader. What the board and the page say
 * of one event (the roll, the turn, the log's sentence) is said together, not each over
 * the one before.
 * @param {string} text
 */
export function announce(text) {
    const region = document.getElementById("announce");
    if (region === null) return;
    if (toSay.length === 0) {
        // Emptied first, so that the same words said twice are said again.
        region.textContent = "";
        window.setTimeout(() => {
            region.textContent = toSay.join(" ");
            toSay = [];
        }, 50);
    }
    if (!toSay.includes(text)) toSay.push(text);
}
