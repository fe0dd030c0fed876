// Beside Strike's arena: each seat's reserve, and the dice removed from the game, as the
// app draws them (reserves_view.cpp, removed_pile.cpp).
import {svg} from '/js/board_kit/svg.js';
import {fill} from '/js/board_kit/words.js';

import {dice, reserveText} from './model.js';

/**
 * Each seat's reserve: its name and dice in words, and its dice drawn in its colour.
 * @param {HTMLElement} list @param {any} state @param {string[]} names
 * @param {(text: string) => string} t
 */
export function drawReserves(list, state, names, t) {
    list.replaceChildren();
    state.seats.forEach((/** @type {any} */ seat, /** @type {number} */ i) => {
        const row = document.createElement('li');
        row.className = `sb-reserve seat${i % 6}`;
        row.classList.toggle('sb-throwing', !state.terminal && i === state.current);
        row.classList.toggle('sb-out', seat.out);
        list.appendChild(row);
        const line = document.createElement('p');
        line.className = 'sb-reserve-words';
        const name = document.createElement('b');
        name.textContent = names[i];
        line.append(name, ` ${reserveText(state, i, t)}`);
        row.appendChild(line);
        const count = seat.out ? 0 : seat.reserve;
        if (count === 0) return;
        const attrs = {viewBox: `0 0 ${count * 25} 24`, class: 'sb-reserve-dice'};
        const drawn = svg('svg', {...attrs, 'aria-hidden': 'true'}, row);
        drawn.setAttribute('width', String(Math.min(count * 25, 240)));
        for (let k = 0; k < count; ++k) {
            const die = {x: k * 25 + 1, y: 1, width: 22, height: 22, rx: 4};
            svg('rect', {...die, class: 'sb-reserve-die'}, drawn);
        }
    });
}

/**
 * The removed dice as a heap, in rows from the bottom up, each a little askew and the same
 * every time, and how many were removed and never used.
 * @param {SVGSVGElement} pile @param {HTMLElement} counts @param {any} state
 * @param {(text: string) => string} t
 */
export function drawPile(pile, counts, state, t) {
    pile.replaceChildren();
    svg('rect', {x: 1, y: 1, width: 298, height: 94, rx: 8, class: 'sb-pile-box'}, pile);
    const side = 22;
    const perRow = 11;
    for (let i = 0; i < state.removed; ++i) {
        const row = Math.floor(i / perRow);
        const x = 20 + (i % perRow) * side * 1.1 + (row % 2) * side * 0.45;
        const y = 78 - row * side * 0.7;
        const turn = ((i * 37) % 31) - 15;
        const group = svg('g', {transform: `translate(${x} ${y}) rotate(${turn})`}, pile);
        const die = {x: -side / 2, y: -side / 2, width: side, height: side, rx: 4};
        svg('rect', {...die, class: 'sb-pile-die'}, group);
    }
    if (state.removed === 0) {
        const middle = {x: 150, y: 48, 'text-anchor': 'middle', 'dominant-baseline': 'central'};
        svg('text', {...middle, class: 'sb-pile-none'}, pile).textContent = t('no die removed yet');
    }
    const words = fill(
        t('%1 removed\n%2 unused (never in the game)'), dice(state.removed, t),
        dice(state.unused, t));
    pile.setAttribute('aria-label', words.replace('\n', ', '));
    counts.textContent = words;
}
