/** @module The server side of an island: a wrapper carrying name, props and strategy around the rendered component. */
import type { ComponentType } from "react";
import {
  type HydrationStrategy,
  type IslandName,
  islandAttr,
  propsAttr,
  strategyAttr,
  withAttr,
} from "../contract/islands.ts";

interface IslandProps<P extends object> {
  name: IslandName;
  component: ComponentType<P>;
  props: P;
  strategy?: HydrationStrategy;
  /** With the `expiry` strategy: when what the server rendered goes out of date (ms since the epoch). */
  expires?: number;
  /** Another island it renders into: it hydrates whenever that one does (`withAttr`). */
  hydrateWith?: IslandName;
}

/** Renders `component` in place; the client hydrates it as its own root with the same props. */
export function Island<P extends object>({
  name,
  component: Component,
  props,
  strategy = "load",
  expires,
  hydrateWith,
}: IslandProps<P>) {
  const attrs = {
    [islandAttr]: name,
    [propsAttr]: JSON.stringify(props),
    [strategyAttr]: strategy === "expiry" ? String(expires) : strategy,
    ...(hydrateWith === undefined ? {} : { [withAttr]: hydrateWith }),
  };
  return (
    <div {...attrs} className="island">
      <Component {...props} />
    </div>
  );
}
