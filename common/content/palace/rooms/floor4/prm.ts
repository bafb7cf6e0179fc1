import { overviewOf } from "@common/content/palace/overview";
import type { Room } from "@common/content/palace/types";

export const room: Room = {
  ...overviewOf("prm"),
  prerequisites: [],
  method: [
    {
      text: "Notice a repetition and find at least three clear instances in the text.",
      substeps: [
        "Listen for repeated settings (mountains, wildernesses, wells), times (midnight, the third day, forty days) and sequences (rejection then exaltation).",
        "Two instances may be a parallel (P‖); three or more begin to show a pattern.",
      ],
    },
    {
      text: 'Give it a memorable, specific name of two to six words: "Midnight Deliverance", not "God helps".',
    },
    {
      text: "Describe its structure in one or two sentences: the moves that recur, in order.",
    },
    {
      text: "List three to five instances, each with its own reference.",
      substeps: [
        "Each instance should be clearly in the text, not read into it.",
        "Look for an exception too; it often sharpens the structure sentence.",
      ],
    },
    {
      text: "Draw the theological insight: what does the pattern reveal about God's ways, and where does it meet Christ?",
    },
  ],
  principles: [
    "Three or more instances, or it may be coincidence.",
    "Patterns are tendencies, not laws: God is free, and exceptions are part of the evidence.",
    "Patterns must be textual: the repetition is on the page, not in our imagination.",
    "A pattern is larger than a type and broader than a pair: types point specifically to Christ (ST), pairs belong to P‖.",
  ],
  deliverable: {
    kind: "patternCard",
    description: "A pattern card: name → structure → three to five referenced instances → insight.",
    fields: [
      {
        id: "name",
        label: "Pattern name",
        type: "text",
        help: '2–6 words, memorable and specific, e.g. "Midnight Deliverance".',
      },
      {
        id: "structure",
        label: "Structure",
        type: "text",
        help: "One or two sentences: the moves that recur.",
      },
      {
        id: "instances",
        label: "Instances",
        type: "references",
        help: 'Three to five references, one per line, each a different passage, e.g. "Exodus 12:29-31".',
      },
      {
        id: "instanceNotes",
        label: "What happens in each instance (optional)",
        type: "list",
        optional: true,
        help: 'One line per instance, e.g. "Exodus 12:29-31 — at midnight the firstborn die and Israel is sent out".',
      },
      {
        id: "exception",
        label: "Exception or limit (optional)",
        type: "text",
        optional: true,
        help: "A case where the pattern does not hold, and what it teaches.",
      },
      { id: "insight", label: "Insight", type: "text", help: "What the pattern reveals about God's ways." },
    ],
  },
  autoCheck: [
    { rule: "words", field: "name", min: 2, max: 6 },
    { rule: "sentences", field: "structure", max: 2 },
    { rule: "items", field: "instances", min: 3, max: 5 },
    { rule: "validRef", field: "instances" },
    { rule: "uniqueItems", field: "instances" },
    { rule: "required", field: "insight" },
  ],
  pitfalls: [
    "Thin evidence: two examples and a hunch. Three clear instances is the minimum.",
    'Superficial links: two stories that share a word ("water", "mountain") but not a structure.',
    "Ignoring exceptions: a pattern that claims God always acts one way turns a tendency into a law.",
    "Calling types patterns: the lamb pointing to Christ is a type (ST); a pattern is a recurring shape of events.",
    'Mechanical application: "it is midnight in my life, so deliverance is due tonight" uses a pattern as a formula.',
    'Vague names such as "God is faithful", which could label anything and recall nothing.',
  ],
  example: {
    title: "Midnight Deliverance",
    refs: ["Exodus 12:29-31", "Judges 16:3", "Acts 16:25-26", "Matthew 25:6"],
    body: 'Name: Midnight Deliverance. Structure: at the darkest hour, when human resources are spent, God acts suddenly to free His people or to bring the decisive moment. Instances: at midnight the LORD smites Egypt\'s firstborn and Israel goes free (Exodus 12:29-31); Samson rises at midnight and carries off the gates of Gaza (Judges 16:3); at midnight Paul and Silas sing and the prison doors open (Acts 16:25-26); at midnight the cry goes out, "Behold, the bridegroom cometh" (Matthew 25:6). Insight: God often acts at the darkest hour, so that deliverance is plainly His.',
  },
  examplePool: [
    {
      refs: ["Genesis 24:11-15", "Genesis 29:9-11", "Exodus 2:15-21", "John 4:6-7"],
      body: "Name: Meeting at the Well. Structure: a traveller comes to a well in a foreign land, water is drawn, and a covenant union follows. Instances: Abraham's servant and Rebekah, Jacob and Rachel, Moses and Zipporah, and Jesus and the Samaritan woman. Insight: the pattern prepares us to see the Bridegroom offering Himself and living water at Jacob's well.",
    },
    {
      refs: ["Genesis 7:1", "Genesis 19:15-16", "Joshua 6:22-23", "Revelation 18:4"],
      body: 'Name: Out Before the Judgment. Structure: before judgment falls, God calls His own out of the doomed place and brings them to safety. Instances: Noah into the ark, Lot out of Sodom, Rahab out of Jericho, and "Come out of her, my people". Insight: God\'s judgments are preceded by mercy and a clear call to leave.',
    },
    {
      refs: ["Genesis 3:21", "Zechariah 3:3-5", "Luke 15:22", "Revelation 19:8"],
      body: "Name: God Clothes the Ashamed. Structure: a person stands exposed or defiled, and God provides the covering they could not make. Instances: coats of skins in Eden, Joshua's filthy garments exchanged, the best robe for the prodigal, and the bride's fine linen. Insight: righteousness is a gift God puts on us, not a garment we weave.",
    },
    {
      refs: ["Genesis 41:14", "Daniel 2:48", "Esther 8:1-2", "Acts 2:32-33"],
      body: "Name: From Prison to Palace. Structure: a faithful servant in captivity or disgrace is suddenly raised to rule for the good of God's people. Instances: Joseph, Daniel, Mordecai (with Esther), and Christ raised and exalted at God's right hand. Exception: Jeremiah is freed but never enthroned — the pattern is a tendency, not a law.",
    },
    {
      refs: ["Exodus 3:11", "Judges 6:15", "Jeremiah 1:6", "Isaiah 6:5"],
      body: 'Name: The Reluctant Called One. Structure: God calls, the servant protests inadequacy, and God answers with His presence rather than the servant\'s ability. Instances: Moses ("Who am I?"), Gideon (the least in his father\'s house), Jeremiah ("I am a child") and Isaiah ("I am undone"). Insight: God\'s call rests on "I will be with thee", not on our qualifications.',
    },
    {
      refs: ["Genesis 11:4-8", "Daniel 4:30-33", "Acts 12:21-23", "Isaiah 14:13-15"],
      body: 'Name: The Proud Brought Low. Structure: a ruler or people exalts itself to the heavens, and God abruptly humbles it. Instances: Babel, Nebuchadnezzar on his roof, Herod struck by an angel, and Lucifer\'s "I will ascend". Insight: pride is the original sin, and God resists it wherever it appears.',
    },
    {
      refs: ["Genesis 8:20", "Genesis 12:7", "Genesis 35:1-3", "Exodus 17:15"],
      body: 'Name: Altar After Deliverance. Structure: after God delivers or appears, His servant builds an altar and worships. Instances: Noah after the flood, Abram at Shechem, Jacob at Bethel, Moses after Amalek ("Jehovah-nissi"). Insight: deliverance is meant to end in worship, not just relief.',
    },
    {
      refs: ["Exodus 14:13", "2 Chronicles 20:17", "Isaiah 30:15", "Psalm 46:10"],
      body: 'Name: Stand Still and See. Structure: facing an overwhelming enemy, God\'s people are told not to fight but to be still, and God wins the battle. Instances: the Red Sea, Jehoshaphat\'s choir, Isaiah\'s "in quietness and in confidence", and "Be still, and know". Exception: at Jericho and Ai the people must act — the pattern never excuses disobedience.',
    },
    {
      refs: ["Genesis 28:12", "Exodus 3:2", "Joshua 5:13-15", "Acts 9:3-6"],
      body: "Name: Encounter at the Crossroads. Structure: at a turning point of his life, a servant of God meets the Lord unexpectedly and leaves with a new direction. Instances: Jacob's ladder, Moses at the bush, Joshua and the Captain of the host, Saul on the Damascus road. Insight: God meets people in transit and redirects their road.",
    },
    {
      refs: ["Judges 3:9", "Judges 3:15", "Judges 4:3-4", "Judges 6:6-8"],
      body: "Name: Cry, Then Deliverer. Structure: oppressed because of their sin, Israel cries to the LORD, and He raises up a deliverer. Instances: Othniel, Ehud, Deborah, and the prophet before Gideon. Insight: God's mercy answers even a cry from self-inflicted misery — a pattern fulfilled in the Saviour He raised up for all.",
    },
    {
      refs: ["Genesis 22:2", "1 Samuel 1:27-28", "John 3:16", "Romans 8:32"],
      body: 'Name: The Beloved Son Given. Structure: a parent gives up a long-awaited, beloved son to God\'s purpose. Instances: Abraham offers Isaac, Hannah lends Samuel to the LORD, and the Father gives His only begotten Son and "spared not his own Son". Insight: the human instances are shadows; the divine instance is the substance that gives them meaning.',
    },
  ],
  practicePrompts: [
    {
      id: "prm-p1",
      text: 'Build the "Wilderness Testing" card: name, structure, three or more instances with references, insight.',
      refs: ["Numbers 14:33-34", "1 Kings 19:8", "Matthew 4:1-2"],
    },
    {
      id: "prm-p2",
      text: 'Document "the covenant meal": Genesis 14:18; Exodus 24:11; Luke 22:19-20; Revelation 19:9. What is its structure?',
      refs: ["Genesis 14:18", "Exodus 24:11", "Luke 22:19-20", "Revelation 19:9"],
    },
    {
      id: "prm-p3",
      text: 'Test "Younger over Older" against an exception and adjust your structure sentence.',
      refs: ["Genesis 25:23", "Genesis 48:14", "1 Samuel 16:11-13"],
    },
    {
      id: "prm-p4",
      text: "Name and document a pattern you found yourself, with at least three referenced instances and one exception.",
      refs: [],
    },
  ],
  masterTasks: [
    {
      id: "prm-m3",
      level: 3,
      kind: "reflection",
      prompt:
        "Choose a pattern from the list (for example Betrayal then Enthronement) and trace it in your own story with honesty. Where have you tried to use it as a formula? Reflect on the difference between trusting God's ways and demanding them, citing the instances.",
    },
    {
      id: "prm-m4",
      level: 4,
      kind: "teaching",
      prompt:
        'Explain the Patterns Room to a beginner with "Midnight Deliverance" (Exodus 12:29-31; Judges 16:3; Acts 16:25-26; Matthew 25:6). State the core question, the three principles, and show how a pattern differs from a parallel (P‖) and a type (ST).',
    },
    {
      id: "prm-m5",
      level: 5,
      kind: "application",
      prompt:
        "Take Jonah 1–2 through three rooms: place it in a recurring pattern (PRm — Third-Day Resurrection or Water Crisis → Provision), set out its dimensions (DR), and tag its time zone (TZ). Show what each room adds to the pattern.",
    },
  ],
  referenceLists: ["patterns"],
};
