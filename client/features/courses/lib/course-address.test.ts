import { describe, expect, test } from "vitest";
import { courseIdFrom, lessonFrom, lessonParams, nextIncomplete } from "./course-address";

describe("the course address", () => {
  test("?lesson= must be a positive whole number", () => {
    expect(lessonFrom(new URLSearchParams("lesson=4"))).toBe(4);
    for (const bad of ["lesson=0", "lesson=-1", "lesson=2.5", "lesson=abc", "lesson=", "", "lesson=9999"])
      expect(lessonFrom(new URLSearchParams(bad)), bad).toBeNull();
  });

  test("&track= picks an age track of the Phototheology Course only", () => {
    expect(courseIdFrom("phototheology", new URLSearchParams("track=9-12"))).toBe("phototheology-9-12");
    expect(courseIdFrom("phototheology", new URLSearchParams("track=nope"))).toBe("phototheology");
    expect(courseIdFrom("phototheology", new URLSearchParams(""))).toBe("phototheology");
    expect(courseIdFrom("daniel", new URLSearchParams("track=9-12"))).toBe("daniel");
  });

  test("moving to a lesson keeps other values and writes the track (none for Adult)", () => {
    const next = lessonParams(new URLSearchParams("track=9-12&x=1"), 3, "phototheology");
    expect(next.toString()).toBe("x=1&lesson=3");
    expect(lessonParams(new URLSearchParams(""), 2, "phototheology-5-8").toString()).toBe(
      "lesson=2&track=5-8",
    );
  });
});

test("Up next is the next incomplete lesson from the open one, wrapping round", () => {
  const sections = [
    { label: "A", lessons: [1, 2, 3].map((number) => ({ number, title: "", completed: number === 2 })) },
    { label: "B", lessons: [4, 5].map((number) => ({ number, title: "", completed: number !== 4 })) },
  ];
  expect(nextIncomplete(sections, 2)).toBe(3);
  expect(nextIncomplete(sections, 5)).toBe(1);
  expect(nextIncomplete(sections, 4)).toBe(4);
  const done = [{ label: "A", lessons: [{ number: 1, title: "", completed: true }] }];
  expect(nextIncomplete(done, 1)).toBeNull();
});
