// A die's face in SVG, for the buttons of EXTRA!'s tray: the roll's dice and the slots.

const NS = 'http://www.w3.org/2000/svg';

// Where a face's pips lie on a die of side 10.
/** @type {Record<number, [number, number][]>} */
const PIPS = {
    1: [[5, 5]],
    2: [[2.8, 2.8], [7.2, 7.2]],
    3: [[2.8, 2.8], [5, 5], [7.2, 7.2]],
    4: [[2.8, 2.8], [7.2, 2.8], [2.8, 7.2], [7.2, 7.2]],
    5: [[2.8, 2.8], [7.2, 2.8], [5, 5], [2.8, 7.2], [7.2, 7.2]],
    6: [[2.8, 2.6], [7.2, 2.6], [2.8, 5], [7.2, 5], [2.8, 7.4], [7.2, 7.4]],
};

/**
 * A die showing `face`, or an empty place for one (face 0), drawn for a button: the
 * button's label says what it is, so the drawing is hidden from screen readers.
 * @param {number} face
 * @returns {SVGSVGElement}
 */
export function drawDie(face) {
    const svg = /** @type {SVGSVGElement} */ (document.createElementNS(NS, 'svg'));
    svg.setAttribute('viewBox', '-0.5 -0.5 11 11');
    svg.setAttribute('aria-hidden', 'true');
    svg.setAttribute('class', face === 0 ? 'xd-die xd-empty' : 'xd-die');
    const body = document.createElementNS(NS, 'rect');
    for (const [k, v] of Object.entries({ x: 0.3, y: 0.3, width: 9.4, height: 9.4, rx: 1.8 })) {
        body.setAttribute(k, String(v));
    }
    body.setAttribute('class', 'xd-body');
    svg.appendChild(body);
    for (const [cx, cy] of PIPS[face] ?? []) {
        const pip = document.createElementNS(NS, 'circle');
        pip.setAttribute('cx', String(cx));
        pip.setAttribute('cy', String(cy));
        pip.setAttribute('r', '1.05');
        pip.setAttribute('class', 'xd-pip');
        svg.appendChild(pip);
    }
    return svg;
}
