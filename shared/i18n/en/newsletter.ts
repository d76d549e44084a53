/** @module English texts of the newsletter signup: the footer form and every step of its modal (SPEC.md §4, §5, §8). */
export const newsletter = {
  heading: "Newsletter",
  emailLabel: "Email address",
  signUp: "Sign Up",
  sending: "Sending…",
  modalHeading: "Newsletter Sign Up",
  entryPrompt: "Please enter your email below.",
  confirmPrompt: "Please confirm that the email below is correct:",
  invalid: "Invalid Email",
  successHeading: "Success!",
  successLead: "We added the following email to our newsletter list:",
  successOutro: "We're looking forward to keeping you up-to-date on all the developments at {brand}!",
  failureHeading: "Sorry, there was a problem!",
  failureLead: "We weren't able to add the following email to our newsletter list:",
  failureFallback: "Please try again later.",
} as const;
