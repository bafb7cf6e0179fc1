import { existsSync } from "node:fs";
import path from "node:path";
import { Hono } from "hono";
import { requestId } from "hono/request-id";
import { secureHeaders } from "hono/secure-headers";
import { HTTPException } from "hono/http-exception";
import type { Database } from "./db/client";
import type { Clock } from "./clock";
import type { Logger } from "./logger";
import type { Mailer } from "./services/mailer/mailer";
import { type Auth, clientIpHeader } from "./auth/auth";
import type { AppEnv } from "./http/app-env";
import { mountClient } from "./http/client-assets";
import { compressResponses } from "./http/compress";
import { AppError, errorBody, internalError, notFound } from "./http/errors";
import { clientAddress } from "./http/client-address";
import { limitBodySize, refuseNulAndMalformedJson, requireSameOrigin } from "./http/request-guards";
import type { AiEnv } from "./env";
import { aiAdminRoutes, aiRoutes } from "./modules/ai/ai.routes";
import { createAiRuntime } from "./modules/ai/ai.runtime";
import { roomStudyRoutes, verseStudyRoutes } from "./modules/ai-study/ai-study.routes";
import { accessCodeAdminRoutes, accessRoutes } from "./modules/access-codes/access-codes.routes";
import { adminUserRoutes } from "./modules/admin-users/admin-users.routes";
import { muteAdminRoutes, myMuteRoutes } from "./modules/mutes/mutes.routes";
import { annotationRoutes } from "./modules/annotations/annotations.routes";
import { bibleRenderedRoutes } from "./modules/bible-rendered/bible-rendered.routes";
import type { BibleSource } from "./modules/bible/bible-data.types";
import { bibleRoutes } from "./modules/bible/bible.routes";
import { bibleSearchRoutes } from "./modules/bible-search/bible-search.routes";
import { billingRoutes, webhookRoutes } from "./modules/billing/billing.routes";
import type { PaymentsDeps } from "./modules/billing/billing.service";
import { drillRoutes } from "./modules/drills/drills.routes";
import { equationRoutes } from "./modules/equations/equations.routes";
import { liveStudyRoutes } from "./modules/live-study/live-study.routes";
import { communityAdminRoutes, communityRoutes } from "./modules/community/community.routes";
import { achievementRoutes } from "./modules/achievements/achievements.routes";
import { feedbackAdminRoutes, feedbackRoutes } from "./modules/feedback/feedback.routes";
import { leaderboardRoutes } from "./modules/leaderboard/leaderboard.routes";
import { flashcardRoutes } from "./modules/flashcards/flashcards.routes";
import { criticsRoutes } from "./modules/critics/critics.routes";
import { imageRoutes, imageUploadPath } from "./modules/images/images.routes";
import type { ObjectStorage } from "./services/storage/storage";
import { certificateRoutes } from "./modules/certificates/certificates.routes";
import { challengeRoutes } from "./modules/challenges/challenges.routes";
import { courseRoutes } from "./modules/courses/courses.routes";
import { trainingRoutes } from "./modules/training/training.routes";
import type { MinistryLinks } from "./env";
import { ministryRoutes } from "./modules/ministry/ministry.routes";
import { notificationRoutes } from "./modules/notifications/notifications.routes";
import { prophecyRoutes } from "./modules/prophecy/prophecy.routes";
import { researchRoutes } from "./modules/research/research.routes";
import { sermonRoutes } from "./modules/sermons/sermons.routes";
import { memoryRoutes } from "./modules/memory/memory.routes";
import { moderationAdminRoutes, reportRoutes } from "./modules/moderation/moderation.routes";
import { onboardingRoutes } from "./modules/onboarding/onboarding.routes";
import type { BankSource } from "./modules/palace/palace.access";
import { palaceRoutes } from "./modules/palace/palace.routes";
import { outboxRoutes } from "./modules/outbox/outbox.routes";
import { planRoutes } from "./modules/plans/plans.routes";
import { presenceRoutes } from "./modules/presence/presence.routes";
import type { OnlineCountPusher } from "./modules/presence/presence.service";
import { profileRoutes } from "./modules/profile/profile.routes";
import { quarterlyRoutes } from "./modules/quarterly/quarterly.routes";
import { referralRoutes } from "./modules/referrals/referrals.routes";
import { partnerRoutes } from "./modules/partners/partners.routes";
import { reviewRoutes } from "./modules/review/review.routes";
import { studentRoutes } from "./modules/student/student.routes";
import { settingsRoutes } from "./modules/settings/settings.routes";
import { trialRoutes } from "./modules/trial/trial.routes";
import { testSupportRoutes } from "./modules/test-support/test-support.routes";
import { gamesRoutes } from "./modules/games/games.routes";
import { huntsRoutes } from "./modules/hunts/hunts.routes";
import { escapeRoutes } from "./modules/escape/escape.routes";
import { adventureDraftRoutes } from "./modules/adventure-drafts/adventure-drafts.routes";
import { canDraftFor } from "./modules/adventure-drafts/adventure-drafts.service";
import { chessRoutes } from "./modules/chess/chess.routes";
import { createChessWaker } from "./modules/chess/chess-waker";
import type { Bus } from "./realtime/bus";
import type { Hub } from "./realtime/hub";

export type AppDeps = {
  database: Database;
  auth: Auth;
  mailer: Mailer;
  logger: Logger;
  clock: Clock;
  /** Realtime (server/realtime): services publish to the bus; the hub serves /api/realtime. */
  bus: Bus;
  hub: Hub;
  /** Pushes the online count on stats:online (presence); startServer stops its timer. */
  onlineCount: OnlineCountPusher;
  /** External checkout links per paid plan (CHECKOUT_URL_*). */
  checkoutUrls?: { essential: string | undefined; premium: string | undefined };
  /** Power of the Lamb's addresses (POWER_OF_THE_LAMB_*). */
  ministryLinks?: MinistryLinks;
  /** Stripe Checkout, webhook and billing portal (STRIPE_*); absent → the checkout links above. */
  payments?: PaymentsDeps;
  /** Present only when ENABLE_TEST_ROUTES is on (end-to-end server): mounts /api/test. */
  testClock?: { setOffset(ms: number): void; now(): Date };
  /** The Bible texts, loaded lazily and shared by every module that reads verses (bible, search, memory). */
  bible: BibleSource;
  /** The palace's question banks; tests may pass a fixture (default: server/modules/palace/banks). */
  palaceBanks?: BankSource;
  /** The AI layer's configuration (env.ai): provider, health and offline engine are created from it once. */
  ai: AiEnv;
  /** Start loading the offline study engine's data at once (the server; tests load it on first use). */
  warmOfflineEngine?: boolean;
  /** Games test hooks (games.md §3.13: seeds); never in production. */
  gameTestHooks?: boolean;
  /** Folder of the built client (index.html + assets/); absent in API-only tests. */
  clientDir?: string;
  /** Object storage for files (Bible images): local disk under DATA_DIR or S3-compatible (env.storage). */
  storage: ObjectStorage;
};

const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // React sets style attributes (progress bars, positioning); no inline scripts are allowed.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", "data:", "blob:"],
  fontSrc: ["'self'", "data:"],
  connectSrc: ["'self'", "ws:", "wss:"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

function apiRoutes(deps: AppDeps) {
  const { database, auth, clock } = deps;
  const ai = createAiRuntime({
    config: deps.ai,
    clock,
    logger: deps.logger,
    bible: deps.bible,
    warm: deps.warmOfflineEngine,
  });
  const chessWaker = createChessWaker({
    db: database.db,
    clock,
    logger: deps.logger,
    bible: deps.bible,
    bus: deps.bus,
  });
  // New notifications reach members over realtime (and mail with SMTP); staff decisions in the moderation queue
  // deliver through it too, once their transaction has committed.
  const delivery = {
    db: database.db,
    bus: deps.bus,
    mailer: deps.mailer,
    logger: deps.logger,
    publicUrl: publicUrlOf(auth),
  };
  // games.md §3.13: test hooks are refused in production; this one is ignored there, and said so once.
  if (deps.ai.gamesAiDisabledIgnored)
    deps.logger.warn("GAMES_AI_DISABLED is a test hook: ignored with NODE_ENV=production");
  return (
    new Hono<AppEnv>()
      .route("/profile", profileRoutes({ db: database.db, clock, auth }))
      .route("/onboarding", onboardingRoutes({ db: database.db, clock, auth }))
      .route("/trial", trialRoutes({ db: database.db, clock, auth }))
      .route("/settings", settingsRoutes({ db: database.db, clock, auth }))
      .route(
        "/plans",
        planRoutes({
          db: database.db,
          clock,
          auth,
          checkoutUrls: deps.checkoutUrls,
          payments: deps.payments,
        }),
      )
      .route("/billing", billingRoutes({ db: database.db, clock, auth, payments: deps.payments }))
      .route("/webhooks", webhookRoutes({ db: database.db, clock, payments: deps.payments }))
      .route("/presence", presenceRoutes({ db: database.db, clock, auth, onlineCount: deps.onlineCount }))
      .route("/realtime", deps.hub.routes)
      .route("/student", studentRoutes({ db: database.db, clock, auth, mailer: deps.mailer }))
      .route("/referrals", referralRoutes({ db: database.db, clock, auth }))
      .route("/partners", partnerRoutes({ db: database.db, clock, auth, bus: deps.bus, delivery }))
      .route("/access", accessRoutes({ db: database.db, clock, auth }))
      .route("/admin/access-codes", accessCodeAdminRoutes({ db: database.db, clock, auth }))
      .route("/admin/users", adminUserRoutes({ db: database.db, clock, auth, bus: deps.bus }))
      .route("/admin/mutes", muteAdminRoutes({ db: database.db, clock, auth, bus: deps.bus }))
      .route("/mutes", myMuteRoutes({ db: database.db, clock, auth, bus: deps.bus }))
      .route(
        "/palace",
        palaceRoutes({
          db: database.db,
          clock,
          auth,
          banks: deps.palaceBanks,
          delivery: { bus: deps.bus, logger: deps.logger },
        }),
      )
      .route(
        "/games",
        gamesRoutes({
          db: database.db,
          clock,
          auth,
          bible: deps.bible,
          testHooks: deps.gameTestHooks ?? false,
          ai,
        }),
      )
      .route(
        "/hunts",
        huntsRoutes({
          db: database.db,
          clock,
          auth,
          bible: deps.bible,
          testHooks: deps.gameTestHooks ?? false,
          canDraft: (context) => canDraftFor(context, ai),
        }),
      )
      .route(
        "/chain-chess",
        chessRoutes({
          db: database.db,
          clock,
          auth,
          bible: deps.bible,
          bus: deps.bus,
          testHooks: deps.gameTestHooks ?? false,
          wake: chessWaker.wake,
        }),
      )
      .route(
        "/escape",
        escapeRoutes({
          db: database.db,
          clock,
          auth,
          testHooks: deps.gameTestHooks ?? false,
          canDraft: (context) => canDraftFor(context, ai),
        }),
      )
      .route("/admin/adventure-drafts", adventureDraftRoutes({ db: database.db, clock, auth, runtime: ai }))
      .route("/review", reviewRoutes({ db: database.db, clock, auth }))
      .route(
        "/bible/search",
        bibleSearchRoutes({ db: database.db, clock, auth, bible: deps.bible, logger: deps.logger }),
      )
      // The member's annotations first: their guards are per route, so they never reach the text routes.
      .route("/bible", annotationRoutes({ db: database.db, clock, auth }))
      .route("/bible", bibleRoutes({ db: database.db, clock, auth, bible: deps.bible }))
      .route("/memory", memoryRoutes({ db: database.db, clock, auth, bible: deps.bible }))
      .route("/bible-rendered", bibleRenderedRoutes({ db: database.db, clock, auth }))
      .route("/quarterly", quarterlyRoutes({ db: database.db, clock, auth }))
      // The room and verse assistant's structured tools before the chat routes (their own guards).
      .route("/ai/room", roomStudyRoutes({ db: database.db, clock, auth, runtime: ai, bible: deps.bible }))
      .route("/ai/verse", verseStudyRoutes({ db: database.db, clock, auth, runtime: ai, bible: deps.bible }))
      .route("/ai", aiRoutes({ db: database.db, clock, auth, ai }))
      .route("/flashcards", flashcardRoutes({ db: database.db, clock, auth, runtime: ai, bible: deps.bible }))
      .route("/critics", criticsRoutes({ db: database.db, clock, auth, runtime: ai }))
      .route(
        "/images",
        imageRoutes({ db: database.db, clock, auth, runtime: ai, bible: deps.bible, storage: deps.storage }),
      )
      .route("/prophecy", prophecyRoutes({ db: database.db, clock, auth, runtime: ai, delivery }))
      .route("/notifications", notificationRoutes({ db: database.db, clock, auth }))
      .route(
        "/courses",
        courseRoutes({
          db: database.db,
          clock,
          auth,
          bible: deps.bible,
          delivery: { bus: deps.bus, logger: deps.logger },
        }),
      )
      .route("/certificates", certificateRoutes({ db: database.db, clock, auth }))
      .route("/challenges", challengeRoutes({ db: database.db, clock, auth }))
      .route(
        "/ministry",
        ministryRoutes({
          db: database.db,
          clock,
          auth,
          links: deps.ministryLinks ?? { youtubeUrl: null, websiteUrl: null },
        }),
      )
      .route("/equations", equationRoutes({ db: database.db, clock, auth }))
      .route("/live-study", liveStudyRoutes({ db: database.db, clock, auth, bus: deps.bus }))
      .route("/community", communityRoutes({ db: database.db, clock, auth, bus: deps.bus }))
      .route("/admin/community", communityAdminRoutes({ db: database.db, clock, auth, bus: deps.bus }))
      .route("/achievements", achievementRoutes({ db: database.db, clock, auth }))
      .route("/leaderboard", leaderboardRoutes({ db: database.db, clock, auth }))
      .route("/feedback", feedbackRoutes({ db: database.db, clock, auth }))
      .route("/admin/feedback", feedbackAdminRoutes({ db: database.db, clock, auth, delivery }))
      .route("/drills", drillRoutes({ db: database.db, clock, auth }))
      .route(
        "/training",
        trainingRoutes({ db: database.db, clock, auth, delivery: { bus: deps.bus, logger: deps.logger } }),
      )
      .route("/research", researchRoutes({ db: database.db, clock, auth, runtime: ai, bible: deps.bible }))
      .route("/sermons", sermonRoutes({ db: database.db, clock, auth, runtime: ai, bible: deps.bible }))
      .route("/admin/ai", aiAdminRoutes({ db: database.db, clock, auth, ai }))
      .route(
        "/reports",
        reportRoutes({ db: database.db, clock, auth, services: { delivery, storage: deps.storage } }),
      )
      .route(
        "/admin/moderation",
        moderationAdminRoutes({
          db: database.db,
          clock,
          auth,
          services: { delivery, storage: deps.storage },
        }),
      )
      .route(
        "/admin/outbox",
        outboxRoutes({ db: database.db, clock, auth, smtpConfigured: deps.mailer.kind === "smtp" }),
      )
      .all("/auth/*", (c) => {
        // The rate limiter and the session list key on the peer address; we set it ourselves so
        // a client cannot choose its own by sending a header.
        const headers = new Headers(c.req.raw.headers);
        headers.delete(clientIpHeader);
        const address = clientAddress(c);
        if (address) headers.set(clientIpHeader, address);
        return auth.handler(new Request(c.req.raw, { headers }));
      })
      .all("*", () => {
        throw notFound("API endpoint");
      })
  );
}

/** PUBLIC_URL, as better-auth was given it: the one origin our pages are served from. */
function publicUrlOf(auth: Auth): string {
  const baseURL = auth.options.baseURL;
  if (typeof baseURL !== "string") throw new Error("better-auth was created without a baseURL (PUBLIC_URL)");
  return baseURL;
}

export function createApp(deps: AppDeps) {
  const { database, logger } = deps;
  const app = new Hono<AppEnv>();

  app.use(requestId());
  app.use(async (c, next) => {
    const started = performance.now();
    const requestLogger = logger.child({ requestId: c.var.requestId });
    c.set("logger", requestLogger);
    await next();
    requestLogger.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      "request",
    );
  });
  app.use(
    secureHeaders({
      contentSecurityPolicy,
      xFrameOptions: "DENY",
      xContentTypeOptions: "nosniff",
      referrerPolicy: "strict-origin-when-cross-origin",
      crossOriginEmbedderPolicy: false,
    }),
  );

  // Before any route reads a body: size, provenance, then content (server/http/request-guards.ts).
  const signedBySender = (requestPath: string) => requestPath.startsWith("/api/webhooks/");
  // Image uploads (≤ 5 MB) have their own limit on their route (modules/images/images.routes.ts).
  const generalBodyLimit = limitBodySize();
  app.use((c, next) => (c.req.path === imageUploadPath ? next() : generalBodyLimit(c, next)));
  app.use("/api/*", requireSameOrigin(publicUrlOf(deps.auth), signedBySender));
  app.use("/api/*", refuseNulAndMalformedJson(signedBySender));

  app.onError((error, c) => {
    if (error instanceof AppError) return c.json(errorBody(error), error.status);
    if (error instanceof HTTPException && error.status < 500) {
      return c.json(
        { error: { code: "bad_request", message: error.message || "Bad request" } },
        error.status,
      );
    }
    (c.var.logger ?? logger).error({ err: error }, "unhandled error");
    return c.json(errorBody(internalError()), 500);
  });

  app.get("/healthz", (c) => c.json({ status: "ok" }));
  app.get("/readyz", async (c) => {
    try {
      await database.ping();
      return c.json({ status: "ready", database: database.kind });
    } catch {
      return c.json({ status: "unavailable", database: database.kind }, 503);
    }
  });

  if (deps.testClock)
    app.route(
      "/api/test",
      testSupportRoutes({ db: database.db, clock: deps.testClock, palaceBanks: deps.palaceBanks }),
    );
  // JSON answers go out brotli- or gzip-compressed when the client accepts it (the built client's files are
  // compressed at build time and served as they are: http/client-assets.ts).
  app.use("/api/*", compressResponses());
  const api = apiRoutes(deps);
  app.route("/api", api);

  if (deps.clientDir && existsSync(path.join(deps.clientDir, "index.html"))) {
    mountClient(app, deps.clientDir);
  }
  return app;
}

export type AppType = ReturnType<typeof apiRoutes>;
