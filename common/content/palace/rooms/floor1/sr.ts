import { overviewOf } from "@common/content/palace/overview";
import type { Room } from "@common/content/palace/types";

export const room: Room = {
  ...overviewOf("sr"),
  prerequisites: [],
  method: [
    {
      text: "Read the whole episode once, straight through, without stopping to study or take notes.",
      substeps: [
        "Find where the episode begins and ends: a change of place, time or people usually marks the edges.",
        "Let the story carry you; the aim of this first reading is simply to know what happens.",
      ],
    },
    {
      text: "Choose 3–7 beats: the moves that change the situation.",
      substeps: [
        'Ask of each event: "After this, is the situation different?" If not, it is detail, not a beat.',
        "Fewer than three beats loses the story; more than seven turns it into an outline.",
      ],
    },
    {
      text: "Label each beat with one concrete word or a short phrase you can picture (three words at most), never a sentence.",
      substeps: [
        'Prefer objects, places and actions: "Pit", "Sling", "Fiery furnace".',
        'Keep meaning-words ("grace", "faith", "sin") out of the labels; they belong to later rooms.',
      ],
    },
    { text: "Chain the beats in time order with arrows: Call → Flight → Storm." },
    {
      text: "Close the Bible and retell the story aloud from the labels alone.",
      substeps: [
        "If a child could follow your retelling, the chain works.",
        "Where you stumble, a beat is missing or a label is too vague; fix it and retell again.",
      ],
    },
    { text: "Add one sentence, the arc, that carries the story from its first beat to its last." },
  ],
  principles: [
    "Sequence before meaning: settle what happened before asking what it means.",
    "A beat is a turn in the story, not every event in it.",
    "Labels are pictures, not summaries.",
    "If you cannot retell it without the page, you do not own it yet.",
  ],
  deliverable: {
    kind: "beats",
    description: "The passage, its beats as short picturable labels in time order, and a one-sentence arc.",
    fields: [
      {
        id: "passage",
        label: "Passage",
        type: "reference",
        help: 'The episode you beat out, e.g. "Jonah 1-4" or "Luke 15:11-32".',
      },
      {
        id: "beats",
        label: "Beats",
        type: "list",
        help: 'One beat per line, in time order, 3–7 beats; each label at most three words (e.g. "Call", "Flight", "Storm").',
      },
      {
        id: "arc",
        label: "Arc",
        type: "text",
        help: "One sentence (30 words or fewer) that carries the story from the first beat to the last.",
      },
    ],
  },
  autoCheck: [
    { rule: "validRef", field: "passage" },
    { rule: "items", field: "beats", min: 3, max: 7 },
    { rule: "wordsPerItem", field: "beats", max: 3 },
    { rule: "sentences", field: "arc", min: 1, max: 1 },
    { rule: "words", field: "arc", min: 5, max: 30 },
  ],
  pitfalls: [
    'Interpreting before the sequence is settled: asking "what does it mean?" before you can say what happened.',
    "Ten or more beats: that is an outline of the chapter, not a chain you can carry in your head.",
    'Sentence-length labels such as "Jesus tells the disciples to cross the lake": shorten to one picture, "Crossing".',
    "Beats out of order: the chain must follow the story's own time line, or the retelling collapses.",
    'Meaning-words like "grace", "faith" or "judgment" inside the labels: they interpret instead of picturing.',
  ],
  example: {
    title: "Jonah in six beats",
    refs: ["Jonah 1-4"],
    body: "Jonah 1–4 → Call → Flight → Storm → Fish → Nineveh → Vine. Each label is a single picture: the word of the Lord, the ship to Tarshish, the storm at sea, the great fish, the preaching in the great city, the withered plant over the sulking prophet. Retold from these six words, a child can follow the whole book. Arc: a runaway prophet is carried into a mercy he resents.",
  },
  examplePool: [
    {
      refs: ["Daniel 6"],
      body: "Daniel 6 → Decree → Open window → Lions' den → Sealed stone → Dawn call → Accusers thrown. Every label can be filmed, and \"Sealed stone\" keeps a detail that makes the retelling vivid. Arc: a praying statesman is thrown to the lions, and God shuts their mouths so that the king honours Daniel's God.",
    },
    {
      refs: ["Mark 4:35-41"],
      body: 'Mark 4:35-41 → Crossing → Storm → Pillow → Rebuke → Calm → "Who is this?" Five short pictures and a question carry the scene, and "Pillow" fixes Jesus asleep in the stern. Arc: frightened disciples wake a sleeping Jesus, whose word stills the sea and raises a greater fear and wonder.',
    },
    {
      refs: ["Ruth 1-4"],
      body: "Ruth 1–4 → Famine → Graves → Cleaving → Gleaning → Threshing floor → City gate → Obed. Seven beats is the ceiling, and a four-chapter book fits inside it. Arc: a widowed Moabitess clings to Naomi and is redeemed by Boaz into the family line of David.",
    },
    {
      refs: ["Genesis 22:1-19"],
      body: 'Genesis 22:1-19 → Command → Journey → Wood → Altar → Ram → Oath. "Wood" marks Isaac carrying the wood up the mountain, a picture the later rooms will treasure, but here it is simply a beat. Arc: Abraham obeys God\'s command to offer Isaac, and God provides a ram and confirms His promise with an oath.',
    },
    {
      refs: ["John 9"],
      body: "John 9 → Blind man → Clay → Siloam → Neighbours → Pharisees → Cast out → Worship. The chapter is long, but its turns are clear, and seven labels are enough. Arc: a man born blind receives his sight, is thrown out by the leaders, and is found by Jesus and worships Him.",
    },
    {
      refs: ["2 Kings 5"],
      body: '2 Kings 5 → Leprous general → Captive maid → Torn robes → Jordan → Seven dips → Gehazi. "Torn robes" recalls the king of Israel\'s panic, and "Seven dips" is the moment everything changes. Arc: proud Naaman is cleansed when he humbles himself in the Jordan, while greedy Gehazi takes his leprosy home.',
    },
    {
      refs: ["Judges 7"],
      body: "Judges 7 → Too many → Water test → Three hundred → Barley loaf → Pitchers → Rout. The labels follow Gideon's army as it shrinks and then wins. Arc: God whittles Gideon's army to three hundred so that Israel's victory over Midian can only be His.",
    },
    {
      refs: ["Luke 19:1-10"],
      body: 'Luke 19:1-10 → Crowd → Sycamore → "Come down" → Grumbling → Restitution → Salvation. A quoted phrase may serve as a label when it is short and picturable. Arc: a small, rich tax collector climbs a tree to see Jesus and comes down to receive Him and make things right.',
    },
    {
      refs: ["Exodus 32"],
      body: "Exodus 32 → Delay → Golden calf → Broken tablets → Ground powder → Levites → Intercession. The beats keep the order of the chapter even though it moves between the mountain and the camp. Arc: while Moses lingers on the mount, Israel makes a golden calf, and Moses breaks the tablets, judges the sin and pleads for the people.",
    },
    {
      refs: ["1 Kings 18:17-40"],
      body: "1 Kings 18:17-40 → Challenge → Silent Baal → Twelve stones → Soaked altar → Fire → Kishon. Each beat is an object or event on Carmel that you can see. Arc: on Mount Carmel the prophets of Baal cry all day in vain, and the LORD answers Elijah's prayer with fire.",
    },
    {
      refs: ["John 11:1-44"],
      body: 'John 11:1-44 → Message → Delay → Martha → Tears → Stone → Grave clothes. "Delay" is a beat because it changes everything: Lazarus dies while Jesus waits. Arc: Jesus lets His friend die, weeps at the tomb, and calls Lazarus out alive.',
    },
    {
      refs: ["Acts 12:1-19"],
      body: "Acts 12:1-19 → Chains → Angel → Iron gate → Rhoda → Knocking → Guards. The chain runs from the prison to the prayer meeting and back to Herod's soldiers. Arc: an angel leads Peter out of Herod's prison while the church prays, and the praying church can hardly believe it.",
    },
  ],
  practicePrompts: [
    {
      id: "sr-p1",
      text: "Beat out Genesis 37 (Joseph sold by his brothers) and write its arc.",
      refs: ["Genesis 37"],
    },
    {
      id: "sr-p2",
      text: "Reduce Daniel 3 to single-word beats and retell it aloud from them.",
      refs: ["Daniel 3"],
    },
    {
      id: "sr-p3",
      text: "Tell Luke 15:11-32 in exactly five beats. Which would you drop if you were allowed only four, and why?",
      refs: ["Luke 15:11-32"],
    },
    {
      id: "sr-p4",
      text: "Beat out 1 Samuel 17. Could a ten-year-old retell the fight from your labels alone?",
      refs: ["1 Samuel 17"],
    },
  ],
  masterTasks: [
    {
      id: "sr-m3",
      level: 3,
      kind: "reflection",
      prompt:
        "Beat out a story you think you know well (for example Genesis 3 or Luke 10:25-37) from memory, then read it and compare. What had you added, dropped or reordered? Reflect on why the palace insists on sequence before meaning.",
    },
    {
      id: "sr-m4",
      level: 4,
      kind: "teaching",
      prompt:
        "Explain the Story Room to a beginner using Mark 5:1-20. State the core question, show how you choose beats (and what you leave out), why labels stay short and concrete, and how the arc sentence works.",
    },
    {
      id: "sr-m5",
      level: 5,
      kind: "application",
      prompt:
        "Work 1 Samuel 17 through three rooms: beat it out (SR), enter your key beat through the five senses (IR), and give the chapter one 24FPS frame. Show how the beats made the other two rooms easier.",
    },
  ],
};
