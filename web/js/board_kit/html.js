// HTML elements for a game's web board (the web board kit, docs/architecture.md), and the
// board contract's types, which every board is handed and returns.

/**
 * What the page hands a board: the viewer's seat (null: an onlooker), the person's words,
 * the choice sent as `act`, the live region, and the seats' names in seat order.
 * @typedef {{seat: number|null, t(text: string): string, choose(action: string): void,
 *            announce(text: string): void, names: string[]}} BoardContext
 * @typedef {{update(table: any, legal: string[]): void}} Board
 */

/**
 * An element with its class, appended to `parent`, with `text` as its text when given.
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag @param {string} className @param {Element} [parent] @param {string} [text]
 * @returns {HTMLElementTagNameMap[K]}
 */
export function el(tag, className, parent, text) {
    const element = document.createElement(tag);
    if (className) element.className = className;
    if (text !== undefined) element.textContent = text;
    if (parent) parent.appendChild(element);
    return element;
}

/**
 * A button that submits nothing.
 * @param {string} className @param {Element} parent @param {string} [text]
 */
export function button(className, parent, text) {
    const element = el('button', className, parent, text);
    element.type = 'button';
    return element;
}
