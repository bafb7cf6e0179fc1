// Issue 17 item 7: the Courses and Spiritual Training menus list exactly their pages, from the real registry.
import { expect, test } from "vitest";
import { features } from "@common/constants/features";
import { buildMemberNav } from "./nav-model";

const group = (name: string) =>
  buildMemberNav({ isAdmin: false }, features)
    .groups.find((each) => each.name === name)
    ?.items.map((item) => [item.label, item.to]);

test("Courses lists every course page and nothing else", () => {
  expect(group("Courses")).toEqual([
    ["The Blueprint Course", "/blueprint-course"],
    ["Phototheology Course", "/phototheology-course"],
    ["90-Day Palace Journey", "/palace-journey"],
    ["Daniel Course", "/daniel-course"],
    ["Unlocking Revelation", "/revelation-course"],
    ["Revelation for Kids", "/revelation-course/kids"],
    ["Power of the Lamb", "/power-of-the-lamb"],
  ]);
});

test("Spiritual Training lists Art of War and the daily practice pages", () => {
  expect(group("Spiritual Training")).toEqual([
    ["Art of War", "/spiritual-training"],
    ["Daily Challenges", "/daily-challenges"],
    ["Growth Journal", "/growth-journal"],
    ["Equations Challenge", "/equations-challenge"],
    ["Training Drills", "/training-drills"],
  ]);
});
