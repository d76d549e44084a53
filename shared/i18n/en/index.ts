/** @module The English catalogue: every text of the site's own, by area. It defines the keys every language must have. */
import { chrome } from "./chrome.ts";

export const en = { chrome };
