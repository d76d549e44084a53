/** @module English texts of the side drawer (the phone menu). */
export const drawer = {
  /** The drawer dialog's accessible name. */
  label: "Menu",
  close: "Close menu",
  /** The drawer navigation's accessible name. */
  mobile: "Mobile",
  primaryCare: "Primary Care",
  dental: "Dental",
  behavioralHealth: "Behavioral Health",
} as const;
