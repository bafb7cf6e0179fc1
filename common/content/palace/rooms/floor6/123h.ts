import { overviewOf } from "@common/content/palace/overview";
import type { Room } from "@common/content/palace/types";

const TAGS = ["1H", "2H", "3H", "1H+3H", "2H+3H", "1H+2H+3H"] as const;

export const room: Room = {
  ...overviewOf("123h"),
  prerequisites: [],
  method: [
    {
      text: "Read the prophecy with its first audience and setting.",
      substeps: [
        "Who spoke, to whom, and when? Exiles in Babylon, disciples on the Mount of Olives and a church waiting for its Lord hear different horizons.",
        "Read the whole oracle, not one verse: where does it begin and end?",
      ],
    },
    {
      text: "Weigh the clues together.",
      substeps: [
        'Audience: exiles point to 1H; "this generation" and the temple point to 2H; "the day of the LORD" over all nations points to 3H.',
        'Time markers: "seventy years", "this generation shall not pass", "the last day".',
        "Scale of language: local or cosmic — and remember that sun-and-stars language can picture the fall of a kingdom.",
        "Historical fulfilment and New Testament use: what has already happened, and how Jesus and the apostles applied the text.",
      ],
    },
    {
      text: "Assign a tag: single (1H, 2H, 3H), dual (1H+3H, 2H+3H) or triple (1H+2H+3H).",
      substeps: ["Tag only the horizons the text itself supports; one clear horizon is a good answer."],
    },
    {
      text: "Defend the tag in 2–3 sentences, citing the historical event and at least one supporting text.",
    },
  ],
  principles: [
    "Prophecy often telescopes: a near fulfilment becomes a pledge and pattern of a greater one.",
    "Each heaven pairs a Day of the LORD with a new-earth restoration: judgment ends an order, and God builds a new one.",
    "Every horizon leads to Christ: the return from Babylon prepares for His first coming, and the church age waits for His second.",
    'Scripture interprets Scripture: an apostolic "this is that" (Acts 2:16) is the strongest clue there is.',
  ],
  deliverable: {
    kind: "horizonTag",
    description: "The prophecy, its horizon tag and a 2–3 sentence defence with the texts that support it.",
    fields: [
      { id: "passage", label: "Prophecy or promise", type: "reference", help: "e.g. Joel 2:28-32" },
      {
        id: "tag",
        label: "Horizon tag",
        type: "choice",
        help: "Single, dual or triple — only what the text supports.",
        options: TAGS.map((tag) => ({ value: tag, label: tag })),
      },
      {
        id: "defence",
        label: "Defence",
        type: "longText",
        help: "2–3 sentences: the audience, the time marker or fulfilment, and why each horizon belongs.",
      },
      {
        id: "evidence",
        label: "Supporting texts",
        type: "references",
        help: "One per line: the fulfilment or New Testament use you cite, e.g. Acts 2:16-21.",
      },
    ],
  },
  autoCheck: [
    { rule: "validRef", field: "passage" },
    { rule: "choice", field: "tag" },
    { rule: "sentences", field: "defence", min: 2, max: 3 },
    { rule: "validRef", field: "evidence" },
  ],
  pitfalls: [
    "Flattening everything into 3H, as though no prophecy had ever been fulfilled before our day.",
    "Flattening everything into 1H and 2H (hyper-preterism), as though the second coming and new creation were already past.",
    'Ignoring the audience clues: a promise to exiles about "seventy years" was first good news for them.',
    "Literalising apocalyptic imagery: darkened stars over Babylon in Isaiah 13 describe a fallen empire, not the end of the universe.",
    "Refusing multiple horizons when the New Testament itself applies a text to Pentecost and still awaits its final day.",
  ],
  example: {
    title: "Joel 2:28-32 — Pentecost and the great day",
    refs: ["Joel 2:28-32", "Acts 2:16-21"],
    body: 'Tag: 2H+3H. Peter stands up at Pentecost and says, "this is that which was spoken by the prophet Joel" (Acts 2:16): the Spirit poured out "upon all flesh" began in the church age, so 2H is certain. Yet Joel goes on to wonders in heaven, the sun turned into darkness and the moon into blood "before the great and the terrible day of the LORD come" — a day still ahead, when whoever calls on the name of the LORD is delivered. One promise, two horizons: the Spirit given now is the pledge of the Lord who is coming.',
  },
  examplePool: [
    {
      refs: ["Isaiah 44:24-45:7", "Ezra 1:1-4"],
      body: 'Tag: 1H. Isaiah names Cyrus as the shepherd who will say of Jerusalem, "Thou shalt be built" (Isaiah 44:28), and Ezra 1:1-4 records his decree. The audience, the named ruler and the recorded fulfilment all sit in the return from Babylon; nothing in the oracle reaches further, so a single tag is honest.',
    },
    {
      refs: ["Haggai 2:6-9", "Hebrews 12:26-28"],
      body: 'Tag: 1H+3H. Haggai encouraged the builders of the second temple, promising that the glory of the latter house would be greater than the former. Hebrews 12:26-28 takes the words "yet once more I shake" and applies them to the final shaking that leaves only a kingdom which cannot be moved. Near temple, final kingdom.',
    },
    {
      refs: ["Luke 21:20-24"],
      body: 'Tag: 2H. "When ye shall see Jerusalem compassed with armies, then know that the desolation thereof is nigh" (Luke 21:20). The Roman siege of AD 70 matches the armies, the flight to the mountains and the city trodden down; the horizon is the judgment on Jerusalem.',
    },
    {
      refs: ["Daniel 2:44-45"],
      body: "Tag: 3H. The stone cut out without hands strikes the image on its feet — after Babylon, Medo-Persia, Greece, Rome and the divided kingdoms of Europe. God’s kingdom replaces every human kingdom and stands for ever, which no past event has matched; it waits for Christ’s return.",
    },
    {
      refs: ["Malachi 4:5-6", "Matthew 11:14"],
      body: 'Tag: 2H+3H. Jesus said of John the Baptist, "this is Elias, which was for to come" (Matthew 11:14), so the promise of Elijah reached the first advent. Yet Malachi places him before "the great and dreadful day of the LORD", and a final Elijah message of repentance still prepares a people for the second coming.',
    },
    {
      refs: ["Zechariah 9:9-10", "Matthew 21:4-5"],
      body: 'Tag: 2H+3H. The lowly King riding upon an ass entered Jerusalem on Palm Sunday (Matthew 21:4-5) — 2H. But the same King will speak peace to the heathen with dominion "from sea even to sea" (Zechariah 9:10), a worldwide rule that only His return completes.',
    },
    {
      refs: ["Isaiah 13:6-13", "Isaiah 13:17"],
      body: "Tag: 1H. The oracle is against Babylon and names the Medes as the attackers (Isaiah 13:17), fulfilled in 539 BC. Its darkened stars and shaken heavens are the language of a world-empire collapsing, not a description of the last day; Revelation later borrows Babylon as a picture, but this oracle’s own horizon is 1H.",
    },
    {
      refs: ["Jeremiah 31:31-34", "Hebrews 8:8-12"],
      body: 'Tag: 1H+2H+3H. Jeremiah spoke the new-covenant promise to a nation facing exile, joined to the promise of return and a rebuilt city (Jeremiah 31:38-40). Hebrews 8:8-12 says the covenant is now in force through Christ, our High Priest; and "they shall all know me" will be complete only in the new earth.',
    },
    {
      refs: ["1 Thessalonians 4:13-18"],
      body: "Tag: 3H. The Lord himself descends with a shout, the dead in Christ rise first and the living are caught up to meet Him. There has been no partial fulfilment of a bodily resurrection of all believers; this is the final horizon, and it is given to comfort grieving people.",
    },
    {
      refs: ["Isaiah 40:1-11", "Matthew 3:3", "Revelation 22:12"],
      body: 'Tag: 1H+2H+3H. "Comfort ye my people" first spoke to exiles whose warfare was accomplished (1H). All four Gospels apply the voice crying in the wilderness to John the Baptist preparing for Jesus (2H, Matthew 3:3). And "his reward is with him" (Isaiah 40:10) is echoed by Jesus about His second coming in Revelation 22:12 (3H).',
    },
    {
      refs: ["Isaiah 2:2-4", "Luke 24:47"],
      body: 'Tag: 2H+3H. In the last days the nations stream to the mountain of the LORD and the word goes out from Jerusalem — the mission that began "at Jerusalem" (Luke 24:47). But swords beaten into plowshares and nations learning war no more wait for the Prince of Peace to reign in the new earth.',
    },
    {
      refs: ["Daniel 12:1-3"],
      body: "Tag: 3H. Michael stands up, a time of trouble such as never was comes, and many that sleep in the dust awake, some to everlasting life. Resurrection and the final separation of the righteous and the wicked belong to the last horizon.",
    },
  ],
  practicePrompts: [
    {
      id: "123h-p1",
      text: "Tag Isaiah 65:17-25 and defend it: what in the passage sounds like the return from exile, and what can only belong to the new earth?",
      refs: ["Isaiah 65:17-25"],
    },
    {
      id: "123h-p2",
      text: 'Tag Matthew 24:1-31. Which verses answer the disciples’ question about the temple, and which answer "the sign of thy coming"?',
      refs: ["Matthew 24:1-31"],
    },
    {
      id: "123h-p3",
      text: 'Tag Jeremiah 29:10-14, weighing the "seventy years" time marker.',
      refs: ["Jeremiah 29:10-14"],
    },
    {
      id: "123h-p4",
      text: 'Tag Ezekiel 37:1-14, the valley of dry bones. Who said "our hope is lost" (v. 11), and does the picture reach further?',
      refs: ["Ezekiel 37:1-14"],
    },
  ],
  masterTasks: [
    {
      id: "123h-m3",
      level: 3,
      kind: "reflection",
      prompt:
        "Which error do you lean toward — pushing every prophecy to the end of time, or leaving every prophecy in the past? Reflect on one passage where the Three Heavens changed how you read it, and what that did to your hope in Christ’s return.",
    },
    {
      id: "123h-m4",
      level: 4,
      kind: "teaching",
      prompt:
        "Explain the Three Heavens to a beginner using Joel 2:28-32 and Acts 2:16-21: what a horizon is, the clues you weigh, and why one promise can be fulfilled more than once without being emptied.",
    },
    {
      id: "123h-m5",
      level: 5,
      kind: "application",
      prompt:
        "Work Isaiah 65:17-25 with the Three Heavens, the Time Zone room (TZ) and the Prophecy Room (PR): tag its horizon(s), place it in time, and show how it fits the historical line of Daniel and Revelation.",
    },
  ],
  referenceLists: ["heavens", "heavenClues", "horizonTagForms"],
};
