// The choice a person builds on EXTRA!'s board: which die of the roll lies in which slot
// (pair 1, pair 2, the 5th die), and which of the server's legal choices still fit it.
//
// No rule of the game is here: a choice is legal when the server's `legal` list holds it.
// This file only reads the notation of docs/rules.md ("2+2 1+5 x3@1", "4+6 6+6 -1") and
// compares dice with it. Plain data in, plain data out: tests/choice.test.mjs runs it in Node.

/** The five slots: pair 1 (0, 1), pair 2 (2, 3), the 5th die (4). */
export const SLOTS = 5;
export const FIFTH = 4;

/**
 * @typedef {{pairs: [number, number][], fifth: number, entry: string, text: string}} Choice
 *   a legal choice read: its two pairs of faces, the 5th die's face, how the 5th die is
 *   entered as written after it ("x", "x@2" or "-"), and the choice as the server wrote it
 * @typedef {{rows: number[], column: number, number: number, cross: boolean}} Preview
 *   what a choice would write on the seat's sheet (previewOf)
 * @typedef {{roll: number[], slots: number[], order: number[]}} Selection
 *   the roll's faces, the die (index into the roll) in each slot or -1, and the slots in
 *   the order they were filled (for taking back the last)
 */

// "A+B C+D xE", "A+B C+D xE@K" or "A+B C+D -E" (docs/rules.md, EXTRA!'s notation), with
// the spaces and the upper-case X the rules allow.
const PAIR = String.raw`(\d)\s*\+\s*(\d)`;
const ENTRY = String.raw`([xX-])\s*(\d)\s*(@\s*(\d+))?`;
const CHOICE = new RegExp(String.raw`^\s*${PAIR}\s+${PAIR}\s+${ENTRY}\s*$`);

/**
 * Reads a choice in notation, or null for text that is none.
 * @param {string} text
 * @returns {Choice|null}
 */
export function parseChoice(text) {
    const found = CHOICE.exec(text);
    if (!found) return null;
    const [a, b, c, d, fifth] = [1, 2, 3, 4, 6].map((i) => Number(found[i]));
    const mark = found[5] === '-' ? '-' : 'x';
    const entry = found[8] === undefined ? mark : `${mark}@${Number(found[8])}`;
    return {
        pairs: [
            [a, b],
            [c, d],
        ],
        fifth,
        entry,
        text,
    };
}

/**
 * The legal list read, leaving out what is no choice (another game's notation).
 * @param {string[]} texts
 * @returns {Choice[]}
 */
export function parseChoices(texts) {
    /** @type {Choice[]} */
    const choices = [];
    for (const text of texts) {
        const choice = parseChoice(text);
        if (choice) choices.push(choice);
    }
    return choices;
}

/**
 * Nothing chosen yet from `roll`.
 * @param {number[]} roll
 * @returns {Selection}
 */
export function emptySelection(roll) {
    return { roll: [...roll], slots: Array(SLOTS).fill(-1), order: [] };
}

/**
 * The face in `slot`, or 0 when it is empty.
 * @param {Selection} sel
 * @param {number} slot
 */
export function faceAt(sel, slot) {
    const die = sel.slots[slot];
    return die < 0 ? 0 : sel.roll[die];
}

/**
 * The slot holding die `die`, or -1.
 * @param {Selection} sel
 * @param {number} die
 */
export function slotOf(sel, die) {
    return sel.slots.indexOf(die);
}

/**
 * Die `die` into the first free slot; the same selection when it is placed or none is free.
 * @param {Selection} sel
 * @param {number} die
 * @returns {Selection}
 */
export function place(sel, die) {
    const free = sel.slots.indexOf(-1);
    if (die < 0 || die >= sel.roll.length || slotOf(sel, die) >= 0 || free < 0) return sel;
    const slots = [...sel.slots];
    slots[free] = die;
    return { roll: sel.roll, slots, order: [...sel.order, free] };
}

/**
 * The die in `slot` back to the roll.
 * @param {Selection} sel
 * @param {number} slot
 * @returns {Selection}
 */
export function takeBack(sel, slot) {
    if (slot < 0 || slot >= SLOTS || sel.slots[slot] < 0) return sel;
    const slots = [...sel.slots];
    slots[slot] = -1;
    return { roll: sel.roll, slots, order: sel.order.filter((s) => s !== slot) };
}

/**
 * The die placed last back to the roll.
 * @param {Selection} sel
 * @returns {Selection}
 */
export function takeBackLast(sel) {
    return sel.order.length === 0 ? sel : takeBack(sel, sel.order[sel.order.length - 1]);
}

/**
 * Every slot filled.
 * @param {Selection} sel
 */
export function complete(sel) {
    return sel.slots.every((die) => die >= 0);
}

/**
 * Whether the faces placed so far (some slots may be empty) can still become `choice`:
 * the pairs in either order, the dice of a pair in either order.
 * @param {Selection} sel
 * @param {Choice} choice
 */
export function fits(sel, choice) {
    const fifth = faceAt(sel, FIFTH);
    if (fifth !== 0 && fifth !== choice.fifth) return false;
    const placed = [0, 1].map((pair) => [faceAt(sel, 2 * pair), faceAt(sel, 2 * pair + 1)]);
    const within = (/** @type {number[]} */ faces, /** @type {number[]} */ pair) => {
        const left = [...pair];
        return faces.every((face) => {
            if (face === 0) return true;
            const at = left.indexOf(face);
            if (at < 0) return false;
            left.splice(at, 1);
            return true;
        });
    };
    return [
        [0, 1],
        [1, 0],
    ].some(([p, q]) => within(placed[0], choice.pairs[p]) && within(placed[1], choice.pairs[q]));
}

/**
 * The legal choices that the selection can still become, in the server's order.
 * @param {Selection} sel
 * @param {Choice[]} legal
 */
export function fitting(sel, legal) {
    return legal.filter((choice) => fits(sel, choice));
}

/**
 * For each die of the roll: whether putting it into the next free slot keeps some legal
 * choice in reach (a die already placed counts as offered: tapping it takes it back).
 * @param {Selection} sel
 * @param {Choice[]} legal
 * @returns {boolean[]}
 */
export function offeredDice(sel, legal) {
    return sel.roll.map((_, die) => {
        if (slotOf(sel, die) >= 0) return true;
        const next = place(sel, die);
        return next !== sel && fitting(next, legal).length > 0;
    });
}

/**
 * The selection that lays out `choice` on `roll`: its dice in their slots, in the order
 * the notation writes them. Null when the roll does not hold them.
 * @param {number[]} roll
 * @param {Choice} choice
 * @returns {Selection|null}
 */
export function selectionOf(roll, choice) {
    const faces = [...choice.pairs[0], ...choice.pairs[1], choice.fifth];
    let sel = emptySelection(roll);
    for (const face of faces) {
        const die = roll.findIndex((f, i) => f === face && slotOf(sel, i) < 0);
        if (die < 0) return null;
        sel = place(sel, die);
    }
    return sel;
}

/**
 * The sum of each pair laid out whole, or 0.
 * @param {Selection} sel
 * @returns {number[]}
 */
export function pairSums(sel) {
    return [0, 1].map((pair) => {
        const a = faceAt(sel, 2 * pair);
        const b = faceAt(sel, 2 * pair + 1);
        return a && b ? a + b : 0;
    });
}

/**
 * The column a choice's 5th die is written at the head of ("x3@2" → 2), or 0.
 * @param {Choice} choice
 */
export function newColumnOf(choice) {
    const at = choice.entry.indexOf('@');
    return at < 0 ? 0 : Number(choice.entry.slice(at + 1));
}

/**
 * What the choice laid out would write on the seat's sheet, for the sheet to show: the
 * rows of its pairs, the EXTRA column of its 5th die as `picked` (a legal choice) enters
 * it (-1: none), the number it would write at a column's head (0: none), and whether
 * that column gets a cross. Null when nothing is laid out yet.
 * @param {Selection} sel
 * @param {Choice|null} picked
 * @param {{extra: {number: number|null}[], handicap: boolean}} view  the seat's part of
 *   the state
 * @returns {Preview|null}
 */
export function previewOf(sel, picked, view) {
    const rows = pairSums(sel).filter((sum) => sum > 0);
    const fifth = faceAt(sel, FIFTH);
    const k = picked ? newColumnOf(picked) : 0;
    let column = -1;
    if (picked && picked.entry.startsWith('x')) {
        column = k > 0 ? k - 1 : view.extra.findIndex((c) => c.number === fifth);
    }
    if (rows.length === 0 && column < 0) return null;
    const number = k > 0 ? fifth : 0;
    // A new number on a sheet with the children's handicap is written without a cross.
    return { rows, column, number, cross: !(number > 0 && view.handicap) };
}
