/**
 * A judged written answer (a drill's response, an equation's interpretation): the label, the text box and a line
 * with what is still needed and the count against the limit. The caller keeps the text and decides when it may be
 * sent; this only shows it.
 */
export function WrittenResponseField({
  id,
  label,
  value,
  onChange,
  min,
  max,
  rows,
  disabled,
  placeholder,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  min: number;
  max: number;
  rows: number;
  disabled: boolean;
  placeholder?: string;
}) {
  const length = value.trim().length;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-semibold text-stone-800">
        {label}
      </label>
      <textarea
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={max}
        rows={rows}
        disabled={disabled}
        aria-describedby={`${id}-count`}
        aria-invalid={value.length > max || undefined}
        placeholder={placeholder}
        className="w-full rounded-lg border border-stone-300 bg-white p-3 text-stone-900 focus:outline-none focus:ring-2 focus:ring-amber-500 disabled:opacity-70"
      />
      <p id={`${id}-count`} className="flex justify-between gap-2 text-xs text-stone-500">
        <span>
          {length < min ? `At least ${min} characters (${min - length} to go).` : "Ready to submit."}
        </span>
        <span>
          {value.length.toLocaleString("en")} / {max.toLocaleString("en")}
        </span>
      </p>
    </div>
  );
}
