import { overviewOf } from "@common/content/palace/overview";
import type { Room } from "@common/content/palace/types";

export const room: Room = {
  ...overviewOf("qa"),
  prerequisites: ["sr", "qr"],
  method: [
    {
      text: "Import the starred questions from your Questions Room map (or type one) and choose the 5–10 strongest to work on.",
    },
    {
      text: "For each question, find 2–4 texts that speak directly to it, and note each with a brief quote (KJV) or a one-line summary.",
      substeps: [
        "Clear texts before obscure ones.",
        "Teaching passages before inferences from narrative.",
        "Let the New Testament clarify the Old without flattening it.",
        "Read every text in its own context before you use it.",
      ],
    },
    {
      text: "Write a synthesis of 1–3 sentences that answers the question from the texts you have chained.",
    },
    {
      text: "Check the chain: does the synthesis follow from the texts, or have you added opinion? If you cannot find two direct texts, refine the question — or record honestly that Scripture is less explicit here.",
    },
  ],
  principles: [
    "Scripture interprets Scripture: answers come from texts, not from opinion.",
    "Clear texts before obscure; teaching passages before inferences from narrative.",
    "Let the New Testament clarify the Old Testament without flattening it.",
    "Respect context: a text means in a chain what it means in its own chapter.",
  ],
  deliverable: {
    kind: "chains",
    description:
      "A chain: Question → Ref 1 → Ref 2 → (Ref 3 → Ref 4) → Synthesis. One chain is a valid practice entry; a full session yields 5–10 developed chains.",
    fields: [
      {
        id: "question",
        label: "Question",
        type: "text",
        help: 'One open question ending with "?", ideally starred in your question map.',
      },
      {
        id: "source",
        label: "Where the question arises",
        type: "reference",
        optional: true,
        help: "Optional: the passage that raised the question, e.g. Mark 4:38.",
      },
      {
        id: "chain",
        label: "Chain of texts",
        type: "references",
        help: "2–4 references that speak directly to the question, one per line, clearest first.",
      },
      {
        id: "notes",
        label: "What each text says",
        type: "list",
        help: "One line per text, in the same order: a brief KJV quote or a one-line summary.",
      },
      {
        id: "synthesis",
        label: "Synthesis",
        type: "longText",
        help: "1–3 sentences answering the question from these texts — no opinion beyond them.",
      },
      {
        id: "refinement",
        label: "Refinement",
        type: "text",
        optional: true,
        help: "Optional: if you had to refine the question, or Scripture is less explicit here, say so.",
      },
    ],
  },
  autoCheck: [
    { rule: "required", field: "question" },
    { rule: "words", field: "question", min: 3, max: 60 },
    { rule: "endsWith", field: "question", suffix: "?" },
    { rule: "validRef", field: "chain" },
    { rule: "items", field: "chain", min: 2, max: 4 },
    { rule: "items", field: "notes", min: 2, max: 4 },
    { rule: "sentences", field: "synthesis", min: 1, max: 3 },
  ],
  pitfalls: [
    "Proof-texting: pulling verses out of context because their words sound right.",
    "Restating the verses without actually answering the question.",
    "Single-text answers: one verse is a starting point, not a chain.",
    "Smuggling opinion into the synthesis — if a claim is not in the texts, it does not belong there.",
    "Ignoring the context of a text so that it says what its chapter does not.",
    "Dodging hard questions and chaining only the comfortable ones.",
  ],
  example: {
    title: "How could Jesus sleep in the storm? — Mark 4:38",
    refs: ["Mark 4:38", "Psalm 4:8", "Proverbs 3:24", "Isaiah 26:3"],
    body: 'Question: How could Jesus sleep in the storm (Mark 4:38)? Psalm 4:8 — "I will both lay me down in peace, and sleep: for thou, LORD, only makest me dwell in safety." Proverbs 3:24 — "thou shalt lie down, and thy sleep shall be sweet." Isaiah 26:3 — "Thou wilt keep him in perfect peace, whose mind is stayed on thee." Synthesis: His rest displays the peace of a mind wholly stayed on the Father; the sleep the psalms promise to the one who trusts God, Jesus lived out in the middle of the storm.',
  },
  examplePool: [
    {
      refs: ["Hebrews 11:4", "Leviticus 17:11", "1 John 3:12"],
      body: "Question: Why was Abel's offering accepted and Cain's not (Genesis 4:4-5)? Hebrews 11:4 — Abel offered \"by faith\" a more excellent sacrifice; Leviticus 17:11 — the blood makes atonement for the soul; 1 John 3:12 — Cain's works were evil. Synthesis: Abel came by faith with the sacrifice God appointed, pointing to Christ; Cain brought his own works and his heart showed in what he did next.",
    },
    {
      refs: ["Galatians 3:16", "Galatians 4:4", "Hebrews 2:14"],
      body: 'Question: Who is the seed of the woman in Genesis 3:15? Galatians 3:16 — "to thy seed, which is Christ"; Galatians 4:4 — "God sent forth his Son, made of a woman"; Hebrews 2:14 — through death He destroyed him that had the power of death. Synthesis: the promised seed is Christ, born of a woman, who crushed the serpent\'s power by His own death.',
    },
    {
      refs: ["Hebrews 10:19-20", "Hebrews 9:8", "Hebrews 6:19-20"],
      body: 'Question: Why was the veil rent when Jesus died (Matthew 27:51)? Hebrews 9:8 — while the first tabernacle stood, the way into the holiest was not yet made manifest; Hebrews 10:19-20 — we enter by a new and living way, "through the veil, that is to say, his flesh"; Hebrews 6:19-20 — Jesus has entered within the veil as our forerunner. Synthesis: His death opened the way to God, and He now ministers for us in the heavenly sanctuary.',
    },
    {
      refs: ["Matthew 12:40", "Jonah 1:17", "1 Corinthians 15:4"],
      body: "Question: What is the \"sign of the prophet Jonas\" (Matthew 12:39)? Matthew 12:40 — as Jonas was three days and three nights in the whale's belly, so the Son of man in the heart of the earth; Jonah 1:17 — the prepared fish; 1 Corinthians 15:4 — He rose again the third day according to the scriptures. Synthesis: the sign is Christ's burial and resurrection on the third day.",
    },
    {
      refs: ["Romans 3:24-26", "Romans 5:1", "Galatians 2:16"],
      body: "Question: How can a man be just with God (Job 9:2)? Romans 3:24-26 — justified freely by His grace through the redemption in Christ Jesus; Romans 5:1 — justified by faith, we have peace with God; Galatians 2:16 — not by the works of the law. Synthesis: a sinner is declared just by God's grace, through faith in Christ, who was set forth as the propitiation.",
    },
    {
      refs: ["Daniel 9:24-25", "Ezra 7:11-13", "Luke 3:21-22", "Galatians 4:4"],
      body: 'Question: What time was "fulfilled" when Jesus began to preach (Mark 1:15)? Daniel 9:25 — from the commandment to restore Jerusalem unto Messiah the Prince, sixty-nine weeks; Ezra 7:11-13 — Artaxerxes\' decree of 457 BC; Luke 3:21-22 — the Spirit descends at His baptism; Galatians 4:4 — "when the fulness of the time was come". Synthesis: by the day-year principle, 483 years from 457 BC reached AD 27, when Jesus was anointed and announced that the time was fulfilled.',
    },
    {
      refs: ["Leviticus 16:30", "Hebrews 8:1-2", "Hebrews 9:23-24"],
      body: "Question: Which sanctuary is cleansed in Daniel 8:14? Leviticus 16:30 — on the Day of Atonement the people were cleansed from all their sins before the LORD; Hebrews 8:1-2 — Christ ministers in the true tabernacle, which the Lord pitched; Hebrews 9:23-24 — the heavenly things themselves are purified with better sacrifices. Synthesis: the 2300 days reach to AD 1844, when Christ began the antitypical Day of Atonement in the heavenly sanctuary.",
    },
    {
      refs: ["Ecclesiastes 9:5", "John 11:11-14", "1 Thessalonians 4:16"],
      body: "Question: What happens to a believer at death? Ecclesiastes 9:5 — \"the dead know not any thing\"; John 11:11-14 — Jesus calls Lazarus's death sleep; 1 Thessalonians 4:16 — the dead in Christ rise when the Lord descends. Synthesis: death is a sleep without awareness, and the believer's hope is the resurrection at Christ's coming.",
    },
    {
      refs: ["Ezekiel 36:26", "Jeremiah 31:33", "2 Corinthians 5:17"],
      body: 'Question: What is the new heart God promises? Ezekiel 36:26 — a heart of flesh in place of the stony heart; Jeremiah 31:33 — "I will put my law in their inward parts, and write it in their hearts"; 2 Corinthians 5:17 — in Christ a new creature. Synthesis: the new heart is God\'s law written within by His Spirit, given to everyone who is in Christ.',
    },
    {
      refs: ["Exodus 31:13", "Genesis 2:2-3", "Mark 2:27-28"],
      body: 'Question: Why does God call the Sabbath a sign (Ezekiel 20:12)? Exodus 31:13 — a sign "that ye may know that I am the LORD that doth sanctify you"; Genesis 2:2-3 — God blessed and sanctified the seventh day at creation; Mark 2:27-28 — made for man, and the Son of man is Lord of it. Synthesis: the Sabbath is a sign of the Creator who also sanctifies His people, and Christ claims it as His own.',
    },
    {
      refs: ["Isaiah 56:6-8", "Acts 10:34-35", "Ephesians 2:13-14"],
      body: 'Question: Who are the "other sheep" of John 10:16? Isaiah 56:6-8 — the LORD gathers "others" besides the outcasts of Israel, the sons of the stranger; Acts 10:34-35 — in every nation he that feareth Him is accepted; Ephesians 2:13-14 — Christ broke down the middle wall of partition. Synthesis: the other sheep are believing Gentiles, gathered with Israel into one flock under one Shepherd.',
    },
    {
      refs: ["Isaiah 61:10", "Zechariah 3:4", "Galatians 3:27"],
      body: 'Question: Why does the father put the best robe on his son (Luke 15:22)? Isaiah 61:10 — "he hath covered me with the robe of righteousness"; Zechariah 3:4 — filthy garments taken away, change of raiment given; Galatians 3:27 — baptized into Christ, we have put on Christ. Synthesis: the robe is the righteousness God gives to the returning sinner, which is Christ Himself.',
    },
  ],
  practicePrompts: [
    {
      id: "qa-p1",
      text: "Why did Jesus wait two more days before going to Lazarus (John 11:6)? Build the chain.",
      refs: ["John 11:6"],
    },
    {
      id: "qa-p2",
      text: "Who is the rock of Exodus 17:6? Build the chain starting from 1 Corinthians 10:4.",
      refs: ["Exodus 17:6", "1 Corinthians 10:4"],
    },
    {
      id: "qa-p3",
      text: "Take three starred questions from your latest Questions Room map and build a chain for each.",
      refs: [],
    },
    {
      id: "qa-p4",
      text: "Find a question for which you cannot locate two direct texts. Record how you refined it, then chain the refined question.",
      refs: [],
    },
  ],
  masterTasks: [
    {
      id: "qa-m3",
      level: 3,
      kind: "reflection",
      prompt:
        "Look back at your chains. Where did you catch yourself proof-texting or slipping opinion into a synthesis? Describe a question you had to refine because Scripture was less explicit than you expected, and what that taught you about letting Scripture interpret Scripture.",
    },
    {
      id: "qa-m4",
      level: 4,
      kind: "teaching",
      prompt:
        "Explain the Q&A Chains Room to a beginner using Mark 4:38 or another question: how to choose texts that answer directly, the order of clear before obscure and teaching before narrative, and how to test that a synthesis follows from the texts.",
    },
    {
      id: "qa-m5",
      level: 5,
      kind: "application",
      prompt:
        "Take Daniel 8:14. Define its key words (DC), map the questions it raises (QR), and answer the strongest with a chain of Scripture (QA) that reaches Christ's ministry in the heavenly sanctuary. Show how the three rooms worked together.",
    },
  ],
};
