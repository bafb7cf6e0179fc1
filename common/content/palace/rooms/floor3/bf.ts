import { overviewOf } from "@common/content/palace/overview";
import type { Room } from "@common/content/palace/types";

export const room: Room = {
  ...overviewOf("bf"),
  prerequisites: [],
  method: [
    {
      text: "Choose a verse and state its core concept in a phrase.",
      substeps: [
        'The phrase is the verse\'s "DNA": for Isaiah 26:3, "perfect peace for a mind stayed on God". Relatives must share this, not just a word.',
      ],
    },
    {
      text: "Find three to five relatives.",
      substeps: [
        "Word search: other verses with the key word — then check that the meaning matches too.",
        "Theme search: the same idea in different words.",
        "Parallel passages: the same saying in another Gospel, or an Old Testament text quoted in the New.",
        'Memory: verses you already know that "sound like family".',
      ],
    },
    {
      text: "Classify each relative as a brother or a cousin, and verify shared meaning, not just shared words.",
      substeps: [
        "Brother: nearly the same statement — a parallel account, a quotation, the same promise in almost the same terms.",
        "Cousin: the same theme from another angle — another writer, another setting, another side of the truth.",
        "Read each relative in its own context: does it really say the same kind of thing?",
      ],
    },
    {
      text: "Record the cluster: verse → relatives, with a few words on each link (25 words or fewer). BF is a list of links, not an essay.",
    },
    {
      text: "Practise for speed: name three relatives of a verse in 30 seconds, so the cluster is there when you need it in a conversation or a sermon.",
    },
  ],
  principles: [
    "Shared meaning, not shared vocabulary, makes verses relatives.",
    "Three close relatives beat five distant ones — never pad.",
    "Scripture interprets Scripture: relatives throw light on one another, so a cluster is a tool for understanding, not only for memory.",
  ],
  deliverable: {
    kind: "clusterMap",
    description:
      "A cluster map: an anchor verse, its core concept, and three to five labelled relatives with a short link note each.",
    fields: [
      {
        id: "anchor",
        label: "Anchor verse",
        type: "reference",
        help: 'The verse you start from, e.g. "Isaiah 26:3".',
      },
      {
        id: "concept",
        label: "Core concept",
        type: "text",
        help: 'The verse\'s DNA in a phrase, e.g. "perfect peace for a mind stayed on God".',
      },
      {
        id: "relatives",
        label: "Relatives",
        type: "list",
        help: 'One per line: reference — brother or cousin — link note, e.g. "Philippians 4:6-7 — brother — prayer brings a peace that guards heart and mind".',
      },
      {
        id: "speed",
        label: "Speed round",
        type: "text",
        optional: true,
        help: "Optional: how many relatives you named in 30 seconds.",
      },
    ],
  },
  autoCheck: [
    { rule: "validRef", field: "anchor" },
    { rule: "required", field: "concept" },
    { rule: "items", field: "relatives", min: 3, max: 5 },
    { rule: "validRef", field: "relatives" },
    { rule: "mentions", field: "relatives", anyOf: ["brother", "cousin"], label: "brother or cousin labels" },
    { rule: "wordsPerItem", field: "relatives", max: 30 },
    { rule: "uniqueItems", field: "relatives" },
  ],
  pitfalls: [
    'Word-only links: "the love of money" (1 Timothy 6:10) and "God is love" (1 John 4:8) share a word but not a meaning.',
    'Relatives too distant: a verse that is only vaguely "about God" is not family.',
    "Context violations: a relative whose context says something different from the anchor.",
    "Padding to five: adding weak relatives to fill the list. Three true relatives are enough.",
    "Never practising for speed: a cluster you cannot recall in a conversation has not yet done its job.",
  ],
  example: {
    title: "The family of perfect peace",
    refs: ["Isaiah 26:3", "Philippians 4:6-7", "John 14:27", "Psalm 112:7", "Colossians 3:15"],
    body: 'Anchor: Isaiah 26:3, "Thou wilt keep him in perfect peace, whose mind is stayed on thee: because he trusteth in thee." Concept: perfect peace for a mind that trusts and rests on God. Relatives: Philippians 4:6-7 — brother — prayer instead of anxiety, and God\'s peace keeps heart and mind; John 14:27 — cousin — Jesus gives His own peace, not as the world gives; Psalm 112:7 — cousin — the righteous is not afraid of evil tidings, "his heart is fixed, trusting in the LORD"; Colossians 3:15 — cousin — let the peace of God rule in your hearts. Philippians is the brother because it makes nearly the same statement: a mind turned to God is kept in peace. The others approach the same truth from the Giver, the steady heart and the church.',
  },
  examplePool: [
    {
      refs: ["Habakkuk 2:4", "Romans 1:17", "Galatians 3:11", "Hebrews 10:38"],
      body: 'Anchor: Habakkuk 2:4, "the just shall live by his faith." Relatives: Romans 1:17 — brother — quoted as the heart of the gospel; Galatians 3:11 — brother — quoted against justification by law; Hebrews 10:38 — brother — quoted to urge endurance. One Old Testament sentence, three New Testament brothers, each stressing a different word: just, live, faith.',
    },
    {
      refs: ["Psalm 22:1", "Matthew 27:46", "Mark 15:34", "Isaiah 53:4-6"],
      body: 'Anchor: Psalm 22:1, "My God, my God, why hast thou forsaken me?" Relatives: Matthew 27:46 and Mark 15:34 — brothers — Jesus speaks these very words on the cross; Isaiah 53:4-6 — cousin — explains why: "the LORD hath laid on him the iniquity of us all." The cousin answers the brothers\' question.',
    },
    {
      refs: ["1 John 1:9", "Proverbs 28:13", "Psalm 32:5", "Micah 7:18-19"],
      body: "Anchor: 1 John 1:9, confession met by a faithful and just forgiveness. Relatives: Proverbs 28:13 — brother — whoso confesseth and forsaketh shall have mercy; Psalm 32:5 — brother — David confessed and God forgave; Micah 7:18-19 — cousin — God casts sins into the depths of the sea.",
    },
    {
      refs: ["Isaiah 53:5", "1 Peter 2:24", "2 Corinthians 5:21", "Romans 4:25"],
      body: 'Anchor: Isaiah 53:5, "with his stripes we are healed." Relatives: 1 Peter 2:24 — brother — Peter quotes it of Christ bearing our sins on the tree; 2 Corinthians 5:21 — cousin — the exchange: made sin for us, that we might be made righteous; Romans 4:25 — cousin — delivered for our offences, raised for our justification.',
    },
    {
      refs: ["Deuteronomy 6:4-5", "Mark 12:29-30", "Matthew 22:37-38", "1 John 4:19"],
      body: "Anchor: Deuteronomy 6:4-5, love the LORD with all your heart, soul and might. Relatives: Mark 12:29-30 and Matthew 22:37-38 — brothers — Jesus names it the first commandment; 1 John 4:19 — cousin — we love Him because He first loved us, the grace beneath the command.",
    },
    {
      refs: ["Micah 5:2", "Matthew 2:5-6", "John 7:42", "Luke 2:4-7"],
      body: 'Anchor: Micah 5:2, the ruler from Bethlehem "whose goings forth have been from of old." Relatives: Matthew 2:5-6 — brother — the scribes quote it to Herod; John 7:42 — brother — the crowd knows Christ comes from Bethlehem; Luke 2:4-7 — cousin — the fulfilment told as story.',
    },
    {
      refs: ["Hebrews 4:15-16", "Hebrews 2:17-18", "Hebrews 7:25", "1 John 2:1"],
      body: "Anchor: Hebrews 4:15-16, a High Priest touched with our infirmities, so come boldly. Relatives: Hebrews 2:17-18 — brother — made like His brethren to be a merciful High Priest; Hebrews 7:25 — cousin — He ever liveth to make intercession; 1 John 2:1 — cousin — an Advocate with the Father.",
    },
    {
      refs: ["Psalm 119:105", "Proverbs 6:23", "2 Peter 1:19", "Psalm 19:8"],
      body: 'Anchor: Psalm 119:105, "Thy word is a lamp unto my feet." Relatives: Proverbs 6:23 — brother — the commandment is a lamp and the law is light; 2 Peter 1:19 — cousin — the prophetic word as a light in a dark place; Psalm 19:8 — cousin — the commandment enlightens the eyes.',
    },
    {
      refs: ["Joel 2:28-29", "Acts 2:16-18", "Ezekiel 36:26-27"],
      body: "Anchor: Joel 2:28-29, the Spirit poured on all flesh. Relatives: Acts 2:16-18 — brother — Peter quotes Joel at Pentecost; Ezekiel 36:26-27 — cousin — a new heart and God's Spirit within, from another prophet and angle. Two relatives are enough when they are this close.",
    },
    {
      refs: ["Exodus 20:8-11", "Genesis 2:2-3", "Deuteronomy 5:12-15", "Mark 2:27-28"],
      body: "Anchor: Exodus 20:8-11, remember the Sabbath day. Relatives: Genesis 2:2-3 — brother — the creation rest the commandment points back to; Deuteronomy 5:12-15 — brother — the commandment restated with deliverance from Egypt as its reason; Mark 2:27-28 — cousin — the Sabbath made for man, and the Son of man its Lord.",
    },
    {
      refs: ["Ephesians 2:8-9", "Titus 3:5", "Romans 3:24", "Galatians 2:16"],
      body: "Anchor: Ephesians 2:8-9, saved by grace through faith, not of works. Relatives: Titus 3:5 — brother — not by works of righteousness but by His mercy; Romans 3:24 — brother — justified freely by His grace; Galatians 2:16 — cousin — justified by the faith of Jesus Christ, not the works of the law.",
    },
    {
      refs: ["Matthew 11:28-29", "Jeremiah 6:16", "John 6:37", "Isaiah 55:1-3"],
      body: 'Anchor: Matthew 11:28-29, "Come unto me … and I will give you rest." Relatives: Jeremiah 6:16 — brother — "ye shall find rest for your souls," the phrase Jesus echoes; John 6:37 — cousin — him that cometh I will in no wise cast out; Isaiah 55:1-3 — cousin — come, buy without money, and your soul shall live.',
    },
  ],
  practicePrompts: [
    {
      id: "bf-p1",
      text: "Name the relatives of John 3:16. State its core concept first, then find three to five relatives and label each brother or cousin.",
      refs: ["John 3:16"],
    },
    {
      id: "bf-p2",
      text: 'Relatives of Romans 8:28. Check each candidate in context — a verse about "good" is not automatically family.',
      refs: ["Romans 8:28"],
    },
    {
      id: "bf-p3",
      text: "Relatives of Proverbs 3:5-6, labelling each brother or cousin, with a link note of 25 words or fewer.",
      refs: ["Proverbs 3:5-6"],
    },
    {
      id: "bf-p4",
      text: "Timed: name three relatives of Psalm 23:1 in 30 seconds. Then verify them and record the cluster.",
      refs: ["Psalm 23:1"],
    },
  ],
  masterTasks: [
    {
      id: "bf-m3",
      level: 3,
      kind: "reflection",
      prompt:
        "Look over your clusters. Which links turned out to be word-only when you checked the context? Which verses now come to mind together without effort? Reflect on how Scripture interpreting Scripture has changed the way you read a single verse.",
    },
    {
      id: "bf-m4",
      level: 4,
      kind: "teaching",
      prompt:
        'Explain the Bible Freestyle Room to a beginner using Isaiah 26:3. State the core question, show the difference between a brother and a cousin, and demonstrate why "the love of money" is not a relative of "God is love".',
    },
    {
      id: "bf-m5",
      level: 5,
      kind: "application",
      prompt:
        "Take Isaiah 53:4-6. Build its cluster in the Bible Freestyle Room, then work it in the Symbols/Types Room (the lamb and what it stands for) and the Blue Room (which sanctuary service it fulfils). Show how the cluster feeds the other two rooms.",
    },
  ],
};
