import { describe, expect, test } from "vitest";
import { buildId, technicalDetails } from "./technical-details";

const docWith = (...srcs: string[]) =>
  ({
    querySelectorAll: () =>
      srcs.map((src) => ({ getAttribute: () => src })) as unknown as NodeListOf<HTMLScriptElement>,
  }) as unknown as Pick<Document, "querySelectorAll">;

describe("buildId", () => {
  test("the entry script's hashed name in a built app", () => {
    expect(buildId(docWith("/assets/index-B4x9_Zq1.js"))).toBe("build index-B4x9_Zq1");
  });
  test("the dev server has no hashed entry", () => {
    expect(buildId(docWith("/@vite/client", "/client/app/main.tsx"))).toBe("development");
    expect(buildId(docWith())).toBe("development");
  });
});

describe("technicalDetails", () => {
  const base = {
    location: { href: "https://pt.example/feedback", origin: "https://pt.example" },
    userAgent: "Mozilla/5.0 (Test)",
    doc: docWith("/assets/index-abc.js"),
  };
  test("the page the member came from, when it is ours", () => {
    expect(technicalDetails({ ...base, referrer: "https://pt.example/bible/John/3" })).toEqual({
      pageUrl: "https://pt.example/bible/John/3",
      userAgent: "Mozilla/5.0 (Test)",
      appVersion: "build index-abc",
    });
  });
  test("another site's address is never sent: this page instead", () => {
    expect(technicalDetails({ ...base, referrer: "https://elsewhere.example/x" }).pageUrl).toBe(
      "https://pt.example/feedback",
    );
    expect(technicalDetails({ ...base, referrer: "https://pt.example.evil.test/" }).pageUrl).toBe(
      "https://pt.example/feedback",
    );
  });
  test("long values are clipped to what the server accepts", () => {
    const details = technicalDetails({ ...base, referrer: "", userAgent: "x".repeat(900) });
    expect(details.userAgent).toHaveLength(500);
  });
});
