import type { BankItem } from "./types";

export const bank: BankItem[] = [
  {
    id: "cr-t1-01",
    tier: 1,
    type: "single",
    prompt: "What is the core question of the Concentration Room (CR)?",
    options: [
      "Which of Christ's offices — Prophet, Priest or King — is active here, and how does that shape interpretation and application?",
      "Where is Christ hidden in this chapter?",
      "Which recurring motif appears three or more times?",
      "How does this text speak to history, Christ, me, the church and eternity?",
    ],
    answer: 0,
    explanation:
      "CR asks what Christ is doing through His threefold office. Finding where He is in a chapter is the work of CEC; five faces is DR; recurring motifs belong to PRm.",
  },
  {
    id: "cr-t1-02",
    tier: 1,
    type: "match",
    prompt: "Match each office to the verbs that mark it.",
    pairs: [
      ["Prophet", "reveals, teaches, proclaims, foretells, exposes sin"],
      ["Priest", "sacrifices, intercedes, atones, mediates, blesses, cleanses"],
      ["King", "rules, judges, conquers, commands, is enthroned, subdues"],
    ],
    explanation:
      "The office is recognised by what Christ does: God speaking (Prophet), Christ standing for us before God (Priest), God reigning (King).",
  },
  {
    id: "cr-t1-03",
    tier: 1,
    type: "order",
    prompt: "Put the steps of the Concentration Room in order.",
    items: [
      "Find Christ's primary activity in the passage",
      "Tag the office",
      "Name the title used or implied",
      "State what He accomplishes and the benefit to believers",
      "Note the horizon: fulfilled, ongoing or awaited",
    ],
    explanation:
      "Activity first, then office and title, then act and benefit, and finally the horizon of that act.",
  },
  {
    id: "cr-t1-04",
    tier: 1,
    type: "multi",
    prompt: "Which of these are named pitfalls of the Concentration Room? Choose all that apply.",
    options: [
      "Moralism without the Messiah",
      'A vague "Jesus is somewhere here"',
      "Ignoring the horizon",
      "Careless mixing of offices",
      "Using more than seven beats",
    ],
    answers: [0, 1, 2, 3],
    explanation:
      "The four CR pitfalls all blur what Christ is doing. Too many beats is a Story Room problem.",
  },
  {
    id: "cr-t1-05",
    tier: 1,
    type: "short",
    prompt: "Give the three horizons an office note can carry (any order, separated by commas).",
    accept: [
      "fulfilled, ongoing, awaited",
      "fulfilled ongoing awaited",
      "fulfilled, ongoing and awaited",
      "fulfilled, awaited, ongoing",
      "ongoing, fulfilled, awaited",
      "ongoing, awaited, fulfilled",
      "awaited, fulfilled, ongoing",
      "awaited, ongoing, fulfilled",
    ],
    explanation:
      "The horizon says whether His act is done once for all (fulfilled), going on now (ongoing) or still to come (awaited).",
  },
  {
    id: "cr-t1-06",
    tier: 1,
    type: "single",
    prompt: "Which Old Testament chapters root the threefold office taught in this room?",
    options: ["Deuteronomy 17–18", "Leviticus 1–7", "Genesis 12–15", "Exodus 25–27"],
    answer: 0,
    explanation:
      "Deuteronomy 17 gives the law of the king and Deuteronomy 18 the priests' portion and the promised prophet like Moses.",
  },
  {
    id: "cr-t1-07",
    tier: 1,
    type: "single",
    prompt: "On which floor is the Concentration Room, and what is its tag?",
    options: ["Floor 4, CR", "Floor 5, CEC", "Floor 2, CR", "Floor 4, C6"],
    answer: 0,
    explanation:
      "CR is the first room of floor 4, Next Level. C6 is Connect-6 on the same floor; CEC is on floor 5.",
  },
  {
    id: "cr-t2-01",
    tier: 2,
    type: "single",
    prompt:
      'A student writes on 1 Samuel 17: "Be brave like David and your giants will fall." What is wrong from the CR point of view?',
    options: [
      "It is moralism without the Messiah: Christ's own royal victory has disappeared.",
      "Nothing; courage is the point of the chapter.",
      "It tags the wrong office: David was a priest.",
      "It forgot to list five beats.",
    ],
    answer: 0,
    explanation:
      "CR first asks what Christ, the Son of David, does: He fights and wins for His people. Our courage follows from His victory.",
  },
  {
    id: "cr-t2-02",
    tier: 2,
    type: "single",
    prompt: "Which office note on John 1:29 is best?",
    options: [
      "Priest • Lamb of God • takes away the sin of the world • sin removed • fulfilled",
      "Prophet, Priest and King • Jesus • is present • good for everyone • ongoing",
      "King • Lamb • rules the world • order • awaited",
      "Jesus is somewhere in this verse.",
    ],
    answer: 0,
    explanation:
      'The lamb belongs at the altar; the act is sacrificial and finished at the cross. Tagging all three offices or saying "somewhere" are pitfalls.',
  },
  {
    id: "cr-t2-03",
    tier: 2,
    type: "multi",
    prompt: "Which of these are acceptable office notes? Choose all that apply.",
    options: [
      "Matthew 28:18-20 → King • Lord with all authority • commands the nations to be discipled • the church goes with His presence • ongoing",
      "1 John 2:1 → Priest • Advocate • pleads our case • a sinning believer has somewhere to go • ongoing",
      "Hebrews 7:25 → King • Intercessor • rules the nations • power • awaited",
      "Luke 19:41-44 → Prophet • weeping Prophet • foretells Jerusalem's fall • a warning to know our day of grace • fulfilled",
    ],
    answers: [0, 1, 3],
    explanation:
      'Hebrews 7:25 is priestly intercession going on now, so "King … awaited" mis-tags both office and horizon.',
  },
  {
    id: "cr-t2-04",
    tier: 2,
    type: "single",
    prompt: 'A student tags every passage "Prophet, Priest and King" to be safe. Which pitfall is this?',
    options: ["Careless mixing of offices", "Ignoring the horizon", "Forcing a dimension", "Thin evidence"],
    answer: 0,
    explanation:
      "One primary office is named, with at most one secondary office that the text clearly shows.",
  },
  {
    id: "cr-t2-05",
    tier: 2,
    type: "single",
    prompt:
      'A note on Hebrews 9:24 reads: "Priest • High Priest • appeared in the presence of God for us • fulfilled." What should be corrected?',
    options: [
      "The horizon: His appearing before God for us is ongoing now.",
      "The office: entering the sanctuary is royal.",
      "The title: He is called Teacher there.",
      "Nothing needs correcting.",
    ],
    answer: 0,
    explanation:
      'Hebrews 9:24 says He entered heaven "now to appear in the presence of God for us" — a present ministry, not a past one.',
  },
  {
    id: "cr-t2-06",
    tier: 2,
    type: "single",
    prompt: "Why does the room insist on naming the benefit to believers?",
    options: [
      "Because application must flow from Christ's act rather than from our own effort.",
      "Because the auto-check counts words.",
      "Because every passage is mainly about the reader.",
      "Because the benefit decides the office.",
    ],
    answer: 0,
    explanation:
      "The benefit ties application to what Christ does: we respond to a Prophet heard, a Priest trusted, a King obeyed.",
  },
  {
    id: "cr-t3-01",
    tier: 3,
    type: "single",
    prompt: 'Luke 23:34 — "Father, forgive them; for they know not what they do." Which office leads?',
    options: ["Priest", "Prophet", "King"],
    answer: 0,
    explanation:
      "Praying for transgressors is intercession, the priestly work foretold in Isaiah 53:12, offered while He Himself is the sacrifice.",
  },
  {
    id: "cr-t3-02",
    tier: 3,
    type: "single",
    prompt: "Revelation 19:11-16: which office and horizon belong together?",
    options: ["King, awaited", "Priest, ongoing", "Prophet, fulfilled", "King, fulfilled"],
    answer: 0,
    explanation:
      "The rider called KING OF KINGS, AND LORD OF LORDS judges and makes war at His return — a royal act still to come.",
  },
  {
    id: "cr-t3-03",
    tier: 3,
    type: "single",
    prompt: "John 2:13-17 (the temple cleansed). Which pairing is most defensible?",
    options: [
      "King leading (zeal and authority over His Father's house), Priest secondary (cleansing the temple)",
      "Priest only, because a temple is mentioned",
      "No office, because He is angry",
      "Prophet only, because the disciples remembered a psalm",
    ],
    answer: 0,
    explanation:
      'He acts with authority over "my Father\'s house" and drives out the traders; the cleansing of worship adds a priestly note. Some also hear the Prophet exposing sin — but one office must lead.',
  },
  {
    id: "cr-t3-04",
    tier: 3,
    type: "reference",
    prompt: "Give a verse in which Christ is called the Lamb of God.",
    accept: ["John 1:29", "John 1:36"],
    explanation:
      'John the Baptist says "Behold the Lamb of God" in John 1:29 and again in John 1:36 — a priestly, sacrificial title.',
  },
  {
    id: "cr-t3-05",
    tier: 3,
    type: "reference",
    prompt: "Where does Moses promise a prophet like himself whom Israel must hear? (chapter and verses)",
    accept: ["Deuteronomy 18:15-19"],
    explanation:
      "Deuteronomy 18:15-19 is the root of the prophetic office; Acts 3:22-23 applies it to Jesus.",
  },
  {
    id: "cr-t3-06",
    tier: 3,
    type: "single",
    prompt: "Matthew 5:1-12: He goes up a mountain, sits, and teaches the Beatitudes. Which office leads?",
    options: ["Prophet", "Priest", "King"],
    answer: 0,
    explanation:
      "Like Moses on the mountain, He speaks God's word; the blessings He pronounces also carry royal authority, but teaching leads.",
  },
  {
    id: "cr-t3-07",
    tier: 3,
    type: "match",
    prompt: "Match each passage to the office that leads in it.",
    pairs: [
      ["Hebrews 7:25 — ever lives to make intercession", "Priest"],
      ['Mark 4:39 — "Peace, be still"', "King"],
      ["Luke 4:18-21 — anointed to preach good tidings", "Prophet"],
    ],
    explanation: "Interceding is priestly, commanding creation is royal, proclaiming is prophetic.",
  },
  {
    id: "cr-t4-01",
    tier: 4,
    type: "single",
    prompt:
      'Psalm 110:4 says "Thou art a priest for ever after the order of Melchizedek" of the one told to sit at God\'s right hand. What makes Melchizedek important to CR?',
    options: [
      "He is both king and priest, so Christ's royal and priestly offices meet in one person.",
      "He is only a prophet, so Psalm 110 is prophetic.",
      "He shows that priesthood is awaited, never ongoing.",
      "He proves the offices must never overlap.",
    ],
    answer: 0,
    explanation:
      "Melchizedek was king of Salem and priest of the most high God (Genesis 14:18); Hebrews 7 shows Christ unites both offices.",
  },
  {
    id: "cr-t4-02",
    tier: 4,
    type: "single",
    prompt:
      "Daniel 7:13-14: the Son of man comes with the clouds to the Ancient of Days and receives a kingdom. Which horizon fits best in a historicist reading?",
    options: [
      "Ongoing in heaven's judgment now, completed at His return",
      "Fulfilled at His birth in Bethlehem",
      "Awaited only, because it describes His landing on earth",
      "No horizon: it is poetry",
    ],
    answer: 0,
    explanation:
      "He comes to the Ancient of Days in heaven, after the judgment scene of Daniel 7:9-10, not to earth; He then returns as King.",
  },
  {
    id: "cr-t4-03",
    tier: 4,
    type: "single",
    prompt: "How does CR differ from Christ in Every Chapter (CEC)?",
    options: [
      "CEC finds where Christ is in a chapter; CR asks what He is doing through His offices.",
      "They are the same room with two tags.",
      "CR is only for the Gospels; CEC is only for the Old Testament.",
      "CEC names offices; CR names chapters.",
    ],
    answer: 0,
    explanation: "The palace separates finding Christ (CEC, floor 5) from naming His activity (CR, floor 4).",
  },
  {
    id: "cr-t4-04",
    tier: 4,
    type: "multi",
    prompt: "Which acts belong to the priestly office? Choose all that apply.",
    options: ["intercedes", "atones", "blesses", "conquers", "foretells", "cleanses"],
    answers: [0, 1, 2, 5],
    explanation:
      "Conquering is royal and foretelling is prophetic; interceding, atoning, blessing and cleansing are priestly.",
  },
  {
    id: "cr-t4-05",
    tier: 4,
    type: "single",
    prompt:
      "Combining CR with the Time Zone room: Christ's intercession in Hebrews 8:1-2 is in which zone, and which CR horizon?",
    options: ["H-Now, ongoing", "E-Pa, fulfilled", "H-Fu, awaited", "E-Now, awaited"],
    answer: 0,
    explanation:
      "He ministers now in the true tabernacle in heaven: heaven-now, and an ongoing priestly act.",
  },
  {
    id: "cr-t4-06",
    tier: 4,
    type: "single",
    prompt: "Which statement about a secondary office is right?",
    options: [
      "At most one secondary office may be added, and only where the text clearly shows it.",
      "Every passage has all three offices, so list them all.",
      "The secondary office should always be King.",
      "A secondary office may be the same as the primary for emphasis.",
    ],
    answer: 0,
    explanation:
      "The room allows one secondary office, different from the primary, when the text supports it.",
  },
  {
    id: "cr-t4-07",
    tier: 4,
    type: "match",
    prompt: "Match each title to its office.",
    pairs: [
      ["Advocate", "Priest"],
      ["Rabbi", "Prophet"],
      ["Lion of the tribe of Judah", "King"],
    ],
    explanation:
      "An advocate pleads (Priest, 1 John 2:1), a rabbi teaches (Prophet), the Lion of Judah conquers and reigns (King, Revelation 5:5).",
  },
];
