import { christ, keywords, length, reference, roomDrills } from "./builders";
import type { Drill } from "./types";

// Floor 7 — the heart and fluency rooms: Fire (FRm), Meditation (MR) and Speed (SRm). Ten drills per room, in the
// order written below: drills 1–3 practise one move of the room's method, 4–7 the whole deliverable on a passage,
// 8–10 pitfalls, harder texts and work that carries other rooms' study into encounter or recall.

// Ways a fire record names what the text stirred, and ways it prays the text back.
const WOUND_OR_HOPE = ["wound", "convict", "conviction", "hope", "comfort"] as const;
const PRAYED_BACK = ["lord", "father", "prayer", "confess", "repent", "forgive", "thank", "trust"] as const;

// ---------------------------------------------------------------------------------------------------------
// FRm — Fire Room: after exegesis, name the wound (conviction) or the hope (comfort), pray it back, record it.
// ---------------------------------------------------------------------------------------------------------
const fireDrills = roomDrills("frm", [
  {
    title: "Name one hope",
    description: "Read a promise slowly, name the specific comfort it gives you, and pray it back.",
    instructions:
      "Write 60–100 words: the phrase that stopped you, the hope named specifically (not “God is nice”), a short prayer of thanks and trust, and a one-sentence heart record.",
    prompt:
      "Isaiah 41:10 was first spoken to Israel, God’s servant, in a season of fear. Read it slowly, aloud if you can, and let one phrase stop you. Name the hope it gives you as specifically as you can — the fear it answers in your life this week. Then pray it back with thanks and trust, and write a heart record of one sentence.",
    rubric: [
      reference(2, "Names the text"),
      keywords(3, "Names the hope specifically", WOUND_OR_HOPE),
      keywords(3, "Prays it back", PRAYED_BACK, 2),
      keywords(2, "Writes a heart record", ["heart record", "record:", "i went", "i am", "i will"]),
    ],
    exampleAnswer:
      "Text: Isaiah 41:10, studied first as God’s word to Israel when the nations were trembling. The phrase that stopped me was “I will uphold thee with the right hand of my righteousness.” Hope: I have been afraid of the biopsy result on Thursday, and the promise is not that the news will be easy but that I will be held while I hear it. Prayer: “Lord, thank You that Your right hand is under me. I trust You with Thursday, whatever the doctor says.” Heart record: I am held before I know the answer.",
  },
  {
    title: "Name one wound",
    description: "Let a text put its finger on one particular thing, confess it, and receive forgiveness.",
    instructions:
      "Write 60–100 words: the wound named specifically (a person, a moment, a habit), a prayer of confession that receives forgiveness, one concrete step, and a heart record.",
    prompt:
      "Matthew 5:23-24: before the gift at the altar, go and be reconciled. Read it slowly and ask whom it brings to mind. Name the wound specifically — not “I am a sinner”, but the particular person and what is unresolved. Pray it back with confession, receive the forgiveness the gospel promises, name one step you will take, and write your heart record.",
    rubric: [
      reference(2, "Names the text"),
      keywords(
        3,
        "Names the wound specifically",
        ["wound", "convict", "my brother", "my sister", "my friend", "i have been", "resent"],
        2,
      ),
      keywords(
        3,
        "Confesses and receives forgiveness",
        ["confess", "repent", "forgive", "sorry", "cleanse"],
        2,
      ),
      christ(2, "Brings the wound to Christ"),
    ],
    exampleAnswer:
      "Text: Matthew 5:23-24, Jesus teaching that reconciliation comes before worship. Wound: my brother has not heard from me since the argument about Dad’s house in March, and I have been bringing my offerings to church every week while refusing to call him. I have been resenting him and calling it principle. Prayer: “Lord Jesus, I confess my pride and my silence. Forgive me, and cleanse me by Your blood. Give me humble words.” Step: I will phone him on Sunday afternoon and apologise for my part without defending it. Heart record: The gift can wait; my brother cannot.",
  },
  {
    title: "From vague to specific",
    description: "Rewrite two vague responses to a text into a specific wound and a specific hope.",
    instructions:
      "Write 80–120 words: a specific rewrite of the vague confession, a specific rewrite of the vague comfort, and a one-sentence prayer for each.",
    prompt:
      "After reading Colossians 3:12-13 (“forbearing one another, and forgiving one another … even as Christ forgave you”), a student wrote: “Forgive my sins” and “God is good.” Both are true and both are vague. Rewrite the first as a specific wound and the second as a specific hope drawn from these verses, each with a one-sentence prayer.",
    rubric: [
      reference(2, "Names the text"),
      keywords(3, "Names a specific wound and a specific hope", WOUND_OR_HOPE, 2),
      keywords(
        3,
        "Makes it concrete",
        ["instead of", "rather than", "not just", "specific", "at work", "at home", "this week", "on monday"],
        2,
      ),
      christ(2, "Grounds the hope in Christ's forgiveness"),
    ],
    exampleAnswer:
      "Wound, made specific: instead of “forgive my sins”, I write: I have been short and cold with the new colleague who keeps interrupting me in meetings; there is no forbearing in me, only a tally. Prayer: “Lord, I confess my impatience with him and ask for a meek heart on Monday.” Hope, made specific: rather than “God is good”, I write: the measure of my forgiving is “even as Christ forgave you” (Colossians 3:13), and He forgave me first, fully, on the cross, before I had changed. Prayer: “Thank You, Jesus, that I forgive from what I have received, not from what I can manage.” Both rewrites name a person, a moment and a promise.",
  },
  {
    title: "Exegesis first, then the fire",
    description: "State what the Emmaus text means in its setting before you name what it stirs in you.",
    instructions:
      "Write 90–140 words: two sentences of what the passage says in its setting, then the wound or hope, a short prayer and a heart record.",
    prompt:
      "Luke 24:25-32: two disciples walk to Emmaus, a stranger opens the Scriptures, and afterwards they say their hearts burned within them. First state in two sentences what happens in the passage and what the stranger did with the Scriptures. Only then ask what it stirs in you — a wound or a hope — and pray it back. Keep the meaning fixed by the text, not by the feeling.",
    rubric: [
      reference(2, "Names the text and, if you like, a parallel"),
      keywords(
        3,
        "States the setting first",
        ["emmaus", "cleopas", "moses", "prophets", "opened", "expounded", "brake", "bread"],
        3,
      ),
      keywords(3, "Names the wound or hope and prays", [...WOUND_OR_HOPE, "pray"], 2),
      christ(2, "Sees Christ in all the Scriptures"),
    ],
    exampleAnswer:
      "Setting: on the evening of the resurrection, Cleopas and a companion walk home in grief, and the risen Jesus, unrecognised, begins at Moses and all the prophets and expounds the things concerning Himself (Luke 24:27). They know Him only when He takes the bread and breaks it, and then they remember the burning. Wound: I study the Old Testament as a puzzle and leave Christ out of it; my heart stays cold because I read for answers, not for Him. Hope: He still opens the Scriptures to slow, sad readers. Prayer: “Lord Jesus, walk with me in my reading tomorrow morning, and open Moses and the prophets until my heart burns again.” Heart record: The fire came from the Person, not the puzzle.",
  },
  {
    title: "A wound that ends at the cross",
    description:
      "Pray through David’s confession without stopping at guilt: name the wound and end in the hope of a clean heart.",
    instructions:
      "Write 100–150 words: the wound named specifically, a prayer that uses the psalm’s own words, the gospel promise that answers it, and a heart record.",
    prompt:
      "Psalm 51:1-12 was written after Nathan confronted David. Read it slowly and name the wound it exposes in you — specifically. Pray the psalm back in your own words, then bring the wound to the gospel: conviction in the Fire Room always leads to the cross, never to despair. Name the promise that answers your confession, and finish with a heart record.",
    rubric: [
      reference(2, "Cites the psalm and the gospel promise", 2),
      keywords(
        3,
        "Prays with the psalm's words",
        ["clean heart", "wash", "hyssop", "blot", "whiter than snow", "create", "restore"],
        2,
      ),
      keywords(3, "Names the wound and the hope", WOUND_OR_HOPE, 2),
      christ(2, "Ends the wound at the cross"),
    ],
    exampleAnswer:
      "Text: Psalm 51:1-12, David’s confession after Nathan said, “Thou art the man.” Wound: for two years I have hidden a habit of viewing things online that I would be ashamed for my wife to see, and like David I have kept up appearances while my joy drained away. Prayer: “Have mercy on me, O God. Blot out this transgression; wash me thoroughly. I have sinned against You, and I will tell my wife and ask a brother to hold me accountable. Create in me a clean heart and restore the joy I have lost.” Hope: the gospel answers David’s hyssop with 1 John 1:7 — the blood of Jesus Christ cleanses from all sin — and 1 John 1:9 promises forgiveness to the one who confesses. Heart record: I was not crushed when I confessed; I was washed.",
  },
  {
    title: "Hope called to mind in the ruins",
    description: "Read Lamentations 3 in its setting and name what you will call to mind in your own ruin.",
    instructions:
      "Write 90–140 words: the setting in one or two sentences, what the writer calls to mind, the hope it gives you named specifically, a prayer and a heart record.",
    prompt:
      "Lamentations 3:19-26 is written among the ruins of Jerusalem. Say in a sentence or two what has happened to the city. Note what the writer deliberately calls to mind in verse 21 and onward. Then name the ruin in your own life this season and the hope you will call to mind in it, pray it back, and write a heart record.",
    rubric: [
      reference(2, "Names the text"),
      keywords(
        3,
        "Reads the setting",
        ["jerusalem", "ruin", "babylon", "destroy", "burned", "586", "exile"],
        2,
      ),
      keywords(
        3,
        "Names what is called to mind",
        ["mercies", "compassion", "new every morning", "faithfulness", "portion", "wait", "call to mind"],
        2,
      ),
      keywords(2, "Prays it back", PRAYED_BACK, 2),
    ],
    exampleAnswer:
      "Setting: Babylon has burned the temple and broken the walls in 586 BC; the writer sits in the rubble, remembering wormwood and gall (Lamentations 3:19). Then, on purpose, he calls something else to mind: the LORD’s mercies that keep us from being consumed, compassions that fail not and are new every morning, and great faithfulness. “The LORD is my portion… therefore will I hope in him.” My ruin this season is the business I closed in January and the shame of telling people. Hope: yesterday’s failure did not use up today’s mercy, and God is still my portion when my work is gone. Prayer: “Lord, I wait for You quietly. I thank You that Your mercy met me this morning before I opened my accounts.” Heart record: The rubble is real, and so is the morning.",
  },
  {
    title: "The look, and the breakfast",
    description:
      "Let Peter’s denial wound you, then follow the story to the lakeside where Christ restores him.",
    instructions:
      "Write 100–150 words: the wound the look of Jesus stirs, named specifically, the hope of the restoration scene, a prayer that moves from one to the other, and a heart record.",
    prompt:
      "Luke 22:61-62: the Lord turned and looked upon Peter, and Peter went out and wept bitterly. Read it slowly and name the denial it exposes in you — a specific place where you kept quiet about Jesus or acted as if you did not know Him. Then read John 21:15-17, where the risen Lord asks three times, “Lovest thou me?” Pray from the wound to the hope, and record it.",
    rubric: [
      reference(2, "Cites both scenes", 2),
      keywords(
        3,
        "Names the denial specifically",
        ["denied", "deny", "denial", "kept quiet", "silent", "ashamed", "laughed"],
        2,
      ),
      keywords(
        3,
        "Moves to the restoration",
        ["lovest thou me", "feed my", "three times", "restor", "breakfast", "fire of coals"],
        2,
      ),
      christ(2, "Meets the look of Jesus"),
    ],
    exampleAnswer:
      "Wound: Luke 22:61-62 stopped me at the look. At the staff dinner on Friday a colleague mocked “religious people”, and I laughed along and said nothing about Jesus. My denial was quieter than Peter’s, but it was a denial. Hope: John 21:15-17 shows the same Lord beside another fire of coals, asking three times, “Lovest thou me?” — one question for each denial — and then giving Peter work to do: feed my sheep. He restores before He commissions. Prayer: “Lord Jesus, I was ashamed of You. Forgive me. You know all things; You know that I love You. Give me a gentle word for my colleague this week.” Heart record: The look that broke Peter was the same love that cooked his breakfast.",
  },
  {
    title: "When feeling rewrites the text",
    description:
      "Correct a reading that lets emotion decide meaning, then let the true meaning warm the heart.",
    instructions:
      "Write 110–160 words: what went wrong in the reading, the text’s meaning in its setting (with its horizon), then an honest fire record built on that meaning.",
    prompt:
      "A friend says Jeremiah 29:11 “made me feel so peaceful — it means God has promised me the promotion.” The Fire Room responds to meaning; it never lets feeling decide it. Gently explain what went wrong, state what the verse meant to its first hearers (the Three Heavens will help), and then write an honest fire record that is warmed by what the text actually says.",
    rubric: [
      reference(2, "Reads the verse in its context", 2),
      keywords(
        3,
        "Names the setting and horizon",
        ["exile", "seventy", "70 years", "babylon", "1h", "captiv"],
        2,
      ),
      keywords(
        3,
        "Keeps feeling from deciding meaning",
        ["feeling", "feel", "emotion", "meaning", "exegesis", "first"],
        2,
      ),
      christ(2, "Finds the hope in Christ"),
    ],
    exampleAnswer:
      "What went wrong: the feeling came first and then decided the meaning, so a promise to a nation became a guarantee about a job. Exegesis first: Jeremiah 29:11 sits in a letter to captives in Babylon, told to settle down because their return would come only after seventy years (Jeremiah 29:10). It is a 1H promise — many who first heard it would die in exile, and the “expected end” was a nation restored, not a quick escape. Fire record: Hope — God’s thoughts toward His people are peace even in a long exile, and in Christ I share in those thoughts through every setback, promotion or not. Prayer: “Lord, I trust Your plans when they are slower than mine, and I thank You that Jesus is Your final answer to every exile.” Heart record: God’s peace is about His presence, not my progress.",
  },
  {
    title: "Pierced, then welcomed",
    description:
      "Pray through a text that wounds and heals in the same breath, letting its order shape the prayer.",
    instructions:
      "Write 110–160 words: what the word exposes (named specifically), what the High Priest offers, how the order of the passage shapes your prayer, and a heart record.",
    prompt:
      "Hebrews 4:12-16 moves from a word sharper than any two-edged sword, before which all things are naked and opened, to a High Priest who is touched with our infirmities and a throne of grace we may approach boldly. Name what the word exposes in you, then what the Priest offers. Show how the passage’s order — exposure first, then welcome — shapes the prayer you pray, and record the encounter.",
    rubric: [
      reference(2, "Names the text"),
      keywords(
        3,
        "Names what the word exposes",
        ["exposed", "expose", "naked", "pierc", "discern", "sword", "wound"],
        2,
      ),
      keywords(
        3,
        "Names the welcome",
        ["high priest", "throne of grace", "boldly", "mercy", "touched", "help in time"],
        2,
      ),
      christ(2, "Comes to Christ as High Priest"),
    ],
    exampleAnswer:
      "Text: Hebrews 4:12-16. Wound: the word pierced a motive. I volunteer for everything at church, and this week I saw that much of it is to be seen and praised; the sword discerned the thoughts and intents I had dressed up as service. Before Him I am naked and opened, with nothing to hide behind. Hope: the same passage does not leave me there. Jesus the Son of God is a High Priest who was tempted in all points like me, yet without sin, and He is touched by my weakness. So the order of my prayer follows the text: first, “Lord, I confess that I serve for applause”; then, boldly, “I come to Your throne of grace for mercy, and for help to serve You in secret this week.” Heart record: The sword and the throne are in one paragraph, and the throne has the last word.",
  },
  {
    title: "Fire from the judgment hour",
    description:
      "Carry a prophecy study into prayer: what the judgment scene stirs, and why it is good news in Christ.",
    instructions:
      "Write 120–180 words: one or two sentences of what the passage teaches (from the prophecy rooms), the wound or hope it stirs named specifically, a prayer, and a heart record.",
    prompt:
      "Daniel 7:9-14 shows thrones set, the Ancient of days seated, books opened, and one like the Son of man brought near to receive a kingdom. You have studied it as the judgment in heaven before Christ returns. Now bring it to the Fire Room: does it stir a wound, a hope, or both? Name it specifically, show why the judgment is good news for those who belong to Christ (1 John 2:1 may help), pray, and record.",
    rubric: [
      reference(2, "Cites the scene and the gospel text", 2),
      keywords(
        2,
        "States what the passage teaches",
        ["judgment", "judgement", "books", "ancient of days", "throne", "1844"],
        2,
      ),
      keywords(2, "Names the wound or hope", WOUND_OR_HOPE),
      keywords(
        2,
        "Finds the Advocate",
        ["advocate", "for us", "in our favour", "in our favor", "on our side", "good news", "defend"],
        2,
      ),
      christ(2, "Comes to Christ in the judgment"),
    ],
    exampleAnswer:
      "Study first: Daniel 7:9-14 shows the judgment in heaven, books opened before the Ancient of days, and the Son of man receiving the kingdom; in the palace’s reading this judgment began in 1844 and comes before His return. Wound: I have treated the judgment as a doctrine to defend and never let it search my careless speech about other believers. Hope: 1 John 2:1 says that if any man sin, we have an advocate with the Father, Jesus Christ the righteous. The One who is brought near the throne is the One who stands for us; verse 22 says judgment was given to the saints, in their favour. That is good news. Prayer: “Father, I confess my sharp tongue. Thank You that my Advocate pleads His own righteousness for me. Make me ready, not afraid.” Heart record: The books are open, and my Lawyer is the Judge’s Son.",
  },
]);

// Ways a meditation line shows the breath prayer, the repetition and the return plan.
const BREATH = ["in:", "breath", "breathe", "in-breath", "out-breath", "inhale", "exhale"] as const;
const REPEATED = ["times", "repeat", "repetitions", "murmur", "whisper", "aloud"] as const;
const RETURN_PLAN = [
  "noon",
  "bedtime",
  "morning",
  "evening",
  "lunch",
  "return plan",
  "return:",
  "before",
] as const;

// ---------------------------------------------------------------------------------------------------------
// MR — Meditation Room: one phrase of 5–15 words, lingered over, breathed, pictured, murmured 10–20 times,
// distilled into one truth and carried back into the day.
// ---------------------------------------------------------------------------------------------------------
const meditationDrills = roomDrills("mr", [
  {
    title: "Choose the phrase, then lean on each word",
    description: "Pick 5–15 words from a familiar psalm and stress a different word each time you read them.",
    instructions:
      "Write 60–100 words: the phrase quoted exactly with its reference, why you chose it, what each stressed word showed you, and one distilled truth.",
    prompt:
      "From Psalm 23:1-3 choose one phrase of 5 to 15 words — no more. Quote it exactly as it stands in the KJV. Read it several times, stressing a different word each time, and note what each stress brings out. Then write the one truth the phrase leaves you with, in a single sentence.",
    rubric: [
      reference(2, "Gives the reference"),
      keywords(
        3,
        "Stresses a different word each time",
        ["stress", "emphas", "linger", "word by word", "each word", "leaned on"],
        2,
      ),
      keywords(2, "Distils one truth", ["truth", "one thing", "distil", "takeaway"]),
      christ(2, "Sees the Shepherd in Christ"),
      length(1, 60, "At least 60 words"),
    ],
    exampleAnswer:
      "Phrase: “The LORD is my shepherd; I shall not want” (Psalm 23:1), nine words. I chose it because I have been anxious about money. I read it slowly, lingering on each word in turn. Stressing “LORD” reminded me who is responsible for the flock. Stressing “is” made it present tense, not a past memory. Stressing “my” made it personal: not only Israel’s shepherd but mine. Stressing “shepherd” pictured a man who walks ahead and knows the way. Stressing “shall not want” named my fear and answered it. Jesus said, “I am the good shepherd” (John 10:11), so the Shepherd has a face. Truth: Because Jesus is my Shepherd, what I need today will not be missing.",
  },
  {
    title: "A breath prayer for a stayed mind",
    description:
      "Split a promise into an in-breath and an out-breath and pray it slowly until the body slows with it.",
    instructions:
      "Write 60–100 words: the phrase with its reference, the in-breath and out-breath halves, how many times you repeated it, and one distilled truth.",
    prompt:
      "Isaiah 26:3 promises perfect peace to the one whose mind is stayed on God. Choose 5–15 words from it and split them into two halves: one for the in-breath and one for the out-breath. Pray them slowly, at least ten times. Write down the halves, the number of repetitions, and the single truth that stayed with you.",
    rubric: [
      reference(2, "Gives the reference"),
      keywords(3, "Writes the breath prayer", BREATH, 2),
      keywords(3, "Repeats it", REPEATED),
      keywords(2, "Distils one truth", ["truth", "one thing", "distil", "takeaway"]),
    ],
    exampleAnswer:
      "Phrase: “Thou wilt keep him in perfect peace, whose mind is stayed on thee” (Isaiah 26:3), thirteen words. Breath prayer — in: “Thou wilt keep him in perfect peace,” out: “whose mind is stayed on thee.” I breathed it slowly fourteen times, whispered, sitting in the car before work. By the sixth breath my shoulders had dropped; by the tenth I noticed that the promise keeps the one whose mind is stayed, not the one whose circumstances are calm. Truth: My peace depends on where my mind rests, and God Himself does the keeping.",
  },
  {
    title: "Carry it into the day",
    description:
      "Distil one sentence from a saying of Jesus and plan three concrete moments to return to it.",
    instructions:
      "Write 60–100 words: the phrase with its reference, the one truth in a single sentence, and a return plan with at least three concrete moments in your day.",
    prompt:
      "John 15:5: “without me ye can do nothing.” Murmur the phrase until it is yours. Then write the one truth it gives you in a single sentence and a concrete return plan — at least three real moments in today’s schedule when you will come back to it. A plan like “often” or “when I can” does not count.",
    rubric: [
      reference(2, "Gives the reference"),
      keywords(2, "Distils one truth", ["truth", "one thing", "distil", "takeaway"]),
      keywords(4, "Makes a concrete return plan", RETURN_PLAN, 2),
      christ(2, "Abides in Christ"),
    ],
    exampleAnswer:
      "Phrase: “without me ye can do nothing” (John 15:5), six words, spoken by Jesus on the way to Gethsemane. I murmured it twelve times, pausing on “without me” and then on “nothing”. Truth: Apart from Christ my busiest day produces nothing that lasts, so I begin by abiding, not by striving. Return plan: at 8:45 before I open my inbox; at noon, when I usually eat at my desk and rush; and at bedtime, looking back over what I tried to do without Him. I wrote the phrase on a card by the kettle so the morning cup reminds me.",
  },
  {
    title: "Murmuring day and night",
    description: "Build a complete meditation line on the psalm that defines meditation itself.",
    instructions:
      "Write 90–140 words: the phrase with its reference, what hagah means, the picture you held, the number of repetitions, the one truth and the return plan.",
    prompt:
      "Psalm 1:1-3 describes a person whose delight is in the law of the LORD, who meditates in it day and night and is like a tree planted by rivers. Write a full meditation line: choose 5–15 words, explain what the Hebrew word for meditate (hagah) adds, describe the picture you held while repeating it, count your repetitions, and finish with the one truth and a return plan.",
    rubric: [
      reference(2, "Gives the reference"),
      keywords(2, "Explains hagah", ["hagah", "murmur", "mutter", "under my breath", "low voice"]),
      keywords(2, "Holds the picture", ["tree", "river", "planted", "leaf", "roots", "season"], 2),
      keywords(2, "Counts the repetitions", REPEATED),
      keywords(2, "Plans the return", RETURN_PLAN),
    ],
    exampleAnswer:
      "Phrase: “he shall be like a tree planted by the rivers of water” (Psalm 1:3), eleven words. Hagah is the low murmur of someone talking a text over under his breath, the way a dove coos or a lion growls over its prey — meditation here is not silence but repetition aloud. I pictured a tree whose roots run down to a stream in a dry summer: the leaves stay green because of what is underground, not because of the weather. I murmured the phrase fifteen times while walking the dog. Truth: What I soak my mind in determines whether I wither in dry seasons. Return plan: at lunch instead of scrolling the news, and at bedtime with Psalm 1 open on the pillow.",
  },
  {
    title: "Context before quietness",
    description:
      "Read why Isaiah spoke of quietness and confidence, then meditate on the phrase in that light.",
    instructions:
      "Write 90–140 words: two sentences on the setting, the phrase with its breath prayer, the repetitions, one truth and a return plan.",
    prompt:
      "Isaiah 30:15: “in quietness and in confidence shall be your strength.” Before you meditate, read Isaiah 30:1-17 and say in two sentences what Judah was doing instead of resting in God, and how they answered this invitation. Then meditate on the phrase: a breath prayer, your repetitions, the one truth and a return plan for today.",
    rubric: [
      reference(2, "Gives the reference"),
      keywords(
        3,
        "Reads the setting first",
        ["egypt", "horses", "alliance", "assyria", "flee", "ye would not", "pharaoh"],
        2,
      ),
      keywords(2, "Writes the breath prayer", BREATH, 2),
      keywords(1, "Distils one truth", ["truth", "one thing", "distil", "takeaway"]),
      keywords(2, "Plans the return", RETURN_PLAN),
    ],
    exampleAnswer:
      "Setting: with Assyria threatening, Judah sent ambassadors down to Egypt to buy protection from Pharaoh, trusting horses instead of the Holy One (Isaiah 30:1-2, 16). God offered rest and quietness, and the chapter records their answer: “ye would not”, we will flee upon horses. Phrase: “in quietness and in confidence shall be your strength.” Breath prayer — in: “in quietness and in confidence,” out: “shall be your strength.” Eleven repetitions, slowly, breathing out the urge to fix everything by Friday. Truth: My instinct to run to my own Egypt is what God calls weakness; resting in Him is strength. Return plan: before I send the anxious email at ten, and at evening prayers with my wife.",
  },
  {
    title: "Stand where it was first said",
    description:
      "Picture the setting of a command to be strong and courageous, then repeat it into your own day.",
    instructions:
      "Write 90–140 words: the phrase with its reference, the scene you pictured where it was first spoken, how that scene maps onto your day, the repetitions, one truth and a return plan.",
    prompt:
      "Joshua 1:9 closes God’s charge to Joshua: be strong and of a good courage, for the LORD is with thee whithersoever thou goest. Picture the scene where it was first said — who had just died, what river lay ahead. Then picture what it looks like in your own day. Repeat the phrase at least ten times, distil one truth and plan your return.",
    rubric: [
      reference(2, "Gives the reference and, if you like, a New Testament echo"),
      keywords(
        3,
        "Pictures the first setting",
        ["jordan", "moses", "pictured", "picture", "camp", "flood", "canaan"],
        2,
      ),
      keywords(2, "Repeats it", REPEATED),
      keywords(1, "Plans the return", RETURN_PLAN),
      christ(2, "Hears the same promise from Christ"),
    ],
    exampleAnswer:
      "Phrase: “the LORD thy God is with thee whithersoever thou goest” (Joshua 1:9), ten words. I pictured Joshua on the east bank: Moses, who had led for forty years, newly buried; the Jordan in flood at harvest time; a whole nation’s camp looking at him. Then I pictured my own river: the first week leading the team my old manager left behind. I whispered the phrase twelve times on the train, stressing “whithersoever”. Jesus made the same promise to His disciples: “lo, I am with you alway” (Matthew 28:20). Truth: The presence that went with Moses goes with the one who follows, even into work that feels too big. Return plan: in the lift before the nine o’clock meeting, and at bedtime.",
  },
  {
    title: "One phrase for a whole week",
    description:
      "Resist chasing a new verse each day: stay with one phrase for five days and compare the evening notes.",
    instructions:
      "Write 90–140 words: the phrase with its reference, a short evening note for at least three of the days, and what the repetition did that novelty would not.",
    prompt:
      "Chasing novelty is a pitfall of this room: a fresh verse every morning, none sinking deep. Stay with one phrase from Matthew 11:28-29 for five days. Each evening write a one-line note: did you return to it, and what happened? Then say what the same phrase gave you on the fifth day that it did not give on the first.",
    rubric: [
      reference(2, "Gives the reference"),
      keywords(
        3,
        "Keeps evening notes",
        ["evening", "day one", "day 1", "day two", "day three", "day five", "monday", "friday"],
        3,
      ),
      keywords(
        2,
        "Names what repetition gave",
        ["deeper", "same phrase", "novelty", "sank", "sink", "by the fifth", "new every"],
        2,
      ),
      christ(2, "Comes to Christ for rest"),
      length(1, 80, "At least 80 words"),
    ],
    exampleAnswer:
      "Phrase: “Come unto me… and I will give you rest” (Matthew 11:28), kept for five days. Evening, day one: I returned to it once, at lunch; it felt like a nice sentence. Day two: I forgot until bedtime and noticed I had carried the whole day alone. Day three: I whispered it in a traffic jam and the “come” sounded like an invitation, not a rule. Day four: I stressed “me” — rest is found in a Person, Jesus, not a holiday. Day five, Friday: I read verse 29, “learn of me; for I am meek”, and saw that His rest comes by walking with Him under His yoke. The same phrase sank deeper each day because I did not swap it for novelty; a new verse each morning would have given me five first impressions and no roots.",
  },
  {
    title: "Cutting a long promise down to size",
    description:
      "From a rich two-verse promise, choose only 5–15 words and explain what you left out and why.",
    instructions:
      "Write 90–140 words: the words you chose and why, what you deliberately left for another day, the breath prayer, one truth and a return plan.",
    prompt:
      "Philippians 4:6-7 is full: careful for nothing, prayer and supplication with thanksgiving, requests made known, a peace that passes understanding guarding hearts and minds through Christ Jesus. That is too much for one meditation. Choose only 5–15 words, explain why those and not the rest, and carry them through the method: a breath prayer, one truth and a return plan.",
    rubric: [
      reference(2, "Gives the reference"),
      keywords(
        3,
        "Narrows the portion and says why",
        ["left out", "leave", "too much", "too long", "narrow", "small", "less is more", "another day"],
        2,
      ),
      keywords(2, "Writes the breath prayer", BREATH, 2),
      keywords(1, "Plans the return", RETURN_PLAN),
      christ(2, "Keeps the phrase in Christ"),
    ],
    exampleAnswer:
      "I chose “the peace of God… shall keep your hearts and minds through Christ Jesus” (Philippians 4:7), thirteen words with the middle phrase left out. I left the rest for another day because less is more: “careful for nothing” is a command I would turn into a checklist, while this is a promise I needed to rest in this week. Breath prayer — in: “the peace of God shall keep,” out: “my heart and mind through Christ Jesus.” Sixteen repetitions before sleep. I pictured a soldier on guard at the door of my thoughts at 3 a.m. Truth: God’s peace is not an absence of worry but a guard posted by Christ over my heart. Return plan: when I wake in the night, and before the hospital appointment tomorrow morning.",
  },
  {
    title: "He ever liveth: meditating on the sanctuary",
    description:
      "Take a phrase about Christ’s priesthood, studied in the Blue Room, and murmur it until it becomes comfort.",
    instructions:
      "Write 100–150 words: one sentence of what the Blue Room taught about the text, the phrase, breath prayer and repetitions, one truth and a return plan.",
    prompt:
      "Hebrews 7:25 says Christ is able to save to the uttermost, seeing He ever liveth to make intercession. You may have studied it in the Blue Room as His ministry in the heavenly sanctuary. In one sentence, recall what that study taught. Then leave study behind and meditate: choose 5–15 words, breathe them, repeat them, distil one truth and plan your return.",
    rubric: [
      reference(2, "Gives the reference"),
      keywords(
        2,
        "Recalls the sanctuary study",
        ["intercession", "intercede", "high priest", "sanctuary", "holy place", "altar of incense"],
        2,
      ),
      keywords(2, "Writes the breath prayer", BREATH, 2),
      keywords(2, "Plans the return", RETURN_PLAN),
      christ(2, "Meets Christ the Intercessor"),
    ],
    exampleAnswer:
      "Study: Hebrews 7:25 places Jesus as our High Priest in the heavenly sanctuary, where His intercession is pictured by the altar of incense rising before the veil. Now the meditation. Phrase: “he ever liveth to make intercession for them”, nine words. Breath prayer — in: “he ever liveth,” out: “to make intercession for me.” I breathed it eighteen times, slowly, lingering on “ever”: not occasionally, not when I remember to ask, but without a break. I pictured Christ speaking my name before the Father while I sleep. Truth: Right now, while I struggle, Someone who cannot fail is praying for me. Return plan: at noon, when I usually feel the day slipping away, and at bedtime, when the accuser rehearses my failures.",
  },
  {
    title: "From study to murmuring: all things new",
    description:
      "Let earlier rooms feed a meditation without turning it back into study, ending in one carried truth.",
    instructions:
      "Write 110–160 words: one or two sentences of what earlier rooms gave (horizon, cycle or picture), then the meditation itself — phrase, breath prayer, repetitions, picture, one truth and a return plan.",
    prompt:
      "Revelation 21:5: “Behold, I make all things new.” Earlier rooms may have tagged its horizon (1H/2H/3H), placed it in the Remnant cycle (@) or pictured the city (IR). In a sentence or two, say what that study gives you. Then stop studying and meditate: breathe the phrase, repeat it, picture it in your own day, distil one truth and plan your return. Show how the study feeds the stillness without replacing it.",
    rubric: [
      reference(2, "Gives the reference"),
      keywords(
        2,
        "Draws on earlier rooms",
        ["3h", "@re", "new earth", "new creation", "horizon", "cycle", "remnant"],
        2,
      ),
      keywords(2, "Does the meditation itself", [...BREATH, "times", "murmur", "whisper"], 2),
      keywords(2, "Plans the return", RETURN_PLAN),
      christ(2, "Hears Christ on the throne"),
    ],
    exampleAnswer:
      "Study first: the Three Heavens tagged Revelation 21:5 as 3H, the final new creation, and the Eight Cycles placed it as the Restoration beat of @Re, where every earlier rescue ends. So the phrase is not a slogan for self-improvement; it is the last word of the One on the throne, Jesus Christ the Lamb. Now the stillness. Breath prayer — in: “Behold,” out: “I make all things new.” I whispered it twenty times in the garden at dusk, stressing “I” and then “all”. I pictured my father’s grave, and then the same grass on a morning when death is gone. Truth: Christ will not merely repair my world but make it new, and nothing broken is beyond Him. Return plan: each morning this week when I pass the cemetery on the bus, and at evening prayers.",
  },
]);

// Ways a sprint sheet reports its score and its weak spots.
const SCORED = ["score", "seconds", "accuracy", "out of", "correct", "within"] as const;
const WEAK_SPOTS = ["weak spot", "missed", "miss", "blank", "skipped", "no weak"] as const;
const SCORED_AND_WEAK = [
  "score",
  "seconds",
  "out of",
  "within",
  "weak spot",
  "missed",
  "blank",
  "skipped",
] as const;

// ---------------------------------------------------------------------------------------------------------
// SRm — Speed Room: timed recall sprints, scored for accuracy, completeness and time; every miss points back
// to the room it came from.
// ---------------------------------------------------------------------------------------------------------
const speedDrills = roomDrills("srm", [
  {
    title: "Gate to ark in 45 seconds",
    description:
      "Sprint the eight sanctuary articles in order against the clock, then score it and name the weak spot.",
    instructions:
      "Write 60–100 words as a sprint sheet: target and time limit, your attempt as you gave it, score (accuracy and time), weak spots with the room to drill, and the next limit.",
    prompt:
      "Set a timer for 45 seconds and, without looking anything up, name the eight sanctuary articles in order from the gate of the court to the ark. Skip any blank rather than stall. Then record the sprint sheet: your attempt exactly as you gave it, your score for accuracy and time, the weak spot with the room it sends you back to, and the limit for your next try.",
    rubric: [
      reference(2, "Anchors the list in a text"),
      keywords(
        4,
        "Names the articles",
        ["gate", "altar", "laver", "lampstand", "candlestick", "showbread", "incense", "veil", "ark"],
        6,
      ),
      keywords(2, "Scores the sprint", SCORED),
      keywords(2, "Names the weak spot and its room", [...WEAK_SPOTS, "blue room"], 2),
    ],
    exampleAnswer:
      "Target: the 8 articles in order (Exodus 25–30; Hebrews 9:1-5). Limit: 45 seconds. Attempt: gate, altar of burnt offering, laver, table of showbread, lampstand, altar of incense, veil, ark of the covenant. Score: 8 out of 8 named, but only 7 in the right place — I swapped the table and the lampstand; 41 seconds, within the limit. Weak spot: the furniture of the Holy Place; I missed the order, which follows the worshipper’s eyes. Drill: the Blue Room walk-through once today, picturing the lampstand on the south side and the table on the north. Next sprint: the same list in 40 seconds, then gate to ark in reverse.",
  },
  {
    title: "Seven “I AM” sayings in 30 seconds",
    description:
      "Sprint the seven “I AM” sayings of John in order, with references, and score yourself honestly.",
    instructions:
      "Write 60–100 words: the attempt in order with references, the score for accuracy and time, any weak spot with its room, and the next limit.",
    prompt:
      "Thirty seconds, no Bible open: the seven “I AM” sayings of John’s Gospel in order, each with its chapter and verse. Then check them against the list and record the sprint sheet — your attempt, your score, the weak spot and the room you will drill because of it.",
    rubric: [
      reference(2, "Gives the references", 5),
      keywords(
        3,
        "Names the sayings",
        ["bread", "light", "door", "shepherd", "resurrection", "way", "vine"],
        6,
      ),
      keywords(3, "Scores and names the weak spot", SCORED_AND_WEAK, 2),
      christ(2, "Names the speaker"),
    ],
    exampleAnswer:
      "Attempt (Jesus speaking in John): bread of life, John 6:35; light of the world, John 8:12; the door, John 10:9; the good shepherd, John 10:11; the resurrection and the life, John 11:25; the way, the truth and the life, John 14:6; the true vine, John 15:1. Score: 7 out of 7 named in order, but the door came to me only after a long pause; 29 seconds, just within the limit. Weak spot: the door and the good shepherd share a chapter, so I mixed up which verse comes first. Drill: read John 10:1-18 in the CEC room once and picture the sheepfold gate before the shepherd. Next limit: 25 seconds.",
  },
  {
    title: "Ten verses, five seconds each",
    description:
      "Locate ten well-known verses by book, chapter and verse at speed, then trace every miss to its room.",
    instructions:
      "Write 80–130 words: each phrase located with its reference, the score and time, the misses, and the room you will drill for them.",
    prompt:
      "Give book, chapter and verse, about five seconds each: “For God so loved the world”; “In the beginning God created”; “The LORD is my shepherd”; “Trust in the LORD with all thine heart”; “all have sinned, and come short”; “Be still, and know”; “I can do all things”; “Let us make man”; “Fear God, and keep his commandments”; “Remember the sabbath day”. Score yourself and name the misses.",
    rubric: [
      reference(3, "Locates the verses", 8),
      keywords(2, "Scores the sprint", SCORED),
      keywords(2, "Names the misses", WEAK_SPOTS),
      keywords(3, "Sends the misses to a room", ["24fps", "bible rendered", "frame", "block", "glyph"], 2),
    ],
    exampleAnswer:
      "For God so loved: John 3:16, correct. In the beginning: Genesis 1:1, correct. The LORD is my shepherd: Psalm 23:1, correct. Trust in the LORD: I said Proverbs 3:6, but it is Proverbs 3:5. All have sinned: Romans 3:23, correct. Be still: Psalm 46:10, correct. I can do all things: Philippians 4:13, correct. Let us make man: Genesis 1:26, correct. Fear God and keep his commandments: I said Revelation 14:7, which says fear God and give glory to him; the right answer is Ecclesiastes 12:13. Remember the sabbath day: Exodus 20:8, correct. Score: 8 out of 10 in 52 seconds. Misses: a verse number off by one, and two books confused by a shared phrase. Drill: the 24FPS frame for Ecclesiastes 12 — an old man and a closing door — and the Bible Rendered block that holds Proverbs.",
  },
  {
    title: "Daniel’s kingdoms in 60 seconds",
    description:
      "Sprint the kingdom sequence of Daniel 2 and 7 — metals, beasts and kingdoms — and score it.",
    instructions:
      "Write 80–120 words: the attempt in order (metal, beast, kingdom), the score and time, the weak spot with its room, and the next limit.",
    prompt:
      "One minute, no notes: give the kingdom sequence of Daniel 2 and Daniel 7 in order — each metal, its matching beast and the kingdom it stands for, through the divided kingdoms to God’s kingdom. Then score the sprint for accuracy, completeness and time, and name the weak spot and the room that will fix it.",
    rubric: [
      reference(2, "Cites the two chapters", 2),
      keywords(
        3,
        "Names the kingdoms",
        ["babylon", "medo-persia", "persia", "greece", "rome", "divided", "god's kingdom", "kingdom of god"],
        5,
      ),
      keywords(
        3,
        "Pairs the metals and beasts",
        ["gold", "silver", "brass", "bronze", "iron", "lion", "bear", "leopard"],
        5,
      ),
      keywords(2, "Scores and names the weak spot", [...SCORED_AND_WEAK, "prophecy room"], 2),
    ],
    exampleAnswer:
      "Attempt: gold head and lion with eagle’s wings — Babylon; silver chest and lopsided bear — Medo-Persia; brass belly and four-headed leopard — Greece; iron legs and the dreadful beast — Rome; feet of iron and clay and the ten horns — the divided kingdoms of Europe; the stone and the Son of man’s dominion — God’s kingdom (Daniel 2:31-45; Daniel 7:1-14). Score: 6 out of 6 kingdoms, but I stalled on which beast had three ribs; 58 seconds, barely within the limit. Weak spot: the little horn, which I skipped entirely. Drill: the Prophecy Room on Daniel 7:8 and 7:24-25 before tomorrow’s sprint. Next limit: 50 seconds.",
  },
  {
    title: "Seven feasts and their fulfilments",
    description:
      "Sprint the feasts of Leviticus 23 in order with each fulfilment, scoring order and fulfilments separately.",
    instructions:
      "Write 80–130 words: the seven feasts in order with fulfilments, a two-part score (order and fulfilments) with the time, weak spots and the room to drill.",
    prompt:
      "Sixty seconds: the seven feasts of Leviticus 23 in order, each with its fulfilment as the Feasts Room teaches it. Score the order and the fulfilments separately — order can be perfect while fulfilments are vague. Record the weak spots and the room they send you to.",
    rubric: [
      reference(2, "Anchors the list in texts", 2),
      keywords(
        3,
        "Names the feasts in order",
        [
          "passover",
          "unleavened",
          "firstfruits",
          "pentecost",
          "weeks",
          "trumpets",
          "atonement",
          "tabernacles",
        ],
        6,
      ),
      keywords(3, "Scores and names the weak spots", [...SCORED_AND_WEAK, "feasts room"], 2),
      christ(2, "Gives Christ's fulfilments"),
    ],
    exampleAnswer:
      "Attempt (Leviticus 23): Passover — Christ our passover sacrificed (1 Corinthians 5:7); Unleavened Bread — the sinless One in the tomb; Firstfruits — the resurrection; Pentecost (Weeks) — the Spirit poured out; Trumpets — the warning call before judgment; Day of Atonement — the cleansing of the sanctuary and the judgment from 1844; Tabernacles — God dwelling with His people after the harvest. Score: order 7 out of 7; fulfilments 5 out of 7, because Trumpets and Tabernacles were vague in my head even though I wrote something down. 57 seconds, within the limit. Weak spots: the autumn feasts. Drill: the Feasts Room on Leviticus 23:23-44 and Revelation 14:6-7, then sprint again at 55 seconds.",
  },
  {
    title: "Five links from the bronze serpent",
    description:
      "Sprint a typology chain from one Old Testament picture to Christ in two minutes and score it.",
    instructions:
      "Write 80–120 words: five typology links with references, the score and time, the weak spot and the room that will fix it.",
    prompt:
      "Two minutes, no notes: give five links between the bronze serpent of Numbers 21:4-9 and Christ, using what Jesus said in John 3:14-15. Each link is one line: the feature in Numbers and its fulfilment. Then score yourself for accuracy and time and name any weak spot.",
    rubric: [
      reference(2, "Cites the type and its fulfilment", 2),
      keywords(
        3,
        "Gives the typology links",
        ["lifted", "look", "pole", "bitten", "serpent", "live", "brass", "sin"],
        4,
      ),
      keywords(3, "Scores and names the weak spot", SCORED_AND_WEAK, 2),
      christ(2, "Lands every link in Christ"),
    ],
    exampleAnswer:
      "Links: 1. The people bitten for their sin and dying (Numbers 21:6) — all of us under the serpent’s poison of sin. 2. The remedy made in the form of the curse — Christ made sin for us (2 Corinthians 5:21). 3. Lifted up on a pole — the Son of man lifted up on the cross (John 3:14). 4. Whoever looked lived — whoever believes in Him has eternal life (John 3:15). 5. A remedy provided by God, not by the people — salvation is God’s gift. Score: 5 out of 5 in 1 minute 40 seconds, within the limit. Weak spot: link 2 came slowly and I nearly skipped it; I was unsure why a serpent, of all things, pictured Christ. Drill: the Symbols/Types room on the serpent in Genesis 3 and Numbers 21.",
  },
  {
    title: "Ten events in 90 seconds",
    description:
      "Order ten events of redemptive history with their dates at speed, and trace a swap to its room.",
    instructions:
      "Write 80–130 words: the ten events in your order with dates where you know them, the score and time, the weak spot and the room it sends you to.",
    prompt:
      "Ninety seconds: put these in order with dates where you can — Pentecost, the flood, Artaxerxes’ decree, the exodus, Jerusalem burned by Babylon, Christ’s baptism, Abraham’s call, the end of the 1,260 years, David’s reign, the end of the 2,300 days. Score the sprint, name any swap or blank, and the room that will fix it.",
    rubric: [
      reference(2, "Anchors at least one date in a text"),
      keywords(4, "Gives the key dates", ["457", "586", "ad 27", "ad 31", "1798", "1844", "538"], 4),
      keywords(2, "Scores the sprint", SCORED),
      keywords(
        2,
        "Names the weak spot and its room",
        [...WEAK_SPOTS, "math", "story room", "eight cycles"],
        2,
      ),
    ],
    exampleAnswer:
      "Attempt: the flood; Abraham’s call; the exodus; David’s reign; Jerusalem burned by Babylon, 586 BC; Artaxerxes’ decree, 457 BC (Ezra 7:7-26); Christ’s baptism, AD 27; Pentecost, AD 31; the end of the 1,260 years, 1798; the end of the 2,300 days, 1844 (Daniel 8:14). Score: 10 out of 10 in order, 84 seconds, within the limit — but I hesitated over whether Pentecost belongs to AD 31 and left the 1,260 years without their start in 538. Weak spot: the start date of the 1,260 years. Drill: the Mathematics Room on Revelation 12:6 and Daniel 7:25 this week, then repeat the sprint with every start and end date written.",
  },
  {
    title: "Tighten the clock, keep the accuracy",
    description:
      "Run the same milestone sprint twice, tighter the second time, and judge whether speed cost accuracy.",
    instructions:
      "Write 100–150 words: both attempts with scores and times, a comparison, a decision about the next limit based on the principle “accuracy first”, and the room to drill.",
    prompt:
      "Sprint the milestones of the seventy weeks and the 2,300 days — start, anointing, cross, end of the seventy weeks, end of the 2,300 — with their years and a text for each. First at 60 seconds, then again at 40. Compare the two sheets. If the faster run lost accuracy, say what you will do about the limit, and why a fast wrong answer is worse than a slow right one.",
    rubric: [
      reference(2, "Gives texts for the milestones", 2),
      keywords(3, "Gives the milestones", ["457", "ad 27", "ad 31", "ad 34", "1844"], 4),
      keywords(
        3,
        "Puts accuracy before speed",
        ["accuracy first", "accuracy", "fast wrong", "slow right", "loosen", "back to"],
        2,
      ),
      christ(2, "Names the Messiah at the centre"),
    ],
    exampleAnswer:
      "Run one, 60 seconds: 457 BC decree (Ezra 7:7-26); AD 27 Christ anointed at His baptism; AD 31 Messiah cut off in the midst of the week; AD 34 end of the seventy weeks; 1844 end of the 2,300 days (Daniel 8:14). Score: 5 out of 5 in 51 seconds. Run two, 40 seconds: I rushed and wrote AD 33 for the cross and skipped the text for 1844. Score: 4 out of 5 in 38 seconds. Comparison: the faster run was within the time but wrong on the centre of the whole prophecy. A fast wrong answer is worse than a slow right one, because in a Bible study I would have taught the error with confidence. Decision: accuracy first — back to 50 seconds until I hit five out of five three times, then tighten. Drill: the Mathematics Room calculation for the midst of the week.",
  },
  {
    title: "Christ-links through Exodus in three minutes",
    description:
      "Sprint eight chapters of Exodus, one Christ-link each, and find the chapters that still stall you.",
    instructions:
      "Write 100–150 words: eight chapter-and-link lines with references, the score and time, the weak spots and the room you will drill.",
    prompt:
      "Three minutes: eight chapters of Exodus, one Christ-link each, with the New Testament text that confirms the link where you can. Choose the chapters as you go rather than planning them first — the point is recall under pressure. Then score the sprint and name the chapters that stalled you and the room they send you to.",
    rubric: [
      reference(2, "Gives chapters and confirming texts", 5),
      keywords(
        3,
        "Gives Christ-links",
        ["passover", "manna", "rock", "bush", "tabernacle", "high priest", "i am", "lamb"],
        4,
      ),
      keywords(3, "Scores and names the weak spots", [...SCORED_AND_WEAK, "cec"], 2),
      christ(2, "Lands the links in Christ"),
    ],
    exampleAnswer:
      "Exodus 3: the bush and I AM — Jesus says “Before Abraham was, I am” (John 8:58). Exodus 12: the Passover lamb — Christ our passover (1 Corinthians 5:7). Exodus 14: through the sea — baptized unto Moses (1 Corinthians 10:2). Exodus 16: manna — the true bread from heaven (John 6:32-35). Exodus 17: the smitten rock — that Rock was Christ (1 Corinthians 10:4). Exodus 25: the tabernacle — the Word tabernacled among us (John 1:14). Exodus 28: the high priest bearing names on his heart — our High Priest (Hebrews 4:14). Exodus 33: hidden in the cleft of the rock — a blank, skipped. Score: 7 out of 8 in 2 minutes 50 seconds, within the limit. Weak spots: the last chapters of Exodus (29–40) and the cleft of the rock. Drill: CEC on Exodus 29–34 this week.",
  },
  {
    title: "Three questions from the floor",
    description:
      "Answer three rapid questions as you would in a live study, with a text each, then audit the sprint.",
    instructions:
      "Write 110–160 words: an answer of one or two sentences with a reference for each question, then the score, time, weak spot and room to drill.",
    prompt:
      "Imagine three questions thrown at you in a live Bible study, 30 seconds each: (1) Where is Christ in the Day of Atonement? (2) What span did the 1,260 years cover, and where is the period named? (3) What do the three angels of Revelation 14 announce? Answer each in one or two sentences with a text, then score the sprint and name the weak spot and its room.",
    rubric: [
      reference(2, "Gives a text for each answer", 3),
      keywords(
        2,
        "Answers the sanctuary question",
        ["goat", "high priest", "mercy seat", "blood", "most holy", "atonement"],
        2,
      ),
      keywords(2, "Answers the time question", ["538", "1798", "ad 538", "forty-two months"], 2),
      keywords(
        2,
        "Answers the angels question",
        ["fear god", "judgment", "judgement", "babylon", "mark", "everlasting gospel"],
        2,
      ),
      christ(2, "Keeps Christ in the answers"),
    ],
    exampleAnswer:
      "1. In Leviticus 16 the high priest takes the blood of the Lord’s goat into the most holy place and sprinkles it on the mercy seat; Christ is both the sacrifice and the High Priest who entered with His own blood (Hebrews 9:11-12). 2. AD 538 to 1798, the period named as a time and times and the dividing of time in Daniel 7:25 and as forty-two months in Revelation 13:5. 3. Revelation 14:6-12: the everlasting gospel with the call to fear God because the hour of His judgment is come and to worship the Creator; Babylon is fallen; and a warning against the beast and his mark, with a people who keep God’s commandments and the faith of Jesus. Score: 3 out of 3, but question 3 took 45 seconds, over the limit. Weak spot: the third message was slow. Drill: the Three Angels room, outline only, daily this week.",
  },
]);

/** The training drills of the floor-7 rooms. */
export const floor7Drills: readonly Drill[] = [...fireDrills, ...meditationDrills, ...speedDrills];
