/** What an answer in progress says before its first words, by the stream's stage (ai.md §1.3 `status`). */
export const stageText = {
  sending: "Sending your question...",
  reading: "Reading your question...",
  thinking: "Thinking...",
  writing: "Writing...",
  checking: "Checking the answer...",
} as const;
