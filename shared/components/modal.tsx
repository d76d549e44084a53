/** @module The shared modal (SPEC.md §2–§4, §9): a client-only dialog portalled into `#teleport-target`. */
import { type ReactNode, type RefObject, useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useT } from "../hooks/use-locale.ts";
import { focusables, trapTab } from "../lib/focus-trap.ts";
import { modalPositionClass, modalSizeVars } from "../lib/modal-layout.ts";
import { lockScroll } from "../lib/scroll-lock.ts";
import { CloseButton } from "./close-button.tsx";

export interface ModalProps {
  /** modelValue: whether the modal is shown. */
  open: boolean;
  onClose: () => void;
  /** Rendered in an `<h2 id={`${id}-title`}>` that labels the dialog. */
  headline: ReactNode;
  /** Stable id prefix (islands keep `useId` out). */
  id: string;
  children: ReactNode;
  /** 1 centre (default), 2 top, 3 bottom. */
  position?: 1 | 2 | 3;
  vw?: number;
  vh?: number;
  mvw?: number;
  mvh?: number;
  /** No close button, no background-click close, no Escape. */
  mandatory?: boolean;
  /** Default true: page scroll suspended, position restored on close. */
  suspendScrolling?: boolean;
  innerClasses?: string;
  ariaDescription?: string;
  /** When set, closing clears the body's class attribute (Google CSE leaves classes behind). */
  googleCSEUsecase?: boolean;
  theme?: string;
}

/** The element to focus when the modal opens: `[data-autofocus]`, then the first body control, then the window. */
function initialFocus(win: HTMLElement): HTMLElement {
  const marked = win.querySelector<HTMLElement>("[data-autofocus]");
  if (marked) return marked;
  const body = win.querySelector<HTMLElement>(".modal-body");
  return (body && focusables(body)[0]) ?? focusables(win)[0] ?? win;
}

export function Modal(props: ModalProps) {
  const { open, onClose, mandatory = false } = props;
  const { suspendScrolling = true, googleCSEUsecase = false } = props;
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const win = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => setTarget(document.getElementById("teleport-target")), []);

  useEffect(() => {
    if (!open || !target) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const release = suspendScrolling ? lockScroll() : undefined;
    if (win.current) initialFocus(win.current).focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        // Handled here first (window, capture) so a drawer or dropdown behind stays as it is.
        event.stopPropagation();
        if (!mandatory) close.current();
      } else if (event.key === "Tab" && win.current) trapTab(win.current, event);
    };
    window.addEventListener("keydown", onKey, true);
    return () => {
      window.removeEventListener("keydown", onKey, true);
      release?.();
      if (googleCSEUsecase) document.body.removeAttribute("class");
      if (opener?.isConnected) opener.focus();
    };
  }, [open, target, mandatory, suspendScrolling, googleCSEUsecase]);

  if (!open || !target) return null;
  return createPortal(<ModalFrame {...props} win={win} onClose={() => close.current()} />, target);
}

type FrameProps = Omit<ModalProps, "open" | "onClose" | "suspendScrolling" | "googleCSEUsecase"> & {
  onClose?: () => void;
  win?: RefObject<HTMLDivElement | null>;
};

/** The modal's markup: backdrop, window, head with the close button, body. `Modal` portals it. */
function ModalFrame(props: FrameProps) {
  const { onClose, headline, id, children, position = 1, mandatory = false, win } = props;
  const { innerClasses, ariaDescription, theme } = props;
  const t = useT();
  const classes = ["modal", modalPositionClass(position), theme ? `modal-theme-${theme}` : ""];
  return (
    <div className={classes.join(" ").trim()} data-modal={id} style={modalSizeVars(props)}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the backdrop is pointer-only; Escape is the keyboard way */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes the modal from the keyboard */}
      <div className="modal-backdrop" onClick={mandatory ? undefined : onClose} />
      <div
        ref={win}
        className="modal-window"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={ariaDescription ? `${id}-description` : undefined}
        tabIndex={-1}
      >
        <div className="modal-head">
          <h2 id={`${id}-title`} className="modal-headline">
            {headline}
          </h2>
          {mandatory ? null : (
            <CloseButton className="modal-close" label={t("modal.close")} onClick={onClose} />
          )}
        </div>
        <div className={innerClasses ? `modal-body ${innerClasses}` : "modal-body"}>{children}</div>
        {ariaDescription ? (
          <p id={`${id}-description`} hidden>
            {ariaDescription}
          </p>
        ) : null}
      </div>
    </div>
  );
}
