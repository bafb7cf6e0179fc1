import { useSearchParams } from "react-router";
import { AdminTabs } from "@client/features/admin/components/admin-tabs";
import { NoAccessCard } from "@client/features/admin/components/no-access-card";
import { useModerationQueue } from "@client/features/moderation/api/get-moderation-queue";
import { ModerationQueue } from "@client/features/moderation/components/moderation-queue";
import { queueFilterOf } from "@client/features/moderation/lib/queue-text";
import { ApiError } from "@client/lib/api-client";

/**
 * /admin/moderation — the staff moderation queue (ai.md §1.7, screens §4.3), for admins and moderators (AdminRoute
 * with the staff audience, from the profile's roles). The server is the authority: a 403 from the queue (a role
 * removed since the page loaded) shows the no-access card too.
 */
export function ModerationPage() {
  const [params, setParams] = useSearchParams();
  const filter = queueFilterOf(params.get("filter"));
  const queue = useModerationQueue(filter);
  if (queue.error instanceof ApiError && queue.error.status === 403) return <NoAccessCard />;
  return (
    <main className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <h1 className="font-serif text-3xl font-semibold text-night">Admin</h1>
      <AdminTabs />
      <ModerationQueue
        filter={filter}
        onFilterChange={(next) =>
          setParams(next === "all" ? {} : { filter: next }, { replace: true, preventScrollReset: true })
        }
        queue={queue}
      />
    </main>
  );
}
