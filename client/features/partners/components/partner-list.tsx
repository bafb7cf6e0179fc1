import type { PartnerDto } from "@common/schemas/partners";
import { partnerMessages } from "@common/schemas/partners";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";
import { ConfirmDialog } from "@client/components/ui/confirm-dialog";
import { Link, useNavigate } from "react-router";
import { ApiError } from "@client/lib/api-client";
import { formatDate } from "@client/lib/dates";
import { toast } from "@client/lib/toast";
import { useEntitlement } from "@client/lib/use-entitlement";
import { useOpenPartnerLiveRoom } from "@client/features/partners/api/open-partner-live-room";
import { useRemovePartner } from "@client/features/partners/api/remove-partner";
import { MemberBadge } from "./member-badge";

/**
 * **My study partners ({n})** (screens §3.8 §3): every active partnership, whichever side asked — name, avatar,
 * level, "Partners since {date}", **Message in a live room** (§8.4: a private room with the partner invited; live
 * rooms need Essential, so other plans get a link to the plans instead) and **Remove** (confirmed first).
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
      <div className="flex flex-wrap items-center gap-2">
        <LiveRoomButton partnershipId={partner.id} name={name} />
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
      </div>
    </li>
  );
}

function LiveRoomButton({ partnershipId, name }: { partnershipId: string; name: string }) {
  const gate = useEntitlement("community.post");
  const open = useOpenPartnerLiveRoom();
  const navigate = useNavigate();
  if (gate.status === "pending") return null;
  if (gate.status !== "allowed")
    return (
      <Link to="/pricing" className="text-sm text-night underline underline-offset-2">
        Live rooms are included in Essential
      </Link>
    );
  return (
    <Button
      size="sm"
      busy={open.isPending}
      aria-label={`Message ${name} in a live room`}
      onClick={() =>
        open.mutate(partnershipId, {
          onSuccess: ({ link }) => void navigate(link),
          onError: (error) =>
            toast.error(error instanceof ApiError ? error.message : partnerMessages.liveRoomFailed),
        })
      }
    >
      Message in a live room
    </Button>
  );
}
