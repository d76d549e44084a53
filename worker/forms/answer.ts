/** @module Form answers told in a language: the text of an answer code, and the language of a request whose body is not read yet. */
import type { Context } from "hono";
import { textsFor } from "../../shared/i18n/catalogue.ts";
import type { Locale } from "../../shared/i18n/locales.ts";
import { answerKey, answerVars, type FormCode, type FormKind } from "../../shared/lib/form-answers.ts";
import type { AppEnv } from "../request/app-env.ts";
import { pageLanguage } from "./language.ts";

/** The text of answer `code` for a form of `kind`, in `locale`. */
export const tell = (code: FormCode, kind: FormKind, locale: Locale): string =>
  textsFor(locale)(answerKey(code, kind), answerVars);

/** The language of the page a request came from, for an answer given before its body is read. */
export const requestLanguage = (c: Context<AppEnv>): Locale =>
  pageLanguage(c.req.header("referer"), c.req.url);
