import { describe, expect, it } from "vitest";
import { inputCounter } from "./input-counter";

describe("inputCounter", () => {
  it.each([
    ["", { length: 0, visible: false, over: false, text: "0 / 200" }],
    ["x".repeat(159), { length: 159, visible: false, over: false, text: "159 / 200" }],
    ["x".repeat(160), { length: 160, visible: true, over: false, text: "160 / 200" }],
    [` ${"x".repeat(200)} `, { length: 200, visible: true, over: false, text: "200 / 200" }],
    ["x".repeat(201), { length: 201, visible: true, over: true, text: "201 / 200" }],
  ])("counts %#", (text, expected) => {
    expect(inputCounter(text, 200)).toEqual(expected);
  });
});
