// Strike's board in the browser (the board contract: docs/architecture.md): the arena
// with its dice, each seat's reserve, the removed pile and the throw styles; the choices
// are the seat's legal actions, sent as they are written.
import {button, el} from '/js/board_kit/html.js';
import {die, svg} from '/js/board_kit/svg.js';
import {fill, seatNames} from '/js/board_kit/words.js';

import {dieSize, placeDice, TRAY} from './arena.js';
import {
    announcement, arenaDice, bigThrow, choices, diceToThrow, prompt, result, risks, STYLES,
    styleTitle, turnLine,
} from './model.js';
import {drawPile, drawReserves} from './side_view.js';

/**
 * @typedef {import('/js/board_kit/html.js').BoardContext} BoardContext
 * @typedef {import('./arena.js').PlacedDie} PlacedDie
 */

// Arena units to the SVG's: the tray fills a box of 900 × 600.
const SCALE = 500;

/**
 * @param {HTMLElement} root @param {BoardContext} ctx
 * @returns {{update(table: any, legal: string[]): void}}
 */
export function createBoard(root, ctx) {
    return new StrikeBoard(root, ctx);
}

class StrikeBoard {
    /** @param {HTMLElement} root @param {BoardContext} ctx */
    constructor(root, ctx) {
        this.ctx = ctx;
        this.t = ctx.t;
        /** @type {any} */ this.state = null;
        /** @type {any} */ this.event = null;
        /** @type {string[]} */ this.names = [];
        this.choice = choices([]);
        /** @type {PlacedDie[]} the dice as they lie, kept from one drawing to the next */
        this.lying = [];
        /** @type {number|null} who threw the dice that have just come to rest */
        this.thrower = null;
        root.classList.add('sb');
        this.heading = el('p', 'sb-turn', root);
        const main = el('div', 'sb-main', root);
        const play = el('div', 'sb-play', main);
        this.banner = el('p', 'sb-banner', play);
        const tray = {viewBox: '-450 -300 900 600', role: 'img', class: 'sb-arena'};
        this.arena = /** @type {SVGSVGElement} */ (svg('svg', tray, play));
        this.outcome = el('p', 'sb-result', play);
        this.words = el('p', 'sb-prompt', play);
        this.controls = el('div', 'sb-controls', play);
        /** @type {Map<string, HTMLButtonElement>} */
        this.buttons = new Map();
        for (const action of [...STYLES.map((style) => `throw ${style}`), 'stop']) {
            const choice = button('sb-choice', this.controls);
            choice.addEventListener('click', () => this.offered(action) && ctx.choose(action));
            this.buttons.set(action, choice);
        }
        const side = el('div', 'sb-side', main);
        el('h3', 'sb-title', side).textContent = this.t('Reserves');
        this.reserves = el('ul', 'sb-reserves', side);
        el('h3', 'sb-title', side).textContent = this.t('Removed from the game');
        const pile = {viewBox: '0 0 300 96', class: 'sb-pile', role: 'img'};
        this.pile = /** @type {SVGSVGElement} */ (svg('svg', pile, side));
        this.counts = el('p', 'sb-counts', side);
    }

    /** @param {string} action */
    offered(action) {
        if (action === 'stop') return this.choice.stop;
        return this.choice.styles.has(action.slice('throw '.length));
    }

    /** @param {any} table @param {string[]} legal */
    update(table, legal) {
        if (!table || !table.state) return;
        const before = this.state ? {state: this.state, event: this.event} : null;
        const event = table.event || null;
        // Who threw the dice that have just come to rest, as the view before them says.
        if (!before || JSON.stringify(before.event) !== JSON.stringify(event)) {
            this.thrower = before && before.state.throw ? before.state.current : null;
        }
        this.state = table.state;
        this.event = event;
        this.names = seatNames(this.ctx.names, this.state.players, this.t);
        this.choice = choices(legal || []);
        this.redraw();
        const said = announcement(before, {state: this.state, event}, this.names, this.t);
        if (said) this.ctx.announce(said);
    }

    redraw() {
        const {state, names, t} = this;
        this.heading.textContent = turnLine(state, names, t);
        this.heading.className =
            state.terminal ? 'sb-turn' : `sb-turn sb-marked seat${state.current % 6}`;
        const big = bigThrow(state, names, t);
        this.banner.textContent = big;
        this.banner.hidden = !big;
        this.drawArena();
        this.outcome.textContent = result(state, names, t);
        this.outcome.hidden = !state.terminal;
        // At the end the result says it all: no choices left to show.
        const mine = this.choice.stop || this.choice.styles.size > 0;
        this.words.textContent = state.terminal ? '' : prompt(state, names, mine, t);
        this.words.hidden = state.terminal;
        this.controls.hidden = state.terminal;
        this.drawControls();
        drawReserves(this.reserves, state, names, t);
        drawPile(this.pile, this.counts, state, t);
    }

    drawArena() {
        const {arena, state, t} = this;
        arena.replaceChildren();
        const rim = {rx: (TRAY.a + 0.06) * SCALE, ry: (TRAY.b + 0.06) * SCALE};
        svg('ellipse', {...rim, class: 'sb-rim'}, arena);
        svg('ellipse', {rx: TRAY.a * SCALE, ry: TRAY.b * SCALE, class: 'sb-felt'}, arena);
        const shown = arenaDice(state, this.event);
        this.lying = placeDice(shown, this.lying, state.removed * 31 + state.arena.length);
        const size = dieSize(shown.length) * SCALE;
        for (const placed of this.lying) {
            const at = `translate(${placed.x * SCALE} ${placed.y * SCALE})`;
            const transform = `${at} rotate(${placed.angle})`;
            const outer = svg('g', {transform, class: this.leavingClass(placed)}, arena);
            // A die that has just come to rest drops into its place.
            const group = svg('g', {class: placed.fresh ? 'sb-fresh' : ''}, outer);
            const shadow = {x: -size / 2 + 6, y: -size / 2 + 8, width: size, height: size};
            svg('rect', {...shadow, rx: size * 0.18, class: 'sb-shadow'}, group);
            die(group, -size / 2, -size / 2, size, String(placed.face));
        }
        if (shown.length === 0 && !state.terminal) {
            const middle = {x: 0, y: 0, 'text-anchor': 'middle', 'dominant-baseline': 'central'};
            const caption = svg('text', {...middle, class: 'sb-caption'}, arena);
            caption.textContent =
                bigThrow(state, this.names, t) ? t('Big throw!') : t('The arena is empty');
        }
        const faces = state.arena.join(' ');
        arena.setAttribute(
            'aria-label', faces ? fill(t('arena %1'), faces) : t('The arena is empty'));
    }

    // A die leaving the arena fades; one the thrower takes is ringed in their colour.
    /** @param {PlacedDie} placed */
    leavingClass(placed) {
        if (!placed.leaving) return '';
        if (placed.face === 'X' || this.thrower === null) return 'sb-leaving';
        return `sb-leaving sb-taken seat${this.thrower % 6}`;
    }

    drawControls() {
        const {state, t} = this;
        const count = diceToThrow(state);
        for (const [action, button] of this.buttons) {
            button.replaceChildren();
            button.disabled = !this.offered(action);
            let name = t('Stop');
            let what = t('End the turn');
            if (action !== 'stop') {
                const style = action.slice('throw '.length);
                name = count > 1 ? fill(t('%1 throw: all %2 dice'), styleTitle(style, t), count) :
                                   fill(t('%1 throw'), styleTitle(style, t));
                what = risks(state.params, style, t);
            }
            el('span', 'sb-choice-name', button).textContent = name;
            // A space between the two, so that a screen reader does not run them together.
            button.append(' ');
            el('span', 'sb-choice-risk', button).textContent = what;
        }
    }
}
