/** @module The island an element is in, if any. */
import { islandAttr } from "../../shared/islands/contract.ts";

export const islandOf = (el: Element | null): Element | null => el?.closest(`[${islandAttr}]`) ?? null;
