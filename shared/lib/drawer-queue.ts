/** @module The side drawer's move rules (SPEC.md §4): moves during motion are queued and the last wins. */

export interface DrawerState {
  /** Where the drawer is, or is moving to. */
  out: boolean;
  /** True while the 500 ms slide runs. */
  motion: boolean;
  /** The move requested during motion, applied when it ends; null when none. */
  queued: boolean | null;
  /** True when the last move was made without animation. */
  immediate: boolean;
}

export type DrawerAction =
  /** Open (`out: true`) or close, animated; queued while a slide runs. */
  | { type: "request"; out: boolean }
  /** Open or close at once, without animation, dropping any queued move. */
  | { type: "immediate"; out: boolean }
  /** The slide finished: the queued move, if it changes anything, starts now. */
  | { type: "motionEnd" };

export const initialDrawer: DrawerState = { out: false, motion: false, queued: null, immediate: false };

export function drawerReducer(state: DrawerState, action: DrawerAction): DrawerState {
  switch (action.type) {
    case "request":
      if (state.motion) return { ...state, queued: action.out };
      if (action.out === state.out) return state;
      return { out: action.out, motion: true, queued: null, immediate: false };
    case "immediate":
      return { out: action.out, motion: false, queued: null, immediate: true };
    case "motionEnd": {
      if (!state.motion) return state;
      const next = state.queued;
      if (next !== null && next !== state.out)
        return { out: next, motion: true, queued: null, immediate: false };
      return { ...state, motion: false, queued: null };
    }
  }
}

/** The state the drawer will settle in once the current slide and the queued move are done. */
export function drawerTarget(state: DrawerState): boolean {
  return state.queued ?? state.out;
}
