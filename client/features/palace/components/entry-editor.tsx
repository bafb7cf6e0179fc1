import { useEffect, useId, useState } from "react";
import { countWords } from "@common/content/palace/judge/text";
import type { Deliverable, DeliverableField } from "@common/content/palace/types";
import { loadReferenceParser } from "@client/lib/bible";
import { cn } from "@client/lib/cn";

export type PayloadDraft = Record<string, string>;

/** Editor values are kept as text (lists one item per line) and turned into the API payload on save. */
export function toPayload(deliverable: Deliverable, draft: PayloadDraft): Record<string, string | string[]> {
  const payload: Record<string, string | string[]> = {};
  for (const field of deliverable.fields) {
    const value = draft[field.id] ?? "";
    payload[field.id] =
      field.type === "list" || field.type === "references"
        ? value
            .split("\n")
            .map((line) => line.trim())
            .filter((line) => line !== "")
        : value;
  }
  return payload;
}

export function fromPayload(payload: Record<string, string | string[]>): PayloadDraft {
  return Object.fromEntries(
    Object.entries(payload).map(([key, value]) => [key, Array.isArray(value) ? value.join("\n") : value]),
  );
}

type Parser = (text: string) => { label: string } | null;
// The reference parser is large; it loads the first time an editor with a reference field appears.
const loadParser = () => loadReferenceParser().then((m): Parser => m.parseReference);

function ReferenceHint({ text }: { text: string }) {
  const [parse, setParse] = useState<Parser | null>(null);
  useEffect(() => {
    let live = true;
    void loadParser().then((fn) => live && setParse(() => fn));
    return () => {
      live = false;
    };
  }, []);
  const lines = text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
  if (!parse || lines.length === 0) return null;
  const results = lines.map((line) => ({ line, parsed: parse(line) }));
  const bad = results.find((r) => !r.parsed);
  return bad ? (
    <p className="text-xs text-amber-800">“{bad.line}” is not a Bible reference we can find.</p>
  ) : (
    <p className="text-xs text-emerald-700">✓ {results.map((r) => r.parsed!.label).join("; ")}</p>
  );
}

function FieldInput({
  field,
  value,
  onChange,
  disabled,
}: {
  field: DeliverableField;
  value: string;
  onChange: (v: string) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const helpId = `${id}-help`;
  const base =
    "w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-sm focus:border-night-light focus:outline-none focus:ring-2 focus:ring-night-light/30 disabled:opacity-60";
  const items = value.split("\n").filter((l) => l.trim() !== "").length;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {field.label}
        {field.optional && <span className="font-normal text-stone-500"> (optional)</span>}
      </label>
      {field.help && (
        <p id={helpId} className="text-xs text-stone-600">
          {field.help}
        </p>
      )}
      {field.type === "choice" ? (
        <select
          id={id}
          className={base}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          disabled={disabled}
          aria-describedby={field.help ? helpId : undefined}
        >
          <option value="">Choose…</option>
          {field.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : field.type === "reference" || field.type === "text" ? (
        <input
          id={id}
          className={base}
          value={value}
          maxLength={2000}
          onChange={(e) => onChange(e.target.value)}
          disabled={disabled}
          aria-describedby={field.help ? helpId : undefined}
        />
      ) : (
        <textarea
          id={id}
          className={cn(base, "min-h-24")}
          rows={field.type === "longText" ? 6 : 4}
          value={value}
          maxLength={10000}
          onChange={(e) => onChange(e.target.value)}
          disabled={disabled}
          aria-describedby={field.help ? helpId : undefined}
        />
      )}
      {(field.type === "reference" || field.type === "references") && <ReferenceHint text={value} />}
      {(field.type === "list" || field.type === "references") && (
        <p className="text-xs text-stone-500">
          {items} {items === 1 ? "item" : "items"} (one per line)
        </p>
      )}
      {field.type === "longText" && <p className="text-xs text-stone-500">{countWords(value)} words</p>}
    </div>
  );
}

/** One structured editor for every deliverable kind: the fields come from the room's content. */
export function EntryFields({
  deliverable,
  draft,
  onChange,
  disabled,
}: {
  deliverable: Deliverable;
  draft: PayloadDraft;
  onChange: (next: PayloadDraft) => void;
  disabled?: boolean;
}) {
  return (
    <div className="space-y-4">
      {deliverable.fields.map((field) => (
        <FieldInput
          key={field.id}
          field={field}
          value={draft[field.id] ?? ""}
          disabled={disabled}
          onChange={(value) => onChange({ ...draft, [field.id]: value })}
        />
      ))}
    </div>
  );
}
