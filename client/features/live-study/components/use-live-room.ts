import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef } from "react";
import {
  LIVE_STUDY_LIMITS,
  liveStudyErrorCodes,
  type RoomStateDto,
  roomTopic,
} from "@common/schemas/live-study";
import { ApiError } from "@client/lib/api-error";
import { useRealtimeSubscription } from "@client/lib/use-realtime";
import { getRoomNotes } from "../api/get-room-notes";
import { joinRoom } from "../api/join-room";
import { leaveRoomOnUnload } from "../api/leave-room";
import { sendHeartbeat } from "../api/send-heartbeat";
import { liveStudyKeys } from "../lib/live-study-keys";
import { applyRoomEvent, parseRoomEvent } from "../lib/room-events";

/** What the heartbeat reports about the member's view (read when it is sent). */
export type PresenceReport = { following: boolean; lookingAt: number | null };

/*
 * Leaving when the room page unmounts is delayed a moment and cancelled if the same room mounts again at once: React's
 * development double-mount, or a re-render that replaces the page, must not make the member leave and rejoin.
 */
const pendingLeaves = new Map<string, ReturnType<typeof setTimeout>>();
const leaveDelayMs = 300;

/**
 * Presence in a live room (screens §8.3) while the member is in it (`live`): follows `room:{id}` and applies its
 * events to the cached state (a reconnect re-reads the whole state: presence, passage, focus, recent chat); sends the
 * heartbeat every 20 s with following / the verse in view / the last interaction (a `not_present` answer — the room
 * let the member go after a sleep or a lost connection — joins again); leaves with a beacon when the tab closes or
 * navigates away, and when the page unmounts. Returns `reportSoon`, which sends the heartbeat shortly after a change
 * the others should see (following switched off, another verse in view).
 */
export function useLiveRoom({
  roomId,
  token,
  live,
  presence,
}: {
  roomId: string;
  token: string | null;
  live: boolean;
  presence: () => PresenceReport;
}) {
  const queryClient = useQueryClient();
  const lastInteraction = useRef(0);
  const presenceRef = useRef(presence);
  const soonTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    presenceRef.current = presence;
  });

  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: liveStudyKeys.room(roomId) }),
    [queryClient, roomId],
  );

  const rejoin = useCallback(async () => {
    try {
      queryClient.setQueryData(liveStudyKeys.room(roomId), await joinRoom({ roomId, inviteToken: token }));
    } catch {
      refresh(); // closed, removed, full…: the state read says which
    }
  }, [queryClient, roomId, token, refresh]);

  const beat = useCallback(async () => {
    const report = presenceRef.current();
    try {
      await sendHeartbeat(roomId, {
        following: report.following,
        lookingAt: report.lookingAt,
        interactedAt: new Date(lastInteraction.current || Date.now()).toISOString(),
      });
    } catch (error) {
      if (!(error instanceof ApiError)) return; // offline: the next beat tries again
      if (error.code === liveStudyErrorCodes.notPresent) await rejoin();
      else if (error.status !== 429 && error.status < 500) refresh();
    }
  }, [roomId, rejoin, refresh]);

  useRealtimeSubscription(
    live ? roomTopic(roomId) : null,
    (raw) => {
      const event = parseRoomEvent(raw, roomId);
      if (!event) return;
      const key = liveStudyKeys.room(roomId);
      const current = queryClient.getQueryData<RoomStateDto>(key);
      if (!current) return refresh();
      if (event.type === "notes.changed" && event.text === undefined) {
        // Too long for the bus: read the notes alone rather than the whole room.
        if (event.version > current.notes.version)
          void getRoomNotes(roomId).then(
            (notes) =>
              queryClient.setQueryData<RoomStateDto>(key, (state) =>
                state && notes.version > state.notes.version ? { ...state, notes } : state,
              ),
            () => refresh(),
          );
        return;
      }
      const outcome = applyRoomEvent(current, event);
      if (outcome.state !== current) queryClient.setQueryData(key, outcome.state);
      if (outcome.refetch) refresh();
    },
    {
      onResync: () => {
        refresh();
        void beat();
      },
      onRefused: refresh,
    },
  );

  // The heartbeat, and what counts as interaction (for active / idle after 2 minutes).
  useEffect(() => {
    if (!live) return;
    lastInteraction.current = Date.now();
    const touched = () => {
      lastInteraction.current = Date.now();
    };
    const events = ["pointerdown", "keydown", "wheel", "touchstart", "scroll"] as const;
    for (const name of events) window.addEventListener(name, touched, { passive: true, capture: true });
    const timer = setInterval(() => void beat(), LIVE_STUDY_LIMITS.heartbeatSeconds * 1000);
    return () => {
      clearInterval(timer);
      clearTimeout(soonTimer.current);
      for (const name of events) window.removeEventListener(name, touched, { capture: true });
    };
  }, [live, beat]);

  // Leaving: the tab closes or goes to another site (pagehide, a beacon), or the member opens another page here.
  useEffect(() => {
    if (!live) return;
    const pending = pendingLeaves.get(roomId);
    if (pending) {
      clearTimeout(pending);
      pendingLeaves.delete(roomId);
    }
    const onPageHide = () => leaveRoomOnUnload(roomId);
    // Back from the browser's page cache after a pagehide: the leave was sent, so join again.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) void rejoin();
    };
    window.addEventListener("pagehide", onPageHide);
    window.addEventListener("pageshow", onPageShow);
    return () => {
      window.removeEventListener("pagehide", onPageHide);
      window.removeEventListener("pageshow", onPageShow);
      pendingLeaves.set(
        roomId,
        setTimeout(() => {
          pendingLeaves.delete(roomId);
          leaveRoomOnUnload(roomId);
        }, leaveDelayMs),
      );
    };
  }, [live, roomId, rejoin]);

  const reportSoon = useCallback(() => {
    clearTimeout(soonTimer.current);
    soonTimer.current = setTimeout(() => void beat(), 1000);
  }, [beat]);
  return { reportSoon };
}
