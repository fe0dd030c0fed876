// A seat's EXTRA! sheet in SVG, drawn as the app draws it (plugins/extra/board/
// sheet_widget.cpp): the rows 2–12, their −200 zone right-aligned against the bold line,
// the 0 box and the multiplier boxes, the points P and the row's score; the EXTRA columns,
// their last box marked. A narrow sheet (a phone) puts the EXTRA columns below the rows,
// lying down, so that the rows keep the width. Colours come from board.css.

import { label, svg } from '/js/board_kit/svg.js';

import { boxesOf, describeSheet, signed } from './sheet_model.js';

const U = 10; // user units to a box

/**
 * @typedef {import('./sheet_model.js').Sheet} Sheet
 * @typedef {import('./sheet_model.js').Translate} Translate
 * @typedef {import('./choice.js').Preview} Preview
 * @typedef {{narrow: boolean, name: string, status: string, asked: boolean,
 *            preview: Preview|null, t: Translate}} SheetLook
 */

/**
 * @param {Element} parent
 * @param {number} x
 * @param {number} y
 * @param {string} words
 * @param {string} cls
 * @param {string} [anchor]
 */
function text(parent, x, y, words, cls, anchor = 'middle') {
    return label(parent, x, y, words, { class: cls, 'text-anchor': anchor });
}

/**
 * A box, and its cross when crossed (`preview`: the cross the choice would write).
 * @param {Element} g
 * @param {{x: number, y: number, w: number, h: number}} at
 * @param {string} cls
 * @param {'ink'|'preview'|null} cross
 */
function box(g, at, cls, cross) {
    const { x, y, w, h } = at;
    const inside = { x: x + 0.04, y: y + 0.06, width: w - 0.08, height: h - 0.12 };
    svg('rect', { ...inside, class: `xs-box ${cls}` }, g);
    if (!cross) return;
    const r = Math.min(w, h) * 0.28;
    const cx = x + w / 2;
    const cy = y + h / 2;
    svg('path', {
        d: `M${cx - r} ${cy - r}L${cx + r} ${cy + r}M${cx + r} ${cy - r}L${cx - r} ${cy + r}`,
        class: cross === 'ink' ? 'xs-cross' : 'xs-cross xs-cross-preview',
    }, g);
}

/**
 * The sheet's measures, in units of a box.
 * @param {Sheet} sheet
 * @param {boolean} narrow
 */
function grid(sheet, narrow) {
    const g = {
        margin: 0.3, title: 1.5, header: 0.9, total: 1.2, sumW: 1.3, gap: 0.25, pointsW: 1.7,
        scoreW: 2.9, extraGap: 0.7, columnW: 1.2, columnGap: 0.3, strip: 1.0, stripGap: 0.25,
        widestZone: Math.max(...sheet.rows.map((r) => r.zone)),
        multipliers: sheet.rows[0]?.multipliers.length ?? 0,
        longest: Math.max(1, ...sheet.columns.map((c) => c.length)),
    };
    const columns = sheet.columns.length;
    const zoneX = g.margin + g.sumW;
    const zeroX = zoneX + g.widestZone;
    const pointsX = zeroX + 1 + g.multipliers + g.gap;
    const rowsEnd = pointsX + g.pointsW + g.scoreW;
    const extraX = rowsEnd + g.extraGap;
    const headerY = g.margin + g.title;
    const rowsY = headerY + g.header;
    const totalY = rowsY + sheet.rows.length;
    const columnsW = columns * g.columnW + Math.max(0, columns - 1) * g.columnGap;
    const stripsY = totalY + g.total + 0.9; // under a line naming them
    return {
        ...g, zoneX, zeroX, pointsX, rowsEnd, extraX, headerY, rowsY, totalY, columnsW, stripsY,
        width: narrow ? rowsEnd + g.margin : extraX + columnsW + g.margin,
        height: narrow
            ? stripsY + columns * (g.strip + g.stripGap) + g.margin
            : totalY + g.total + g.margin,
        // Long EXTRA columns (a house rule's) are squeezed into the rows' height.
        columnBox: Math.min(1, (sheet.rows.length + 0.3) / g.longest),
    };
}

/** @typedef {ReturnType<typeof grid>} Grid */

/**
 * The sheet of `sheet` in SVG, named and described for screen readers.
 * @param {Sheet} sheet
 * @param {SheetLook} look
 * @returns {SVGSVGElement}
 */
export function drawSheet(sheet, look) {
    const g = grid(sheet, look.narrow);
    const drawing = /** @type {SVGSVGElement} */ (
        svg('svg', {
            viewBox: `0 0 ${g.width * U} ${g.height * U}`,
            class: `xs-sheet seat-${sheet.seat % 6}${look.asked ? ' xs-asked' : ''}`,
            role: 'img',
        })
    );
    svg('title', {}, drawing).textContent = look.status ? `${look.name}, ${look.status}` : look.name;
    svg('desc', {}, drawing).textContent = describeSheet(sheet, look.t);
    const s = svg('g', { transform: `scale(${U})` }, drawing);
    const paper = { x: 0.1, y: 0.1, width: g.width - 0.2, height: g.height - 0.2, rx: 0.6 };
    svg('rect', { ...paper, class: 'xs-paper' }, s);
    const titleY = g.margin + g.title / 2;
    text(s, g.margin + 0.3, titleY, look.name, 'xs-name', 'start');
    if (look.status) text(s, g.width - g.margin - 0.3, titleY, look.status, 'xs-status', 'end');
    drawHeader(s, g, sheet, look);
    sheet.rows.forEach((_, i) => drawRow(s, g, sheet, i, look.preview));
    svg('line', { x1: g.zeroX, y1: g.rowsY, x2: g.zeroX, y2: g.totalY, class: 'xs-bold-line' }, s);
    const ruleY = g.totalY + 0.05;
    svg('line', { x1: g.margin, y1: ruleY, x2: g.rowsEnd, y2: ruleY, class: 'xs-rule' }, s);
    const totalY = g.totalY + g.total / 2;
    text(s, g.pointsX - 0.4, totalY, look.t('Total'), 'xs-total', 'end');
    text(s, g.rowsEnd - 0.1, totalY, signed(sheet.total), 'xs-total xs-ink', 'end');
    sheet.columns.forEach((_, k) => (look.narrow ? drawStrip : drawColumn)(s, g, sheet, k, look));
    if (!look.narrow) text(s, g.extraX + g.columnsW / 2, totalY, look.t('EXTRA'), 'xs-total');
    return drawing;
}

/**
 * The header row: the zone's name, the 0 and the multipliers over their boxes, P, points.
 * @param {Element} s
 * @param {Grid} g
 * @param {Sheet} sheet
 * @param {SheetLook} look
 */
function drawHeader(s, g, sheet, look) {
    const y = g.headerY + g.header / 2;
    // A zone too narrow for its name (a house rule's) is headed by its score alone.
    const zone = g.widestZone >= 4 ? look.t('−200 zone') : look.t('−200');
    text(s, g.zeroX - g.widestZone / 2, y, zone, 'xs-head');
    text(s, g.zeroX + 0.5, y, '0', 'xs-head');
    const multipliers = sheet.rows[0]?.multipliers ?? [];
    multipliers.forEach((m, i) => text(s, g.zeroX + 1.5 + i, y, `×${m}`, 'xs-head'));
    text(s, g.pointsX + g.pointsW - 0.2, y, look.t('P'), 'xs-head', 'end');
    text(s, g.rowsEnd - 0.1, y, look.t('points'), 'xs-head', 'end');
}

/**
 * Row i: its sum, its boxes (the zone's right-aligned against the bold line, as on the
 * paper sheet), the points of a cross and the row's score; the crosses a choice would add.
 * @param {Element} s
 * @param {Grid} g
 * @param {Sheet} sheet
 * @param {number} i
 * @param {Preview|null} preview
 */
function drawRow(s, g, sheet, i, preview) {
    const row = sheet.rows[i];
    const y = g.rowsY + i;
    const mid = y + 0.5;
    if (i % 2 === 1) {
        svg('rect', { x: g.margin, y, width: g.rowsEnd - g.margin, height: 1, class: 'xs-band' }, s);
    }
    const coming = preview ? preview.rows.filter((sum) => sum === row.sum).length : 0;
    if (coming > 0) {
        const mark = { x: g.margin, y: y + 0.05, width: g.sumW - 0.1, height: 0.9, rx: 0.2 };
        svg('rect', { ...mark, class: 'xs-row-mark' }, s);
    }
    const sumClass = coming > 0 ? 'xs-sum xs-sum-marked' : 'xs-sum';
    text(s, g.margin + g.sumW - 0.3, mid, String(row.sum), sumClass, 'end');
    for (let b = 0; b < boxesOf(row); ++b) {
        const kind = b < row.zone ? 'xs-zone' : b === row.zone ? 'xs-zero' : 'xs-mult';
        const will = b >= row.crosses && b < row.crosses + coming;
        const x = g.zeroX - row.zone + b;
        box(s, { x, y, w: 1, h: 1 }, will ? `${kind} xs-will` : kind,
            b < row.crosses ? 'ink' : will ? 'preview' : null);
        if (b > row.zone && b >= row.crosses && !will) {
            text(s, x + 0.5, y + 0.52, `×${row.multipliers[b - row.zone - 1]}`, 'xs-in-box');
        }
    }
    text(s, g.pointsX + g.pointsW - 0.2, mid, String(row.points), 'xs-points', 'end');
    if (row.score !== null) {
        text(s, g.rowsEnd - 0.1, mid, signed(row.score), 'xs-score xs-ink', 'end');
    }
}

/**
 * EXTRA column k standing beside the rows: the number at its head, its boxes below.
 * @param {Element} s
 * @param {Grid} g
 * @param {Sheet} sheet
 * @param {number} k
 * @param {SheetLook} look
 */
function drawColumn(s, g, sheet, k, look) {
    const x = g.extraX + k * (g.columnW + g.columnGap);
    drawHead(s, { x, y: g.headerY, w: g.columnW, h: g.header }, sheet.columns[k], k, look.preview);
    drawColumnBoxes(s, sheet.columns[k], k, look.preview,
        (b) => ({ x, y: g.rowsY + b * g.columnBox, w: g.columnW, h: g.columnBox }));
}

/**
 * EXTRA column k lying down below the rows (a narrow sheet), its head on the left.
 * @param {Element} s
 * @param {Grid} g
 * @param {Sheet} sheet
 * @param {number} k
 * @param {SheetLook} look
 */
function drawStrip(s, g, sheet, k, look) {
    const y = g.stripsY + k * (g.strip + g.stripGap);
    if (k === 0) text(s, g.margin + 0.3, g.stripsY - 0.45, look.t('EXTRA'), 'xs-total', 'start');
    drawHead(s, { x: g.zoneX, y, w: 1.2, h: g.strip }, sheet.columns[k], k, look.preview);
    const w = Math.min(1, (g.rowsEnd - g.zoneX - 1.6) / sheet.columns[k].length);
    drawColumnBoxes(s, sheet.columns[k], k, look.preview,
        (b) => ({ x: g.zoneX + 1.6 + b * w, y, w, h: g.strip }));
}

/**
 * A column's boxes, where `at` puts them: its crosses, the last box marked, and the
 * cross a choice would add.
 * @param {Element} s
 * @param {import('./sheet_model.js').Column} column
 * @param {number} k
 * @param {Preview|null} preview
 * @param {(b: number) => {x: number, y: number, w: number, h: number}} at
 */
function drawColumnBoxes(s, column, k, preview, at) {
    const crossing = preview !== null && preview.column === k && preview.cross;
    for (let b = 0; b < column.length; ++b) {
        const will = crossing && b === column.crosses;
        const kind = b === column.length - 1 ? 'xs-last' : 'xs-plain';
        box(s, at(b), will ? `${kind} xs-will` : kind,
            b < column.crosses ? 'ink' : will ? 'preview' : null);
    }
}

/**
 * A column's head: its EXTRA number, or the one the choice would write there.
 * @param {Element} s
 * @param {{x: number, y: number, w: number, h: number}} at
 * @param {import('./sheet_model.js').Column} column
 * @param {number} k
 * @param {Preview|null} preview
 */
function drawHead(s, at, column, k, preview) {
    const { x, y, w, h } = at;
    const writing =
        column.number === null && preview !== null && preview.column === k && preview.number > 0;
    const cls = writing ? 'xs-head-box xs-will' : 'xs-head-box';
    svg('rect', { x, y: y + 0.05, width: w, height: h - 0.1, class: cls }, s);
    const number = column.number ?? (writing && preview ? preview.number : null);
    if (number) {
        text(s, x + w / 2, y + h / 2, String(number),
            writing ? 'xs-number xs-number-preview' : 'xs-number');
    }
}
