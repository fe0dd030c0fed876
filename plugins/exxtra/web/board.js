// Exxtra's board in the browser (the board contract: docs/architecture.md): the
// cross-shaped track with every pawn, the dice ladder with the pairs on its rings, and the
// two dice; the choices are the seat's legal actions, sent as they are written.
import {button, el} from '/js/board_kit/html.js';
import {die, label, svg} from '/js/board_kit/svg.js';
import {fill, seatNames} from '/js/board_kit/words.js';

import {
    announcement, choices, knockedOff, ladder, placeText, rollCaption, shownRoll, takenText,
    turnLine,
} from './model.js';
import {drawTrack} from './track_view.js';

/** @typedef {import('/js/board_kit/html.js').BoardContext} BoardContext */

/**
 * @param {HTMLElement} root @param {BoardContext} ctx
 * @returns {{update(table: any, legal: string[]): void}}
 */
export function createBoard(root, ctx) {
    return new ExxtraBoard(root, ctx);
}

class ExxtraBoard {
    /** @param {HTMLElement} root @param {BoardContext} ctx */
    constructor(root, ctx) {
        this.ctx = ctx;
        this.t = ctx.t;
        /** @type {any} */ this.state = null;
        /** @type {any} */ this.event = null;
        /** @type {string[]} */ this.names = [];
        this.offered = choices([]);
        /** @type {string} the roll the tray shows, so that a new one is seen to land */
        this.shownKey = '';
        /** @type {number|null} the ring chosen, whose placement is shown */
        this.selected = null;
        root.classList.add('xb');
        this.heading = el('p', 'xb-turn', root);
        const main = el('div', 'xb-main', root);
        this.track = /** @type {SVGSVGElement} */ (
            svg('svg', {viewBox: '0 0 400 400', role: 'img', class: 'xb-track'}, main));
        // The dice and the buttons come first, so that a phone shows them under the track
        // without scrolling; the ladder follows.
        const side = el('div', 'xb-side', main);
        this.tray = el('div', 'xb-tray', side);
        const buttons = el('div', 'xb-buttons', side);
        this.rollButton = button('xb-roll', buttons, this.t('Roll again'));
        this.rollButton.addEventListener('click', () => this.offered.roll && ctx.choose('roll'));
        this.placeButton = button('xb-place', buttons);
        this.placeButton.addEventListener('click', () => {
            const ring = this.selected;
            if (ring !== null && this.offered.rings.has(ring)) ctx.choose(`place ${ring}`);
        });
        this.prompt = el('p', 'xb-prompt', side);
        this.explanation = el('p', 'xb-explanation', side);
        this.rings = this.makeLadder(side);
    }

    /** @param {HTMLElement} side */
    makeLadder(side) {
        const title = el('h3', 'xb-title', side);
        title.textContent = this.t('Dice ladder');
        title.id = `xb-ladder-${Math.random().toString(36).slice(2)}`;
        el('p', 'xb-hint', side).textContent =
            this.t("A pair on ring N moves its pawn N spaces at its owner's next turn");
        const rings = el('div', 'xb-ladder', side);
        rings.setAttribute('role', 'group');
        rings.setAttribute('aria-labelledby', title.id);
        // Up and down walk the ladder, as its rings are drawn.
        rings.addEventListener('keydown', (event) => {
            if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
            const all = Array.from(rings.querySelectorAll('button'));
            const at = all.indexOf(/** @type {HTMLButtonElement} */ (document.activeElement));
            const next = all[at + (event.key === 'ArrowUp' ? -1 : 1)];
            if (at >= 0 && next) {
                next.focus();
                event.preventDefault();
            }
        });
        return rings;
    }

    /** @param {any} table @param {string[]} legal */
    update(table, legal) {
        if (!table || !table.state) return;
        const before = this.state ? {state: this.state, event: this.event} : null;
        const state = table.state;
        this.state = state;
        this.event = table.event || null;
        this.names = seatNames(this.ctx.names, state.players, this.t);
        this.offered = choices(legal || []);
        // A new decision (or none): the ring chosen for the last one no longer stands.
        if (!before || before.state.rolls_this_turn !== state.rolls_this_turn ||
            before.state.turn !== state.turn ||
            (this.selected !== null && !this.offered.rings.has(this.selected))) {
            this.selected = null;
        }
        this.redraw();
        const said = announcement(before, {state, event: this.event}, this.names, this.t);
        if (said) this.ctx.announce(said);
    }

    redraw() {
        const {state, names, t, offered, selected} = this;
        this.heading.textContent = turnLine(state, names, t);
        drawTrack(this.track, state, names, t);
        this.drawLadder();
        this.drawTray();
        this.rollButton.disabled = !offered.roll;
        this.rollButton.title = offered.roll ? this.rollTitle() : '';
        this.placeButton.disabled = selected === null || !offered.rings.has(selected);
        this.placeButton.textContent =
            selected === null ? t('Place (choose a ring)') : fill(t('Place on ring %1'), selected);
        this.prompt.textContent = this.promptText();
        this.untell();
    }

    rollTitle() {
        const back = this.state.params.x_step_back;
        if (back === 0)
            return this.t('Roll both dice again: an X now ends the turn, with nothing placed.');
        return fill(
            this.t(
                'Roll both dice again: an X now ends the turn, with nothing placed, and the pawn goes back %1 per X.'),
            back);
    }

    promptText() {
        const {state, t} = this;
        if (state.terminal) return t('The game is over.');
        const who = this.names[state.current];
        if (state.to_move === 'chance') return fill(t('The dice are rolling for %1.'), who);
        const value = shownRoll(state, null)?.value ?? '';
        if (this.offered.roll || this.offered.rings.size > 0) {
            return fill(
                t('%1, roll again or place the %2 on a ring: choose a ring, then Place.'), who,
                value);
        }
        return fill(t('%1 decides: roll again or place the %2.'), who, value);
    }

    drawLadder() {
        const active = /** @type {HTMLElement|null} */ (document.activeElement);
        const focused = active && this.rings.contains(active) ? active.dataset.ring : undefined;
        this.rings.replaceChildren();
        const chosen = this.selected;
        const knocked =
            chosen !== null && this.offered.rings.has(chosen) ? knockedOff(this.state, chosen) : [];
        for (const {ring, pairs} of ladder(this.state, this.names)) {
            const button = this.ringButton(ring, pairs, knocked);
            if (focused === String(ring)) button.focus();
        }
    }

    /**
     * One ring of the ladder: its number, what it is worth, the pairs on it, and the roll
     * as it would lie there when it is the ring chosen.
     * @param {number} ring @param {{seat: number, value: string, name: string}[]} pairs
     * @param {number[]} knocked the seats the chosen ring would knock off
     */
    ringButton(ring, pairs, knocked) {
        const {state, names, t} = this;
        const element = button('xb-ring', this.rings);
        element.dataset.ring = String(ring);
        const open = this.offered.rings.has(ring);
        element.disabled = !open && this.offered.rings.size === 0;
        if (!open) element.setAttribute('aria-disabled', 'true');
        element.setAttribute('aria-pressed', String(this.selected === ring));
        // A screen reader reads the ring in words; the drawing beside it is for the eyes.
        const spoken = el('span', 'xb-spoken', element);
        const drawn = el('span', 'xb-ring-drawn', element);
        drawn.setAttribute('aria-hidden', 'true');
        el('span', 'xb-ring-no', drawn).textContent = String(ring);
        el('span', 'xb-ring-gain', drawn).textContent = ring === 0 ? t('±0') : `+${ring}`;
        const chips = el('span', 'xb-chips', drawn);
        for (const pair of pairs) {
            const off = knocked.includes(pair.seat);
            const chip =
                el('span', `xb-chip seat${pair.seat % 6}${off ? ' xb-knocked' : ''}`, chips);
            el('b', '', chip).textContent = pair.value;
            el('span', 'xb-chip-name', chip).textContent =
                off ? fill(t('%1: off'), pair.name) : pair.name;
        }
        if (this.selected === ring && open) {
            const ghost = el('span', `xb-chip xb-ghost seat${state.current % 6}`, chips);
            el('b', '', ghost).textContent = shownRoll(state, null)?.value ?? '';
            el('span', 'xb-chip-name', ghost).textContent = t('here?');
        } else if (pairs.length === 0) {
            el('span', 'xb-free', chips).textContent = t('free');
        }
        const held =
            pairs.map((pair) => fill(t("%1's %2"), pair.name, pair.value)).join(', ') || t('free');
        const why = open ? placeText(state, ring, names, t) : takenText(state, ring, names, t);
        spoken.textContent = `${fill(t('Ring %1'), ring)}: ${held}${why ? `. ${why}` : ''}`;
        element.title = why;
        element.addEventListener('click', () => {
            if (!open) return;
            // A second tap on the chosen ring places there; the first shows what it does.
            if (this.selected === ring) {
                this.ctx.choose(`place ${ring}`);
                return;
            }
            this.selected = ring;
            this.redraw();
        });
        // Pointing at a ring, or reaching it with Tab, says what placing there would do.
        const tell = () => {
            this.explanation.textContent = why;
        };
        element.addEventListener('mouseenter', tell);
        element.addEventListener('focus', tell);
        element.addEventListener('mouseleave', () => this.untell());
        element.addEventListener('blur', () => this.untell());
        return element;
    }

    // Back to what the chosen ring does, or nothing.
    untell() {
        const ring = this.selected;
        this.explanation.textContent = ring !== null && this.offered.rings.has(ring) ?
            placeText(this.state, ring, this.names, this.t) :
            '';
    }

    drawTray() {
        const {t, tray} = this;
        tray.replaceChildren();
        const roll = shownRoll(this.state, this.event);
        const dice =
            svg('svg', {viewBox: '0 0 156 92', class: 'xb-dice', 'aria-hidden': 'true'}, tray);
        // A new roll tumbles as it lands; the same roll drawn again lies still.
        const key = roll ? `${roll.a} ${roll.b} ${roll.rolls} ${this.state.turn}` : '';
        const tumbling = roll !== null && key !== this.shownKey ? ' xb-tumbling' : '';
        this.shownKey = key;
        const look = (roll && roll.invalid ? 'die-spent' : '') + tumbling;
        const dieNames = [t('die A'), t('die B')];
        [roll?.a, roll?.b].forEach((face, i) => {
            const x = 8 + i * 76;
            if (face) {
                die(dice, x, 4, 64, face, look);
            } else {
                svg('rect', {x, y: 4, width: 64, height: 64, rx: 11, class: 'die-empty'}, dice);
            }
            label(dice, x + 32, 82, dieNames[i], {class: 'xb-die-name'});
        });
        const words = el('div', 'xb-roll-words', tray);
        let value = roll?.value ?? '–';
        if (roll && roll.invalid) value = '✗';
        el('div', 'xb-value', words).textContent = value;
        el('div', 'xb-caption', words).textContent = rollCaption(roll, t);
        tray.setAttribute('role', 'img');
        tray.setAttribute(
            'aria-label',
            roll ?
                fill(
                    t('Die A shows %1, die B shows %2. %3'), roll.a, roll.b, rollCaption(roll, t)) :
                t('No roll on the table'));
    }
}
