import { overviewOf } from "@common/content/palace/overview";
import type { Room } from "@common/content/palace/types";

export const room: Room = {
  ...overviewOf("pr"),
  prerequisites: [],
  method: [
    {
      text: "Identify the symbol and decode it with the symbol keys.",
      substeps: [
        "Let Scripture define it first (Daniel 7:17: beasts are kings/kingdoms; Revelation 17:15: waters are peoples).",
        "Decode consistently: a symbol means the same thing wherever the prophecy uses it.",
      ],
    },
    {
      text: "Place it on the timeline: Babylon, Medo-Persia, Greece, pagan Rome, papal Rome, the judgment, the final conflict, the new creation.",
    },
    {
      text: "Align it with the parallel visions: each vision repeats the one before and enlarges it.",
      substeps: [
        "Daniel 2 ∥ 7 ∥ 8 for the empires.",
        "Daniel 7:25 ∥ Revelation 12:6, 14 ∥ 13:5 for the 1,260 years.",
      ],
    },
    {
      text: "Calculate any time period with the day-year principle (Numbers 14:34; Ezekiel 4:6).",
      substeps: [
        "Convert: a time = 360 days; a month = 30 days; a day = a year.",
        "Add the length to the start year; when the span crosses from BC to AD, add one, because there is no year zero (457 BC + 2,300 → AD 1844).",
      ],
    },
    { text: "State the historical fulfilment with dates, and any remaining future application." },
    {
      text: "Refuse newspaper exegesis: read history through the prophecy, not the morning headlines into it.",
    },
  ],
  principles: [
    "Historicism: the prophecies run in sequence from the prophet's day to the end, fulfilled across real history — neither all past (preterism) nor all future (futurism).",
    "Repeat and enlarge: each vision covers the same span with more detail.",
    "Scripture interprets its own symbols.",
    "The day-year principle for symbolic time periods.",
    "Every line ends in Christ's kingdom: prophecy is given to build faith (John 14:29), not fear.",
  ],
  deliverable: {
    kind: "prophecyMap",
    description:
      "A prophecy map: symbol → historical identification with dates → parallel vision(s) → time period (if any) → future horizon.",
    fields: [
      {
        id: "passage",
        label: "Passage",
        type: "reference",
        help: 'The prophetic text, e.g. "Daniel 8:20-22".',
      },
      {
        id: "symbol",
        label: "Symbol",
        type: "text",
        help: 'The symbol and its scriptural key, e.g. "ram with two horns (Dan 8:20)".',
      },
      {
        id: "identification",
        label: "Historical identification",
        type: "text",
        help: 'The power or event, with dates, e.g. "Medo-Persia, 539–331 BC".',
      },
      {
        id: "parallels",
        label: "Parallel visions",
        type: "references",
        help: 'One reference per line, e.g. "Daniel 7:5".',
      },
      {
        id: "period",
        label: "Time period",
        type: "text",
        optional: true,
        help: 'Optional: the period as given and in years, e.g. "2,300 days = 2,300 years". Then fill in start year, length and end year so the sum can be checked.',
      },
      {
        id: "startYear",
        label: "Start year",
        type: "text",
        optional: true,
        help: 'Optional: e.g. "457 BC".',
      },
      {
        id: "years",
        label: "Length in years",
        type: "text",
        optional: true,
        help: 'Optional: the period in years, e.g. "2300".',
      },
      {
        id: "endYear",
        label: "End year",
        type: "text",
        optional: true,
        help: 'Optional: start + length, with no year zero, e.g. "AD 1844".',
      },
      {
        id: "horizon",
        label: "Future horizon",
        type: "longText",
        optional: true,
        help: "What of this line is still future, and where it ends in Christ's kingdom.",
      },
    ],
  },
  autoCheck: [
    { rule: "validRef", field: "passage" },
    { rule: "required", field: "symbol" },
    { rule: "required", field: "identification" },
    { rule: "validRef", field: "parallels" },
    { rule: "yearSum", start: "startYear", length: "years", end: "endYear", optional: true },
  ],
  pitfalls: [
    "Newspaper exegesis: reading this week's events into the symbols instead of letting the prophecy's own sequence decide.",
    '"It\'s all future": pushing the little horn or the 1,260 days into a coming seven-year period tears them out of the sequence the visions give.',
    "Breaking repeat-and-enlarge: interpreting Daniel 7 or 8 in isolation from Daniel 2, so the same power gets two different names.",
    "Literal beasts: the beasts are kingdoms (Daniel 7:17), not creatures to be looked for.",
    "Skipping the day-year arithmetic, or forgetting that there is no year zero between 1 BC and AD 1.",
  ],
  example: {
    title: "Ram and goat (Daniel 8:20-22)",
    refs: ["Daniel 8:20-22", "Daniel 7:5-6", "Daniel 2:39"],
    body: 'Gabriel decodes the symbols himself: the ram with two horns is "the kings of Media and Persia" (539–331 BC); the rough goat is "the king of Grecia", and its great horn is the first king, Alexander. When that horn is broken, four horns rise: the four kingdoms his generals divided. Parallels: the lopsided bear of Daniel 7:5 (a two-part empire) and the four-headed leopard of Daniel 7:6, and the silver and bronze of Daniel 2:39. Future horizon: the same chapter carries the line on to the 2,300 days and the cleansing of the sanctuary.',
  },
  examplePool: [
    {
      refs: ["Daniel 2:37-38"],
      body: 'Daniel tells Nebuchadnezzar, "Thou art this head of gold." Symbol: the head of gold. Identification: Babylon, 605–539 BC. Parallel: the lion with eagle\'s wings of Daniel 7:4. The statue moves down in value but up in hardness: each kingdom weaker in glory, stronger in force.',
    },
    {
      refs: ["Daniel 7:7", "Daniel 2:40"],
      body: 'The fourth beast is "dreadful and terrible, and strong exceedingly" with iron teeth. Identification: pagan Rome, 168 BC – AD 476. Parallel: the legs of iron in Daniel 2:40, which "breaketh in pieces and subdueth all things." Its ten horns are the kingdoms into which the western empire divided.',
    },
    {
      refs: ["Daniel 7:24-25", "Revelation 13:5"],
      body: 'A little horn rises among the ten, uproots three, speaks great words against the Most High, wears out the saints and thinks to change times and laws, "until a time and times and the dividing of time." Identification: papal Rome. Period: 3½ times = 1,260 days = 1,260 years, AD 538 + 1,260 = AD 1798. Parallel: the 42 months of Revelation 13:5.',
    },
    {
      refs: ["Daniel 8:14", "Daniel 9:25"],
      body: '"Unto two thousand and three hundred days; then shall the sanctuary be cleansed." Period: 2,300 years. Start: the decree of 457 BC (Daniel 9:25; Ezra 7). End: −457 + 2,300 = 1843, plus one for no year zero = AD 1844. Identification: the beginning of the heavenly judgment, the antitypical Day of Atonement.',
    },
    {
      refs: ["Daniel 9:24-27", "Luke 3:21-22"],
      body: 'Seventy weeks are "determined" (cut off) for Daniel\'s people. 490 years from 457 BC reach AD 34. Sixty-nine weeks (483 years) reach AD 27, when Jesus was anointed at His baptism; in the midst of the last week (AD 31) He causes the sacrifice to cease by His death. The prophecy is a Messiah-clock, and it anchors the 2,300 days.',
    },
    {
      refs: ["Revelation 12:6", "Revelation 12:14"],
      body: 'The woman flees into the wilderness for 1,260 days, also given as "a time, and times, and half a time." Symbol: a pure woman = God\'s faithful church. Identification: the true church preserved in hiding during AD 538–1798. Parallel: Daniel 7:25. The same period seen from the side of the persecuted.',
    },
    {
      refs: ["Revelation 13:3", "Revelation 13:10"],
      body: 'One of the sea beast\'s heads is "wounded to death; and his deadly wound was healed." Identification: the papacy\'s loss of political power in 1798, when the French general Berthier took the pope captive, at the end of the 1,260 years (Revelation 13:10: "He that leadeth into captivity shall go into captivity"). Future horizon: the wound heals and "all the world wondered after the beast."',
    },
    {
      refs: ["Daniel 2:44-45", "Revelation 11:15"],
      body: "A stone \"cut out without hands\" strikes the image on its feet and becomes a mountain filling the earth. Identification: God's everlasting kingdom, set up at the second coming. Parallel: Daniel 7:27 and Revelation 11:15. The outline ends not in a human empire but in Christ's reign.",
    },
    {
      refs: ["Revelation 12:3-5", "Revelation 12:9"],
      body: 'A great red dragon waits to devour the woman\'s child. Key: the dragon is Satan (Revelation 12:9). Historical instrument: pagan Rome, whose king Herod sought to kill the infant Jesus (Matthew 2:16). The child is "caught up unto God": the ascension.',
    },
    {
      refs: ["Revelation 17:15", "Revelation 13:1"],
      body: 'The sea from which the first beast rises is decoded in Revelation 17:15: "peoples, and multitudes, and nations, and tongues." A power rising from the sea therefore rises in a populated region — the old world of Europe. Contrast the second beast, which comes "up out of the earth" (Revelation 13:11).',
    },
    {
      refs: ["Daniel 8:9-12", "Daniel 8:23-25"],
      body: 'Out of one of the four winds comes a little horn that "waxed exceeding great", stands up against the Prince of princes and casts down the place of His sanctuary. In the historicist reading this is Rome in both phases: pagan Rome, which crucified the Prince, and papal Rome, which obscured His priestly ministry. Parallel: the fourth beast and little horn of Daniel 7.',
    },
    {
      refs: ["Revelation 14:6-7", "Daniel 7:9-10"],
      body: '"The hour of his judgment is come." Identification: the judgment that began in AD 1844, when the 2,300 years ended. Parallel: Daniel 7:9-10, where the judgment sits after the little horn\'s 1,260 years. Future horizon: the message goes to every nation before the harvest of Revelation 14:14-16.',
    },
  ],
  practicePrompts: [
    {
      id: "pr-p1",
      text: "Place the metals of Daniel 2:31-45 on the timeline, with dates for each kingdom.",
      refs: ["Daniel 2:31-45"],
    },
    {
      id: "pr-p2",
      text: "Align Daniel 7:25, Revelation 12:6, 14 and 13:5, and compute the period with its start and end years.",
      refs: ["Daniel 7:25", "Revelation 12:6", "Revelation 12:14", "Revelation 13:5"],
    },
    {
      id: "pr-p3",
      text: "Work Daniel 8:14 from 457 BC to its end year, showing the arithmetic and the missing year zero.",
      refs: ["Daniel 8:14", "Daniel 9:25"],
    },
    {
      id: "pr-p4",
      text: "Identify the four beasts of Daniel 7 and give each its parallel in Daniel 2 and 8.",
      refs: ["Daniel 7:1-8", "Daniel 2:31-45", "Daniel 8:1-8"],
    },
  ],
  masterTasks: [
    {
      id: "pr-m3",
      level: 3,
      kind: "reflection",
      prompt:
        "Prophecy fulfilled in history is meant to build faith (John 14:29). Reflect on how tracing the sequence from Babylon to the stone kingdom has affected your trust in God's word, and where you have been tempted towards newspaper exegesis or fear. Cite the passages you worked on.",
    },
    {
      id: "pr-m4",
      level: 4,
      kind: "teaching",
      prompt:
        "Explain the Prophecy Room to a beginner: the historicist approach versus preterism and futurism, repeat-and-enlarge, the symbol keys and the day-year principle. Demonstrate with one line of prophecy, including one worked time calculation, and state the core question.",
    },
    {
      id: "pr-m5",
      level: 5,
      kind: "application",
      prompt:
        "Take Daniel 8:14 (with Daniel 9:24-27) and work it through the Prophecy Room, the Blue Room (what cleansing the sanctuary means) and the Feasts Room (the Day of Atonement). Show how the three converge on AD 1844 and on Christ's ministry.",
    },
  ],
  referenceLists: ["prophecySymbolKeys", "prophecyTimeline", "timeEquations", "prophecyParallels"],
};
