/** @module react-dom's client, behind an ES module so the entry can import it dynamically (its own chunk and task). */
export { flushSync } from "react-dom";
export { hydrateRoot } from "react-dom/client";
