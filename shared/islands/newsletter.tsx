/** @module The footer newsletter signup island: footer form, then the modal flow of SPEC.md §4, §5, §8. */
import { useAtomValue } from "jotai";
import {
  type ChangeEvent,
  type FormEvent,
  startTransition,
  useEffect,
  useReducer,
  useRef,
  useState,
} from "react";
import { siteAtom } from "../atoms/site.ts";
import { browserPaths } from "../cms/paths.ts";
import { DialogClose } from "../components/close-button.tsx";
import { filledAttr } from "../contract/dialogs.ts";
import { useHref, useT } from "../hooks/use-locale.ts";
import { localeOfTag } from "../i18n/locale-of-tag.ts";
import { storedBearerHeaders } from "../lib/auth-rules.ts";
import { botToken } from "../lib/bot-token.ts";
import { answerText } from "../lib/form-answers.ts";
import {
  buttonActive,
  initialNewsletter,
  type NewsletterState,
  newsletterReducer,
  promptFor,
  showsError,
} from "../lib/newsletter-flow.ts";
import { postJson } from "../lib/post-json.ts";
import { isValidEmail } from "../lib/validate.ts";

export const signupUrl = browserPaths.signup;

const footerEmailId = "newsletter-footer-email";
export const modalId = "newsletter-modal";

/**
 * The footer's signup and its modal (SPEC.md §4): the modal is a `<dialog>` in the server's HTML,
 * which the page's loader opens on Sign Up (copying the footer's email in) and closes, from the
 * first press on; the island fills in its steps (entry or confirm, sending, success or failure) and
 * resets them when it closes.
 */
export default function Newsletter() {
  const site = useAtomValue(siteAtom);
  const t = useT();
  const href = useHref();
  // Uncontrolled: what a visitor typed before the island hydrated is in the field, not in state.
  const footerEmail = useRef<HTMLInputElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const [state, dispatch] = useReducer(newsletterReducer, initialNewsletter);
  // Marks the section once hydrated (it hydrates when a visitor reaches for it), for tests and styling.
  const [ready, setReady] = useState(false);
  useEffect(() => {
    setReady(true);
    const modal = dialog.current;
    if (!modal) return;
    // A modal the loader opened before this island was live goes on as it is: what it shows is the
    // state, with what was typed in it.
    if (modal.open) {
      const typed = modal.querySelector("input")?.value ?? "";
      dispatch({ type: "open", email: modal.hasAttribute(filledAttr) ? typed : "" });
      dispatch({ type: "edit", email: typed });
    }
    // Reset once the modal has shut, in the microtask right after the task that shut it. The browser's
    // `close` event comes in a task of its own later, and input can come before it: an address typed
    // into the footer, or a Sign Up that opened the modal again, would have been wiped.
    const shut = new MutationObserver(() => {
      if (modal.open) return;
      dispatch({ type: "close" });
      if (footerEmail.current) footerEmail.current.value = "";
    });
    shut.observe(modal, { attributes: true, attributeFilter: ["open"] });
    return () => shut.disconnect();
  }, []);
  // The loader opens the modal, showing the step its fields call for; the state follows in a
  // transition, after the frame that shows the modal (what is typed meanwhile comes after it).
  const openModal = (event: FormEvent) => {
    event.preventDefault();
    const email = footerEmail.current?.value ?? "";
    startTransition(() => dispatch({ type: "open", email }));
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.busy) return;
    // The field, not the state: a submit held until the island was live comes before the render
    // that reads what the loader's modal held.
    const typed = event.currentTarget.querySelector("input")?.value ?? state.email;
    const email = typed.trim();
    dispatch({ type: "edit", email: typed });
    dispatch({ type: "attempt" });
    if (!isValidEmail(email)) return;
    try {
      const recaptchaToken = (await botToken(site.botCheckSiteKey, "newsletter_signup")) ?? "";
      const language = localeOfTag(document.documentElement.lang);
      const answer = await postJson(
        signupUrl,
        { email, recaptchaToken, profile: "newsletter", language },
        { headers: storedBearerHeaders() },
      );
      // The answer's code is told in the page's language; its message only when the code is unknown.
      const message = answer.success ? "" : answerText(t, "newsletter", answer, "newsletter.failureFallback");
      dispatch(answer.success ? { type: "succeeded" } : { type: "failed", message });
    } catch {
      dispatch({ type: "failed", message: "" });
    }
  };

  const headline = t(
    state.view === "success"
      ? "newsletter.successHeading"
      : state.view === "failure"
        ? "newsletter.failureHeading"
        : "newsletter.modalHeading",
  );
  return (
    <section className="newsletter" aria-labelledby="footer-newsletter" data-ready={ready ? "" : undefined}>
      <h2 id="footer-newsletter">{t("newsletter.heading")}</h2>
      {/*
        Without JavaScript the form leads to the contact page (the signup endpoint takes JSON only).
        The modal checks the address (SPEC.md §5), so the browser does not: an invalid address in a
        type=email field would stop the submit with the browser's own bubble, before the page's
        loader could open the modal.
      */}
      <form
        className="newsletter-footer-form"
        noValidate
        action={href("contactUs")}
        method="get"
        onSubmit={openModal}
      >
        <label htmlFor={footerEmailId}>{t("newsletter.emailLabel")}</label>
        <div className="newsletter-row">
          <input id={footerEmailId} type="email" autoComplete="email" defaultValue="" ref={footerEmail} />
          <button
            type="submit"
            className="button newsletter-button"
            aria-controls={modalId}
            aria-haspopup="dialog"
          >
            {t("newsletter.signUp")}
          </button>
        </div>
      </form>
      {/* While the signup is being sent the modal cannot be dismissed (`aria-busy`), so its answer is always seen. */}
      <dialog
        ref={dialog}
        id={modalId}
        className="modal-window newsletter-dialog"
        aria-labelledby={`${modalId}-title`}
        aria-busy={state.busy ? "true" : undefined}
        {...{ [filledAttr]: promptFor(state) === "newsletter.confirmPrompt" ? "" : undefined }}
      >
        <div className="modal-head">
          <h2 id={`${modalId}-title`} className="modal-headline">
            {headline}
          </h2>
          {state.busy ? null : <DialogClose className="modal-close" label={t("modal.close")} />}
        </div>
        <div className="modal-body">
          {state.view === "success" ? (
            <div className="newsletter-result" role="status">
              <p>{t("newsletter.successLead")}</p>
              <p className="newsletter-email">{state.email.trim()}</p>
              <p>{t("newsletter.successOutro", { brand: site.brandName })}</p>
            </div>
          ) : state.view === "failure" ? (
            <div className="newsletter-result" role="alert">
              <p>{t("newsletter.failureLead")}</p>
              <p className="newsletter-email">{state.email.trim()}</p>
              <p>{state.message || t("newsletter.failureFallback")}</p>
            </div>
          ) : (
            <SignupForm
              state={state}
              action={href("contactUs")}
              onEdit={(email) => dispatch({ type: "edit", email })}
              onSubmit={submit}
            />
          )}
        </div>
      </dialog>
    </section>
  );
}

interface SignupFormProps {
  state: NewsletterState;
  /** Where the form goes if the island's code never arrives (as the footer's does without JavaScript). */
  action: string;
  onEdit: (email: string) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * The modal's signup form (entry and confirm views). Both prompts are in the page; the dialog's
 * `filledAttr` shows the confirm one (modal.css), so the page's loader can set it before the
 * island is live.
 */
function SignupForm({ state, action, onEdit, onSubmit }: SignupFormProps) {
  const t = useT();
  const error = showsError(state);
  const active = buttonActive(state) && !state.busy;
  return (
    <form className="newsletter-modal-form" noValidate action={action} method="get" onSubmit={onSubmit}>
      <label htmlFor="newsletter-modal-email">
        <span className="prompt-entry">{t("newsletter.entryPrompt")}</span>
        <span className="prompt-confirm">{t("newsletter.confirmPrompt")}</span>
      </label>
      <input
        id="newsletter-modal-email"
        type="email"
        autoComplete="email"
        data-autofocus=""
        aria-invalid={error}
        aria-describedby={error ? "newsletter-modal-error" : undefined}
        value={state.email}
        onChange={(e: ChangeEvent<HTMLInputElement>) => onEdit(e.target.value)}
      />
      <p id="newsletter-modal-error" className="field-error" hidden={!error}>
        {t("newsletter.invalid")}
      </p>
      <button
        type="submit"
        className="button newsletter-button"
        aria-disabled={active ? undefined : "true"}
        aria-busy={state.busy ? "true" : undefined}
      >
        {t(state.busy ? "newsletter.sending" : "newsletter.signUp")}
      </button>
    </form>
  );
}
