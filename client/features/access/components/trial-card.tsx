import { Sparkles } from "lucide-react";
import { useNavigate } from "react-router";
import { trialMessages } from "@common/constants/messages";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@client/components/ui/card";
import { toast } from "@client/lib/toast";
import { announceTrialAnswer, useStartTrial } from "@client/lib/api/start-trial";

/**
 * (2) Start your free trial — only for an account that never had one (screens §3.3). The same
 * server logic and messages as /pricing (§2.3): a toast, then / unless the trial was used.
 */
export function TrialCard() {
  const navigate = useNavigate();
  const startTrial = useStartTrial();
  const onClick = async () => {
    try {
      const answer = await startTrial.mutateAsync();
      announceTrialAnswer(answer);
      if (answer.status !== "trial_used") void navigate("/");
    } catch {
      toast.error(trialMessages.trialFailed);
    }
  };
  return (
    <Card aria-labelledby="trial-title" data-testid="trial-card" className="border-gold/60 bg-amber-50/40">
      <CardHeader>
        <CardTitle id="trial-title" className="flex items-center gap-2 text-xl">
          <Sparkles className="size-5 text-amber-600" aria-hidden="true" />
          Start your free trial
        </CardTitle>
        <CardDescription>
          Everything in Premium for 7 days. No credit card, and you can only start it once.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="gold" busy={startTrial.isPending} onClick={() => void onClick()}>
          Start 7-day free trial
        </Button>
      </CardContent>
    </Card>
  );
}
