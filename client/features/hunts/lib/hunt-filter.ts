/**
 * The list page's difficulty filter (games.md §4.20), kept in the URL (`?difficulty=pro`) so a member who opens a
 * hunt and comes back finds the list as they left it. All is the absence of the parameter.
 */
import { type HuntDifficultyId, huntDifficulties } from "@common/schemas/hunts";
import { huntDifficultyLabels } from "./hunt-format";

export type HuntFilter = HuntDifficultyId | "all";

export const huntFilterOptions: ReadonlyArray<{ id: HuntFilter; label: string }> = [
  { id: "all", label: "All" },
  ...huntDifficulties.map((id) => ({ id, label: huntDifficultyLabels[id] })),
];

const isDifficulty = (value: string | null): value is HuntDifficultyId =>
  value !== null && (huntDifficulties as readonly string[]).includes(value);

/** The filter of a URL; an unknown value reads as All. */
export const parseHuntFilter = (params: URLSearchParams): HuntFilter => {
  const value = params.get("difficulty");
  return isDifficulty(value) ? value : "all";
};

/** The URL's search for a filter: other parameters are kept, `difficulty` set or removed. */
export function huntFilterParams(current: URLSearchParams, filter: HuntFilter): URLSearchParams {
  const next = new URLSearchParams(current);
  if (filter === "all") next.delete("difficulty");
  else next.set("difficulty", filter);
  return next;
}

/** The server's query for a filter (`GET /api/hunts?difficulty=`). */
export const huntListDifficulty = (filter: HuntFilter): HuntDifficultyId | null =>
  filter === "all" ? null : filter;

/** Whether an edition belongs under the filter (the server filters too; this keeps the page honest meanwhile). */
export const matchesHuntFilter = (difficulty: HuntDifficultyId, filter: HuntFilter) =>
  filter === "all" || difficulty === filter;
