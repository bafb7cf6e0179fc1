import { BookOpen, Building2, Check, Crown, GraduationCap, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { type Plan, type PlanCardId, planById } from "@common/constants/plans";
import { cn } from "@client/lib/cn";

const icons: Record<PlanCardId, LucideIcon> = {
  free: BookOpen,
  essential: Building2,
  premium: Crown,
  student: GraduationCap,
};

/** One plan: icon, badge, name, description, price, ✓ list and (from the caller) its button. */
export function PlanCard({ plan, action, note }: { plan: Plan; action: ReactNode; note?: ReactNode }) {
  const Icon = icons[plan.id];
  const headingId = `plan-${plan.id}-name`;
  return (
    <article
      aria-labelledby={headingId}
      data-testid={`plan-card-${plan.id}`}
      className={cn(
        "relative flex h-full flex-col rounded-2xl border bg-white p-6 shadow-sm",
        plan.highlighted
          ? "border-gold-dark shadow-lg ring-2 ring-gold lg:-mt-4 lg:pb-10 lg:pt-10"
          : "border-stone-200",
      )}
    >
      {plan.highlighted && plan.badge && (
        <p className="absolute inset-x-0 -top-px flex justify-center">
          <span className="-translate-y-1/2 rounded-full bg-gold px-4 py-1 text-xs font-semibold uppercase tracking-wider text-night shadow-sm">
            {plan.badge}
          </span>
        </p>
      )}
      <div className="flex items-start justify-between gap-3">
        <span
          className={cn(
            "flex size-11 items-center justify-center rounded-xl",
            plan.highlighted ? "bg-night text-gold" : "bg-indigo-50 text-night-light",
          )}
          aria-hidden="true"
        >
          <Icon className="size-6" />
        </span>
        {!plan.highlighted && plan.badge && (
          <span className="rounded-full border border-stone-200 bg-stone-50 px-2.5 py-0.5 text-xs font-medium text-stone-700">
            {plan.badge}
          </span>
        )}
      </div>
      <h2 id={headingId} className="mt-4 text-2xl font-semibold text-night">
        {plan.name}
      </h2>
      {/* Three lines on wide screens, so the prices and buttons of the four cards line up. */}
      <p className="mt-1 text-sm text-stone-600 lg:min-h-[3.75rem]">{plan.description}</p>
      <p className="mt-5 flex items-baseline gap-1.5">
        <span className="font-serif text-4xl font-semibold text-ink">{plan.price}</span>
        <span className="text-sm text-stone-600">/ {plan.period}</span>
      </p>
      <div className="mt-5">{action}</div>
      {note && <div className="mt-2 text-center text-xs text-stone-600">{note}</div>}
      <div className="mt-6 border-t border-stone-100 pt-5">
        {plan.includes && (
          <p className="mb-3 text-sm font-semibold text-night">
            Everything in {planById(plan.includes).name}, plus:
          </p>
        )}
        <ul className="space-y-2.5 text-sm text-stone-700" aria-label={`${plan.name} includes`}>
          {plan.features.map((feature) => (
            <li key={feature.text} className="flex gap-2.5">
              <Check className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden="true" />
              <span>{feature.text}</span>
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
