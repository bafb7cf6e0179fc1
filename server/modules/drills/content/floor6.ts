import { christ, keywords, length, reference, roomDrills } from "./builders";
import type { Drill } from "./types";

// Floor 6 — the horizon and time rooms: Three Heavens (1H/2H/3H), Eight Cycles (@), Mathematics (MATH) and
// Juice (JR). Ten drills per room, in the order written below: drills 1–3 practise one move of the room's method,
// 4–7 the whole deliverable on a passage, 8–10 hard cases, pitfalls and work across rooms. Prophecy follows the
// palace's historicist reading (day for a year; 457 BC – AD 27/31/34; 538–1798; 457 BC – 1844).

// ---------------------------------------------------------------------------------------------------------
// 1H/2H/3H — Three Heavens: name the horizon(s) a prophecy reaches, weigh the clues, defend the tag.
// ---------------------------------------------------------------------------------------------------------
const threeHeavensDrills = roomDrills("123h", [
  {
    title: "Three horizons, three days of the LORD",
    description:
      "Describe each of the three heavens as a pair: the Day of the LORD that ends an order and the new earth God builds after it.",
    instructions:
      "Write 90–140 words: for 1H, 2H and 3H give the judgment that ends an order, the restoration that follows, and one typical text for each.",
    prompt:
      "Before you tag any prophecy you need the map. Describe the three horizons in turn. For each one, say which Day of the LORD closes an old order and which restoration (new earth) God builds after it, and name one typical Bible text that belongs to that horizon. Finish with one sentence on where Christ stands in each horizon.",
    rubric: [
      reference(2, "Gives a typical text for the horizons", 3),
      keywords(
        3,
        "Names all three horizons",
        ["1h", "2h", "3h", "first horizon", "second horizon", "third horizon"],
        3,
      ),
      keywords(
        3,
        "Pairs judgment with restoration",
        ["day of the lord", "new earth", "restor", "judgment", "judgement", "rebuilt", "new creation"],
        3,
      ),
      christ(2, "Shows Christ in the horizons"),
    ],
    exampleAnswer:
      "1H: the Day of the LORD falls when Babylon burns Jerusalem in 586 BC and then is itself overthrown by Cyrus in 539 BC; the restoration is the exiles’ return, the temple rebuilt in 516 BC and the walls under Nehemiah. Typical text: Jeremiah 29:10-14. 2H: the judgment is Rome’s destruction of Jerusalem and its temple in AD 70; the restoration is the new-covenant people, the church as God’s temple, with the gospel running to the Gentiles. Typical text: Luke 21:20-24. 3H: the judgment is the second coming and the end of sin; the restoration is resurrection and the new earth wherein dwelleth righteousness. Typical text: 2 Peter 3:10-13. Christ stands in all three: the return prepared the land for Messiah, His first coming opened the second horizon, and His return closes the third.",
  },
  {
    title: "Read the time marker: seventy years",
    description:
      "Tag a promise to exiles by weighing its audience and its time marker before reaching for any later horizon.",
    instructions:
      "Write 70–110 words: who first heard the promise, what its time marker points to, the recorded fulfilment with a reference, and your tag with a one-sentence defence.",
    prompt:
      "Jeremiah 29:10-14 was written in a letter to captives in Babylon. Weigh two clues — the audience and the time marker “seventy years” — and find the historical fulfilment in Scripture. Then give the promise a horizon tag and defend it in one sentence. Say honestly whether the text itself carries a second horizon.",
    rubric: [
      reference(2, "Cites the fulfilment", 2),
      keywords(3, "Assigns the first horizon", ["1h", "first horizon", "single tag", "single horizon"]),
      keywords(
        3,
        "Weighs audience and time marker",
        ["exile", "captiv", "seventy", "70 years", "babylon", "audience"],
        3,
      ),
      keywords(2, "Names the recorded fulfilment", ["cyrus", "decree", "return", "ezra", "539", "536"]),
    ],
    exampleAnswer:
      "Audience: Jewish captives carried to Babylon with Jehoiachin, told to build houses and settle down. Time marker: “seventy years” accomplished at Babylon, then God would visit them and bring them back to this place. Fulfilment: Babylon fell in 539 BC, and Cyrus’s decree (Ezra 1:1-4) sent the exiles home, the very thing Daniel was praying about when he read Jeremiah’s numbers (Daniel 9:2). Tag: 1H. The letter, its seventy-year count and its recorded return all sit in the Babylonian horizon. Verse 11’s “expected end” is wonderful for us to meditate on, but the text itself does not reach further, so a single tag is the honest answer.",
  },
  {
    title: "Tears over the city: a 2H prophecy",
    description:
      "Tag Jesus’ words over Jerusalem by the audience, the time marker and the Roman siege that fulfilled them.",
    instructions:
      "Write 70–110 words: the setting, the specific details Jesus predicts, the historical fulfilment and your tag with its defence.",
    prompt:
      "Luke 19:41-44: as He approaches Jerusalem, Jesus weeps over it and foretells a siege. List the concrete details He predicts, identify the historical event that matched them, and give the passage its horizon tag. Defend the tag in two sentences, naming the clue that settles it.",
    rubric: [
      reference(2, "Gives the passage or a parallel"),
      keywords(3, "Assigns the second horizon", [
        "2h",
        "second horizon",
        "horizon of his first coming",
        "tag: 2h",
      ]),
      keywords(
        3,
        "Names the siege and its date",
        ["ad 70", "rome", "roman", "titus", "siege", "trench", "stone upon another"],
        2,
      ),
      christ(2, "Shows Christ as the one rejected"),
    ],
    exampleAnswer:
      "Setting: Palm Sunday, the crowd singing, and Jesus weeping as the city comes into view (Luke 19:41). Details: enemies casting a trench about the city, surrounding it on every side, dashing its children to the ground and leaving not one stone upon another. Fulfilment: the Roman armies under Titus besieged Jerusalem and destroyed the temple in AD 70, within the lifetime of His hearers. Tag: 2H. The clue that settles it is the reason Jesus gives — “because thou knewest not the time of thy visitation”: the judgment falls on the generation that rejected the Messiah when He came, so this Day of the LORD belongs to the horizon of His first coming.",
  },
  {
    title: "What no past event has matched",
    description:
      "Defend a 3H tag for a resurrection text and answer the claim that it has already been fulfilled.",
    instructions:
      "Write the full entry in 90–140 words: passage, tag, a 2–3 sentence defence, a supporting text, then two sentences answering the claim that it is already past.",
    prompt:
      "1 Corinthians 15:51-55 speaks of a trumpet, the dead raised incorruptible and death swallowed up in victory. Write a Three Heavens entry: the tag, a defence of two or three sentences, and one supporting text. Then answer a friend who says the passage was fulfilled spiritually in AD 70 and no bodily resurrection is coming.",
    rubric: [
      reference(2, "Cites a supporting text", 2),
      keywords(3, "Assigns the third horizon", ["3h", "third horizon", "final horizon", "tag: 3h"]),
      keywords(
        3,
        "Shows that nothing past has matched it",
        ["no past", "never", "not yet", "still", "bodily", "graves", "hyper-preter", "already past"],
        2,
      ),
      christ(2, "Ties the resurrection to Christ"),
    ],
    exampleAnswer:
      "Passage: 1 Corinthians 15:51-55. Tag: 3H. Paul describes a moment when the last trumpet sounds, the dead are raised incorruptible and the living are changed in the twinkling of an eye. Death itself is swallowed up, which is the restoration of the final horizon, not of a returned nation or a church age in which believers still die. Supporting text: 1 Thessalonians 4:16-17, where the Lord Himself descends and the dead in Christ rise first. To my friend: nothing in AD 70 opened a single grave, and Christians kept burying their dead afterward. Paul’s hope rests on the bodily resurrection of Jesus as the firstfruits, so the harvest must be bodily too — it is still ahead.",
  },
  {
    title: "Two questions on the Mount of Olives",
    description: "Split Matthew 24 between the temple’s fall and the sign of His coming, and tag it as dual.",
    instructions:
      "Write 100–150 words: the two questions of verse 3, which verses answer each (with references), the tag, and how the near judgment pledges the final one.",
    prompt:
      "Matthew 24:1-31 begins with the disciples admiring the temple and asking two things at once (verse 3). Separate the answers: which verses describe the fall of Jerusalem, and which describe the sign of His coming and the end of the world? Give the chapter its tag and explain, in a sentence or two, why Jesus lets the two events sit side by side.",
    rubric: [
      reference(2, "Cites the verses for each horizon", 2),
      keywords(2, "Assigns the dual tag", ["2h+3h", "2h and 3h", "2h + 3h", "dual"]),
      keywords(
        2,
        "Finds the temple's fall",
        ["ad 70", "jerusalem", "flee", "abomination", "judaea", "judea", "rome"],
        2,
      ),
      keywords(
        2,
        "Finds the second coming",
        ["clouds", "lightning", "trumpet", "gather", "second coming", "sign of thy coming"],
        2,
      ),
      christ(2, "Names the Son of man's return"),
    ],
    exampleAnswer:
      "Verse 3 asks when the temple’s stones will fall and what will be the sign of His coming and of the end of the world. Matthew 24:15-20 answers the first: when the abomination stands in the holy place, those in Judaea must flee to the mountains — Luke 21:20 calls it Jerusalem compassed with armies, fulfilled when Rome came in AD 70. Matthew 24:27-31 answers the second: the Son of man comes like lightning seen from east to west, on the clouds, with a great trumpet, gathering His elect from the four winds. Tag: 2H+3H. Jesus sets the two side by side because the first is a rehearsal of the second: the judgment that ended the old temple order is a pledge that the whole world will face Him, so the same watchfulness serves both.",
  },
  {
    title: "A near return with a far horizon",
    description:
      "Sort Isaiah 65:17-25 into what sounds like the return from exile and what only the new earth can fill.",
    instructions:
      "Write 100–150 words: two or three details that fit a restored Jerusalem, two or three that only the final new creation can fill, a New Testament text that takes it up, and your tag.",
    prompt:
      "Isaiah 65:17-25 opens with new heavens and a new earth, yet it also speaks of houses, vineyards and a long life that still ends in death. Sort the details: which fit the restored Jerusalem promised to the returning exiles, and which can only be filled in the final new creation? Cite the New Testament text that picks the passage up, tag it, and defend the tag.",
    rubric: [
      reference(2, "Cites the passage and its New Testament echo", 2),
      keywords(3, "Assigns the dual tag", ["1h+3h", "1h and 3h", "1h + 3h", "dual"]),
      keywords(
        3,
        "Sorts near and far details",
        ["houses", "vineyard", "hundred years", "death", "no more", "revelation 21", "wolf", "crying"],
        3,
      ),
      christ(2, "Shows Christ bringing the final horizon"),
    ],
    exampleAnswer:
      "Near details: Jerusalem created a rejoicing, people building houses and inhabiting them, planting vineyards and eating the fruit — the opposite of exile, when strangers took both. Even the long life in Isaiah 65:20 still includes death: the child dies a hundred years old, which fits a restored nation, not a world without death. Far details: new heavens and a new earth, no more weeping or crying, the wolf and the lamb feeding together. Revelation 21:1-4 takes the promise up and completes it — no more death, neither sorrow nor crying. Tag: 1H+3H. Isaiah offered the returning exiles a renewed Jerusalem as the first taste; what they could only sample will be filled when Christ returns and God dwells with His people.",
  },
  {
    title: "Darkened stars: picture or end of the world?",
    description:
      "Compare two passages that darken the sun and tag each by its context rather than by its imagery alone.",
    instructions:
      "Write 100–150 words: the clue in each context, what the cosmic language means in each, and the two tags.",
    prompt:
      "Isaiah 13:9-13 and Revelation 6:12-17 both darken the sun and moon and shake the heavens. Read each in its context. Which clue names the target of Isaiah’s oracle, and what do its falling stars picture? What in Revelation 6 shows a final scale? Tag each passage and explain the pitfall of literalising apocalyptic imagery.",
    rubric: [
      reference(2, "Cites the context for each", 2),
      keywords(
        3,
        "Reads Isaiah's oracle as the fall of Babylon",
        ["medes", "babylon", "empire", "539", "kingdom", "1h"],
        2,
      ),
      keywords(
        3,
        "Explains the cosmic language",
        ["picture", "imagery", "language", "literal", "symbol", "3h", "final"],
        2,
      ),
      christ(2, "Names the Lamb of Revelation 6"),
    ],
    exampleAnswer:
      "Isaiah 13 is headed “the burden of Babylon”, and Isaiah 13:17 names the attackers: “I will stir up the Medes against them.” So the darkened stars describe a world-empire collapsing, fulfilled when Babylon fell in 539 BC. The cosmic language is the picture of a political order going dark for those who lived under it. Tag: 1H. Revelation 6:12-17 is different in scale: kings, great men, bondmen and free all hide in the rocks from the face of Him that sits on the throne and from the wrath of the Lamb, because the great day of His wrath is come. Nothing partial fills that. Tag: 3H. The pitfall is reading the same imagery as the same event: the context, not the imagery alone, decides the horizon.",
  },
  {
    title: "My tabernacle with them: a triple horizon",
    description:
      "Trace one promise from Ezekiel 37 through the return, the Son of David and the New Jerusalem.",
    instructions:
      "Write 120–170 words: the tag, and for each horizon the phrase in the passage that belongs to it, its fulfilment and a supporting text.",
    prompt:
      "Ezekiel 37:21-28 promises to gather Israel from the nations, to set one king over them — “David my servant” — and to put God’s sanctuary in their midst for evermore. Work out the horizons: what the exiles could see fulfilled, how the New Testament applies the shepherd-king, and where the final “tabernacle” promise is quoted. Give the tag and defend each horizon with a text.",
    rubric: [
      reference(2, "Supports each horizon with a text", 3),
      keywords(3, "Assigns the triple tag", ["1h+2h+3h", "1h + 2h + 3h", "triple", "all three"]),
      keywords(
        3,
        "Defends each horizon with its phrase",
        ["gather", "david", "shepherd", "tabernacle", "sanctuary", "for evermore", "return"],
        3,
      ),
      christ(2, "Identifies the Son of David"),
    ],
    exampleAnswer:
      "Tag: 1H+2H+3H. 1H: “I will take the children of Israel from among the heathen” — the exiles gathered from Babylon and settled again in the land under Zerubbabel, a real if partial return (Ezra 2:1). 2H: “David my servant shall be king over them; and they all shall have one shepherd.” No son of David sat on the throne after the exile until Jesus, the Son of David, called Himself the good shepherd who gathers one flock (John 10:16). Through Him Jew and Gentile become one people. 3H: “My tabernacle also shall be with them” and the sanctuary “in the midst of them for evermore” — Revelation 21:3 quotes it when the holy city comes down: the tabernacle of God is with men. One promise, three horizons: the return, the King’s first coming and God dwelling with His people for ever.",
  },
  {
    title: "Both already and not yet: Elijah",
    description:
      "Correct a reading that pushes Malachi’s Elijah wholly into the past and another that pushes it wholly into the future.",
    instructions:
      "Write 110–160 words: what is wrong with each reading, the words of Jesus that hold both horizons, and your tag with its defence.",
    prompt:
      "Malachi 4:5-6 promises Elijah before the great and dreadful day of the LORD. One student says it was used up by John the Baptist; another says it has nothing to do with John and waits entirely for the end. Using what Jesus said in Matthew 11:14 and Matthew 17:11-12, show what each student flattens, give the tag, and say what an Elijah message means for the church waiting for His return.",
    rubric: [
      reference(2, "Cites the words of Jesus", 2),
      keywords(3, "Assigns the dual tag", ["2h+3h", "2h and 3h", "2h + 3h", "dual"]),
      keywords(
        3,
        "Names both flattening errors",
        ["flatten", "collapse", "only the past", "all in the past", "entirely", "both", "already", "not yet"],
        2,
      ),
      christ(2, "Connects the Elijah message to Christ's coming"),
    ],
    exampleAnswer:
      "The first student flattens everything into 2H: if John used the promise up, why does Malachi set Elijah before the great and dreadful day of the LORD, a day that did not arrive in John’s lifetime? The second flattens everything into 3H and ignores the plainest clue there is — Jesus said of John, “this is Elias, which was for to come” (Matthew 11:14). Jesus Himself holds both horizons in Matthew 17:11-12: Elias “truly shall first come, and restore all things”, and yet “Elias is come already”. Tag: 2H+3H. John prepared the way for Christ’s first coming by turning hearts to repentance; before His second coming God again sends a message in the spirit and power of Elijah, calling a people back to the Father and making them ready to meet the Lord.",
  },
  {
    title: "Where the stone strikes",
    description:
      "Use the historical line of Daniel 2 to show why the stone kingdom belongs to 3H and not to the first advent.",
    instructions:
      "Write 110–160 words: the sequence of the image with its kingdoms, the exact point where the stone strikes, why that rules out 2H, and the tag.",
    prompt:
      "Some read the stone of Daniel 2:34-35 and 2:44-45 as fulfilled when Christ came to earth under Rome. Work with the Prophecy Room’s historical line: list the kingdoms of the image in order, note exactly which part of the image the stone strikes, and use that detail to decide the horizon. Give the tag and say what the passage offers a believer waiting now.",
    rubric: [
      reference(2, "Cites the vision and its explanation", 2),
      keywords(
        3,
        "Lays out the historical line",
        ["babylon", "persia", "greece", "rome", "divided", "europe"],
        4,
      ),
      keywords(
        3,
        "Uses the feet to rule out the first advent",
        ["feet", "toes", "clay", "not the legs", "after rome", "3h"],
        2,
      ),
      christ(2, "Identifies the stone with Christ's kingdom"),
    ],
    exampleAnswer:
      "Daniel 2:36-43 explains the image: gold is Babylon, silver Medo-Persia, brass Greece, iron Rome, and the feet of iron and clay the divided kingdoms of Europe that never weld together again. Daniel 2:34 says the stone smites the image “upon his feet”, not on the legs of iron. Christ was born under undivided Rome, so His first coming came during the legs; the stone strikes after Rome has broken into its divided kingdoms, which is our own era. Verse 44 adds that the kingdom “shall break in pieces and consume all these kingdoms” and stand for ever — a replacement no past event has matched. Tag: 3H. The first advent laid the foundation stone; the striking waits for the Son of man to return. For a believer now, every rising and falling power in the feet is a reminder that the next event on God’s clock is the stone.",
  },
]);

// The five beats every cycle runs.
const BEATS = ["fall", "covenant", "sanctuary", "enemy", "restoration"] as const;

// ---------------------------------------------------------------------------------------------------------
// @ — Eight Cycles: Fall → Covenant → Sanctuary → Enemy → Restoration, compared across cycles as a spiral.
// ---------------------------------------------------------------------------------------------------------
const cyclesDrills = roomDrills("cycles", [
  {
    title: "Five beats in the first garden",
    description: "Lay out Genesis 3 as the Adamic cycle, giving each of the five beats a phrase and a verse.",
    instructions:
      "Write 80–130 words: the cycle code, then the five beats in order, each with its own phrase tied to a verse in Genesis 3.",
    prompt:
      "Genesis 3 is the first cycle, @Ad. Lay out its five beats in order — Fall, Covenant, Sanctuary, Enemy, Restoration — giving each beat a phrase of its own and the verse that shows it. Then say in one sentence which beat carries the promise the rest of the Bible will follow.",
    rubric: [
      reference(2, "Ties the beats to verses", 2),
      keywords(4, "Names all five beats", BEATS, 5),
      keywords(2, "Places the chapter in the Adamic cycle", ["@ad", "adam", "eden", "garden"], 2),
      christ(2, "Follows the promised seed to Christ"),
    ],
    exampleAnswer:
      "Cycle: @Ad. Fall — the woman and Adam eat the forbidden fruit and hide from God among the trees (Genesis 3:6-8). Covenant — God promises that the seed of the woman will bruise the serpent’s head (Genesis 3:15). Sanctuary — Eden itself, where the LORD walked in the cool of the day; after the fall its way is guarded by cherubim at the east of the garden (Genesis 3:24). Enemy — the serpent who questions God’s word, and the death that now enters. Restoration — God clothes the couple with coats of skins and sends them out carrying the promise (Genesis 3:21). The Covenant beat carries the thread: the promised seed is Christ, who crushes the serpent while being bruised Himself.",
  },
  {
    title: "Which covenant is in force?",
    description:
      "Tag five short narratives with their cycle code by asking which covenant and mediator govern each.",
    instructions:
      "Write 80–130 words: for each passage give the cycle code and name the mediator or covenant that decided your tag.",
    prompt:
      "Tag each passage with its cycle code (@Ad, @No, @Ab, @Mo, @Cy, @CyC, @Sp, @Re) by asking which covenant is in force and who its mediator is: Genesis 8:20-22; Exodus 3:7-10; Haggai 1:1-8; Acts 2:1-4; Revelation 21:1-3. Give one line per passage with the clue that decided it.",
    rubric: [
      reference(2, "Cites the passages", 4),
      keywords(4, "Tags the cycles", ["@no", "@mo", "@cy", "@sp", "@re"], 4),
      keywords(
        3,
        "Names the mediators or covenants",
        ["noah", "moses", "zerubbabel", "haggai", "spirit", "rainbow", "sinai", "new jerusalem"],
        3,
      ),
      length(1, 60, "At least 60 words"),
    ],
    exampleAnswer:
      "Genesis 8:20-22 — @No: Noah builds an altar after the flood and God promises seedtime and harvest; the covenant with Noah governs. Exodus 3:7-10 — @Mo: God sends Moses to bring Israel out of Egypt toward Sinai; Moses is the mediator. Haggai 1:1-8 — @Cy: the word comes to Zerubbabel and Joshua after the return from Babylon, telling them to build the house; the restoration covenant is in force. Acts 2:1-4 — @Sp: the Holy Spirit fills the believers at Pentecost and the mission begins; the Spirit-filled church carries the covenant. Revelation 21:1-3 — @Re: the new Jerusalem comes down and God dwells with men, the last cycle ending in new creation.",
  },
  {
    title: "One beat, eight steps: the dwelling grows",
    description: "Follow the Sanctuary beat through the cycles and say what grows at each step.",
    instructions:
      "Write 90–140 words: the sanctuary of each cycle in order with a text for at least three of them, and a closing sentence on what the spiral shows.",
    prompt:
      "Follow one beat — Sanctuary — through the eight cycles, from Eden to the city of Revelation. Name where God meets His people in each cycle, give a text for at least three of the steps, and explain what grows from step to step. Where does Christ stand in the spiral?",
    rubric: [
      reference(2, "Anchors the steps in texts", 3),
      keywords(
        3,
        "Names the steps in order",
        ["eden", "ark", "altar", "tabernacle", "temple", "body", "church", "new jerusalem"],
        6,
      ),
      keywords(3, "Names the escalation", [
        "grow",
        "widen",
        "larger",
        "greater",
        "enlarg",
        "escalat",
        "spiral",
      ]),
      christ(2, "Places Christ at the hinge"),
    ],
    exampleAnswer:
      "@Ad: Eden, where God walked with man (Genesis 2:8). @No: the ark, a floating refuge. @Ab: the altars Abraham built, up to Moriah. @Mo: the tabernacle, so that God could dwell among them (Exodus 25:8). @Cy: the second temple built after the return. @CyC: the body of Jesus, the temple He said He would raise in three days (John 2:19-21). @Sp: the church, believers as the temple of God (1 Corinthians 3:16). @Re: the new Jerusalem, where the tabernacle of God is with men (Revelation 21:3). Each step widens: a garden for two, a boat for eight, a tent for a nation, a body for the world, a people from every nation, a city that fills the new earth. Christ is the hinge: every earlier sanctuary leans toward His body, and every later one flows from it.",
  },
  {
    title: "The Mosaic arc from slavery to the sea",
    description: "Lay out Exodus 1–15 as @Mo with all five beats, each tied to a verse.",
    instructions:
      "Write 100–150 words: the cycle code, five labelled beats each with a verse, and one sentence on where Christ is seen in the arc.",
    prompt:
      "Lay out Exodus 1–15 as the Mosaic cycle. Give each of the five beats its own phrase tied to a verse — what went wrong, the promise God renews, where He meets His people in these chapters, who opposes the plan, and how God brings His people through. Finish with one sentence on where the arc points to Christ.",
    rubric: [
      reference(2, "Ties each beat to a verse", 3),
      keywords(3, "Labels the five beats", BEATS, 5),
      keywords(
        3,
        "Fills the beats from Exodus",
        ["pharaoh", "slave", "bondage", "passover", "red sea", "sea", "bush", "blood"],
        3,
      ),
      christ(2, "Shows Christ in the arc"),
    ],
    exampleAnswer:
      "Cycle: @Mo. Fall — Israel crushed in slavery, their lives made bitter with hard bondage (Exodus 1:13-14). Covenant — God remembers His covenant with Abraham, Isaac and Jacob and calls Moses from the burning bush (Exodus 2:24; Exodus 3:6-10). Sanctuary — before any tabernacle, God meets His people at the bush on holy ground and then under the blood on the doorposts, where the LORD passes over (Exodus 12:13). Enemy — Pharaoh, who will not let the people go and pursues them to the sea (Exodus 14:8). Restoration — the waters part, Israel walks through on dry ground and sings the song of Moses (Exodus 15:1-2). The arc points to Christ our passover, sacrificed for us (1 Corinthians 5:7), whose blood shelters His people and whose victory brings them out of bondage.",
  },
  {
    title: "The ark and a greater refuge",
    description:
      "Lay out Genesis 6–9 as @No, then follow its Sanctuary beat into another cycle and name what grows.",
    instructions:
      "Write 100–150 words: the five beats briefly, then a comparison of the Sanctuary beat with another cycle, saying plainly what is greater the second time.",
    prompt:
      "Lay out Genesis 6–9 as the Noahic cycle: five beats, each in a phrase with a verse. Then take the Sanctuary beat — the ark — into another cycle using 1 Peter 3:20-21 or another text, and name the escalation. A comparison that only says “this is like that” is not yet enough.",
    rubric: [
      reference(2, "Cites the comparison text", 2),
      keywords(2, "Labels the beats", BEATS, 4),
      keywords(
        3,
        "Compares the ark with another cycle",
        ["@cyc", "@sp", "baptism", "door", "refuge", "saved"],
        2,
      ),
      keywords(1, "States what grows", ["greater", "larger", "wider", "more", "escalat", "enlarg"]),
      christ(2, "Shows Christ as the greater refuge"),
    ],
    exampleAnswer:
      "Cycle: @No. Fall — the earth filled with violence and every imagination evil (Genesis 6:5, 11). Covenant — God establishes His covenant with Noah, sealed with the rainbow (Genesis 9:13). Sanctuary — the ark, the one place of safety, with one door that God Himself shut. Enemy — the flood and a corrupt humanity that mocked the warning. Restoration — Noah steps onto a washed earth and builds an altar. Comparison (Sanctuary, @Sp): 1 Peter 3:20-21 says eight souls were saved by water, and baptism now saves “by the resurrection of Jesus Christ”. The escalation: the ark held one family; Christ is a refuge with a door open to every nation, and the water that once destroyed the world now marks the new birth of those hidden in Him.",
  },
  {
    title: "Not “God helps them”: name the beat",
    description: "Rewrite a vague summary of Gideon’s story as five named beats inside the Mosaic cycle.",
    instructions:
      "Write 100–150 words: why the given summary fails, which cycle Judges belongs to, then the five named beats with verses from Judges 6–7.",
    prompt:
      "A student summarised Judges 6–7 like this: “Israel had problems, God helped them, and they won.” Explain why that names no beat. Then say which covenant cycle Judges sits inside and lay out the story properly: each of the five beats named, each with a phrase and a verse from Judges 6–7.",
    rubric: [
      reference(2, "Ties the beats to verses", 3),
      keywords(3, "Names the five beats", BEATS, 5),
      keywords(
        3,
        "Fills them from Gideon's story",
        ["midian", "baal", "altar", "jehovah-shalom", "three hundred", "300", "gideon", "fleece"],
        3,
      ),
      keywords(2, "Places Judges in the Mosaic cycle", ["@mo", "mosaic", "sinai", "egypt"]),
    ],
    exampleAnswer:
      "“God helped them” could describe any story; it does not say what went wrong, what promise was in force or where God met His people. Judges sits inside @Mo: the Sinai covenant is still in force, and the prophet reminds Israel that God brought them up from Egypt (Judges 6:8-10). Fall — Israel did evil and Midian stripped the land for seven years (Judges 6:1-6). Covenant — the angel greets Gideon with “The LORD is with thee” and sends him in that strength (Judges 6:12-14). Sanctuary — Gideon builds an altar, Jehovah-shalom, and pulls down his father’s altar of Baal (Judges 6:24-27). Enemy — Midian and the Amalekites, as many as grasshoppers. Restoration — with three hundred men, trumpets and torches, God routs the host (Judges 7:19-22).",
  },
  {
    title: "Abraham’s blessing reaches Jerusalem",
    description: "Lay out Acts 2–4 as @Sp and follow its Covenant beat back to the Abrahamic cycle.",
    instructions:
      "Write 110–160 words: the five beats of Acts 2–4 with verses, then the Covenant beat compared with @Ab and the escalation named.",
    prompt:
      "Lay out Acts 2–4 as the Holy Spirit cycle (@Sp), five beats with verses. Then compare its Covenant beat with the Abrahamic cycle: Peter quotes the promise to Abraham in Acts 3:25. Say what the promise looked like in Genesis 12:1-3, how it looks now, and what has grown.",
    rubric: [
      reference(2, "Cites both cycles", 3),
      keywords(2, "Labels the beats", BEATS, 4),
      keywords(
        3,
        "Compares the covenant with Abraham",
        ["@ab", "abraham", "all families", "all the kindreds", "nations", "seed", "blessed"],
        3,
      ),
      keywords(1, "Names the escalation", ["greater", "grow", "wider", "escalat", "enlarg", "now"]),
      christ(2, "Identifies the Seed"),
    ],
    exampleAnswer:
      "Cycle: @Sp. Fall — the people had delivered up and denied the Holy One (Acts 3:13-15). Covenant — the promise of the Spirit “unto you, and to your children, and to all that are afar off” (Acts 2:39). Sanctuary — the believers themselves, filled with the Spirit, meeting daily in the temple courts and in homes (Acts 2:46). Enemy — the priests and Sadducees who jail Peter and John and forbid them to speak (Acts 4:1-3). Restoration — thousands believe and the place is shaken as they pray for boldness (Acts 4:31). Comparison (Covenant, @Ab): in Genesis 12:1-3 God promised one childless man that all families of the earth would be blessed in him. In Acts 3:25-26 Peter says the Seed has come — God raised up His Son Jesus to bless you. The promise has grown from one tent to a gospel preached to every nation.",
  },
  {
    title: "A garden lost, a garden tomb",
    description:
      "Show Christ as the hinge of the spiral by matching the Passion’s beats with the Adamic cycle.",
    instructions:
      "Write 120–170 words: the five beats of the Passion narrative with references, each set beside the same beat in @Ad, and a closing sentence on the hinge.",
    prompt:
      "The Passion and resurrection (Luke 22–24, with John 18–20) form the centre of @CyC. Lay out its five beats, and set each one beside the same beat in the Adamic cycle of Genesis 3. Look for the gardens, the enemy behind the human actors and the covenant that answers the first promise. Close by explaining why the room calls Christ the hinge of every cycle.",
    rubric: [
      reference(2, "Cites both narratives", 3),
      keywords(2, "Labels the beats", BEATS, 4),
      keywords(
        3,
        "Matches the cycles beat by beat",
        ["garden", "gethsemane", "serpent", "second adam", "last adam", "@ad", "tomb"],
        3,
      ),
      keywords(1, "Names the hinge", [
        "hinge",
        "centre",
        "center",
        "turning point",
        "lean toward",
        "flow from",
      ]),
      christ(2, "Shows Christ as the one who reverses the fall"),
    ],
    exampleAnswer:
      "Fall — in Eden Adam took what was forbidden; in Gethsemane Jesus, the last Adam, said “not my will, but thine” while His disciples slept and Judas led the arrest (Luke 22:42-47). Covenant — @Ad had the promise of the seed (Genesis 3:15); @CyC has the new covenant in His blood (Luke 22:20). Sanctuary — Eden’s way was barred by cherubim; at the cross the veil of the temple was torn in the midst (Luke 23:45), opening the way in. Enemy — the serpent spoke through a creature; now Satan enters into Judas, and death itself is the last foe. Restoration — Adam was sent out of a garden; Christ rises from a tomb in a garden (John 19:41) and is mistaken for the gardener (John 20:15). He is the hinge: every earlier cycle leans toward this garden, and every later cycle flows from the empty tomb.",
  },
  {
    title: "Cycles are not headlines",
    description:
      "Correct two misuses of the cycles — reading today’s news into them and forcing them onto wisdom poetry.",
    instructions:
      "Write 110–160 words: answer each misuse with the room’s principle, then show a sound use of the @Re cycle with a text.",
    prompt:
      "A study group made two claims: “A certain modern nation is the Pharaoh of our cycle,” and “Proverbs 3 runs all five beats.” Answer each with the room’s principles, gently and clearly. Then show a sound use of the Remnant cycle (@Re) from Revelation, naming at least two of its beats with a text, so the group sees what the room is for.",
    rubric: [
      reference(2, "Gives a sound @Re text", 2),
      keywords(
        3,
        "Refuses the headline reading",
        ["headline", "newspaper", "news", "modern", "covenant history", "in scripture"],
        2,
      ),
      keywords(
        3,
        "Refuses to force the poetry",
        ["wisdom", "poetry", "not a narrative", "no story", "proverb", "force"],
        2,
      ),
      christ(2, "Keeps Christ at the centre of the last cycle"),
    ],
    exampleAnswer:
      "First claim: the cycles trace covenant history in Scripture, not newspaper headlines. The Enemy beat of @Re is named by Revelation itself — the dragon, the beast and the false prophet — and swapping in a modern nation turns a study of God’s acts into political guessing. Second claim: Proverbs is wisdom poetry, sayings and instruction, not a narrative with a fall, a covenant and a rescue; forcing five beats onto it produces labels, not insight. A sound use: Revelation 12:17 shows the Enemy beat — the dragon wroth with the woman and making war with the remnant who keep the commandments of God and have the testimony of Jesus Christ. Revelation 21:3-5 shows the Restoration beat — God dwelling with men and making all things new. The last cycle ends not in a headline but in the Lamb on the throne.",
  },
  {
    title: "The enemy’s masks from serpent to dragon",
    description:
      "Follow the Enemy beat through all eight cycles and show how it escalates until it is unmasked and destroyed.",
    instructions:
      "Write 130–190 words: the enemy of each of the eight cycles in order with its code, texts for at least four, and two sentences on the escalation and its end.",
    prompt:
      "Follow the Enemy beat through every cycle from @Ad to @Re. Name the foe of each cycle with its code, anchor at least four in texts, and show how the same enemy wears larger masks each time. End with the text that unmasks him and the one that records his end, and say who defeats him.",
    rubric: [
      reference(2, "Anchors the steps in texts", 4),
      keywords(
        3,
        "Names the enemy of each cycle",
        ["serpent", "flood", "barren", "pharaoh", "babylon", "death", "persecut", "dragon"],
        6,
      ),
      keywords(
        3,
        "Shows the escalation and the unmasking",
        ["mask", "unmask", "larger", "escalat", "old serpent", "same enemy", "same foe"],
        2,
      ),
      christ(2, "Names the victor"),
    ],
    exampleAnswer:
      "@Ad: the serpent in the garden (Genesis 3:1). @No: the flood and a corrupt humanity. @Ab: barrenness, rival kings and a promise that seemed impossible. @Mo: Pharaoh, who set taskmasters over Israel (Exodus 1:8-14). @Cy: Babylon and the adversaries who frustrated the rebuilding. @CyC: death itself, the last enemy (1 Corinthians 15:26), with Satan entering Judas. @Sp: persecution from councils and kings. @Re: the dragon, the beast and the false prophet. The same enemy wears larger masks each time — a whisper, a flood of evil, a king, an empire, death, a world system — until Revelation 12:9 unmasks him as “that old serpent, called the Devil, and Satan”. His end is recorded in Revelation 20:10, cast into the lake of fire. The serpent who bruised the heel is crushed by the Seed: Jesus Christ, who triumphed over him at the cross and will finish the war at His return.",
  },
]);

// ---------------------------------------------------------------------------------------------------------
// MATH — Mathematics Room: the six time prophecies, the day-year principle, start + length = end (no year zero).
// ---------------------------------------------------------------------------------------------------------
const mathematicsDrills = roomDrills("math", [
  {
    title: "The six periods at a glance",
    description: "Name the six time prophecies with a text, a start and an end for each.",
    instructions:
      "Write 90–140 words: one line per period — code, text, start and end — and one sentence on what the six together show about God.",
    prompt:
      "Review the six periods of the room: @120, @400, @70y, @490, @1260 and @2300. For each give its key text, what it measures, and where it starts and ends in history. Close with one sentence on what the six together say about the God who keeps time and about the coming of Christ.",
    rubric: [
      reference(2, "Gives the key texts", 4),
      keywords(3, "Names the six periods", ["120", "400", "70", "490", "1260", "1,260", "2300", "2,300"], 5),
      keywords(3, "Gives the anchors", ["457", "538", "1798", "1844", "ad 27", "ad 34", "586", "605"], 4),
      christ(2, "Shows Christ arriving on schedule"),
    ],
    exampleAnswer:
      "@120 — Genesis 6:3: Noah’s 120 years of warning before the flood, ending when the door of the ark shut. @400 — Genesis 15:13 and Exodus 12:40-41: the affliction in Egypt, ending at the exodus on the selfsame day. @70y — Jeremiah 25:11-12: the exile, from the first deportation in 605 BC to the return, and from the temple burned in 586 BC to its rebuilding in 516 BC. @490 — Daniel 9:24-27: seventy weeks from the decree of 457 BC to AD 34, with Messiah anointed in AD 27. @1260 — Daniel 7:25: the long rule over the saints, AD 538 to 1798. @2300 — Daniel 8:14: from 457 BC to 1844, when the sanctuary’s cleansing began. Together they say God keeps appointments to the year, and the Messiah came exactly when the clock said.",
  },
  {
    title: "A day for a year",
    description:
      "State the day-year principle from its two texts and convert four prophetic expressions into years.",
    instructions:
      "Write 80–130 words: the principle with both texts, then each conversion with its arithmetic, and one sentence on when the principle applies.",
    prompt:
      "State the day-year principle from Numbers 14:34 and Ezekiel 4:6. Then convert four expressions into years, showing the arithmetic: seventy weeks, forty-two months, a time and times and half a time, and 2,300 evenings-and-mornings. Add one sentence on why the principle belongs to symbolic prophecy and not to every number in the Bible.",
    rubric: [
      reference(2, "Cites the two texts", 2),
      keywords(3, "States the principle", [
        "day for a year",
        "day-year",
        "year for a day",
        "each day for a year",
        "a day stands for a year",
      ]),
      keywords(3, "Shows the arithmetic", ["490", "360", "42", "30", "3½", "1,260", "1260", "2,300"], 4),
      length(2, 70, "At least 70 words"),
    ],
    exampleAnswer:
      "Numbers 14:34 gives Israel forty years in the wilderness for forty days of spying, each day for a year; Ezekiel 4:6 has the prophet lie on his side forty days, a day for a year. In symbolic prophecy, where beasts and horns stand for kingdoms, the days are symbolic too, so a prophetic day equals a year. Seventy weeks: 70 × 7 = 490 days, so 490 years. Forty-two months: 42 × 30 = 1,260 days, so 1,260 years. A time, times and half a time: 3½ × 360 = 1,260 years, the same span. 2,300 evenings-and-mornings: 2,300 days, so 2,300 years. The principle applies where the vision itself is symbolic; Jonah’s forty days or the third day of the resurrection are plain time, not prophetic code.",
  },
  {
    title: "No year zero",
    description: "Work three calculations from 457 BC across the BC–AD line and explain why you add one.",
    instructions:
      "Write 70–110 words: the rule with a reason, then three worked sums from 457 BC, each with its end year and the event that marks it.",
    prompt:
      "The calendar runs from 1 BC straight to AD 1. Explain why that means adding one when a period crosses from BC to AD. Then work three sums from the decree of 457 BC: 483 years, 490 years and 2,300 years. Give each end year and the event that marks it.",
    rubric: [
      reference(2, "Cites the prophecy", 1),
      keywords(3, "Explains the missing zero", [
        "year zero",
        "no zero",
        "zero year",
        "add one",
        "adding one",
        "plus one",
      ]),
      keywords(3, "Reaches the three end years", ["ad 27", "ad 34", "1844", "ad 1844"], 3),
      christ(2, "Names the anointing of the Messiah"),
    ],
    exampleAnswer:
      "There is no year zero: counting back from AD 1 the next year is 1 BC, so a span that crosses the line loses a year unless you add one. Subtracting 457 from the length gives the AD year minus one. 483 years (69 weeks, Daniel 9:25): 483 − 457 = 26, plus one = AD 27, when Jesus was baptised and anointed as Messiah. 490 years (Daniel 9:24): 490 − 457 = 33, plus one = AD 34, when Stephen was stoned and the gospel turned to the Gentiles. 2,300 years (Daniel 8:14): 2,300 − 457 = 1,843, plus one = AD 1844, when the cleansing of the sanctuary began. Forgetting the missing year would put every date one year early.",
  },
  {
    title: "The time is fulfilled",
    description:
      "Write a full Mathematics Room entry for Mark 1:15: code, timeframe, fulfilment, calculation and lesson.",
    instructions:
      "Write 90–140 words in the room’s order — code → timeframe → fulfilment → calculation → lesson — with the prophecy text and its anchor.",
    prompt:
      "Mark 1:15: Jesus begins preaching in Galilee with the words “The time is fulfilled.” Which time? Write the full Mathematics Room entry: the code, the timeframe with its start and end, the fulfilment, the calculation on the page, and a one- or two-sentence lesson on God’s sovereignty.",
    rubric: [
      reference(2, "Cites the prophecy and its anchor", 2),
      keywords(
        3,
        "Names the seventy weeks",
        ["@490", "seventy weeks", "70 weeks", "69 weeks", "sixty-nine", "483"],
        2,
      ),
      keywords(3, "Anchors the start", ["457", "artaxerxes", "decree", "ezra 7"], 2),
      keywords(2, "Draws the lesson", [
        "on time",
        "schedule",
        "appoint",
        "keeps time",
        "sovereign",
        "exact",
        "promise",
      ]),
    ],
    exampleAnswer:
      "Code: @490. Timeframe: seventy weeks, 457 BC to AD 34 (Daniel 9:24-27). Fulfilment: Daniel 9:25 counts seven weeks and threescore and two weeks “unto the Messiah the Prince”; Jesus, baptised and anointed with the Spirit, comes preaching that the appointed time has arrived. Calculation: 69 weeks × 7 = 483 years. Start: the decree of Artaxerxes in 457 BC (Ezra 7:7-26). 483 − 457 = 26, plus one for the missing year zero = AD 27. Lesson: when Jesus said the time was fulfilled, He was pointing to a clock God had set five centuries earlier; the Messiah was exactly on schedule, and the God who kept that appointment keeps every promise.",
  },
  {
    title: "Daniel reads Jeremiah’s numbers",
    description:
      "Tie Daniel 9:2 to the seventy years of exile with the dates, and see where the prayer leads.",
    instructions:
      "Write 90–140 words: the book Daniel read, the period with two ways of counting it, the date of Daniel 9, and what the answer to his prayer reveals.",
    prompt:
      "Daniel 9:2: Daniel “understood by books” the number of the years of Jerusalem’s desolations. Which period was he reading, in which book, and how far had it run when he prayed in the first year of Darius? Give two ways the seventy years can be counted with their dates. Then say how the angel’s answer later in the chapter reaches past the exile.",
    rubric: [
      reference(2, "Cites the book Daniel read", 2),
      keywords(3, "Identifies the seventy years", ["@70y", "seventy years", "70 years", "jeremiah"], 2),
      keywords(3, "Gives the dates", ["605", "586", "539", "536", "516"], 3),
      christ(2, "Follows the answer to the Messiah"),
    ],
    exampleAnswer:
      "Code: @70y. Daniel was reading Jeremiah 25:11-12 and Jeremiah 29:10, where the LORD fixed seventy years for Babylon and promised the return afterwards. He prayed in the first year of Darius the Mede, just after Babylon fell in 539 BC, so the period was nearly complete. Counted from the first deportation in 605 BC, when Daniel himself was taken, the seventy years run to the return around 536 BC. Counted from the burning of the temple in 586 BC, they run to the finished second temple in 516 BC. Daniel’s response to prophecy was prayer, not speculation. And Gabriel’s answer stretched the horizon: seventy weeks of years leading to Messiah the Prince (Daniel 9:25). God used the end of one time prophecy to launch a longer one.",
  },
  {
    title: "Four hundred or four hundred and thirty?",
    description: "Explain the two numbers of the sojourn in Egypt and show the promise kept to the day.",
    instructions:
      "Write 90–140 words: what each number counts, with its text, how they fit together, and the lesson Paul draws.",
    prompt:
      "Acts 7:6 and Genesis 15:13 speak of 400 years of affliction; Exodus 12:40-41 and Galatians 3:17 speak of 430 years. Explain what each number measures, how the two fit together without contradiction, and what “even the selfsame day” shows. End with the lesson Paul draws about law and promise.",
    rubric: [
      reference(2, "Cites both numbers' texts", 3),
      keywords(3, "Explains what each number counts", ["400", "430", "affliction", "sojourn", "promise"], 3),
      keywords(3, "Notes the exact ending", ["selfsame day", "same day", "to the day", "exodus"], 2),
      keywords(2, "Draws Paul's lesson", [
        "cannot",
        "disannul",
        "grace",
        "promise first",
        "law came",
        "faith",
      ]),
    ],
    exampleAnswer:
      "Code: @400. Genesis 15:13, quoted by Stephen in Acts 7:6, gives round figures for the affliction: Abraham’s seed would be strangers and servants for 400 years. Exodus 12:40-41 counts the whole sojourn as 430 years and ends it at the exodus, “even the selfsame day” — the hosts of the LORD went out on the very day the count ran out. Galatians 3:17 measures 430 years from the confirmed promise to the giving of the law at Sinai. The two numbers do not clash: one rounds the years of oppression, the other counts the full span from promise to deliverance. Paul’s lesson is that the law, coming 430 years after the covenant, cannot cancel a promise already ratified by God. Grace came first, and God kept its timing to the day.",
  },
  {
    title: "Three ways to say 1,260",
    description: "Show that three expressions name one period, and anchor it in history from 538 to 1798.",
    instructions:
      "Write 90–140 words: the three texts with their arithmetic, the start and end with the events that mark them, and a one-sentence lesson.",
    prompt:
      "Revelation 12:6 gives 1,260 days, Revelation 13:5 forty-two months, and Daniel 7:25 a time and times and the dividing of time. Show the arithmetic that makes them one period, convert it with the day-year principle, and anchor its start and end in history. Close with what this period means for God’s faithful people.",
    rubric: [
      reference(2, "Cites the three expressions", 3),
      keywords(3, "Shows the arithmetic", ["42", "30", "360", "3½", "three and a half", "1,260", "1260"], 3),
      keywords(3, "Anchors the period", ["538", "1798", "berthier", "ostrogoth", "justinian"], 2),
      keywords(2, "Draws the lesson", [
        "measured",
        "limit",
        "preserv",
        "nourish",
        "not the last word",
        "sovereign",
        "end",
      ]),
    ],
    exampleAnswer:
      "Code: @1260. Revelation 12:6: the woman fed in the wilderness 1,260 days. Revelation 13:5: the beast given power forty-two months, 42 × 30 = 1,260 days. Daniel 7:25: a time, times and the dividing of time, 1 + 2 + ½ = 3½ prophetic years of 360 days, 3½ × 360 = 1,260 days. One period, named three ways. By the day-year principle it is 1,260 years. Start: AD 538, when the last power opposing the papacy’s rule in Rome was removed and the bishop of Rome’s supremacy took effect. End: 538 + 1,260 = 1798, when Berthier took the pope captive and the temporal power was broken. Lesson: persecution was given a measured span; God limited it, nourished His people through it and ended it on time.",
  },
  {
    title: "Cut off from the 2,300",
    description: "Show why the seventy weeks and the 2,300 days share a start, and what began in 1844.",
    instructions:
      "Write 110–160 words: the link between Daniel 8 and 9, the shared start, the calculation, the fulfilment in Christ’s ministry and the lesson.",
    prompt:
      "Daniel 8:14 gives 2,300 days before the sanctuary is cleansed but no starting point; Daniel 8:27 says Daniel did not understand the vision. In Daniel 9:23-25 Gabriel returns to explain. Show how “seventy weeks are determined” ties the two periods together, work the calculation to its end year, and say what Christ began in the heavenly sanctuary at that time.",
    rubric: [
      reference(2, "Cites both chapters", 2),
      keywords(
        3,
        "Links the two periods",
        ["determined", "cut off", "same start", "shared start", "first part", "first segment", "457"],
        2,
      ),
      keywords(3, "Reaches 1844 with the sum", ["1844", "1,843", "2,300 − 457", "2300 - 457", "plus one"], 2),
      christ(2, "Names Christ's ministry as High Priest"),
    ],
    exampleAnswer:
      "Code: @2300. Daniel 8:14 left Daniel fainting and puzzled, with a long time and no start given. In Daniel 9:23 Gabriel comes to make him “understand the vision”, and begins with time: seventy weeks are “determined”, a word that carries the sense of cut off. The 490 years are cut off from the 2,300 as its first segment, so both start together at the decree to restore Jerusalem in 457 BC (Ezra 7). Calculation: 2,300 − 457 = 1,843, plus one for the missing year zero = AD 1844. Fulfilment: the sanctuary to be cleansed is the heavenly one, where Christ our High Priest ministers (Hebrews 8:1-2); in 1844 He began the closing work of His ministry, the investigative judgment, answering to the yearly Day of Atonement. Lesson: the same clock that brought Messiah to the Jordan on time brought the judgment hour on time.",
  },
  {
    title: "Sort the times, refuse the dates",
    description:
      "Separate the six periods from ordinary or short times, and answer an attempt to set a date for the second coming.",
    instructions:
      "Write 110–160 words: sort each listed time with a reason, then answer the date-setter with Scripture and the room’s principles.",
    prompt:
      "Sort these: Genesis 6:3 (120 years), Jonah 3:4 (forty days), Matthew 12:40 (three days and three nights), Revelation 13:5 (forty-two months) and Daniel 4:16 (seven times over Nebuchadnezzar). Which belong to the room’s six periods, and which are plain or short times? Then answer a friend who says the 2,300 years, counted a new way, give the year of the second coming.",
    rubric: [
      reference(2, "Cites the texts sorted and an answer", 3),
      keywords(
        3,
        "Sorts the six periods from other times",
        ["@120", "@1260", "not one of", "plain", "literal", "short"],
        3,
      ),
      keywords(
        3,
        "Refuses date-setting",
        ["day and hour", "no man knoweth", "date-setting", "set a date", "setting dates", "1844"],
        2,
      ),
      christ(2, "Points to Christ's return without a date"),
    ],
    exampleAnswer:
      "Genesis 6:3 is @120, one of the six: a fixed span of grace before the flood. Revelation 13:5 is @1260, forty-two months of symbolic time, 538–1798. Jonah 3:4 gives forty literal days of warning to Nineveh, not one of the six. Matthew 12:40 is the plain time of Jesus in the tomb, short and literal. Daniel 4:16 gives seven literal times, years of the king’s madness in a personal story, not a prophetic period for history. To my friend: the 2,300 years already have a fixed start in 457 BC and a fixed end in 1844, the judgment hour, and no time prophecy reaches past it to the second coming. Jesus said, “of that day and hour knoweth no man” (Matthew 24:36). Date-setting uses the arithmetic the room teaches for a purpose God has withheld. Our task is to be ready for Christ’s return, not to calculate it.",
  },
  {
    title: "Seventy weeks, four milestones",
    description:
      "Work the whole of Daniel 9:24-27 — every segment, every date — and connect its midpoint to the sanctuary.",
    instructions:
      "Write 130–190 words: the three segments with their years, the four milestone dates with events, the calculations, the sanctuary link and a lesson.",
    prompt:
      "Work the whole seventy-week prophecy of Daniel 9:24-27. Break it into its segments (seven weeks, sixty-two weeks, one week), give the date and event for each milestone — the decree, the anointing, the cutting off in the midst of the week, and the end of the period — with the calculations. Then explain what “cause the sacrifice and the oblation to cease” means in the light of the sanctuary.",
    rubric: [
      reference(2, "Cites the prophecy and its fulfilments", 3),
      keywords(3, "Gives the four milestones", ["457", "ad 27", "ad 31", "ad 34"], 4),
      keywords(
        3,
        "Connects the midpoint to the sanctuary",
        ["veil", "sacrifice", "oblation", "lamb", "altar", "offering"],
        2,
      ),
      christ(2, "Names the Messiah cut off"),
    ],
    exampleAnswer:
      "Segments: seven weeks (49 years) for the rebuilding of the city in troublous times, sixty-two weeks (434 years) to the Messiah, and one final week (7 years). Milestone one: the decree of Artaxerxes, 457 BC (Ezra 7:7-26). Milestone two: 69 weeks = 483 years, 483 − 457 + 1 = AD 27, Jesus anointed at His baptism (Luke 3:21-22). Milestone three: in the midst of the last week, three and a half years later, AD 31, the Messiah is cut off at the cross. Milestone four: 490 − 457 + 1 = AD 34, the stoning of Stephen, when the gospel went out to the nations (Acts 8:4). At the moment Jesus died, the veil of the temple was torn (Matthew 27:51): the Lamb of God had come, so the sacrifices that pointed to Him lost their meaning. His one offering ended the need for every other. Lesson: the cross was an appointment kept to the year, not a political accident.",
  },
]);

// ---------------------------------------------------------------------------------------------------------
// JR — Juice Room: run a whole book through the floors and press out ≤ 150 words and a tag line.
// ---------------------------------------------------------------------------------------------------------
const juiceDrills = roomDrills("jr", [
  {
    title: "Floor 1 notes on Jonah",
    description:
      "Read Jonah in one sitting and take the first floor’s notes: story beats, one scene and four frames.",
    instructions:
      "Write 70–120 words as tagged note lines: SR (the beats in order), IR (one scene through the senses), 24FPS (one frame per chapter), and one line on where the book points to Christ.",
    prompt:
      "Read Jonah 1–4 in one sitting, then take the first floor’s notes only, one line per room with its tag first: SR for the story beats in order, IR for one scene entered with the senses, and 24FPS for a single frame for each of the four chapters. Add a last line naming the sign Jesus drew from the book.",
    rubric: [
      reference(2, "Cites the book and Christ's use of it", 2),
      keywords(2, "Tags the notes by room", ["sr", "ir", "24fps", "story room", "imagination room"], 3),
      keywords(
        4,
        "Captures the book's beats",
        ["tarshish", "storm", "fish", "nineveh", "sackcloth", "gourd", "east wind", "repent"],
        4,
      ),
      christ(2, "Names the sign of Jonah"),
    ],
    exampleAnswer:
      "SR — Jonah flees to Tarshish; the storm and the lot; thrown overboard and swallowed; prays from the belly of the fish; preaches in Nineveh; the city repents in sackcloth; Jonah sulks under a gourd that withers. IR — the hold of the ship: timber groaning, sailors shouting to their gods, the smell of tar and salt, and a prophet asleep. 24FPS — Jonah 1: a man asleep in a storm-tossed hold. Jonah 2: a prayer rising from inside a fish. Jonah 3: a king in sackcloth on an ash heap. Jonah 4: a prophet scowling under a dead plant in the east wind. Christ — Jesus named the sign of the prophet Jonas: three days and three nights in the heart of the earth (Matthew 12:40).",
  },
  {
    title: "A tag line for Ruth",
    description:
      "Draft three tag lines of 15 words or fewer for Ruth, choose one, and say why it carries the book.",
    instructions:
      "Write 70–110 words: three numbered tag lines (each 15 words or fewer), the one you choose, and two sentences on why it holds the book’s movement and its Christ-line.",
    prompt:
      "Ruth 1–4 moves from famine and funerals to a wedding and a baby in Bethlehem. Draft three tag lines of at most 15 words that someone could remember after hearing once. Choose the best and explain why it carries both the book’s movement and its Christ-line better than the other two.",
    rubric: [
      reference(2, "Cites the book or a key verse"),
      keywords(3, "Drafts and chooses a tag line", ["tag line", "tagline", "i choose", "choose", "best"], 2),
      keywords(
        3,
        "Captures the book's movement",
        ["empty", "full", "famine", "redeem", "kinsman", "boaz", "bethlehem", "harvest"],
        3,
      ),
      christ(2, "Names the Redeemer it points to"),
    ],
    exampleAnswer:
      "1. “From empty to full: a stranger finds a redeemer in Bethlehem.” 2. “Loyal love gleans in a field and finds a family.” 3. “A kinsman pays the price, and a foreigner joins the line of kings.” I choose the first tag line. Naomi says she went out full and came back empty (Ruth 1:21), and by Ruth 4:15 a grandson restores her life, so “empty to full” holds the whole movement. The words “redeemer in Bethlehem” carry the Christ-line: Boaz the kinsman buys back the land and takes Ruth, and from their son comes David and, in the same town, Jesus the Redeemer. The second line is true but loses the redeemer; the third is too busy to remember after one hearing.",
  },
  {
    title: "The Christ-line of Haggai",
    description: "Find the book’s Christ-line in two or three sentences before any juice is written.",
    instructions:
      "Write 60–100 words: two or three sentences of Christ-line drawing on two passages of Haggai, then one sentence naming the gospel in the book.",
    prompt:
      "Haggai has only two chapters: a people building their own panelled houses while God’s house lies waste, then a temple rising that looks like nothing beside Solomon’s. Write the book’s Christ-line in two or three sentences, drawing on two places in the book. Then name in one sentence the gospel — the grace — that the book holds out to discouraged builders.",
    rubric: [
      reference(2, "Cites the passages used", 2),
      keywords(
        3,
        "Draws on the book's promises",
        ["desire of all nations", "latter house", "glory", "signet", "zerubbabel", "shake", "peace"],
        2,
      ),
      keywords(
        3,
        "Names the gospel in the book",
        ["gospel", "grace", "i am with you", "with you", "bless", "forgiv"],
        2,
      ),
      christ(2, "Writes an explicit Christ-line"),
    ],
    exampleAnswer:
      "Christ-line: God promises to shake the nations so that “the desire of all nations shall come” and the glory of this latter house will be greater than the former (Haggai 2:7-9). The plain second temple became glorious when Jesus walked its courts and taught there. Zerubbabel, made God’s signet ring (Haggai 2:23), stands in the line of David that leads to Christ. The gospel in the book is the word spoken twice to discouraged builders — “I am with you, saith the LORD” — and the promise, “from this day will I bless you”, given before the harvest came in.",
  },
  {
    title: "Press Jonah into 150 words",
    description: "Turn your Jonah notes into a flowing juice of 150 words or fewer with a tag line.",
    instructions:
      "Write the juice in 90–150 words of flowing prose — the book’s movement, an explicit Christ-line and the gospel — then a tag line of 15 words or fewer. No room names in the juice.",
    prompt:
      "Using your notes on Jonah 1–4, write the juice: flowing prose of 150 words or fewer that someone could hear in 60–90 seconds. It must show the book’s movement from flight to the final unanswered question, carry an explicit Christ-line and show the gospel. Add one tag line. Read it aloud and cut any sentence that lists rooms instead of showing the book.",
    rubric: [
      reference(2, "Cites the book or the sign", 1),
      keywords(
        3,
        "Shows the book's movement",
        ["flee", "fled", "storm", "fish", "nineveh", "repent", "gourd", "question"],
        4,
      ),
      keywords(2, "Adds a tag line", ["tag line", "tagline", "tag-line", "in one line"]),
      christ(2, "Gives an explicit Christ-line"),
      length(1, 80, "At least 80 words"),
    ],
    exampleAnswer:
      "Juice: God sends a prophet east to Nineveh, and he flees west toward Tarshish. The LORD hurls a storm after him, pagan sailors pray harder than he does, and Jonah is thrown into the sea. A prepared fish swallows him, and from its belly he confesses, “Salvation is of the LORD.” Given a second chance, he preaches five reluctant words, and a city famous for its cruelty repents in sackcloth. Jonah is furious at mercy, and the book ends with God’s question over a withered gourd: should I not spare Nineveh? Jesus took up the sign of Jonah (Matthew 12:40) — three days in the heart of the earth — and a greater than Jonah rose to offer mercy to every enemy. Tag line: “Mercy chases the runaway, then reaches the enemy.”",
  },
  {
    title: "From checklist to juice",
    description: "Rewrite a juice that only lists rooms into flowing prose that shows the book of Ruth.",
    instructions:
      "Write 90–150 words: one sentence naming what is wrong with the draft, then the rewritten juice in flowing prose with a Christ-line, then a tag line.",
    prompt:
      "A student’s juice of Ruth reads: “SR shows four chapters. OR shows the word ‘redeem’. DR shows Christ, me and the church. C6 says narrative. FE says Pentecost harvest.” Say in one sentence what is wrong with it. Then rewrite it as a real juice of Ruth 1–4: flowing prose under 150 words that lets a listener taste the book, with an explicit Christ-line, and add a tag line.",
    rubric: [
      reference(2, "Cites the book or a key verse"),
      keywords(2, "Names the checklist problem", [
        "checklist",
        "lists rooms",
        "list of rooms",
        "method",
        "labels",
      ]),
      keywords(
        3,
        "Shows the story of Ruth",
        ["naomi", "moab", "glean", "boaz", "threshing", "kinsman", "redeem", "obed"],
        4,
      ),
      christ(2, "Gives an explicit Christ-line"),
      length(1, 90, "At least 90 words"),
    ],
    exampleAnswer:
      "The draft is a checklist: it lists rooms, so the listener tastes the method instead of the book. Juice: A famine drives a family to Moab, and ten years of funerals leave Naomi bitter and empty. Her Moabite daughter-in-law will not let go: “thy people shall be my people, and thy God my God” (Ruth 1:16). In Bethlehem’s barley harvest Ruth gleans, by chance it seems, in the field of Boaz, a kinsman with the right to redeem. At the threshing floor she asks for his covering, and at the city gate he pays the price another refused. A foreigner is taken into the family, and Obed is born, grandfather of David. From that line and that town comes Jesus, our Kinsman-Redeemer, who took on our flesh to buy us back. Tag line: “Empty returns to full when the Redeemer pays.”",
  },
  {
    title: "Juicing a letter from prison",
    description: "Press Philippians into a juice that follows a letter’s argument, not a story’s plot.",
    instructions:
      "Write 90–150 words: one note on how a letter presses differently from a narrative, the juice with its Christ-line, and a tag line.",
    prompt:
      "Philippians 1–4 is a letter, not a narrative: there is no plot to retell, only an argument and a relationship. Write one note line on how genre (C6) changes the press. Then write the juice in 150 words or fewer — the letter’s movement, its Christ-line (Philippians 2:5-11 will help) and its gospel — and a tag line.",
    rubric: [
      reference(2, "Cites the key passage", 1),
      keywords(2, "Presses by genre", ["letter", "epistle", "argument", "c6", "genre"], 2),
      keywords(
        3,
        "Shows the letter's movement",
        ["joy", "rejoice", "prison", "chains", "mind", "humbled", "partnership", "content"],
        3,
      ),
      christ(2, "Gives the Christ-line"),
      length(1, 90, "At least 90 words"),
    ],
    exampleAnswer:
      "Note: C6 — a letter presses by its argument and its relationships, not by plot beats, so the juice follows Paul’s thought. Juice: Paul writes from chains to a church that has partnered with him from the first day, and the word that keeps surfacing is joy. His imprisonment has spread the gospel; whether he lives or dies, Christ will be magnified. Then the heart of the letter: have this mind, which was also in Christ Jesus, who emptied Himself, took the form of a servant and humbled Himself to the cross, and whom God has highly exalted (Philippians 2:5-11). So the church stops grumbling, counts its own gains as loss to know Him, presses toward the prize, and learns contentment in plenty or want. Tag line: “Chained apostle, humbled Christ, rejoicing church: joy runs downhill from the cross.”",
  },
  {
    title: "Micah through floors 4 to 6",
    description: "Take tagged notes on Micah from the later floors, then let them shape a short juice.",
    instructions:
      "Write 110–170 words: three or four tagged note lines from floors 4–6 (e.g. CR, TZ, 1H/2H/3H, @), then a juice of about 90 words with a Christ-line, then a tag line.",
    prompt:
      "Read Micah 1–7. Take one note each from at least three later-floor rooms — for example CR for Christ’s office, 1H/2H/3H for the horizon of Micah 4:1-4 and Micah 5:2, and @ for the cycle — each with its tag first. Then write a juice of about 90 words that lets those notes shape it without naming the rooms, and add a tag line.",
    rubric: [
      reference(2, "Cites the passages noted", 2),
      keywords(2, "Tags notes from floors 4–6", ["cr", "1h", "2h", "3h", "@cy", "@mo", "tz"], 2),
      keywords(
        3,
        "Shows Micah's movement",
        ["bethlehem", "justly", "mercy", "mountain", "ruler", "sins", "depths of the sea", "compassion"],
        3,
      ),
      christ(2, "Gives an explicit Christ-line"),
      length(1, 100, "At least 100 words"),
    ],
    exampleAnswer:
      "CR — King: a ruler from Bethlehem “whose goings forth have been from of old” (Micah 5:2). 1H/2H/3H — Micah 5:2 is 2H, fulfilled at Jesus’ birth (Matthew 2:6); Micah 4:1-4 is 2H+3H, the nations streaming to God now and swords beaten into plowshares at the end. @ — @Mo era, the covenant lawsuit before the exile. Juice: Micah hears God take His people to court for greedy land grabs and bribed prophets; Jerusalem will be ploughed like a field. Yet beyond the ruin a mountain rises where nations learn God’s ways, and from little Bethlehem comes a ruler who will shepherd in the LORD’s strength. What does God ask? To do justly, love mercy and walk humbly. The book ends in wonder: who is a God like Thee, who casts all our sins into the depths of the sea? That God came as Jesus, born in Bethlehem. Tag line: “The Judge in court becomes the Shepherd from Bethlehem.”",
  },
  {
    title: "Twenty-one chapters in 150 words",
    description: "Press a long Gospel into a juice without turning it into a summary of everything.",
    instructions:
      "Write the juice in 110–150 words, then a tag line, then one sentence naming what you cut and why.",
    prompt:
      "John 1–21 is long and rich: signs, long discourses, the upper room, the cross and the resurrection appearances. Juice the whole book in 150 words or fewer. Let the writer’s own purpose statement (John 20:31) guide what stays. Add a tag line, then one sentence naming something you cut and why the juice is better without it.",
    rubric: [
      reference(2, "Cites the purpose statement or a key text", 1),
      keywords(3, "Follows John's design", ["sign", "i am", "believe", "life", "word", "glory", "hour"], 4),
      keywords(2, "Names what was cut", ["i cut", "cut", "left out", "leave out", "omitted"]),
      christ(2, "Centres the juice on Christ"),
      length(1, 110, "At least 110 words"),
    ],
    exampleAnswer:
      "Juice: In the beginning was the Word, and the Word became flesh and tabernacled among us, full of grace and truth. John shows Him through signs: water into wine, the lame walking, bread for thousands, a man born blind seeing, Lazarus walking out of the tomb. With each sign comes an “I am”: the bread of life, the light of the world, the resurrection and the life. Some believe and many refuse. Then His hour comes: He washes feet, promises the Comforter, prays for His own and is lifted up on the cross, crying, “It is finished.” On the first day of the week the tomb is empty, and doubting Thomas kneels: “My Lord and my God.” John writes so that we might believe that Jesus is the Christ, the Son of God, and have life through His name (John 20:31). Tag line: “Seven signs, one Son: believe and live.” I cut the discourses’ detail, because the juice must carry the book’s direction, not every thread.",
  },
  {
    title: "Finding Christ under the sun",
    description:
      "Juice Ecclesiastes, a book where the Christ-line is not on the surface, without forcing it.",
    instructions:
      "Write 100–150 words: the juice with a Christ-line drawn honestly from the book’s own words and the New Testament, then a tag line.",
    prompt:
      "Ecclesiastes 1–12 searches pleasure, work, wisdom and wealth “under the sun” and calls them vapour. A juice without Christ has not been pressed, yet a forced Christ-line is no better. Juice the book in 150 words or fewer: its movement to the conclusion of the matter, and a Christ-line that grows from the book’s own words (Ecclesiastes 12:11-14) and from the one greater than Solomon. Add a tag line.",
    rubric: [
      reference(2, "Cites the book's own words and a New Testament link", 2),
      keywords(
        3,
        "Shows the book's search",
        ["vanity", "vapour", "vapor", "under the sun", "wind", "pleasure", "wisdom"],
        3,
      ),
      keywords(
        2,
        "Reaches the conclusion",
        ["fear god", "commandments", "judgment", "judgement", "one shepherd", "conclusion"],
        2,
      ),
      christ(2, "Draws an honest Christ-line"),
      length(1, 90, "At least 90 words"),
    ],
    exampleAnswer:
      "Juice: The Preacher had everything — pleasure, great works, gardens, gold, wisdom — and found it all vanity, a breath, a chasing after wind under the sun. The righteous die like the wicked, time and chance happen to all, and no one remembers the wise. Yet eternity is set in the human heart, and joy is still God’s gift in bread, work and love. At the end the words of the wise are given “from one shepherd”, and the conclusion is plain: fear God and keep His commandments, for God will bring every work into judgment (Ecclesiastes 12:11-14). The one Shepherd came in person: a greater than Solomon is here (Matthew 12:42), Jesus, who gives life above the sun and rose so that our labour is not in vain in the Lord (1 Corinthians 15:58). Tag line: “Everything under the sun is breath; the Shepherd from above gives meaning.”",
  },
  {
    title: "Revelation in a single glass",
    description:
      "Juice the whole of Revelation from tagged floor-5 and floor-6 notes, keeping the Lamb at the centre.",
    instructions:
      "Write 140–200 words: three tagged note lines from floors 5–6 (e.g. PR, BL, 3A, @Re, 1H/2H/3H), then a juice of about 110 words with an explicit Christ-line, then a tag line.",
    prompt:
      "Revelation 1–22 is the hardest book to press: candlesticks, seals, trumpets, the dragon and the beasts, three angels, Babylon and a city. Take three tagged notes from floors 5–6, then write a juice of about 110 words that moves from the opening vision to the city and keeps the Lamb in the middle of it. Finish with a tag line a child could remember.",
    rubric: [
      reference(2, "Cites passages in the notes", 2),
      keywords(2, "Tags floor 5–6 notes", ["pr", "bl", "3a", "@re", "3h", "fe"], 2),
      keywords(
        3,
        "Shows the book's movement",
        ["lamb", "throne", "seal", "trumpet", "dragon", "three angels", "babylon", "new jerusalem"],
        4,
      ),
      christ(2, "Keeps Christ at the centre"),
      length(1, 140, "At least 140 words"),
    ],
    exampleAnswer:
      "BL — the book walks through the sanctuary: candlesticks (Revelation 1:12-13), the altar of incense, the ark seen in the temple opened in heaven (Revelation 11:19). PR — seals and trumpets run the historical line from the apostles to the end. 3A — three angels carry the last call before the harvest (Revelation 14:6-12). Juice: John sees Jesus walking among His churches, alive for evermore, holding the keys of death. In the throne room no one can open the scroll until a slain Lamb takes it. Seals and trumpets roll through history as the church suffers and witnesses. Then the curtain pulls back: a dragon at war with the woman and her child, beasts demanding worship, and three angels calling every nation to worship the Creator in the judgment hour. Babylon falls, the Rider on the white horse comes, and a new Jerusalem descends where God wipes away every tear. Tag line: “The Lamb wins, and He makes all things new.”",
  },
]);

/** The training drills of the floor-6 rooms. */
export const floor6Drills: readonly Drill[] = [
  ...threeHeavensDrills,
  ...cyclesDrills,
  ...mathematicsDrills,
  ...juiceDrills,
];
