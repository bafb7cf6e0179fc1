/**
 * The feature registry: every route of the specification with its label, the menu group it
 * belongs to and the entitlement it needs. The router, the top bar, the mobile side sheet and
 * the entitlement checks all read it, so they never drift apart.
 *
 * `live` marks a feature whose page is built. Only live features appear in menus and in the
 * router; until then the path shows the not-found page. This file holds the live ones (the client's shell
 * carries it, so it stays small); the specification's other routes wait in planned-features.ts, and an
 * issue that builds one moves its entry here with `live: true`.
 */
export const menuGroups = [
  "Bible Tools",
  "Games",
  "GPTs",
  "Spiritual Training",
  "Courses",
  "Community",
  "Account",
] as const;
export type MenuGroup = (typeof menuGroups)[number];

/**
 * Who may open a route: anyone, signed-in members, staff (admins and moderators: the moderation queue), or admins.
 * `staff` and `admin` pages are the admin area (screens §4); a moderator sees only its staff pages.
 */
export type Audience = "public" | "member" | "staff" | "admin";

/** A page of the admin area (the Account menu's Admin entry and the admin tab strip lead to these). */
export const isAdminArea = (audience: Audience) => audience === "staff" || audience === "admin";

/**
 * Whether a signed-in member with these roles may open a page of this audience. Only for what the UI shows (menus,
 * tabs, the guard's no-access card): every admin and staff endpoint checks the role on the server.
 */
export const audienceAllows = (audience: Audience, roles: { isAdmin: boolean; isModerator: boolean }) =>
  audience === "admin" ? roles.isAdmin : audience === "staff" ? roles.isAdmin || roles.isModerator : true;

export type FeatureEntry = {
  /** Stable id; the client maps it to a page module. */
  id: string;
  /** Route pattern in React Router syntax (":param", "?" for optional). */
  path: string;
  /** Where menus link to, when it differs from `path` (e.g. the reader opens John 3). */
  menuPath?: string;
  label: string;
  /** Top-level item ("top"), an item of a group, or not in menus. */
  menu: "top" | MenuGroup | null;
  audience: Audience;
  /** Entitlement key (screens §1.3 and the area documents); null = every member. */
  entitlement: string | null;
  live: boolean;
};

export const member = (
  id: string,
  path: string,
  label: string,
  menu: FeatureEntry["menu"],
  entitlement: string | null,
  extra: Partial<FeatureEntry> = {},
): FeatureEntry => ({ id, path, label, menu, audience: "member", entitlement, live: false, ...extra });

export const features: readonly FeatureEntry[] = [
  // Public
  { id: "home", path: "/", label: "Home", menu: "top", audience: "public", entitlement: null, live: true },
  {
    id: "auth",
    path: "/auth",
    label: "Sign in",
    menu: null,
    audience: "public",
    entitlement: null,
    live: true,
  },
  {
    id: "pricing",
    path: "/pricing",
    label: "Pricing & Plans",
    menu: "Account",
    audience: "public",
    entitlement: null,
    live: true,
  },
  {
    id: "terms",
    path: "/terms",
    label: "Terms of Service",
    menu: null,
    audience: "public",
    entitlement: null,
    live: true,
  },
  {
    id: "privacy",
    path: "/privacy",
    label: "Privacy",
    menu: null,
    audience: "public",
    entitlement: null,
    live: true,
  },
  {
    id: "credits",
    path: "/credits",
    label: "Credits",
    menu: null,
    audience: "public",
    entitlement: null,
    live: true,
  },

  // Account
  member("onboarding", "/onboarding", "Onboarding", null, null, { live: true }),
  member("dashboard", "/dashboard", "Dashboard", "Account", null, { live: true }),
  member("profile", "/profile", "My Profile", "Account", null, { live: true }),
  member("access", "/access", "Access", null, null, { live: true }),
  member("student-verification", "/student-verification", "Student Verification", null, null, { live: true }),
  member("student-verify", "/student-verify", "Student Verification", null, null, { live: true }),
  member("referrals", "/referrals", "Referrals", "Account", null, { live: true }),
  member("certificates", "/certificates", "Certificates", "Account", null, { live: true }),
  member("feedback", "/feedback", "Feedback", "Account", null, { live: true }),
  member("certificate-view", "/certificates/:certificateId", "Certificate", null, null, { live: true }),
  member("live-study", "/live-study", "Live Study", "Community", "community.read", { live: true }),
  member("live-study-room", "/live-study/:roomId", "Live Study Room", null, "community.read", { live: true }),
  member("study-partners", "/study-partners", "Study Partners", "Community", null, { live: true }),
  member("community", "/community", "Community Chat", "Community", "community.read", { live: true }),
  member("leaderboard", "/leaderboard", "Leaderboard", "Community", null, { live: true }),
  member("achievements", "/achievements", "Achievements", "Community", null, { live: true }),
  // screens §2.4: anyone may verify a public certificate, signed in or not
  {
    id: "certificate-public",
    path: "/certificate/:token",
    label: "Certificate",
    menu: null,
    audience: "public",
    entitlement: null,
    live: true,
  },
  {
    ...member("admin-access-codes", "/admin/access-codes", "Admin", "Account", null, { live: true }),
    audience: "admin",
  },
  // screens §4.2 (added route): members, roles, manual access and feedback
  { ...member("admin-users", "/admin/users", "Users", null, null, { live: true }), audience: "admin" },
  { ...member("admin-outbox", "/admin/outbox", "Outbox", null, null, { live: true }), audience: "admin" },
  { ...member("admin-ai", "/admin/ai", "AI", null, null, { live: true }), audience: "admin" },
  // ai.md §1.7, screens §4.3: the moderation queue, for admins and moderators alike
  {
    ...member("admin-moderation", "/admin/moderation", "Moderation", null, null, { live: true }),
    audience: "staff",
  },
  {
    ...member("admin-adventure-drafts", "/admin/adventure-drafts", "Adventure drafts", null, null, {
      live: true,
    }),
    audience: "admin",
  },

  // Palace
  member("palace", "/palace", "The Palace", "top", null, { live: true }),
  member("palace-floor", "/palace/floor/:floorNumber", "Palace floor", null, null, { live: true }),
  member("palace-room", "/palace/floor/:floorNumber/room/:roomId", "Palace room", null, null, { live: true }),
  member("palace-review", "/palace/review", "Palace review", null, null, { live: true }),

  // Bible
  member("bible-reader", "/bible/:book/:chapter", "Bible reader", "top", "bible.read", {
    menuPath: "/bible/John/3",
    live: true,
  }),
  member("bible-home", "/bible", "Phototheology Bible", null, "bible.read", { live: true }),
  member("bible-search", "/bible/search", "Bible Search", "Bible Tools", "bible.search", { live: true }),
  member(
    "bible-rendered-room",
    "/bible-rendered-room",
    "Bible Rendered",
    "Bible Tools",
    "bible.rendered_room",
    { live: true },
  ),
  member("verse-memory-hall", "/verse-memory-hall", "Verse Memory Hall", "Bible Tools", "memory.hall", {
    live: true,
  }),
  // Bible Image Library (ai.md §3.11): every plan opens it at the public gallery; creating needs tools.image_library
  member(
    "bible-image-library",
    "/bible-image-library",
    "Image Library",
    "Bible Tools",
    "tools.image_library",
    { live: true },
  ),
  member(
    "memorization-verses",
    "/memorization-verses",
    "Memorization Verses",
    "Bible Tools",
    "memory.verses",
    { live: true },
  ),
  member("quarterly-study", "/quarterly-study", "Amplified Quarterly", "Bible Tools", "quarterly.amplify", {
    live: true,
  }),
  // Flashcards (ai.md §3.10): a plan without it still opens the page, with a sample result and the upgrade prompt
  member("flashcards", "/flashcards", "Flashcards", "Bible Tools", "tools.flashcards", { live: true }),

  // Games (games.md §1): the hub and the games of the game registry (common/games/registry.ts). Every game route
  // renders the one game page, which reads the registry; a game's plan is checked there and by the server.
  member("games", "/games", "Games Hub", "Games", "games.hub", { live: true }),
  member(
    "game-concentration",
    "/games/concentration",
    "Parallels Concentration",
    null,
    "games.concentration",
    {
      live: true,
    },
  ),
  member("game-palace-cards", "/games/palace-cards", "Palace Cards", null, "games.palace_cards", {
    live: true,
  }),
  member("game-palace-quiz", "/games/palace_quiz/:mode?", "Palace Quiz", null, "games.palace_quiz", {
    live: true,
  }),
  member("game-verse-match", "/games/verse_match/:mode?", "Verse Match", null, "games.verse_match", {
    live: true,
  }),
  member(
    "game-principle-puzzle",
    "/games/principle_puzzle/:mode?",
    "Principle Puzzle",
    null,
    "games.principle_puzzle",
    {
      live: true,
    },
  ),
  // Chain Chess (games.md §4.14): setup (`gameId` = new, mode bot or pvp) or one match; its own page and API.
  member("game-chain-chess", "/games/chain-chess/:gameId/:mode?", "Chain Chess", null, "games.chain_chess", {
    live: true,
  }),
  member("game-generic", "/games/:gameId/:mode?", "Game", null, "games.hub", { live: true }),
  // Kids games (games.md §4.19): the catalogue and one player page for the eight games of the registry's kids list.
  member("kids-games", "/kids-games", "Kids Games", "Games", "games.kids", { live: true }),
  member("kids-game", "/kids-games/:gameId", "Kids Game", null, "games.kids", { live: true }),
  // Treasure hunts (games.md §4.20): the list (every member may browse it) and one edition's page.
  member("treasure-hunt", "/treasure-hunt", "24hr", "Games", "games.treasure_hunt", { live: true }),
  member("treasure-hunt-play", "/treasure-hunt/:huntId", "Treasure Hunt", null, "games.treasure_hunt", {
    live: true,
  }),
  // Escape rooms (games.md §4.21): the list (every member may browse it) and one room's page.
  member("escape-room", "/escape-room", "Escape Rooms", "Games", "games.escape_room", { live: true }),
  member("escape-room-play", "/escape-room/play/:roomId", "Escape Room", null, "games.escape_room", {
    live: true,
  }),

  // AI assistants (ai.md §3.1–3.4): a locked one still opens, with a sample answer and the upgrade prompt
  member("phototheologygpt", "/phototheologygpt", "Phototheology GPT", "GPTs", "ai.phototheology_gpt", {
    live: true,
  }),
  member("apologetics-gpt", "/apologetics-gpt", "Apologetics GPT", "GPTs", "ai.apologetics_gpt", {
    live: true,
  }),
  member(
    "daniel-revelation-gpt",
    "/daniel-revelation-gpt",
    "Daniel-Revelation GPT",
    "GPTs",
    "ai.daniel_revelation_gpt",
    { live: true },
  ),
  member("kidgpt", "/kidgpt", "KidGPT", "GPTs", "ai.kid_gpt", { live: true }),
  member(
    "culture-controversy",
    "/culture-controversy",
    "Culture & Controversy",
    "GPTs",
    "ai.culture_controversy",
    { live: true },
  ),
  member("critics-analysis", "/critics-analysis", "Critics Analysis", "GPTs", "ai.critics_analysis", {
    live: true,
  }),
  // ai.md §3.6: the feed is every plan's; Analyse and Alerts lock inside the page
  member("prophecy-watch", "/prophecy-watch", "Prophecy Watch", "GPTs", "ai.prophecy_watch", { live: true }),
  member("research-mode", "/research-mode", "Research Mode", "GPTs", "ai.research_mode", { live: true }),
  member("sermon-builder", "/sermon-builder", "Sermon Builder", "GPTs", "ai.sermon_builder", { live: true }),

  // Spiritual Training and Courses (screens §7): one course engine; lesson 1 of every course is open to all
  member("spiritual-training", "/spiritual-training", "Art of War", "Spiritual Training", "courses.core", {
    live: true,
  }),
  member(
    "daily-challenges",
    "/daily-challenges",
    "Daily Challenges",
    "Spiritual Training",
    "challenges.daily",
    {
      live: true,
    },
  ),
  member("growth-journal", "/growth-journal", "Growth Journal", "Spiritual Training", "journal", {
    live: true,
  }),
  member(
    "equations-challenge",
    "/equations-challenge",
    "Equations Challenge",
    "Spiritual Training",
    "practice.equations",
    { live: true },
  ),
  member("training-drills", "/training-drills", "Training Drills", "Spiritual Training", "practice.drills", {
    live: true,
  }),
  member("blueprint-course", "/blueprint-course", "The Blueprint Course", "Courses", "courses.core", {
    live: true,
  }),
  member("phototheology-course", "/phototheology-course", "Phototheology Course", "Courses", "courses.core", {
    live: true,
  }),
  member("palace-journey", "/palace-journey", "90-Day Palace Journey", "Courses", "courses.core", {
    live: true,
  }),
  member("daniel-course", "/daniel-course", "Daniel Course", "Courses", "courses.choice", { live: true }),
  member("revelation-course", "/revelation-course", "Unlocking Revelation", "Courses", "courses.choice", {
    live: true,
  }),
  member(
    "revelation-course-kids",
    "/revelation-course/kids",
    "Revelation for Kids",
    "Courses",
    "courses.choice",
    {
      live: true,
    },
  ),
  member(
    "power-of-the-lamb",
    "/power-of-the-lamb",
    "Power of the Lamb",
    "Courses",
    "courses.power_of_the_lamb",
    {
      live: true,
    },
  ),
];

export const liveFeatures = () => features.filter((feature) => feature.live);

/** The live menu items of one group, in registry order. */
export const menuItems = (menu: FeatureEntry["menu"]) =>
  features.filter((feature) => feature.live && feature.menu === menu);
