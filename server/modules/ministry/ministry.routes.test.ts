// Power of the Lamb (screens.md §7.7, POL-1): Premium gets the configured addresses; Essential and Free get the
// plan's 402 (the page shows the upgrade prompt); a site without addresses answers null, never made-up links.
import { describe, expect, test } from "vitest";
import { useTestApp } from "@server/test/kit";

describe("configured", () => {
  const app = useTestApp({
    ministryLinks: {
      youtubeUrl: "https://www.youtube.com/@example-ministry",
      websiteUrl: "https://ministry.example.org/",
    },
  });

  test("POL-1: Premium gets both addresses; Essential and Free get 402; visitors 401", async () => {
    const premium = await app.member({ plan: "premium" });
    const res = await premium.client.get("/api/ministry/power-of-the-lamb");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      youtubeUrl: "https://www.youtube.com/@example-ministry",
      websiteUrl: "https://ministry.example.org/",
    });
    for (const plan of ["essential", "free"] as const) {
      const { client } = await app.member({ plan });
      const locked = await client.get("/api/ministry/power-of-the-lamb");
      expect(locked.status, plan).toBe(402);
      expect(locked.body.error.details).toMatchObject({
        feature: "courses.power_of_the_lamb",
        plans: ["premium"],
      });
    }
    expect((await app.client().get("/api/ministry/power-of-the-lamb")).status).toBe(401);
  });
});

describe("not configured", () => {
  const app = useTestApp();

  test("answers null addresses", async () => {
    const { client } = await app.member({ plan: "premium" });
    expect((await client.get("/api/ministry/power-of-the-lamb")).body).toEqual({
      youtubeUrl: null,
      websiteUrl: null,
    });
  });
});
