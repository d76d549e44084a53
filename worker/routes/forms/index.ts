/**
 * @module The form routes: the two JSON endpoints the browser uses, and the plain contact form post
 * at the contact page of each language; each refuses a POST from another site first
 * (security/form-origin.ts).
 */
import { Hono } from "hono";
import { locales } from "../../../shared/i18n/locales.ts";
import { localizedHref } from "../../../shared/routes.ts";
import { requestLanguage, tell } from "../../forms/answer.ts";
import { formBodyLimit } from "../../forms/body.ts";
import { type FormKind, formPaths } from "../../forms/deliver.ts";
import { submitForm } from "../../forms/pipeline.ts";
import { methodNotAllowed, noStoreHeaders, refusal } from "../../lib/answers.ts";
import type { AppEnv } from "../../request/app-env.ts";
import { formOrigin } from "../../security/form-origin.ts";
import { contactFallback, contactFallbackPage } from "./contact-fallback.tsx";

export const forms = new Hono<AppEnv>();

for (const kind of Object.keys(formPaths) as FormKind[]) {
  const tooLarge = formBodyLimit((c) => {
    const code = "too-large";
    return refusal(c, 413, tell(code, kind, requestLanguage(c)), code);
  });
  forms.post(formPaths[kind], formOrigin("json"), tooLarge, async (c) => {
    const { status, success, code, message, errors, retryAfter } = await submitForm(c, kind, "json");
    const headers: Record<string, string> = { ...noStoreHeaders };
    if (retryAfter) headers["retry-after"] = String(retryAfter);
    return c.json(errors ? { success, code, message, errors } : { success, code, message }, status, headers);
  });
  forms.all(formPaths[kind], (c) => {
    const code = "wrong-method";
    return methodNotAllowed(c, ["POST"], refusal, { message: tell(code, kind, requestLanguage(c)), code });
  });
}

// The contact page of each language takes its form's plain post, and answers in that language.
for (const locale of locales) {
  forms.post(
    localizedHref(locale, "contactUs"),
    formOrigin("text"),
    formBodyLimit((c) =>
      contactFallbackPage(c, {
        status: 413,
        success: false,
        code: "too-large",
        message: tell("too-large", "contact", locale),
      }),
    ),
    contactFallback,
  );
}
