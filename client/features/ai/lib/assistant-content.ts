import type { z } from "zod";
import { type ChatAssistant, assistantPages } from "@common/constants/ai";
import type { assistantOptions } from "@common/schemas/ai";

export type PageAssistant = keyof typeof assistantPages & ChatAssistant;

/** An assistant's options as the page holds them (defaults filled in). */
export type OptionsOf<A extends PageAssistant> = z.output<(typeof assistantOptions)[A]>;

/** A static answer we wrote, shown on a locked assistant's page so the member sees what it does (ai.md §1.6). */
export type SampleAnswer = {
  question: string;
  content: string;
  rooms: string[];
  passages: string[];
  timeline: string[];
};

export type AssistantContent = {
  name: string;
  /** What the assistant is for, under its name. */
  intro: string;
  /** Shown in an empty thread; a click fills the input (ai.md §3.1–3.3). */
  starters: string[];
  sample: SampleAnswer | null;
};

/* All of it in our own words (ai.md §0); the assistant names are the contract's. */
export const assistantContent: Record<PageAssistant, AssistantContent> = {
  phototheology: {
    name: assistantPages.phototheology.name,
    intro:
      "Your study partner for the memory palace: it explains the rooms, applies them to any passage, coaches you through an exercise and helps you find Christ in the text.",
    starters: [
      "Walk me through the Dimensions Room with Ruth 1",
      "Which sanctuary article fits Psalm 141:2?",
      "Find Christ in Genesis 22",
      "Give me a Story Room exercise on Mark 4:35-41",
      "How does the Feasts Room read 1 Corinthians 5:7?",
      "What sets the Parallels Room apart from the Patterns Room?",
    ],
    sample: null,
  },
  apologetics: {
    name: assistantPages.apologetics.name,
    intro:
      "Prepares you to answer hard questions about the faith — the Bible's reliability, history, science and doctrine — with evidence, and to say it graciously.",
    starters: [
      "Why trust the Gospels?",
      "Why did Jesus have to die?",
      "Is the seventh-day Sabbath still for Christians?",
    ],
    sample: {
      question: "Why trust the Gospels?",
      content: [
        "## Short answer",
        "The Gospels read like testimony, not legend: they name places, officials and eyewitnesses that could be checked while those witnesses were still alive, and their writers had nothing to gain but hardship.",
        "",
        "## The evidence",
        "- **Scripture**: Luke says he investigated carefully from the beginning and wrote from eyewitness reports (Luke 1:1-4). Paul passes on a list of named witnesses to the risen Jesus, most of them still living when he wrote (1 Corinthians 15:3-8).",
        "- **History**: rulers such as Pilate, Herod Antipas and Caiaphas appear where the record of the period places them, and the towns and customs fit first-century Judea.",
        "- **Reason**: the accounts keep details that embarrass their own heroes — the disciples' doubts, Peter's denial, women as the first witnesses of the empty tomb. Invented stories tend to leave those out.",
        "",
        "## Objections and replies",
        "- *The accounts differ.* Independent witnesses always differ in detail; identical wording would suggest copying, not truth.",
        "- *They were written too late.* They were written within the lifetime of people who had seen the events and could contradict them.",
        "",
        "## Saying it with grace",
        "Ask what would count as good evidence for your friend, listen first, and invite them to read one Gospel for themselves (John 20:31).",
      ].join("\n"),
      rooms: [],
      passages: ["Luke 1:1-4", "1 Corinthians 15:3-8", "John 20:31"],
      timeline: [],
    },
  },
  daniel_revelation: {
    name: assistantPages.daniel_revelation.name,
    intro:
      "Guides your study of Daniel and Revelation: symbols, time prophecies, parallel visions, the sanctuary setting and their fulfilment in history — with the gospel at the centre.",
    starters: [
      "Line up Daniel 2, 7 and 8",
      "Work out the 70 weeks",
      "What are the three angels' messages?",
      "Who is the little horn?",
    ],
    sample: {
      question: "Work out the 70 weeks",
      content: [
        'Daniel 9:24-27 gives Israel seventy "weeks" — 490 years, reading a prophetic day as a year (Ezekiel 4:6).',
        "",
        "1. **Starting point**: the decree to restore and rebuild Jerusalem, issued by Artaxerxes in 457 BC (Ezra 7:11-26).",
        "2. **To the Messiah**: 7 + 62 weeks = 69 weeks = 483 years. 457 BC + 483 years = AD 27 — counting one year more than the plain sum, because there is no year zero. That autumn Jesus was anointed at his baptism (Luke 3:21-22).",
        '3. **In the middle of the last week**: three and a half years later, in AD 31, the Messiah is "cut off" and sacrifice loses its meaning (Daniel 9:26-27).',
        "4. **The end of the 490 years**: AD 34, when Stephen is stoned and the gospel goes out beyond Israel (Acts 7:54-60; Acts 8:4).",
        "",
        'The 70 weeks are "cut off" from the longer 2,300-day period of Daniel 8:14, so both begin in 457 BC.',
      ].join("\n"),
      rooms: ["PR", "MATH", "BL"],
      passages: ["Daniel 9:24-27", "Ezra 7:11-26", "Daniel 8:14"],
      timeline: [
        "457 BC — Decree to restore Jerusalem — Ezra 7:11-26",
        "AD 27 — Jesus anointed at his baptism — Luke 3:21-22",
        "AD 31 — The Messiah cut off — Daniel 9:26-27",
        "AD 34 — The gospel goes beyond Israel — Acts 8:4",
      ],
    },
  },
  kid: {
    name: assistantPages.kid.name,
    intro:
      "A friendly helper for your questions about the Bible, Jesus and God. Tap a picture or ask your own!",
    starters: [],
    sample: {
      question: "Why did God put a rainbow in the sky?",
      content: [
        'After the big flood, God made a promise to Noah: He would never flood the whole earth again. The rainbow is God\'s way of saying, "I remember my promise."',
        "",
        '**Bible verse:** "I do set my bow in the cloud, and it shall be for a token of a covenant between me and the earth." (Genesis 9:13)',
        "",
        "**Think about it:** What is a promise you have kept?",
      ].join("\n"),
      rooms: [],
      passages: ["Genesis 9:13"],
      timeline: [],
    },
  },
  culture_controversy: {
    name: assistantPages.culture_controversy.name,
    intro:
      "Think through a disputed issue of our time starting from Jesus: the issue stated fairly, what He said and did, the principles that bear on it, and how to live it out with grace.",
    // The start panel's quick chips take the starter prompts' place (ai.md §3.5).
    starters: [],
    sample: {
      question: "Immigration",
      content: [
        "## The issue, fairly stated",
        "People on different sides of this debate often want the same good things (safety, fairness, families able to flourish) and weigh them differently. Some begin with compassion for people fleeing danger or poverty; others begin with order, the rule of law and the strain fast change can put on a community. Many hold some of both.",
        "",
        "## What Jesus said and did",
        'As a child, Jesus was carried to Egypt to escape Herod (Matthew 2:13-15). Asked "Who is my neighbour?", He answered with a story in which a foreigner shows mercy (Luke 10:29-37), and He counted welcoming a stranger as welcoming Him (Matthew 25:35).',
        "",
        "## Biblical principles",
        "1. **Love the stranger as yourself**, remembering your own story (Leviticus 19:33-34).",
        "2. **Governments have a real task** to keep order and restrain wrongdoing (Romans 13:1-4).",
        "3. **Every person bears God's image**, whatever their status (Genesis 1:27).",
        "4. **Our first citizenship is in heaven** (Philippians 3:20).",
        "",
        "## Living it out with grace",
        "Get to know a newcomer by name. Offer practical help, such as a meal, language practice or a ride to an appointment, whatever your view of policy. Speak of migrants and of officials alike as people God loves.",
        "",
        "## Misunderstandings on more than one side",
        "- That wanting orderly borders must mean not caring about people: many who want order also want newcomers treated well.",
        "- That compassion must mean disregard for law: many who welcome migrants also want fair and orderly processes.",
        "- That Scripture settles every detail of policy: it gives principles, which believers may apply differently in good conscience.",
        "",
        "## Next steps",
        "Read the book of Ruth, the story of a foreign woman welcomed into God's people, then Deuteronomy 10:17-19. Ask one person who sees this differently what they fear most, and listen.",
      ].join("\n"),
      rooms: [],
      passages: [
        "Matthew 2:13-15",
        "Luke 10:29-37",
        "Leviticus 19:33-34",
        "Romans 13:1-4",
        "Deuteronomy 10:17-19",
      ],
      timeline: [],
    },
  },
};

/** KidGPT's eight picture topics (ai.md §3.4): a tap asks the question at once. */
export const kidTopics = [
  { label: "Creation", icon: "🌍", question: "How did God make the world?" },
  { label: "Noah", icon: "🚢", question: "Tell me about Noah and the big boat." },
  { label: "Moses", icon: "🌊", question: "How did Moses lead God's people through the sea?" },
  { label: "David", icon: "🪨", question: "How did David beat Goliath?" },
  { label: "Daniel", icon: "🦁", question: "Why were the lions gentle with Daniel?" },
  { label: "Jesus' birth", icon: "⭐", question: "What happened when Jesus was born?" },
  { label: "Jesus' miracles", icon: "✨", question: "What miracles did Jesus do?" },
  { label: "Heaven", icon: "🌈", question: "What is heaven like?" },
] as const;
