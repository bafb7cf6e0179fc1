import type { BankItem } from "./types";

export const bank: BankItem[] = [
  {
    id: "nf-t1-01",
    tier: 1,
    type: "single",
    prompt: "What is the core question of the Nature Freestyle Room?",
    options: [
      "What does this thing in creation teach about God and His Word?",
      "Which verses are this verse's theological relatives?",
      "Where is God writing biblical lessons into the events of my life?",
      "What single picture will call this chapter to mind instantly?",
    ],
    answer: 0,
    explanation:
      "NF reads creation as a sermon: an object in nature is tied to a verse and a lesson about God and His Word.",
  },
  {
    id: "nf-t1-02",
    tier: 1,
    type: "order",
    prompt: "Put the five steps of Nature Freestyle in order.",
    items: [
      "Observe an object or event and note one or two traits",
      "Ask which biblical truth it parallels",
      "Tie it to a specific verse and check the context",
      "Distil a one-line lesson a child could repeat",
      "Log object → verse → lesson → use",
    ],
    explanation:
      "Observation comes first, the verse and its context check before the lesson, and the log closes the loop.",
  },
  {
    id: "nf-t1-03",
    tier: 1,
    type: "short",
    prompt:
      'Which verse does the room\'s purpose cite for creation revealing "his eternal power and Godhead"? Give the reference.',
    accept: ["Romans 1:20", "Rom 1:20", "Rom. 1:20", "Romans 1 20"],
    explanation: 'Romans 1:20 says God\'s invisible things are clearly seen "by the things that are made."',
  },
  {
    id: "nf-t1-04",
    tier: 1,
    type: "single",
    prompt: "On which floor is the Nature Freestyle Room, and what is its tag?",
    options: ["Floor 3, NF", "Floor 2, NF", "Floor 3, FN", "Floor 4, NF"],
    answer: 0,
    explanation: "NF opens floor 3, Freestyle, where Scripture is connected to everyday life.",
  },
  {
    id: "nf-t1-05",
    tier: 1,
    type: "multi",
    prompt: "Which are principles of the Nature Freestyle Room? Choose all that apply.",
    options: [
      "Don't invent meanings",
      "Child-simple lessons are best",
      "Nature illustrates Scripture and never replaces it",
      "Build a reusable library",
      "The more surprising the analogy, the better",
    ],
    answers: [0, 1, 2, 3],
    explanation: "The four principles guard against forced links; surprise is not a goal, faithfulness is.",
  },
  {
    id: "nf-t1-06",
    tier: 1,
    type: "numeric",
    prompt: "At most how many words may the one-line lesson have to pass the auto-check?",
    answer: 25,
    unit: "words",
    explanation: "The lesson must be 25 words or fewer — short enough for a child to repeat.",
  },
  {
    id: "nf-t1-07",
    tier: 1,
    type: "multi",
    prompt: "Which pitfalls does the room warn against? Choose all that apply.",
    options: [
      "Forced analogies",
      "Verses out of context",
      "Treating nature as saving revelation",
      "Using objects Scripture itself uses",
      "No application",
    ],
    answers: [0, 1, 2, 4],
    explanation: "Preferring objects Scripture already uses is advice, not a pitfall.",
  },

  {
    id: "nf-t2-01",
    tier: 2,
    type: "single",
    prompt: "Which nature entry is the strongest?",
    options: [
      'Sparrows at a feeder → Matthew 10:29-31 → "God notices every sparrow, so He notices me."',
      'A pine cone\'s three layers → Matthew 28:19 → "The pine cone shows the Trinity."',
      'A sunset → Revelation 13 → "The beast\'s kingdom is setting."',
      "A rock → Psalm 18:2 → a two-page essay on geology and providence",
    ],
    answer: 0,
    explanation:
      "The sparrow entry uses an object Jesus Himself used, in context, with a child-simple lesson.",
  },
  {
    id: "nf-t2-02",
    tier: 2,
    type: "single",
    prompt: 'A student writes: "Thunderstorms teach us that God is angry with our town." What is wrong?',
    options: [
      "It makes nature a new revelation instead of illustrating a verse read in context",
      "Nothing; storms are in the Bible",
      "The lesson is too short",
      "It should cite a psalm",
    ],
    answer: 0,
    explanation:
      "Nature illustrates Scripture; it does not deliver new verdicts. No verse in context supports this reading.",
  },
  {
    id: "nf-t2-03",
    tier: 2,
    type: "multi",
    prompt: 'Which lessons are "child-simple" in the room\'s sense?',
    options: [
      '"Grass fades; God\'s Word stays."',
      '"Strength is received by waiting, not squeezed out by flapping."',
      '"The multilayered ontology of seed-death signals eschatological fecundity."',
      '"God starts His kingdom small and grows it big."',
    ],
    answers: [0, 1, 3],
    explanation: "A good lesson can be repeated by a child; jargon fails the test even if it is true.",
  },
  {
    id: "nf-t2-04",
    tier: 2,
    type: "single",
    prompt: "Which entry has no application?",
    options: [
      'Ant → Proverbs 6:6-8 → "Do today\'s small work before you need it." → start study on Monday',
      'Deer → Psalm 42:1 → "My soul thirsts for God." → pray before reaching for the phone',
      'Salt → Matthew 5:13 → "Influence comes by contact."',
      'Rain → Isaiah 55:10-11 → "God\'s Word always does its work." → encouragement after witnessing',
    ],
    answer: 2,
    explanation: "The salt entry stops at the lesson; the room asks for a use as the last part of the log.",
  },
  {
    id: "nf-t2-05",
    tier: 2,
    type: "single",
    prompt:
      'A student links "a lion at the zoo" to 1 Peter 5:8 with the lesson "Christians should be bold like lions." Why is this weak?',
    options: [
      "In 1 Peter 5:8 the lion is the devil, so the verse does not support the lesson",
      "Lions are not in the Bible",
      "The lesson is too long",
      "Zoo animals are not nature",
    ],
    answer: 0,
    explanation:
      "Context matters: 1 Peter 5:8 pictures the adversary as a roaring lion; Proverbs 28:1 would fit boldness.",
  },
  {
    id: "nf-t2-06",
    tier: 2,
    type: "single",
    prompt: "Why does the room prefer objects Scripture itself uses?",
    options: [
      "Their meaning is anchored in the text, so the link is less likely to be forced",
      "Other objects are forbidden",
      "They are easier to photograph",
      "They always have only one meaning",
    ],
    answer: 0,
    explanation:
      "Seeds, lilies, salt and vines come with an inspired use, which keeps the lesson from being invented.",
  },

  {
    id: "nf-t3-01",
    tier: 3,
    type: "reference",
    prompt:
      "You watch a corn of wheat being sown. Which passage does Jesus use to teach that a seed must die to bear much fruit? Give the reference.",
    accept: ["John 12:23-26"],
    explanation:
      'John 12:24: "Except a corn of wheat fall into the ground and die, it abideth alone: but if it die, it bringeth forth much fruit."',
  },
  {
    id: "nf-t3-02",
    tier: 3,
    type: "reference",
    prompt:
      'Wildflowers growing untended: where does Jesus tell His hearers to "consider the lilies of the field"?',
    accept: ["Matthew 6:25-34", "Luke 12:22-31"],
    explanation: "Matthew 6:28 (and Luke 12:27) use the lilies to answer anxiety about provision.",
  },
  {
    id: "nf-t3-03",
    tier: 3,
    type: "match",
    prompt: "Match each object to the passage that uses it.",
    pairs: [
      ["Ant storing food in summer", "Proverbs 6:6-8"],
      ["Deer panting for water", "Psalm 42:1-2"],
      ["Wind you cannot see", "John 3:8"],
      ["Withering grass", "Isaiah 40:6-8"],
      ["Vine being pruned", "John 15:1-2"],
    ],
    explanation: "Each of these objects is used in Scripture itself, which makes it a safe starting point.",
  },
  {
    id: "nf-t3-04",
    tier: 3,
    type: "single",
    prompt:
      'Dough is rising with yeast and you want the lesson "small beginnings spread through everything." Which verse fits in context?',
    options: ["Matthew 13:33", "1 Corinthians 5:6-8", "Exodus 12:15", "Galatians 5:9"],
    answer: 0,
    explanation:
      "In Matthew 13:33 leaven pictures the kingdom's growth; the other texts use leaven for corruption.",
  },
  {
    id: "nf-t3-05",
    tier: 3,
    type: "reference",
    prompt:
      'A hawk glides on rising air without flapping. Which verse promises that those who wait on the LORD "shall mount up with wings as eagles"?',
    accept: ["Isaiah 40:31"],
    explanation: "Isaiah 40:31; the context (40:27-31) stresses strength received by waiting on the LORD.",
  },
  {
    id: "nf-t3-06",
    tier: 3,
    type: "reference",
    prompt:
      "Rain soaks a dry garden. Which passage compares rain that does not return empty to God's Word that will not return void?",
    accept: ["Isaiah 55:10-11"],
    explanation: "Isaiah 55:10-11 is the classic rain-and-Word comparison.",
  },

  {
    id: "nf-t4-01",
    tier: 4,
    type: "single",
    prompt: 'Someone says: "I don\'t need the Bible; I meet God in the forest." Which answer fits the room?',
    options: [
      "Creation shows God's power and Godhead (Romans 1:20), but the gospel of Christ is revealed in the Word (Romans 10:17)",
      "Agree: nature is enough",
      "Tell them forests are not spiritual",
      "Avoid the topic",
    ],
    answer: 0,
    explanation:
      "The room's principle is that nature illustrates Scripture and never replaces it; faith comes by hearing the Word.",
  },
  {
    id: "nf-t4-02",
    tier: 4,
    type: "single",
    prompt:
      "Leaven means corruption in 1 Corinthians 5:6-8 and growth in Matthew 13:33. What does this teach about NF?",
    options: [
      "One object can carry different meanings, so the verse in context decides the lesson",
      "Leaven must never be used",
      "Always use the first meaning found",
      "The Bible contradicts itself",
    ],
    answer: 0,
    explanation:
      "Scripture uses images flexibly; the writer's point in context, not the object, fixes the meaning.",
  },
  {
    id: "nf-t4-03",
    tier: 4,
    type: "multi",
    prompt:
      "A student logs: \"Butterfly → 2 Corinthians 5:17 → 'In Christ I am a new creature.' → share with my niece.\" Which statements are fair?",
    options: [
      "The verse in context supports newness in Christ",
      "The lesson is child-simple and under 25 words",
      "The use is concrete",
      "Scripture itself mentions butterflies, so it is the best kind of link",
    ],
    answers: [0, 1, 2],
    explanation:
      "The entry is sound, but Scripture does not mention butterflies — it is an illustration, not an object Scripture uses.",
  },
  {
    id: "nf-t4-04",
    tier: 4,
    type: "single",
    prompt: 'You combine NF with the Symbols/Types Room on "light." What keeps the link honest?',
    options: [
      "Check how Scripture consistently uses light (e.g. John 8:12; Psalm 119:105) before drawing the lesson",
      "Choose whatever meaning of light feels most personal",
      "Use only scientific facts about light",
      "Avoid any verse about light",
    ],
    answer: 0,
    explanation:
      "ST asks for consistent symbol meanings from Scripture; NF then applies that meaning to what you saw.",
  },
  {
    id: "nf-t4-05",
    tier: 4,
    type: "order",
    prompt: "Order this entry the way the log records it.",
    items: [
      "A tree by a river stays green in a drought",
      "Jeremiah 17:7-8",
      '"Deep roots in God keep me green in dry years."',
      "Pray for steadiness in a hard financial season",
    ],
    explanation: "The log runs object → verse → lesson → use.",
  },
  {
    id: "nf-t4-06",
    tier: 4,
    type: "single",
    prompt: "Which verse best shows that Jesus Himself taught from nature?",
    options: ['Matthew 6:26, "Behold the fowls of the air"', "Genesis 1:1", "Psalm 104:24", "Romans 8:22"],
    answer: 0,
    explanation:
      "The other verses speak of creation, but only Matthew 6:26 has Jesus pointing His hearers to the birds.",
  },
];
