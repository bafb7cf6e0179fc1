// Daniel–Revelation tables for the offline engine (ai.md §2.4, §3.3, §4.5): symbols, the kingdoms of the parallel
// visions, the time periods with their calculations shown step by step, and the parallel sets. Our own words, in
// the historicist reading the method teaches. Verse text is quoted from the KJV when an entry is shown.
import type { Kingdom, ParallelSet, ProphecyPeriod, ProphecySymbol } from "./types";

export const prophecySymbols: readonly ProphecySymbol[] = [
  // Beasts
  {
    id: "lion",
    symbol: "Lion with eagle's wings",
    kind: "beast",
    keywords: ["lion", "eagle's wings"],
    meaning: "Babylon, swift and proud, later humbled and given a man's heart.",
    key: "Daniel 7:17",
    passages: ["Daniel 7:4", "Daniel 2:37-38"],
  },
  {
    id: "bear",
    symbol: "Bear raised up on one side",
    kind: "beast",
    keywords: ["bear", "three ribs"],
    meaning:
      "Medo-Persia: the Persian side rose higher than the Median; the three ribs are the kingdoms it swallowed.",
    key: "Daniel 7:17",
    passages: ["Daniel 7:5", "Daniel 8:20"],
  },
  {
    id: "leopard",
    symbol: "Leopard with four wings and four heads",
    kind: "beast",
    keywords: ["leopard", "four heads"],
    meaning:
      "Greece: the speed of Alexander's conquests, and the four divisions of his empire after his death.",
    key: "Daniel 7:17",
    passages: ["Daniel 7:6", "Daniel 8:21-22"],
  },
  {
    id: "fourth-beast",
    symbol: "The dreadful fourth beast with iron teeth",
    kind: "beast",
    keywords: ["fourth beast", "iron teeth", "dreadful", "terrible beast"],
    meaning: "Rome, the fourth kingdom, which devoured and broke in pieces the whole earth.",
    key: "Daniel 7:23",
    passages: ["Daniel 7:7", "Daniel 7:19", "Daniel 7:23"],
  },
  {
    id: "ram",
    symbol: "Ram with two horns",
    kind: "beast",
    keywords: ["ram", "two horns"],
    meaning: "The kings of Media and Persia; the higher horn, which came up last, is Persia.",
    key: "Daniel 8:20",
    passages: ["Daniel 8:3-4", "Daniel 8:20"],
  },
  {
    id: "goat",
    symbol: "He goat with a notable horn",
    kind: "beast",
    keywords: ["goat", "he goat", "notable horn"],
    meaning: "Greece; the great horn between its eyes is its first king, Alexander the Great.",
    key: "Daniel 8:21",
    passages: ["Daniel 8:5-8", "Daniel 8:21"],
  },
  {
    id: "sea-beast",
    symbol: "Beast rising out of the sea",
    kind: "beast",
    keywords: ["beast", "sea beast", "out of the sea", "seven heads", "deadly wound"],
    meaning:
      "The papal power, carrying on the work of Daniel 7's little horn: it speaks great words, makes war with the saints for 42 months, receives a deadly wound that is later healed, and draws the world's worship. The method speaks of a system, never of the faith of its members.",
    key: "Daniel 7:24-25",
    passages: ["Revelation 13:1-10", "Daniel 7:8", "Daniel 7:25"],
  },
  {
    id: "earth-beast",
    symbol: "Beast coming up out of the earth, with two horns like a lamb",
    kind: "beast",
    keywords: ["out of the earth", "earth beast", "horns like a lamb", "lamb like", "speaks as a dragon"],
    meaning:
      "A power rising where there were few peoples (the earth, not the sea), gentle at first, which later speaks like a dragon by enforcing worship. The method's historicist reading identifies it with the United States, founded on civil and religious liberty; the warning concerns coerced worship, not any people.",
    passages: ["Revelation 13:11-17", "Revelation 17:15"],
  },
  {
    id: "dragon",
    symbol: "Great red dragon",
    kind: "beast",
    keywords: ["dragon", "serpent", "red dragon"],
    meaning:
      "Satan, the old serpent, working through the powers he uses; first through pagan Rome, which tried to destroy the Child at His birth.",
    key: "Revelation 12:9",
    passages: ["Revelation 12:3-5", "Revelation 12:9", "Revelation 12:17"],
  },
  // Horns
  {
    id: "ten-horns",
    symbol: "Ten horns",
    kind: "horn",
    keywords: ["ten horns", "ten kings", "ten toes"],
    meaning: "The kingdoms into which the fourth empire, Rome, broke up.",
    key: "Daniel 7:24",
    passages: ["Daniel 7:7", "Daniel 7:24", "Revelation 17:12"],
  },
  {
    id: "little-horn-7",
    symbol: "The little horn of Daniel 7",
    kind: "horn",
    keywords: ["little horn", "antichrist", "change times and laws", "speak great words"],
    meaning:
      "Papal Rome: it rises among the ten horns and after them, uproots three, has eyes like a man and a mouth speaking great things, wears out the saints and thinks to change times and laws, for a time, times and the dividing of time (AD 538–1798). The method rejects reading it as Antiochus IV, who did not arise from Rome's ten horns nor last until the judgment.",
    key: "Daniel 7:24-25",
    passages: ["Daniel 7:8", "Daniel 7:20-21", "Daniel 7:24-26"],
  },
  {
    id: "little-horn-8",
    symbol: "The little horn of Daniel 8",
    kind: "horn",
    keywords: ["little horn", "waxed exceeding great", "prince of the host", "daily"],
    meaning:
      "Rome in both its phases, pagan then papal: it grows exceeding great, stands up against the Prince of princes and casts down the place of His sanctuary, until the sanctuary is cleansed at the end of the 2,300 days.",
    key: "Daniel 8:23-25",
    passages: ["Daniel 8:9-12", "Daniel 8:23-25"],
  },
  {
    id: "four-horns",
    symbol: "Four notable horns",
    kind: "horn",
    keywords: ["four horns", "four winds"],
    meaning: "The four kingdoms that divided Alexander's empire after the great horn was broken.",
    key: "Daniel 8:22",
    passages: ["Daniel 8:8", "Daniel 8:22"],
  },
  // Metals of Daniel 2
  {
    id: "gold",
    symbol: "Head of gold",
    kind: "metal",
    keywords: ["gold", "head of gold"],
    meaning: 'Babylon under Nebuchadnezzar: Daniel says plainly, "Thou art this head of gold."',
    key: "Daniel 2:38",
    passages: ["Daniel 2:32", "Daniel 2:37-38"],
  },
  {
    id: "silver",
    symbol: "Breast and arms of silver",
    kind: "metal",
    keywords: ["silver", "breast", "arms"],
    meaning: "Medo-Persia, the kingdom that followed Babylon.",
    key: "Daniel 2:39",
    passages: ["Daniel 2:32", "Daniel 2:39"],
  },
  {
    id: "brass",
    symbol: "Belly and thighs of brass",
    kind: "metal",
    keywords: ["brass", "bronze", "belly", "thighs"],
    meaning: "Greece, the third kingdom, which bore rule over all the earth.",
    key: "Daniel 2:39",
    passages: ["Daniel 2:32", "Daniel 2:39"],
  },
  {
    id: "iron",
    symbol: "Legs of iron",
    kind: "metal",
    keywords: ["iron", "legs of iron"],
    meaning: "Rome, strong as iron, breaking and subduing all things.",
    key: "Daniel 2:40",
    passages: ["Daniel 2:33", "Daniel 2:40"],
  },
  {
    id: "iron-clay",
    symbol: "Feet and toes of iron and clay",
    kind: "metal",
    keywords: ["clay", "iron and clay", "feet", "toes"],
    meaning:
      "The divided kingdoms that followed Rome, partly strong and partly broken, which mix but never hold together again.",
    key: "Daniel 2:41-43",
    passages: ["Daniel 2:33", "Daniel 2:41-43"],
  },
  {
    id: "stone",
    symbol: "The stone cut out without hands",
    kind: "metal",
    keywords: ["stone", "mountain", "without hands"],
    meaning:
      "God's kingdom, set up by God and not by people, which breaks every earthly kingdom and stands for ever: it fills the earth at Christ's return.",
    key: "Daniel 2:44-45",
    passages: ["Daniel 2:34-35", "Daniel 2:44-45"],
  },
  // Women
  {
    id: "woman-sun",
    symbol: "Woman clothed with the sun",
    kind: "woman",
    keywords: ["woman", "clothed with the sun", "pure woman", "remnant"],
    meaning:
      "God's faithful people, who bring forth the Messiah and are persecuted in the wilderness for 1,260 days; her remnant keeps the commandments and has the testimony of Jesus.",
    key: "Jeremiah 6:2",
    passages: ["Revelation 12:1-6", "Revelation 12:13-17", "2 Corinthians 11:2"],
  },
  {
    id: "harlot",
    symbol: "The woman on the scarlet beast (Babylon the great)",
    kind: "woman",
    keywords: ["harlot", "whore", "scarlet", "mother of harlots", "woman"],
    meaning:
      "An unfaithful religious system allied with the kings of the earth, drunk with the blood of the saints; God calls His people out of her. It names a system, not the sincere believers within it.",
    key: "Revelation 17:18",
    passages: ["Revelation 17:1-6", "Revelation 17:18", "Revelation 18:4"],
  },
  // Signs
  {
    id: "mark",
    symbol: "The mark of the beast",
    kind: "sign",
    keywords: ["mark of the beast", "mark", "forehead", "right hand", "buy or sell"],
    meaning:
      "A sign of loyalty to the beast's authority in worship, received in the forehead (what one believes) or in the hand (what one does), and at the end enforced by law. The third angel warns against it; over against it stand those who keep the commandments of God and the faith of Jesus. The method sees the Sabbath at the centre of that final test of worship, and no one has the mark today.",
    passages: ["Revelation 13:16-17", "Revelation 14:9-12", "Revelation 16:2", "Revelation 20:4"],
  },
  {
    id: "seal",
    symbol: "The seal of God",
    kind: "sign",
    keywords: ["seal of god", "sealed", "seal", "144000"],
    meaning:
      "God's mark of ownership in the foreheads of His servants: His name and character, a settled loyalty. The Sabbath is called a sign between God and His people.",
    passages: ["Revelation 7:2-3", "Revelation 14:1", "Ezekiel 20:12", "Exodus 31:13"],
  },
  {
    id: "image",
    symbol: "The image of the beast",
    kind: "sign",
    keywords: ["image of the beast", "image"],
    meaning:
      "A copy of the beast's union of religious and civil power, made at the earth beast's urging, which enforces worship.",
    passages: ["Revelation 13:14-15"],
  },
  {
    id: "number",
    symbol: "The number 666",
    kind: "sign",
    keywords: ["666", "number of the beast", "number of his name"],
    meaning:
      'The number of the beast\'s name, "the number of a man". The text itself calls for wisdom: hold any reading of it humbly, and keep the focus on worship and loyalty.',
    passages: ["Revelation 13:18"],
  },
  {
    id: "babylon",
    symbol: "Babylon",
    kind: "element",
    keywords: ["babylon", "babylon is fallen", "come out of her"],
    meaning:
      'Confusion: every mixture of truth and error allied with worldly power. The second angel announces her fall, and God calls "my people" out of her.',
    key: "Revelation 17:5",
    passages: ["Revelation 14:8", "Revelation 17:5", "Revelation 18:2-4"],
  },
  {
    id: "three-angels",
    symbol: "The three angels",
    kind: "series",
    keywords: ["three angels", "angels messages", "everlasting gospel", "first angel", "third angel"],
    meaning:
      "Three messages to every nation before the harvest: the everlasting gospel with the hour of God's judgment and the call to worship the Creator; Babylon is fallen; a warning against the beast, his image and his mark.",
    passages: ["Revelation 14:6-7", "Revelation 14:8", "Revelation 14:9-12"],
  },
  // Series
  {
    id: "seals",
    symbol: "The seven seals",
    kind: "series",
    keywords: ["seven seals", "seals", "white horse", "four horsemen", "horsemen"],
    meaning:
      "The story of the church from the apostles to the second coming: the white horse of the pure gospel, then conflict (red), compromise and famine of the Word (black), death (pale), the martyrs under the altar, the signs in the heavens and the day of His wrath, and silence in heaven.",
    passages: ["Revelation 6:1-17", "Revelation 8:1"],
  },
  {
    id: "trumpets",
    symbol: "The seven trumpets",
    kind: "series",
    keywords: ["seven trumpets", "trumpets", "trumpet", "woe"],
    meaning:
      "Warning judgments on the powers that opposed God's people through history: the first four fall on the western Roman empire, the fifth and sixth (the woes) come from the east, and the seventh announces that the kingdoms of this world become Christ's.",
    passages: ["Revelation 8:2-13", "Revelation 9:1-21", "Revelation 11:15-19"],
  },
  {
    id: "churches",
    symbol: "The seven churches",
    kind: "series",
    keywords: ["seven churches", "laodicea", "ephesus", "philadelphia"],
    meaning:
      "Seven letters to real congregations in Asia, read also as the stages of the church from the apostles (Ephesus) to the last generation (Laodicea).",
    passages: ["Revelation 1:11", "Revelation 2:1-7", "Revelation 3:14-22"],
  },
  {
    id: "plagues",
    symbol: "The seven last plagues",
    kind: "series",
    keywords: ["plagues", "seven last plagues", "vials", "armageddon"],
    meaning:
      "God's final judgments on those who received the mark, poured out after the work in the sanctuary is finished; Armageddon is the last battle of the great controversy.",
    passages: ["Revelation 15:1", "Revelation 15:8", "Revelation 16:1-2", "Revelation 16:16"],
  },
  // Elements
  {
    id: "waters",
    symbol: "Waters and the sea",
    kind: "element",
    keywords: ["waters", "sea", "many waters"],
    meaning: "Peoples, multitudes, nations and tongues.",
    key: "Revelation 17:15",
    passages: ["Revelation 17:15", "Daniel 7:2-3"],
  },
  {
    id: "winds",
    symbol: "Winds",
    kind: "element",
    keywords: ["winds", "four winds", "wind"],
    meaning: "Strife and war stirring up the nations; held back until God's servants are sealed.",
    key: "Jeremiah 25:32",
    passages: ["Daniel 7:2", "Revelation 7:1-3"],
  },
  {
    id: "day-year",
    symbol: "A prophetic day",
    kind: "element",
    keywords: ["day for a year", "day year", "prophetic day", "days"],
    meaning: "One year, in symbolic time prophecy.",
    key: "Ezekiel 4:6",
    passages: ["Numbers 14:34", "Ezekiel 4:6"],
  },
  {
    id: "son-of-man",
    symbol: "One like the Son of man coming to the Ancient of days",
    kind: "element",
    keywords: ["son of man", "ancient of days", "clouds of heaven"],
    meaning:
      "Christ comes before the Father in the heavenly court at the judgment and receives the kingdom; this is a coming to the Ancient of days, not yet His return to earth.",
    passages: ["Daniel 7:9-10", "Daniel 7:13-14"],
  },
  {
    id: "michael",
    symbol: "Michael, the great prince",
    kind: "element",
    keywords: ["michael", "great prince", "time of trouble"],
    meaning:
      "The method identifies Michael, who stands up for His people in the time of trouble and leads heaven's armies, with Christ.",
    passages: ["Daniel 12:1", "Revelation 12:7", "Jude 1:9"],
  },
];

export const kingdoms: readonly Kingdom[] = [
  {
    id: "babylon",
    name: "Babylon",
    dates: "605–539 BC",
    visions: [
      { chapter: "Daniel 2", symbol: "Head of gold", ref: "Daniel 2:32" },
      { chapter: "Daniel 7", symbol: "Lion with eagle's wings", ref: "Daniel 7:4" },
    ],
  },
  {
    id: "medo-persia",
    name: "Medo-Persia",
    dates: "539–331 BC",
    visions: [
      { chapter: "Daniel 2", symbol: "Breast and arms of silver", ref: "Daniel 2:32" },
      { chapter: "Daniel 7", symbol: "Bear raised up on one side", ref: "Daniel 7:5" },
      { chapter: "Daniel 8", symbol: "Ram with two horns", ref: "Daniel 8:20" },
    ],
  },
  {
    id: "greece",
    name: "Greece",
    dates: "331–168 BC",
    visions: [
      { chapter: "Daniel 2", symbol: "Belly and thighs of brass", ref: "Daniel 2:32" },
      { chapter: "Daniel 7", symbol: "Leopard with four heads", ref: "Daniel 7:6" },
      { chapter: "Daniel 8", symbol: "He goat with a notable horn", ref: "Daniel 8:21" },
    ],
  },
  {
    id: "pagan-rome",
    name: "Pagan Rome",
    dates: "168 BC – AD 476",
    visions: [
      { chapter: "Daniel 2", symbol: "Legs of iron", ref: "Daniel 2:33" },
      { chapter: "Daniel 7", symbol: "Dreadful beast with iron teeth", ref: "Daniel 7:7" },
      { chapter: "Daniel 8", symbol: "Little horn that waxed exceeding great", ref: "Daniel 8:9" },
    ],
  },
  {
    id: "divided",
    name: "The divided kingdoms of Europe",
    dates: "From AD 476",
    visions: [
      { chapter: "Daniel 2", symbol: "Feet and toes of iron and clay", ref: "Daniel 2:41-43" },
      { chapter: "Daniel 7", symbol: "Ten horns", ref: "Daniel 7:24" },
    ],
  },
  {
    id: "papal-rome",
    name: "Papal Rome",
    dates: "AD 538–1798",
    visions: [
      { chapter: "Daniel 7", symbol: "Little horn with eyes and a mouth", ref: "Daniel 7:8" },
      { chapter: "Daniel 8", symbol: "Little horn casting down the sanctuary", ref: "Daniel 8:11-12" },
    ],
  },
  {
    id: "gods-kingdom",
    name: "God's everlasting kingdom",
    dates: "After the judgment, at Christ's return",
    visions: [
      { chapter: "Daniel 2", symbol: "Stone that fills the earth", ref: "Daniel 2:44-45" },
      {
        chapter: "Daniel 7",
        symbol: "Judgment, then the kingdom given to the saints",
        ref: "Daniel 7:26-27",
      },
      { chapter: "Daniel 8", symbol: "The sanctuary cleansed", ref: "Daniel 8:14" },
    ],
  },
];

export const prophecyPeriods: readonly ProphecyPeriod[] = [
  {
    id: "2300",
    name: "The 2,300 days",
    keywords: [
      "2300",
      "2,300",
      "two thousand and three hundred",
      "cleansing of the sanctuary",
      "1844",
      "cleansed",
    ],
    texts: ["Daniel 8:14", "Daniel 8:26", "Daniel 9:24-25"],
    steps: [
      "Daniel 8:14 gives 2,300 evenings and mornings until the sanctuary is cleansed.",
      "Symbolic time counts a day for a year (Numbers 14:34; Ezekiel 4:6), so 2,300 days are 2,300 years.",
      "Daniel 8 leaves the starting point unexplained (8:26-27). Gabriel returns in Daniel 9 and counts from the command to restore and build Jerusalem (9:25): the decree of Artaxerxes in 457 BC (Ezra 7:11-26).",
      "457 BC + 2,300 years: 2,300 − 457 = 1,843, then add one, because there is no year zero between 1 BC and AD 1. The period ends in AD 1844.",
      "In AD 1844 the cleansing of the heavenly sanctuary, the judgment before Christ's return, begins (Daniel 7:9-10; Revelation 14:7).",
    ],
    events: [
      { date: "457 BC", event: "Artaxerxes' decree to restore and build Jerusalem", ref: "Ezra 7:11-26" },
      { date: "AD 1844", event: "The cleansing of the sanctuary, the judgment, begins", ref: "Daniel 8:14" },
    ],
    parallels: ["daniel-8-9", "judgment"],
  },
  {
    id: "70-weeks",
    name: "The seventy weeks",
    keywords: ["70 weeks", "seventy weeks", "490", "weeks", "messiah the prince", "483"],
    texts: ["Daniel 9:24-27"],
    steps: [
      'Daniel 9:24: seventy weeks are "determined" (cut off) upon Daniel\'s people and the holy city.',
      "70 weeks × 7 days = 490 days, and a day for a year makes 490 years.",
      "The count starts at the command to restore and build Jerusalem (9:25): the decree of Artaxerxes, 457 BC (Ezra 7:11-26).",
      'Seven weeks and sixty-two weeks, 69 weeks = 483 years, reach "the Messiah the Prince": 457 BC + 483 years = AD 27 (483 − 457 = 26, plus one because there is no year zero), the year of Jesus\' baptism and anointing (Luke 3:21-22; Acts 10:38).',
      "In the midst of the seventieth week, three and a half years later, the Messiah is cut off and causes the sacrifice to cease: AD 31, the cross (Daniel 9:26-27; Matthew 27:50-51).",
      "The seventieth week ends three and a half years after the cross: 457 BC + 490 years = AD 34, when Stephen is stoned and the gospel goes beyond Judea (Acts 7:59-60; Acts 8:1-4).",
      "The 490 years are the first part of the 2,300: both start in 457 BC.",
    ],
    events: [
      { date: "457 BC", event: "Artaxerxes' decree to restore and build Jerusalem", ref: "Ezra 7:11-26" },
      { date: "AD 27", event: "Jesus anointed at His baptism", ref: "Luke 3:21-22" },
      { date: "AD 31", event: "Messiah cut off in the midst of the week", ref: "Daniel 9:26-27" },
      { date: "AD 34", event: "The seventy weeks end; the gospel goes to the Gentiles", ref: "Acts 8:1-4" },
    ],
    parallels: ["daniel-8-9"],
  },
  {
    id: "1260",
    name: "The 1,260 days",
    keywords: [
      "1260",
      "1,260",
      "42 months",
      "forty and two months",
      "time and times",
      "times and half",
      "dividing of time",
      "538",
      "1798",
      "little horn",
    ],
    texts: ["Daniel 7:25", "Revelation 12:6", "Revelation 12:14", "Revelation 13:5"],
    steps: [
      '"A time and times and the dividing of time" (Daniel 7:25; Revelation 12:14) = 1 + 2 + ½ = 3½ prophetic years.',
      "A prophetic year has 360 days: 3½ × 360 = 1,260 days. Revelation 12:6 says 1,260 days, and Revelation 13:5 says 42 months (42 × 30 = 1,260).",
      "A day for a year: 1,260 years.",
      "The period starts in AD 538, when the last of the three powers uprooted before the little horn (Daniel 7:8) gave way and the bishop of Rome's supremacy stood unopposed.",
      "AD 538 + 1,260 years = AD 1798 (both years are AD, so nothing is added for a year zero), when the French general Berthier took the pope prisoner: the deadly wound of Revelation 13:3.",
    ],
    events: [
      { date: "AD 538", event: "The little horn's 1,260 years begin", ref: "Daniel 7:25" },
      { date: "AD 1798", event: "The pope taken captive: the deadly wound", ref: "Revelation 13:3" },
    ],
    parallels: ["1260", "daniel-7-revelation-13"],
  },
];

export const parallelSets: readonly ParallelSet[] = [
  {
    id: "empires",
    title: "Daniel 2, 7 and 8: the same empires, repeated and enlarged",
    keywords: [
      "line up",
      "parallel",
      "parallels",
      "empires",
      "kingdoms",
      "repeat and enlarge",
      "statue",
      "metals",
    ],
    passages: ["Daniel 2:31-45", "Daniel 7:1-28", "Daniel 8:1-27"],
    lines: [
      "Each vision covers the same ground as the one before and adds detail: metals in Daniel 2, beasts in Daniel 7, sanctuary animals in Daniel 8.",
      "Each ends with God's answer: the stone kingdom (Daniel 2), the judgment and the kingdom given to the saints (Daniel 7), the sanctuary cleansed (Daniel 8).",
    ],
  },
  {
    id: "daniel-8-9",
    title: "Daniel 8 and 9: the vision and its explanation",
    keywords: ["daniel 9", "gabriel", "70 weeks", "seventy weeks", "2300", "cut off"],
    passages: ["Daniel 8:14", "Daniel 8:16", "Daniel 8:26-27", "Daniel 9:21-27"],
    lines: [
      "Gabriel is told to make Daniel understand the vision (8:16); he explains the animals, but Daniel faints before the time is explained (8:26-27).",
      'Gabriel comes back in Daniel 9 to give understanding of "the vision" (9:21-23) and begins with time: seventy weeks.',
      '"Determined" in 9:24 carries the sense of "cut off": the 490 years are cut off from the 2,300, so both start together in 457 BC.',
      "The seventy weeks end in AD 34; the 2,300 years run on to AD 1844.",
    ],
  },
  {
    id: "1260",
    title: "The 1,260 years, named three ways",
    keywords: ["1260", "42 months", "time and times", "wilderness"],
    passages: [
      "Daniel 7:25",
      "Daniel 12:7",
      "Revelation 11:2-3",
      "Revelation 12:6",
      "Revelation 12:14",
      "Revelation 13:5",
    ],
    lines: [
      "Daniel 7:25 and 12:7: a time, times and half a time.",
      "Revelation 12:6 and 12:14: the woman in the wilderness for 1,260 days, and for a time, times and half a time.",
      "Revelation 11:2-3 and 13:5: 42 months, and the witnesses' 1,260 days.",
      "One period under three names: AD 538–1798.",
    ],
  },
  {
    id: "daniel-7-revelation-13",
    title: "The little horn of Daniel 7 and the beast from the sea",
    keywords: ["little horn", "beast", "sea beast", "antichrist"],
    passages: ["Daniel 7:8", "Daniel 7:21", "Daniel 7:25", "Revelation 13:1-7"],
    lines: [
      "Both speak great words against the Most High (Daniel 7:8, 25; Revelation 13:5-6).",
      "Both make war with the saints (Daniel 7:21; Revelation 13:7).",
      "Both rule for the same period: a time, times and half a time, or 42 months (Daniel 7:25; Revelation 13:5).",
      "The sea beast combines the lion, the bear and the leopard of Daniel 7 (Revelation 13:2).",
    ],
  },
  {
    id: "judgment",
    title: "The judgment in heaven",
    keywords: ["judgment", "ancient of days", "books", "hour of his judgment"],
    passages: ["Daniel 7:9-10", "Daniel 8:14", "Revelation 14:6-7"],
    lines: [
      "Daniel 7: thrones are set and the books opened after the little horn's reign, before the saints receive the kingdom.",
      "Daniel 8: the sanctuary is cleansed at the end of the 2,300 days, AD 1844.",
      'Revelation 14: the first angel proclaims "the hour of his judgment is come".',
    ],
  },
  {
    id: "kingdom",
    title: "The everlasting kingdom",
    keywords: ["kingdom", "everlasting kingdom", "stone"],
    passages: ["Daniel 2:44", "Daniel 7:27", "Revelation 11:15"],
    lines: [
      "Daniel 2:44: God sets up a kingdom that shall never be destroyed.",
      "Daniel 7:27: the kingdom is given to the people of the saints of the Most High.",
      "Revelation 11:15: the kingdoms of this world become the kingdoms of our Lord and of His Christ.",
    ],
  },
];
