import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The common face of both drivers; services and queries take this type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /** Set for a PostgreSQL server: the realtime bus opens its own LISTEN connection with it. */
  connectionString?: string;
  /** Apply committed migrations (idempotent). */
  migrate(): Promise<void>;
  /** A quick round trip, for /readyz. */
  ping(): Promise<void>;
  close(): Promise<void>;
};

/** An arbitrary constant naming "Phototheology's migrations" among PostgreSQL advisory locks. */
export const migrationLockKey = 7_140_511_802;

export const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

/** Embedded PostgreSQL (PGlite). `dataDir` undefined → in memory; `loadDataDir` clones a template. */
export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<Database> {
  if (options.dataDir) mkdirSync(path.dirname(options.dataDir), { recursive: true });
  const client = await PGlite.create(options.dataDir, { loadDataDir: options.loadDataDir });
  const db = drizzlePglite({ client, schema, casing: "snake_case" }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    migrate: async () => {
      await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder });
    },
    ping: async () => {
      await client.query("select 1");
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

export function openPostgres(
  connectionString: string,
  options: { onIdleError?: (error: Error) => void } = {},
): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle pooled connection can be cut by the server (restart, failover, or a test database being dropped while
  // a connection is still closing). Without a listener node-postgres re-throws that as an uncaught exception and
  // takes the process down; the pool already discards the broken client, so it is enough to report it.
  pool.on("error", (error) => options.onIdleError?.(error));
  const db = drizzleNodePg({ client: pool, schema, casing: "snake_case" }) as unknown as Db;
  let closed = false;
  return Promise.resolve({
    db,
    kind: "postgres",
    connectionString,
    migrate: async () => {
      // Several instances may start at once on one database: the first to take the lock migrates, the
      // others wait for it and then find nothing left to do (drizzle skips applied migrations).
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [migrationLockKey]);
        try {
          await migrateNodePg(drizzleNodePg({ client, schema }), { migrationsFolder });
        } finally {
          await client.query("select pg_advisory_unlock($1)", [migrationLockKey]);
        }
      } finally {
        client.release();
      }
    },
    ping: async () => {
      await pool.query("select 1");
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  });
}

export function openDatabase(
  config: { databaseUrl: string | undefined; dataDir: string },
  options: { onIdleError?: (error: Error) => void } = {},
): Promise<Database> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, options)
    : openPglite({ dataDir: path.join(config.dataDir, "pglite") });
}
