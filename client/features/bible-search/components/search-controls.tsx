import { useId } from "react";
import { BIBLE_BOOKS } from "@common/bible/books";
import { TRANSLATION_IDS, type TranslationId } from "@common/bible/constants";
import { Switch } from "@client/components/ui/switch";
import { translationNames } from "@client/lib/bible";
import type { MatchMode, Scope, SearchState } from "../lib/search-params";

const selectClass =
  "h-9 rounded-md border border-stone-300 bg-white px-2 text-sm text-ink focus:border-night-light focus:outline-none focus:ring-2 focus:ring-night-light/30";

const SCOPES: { value: Scope; label: string }[] = [
  { value: "all", label: "Whole Bible" },
  { value: "ot", label: "Old Testament" },
  { value: "nt", label: "New Testament" },
  { value: "book", label: "One book" },
  { value: "range", label: "Range of books" },
];

const MATCHES: { value: MatchMode; label: string }[] = [
  { value: "all", label: "All words" },
  { value: "any", label: "Any word" },
  { value: "phrase", label: "Exact phrase" },
];

function BookSelect({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (osis: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-1.5">
      <label htmlFor={id} className="text-sm text-stone-600">
        {label}
      </label>
      <select id={id} className={selectClass} value={value} onChange={(e) => onChange(e.target.value)}>
        <optgroup label="Old Testament">
          {BIBLE_BOOKS.filter((b) => b.testament === "OT").map((b) => (
            <option key={b.osis} value={b.osis}>
              {b.name}
            </option>
          ))}
        </optgroup>
        <optgroup label="New Testament">
          {BIBLE_BOOKS.filter((b) => b.testament === "NT").map((b) => (
            <option key={b.osis} value={b.osis}>
              {b.name}
            </option>
          ))}
        </optgroup>
      </select>
    </div>
  );
}

/** Translation, scope (with book pickers), match mode and word forms; every change goes to the URL (page 1). */
export function SearchControls({
  state,
  onChange,
}: {
  state: SearchState;
  onChange: (patch: Partial<SearchState>) => void;
}) {
  const id = useId();
  return (
    <div
      className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-stone-200 bg-white p-3"
      role="group"
      aria-label="Search options"
    >
      <div className="flex items-center gap-1.5">
        <label htmlFor={`${id}-t`} className="text-sm text-stone-600">
          Translation
        </label>
        <select
          id={`${id}-t`}
          className={selectClass}
          value={state.t}
          onChange={(e) => onChange({ t: e.target.value as TranslationId })}
        >
          {TRANSLATION_IDS.map((t) => (
            <option key={t} value={t}>
              {translationNames[t]}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-center gap-1.5">
        <label htmlFor={`${id}-scope`} className="text-sm text-stone-600">
          Search in
        </label>
        <select
          id={`${id}-scope`}
          className={selectClass}
          value={state.scope}
          onChange={(e) => onChange({ scope: e.target.value as Scope })}
        >
          {SCOPES.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </div>
      {state.scope === "book" && (
        <BookSelect label="Book" value={state.book} onChange={(book) => onChange({ book })} />
      )}
      {state.scope === "range" && (
        <>
          <BookSelect label="From" value={state.from} onChange={(from) => onChange({ from })} />
          <BookSelect label="To" value={state.to} onChange={(to) => onChange({ to })} />
        </>
      )}
      <div className="flex items-center gap-1.5">
        <label htmlFor={`${id}-match`} className="text-sm text-stone-600">
          Match
        </label>
        <select
          id={`${id}-match`}
          className={selectClass}
          value={state.match}
          onChange={(e) => onChange({ match: e.target.value as MatchMode })}
        >
          {MATCHES.map((m) => (
            <option key={m.value} value={m.value}>
              {m.label}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-center gap-2">
        <Switch
          id={`${id}-forms`}
          checked={state.forms}
          onCheckedChange={(forms) => onChange({ forms })}
          aria-labelledby={`${id}-forms-label`}
        />
        <span id={`${id}-forms-label`} className="text-sm text-stone-600">
          Word forms <span className="text-stone-400">(love → loved, loveth)</span>
        </span>
      </div>
    </div>
  );
}
