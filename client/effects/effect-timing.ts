/** @module Button click-effect kinds and durations (SPEC.md §4, §9), pure so they can be unit-tested. */

export type EffectKind = "flash" | "fill" | "ripple";

/** Flash 100 ms; fill 150 ms in plus 150 ms out; ripple 200 ms under 100 px wide, else 300 ms. */
export function effectDuration(kind: EffectKind, width: number): number {
  if (kind === "flash") return 100;
  if (kind === "fill") return 300;
  return width < 100 ? 200 : 300;
}

/** The kind named by a `data-effect` attribute; anything else (or none) is the default flash. */
export function effectKind(attribute: string | null | undefined): EffectKind {
  return attribute === "fill" || attribute === "ripple" ? attribute : "flash";
}

/** Whether a click should go straight through: modified clicks (new tab, download) and non-primary buttons. */
export function isPlainClick(e: {
  button: number;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}) {
  return e.button === 0 && !e.ctrlKey && !e.metaKey && !e.shiftKey && !e.altKey;
}
