import { christ, keywords, length, reference, roomDrills } from "./builders";
import type { Drill } from "./types";

// Floor 2, the Investigation floor: Observation (or), Def-Com (dc), Symbols/Types (st), Questions (qr) and
// Q&A Chains (qa). Each room's ten drills climb from one basic move on a familiar passage (1–3) through the full
// method and its pitfalls (4–7) to prophetic and sanctuary texts, teaching and hand-offs between rooms (8–10).

const FACT_CATEGORIES = ["people", "numbers", "objects", "places", "times", "actions", "order"];

const observationDrills = roomDrills("or", [
  {
    title: "Ten plain facts: the miraculous catch",
    description:
      "Write ten numbered factual observations on Luke 5:1-11, each tagged with its category, with no meanings allowed.",
    instructions:
      'Read the passage twice without writing. Then list ten numbered observations, each starting with its category (People, Numbers, Objects, Places, Times, Actions, Order) and ending with a verse number. No "this means" lines. 60–150 words.',
    prompt:
      "Luke 5:1-11. Crowds pressing, two ships, washing nets, a borrowed boat, teaching from the water, a command, a night of toil, breaking nets, a kneeling fisherman. Record only what anyone could check on the page.",
    rubric: [
      reference(2, "Names the passage"),
      keywords(4, "Tags observations by category", FACT_CATEGORIES, 4),
      keywords(
        2,
        "Facts taken from the passage",
        ["ships", "nets", "Gennesaret", "deep", "night", "Simon", "partners", "knees"],
        3,
      ),
      christ(2, "Observes what Jesus does"),
    ],
    exampleAnswer:
      "Luke 5:1-11. (1) Places: Jesus stands by the lake of Gennesaret (v. 1). (2) People: the people press upon Him to hear the word of God (v. 1). (3) Numbers: He sees two ships by the lake (v. 2). (4) Actions: the fishermen are washing their nets (v. 2). (5) Objects: He enters Simon's ship and asks him to thrust out a little (v. 3). (6) Actions: He sits and teaches from the ship (v. 3). (7) Order: the command to fish comes after the teaching is finished (v. 4). (8) Times: Simon says they toiled all the night and took nothing (v. 5). (9) Objects: the net breaks and both ships begin to sink (v. 6-7). (10) Actions: Simon falls down at Jesus' knees (v. 8).",
  },
  {
    title: "Counting is observing: the ten virgins",
    description:
      "Observe Matthew 25:1-13 with at least three counting observations among ten or more plain facts.",
    instructions:
      "List at least ten numbered observations with their categories; at least three must count something (people, groups, mentions, what is carried). No interpretation. 70–160 words.",
    prompt:
      "Matthew 25:1-13. Counting is an observation: how many virgins, how many in each group, how many times the bridegroom is named, what each group carries. Notice, too, who sleeps.",
    rubric: [
      reference(2, "Names the passage"),
      keywords(
        3,
        "Facts taken from the parable",
        ["ten", "five", "wise", "foolish", "lamps", "oil", "midnight", "door", "vessels"],
        4,
      ),
      keywords(3, "Counts things", ["numbers", "count", "counting", "how many", "times"], 2),
      keywords(2, "Tags observations by category", FACT_CATEGORIES, 2),
    ],
    exampleAnswer:
      'Matthew 25:1-13. (1) Numbers: there are ten virgins (v. 1). (2) Numbers: five are wise and five are foolish (v. 2). (3) Objects: all ten take lamps (v. 1). (4) Objects: only the wise take oil in their vessels (v. 4). (5) Actions: all of them slumber and sleep, wise and foolish alike (v. 5). (6) Times: the cry comes at midnight (v. 6). (7) Numbers: counting mentions, the bridegroom is named four times. (8) Actions: the foolish ask the wise for oil (v. 8). (9) Actions: the wise refuse and send them to buy (v. 9). (10) Objects: the door is shut (v. 10). (11) Order: the foolish arrive after the door is shut and say "Lord, Lord" (v. 11). (12) People: the bridegroom answers, "I know you not" (v. 12).',
  },
  {
    title: "Observation or interpretation? Sorting the storm",
    description:
      "Sort eight statements about Mark 4:35-41 into observations and interpretations, and rewrite each interpretation as something you can point to.",
    instructions:
      "Label each statement O (observation) or I (interpretation) with a few words of reason. Rewrite every interpretation as an observation you could point to in a verse. 80–170 words.",
    prompt:
      'Mark 4:35-41. Sort these: (a) It is evening. (b) Jesus trusts His Father completely. (c) He is asleep on a pillow in the stern. (d) The storm symbolises the trials of life. (e) The disciples call Him "Master". (f) This teaches us not to fear. (g) He speaks to the wind and to the sea. (h) The disciples\' faith is weak.',
    rubric: [
      reference(2, "Names the passage"),
      keywords(
        5,
        "Sorts observations from interpretations",
        ["observation", "interpretation", "point to", "rewrite"],
        2,
      ),
      keywords(
        1,
        "Rewrites from the text",
        ["evening", "pillow", "asleep", "Master", "wind", "sea", "fearful", "no faith"],
        3,
      ),
      christ(2, "Observes what Jesus does and says"),
    ],
    exampleAnswer:
      'Mark 4:35-41. (a) O: verse 35 says "when the even was come". (b) I: the text never describes His inner trust; rewrite: He is asleep while the boat fills (v. 37-38). (c) O: verse 38, on a pillow in the hinder part of the ship. (d) I: symbol language; rewrite: a great storm of wind, and the waves beat into the ship (v. 37). (e) O: verse 38. (f) I: a lesson; rewrite: Jesus asks, "Why are ye so fearful?" (v. 40). (g) O: He rebukes the wind and says to the sea, "Peace, be still" (v. 39). (h) I: a judgement; rewrite: Jesus asks, "how is it that ye have no faith?" (v. 40). An observation is something I can point to in a verse; an interpretation is something I cannot.',
  },
  {
    title: "Repetitions: Abraham on Moriah",
    description:
      "Observe Genesis 22:1-14, the factual layer first, then the words and phrases that come back.",
    instructions:
      "List at least six factual observations (people, objects, times, actions), then at least four repetitions, each with the verses where it recurs. No meanings. 90–180 words.",
    prompt:
      "Genesis 22:1-14. Read it aloud once: the ear catches repetitions the eye skips. Listen for a reply that recurs, a phrase about walking, a title used of Isaac, and a verb that becomes a place name.",
    rubric: [
      reference(2, "Names the passage"),
      keywords(
        4,
        "Finds the repetitions",
        ["here am I", "together", "provide", "my son", "three times", "twice", "repetition"],
        3,
      ),
      keywords(
        2,
        "Facts taken from the passage",
        ["wood", "fire", "knife", "third day", "ram", "thicket", "altar", "young men"],
        3,
      ),
      keywords(
        2,
        "Tags observations by category",
        ["people", "objects", "times", "actions", "repetitions", "order"],
        2,
      ),
    ],
    exampleAnswer:
      'Genesis 22:1-14. Factual: (1) People: God calls Abraham by name (v. 1). (2) Times: Abraham rises early in the morning (v. 3). (3) Objects: he takes an ass, two young men, Isaac and cleft wood (v. 3). (4) Times: on the third day he sees the place afar off (v. 4). (5) Objects: Isaac carries the wood; Abraham carries the fire and the knife (v. 6). (6) Objects: a ram is caught in a thicket by his horns (v. 13). Repetitions: (7) "Here am I" three times: to God (v. 1), to Isaac (v. 7) and to the angel (v. 11). (8) "They went both of them together" twice (v. 6, v. 8). (9) "My son" in verses 7 and 8. (10) "Provide" in verse 8 returns as the place name Jehovah-jireh in verse 14.',
  },
  {
    title: "Grammar and connectives: Romans 12:1-2",
    description:
      "Observe how Romans 12:1-2 is built: its connectives, commands, verbs and contrasts, without explaining them.",
    instructions:
      "List at least eight numbered observations, each tagged (Grammar, Repetition, Contrast, Order, Emphasis). Include every connective and every command. No meanings or lessons. 80–170 words.",
    prompt:
      'Romans 12:1-2. Two verses, two long sentences. Start with "therefore" and ask only what is on the page: who speaks to whom, what is commanded, which verbs are active or passive, where "but" turns the sentence, and what comes at the end.',
    rubric: [
      reference(2, "Names the passage"),
      keywords(
        4,
        "Records the connectives",
        ["therefore", "but", "that ye may", "by the mercies", "connective"],
        3,
      ),
      keywords(
        3,
        "Observes the grammar",
        ["command", "imperative", "passive", "tense", "verb", "contrast"],
        2,
      ),
      keywords(
        1,
        "Facts taken from the passage",
        ["sacrifice", "living", "holy", "acceptable", "conformed", "transformed", "renewing", "world"],
        3,
      ),
    ],
    exampleAnswer:
      'Romans 12:1-2. (1) Grammar: the passage opens with "therefore", a connective linking it to what comes before. (2) Grammar: Paul says "I beseech you", an appeal addressed to "brethren". (3) Grammar: the appeal is made "by the mercies of God". (4) Grammar: the first command is to present your bodies. (5) Order: the sacrifice is described by three words: living, holy, acceptable. (6) Repetition: "acceptable" appears in verse 1 and again in verse 2. (7) Contrast: "be not conformed" is set against "but be ye transformed". (8) Grammar: both commands in verse 2 are passive in form; something is done to you. (9) Grammar: "by the renewing of your mind" names the means. (10) Grammar: "that ye may prove" states a purpose. (11) Emphasis: the sentence ends on "perfect, will of God".',
  },
  {
    title: "What is missing? Omissions in the lost son",
    description:
      "Observe Luke 15:11-32 for what you would expect to find but do not, on top of a factual base.",
    instructions:
      'Write at least four factual observations, then at least four omissions, each phrased as a plain fact ("the text does not say…") with a verse where possible. Do not explain why they are missing; save that for the Questions Room. 90–180 words.',
    prompt:
      "Luke 15:11-32. Compare what the younger son plans to say (v. 18-19) with what he actually says (v. 21). Ask which family members you would expect to meet, what question a father might ask, and how the story ends, or doesn't.",
    rubric: [
      reference(2, "Names the passage"),
      keywords(
        4,
        "Records omissions as plain facts",
        ["does not say", "never", "missing", "omission", "absent", "not told", "no mention"],
        2,
      ),
      keywords(
        2,
        "Facts taken from the parable",
        ["hired servants", "robe", "ring", "shoes", "calf", "elder", "far country", "swine"],
        3,
      ),
      keywords(2, "Tags observations by category", FACT_CATEGORIES, 2),
    ],
    exampleAnswer:
      'Luke 15:11-32. Factual: (1) Numbers: a certain man had two sons (v. 11). (2) Places: the younger goes into a far country (v. 13). (3) Actions: he is sent into the fields to feed swine (v. 15). (4) Order: the father runs to him before the son speaks (v. 20). (5) Objects: the best robe, a ring, shoes and the fatted calf (v. 22-23). Omissions: (6) The planned line "make me as one of thy hired servants" (v. 19) is missing from his actual speech (v. 21). (7) The father never asks where the money went. (8) No mother is mentioned anywhere in the household. (9) The text does not say whether the elder son goes in to the feast. (10) Neither son is ever named.',
  },
  {
    title: "Structure and contrast: Psalm 1",
    description:
      "Observe how Psalm 1 is built (its two ways, its turning points and its images) without drawing the lesson.",
    instructions:
      "List at least eight observations tagged Structure, Contrast, Repetition, Grammar or Emphasis. Identify the hinge words and the images on each side. 80–170 words.",
    prompt:
      "Psalm 1. Six verses, two kinds of people, a tree and chaff, a way that is known and a way that perishes. Notice the verbs of the first verse, the words that turn verses 2 and 4, and which word has the last say.",
    rubric: [
      reference(2, "Names the psalm"),
      keywords(
        4,
        "Observes how the psalm is built",
        ["contrast", "structure", "hinge", "repetition", "emphasis", "grammar"],
        3,
      ),
      keywords(
        4,
        "Facts taken from the psalm",
        ["walk", "stand", "sit", "tree", "rivers", "chaff", "wind", "perish", "delight", "law"],
        4,
      ),
    ],
    exampleAnswer:
      'Psalm 1. (1) Grammar: verse 1 moves through three verbs: walketh, standeth, sitteth. (2) Repetition: each verb is paired with a group: the ungodly, sinners, the scornful. (3) Structure: verse 2 turns on "But", introducing delight in the law of the LORD. (4) Repetition: "law" appears twice in verse 2. (5) Contrast: a tree planted by the rivers of water (v. 3) against the chaff which the wind driveth away (v. 4). (6) Structure: verse 4 turns again with "The ungodly are not so". (7) Grammar: verse 3 ends with a promise: whatsoever he doeth shall prosper. (8) Repetition: "stand" returns in verse 5: the ungodly shall not stand in the judgment. (9) Emphasis: the last word of the psalm is "perish". (10) Structure: the LORD is named as the One who knows the way of the righteous (v. 6).',
  },
  {
    title: "Both layers: the man born blind",
    description:
      "Write a twelve-line observation sheet on John 9:1-12 covering at least five categories, including an omission and an emphasis.",
    instructions:
      'Write at least twelve numbered observations with verse numbers, tagged by category. At least one must be an omission and one an emphasis. Then read once more and add two observations you missed the first time, marked "second reading". 120–200 words.',
    prompt:
      "John 9:1-12. A man blind from birth, a question about sin, spittle and clay, the pool of Siloam, neighbours who argue about who he is. The obvious details run out quickly; the discipline begins after them.",
    rubric: [
      reference(2, "Names the passage"),
      keywords(
        3,
        "Covers both layers",
        ["people", "numbers", "objects", "places", "times", "actions", "grammar", "omission", "emphasis"],
        5,
      ),
      keywords(
        3,
        "Facts taken from the passage",
        ["clay", "spittle", "Siloam", "neighbours", "neighbors", "wash", "birth", "parents"],
        3,
      ),
      keywords(1, "Adds observations on a second reading", [
        "second reading",
        "read again",
        "read once more",
        "missed",
      ]),
      christ(1, "Observes what Jesus does"),
    ],
    exampleAnswer:
      'John 9:1-12. (1) People: a man blind from his birth (v. 1). (2) People: the disciples ask whether this man or his parents sinned (v. 2). (3) Numbers: the question offers two options, and Jesus\' answer accepts neither (v. 3). (4) Times: Jesus speaks of working while it is day (v. 4). (5) Objects: spittle, ground and clay (v. 6). (6) Actions: the clay is put on the blind man\'s eyes (v. 6). (7) Places: the pool of Siloam, with its meaning given, "Sent" (v. 7). (8) Actions: he goes, washes and comes seeing (v. 7). (9) People: neighbours disagree whether he is the same man (v. 8-9). (10) Grammar: his answer is three words, "I am he" (v. 9). (11) Omission: the man never asks to be healed. (12) Emphasis: the healing takes one verse; the questions about it take five (v. 8-12). Second reading: (13) Grammar: he calls his healer "a man that is called Jesus" (v. 11). (14) Omission: the text does not say when he first sees Jesus\' face.',
  },
  {
    title: "Observe before you decode: Daniel 8:1-14",
    description:
      "Observe Daniel's vision of the ram, the goat and the little horn without interpreting a single symbol.",
    instructions:
      "List at least twelve numbered observations with verse numbers and categories: people, numbers, places and directions, objects, order, repetition, and the closing question and answer. Interpretation is banned: no kingdom names, no dates. 120–200 words.",
    prompt:
      "Daniel 8:1-14. A vision beside a river: animals, horns, a power that grows great, a question between heavenly beings and an answer. Observe it as if you had never heard an interpretation: who, where, how many, in what order, in which directions.",
    rubric: [
      reference(2, "Names the passage"),
      keywords(
        4,
        "Facts taken from the vision",
        ["ram", "goat", "horn", "Ulai", "west", "four", "little horn", "daily", "2300", "how long"],
        5,
      ),
      keywords(
        3,
        "Tags observations by category",
        ["numbers", "order", "places", "objects", "repetition", "people", "times"],
        3,
      ),
      keywords(1, "Counts what the vision counts", ["two", "four", "2300", "third year"], 2),
    ],
    exampleAnswer:
      'Daniel 8:1-14. (1) Times: the third year of Belshazzar (v. 1). (2) Places: Shushan, by the river Ulai (v. 2). (3) Numbers: the ram has two horns (v. 3). (4) Order: the higher horn came up last (v. 3). (5) Places: the ram pushes westward, northward and southward (v. 4). (6) Places: the he goat comes from the west and touches not the ground (v. 5). (7) Objects: the goat has a notable horn between his eyes (v. 5). (8) Order: when he is strong, the great horn is broken (v. 8). (9) Numbers: four notable ones come up toward the four winds (v. 8). (10) Places: the little horn grows toward the south, the east and the pleasant land (v. 9). (11) Repetition: "great" recurs in verses 4, 8, 9 and 10, and "magnified" in verse 11. (12) Objects: the daily is taken away and the place of his sanctuary cast down (v. 11). (13) People: one saint asks another, "How long?" (v. 13). (14) Numbers: the answer is 2300 days, then the sanctuary shall be cleansed (v. 14).',
  },
  {
    title: "From observations to questions: the centurion's confession",
    description:
      "Observe Mark 15:33-39, then turn the three most puzzling observations into open questions for the Questions Room.",
    instructions:
      "Write at least ten numbered observations with verses and categories. Then pick the three that puzzle you most and rewrite each as an open question (not yes or no), without answering it. 120–200 words.",
    prompt:
      "Mark 15:33-39. Darkness from the sixth hour to the ninth, a loud cry in Aramaic with its translation, a misheard name, a sponge of vinegar, a second loud cry, a veil torn from top to bottom, and a centurion standing over against Him. Observe first; the questions come from the observations.",
    rubric: [
      reference(2, "Names the passage"),
      keywords(
        3,
        "Facts taken from the passage",
        [
          "darkness",
          "sixth hour",
          "ninth hour",
          "Eloi",
          "Elias",
          "vinegar",
          "veil",
          "top to the bottom",
          "centurion",
        ],
        4,
      ),
      keywords(3, "Turns observations into open questions", ["why", "what", "how", "question"], 2),
      keywords(
        1,
        "Tags observations by category",
        ["times", "people", "objects", "order", "repetition", "grammar", "places"],
        2,
      ),
      christ(1, "Observes what Jesus does and says"),
    ],
    exampleAnswer:
      'Mark 15:33-39. (1) Times: darkness over the whole land from the sixth hour to the ninth (v. 33). (2) Times: the cry comes at the ninth hour (v. 34). (3) Grammar: Jesus\' words are given in Aramaic, "Eloi, Eloi, lama sabachthani?", and then translated (v. 34). (4) People: some bystanders think He calls Elias (v. 35). (5) Objects: a sponge full of vinegar on a reed (v. 36). (6) Repetition: two loud cries, in verses 34 and 37. (7) Order: He gives up the ghost, then the veil is rent (v. 37-38). (8) Objects: the veil of the temple is rent from the top to the bottom (v. 38). (9) Places: the centurion stands over against Him (v. 39). (10) Order: the centurion speaks after seeing how He cried out and died (v. 39). Questions: What was it about the way He cried out that moved the centurion to speak? Why does Mark record that the veil tore from the top? How does the cry of forsakenness relate to Psalm 22?',
  },
]);

const WEIGHING = ["interpreter", "commentator", "reading", "view", "weigh", "context", "usage"];

const defComDrills = roomDrills("dc", [
  {
    title: "Three words with their numbers: John 3:16",
    description:
      'Study "world", "believe" and "everlasting" in John 3:16: original word, Strong\'s number, short definition and one usage note.',
    instructions:
      "For each of the three words give the English, the Greek word with its transliteration, its Strong's number (G followed by digits), a short definition and one other place the word is used. Finish with a two-sentence synthesis. 80–170 words.",
    prompt:
      "John 3:16. The verse is so familiar that its words blur. Slow down on three of them (world, believe, everlasting) and let the Greek sharpen them.",
    rubric: [
      reference(2, "Names the verse"),
      keywords(3, "Gives the Greek words", ["kosmos", "pisteu", "aionios", "aiōnios", "agapa", "monogen"], 2),
      keywords(3, "Gives Strong's numbers", ["G2889", "G4100", "G166", "G25", "G3439", "Strong's"], 2),
      christ(2, "Ends the synthesis with Christ"),
    ],
    exampleAnswer:
      'John 3:16. World: κόσμος, kosmos, G2889, the ordered world, and in John often humanity turned away from God; compare John 1:10, where the world "knew him not". Believe: πιστεύω, pisteuō, G4100, to trust, to commit oneself to; John uses the verb about a hundred times but never the noun "faith" in his Gospel. Everlasting: αἰώνιος, aiōnios, G166, belonging to the age to come; the same word is rendered "eternal" in John 17:3, where eternal life is to know God. Synthesis: God loved a world that had turned from Him, and the life He gives is the life of the coming age, received by entrusting oneself to His Son. The verse describes not a transaction of opinion but a relationship of trust in Jesus Christ.',
  },
  {
    title: "Culture first: gleaning in Ruth 2",
    description:
      "Write a cultural note on gleaning for Ruth 2:1-3 from the law itself, then study two key words.",
    instructions:
      "Give one or two cultural notes, each with its source (a Bible text first). Then give two key words with Hebrew, transliteration and Strong's number. End with a synthesis of two or three sentences that lets the culture explain the text. 80–170 words.",
    prompt:
      'Ruth 2:1-3. Ruth goes to glean in the field "of Boaz", and "her hap was to light" on it. What did every first hearer know about gleaning and about a kinsman? Start with Leviticus 19:9-10 and Deuteronomy 24:19.',
    rubric: [
      reference(2, "Names the passage and the law behind it", 3),
      keywords(
        3,
        "Cultural note from the law",
        ["glean", "corners", "harvest", "poor", "stranger", "widow", "fatherless", "sheaf"],
        3,
      ),
      keywords(
        3,
        "Studies the Hebrew words",
        ["laqat", "H3950", "miqreh", "H4745", "go'el", "goel", "H1350"],
        2,
      ),
      christ(2, "Ends the synthesis with Christ"),
    ],
    exampleAnswer:
      'Culture: gleaning was the poor\'s legal right. Leviticus 19:9-10 forbids reaping the corners of the field and leaves the gleanings for the poor and the stranger, and Deuteronomy 24:19 adds the forgotten sheaf for the stranger, the fatherless and the widow. Ruth is poor, foreign and widowed. Words: "glean" is לָקַט, laqat, H3950, to gather up; "hap" is מִקְרֶה, miqreh, H4745, a chance happening. Synthesis: Ruth 2:1-3 reads like chance, but she walks into a field opened to her by God\'s law, owned by a kinsman who will later act as go\'el, redeemer (H1350). The law that protected the stranger quietly leads a Moabite widow toward the line of David, and of Jesus Christ, the greater Redeemer.',
  },
  {
    title: "Two words for love: John 21:15-17",
    description:
      "Compare the two Greek verbs for love in John 21:15-17 and let the context decide how much weight the difference can bear.",
    instructions:
      "Give both verbs with transliteration and Strong's number, note which question uses which, and summarise two ways careful interpreters have read the change, one sentence each. Close with a synthesis that the text itself decides. 100–190 words.",
    prompt:
      'John 21:15-17. Jesus asks Peter three times, "lovest thou me?" The English is the same each time; the Greek is not. Some build a great deal on the difference, others very little. Weigh it.',
    rubric: [
      reference(2, "Names the passage"),
      keywords(3, "Gives both Greek verbs", ["agapa", "phile", "G25", "G5368"], 2),
      keywords(3, "Weighs the interpretations", WEIGHING, 2),
      christ(2, "Ends the synthesis with Christ"),
    ],
    exampleAnswer:
      'John 21:15-17. Jesus\' first two questions use ἀγαπάω, agapaō (G25); Peter answers each time with φιλέω, phileō (G5368); the third time Jesus takes up Peter\'s word, phileō, and Peter is grieved that He asked "the third time". One line of interpreters sees a step down: Jesus meets Peter at the humbler love he can honestly claim. Another view notes that John uses the two verbs interchangeably elsewhere (the Father loves the Son with phileō in John 5:20 and with agapaō in John 3:35) and reads them as near synonyms chosen for variety. Synthesis: the context settles what matters most: three questions after three denials, and each answer followed by a charge, "Feed my sheep". Whatever weight the verbs carry, Jesus restores a failed disciple and gives him work again.',
  },
  {
    title: "From mercy seat to Calvary: Romans 3:25",
    description:
      'Study "propitiation" in Romans 3:25 and follow the same Greek word to the mercy seat of Hebrews 9:5.',
    instructions:
      "Give the Greek word, its transliteration and Strong's number, its usage in Hebrews 9:5, one cultural note from the sanctuary (with its Bible source), and a synthesis of 60–100 words. 100–190 words in all.",
    prompt:
      'Romans 3:25 says God set forth Christ Jesus "to be a propitiation through faith in his blood". The same Greek word is translated "mercyseat" in Hebrews 9:5. What does an Israelite picture when he hears it?',
    rubric: [
      reference(2, "Names the verse and its usage", 3),
      keywords(
        3,
        "Studies the word and its usage",
        ["hilasterion", "hilastērion", "G2435", "mercy seat", "mercyseat", "kapporeth", "H3727"],
        2,
      ),
      keywords(
        3,
        "Cultural note from the sanctuary",
        ["Day of Atonement", "blood", "sprinkl", "ark", "high priest", "veil"],
        2,
      ),
      christ(2, "Ends the synthesis with Christ"),
    ],
    exampleAnswer:
      'Romans 3:25. "Propitiation" is ἱλαστήριον, hilastērion, G2435. Usage: its only other New Testament appearance is Hebrews 9:5, where it is translated "mercyseat", and the Greek Old Testament uses it for the golden lid of the ark, the kapporeth (H3727). Culture: on the Day of Atonement the high priest sprinkled blood upon and before the mercy seat (Leviticus 16:14-15), the place where God\'s law in the ark and the sinner\'s blood-covered plea met. Synthesis: Paul says God "set forth" Christ Jesus publicly as the mercy seat, no longer hidden behind a veil but displayed at Calvary. The place of atonement has become a Person. In Him God is both just and the justifier of the one who believes (Romans 3:26), because the blood that covers the broken law is His own.',
  },
  {
    title: "Not dynamite: power in Romans 1:16",
    description:
      "Study the key words of Romans 1:16 and guard against reading modern meanings back into ancient words.",
    instructions:
      'Give three key words with Greek, transliteration, Strong\'s number and a short definition. Then in two sentences explain the "dynamite" error and why it misleads. End with a synthesis. 100–180 words.',
    prompt:
      'Romans 1:16. Preachers sometimes say the Greek for "power" gives us our word dynamite, so the gospel is explosive. Check that claim against the word\'s real meaning and usage, and study "gospel" and "salvation" too.',
    rubric: [
      reference(2, "Names the verse"),
      keywords(
        3,
        "Studies the three words",
        ["dunamis", "G1411", "euangelion", "G2098", "soteria", "sōtēria", "G4991"],
        3,
      ),
      keywords(
        3,
        "Names the modern-meaning error",
        ["dynamite", "anachron", "modern meaning", "read back", "reads a modern", "centuries later"],
        2,
      ),
      christ(2, "Ends the synthesis with Christ"),
    ],
    exampleAnswer:
      "Romans 1:16. Power: δύναμις, dunamis, G1411, ability, strength to accomplish; used of Jesus' \"mighty works\" in Matthew 11:20. Gospel: εὐαγγέλιον, euangelion, G2098, good news, an announcement of victory. Salvation: σωτηρία, sōtēria, G4991, rescue, deliverance, safety. The dynamite claim reads a modern meaning back into an ancient word: dynamite was named from dunamis in the 1860s, centuries later, so Paul could not have meant an explosion; and dynamite destroys, while God's power in the gospel creates and rescues. Synthesis: Paul is not ashamed of the gospel of Christ because the announcement itself carries God's own ability to save everyone who believes, the Jew first and also the Greek.",
  },
  {
    title: 'Weighing interpreters: "this rock" in Matthew 16:18',
    description:
      'Study the two Greek words behind Peter and rock, summarise the main readings of "this rock", and let Scripture decide.',
    instructions:
      "Give both words with transliteration and Strong's number. Summarise two or three interpretations fairly, one sentence each, without quoting anyone at length. Then write a synthesis that weighs them against the passage and other texts. 120–200 words.",
    prompt:
      'Matthew 16:18: "thou art Peter, and upon this rock I will build my church". Interpreters have read "this rock" as Peter himself, as Peter\'s confession in verse 16, or as Christ. Commentaries inform; they do not rule. Let the text and its relatives have the last word.',
    rubric: [
      reference(2, "Names the verse and the texts that weigh it", 3),
      keywords(3, "Gives both Greek words", ["petros", "petra", "G4074", "G4073"], 2),
      keywords(3, "Weighs the interpretations", WEIGHING, 2),
      christ(2, "Ends the synthesis with Christ"),
    ],
    exampleAnswer:
      'Matthew 16:18. Peter: Πέτρος, Petros, G4074, a stone; rock: πέτρα, petra, G4073, a mass of rock or bedrock. Reading one: the rock is Peter himself, the first to confess. Reading two: the rock is Peter\'s confession in verse 16, "Thou art the Christ, the Son of the living God." Reading three: the rock is Christ, the One confessed. Weighing them: the wordplay links Peter to the rock, but the subject of the passage is who Jesus is, and the builder is Jesus, not Peter. Peter himself later calls Christ the living stone on whom believers are built (1 Peter 2:4-6), and Paul says no other foundation can be laid than Jesus Christ (1 Corinthians 3:11). Synthesis: Peter is a stone laid on the foundation by confessing Christ, and the church stands on the Christ he confessed.',
  },
  {
    title: "What the LORD requires: Micah 6:8 in Hebrew",
    description:
      "Study the three requirements of Micah 6:8 in Hebrew, with a cultural note from the verses just before it.",
    instructions:
      "Give three key words with Hebrew, transliteration, Strong's number and definition. Add a cultural note from Micah 6:6-7 and a synthesis of 50–90 words. 100–190 words.",
    prompt:
      "Micah 6:8. The people ask whether God wants burnt offerings, calves of a year old, thousands of rams, rivers of oil, even a firstborn (Micah 6:6-7). God answers with three requirements. What do the Hebrew words add?",
    rubric: [
      reference(2, "Names the verse and its context", 2),
      keywords(
        4,
        "Studies the three Hebrew words",
        ["mishpat", "H4941", "chesed", "hesed", "H2617", "tsana", "H6800"],
        3,
      ),
      keywords(
        2,
        "Cultural note from the context",
        ["burnt offering", "rams", "calves", "firstborn", "oil", "sacrifice"],
        2,
      ),
      length(2, 90, "A full study and synthesis (90+ words)"),
    ],
    exampleAnswer:
      'Micah 6:8. Justly: מִשְׁפָּט, mishpat, H4941, judgment, what is right, the verdict of a just court. Mercy: חֶסֶד, chesed, H2617, steadfast covenant love, loyal kindness; the word the KJV also renders "lovingkindness". Humbly: צָנַע, tsana, H6800, to be modest or lowly; the root appears only here and in Proverbs 11:2. Culture: in Micah 6:6-7 the worshipper bids higher and higher (calves, thousands of rams, ten thousands of rivers of oil, even his firstborn) as if God could be bought with sacrifice. Synthesis: God has already shown what is good, and it is not a bigger offering. He asks for right dealing with people, loyal love that does not let go, and a lowly walk beside Him. The offerings were never the point; they pointed to the One who would walk humbly to the cross on our behalf.',
  },
  {
    title: "Cut off from the vision: Daniel 9:24-27",
    description:
      "Study the key Hebrew words of the seventy weeks, add the cultural background, and let the words set the prophecy's timing.",
    instructions:
      "Give four key words with Hebrew, transliteration, Strong's number and definition. Add a cultural note on the decree and the reckoning of years in sevens, with sources. End with a synthesis of 60–100 words that reaches Christ. 130–200 words.",
    prompt:
      'Daniel 9:24-27. "Seventy weeks are determined": the Hebrew verb behind "determined" appears only here. Study it with "weeks", "Messiah" and "cut off", then ask how the seventy weeks relate to the 2,300 days of Daniel 8:14, which Gabriel had come to explain.',
    rubric: [
      reference(2, "Names the passage and its sources", 3),
      keywords(
        3,
        "Studies the Hebrew words",
        ["chathak", "H2852", "shabua", "H7620", "mashiach", "H4899", "karath", "H3772"],
        3,
      ),
      keywords(
        3,
        "Sets the prophecy's timing",
        ["457", "AD 27", "AD 31", "AD 34", "490", "2300", "2,300"],
        3,
      ),
      christ(2, "Reaches the Messiah"),
    ],
    exampleAnswer:
      'Daniel 9:24-27. Determined: חָתַךְ, chathak, H2852, found only here: to cut, to decree. Weeks: שָׁבוּעַ, shabua, H7620, a unit of seven, here seventy sevens of years. Messiah: מָשִׁיחַ, mashiach, H4899, anointed one. Cut off: כָּרַת, karath, H3772, to cut, used of covenant-making and of death. Culture: Israel counted years in sevens for the sabbatical year and the jubilee (Leviticus 25:8), and the decree to restore and build Jerusalem went out under Artaxerxes in 457 BC (Ezra 7). Synthesis: Gabriel came to explain the vision of Daniel 8:14, and "cut off" suggests that 490 years are cut from the 2,300, both starting in 457 BC. From there 483 years reach AD 27, when Jesus was anointed at His baptism; in the midst of the last week, AD 31, the Messiah was cut off; and the seventy weeks closed in AD 34.',
  },
  {
    title: "Once for all: Hebrews 9:11-12",
    description:
      'Study the key words of Hebrews 9:11-12, weigh two readings of "the holy place", and let the letter\'s own context decide.',
    instructions:
      "Give three key words with Greek, transliteration and Strong's number. Add a cultural note from the Day of Atonement. Summarise two interpretations of where Christ entered, then write a synthesis judged by the context of Hebrews 8–10. 130–200 words.",
    prompt:
      'Hebrews 9:11-12. Christ, a high priest of good things to come, entered "once into the holy place" by His own blood, having obtained eternal redemption. Some read "the holy place" as the Most Holy Place at the ascension; others as the heavenly sanctuary as a whole. What does Hebrews itself say?',
    rubric: [
      reference(2, "Names the passage and the texts that weigh it", 3),
      keywords(
        3,
        "Studies the Greek words",
        ["ephapax", "G2178", "hagia", "G39", "lutrosis", "lutrōsis", "G3085"],
        2,
      ),
      keywords(
        3,
        "Weighs the interpretations by context",
        ["reading", "view", "interpret", "context", "weigh", "sanctuary"],
        3,
      ),
      christ(2, "Ends the synthesis with Christ"),
    ],
    exampleAnswer:
      'Hebrews 9:11-12. Once: ἐφάπαξ, ephapax, G2178, once for all, never to be repeated. Holy place: τὰ ἅγια, ta hagia, G39, literally "the holies", the word Hebrews uses for the sanctuary (Hebrews 8:2). Redemption: λύτρωσις, lutrōsis, G3085, release by payment of a price. Culture: once a year the high priest entered within the veil with blood not his own (Leviticus 16:14-15). One reading takes ta hagia here as the Most Holy Place, so that the Day of Atonement began at the ascension. Another reads it as the heavenly sanctuary as a whole, where Christ began His priestly ministry. The context weighs toward the second: Hebrews 8:2 uses the same plural for the whole sanctuary, and Hebrews 9:24 says only that He entered heaven itself. Synthesis: Christ\'s sacrifice is once for all; His ministry as High Priest in the heavenly sanctuary continues, and, read with Daniel 8:14, its final atoning phase began in 1844.',
  },
  {
    title: "Advocate and propitiation: 1 John 2:1-2",
    description:
      'Study the courtroom and sanctuary words of 1 John 2:1-2, weigh two readings of "the whole world", and work every step of the room.',
    instructions:
      "Give four key words with Greek, transliteration and Strong's number, one cultural note, two interpretations of \"the whole world\" summarised fairly, and a synthesis that lets John's own usage decide. 140–200 words.",
    prompt:
      '1 John 2:1-2 calls Jesus Christ "an advocate with the Father" and "the propitiation for our sins", and not for ours only but for "the whole world". Work every step of the room: words, culture, commentary and synthesis.',
    rubric: [
      reference(2, "Names the passage and John's other uses", 3),
      keywords(
        3,
        "Studies the Greek words",
        ["parakletos", "paraklētos", "G3875", "hilasmos", "G2434", "dikaios", "G1342", "G2889"],
        3,
      ),
      keywords(3, "Weighs the interpretations by usage", WEIGHING, 2),
      christ(2, "Ends the synthesis with Christ"),
    ],
    exampleAnswer:
      '1 John 2:1-2. Advocate: παράκλητος, paraklētos, G3875, one called alongside, a legal helper; in John 14:16 the same word names the Comforter. Righteous: δίκαιος, dikaios, G1342. Propitiation: ἱλασμός, hilasmos, G2434, the atoning sacrifice that turns away wrath; again in 1 John 4:10. World: κόσμος, kosmos, G2889. Culture: an advocate stood beside the accused in court, and John\'s readers knew the sanctuary where blood made atonement. One reading limits "the whole world" to believers scattered among all nations. Another view takes it as humanity at large, for whom the sacrifice is sufficient, though it is received only by faith. John\'s usage weighs toward the second: in 1 John 4:14 the Father sent the Son to be "the Saviour of the world", and in 1 John 5:19 "the whole world" lies in wickedness, which cannot mean believers. Synthesis: Jesus Christ pleads as Advocate on the ground of His own sacrifice, offered for all, and received by all who confess their sins.',
  },
]);

const CARD = ["symbol", "scope", "sign", "locus", "usage"];
const USAGE = ["consistent", "exception", "contextual", "usage", "two uses"];

const symbolDrills = roomDrills("st", [
  {
    title: "Your first symbol card: WATER",
    description:
      "Build a symbol card for WATER: five or more texts across the canon, a one-sentence sign and a Christ-locus.",
    instructions:
      "Write the card in four parts: Symbol; Scope (5–8 references from different parts of the Bible, a few words each); Sign (one sentence); Christ-locus (a New Testament text and one or two sentences). 90–180 words.",
    prompt:
      "WATER. Begin with the first appearances and the clearest teaching passages, include the prophets and Revelation, and notice whether the Bible uses water the same way throughout. Keep the sea and floods for another card if they mean something different.",
    rubric: [
      reference(3, "Scope of five or more texts", 5),
      keywords(3, "Builds the full card", CARD, 3),
      keywords(2, "Decides on the usage", USAGE),
      christ(2, "Lands the card in Christ"),
    ],
    exampleAnswer:
      'Symbol: WATER. Scope: Exodus 17:6 (water from the smitten rock); Psalm 42:1 (a soul thirsting like the hart for the water brooks); Isaiah 55:1 ("come ye to the waters"); Jeremiah 2:13 (the LORD, the fountain of living waters); Ezekiel 47:1-9 (a river from the temple that heals); John 7:37-39 (rivers of living water, spoken of the Spirit); Revelation 22:1 (the river of the water of life from the throne). Usage: consistent, with the sea and floods set aside for a separate card. Sign: water is the life God gives to the thirsty, poured out by His Spirit. Christ-locus: John 4:14. Jesus gives water that becomes in the believer a well springing up into everlasting life; He is the smitten Rock from which it flows.',
  },
  {
    title: "Symbol card: LAMB",
    description:
      "Trace the LAMB from Abel's flock to the throne, and land the card in John 1:29 and Revelation 5.",
    instructions:
      "Write Symbol, Scope (6–8 references in canonical order), Usage, Sign (one sentence) and Christ-locus (at least one New Testament text with a note). 100–180 words.",
    prompt:
      "LAMB. Start with Genesis 4:4 and Genesis 22:8, pass through the Passover and the daily sacrifice and Isaiah 53:7, and end in John 1:29 and Revelation 5. Is the lamb ever used for anything other than sacrifice and innocence?",
    rubric: [
      reference(3, "Scope of six or more texts", 6),
      keywords(2, "Builds the full card", CARD, 3),
      keywords(
        3,
        "Sign drawn from the texts",
        ["sacrifice", "Passover", "slain", "without blemish", "daily", "slaughter", "innocent", "substitute"],
        3,
      ),
      christ(2, "Lands the card in Christ"),
    ],
    exampleAnswer:
      'Symbol: LAMB. Scope: Genesis 4:4 (Abel\'s firstlings of the flock); Genesis 22:8 (God will provide himself a lamb); Exodus 12:5-13 (a lamb without blemish, its blood on the doors); Exodus 29:38-39 (two lambs a day, morning and evening); Isaiah 53:7 (brought as a lamb to the slaughter, silent); 1 Peter 1:19 (a lamb without blemish and without spot); Revelation 5:6 (a Lamb as it had been slain, in the midst of the throne). Usage: consistent; where the word describes people (Isaiah 40:11, Luke 10:3), it still speaks of innocence and dependence. Sign: the lamb is the innocent, spotless substitute whose death God provides for sinners. Christ-locus: John 1:29, "Behold the Lamb of God"; and Revelation 5 shows the slain Lamb reigning on the throne.',
  },
  {
    title: "Symbol card: OIL, and is it consistent?",
    description:
      "Build a card for OIL and decide honestly whether Scripture uses it the same way everywhere.",
    instructions:
      "Write Symbol, Scope (5–8 references), Usage (consistent, consistent with exceptions, or contextual, and why), Sign (one sentence) and Christ-locus. 100–180 words.",
    prompt:
      "OIL. Lamp oil in the sanctuary, anointing oil for priests and kings, Zechariah's olive trees, the wise virgins' vessels, oil for healing and for gladness. Is there one sign behind them all?",
    rubric: [
      reference(3, "Scope of five or more texts", 5),
      keywords(3, "Decides on the usage and explains it", USAGE, 2),
      keywords(
        2,
        "Sign drawn from the texts",
        ["anoint", "Spirit", "lamp", "olive", "candlestick", "lampstand"],
        3,
      ),
      christ(2, "Lands the card in Christ"),
    ],
    exampleAnswer:
      'Symbol: OIL. Scope: Exodus 27:20 (pure olive oil for the lamp to burn always); Exodus 30:30 (anointing Aaron and his sons); 1 Samuel 16:13 (David anointed, and the Spirit of the LORD came upon him); Zechariah 4:2-6 (olive trees feeding the candlestick: "not by might, nor by power, but by my spirit"); Matthew 25:3-4 (the wise take oil in their vessels); James 5:14 (anointing the sick with oil). Usage: consistent, with exceptions: oil for healing and for gladness (Psalm 104:15) are everyday uses, but the sacred uses keep one meaning. Sign: oil is the Holy Spirit\'s presence, setting people apart for God and keeping their light burning. Christ-locus: Acts 10:38. God anointed Jesus of Nazareth with the Holy Ghost and with power; Messiah and Christ both mean the Anointed One.',
  },
  {
    title: "A symbol with an exception: SERPENT",
    description:
      "Build the SERPENT card and decide where the bronze serpent fits when almost every other text is dark.",
    instructions:
      "Write the full card: Symbol, Scope (6–8 references), Usage, Exceptions (one or two sentences), Sign (one sentence) and Christ-locus. Record the exception rather than hiding it. 110–190 words.",
    prompt:
      "SERPENT. Genesis 3:1; Numbers 21:6-9; 2 Kings 18:4; Isaiah 27:1; Matthew 10:16; John 3:14; Revelation 12:9. The serpent is the tempter and the dragon, and also the image lifted on a pole for healing. How can one symbol carry both?",
    rubric: [
      reference(3, "Scope of six or more texts", 6),
      keywords(
        3,
        "Records the exception honestly",
        ["exception", "contextual", "consistent", "Nehushtan", "idol"],
        2,
      ),
      keywords(2, "Builds the full card", CARD, 2),
      christ(2, "Lands the card in Christ"),
    ],
    exampleAnswer:
      "Symbol: SERPENT. Scope: Genesis 3:1 (the subtle serpent in Eden); Numbers 21:6-9 (fiery serpents, and a serpent of brass on a pole); 2 Kings 18:4 (Hezekiah breaks the brass serpent, called Nehushtan, because Israel burned incense to it); Isaiah 27:1 (leviathan the crooked serpent punished); Matthew 10:16 (wise as serpents); John 3:14; Revelation 12:9 (that old serpent, called the Devil, and Satan). Usage: consistent, with exceptions. Exceptions: Matthew 10:16 borrows only the creature's wariness; and the brass serpent is the curse lifted up and judged, not a good serpent, so once it became an idol it had to be broken. Sign: the serpent is the deceiver and the deadly curse he brought. Christ-locus: John 3:14-15. The Son of man is lifted up like the brass serpent, made a curse for us, so that a look of faith brings life.",
  },
  {
    title: "Two uses, one card? LEAVEN",
    description:
      "Trace LEAVEN from the Passover to the parables and decide honestly how the kingdom parable fits.",
    instructions:
      "Write the card with Scope (6–8 references), Usage (name which texts use leaven differently and how you decided), Sign (one sentence) and Christ-locus. 110–190 words.",
    prompt:
      "LEAVEN. Exodus 12:15 (put it out of your houses), Leviticus 2:11 (no leaven on the altar), Leviticus 23:17 (two wave loaves baken with leaven at Pentecost), Matthew 13:33 (the kingdom like leaven), Luke 12:1 (the leaven of the Pharisees), 1 Corinthians 5:6-8 and Galatians 5:9. Does one meaning hold everywhere?",
    rubric: [
      reference(3, "Scope of six or more texts", 6),
      keywords(3, "Decides on the usage and explains it", USAGE, 2),
      keywords(
        2,
        "Sign drawn from the texts",
        ["corrupt", "hypocrisy", "malice", "spread", "permeat", "influence", "unleavened"],
        3,
      ),
      christ(2, "Lands the card in Christ"),
    ],
    exampleAnswer:
      "Symbol: LEAVEN. Scope: Exodus 12:15 (leaven put out at the Passover); Leviticus 2:11 (no leaven burned on the altar); Leviticus 23:17 (the Pentecost loaves baked with leaven); Matthew 13:33 (the kingdom like leaven hidden in meal); Luke 12:1 (the leaven of the Pharisees, which is hypocrisy); 1 Corinthians 5:6-8 (a little leaven leavens the lump: malice and wickedness); Galatians 5:9. Usage: contextual, with two uses. Most texts use leaven for sin that spreads unseen; Matthew 13:33 uses the same trait, a quiet, spreading influence, for the kingdom; and the Pentecost loaves, offered for people not yet sinless, may be leavened for that reason. Context decides each case. Sign: leaven is a hidden influence that permeates the whole, usually the corruption of sin. Christ-locus: 1 Corinthians 5:7. Christ our passover is sacrificed for us, so we keep the feast with the unleavened bread of sincerity and truth.",
  },
  {
    title: "A sanctuary symbol: INCENSE",
    description:
      "Build the INCENSE card from the golden altar to the heavenly throne, and land it in Christ's intercession.",
    instructions:
      "Write Symbol, Scope (6–8 references including the sanctuary and Revelation), Usage, Sign (one sentence) and Christ-locus (a New Testament text and a note). 110–190 words.",
    prompt:
      "INCENSE. The golden altar before the veil, the cloud of incense on the Day of Atonement, David's prayer set forth as incense, Zacharias at the hour of incense, and the golden censer of Revelation 8. What do the prayers of the saints need in order to rise?",
    rubric: [
      reference(3, "Scope of six or more texts", 6),
      keywords(
        3,
        "Sign drawn from the sanctuary texts",
        ["prayer", "golden altar", "censer", "cloud", "intercession", "sweet", "veil"],
        3,
      ),
      keywords(2, "Builds the full card", CARD, 2),
      christ(2, "Lands the card in Christ's intercession"),
    ],
    exampleAnswer:
      'Symbol: INCENSE. Scope: Exodus 30:1-8 (the golden altar before the veil, incense morning and evening); Leviticus 16:12-13 (a cloud of incense covering the mercy seat); Psalm 141:2 (let my prayer be set forth as incense); Luke 1:9-10 (the people praying outside at the time of incense); Revelation 5:8 (golden vials full of odours, the prayers of saints); Revelation 8:3-4 (much incense offered with the prayers of all saints on the golden altar before the throne). Usage: consistent. Sign: incense is prayer rising to God, made fragrant and acceptable by what is added to it. Christ-locus: Hebrews 7:25. Christ ever lives to make intercession; with Ephesians 5:2, His offering is the sweetsmelling savour that the angel\'s "much incense" pictures, so our weak prayers rise on His merits.',
  },
  {
    title: "Bride and harlot: WOMAN in prophecy",
    description:
      "Trace the woman as a symbol of God's people, faithful or fallen, and decide how to record its two sides.",
    instructions:
      "Write the card with Scope (7–10 references), Usage (explain the two sides), Sign (one sentence covering both), and Christ-locus. 120–200 words.",
    prompt:
      "WOMAN. Jeremiah 6:2; Isaiah 54:5; Hosea 2:19-20; Ezekiel 16:15; 2 Corinthians 11:2; Ephesians 5:25-27; Revelation 12:1; Revelation 17:1-5. In prophecy a woman can be a bride or a harlot. What stays the same, and what changes?",
    rubric: [
      reference(3, "Scope of seven or more texts", 7),
      keywords(
        3,
        "Sign drawn from both sides",
        ["bride", "harlot", "church", "faithful", "fallen", "wife", "adultery", "covenant"],
        3,
      ),
      keywords(2, "Decides on the usage", USAGE),
      christ(2, "Lands the card in Christ"),
    ],
    exampleAnswer:
      "Symbol: WOMAN (in prophecy). Scope: Jeremiah 6:2 (the daughter of Zion likened to a comely woman); Isaiah 54:5 (thy Maker is thine husband); Hosea 2:19-20 (I will betroth thee unto me for ever); Ezekiel 16:15 (Jerusalem playing the harlot); 2 Corinthians 11:2 (espoused to one husband as a chaste virgin); Ephesians 5:25-27; Revelation 12:1 (a woman clothed with the sun); Revelation 17:1-5 (the great whore on a scarlet beast). Usage: contextual, one meaning with two sides. A woman pictures a people in covenant relation: faithful, she is a bride; unfaithful, she is a harlot. Sign: a woman in prophecy is a religious body, either loyal to God as His bride or fallen into spiritual adultery. Christ-locus: Ephesians 5:25-27. Christ loved the church and gave Himself for it, to present it to Himself a glorious church, without spot.",
  },
  {
    title: "When the Christ-locus is a contrast: BEAST",
    description:
      "Build a BEAST card from Daniel and Revelation, and find where it meets Christ when the beasts themselves oppose Him.",
    instructions:
      "Write Symbol, Scope (6–8 references), Usage, Sign (one sentence) and Christ-locus, here a contrast: show how the Son of man and the Lamb stand against the beasts. 120–200 words.",
    prompt:
      "BEAST. Daniel 7:3, 7:17, 7:23; Daniel 8:20-21; Revelation 13:1-2; Revelation 17:12-14. Here the angel interprets the symbol himself. Where does a card for beasts reach Christ?",
    rubric: [
      reference(3, "Scope of six or more texts", 6),
      keywords(
        3,
        "Sign drawn from the texts",
        ["kingdom", "king", "power", "sea", "Son of man", "clouds", "overcome"],
        3,
      ),
      keywords(2, "Finds the Christ-locus by contrast", [
        "contrast",
        "against",
        "opposes",
        "instead",
        "by contrast",
      ]),
      christ(2, "Lands the card in Christ"),
    ],
    exampleAnswer:
      "Symbol: BEAST (in prophecy). Scope: Daniel 7:3 (four great beasts up from the sea); Daniel 7:17 (these great beasts are four kings); Daniel 7:23 (the fourth beast shall be the fourth kingdom upon earth); Daniel 8:20-21 (the ram is Media and Persia, the goat Grecia); Revelation 13:1-2 (a beast from the sea combining leopard, bear and lion); Revelation 17:12-14. Usage: consistent, because Scripture interprets the symbol itself. Sign: a beast in prophecy is a kingdom or ruling power. Christ-locus: by contrast. The beasts rise from the troubled sea; the Son of man comes with the clouds of heaven and receives an everlasting kingdom (Daniel 7:13-14). Jesus claims that title before the high priest (Matthew 26:64), and Revelation 17:14 shows the powers making war with the Lamb, and the Lamb overcoming them, for He is Lord of lords. Every beast kingdom ends; His does not.",
  },
  {
    title: "Two cards, not one: the SEA in prophecy",
    description:
      "Separate the prophetic sea from the WATER card, test it on Revelation 13, and revise the card if Scripture corrects it.",
    instructions:
      "Write a SEA card (Scope of 5–8 references, Usage, Sign, Christ-locus), then one or two sentences on why it needs its own card, and one sentence testing it on Revelation 13:1 and 13:11. 120–200 words.",
    prompt:
      'Revelation 17:15 says the waters "are peoples, and multitudes, and nations, and tongues". Daniel 7:2-3 has winds striving upon the great sea; Isaiah 17:12-13 compares nations to rushing waters. Yet the living water of John 4 means something else. Build a separate card and test it.',
    rubric: [
      reference(3, "Scope of five or more texts", 5),
      keywords(
        3,
        "Sign drawn from the texts",
        ["peoples", "multitudes", "nations", "tongues", "winds", "earth", "restless"],
        3,
      ),
      keywords(2, "Keeps the cards apart and tests them", [
        "separate card",
        "two cards",
        "own card",
        "revise",
        "different",
        "test",
      ]),
      christ(2, "Lands the card in Christ"),
    ],
    exampleAnswer:
      "Symbol: SEA (many waters, in prophecy). Scope: Isaiah 17:12-13 (nations rushing like many waters); Isaiah 57:20 (the wicked like the troubled sea); Daniel 7:2-3 (winds striving upon the great sea, beasts rising); Revelation 13:1 (a beast out of the sea); Revelation 17:15 (the waters are peoples, multitudes, nations and tongues); Revelation 21:1 (no more sea). Usage: consistent within prophecy. Sign: the sea is the restless mass of peoples and nations from which powers arise. It needs its own card: the WATER card is the life God gives, while the sea is humanity in turmoil, so one word carries two symbols. Test: the first beast rises from the crowded sea of nations; the beast of Revelation 13:11 comes up out of the earth instead, a power rising where peoples were few. Christ-locus: Mark 4:39. Jesus rebukes the sea and it obeys Him, and in the new earth there is no more sea.",
  },
  {
    title: "Cards as keys: decoding Revelation 12:1-9",
    description:
      "Apply your symbol cards to Revelation 12:1-9, test each against the passage, and revise any card the text corrects.",
    instructions:
      "Name at least four symbols in the passage. For each, cite the card's key texts and say what it signs here. Then name one way the passage confirms or corrects a card. End with the chapter's Christ-locus. 130–200 words.",
    prompt:
      "Revelation 12:1-9. A woman clothed with the sun, the moon under her feet and twelve stars; a great red dragon with seven heads and ten horns; a man child who is to rule all nations with a rod of iron and is caught up to God's throne; war in heaven. Use your WOMAN, SERPENT and BEAST cards as keys, and let verse 9 do some of the work for you.",
    rubric: [
      reference(3, "Cites the cards' key texts", 5),
      keywords(
        3,
        "Decodes the passage's symbols",
        ["woman", "dragon", "serpent", "stars", "man child", "Michael", "war in heaven"],
        4,
      ),
      keywords(2, "Tests the cards against the text", ["card", "confirm", "correct", "revise", "key"], 2),
      christ(2, "Finds the chapter's Christ-locus"),
    ],
    exampleAnswer:
      "Revelation 12:1-9. WOMAN: my card (Jeremiah 6:2; 2 Corinthians 11:2) reads her as God's faithful people; clothed with the sun, she is the bride, not the harlot of Revelation 17. DRAGON: verse 9 interprets it as that old serpent, called the Devil, and Satan, which confirms my SERPENT card from Genesis 3:1; its heads and horns link it to the BEAST card (Daniel 7:7), so Satan works through earthly powers. STARS: the dragon's tail draws a third of the stars of heaven (v. 4), and verse 9 shows his angels cast out with him. MAN CHILD: born to rule all nations with a rod of iron (Psalm 2:9) and caught up to God and His throne: Jesus Christ, born, ascended and enthroned. Correction: my SERPENT card needed a note that the serpent becomes a dragon, growing from tempter to persecutor. Christ-locus: the man child is Christ, and the war in heaven is the great controversy He wins.",
  },
]);

const COLUMNS = [
  "INTRA",
  "INTER",
  "PALACE",
  "within the passage",
  "across Scripture",
  "through the framework",
];
const OPEN = ["why", "what", "how", "which", "where", "who"];

const questionDrills = roomDrills("qr", [
  {
    title: "Questions from inside: Zacchaeus",
    description:
      "Write eight INTRA questions on Luke 19:1-10: questions the passage raises about its own words, order and people.",
    instructions:
      "Write eight open questions, each ending with a question mark and each about something inside the passage: structure, word choice, grammar, omissions, characters, setting. Mark them INTRA. Avoid yes/no questions. 70–160 words.",
    prompt:
      'Luke 19:1-10. A chief among the publicans, a crowd, a sycomore tree, a "to day" and a "must", murmuring, a promise of fourfold restoration, and a closing saying about seeking and saving. Ask what the passage makes you wonder about itself.',
    rubric: [
      reference(2, "Names the passage"),
      keywords(3, "Asks open questions", OPEN, 3),
      keywords(
        3,
        "Asks from inside the passage",
        ["INTRA", "structure", "word order", "omitted", "grammar", "why does Luke"],
        2,
      ),
      christ(2, "Keeps Jesus in the questions"),
    ],
    exampleAnswer:
      'INTRA questions on Luke 19:1-10: (1) Why does Luke tell us both that Zacchaeus was chief among the publicans and that he was rich? (2) What does it mean that he "sought to see Jesus who he was", rather than simply to see Him? (3) Why does the crowd, and not only his height, keep him from seeing? (4) How did Jesus know his name? (5) Why does Jesus say He "must" abide at his house, and why "to day"? (6) What does the word order show when Zacchaeus "made haste, and came down"? (7) Why is his promise of fourfold restoration made standing, before the Lord? (8) What is omitted from the meal itself, and why does Luke skip straight to Zacchaeus standing? The grammar and structure of verses 5 and 9, with their two "to day"s, may be the key.',
  },
  {
    title: "Rewrite the weak ones: Nicodemus by night",
    description:
      "Rewrite five weak questions on John 3:1-8 (yes/no, leading, and statements with a question mark) as open questions.",
    instructions:
      "For each question, name the weakness (yes/no, leading, or statement) and write an open rewrite the text can answer. Add one sentence on why the rewrites will lead further. 80–170 words.",
    prompt:
      "John 3:1-8. Weak questions: (1) Did Nicodemus come at night? (2) Isn't being born of water obviously about baptism? (3) Was Nicodemus a Pharisee? (4) This shows Nicodemus was afraid, right? (5) Does the wind blow where it wants?",
    rubric: [
      reference(2, "Names the passage"),
      keywords(
        3,
        "Names each weakness",
        ["yes/no", "yes or no", "leading", "statement", "smuggles", "already contains"],
        2,
      ),
      keywords(3, "Rewrites them as open questions", ["why", "what", "how", "open", "rewrite"], 3),
      christ(2, "Keeps Jesus in the questions"),
    ],
    exampleAnswer:
      'John 3:1-8. (1) Yes/no, and any glance answers it. Rewrite: Why does John note that Nicodemus came by night, and where else in John does night return? (2) Leading: it smuggles in its answer. Rewrite: What did "born of water and of the Spirit" mean to a teacher of Israel who knew Ezekiel 36:25-27? (3) Yes/no. Rewrite: What did being a Pharisee and a ruler of the Jews bring with Nicodemus into this conversation? (4) A statement with a question mark. Rewrite: What does the text actually tell us about Nicodemus\'s motives, and what does it leave unsaid? (5) Yes/no. Rewrite: How does Jesus use the wind to describe everyone born of the Spirit? Open questions send me back into the text and across Scripture; the weak ones closed the door before I had opened it.',
  },
  {
    title: "Questions across Scripture: Isaiah 53",
    description:
      "Write INTER questions on Isaiah 53, each naming a New Testament text where the chapter is quoted or echoed.",
    instructions:
      "Write at least six INTER questions, each ending with a question mark and naming the New Testament reference it sends you to. Do not answer them. 80–170 words.",
    prompt:
      "Isaiah 53. The New Testament returns to this chapter again and again: Matthew 8:17, Luke 22:37, John 12:38, Acts 8:32-35, Romans 10:16, 1 Peter 2:22-25. Ask what each use adds, and why each writer reached for it.",
    rubric: [
      reference(3, "Names the New Testament uses", 4),
      keywords(
        3,
        "Asks across Scripture",
        ["INTER", "quote", "quoted", "echo", "context", "fulfil", "apply"],
        2,
      ),
      keywords(2, "Asks open questions", OPEN, 2),
      christ(2, "Traces the chapter to Christ"),
    ],
    exampleAnswer:
      'INTER questions on Isaiah 53: (1) Why does Matthew 8:17 apply "himself took our infirmities" to healings, before the cross? (2) What does Jesus mean in Luke 22:37 when He says that "he was reckoned among the transgressors" must be fulfilled in Him that night? (3) How does John 12:38 use the chapter\'s opening question to explain unbelief? (4) What did Philip say when, in Acts 8:32-35, he began at this Scripture and preached Jesus? (5) Why does Paul quote "who hath believed our report?" in Romans 10:16 within an argument about preaching? (6) How does 1 Peter 2:22-25 turn the chapter into a pattern for suffering servants, and why does Peter quote it to household servants? (7) Which parts of the chapter are never quoted in the New Testament, and why might that be?',
  },
  {
    title: "The third column: the PALACE checklist on Exodus 17",
    description:
      "Run the whole PALACE checklist over Exodus 17:1-7 and write one open question for each lens.",
    instructions:
      "Write eight questions, one per lens (cycle, heaven, sanctuary, Christ, dimension, time zone, genre, room), each ending with a question mark and naming its lens. 90–180 words.",
    prompt:
      "Exodus 17:1-7. Thirst at Rephidim, a quarrel, a rod, a rock in Horeb, elders as witnesses, and two place names, Massah and Meribah. The INTRA and INTER columns ask about the text and its echoes; the PALACE column asks where the passage sits in the palace.",
    rubric: [
      reference(2, "Names the passage"),
      keywords(
        4,
        "Runs the PALACE lenses",
        ["cycle", "heaven", "sanctuary", "dimension", "time zone", "genre", "room", "Christ"],
        5,
      ),
      keywords(2, "Asks open questions", OPEN, 2),
      christ(2, "Asks where Christ is"),
    ],
    exampleAnswer:
      'PALACE questions on Exodus 17:1-7: (1) Cycle: which beat of the @Mo cycle is this, and why does thirst come right after the manna? (2) Heaven: which horizons does the smitten rock speak to, first, second or third, and how? (3) Sanctuary: which sanctuary article or service is closest to a rock struck so that water flows: the altar, the laver, or something else? (4) Christ: where is Christ here, given 1 Corinthians 10:4, and what is He doing: providing, bearing the blow, or both? (5) Dimension: what does the passage say on each dimension, from literal Israel to the church and heaven? (6) Time zone: does it speak only from earth-past, or also to the present? (7) Genre: what reading rules does historical narrative bring to a miracle account? (8) Room: which room would best unlock "Is the LORD among us, or not?"',
  },
  {
    title: "A full map in miniature: Lazarus",
    description:
      "Write a fifteen-question map on John 11:1-44 with at least four questions in each column, and star the strongest.",
    instructions:
      "Write INTRA, INTER and PALACE headings with at least four open questions under each (15 or more in all), then star three to five of them for the Q&A Chains Room. Keep each question short. 130–200 words.",
    prompt:
      "John 11:1-44. A message, a delay of two days, Martha's conversation, Mary's tears, Jesus weeping, a stone, a loud voice, grave clothes. Map it across all three columns.",
    rubric: [
      reference(2, "Names the passage"),
      keywords(3, "Fills all three columns", COLUMNS, 3),
      keywords(2, "Stars the strongest questions", ["star", "starred", "strongest", "work list"]),
      keywords(1, "Asks open questions", OPEN, 3),
      christ(2, "Keeps Jesus at the centre of the map"),
    ],
    exampleAnswer:
      'INTRA: Why does Jesus stay two more days after hearing His friend is sick? Why does He call death sleep in verse 11? Why does Martha go out to meet Him while Mary sits still? Why does Jesus weep when He knows what He will do? Why does He pray aloud "because of the people"? INTER: How does "I am the resurrection" relate to John 5:28-29? Where else is death called sleep, as in Daniel 12:2? How does this raising compare with Elijah\'s and Elisha\'s? How does Thomas\'s "let us go, that we may die with him" look after John 20? How does this sign lead to the plot of John 11:53? PALACE: Which sanctuary service does an opened grave anticipate? Which heaven does it address? Where is Christ as Prophet, Priest and King here? Which time zone holds the resurrection hope? What genre rules apply to a sign in John? Starred: the delay, the resurrection, the tears, Thomas, and the time zone.',
  },
  {
    title: "Don't dodge: uncomfortable questions on Genesis 22",
    description:
      "Write the hard questions Genesis 22:1-14 raises and name where in Scripture each might send you.",
    instructions:
      "Write at least five uncomfortable open questions, each followed by a short note of where you would look for an answer (a reference, not the answer itself). Then star the one you most need to work on. 90–180 words.",
    prompt:
      "Genesis 22:1-14. God tells a father to offer his son. The story is loved and troubling at once. A map that avoids the hard questions never reaches the richest answers.",
    rubric: [
      reference(3, "Names where each question leads", 3),
      keywords(3, "Faces the uncomfortable questions", [
        "uncomfortable",
        "hard",
        "difficult",
        "troubling",
        "dodge",
      ]),
      keywords(2, "Asks open questions", OPEN, 2),
      christ(2, "Lets a question lead to Christ"),
    ],
    exampleAnswer:
      'Uncomfortable questions on Genesis 22:1-14: (1) How can God ask for a child sacrifice when He later condemns it as an abomination? Look at Jeremiah 7:31 and Deuteronomy 12:31. (2) What did Abraham believe would happen on the mountain? Hebrews 11:17-19. (3) Why does the text say God "did tempt" Abraham, when James says God tempts no man? James 1:13, beside the older English sense of "prove". (4) What did Isaac, old enough to carry the wood, understand and consent to? Genesis 22:6-9. (5) Why does the angel call only after the knife is raised? Genesis 22:10-13. (6) What did it cost the Father to do what He stopped Abraham from doing? John 3:16 and Romans 8:32. Starred: question 6, the hardest of all, because it turns a troubling story toward the cross, where God did not spare His own Son, Jesus.',
  },
  {
    title: "Choosing the five: starring a question map",
    description:
      "From a ready-made map on Mark 4:35-41, star the five strongest questions and say why each earns its star.",
    instructions:
      "Star five questions. For each, write one sentence on why it is strong (open, answerable from Scripture, leads somewhere). Name at least two you rejected and why. 100–190 words.",
    prompt:
      'Mark 4:35-41 map: (a) Was it evening? (b) Why does Mark mention other little ships? (c) How could Jesus sleep in the storm? (d) Why does He rebuke the wind but speak to the sea? (e) What did the disciples mean by "carest thou not"? (f) How does Psalm 107:23-30 compare? (g) Isn\'t this about trusting God in hard times? (h) Why were they more afraid after the calm? (i) Which time zone is this? (j) How does Jonah 1 compare?',
    rubric: [
      reference(2, "Names the passage and the texts that will answer", 2),
      keywords(
        3,
        "Stars and rejects with reasons",
        ["star", "starred", "strongest", "reject", "rejected"],
        2,
      ),
      keywords(
        3,
        "Judges by the room's criteria",
        ["open", "answerable", "leads", "yes/no", "leading", "chain"],
        2,
      ),
      christ(2, "Keeps Jesus at the centre"),
    ],
    exampleAnswer:
      "Mark 4:35-41. Starred: (c) How could Jesus sleep in the storm? It is open, and Psalm 4:8 and Isaiah 26:3 can answer it. (h) Why were they more afraid after the calm? The text forces it, and it leads to who Jesus is. (j) How does Jonah 1 compare? A strong INTER question: one prophet sleeps in flight, the other in peace, and in both the sailors' fear grows. (f) How does Psalm 107:23-30 compare? The LORD who stills the storm in the psalm is asleep in the stern here, which leads straight to a chain. (d) Why rebuke the wind but speak to the sea? Word choice the text can answer. Rejected: (a) is yes/no and any glance answers it; (g) is leading and smuggles in a lesson; (i) is fair but answers itself. The starred five go to the Q&A Chains Room.",
  },
  {
    title: "Questions on a time prophecy: Daniel 8:13-14",
    description:
      "Map Daniel 8:13-14 across all three columns, with the PALACE column asking about sanctuary, time and Christ.",
    instructions:
      "Write at least four INTRA, four INTER and four PALACE questions, all open and ending with a question mark. Star three for the Q&A Chains Room. 130–200 words.",
    prompt:
      'Daniel 8:13-14. One saint asks "How long?"; the answer names 2,300 evening-mornings, and then the sanctuary shall be cleansed. Which sanctuary? Which cleansing? Which kind of days? Ask before you answer.',
    rubric: [
      reference(3, "Names the texts the questions send you to", 3),
      keywords(2, "Fills all three columns", COLUMNS, 3),
      keywords(
        3,
        "Asks about sanctuary and time",
        ["sanctuary", "Day of Atonement", "cleansed", "years", "time zone", "2,300", "heaven"],
        3,
      ),
      christ(2, "Asks where Christ is"),
    ],
    exampleAnswer:
      'INTRA: What exactly is the question of verse 13 asking about: the vision, the daily, the transgression, or all three? Why is the answer given to Daniel rather than to the saint who asked? Why does the Hebrew say "evening-morning" rather than simply days? What is the sanctuary cleansed from? INTER: How does Leviticus 16:30 use the language of cleansing the sanctuary? How do Numbers 14:34 and Ezekiel 4:6 bear on reading prophetic days as years? Which sanctuary does Hebrews 8:1-2 call the true one? How does Daniel 9:24-25 supply a starting point? PALACE: Which sanctuary service, daily or Day of Atonement, does the cleansing match? Which time zone does verse 14 end in: earth or heaven, past or future? Where is Christ, the Prince of the host, and what is He doing at the end of the 2,300 years? Which room would unlock the time element best? Starred: the Leviticus question, the Hebrews question and the Christ question.',
  },
  {
    title: "Questioning an argument: Hebrews 4:14-16",
    description: "Map an epistle's argument (connectives, claims and sanctuary images) across three columns.",
    instructions:
      "Write at least four questions in each column on Hebrews 4:14-16. INTRA questions should follow the argument's connectives; INTER should reach Leviticus and the Gospels; PALACE should ask about the sanctuary and Christ's office. Star three. 130–200 words.",
    prompt:
      'Hebrews 4:14-16. "Seeing then" we have a great high priest passed into the heavens, Jesus the Son of God; "for" we have not an high priest which cannot be touched; "let us therefore come boldly" unto the throne of grace. Follow the argument with your questions.',
    rubric: [
      reference(3, "Names the texts the questions send you to", 3),
      keywords(2, "Fills all three columns", COLUMNS, 3),
      keywords(
        3,
        "Follows the argument",
        ["therefore", "seeing then", "connective", "argument", "throne of grace", "high priest"],
        3,
      ),
      christ(2, "Asks about Christ's office"),
    ],
    exampleAnswer:
      'INTRA: What does "Seeing then" point back to in chapter 4? Why does the writer call Him a "great" high priest? What does "for" in verse 15 explain? Why is "yet without sin" placed last in the sentence? What is the difference between obtaining mercy and finding grace in verse 16? INTER: How does "passed into the heavens" compare with Leviticus 16:12-15, where the high priest passes within the veil? Where in the Gospels was Jesus tempted, for example Matthew 4:1-11? How does Hebrews 2:17-18 prepare this argument? PALACE: Which sanctuary article is the "throne of grace"? Which office of Christ is active here, Priest or King, or both at once? Which time zone does the invitation speak from? Which room unlocks the "therefore"? Starred: the "for" question, the throne of grace question and the Leviticus question.',
  },
  {
    title: "From map to work list: Laodicea",
    description:
      "Map Revelation 3:14-22, star five questions, and name for each the kind of texts that should answer it in the Q&A Chains Room.",
    instructions:
      "Write a brief map (at least three questions per column), then list five starred questions, each with a note on where the answer should come from: clear teaching texts, parallels, Old Testament background. Do not answer them. 140–200 words.",
    prompt:
      "Revelation 3:14-22. Christ introduces Himself as the Amen, the faithful and true witness, the beginning of the creation of God; the church is neither cold nor hot; He counsels gold tried in the fire, white raiment and eyesalve; He stands at the door and knocks. Build the map, then hand the Q&A Chains Room a work list.",
    rubric: [
      reference(3, "Names where each answer should come from", 4),
      keywords(2, "Fills all three columns", COLUMNS, 3),
      keywords(
        3,
        "Hands on a starred work list",
        ["star", "starred", "work list", "chain", "teaching texts", "Q&A"],
        2,
      ),
      christ(2, "Asks about Christ's self-introduction"),
    ],
    exampleAnswer:
      'INTRA: Why does Christ call Himself "the Amen" to this church? What does "neither cold nor hot" describe? Why is the counsel phrased as buying? INTER: How does Isaiah 55:1 shape buying without money? Where does Song of Solomon 5:2 picture someone knocking at a door? How does Proverbs 3:11-12 frame "As many as I love, I rebuke"? PALACE: Which sanctuary garments lie behind the white raiment? Which time zone does this last church speak to? What office does Christ exercise at the door? Starred, as a work list for the chains: (1) "The Amen": chain from Isaiah 65:16 and 2 Corinthians 1:20. (2) Gold tried in the fire: teaching texts such as 1 Peter 1:7. (3) White raiment: Revelation 19:8 and Zechariah 3:3-5. (4) Eyesalve: clear texts on spiritual sight, such as John 9:39-41. (5) The knock: the parallel in Luke 12:36.',
  },
]);

const SYNTHESIS = ["synthesis", "answer", "therefore", "so that", "because"];

const chainDrills = roomDrills("qa", [
  {
    title: "Your first chain: why Jesus waited",
    description:
      'Answer "Why did Jesus wait two more days before going to Lazarus?" with a short chain of texts and a synthesis.',
    instructions:
      "Write the question, then 2–4 texts, clearest first, each with a one-line summary or brief KJV phrase, and a synthesis of one to three sentences that answers the question from those texts only. 70–150 words.",
    prompt:
      'John 11:6: "When he had heard therefore that he was sick, he abode two days still in the same place." The "therefore" makes the delay sound deliberate. Let Scripture explain it.',
    rubric: [
      reference(3, "Chains three or more texts", 3),
      keywords(3, "Answers in a synthesis", SYNTHESIS, 2),
      keywords(
        2,
        "Answer drawn from the texts",
        ["glory", "believe", "sleep", "Martha", "resurrection", "four days"],
        2,
      ),
      christ(2, "Keeps Jesus at the centre of the answer"),
    ],
    exampleAnswer:
      'Question: Why did Jesus wait two more days before going to Lazarus (John 11:6)? John 11:4: "This sickness is not unto death, but for the glory of God." John 11:14-15: Jesus is glad for the disciples\' sakes that He was not there, "to the intent ye may believe." John 11:40: "if thou wouldest believe, thou shouldest see the glory of God." John 11:42: He prays aloud so that the people may believe the Father sent Him. Synthesis: the delay served the glory of God and the faith of those watching. Jesus let His friend die so that raising him after four days would reveal Him as the resurrection and the life, and lead the disciples, the sisters and the crowd to believe.',
  },
  {
    title: "Who is the rock? A chain from 1 Corinthians 10:4",
    description:
      "Answer \"Who is the rock of Exodus 17:6?\" by chaining Paul's key with the Old Testament's own rock language.",
    instructions:
      "Write the question, 3–4 texts in order (clearest first) with a one-line note each, and a synthesis of one to three sentences. 70–150 words.",
    prompt:
      "Exodus 17:6. God stands upon the rock in Horeb; Moses strikes it and water flows. Start from the clearest text, 1 Corinthians 10:4, and then let the Old Testament show that the identification was not Paul's invention.",
    rubric: [
      reference(3, "Chains three or more texts", 3),
      keywords(
        3,
        "Answer drawn from the texts",
        ["rock", "smitten", "struck", "water", "spiritual", "drink", "thirst"],
        3,
      ),
      keywords(2, "Answers in a synthesis", SYNTHESIS),
      christ(2, "Names the Rock"),
    ],
    exampleAnswer:
      'Question: Who is the rock of Exodus 17:6? 1 Corinthians 10:4: they drank of that spiritual Rock that followed them, "and that Rock was Christ." Deuteronomy 32:4: "He is the Rock, his work is perfect"; Moses himself calls the LORD the Rock. Psalm 78:15-16: God clave the rocks in the wilderness and gave them drink. John 7:37-39: Jesus cries, "If any man thirst, let him come unto me, and drink," speaking of the Spirit. Synthesis: the rock on which the LORD stood, and which Moses struck, pictures Christ, the Rock of Israel, smitten so that the water of life could flow to a thirsty people. Paul states it, Moses\' song prepares it, and Jesus\' invitation fulfils it.',
  },
  {
    title: "Answer, don't restate: born again",
    description:
      "Build a chain on John 3:3 whose synthesis actually answers the question instead of repeating the verse.",
    instructions:
      "First quote a weak synthesis that only restates the verse and say why it fails. Then give 3–4 texts with notes and a synthesis of one to three sentences that answers. 90–170 words.",
    prompt:
      'Question: What does it mean to be born again (John 3:3)? A weak answer says: "It means you must be born again to see the kingdom." Build a chain that explains instead. Ezekiel 36:25-27, a prophecy Nicodemus should have known, is a good place to start.',
    rubric: [
      reference(3, "Chains three or more texts", 3),
      keywords(2, "Spots the restated answer", ["restate", "repeats", "circular", "answers nothing", "weak"]),
      keywords(
        3,
        "Answer drawn from the texts",
        ["new heart", "Spirit", "new creature", "water", "renewing", "regeneration"],
        3,
      ),
      christ(2, "Places the new birth in Christ"),
    ],
    exampleAnswer:
      'Weak synthesis: "It means you must be born again to see the kingdom." It restates the verse and answers nothing. Chain: Ezekiel 36:25-27: God promises clean water, a new heart and His Spirit within, causing His people to walk in His statutes. John 3:5-8: born of water and of the Spirit, like the wind. Titus 3:5: saved by the washing of regeneration and the renewing of the Holy Ghost. 2 Corinthians 5:17: if any man be in Christ, he is a new creature. Synthesis: to be born again is to receive from God, by His Spirit, a new heart and a new life, a cleansing and renewal no one can produce by effort, so that the person now lives in Christ. Jesus expected a teacher of Israel to recognise Ezekiel\'s promise.',
  },
  {
    title: "Clear before obscure: what happens at death?",
    description:
      "Answer a question about death from clear teaching texts first, and put a parable where it belongs in the chain.",
    instructions:
      "Write the question, a chain of 3–4 clear texts with notes, a synthesis of one to three sentences, and one or two sentences on why Luke 16:19-31 does not lead the chain. 110–190 words.",
    prompt:
      "Question: What happens to a person at death? Many start with the story of the rich man and Lazarus (Luke 16:19-31). The room's rule is clear texts before obscure ones, and teaching passages before inferences from narrative or parable. Build the chain in that order.",
    rubric: [
      reference(3, "Chains clear texts", 4),
      keywords(
        3,
        "Answer drawn from the texts",
        ["sleep", "dust", "know not", "resurrection", "breath", "rise", "trump"],
        3,
      ),
      keywords(
        2,
        "Applies clear before obscure",
        ["clear", "parable", "teaching", "obscure", "narrative"],
        2,
      ),
      christ(2, "Places the hope in Christ's return"),
    ],
    exampleAnswer:
      "Question: What happens to a person at death? Ecclesiastes 12:7: the dust returns to the earth as it was, and the spirit, the breath of life, to God who gave it. Ecclesiastes 9:5: the dead know not any thing. John 11:11-14: Jesus calls Lazarus' death sleep. 1 Thessalonians 4:16-17: the dead in Christ rise when the Lord descends with the trump of God. Synthesis: at death the breath of life returns to God and the person rests, unconscious, in the grave until Christ returns and calls the dead to life; the hope rests in resurrection. Luke 16:19-31 is a parable told to covetous Pharisees (Luke 16:14), and its scenery, a conversation across a gulf, is not meant to teach the state of the dead; the clear teaching texts lead, and the parable is read in their light.",
  },
  {
    title: "A sanctuary question: why did the veil tear?",
    description:
      'Answer "Why was the veil torn when Jesus died?" with a chain from the tabernacle to Hebrews.',
    instructions:
      "Write the question, 3–4 texts with one-line notes, and a synthesis of one to three sentences that follows from them alone. 90–170 words.",
    prompt:
      "Matthew 27:51: at Jesus' death the veil of the temple was rent in twain from the top to the bottom. Start with what the veil did in the sanctuary, then let Hebrews say what its tearing meant.",
    rubric: [
      reference(3, "Chains the texts", 4),
      keywords(
        3,
        "Answer drawn from the texts",
        ["veil", "most holy", "holiest", "way", "flesh", "boldness", "enter"],
        3,
      ),
      keywords(2, "Answers in a synthesis", SYNTHESIS),
      christ(2, "Keeps Christ's death at the centre"),
    ],
    exampleAnswer:
      "Question: Why was the veil torn when Jesus died (Matthew 27:51)? Exodus 26:33: the veil divided the holy place from the most holy. Hebrews 9:8: while the first tabernacle stood, the way into the holiest was not yet made manifest. Hebrews 10:19-20: we have boldness to enter the holiest by the blood of Jesus, by a new and living way through the veil, that is to say, His flesh. Hebrews 6:19-20: our hope enters within the veil, where Jesus has entered as forerunner. Synthesis: the veil torn from top to bottom showed, by God's own hand, that Christ's death opened the way the veil had barred. The earthly temple's services had reached their end, and through His flesh believers now come boldly to God, where Jesus ministers for them.",
  },
  {
    title: "Without flattening: the seed of the woman",
    description:
      'Chain Genesis 3:15 through the New Testament, letting it clarify the Old without erasing either meaning of "seed".',
    instructions:
      "Write the question, 3–4 texts with notes, and a synthesis of one to three sentences that holds both the individual and the collective seed. Add one sentence on how you avoided flattening the Old Testament. 110–190 words.",
    prompt:
      "Genesis 3:15 is the Bible's first promise of a deliverer. Galatians 3:16, Galatians 4:4, Romans 16:20 and Revelation 12:17 all pick it up again, and not all in the same way. Who is the seed of the woman?",
    rubric: [
      reference(3, "Chains the texts", 4),
      keywords(
        3,
        "Answer drawn from the texts",
        ["seed", "head", "heel", "bruise", "enmity", "remnant", "serpent"],
        3,
      ),
      keywords(2, "Keeps both meanings without flattening", [
        "flatten",
        "both",
        "collective",
        "individual",
        "erasing",
      ]),
      christ(2, "Names the Seed"),
    ],
    exampleAnswer:
      "Question: Who is the seed of the woman in Genesis 3:15? Galatians 3:16: the promises were made to Abraham's seed, \"which is Christ\"; the promise narrows to one Person. Galatians 4:4: God sent forth His Son, made of a woman. Romans 16:20: the God of peace shall bruise Satan under your feet shortly. Revelation 12:17: the dragon makes war with the remnant of her seed. Synthesis: the seed is first Christ, born of a woman, who crushes the serpent's head at the cost of a bruised heel; and in Him it is also His people, who share the enmity and the victory. The New Testament clarifies who the seed is without erasing the collective sense in Genesis: the word keeps both meanings, the individual and the people in Him.",
  },
  {
    title: "Refining a question: why Moses could not enter Canaan",
    description:
      "Chain Numbers 20:8-12 honestly: separate what Scripture states from what it implies, and refine the question if needed.",
    instructions:
      "Write the first question, the texts with notes, and a synthesis. Then write a refinement: where Scripture is explicit, where it is less explicit, and how you rephrased the question. 120–200 words.",
    prompt:
      "Numbers 20:8-12. God says to speak to the rock; Moses strikes it twice, and God says he will not bring the congregation into the land. Why was this sin so serious? Some answers lean on typology, others on the text's stated reason. Keep the two apart.",
    rubric: [
      reference(3, "Chains the texts", 4),
      keywords(
        3,
        "Refines the question honestly",
        ["refine", "less explicit", "stated reason", "inference", "explicit"],
        2,
      ),
      keywords(
        2,
        "Answer drawn from the texts",
        ["believed me not", "unbelief", "sanctify", "rebels", "twice", "speak"],
        2,
      ),
      christ(2, "Weighs the link to Christ"),
    ],
    exampleAnswer:
      'Question: Why did striking the rock keep Moses out of Canaan? Numbers 20:12: "ye believed me not, to sanctify me in the eyes of the children of Israel". Psalm 106:32-33: they provoked his spirit, so that he spake unadvisedly with his lips, as in "Hear now, ye rebels". 1 Corinthians 10:4: that Rock was Christ. Hebrews 9:28: Christ was once offered. Synthesis: Scripture\'s stated reason is unbelief and failing to honour God before the people, shown in Moses\' angry words and in striking instead of speaking. Refinement: the link to Christ smitten once is an inference from 1 Corinthians 10:4 and Hebrews 9:28, not the text\'s stated reason, so I refined the question into two: "What reason does Scripture give?", which is explicit, and "Why might the act matter for the type?", which is less explicit and held more lightly.',
  },
  {
    title: "Which sanctuary, and when? A chain on Daniel 8:14",
    description:
      "Answer the question Daniel 8:14 raises with a chain that reaches Christ's ministry in the heavenly sanctuary.",
    instructions:
      "Write the question, four texts in order with one-line notes, and a synthesis of up to three sentences. Include the time reckoning only as far as the texts support it. 130–200 words.",
    prompt:
      'Daniel 8:14: "Unto two thousand and three hundred days; then shall the sanctuary be cleansed." By the time of the end, the earthly temple had lain in ruins for centuries. Which sanctuary is meant, and when does the cleansing begin? Let the chain decide.',
    rubric: [
      reference(3, "Chains four or more texts", 4),
      keywords(
        3,
        "Answer drawn from the texts",
        [
          "heavenly",
          "Day of Atonement",
          "day for a year",
          "1844",
          "457",
          "2,300",
          "cleans",
          "time of the end",
        ],
        3,
      ),
      keywords(2, "Answers in a synthesis", SYNTHESIS),
      christ(2, "Reaches Christ's ministry"),
    ],
    exampleAnswer:
      "Question: Which sanctuary is cleansed at the end of the 2,300 days, and when (Daniel 8:14)? Daniel 8:17: the vision belongs to the time of the end. Hebrews 8:1-2: we have a high priest who ministers in the true tabernacle, which the Lord pitched, and not man. Hebrews 9:23-24: the heavenly things themselves are purified with better sacrifices, and Christ entered heaven itself. Ezekiel 4:6 with Daniel 9:25: a day for a year, and a starting point at the command to restore Jerusalem, 457 BC. Synthesis: since the vision reaches the time of the end, the sanctuary cleansed is the heavenly one where Christ ministers. Reading the days as years from 457 BC brings the cleansing to 1844, when Christ began the antitypical Day of Atonement, the final phase of His priestly work.",
  },
  {
    title: "The hour of His judgment: a chain on Revelation 14:7",
    description:
      "Answer why the first angel announces that the hour of God's judgment has come, and why it calls the world to worship the Creator.",
    instructions:
      "Write the question, 3–4 texts with notes, and a synthesis of up to three sentences that holds judgment and worship together. 120–200 words.",
    prompt:
      'Revelation 14:6-7. The everlasting gospel goes to every nation with a loud voice: fear God, give glory to Him, "for the hour of his judgment is come", and worship Him that made heaven, and earth, and the sea, and the fountains of waters. Why is judgment good news, and why the Creator?',
    rubric: [
      reference(3, "Chains the texts", 4),
      keywords(
        3,
        "Answer drawn from the texts",
        ["judgment", "books", "Creator", "made heaven", "Sabbath", "everlasting gospel", "worship"],
        3,
      ),
      keywords(2, "Answers in a synthesis", SYNTHESIS),
      christ(2, "Names the Judge"),
    ],
    exampleAnswer:
      "Question: Why does the first angel announce that the hour of God's judgment is come, and call the world to worship the Creator (Revelation 14:7)? Daniel 7:9-10, 22: thrones are set, the books are opened, and judgment is given to the saints of the most High. John 5:22, 27: the Father has committed all judgment to the Son, because He is the Son of man. Exodus 20:11: the Sabbath commandment's own words: in six days the LORD made heaven and earth, the sea, and all that in them is. Synthesis: the angel proclaims the judgment of Daniel 7 as part of the everlasting gospel, because the Judge is Jesus, who decides for His people; and by echoing the fourth commandment, it calls the last generation back to worship the Creator on the day He made for that purpose.",
  },
  {
    title: "A hard question: grace and rewards by works",
    description:
      "Chain a hard question (if we are saved by grace, why does Christ reward according to works?) and test your synthesis.",
    instructions:
      "Write the question, four texts with notes, a synthesis of up to three sentences, and a check: one or two sentences showing that every claim in your synthesis comes from the chained texts. 130–200 words.",
    prompt:
      'Revelation 22:12: Christ\'s reward is with Him, "to give every man according as his work shall be". Ephesians 2:8-9 says we are saved by grace through faith, not of works. Do not dodge the tension; let Scripture answer it.',
    rubric: [
      reference(3, "Chains four or more texts", 4),
      keywords(
        3,
        "Answer drawn from the texts",
        ["grace", "faith", "works", "fruit", "evidence", "workmanship"],
        4,
      ),
      keywords(2, "Checks the synthesis against the texts", [
        "check",
        "follows",
        "every claim",
        "opinion",
        "from the texts",
      ]),
      christ(2, "Keeps Christ at the centre"),
    ],
    exampleAnswer:
      "Question: If salvation is by grace, why does Christ reward every man according to his work (Revelation 22:12)? Ephesians 2:8-10: saved by grace through faith, not of works, yet we are His workmanship, created in Christ Jesus unto good works. James 2:17-18: faith without works is dead; James shows his faith by his works. Matthew 7:17-20: a good tree brings forth good fruit; by their fruits ye shall know them. John 15:5: without Christ we can do nothing. Synthesis: works are not the root of salvation but its fruit and evidence; the reward follows the works because the works show whether a person has received the grace that makes the tree good. Check: each claim rests on the texts: root and fruit from Ephesians and Matthew, evidence from James, and dependence on Christ from John. I added no opinion beyond them.",
  },
]);

/** The training drills of the floor-2 rooms. */
export const floor2Drills: readonly Drill[] = [
  ...observationDrills,
  ...defComDrills,
  ...symbolDrills,
  ...questionDrills,
  ...chainDrills,
];
