import type { RoomStatus } from "@common/domain/palace-mastery";

export const statusLabel: Record<RoomStatus, string> = {
  "plan-locked": "Locked by plan",
  "needs-prerequisite": "Needs a prerequisite",
  "not-started": "Not started",
  "in-progress": "In progress",
  completed: "Completed",
};

export const roomPath = (floor: number, id: string) =>
  `/palace/floor/${floor}/room/${encodeURIComponent(id)}`;
export const floorPath = (floor: number) => `/palace/floor/${floor}`;
