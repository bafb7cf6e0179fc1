import { BIBLE_BOOKS } from "@common/bible/books";
import { overviewOf } from "@common/content/palace/overview";
import type { Room } from "@common/content/palace/types";

const CHRIST_NAMES = [
  "Jesus",
  "Christ",
  "Messiah",
  "Lord Jesus",
  "Son of God",
  "Son of man",
  "Lamb",
  "Redeemer",
  "Saviour",
  "Savior",
  "Prophet",
  "Priest",
  "High Priest",
  "King",
  "Shepherd",
  "Emmanuel",
  "Immanuel",
  "Word",
  "Seed",
  "Branch",
];

export const room: Room = {
  ...overviewOf("jr"),
  prerequisites: [],
  bestAfter: {
    floors: [1, 2, 3, 4, 5],
    note: "Best after completing at least one room on each of floors 1–5: the Juice Room runs a whole book through them.",
  },
  method: [
    {
      text: "Choose a book — short ones first (Jonah, Philemon, Haggai, Ruth), long ones later (Exodus, Isaiah).",
      substeps: ["Read the whole book in one sitting before you take any notes."],
    },
    {
      text: "Run the floors in order, taking brief notes only — one line per room, starting with the room’s tag.",
      substeps: [
        "Floor 1: SR beats, one IR scene, 24FPS frames (TR and GR optional).",
        "Floor 2: OR repetitions, DC key words and context, ST types, QR/QA the big questions.",
        "Floor 3: BF (optional).",
        "Floor 4: CR (or CEC), DR, C6 genre, TRm span, TZ.",
        "Floor 5: BL, PR, 3A, FE — wherever the book touches them.",
        "Floor 6: @ cycle, 1H/2H/3H, MATH where a time prophecy touches the book.",
      ],
    },
    {
      text: "Write the juice: flowing prose of 150 words or fewer that shows the book’s movement, an explicit Christ-line and the gospel link.",
      substeps: [
        "Read it aloud: it should take 60–90 seconds.",
        "Cut every sentence that only lists rooms; keep the ones that show the book.",
      ],
    },
    {
      text: "Add one punchy tag line of 15 words or fewer that someone could remember after hearing it once.",
    },
  ],
  principles: [
    "The notes are the press; the juice is what comes out. The reader should taste the book, not the method.",
    "Every juice names Christ, because every book of Scripture testifies of Him (John 5:39).",
    "Short is harder than long: a juice that runs to 300 words has not yet been pressed.",
  ],
  deliverable: {
    kind: "juice",
    description:
      "Floor notes from a run through the palace, then a juice of at most 150 words and a tag line of at most 15.",
    fields: [
      {
        id: "book",
        label: "Book",
        type: "choice",
        help: "The whole book you are juicing.",
        options: BIBLE_BOOKS.map((b) => ({ value: b.name, label: b.name })),
      },
      {
        id: "floor1",
        label: "Floor 1 notes",
        type: "list",
        help: 'One line per room, tag first, e.g. "SR — fleeing, swallowed, preaching, sulking".',
      },
      {
        id: "floor2",
        label: "Floor 2 notes",
        type: "list",
        optional: true,
        help: 'e.g. "OR — “prepared” four times (1:17; 4:6-8)".',
      },
      {
        id: "floor3",
        label: "Floor 3 notes",
        type: "list",
        optional: true,
        help: 'Optional, e.g. "BF — Matthew 12:40 opens Jonah 1:17".',
      },
      {
        id: "floor4",
        label: "Floor 4 notes",
        type: "list",
        optional: true,
        help: 'e.g. "CR — Prophet: a greater than Jonah is here".',
      },
      {
        id: "floor5",
        label: "Floor 5 notes",
        type: "list",
        optional: true,
        help: 'e.g. "BL — Jonah prays toward the holy temple (2:4, 7)".',
      },
      {
        id: "floor6",
        label: "Floor 6 notes",
        type: "list",
        optional: true,
        help: 'e.g. "@ — @Mo era; mercy reaches a Gentile enemy".',
      },
      {
        id: "juice",
        label: "The juice",
        type: "longText",
        help: "Flowing prose, 150 words or fewer: the book’s movement, an explicit Christ-line and the gospel.",
      },
      { id: "tagline", label: "Tag line", type: "text", help: "One punchy line, 15 words or fewer." },
    ],
  },
  autoCheck: [
    { rule: "choice", field: "book" },
    { rule: "items", field: "floor1", min: 2 },
    { rule: "filledCount", fields: ["floor2", "floor3", "floor4", "floor5", "floor6"], min: 2 },
    { rule: "words", field: "juice", min: 40, max: 150 },
    {
      rule: "mentions",
      field: "juice",
      anyOf: CHRIST_NAMES,
      label: "Christ (Jesus, Christ or one of His titles)",
    },
    { rule: "words", field: "tagline", min: 3, max: 15 },
  ],
  pitfalls: [
    "Skipping the early floors: a juice written without SR beats and OR observations is squeezed from memory, not from the book.",
    "Bloat: 300 words is a summary, not a juice. Cut to 150.",
    "A juice without Christ: if the Christ-line is missing, the book has not yet passed through floors 4 and 5.",
    'A checklist tone: "SR shows…, DR shows…" lists rooms; the juice should read as one flowing story.',
    "Ignoring genre: a letter, a prophecy and a narrative press differently (C6).",
  ],
  example: {
    title: "Philemon — put that on mine account",
    refs: ["Philemon 1", "Philemon 18"],
    body: 'Notes (sample): SR — Paul writes, Onesimus returns, Philemon must choose · OR — "receive him" repeated · DC — Onesimus means "profitable" (v. 11) · CR — Priest: the intercessor who takes the debt · C6 — a personal letter · @ — @Sp, a church learning grace. Juice: A runaway slave meets Paul in prison and meets Christ there. Paul sends him home, not with a list of excuses but with a letter of intercession: receive him "as myself". Then the gospel in one line — "If he hath wronged thee, or oweth thee ought, put that on mine account" (v. 18). Paul stands where Jesus stands, between the guilty and the wronged, taking the debt as his own. The slave who was "unprofitable" becomes a brother, and a household church must now live the grace it has received. Tag line: "Grace writes one man’s debt on another’s account."',
  },
  examplePool: [
    {
      refs: ["Esther 1-10"],
      body: 'Juice: God is never named in Esther, yet He is never absent. An orphan becomes queen, a decree of death is sealed, and a sleepless king reads the right page on the right night. Esther risks her life — "if I perish, I perish" — to stand between her people and death, a picture of Christ the Mediator who did perish so that we might live. Tag line: "Hidden hands, open doors: God saves through one who stands in the gap."',
    },
    {
      refs: ["Habakkuk 1-3"],
      body: 'Juice: A prophet complains that God is silent, then complains louder when God answers with Babylon. He climbs his watchtower and receives the gospel in five words: "the just shall live by his faith" (2:4), the text Paul later lifts to explain righteousness in Christ. The book ends in song: though the fig tree fail, "I will joy in the God of my salvation." Tag line: "From why to worship: faith waits on the watchtower."',
    },
    {
      refs: ["Malachi 1-4"],
      body: 'Juice: A tired people ask God, "Wherein?" to every charge — wherein have we despised Thee, robbed Thee, wearied Thee? God answers with love, then with a promise: the messenger will prepare the way, and the Lord will suddenly come to His temple. The Old Testament closes waiting for the Sun of righteousness with healing in His wings — Jesus, announced by John. Tag line: "The last prophet leaves the door open for the Messenger."',
    },
    {
      refs: ["Mark 1-16"],
      body: 'Juice: Mark runs. "Straightway" the Son of God is baptised, tested, teaching, healing, casting out. Halfway through, Peter confesses Him as the Christ, and the road turns toward Jerusalem and a cross, because "the Son of man came not to be ministered unto, but to minister, and to give his life a ransom for many" (10:45). A Roman centurion says what the disciples could not, and the tomb is empty. Tag line: "The Servant-King runs to the cross — and out of the grave."',
    },
    {
      refs: ["Galatians 1-6"],
      body: 'Juice: Paul is astonished: churches saved by grace are being pulled back to the law to finish what Christ began. He tells his own story, then Abraham’s, to show that the promise came by faith 430 years before Sinai. Christ "hath redeemed us from the curse of the law, being made a curse for us"; now the Spirit bears His fruit in free people who serve one another by love. Tag line: "Begun by grace, kept by grace: do not trade the Son for a slave’s yoke."',
    },
    {
      refs: ["Hebrews 1-13"],
      body: 'Juice: Weary believers are tempted to drift back. Hebrews answers with one word — better: Jesus is better than angels, Moses, Aaron and every animal sacrifice. He is our High Priest in the true tabernacle, who entered "by his own blood" once for all and lives to intercede. So hold fast, draw near, run with patience, and look unto Jesus. Tag line: "A better Priest, a better sacrifice, a better sanctuary — so hold fast."',
    },
    {
      refs: ["Obadiah 1"],
      body: 'Juice: One chapter against one proud nation. Edom, secure in its cliffs, gloated when Jerusalem fell and helped the looters. God says: "as thou hast done, it shall be done unto thee." But the book does not end with Edom; it ends with saviours on mount Zion and "the kingdom shall be the LORD’S" — the kingdom Christ will bring when every proud power is brought low. Tag line: "Pride builds high nests; the kingdom belongs to the LORD."',
    },
    {
      refs: ["Joel 1-3"],
      body: 'Juice: Locusts strip the land, and Joel calls it a warning of the day of the LORD. "Rend your heart, and not your garments" — God is gracious and merciful. Then the promise: rain restored, years the locust ate restored, and the Spirit poured out on all flesh, fulfilled at Pentecost when Jesus, exalted, sent the Spirit. The book ends in the valley of decision, with the LORD dwelling in Zion. Tag line: "After the locusts, the latter rain: return, and the Spirit comes."',
    },
    {
      refs: ["2 Timothy 1-4"],
      body: 'Juice: An old apostle writes from a Roman prison to a young pastor who is tempted to be ashamed. Paul hands on the deposit: stir up the gift, suffer as a good soldier, rightly divide the word, preach it in season and out. All Scripture is God-breathed, and Christ has "abolished death". Paul has finished his course and waits for the crown the Lord will give at His appearing. Tag line: "The baton passes from a prison cell: guard the gospel, finish the race."',
    },
    {
      refs: ["Exodus 1-40"],
      body: 'Juice: Slaves cry out, and God remembers His covenant. Through Moses He breaks Pharaoh, shelters Israel under the blood of the lamb and opens the sea. At Sinai He gives His law and a pattern: a tabernacle where a holy God can live among sinful people. Even after the golden calf, He renews the covenant, and the glory fills the tent. Every piece points to Jesus, the Lamb and the Tabernacle of God with men. Tag line: "Out of Egypt, under the blood, into His presence."',
    },
    {
      refs: ["Daniel 1-12"],
      body: 'Juice: Captives in Babylon stay faithful at table, in the furnace and in the lions’ den, and God proves He rules the kingdoms of men. Then the visions stretch history from Babylon to the end: beasts rise and fall, the judgment sits, and one like the Son of man receives an everlasting kingdom. The seventy weeks bring Messiah the Prince in AD 27, and the 2,300 days reach the cleansing of the sanctuary in 1844. Tag line: "Empires rise and fall; the Son of man reigns for ever."',
    },
    {
      refs: ["James 1-5"],
      body: 'Juice: James writes to scattered believers whose faith must now walk. Trials, the tongue, favouritism, wealth and waiting all test whether faith is alive, because "faith, if it hath not works, is dead". Yet James calls himself "a servant of God and of the Lord Jesus Christ", and every command flows from the "perfect law of liberty" and the coming of the Lord. Tag line: "Living faith has hands and feet — and it waits for the Lord."',
    },
  ],
  practicePrompts: [
    {
      id: "jr-p1",
      text: "Juice Jonah: run the floors, then press it into 150 words and a tag line.",
      refs: ["Jonah 1-4"],
    },
    { id: "jr-p2", text: "Juice Haggai.", refs: ["Haggai 1-2"] },
    {
      id: "jr-p3",
      text: "Juice Ruth — where does the kinsman-redeemer lead your Christ-line?",
      refs: ["Ruth 1-4"],
    },
    {
      id: "jr-p4",
      text: "Take one of your juices that runs past 150 words and cut it down to 150 without losing the Christ-line. Start from Philemon if you have none yet.",
      refs: ["Philemon 1"],
    },
  ],
  masterTasks: [
    {
      id: "jr-m3",
      level: 3,
      kind: "reflection",
      prompt:
        "After juicing a book, reflect: which floor gave you the most, and which did you rush? What did the 150-word limit force you to leave out, and what did that teach you about the book’s heart in Christ?",
    },
    {
      id: "jr-m4",
      level: 4,
      kind: "teaching",
      prompt:
        "Teach a beginner how to juice a short book, using Philemon as the demonstration: the run through the floors, the 150-word press, the Christ-line and the tag line. Explain why the notes stay behind and only the juice is served.",
    },
    {
      id: "jr-m5",
      level: 5,
      kind: "application",
      prompt:
        "Juice the book of Jonah, then deepen it with the Eight Cycles (@) and the Christ in Every Chapter room (CEC): give its cycle beats and a Christ-line for each of its four chapters, and show how both sharpened your juice.",
    },
  ],
};
