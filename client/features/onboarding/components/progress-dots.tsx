import { cn } from "@client/lib/cn";

/** "Step n of total" for everyone, with dots for the eye. */
export function ProgressDots({ step, total }: { step: number; total: number }) {
  return (
    <div className="flex items-center justify-between gap-3">
      <ol className="flex items-center gap-2" aria-hidden="true">
        {Array.from({ length: total }, (_, index) => (
          <li
            key={index}
            className={cn(
              "h-2 rounded-full transition-all",
              index + 1 === step
                ? "w-8 bg-gold-dark"
                : index + 1 < step
                  ? "w-2 bg-night-light"
                  : "w-2 bg-stone-300",
            )}
          />
        ))}
      </ol>
      <p
        className="text-xs font-medium uppercase tracking-wide text-stone-500"
        data-testid="onboarding-progress"
      >
        Step {step} of {total}
      </p>
    </div>
  );
}
