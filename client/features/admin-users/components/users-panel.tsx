import { Search } from "lucide-react";
import { useDeferredValue, useId, useState } from "react";
import { adminUserMessages as m, type AdminUserRowDto } from "@common/schemas/admin-users";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";
import { Input } from "@client/components/ui/input";
import { Label } from "@client/components/ui/label";
import { RetryAlert } from "@client/components/ui/retry-alert";
import { Skeleton } from "@client/components/ui/skeleton";
import { cn } from "@client/lib/cn";
import { useAdminUsers } from "../api/get-admin-users";
import { describePlan, formatDateTime, formatDay } from "../lib/format";
import { RoleBadge } from "./role-badge";
import { UserDrawer } from "./user-drawer";

const columns = ["Member", "Email", "Plan", "Joined", "Last seen", "Roles"] as const;

/** The Users tab (screens §4.2): search, the members table 50 rows at a time, and the drawer a row opens. */
export function UsersPanel() {
  const [search, setSearch] = useState("");
  const q = useDeferredValue(search.trim());
  const users = useAdminUsers(q);
  const [openUserId, setOpenUserId] = useState<string | null>(null);
  const id = useId();
  const rows = users.data?.pages.flatMap((page) => page.users) ?? [];

  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <CardTitle id={`${id}-title`} className="text-xl">
          Members
        </CardTitle>
        <div className="space-y-1">
          <Label htmlFor={`${id}-search`}>Search members</Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-3 left-3 size-4 text-stone-400"
              aria-hidden="true"
            />
            <Input
              id={`${id}-search`}
              type="search"
              placeholder="Email, name or username"
              value={search}
              maxLength={100}
              onChange={(event) => setSearch(event.target.value)}
              className="pl-9 sm:w-72"
            />
          </div>
        </div>
      </CardHeader>
      <CardContent>
        {users.isError && !users.data && (
          <RetryAlert
            message="Couldn't load the members"
            onRetry={() => users.refetch()}
            busy={users.isFetching}
          />
        )}
        {users.data && rows.length === 0 && (
          <p className="py-8 text-center text-sm text-stone-600" role="status">
            {q ? m.noMembers : "No members yet"}
          </p>
        )}
        {(users.isPending || rows.length > 0) && (
          // relative: the rows' screen-reader-only labels are absolutely positioned and must scroll with the table.
          <div className="relative -mx-6 overflow-x-auto px-6">
            <table
              className="w-full min-w-[52rem] text-left text-sm"
              aria-busy={users.isPending || undefined}
            >
              <thead className="border-b border-stone-200 text-xs tracking-wide text-stone-500 uppercase">
                <tr>
                  {columns.map((column) => (
                    <th key={column} scope="col" className="py-2 pr-3 font-medium">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className={cn("divide-y divide-stone-100", users.isPlaceholderData && "opacity-60")}>
                {users.isPending &&
                  Array.from({ length: 6 }, (_, row) => (
                    <tr key={row} aria-hidden="true">
                      {columns.map((column) => (
                        <td key={column} className="py-3 pr-3">
                          <Skeleton className="h-4 w-full" />
                        </td>
                      ))}
                    </tr>
                  ))}
                {rows.map((row) => (
                  <UserRow key={row.userId} row={row} onOpen={() => setOpenUserId(row.userId)} />
                ))}
              </tbody>
            </table>
          </div>
        )}
        {users.isPending && <span className="sr-only">Loading members…</span>}
        {users.hasNextPage && (
          <div className="mt-4 flex justify-center">
            <Button
              variant="outline"
              busy={users.isFetchingNextPage}
              onClick={() => void users.fetchNextPage()}
            >
              Load more
            </Button>
          </div>
        )}
        {users.isFetchNextPageError && (
          <p className="mt-2 text-center text-sm text-red-800" role="alert">
            Couldn't load more members — try again.
          </p>
        )}
      </CardContent>
      <UserDrawer userId={openUserId} onClose={() => setOpenUserId(null)} />
    </Card>
  );
}

function UserRow({ row, onOpen }: { row: AdminUserRowDto; onOpen: () => void }) {
  return (
    <tr className="cursor-pointer hover:bg-stone-50" data-testid={`member-row-${row.email}`} onClick={onOpen}>
      <th scope="row" className="py-2 pr-3 font-medium">
        {/* The row is clickable with a mouse; this button is its keyboard and screen-reader way in. */}
        <button
          type="button"
          className="text-left text-night underline-offset-4 hover:underline focus-visible:underline"
          onClick={(event) => {
            event.stopPropagation();
            onOpen();
          }}
        >
          {row.displayName}
          <span className="block text-xs font-normal text-stone-500">@{row.username}</span>
        </button>
      </th>
      <td className="py-2 pr-3 break-all text-stone-700">{row.email}</td>
      <td className="py-2 pr-3 whitespace-nowrap">{describePlan(row)}</td>
      <td className="py-2 pr-3 whitespace-nowrap">{formatDay(row.joinedAt)}</td>
      <td className="py-2 pr-3 whitespace-nowrap">{row.lastSeen ? formatDateTime(row.lastSeen) : "Never"}</td>
      <td className="py-2 pr-3">
        {row.roles.length === 0 ? (
          <span className="text-stone-400">—</span>
        ) : (
          <span className="flex flex-wrap gap-1">
            {row.roles.map((role) => (
              <RoleBadge key={role} role={role} />
            ))}
          </span>
        )}
      </td>
    </tr>
  );
}
