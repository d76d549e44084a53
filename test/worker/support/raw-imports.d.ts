/** @module Vite's `?raw` imports in worker tests: a file's text, bundled when the test is built. */
declare module "*?raw" {
  const text: string;
  export default text;
}
