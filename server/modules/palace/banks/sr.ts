import type { BankItem } from "./types";

export const bank: BankItem[] = [
  {
    id: "sr-t1-01",
    tier: 1,
    type: "single",
    prompt: "What is the core question of the Story Room?",
    options: [
      "What happens, and in what order?",
      "What does this story mean for me today?",
      "What single picture calls this chapter to mind?",
      "Which office of Christ is active here?",
    ],
    answer: 0,
    explanation: "SR asks what happens and in what order; meaning and application come in later rooms.",
  },
  {
    id: "sr-t1-02",
    tier: 1,
    type: "single",
    prompt: "How many beats should a Story Room chain have?",
    options: ["1–2", "3–7", "8–12", "One per verse"],
    answer: 1,
    explanation: "Fewer than three loses the story; more than seven turns the chain into an outline.",
  },
  {
    id: "sr-t1-03",
    tier: 1,
    type: "order",
    prompt: "Put the Story Room method in order.",
    items: [
      "Read the whole episode once without stopping",
      "Choose 3–7 beats that change the situation",
      "Label each beat with a short picturable word or phrase",
      "Chain the beats in time order with arrows",
      "Retell aloud from the labels alone",
      "Write one arc sentence from first beat to last",
    ],
    explanation:
      "Read, choose, label, chain, retell, then sum up the arc: sequence is fixed before anything is summarised.",
  },
  {
    id: "sr-t1-04",
    tier: 1,
    type: "short",
    prompt: "What is the tag students type for the Story Room?",
    accept: ["SR"],
    explanation: "SR is the Story Room; note that SRm (with a small m) is the Speed Room on floor 7.",
  },
  {
    id: "sr-t1-05",
    tier: 1,
    type: "multi",
    prompt: "Which of these are Story Room pitfalls? Choose all that apply.",
    options: [
      "Interpreting before the sequence is settled",
      "Ten or more beats",
      "Sentence-length labels",
      "Labels you can picture",
      'Meaning-words such as "grace" inside labels',
    ],
    answers: [0, 1, 2, 4],
    explanation: "Picturable labels are the goal; the other four are the room's named pitfalls.",
  },
  {
    id: "sr-t1-06",
    tier: 1,
    type: "single",
    prompt: 'What is the "arc" in a Story Room entry?',
    options: [
      "A list of the chapter's verses",
      "One sentence that carries the story from the first beat to the last",
      "The lesson you apply to your life",
      "A drawing of the main scene",
    ],
    answer: 1,
    explanation: "The arc is a single sentence (30 words or fewer) spanning the whole chain.",
  },
  {
    id: "sr-t1-07",
    tier: 1,
    type: "single",
    prompt: "On which floor is the Story Room, and what is its place there?",
    options: [
      "Floor 1, the first room of the palace",
      "Floor 2, after the Observation Room",
      "Floor 3, the first Freestyle room",
      "Floor 7, before the Speed Room",
    ],
    answer: 0,
    explanation: "SR is room 1 on floor 1 (Furnishing): every later room assumes the student knows the plot.",
  },
  {
    id: "sr-t2-01",
    tier: 2,
    type: "single",
    prompt: "Which beat chain for Jonah 1–4 best follows the Story Room method?",
    options: [
      "Call → Flight → Storm → Fish → Nineveh → Vine",
      "Disobedience → Judgment → Repentance → Grace",
      "Jonah is told to go to Nineveh → Jonah runs to Joppa and boards a ship",
      "Call → Fish → Storm → Vine → Nineveh → Flight",
    ],
    answer: 0,
    explanation:
      "The first is concrete and in order; the second uses meaning-words, the third uses sentences, the fourth is out of order.",
  },
  {
    id: "sr-t2-02",
    tier: 2,
    type: "single",
    prompt: 'A student labels a beat of Luke 15 "Grace". What is wrong with it?',
    options: [
      "Nothing; it is one word",
      "It is a meaning-word, not a picture of what happens",
      "It is too long",
      "Grace is not in the chapter",
    ],
    answer: 1,
    explanation:
      'Labels picture events ("Robe", "Ring", "Feast"); "grace" interprets and belongs to later rooms.',
  },
  {
    id: "sr-t2-03",
    tier: 2,
    type: "single",
    prompt: "A student gives Exodus 14 twelve beats. What should they do?",
    options: [
      "Keep them; more detail is better",
      "Merge or drop details until only 3–7 turning points remain",
      "Split them into two entries of six",
      "Replace them with a one-word summary",
    ],
    answer: 1,
    explanation: "Twelve beats is an outline; keep only the moves that change the situation.",
  },
  {
    id: "sr-t2-04",
    tier: 2,
    type: "multi",
    prompt: "Which of these are good Story Room labels? Choose all that apply.",
    options: [
      "Sling",
      "Fiery furnace",
      "Faithfulness",
      "David runs toward the Philistine and takes a stone",
      "Coat",
    ],
    answers: [0, 1, 4],
    explanation:
      'Good labels are concrete and at most three words; "Faithfulness" is a meaning-word and the fourth is a sentence.',
  },
  {
    id: "sr-t2-05",
    tier: 2,
    type: "single",
    prompt: "Which is the best arc for Daniel 6?",
    options: [
      "A praying statesman is thrown to the lions, and God shuts their mouths.",
      "Daniel prays. He is accused. He is thrown to lions. He survives. His accusers die.",
      "God is always faithful.",
      "Lions.",
    ],
    answer: 0,
    explanation:
      "An arc is one sentence that runs from first beat to last; the others are several sentences, a moral, or a label.",
  },
  {
    id: "sr-t2-06",
    tier: 2,
    type: "single",
    prompt:
      "After retelling from the labels, a student keeps stumbling between two beats. What does that usually show?",
    options: [
      "The story is too hard for SR",
      "A beat is missing or a label is too vague",
      "The arc is wrong",
      "The passage reference is invalid",
    ],
    answer: 1,
    explanation:
      "The retelling test exposes gaps; add the missing turn or sharpen the label and retell again.",
  },
  {
    id: "sr-t3-01",
    tier: 3,
    type: "order",
    prompt: "Put these beats of Genesis 37 in the order they happen.",
    items: ["Coat", "Dreams", "Pit", "Caravan", "Bloody coat"],
    explanation:
      "Jacob gives the coat, Joseph dreams, the brothers throw him in a pit, sell him to the traders and deceive Jacob with the coat dipped in blood.",
  },
  {
    id: "sr-t3-02",
    tier: 3,
    type: "order",
    prompt: "Put these beats of Daniel 3 in order.",
    items: ["Image", "Refusal", "Furnace", "Fourth man", "Promotion"],
    explanation:
      "Nebuchadnezzar sets up the image, the three refuse to bow, are cast into the furnace, a fourth is seen walking with them, and they are promoted.",
  },
  {
    id: "sr-t3-03",
    tier: 3,
    type: "reference",
    prompt: "Which chapter is beaten out as Challenge → Armour → Five stones → Sling → Sword?",
    accept: ["1 Samuel 17"],
    explanation: "David's fight with Goliath is 1 Samuel 17.",
  },
  {
    id: "sr-t3-04",
    tier: 3,
    type: "order",
    prompt: "Put these beats of Luke 15:11-32 in order.",
    items: ["Inheritance", "Far country", "Pig pen", "Father runs", "Feast", "Elder brother"],
    explanation:
      "The son takes his share, wastes it far away, hits bottom among the swine, is met by his running father, is feasted, and the elder brother refuses to come in.",
  },
  {
    id: "sr-t3-05",
    tier: 3,
    type: "reference",
    prompt: "Which chapter is beaten out as Dream → Forgotten → Magi fail → Daniel prays → Statue → Stone?",
    accept: ["Daniel 2"],
    explanation:
      "Nebuchadnezzar's dream of the great image, struck by the stone cut without hands, is Daniel 2.",
  },
  {
    id: "sr-t3-06",
    tier: 3,
    type: "single",
    prompt: "Which label best captures the turning point of Mark 4:35-41?",
    options: [
      "Rebuke",
      "Jesus is Lord of nature",
      "The disciples feel afraid of the storm that night",
      "Boat, waves, wind, pillow, cushion, stern",
    ],
    answer: 0,
    explanation:
      "Jesus rebukes the wind and the sea: a short, picturable turn. The others are a doctrine, a sentence, and a crowd of details.",
  },
  {
    id: "sr-t3-07",
    tier: 3,
    type: "order",
    prompt: "Put these beats of 2 Kings 5 in order.",
    items: ["Captive maid", "Letter to the king", "Elisha's message", "Seven dips", "Gehazi's lie"],
    explanation:
      "The maid speaks of the prophet, the letter alarms Israel's king, Elisha sends word to wash, Naaman dips seven times and is cleansed, and Gehazi lies and takes the leprosy.",
  },
  {
    id: "sr-t4-01",
    tier: 4,
    type: "single",
    prompt:
      "Telling Luke 15:11-32 in exactly four beats, which pair is the hardest to lose without breaking the story?",
    options: [
      "Far country and father runs",
      "The pods and the servants",
      "The ring and the shoes",
      "The music and the dancing",
    ],
    answer: 0,
    explanation:
      "Leaving home and the father's welcome are turning points; the others are details inside beats.",
  },
  {
    id: "sr-t4-02",
    tier: 4,
    type: "match",
    prompt: "Match each room with what it adds to a story you have beaten out.",
    pairs: [
      ["SR", "The order of the scenes"],
      ["IR", "The scene entered through the five senses"],
      ["24", "One picture for the whole chapter"],
      ["OR", "A long list of plain observations"],
    ],
    explanation:
      "SR fixes the sequence; IR, 24FPS and the Observation Room build on a plot the student already knows.",
  },
  {
    id: "sr-t4-03",
    tier: 4,
    type: "single",
    prompt: "Why do the Observation, Def-Com, Questions and Q&A rooms list the Story Room as a prerequisite?",
    options: [
      "Because SR teaches Greek and Hebrew",
      "Because dissecting a story assumes you already know its plot",
      "Because SR gives the most XP",
      "Because SR is the only quick room",
    ],
    answer: 1,
    explanation: "Investigation (floor 2) takes the story apart; it must be known before it is dissected.",
  },
  {
    id: "sr-t4-04",
    tier: 4,
    type: "single",
    prompt:
      'A student beats out Exodus 14 as Trapped → Pillar → Rod → Walls → Dry ground → Drowned army, with the arc "God saves." What is the best critique?',
    options: [
      "The beats are too many",
      "The beats are good, but the arc is a moral, not a sentence that carries the story",
      "The beats should be sentences",
      "Nothing; the entry is perfect",
    ],
    answer: 1,
    explanation:
      'Six concrete beats in order are fine; the arc should travel from the first beat to the last, e.g. "Trapped Israel walks through the sea on dry ground while Pharaoh\'s army drowns behind them."',
  },
  {
    id: "sr-t4-05",
    tier: 4,
    type: "multi",
    prompt:
      "A chain reads: Baptism → Wilderness → Three tests → Angels. Which statements are true? Choose all that apply.",
    options: [
      "It fits Matthew 3:13-4:11",
      "It has fewer than three beats",
      "Every label is three words or fewer",
      'It should replace "Three tests" with "Temptation overcome by faith"',
    ],
    answers: [0, 2],
    explanation:
      'Four short concrete beats in order; a meaning-laden label like "overcome by faith" would be a step backwards.',
  },
  {
    id: "sr-t4-06",
    tier: 4,
    type: "single",
    prompt: "When is it right to begin asking what a story means?",
    options: [
      "Before reading it, so you know what to look for",
      "Once the sequence is settled and you can retell it without the page",
      "Never; SR forbids meaning",
      "Only after you have memorised every verse",
    ],
    answer: 1,
    explanation:
      "The Story Room does not forbid meaning; it puts sequence first so that meaning rests on what actually happened.",
  },
  {
    id: "sr-t4-07",
    tier: 4,
    type: "single",
    prompt: "Which beat set for John 11:1-44 best keeps the story's surprising turn?",
    options: [
      "Message → Delay → Martha → Tears → Stone → Grave clothes",
      "Message → Martha → Stone",
      "Love → Faith → Resurrection → Glory",
      "Bethany → Bethany → Bethany",
    ],
    answer: 0,
    explanation:
      '"Delay" is a true beat: Jesus waits two days and Lazarus dies; the others drop turns, use meaning-words, or repeat.',
  },
];
