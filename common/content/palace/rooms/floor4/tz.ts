import { overviewOf } from "@common/content/palace/overview";
import type { Room } from "@common/content/palace/types";

export const room: Room = {
  ...overviewOf("tz"),
  prerequisites: [],
  method: [
    {
      text: "Choose the zone the text chiefly speaks from: heaven or earth; past, present or future.",
      substeps: [
        "H-Pa heaven past — the divine counsel before history, Lucifer's fall.",
        "H-Now heaven now — Christ's present intercession, sanctuary ministry, angels at work.",
        "H-Fu heaven future — the eternal throne, God dwelling with His people, no temple.",
        "E-Pa earth past — fulfilled biblical history. E-Now earth now — believers' life today. E-Fu earth future — end-time events, the second coming, the millennium, the new earth.",
        "Ask where the action is (heaven or earth) and when it stands from today's point of view (past, now, future).",
      ],
    },
    {
      text: "Explain in two or three sentences how the text speaks within that zone.",
    },
    {
      text: "Optionally note other zones the text touches — a few, never all six, and never the primary again.",
    },
    {
      text: "Check that near and far fulfilments have not been merged.",
      substeps: [
        "A prophecy may have a near fulfilment (E-Pa) and a far one (E-Fu); name them separately.",
        "Keep heaven's present ministry (H-Now) distinct from what Christ finished on earth (E-Pa).",
      ],
    },
  ],
  principles: [
    "TZ is a lens, not a timeline: it names where a text speaks from; the historical sequence of prophecy belongs to the Prophecy Room.",
    "Exactly one primary zone; other zones are optional and secondary.",
    "Heaven is not only past or future: Christ ministers in the heavenly sanctuary now (Hebrews 8:1-2).",
  ],
  deliverable: {
    kind: "zoneLens",
    description:
      "The passage, its one primary zone, two or three sentences on how it speaks from that zone, and optionally the other zones it touches.",
    fields: [
      {
        id: "passage",
        label: "Passage",
        type: "reference",
        help: 'The text you are placing, e.g. "Psalm 24:7-10".',
      },
      {
        id: "zone",
        label: "Primary zone",
        type: "choice",
        help: "Exactly one: the zone the text chiefly speaks from.",
        options: [
          { value: "heaven-past", label: "H-Pa — heaven past: divine counsel, Lucifer's fall" },
          { value: "heaven-now", label: "H-Now — heaven now: Christ's intercession, sanctuary ministry" },
          { value: "heaven-future", label: "H-Fu — heaven future: the eternal throne, God with His people" },
          { value: "earth-past", label: "E-Pa — earth past: fulfilled biblical history" },
          { value: "earth-now", label: "E-Now — earth now: believers' life today" },
          { value: "earth-future", label: "E-Fu — earth future: end-time events, second coming, new earth" },
        ],
      },
      {
        id: "explanation",
        label: "How it speaks from this zone",
        type: "longText",
        help: "Two or three sentences.",
      },
      {
        id: "otherZones",
        label: "Other zones it touches (optional)",
        type: "list",
        optional: true,
        help: 'One zone per line with a short reason, e.g. "E-Fu — the King of glory returns". Not the primary zone again, and not all six.',
      },
      {
        id: "nearFar",
        label: "Near/far check (optional)",
        type: "text",
        optional: true,
        help: "If the text has a near and a far fulfilment, name each separately.",
      },
    ],
  },
  autoCheck: [
    { rule: "validRef", field: "passage" },
    { rule: "choice", field: "zone" },
    { rule: "sentences", field: "explanation", min: 2, max: 3 },
    { rule: "items", field: "otherZones", max: 4 },
    { rule: "uniqueItems", field: "otherZones" },
    { rule: "differs", field: "otherZones", from: "zone" },
  ],
  pitfalls: [
    "Confusing near and far fulfilment: Jerusalem's fall in AD 70 and the end of the world in Matthew 24 are related, but not the same event.",
    "Treating TZ as the prophecy timeline: the zone is a lens on where the text speaks from; dates and sequences belong to the Prophecy Room.",
    "Tagging all six zones: if everything is primary, nothing is. One primary, a few others at most.",
    "Putting heaven's present ministry in the past: Christ's intercession did not end at the ascension; it is H-Now.",
  ],
  example: {
    title: "Psalm 24:7-10 — lift up your heads, O ye gates",
    refs: ["Psalm 24:7-10", "Acts 1:9-11"],
    body: "Psalm 24:7-10 → H-Now (with H-Pa): the ascended King of glory enters the everlasting gates — read in the light of the ascension (Acts 1:9-11), the Lord strong and mighty, victorious over death, is welcomed into heaven and reigns there now. The psalm also touches E-Fu: the King of glory returns, and the gates of the earth will open to Him. Quick calibrations for the zones: the Passover is E-Pa; Hebrews 9 is H-Now; Revelation 21 is H-Fu.",
  },
  examplePool: [
    {
      refs: ["Exodus 12:1-14"],
      body: "Exodus 12:1-14 → E-Pa: the first Passover in Egypt is fulfilled biblical history, a real night with a real lamb. It also points beyond itself to Christ our Passover, but the text speaks from earth's past.",
    },
    {
      refs: ["Hebrews 9:24"],
      body: 'Hebrews 9:24 → H-Now: Christ has entered "into heaven itself, now to appear in the presence of God for us". The word "now" settles the zone; His ministry in the heavenly sanctuary is present, not past.',
    },
    {
      refs: ["Revelation 21:1-4"],
      body: "Revelation 21:1-4 → H-Fu: the tabernacle of God is with men, and He wipes away every tear. Heaven and earth meet, but the text speaks from the eternal future where God dwells with His people. Other zone: E-Fu, the new earth itself.",
    },
    {
      refs: ["Ezekiel 28:12-17"],
      body: "Ezekiel 28:12-17 → H-Pa: behind the king of Tyrus stands the anointed cherub who was perfect until iniquity was found in him. The lament reaches back before earthly history to the origin of sin; the near subject, Tyre, is E-Pa.",
    },
    {
      refs: ["Philippians 4:6-7"],
      body: "Philippians 4:6-7 → E-Now: be careful for nothing, pray about everything, and the peace of God keeps heart and mind. The text speaks into the believer's present life on earth.",
    },
    {
      refs: ["1 Thessalonians 4:16-17"],
      body: "1 Thessalonians 4:16-17 → E-Fu: the Lord descends with a shout, the dead in Christ rise and the living are caught up. The second coming is an earth-future event, visible and audible, not a secret spiritual moment.",
    },
    {
      refs: ["Matthew 24:15-31"],
      body: "Matthew 24:15-31 → E-Fu with E-Pa: Jesus answers questions about the temple's fall and His coming. The near fulfilment (Jerusalem's destruction in AD 70, now E-Pa) must be kept distinct from the far one (His return in glory, E-Fu). Merging them is the classic TZ error.",
    },
    {
      refs: ["Daniel 7:9-10"],
      body: "Daniel 7:9-10 → H-Now: thrones are placed, the Ancient of Days sits and the books are opened. In the historicist reading this heavenly judgment follows the little horn's 1,260 years and begins in 1844, so from our standpoint it is heaven's present work; E-Fu follows when the kingdom is given to the saints.",
    },
    {
      refs: ["Job 1:6-12"],
      body: "Job 1:6-12 → H-Pa: the sons of God present themselves and Satan accuses Job. The scene is heaven in the past, behind Job's earthly story (E-Pa). Naming both zones explains why Job never learns what the reader knows.",
    },
    {
      refs: ["Romans 8:34"],
      body: 'Romans 8:34 → H-Now: Christ died, is risen, is at the right hand of God and "also maketh intercession for us". The verse walks through E-Pa (death and resurrection) to its present-tense climax in heaven.',
    },
    {
      refs: ["Revelation 20:1-6"],
      body: "Revelation 20:1-6 → E-Fu: the millennium begins at Christ's return, Satan is bound on a desolate earth, and the saints reign with Christ. Other zone: H-Fu, since the saints live and reign with Him and judgment is given to them.",
    },
    {
      refs: ["Acts 2:1-4"],
      body: "Acts 2:1-4 → E-Pa: the Spirit falls at Pentecost, a fulfilled historical event. Other zone: H-Now — it is evidence that Christ has been enthroned and has begun His ministry (Acts 2:33).",
    },
  ],
  practicePrompts: [
    {
      id: "tz-p1",
      text: 'John 14:1-3: choose the primary zone and explain it in 2–3 sentences. Which other zone does "I will come again" add?',
      refs: ["John 14:1-3"],
    },
    {
      id: "tz-p2",
      text: "Isaiah 14:12-14: which zone lies behind the king of Babylon, and how do you keep the near and far subjects apart?",
      refs: ["Isaiah 14:12-14"],
    },
    {
      id: "tz-p3",
      text: "Hebrews 4:14-16: name the zone and the evidence in the text for it.",
      refs: ["Hebrews 4:14-16"],
    },
    {
      id: "tz-p4",
      text: "Revelation 12:7-9: which zones does it speak from, and why more than one?",
      refs: ["Revelation 12:7-9"],
    },
  ],
  masterTasks: [
    {
      id: "tz-m3",
      level: 3,
      kind: "reflection",
      prompt:
        "Do you live mostly in E-Now and forget H-Now? Reflect, with Hebrews 8:1-2 and Hebrews 4:14-16, on how knowing Christ's present ministry in heaven changes the way you pray and face today.",
    },
    {
      id: "tz-m4",
      level: 4,
      kind: "teaching",
      prompt:
        "Explain the Time Zone room to a beginner with Psalm 24:7-10 and the three calibrations (Passover = E-Pa, Hebrews 9 = H-Now, Revelation 21 = H-Fu). State the core question, show why TZ is a lens and not a timeline, and warn against merging near and far fulfilments.",
    },
    {
      id: "tz-m5",
      level: 5,
      kind: "application",
      prompt:
        "Take Matthew 24 through three rooms: name the zones with near and far fulfilments kept apart (TZ), tag its load-bearing span (TRm), and state the office of Christ active in the coming of the Son of man (CR).",
    },
  ],
  referenceLists: ["timeZones"],
};
