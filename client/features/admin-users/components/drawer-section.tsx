import { type ReactNode, useId } from "react";

/** One titled part of the member drawer; its heading names the region for screen readers. */
export function DrawerSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-2 border-t border-stone-200 pt-4">
      <h3 id={id} className="text-sm font-semibold tracking-wide text-stone-500 uppercase">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** A term and its value in the drawer's summaries. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-3 py-1 text-sm">
      <dt className="text-stone-600">{term}</dt>
      <dd className="text-right text-ink">{children}</dd>
    </div>
  );
}
