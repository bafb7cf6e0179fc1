import { overviewOf } from "@common/content/palace/overview";
import type { Room } from "@common/content/palace/types";

export const room: Room = {
  ...overviewOf("c6"),
  prerequisites: [],
  method: [
    {
      text: "Choose your mode. Single-text: start from an anchor passage. Multi-text: start from a theme (rest, the Shepherd, forgiveness…).",
    },
    {
      text: "Find one verse in each of the six genres: Prophecy (Pr), Parable (Pa), Epistle (Ep), History (Hi), Gospel (Go), Poetry/Wisdom (Po).",
      substeps: [
        "Place each verse by the genre map: History = Genesis–Esther and Acts; Poetry = Job–Song of Solomon; Prophecy = Isaiah–Malachi and Revelation; Gospel = Matthew–John; Epistle = Romans–Jude.",
        "The Parable slot takes a passage from the parable list (Luke 15:11-32, Matthew 13:1-23 …).",
        "Some passages count for a second genre (Daniel 1–6 and Jonah also as History, Lamentations as Poetry, Revelation 2–3 as Epistle).",
        "Choose real links that share the truth, not verses that merely share a word. A weak link is worse than a slow search.",
      ],
    },
    {
      text: "Read each link by its own genre's rules and note in one line what that genre adds.",
      substeps: [
        "Prophecy: near and far horizons; symbols as Scripture defines them; conditional or unconditional.",
        "Parable: one main point; why it was told and to whom; the twist.",
        'Epistle: follow the argument and every "therefore"; universal or situational.',
        "History: it shows rather than prescribes; recorded is not endorsed.",
        "Gospel: the evangelist's aim; parallel accounts; fulfilment formulas.",
        "Poetry/Wisdom: metaphor and parallelism; proverbs are patterns, not guarantees; laments are honest.",
      ],
    },
    {
      text: "Write the synthesis: weave the six voices into one statement or mini-study that climaxes in Christ.",
      substeps: [
        "Ask what you now see that no single genre showed you.",
        "End with Christ — the fulfilment the six voices converge on — and a supporting text.",
      ],
    },
  ],
  principles: [
    "A truth confirmed in every genre is load-bearing; a doctrine built on one genre alone is fragile.",
    "Each genre is read by its own rules: no proverb as a guarantee, no parable pressed in every detail, no narrative as endorsement.",
    "Genres are kinds of writing; Theme Room spans (Sanctuary, Great Controversy …) are themes. Never use one as the other.",
  ],
  deliverable: {
    kind: "genreSynthesis",
    description:
      "An anchor passage or a theme, one linked verse in each of the six genres with what each adds, and a synthesis that climaxes in Christ.",
    fields: [
      {
        id: "mode",
        label: "Mode",
        type: "choice",
        help: "Single-text starts from an anchor passage; multi-text starts from a theme.",
        options: [
          { value: "single", label: "Single-text — an anchor passage" },
          { value: "multi", label: "Multi-text — a theme" },
        ],
      },
      {
        id: "anchor",
        label: "Anchor passage",
        type: "reference",
        optional: true,
        help: 'Single-text mode: the passage you start from, e.g. "John 1:29".',
      },
      {
        id: "theme",
        label: "Theme",
        type: "text",
        optional: true,
        help: 'Multi-text mode: the truth you are tracing, e.g. "God provides".',
      },
      {
        id: "pr",
        label: "Pr · Prophecy",
        type: "reference",
        help: 'A verse from Isaiah–Malachi or Revelation, e.g. "Isaiah 55:1".',
      },
      {
        id: "pa",
        label: "Pa · Parable",
        type: "reference",
        help: 'A verse inside a passage on the parable list, e.g. "Luke 11:5-13".',
      },
      {
        id: "ep",
        label: "Ep · Epistle",
        type: "reference",
        help: 'A verse from Romans–Jude, e.g. "Philippians 4:19".',
      },
      {
        id: "hi",
        label: "Hi · History",
        type: "reference",
        help: 'A verse from Genesis–Esther or Acts (or a listed exception such as Daniel 1–6), e.g. "Exodus 16:4".',
      },
      {
        id: "go",
        label: "Go · Gospel",
        type: "reference",
        help: 'A verse from Matthew–John that is not a parable, e.g. "John 6:11".',
      },
      {
        id: "po",
        label: "Po · Poetry/Wisdom",
        type: "reference",
        help: 'A verse from Job–Song of Solomon, e.g. "Psalm 145:15-16".',
      },
      {
        id: "adds",
        label: "What each genre adds",
        type: "list",
        help: 'Six lines, one per genre, e.g. "Pa — ask boldly: the Father gives more than a friend at midnight".',
      },
      {
        id: "synthesis",
        label: "Synthesis and Christ climax",
        type: "longText",
        help: 'Weave the six voices together and end in Christ, e.g. "… climax: Christ, the true bread the Father gives (John 6:32-35)."',
      },
    ],
  },
  autoCheck: [
    { rule: "choice", field: "mode" },
    { rule: "filledCount", fields: ["anchor", "theme"], min: 1 },
    { rule: "validRef", field: "pr" },
    { rule: "validRef", field: "pa" },
    { rule: "validRef", field: "ep" },
    { rule: "validRef", field: "hi" },
    { rule: "validRef", field: "go" },
    { rule: "validRef", field: "po" },
    { rule: "items", field: "adds", min: 6 },
    { rule: "words", field: "synthesis", min: 10 },
    {
      rule: "mentions",
      field: "synthesis",
      anyOf: ["Christ", "Jesus", "Messiah", "Lamb", "Son of God", "Son of man", "Saviour", "Savior"],
      label: "Christ as the climax",
    },
  ],
  pitfalls: [
    "Treating one genre's rules as universal: proverbs read as guarantees, parables pressed in every detail, narratives taken as endorsement.",
    "Six verses with no synthesis: a list of references is raw material, not Connect-6.",
    'Confusing genres with Theme Room spans: "Sanctuary" or "Great Controversy" is a theme, not a genre slot.',
    "Forcing a weak link to fill a slot, such as a verse that shares a word but not the truth.",
    "No Christ climax: the six voices converge on Him, so the synthesis must arrive there.",
  ],
  example: {
    title: 'Multi-text: "God provides"',
    refs: [
      "Isaiah 55:1",
      "Luke 11:5-13",
      "Philippians 4:19",
      "Exodus 16:4",
      "John 6:11",
      "Psalm 145:15-16",
      "John 6:32-35",
    ],
    body: 'Pr Isaiah 55:1 — the invitation to buy "without money and without price": provision is free. Pa Luke 11:5-13 — the friend at midnight: ask boldly, for the Father gives more than a reluctant neighbour. Ep Philippians 4:19 — "my God shall supply all your need … by Christ Jesus": provision flows through Christ. Hi Exodus 16:4 — manna, enough for each day, testing trust. Go John 6:11 — Jesus Himself distributes the loaves to thousands. Po Psalm 145:15-16 — all creation waits on the open hand of God. Climax: Christ is the true bread the Father gives from heaven (John 6:32-35); every earlier provision pointed to Him.',
  },
  examplePool: [
    {
      refs: [
        "John 3:16",
        "Isaiah 9:6",
        "Luke 15:20",
        "Romans 5:8",
        "Genesis 22:2",
        "Mark 10:45",
        "Psalm 103:11-13",
      ],
      body: 'Single-text, anchor John 3:16. Pr Isaiah 9:6 — "unto us a son is given"; Pa Luke 15:20 — the father runs; Ep Romans 5:8 — love shown "while we were yet sinners"; Hi Genesis 22:2 — "thine only son Isaac, whom thou lovest"; Go Mark 10:45 — the Son gives His life a ransom; Po Psalm 103:11-13 — a Father\'s pity as high as the heavens. Synthesis: the love of John 3:16 is a Father\'s love that gives His Son, foretold, pictured, argued and sung across every genre.',
    },
    {
      refs: [
        "Micah 7:18-19",
        "Matthew 18:23-27",
        "Ephesians 4:32",
        "Genesis 50:17-21",
        "Luke 23:34",
        "Psalm 32:1-5",
      ],
      body: 'Theme: forgiveness. Pr Micah 7:18-19 — sins cast into the depths of the sea; Pa Matthew 18:23-27 — an unpayable debt cancelled; Ep Ephesians 4:32 — forgive "as God for Christ\'s sake hath forgiven you"; Hi Genesis 50:17-21 — Joseph forgives his brothers; Go Luke 23:34 — "Father, forgive them"; Po Psalm 32:1-5 — the joy of the forgiven. The climax is the cross, where Christ asks forgiveness for His executioners and makes forgiving others possible.',
    },
    {
      refs: [
        "Isaiah 60:1-3",
        "Matthew 25:1-13",
        "2 Corinthians 4:6",
        "Exodus 13:21",
        "John 8:12",
        "Psalm 119:105",
      ],
      body: 'Theme: light. Pr Isaiah 60:1-3 — the nations come to Zion\'s light; Pa Matthew 25:1-13 — lamps that must not go out; Ep 2 Corinthians 4:6 — light "in the face of Jesus Christ"; Hi Exodus 13:21 — the pillar of fire by night; Go John 8:12 — "I am the light of the world"; Po Psalm 119:105 — a lamp to my feet. The parable warns, the poem guides, the history leads, and all converge on Jesus, the light who leads His people home.',
    },
    {
      refs: [
        "Daniel 7:9-10",
        "Matthew 22:11-13",
        "2 Corinthians 5:10",
        "Genesis 18:25",
        "John 5:22-24",
        "Ecclesiastes 12:13-14",
      ],
      body: 'Theme: judgment. Pr Daniel 7:9-10 — the books are opened before the Ancient of Days; Pa Matthew 22:11-13 — the guest without a wedding garment; Ep 2 Corinthians 5:10 — all appear before Christ\'s judgment seat; Hi Genesis 18:25 — "Shall not the Judge of all the earth do right?"; Go John 5:22-24 — the believer "shall not come into condemnation"; Po Ecclesiastes 12:13-14 — every work brought into judgment. Climax: the Judge is Christ, who also clothes His people for the judgment.',
    },
    {
      refs: [
        "Revelation 1:7",
        "Matthew 25:1-13",
        "1 Thessalonians 4:16-17",
        "Acts 1:11",
        "John 14:1-3",
        "Psalm 50:3",
      ],
      body: 'Theme: the second coming. Pr Revelation 1:7 — every eye shall see Him; Pa Matthew 25:1-13 — the Bridegroom delays, then comes at midnight; Ep 1 Thessalonians 4:16-17 — the dead in Christ rise first; Hi Acts 1:11 — "this same Jesus … shall so come"; Go John 14:1-3 — "I will come again"; Po Psalm 50:3 — "Our God shall come, and shall not keep silence". Each genre adds a face: visible, sudden, resurrecting, personal, promised, and glorious — all of it Jesus Himself returning.',
    },
    {
      refs: [
        "Joel 2:12-13",
        "Luke 18:13",
        "2 Corinthians 7:10",
        "2 Chronicles 33:12-13",
        "Luke 19:8-9",
        "Psalm 51:10",
      ],
      body: 'Theme: repentance. Pr Joel 2:12-13 — rend your heart, not your garments; Pa Luke 18:13 — "God be merciful to me a sinner"; Ep 2 Corinthians 7:10 — godly sorrow works repentance; Hi 2 Chronicles 33:12-13 — even Manasseh is heard; Go Luke 19:8-9 — Zacchaeus makes restitution; Po Psalm 51:10 — "Create in me a clean heart". The narrative shows that no one is too far gone, but the Epistle\'s argument keeps repentance a gift of grace, and Christ\'s welcome of Zacchaeus is the climax.',
    },
    {
      refs: [
        "Habakkuk 2:4",
        "Matthew 7:24-27",
        "James 1:2-4",
        "Daniel 3:17-18",
        "Matthew 26:39",
        "Job 13:15",
      ],
      body: 'Theme: faithfulness in trial. Pr Habakkuk 2:4 — the just shall live by faith; Pa Matthew 7:24-27 — the house on the rock stands in the storm; Ep James 1:2-4 — trial works patience; Hi Daniel 3:17-18 — "But if not" (Daniel 1–6 also counts as History); Go Matthew 26:39 — "not as I will, but as thou wilt"; Po Job 13:15 — "Though he slay me, yet will I trust in him". The narrative shows but does not promise rescue; in Gethsemane Christ Himself walks the path of faithful trust.',
    },
    {
      refs: [
        "Genesis 3:15",
        "Isaiah 53:5",
        "Matthew 13:24-30",
        "Romans 16:20",
        "1 Samuel 17:49-51",
        "John 12:31-32",
        "Psalm 91:13",
      ],
      body: 'Single-text, anchor Genesis 3:15. Pr Isaiah 53:5 — the Seed is wounded for our transgressions; Pa Matthew 13:24-30 — "an enemy hath done this"; Ep Romans 16:20 — God shall bruise Satan under your feet shortly; Hi 1 Samuel 17:49-51 — the champion strikes the giant\'s head; Go John 12:31-32 — the prince of this world cast out when He is lifted up; Po Psalm 91:13 — the serpent trampled. The first gospel promise becomes a symphony: the bruised heel of the cross is the crushed head of the serpent.',
    },
    {
      refs: [
        "Ezekiel 47:1-9",
        "Matthew 25:35",
        "1 Corinthians 10:4",
        "Exodus 17:6",
        "John 4:14",
        "Psalm 42:1-2",
      ],
      body: 'Theme: living water. Pr Ezekiel 47:1-9 — a river from the temple heals the Dead Sea; Pa Matthew 25:35 — "I was thirsty, and ye gave me drink"; Ep 1 Corinthians 10:4 — "that Rock was Christ"; Hi Exodus 17:6 — water from the smitten rock; Go John 4:14 — a well springing up into everlasting life; Po Psalm 42:1-2 — the soul thirsts like the deer. Christ is the smitten Rock and the living water, and the parable sends His refreshed people to give drink to others.',
    },
    {
      refs: [
        "Isaiah 57:15",
        "Luke 18:9-14",
        "Philippians 2:5-8",
        "2 Kings 5:14",
        "John 13:4-5",
        "Proverbs 3:34",
      ],
      body: "Theme: humility. Pr Isaiah 57:15 — the High and Lofty One dwells with the contrite; Pa Luke 18:9-14 — the publican goes home justified; Ep Philippians 2:5-8 — the mind of Christ who emptied Himself; Hi 2 Kings 5:14 — proud Naaman dips seven times; Go John 13:4-5 — Jesus takes the towel; Po Proverbs 3:34 — He gives grace to the lowly (a general pattern, not a formula). Climax: the Lord of glory stooping to wash feet is the humility every other genre describes.",
    },
    {
      refs: [
        "Joel 3:13",
        "Mark 4:26-29",
        "Galatians 6:7-9",
        "Ruth 2:2-3",
        "John 4:35",
        "Psalm 126:5-6",
        "Revelation 14:14-16",
      ],
      body: "Theme: the harvest. Pr Joel 3:13 — the harvest is ripe; Pa Mark 4:26-29 — the seed grows secretly; Ep Galatians 6:7-9 — we reap what we sow, so do not be weary; Hi Ruth 2:2-3 — a foreigner gleans and finds a redeemer; Go John 4:35 — the fields are white already; Po Psalm 126:5-6 — sowing in tears, reaping in joy. The climax is the Son of man with a sharp sickle reaping the earth's harvest (Revelation 14:14-16).",
    },
    {
      refs: [
        "Daniel 2:44",
        "Matthew 13:31-32",
        "Colossians 1:13",
        "2 Samuel 7:16",
        "Luke 17:20-21",
        "Psalm 145:13",
      ],
      body: "Theme: the kingdom of God. Pr Daniel 2:44 — a kingdom that shall never be destroyed; Pa Matthew 13:31-32 — the mustard seed; Ep Colossians 1:13 — translated into the kingdom of His dear Son; Hi 2 Samuel 7:16 — David's throne established for ever; Go Luke 17:20-21 — the kingdom is among you; Po Psalm 145:13 — an everlasting kingdom. Prophecy gives its final form, the parable its small beginnings, and Christ, David's Son, is its King now and for ever.",
    },
  ],
  practicePrompts: [
    {
      id: "c6-p1",
      text: 'Single-text: anchor John 1:29 ("Behold the Lamb of God"). Find one link in each genre and write the synthesis.',
      refs: ["John 1:29"],
    },
    {
      id: "c6-p2",
      text: "Multi-text theme: rest. Choose one verse per genre (Hebrews 4:9-10 is a good Epistle start) and weave them into a mini-study that climaxes in Christ.",
      refs: ["Hebrews 4:9-10", "Matthew 11:28-30"],
    },
    {
      id: "c6-p3",
      text: "Multi-text theme: the Shepherd. One verse per genre; what does the parable add that the psalm does not?",
      refs: ["Psalm 23", "Luke 15:3-7", "John 10:11"],
    },
    {
      id: "c6-p4",
      text: "Multi-text theme: training children. Put Proverbs 22:6 in the Po slot and use the genre rules to explain why it is not a guarantee.",
      refs: ["Proverbs 22:6"],
    },
  ],
  masterTasks: [
    {
      id: "c6-m3",
      level: 3,
      kind: "reflection",
      prompt:
        "Think of a belief you once held on the strength of a single genre (a proverb taken as a promise, a narrative taken as a command). Work it through Connect-6 and reflect on what the other five genres corrected or confirmed. Cite the passages.",
    },
    {
      id: "c6-m4",
      level: 4,
      kind: "teaching",
      prompt:
        'Explain Connect-6 to a beginner using the theme "God provides" (Isaiah 55:1; Luke 11:5-13; Philippians 4:19; Exodus 16:4; John 6:11; Psalm 145:15-16). State the core question, show how the genre map places each verse, give one reading rule per genre and show how the synthesis reaches Christ.',
    },
    {
      id: "c6-m5",
      level: 5,
      kind: "application",
      prompt:
        "Take John 10:11 as an anchor through three rooms: build a single-text Connect-6 sheet, tag the load-bearing span (TRm) and name the office of Christ the Good Shepherd exercises (CR). Show how the span and the office shaped your synthesis.",
    },
  ],
  referenceLists: ["genres", "genreBookMap", "parablePassages", "genreExceptions"],
};
