/** @module The footer newsletter signup island: footer form, then the modal flow of SPEC.md §4, §5, §8. */
import { useAtomValue } from "jotai";
import { type ChangeEvent, type FormEvent, useEffect, useReducer, useRef, useState } from "react";
import { siteAtom } from "../atoms/site.ts";
import { browserPaths } from "../cms/paths.ts";
import { Modal } from "../components/modal.tsx";
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
import {
  earlyModalAttr,
  earlyPreparedAttr,
  earlyTemplateAttr,
  filledTextAttr,
  valueFromAttr,
} from "./contract.ts";

export const signupUrl = browserPaths.signup;

const footerEmailId = "newsletter-footer-email";
export const modalId = "newsletter-modal";
/** The id of the template holding the modal's early copy (`NewsletterEarlyModal`). */
export const earlyTemplateId = "newsletter-modal-early";
/** The modal's size (SPEC.md §4): half the viewport, wider on a phone. */
export const modalSize = { vw: 50, vh: 50, mvw: 85, mvh: 50 };

export default function Newsletter() {
  const site = useAtomValue(siteAtom);
  const t = useT();
  const href = useHref();
  // Uncontrolled: what a visitor typed before the island hydrated is in the field, not in state.
  const footerEmail = useRef<HTMLInputElement>(null);
  const [state, dispatch] = useReducer(newsletterReducer, initialNewsletter);
  // Marks the section once hydrated (it hydrates when a visitor reaches for it), for tests and styling.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const openModal = (event: FormEvent) => {
    event.preventDefault();
    // The modal the page's loader showed while this island was on its way gives way to this one,
    // with what was typed in it.
    const early = document.querySelector(`[${earlyModalAttr}][data-modal="${modalId}"]`);
    // One the loader built ahead and never showed holds nothing the visitor typed.
    const typed = early?.hasAttribute(earlyPreparedAttr) ? undefined : early?.querySelector("input")?.value;
    early?.remove();
    dispatch({ type: "open", email: typed ?? footerEmail.current?.value ?? "" });
  };
  const close = () => {
    dispatch({ type: "close" });
    if (footerEmail.current) footerEmail.current.value = "";
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const email = state.email.trim();
    if (state.busy) return;
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
        loader or the island could open the modal.
      */}
      <form
        className="newsletter-footer-form"
        noValidate
        action={href("contactUs")}
        method="get"
        onSubmit={openModal}
        {...{ [earlyTemplateAttr]: earlyTemplateId }}
      >
        <label htmlFor={footerEmailId}>{t("newsletter.emailLabel")}</label>
        <div className="newsletter-row">
          <input id={footerEmailId} type="email" autoComplete="email" defaultValue="" ref={footerEmail} />
          <button type="submit" className="button newsletter-button">
            {t("newsletter.signUp")}
          </button>
        </div>
      </form>
      <Modal
        open={state.open}
        onClose={close}
        headline={headline}
        id={modalId}
        {...modalSize}
        // While the signup is being sent the modal cannot be dismissed, so its answer is always seen.
        mandatory={state.busy}
      >
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
          <SignupForm state={state} onEdit={(email) => dispatch({ type: "edit", email })} onSubmit={submit} />
        )}
      </Modal>
    </section>
  );
}

interface SignupFormProps {
  state: NewsletterState;
  /** Absent in the early copy the server renders for the page's loader (see `earlyTemplateAttr`). */
  onEdit?: (email: string) => void;
  onSubmit?: (event: FormEvent) => void;
}

/**
 * The modal's signup form (entry and confirm views). Its early copy takes the footer's email from
 * the page's loader, with the confirm prompt when there is one, and its Sign Up waits for the island.
 */
export function SignupForm({ state, onEdit, onSubmit }: SignupFormProps) {
  const t = useT();
  const error = showsError(state);
  const active = buttonActive(state) && !state.busy && onEdit !== undefined;
  const field = onEdit
    ? { value: state.email, onChange: (e: ChangeEvent<HTMLInputElement>) => onEdit(e.target.value) }
    : { defaultValue: "", [valueFromAttr]: footerEmailId };
  const label = onEdit ? {} : { [filledTextAttr]: t("newsletter.confirmPrompt") };
  return (
    <form className="newsletter-modal-form" noValidate onSubmit={onSubmit}>
      <label htmlFor="newsletter-modal-email" {...label}>
        {t(promptFor(state))}
      </label>
      <input
        id="newsletter-modal-email"
        type="email"
        autoComplete="email"
        data-autofocus=""
        aria-invalid={error}
        aria-describedby={error ? "newsletter-modal-error" : undefined}
        {...field}
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
