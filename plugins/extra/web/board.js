// EXTRA!'s board in the browser (the board contract: docs/architecture.md, issue 36): the
// seat's own sheet, the dice to make into two pairs and the 5th die, and the other seats'
// sheets, folded to their totals on a phone.
//
// It draws the seat's view and offers only what the server's `legal` list holds: a die is
// offered while some legal choice can still be made with it where it would go, and the
// choice sent is the legal one laid out. No rule of the game is written here.

import { button, el } from '/js/board_kit/html.js';
import { say } from '/js/board_kit/words.js';

import {
    FIFTH, SLOTS, complete, emptySelection, faceAt, fitting, newColumnOf, offeredDice,
    pairSums, parseChoice, parseChoices, place, previewOf, selectionOf, slotOf, takeBack,
    takeBackLast,
} from './choice.js';
import { drawDie } from './dice.js';
import {
    andList, announcement, heading, result, seatStatus, sheetModel, signed,
} from './sheet_model.js';
import { drawSheet } from './sheet_svg.js';

/**
 * @typedef {import('/js/board_kit/html.js').BoardContext} BoardContext
 * @typedef {import('./choice.js').Choice} Choice
 * @typedef {import('./choice.js').Selection} Selection
 */

// Below this width the sheets are drawn narrow and the others fold (board.css agrees).
const NARROW = '(max-width: 699px)';

/**
 * The board's fixed parts; what changes is filled in by render().
 * @param {HTMLElement} root
 * @param {(text: string) => string} t
 */
function buildParts(root, t) {
    const board = el('section', 'xb', root);
    board.setAttribute('aria-label', t('EXTRA!'));
    const headingLine = el('h2', 'xb-heading', board);
    const resultLine = el('p', 'xb-result', board);
    const play = el('div', 'xb-play', board);
    const own = el('div', 'xb-own', play);
    const tray = el('div', 'xb-tray', play);
    const rollLabel = el('p', 'xb-roll-label', tray);
    rollLabel.id = 'xb-roll-label';
    // The roll: one tab stop, the arrows go from die to die (wireInput).
    const dice = el('div', 'xb-dice', tray);
    dice.setAttribute('role', 'toolbar');
    dice.setAttribute('aria-labelledby', rollLabel.id);
    const slotsBox = el('div', 'xb-slots', tray);
    const lines = [t('Pair 1'), t('Pair 2'), t('5th die')].map((name) => {
        const line = el('div', 'xb-slot-line', slotsBox);
        el('span', 'xb-slot-name', line, name);
        const holders = el('span', 'xb-slot-holders', line);
        const words = el('span', 'xb-slot-words', line);
        return { holders, words };
    });
    const slots = Array.from({ length: SLOTS }, (_, s) =>
        button('xb-die xb-slot', lines[Math.min(2, s >> 1)].holders),
    );
    const columns = el('fieldset', 'xb-columns', tray);
    el('legend', '', columns, t('New EXTRA number into:'));
    const columnButtons = el('div', 'xb-column-buttons', columns);
    const explanation = el('p', 'xb-explain', tray);
    explanation.setAttribute('role', 'status'); // what each tap made of the choice, said
    const listLabel = el('label', 'xb-list', tray);
    el('span', '', listLabel, t('Every legal choice'));
    const list = /** @type {HTMLSelectElement} */ (el('select', '', listLabel));
    const actions = el('div', 'xb-actions', tray);
    const clear = button('xb-button', actions, t('Take back every die'));
    const confirm = button('xb-button xb-confirm', actions, t('Confirm'));
    const others = el('div', 'xb-others', board);
    return {
        board, headingLine, resultLine, own, tray, rollLabel, dice, lines, slots, columns,
        columnButtons, explanation, list, clear, confirm, others,
        /** @type {HTMLButtonElement[]} */ dieButtons: [],
        /** @type {Map<number, HTMLDetailsElement>} */ folds: new Map(),
    };
}

/**
 * What the board holds between updates.
 * @param {number|null} seat
 */
function newBoardState(seat) {
    return {
        seat,
        /** @type {any} */ table: null,
        /** @type {any} */ state: null,
        /** @type {Choice[]} */ legal: [],
        sel: emptySelection([]),
        pick: '', // the legal choice picked among those the dice laid out allow
        focus: 0, // the die that Tab reaches in the roll
        // The choice last sent, until the server's word: not sent twice. Everything else
        // stays as it was, so that a refused choice can be changed at once.
        sent: '',
        rollKey: '',
        /** @type {import('./sheet_model.js').Said|null} */ said: null, // announced last
    };
}

/** @typedef {ReturnType<typeof newBoardState>} BoardState */

/**
 * The seat has a choice to make.
 * @param {BoardState} b
 */
function isAsked(b) {
    return b.legal.length > 0;
}

/**
 * The legal choices the dice laid out allow, and the one picked among them.
 * @param {BoardState} b
 */
function options(b) {
    const fit = complete(b.sel) ? fitting(b.sel, b.legal) : [];
    return { fit, picked: fit.find((c) => c.text === b.pick) ?? fit[0] ?? null };
}

/**
 * The seats' names: the page's, else the table's, else "Seat N".
 * @param {BoardState} b
 * @param {BoardContext} ctx
 */
function namesOf(b, ctx) {
    return (b.state?.seats ?? []).map((/** @type {any} */ _, /** @type {number} */ s) =>
        ctx.names[s] ?? b.table?.seats?.[s]?.name ?? say(ctx.t, 'Seat %1', s + 1));
}

/**
 * @param {HTMLElement} root  an empty element the board fills
 * @param {BoardContext} ctx
 * @returns {{update(table: any, legal: string[]): void}}
 */
export function createBoard(root, ctx) {
    const parts = buildParts(root, (text) => ctx.t(text));
    const media = window.matchMedia(NARROW);
    const b = newBoardState(ctx.seat);
    const render = () => renderBoard(parts, b, ctx, media.matches);
    /** @param {Selection} sel */
    const setSelection = (sel) => {
        b.sel = sel;
        render();
    };
    /** @param {number} die */
    const pickDie = (die) => {
        if (!isAsked(b) || die < 0 || die >= b.sel.roll.length) return;
        const slot = slotOf(b.sel, die);
        if (slot >= 0) setSelection(takeBack(b.sel, slot));
        else if (offeredDice(b.sel, b.legal)[die]) setSelection(place(b.sel, die));
    };
    const confirm = () => {
        const { picked } = options(b);
        if (!isAsked(b) || !picked || b.sent === picked.text) return;
        b.sent = picked.text;
        render();
        ctx.choose(picked.text);
    };
    wireInput(parts, b, { pickDie, setSelection, confirm, render, asked: () => isAsked(b) });
    media.addEventListener('change', () => {
        for (const fold of parts.folds.values()) fold.open = !media.matches;
        render();
    });
    return {
        update(table, legal) {
            takeTable(b, ctx, table, legal);
            if (b.state) {
                const news = announcement(b.state, ctx.seat, namesOf(b, ctx), ctx.t, b.said);
                b.said = news.said;
                if (news.text) ctx.announce(news.text);
            }
            render();
        },
    };
}

/**
 * A new table from the server: the choice being built is kept while the same roll still
 * asks for it, and the viewer's own choice, made, is laid out on the dice.
 * @param {BoardState} b
 * @param {BoardContext} ctx
 * @param {any} table
 * @param {string[]} legal
 */
function takeTable(b, ctx, table, legal) {
    const state = table?.state ?? null;
    const rollKey = state ? `${state.round}|${state.roll}` : '';
    const wasAsked = isAsked(b);
    b.table = table;
    b.state = state;
    b.legal = parseChoices(legal);
    b.sent = '';
    if (rollKey !== b.rollKey || !wasAsked || !isAsked(b)) {
        // A roll that leaves one legal choice comes laid out: it only wants confirming.
        const fresh = emptySelection(state?.roll ?? []);
        const only = b.legal.length === 1 ? selectionOf(fresh.roll, b.legal[0]) : null;
        b.sel = only ?? fresh;
        b.pick = '';
        b.focus = 0;
    }
    b.rollKey = rollKey;
    if (!isAsked(b) && state && ctx.seat !== null) {
        b.sel = ownChoiceLaidOut(state, ctx.seat) ?? b.sel;
    }
}

/**
 * Everything drawn anew from what the board holds.
 * @param {ReturnType<typeof buildParts>} parts
 * @param {BoardState} b
 * @param {BoardContext} ctx
 * @param {boolean} narrow
 */
function renderBoard(parts, b, ctx, narrow) {
    const state = b.state;
    const seatNames = namesOf(b, ctx);
    parts.headingLine.textContent = heading(state, ctx.seat, isAsked(b), seatNames, ctx.t);
    parts.resultLine.textContent = result(state, seatNames, ctx.t);
    if (!state) return;
    const opts = options(b);
    // The choice on the dice: the one being built, or the viewer's own, made.
    const own = ctx.seat === null ? null : state.seats[ctx.seat].chosen;
    const mine = typeof own === 'string' ? parseChoice(own) : null;
    const made = isAsked(b) ? null : mine;
    renderOwn(parts, b, ctx, isAsked(b) ? opts.picked : made, narrow, seatNames);
    renderTray(parts, b, opts, made, ctx.t);
    renderOthers(parts, b, ctx, narrow, seatNames);
}

/**
 * The viewer's own choice on this roll laid out on the dice, while the others choose.
 * @param {any} state
 * @param {number} seat
 * @returns {Selection|null}
 */
function ownChoiceLaidOut(state, seat) {
    const chosen = state.seats[seat]?.chosen;
    const choice = typeof chosen === 'string' ? parseChoice(chosen) : null;
    return choice && state.roll ? selectionOf(state.roll, choice) : null;
}

/**
 * Taps, clicks and keys.
 * @param {ReturnType<typeof buildParts>} parts
 * @param {BoardState} b
 * @param {{pickDie(die: number): void, setSelection(sel: Selection): void, confirm(): void,
 *          render(): void, asked(): boolean}} on
 */
function wireInput(parts, b, on) {
    // A die taken back from its slot takes the focus with it, back to the roll.
    parts.slots.forEach((slot, s) =>
        slot.addEventListener('click', () => {
            const die = b.sel.slots[s];
            if (!on.asked() || die < 0) return;
            b.focus = die;
            on.setSelection(takeBack(b.sel, s));
            parts.dieButtons[die]?.focus();
        }),
    );
    parts.clear.addEventListener(
        'click', () => on.asked() && on.setSelection(emptySelection(b.sel.roll)));
    parts.confirm.addEventListener('click', on.confirm);
    parts.dice.addEventListener('click', (event) => {
        const hit = /** @type {HTMLElement} */ (event.target).closest('button');
        if (hit) on.pickDie(parts.dieButtons.indexOf(/** @type {HTMLButtonElement} */ (hit)));
    });
    parts.columnButtons.addEventListener('click', (event) => {
        const hit = /** @type {HTMLElement} */ (event.target).closest('button');
        if (!hit || !on.asked()) return;
        const pick = hit.dataset.choice ?? '';
        b.pick = pick;
        on.render();
        // The buttons are drawn anew: the focus stays on the one pressed.
        const again = [...parts.columnButtons.querySelectorAll('button')]
            .find((c) => c.dataset.choice === pick);
        again?.focus();
    });
    parts.list.addEventListener('change', () => {
        const choice = b.legal.find((/** @type {Choice} */ c) => c.text === parts.list.value);
        const sel = choice ? selectionOf(b.sel.roll, choice) : null;
        if (!on.asked() || !choice || !sel) return;
        b.pick = choice.text;
        on.setSelection(sel);
    });
    parts.dice.addEventListener('keydown', (event) => {
        const n = b.sel.roll.length;
        const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
        const ends = { Home: 0, End: n - 1 }[event.key];
        const to = step !== undefined ? (b.focus + step + n) % n : ends ?? -1;
        if (to < 0 || n === 0) return;
        event.preventDefault();
        b.focus = to;
        on.render();
        parts.dieButtons[to]?.focus();
    });
    parts.board.addEventListener('keydown', (event) => {
        const target = /** @type {HTMLElement} */ (event.target);
        if (event.ctrlKey || event.altKey || event.metaKey || target.closest('select')) return;
        const digit = Number(event.key);
        if (Number.isInteger(digit) && digit >= 1 && digit <= b.sel.roll.length) {
            on.pickDie(digit - 1);
        } else if (event.key === 'Backspace' && on.asked()) {
            on.setSelection(takeBackLast(b.sel));
        } else if (event.key === 'Escape' && on.asked()) {
            on.setSelection(emptySelection(b.sel.roll));
        } else {
            return;
        }
        event.preventDefault();
    });
}

/**
 * The viewer's own sheet, full size.
 * @param {ReturnType<typeof buildParts>} parts
 * @param {BoardState} b
 * @param {BoardContext} ctx
 * @param {Choice|null} picked
 * @param {boolean} narrow
 * @param {string[]} seatNames
 */
function renderOwn(parts, b, ctx, picked, narrow, seatNames) {
    parts.own.replaceChildren();
    if (ctx.seat === null) return;
    const seat = ctx.seat;
    const view = b.state.seats[seat];
    const building = b.legal.length > 0 || typeof view.chosen === 'string';
    parts.own.appendChild(drawSheet(sheetModel(b.state, seat), {
        narrow,
        name: seatNames[seat],
        status: statusOf(b, seat, ctx.t),
        asked: b.legal.length > 0,
        preview: building ? previewOf(b.sel, picked, view) : null,
        t: ctx.t,
    }));
}

/**
 * A seat's words under its name: a bot, away, and what it is doing.
 * @param {BoardState} b
 * @param {number} seat
 * @param {(text: string) => string} t
 */
function statusOf(b, seat, t) {
    const at = b.table?.seats?.[seat] ?? {};
    const words = [];
    if (at.bot) words.push(t('bot'));
    if (at.away) words.push(t('away'));
    const doing = seatStatus(b.state, seat, t);
    if (doing) words.push(doing);
    return words.join(' · ');
}

/**
 * The other seats' sheets, each folded to its total behind a tap on a phone.
 * @param {ReturnType<typeof buildParts>} parts
 * @param {BoardState} b
 * @param {BoardContext} ctx
 * @param {boolean} narrow
 * @param {string[]} seatNames
 */
function renderOthers(parts, b, ctx, narrow, seatNames) {
    for (let seat = 0; seat < b.state.seats.length; ++seat) {
        if (seat === ctx.seat) continue;
        let fold = parts.folds.get(seat);
        if (!fold) {
            const cls = `xb-fold seat-${seat % 6}`;
            fold = /** @type {HTMLDetailsElement} */ (el('details', cls, parts.others));
            fold.open = !narrow || (ctx.seat === null && seat === 0);
            el('summary', '', fold);
            parts.folds.set(seat, fold);
        }
        const status = statusOf(b, seat, ctx.t);
        const summary = /** @type {HTMLElement} */ (fold.firstElementChild);
        summary.replaceChildren();
        el('span', 'xb-fold-name', summary, seatNames[seat]);
        el('span', 'xb-fold-total', summary, signed(b.state.seats[seat].score));
        if (status) el('span', 'xb-fold-status', summary, status);
        fold.querySelector('svg')?.remove();
        fold.appendChild(drawSheet(sheetModel(b.state, seat), {
            narrow, name: seatNames[seat], status, asked: false, preview: null, t: ctx.t,
        }));
    }
}

/**
 * The dice, the slots, the column for a new EXTRA number, what the choice does, the list
 * of legal choices and Confirm.
 * @param {ReturnType<typeof buildParts>} parts
 * @param {BoardState} b
 * @param {{fit: Choice[], picked: Choice|null}} opts
 * @param {Choice|null} made  the viewer's own choice, made on this roll
 * @param {(text: string) => string} t
 */
function renderTray(parts, b, opts, made, t) {
    const roll = b.sel.roll;
    const isAsked = b.legal.length > 0;
    // What the tray shows (board.css): the whole of it while choosing, the choice made
    // while the others choose, the roll alone to the others, nothing once the game is over.
    const mode = b.state.terminal ? 'over' : isAsked ? 'asked' : made ? 'made' : 'idle';
    parts.tray.dataset.mode = mode;
    parts.rollLabel.textContent = roll.length === 0 ? t('The dice are not rolled yet')
        : isAsked ? say(t, 'The dice (keys 1–%1)', roll.length) : t('The dice');
    renderDice(parts, b, isAsked, t);
    renderSlots(parts, b, isAsked ? opts.picked : made, isAsked, t);
    renderColumns(parts, b, opts, isAsked, t);
    parts.explanation.textContent = isAsked ? explain(b, opts.picked, t) : '';
    renderList(parts, b, opts.picked, isAsked, t);
    parts.clear.disabled = !isAsked || b.sel.order.length === 0;
    parts.confirm.disabled = !isAsked || !opts.picked;
    // Sent: kept focused, but not sent twice (confirm() ignores it) until the server's word.
    parts.confirm.setAttribute('aria-disabled', String(opts.picked?.text === b.sent));
}

/**
 * @param {ReturnType<typeof buildParts>} parts
 * @param {BoardState} b
 * @param {boolean} isAsked
 * @param {(text: string) => string} t
 */
function renderDice(parts, b, isAsked, t) {
    const roll = b.sel.roll;
    while (parts.dieButtons.length < roll.length) {
        parts.dieButtons.push(button('xb-die', parts.dice));
    }
    const offered = isAsked ? offeredDice(b.sel, b.legal) : roll.map(() => false);
    const slotNames = [t('Pair 1'), t('Pair 1'), t('Pair 2'), t('Pair 2'), t('5th die')];
    parts.dieButtons.forEach((die, i) => {
        die.hidden = i >= roll.length;
        if (die.hidden) return;
        const slot = slotOf(b.sel, i);
        die.replaceChildren(drawDie(roll[i]));
        die.classList.toggle('xb-placed', slot >= 0);
        die.classList.toggle('xb-not-offered', isAsked && !offered[i]);
        die.tabIndex = i === b.focus ? 0 : -1;
        die.setAttribute('aria-pressed', String(slot >= 0));
        die.setAttribute('aria-disabled', String(!isAsked || !offered[i]));
        const words = [say(t, 'Die %1: %2', i + 1, roll[i])];
        if (slot >= 0) words.push(say(t, 'in %1', slotNames[slot]));
        else if (isAsked && !offered[i]) words.push(t('no legal choice with it there'));
        die.setAttribute('aria-label', words.join(', '));
    });
}

/**
 * @param {ReturnType<typeof buildParts>} parts
 * @param {BoardState} b
 * @param {Choice|null} picked
 * @param {boolean} isAsked
 * @param {(text: string) => string} t
 */
function renderSlots(parts, b, picked, isAsked, t) {
    const names = [t('Pair 1'), t('Pair 1'), t('Pair 2'), t('Pair 2'), t('5th die')];
    parts.slots.forEach((holder, s) => {
        const face = faceAt(b.sel, s);
        holder.replaceChildren(drawDie(face));
        holder.disabled = !isAsked || face === 0;
        const what = face === 0 ? t('empty') : say(t, '%1, take it back', face);
        holder.setAttribute('aria-label', `${names[s]}: ${what}`);
    });
    pairSums(b.sel).forEach((sum, pair) => {
        parts.lines[pair].words.textContent = sum > 0 ? say(t, '= %1, row %1', sum) : '';
    });
    parts.lines[2].words.textContent = picked ? fifthWords(b, picked, t) : '';
}

/**
 * Where the 5th die of `choice` goes, read from its notation.
 * @param {BoardState} b
 * @param {Choice} choice
 * @param {(text: string) => string} t
 */
function fifthWords(b, choice, t) {
    if (choice.entry === '-') return t('free ride: dropped');
    const k = newColumnOf(choice);
    if (k > 0) return say(t, 'a new EXTRA number: column %1', k);
    const extra = b.state.seats[b.seat ?? 0].extra;
    const column = extra.findIndex((/** @type {any} */ c) => c.number === choice.fifth);
    return say(t, 'crossed in EXTRA column %1', column + 1);
}

/**
 * A button per empty column the legal choices offer for a new EXTRA number.
 * @param {ReturnType<typeof buildParts>} parts
 * @param {BoardState} b
 * @param {{fit: Choice[], picked: Choice|null}} opts
 * @param {boolean} isAsked
 * @param {(text: string) => string} t
 */
function renderColumns(parts, b, opts, isAsked, t) {
    const choices = isAsked && opts.fit.length > 1 ? opts.fit : [];
    parts.columns.hidden = choices.length === 0;
    parts.columnButtons.replaceChildren();
    const view = b.state.seats[b.seat ?? 0];
    for (const choice of choices) {
        const k = newColumnOf(choice);
        const length = k > 0 ? view?.extra?.[k - 1]?.length : undefined;
        const label = k > 0 && length ? say(t, '%1 (%2 boxes)', k, length) : choice.entry;
        const pick = button('xb-button xb-column', parts.columnButtons, label);
        pick.setAttribute('aria-pressed', String(choice === opts.picked));
        pick.dataset.choice = choice.text;
    }
}

/**
 * What is still to do, or what the choice laid out is.
 * @param {BoardState} b
 * @param {Choice|null} picked
 * @param {(text: string) => string} t
 */
function explain(b, picked, t) {
    if (picked) {
        const [first, second] = pairSums(b.sel);
        const [low, high] = [Math.min(first, second), Math.max(first, second)];
        const rows =
            low === high ? say(t, 'Row %1 twice', low) : say(t, 'Rows %1 and %2', low, high);
        return `${picked.text}: ${rows}; ${fifthWords(b, picked, t)}.`;
    }
    const missing = [];
    if (faceAt(b.sel, 0) === 0 || faceAt(b.sel, 1) === 0) missing.push(t('pair 1'));
    if (faceAt(b.sel, 2) === 0 || faceAt(b.sel, 3) === 0) missing.push(t('pair 2'));
    if (faceAt(b.sel, FIFTH) === 0) missing.push(t('the 5th die'));
    return say(t, 'Still to choose: %1.', andList(t, missing));
}

/**
 * The legal choices in a list: picking one lays its dice out.
 * @param {ReturnType<typeof buildParts>} parts
 * @param {BoardState} b
 * @param {Choice|null} picked
 * @param {boolean} isAsked
 * @param {(text: string) => string} t
 */
function renderList(parts, b, picked, isAsked, t) {
    const list = parts.list;
    list.replaceChildren();
    const head = /** @type {HTMLOptionElement} */ (el('option', '', list));
    head.textContent = say(t, 'Legal choices: %1', b.legal.length);
    head.value = '';
    for (const choice of b.legal) {
        const option = /** @type {HTMLOptionElement} */ (el('option', '', list, choice.text));
        option.value = choice.text;
    }
    list.value = picked ? picked.text : '';
    list.disabled = !isAsked;
    /** @type {HTMLElement} */ (list.parentElement).hidden = !isAsked;
}
