import { overviewOf } from "@common/content/palace/overview";
import type { Room } from "@common/content/palace/types";

export const room: Room = {
  ...overviewOf("nf"),
  prerequisites: [],
  method: [
    {
      text: "Observe one object or event closely and note one or two of its traits or functions.",
      substeps: [
        "Stop and look: a seed, a bird, salt in a pot, a storm passing over.",
        "Ask what it does, not only what it looks like: it dissolves, it preserves, it grows in the dark, it returns every morning.",
        "Keep to one or two traits; a single clear trait makes a stronger link than a list.",
      ],
    },
    {
      text: "Ask which biblical truth that trait parallels — and prefer the objects Scripture itself already uses.",
      substeps: [
        "Jesus preached from seeds, birds, lilies, wind, salt, light and vines; the prophets from rain, grass, eagles and potters.",
        "If Scripture uses the object, start from that use before you invent a new one.",
      ],
    },
    {
      text: "Tie the lesson to a specific verse, then read the verse in its context to check that it really supports the link.",
      substeps: [
        "Read a few verses either side: is the writer making the point you want to make?",
        "Where Scripture uses one image two ways (leaven for corruption and for growth), say which use you mean and why.",
      ],
    },
    { text: "Distil a one-line lesson a child could repeat — 25 words or fewer." },
    {
      text: "Log it: object → verse → lesson → how you will use it.",
      substeps: [
        "A use is concrete: a prayer on tomorrow's walk, a children's talk, a word to a friend, a trigger for reviewing the verse.",
        "Over weeks the log becomes a library: every time you meet the object again, the verse comes back.",
      ],
    },
  ],
  principles: [
    "Don't invent meanings: the verse decides what the object teaches, not the other way round.",
    "Child-simple lessons are best — if it needs a paragraph to explain, the link is too weak.",
    "Nature illustrates Scripture and never replaces it: creation shows God's power and Godhead (Romans 1:20), but the way of salvation is revealed in the Word and in Christ.",
    "Build a reusable library: a lesson you can use again is worth more than a clever one you forget.",
  ],
  deliverable: {
    kind: "freestyleLog",
    description:
      "A nature log entry: the object you observed, the verse it calls to mind, a one-line lesson and how you will use it.",
    fields: [
      {
        id: "object",
        label: "Object or event",
        type: "text",
        help: 'What you observed and its trait, e.g. "Salt dissolving into a pot of soup — it disappears and flavours everything."',
      },
      {
        id: "verses",
        label: "Verse(s)",
        type: "references",
        help: 'One reference per line, e.g. "Matthew 5:13". Read each one in context before you save.',
      },
      {
        id: "lesson",
        label: "One-line lesson",
        type: "text",
        help: "A lesson a child could repeat, 25 words or fewer.",
      },
      {
        id: "use",
        label: "How you will use it",
        type: "text",
        help: "A concrete use: a prayer, a talk, a conversation, a trigger for reviewing the verse.",
      },
      {
        id: "contextCheck",
        label: "Context check",
        type: "longText",
        optional: true,
        help: "Optional: one or two sentences on how the verse's context supports your link.",
      },
    ],
  },
  autoCheck: [
    { rule: "required", field: "object" },
    { rule: "validRef", field: "verses" },
    { rule: "required", field: "lesson" },
    { rule: "words", field: "lesson", max: 25 },
    { rule: "required", field: "use" },
  ],
  pitfalls: [
    'Forced analogies: making a pine cone "mean" the Trinity because it has layers. If the link needs ingenuity, drop it.',
    "Verses out of context: borrowing a verse's words for a point its writer never made.",
    "Lessons that need long explanations — a nature lesson should be remembered at a glance, not argued.",
    "Treating nature as saving revelation: creation declares God's glory, but it cannot tell you about the cross; the gospel comes through the Word.",
    "No application: an observation that never becomes a prayer, a talk or a trigger for review is only a nice thought.",
  ],
  example: {
    title: "Salt in the pot",
    refs: ["Matthew 5:13", "Colossians 4:6"],
    body: 'Object: salt stirred into a pot of soup — within a minute you cannot see it, yet every spoonful tastes of it, and in the old world it also kept meat from spoiling. Verses: Jesus says "Ye are the salt of the earth" (Matthew 5:13), and Paul asks that our speech be "alway with grace, seasoned with salt" (Colossians 4:6). In context Jesus is speaking to disciples who will live among people who oppose them (Matthew 5:10-12), so the image fits: their influence works by contact, not by distance. Lesson: "Salt works by touching — influence comes by contact and disappears into what it preserves." Use: whenever I salt food this week, pray for one person I will actually be near that day, and season one conversation with grace.',
  },
  examplePool: [
    {
      refs: ["Matthew 13:31-32"],
      body: 'Object: a mustard seed, smaller than a peppercorn, beside the tall shrub it becomes. Verse: Matthew 13:31-32, where Jesus compares the kingdom to that seed. Lesson: "God starts His kingdom small and grows it big." Use: encouragement for a tiny Bible study group that feels insignificant.',
    },
    {
      refs: ["Matthew 10:29-31"],
      body: 'Object: sparrows squabbling at a bird feeder — common, cheap, easy to overlook. Verse: Matthew 10:29-31, "Fear ye not therefore, ye are of more value than many sparrows." Lesson: "God notices every sparrow, so He notices me." Use: a trigger to hand a worry to God each time I hear small birds in the morning.',
    },
    {
      refs: ["Matthew 6:28-30"],
      body: 'Object: wildflowers on a roadside verge that nobody planted or watered. Verse: Matthew 6:28-30, "Consider the lilies of the field, how they grow; they toil not, neither do they spin." In context (6:25-34) the point is anxiety about provision, not laziness. Lesson: "God dresses the flowers; He will clothe me too." Use: a children\'s talk on worry.',
    },
    {
      refs: ["John 15:1-2"],
      body: 'Object: a gardener cutting back a vine that was growing well. Verse: John 15:1-2 — the Father "purgeth" fruitful branches "that it may bring forth more fruit." Lesson: "God prunes the branches He loves so they bear more." Use: a way to pray through a loss that followed faithful service, without calling it punishment.',
    },
    {
      refs: ["Proverbs 6:6-8"],
      body: 'Object: a line of ants carrying crumbs to their nest in late summer. Verse: Proverbs 6:6-8, "Go to the ant, thou sluggard; consider her ways, and be wise," which "provideth her meat in the summer." Lesson: "Do today\'s small work before you need it." Use: a prompt to start the week\'s study on Monday instead of Friday night.',
    },
    {
      refs: ["Isaiah 40:31"],
      body: 'Object: a hawk circling on a thermal without beating its wings. Verse: Isaiah 40:31, "they shall mount up with wings as eagles." In context (40:27-31) the strength comes from waiting on the LORD, not from effort. Lesson: "Strength is received by waiting, not squeezed out by flapping." Use: a breath prayer before a draining task.',
    },
    {
      refs: ["Psalm 42:1-2"],
      body: 'Object: deer drinking at a stream at dusk. Verse: Psalm 42:1-2, "As the hart panteth after the water brooks, so panteth my soul after thee, O God." Lesson: "My soul is thirsty for God as a deer is for water." Use: a reminder to pray before reaching for my phone when I feel empty.',
    },
    {
      refs: ["Psalm 19:1-4"],
      body: 'Object: a clear night sky far from city lights. Verse: Psalm 19:1-4, "The heavens declare the glory of God." Lesson: "The stars preach every night without a word." Use: an opening for a conversation about the Creator with a friend who loves astronomy — and then to Psalm 19:7, where the Word goes further than the sky can.',
    },
    {
      refs: ["Isaiah 55:10-11"],
      body: 'Object: rain soaking into dry ground and a garden greening within days. Verse: Isaiah 55:10-11 — as rain does not return empty, "so shall my word be that goeth forth out of my mouth." Lesson: "God\'s Word always does its work, like rain." Use: encouragement after sharing a verse with someone who showed no response.',
    },
    {
      refs: ["John 3:8"],
      body: 'Object: trees bending in a wind you cannot see. Verse: John 3:8, "The wind bloweth where it listeth … so is every one that is born of the Spirit." Lesson: "You can\'t see the Spirit, but you can see what He moves." Use: a talk for young people on the new birth.',
    },
    {
      refs: ["Isaiah 40:6-8", "1 Peter 1:24-25"],
      body: 'Object: cut grass turning brown on a hot afternoon. Verses: Isaiah 40:6-8 and 1 Peter 1:24-25, "the grass withereth … but the word of our God shall stand for ever." Lesson: "Grass fades; God\'s Word stays." Use: a trigger to memorise one verse every time I mow the lawn.',
    },
    {
      refs: ["Jeremiah 17:7-8", "Psalm 1:3"],
      body: 'Object: a tree on a riverbank still green in a drought. Verses: Jeremiah 17:7-8 and Psalm 1:3 — the one who trusts the LORD is "as a tree planted by the waters." Lesson: "Deep roots in God keep me green in dry years." Use: a prayer for steadiness in a hard financial season.',
    },
    {
      refs: ["Matthew 7:24-27"],
      body: 'Object: a beach house whose foundations were exposed after a storm surge. Verse: Matthew 7:24-27, the wise man who "built his house upon a rock." In context the rock is hearing and doing Christ\'s words. Lesson: "Storms test what you built on." Use: a question to ask myself each Sunday: what did I do with what I heard?',
    },
  ],
  practicePrompts: [
    {
      id: "nf-p1",
      text: "A bare tree in winter. Look at it closely, name one trait, and find the verse it calls to mind (Job 14:7-9 is one place to start). Log object → verse → lesson → use.",
      refs: ["Job 14:7-9"],
    },
    {
      id: "nf-p2",
      text: "A seed buried in soil — start from John 12:24. What does the seed have to do before it bears fruit, and what does Jesus say that teaches about His own death?",
      refs: ["John 12:24"],
    },
    {
      id: "nf-p3",
      text: "Dough rising with yeast: Scripture uses leaven for corruption (1 Corinthians 5:6-8) and for the kingdom's growth (Matthew 13:33). Which fits your lesson, and why? Let the context decide.",
      refs: ["1 Corinthians 5:6-8", "Matthew 13:33"],
    },
    {
      id: "nf-p4",
      text: "Sunrise after a storm. Choose the verse that fits what you actually saw (for example Lamentations 3:22-23 or Malachi 4:2) and write a one-line lesson a child could repeat.",
      refs: ["Lamentations 3:22-23", "Malachi 4:2"],
    },
  ],
  masterTasks: [
    {
      id: "nf-m3",
      level: 3,
      kind: "reflection",
      prompt:
        "Look back over your nature log. Which entries came from objects Scripture itself uses, and which did you invent? Which lessons have you actually used since? Reflect on how reading creation has changed your walk, and where you were tempted to force a meaning.",
    },
    {
      id: "nf-m4",
      level: 4,
      kind: "teaching",
      prompt:
        "Explain the Nature Freestyle Room to a beginner using Matthew 6:25-34. State the core question, walk through the five steps with the birds and lilies, and show why nature illustrates Scripture but never replaces it (Romans 1:20).",
    },
    {
      id: "nf-m5",
      level: 5,
      kind: "application",
      prompt:
        "Take John 15:1-8. Work it in the Nature Freestyle Room (a real vine or plant you can observe), the Observation Room (what the text actually says about abiding and pruning) and the Fruit Room (what fruit a right reading bears). Show how the three rooms check one another.",
    },
  ],
};
