/**
 * A row of cards that scrolls continuously and seamlessly (the cards are
 * repeated once and the scroll position wraps at the seam) when they are
 * more than the row shows; cards that fit stand still, each once (three
 * start-ups at 1280 px were shown with a copy beside them). It pauses on
 * hover, on keyboard focus and with its Pause button (WCAG 2.2.2), and never
 * moves under `prefers-reduced-motion`; the row stays scrollable by hand.
 * It moves only while it is on screen, and repeats its cards only once it
 * has been: the home page's four rows would otherwise all re-render and
 * animate at load, most of them below the fold, on a phone's main thread.
 *
 * Its server HTML is a row that scrolls by hand, snapping to the cards (CSS
 * scroll snap), with no script at all; the Pause button holds its place,
 * unseen, until the island runs and the row can move. Snapping stays on
 * whenever the row does not move by itself (hover and focus aside, so that it
 * never jumps under the pointer).
 */
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useMounted } from '#lib/use-mounted.ts';

/** Pixels per second. */
const SPEED = 32;

interface Props {
  label: string;
  reverse?: boolean;
  items: Array<{ key: string; render: (hidden: boolean) => ReactNode }>;
}

function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return reduced;
}

/** Whether one set of the cards (the first `count` items of the row's list, with its padding) is wider than the row; follows resizes. */
function useOverflows(row: RefObject<HTMLDivElement | null>, count: number): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = row.current;
    const list = element?.firstElementChild;
    if (!element || !list) return;
    const measure = () => {
      const last = list.children[count - 1];
      if (!last) return setOverflows(false);
      const width =
        last.getBoundingClientRect().right -
        list.getBoundingClientRect().left +
        parseFloat(getComputedStyle(list).paddingRight);
      setOverflows(width > element.clientWidth + 1);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [row, count]);
  return overflows;
}

export function AutoScroller({ label, reverse = false, items }: Props) {
  const row = useRef<HTMLDivElement>(null);
  const overflows = useOverflows(row, items.length);
  const [onScreen, setOnScreen] = useState(false);
  const [seen, setSeen] = useState(false);
  const [paused, setPaused] = useState(false);
  const [hovering, setHovering] = useState(false);
  const [focused, setFocused] = useState(false);
  const reduced = usePrefersReducedMotion();
  const mounted = useMounted();
  const playing = onScreen && !reduced && !paused && overflows;
  const moving = playing && !hovering && !focused;

  useEffect(() => {
    const element = row.current;
    if (!element) return;
    const observer = new IntersectionObserver((entries) => {
      // A busy page gets the changes since the last callback at once, oldest first: the last one is now.
      const entry = entries.at(-1);
      setOnScreen(!!entry?.isIntersecting);
      if (entry?.isIntersecting) setSeen(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const element = row.current;
    if (!moving || !element) return;
    let frame = 0;
    let last = performance.now();
    let position = element.scrollLeft;
    const step = (now: number) => {
      const half = element.scrollWidth / 2;
      // Nothing to scroll when one set of cards fits in the row.
      if (half > element.clientWidth) {
        position += ((reverse ? -1 : 1) * SPEED * Math.min(now - last, 100)) / 1000;
        if (position >= half) position -= half;
        if (position <= 0) position += half;
        element.scrollLeft = position;
      }
      last = now;
      frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [moving, reverse, items.length]);

  const repeat = seen && !reduced && overflows;

  return (
    <div>
      <div className="mb-3 flex justify-end px-4 sm:px-6">
        <button
          type="button"
          aria-pressed={paused}
          onClick={() => setPaused(!paused)}
          disabled={reduced}
          // Unseen (its place kept) until the row can move: before the island runs, or while its cards fit, it could do nothing.
          className={`btn-secondary px-3 py-1.5 text-xs ${mounted && overflows ? '' : 'invisible'}`}
        >
          <span aria-hidden="true">{paused || reduced ? '▶' : '⏸'}</span>
          {paused || reduced ? 'Play' : 'Pause'}
          <span className="sr-only"> {label} carousel</span>
        </button>
      </div>
      <div
        ref={row}
        data-scroller
        data-moving={moving}
        onMouseEnter={() => setHovering(true)}
        onMouseLeave={() => setHovering(false)}
        onFocus={() => setFocused(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
        }}
        className={`overflow-x-auto scroll-px-4 pb-4 [scrollbar-width:thin] sm:scroll-px-6 ${playing ? '' : 'snap-x snap-mandatory'}`}
      >
        <ul className="flex w-max gap-5 px-4 sm:px-6">
          {items.map((item) => (
            <li key={item.key} className="flex snap-start">
              {item.render(false)}
            </li>
          ))}
          {repeat &&
            items.map((item) => (
              <li key={`copy-${item.key}`} className="flex snap-start" aria-hidden="true" inert>
                {item.render(true)}
              </li>
            ))}
        </ul>
      </div>
    </div>
  );
}
