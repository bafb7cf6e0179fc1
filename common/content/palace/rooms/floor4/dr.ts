import { overviewOf } from "@common/content/palace/overview";
import type { Room } from "@common/content/palace/types";

export const room: Room = {
  ...overviewOf("dr"),
  prerequisites: [],
  method: [
    {
      text: "Establish the literal-historical sense first (1D · LITERAL): what happened or was said, to whom, when and where.",
      substeps: [
        "Read the passage in its setting: the people, the place, the crisis, the first hearers.",
        "Nothing in the other four lines may contradict this one; it is the ground they stand on.",
      ],
    },
    {
      text: "Work through the other four dimensions, one or two sentences each.",
      substeps: [
        "2D · CHRIST — how the text points to, pictures or reveals Jesus; support it with a reference.",
        "3D · ME — what the Christ of this text offers me and how I respond in faith and obedience.",
        "4D · CHURCH — what it says to God's people together: worship, unity, mission to the nations.",
        "5D · HEAVEN — what it reveals about the end of the story: judgment, His return, the new earth.",
      ],
    },
    {
      text: "Make each line distinct: five truths, not one idea restated five times.",
      substeps: [
        "Cover each line with your hand and ask: does the next line add something the others did not say?",
        "If two lines say the same thing, go back to the text and look again for what that face reveals.",
      ],
    },
    {
      text: "Support the Christ line with a reference — a New Testament text that fulfils, explains or echoes the passage.",
    },
    {
      text: "Read the five lines in order as a whole: the literal grounds, Christ centres, and the last three apply what the first two have established.",
    },
  ],
  principles: [
    "Literal first: a dimension that ignores the history is imagination, not interpretation.",
    "Christ is the centre of the diamond (Luke 24:27); the personal, church and heavenly faces shine from Him.",
    "The personal line is a response to grace, not a moral lesson detached from Christ.",
    "Not every text speaks equally loudly in every dimension; say less rather than force a face.",
  ],
  deliverable: {
    kind: "dimensionSheet",
    description:
      "Five labelled lines — Literal, Christ, Me, Church, Heaven — each one or two sentences, with a reference supporting the Christ line.",
    fields: [
      {
        id: "passage",
        label: "Passage",
        type: "reference",
        help: 'The text you are turning like a diamond, e.g. "1 Kings 17:8-16".',
      },
      {
        id: "literal",
        label: "1D · Literal",
        type: "text",
        help: "1–2 sentences: what happened or was said, in its own time and place.",
      },
      {
        id: "christ",
        label: "2D · Christ",
        type: "text",
        help: "1–2 sentences: how this points to or reveals Jesus.",
      },
      {
        id: "christRef",
        label: "Christ line reference",
        type: "reference",
        help: 'The text that supports your Christ line, e.g. "John 6:35".',
      },
      {
        id: "me",
        label: "3D · Me",
        type: "text",
        help: "1–2 sentences: what He offers me here and how I respond.",
      },
      {
        id: "church",
        label: "4D · Church",
        type: "text",
        help: "1–2 sentences: what this says to God's people together and their mission.",
      },
      {
        id: "heaven",
        label: "5D · Heaven",
        type: "text",
        help: "1–2 sentences: what this shows about the end of the story and eternity.",
      },
    ],
  },
  autoCheck: [
    { rule: "validRef", field: "passage" },
    { rule: "filledCount", fields: ["literal", "christ", "me", "church", "heaven"], min: 5 },
    { rule: "sentences", field: "literal", max: 2 },
    { rule: "sentences", field: "christ", max: 2 },
    { rule: "sentences", field: "me", max: 2 },
    { rule: "sentences", field: "church", max: 2 },
    { rule: "sentences", field: "heaven", max: 2 },
    { rule: "validRef", field: "christRef" },
    { rule: "overlapBelow", fields: ["literal", "christ", "me", "church", "heaven"], max: 0.6 },
  ],
  pitfalls: [
    'The same idea five times: "God provides" written as history, as Christ, as me, as the church and as heaven is one line, not five.',
    "Skipping the literal: jumping straight to a spiritual meaning leaves the other faces floating with nothing to stand on.",
    "Forcing a dimension: if the heavenly face is faint, say the modest thing the text allows rather than inventing an end-time scene.",
    "Omitting Christ, or leaving the Christ line without a supporting reference.",
    'Moralistic personal lines: "I should be more generous" without the Christ who first gives.',
  ],
  example: {
    title: "1 Kings 17:8-16 — the widow's barrel and cruse",
    refs: ["1 Kings 17:8-16", "John 6:35", "Luke 4:25-26", "Revelation 7:16"],
    body: 'Literal: in the famine Elijah is sent to a Gentile widow at Zarephath, and her last handful of meal and little oil do not run out. Christ: He is the bread that never runs out — "he that cometh to me shall never hunger" (John 6:35). Me: obedience with little comes before supply; she made the prophet\'s cake first. Church: a Gentile widow fed is a sign of the gospel\'s mission to the nations, as Jesus Himself pointed out in Nazareth (Luke 4:25-26). Heaven: "they shall hunger no more" (Revelation 7:16). Five lines, five different truths, all standing on one history.',
  },
  examplePool: [
    {
      refs: ["Genesis 22:1-14", "John 1:29"],
      body: 'Literal: Abraham takes Isaac to Moriah and God provides a ram in his place. Christ: the Father does not spare His own Son, the Lamb God provides (John 1:29). Me: I can trust God with what I love most. Church: a people born from a substitute lives by faith, not by merit. Heaven: "The LORD will provide" looks to the mountain of the Lord where provision is complete.',
    },
    {
      refs: ["Exodus 12:1-13", "1 Corinthians 5:7"],
      body: 'Literal: Israel kills the lamb and marks the doorposts, and the destroyer passes over. Christ: "Christ our passover is sacrificed for us" (1 Corinthians 5:7). Me: I shelter under His blood, not my own goodness. Church: the church keeps the feast together in sincerity and truth. Heaven: the redeemed sing the song of Moses and the Lamb (Revelation 15:3).',
    },
    {
      refs: ["Numbers 21:4-9", "John 3:14-15"],
      body: "Literal: bitten Israelites who look at the bronze serpent on the pole live. Christ: the Son of man lifted up so that whoever believes may live (John 3:14-15). Me: I look, I do not earn. Church: the church lifts Him up before a bitten world. Heaven: in the new earth nothing shall hurt or destroy (Isaiah 11:9).",
    },
    {
      refs: ["Ruth 4:1-10", "Galatians 4:4-5"],
      body: "Literal: Boaz redeems Naomi's land and takes Ruth as wife at the city gate. Christ: our Kinsman-Redeemer, born under the law to redeem (Galatians 4:4-5). Me: I am bought back, not merely pitied. Church: a Moabitess grafted into Israel foreshadows Jew and Gentile in one body. Heaven: the redeemed inheritance is restored for ever (Ephesians 1:14).",
    },
    {
      refs: ["Isaiah 6:1-8", "John 12:41"],
      body: 'Literal: in the year Uzziah died Isaiah sees the Lord enthroned, is cleansed by a coal and sent. Christ: John says Isaiah saw His glory (John 12:41). Me: cleansing comes before commission. Church: a forgiven people becomes a sent people. Heaven: the seraphim\'s "Holy, holy, holy" is the worship that never ends (Revelation 4:8).',
    },
    {
      refs: ["Daniel 3", "Isaiah 43:2"],
      body: 'Literal: three Hebrews refuse to bow to the image and are thrown into the furnace, and a fourth figure walks with them. Christ: He is with His people in the fire (Isaiah 43:2). Me: faithfulness does not depend on rescue — "but if not". Church: God\'s people refuse false worship under pressure. Heaven: the end-time test of the image (Revelation 13:15) ends with the faithful standing with the Lamb.',
    },
    {
      refs: ["Luke 15:11-32", "Luke 19:10"],
      body: "Literal: a son wastes his inheritance, comes home and is embraced, while his brother refuses to rejoice. Christ: He came to seek and to save that which was lost (Luke 19:10). Me: I come home to a running Father, not a probation. Church: the church must not be the elder brother. Heaven: there is joy in heaven over one sinner that repents (Luke 15:7).",
    },
    {
      refs: ["John 2:1-11", "Revelation 19:9"],
      body: 'Literal: at a wedding in Cana Jesus turns water in purification jars into the best wine. Christ: His first sign manifests His glory as the Bridegroom who supplies the feast. Me: I do "whatsoever he saith" and leave the timing to Him. Church: the church is the bride whose joy He provides. Heaven: it anticipates the marriage supper of the Lamb (Revelation 19:9).',
    },
    {
      refs: ["Genesis 6:13-22", "1 Peter 3:20-21"],
      body: "Literal: Noah builds an ark at God's command before the flood. Christ: the ark is a figure of salvation through Christ's resurrection (1 Peter 3:20-21). Me: I get in — faith acts on God's warning. Church: one door, one ark, one people carried through judgment. Heaven: as it was in the days of Noah, so shall the coming of the Son of man be (Matthew 24:37).",
    },
    {
      refs: ["Leviticus 16:20-22", "John 1:29"],
      body: "Literal: on the Day of Atonement the high priest confesses Israel's sins over the live goat and sends it into the wilderness. Christ: He bears and takes away the sin of the world (John 1:29). Me: my confessed sin is carried away, not stored up. Church: a cleansed people gathers to afflict its soul and rejoice together. Heaven: sin's final removal comes when the great controversy ends and the universe is clean.",
    },
    {
      refs: ["Acts 2:1-11", "John 16:7"],
      body: "Literal: at Pentecost the Spirit falls on the disciples and Jews from every nation hear the gospel in their own tongue. Christ: the ascended Christ pours out the promised Spirit (John 16:7). Me: I need His power, not mine, to witness. Church: one message is heard in many languages — Babel reversed. Heaven: the gathered nations anticipate a great multitude of every tongue before the throne (Revelation 7:9).",
    },
    {
      refs: ["Nehemiah 8:1-12", "Luke 24:27"],
      body: "Literal: Ezra reads the law to the returned exiles, the Levites give the sense, and the people weep and then rejoice. Christ: the risen Christ opened the Scriptures concerning Himself (Luke 24:27). Me: understanding the Word turns my tears to joy. Church: the gathered people listen together and share portions with the needy. Heaven: the joy of the Lord becomes everlasting joy (Isaiah 35:10).",
    },
  ],
  practicePrompts: [
    {
      id: "dr-p1",
      text: "Exodus 16 (manna): write all five dimensions, with a reference for the Christ line.",
      refs: ["Exodus 16"],
    },
    {
      id: "dr-p2",
      text: "Jonah 2: Jonah prays from inside the fish. Keep the literal line honest and the Christ line anchored (Matthew 12:40).",
      refs: ["Jonah 2", "Matthew 12:40"],
    },
    {
      id: "dr-p3",
      text: "Psalm 23: five dimensions — and make sure the Me line is not the only strong one.",
      refs: ["Psalm 23"],
    },
    {
      id: "dr-p4",
      text: "Joshua 6 (the walls of Jericho): write five distinct lines and mark the one you found hardest.",
      refs: ["Joshua 6"],
    },
  ],
  masterTasks: [
    {
      id: "dr-m3",
      level: 3,
      kind: "reflection",
      prompt:
        "Which dimension do you naturally skip, and which do you over-use? Work Psalm 46 through all five faces and reflect on what you would have missed by reading it in your favourite dimension only.",
    },
    {
      id: "dr-m4",
      level: 4,
      kind: "teaching",
      prompt:
        "Explain the Dimensions Room to a beginner using 1 Kings 17:8-16. State the core question, show why the literal line comes first and Christ is the centre, and demonstrate how to tell five distinct truths from one idea restated.",
    },
    {
      id: "dr-m5",
      level: 5,
      kind: "application",
      prompt:
        "Take Exodus 14 through three rooms: the five dimensions (DR), the office of Christ the passage foreshadows (CR), and the recurring pattern it belongs to (PRm, e.g. Water Crisis → Provision). Show how each room sharpened the other two.",
    },
  ],
  referenceLists: ["dimensions"],
};
