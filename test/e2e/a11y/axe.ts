/** @module Accessibility sweep helpers: the WCAG A/AA axe run on a settled page, and readable violation lines. */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { colourRules, settle, wcagTags } from "../../support/axe-rules.ts";

export const colorSchemes = ["light", "dark"] as const;
export type ColorScheme = (typeof colorSchemes)[number];

interface NodeCheck {
  data?: Record<string, unknown> | null;
}

/** One line per failing element: rule, impact, selector, and the colours for contrast failures. */
function violationLines(
  state: string,
  violation: {
    id: string;
    impact?: string | null;
    help: string;
    nodes: { target: unknown[]; any: NodeCheck[]; all: NodeCheck[] }[];
  },
) {
  return violation.nodes.map((node) => {
    const data = [...node.any, ...node.all].find((check) => check.data && "fgColor" in check.data)?.data;
    const colours = data
      ? ` fg ${data.fgColor} on bg ${data.bgColor} = ${data.contrastRatio}:1 (needs ${data.expectedContrastRatio})`
      : "";
    return `${state} · ${violation.id} [${violation.impact ?? "?"}] ${violation.help} · ${node.target.join(" ")}${colours}`;
  });
}

/**
 * Runs axe once on the page as it stands, in the given colour scheme: every rule in light, the
 * rules that read colours in dark (nothing else differs between the two). One line per violation node.
 */
export async function axeLines(
  page: Page,
  state: string,
  scheme: ColorScheme,
  include?: string,
): Promise<string[]> {
  await page.emulateMedia({ colorScheme: scheme });
  await settle(page);
  const builder = new AxeBuilder({ page });
  if (scheme === "dark") builder.withRules(colourRules);
  else builder.withTags(wcagTags);
  // The builder's default runs axe in each frame and merges the parts in a blank page it opens for
  // the purpose, so that frames of other origins are checked too. A page without frames gives the
  // same results from axe.run alone (the builder's legacy mode), without that page and a second
  // injection of axe: about half the time of each run.
  if (page.frames().length === 1) builder.setLegacyMode();
  if (include) builder.include(include);
  const results = await builder.analyze();
  return results.violations.flatMap((v) => violationLines(`${state} (${scheme})`, v));
}

/** Runs axe in light and dark on the current state (optionally only inside `include`), without reloading. */
export async function axeBothSchemes(page: Page, state: string, include?: string): Promise<string[]> {
  const lines: string[] = [];
  for (const scheme of colorSchemes) lines.push(...(await axeLines(page, state, scheme, include)));
  return lines;
}
