import { overviewOf } from "@common/content/palace/overview";
import type { Room } from "@common/content/palace/types";

const repetitionOptions = Array.from({ length: 11 }, (_, i) => {
  const n = String(10 + i);
  return { value: n, label: `${n} times` };
});

export const room: Room = {
  ...overviewOf("mr"),
  prerequisites: [],
  method: [
    {
      text: "Choose one verse, or a phrase of 5–15 words.",
      substeps: [
        'Small is the point: "Be still, and know that I am God" is enough for a whole day. Quote it exactly as it stands in the KJV.',
      ],
    },
    {
      text: "Read it phrase by phrase, lingering 30–60 seconds on each.",
      substeps: [
        'Stress a different word each time: "Be still" … "Be still" … "and know" … "that I am God".',
      ],
    },
    {
      text: "Breathe it and pray it: the first half on the in-breath, the second half on the out-breath.",
      substeps: ['In: "Be still," out: "and know that I am God." The body slows down with the words.'],
    },
    {
      text: "Visualise the scene or the meaning — where was it first said, and what does it look like in your day?",
    },
    {
      text: "Repeat it 10–20 times, aloud or in a whisper.",
      substeps: [
        'The Hebrew hagah means to murmur: "in his law doth he meditate day and night" (Psalm 1:2). Use the counter; don\'t skip this step.',
      ],
    },
    {
      text: "Write down the one distilled truth in a single sentence, and a plan to return to it during the day.",
      substeps: [
        "A return plan is concrete: at noon, at the red light on the way home, at bedtime. You can also note in the evening whether you returned.",
      ],
    },
  ],
  principles: [
    "Less is more: one phrase internalised beats ten chapters skimmed.",
    "Meditation fills the mind with the Word; it is not emptying the mind.",
    "Repetition is not vain when the heart is engaged (Psalm 1:2; Joshua 1:8).",
    "Follow-through matters: the truth is carried into the day, not left on the page.",
  ],
  deliverable: {
    kind: "meditationLine",
    description:
      "A meditation line: the phrase and its reference, how many times you repeated it, the one truth it gave you and your plan to return to it today.",
    fields: [
      { id: "passage", label: "Reference", type: "reference", help: 'The verse, e.g. "Psalm 46:10".' },
      {
        id: "phrase",
        label: "Phrase",
        type: "text",
        help: 'The words you meditated on, 5–15 words, e.g. "Be still, and know that I am God".',
      },
      {
        id: "breath",
        label: "Breath prayer",
        type: "text",
        optional: true,
        help: 'Optional: in-breath half / out-breath half, e.g. "Be still / and know that I am God".',
      },
      {
        id: "picture",
        label: "What you pictured",
        type: "text",
        optional: true,
        help: "Optional: the scene or meaning you visualised.",
      },
      {
        id: "repetitions",
        label: "Repetitions",
        type: "choice",
        options: repetitionOptions,
        help: "How many times you repeated it (the counter fills this in).",
      },
      { id: "truth", label: "The one truth", type: "text", help: "One sentence." },
      {
        id: "plan",
        label: "Return plan",
        type: "text",
        help: 'When you will come back to it today, e.g. "at noon and at bedtime".',
      },
      {
        id: "evening",
        label: "Evening note",
        type: "text",
        optional: true,
        help: "Optional: did you return to it, and what happened?",
      },
    ],
  },
  autoCheck: [
    { rule: "validRef", field: "passage" },
    { rule: "words", field: "phrase", min: 5, max: 15 },
    { rule: "choice", field: "repetitions" },
    { rule: "sentences", field: "truth", min: 1, max: 1 },
    { rule: "required", field: "plan" },
  ],
  pitfalls: [
    "Rushing: reading the phrase once and moving on. Meditation is measured in minutes on one line, not verses per minute.",
    "Multitasking: meditating with one eye on a screen. Give the phrase your whole attention.",
    "Chasing novelty: looking for a fresh phrase every day instead of letting a familiar one sink deeper.",
    "Skipping the repetition: the murmuring is where the phrase moves from the page into memory and heart.",
    "No follow-through: a truth never returned to during the day fades by lunchtime.",
  ],
  example: {
    title: "Be still — Psalm 46:10",
    refs: ["Psalm 46:10"],
    body: 'Phrase: "Be still, and know that I am God" (Psalm 46:10), seven words from a psalm where the earth shakes and the nations rage, yet God is a very present help. I read it word by word, lingering on "still" and then on "I am". Breath prayer: in, "Be still," out, "and know that I am God" — twelve times, whispered. I pictured the tense meeting on my calendar with God already in the room. Truth: I can stop striving before today\'s tense meeting because God, not I, is God. Return plan: at noon before the meeting, and at bedtime.',
  },
  examplePool: [
    {
      refs: ["Psalm 23:1"],
      body: 'Phrase: "The LORD is my shepherd; I shall not want." In: "The LORD is my shepherd," out: "I shall not want" — fifteen times. Truth: because He shepherds me, I lack nothing I truly need today. Return: when I check my bank balance this afternoon.',
    },
    {
      refs: ["Philippians 4:13"],
      body: 'Phrase: "I can do all things through Christ which strengtheneth me." In context (4:11-13) it is about contentment in plenty and want. Ten repetitions. Truth: Christ gives me strength to be content in this small flat. Return: each time I feel envy scrolling tonight.',
    },
    {
      refs: ["Isaiah 26:3"],
      body: 'Phrase: "Thou wilt keep him in perfect peace, whose mind is stayed on thee." In: "perfect peace," out: "mind stayed on thee" — twenty times. Truth: peace follows where my mind rests. Return: at every traffic light on the drive home.',
    },
    {
      refs: ["Lamentations 3:22-23"],
      body: "Phrase: \"his compassions fail not. They are new every morning.\" Pictured: Jerusalem in ruins, and the sun still rising over it. Twelve repetitions. Truth: yesterday's failure did not use up today's mercy. Return: first thing tomorrow, before my phone.",
    },
    {
      refs: ["Romans 8:1"],
      body: 'Phrase: "There is therefore now no condemnation to them which are in Christ Jesus." Lingered on "now". Fourteen repetitions. Truth: in Christ my verdict is settled today, not someday. Return: when the old accusation rises at bedtime.',
    },
    {
      refs: ["1 John 4:19"],
      body: 'Phrase: "We love him, because he first loved us." In: "We love him," out: "because he first loved us" — ten times. Truth: my love for God is always an answer to His. Return: before the family meal, in the grace.',
    },
    {
      refs: ["Psalm 118:24"],
      body: 'Phrase: "This is the day which the LORD hath made." Stressed a different word each pass: this, day, LORD, made. Sixteen repetitions. Truth: even this ordinary Tuesday is a day God made. Return: at the start of each lesson I teach.',
    },
    {
      refs: ["Hebrews 13:5"],
      body: 'Phrase: "I will never leave thee, nor forsake thee." Pictured Joshua hearing the same promise at the Jordan (Joshua 1:5). Eighteen repetitions. Truth: I am not alone in the new job. Return: when I walk into the office tomorrow.',
    },
    {
      refs: ["Matthew 6:10"],
      body: 'Phrase: "Thy will be done in earth, as it is in heaven." In: "Thy will be done," out: "as it is in heaven" — ten times. Truth: my plans for today bow to His. Return: before I answer the job offer email.',
    },
    {
      refs: ["Psalm 119:105"],
      body: 'Phrase: "Thy word is a lamp unto my feet, and a light unto my path." Pictured a hand lamp lighting one step at a time. Twelve repetitions. Truth: God shows me the next step, not the whole road. Return: when I feel anxious about next year.',
    },
    {
      refs: ["Galatians 2:20"],
      body: 'Phrase: "I live; yet not I, but Christ liveth in me." Lingered on "yet not I". Fifteen repetitions. Truth: Christ lives His life through mine today. Return: at the moment I usually lose patience, the school run.',
    },
    {
      refs: ["Proverbs 3:6"],
      body: 'Phrase: "In all thy ways acknowledge him, and he shall direct thy paths." In: "acknowledge him," out: "he shall direct" — eleven times. Truth: bringing God into each decision is my part; directing is His. Return: before each meeting on today\'s calendar.',
    },
  ],
  practicePrompts: [
    {
      id: "mr-p1",
      text: 'John 15:5, "without me ye can do nothing". Breathe it, repeat it, and distil one truth for today.',
      refs: ["John 15:5"],
    },
    {
      id: "mr-p2",
      text: 'Isaiah 30:15, "in quietness and in confidence shall be your strength". Read the verse\'s context first, then meditate on the phrase.',
      refs: ["Isaiah 30:15"],
    },
    {
      id: "mr-p3",
      text: "Matthew 11:28. Choose the 5–15 words that speak to you most, and carry them through the day.",
      refs: ["Matthew 11:28"],
    },
    {
      id: "mr-p4",
      text: "Add an evening note to today's meditation line: did you return to it, and what happened?",
      refs: [],
    },
  ],
  masterTasks: [
    {
      id: "mr-m3",
      level: 3,
      kind: "reflection",
      prompt:
        "Look back over a month of meditation lines. Which phrases have stayed with you, and which faded? When did you actually return to them during the day? Reflect on what slow repetition has done that fast reading did not.",
    },
    {
      id: "mr-m4",
      level: 4,
      kind: "teaching",
      prompt:
        "Explain the Meditation Room to a beginner using Psalm 1:1-3 and Psalm 46:10. State the core question, explain what hagah (to murmur) means, and walk through the six steps, including the breath prayer and the return plan.",
    },
    {
      id: "mr-m5",
      level: 5,
      kind: "application",
      prompt:
        "Take John 15:1-5. Work it in the Imagination Room (stand in the vineyard with the disciples), the Symbols/Types Room (what the vine and branches stand for across Scripture) and the Meditation Room (one phrase, repeated until it is yours). Show how the first two rooms feed the third.",
    },
  ],
};
