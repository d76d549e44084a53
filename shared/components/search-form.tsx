/** @module The plain search form: works without JavaScript (GET {base}?q=term). */

interface Props {
  base: string;
  term?: string;
  id: string;
}

export function SearchForm({ base, term = "", id }: Props) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a form with role=search is understood by every screen reader.
    <form role="search" action={base} method="get" className="search-form" aria-label="Site search">
      <label htmlFor={id}>Search the site</label>
      <input id={id} type="search" name="q" defaultValue={term} maxLength={100} required />
      <button type="submit" className="button">
        Search
      </button>
    </form>
  );
}
