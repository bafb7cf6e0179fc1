import type { ReactNode } from "react";
import type { PublicProfileDto } from "@common/schemas/public-profile";

/** Another member as every partner list shows them: avatar (or initial), display name and level. */
export function MemberBadge({ member, children }: { member: PublicProfileDto; children?: ReactNode }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      {member.avatarUrl ? (
        <img
          src={member.avatarUrl}
          alt=""
          className="size-10 shrink-0 rounded-full object-cover"
          loading="lazy"
        />
      ) : (
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-night text-sm font-semibold text-white"
        >
          {member.displayName.trim().charAt(0).toUpperCase() || "?"}
        </span>
      )}
      <div className="min-w-0">
        <p className="truncate font-medium text-night">{member.displayName}</p>
        <p className="text-xs text-stone-600">
          Level {member.level}
          {children}
        </p>
      </div>
    </div>
  );
}
