import { overviewOf } from "@common/content/palace/overview";
import type { Room } from "@common/content/palace/types";

export const room: Room = {
  ...overviewOf("or"),
  prerequisites: ["sr"],
  method: [
    {
      text: "Read the passage two or three times without writing anything. Let the whole scene settle before you pick up the pen.",
      substeps: [
        "First reading: follow the story or argument from start to finish.",
        "Second reading: slow down and notice who speaks, who acts and who is silent.",
        "Third reading (if needed): read it aloud — the ear catches repetitions the eye skips.",
      ],
    },
    {
      text: "Factual layer first: record what anyone could verify on the page. Counting is itself an observation (ten virgins: five wise and five foolish).",
      substeps: [
        "People — who is present, named or unnamed, and who arrives or leaves.",
        "Numbers and counts — how many people, days, questions, objects.",
        "Objects and places — what things are handled, where each part happens.",
        'Times — time of day, season, "immediately", "after these things".',
        "Actions — every action verb, and who does it.",
        "Order — the sequence in which things happen.",
      ],
    },
    {
      text: "Deeper layer: look at how the text is built.",
      substeps: [
        'Grammar — tenses, pronouns, commands, questions, and connectives such as "but", "therefore", "for", "and".',
        "Repetition — words, phrases or actions that come back.",
        "Contrasts — before and after, wise and foolish, fear and faith.",
        "Setting and structure — turning points, a hinge verse, mirrored halves (chiasm).",
        "Omissions — what you would expect to find but do not.",
        "Emphasis — what is given the most space, the last word or the loudest voice.",
      ],
    },
    {
      text: 'Record observations only: no meanings, no lessons, no applications. Write "He sleeps on a pillow in the stern", not "He trusts His Father". Meaning comes later, in the rooms that interpret.',
    },
    {
      text: "When you think you are finished, read the passage once more and add five more observations. The best ones usually come after the obvious ones run out.",
    },
  ],
  principles: [
    "Read out of the text before reading into it.",
    "The obvious counts: a plain fact that everyone skips is still data.",
    "Counting, comparing and noticing what is missing are all observations.",
    "An observation can be checked by pointing at the verse; an interpretation cannot.",
  ],
  deliverable: {
    kind: "observationList",
    description:
      "A numbered sheet of 20–50 plain observations on one passage, each tagged with its category (people, numbers, objects, places, times, actions, order, grammar, repetition, contrast, setting, structure, omission, emphasis). The Learn-tab warm-up accepts 8 factual observations; a full sheet has at least 20.",
    fields: [
      {
        id: "passage",
        label: "Passage",
        type: "reference",
        help: "The passage you observed, e.g. Mark 4:35-41.",
      },
      {
        id: "observations",
        label: "Observations",
        type: "list",
        help: 'One observation per line, at most 30 words, category first — e.g. "Times: it is evening (v. 35)". No meanings or lessons: a line with "this means", "symbolizes" or "teaches us" is flagged and keeps the sheet from a full pass.',
      },
      {
        id: "questions",
        label: "Questions the observations raise",
        type: "list",
        optional: true,
        help: "Optional: questions you noticed along the way — save them for the Questions Room instead of answering them here.",
      },
    ],
  },
  autoCheck: [
    { rule: "validRef", field: "passage" },
    { rule: "items", field: "observations", min: 20, max: 60 },
    { rule: "wordsPerItem", field: "observations", max: 30 },
    { rule: "uniqueItems", field: "observations" },
    {
      rule: "avoids",
      field: "observations",
      terms: [
        "this means",
        "which means",
        "symbolizes",
        "symbolises",
        "symbolize",
        "symbolise",
        "teaches us",
        "this teaches",
      ],
      label: "interpretive markers",
    },
  ],
  pitfalls: [
    "Skipping the factual layer: jumping to clever structural insights before listing who, what, where, when and how many.",
    'Interpreting instead of observing: lines such as "this means", "this symbolizes" or "this teaches us" belong in later rooms, not on this sheet.',
    "Stopping under 20: the first ten observations are the ones everybody sees; the discipline begins after them.",
    'Noting only "spiritual" details and ignoring boats, pillows, hours of the day and numbers that the Holy Spirit saw fit to record.',
    "Leaving out the obvious because it seems too simple — the obvious is often what later interpretation quietly contradicts.",
  ],
  example: {
    title: "Jesus stills the storm — Mark 4:35-41",
    refs: ["Mark 4:35-41"],
    body: 'Times: (1) it is evening, "the same day" as the parables. Places: (2) Jesus names the destination — "the other side". People: (3) other little ships are with Him. Objects: (4) He is asleep on a pillow in the hinder part of the ship. Grammar: (5) the disciples address Him as "Master". Actions: (6) He rebukes the wind and speaks separately to the sea: "Peace, be still". Numbers: (7) He asks them two questions. Contrast: (8) they "feared exceedingly" after the calm, not only during the storm. Notice what is missing: no line says what any of this means. The sheet continues the same way until it passes twenty, then the student reads again and adds five more.',
  },
  examplePool: [
    {
      refs: ["John 4:1-30"],
      body: "Times: it is about the sixth hour. Places: Jesus sits on Jacob's well, wearied with His journey. People: the disciples have gone into the city to buy meat, so He is alone with a woman of Samaria. Actions: He speaks first, asking for a drink. Omission: at the end she leaves her waterpot and goes into the city without the water she came for.",
    },
    {
      refs: ["Luke 10:25-37"],
      body: 'People: the wounded traveller is simply "a certain man", never named or described. Places: he goes down from Jerusalem to Jericho. Repetition: the priest and the Levite both pass by "on the other side". Actions: the Samaritan\'s care is told in a string of verbs — went, bound, pouring, set, brought, took care. Numbers: he leaves two pence with the host.',
    },
    {
      refs: ["Genesis 3:1-13"],
      body: "Order: the serpent speaks first, and with a question. Grammar: the woman's reply adds \"neither shall ye touch it\", which God's command in chapter 2 did not contain. Objects: they sew fig leaves into aprons. Numbers: God asks four questions before He pronounces any sentence. Actions: the man blames the woman, the woman blames the serpent.",
    },
    {
      refs: ["1 Kings 18:30-39"],
      body: "Actions: Elijah first repairs the altar that was broken down. Numbers: he uses twelve stones, and four barrels of water are poured three times. Times: he prays at the time of the evening sacrifice. Repetition: the fire consumes the sacrifice, the wood, the stones, the dust, and licks up the water — a list of five.",
    },
    {
      refs: ["John 21:1-14"],
      body: "Places: the sea of Tiberias. People: seven disciples are together. Times: they catch nothing that night; Jesus stands on the shore when the morning comes. Numbers: the net holds an hundred and fifty and three great fishes, yet it is not broken. Objects: when they land there is already a fire of coals, with fish laid on it, and bread.",
    },
    {
      refs: ["Exodus 3:1-6"],
      body: 'People: Moses is keeping the flock of Jethro, his father in law. Places: the backside of the desert, at Horeb, "the mountain of God". Objects: the bush burns with fire and is not consumed. Grammar: God calls the name twice — "Moses, Moses". Actions: Moses is told to put off his shoes, and he hides his face.',
    },
    {
      refs: ["Mark 10:46-52"],
      body: 'People: the blind man is named, with his father — Bartimaeus, son of Timaeus. Places: he sits by the highway side begging. Contrast: many charge him to hold his peace, and he cries "the more a great deal". Actions: Jesus stands still; the man casts away his garment. Order: the story ends with him following Jesus in the way.',
    },
    {
      refs: ["Daniel 6:10-11"],
      body: 'Order: Daniel knows the writing is signed before he goes home. Places: he goes into his house, where the windows are open toward Jerusalem. Numbers: he kneels three times a day. Actions: he prays and gives thanks. Grammar: he does this "as he did aforetime" — the habit is older than the decree.',
    },
    {
      refs: ["Luke 19:1-10"],
      body: 'People: Zacchaeus is chief among the publicans, and rich. Objects: he climbs a sycomore tree because he is little of stature. Actions: he runs, climbs, makes haste, comes down and receives Jesus joyfully. Repetition: Jesus speaks of "to day" when He calls him down and "this day" when salvation comes. Numbers: half his goods to the poor, fourfold to anyone wronged.',
    },
    {
      refs: ["Ruth 1:1-18"],
      body: 'Times: it is the days when the judges ruled, and there is a famine. People: four names in one family — Elimelech, Naomi, Mahlon and Chilion. Numbers: they dwell in Moab about ten years. Repetition: the word "return" keeps coming back. Contrast: Orpah kisses her mother in law; Ruth clave unto her.',
    },
    {
      refs: ["Acts 27:27-44"],
      body: "Times: it is the fourteenth night. Actions: the sailors sound and find twenty fathoms, then fifteen. Numbers: there are two hundred threescore and sixteen souls in the ship. Actions: Paul takes bread and gives thanks in the presence of them all. Order: some swim, the rest come on boards and broken pieces, and all escape safe to land.",
    },
    {
      refs: ["Matthew 14:22-33"],
      body: 'Times: Jesus comes to them in the fourth watch of the night. Grammar: His first words are three short sentences — "Be of good cheer; it is I; be not afraid." Order: Peter walks on the water, then sees the wind boisterous, then begins to sink. Actions: Jesus immediately stretches forth His hand. Order: the wind ceases only when they come into the ship.',
    },
  ],
  practicePrompts: [
    { id: "or-p1", text: "Write at least 20 numbered observations on Luke 5:1-11.", refs: ["Luke 5:1-11"] },
    {
      id: "or-p2",
      text: "Observe Genesis 22:1-14 — the factual layer first, then the repetitions.",
      refs: ["Genesis 22:1-14"],
    },
    {
      id: "or-p3",
      text: "Observe Matthew 25:1-13, including at least three counting observations.",
      refs: ["Matthew 25:1-13"],
    },
    {
      id: "or-p4",
      text: "Reopen one of your earlier observation sheets, read the passage again, and add five new observations.",
      refs: [],
    },
  ],
  masterTasks: [
    {
      id: "or-m3",
      level: 3,
      kind: "reflection",
      prompt:
        "Look back over your observation sheets. Which categories do you fill easily and which do you keep neglecting (numbers, omissions, grammar)? Describe one observation that later changed how you understood a passage, and what it would have cost you to skip it.",
    },
    {
      id: "or-m4",
      level: 4,
      kind: "teaching",
      prompt:
        "Explain the Observation Room to a beginner, using Mark 4:35-41 or a passage of your choice. Show the difference between an observation and an interpretation with two pairs of examples, and explain why the sheet must reach twenty before it is finished.",
    },
    {
      id: "or-m5",
      level: 5,
      kind: "application",
      prompt:
        "Take one passage you have not studied (for example John 9). Write at least 20 observations (OR), turn the five most puzzling into open questions (QR), and answer one of them with a chain of Scripture (QA). Describe how the observations shaped the questions and the answer.",
    },
  ],
  referenceLists: ["observationCategories"],
};
