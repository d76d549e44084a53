/** @module One labelled contact-form field with its error announced (aria-invalid, aria-describedby). */
import type { ReactNode } from "react";
import type { ContactField } from "../lib/form-rules.ts";

export const fieldId = (name: ContactField) => `contact-form-${name}`;
const errorId = (name: ContactField) => `contact-form-${name}-error`;

interface FieldProps {
  name: ContactField;
  label: string;
  error?: string | undefined;
  hint?: string;
  /** Renders the control with the accessibility attributes this field needs. */
  children: (a11y: {
    id: string;
    name: ContactField;
    "aria-invalid": boolean | undefined;
    "aria-describedby": string | undefined;
  }) => ReactNode;
}

export function Field({ name, label, error, hint, children }: FieldProps) {
  const hintId = `${fieldId(name)}-hint`;
  const described = [hint ? hintId : null, error ? errorId(name) : null].filter(Boolean).join(" ");
  return (
    <div className="form-field" data-invalid={error ? "" : undefined}>
      <label htmlFor={fieldId(name)}>{label}</label>
      {hint ? (
        <p className="form-hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {children({
        id: fieldId(name),
        name,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": described || undefined,
      })}
      {error ? (
        <p className="form-error" id={errorId(name)}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
