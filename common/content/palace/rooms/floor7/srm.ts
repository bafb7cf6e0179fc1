import { overviewOf } from "@common/content/palace/overview";
import type { Room } from "@common/content/palace/types";
import { list as sprintTypes } from "@common/content/palace/reference/sprintTypes";

export const room: Room = {
  ...overviewOf("srm"),
  prerequisites: [],
  method: [
    {
      text: "Pick a sprint type.",
      substeps: [
        'Christ-link, verse location, typology, timeline, Daniel macro, "I AM", or any palace list.',
        "Choose material you have already learned in its own room.",
      ],
    },
    {
      text: "Set the timer — generous at first, then shrink it.",
      substeps: [
        "Start at about 5 minutes. As accuracy holds, tighten towards each sprint's target, typically 30–60 seconds.",
      ],
    },
    {
      text: "Answer without looking anything up; skip blanks rather than stall.",
      substeps: ["A blank is information, not failure. Move on and keep the rhythm."],
    },
    {
      text: "Score it: accuracy, completeness and time.",
      substeps: [
        "Accuracy: one point per correct answer. Completeness: did you reach the target count? Time: within the limit or not.",
      ],
    },
    {
      text: "Note the weak spots and go back to the rooms they come from.",
      substeps: [
        "A missed sanctuary article sends you to the Blue Room, a missed feast fulfilment to the Feasts Room, a misplaced verse to 24FPS.",
      ],
    },
    { text: "Repeat with a tighter limit. Keep sessions short: 5–10 minutes of focused sprints." },
  ],
  principles: [
    "Accuracy first, then speed: a fast wrong answer is worse than a slow right one.",
    "Always use a timer — pressure is what turns knowledge into fluency.",
    "Every miss is a pointer back to a room, not a verdict on you.",
    "Short, frequent sessions beat long, rare ones.",
  ],
  deliverable: {
    kind: "sprintSheet",
    description:
      "A sprint sheet: the sprint type, target and time limit, your attempt, your score (accuracy and time) and the weak spots with the rooms to drill. Sprints run in the app build this sheet for you from the result; you can also record a sprint done on paper.",
    fields: [
      {
        id: "sprintType",
        label: "Sprint type",
        type: "choice",
        help: "Which kind of sprint.",
        options: sprintTypes.items.map((item) => ({ value: item.id, label: item.values.type ?? item.id })),
      },
      {
        id: "target",
        label: "Target",
        type: "text",
        help: 'What you set out to produce, e.g. "the 8 sanctuary articles in order".',
      },
      { id: "timeLimit", label: "Time limit", type: "text", help: 'e.g. "45 seconds".' },
      { id: "attempt", label: "Your attempt", type: "list", help: "One answer per line, as you gave them." },
      { id: "score", label: "Score", type: "text", help: 'Accuracy and time, e.g. "7/8 in 40 s".' },
      {
        id: "weakSpots",
        label: "Weak spots",
        type: "list",
        help: 'One per line: what you missed — room to drill, e.g. "laver — BL". Write "none" if you had none.',
      },
    ],
  },
  autoCheck: [
    { rule: "choice", field: "sprintType" },
    { rule: "required", field: "target" },
    { rule: "required", field: "timeLimit" },
    { rule: "items", field: "attempt", min: 1 },
    { rule: "required", field: "score" },
    { rule: "required", field: "weakSpots" },
  ],
  pitfalls: [
    "Speed without accuracy: racing through and counting guesses as knowledge.",
    'No timer: "quick-ish" practice never builds the reflex live ministry needs.',
    "Quitting on a blank: stalling on one item and losing the whole sprint. Skip and go on.",
    "Never reviewing mistakes: the weak spots are the most valuable part of the sheet.",
    "Sprinting material never learned: speed drills recall; they cannot replace the room that teaches it.",
  ],
  example: {
    title: "The sanctuary articles in 45 seconds",
    refs: ["Exodus 25-30", "Hebrews 9:1-5"],
    body: "Sprint type: palace list. Target: name the 8 sanctuary articles in order, from the gate to the ark, in 45 seconds. Attempt: gate, bronze altar, lampstand, table of showbread, altar of incense, veil, ark — the laver was skipped. Score: 7/8 in 40 seconds, inside the time but not complete. Weak spot: laver — drill the Blue Room, where the laver stands between the altar and the holy place as the picture of cleansing. Next sprint: the same list in 40 seconds, then in reverse order.",
  },
  examplePool: [
    {
      refs: ["John 10:9"],
      body: 'Sprint: the seven "I AM" sayings of John in 30 seconds. Attempt: bread, light, good shepherd, resurrection, way, vine — 6/7 in 28 seconds. Weak spot: "I am the door" (John 10:9), which sits just before the good shepherd. Drill the I AM list in order twice and sprint again.',
    },
    {
      refs: ["Daniel 2:31-45"],
      body: "Sprint: Daniel macro in 60 seconds — the metals of Daniel 2 with their kingdoms. Attempt: gold Babylon, silver Medo-Persia, bronze Greece, iron Rome, stone God's kingdom — 5/6 in 50 seconds. Weak spot: the feet of iron and clay (the divided kingdoms of Europe). Drill PR.",
    },
    {
      refs: ["Leviticus 23"],
      body: "Sprint: the seven feasts in order, each with its fulfilment, in 60 seconds. Order 7/7; fulfilments 5/7 — Trumpets and Tabernacles were vague. Score: 12/14 in 58 seconds. Weak spots: the autumn feasts — drill FE.",
    },
    {
      refs: ["Micah 6:8", "Isaiah 40:31"],
      body: 'Sprint: verse location, ten verses at about 5 seconds each. Score: 8/10 in 55 seconds. Misses: "do justly, and to love mercy" placed in Amos instead of Micah 6:8; "mount up with wings as eagles" placed in Isaiah 41 instead of 40:31. Drill 24FPS for those chapters.',
    },
    {
      refs: ["Genesis 3:15", "Genesis 28:12", "John 1:51"],
      body: "Sprint: 10 Christ-links in Genesis in 3 minutes. Attempt included the seed of the woman (3:15), the ark (6–8), the ram on Moriah (22), Jacob's ladder (28:12, which Jesus applies to Himself in John 1:51), Joseph and Shiloh (49:10). Score: 8/10 in 3 minutes. Weak spot: nothing from Genesis 1–2 or 14. Drill CEC.",
    },
    {
      refs: ["Exodus 12:1-13", "John 19:36", "1 Peter 1:19"],
      body: "Sprint: typology — 5 links from the Passover to Christ in 2 minutes. Attempt: a lamb without blemish (1 Peter 1:19), blood that saves from death, no bone broken (John 19:36), slain at the appointed time, eaten by the household. Score: 5/5 in 95 seconds. No weak spots; tighten to 90 seconds.",
    },
    {
      refs: ["Ezra 7:11-26", "Daniel 9:25"],
      body: "Sprint: timeline — order 10 events in 90 seconds: the flood, Abraham's call, the exodus, Jericho, David's reign, Jerusalem burned (586 BC), Artaxerxes' decree (457 BC), Christ's baptism (AD 27), Pentecost, AD 1844. Score: 9/10 — Jericho and the exodus swapped. Drill the eras list and SR on Joshua.",
    },
    {
      refs: ["Daniel 9:24-27"],
      body: "Sprint: palace list — the 70 weeks milestones in 60 seconds: 457 BC decree, AD 27 anointing, AD 31 cross, AD 34 end of the 490 years. Score: 3/4 — AD 34 forgotten. Drill MATH and PR.",
    },
    {
      refs: ["Hebrews 9:1-5"],
      body: "Sprint: the sanctuary articles in reverse, from the ark to the gate, in 45 seconds. Score: 8/8 in 44 seconds. No weak spots, but the time was tight; repeat tomorrow at 40 seconds.",
    },
    {
      refs: ["Revelation 14:6-12"],
      body: 'Sprint: palace list — the key phrase of each of the three angels\' messages in 45 seconds. Attempt: "Fear God, and give glory to him," "Babylon is fallen," and a blank for the third. Score: 2/3. Weak spot: the warning against the beast and his mark (14:9-11). Drill 3A.',
    },
    {
      refs: ["Genesis 1:1", "Revelation 21:1"],
      body: "Sprint: the twelve eras of redemptive history in 30 seconds. Attempt: creation, patriarchs, exodus, conquest, kingdom, exile, return, Christ's first coming, church age, second coming, new earth — 11/12. Weak spot: the intertestamental era between Malachi and Matthew. Drill the eras list.",
    },
  ],
  practicePrompts: [
    {
      id: "srm-p1",
      text: 'The seven "I AM" sayings of John in 30 seconds, in order. Then check them against the list and note any you missed.',
      refs: ["John 6:35", "John 15:1"],
    },
    {
      id: "srm-p2",
      text: "The sanctuary articles in order in 45 seconds, from the gate to the ark.",
      refs: ["Exodus 25-30"],
    },
    {
      id: "srm-p3",
      text: "The Daniel 2/7 kingdom sequence in 60 seconds — metals, beasts and kingdoms.",
      refs: ["Daniel 2", "Daniel 7"],
    },
    {
      id: "srm-p4",
      text: "The seven feasts in order, each with its fulfilment, in 60 seconds.",
      refs: ["Leviticus 23"],
    },
    {
      id: "srm-p5",
      text: "Verse location: book and chapter for ten well-known verses, about 5 seconds each.",
      refs: [],
    },
  ],
  masterTasks: [
    {
      id: "srm-m3",
      level: 3,
      kind: "reflection",
      prompt:
        "Look at your last ten sprint sheets. Which weak spots keep coming back, and which rooms have you revisited because of them? Reflect on how fluency has changed your confidence in conversation, Bible study or preaching — and whether speed ever tempted you away from accuracy.",
    },
    {
      id: "srm-m4",
      level: 4,
      kind: "teaching",
      prompt:
        'Explain the Speed Room to a beginner using the "I AM" sayings of John (John 6:35 to John 15:1). State the core question, walk through the six steps, and explain why accuracy comes before speed and why every miss points back to another room.',
    },
    {
      id: "srm-m5",
      level: 5,
      kind: "application",
      prompt:
        "Take Daniel 2. Work it in the Story Room (the chapter's beats in order), the Prophecy Room (the four kingdoms and the stone, read historically) and the Speed Room (a 60-second sprint of the sequence, with your score and weak spots). Show how careful study becomes fast recall.",
    },
  ],
  referenceLists: ["sprintTypes", "iAmSayings", "eras"],
};
