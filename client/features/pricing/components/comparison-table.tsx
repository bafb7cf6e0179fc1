import { Check, Minus } from "lucide-react";
import {
  type ComparisonCell,
  comparisonRows,
  type PlanCardId,
  plans,
  pricingCopy,
} from "@common/constants/plans";
import { cn } from "@client/lib/cn";

const columns: readonly PlanCardId[] = ["free", "essential", "premium", "student"];
const highlighted = new Set(plans.filter((plan) => plan.highlighted).map((plan) => plan.id));
/** The feature column stays in view while the plans scroll under it on narrow screens. */
const stickyColumn =
  "sticky left-0 z-10 w-[9.5rem] bg-white px-4 text-left shadow-[inset_-1px_0_0_var(--color-stone-200)] sm:w-auto sm:shadow-none";
const planOf = (id: PlanCardId) => plans.find((plan) => plan.id === id);

function CellContent({ cell }: { cell: ComparisonCell }) {
  if (cell.text)
    return (
      <span className={cn(cell.access === "limited" ? "text-stone-600" : "font-medium text-ink")}>
        {cell.text}
      </span>
    );
  if (cell.access === "none") {
    return (
      <>
        <Minus className="mx-auto size-4 text-stone-400" aria-hidden="true" />
        <span className="sr-only">Not included</span>
      </>
    );
  }
  return (
    <>
      <Check className="mx-auto size-5 text-emerald-600" aria-hidden="true" />
      <span className="sr-only">Included</span>
    </>
  );
}

/**
 * The feature comparison (screens §2.3): a real table (caption, column and row headers) so
 * screen readers announce "Premium, Verse Memory Hall, Included". On narrow screens it scrolls
 * sideways inside its own focusable region, with the feature column pinned.
 */
export function ComparisonTable() {
  return (
    <section aria-labelledby="compare-heading" className="space-y-4">
      <h2 id="compare-heading" className="text-center text-3xl font-semibold text-night">
        {pricingCopy.comparisonHeading}
      </h2>
      <p className="text-center text-xs text-stone-500 sm:hidden" aria-hidden="true">
        Swipe the table sideways to see every plan.
      </p>
      <div
        role="region"
        aria-label="Plan comparison (scrolls sideways)"
        // Focusable so keyboard users can scroll it sideways on a phone.
        tabIndex={0}
        // `relative`: the screen-reader-only labels in the cells are absolutely positioned; they
        // must scroll inside this box, not widen the page.
        className="relative overflow-x-auto rounded-2xl border border-stone-200 bg-white shadow-sm"
      >
        <table className="w-full min-w-[38rem] border-collapse text-sm">
          <caption className="sr-only">Features included in each plan</caption>
          <thead>
            <tr className="border-b border-stone-200">
              <th scope="col" className={cn(stickyColumn, "py-4 font-semibold text-stone-700")}>
                Feature
              </th>
              {columns.map((id) => (
                <th
                  key={id}
                  scope="col"
                  className={cn(
                    "w-[17%] min-w-[6.5rem] px-3 py-4 text-center font-serif text-base font-semibold text-night",
                    highlighted.has(id) && "bg-amber-50",
                  )}
                >
                  {planOf(id)?.name}
                  {highlighted.has(id) && (
                    <span className="mt-0.5 block font-sans text-[0.65rem] font-semibold uppercase tracking-wider text-gold-dark">
                      {planOf(id)?.badge}
                    </span>
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {comparisonRows.map((row) => (
              <tr key={row.feature} className="border-b border-stone-100 last:border-b-0">
                <th scope="row" className={cn(stickyColumn, "py-3 font-medium text-ink")}>
                  {row.feature}
                </th>
                {columns.map((id) => (
                  <td key={id} className={cn("px-3 py-3 text-center", highlighted.has(id) && "bg-amber-50")}>
                    <CellContent cell={row.cells[id]} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-center text-sm text-stone-600">{pricingCopy.comparisonFootnote}</p>
    </section>
  );
}
