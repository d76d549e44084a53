/** @module A catalogue text with elements in it: `{name}` placeholders of a `t(…)` text replaced by links and the like. */
import { Fragment, type ReactNode } from "react";

/** `text` with each `{name}` that `parts` names replaced by that element; other text stays as it is. */
export function withParts(text: string, parts: Record<string, ReactNode>): ReactNode {
  const pieces = text.split(/\{(\w+)\}/);
  return pieces.map((piece, i) =>
    i % 2 === 0 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one fixed text never move.
      <Fragment key={i}>{piece}</Fragment>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: as above.
      <Fragment key={i}>{piece in parts ? parts[piece] : `{${piece}}`}</Fragment>
    ),
  );
}
