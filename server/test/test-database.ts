import { createHash, randomBytes } from "node:crypto";
import { readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { type Database, migrationsFolder, openPglite, openPostgres } from "../db/client";

/**
 * A freshly migrated database for one test file.
 *
 * Default: an in-memory PGlite cloned from a template. Creating and migrating a PGlite takes
 * seconds, so each test process migrates one template, dumps its data directory once and
 * opens every test database from that dump. Vitest runs each test file in its own process, so
 * the dump is also kept in the OS temp folder, keyed by the migrations and the PGlite version:
 * only the first file of a run (or of a schema change) pays for initdb.
 *
 * With TEST_DATABASE_URL set (postgres://…): a uniquely named database on that server,
 * migrated, and dropped again by `close()`.
 */
export function openTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  return url ? openPostgresTestDatabase(url) : openPgliteTestDatabase();
}

let template: Promise<Blob> | undefined;

function templateCacheFile(): string {
  const hash = createHash("sha256");
  const pglitePackage = path.join(
    path.dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite")),
    "..",
    "package.json",
  );
  hash.update(readFileSync(pglitePackage));
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const full = path.join(folder, entry.name);
      hash.update(entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(readFileSync(full));
    }
  };
  walk(migrationsFolder);
  return path.join(os.tmpdir(), `phototheology-pglite-template-${hash.digest("hex").slice(0, 16)}.tar`);
}

async function buildTemplate(): Promise<Blob> {
  const database = await openPglite();
  try {
    await database.migrate();
    // drizzle keeps the driver's client on `$client`; the Database type doesn't expose it.
    const client = (database.db as unknown as { $client: PGlite }).$client;
    return await client.dumpDataDir("none");
  } finally {
    await database.close();
  }
}

/** Where the current process's template came from (a cached file is distrusted if it won't load). */
let templateSource: { cachedFile: string } | undefined;

function pgliteTemplate(): Promise<Blob> {
  template ??= (async () => {
    const file = templateCacheFile();
    try {
      const cached = new Blob([readFileSync(file)]);
      templateSource = { cachedFile: file };
      return cached;
    } catch {
      // Not cached yet (or unreadable): build it and keep it for the next process.
    }
    const blob = await buildTemplate();
    try {
      // Write then rename, so a parallel process never reads a half-written file.
      const partial = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
      writeFileSync(partial, Buffer.from(await blob.arrayBuffer()));
      renameSync(partial, file);
    } catch {
      // A read-only temp folder only costs the next process the initdb.
    }
    return blob;
  })();
  // A failed template should fail this test, not every later one in the process.
  template.catch(() => {
    template = undefined;
  });
  return template;
}

async function openPgliteTestDatabase(): Promise<Database> {
  try {
    return await openPglite({ loadDataDir: await pgliteTemplate() });
  } catch (error) {
    if (!templateSource) throw error;
    // A cached dump that no longer loads: drop it and build a fresh template once.
    rmSync(templateSource.cachedFile, { force: true });
    templateSource = undefined;
    template = undefined;
    return openPglite({ loadDataDir: await pgliteTemplate() });
  }
}

async function withAdminClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function openPostgresTestDatabase(adminUrl: string): Promise<Database> {
  // Lower-case letters and digits only, so the name needs no quoting rules beyond the quotes.
  const name = `pt_test_${randomBytes(6).toString("hex")}`;
  await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;

  const drop = () =>
    withAdminClient(adminUrl, async (client) => {
      await client.query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()",
        [name],
      );
      await client.query(`DROP DATABASE IF EXISTS "${name}"`);
    });

  let database: Database | undefined;
  try {
    database = await openPostgres(url.toString());
    await database.migrate();
  } catch (error) {
    await database?.close().catch(() => undefined);
    await drop();
    throw error;
  }
  const opened = database;

  let closing: Promise<void> | undefined;
  return {
    ...opened,
    close: () => {
      closing ??= (async () => {
        try {
          await opened.close();
        } finally {
          await drop();
        }
      })();
      return closing;
    },
  };
}
