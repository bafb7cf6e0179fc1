import { overviewOf } from "@common/content/palace/overview";
import type { Room } from "@common/content/palace/types";

export const room: Room = {
  ...overviewOf("bl"),
  prerequisites: [],
  method: [
    {
      text: "Identify the sanctuary element the text evokes.",
      substeps: [
        "Read for sanctuary vocabulary: blood, lamb, washing, light, bread, incense, veil, throne, mercy, cleansing, judgment.",
        "Read for sanctuary actions: coming near, offering, washing, praying, entering, being judged.",
        "Note the Old Testament setting of that element before reading the New Testament into it.",
      ],
    },
    {
      text: "Map it to one article, service or space from the tables (8 articles, 2 services, 3 spaces).",
      substeps: [
        "Choose the main element; list any others the passage touches in passing.",
        "Ask which apartment it belongs to: the court and Holy Place (continual ministry) or the Most Holy Place (the judgment hour, from 1844).",
      ],
    },
    {
      text: "State Christ's fulfilment in one sentence: what He did or is doing that this element foreshadowed.",
    },
    {
      text: "Name the doctrinal theme the element teaches (e.g. substitution, sanctification, intercession, judgment).",
    },
    {
      text: "Cross-link one or two New Testament texts that confirm the fulfilment (Hebrews is the usual key).",
    },
  ],
  principles: [
    "Typology: the earthly sanctuary was a copy and shadow of the heavenly (Hebrews 8:5); its parts carry real meaning, not decoration.",
    "Progressive movement: gate → altar → laver → Holy Place → ark mirrors conversion → cleansing → daily walk → consummation.",
    "Two apartments: Christ's continual ministry (Holy Place) and His judgment-hour ministry (Most Holy Place), which the method dates from 1844 (Daniel 8:14).",
    "Daily and yearly services reveal timing: the daily is ongoing grace; the yearly closes the case.",
    "Follow the blood: where the blood goes, the ministry goes.",
  ],
  deliverable: {
    kind: "sanctuaryTag",
    description:
      "A sanctuary tag: the text → its sanctuary element → Christ's fulfilment in one sentence → the doctrine → one or two New Testament cross-links.",
    fields: [
      {
        id: "passage",
        label: "Passage",
        type: "reference",
        help: 'The text you are tagging, e.g. "Psalm 141:2".',
      },
      {
        id: "element",
        label: "Sanctuary element",
        type: "choice",
        help: "The main article, service or space the text maps to.",
        options: [
          { value: "gate", label: "Gate / Door" },
          { value: "altar", label: "Bronze Altar" },
          { value: "laver", label: "Laver" },
          { value: "lampstand", label: "Lampstand" },
          { value: "table", label: "Table of Showbread" },
          { value: "incense", label: "Altar of Incense" },
          { value: "veil", label: "Veil" },
          { value: "ark", label: "Ark of the Covenant" },
          { value: "daily", label: "Daily service" },
          { value: "yearly", label: "Day of Atonement" },
          { value: "courtyard", label: "Courtyard" },
          { value: "holy", label: "Holy Place" },
          { value: "most-holy", label: "Most Holy Place" },
        ],
      },
      {
        id: "otherElements",
        label: "Other elements touched",
        type: "list",
        optional: true,
        help: "Optional: further articles or spaces the passage touches, one per line.",
      },
      {
        id: "fulfilment",
        label: "Christ's fulfilment",
        type: "text",
        help: "One sentence: how Christ fulfils this element, e.g. \"Christ's intercession perfumes His people's prayers.\"",
      },
      {
        id: "doctrine",
        label: "Doctrine",
        type: "text",
        help: 'The doctrinal theme in a few words, e.g. "intercession".',
      },
      {
        id: "crossLinks",
        label: "New Testament cross-links",
        type: "references",
        help: 'One or two New Testament references, one per line, e.g. "Revelation 8:3-4".',
      },
    ],
  },
  autoCheck: [
    { rule: "validRef", field: "passage" },
    { rule: "choice", field: "element" },
    { rule: "sentences", field: "fulfilment", max: 1 },
    { rule: "required", field: "doctrine" },
    { rule: "validRef", field: "crossLinks" },
    { rule: "items", field: "crossLinks", min: 1, max: 3 },
  ],
  pitfalls: [
    "\"It's just metaphor\": Hebrews treats the sanctuary as a real pattern of Christ's real ministry (Hebrews 8:1-5), not as a loose illustration.",
    "Ignoring the two apartments: flattening the Holy and Most Holy Place loses the difference between continual intercession and the judgment hour.",
    "Forcing sanctuary language onto every text: tag only what the passage actually evokes; not every mention of bread is the showbread.",
    "Skipping the Old Testament context: read the rite in Exodus or Leviticus before announcing its fulfilment.",
    "Missing the timing: daily versus yearly services, and the sequence of the path, tell you when as well as what.",
  ],
  example: {
    title: "Prayer as incense (Psalm 141:2)",
    refs: ["Psalm 141:2", "Revelation 8:3-4", "Hebrews 7:25"],
    body: 'David asks, "Let my prayer be set forth before thee as incense." The element is the Altar of Incense, which stood in the Holy Place just before the veil, where sweet incense burned morning and evening (Exodus 30:7-8). Fulfilment: Christ\'s intercession perfumes His people\'s prayers, so that they rise acceptable before the Father. Doctrine: intercession. Cross-links: Revelation 8:3-4, where an angel offers much incense with the prayers of all saints, and Hebrews 7:25, "he ever liveth to make intercession for them."',
  },
  examplePool: [
    {
      refs: ["John 1:29", "Hebrews 13:10-12"],
      body: 'John the Baptist points and says, "Behold the Lamb of God, which taketh away the sin of the world." Element: the Bronze Altar, where the lamb died in the sinner\'s place. Fulfilment: Christ is the one sacrifice that actually removes sin. Doctrine: substitution. Cross-link: Hebrews 13:10-12.',
    },
    {
      refs: ["John 10:9"],
      body: '"I am the door: by me if any man enter in, he shall be saved." Element: the Gate of the court, the single wide entrance on the east. Fulfilment: Christ is the only and open way into God\'s presence. Doctrine: access by grace. The court had one gate, not many.',
    },
    {
      refs: ["Titus 3:5", "Ephesians 5:26"],
      body: 'Paul speaks of "the washing of regeneration, and renewing of the Holy Ghost." Element: the Laver, where priests washed before ministering. Fulfilment: Christ cleanses those He has forgiven by His Word and Spirit. Doctrine: sanctification (and baptism as its sign). Cross-link: Ephesians 5:26.',
    },
    {
      refs: ["Matthew 5:14-16", "Revelation 1:20"],
      body: '"Ye are the light of the world." Element: the Lampstand, fed with oil and never allowed to go out. Fulfilment: Christ, walking among the lampstands, makes His people shine by His Spirit. Doctrine: witness. Cross-link: Revelation 1:20, where the candlesticks are the churches.',
    },
    {
      refs: ["John 6:35", "Leviticus 24:5-9"],
      body: '"I am the bread of life." Element: the Table of Showbread, twelve loaves renewed every Sabbath before the Lord (Leviticus 24:5-9). Fulfilment: Christ is the daily sustenance of His people, received in His Word. Doctrine: communion and the Word. Twelve loaves for twelve tribes: provision for all.',
    },
    {
      refs: ["Matthew 27:50-51", "Hebrews 10:19-20"],
      body: "At Jesus' death \"the veil of the temple was rent in twain from the top to the bottom.\" Element: the Veil. Fulfilment: Christ's torn flesh opens a new and living way to God. Doctrine: access through His death. Cross-link: Hebrews 10:19-20. Torn from the top: God did it.",
    },
    {
      refs: ["Daniel 7:9-10", "Revelation 14:6-7"],
      body: 'Thrones are set, the Ancient of days sits, "the judgment was set, and the books were opened." Service: the Day of Atonement, the yearly work of cleansing and judgment. Fulfilment: Christ\'s Most Holy Place ministry of judgment, which the method dates from 1844. Doctrine: the pre-advent judgment. Cross-link: Revelation 14:6-7, "the hour of his judgment is come."',
    },
    {
      refs: ["Revelation 11:19", "Romans 3:25"],
      body: '"The temple of God was opened in heaven, and there was seen in his temple the ark of his testament." Element: the Ark of the Covenant in the Most Holy Place. Fulfilment: Christ\'s blood on the mercy seat covers the broken law without cancelling it. Doctrine: law and grace together; the judgment hour. Cross-link: Romans 3:25.',
    },
    {
      refs: ["Leviticus 4:27-31", "Hebrews 7:25"],
      body: "A common person sins, brings a goat, lays a hand on its head and it dies; the priest puts the blood on the altar and the person is forgiven. Service: the daily. Fulfilment: Christ both dies for the sinner and ministers His blood as priest. Doctrine: confession and forgiveness. Follow the blood: from the court into the sanctuary.",
    },
    {
      refs: ["1 John 1:9", "Exodus 30:17-21"],
      body: '"If we confess our sins, he is faithful and just to forgive us our sins, and to cleanse us from all unrighteousness." Two steps, two articles: forgiveness at the Bronze Altar and cleansing at the Laver (Exodus 30:17-21). Main element: the Laver. Fulfilment: Christ does not only pardon; He washes. Doctrine: sanctification.',
    },
    {
      refs: ["Hebrews 4:14-16"],
      body: "\"Let us therefore come boldly unto the throne of grace.\" Element: the Ark, whose mercy seat was God's throne between the cherubim. Fulfilment: because our High Priest has passed into the heavens and was tempted as we are, the throne is a place of mercy for us. Doctrine: Christ's priesthood and assurance.",
    },
    {
      refs: ["Isaiah 53:4-7", "Hebrews 9:28"],
      body: '"He is brought as a lamb to the slaughter." Element: the Bronze Altar. Fulfilment: the Servant bears griefs, iniquities and punishment that were ours. Doctrine: substitutionary atonement. Cross-link: Hebrews 9:28, "Christ was once offered to bear the sins of many."',
    },
  ],
  practicePrompts: [
    {
      id: "bl-p1",
      text: "John 13:1-10 (the foot washing): which article does it evoke, and why?",
      refs: ["John 13:1-10"],
    },
    {
      id: "bl-p2",
      text: "Tag Hebrews 10:19-22 with its main element, noting the other articles and spaces its phrases touch.",
      refs: ["Hebrews 10:19-22"],
    },
    {
      id: "bl-p3",
      text: "Leviticus 16: identify both goats and explain why the scapegoat is never a figure of Christ.",
      refs: ["Leviticus 16"],
    },
    {
      id: "bl-p4",
      text: "Tag the Ethiopian's conversion (Acts 8:26-40) with the courtyard article it best fits, noting gate, altar and laver along the way.",
      refs: ["Acts 8:26-40"],
    },
  ],
  masterTasks: [
    {
      id: "bl-m3",
      level: 3,
      kind: "reflection",
      prompt:
        "Walk the path from the gate to the ark and describe where your own experience of Christ has been strongest and where it is thin. Which article have you tended to skip, and what would change if you took its meaning seriously? Anchor each stage in a text.",
    },
    {
      id: "bl-m4",
      level: 4,
      kind: "teaching",
      prompt:
        "Explain the Blue Room to a beginner: why the sanctuary is a blueprint rather than a metaphor, how the eight articles, two services and three spaces are arranged, and how to tag a text. Demonstrate with one passage of your choice and state the room's core question.",
    },
    {
      id: "bl-m5",
      level: 5,
      kind: "application",
      prompt:
        "Work Hebrews 9 through the Blue Room plus two other rooms (for example the Concentration Room for Christ's priestly office and the Feasts Room for the Day of Atonement). Show how the three readings reinforce one another, and finish with one sentence that combines them.",
    },
  ],
  referenceLists: ["sanctuaryArticles", "sanctuaryServices", "sanctuarySpaces", "atonementGoats"],
};
