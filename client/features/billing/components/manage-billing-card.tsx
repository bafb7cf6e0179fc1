import { ExternalLink } from "lucide-react";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@client/components/ui/card";
import { ApiError } from "@client/lib/api-client";
import { openPendingTab, sendPendingTab } from "@client/lib/pending-tab";
import { toast } from "@client/lib/toast";
import { useBillingPortal } from "../api/open-billing-portal";

/** Manage billing (screens §3.5): the payment provider's portal — cancel, change card — in a new tab. */
export function ManageBillingCard() {
  const portal = useBillingPortal();

  const onClick = () => {
    const tab = openPendingTab("Opening the billing portal…");
    portal.mutate(undefined, {
      onSuccess: ({ url }) => sendPendingTab(tab, url),
      onError: (error) => {
        tab?.close();
        toast.error(
          error instanceof ApiError && error.status > 0 && error.status < 500 && error.status !== 404
            ? error.message
            : "We couldn't open the billing portal. Please try again.",
        );
      },
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Billing</CardTitle>
        <CardDescription>
          Change your card, see invoices or cancel your subscription on our payment provider's secure page.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" busy={portal.isPending} onClick={onClick}>
          Manage billing
          <ExternalLink className="size-4" aria-hidden="true" />
          <span className="sr-only">(opens in a new tab)</span>
        </Button>
      </CardContent>
    </Card>
  );
}
