import { overviewOf } from "@common/content/palace/overview";
import type { Room } from "@common/content/palace/types";

export const room: Room = {
  ...overviewOf("fe"),
  prerequisites: [],
  method: [
    {
      text: "Look for the cues and name the feast.",
      substeps: [
        "Lamb, blood, deliverance → Passover; purity, leaven → Unleavened Bread; resurrection, first harvest → Firstfruits; Spirit, mission, wheat → Pentecost.",
        "Trumpet, warning, gathering → Trumpets; judgment, cleansing, Most Holy Place, scapegoat → Day of Atonement; eternal dwelling, rest, ingathering → Tabernacles.",
      ],
    },
    {
      text: "Describe the Old Testament rite briefly, from Leviticus 23 (and Exodus 12 or Leviticus 16 where they give the detail).",
    },
    { text: "State Christ's fulfilment in one sentence." },
    {
      text: "Give the status from the table: fulfilled (the four spring feasts), in progress (the Day of Atonement), or awaiting (Trumpets and Tabernacles).",
    },
    {
      text: "Write an application: what this feast means for the way the reader lives, hopes or serves now.",
    },
  ],
  principles: [
    'The feasts are enacted prophecy: "a shadow of things to come; but the body is of Christ" (Colossians 2:16-17).',
    "Spring feasts → first advent; autumn feasts → the closing work and second advent.",
    "Christ kept the timetable to the day: He died at Passover, rose at Firstfruits and sent the Spirit at Pentecost.",
    "Read the rite first; the fulfilment grows out of it.",
  ],
  deliverable: {
    kind: "feastTag",
    description:
      "A feast tag: the passage → the feast → the Old Testament rite → Christ's fulfilment in one sentence → status → application.",
    fields: [
      {
        id: "passage",
        label: "Passage",
        type: "reference",
        help: 'The text you are tagging, e.g. "1 Corinthians 15:20-23".',
      },
      {
        id: "feast",
        label: "Feast",
        type: "choice",
        help: "Which of the seven feasts the passage fulfils, foreshadows or echoes.",
        options: [
          { value: "passover", label: "Passover" },
          { value: "unleavened-bread", label: "Unleavened Bread" },
          { value: "firstfruits", label: "Firstfruits" },
          { value: "pentecost", label: "Pentecost (Weeks)" },
          { value: "trumpets", label: "Trumpets" },
          { value: "atonement", label: "Day of Atonement" },
          { value: "tabernacles", label: "Tabernacles" },
        ],
      },
      {
        id: "rite",
        label: "Old Testament rite",
        type: "text",
        help: 'What Israel did, briefly, e.g. "the first sheaf waved the day after the Sabbath (Lev 23:10-11)".',
      },
      {
        id: "fulfilment",
        label: "Christ's fulfilment",
        type: "text",
        help: 'One sentence, e.g. "Christ was raised as the firstfruits of them that slept."',
      },
      {
        id: "status",
        label: "Status",
        type: "choice",
        help: "As in the feast table: spring feasts fulfilled, Atonement in progress, Trumpets and Tabernacles awaiting.",
        options: [
          { value: "fulfilled", label: "Fulfilled" },
          { value: "in progress", label: "In progress" },
          { value: "awaiting", label: "Awaiting" },
        ],
      },
      {
        id: "application",
        label: "Application",
        type: "longText",
        help: "What this means for faith and life today.",
      },
    ],
  },
  autoCheck: [
    { rule: "validRef", field: "passage" },
    { rule: "choice", field: "feast" },
    { rule: "required", field: "rite" },
    { rule: "sentences", field: "fulfilment", max: 1 },
    { rule: "choice", field: "status" },
    { rule: "required", field: "application" },
  ],
  pitfalls: [
    "Forcing everything into the Day of Atonement: judgment language is not the only feast language; check the cues for all seven.",
    "Missing Pentecost's mission arc: Pentecost is a harvest feast — the Spirit is given for the ingathering of souls, not only for personal blessing.",
    "Allegorising: inventing meanings for every detail instead of following the rite and the New Testament's own fulfilment.",
    "Skipping the Old Testament rite: without Leviticus 23 the fulfilment floats free.",
    "Expecting literal future sacrifices: the shadows met their substance in Christ (Hebrews 10:1-14); the awaiting feasts are fulfilled in His ministry and coming, not in a rebuilt altar.",
    'Getting the status wrong: only the Day of Atonement is "in progress"; Trumpets and Tabernacles are still awaiting.',
  ],
  example: {
    title: "Christ the firstfruits (1 Corinthians 15:20-23)",
    refs: ["1 Corinthians 15:20-23", "Leviticus 23:10-11"],
    body: '"Now is Christ risen from the dead, and become the firstfruits of them that slept." Feast: Firstfruits. Rite: on the day after the Sabbath of Unleavened Bread the priest waved the first sheaf of the harvest before the Lord (Leviticus 23:10-11), and no one could eat of the new harvest until it was offered. Fulfilment: Christ, raised on the first day of the week, is the first sheaf of the resurrection harvest. Status: fulfilled. Application: His resurrection is the guarantee of the full harvest — "afterward they that are Christ\'s at his coming."',
  },
  examplePool: [
    {
      refs: ["John 19:31-36", "Exodus 12:46"],
      body: "The soldiers break the thieves' legs but not Jesus', \"that the scripture should be fulfilled, A bone of him shall not be broken.\" Feast: Passover — the lamb's bones were not to be broken (Exodus 12:46). Fulfilment: Jesus dies as the true Passover lamb at the hour of the feast. Status: fulfilled. Application: shelter under His blood, as Israel sheltered under the marked doorposts.",
    },
    {
      refs: ["Acts 2:1-4", "Leviticus 23:15-17"],
      body: '"When the day of Pentecost was fully come… they were all filled with the Holy Ghost." Feast: Pentecost, fifty days after Firstfruits, when two leavened loaves from the new wheat were waved (Leviticus 23:15-17). Fulfilment: the Spirit is poured out and three thousand are gathered in the first great harvest. Status: fulfilled. Application: the Spirit is given for mission; ask for Him in order to reap.',
    },
    {
      refs: ["1 Thessalonians 4:16", "Leviticus 23:24"],
      body: '"The Lord himself shall descend from heaven with a shout… and with the trump of God." Feast: Trumpets, "a memorial of blowing of trumpets" (Leviticus 23:24). Fulfilment: Christ\'s return with the last trumpet gathering His people. Status: awaiting. Application: the trumpet also warned Israel to prepare for the Day of Atonement; live ready.',
    },
    {
      refs: ["John 7:37-39"],
      body: 'On "the last day, that great day of the feast" of Tabernacles, Jesus cries, "If any man thirst, let him come unto me, and drink." Feast: Tabernacles, the joy of the completed harvest. Fulfilment: Christ is the source of the living water that will flow in the final home of His people. Status: awaiting (with a foretaste in the Spirit now). Application: come and drink today — the feast\'s joy starts now.',
    },
    {
      refs: ["1 Corinthians 5:7-8"],
      body: '"Purge out therefore the old leaven… let us keep the feast… with the unleavened bread of sincerity and truth." Feast: Unleavened Bread. Rite: all leaven removed from the house for seven days. Fulfilment: Christ\'s sinless life, given for us, calls for a life cleared of malice. Status: fulfilled. Application: sanctification flows from Passover — we remove leaven because we are already redeemed.',
    },
    {
      refs: ["Hebrews 9:23-24", "Leviticus 16:30"],
      body: 'The heavenly things themselves must be purified "with better sacrifices", and Christ has entered "into heaven itself, now to appear in the presence of God for us." Feast: the Day of Atonement, when the sanctuary was cleansed (Leviticus 16:30). Fulfilment: Christ\'s Most Holy Place ministry, which the method dates from 1844. Status: in progress. Application: this is the day to search the heart and rest in His advocacy.',
    },
    {
      refs: ["Revelation 21:3"],
      body: "\"Behold, the tabernacle of God is with men, and he will dwell with them.\" Feast: Tabernacles, when Israel lived in booths and remembered God's presence in the wilderness. Fulfilment: God's final, permanent dwelling with His redeemed. Status: awaiting. Application: we are pilgrims in booths now; the permanent home is coming.",
    },
    {
      refs: ["Luke 24:1-6", "Leviticus 23:11"],
      body: 'The women come "upon the first day of the week, very early" and find the stone rolled away. Feast: Firstfruits, waved "on the morrow after the sabbath" (Leviticus 23:11). Fulfilment: Christ rises on the very day the first sheaf was presented. Status: fulfilled. Application: the timetable held to the day — trust the rest of it.',
    },
    {
      refs: ["Joel 2:1", "Joel 2:15-16"],
      body: '"Blow ye the trumpet in Zion, and sound an alarm… gather the people, sanctify the congregation." Feast: Trumpets — warning and gathering before judgment. Fulfilment: the final warning message that prepares a people for Christ\'s coming. Status: awaiting. Application: a trumpet is for sounding; share the warning with grace.',
    },
    {
      refs: ["Revelation 7:9-17"],
      body: 'A great multitude stands before the throne "clothed with white robes, and palms in their hands", and He that sits on the throne "shall dwell among them." Feast: Tabernacles — palm branches and God dwelling with His people (Leviticus 23:40). Fulfilment: the harvest is complete and the redeemed rejoice in His presence. Status: awaiting. Application: keep the great multitude in view when the harvest work feels small.',
    },
    {
      refs: ["1 Peter 1:18-19", "Exodus 12:5"],
      body: 'We were redeemed "with the precious blood of Christ, as of a lamb without blemish and without spot." Feast: Passover, whose lamb was to be "without blemish" (Exodus 12:5). Fulfilment: Christ\'s spotless life makes His death an acceptable ransom. Status: fulfilled. Application: redemption is costly and complete; live as the freed.',
    },
    {
      refs: ["Leviticus 23:27-29", "Daniel 7:9-10"],
      body: 'On the tenth day of the seventh month Israel was to "afflict your souls"; anyone who did not was cut off. Feast: the Day of Atonement. Fulfilment: the pre-advent judgment in heaven (Daniel 7:9-10), a time for heart-searching among God\'s people. Status: in progress. Application: self-examination is not despair; the High Priest is pleading for us.',
    },
  ],
  practicePrompts: [
    {
      id: "fe-p1",
      text: "John 19:31-36 (no bone broken): tag the feast, rite, fulfilment, status and application.",
      refs: ["John 19:31-36"],
    },
    {
      id: "fe-p2",
      text: "Acts 2:1-4: tag it, and include Pentecost's mission arc in your application.",
      refs: ["Acts 2:1-4"],
    },
    {
      id: "fe-p3",
      text: "1 Thessalonians 4:16 read with Leviticus 23:24.",
      refs: ["1 Thessalonians 4:16", "Leviticus 23:24"],
    },
    { id: "fe-p4", text: "John 7:37-39 (the last, great day of the feast).", refs: ["John 7:37-39"] },
  ],
  masterTasks: [
    {
      id: "fe-m3",
      level: 3,
      kind: "reflection",
      prompt:
        "Christ kept the spring feasts to the day. Reflect on what that precision means for your confidence about the feasts still awaiting fulfilment, and on which feast speaks most to where you are now. Cite the passages you have tagged.",
    },
    {
      id: "fe-m4",
      level: 4,
      kind: "teaching",
      prompt:
        "Explain the Feasts Room to a beginner: the seven feasts in order, spring and autumn, the three statuses, and how to tag a passage with rite, fulfilment and status. Demonstrate with one passage and state the core question.",
    },
    {
      id: "fe-m5",
      level: 5,
      kind: "application",
      prompt:
        "Take Leviticus 23 (or John 19 with 1 Corinthians 15) and work it through the Feasts Room, the Blue Room (the articles and services the feasts share) and the Prophecy Room (the timing of the Day of Atonement in 1844). Show how the three timetables agree.",
    },
  ],
  referenceLists: ["feasts", "feastCues"],
};
