/** @module Early disclosure: the loader opens and closes what a button controls before its island has a root (see `earlyToggleAttr`). */
import { earlyCloseAttr, earlyOpenAttr, rootedAttr } from "../../shared/islands/contract.ts";
import { islandOf } from "./island-of.ts";

interface OpenDisclosure {
  island: Element;
  target: HTMLElement;
  button: HTMLElement;
}

/** The loader's early disclosures; `onChange` runs when one opens or closes. */
export function earlyDisclosure(onChange: () => void) {
  let open: OpenDisclosure | null = null;
  /** The one open, until its island takes it over (removing `earlyOpenAttr`). */
  const current = () => {
    if (open && !open.island.hasAttribute(earlyOpenAttr)) open = null;
    return open;
  };
  const set = (island: Element, target: HTMLElement, button: HTMLElement, on: boolean) => {
    island.toggleAttribute(earlyOpenAttr, on);
    target.toggleAttribute("inert", !on);
    button.setAttribute("aria-expanded", String(on));
    open = on ? { island, target, button } : null;
    onChange();
    if (on)
      [...target.querySelectorAll<HTMLElement>(`[${earlyCloseAttr}]`)]
        .find((el) => el.tabIndex >= 0)
        ?.focus();
    else button.focus({ preventScroll: true });
  };
  return {
    current,
    /** Opens or closes what `button` controls; false when that is not the loader's to do (its island has a root). */
    toggle(button: HTMLElement): boolean {
      const target = document.getElementById(button.getAttribute("aria-controls") ?? "");
      const island = islandOf(target);
      if (!target || !island || island.hasAttribute(rootedAttr)) return false;
      set(island, target, button, !island.hasAttribute(earlyOpenAttr));
      return true;
    },
    close() {
      const was = current();
      if (was) set(was.island, was.target, was.button, false);
    },
  };
}
