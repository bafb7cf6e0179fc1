/**
 * The feature registry: every route of the specification with its label, the menu group it
 * belongs to and the entitlement it needs. The router, the top bar, the mobile side sheet and
 * the entitlement checks all read it, so they never drift apart.
 *
 * `live` marks a feature whose page is built. Only live features appear in menus and in the
 * router; until then the path shows the not-found page. Later issues switch their entries on.
 */
export const menuGroups = ["Bible Tools", "Games", "GPTs", "Spiritual Training", "Courses", "Community", "Account"] as const;
export type MenuGroup = (typeof menuGroups)[number];

/** Who may open a route: anyone, signed-in members, or admins. */
export type Audience = "public" | "member" | "admin";

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

const member = (
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
  { id: "auth", path: "/auth", label: "Sign in", menu: null, audience: "public", entitlement: null, live: true },
  { id: "pricing", path: "/pricing", label: "Pricing & Plans", menu: "Account", audience: "public", entitlement: null, live: true },
  { id: "terms", path: "/terms", label: "Terms of Service", menu: null, audience: "public", entitlement: null, live: true },
  { id: "privacy", path: "/privacy", label: "Privacy", menu: null, audience: "public", entitlement: null, live: true },
  { id: "credits", path: "/credits", label: "Credits", menu: null, audience: "public", entitlement: null, live: true },

  // Account
  member("onboarding", "/onboarding", "Onboarding", null, null, { live: true }),
  member("dashboard", "/dashboard", "Dashboard", "Account", null, { live: true }),
  member("profile", "/profile", "My Profile", "Account", null, { live: true }),
  member("access", "/access", "Access", null, null, { live: true }),
  member("student-verification", "/student-verification", "Student Verification", null, null, { live: true }),
  member("student-verify", "/student-verify", "Student Verification", null, null, { live: true }),
  member("referrals", "/referrals", "Referrals", "Account", null, { live: true }),
  member("certificates", "/certificates", "Certificates", "Account", null),
  member("study-partners", "/study-partners", "Study Partners", "Community", null),
  member("feedback", "/feedback", "Feedback", "Account", null),
  member("achievements", "/achievements", "Achievements", "Community", null),
  member("leaderboard", "/leaderboard", "Leaderboard", "Community", null),
  { ...member("admin-access-codes", "/admin/access-codes", "Admin", "Account", null, { live: true }), audience: "admin" },
  { ...member("admin-outbox", "/admin/outbox", "Outbox", null, null, { live: true }), audience: "admin" },

  // Palace
  member("palace", "/palace", "The Palace", "top", null, { live: true }),
  member("palace-floor", "/palace/floor/:floorNumber", "Palace floor", null, null, { live: true }),
  member("palace-room", "/palace/floor/:floorNumber/room/:roomId", "Palace room", null, null, { live: true }),
  member("palace-review", "/palace/review", "Palace review", null, null, { live: true }),

  // Bible
  member("bible-reader", "/bible/:book/:chapter", "Bible reader", "top", "bible.read", { menuPath: "/bible/John/3", live: true }),
  member("bible-home", "/bible", "Phototheology Bible", null, "bible.read", { live: true }),
  member("bible-search", "/bible/search", "Bible Search", "Bible Tools", "bible.search", { live: true }),
  member("bible-rendered-room", "/bible-rendered-room", "Bible Rendered", "Bible Tools", "bible.rendered_room", { live: true }),
  member("bible-image-library", "/bible-image-library", "Image Library", "Bible Tools", "tools.image_library"),
  member("verse-memory-hall", "/verse-memory-hall", "Verse Memory Hall", "Bible Tools", "memory.hall", { live: true }),
  member("memorization-verses", "/memorization-verses", "Memorization Verses", "Bible Tools", "memory.verses", { live: true }),
  member("quarterly-study", "/quarterly-study", "Amplified Quarterly", "Bible Tools", "quarterly.amplify", { live: true }),

  // Practice
  member("daily-challenges", "/daily-challenges", "Daily Challenges", "Spiritual Training", "challenges.daily"),
  member("growth-journal", "/growth-journal", "Growth Journal", "Spiritual Training", "journal"),
  member("equations-challenge", "/equations-challenge", "Equations Challenge", "Spiritual Training", "practice.equations"),
  member("training-drills", "/training-drills", "Training Drills", "Spiritual Training", "practice.drills"),
  member("flashcards", "/flashcards", "Flashcards", "Bible Tools", "tools.flashcards"),
  member("sermon-builder", "/sermon-builder", "Sermon Builder", "GPTs", "ai.sermon_builder"),

  // Games
  member("games", "/games", "Games Hub", "Games", "games.hub"),
  ...(
    [
      ["chef-challenge", "Chef Challenge"],
      ["chain-war", "Chain War"],
      ["sanctuary-run", "Sanctuary Run"],
      ["time-zone-invasion", "Time Zone Invasion"],
      ["connect6-draft", "Connect 6 Draft"],
      ["christ-lock", "Christ Lock"],
      ["controversy-raid", "Controversy Raid"],
      ["escape-dragon", "Escape the Dragon"],
      ["equation-builder", "Equation Builder"],
      ["witness-trial", "Witness Trial"],
      ["frame-snapshot", "Frame Snapshot"],
      ["concentration", "Concentration"],
      ["palace-cards", "Palace Cards"],
    ] as const
  ).map(([slug, label]) => member(`game-${slug}`, `/games/${slug}`, label, null, `games.${slug.replace(/-/g, "_")}`)),
  member("game-chain-chess", "/games/chain-chess/:gameId/:mode?", "Chain Chess", null, "games.chain_chess"),
  member("game-palace-quiz", "/games/palace_quiz/:mode?", "Palace Quiz", null, "games.palace_quiz"),
  member("game-verse-match", "/games/verse_match/:mode?", "Verse Match", null, "games.verse_match"),
  member("game-principle-puzzle", "/games/principle_puzzle/:mode?", "Principle Puzzle", null, "games.principle_puzzle"),
  member("game-generic", "/games/:gameId/:mode?", "Game", null, "games.hub"),
  member("kids-games", "/kids-games", "Kids Games", "Games", "games.kids"),
  member("kids-game", "/kids-games/:gameId", "Kids Game", null, "games.kids"),
  member("treasure-hunt", "/treasure-hunt", "24hr", "Games", "games.treasure_hunt"),
  member("treasure-hunt-play", "/treasure-hunt/:huntId", "Treasure Hunt", null, "games.treasure_hunt"),
  member("escape-room", "/escape-room", "Escape Rooms", "Games", "games.escape_room"),
  member("escape-room-play", "/escape-room/play/:roomId", "Escape Room", null, "games.escape_room"),

  // Community
  member("community", "/community", "Community Chat", "Community", "community.read"),
  member("live-study", "/live-study", "Live Study", "Community", "community.read"),
  member("live-study-room", "/live-study/:roomId", "Live Study Room", null, "community.read"),

  // AI tools
  member("phototheologygpt", "/phototheologygpt", "Phototheology GPT", "GPTs", "ai.phototheology_gpt"),
  member("apologetics-gpt", "/apologetics-gpt", "Apologetics GPT", "GPTs", "ai.apologetics_gpt"),
  member("daniel-revelation-gpt", "/daniel-revelation-gpt", "Daniel & Revelation GPT", "GPTs", "ai.daniel_revelation_gpt"),
  member("kidgpt", "/kidgpt", "KidGPT", "GPTs", "ai.kid_gpt"),
  member("culture-controversy", "/culture-controversy", "Culture & Controversy", "GPTs", "ai.culture_controversy"),
  member("prophecy-watch", "/prophecy-watch", "Prophecy Watch", "GPTs", "ai.prophecy_watch"),
  member("research-mode", "/research-mode", "Research Mode", "GPTs", "ai.research_mode"),
  member("critics-analysis", "/critics-analysis", "Critics Analysis", "GPTs", "ai.critics_analysis"),

  // Courses and training
  member("spiritual-training", "/spiritual-training", "Art of War", "Spiritual Training", "courses.core"),
  member("power-of-the-lamb", "/power-of-the-lamb", "Power of the Lamb", "Courses", "courses.power_of_the_lamb"),
  member("blueprint-course", "/blueprint-course", "The Blueprint Course", "Courses", "courses.core"),
  member("phototheology-course", "/phototheology-course", "Phototheology Course", "Courses", "courses.core"),
  member("daniel-course", "/daniel-course", "Daniel Course", "Courses", "courses.choice"),
  member("revelation-course", "/revelation-course", "Unlocking Revelation", "Courses", "courses.choice"),
  member("revelation-course-kids", "/revelation-course/kids", "Revelation for Kids", "Courses", "courses.choice"),
];

export const liveFeatures = () => features.filter((feature) => feature.live);

export function featureById(id: string): FeatureEntry {
  const feature = features.find((entry) => entry.id === id);
  if (!feature) throw new Error(`Unknown feature id: ${id}`);
  return feature;
}

/** The live menu items of one group, in registry order. */
export const menuItems = (menu: FeatureEntry["menu"]) => features.filter((feature) => feature.live && feature.menu === menu);
