import { describe, expect, test } from "vitest";
import { useTestApp } from "@server/test/kit";

describe("GET /api/plans/checkout without checkout links configured", () => {
  const app = useTestApp();

  test("no session → 401", async () => {
    const response = await app.client().get("/api/plans/checkout");
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe("unauthorized");
  });

  test("a member gets null for both plans", async () => {
    const { client } = await app.member();
    const response = await client.get("/api/plans/checkout");
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ mode: "link", essential: null, premium: null });
  });
});

describe("GET /api/plans/checkout with checkout links configured", () => {
  const app = useTestApp({
    checkoutUrls: {
      essential: "https://pay.example.com/b/essential?locale=en",
      premium: "https://pay.example.com/b/premium",
    },
  });

  test("no session → 401 (the links are never handed to visitors)", async () => {
    expect((await app.client().get("/api/plans/checkout")).status).toBe(401);
  });

  test("each link carries the member's id and e-mail, keeps its own parameters, and is not cached", async () => {
    const { client, user } = await app.member({ email: `Mixed.Case+tag.${Date.now()}@Example.com` });
    const response = await client.get("/api/plans/checkout");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");

    const essential = new URL(response.body.essential);
    expect(`${essential.origin}${essential.pathname}`).toBe("https://pay.example.com/b/essential");
    expect(essential.searchParams.get("locale")).toBe("en");
    expect(essential.searchParams.get("client_reference_id")).toBe(user.userId);
    // The account's stored address (better-auth keeps e-mails lower-case); "+" survives encoding.
    expect(essential.searchParams.get("prefilled_email")).toBe(user.email.toLowerCase());
    expect(response.body.essential).toContain("%2B");

    const premium = new URL(response.body.premium);
    expect(`${premium.origin}${premium.pathname}`).toBe("https://pay.example.com/b/premium");
    expect(premium.searchParams.get("client_reference_id")).toBe(user.userId);
    expect(premium.searchParams.get("prefilled_email")).toBe(user.email.toLowerCase());
  });

  test("two members get their own references", async () => {
    const { client: first, user: a } = await app.member();
    const { client: second, user: b } = await app.member();
    const linkA = new URL((await first.get("/api/plans/checkout")).body.premium);
    const linkB = new URL((await second.get("/api/plans/checkout")).body.premium);
    expect(linkA.searchParams.get("client_reference_id")).toBe(a.userId);
    expect(linkB.searchParams.get("client_reference_id")).toBe(b.userId);
  });
});

describe("GET /api/plans/checkout with only one plan configured", () => {
  const app = useTestApp({ checkoutUrls: { premium: "https://pay.example.com/b/premium" } });

  test("the other plan is null", async () => {
    const { client } = await app.member();
    const body = (await client.get("/api/plans/checkout")).body;
    expect(body.essential).toBeNull();
    expect(body.premium).toMatch(/^https:\/\/pay\.example\.com\/b\/premium\?client_reference_id=/);
  });
});
