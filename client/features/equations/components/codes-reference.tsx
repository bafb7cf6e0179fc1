import { BookOpenText, ChevronDown } from "lucide-react";
import { useId, useState } from "react";
import { equationSymbolGroups, equationSymbols, workedExamples } from "@common/content/equation-symbols";
import { cn } from "@client/lib/cn";
import { SymbolEntry } from "./symbol-entry";

/**
 * The Codes reference card (screens.md §6.3): the shared palace symbol dictionary grouped — time prophecies, heavens,
 * cycles, the 38 rooms, sanctuary articles, feasts and operators — each code with its name and meaning, and two
 * worked examples. Collapsed until opened; public data, so free members can read it too.
 */
export function CodesReference() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <section className="rounded-xl border border-stone-200 bg-white shadow-sm" aria-label="Codes reference">
      <h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          className="flex w-full items-center justify-between gap-3 rounded-xl p-4 text-left focus:outline-none focus-visible:ring-2 focus-visible:ring-amber-500 sm:p-5"
        >
          <span className="flex items-center gap-2 text-lg font-semibold text-stone-900">
            <BookOpenText className="size-5 text-amber-700" aria-hidden="true" />
            Codes reference
          </span>
          <span className="flex items-center gap-1 text-sm text-stone-500">
            {open ? "Hide" : "Show"}
            <ChevronDown
              className={cn("size-4 transition-transform", open && "rotate-180")}
              aria-hidden="true"
            />
          </span>
        </button>
      </h2>
      {open && (
        <div id={panelId} className="space-y-6 border-t border-stone-200 p-4 sm:p-5">
          <div className="space-y-3">
            <h3 className="text-base font-semibold text-stone-900">Worked examples</h3>
            {workedExamples.map((example) => (
              <div key={example.equation} className="rounded-lg bg-amber-50 p-3">
                <p className="text-sm font-semibold text-stone-600">{example.reference}</p>
                <p className="my-1 break-words font-mono text-xl text-stone-900">{example.equation}</p>
                <p className="text-sm leading-relaxed text-stone-700">{example.reading}</p>
              </div>
            ))}
          </div>
          {equationSymbolGroups.map((group) => (
            <div key={group.id} className="space-y-2">
              <h3 className="text-base font-semibold text-stone-900">{group.title}</h3>
              {group.description && <p className="text-sm text-stone-600">{group.description}</p>}
              <dl className="grid gap-2 sm:grid-cols-2">
                {equationSymbols
                  .filter((symbol) => symbol.group === group.id)
                  .map((symbol) => (
                    <SymbolEntry key={symbol.code} symbol={symbol} />
                  ))}
              </dl>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
