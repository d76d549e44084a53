/** @module Auth state in the browser: validates a stored JWT with the CMS and applies the route guard. */
import type { createStore } from "jotai";
import { type LoggedIn, loggedInAtom, userInfoAtom } from "../../shared/atoms/auth.ts";
import { mainId } from "../../shared/contract/landmarks.ts";
import {
  bearerHeaders,
  guard,
  isValidAnswer,
  tokenKey,
  userInfoKey,
  validateUrl,
  wantedPathKey,
} from "../../shared/lib/auth-rules.ts";

type Store = ReturnType<typeof createStore>;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function clear(): void {
  try {
    localStorage.removeItem(tokenKey);
    localStorage.removeItem(userInfoKey);
  } catch {
    // storage unavailable: nothing stored either
  }
}

function parseUser(text: string | null): Record<string, unknown> | null {
  try {
    const value: unknown = text ? JSON.parse(text) : null;
    return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

async function validate(token: string): Promise<LoggedIn> {
  try {
    const response = await fetch(validateUrl, { method: "POST", headers: bearerHeaders(token) });
    const body: unknown = await response.json().catch(() => null);
    return isValidAnswer(body) ? 1 : 0;
  } catch {
    return -1; // network trouble says nothing about the token: stay unknown, keep it
  }
}

function applyGuard(state: LoggedIn): void {
  const main = document.getElementById(mainId);
  const decision = guard(location.pathname, main?.hasAttribute("data-requires-auth") ?? false, state);
  if (!decision) return;
  if (decision.remember) sessionStorage.setItem(wantedPathKey, decision.remember);
  location.replace(decision.redirect);
}

/** Sets loggedIn/userInfo from local storage and the CMS's answer; invalid tokens are cleared. */
export async function startAuth(store: Store): Promise<void> {
  const token = read(tokenKey);
  let state: LoggedIn = token ? await validate(token) : 0;
  if (token && state === 0) clear();
  if (state !== 1) store.set(userInfoAtom, null);
  else store.set(userInfoAtom, parseUser(read(userInfoKey)));
  if (!token) state = 0;
  store.set(loggedInAtom, state);
  document.body.setAttribute("data-auth", String(state));
  applyGuard(state);
}
