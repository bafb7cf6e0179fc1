// Equation Builder content (games.md §4.9): doctrine questions answered with an "equation" of palace codes. Each
// prompt lists the operands (dimensions, walls, sanctuary articles, time zones) that a sound answer draws on, and a
// model equation of 3 or 5 pieces (operand, operator, operand …, no operand twice) with a short explanation that
// names every operand of the model. Server-only (the expected operands are the relevance key).
import type { EquationPrompt } from "./card-types";

export const equationPrompts: readonly EquationPrompt[] = [
  {
    id: "cross-central",
    question: "Why is the cross central?",
    expectedOperands: ["ALTAR", "2D", "|S", "VEIL", "E-Pa"],
    modelEquation: ["ALTAR", "≅", "2D", "⊙", "|S"],
    modelExplanation:
      "The altar of burnt offering is a type, and Christ is its antitype: the Lamb of God who gave Himself once for all outside the gate (Heb 13:10-12; John 1:29). Centre the whole sanctuary on Him and its pattern becomes clear, for no worshipper reached the holy places without first passing the altar, and no sinner reaches God except through the cross.",
  },
  {
    id: "made-clean",
    question: "How does God make a guilty sinner clean?",
    expectedOperands: ["ALTAR", "LAVER", "3D", "2D", "E-Now"],
    modelEquation: ["ALTAR", "→", "LAVER", "+", "3D"],
    modelExplanation:
      "In the court the priest came first to the altar and only then to the laver, so forgiveness through the blood leads to cleansing (Lev 17:11; Eph 5:26). Add the third dimension and the washing becomes personal: Christ's death is the ground on which He washes me from my sins in His own blood (Rev 1:5; 1 John 1:9).",
  },
  {
    id: "christ-now",
    question: "What is Jesus doing for us right now?",
    expectedOperands: ["|S", "H-Now", "2D", "INCENSE", "ARK"],
    modelEquation: ["|S", "→", "H-Now", "⊙", "2D"],
    modelExplanation:
      "The earthly sanctuary was a copy of the true one, and its daily service leads straight to heaven now, where our High Priest ministers in the true tabernacle (Heb 8:1-2). Centred in Christ, this means He lives at this moment to intercede for all who come to God by Him (Heb 7:25).",
  },
  {
    id: "sabbath-today",
    question: "Why does the seventh-day Sabbath still matter today?",
    expectedOperands: ["E-Pa", "E-Now", "E-Fu", "ARK", "1D"],
    modelEquation: ["E-Pa", "→", "E-Now", "∥", "E-Fu"],
    modelExplanation:
      "God blessed and set apart the seventh day in earth past, at creation, before any nation existed (Gen 2:2-3). That gift leads to a weekly rest in earth now, made for every human being (Mark 2:27-28), and it runs parallel with earth future, where all flesh will come to worship from one sabbath to another (Isa 66:22-23).",
  },
  {
    id: "when-we-die",
    question: "What happens to a person at death?",
    expectedOperands: ["1D", "|GC", "5D", "E-Fu", "E-Pa"],
    modelEquation: ["|GC", "⚖", "1D", "→", "5D"],
    modelExplanation:
      "The great controversy on earth opened with the serpent's lie that sinners would not surely die (Gen 3:4). Weighed against the whole of Scripture, the literal sense is plain: the dead know nothing and rest as in a sleep (Eccl 9:5; John 11:11-14). That sleep leads to the second coming, when the dead in Christ rise first (1 Thess 4:16).",
  },
  {
    id: "how-he-returns",
    question: "How will Jesus come again?",
    expectedOperands: ["|LC", "E-Fu", "5D", "1D", "2D"],
    modelEquation: ["|LC", "∥", "E-Fu", "⊙", "2D"],
    modelExplanation:
      "The Life of Christ closes with a visible, bodily ascension, and the angels promised that this same Jesus would return in like manner (Acts 1:9-11). That scene runs parallel with earth future, when every eye will see Him coming in the clouds (Rev 1:7). Centre the hope in Christ Himself: not a secret or a mere feeling, but the Lord in person.",
  },
  {
    id: "cleansing-sanctuary",
    question: "What is the cleansing of the sanctuary in Daniel 8:14?",
    expectedOperands: ["|TP", "ARK", "H-Now", "|S", "5D"],
    modelEquation: ["|TP", "→", "ARK", "≅", "H-Now"],
    modelExplanation:
      "The 2300-day time prophecy (Dan 8:14) leads into the most holy place, where the ark held the law beneath the mercy seat. The yearly Day of Atonement before that ark is a type of Christ's closing work of judgment in heaven now, when the heavenly things themselves are cleansed (Heb 9:23-24).",
  },
  {
    id: "right-with-god",
    question: "How is a sinner made right with God?",
    expectedOperands: ["ARK", "2D", "3D", "ALTAR", "GATE"],
    modelEquation: ["ARK", "⊙", "2D", "→", "3D"],
    modelExplanation:
      "The ark kept God's law under the mercy seat, where blood was sprinkled, so justice and mercy met in one place. Centred in Christ, whom God set forth as our propitiation (Rom 3:25), that meeting leads to me: I am justified freely by His grace, through faith, and not by my own works (Rom 3:24; Eph 2:8-9).",
  },
  {
    id: "meaning-of-baptism",
    question: "What does baptism picture?",
    expectedOperands: ["LAVER", "|LC", "3D", "2D", "E-Now"],
    modelEquation: ["LAVER", "≅", "|LC", "→", "3D"],
    modelExplanation:
      "The laver, where priests washed before they served, is a type fulfilled when Jesus went down into the Jordan and came up out of the water in the Life of Christ (Matt 3:16-17). His example leads to me: in baptism I am buried with Him and raised to walk in newness of life (Rom 6:3-4).",
  },
  {
    id: "law-still-binding",
    question: "Is God's law still binding on Christians?",
    expectedOperands: ["ARK", "3D", "2D", "E-Now", "|GC"],
    modelEquation: ["ARK", "≅", "3D", "⊙", "2D"],
    modelExplanation:
      "The tables of the law were laid up inside the ark, and that is a type of the new covenant promise to write the same law in me, on the heart (Exod 25:16; Heb 8:10). Centre it in Christ, who said of Himself that God's law was within His heart (Ps 40:8), and obedience becomes love's answer rather than a ladder to heaven (John 14:15).",
  },
  {
    id: "spirit-in-church",
    question: "How does the Holy Spirit work through the church?",
    expectedOperands: ["LAMP", "4D", "E-Now", "3D", "H-Now"],
    modelEquation: ["LAMP", "≅", "4D", "→", "E-Now"],
    modelExplanation:
      "The lampstand burned only with oil, and Scripture makes it a type of the church, with the oil standing for the Spirit (Rev 1:20; Zech 4:6). That leads to the church's witness on earth now: filled with power from on high, believers shine to the ends of the earth (Acts 1:8; Matt 5:14-16).",
  },
  {
    id: "bread-of-life",
    question: "Why did Jesus call Himself the bread of life?",
    expectedOperands: ["TABLE", "|LC", "3D", "2D", "E-Pa"],
    modelEquation: ["TABLE", "≅", "|LC", "→", "3D"],
    modelExplanation:
      "The table of showbread kept bread always before the Lord, and it is a type fulfilled in the Life of Christ when He fed the crowds and declared that He is the bread of life (John 6:35). That leads to me: I live by feeding on Him daily through His word, as Israel gathered manna each morning (Matt 4:4).",
  },
  {
    id: "prayer-confidence",
    question: "Why can we pray with confidence?",
    expectedOperands: ["INCENSE", "3D", "2D", "H-Now", "VEIL"],
    modelEquation: ["3D", "→", "INCENSE", "⊙", "2D"],
    modelExplanation:
      "My weak and imperfect prayers, the third dimension, lead to the altar of incense, where they rise before God mingled with fragrant smoke (Rev 8:3-4; Ps 141:2). Centred in Christ, the incense stands for His own merits, so I may come boldly to the throne of grace and find help in time of need (Heb 4:16).",
  },
  {
    id: "torn-veil",
    question: "What did the tearing of the temple veil mean?",
    expectedOperands: ["VEIL", "2D", "3D", "|LC", "GATE"],
    modelEquation: ["VEIL", "≅", "2D", "→", "3D"],
    modelExplanation:
      "When Jesus died, the veil of the temple was torn from top to bottom (Matt 27:51), and Hebrews makes the veil a type of Christ's own flesh given for us (Heb 10:19-20). That leads to me: the way into God's presence is open, and I may draw near with a true heart in full assurance of faith (Heb 10:22).",
  },
  {
    id: "why-evil",
    question: "Why is there evil in the world?",
    expectedOperands: ["H-Pa", "|GC", "H-Fu", "E-Pa", "5D"],
    modelEquation: ["H-Pa", "→", "|GC", "→", "H-Fu"],
    modelExplanation:
      "Evil began in heaven past, when a covering cherub grew proud and wanted God's throne (Isa 14:12-14; Ezek 28:15-17). That rebellion leads to the great controversy waged on earth (Rev 12:7-9, 17), and the conflict leads at last to heaven future, where God reigns unchallenged and affliction will not rise up the second time (Nah 1:9).",
  },
  {
    id: "thousand-years",
    question: "Where are the saints during the thousand years?",
    expectedOperands: ["5D", "H-Fu", "E-Fu", "|GC", "|TP"],
    modelEquation: ["5D", "→", "H-Fu", "∥", "E-Fu"],
    modelExplanation:
      "The second coming gathers the saints to meet the Lord in the air (1 Thess 4:16-17), and that leads to heaven future, where they live and reign with Christ a thousand years (Rev 20:4). It runs parallel with earth future, where the land lies empty and dark while Satan is bound to it (Jer 4:23; Rev 20:1-3).",
  },
  {
    id: "new-earth-like",
    question: "What will the new earth be like?",
    expectedOperands: ["E-Pa", "E-Fu", "2D", "H-Fu", "5D"],
    modelEquation: ["E-Pa", "≅", "E-Fu", "⊙", "2D"],
    modelExplanation:
      "Eden in earth past, with its river and tree of life, is a type of the restored home of earth future (Gen 2:8-10; Rev 22:1-2). Centre it in Christ, for the best of that world is not its beauty but the Lamb on the throne and His people seeing His face, where death and tears are gone (Rev 22:3-4; Rev 21:4).",
  },
  {
    id: "judgment-before-coming",
    question: "Why is there a judgment before Jesus comes?",
    expectedOperands: ["|GC", "H-Now", "5D", "|TP", "ARK"],
    modelEquation: ["|GC", "→", "H-Now", "→", "5D"],
    modelExplanation:
      "The great controversy raised questions about God's fairness, so He opens the books before the watching universe (Dan 7:9-10). That leads to the judgment in heaven now, while Christ still pleads for His people, and it leads in turn to the second coming, when He returns with His reward already decided (Rev 22:12).",
  },
  {
    id: "care-for-health",
    question: "Why does God care about my health?",
    expectedOperands: ["|S", "3D", "E-Now", "1D", "4D"],
    modelEquation: ["|S", "≅", "3D", "→", "E-Now"],
    modelExplanation:
      "The sanctuary was the place where God chose to dwell, and Paul makes it a type of my own body as the temple of the Holy Spirit (Exod 25:8; 1 Cor 6:19-20). That leads to daily choices in earth now: eating, drinking and resting in ways that honour the One who lives in me (1 Cor 10:31).",
  },
  {
    id: "why-tithe",
    question: "Why return a tithe to God?",
    expectedOperands: ["E-Pa", "E-Now", "3D", "|S", "4D"],
    modelEquation: ["E-Pa", "∥", "E-Now", "→", "3D"],
    modelExplanation:
      "In earth past, long before the law at Sinai, Abraham gave a tenth of all to the priest of the most high God (Gen 14:20). That runs parallel with earth now, where God still invites His people to bring the whole tithe and prove Him (Mal 3:10), and it leads to me: I confess that everything I have belongs to Him (Ps 24:1).",
  },
  {
    id: "one-god-three",
    question: "How can God be one and yet Father, Son and Holy Spirit?",
    expectedOperands: ["H-Pa", "|LC", "1D", "2D", "5D"],
    modelEquation: ["H-Pa", "→", "|LC", "⚖", "1D"],
    modelExplanation:
      "In heaven past the divine counsel said, let us make man in our image (Gen 1:26), and that plural voice leads to the baptism in the Life of Christ, where the Son stands in the water, the Spirit descends and the Father speaks (Matt 3:16-17). Weigh this against the literal confession that the LORD our God is one (Deut 6:4), and Scripture holds both together.",
  },
  {
    id: "creation-worship",
    question: "Why does creation matter for worship?",
    expectedOperands: ["1D", "E-Pa", "5D", "H-Fu", "ARK"],
    modelEquation: ["1D", "+", "E-Pa", "→", "5D"],
    modelExplanation:
      "Read in its literal sense, Genesis tells of real days in which God made everything by His word (Gen 1:31; Ps 33:9). Add earth past, the finished week crowned by the Sabbath, and it leads to the throne of heaven, where the elders worship Him precisely because He created all things (Rev 4:11; Rev 14:7).",
  },
  {
    id: "last-day-remnant",
    question: "Who are God's remnant in the last days?",
    expectedOperands: ["|GC", "4D", "2D", "E-Fu", "ARK"],
    modelEquation: ["|GC", "→", "4D", "⊙", "2D"],
    modelExplanation:
      "In the great controversy the dragon makes war on the remnant of the woman's seed (Rev 12:17). That leads to a church marked not by a name but by faithfulness: they keep the commandments of God and the faith of Jesus (Rev 14:12), and, centred in Christ, they follow the Lamb wherever He goes (Rev 14:4).",
  },
  {
    id: "hour-of-judgment",
    question: "Why does Revelation 14 say the hour of His judgment is come?",
    expectedOperands: ["|TP", "E-Now", "4D", "H-Now", "2D"],
    modelEquation: ["|TP", "→", "E-Now", "+", "4D"],
    modelExplanation:
      "The time prophecy of Daniel 8:14 reached its end, and so the first angel can announce that the hour of judgment has come (Rev 14:6-7). That leads to an urgent message in earth now, the everlasting gospel for every nation, and add the church, which is sent to carry it to the whole world before the end (Matt 24:14).",
  },
  {
    id: "lords-supper-meaning",
    question: "What does the Lord's Supper remember and promise?",
    expectedOperands: ["ALTAR", "TABLE", "E-Fu", "4D", "E-Pa"],
    modelEquation: ["ALTAR", "∥", "TABLE", "→", "E-Fu"],
    modelExplanation:
      "The broken bread and the cup look back to the altar, where the Lamb was slain, and they show the Lord's death until He comes (1 Cor 11:26). That runs parallel with the table of showbread, bread always in God's presence, and it leads to earth future, when Christ will drink the fruit of the vine new with us in His kingdom (Matt 26:29).",
  },
  {
    id: "end-of-sin",
    question: "How will sin finally be put away?",
    expectedOperands: ["|S", "|GC", "E-Fu", "ARK", "H-Now"],
    modelEquation: ["|S", "≅", "|GC", "→", "E-Fu"],
    modelExplanation:
      "On the Day of Atonement the sanctuary was cleansed and the scapegoat carried the confessed sins away into the wilderness (Lev 16:16, 21-22). That is a type of the close of the great controversy, when the author of sin bears his own guilt, and it leads to earth future, where sin and sinners are no more and the universe is clean (Rev 20:10; Nah 1:9).",
  },
  {
    id: "why-incarnation",
    question: "Why did God become a man?",
    expectedOperands: ["2D", "|LC", "GATE", "1D", "E-Pa"],
    modelEquation: ["2D", "+", "|LC", "→", "GATE"],
    modelExplanation:
      "Christ, the eternal Word, took our flesh and lived among us (John 1:14). Add the Life of Christ, in which He was tempted in every point as we are yet without sin (Heb 4:15), and it leads to the gate: He became the one door through which anyone may enter and be saved (John 10:9).",
  },
  {
    id: "messiah-timed",
    question: "How did time prophecy point to the Messiah?",
    expectedOperands: ["|TP", "ALTAR", "2D", "|LC", "E-Pa"],
    modelEquation: ["|TP", "→", "ALTAR", "⊙", "2D"],
    modelExplanation:
      "The time prophecy of seventy weeks counted from the command to rebuild Jerusalem to the Messiah (Dan 9:24-25). It leads to the altar, for in the midst of the last week He would be cut off and cause sacrifice and offering to cease (Dan 9:26-27). Centre the whole prophecy in Christ, who came when the time was fulfilled (Mark 1:15; Gal 4:4).",
  },
  {
    id: "reading-scripture",
    question: "How should we read the Bible so it explains itself?",
    expectedOperands: ["1D", "2D", "|S", "|TP", "TABLE"],
    modelEquation: ["1D", "⚖", "2D"],
    modelExplanation:
      "Begin with the literal sense of each passage, then weigh every reading against the whole of Scripture, precept upon precept and line upon line (Isa 28:10). Christ is the key to all of it, since He opened Moses and all the prophets to show the things concerning Himself (Luke 24:27; John 5:39).",
  },
  {
    id: "true-repentance",
    question: "What leads a person to true repentance?",
    expectedOperands: ["ALTAR", "3D", "2D", "E-Now", "INCENSE"],
    modelEquation: ["ALTAR", "→", "3D"],
    modelExplanation:
      "At the altar, the cross, God shows how far His kindness goes, and it is that goodness that leads to repentance (Rom 2:4). It leads to me: when I look on the One I pierced, my heart breaks, and I turn from my sin to Him rather than merely regretting what it cost (Zech 12:10; 2 Cor 7:10).",
  },
];
