// The worksheet as the autosave page reads it: an empty one before the first save, and never the owner's id.
import { describe, expect, test } from "vitest";
import { presentWorksheet } from "./quarterly.presenter";

describe("presentWorksheet", () => {
  test("a week never saved is an empty worksheet with updatedAt null", () => {
    expect(presentWorksheet("2026-W10", undefined)).toEqual({
      week: "2026-W10",
      passages: [],
      rooms: [],
      answers: {},
      notes: "",
      updatedAt: null,
    });
  });

  test("a saved row: the listed fields only (no user id), updatedAt as ISO text", () => {
    const dto = presentWorksheet("2026-W10", {
      userId: "6f1c2a9e-6a57-4a7e-9d0c-0f2f5c0b8a11",
      week: "2026-W10",
      passages: ["John 3:16"],
      rooms: ["sr"],
      answers: { sr: "A story of new birth." },
      notes: "Read twice.",
      updatedAt: new Date("2026-03-02T10:00:00.000Z"),
    });
    expect(dto).toEqual({
      week: "2026-W10",
      passages: ["John 3:16"],
      rooms: ["sr"],
      answers: { sr: "A story of new birth." },
      notes: "Read twice.",
      updatedAt: "2026-03-02T10:00:00.000Z",
    });
  });
});
