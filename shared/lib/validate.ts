/** @module Input validators shared by the newsletter island and the forms endpoint (SPEC.md §5). */

/**
 * The newsletter email rule: starts with a letter or digit; the local part holds letters, digits,
 * hyphen, underscore or dot; then @, a domain, a 2–10 character suffix and an optional second
 * suffix of 2–10 letters.
 */
const emailRule =
  /^[A-Za-z0-9][A-Za-z0-9._-]*@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z0-9]{2,10}(?:\.[A-Za-z]{2,10})?$/;

export function isValidEmail(value: string): boolean {
  return value.length <= 254 && emailRule.test(value);
}
