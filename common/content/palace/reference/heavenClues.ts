import type { ReferenceList } from "../types";

export const list: ReferenceList = {
  id: "heavenClues",
  title: "Clues for the horizon",
  description: "Weigh these together before you tag a prophecy; no single clue decides alone.",
  columns: [
    { key: "clue", label: "Clue" },
    { key: "ask", label: "Ask" },
    { key: "signals", label: "Typical signals" },
  ],
  items: [
    {
      id: "audience",
      values: {
        clue: "Audience",
        ask: "Who first heard this, and what were they waiting for?",
        signals:
          'Exiles in Babylon → 1H · Jesus’ disciples asking about the temple, "this generation" → 2H · all nations before "the day of the LORD" → 3H',
      },
      refs: ["Jeremiah 29:4-10", "Matthew 24:1-3"],
    },
    {
      id: "time-markers",
      values: {
        clue: "Time markers",
        ask: "Does the text fix a time or a span?",
        signals:
          '"Seventy years" → 1H · "This generation shall not pass" → 2H · "the last day", "the end" → 3H',
      },
      refs: ["Jeremiah 29:10", "Matthew 24:34", "John 6:40"],
    },
    {
      id: "scale",
      values: {
        clue: "Scale of language",
        ask: "Is the language local or cosmic — and is cosmic language here a political picture?",
        signals:
          "Named cities and rulers → a near horizon · sun, moon and stars failing may describe a kingdom’s fall (Isaiah 13) or the final end (Revelation 6) — read it with the context",
      },
      refs: ["Isaiah 13:10", "Isaiah 13:17", "Revelation 6:12-17"],
    },
    {
      id: "fulfilment",
      values: {
        clue: "Historical fulfilment",
        ask: "Has part of this already happened in recorded history?",
        signals:
          "Cyrus’s decree and the return → 1H · the fall of Jerusalem in AD 70 → 2H · what no past event has matched (resurrection, a new earth) → still 3H",
      },
      refs: ["Ezra 1:1-4", "Luke 21:20-24", "2 Peter 3:13"],
    },
    {
      id: "apostolic-use",
      values: {
        clue: "New Testament use",
        ask: "Does an apostle or Jesus quote the prophecy, and how far does he say it reached?",
        signals:
          '"This is that" (Acts 2:16) marks a fulfilment in the church age; a text still awaited after the cross points on to 3H',
      },
      refs: ["Acts 2:16-21", "Hebrews 12:26-28"],
    },
  ],
};
