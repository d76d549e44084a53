/**
 * @module The form routes: the two JSON endpoints the browser uses, and the plain `/contact-us` form
 * post; each refuses a POST from another site first (security/form-origin.ts).
 */
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { formOrigin } from "../../security/form-origin.ts";
import { formBodyLimit, tooLargeMessage } from "./body.ts";
import { contactFallback, contactFallbackPage } from "./contact-fallback.tsx";
import { type FormKind, formPaths } from "./deliver.ts";
import { submitForm } from "./pipeline.ts";

export const forms = new Hono<AppEnv>();

const methodNotAllowed = () =>
  Response.json(
    { success: false, message: "Use POST with a JSON body." },
    { status: 405, headers: { allow: "POST" } },
  );

const jsonTooLarge = formBodyLimit((c) =>
  c.json({ success: false, message: tooLargeMessage }, 413, { "cache-control": "no-store" }),
);

for (const kind of Object.keys(formPaths) as FormKind[]) {
  forms.post(formPaths[kind], formOrigin("json"), jsonTooLarge, async (c) => {
    const { status, success, message, errors, retryAfter } = await submitForm(c, kind, "json");
    const headers: Record<string, string> = { "cache-control": "no-store" };
    if (retryAfter) headers["retry-after"] = String(retryAfter);
    return c.json(errors ? { success, message, errors } : { success, message }, status, headers);
  });
  forms.all(formPaths[kind], methodNotAllowed);
}

forms.post(
  "/contact-us",
  formOrigin("text"),
  formBodyLimit((c) => contactFallbackPage(c, { status: 413, success: false, message: tooLargeMessage })),
  contactFallback,
);
