/**
 * @module The page's loader: inlined into every page (bundled by client/build.ts), it starts the
 * client once the page has painted (start-entry.ts), keeps the input that comes before for the client
 * (record-input.ts), opens and closes the page's native dialogs from the first press to the page's
 * end (dialogs.ts), holds a form submitted in an island before it has a React root until the island
 * is live (held-submits.ts), and shrinks the nav bar once the page is scrolled (nav-top.ts).
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
