/** @module Parallax on `[data-parallax]` and scroll reveal on `[data-reveal]`; both off under reduced motion. */
import { debounce } from "../../shared/lib/debounce.ts";
import {
  createStabilityCheck,
  heightPollMs,
  parallaxDepth,
  parallaxMobileDepth,
  parallaxShift,
  revealThreshold,
} from "./motion-rules.ts";

function startParallax(): void {
  const items = [...document.querySelectorAll<HTMLElement>("[data-parallax]")];
  if (items.length === 0) return;
  const mobile = window.matchMedia("(max-width: 960px)");
  let centers: number[] = [];
  const measure = () => {
    centers = items.map((el) => {
      const shift = Number(el.dataset.parallaxShift ?? 0);
      const rect = el.getBoundingClientRect();
      return rect.top - shift + window.scrollY + rect.height / 2;
    });
    apply();
  };
  let frame = 0;
  const apply = () => {
    frame = 0;
    const depth = mobile.matches ? parallaxMobileDepth : parallaxDepth;
    items.forEach((el, i) => {
      const shift = parallaxShift(centers[i] ?? 0, window.scrollY, window.innerHeight, depth);
      el.dataset.parallaxShift = String(shift);
      el.style.transform = `translate3d(0, ${shift}px, 0)`;
    });
  };
  measure();
  window.addEventListener(
    "scroll",
    () => {
      if (!frame) frame = requestAnimationFrame(apply);
    },
    { passive: true },
  );
  window.addEventListener("resize", debounce(measure, 500));
  // Late images and fonts change the page height: re-measure every 500 ms until 3 equal readings.
  const stable = createStabilityCheck();
  const poll = setInterval(() => {
    measure();
    if (stable(document.documentElement.scrollHeight)) clearInterval(poll);
  }, heightPollMs);
}

function startReveal(): void {
  const items = [...document.querySelectorAll<HTMLElement>("[data-reveal]")].filter(
    // Only what is below the fold waits to be revealed, so nothing visible blinks out.
    (el) => el.getBoundingClientRect().top > window.innerHeight,
  );
  if (items.length === 0) return;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        entry.target.classList.replace("reveal-pending", "revealed");
      }
    },
    { threshold: revealThreshold },
  );
  for (const el of items) {
    el.classList.add("reveal-pending");
    observer.observe(el);
  }
}

export function startMotion(): void {
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  startParallax();
  startReveal();
}
