/** @module False during server rendering and hydration, true once the island is live in the browser. */
import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * Lets an island that hydrates late render exactly what the server rendered first, then show
 * state the shared store gained meanwhile (e.g. the drawer opened before its island was live).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
