import { afterAll, afterEach, beforeAll } from "vitest";
import type { BuiltUser } from "./factories";
import {
  createMember,
  grantRole,
  type MemberOptions,
  type PlanOptions,
  setPlan,
  type TestMember,
  type TestPlan,
  type TestRole,
} from "./members";
import {
  buildTestApp,
  type RequestOptions,
  type TestApp,
  type TestAppOptions,
  type TestClient,
  type TestClock,
} from "./test-app";
import { type TypedClient, typedClient } from "./typed-client";

export type UseTestAppOptions = TestAppOptions & {
  /**
   * false: the clock is not set back after each test, for files whose tests move it on past what
   * earlier tests left behind (presence: everyone seen before is an hour ago).
   */
  resetClock?: boolean;
};

/** What a test file gets from useTestApp: usable inside tests and hooks (the app is built in beforeAll). */
export type TestAppHandle = {
  /** Everything buildTestApp returned, for what the handle doesn't name (the Hono app, the Bible source). */
  readonly built: TestApp;
  readonly db: TestApp["db"];
  readonly database: TestApp["database"];
  readonly clock: TestClock;
  readonly auth: TestApp["auth"];
  readonly bus: TestApp["bus"];
  readonly mailer: TestApp["mailer"];
  readonly onlineCount: TestApp["onlineCount"];
  /** Resolves once the bus has delivered everything published before the call (memory bus or LISTEN/NOTIFY). */
  flushBus: TestApp["flushBus"];
  /** One request through the app, without a cookie jar (e.g. a webhook, a raw body). */
  request: TestApp["request"];
  /** Mail the outbox mailer kept for one address, newest first. */
  outbox: TestApp["outbox"];
  /** A visitor's client: its own cookie jar and peer address, JSON in and out, untyped replies. */
  client(options?: RequestOptions): TestClient;
  /** The typed client (hono/client) sending through `client`'s jar; a new visitor's when omitted. */
  api(client?: TestClient): TypedClient;
  /** A member signed up through the real API, with a plan and roles: `{ client, api, user }`. */
  member(options?: MemberOptions): Promise<TestMember>;
  /** Replaces a member's plan (e.g. a subscription that lapses mid-test). */
  setPlan(user: Pick<BuiltUser, "userId" | "email">, plan: TestPlan, options?: PlanOptions): Promise<void>;
  grantRole(user: Pick<BuiltUser, "email">, role: TestRole): Promise<void>;
};

/**
 * The real app on a fresh database for the tests of this file or `describe` block: built in
 * beforeAll, closed in afterAll, and its clock set back after each test to where it stood when
 * the app was built (tests move it freely; `resetClock: false` lets it run on). `options` may be a function, read in beforeAll, when
 * it needs something an earlier beforeAll started (an SMTP sink, a fake Stripe).
 *
 *   const app = useTestApp({ clock: createTestClock(start) });
 *   test("…", async () => {
 *     const { api } = await app.member({ plan: "premium" });
 *     expect((await api.settings.$get()).status).toBe(200);
 *   });
 */
export function useTestApp(
  options: UseTestAppOptions | (() => UseTestAppOptions | Promise<UseTestAppOptions>) = {},
): TestAppHandle {
  let built: TestApp | undefined;
  let builtAt: Date | undefined;

  beforeAll(async () => {
    const { resetClock = true, ...appOptions } = typeof options === "function" ? await options() : options;
    built = await buildTestApp(appOptions);
    builtAt = resetClock ? built.clock.now() : undefined;
  });
  afterEach(() => {
    if (built && builtAt) built.clock.set(builtAt);
  });
  afterAll(async () => {
    await built?.close();
  });

  const app = (): TestApp => {
    if (!built) throw new Error("useTestApp: the app is built in beforeAll; use it inside tests and hooks");
    return built;
  };
  const memberContext = () => ({
    db: app().db,
    clock: app().clock,
    createClient: (clientOptions?: RequestOptions) => app().createClient(clientOptions),
  });

  return {
    get built() {
      return app();
    },
    get db() {
      return app().db;
    },
    get database() {
      return app().database;
    },
    get clock() {
      return app().clock;
    },
    get auth() {
      return app().auth;
    },
    get bus() {
      return app().bus;
    },
    get mailer() {
      return app().mailer;
    },
    get onlineCount() {
      return app().onlineCount;
    },
    flushBus: () => app().flushBus(),
    request: (...args) => app().request(...args),
    outbox: (email) => app().outbox(email),
    client: (requestOptions) => app().createClient(requestOptions),
    api: (client) => typedClient(client ?? app().createClient()),
    member: (memberOptions) => createMember(memberContext(), memberOptions),
    setPlan: (user, plan, planOptions) => setPlan(app(), user, plan, planOptions),
    grantRole: (user, role) => grantRole(app(), user, role),
  };
}
