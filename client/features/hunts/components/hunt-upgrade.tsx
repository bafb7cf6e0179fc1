import { Lock } from "lucide-react";
import { Link } from "react-router";
import { UpgradePrompt } from "@client/components/upgrade-prompt";
import { Button } from "@client/components/ui/button";
import { cn } from "@client/lib/cn";

/**
 * The upgrade prompt where a hunt can't be joined on the member's plan (games.md §4.20, §3.10). A plan without hunts
 * gets the shared prompt ("Treasure hunts is included in Essential."). Essential already plays today's edition, so
 * on an archive edition it would read wrong: there the prompt names what is missing, the archive, and Premium.
 */
export function HuntUpgrade({
  archive,
  trialUsed,
  className,
}: {
  /** An Essential member on an archive edition. */
  archive: boolean;
  trialUsed: boolean | undefined;
  className?: string;
}) {
  if (!archive) return <UpgradePrompt feature="games.hunt" trialUsed={trialUsed} className={className} />;
  return (
    <section
      aria-label="Upgrade"
      data-testid="upgrade-prompt"
      className={cn(
        "flex flex-col gap-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center sm:p-5",
        className,
      )}
    >
      <span
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-amber-100"
        aria-hidden="true"
      >
        <Lock className="size-5 text-amber-800" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold">Archive hunts are included in Premium.</p>
        <p className="text-sm text-amber-900">
          Your plan plays today&apos;s hunt. Premium opens every earlier edition too, each with its own 24
          hours.
        </p>
      </div>
      <Button asChild variant="gold">
        <Link to="/pricing">See plans</Link>
      </Button>
    </section>
  );
}
