// Exxtra's board in the browser (the board contract: docs/protocol.md and web/): the
// cross-shaped track with every pawn, the dice ladder with the pairs on its rings, and the
// two dice; the choices are the seat's legal actions, sent as they are written.
import {
  announcement, choices, fill, knockedOff, ladder, placeText, rollCaption, seatNames, shownRoll, takenText, turnLine,
} from './model.js';
import { drawTrack } from './track_view.js';
import { die, svg, label } from './svg.js';

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

/** @param {HTMLElement} root @param {BoardContext} ctx */
export function createBoard(root, ctx) {
  const t = ctx.t;
  root.classList.add('xb');
  const heading = el('p', 'xb-turn', root);
  const main = el('div', 'xb-main', root);
  const track = /** @type {SVGSVGElement} */ (svg('svg', { viewBox: '0 0 400 400', role: 'img', class: 'xb-track' }, main));
  // The dice and the buttons come first, so that a phone shows them under the track
  // without scrolling; the ladder follows.
  const side = el('div', 'xb-side', main);
  const tray = el('div', 'xb-tray', side);
  const buttons = el('div', 'xb-buttons', side);
  const rollButton = el('button', 'xb-roll', buttons);
  rollButton.type = 'button';
  rollButton.textContent = t('Roll again');
  const placeButton = el('button', 'xb-place', buttons);
  placeButton.type = 'button';
  const prompt = el('p', 'xb-prompt', side);
  const explanation = el('p', 'xb-explanation', side);
  const title = el('h3', 'xb-title', side);
  title.textContent = t('Dice ladder');
  title.id = `xb-ladder-${Math.random().toString(36).slice(2)}`;
  const hint = el('p', 'xb-hint', side);
  hint.textContent = t("A pair on ring N moves its pawn N spaces at its owner's next turn");
  const rings = el('div', 'xb-ladder', side);
  rings.setAttribute('role', 'group');
  rings.setAttribute('aria-labelledby', title.id);

  /** @type {any} */ let state = null;
  /** @type {any} */ let shownEvent = null;
  /** @type {string[]} */ let names = [];
  let offered = choices([]);
  /** @type {number|null} */ let selected = null;

  rollButton.addEventListener('click', () => offered.roll && ctx.choose('roll'));
  placeButton.addEventListener('click', () => {
    if (selected !== null && offered.rings.has(selected)) ctx.choose(`place ${selected}`);
  });
  // Up and down walk the ladder, as its rings are drawn.
  rings.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    const all = /** @type {HTMLButtonElement[]} */ (Array.from(rings.querySelectorAll('button')));
    const at = all.indexOf(/** @type {HTMLButtonElement} */ (document.activeElement));
    const next = all[at + (event.key === 'ArrowUp' ? -1 : 1)];
    if (at >= 0 && next) {
      next.focus();
      event.preventDefault();
    }
  });

  function redraw() {
    if (!state) return;
    heading.textContent = turnLine(state, names, t);
    heading.classList.toggle('xb-over', state.terminal);
    drawTrack(track, state, names, t);
    drawLadder();
    drawTray();
    rollButton.disabled = !offered.roll;
    if (offered.roll) rollButton.title = rollTitle();
    else rollButton.removeAttribute('title');
    placeButton.disabled = selected === null || !offered.rings.has(selected);
    placeButton.textContent = selected === null ? t('Place (choose a ring)') : fill(t('Place on ring %1'), selected);
    prompt.textContent = promptText();
    untell();
  }

  function rollTitle() {
    const back = state.params.x_step_back;
    if (back === 0) return t('Roll both dice again: an X now ends the turn, with nothing placed.');
    return fill(t('Roll both dice again: an X now ends the turn, with nothing placed, and the pawn goes back %1 per X.'), back);
  }

  function promptText() {
    if (state.terminal) return t('The game is over.');
    const who = names[state.current];
    if (state.to_move === 'chance') return fill(t('The dice are rolling for %1.'), who);
    if (offered.roll || offered.rings.size > 0) {
      return fill(t('%1, roll again or place the %2 on a ring: choose a ring, then Place.'), who, shownRoll(state, null)?.value ?? '');
    }
    return fill(t('%1 decides: roll again or place the %2.'), who, shownRoll(state, null)?.value ?? '');
  }

  function drawLadder() {
    const focused = document.activeElement && rings.contains(document.activeElement)
      ? /** @type {HTMLElement} */ (document.activeElement).dataset.ring : undefined;
    rings.replaceChildren();
    const knocked = selected !== null && offered.rings.has(selected) ? knockedOff(state, selected) : [];
    for (const { ring, pairs } of ladder(state, names)) {
      const button = el('button', 'xb-ring', rings);
      button.type = 'button';
      button.dataset.ring = String(ring);
      const open = offered.rings.has(ring);
      button.disabled = !open && offered.rings.size === 0;
      if (!open) button.setAttribute('aria-disabled', 'true');
      button.setAttribute('aria-pressed', String(selected === ring));
      // A screen reader reads the ring in words; the drawing beside it is for the eyes.
      const spoken = el('span', 'xb-spoken', button);
      const badge = el('span', 'xb-ring-no', button);
      badge.textContent = String(ring);
      badge.setAttribute('aria-hidden', 'true');
      const gain = el('span', 'xb-ring-gain', button);
      gain.setAttribute('aria-hidden', 'true');
      gain.textContent = ring === 0 ? t('±0') : `+${ring}`;
      const chips = el('span', 'xb-chips', button);
      chips.setAttribute('aria-hidden', 'true');
      for (const pair of pairs) {
        const chip = el('span', `xb-chip seat${pair.seat % 6}`, chips);
        const off = knocked.includes(pair.seat);
        chip.classList.toggle('xb-knocked', off);
        el('b', '', chip).textContent = pair.value;
        el('span', 'xb-chip-name', chip).textContent = off ? fill(t('%1: off'), pair.name) : pair.name;
      }
      if (selected === ring && open) {
        const ghost = el('span', `xb-chip xb-ghost seat${state.current % 6}`, chips);
        el('b', '', ghost).textContent = shownRoll(state, null)?.value ?? '';
        el('span', 'xb-chip-name', ghost).textContent = t('here?');
      } else if (pairs.length === 0) {
        el('span', 'xb-free', chips).textContent = t('free');
      }
      const held = pairs.map((pair) => fill(t("%1's %2"), pair.name, pair.value)).join(', ') || t('free');
      const why = open ? placeText(state, ring, names, t) : takenText(state, ring, names, t);
      spoken.textContent = `${fill(t('Ring %1'), ring)}: ${held}${why ? `. ${why}` : ''}`;
      if (why) button.title = why;
      button.addEventListener('click', () => {
        if (!open) return;
        // A second tap on the chosen ring places there; the first shows what it does.
        if (selected === ring) ctx.choose(`place ${ring}`);
        else {
          selected = ring;
          redraw();
        }
      });
      // Pointing at a ring, or reaching it with Tab, says what placing there would do.
      const tell = () => { explanation.textContent = why; };
      button.addEventListener('mouseenter', tell);
      button.addEventListener('focus', tell);
      button.addEventListener('mouseleave', untell);
      button.addEventListener('blur', untell);
      if (focused === String(ring)) button.focus();
    }
  }

  // Back to what the chosen ring does, or nothing.
  function untell() {
    explanation.textContent = selected !== null && offered.rings.has(selected) ? placeText(state, selected, names, t) : '';
  }

  function drawTray() {
    tray.replaceChildren();
    const roll = shownRoll(state, shownEvent);
    const dice = svg('svg', { viewBox: '0 0 156 92', class: 'xb-dice', 'aria-hidden': 'true' }, tray);
    const look = roll && roll.invalid ? 'die-spent' : '';
    const dieNames = [t('die A'), t('die B')];
    for (const [i, face] of [roll?.a, roll?.b].entries()) {
      const x = 8 + i * 76;
      if (face) die(dice, x, 4, 64, face, look);
      else svg('rect', { x, y: 4, width: 64, height: 64, rx: 11, class: 'die-empty' }, dice);
      label(dice, x + 32, 82, dieNames[i], { class: 'xb-die-name' });
    }
    const words = el('div', 'xb-roll-words', tray);
    el('div', 'xb-value', words).textContent = !roll ? '–' : roll.invalid ? '✗' : (roll.value ?? '');
    el('div', 'xb-caption', words).textContent = rollCaption(roll, t);
    tray.setAttribute('role', 'img');
    tray.setAttribute('aria-label', roll
      ? fill(t('Die A shows %1, die B shows %2. %3'), roll.a, roll.b, rollCaption(roll, t))
      : t('No roll on the table'));
  }

  return {
    /** @param {any} table @param {string[]} legal */
    update(table, legal) {
      if (!table || !table.state) return;
      const before = state ? { state, event: shownEvent } : null;
      state = table.state;
      shownEvent = table.event || null;
      names = seatNames(ctx.names, state.players, t);
      offered = choices(legal || []);
      // A new decision (or none): the ring chosen for the last one no longer stands.
      if (!before || before.state.rolls_this_turn !== state.rolls_this_turn || before.state.turn !== state.turn ||
          (selected !== null && !offered.rings.has(selected))) {
        selected = null;
      }
      redraw();
      const said = announcement(before, { state, event: shownEvent }, names, t);
      if (said) ctx.announce(said);
    },
  };
}
