/** @module The newsletter signup flow (SPEC.md §4, §5, §8) as a pure reducer; its texts are the catalogues' `newsletter` area. */
import { isValidEmail } from "./validate.ts";

type NewsletterView = "entry" | "confirm" | "success" | "failure";

export interface NewsletterState {
  open: boolean;
  view: NewsletterView;
  email: string;
  /** A submit was attempted in this modal session; from then on an invalid email shows the error. */
  attempted: boolean;
  busy: boolean;
  /** The server's message on failure ('' when none). */
  message: string;
}

export type NewsletterAction =
  | { type: "open"; email: string }
  | { type: "edit"; email: string }
  | { type: "attempt" }
  | { type: "succeeded" }
  | { type: "failed"; message: string }
  | { type: "close" };

export const initialNewsletter: NewsletterState = {
  open: false,
  view: "entry",
  email: "",
  attempted: false,
  busy: false,
  message: "",
};

export function newsletterReducer(state: NewsletterState, action: NewsletterAction): NewsletterState {
  switch (action.type) {
    case "open": {
      const email = action.email.trim();
      return { ...initialNewsletter, open: true, email, view: email ? "confirm" : "entry" };
    }
    case "edit":
      return state.busy ? state : { ...state, email: action.email };
    case "attempt":
      if (state.busy) return state;
      return { ...state, attempted: true, busy: isValidEmail(state.email.trim()) };
    case "succeeded":
      return { ...state, busy: false, view: "success" };
    case "failed":
      return { ...state, busy: false, view: "failure", message: action.message };
    case "close":
      return initialNewsletter;
  }
}

/** 'Invalid Email' shows only once a submit was attempted and the email is still invalid. */
export const showsError = (s: NewsletterState) => s.attempted && !isValidEmail(s.email.trim());

/** Sign Up is active while nothing was submitted in a fresh modal, or when the email is valid. */
export const buttonActive = (s: NewsletterState) => !s.attempted || isValidEmail(s.email.trim());

/** The key of the prompt above the input: the confirm text when an email was brought in from the footer. */
export const promptFor = (s: NewsletterState) =>
  s.view === "confirm" ? ("newsletter.confirmPrompt" as const) : ("newsletter.entryPrompt" as const);
