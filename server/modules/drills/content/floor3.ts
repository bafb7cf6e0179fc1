import { christ, keywords, length, reference, roomDrills } from "./builders";
import type { Drill } from "./types";

// Floor 3, the Freestyle floor: Nature (nf), Personal (pf), Bible (bf), History/Social (hf) and Listening (lr).
// Each room's ten drills climb from one simple entry (1–3) through the full method and its pitfalls (4–7) to
// harder discernment, prophetic and sanctuary links, and teaching the room (8–10).

const LOG = ["object", "trait", "lesson", "use", "context"];
const USES = ["prayer", "pray", "children's talk", "talk", "walk", "trigger", "friend", "review"];

const natureDrills = roomDrills("nf", [
  {
    title: "Your first nature entry: the birds of the air",
    description:
      "Watch a bird, name one trait, tie it to Matthew 6:26 in context, and log a lesson a child could repeat.",
    instructions:
      "Log four parts: object and trait (one or two sentences), verse, one-line lesson of 25 words or fewer, and a concrete use. Add one sentence showing you read the verse in context. 60–130 words.",
    prompt:
      "Matthew 6:26. Jesus preached from birds. Watch a real bird for five minutes (at a feeder, on a wire, in a park) and notice one thing it does or does not do. Then read Matthew 6:25-34 before you draw the lesson.",
    rubric: [
      reference(2, "Ties the object to a verse"),
      keywords(
        3,
        "Trait and verse fit together",
        ["bird", "fowls", "sow", "reap", "barn", "feed", "anxious", "worry", "take no thought"],
        3,
      ),
      keywords(3, "Logs object, trait, lesson, use and context", LOG, 3),
      christ(2, "Follows Jesus' own use of creation"),
    ],
    exampleAnswer:
      'Object: a blackbird working the lawn after rain. Trait: it finds food one worm at a time and stores nothing; there is no barn behind it. Verse: Matthew 6:26: the fowls of the air sow not, nor reap, nor gather into barns, yet your heavenly Father feedeth them. Context: Jesus is speaking against anxious thought about food and clothing (Matthew 6:25-34), not against work, since the bird still hunts. Lesson: "God feeds the birds day by day; I can trust Him with tomorrow." Use: each time I see a bird on the lawn this week, I will hand one worry to God in a short prayer, as Jesus taught.',
  },
  {
    title: "A seed in the ground: John 12:24",
    description:
      "Plant or examine a seed, note what it must do before it bears fruit, and let Jesus' words about His own death shape the lesson.",
    instructions:
      "Log object and trait, the verse, a context check (one or two sentences), a one-line lesson of 25 words or fewer, and a use. 70–140 words.",
    prompt:
      "John 12:24. Jesus speaks of a corn of wheat falling into the ground and dying. Bury a bean or a grain in a pot, or dig up a sprouted seed, and look at what has happened to the original seed.",
    rubric: [
      reference(2, "Ties the object to a verse"),
      keywords(
        3,
        "Trait and verse fit together",
        ["split", "shrivel", "root", "shoot", "die", "fruit", "husk", "empty"],
        3,
      ),
      keywords(3, "Logs the lesson, use and context", LOG, 3),
      christ(2, "Lets Jesus' own death shape the lesson"),
    ],
    exampleAnswer:
      'Object: a sprouted bean dug up from a pot. Trait: the original seed is split and shrivelled; its life has gone into the root and the shoot. Verse: John 12:24: except a corn of wheat fall into the ground and die, it abideth alone; but if it die, it bringeth forth much fruit. Context: Jesus says this when Greeks ask to see Him and His hour has come (John 12:20-23); He speaks first of His own death, then of those who follow Him (John 12:25-26). Lesson: "Jesus died like a seed so that many could live." Use: a children\'s talk with two jars of beans, one dry and one sprouted, and a prayer of thanks.',
  },
  {
    title: "Hope for a stump: a tree in winter",
    description:
      "Look at a cut stump or a bare tree, find the trait Job saw, and check the verse's context before you draw hope from it.",
    instructions:
      "Log the object and trait, the verse, a context check, a one-line lesson of 25 words or fewer, and a use. 70–150 words.",
    prompt:
      'Job 14:7-9: "There is hope of a tree, if it be cut down, that it will sprout again." Find a stump with new shoots, or a bare winter tree. Then read Job 14 to the end: Job is comparing a tree with a man, and the comparison turns.',
    rubric: [
      reference(2, "Ties the object to a verse"),
      keywords(
        3,
        "Trait and verse fit together",
        ["stump", "root", "sprout", "shoots", "scent of water", "bud", "winter", "cut down"],
        3,
      ),
      keywords(
        3,
        "Checks the context",
        ["context", "contrast", "but man", "resurrection", "turns", "live again"],
        2,
      ),
      keywords(2, "Logs a concrete use", USES),
    ],
    exampleAnswer:
      'Object: a cut poplar stump in the park, with green shoots around its edge. Trait: the trunk is gone, but the root underground still answers to water. Verse: Job 14:7-9: through the scent of water it will bud. Context: Job is not making the tree a picture of man\'s hope; he contrasts them: "But man dieth … and where is he?" (Job 14:10). Then he asks, "If a man die, shall he live again?" (Job 14:14). The tree raises a question that only resurrection can answer, as Job later confesses (Job 19:25-26). Lesson: "A stump can sprout; God can raise the dead." Use: a word for a friend who is grieving this winter.',
  },
  {
    title: "Context decides: the ant",
    description:
      "Watch ants at work and test two possible lessons against the context of Proverbs 6:6-11, keeping the one the text supports.",
    instructions:
      "Log the object and trait. Then give two candidate lessons and keep one, explaining from the context of Proverbs 6:6-11 why. Finish with the verse, the final lesson (25 words or fewer) and a use. 90–170 words.",
    prompt:
      'Proverbs 6:6-8: "Go to the ant, thou sluggard." One student\'s lesson: "Work hard and God will accept you." Another\'s: "Prepare in summer for what winter brings." Read Proverbs 6:6-11 and decide which lesson the writer is actually making.',
    rubric: [
      reference(2, "Ties the object to a verse"),
      keywords(
        2,
        "Trait and verse fit together",
        ["ant", "summer", "harvest", "sluggard", "guide", "overseer", "ruler", "sleep"],
        3,
      ),
      keywords(
        4,
        "Lets the context decide",
        ["context", "not about", "the writer", "supports", "reject", "keep"],
        2,
      ),
      keywords(2, "Logs a concrete use", USES),
    ],
    exampleAnswer:
      'Object: a line of ants carrying crumbs from the patio into a crack. Trait: no ant is directing them, yet every one is busy while the weather is warm. Verse: Proverbs 6:6-8: the ant, having no guide, overseer or ruler, provideth her meat in the summer. Candidate 1: "Work hard and God will accept you." I reject it: the context (Proverbs 6:9-11) is about the sluggard\'s sleep and the poverty that follows, not about earning God\'s favour. Candidate 2: "Prepare in summer for what winter brings." I keep it; the writer contrasts self-driven diligence with "a little more sleep" that lets want come like an armed man. Lesson: "Ants don\'t wait to be told; use today well." Use: a prayer each morning this week over my first hour.',
  },
  {
    title: "Choosing the right verse: sunrise after a storm",
    description:
      "Watch a sunrise after rain, compare two candidate verses, and choose the one that fits what you actually saw.",
    instructions:
      "Log the object and trait, two candidate verses, your choice with a sentence of reasoning from context, a one-line lesson (25 words or fewer) and a use. 90–170 words.",
    prompt:
      "Lamentations 3:22-23 or Malachi 4:2? One is about mercies new every morning amid ruin; the other about the Sun of righteousness rising with healing in His wings for those who fear God's name. Watch a sunrise after a stormy night and decide which verse matches the trait you saw.",
    rubric: [
      reference(2, "Names both candidate verses", 2),
      keywords(
        2,
        "Trait and verse fit together",
        ["sunrise", "morning", "storm", "rain", "dawn", "light", "mercies", "faithful"],
        3,
      ),
      keywords(3, "Chooses by context", ["choose", "chose", "fits", "context", "rather than"], 2),
      keywords(1, "Logs a concrete use", USES),
      christ(2, "Keeps the messianic verse in view"),
    ],
    exampleAnswer:
      "Object: sunrise after a night of storm; the light arrived on time as usual, warming wet fields and drying the path. Trait: the sun does not negotiate with the weather; it comes up over everything the storm broke. Candidates: Lamentations 3:22-23, mercies new every morning, written among Jerusalem's ruins; and Malachi 4:2, the Sun of righteousness rising with healing. I chose Lamentations rather than Malachi because what I saw was faithfulness arriving the next morning over damage, and the context of Lamentations 3 is exactly that: a night of ruin and a morning of mercy. Malachi points to the Messiah's coming, which I will keep for another entry. Lesson: \"After every stormy night, God's mercy is up before I am.\" Use: pray Lamentations 3:23 at my window each morning this week.",
  },
  {
    title: "Drop the forced link: one walk, three lessons",
    description:
      "Sort three nature lessons from one walk (forced, out of context, sound) and rebuild the weak ones from objects Scripture itself uses.",
    instructions:
      "For each entry, say in a sentence whether it is forced, out of context or sound. Keep it, drop it or rebuild it with a verse, a one-line lesson and a use. 100–190 words.",
    prompt:
      'On one afternoon out, a student logged: (1) "An onion has layers, like the Trinity." (2) "A rainbow means God approves of my plans" (Genesis 9:13). (3) "The grass on the verge was already withering in the heat", with Isaiah 40:6-8. Judge each entry and rebuild the weak ones.',
    rubric: [
      reference(2, "Ties the lessons to verses", 2),
      keywords(
        3,
        "Judges each entry",
        ["forced", "out of context", "ingenuity", "dropped", "sound", "covenant"],
        2,
      ),
      keywords(
        3,
        "Rebuilds from Scripture's own objects",
        ["grass", "wither", "flower", "rainbow", "bow", "word of our God", "fade"],
        3,
      ),
      keywords(2, "Logs a concrete use", USES),
    ],
    exampleAnswer:
      '(1) Forced: the onion needs ingenuity, and Scripture never uses it for God; dropped. (2) Out of context: in Genesis 9:12-17 the bow is the token of God\'s covenant never again to destroy the earth by a flood, not a sign of approval for my plans. Rebuilt: object, a rainbow after rain; verse, Genesis 9:16; lesson: "God keeps His promises, even when I forget mine." Use: thank Him for one kept promise whenever I see a rainbow. (3) Sound: Isaiah 40:6-8 uses grass itself: the grass withereth, the flower fadeth, but the word of our God shall stand for ever, and 1 Peter 1:24-25 applies it to the gospel. Lesson: "Grass fades; God\'s word lasts." Use: a trigger for reviewing Isaiah 40:8 every time I walk that path.',
  },
  {
    title: "Riding the air: a soaring bird",
    description:
      "Watch a bird of prey soar without flapping, and tie its trait to Isaiah 40:31 read in the context of Isaiah 40:28-31.",
    instructions:
      "Log object and trait, verse, a context check of one or two sentences, a one-line lesson (25 words or fewer) and a use aimed at children or a friend. 90–170 words.",
    prompt:
      "Isaiah 40:31, with Deuteronomy 32:11 as a second eagle text. Watch a buzzard, hawk or eagle circling: notice how often it flaps and what lifts it. Then read Isaiah 40:28-31 to see where the strength comes from.",
    rubric: [
      reference(2, "Ties the object to verses", 2),
      keywords(
        3,
        "Trait and verse fit together",
        ["eagle", "hawk", "buzzard", "wings", "soar", "mount up", "rising air", "flap"],
        3,
      ),
      keywords(3, "Checks the context", ["context", "faint", "weary", "Creator", "wait", "renew"], 2),
      keywords(2, "Logs a concrete use", USES),
    ],
    exampleAnswer:
      "Object: a buzzard circling over a hillside on a warm afternoon. Trait: it flapped twice to get up and then rose in wide circles for minutes without flapping, carried by rising air it cannot see. Verse: Isaiah 40:31: they that wait upon the LORD shall renew their strength; they shall mount up with wings as eagles. Context: verses 28-30 say the everlasting God, the Creator, fainteth not, while even youths faint and fall; the strength in verse 31 is His, given to those who wait, not produced by effort. Deuteronomy 32:11 adds the eagle bearing her young on her wings. Lesson: \"Eagles rise on air they don't make; I rise on strength God gives.\" Use: a children's talk with a paper glider held over a warm radiator.",
  },
  {
    title: "The pruning knife: a vine in winter",
    description:
      "Observe a pruned vine or rose, tie it to John 15 in context, and write a lesson about grace rather than self-improvement.",
    instructions:
      "Log object and trait, verses, a context check, a one-line lesson (25 words or fewer) and a use. Then add one or two sentences on what the vine cannot teach and where that truth must come from. 120–200 words.",
    prompt:
      "John 15:1-8. A pruned vine looks wounded, with most of last year's growth cut away, yet it bears more next season. Jesus says the Father purges fruitful branches. Observe a real vine or rose bush, then read the chapter to see who does the work.",
    rubric: [
      reference(2, "Ties the object to verses", 2),
      keywords(
        2,
        "Trait and verse fit together",
        ["vine", "branch", "prune", "purge", "cut", "fruit", "abide", "husbandman"],
        4,
      ),
      keywords(
        3,
        "Names the limit of nature's witness",
        ["cannot", "never replaces", "only", "Scripture", "gospel", "cross"],
        2,
      ),
      keywords(1, "Logs a concrete use", USES),
      christ(2, "Keeps Jesus as the true vine"),
    ],
    exampleAnswer:
      "Object: a grapevine cut back in winter to a few short spurs; the cut ends are still wet. Trait: the gardener removes growth that looks healthy so that the plant's strength goes into fewer, better clusters. Verses: John 15:2, 5. Context: Jesus is the true vine and the Father the husbandman; the branch does not prune itself; its part is to abide (John 15:4-5), and fruit follows. Lesson: \"The Father prunes; I stay joined to Jesus; He makes the fruit.\" Use: when a loss this month feels like cutting, pray John 15:2 instead of complaining. What the vine cannot teach: it shows that cutting can serve fruit, but it cannot tell me that the Vine Himself was cut down for me. That comes only from Scripture, where creation's witness (Romans 1:20) is completed by the gospel of the cross.",
  },
  {
    title: "What creation can and cannot say: a thunderstorm",
    description:
      "Log a thunderstorm with Psalm 29, then show where nature's witness stops and the Word must speak.",
    instructions:
      "Log object and trait, verse, a one-line lesson (25 words or fewer) and a use. Then write two or three sentences on what the storm shows of God and what it cannot tell, citing Romans 1:20 and one text on how saving truth comes. 120–200 words.",
    prompt:
      "Psalm 29 hears the voice of the LORD in thunder over the waters and the cedars. Romans 1:20 says creation shows God's eternal power and Godhead. But can a storm tell anyone about the cross? Watch a storm, then draw the line.",
    rubric: [
      reference(3, "Ties the entry to Psalm 29, Romans 1:20 and a text on the Word", 3),
      keywords(
        2,
        "Trait and verse fit together",
        ["thunder", "lightning", "storm", "voice of the LORD", "cedars", "power", "waters"],
        3,
      ),
      keywords(
        3,
        "Draws the line between nature and the Word",
        ["cannot", "never", "only through", "the Word", "gospel", "illustrat"],
        2,
      ),
      christ(2, "Points to Christ as the Word's message"),
    ],
    exampleAnswer:
      "Object: a summer thunderstorm over the town; the thunder shook the windows a few seconds after each flash. Trait: its power is beyond any control of ours and makes everyone stop. Verse: Psalm 29:3-4: the voice of the LORD is upon the waters; the voice of the LORD is powerful. Lesson: \"Thunder shows how great God's voice is, and He speaks peace to His people.\" Use: teach my children to pray Psalm 29:11 during storms instead of hiding. The storm shows God's eternal power and Godhead, as Romans 1:20 says, leaving no one with an excuse. But it cannot tell me that this God became a man and died for me; thunder has no voice for grace. That comes only through the Word: faith comes by hearing, and hearing by the word of God (Romans 10:17), and the Word points to Jesus Christ. Nature illustrates; it never replaces.",
  },
  {
    title: "Teach the Nature Freestyle Room: birds and lilies",
    description:
      "Explain the room's five steps to a beginner using Matthew 6:25-34, and show why nature illustrates Scripture but never replaces it.",
    instructions:
      "Write as to a new student. State the core question, walk through the five steps with the birds and the lilies (observe, link a trait to a verse, check the context, distil a lesson, log a use), and end with the principle of Romans 1:20 and its limit. 140–200 words.",
    prompt:
      "Matthew 6:25-34. Jesus sends His hearers to look at two ordinary things, birds that do not store and lilies that do not spin, to answer anxiety about food and clothing. Use His own sermon as the model of the room.",
    rubric: [
      reference(3, "Ties the teaching to the texts", 2),
      keywords(3, "Teaches the steps", ["observe", "trait", "context", "lesson", "use", "log"], 4),
      keywords(
        2,
        "Uses Jesus' own objects",
        ["bird", "lilies", "grass", "Solomon", "toil", "spin", "barns"],
        3,
      ),
      christ(2, "Follows Jesus' own use of creation"),
    ],
    exampleAnswer:
      "The Nature Freestyle Room asks: what does this thing in creation teach about God and His Word? Jesus shows us how. Step one, observe: He points to birds and lilies, ordinary things anyone can see. Step two, link a trait to a verse: birds sow not and gather nothing into barns, yet are fed (Matthew 6:26); lilies toil not, neither do they spin, yet outshine Solomon (Matthew 6:28-29). Step three, check the context: the subject is anxious thought about food and clothing, and the answer is to seek God's kingdom first (Matthew 6:33). Step four, distil a child-simple lesson: \"If God dresses the flowers, He will dress me.\" Step five, log a use: next time you pass a flower bed, hand Him one worry. Remember the limit: creation shows God's power and Godhead (Romans 1:20), and Jesus used it well, but only the Word tells us of the Father's love in Christ.",
  },
]);

const TESTIMONY = ["lesson", "testimony", "share", "tell"];
const HUMBLE = ["may be", "perhaps", "might", "humbl"];

const personalDrills = roomDrills("pf", [
  {
    title: "Your first entry: a season of waiting",
    description:
      "Describe a time you waited in two or three factual sentences and find a biblical story whose shape matches: promise, delay, God's timing.",
    instructions:
      "Write the event (two or three factual sentences), the parallel with its reference, one or two sentences on why the shape matches, a lesson of one or two sentences, and a testimony use. 80–160 words.",
    prompt:
      "Genesis 40:23 - 41:1 or Psalm 40:1-3. The butler forgot Joseph for two full years; David waited patiently for the LORD and was lifted out of the pit. Choose a season of waiting from your own life and test whether its shape truly matches one of these.",
    rubric: [
      reference(2, "Names the biblical parallel"),
      keywords(
        3,
        "Finds a parallel whose shape matches",
        ["shape", "structural", "matches", "promise", "delay", "timing"],
        2,
      ),
      keywords(3, "Draws a lesson and a testimony use", TESTIMONY, 2),
      length(2, 70, "Event, parallel, lesson and use (70+ words)"),
    ],
    exampleAnswer:
      'Event: after finishing my nursing course I applied for a post on the ward where I had trained. The manager promised to call within a month; the call came eleven months later, after I had given up and taken night shifts elsewhere. Parallel: Genesis 40:23 - 41:1: the butler "forgat" Joseph, and two full years passed before Pharaoh\'s dream brought him out in a day. The shape matches: a promise from a person, a long forgetting, and then a sudden release at a time I did not choose. Lesson: people forget, but God does not; His timing may be slower than mine, yet it is not careless. Testimony: for a friend in our church waiting on a visa decision.',
  },
  {
    title: "Provision through a person: grace before effort",
    description:
      "Record an unexpected provision and find a parallel in Ruth 2, where God provides through someone else's kindness.",
    instructions:
      "Write the event in two or three factual sentences, the parallel, a sentence on what God did before you did anything, a lesson about grace (not about your own effort), and a testimony use. 80–160 words.",
    prompt:
      "Ruth 2:3 and Ruth 2:20. Ruth \"happened\" on the field of Boaz, who soon told his reapers to let handfuls fall for her on purpose, and Naomi sees the LORD's kindness in it. Think of a provision that came through someone's unasked kindness.",
    rubric: [
      reference(2, "Names the biblical parallel", 2),
      keywords(
        3,
        "Finds the grace pattern",
        ["grace", "before I", "God acted", "already", "kindness", "provided"],
        2,
      ),
      keywords(2, "The parallel's own details", ["glean", "field", "Boaz", "handfuls", "Naomi", "hap"], 2),
      keywords(3, "Draws a lesson and a testimony use", TESTIMONY, 2),
    ],
    exampleAnswer:
      "Event: when our car failed in the week I started a new job, a retired neighbour I barely knew offered to drive me to work for a month. He had already rearranged his mornings before he told me. Parallel: Ruth 2:3: her \"hap\" was to light on the field of Boaz, whose kindness provided handfuls left on purpose for her; in Ruth 2:20 Naomi blesses the LORD, who has not left off His kindness. What God did first: the provision was arranged before I asked, through a stranger's kindness, just as Ruth's gleaning was prepared before she knew whose field it was. Lesson: God's provision often walks in through someone else's door; my part was to receive it with thanks. Testimony: I will share it at our small group and thank my neighbour in writing.",
  },
  {
    title: "Shape, not topic: repairing a parallel",
    description:
      "Learn to tell a topical parallel from a structural one by repairing an entry about a lost wallet.",
    instructions:
      "Say in one or two sentences why the first parallel is only topical. Then write the repaired entry: the event in two or three sentences, a structural parallel with its reference, why its shape matches, a lesson and a testimony use. 100–180 words.",
    prompt:
      'An entry reads: "I lost my wallet on the bus, with my rent money in it. Parallel: Matthew 6:19, treasures on earth. Lesson: don\'t trust money." Two days later a stranger handed the wallet in. Does Matthew 6:19 fit the whole story, or only its subject? Find a parallel that fits the whole story.',
    rubric: [
      reference(2, "Names both parallels", 2),
      keywords(4, "Tells topical from structural", ["topical", "structural", "shape", "matches"], 3),
      keywords(2, "Draws a lesson and a testimony use", TESTIMONY, 2),
      christ(2, "Hears the parable as Jesus told it"),
    ],
    exampleAnswer:
      "Matthew 6:19 is only topical: it shares the subject of money, but its shape, storing treasure that decays, does not match a story of losing and finding. Repaired entry. Event: I lost my wallet on the bus with my rent inside. I searched the depot and prayed for two days, and then a stranger handed it in with every note still there. Parallel: Luke 15:8-10: a woman loses one of ten pieces of silver, lights a candle, sweeps the house, finds it and calls her neighbours to rejoice. The shape matches: something precious lost, a diligent search, a finding, and joy shared with others. Jesus tells the parable to show heaven's joy over one sinner who repents. Lesson: my relief over a wallet is a small picture of God's joy over a person found. Testimony: shared with the friends who prayed with me, with thanks to God rather than to luck.",
  },
  {
    title: "Wronged by someone close: testing Genesis 50:20",
    description:
      "Test honestly whether your story of being wronged shares the shape of Joseph's, without using the verse to nurse a grudge.",
    instructions:
      "Write the event in two or three factual sentences (facts only, no verdicts on the other person), then test the parallel: where the shape matches and where it does not. Write a lesson that brings the wrong to God, and a testimony use. 100–190 words.",
    prompt:
      'Genesis 50:15-21. Joseph\'s brothers fear revenge after their father dies; Joseph weeps, says "ye thought evil against me; but God meant it unto good", and promises to nourish them. Does your story truly match this shape, and are you ready to speak as Joseph did?',
    rubric: [
      reference(2, "Names the biblical parallel"),
      keywords(
        3,
        "Tests where the shape matches and where it does not",
        ["matches", "does not match", "shape", "differs", "honest"],
        2,
      ),
      keywords(
        3,
        "Refuses bitterness",
        ["bitterness", "grudge", "forgive", "revenge", "nourish", "bless"],
        2,
      ),
      keywords(2, "Draws a lesson and a testimony use", TESTIMONY, 2),
    ],
    exampleAnswer:
      "Event: four years ago my business partner, a close friend, left and took our biggest client with him, and I had to close the company. Within a year I was offered a post that suits my gifts far better, and I now work nearer my family. Testing the parallel of Genesis 50:20: the shape matches in part, a wrong by someone close and then a good I could not have planned. It does not match in scale; no lives hung on my loss, and I must not make myself a Joseph. The harder match is the response: Joseph wept, refused revenge and promised to nourish his brothers. Lesson: God can bring good out of a wrong without excusing the wrong, and I may be called to bless the man instead of nursing a grudge. Testimony: for a friend in church going through a painful split.",
  },
  {
    title: "Not ready: excuses and God's answer",
    description:
      "Record a responsibility you felt unready for, compare your excuse with Moses' or Jeremiah's, and hear God's answer.",
    instructions:
      "Write the event in two or three factual sentences, name your excuse, compare it with Exodus 3:11-12, Exodus 4:10-12 or Jeremiah 1:6-8, and write the lesson and a testimony use. 90–170 words.",
    prompt:
      'Exodus 3:11-12, Exodus 4:10-12 and Jeremiah 1:6-8: two men who told God He had chosen the wrong person, and the reply each received. Notice what God never says: "you are better than you think."',
    rubric: [
      reference(2, "Names the biblical parallel"),
      keywords(
        3,
        "Names the excuse",
        ["excuse", "who am I", "slow of speech", "a child", "unready", "not qualified"],
        2,
      ),
      keywords(3, "Hears God's answer of presence", [
        "with thee",
        "with thy mouth",
        "with you",
        "presence",
        "I will be with",
      ]),
      keywords(2, "Draws a lesson and a testimony use", TESTIMONY, 2),
    ],
    exampleAnswer:
      'Event: last year I was asked to lead the youth Bible class when its leader moved away. I have never taught, and I stammer when I am nervous; I said no twice before saying yes. My excuse was Moses\' excuse almost word for word: slow of speech. Parallel: Exodus 4:10-12: Moses says he is slow of speech and of a slow tongue, and the LORD answers, "I will be with thy mouth, and teach thee what thou shalt say." Jeremiah 1:6-8 has the same shape: "I am a child" is met by "I am with thee." God never told Moses or Jeremiah that they were better than they thought; He promised His presence. Lesson: God\'s call rests on His presence, not on my fluency. Testimony: for the new volunteers in our church\'s children\'s ministry.',
  },
  {
    title: "The second time: failure and a renewed call",
    description:
      "Read a failure of your own in the light of Jonah 3:1, where the word of the LORD comes a second time.",
    instructions:
      "Describe the failure in two or three factual sentences without excusing it. Give the parallel, show where God acted first, and write a lesson about grace rather than trying harder, and a testimony use. 90–170 words.",
    prompt:
      'Jonah 3:1-2. After the flight, the storm and the fish, "the word of the LORD came unto Jonah the second time", with the same commission. Think of a time you ran from something God had plainly given you to do, and what happened next.',
    rubric: [
      reference(2, "Names the biblical parallel"),
      keywords(
        3,
        "Finds the grace of a renewed call",
        ["second time", "second chance", "grace", "renewed", "God acted first", "before I"],
        2,
      ),
      keywords(3, "Avoids a lesson about trying harder", [
        "trying harder",
        "not a reward",
        "rather than",
        "without reproach",
        "not earned",
      ]),
      keywords(2, "Draws a lesson and a testimony use", TESTIMONY, 2),
    ],
    exampleAnswer:
      'Event: I promised my pastor I would visit an elderly member every week, and for three months I made excuses and did not go. When she was taken to hospital, I was ashamed. A week later the pastor asked me, without reproach, to begin again. Parallel: Jonah 3:1-2: after Jonah ran, "the word of the LORD came unto Jonah the second time", with the same message. The shape matches: a clear task, a flight, a consequence, and the same call renewed. What God did first: He renewed the call before Jonah had proved anything, just as the pastor\'s question came before I had made amends. Lesson: God gives the second call as grace, not as a reward for trying harder. Testimony: for the teenagers in our youth group who think one failure ends their usefulness.',
  },
  {
    title: "When things go well: the test of success",
    description:
      "Read a season of success in the light of Uzziah, who was marvellously helped till he was strong.",
    instructions:
      'Describe the success in two or three factual sentences, give the parallel and its turning point, write a humble connection ("may be"), a lesson and a testimony use. 90–170 words.',
    prompt:
      '2 Chronicles 26:5, 15-16. As long as Uzziah sought the LORD, God made him prosper; he was marvellously helped till he was strong, "but when he was strong, his heart was lifted up". Joys count as much as trials in this room. Record a success and test your heart.',
    rubric: [
      reference(2, "Names the biblical parallel"),
      keywords(
        3,
        "Finds the turning point of the parallel",
        ["Uzziah", "marvellously helped", "strong", "lifted up", "pride", "prosper"],
        2,
      ),
      keywords(3, "Connects humbly", HUMBLE),
      keywords(2, "Draws a lesson and a testimony use", TESTIMONY, 2),
    ],
    exampleAnswer:
      'Event: our small bakery tripled its orders in two years, and last spring we opened a second shop. In the same months I stopped our staff prayer on Monday mornings because we were "too busy". Parallel: 2 Chronicles 26:5, 15-16: Uzziah prospered as long as he sought the LORD, and was marvellously helped till he was strong; then his heart was lifted up and he went into the temple to burn incense, a task God had not given him. The turning point is not failure but strength. God may be showing me the same turning point early, before pride takes me where I have no business to go. Lesson: success is God\'s help, and it tests whether I keep seeking Him. Testimony: for the business owners in our church.',
  },
  {
    title: "Empty and full: reading loss with Naomi",
    description:
      "Read a season of loss in the light of Naomi's story, without forcing a happy ending or a promise of prosperity.",
    instructions:
      "Describe the loss in two or three factual sentences. Give the parallel, and say honestly which part of Naomi's story you are in. Write a humble connection, a lesson of one or two sentences, and a testimony use. 110–190 words.",
    prompt:
      'Ruth 1:20-21 and Ruth 4:14-15. Naomi says, "Call me not Naomi, call me Mara"; she went out full and the LORD brought her home empty. By the end, the women bless the LORD, who has not left her without a kinsman. Do not skip to chapter 4 if you are still in chapter 1.',
    rubric: [
      reference(2, "Names the biblical parallel", 2),
      keywords(
        3,
        "Is honest about where the story stands",
        ["Mara", "empty", "bitter", "still in", "honest", "pretend"],
        2,
      ),
      keywords(2, "Connects humbly", HUMBLE),
      keywords(1, "Draws a lesson and a testimony use", TESTIMONY, 2),
      christ(2, "Sees the Redeemer in the story"),
    ],
    exampleAnswer:
      "Event: last year my husband died after a short illness, and within months I had to sell our house and move to a flat near my daughter. I felt I had come back to my home town with nothing. Parallel: Ruth 1:20-21: Naomi returns to Bethlehem widowed and childless and asks to be called Mara, because she went out full and came home empty. Honestly, I am still in chapter 1; I will not pretend to be in Ruth 4:14-15. But I notice that on the day Naomi spoke most bitterly, Ruth was already walking beside her, and the barley harvest was beginning. God may be doing something similar through the friends who have stayed. Lesson: the LORD does not rebuke Naomi's honest bitterness; He quietly provides a redeemer, and from Boaz's line comes Jesus, our Redeemer. Testimony: for a widow in our church, shared gently.",
  },
  {
    title: "Audit an entry: six pitfalls",
    description:
      "Find the pitfalls in a flawed Personal Freestyle entry and rewrite it so that God, not the writer, is the hero.",
    instructions:
      "Name at least three pitfalls (forced parallel, self-centredness, moralising at others, bitterness, prosperity assumptions, missing grace), each with a phrase of evidence. Then rewrite the entry with a structural parallel, a lesson about God's grace and a testimony use. 130–200 words.",
    prompt:
      'Entry: "I was stuck in a lift for an hour, like Jonah in the fish (Jonah 1:17). I stayed calm and prayed, unlike my colleague who panicked; she should trust God more. I got a promotion the next month, so God clearly approved of how I handled it." Name the pitfalls and rewrite the entry.',
    rubric: [
      reference(2, "Names the old and new parallels", 2),
      keywords(
        4,
        "Names the pitfalls",
        ["forced", "self-centred", "hero", "moralis", "prosperity", "missing grace", "bitterness"],
        3,
      ),
      keywords(2, "Rewrites around God's grace", ["grace", "God did", "mercy", "His doing", "from Him"]),
      keywords(2, "Draws a lesson and a testimony use", TESTIMONY, 2),
    ],
    exampleAnswer:
      "Pitfalls: (1) Forced parallel: a lift is not the fish of Jonah 1:17; one detail, being shut in, does not give the shape of a runaway prophet's story. (2) Self-centredness: the writer is the hero who stayed calm. (3) Moralising at others: the colleague is judged for panicking. (4) Prosperity assumption: the promotion is read as God's approval. (5) Missing grace: nothing God did is named. Rewrite. Event: I was stuck in a lift for an hour with a colleague. We were both frightened; I prayed aloud, and she asked me to keep praying. Parallel: Mark 4:35-41: frightened disciples in a sudden storm cry out, and Jesus brings a great calm and asks about their faith. The shape matches: sudden danger, fear, a cry, and a calm that came from Him. Lesson: God met two frightened people in a small space; the calm was His mercy, not my strength. Testimony: for my colleague, who asked me afterwards why I prayed.",
  },
  {
    title: "From log to testimony: telling what the Lord has done",
    description:
      "Turn one Personal Freestyle entry into a short spoken testimony that follows Jesus' own instruction in Mark 5:19.",
    instructions:
      "Write a testimony of about two minutes (140–200 words): the facts briefly, the biblical parallel, what God did, and what you now know of Him. Keep yourself out of the hero's role and end by pointing to Christ. Name the parallel's reference and Mark 5:19.",
    prompt:
      "Mark 5:18-20. The healed man wants to go with Jesus, but Jesus sends him home with a message for his own people. Read verse 19 for the two things he is to report, then turn an entry from your log into that kind of testimony.",
    rubric: [
      reference(2, "Names Mark 5:19 and the parallel", 2),
      keywords(
        3,
        "Tells what the Lord did and His compassion",
        ["great things", "what the Lord", "what God did", "compassion", "tell"],
        2,
      ),
      keywords(2, "Uses a parallel that matches in shape", ["parallel", "shape", "matches", "structural"]),
      length(1, 120, "A testimony of about two minutes (120+ words)"),
      christ(2, "Points to Christ"),
    ],
    exampleAnswer:
      "Jesus told a man He had healed to go home and tell how great things the Lord had done for him, and how He had had compassion on him (Mark 5:19). So here is mine. Three years ago I lost my job two weeks after our second child was born. I applied everywhere and heard nothing for five months. In that time our church family left groceries at our door, often before we had told anyone how bad things were. The parallel I keep coming back to is Exodus 16:4, 18: manna given each morning in the wilderness, enough for the day, never a store for the year. The shape matches ours exactly: daily provision in a dry place. What the Lord did was feed us one week at a time, and what I learned of Him is His compassion: He noticed before we asked. I am not the hero of this story; Jesus is, and He still has compassion on families like ours.",
  },
]);

const FAMILY = ["brother", "cousin", "relative", "family"];
const CONCEPT = ["concept", "DNA", "core", "shared meaning"];

const bibleFreestyleDrills = roomDrills("bf", [
  {
    title: "First cluster: the family of John 3:16",
    description:
      "State the core concept of John 3:16, then find three to five relatives and label each brother or cousin.",
    instructions:
      "Write the anchor, its concept in a phrase, and 3–5 relatives, one per line: reference, brother or cousin, and a link note of 25 words or fewer. 60–140 words.",
    prompt:
      'John 3:16. The verse\'s DNA is not just "love" but a particular love: the Father giving His only Son so that believers live. Relatives must share that meaning, not only a word.',
    rubric: [
      reference(3, "Anchor and three or more relatives", 4),
      keywords(3, "Labels brothers and cousins", FAMILY, 2),
      keywords(2, "States the core concept", CONCEPT),
      christ(2, "Keeps the Son at the centre"),
    ],
    exampleAnswer:
      "Anchor: John 3:16. Concept: the Father's love giving His only Son so that believers have life. Relatives: 1 John 4:9-10 — brother — God sent His only begotten Son that we might live through him; love is defined by the gift. Romans 5:8 — cousin — God commends His love: Christ died for us while we were yet sinners. Romans 8:32 — cousin — He that spared not His own Son will freely give us all things. Genesis 22:2 — cousin — \"thine only son Isaac, whom thou lovest\": the costly gift foreshadowed. First John is the brother because it says almost the same sentence in John's own words; the others share the DNA from another angle.",
  },
  {
    title: "Check the context: relatives of Romans 8:28",
    description:
      'Find relatives of Romans 8:28 and read each one in context, rejecting any that only talk about "good".',
    instructions:
      "Write the anchor and concept, three or four relatives with labels and link notes, and one candidate you rejected after checking its context, with the reason. 90–170 words.",
    prompt:
      'Romans 8:28: "all things work together for good to them that love God". A verse about something being good is not automatically family. Check each candidate in its own chapter.',
    rubric: [
      reference(3, "Anchor and three or more relatives", 4),
      keywords(3, "Labels brothers and cousins", FAMILY, 2),
      keywords(
        2,
        "Checks context and rejects a word-only link",
        ["context", "rejected", "reject", "only shares", "word-only"],
        2,
      ),
      keywords(2, "States the core concept", CONCEPT),
    ],
    exampleAnswer:
      'Anchor: Romans 8:28. Concept: God weaving every circumstance into good for those He has called to His purpose. Relatives: Genesis 50:20 — cousin — Joseph: "ye thought evil against me; but God meant it unto good"; the same truth lived out in a story. 2 Corinthians 4:17 — cousin — light affliction works for us an eternal weight of glory. Philippians 1:12 — cousin — Paul\'s bonds have fallen out rather unto the furtherance of the gospel. Rejected: Psalm 34:8, "taste and see that the LORD is good". In context it celebrates God\'s goodness to the afflicted, but it does not speak of circumstances worked together for good; it only shares a word. Romans 8:29 keeps the anchor honest: the good is being conformed to the image of His Son.',
  },
  {
    title: "Short link notes: Proverbs 3:5-6",
    description: "Build a tight cluster for Proverbs 3:5-6 with link notes of 25 words or fewer.",
    instructions:
      "Write the anchor, its concept, and 3–4 relatives with labels. Each link note must be 25 words or fewer: Bible Freestyle is a list of links, not an essay. 60–140 words.",
    prompt:
      "Proverbs 3:5-6. Trust with all the heart, lean not on your own understanding, acknowledge Him in all your ways, and He shall direct your paths. Find brothers and cousins, and keep every note short.",
    rubric: [
      reference(3, "Anchor and three or more relatives", 4),
      keywords(3, "Labels brothers and cousins", FAMILY, 2),
      keywords(
        2,
        "Relatives share the anchor's meaning",
        ["trust", "direct", "paths", "way", "understanding", "commit", "lean"],
        3,
      ),
      length(2, 55, "A complete cluster (55+ words)"),
    ],
    exampleAnswer:
      'Anchor: Proverbs 3:5-6. Concept: whole-hearted trust in God, not self-reliance, brings His guidance. Relatives: Psalm 37:5 — brother — commit thy way unto the LORD; trust also in him; and he shall bring it to pass. Jeremiah 17:7-8 — cousin — blessed is the man that trusteth in the LORD: a tree by the waters, unafraid. Isaiah 30:21 — cousin — a word behind thee saying, "This is the way, walk ye in it." Jeremiah 10:23 — cousin — the way of man is not in himself; it is not in man to direct his steps. Psalm 37:5 is the brother: commit, trust, and God acts. The others come at the same truth from the tree, the voice and the limits of self-direction.',
  },
  {
    title: 'Word-only traps: relatives of "God is love"',
    description: "Sort five candidates for 1 John 4:8 into true relatives and word-only look-alikes.",
    instructions:
      "State the concept, then judge each candidate: brother, cousin, or word-only (not a relative), with a link note of 25 words or fewer. 90–170 words.",
    prompt:
      '1 John 4:8: "He that loveth not knoweth not God; for God is love." Candidates: 1 Timothy 6:10 (the love of money), 2 Timothy 3:2 (lovers of their own selves), John 3:16, Romans 5:8, 1 Corinthians 13:4-7. Which are family?',
    rubric: [
      reference(3, "Judges every candidate", 5),
      keywords(2, "Labels brothers and cousins", FAMILY, 2),
      keywords(3, "Exposes word-only links", [
        "word-only",
        "shares the word",
        "not a relative",
        "not family",
        "vocabulary",
      ]),
      christ(2, "Finds God's love in Christ"),
    ],
    exampleAnswer:
      "Anchor: 1 John 4:8. Concept: God's very nature is self-giving love, so those who know Him love. 1 Timothy 6:10 — word-only — the love of money shares the word but means craving, the opposite of God's nature; not a relative. 2 Timothy 3:2 — word-only — lovers of their own selves: love turned inward; not family. John 3:16 — cousin — the love of God shown in giving His Son. Romans 5:8 — cousin — God commends His love: Christ died for us while we were sinners. 1 Corinthians 13:4-7 — cousin — what love does: it suffers long, is kind, seeks not her own; the character that knowing God produces. 1 John 4:16 would be the brother: God is love, and he that dwelleth in love dwelleth in God.",
  },
  {
    title: "Quotations make brothers: Psalm 110:1",
    description:
      "Find the New Testament quotations of Psalm 110:1 as brothers, add one cousin, and note what each context stresses.",
    instructions:
      "Write the anchor and concept, then 4–5 relatives with labels and link notes of 25 words or fewer. For each brother, name what its context uses the verse for. 90–170 words.",
    prompt:
      'Psalm 110:1: "Sit thou at my right hand, until I make thine enemies thy footstool." The New Testament quotes or echoes it more often than any other Old Testament verse. Find where, and why.',
    rubric: [
      reference(3, "Anchor and four or more relatives", 5),
      keywords(3, "Labels brothers and cousins", FAMILY, 2),
      keywords(
        2,
        "Notes what each quotation stresses",
        ["right hand", "footstool", "enemies", "David", "quoted", "sat down"],
        3,
      ),
      christ(2, "Names the enthroned Lord"),
    ],
    exampleAnswer:
      "Anchor: Psalm 110:1. Concept: David's Lord enthroned at God's right hand until every enemy is subdued. Relatives: Matthew 22:44 — brother — Jesus quotes it to ask how David's son can be David's Lord. Acts 2:34-35 — brother — Peter quotes it at Pentecost: the risen Jesus is exalted, not David. Hebrews 1:13 — brother — quoted to show the Son is greater than angels. Hebrews 10:12-13 — brother — the Priest who offered one sacrifice sat down, waiting till His enemies become His footstool. Daniel 7:13-14 — cousin — the Son of man brought before the Ancient of days receives an everlasting kingdom. Four brothers, four uses: identity, resurrection, rank and priesthood.",
  },
  {
    title: "Parallel passages: the voice in the wilderness",
    description:
      "Gather the four Gospel brothers of Isaiah 40:3 and a prophetic cousin, noting what each writer adds.",
    instructions:
      "Write the anchor and concept, then 4–5 relatives with labels and link notes of 25 words or fewer. Mention at least one difference between the brothers. 90–170 words.",
    prompt:
      'Isaiah 40:3: "The voice of him that crieth in the wilderness, Prepare ye the way of the LORD." All four Gospels use it of John the Baptist, but not in quite the same way.',
    rubric: [
      reference(3, "Anchor and four or more relatives", 5),
      keywords(3, "Labels brothers and cousins", FAMILY, 2),
      keywords(
        2,
        "Notes what each writer adds",
        ["voice", "wilderness", "prepare", "all flesh", "messenger", "difference"],
        3,
      ),
      christ(2, "Names the LORD who comes"),
    ],
    exampleAnswer:
      'Anchor: Isaiah 40:3. Concept: a herald preparing the way for the LORD\'s own coming. Relatives: Matthew 3:3 — brother — applied to John the Baptist preaching in the wilderness of Judaea. Mark 1:2-3 — brother — joined to Malachi\'s messenger and placed at the very start of the Gospel. Luke 3:4-6 — brother — quotes further, to "all flesh shall see the salvation of God", fitting Luke\'s concern for all nations. John 1:23 — brother — John the Baptist says it of himself: "I am the voice." Malachi 3:1 — cousin — "I will send my messenger, and he shall prepare the way before me." Difference: only Luke carries the quotation on to all flesh. Together they say that the LORD who comes is Jesus.',
  },
  {
    title: "Speed round: three relatives in thirty seconds",
    description:
      "Name three relatives of Psalm 23:1 against the clock, then verify each and record the final cluster.",
    instructions:
      "Record the relatives you named in 30 seconds. Then check each in context, keep or replace it, and write the final cluster with labels and link notes of 25 words or fewer. 90–170 words.",
    prompt:
      'Psalm 23:1. Set a timer for 30 seconds and name three relatives out loud. Then stop the clock and verify: does each one really share the verse\'s meaning, not just the word "shepherd"?',
    rubric: [
      reference(3, "Anchor and the verified cluster", 4),
      keywords(
        3,
        "Runs the speed round and verifies it",
        ["seconds", "timer", "speed", "verified", "checked", "replaced"],
        2,
      ),
      keywords(2, "Labels brothers and cousins", FAMILY, 2),
      christ(2, "Finds the Good Shepherd"),
    ],
    exampleAnswer:
      'Speed round, 30 seconds: John 10:11, Isaiah 40:11, Psalm 80:1. Verified: John 10:11 holds, the good shepherd; Isaiah 40:11 holds, He feeds His flock and carries the lambs; Psalm 80:1 addresses the Shepherd of Israel, but it is a plea for rescue rather than a statement of provision, so I replaced it with Philippians 4:19. Final cluster. Anchor: Psalm 23:1. Concept: the LORD as my own shepherd, so I lack nothing. Ezekiel 34:15 — brother — "I will feed my flock": the LORD Himself shepherds. Isaiah 40:11 — brother — He feeds His flock and gathers the lambs. John 10:11 — cousin — Jesus, the good shepherd, gives His life for the sheep. Philippians 4:19 — cousin — God shall supply all your need. Three named in time; one replaced after checking.',
  },
  {
    title: "A sanctuary cluster: Hebrews 8:1-2",
    description:
      "Build a cluster around Christ's ministry in the heavenly sanctuary, from the pattern at Sinai to the temple opened in heaven.",
    instructions:
      "Write the anchor and concept, then 4–5 relatives across both testaments with labels and link notes of 25 words or fewer. Add one sentence on how the cluster throws light on the anchor. 100–180 words.",
    prompt:
      'Hebrews 8:1-2: our high priest, seated at the right hand of the throne in the heavens, is "a minister of the sanctuary, and of the true tabernacle". Which verses share this DNA?',
    rubric: [
      reference(3, "Anchor and four or more relatives", 5),
      keywords(2, "Labels brothers and cousins", FAMILY, 2),
      keywords(
        3,
        "Relatives share the sanctuary DNA",
        ["tabernacle", "sanctuary", "pattern", "high priest", "temple", "heaven"],
        3,
      ),
      christ(2, "Keeps Christ's ministry at the centre"),
    ],
    exampleAnswer:
      "Anchor: Hebrews 8:1-2. Concept: Christ ministering as High Priest in the true, heavenly sanctuary. Relatives: Hebrews 9:24 — brother — Christ entered not the holy places made with hands but heaven itself, to appear for us. Exodus 25:8-9 — cousin — the earthly sanctuary built after the pattern shown to Moses. Zechariah 6:12-13 — cousin — the Branch builds the temple and is a priest upon His throne. Revelation 11:19 — cousin — the temple of God opened in heaven and the ark of His testament seen. Hebrews 4:14-16 — brother — a great High Priest passed into the heavens; come boldly. The cluster shows that the anchor is not a metaphor: Sinai's tent copied a real sanctuary, and Revelation lets us see into it.",
  },
  {
    title: "A prophetic-time cluster: a day for a year",
    description:
      "Cluster the texts that share the day-for-a-year principle and show how the cluster unlocks Daniel's time prophecies.",
    instructions:
      "Write the anchor and concept, 4–5 relatives with labels and link notes of 25 words or fewer, and one or two sentences on how the cluster helps read Daniel 9 and Revelation 12. 110–190 words.",
    prompt:
      'Numbers 14:34. Forty days of spying become forty years of wandering, "each day for a year". Ezekiel 4:6 uses the same key. Which prophetic texts belong to this family, and which are cousins that apply it?',
    rubric: [
      reference(3, "Anchor and four or more relatives", 5),
      keywords(2, "Labels brothers and cousins", FAMILY, 2),
      keywords(
        3,
        "Applies the principle to the prophecies",
        ["day for a year", "each day", "1,260", "1260", "490", "seventy weeks", "2,300"],
        3,
      ),
      christ(2, "Reaches the Messiah's appointed time"),
    ],
    exampleAnswer:
      'Anchor: Numbers 14:34. Concept: in God\'s reckoning a prophetic day can stand for a year. Relatives: Ezekiel 4:6 — brother — "I have appointed thee each day for a year." Daniel 9:24-25 — cousin — seventy weeks, 490 days, fulfilled as 490 years from 457 BC to AD 34, reaching the Messiah the Prince in AD 27. Daniel 8:14 — cousin — 2,300 evening-mornings, read as years, from 457 BC to 1844. Revelation 12:6 — cousin — 1,260 days, the same period as the time, times and half a time of Revelation 12:14, fulfilled as the years 538 to 1798. Daniel 7:25 — cousin — time, times and the dividing of time. The cluster shows the principle is not a clever trick: Scripture states it twice, and the seventy weeks confirm it, since the Messiah came on the year-day schedule.',
  },
  {
    title: "From Egypt to the throne: the blood on the door",
    description:
      "Build a canon-wide cluster around Exodus 12:13 and write two sentences on how the relatives interpret the anchor.",
    instructions:
      "Write the anchor and concept, 4–5 relatives from both testaments with labels and link notes of 25 words or fewer, and two sentences on what the anchor means once its family is gathered. Then record how many you named in a 30-second speed round. 120–200 words.",
    prompt:
      'Exodus 12:13: "when I see the blood, I will pass over you." The family of this verse runs through Hebrews, the Gospels, Paul, Peter and Revelation. Scripture interprets Scripture: let the relatives explain the anchor.',
    rubric: [
      reference(3, "Anchor and four or more relatives", 5),
      keywords(2, "Labels brothers and cousins", FAMILY, 2),
      keywords(
        2,
        "Relatives share the anchor's meaning",
        ["blood", "passover", "pass over", "lamb", "redeemed", "overcame"],
        3,
      ),
      keywords(1, "Lets the family interpret the anchor", [
        "interpret",
        "explain",
        "gathered",
        "speed round",
        "seconds",
      ]),
      christ(2, "Names the Lamb"),
    ],
    exampleAnswer:
      "Anchor: Exodus 12:13. Concept: God sees the blood of the lamb and judgment passes over. Relatives: Hebrews 11:28 — brother — through faith Moses kept the passover and the sprinkling of blood. 1 Corinthians 5:7 — cousin — Christ our passover is sacrificed for us. 1 Peter 1:18-19 — cousin — redeemed not with silver and gold but with the precious blood of Christ, a lamb without blemish. John 19:36 — cousin — not a bone of Him broken, as with the Passover lamb (Exodus 12:46). Revelation 12:11 — cousin — they overcame by the blood of the Lamb. Gathered together, the relatives interpret the anchor: the blood on the door was always pointing to Jesus. The safety it gave was God's mercy, not Israel's merit. Speed round: I named three in 30 seconds.",
  },
]);

const PATTERN = ["pattern", "warning", "principle", "illustrat"];
const HF_USES = ["sermon", "discussion", "apologetic", "class", "Bible study", "personal", "reflection"];

const historyDrills = roomDrills("hf", [
  {
    title: "First history entry: the unsinkable ship",
    description:
      "Get the facts of the Titanic's sinking right, then connect it to a biblical pattern with exact verses.",
    instructions:
      "Write the event with its date and two or three facts, the biblical parallel or principle with exact references, a lesson of one or two sentences, and its use. 80–160 words.",
    prompt:
      "The Titanic (April 1912), with Proverbs 16:18 and 1 Corinthians 10:12. Understand the event on its own terms first (what happened, when, and why so many died), then draw the pattern.",
    rubric: [
      reference(2, "Names exact verses", 2),
      keywords(
        3,
        "Gets the facts right",
        ["1912", "iceberg", "lifeboat", "maiden voyage", "unsinkable", "April"],
        3,
      ),
      keywords(3, "Names the biblical pattern", PATTERN),
      keywords(2, "Names a use", HF_USES),
    ],
    exampleAnswer:
      "Event: the sinking of the Titanic on its maiden voyage, 15 April 1912. On its own terms: the liner struck an iceberg in the North Atlantic late on 14 April and sank in under three hours; it carried lifeboats for only about half of those aboard, and more than 1,500 people died. It had been widely spoken of as practically unsinkable. Parallel: Proverbs 16:18, pride goeth before destruction; 1 Corinthians 10:12, let him that thinketh he standeth take heed lest he fall. Pattern: confidence that no warning applies to us. Lesson: the moment I think I cannot fall is the moment I stop watching for ice. Use: a discussion starter for our youth group on spiritual overconfidence, beginning with my own.",
  },
  {
    title: "The press and the Word: Gutenberg",
    description:
      "Record the printing press and the spread of Scripture, then tie the event to Isaiah 55:11 without overclaiming.",
    instructions:
      "Write the event with its approximate date and a few facts, the biblical principle with its exact reference, a sentence on what would be claiming too much, a lesson of one or two sentences, and a use. 80–160 words.",
    prompt:
      "Johannes Gutenberg's printing press (Mainz, around 1450) and the Bible he printed in the mid-1450s. Start from Isaiah 55:11. What does the event illustrate about how God's Word goes out, and what would be claiming too much?",
    rubric: [
      reference(2, "Names the exact verse"),
      keywords(3, "Gets the facts right", ["Gutenberg", "Mainz", "movable type", "1450", "1455", "press"], 3),
      keywords(
        3,
        "Illustrates a principle without overclaiming",
        ["principle", "illustrat", "not return", "claim too much", "does not predict"],
        2,
      ),
      keywords(2, "Names a use", HF_USES),
    ],
    exampleAnswer:
      "Event: Johannes Gutenberg's movable-type printing press in Mainz, developed around 1450; his Latin Bible was printed by about 1455. On its own terms: books that had taken a scribe months could now be produced in hundreds, and within a century printed Bibles in the common languages were spreading across Europe. Principle: Isaiah 55:11, my word shall not return unto me void, but shall accomplish that which I please. The verse does not predict the press, and I must not claim too much; it states a principle that the press illustrates, as God used an ordinary invention to send His Word further than ever. Lesson: God's Word goes out by many means, and it always does His work. Use: a class on the history of the Bible.",
  },
  {
    title: "A wall comes down: 9 November 1989",
    description:
      "Draw a biblical principle from the fall of the Berlin Wall without turning it into a political speech.",
    instructions:
      "Write the event and its facts, a biblical parallel or principle with its exact reference, a lesson that applies to every listener, and a use. Add one sentence on how you kept the entry free of partisanship. 90–170 words.",
    prompt:
      "The Berlin Wall, built in August 1961 and opened on the night of 9 November 1989. Understand the event first. Then ask what biblical pattern it illustrates (Ephesians 2:14 is one place to look), and make sure the lesson lands on everyone who hears it, you included.",
    rubric: [
      reference(2, "Names the exact verse"),
      keywords(
        3,
        "Gets the facts right",
        ["1961", "1989", "November", "Berlin", "border", "crossing", "gates"],
        3,
      ),
      keywords(3, "Keeps free of partisanship", [
        "partisan",
        "every side",
        "political",
        "every listener",
        "starting with me",
        "any party",
      ]),
      christ(2, "Names the One who breaks down walls"),
    ],
    exampleAnswer:
      'Event: the opening of the Berlin Wall, 9 November 1989. On its own terms: the wall had divided the city since August 1961; after a confused announcement that East Germans could cross, crowds gathered at the border crossings that night until the gates were opened, and families separated for 28 years embraced. Principle: Ephesians 2:14: Christ "hath broken down the middle wall of partition between us", making Jew and Gentile one. Lesson: the walls that matter most stand between people who share one Lord; Christ has already broken them down, and I am called to live as if He has. Use: a sermon illustration on reconciliation in the church. Non-partisan check: the lesson is not about any economic system or party; it asks every listener, starting with me, which walls of partition we still keep standing.',
  },
  {
    title: "Viral outrage: a trend, not an event",
    description:
      "Treat online outrage as a social trend, connect it to exact verses, and write a lesson aimed at your own posts first.",
    instructions:
      "Describe the trend plainly (what happens, how it spreads), give the biblical principle with exact references, and write a lesson of one or two sentences that applies to you before anyone else. Add a use. 90–170 words.",
    prompt:
      "Online outrage that goes viral: a clip or a post, a wave of angry sharing, a person's name trending by evening. Proverbs 18:8 and James 3:5-6. Scripture interprets culture, never the reverse.",
    rubric: [
      reference(2, "Names exact verses", 2),
      keywords(
        3,
        "Connects the trend to the texts",
        ["share", "viral", "tongue", "fire", "talebearer", "wounds", "post"],
        3,
      ),
      keywords(3, "Applies the lesson to self first", [
        "my own",
        "myself",
        "before anyone else",
        "I am the",
        "before I share",
      ]),
      keywords(2, "Names a use", HF_USES),
    ],
    exampleAnswer:
      "Trend: online outrage cycles. A short clip or post, often stripped of context, is shared with angry comments; within hours thousands of people who know nothing else about the person join in, and the story moves on before any correction catches up. Principle: Proverbs 18:8, the words of a talebearer are as wounds that go down into the innermost parts; James 3:5-6, the tongue is a little member, and a little fire kindles a great matter. Pattern: small words, fast spread, deep and lasting wounds. Lesson: before I share, I am the talebearer; my own thumb on the share button is James' little fire. Use: a personal rule this month, no sharing a post about a person until I have read their side, and a discussion starter for our young adults.",
  },
  {
    title: "Facts first: the tulip craze of 1637",
    description:
      "Get the facts straight about the Dutch tulip craze, including what historians doubt, before drawing a biblical lesson.",
    instructions:
      "Write the event with its date, the facts on their own terms (including one popular claim you corrected), the biblical principle with exact references, a lesson and a use. 100–180 words.",
    prompt:
      "The Dutch tulip craze that collapsed in February 1637. Popular retellings say the whole Dutch economy was ruined. Is that right? A wrong fact discredits a true lesson, so check before you connect; Proverbs 23:5 and Luke 12:15 are places to start.",
    rubric: [
      reference(2, "Names exact verses", 2),
      keywords(3, "Gets the facts right", ["1637", "tulip", "bulb", "Dutch", "Haarlem", "contracts"], 3),
      keywords(3, "Corrects the legend", [
        "legend",
        "historians",
        "exaggerat",
        "corrected",
        "narrower",
        "myth",
      ]),
      keywords(2, "Names a use", HF_USES),
    ],
    exampleAnswer:
      "Event: the Dutch tulip craze, which collapsed in February 1637. On its own terms: prices for rare bulbs rose steeply through the winter of 1636-37, traded in taverns through contracts for bulbs still in the ground; at an auction in Haarlem buyers failed to appear, and prices fell sharply within days. Correction: the popular story of a ruined national economy is exaggerated; historians have found that the losses fell on a fairly small circle of traders. Principle: Proverbs 23:5, riches certainly make themselves wings; they fly away as an eagle; Luke 12:15, a man's life consisteth not in the abundance of the things which he possesseth. Lesson: value set by desire can vanish overnight; only what God values lasts. Use: a Bible study on contentment, told honestly, without the legend.",
  },
  {
    title: "A cure in the likeness of the disease: Jenner's cowpox",
    description:
      "Record Edward Jenner's vaccine and the eradication of smallpox, and draw a careful gospel illustration from Numbers 21 and John 3.",
    instructions:
      "Write the event with its dates and facts, the biblical pattern with exact references, a lesson of one or two sentences, a use, and one sentence on where the illustration breaks down. 110–190 words.",
    prompt:
      "In May 1796 Edward Jenner inoculated a boy with cowpox, and the boy proved immune to smallpox; in 1980 the World Health Organization declared smallpox eradicated. Numbers 21:8-9 and John 3:14-15 show a cure that looks like the curse. Where does the illustration fit, and where does it break?",
    rubric: [
      reference(2, "Names exact verses", 2),
      keywords(
        2,
        "Gets the facts right",
        ["Jenner", "1796", "cowpox", "1980", "eradicated", "Phipps", "smallpox"],
        3,
      ),
      keywords(2, "Names the limit of the illustration", [
        "limit",
        "breaks",
        "not a proof",
        "where it fails",
        "differs",
      ]),
      keywords(2, "Names the biblical pattern", ["pattern", "principle", "serpent", "look", "likeness"], 2),
      christ(2, "Points to Christ lifted up"),
    ],
    exampleAnswer:
      "Event: in May 1796 the English doctor Edward Jenner inoculated eight-year-old James Phipps with matter from a cowpox sore; when later exposed to smallpox, the boy did not fall ill. Vaccination spread, and in 1980 the World Health Organization declared smallpox eradicated. Pattern: the protection came through something resembling the disease. In Numbers 21:8-9 the bitten Israelites looked at a serpent of brass and lived, and in John 3:14-15 Jesus says the Son of man must be lifted up in the same way. Lesson: God's remedy for sin came in the likeness of sinful flesh (Romans 8:3), and it must be received, not admired. Use: an apologetic illustration when someone asks why salvation comes through a cross. Limit: the illustration breaks at one point: a vaccine works whether or not you understand it, but the gospel is received by looking in faith.",
  },
  {
    title: "A cover-up exposed: Chernobyl, 1986",
    description:
      "Record the Chernobyl disaster accurately, connect it to a biblical warning about hidden sin, and apply it to every institution, your own included.",
    instructions:
      "Write the event with its date and facts, the biblical warning with exact references, a lesson of one or two sentences that applies to every side, and a use. 100–180 words.",
    prompt:
      "On 26 April 1986, during a safety test, reactor number 4 at Chernobyl exploded. The wider world learned of it only after radiation was detected in Sweden. Numbers 32:23 and Luke 12:2-3 speak of what is hidden. Resist making this about one political system.",
    rubric: [
      reference(2, "Names exact verses", 2),
      keywords(
        3,
        "Gets the facts right",
        ["1986", "reactor", "Sweden", "radiation", "Pripyat", "safety test", "April"],
        3,
      ),
      keywords(
        3,
        "Applies the warning to every side",
        ["every institution", "churches", "my own", "every side", "any one system", "cover-up"],
        2,
      ),
      keywords(2, "Names a use", HF_USES),
    ],
    exampleAnswer:
      "Event: the Chernobyl disaster, 26 April 1986. On its own terms: during a late-night safety test, reactor number 4 exploded and burned, releasing radiation across Europe; the nearby town of Pripyat was evacuated the next day, but the wider world learned of the accident only after workers at a Swedish nuclear plant detected radiation on their own clothing. Warning: Numbers 32:23, be sure your sin will find you out; Luke 12:2-3, there is nothing covered that shall not be revealed. Pattern: concealment delays the cure and multiplies the harm. Lesson: every institution, governments, companies, churches and my own family, is tempted to hide failures, and every cover-up makes the damage worse; confession is safer than concealment. Use: a sermon illustration on 1 John 1:9, applied to each listener, not to any one system.",
  },
  {
    title: "Disaster without newspaper exegesis: Lisbon, 1755",
    description:
      "Draw a sound biblical principle from the Lisbon earthquake, and keep it separate from the prophetic rooms' historicist work.",
    instructions:
      "Write the event with its date and facts, a biblical principle with exact references, a lesson of one or two sentences and a use. Then write two sentences on the difference between this room's pattern and a claim of prophetic fulfilment, and where such claims are properly tested. 120–200 words.",
    prompt:
      "On 1 November 1755 an earthquake, fires and a tsunami destroyed much of Lisbon. Historicist interpreters have long discussed it alongside Revelation 6:12, but that is the work of the prophecy rooms, with their own careful method. Here, start from Luke 13:1-5, where a tower falls on eighteen people.",
    rubric: [
      reference(2, "Names exact verses", 2),
      keywords(
        2,
        "Gets the facts right",
        ["1755", "Lisbon", "earthquake", "tsunami", "fires", "All Saints"],
        3,
      ),
      keywords(
        3,
        "Separates a pattern from a fulfilment claim",
        ["newspaper", "headline", "prophetic rooms", "fulfil", "historicist", "pattern"],
        2,
      ),
      keywords(1, "Draws a lesson and a use", ["lesson", "repent", "use", "discussion"], 2),
      christ(2, "Hears Jesus' own words on disaster"),
    ],
    exampleAnswer:
      "Event: the Lisbon earthquake of 1 November 1755, All Saints' Day. On its own terms: a great earthquake struck in the morning while many were in church; fires and a tsunami followed, and tens of thousands died. The disaster shook European thought, and writers such as Voltaire questioned providence in its wake. Principle: Luke 13:1-5: Jesus asks whether the eighteen on whom the tower of Siloam fell were sinners above all others, and answers: nay, but except ye repent, ye shall all likewise perish. Lesson: disasters are not a scoreboard of who sinned most; they call every survivor to repent and turn to God. Use: a discussion starter after a natural disaster in the news. Distinction: this room draws a pattern from the event; whether it also relates to Revelation 6:12 is a question for the prophetic rooms, tested by the historicist method and the whole prophecy, not by a headline. Newspaper exegesis skips that test.",
  },
  {
    title: "Pride on the march: Napoleon's Russian campaign",
    description:
      "Connect the 1812 campaign to a biblical principle, then run the room's re-check that culture is not steering the reading.",
    instructions:
      "Write the event and its facts, the principle with exact references, a lesson and a use. Then answer the re-check in two or three sentences: would you read the verse the same way if this event had never happened, and is any side being scored against? 120–200 words.",
    prompt:
      'In June 1812 Napoleon crossed into Russia with one of the largest armies Europe had seen; by December only a small fraction came back. James 4:13-16 ("if the Lord will") and Jeremiah 9:23-24 (let not the mighty man glory in his might). Apply the lesson to every listener, starting with yourself.',
    rubric: [
      reference(2, "Names exact verses", 2),
      keywords(2, "Gets the facts right", ["1812", "Moscow", "winter", "retreat", "Niemen", "Russia"], 3),
      keywords(
        3,
        "Runs the re-check",
        ["same way", "culture", "steer", "re-check", "scored against", "partisan"],
        2,
      ),
      keywords(
        3,
        "Draws the lesson from the texts",
        ["lesson", "plans", "if the Lord will", "glory", "boast"],
        2,
      ),
    ],
    exampleAnswer:
      "Event: Napoleon's invasion of Russia, 1812. On its own terms: in June the Grande Armée, well over 400,000 men, crossed the Niemen; the Russians retreated and burned supplies, Moscow was taken in September but largely burned, and the retreat through the winter destroyed the army, so that only a small fraction came back by December. Principle: James 4:13-16, ye ought to say, If the Lord will, we shall live, and do this, or that; Jeremiah 9:23-24, let not the mighty man glory in his might, but in knowing the LORD. Lesson: plans made as if tomorrow belongs to us are boasting, however large or small the plans. Use: a personal reflection before I set next year's goals. Re-check: I would read James the same way if 1812 had never happened; the event illustrates the text, it does not define it, so culture is not steering. And no side is being scored against: this is about my diary as much as an emperor's.",
  },
  {
    title: "A scroll in a cave: the Dead Sea Scrolls",
    description:
      "Record the discovery of the Great Isaiah Scroll accurately and use it as an apologetic illustration of Isaiah 40:8, teaching the room's steps as you go.",
    instructions:
      "Write as a worked example for a beginner, labelling each step: the event on its own terms (date, place, what was found), the biblical principle with exact references, the lesson, the use, and the re-check. 140–200 words.",
    prompt:
      "From 1947, scrolls were found in caves near Qumran by the Dead Sea, among them a complete scroll of Isaiah about a thousand years older than the medieval Hebrew manuscripts of Isaiah known before. Isaiah 40:8 and 1 Peter 1:24-25. Show the steps of the room on one example.",
    rubric: [
      reference(2, "Names exact verses", 2),
      keywords(
        3,
        "Gets the facts right",
        ["1947", "Qumran", "Isaiah Scroll", "Dead Sea", "cave", "thousand years"],
        3,
      ),
      keywords(
        2,
        "Teaches the room's steps",
        ["on its own terms", "principle", "lesson", "use", "re-check"],
        3,
      ),
      keywords(1, "Names the apologetic use", ["apologetic", "answer", "reliab", "changed"]),
      christ(2, "Points to Christ in the scroll"),
    ],
    exampleAnswer:
      'Step 1, on its own terms: in 1947 Bedouin shepherds found jars in a cave near Qumran, by the Dead Sea, holding ancient scrolls, and more caves followed. Among them is the Great Isaiah Scroll, a complete copy of Isaiah usually dated to the second century BC, about a thousand years older than the medieval manuscripts it was compared with, and apart from spelling and small variants it reads substantially the same. Step 2, principle: Isaiah 40:8, the grass withereth, the flower fadeth, but the word of our God shall stand for ever; 1 Peter 1:24-25 applies it to the gospel. Step 3, lesson: God keeps His Word. Step 4, use: an apologetic answer to "Hasn\'t the Bible been changed?", including Isaiah 53, copied out long before Jesus was born. Step 5, re-check: I am not claiming the scrolls prove the faith; they illustrate a promise I would believe anyway.',
  },
]);

const VERDICTS = ["verified", "not in Scripture", "misapplied", "verdict", "misquot"];
const ACTION = ["action", "action step", "I will", "this week"];

const listeningDrills = roomDrills("lr", [
  {
    title: "Your first capture: an echo in a sermon",
    description:
      "Capture a biblical echo from a sermon or conversation, verify it against the text, and write one action step for today.",
    instructions:
      "Write what you heard, the source and date, your verdict (verified, not in Scripture, or misapplied), the verse with a sentence on its context, and one action step for today. 60–140 words.",
    prompt:
      'James 1:22. Catch one phrase from the next sermon, podcast or conversation you hear that sounds like Scripture (a quote, a principle or an echo) and record it before memory edits it. To practise, you may use "Be still, and know that I am God" (Psalm 46:10).',
    rubric: [
      reference(2, "Names the verse"),
      keywords(3, "Gives a verdict", VERDICTS, 2),
      keywords(3, "Writes an action step", ACTION, 2),
      keywords(2, "Records the source and date", ["source", "sermon", "podcast", "date", "heard"], 2),
    ],
    exampleAnswer:
      'Heard: "Be still, and know that I am God," quoted by the preacher as a call to quiet prayer. Source and date: Sabbath sermon, 8 March. Verdict: verified, with a note. Psalm 46:10 is a real verse; in context it comes after God makes wars to cease (Psalm 46:8-9), and it is God speaking to the nations: stop striving, and know that I am God, exalted among the heathen. So it means more than personal quiet, but using it for surrender in prayer fits that meaning. Action step for today: before I open my email this afternoon, I will stop for two minutes and hand God the conflict I am trying to win by myself.',
  },
  {
    title: 'Not in Scripture: "God helps those who help themselves"',
    description:
      "Check a famous saying against Romans 5:6 and Philippians 2:12-13, give your verdict, and say what Scripture says instead.",
    instructions:
      "Record the saying and where you heard it, give your verdict with reasons, name the nearest texts and what they actually say, and write one action step. 80–160 words.",
    prompt:
      '"God helps those who help themselves." Many people are sure it is in the Bible. Check it against Romans 5:6 and Philippians 2:12-13. What is your verdict, and what does Scripture say instead?',
    rubric: [
      reference(2, "Names the nearest texts", 2),
      keywords(
        3,
        "Gives a verdict",
        ["not in Scripture", "verdict", "proverb", "not in the Bible", "saying"],
        2,
      ),
      keywords(
        3,
        "Says what Scripture says instead",
        ["without strength", "ungodly", "worketh in you", "grace", "cannot help", "work out"],
        2,
      ),
      keywords(2, "Writes an action step", ACTION),
    ],
    exampleAnswer:
      "Heard: \"God helps those who help themselves,\" from a colleague encouraging me at work, Tuesday 12 March. Verdict: not in Scripture. It is an old proverb, made famous in English by Benjamin Franklin's almanac, and it turns the gospel upside down. Romans 5:6 says that when we were yet without strength, in due time Christ died for the ungodly: God helps those who cannot help themselves. Philippians 2:12-13 does call us to work out our own salvation, but the reason follows: it is God which worketh in you both to will and to do. Effort is real, but it is the fruit of God's working, not its price. Action step: today I will bring God the problem I have been trying to fix alone, and ask for His help first.",
  },
  {
    title: "From a hymn to its source",
    description:
      "Trace a line from a hymn or song to its source verse, and check that it is used in context.",
    instructions:
      "Record the line, the song and where you heard it, the source verse, a verdict, a sentence on how the song uses the verse compared with its context, and an action step. 80–160 words.",
    prompt:
      'Many hymns and songs borrow Scripture. Take a line from one you sang recently, or, to practise, the line "It is well with my soul", which echoes 2 Kings 4:26, and trace it to its source.',
    rubric: [
      reference(2, "Names the source verse"),
      keywords(
        3,
        "Gives a verdict on the use",
        ["verified", "misapplied", "verdict", "in context", "echo"],
        2,
      ),
      keywords(2, "Records the source", ["hymn", "song", "sang", "source", "date"], 2),
      keywords(3, "Writes an action step", ACTION),
    ],
    exampleAnswer:
      'Heard: "It is well with my soul," sung in church on Sabbath, 15 March. Source: the phrase echoes 2 Kings 4:26, where the Shunammite, whose son has just died, answers Gehazi\'s questions with "It is well" and goes on to Elisha. Verdict: verified as an echo, and used in context. Horatio Spafford wrote the hymn after his four daughters were lost at sea, and the woman in 2 Kings says it while her child lies dead at home. Neither denies grief; both speak trust while still on the way. Action step: today I will name to God the one thing in my life that is not yet well, and say "it is well" as trust, not as pretending.',
  },
  {
    title: "In Scripture, but out of context: Jeremiah 29:11",
    description:
      "Verify a much-loved verse printed on a graduation card, and decide whether it is used as its context allows.",
    instructions:
      "Record the quote, source and date; give the verdict (verified or misapplied) with the context in two or three sentences; write what the verse does promise; and add an action step. 90–170 words.",
    prompt:
      'Jeremiah 29:11, with its "thoughts of peace, and not of evil, to give you an expected end", printed on a graduation card under "Your dreams will all come true!" Read Jeremiah 29:4-14 before you decide.',
    rubric: [
      reference(2, "Names the verse and its context", 2),
      keywords(
        3,
        "Reads the verse in context",
        ["context", "exile", "Babylon", "seventy years", "captives", "build houses"],
        3,
      ),
      keywords(2, "Gives a verdict", VERDICTS),
      keywords(3, "Writes an action step", ACTION),
    ],
    exampleAnswer:
      "Heard: Jeremiah 29:11 on a graduation card, under the words \"Your dreams will all come true!\" Source and date: a card at my niece's graduation, 20 June. Verdict: misapplied; the verse is real, but the card's promise is not. In context Jeremiah writes to captives in Babylon, telling them to build houses and settle, because the exile will last seventy years (Jeremiah 29:5, 10). God's thoughts of peace and an expected end were for a people who would wait a lifetime, and the promise is that they will seek Him and find Him when they search with all their heart (Jeremiah 29:13). What it does promise: God has a good purpose even in long, unwanted seasons, and He will be found. Action step: today I will write my niece a note adding verse 13 to the card.",
  },
  {
    title: "Memory edits: the root of all evil",
    description: "Verify a saying that is almost a verse, and see how two dropped words change its meaning.",
    instructions:
      "Record the quote as heard, the source and date, the exact verse, your verdict, a sentence on what the dropped words change, and an action step for you (not a correction for the speaker). 80–160 words.",
    prompt:
      '"Money is the root of all evil," said in a podcast interview. Check it against 1 Timothy 6:10 and its context (1 Timothy 6:6-10, 17-19). What did the speaker\'s memory drop?',
    rubric: [
      reference(2, "Names the verse and its context", 2),
      keywords(
        3,
        "Finds what memory dropped",
        ["love of money", "dropped", "contentment", "covet", "rich", "two words"],
        2,
      ),
      keywords(2, "Gives a verdict", VERDICTS),
      keywords(3, "Keeps the action step for self", ["action", "I will", "for me", "not a correction"], 2),
    ],
    exampleAnswer:
      'Heard: "Money is the root of all evil," on a business podcast, 3 April. Verse: 1 Timothy 6:10, "the love of money is the root of all evil". Verdict: misquoted, and so misapplied as spoken. Memory dropped two words, "the love", and the meaning changes: Paul does not condemn money itself; in 1 Timothy 6:17-19 he tells the rich to be rich in good works and ready to distribute. The root is the coveting that makes people pierce themselves through with many sorrows, and the remedy is godliness with contentment (1 Timothy 6:6). Action step: this is for me, not a correction for the speaker. Today I will look at where my money went this month and give one amount away quietly.',
  },
  {
    title: 'Sounds biblical: "This too shall pass"',
    description:
      "Catch a phrase from a film, song or advert that sounds like a verse, find out whether it is one, and name the nearest true texts.",
    instructions:
      "Record the phrase, the source and date; give your verdict; name the nearest texts and what they say in context; and write an action step. 90–170 words.",
    prompt:
      '"This too shall pass" is often spoken as if it were a Bible verse: in films, on mugs, in comforting conversations. Is it in Scripture? If not, which verses say something true and near to it (for example 2 Corinthians 4:17-18), and what do they add?',
    rubric: [
      reference(2, "Names the nearest texts", 2),
      keywords(3, "Gives a verdict", ["not in Scripture", "verdict", "proverb", "saying", "legend"], 2),
      keywords(
        3,
        "Says what Scripture adds",
        ["moment", "eternal", "light affliction", "seen", "weight of glory", "joy"],
        2,
      ),
      keywords(2, "Writes an action step", ACTION),
    ],
    exampleAnswer:
      'Heard: "This too shall pass," spoken by a character in a film I watched on Saturday night, 5 April. Verdict: not in Scripture. It is an old saying, often told in a legend about a king\'s ring, and the Bible never uses the phrase. Nearest texts: 2 Corinthians 4:17-18, our light affliction, which is but for a moment, works for us an eternal weight of glory, while we look at the things which are not seen; Psalm 30:5, weeping may endure for a night, but joy cometh in the morning. Scripture adds what the saying lacks: trouble does not merely pass; God uses it, and what follows is glory and joy, not only relief. Action step: today I will write 2 Corinthians 4:18 on a card for a friend in a hard season.',
  },
  {
    title: 'The most quoted verse? "Judge not"',
    description:
      'Verify a real use of "Judge not" against Matthew 7:1-5 and its neighbours, and write an action step aimed at yourself.',
    instructions:
      "Record how you heard the phrase used, with source and date; read Matthew 7:1-6 and John 7:24; give your verdict with reasons; and write an action step for you. 100–180 words.",
    prompt:
      '"Judge not" is often quoted to mean that no one may ever call anything wrong. Matthew 7:1-5 speaks of a beam and a mote, and verse 5 says "then shalt thou see clearly to cast out the mote"; John 7:24 says "judge righteous judgment". Capture a real use and verify it.',
    rubric: [
      reference(2, "Names the verse and its relatives", 2),
      keywords(
        3,
        "Reads the verse in context",
        ["beam", "mote", "hypocrite", "righteous judgment", "measure", "discernment"],
        3,
      ),
      keywords(2, "Gives a verdict", VERDICTS, 2),
      keywords(3, "Writes an action step for self", ["action", "I will", "my own", "before saying"], 2),
    ],
    exampleAnswer:
      "Heard: \"Judge not; who are you to say anything?\" in a conversation at a family meal, 12 April, when someone raised a cousin's gambling. Verdict: misapplied. Matthew 7:1-5 forbids hypocritical judging, condemning a speck in another's eye while ignoring the beam in my own, and warns that the measure I use will be used on me. But verse 5 expects the mote to be removed once the beam is gone, and verse 6 requires discernment. John 7:24 says not to judge by appearance but to judge righteous judgment. So Jesus forbids self-righteous condemnation, not moral discernment. Action step: today, before saying anything about my cousin, I will deal honestly with God about my own beam, my own spending, and then offer my cousin help rather than a verdict.",
  },
  {
    title: "The weekly review: what did you actually do?",
    description:
      "Review a week of captures, record what you did about each, and notice which verses have become yours.",
    instructions:
      "List three captures from the past seven days (quote, verse, verdict), and for each write the action you planned and what you actually did. Close with one sentence on which verse is now yours. 110–190 words.",
    prompt:
      "James 1:23-25 compares a hearer who is not a doer to a man who looks in a mirror and forgets his face. Take three captures from your week (or, to practise, Matthew 6:34, Proverbs 15:1 and Ephesians 4:26) and review what happened.",
    rubric: [
      reference(3, "Names the three verses", 3),
      keywords(
        3,
        "Reviews what was actually done",
        ["actually did", "did not", "review", "planned", "followed through", "forgot"],
        2,
      ),
      keywords(2, "Gives verdicts", VERDICTS),
      keywords(2, "Connects to being a doer", ["doer", "mirror", "obey", "hearer", "habit"]),
    ],
    exampleAnswer:
      'Weekly review, 14-20 April. (1) Heard in a podcast: "Don\'t borrow tomorrow\'s trouble." Verse: Matthew 6:34. Verdict: verified as an echo. Planned: stop checking the news at night. Actually did: four nights of seven. (2) Heard from my mother: "A soft answer turneth away wrath." Verse: Proverbs 15:1. Verdict: verified. Planned: answer my teenage son gently on Monday. Actually did: yes on Monday, and it worked; not on Thursday. (3) Heard in a sermon: "Don\'t go to bed angry." Verse: Ephesians 4:26. Verdict: verified, though the verse first allows anger without sin. Planned: settle a quarrel with my sister. Actually did not: I forgot, which is James\' mirror exactly, so I phoned her today instead. The verse that is now mine is Proverbs 15:1; being a doer turned it from a saying into a habit.',
  },
  {
    title: "Discernment without pride: an error from the pulpit",
    description:
      "Verify a verse you believe was misapplied in a sermon, and keep your action step about obedience, not about correcting the preacher.",
    instructions:
      "Record the quote, source and date, and your verdict with the context; then a humble next step and a personal action. Add one sentence on how you will guard against collecting other people's mistakes. 110–190 words.",
    prompt:
      "A preacher quotes Philippians 4:13 to promise that the youth team will win its match. Read Philippians 4:10-13. Discernment serves your own walk with God; this room is not for gathering other people's errors.",
    rubric: [
      reference(2, "Names the verse and its context"),
      keywords(
        3,
        "Reads the verse in context",
        ["content", "abound", "abased", "hungry", "full", "context", "misapplied"],
        3,
      ),
      keywords(
        3,
        "Keeps discernment humble",
        ["pride", "humble", "not my task", "my own", "collecting", "obedience"],
        2,
      ),
      christ(2, "Names Christ's strength rightly"),
    ],
    exampleAnswer:
      'Heard: "You can do all things through Christ: this team is going to win!" Source and date: a guest preacher at a youth rally, 26 April. Verdict: misapplied. In Philippians 4:10-13 Paul is thanking the church for a gift and saying he has learned to be content whether full or hungry, whether he abounds or suffers need; the "all things" are every circumstance, including losing. Christ\'s strength is for contentment in any situation, not a guarantee of winning. Humble next step: if a natural chance comes, I may ask the speaker what he makes of verse 12, but correcting him is not my task today. Action step: my own discontent with my job is the real target of this verse, and today I will thank God for three things in it. Guard: I will count my captures by actions taken, not by mistakes spotted, so that discernment stays tied to obedience, not pride.',
  },
  {
    title: "Teach the Listening Room: hearers and doers",
    description:
      "Explain the Listening Room to a beginner using James 1:22-25, walking through capture, the three verdicts and action, with an example of each verdict.",
    instructions:
      "Write as to a new student. State the core question, explain capture, verification with all three verdicts (one example each), the action step and the weekly review. Ground it in James 1:22-25. 140–200 words.",
    prompt:
      "James 1:22-25. The man who looks in the mirror and walks away forgetting is the passive listener; the doer is blessed in his deed. Use the passage to teach the whole method, with a short example of each verdict.",
    rubric: [
      reference(3, "Grounds the teaching in texts", 3),
      keywords(3, "Teaches all three verdicts", ["verified", "not in Scripture", "misapplied", "verdict"], 3),
      keywords(2, "Teaches the steps", ["capture", "verify", "action", "weekly review", "record"], 3),
      keywords(2, "Connects to being a doer", ["doer", "mirror", "hearer", "doing"], 2),
    ],
    exampleAnswer:
      'The Listening Room asks: which verse or principle does what I just heard echo, and what will I do about it? James 1:22-25 is its charter: a hearer who is not a doer is like a man who looks in a mirror and forgets his own face, but the doer is blessed in his deed. Step one, capture: write down the quote, who said it and when, before memory edits it. Step two, verify it against the text and give one of three verdicts. Verified: "the truth shall make you free" is John 8:32, used in context. Not in Scripture: "cleanliness is next to godliness" is a proverb. Misapplied: "where two or three are gathered" (Matthew 18:20) quoted about a small attendance, when its context is church discipline and agreement in prayer. Step three, action: one thing you will do today, for you, not a correction of the speaker. Step four, the weekly review: what did you actually do? Hearing is not the goal; doing is.',
  },
]);

/** The training drills of the floor-3 rooms. */
export const floor3Drills: readonly Drill[] = [
  ...natureDrills,
  ...personalDrills,
  ...bibleFreestyleDrills,
  ...historyDrills,
  ...listeningDrills,
];
