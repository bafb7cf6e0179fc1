import { overviewOf } from "@common/content/palace/overview";
import type { Room } from "@common/content/palace/types";

const spanOptions = [
  { value: "sanctuary", label: "|S Sanctuary Wall — God's dwelling, sacrifice, priesthood, mediation" },
  {
    value: "life-of-christ",
    label: "|LC Life of Christ Wall — incarnation, ministry, passion, resurrection, ascension, intercession",
  },
  {
    value: "great-controversy",
    label: "|GC Great Controversy Wall — the cosmic conflict of Christ and Satan",
  },
  { value: "time-prophecy", label: "|TP Time-Prophecy Wall — prophetic timelines, day-year principle" },
  { value: "gospel-floor", label: "GF Gospel Floor — justification, righteousness by faith, grace" },
  {
    value: "heaven-ceiling",
    label: "HC Heaven Ceiling — new heavens and earth, resurrection, glorification",
  },
];

export const room: Room = {
  ...overviewOf("trm"),
  prerequisites: [],
  method: [
    {
      text: "Find the passage's main focus: what is it chiefly about, beneath the details?",
      substeps: ["Ask what the author is building toward, and which words or images carry the weight."],
    },
    {
      text: "Choose a primary span and, optionally, one secondary span.",
      substeps: [
        "Four walls: |S Sanctuary, |LC Life of Christ, |GC Great Controversy, |TP Time-Prophecy.",
        "The floor everything stands on: GF Gospel Floor. The ceiling everything rises to: HC Heaven Ceiling.",
        "The secondary span must differ from the primary and be clearly present, not merely possible.",
      ],
    },
    {
      text: "Write a rationale of one or two sentences: why this span carries the passage's weight.",
    },
    {
      text: "Relate the text to at least one other text on the same span, and note what the comparison shows.",
      substeps: [
        "Use the span's key texts as a starting point (Hebrews 8–10 for the Sanctuary Wall, Revelation 21–22 for the Heaven Ceiling …).",
      ],
    },
  ],
  principles: [
    "One primary span per text: the palace needs every text placed, not every text everywhere.",
    "Spans are themes, not genres: a parable can stand on the Great Controversy Wall, a psalm on the Sanctuary Wall.",
    "Texts on the same span interpret one another; comparison is what turns tags into architecture.",
  ],
  deliverable: {
    kind: "spanTag",
    description:
      "The passage, its primary span (and optional secondary span), a 1–2 sentence rationale and at least one comparison text on the same span.",
    fields: [
      {
        id: "passage",
        label: "Passage",
        type: "reference",
        help: 'The text you are placing, e.g. "Ephesians 6:10-18".',
      },
      {
        id: "primary",
        label: "Primary span",
        type: "choice",
        help: "The span the passage mainly stands on.",
        options: spanOptions,
      },
      {
        id: "secondary",
        label: "Secondary span (optional)",
        type: "choice",
        optional: true,
        help: "Only if clearly present; it must differ from the primary.",
        options: spanOptions,
      },
      {
        id: "rationale",
        label: "Rationale",
        type: "text",
        help: "One or two sentences: why this span carries the passage.",
      },
      {
        id: "compare",
        label: "Comparison texts",
        type: "references",
        help: 'At least one other text on the same span, one per line, e.g. "Revelation 12:7-11".',
      },
      {
        id: "comparisonNote",
        label: "What the comparison shows (optional)",
        type: "text",
        optional: true,
        help: "One sentence on what the texts show together.",
      },
    ],
  },
  autoCheck: [
    { rule: "validRef", field: "passage" },
    { rule: "choice", field: "primary" },
    { rule: "differs", field: "secondary", from: "primary" },
    { rule: "required", field: "rationale" },
    { rule: "sentences", field: "rationale", max: 2 },
    { rule: "items", field: "compare", min: 1 },
    { rule: "validRef", field: "compare" },
  ],
  pitfalls: [
    "Tagging every span: a text placed everywhere is placed nowhere. Choose one primary and at most one secondary.",
    "Treating every text as primarily about justification: the Gospel Floor is under everything, but not every text stands mainly on it.",
    "Confusing the Sanctuary and Life of Christ walls: Christ's earthly ministry is |LC; sacrifice, priesthood and mediation are |S, even when Christ is the Priest.",
    "Forcing time-prophecy onto thematic prophecy: |TP is for timelines and sequences (Daniel 7, 8, 9), not every prophecy about the future.",
    "Never comparing texts on the same span, so the tags never become a structure.",
  ],
  example: {
    title: "Ephesians 6:10-18 — the armour of God",
    refs: ["Ephesians 6:10-18", "Revelation 12:7-11"],
    body: 'Ephesians 6:10-18 → primary |GC Great Controversy Wall: "we wrestle not against flesh and blood, but against principalities, against powers" — the passage is about spiritual warfare. Secondary GF Gospel Floor: the gospel of peace, the breastplate of righteousness and the shield of faith are the armour. Compare Revelation 12:7-11, where the war in heaven is won "by the blood of the Lamb, and by the word of their testimony" — the same battle, fought with the same weapons.',
  },
  examplePool: [
    {
      refs: ["Leviticus 16", "Hebrews 9:23-28"],
      body: "Leviticus 16 → |S Sanctuary Wall: the Day of Atonement, blood carried into the most holy place and the sanctuary cleansed. Rationale: the whole chapter is about mediation and cleansing in God's dwelling. Compare Hebrews 9:23-28, where Christ appears in heaven itself with His own blood.",
    },
    {
      refs: ["Luke 2:1-20", "Philippians 2:5-8"],
      body: 'Luke 2:1-20 → |LC Life of Christ Wall: the incarnation in a manger at Bethlehem. Rationale: the passage is about the Son entering human history. Compare Philippians 2:5-8, where the same descent is described as taking "the form of a servant".',
    },
    {
      refs: ["Job 1:6-12", "Zechariah 3:1-5"],
      body: "Job 1:6-12 → |GC Great Controversy Wall: Satan accuses a faithful man before God. Rationale: the question is whether God's people serve Him for nothing — a cosmic test behind earthly suffering. Compare Zechariah 3:1-5, where Satan accuses Joshua the high priest and the Lord rebukes him; secondary |S, because the answer there is a change of garments.",
    },
    {
      refs: ["Daniel 9:24-27", "Daniel 8:14"],
      body: 'Daniel 9:24-27 → |TP Time-Prophecy Wall: seventy weeks (490 years on the day-year principle) from the decree of 457 BC to Messiah the Prince. Secondary |LC: He is "cut off, but not for himself". Compare Daniel 8:14, whose 2,300 days begin at the same point and reach to AD 1844.',
    },
    {
      refs: ["Romans 3:21-26", "Galatians 2:16"],
      body: 'Romans 3:21-26 → GF Gospel Floor: the righteousness of God by faith, justification freely by grace. Secondary |S: Christ set forth as a propitiation (a mercy-seat word). Compare Galatians 2:16 — justified "by the faith of Jesus Christ, and not by the works of the law".',
    },
    {
      refs: ["1 Corinthians 15:51-55", "1 Thessalonians 4:16-17"],
      body: "1 Corinthians 15:51-55 → HC Heaven Ceiling: the dead raised incorruptible, death swallowed up in victory. Rationale: resurrection and glorification are the chapter's climax. Compare 1 Thessalonians 4:16-17, where the same trumpet raises the dead in Christ first.",
    },
    {
      refs: ["Exodus 25:8-9", "Revelation 21:3"],
      body: 'Exodus 25:8-9 → |S Sanctuary Wall: "let them make me a sanctuary; that I may dwell among them", built after a heavenly pattern. Compare Revelation 21:3 on the Heaven Ceiling: "the tabernacle of God is with men" — the Sanctuary Wall rises into the ceiling.',
    },
    {
      refs: ["John 19:28-30", "Isaiah 53:4-6"],
      body: 'John 19:28-30 → |LC Life of Christ Wall: the passion and "It is finished". Secondary |S: the sacrifice that ends all sacrifices. Rationale: John narrates the death of Jesus, so |LC leads even though the meaning is priestly. Compare Isaiah 53:4-6.',
    },
    {
      refs: ["Daniel 7:1-14", "Daniel 2:31-45"],
      body: "Daniel 7:1-14 → |TP Time-Prophecy Wall: four beasts, the little horn's 1,260 years and the judgment, in historicist sequence. Secondary |GC: the little horn makes war with the saints. Compare Daniel 2:31-45, the same four kingdoms as metals.",
    },
    {
      refs: ["Titus 3:4-7", "Ephesians 2:8-9"],
      body: 'Titus 3:4-7 → GF Gospel Floor: "not by works of righteousness which we have done, but according to his mercy he saved us". Rationale: the passage is about how sinners are made right with God. Compare Ephesians 2:8-9.',
    },
    {
      refs: ["Isaiah 35", "Revelation 22:1-5"],
      body: "Isaiah 35 → HC Heaven Ceiling: the desert blossoms, the blind see, the ransomed return with everlasting joy. Compare Revelation 22:1-5, the river of life and no more curse. Warning: don't tag it |TP — it has no timeline, only a destination.",
    },
    {
      refs: ["Genesis 3:1-15", "Revelation 12:9"],
      body: 'Genesis 3:1-15 → |GC Great Controversy Wall: the serpent\'s deception, the fall and the declared enmity. Secondary GF: the first promise of a Seed who crushes the serpent. Compare Revelation 12:9, which names "that old serpent, called the Devil, and Satan".',
    },
  ],
  practicePrompts: [
    {
      id: "trm-p1",
      text: "Hebrews 9:11-14: choose the primary span, write the rationale and compare one other text on the same span.",
      refs: ["Hebrews 9:11-14"],
    },
    {
      id: "trm-p2",
      text: "Daniel 7:9-14: name a primary and a secondary span and explain why they differ.",
      refs: ["Daniel 7:9-14"],
    },
    {
      id: "trm-p3",
      text: "Romans 5:1-2: tag the span — and resist tagging it everywhere.",
      refs: ["Romans 5:1-2"],
    },
    {
      id: "trm-p4",
      text: "Compare Isaiah 65:17-25 and Revelation 21:1-5 on the Heaven Ceiling: what does each add?",
      refs: ["Isaiah 65:17-25", "Revelation 21:1-5"],
    },
  ],
  masterTasks: [
    {
      id: "trm-m3",
      level: 3,
      kind: "reflection",
      prompt:
        "Look at your last ten passages studied or preached. Which span do you keep returning to, and which have you left bare? Reflect, with at least two passages, on what an unbalanced palace does to your picture of God.",
    },
    {
      id: "trm-m4",
      level: 4,
      kind: "teaching",
      prompt:
        "Explain the Theme Room to a beginner using Ephesians 6:10-18 and Hebrews 9:11-14. State the core question, name the six spans (four walls, a floor, a ceiling), show how to choose a primary and secondary span, and why comparison matters.",
    },
    {
      id: "trm-m5",
      level: 5,
      kind: "application",
      prompt:
        "Take Revelation 12 through three rooms: tag its span(s) (TRm), name the zones it speaks from (TZ), and find the recurring pattern it belongs to (PRm). Show how the three lenses fit together without collapsing into one.",
    },
  ],
  referenceLists: ["themeSpans"],
};
