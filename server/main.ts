import type { Server } from "node:http";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { createAuth } from "./auth/auth";
import { type Clock, createOffsetClock, systemClock } from "./clock";
import { openDatabase } from "./db/client";
import type { Env } from "./env";
import { createLogger, type Logger } from "./logger";
import { createOutboxMailer } from "./services/mailer/outbox-mailer";
import { createSmtpMailer } from "./services/mailer/smtp-mailer";

export const defaultClientDir = fileURLToPath(new URL("../dist/client", import.meta.url));

export type RunningServer = { url: string; port: number; stop(): Promise<void> };

/**
 * Starts the whole server: database (migrated), mailer, auth, HTTP. `stop()` stops accepting,
 * closes open sockets, then closes the database, so PGlite's files are never left half-written.
 */
export async function startServer(
  env: Env,
  options: { clock?: Clock; logger?: Logger; clientDir?: string } = {},
): Promise<RunningServer> {
  const logger = options.logger ?? createLogger(env.logLevel);
  const testClock = env.enableTestRoutes ? createOffsetClock() : undefined;
  const clock = options.clock ?? testClock ?? systemClock;
  const database = await openDatabase(env);
  await database.migrate();
  const mailer = env.smtpUrl ? createSmtpMailer(env.smtpUrl, env.mailFrom) : createOutboxMailer(database.db, logger);
  const auth = createAuth({
    db: database.db,
    mailer,
    logger,
    clock,
    secret: env.authSecret,
    publicUrl: env.publicUrl,
    rateLimitMax: env.authRateLimitMax,
  });
  const app = createApp({
    database,
    auth,
    mailer,
    logger,
    clock,
    checkoutUrls: env.checkoutUrls,
    testClock,
    clientDir: options.clientDir ?? defaultClientDir,
  });

  const server = await new Promise<Server>((resolve) => {
    const started = serve({ fetch: app.fetch, port: env.port, hostname: env.host }, () => resolve(started as Server));
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.port;
  logger.info({ port, database: database.kind, mailer: mailer.kind }, `Phototheology is listening on ${env.publicUrl}`);

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await mailer.close();
      await database.close();
      logger.info("server stopped cleanly");
    })();
    return stopping;
  };
  return { url: `http://127.0.0.1:${port}`, port, stop };
}
