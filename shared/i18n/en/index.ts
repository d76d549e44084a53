/** @module The English catalogue: every text of the site's own, by area. It defines the keys every language must have. */
import { chrome } from "./chrome.ts";
import { feeds } from "./feeds.ts";

export const en = { chrome, feeds };
