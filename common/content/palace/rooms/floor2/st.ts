import { overviewOf } from "@common/content/palace/overview";
import type { Room } from "@common/content/palace/types";

const NT_BOOKS = [
  "matthew",
  "matt",
  "mt",
  "mark",
  "mk",
  "mrk",
  "luke",
  "lk",
  "luk",
  "john",
  "jn",
  "jhn",
  "acts",
  "romans",
  "rom",
  "corinthians",
  "cor",
  "galatians",
  "gal",
  "ephesians",
  "eph",
  "philippians",
  "phil",
  "php",
  "colossians",
  "col",
  "thessalonians",
  "thess",
  "timothy",
  "tim",
  "titus",
  "tit",
  "philemon",
  "phlm",
  "hebrews",
  "heb",
  "james",
  "jas",
  "peter",
  "pet",
  "jude",
  "revelation",
  "revelations",
  "rev",
];

export const room: Room = {
  ...overviewOf("st"),
  prerequisites: ["sr", "tr"],
  method: [
    {
      text: "Name the symbol: one image, stated plainly (BREAD, WATER, LAMB). Pick images the Bible itself uses, not ones you bring to it.",
    },
    {
      text: "Scope: list 5–10 key texts where the symbol appears, from as many parts of the Bible as you can, and note whether its usage is consistent or has exceptions.",
      substeps: [
        "Start with the first appearance and the clearest teaching passages.",
        "Include the prophets and Revelation where the image is used.",
        "Record exceptions honestly — a lion can picture Christ (Revelation 5:5) and the devil (1 Peter 5:8).",
      ],
    },
    {
      text: "Sign: define in one sentence what the symbol stands for across those texts. If you need two sentences, you probably have two symbols.",
    },
    {
      text: "Christ-locus: find the New Testament text (or texts) that ties the symbol to Jesus, and explain the link in one or two sentences.",
    },
    {
      text: "Save the card and reuse it. Whenever the symbol appears again, test the new passage against the card — and revise the card if Scripture corrects it.",
    },
  ],
  principles: [
    "God uses His imagery consistently; let Scripture define its own symbols.",
    "Every symbol card lands in Christ, the One to whom the types point.",
    "Sometimes a door is only a door: a symbol needs textual warrant, not imagination alone.",
    "Record exceptions rather than hiding them.",
  ],
  deliverable: {
    kind: "symbolCard",
    description:
      "A symbol card: Symbol → Scope (5–10 references) → Sign (one sentence) → Christ-locus (at least one New Testament text with a note of 1–2 sentences).",
    fields: [
      { id: "symbol", label: "Symbol", type: "text", help: "The image in one or two words, e.g. BREAD." },
      {
        id: "scope",
        label: "Scope",
        type: "references",
        help: "5–10 key texts where the symbol appears, one reference per line, e.g. Exodus 16:4.",
      },
      {
        id: "consistency",
        label: "Usage",
        type: "choice",
        help: "Is the symbol used the same way everywhere in your scope?",
        options: [
          { value: "consistent", label: "Consistent" },
          { value: "exceptions", label: "Consistent, with exceptions" },
          { value: "contextual", label: "Different uses by context" },
        ],
      },
      {
        id: "exceptions",
        label: "Exceptions",
        type: "text",
        optional: true,
        help: "Optional: where the symbol is used differently, and why.",
      },
      {
        id: "sign",
        label: "Sign",
        type: "text",
        help: "One sentence: what the symbol stands for across the scope.",
      },
      {
        id: "christLocus",
        label: "Christ-locus texts",
        type: "references",
        help: "At least one New Testament reference tying the symbol to Jesus, one per line, e.g. John 6:51.",
      },
      {
        id: "christNote",
        label: "Christ-locus note",
        type: "text",
        help: "1–2 sentences: how the symbol is fulfilled in Christ.",
      },
    ],
  },
  autoCheck: [
    { rule: "required", field: "symbol" },
    { rule: "validRef", field: "scope" },
    { rule: "items", field: "scope", min: 5, max: 10 },
    { rule: "choice", field: "consistency" },
    { rule: "sentences", field: "sign", min: 1, max: 1 },
    { rule: "validRef", field: "christLocus" },
    { rule: "mentions", field: "christLocus", anyOf: NT_BOOKS, label: "a New Testament text" },
    { rule: "sentences", field: "christNote", min: 1, max: 2 },
  ],
  pitfalls: [
    "Free association: deciding what an image means from feeling or culture instead of tracing how Scripture uses it.",
    "Making a one-off image universal — a single unusual use does not define the symbol everywhere.",
    "Missing Christ: a card that never reaches the New Testament fulfilment is unfinished.",
    "Allegorising everything: sometimes a door is only a door, and a detail is just a detail.",
    "Giving a symbol a meaning that Scripture itself contradicts.",
  ],
  example: {
    title: "BREAD",
    refs: [
      "Exodus 16",
      "Leviticus 24:5-9",
      "Deuteronomy 8:3",
      "1 Kings 19:6",
      "Matthew 4:4",
      "John 6:35",
      "John 6:48-51",
      "1 Corinthians 10:17",
    ],
    body: 'Symbol: BREAD. Scope: Exodus 16 (manna each morning); Leviticus 24:5-9 (the shewbread before the LORD); Deuteronomy 8:3 (man lives by every word of God); 1 Kings 19:6 (a cake baken on the coals for Elijah); Matthew 4:4 (Jesus answers the tempter with Deuteronomy 8:3); John 6:35 and 48-51 ("I am the bread of life"); 1 Corinthians 10:17 (one bread, one body). Usage: consistent. Sign: bread is God\'s daily, life-sustaining provision, His word included. Christ-locus: John 6:51 — Jesus is the living bread from heaven, and the bread He gives is His flesh, given for the life of the world.',
  },
  examplePool: [
    {
      refs: ["Exodus 17:6", "Psalm 18:2", "Daniel 2:34-35", "Matthew 7:24-25", "1 Corinthians 10:4"],
      body: 'ROCK — Scope: Exodus 17:6; Deuteronomy 32:4; Psalm 18:2; Daniel 2:34-35; Matthew 7:24-25; 1 Peter 2:6-8. Usage: consistent, with the stone of Daniel 2 adding judgment. Sign: the rock is God\'s unchanging strength, the refuge and foundation of His people. Christ-locus: 1 Corinthians 10:4 — "that Rock was Christ", smitten so that water could flow.',
    },
    {
      refs: ["Genesis 1:3", "Psalm 119:105", "Isaiah 9:2", "Matthew 5:14", "John 8:12", "Revelation 21:23"],
      body: 'LIGHT — Scope: Genesis 1:3; Psalm 27:1; Psalm 119:105; Isaiah 9:2; Matthew 5:14; John 8:12; Revelation 21:23. Sign: light is God\'s revealing, holy presence that drives out darkness. Christ-locus: John 8:12 — "I am the light of the world"; His people shine only as they reflect Him (Matthew 5:14).',
    },
    {
      refs: ["Genesis 6:16", "Exodus 12:7", "Genesis 28:17", "John 10:9", "Revelation 3:20"],
      body: 'DOOR — Scope: Genesis 6:16 and 7:16 (one door in the ark, shut by the LORD); Exodus 12:7 (blood on the doorposts); Genesis 28:17 (the gate of heaven); John 10:7-9; Revelation 3:20; Revelation 4:1. Sign: the door is God\'s one appointed way of entry into safety and His presence. Christ-locus: John 10:9 — "I am the door: by me if any man enter in, he shall be saved."',
    },
    {
      refs: [
        "Psalm 23:1",
        "Isaiah 40:11",
        "Ezekiel 34:11-16",
        "Zechariah 13:7",
        "John 10:11",
        "Hebrews 13:20",
      ],
      body: "SHEPHERD — Scope: Genesis 48:15; Psalm 23:1; Isaiah 40:11; Ezekiel 34:11-16, 23; Zechariah 13:7; Hebrews 13:20; 1 Peter 5:4. Sign: the shepherd is God's personal care, guidance and protection of a people He owns. Christ-locus: John 10:11 — the good shepherd gives His life for the sheep, and Zechariah 13:7 is applied to Him in Matthew 26:31.",
    },
    {
      refs: ["Psalm 80:8-16", "Isaiah 5:1-7", "Jeremiah 2:21", "John 15:1-5"],
      body: 'VINE — Scope: Psalm 80:8-16; Isaiah 5:1-7; Jeremiah 2:21; Hosea 10:1; Matthew 21:33-41; John 15:1-5. Sign: the vine is the covenant people, planted and tended by God to bear His fruit. Christ-locus: John 15:1 — where Israel became a degenerate vine, Jesus is "the true vine", and fruit comes only by abiding in Him.',
    },
    {
      refs: ["Exodus 25:8", "1 Kings 8:27", "John 2:19-21", "1 Corinthians 6:19", "Revelation 21:22"],
      body: "TEMPLE — Scope: Exodus 25:8; 1 Kings 8:27; Psalm 11:4; Habakkuk 2:20; 1 Corinthians 6:19; Revelation 21:22. Sign: the temple is the place where the holy God dwells among His people and meets them. Christ-locus: John 2:19-21 — He spake of the temple of His body; in the new earth the Lord God and the Lamb are the temple.",
    },
    {
      refs: ["Genesis 49:9-10", "Daniel 7:4", "1 Peter 5:8", "Revelation 5:5-6"],
      body: "LION — Scope: Genesis 49:9-10; Proverbs 28:1; Daniel 7:4; Hosea 5:14; 1 Peter 5:8; Revelation 5:5. Usage: consistent in meaning (kingly, devouring power) but with different bearers — Judah's King, God in judgment (Hosea 5:14), the bold righteous, Babylon in Daniel 7, and the devil in 1 Peter 5:8. Sign: the lion is royal strength that conquers. Christ-locus: Revelation 5:5-6 — the Lion of the tribe of Judah prevails, and appears as a Lamb that had been slain.",
    },
    {
      refs: ["Genesis 3:15", "Genesis 22:18", "Luke 8:11", "John 12:24", "Galatians 3:16"],
      body: 'SEED — Scope: Genesis 3:15; Genesis 22:18; Isaiah 53:10; Luke 8:11; John 12:24; Galatians 3:16; 1 Peter 1:23. Usage: two related uses — the promised offspring, and the word of God sown in hearts. Sign: seed is God\'s life-carrying promise that grows into what He has spoken. Christ-locus: Galatians 3:16 — "to thy seed, which is Christ", the corn of wheat that falls into the ground and bears much fruit (John 12:24).',
    },
    {
      refs: ["Exodus 26:31-33", "Leviticus 16:2", "Matthew 27:51", "Hebrews 10:19-20"],
      body: 'VEIL — Scope: Exodus 26:31-33; Leviticus 16:2; Matthew 27:51; 2 Corinthians 3:14-16; Hebrews 6:19-20; Hebrews 10:19-20. Sign: the veil is the barrier of holiness between sinners and God\'s presence — and the way through it. Christ-locus: Hebrews 10:20 — we enter "through the veil, that is to say, his flesh", and it was rent when He died (Matthew 27:51).',
    },
    {
      refs: ["Exodus 12:13", "Leviticus 17:11", "Hebrews 9:22", "Matthew 26:28", "1 Peter 1:18-19"],
      body: 'BLOOD — Scope: Genesis 4:10; Exodus 12:13; Leviticus 17:11; Hebrews 9:22; 1 Peter 1:18-19; Revelation 12:11. Sign: blood is life poured out, which makes atonement for sin. Christ-locus: Matthew 26:28 — "this is my blood of the new testament, which is shed for many for the remission of sins."',
    },
    {
      refs: ["Psalm 18:2", "Daniel 7:24", "Daniel 8:20-21", "Luke 1:69", "Revelation 5:6"],
      body: 'HORN — Scope: 1 Samuel 2:10; Psalm 18:2; Daniel 7:24; Daniel 8:20-21; Zechariah 1:18-21; Revelation 17:12. Usage: consistent — in prophecy a horn is a king or kingdom. Sign: a horn is power, especially ruling power. Christ-locus: Luke 1:69 — God has raised up "an horn of salvation" in the house of David, and the Lamb of Revelation 5:6 has seven horns, fullness of power.',
    },
    {
      refs: ["Genesis 3:21", "Isaiah 61:10", "Zechariah 3:3-5", "Revelation 19:8", "Galatians 3:27"],
      body: 'GARMENT — Scope: Genesis 3:21; Isaiah 61:10; Zechariah 3:3-5; Matthew 22:11-12; Revelation 3:18; Revelation 19:8. Sign: clothing is the righteousness in which a person stands before God — either their own filthy garments or the robe He provides. Christ-locus: Galatians 3:27 — those baptized into Christ have "put on Christ".',
    },
  ],
  practicePrompts: [
    { id: "st-p1", text: "Build a symbol card for WATER.", refs: [] },
    {
      id: "st-p2",
      text: "Build a card for LAMB that lands in John 1:29 and Revelation 5.",
      refs: ["John 1:29", "Revelation 5"],
    },
    { id: "st-p3", text: "Build a card for OIL and decide whether its usage is consistent.", refs: [] },
    {
      id: "st-p4",
      text: "Build a card for SERPENT (Genesis 3:1; Numbers 21:6-9; 2 Kings 18:4; Isaiah 27:1; Matthew 10:16; John 3:14; Revelation 12:9) and decide whether its usage is consistent — where does the bronze serpent fit?",
      refs: [
        "Genesis 3:1",
        "Numbers 21:6-9",
        "2 Kings 18:4",
        "Isaiah 27:1",
        "Matthew 10:16",
        "John 3:14",
        "Revelation 12:9",
      ],
    },
  ],
  masterTasks: [
    {
      id: "st-m3",
      level: 3,
      kind: "reflection",
      prompt:
        "Review your symbol cards. Which card did Scripture force you to revise, and why? Describe one place where you were tempted to allegorise a detail that was only a detail, and how the scope of a symbol protects you from free association.",
    },
    {
      id: "st-m4",
      level: 4,
      kind: "teaching",
      prompt:
        "Explain the Symbols/Types Room to a beginner by building the BREAD or LAMB card with them step by step: symbol, scope, sign, Christ-locus. Show why a sign must be one sentence and why every card must reach Christ.",
    },
    {
      id: "st-m5",
      level: 5,
      kind: "application",
      prompt:
        "Take John 4:1-26. Decode its main symbol with a card (ST), define its key words (DC), and picture the scene with a sanctified imagination (IR). Show how the three rooms together bring out who Jesus is.",
    },
  ],
  referenceLists: ["symbolStarter"],
};
