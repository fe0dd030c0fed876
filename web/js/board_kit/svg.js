// SVG drawing for a game's web board (the web board kit, docs/architecture.md): elements,
// and a die as the app paints one (plugins/board/src/dice_painter.cpp): pips for 1 to 6, a
// symbol (the 7, the X) otherwise.

const NS = 'http://www.w3.org/2000/svg';

// The pips of faces 1 to 9 on a 3×3 grid, row by row (core's pips.hpp).
const PIPS = [
    '000010000',
    '100000001',
    '100010001',
    '101000101',
    '101010101',
    '101101101',
    '101111101',
    '111101111',
    '111111111',
];

/**
 * An SVG element with its attributes (presentation attributes are allowed by the CSP).
 * @param {string} tag @param {Record<string, string|number>} [attrs] @param {Element} [parent]
 * @returns {SVGElement}
 */
export function svg(tag, attrs = {}, parent) {
    const element = /** @type {SVGElement} */ (document.createElementNS(NS, tag));
    for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, String(value));
    if (parent) parent.appendChild(element);
    return element;
}

/**
 * A text element, centred on (x, y).
 * @param {Element} parent @param {number} x @param {number} y
 * @param {string} text @param {Record<string, string|number>} [attrs]
 */
export function label(parent, x, y, text, attrs = {}) {
    const element = svg(
        'text', {x, y, 'text-anchor': 'middle', 'dominant-baseline': 'central', ...attrs}, parent);
    element.textContent = text;
    return element;
}

/**
 * A die of `size` units with its top left at (x, y), showing `face` ("X", "7", "3").
 * @param {Element} parent @param {number} x @param {number} y @param {number} size
 * @param {string} face @param {string} [look] a class for its colours
 */
export function die(parent, x, y, size, face, look = '') {
    const group = svg('g', {class: `die ${look}`.trim()}, parent);
    svg('rect', {x, y, width: size, height: size, rx: size * 0.18, class: 'die-body'}, group);
    const pips = /^[1-6]$/.test(face) ? PIPS[Number(face) - 1] : '';
    if (!pips) {
        const mark = label(
            group, x + size / 2, y + size / 2, face,
            {class: face === 'X' ? 'die-x' : 'die-symbol'});
        mark.setAttribute('font-size', String(size * 0.6));
        return group;
    }
    const cell = size / 4;
    for (let spot = 0; spot < 9; ++spot) {
        if (pips[spot] !== '1') continue;
        svg('circle', {
            cx: x + cell * (1 + (spot % 3)),
            cy: y + cell * (1 + Math.floor(spot / 3)),
            r: size * 0.09,
            class: 'die-pip',
        },
            group);
    }
    return group;
}
