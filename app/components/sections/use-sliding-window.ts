import { type CSSProperties, type HTMLAttributes, useCallback, useEffect, useRef, useState } from "react";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { stepIndex, windowIndices } from "./carousel-index.ts";

/** docs/product.md §4 and §9: each move slides for 0.5 s, easing out. */
const SLIDE_MS = 500;

export interface ViewRule {
  /** A media query, e.g. "(min-width: 1024px)". */
  readonly query: string;
  /** How many items show side by side when it matches. */
  readonly count: number;
}

/**
 * How many items show at once at the current width. The layout itself is pure CSS (a custom property per
 * breakpoint), so nothing shifts; this only tells scripts and screen readers which items are on screen. Before
 * hydration (the prerendered HTML) it answers the largest count.
 */
function useVisibleCount(rules: readonly ViewRule[], fallback: number): number {
  const [count, setCount] = useState(rules[0]?.count ?? fallback);
  useEffect(() => {
    const lists = rules.map((rule) => window.matchMedia(rule.query));
    const update = () => {
      const index = lists.findIndex((list) => list.matches);
      setCount(index === -1 ? fallback : (rules[index]?.count ?? fallback));
    };
    update();
    for (const list of lists) list.addEventListener("change", update);
    return () => {
      for (const list of lists) list.removeEventListener("change", update);
    };
  }, [rules, fallback]);
  return count;
}

function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * A window of consecutive items that slides by one item and wraps (the testimonial carousel and the image slider).
 *
 * The track always holds the item before the window, the window, and the item after it, shifted left by one item.
 * Moving next slides the track one more item left (moving previous, one item right) over 0.5 s; when the slide
 * ends the window advances and the track jumps back, without transition, to where it started: the same picture,
 * so the jump is invisible and the slide always goes in the direction of travel, also when wrapping. A press
 * during a slide is queued, not lost: three quick presses move three items. When the visitor asks for reduced motion, the window changes at once.
 */
function useSlidingWindow(length: number) {
  const [index, setIndex] = useState(0);
  const [moving, setMoving] = useState<-1 | 0 | 1>(0);
  const movingRef = useRef<-1 | 0 | 1>(0);
  /** Presses made during a slide, as a signed count of steps still to take. */
  const queuedRef = useRef(0);

  // A shorter list must not leave the window past its end.
  useEffect(() => {
    setIndex((current) => (length === 0 ? 0 : current % length));
  }, [length]);

  const go = useCallback(
    (direction: -1 | 1) => {
      if (length < 2) return;
      if (movingRef.current !== 0) {
        queuedRef.current += direction;
        return;
      }
      if (prefersReducedMotion()) {
        setIndex((current) => stepIndex(current, direction, length));
        return;
      }
      movingRef.current = direction;
      setMoving(direction);
    },
    [length],
  );

  const finish = useCallback(() => {
    const direction = movingRef.current;
    if (direction === 0) return;
    movingRef.current = 0;
    setIndex((current) => stepIndex(current, direction, length));
    setMoving(0);
    const queued = Math.sign(queuedRef.current) as -1 | 0 | 1;
    if (queued === 0) return;
    queuedRef.current -= queued;
    // Two frames: let the track settle at its resting place before the queued slide starts from it.
    requestAnimationFrame(() => requestAnimationFrame(() => go(queued)));
  }, [go, length]);

  // transitionend is the normal end of a slide; the timer ends it anyway if the browser skips the event (a tab in
  // the background, a transition interrupted).
  useEffect(() => {
    if (moving === 0) return;
    const timer = setTimeout(finish, SLIDE_MS + 200);
    return () => clearTimeout(timer);
  }, [moving, finish]);

  const onTransitionEnd = (event: React.TransitionEvent<HTMLElement>) => {
    if (event.target === event.currentTarget && event.propertyName === "transform") finish();
  };

  const trackStyle: CSSProperties = {
    transform: `translateX(calc(${-1 - moving} * 100% / var(--per)))`,
    transition: moving === 0 ? "none" : `transform ${SLIDE_MS}ms ease-out`,
  };

  return {
    index,
    moving,
    next: () => go(1),
    previous: () => go(-1),
    onTransitionEnd,
    trackStyle,
  };
}

/** Swipe on touch screens (and with a mouse drag): a horizontal move of 40 px or more goes to the next/previous. */
function useSwipe(onSwipe: (direction: -1 | 1) => void) {
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  return {
    onPointerDown: (event: React.PointerEvent) => {
      start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
    },
    onPointerUp: (event: React.PointerEvent) => {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) >= 40 && Math.abs(dx) > Math.abs(dy)) onSwipe(dx < 0 ? 1 : -1);
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}

/** One box of a carousel's track: which item it shows, its React key, and whether it is on screen. */
interface CarouselSlot {
  itemIndex: number;
  key: number;
  onScreen: boolean;
}

/**
 * The testimonial carousel and the image slider, HTML first. In the prerendered page (and until the scripts run)
 * the track is a plain row of every item that scrolls sideways (touch, trackpad, Shift+wheel, or the arrow keys
 * once it has focus), so each one can be seen without JavaScript. Once the scripts run it becomes the sliding
 * window of useSlidingWindow, with its buttons and swipe. Both show the first items in the same boxes (the row's
 * item i and the window's position i + 1 share a key), so the change moves nothing on screen.
 */
export function useCarousel(
  length: number,
  rules: readonly ViewRule[],
  /** The name of the scrolling row (a focusable region before the scripts run). */
  rowLabel: string,
) {
  const hydrated = useHydrated();
  const visible = useVisibleCount(rules, 1);
  const { index, next, previous, onTransitionEnd, trackStyle } = useSlidingWindow(length);
  const swipe = useSwipe((direction) => (direction === 1 ? next() : previous()));
  const perView = Math.min(visible, length);

  const slots: CarouselSlot[] = hydrated
    ? windowIndices(index, 3, length).map((itemIndex, position) => ({
        itemIndex,
        key: position,
        onScreen: position >= 1 && position <= perView,
      }))
    : Array.from({ length }, (_, itemIndex) => ({ itemIndex, key: itemIndex + 1, onScreen: true }));

  const viewport: HTMLAttributes<HTMLDivElement> = hydrated
    ? { className: "overflow-hidden", style: { touchAction: "pan-y" }, ...swipe }
    : // The scrollbar is hidden so the row is exactly as tall as the window that replaces it.
      {
        className: "snap-x snap-mandatory overflow-x-auto [scrollbar-width:none]",
        role: "region",
        "aria-label": rowLabel,
        tabIndex: 0,
      };
  const track: HTMLAttributes<HTMLUListElement> = hydrated ? { style: trackStyle, onTransitionEnd } : {};

  return { hydrated, index, perView, next, previous, slots, viewport, track };
}
