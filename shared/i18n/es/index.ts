/** @module El catálogo en español: las mismas áreas y claves que el inglés (shared/i18n/en). */
import type { Messages } from "../catalogue.ts";
import { chrome } from "./chrome.ts";
import { feeds } from "./feeds.ts";

export const es: Messages = { chrome, feeds };
