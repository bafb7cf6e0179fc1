/** One symbol as the reference card and the puzzle show it: the code, its name and its meaning. */
export function SymbolEntry({ symbol }: { symbol: { code: string; name: string; meaning: string } }) {
  return (
    <div className="rounded-lg border border-stone-100 p-2.5">
      <dt className="flex flex-wrap items-baseline gap-2">
        <code className="rounded bg-stone-100 px-1.5 py-0.5 font-mono text-sm font-semibold text-stone-900">
          {symbol.code}
        </code>
        <span className="font-medium text-stone-900">{symbol.name}</span>
      </dt>
      <dd className="mt-1 text-sm text-stone-600">{symbol.meaning}</dd>
    </div>
  );
}
