import type { PublicProfileDto } from "@common/schemas/public-profile";
import { cn } from "@client/lib/cn";

const sizes = { sm: "size-6 text-[10px]", md: "size-9 text-sm" } as const;

/** A member's avatar (their picture, else their initials); decorative — the name is always beside it or in a label. */
export function PersonAvatar({
  user,
  size = "md",
  className,
}: {
  user: Pick<PublicProfileDto, "displayName" | "avatarUrl">;
  size?: keyof typeof sizes;
  className?: string;
}) {
  const initials = user.displayName
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? "")
    .join("");
  return user.avatarUrl ? (
    <img
      src={user.avatarUrl}
      alt=""
      className={cn("shrink-0 rounded-full object-cover ring-2 ring-white", sizes[size], className)}
    />
  ) : (
    <span
      aria-hidden="true"
      className={cn(
        "inline-flex shrink-0 items-center justify-center rounded-full bg-indigo-100 font-semibold text-night ring-2 ring-white",
        sizes[size],
        className,
      )}
    >
      {initials || "?"}
    </span>
  );
}
