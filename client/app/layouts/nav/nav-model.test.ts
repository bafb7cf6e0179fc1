import { describe, expect, test } from "vitest";
import type { FeatureEntry } from "@common/constants/features";
import { markLocked } from "./nav-locks";
import { buildMemberNav, buildVisitorNav, isGroupActive, isLinkActive } from "./nav-model";

const entry = (overrides: Partial<FeatureEntry> & Pick<FeatureEntry, "id" | "path">): FeatureEntry => ({
  label: overrides.id,
  menu: null,
  audience: "member",
  entitlement: null,
  live: true,
  ...overrides,
});

const registry: FeatureEntry[] = [
  entry({ id: "home", path: "/", menu: "top", audience: "public" }),
  entry({ id: "pricing", path: "/pricing", menu: "Account", audience: "public", label: "Pricing & Plans" }),
  entry({ id: "bible-reader", path: "/bible/:book/:chapter", menuPath: "/bible/John/3", menu: "top" }),
  entry({ id: "bible-search", path: "/bible/search", menu: "Bible Tools" }),
  entry({ id: "games", path: "/games", menu: "Games", live: false }),
  entry({ id: "profile", path: "/profile", menu: "Account", label: "My Profile" }),
  entry({ id: "dashboard", path: "/dashboard", menu: "Account" }),
  entry({
    id: "admin-access-codes",
    path: "/admin/access-codes",
    menu: "Account",
    audience: "admin",
    label: "Admin",
  }),
  entry({ id: "admin-outbox", path: "/admin/outbox", audience: "admin" }),
  entry({ id: "admin-moderation", path: "/admin/moderation", audience: "staff", label: "Moderation" }),
];

const accountOf = (nav: ReturnType<typeof buildMemberNav>) =>
  nav.groups.find((group) => group.name === "Account")?.items ?? [];

describe("member navigation from the registry", () => {
  test("lists live features only, groups without live items are left out, Account always stays", () => {
    const nav = buildMemberNav({ isAdmin: false }, registry);
    expect(nav.top.map((link) => link.to)).toEqual(["/", "/bible/John/3"]);
    expect(nav.groups.map((group) => group.name)).toEqual(["Bible Tools", "Account"]);
  });

  test("Account lists My Profile and Pricing & Plans first; admin entries only for admins", () => {
    const member = buildMemberNav({ isAdmin: false }, registry).groups.find(
      (group) => group.name === "Account",
    );
    expect(member?.items.map((item) => item.id)).toEqual(["profile", "pricing", "dashboard"]);
    const admin = buildMemberNav({ isAdmin: true }, registry).groups.find(
      (group) => group.name === "Account",
    );
    expect(admin?.items.map((item) => item.id)).toContain("admin-access-codes");
  });

  test("the Admin entry: an admin's leads to the registry's Admin item, a moderator's to the moderation queue", () => {
    const admin = accountOf(buildMemberNav({ isAdmin: true }, registry));
    expect(admin.filter((item) => item.label === "Admin")).toEqual([
      { id: "admin-access-codes", label: "Admin", to: "/admin/access-codes" },
    ]);
    const both = accountOf(buildMemberNav({ isAdmin: true, isModerator: true }, registry));
    expect(both.filter((item) => item.label === "Admin").map((item) => item.to)).toEqual([
      "/admin/access-codes",
    ]);

    const moderator = accountOf(buildMemberNav({ isAdmin: false, isModerator: true }, registry));
    expect(moderator).toEqual([
      { id: "profile", label: "My Profile", to: "/profile" },
      { id: "pricing", label: "Pricing & Plans", to: "/pricing" },
      { id: "dashboard", label: "dashboard", to: "/dashboard" },
      { id: "admin-moderation", label: "Admin", to: "/admin/moderation" },
    ]);
  });

  test("a plain member has no Admin entry, and a moderator none when no staff page is live", () => {
    expect(accountOf(buildMemberNav({ isAdmin: false }, registry)).map((item) => item.label)).not.toContain(
      "Admin",
    );
    const noQueue = registry.map((feature) =>
      feature.id === "admin-moderation" ? { ...feature, live: false } : feature,
    );
    expect(
      accountOf(buildMemberNav({ isAdmin: false, isModerator: true }, noQueue)).map((item) => item.id),
    ).toEqual(["profile", "pricing", "dashboard"]);
  });

  test("the admin-area pages outside the menus never become menu items", () => {
    const nav = buildMemberNav({ isAdmin: true, isModerator: true }, registry);
    const ids = [...nav.top, ...nav.groups.flatMap((group) => group.items)].map((item) => item.id);
    expect(ids).not.toContain("admin-outbox");
    expect(ids).not.toContain("admin-moderation");
  });

  test("visitors see Pricing only when its page is live", () => {
    expect(buildVisitorNav(registry).map((link) => link.to)).toEqual(["/pricing"]);
    expect(buildVisitorNav(registry.map((feature) => ({ ...feature, live: false })))).toEqual([]);
  });
});

describe("locked destinations", () => {
  const planned: FeatureEntry[] = [
    entry({ id: "bible-search", path: "/bible/search", menu: "Bible Tools", entitlement: "bible.search" }),
    entry({
      id: "verse-memory-hall",
      path: "/verse-memory-hall",
      menu: "Bible Tools",
      entitlement: "memory.hall",
    }),
    entry({ id: "kidgpt", path: "/kidgpt", menu: "GPTs", entitlement: "ai.kid_gpt" }),
    entry({ id: "escape-room", path: "/escape-room", menu: "Games", entitlement: "games.escape_room" }),
    entry({ id: "profile", path: "/profile", menu: "Account" }),
  ];
  const lockedIds = (nav: ReturnType<typeof buildMemberNav>) =>
    [...nav.top, ...nav.groups.flatMap((group) => group.items)]
      .filter((item) => item.locked)
      .map((item) => item.id);

  test("a free member sees Essential and Premium items as locked, still listed with their links", () => {
    const nav = markLocked(
      buildMemberNav({ isAdmin: false }, planned),
      { isAdmin: false, access: { plan: "free" } },
      planned,
    );
    expect(lockedIds(nav)).toEqual(["verse-memory-hall", "escape-room", "kidgpt"]);
    const gpts = nav.groups.find((group) => group.name === "GPTs");
    expect(gpts?.items).toEqual([{ id: "kidgpt", label: "kidgpt", to: "/kidgpt", locked: true }]);
  });

  test("Essential unlocks its features (a limited one counts as included); Premium-only stays locked", () => {
    expect(
      lockedIds(
        markLocked(
          buildMemberNav({ isAdmin: false }, planned),
          { isAdmin: false, access: { plan: "essential" } },
          planned,
        ),
      ),
    ).toEqual(["kidgpt"]);
  });

  test("Premium members and admins see nothing locked; unknown access locks nothing", () => {
    expect(
      lockedIds(
        markLocked(
          buildMemberNav({ isAdmin: false }, planned),
          { isAdmin: false, access: { plan: "premium" } },
          planned,
        ),
      ),
    ).toEqual([]);
    expect(
      lockedIds(
        markLocked(
          buildMemberNav({ isAdmin: true }, planned),
          { isAdmin: true, access: { plan: "free" } },
          planned,
        ),
      ),
    ).toEqual([]);
    expect(
      lockedIds(
        markLocked(buildMemberNav({ isAdmin: false }, planned), { isAdmin: false, access: null }, planned),
      ),
    ).toEqual([]);
  });
});

describe("active state", () => {
  const bibleTools = {
    name: "Bible Tools" as const,
    items: [{ id: "bible-search", label: "Bible Search", to: "/bible/search" }],
  };

  test.each([
    ["/bible", true],
    ["/bible/John/3", true],
    ["/bible-rendered-room", true],
    ["/bible/search", true],
    ["/palace", false],
  ])("Bible Tools is active on %s: %s", (pathname, active) => {
    expect(isGroupActive(bibleTools, pathname)).toBe(active);
  });

  test("Home is active only on /", () => {
    const home = { id: "home", label: "Home", to: "/" };
    expect(isLinkActive(home, "/")).toBe(true);
    expect(isLinkActive(home, "/profile")).toBe(false);
  });

  test("a link is active on its own path and below it", () => {
    const profile = { id: "profile", label: "My Profile", to: "/profile" };
    expect(isLinkActive(profile, "/profile")).toBe(true);
    expect(isLinkActive(profile, "/profile/security")).toBe(true);
    expect(isLinkActive(profile, "/profiles")).toBe(false);
  });
});
