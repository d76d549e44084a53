/**
 * @module The parts of jsdom's API the loader's tests use. jsdom ships no types of its own, and
 * @types/jsdom would bring the DOM's types into every project that sees Vitest's (the worker's
 * among them), where the Workers runtime's CacheStorage and SubtleCrypto differ from the DOM's.
 */
declare module "jsdom" {
  export type DOMWindow = Window & typeof globalThis;

  export class VirtualConsole {
    on(event: "jsdomError", listener: (error: Error) => void): this;
  }

  export interface ConstructorOptions {
    url?: string;
    runScripts?: "dangerously" | "outside-only";
    pretendToBeVisual?: boolean;
    virtualConsole?: VirtualConsole;
    beforeParse?(window: DOMWindow): void;
  }

  export class JSDOM {
    constructor(html?: string, options?: ConstructorOptions);
    readonly window: DOMWindow;
  }
}
