/** @module The close button of the drawer and the modals: an ✕ icon and its label; in a native dialog, a `<form method="dialog">` the page's loader closes it by. */

const Cross = () => (
  <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
    <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

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
    <button type="button" className={className} aria-label={label} onClick={onClick}>
      <Cross />
    </button>
  );
}

/**
 * Closes the `<dialog>` it is in: natively, and through the page's loader's animated close
 * (shared/contract/dialogs.ts). `first`: the focus goes to it when the dialog opens.
 */
export function DialogClose({
  className,
  label,
  first,
}: {
  className: string;
  label: string;
  first?: boolean;
}) {
  return (
    <form method="dialog" className={`${className}-form`}>
      <button type="submit" className={className} aria-label={label} data-autofocus={first ? "" : undefined}>
        <Cross />
      </button>
    </form>
  );
}
