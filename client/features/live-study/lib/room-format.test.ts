import { expect, test } from "vitest";
import { formatChatTime, inviteUrl } from "./room-format";

test("a private room's invite link carries its token; a public room's doesn't", () => {
  expect(inviteUrl("https://pt.example", "r-1", "abc_DEF-123")).toBe(
    "https://pt.example/live-study/r-1?token=abc_DEF-123",
  );
  expect(inviteUrl("https://pt.example", "r-1", null)).toBe("https://pt.example/live-study/r-1");
});

test("chat times use the member's zone, falling back to the browser's for an unknown one", () => {
  const iso = "2026-03-10T12:00:00Z";
  expect(formatChatTime(iso, "UTC")).toMatch(/12:00/);
  expect(formatChatTime(iso, "Not/AZone")).toBeTypeOf("string");
});
