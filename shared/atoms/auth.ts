/** @module Login state (SPEC.md §3, §4): unknown (-1), logged out (0) or in (1), by a stored WordPress JWT. */
import { atom } from "jotai";
import type { LoggedIn } from "../lib/auth-rules.ts";

export type { LoggedIn };

export interface UserInfo {
  [key: string]: unknown;
}

export const loggedInAtom = atom<LoggedIn>(-1);
export const userInfoAtom = atom<UserInfo | null>(null);
