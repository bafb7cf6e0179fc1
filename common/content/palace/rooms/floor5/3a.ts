import { overviewOf } from "@common/content/palace/overview";
import type { Room } from "@common/content/palace/types";

export const room: Room = {
  ...overviewOf("3a"),
  prerequisites: [],
  method: [
    {
      text: "Read the passage for cues: gospel, worship, creation, judgment, Babylon, or end-time pressure.",
      substeps: [
        "Gospel, creation, Sabbath, worship, judgment → first angel.",
        "False worship, confusion, the call to separate → second angel.",
        "Coerced worship, a mark or decree, faithfulness under pressure → third angel.",
      ],
    },
    {
      text: "Choose the angel whose message the passage proclaims or echoes (Revelation 14:6-7, 8 or 9-12).",
    },
    { text: "State the connection in one or two sentences, naming the shared words or ideas." },
    {
      text: "Write a mission application for today: who needs this message now, and how would you bring it with the gospel first?",
    },
  ],
  principles: [
    'Start with the gospel, not the law: the first angel carries "the everlasting gospel" before any warning.',
    "The Sabbath is a sign of belonging to the Creator and Redeemer, not a ladder to salvation.",
    "Judgment is good news: the Judge is also the Advocate, and the verdict is for His people (Daniel 7:22).",
    '"Babylon" means every mixture of truth and error, not one church or its members; God calls "my people" out of it.',
    'This is present truth: a message for now, to "every nation, and kindred, and tongue, and people."',
  ],
  deliverable: {
    kind: "angelTag",
    description:
      "An angel tag: the passage → the angel (1, 2 or 3) → the connection in 1–2 sentences → a mission application for today.",
    fields: [
      {
        id: "passage",
        label: "Passage",
        type: "reference",
        help: 'The text you are tagging, e.g. "Acts 17:24-31".',
      },
      {
        id: "angel",
        label: "Angel",
        type: "choice",
        help: "Which angel's message the passage proclaims or echoes.",
        options: [
          {
            value: "1",
            label: "First angel — everlasting gospel, judgment hour, worship the Creator (Rev 14:6-7)",
          },
          { value: "2", label: "Second angel — Babylon is fallen (Rev 14:8)" },
          {
            value: "3",
            label: "Third angel — beast, image and mark; commandments and faith of Jesus (Rev 14:9-12)",
          },
        ],
      },
      {
        id: "cues",
        label: "Cues",
        type: "list",
        optional: true,
        help: "Optional: the words or ideas in the passage that pointed you to this angel, one per line.",
      },
      {
        id: "connection",
        label: "Connection",
        type: "longText",
        help: "One or two sentences linking the passage to the message.",
      },
      {
        id: "application",
        label: "Mission application",
        type: "longText",
        help: "How this message reaches someone today, starting from the gospel.",
      },
    ],
  },
  autoCheck: [
    { rule: "validRef", field: "passage" },
    { rule: "choice", field: "angel" },
    { rule: "sentences", field: "connection", min: 1, max: 2 },
    { rule: "required", field: "application" },
  ],
  pitfalls: [
    'Detaching the messages from Jesus: they are "the everlasting gospel" and "the faith of Jesus", not a set of doctrines without a Saviour.',
    "Legalism: presenting the commandments or the Sabbath as the way to earn salvation rather than as the fruit and sign of it.",
    "No gospel foundation: opening with Babylon or the mark before the good news of grace.",
    'Sectarian superiority: using "Babylon" to despise people instead of calling them, as God does, "my people".',
    "Treating it as charts only: the messages are a mission to proclaim, not merely a prophecy to diagram.",
  ],
  example: {
    title: "Paul at Athens (Acts 17:24-31)",
    refs: ["Acts 17:24-31", "Revelation 14:6-7"],
    body: 'Paul tells the philosophers that the God "that made the world and all things therein" does not live in temples made with hands, calls all men everywhere to repent, and has "appointed a day, in the which he will judge the world" by the risen Jesus. Angel: the first — worship the Maker of heaven and earth, for the hour of judgment is fixed. Connection: Paul proclaims creator-worship and a set judgment, grounded in the resurrection. Application: with secular hearers today, begin where Paul began — the Creator who is near — and present judgment as the hope that wrongs will be put right by the One who rose for us.',
  },
  examplePool: [
    {
      refs: ["Ecclesiastes 12:13-14"],
      body: '"Fear God, and keep his commandments… For God shall bring every work into judgment." Angel: the first, whose cry is "Fear God… for the hour of his judgment is come." Connection: both join reverence for God with accountability in judgment. Application: speak to a generation that thinks nothing matters: everything matters to God, and He receives those who come to Him.',
    },
    {
      refs: ["Revelation 18:1-4"],
      body: 'Another angel lightens the earth with glory and cries, "Babylon the great is fallen… Come out of her, my people." Angel: the second, repeated and amplified. Connection: the fall of Babylon is announced again with a call to separate. Application: the call is tender — God still names people inside confusion as "my people"; invite, do not condemn.',
    },
    {
      refs: ["Daniel 3"],
      body: "A golden image, a decree, music as the signal, and a furnace for anyone who will not bow. Angel: the third, which warns against worshipping the beast and his image under threat of death (Revelation 13:15). Connection: worship enforced by the state, met by faithful refusal. Application: teach quiet courage now, before pressure comes, and remember that the Son of God walked in the fire with them.",
    },
    {
      refs: ["Genesis 2:1-3", "Exodus 20:11"],
      body: 'God finishes creation, rests on the seventh day, blesses and sanctifies it. Angel: the first, whose call to "worship him that made heaven, and earth, and the sea, and the fountains of waters" echoes the Sabbath commandment. Connection: the Sabbath is the memorial of the Creator the first angel proclaims. Application: offer the Sabbath to tired people as a gift of rest in the Creator, not a burden.',
    },
    {
      refs: ["Matthew 24:14"],
      body: '"This gospel of the kingdom shall be preached in all the world for a witness unto all nations; and then shall the end come." Angel: the first, flying "to every nation, and kindred, and tongue, and people." Connection: a worldwide gospel proclamation precedes the end. Application: every believer has a part in the final mission — where is your "nation" this week?',
    },
    {
      refs: ["Isaiah 21:9", "Revelation 14:8"],
      body: 'A watchman hears, "Babylon is fallen, is fallen; and all the graven images of her gods he hath broken." Angel: the second, which repeats the doubled cry. Connection: ancient Babylon\'s fall is the pattern for the fall of spiritual Babylon. Application: false systems that look permanent are already judged; do not build your life on them.',
    },
    {
      refs: ["Jeremiah 51:6-8"],
      body: '"Flee out of the midst of Babylon… Babylon hath been a golden cup in the Lord\'s hand, that made all the earth drunken." Angel: the second — the wine that intoxicates the nations. Connection: Babylon\'s cup of confusion and the call to flee. Application: name the "wine" of our time that dulls people to truth, and offer clear Scripture instead.',
    },
    {
      refs: ["Revelation 13:15-17"],
      body: "The image of the beast is given life; none may buy or sell without the mark. Angel: the third, which warns against the beast, his image and his mark. Connection: the coercion the third angel warns about is described here. Application: loyalty to Christ is settled in the forehead (conviction) long before it is tested in the hand (compliance).",
    },
    {
      refs: ["Daniel 6"],
      body: "A decree forbids prayer to any god but the king for thirty days; Daniel prays with his windows open. Angel: the third — worship under legal pressure, and the patience of the saints. Connection: faithfulness to God's commandments when the law of the land forbids it. Application: habits of prayer formed now are what stand when a decree arrives.",
    },
    {
      refs: ["Acts 14:15-17"],
      body: 'At Lystra Paul urges pagans to "turn from these vanities unto the living God, which made heaven, and earth, and the sea." Angel: the first — almost the same words as Revelation 14:7. Connection: the Creator is the ground of the gospel call to idolaters. Application: with people who have no Bible background, start with rain, seasons and food: the Creator\'s goodness.',
    },
    {
      refs: ["John 14:15", "Revelation 14:12"],
      body: '"If ye love me, keep my commandments." Angel: the third, which describes the saints as those who "keep the commandments of God, and the faith of Jesus." Connection: obedience flowing from love and faith, not fear. Application: present the commandments as love\'s response to Jesus, never as the price of His love.',
    },
    {
      refs: ["Psalm 96"],
      body: '"Worship the Lord in the beauty of holiness: fear before him… he cometh to judge the earth." The psalm also declares His glory "among the heathen" and that "the Lord made the heavens." Angel: the first — glory, worship of the Maker, and judgment, to all nations. Application: judgment here makes creation rejoice; preach it as hope.',
    },
  ],
  practicePrompts: [
    { id: "3a-p1", text: "Ecclesiastes 12:13-14 — which angel, and why?", refs: ["Ecclesiastes 12:13-14"] },
    {
      id: "3a-p2",
      text: "Revelation 18:1-4 — which angel, and what is the mission application?",
      refs: ["Revelation 18:1-4"],
    },
    {
      id: "3a-p3",
      text: "Daniel 3 (worship enforced by decree) — tag it and write an application.",
      refs: ["Daniel 3"],
    },
    {
      id: "3a-p4",
      text: 'John 3:16 as the first angel\'s "everlasting gospel": write the mission application.',
      refs: ["John 3:16", "Revelation 14:6"],
    },
  ],
  masterTasks: [
    {
      id: "3a-m3",
      level: 3,
      kind: "reflection",
      prompt:
        'Which of the three messages do you find easiest to share, and which do you avoid? Reflect on whether your presentation of them has started with the gospel, and on how "judgment is good news" has or has not become real to you. Cite the passages you have tagged.',
    },
    {
      id: "3a-m4",
      level: 4,
      kind: "teaching",
      prompt:
        "Explain the Three Angels Room to a beginner: what each angel proclaims, the mapping cues, and why the messages must start with the gospel and avoid sectarian superiority. Tag one passage of your choice as a demonstration and state the core question.",
    },
    {
      id: "3a-m5",
      level: 5,
      kind: "application",
      prompt:
        "Take Revelation 14:6-12 itself and work it through the Three Angels Room, the Prophecy Room (where the messages fall on the timeline after 1844) and the Blue Room (the judgment hour as Most Holy Place ministry). Close with a mission application that begins with the everlasting gospel.",
    },
  ],
  referenceLists: ["angelMessages", "angelCues"],
};
