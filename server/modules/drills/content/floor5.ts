import { christ, keywords, length, reference, roomDrills } from "./builders";
import type { Drill } from "./types";

// Floor 5 — the vision rooms: Blue Room (BL, the sanctuary), Prophecy (PR), Three Angels (3A), Feasts (FE),
// Christ in Every Chapter (CEC) and Room 66 (R66). Ten drills per room, in the order written below: drills 1–3
// practise one move of the room's method, 4–7 the whole deliverable on a passage, 8–10 hard cases, pitfalls and
// work across rooms. Prophecy follows the palace's historicist reading (day for a year; 457 BC; 538–1798; 1844).

// ---------------------------------------------------------------------------------------------------------
// BL — Blue Room: the sanctuary as God's blueprint — 8 articles, 2 services, 3 spaces; follow the blood.
// ---------------------------------------------------------------------------------------------------------
const blueRoomDrills = roomDrills("bl", [
  {
    title: "Walk the path from gate to ark",
    description:
      "Name the eight sanctuary articles in the order a worshipper meets them, with their spaces and meanings.",
    instructions:
      "Write 90–140 words: the eight articles in order, each with its space and a one-phrase meaning, anchored in a text about the heavenly pattern.",
    prompt:
      "List the eight sanctuary articles in the order a worshipper meets them, from the gate of the court to the ark behind the veil. Give each a one-phrase meaning and say which space it stands in — courtyard, Holy Place or Most Holy Place. Anchor the whole in Exodus 25:8-9 or Hebrews 8:5.",
    rubric: [
      reference(2, "Anchors the pattern in a text"),
      keywords(
        4,
        "Names the articles in order",
        ["gate", "altar", "laver", "lampstand", "showbread", "incense", "veil", "ark"],
        6,
      ),
      keywords(2, "Places them in the three spaces", ["courtyard", "holy place", "most holy", "court"], 2),
      christ(2, "Shows Christ in the articles"),
    ],
    exampleAnswer:
      "The sanctuary was made after a heavenly pattern (Exodus 25:8-9; Hebrews 8:5). In the courtyard: the gate — one way in, open to all, Christ the door; the bronze altar — sacrifice and substitution, Christ the Lamb slain; the laver — cleansing, Christ washing His people by the word. In the Holy Place: the lampstand — light and the Spirit’s witness; the table of showbread — Christ the bread of life; the altar of incense — prayer and intercession. Then the veil — separation, and the way opened through His flesh. In the Most Holy Place: the ark — God’s throne, the law beneath the mercy seat. The path runs from justification to glorification.",
  },
  {
    title: "Tag only what the text evokes",
    description:
      "Two passages mention bread: tag the one that evokes the showbread, and refuse to force the other.",
    instructions:
      "Write 90–140 words: the full tag for John 6:35 (element, rite, fulfilment, doctrine, cross-link), then two or three sentences on why Mark 8:1-9 should not carry the same tag.",
    prompt:
      "John 6:35 (“I am the bread of life”) and Mark 8:1-9 (the feeding of the four thousand) both mention bread. Tag John 6:35 with its sanctuary article, Christ’s fulfilment and the doctrine. Then decide whether Mark 8:1-9 should carry the same tag, and explain why not every mention of bread is the showbread.",
    rubric: [
      reference(2, "Cites the passages", 2),
      keywords(3, "Tags the table of showbread", ["showbread", "shewbread", "table", "twelve loaves"], 2),
      keywords(3, "Refuses to force the tag", [
        "not every",
        "forcing",
        "force",
        "only what",
        "does not evoke",
        "nothing in it",
      ]),
      christ(2, "States Christ's fulfilment"),
    ],
    exampleAnswer:
      "John 6:35 → Table of Showbread, in the Holy Place, where twelve loaves lay continually before the LORD (Leviticus 24:5-8) as bread of His presence for the priests. Fulfilment: Christ is the bread of life who sustains His people in God’s presence. Doctrine: communion and daily dependence on the Word. Cross-link: John 6:51. Mark 8:1-9 is different: a compassion miracle in a deserted place with seven loaves and a few fish. Nothing in it evokes the holy place, the priests, the twelve loaves or God’s presence, so tagging it showbread would be forcing sanctuary language onto the text. Not every mention of bread is the showbread; tag only what the passage actually evokes.",
  },
  {
    title: "Read the rite before the fulfilment",
    description: "Describe the laver's rite from Exodus first, then state how Christ fulfils it.",
    instructions:
      "Write 80–130 words: two sentences on the Old Testament rite, then Christ's fulfilment in one sentence, the doctrine and a New Testament cross-link.",
    prompt:
      "Exodus 30:17-21: the bronze laver between the altar and the tent. First describe the Old Testament rite in two sentences — who washed, what, and when. Only then state Christ’s fulfilment in one sentence, name the doctrine, and cross-link a New Testament text (Ephesians 5:26 or Titus 3:5).",
    rubric: [
      reference(2, "Cites the rite and a cross-link", 2),
      keywords(3, "Describes the rite", ["wash", "hands", "feet", "priests", "aaron", "lest they die"], 3),
      keywords(
        2,
        "Names the article and its doctrine",
        ["laver", "cleansing", "sanctification", "regeneration"],
        2,
      ),
      christ(2, "States Christ's fulfilment"),
      length(1, 60, "At least 60 words"),
    ],
    exampleAnswer:
      "Rite (Exodus 30:17-21): a bronze laver stood between the altar of burnt offering and the tent of meeting, and Aaron and his sons had to wash their hands and feet in it whenever they entered the tabernacle or came near the altar to minister, lest they die. Cleansing came after the altar and before service. Fulfilment: Christ cleanses His people “with the washing of water by the word”, so that forgiven people become clean servants. Doctrine: sanctification and the new birth. Cross-links: Ephesians 5:26, and Titus 3:5, “the washing of regeneration”. The order matters: the laver stands after the altar, because cleansing follows sacrifice.",
  },
  {
    title: "Foot washing and the laver",
    description:
      "Tag the foot washing with its sanctuary article and explain why this article rather than the altar.",
    instructions:
      "Write the full tag in 90–140 words — element, Christ's fulfilment in one sentence, doctrine, one or two cross-links — then explain your choice of article.",
    prompt:
      "John 13:1-10: Jesus washes His disciples’ feet and tells Peter, “He that is washed needeth not save to wash his feet.” Write the full sanctuary tag — element, Christ’s fulfilment in one sentence, doctrine and one or two New Testament cross-links — and explain why this article rather than the altar.",
    rubric: [
      reference(2, "Cites the passage and cross-links", 2),
      keywords(3, "Tags the laver", ["laver", "wash", "cleans", "feet"], 2),
      keywords(
        2,
        "Explains the choice of article",
        ["rather than", "not the altar", "after the altar", "no sacrifice", "already"],
        2,
      ),
      christ(2, "States Christ's fulfilment"),
      length(1, 70, "At least 70 words"),
    ],
    exampleAnswer:
      "John 13:1-10 → Laver. At the laver the priests, already consecrated, washed their hands and feet each time they served (Exodus 30:19-21), and Jesus speaks the same language: the one who has been bathed needs only his feet washed. Fulfilment: Christ, who cleansed us once, keeps washing the daily defilement of those who walk with Him. Doctrine: sanctification, the ongoing cleansing of the already forgiven. Cross-links: 1 John 1:9; Ephesians 5:26. Why the laver rather than the altar: no sacrifice is offered in the scene; the disciples are already His, and the need is the dust of the road, not a new atonement. The laver stands after the altar, just as this washing comes to those already clean.",
  },
  {
    title: "One main element, many phrases",
    description:
      "Hebrews 10:19-22 touches half the sanctuary in four verses: choose the main element and list the rest.",
    instructions:
      "Write 90–140 words: the main element with a reason, the other elements the phrases touch, and the fulfilment, doctrine and cross-link.",
    prompt:
      "Hebrews 10:19-22 touches several parts of the sanctuary in a few lines: boldness to enter, the blood, the veil, a great high priest, hearts sprinkled, bodies washed. Tag the main element, list the other elements its phrases touch, and write the fulfilment, doctrine and cross-link.",
    rubric: [
      reference(2, "Cites the passage and a cross-link", 2),
      keywords(3, "Chooses the main element", ["veil", "main element", "holiest", "most holy"], 2),
      keywords(
        2,
        "Lists the other elements touched",
        ["altar", "laver", "blood", "washed", "sprinkl", "high priest"],
        3,
      ),
      christ(2, "States Christ's fulfilment"),
      length(1, 70, "At least 70 words"),
    ],
    exampleAnswer:
      "Hebrews 10:19-22 → main element: the Veil. The passage is built around entering “the holiest by the blood of Jesus, by a new and living way… through the veil, that is to say, his flesh.” Other elements touched: the altar, whose blood opens the way; the high priest over the house of God; the laver, in bodies washed with pure water; and the sprinkling of the heart, which recalls blood applied to the worshipper. Fulfilment: Christ’s torn flesh has opened the way into God’s very presence, so we may draw near in full assurance of faith. Doctrine: access through Christ. Cross-link: Hebrews 6:19-20, the hope that enters within the veil, where Jesus has gone before us.",
  },
  {
    title: "Daily and yearly",
    description:
      "Compare the daily service with the Day of Atonement and draw out what the difference teaches about timing.",
    instructions:
      "Write 100–150 words: what each service did and where its ministry centred, then what the difference shows about Christ's two phases of ministry.",
    prompt:
      "Compare the daily service (Exodus 29:38-42) with the yearly Day of Atonement (Leviticus 16:29-34). What did each do, in which apartment did its ministry centre, and what does the difference teach about the timing of Christ’s ministry — His continual intercession and the judgment hour (Daniel 8:14)?",
    rubric: [
      reference(2, "Cites both services and Daniel 8:14", 3),
      keywords(
        3,
        "Distinguishes daily and yearly",
        ["daily", "yearly", "continual", "once a year", "day of atonement"],
        3,
      ),
      keywords(2, "Names the two apartments", ["holy place", "most holy", "apartment", "within the veil"], 2),
      keywords(1, "States the timing", ["1844", "judgment hour", "timing", "closes"]),
      christ(2, "Applies it to Christ's ministry"),
    ],
    exampleAnswer:
      "The daily service (Exodus 29:38-42) offered a lamb morning and evening at the altar, and its ministry centred in the court and the Holy Place: continual access, forgiveness and intercession, day after day. The yearly Day of Atonement (Leviticus 16:29-34) came once a year, when the high priest entered the Most Holy Place to cleanse the sanctuary itself and close the year’s record. The difference teaches timing: the daily is ongoing grace; the yearly closes the case. So Christ’s ministry in the heavenly sanctuary has two phases: continual intercession from His ascension, and, from 1844 (Daniel 8:14), the judgment hour in the Most Holy Place, when the record of sin is finally cleansed.",
  },
  {
    title: "Two goats, one Saviour",
    description:
      "Identify the two goats of the Day of Atonement, what each means, and why the scapegoat is never a figure of Christ.",
    instructions:
      "Write 100–150 words, reverently: what happens to each goat and in what order, what each means in the method, and why the scapegoat does not picture Christ.",
    prompt:
      "Leviticus 16:7-10, 20-22: two goats, chosen by lot. Identify what happens to each goat, what each means in the method, and why the scapegoat is never a figure of Christ. Keep the tone reverent and the focus on what Christ has done.",
    rubric: [
      reference(2, "Cites the passage", 2),
      keywords(3, "Distinguishes the two goats", ["lord's goat", "scapegoat", "azazel", "lot"], 2),
      keywords(
        3,
        "Explains why the scapegoat is not Christ",
        ["no blood", "not slain", "alive", "adds nothing", "never a figure", "responsib"],
        2,
      ),
      christ(2, "Rests salvation on Christ's blood"),
    ],
    exampleAnswer:
      "Leviticus 16:7-10: lots are cast over two goats. The Lord’s goat is slain as a sin offering, and its blood is carried into the Most Holy Place and sprinkled on and before the mercy seat, cleansing the sanctuary (Leviticus 16:15-16). Only when that reconciling work is finished is the scapegoat (Azazel) brought; the people’s sins are confessed over its head, and it is led away alive into the wilderness (Leviticus 16:20-22). The Lord’s goat points to Christ, whose blood cleanses. The scapegoat is never a figure of Christ: no blood is shed, it is not slain, and it adds nothing to the atonement already made; it stands for Satan bearing responsibility for the sin he instigated. Our salvation rests wholly on the slain Lamb.",
  },
  {
    title: "Follow the blood",
    description:
      "Trace where the blood goes in a sin offering and in Hebrews 9, and let it show where Christ ministers.",
    instructions:
      "Write 110–170 words: trace the blood in each passage, say what it shows about where and why Christ ministers, then write the sanctuary tag for Hebrews 9:11-12.",
    prompt:
      "Leviticus 4:5-7 (the blood of a sin offering carried into the Holy Place) and Hebrews 9:11-12 (Christ entering by His own blood). Apply the principle “where the blood goes, the ministry goes”: trace the blood in each passage, say what it shows about where Christ ministers and why, and write the sanctuary tag for Hebrews 9:11-12.",
    rubric: [
      reference(2, "Cites both passages", 2),
      keywords(3, "Follows the blood", ["blood", "sprinkl", "carried", "where the blood goes", "brings"], 2),
      keywords(
        2,
        "Places the ministry",
        ["holy place", "heavenly sanctuary", "in heaven", "before the veil"],
        2,
      ),
      christ(2, "Applies it to Christ's ministry"),
      length(1, 90, "At least 90 words"),
    ],
    exampleAnswer:
      "Leviticus 4:5-7: for a sin offering the anointed priest brings the blood into the tent, sprinkles it seven times before the veil and puts some on the horns of the altar of incense; the rest is poured out at the bronze altar. The blood goes inside, so the ministry goes inside. Hebrews 9:11-12: Christ enters the holy place not by the blood of goats and calves but by His own blood, having obtained eternal redemption. Following the blood shows that His ministry did not stop at Calvary: the sacrifice made in the court is carried into the heavenly sanctuary, where He pleads it now. Tag: Hebrews 9:11-12 → Holy Place, reached from the Bronze Altar; fulfilment: Christ’s own blood, shed once, gives Him entrance to minister for us in heaven; doctrine: atonement and intercession; cross-link: Hebrews 7:25.",
  },
  {
    title: "The Ethiopian's path",
    description:
      "Walk a new believer through the courtyard — gate, altar, laver — and say where the path leads next.",
    instructions:
      "Write 110–170 words: the main article with its reason, each courtyard stage matched to the story with a reference, and the Holy Place life that comes next.",
    prompt:
      "Acts 8:26-40: an Ethiopian official reads Isaiah 53, hears Philip preach Jesus, and is baptized. Tag the conversion with the courtyard article it best fits, then walk him through the gate, altar and laver, and say where the path leads next for a new believer.",
    rubric: [
      reference(2, "Cites the passage and the texts along the path", 2),
      keywords(3, "Walks the courtyard path", ["gate", "altar", "laver", "door", "courtyard"], 3),
      keywords(
        2,
        "Names where the path leads",
        ["holy place", "lampstand", "showbread", "incense", "daily walk"],
        1,
      ),
      christ(2, "Preaches Jesus along the path"),
      length(1, 90, "At least 90 words"),
    ],
    exampleAnswer:
      "Acts 8:26-40 → main article: the Laver, because the story’s climax is his baptism (Acts 8:36-38). The path through the courtyard: the Gate — a foreigner and a eunuch, once kept at a distance, is welcomed, because Christ is the door open to all who come (John 10:9). The Altar — he is reading Isaiah 53:7, the lamb led to the slaughter, and Philip preaches Jesus from that very scripture: the substitute slain in his place. The Laver — “See, here is water”; he is washed, and goes on his way rejoicing. Next comes the Holy Place: the daily walk of light (the lampstand), the word as bread (the showbread) and prayer (the incense) — the life of a new believer growing toward the ark.",
  },
  {
    title: "The sanctuary cleansed",
    description:
      "Bring Daniel 8:14, Hebrews 9 and Revelation 11 together on the cleansing of the heavenly sanctuary from 1844.",
    instructions:
      "Write 130–190 words: the element and space, what the cleansing means in the two-apartment view and why it dates from 1844, Christ's fulfilment in one sentence, and a pastoral application.",
    prompt:
      "Bring together Daniel 8:14, Hebrews 9:23-24 and Revelation 11:19. Tag the element and space, explain what “the sanctuary cleansed” means in the Blue Room’s two-apartment view and why it is dated from 1844, state Christ’s fulfilment in one sentence, and write the application for a believer who is afraid of the judgment.",
    rubric: [
      reference(2, "Cites the three passages", 3),
      keywords(
        3,
        "Explains the cleansing and its date",
        ["1844", "2,300", "cleans", "day of atonement", "judgment"],
        3,
      ),
      keywords(2, "Uses the two apartments", ["most holy", "holy place", "apartment", "ark"], 2),
      keywords(1, "Writes the application", ["afraid", "fear", "assurance", "confidence", "advocate"]),
      christ(2, "States Christ's fulfilment"),
    ],
    exampleAnswer:
      "Tag: the Day of Atonement service, in the Most Holy Place. Daniel 8:14 says that after 2,300 days — prophetic years from 457 BC — the sanctuary shall be cleansed, which reaches 1844. Hebrews 9:23-24 says the heavenly things themselves are purified with better sacrifices, and that Christ appears in the presence of God for us. Revelation 11:19 shows the temple of God opened in heaven and the ark of His testament seen. In the two-apartment view, Christ’s continual ministry in the Holy Place was followed in 1844 by His Most Holy Place work: the antitypical Day of Atonement, the judgment that clears the record. Fulfilment: Christ ministers His own blood before the ark to blot out the record of His people’s sins. Application: a believer afraid of the judgment should look at who stands in the Most Holy Place — their Advocate, with His blood — and come with confidence.",
  },
]);

// ---------------------------------------------------------------------------------------------------------
// PR — Prophecy Room: symbol keys, the historicist timeline, repeat-and-enlarge, the day-year principle.
// ---------------------------------------------------------------------------------------------------------
const prophecyDrills = roomDrills("pr", [
  {
    title: "Let Scripture define the symbol",
    description:
      "Decode three prophetic symbols with the keys the Bible itself supplies, and state the rule they teach.",
    instructions:
      "Write 70–120 words: each symbol, the verse that decodes it and what it stands for, then the rule in one sentence.",
    prompt:
      "Decode three prophetic symbols with the keys Scripture itself gives, citing each key: the beasts of Daniel 7 (Daniel 7:17), the waters of Revelation 17 (Revelation 17:15) and the ram of Daniel 8 (Daniel 8:20). Then state in one sentence the rule this teaches.",
    rubric: [
      reference(3, "Cites the three keys", 3),
      keywords(3, "Decodes the symbols", ["kings", "kingdoms", "peoples", "nations", "media", "persia"], 3),
      keywords(2, "States the rule", [
        "scripture interprets",
        "scripture defines",
        "let scripture",
        "consistent",
        "its own symbols",
      ]),
      length(2, 50, "At least 50 words"),
    ],
    exampleAnswer:
      "Daniel 7:17: the four great beasts are four kings — that is, kingdoms — which arise out of the earth, so beasts in prophecy are kingdoms, not creatures. Revelation 17:15: the waters where the harlot sits are peoples, multitudes, nations and tongues, so waters are populations. Daniel 8:20: the ram with two horns is the kings of Media and Persia — a two-part empire, decoded by Gabriel himself. Rule: Scripture interprets its own symbols, and a key, once given, is applied consistently wherever the prophecy uses that symbol. That keeps the reading anchored in the text rather than in guesswork or the news.",
  },
  {
    title: "The metals on the timeline",
    description:
      "Place each part of Nebuchadnezzar's image on the historicist timeline with its kingdom and dates.",
    instructions:
      "Write 90–140 words: each metal with its kingdom and dates, the divided feet, and the stone kingdom.",
    prompt:
      "Daniel 2:31-45: place each part of the image on the historicist timeline with its kingdom and dates — head of gold, breast and arms of silver, belly and thighs of brass, legs of iron, feet of iron and clay — and say what the stone cut out without hands stands for.",
    rubric: [
      reference(2, "Gives the passage reference"),
      keywords(4, "Names the kingdoms", ["babylon", "medo-persia", "greece", "rome", "divided", "persia"], 4),
      keywords(2, "Gives dates", ["605", "539", "331", "168", "476"], 3),
      christ(2, "Identifies the stone kingdom"),
    ],
    exampleAnswer:
      "Daniel 2:31-45 → head of gold: Babylon, 605–539 BC — Daniel names it himself: “Thou art this head of gold.” Breast and arms of silver: Medo-Persia, 539–331 BC. Belly and thighs of brass: Greece, 331–168 BC. Legs of iron: pagan Rome, 168 BC to AD 476, strong and crushing. Feet of iron and clay: Rome divided into the kingdoms of Europe, which never again cleave together into one empire despite their alliances. The stone cut out without hands: the kingdom of God, set up by Christ, which strikes the image on its feet, becomes a mountain that fills the whole earth and stands for ever (Daniel 2:44). History has followed the sequence exactly; only the stone’s final triumph is still to come.",
  },
  {
    title: "Convert prophetic time",
    description:
      "Turn “time, times and half a time”, forty-two months and 1,260 days into one period with the day-year principle.",
    instructions:
      "Write 70–120 words: the arithmetic for each expression, the day-year principle with its two texts, and the period's dates.",
    prompt:
      "Daniel 7:25 speaks of “a time and times and the dividing of time”, Revelation 13:5 of forty-two months and Revelation 12:6 of 1,260 days. Convert each to days with the prophetic calendar, apply the day-year principle with its two key texts, and show that all three name the same period.",
    rubric: [
      reference(2, "Cites the three expressions", 3),
      keywords(4, "Does the arithmetic", ["360", "1,260", "1260", "42", "30", "3½", "three and a half"], 3),
      keywords(2, "Names the day-year principle", [
        "day-year",
        "day for a year",
        "numbers 14:34",
        "ezekiel 4:6",
      ]),
      keywords(2, "Shows they are one period", ["same period", "one period", "all three", "538", "1798"]),
    ],
    exampleAnswer:
      "A prophetic year is 360 days. “A time and times and the dividing of time” (Daniel 7:25) is one year, two years and half a year: 3½ × 360 = 1,260 days. Forty-two months (Revelation 13:5) is 42 × 30 = 1,260 days. Revelation 12:6 states 1,260 days outright. All three name the same period in three ways. By the day-year principle a prophetic day stands for a year (Numbers 14:34; Ezekiel 4:6), so the period is 1,260 years — in the historicist reading, AD 538 to 1798, the long rule of the little horn over the saints.",
  },
  {
    title: "Repeat and enlarge: the four beasts",
    description:
      "Identify the four beasts of Daniel 7 and line each up with its parallel in Daniel 2 and Daniel 8.",
    instructions:
      "Write 100–150 words: each beast with its kingdom and parallels, then one or two sentences on repeat-and-enlarge.",
    prompt:
      "Daniel 7:1-8: identify the lion, the bear, the leopard and the dreadful beast, and give each its parallel in Daniel 2 and, where it exists, in Daniel 8. Explain in one or two sentences how repeat-and-enlarge keeps the same power from getting two different names.",
    rubric: [
      reference(2, "Cites the parallel visions", 3),
      keywords(3, "Identifies the kingdoms", ["babylon", "medo-persia", "persia", "greece", "rome"], 4),
      keywords(
        3,
        "Aligns the parallels",
        ["parallel", "repeat", "enlarge", "silver", "gold", "ram", "goat", "iron"],
        3,
      ),
      length(2, 90, "At least 90 words"),
    ],
    exampleAnswer:
      "The lion with eagle’s wings is Babylon, the head of gold (Daniel 2:38). The bear raised up on one side with three ribs is Medo-Persia, the silver, and in Daniel 8:20 the ram whose higher horn came up last — Persia outgrowing Media. The leopard with four wings and four heads is Greece, the brass, and the goat of Daniel 8:21-22 whose great horn breaks into four: swift conquest, then four divisions. The dreadful beast with iron teeth is Rome, the legs of iron, with ten horns for its divided kingdoms and a little horn rising among them. Repeat-and-enlarge: each vision covers the same span with more detail, so the power called Greece in Daniel 8 must be Greece in Daniel 7 and Daniel 2; reading one chapter alone would give it two names.",
  },
  {
    title: "The 1,260 years",
    description:
      "Align the four texts of the 1,260-year period and place it on the timeline with its start and end.",
    instructions:
      "Write 100–150 words: the alignment, the power it describes, the start and end years with what marks each, and the arithmetic.",
    prompt:
      "Align Daniel 7:25, Revelation 12:6, 12:14 and 13:5, then place the period on the timeline: what power does it describe, when does it begin and end, and what marks each end? Keep the tone factual, and speak of a system rather than of people.",
    rubric: [
      reference(2, "Aligns the texts", 3),
      keywords(3, "Gives start and end", ["538", "1798", "ostrogoths", "berthier"], 2),
      keywords(
        3,
        "Identifies the power and its marks",
        ["little horn", "papal", "sea beast", "captive", "wound"],
        2,
      ),
      christ(2, "Shows Christ keeping His people"),
    ],
    exampleAnswer:
      "Daniel 7:25, Revelation 12:6, 12:14 and 13:5 give one period three ways — time, times and half a time; 1,260 days; forty-two months — so 1,260 years. The power is the little horn of Daniel 7 and the sea beast of Revelation 13: papal Rome as a religious-political system, rising among the divided kingdoms of Rome. Start: AD 538, when the Ostrogoths, the last of the powers opposing it, were driven from Rome and its supremacy was secured. End: 1798, when General Berthier took the pope captive — the deadly wound of Revelation 13:3. 538 + 1,260 = 1798. The prophecy describes a system, not sincere individuals, and through the whole period Christ nourished His people in the wilderness (Revelation 12:14).",
  },
  {
    title: "Seventy weeks to Messiah",
    description:
      "Work the seventy weeks from 457 BC to Christ's baptism, cross and the gospel's going to the Gentiles.",
    instructions:
      "Write 100–150 words: the starting decree, the arithmetic to each point with the missing year zero, and the event at each point.",
    prompt:
      "Daniel 9:24-27: work the seventy weeks from the decree of 457 BC (Ezra 7). Show the arithmetic to Messiah the Prince, to the midst of the seventieth week and to the end of the seventy weeks, remembering there is no year zero, and say what happened at each point.",
    rubric: [
      reference(2, "Cites the prophecy and the decree", 2),
      keywords(3, "Gives the key dates", ["457", "ad 27", "ad 31", "ad 34"], 3),
      keywords(2, "Shows the arithmetic", ["483", "490", "no year zero", "add one", "plus one"], 2),
      keywords(1, "Names the event at each point", ["baptism", "anointed", "cut off", "stephen", "gentiles"]),
      christ(2, "Centres the prophecy on Christ"),
    ],
    exampleAnswer:
      "Seventy weeks are 490 prophetic days, so 490 years, counted from Artaxerxes’ decree of 457 BC (Ezra 7). Sixty-nine weeks reach Messiah the Prince (Daniel 9:25): 69 × 7 = 483 years; −457 + 483 = 26, and adding one because there is no year zero gives AD 27, when Jesus was baptized and anointed by the Spirit. In the midst of the seventieth week, AD 31, Messiah is cut off and causes the sacrifice to cease: the cross ends the meaning of the temple offerings. The seventy weeks end in AD 34 (−457 + 490 = 33, plus one = 34), when Stephen is stoned and the gospel goes out to the Gentiles. From first date to last, the prophecy is centred on Christ.",
  },
  {
    title: "2,300 days to 1844",
    description:
      "Show why the 2,300 days start with the seventy weeks, do the arithmetic, and say what began at their end.",
    instructions:
      "Write 100–150 words: the link between Daniel 8 and 9, the arithmetic with the missing year zero, and what began in 1844.",
    prompt:
      "Daniel 8:14: “Unto two thousand and three hundred days; then shall the sanctuary be cleansed.” Show why the 2,300 days begin with the seventy weeks in 457 BC (Daniel 9:24-25), work the arithmetic with the missing year zero, and say what began in 1844.",
    rubric: [
      reference(2, "Cites Daniel 8 and 9", 2),
      keywords(
        3,
        "Links the start to the seventy weeks",
        ["cut off", "determined", "457", "seventy weeks", "begin together", "gabriel"],
        2,
      ),
      keywords(3, "Shows the arithmetic", ["1843", "1844", "no year zero", "2,300", "2300"], 3),
      christ(2, "Names Christ's closing work"),
    ],
    exampleAnswer:
      "Daniel 8 ends with Daniel not understanding the vision, and in Daniel 9 Gabriel returns to give him understanding. Seventy weeks are “determined” — cut off — from the longer period, so both begin together with the decree of 457 BC (Daniel 9:24-25; Ezra 7). Arithmetic: −457 + 2,300 = 1843; since there is no year zero between 1 BC and AD 1, add one: AD 1844. The first 490 years confirm the starting point by meeting Christ’s baptism and cross to the year. What began in 1844: the cleansing of the sanctuary — the antitypical Day of Atonement, when Christ began His closing work of judgment in the Most Holy Place of the heavenly sanctuary.",
  },
  {
    title: "Refuse newspaper exegesis",
    description:
      "Answer a headline reading of the leopard's four heads from the vision's own sequence and its parallel.",
    instructions:
      "Write 110–170 words, gently but firmly: the vision's sequence, the parallel that decodes the heads, and the principle for relating prophecy to current events.",
    prompt:
      "A popular video claims the four heads of the leopard in Daniel 7:6 are four present-day world leaders. Answer it gently but firmly from the text: use the symbol keys, repeat-and-enlarge (Daniel 8:8, 21-22) and the sequence of the vision, and state the principle that should govern how we relate prophecy to current events.",
    rubric: [
      reference(2, "Cites the vision and its parallel", 2),
      keywords(
        3,
        "Uses the vision's own sequence",
        ["sequence", "repeat", "enlarge", "grecia", "greece", "generals", "alexander"],
        2,
      ),
      keywords(
        3,
        "States the principle",
        ["newspaper", "headlines", "the news", "current events", "read history through"],
        2,
      ),
      christ(2, "Ends the line in Christ's kingdom"),
    ],
    exampleAnswer:
      "The leopard cannot be read from today’s headlines, because the vision supplies its own sequence: lion, bear, leopard, dreadful beast, then the little horn and the judgment. The leopard comes third, after Babylon and Medo-Persia and before Rome. Repeat-and-enlarge settles the four heads: in Daniel 8:8 and 21-22 the goat, named as Grecia, has a great horn that is broken, and four kingdoms stand up in its place — Alexander’s empire divided among his generals. So the four heads are those four kingdoms, more than two thousand years ago. The principle: read history through the prophecy, not the morning’s news into it. Current events may remind us that prophecy is reliable, but its symbols are fixed by the text, and every line ends in Christ’s kingdom, not in a video’s speculation.",
  },
  {
    title: "Keep the seventieth week attached",
    description:
      "Show from Daniel 9 why the historicist reading keeps the seventy weeks continuous and Messiah at the centre.",
    instructions:
      "Write 100–160 words, without attacking anyone: why the weeks are one continuous block, who confirms the covenant, and what happened in the midst of the week.",
    prompt:
      "Some teach that the seventieth week of Daniel 9:27 is detached from the first sixty-nine and moved to a future seven-year period. Without attacking anyone, show from Daniel 9:24-27 why the historicist reading keeps the seventy weeks continuous, who confirms the covenant, and what happened in the midst of the week.",
    rubric: [
      reference(2, "Cites the prophecy", 2),
      keywords(
        3,
        "Keeps the weeks continuous",
        ["continuous", "unbroken", "no gap", "one block", "consecutive"],
        2,
      ),
      keywords(
        3,
        "Identifies who confirms the covenant",
        ["confirm the covenant", "cut off", "midst of the week", "ad 31", "ad 34"],
        2,
      ),
      christ(2, "Keeps Christ at the centre"),
    ],
    exampleAnswer:
      "Daniel 9:24 says seventy weeks are determined — one block of 490 years, counted from one decree. Nothing in the text inserts a gap of two thousand years between the sixty-ninth and the seventieth week; a measuring line with a hole in the middle no longer measures, so the historicist reading keeps the weeks continuous. The nearest subject of “he shall confirm the covenant with many for one week” is Messiah, who has just been cut off, “but not for himself” (Daniel 9:26-27). In the midst of the week, AD 31, He caused the sacrifice and the oblation to cease by His own death, and the covenant was confirmed first to Israel until AD 34. So Christ, not a future figure, stands at the centre of the prophecy.",
  },
  {
    title: "Every line ends in the kingdom",
    description:
      "Teach a frightened student that every prophetic line ends in Christ's kingdom and is given to build faith.",
    instructions:
      "Write 120–180 words as if teaching: the kingdom ending of three lines of prophecy with references, why fulfilled prophecy builds faith, and how historicism differs from reading it all as past or all as future.",
    prompt:
      "A new student is frightened by the beasts of Daniel. Teach them from Daniel 2:44-45, Daniel 7:13-14, 27 and Revelation 11:15 how every line of prophecy ends in Christ’s kingdom, why prophecy fulfilled in history is given to build faith (John 14:29), and how the historicist approach differs from reading it all as past or all as future.",
    rubric: [
      reference(2, "Cites the kingdom endings", 3),
      keywords(
        3,
        "Shows the kingdom ending",
        ["kingdom", "stone", "everlasting", "dominion", "kingdoms of this world"],
        2,
      ),
      keywords(
        2,
        "Explains that prophecy builds faith",
        ["faith", "believe", "trust", "not fear", "confidence"],
        2,
      ),
      keywords(1, "Contrasts the approaches", [
        "preterism",
        "futurism",
        "all past",
        "all future",
        "historicist",
      ]),
      christ(2, "Names Christ's kingdom"),
    ],
    exampleAnswer:
      "The beasts are real kingdoms, but none of them has the last word. Daniel 2 ends with a stone that becomes a mountain and a kingdom that shall never be destroyed (Daniel 2:44-45). Daniel 7 ends with one like the Son of man receiving an everlasting dominion, and the kingdom given to the saints (Daniel 7:13-14, 27). Revelation 11:15 ends the trumpets with the kingdoms of this world becoming the kingdoms of our Lord and of His Christ. Jesus said He told us before it came to pass so that, when it happens, we might believe (John 14:29): every fulfilled empire is a reason for faith, not fear. The historicist approach follows the prophecies through real history from Daniel’s day to the end, rather than treating them as all past or all future, so we stand today on a long line of kept promises.",
  },
]);

// ---------------------------------------------------------------------------------------------------------
// 3A — Three Angels Room: Revelation 14:6-12 — cues, the angel, the connection, a mission application that
// begins with the everlasting gospel.
// ---------------------------------------------------------------------------------------------------------
const threeAngelsDrills = roomDrills("3a", [
  {
    title: "Three messages in outline",
    description:
      "Summarise each angel's message with its verses, and notice what comes before every warning.",
    instructions:
      "Write 90–140 words: one or two sentences per angel with its verse range, then one sentence on the gospel note that opens the whole.",
    prompt:
      "Revelation 14:6-12: summarise each angel’s message in one or two sentences with its verse range — the first (verses 6-7), the second (verse 8) and the third (verses 9-12) — and name the gospel note that comes before every warning.",
    rubric: [
      reference(2, "Gives the verse ranges", 3),
      keywords(
        4,
        "Summarises the three messages",
        [
          "everlasting gospel",
          "judgment",
          "worship him",
          "made heaven",
          "babylon",
          "fallen",
          "mark",
          "commandments",
          "faith of jesus",
        ],
        5,
      ),
      keywords(2, "Puts the gospel first", [
        "gospel first",
        "begins with",
        "before any warning",
        "opens with",
      ]),
      christ(2, "Keeps Jesus in the message"),
    ],
    exampleAnswer:
      "First angel (Revelation 14:6-7): carrying the everlasting gospel to every nation, kindred, tongue and people, he calls all to fear God and give glory to Him, for the hour of His judgment is come, and to worship Him that made heaven and earth, the sea and the fountains of waters. Second angel (Revelation 14:8): Babylon is fallen, the power that made the nations drink the wine of her fornication. Third angel (Revelation 14:9-12): a solemn warning against worshipping the beast and his image or receiving his mark, ending with the saints who keep the commandments of God and the faith of Jesus. The whole message begins with the everlasting gospel before any warning is spoken.",
  },
  {
    title: "Which angel? Reading the cues",
    description: "Find the angel a wisdom text echoes by reading its cue words.",
    instructions:
      "Write 70–110 words: the angel, the cue words that point there, and the connection in one or two sentences.",
    prompt:
      "Ecclesiastes 12:13-14: “Fear God, and keep his commandments… For God shall bring every work into judgment.” Which angel’s message does it echo, which cue words point you there, and what is the connection in one or two sentences?",
    rubric: [
      reference(2, "Cites the passage and the angel's text", 2),
      keywords(3, "Chooses the first angel", [
        "first angel",
        "first message",
        "revelation 14:6",
        "revelation 14:7",
      ]),
      keywords(3, "Names the cue words", ["fear god", "judgment", "cue", "give glory", "commandments"], 2),
      christ(2, "Names the Judge who saves"),
    ],
    exampleAnswer:
      "Ecclesiastes 12:13-14 echoes the first angel (Revelation 14:6-7). The cues are plain: “Fear God” is the first angel’s opening call, and “God shall bring every work into judgment” matches “the hour of his judgment is come”. Connection: the Preacher’s conclusion of the whole matter becomes, in Revelation, an urgent announcement that the judgment he foresaw has arrived. It is not a bare demand, though: the first angel carries the everlasting gospel, and the Judge is the same Jesus who died for those He judges, so to fear God is to trust and honour Him, not to cower.",
  },
  {
    title: "Gospel first: John 3:16",
    description:
      "Read John 3:16 as the first angel's everlasting gospel and write a mission application that starts there.",
    instructions:
      "Write 80–130 words: the connection in one or two sentences, then a mission application for one particular kind of person, beginning with the gospel.",
    prompt:
      "Treat John 3:16 as the content of the first angel’s “everlasting gospel” (Revelation 14:6). Write the connection in one or two sentences, then a short mission application for a particular kind of person, starting with the gospel rather than with warnings.",
    rubric: [
      reference(2, "Cites both texts", 2),
      keywords(
        3,
        "Connects to the everlasting gospel",
        ["everlasting gospel", "gospel", "good news", "loved the world"],
        2,
      ),
      keywords(
        3,
        "Writes a mission application",
        ["colleague", "neighbour", "neighbor", "friend", "share", "invite", "tell"],
        2,
      ),
      christ(2, "Names the Son given"),
    ],
    exampleAnswer:
      "Connection: the first angel flies with “the everlasting gospel” (Revelation 14:6), and John 3:16 is that gospel in a sentence: God so loved the world that He gave His only begotten Son, so that whoever believes should not perish but have everlasting life. Both speak to the whole world, and both offer life before they speak of judgment. Mission application: for a colleague who thinks God is mainly disappointed in them, I would begin not with prophecy charts but with the Father who gave His Son for them, tell how Jesus has changed my own life, and invite them to read the Gospel of John with me. The warnings of Revelation 14 make sense only to someone who has first heard this love.",
  },
  {
    title: "Come out of her, my people",
    description:
      "Tag the loud cry of Revelation 18 and write a mission application that calls without superiority.",
    instructions:
      "Write 90–140 words: the angel, the connection, and a mission application that calls people as God does — “my people”.",
    prompt:
      "Revelation 18:1-4: an angel lightens the earth with his glory and cries that Babylon is fallen, and a voice says, “Come out of her, my people.” Tag the angel, write the connection, and give a mission application that calls people without sectarian superiority.",
    rubric: [
      reference(2, "Cites the passage and the angel's text", 2),
      keywords(
        3,
        "Tags the second angel's message",
        ["second angel", "babylon", "fallen", "revelation 14:8"],
        2,
      ),
      keywords(
        3,
        "Calls without superiority",
        ["my people", "superiority", "contempt", "humility", "mixture", "invite"],
        2,
      ),
      christ(2, "Points people to Jesus"),
    ],
    exampleAnswer:
      "Revelation 18:1-4 → second angel. It repeats and enlarges Revelation 14:8: Babylon is fallen, and now a mighty angel lightens the earth with glory while a voice from heaven calls, “Come out of her, my people.” Connection: the second message becomes a final, loving call to leave every mixture of truth and error before the plagues fall. Mission application: God calls them “my people” while they are still in Babylon, so I must not speak with superiority or contempt. I would share with a sincere churchgoing friend the beauty of Jesus and His word, invite them to study with me, and leave the calling to Him, remembering that I too was called out of darkness (1 Peter 2:9).",
  },
  {
    title: "Worship by decree",
    description:
      "Tag the golden image of Daniel 3 with the angel whose message it previews, and apply it to pressure today.",
    instructions:
      "Write 100–150 words: the angel, the cues, the connection, and a mission application for believers under pressure.",
    prompt:
      "Daniel 3: Nebuchadnezzar’s golden image, a decree to worship it on pain of death, and three young men who will not bow. Tag the angel, name the cues, write the connection and a mission application for people under pressure to compromise their worship today.",
    rubric: [
      reference(2, "Cites the chapter and the angel's text", 2),
      keywords(
        3,
        "Tags the third angel's message",
        ["third angel", "image", "decree", "worship", "revelation 14:9"],
        3,
      ),
      keywords(
        2,
        "Writes a mission application",
        ["pressure", "compromise", "faithful", "courage", "encourage"],
        2,
      ),
      christ(2, "Shows Christ with His people"),
      length(1, 80, "At least 80 words"),
    ],
    exampleAnswer:
      "Daniel 3 → third angel (Revelation 14:9-12). Cues: an image set up by a ruling power, worship commanded by decree, death threatened for refusal (compare Revelation 13:15), and a few who stay faithful under pressure. Connection: the furnace on the plain of Dura previews the final test over worship, and the fourth figure walking in the fire shows that those who keep God’s commandments are not alone. Mission application: for a young believer under pressure at school or work to compromise what they worship, I would encourage a faithfulness that does not depend on rescue — “but if not” — and point them to Jesus, who is with His people in the fire (Isaiah 43:2). Courage grows from His presence, not from our strength.",
  },
  {
    title: "The Creator's sign",
    description:
      "Hear the fourth commandment in the first angel's call, and keep the Sabbath a sign rather than a ladder.",
    instructions:
      "Write 100–150 words: the connection in wording, why the Sabbath is a sign of belonging and not a way to earn salvation, and a gentle mission application.",
    prompt:
      "Compare Revelation 14:7 (“worship him that made heaven, and earth, and the sea, and the fountains of waters”) with Exodus 20:8-11. Write the connection, explain why the Sabbath is a sign of belonging to the Creator and Redeemer rather than a ladder to salvation (Ezekiel 20:12 may help), and give a gentle mission application.",
    rubric: [
      reference(2, "Cites the passages", 3),
      keywords(
        3,
        "Connects the wording to the fourth commandment",
        ["sabbath", "fourth commandment", "made heaven", "creator", "seventh day"],
        2,
      ),
      keywords(3, "Refuses legalism", ["sign", "not a ladder", "not to earn", "belong", "sanctif"], 2),
      christ(2, "Names Christ as Creator and Redeemer"),
    ],
    exampleAnswer:
      "Revelation 14:7 echoes the fourth commandment almost word for word: Exodus 20:11 grounds the Sabbath in the LORD who “made heaven and earth, the sea, and all that in them is”. So the first angel’s call to worship the Creator points to the seventh-day Sabbath as the memorial of creation. But it is a sign, not a ladder: God gave His sabbaths as a sign that He is the LORD who sanctifies (Ezekiel 20:12). We rest because Christ, Creator and Redeemer, finished both works — creation and the cross — not to earn His favour. Mission application: I would invite a friend to share a Sabbath afternoon of rest, nature and worship, and let them taste the gift before we talk about the command.",
  },
  {
    title: "Judgment is good news",
    description: "Present the judgment hour to an anxious believer as good news, without making it trivial.",
    instructions:
      "Write 100–150 words: the connection between the texts, then a pastoral application that is both honest and hopeful.",
    prompt:
      "An anxious believer hears “the hour of his judgment is come” (Revelation 14:7) and is frightened. Using Daniel 7:22 and 1 John 2:1, write the connection and a pastoral application that presents the judgment as good news without making it trivial.",
    rubric: [
      reference(2, "Cites the texts", 3),
      keywords(
        3,
        "Presents the judgment as good news",
        ["good news", "given to the saints", "verdict", "advocate", "for his people"],
        2,
      ),
      keywords(2, "Does not make it trivial", ["solemn", "serious", "real", "sin matters", "repent"]),
      christ(3, "Names the Advocate"),
    ],
    exampleAnswer:
      "Revelation 14:7 announces the judgment hour, and Daniel 7:22 tells us how that judgment ends: judgment is given to the saints of the most High. The verdict is for God’s people, not against them. 1 John 2:1 explains why: if anyone sins, we have an advocate with the Father, Jesus Christ the righteous. The Judge’s own Son is our defence, and His blood is our plea. Pastoral application: I would tell my anxious friend that the judgment is solemn and real — sin matters, and we should not take it lightly — but that for those who come to Christ it is good news, because the One who examines the record is the One who paid for it. Fear of the judgment can become confidence in the Advocate.",
  },
  {
    title: "A great city and a reluctant messenger",
    description:
      "Tag Jonah's message to Nineveh, apply it to a modern city, and heed the warning of Jonah 4.",
    instructions:
      "Write 120–180 words: the angel and its cues, the connection, a mission application for a city, and the warning Jonah 4 gives to messengers.",
    prompt:
      "Jonah 1:9 and Jonah 3:4-10: Jonah confesses the God “which hath made the sea and the dry land”, then proclaims judgment to Nineveh, which repents. Tag the angel, show the cues, and write a mission application for a modern city — including the warning that Jonah’s attitude in Jonah 4 gives to messengers.",
    rubric: [
      reference(2, "Cites the passages", 2),
      keywords(
        3,
        "Tags the first angel with its cues",
        ["first angel", "made the sea", "creator", "judgment", "forty days", "repent"],
        3,
      ),
      keywords(2, "Heeds the warning of Jonah 4", ["jonah 4", "angry", "compassion", "pity", "superior"], 2),
      keywords(1, "Applies it to a city", ["city", "cities", "urban", "town"]),
      christ(2, "Names the greater than Jonah"),
    ],
    exampleAnswer:
      "Jonah 1:9 and 3:4-10 → first angel. Cues: Jonah confesses the LORD who made the sea and the dry land — the Creator of Revelation 14:7 — and then cries, “Yet forty days, and Nineveh shall be overthrown”: a judgment-hour message to a great Gentile city, which repents from the king down. Connection: God warns because He wants to spare; the warning itself is mercy. Mission application: in a modern city I would bring the Creator’s call and the coming judgment together with the good news, through practical kindness and the believers God has already placed there. The warning of Jonah 4: Jonah was angry at God’s compassion and cared more for his shade than for the city. Messengers who want Babylon to burn have forgotten the everlasting gospel; Jesus, greater than Jonah, wept over His city.",
  },
  {
    title: "Commandments and faith together",
    description:
      "Hold the commandments of God and the faith of Jesus together, avoiding both legalism and license.",
    instructions:
      "Write 110–160 words: the connection between the two texts, why obedience is the fruit of faith, and a mission application.",
    prompt:
      "Revelation 14:12 describes the saints as those who “keep the commandments of God, and the faith of Jesus”, and Revelation 12:17 describes the remnant in similar words. Explain the connection, show why keeping the commandments is the fruit of faith rather than a ladder to salvation, and write a mission application that avoids both legalism and license.",
    rubric: [
      reference(2, "Cites both texts", 2),
      keywords(
        3,
        "Holds commandments and faith together",
        ["commandments", "faith of jesus", "together", "both"],
        3,
      ),
      keywords(
        3,
        "Refuses legalism and license",
        ["legalism", "license", "licence", "ladder", "fruit", "earn"],
        2,
      ),
      christ(2, "Grounds obedience in Christ"),
    ],
    exampleAnswer:
      "Revelation 14:12 closes the third angel’s message by describing who stands firm: those who keep the commandments of God and the faith of Jesus. Revelation 12:17 uses the same pair for the remnant who keep God’s commandments and have the testimony of Jesus Christ. The two belong together: the commandments without the faith of Jesus become legalism, a ladder to earn what cannot be earned; faith without the commandments becomes license. Obedience is the fruit of faith — the law written on the heart by Christ (Hebrews 8:10). Mission application: when I share the commandments, including the Sabbath, I will start with the faith of Jesus — His righteousness given freely — and show obedience as the love that grows from it.",
  },
  {
    title: "The three messages through three rooms",
    description:
      "Work Revelation 14:6-12 through the Three Angels, Prophecy and Blue rooms, and show how they agree.",
    instructions:
      "Write 120–180 words: one short paragraph per room, a sentence on how they agree, and a mission application that begins with the everlasting gospel.",
    prompt:
      "Take Revelation 14:6-12 through three rooms: the Three Angels Room (the messages), the Prophecy Room (where the messages fall on the timeline after 1844) and the Blue Room (the judgment hour as Christ’s Most Holy Place ministry). Show how the three agree, and close with a mission application that begins with the everlasting gospel.",
    rubric: [
      reference(2, "Cites the passage and the timeline text", 2),
      keywords(
        3,
        "Places the messages on the timeline",
        ["1844", "2,300", "daniel 8:14", "judgment hour", "in session"],
        2,
      ),
      keywords(
        2,
        "Connects to the Most Holy Place",
        ["most holy", "day of atonement", "blue room", "sanctuary"],
        2,
      ),
      keywords(1, "Begins with the gospel", [
        "everlasting gospel",
        "gospel first",
        "good news",
        "begin with",
      ]),
      christ(2, "Centres the message on Christ"),
    ],
    exampleAnswer:
      "Three Angels Room: Revelation 14:6-12 is a worldwide, final proclamation — the everlasting gospel, the judgment hour, worship of the Creator, Babylon’s fall and the warning against the beast’s mark, ending in the commandments of God and the faith of Jesus. Prophecy Room: “the hour of his judgment is come” places the first message after the 2,300 days of Daniel 8:14 reached their end in 1844; the judgment of Daniel 7 is in session. Blue Room: that hour is the antitypical Day of Atonement, Christ’s ministry in the Most Holy Place, cleansing the record of His people. The three agree: a dated hour, a heavenly ministry and an urgent message. Mission application: I begin with the everlasting gospel — Christ our Advocate — and only then explain the hour we live in.",
  },
]);

// ---------------------------------------------------------------------------------------------------------
// FE — Feasts Room: Leviticus 23 as enacted prophecy — cue, feast, rite, fulfilment, status, application.
// ---------------------------------------------------------------------------------------------------------
const feastDrills = roomDrills("fe", [
  {
    title: "Seven feasts in order",
    description:
      "List the seven feasts of Leviticus 23 in calendar order, divided into spring and autumn, each with its status.",
    instructions:
      "Write 90–140 words: the seven feasts with their dates, the spring/autumn division, and the status of each from the feast table.",
    prompt:
      "Using Leviticus 23, list the seven feasts in calendar order, mark which are spring and which autumn, and give the status of each from the feast table: fulfilled, in progress or awaiting.",
    rubric: [
      reference(2, "Cites Leviticus 23"),
      keywords(
        4,
        "Names the seven feasts",
        [
          "passover",
          "unleavened",
          "firstfruits",
          "pentecost",
          "trumpets",
          "atonement",
          "tabernacles",
          "weeks",
        ],
        6,
      ),
      keywords(2, "Gives the statuses", ["fulfilled", "in progress", "awaiting", "status"], 3),
      keywords(2, "Divides spring and autumn", ["spring", "autumn", "first advent", "second advent"], 2),
    ],
    exampleAnswer:
      "Leviticus 23 gives the order. Spring: Passover (Nisan 14), Unleavened Bread (Nisan 15–21), Firstfruits (the day after the Sabbath of Unleavened Bread) and Pentecost, or Weeks (fifty days later). Autumn: Trumpets (Tishri 1), the Day of Atonement (Tishri 10) and Tabernacles (Tishri 15–21). Status: the four spring feasts are fulfilled — Christ died at Passover, His sinless body rested in the tomb as Unleavened Bread began, He rose at Firstfruits and sent the Spirit at Pentecost. The Day of Atonement is in progress, in His closing work in the heavenly sanctuary. Trumpets and Tabernacles are awaiting. The spring feasts belong to the first advent; the autumn feasts to the closing work and the second advent.",
  },
  {
    title: "No bone broken",
    description: "Tag John's unbroken-bone detail with its feast, rite, fulfilment, status and application.",
    instructions:
      "Write 80–130 words using the tag: feast, rite (with its reference), fulfilment in one sentence, status, application.",
    prompt:
      "John 19:31-36: the soldiers break the legs of the two thieves but not of Jesus, and John says it happened “that the scripture should be fulfilled, A bone of him shall not be broken.” Tag the feast, describe the rite (Exodus 12:46), state the fulfilment in one sentence, give the status and write a short application.",
    rubric: [
      reference(2, "Cites the passage and the rite", 2),
      keywords(3, "Tags Passover", ["passover", "paschal", "exodus 12", "lamb"], 2),
      keywords(2, "Describes the rite", ["bone", "blood", "doorpost", "roast", "without blemish"], 2),
      keywords(1, "Gives the status", ["fulfilled", "status", "complete", "done"]),
      christ(2, "Names the Lamb"),
    ],
    exampleAnswer:
      "Feast: Passover. Rite: each household killed a lamb without blemish on Nisan 14, put its blood on the doorposts so the destroyer would pass over, and ate it roasted, without breaking a bone of it (Exodus 12:46). Fulfilment: Jesus died as the Passover Lamb at the very time of the feast, and not a bone of Him was broken. Status: fulfilled. Application: John records the unbroken bone so that we may believe (John 19:35); the detail assures me that the Lamb who died for me was exactly the one God promised, so I shelter under His blood and not under my own record.",
  },
  {
    title: "Purge out the old leaven",
    description:
      "Tag Paul's call to keep the feast with its rite and fulfilment, and apply it to a church tolerating sin.",
    instructions:
      "Write 90–140 words: the feast, the rite from Leviticus and Exodus, the fulfilment in one sentence, status and application.",
    prompt:
      "1 Corinthians 5:7-8: “Purge out therefore the old leaven… For even Christ our passover is sacrificed for us: therefore let us keep the feast.” Tag the feast this passage mainly applies, describe its rite from Leviticus 23:6 and Exodus 12:15, state Christ’s fulfilment and write an application.",
    rubric: [
      reference(2, "Cites the passage and the rite", 2),
      keywords(3, "Tags Unleavened Bread", ["unleavened", "leaven", "sincerity", "old leaven"], 2),
      keywords(
        2,
        "Describes the rite",
        ["seven days", "put away", "out of their houses", "cut off", "nisan 15"],
        2,
      ),
      christ(2, "States Christ's fulfilment"),
      length(1, 70, "At least 70 words"),
    ],
    exampleAnswer:
      "Feast: Unleavened Bread, which followed Passover at once. Rite: for seven days from Nisan 15 Israel ate unleavened bread and put all leaven out of their houses (Leviticus 23:6; Exodus 12:15); whoever ate leaven was cut off from Israel. Fulfilment: Christ, in whom there was no leaven of sin, has been sacrificed as our passover, and His people keep the feast by living in sincerity and truth. Status: fulfilled. Application: Paul writes to a church tolerating open sin. The feast does not ask me to earn my Passover but to live as one already delivered — searching my own house for the old leaven of malice and wickedness, because the Lamb has already been slain.",
  },
  {
    title: "Pentecost's mission arc",
    description:
      "Tag the outpouring of the Spirit with its harvest rite and keep the mission arc in the application.",
    instructions:
      "Write 90–140 words: the feast, the rite, the fulfilment in one sentence, status, and an application that includes the mission arc.",
    prompt:
      "Acts 2:1-4, 41: the Spirit falls on the day of Pentecost and about three thousand are added. Tag the feast, describe the rite in Leviticus 23:15-17, state the fulfilment in one sentence, give the status, and write an application that includes Pentecost’s mission arc, not only personal blessing.",
    rubric: [
      reference(2, "Cites the passage and the rite", 2),
      keywords(3, "Describes the rite", ["fifty days", "wheat", "two loaves", "wave", "harvest"], 2),
      keywords(
        3,
        "Includes the mission arc",
        ["mission", "ingathering", "witness", "three thousand", "nations"],
        2,
      ),
      christ(2, "Names the risen Christ pouring out the Spirit"),
    ],
    exampleAnswer:
      "Feast: Pentecost, the Feast of Weeks. Rite: fifty days after Firstfruits, at the wheat harvest, two loaves baked with leaven were waved before the LORD (Leviticus 23:15-17) — the firstfruits of the main harvest offered to God. Fulfilment: the risen Christ poured out the Spirit on that very day, and the first great ingathering of souls followed. Status: fulfilled. Application: Pentecost is a harvest feast, so the Spirit is given for mission, not only for personal blessing; about three thousand were added that day (Acts 2:41), Jews gathered from many nations. I should pray for the Spirit in order to witness, and expect Him to gather people I would not have chosen.",
  },
  {
    title: "The trumpet and the feast of Trumpets",
    description:
      "Read Paul's trumpet with the feast of Trumpets, give the right status, and resist forcing it into Atonement.",
    instructions:
      "Write 90–140 words: the feast, the rite, the fulfilment in one sentence, the status, why the cues do not point to the Day of Atonement, and an application.",
    prompt:
      "Read 1 Thessalonians 4:16 with Leviticus 23:24. Tag the feast, describe its rite, state how Christ fulfils it in one sentence, give the status from the feast table, and write an application. Be careful not to force the text into the Day of Atonement.",
    rubric: [
      reference(2, "Cites both texts", 2),
      keywords(3, "Tags Trumpets", ["trumpets", "memorial", "blowing", "trump of god"], 2),
      keywords(2, "Gives the status", ["awaiting", "not yet", "still to come", "future"]),
      keywords(1, "Avoids forcing Atonement", [
        "not the day of atonement",
        "do not force",
        "cues",
        "not cleansing",
      ]),
      christ(2, "States Christ's fulfilment"),
    ],
    exampleAnswer:
      "Feast: Trumpets. Rite: on the first day of the seventh month Israel kept a sabbath, “a memorial of blowing of trumpets, an holy convocation” (Leviticus 23:24), summoning the people and opening the solemn autumn season. Fulfilment: the Lord Himself will descend with the trump of God, and the dead in Christ will rise first (1 Thessalonians 4:16). Status: awaiting. The cues here are trumpet and gathering, not cleansing or the Most Holy Place, so I do not force this text into the Day of Atonement. Application: the trumpet has not yet sounded, so I live ready — comforted about believers who have died, and alert for the call that will gather all God’s people.",
  },
  {
    title: "The last great day",
    description: "Tag Jesus' cry at the feast of Tabernacles with its rite, fulfilment and status.",
    instructions:
      "Write 90–140 words: the feast, the rite with its reference, the fulfilment in one sentence, the status with a reason, and an application.",
    prompt:
      "John 7:2, 37-39: on the last, great day of the feast Jesus stands and cries, “If any man thirst, let him come unto me, and drink.” Tag the feast, describe its rite (Leviticus 23:34-36, 40-43), state Christ’s fulfilment, give the status and write an application.",
    rubric: [
      reference(2, "Cites the passage and the rite", 2),
      keywords(3, "Tags Tabernacles", ["tabernacles", "booths", "ingathering", "feast of tabernacles"]),
      keywords(2, "Gives the status", ["awaiting", "foretaste", "still to come", "not yet"]),
      keywords(1, "Describes the rite", ["booths", "seven days", "branches", "rejoic", "harvest"], 2),
      christ(2, "States Christ's fulfilment"),
    ],
    exampleAnswer:
      "Feast: Tabernacles. Rite: for seven days from Tishri 15 Israel lived in booths made of branches, rejoicing before the LORD over the completed harvest and remembering the wilderness journey (Leviticus 23:34-36, 40-43). Fulfilment: on its last great day Jesus offers Himself as the source of living water, the Spirit given to all who believe. Status: awaiting — the Spirit is given now as a foretaste, but the great ingathering and God’s dwelling with His people are still to come (Revelation 21:3). Application: I come to Christ now with my thirst, and I live as a pilgrim in a temporary booth, rejoicing ahead of time over the harvest that He will complete.",
  },
  {
    title: "Kept to the day",
    description:
      "Show how Christ's death, resurrection and gift of the Spirit fell on the spring feasts, and what that precision promises.",
    instructions:
      "Write 100–150 words: each spring feast with its date in Leviticus 23 and the matching event with its reference, then what this means for the feasts still awaiting.",
    prompt:
      "Christ kept the spring timetable to the day. Using Leviticus 23:5-16, Matthew 28:1 and Acts 2:1, show how His death, resurrection and the gift of the Spirit fell on Passover, Firstfruits and Pentecost, and what that precision means for the feasts still awaiting.",
    rubric: [
      reference(2, "Cites Leviticus and the fulfilments", 3),
      keywords(3, "Matches events to feasts", ["passover", "firstfruits", "pentecost", "unleavened"], 3),
      keywords(
        2,
        "Shows the timing",
        ["to the day", "first day of the week", "fifty", "morrow after the sabbath", "nisan 14"],
        2,
      ),
      keywords(1, "Draws confidence for the autumn feasts", [
        "awaiting",
        "autumn",
        "confidence",
        "precision",
      ]),
      christ(2, "Names Christ's work"),
    ],
    exampleAnswer:
      "Passover fell on Nisan 14 (Leviticus 23:5), and Christ our passover died on that day. Firstfruits was waved “on the morrow after the sabbath” of Unleavened Bread (Leviticus 23:10-11), and Christ rose early on the first day of the week (Matthew 28:1), the firstfruits of them that slept. Pentecost came fifty days later (Leviticus 23:15-16), and the Spirit fell “when the day of Pentecost was fully come” (Acts 2:1). The spring feasts were kept to the day. That precision gives confidence about the autumn: the Day of Atonement is in progress in heaven, Trumpets and Tabernacles are awaiting, and the One who kept the first appointments will keep the last.",
  },
  {
    title: "The Day of Atonement in progress",
    description:
      "Tag the Day of Atonement, explain why it alone is “in progress”, and join heart-searching to assurance.",
    instructions:
      "Write 110–170 words: the feast, the rite, the fulfilment in one sentence, why its status is in progress, and an application.",
    prompt:
      "Leviticus 23:27-32 and Hebrews 9:24-28: tag the feast, describe the rite (Leviticus 16 adds detail), state Christ’s fulfilment in one sentence, explain why this is the only feast whose status is “in progress” (Daniel 8:14), and write an application that joins heart-searching to assurance.",
    rubric: [
      reference(2, "Cites the rite, its fulfilment and the date", 3),
      keywords(3, "Explains the status", ["in progress", "1844", "not yet finished", "judgment", "2,300"], 2),
      keywords(2, "Describes the rite", ["afflict", "most holy", "cleanse", "high priest", "scapegoat"], 2),
      keywords(1, "Joins heart-searching and assurance", [
        "assurance",
        "confidence",
        "heart-searching",
        "search",
      ]),
      christ(2, "States Christ's fulfilment"),
    ],
    exampleAnswer:
      "Feast: the Day of Atonement. Rite: on Tishri 10 Israel afflicted their souls and did no work (Leviticus 23:27-32), while the high priest entered the Most Holy Place with blood to cleanse the sanctuary, and at the end the scapegoat was sent away (Leviticus 16). Fulfilment: Christ appears in the presence of God for us and will appear a second time without sin unto salvation (Hebrews 9:24-28). Status: in progress — the 2,300 days of Daniel 8:14 reached 1844, when His closing work of judgment and cleansing began; it is not yet finished, so it is neither fulfilled nor awaiting. Application: afflicting the soul means honest heart-searching, but it is done with assurance, because the High Priest in the Most Holy Place is ours.",
  },
  {
    title: "A shadow, not a rebuilt altar",
    description: "Answer kindly a friend who expects the feasts to be fulfilled by renewed sacrifices.",
    instructions:
      "Write 110–160 words, kindly: the shadow and the body, why the sacrifices are finished, and where the awaiting feasts are fulfilled.",
    prompt:
      "A friend expects the feasts to be fulfilled one day by sacrifices offered again in a rebuilt temple. Answer kindly from Colossians 2:16-17 and Hebrews 10:1-14: what is the relation between the shadow and the body, where are the awaiting feasts fulfilled, and why would renewed sacrifices undo the point of the feasts?",
    rubric: [
      reference(2, "Cites the two passages", 2),
      keywords(3, "Uses shadow and substance", ["shadow", "body", "substance", "one offering", "once"], 2),
      keywords(2, "Places the awaiting fulfilment rightly", [
        "his ministry",
        "second coming",
        "his coming",
        "heavenly sanctuary",
        "not in a rebuilt",
      ]),
      keywords(1, "Answers kindly", ["understand", "gently", "kindly", "longing"]),
      christ(2, "Points to Christ's one offering"),
    ],
    exampleAnswer:
      "I understand the longing to see God’s promises fulfilled visibly, but Colossians 2:16-17 calls the feasts “a shadow of things to come; but the body is of Christ.” A shadow is fulfilled when the body arrives, not by being cast again. Hebrews 10:1-14 says the yearly sacrifices could never make the worshippers perfect, while Christ “by one offering hath perfected for ever them that are sanctified”. Renewed animal sacrifices would point back to the shadow after the substance has come. The awaiting feasts, Trumpets and Tabernacles, are fulfilled in His ministry and His second coming — the trumpet of His return and God dwelling with His people — not in a rebuilt altar. I would say this gently: the feasts are too precious to be sent back into the shadows.",
  },
  {
    title: "Many feasts in one vision",
    description:
      "Revelation 7:9-17 echoes more than one feast: name the main feast, the others touched, and their statuses.",
    instructions:
      "Write 120–180 words: the main feast with its rite and cues, the other feasts touched, the status, the fulfilment in one sentence and an application.",
    prompt:
      "Revelation 7:9-17: a great multitude with palm branches, robes washed in the blood of the Lamb, God dwelling among them, no more hunger or thirst, living fountains of waters. More than one feast is echoed. Name the main feast and the others touched, give the rites and the status, state Christ’s fulfilment in one sentence and write an application.",
    rubric: [
      reference(2, "Cites the vision and the rites", 2),
      keywords(3, "Names the main feast", ["tabernacles", "main feast", "booths", "palm"], 2),
      keywords(2, "Names the other feasts touched", [
        "passover",
        "pentecost",
        "atonement",
        "firstfruits",
        "unleavened",
      ]),
      keywords(1, "Gives the status", ["awaiting", "still to come", "not yet", "future"]),
      christ(2, "States the Lamb's fulfilment"),
    ],
    exampleAnswer:
      "Main feast: Tabernacles. Its rite was seven days of rejoicing with palm branches and living in booths after the harvest was gathered (Leviticus 23:40-43), and the cues are all here: a multitude from every nation with palms in their hands, the One on the throne dwelling among them — in Greek, spreading His tabernacle over them (Revelation 7:15) — and the Lamb leading them to living fountains of waters. Other feasts touched: Passover, in robes washed white in the blood of the Lamb (Revelation 7:14), and Pentecost’s harvest, now complete. Status: awaiting. Fulfilment: the Lamb who was slain will shepherd the gathered nations in God’s presence for ever. Application: today’s tears are real, but they are counted; I serve now as part of a harvest that God will gather and whose eyes He will wipe dry.",
  },
]);

// ---------------------------------------------------------------------------------------------------------
// CEC — Christ in Every Chapter: five finding methods, three kinds of presence, and the Christ-line
// Book Ch | METHODS | NAME | ACT | CROSSLINK.
// ---------------------------------------------------------------------------------------------------------
const christLineParts = ["methods", "name", "act", "crosslink"];
const presenceKinds = ["explicit", "typological", "thematic", "presence"];

const christInEveryChapterDrills = roomDrills("cec", [
  {
    title: "The promise method: Genesis 3",
    description:
      "Find Christ in the chapter of the fall by the promise method and write your first Christ-line.",
    instructions:
      "Write 70–120 words: the Christ-line in the room's format (Book Ch | METHODS | NAME | ACT | CROSSLINK), then one or two sentences on the promise and the kind of presence.",
    prompt:
      "Genesis 3: the fall, the curse and a promise. Using method 1 (Promise), find Christ in the chapter and write a Christ-line in the room’s format: Book Ch | METHODS | NAME | ACT | CROSSLINK. Add one sentence on the kind of presence — explicit, typological or thematic.",
    rubric: [
      reference(2, "Gives the chapter and cross-links", 2),
      keywords(3, "Uses the Christ-line format", christLineParts, 3),
      keywords(2, "Finds the promise", ["seed", "promise", "bruise", "enmity", "head"], 2),
      keywords(1, "Classifies the presence", presenceKinds),
      christ(2, "Names Christ"),
    ],
    exampleAnswer:
      "Genesis 3 | METHODS: 1 | NAME: the Seed of the woman | ACT: enters the war against the serpent, is bruised in the heel and crushes the serpent’s head | CROSSLINK: Galatians 4:4; Romans 16:20. In the middle of the curse God makes a promise (Genesis 3:15): enmity between the serpent and the woman, between his seed and hers, with a wounded victor. Presence: explicit — a direct promise of the Rescuer, which the New Testament fulfils in Christ, born of a woman, bruised at the cross, who will finally crush Satan under His people’s feet. The first gospel is preached before the first sinners leave the garden.",
  },
  {
    title: "Types need warrant: the bronze serpent",
    description:
      "Write a Christ-line by the types-and-shadows method and name the warrant that makes it more than a guess.",
    instructions:
      "Write 70–120 words: the Christ-line in format, the warrant in one or two sentences, and the kind of presence.",
    prompt:
      "Numbers 21 includes the bronze serpent lifted on a pole. Use method 2 (Types & shadows): write the Christ-line, name the biblical warrant that makes this a type rather than a guess, and classify the presence.",
    rubric: [
      reference(2, "Gives the chapter and cross-links", 2),
      keywords(3, "Names the warrant", ["warrant", "jesus himself", "lifted up", "not a guess"], 2),
      keywords(2, "Classifies the presence", presenceKinds),
      keywords(1, "Uses the Christ-line format", christLineParts, 2),
      christ(2, "Names Christ"),
    ],
    exampleAnswer:
      "Numbers 21 | METHODS: 2, 3 | NAME: the Son of man lifted up | ACT: takes the form of the curse on a pole so that whoever looks may live | CROSSLINK: John 3:14-15; 2 Corinthians 5:21. Warrant: Jesus Himself made the connection — “as Moses lifted up the serpent in the wilderness, even so must the Son of man be lifted up” — so this is not a guess based on appearance. The gospel trail is present too: mess (the people speak against God and are bitten), cry (“we have sinned”), rescue (look and live). Presence: typological.",
  },
  {
    title: "Mess, cry, rescue",
    description:
      "Trace the gospel trail through one judge's story and show why the deliverer is only a shadow.",
    instructions:
      "Write 90–140 words: the Christ-line in format, the three steps of the gospel trail with details from the text, and why the rescue was incomplete.",
    prompt:
      "Judges 3:7-11: Israel forgets the LORD, is sold into the hand of a foreign king, cries out, and God raises up Othniel. Use method 3 (Gospel trail) to write the Christ-line, and say what makes this deliverer only a shadow of the final answer.",
    rubric: [
      reference(2, "Gives the chapter and cross-links", 2),
      keywords(3, "Traces the gospel trail", ["mess", "cry", "rescue", "deliver"], 3),
      keywords(
        2,
        "Shows the shadow's limit",
        ["shadow", "temporary", "forty years", "again", "unfinished"],
        2,
      ),
      christ(3, "Names the final Deliverer"),
    ],
    exampleAnswer:
      "Judges 3 | METHODS: 3, 5 | NAME: the Deliverer raised up by God | ACT: rescues a people who cried to Him from the power that enslaved them | CROSSLINK: Luke 1:68-71; Galatians 1:4. The gospel trail is clear: mess — Israel did evil, served the Baalim and was sold to Cushan-rishathaim; cry — the children of Israel cried unto the LORD; rescue — the Spirit of the LORD came upon Othniel, and he delivered them. But the rest lasted forty years, and then Israel did evil again (Judges 3:12). Othniel is only a shadow: a temporary rescue from a temporary enemy. The unfinished story points to Christ, the Deliverer who saves His people from their sins for ever.",
  },
  {
    title: "Joseph in prison",
    description:
      "Write a Christ-line for Genesis 39 with two methods, honest about the kind of presence, and free of moralism.",
    instructions:
      "Write 100–150 words: the Christ-line in format, the methods at work, the kind of presence with your reason, and a sentence on why this is more than a lesson in willpower.",
    prompt:
      "Genesis 39: Joseph is faithful in Potiphar’s house, falsely accused and put in prison, yet “the LORD was with Joseph.” Write the full Christ-line with at least two methods, classify the presence honestly, and avoid turning the chapter into a lesson in resisting temptation by willpower.",
    rubric: [
      reference(2, "Gives the chapter and cross-links", 2),
      keywords(2, "Classifies the presence honestly", presenceKinds),
      keywords(3, "Names His act", ["falsely accused", "innocent", "suffers", "condemned", "righteous"], 2),
      keywords(1, "Avoids moralism", ["moralis", "willpower", "not mainly", "rather than"]),
      christ(2, "Names Christ"),
    ],
    exampleAnswer:
      "Genesis 39 | METHODS: 4, 3 | NAME: the Righteous Sufferer | ACT: suffers as an innocent man, falsely accused and condemned, while God is with Him and turns the prison into the road to the throne | CROSSLINK: 1 Peter 2:22-23; Acts 7:9-10. Joseph refuses sin, is condemned on a lie, and the text records no defence; the righteous one suffering for what he did not do is the shape Peter describes in Christ. The refrain “the LORD was with Joseph” reveals God’s heart: He stays with the innocent sufferer. Presence: thematic — the New Testament confirms the theme but never formally calls Joseph a type, so I claim no more. Rather than a lesson in willpower, the chapter shows the faithful One whose faithfulness becomes our rescue.",
  },
  {
    title: "Cleansing the leper",
    description: "Find Christ in a cleansing rite while guarding against random allegory of its details.",
    instructions:
      "Write 100–150 words: the Christ-line in format, which details the text itself gives weight to, which you will not press, and the New Testament confirmation.",
    prompt:
      "Leviticus 14:1-9: two birds — one killed over running water, the other dipped in its blood and set free — for the cleansing of a healed leper. Write the Christ-line, name the New Testament confirmation, and guard against random allegory: which details does the text itself give weight to?",
    rubric: [
      reference(2, "Gives the chapter and the confirmation", 2),
      keywords(
        3,
        "Guards against random allegory",
        ["allegor", "weight", "not press", "will not build", "confirm"],
        2,
      ),
      keywords(2, "Names His act", ["cleans", "dies", "released", "set free", "blood"], 2),
      keywords(1, "Uses the Christ-line format", christLineParts, 2),
      christ(2, "Names Christ"),
    ],
    exampleAnswer:
      "Leviticus 14 | METHODS: 2, 3 | NAME: the One who cleanses the unclean | ACT: dies so that the unclean may be declared clean and set free | CROSSLINK: Mark 1:40-44; Hebrews 9:13-14. The text gives weight to a few details: one bird dies, the living bird is dipped in its blood and released into the open field, and the leper is sprinkled seven times and pronounced clean (Leviticus 14:6-7). Death, blood and release carry the meaning; the cedar wood and scarlet belong to the rite, but I will not build doctrine on their colour. The New Testament confirms the line: Jesus touches a leper, makes him clean and sends him to the priest with the offering Moses commanded, “for a testimony unto them” (Mark 1:44). Presence: typological.",
  },
  {
    title: "A chapter that never names God",
    description: "Find Christ in Esther 4, where God is never named, with more than one finding method.",
    instructions:
      "Write 100–150 words: the Christ-line in format, the methods you used and how, and the kind of presence with its New Testament confirmation.",
    prompt:
      "Esther 4: Mordecai mourns, and Esther must decide whether to go in to the king uninvited at the risk of her life. God is never named. Find Christ with at least two of the five methods, write the Christ-line, and say which kind of presence this is and why.",
    rubric: [
      reference(2, "Gives the chapter and cross-links", 2),
      keywords(
        3,
        "Names the intercessor's act",
        ["intercess", "risk", "perish", "go in", "plead", "stands between"],
        2,
      ),
      keywords(2, "Classifies the presence", presenceKinds),
      keywords(1, "Notes the unnamed God", ["never named", "not named", "hidden", "silent"]),
      christ(2, "Names Christ"),
    ],
    exampleAnswer:
      "Esther 4 | METHODS: 3, 5 | NAME: the Intercessor who risks death for His people | ACT: goes in before the throne on behalf of a people under a decree of death — “if I perish, I perish” | CROSSLINK: Hebrews 4:16; Hebrews 7:25. The gospel trail runs through the chapter: mess (the decree to destroy the Jews), cry (great mourning, fasting and sackcloth), and a rescue prepared through one who stands between. It is also an unfinished story: Esther risks death and is spared; Christ went in through death and lives to intercede. God is never named, yet His providence is hidden in every line: “who knoweth whether thou art come to the kingdom for such a time as this?” Presence: thematic, confirmed by Hebrews.",
  },
  {
    title: "From generic to specific",
    description:
      "Turn a generic “God loves us” into a specific Christ-line with a title, an act and a warrant.",
    instructions:
      "Write 100–150 words: why the generic line says too little, then the rewritten Christ-line in format with its method, presence and cross-link.",
    prompt:
      "A student wrote for Hosea 11: “Christ-line: God loves us.” Explain why this line says too little, then rewrite it with a specific name and act, the method that finds Him, the kind of presence, and a cross-link (Matthew 2:15 quotes Hosea 11:1).",
    rubric: [
      reference(2, "Gives the chapter and cross-links", 2),
      keywords(
        3,
        "Diagnoses the generic line",
        ["generic", "too little", "true everywhere", "any chapter", "says nothing"],
        2,
      ),
      keywords(2, "Rewrites it in format", christLineParts, 3),
      keywords(1, "Classifies the presence", presenceKinds),
      christ(2, "Names Christ"),
    ],
    exampleAnswer:
      "“God loves us” is true everywhere, so it says nothing about this chapter: it could be written of any chapter and names no title and no act. Rewrite: Hosea 11 | METHODS: 2, 4 | NAME: the Son called out of Egypt | ACT: relives Israel’s story faithfully — called out of Egypt as Israel was — and embodies the Father’s love that will not give His people up | CROSSLINK: Matthew 2:15; John 14:9. Israel, God’s son, was loved, called out of Egypt and ran away (Hosea 11:1-2); Matthew applies the verse to Jesus, the true Son who does not run. The chapter’s heart — “How shall I give thee up?” (Hosea 11:8) — is God’s heart, revealed in Christ. Presence: typological, with Matthew’s warrant.",
  },
  {
    title: "A genealogy's Christ-line",
    description: "Prove the method on a hard chapter: a royal genealogy that runs into exile.",
    instructions:
      "Write 110–160 words: the Christ-line in format, how the unfinished-story method works here with specific names, and the cross-link to Matthew.",
    prompt:
      "1 Chronicles 3 lists David’s descendants through the kings and into the exile (Jeconiah, Zerubbabel). Hard chapters are where the method proves itself: write the Christ-line using the unfinished-story method, and cross-link it to Matthew 1.",
    rubric: [
      reference(2, "Gives the chapter and cross-links", 2),
      keywords(
        3,
        "Uses the unfinished story",
        ["unfinished story", "unfinished", "preserv", "line continues", "no king"],
        2,
      ),
      keywords(2, "Names specific links", ["david", "jeconiah", "zerubbabel", "exile", "throne"], 2),
      keywords(1, "Refuses to skip the chapter", ["hard chapter", "genealog", "skip", "list"]),
      christ(2, "Names the Son of David"),
    ],
    exampleAnswer:
      "1 Chronicles 3 | METHODS: 5, 1 | NAME: the Son of David | ACT: keeps the royal line alive through failure and exile until the promised King is born | CROSSLINK: Matthew 1:1, 12; Luke 1:32. A genealogy looks like a list to skip, but this one is a thread held through disaster: the kings descend from Solomon to Jeconiah, the throne is lost in the exile, and yet the line continues through Salathiel and Pedaiah to Zerubbabel (1 Chronicles 3:17-19). The unfinished story is obvious: a dynasty promised for ever (2 Samuel 7:16) has no king on the throne. Matthew’s genealogy walks the same names to Jesus, the Son of David, who will be given “the throne of his father David” (Luke 1:32). Presence: explicit in the promise, typological in the line.",
  },
  {
    title: "Christ in a lament",
    description:
      "Write a disciplined Christ-line for Lamentations 3 by God's heart and the gospel trail, claiming no more than the New Testament confirms.",
    instructions:
      "Write 110–160 words: the Christ-line in format, how God's heart and the gospel trail find Him, and what you deliberately do not claim.",
    prompt:
      "Lamentations 3 is a lament from the ruins of Jerusalem, yet at its centre stand the words “his compassions fail not. They are new every morning.” Write a disciplined Christ-line using God’s heart and the gospel trail, without random allegory, and cross-link it to the New Testament.",
    rubric: [
      reference(2, "Gives the chapter and cross-links", 2),
      keywords(
        3,
        "Uses God's heart or the gospel trail",
        ["god's heart", "gospel trail", "compassion", "mercies"],
        2,
      ),
      keywords(2, "Stays disciplined", ["allegor", "claim no more", "confirm", "warrant", "discipline"]),
      keywords(1, "Uses the Christ-line format", christLineParts, 2),
      christ(2, "Names Christ"),
    ],
    exampleAnswer:
      "Lamentations 3 | METHODS: 4, 3 | NAME: the Lord whose compassions fail not | ACT: meets the sufferer in the ruins with mercies new every morning, and Himself gives His cheek to the smiter | CROSSLINK: Matthew 26:67; 2 Corinthians 1:3-5. The chapter’s centre reveals God’s heart — “It is of the LORD’s mercies that we are not consumed” (Lamentations 3:22-23) — and every true revelation of His character reveals Christ (John 14:9). The gospel trail runs through it: mess (affliction and darkness), cry (“Thou hast heard my voice”), rescue (“thou hast redeemed my life”). The man who “giveth his cheek to him that smiteth him” (Lamentations 3:30) finds its confirmation when Jesus is struck and spat upon; I claim no more than the New Testament confirms. Presence: thematic.",
  },
  {
    title: "A Christ-map of Jonah",
    description: "Build a Christ-map of a whole short book, one disciplined line per chapter.",
    instructions:
      "Write four Christ-lines in format (one per chapter of Jonah), using different methods where they fit, then one sentence on what the map shows. 120–190 words.",
    prompt:
      "Build a Christ-map of a whole short book: one Christ-line for each of Jonah 1, 2, 3 and 4, using different methods where they fit, each with a name, an act and a New Testament cross-link. Finish with one sentence on what the map shows about the whole book.",
    rubric: [
      reference(2, "Gives chapters and cross-links", 4),
      keywords(3, "Writes a line for each chapter", ["jonah 1", "jonah 2", "jonah 3", "jonah 4"], 4),
      keywords(2, "Names His acts", ["cast", "three days", "proclaim", "pities", "spares", "rises"], 3),
      keywords(1, "Sums up the map", ["whole book", "the map", "together", "shows"]),
      christ(2, "Names Christ"),
    ],
    exampleAnswer:
      "Jonah 1 | METHODS: 2 | NAME: the One cast out for others | ACT: is thrown into the storm so that the sailors are saved | CROSSLINK: John 11:50. Jonah 2 | METHODS: 2, 1 | NAME: the Sign of the prophet Jonas | ACT: goes down into death for three days and rises | CROSSLINK: Matthew 12:40. Jonah 3 | METHODS: 4 | NAME: the Prophet greater than Jonah | ACT: proclaims judgment so that a whole city may repent and be spared | CROSSLINK: Luke 11:30-32. Jonah 4 | METHODS: 4, 5 | NAME: the compassionate Lord of the nations | ACT: pities the great city that the angry prophet wanted destroyed | CROSSLINK: Luke 19:41. The map shows the whole book moving from a prophet who runs from mercy to a God whose mercy reaches the nations — fulfilled in Jesus, the true Jonah who did not run.",
  },
]);

// ---------------------------------------------------------------------------------------------------------
// R66 — Room 66: one theme through the canon — grid rows (claim ≤ 14 words + proof text), silent books, the
// arc, and the Constellation.
// ---------------------------------------------------------------------------------------------------------
const arcStages = ["shadowy start", "development", "climax", "consummation"];

const room66Drills = roomDrills("r66", [
  {
    title: "Mark the arc of the Lamb",
    description:
      "Trace the Lamb through its four stages — shadowy start, development, climax in Christ, consummation.",
    instructions:
      "Write 70–120 words: each of the four stages with a reference and a few words, then one sentence on how the arc moves.",
    prompt:
      "Theme: the Lamb. Mark its arc through the canon in four stages — shadowy start, development, climax in Christ, consummation — giving one reference and a few words for each stage.",
    rubric: [
      reference(2, "Gives a reference for each stage", 4),
      keywords(4, "Names the four stages", arcStages, 4),
      keywords(
        2,
        "Traces the lamb thread",
        ["provide", "passover", "slaughter", "behold", "throne", "slain"],
        3,
      ),
      christ(2, "Reaches the climax in Christ"),
    ],
    exampleAnswer:
      "Shadowy start: Genesis 22:8 — “God will provide himself a lamb”, spoken on the road to Moriah before any lamb appears. Development: Exodus 12:3-13 — the Passover lamb whose blood shelters Israel; Isaiah 53:7 — the Servant brought as a lamb to the slaughter. Climax in Christ: John 1:29 — “Behold the Lamb of God, which taketh away the sin of the world.” Consummation: Revelation 5:6 — a Lamb as it had been slain, standing in the midst of the throne; and Revelation 22:1, the river flowing from the throne of God and of the Lamb. The arc moves from a promise, through a rite and a prophecy, to a Person, and finally to a throne.",
  },
  {
    title: "Fourteen words or fewer",
    description:
      "Write five grid rows on the Seed with sharp claims of at most fourteen words and proof texts that carry them.",
    instructions:
      "Write five rows as “Book — claim (proof text)”, each claim at most 14 words, then one sentence on what the rows show together. 70–120 words.",
    prompt:
      "Theme: the Seed. Write five grid rows — Genesis, Genesis (Abraham), 2 Samuel, Galatians, Romans — each as “Book — claim” with a claim of at most 14 words and a proof text that carries it (Genesis 3:15; Genesis 22:18; 2 Samuel 7:12; Galatians 3:16; Romans 16:20).",
    rubric: [
      reference(3, "Gives a proof text for each row", 5),
      keywords(3, "Tracks the seed", ["seed", "offspring", "descendant", "heir"]),
      keywords(2, "Writes specific claims", ["crush", "bless", "throne", "nations", "bruise", "kingdom"], 3),
      christ(2, "Names Christ as the Seed"),
    ],
    exampleAnswer:
      "Genesis — the woman’s seed will crush the serpent’s head (Genesis 3:15). Genesis — in Abraham’s seed all nations of the earth will be blessed (Genesis 22:18). 2 Samuel — David’s seed will receive an established throne and kingdom (2 Samuel 7:12). Galatians — the promised seed is one person, and that person is Christ (Galatians 3:16). Romans — the God of peace will soon crush Satan under believers’ feet (Romans 16:20). Each claim stays under fourteen words, and each proof text carries its claim on its own: together they narrow from a woman’s offspring to a family, a royal line and one Man, whose victory His people share.",
  },
  {
    title: "A proof text that carries the claim",
    description: "Replace two weak proof texts in a Temple grid with texts that actually say the claim.",
    instructions:
      "Write 70–120 words: why each proof text is weak, the stronger text for each, and the rule in one sentence.",
    prompt:
      "Theme: the Temple. A student wrote the row “1 Kings — God’s glory fills Solomon’s temple” with the proof text 1 Kings 5:5 (Solomon plans to build a house for the LORD). Explain why the proof text is weak and choose one that carries the claim. Do the same for the row “John — Jesus’ body is the true temple” with the proof text John 2:13.",
    rubric: [
      reference(2, "Gives the replacement texts", 3),
      keywords(
        3,
        "Explains what makes a proof text weak",
        ["weak", "does not carry", "merely", "only mentions", "on its own"],
        2,
      ),
      keywords(
        3,
        "Chooses texts that carry the claims",
        ["1 kings 8:10", "john 2:19", "john 2:21", "glory filled", "temple of his body"],
        2,
      ),
      christ(2, "Names Jesus' body as the temple"),
    ],
    exampleAnswer:
      "1 Kings 5:5 is weak: it records Solomon’s plan to build, but says nothing about glory filling the house, so it does not carry the claim on its own. The proof text that does is 1 Kings 8:10-11, where the cloud fills the house of the LORD and the priests cannot stand to minister because the glory filled the house. John 2:13 is weak too: it only mentions that Jesus went up to Jerusalem at Passover. John 2:19-21 carries the claim — “Destroy this temple, and in three days I will raise it up… he spake of the temple of his body.” The rule: a proof text must say the claim, not merely stand near it.",
  },
  {
    title: "A twelve-row grid",
    description:
      "Write twelve grid rows on the Shepherd across both testaments, each with a claim and a proof text.",
    instructions:
      "Write twelve rows as “Book — claim (proof text)”, claims of at most 14 words, across both testaments. 120–190 words.",
    prompt:
      "Theme: the Shepherd. Write a grid of twelve rows across both testaments — “Book — claim” with a claim of at most 14 words and a proof text for each — including Genesis, Psalms, Ezekiel, John and Revelation.",
    rubric: [
      reference(3, "Gives a proof text for each row", 10),
      keywords(
        3,
        "Covers both testaments",
        ["genesis", "psalm", "ezekiel", "john", "revelation", "isaiah", "peter"],
        5,
      ),
      keywords(2, "Keeps the shepherd thread", ["shepherd", "flock", "sheep", "feed", "lambs"], 2),
      christ(2, "Reaches Christ the good shepherd"),
    ],
    exampleAnswer:
      "Genesis — Jacob blesses the God who shepherded him all his life (Genesis 48:15). Numbers — Moses asks for a leader so Israel is not shepherdless (Numbers 27:17). 1 Samuel — the shepherd boy David is anointed king (1 Samuel 16:11-13). Psalms — the LORD is my shepherd; I shall not want (Psalm 23:1). Isaiah — He feeds His flock and carries the lambs (Isaiah 40:11). Jeremiah — God judges false shepherds and promises true ones (Jeremiah 23:1-4). Ezekiel — one shepherd, David, will feed God’s scattered flock (Ezekiel 34:23). Zechariah — the shepherd is smitten and the sheep are scattered (Zechariah 13:7). Luke — the shepherd seeks one lost sheep until he finds it (Luke 15:4). John — the good shepherd gives His life for the sheep (John 10:11). 1 Peter — the chief Shepherd will appear with unfading glory (1 Peter 5:4). Revelation — the Lamb shepherds the redeemed to living fountains (Revelation 7:17).",
  },
  {
    title: "A silent book in the story",
    description:
      "Show how Esther, which never names God or the Seed, still fits the storyline — and write its row.",
    instructions:
      "Write 90–140 words: how the silent book fits the theme's storyline, its row (claim of at most 14 words with a proof text), and its place in the arc.",
    prompt:
      "Theme: the Seed. Esther never names God and never mentions the promised Seed. Show how the book still fits the storyline (Esther 4:14 may help), write its grid row in 14 words or fewer with a proof text, and place it between the rows before and after it in the arc.",
    rubric: [
      reference(2, "Gives the proof text and neighbouring texts", 2),
      keywords(
        3,
        "Shows how the silent book fits",
        ["preserv", "people through whom", "storyline", "silent", "providence"],
        2,
      ),
      keywords(2, "Writes a row", ["row", "claim", "fourteen", "esther —"]),
      keywords(1, "Places it in the arc", ["arc", "development", "before", "after"]),
      christ(2, "Names Christ as the Seed"),
    ],
    exampleAnswer:
      "Esther is silent on the Seed, but it still fits the storyline. A decree threatens to destroy every Jew in the empire — which would have ended the people through whom the promised Seed must come. Mordecai’s words, “who knoweth whether thou art come to the kingdom for such a time as this?” (Esther 4:14), show providence preserving the line without naming God. Row: Esther — a hidden providence preserves the people of the promised Seed (Esther 4:14). The claim is ten words. In the arc it belongs to the development: after Ezra and Nehemiah bring the people home, and before Malachi promises the messenger who prepares the Lord’s way (Malachi 3:1). Christ, the Seed, is born from a people God would not let perish.",
  },
  {
    title: "Tag the grid",
    description:
      "Write six rows on blood atonement and add palace tags from the Blue Room and the Feasts Room.",
    instructions:
      "Write six rows as “Book — claim (proof text)” with palace tags where they shed light, then one sentence on what the tags show. 110–170 words.",
    prompt:
      "Theme: blood atonement. Write six rows — Genesis, Exodus, Leviticus, Isaiah, Hebrews, Revelation — each with a claim of at most 14 words and a proof text, and add palace tags from other rooms where they shed light (for example BL altar, FE Passover, FE Day of Atonement).",
    rubric: [
      reference(2, "Gives a proof text for each row", 6),
      keywords(
        3,
        "Adds palace tags",
        ["tag", "bl altar", "fe passover", "fe day of atonement", "most holy"],
        2,
      ),
      keywords(3, "Keeps the blood thread", ["blood", "sacrific", "lamb", "atonement", "wounds"], 2),
      christ(2, "Reaches Christ"),
    ],
    exampleAnswer:
      "Genesis — God clothes the sinners with skins; Abel’s lamb is accepted (Genesis 3:21; 4:4). Tag: BL altar. Exodus — the Passover blood on the doorposts turns the destroyer away (Exodus 12:13). Tag: FE Passover. Leviticus — the life is in the blood, given on the altar for atonement (Leviticus 17:11). Tag: BL altar. Isaiah — the Servant’s wounds heal us; the LORD lays our iniquity on Him (Isaiah 53:5-6). Hebrews — without shedding of blood is no remission; Christ’s blood purges consciences (Hebrews 9:14, 22). Tag: FE Day of Atonement; BL Most Holy Place. Revelation — the redeemed wash their robes white in the Lamb’s blood (Revelation 7:14). The tags show the thread running through the sanctuary and the feasts before it reaches the cross.",
  },
  {
    title: "Write the Constellation",
    description:
      "Tell the Temple theme as one story, from the tabernacle to the city with no temple, in 100–120 words.",
    instructions:
      "Write a Constellation of 100–120 words: a narrative synthesis from the Old Testament to the New, with at least three references, that reaches its climax in Christ.",
    prompt:
      "Theme: the Temple — from “that I may dwell among them” (Exodus 25:8) to the city with no temple (Revelation 21:22). Write a Constellation of 100–120 words that tells the theme as one story from the Old Testament to the New, with Christ at its climax.",
    rubric: [
      reference(2, "Anchors the story in texts", 3),
      keywords(
        3,
        "Tells one story of God's dwelling",
        ["dwell", "tabernacle", "temple", "presence", "glory"],
        3,
      ),
      keywords(
        2,
        "Moves from the Old Testament to the New",
        ["garden", "sinai", "solomon", "body", "city"],
        3,
      ),
      christ(2, "Reaches the climax in Christ"),
      length(1, 100, "A Constellation of at least 100 words"),
    ],
    exampleAnswer:
      "God made a garden where He walked with the people He had made, but sin drove them out. At Sinai He drew near again: “let them make me a sanctuary; that I may dwell among them” (Exodus 25:8), and His glory filled the tabernacle. In Solomon’s temple the cloud filled the house, yet the people defiled it and the glory departed. Then the Word became flesh and dwelt among us (John 1:14); Jesus spoke of the temple of His body, destroyed and raised in three days. By His Spirit His people become a holy temple. At the end John sees a city with no temple, “for the Lord God Almighty and the Lamb are the temple of it” (Revelation 21:22).",
  },
  {
    title: "Hard books in the kingdom",
    description:
      "Write rows on the kingdom of God for four easily skipped books, and say why no book may be skipped.",
    instructions:
      "Write four rows as “Book — claim (proof text)”, claims of at most 14 words, then two sentences on why every book belongs. 90–140 words.",
    prompt:
      "Theme: the kingdom of God. Write rows for four books that are easy to skip — Ruth, Song of Solomon, Obadiah and Philemon — each with a claim of at most 14 words and a proof text that carries it. Then explain in two sentences why no book may be skipped.",
    rubric: [
      reference(2, "Gives a proof text for each row", 4),
      keywords(3, "Writes rows for the hard books", ["ruth", "song of solomon", "obadiah", "philemon"], 4),
      keywords(
        2,
        "Explains why none is skipped",
        ["skip", "star", "constellation", "every book", "one story"],
        2,
      ),
      keywords(1, "Keeps the kingdom thread", ["kingdom", "king", "reign", "throne"]),
      christ(2, "Names Christ's kingdom"),
    ],
    exampleAnswer:
      "Ruth — a Moabite widow enters the royal line that leads to David (Ruth 4:17). Song of Solomon — the king is crowned with gladness on his wedding day (Song of Solomon 3:11). Obadiah — saviours come up on Mount Zion, and the kingdom shall be the LORD’s (Obadiah 1:21). Philemon — in Christ’s kingdom a runaway slave is received as a beloved brother (Philemon 1:16). These books are short or quiet, but each is a star in the constellation: every book adds something to one story of the King and His kingdom. Skipping them would leave gaps exactly where the Bible shows the kingdom reaching outsiders, joy, justice and ordinary households.",
  },
  {
    title: "The remnant across the canon",
    description:
      "Write eight rows on the remnant from both testaments and mark the arc from the ark to Mount Zion.",
    instructions:
      "Write eight rows as “Book — claim (proof text)” from at least six books, claims of at most 14 words, then the arc in one line. 130–190 words.",
    prompt:
      "Theme: the remnant. Write eight grid rows from at least six different books across both testaments — claims of at most 14 words, each with a proof text — then mark the arc (shadowy start → development → climax in Christ → consummation) in one line.",
    rubric: [
      reference(2, "Gives a proof text for each row", 8),
      keywords(3, "Marks the arc", arcStages, 3),
      keywords(
        2,
        "Keeps the remnant thread",
        ["remnant", "preserv", "seven thousand", "faithful", "survive"],
        2,
      ),
      christ(2, "Reaches the climax in Christ"),
      length(1, 100, "At least 100 words"),
    ],
    exampleAnswer:
      "Genesis — Noah and those with him in the ark alone survive (Genesis 7:23). Genesis — God sends Joseph ahead to preserve a posterity in the earth (Genesis 45:7). 1 Kings — seven thousand knees have not bowed to Baal (1 Kings 19:18). Isaiah — a remnant shall return unto the mighty God (Isaiah 10:21). Zephaniah — an afflicted, poor people trust in the LORD’s name (Zephaniah 3:12). Romans — a remnant exists now by the election of grace (Romans 11:5). Revelation — the dragon wars against the remnant who keep God’s commandments (Revelation 12:17). Revelation — the faithful stand with the Lamb on Mount Zion (Revelation 14:1). Arc: shadowy start in the ark → development in Elijah and the prophets → climax in Christ, the faithful Israelite through whom the remnant is saved by grace → consummation with the Lamb on Zion.",
  },
  {
    title: "The Lamb through three rooms",
    description:
      "Build a tagged grid on the Lamb with Blue Room and Feasts Room tags, and a short Constellation that uses them.",
    instructions:
      "Write six tagged rows (claims of at most 14 words, with proof texts), then a Constellation of 70–90 words. 150–200 words in all.",
    prompt:
      "Take the theme “the Lamb” and its key passage John 1:29 through Room 66, the Blue Room and the Feasts Room: write six grid rows with palace tags (BL for sanctuary articles and services, FE for feasts), then a short Constellation that shows how the tags strengthen the story.",
    rubric: [
      reference(2, "Gives proof texts", 5),
      keywords(
        3,
        "Adds sanctuary and feast tags",
        ["tag", "bl altar", "fe passover", "bl ark", "daily service"],
        2,
      ),
      keywords(2, "Writes the Constellation", ["constellation", "one story", "the story", "rehears"], 1),
      christ(2, "Reaches Christ the Lamb"),
      length(1, 140, "At least 140 words"),
    ],
    exampleAnswer:
      "Genesis — God will provide Himself a lamb for the offering (Genesis 22:8). Tag: BL altar. Exodus — the Passover lamb’s blood shelters the firstborn (Exodus 12:13). Tag: FE Passover. Numbers — a lamb morning and evening keeps the continual offering (Numbers 28:3-4). Tag: BL altar, daily service. Isaiah — the Servant goes silent as a lamb to the slaughter (Isaiah 53:7). John — behold the Lamb of God who takes away the world’s sin (John 1:29). Tag: FE Passover. Revelation — the slain Lamb stands in the midst of the throne (Revelation 5:6). Tag: BL ark. Constellation: the story begins with a promise on Moriah that God will provide the lamb. At the Passover a lamb’s blood turns death away, and at the altar a lamb burns morning and evening without ceasing. Isaiah sees the Lamb as a silent Servant; John points at a Man. The tags show the whole sanctuary and the whole feast calendar rehearsing Him, until the slain Lamb stands on the throne.",
  },
]);

/** The training drills of the floor-5 rooms. */
export const floor5Drills: readonly Drill[] = [
  ...blueRoomDrills,
  ...prophecyDrills,
  ...threeAngelsDrills,
  ...feastDrills,
  ...christInEveryChapterDrills,
  ...room66Drills,
];
