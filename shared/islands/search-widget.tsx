/** @module The search widget island: a search box in the nav bar, and a second one placed in the drawer's search slot. */
import { useSetAtom } from "jotai";
import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { moveDrawerAtom } from "../atoms/drawer.ts";
import { SearchBox } from "../components/search-box.tsx";
import { useLocale } from "../hooks/use-locale.ts";
import { localizedPath } from "../i18n/locales.ts";
import { pageLocale, readFirstLetters } from "../lib/search-client.ts";

export interface SearchWidgetProps {
  /** The results page base path (SEARCH_BASE_PATH); the page's language prefix is added (`/es/search`). */
  base: string;
}

/**
 * Runs the moment a visitor reaches for the widget (client/entry.tsx), before it is live: the first
 * letters' completions are on their way while React hydrates, so the first letter typed shows them
 * in its own frame.
 */
export const reached = () => void readFirstLetters(pageLocale());

/** The id of the drawer's empty slot the drawer's search box is placed in. */
export const drawerSlotId = "drawer-search-slot";

export default function SearchWidget({ base: basePath }: SearchWidgetProps) {
  const base = localizedPath(basePath, useLocale());
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  const move = useSetAtom(moveDrawerAtom);
  // The drawer is another React root: its slot is filled only once that root is live (it has
  // rendered the drawer open), so the drawer's own hydration never meets foreign nodes.
  useEffect(() => {
    const drawer = document.getElementById("side-drawer");
    const target = document.getElementById(drawerSlotId);
    if (!drawer || !target) return;
    const observer = new MutationObserver(() => check());
    const check = () => {
      if (!drawer.hasAttribute("data-open")) return;
      observer.disconnect();
      setSlot(target);
    };
    observer.observe(drawer, { attributes: true, attributeFilter: ["data-open"] });
    check();
    return () => observer.disconnect();
  }, []);
  return (
    <>
      <SearchBox id="search-nav" base={base} />
      {slot
        ? createPortal(
            <SearchBox
              id="search-drawer"
              base={base}
              collapsible={false}
              onResults={() => move({ type: "request", out: false })}
            />,
            slot,
          )
        : null}
    </>
  );
}
