import type { PartnerDto } from "@common/schemas/partners";
import { partnerMessages } from "@common/schemas/partners";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";
import { ConfirmDialog } from "@client/components/ui/confirm-dialog";
import { formatDate } from "@client/lib/dates";
import { toast } from "@client/lib/toast";
import { useRemovePartner } from "@client/features/partners/api/remove-partner";
import { MemberBadge } from "./member-badge";

/**
 * **My study partners ({n})** (screens §3.8 §3): every active partnership, whichever side asked — name, avatar,
 * level, "Partners since {date}" and **Remove** (confirmed first). "Message in a live room" waits for live study
 * rooms.
 */
export function PartnerList({ partners, timeZone }: { partners: PartnerDto[]; timeZone?: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">My study partners ({partners.length})</CardTitle>
      </CardHeader>
      <CardContent>
        {partners.length === 0 ? (
          <p className="text-stone-600">{partnerMessages.empty}</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2" data-testid="partner-list">
            {partners.map((partner) => (
              <PartnerCard key={partner.id} partner={partner} timeZone={timeZone} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function PartnerCard({ partner, timeZone }: { partner: PartnerDto; timeZone?: string }) {
  const remove = useRemovePartner();
  const name = partner.member.displayName;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-stone-200 p-3">
      <div className="min-w-0 space-y-1">
        <MemberBadge member={partner.member} />
        <p className="text-xs text-stone-600">
          {partnerMessages.partnersSince(formatDate(partner.since, timeZone))}
        </p>
      </div>
      <ConfirmDialog
        title={`Remove ${name} as a study partner?`}
        description="You'll no longer see each other in your study partners. Either of you can send a new request later."
        confirmLabel="Remove"
        pendingLabel="Removing…"
        destructive
        errorMessage={partnerMessages.actionFailed}
        onConfirm={async () => {
          const answer = await remove.mutateAsync(partner.id);
          toast.success(answer.notice);
        }}
        trigger={
          <Button size="sm" variant="outline" aria-label={`Remove ${name}`}>
            Remove
          </Button>
        }
      />
    </li>
  );
}
