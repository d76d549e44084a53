/**
 * @module The one-line, dismissible link to this page in the visitor's preferred language (issue 22):
 * a fixed bar over the bottom of the viewport, so nothing moves. The cached HTML is the same for
 * everyone; this runs only in the browser, and only when index.ts found a language to suggest.
 */

import { mainId } from "../../shared/contract/landmarks.ts";
import type { Suggestion } from "./language-suggestion-rules.ts";

/**
 * Shows the bar, written in the suggested language. `rememberDismissed` runs when the visitor
 * dismisses it or follows the link.
 */
export function showLanguageSuggestion(suggestion: Suggestion, rememberDismissed: () => void): void {
  const bar = document.createElement("aside");
  bar.className = "language-suggestion";
  bar.lang = suggestion.locale;
  bar.setAttribute("aria-labelledby", "language-suggestion-text");
  const text = document.createElement("p");
  text.id = "language-suggestion-text";
  const anchor = document.createElement("a");
  anchor.className = "language-suggestion-link";
  anchor.href = suggestion.path;
  anchor.hreflang = suggestion.locale;
  anchor.textContent = suggestion.text;
  anchor.addEventListener("click", rememberDismissed);
  text.append(anchor);
  const dismiss = document.createElement("button");
  dismiss.type = "button";
  dismiss.className = "language-suggestion-dismiss";
  dismiss.setAttribute("aria-label", suggestion.dismiss);
  dismiss.textContent = "×";
  dismiss.addEventListener("click", () => {
    rememberDismissed();
    bar.remove();
    // Focus was on the button that is gone: hand it to the main content rather than to nothing.
    document.getElementById(mainId)?.focus({ preventScroll: true });
  });
  bar.append(text, dismiss);
  document.body.append(bar);
}
