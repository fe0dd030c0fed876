// A die's face in SVG, for the buttons of EXTRA!'s tray: the roll's dice and the slots,
// drawn by the web board kit as the app paints a die.

import { die, svg } from '/js/board_kit/svg.js';

/**
 * A die showing `face`, or an empty place for one (face 0), drawn for a button: the
 * button's label says what it is, so the drawing is hidden from screen readers.
 * @param {number} face
 * @returns {SVGSVGElement}
 */
export function drawDie(face) {
    const look = face === 0 ? 'xd-die xd-empty' : 'xd-die';
    const drawing = /** @type {SVGSVGElement} */ (
        svg('svg', { viewBox: '-0.5 -0.5 11 11', 'aria-hidden': 'true', class: look }));
    if (face === 0) {
        const place = { x: 0.3, y: 0.3, width: 9.4, height: 9.4, rx: 1.7, class: 'die-body' };
        svg('rect', place, drawing);
    } else {
        die(drawing, 0.3, 0.3, 9.4, String(face));
    }
    return drawing;
}
