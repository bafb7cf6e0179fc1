import type { BankItem } from "./types";

export const bank: BankItem[] = [
  {
    id: "bl-t1-01",
    tier: 1,
    type: "single",
    prompt: "What is the Blue Room's core question?",
    options: [
      "Which sanctuary article, service or space does this text map to, and how does it reveal Christ's ministry?",
      "Which feast does this passage fulfil, foreshadow or echo?",
      "Where is Christ in this chapter, and what is He doing?",
      "What does this prophetic symbol stand for on the historicist timeline?",
    ],
    answer: 0,
    explanation:
      "BL maps a text to the sanctuary and asks how that reveals Christ's ministry. The others are the FE, CEC and PR questions.",
  },
  {
    id: "bl-t1-02",
    tier: 1,
    type: "order",
    prompt: "Put the Blue Room's method steps in order.",
    items: [
      "Identify the sanctuary element the text evokes",
      "Map it to the article, service or space",
      "State Christ's fulfilment in one sentence",
      "Name the doctrinal theme",
      "Cross-link 1–2 New Testament texts",
    ],
    explanation:
      "Element first, then its place in the sanctuary, then Christ, then doctrine, then New Testament confirmation.",
  },
  {
    id: "bl-t1-03",
    tier: 1,
    type: "order",
    prompt: "Put these sanctuary articles in the order a worshipper meets them, from outside in.",
    items: ["Gate", "Bronze Altar", "Laver", "Altar of Incense", "Veil", "Ark of the Covenant"],
    explanation:
      "Court: gate, altar, laver; in the Holy Place the incense altar stands just before the veil; behind the veil is the ark.",
  },
  {
    id: "bl-t1-04",
    tier: 1,
    type: "match",
    prompt: "Match each space to the stage of salvation it pictures.",
    pairs: [
      ["Courtyard", "Justification"],
      ["Holy Place", "Sanctification"],
      ["Most Holy Place", "Judgment and glorification"],
    ],
    explanation: "The movement inward traces conversion, the daily walk and the consummation.",
  },
  {
    id: "bl-t1-05",
    tier: 1,
    type: "short",
    prompt: "On which floor of the palace is the Blue Room? (number)",
    accept: ["5", "five", "floor 5"],
    explanation: "BL opens floor 5, Vision: sanctuary, prophecy and feasts.",
  },
  {
    id: "bl-t1-06",
    tier: 1,
    type: "multi",
    prompt: "Which are pitfalls the Blue Room warns against?",
    options: [
      'Saying "it\'s just metaphor"',
      "Ignoring the two apartments",
      "Reading the Old Testament rite first",
      "Forcing sanctuary language onto every text",
      "Missing the timing",
    ],
    answers: [0, 1, 3, 4],
    explanation:
      "Reading the Old Testament rite first is the cure for a pitfall (skipping the OT context), not a pitfall.",
  },
  {
    id: "bl-t1-07",
    tier: 1,
    type: "short",
    prompt: 'Complete the room\'s guiding phrase: "Follow the ___."',
    accept: ["blood", "the blood"],
    explanation:
      "Where the blood goes, the ministry goes: from the altar into the sanctuary and finally to the mercy seat.",
  },
  {
    id: "bl-t2-01",
    tier: 2,
    type: "single",
    prompt: 'A student tags Psalm 141:2 as "Lampstand — prayer is light." What is the best correction?',
    options: [
      "Correct: prayer and light are both spiritual",
      "It should be the Altar of Incense: the verse compares prayer to incense",
      "It should be the Veil: prayer passes into God's presence",
      "No element fits; the verse is poetry",
    ],
    answer: 1,
    explanation:
      "The verse names incense; the Altar of Incense is the element and intercession the doctrine.",
  },
  {
    id: "bl-t2-02",
    tier: 2,
    type: "single",
    prompt: "Which fulfilment line meets the room's standard?",
    options: [
      "Christ is everything in the sanctuary.",
      "Christ's torn flesh opens a new and living way into God's presence.",
      "The veil was blue, purple and scarlet and had cherubim. It hung on four pillars. It separated the rooms.",
      "God is love.",
    ],
    answer: 1,
    explanation:
      "One specific sentence naming what Christ did. The others are vague, descriptive only, or generic.",
  },
  {
    id: "bl-t2-03",
    tier: 2,
    type: "single",
    prompt:
      "A student reads Leviticus 16 and says the scapegoat is Christ carrying our sins away. What does the room teach?",
    options: [
      "Right: both goats are Christ",
      "The scapegoat is never Christ: it sheds no blood and is sent away only after the atonement is complete; it pictures Satan bearing responsibility for the sin he instigated",
      "The scapegoat is the sinner who is forgiven",
      "The scapegoat is Israel in exile",
    ],
    answer: 1,
    explanation:
      "Only the Lord's goat is slain; the living goat receives the confessed sins after the cleansing and atones for nothing.",
  },
  {
    id: "bl-t2-04",
    tier: 2,
    type: "multi",
    prompt: 'Which entries avoid the pitfall of "forcing sanctuary language onto every text"?',
    options: [
      'Tagging John 6:35 ("I am the bread of life") with the Table of Showbread',
      "Tagging every mention of a door in Proverbs with the Gate",
      "Tagging Hebrews 10:19-20 with the Veil",
      "Tagging a list of genealogies with the Lampstand because names give light",
    ],
    answers: [0, 2],
    explanation:
      "Tag what the passage genuinely evokes; John 6:35 and Hebrews 10:19-20 name the element's meaning, the others stretch.",
  },
  {
    id: "bl-t2-05",
    tier: 2,
    type: "single",
    prompt: "Which cross-link best confirms a tag of John 1:29 at the Bronze Altar?",
    options: ["Hebrews 13:10-12", "Revelation 1:20", "Ephesians 5:26", "John 6:35"],
    answer: 0,
    explanation:
      "Hebrews 13:10-12 speaks of our altar and of Jesus suffering outside the gate to sanctify the people with His own blood.",
  },
  {
    id: "bl-t2-06",
    tier: 2,
    type: "single",
    prompt: 'A tag reads: "Daniel 7:9-10 → Holy Place → daily intercession." What went wrong?',
    options: [
      "Nothing",
      "It ignores the two apartments: a court set and books opened is judgment, the Most Holy Place / Day of Atonement work",
      "It should be the Laver",
      "Daniel cannot be tagged in the Blue Room",
    ],
    answer: 1,
    explanation:
      "Judgment belongs to the yearly service and the Most Holy Place; mixing the apartments loses the timing.",
  },
  {
    id: "bl-t3-01",
    tier: 3,
    type: "single",
    prompt: "John 13:1-10 (the foot washing): which article fits best?",
    options: ["Laver", "Table of Showbread", "Ark of the Covenant", "Gate"],
    answer: 0,
    explanation:
      '"He that is washed needeth not save to wash his feet": the priests\' washing at the laver, cleansing for service.',
  },
  {
    id: "bl-t3-02",
    tier: 3,
    type: "multi",
    prompt: "Hebrews 10:19-22 touches which elements?",
    options: [
      'The Veil ("through the veil, that is to say, his flesh")',
      'The Most Holy Place ("to enter into the holiest")',
      'The Laver ("our bodies washed with pure water")',
      "The Table of Showbread",
    ],
    answers: [0, 1, 2],
    explanation:
      "The passage names the veil, the holiest, the blood, sprinkled hearts and washed bodies; it does not mention bread.",
  },
  {
    id: "bl-t3-03",
    tier: 3,
    type: "reference",
    prompt: "Give the chapter where the Day of Atonement rite is described.",
    accept: ["Leviticus 16", "Leviticus 23:26-32"],
    explanation: "Leviticus 16 gives the full ritual; Leviticus 23:26-32 sets the day among the feasts.",
  },
  {
    id: "bl-t3-04",
    tier: 3,
    type: "single",
    prompt:
      'Matthew 27:51 ("the veil of the temple was rent in twain from the top to the bottom") best maps to:',
    options: ["Veil", "Gate", "Lampstand", "Laver"],
    answer: 0,
    explanation:
      'The torn veil pictures Christ\'s flesh opening the way (Hebrews 10:19-20); "from the top" shows God did it.',
  },
  {
    id: "bl-t3-05",
    tier: 3,
    type: "single",
    prompt:
      "Revelation 1:12-13 shows Christ walking among seven golden candlesticks. Which space is the scene set in?",
    options: ["Courtyard", "Holy Place", "Most Holy Place", "Outside the camp"],
    answer: 1,
    explanation: "The lampstand stood in the Holy Place: Christ's continual ministry among His churches.",
  },
  {
    id: "bl-t3-06",
    tier: 3,
    type: "reference",
    prompt:
      'Give a New Testament text that says Christ "ever liveth to make intercession" for those who come to God by Him.',
    accept: ["Hebrews 7:25"],
    explanation: "Hebrews 7:25 is the anchor of the daily service and of the Altar of Incense.",
  },
  {
    id: "bl-t3-07",
    tier: 3,
    type: "single",
    prompt:
      'Acts 8:36-38: the Ethiopian asks "what doth hinder me to be baptized?" Which courtyard article does the scene reach?',
    options: ["Gate", "Bronze Altar", "Laver", "Lampstand"],
    answer: 2,
    explanation:
      "He enters through the gate (inquiry), meets the Lamb of Isaiah 53 (altar), and is baptised (laver).",
  },
  {
    id: "bl-t4-01",
    tier: 4,
    type: "match",
    prompt: "Match each article to its New Testament anchor.",
    pairs: [
      ["Gate", "John 10:9"],
      ["Bronze Altar", "Hebrews 13:10-12"],
      ["Laver", "Ephesians 5:26"],
      ["Lampstand", "Revelation 1:20"],
      ["Altar of Incense", "Revelation 8:3-4"],
      ["Ark of the Covenant", "Romans 3:25"],
    ],
    explanation: "These are the anchors in the room's reference table.",
  },
  {
    id: "bl-t4-02",
    tier: 4,
    type: "single",
    prompt:
      "In the method's teaching, from what year does Christ's Most Holy Place (judgment-hour) ministry begin?",
    options: ["AD 31", "AD 1798", "AD 1844", "AD 70"],
    answer: 2,
    explanation:
      "The 2,300 days of Daniel 8:14, counted from 457 BC, end in AD 1844, when the cleansing of the sanctuary begins.",
  },
  {
    id: "bl-t4-03",
    tier: 4,
    type: "single",
    prompt: "Which feast of Leviticus 23 corresponds to the Blue Room's yearly service?",
    options: ["Passover", "Pentecost", "Day of Atonement", "Tabernacles"],
    answer: 2,
    explanation:
      'The yearly service is the Day of Atonement (Tishri 10), which the Feasts Room lists as "in progress".',
  },
  {
    id: "bl-t4-04",
    tier: 4,
    type: "single",
    prompt:
      'Hebrews 9:12 says Christ entered "by his own blood". Which principle of the room does it most directly illustrate?',
    options: [
      "Follow the blood",
      "Forcing sanctuary language",
      "Gate → ark is only a metaphor",
      "The scapegoat is Christ",
    ],
    answer: 0,
    explanation: "The blood of the sacrifice is carried into the sanctuary; Christ ministers His own.",
  },
  {
    id: "bl-t4-05",
    tier: 4,
    type: "multi",
    prompt: "Which statements about the two goats are true?",
    options: [
      "Lots were cast to decide which goat was the Lord's",
      "The Lord's goat was slain and its blood brought into the Most Holy Place",
      "The scapegoat was slain after the Lord's goat",
      "The scapegoat was sent into the wilderness after the cleansing was finished",
    ],
    answers: [0, 1, 3],
    explanation:
      "Leviticus 16:8-10, 15-22: the scapegoat stayed alive and was led away once the atonement was complete.",
  },
  {
    id: "bl-t4-06",
    tier: 4,
    type: "single",
    prompt:
      "Combining BL with the Concentration Room: which office of Christ is most active in the Altar of Incense?",
    options: ["Prophet", "Priest", "King"],
    answer: 1,
    explanation: "Intercession is priestly work (Hebrews 7:25).",
  },
  {
    id: "bl-t4-07",
    tier: 4,
    type: "single",
    prompt:
      "Which text gives the sanctuary's status as a \"pattern\" of the heavenly one, the basis of the room's typology?",
    options: ["Hebrews 8:5", "John 3:16", "Genesis 1:1", "Acts 2:38"],
    answer: 0,
    explanation:
      'Hebrews 8:5 quotes Exodus 25:40: "make all things according to the pattern shewed to thee in the mount."',
  },
];
