/** @module Types for the parts of the MDN HTTP Observatory (plain JavaScript) the security spec calls. */
declare module "@mdn/mdn-http-observatory/src/retriever/retriever.js" {
  export function retrieve(
    hostname: string,
    options?: { httpPort?: number; path?: string },
  ): Promise<unknown>;
}
declare module "@mdn/mdn-http-observatory/src/constants.js" {
  export const ALL_TESTS: ((requests: unknown) => { result: string; pass: boolean })[];
}
declare module "@mdn/mdn-http-observatory/src/grader/grader.js" {
  export function getScoreModifier(expectation: string): number;
}
