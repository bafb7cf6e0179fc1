import { overviewOf } from "@common/content/palace/overview";
import type { Room } from "@common/content/palace/types";

export const room: Room = {
  ...overviewOf("infinity"),
  prerequisites: [],
  bestAfter: {
    floors: [1, 2, 3, 4, 5, 6, 7],
    note: "Best after floors 1–7: reflexes grow only from rooms that were first practised on purpose.",
  },
  method: [
    {
      text: "Teach or preach a passage you have not studied, without notes.",
      substeps: [
        "Pray, read the passage twice, then teach — three to five minutes is enough.",
        "Record it, or write down the outline immediately afterwards, before you start analysing.",
      ],
    },
    {
      text: "Audit it: tag the rooms you used without thinking, using the checklist.",
      substeps: [
        'Mark each room with where it showed ("IR — the crowd pressing, the tree").',
        "Only tag what you actually did, not what you meant to do.",
      ],
    },
    {
      text: "Identify the gaps and drill those rooms deliberately.",
      substeps: [
        "Pick one or two gaps, not ten.",
        "Write a concrete plan: which room, which passage, how often.",
      ],
    },
    {
      text: "Repeat until the use is seamless — the rooms should be audible to a listener but invisible in your delivery.",
    },
    {
      text: "Have a study partner in the app listen or read, and name the rooms they heard; compare their tags with yours.",
    },
  ],
  principles: [
    "Mastery is invisibility: listeners should hear the text and its Christ, not the method.",
    "There is no shortcut past floors 1–7.",
    "Humility: the method serves the text, never the reverse.",
    "A sign of mastery is being able to teach the palace to beginners.",
  ],
  deliverable: {
    kind: "teachingAudit",
    description:
      "An outline or transcript of unprepared teaching, the room-tag audit of what you used, and the gaps with a drill plan.",
    fields: [
      { id: "passage", label: "Passage taught", type: "reference", help: "e.g. Luke 19:1-10" },
      {
        id: "format",
        label: "What you are auditing",
        type: "choice",
        help: "An outline or transcript should be at least 150 words; a summary of a recording at least 50.",
        options: [
          { value: "outline", label: "Outline written straight afterwards" },
          { value: "transcript", label: "Transcript" },
          { value: "recording", label: "Summary of a recording" },
        ],
      },
      {
        id: "outline",
        label: "Outline, transcript or summary",
        type: "longText",
        help: "What you actually said, in order.",
      },
      {
        id: "auditTags",
        label: "Rooms used",
        type: "list",
        help: 'One room per line, tag first, e.g. "SR — four beats: crowd, tree, call, salvation".',
      },
      {
        id: "gaps",
        label: "Gaps and drill plan",
        type: "list",
        help: 'One gap per line with its drill, e.g. "C6 — no genre remark; drill C6 on three Gospel narratives this week".',
      },
      {
        id: "peerTags",
        label: "Rooms your study partner heard",
        type: "list",
        optional: true,
        help: "Optional: one tag per line, as your partner named them.",
      },
    ],
  },
  autoCheck: [
    { rule: "validRef", field: "passage" },
    { rule: "choice", field: "format" },
    { rule: "words", field: "outline", min: 50 },
    { rule: "items", field: "auditTags", min: 3 },
    { rule: "uniqueItems", field: "auditTags" },
    { rule: "items", field: "gaps", min: 1 },
    { rule: "wordsPerItem", field: "gaps", min: 4, max: 60 },
  ],
  pitfalls: [
    'Neglecting the foundations: trying to be "reflexive" before the rooms of floors 1–7 have been practised one by one.',
    "Pride: treating mastery as a title instead of a servant’s tool.",
    "Mechanically forcing every room into every talk, so the method drowns out the text.",
    "Never auditing: without an honest audit, blind spots stay blind.",
    "Stopping learning: the audit always finds something to drill.",
  ],
  example: {
    title: "Luke 19:1-10 — Zacchaeus in five minutes",
    refs: ["Luke 19:1-10"],
    body: 'A five-minute talk, taught without notes. The audit finds: SR — the beats in order (the crowd, the tree, the call, the meal, the confession); IR — the press of the crowd and the sycamore’s branches; CR — Jesus as the King who seeks the lost, "For the Son of man is come to seek and to save that which was lost" (v. 10); FRt — the application ended in hope, not shame. Gaps: no genre remark (C6) and no cycle (@CyC). Drill plan: C6 on three Gospel narratives this week, and the Eight Cycles room on Luke 19 and Luke 15.',
  },
  examplePool: [
    {
      refs: ["Luke 15:1-7"],
      body: 'A three-minute talk on the lost sheep. Audit: SR (the hundred, the one, the search, the joy), OR (the shepherd carries it "on his shoulders"), CR (Christ the Good Shepherd), FRt (joy, not guilt). Gap: no question raised and answered (QR/QA) — drill by writing five questions on each of the three parables of Luke 15.',
    },
    {
      refs: ["John 4:1-26"],
      body: 'Taught on the woman at the well. Audit: IR (noon heat, the deep well), DC ("living water" defined from John 7:37-39), ST (water as the Spirit), CR (the Messiah reveals Himself). Gap: the story beats were out of order, so SR needs a drill: retell five Gospel scenes from memory in order.',
    },
    {
      refs: ["Psalm 23"],
      body: "A devotional on Psalm 23. Audit: IR (green pastures, the valley), ST (shepherd, rod and staff), CR (Christ the Good Shepherd), FRt (peace instead of anxiety). Gap: no genre remark that this is poetry with parallel lines (C6); drill C6 on three psalms.",
    },
    {
      refs: ["Genesis 22:1-14"],
      body: 'An unprepared talk on Abraham and Isaac. Audit: SR (the command, the journey, the altar, the ram), OR ("thine only son" repeated), ST (the ram caught in a thicket), CR/CEC (the Father giving His Son). Gap: no cycle placement (@Ab) — drill the Eight Cycles on Genesis 12–22.',
    },
    {
      refs: ["Mark 4:35-41"],
      body: 'Taught on the stilling of the storm. Audit: IR (wind, water filling the boat), QR ("What manner of man is this?"), CR (the Creator commanding the sea). Gap: the talk ended in fear of storms rather than faith in Christ — an FRt gap; drill the Fruit Room on three miracle accounts.',
    },
    {
      refs: ["Isaiah 53"],
      body: 'A five-minute message on the suffering servant. Audit: OR ("he was wounded… he was bruised" — the repeated "our"), DC (iniquity, transgression), CR (Priest and sacrifice), DR (Christ, me, the church). Gaps: no link to the sanctuary and no time anchor — drill BL on the sin offering and MATH on Daniel 9:26.',
    },
    {
      refs: ["Daniel 3"],
      body: "Taught on the fiery furnace. Audit: SR (the image, the command, the refusal, the furnace, the fourth man), IR (the heat that killed the guards), TZ and PR (the image test echoes the last-day worship test of Revelation 13). Gap: no Christ named explicitly as the fourth man’s fulfilment — drill CEC on Daniel 1–6.",
    },
    {
      refs: ["Acts 16:25-34"],
      body: 'A short talk on the Philippian jailer. Audit: SR, IR (midnight singing, the earthquake), QA (the jailer’s question answered with "Believe on the Lord Jesus Christ"), FRt (hope and joy). Gap: no observation of details such as "the same hour of the night" — drill OR with twenty observations on Acts 16.',
    },
    {
      refs: ["Ruth 1"],
      body: 'An outline on Ruth’s choice. Audit: SR (famine, deaths, the road, the vow), PF (loss and loyalty today), CR (the coming Redeemer in Bethlehem). Gaps: no definition of key words such as "kinsman" and no genre remark — drill DC and C6 on Ruth 2–4.',
    },
    {
      refs: ["1 Kings 19:1-18"],
      body: "Taught on Elijah under the juniper tree. Audit: IR (the cave, wind, earthquake, fire), OR (the still small voice after the noise), FRt (despair answered by rest, food and a new task), P‖ (Elijah at Horeb echoing Moses at Sinai). Gap: no Christ-line — drill CR on prophetic narratives.",
    },
    {
      refs: ["Romans 5:1-11"],
      body: 'A five-minute teaching on peace with God. Audit: DC ("justified", "reconciled"), QA (chains to Isaiah 53:5 and 2 Corinthians 5:19), CR (Priest: "by whom we have now received the atonement"), FRt (hope that "maketh not ashamed"). Gap: no imagery at all — drill IR and TR so that doctrine has pictures.',
    },
    {
      refs: ["Revelation 14:6-12"],
      body: 'An unprepared talk on the three angels. Audit: 3A (the three messages in order), MATH ("the hour of his judgment is come" and 1844), BL (the judgment as sanctuary service), CR (the everlasting gospel of Christ). Gap: the tone drifted toward fear — an FRt gap; drill the Fruit Room on Revelation 14 and 1 John 4:18.',
    },
  ],
  practicePrompts: [
    {
      id: "infinity-p1",
      text: "Teach Luke 19:1-10 in five minutes without notes, then audit what you did.",
      refs: ["Luke 19:1-10"],
    },
    {
      id: "infinity-p2",
      text: "Audit a sermon you heard this week: which rooms did the preacher use, and which were missing?",
      refs: [],
    },
    {
      id: "infinity-p3",
      text: "Outline an unstudied psalm for teaching — Psalm 46 if you need one — and ask a study partner to tag the rooms.",
      refs: ["Psalm 46"],
    },
    {
      id: "infinity-p4",
      text: "Teach a passage of your choice for three minutes, audit it, and compare its gaps with your two previous audits.",
      refs: [],
    },
  ],
  masterTasks: [
    {
      id: "infinity-m3",
      level: 3,
      kind: "reflection",
      prompt:
        "Look back over your audits. Which rooms now come without thinking, and which still need deliberate effort? Reflect honestly on where pride or hurry shows up in your teaching, and how the method has (or has not) kept Christ at the centre.",
    },
    {
      id: "infinity-m4",
      level: 4,
      kind: "teaching",
      prompt:
        "Explain the palace to a complete beginner in plain words, using Luke 19:1-10: why the rooms exist, how they become reflexes, and why the goal is that nobody notices them. Show three rooms at work on the passage without naming them, then name them.",
    },
    {
      id: "infinity-m5",
      level: 5,
      kind: "application",
      prompt:
        "Teach Mark 4:35-41 unprepared, then audit it, and deepen your two weakest rooms on the same passage — for example the Genre room (C6) and the Fruit Room (FRt). Show what each added to the talk.",
    },
  ],
  referenceLists: ["auditChecklist"],
};
