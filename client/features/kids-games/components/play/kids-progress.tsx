import { cn } from "@client/lib/cn";

/** Where the child is in the game ("Verse 3 of 8"), with a dot per step; never a score. */
export function KidsProgress({ progress }: { progress: { label: string; step: number; steps: number } }) {
  return (
    <div className="flex flex-wrap items-center gap-3" data-testid="kids-progress">
      <span className="text-base font-bold text-violet-900">{progress.label}</span>
      {progress.steps > 1 && (
        <span className="flex gap-1.5" aria-hidden="true">
          {Array.from({ length: progress.steps }, (_, index) => (
            <span
              key={index}
              className={cn(
                "size-3 rounded-full",
                index < progress.step - 1
                  ? "bg-emerald-500"
                  : index === progress.step - 1
                    ? "bg-violet-600"
                    : "bg-stone-300",
              )}
            />
          ))}
        </span>
      )}
    </div>
  );
}
