import { type FormEvent, useId, useState } from "react";
import {
  adminUserLimits as l,
  grantPremiumInput,
  type AdminGrantDto,
  type AdminUserDetailDto,
} from "@common/schemas/admin-users";
import { Alert } from "@client/components/ui/alert";
import { Button } from "@client/components/ui/button";
import { ConfirmDialog } from "@client/components/ui/confirm-dialog";
import { Input } from "@client/components/ui/input";
import { Label } from "@client/components/ui/label";
import { ApiError } from "@client/lib/api-client";
import { cn } from "@client/lib/cn";
import { toast } from "@client/lib/toast";
import { useGrantPremium } from "../api/grant-premium";
import { useRevokeGrant } from "../api/revoke-grant";
import {
  describeGrantPeriod,
  describeGrantSource,
  describeSource,
  formatDay,
  grantStatusLabels,
  planLabels,
} from "../lib/format";
import { DrawerSection, Fact } from "./drawer-section";

const statusTones: Record<AdminGrantDto["status"], string> = {
  active: "bg-emerald-100 text-emerald-900",
  upcoming: "bg-indigo-100 text-indigo-900",
  ended: "bg-stone-200 text-stone-700",
  revoked: "bg-red-100 text-red-900",
};

/** Access (screens §4.2): the plan and every source with its dates, the grants with Revoke, and Grant Premium. */
export function AccessSection({ member }: { member: AdminUserDetailDto }) {
  const { access, trial, student, subscription } = member;
  return (
    <DrawerSection title="Access">
      <p className="text-sm">
        Plan now: <strong className="font-semibold text-night">{planLabels[access.plan]}</strong>
      </p>
      {access.sources.length > 0 ? (
        <ul className="list-disc space-y-0.5 pl-5 text-sm text-stone-700">
          {access.sources.map((source, index) => (
            <li key={index}>{describeSource(source)}</li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-stone-600">No source of paid access — Free.</p>
      )}
      <dl>
        <Fact term="Trial">
          {trial.startedAt && trial.endsAt
            ? `${formatDay(trial.startedAt)} – ${formatDay(trial.endsAt)}`
            : "Never started"}
        </Fact>
        <Fact term="Student">
          {student.isStudent && student.expiresAt ? `Verified until ${formatDay(student.expiresAt)}` : "No"}
        </Fact>
        <Fact term="Subscription">
          {subscription.status === "none"
            ? "None"
            : `${subscription.plan ? planLabels[subscription.plan] : ""} ${subscription.status.replace("_", " ")}${
                subscription.periodEnd ? `, period ends ${formatDay(subscription.periodEnd)}` : ""
              }`}
        </Fact>
      </dl>
      <h4 className="pt-2 text-sm font-medium text-ink">Grants</h4>
      {member.grants.length === 0 ? (
        <p className="text-sm text-stone-600">No grants yet.</p>
      ) : (
        <ul className="divide-y divide-stone-100">
          {member.grants.map((grant) => (
            <GrantItem key={grant.id} userId={member.profile.userId} grant={grant} />
          ))}
        </ul>
      )}
      <GrantPremiumForm userId={member.profile.userId} />
    </DrawerSection>
  );
}

function GrantItem({ userId, grant }: { userId: string; grant: AdminGrantDto }) {
  const revoke = useRevokeGrant();
  const label = describeGrantSource(grant);
  return (
    <li className="space-y-1 py-2 text-sm" data-testid={`grant-${grant.id}`}>
      <div className="flex items-start justify-between gap-2">
        <div>
          <p className="font-medium text-ink">{label}</p>
          <p className="text-stone-600">{describeGrantPeriod(grant)}</p>
          {grant.reason && <p className="text-stone-600">Reason: {grant.reason}</p>}
          {grant.createdBy && <p className="text-xs text-stone-500">By {grant.createdBy.displayName}</p>}
          {grant.revokedAt && (
            <p className="text-xs text-stone-500">
              Revoked {formatDay(grant.revokedAt)}
              {grant.revokedBy ? ` by ${grant.revokedBy.displayName}` : ""}
            </p>
          )}
        </div>
        <span
          className={cn(
            "rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap",
            statusTones[grant.status],
          )}
        >
          {grantStatusLabels[grant.status]}
        </span>
      </div>
      {grant.revocable && (
        <ConfirmDialog
          trigger={
            <Button variant="outline" size="sm" className="text-red-800">
              Revoke<span className="sr-only"> {label}</span>
            </Button>
          }
          title="Revoke this grant?"
          description="The member loses this Premium at once and falls back to their other sources of access, or Free."
          confirmLabel="Revoke"
          pendingLabel="Revoking…"
          destructive
          errorMessage="Couldn't revoke the grant — try again."
          onConfirm={async () => {
            await revoke.mutateAsync({ userId, grantId: grant.id });
            toast.success("Grant revoked");
          }}
        />
      )}
    </li>
  );
}

/** Grant Premium: N days (1–3650) or lifetime, with the required reason; checked by the shared schema first. */
function GrantPremiumForm({ userId }: { userId: string }) {
  const grant = useGrantPremium();
  const [lifetime, setLifetime] = useState(false);
  const [days, setDays] = useState("30");
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = grantPremiumInput.safeParse({
      days: lifetime ? null : days.trim() === "" ? Number.NaN : Number(days),
      reason,
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Check the form.");
      return;
    }
    setError(null);
    grant.mutate(
      { userId, ...parsed.data },
      {
        onSuccess: () => {
          setReason("");
          toast.success(
            lifetime ? "Lifetime Premium granted" : `Premium granted for ${parsed.data.days} days`,
          );
        },
        onError: (failure) =>
          toast.error(failure instanceof ApiError ? failure.message : "Couldn't grant Premium — try again."),
      },
    );
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-3 rounded-lg bg-stone-50 p-3"
      aria-labelledby={`${id}-title`}
    >
      <h4 id={`${id}-title`} className="text-sm font-medium text-ink">
        Grant Premium
      </h4>
      <fieldset className="space-y-2">
        <legend className="sr-only">Length</legend>
        <div className="flex flex-wrap items-center gap-2">
          <input
            type="radio"
            id={`${id}-days`}
            name={`${id}-length`}
            className="size-4 accent-night"
            checked={!lifetime}
            onChange={() => setLifetime(false)}
          />
          <Label htmlFor={`${id}-days`}>For</Label>
          <Label htmlFor={`${id}-days-count`} className="sr-only">
            Number of days
          </Label>
          <Input
            id={`${id}-days-count`}
            type="number"
            inputMode="numeric"
            min={l.grantDaysMin}
            max={l.grantDaysMax}
            value={days}
            disabled={lifetime}
            onChange={(event) => setDays(event.target.value)}
            className="h-9 w-24"
          />
          <span className="text-sm text-stone-600">days</span>
        </div>
        <div className="flex items-center gap-2">
          <input
            type="radio"
            id={`${id}-lifetime`}
            name={`${id}-length`}
            className="size-4 accent-night"
            checked={lifetime}
            onChange={() => setLifetime(true)}
          />
          <Label htmlFor={`${id}-lifetime`}>Lifetime</Label>
        </div>
      </fieldset>
      <div className="space-y-1">
        <Label htmlFor={`${id}-reason`}>Reason</Label>
        <Input
          id={`${id}-reason`}
          value={reason}
          maxLength={l.reasonMax}
          required
          placeholder="Why this member gets Premium"
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
      {error && <Alert tone="destructive">{error}</Alert>}
      <Button type="submit" size="sm" busy={grant.isPending}>
        Grant Premium
      </Button>
    </form>
  );
}
