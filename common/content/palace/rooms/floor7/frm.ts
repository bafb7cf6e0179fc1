import { overviewOf } from "@common/content/palace/overview";
import type { Room } from "@common/content/palace/types";

export const room: Room = {
  ...overviewOf("frm"),
  prerequisites: [],
  method: [
    {
      text: "Choose a text — one you have already studied, so that exegesis comes first.",
      substeps: [
        "Affective texts are easiest to begin with: psalms, promises, prayers, the words of Jesus to people in need.",
      ],
    },
    {
      text: "Read it slowly, aloud if you can, pausing to ask what it stirs in you.",
      substeps: [
        "Do not hurry to a conclusion. Let a phrase stop you — the way the disciples' hearts burned as Jesus opened the Scriptures (Luke 24:32).",
      ],
    },
    {
      text: "Name either the wound or the hope — specifically.",
      substeps: [
        'Wound (conviction): the particular sin, idol, fear or pride the text exposes. "My impatience with my son at breakfast," not "I am a sinner."',
        'Hope (comfort): the particular promise, comfort or joy the text offers. "I am called by name," not "God is nice."',
      ],
    },
    {
      text: "Pray it back.",
      substeps: [
        "For a wound: confess and repent — and receive the forgiveness the gospel promises (1 John 1:9). Conviction always leads to the cross, never to despair.",
        "For a hope: thank God and trust Him with the situation in front of you.",
      ],
    },
    { text: "Record a heart record of one to three sentences: what the text stirred and how you answered." },
  ],
  principles: [
    "Exegesis comes first: the fire warms what the text actually says; feelings never decide its meaning.",
    "Emotion is biblical — the psalms weep and sing — but it is never manufactured.",
    "This is private: your fire records are seen by you alone unless you copy them out.",
    "The same text speaks differently in different seasons; return to it and compare.",
  ],
  deliverable: {
    kind: "fireRecord",
    description:
      "A private fire record: the text, the wound or hope it stirred, a short prayer, and one to three sentences capturing the encounter.",
    fields: [
      {
        id: "passage",
        label: "Text",
        type: "reference",
        help: 'The passage you prayed through, e.g. "Isaiah 43:1-2".',
      },
      {
        id: "kind",
        label: "Wound or hope",
        type: "choice",
        help: "Did the text convict (wound) or comfort (hope)?",
        options: [
          { value: "wound", label: "Wound — conviction" },
          { value: "hope", label: "Hope — comfort" },
        ],
      },
      {
        id: "named",
        label: "What it stirred",
        type: "text",
        help: "Name it specifically: the sin, idol, fear or pride — or the promise, comfort or joy.",
      },
      {
        id: "prayer",
        label: "Prayer",
        type: "longText",
        help: "A short prayer: confession and repentance, or thanks and trust.",
      },
      {
        id: "record",
        label: "Heart record",
        type: "longText",
        help: "One to three sentences capturing the encounter.",
      },
    ],
  },
  autoCheck: [
    { rule: "validRef", field: "passage" },
    { rule: "choice", field: "kind" },
    { rule: "required", field: "named" },
    { rule: "required", field: "prayer" },
    { rule: "sentences", field: "record", min: 1, max: 3 },
  ],
  pitfalls: [
    'Emotion driving interpretation: "it made me feel peaceful, so it must mean…" The study rooms fix the meaning; the Fire Room responds to it.',
    "Skipping the room: finishing a study with correct answers and a cold heart.",
    "Manufactured feeling: forcing tears or excitement. Quiet honesty is enough.",
    'Vague confession: "forgive my sins" when the text has put its finger on one particular thing.',
    "Guilt without the gospel: naming the wound but never bringing it to Christ for forgiveness and cleansing.",
  ],
  example: {
    title: "Through the waters — Isaiah 43",
    refs: ["Isaiah 43:1-2"],
    body: 'Text: Isaiah 43:1-2, already studied as God\'s word to exiled Israel. Reading it aloud, the phrase "I have called thee by thy name; thou art mine" stopped me, then "When thou passest through the waters, I will be with thee." Hope: I am called by name and held through deep water — the promise is not that there will be no river, but that I will not cross it alone. Prayer: "Lord, You know the name of this trial and You know my name. I trust You to walk through it with me this week, and I thank You that I am Yours." Heart record: I am not alone in the river.',
  },
  examplePool: [
    {
      refs: ["Psalm 139:23-24"],
      body: 'Text: Psalm 139:23-24, "Search me, O God, and know my heart." Wound: I have been rehearsing an old grievance every night — "know my thoughts" exposed it. Prayer: I confess the grudge and ask You to lead me in the way everlasting. Heart record: He already knew; I was the one hiding.',
    },
    {
      refs: ["Romans 8:1"],
      body: 'Text: Romans 8:1, "There is therefore now no condemnation to them which are in Christ Jesus." Hope: the verdict is already in, and it is not guilty. Prayer: thank You that my failures this week do not change what Christ has done. Heart record: I went to bed forgiven, not on probation.',
    },
    {
      refs: ["Luke 15:20"],
      body: 'Text: Luke 15:20, the father who "ran, and fell on his neck, and kissed him." Hope: God runs toward returning sinners. Prayer: Father, I am coming back from a careless month; thank You for running. Heart record: I had rehearsed a speech, and He did not need it.',
    },
    {
      refs: ["Revelation 3:17-18"],
      body: 'Text: Revelation 3:17-18, "thou sayest, I am rich … and have need of nothing." Wound: spiritual self-sufficiency — I have stopped asking for help because I know the answers. Prayer: Lord, I buy of You gold tried in the fire; make me need You again. Heart record: Knowing about Him had replaced needing Him.',
    },
    {
      refs: ["Luke 12:15"],
      body: 'Text: Luke 12:15, "beware of covetousness: for a man\'s life consisteth not in the abundance of the things which he possesseth." Wound: I have been restless for a newer car. Prayer: I confess the covetousness and thank You for what I have. Heart record: My life is not in my driveway.',
    },
    {
      refs: ["Psalm 23:4"],
      body: 'Text: Psalm 23:4, "though I walk through the valley of the shadow of death, I will fear no evil: for thou art with me." Hope: His presence in my mother\'s illness. Prayer: Shepherd, walk with us through the hospital corridor tomorrow. Heart record: The valley is a place to walk through, and He is walking too.',
    },
    {
      refs: ["James 4:1-2"],
      body: 'Text: James 4:1-2, "From whence come wars and fightings among you?" Wound: the argument at home came from my wanting my own way, not from my wife. Prayer: I confess it and ask for a humble heart to apologise tonight. Heart record: The war started in me.',
    },
    {
      refs: ["Zephaniah 3:17"],
      body: 'Text: Zephaniah 3:17, "he will joy over thee with singing." Hope: God delights in His people, not only tolerates them. Prayer: thank You that You rejoice over me; help me rest in Your love. Heart record: I had never pictured God singing over me.',
    },
    {
      refs: ["1 Corinthians 13:4-5"],
      body: 'Text: 1 Corinthians 13:4-5, charity "is not easily provoked, thinketh no evil." Wound: I keep a mental list of a colleague\'s mistakes. Prayer: forgive me; I tear up the list and ask You to love him through me. Heart record: My "record keeping" was not love.',
    },
    {
      refs: ["Isaiah 1:18"],
      body: 'Text: Isaiah 1:18, "though your sins be as scarlet, they shall be as white as snow." Hope: a sin I thought was too deep-dyed to wash out. Prayer: I bring it to You and believe Your word over my feelings. Heart record: Scarlet is not too strong for His cleansing.',
    },
    {
      refs: ["Psalm 32:3-5"],
      body: 'Text: Psalm 32:3-5, "When I kept silence, my bones waxed old." Wound: I have been silent about a lie I told. Prayer: I acknowledge it to You and will put it right tomorrow. Heart record: Silence was heavier than confession.',
    },
    {
      refs: ["Hebrews 12:1-2"],
      body: 'Text: Hebrews 12:1-2, "Looking unto Jesus the author and finisher of our faith." Hope: He finishes what He started in me. Prayer: I look away from my slow progress to You. Heart record: The race is long, but the Finisher is running with me.',
    },
  ],
  practicePrompts: [
    {
      id: "frm-p1",
      text: "Psalm 51:1-12 — name the wound. Be specific, then pray the psalm back, ending with the hope of a clean heart.",
      refs: ["Psalm 51:1-12"],
    },
    {
      id: "frm-p2",
      text: "Lamentations 3:21-26 — name the hope. What does the writer call to mind in the middle of ruin, and what do you need to call to mind today?",
      refs: ["Lamentations 3:21-26"],
    },
    {
      id: "frm-p3",
      text: "Luke 22:61-62 (Peter's denial). Read it slowly: what does the look of Jesus stir in you — a wound, a hope, or both? Choose the one that is most alive and pray it.",
      refs: ["Luke 22:61-62"],
    },
    {
      id: "frm-p4",
      text: "Return to a text from an earlier fire record and read it again. Compare what it stirs now with what it stirred then.",
      refs: [],
    },
  ],
  masterTasks: [
    {
      id: "frm-m3",
      level: 3,
      kind: "reflection",
      prompt:
        "Read back through your fire records. Which texts convicted and which comforted? Where has God answered a prayer you recorded? Reflect on how the Fire Room has changed the way you finish a study session.",
    },
    {
      id: "frm-m4",
      level: 4,
      kind: "teaching",
      prompt:
        "Explain the Fire Room to a beginner using Jeremiah 20:9 and Luke 24:32. State the core question, explain wound and hope, and show why exegesis must come first and why a wound always leads to the gospel.",
    },
    {
      id: "frm-m5",
      level: 5,
      kind: "application",
      prompt:
        "Take Psalm 51. Work it in the Story Room (its setting in 2 Samuel 11–12, in order), the Blue Room (the sanctuary language of washing, hyssop and sacrifice) and the Fire Room (the wound it exposes in you and the prayer it gives you). Show how study leads into encounter.",
    },
  ],
};
