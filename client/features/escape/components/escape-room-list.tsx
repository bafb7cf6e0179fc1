import { Hammer, Ticket } from "lucide-react";
import type { EscapeListDto } from "@common/schemas/escape";
import { UpgradePrompt } from "@client/components/upgrade-prompt";
import { escapeMessages } from "@client/features/escape/lib/escape-errors";
import { startsLeftLabel } from "@client/features/escape/lib/escape-format";
import { BuildRoomForm } from "./build-room-form";
import { AdminDraftPanel } from "@client/components/admin-draft-panel";
import { EscapeRoomCard } from "./escape-room-card";
import { useNow } from "./use-now";

/**
 * The list page's body (games.md §4.21): this week's six rooms, what the member's plan allows today, "Build a room",
 * the rooms the member built, and — for admins with a model — drafting puzzles. The cards' time left ticks every
 * 15 seconds on the server's clock (`offsetMs`).
 */
export function EscapeRoomList({
  list,
  offsetMs,
  trialUsed,
}: {
  list: EscapeListDto;
  offsetMs: number;
  trialUsed: boolean | undefined;
}) {
  const now = useNow(15_000);
  const starts = startsLeftLabel(list.startsLeftToday);
  const card = (room: EscapeListDto["weekly"][number]) => (
    <li key={room.id}>
      <EscapeRoomCard
        card={room}
        canPlay={list.canPlay}
        referralCode={list.referralCode}
        offsetMs={offsetMs}
        now={now}
        trialUsed={trialUsed}
      />
    </li>
  );

  return (
    <div className="space-y-10">
      <section aria-labelledby="escape-weekly" className="space-y-3" data-testid="escape-weekly">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <div>
            <h2 id="escape-weekly" className="text-xl font-semibold text-night">
              This week&apos;s rooms
            </h2>
            <p className="text-sm text-stone-600">
              Two rooms per mode, new every Monday at 00:00 UTC. They are ranked for the week.
            </p>
          </div>
          {starts && (
            <p
              className="inline-flex items-center gap-1.5 rounded-full border border-amber-300 bg-amber-50 px-3 py-1 text-sm font-medium text-amber-900"
              data-testid="escape-starts-left"
            >
              <Ticket className="size-4" aria-hidden="true" />
              {starts}
            </p>
          )}
        </div>
        {!list.canPlay && (
          // A plan without escape rooms browses the list; the prompt says up front what Start would ask for.
          <UpgradePrompt feature="games.escape" trialUsed={trialUsed} />
        )}
        {list.weekly.length === 0 ? (
          <p className="rounded-xl border border-dashed border-stone-300 bg-white p-6 text-center text-stone-700">
            {escapeMessages.noWeekly}
          </p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">{list.weekly.map(card)}</ul>
        )}
      </section>

      <section
        aria-labelledby="escape-build"
        className="space-y-4 rounded-xl border border-stone-200 bg-stone-50/60 p-4 sm:p-6"
        data-testid="escape-build"
      >
        <div>
          <h2 id="escape-build" className="inline-flex items-center gap-2 text-xl font-semibold text-night">
            <Hammer className="size-5 text-gold-dark" aria-hidden="true" />
            Build a room
          </h2>
          <p className="text-sm text-stone-600">
            Pick a mode, a room or category, and a difficulty; we assemble the locks from the puzzle bank.
          </p>
        </div>
        <BuildRoomForm list={list} trialUsed={trialUsed} />
      </section>

      <section aria-labelledby="escape-mine" className="space-y-3" data-testid="escape-built">
        <h2 id="escape-mine" className="text-xl font-semibold text-night">
          My rooms
        </h2>
        {list.built.length === 0 ? (
          <p className="text-sm text-stone-600">{escapeMessages.noBuilt}</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">{list.built.map(card)}</ul>
        )}
      </section>

      <AdminDraftPanel
        canDraft={list.canDraft}
        id="escape-draft"
        title="Draft puzzles with AI"
        href="/admin/adventure-drafts?kind=puzzle"
        linkLabel="Draft puzzles"
      />
    </div>
  );
}
