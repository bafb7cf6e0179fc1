import { Copy, Gift, Share2, Sparkles } from "lucide-react";
import { useId } from "react";
import { referralCopy } from "@common/constants/referrals";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";
import { Input } from "@client/components/ui/input";
import { Label } from "@client/components/ui/label";
import { Skeleton } from "@client/components/ui/skeleton";
import { share } from "@client/lib/share";
import { toast } from "@client/lib/toast";

async function copy(value: string) {
  try {
    await navigator.clipboard.writeText(value);
    toast.success("Copied to clipboard");
  } catch {
    toast.error("Couldn't copy — your browser blocked the clipboard.");
  }
}

/** "Your referral link" with Copy and Share (screens §1.5, §3.6), and the two reward tiles. */
export function ReferralLinkCard({ linkPath }: { linkPath: string | undefined }) {
  const id = useId();
  const url = linkPath === undefined ? undefined : `${window.location.origin}${linkPath}`;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">Your referral link</CardTitle>
      </CardHeader>
      <CardContent className="space-y-5">
        <div className="space-y-1.5">
          <Label htmlFor={id}>Share this link with friends</Label>
          <div className="flex flex-col gap-2 sm:flex-row">
            {url === undefined ? (
              <Skeleton className="h-10 sm:flex-1" />
            ) : (
              <Input
                id={id}
                readOnly
                value={url}
                className="font-mono sm:flex-1"
                onFocus={(event) => event.currentTarget.select()}
              />
            )}
            <div className="flex gap-2">
              <Button
                variant="outline"
                disabled={url === undefined}
                onClick={() => url && void copy(url)}
                className="flex-1 sm:flex-none"
              >
                <Copy className="size-4" aria-hidden="true" />
                Copy
              </Button>
              <Button
                disabled={url === undefined}
                onClick={() =>
                  url && void share({ title: referralCopy.shareTitle, text: referralCopy.shareText, url })
                }
                className="flex-1 sm:flex-none"
              >
                <Share2 className="size-4" aria-hidden="true" />
                Share
              </Button>
            </div>
          </div>
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="flex items-start gap-3 rounded-lg bg-emerald-50 p-4 text-emerald-950">
            <Gift className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <p>
              <span className="font-semibold">Your friend gets:</span> {referralCopy.friendGets}
            </p>
          </div>
          <div className="flex items-start gap-3 rounded-lg bg-amber-50 p-4 text-amber-950">
            <Sparkles className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <p>
              <span className="font-semibold">You get:</span> {referralCopy.youGet}
            </p>
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
