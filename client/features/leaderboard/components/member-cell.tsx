import type { PublicProfileDto } from "@common/schemas/public-profile";

/** Avatar (or the display name's initial), display name and, for the caller's row, the "You" badge. */
export function MemberCell({ member, isMe }: { member: PublicProfileDto; isMe: boolean }) {
  return (
    <span className="flex min-w-0 items-center gap-2">
      {member.avatarUrl ? (
        <img src={member.avatarUrl} alt="" className="size-8 shrink-0 rounded-full object-cover" />
      ) : (
        <span
          className="flex size-8 shrink-0 items-center justify-center rounded-full bg-indigo-100 text-sm font-semibold text-night"
          aria-hidden="true"
        >
          {member.displayName.slice(0, 1).toUpperCase()}
        </span>
      )}
      <span className="min-w-0 truncate font-medium text-night">{member.displayName}</span>
      {isMe && (
        <span className="shrink-0 rounded-full bg-gold px-2 py-0.5 text-xs font-semibold text-night">
          You
        </span>
      )}
    </span>
  );
}
