/**
 * How a game URL resolves (games.md §4.18): /games/{segment}/{mode?}. The registry decides: a live game's own id
 * plays; its `_`/`-` alias is redirected (keeping a valid mode); an unknown mode on a known game is redirected to
 * the default route with a notice; anything else is "Game Not Found".
 */
import {
  type GameDef,
  type GameModeId,
  gameHref,
  resolveGameSegment,
  resolveMode,
} from "@common/games/registry";

export type GameRoute =
  | { kind: "game"; game: GameDef; mode: GameModeId }
  | { kind: "redirect"; to: string; modeUnavailable: boolean }
  | { kind: "not-found" };

/** The segments after /games/ ("palace_quiz", "bot"), decoded; null when the path is not a game path. */
export function gamePathSegments(pathname: string): { segment: string; mode?: string } | null {
  const parts = pathname.replace(/\/+$/, "").split("/").filter(Boolean);
  if (parts[0] !== "games" || parts.length < 2 || parts.length > 3) return null;
  try {
    const segment = decodeURIComponent(parts[1] ?? "");
    const mode = parts[2] === undefined ? undefined : decodeURIComponent(parts[2]);
    return mode === undefined ? { segment } : { segment, mode };
  } catch {
    return null;
  }
}

export function resolveGameRoute(pathname: string, search = ""): GameRoute {
  const segments = gamePathSegments(pathname);
  if (!segments) return { kind: "not-found" };
  const resolved = resolveGameSegment(segments.segment);
  if (!resolved) return { kind: "not-found" };
  const { game } = resolved;
  const mode = resolveMode(game, segments.mode);
  if (mode === null) return { kind: "redirect", to: game.route, modeUnavailable: true };
  const canonical = gameHref(game, mode);
  if (!resolved.canonical || canonical !== pathname.replace(/\/+$/, ""))
    return { kind: "redirect", to: `${canonical}${search}`, modeUnavailable: false };
  return { kind: "game", game, mode };
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `?run=` holds something the server could know (a run id is a UUID). */
export const isRunId = (value: string | null | undefined): value is string =>
  typeof value === "string" && uuidPattern.test(value);
