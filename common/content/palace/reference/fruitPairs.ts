import type { ReferenceList } from "../types";

export const list: ReferenceList = {
  id: "fruitPairs",
  title: "The six fruit pairs",
  description:
    "Test an interpretation against each pair: which side does it grow in the heart, the attitude and the life?",
  columns: [
    { key: "good", label: "Good fruit" },
    { key: "bad", label: "Bad fruit" },
    { key: "test", label: "Ask" },
    { key: "balance", label: "A balancing truth often neglected" },
  ],
  items: [
    {
      id: "humility-pride",
      values: {
        good: "Humility",
        bad: "Pride",
        test: "Does this reading make me smaller before God and kinder to others, or make me feel superior?",
        balance: "Everything I have, including understanding, was received (1 Corinthians 4:7).",
      },
      refs: ["Philippians 2:3-8", "Proverbs 16:18", "1 Corinthians 4:7"],
    },
    {
      id: "faith-fear",
      values: {
        good: "Faith",
        bad: "Fear",
        test: "Does it lead me to trust God, or to dread Him?",
        balance:
          "God has not given us the spirit of fear; perfect love casts out fear (2 Timothy 1:7; 1 John 4:18).",
      },
      refs: ["Hebrews 11:6", "2 Timothy 1:7", "1 John 4:18"],
    },
    {
      id: "hope-despair",
      values: {
        good: "Hope",
        bad: "Despair",
        test: "Does it leave me with a living hope, or convinced that I am beyond help?",
        balance: "Whoever comes to Christ is never cast out (John 6:37).",
      },
      refs: ["Romans 15:13", "2 Corinthians 4:8-9", "John 6:37"],
    },
    {
      id: "love-judgmentalism",
      values: {
        good: "Love",
        bad: "Judgmentalism",
        test: "Does it move me to love people, or to condemn them?",
        balance: "Remove the beam from your own eye first (Matthew 7:1-5).",
      },
      refs: ["1 Corinthians 13:4-7", "Matthew 7:1-5"],
    },
    {
      id: "holiness-license",
      values: {
        good: "Holiness",
        bad: "License",
        test: "Does it draw me away from sin, or give me permission to keep it?",
        balance:
          "Grace teaches us to deny ungodliness (Titus 2:11-12); shall we continue in sin? God forbid (Romans 6:1-2).",
      },
      refs: ["Titus 2:11-12", "Romans 6:1-2", "Jude 4"],
    },
    {
      id: "peace-anxiety",
      values: {
        good: "Peace",
        bad: "Anxiety",
        test: "Does it quiet my heart in God, or leave me restless and afraid?",
        balance: "The peace of God keeps the heart through Christ Jesus (Philippians 4:6-7).",
      },
      refs: ["Philippians 4:6-7", "John 14:27"],
    },
  ],
};
