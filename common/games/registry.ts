/**
 * The game registry (games.md §3.1): the only list of games. The hub, the router's game page, the server's
 * run API, the entitlement checks, points and leaderboards all read it. Every id equals its route segment
 * (dashes and underscores kept), so a link built from an id always lands on the game.
 *
 * `live` marks a game whose page and engine are built; the hub and the router offer only live games, and the
 * server refuses to start any other (404 game_not_found). The games of later issues are listed already so
 * aliases resolve to them and their numbers live in one place; an issue that builds one sets `live: true`.
 * Numbers that shape play (round counts, timers, board sizes) are here or in `rules.ts`, never in a component.
 */
import type { EntitlementKey } from "@common/policies/entitlements";
import { kidsBandLabel, type KidsBand } from "./rules";

export type GameCategory = "memory" | "quiz" | "cards" | "duel" | "adventure" | "kids";
export type GameAudience = "adult" | "kids";
export const gameModeIds = ["solo", "bot", "pvp", "custom", "daily", "write"] as const;
export type GameModeId = (typeof gameModeIds)[number];
export type GamePlanFeature = Extract<
  EntitlementKey,
  | "games.core"
  | "games.study"
  | "games.all"
  | "games.chainChessPvp"
  | "games.kids"
  | "games.hunt"
  | "games.escape"
>;
export type GameEngine = "custom" | "cards" | "memory" | "choice" | "match" | "order" | "sort";

export interface GameMode {
  id: GameModeId;
  label: string;
  /** When the mode needs more than the game's plan (Chain Chess against players). */
  plan?: GamePlanFeature;
}

export interface GameDifficulty {
  id: string;
  label: string;
}

export interface GameDef {
  id: string;
  route: string;
  title: string;
  tagline: string;
  icon: string;
  category: GameCategory;
  audience: GameAudience;
  /** First mode = default. */
  modes: readonly GameMode[];
  difficulties: readonly GameDifficulty[];
  plan: GamePlanFeature;
  engine: GameEngine;
  judge: string;
  aiFeedback: boolean;
  /** Related palace room tags, exactly as the palace data stores them ("all" = every room). */
  rooms: readonly string[];
  players: "1" | "1-2" | "2";
  minutes: readonly [number, number];
  timed: boolean;
  ranked: boolean;
  leaderboard?: {
    metric: "score" | "turns" | "wins";
    order: "desc" | "asc";
    partitionBy: ReadonlyArray<"mode" | "difficulty">;
  };
  /** Points (§3.8): completion 2 + round(perfMax × performance), `win` when the win condition is met. */
  xp: { base: number; perfMax: number; win: number };
  /** Hub buttons that go elsewhere than `/games/{id}[/{mode}]` (adventures, Chain Chess). */
  buttons?: ReadonlyArray<{ label: string; href: string }>;
  live: boolean;
}

const normal3: readonly GameDifficulty[] = [
  { id: "easy", label: "Easy" },
  { id: "normal", label: "Normal" },
  { id: "hard", label: "Hard" },
];
const solo: readonly GameMode[] = [{ id: "solo", label: "Play" }];
const soloBot: readonly GameMode[] = [
  { id: "solo", label: "Play" },
  { id: "bot", label: "vs Bot" },
];
const xp = { base: 2, perfMax: 8, win: 3 } as const;
const byScore = (...partitionBy: Array<"mode" | "difficulty">) =>
  ({ metric: "score", order: "desc", partitionBy }) as const;

type Entry = Omit<GameDef, "route" | "audience" | "xp" | "live"> &
  Partial<Pick<GameDef, "route" | "audience" | "live">>;

const cardGame = (
  id: string,
  title: string,
  tagline: string,
  icon: string,
  rooms: string[],
  minutes: [number, number],
): Entry => ({
  id,
  title,
  tagline,
  icon,
  category: "cards",
  modes: solo,
  difficulties: normal3,
  plan: "games.all",
  engine: "cards",
  judge: id,
  aiFeedback: true,
  rooms,
  players: "1",
  minutes,
  timed: true,
  ranked: true,
  leaderboard: byScore("difficulty"),
});

/** A kids game (§4.19): Premium's `games.kids`, one mode, the age bands as its difficulties, never ranked. */
const kidsGame = (
  id: string,
  title: string,
  tagline: string,
  icon: string,
  engine: "order" | "memory" | "match" | "choice",
  bands: KidsBand[],
): Entry & Pick<GameDef, "route" | "audience" | "live"> => ({
  id,
  route: `/kids-games/${id}`,
  audience: "kids",
  title,
  tagline,
  icon,
  category: "kids",
  modes: solo,
  difficulties: bands.map((band) => ({ id: band, label: kidsBandLabel(band) })),
  plan: "games.kids",
  engine,
  judge: "kids",
  aiFeedback: false,
  rooms: [],
  players: "1",
  minutes: [3, 8],
  timed: false,
  ranked: false,
  live: true,
});

const entries: Entry[] = [
  {
    id: "palace_quiz",
    title: "Palace Quiz",
    tagline: "Name the room from its description.",
    icon: "🏛️",
    category: "quiz",
    modes: soloBot,
    difficulties: normal3,
    plan: "games.core",
    engine: "choice",
    judge: "choice",
    aiFeedback: false,
    rooms: ["all"],
    players: "1",
    minutes: [5, 8],
    timed: true,
    ranked: true,
    leaderboard: byScore("mode", "difficulty"),
    live: true,
  },
  {
    id: "verse_match",
    title: "Verse Match",
    tagline: "Match each verse to its reference.",
    icon: "🃏",
    category: "memory",
    modes: [
      { id: "solo", label: "Play" },
      { id: "custom", label: "My verses" },
      { id: "bot", label: "Duel the Bot" },
    ],
    difficulties: normal3,
    plan: "games.core",
    engine: "memory",
    judge: "memory",
    aiFeedback: false,
    rooms: ["MR", "SRm"],
    players: "1",
    minutes: [3, 8],
    timed: false,
    ranked: true,
    leaderboard: byScore("mode", "difficulty"),
    live: true,
  },
  {
    id: "concentration",
    title: "Parallels Concentration",
    tagline: "Pair each Old Testament event with its fulfilment.",
    icon: "🧠",
    category: "memory",
    modes: solo,
    difficulties: normal3,
    plan: "games.core",
    engine: "memory",
    judge: "memory",
    aiFeedback: false,
    rooms: ["P‖", "ST", "CR"],
    players: "1",
    minutes: [5, 15],
    timed: false,
    ranked: true,
    leaderboard: byScore("difficulty"),
    live: true,
  },
  {
    id: "palace-cards",
    title: "Palace Cards",
    tagline: "Apply each room to a verse",
    icon: "🎴",
    category: "memory",
    modes: [
      { id: "solo", label: "Play" },
      { id: "write", label: "Write mode" },
    ],
    difficulties: normal3,
    plan: "games.study",
    engine: "choice",
    judge: "palace-cards",
    aiFeedback: true,
    rooms: ["all"],
    players: "1",
    minutes: [10, 15],
    timed: true,
    ranked: true,
    leaderboard: byScore("mode", "difficulty"),
    live: true,
  },
  {
    id: "principle_puzzle",
    title: "Principle Puzzle",
    tagline: "Tick every principle a verse illustrates.",
    icon: "🧩",
    category: "quiz",
    modes: soloBot,
    difficulties: normal3,
    plan: "games.study",
    engine: "choice",
    judge: "principle",
    aiFeedback: false,
    rooms: ["DR", "TRm", "PRm", "ST"],
    players: "1",
    minutes: [5, 10],
    timed: true,
    ranked: true,
    leaderboard: byScore("mode", "difficulty"),
    live: true,
  },
  {
    id: "timeline_challenge",
    title: "Timeline Challenge",
    tagline: "Put Bible events and prophecy milestones in order.",
    icon: "⏳",
    category: "quiz",
    modes: solo,
    difficulties: normal3,
    plan: "games.study",
    engine: "order",
    judge: "order",
    aiFeedback: false,
    rooms: ["SR", "PR", "MATH"],
    players: "1",
    minutes: [5, 10],
    timed: false,
    ranked: true,
    leaderboard: byScore("difficulty"),
    live: true,
  },
  {
    id: "symbol_decoder",
    title: "Symbol Decoder",
    tagline: "Match each biblical symbol to its meaning.",
    icon: "🔣",
    category: "quiz",
    modes: solo,
    difficulties: normal3,
    plan: "games.study",
    engine: "match",
    judge: "match",
    aiFeedback: false,
    rooms: ["ST"],
    players: "1",
    minutes: [5, 10],
    timed: false,
    ranked: true,
    leaderboard: byScore("difficulty"),
    live: true,
  },
  ...(
    [
      [
        "sanctuary_architect",
        "Sanctuary Architect",
        "Which sanctuary article does the verse point to?",
        "⛺",
        "BL",
      ],
      ["feast_calendar", "Feast Calendar", "Place each event in one of the seven feasts.", "📅", "FE"],
      [
        "dimension_detective",
        "Dimension Detective",
        "Which of the five dimensions does it express?",
        "🔍",
        "DR",
      ],
      ["cycle_navigator", "Cycle Navigator", "Find the covenant cycle of each story.", "🧭", "@"],
    ] as const
  ).map(([id, title, tagline, icon, room]): Entry => ({
    id,
    title,
    tagline,
    icon,
    category: "quiz",
    modes: solo,
    difficulties: normal3,
    plan: "games.study",
    engine: "choice",
    judge: "choice",
    aiFeedback: false,
    rooms: [room],
    players: "1",
    minutes: [5, 8],
    timed: true,
    ranked: true,
    leaderboard: byScore("difficulty"),
    live: true,
  })),

  // Later issues (15, 16): listed so aliases and numbers have one home; not offered until live.
  {
    id: "chef-challenge",
    title: "Chef Challenge",
    tagline: "Cook a sermon out of verse references.",
    icon: "👨‍🍳",
    category: "duel",
    modes: [
      { id: "solo", label: "Play" },
      { id: "daily", label: "Daily" },
    ],
    difficulties: [
      { id: "apprentice", label: "Apprentice" },
      { id: "chef", label: "Chef" },
      { id: "master", label: "Master Chef" },
    ],
    plan: "games.all",
    engine: "custom",
    judge: "chef",
    aiFeedback: true,
    rooms: ["QA", "BF", "CR"],
    players: "1",
    minutes: [10, 20],
    timed: true,
    ranked: true,
    leaderboard: byScore("mode", "difficulty"),
    live: true,
  },
  {
    ...cardGame(
      "chain-war",
      "Chain War",
      "Link symbol cards to verses.",
      "⚔️",
      ["QA", "DR", "TRm"],
      [15, 30],
    ),
    // §4.2: fewest turns to 15 points ranks first.
    leaderboard: { metric: "turns", order: "asc", partitionBy: ["difficulty"] },
    live: true,
  },
  {
    ...cardGame(
      "sanctuary-run",
      "Sanctuary Run",
      "Tell the gospel through the sanctuary.",
      "⛺",
      ["BL", "CR"],
      [10, 20],
    ),
    live: true,
  },
  {
    ...cardGame(
      "time-zone-invasion",
      "Time Zone Invasion",
      "Place prophecies in their time zones.",
      "🕰️",
      ["TZ", "PR"],
      [10, 20],
    ),
    live: true,
  },
  {
    ...cardGame(
      "connect6-draft",
      "Connect-6 Draft",
      "Prove a doctrine from two genres.",
      "🔗",
      ["C6", "QA"],
      [15, 20],
    ),
    live: true,
  },
  {
    ...cardGame(
      "christ-lock",
      "Christ Lock",
      "Find Christ in the Old Testament.",
      "🔐",
      ["CR", "CEC", "ST"],
      [10, 20],
    ),
    live: true,
  },
  {
    ...cardGame(
      "controversy-raid",
      "Controversy Raid",
      "Answer the great controversy's issues.",
      "🛡️",
      ["TRm", "HF", "QA"],
      [20, 30],
    ),
    live: true,
  },
  {
    ...cardGame(
      "escape-dragon",
      "Escape the Dragon",
      "Answer the dragon's attacks with Scripture.",
      "🐉",
      ["PR", "3A", "TZ", "BL"],
      [20, 40],
    ),
    live: true,
  },
  {
    ...cardGame(
      "equation-builder",
      "Equation Builder",
      "Build Bible equations from symbols.",
      "➗",
      ["DR", "TRm", "BL"],
      [10, 20],
    ),
    live: true,
  },
  {
    ...cardGame(
      "witness-trial",
      "Witness Trial",
      "Call witnesses to answer an objection.",
      "⚖️",
      ["QA", "FRt", "CR"],
      [15, 25],
    ),
    live: true,
  },
  {
    ...cardGame(
      "frame-snapshot",
      "Frame Snapshot",
      "Storyboard a passage in four frames.",
      "🎞️",
      ["24", "SR", "CR"],
      [15, 25],
    ),
    live: true,
  },
  {
    id: "chain-chess",
    route: "/games/chain-chess/new",
    title: "Chain Chess",
    tagline: "Chain verses against a friend or the bot.",
    icon: "♟️",
    category: "duel",
    modes: [
      { id: "bot", label: "Play the Bot" },
      { id: "pvp", label: "Play a Friend", plan: "games.chainChessPvp" },
    ],
    difficulties: normal3,
    plan: "games.all",
    engine: "custom",
    judge: "chain-chess",
    aiFeedback: true,
    rooms: ["BF", "QA", "CR"],
    players: "1-2",
    minutes: [15, 40],
    timed: true,
    ranked: true,
    leaderboard: { metric: "wins", order: "desc", partitionBy: ["mode"] },
    buttons: [
      { label: "Play a Friend", href: "/games/chain-chess/new/pvp" },
      { label: "Play the Bot", href: "/games/chain-chess/new/bot" },
    ],
    live: true,
  },
  {
    id: "treasure-hunt",
    route: "/treasure-hunt",
    title: "Treasure Hunt (24hr)",
    tagline: "Follow today's clues through Scripture.",
    icon: "🗝️",
    category: "adventure",
    modes: solo,
    difficulties: [
      { id: "beginner", label: "Beginner" },
      { id: "pro", label: "Pro" },
      { id: "scholar", label: "Scholar" },
    ],
    plan: "games.hunt",
    engine: "custom",
    judge: "hunt",
    aiFeedback: false,
    rooms: ["QR", "QA", "CR", "ST", "DR"],
    players: "1",
    minutes: [30, 1440],
    timed: true,
    ranked: true,
    buttons: [{ label: "Today's hunt", href: "/treasure-hunt" }],
    live: true,
  },
  {
    id: "escape-room",
    route: "/escape-room",
    title: "Palace Escape Rooms",
    tagline: "Open the locks before the doors seal.",
    icon: "🚪",
    category: "adventure",
    modes: solo,
    difficulties: [
      { id: "easy", label: "Easy" },
      { id: "medium", label: "Medium" },
      { id: "hard", label: "Hard" },
      { id: "pro", label: "Pro" },
    ],
    plan: "games.escape",
    engine: "custom",
    judge: "escape",
    aiFeedback: true,
    rooms: [],
    players: "1",
    minutes: [30, 60],
    timed: true,
    ranked: true,
    buttons: [{ label: "Escape rooms", href: "/escape-room" }],
    live: true,
  },

  // §4.19 the kids games: played on a parent's or teacher's account, by tap, untimed and unranked. Their
  // "difficulties" are the age bands, so a run's difficulty is its band (`/kids-games/{id}?age={band}`).
  kidsGame("creation_days", "Creation Week", "Put God's seven days of creation in order.", "🌍", "order", [
    "4-6",
    "7-9",
  ]),
  kidsGame("two_by_two", "Two by Two", "Find the animal pairs for Noah's ark.", "🐘", "memory", [
    "4-6",
    "7-9",
  ]),
  kidsGame("armor_of_god", "Armor of God", "Dress the soldier in God's armor.", "🛡️", "match", [
    "4-6",
    "7-9",
    "10-12",
  ]),
  kidsGame("sanctuary_match", "Sanctuary Match", "Give each part of God's tent its job.", "⛺", "match", [
    "7-9",
    "10-12",
  ]),
  kidsGame("verse_builder", "Verse Builder", "Fill in the missing word of a Bible verse.", "🧱", "choice", [
    "7-9",
    "10-12",
  ]),
  kidsGame("who_am_i", "Who Am I?", "Guess the Bible person from the clues.", "🕵️", "choice", [
    "7-9",
    "10-12",
  ]),
  kidsGame("parable_picker", "Parable Picker", "Match Jesus' stories to what they teach.", "🌾", "match", [
    "10-12",
  ]),
  kidsGame("timeline_trek", "Timeline Trek", "Walk through Bible history in order.", "🧭", "order", [
    "10-12",
  ]),
];

export const games: readonly GameDef[] = entries.map((entry) => ({
  audience: "adult",
  xp,
  live: false,
  ...entry,
  route: entry.route ?? `/games/${entry.id}`,
}));

export const liveGames: readonly GameDef[] = games.filter((game) => game.live);

export type GameId = string;

export function findGame(id: string): GameDef | undefined {
  return games.find((game) => game.id === id);
}

/** The kids games (§4.19), in catalogue order. */
export const kidsGames: readonly GameDef[] = games.filter((game) => game.audience === "kids" && game.live);

/** A kids game by id (`/kids-games/{id}`); undefined shows "Game not found". */
export function findKidsGame(id: string): GameDef | undefined {
  return kidsGames.find((game) => game.id === id);
}

/** The live game a URL segment names: the id itself, or its alias with `_` and `-` swapped (§4.18). */
export function resolveGameSegment(segment: string): { game: GameDef; canonical: boolean } | null {
  // The kids games live under /kids-games (§4.19), never under /games.
  const adult = games.filter((game) => game.audience === "adult");
  const exact = adult.find((game) => game.id === segment);
  if (exact) return exact.live ? { game: exact, canonical: true } : null;
  const swapped = segment.includes("_") ? segment.replace(/_/g, "-") : segment.replace(/-/g, "_");
  const alias = adult.find((game) => game.id === swapped && game.live);
  return alias ? { game: alias, canonical: false } : null;
}

/** Mode aliases the spec keeps (`jeeves` was the bot's old name). */
export function resolveMode(game: GameDef, mode: string | undefined): GameModeId | null {
  const id = mode === undefined ? game.modes[0]?.id : mode === "jeeves" ? "bot" : mode;
  return game.modes.find((candidate) => candidate.id === id)?.id ?? null;
}

/** The route of a game in a mode: the default mode has no segment. */
export function gameHref(game: GameDef, mode?: GameModeId): string {
  const defaultMode = game.modes[0]?.id;
  return mode === undefined || mode === defaultMode ? game.route : `${game.route}/${mode}`;
}

/** Hub categories (§2.2) in tab order. */
export const gameCategories: ReadonlyArray<{ id: GameCategory | "all"; label: string }> = [
  { id: "all", label: "All" },
  { id: "memory", label: "Memory" },
  { id: "quiz", label: "Quizzes & Puzzles" },
  { id: "cards", label: "Card Games" },
  { id: "duel", label: "Duels & Challenges" },
  { id: "adventure", label: "Adventures" },
  { id: "kids", label: "Kids" },
];
