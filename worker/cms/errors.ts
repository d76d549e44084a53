/** @module CMS errors: the SPEC.md §8 message, plus whether the content is missing or the CMS failed. */

export type CmsErrorKind = "not-found" | "unavailable";

export class CmsError extends Error {
  constructor(
    readonly status: number,
    readonly kind: CmsErrorKind,
    detail?: string,
  ) {
    super(`Server encountered error ${status}${detail ? ` (${detail})` : ""}`);
    this.name = "CmsError";
  }
}
