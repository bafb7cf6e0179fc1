import { overviewOf } from "@common/content/palace/overview";
import type { Room } from "@common/content/palace/types";

export const room: Room = {
  ...overviewOf("tr"),
  prerequisites: [],
  method: [
    {
      text: "Verse → icon: turn one verse into one picture.",
      substeps: [
        "Find the main object or action the verse itself names.",
        "Sketch it or describe it in a line.",
        "Add one distinguishing detail so it cannot be confused with a similar verse.",
        "Look away and test: does the icon give you the verse back?",
      ],
    },
    {
      text: "Passage → three-panel strip: tell a passage in three pictures.",
      substeps: [
        "Split the passage into beginning, middle and end.",
        "Give each part one key image, tied to its verses.",
        "The strip should read without captions; if it needs words, sharpen the pictures.",
      ],
    },
    {
      text: "Book → mural: hold a whole book in one picture.",
      substeps: [
        "Choose one visual metaphor for the whole book (a road, a building site, a harvest field).",
        "Lay it out left to right with key chapters as stations along it, at least four.",
        "Tie every station to its chapter.",
      ],
    },
  ],
  principles: [
    "Concrete over abstract.",
    "Simple over complex.",
    "Use Scripture's own metaphors before inventing new ones.",
    "Bad drawing is fine; stick figures welcome.",
  ],
  deliverable: {
    kind: "panels",
    description:
      "Labelled panels at one scale, each tied to its reference: one icon for a verse, three panels for a passage, four or more stations for a book.",
    fields: [
      {
        id: "scale",
        label: "Scale",
        type: "choice",
        help: "Verse → 1 icon; passage → exactly 3 panels; book → 4 or more stations.",
        options: [
          { value: "verse", label: "Verse → icon" },
          { value: "passage", label: "Passage → three-panel strip" },
          { value: "book", label: "Book → mural" },
        ],
      },
      {
        id: "passage",
        label: "Text",
        type: "reference",
        help: 'The verse, passage or book you translated, e.g. "Matthew 7:24-27" or "Nehemiah 1-13".',
      },
      {
        id: "metaphor",
        label: "Book metaphor",
        type: "text",
        optional: true,
        help: "For a book mural only: the one visual metaphor the stations sit on.",
      },
      {
        id: "panels",
        label: "Panels",
        type: "list",
        help: 'One panel per line, each tied to its reference: "Matthew 7:24-25 — a man digging down to bedrock". A book station names its chapter: "Nehemiah 4 — builders holding swords".',
      },
    ],
  },
  autoCheck: [
    { rule: "choice", field: "scale" },
    { rule: "validRef", field: "passage" },
    {
      rule: "when",
      field: "scale",
      equals: "verse",
      then: [{ rule: "items", field: "panels", min: 1, max: 1 }],
    },
    {
      rule: "when",
      field: "scale",
      equals: "passage",
      then: [{ rule: "items", field: "panels", min: 3, max: 3 }],
    },
    { rule: "when", field: "scale", equals: "book", then: [{ rule: "items", field: "panels", min: 4 }] },
    { rule: "validRef", field: "panels" },
    { rule: "wordsPerItem", field: "panels", min: 4, max: 35 },
    { rule: "uniqueItems", field: "panels" },
  ],
  pitfalls: [
    'Staying abstract: "salvation" or "God\'s care" is not a picture; show the object or action.',
    "Mixing metaphors: crossing vine imagery with body imagery in one panel confuses both.",
    "Overcrowding: a panel with ten things in it is remembered as a blur.",
    "Imagery the text never uses: prefer the shepherd, the rock, the lamp the Bible itself gives.",
    "Accurate but forgettable pictures: if it does not return the verse tomorrow, add a distinguishing detail.",
    "Wrong panel count for the scale: a passage strip has exactly three panels, a verse one icon.",
  ],
  example: {
    title: "The two builders as a three-panel strip",
    refs: ["Matthew 7:24-27"],
    body: "Panel 1 (Matthew 7:24): a man digging down through the soil to bedrock. Panel 2 (Matthew 7:25-27): one storm lashing two houses, rain, floods and wind. Panel 3 (Matthew 7:25-27): one house standing on the rock while the house on sand folds. The strip reads without captions, and every image is Jesus' own.",
  },
  examplePool: [
    {
      refs: ["Psalm 119:105"],
      body: "Verse → icon. A small clay oil lamp held low, lighting one step of a dark path. The distinguishing detail is the single lit step: a lamp to my feet, not a floodlight to the horizon.",
    },
    {
      refs: ["John 15:5"],
      body: "Verse → icon. A vine trunk with one branch bowed under heavy grapes, and a cut-off branch lying dry on the ground. The verse supplies both images: abide and bear fruit, or wither apart from Him.",
    },
    {
      refs: ["Psalm 1:3"],
      body: 'Verse → icon. A tree beside a stream, full of fruit, every leaf green. The green leaves are the distinguishing detail from the verse, "his leaf also shall not wither".',
    },
    {
      refs: ["Revelation 3:20"],
      body: 'Verse → icon. A closed door with a hand knocking on the outside, and a table set for two on the inside. The table keeps the second half of the verse: "I will come in to him, and will sup with him."',
    },
    {
      refs: ["Ephesians 6:16"],
      body: "Verse → icon. A large shield raised, burning arrows hitting it and going out. One piece of the armour, with the detail that makes this verse unique: the fiery darts quenched.",
    },
    {
      refs: ["Luke 15:3-7"],
      body: "Passage → strip. Panel 1 (Luke 15:4): ninety-nine sheep grazing and one gap in the flock. Panel 2 (Luke 15:4): a shepherd searching a rocky hillside. Panel 3 (Luke 15:5-7): the sheep across his shoulders and friends cheering at his door.",
    },
    {
      refs: ["Mark 4:3-8"],
      body: "Passage → strip. Panel 1 (Mark 4:4): seed on a hard path with birds swooping. Panel 2 (Mark 4:5-7): sprouts scorched on rock and choked by thorns. Panel 3 (Mark 4:8): a field of grain at three heights, thirty, sixty and a hundred.",
    },
    {
      refs: ["John 10:11-12"],
      body: "Passage → strip. Panel 1: a shepherd standing in front of his sheep. Panel 2: a wolf approaching and a hired man running away. Panel 3: the shepherd lying down between the wolf and the sheep. Every image is Jesus' own, from John 10:11-12.",
    },
    {
      refs: ["Exodus 1-40"],
      body: "Book → mural: a road out of Egypt to a tent. Stations: Exodus 1 (brick kilns and taskmasters), Exodus 12 (blood on the doorposts), Exodus 14 (walls of water), Exodus 20 (a smoking mountain under thunder and lightning), Exodus 40 (a tent filled with cloud). Read left to right, the road goes from slavery to God dwelling with His people.",
    },
    {
      refs: ["Ruth 1-4"],
      body: "Book → mural: a field through the seasons. Stations: Ruth 1 (a bare field and three widows on the road), Ruth 2 (a woman gleaning behind reapers), Ruth 3 (a threshing floor at night), Ruth 4 (the city gate, a sandal handed over, a baby in Naomi's lap). Famine to harvest to family.",
    },
    {
      refs: ["Jonah 1-4"],
      body: "Book → mural: a sea chart with a route that keeps turning back. Stations: Jonah 1 (a ship in a storm heading the wrong way), Jonah 2 (the great fish), Jonah 3 (a city in sackcloth), Jonah 4 (a withered plant and a sulking prophet in the sun).",
    },
    {
      refs: ["Isaiah 53:6"],
      body: 'Verse → icon. Sheep scattering down many separate paths, and one heavy load falling on a single figure. Both halves are the verse\'s own imagery: "All we like sheep have gone astray … and the LORD hath laid on him the iniquity of us all."',
    },
  ],
  practicePrompts: [
    {
      id: "tr-p1",
      text: "Make Psalm 23:1 a single icon with one distinguishing detail.",
      refs: ["Psalm 23:1"],
    },
    { id: "tr-p2", text: "Draw or describe Luke 10:30-37 as a three-panel strip.", refs: ["Luke 10:30-37"] },
    {
      id: "tr-p3",
      text: "Choose one visual metaphor for Nehemiah and place four chapters on it as stations.",
      refs: ["Nehemiah 1-13"],
    },
    {
      id: "tr-p4",
      text: "Picture Isaiah 40:31 using only the images the verse itself supplies.",
      refs: ["Isaiah 40:31"],
    },
  ],
  masterTasks: [
    {
      id: "tr-m3",
      level: 3,
      kind: "reflection",
      prompt:
        "Compare a picture you invented with one Scripture supplies for the same truth (for example, your own image of forgiveness beside Isaiah 1:18 or Psalm 103:12). Which teaches better and lasts longer, and why does the room prefer the Bible's own imagery?",
    },
    {
      id: "tr-m4",
      level: 4,
      kind: "teaching",
      prompt:
        "Explain the Translation Room to a beginner using Matthew 7:24-27. State the core question, and show the three scales: an icon for verse 24, the three-panel strip for the passage, and how a book mural would work.",
    },
    {
      id: "tr-m5",
      level: 5,
      kind: "application",
      prompt:
        "Take Luke 15:11-32. Beat it out (SR), translate it into a three-panel strip (TR), and give Luke 15 a 24FPS frame. Explain how the strip differs from the beats and from the frame.",
    },
  ],
};
