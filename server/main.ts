import type { Server } from "node:http";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { createAuth } from "./auth/auth";
import { type Clock, createOffsetClock, systemClock } from "./clock";
import { type Database, openDatabase } from "./db/client";
import type { Env } from "./env";
import { createLogger, type Logger } from "./logger";
import { createScheduler } from "./jobs/scheduler";
import { createAiRuntime } from "./modules/ai/ai.runtime";
import { runProphecyBriefing } from "./modules/prophecy/briefing-job";
import { ensureEditions } from "./modules/hunts/editions.service";
import { ensureWeeklyRooms } from "./modules/escape/escape.service";
import { gameTopicRefusal, sweepMatches } from "./modules/chess/chess.service";
import { chessCommands } from "./modules/chess/chess-commands";
import { createChessWaker } from "./modules/chess/chess-waker";
import { createBibleSource } from "./modules/bible/bible-data";
import { bibleSearchFor } from "./modules/bible-search/bible-search.service";
import { createOnlineCountPusher } from "./modules/presence/presence.service";
import { sendStudentRenewalReminders } from "./modules/student/student-reminders";
import { roomTopicRefusal } from "./modules/live-study/room-authorizer";
import { sweepLiveStudy } from "./modules/live-study/sweep";
import { announceAchievements } from "./modules/achievements/announcer";
import { type Bus, createBus } from "./realtime/bus";
import { createHub, type Hub } from "./realtime/hub";
import { createOutboxMailer } from "./services/mailer/outbox-mailer";
import { createStripePayments } from "./services/payments/stripe-payments";
import { createSmtpMailer } from "./services/mailer/smtp-mailer";
import { createObjectStorage } from "./services/storage/storage";
import { seedCuratedImages } from "./modules/images/curated-seed";

export const defaultClientDir = fileURLToPath(new URL("../dist/client", import.meta.url));

export type RunningServer = {
  url: string;
  port: number;
  /** The realtime bus and hub of this instance (tests publish through the bus and watch the hub). */
  bus: Bus;
  hub: Hub;
  stop(): Promise<void>;
};

/**
 * Starts the whole server: database (migrated), mailer, auth, realtime bus and hub, HTTP + WebSocket.
 * `stop()` stops accepting, closes open sockets (HTTP and WebSocket), the bus, then the database,
 * so PGlite's files are never left half-written and no event is published into a closed pool.
 */
export async function startServer(
  env: Env,
  options: {
    clock?: Clock;
    logger?: Logger;
    clientDir?: string;
    /** An already opened database (tests: a cloned template); migrated here and closed by stop(). */
    database?: Database;
  } = {},
): Promise<RunningServer> {
  const logger = options.logger ?? createLogger(env.logLevel);
  const testClock = env.enableTestRoutes ? createOffsetClock() : undefined;
  const clock = options.clock ?? testClock ?? systemClock;
  const database =
    options.database ??
    (await openDatabase(env, {
      onIdleError: (error) => logger.warn({ err: error }, "database connection lost; the pool replaces it"),
    }));
  await database.migrate();
  const mailer = env.smtpUrl
    ? createSmtpMailer(env.smtpUrl, env.mailFrom)
    : createOutboxMailer(database.db, logger);
  // The bus comes before auth: the sign-up hook publishes a referral notice to the referrer.
  const bus = await createBus(database, logger);
  const auth = createAuth({
    db: database.db,
    mailer,
    logger,
    clock,
    secret: env.authSecret,
    publicUrl: env.publicUrl,
    rateLimitMax: env.authRateLimitMax,
    bus,
    passwordHashing: env.nodeEnv === "test" ? "test" : "standard",
  });
  const bible = createBibleSource();
  const hub = createHub({
    auth,
    bus,
    logger,
    publicUrl: env.publicUrl,
    // games.md §4.14: a match's topic is followed by its players, or by a member who may join it.
    // screens.md §8.3: a live room's topic by its current members (not removed).
    authorizers: {
      game: (actor, id) => gameTopicRefusal(database.db, actor, id),
      room: (actor, id) => roomTopicRefusal(database.db, actor, id),
    },
    commands: chessCommands({
      db: database.db,
      clock,
      logger,
      bible,
      bus,
      testHooks: env.nodeEnv !== "production",
      wake: createChessWaker({ db: database.db, clock, logger, bible, bus }).wake,
    }),
  });
  const onlineCount = createOnlineCountPusher({ db: database.db, clock, bus, logger });
  const storage = createObjectStorage(env.storage);
  const app = createApp({
    database,
    auth,
    mailer,
    logger,
    clock,
    bus,
    hub,
    onlineCount,
    bible,
    checkoutUrls: env.checkoutUrls,
    ministryLinks: env.ministryLinks,
    payments: env.stripe
      ? { provider: createStripePayments(env.stripe), publicUrl: env.publicUrl }
      : undefined,
    testClock,
    gameTestHooks: env.nodeEnv !== "production",
    ai: env.ai,
    warmOfflineEngine: true,
    clientDir: options.clientDir ?? defaultClientDir,
    storage,
  });
  // The Bible Image Library's curated cards (ai.md §3.11), added once when missing; requests are served meanwhile.
  // stop() aborts it: it checks after every wait, so it never starts a write into a closed database.
  const seedAbort = new AbortController();
  void seedCuratedImages({
    db: database.db,
    storage,
    bible,
    clock,
    logger,
    signal: seedAbort.signal,
  }).catch((error: unknown) => {
    if (!seedAbort.signal.aborted)
      logger.warn({ err: error }, "curated Bible images could not be seeded (tried again on next start)");
  });
  // The KJV search index is built in the background; requests are served meanwhile (searches wait for it).
  bibleSearchFor(bible, { logger })
    .warm("kjv")
    .catch(() => undefined); // failures are logged by the search

  // The weekly briefing's own AI runtime, created at its first run.
  let briefingRuntime: ReturnType<typeof createAiRuntime> | undefined;
  // Background jobs on this instance (each claims its work in the database, so several instances are fine).
  const scheduler = createScheduler(
    [
      {
        name: "student-renewal-reminders",
        intervalMs: 60 * 60 * 1000,
        run: () =>
          sendStudentRenewalReminders({ db: database.db, mailer, clock, logger, publicUrl: env.publicUrl }),
      },
      // games.md §4.20: the treasure hunt's daily edition at 06:00 UTC (inserted once per date, whichever instance).
      {
        name: "treasure-hunt-editions",
        intervalMs: 5 * 60 * 1000,
        run: () => ensureEditions({ db: database.db, clock, logger }),
      },
      // screens.md §3.10: the toast and the bell for badges earned in committed transactions (claimed per row).
      {
        name: "achievement-announcer",
        intervalMs: 1_000,
        run: () => announceAchievements({ db: database.db, bus, clock, logger }),
      },
      // screens.md §8.3: live rooms — 60 s presence time-outs, host hand-over after 2 minutes, idle close after 24 h.
      {
        name: "live-study-sweep",
        intervalMs: 5_000,
        run: () => sweepLiveStudy({ db: database.db, clock, logger, bus }),
      },
      // games.md §4.14: Chain Chess timeouts, forfeits and bot moves due (every read settles a match too).
      {
        name: "chain-chess-sweep",
        intervalMs: 5_000,
        run: () => sweepMatches({ db: database.db, clock, logger, bible, bus }),
      },
      // games.md §4.21: this week's six escape rooms, published from Monday 00:00 UTC (one set per week).
      {
        name: "escape-weekly-rooms",
        intervalMs: 5 * 60 * 1000,
        run: () => ensureWeeklyRooms(database.db, clock.now()),
      },
      // ai.md §3.6: the weekly theme briefing, only when PROPHECY_BRIEFING_CRON is set (model mode only; the slot
      // is claimed in the database, so one instance publishes it).
      ...(env.ai.prophecyBriefingCron
        ? [
            {
              name: "prophecy-weekly-briefing",
              intervalMs: 10 * 60 * 1000,
              run: () =>
                runProphecyBriefing({
                  db: database.db,
                  runtime: (briefingRuntime ??= createAiRuntime({ config: env.ai, clock, logger, bible })),
                  clock,
                  logger,
                  cron: env.ai.prophecyBriefingCron,
                  delivery: { db: database.db, bus, mailer, logger, publicUrl: env.publicUrl },
                }),
            },
          ]
        : []),
    ],
    { logger },
  );

  const server = await new Promise<Server>((resolve) => {
    const started = serve(
      { fetch: app.fetch, port: env.port, hostname: env.host, websocket: { server: hub.wss } },
      () => resolve(started as Server),
    );
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.port;
  logger.info(
    { port, database: database.kind, mailer: mailer.kind, bus: bus.kind },
    `Phototheology is listening on ${env.publicUrl}`,
  );

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      onlineCount.close(); // no more recounts or pushes
      await scheduler.stop(); // no new job runs; a running one finishes before the database closes
      // server.close waits for every socket, upgraded WebSockets included: the hub says goodbye to those.
      await Promise.all([
        new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        }),
        hub.close(),
      ]);
      await bus.close();
      await mailer.close();
      seedAbort.abort();
      await database.close();
      logger.info("server stopped cleanly");
    })();
    return stopping;
  };
  return { url: `http://127.0.0.1:${port}`, port, bus, hub, stop };
}
