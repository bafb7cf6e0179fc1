import { randomBytes } from "node:crypto";
import pg from "pg";
import { describe, expect, test } from "vitest";
import { buildUser } from "@server/test/factories";
import { startTestServer, type TestServer } from "@server/test/test-server";
import { openPostgres } from "./client";

const adminUrl = process.env.TEST_DATABASE_URL;

async function withClient<T>(connectionString: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

// Needs a PostgreSQL server (CI's second pass sets TEST_DATABASE_URL); PGlite serves one process only.
describe.skipIf(!adminUrl)("two servers starting at once on one empty PostgreSQL database", () => {
  test("both migrate safely (advisory lock), and a session made on one is honoured by the other", async () => {
    const name = `pt_test_${randomBytes(6).toString("hex")}`;
    await withClient(adminUrl ?? "", (client) => client.query(`CREATE DATABASE "${name}"`));
    const url = new URL(adminUrl ?? "");
    url.pathname = `/${name}`;
    const servers: TestServer[] = [];
    try {
      // Started together, so both run their migrations at the same moment on a database that has none.
      const started = await Promise.allSettled([
        openPostgres(url.toString()).then((database) => startTestServer({ database })),
        openPostgres(url.toString()).then((database) => startTestServer({ database })),
      ]);
      for (const result of started) if (result.status === "fulfilled") servers.push(result.value);
      expect(started.map((result) => result.status)).toEqual(["fulfilled", "fulfilled"]);
      const [a, b] = servers as [TestServer, TestServer];

      // Each migration was applied once.
      const applied = await withClient(url.toString(), (client) =>
        client.query<{ count: string }>("select count(*)::text as count from drizzle.__drizzle_migrations"),
      );
      const journal = (await import("./migrations/meta/_journal.json", { with: { type: "json" } })).default;
      expect(Number(applied.rows[0]?.count)).toBe(journal.entries.length);

      // One AUTH_SECRET for both: the cookie B set at sign-up opens the member's profile on A.
      const onB = b.createClient();
      await buildUser(onB, { name: "Member On B" });
      const onA = a.createClient();
      for (const [cookie, value] of onB.cookies) onA.cookies.set(cookie, value);
      const profile = await onA.get("/api/profile/me");
      expect(profile.status).toBe(200);
      expect(profile.body.displayName).toBe("Member On B");
    } finally {
      for (const server of servers) await server.stop();
      await withClient(adminUrl ?? "", async (client) => {
        await client.query(
          "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()",
          [name],
        );
        await client.query(`DROP DATABASE IF EXISTS "${name}"`);
      });
    }
  });
});
