/** @module The contact form island: checked fields, announced errors, bot check, and success/failure states. */
import { type FormEvent, useEffect, useRef, useState } from "react";
import { browserPaths } from "../cms/paths.ts";
import { useHref, useT } from "../hooks/use-locale.ts";
import type { MessageKey } from "../i18n/catalogue.ts";
import { localeOfTag } from "../i18n/locale-of-tag.ts";
import { storedBearerHeaders } from "../lib/auth-rules.ts";
import { botToken } from "../lib/bot-token.ts";
import { answerText } from "../lib/form-answers.ts";
import { type ContactField, checkContact, contactLimits, contactReasons } from "../lib/form-rules.ts";
import { postJson } from "../lib/post-json.ts";
import { Field, fieldId } from "./contact-fields.tsx";

export const contactEndpoint = browserPaths.contactForm;

export interface ContactFormProps {
  locations: { value: string; label: string }[];
  botCheckSiteKey: string | null;
  /** Set after a plain (no-JavaScript) post went through. */
  sent?: boolean;
  /** A plain post's values and errors, shown again. */
  values?: Record<string, string>;
  errors?: Partial<Record<ContactField, string>>;
  notice?: string;
}

type Phase = "editing" | "sending" | "sent" | "failed";
type Values = Record<"name" | "email" | "phone" | "location" | "reason" | "message", string> & {
  consent: boolean;
};

const order: ContactField[] = ["name", "email", "phone", "location", "reason", "message", "consent"];

/** Each reason's label key; the value sent stays the English reason the rules and the CMS know. */
const reasonLabels = {
  Appointment: "contact.reasonAppointment",
  Billing: "contact.reasonBilling",
  "Medical records": "contact.reasonMedicalRecords",
  Feedback: "contact.reasonFeedback",
  Media: "contact.reasonMedia",
  Partnership: "contact.reasonPartnership",
  Privacy: "contact.reasonPrivacy",
  Other: "contact.reasonOther",
} as const satisfies Record<(typeof contactReasons)[number], MessageKey>;

/** The values the form's fields show: `known`, or a copy with what differs from it. */
function shownValues(form: HTMLFormElement, known: Values): Values {
  const shown = { ...known };
  for (const name of Object.keys(known) as (keyof Values)[]) {
    const field = form.elements.namedItem(name);
    if (name === "consent") {
      if (field instanceof HTMLInputElement) shown.consent = field.checked;
    } else if (
      field instanceof HTMLInputElement ||
      field instanceof HTMLTextAreaElement ||
      field instanceof HTMLSelectElement
    )
      shown[name] = field.value;
  }
  return (Object.keys(known) as (keyof Values)[]).every((k) => shown[k] === known[k]) ? known : shown;
}

export default function ContactForm({
  locations,
  botCheckSiteKey,
  sent,
  values,
  errors,
  notice,
}: ContactFormProps) {
  const t = useT();
  const href = useHref();
  const [v, setV] = useState<Values>(() => ({
    name: values?.name ?? "",
    email: values?.email ?? "",
    phone: values?.phone ?? "",
    location: values?.location ?? "",
    reason: values?.reason ?? "",
    message: values?.message ?? "",
    consent: values?.consent === "on" || values?.consent === "true",
  }));
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<ContactField, string>>>(errors ?? {});
  const [phase, setPhase] = useState<Phase>(sent ? "sent" : "editing");
  const [status, setStatus] = useState(notice ?? "");
  const idempotencyKey = useRef<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // What was typed or autofilled before the island was live is in the fields but not in the state
  // (hydrating leaves the fields as they are): take it over once.
  useEffect(() => {
    const form = formRef.current;
    if (form) setV((old) => shownValues(form, old));
  }, []);
  const set = (name: keyof Values) => (e: { target: { value: string; checked?: boolean } }) =>
    setV((old) => ({ ...old, [name]: name === "consent" ? Boolean(e.target.checked) : e.target.value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (phase === "sending") return;
    // A send that was held until the island was live comes before the state has what was typed.
    const values = formRef.current ? shownValues(formRef.current, v) : v;
    setV(values);
    const checked = checkContact(
      values,
      locations.map((l) => l.value),
      t,
    );
    if (!checked.ok) {
      setFieldErrors(checked.errors);
      const count = Object.keys(checked.errors).length;
      setStatus(t(count === 1 ? "contact.correctOne" : "contact.correctOther", { count }));
      const first = order.find((f) => checked.errors[f]);
      if (first) formRef.current?.querySelector<HTMLElement>(`#${fieldId(first)}`)?.focus();
      return;
    }
    setFieldErrors({});
    setPhase("sending");
    setStatus(t("contact.sending"));
    idempotencyKey.current ??= crypto.randomUUID();
    try {
      const recaptchaToken = await botToken(botCheckSiteKey, "contact_us");
      const answer = await postJson(
        contactEndpoint,
        { ...checked.value, recaptchaToken, language: localeOfTag(document.documentElement.lang) },
        {
          headers: { ...storedBearerHeaders(), "idempotency-key": idempotencyKey.current },
        },
      );
      // The answer's code is told in the page's language; its message only when the code is unknown.
      setPhase(answer.success ? "sent" : "failed");
      setStatus(answerText(t, "contact", answer, answer.success ? "contact.received" : "contact.tryLater"));
    } catch (error) {
      console.warn(error);
      setPhase("failed");
      setStatus(t("contact.offline"));
    }
  }

  if (phase === "sent") {
    return (
      <section className="contact-form-done" aria-labelledby="contact-form-done-heading">
        <h2 id="contact-form-done-heading">{t("contact.thanksHeading")}</h2>
        <p role="status">{status || t("contact.answerSoon")}</p>
      </section>
    );
  }

  return (
    <section className="contact-form" aria-labelledby="contact-form-heading">
      <h2 id="contact-form-heading">{t("contact.heading")}</h2>
      {/* Without JavaScript the form posts to the contact page of its own language. */}
      <form ref={formRef} method="post" action={href("contactUs")} noValidate onSubmit={submit}>
        {phase === "failed" ? (
          <div className="form-problem" role="alert">
            <p>
              <strong>{t("contact.problem")}</strong> {status}
            </p>
          </div>
        ) : null}
        <Field name="name" label={t("contact.name")} error={fieldErrors.name}>
          {(a) => (
            <input
              {...a}
              type="text"
              autoComplete="name"
              maxLength={contactLimits.name}
              required
              value={v.name}
              onChange={set("name")}
            />
          )}
        </Field>
        <Field name="email" label={t("contact.email")} error={fieldErrors.email}>
          {(a) => (
            <input
              {...a}
              type="email"
              autoComplete="email"
              required
              value={v.email}
              onChange={set("email")}
            />
          )}
        </Field>
        <Field
          name="phone"
          label={t("contact.phone")}
          hint={t("contact.phoneHint")}
          error={fieldErrors.phone}
        >
          {(a) => <input {...a} type="tel" autoComplete="tel" value={v.phone} onChange={set("phone")} />}
        </Field>
        <Field name="location" label={t("contact.location")} error={fieldErrors.location}>
          {(a) => (
            <select {...a} required value={v.location} onChange={set("location")}>
              <option value="">{t("contact.chooseLocation")}</option>
              {locations.map((l) => (
                <option key={l.value} value={l.value}>
                  {l.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field name="reason" label={t("contact.reason")} error={fieldErrors.reason}>
          {(a) => (
            <select {...a} required value={v.reason} onChange={set("reason")}>
              <option value="">{t("contact.chooseReason")}</option>
              {contactReasons.map((r) => (
                <option key={r} value={r}>
                  {t(reasonLabels[r])}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          name="message"
          label={t("contact.message")}
          hint={t("contact.messageHint")}
          error={fieldErrors.message}
        >
          {(a) => (
            <textarea
              {...a}
              rows={6}
              maxLength={contactLimits.message}
              required
              value={v.message}
              onChange={set("message")}
            />
          )}
        </Field>
        <Field name="consent" label={t("contact.consent")} error={fieldErrors.consent}>
          {(a) => <input {...a} type="checkbox" required checked={v.consent} onChange={set("consent")} />}
        </Field>
        <p className="form-status" aria-live="polite">
          {phase === "failed" ? "" : status}
        </p>
        <button type="submit" className="button" disabled={phase === "sending"}>
          {t(phase === "sending" ? "contact.sending" : "contact.send")}
        </button>
      </form>
    </section>
  );
}
