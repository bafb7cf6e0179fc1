import { christ, keywords, length, reference, roomDrills } from "./builders";
import type { Drill } from "./types";

// Floor 4 — the "next level" rooms: Concentration (CR), Dimensions (DR), Connect-6 (C6), Theme (TRm),
// Time Zone (TZ), Patterns (PRm), Parallels (P‖) and Fruit (FRT). Ten drills per room, in the order written
// below: drills 1–3 practise one move of the room's method, 4–7 the whole deliverable on a passage, 8–10 hard
// cases, pitfalls and work across rooms.

// ---------------------------------------------------------------------------------------------------------
// CR — Concentration Room: what is Christ doing here, as Prophet, Priest or King?
// ---------------------------------------------------------------------------------------------------------
const concentrationDrills = roomDrills("cr", [
  {
    title: "The verb that rules the sea",
    description: "Find Christ's main action in the storm on the lake and tag the office it belongs to.",
    instructions:
      "Write 50–100 words. Name the one action of Jesus the scene turns on, tag it Prophet, Priest or King, and say why the other two offices are not leading here. Give the reference.",
    prompt:
      "Mark 4:35-41: the disciples wake Jesus in a boat that is filling with water. Find the verb that belongs to Him and that the whole scene turns on, and tag its office. Why is this not mainly a prophetic or a priestly act?",
    rubric: [
      reference(2, "Gives the passage reference"),
      keywords(3, "Tags the royal office", [
        "king",
        "royal",
        "reign",
        "rule",
        "sovereign",
        "authority",
        "lordship",
      ]),
      keywords(3, "Names His act of command", ["command", "rebuk", "be still", "obey", "calm", "stills"]),
      christ(2, "Names Jesus as the one acting"),
    ],
    exampleAnswer:
      "In Mark 4:35-41 the scene turns on one verb: Jesus rebukes the wind and commands the sea, “Peace, be still”, and the storm obeys at once. Commanding creation is the work of a King, so the office is royal. He is not mainly revealing hidden truth here (Prophet), nor mediating for sinners before God (Priest); He is ruling the waters as only the Creator can. The disciples’ question, “What manner of man is this?”, is really a question about His authority. The benefit: His frightened people are safe under His rule.",
  },
  {
    title: "Titles carry their office",
    description:
      "Tag three titles given to Jesus in John 1 with their office and the clue in the context that decides it.",
    instructions:
      "Write 60–120 words. For each title give the office and one word from its setting that proves it — a sacrifice word, a teaching word or a ruling word.",
    prompt:
      "Within a few verses John 1 gives Jesus three titles: “the Lamb of God” (John 1:29), “Rabbi” (John 1:38) and “the King of Israel” (John 1:49). Tag each with Prophet, Priest or King, and name the clue in its context that decides the office.",
    rubric: [
      reference(2, "Cites at least two of the verses", 2),
      keywords(4, "Tags all three offices", ["prophet", "priest", "king", "royal"], 3),
      keywords(
        2,
        "Names the deciding clue for each",
        ["sacrific", "altar", "teach", "master", "rule", "throne", "reign", "sin"],
        2,
      ),
      christ(2, "Keeps Christ as the subject of every title"),
    ],
    exampleAnswer:
      "“The Lamb of God, which taketh away the sin of the world” (John 1:29) is a Priest title: a lamb belongs at the altar, and taking away sin is the work of sacrifice. “Rabbi”, which John translates as Master (John 1:38), is a Prophet title: the two disciples follow Him home to stay and learn, and He is the Teacher who reveals the Father. “The King of Israel” (John 1:49) is a King title: Nathanael confesses Jesus as the Son of God who will reign over God’s people. One Christ, three titles, and each title carries its own office into the way we respond.",
  },
  {
    title: "Separate the act from the benefit",
    description: "Hebrews 7:25 in two lines: what Christ does, and what His doing gives us.",
    instructions:
      "Write two labelled lines, Act and Benefit, then two or three sentences on why application must flow from His act rather than from our effort. 60–120 words.",
    prompt:
      "Hebrews 7:25 describes a Priest who “ever liveth to make intercession”. Write the Act line (Christ’s work, in one line) and the Benefit line (what His work gives believers, in one line). Then explain why a Benefit line that begins “we must try harder” has lost the point.",
    rubric: [
      reference(2, "Gives the passage reference"),
      keywords(3, "Act: His intercession", [
        "intercess",
        "intercede",
        "plead",
        "mediat",
        "advocate",
        "pray for",
      ]),
      keywords(3, "Benefit: what His act gives", [
        "save",
        "uttermost",
        "access",
        "assurance",
        "kept",
        "come boldly",
        "confidence",
      ]),
      christ(2, "Names Christ as the one who acts"),
    ],
    exampleAnswer:
      "Act (Hebrews 7:25): the risen Christ lives for ever to make intercession; He pleads for everyone who comes to God through Him. Benefit: He is able to save them “to the uttermost”, completely and without end, so a struggling believer is never without an advocate. A Benefit line that begins “we must try harder” has moved the weight from His work to ours. The verse does not say we are saved to the uttermost because we pray enough; it says He is able because He always intercedes. Our part is to come, and keep coming, to the Priest who never stops pleading.",
  },
  {
    title: "A full office note on a prayer from the cross",
    description: "Write the whole Passage → Office → Title → Act → Benefit → Horizon note for Luke 23:34.",
    instructions:
      "Use the room's format, with arrows or labelled lines, in 80–150 words. Choose one primary office and add a secondary only with a reason. Finish with one sentence of application that flows from His act.",
    prompt:
      "Luke 23:34: “Father, forgive them; for they know not what they do.” Write a complete office note — Passage → Office → Title → Act → Benefit → Horizon — and add one sentence on how this office shapes the way we apply the verse.",
    rubric: [
      reference(2, "Gives the passage reference"),
      keywords(3, "Tags the priestly office", ["priest", "intercess", "mediat", "advocate", "plead"]),
      keywords(3, "States the horizon", [
        "fulfilled",
        "ongoing",
        "awaited",
        "horizon",
        "once for all",
        "now in heaven",
      ]),
      christ(1, "Names Christ"),
      length(1, 60, "A complete note of at least 60 words"),
    ],
    exampleAnswer:
      "Luke 23:34 → Priest • Intercessor, implied by the verb: He prays to the Father for others • while the nails are being driven, Jesus asks forgiveness for the very men crucifying Him • the guilty are covered by a prayer they never asked for, and the way to pardon opens even for His enemies • horizon: fulfilled at the cross, yet ongoing, because the same Christ still intercedes in heaven (Hebrews 7:25). Application: a Priest is trusted and approached, so I do not first read this as a moral example to forgive others by effort; I first receive His pleading for me, and then forgive out of what I have received.",
  },
  {
    title: "Primary and secondary office in the temple court",
    description:
      "Decide which office leads when Jesus cleanses the temple, and whether a second office has earned its place.",
    instructions:
      "Write 80–140 words. Name a primary office and at most one secondary, each with a reason from the verbs of the passage. Say why you did not add the third.",
    prompt:
      "John 2:13-17: Jesus makes a whip of cords, drives out the traders and overturns the money-changers’ tables. Which office leads, which is secondary, and why? Keep the room’s rule: only one secondary office, and only with a reason from the text.",
    rubric: [
      reference(2, "Gives the passage reference"),
      keywords(4, "Names a primary and a secondary office", ["prophet", "priest", "king", "royal"], 2),
      keywords(2, "Labels which office leads", ["primary", "secondary", "leads", "main office"]),
      christ(2, "Names Jesus as the one acting"),
    ],
    exampleAnswer:
      "John 2:13-17 → primary office: Prophet. Jesus performs an acted rebuke: He exposes the sin of turning His Father’s house into a market, and His words, “make not my Father’s house an house of merchandise”, are God speaking to His people as the prophets did. Secondary office: Priest, because the act also cleanses the place of worship and clears the way for people to come near to God; Malachi 3:1-3 pictures the Lord coming suddenly to His temple to purify it. I do not add King as a third office: authority is present, but the verbs here are exposing and cleansing, not ruling or conquering. Horizon: fulfilled.",
  },
  {
    title: "Keep the horizon straight",
    description:
      "Write the office note for the rider on the white horse, and keep what is awaited apart from what is done.",
    instructions:
      "Write 90–150 words: the office note first, then two or three sentences contrasting its horizon with one fulfilled and one ongoing act of Christ, with references.",
    prompt:
      "Revelation 19:11-16: the rider on the white horse, “KING OF KINGS, AND LORD OF LORDS”. Write the office note, taking special care with the horizon. Then contrast it with an act that is fulfilled (John 19:30) and one that is ongoing (Hebrews 8:1-2), and say what goes wrong when horizons are mixed.",
    rubric: [
      reference(2, "Cites the passage and the contrast texts", 2),
      keywords(3, "Tags the royal office", ["king", "royal", "reign", "rule", "conquer", "judg"]),
      keywords(3, "Places the act in the future", [
        "awaited",
        "future",
        "still to come",
        "second coming",
        "return",
        "not yet",
      ]),
      christ(2, "Names Christ"),
    ],
    exampleAnswer:
      "Revelation 19:11-16 → King • King of kings and Lord of lords, Faithful and True • He rides out to judge and make war in righteousness, and rules the nations • His people are finally delivered and every rival power is ended • horizon: awaited. This is the second coming, not an event already past. It differs from John 19:30, “It is finished”, a priestly act fulfilled once for all at the cross, and from Hebrews 8:1-2, where Christ ministers now as High Priest in the heavenly sanctuary. Mixing these horizons would make us think the victory is already visible, or the sacrifice still unfinished. Kept apart, they let us rest in the cross, come boldly now, and wait for the King.",
  },
  {
    title: "Moralism or Messiah? David and Goliath",
    description:
      "Replace “be brave like David” with an office note that shows what the greater David does for His people.",
    instructions:
      "Write 90–140 words. Write the office note for the chapter as a foreshadowing of Christ, then show in two or three sentences how the application changes when Christ's act comes first.",
    prompt:
      "1 Samuel 17 is often taught as “be brave like David and your giants will fall”. Write an office note instead: which office does David — the anointed king fighting alone for Israel — foreshadow, and what does the greater David do that Israel could not? Close by showing how the application changes.",
    rubric: [
      reference(2, "Gives the passage reference"),
      keywords(3, "Identifies the royal champion", [
        "king",
        "champion",
        "anointed",
        "representative",
        "fights for",
        "on behalf",
      ]),
      keywords(3, "Corrects the moralistic reading", [
        "moralis",
        "not mainly",
        "rather than",
        "instead of",
        "be brave",
        "our courage",
        "our effort",
      ]),
      christ(2, "Names the Christ whom David foreshadows"),
    ],
    exampleAnswer:
      "1 Samuel 17 → King, foreshadowed • the anointed champion (1 Samuel 16:13) • David steps out alone as Israel’s representative, and when the giant falls the whole army shares his victory • a people frozen with fear is saved by one man’s fight • fulfilled in Christ, who met the enemy alone and “spoiled principalities and powers” (Colossians 2:15). The moralistic reading puts me in David’s sandals; the office note puts me among the trembling soldiers on the hillside, rescued by a King who fights on my behalf. Courage follows, rather than causes, the victory: I stand and pursue because my Champion has already won.",
  },
  {
    title: "The prophet like Moses",
    description:
      "Trace an Old Testament promise of the prophetic office to its fulfilment and let the Sinai setting shape the note.",
    instructions:
      "Write 100–160 words: the office note with its New Testament fulfilment, then two or three sentences on what Moses' role at Sinai adds to the meaning of Christ as Prophet.",
    prompt:
      "Deuteronomy 18:15-19 promises a prophet like Moses whom Israel must hear. Trace this office to its New Testament fulfilment (Acts 3:22-26 is one key) and write the office note. What does the people’s request at Horeb (Deuteronomy 18:16) add to the meaning of Christ as Prophet?",
    rubric: [
      reference(3, "Links the promise and its fulfilment", 2),
      keywords(3, "Tags the prophetic office", ["prophet", "speak", "word", "reveal", "teach", "hear him"]),
      keywords(2, "Uses the Moses–Sinai setting", ["moses", "sinai", "horeb", "mediat", "fire"]),
      christ(2, "Names Christ as the promised Prophet"),
    ],
    exampleAnswer:
      "Deuteronomy 18:15-19 → Prophet • the Prophet like Moses • God puts His words in His mouth, and He speaks all that God commands • we hear God without being consumed • fulfilled, and binding now: Peter applies the promise to Jesus in Acts 3:22-26. The Sinai setting matters. At Horeb the people begged not to hear God’s voice or see the great fire again (Deuteronomy 18:16), so God promised a Prophet from among their brethren — a human voice carrying the divine word. Christ is that Prophet, and more than Moses: God “hath in these last days spoken unto us by his Son” (Hebrews 1:2). Because He is Prophet, the fitting response is to hear Him and obey.",
  },
  {
    title: "King and Priest on one throne",
    description:
      "Psalm 110 joins two offices in one figure: write a note that keeps them together and dates each horizon.",
    instructions:
      "Write 100–160 words. Give a primary and a secondary office, explain from Hebrews why the psalm will not separate them, and give the horizon of each office.",
    prompt:
      "Psalm 110:1-4 seats one figure at God’s right hand to rule among His enemies, and calls Him “a priest for ever after the order of Melchizedek”. Write an office note with a primary and a secondary office, show from Hebrews 5:5-6 or Hebrews 8:1 why the psalm refuses to separate the two, and give the horizon of each.",
    rubric: [
      reference(2, "Cites the psalm and a text from Hebrews", 2),
      keywords(2, "Names the royal office", ["king", "royal", "reign", "throne", "right hand", "footstool"]),
      keywords(3, "Names the priestly office", [
        "priest",
        "melchizedek",
        "melchisedec",
        "intercess",
        "mediat",
      ]),
      keywords(1, "Gives the horizons", ["ongoing", "awaited", "fulfilled", "horizon"]),
      christ(2, "Names Christ"),
    ],
    exampleAnswer:
      "Psalm 110:1-4 → primary King, secondary Priest • my Lord at God’s right hand; a priest for ever after the order of Melchizedek • He sits enthroned until His enemies are made His footstool, and by God’s oath He ministers as Priest at the same time • His people have a ruler who is also their mediator. Hebrews 8:1 joins the two: we have a high priest who is “set on the right hand of the throne”. Melchizedek was king of Salem and priest of the most high God at once, so the psalm refuses to split the offices. Horizons: the priesthood is ongoing now; the full subduing of His enemies is still awaited. The Lord Jesus rules as One who intercedes.",
  },
  {
    title: "When a text shows all three offices",
    description:
      "Teach a beginner why a note still picks one primary office, using a passage where all three appear.",
    instructions:
      "Write 110–170 words as if teaching a new student. Name the primary and one secondary office, show why the third is present but not tagged, and end with how all three offices together shape our response to Jesus.",
    prompt:
      "Hebrews 1:1-3 seems to show every office: God has spoken by His Son, the Son purged our sins, and He sat down at the right hand of the Majesty on high. Write an office note that names one primary office and at most one secondary, defend the choice from the passage’s flow, and show how the three offices together correct a lopsided picture of Jesus.",
    rubric: [
      reference(2, "Gives the passage reference"),
      keywords(3, "Accounts for all three offices", ["prophet", "priest", "king", "royal"], 3),
      keywords(2, "Distinguishes primary and secondary", ["primary", "secondary", "main office", "leads"], 2),
      keywords(1, "Shows how the offices shape the response", [
        "obey",
        "trust",
        "submit",
        "worship",
        "approach",
        "heard",
      ]),
      christ(2, "Names Christ"),
    ],
    exampleAnswer:
      "Hebrews 1:1-3 → primary King, secondary Priest • the Son, heir of all things • having purged our sins, He sat down at the right hand of the Majesty on high • His people have a finished cleansing and an enthroned Lord • the purging fulfilled, the reign ongoing. Why not all three? The Prophet is truly here — God “hath spoken unto us by his Son” — but there God is the speaker and the Son is His final word; Christ’s own main verb is “sat down”, and the purging of sins is the priestly work that lets Him sit. Tagging all three “to be safe” would blur what the writer is building toward. Together the offices correct me: I hear the Son as Prophet, trust Him as Priest and worship Him as King.",
  },
]);

// ---------------------------------------------------------------------------------------------------------
// DR — Dimensions Room: Literal, Christ, Me, Church, Heaven — five distinct faces of one text.
// ---------------------------------------------------------------------------------------------------------
const dimensionFaces = ["literal", "christ:", "me:", "church", "heaven", "1d", "2d", "3d", "personal"];

const dimensionsDrills = roomDrills("dr", [
  {
    title: "Literal first: the manna",
    description:
      "Write only the 1D literal line for the manna — who, where, when and what happened — before any other face.",
    instructions:
      "Write the Literal line in two sentences, then two or three sentences on the details a later Christ line must stand on. 60–120 words, and no spiritual application yet.",
    prompt:
      "Exodus 16: Israel grumbles in the wilderness and God sends bread from heaven. Write the 1D · Literal line — the people, the place, the crisis, what God did and the rules that came with it — and list the details a Christ line will later need to stand on.",
    rubric: [
      reference(3, "Gives the passage reference"),
      keywords(
        4,
        "Gets the historical details right",
        ["manna", "wilderness", "quail", "morning", "sabbath", "sixth day", "omer", "moses"],
        2,
      ),
      keywords(2, "Keeps to the literal sense", [
        "literal",
        "histor",
        "happened",
        "first hearers",
        "setting",
      ]),
      length(1, 50, "At least 50 words"),
    ],
    exampleAnswer:
      "Literal (Exodus 16): a month after leaving Egypt, Israel reaches the wilderness of Sin and complains that they will starve, so the LORD sends quail in the evening and, each morning, manna on the ground — an omer per person, gathered daily, a double portion on the sixth day and none on the Sabbath. Details to keep: it was real food in a real desert for a real, grumbling people; it came daily and could not be stored; and the Sabbath rule was built into it. Only when this historical ground is clear can a Christ line (John 6:31-35) stand on it rather than float above it.",
  },
  {
    title: "A Christ line with its anchor",
    description:
      "Write the 2D Christ line for the bronze serpent and anchor it in the New Testament text that Jesus Himself gave.",
    instructions:
      "Write the Christ line in one or two sentences with its supporting reference, then one or two sentences on why the line needs that anchor. 50–100 words.",
    prompt:
      "Numbers 21:4-9: bitten Israelites look at a bronze serpent on a pole and live. Write the 2D · Christ line and support it with the New Testament reference in which Jesus explains it. Then say why a Christ line without a supporting reference is not yet finished.",
    rubric: [
      reference(3, "Gives the passage and its New Testament anchor", 2),
      keywords(3, "Names the key act of the type", ["lifted up", "look", "believ", "pole", "serpent"], 2),
      christ(3, "States how the text points to Christ"),
      length(1, 45, "At least 45 words"),
    ],
    exampleAnswer:
      "2D · Christ (Numbers 21:4-9): as Moses lifted up the serpent on a pole, so the Son of man must be lifted up on the cross, that whoever believes in Him should not perish but live (John 3:14-15). The sign of the curse is raised high, and healing comes by looking, not by working. The line needs an anchor because Jesus Himself drew this connection in His conversation with Nicodemus; without John 3:14 my line would be a clever guess rather than Scripture interpreting Scripture.",
  },
  {
    title: "Five faces of the shepherd psalm",
    description:
      "One short labelled line for each dimension of Psalm 23, keeping the Me line from crowding out the rest.",
    instructions:
      "Write five labelled lines — Literal, Christ, Me, Church, Heaven — one sentence each, 70–130 words in all, with a reference for the Christ line.",
    prompt:
      "Psalm 23: write one short labelled line for each dimension — Literal, Christ, Me, Church, Heaven. Keep each to a single sentence, support the Christ line with a reference, and make sure the Me line is not the only strong one.",
    rubric: [
      reference(2, "Cites the psalm and a supporting text", 2),
      keywords(4, "Labels the five dimensions", dimensionFaces, 4),
      christ(2, "Writes a Christ line"),
      length(2, 60, "At least 60 words"),
    ],
    exampleAnswer:
      "Literal (Psalm 23): David, once a shepherd boy, sings of the LORD as the shepherd who leads, restores, protects in the dark valley and spreads a table before enemies. Christ: Jesus is the good shepherd who lays down His life for the sheep (John 10:11). Me: I can walk through my own dark valley without fear, because the Shepherd’s rod and staff are with me. Church: the flock is fed and guarded together, and its under-shepherds must feed it as He does (1 Peter 5:2-4). Heaven: “I will dwell in the house of the LORD for ever” reaches toward the Lamb who leads the redeemed to living fountains (Revelation 7:17).",
  },
  {
    title: "Jonah’s prayer in five dimensions",
    description:
      "A full dimension sheet on Jonah 2, anchored by Jesus’ own words and honest about Jonah’s disobedience.",
    instructions:
      "Write the full sheet: five labelled lines, one or two sentences each, 100–160 words, with a reference supporting the Christ line.",
    prompt:
      "Jonah 2: Jonah prays from inside the great fish. Write the full dimension sheet — Literal, Christ, Me, Church, Heaven — with a reference for the Christ line (Jesus’ words in Matthew 12:40 are the key). Keep the literal line honest about how Jonah came to be there.",
    rubric: [
      reference(2, "Cites the chapter and the Christ-line anchor", 2),
      keywords(3, "Covers the dimensions", dimensionFaces, 4),
      keywords(2, "Keeps the literal line honest", [
        "disobe",
        "fled",
        "flee",
        "ran from",
        "tarshish",
        "rebell",
      ]),
      christ(2, "Anchors the Christ line"),
      length(1, 90, "At least 90 words"),
    ],
    exampleAnswer:
      "Literal: Jonah, swallowed after fleeing from God’s call toward Tarshish, prays from the fish’s belly, remembers the temple and ends, “Salvation is of the LORD” (Jonah 2:9); the fish then vomits him onto dry land. Christ: Jesus names this the sign of His own three days and three nights in the heart of the earth (Matthew 12:40) — the innocent One goes down into death for others, where Jonah went for his own rebellion. Me: even a disobedient prophet can pray from the depths and be heard. Church: a rescued messenger is sent again to a great city; the church exists to carry mercy to its enemies. Heaven: the sea will give up the dead that are in it (Revelation 20:13), and God’s last word over the deep is resurrection.",
  },
  {
    title: "Five truths, not one idea five times",
    description:
      "Diagnose a dimension sheet that repeats itself, then rewrite it so each face adds something new.",
    instructions:
      "Write 100–160 words: one or two sentences naming what went wrong, then the five rewritten lines, using the passage's own details.",
    prompt:
      "A student wrote this sheet on Exodus 17:1-7 (water from the rock): “Literal: God provides water. Christ: Christ provides for us. Me: God provides for me. Church: God provides for the church. Heaven: God will provide in heaven.” Explain what went wrong, then rewrite the five lines so each adds something the others do not. 1 Corinthians 10:4 may help the Christ line.",
    rubric: [
      reference(2, "Cites the passage and a supporting text", 2),
      keywords(3, "Diagnoses the repetition", [
        "same idea",
        "repeat",
        "restat",
        "one idea",
        "five times",
        "overlap",
        "distinct",
      ]),
      keywords(2, "Uses the text's own details", [
        "rock",
        "smite",
        "struck",
        "horeb",
        "massah",
        "meribah",
        "staff",
      ]),
      christ(2, "Rewrites the Christ line"),
      length(1, 90, "At least 90 words"),
    ],
    exampleAnswer:
      "What went wrong: the sheet restates one idea, “God provides”, five times, so it gives one truth instead of five and never touches the text’s details. Rewrite — Literal: at Rephidim Israel quarrels for water, and Moses strikes the rock in Horeb with his staff; the place is named Massah and Meribah because they tempted the LORD (Exodus 17:7). Christ: “that Rock was Christ” (1 Corinthians 10:4) — struck once so that life flows to a complaining people. Me: my thirst is best brought to Him, not turned into an accusation. Church: the whole camp drank from one rock, so its unity flows from one source. Heaven: the river of water of life proceeds from the throne of God and of the Lamb (Revelation 22:1).",
  },
  {
    title: "The Church line at Jericho",
    description:
      "Write all five faces of Joshua 6, giving the corporate Church line the care it usually lacks.",
    instructions:
      "Write five labelled lines, one or two sentences each, 100–160 words, then one sentence naming the line you found hardest and why.",
    prompt:
      "Joshua 6: the walls of Jericho fall after seven days of marching. Write all five dimensions, and take special care with the 4D · Church line: what does this say to God’s people together — their worship, order, unity and mission — rather than to one believer? Mark which line you found hardest.",
    rubric: [
      reference(2, "Cites the chapter and supporting texts", 2),
      keywords(
        3,
        "Writes a corporate Church line",
        ["church", "together", "whole people", "unity", "as one", "congregation", "community"],
        2,
      ),
      keywords(2, "Covers the other faces", ["literal", "christ:", "me:", "heaven", "personal", "1d"], 3),
      christ(2, "Writes a Christ line"),
      length(1, 90, "At least 90 words"),
    ],
    exampleAnswer:
      "Literal: for six days Israel circles Jericho once, priests bearing the ark and blowing rams’ horns, and on the seventh day seven times; at the shout the wall falls flat (Joshua 6:20). Christ: the Captain of the LORD’s host who met Joshua (Joshua 5:13-15) leads the campaign; the victory is His before a stone moves. Me: by faith the walls fell (Hebrews 11:30), so I obey when His plan looks foolish. Church: the whole people marched together, in silence and in order, with the ark at the centre — the church wins by corporate obedience around God’s presence, not by a few heroes. Heaven: the trumpet sounds again when the Lord descends (1 Thessalonians 4:16). Hardest: the Church line, because I naturally read only for myself.",
  },
  {
    title: "A Me line that answers grace",
    description:
      "Write the personal line for Zacchaeus twice — as a bare moral and as a response to Christ — and explain the difference.",
    instructions:
      "Write 90–150 words: the moral version, the grace version, two or three sentences on the difference, and the Christ line with its reference.",
    prompt:
      "Luke 19:1-10: Zacchaeus climbs a sycamore and Jesus invites Himself to his house. Write the 3D · Me line twice: first as a bare moral lesson, then as a response to what Christ does in the story. Explain the difference in two or three sentences, and finish the Christ line with Luke 19:10.",
    rubric: [
      reference(2, "Cites the passage and Luke 19:10", 2),
      keywords(
        3,
        "Grounds the Me line in grace",
        ["grace", "receiv", "welcom", "respond", "invit", "because he", "first"],
        2,
      ),
      keywords(2, "Names the moralism it replaces", ["moral", "try harder", "ladder", "detach", "lesson"]),
      christ(2, "Writes the Christ line"),
      length(1, 70, "At least 70 words"),
    ],
    exampleAnswer:
      "Bare moral lesson: “I should be generous and give half my goods to the poor, like Zacchaeus.” Response to grace: “Jesus calls me by name and invites Himself into my house before I have changed anything, so I receive Him joyfully and let His welcome undo my grasping.” The first line detaches the personal face from Christ and turns it into a ladder; the second follows the story’s order — Christ seeks, the sinner receives, and restitution flows out of the welcome (Luke 19:5-8). Christ line: the Son of man came to seek and to save that which was lost (Luke 19:10); Zacchaeus did not so much find Jesus as Jesus found him.",
  },
  {
    title: "When a face is faint",
    description:
      "Write five dimensions for a small miracle and let the text set the volume where a face is quiet.",
    instructions:
      "Write five labelled lines, 100–160 words, then one sentence on how you decided what the faint face could honestly say.",
    prompt:
      "2 Kings 6:1-7: a borrowed axe head falls into the Jordan and Elisha makes the iron swim. Write the five dimensions, but let the text set the volume: where a face is faint — especially Heaven — write the modest thing the text allows instead of inventing an end-time scene. Explain in one sentence how you decided.",
    rubric: [
      reference(2, "Cites the passage and supporting texts", 2),
      keywords(3, "Keeps a faint face modest", [
        "modest",
        "faint",
        "quiet",
        "not force",
        "without forcing",
        "restraint",
        "only hints",
      ]),
      keywords(2, "Writes all five faces", dimensionFaces, 4),
      christ(2, "Writes an anchored Christ line"),
      length(1, 90, "At least 90 words"),
    ],
    exampleAnswer:
      "Literal: the sons of the prophets are building a larger dwelling by the Jordan when one man’s borrowed axe head sinks; Elisha cuts a stick, throws it in, and the iron swims (2 Kings 6:5-6). Christ: a thematic line that needs its anchor — the God who lifts what sank is revealed in Jesus, who came “to seek and to save that which was lost” (Luke 19:10). Me: no loss is too small to bring to Him, even a debt I cannot repay. Church: a growing community of learners works side by side and shares its tools and troubles. Heaven: faint here, so I keep it modest — the God who restores one lost tool will one day restore all things (Acts 3:21). I decided by asking what the text actually says, not what a sermon would like.",
  },
  {
    title: "Red Sea: five dimensions and an office",
    description:
      "Write the dimension sheet for the crossing of the sea, then let the Concentration Room sharpen it.",
    instructions:
      "Write the five labelled lines (one or two sentences each), then name Christ's office in the Christ line and say in two sentences how it sharpened your Me and Church lines. 130–190 words.",
    prompt:
      "Exodus 14: Israel passes through the sea and Pharaoh’s army is drowned. Write the five-line dimension sheet, then name the office of Christ the Christ line shows (Prophet, Priest or King) and say how that office sharpened your Me and Church lines. 1 Corinthians 10:1-2 and Revelation 15:2-3 may help.",
    rubric: [
      reference(2, "Cites the chapter and supporting texts", 2),
      keywords(2, "Names Christ's office", ["king", "priest", "prophet", "office"]),
      keywords(3, "Covers the five dimensions", dimensionFaces, 4),
      christ(2, "Writes a Christ line"),
      length(1, 110, "At least 110 words"),
    ],
    exampleAnswer:
      "Literal: trapped between the sea and Pharaoh’s chariots, Israel is told to stand still; Moses stretches out his hand, the waters part, Israel crosses on dry ground, and the returning sea drowns the army (Exodus 14:21-28). Christ: the LORD fights for His people as Warrior-King, fulfilled when Christ triumphs over the powers at the cross (Colossians 2:15). Me: I stand still and see the salvation of the LORD, and then I walk forward. Church: the whole people was “baptized unto Moses in the cloud and in the sea” (1 Corinthians 10:1-2); one deliverance makes one people. Heaven: the redeemed stand by a sea of glass singing the song of Moses and the Lamb (Revelation 15:2-3). Office: King. Seeing a King who fights kept my Me line from heroism and my Church line from mere togetherness: we are a rescued army following its Victor.",
  },
  {
    title: "Teach the diamond with a healing",
    description:
      "Teach the Dimensions Room to a newcomer with John 9, modelling all five faces and the test for distinctness.",
    instructions:
      "Write one teaching paragraph of 120–190 words: the room's core question, why the literal comes first and Christ is the centre, the five lines modelled briefly, and the test you used to keep them distinct.",
    prompt:
      "A new student asks how the Dimensions Room works. Using John 9 (the man born blind), teach it in one short paragraph: state the core question, show why the literal line comes first and Christ is the centre, model all five lines briefly, and show how you tested that they are five truths and not one.",
    rubric: [
      reference(2, "Cites the passage and supporting texts", 2),
      keywords(2, "States the room's core question or aim", [
        "history",
        "eternity",
        "five faces",
        "diamond",
        "one-dimensional",
        "core question",
      ]),
      keywords(3, "Models the five lines", dimensionFaces, 4),
      keywords(1, "Shows the distinctness test", [
        "cover",
        "distinct",
        "different",
        "adds something",
        "restat",
      ]),
      christ(2, "Keeps Christ at the centre"),
    ],
    exampleAnswer:
      "The Dimensions Room turns a text like a diamond and asks how it speaks at once to history, to Christ, to me, to the church and to eternity. Start with the literal, because every other face stands on it: in John 9 Jesus makes clay, anoints a beggar’s eyes and sends him to wash in Siloam, and the Pharisees cast the healed man out. Christ: He is the light of the world (John 9:5) who gives sight where there was none. Me: I can say, “one thing I know… now I see”, before I can answer every question. Church: a community must not cast out those whom Jesus has healed. Heaven: in the city the Lamb is the light, and there is no night there (Revelation 21:23-25). Test: cover each line and ask whether the next adds something different — here each does.",
  },
]);

// ---------------------------------------------------------------------------------------------------------
// C6 — Connect-6: one truth heard in Prophecy, Parable, Epistle, History, Gospel and Poetry/Wisdom.
// ---------------------------------------------------------------------------------------------------------
const genreNames = ["prophecy", "parable", "epistle", "history", "gospel", "poetry", "wisdom"];

const connect6Drills = roomDrills("c6", [
  {
    title: "Place six shepherd verses on the genre map",
    description:
      "Sort six verses on the Shepherd into the six genre slots and give the rule of the map that places each one.",
    instructions:
      "Write one line per verse, 80–140 words in all: the genre slot, the rule from the genre map that puts it there, and a few words on what it says.",
    prompt:
      "Theme: the Shepherd. Place each verse in its genre slot — Prophecy, Parable, Epistle, History, Gospel or Poetry/Wisdom — and give the rule from the genre map that places it: Isaiah 40:11; Luke 15:3-7; 1 Peter 5:4; 1 Samuel 17:34-35; John 10:11; Psalm 23:1.",
    rubric: [
      reference(2, "Names the verses", 3),
      keywords(4, "Uses the six genre names", genreNames, 5),
      keywords(
        2,
        "Explains the placement rule",
        ["malachi", "jude", "esther", "song of solomon", "parable list", "matthew–john", "matthew to john"],
        2,
      ),
      christ(2, "Places Christ's own saying"),
    ],
    exampleAnswer:
      "Prophecy — Isaiah 40:11: Isaiah–Malachi is Prophecy; the LORD will feed His flock and carry the lambs. Parable — Luke 15:3-7: it is on the parable list; the shepherd leaves the ninety-nine for one lost sheep. Epistle — 1 Peter 5:4: Romans–Jude are Epistles; the chief Shepherd will appear with a crown of glory. History — 1 Samuel 17:34-35: Genesis–Esther is History; David rescues a lamb from a lion and a bear. Gospel — John 10:11: Matthew–John are Gospels, and this is a saying, not a parable: Jesus is the good shepherd who gives His life. Poetry/Wisdom — Psalm 23:1: Job–Song of Solomon is Poetry; the LORD is my shepherd.",
  },
  {
    title: "One reading rule per genre",
    description:
      "Learn the six genre rules before linking verses, and test two of them on a proverb and a hard story.",
    instructions:
      "Write one rule per genre (six short sentences), 90–150 words in all, illustrating the Poetry/Wisdom rule and the History rule with the passages given.",
    prompt:
      "Before linking verses, learn the rules. For each of the six genres write one rule for reading it well, and illustrate the Poetry/Wisdom rule with Proverbs 22:6 and the History rule with Judges 11:30-31 (Jephthah’s vow).",
    rubric: [
      reference(2, "Cites the two illustrations", 2),
      keywords(3, "States the proverb rule", [
        "not a guarantee",
        "pattern",
        "not a promise",
        "general",
        "tendenc",
      ]),
      keywords(3, "States the history rule", [
        "not endorse",
        "recorded",
        "shows rather",
        "describ",
        "not prescrib",
        "not a model",
      ]),
      keywords(
        2,
        "Covers the other genres' rules",
        ["one main point", "therefore", "horizon", "argument", "evangelist", "fulfilment", "twist", "symbol"],
        3,
      ),
    ],
    exampleAnswer:
      "Prophecy: look for near and far horizons, and let Scripture define the symbols. Parable: find the one main point, who it was told to, and the twist. Epistle: follow the argument and every “therefore”, and ask whether a command is universal or situational. History: it shows rather than prescribes — recorded is not endorsed; Jephthah’s rash vow (Judges 11:30-31) is a tragedy told, not a model to copy. Gospel: ask the evangelist’s aim and compare parallel accounts and fulfilment formulas. Poetry/Wisdom: read metaphor and parallelism; a proverb states a pattern, not a guarantee, so Proverbs 22:6 describes how training usually bears fruit rather than promising that no trained child will ever stray.",
  },
  {
    title: "A real link or a shared word?",
    description:
      "Choose between two History links for “the light of the world” and explain why one only shares a word.",
    instructions:
      "Write 70–120 words: which verse is the real link, why the other only shares a word, and one sentence on what the true link adds to the anchor.",
    prompt:
      "Anchor: John 8:12, “I am the light of the world.” Two verses are offered for the History slot: Exodus 13:21 (the pillar of fire giving Israel light by night) and Judges 7:16 (Gideon’s men hide lamps inside pitchers). Which is the real link, and why is the other only a shared word? Finish with one sentence on what the true link adds.",
    rubric: [
      reference(2, "Cites the anchor and the chosen link", 2),
      keywords(4, "Distinguishes a shared truth from a shared word", [
        "shared word",
        "same word",
        "only the word",
        "shares the truth",
        "real link",
        "weak link",
        "merely",
      ]),
      keywords(2, "Identifies the guiding presence", ["pillar", "guid", "presence", "follow", "lead"]),
      christ(2, "Brings the link back to Christ"),
    ],
    exampleAnswer:
      "The real link is Exodus 13:21. The pillar of fire was the LORD’s own presence giving light and leading Israel through the night, and Jesus spoke John 8:12 soon after the Feast of Tabernacles (John 7:2), which remembered that very journey: “he that followeth me shall not walk in darkness”. Judges 7:16 only shares the word: Gideon’s lamps are a battle tactic, not a picture of God guiding His people, so it would be a weak link that fills the slot without sharing the truth. What the History link adds: Christ’s light is not just illumination but guidance — a presence to follow, step by step, through the wilderness.",
  },
  {
    title: "Single-text: the Lamb of God in six voices",
    description:
      "Anchor John 1:29 and find one link in each genre that shares the truth, then write a synthesis that climaxes in Christ.",
    instructions:
      "Write six genre lines (reference plus a few words on what each adds) and a synthesis of two or three sentences, 120–190 words in all. Spell out the genre names.",
    prompt:
      "Anchor John 1:29, “Behold the Lamb of God”. Find one link in each of the six genres, say in a few words what each adds, and write a synthesis of two or three sentences that climaxes in Christ. Choose links that share the truth, not only the word “lamb” — the parable list includes Nathan’s story in 2 Samuel 12:1-7.",
    rubric: [
      reference(2, "Gives linked references", 5),
      keywords(3, "Fills the six genre slots", genreNames, 5),
      keywords(2, "Writes a synthesis", ["synthesis", "together", "climax", "converge", "no single genre"]),
      christ(2, "Climaxes in Christ"),
      length(1, 100, "At least 100 words"),
    ],
    exampleAnswer:
      "Prophecy — Isaiah 53:7: the Servant goes silent as a lamb to the slaughter; the Lamb suffers willingly. Parable — 2 Samuel 12:1-7: the poor man’s ewe lamb is taken and killed for another’s guest; the innocent dies for the guilty man’s appetite. Epistle — 1 Peter 1:18-19: we are redeemed with precious blood, as of a lamb without blemish; the cost is personal. History — Genesis 22:8: God will provide Himself a lamb; the provision is God’s. Gospel — John 19:36: not a bone of Him is broken; the Passover is kept to the letter. Poetry — Psalm 40:6-8: sacrifices could not satisfy, and one comes saying, “I delight to do thy will”. Synthesis: together the six voices show a Lamb who is provided by God, innocent, willing, costly and final. The climax is Jesus, the Lamb of God who takes away the sin of the world.",
  },
  {
    title: "Multi-text theme: rest",
    description:
      "Weave one verse per genre on rest into a short study, reading each by its own rules and ending in Christ.",
    instructions:
      "Write six genre lines and a synthesis, 120–190 words. Let the genre rules show: the parable's twist, the epistle's argument, the history that shows rather than prescribes.",
    prompt:
      "Theme: rest. Choose one verse per genre — Hebrews 4:9-10 is a good Epistle start and Matthew 11:28-30 a strong Gospel link — and weave them into a mini-study that climaxes in Christ. Read each genre by its own rules: the History link shows, the Parable link has a twist, the Poetry link sings.",
    rubric: [
      reference(2, "Gives linked references", 5),
      keywords(3, "Fills the six genre slots", genreNames, 5),
      keywords(
        2,
        "Reads genres by their rules",
        ["twist", "shows", "therefore", "argument", "partial", "sings", "song"],
        2,
      ),
      christ(2, "Climaxes in Christ"),
      length(1, 100, "At least 100 words"),
    ],
    exampleAnswer:
      "Prophecy — Isaiah 30:15: “in returning and rest shall ye be saved”, offered to a nation that would not. Parable — Luke 12:13-21: the rich fool tells his soul to take its ease, and the twist is that his rest is false and his night is his last. Epistle — Hebrews 4:9-10: there remains a sabbath rest for God’s people, entered by ceasing from our own works; the argument’s “therefore” makes it a promise to believe. History — Joshua 21:44: the LORD gave Israel rest round about, a real but partial rest that shows the theme without completing it. Gospel — Matthew 11:28-30: “Come unto me… and I will give you rest.” Poetry — Psalm 116:7: the soul sings its way back to rest because the LORD has dealt bountifully. Synthesis: rest is offered, counterfeited, promised, tasted and sung, but a Person gives it: Christ invites the weary to Himself.",
  },
  {
    title: "A proverb in the Poetry slot",
    description: "Put Proverbs 22:6 in its slot and let five other genres confirm and balance it.",
    instructions:
      "Write 120–190 words: the Poetry line with its reading rule, five balancing links with what each adds, and a synthesis that ends with the Father's heart shown in Christ.",
    prompt:
      "Theme: training children. Put Proverbs 22:6 in the Poetry/Wisdom slot, then find links in the other five genres that confirm and balance it (for example Ezekiel 18:20, Luke 15:11-32, Ephesians 6:4, 1 Samuel 3:13 and Luke 2:51-52). Use the genre rules to explain why the proverb is a pattern and not a guarantee.",
    rubric: [
      reference(2, "Gives linked references", 4),
      keywords(3, "Explains the proverb rule", [
        "not a guarantee",
        "pattern",
        "tendenc",
        "not a promise",
        "usually",
        "general truth",
      ]),
      keywords(2, "Lets the other genres balance it", [
        "balance",
        "correct",
        "confirm",
        "other genres",
        "responsib",
      ]),
      christ(2, "Ends with the Father's heart in Christ"),
      length(1, 100, "At least 100 words"),
    ],
    exampleAnswer:
      "Poetry/Wisdom — Proverbs 22:6 states a pattern: training usually shapes the adult. Wisdom speaks in general truths, not contracts, so it is not a guarantee. The other genres balance and confirm it. Prophecy — Ezekiel 18:20: each person answers for his own choices, so a child’s path is his own responsibility. Parable — Luke 15:11-32: a well-raised son still wanders, and the father’s love does not stop. Epistle — Ephesians 6:4: fathers must nurture without provoking; the command is to parents, not a promise about results. History — 1 Samuel 3:13: Eli did not restrain his sons, and the record shows the cost. Gospel — Luke 2:51-52: Jesus grows in wisdom while subject to His parents. Synthesis: train faithfully, leave the outcome to God and keep the door open, because in Christ the Father runs to meet the returning child.",
  },
  {
    title: "What does the parable add?",
    description:
      "Set a psalm of forgiveness beside a parable of forgiveness and say exactly what the parable adds.",
    instructions:
      "Write 120–190 words: six genre lines, then a synthesis that names what the parable adds that the psalm does not. Take the parable's one main point; do not press its details.",
    prompt:
      "Theme: forgiveness. Set Psalm 32:1-5 (Poetry) beside Matthew 18:21-35 (Parable), then add Prophecy, Epistle, History and Gospel links. In your synthesis say plainly what the parable adds that the psalm does not, and read the parable for its one main point rather than pressing every detail.",
    rubric: [
      reference(2, "Gives linked references", 4),
      keywords(
        3,
        "Names what the parable adds",
        ["adds", "one main point", "fellow servant", "unforgiving", "twist", "flow outward"],
        2,
      ),
      keywords(2, "Reads the other genres", ["prophecy", "epistle", "history", "gospel"], 3),
      christ(2, "Climaxes in Christ"),
      length(1, 100, "At least 100 words"),
    ],
    exampleAnswer:
      "Poetry — Psalm 32:1-5: blessed is the one whose sin is covered; when David stopped hiding, the LORD forgave. Parable — Matthew 18:21-35: a servant forgiven an unpayable debt throttles a fellow servant over a small one. Its one main point, and what it adds that the psalm does not, is that forgiveness received must flow outward; the twist is that the forgiven man becomes the unforgiving one. Prophecy — Micah 7:18-19: God casts all our sins into the depths of the sea. Epistle — Ephesians 4:32: forgive one another, as God for Christ’s sake has forgiven you. History — Genesis 50:17-21: Joseph forgives the brothers who sold him. Gospel — Luke 23:34: Jesus prays for those who crucify Him. Synthesis: the psalm shows the relief of being forgiven, the parable the obligation it creates, and Christ on the cross is both the source of our pardon and the pattern of our pardoning.",
  },
  {
    title: "Correct a one-genre doctrine",
    description:
      "A practice built on one History text meets the other five genres: what does Scripture as a whole teach about guidance?",
    instructions:
      "Write 130–190 words: apply the History rule to the fleece, add one link from each other genre with what it adds, and write a synthesis that reaches Christ.",
    prompt:
      "A friend says: “Gideon put out a fleece (Judges 6:36-40), so before any big decision I ask God for a sign and wait for it.” This builds a practice on one History text. Work the question through the other five genres, use the History rule (recorded is not endorsed), and write a synthesis that says what the whole of Scripture teaches about guidance and where it meets Christ.",
    rubric: [
      reference(2, "Gives linked references", 4),
      keywords(3, "Applies the History rule", [
        "recorded",
        "not endorse",
        "describ",
        "prescrib",
        "shows rather",
        "narrative",
      ]),
      keywords(2, "Brings in the other genres", ["prophecy", "parable", "epistle", "gospel", "poetry"], 3),
      christ(2, "Meets Christ in the synthesis"),
      length(1, 110, "At least 110 words"),
    ],
    exampleAnswer:
      "History — Judges 6:36-40: the fleece is recorded, not endorsed. Gideon already had God’s word (Judges 6:14) and asked twice because he was afraid, and God patiently bore with him; the narrative describes his weakness, it does not prescribe a method. Prophecy — Isaiah 30:21: God guides by a word, “This is the way, walk ye in it.” Parable — Luke 16:19-31: those who will not hear Moses and the prophets would not be persuaded even by a sign. Epistle — James 1:5: ask God for wisdom, and He gives it liberally. Gospel — Matthew 12:38-39: Jesus refuses the sign-seekers and points them to His resurrection. Poetry — Psalm 119:105: the word is a lamp for the next step. Synthesis: God may graciously meet a fearful heart, but He guides His people chiefly through His word and wisdom; the sign already given is Christ risen, and His sheep hear His voice.",
  },
  {
    title: "The bride in six genres",
    description:
      "Trace God's marriage to His people through all six genres, reading love poetry and parable by their own rules.",
    instructions:
      "Write 130–190 words: six genre lines with what each adds, making the Poetry rule and the Parable rule visible, and a synthesis that climaxes at the marriage of the Lamb.",
    prompt:
      "Theme: God’s marriage to His people. Build a multi-text Connect-6 with one verse per genre (Hosea 2:19-20 and Song of Solomon 2:16 are possible Prophecy and Poetry links). Read the Poetry link as love poetry rather than a code, take the parable’s one main point, and let the synthesis climax in Christ and His bride (Revelation 19:7-9 may close it).",
    rubric: [
      reference(2, "Gives linked references", 5),
      keywords(2, "Names the bride theme", ["bride", "bridegroom", "marriage", "betroth", "wedding"]),
      keywords(2, "Reads the Poetry link by its rules", [
        "love poetry",
        "metaphor",
        "not a code",
        "allegor",
        "delight",
      ]),
      keywords(2, "Takes the parable's main point", ["one main point", "main point", "readiness", "ready"]),
      christ(2, "Climaxes in Christ and His bride"),
    ],
    exampleAnswer:
      "Prophecy — Hosea 2:19-20: God betroths faithless Israel to Himself for ever, in faithfulness; the marriage rests on His covenant love. Parable — Matthew 25:1-13: the one main point is readiness for the bridegroom’s coming, not the meaning of every lamp and vessel. Epistle — Ephesians 5:25-27: Christ loved the church and gave Himself to cleanse her as a spotless bride. History — Genesis 24:58: Rebekah answers, “I will go”, and leaves home for a bridegroom she has not yet seen. Gospel — John 3:29: John the Baptist rejoices as the friend of the Bridegroom. Poetry — Song of Solomon 2:16: “My beloved is mine, and I am his” is love poetry, to be read as metaphor and delight, not as a code; it sings the mutual belonging that marriage pictures. Synthesis: covenant, waiting, cleansing, a willing journey and joy all meet at the marriage supper of the Lamb (Revelation 19:7-9).",
  },
  {
    title: "Genre is not span",
    description:
      "Build a single-text Connect-6 on the blood that cleanses, and show why a Theme Room span can never fill a genre slot.",
    instructions:
      "Write 140–190 words: six genre lines with what each adds, two sentences placing the anchor on its Theme Room span and explaining why spans are not genres, then a synthesis that climaxes in Christ.",
    prompt:
      "Anchor Hebrews 9:22: without shedding of blood is no remission. Build a single-text Connect-6 — one link per genre, with what each adds — then say which Theme Room span the anchor stands on and why a span such as “Sanctuary” or “Great Controversy” can never fill a genre slot. End with a synthesis that climaxes in Christ.",
    rubric: [
      reference(2, "Gives linked references", 5),
      keywords(2, "Fills the genre slots", genreNames, 5),
      keywords(
        3,
        "Keeps genre and span apart",
        ["span", "sanctuary wall", "theme room", "kind of writing", "not a genre"],
        2,
      ),
      christ(2, "Climaxes in Christ"),
      length(1, 110, "At least 110 words"),
    ],
    exampleAnswer:
      "Anchor Hebrews 9:22: without shedding of blood there is no remission. Prophecy — Zechariah 13:1: a fountain opened for sin; cleansing is promised. Parable — Matthew 21:33-46: the owner’s son is killed by the tenants; the blood is the Son’s, shed by those He came to. Epistle — 1 John 1:7: His blood goes on cleansing those who walk in the light. History — Exodus 12:13: “when I see the blood, I will pass over you”; blood shelters. Gospel — Matthew 26:28: His blood of the new testament is shed for many for the remission of sins. Poetry — Psalm 51:7: “purge me with hyssop”, the plant that applied the blood; the cry of a guilty heart. Span: the anchor stands on the Sanctuary Wall. A span is a theme in the palace’s architecture, a genre is a kind of writing, so “Sanctuary” is not a genre and can never fill a slot. Synthesis: every voice converges on Christ, whose blood does what animal blood only promised.",
  },
]);

// ---------------------------------------------------------------------------------------------------------
// TRm — Theme Room: six spans — Sanctuary, Life of Christ, Great Controversy, Time-Prophecy walls; the Gospel
// Floor; the Heaven Ceiling — one primary span per text, and comparison along the span.
// ---------------------------------------------------------------------------------------------------------
const spanNames = [
  "sanctuary",
  "life of christ",
  "great controversy",
  "time-prophecy",
  "time prophecy",
  "gospel floor",
  "heaven ceiling",
];

const themeDrills = roomDrills("trm", [
  {
    title: "Six spans, six texts",
    description:
      "Learn the palace's architecture by placing six short texts on the four walls, the floor and the ceiling.",
    instructions:
      "Write one line per text, 70–120 words in all: the span and a few words saying what in the verse puts it there.",
    prompt:
      "Tag each text with the span it mainly stands on — Sanctuary Wall, Life of Christ Wall, Great Controversy Wall, Time-Prophecy Wall, Gospel Floor or Heaven Ceiling — and give a few words of reason: Exodus 25:8; Luke 2:7; Revelation 12:7; Daniel 9:25; Romans 5:1; Revelation 21:4.",
    rubric: [
      reference(2, "Names the texts", 4),
      keywords(4, "Uses the span names", spanNames, 5),
      keywords(
        3,
        "Gives a reason for each",
        ["dwell", "manger", "war", "seventy weeks", "decree", "justified", "tears", "death"],
        3,
      ),
      length(1, 50, "At least 50 words"),
    ],
    exampleAnswer:
      "Exodus 25:8 → Sanctuary Wall: God asks for a sanctuary so that He may dwell among His people. Luke 2:7 → Life of Christ Wall: the incarnation, the Son laid in a manger. Revelation 12:7 → Great Controversy Wall: war in heaven, Michael against the dragon. Daniel 9:25 → Time-Prophecy Wall: a counted period from the decree to restore Jerusalem to Messiah the Prince. Romans 5:1 → Gospel Floor: justified by faith, we have peace with God. Revelation 21:4 → Heaven Ceiling: God wipes away all tears, and there is no more death.",
  },
  {
    title: "One span and a reason",
    description:
      "Place Hebrews 9:11-14 on its primary span, justify it in a sentence or two, and compare a text on the same span.",
    instructions:
      "Write 70–120 words: the primary span, a one- or two-sentence rationale, one comparison text, and one sentence on what the two show together.",
    prompt:
      "Hebrews 9:11-14: Christ enters the holy place by His own blood and purges the conscience. Choose the primary span, write a rationale of one or two sentences, and compare one other text on the same span.",
    rubric: [
      reference(3, "Names the passage and a comparison text", 2),
      keywords(3, "Chooses the Sanctuary Wall", [
        "sanctuary",
        "priest",
        "mediat",
        "tabernacle",
        "holy place",
      ]),
      keywords(2, "Writes a rationale", ["rationale", "because", "mainly", "carries", "weight"]),
      christ(2, "Names Christ's ministry"),
    ],
    exampleAnswer:
      "Hebrews 9:11-14 → primary Sanctuary Wall. Rationale: the passage is mainly about priestly mediation — Christ enters the holy place “by his own blood” and obtains eternal redemption — so sacrifice and priesthood carry its weight. Comparison: Leviticus 16:14-16, where the high priest carries the goat’s blood within the veil once a year. Side by side, the two show one service on two levels: the earthly priest had to repeat it every year, while Christ entered once, and His blood purges not only a tent but the conscience, to serve the living God.",
  },
  {
    title: "Resist tagging everywhere",
    description:
      "Romans 5:1-2 touches several spans; choose one primary and explain why the rest are only touched.",
    instructions:
      "Write 70–120 words: the primary span, why you added (or refused) a secondary, why the other spans are only touched, and one comparison text.",
    prompt:
      "Romans 5:1-2 mentions faith, peace, access, grace and the hope of glory — it would be easy to tag four spans. Choose one primary span (and a secondary only if it is clearly present), explain why the others are only touched, and compare one other text on the same span.",
    rubric: [
      reference(2, "Names the passage and a comparison text", 2),
      keywords(
        4,
        "Chooses the Gospel Floor",
        ["gospel floor", "justif", "by faith", "righteousness", "grace"],
        2,
      ),
      keywords(2, "Explains the restraint", [
        "only touch",
        "not every",
        "placed nowhere",
        "everywhere",
        "no secondary",
        "consequence",
        "resist",
      ]),
      christ(2, "Grounds it in Christ"),
    ],
    exampleAnswer:
      "Romans 5:1-2 → primary Gospel Floor: “being justified by faith, we have peace with God through our Lord Jesus Christ”. The whole thought rests on justification. “Access” and “the hope of the glory of God” touch the Sanctuary Wall and the Heaven Ceiling, but they are consequences of being justified, not the weight the passage carries, so I add no secondary span. A text tagged everywhere is placed nowhere. Comparison on the same span: Galatians 2:16, where a person is justified by the faith of Jesus Christ and not by the works of the law; both ground peace with God in a righteousness received by faith.",
  },
  {
    title: "Primary and secondary in the judgment scene",
    description: "Give Daniel 7:9-14 a primary and a different secondary span, and compare a text on each.",
    instructions:
      "Write 100–160 words: the primary span, the secondary span, why they differ, and one comparison text for each.",
    prompt:
      "Daniel 7:9-14: thrones are set, the books are opened, and one like the Son of man comes to the Ancient of Days. Name a primary and a secondary span, explain why they differ, and compare one text on each. Keep the rule: the secondary must be clearly present, not merely possible.",
    rubric: [
      reference(2, "Names the passage and comparison texts", 3),
      keywords(3, "Names two different spans", spanNames, 2),
      keywords(2, "Labels primary and secondary", ["primary", "secondary", "differ", "clearly present"], 2),
      christ(2, "Names the Son of man"),
      length(1, 80, "At least 80 words"),
    ],
    exampleAnswer:
      "Daniel 7:9-14 → primary Time-Prophecy Wall: the scene comes in the vision’s sequence straight after the little horn’s “time and times and the dividing of time”, so in the historicist reading this judgment follows the 1,260 years (538–1798) and sits from 1844. Secondary Sanctuary Wall: thrones, fire, ministering thousands and opened books describe heaven’s court, and the Son of man comes to the Ancient of Days, not to earth. They differ because one places the scene in time and the other shows what happens there. Compare Daniel 8:14, the 2,300 days reaching the same judgment (Time-Prophecy), and Hebrews 9:23-24, Christ appearing in the presence of God in the heavenly sanctuary (Sanctuary).",
  },
  {
    title: "Life of Christ or Sanctuary?",
    description:
      "At the cross the veil is torn: decide which wall narrates the scene and which interprets it.",
    instructions:
      "Write 80–130 words: the primary and secondary spans, which one narrates and which one interprets, and one comparison text.",
    prompt:
      "Mark 15:33-39: darkness, the cry from the cross, the veil of the temple torn in two, the centurion’s confession. A common pitfall is confusing the Life of Christ and Sanctuary walls. Tag the primary and secondary span, explain which wall narrates and which interprets, and compare one text.",
    rubric: [
      reference(2, "Names the passage and a comparison text", 2),
      keywords(
        3,
        "Distinguishes the two walls",
        ["life of christ", "sanctuary", "earthly story", "torn veil"],
        2,
      ),
      keywords(
        3,
        "Explains narrating versus meaning",
        ["narrat", "event", "story", "meaning", "interpret", "priestly"],
        2,
      ),
      christ(2, "Names Christ's death"),
    ],
    exampleAnswer:
      "Mark 15:33-39 → primary Life of Christ Wall, secondary Sanctuary Wall. Mark narrates an event in Jesus’ earthly story — the darkness, His loud cry, His death and a Roman soldier’s confession — so the Life of Christ wall leads. But the torn veil carries sanctuary meaning: the way into God’s presence is opened by His death, so the secondary span is clearly present, not merely possible. The narration belongs to one wall, the priestly interpretation to the other. Compare Hebrews 10:19-20, where believers enter the holiest by the blood of Jesus, “through the veil, that is to say, his flesh”.",
  },
  {
    title: "Two texts on the Heaven Ceiling",
    description: "Compare Isaiah 65 and Revelation 21 on the same span and say what each adds to the other.",
    instructions:
      "Write 90–140 words: tag both texts, say what each adds that the other does not, and end with one sentence on what the comparison shows about the span.",
    prompt:
      "Isaiah 65:17-25 and Revelation 21:1-5 both stand on the Heaven Ceiling. Tag each, then write what each adds that the other does not, and one sentence on what the comparison shows about the span as a whole.",
    rubric: [
      reference(2, "Names both passages", 2),
      keywords(3, "Tags the Heaven Ceiling", ["heaven ceiling", "new heaven", "new earth", "ceiling"]),
      keywords(2, "States what each adds", [
        "adds",
        "whereas",
        "only hints",
        "while",
        "but revelation",
        "but isaiah",
      ]),
      keywords(1, "Draws the comparison's conclusion", ["together", "comparison", "both", "same span"]),
      christ(2, "Names the Lamb at the centre"),
    ],
    exampleAnswer:
      "Both texts → Heaven Ceiling. Isaiah 65:17-25 adds the texture of ordinary life made whole: houses built and lived in, vineyards planted and enjoyed, work that is not in vain, and the wolf and the lamb feeding together; it speaks in the language of Israel’s land and long life. Revelation 21:1-5 adds what Isaiah only hints: no more death, sorrow or crying at all, and the tabernacle of God with men, while the Lamb is the light of the city (Revelation 21:23). Together the comparison shows that the ceiling is not an escape from creation but creation restored, with God Himself at home among His people.",
  },
  {
    title: "Wilderness temptation: which wall?",
    description:
      "An event in Christ's earthly ministry whose content is the cosmic conflict: choose the primary span and defend it.",
    instructions:
      "Write 90–140 words: primary span, secondary span if clearly present, a rationale, and a comparison with a text on the primary span.",
    prompt:
      "Matthew 4:1-11: Jesus is tempted by the devil in the wilderness. The event belongs to His earthly ministry, but its content is the cosmic conflict. Choose one primary span, add a secondary if clearly present, write the rationale and compare with Genesis 3:1-6 or Revelation 12:7-11.",
    rubric: [
      reference(2, "Names the passage and a comparison text", 2),
      keywords(
        3,
        "Weighs both candidate walls",
        ["great controversy", "life of christ", "cosmic conflict", "earthly ministry"],
        2,
      ),
      keywords(2, "Writes a rationale", ["rationale", "because", "weight", "mainly", "carries"]),
      keywords(1, "Makes the comparison", ["compare", "comparison", "side by side", "same war"]),
      christ(2, "Names Jesus as the one tempted"),
    ],
    exampleAnswer:
      "Matthew 4:1-11 → primary Great Controversy Wall, secondary Life of Christ Wall. Rationale: the passage is mainly about the contest itself — the devil challenges the Son of God on appetite, presumption and worship, and Jesus wins each round with “It is written”. The setting in His earthly ministry is clearly present, so the Life of Christ wall is secondary, but the weight rests on the cosmic conflict. Compare Genesis 3:1-6: in a garden full of food, Adam and Eve yield to the tempter’s word about eating; in a barren wilderness, hungry, the second Adam refuses. The comparison shows the same war, fought on the same ground, and lost ground retaken.",
  },
  {
    title: "Prophecy without a timeline",
    description: "Correct a Time-Prophecy tag on a thematic prophecy and place Isaiah 11 where it belongs.",
    instructions:
      "Write 100–160 words: why the Time-Prophecy Wall does not fit, the better primary span (and a secondary if clearly present), and one comparison text on that span.",
    prompt:
      "Isaiah 11:1-9 is a prophecy — the rod from the stem of Jesse, the Spirit resting on Him, the wolf dwelling with the lamb. A student tagged it Time-Prophecy Wall. Explain why that forces a timeline onto a thematic prophecy, choose the better primary span (and a secondary if clearly present), and compare one text on that span.",
    rubric: [
      reference(2, "Names the passage and a comparison text", 2),
      keywords(3, "Explains why the Time-Prophecy Wall does not fit", [
        "no timeline",
        "no time period",
        "no dates",
        "not a timeline",
        "sequence",
        "counted",
        "thematic",
      ]),
      keywords(2, "Chooses a better span", ["heaven ceiling", "life of christ", "ceiling", "new earth"]),
      christ(2, "Identifies the Branch"),
      length(1, 80, "At least 80 words"),
    ],
    exampleAnswer:
      "Isaiah 11:1-9 has no timeline: no counted days, no sequence of kingdoms, no start or end year. The Time-Prophecy Wall is for timelines such as Daniel 7, 8 and 9; tagging every prophecy about the future there forces time onto a thematic prophecy. Better: primary Heaven Ceiling, because the passage builds toward a world where they shall not hurt nor destroy in all God’s holy mountain and the earth is full of the knowledge of the LORD (Isaiah 11:9). Secondary Life of Christ Wall, because the Branch from Jesse on whom the Spirit rests is fulfilled in Jesus, anointed at His baptism. Compare Revelation 22:1-5 on the same ceiling: no more curse, and the throne of God and of the Lamb in the city.",
  },
  {
    title: "Build a span chain",
    description:
      "Place three texts on the Sanctuary Wall and turn three tags into one piece of architecture.",
    instructions:
      "Write 100–160 words: one sentence placing each text on the wall, then two or three sentences on what the chain shows when read in order.",
    prompt:
      "Place three texts on the Sanctuary Wall — Exodus 25:8-9, Hebrews 8:1-2 and Revelation 11:19 — and turn the three tags into architecture: write one sentence for each text’s place on the wall, then two or three sentences on what the chain shows when it is read in order.",
    rubric: [
      reference(2, "Names the three texts", 3),
      keywords(3, "Tags the Sanctuary Wall", ["sanctuary", "tabernacle", "pattern", "temple"]),
      keywords(
        3,
        "Draws the chain's meaning",
        ["chain", "in order", "together", "architecture", "movement", "builds", "progress"],
        2,
      ),
      christ(2, "Names Christ's ministry in the chain"),
    ],
    exampleAnswer:
      "Exodus 25:8-9 → Sanctuary Wall: God asks Israel to build a sanctuary “that I may dwell among them”, made after the pattern shown to Moses — the copy. Hebrews 8:1-2 → Sanctuary Wall: we have a high priest, Jesus, seated in heaven and ministering in the true tabernacle which the Lord pitched, and not man — the original. Revelation 11:19 → Sanctuary Wall: the temple of God is opened in heaven and the ark of His testament is seen — the Most Holy Place revealed at the time of judgment. Read in order, the chain builds from earthly copy to heavenly reality to the inner room opened. The wall is not a set of loose illustrations but one architecture, and Christ’s ministry moves through it toward the end.",
  },
  {
    title: "Audit an unbalanced palace",
    description:
      "Tag a preacher's last five texts, notice which spans are bare, and propose texts to rebalance the palace.",
    instructions:
      "Write 110–170 words: tag the five texts, name the bare spans, propose one text for each of two bare spans with a reason, and close with what imbalance does to a congregation's picture of God.",
    prompt:
      "A preacher’s last five sermons were on Romans 3:24, Ephesians 2:8-9, Galatians 2:16, Titus 3:5 and Romans 5:1. Tag each with its span, name the spans left bare, and propose one text for each of two bare spans with a one-sentence reason. Close with what an unbalanced palace does to a congregation’s picture of God — without doubting the Gospel Floor.",
    rubric: [
      reference(2, "Names the proposed texts", 2),
      keywords(3, "Spots the imbalance", [
        "bare",
        "imbalance",
        "unbalanced",
        "lopsided",
        "missing",
        "neglect",
      ]),
      keywords(
        2,
        "Proposes texts for other spans",
        ["great controversy", "heaven ceiling", "time-prophecy", "life of christ", "sanctuary wall"],
        2,
      ),
      keywords(1, "Keeps the Gospel Floor", ["gospel floor", "under everything", "foundation", "floor"]),
      christ(2, "Shows the fuller picture of Christ"),
    ],
    exampleAnswer:
      "Romans 3:24, Ephesians 2:8-9, Galatians 2:16, Titus 3:5 and Romans 5:1 all stand on the Gospel Floor: justification by grace through faith. That floor is under everything and the sermons were true, but the palace is lopsided: the four walls and the ceiling are bare. For the Great Controversy Wall I would add Revelation 12:7-11, because it shows why grace matters cosmically — the accuser is cast down by the blood of the Lamb. For the Heaven Ceiling I would add Revelation 21:1-5, because justified people need to know where their justification is taking them. A congregation fed only the floor may know how it is saved but not from what conflict, by what ongoing ministry or for what future; balance lets Christ be seen as Saviour, Priest, Victor and coming King.",
  },
]);

// ---------------------------------------------------------------------------------------------------------
// TZ — Time Zone: heaven or earth; past, now or future — one primary zone, a lens and not a timeline.
// ---------------------------------------------------------------------------------------------------------
const zoneCodes = ["h-pa", "h-now", "h-fu", "e-pa", "e-now", "e-fu"];

const timeZoneDrills = roomDrills("tz", [
  {
    title: "Calibrate the six zones",
    description:
      "Give six texts their zones — heaven or earth, past, now or future — to set your ear for the lens.",
    instructions:
      "Write one line per text, 70–120 words in all: the zone code and a few words naming where the action is and when it stands from today.",
    prompt:
      "Give each text its zone — H-Pa, H-Now, H-Fu, E-Pa, E-Now or E-Fu — with a few words of reason: Exodus 12:29-31; Hebrews 9:24; Revelation 21:3; Philippians 4:6-7; 1 Thessalonians 4:16-17; Ezekiel 28:14-15.",
    rubric: [
      reference(2, "Names the texts", 4),
      keywords(4, "Uses the zone codes", zoneCodes, 5),
      keywords(2, "Asks where and when", ["heaven", "earth", "past", "present", "future", "fulfilled"], 4),
      keywords(
        2,
        "Gives a reason for each",
        ["passover", "intercession", "presence of god", "tabernacle", "prayer", "descend", "cherub"],
        3,
      ),
    ],
    exampleAnswer:
      "Exodus 12:29-31 → E-Pa: the Passover night is fulfilled history on earth. Hebrews 9:24 → H-Now: Christ appears in the presence of God for us, a present ministry in heaven. Revelation 21:3 → H-Fu: the tabernacle of God with men, the eternal state. Philippians 4:6-7 → E-Now: believers’ prayer and peace in daily life on earth. 1 Thessalonians 4:16-17 → E-Fu: the Lord descends and the dead in Christ rise, an end-time event on earth. Ezekiel 28:14-15 → H-Pa: behind the king of Tyre stands the anointed cherub who was perfect until iniquity was found in him — heaven’s past, before human history.",
  },
  {
    title: "Heaven now, not heaven then",
    description:
      "Name the zone of Hebrews 4:14-16 and point to the words that prove where and when it speaks.",
    instructions:
      "Write two or three sentences (50–90 words): the zone, the words that show the place, and the words that show the time.",
    prompt:
      "Hebrews 4:14-16: “we have a great high priest, that is passed into the heavens”. Name the primary zone and point to the words in the text that prove where the action is and when it stands from today’s point of view.",
    rubric: [
      reference(2, "Gives the passage reference"),
      keywords(4, "Chooses heaven now", ["h-now", "heaven now", "present ministry", "now"]),
      keywords(
        2,
        "Cites the textual evidence",
        ["passed into", "high priest", "throne of grace", "come boldly", "we have"],
        2,
      ),
      christ(2, "Names Christ's present ministry"),
    ],
    exampleAnswer:
      "Hebrews 4:14-16 → H-Now. The place is heaven: Jesus “is passed into the heavens”, and we approach “the throne of grace”. The time is now: the writer says “we have” a great high priest, not “we had”, and urges us to “come boldly” for mercy and grace in time of need. His priestly sympathy did not end at the ascension; it is a present ministry, so the text speaks from heaven’s present, not its past.",
  },
  {
    title: "One primary, one more",
    description:
      "Choose the primary zone of John 14:1-3 and add only the one other zone the promise brings in.",
    instructions:
      "Write 60–110 words: the primary zone explained in two or three sentences, then the one other zone and why you stopped there.",
    prompt:
      "John 14:1-3: “In my Father’s house are many mansions… I will come again.” Choose the one primary zone, explain it in two or three sentences, and add the one other zone that “I will come again” brings in — without tagging all six.",
    rubric: [
      reference(2, "Gives the passage reference"),
      keywords(
        3,
        "Chooses a primary zone with its reason",
        ["h-now", "heaven now", "prepare a place", "father's house"],
        2,
      ),
      keywords(3, "Adds the return", ["e-fu", "earth future", "come again", "second coming", "return"], 2),
      christ(2, "Names the speaker"),
    ],
    exampleAnswer:
      "John 14:1-3 → primary H-Now. Jesus speaks on the night before the cross, but His promise points to what He does from the ascension onward: “I go to prepare a place for you” in the Father’s house — a present work in heaven, not a finished event on earth. So the text mainly speaks from heaven now, calming troubled hearts with what their Lord is busy doing. Other zone: E-Fu — “I will come again, and receive you unto myself”, the second coming. I stop there; tagging every zone would blur the comfort of the passage.",
  },
  {
    title: "Near and far in the Olivet sermon",
    description:
      "Keep the fall of Jerusalem and the end of the world apart by naming the zone of each fulfilment.",
    instructions:
      "Write 80–130 words: the zone of the near fulfilment, the zone of the far one, and two or three sentences on why merging them distorts the chapter.",
    prompt:
      "Matthew 24:1-3 asks two questions: when will the temple fall, and what will be the sign of Christ’s coming and of the end of the world? Using Matthew 24:15-21 and 24:29-31, name the zone of each fulfilment, keep them separate, and explain in two or three sentences why merging them distorts the chapter.",
    rubric: [
      reference(2, "Cites the two sections", 2),
      keywords(
        3,
        "Separates near and far",
        ["near", "far", "two questions", "separate", "not the same", "apart"],
        2,
      ),
      keywords(2, "Places the near fulfilment", ["ad 70", "jerusalem", "temple", "e-pa"], 2),
      keywords(1, "Places the far fulfilment", ["e-fu", "second coming", "end of the world", "still ahead"]),
      christ(2, "Names Christ's coming"),
    ],
    exampleAnswer:
      "Matthew 24 answers two questions, and the zones keep them apart. Near: the abomination and the flight of Matthew 24:15-21 were fulfilled when Roman armies surrounded Jerusalem and the temple fell in AD 70 — E-Pa, fulfilled history. Far: the darkened sun, the sign of the Son of man and the angels gathering the elect (Matthew 24:29-31) are E-Fu, still ahead. Merging them either pushes the second coming back into AD 70 or drags Jerusalem’s siege into the last days, and both lose the warning Jesus gave. Kept separate, the near fulfilment becomes a pledge that the far one will come as surely.",
  },
  {
    title: "The fallen star behind the king",
    description:
      "Name the zone behind the taunt against the king of Babylon while keeping the near and far subjects apart.",
    instructions:
      "Write 80–130 words: the primary zone, the near subject and the far subject kept separate, and a supporting reference for the far subject.",
    prompt:
      "Isaiah 14:12-14 is addressed to the king of Babylon, yet speaks of one who said, “I will ascend into heaven… I will be like the most High.” Name the primary zone, keep the near subject (the king) and the far subject apart, and explain in two or three sentences how the text speaks from that zone. Luke 10:18 or Revelation 12:9 may help.",
    rubric: [
      reference(2, "Cites the passage and a supporting text", 2),
      keywords(3, "Chooses heaven past", ["h-pa", "heaven past", "before human history", "lucifer"], 2),
      keywords(
        3,
        "Keeps near and far subjects apart",
        ["king of babylon", "near", "far", "behind", "two subjects", "separate"],
        2,
      ),
      christ(2, "Brings in Christ's own witness"),
    ],
    exampleAnswer:
      "Isaiah 14:12-14 → primary H-Pa. The taunt begins with the king of Babylon (Isaiah 14:4), the near subject, whose pride ended in the grave. But the words reach behind him to a far subject: one who wanted to set his throne above the stars of God and be like the most High — Lucifer’s fall in heaven’s past, before human history. Jesus said He beheld Satan fall as lightning from heaven (Luke 10:18), and Revelation 12:9 names the dragon cast out. The two subjects stay separate: the king is a human echo; the rebel behind him is the source. Other zone: E-Pa, Babylon’s historical fall.",
  },
  {
    title: "Don't put heaven's ministry in the past",
    description: "Correct a tag that files Christ's present priesthood under finished history.",
    instructions:
      "Write 60–110 words: the corrected zone, what was finished and what continues, and the other zone the passage touches.",
    prompt:
      "A student tagged Hebrews 8:1-2 as E-Pa, reasoning that Christ’s work was finished at the cross. Correct the tag in two or three sentences, showing what was finished and what continues, and add the other zone the passage touches.",
    rubric: [
      reference(2, "Gives the passage reference"),
      keywords(3, "Corrects to heaven now", ["h-now", "heaven now", "present", "ongoing", "continues"], 2),
      keywords(
        3,
        "Distinguishes finished and continuing",
        ["finished", "once for all", "cross", "sacrifice", "completed"],
        2,
      ),
      christ(2, "Names Christ's priesthood"),
    ],
    exampleAnswer:
      "Hebrews 8:1-2 → H-Now, not E-Pa. The sacrifice was finished once for all at the cross — that is E-Pa — but this passage says “we have such an high priest”, seated at the right hand of the throne and ministering in the true sanctuary: a ministry that continues now in heaven. Confusing the two makes Christ’s intercession a memory instead of a present help. Other zone: E-Pa, because the offering He ministers rests on His completed death (Hebrews 8:3).",
  },
  {
    title: "A war in more than one zone",
    description:
      "Revelation 12:7-9 speaks from several zones: name one primary and give the reason for the others.",
    instructions:
      "Write 90–140 words: one primary zone, the other zones with their reasons, and one sentence on why this is a lens and not a timeline.",
    prompt:
      "Revelation 12:7-9: war in heaven, and the dragon cast out into the earth. Which zones does the passage speak from, and why more than one? Still name exactly one primary zone and give the reason for the others. Keep the Prophecy Room’s dates out of it: this is a lens, not a timeline.",
    rubric: [
      reference(2, "Gives the passage reference"),
      keywords(3, "Names the zones", zoneCodes, 2),
      keywords(2, "Chooses one primary", ["primary", "one zone", "chiefly", "mainly"]),
      keywords(1, "Keeps the zone a lens", ["lens", "not a timeline", "prophecy room", "dates"]),
      christ(2, "Names the Lamb's victory"),
    ],
    exampleAnswer:
      "Revelation 12:7-9 → primary H-Pa: Michael and his angels fight the dragon in heaven, and the old serpent is cast out — the rebellion’s origin in heaven’s past. It speaks from more than one zone because the war has a sequel: cast out into the earth, the accuser now rages against the woman and her seed (E-Now), and his defeat was sealed at the cross, when he was overcome by the blood of the Lamb (Revelation 12:10-11, E-Pa). I keep one primary and let the others explain it. Dates and sequences belong to the Prophecy Room; the zone is a lens that only names where the text speaks from.",
  },
  {
    title: "Lens, not timeline: the judgment scene",
    description:
      "Name the zone of Daniel 7's judgment from today's point of view, and hand the dates to the Prophecy Room.",
    instructions:
      "Write 100–150 words: the zone, two or three sentences on how the text speaks from it, the other zone it touches, and one sentence on what belongs to the Prophecy Room instead.",
    prompt:
      "Daniel 7:9-14 is a judgment scene in heaven. Name its zone from today’s point of view, explain in two or three sentences how it speaks from there, then state in one sentence what you deliberately hand over to the Prophecy Room instead of doing it here.",
    rubric: [
      reference(2, "Gives the passage reference"),
      keywords(3, "Chooses the zone", ["h-now", "heaven now", "in session", "present"]),
      keywords(
        3,
        "Hands the timeline to the Prophecy Room",
        ["prophecy room", "timeline", "dates", "sequence", "1844", "not a timeline"],
        2,
      ),
      christ(2, "Names the Son of man or our Advocate"),
    ],
    exampleAnswer:
      "Daniel 7:9-14 → H-Now. In the historicist reading this court sits after the little horn’s long rule, and from today’s point of view it is in session: the books are open in heaven now, and one like the Son of man comes to the Ancient of Days, not down to earth. That makes the text a present comfort: the judgment is not only a threat hanging in the future but a work already going on, with our Advocate in the court. Other zone: E-Fu, when the kingdom is given to the saints (Daniel 7:27). What I hand to the Prophecy Room: the timeline itself — the 1,260 years, the 2,300 days and the date 1844 — because this room is a lens, not a sequence.",
  },
  {
    title: "Two zones in one scene",
    description:
      "The censer that carried incense is cast to the earth: name both zones and the turning point between them.",
    instructions:
      "Write 90–140 words: the primary zone, the zone the scene moves into, the turning point, and why the two must not be merged.",
    prompt:
      "Revelation 8:3-5: an angel offers much incense with the prayers of the saints at the golden altar, then fills the censer with fire and casts it to the earth. Name the primary zone and the other zone the scene moves into, and explain the turning point in two or three sentences. Why does it matter not to merge them?",
    rubric: [
      reference(2, "Gives the passage reference"),
      keywords(3, "Names the heavenly present", ["h-now", "heaven now", "intercession", "incense"], 2),
      keywords(3, "Names the earthly future", ["e-fu", "earth future", "cast", "judgments", "close"], 2),
      christ(2, "Links the incense to Christ's intercession"),
    ],
    exampleAnswer:
      "Revelation 8:3-5 → primary H-Now: at the golden altar before the throne, much incense is offered with the prayers of all saints — a picture of Christ’s present intercession, His merits making His people’s prayers acceptable. Then the scene turns: the same censer is filled with fire and cast into the earth, with voices, thunderings and an earthquake — E-Fu, judgments falling on the earth. The turning point is the censer itself: what carried intercession now carries judgment. Merging the zones would make today’s prayers sound already too late, or make the coming judgments sound like present prayer meetings; kept apart, they urge us to pray while the incense still rises.",
  },
  {
    title: "Zone map of a whole prayer",
    description:
      "Give John 17 one primary zone, at most three others with their verses, and a near/far check.",
    instructions:
      "Write 110–170 words: the primary zone, up to three other zones each with the verse that brings it in, a near/far check, and how the primary keeps the others in order.",
    prompt:
      "John 17 is prayed on earth on the night before the cross, yet it reaches back to glory before the world, out to the disciples’ mission and forward to future believers. Give it one primary zone, list at most three other zones with the verse that brings each in, and add a near/far check. Explain how the primary zone keeps the others in order.",
    rubric: [
      reference(2, "Cites the verses that bring in each zone", 3),
      keywords(2, "Names the primary zone", ["primary", "chiefly", "mainly", "speaks from"]),
      keywords(3, "Lists other zones, not all six", zoneCodes, 3),
      keywords(1, "Adds the near/far check", ["near", "far", "fulfilment", "fulfillment"]),
      christ(2, "Names the one who prays"),
    ],
    exampleAnswer:
      "John 17 → primary E-Pa: the prayer is spoken on earth by Jesus, in history, on the eve of the cross, and its first requests are answered in the days that followed. Other zones: H-Pa — the glory He had with the Father before the world was (John 17:5); E-Now — all who believe through the apostles’ word, kept one in the world today (John 17:20-21); H-Fu — “that they also… be with me where I am” (John 17:24). Near/far check: the near fulfilment is the eleven kept and sent after Pentecost; the far one is the whole church gathered in glory. The primary zone keeps the others in order: a prayer prayed in history opens windows onto heaven’s past, the church’s present and the future, without becoming all six at once.",
  },
]);

// ---------------------------------------------------------------------------------------------------------
// PRm — Patterns Room: a motif that recurs three or more times — name, structure, instances, insight.
// ---------------------------------------------------------------------------------------------------------
const patternDrills = roomDrills("prm", [
  {
    title: "Three or it's a hunch: the third day",
    description:
      "Gather at least three referenced instances of God acting on the third day, and say why two would not be enough.",
    instructions:
      "Write 70–120 words: three or four instances, each with its reference and one line on what happens, then one or two sentences on the three-instance rule.",
    prompt:
      "Find at least three clear instances of God acting “on the third day” to bring life or deliverance — Genesis 22:4, Hosea 6:2, Jonah 1:17 and 1 Corinthians 15:4 are places to start. Give each its reference and one line on what happens, then say why two instances would not be enough.",
    rubric: [
      reference(3, "Gives at least three referenced instances", 3),
      keywords(3, "Tracks the third-day motif", ["third day", "three days", "third", "after two days"]),
      keywords(2, "Explains the three-instance rule", [
        "coincidence",
        "hunch",
        "three or more",
        "at least three",
        "two instances",
      ]),
      christ(2, "Names the fulfilment in Christ"),
    ],
    exampleAnswer:
      "On the third day Abraham sees Moriah, where the son who is as good as dead will be given back (Genesis 22:4). Hosea promises that after two days God will revive His people, and on the third day raise them up (Hosea 6:2). Jonah is three days and three nights in the fish before he is brought up alive (Jonah 1:17). And Christ rose again the third day according to the Scriptures (1 Corinthians 15:4). Two instances might be coincidence, or a pair for the Parallels Room; three or more clear ones show a pattern: on the third day God brings life out of death.",
  },
  {
    title: "Name it specifically: meetings at a well",
    description:
      "Give a recurring scene a memorable two-to-six-word name and write its structure as moves in order.",
    instructions:
      "Write 70–120 words: the pattern's name, its structure in one or two sentences, and the instances with references. Avoid a vague name that could label anything.",
    prompt:
      "Genesis 24:11-15, Genesis 29:9-11, Exodus 2:15-21 and John 4:6-7 all happen at a well. Give the pattern a memorable, specific name of two to six words, and write its structure in one or two sentences: the moves that recur, in order. Avoid vague names like “God is faithful”.",
    rubric: [
      reference(2, "Lists the instances", 3),
      keywords(
        3,
        "Names the recurring setting and outcome",
        ["well", "bride", "betroth", "marriage", "wife", "draw water"],
        2,
      ),
      keywords(
        3,
        "Writes the structure as moves",
        ["structure", "arrives", "meets", "runs", "then", "recur"],
        2,
      ),
      keywords(2, "Gives a specific name", ["name:", "named", "call it", "pattern name"]),
    ],
    exampleAnswer:
      "Name: Betrothal at the Well. Structure: a man from far away arrives at a well, a woman comes to draw water, water is given or drawn, she runs home with the news, and a marriage follows. Instances: Abraham’s servant meets Rebekah (Genesis 24:11-15); Jacob waters Rachel’s flock (Genesis 29:9-11); Moses defends Jethro’s daughters and marries Zipporah (Exodus 2:15-21). In John 4:6-7 Jesus, whom John the Baptist has just called the Bridegroom (John 3:29), sits at Jacob’s well and asks a Samaritan woman for water; she runs to tell her town, and a people is won.",
  },
  {
    title: "Pattern, parallel or type?",
    description:
      "Sort three items into the three rooms that handle recurrence, with the rule that decides each.",
    instructions:
      "Write 70–120 words: one or two sentences per item naming it a type, a parallel or a pattern and giving the rule that decides.",
    prompt:
      "Sort three items and give a one-sentence reason for each: (1) the Passover lamb of Exodus 12 and Christ; (2) Elisha’s loaves in 2 Kings 4:42-44 and Jesus’ loaves in John 6:1-13; (3) the forty-day or forty-year wilderness testings of Israel, Elijah and Jesus. Which is a type, which a parallel, and which a pattern?",
    rubric: [
      reference(2, "Cites the passages", 2),
      keywords(4, "Uses all three categories", ["type", "parallel", "pattern", "typology"], 3),
      keywords(
        2,
        "States the deciding rule",
        ["points specifically", "pair", "two events", "three or more", "recurring"],
        2,
      ),
      christ(2, "Names Christ in the type"),
    ],
    exampleAnswer:
      "(1) The Passover lamb is a type: an object and rite pointing specifically to Christ, “our passover” (1 Corinthians 5:7), so it belongs to the Symbols/Types Room. (2) Elisha’s loaves (2 Kings 4:42-44) and Jesus’ loaves (John 6:1-13) are a parallel: a pair of two events sharing actions, where the second surpasses the first. (3) The forty-period testings of Israel, Elijah and Jesus form a pattern: a recurring shape of events, three or more times, revealing how God prepares His servants. A pattern is larger than a type and broader than a pair.",
  },
  {
    title: "Build the Wilderness Testing card",
    description:
      "A full pattern card — name, structure, instances and insight — for God's forty-period testings.",
    instructions:
      "Write the card in 100–160 words: Name, Structure (one or two sentences), three to five referenced instances, and an Insight that meets Christ.",
    prompt:
      "Build a full pattern card for “Wilderness Testing”: name, a one- or two-sentence structure, three to five referenced instances (Numbers 14:33-34, 1 Kings 19:8 and Matthew 4:1-2 are a start), and an insight into God’s ways that meets Christ.",
    rubric: [
      reference(2, "Lists referenced instances", 3),
      keywords(2, "Uses the card's parts", ["name", "structure", "instances", "insight"], 3),
      keywords(3, "Describes the recurring shape", ["wilderness", "forty", "testing", "tested", "tempt"], 2),
      christ(2, "Meets Christ in the insight"),
      length(1, 80, "At least 80 words"),
    ],
    exampleAnswer:
      "Name: Wilderness Testing. Structure: God leads a servant into the wilderness for a forty-period of testing, and the outcome prepares a new stage of mission. Instances: Israel wanders forty years after refusing Canaan (Numbers 14:33-34); Moses is forty days on the mount without bread (Exodus 34:28); Elijah travels forty days to Horeb on angel-given food (1 Kings 19:8); Jesus fasts forty days and is tempted (Matthew 4:1-2). Insight: the wilderness reveals what is in the heart (Deuteronomy 8:2-3). Where Israel failed, Christ stood, answering the tempter with the very words God spoke to Israel in the wilderness, so the testing that exposed us becomes the place He wins for us.",
  },
  {
    title: "Let an exception sharpen the structure",
    description:
      "Test “Younger over Older” against a case where it does not hold, and rewrite the structure so it fits.",
    instructions:
      "Write 90–140 words: the instances, the exception with its references, the revised structure sentence, and the insight.",
    prompt:
      "Test the pattern “Younger over Older” (Genesis 25:23; Genesis 48:14; 1 Samuel 16:11-13) against an exception — for example Aaron, the elder brother, chosen as high priest (Exodus 7:7; Exodus 28:1). Rewrite the structure sentence so the exception fits, and state the insight.",
    rubric: [
      reference(2, "Cites instances and the exception", 3),
      keywords(3, "Handles the exception", [
        "exception",
        "does not hold",
        "not a law",
        "not always",
        "tendenc",
      ]),
      keywords(3, "Rewrites the structure", ["grace", "rank", "birthright", "choice", "chooses"], 2),
      christ(2, "Meets Christ in the insight"),
    ],
    exampleAnswer:
      "Instances: Jacob over Esau (Genesis 25:23); Ephraim over Manasseh by Jacob’s crossed hands (Genesis 48:14); David, the youngest son, anointed over his brothers (1 Samuel 16:11-13). Exception: Aaron was three years older than Moses (Exodus 7:7), and God chose him for the high priesthood (Exodus 28:1). So the pattern does not hold as a law against the firstborn. Revised structure: God chooses by grace rather than by rank, and often overturns the birthright to show it. Insight: election rests on His free choice (Romans 9:11-12), and it meets Christ, the true Firstborn, who is not ashamed to call us brethren and shares His inheritance with us (Hebrews 2:11).",
  },
  {
    title: "The covenant meal",
    description:
      "Document the meal that seals God's covenants, from Melchizedek's bread and wine to the marriage supper.",
    instructions:
      "Write the card in 100–160 words: name, structure, the four instances with one line each, and the insight.",
    prompt:
      "Document the pattern of the covenant meal from Genesis 14:18, Exodus 24:11, Luke 22:19-20 and Revelation 19:9. Give it a name, write the structure, list the instances with one line each, and draw the insight about God’s ways.",
    rubric: [
      reference(2, "Lists the instances", 4),
      keywords(
        3,
        "Describes the meal's structure",
        ["bread", "wine", "eat", "drink", "meal", "table", "supper", "cup"],
        3,
      ),
      keywords(2, "Names the covenant bond", ["covenant", "bond", "blessing", "sealed", "testament"]),
      christ(2, "Meets Christ at the table"),
      length(1, 80, "At least 80 words"),
    ],
    exampleAnswer:
      "Name: Covenant Meal with God. Structure: after God acts for His people, bread and wine or a shared table seals the bond, and the guests eat in His presence. Instances: Melchizedek, priest of the most high God, brings bread and wine to Abraham after the victory and blesses him (Genesis 14:18); Israel’s elders see the God of Israel on Sinai and eat and drink as the covenant is sealed (Exodus 24:11); Jesus gives the bread and the cup, “the new testament in my blood” (Luke 22:19-20); the redeemed are called to the marriage supper of the Lamb (Revelation 19:9). Insight: God’s covenants end in fellowship at His table; salvation is not only a verdict but an invitation to eat with Him.",
  },
  {
    title: "A pattern is not a formula",
    description:
      "Keep what is true in Midnight Deliverance while refusing to turn it into a promise with a date.",
    instructions:
      "Write 90–140 words: what the pattern truly shows, what has gone wrong, an example where God did not act that way, and how the pattern should shape hope.",
    prompt:
      "Someone writes: “God acted at midnight for Israel, for Samson, for Paul and Silas — it is midnight in my life, so deliverance is due tonight.” Explain what is true in the Midnight Deliverance pattern (Exodus 12:29-31; Acts 16:25-26) and what has gone wrong, using the principle that patterns are tendencies, not laws. Finish with how the pattern should shape their hope.",
    rubric: [
      reference(2, "Cites the instances", 2),
      keywords(
        4,
        "Refuses the formula",
        ["formula", "tendenc", "not a law", "not a promise", "mechanical", "god is free", "demand"],
        2,
      ),
      keywords(2, "Keeps what is true", ["darkest", "midnight", "spent", "plainly his"]),
      christ(2, "Grounds hope in Christ"),
    ],
    exampleAnswer:
      "What is true: in Exodus 12:29-31 and Acts 16:25-26 God acted at midnight, when human resources were spent, so that the deliverance was plainly His. The pattern reveals His character: the darkest hour does not stop Him. What has gone wrong: the pattern has been turned into a formula. Patterns are tendencies, not laws; God is free, and He did not deliver John the Baptist from prison or Stephen from the stones. Using the pattern mechanically demands a date from God. Better: let it shape hope, not a deadline. The One who acts at midnight has already met my darkest hour at the cross, and Jesus promises to come again, at an hour I do not know.",
  },
  {
    title: "Shared word, no shared structure",
    description:
      "Test a proposed pattern built on the word “fire”, reject what is superficial and narrow it into a real pattern.",
    instructions:
      "Write 100–160 words: test the proposed instances for shared moves, then name and document a narrowed pattern with at least three instances and an insight.",
    prompt:
      "A student proposes the pattern “Fire from God” from Genesis 19:24, Exodus 3:2, Luke 9:54 and Acts 2:3. Test it: do these share a structure or only a word? Then either reject it with reasons or narrow it into a real pattern with at least three instances that share the same moves.",
    rubric: [
      reference(2, "Cites the instances", 3),
      keywords(3, "Diagnoses the superficial link", [
        "only a word",
        "shared word",
        "same word",
        "superficial",
        "not a structure",
        "different moves",
      ]),
      keywords(3, "Narrows to a real structure", ["offering", "sacrifice", "altar", "accept", "consum"], 2),
      christ(2, "Meets Christ in the insight"),
    ],
    exampleAnswer:
      "The four texts share the word “fire” but not a structure: fire judges Sodom (Genesis 19:24), burns without consuming in the bush (Exodus 3:2), is wrongly requested by the disciples and refused by Jesus (Luke 9:54-55), and rests as tongues on the believers (Acts 2:3). Different moves, so the link is superficial. Narrowed pattern — Fire Accepts the Offering: an altar is built and a sacrifice laid on it, fire falls from the LORD and consumes it, and the people respond in awe. Instances: Leviticus 9:24; 1 Chronicles 21:26; 2 Chronicles 7:1; 1 Kings 18:38. Insight: God Himself shows which sacrifice He accepts — and the one He finally accepted was Christ, who offered Himself through the eternal Spirit (Hebrews 9:14).",
  },
  {
    title: "Remnant Preserved, with a limit",
    description:
      "Build the remnant card across the canon with a limit that keeps it from turning into pride.",
    instructions:
      "Write the card in 110–170 words: name, structure, four or five instances from Genesis to Revelation, a limit or exception, and an insight that meets Christ.",
    prompt:
      "Build a full pattern card for “Remnant Preserved” with four or five instances from Genesis to Revelation (Genesis 7:23; 1 Kings 19:18; Romans 11:4-5; Revelation 12:17 are possible), an exception or limit that keeps the pattern from turning into pride, and an insight that meets Christ.",
    rubric: [
      reference(2, "Lists instances across the canon", 4),
      keywords(
        3,
        "Names a limit or exception",
        ["limit", "exception", "pride", "not a badge", "by grace", "was wrong"],
        2,
      ),
      keywords(
        2,
        "States the remnant structure",
        ["remnant", "apostasy", "faithful few", "preserve", "keeps"],
        2,
      ),
      christ(2, "Meets Christ in the insight"),
      length(1, 100, "At least 100 words"),
    ],
    exampleAnswer:
      "Name: Remnant Preserved. Structure: in widespread apostasy or judgment, God keeps a faithful few alive, and His purpose continues through them. Instances: Noah and those with him in the ark (Genesis 7:23); the seven thousand who had not bowed to Baal (1 Kings 19:18); “a remnant according to the election of grace” in Paul’s day (Romans 11:4-5); the remnant who keep the commandments of God and have the testimony of Jesus Christ (Revelation 12:17). Limit: Elijah thought he alone was left and was wrong, and Paul says the remnant exists by grace, not works — so the pattern is never a badge of pride. Insight: God never lacks a people; and when the faithful shrank to one Israelite on a cross, Christ Himself became the remnant through whom the many are saved.",
  },
  {
    title: "Teach a pattern that ends in Christ",
    description:
      "Teach Betrayal then Enthronement to a beginner, and show how a pattern differs from a parallel and a type.",
    instructions:
      "Write 120–180 words as if teaching: structure, three referenced instances, the insight with its texts, and one or two sentences distinguishing pattern, parallel and type.",
    prompt:
      "Teach the pattern “Betrayal then Enthronement” to a beginner: give its structure, three instances (Joseph, David and Jesus are the classic ones), the insight from Genesis 50:20 and Acts 2:23-24, and show how this pattern differs from the Joseph ↔ Jesus parallel and from a type.",
    rubric: [
      reference(2, "Cites instances and insight texts", 3),
      keywords(
        3,
        "Gives the pattern's moves",
        ["betray", "reject", "suffer", "raised", "enthron", "exalt"],
        3,
      ),
      keywords(2, "Distinguishes pattern, parallel and type", ["parallel", "type", "pair", "figure"], 2),
      christ(2, "Shows the pattern's climax in Christ"),
      length(1, 100, "At least 100 words"),
    ],
    exampleAnswer:
      "Structure: the chosen one is rejected or betrayed by his own, suffers, and is then raised to rule and to save the very people who rejected him. Instances: Joseph is sold by his brothers (Genesis 37:28) and later set over Egypt (Genesis 41:41); David is betrayed by Ahithophel and flees from Absalom (2 Samuel 15:31), then is brought back as king; Jesus is sold by Judas (Matthew 26:14-16), and God highly exalts Him (Philippians 2:8-9). Insight: what people mean for evil, God means for good (Genesis 50:20); Christ was delivered by wicked hands and raised up by God (Acts 2:23-24). The difference: Joseph ↔ Jesus on its own is a parallel, a pair; a type is a figure pointing specifically to Christ; the pattern is the recurring shape running through all three lives.",
  },
]);

// ---------------------------------------------------------------------------------------------------------
// P‖ — Parallels Room: two events — echoes, escalation, warrant, lesson — and mirrors by contrast.
// ---------------------------------------------------------------------------------------------------------
const parallelDrills = roomDrills("par", [
  {
    title: "Echoes in the storm",
    description: "Two sleepers in two storm-tossed boats: describe each event and list the shared actions.",
    instructions:
      "Write 70–120 words: one sentence for each event with its reference, then at least three echoes — shared actions or words, not just a shared theme.",
    prompt:
      "Jonah 1:4-6 and Mark 4:37-39: a prophet asleep in a storm-tossed ship, and Jesus asleep in a storm-tossed boat. Describe each event in one sentence with its reference, then list at least three shared actions or words (the echoes).",
    rubric: [
      reference(2, "Gives both references", 2),
      keywords(
        4,
        "Lists shared actions",
        ["asleep", "sleep", "storm", "wake", "perish", "sea", "ship", "boat"],
        3,
      ),
      keywords(2, "Labels the echoes", ["echo", "shared", "both", "same"]),
      christ(2, "Names Jesus in Event B"),
    ],
    exampleAnswer:
      "Event A (Jonah 1:4-6): running from God’s call, Jonah sleeps below deck while a great wind threatens to break the ship. Event B (Mark 4:37-39): Jesus sleeps on a pillow in the stern while a great storm fills the boat with water. Echoes: both sleep through a violent storm at sea; frightened sailors wake the sleeper; both times the cry is, in effect, “we perish” (Jonah 1:6; Mark 4:38); and in both stories the sea becomes calm and the men fear exceedingly. These are shared actions, not just a shared theme of water.",
  },
  {
    title: "What is greater the second time?",
    description:
      "Continue the storm pair: write the escalation, cite the warrant Jesus gives, and draw the lesson.",
    instructions:
      "Write 80–130 words: the escalation (what is greater or reversed), the warrant with its reference, and a lesson of one or two sentences.",
    prompt:
      "Continue with Jonah 1 ↔ Mark 4:35-41. Write the escalation — what is greater, deeper or reversed in the second storm — and cite the warrant Jesus Himself gives in Matthew 12:41. End with the lesson in one or two sentences.",
    rubric: [
      reference(2, "Cites the pair and the warrant", 2),
      keywords(3, "Names the escalation", ["greater", "escalat", "reversed", "instead", "surpass"]),
      keywords(3, "Gives the warrant", [
        "warrant",
        "greater than jonas",
        "greater than jonah",
        "his own words",
        "jesus himself",
      ]),
      christ(2, "Names the greater than Jonah"),
    ],
    exampleAnswer:
      "Escalation: Jonah caused the storm by running from God, and the sea was calmed only when he was thrown overboard; Jesus sleeps in peace because He is doing His Father’s will, and He calms the sea with a word (Mark 4:39). Jonah’s sailors cried to their gods; Jesus’ disciples ask, “What manner of man is this?” The second sleeper is not the problem but the answer. Warrant: Jesus Himself says “a greater than Jonas is here” (Matthew 12:41), so the pairing is His, not ours. Lesson: the One greater than Jonah needs no one thrown overboard to still the storm — except once, when He gave Himself at the cross for the storm of our sin.",
  },
  {
    title: "Check the warrant",
    description:
      "Name the New Testament link that makes the Red Sea and baptism a parallel, and say what a missing link would mean.",
    instructions:
      "Write 80–130 words: the warrant with its reference, two echoes, and what you would need if no such link existed.",
    prompt:
      "Israel crossing the Red Sea (Exodus 14:21-22) and Christian baptism: what is the warrant for treating these as a parallel? Name the New Testament link (1 Corinthians 10:1-2), list two echoes, and say what would be missing if there were no such link.",
    rubric: [
      reference(3, "Cites the event and the warrant", 2),
      keywords(3, "States the warrant", [
        "warrant",
        "explicit",
        "new testament link",
        "baptized unto moses",
        "paul",
      ]),
      keywords(
        2,
        "Lists echoes",
        ["water", "through the sea", "cloud", "slavery", "left behind", "new life"],
        2,
      ),
      christ(2, "Names the greater exodus in Christ"),
    ],
    exampleAnswer:
      "Warrant: the link is explicit. Paul says our fathers “were all baptized unto Moses in the cloud and in the sea” (1 Corinthians 10:1-2), so the New Testament itself pairs the crossing with baptism. Echoes: a people passes through water from slavery to freedom; the old master is left behind in the water (Exodus 14:28; Romans 6:6); and a new life of following God’s leading begins on the other side. Without Paul’s link I would need mirroring in actions and words so strong that it is clearly intended; if I could not state that, I should not call it a parallel. The greater exodus is through Christ’s death and resurrection.",
  },
  {
    title: "Two widows, two sons",
    description: "Map Elijah at Zarephath and Jesus at Nain: echoes, escalation, warrant and lesson.",
    instructions:
      "Write the full map in 120–180 words: Event A and Event B in one sentence each, the echoes, the escalation, the warrant and the lesson.",
    prompt:
      "Map 1 Kings 17:17-24 (Elijah raises the widow’s son at Zarephath) and Luke 7:11-17 (Jesus raises the widow’s son at Nain): one sentence for each event, the echoes, the escalation, the warrant and the lesson.",
    rubric: [
      reference(2, "Gives both references", 2),
      keywords(
        3,
        "Lists the echoes",
        ["widow", "only son", "mother", "delivered him", "prophet", "raised"],
        3,
      ),
      keywords(2, "States escalation and warrant", ["escalat", "greater", "warrant", "surpass"], 2),
      christ(2, "Names Jesus as the greater"),
      length(1, 100, "At least 100 words"),
    ],
    exampleAnswer:
      "Event A: Elijah carries a widow’s dead son to an upper room and, after crying to the LORD and stretching himself on the child three times, gives him back alive (1 Kings 17:17-24). Event B: at the gate of Nain Jesus stops a funeral, touches the bier and commands a widow’s only son to arise (Luke 7:11-17). Echoes: a widow; her son dead; the son raised; the identical words “he delivered him to his mother” (1 Kings 17:23; Luke 7:15); and the conclusion that a prophet of God is present. Escalation: Elijah pleads and struggles in private; Jesus, unasked, speaks one word in public to a body already on its way to burial — the greater Prophet has life in Himself. Warrant: the verbal echo and the crowd’s cry, “a great prophet is risen up among us” (Luke 7:16). Lesson: Jesus is not only a prophet like Elijah; He is the Lord of life.",
  },
  {
    title: "Taken up, and the Spirit given",
    description:
      "Map Elijah's departure and Christ's ascension, stating the warrant honestly where no text names the link.",
    instructions:
      "Write 120–180 words: both events, the echoes, an honest warrant, the escalation and the lesson.",
    prompt:
      "Map 2 Kings 2:9-15 (Elijah taken up; Elisha receives a double portion of his spirit) and Acts 1:8-11 with Acts 2:1-4 (Jesus taken up; the disciples receive the Spirit). No New Testament text states this link, so give the warrant honestly from the strength of the mirroring. Then give the escalation and the lesson.",
    rubric: [
      reference(2, "Gives both events' references", 2),
      keywords(
        3,
        "Lists the echoes",
        ["taken up", "watch", "looked", "spirit", "power", "mantle", "continue"],
        3,
      ),
      keywords(
        2,
        "States the warrant honestly",
        ["warrant", "no explicit", "mirroring", "clearly intended", "humbly"],
        2,
      ),
      keywords(1, "Gives the escalation", ["greater", "escalat", "whole church", "three thousand", "added"]),
      christ(2, "Names Christ's ascension"),
    ],
    exampleAnswer:
      "Event A: Elijah is taken up by a whirlwind while Elisha watches, and Elisha, who asked for a double portion of his spirit, takes up the fallen mantle and strikes the Jordan (2 Kings 2:9-15). Event B: Jesus is taken up while His disciples look on, and days later they receive the promised Spirit and power (Acts 1:8-11; Acts 2:1-4). Echoes: a master taken up into heaven; followers who must see it; the spirit given to continue the master’s work; a sign at once. Warrant: there is no explicit New Testament statement, so I rest on the mirroring of actions, strong enough to be clearly intended but held humbly. Escalation: one disciple received Elijah’s spirit; the whole church receives the Spirit of Christ, and three thousand are added in a day. Lesson: Christ’s ascension is not His absence but the start of His work through us.",
  },
  {
    title: "A mirror by contrast",
    description:
      "Carmel's fire and the counterfeit fire of the last days: map the echoes and what is reversed.",
    instructions:
      "Write 100–160 words: both events, the echoes, what is reversed, the warrant and the lesson for God's people.",
    prompt:
      "Elijah’s fire from heaven on Carmel (1 Kings 18:36-39) and the fire the beast from the earth brings down in Revelation 13:13. Map it as a mirror by contrast: the echoes, what is reversed, the warrant and the lesson for God’s people in the last days.",
    rubric: [
      reference(2, "Gives both references", 2),
      keywords(
        3,
        "Treats it as a mirror by contrast",
        ["mirror", "contrast", "counterfeit", "imitat", "reversed"],
        2,
      ),
      keywords(2, "Names what is reversed", ["true god", "worship", "deceive", "deception", "prayer"], 2),
      christ(2, "Tests wonders by the Lamb"),
      length(1, 90, "At least 90 words"),
    ],
    exampleAnswer:
      "Event A: on Carmel Elijah prays, the fire of the LORD falls and consumes the sacrifice, and the people fall on their faces crying, “The LORD, he is the God” (1 Kings 18:36-39). Event B: the beast from the earth makes fire come down from heaven in the sight of men (Revelation 13:13). Echoes: fire falls from heaven, before a watching crowd, to settle who is to be worshipped. Reversed: on Carmel the fire answered prayer to the true God and turned the people back to Him; in Revelation the fire is a counterfeit that helps deceive the world into worshipping the beast and its image. Satan imitates God’s acts to deceive. Warrant: the shared action and the shared question of worship. Lesson: signs alone cannot prove truth; God’s people test every wonder by the word and by the Lamb they follow.",
  },
  {
    title: "A forced pair",
    description:
      "Test a proposed parallel that rests on a shared theme, and redirect it to the room that fits.",
    instructions:
      "Write 90–140 words: test the pair for shared actions, order, escalation and warrant, give your verdict, and say where the student should look instead.",
    prompt:
      "A student pairs Ruth 1 (Ruth goes with Naomi to Bethlehem) with Luke 15:11-32 (the prodigal son comes home) “because both are about coming home”. Test the claim against the room’s method — shared actions, escalation, warrant — decide whether it is a parallel, and if not, say what it is and where the student should look instead.",
    rubric: [
      reference(2, "Cites both passages", 2),
      keywords(
        3,
        "Tests for shared actions",
        ["shared action", "no shared", "same moves", "sequence", "not a parallel", "vague"],
        2,
      ),
      keywords(
        3,
        "Redirects to a better room",
        ["theme", "connect-6", "gems", "symbols/types", "kinsman"],
        2,
      ),
      christ(2, "Points to Christ where the text does"),
    ],
    exampleAnswer:
      "Test: a parallel needs the same moves in the same order, not just a shared theme. Ruth chooses to leave her own land for a people and a God she has come to trust (Ruth 1:16); the prodigal wastes his inheritance in a far country (Luke 15:13) and returns to his father in shame. One is a foreigner’s first arrival, the other a son’s return; there is no shared sequence, no verbal echo and no New Testament warrant. “Both are about coming home” names a theme, so it is vague mirroring, not a parallel. Better: explore homecoming as a theme in Connect-6 or a Gems pairing, and look for Ruth’s real connections elsewhere — Boaz the kinsman points toward Christ the Redeemer, which belongs to the Symbols/Types Room.",
  },
  {
    title: "Babel reversed",
    description:
      "Map Babel and Pentecost as a mirror by contrast, building the warrant from wording and structure.",
    instructions:
      "Write 130–190 words: both events, the echoes, what is reversed, the warrant from wording and the list of nations, and the lesson for mission.",
    prompt:
      "Map Genesis 11:1-9 (Babel) and Acts 2:1-11 (Pentecost) as a mirror by contrast. List the echoes, show what is reversed, and build the warrant from wording and structure — compare the nations listed in Acts 2:9-11 with Genesis 10, and the word “confounded” in Acts 2:6. Close with the lesson for the church’s mission.",
    rubric: [
      reference(2, "Gives both references", 2),
      keywords(
        3,
        "Shows the reversal",
        ["reversed", "reversal", "scatter", "gather", "confusion", "understanding"],
        2,
      ),
      keywords(
        2,
        "Builds the warrant",
        ["warrant", "confounded", "nations", "table of nations", "wording"],
        2,
      ),
      keywords(1, "Draws the mission lesson", ["mission", "gospel", "every nation", "witness", "languages"]),
      christ(2, "Gathers the nations to Christ"),
    ],
    exampleAnswer:
      "Event A: at Babel people united in pride build a tower to make themselves a name, and God confounds their language and scatters them (Genesis 11:1-9). Event B: at Pentecost the Spirit comes as tongues of fire, and devout Jews “out of every nation” hear the apostles in their own languages (Acts 2:1-11). Echoes: one gathered crowd, human speech, heaven coming down, and the nations. Reversed: Babel’s one language ends in confusion and scattering; Pentecost’s many languages end in understanding and gathering around one message. Warrant: Luke’s roll-call of nations (Acts 2:9-11) recalls the table of nations in Genesis 10, and the crowd “were confounded” (Acts 2:6), the very word of Babel. Lesson: the gospel does not erase languages; it gathers every nation to the name of Jesus rather than to a name of our own.",
  },
  {
    title: "Garden and wilderness",
    description:
      "Map Adam's temptation and Christ's, finding the warrant in the way Luke joins his genealogy to the wilderness.",
    instructions:
      "Write 130–190 words: both events, the echoes, the escalation by contrast, the warrant from Luke 3:38, and the lesson.",
    prompt:
      "Map Genesis 3:1-6 (the temptation in the garden) and Luke 4:1-13 (the temptation in the wilderness). List the echoes and the escalation by contrast, and build the warrant: Luke’s genealogy ends with “Adam, which was the son of God” (Luke 3:38) just before the devil says, “If thou be the Son of God”. Write the lesson.",
    rubric: [
      reference(2, "Gives the references", 3),
      keywords(3, "Lists the echoes", ["tempt", "food", "bread", "word", "glory", "appetite"], 3),
      keywords(
        2,
        "Gives the escalation by contrast",
        ["garden", "wilderness", "plenty", "hungry", "fell", "stood"],
        3,
      ),
      keywords(1, "Builds the warrant from the genealogy", [
        "genealogy",
        "son of god",
        "warrant",
        "first adam",
      ]),
      christ(2, "Names the second Adam"),
    ],
    exampleAnswer:
      "Event A: in a garden full of food, the serpent questions God’s word, offers what God forbade, and the first Adam falls (Genesis 3:1-6). Event B: after forty days without food in the wilderness, the devil tempts Jesus to turn a stone into bread, to grasp glory and to test God, and Jesus answers each time from the word (Luke 4:1-13). Echoes: the tempter, an appeal to appetite, doubt cast on God’s word, an offer of glory without obedience. Escalation by contrast: Adam fell in plenty; Christ stood while hungry, in a wilderness that sin had made. Warrant: Luke ends the genealogy with “Adam, which was the son of God” (Luke 3:38) and immediately shows the devil saying, “If thou be the Son of God” — the second Adam faces the first Adam’s test. Lesson: He conquered where we fell, and His victory is counted for us.",
  },
  {
    title: "Joseph and Jesus: which room?",
    description:
      "List the echoes and escalation between Joseph and Jesus, then decide how the parallel, pattern and type rooms divide it.",
    instructions:
      "Write 120–180 words: echoes first, then the escalation, then a reasoned decision on how the Parallels, Patterns and Symbols/Types rooms share the material.",
    prompt:
      "Joseph (Genesis 37–45) and Jesus: list the echoes first, then the escalation, then decide with reasons whether this material is best handled as a parallel (P‖), as part of a pattern (PRm) or as a type (ST) — or how the three rooms divide it between them.",
    rubric: [
      reference(2, "Cites the Joseph narrative", 2),
      keywords(
        3,
        "Lists echoes",
        ["sold", "silver", "betray", "exalt", "forgive", "envy", "beloved", "bread"],
        3,
      ),
      keywords(3, "Decides between the three rooms", ["parallel", "pattern", "type", "figure"], 3),
      christ(2, "Names Jesus in the comparison"),
    ],
    exampleAnswer:
      "Echoes: a beloved son sent by his father to his brothers (Genesis 37:13-14); hated and envied; sold for pieces of silver (Genesis 37:28); counted dead yet alive; exalted to the right hand of the throne (Genesis 41:40-43); giving bread to a starving world; forgiving those who betrayed him (Genesis 45:4-5). Escalation: Joseph saved Egypt and his family from famine; Jesus saves the world from death and is exalted not over one kingdom but over all. How the rooms divide it: as a pair of lives with shared actions, Joseph ↔ Jesus is a parallel; the move from betrayal to enthronement also recurs in David, so that thread belongs to the Patterns Room; and since the New Testament never explicitly names Joseph as a figure of Christ, I keep him out of the Symbols/Types Room and hold him mainly as a parallel.",
  },
]);

// ---------------------------------------------------------------------------------------------------------
// FRT — Fruit Room: what does this interpretation produce in heart, attitude and action? Bad fruit sends us
// back for the neglected balancing truth.
// ---------------------------------------------------------------------------------------------------------
const fruitDrills = roomDrills("frt", [
  {
    title: "Name the fruit",
    description: "Name the bad fruit three short readings produce, and give each the text that balances it.",
    instructions:
      "Write 80–130 words: for each reading, the bad fruit from the six pairs and one balancing text with a few words on what it restores.",
    prompt:
      "Name the bad fruit each reading produces, using the six pairs: (a) “Because I keep the Sabbath, I am better than my neighbours.” (b) “The judgment is coming, and I can never be sure I am accepted.” (c) “Grace covers everything, so my habits don’t matter.” For each, give one text that balances it.",
    rubric: [
      reference(2, "Gives balancing texts", 3),
      keywords(4, "Names the bad fruit", ["pride", "fear", "anxiety", "despair", "license", "licence"], 3),
      keywords(2, "Names the missing balance", ["balanc", "missing", "neglected", "partner"]),
      christ(2, "Brings Christ into the balance"),
    ],
    exampleAnswer:
      "(a) Pride: the reading makes me feel superior and unkind to others. Balance: “what hast thou that thou didst not receive?” (1 Corinthians 4:7) — the Sabbath is a gift of rest, not a ladder above my neighbour. (b) Fear, sliding into despair: it leads me to dread God. Balance: we have an advocate with the Father, Jesus Christ the righteous (1 John 2:1), and whoever comes to Him is not cast out (John 6:37). (c) License: it gives me permission to keep sinning. Balance: the grace that saves also teaches us to deny ungodliness (Titus 2:11-12). In each case the missing partner truth turns the fruit back toward humility, faith and holiness.",
  },
  {
    title: "Check a good fruit",
    description:
      "Name the good fruit of “Christ's righteousness covers me”, and check it has not slid into license.",
    instructions:
      "Write 80–130 words: the fruit in heart, attitude and action, then the holiness/license check with a text.",
    prompt:
      "“Christ’s righteousness covers me” (Philippians 3:9). Name the good fruit this reading bears in the heart, in attitude toward others and in action, then check it against the holiness/license pair: how would you know if it had slid into license?",
    rubric: [
      reference(2, "Cites the reading's text and a check text", 2),
      keywords(3, "Names the good fruit", ["peace", "hope", "joy", "humility", "love", "gratitude"], 2),
      keywords(
        3,
        "Checks against license",
        ["license", "licence", "holiness", "permission", "continue in sin"],
        2,
      ),
      christ(2, "Keeps Christ's righteousness central"),
    ],
    exampleAnswer:
      "Reading: Christ’s righteousness, received by faith, covers me (Philippians 3:9). Heart: peace and joy — I stop trying to earn God’s acceptance. Attitude: humility, since I bring nothing but need, and love toward others who are covered by grace alone. Action: gratitude that shows in obedience. Check: the holiness/license pair asks whether this draws me away from sin or gives me permission to keep it. If I catch myself saying “I’m covered, so it doesn’t matter”, the reading has slid into license. Romans 6:1-2 answers: shall we continue in sin? God forbid. The robe Christ gives comes with a life He lives in me.",
  },
  {
    title: "Heart, attitude, action",
    description:
      "Test a popular reading of Romans 8:28 in all three places where fruit shows, and compare it with what the verse says.",
    instructions:
      "Write 90–140 words: the interpretation stated plainly, its fruit in heart, attitude and action, and what the verse actually claims.",
    prompt:
      "Someone reads Romans 8:28 as “everything that happens is good”. State that interpretation plainly, then test what it produces in the heart, in attitude toward others and in action. Which pair does it fall into, and what does the verse actually claim?",
    rubric: [
      reference(2, "Gives the verse reference"),
      keywords(3, "Tests heart, attitude and action", ["heart", "attitude", "action", "toward others"], 3),
      keywords(3, "Names the fruit", ["despair", "judgmental", "passiv", "anxiety", "hope", "fear"], 2),
      christ(2, "Grounds the revised reading in Christ"),
    ],
    exampleAnswer:
      "Interpretation: “Everything that happens is good, because Romans 8:28 says so.” Heart: at first it seems to give peace, but when tragedy comes it breeds despair or hidden anger at God, because evil is being called good. Attitude: it can make me cold toward suffering people, telling them their loss is good instead of weeping with them — a quiet judgmentalism. Action: it tends toward passivity. The verse says something different: God works all things together for good to them that love Him, not that all things are good. Read that way, the fruit is hope: the God who gave His Son Jesus for us will bring good even out of what is evil (Romans 8:32).",
  },
  {
    title: "My choices don't matter?",
    description: "A full fruit check on a reading of God's sovereignty that has lost its partner truth.",
    instructions:
      "Write 100–150 words in the room's order: interpretation, fruit, pause, balancing truth with its text, revised reading, final fruit.",
    prompt:
      "Test the reading: “God controls everything, so my choices don’t matter.” Write a full fruit check — the interpretation in one or two sentences, the fruit named, the neglected balancing truth with a text, the revised reading and its final fruit.",
    rubric: [
      reference(2, "Cites the balancing text"),
      keywords(3, "Names the bad fruit", ["passiv", "fear", "despair", "license", "fatalis"]),
      keywords(
        2,
        "Revises with the balancing truth",
        ["revis", "balanc", "responsib", "neglected", "partner"],
        2,
      ),
      keywords(1, "Names the final fruit", ["final fruit", "diligen", "faith", "hope", "peace"]),
      christ(2, "Rests the outcome in Christ"),
    ],
    exampleAnswer:
      "Interpretation: God’s sovereignty decides every outcome, so my choices do not matter. Fruit: passivity, and sometimes despair — faith that never acts. Pause: sovereignty is true, but it has been held without its partner. Balancing truth: human responsibility. “Work out your own salvation with fear and trembling. For it is God which worketh in you both to will and to do” (Philippians 2:12-13); God’s working is the reason I act, not the excuse to stop. Revised reading: God rules all things and works in me, so my choices matter as the way His grace takes shape in my life. Final fruit: faith joined to diligence, with peace that the outcome rests in Christ’s hands.",
  },
  {
    title: "Not under law, so obedience is optional?",
    description:
      "Test a reading of grace that bears license, revise it with Paul's own answer, and plan one step to live it.",
    instructions:
      "Write 110–160 words: interpretation, fruit, balancing truth with texts, revised reading, final fruit, and one concrete step with the mature believer you will test it with.",
    prompt:
      "Test the reading: “We are not under the law but under grace (Romans 6:14), so obedience is optional.” Use Romans 3:31 and Romans 6:1-2. Write the interpretation, the fruit, the balancing truth, the revised reading and the final fruit, and name one concrete step and the mature believer you would test it with.",
    rubric: [
      reference(2, "Cites Paul's balancing texts", 2),
      keywords(3, "Names the fruit", ["license", "licence", "permission", "continue in sin", "antinomian"]),
      keywords(2, "Revises the reading", ["revis", "balanc", "establish", "condemnation"], 2),
      keywords(1, "Names a step and a mature believer", [
        "mature",
        "elder",
        "pastor",
        "mentor",
        "test it with",
        "step",
      ]),
      christ(2, "Grounds the revision in Christ"),
    ],
    exampleAnswer:
      "Interpretation: because we are not under the law but under grace (Romans 6:14), keeping God’s commandments is optional. Fruit: license — grace used as permission to keep sinning. Pause and balance: Paul himself answers, “Do we then make void the law through faith? God forbid: yea, we establish the law” (Romans 3:31), and “Shall we continue in sin, that grace may abound? God forbid” (Romans 6:1-2). “Not under the law” means not under its condemnation as a way of salvation, not free from its holiness. Revised reading: grace frees me from the law’s curse so that Christ can write its love on my heart. Final fruit: holiness with joy. Step: I will ask an older elder in my church to read Romans 6 with me and test my reading.",
  },
  {
    title: "Revelation as a chart of dates",
    description: "Test what fruit it bears to hold Revelation only as a timeline, and restore its centre.",
    instructions:
      "Write 100–150 words: the fruit in heart, toward others and in action, the balancing truth from the book's opening, the revised reading and its final fruit.",
    prompt:
      "Someone reads Revelation only as a chart of dates and beasts. Start from Revelation 1:1-3 and test what fruit that way of holding the book bears — in the heart, toward others and in action. Name the balancing truth and revise the reading.",
    rubric: [
      reference(2, "Cites the book's opening"),
      keywords(3, "Names the bad fruit", ["fear", "pride", "division", "anxiety", "judgmental"], 2),
      keywords(
        3,
        "Finds the balancing truth",
        ["revelation of jesus", "blessed", "blessing", "worship", "centre", "center"],
        2,
      ),
      christ(2, "Restores Christ as the centre"),
    ],
    exampleAnswer:
      "Revelation 1:1 calls the book “the Revelation of Jesus Christ”, and verse 3 promises that those who read, hear and keep it are blessed. Held only as a chart of dates and beasts, it bears bad fruit: fear of the future, pride in knowing the timeline better than others, and division over details; in action it produces arguments more than worship. The chart is not wrong — the timeline is real — but it has been held without its centre. Balancing truth: the book opens with Christ walking among His churches and closes with His “Surely I come quickly”. Revised: I read every date and symbol as part of His unveiling. Final fruit: hope and worship, with zeal to share the blessing.",
  },
  {
    title: "Test your own fruit, not theirs",
    description:
      "Turn the Fruit Room away from judging others and toward an honest test of one of your own readings.",
    instructions:
      "Write 110–160 words: name the pitfall with its text, then run one of your own readings through the test — fruit, balance, revision, final fruit.",
    prompt:
      "“By their fruits ye shall know them” (Matthew 7:16). A church member uses the Fruit Room to list the bad fruit in other people’s beliefs. Using Matthew 7:1-5, explain the pitfall, then model the right use: take one reading of your own — for example about Malachi 3:10 and giving — and test it honestly.",
    rubric: [
      reference(2, "Cites the texts used", 2),
      keywords(
        3,
        "Names the pitfall of judging others",
        ["judging others", "other people", "beam", "mote", "my own", "own eye"],
        2,
      ),
      keywords(
        3,
        "Tests a reading honestly",
        ["pride", "fear", "license", "legalism", "revis", "final fruit", "balance"],
        3,
      ),
      christ(2, "Brings Christ into the balance"),
    ],
    exampleAnswer:
      "The pitfall: the Fruit Room tests readings, starting with my own, not people. Using it to catalogue others’ bad fruit turns the interpretive conscience into judgmentalism, and Jesus says to cast the beam out of my own eye first (Matthew 7:1-5). Right use — my reading of Malachi 3:10: “If I return my tithe, God must make me rich.” Honest test: in my heart it breeds a bargaining spirit; toward others it tempts me to think the poor must be unfaithful; in action I give to get. Fruit: pride and legalism. Balance: God loves a cheerful giver (2 Corinthians 9:7), and Christ, though rich, became poor for us (2 Corinthians 8:9). Revised: I return the tithe as worship and trust, not as a deal. Final fruit: gratitude and generosity.",
  },
  {
    title: "A reading that feels good",
    description:
      "A comforting reading bears hidden bad fruit: show why feelings do not prove truth and why this room never works alone.",
    instructions:
      "Write 120–170 words: why good feelings are not proof, what the text says with references, the fruit the reading bears over time, and a revised reading with its final fruit.",
    prompt:
      "The reading “God is love, so no one will ever be judged” feels peaceful and kind. Show why good feelings do not prove truth, why the Fruit Room never works alone, and test the reading with the other rooms’ help (for example Acts 17:30-31 and John 3:16-18). Revise it so it bears lasting good fruit.",
    rubric: [
      reference(2, "Cites the texts", 2),
      keywords(
        3,
        "Refuses emotion as proof",
        ["feel", "emotion", "do not prove", "does not prove", "comforting error"],
        2,
      ),
      keywords(2, "Keeps the test tied to the text", [
        "never works alone",
        "other rooms",
        "the text",
        "exegesis",
        "conscience",
      ]),
      keywords(1, "Revises the reading", ["revis", "final fruit", "rewrite", "corrected"]),
      christ(2, "Shows judgment met in Christ"),
    ],
    exampleAnswer:
      "The reading feels peaceful, but good feelings do not prove truth; a comforting error is still an error. The Fruit Room never works alone: it is a conscience for the other rooms, so I go back to the text. Acts 17:30-31 says God has appointed a day to judge the world by the Man He raised; John 3:16-18 sets God’s love and the judgment side by side, for whoever does not believe is condemned already. Over time the reading bears license and passivity, because it removes the urgency of repentance. Revised: God is love, and His love sent Jesus to bear judgment for us, so judgment is good news to those in Christ and a call to come to Him. Final fruit: peace joined to holiness and evangelistic zeal.",
  },
  {
    title: "The weaker believer",
    description:
      "A true conviction held in a harmful way: test its fruit in the weaker believer and revise how it is held.",
    instructions:
      "Write 110–160 words: the fruit in the one who holds it, in the weaker believer and in the fellowship, Paul's counsel with references, and a revised way of holding it.",
    prompt:
      "A believer holds a true conviction about health and diet, but shares it in a way that shames others at church meals. Using Romans 14:13-21, test not only the interpretation but the way it is held: what fruit does it bear in the weaker believer and in the fellowship? Revise how it is held, without abandoning what is true.",
    rubric: [
      reference(2, "Cites Paul's counsel", 2),
      keywords(
        3,
        "Considers the weaker believer",
        ["weaker", "stumbl", "brother", "offend", "conscience"],
        2,
      ),
      keywords(
        2,
        "Names the fruit in the fellowship",
        ["division", "judgment", "judgmental", "pride", "discourag"],
        2,
      ),
      keywords(1, "Revises how it is held", ["revis", "hold it", "the way", "held"]),
      christ(2, "Remembers the one for whom Christ died"),
    ],
    exampleAnswer:
      "The conviction may be true — our bodies are temples of the Holy Ghost (1 Corinthians 6:19-20) — but the Fruit Room also tests how a reading is held. Shared as shame at the table, it bears pride in the one who holds it, division in the fellowship and discouragement in the weaker believer, who may stumble, give up or eat in fear. Paul’s counsel is direct: “Destroy not him with thy meat, for whom Christ died” (Romans 14:15), and “Let us not therefore judge one another any more” (Romans 14:13). Revised: I hold it as a gift, practise it gladly, share it when asked and in love, and never make my plate the measure of another’s faithfulness. Final fruit: peace, kindness and a healthier witness.",
  },
  {
    title: "The third angel and its fruit",
    description:
      "Test the fruit of your own presentation of Revelation 14:9-12 and revise it until the warning is heard as gospel.",
    instructions:
      "Write 120–180 words: a first draft of how you would present it, its fruit, the balancing truth from the passage, Christ's office in the message, and the revised presentation with its final fruit.",
    prompt:
      "Take Revelation 14:9-12, the third angel’s warning. Write how you would present it, test the fruit your presentation would bear (fear or faith, pride or love), and use the Concentration Room to name Christ’s office in the message. Revise until the warning is heard as part of “the everlasting gospel” (Revelation 14:6).",
    rubric: [
      reference(2, "Cites the passage and the gospel it follows", 2),
      keywords(3, "Tests the presentation's fruit", ["fear", "faith", "pride", "love", "despair", "hope"], 2),
      keywords(2, "Names Christ's office", ["priest", "king", "prophet", "office", "advocate"]),
      keywords(1, "Grounds it in the gospel", ["everlasting gospel", "gospel", "good news", "grace"]),
      christ(2, "Centres the message on Christ"),
    ],
    exampleAnswer:
      "First draft: a talk that begins with the mark of the beast and the wine of God’s wrath. Test: in hearers it would bear fear, and in me pride at knowing the warning; that is bad fruit, so I pause. The balancing truth is in the passage itself: the message ends with the saints who keep the commandments of God and the faith of Jesus (Revelation 14:12), and it follows the everlasting gospel (Revelation 14:6). Office: Christ speaks here as Prophet — God warning plainly because He loves — and stands as Priest, for the hour of judgment is ministered by our Advocate. Revised: I begin with the Lamb who saves, present the warning as a loving call not to be deceived, and end with faith in Jesus. Final fruit: faith, hope and urgent love.",
  },
]);

/** The training drills of the floor-4 rooms. */
export const floor4Drills: readonly Drill[] = [
  ...concentrationDrills,
  ...dimensionsDrills,
  ...connect6Drills,
  ...themeDrills,
  ...timeZoneDrills,
  ...patternDrills,
  ...parallelDrills,
  ...fruitDrills,
];
