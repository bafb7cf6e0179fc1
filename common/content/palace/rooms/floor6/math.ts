import { overviewOf } from "@common/content/palace/overview";
import { TIME_PROPHECY_CODES } from "@common/content/palace/reference/timeProphecies";
import type { Room } from "@common/content/palace/types";

export const room: Room = {
  ...overviewOf("math"),
  prerequisites: [],
  bestAfter: {
    rooms: ["pr"],
    note: "Best after the Prophecy Room, which lays out the historical line these periods run along.",
  },
  method: [
    {
      text: "Review the six periods: @120, @400, @70y, @490, @1260 and @2300.",
      substeps: ["Know each period’s text, its starting point and its end."],
    },
    {
      text: "Detect the link between your text and a period.",
      substeps: [
        'A year count in the text itself ("seventy years", "four hundred and thirty years").',
        "An event that falls inside or at the edge of a period (Jesus’ baptism, Stephen’s death, the flood).",
        'Language of appointed time: "the fulness of the time", "the time is fulfilled", "the time appointed".',
      ],
    },
    { text: "State the link in one line: which period, and where your text sits in it." },
    {
      text: "Show the calculation — essential for @490 and @2300.",
      substeps: [
        'Apply the day-year principle in symbolic prophecy: "each day for a year" (Numbers 14:34; Ezekiel 4:6).',
        "Start + length = end. There is no year zero, so crossing from BC to AD adds one: 457 BC + 483 years = AD 27.",
        "Name the historical anchor at each end.",
      ],
    },
    {
      text: "Draw the lesson about God’s sovereignty in one or two sentences: He keeps time, and Christ arrives on schedule.",
    },
  ],
  principles: [
    "The day-year principle applies in symbolic prophecy (Numbers 14:34; Ezekiel 4:6).",
    "These are literal timelines, fixed to datable events.",
    "@490 is the first segment of @2300: both start from the decree of 457 BC.",
    'Symbolic or short times ("the third day", "ten days") are not these periods.',
  ],
  deliverable: {
    kind: "mathTag",
    description:
      "Code → timeframe → fulfilment → calculation → lesson, for a text linked to one of the six time prophecies.",
    fields: [
      { id: "passage", label: "Your text", type: "reference", help: "e.g. Galatians 4:4" },
      {
        id: "code",
        label: "Time prophecy",
        type: "choice",
        help: "Which of the six periods the text connects to.",
        options: TIME_PROPHECY_CODES.map((code) => ({ value: code, label: code })),
      },
      {
        id: "timeframe",
        label: "Timeframe",
        type: "text",
        help: 'The period with its start and end, e.g. "70 weeks: 457 BC – AD 34".',
      },
      {
        id: "fulfilment",
        label: "Fulfilment",
        type: "text",
        help: 'The event your text points to, e.g. "Messiah anointed at His baptism, AD 27".',
      },
      {
        id: "startYear",
        label: "Start year",
        type: "text",
        optional: true,
        help: 'Needed for @490, @1260 and @2300. e.g. "457 BC" or "AD 538".',
      },
      {
        id: "years",
        label: "Length in years",
        type: "text",
        optional: true,
        help: 'The period in years (a prophetic day = a year), e.g. "483".',
      },
      {
        id: "endYear",
        label: "End year",
        type: "text",
        optional: true,
        help: 'Start + length, with no year zero, e.g. "AD 27".',
      },
      {
        id: "calculation",
        label: "Calculation",
        type: "longText",
        help: 'Start + length = end, with no year zero (BC → AD adds one), e.g. "69 × 7 = 483 years; 483 − 457 + 1 = AD 27".',
      },
      { id: "lesson", label: "Lesson", type: "text", help: "One or two sentences on God’s sovereignty." },
      {
        id: "prophecyRefs",
        label: "Prophecy texts",
        type: "references",
        help: "The time prophecy and its anchors, one per line, e.g. Daniel 9:24-27.",
      },
    ],
  },
  autoCheck: [
    { rule: "validRef", field: "passage" },
    { rule: "choice", field: "code" },
    { rule: "required", field: "timeframe" },
    { rule: "required", field: "fulfilment" },
    { rule: "words", field: "calculation", min: 4 },
    // The day-year periods must show dated arithmetic; the others are checked only when years are given.
    {
      rule: "when",
      field: "code",
      equals: ["@490", "@1260", "@2300"],
      then: [{ rule: "yearSum", start: "startYear", length: "years", end: "endYear" }],
    },
    {
      rule: "when",
      field: "code",
      equals: ["@120", "@400", "@70y"],
      then: [{ rule: "yearSum", start: "startYear", length: "years", end: "endYear", optional: true }],
    },
    { rule: "sentences", field: "lesson", min: 1, max: 2 },
    { rule: "validRef", field: "prophecyRefs" },
  ],
  pitfalls: [
    "Dropping the day-year principle, which turns 2,300 years into six years and loses the prophecy’s reach.",
    "Headline speculation: setting dates for the second coming or reading current events into these fixed periods.",
    "No historical anchor: a period without a datable start and end is only a number.",
    'Mixing symbolic or short times ("the third day", "ten days") with these literal periods.',
    "Skipping the arithmetic, or forgetting that there is no year zero between 1 BC and AD 1.",
  ],
  example: {
    title: "Galatians 4:4 — the fulness of the time",
    refs: ["Galatians 4:4", "Daniel 9:25", "Ezra 7:7-26"],
    body: '"But when the fulness of the time was come, God sent forth his Son" (Galatians 4:4). Code: @490. Timeframe: seventy weeks, 457 BC – AD 34. Fulfilment: "unto the Messiah the Prince shall be seven weeks, and threescore and two weeks" (Daniel 9:25) — Jesus anointed by the Spirit at His baptism. Calculation: 69 weeks × 7 = 483 years; from the decree of Artaxerxes in 457 BC, 483 − 457 = 26, plus one because there is no year zero = AD 27. Lesson: the Anointed One arrived exactly on schedule; the God who kept that appointment keeps every promise.',
  },
  examplePool: [
    {
      refs: ["Daniel 8:14"],
      body: '"Unto two thousand and three hundred days; then shall the sanctuary be cleansed." Code: @2300. Day-year: 2,300 years from the decree of 457 BC; 2,300 − 457 + 1 = AD 1844. Fulfilment: Christ begins the closing phase of His priestly ministry, the investigative judgment. Lesson: our High Priest is at work now, on time.',
    },
    {
      refs: ["Daniel 9:26-27", "Matthew 27:50-51"],
      body: 'Code: @490. "In the midst of the week he shall cause the sacrifice and the oblation to cease." The seventieth week runs AD 27–34; its midst is three and a half years after the baptism, AD 31, when Christ died and the veil was rent. Lesson: the cross was not an accident of politics but an appointment kept.',
    },
    {
      refs: ["Acts 7:54-60", "Acts 8:1-4"],
      body: "Code: @490, its end. 457 BC + 490 years: 490 − 457 + 1 = AD 34. Stephen is stoned, the believers are scattered and the word goes to Samaria and beyond. Lesson: when the seventy weeks closed, God opened the gospel to the whole world.",
    },
    {
      refs: ["Ezra 7:7-26"],
      body: "Code: @490 and @2300, their shared start. In the seventh year of Artaxerxes (457 BC) a decree restored Jerusalem’s government and worship. Calculation: this one date anchors both periods — 483 years to AD 27, 2,300 years to AD 1844. Lesson: God ties His longest prophecy to a royal letter anyone can date.",
    },
    {
      refs: ["Luke 3:1-3", "Luke 3:21-22"],
      body: "Code: @490. Luke fixes John’s ministry by the fifteenth year of Tiberius, and Jesus is baptised and anointed with the Spirit — AD 27 on the historicist reckoning. Calculation: 69 weeks = 483 years; 483 − 457 + 1 = AD 27. Lesson: the Gospel writer’s dating and Daniel’s arithmetic meet at the Jordan.",
    },
    {
      refs: ["Matthew 24:37-39", "Genesis 6:3"],
      body: 'Code: @120. "As the days of Noe were" points back to a fixed span of warning: "yet his days shall be an hundred and twenty years." Calculation: 120 literal years of preaching and building, then the door shut and the flood came. Lesson: God’s patience has a limit, and the warning time is grace.',
    },
    {
      refs: ["Exodus 12:40-41"],
      body: 'Code: @400. "Even the selfsame day" that the 430 years ended, the hosts of the LORD went out of Egypt. Calculation: the sojourn of 430 years ends at the exodus to the day; Genesis 15:13 had spoken of 400 years of affliction. Lesson: a promise made to Abraham was kept on the exact day.',
    },
    {
      refs: ["Galatians 3:17"],
      body: "Code: @400. Paul says the law came 430 years after God confirmed His covenant with Abraham. Calculation: 430 years from the promise to Sinai (Exodus 12:40-41). Lesson: the law, coming later, cannot cancel a promise of grace made first.",
    },
    {
      refs: ["Zechariah 1:12"],
      body: 'Code: @70y. The angel asks how long God will withhold mercy from Jerusalem, against which He has had indignation "these threescore and ten years". Calculation: 586 BC (temple burned) − 70 = 516 BC, when the rebuilt temple was finished. Lesson: God measured the desolation and ended it on time.',
    },
    {
      refs: ["Revelation 13:5", "Daniel 7:25"],
      body: 'Code: @1260. The beast is given power "to continue forty and two months": 42 × 30 = 1,260 days = 1,260 years. Calculation: AD 538 + 1,260 = 1798, when the papacy’s temporal power was broken. Lesson: persecuting power is given a measured span; it does not have the last word.',
    },
    {
      refs: ["Revelation 12:14"],
      body: 'Code: @1260. The woman is nourished in the wilderness "for a time, and times, and half a time": 3½ × 360 = 1,260 prophetic days, the same span as verse 6. Calculation: AD 538–1798. Lesson: God hides and feeds His faithful people through the longest dark period.',
    },
    {
      refs: ["Revelation 14:6-7"],
      body: 'Code: @2300. "The hour of his judgment is come" fits the end of the 2,300 years: 2,300 − 457 + 1 = AD 1844. Fulfilment: the first angel’s message goes to every nation during the judgment hour. Lesson: God’s timetable gives the last-day message its urgency.',
    },
  ],
  practicePrompts: [
    {
      id: "math-p1",
      text: 'Show the 69-week calculation and connect it to Mark 1:15: "The time is fulfilled".',
      refs: ["Mark 1:15", "Daniel 9:25"],
    },
    {
      id: "math-p2",
      text: '1 Peter 3:20 — "the longsuffering of God waited in the days of Noah". Which period, and what is its lesson?',
      refs: ["1 Peter 3:20"],
    },
    {
      id: "math-p3",
      text: 'Daniel 9:2 — what did Daniel understand "by books", and which period was ending?',
      refs: ["Daniel 9:2"],
    },
    {
      id: "math-p4",
      text: "Acts 7:6 — Stephen quotes a period. Identify it and explain the numbers.",
      refs: ["Acts 7:6"],
    },
    {
      id: "math-p5",
      text: "Revelation 12:6 — compute the period’s start and end.",
      refs: ["Revelation 12:6"],
    },
  ],
  masterTasks: [
    {
      id: "math-m3",
      level: 3,
      kind: "reflection",
      prompt:
        "Reflect on what it means to you that God keeps time to the year — and where you have been tempted toward date-setting or toward ignoring prophecy altogether. How does the 457 BC – AD 27 calculation strengthen your trust in Christ?",
    },
    {
      id: "math-m4",
      level: 4,
      kind: "teaching",
      prompt:
        "Explain the Mathematics Room to a beginner: the day-year principle, why there is no year zero, and how the seventy weeks (Daniel 9:24-27) and the 2,300 days (Daniel 8:14) share one starting point. Work one calculation on the page.",
    },
    {
      id: "math-m5",
      level: 5,
      kind: "application",
      prompt:
        "Work Daniel 9:24-27 with the Mathematics Room, the Blue Room (BL) and the Christ in Every Chapter room (CEC): show the calculation, connect the ceasing of sacrifice to the sanctuary, and write the chapter’s Christ-line.",
    },
  ],
  referenceLists: ["timeProphecies"],
};
