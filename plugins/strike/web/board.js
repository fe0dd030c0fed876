// Strike's board in the browser (the board contract: docs/protocol.md and web/): the
// arena with its dice, each seat's reserve, the removed pile and the throw styles; the
// choices are the seat's legal actions, sent as they are written.
import {
  announcement, arenaDice, bigThrow, choices, dice, diceToThrow, fill, prompt, reserveText, result, risks, seatNames, STYLES,
  styleTitle, turnLine,
} from './model.js';
import { dieSize, placeDice, TRAY } from './arena.js';
import { die, svg } from './svg.js';

/**
 * @typedef {{seat: number|null, t(text: string): string, choose(action: string): void,
 *            announce(text: string): void, names: string[]}} BoardContext
 */

/**
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag @param {string} className @param {Element} parent
 * @returns {HTMLElementTagNameMap[K]}
 */
function el(tag, className, parent) {
  const element = document.createElement(tag);
  element.className = className;
  parent.appendChild(element);
  return element;
}

// Arena units to the SVG's: the tray fills a box of 900 × 600.
const SCALE = 500;

/** @param {HTMLElement} root @param {BoardContext} ctx */
export function createBoard(root, ctx) {
  const t = ctx.t;
  root.classList.add('sb');
  const heading = el('p', 'sb-turn', root);
  const main = el('div', 'sb-main', root);
  const play = el('div', 'sb-play', main);
  const banner = el('p', 'sb-banner', play);
  const arena = /** @type {SVGSVGElement} */ (svg('svg', { viewBox: '-450 -300 900 600', role: 'img', class: 'sb-arena' }, play));
  const outcome = el('p', 'sb-result', play);
  const words = el('p', 'sb-prompt', play);
  const controls = el('div', 'sb-controls', play);
  /** @type {Map<string, HTMLButtonElement>} */
  const buttons = new Map();
  for (const action of [...STYLES.map((style) => `throw ${style}`), 'stop']) {
    const button = el('button', 'sb-choice', controls);
    button.type = 'button';
    button.addEventListener('click', () => {
      if (offered(action)) ctx.choose(action);
    });
    buttons.set(action, button);
  }
  const side = el('div', 'sb-side', main);
  el('h3', 'sb-title', side).textContent = t('Reserves');
  const reserves = el('ul', 'sb-reserves', side);
  el('h3', 'sb-title', side).textContent = t('Removed from the game');
  const pile = /** @type {SVGSVGElement} */ (svg('svg', { viewBox: '0 0 300 96', class: 'sb-pile', role: 'img' }, side));
  const counts = el('p', 'sb-counts', side);

  /** @type {any} */ let state = null;
  /** @type {any} */ let event = null;
  /** @type {string[]} */ let names = [];
  let choice = choices([]);
  /** @type {import('./arena.js').PlacedDie[]} */ let lying = [];
  /** @type {number|null} */ let thrower = null;

  /** @param {string} action */
  function offered(action) {
    return action === 'stop' ? choice.stop : choice.styles.has(action.slice('throw '.length));
  }

  function redraw() {
    heading.textContent = turnLine(state, names, t);
    heading.className = state.terminal ? 'sb-turn' : `sb-turn sb-marked seat${state.current % 6}`;
    const big = bigThrow(state, names, t);
    banner.textContent = big;
    banner.hidden = !big;
    drawArena();
    outcome.textContent = result(state, names, t);
    outcome.hidden = !state.terminal;
    const mine = choice.stop || choice.styles.size > 0;
    // At the end the result says it all: no choices left to show.
    words.textContent = state.terminal ? '' : prompt(state, names, mine, t);
    words.hidden = state.terminal;
    controls.hidden = state.terminal;
    drawControls();
    drawReserves();
    drawPile();
  }

  function drawArena() {
    arena.replaceChildren();
    svg('ellipse', { rx: (TRAY.a + 0.06) * SCALE, ry: (TRAY.b + 0.06) * SCALE, class: 'sb-rim' }, arena);
    svg('ellipse', { rx: TRAY.a * SCALE, ry: TRAY.b * SCALE, class: 'sb-felt' }, arena);
    const shown = arenaDice(state, event);
    lying = placeDice(shown, lying, state.removed * 31 + state.arena.length);
    const size = dieSize(shown.length) * SCALE;
    for (const placed of lying) {
      const group = svg('g', {
        transform: `translate(${placed.x * SCALE} ${placed.y * SCALE}) rotate(${placed.angle})`,
        class: leavingClass(placed),
      }, arena);
      svg('rect', { x: -size / 2 + 6, y: -size / 2 + 8, width: size, height: size, rx: size * 0.18, class: 'sb-shadow' }, group);
      die(group, -size / 2, -size / 2, size, String(placed.face));
    }
    if (shown.length === 0 && !state.terminal) {
      const caption = svg('text', { x: 0, y: 0, 'text-anchor': 'middle', 'dominant-baseline': 'central', class: 'sb-caption' }, arena);
      caption.textContent = bigThrow(state, names, t) ? t('Big throw!') : t('The arena is empty');
    }
    const faces = state.arena.join(' ');
    arena.setAttribute('aria-label', faces ? fill(t('arena %1'), faces) : t('The arena is empty'));
  }

  // A die leaving the arena fades; one the thrower takes is ringed in their colour.
  /** @param {import('./arena.js').PlacedDie} placed */
  function leavingClass(placed) {
    if (!placed.leaving) return '';
    return placed.face === 'X' || thrower === null ? 'sb-leaving' : `sb-leaving sb-taken seat${thrower % 6}`;
  }

  function drawControls() {
    const count = diceToThrow(state);
    for (const [action, button] of buttons) {
      button.replaceChildren();
      button.disabled = !offered(action);
      const style = action.slice('throw '.length);
      const [name, what] = action === 'stop' ? [t('Stop'), t('End the turn')] : [
        count > 1 ? fill(t('%1 throw: all %2 dice'), styleTitle(style, t), count) : fill(t('%1 throw'), styleTitle(style, t)),
        risks(state.params, style, t),
      ];
      el('span', 'sb-choice-name', button).textContent = name;
      // A space between the two parts, so that a screen reader does not run them together.
      button.append(' ');
      el('span', 'sb-choice-risk', button).textContent = what;
    }
  }

  function drawReserves() {
    reserves.replaceChildren();
    state.seats.forEach((/** @type {any} */ seat, /** @type {number} */ i) => {
      const row = el('li', `sb-reserve seat${i % 6}`, reserves);
      row.classList.toggle('sb-throwing', !state.terminal && i === state.current);
      row.classList.toggle('sb-out', seat.out);
      const line = el('p', 'sb-reserve-words', row);
      el('b', '', line).textContent = names[i];
      line.append(` ${reserveText(state, i, t)}`);
      const count = seat.out ? 0 : seat.reserve;
      if (count === 0) return;
      const row_dice = svg('svg', { viewBox: `0 0 ${Math.max(count * 25, 1)} 24`, class: 'sb-reserve-dice', 'aria-hidden': 'true' }, row);
      row_dice.setAttribute('width', String(Math.min(count * 25, 240)));
      for (let k = 0; k < count; ++k) svg('rect', { x: k * 25 + 1, y: 1, width: 22, height: 22, rx: 4, class: 'sb-reserve-die' }, row_dice);
    });
  }

  // A heap: dice in rows from the bottom up, each a little askew, the same every time.
  function drawPile() {
    pile.replaceChildren();
    svg('rect', { x: 1, y: 1, width: 298, height: 94, rx: 8, class: 'sb-pile-box' }, pile);
    const side = 22;
    const perRow = 11;
    for (let i = 0; i < state.removed; ++i) {
      const row = Math.floor(i / perRow);
      const x = 20 + (i % perRow) * side * 1.1 + (row % 2) * side * 0.45;
      const y = 78 - row * side * 0.7;
      const group = svg('g', { transform: `translate(${x} ${y}) rotate(${((i * 37) % 31) - 15})` }, pile);
      svg('rect', { x: -side / 2, y: -side / 2, width: side, height: side, rx: 4, class: 'sb-pile-die' }, group);
    }
    if (state.removed === 0) {
      const none = svg('text', { x: 150, y: 48, 'text-anchor': 'middle', 'dominant-baseline': 'central', class: 'sb-pile-none' }, pile);
      none.textContent = t('no die removed yet');
    }
    const words = fill(t('%1 removed\n%2 unused (never in the game)'), dice(state.removed, t), dice(state.unused, t));
    pile.setAttribute('aria-label', words.replace('\n', ', '));
    counts.textContent = words;
  }

  return {
    /** @param {any} table @param {string[]} legal */
    update(table, legal) {
      if (!table || !table.state) return;
      const before = state ? { state, event } : null;
      // Who threw the dice that have just come to rest, as the view before them says.
      if (!before || JSON.stringify(before.event) !== JSON.stringify(table.event || null)) {
        thrower = before && before.state.throw ? before.state.current : null;
      }
      state = table.state;
      event = table.event || null;
      names = seatNames(ctx.names, state.players, t);
      choice = choices(legal || []);
      redraw();
      const said = announcement(before, { state, event }, names, t);
      if (said) ctx.announce(said);
    },
  };
}
