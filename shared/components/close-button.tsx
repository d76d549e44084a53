/** @module The close button of the drawer and the modal: an ✕ icon, its label, and the mark by which the page's loader closes them before they are live. */
import { earlyCloseAttr } from "../islands/contract.ts";

/** Marks an element that closes what the page's loader showed early (see `earlyCloseAttr`). */
export const earlyClose = { [earlyCloseAttr]: "" };

export function CloseButton({
  className,
  label,
  onClick,
}: {
  className: string;
  label: string;
  onClick?: () => void;
}) {
  return (
    <button type="button" className={className} aria-label={label} onClick={onClick} {...earlyClose}>
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  );
}
