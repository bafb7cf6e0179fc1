import { describe, expect, test } from "vitest";
import {
  drillFrom,
  drillParams,
  floorFrom,
  floorParams,
  palaceRoomPath,
  roomFrom,
  roomParams,
} from "./drill-address";

const params = (query: string) => new URLSearchParams(query);

describe("the drills page's address", () => {
  test.each([
    ["floor=1", 1],
    ["floor=8", 8],
    ["floor=0", null],
    ["floor=9", null],
    ["floor=2x", null],
    ["", null],
  ])("?%s → floor %s", (query, floor) => {
    expect(floorFrom(params(query))).toBe(floor);
  });

  test.each([
    ["room=sr", "sr"],
    ["room=24fps", "24fps"],
    ["room=123h", "123h"],
    ["room=SR", null],
    ["room=<script>", null],
    ["", null],
  ])("?%s → room %s", (query, room) => {
    expect(roomFrom(params(query))).toBe(room);
  });

  test.each([
    ["room=sr&drill=sr-03", "sr-03"],
    ["room=24fps&drill=24fps-10", "24fps-10"],
    ["room=sr&drill=ir-03", null],
    ["drill=sr-03", null],
    ["room=sr&drill=sr-3", null],
    ["room=sr&drill=", null],
  ])("?%s → drill %s", (query, drill) => {
    expect(drillFrom(params(query))).toBe(drill);
  });

  test("builders round-trip", () => {
    expect(floorFrom(floorParams(4))).toBe(4);
    expect(roomFrom(roomParams("gr"))).toBe("gr");
    const both = drillParams("gr", "gr-07");
    expect([roomFrom(both), drillFrom(both)]).toEqual(["gr", "gr-07"]);
    expect(palaceRoomPath(1, "sr")).toBe("/palace/floor/1/room/sr");
  });
});
