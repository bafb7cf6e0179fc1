import type {
  AdminGrantDto,
  AdminGrantStatus,
  AdminPlanSource,
  AdminUserHistoryDto,
  AdminUserRowDto,
} from "@common/schemas/admin-users";
import type { AccessSource, PlanId } from "@common/policies/effective-plan";
import { muteDurationLabels, muteDurations, type MuteDuration } from "@common/schemas/mutes";

/** "Jun 1, 2026, 10:00 AM" in the admin's own browser zone (admins compare members across zones). */
export const formatDateTime = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));

/** "Jun 1, 2026" */
export const formatDay = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: "medium" }).format(new Date(iso));

export const planLabels: Record<PlanId, string> = {
  free: "Free",
  essential: "Essential",
  premium: "Premium",
};

export const planSourceLabels: Record<AdminPlanSource, string> = {
  trial: "Trial",
  student: "Student",
  subscription: "Subscription",
  access_code: "Access code",
  referral_reward: "Referral reward",
  admin: "Manual grant",
};

/** The table's plan column: "Premium · Manual grant", "Essential · Subscription", "Free". */
export const describePlan = (row: Pick<AdminUserRowDto, "plan" | "planSource">) =>
  row.planSource ? `${planLabels[row.plan]} · ${planSourceLabels[row.planSource]}` : planLabels[row.plan];

export const grantStatusLabels: Record<AdminGrantStatus, string> = {
  active: "Active",
  upcoming: "Starts later",
  ended: "Ended",
  revoked: "Revoked",
};

/** "Manual grant", "Access code PT-ABCD2345", "Referral reward". */
export const describeGrantSource = (grant: Pick<AdminGrantDto, "source" | "code">) =>
  grant.source === "access_code" && grant.code ? `Access code ${grant.code}` : planSourceLabels[grant.source];

/** "Jun 1, 2026 – Jun 8, 2026" or "From Jun 1, 2026 · lifetime". */
export const describeGrantPeriod = (grant: Pick<AdminGrantDto, "startsAt" | "endsAt">) =>
  grant.endsAt === null
    ? `From ${formatDay(grant.startsAt)} · lifetime`
    : `${formatDay(grant.startsAt)} – ${formatDay(grant.endsAt)}`;

/** One line per current source of access, for the drawer: "Student until Jun 1, 2027". */
export function describeSource(source: AccessSource): string {
  const until = (iso: string | null) => (iso === null ? "for life" : `until ${formatDay(iso)}`);
  switch (source.kind) {
    case "trial":
      return `7-day trial ${until(source.endsAt)}`;
    case "student":
      return `Student ${until(source.endsAt)}`;
    case "subscription":
      return `${planLabels[source.plan]} subscription${source.status === "past_due" ? " (payment past due)" : ""}, ${
        source.cancelAtPeriodEnd ? "ends" : "renews"
      } ${source.endsAt ? formatDay(source.endsAt) : "automatically"}`;
    case "grant":
      return `${planSourceLabels[source.source]} ${until(source.endsAt)}`;
  }
}

const roleName = (value: unknown) =>
  value === "admin" ? "admin" : value === "moderator" ? "moderator" : "a role";

const durationLabel = (value: unknown) =>
  muteDurations.includes(value as MuteDuration) ? muteDurationLabels[value as MuteDuration] : null;

/** An audit entry about the member in plain words: "Granted moderator", "Granted Premium for 7 days — Seminar". */
export function describeHistory(entry: Pick<AdminUserHistoryDto, "action" | "details">): string {
  const d = entry.details;
  const reason = typeof d.reason === "string" && d.reason ? ` — ${d.reason}` : "";
  switch (entry.action) {
    case "role.grant":
      return `Granted ${roleName(d.role)}`;
    case "role.revoke":
      return `Removed ${roleName(d.role)}`;
    case "grant.create":
      return typeof d.days === "number"
        ? `Granted Premium for ${d.days} ${d.days === 1 ? "day" : "days"}${reason}`
        : `Granted lifetime Premium${reason}`;
    case "grant.revoke":
      return d.source === "access_code" ? "Revoked an access-code grant" : "Revoked a manual grant";
    case "sessions.revoke":
      return typeof d.signedOut === "number"
        ? `Signed out everywhere (${d.signedOut} ${d.signedOut === 1 ? "session" : "sessions"})`
        : "Signed out everywhere";
    case "member.mute": {
      const length = durationLabel(d.duration);
      return `${length ? `Muted for ${length}` : "Muted"}${reason}`;
    }
    case "member.unmute":
      return "Unmuted";
    default:
      return entry.action;
  }
}
