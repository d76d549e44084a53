/** @module The server side of an island: a wrapper carrying name, props and strategy around the rendered component. */
import type { ComponentType } from "react";
import { type HydrationStrategy, type IslandName, islandAttr, propsAttr, strategyAttr } from "./contract.ts";

interface IslandProps<P extends object> {
  name: IslandName;
  component: ComponentType<P>;
  props: P;
  strategy?: HydrationStrategy;
}

/** Renders `component` in place; the client hydrates it as its own root with the same props. */
export function Island<P extends object>({
  name,
  component: Component,
  props,
  strategy = "load",
}: IslandProps<P>) {
  const attrs = { [islandAttr]: name, [propsAttr]: JSON.stringify(props), [strategyAttr]: strategy };
  return (
    <div {...attrs} className="island">
      <Component {...props} />
    </div>
  );
}
