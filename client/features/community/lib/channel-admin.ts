// Helpers for the admins' channel management (screens.md §8.1: "admins can add, rename, reorder and archive
// channels"): refreshing the lists after a change, checking a form with the shared schema, and where a move goes.
import type { QueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { ApiError } from "@client/lib/api-error";
import { communityKeys } from "./community-keys";

/** After any change: the admins' list and the members' channel list (order, names, archived channels gone). */
export const refreshChannelLists = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: communityKeys.adminChannels() }),
    client.invalidateQueries({ queryKey: communityKeys.channels() }),
  ]);

/** The first message of a failed check with the shared schema, or null when the input passes. */
export function firstProblem(schema: z.ZodType, input: unknown): string | null {
  const result = schema.safeParse(input);
  return result.success ? null : (result.error.issues[0]?.message ?? "Check the form and try again.");
}

/** What to show when a request fails: the server's own message, or a plain fallback. */
export const failureText = (error: unknown, fallback: string) =>
  error instanceof ApiError ? error.message : fallback;

/**
 * The place (1 = first) a channel moves to when moved one step up or down in a list of `count` channels, or null
 * when it is already at that end. `index` is its 0-based index in the list.
 */
export function movedPlace(index: number, direction: "up" | "down", count: number): number | null {
  const target = direction === "up" ? index - 1 : index + 1;
  return target < 0 || target >= count ? null : target + 1;
}
