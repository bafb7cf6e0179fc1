import { christ, keywords, length, reference, roomDrills } from "./builders";
import type { Drill } from "./types";

// Floor 8 — Reflexive Mastery (∞): teach without notes, audit which rooms came without thinking, name the gaps,
// drill them, and repeat until the method is audible to a listener but invisible in the delivery. Drills 1–3
// practise the audit on given outlines, 4–7 the whole teach-audit-drill loop and its pitfalls, 8–10 audits of
// apostolic preaching, teaching the palace to a beginner and a full loop on a hard passage.

// The rooms an audit names, by the words of their names (two-letter tags such as "CR" or "OR" would also match
// ordinary words, so the checks listen for the names).
const ROOM_NAMES = [
  "story",
  "imagination",
  "observation",
  "def-com",
  "symbol",
  "question",
  "concentration",
  "dimension",
  "genre",
] as const;

// Ways an audit names a gap and a concrete plan to drill it.
const GAP_AND_PLAN = ["gap", "missing", "drill", "this week", "daily", "each day", "plan", "twice"] as const;

// ---------------------------------------------------------------------------------------------------------
// ∞ — Reflexive Mastery: teach, audit honestly, drill the gaps, until the rooms are instinct.
// ---------------------------------------------------------------------------------------------------------
const masteryDrills = roomDrills("infinity", [
  {
    title: "Hear the rooms in someone else’s talk",
    description:
      "Read a short outline of a talk on blind Bartimaeus and tag each room you can hear, with where it shows.",
    instructions:
      "Write 70–110 words: at least three rooms heard, each with the words in the outline that show it, and one sentence on whether the method stayed invisible.",
    prompt:
      "Mark 10:46-52. A friend taught this outline without notes: “Noise at the Jericho road — a blind beggar shouting over the crowd. He cries out, is told to hush, cries louder; Jesus stands still and calls; he throws off his cloak, asks for sight, and follows on the road. Notice he calls Jesus ‘Son of David’, a royal title. The King stops for one voice.” Tag the rooms you hear and where each shows.",
    rubric: [
      reference(2, "Names the passage"),
      keywords(4, "Tags at least three rooms", [...ROOM_NAMES, "fruit"], 3),
      keywords(
        2,
        "Points to the evidence in the outline",
        ["cloak", "son of david", "crowd", "beggar", "road", "royal", "follows", "louder"],
        3,
      ),
      christ(2, "Hears the Christ-line"),
    ],
    exampleAnswer:
      "Mark 10:46-52. Story Room: the beats come in order before any application — the cry, the rebuke, the louder cry, the call, the cloak, the sight, the following. Imagination Room: the listener is placed on a noisy road with a beggar shouting over the crowd. Observation Room: the detail that he calls Jesus “Son of David” is pointed out, not skipped. Concentration Room: Christ is shown in an office — the royal Son of David who stops for one voice — so the Christ-line is explicit. Nothing in the outline names a room; a listener would hear a blind man meeting his King, which is exactly what invisibility means.",
  },
  {
    title: "Find the gap and plan the drill",
    description:
      "Audit an outline of Luke 7:36-50, name the one or two things it lacks, and write a concrete drill plan.",
    instructions:
      "Write 70–120 words: the rooms present, one or two gaps from the audit checklist, and a drill plan naming the room, the passages and how often.",
    prompt:
      "Luke 7:36-50. An outline taught without notes: “Simon the Pharisee invites Jesus. A woman known as a sinner weeps on His feet and wipes them with her hair. Simon thinks, ‘If he were a prophet…’. Jesus tells of two debtors. Her many sins are forgiven, for she loved much. Love grows out of forgiveness.” Tag what is present, name one or two gaps — pick only the most useful — and write a concrete plan: which room, which passages, how often.",
    rubric: [
      reference(2, "Names the passage and the drill passages", 2),
      keywords(2, "Tags the rooms present", [...ROOM_NAMES, "fruit"], 2),
      keywords(
        3,
        "Names a gap",
        ["gap", "missing", "absent", "unchecked", "left out", "no genre", "no cycle", "lacks"],
        1,
      ),
      keywords(
        3,
        "Writes a concrete plan",
        ["this week", "daily", "each day", "every day", "twice", "three", "monday", "plan"],
        2,
      ),
    ],
    exampleAnswer:
      "Present: the Story Room (the scene told in order: invitation, weeping, Simon’s thought, the parable, the verdict), the Imagination Room (tears and hair on His feet) and the Fruit Room, since the application ends in love, not guilt. Gaps: the parable of the two debtors is told but never read as a parable, so the Genre room (C6) is missing; and Christ is present but His office is never named — the Prophet Simon doubts turns out to be the One who forgives. Plan: this week, three short drills, one each day from Monday: C6 on Luke 7:41-43, Luke 18:9-14 and Matthew 18:23-35, asking how a parable makes its point; and one Concentration Room entry on Luke 7:48-50.",
  },
  {
    title: "Make the method invisible",
    description:
      "Rewrite a paragraph that keeps naming rooms so the listener hears the text, then list the rooms hidden in it.",
    instructions:
      "Write 90–140 words: the rewritten teaching paragraph with no room names, then a short list of the rooms at work in it.",
    prompt:
      "John 11:32-44. A student’s teaching reads: “In the Story Room we can see four beats. Using Def-Com, ‘groaned’ means he was deeply moved. The Concentration Room shows Christ as the Resurrection. The Imagination Room helps us smell the tomb.” Rewrite it as a paragraph a listener would hear as the story and its Lord, with no room names at all. Then list, underneath, the rooms that are still at work in your paragraph.",
    rubric: [
      reference(2, "Names the passage"),
      keywords(
        3,
        "Tells the text itself",
        ["lazarus", "mary", "martha", "wept", "tomb", "stone", "come forth", "grave"],
        3,
      ),
      keywords(2, "Lists the hidden rooms", ROOM_NAMES, 3),
      christ(2, "Keeps Christ at the centre"),
      length(1, 90, "At least 90 words"),
    ],
    exampleAnswer:
      "Rewritten (John 11:32-44): Mary falls at His feet with the same words her sister used: “Lord, if thou hadst been here.” Jesus sees her weeping and the mourners weeping, and He groans in His spirit — the word carries a shudder, almost anger at death. Then the shortest verse: Jesus wept. At the tomb Martha warns about the smell after four days, but the stone is rolled away, Jesus prays aloud, and cries, “Lazarus, come forth.” A man bound in grave clothes walks out. The One who wept is the Resurrection and the life, and He is not defeated by the grave. Rooms still at work: Story (the beats in order), Def-Com (the meaning of “groaned”), Imagination (the smell and the grave clothes), Concentration (Christ as the Resurrection) — all audible, none announced.",
  },
  {
    title: "Teach Acts 3 cold, then audit it",
    description:
      "Teach a passage you have not studied for three minutes without notes, write the outline, and audit it honestly.",
    instructions:
      "Write 110–170 words: the outline of what you actually said, in order; then at least three rooms you used with where each showed; then one gap with a drill plan.",
    prompt:
      "Acts 3:1-10: Peter, John and the lame man at the Beautiful gate. Pray, read it twice, then teach it for three minutes without notes — aloud to a family member or to a recording. Immediately write the outline of what you actually said. Then audit it: at least three rooms you used without thinking, each with where it showed, and one gap with a concrete drill plan.",
    rubric: [
      reference(2, "Names the passage"),
      keywords(
        2,
        "Recalls the passage taught",
        ["beautiful", "lame", "silver and gold", "leaping", "temple", "alms", "ankle", "walked"],
        3,
      ),
      keywords(2, "Tags at least three rooms", [...ROOM_NAMES, "fruit"], 3),
      keywords(2, "Names a gap with a plan", GAP_AND_PLAN, 2),
      christ(2, "Hears the name of Jesus in the talk"),
    ],
    exampleAnswer:
      "Outline (Acts 3:1-10): a man lame from birth, carried daily to the Beautiful gate to beg; Peter and John going up at the hour of prayer; “Look on us”; he expects coins; “Silver and gold have I none… In the name of Jesus Christ of Nazareth rise up and walk”; feet and ankle bones strengthened; walking, leaping and praising God in the temple he had only ever sat outside. Application: Jesus gives what we need, not what we ask for. Audit: Story — the scenes in order before the application. Imagination — the man watching worshippers walk past him for forty years. Observation — “Look on us” and the gate named Beautiful. Concentration — the power is in the name of Jesus, not in the apostles. Gap: no question raised and answered from other Scripture; I never linked it to Isaiah 35:6. Drill: the Questions room this week, five questions on three healing stories, twice.",
  },
  {
    title: "Only tag what you actually did",
    description:
      "Correct an inflated self-audit of a short talk on Psalm 46, keeping only the rooms the outline shows.",
    instructions:
      "Write 90–140 words: which claimed tags the outline supports and why, which must be dropped, the real gap, and a drill plan.",
    prompt:
      "Psalm 46. The outline: “Read verses 1–3 and pictured mountains sliding into the sea. Pointed out ‘Selah’ after each section. Described the river that makes glad the city of God. Ended on ‘Be still, and know that I am God.’” The speaker’s self-audit claims nine rooms: Story, Imagination, Observation, Symbols, Concentration, Blue Room, Prophecy, Three Angels, Feasts. Keep only what the outline shows, drop the rest, name the real gap and plan a drill.",
    rubric: [
      reference(2, "Names the passage and a drill text", 2),
      keywords(
        3,
        "Drops the inflated tags",
        ["drop", "inflat", "not in the outline", "did not", "didn't", "honest", "only tag", "wishful"],
        2,
      ),
      keywords(2, "Keeps the supported tags", ["imagination", "observation", "symbol", "mountains"], 2),
      keywords(1, "Plans a drill", GAP_AND_PLAN, 1),
      christ(2, "Names Christ as the missing centre"),
    ],
    exampleAnswer:
      "Keep: Imagination (the mountains sliding into the sea) and Observation (the repeated “Selah” pointed out). Symbols is borderline: the river was described but never decoded, so I would drop it until the talk says what the river means elsewhere in Scripture. Drop Story, because a psalm has no plot and none was told. Drop the Blue Room, Prophecy, Three Angels and Feasts: nothing in the outline touches them, and tagging them is wishful, not honest. Drop Concentration too — the talk never names Christ, and that is the real gap. The God who is “with us” in Psalm 46:7 has a name in Matthew 1:23: Emmanuel, Jesus. Drill plan: the Concentration Room on three psalms this week (46, 91, 121), one each evening, writing one line on where Christ stands in each.",
  },
  {
    title: "What your study partner heard",
    description:
      "Compare your own room tags with a partner’s for the same talk and learn from where they differ.",
    instructions:
      "Write 100–150 words: where the two lists agree, what each difference tells you (a hidden reflex or a room that was too hidden to be there), and one drill.",
    prompt:
      "1 Kings 19:1-18, Elijah under the juniper tree. After your talk you tagged: Story, Imagination, Parallels (Horeb echoing Moses at Sinai), Concentration. Your study partner, without seeing your list, heard: Imagination, Observation (the still small voice after wind, earthquake and fire), Fruit (despair answered with sleep, food and a task). Compare the lists. What do the agreements and differences tell you, and what will you drill?",
    rubric: [
      reference(2, "Names the passage"),
      keywords(3, "Compares with the partner", ["partner", "peer", "listener", "heard", "agree", "both"], 2),
      keywords(
        3,
        "Reads what the differences mean",
        [
          "reflex",
          "without thinking",
          "unconscious",
          "too hidden",
          "absent",
          "did not hear",
          "didn't hear",
          "invisible",
        ],
        2,
      ),
      christ(2, "Checks the Christ-line"),
    ],
    exampleAnswer:
      "We agree on one room: Imagination — we both heard the cave, the wind and the fire. My partner heard two rooms I never claimed: Observation and Fruit. That is encouraging; they came without thinking, so they are becoming reflex. But my partner did not hear Story, Parallels or Concentration. Story may simply be so natural that a listener does not notice it. The Parallels claim and the Christ-line are the worry: if a careful listener did not hear Horeb and Sinai, or hear Jesus in the talk, they were too hidden to count. Invisible is not the same as absent. In the still small voice I meant to point to Christ, the Word who speaks gently to the worn out (Matthew 11:28), but I never said it. Drill: two talks this week where I state one Christ-line plainly, then ask my partner whether they heard it.",
  },
  {
    title: "Fourteen rooms are too many",
    description:
      "Trim a talk plan that forces every room onto Mark 4:35-41 down to the few that serve the text.",
    instructions:
      "Write 100–150 words: why the plan drowns the text, the three or four rooms you keep with what each will do in the talk, and the single point the talk will land.",
    prompt:
      "Mark 4:35-41: the storm on the lake. A five-minute talk plan lists fourteen rooms — every floor-1 and floor-2 room, four from floor 4, the Blue Room, a cycle and a time prophecy. Explain why this plan forces the method onto the passage. Then cut it to three or four rooms that serve this text, say what each will do in the talk, and name the single point the listener should carry home.",
    rubric: [
      reference(2, "Names the passage"),
      keywords(
        3,
        "Refuses to force every room",
        ["force", "drown", "too many", "serve", "trim", "cut", "fewer", "mechanical"],
        2,
      ),
      keywords(
        3,
        "Keeps the story in view",
        ["storm", "boat", "asleep", "pillow", "wind", "sea", "still", "what manner"],
        3,
      ),
      christ(2, "Lands the point in Christ"),
    ],
    exampleAnswer:
      "The plan drowns the text: fourteen rooms in five minutes means a room every twenty seconds, and the listener would remember the method rather than the storm. Mastery means the method serves the passage, so I cut to four. Story: the crossing at evening, the great storm, Jesus asleep on a pillow, the frightened question, the rebuke of the wind, the great calm. Imagination: water pouring into the boat while He sleeps. Questions: the disciples’ own question — “What manner of man is this, that even the wind and the sea obey him?” — which the talk answers from Psalm 107:29, where the LORD stills the storm. Concentration: Jesus as the Creator commanding His creation. The single point: the One asleep in your boat is the Lord of the sea, so fear gives way to faith in Christ.",
  },
  {
    title: "Auditing an apostle: Pentecost",
    description:
      "Audit Peter’s sermon in Acts 2 as a model of reflexive mastery: which palace moves can you hear?",
    instructions:
      "Write 110–170 words: at least four palace moves heard in the sermon, each tied to its verses, and one or two sentences on what this shows about mastery.",
    prompt:
      "Acts 2:14-36 is an unprepared sermon: Peter had no time to write notes between the sound from heaven and the crowd gathering. Audit it as you would your own talk. Which palace moves can you hear — a horizon named, Scripture chaining to Scripture, a story retold, Christ shown in an office, an application to the hearers? Tie each to its verses, then say what this teaches about reflexes built by years with Jesus and the Scriptures.",
    rubric: [
      reference(2, "Ties the moves to verses", 3),
      keywords(
        3,
        "Hears Peter's chain of texts",
        ["joel", "psalm 16", "psalm 110", "david", "this is that", "chain"],
        2,
      ),
      keywords(3, "Tags the moves with room names", [...ROOM_NAMES.slice(0, 8), "three heavens", "2h"], 3),
      christ(2, "Hears Christ proclaimed Lord"),
    ],
    exampleAnswer:
      "Three Heavens: “this is that which was spoken by the prophet Joel” (Acts 2:16) — Peter places Joel in the horizon of the church age, while the great and notable day still lies ahead (2H, reaching to 3H). Question and answer chains: he raises the question of what the crowd is seeing and answers it from Joel 2, then Psalm 16, then Psalm 110, each text opening the next. Story: Acts 2:22-24 retells Jesus’ life, death and resurrection in order. Observation: David is dead and buried, his tomb is with us (Acts 2:29), so Psalm 16 cannot be about David. Concentration: Jesus shown as Lord and Christ, exalted at God’s right hand. Dimensions: the promise is “unto you, and to your children”. Mastery here is Scripture so deeply absorbed that under pressure it comes out in order, centred on Christ, without a single method named.",
  },
  {
    title: "Why the rooms disappear: teach a beginner",
    description:
      "Explain to a beginner why the goal is that nobody notices the rooms, and show three at work on a short passage.",
    instructions:
      "Write 120–180 words: a plain explanation of reflexive mastery (with a comparison a beginner would understand), a short demonstration on the passage with no room names, then the three rooms named.",
    prompt:
      "A new member asks, “If the palace has 38 rooms, will my Bible studies sound like a checklist?” Answer in plain words, using Luke 24:27 as your picture of teaching where the method is invisible. Then demonstrate: teach Exodus 17:1-7 (water from the rock) in three or four sentences without naming any room, and afterwards name the three rooms that were at work.",
    rubric: [
      reference(2, "Uses both passages", 2),
      keywords(
        2,
        "Explains reflexive mastery plainly",
        [
          "reflex",
          "instinct",
          "without thinking",
          "invisible",
          "scales",
          "practice",
          "unconscious",
          "second nature",
        ],
        2,
      ),
      keywords(
        2,
        "Demonstrates on the passage",
        ["rock", "smite", "smote", "water", "horeb", "massah", "staff", "thirst"],
        3,
      ),
      keywords(2, "Names the rooms afterwards", [...ROOM_NAMES.slice(0, 7), "type"], 3),
      christ(2, "Shows Christ in the demonstration"),
    ],
    exampleAnswer:
      "No — the rooms are like scales for a pianist. You practise them one by one until they become second nature, and then in the concert nobody hears scales, only music. On the Emmaus road Jesus began at Moses and all the prophets and expounded the things concerning Himself (Luke 24:27); the disciples felt their hearts burn, and nobody mentioned a method. Demonstration: In Exodus 17:1-7 a thirsty nation quarrels with Moses at Rephidim and asks, “Is the LORD among us?” God stands on the rock in Horeb, Moses smites it with the staff, and water gushes out for everyone. Paul later says, “that Rock was Christ” (1 Corinthians 10:4): struck once so that all could drink, He is God’s answer to the question of whether the LORD is among us. Rooms at work: Story (the scenes in order), Observation (the question at Massah), Symbols/Types (the rock as Christ).",
  },
  {
    title: "Filthy garments: the full loop on a hard text",
    description:
      "Teach Zechariah 3:1-5 unprepared, audit it, name two gaps, and compare them with the pattern of your earlier audits.",
    instructions:
      "Write 140–200 words: a brief outline of what you said, at least four rooms used with where they showed, two gaps with a drill plan, and one sentence on the pattern across your recent audits.",
    prompt:
      "Zechariah 3:1-5: Joshua the high priest in filthy garments, Satan accusing, the LORD’s rebuke, the garments removed and a clean mitre set on his head. Teach it for five minutes without preparation. Write the outline, audit the rooms you used, name two gaps with a concrete drill plan, and compare these gaps with your last two audits: is a pattern showing?",
    rubric: [
      reference(2, "Names the passage and drill texts", 2),
      keywords(
        2,
        "Recalls the vision taught",
        ["joshua", "filthy", "garments", "satan", "brand", "mitre", "raiment", "accus"],
        3,
      ),
      keywords(2, "Tags at least four rooms", [...ROOM_NAMES.slice(0, 7), "blue room", "cycle", "fruit"], 4),
      keywords(
        2,
        "Names two gaps, a plan and a pattern",
        ["gap", "drill", "this week", "pattern", "again", "previous", "last two", "third time"],
        3,
      ),
      christ(2, "Shows Christ's righteousness"),
    ],
    exampleAnswer:
      "Outline: Joshua, Israel’s high priest after the exile, stands before the angel of the LORD in filthy garments; Satan stands at his right hand to accuse. The LORD rebukes Satan — “is not this a brand plucked out of the fire?” — orders the filthy garments taken away and clothes him with change of raiment and a fair mitre. Application: the accuser is silenced not by Joshua’s excuses but by God’s choice and God’s clothing. Audit: Story (the courtroom in order), Imagination (the stench of the garments), Symbols (filthy garments as sin, clean raiment as righteousness given), Blue Room (the high priest and his mitre, Exodus 28:36-38), Concentration (Christ as our righteousness, named at the end). Gaps: no cycle placement — this is the restoration cycle after Babylon; and no genre remark on a night vision. Pattern: the genre gap appears again, the third time in three audits. Drill: this week, Genre on Zechariah 1–6 and Daniel 8, one vision a day.",
  },
]);

/** The training drills of the floor-8 room. */
export const floor8Drills: readonly Drill[] = [...masteryDrills];
