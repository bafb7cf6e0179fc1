import { adminRoles, type AdminRole, type AdminUserDetailDto } from "@common/schemas/admin-users";
import { Button } from "@client/components/ui/button";
import { ConfirmDialog } from "@client/components/ui/confirm-dialog";
import { ApiError } from "@client/lib/api-client";
import { toast } from "@client/lib/toast";
import { useGrantRole } from "../api/grant-role";
import { useRemoveRole } from "../api/remove-role";
import { formatDay } from "../lib/format";
import { DrawerSection } from "./drawer-section";
import { RoleBadge } from "./role-badge";

const roleNames: Record<AdminRole, string> = { admin: "admin", moderator: "moderator" };

/** Roles (screens §4.2): each held role with Remove (confirmed), and Grant admin / Grant moderator for the others. */
export function RolesSection({ member }: { member: AdminUserDetailDto }) {
  const userId = member.profile.userId;
  const grant = useGrantRole();
  const remove = useRemoveRole();
  const held = new Set(member.roles.map((row) => row.role));
  const missing = adminRoles.filter((role) => !held.has(role));

  const grantNow = (role: AdminRole) =>
    grant
      .mutateAsync({ userId, role })
      .then(() => toast.success(`${member.profile.displayName} is now ${roleNames[role]}`));

  return (
    <DrawerSection title="Roles">
      {member.roles.length === 0 ? (
        <p className="text-sm text-stone-600">No roles — a regular member.</p>
      ) : (
        <ul className="divide-y divide-stone-100">
          {member.roles.map((row) => (
            <li key={row.role} className="flex items-center justify-between gap-2 py-2 text-sm">
              <div className="space-y-0.5">
                <RoleBadge role={row.role} />
                <p className="text-xs text-stone-500">
                  Since {formatDay(row.grantedAt)}
                  {row.grantedBy ? ` · by ${row.grantedBy.displayName}` : ""}
                </p>
              </div>
              <ConfirmDialog
                trigger={
                  <Button variant="outline" size="sm" className="text-red-800">
                    Remove<span className="sr-only"> {roleNames[row.role]} role</span>
                  </Button>
                }
                title={`Remove the ${roleNames[row.role]} role?`}
                description={
                  row.role === "admin"
                    ? `${member.profile.displayName} will no longer reach the admin screens.`
                    : `${member.profile.displayName} will no longer work the moderation queue or delete others' messages.`
                }
                confirmLabel="Remove"
                pendingLabel="Removing…"
                destructive
                errorMessage="Couldn't remove the role — try again."
                onConfirm={async () => {
                  await remove.mutateAsync({ userId, role: row.role });
                  toast.success(`Removed the ${roleNames[row.role]} role`);
                }}
              />
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-2">
        {missing.includes("admin") && (
          <ConfirmDialog
            trigger={
              <Button variant="outline" size="sm">
                Grant admin
              </Button>
            }
            title={`Make ${member.profile.displayName} an admin?`}
            description="Admins manage members, roles, access codes and every admin screen."
            confirmLabel="Grant admin"
            pendingLabel="Granting…"
            errorMessage="Couldn't grant the role — try again."
            onConfirm={() => grantNow("admin")}
          />
        )}
        {missing.includes("moderator") && (
          <Button
            variant="outline"
            size="sm"
            busy={grant.isPending && grant.variables.role === "moderator"}
            onClick={() =>
              void grantNow("moderator").catch((failure: unknown) =>
                toast.error(
                  failure instanceof ApiError ? failure.message : "Couldn't grant the role — try again.",
                ),
              )
            }
          >
            Grant moderator
          </Button>
        )}
      </div>
    </DrawerSection>
  );
}
