import { overviewOf } from "@common/content/palace/overview";
import type { Room } from "@common/content/palace/types";

const officeOptions = [
  { value: "prophet", label: "Prophet — reveals, teaches, proclaims, foretells, exposes sin" },
  { value: "priest", label: "Priest — sacrifices, intercedes, atones, mediates, blesses, cleanses" },
  { value: "king", label: "King — rules, judges, conquers, commands, is enthroned, subdues" },
];

export const room: Room = {
  ...overviewOf("cr"),
  prerequisites: [],
  method: [
    {
      text: "Find Christ's primary activity in the passage: what is He doing, or what is being done that only He can do?",
      substeps: [
        "Look for the main verb that belongs to Christ (or to the figure who points to Him): teaches, offers, pleads, commands, judges.",
        "In Old Testament passages ask what the prophet, priest or king in the text foreshadows, and where the New Testament takes it up.",
      ],
    },
    {
      text: "Tag the office that activity belongs to: Prophet, Priest or King.",
      substeps: [
        "Prophet: He reveals, teaches, proclaims, foretells or exposes sin — God speaking to us.",
        "Priest: He sacrifices, intercedes, atones, mediates, blesses or cleanses — Christ standing for us before God.",
        "King: He rules, judges, conquers, commands, is enthroned or subdues — God reigning over and for us.",
        "If a second office is clearly present, add it as secondary — only one, and only with a reason.",
      ],
    },
    {
      text: "Name the title used or implied, because titles carry their office: Lamb of God → Priest; Teacher → Prophet; Lord of lords → King.",
    },
    {
      text: "State what He accomplishes, and the benefit to believers and to the church.",
      substeps: [
        'The act is Christ\'s work, in one line: "ever lives to make intercession".',
        'The benefit is what His work gives us: "saves to the uttermost". Application flows from Christ\'s act, not from our effort.',
      ],
    },
    {
      text: "Note the horizon of that act: fulfilled (done once for all), ongoing now (He is doing it today) or awaited (still to come).",
    },
  ],
  principles: [
    "Where Christ in Every Chapter asks where Christ is, this room asks what He is doing.",
    "The threefold office is rooted in Deuteronomy 17–18: the prophet like Moses, the priests at the altar, the king under God's law.",
    "The office shapes the application: a Prophet is heard and obeyed, a Priest is trusted and approached, a King is submitted to and worshipped.",
    "One primary office per passage; a secondary office only where the text clearly shows it.",
  ],
  deliverable: {
    kind: "officeNote",
    description:
      "Passage → Office → Title → Act → Benefit → Horizon: what Christ is doing here and what it means for us.",
    fields: [
      {
        id: "passage",
        label: "Passage",
        type: "reference",
        help: 'The passage you studied, e.g. "Hebrews 7:25" or "John 2:13-17".',
      },
      {
        id: "office",
        label: "Primary office",
        type: "choice",
        help: "The office Christ chiefly exercises in this passage.",
        options: officeOptions,
      },
      {
        id: "secondaryOffice",
        label: "Secondary office (optional)",
        type: "choice",
        optional: true,
        help: "Only if a second office is clearly present; never the same as the primary.",
        options: officeOptions,
      },
      {
        id: "title",
        label: "Title",
        type: "text",
        help: 'The title used or implied, e.g. "Intercessor", "Lamb of God", "Teacher", "King of kings".',
      },
      {
        id: "act",
        label: "Act",
        type: "text",
        help: 'What Christ does or accomplishes here, in one line, e.g. "ever lives to plead for those who come".',
      },
      {
        id: "benefit",
        label: "Benefit",
        type: "text",
        help: 'What His act gives believers and the church, e.g. "saves to the uttermost".',
      },
      {
        id: "horizon",
        label: "Horizon",
        type: "choice",
        help: "Is this act done once for all, going on now, or still to come?",
        options: [
          { value: "fulfilled", label: "Fulfilled — accomplished in history" },
          { value: "ongoing", label: "Ongoing — He is doing it now" },
          { value: "awaited", label: "Awaited — still to come" },
        ],
      },
      {
        id: "application",
        label: "How this shapes interpretation and application (optional)",
        type: "longText",
        optional: true,
        help: "One or two sentences: because He acts as Prophet, Priest or King here, how should we read and respond?",
      },
    ],
  },
  autoCheck: [
    { rule: "validRef", field: "passage" },
    { rule: "choice", field: "office" },
    { rule: "differs", field: "secondaryOffice", from: "office" },
    { rule: "required", field: "title" },
    { rule: "required", field: "act" },
    { rule: "required", field: "benefit" },
    { rule: "choice", field: "horizon" },
  ],
  pitfalls: [
    'Moralism without the Messiah: turning the passage into "be like David" or "try harder" while Christ\'s own work disappears.',
    'A vague "Jesus is somewhere here": the room asks what He is doing, so name the office, the title and the act.',
    "Ignoring the horizon: confusing what He finished at the cross with what He does now in heaven and what He will do at His return.",
    'Careless mixing of offices: tagging all three "to be safe", or calling a royal act of judgment priestly because it sounds gentle.',
    'Letting the title float free of the text: "Lamb" belongs to the Priest only when the passage is about sacrifice or cleansing.',
  ],
  example: {
    title: "Hebrews 7:25 — the Priest who never stops pleading",
    refs: ["Hebrews 7:25"],
    body: 'Hebrews 7:25 → Priest • Intercessor • "ever liveth to make intercession" for those who come to God by Him • He is "able also to save them to the uttermost" • ongoing now. The act is priestly: mediation before God. The title is implied by the verb — He intercedes. The benefit is complete salvation for anyone who comes, and the horizon is today, because Christ\'s intercession in the heavenly sanctuary is going on now. Application: come boldly, because your Priest is still pleading.',
  },
  examplePool: [
    {
      refs: ["John 1:29"],
      body: "John 1:29 → Priest • Lamb of God • takes away the sin of the world • sin removed, not merely covered • fulfilled at the cross. The title itself names the office: a lamb belongs at the altar, and John points to the sacrifice God provides.",
    },
    {
      refs: ["Matthew 7:28-29"],
      body: "Matthew 7:28-29 → Prophet • Teacher • teaches \"as one having authority, and not as the scribes\" • His word is the rock to build on (Matthew 7:24) • fulfilled in His ministry, binding now. The crowd's astonishment shows the prophet like Moses speaking God's own word.",
    },
    {
      refs: ["John 4:16-19"],
      body: 'John 4:16-19 → Prophet • "a prophet" (the woman\'s own word) • exposes her hidden life with a single sentence • exposure opens the way to living water • fulfilled. Exposing sin is a prophetic act, and here it is done in mercy, not to shame but to heal.',
    },
    {
      refs: ["Mark 4:35-41"],
      body: 'Mark 4:35-41 → King • Lord of wind and sea • commands "Peace, be still" and the storm obeys • His people are safe under His rule • fulfilled in the event, ongoing in His care. Commanding creation is royal; the disciples\' question "What manner of man is this?" points to the King.',
    },
    {
      refs: ["Luke 4:16-21"],
      body: 'Luke 4:16-21 → Prophet • the Anointed One • proclaims good tidings, deliverance and "the acceptable year of the Lord" • the poor, bruised and blind hear that their release has come • fulfilled "this day". Preaching and proclaiming are the Prophet\'s work, and the fulfilment formula sets the horizon.',
    },
    {
      refs: ["John 17:9-24"],
      body: 'John 17:9-24 → Priest (secondary Prophet) • Intercessor • prays for His disciples and for all who will believe through their word • we are kept, sanctified and loved • ongoing, because He still intercedes (Hebrews 7:25). The secondary office is earned by verse 14: "I have given them thy word".',
    },
    {
      refs: ["Matthew 28:18-20"],
      body: 'Matthew 28:18-20 → King • Lord with all authority in heaven and earth • commands the nations to be discipled • the church goes under His authority and with His presence "alway" • ongoing now. The Great Commission is a royal decree before it is a task.',
    },
    {
      refs: ["1 John 2:1-2"],
      body: "1 John 2:1-2 → Priest • Advocate, Jesus Christ the righteous • pleads our case and is Himself the propitiation for our sins • a sinning believer has somewhere to go • ongoing now. Advocacy and atonement are both priestly: the sacrifice is finished, the pleading continues.",
    },
    {
      refs: ["Matthew 24:30-31"],
      body: "Matthew 24:30-31 → King • Son of man coming in power and great glory • sends His angels to gather His elect • His scattered people are brought home • awaited. The horizon keeps this royal act in the future; it is not fulfilled in any earthly event before His visible return.",
    },
    {
      refs: ["Revelation 1:12-18"],
      body: "Revelation 1:12-18 → Priest (secondary King) • one like the Son of man, clothed to the foot • walks among the lampstands, tending His churches • His churches are never unattended • ongoing now. The long robe and the lampstands are priestly; the keys of hell and death add the King.",
    },
    {
      refs: ["Luke 19:41-44"],
      body: "Luke 19:41-44 → Prophet • the weeping Prophet over Jerusalem • foretells the siege and fall of the city because it knew not the time of its visitation • a warning to know our own day of grace • fulfilled in AD 70. He foretells with tears, so the Prophet's warning carries the Saviour's heart.",
    },
    {
      refs: ["Daniel 7:13-14"],
      body: "Daniel 7:13-14 → King • one like the Son of man • comes with the clouds to the Ancient of Days and receives dominion, glory and an everlasting kingdom • His people will share that kingdom (Daniel 7:27) • ongoing in heaven's judgment and completed at His return. In the historicist reading this heavenly scene follows the judgment of Daniel 7:9-10; it is not the second coming to earth.",
    },
    {
      refs: ["Mark 1:40-42"],
      body: 'Mark 1:40-42 → Priest • the One who cleanses • touches the leper and says "be thou clean" • the untouchable is restored to God\'s people • fulfilled. Declaring clean belonged to the priest (Leviticus 13); Jesus does more than declare — He makes clean, then sends the man to the priest as a testimony.',
    },
  ],
  practicePrompts: [
    {
      id: "cr-p1",
      text: "John 2:13-17 (the temple cleansed): which office leads, which is secondary, and why?",
      refs: ["John 2:13-17"],
    },
    {
      id: "cr-p2",
      text: 'Luke 23:34: name the office, the title implied by "Father, forgive them", the act, the benefit and the horizon.',
      refs: ["Luke 23:34"],
    },
    {
      id: "cr-p3",
      text: "Revelation 19:11-16: write the office note, taking special care with the horizon.",
      refs: ["Revelation 19:11-16"],
    },
    {
      id: "cr-p4",
      text: "Matthew 5:1-12: what is Christ doing on the mount, and how does His office change the way the Beatitudes should be applied?",
      refs: ["Matthew 5:1-12"],
    },
  ],
  masterTasks: [
    {
      id: "cr-m3",
      level: 3,
      kind: "reflection",
      prompt:
        "Which office of Christ do you lean on most, and which do you neglect? Using Hebrews 4:14-16 and Revelation 19:11-16, reflect on how holding all three offices together corrects your picture of Jesus and your way of applying Scripture.",
    },
    {
      id: "cr-m4",
      level: 4,
      kind: "teaching",
      prompt:
        "Explain the Concentration Room to a beginner using Hebrews 7:25 and John 1:29. State the core question, show how the verbs reveal the office, how titles carry their office, and why the horizon matters. Warn them about moralism without the Messiah.",
    },
    {
      id: "cr-m5",
      level: 5,
      kind: "application",
      prompt:
        "Take Psalm 110 through three rooms: tag the offices of Christ (CR — note that King and Priest both appear), set out its five dimensions (DR), and name the time zones it speaks from (TZ). Show how the office note keeps the other two rooms centred on what Christ is doing.",
    },
  ],
  referenceLists: ["offices"],
};
