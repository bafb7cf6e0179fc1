// The daily challenge rotation (screens.md §6.1, data-model.md §7 challenge_templates): typed server data, in our
// own words, with references only (never Bible text). Today's template is the one whose `position` is (local days
// since 2025-01-01) mod the rotation length. The rubric is the deterministic judge's and never leaves the server.
import type { RoomId } from "@common/content/palace/types";
import type { ChallengeSubtype, ChallengeTier, GenreId } from "@common/schemas/challenges";

/** What each subtype's form needs beyond the common fields. */
export interface TemplateUi {
  "dimension-drill": Record<string, never>;
  "connect-6": { targetGenre: GenreId; exampleBooks: string[] };
  "sanctuary-map": Record<string, never>;
  /** `chapter`: one whole chapter ("John 1"), linked to the reader. */
  "christ-chapter": { chapter: string; hints: string[] };
  "fruit-check": Record<string, never>;
}

export interface ChallengeRubric {
  /** The main answer (answer, explanation, reflection or action) should be at least this many words to pass. */
  minWords: number;
  /** At least one of these stems should appear in the answer fields (lower case, matched inside words). */
  lookFor?: { stems: string[]; hint: string };
  /** The feedback line for a pass. */
  praise: string;
}

interface TemplateBase<S extends ChallengeSubtype> {
  id: string;
  position: number;
  subtype: S;
  tier: ChallengeTier;
  title: string;
  instructions: string[];
  verses: string[];
  ui: TemplateUi[S];
  principle: string;
  roomId: RoomId;
  roomCodes: string[];
  rubric: ChallengeRubric;
}

export type ChallengeTemplate = { [S in ChallengeSubtype]: TemplateBase<S> }[ChallengeSubtype];

const principles = {
  "dimension-drill": { principle: "Dimensions Room (DR)", roomId: "dr", roomCodes: ["DR"] },
  "connect-6": { principle: "Connect-6 (C6)", roomId: "c6", roomCodes: ["C6"] },
  "sanctuary-map": { principle: "Blue Room — Sanctuary (BL)", roomId: "bl", roomCodes: ["BL"] },
  "christ-chapter": { principle: "Christ in Every Chapter (CEC)", roomId: "cec", roomCodes: ["CEC"] },
  "fruit-check": { principle: "Fruit Room (FRt)", roomId: "frt", roomCodes: ["FRt"] },
} as const satisfies Record<ChallengeSubtype, { principle: string; roomId: RoomId; roomCodes: string[] }>;

const room = <S extends ChallengeSubtype>(subtype: S) => ({
  subtype,
  principle: principles[subtype].principle,
  roomId: principles[subtype].roomId as RoomId,
  roomCodes: [...principles[subtype].roomCodes],
});

const none: Record<string, never> = {};

export const challengeTemplates: readonly ChallengeTemplate[] = [
  {
    id: "dd-light-of-the-world",
    position: 0,
    ...room("dimension-drill"),
    tier: "quick",
    title: "The light of the world",
    instructions: [
      "Read John 8:12 slowly, twice.",
      "Choose one of the five dimensions and look at the verse through that face only.",
      "Write one to three sentences on what that face shows you.",
    ],
    verses: ["John 8:12"],
    ui: none,
    rubric: {
      minWords: 12,
      praise: "You held the verse up to one clear face. Keep that light in view as you go through today.",
    },
  },
  {
    id: "c6-faith-counted",
    position: 1,
    ...room("connect-6"),
    tier: "core",
    title: "Faith counted as righteousness",
    instructions: [
      "Read Genesis 15:6 — a History/Narrative text about Abram's trust in God's promise.",
      "Find one verse in an Epistle that carries the same truth forward.",
      "Give its reference and explain in a few sentences how the two speak to each other, reading each by the rules of its own genre.",
    ],
    verses: ["Genesis 15:6"],
    ui: { targetGenre: "epistle", exampleBooks: ["Romans", "Galatians", "James"] },
    rubric: {
      minWords: 20,
      lookFor: {
        stems: ["faith", "believ", "trust", "righteous", "justif"],
        hint: "Name the truth the two verses share — faith, trust or righteousness — in your explanation.",
      },
      praise: "A real link: the story shows it and the letter explains it. That is Connect-6 at work.",
    },
  },
  {
    id: "sm-behold-the-lamb",
    position: 2,
    ...room("sanctuary-map"),
    tier: "core",
    title: "Behold the Lamb",
    instructions: [
      "Read John 1:29, where John the Baptist points to Jesus.",
      "Choose the sanctuary article the verse brings to mind; the articles are listed in the order a worshipper meets them.",
      "Explain how the article and the verse shed light on each other.",
    ],
    verses: ["John 1:29"],
    ui: none,
    rubric: {
      minWords: 20,
      lookFor: {
        stems: ["sacrific", "lamb", "blood", "altar", "sin", "substitut"],
        hint: "Say how the article's meaning — sacrifice, cleansing, light — shows up in what John says about Jesus.",
      },
      praise: "You walked the verse into the sanctuary and found Christ there. Well mapped.",
    },
  },
  {
    id: "cec-word-made-flesh",
    position: 3,
    ...room("christ-chapter"),
    tier: "quick",
    title: "The Word who came to live with us",
    instructions: [
      "Read John 1 in the reader.",
      "Answer one question in a few sentences: where is Jesus in this chapter?",
      "Reveal a hint only if you get stuck.",
    ],
    verses: ["John 1:1-14"],
    ui: {
      chapter: "John 1",
      hints: [
        "Look at who was already there when everything began.",
        "Notice what the Word became, and where He chose to stay.",
        "Count the names and titles given to Jesus by the end of the chapter.",
      ],
    },
    rubric: {
      minWords: 12,
      praise: "You found Him in the chapter. Let that picture of Jesus go with you today.",
    },
  },
  {
    id: "fc-patience-under-pressure",
    position: 4,
    ...room("fruit-check"),
    tier: "quick",
    title: "Patience under pressure",
    instructions: [
      "Read Galatians 5:22-23 and notice which fruit you most need today.",
      "Write one concrete thing you will do today that lets that fruit show.",
      "Name one area where God still needs to work on you.",
    ],
    verses: ["Galatians 5:22-23"],
    ui: none,
    rubric: {
      minWords: 8,
      praise: "Concrete and honest — that is how fruit grows. Check back tonight on how it went.",
    },
  },
  {
    id: "dd-shepherds-table",
    position: 5,
    ...room("dimension-drill"),
    tier: "core",
    title: "The Shepherd's table",
    instructions: [
      "Read Psalm 23 as a whole.",
      "Choose a dimension — try one beyond the literal — and let its helper question guide you.",
      "Write up to three sentences, tied to a line of the psalm.",
    ],
    verses: ["Psalm 23"],
    ui: none,
    rubric: {
      minWords: 20,
      praise:
        "A clear look through one face of a well-loved psalm. Try another dimension when it comes round again.",
    },
  },
  {
    id: "c6-a-lamb-for-a-house",
    position: 6,
    ...room("connect-6"),
    tier: "advance",
    title: "A lamb for every house",
    instructions: [
      "Read the Passover account in Exodus 12:3-13 (History/Narrative).",
      "Find one verse in Prophecy that carries the lamb forward.",
      "Explain the link in several sentences: what the history showed, what the prophecy adds, and where both point.",
    ],
    verses: ["Exodus 12:3-13"],
    ui: { targetGenre: "prophecy", exampleBooks: ["Isaiah", "Zechariah", "Revelation"] },
    rubric: {
      minWords: 35,
      lookFor: {
        stems: ["lamb", "blood", "sacrific", "passover", "slain"],
        hint: "Show the lamb line itself: what the blood did in Egypt and what the prophecy says about the Lamb.",
      },
      praise: "You traced one thread from the Exodus to the prophets. Genre by genre, the picture grows.",
    },
  },
  {
    id: "sm-bread-for-every-day",
    position: 7,
    ...room("sanctuary-map"),
    tier: "quick",
    title: "Bread for every day",
    instructions: [
      "Read John 6:35.",
      "Choose the sanctuary article that matches what Jesus says here.",
      "Explain the connection in one or two sentences.",
    ],
    verses: ["John 6:35"],
    ui: none,
    rubric: {
      minWords: 12,
      praise: "Well placed. The sanctuary keeps a table set — come back to it through the day.",
    },
  },
  {
    id: "cec-mountain-of-provision",
    position: 8,
    ...room("christ-chapter"),
    tier: "core",
    title: "On the mountain of provision",
    instructions: [
      "Read Genesis 22 in the reader.",
      "Where is Jesus in this chapter? Write a short paragraph and point to the verses you mean.",
      "Use the hints only if you need them.",
    ],
    verses: ["Genesis 22:1-14"],
    ui: {
      chapter: "Genesis 22",
      hints: [
        "Who walks up the hill carrying the wood?",
        "Listen to what the father says God will provide.",
        "Ask what takes the son's place on the altar.",
      ],
    },
    rubric: {
      minWords: 25,
      lookFor: {
        stems: ["substitut", "ram", "provide", "lamb", "son", "sacrific", "place"],
        hint: "Name the picture you see — the son, the provided lamb, the one who takes his place.",
      },
      praise: "You saw the Father and the Son on the mountain. That is Christ in the chapter.",
    },
  },
  {
    id: "fc-kindness-that-costs",
    position: 9,
    ...room("fruit-check"),
    tier: "core",
    title: "Kindness that costs something",
    instructions: [
      "Read Ephesians 4:32 and the Samaritan's care in Luke 10:33-35.",
      "Plan one act of kindness today that costs you time, money or pride — say who and what.",
      "Name one area where God still needs to soften you.",
    ],
    verses: ["Ephesians 4:32", "Luke 10:33-35"],
    ui: none,
    rubric: {
      minWords: 15,
      praise: "A plan with a name and a cost — kindness you can actually do. Write later what happened.",
    },
  },
  {
    id: "dd-all-things-new",
    position: 10,
    ...room("dimension-drill"),
    tier: "advance",
    title: "All things new",
    instructions: [
      "Read Revelation 21:1-5 twice: once for the big picture, once for the details.",
      "Choose one dimension and work it through carefully with its helper question.",
      "Write a paragraph and support it with at least one other passage.",
    ],
    verses: ["Revelation 21:1-5"],
    ui: none,
    rubric: {
      minWords: 35,
      praise: "A careful reading through one face, supported from elsewhere in Scripture. Deep work.",
    },
  },
  {
    id: "c6-the-shepherd-line",
    position: 11,
    ...room("connect-6"),
    tier: "quick",
    title: "The Shepherd line",
    instructions: [
      "Read John 10:11 (Gospel).",
      "Find one verse in Poetry/Wisdom that speaks of God as a shepherd.",
      "Give the reference and a sentence or two on how they connect.",
    ],
    verses: ["John 10:11"],
    ui: { targetGenre: "poetry", exampleBooks: ["Psalms", "Job", "Proverbs"] },
    rubric: {
      minWords: 12,
      lookFor: {
        stems: ["shepherd", "sheep", "flock", "lead", "guide", "care"],
        hint: "Say what the shepherd does in both verses.",
      },
      praise: "The psalmist's Shepherd and the Good Shepherd — one line through two genres.",
    },
  },
  {
    id: "sm-a-new-and-living-way",
    position: 12,
    ...room("sanctuary-map"),
    tier: "advance",
    title: "A new and living way",
    instructions: [
      "Read Hebrews 10:19-22 and Matthew 27:51.",
      "Choose the sanctuary article both passages are about.",
      "Explain in a paragraph what it meant in the sanctuary, what happened to it at the cross, and what that opens for you.",
    ],
    verses: ["Hebrews 10:19-22", "Matthew 27:51"],
    ui: none,
    rubric: {
      minWords: 35,
      lookFor: {
        stems: ["veil", "access", "enter", "torn", "flesh", "way", "open"],
        hint: "Say what the veil kept closed and what Christ opened through it.",
      },
      praise: "From the sanctuary to the cross to your own prayer life — a full map.",
    },
  },
  {
    id: "cec-the-suffering-servant",
    position: 13,
    ...room("christ-chapter"),
    tier: "advance",
    title: "The suffering Servant",
    instructions: [
      "Read Isaiah 53 in the reader.",
      "Where is Jesus in this chapter? Write a paragraph that names at least two verses and shows where the New Testament sees them fulfilled.",
      "Hints are there if you need them.",
    ],
    verses: ["Isaiah 53"],
    ui: {
      chapter: "Isaiah 53",
      hints: [
        "Notice how the Servant grows up and how people receive Him.",
        "Whose wounds heal whom in this chapter?",
        "Compare the silent lamb with the trial of Jesus in the Gospels.",
      ],
    },
    rubric: {
      minWords: 35,
      lookFor: {
        stems: ["servant", "wound", "bore", "lamb", "suffer", "fulfil", "cross"],
        hint: "Tie the chapter to Jesus explicitly — the wounds, the silence, the burden carried.",
      },
      praise: "You read the prophet with the Gospels open beside him. Christ stands out on every line.",
    },
  },
  {
    id: "fc-self-control-in-small-things",
    position: 14,
    ...room("fruit-check"),
    tier: "advance",
    title: "Self-control in the small things",
    instructions: [
      "Read Proverbs 25:28 and 1 Corinthians 9:24-27.",
      "Pick one habit where self-control is weakest for you and write a concrete plan for today: when, what, and what you will do instead.",
      "Name the area God still needs to work on, honestly.",
    ],
    verses: ["Proverbs 25:28", "1 Corinthians 9:24-27"],
    ui: none,
    rubric: {
      minWords: 25,
      praise:
        "A specific plan for a real weakness — that is training, not wishing. Note tonight how it went.",
    },
  },
  {
    id: "c6-the-seeking-shepherd",
    position: 15,
    ...room("connect-6"),
    tier: "core",
    title: "The God who goes looking",
    instructions: [
      "Read Ezekiel 34:11-16 (Prophecy), where God promises to search for His scattered sheep.",
      "Find one verse inside a parable of Jesus that tells the same story.",
      "Give the reference and explain the one main point the two share.",
    ],
    verses: ["Ezekiel 34:11-16"],
    ui: { targetGenre: "parable", exampleBooks: ["Matthew", "Luke"] },
    rubric: {
      minWords: 20,
      lookFor: {
        stems: ["seek", "search", "lost", "found", "find", "sheep", "return"],
        hint: "Name the shared point — the lost found by a God who goes looking.",
      },
      praise: "The prophet's promise and the parable's picture — the same seeking God.",
    },
  },
];

/** The rotation in order of position (the content test checks positions are 0..n-1 and unique). */
export const rotation: readonly ChallengeTemplate[] = [...challengeTemplates].sort(
  (a, b) => a.position - b.position,
);

export const findTemplate = (id: string): ChallengeTemplate | undefined =>
  challengeTemplates.find((template) => template.id === id);
