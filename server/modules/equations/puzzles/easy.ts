// Easy equations: three codes, one operator between two symbols. Our own words; references only, no Bible text.
import type { PuzzleSource } from "./types";

export const easyPuzzles: readonly PuzzleSource[] = [
  {
    id: "easy-01",
    reference: "John 1:29",
    equation: "PSV ≅ ALTAR",
    idea: ["lamb", "sin"],
    explanation:
      "John points to Jesus as the Passover lamb (PSV) whose blood once marked Israel's doors. That lamb is a type (≅) fulfilled in Christ's sacrifice at the bronze altar (ALTAR): one offering that bears away the sin of the whole world, not a shelter for one household on one night.",
  },
  {
    id: "easy-02",
    reference: "John 10:9",
    equation: "CEC + GATE",
    idea: ["door", "saved", "pasture"],
    explanation:
      "Christ in Every Chapter (CEC) asks where Jesus stands in the text; here He names Himself, together with (+) the sanctuary's gate (GATE). The court had a single entrance on the east, and Jesus is that one door. Whoever enters by Him is saved and finds pasture: access, safety and provision in one picture.",
  },
  {
    id: "easy-03",
    reference: "John 6:35",
    equation: "ST + TABLE",
    idea: ["bread", "hunger", "life"],
    explanation:
      "The Symbols/Types Room (ST) reads bread as a symbol with one steady meaning across Scripture: God's life-giving provision. Joined with (+) the table of showbread (TABLE), where twelve loaves stood always before the Lord, it shows Jesus as the bread of life who satisfies the hunger that manna and the showbread only pointed to.",
  },
  {
    id: "easy-04",
    reference: "Matthew 5:14-16",
    equation: "LAMP → FRt",
    idea: ["light", "works", "glorify"],
    explanation:
      "The lampstand (LAMP) burned in the Holy Place on pure oil, a picture of God's people shining by the Spirit. Its light leads to (→) the Fruit Room (FRt): good works that others can see, which turn their praise to the Father rather than to us. A hidden lamp is as useless as a fruitless tree.",
  },
  {
    id: "easy-05",
    reference: "Hebrews 10:19-20",
    equation: "VEIL → ARK",
    idea: ["boldness", "way", "enter", "flesh"],
    explanation:
      "The veil (VEIL) hid the Most Holy Place; only the high priest passed it, once a year. Christ's flesh, torn at the cross, is that veil opened, and it leads to (→) the ark with its mercy seat (ARK), God's throne. Because of His blood we may enter with boldness by a new and living way.",
  },
  {
    id: "easy-06",
    reference: "Revelation 8:3-4",
    equation: "INCENSE + CR",
    idea: ["prayers", "saints", "smoke"],
    explanation:
      "The altar of incense (INCENSE) stood just before the veil, its smoke rising with the priest's prayers. Joined with (+) the Concentration Room (CR), which asks which of Christ's offices is at work, we see Him here as our High Priest: He adds His merits to the prayers of the saints so they rise acceptable before God.",
  },
  {
    id: "easy-07",
    reference: "Titus 3:5",
    equation: "LAVER ≅ @Sp",
    idea: ["washing", "renewing", "regeneration", "mercy"],
    explanation:
      "The laver (LAVER) was where the priests washed before they served. That washing is a type (≅) of the new birth the Holy Spirit cycle (@Sp) brings: God saves us not because of our works but by His mercy, through the washing of regeneration and the renewing the Spirit gives.",
  },
  {
    id: "easy-08",
    reference: "1 Corinthians 15:20",
    equation: "FFR → 3H",
    idea: ["risen", "asleep", "dead"],
    explanation:
      "Firstfruits (FFR) waved the first sheaf before the Lord as a pledge of the whole harvest. Christ rose on that very feast, the first of those who have fallen asleep, and His resurrection leads to (→) the third heaven (3H): the raising of all His dead at His second coming.",
  },
  {
    id: "easy-09",
    reference: "Acts 2:1-4",
    equation: "PNT → @Sp",
    idea: ["tongues", "fire", "filled", "wind"],
    explanation:
      "Pentecost (PNT) came fifty days after Firstfruits and celebrated the wheat harvest. When the disciples were filled, heard the rushing wind, saw tongues like fire and spoke in other languages, the feast met its fulfilment. It leads to (→) the Holy Spirit cycle (@Sp): the church sent to gather a harvest of souls from every nation.",
  },
  {
    id: "easy-10",
    reference: "1 Thessalonians 4:16",
    equation: "TRP → 3H",
    idea: ["shout", "descend", "dead", "rise"],
    explanation:
      "The Feast of Trumpets (TRP) called Israel to gather and prepare. Its last fulfilment leads to (→) the third heaven (3H): the Lord Himself will descend with a shout and the trumpet of God, and the dead in Christ will rise first. The trumpet is both a warning and a gathering call.",
  },
  {
    id: "easy-11",
    reference: "Daniel 8:14",
    equation: "@2300 → ATN",
    idea: ["cleansed", "sanctuary"],
    explanation:
      "The 2,300 days (@2300), counted as years from 457 BC, reach AD 1844. They lead to (→) the antitypical Day of Atonement (ATN): the time when the heavenly sanctuary is cleansed and Christ's ministry moves into its final phase of judgment before He comes.",
  },
  {
    id: "easy-12",
    reference: "Revelation 21:3",
    equation: "TBN ≅ 3H",
    idea: ["dwell", "people", "god"],
    explanation:
      "The Feast of Tabernacles (TBN) had Israel live in booths, remembering the God who travelled with them. It is a type (≅) of the third heaven (3H): in the new creation God makes His home with humanity and dwells with His people for ever, with no more tears or death.",
  },
  {
    id: "easy-13",
    reference: "Genesis 3:15",
    equation: "@Ad → 2H",
    idea: ["seed", "serpent", "head", "enmity"],
    explanation:
      "The Adamic cycle (@Ad) opens with the fall and the first promise: God sets enmity between the serpent and the woman, and her seed will crush the serpent's head though His own heel is bruised. That promise leads to (→) the second heaven (2H), Christ's first coming, when the seed was born, wounded at the cross and victorious over Satan.",
  },
  {
    id: "easy-14",
    reference: "Genesis 6:3",
    equation: "@120 ∥ 3A",
    idea: ["strive", "spirit", "probation"],
    explanation:
      "Noah's 120 years (@120) were grace before judgment: God's Spirit strove with the world while the ark was built and Noah preached. That period runs parallel (∥) to the Three Angels Room (3A): the last warning to the whole world before Christ returns. In both, probation closes, a door shuts, and those who responded are safe.",
  },
  {
    id: "easy-15",
    reference: "Genesis 15:13",
    equation: "@400 → PSV",
    idea: ["afflict", "strangers", "serve", "nation"],
    explanation:
      "God told Abram that his descendants would be strangers in a land not theirs, serving and afflicted for 400 years (@400). That affliction leads to (→) the Passover (PSV): the night God judged Egypt, spared the households under the lamb's blood and brought His people out with great possessions.",
  },
  {
    id: "easy-16",
    reference: "Jeremiah 29:10",
    equation: "@70y → @Cy",
    idea: ["return", "visit", "promise", "place"],
    explanation:
      "The 70 years of exile (@70y) were a fixed term: when Babylon's time was complete God would visit His people and keep His good promise to bring them back to this place. They lead to (→) the Cyrusic cycle (@Cy): Cyrus' decree, the return to Jerusalem and the rebuilding of the temple.",
  },
  {
    id: "easy-17",
    reference: "Daniel 9:25",
    equation: "@490 → 2H",
    idea: ["messiah", "prince", "decree", "jerusalem"],
    explanation:
      "The seventy weeks (@490) begin with the decree to restore and build Jerusalem in 457 BC and count 69 weeks — 483 years — to the Messiah the Prince in AD 27. They lead to (→) the second heaven (2H): Christ's baptism, ministry and death in the middle of the last week.",
  },
  {
    id: "easy-18",
    reference: "Revelation 12:6",
    equation: "@1260 ∥ @Mo",
    idea: ["woman", "fled", "nourish", "fed"],
    explanation:
      "The woman — God's faithful church — flees into the wilderness for 1,260 days (@1260), the years of persecution from AD 538 to 1798, and God has a place where she is fed. That runs parallel (∥) to the Mosaic cycle (@Mo): Israel brought out of Egypt into the wilderness, where God fed and protected His people to the journey's end.",
  },
  {
    id: "easy-19",
    reference: "Genesis 22:8",
    equation: "@Ab ≅ ALTAR",
    idea: ["provide", "lamb", "offering"],
    explanation:
      "In the Abrahamic cycle (@Ab), Abraham climbs Moriah with wood, fire and his son, trusting that God will provide the lamb for the offering. The scene is a type (≅) of the bronze altar (ALTAR) and the cross: the Father gives His own Son, and the substitute God provides takes our place.",
  },
  {
    id: "easy-20",
    reference: "Genesis 9:13",
    equation: "@No + NF",
    idea: ["bow", "cloud", "covenant", "sign"],
    explanation:
      "The Noahic cycle (@No) ends with a covenant: never again a flood to destroy the earth. Joined with (+) Nature Freestyle (NF), the bow in the cloud becomes a lesson God wrote into creation — every rainbow is a sign of His faithfulness and of mercy that sets a limit to judgment.",
  },
  {
    id: "easy-21",
    reference: "Revelation 14:6-7",
    equation: "3A ∥ ATN",
    idea: ["gospel", "worship", "hour", "creator"],
    explanation:
      "The first of the three angels (3A) carries the everlasting gospel to every nation and announces that the hour of God's judgment has come. It runs parallel (∥) to the Day of Atonement (ATN): Israel's yearly day of judgment and cleansing, when each one searched the heart. The call is to fear God and worship the Creator.",
  },
  {
    id: "easy-22",
    reference: "1 Corinthians 5:8",
    equation: "ULB → FRt",
    idea: ["malice", "truth", "wickedness"],
    explanation:
      "The Feast of Unleavened Bread (ULB) swept every crumb of leaven out of the house for seven days. Paul reads it as a call: because Christ our Passover has been sacrificed, the old leaven of malice and wickedness goes, and that leads to (→) the Fruit Room (FRt) — a life of sincerity and truth.",
  },
];
