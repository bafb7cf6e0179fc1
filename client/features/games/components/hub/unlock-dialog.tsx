import { Lock } from "lucide-react";
import { Link } from "react-router";
import { gameMessages } from "@common/games/messages";
import { type EntitlementKey, entitlements } from "@common/policies/entitlements";
import { Button } from "@client/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@client/components/ui/dialog";
import { planName } from "@client/features/games/lib/hub-format";

/**
 * Unlock on a locked card (games.md §2.4): "{Game} is included in {Plan}.", Start free trial (→ /access) for an
 * account that never had a trial, and See plans (→ /pricing). Focus returns to the Unlock button on close.
 */
export function UnlockDialog({
  title,
  feature,
  requiredPlan,
  trialAvailable,
}: {
  title: string;
  feature: EntitlementKey;
  requiredPlan: "essential" | "premium" | null;
  trialAvailable: boolean;
}) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="gold" size="sm" aria-label={`Unlock ${title}`}>
          <Lock className="size-4" aria-hidden="true" />
          Unlock
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{gameMessages.planRequired(title, planName(requiredPlan))}</DialogTitle>
          <DialogDescription>{entitlements[feature].benefit}</DialogDescription>
        </DialogHeader>
        <DialogFooter className="flex-col-reverse sm:flex-row">
          <Button asChild variant={trialAvailable ? "outline" : "gold"}>
            <Link to="/pricing">See plans</Link>
          </Button>
          {trialAvailable && (
            <Button asChild variant="gold">
              <Link to="/access">Start free trial</Link>
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
