import { overviewOf } from "@common/content/palace/overview";
import type { Room } from "@common/content/palace/types";

export const room: Room = {
  ...overviewOf("hf"),
  prerequisites: [],
  method: [
    {
      text: "Pick a secular event or trend and understand it on its own terms first.",
      substeps: [
        "Secular, not biblical: a war, an invention, a market crash, a social trend, a disaster.",
        "Get the basic facts and date right before you draw any lesson. A wrong fact discredits a true lesson.",
      ],
    },
    {
      text: "Ask where Scripture shows a similar pattern, warning or principle, and connect precisely.",
      substeps: [
        "Pattern: the same shape of events (pride before a fall, sowing and reaping).",
        "Warning: what Scripture says happens to people who do this.",
        'Principle: a timeless truth the event illustrates. Name the exact verse, not "the Bible says somewhere".',
      ],
    },
    { text: "Write a one- or two-sentence lesson that a listener could remember." },
    {
      text: "Record event → biblical parallel or principle → lesson → use.",
      substeps: [
        "Uses: a sermon illustration, a discussion starter, an apologetic answer, a class, or personal reflection.",
      ],
    },
    {
      text: "Re-check that culture is not steering the reading.",
      substeps: [
        "Would you read the verse the same way if this event had never happened?",
        "Are you using Scripture to score a political point? If so, start again.",
      ],
    },
  ],
  principles: [
    "Secular history, not Bible history: the Story Room handles biblical narratives.",
    "No partisanship: the lesson applies to every side, including your own.",
    'No sensationalism: "newspaper exegesis" that reads every headline as a fulfilled prophecy misleads people.',
    'Look for timeless patterns — "there is no new thing under the sun" (Ecclesiastes 1:9).',
    "Scripture interprets culture, never the reverse.",
  ],
  deliverable: {
    kind: "freestyleLog",
    description:
      "A history log entry: a secular event or trend, the biblical parallel or principle it illustrates, a short lesson and how you will use it.",
    fields: [
      {
        id: "event",
        label: "Event or trend",
        type: "text",
        help: 'Name it, with a date if it is historical, e.g. "The Wall Street crash, October 1929".',
      },
      {
        id: "facts",
        label: "On its own terms",
        type: "longText",
        optional: true,
        help: "Optional: the facts in a sentence or two, before any lesson.",
      },
      {
        id: "parallel",
        label: "Biblical parallel or principle",
        type: "references",
        help: 'One reference per line, e.g. "Luke 12:16-21".',
      },
      {
        id: "principle",
        label: "The pattern, warning or principle",
        type: "text",
        optional: true,
        help: 'Optional: name it in a phrase, e.g. "trusting uncertain riches".',
      },
      { id: "lesson", label: "Lesson", type: "longText", help: "One or two sentences." },
      {
        id: "use",
        label: "Use",
        type: "choice",
        help: "Where you will use this.",
        options: [
          { value: "sermon", label: "Sermon illustration" },
          { value: "discussion", label: "Discussion starter" },
          { value: "apologetics", label: "Apologetics" },
          { value: "teaching", label: "Class or Bible study" },
          { value: "personal", label: "Personal reflection" },
        ],
      },
    ],
  },
  autoCheck: [
    { rule: "required", field: "event" },
    { rule: "validRef", field: "parallel" },
    { rule: "sentences", field: "lesson", min: 1, max: 2 },
    { rule: "choice", field: "use" },
  ],
  pitfalls: [
    "Retelling Bible stories: HF is for secular events; biblical history belongs in other rooms.",
    "Culture reading Scripture: letting the headline decide what the verse means.",
    "Political agendas: using a text to attack the other side. Scripture judges every party, including yours.",
    "Newspaper exegesis: announcing that this week's news fulfils a prophecy. The prophetic rooms use the historicist method with care; HF draws patterns and principles.",
    "Context violations: a verse pressed into service for a point its writer did not make.",
    'Vague "it\'s all sin" lessons that could be attached to any event and teach nothing.',
  ],
  example: {
    title: "The crash of 1929",
    refs: ["Luke 12:16-21", "1 Timothy 6:17"],
    body: 'Event: the Wall Street crash of October 1929. On its own terms: share prices had been bid up on borrowed money, and when confidence broke, fortunes that looked permanent vanished within days. Parallel: the rich fool pulls down his barns to build greater, and God says "Thou fool, this night thy soul shall be required of thee" (Luke 12:16-21); Paul charges the rich not to "trust in uncertain riches, but in the living God" (1 Timothy 6:17). The pattern is timeless — security placed in wealth. Lesson: wealth trusted as security is the least secure foundation there is. Use: a sermon illustration for Luke 12, applied to every listener, not to bankers.',
  },
  examplePool: [
    {
      refs: ["Proverbs 22:3", "Galatians 6:7"],
      body: 'Event: Chernobyl, 26 April 1986 — safety systems were switched off for a test and warnings were pushed aside. Parallel: "A prudent man foreseeth the evil, and hideth himself; but the simple pass on, and are punished" (Proverbs 22:3). Lesson: switching off the warning does not switch off the consequence. Use: a discussion on conscience with young adults.',
    },
    {
      refs: ["Galatians 6:9", "Isaiah 58:6"],
      body: 'Event: the British slave-trade abolition act of 1807, after some twenty years of defeats in Parliament. Parallel: "let us not be weary in well doing: for in due season we shall reap, if we faint not" (Galatians 6:9), and God\'s call to "let the oppressed go free" (Isaiah 58:6). Lesson: faithful persistence in justice is not wasted, even when the harvest is late. Use: a class on perseverance.',
    },
    {
      refs: ["Psalm 90:12", "Luke 13:1-5"],
      body: 'Event: the Black Death, 1347–1351, which killed a large part of Europe\'s population. Parallel: Jesus refuses to read the tower of Siloam as proof that its victims were worse sinners, and calls everyone to repent (Luke 13:4-5); Psalm 90:12 asks God to "teach us to number our days." Lesson: disaster is not a verdict on its victims but a summons to all of us. Use: apologetics, answering "was it a judgment?"',
    },
    {
      refs: ["Psalm 8:3-4"],
      body: 'Event: the first moon landing, July 1969, and the photograph of the small Earth rising over the lunar horizon. Parallel: "When I consider thy heavens … What is man, that thou art mindful of him?" (Psalm 8:3-4). Lesson: the bigger the universe we see, the more astonishing it is that God cares for us. Use: a children\'s talk.',
    },
    {
      refs: ["2 Corinthians 10:12", "Galatians 6:4"],
      body: 'Trend: constant comparison on social media, where everyone sees everyone else\'s best moments. Parallel: those who compare "themselves among themselves, are not wise" (2 Corinthians 10:12); "let every man prove his own work" (Galatians 6:4). Lesson: comparison measures us by the wrong ruler; God measures by faithfulness. Use: a youth discussion.',
    },
    {
      refs: ["Proverbs 17:14"],
      body: 'Event: the Great Fire of London, September 1666, which began in a bakery and was not fought hard in its first hours. Parallel: "The beginning of strife is as when one letteth out water: therefore leave off contention, before it be meddled with" (Proverbs 17:14). Lesson: small fires and small quarrels are easiest to put out at the start. Use: a talk on conflict in families.',
    },
    {
      refs: ["Haggai 1:5-6", "Matthew 6:19-21"],
      body: 'Event: German hyperinflation in 1923, when wages lost value between payday and the shop. Parallel: "he that earneth wages earneth wages to put it into a bag with holes" (Haggai 1:6); treasure in heaven cannot be corrupted (Matthew 6:19-21). Lesson: money can leak away overnight; what is given to God is kept. Use: a sermon on stewardship.',
    },
    {
      refs: ["Numbers 32:23", "Luke 12:2-3"],
      body: 'Event: the Watergate affair, 1972–1974, where the cover-up did more damage than the break-in. Parallel: "be sure your sin will find you out" (Numbers 32:23); "there is nothing covered, that shall not be revealed" (Luke 12:2). Lesson: hiding sin multiplies it; confession is the only safe road. Use: personal reflection before communion.',
    },
    {
      refs: ["Romans 12:20-21"],
      body: 'Event: the Marshall Plan, 1948, which helped rebuild European nations including former enemies. Parallel: "if thine enemy hunger, feed him … overcome evil with good" (Romans 12:20-21). Lesson: feeding an enemy can end a war better than defeating him. Use: a discussion on forgiveness, without taking sides in modern politics.',
    },
    {
      refs: ["Proverbs 23:4-5"],
      body: 'Event: the Dutch tulip mania, which collapsed in February 1637 when bulbs that had sold for a house\'s price suddenly found no buyers. Parallel: "riches certainly make themselves wings; they fly away as an eagle toward heaven" (Proverbs 23:5). Lesson: what the crowd prizes today can be worth nothing tomorrow. Use: a class on contentment.',
    },
    {
      refs: ["Matthew 24:37-39"],
      body: "Event: the Indian Ocean tsunami, 26 December 2004 — in places the sea drew back first, and some people walked out to look. Parallel: in Noah's day people \"knew not until the flood came, and took them all away\" (Matthew 24:39). Lesson: a warning treated as a curiosity cannot save anyone. Use: a sermon on readiness for Christ's return.",
    },
    {
      refs: ["Proverbs 11:1", "Proverbs 20:17"],
      body: 'Event: the collapse of Enron in 2001, after years of hidden losses and false accounts. Parallel: "A false balance is abomination to the LORD: but a just weight is his delight" (Proverbs 11:1); bread of deceit is sweet at first but then the mouth is filled with gravel (Proverbs 20:17). Lesson: dishonest gain tastes sweet and ends in gravel. Use: a workplace Bible study.',
    },
  ],
  practicePrompts: [
    {
      id: "hf-p1",
      text: "The fall of the Berlin Wall (1989). Understand the event first, then find a biblical pattern or principle it illustrates — without turning it into a political speech.",
      refs: [],
    },
    {
      id: "hf-p2",
      text: "The printing press (c. 1450) and the spread of Scripture — start from Isaiah 55:11. What does the event illustrate about how God's Word goes out?",
      refs: ["Isaiah 55:11"],
    },
    {
      id: "hf-p3",
      text: "Online outrage that goes viral — Proverbs 18:8 and James 3:5. Write a lesson that applies to your own posts before anyone else's.",
      refs: ["Proverbs 18:8", "James 3:5"],
    },
    {
      id: "hf-p4",
      text: 'The "unsinkable" Titanic (1912) — Proverbs 16:18 and 1 Corinthians 10:12. Get the facts right, then draw the pattern.',
      refs: ["Proverbs 16:18", "1 Corinthians 10:12"],
    },
  ],
  masterTasks: [
    {
      id: "hf-m3",
      level: 3,
      kind: "reflection",
      prompt:
        "Review your history log. Where did culture start to steer your reading of a verse, or a political preference creep into a lesson? Which patterns keep recurring across centuries, and what does Ecclesiastes 1:9 mean to you now?",
    },
    {
      id: "hf-m4",
      level: 4,
      kind: "teaching",
      prompt:
        "Explain the History/Social Freestyle Room to a beginner using the 1929 crash and Luke 12:16-21. State the core question, show the five steps, and explain why Scripture interprets culture and never the reverse.",
    },
    {
      id: "hf-m5",
      level: 5,
      kind: "application",
      prompt:
        "Take Daniel 4 (Nebuchadnezzar's pride and fall). Work it in the History/Social Freestyle Room (a secular leader or empire that fell through pride), the Patterns Room (pride before a fall across Scripture) and the Fruit Room (what a right use of the lesson produces). Keep it free of partisanship.",
    },
  ],
};
