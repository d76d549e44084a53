/** @module The shared modal's geometry: position class and size custom properties (SPEC.md §2, §9). */
import type { CSSProperties } from "react";

type ModalPosition = 1 | 2 | 3;

const positionNames: Record<ModalPosition, string> = { 1: "center", 2: "top", 3: "bottom" };

/** `modal-center`, `modal-top` or `modal-bottom` for positions 1, 2, 3 (anything else is centre). */
export function modalPositionClass(position: number | undefined): string {
  return `modal-${positionNames[position as ModalPosition] ?? "center"}`;
}

export interface ModalSize {
  vw?: number | undefined;
  vh?: number | undefined;
  mvw?: number | undefined;
  mvh?: number | undefined;
}

const clampPercent = (value: number | undefined) =>
  typeof value === "number" && Number.isFinite(value) ? Math.min(100, Math.max(10, value)) : 80;

/** Size custom properties; desktop uses vw/vh, the mobile breakpoint (≤ 960 px) uses mvw/mvh; default 80. */
export function modalSizeVars({ vw, vh, mvw, mvh }: ModalSize): CSSProperties {
  return {
    "--modal-vw": `${clampPercent(vw)}vw`,
    "--modal-vh": `${clampPercent(vh)}vh`,
    "--modal-mvw": `${clampPercent(mvw)}vw`,
    "--modal-mvh": `${clampPercent(mvh)}vh`,
  } as CSSProperties;
}
