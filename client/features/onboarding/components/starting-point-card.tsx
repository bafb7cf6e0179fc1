import { Compass } from "lucide-react";
import { useNavigate } from "react-router";
import type { StartingPoint } from "@common/domain/onboarding";
import { Button } from "@client/components/ui/button";
import { toast } from "@client/lib/toast";
import { onboardingCopy } from "../lib/questions";

/** "Start here": the member's recommendation, or the best page that is open today. */
export function StartingPointCard({ point }: { point: StartingPoint }) {
  const navigate = useNavigate();
  function go() {
    toast.success(onboardingCopy.allSet);
    void navigate(point.path);
  }
  return (
    <section
      aria-labelledby="starting-point-title"
      className="rounded-lg border border-stone-200 bg-white p-4"
    >
      <p className="text-xs font-semibold uppercase tracking-wide text-gold-dark">
        {point.personal ? "Recommended for you" : "Suggested start"}
      </p>
      <div className="mt-2 flex items-start gap-3">
        <Compass className="mt-0.5 size-6 shrink-0 text-night-light" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <h3 id="starting-point-title" className="text-lg font-semibold text-night">
            Start here: {point.title}
          </h3>
          <p className="text-sm text-stone-600">{point.reason}</p>
        </div>
      </div>
      <Button className="mt-4 w-full sm:w-auto" onClick={go}>
        Start here
      </Button>
    </section>
  );
}
