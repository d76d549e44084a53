/** @module The plain search form: works without JavaScript (GET {base}?q=term), in the page's language. */
import { useLocale, useT } from "../hooks/use-locale.ts";
import { localizedPath } from "../i18n/locales.ts";

interface Props {
  base: string;
  term?: string;
  id: string;
}

export function SearchForm({ base, term = "", id }: Props) {
  const t = useT();
  const action = localizedPath(base, useLocale());
  return (
    // biome-ignore lint/a11y/useSemanticElements: a form with role=search is understood by every screen reader.
    <form
      role="search"
      action={action}
      method="get"
      className="search-form"
      aria-label={t("search.formLabel")}
    >
      <label htmlFor={id}>{t("search.label")}</label>
      <input id={id} type="search" name="q" defaultValue={term} maxLength={100} required />
      <button type="submit" className="button">
        {t("search.submit")}
      </button>
    </form>
  );
}
