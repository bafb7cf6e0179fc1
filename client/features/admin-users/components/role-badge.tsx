import type { AdminRole } from "@common/schemas/admin-users";
import { cn } from "@client/lib/cn";

export function RoleBadge({ role }: { role: AdminRole }) {
  return (
    <span
      className={cn(
        "rounded-full px-2 py-0.5 text-xs font-medium capitalize",
        role === "admin" ? "bg-night text-white" : "bg-amber-100 text-amber-900",
      )}
    >
      {role}
    </span>
  );
}
