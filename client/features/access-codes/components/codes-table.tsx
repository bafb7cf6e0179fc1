import { Ban, Copy, Search, Users } from "lucide-react";
import { useDeferredValue, useId, useState } from "react";
import { accessCodeMessages as m } from "@common/constants/access-codes";
import {
  accessCodeStatusLabels,
  accessCodeStatuses,
  type AccessCodeStatus,
} from "@common/domain/access-codes";
import type { AccessCodeDto } from "@common/schemas/access-codes";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";
import { ConfirmDialog } from "@client/components/ui/confirm-dialog";
import { Input } from "@client/components/ui/input";
import { Label } from "@client/components/ui/label";
import { RetryAlert } from "@client/components/ui/retry-alert";
import { Skeleton } from "@client/components/ui/skeleton";
import { cn } from "@client/lib/cn";
import { toast } from "@client/lib/toast";
import { useAccessCodes } from "../api/get-access-codes";
import { useTurnOffAccessCode } from "../api/turn-off-access-code";
import { copyText, describeGrant, describeUses, formatDateTime, shareLinkFor } from "../lib/format";
import { RedemptionsDrawer } from "./redemptions-drawer";

const statusTones: Record<AccessCodeStatus, string> = {
  active: "bg-emerald-100 text-emerald-900",
  expired: "bg-stone-200 text-stone-700",
  used_up: "bg-amber-100 text-amber-900",
  turned_off: "bg-red-100 text-red-900",
};

const selectClass =
  "h-10 rounded-md border border-stone-300 bg-white px-3 text-sm text-ink focus:border-night-light focus:outline-none focus:ring-2 focus:ring-night-light/30";

/** (3) Codes, newest first, with filters and row actions (screens §4.1). */
export function CodesTable() {
  const [status, setStatus] = useState<AccessCodeStatus | "">("");
  const [search, setSearch] = useState("");
  const q = useDeferredValue(search.trim());
  const codes = useAccessCodes({ status: status || undefined, q: q || undefined });
  const [viewing, setViewing] = useState<AccessCodeDto | null>(null);
  const id = useId();

  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <CardTitle id={`${id}-title`} className="text-xl">
          Codes
        </CardTitle>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="space-y-1">
            <Label htmlFor={`${id}-status`}>Status</Label>
            <select
              id={`${id}-status`}
              className={cn(selectClass, "w-full sm:w-40")}
              value={status}
              onChange={(event) => setStatus(event.target.value as AccessCodeStatus | "")}
            >
              <option value="">All</option>
              {accessCodeStatuses.map((value) => (
                <option key={value} value={value}>
                  {accessCodeStatusLabels[value]}
                </option>
              ))}
            </select>
          </div>
          <div className="space-y-1">
            <Label htmlFor={`${id}-search`}>Search</Label>
            <div className="relative">
              <Search
                className="pointer-events-none absolute top-3 left-3 size-4 text-stone-400"
                aria-hidden="true"
              />
              <Input
                id={`${id}-search`}
                type="search"
                placeholder="Code or label"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                className="pl-9 sm:w-56"
              />
            </div>
          </div>
        </div>
      </CardHeader>
      <CardContent>
        {codes.isError && (
          <RetryAlert
            message="Couldn't load the codes"
            onRetry={() => codes.refetch()}
            busy={codes.isFetching}
          />
        )}
        {codes.isPending && (
          <div className="space-y-2" aria-busy="true" aria-label="Loading codes">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-10 w-full" />
            ))}
          </div>
        )}
        {codes.data && codes.data.length === 0 && (
          <p className="py-8 text-center text-sm text-stone-600">
            {status || q ? "No codes match" : m.noCodes}
          </p>
        )}
        {codes.data && codes.data.length > 0 && (
          // relative: the rows' screen-reader-only labels are absolutely positioned and must scroll with the table.
          <div className="relative -mx-6 overflow-x-auto px-6">
            <table className="w-full min-w-[56rem] text-left text-sm">
              <thead className="border-b border-stone-200 text-xs uppercase tracking-wide text-stone-500">
                <tr>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Code
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Label
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Grant
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Uses
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Redeem by
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Status
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Created by
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Created
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className={cn("divide-y divide-stone-100", codes.isFetching && "opacity-70")}>
                {codes.data.map((code) => (
                  <tr key={code.id} data-testid={`code-row-${code.code}`}>
                    <th
                      scope="row"
                      className="py-2 pr-3 font-mono font-semibold whitespace-nowrap text-night"
                    >
                      {code.code}
                    </th>
                    <td className="py-2 pr-3 text-stone-700">{code.label ?? "—"}</td>
                    <td className="py-2 pr-3 whitespace-nowrap">{describeGrant(code.grantDays)}</td>
                    <td className="py-2 pr-3 whitespace-nowrap tabular-nums">
                      {describeUses(code.usedCount, code.maxUses)}
                    </td>
                    <td className="py-2 pr-3 whitespace-nowrap">{formatDateTime(code.redeemBy)}</td>
                    <td className="py-2 pr-3">
                      <span
                        className={cn(
                          "rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap",
                          statusTones[code.status],
                        )}
                      >
                        {accessCodeStatusLabels[code.status]}
                      </span>
                    </td>
                    <td className="py-2 pr-3">{code.createdBy?.displayName ?? "—"}</td>
                    <td className="py-2 pr-3 whitespace-nowrap">{formatDateTime(code.createdAt)}</td>
                    <td className="py-2">
                      <RowActions code={code} onView={() => setViewing(code)} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
      <RedemptionsDrawer code={viewing} onClose={() => setViewing(null)} />
    </Card>
  );
}

function RowActions({ code, onView }: { code: AccessCodeDto; onView: () => void }) {
  const turnOff = useTurnOffAccessCode();
  return (
    <div className="flex justify-end gap-1">
      <Button variant="ghost" size="sm" onClick={() => void copyText(shareLinkFor(code.code), "Link")}>
        <Copy className="size-4" aria-hidden="true" />
        Copy link<span className="sr-only"> for {code.code}</span>
      </Button>
      <Button variant="ghost" size="sm" onClick={onView}>
        <Users className="size-4" aria-hidden="true" />
        View redemptions<span className="sr-only"> of {code.code}</span>
      </Button>
      {code.status !== "turned_off" && (
        <ConfirmDialog
          trigger={
            <Button variant="ghost" size="sm" className="text-red-800 hover:bg-red-50">
              <Ban className="size-4" aria-hidden="true" />
              Turn off<span className="sr-only"> {code.code}</span>
            </Button>
          }
          title={`Turn off ${code.code}?`}
          description="Nobody will be able to redeem it any more. This can't be undone. Members who already redeemed it keep their access."
          confirmLabel="Turn off"
          pendingLabel="Turning off…"
          destructive
          errorMessage="Couldn't turn the code off — try again."
          onConfirm={async () => {
            await turnOff.mutateAsync(code.id);
            toast.success(`${code.code} turned off`);
          }}
        />
      )}
    </div>
  );
}
