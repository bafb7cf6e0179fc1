// Access to a room, checked in the order of palace.md §4.11: signed in (requireSession) → plan for the floor →
// prerequisites (Practice/Master write actions) → action.
import { resolveRoomId } from "@common/content/palace/overview";
import { roomById } from "@common/content/palace/index";
import type { Room, RoomId } from "@common/content/palace/types";
import { type EntitlementKey, hasFeature, plansIncluding } from "@common/policies/entitlements";
import type { ActorContext } from "@server/http/context";
import { AppError } from "@server/http/errors";
import { type ActorAccess, assertFeature, loadActorAccess } from "../access/access.service";
import type { BankItem } from "./banks/types";

/** Question banks by room (server-only). Injected so tests can use a fixture while content is written. */
export type BankSource = Readonly<Record<RoomId, readonly BankItem[]>>;

export type PalaceContext = ActorContext & { banks: BankSource };

export type PalaceAccess = ActorAccess & { trialAvailable: boolean };

export async function loadPalaceAccess(ctx: ActorContext): Promise<PalaceAccess> {
  const actorAccess = await loadActorAccess(ctx);
  return { ...actorAccess, trialAvailable: !actorAccess.access.trialUsed };
}

/** Floors 1–2 need palace.core, floors 3–8 palace.advanced. */
export function floorFeature(floor: number): EntitlementKey {
  return floor <= 2 ? "palace.core" : "palace.advanced";
}

export function floorOpen(access: ActorAccess, floor: number): boolean {
  return hasFeature(access.access, floorFeature(floor), { isAdmin: access.isAdmin });
}

export function planLock(room: Pick<Room, "floor">): { reason: "plan"; feature: string; plans: string[] } {
  const feature = floorFeature(room.floor);
  return { reason: "plan", feature, plans: plansIncluding(feature) };
}

/** 402 plan_required unless the member's plan opens the room's floor in full. */
export function assertRoomPlan(access: ActorAccess, room: Pick<Room, "floor">): void {
  assertFeature(access, floorFeature(room.floor));
}

export const roomNotFound = () => new AppError(404, "room_not_found", "That room was not found.");

/** The room for an id from a URL (the legacy alias `p||` resolves to `par`), or 404 room_not_found. */
export function findRoomOr404(id: string): Room {
  const roomId = resolveRoomId(id);
  if (!roomId) throw roomNotFound();
  return roomById(roomId);
}

export function missingPrerequisites(room: Room, completed: ReadonlySet<string>): RoomId[] {
  return room.prerequisites.filter((id) => !completed.has(id));
}

/** 409 prerequisite_required with {missing} when a hard prerequisite is not completed. */
export function assertPrerequisites(room: Room, completed: ReadonlySet<string>): void {
  const missing = missingPrerequisites(room, completed);
  if (missing.length === 0) return;
  const names = missing.map((id) => roomById(id).name).join(" and ");
  throw new AppError(409, "prerequisite_required", `Complete ${names} first.`, { missing });
}
