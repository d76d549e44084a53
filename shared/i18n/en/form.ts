/** @module English messages of the form rules (shared/lib/form-rules.ts), shown by the islands and sent by the worker's form routes. */
export const form = {
  nameMissing: "Please enter your name.",
  nameTooLong: "Your name can be at most {max} characters.",
  emailInvalid: "Please enter a valid email address.",
  phoneInvalid: "Please enter a 10-digit phone number, or leave it empty.",
  locationMissing: "Please choose a location.",
  reasonMissing: "Please choose a reason.",
  messageMissing: "Please enter a message.",
  messageTooLong: "Your message can be at most {max} characters.",
  consentMissing: "Please agree to be contacted so we can answer you.",
  controlCharacters: "Please remove the line breaks and invisible characters from this field.",
  messageControlCharacters: "Please remove the invisible control characters from your message.",
  newsletterEmail: "Invalid Email",
  profileUnknown: "Unknown profile; expected newsletter.",
} as const;
