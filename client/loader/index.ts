/**
 * @module The page's loader, inlined into every page (client/build.ts): starts the client after the
 * first paint, keeps earlier input, owns the native dialogs, holds early submits, shrinks the nav bar.
 */
import { watchDialogs } from "./dialogs.ts";
import { holdSubmits } from "./held-submits.ts";
import { watchTop } from "./nav-top.ts";
import { recordEarlyInput } from "./record-input.ts";
import { afterFirstPaint, type EntryUrls, entryStarter } from "./start-entry.ts";

/** The entry's URLs, written in by the build (esbuild `define`). */
declare const LOADER_URLS: EntryUrls;

const rooted = new WeakSet<Element>();
const handled = new WeakSet<Event>();
// The dialogs' submit listener comes first: a submit it answered is not held.
watchDialogs(handled);
const { hold, held, fail } = holdSubmits(rooted);
addEventListener("submit", (event) => hold(event, event.target as HTMLFormElement), true);
const start = entryStarter(LOADER_URLS, () => fail());
recordEarlyInput(start, { handled, rooted, held, fail });
watchTop();
afterFirstPaint(start);
