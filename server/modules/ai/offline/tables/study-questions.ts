// Study questions the offline engine offers where a part needs judgement it cannot make (ai.md §2.1: "Not available
// offline" and study questions instead). `{ref}` is replaced by the passage the answer centres on.

export const studyQuestions = {
  /** Any passage. */
  passage: [
    "What does {ref} say about God, and what does it ask of you?",
    "Who first heard {ref}, and what would it have meant to them?",
    "Read two of the related passages: what does each add to {ref}?",
    "How does {ref} point to Jesus: by a promise, by a type, or by showing God's character?",
    "Which phrase of {ref} will you carry with you today, and why that one?",
  ],
  /** The setting and what interpreters have read in a passage. */
  setting: [
    "What happens in the chapter just before {ref}, and how does it lead into it?",
    "Who is speaking in {ref}, to whom, and in what situation?",
    "Which words in {ref} would you look up in the Strong's entries, and what do they add?",
  ],
  /** A question the doctrine table does not cover. */
  apologetics: [
    "How would you put the question in its strongest and fairest form?",
    "Which passages speak to it most directly, and what does each one actually say?",
    "What is clearly taught here, and what is interpretation or inference?",
    "How could you answer with both conviction and humility?",
  ],
  /** A prophetic passage. */
  prophecy: [
    "Which symbols in {ref} does Scripture explain itself, and where?",
    "Which earlier vision covers the same ground as {ref}, and what does {ref} add?",
    "Where does {ref} sit on the timeline from Babylon to the new earth?",
    "How does {ref} point to Christ and His kingdom?",
  ],
} as const;

export type StudyQuestionSet = keyof typeof studyQuestions;
