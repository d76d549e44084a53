/** @module English texts of the form endpoints' answers, one per answer code (shared/lib/form-answers.ts), shown by the islands and sent by the worker. */
export const formAnswer = {
  contactReceived: "Thank you, we received your message.",
  contactQueued: "Thank you, we received your message and will pass it on shortly.",
  newsletterReceived: "You are subscribed.",
  newsletterQueued: "We received your signup and will add you to the list shortly.",
  invalid: "Please correct the fields marked below.",
  badRequest: "We could not read the form. Please reload the page and try again.",
  wrongLanguage: "The form's language must be one of {languages}.",
  tooLarge: "The submission is too large (at most 16 KB).",
  rateLimited: "Too many submissions. Please wait a minute.",
  botCheckFailed: "We could not confirm that you are not a robot. Please try again.",
  botCheckUnavailable: "The bot check is unavailable. Please try again shortly.",
  rejected: "The submission was not accepted. Please check what you entered and try again.",
  unavailable: "We could not take your submission. Please try again later.",
  wrongMethod: "Send the form with POST.",
  crossSite:
    "This form can only be sent from this website's own pages. Open the page on this site and send it from there.",
} as const;
