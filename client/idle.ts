/** @module When the client's background work runs: in idle periods, after the visitor's presses have settled. */

/** Gives the browser the main thread (input, paint) before the next piece of work. */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/**
 * How long after the visitor's last press background work waits: the longest click effect (SPEC.md
 * §9, a fill or a wide ripple), after which the click goes on. The idle time an effect leaves is not
 * the browser's to fill: the click's result (a modal, a page) would wait behind it.
 */
const pressSettleMs = 300;
/** What counts as a press; a click, which may come without one (a keyboard's), settles the same way. */
export const presses = new Set(["pointerdown", "touchstart", "keydown"]);
const settling = [...presses, "click"];
let lastPress = Number.NEGATIVE_INFINITY;
/** Notes `event` if it is a press (the page's loader hands over the presses that came before the client ran). */
export const notePress = (event: Event) => {
  if (settling.includes(event.type)) lastPress = Math.max(lastPress, event.timeStamp);
};
for (const type of settling) addEventListener(type, notePress, { capture: true, passive: true });

/** The element a pointer or finger is pressing (down, not yet up), if a press is under way. */
let pressedOn: Element | null = null;
const pressEnds = ["pointerup", "pointercancel", "touchend", "touchcancel"];
for (const type of ["pointerdown", "touchstart", ...pressEnds])
  addEventListener(
    type,
    (event) => {
      pressedOn = type.endsWith("down") || type.endsWith("start") ? (event.target as Element) : null;
    },
    { capture: true, passive: true },
  );

/**
 * Resolves once no press is under way on `el`: at once, or after the press's end and the click it
 * ends in (a task later). A render committed under a press would swap what the pointer is on for new
 * nodes and lose the click; a press that began before the client ran shows as `:active`.
 */
export function pressOver(el: Element): Promise<void> {
  if (!(pressedOn && el.contains(pressedOn)) && !el.querySelector(":active")) return Promise.resolve();
  return new Promise((resolve) => {
    const ended = () => {
      for (const type of pressEnds) removeEventListener(type, ended, true);
      setTimeout(resolve);
    };
    for (const type of pressEnds) addEventListener(type, ended, true);
  });
}
/** How many ms background work must still wait after the last press (0 or less: none). */
const pressPendingMs = () => lastPress + pressSettleMs - performance.now();

/**
 * Resolves in an idle period with at least `needMs` left (a background island's first chunk of work
 * then fits without delaying input), or after `timeout` ms in any case; never within
 * `pressSettleMs` of a press.
 */
export function idleTurn(needMs = 12, timeout = 2000): Promise<void> {
  if (!("requestIdleCallback" in window)) return new Promise((resolve) => setTimeout(resolve, 50));
  const until = performance.now() + timeout;
  return new Promise((resolve) => {
    const turn = (deadline: IdleDeadline) => {
      const pending = pressPendingMs();
      if (pending > 0) setTimeout(() => requestIdleCallback(turn, { timeout: 50 }), pending);
      else if (deadline.didTimeout || deadline.timeRemaining() >= needMs || performance.now() >= until)
        resolve();
      else requestIdleCallback(turn, { timeout: Math.max(0, until - performance.now()) });
    };
    requestIdleCallback(turn, { timeout });
  });
}

/** Runs `run` when the browser is idle, and within `timeout` ms in any case; never within `pressSettleMs` of a press. */
export const onIdle = (run: () => void, timeout = 2000) => void idleTurn(0, timeout).then(run);
