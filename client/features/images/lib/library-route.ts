import {
  type ImageOrigin,
  imageOrigins,
  type ImageRoom,
  imageRooms,
  type ImageSort,
  imageSorts,
  type ImageTab,
  imageTabs,
} from "@common/schemas/images";
import type { LibraryFilters } from "../api/list-images";

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

/**
 * The library's tab and filters live in the URL (?tab=&q=&room=&origin=&sort=), so a view can be shared and Back
 * works. Without a tab a member who can create starts at My images; anyone else at the public gallery (§3.11).
 */
export function libraryFilters(params: URLSearchParams, canCreate: boolean): LibraryFilters {
  const tab: ImageTab = oneOf(imageTabs, params.get("tab")) ?? (canCreate ? "mine" : "gallery");
  const room: ImageRoom | undefined = oneOf(imageRooms, params.get("room"));
  const origin: ImageOrigin | undefined = oneOf(imageOrigins, params.get("origin"));
  const sort: ImageSort = oneOf(imageSorts, params.get("sort")) ?? "newest";
  const q = params.get("q")?.trim().slice(0, 100) || undefined;
  return { tab, sort, q, room, origin };
}

/** The search params of a view; defaults are left out, other params (a pre-filled card) are kept. */
export function librarySearch(current: URLSearchParams, filters: LibraryFilters): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of ["tab", "q", "room", "origin", "sort"]) next.delete(key);
  next.set("tab", filters.tab);
  if (filters.q) next.set("q", filters.q);
  if (filters.room) next.set("room", filters.room);
  if (filters.origin) next.set("origin", filters.origin);
  if (filters.sort !== "newest") next.set("sort", filters.sort);
  return next;
}

/** What another page may pre-fill a verse card with (Bible Rendered's "Create image"): ?ref=&for=&caption=. */
export function cardPrefill(params: URLSearchParams): {
  reference: string;
  room: ImageRoom;
  caption: string;
} {
  return {
    reference: params.get("ref")?.slice(0, 50) ?? "",
    room: oneOf(imageRooms, params.get("for")) ?? "none",
    caption: params.get("caption")?.slice(0, 500) ?? "",
  };
}
