/** @module One search box: a real form (works without JavaScript) that becomes an ARIA 1.2 combobox with completions. */
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from "react";
import { useCompletions } from "../hooks/use-completions.ts";
import { useT } from "../hooks/use-locale.ts";
import { useSearchResults } from "../hooks/use-search-results.ts";
import { completionLang, pageLocale, readFirstLetters } from "../lib/search-client.ts";
import { maxTermLength } from "../search/types.ts";
import { SearchResultsModal } from "./search-results-modal.tsx";

interface Props {
  /** Stable id prefix (islands keep `useId` out). */
  id: string;
  base: string;
  /** Called before the results modal opens (the drawer closes itself). */
  onResults?: () => void;
  /** In the nav bar the box folds into a button; in the drawer it stays open. */
  collapsible?: boolean;
}

export function SearchBox({ id, base, onResults, collapsible = true }: Props) {
  const t = useT();
  const [ready, setReady] = useState(false);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState("");
  const [typed, setTyped] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const completions = useCompletions(text, typed);
  const { state, run, clear } = useSearchResults();
  const listOpen = typed && completions.length > 0;
  const listId = `${id}-listbox`;

  // A visitor may have started typing in the server-rendered form before hydration: keep the
  // text and show its completions, and keep the box open while it is in use (focus anywhere in the
  // form, its submit button too: closing it would take the focus away with it).
  // A box on screen reads the completions of the first letter ahead (one small request, cached),
  // so they show with the key; a hidden one (the nav bar's, on a phone) waits for focus.
  // A press on the server-rendered toggle (a label for the input) that hydrated the widget has
  // ended before this runs (client/entry.tsx waits for it), and has focused the input.
  useEffect(() => {
    const el = input.current;
    if (el?.checkVisibility()) void readFirstLetters(pageLocale());
    if (el && (el.value !== "" || el.form?.contains(document.activeElement))) {
      setText(el.value);
      setTyped(el.value !== "");
      setOpen(true);
    }
    setReady(true);
  }, []);

  const search = async (term: string, page = 0) => {
    setTyped(false);
    if (await run(term, page)) onResults?.();
  };
  const pick = (value: string) => {
    setText(value);
    void search(value);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void search(text);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" && listOpen) {
      event.preventDefault();
      setActive((i) => (i + 1) % completions.length);
    } else if (event.key === "ArrowUp" && listOpen) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? completions.length - 1 : i - 1));
    } else if (event.key === "Enter" && listOpen && active >= 0) {
      event.preventDefault();
      pick(completions[active] ?? text);
    } else if (event.key === "Escape") {
      if (listOpen) setTyped(false);
      else setOpen(false);
    }
  };
  const toggle = () => {
    setOpen(!open);
    if (!open) requestAnimationFrame(() => input.current?.focus());
  };

  return (
    <div
      className="search-widget"
      data-ready={ready ? "" : undefined}
      data-open={open || !collapsible ? "" : undefined}
    >
      {collapsible ? (
        ready ? (
          <button
            type="button"
            className="search-toggle"
            aria-expanded={open}
            aria-controls={`${id}-form`}
            aria-label={open ? t("search.close") : t("search.open")}
            onClick={toggle}
          >
            <SearchIcon />
          </button>
        ) : (
          // Before hydration, the same box: a press focuses the input, which shows the form (CSS).
          <label className="search-toggle" htmlFor={`${id}-input`}>
            <SearchIcon />
          </label>
        )
      ) : null}
      {/* biome-ignore lint/a11y/useSemanticElements: a form with role=search is understood by every screen reader. */}
      <form
        id={`${id}-form`}
        role="search"
        action={base}
        method="get"
        className="search-box"
        onSubmit={onSubmit}
      >
        <input
          ref={input}
          id={`${id}-input`}
          // A combobox is allowed on a text input, not on type=search (ARIA in HTML); the phone
          // keyboard still shows its search key.
          type="text"
          inputMode="search"
          enterKeyHint="search"
          name="q"
          aria-label={t("search.label")}
          placeholder={t("search.placeholder")}
          autoComplete="off"
          maxLength={maxTermLength}
          role="combobox"
          aria-expanded={listOpen}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={listOpen && active >= 0 ? `${id}-option-${active}` : undefined}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setTyped(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => void readFirstLetters(pageLocale())}
          onBlur={() => setTimeout(() => setTyped(false), 150)}
        />
        <button type="submit" className="search-submit">
          {t("search.submit")}
        </button>
        <ul
          id={listId}
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: ARIA 1.2 combobox pattern (listbox popup).
          role="listbox"
          aria-label={t("search.suggestions")}
          className="search-completions"
          hidden={!listOpen}
        >
          {completions.map((completion, i) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the input handles the keyboard (aria-activedescendant).
            // biome-ignore lint/a11y/useFocusableInteractive: options are reached through aria-activedescendant.
            <li
              key={completion}
              id={`${id}-option-${i}`}
              // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: ARIA 1.2 listbox option.
              role="option"
              lang={completionLang(completion, pageLocale())}
              aria-selected={i === active}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(completion)}
            >
              {completion}
            </li>
          ))}
        </ul>
        {state.loading && !state.result ? (
          <p role="status" className="search-loading">
            {t("search.loading")}
          </p>
        ) : null}
      </form>
      <SearchResultsModal
        id={`${id}-results`}
        base={base}
        state={state}
        onPage={(page) => void search(state.term, page)}
        onClose={clear}
      />
    </div>
  );
}

function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M15.5 15.5L21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
