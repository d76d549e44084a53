/** @module The nav dropdowns' open state: hover (50 ms delay, leave polled every 500 ms), click and keyboard. */
import { type FocusEvent, useCallback, useEffect, useRef, useState } from "react";

/** SPEC.md §9: hover delay before a dropdown opens, and the leave-polling interval. */
const hoverDelayMs = 50;
export const leavePollMs = 500;

export interface OpenDropdown {
  id: string;
  /** Hover-opened menus close when the pointer has left; click/keyboard-opened ones stay until dismissed. */
  via: "hover" | "click";
}

export const groupElementId = (id: string) => `nav-group-${id}`;
export const buttonElementId = (id: string) => `nav-button-${id}`;

export function useDropdowns() {
  const [open, setOpen] = useState<OpenDropdown | null>(null);
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const enter = useCallback((id: string) => {
    clearTimeout(hoverTimer.current);
    hoverTimer.current = setTimeout(
      () => setOpen((o) => (o?.id === id ? o : { id, via: "hover" })),
      hoverDelayMs,
    );
  }, []);
  const leave = useCallback(() => clearTimeout(hoverTimer.current), []);
  const toggle = useCallback((id: string) => {
    clearTimeout(hoverTimer.current);
    setOpen((o) => (o?.id === id && o.via === "click" ? null : { id, via: "click" }));
  }, []);
  /**
   * Opens the group whose menu holds keyboard focus, if any, as a click would (it stays open until
   * focus leaves it). Focus on a group's button is left alone: Enter or a click decides. Run when the
   * island comes alive and on every focus in a group: a browser without CSS `interactivity` lets Tab
   * into a menu that is still fading out, and the menu then stays open around the focus instead of
   * hiding under it.
   */
  const openFocused = useCallback(() => {
    const focused = document.activeElement;
    if (!focused?.matches(".nav-menu :focus-visible")) return;
    const group = focused.closest(".nav-group");
    const prefix = groupElementId("");
    if (!group?.id.startsWith(prefix)) return;
    const id = group.id.slice(prefix.length);
    setOpen((o) => (o?.id === id && o.via === "click" ? o : { id, via: "click" }));
  }, []);
  const blur = useCallback((id: string, event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && event.currentTarget.contains(next)) return;
    setOpen((o) => (o?.id === id && o.via === "click" && next !== null ? null : o));
  }, []);

  useEffect(() => () => clearTimeout(hoverTimer.current), []);

  // Leaving hides a hover-opened menu, checked by polling (SPEC.md §4).
  useEffect(() => {
    if (open?.via !== "hover") return;
    const timer = setInterval(() => {
      if (!document.getElementById(groupElementId(open.id))?.matches(":hover")) setOpen(null);
    }, leavePollMs);
    return () => clearInterval(timer);
  }, [open]);

  // Escape closes and returns focus to the group's button; a click outside closes.
  useEffect(() => {
    if (open === null) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const group = document.getElementById(groupElementId(open.id));
      if (group?.contains(document.activeElement)) document.getElementById(buttonElementId(open.id))?.focus();
      setOpen(null);
    };
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest(`#${groupElementId(open.id)}`))
        setOpen(null);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("click", onClick);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("click", onClick);
    };
  }, [open]);

  return { open: open?.id ?? null, enter, leave, toggle, blur, openFocused };
}
