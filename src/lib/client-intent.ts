/**
 * `client:intent`: an island that hydrates when the visitor reaches for it.
 *
 * Until then it is its server HTML, and costs the page no script: its links
 * are links, its forms submit, its fields take text. The first pointer, focus
 * or key event inside it starts loading it (and the framework, if no other
 * island has). What the visitor does while it loads is not lost; once it has
 * hydrated, it gets:
 *
 *   - the element under the pointer, its `mouseover` again (a hover menu opens);
 *   - the element holding focus, its `focusin` again;
 *   - each `<button type="button">` clicked, its first click again (a button of
 *     the server HTML does nothing, so the tap that woke the island opens the
 *     menu, and a second impatient tap does not close it again);
 *   - navigation keys (arrows, Home, End, Escape), again, in order (held, so
 *     an arrow does not scroll the page meanwhile);
 *
 * but not the clicks and keys for an element the visitor has since left
 * (focus moved on to another element).
 *
 * Links, submit buttons and text fields keep their own behaviour throughout.
 *
 * `client:intent={{ when: 'html[data-x]' }}`: also hydrates at once when the
 * document matches that selector, as the island starts or when the `<html>`
 * element's attributes change (a page whose island must show something by
 * itself, such as a notice).
 *
 * React (the site's one framework) hydrates in a transition; an event that
 * reaches a root still hydrating makes React finish hydrating it first, so
 * the events are dispatched as soon as the island's code has run.
 */
import type { ClientDirective } from 'astro';

export interface IntentOptions {
  /** Hydrate at once when the document matches this selector. */
  when?: string;
}

const STARTS = ['pointerover', 'pointerdown', 'focusin', 'keydown', 'click'] as const;
const HELD_KEYS = new Set(['ArrowDown', 'ArrowUp', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'Escape']);

/** The same event again (its class, type and every field), made by script: `isTrusted` false. */
function again(event: Event): Event {
  const Kind = event.constructor as new (type: string, init: Event) => Event;
  return new Kind(event.type, event);
}

/** Notes what the visitor does inside `root` until it has hydrated, and dispatches it again afterwards. */
function intentRecorder(root: HTMLElement) {
  /** The events to dispatch again, each with the element it was for (a clicked button, a key's target). */
  const held: Array<{ event: Event; on: Element }> = [];
  let hovered: Element | null = null;

  const note = (event: Event) => {
    if (!event.isTrusted || !(event.target instanceof Element)) return;
    const target = event.target;
    if (event.type === 'mouseover') {
      hovered = target;
    } else if (event.type === 'focusin') {
      // The visitor has moved on: what was done to the element left behind is not done again.
      for (let i = held.length - 1; i >= 0; i--) if (!held[i]!.on.contains(target)) held.splice(i, 1);
    } else if (event.type === 'click') {
      const button = target.closest('button');
      if (
        button &&
        button.type === 'button' &&
        root.contains(button) &&
        !held.some((entry) => entry.on === button && entry.event.type === 'click')
      ) {
        held.push({ event, on: button });
      }
    } else if (event instanceof KeyboardEvent && event.type === 'keydown' && HELD_KEYS.has(event.key)) {
      event.preventDefault();
      held.push({ event, on: target });
    }
  };
  const types = ['mouseover', 'focusin', 'click', 'keydown'];
  for (const type of types) root.addEventListener(type, note, true);

  return {
    /** Stops noting, and dispatches what was noted on the (now hydrated) island. */
    replay() {
      for (const type of types) root.removeEventListener(type, note, true);
      const pointed = hovered as Element | null;
      if (pointed?.isConnected && pointed.matches(':hover'))
        pointed.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, composed: true, view: window }));
      const focused = document.activeElement;
      if (focused && focused !== root && root.contains(focused))
        focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true, composed: true }));
      for (const { event } of held)
        if ((event.target as Element).isConnected) event.target!.dispatchEvent(again(event));
    },
  };
}

const intent: ClientDirective = (load, options, el) => {
  const recorder = intentRecorder(el);
  const { when } = (typeof options.value === 'object' && options.value ? options.value : {}) as IntentOptions;
  const watch = new MutationObserver(() => when && document.querySelector(when) && void start());
  let started = false;
  const start = async () => {
    if (started) return;
    started = true;
    watch.disconnect();
    for (const type of STARTS) el.removeEventListener(type, start, true);
    const hydrate = await load();
    await hydrate();
    recorder.replay();
  };
  for (const type of STARTS) el.addEventListener(type, start, { capture: true, passive: true });
  if (!when) return;
  if (document.querySelector(when)) void start();
  else watch.observe(document.documentElement, { attributes: true });
};

export default intent;
