import type { PartnerRequestDto } from "@common/schemas/partners";
import { partnerMessages } from "@common/schemas/partners";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";
import { ApiError } from "@client/lib/api-error";
import { formatDate } from "@client/lib/dates";
import { toast } from "@client/lib/toast";
import { useAcceptPartnerRequest } from "@client/features/partners/api/accept-partner-request";
import { useCancelPartnerRequest } from "@client/features/partners/api/cancel-partner-request";
import { useDeclinePartnerRequest } from "@client/features/partners/api/decline-partner-request";
import { MemberBadge } from "./member-badge";

const failed = (error: unknown) =>
  toast.error(error instanceof ApiError ? error.message : partnerMessages.actionFailed);
const done = (answer: { notice: string }) => toast.success(answer.notice);

/**
 * **Requests** (screens §3.8 §2), shown only while there are any: **Incoming** (name, avatar, level, message, date;
 * Accept, Decline) and **Outgoing** (Cancel). A declined request simply leaves the requester's list.
 */
export function PartnerRequests({
  incoming,
  outgoing,
  timeZone,
}: {
  incoming: PartnerRequestDto[];
  outgoing: PartnerRequestDto[];
  timeZone?: string;
}) {
  if (incoming.length === 0 && outgoing.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">Requests</CardTitle>
      </CardHeader>
      <CardContent className="space-y-5">
        {incoming.length > 0 && (
          <section aria-labelledby="incoming-requests" className="space-y-2">
            <h3
              id="incoming-requests"
              className="text-sm font-semibold tracking-wide text-stone-600 uppercase"
            >
              Incoming ({incoming.length})
            </h3>
            <ul className="divide-y divide-stone-200" data-testid="incoming-requests">
              {incoming.map((request) => (
                <IncomingRequest key={request.id} request={request} timeZone={timeZone} />
              ))}
            </ul>
          </section>
        )}
        {outgoing.length > 0 && (
          <section aria-labelledby="outgoing-requests" className="space-y-2">
            <h3
              id="outgoing-requests"
              className="text-sm font-semibold tracking-wide text-stone-600 uppercase"
            >
              Outgoing ({outgoing.length})
            </h3>
            <ul className="divide-y divide-stone-200" data-testid="outgoing-requests">
              {outgoing.map((request) => (
                <OutgoingRequest key={request.id} request={request} timeZone={timeZone} />
              ))}
            </ul>
          </section>
        )}
      </CardContent>
    </Card>
  );
}

function IncomingRequest({ request, timeZone }: { request: PartnerRequestDto; timeZone?: string }) {
  const accept = useAcceptPartnerRequest();
  const decline = useDeclinePartnerRequest();
  const busy = accept.isPending || decline.isPending;
  const name = request.member.displayName;
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-3">
      <div className="min-w-0 flex-1 space-y-1.5">
        <MemberBadge member={request.member}>
          {" · "}
          <time dateTime={request.createdAt}>{formatDate(request.createdAt, timeZone)}</time>
        </MemberBadge>
        {request.message && (
          <p className="rounded-md bg-stone-50 px-3 py-2 text-sm break-words whitespace-pre-line text-stone-800">
            {request.message}
          </p>
        )}
      </div>
      <div className="flex shrink-0 gap-2">
        <Button
          size="sm"
          busy={accept.isPending}
          disabled={busy}
          aria-label={`Accept ${name}'s request`}
          onClick={() => accept.mutate(request.id, { onSuccess: done, onError: failed })}
        >
          Accept
        </Button>
        <Button
          size="sm"
          variant="outline"
          busy={decline.isPending}
          disabled={busy}
          aria-label={`Decline ${name}'s request`}
          onClick={() => decline.mutate(request.id, { onSuccess: done, onError: failed })}
        >
          Decline
        </Button>
      </div>
    </li>
  );
}

function OutgoingRequest({ request, timeZone }: { request: PartnerRequestDto; timeZone?: string }) {
  const cancel = useCancelPartnerRequest();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <MemberBadge member={request.member}>
        {" · sent "}
        <time dateTime={request.createdAt}>{formatDate(request.createdAt, timeZone)}</time>
      </MemberBadge>
      <Button
        size="sm"
        variant="outline"
        busy={cancel.isPending}
        aria-label={`Cancel your request to ${request.member.displayName}`}
        onClick={() => cancel.mutate(request.id, { onSuccess: done, onError: failed })}
      >
        Cancel
      </Button>
    </li>
  );
}
