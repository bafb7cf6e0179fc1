import { describe, expect, test } from "vitest";
import { games } from "@common/games/registry";
import { roomBadges } from "./hub-rooms";

describe("room badges", () => {
  test("TAG · Floor N linking to the room", () => {
    expect(roomBadges(["BL", "P‖"])).toEqual([
      { key: "bl", label: "BL · Floor 5", href: "/palace/floor/5/room/bl", title: expect.any(String) },
      { key: "par", label: "P‖ · Floor 4", href: "/palace/floor/4/room/par", title: expect.any(String) },
    ]);
  });

  test("'all' is one badge to the palace", () => {
    expect(roomBadges(["all"])).toEqual([
      { key: "all", label: "All rooms", href: "/palace", title: "Every palace room" },
    ]);
  });

  test("every room tag of the registry names a palace room", () => {
    for (const game of games) {
      const tags = game.rooms.filter((tag) => tag !== "all");
      expect(roomBadges(tags), game.id).toHaveLength(tags.length);
    }
  });
});
