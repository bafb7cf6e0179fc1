import { describe, expect, test } from "vitest";
import { useTestApp } from "./test/kit";

const app = useTestApp();

describe("health", () => {
  test("GET /healthz → ok", async () => {
    const response = await app.request("/healthz");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  test("GET /readyz → ready, naming the database", async () => {
    const response = await app.request("/readyz");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ready", database: app.database.kind });
  });
});

describe("unknown API paths", () => {
  test.each([
    ["GET", "/api/x"],
    ["POST", "/api/x"],
    ["DELETE", "/api"],
  ])("%s %s → JSON 404 in the error shape", async (method, path) => {
    const response = await app.request(path, { method });
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({
      error: { code: "not_found", message: "That API endpoint was not found." },
    });
  });

  test("under /api/profile an unknown path asks for a session first, then is a 404", async () => {
    const anonymous = await app.request("/api/profile/nope");
    expect(anonymous.status).toBe(401);
    const { client } = await app.member();
    const signedIn = await client.get("/api/profile/nope");
    expect(signedIn.status).toBe(404);
    expect(signedIn.body).toEqual({
      error: { code: "not_found", message: "That API endpoint was not found." },
    });
  });

  test("without a built client, other paths are a plain 404", async () => {
    expect((await app.request("/some/page")).status).toBe(404);
  });
});

describe("security headers", () => {
  test.each([["/healthz"], ["/api/x"], ["/api/auth/get-session"]])("%s", async (path) => {
    const response = await app.request(path);
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });

  test("each response carries a request id", async () => {
    const response = await app.request("/healthz");
    expect(response.headers.get("x-request-id")).toBeTruthy();
  });
});
