import type { ProfileDto } from "@common/schemas/profile";
import { Card } from "@client/components/ui/card";

const memberSince = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { year: "numeric", month: "long" });

export function ProfileHeader({ profile }: { profile: ProfileDto }) {
  const initial = profile.displayName.trim().charAt(0).toUpperCase() || "?";
  return (
    <Card className="flex flex-col items-center gap-4 p-6 sm:flex-row">
      <div
        className="flex size-16 shrink-0 items-center justify-center rounded-full bg-night font-serif text-2xl font-semibold text-gold"
        aria-hidden="true"
      >
        {initial}
      </div>
      <div className="min-w-0 flex-1 text-center sm:text-left">
        <h1 className="truncate text-2xl font-semibold text-night" data-testid="profile-display-name">
          {profile.displayName}
        </h1>
        <p className="truncate text-sm text-stone-600">{profile.email}</p>
        <p className="text-sm text-stone-500">@{profile.username}</p>
      </div>
      <dl className="text-center sm:text-right">
        <dt className="text-xs uppercase tracking-wide text-stone-500">Member since</dt>
        <dd className="font-medium text-ink">{memberSince(profile.createdAt)}</dd>
      </dl>
    </Card>
  );
}
