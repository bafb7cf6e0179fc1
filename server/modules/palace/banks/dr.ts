import type { BankItem } from "./types";

export const bank: BankItem[] = [
  {
    id: "dr-t1-01",
    tier: 1,
    type: "single",
    prompt: "What is the core question of the Dimensions Room (DR)?",
    options: [
      "How does this text speak at once to history, to Christ, to me, to the church and to eternity?",
      "Which office of Christ is active here?",
      "From which zone — earth or heaven; past, present or future — does this text speak?",
      "What single picture will call this chapter to mind?",
    ],
    answer: 0,
    explanation:
      "DR turns a text like a diamond through five faces. Offices belong to CR, zones to TZ, frames to 24FPS.",
  },
  {
    id: "dr-t1-02",
    tier: 1,
    type: "order",
    prompt: "Put the five dimensions in their numbered order (1D to 5D).",
    items: ["Literal-historical", "Christological", "Personal", "Ecclesiological", "Eschatological/heavenly"],
    explanation:
      "1D Literal, 2D Christ, 3D Me, 4D Church, 5D Heaven: the literal grounds, Christ centres, the last three apply.",
  },
  {
    id: "dr-t1-03",
    tier: 1,
    type: "match",
    prompt: "Match each dimension code to its short label.",
    pairs: [
      ["1D", "LITERAL"],
      ["2D", "CHRIST"],
      ["3D", "ME"],
      ["4D", "CHURCH"],
      ["5D", "HEAVEN"],
    ],
    explanation: "The labels are the short names used in the dimension sheet.",
  },
  {
    id: "dr-t1-04",
    tier: 1,
    type: "single",
    prompt: "Which dimension must be established first?",
    options: ["The literal-historical", "The personal", "The heavenly", "Whichever is easiest"],
    answer: 0,
    explanation:
      "The literal face grounds all the others; a dimension that contradicts the history is not interpretation.",
  },
  {
    id: "dr-t1-05",
    tier: 1,
    type: "multi",
    prompt: "Which are pitfalls of the Dimensions Room? Choose all that apply.",
    options: [
      "The same idea five times",
      "Skipping the literal",
      "Forcing a dimension",
      "Omitting Christ",
      "Moralistic personal lines",
      "Tagging a secondary office",
    ],
    answers: [0, 1, 2, 3, 4],
    explanation: "All five are DR pitfalls; a secondary office is part of CR's method, not a DR error.",
  },
  {
    id: "dr-t1-06",
    tier: 1,
    type: "single",
    prompt: "Which line of the dimension sheet must carry a supporting Bible reference?",
    options: ["The Christ line", "The Me line", "The Church line", "None of them"],
    answer: 0,
    explanation:
      "The auto-check requires a valid reference for the Christ line, so Christ is anchored in Scripture rather than asserted.",
  },
  {
    id: "dr-t1-07",
    tier: 1,
    type: "short",
    prompt: "How many dimensions does a text have in this room? (a number)",
    accept: ["5", "five"],
    explanation: "Five faces: Literal, Christ, Me, Church, Heaven.",
  },
  {
    id: "dr-t2-01",
    tier: 2,
    type: "single",
    prompt:
      'A sheet on Exodus 16 reads: Literal "God provides", Christ "God provides in Jesus", Me "God provides for me", Church "God provides for us", Heaven "God will provide". What is the problem?',
    options: [
      "The same idea five times — the lines are not distinct truths.",
      "It skipped the literal.",
      "It has too many references.",
      "Nothing; consistency is the goal.",
    ],
    answer: 0,
    explanation:
      "Each face must add something: the daily gathering, the bread from heaven (John 6:32-35), trust today, Sabbath rest together, the hidden manna (Revelation 2:17).",
  },
  {
    id: "dr-t2-02",
    tier: 2,
    type: "single",
    prompt: "Which Me line on 1 Kings 17:8-16 best fits the room?",
    options: [
      "Obedience with little comes before supply; I can trust the God who keeps the barrel full.",
      "I should be more generous to preachers.",
      "The widow was poor.",
      "Christ is the bread of life.",
    ],
    answer: 0,
    explanation:
      "The Me line responds to grace. The second is moralism, the third is the literal line, the fourth the Christ line.",
  },
  {
    id: "dr-t2-03",
    tier: 2,
    type: "single",
    prompt:
      'A student writes a heavenly line for Proverbs 10:4 ("the hand of the diligent maketh rich") describing the golden streets of the New Jerusalem. What went wrong?',
    options: [
      "Forcing a dimension — the text's heavenly face is faint, and a modest line would be more honest.",
      "The literal line is missing a reference.",
      "Proverbs never has a Christ line.",
      "Nothing went wrong.",
    ],
    answer: 0,
    explanation:
      "Not every text speaks loudly in every dimension; say the modest thing the text allows rather than invent a scene.",
  },
  {
    id: "dr-t2-04",
    tier: 2,
    type: "multi",
    prompt: "Which are sound Christ lines (each with its reference)? Choose all that apply.",
    options: [
      'Exodus 12 — "Christ our passover is sacrificed for us" (1 Corinthians 5:7).',
      "Numbers 21:4-9 — the Son of man lifted up that believers may live (John 3:14-15).",
      "Jonah 2 — Jesus liked the sea.",
      "Genesis 22 — the Lamb God provides (John 1:29).",
    ],
    answers: [0, 1, 3],
    explanation:
      'The Christ line must be grounded in Scripture. "Jesus liked the sea" has no textual link to Jonah\'s prayer; Matthew 12:40 would.',
  },
  {
    id: "dr-t2-05",
    tier: 2,
    type: "single",
    prompt:
      'Why does the room reject the Me line "I must try harder to be faithful like Daniel" on Daniel 6?',
    options: [
      "It is moralistic: it detaches the response from the God who shut the lions' mouths.",
      "Personal lines are never allowed.",
      "Daniel 6 has no personal dimension.",
      "It is too short.",
    ],
    answer: 0,
    explanation:
      "The personal face applies what the literal and Christ faces establish — God's faithfulness first, my faith in response.",
  },
  {
    id: "dr-t2-06",
    tier: 2,
    type: "single",
    prompt:
      'A sheet on Joshua 6 starts: "Christ: the walls of sin fall when we shout praise." What was skipped?',
    options: ["The literal-historical sense", "The heavenly line", "The church line", "Nothing"],
    answer: 0,
    explanation:
      "Begin with the actual conquest of Jericho — seven days, the ark, the trumpets, Rahab — then the other faces can stand on it.",
  },
  {
    id: "dr-t3-01",
    tier: 3,
    type: "reference",
    prompt: "Exodus 16 (manna): give a reference that supports the Christ line.",
    accept: ["John 6:31-35", "John 6:48-51", "John 6:58", "1 Corinthians 10:3", "Revelation 2:17"],
    explanation:
      "Jesus calls Himself the true bread from heaven (John 6:32-35, 48-51); Paul calls the manna spiritual meat (1 Corinthians 10:3).",
  },
  {
    id: "dr-t3-02",
    tier: 3,
    type: "reference",
    prompt: "Jonah 2: where does Jesus Himself link Jonah in the fish to His own death and resurrection?",
    accept: ["Matthew 12:39-41", "Luke 11:29-30", "Matthew 16:4"],
    explanation:
      "Matthew 12:40: as Jonah was three days and three nights in the whale's belly, so the Son of man in the heart of the earth.",
  },
  {
    id: "dr-t3-03",
    tier: 3,
    type: "match",
    prompt: "Psalm 23: match each line to its dimension.",
    pairs: [
      ["David, once a shepherd, confesses the LORD as his shepherd", "Literal"],
      ['"I am the good shepherd" (John 10:11)', "Christ"],
      ["I can walk through my own dark valley without fear", "Me"],
      ["The flock is fed at one table, even before enemies", "Church"],
      ['"I will dwell in the house of the LORD for ever"', "Heaven"],
    ],
    explanation:
      "Each line adds a different truth: history, Christ, personal trust, the gathered flock, eternity.",
  },
  {
    id: "dr-t3-04",
    tier: 3,
    type: "single",
    prompt: "Joshua 6: which is the best Church line?",
    options: [
      "God's people advance in obedient, united witness, and His word — not their strength — brings down strongholds.",
      "Jericho's walls fell after seven days of marching.",
      "Jesus is the captain of the LORD's host.",
      "One day every wall of evil will fall for ever.",
    ],
    answer: 0,
    explanation:
      "The others are the Literal, Christ and Heaven lines. The Church line speaks to God's people together.",
  },
  {
    id: "dr-t3-05",
    tier: 3,
    type: "reference",
    prompt:
      "For the heavenly line of 1 Kings 17:8-16, give a verse promising that the redeemed shall hunger no more.",
    accept: ["Revelation 7:16-17", "Isaiah 49:10", "John 6:35"],
    explanation:
      'Revelation 7:16 ("They shall hunger no more") echoes Isaiah 49:10; John 6:35 gives the same promise in Christ\'s words.',
  },
  {
    id: "dr-t3-06",
    tier: 3,
    type: "single",
    prompt:
      "Luke 4:25-26 — Jesus mentions the widow of Zarephath. Which dimension of 1 Kings 17 does this text most support?",
    options: [
      "Church: a Gentile fed, a sign of mission to the nations",
      "Literal: the famine's length",
      "Heaven: the new earth",
      "Me: personal budgeting",
    ],
    answer: 0,
    explanation:
      "Jesus uses the widow to show God's grace reaching beyond Israel — the church's mission to the nations.",
  },
  {
    id: "dr-t4-01",
    tier: 4,
    type: "single",
    prompt: "A reviewer marks two dimension lines as near-identical (one idea restated). Which pair is it?",
    options: [
      'Me: "God provides for me in hard times." / Church: "God provides for us in hard times."',
      'Literal: "Elijah is fed by a widow." / Christ: "Jesus is the bread of life (John 6:35)."',
      'Me: "Obedience before supply." / Heaven: "They shall hunger no more."',
      'Church: "Mission to the nations." / Literal: "A famine in Israel."',
    ],
    answer: 0,
    explanation:
      "Only one pronoun changes between those two lines; they restate one idea instead of giving two truths.",
  },
  {
    id: "dr-t4-02",
    tier: 4,
    type: "single",
    prompt: "How do the DR Heaven line (5D) and the Time Zone room (TZ) differ?",
    options: [
      "DR asks what the text reveals about the end and eternity as one of five faces; TZ names the one zone a text chiefly speaks from.",
      "They are identical: both place the text on the prophecy timeline.",
      "TZ is only for the Psalms.",
      "DR's Heaven line replaces the literal sense.",
    ],
    answer: 0,
    explanation: "A text may speak chiefly from E-Pa (TZ) while still having a heavenly face in DR.",
  },
  {
    id: "dr-t4-03",
    tier: 4,
    type: "multi",
    prompt: "Which statements about the Christ dimension are true? Choose all that apply.",
    options: [
      "Christ is the centre of the diamond; the last three faces apply what Literal and Christ establish.",
      "The Christ line needs a supporting reference.",
      "Christ may be omitted if the text is from the Old Testament.",
      "Luke 24:27 grounds reading all the Scriptures concerning Him.",
    ],
    answers: [0, 1, 3],
    explanation:
      "Omitting Christ is itself a pitfall; the risen Lord expounded Himself from Moses and all the prophets.",
  },
  {
    id: "dr-t4-04",
    tier: 4,
    type: "single",
    prompt:
      "Combining DR with CR on Hebrews 4:14-16: which line is the CR office note most likely to strengthen?",
    options: [
      "The Christ line — our great High Priest, an ongoing priestly act",
      "The literal line — the date of Hebrews",
      "No line — CR and DR never combine",
      "The Church line — how to elect elders",
    ],
    answer: 0,
    explanation:
      "The CR note (Priest • High Priest • sympathises and gives grace • ongoing) fills the Christ line with what He is doing.",
  },
  {
    id: "dr-t4-05",
    tier: 4,
    type: "single",
    prompt:
      'Genesis 22 sheet: "Heaven: the Lord will provide." A reviewer asks for more. What would make the line distinct and honest?',
    options: [
      "Point to final provision — e.g. the Lamb in the midst of the throne (Revelation 7:17) — rather than restating the literal line.",
      "Drop the heavenly line altogether, always.",
      "Add the date of Abraham's birth.",
      "Repeat the Christ line word for word.",
    ],
    answer: 0,
    explanation:
      'The Heaven line must add the eschatological face; restating "the Lord will provide" repeats another line.',
  },
  {
    id: "dr-t4-06",
    tier: 4,
    type: "match",
    prompt: "Match each 1 Kings 17:8-16 line to the text that supports it in the worked example.",
    pairs: [
      ["Christ — the bread that never runs out", "John 6:35"],
      ["Church — a Gentile widow fed", "Luke 4:25-26"],
      ["Heaven — they shall hunger no more", "Revelation 7:16"],
    ],
    explanation: "Each face is supported by a different text, which is one sign that the lines are distinct.",
  },
];
