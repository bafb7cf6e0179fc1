import { ChevronLeft } from "lucide-react";
import { Link, useParams } from "react-router";
import { RetryAlert } from "@client/components/ui/retry-alert";
import { UpgradePrompt } from "@client/components/upgrade-prompt";
import { useGameCatalog } from "@client/features/games/api/get-game-catalog";
import { ReferenceLink } from "@client/features/games/components/play/reference-link";
import { useEscapeRoom } from "@client/features/escape/api/get-escape-room";
import { EscapeNotFound } from "@client/features/escape/components/escape-not-found";
import { EscapePlaySkeleton } from "@client/features/escape/components/escape-play-skeleton";
import { EscapeScreen } from "@client/features/escape/components/escape-screen";
import { clockOffset } from "@client/features/escape/lib/escape-clock";
import { classifyEscapeError } from "@client/features/escape/lib/escape-errors";
import { isEscapeRoomId } from "@client/features/escape/lib/escape-format";
import { useMyAccess } from "@client/lib/api/get-my-access";
import { useDocumentTitle } from "@client/lib/page-title";
import { useEntitlement } from "@client/lib/use-entitlement";

/**
 * /escape-room/play/{roomId} (games.md §4.21): one room — its details and Start for anyone who has not started it
 * (a shared `?ref=` link included), else the member's one attempt as the server keeps it, so a reload shows the same
 * lock and the same time left. The games catalogue says whether this admin's server has test hooks (the fast
 * clock); references open in the Bible reader.
 */
export function EscapeRoomPlayPage() {
  const { roomId } = useParams();
  const valid = isEscapeRoomId(roomId);
  const room = useEscapeRoom(valid ? roomId : "", { enabled: valid });
  const catalog = useGameCatalog();
  const access = useMyAccess();
  const gate = useEntitlement("games.escape");
  useDocumentTitle(room.data?.room.title ?? (valid ? "Escape Room" : "Room not found"));

  // A failed re-read keeps the room on screen; only a first load that failed replaces it.
  const failure = room.isError && !room.data ? classifyEscapeError(room.error) : null;
  const offsetMs = room.data ? clockOffset(room.data.serverNow, room.dataUpdatedAt) : 0;

  return (
    <main className="mx-auto max-w-3xl space-y-5 px-4 py-6 sm:py-8">
      <Link
        to="/escape-room"
        className="inline-flex items-center gap-1 text-sm font-medium text-night-light hover:underline"
      >
        <ChevronLeft className="size-4" aria-hidden="true" />
        All rooms
      </Link>
      {!valid || failure?.kind === "not-found" ? (
        <>
          <EscapeNotFound />
          {/* A member whose plan has no escape rooms learns it here too, before looking for another room. */}
          {gate.status === "locked" && <UpgradePrompt feature="games.escape" trialUsed={gate.trialUsed} />}
        </>
      ) : failure?.kind === "plan" ? (
        <UpgradePrompt feature="games.escape" trialUsed={access.data?.access.trialUsed} />
      ) : failure ? (
        <RetryAlert
          message="Couldn't load this room."
          onRetry={() => room.refetch()}
          busy={room.isFetching}
        />
      ) : room.data ? (
        <EscapeScreen
          detail={room.data}
          offsetMs={offsetMs}
          testHooks={catalog.data?.testHooks === true}
          trialUsed={access.data?.access.trialUsed}
          reference={(ref) => <ReferenceLink reference={ref} />}
          onReread={() => room.refetch()}
        />
      ) : (
        <EscapePlaySkeleton />
      )}
    </main>
  );
}
