/** @module The search widget island: a search box in the nav bar, and a second one placed in the drawer's search slot. */
import { startTransition, useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { SearchBox } from "../components/search-box.tsx";
import { drawerId, requestClose } from "../contract/dialogs.ts";
import { islandAttr, liveAttr } from "../contract/islands.ts";
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
  // The drawer is another React root: its slot is filled only once that root is live, so the
  // drawer's own hydration never meets foreign nodes. It is filled closed, in a transition: opening
  // the drawer then shows what is there, with no render of this root before the frame it opens in.
  useEffect(() => {
    const island = document.getElementById(drawerId)?.closest(`[${islandAttr}]`);
    const target = document.getElementById(drawerSlotId);
    if (!island || !target) return;
    const observer = new MutationObserver(() => check());
    const check = () => {
      if (!island.hasAttribute(liveAttr)) return;
      observer.disconnect();
      startTransition(() => setSlot(target));
    };
    observer.observe(island, { attributes: true, attributeFilter: [liveAttr] });
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
              onResults={() => requestClose(document.getElementById(drawerId) as HTMLDialogElement | null)}
            />,
            slot,
          )
        : null}
    </>
  );
}
