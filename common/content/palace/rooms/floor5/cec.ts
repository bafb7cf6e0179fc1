import { overviewOf } from "@common/content/palace/overview";
import type { Room } from "@common/content/palace/types";

const methodOptions = [
  { value: "1", label: "1 Promise" },
  { value: "2", label: "2 Types & shadows" },
  { value: "3", label: "3 Gospel trail" },
  { value: "4", label: "4 God's heart" },
  { value: "5", label: "5 Unfinished story" },
];

export const room: Room = {
  ...overviewOf("cec"),
  prerequisites: [],
  method: [
    { text: "Read the whole chapter, slowly, before looking for Christ in it." },
    {
      text: "Search with the five finding methods; use more than one before giving up.",
      substeps: [
        "1 Promise: a promised rescuer, king or blessing.",
        "2 Types & shadows: a person, object or event that resembles Him, with biblical warrant.",
        "3 Gospel trail: mess → cry → rescue.",
        "4 God's heart: any revelation of God's character reveals Christ (John 14:9).",
        "5 Unfinished story: temporary or broken goods that point to the final answer.",
      ],
    },
    {
      text: "Classify His presence: explicit (a direct messianic reference), typological (a person, event or object with biblical warrant) or thematic (needs New Testament confirmation).",
    },
    {
      text: "Write the Christ-line: name His title or role, state His act, and cross-link one or two New Testament texts.",
      substeps: ["Format: Book Ch | METHODS: n,n | NAME: … | ACT: … | CROSSLINK: …"],
    },
  ],
  principles: [
    "Christ is the subject of all the Scriptures (Luke 24:27; John 5:39).",
    "Discipline, not random allegory: every line rests on one of the five methods and a New Testament confirmation.",
    "Name an act, not only a presence: what is He doing in this chapter?",
    "Hard chapters are where the method proves itself; do not skip them.",
  ],
  deliverable: {
    kind: "christLine",
    description:
      "One Christ-line per chapter: Book Ch | METHODS | NAME | ACT | CROSSLINK. Your lines build a Christ-map of the whole Bible.",
    fields: [
      { id: "chapter", label: "Chapter", type: "reference", help: 'Book and chapter, e.g. "Ruth 4".' },
      {
        id: "method",
        label: "Main finding method",
        type: "choice",
        help: "The method that found Him.",
        options: methodOptions,
      },
      {
        id: "method2",
        label: "Second method",
        type: "choice",
        optional: true,
        help: "Optional: a second method that confirms the line.",
        options: methodOptions,
      },
      {
        id: "presence",
        label: "Kind of presence",
        type: "choice",
        help: "Explicit, typological or thematic.",
        options: [
          { value: "explicit", label: "Explicit — a direct messianic reference" },
          { value: "typological", label: "Typological — a person, event or object with biblical warrant" },
          { value: "thematic", label: "Thematic — needs New Testament confirmation" },
        ],
      },
      { id: "name", label: "NAME — His title or role", type: "text", help: 'e.g. "Kinsman-Redeemer".' },
      {
        id: "act",
        label: "ACT — what He does",
        type: "text",
        help: 'A verb phrase, e.g. "buys back the lost inheritance and takes a foreign bride".',
      },
      {
        id: "crossLinks",
        label: "CROSSLINK — New Testament texts",
        type: "references",
        help: "One or two New Testament references, one per line.",
      },
    ],
  },
  autoCheck: [
    { rule: "validRef", field: "chapter" },
    { rule: "choice", field: "method" },
    { rule: "choice", field: "presence" },
    { rule: "required", field: "name" },
    { rule: "required", field: "act" },
    { rule: "validRef", field: "crossLinks" },
  ],
  pitfalls: [
    'Moralism: "be brave like David" puts the reader where Christ should be; ask first what the Saviour does.',
    'A generic "God loves us": true everywhere, so it says nothing about this chapter. Name a specific title and act.',
    "Random allegory: the scarlet thread is not Christ because it is red; use a method with biblical warrant.",
    "Skipping hard chapters: genealogies, judgments and laments also have a Christ-line.",
    "No New Testament cross-link: the line stays a guess until the New Testament confirms it.",
    "Giving up too soon, or relying on one method only: when types fail, try the gospel trail, God's heart or the unfinished story.",
  ],
  example: {
    title: "The Kinsman-Redeemer (Ruth 4)",
    refs: ["Ruth 4", "Ephesians 1:7", "Galatians 4:4-5"],
    body: "Ruth 4 | METHODS: 2, 5 | NAME: Kinsman-Redeemer | ACT: buys back the lost inheritance and takes a foreign bride | CROSSLINK: Ephesians 1:7; Galatians 4:4-5. Boaz, a near relative with the right and the means, redeems what Naomi's family had lost and marries Ruth the Moabitess (types and shadows). The chapter ends with a genealogy leading to David — an unfinished story that reaches its goal in David's greater Son. Presence: typological.",
  },
  examplePool: [
    {
      refs: ["Genesis 22", "John 1:29", "Romans 8:32"],
      body: "Genesis 22 | METHODS: 2, 1 | NAME: the Lamb God provides | ACT: goes up the mountain bearing the wood and is offered in the place of the one who should die | CROSSLINK: John 1:29; Romans 8:32. The father does not withhold his only son, and a substitute is provided on Moriah. Presence: typological.",
    },
    {
      refs: ["Exodus 17", "1 Corinthians 10:4"],
      body: 'Exodus 17 | METHODS: 2, 3 | NAME: the smitten Rock | ACT: is struck so that water flows to a thirsty, complaining people | CROSSLINK: 1 Corinthians 10:4; John 7:37-38. Paul says plainly, "that Rock was Christ." Presence: typological.',
    },
    {
      refs: ["Numbers 21", "John 3:14-15"],
      body: "Numbers 21 | METHODS: 2, 3 | NAME: the One lifted up | ACT: heals dying sinners who look to Him | CROSSLINK: John 3:14-15. Bitten, dying people (mess) cry to Moses (cry) and live by looking at the bronze serpent (rescue). Presence: typological, with Jesus' own warrant.",
    },
    {
      refs: ["Genesis 3", "Galatians 4:4", "Hebrews 2:14"],
      body: "Genesis 3 | METHODS: 1, 3 | NAME: the Seed of the woman | ACT: crushes the serpent's head at the cost of a bruised heel | CROSSLINK: Galatians 4:4; Hebrews 2:14. The first gospel promise comes on the day of the first sin. Presence: explicit.",
    },
    {
      refs: ["Psalm 23", "John 10:11"],
      body: "Psalm 23 | METHODS: 4, 2 | NAME: the Good Shepherd | ACT: leads, restores, walks through the valley of death with His sheep and spreads a table | CROSSLINK: John 10:11; Hebrews 13:20. Jesus takes the title for Himself. Presence: typological.",
    },
    {
      refs: ["Jonah 1", "Matthew 12:40"],
      body: "Jonah 1 | METHODS: 2, 3 | NAME: the One cast out to still the storm | ACT: is thrown into the deep so that the others are saved | CROSSLINK: Matthew 12:40-41. A greater than Jonah goes willingly where Jonah went as a runaway. Presence: typological.",
    },
    {
      refs: ["1 Samuel 17", "Colossians 2:15"],
      body: '1 Samuel 17 | METHODS: 2, 3 | NAME: the anointed Champion | ACT: fights the enemy alone on behalf of a paralysed people and wins the victory they share | CROSSLINK: Colossians 2:15; Hebrews 2:14-15. The point is not "be like David" but "be saved by the Son of David." Presence: typological.',
    },
    {
      refs: ["Isaiah 53", "1 Peter 2:24"],
      body: 'Isaiah 53 | METHODS: 1 | NAME: the suffering Servant | ACT: bears our griefs, is wounded for our transgressions and justifies many | CROSSLINK: 1 Peter 2:24; Acts 8:32-35. Philip began at this scripture and "preached unto him Jesus." Presence: explicit.',
    },
    {
      refs: ["Nehemiah 1", "Hebrews 7:25"],
      body: "Nehemiah 1 | METHODS: 3, 2 | NAME: the Intercessor | ACT: weeps over the ruin of God's city, confesses his people's sins as his own and pleads the covenant promises | CROSSLINK: Hebrews 7:25; Luke 19:41. Nehemiah's prayer is a shadow of the One who wept over Jerusalem and intercedes still. Presence: thematic.",
    },
    {
      refs: ["Ecclesiastes 1", "Romans 8:20-21", "John 10:10"],
      body: "Ecclesiastes 1 | METHODS: 5 | NAME: the Giver of abundant life | ACT: answers the vanity under the sun with life that does not pass away | CROSSLINK: Romans 8:20-21; John 10:10. The chapter is an unfinished story: it states the emptiness Christ came to fill. Presence: thematic.",
    },
    {
      refs: ["Hosea 3", "1 Peter 1:18-19"],
      body: "Hosea 3 | METHODS: 2, 4 | NAME: the faithful Husband | ACT: buys back an unfaithful bride and brings her home | CROSSLINK: 1 Peter 1:18-19; Ephesians 5:25. Hosea pays silver and barley for Gomer; Christ pays with His blood. Presence: typological.",
    },
    {
      refs: ["Exodus 34", "John 1:14"],
      body: 'Exodus 34 | METHODS: 4 | NAME: the Word full of grace and truth | ACT: proclaims the name "merciful and gracious, longsuffering, and abundant in goodness and truth" | CROSSLINK: John 1:14, 17. John echoes the chapter when he says the Word "dwelt among us… full of grace and truth." Presence: thematic.',
    },
    {
      refs: ["2 Samuel 9", "Ephesians 2:4-6"],
      body: "2 Samuel 9 | METHODS: 3, 4 | NAME: the gracious King | ACT: seeks out the lame son of his enemy's house and seats him at the king's table for ever | CROSSLINK: Ephesians 2:4-6; Luke 14:21. Mephibosheth's fear (mess) meets unearned kindness (rescue). Presence: thematic.",
    },
  ],
  practicePrompts: [
    { id: "cec-p1", text: "Genesis 39 (Joseph in Potiphar's house and prison).", refs: ["Genesis 39"] },
    { id: "cec-p2", text: "Leviticus 14 (cleansing the leper).", refs: ["Leviticus 14"] },
    { id: "cec-p3", text: "Esther 4 — a chapter that never names God.", refs: ["Esther 4"] },
    { id: "cec-p4", text: "Judges 16 (Samson's fall and death).", refs: ["Judges 16"] },
  ],
  masterTasks: [
    {
      id: "cec-m3",
      level: 3,
      kind: "reflection",
      prompt:
        "Look over your Christ-map. Which books are full and which are empty, and which finding method do you lean on too much? Reflect on a chapter where you nearly gave up and what changed when you tried another method. Cite the chapters.",
    },
    {
      id: "cec-m4",
      level: 4,
      kind: "teaching",
      prompt:
        "Explain Christ in Every Chapter to a beginner: why every chapter has a Christ-line (Luke 24:27), the five finding methods, the three kinds of presence, and how it differs from moralism and random allegory. Demonstrate with one hard chapter and state the core question.",
    },
    {
      id: "cec-m5",
      level: 5,
      kind: "application",
      prompt:
        "Take Genesis 22 and work it through Christ in Every Chapter, the Blue Room (the altar and the substitute) and the Symbols/Types Room or the Feasts Room. Show how the rooms confirm one Christ-line, then write the final line in the CEC format.",
    },
  ],
  referenceLists: ["cecMethods"],
};
