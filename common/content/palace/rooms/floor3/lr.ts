import { overviewOf } from "@common/content/palace/overview";
import type { Room } from "@common/content/palace/types";

export const room: Room = {
  ...overviewOf("lr"),
  prerequisites: [],
  method: [
    {
      text: "Listen attentively and catch the quote, principle or echo.",
      substeps: [
        "Sermons, conversations, podcasts, songs, films, adverts — biblical echoes are everywhere.",
        'Listen for three things: a direct quote ("the Bible says…"), a principle ("you reap what you sow"), and an echo (a phrase that sounds like Scripture).',
      ],
    },
    {
      text: "Record it at once: quote → verse → who said it and when.",
      substeps: [
        "Write it in a phone note or the margin of a bulletin. Memory edits what it hears; capture it before it changes.",
      ],
    },
    {
      text: "Verify it against the text: is it there, and is it used in context?",
      substeps: [
        "Verified: Scripture says it, and it was used the way the writer meant it.",
        "Not in Scripture: a proverb, a poem or a saying that only sounds biblical.",
        "Misapplied: the words are in Scripture, but they were used for a point the context does not support.",
      ],
    },
    {
      text: "Write one action step for today.",
      substeps: [
        "Be doers of the word, and not hearers only (James 1:22). The action is for you, not a correction for the speaker.",
      ],
    },
    {
      text: "Review the week's captures once a week: what did you actually do, and which verses are now yours?",
    },
  ],
  principles: [
    "Hearing is not the goal; doing is (James 1:22-25).",
    "Verify everything — including what sounds most familiar.",
    'Capture from every kind of source, not only "spiritual" ones.',
    "Discernment is for obedience, not for collecting other people's mistakes.",
  ],
  deliverable: {
    kind: "captureLog",
    description:
      "A capture: what you heard, your verdict after checking the text, the verse(s), one action step and the source with its date.",
    fields: [
      {
        id: "quote",
        label: "What you heard",
        type: "text",
        help: 'The quote or a close paraphrase, e.g. "Cleanliness is next to godliness."',
      },
      {
        id: "verdict",
        label: "Verdict",
        type: "choice",
        help: "After checking the text.",
        options: [
          { value: "verified", label: "Verified — in Scripture, used in context" },
          { value: "not in Scripture", label: "Not in Scripture" },
          { value: "misapplied", label: "Misapplied — in Scripture, but out of context" },
        ],
      },
      {
        id: "verses",
        label: "Verse(s)",
        type: "references",
        help: "The source verse, or the nearest texts if it is not in Scripture. One per line.",
      },
      {
        id: "check",
        label: "What the text actually says",
        type: "longText",
        optional: true,
        help: "Optional: a sentence or two on the verse in its context.",
      },
      {
        id: "action",
        label: "Action step",
        type: "text",
        help: "One thing you will do today because of it.",
      },
      {
        id: "source",
        label: "Source",
        type: "text",
        help: "Who said it or where you heard it: a sermon, a song, a friend, a podcast.",
      },
      {
        id: "date",
        label: "Date",
        type: "text",
        help: 'When you heard it, e.g. "12 March" or "Sabbath morning, 3 May".',
      },
      {
        id: "review",
        label: "Weekly review",
        type: "text",
        optional: true,
        help: "Optional: added at the weekly review — what you actually did.",
      },
    ],
  },
  autoCheck: [
    { rule: "required", field: "quote" },
    { rule: "choice", field: "verdict" },
    { rule: "validRef", field: "verses" },
    { rule: "required", field: "action" },
    { rule: "filledCount", fields: ["source", "date"], min: 2 },
  ],
  pitfalls: [
    "Passive listening: sitting through a sermon without catching a single thing to carry home.",
    'Trusting memory: "I\'m sure that\'s in Proverbs" — many famous "verses" are not in the Bible at all.',
    "No verification: recording a quote without reading the text and its context.",
    "No action: a capture that never becomes obedience is only a collection.",
    'Listening only to "spiritual" sources: songs, films and conversations echo Scripture too, and need discernment most.',
    "Pride: collecting other people's errors in order to correct them instead of to obey.",
  ],
  example: {
    title: '"Cleanliness is next to godliness"',
    refs: ["Psalm 24:3-4", "Matthew 23:25-26"],
    body: 'Heard: "Cleanliness is next to godliness," said by a friend while tidying the church kitchen. Verdict: not in Scripture — it is an old English proverb. Nearest texts: Psalm 24:3-4 asks who may stand in God\'s holy place and answers "He that hath clean hands, and a pure heart"; in Matthew 23:25-26 Jesus rebukes those who clean the outside of the cup while the inside is full of extortion and excess. Both stress that God looks first at inner cleanness. Action: today, deal with a resentment I have been hiding instead of polishing how things look. Source and date: a friend, Sunday work bee, 14 April.',
  },
  examplePool: [
    {
      refs: ["1 Timothy 6:10"],
      body: 'Heard: "Money is the root of all evil," in a film. Verdict: misapplied — 1 Timothy 6:10 says "the love of money is the root of all evil." The problem is the heart\'s attachment, not the coins. Action: give away something this week that I hold too tightly.',
    },
    {
      refs: ["1 Corinthians 10:13", "2 Corinthians 1:8-9"],
      body: 'Heard: "God won\'t give you more than you can handle," from a colleague. Verdict: misapplied — 1 Corinthians 10:13 promises a way of escape from temptation, and Paul admits being "pressed out of measure, above strength" so that he would trust in God (2 Corinthians 1:8-9). Action: tell a struggling friend that God carries what we cannot.',
    },
    {
      refs: ["2 Corinthians 4:17-18"],
      body: 'Heard: "This too shall pass," on a podcast. Verdict: not in Scripture. Nearest text: 2 Corinthians 4:17-18, "our light affliction, which is but for a moment," set against an eternal weight of glory. Action: name today\'s trouble in prayer and thank God for what is eternal.',
    },
    {
      refs: ["Psalm 46:10"],
      body: 'Heard: "Be still, and know that I am God," sung in worship. Verdict: verified — Psalm 46:10, where God is exalted among the nations while the earth shakes. Action: five minutes of silence before opening email.',
    },
    {
      refs: ["Matthew 7:1-5", "John 7:24"],
      body: 'Heard: "Judge not," used in a podcast to say no behaviour may ever be called wrong. Verdict: misapplied — Matthew 7:1-5 forbids hypocritical judging and tells us to remove our own beam first; John 7:24 commands "righteous judgment." Action: examine my own beam before speaking about someone else\'s speck.',
    },
    {
      refs: ["Luke 15:24", "John 9:25"],
      body: 'Heard: "I once was lost, but now am found, was blind, but now I see," in a hymn. Verdict: verified echo — the father\'s words "was lost, and is found" (Luke 15:24) and the healed man\'s "whereas I was blind, now I see" (John 9:25). Action: share my own before-and-after with one person.',
    },
    {
      refs: ["Isaiah 55:8-9", "Romans 11:33"],
      body: 'Heard: "God moves in mysterious ways," from a neighbour. Verdict: not in Scripture as a verse — it comes from a hymn. Nearest texts: Isaiah 55:8-9, "my thoughts are not your thoughts," and Romans 11:33, "how unsearchable are his judgments." Action: trust God with one question I cannot answer.',
    },
    {
      refs: ["Jeremiah 17:9", "Proverbs 3:5-6"],
      body: 'Heard: "To thine own self be true," on a graduation card. Verdict: not in Scripture — it is from Shakespeare. Scripture warns "The heart is deceitful above all things" (Jeremiah 17:9) and says "lean not unto thine own understanding" (Proverbs 3:5). Action: ask God\'s counsel before a decision this week.',
    },
    {
      refs: ["Lamentations 3:22-23"],
      body: 'Heard: "His mercies are new every morning," in a sermon. Verdict: verified — Lamentations 3:22-23, spoken in the ruins of Jerusalem. Action: begin tomorrow by thanking God for one new mercy before getting out of bed.',
    },
    {
      refs: ["2 Kings 4:26"],
      body: 'Heard: "It is well with my soul," sung at a funeral. Verdict: verified echo — the Shunammite woman answers "It is well" while her son lies dead and she goes to the man of God (2 Kings 4:26). Action: visit the grieving family this week.',
    },
    {
      refs: ["Proverbs 16:18"],
      body: 'Heard: "Pride comes before a fall," from a sports commentator. Verdict: verified as a paraphrase — Proverbs 16:18, "Pride goeth before destruction, and an haughty spirit before a fall." Action: notice one moment of pride today and confess it.',
    },
    {
      refs: ["Romans 10:17"],
      body: 'Heard: "Faith cometh by hearing," in a sermon on Bible reading. Verdict: verified — Romans 10:17, "faith cometh by hearing, and hearing by the word of God." Action: read a chapter aloud tonight.',
    },
  ],
  practicePrompts: [
    {
      id: "lr-p1",
      text: "Capture one echo from the next sermon you hear: record the quote, verify it against the text, and write the action step.",
      refs: [],
    },
    {
      id: "lr-p2",
      text: 'Check "God helps those who help themselves" against Romans 5:6 and Philippians 2:12-13. What is your verdict, and what does Scripture say instead?',
      refs: ["Romans 5:6", "Philippians 2:12-13"],
    },
    {
      id: "lr-p3",
      text: "Trace a line from a hymn or song to its source verse. Is it quoted in context?",
      refs: [],
    },
    {
      id: "lr-p4",
      text: "Weekly review: take one capture from the past seven days and add the action you actually took.",
      refs: [],
    },
  ],
  masterTasks: [
    {
      id: "lr-m3",
      level: 3,
      kind: "reflection",
      prompt:
        "Review a month of captures. How many were verified, not in Scripture or misapplied? Which actions did you actually take? Reflect on where your listening has become more discerning, and whether discernment has made you more humble or more critical.",
    },
    {
      id: "lr-m4",
      level: 4,
      kind: "teaching",
      prompt:
        'Explain the Listening Room to a beginner using James 1:22-25. State the core question, walk through capture, verification (with the three verdicts) and action, and use "Cleanliness is next to godliness" as your worked example.',
    },
    {
      id: "lr-m5",
      level: 5,
      kind: "application",
      prompt:
        'Take Matthew 7:1-5, often quoted as "Judge not." Work it in the Listening Room (capture and verify a real use of the phrase), the Def-Com Room (what "judge" means in context) and the Bible Freestyle Room (its relatives, such as John 7:24). Show how the three rooms correct a misapplication.',
    },
  ],
};
