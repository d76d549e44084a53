/** @module The footer newsletter signup island: footer form, then the modal flow of SPEC.md §4, §5, §8. */
import { useAtomValue } from "jotai";
import { type FormEvent, useEffect, useReducer, useState } from "react";
import { siteAtom } from "../atoms/site.ts";
import { browserPaths } from "../cms/paths.ts";
import { Modal } from "../components/modal.tsx";
import { useHref, useT } from "../i18n/hooks.ts";
import { localeOfTag } from "../i18n/locale-of-tag.ts";
import { storedBearerHeaders } from "../lib/auth-rules.ts";
import { botToken } from "../lib/bot-token.ts";
import {
  buttonActive,
  initialNewsletter,
  newsletterReducer,
  promptFor,
  showsError,
} from "../lib/newsletter-flow.ts";
import { postJson } from "../lib/post-json.ts";
import { isValidEmail } from "../lib/validate.ts";

export const signupUrl = browserPaths.signup;

export default function Newsletter() {
  const site = useAtomValue(siteAtom);
  const t = useT();
  const href = useHref();
  const [footerEmail, setFooterEmail] = useState("");
  const [state, dispatch] = useReducer(newsletterReducer, initialNewsletter);
  // Marks the section once hydrated ("visible" islands hydrate late), for tests and styling.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const active = buttonActive(state);
  const error = showsError(state);

  const openModal = (event: FormEvent) => {
    event.preventDefault();
    dispatch({ type: "open", email: footerEmail });
  };
  const close = () => {
    dispatch({ type: "close" });
    setFooterEmail("");
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
      dispatch(answer.success ? { type: "succeeded" } : { type: "failed", message: answer.message });
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
      {/* Without JavaScript the form leads to the contact page (the signup endpoint takes JSON only). */}
      <form className="newsletter-footer-form" action={href("contactUs")} method="get" onSubmit={openModal}>
        <label htmlFor="newsletter-footer-email">{t("newsletter.emailLabel")}</label>
        <div className="newsletter-row">
          <input
            id="newsletter-footer-email"
            type="email"
            autoComplete="email"
            value={footerEmail}
            onChange={(e) => setFooterEmail(e.target.value)}
          />
          <button type="submit" className="button newsletter-button">
            {t("newsletter.signUp")}
          </button>
        </div>
      </form>
      <Modal
        open={state.open}
        onClose={close}
        headline={headline}
        id="newsletter-modal"
        vw={50}
        vh={50}
        mvw={85}
        mvh={50}
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
          <form className="newsletter-modal-form" noValidate onSubmit={submit}>
            <label htmlFor="newsletter-modal-email">{t(promptFor(state))}</label>
            <input
              id="newsletter-modal-email"
              type="email"
              autoComplete="email"
              data-autofocus=""
              value={state.email}
              aria-invalid={error}
              aria-describedby={error ? "newsletter-modal-error" : undefined}
              onChange={(e) => dispatch({ type: "edit", email: e.target.value })}
            />
            <p id="newsletter-modal-error" className="field-error" hidden={!error}>
              {t("newsletter.invalid")}
            </p>
            <button
              type="submit"
              className="button newsletter-button"
              aria-disabled={active && !state.busy ? undefined : "true"}
              aria-busy={state.busy ? "true" : undefined}
            >
              {t(state.busy ? "newsletter.sending" : "newsletter.signUp")}
            </button>
          </form>
        )}
      </Modal>
    </section>
  );
}
