import { overviewOf } from "@common/content/palace/overview";
import type { Room } from "@common/content/palace/types";

export const room: Room = {
  ...overviewOf("qr"),
  prerequisites: ["sr"],
  method: [
    {
      text: "Read the passage and list INTRA questions — questions the passage raises about itself.",
      substeps: [
        "Structure: why this order? why does the story turn here?",
        'Word choice and grammar: why this word, this tense, this "but"?',
        "Omissions: what is not said that you would expect?",
        "Characters and setting: why does this person act this way, here, now?",
      ],
    },
    {
      text: "Trace cross-references and list INTER questions — questions that send you across Scripture.",
      substeps: [
        "Where is this passage quoted or echoed, and what was the original context?",
        "Are there parallel accounts, and what does each add?",
        "What types, allusions and escalations link it to other texts? Which examples contrast with it?",
      ],
    },
    {
      text: "Run the PALACE checklist to fill the third column: which cycle, which heaven, which sanctuary article or service, where is Christ, which of the five dimensions, which time zone, which genre rules, and which room would unlock this text?",
    },
    {
      text: 'Rewrite weak questions. Turn yes/no questions into open ones ("Did Jesus know?" → "What did Jesus know, and when?"), remove leading questions that already contain their answer, and drop statements with a question mark on the end.',
    },
    {
      text: "Star the 5–10 strongest questions. They become your work list for the Q&A Chains Room.",
    },
  ],
  principles: [
    "The quality of the questions sets the depth of the understanding.",
    "Ask open questions that the text can answer, not questions that only confirm what you already think.",
    "Do not avoid the uncomfortable questions — they often lead to the richest answers.",
    "Targets: beginners write 15–20 questions using all three columns; trained students aim for 15–35 per column, 50–100 in all.",
  ],
  deliverable: {
    kind: "questionMap",
    description:
      'A three-column question map (INTRA | INTER | PALACE) on one passage — at least 15 questions in all and at least 3 per column, each ending with "?", no duplicates — with the 5–10 strongest starred for the Q&A Room.',
    fields: [
      {
        id: "passage",
        label: "Passage",
        type: "reference",
        help: "The passage you are questioning, e.g. Genesis 28:10-22.",
      },
      {
        id: "intra",
        label: "INTRA — within the passage",
        type: "list",
        help: 'One question per line, ending with "?": structure, words, grammar, omissions, motives, setting. At least 3 per column and 15 across the three columns.',
      },
      {
        id: "inter",
        label: "INTER — across Scripture",
        type: "list",
        help: 'One question per line, ending with "?": quotations, parallels, allusions, types, themes, contrasts.',
      },
      {
        id: "palace",
        label: "PALACE — through the framework",
        type: "list",
        help: 'One question per line, ending with "?": cycle, heaven, sanctuary, Christ, dimension, time zone, genre, room.',
      },
      {
        id: "starred",
        label: "Starred questions",
        type: "list",
        help: "Copy the 5–10 strongest questions here, one per line — they go to the Q&A Chains Room.",
      },
    ],
  },
  autoCheck: [
    { rule: "validRef", field: "passage" },
    { rule: "items", field: "intra", min: 3 },
    { rule: "items", field: "inter", min: 3 },
    { rule: "items", field: "palace", min: 3 },
    { rule: "itemsTotal", fields: ["intra", "inter", "palace"], min: 15, label: "questions" },
    { rule: "endsWith", field: "intra", suffix: "?" },
    { rule: "endsWith", field: "inter", suffix: "?" },
    { rule: "endsWith", field: "palace", suffix: "?" },
    { rule: "wordsPerItem", field: "intra", min: 3, max: 50 },
    { rule: "wordsPerItem", field: "inter", min: 3, max: 50 },
    { rule: "wordsPerItem", field: "palace", min: 3, max: 50 },
    { rule: "uniqueItems", field: "intra" },
    { rule: "uniqueItems", field: "inter" },
    { rule: "uniqueItems", field: "palace" },
    { rule: "items", field: "starred", min: 5, max: 10 },
  ],
  pitfalls: [
    'Surface questions that any glance could answer ("Where did Jacob sleep?") and stop there.',
    'Leading questions that smuggle in the answer ("Isn\'t this obviously about baptism?").',
    "Too few questions: a map with eight questions has not yet met the text.",
    'Statements dressed as questions ("This shows God\'s love, right?").',
    "Avoiding uncomfortable questions — the hard ones are often the doorway to the deepest truths.",
    "Only INTRA questions: a passage questioned only from inside never meets the rest of Scripture or the palace.",
  ],
  example: {
    title: "Jacob's ladder — Genesis 28:12",
    refs: ["Genesis 28:10-22", "John 1:51"],
    body: "INTRA: Why do the angels ascend before they descend? Why does God speak from above the ladder rather than at its foot? What does Jacob mean by calling the place \"the gate of heaven\"? INTER: How does Jesus reuse the scene in John 1:51, and who is the ladder there? How does Jacob's vow compare with his grandfather's altars? Where else does God meet a fugitive? PALACE: Is the ladder a gate or door image that belongs with the sanctuary? Which cycle is this — @Ab? Which dimension leads — the Christ line? Starred: the John 1:51 question and the gate-of-heaven question go to the Q&A Room.",
  },
  examplePool: [
    {
      refs: ["Exodus 3:1-6"],
      body: "INTRA: Why does God call Moses only after he turns aside? Why must the shoes come off? INTER: Where else does fire appear without consuming (Daniel 3:25-27)? How does Jesus use Exodus 3:6 to prove the resurrection (Mark 12:26-27)? PALACE: Which sanctuary space does holy ground anticipate? Which cycle is this — @Mo?",
    },
    {
      refs: ["Luke 15:11-32"],
      body: "INTRA: Why does the father run? Why does the story end without telling us whether the elder brother goes in? INTER: How does the setting in Luke 15:1-2 explain the elder brother? How does the robe compare with Zechariah 3:4? PALACE: Which dimension does the elder brother press on me? Where is Christ — in the father, or in the one telling the story?",
    },
    {
      refs: ["Daniel 3"],
      body: 'INTRA: Why is the image measured as threescore by six? What does "But if not" add to the answer in verse 18? INTER: How does Revelation 13:15 echo the command to worship an image? Where else is the furnace image used of trial (Isaiah 43:2)? PALACE: Which time zone does the chapter speak from, and does it reach E-Fu? Who is the fourth in the fire?',
    },
    {
      refs: ["John 2:1-11"],
      body: 'INTRA: Why does John call this the "beginning of miracles"? Why are the waterpots for purifying? Why is the good wine kept until now? INTER: How does the wedding relate to the marriage supper of Revelation 19:9? PALACE: Which of Christ\'s offices is active? Which feast or sanctuary washing does purifying water recall?',
    },
    {
      refs: ["1 Kings 19:1-18"],
      body: "INTRA: Why is God not in the wind, the earthquake or the fire? Why does God ask the same question twice? INTER: How does Elijah's forty-day journey compare with Moses at Horeb? How does Paul use the seven thousand in Romans 11:2-5? PALACE: Which cycle's Enemy beat is Jezebel? Which room would unlock the still small voice — the Listening Room?",
    },
    {
      refs: ["Ruth 4:1-10"],
      body: "INTRA: Why does the nearer kinsman refuse once Ruth is mentioned? Why is a shoe handed over? INTER: What does the law of the kinsman in Leviticus 25:25 require? How does Boaz lead to David and to Christ (Matthew 1:5)? PALACE: Which office of Christ does the redeemer picture? Which dimension speaks to the church gathered from the Gentiles?",
    },
    {
      refs: ["Matthew 27:45-54"],
      body: 'INTRA: Why does darkness last from the sixth to the ninth hour? Why does Matthew keep the cry in the words Jesus spoke — "Eli, Eli, lama sabachthani"? INTER: What is the whole of Psalm 22, which the cry begins? How does Hebrews 10:19-20 explain the rending of the veil? PALACE: Which sanctuary article is torn, and which service does the ninth hour recall?',
    },
    {
      refs: ["Numbers 21:4-9"],
      body: "INTRA: Why does God send serpents rather than another judgment? Why must the bitten look, rather than touch or pray? INTER: How does Jesus apply the scene in John 3:14-15? Why is the same serpent destroyed in 2 Kings 18:4? PALACE: Which symbol card does this test? Which cycle's rebellion is this — @Mo?",
    },
    {
      refs: ["Joshua 2"],
      body: "INTRA: Why does Rahab know so much about Israel's God? Why a scarlet line? INTER: How do Hebrews 11:31 and James 2:25 read her act differently? How does the scarlet line compare with the Passover blood? PALACE: Which sanctuary article does a saving sign on the house recall? Which horizon does her place in Matthew 1:5 open?",
    },
    {
      refs: ["Revelation 5:1-10"],
      body: 'INTRA: Why does John weep? Why is the Lion seen as a Lamb? INTER: Which Old Testament texts stand behind "Lion of the tribe of Judah" (Genesis 49:9-10)? How does the sealed book relate to Daniel 12:4? PALACE: Which time zone is the throne room — H-Now? Which sanctuary space is John seeing?',
    },
    {
      refs: ["Mark 5:25-34"],
      body: 'INTRA: Why does Jesus insist on finding out who touched Him? Why does Mark mention the physicians? INTER: What did Leviticus 15:25-27 say about her uncleanness and anyone she touched? How does Malachi 4:2 ("healing in his wings") relate to the hem of the garment? PALACE: Which office of Christ is at work? Which dimension speaks to me?',
    },
    {
      refs: ["Jonah 4"],
      body: "INTRA: Why does the book end with a question? Why does Jonah pity the gourd but not the city? INTER: How does Jonah's quotation of Exodus 34:6 turn a praise into a complaint? How does Jesus use Jonah in Matthew 12:40-41? PALACE: Where is Christ — the sign of Jonah? Which cycle's mission to the nations does Nineveh anticipate?",
    },
  ],
  practicePrompts: [
    {
      id: "qr-p1",
      text: "Write 15 questions on John 11:1-44, at least four per column.",
      refs: ["John 11:1-44"],
    },
    {
      id: "qr-p2",
      text: "Map Isaiah 53 so that at least 10 questions are INTER, each naming a New Testament use of the chapter.",
      refs: ["Isaiah 53"],
    },
    {
      id: "qr-p3",
      text: "Map Exodus 17:1-7, running the full PALACE checklist in the third column.",
      refs: ["Exodus 17:1-7"],
    },
    {
      id: "qr-p4",
      text: "Reopen an earlier question map, rewrite its five weakest (yes/no or leading) questions as open ones, and save it again.",
      refs: [],
    },
  ],
  masterTasks: [
    {
      id: "qr-m3",
      level: 3,
      kind: "reflection",
      prompt:
        "Compare your first and latest question maps. Which column comes easily and which do you neglect? Quote one weak question you wrote and its rewrite, and describe an uncomfortable question that led you somewhere you did not expect.",
    },
    {
      id: "qr-m4",
      level: 4,
      kind: "teaching",
      prompt:
        "Explain the Questions Room to a beginner using Genesis 28:10-22 or another passage: the three columns, how to rewrite yes/no and leading questions, and why the starred questions matter for the Q&A Chains Room.",
    },
    {
      id: "qr-m5",
      level: 5,
      kind: "application",
      prompt:
        "Take Exodus 17:1-7. Observe it (OR), map it in three columns (QR), and answer your strongest starred question with a chain of Scripture (QA) that reaches 1 Corinthians 10:4. Show how each room fed the next.",
    },
  ],
  referenceLists: ["questionColumns", "palaceChecklist"],
};
