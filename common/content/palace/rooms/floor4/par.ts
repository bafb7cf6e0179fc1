import { overviewOf } from "@common/content/palace/overview";
import type { Room } from "@common/content/palace/types";

export const room: Room = {
  ...overviewOf("par"),
  prerequisites: [],
  method: [
    {
      text: "Pick two events that share actions, not just themes.",
      substeps: [
        "Look for the same moves in the same order: a command, a doubt, a miracle, a result.",
        "Parallels are pairs. Three or more belong to the Patterns Room (PRm); a person or object pointing specifically to Christ belongs to Symbols/Types (ST).",
      ],
    },
    { text: "Describe each event in one sentence, with its reference." },
    {
      text: "Map A ↔ B: first the echoes, then the escalation.",
      substeps: [
        "Echoes: the shared actions, words and roles, listed one per line.",
        "Escalation: what is greater, wider or deeper the second time — or, in a mirror by contrast, what is reversed.",
      ],
    },
    {
      text: "Check the warrant.",
      substeps: [
        'Best: an explicit New Testament link ("a greater than Jonas is here", Matthew 12:41).',
        "Otherwise: mirroring so strong in actions and wording that it is clearly intended.",
        "If you cannot state the warrant, do not call it a parallel.",
      ],
    },
    { text: "Draw the lesson in one or two sentences." },
  ],
  principles: [
    "Parallels show the continuity of God’s methods: He acts in the same way, and each time more fully.",
    "The second event usually surpasses the first, and the greatest fulfilment is in Christ.",
    "A mirror by contrast is a parallel too: Satan imitates God’s acts to deceive (Revelation 13:13).",
  ],
  deliverable: {
    kind: "parallelMap",
    description: "Event A (ref) ↔ Event B (ref) → echoes → escalation → warrant → lesson.",
    fields: [
      { id: "eventA", label: "Event A", type: "reference", help: "The earlier event, e.g. 2 Kings 4:42-44." },
      {
        id: "summaryA",
        label: "Event A in one sentence",
        type: "text",
        help: 'e.g. "Elisha feeds a hundred men with twenty barley loaves."',
      },
      { id: "eventB", label: "Event B", type: "reference", help: "The later event, e.g. John 6:1-13." },
      {
        id: "summaryB",
        label: "Event B in one sentence",
        type: "text",
        help: 'e.g. "Jesus feeds five thousand with five barley loaves."',
      },
      {
        id: "echoes",
        label: "Echoes",
        type: "list",
        help: 'One shared action or word per line, e.g. "a servant doubts there is enough".',
      },
      {
        id: "escalation",
        label: "Escalation",
        type: "longText",
        help: "What is greater the second time — or reversed, in a mirror by contrast.",
      },
      {
        id: "warrant",
        label: "Warrant",
        type: "text",
        help: "The New Testament link, or why the mirroring is clearly intended.",
      },
      { id: "lesson", label: "Lesson", type: "text", help: "One or two sentences." },
    ],
  },
  autoCheck: [
    { rule: "validRef", field: "eventA" },
    { rule: "validRef", field: "eventB" },
    { rule: "items", field: "echoes", min: 2 },
    { rule: "uniqueItems", field: "echoes" },
    { rule: "words", field: "escalation", min: 5 },
    { rule: "required", field: "warrant" },
    { rule: "sentences", field: "lesson", min: 1, max: 2 },
  ],
  pitfalls: [
    "Confusing parallels with types: a type is a person, object or rite that points specifically to Christ (ST); a parallel is a pair of events.",
    'Forcing pairs: two stories that both "have water" are not a parallel.',
    "Missing the escalation: the point is usually what is greater the second time.",
    'Vague mirroring: "both are about faith" names a theme, not shared actions.',
    "Context violations: lifting an event out of its setting to make it fit.",
    "Calling every similarity a parallel instead of checking the warrant.",
  ],
  example: {
    title: "Elisha’s loaves ↔ Jesus’ loaves",
    refs: ["2 Kings 4:42-44", "John 6:1-13"],
    body: 'Event A: Elisha feeds a hundred men with twenty barley loaves (2 Kings 4:42-44). Event B: Jesus feeds five thousand with five barley loaves (John 6:1-13). Echoes: barley loaves brought to the man of God; a doubting servant ("What, should I set this before an hundred men?" — "but what are they among so many?"); the bread multiplied; food left over. Escalation: fewer loaves, far more people, and twelve baskets of fragments; Elisha passed on the LORD’s word, Jesus gave thanks and gave the bread Himself. Warrant: the mirroring of actions and words is so close that it is clearly intended, and the crowd concludes, "This is of a truth that prophet that should come into the world" (John 6:14). Lesson: a greater than Elisha is here.',
  },
  examplePool: [
    {
      refs: ["Exodus 34:28", "Matthew 4:1-11"],
      body: "Moses fasts forty days on the mountain and receives the law; Jesus fasts forty days in the wilderness and is tempted. Echoes: forty days, fasting, the word of God at the centre. Escalation: Moses received the law on stone, Jesus kept it perfectly under attack, answering three times from Deuteronomy. Lesson: where Israel failed in the wilderness, the Son stood.",
    },
    {
      refs: ["2 Kings 2:9-15", "Acts 1:8-11", "Acts 2:1-4"],
      body: "Elisha watches Elijah taken up and receives a double portion of his spirit; the disciples watch Jesus taken up and receive the Spirit at Pentecost. Echoes: a master ascends, followers watch, power is given, the work continues. Escalation: one successor becomes a whole church, and the Spirit is poured out on all flesh. Lesson: the ascended Lord equips His people to finish His work.",
    },
    {
      refs: ["1 Samuel 2:1-10", "Luke 1:46-55"],
      body: 'Hannah and Mary both sing after God gives an impossible child. Echoes: "My heart rejoiceth" / "My soul doth magnify", the proud brought down, the poor lifted up, the hungry filled. Escalation: Hannah’s son anointed kings; Mary’s Son is the King. Lesson: God lifts the lowly, and His greatest lifting is the gift of Jesus.',
    },
    {
      refs: ["Genesis 11:1-9", "Acts 2:1-11"],
      body: "A mirror by contrast. At Babel proud builders are confused in their language and scattered; at Pentecost humble believers speak and every nation hears in its own tongue. Escalation: judgment that divided becomes grace that gathers. Lesson: the gospel undoes Babel, making one people from every language.",
    },
    {
      refs: ["Exodus 16:13-21", "John 6:31-35"],
      body: 'Manna falls in the wilderness; Jesus offers the bread of life. Warrant: Jesus Himself says, "Moses gave you not that bread from heaven; but my Father giveth you the true bread from heaven" (John 6:32). Escalation: manna sustained life for a day; Christ gives life that never hungers. Lesson: the daily bread of the desert pointed to the Bread who came down from heaven.',
    },
    {
      refs: ["2 Kings 5:1-14", "Luke 17:11-19"],
      body: 'Naaman the Syrian is cleansed of leprosy and returns to give thanks; ten lepers are cleansed and one, a Samaritan, returns to glorify God. Warrant: Jesus names Naaman in Luke 4:27. Escalation: ten healed at once by a word, and the grateful foreigner hears "thy faith hath made thee whole". Lesson: God’s mercy crosses every border, and gratitude finds a fuller blessing.',
    },
    {
      refs: ["1 Kings 17:17-24", "Luke 7:11-17"],
      body: 'Elijah raises a widow’s son at Zarephath; Jesus raises a widow’s only son at Nain. Echoes: a widow, a dead son, and "he delivered him to his mother"; and a confession that God’s man is here ("thou art a man of God"; "a great prophet is risen up among us"). Escalation: Elijah stretched himself on the child three times and pleaded; Jesus touched the bier and spoke one command. Lesson: the Lord of life has compassion on the grieving.',
    },
    {
      refs: ["Daniel 6:16-23", "Matthew 27:62-28:6"],
      body: "Daniel is shut in the den and the stone sealed with the king’s signet; Jesus is laid in the tomb and the stone sealed. Echoes: a sealed stone, a visit very early in the morning, the one inside found alive. Escalation: Daniel was kept from death; Jesus went through death and rose. Lesson: no seal on earth can hold back God’s deliverance.",
    },
    {
      refs: ["Joshua 7", "Acts 5:1-11"],
      body: 'At the start of the conquest Achan secretly keeps devoted spoil; at the start of the church Ananias and Sapphira "keep back part of the price". Echoes: a new beginning for God’s people, hidden theft of what was given to God, exposure and death, great fear. Escalation: Achan stole goods; Ananias lied to the Holy Ghost. Lesson: God guards the purity of His people at their new beginnings.',
    },
    {
      refs: ["1 Kings 1:33-40", "Matthew 21:1-11"],
      body: 'Solomon, son of David, rides the king’s mule into the city amid rejoicing; Jesus, Son of David, rides into Jerusalem on an ass while crowds shout "Hosanna". Warrant: Matthew cites Zechariah 9:9. Escalation: Solomon’s kingdom divided after him; Jesus’ kingdom shall have no end. Lesson: the true Son of David has come to His city.',
    },
    {
      refs: ["Exodus 34:29-35", "Matthew 17:1-8"],
      body: 'Moses comes down the mountain and the skin of his face shines; on the mount of transfiguration Jesus’ "face did shine as the sun". Echoes: a mountain, a cloud, the voice of God, glory on a face. Escalation: Moses reflected borrowed glory and veiled it; Christ’s glory is His own, and Moses himself stands beside Him. Lesson: the Lawgiver points to the Son — "hear ye him".',
    },
  ],
  practicePrompts: [
    {
      id: "par-p1",
      text: "Jonah asleep in the storm ↔ Jesus asleep in the storm. Map the echoes and escalation, using Matthew 12:41 for warrant.",
      refs: ["Jonah 1", "Mark 4:35-41", "Matthew 12:41"],
    },
    { id: "par-p2", text: "Israel through the sea ↔ baptism.", refs: ["Exodus 14", "1 Corinthians 10:1-2"] },
    {
      id: "par-p3",
      text: "Joseph ↔ Jesus: list the echoes first, then the escalation.",
      refs: ["Genesis 37-45"],
    },
    {
      id: "par-p4",
      text: "Elijah’s fire from heaven ↔ the counterfeit fire of Revelation 13:13 — a mirror by contrast.",
      refs: ["1 Kings 18:38", "Revelation 13:13"],
    },
  ],
  masterTasks: [
    {
      id: "par-m3",
      level: 3,
      kind: "reflection",
      prompt:
        "Reflect on a parallel that strengthened your faith: what did seeing God act in the same way twice, and more fully the second time, teach you about His faithfulness? Where have you been tempted to force a pair that the text does not support?",
    },
    {
      id: "par-m4",
      level: 4,
      kind: "teaching",
      prompt:
        "Explain the Parallels Room to a beginner using 2 Kings 4:42-44 and John 6:1-13: what makes two events a parallel, how to find the escalation, how to check the warrant, and how a parallel differs from a pattern and a type.",
    },
    {
      id: "par-m5",
      level: 5,
      kind: "application",
      prompt:
        "Work Jonah 1 with Mark 4:35-41 using the Parallels Room, the Symbols/Types Room (ST) and the Christ in Every Chapter room (CEC): map the parallel, decide whether Jonah is also a type, and write Jonah 1’s Christ-line.",
    },
  ],
  aliases: ["p||"],
};
