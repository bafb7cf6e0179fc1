import type { ReferenceList } from "../types";

export const list: ReferenceList = {
  id: "genreExceptions",
  title: "Genre exceptions",
  description:
    "Passages that count for a second genre besides their book's. Each still counts for its book's genre; the exception simply lets it fill one more slot.",
  columns: [
    { key: "passage", label: "Passage" },
    { key: "bookGenre", label: "Book genre" },
    { key: "alsoCounts", label: "Also counts as" },
    { key: "why", label: "Why" },
  ],
  items: [
    {
      id: "daniel-1-6",
      values: {
        passage: "Daniel 1–6",
        bookGenre: "Pr",
        alsoCounts: "Hi",
        why: "Court stories of Daniel and his friends in Babylon, told as narrative.",
      },
      refs: ["Daniel 1-6"],
    },
    {
      id: "jonah",
      values: {
        passage: "Jonah",
        bookGenre: "Pr",
        alsoCounts: "Hi",
        why: "A prophet's story told as narrative from start to finish.",
      },
      refs: ["Jonah 1-4"],
    },
    {
      id: "isaiah-36-39",
      values: {
        passage: "Isaiah 36–39",
        bookGenre: "Pr",
        alsoCounts: "Hi",
        why: "Historical chapters on Hezekiah and Sennacherib (compare 2 Kings 18–20).",
      },
      refs: ["Isaiah 36-39"],
    },
    {
      id: "jeremiah-52",
      values: {
        passage: "Jeremiah 52",
        bookGenre: "Pr",
        alsoCounts: "Hi",
        why: "A historical appendix on the fall of Jerusalem.",
      },
      refs: ["Jeremiah 52"],
    },
    {
      id: "lamentations",
      values: {
        passage: "Lamentations",
        bookGenre: "Pr",
        alsoCounts: "Po",
        why: "Five laments in poetic, largely acrostic form.",
      },
      refs: ["Lamentations 1-5"],
    },
    {
      id: "habakkuk-3",
      values: {
        passage: "Habakkuk 3",
        bookGenre: "Pr",
        alsoCounts: "Po",
        why: 'A prayer-psalm set to music ("upon Shigionoth").',
      },
      refs: ["Habakkuk 3"],
    },
    {
      id: "exodus-15",
      values: {
        passage: "Exodus 15:1-21",
        bookGenre: "Hi",
        alsoCounts: "Po",
        why: "The Song of Moses and Miriam at the sea.",
      },
      refs: ["Exodus 15:1-21"],
    },
    {
      id: "judges-5",
      values: {
        passage: "Judges 5",
        bookGenre: "Hi",
        alsoCounts: "Po",
        why: "The Song of Deborah and Barak.",
      },
      refs: ["Judges 5"],
    },
    {
      id: "deuteronomy-32",
      values: {
        passage: "Deuteronomy 32:1-43",
        bookGenre: "Hi",
        alsoCounts: "Po",
        why: "The Song of Moses, a covenant poem.",
      },
      refs: ["Deuteronomy 32:1-43"],
    },
    {
      id: "genesis-49",
      values: {
        passage: "Genesis 49",
        bookGenre: "Hi",
        alsoCounts: "Pr",
        why: 'Jacob\'s blessing foretells "the last days", including Shiloh from Judah.',
      },
      refs: ["Genesis 49"],
    },
    {
      id: "messianic-psalms",
      values: {
        passage: "Psalms 2, 22, 110",
        bookGenre: "Po",
        alsoCounts: "Pr",
        why: "Psalms the New Testament reads as direct prophecy of Christ (Acts 2:34-35; Hebrews 1:5).",
      },
      refs: ["Psalm 2", "Psalm 22", "Psalm 110"],
    },
    {
      id: "olivet",
      values: {
        passage: "Matthew 24; Mark 13; Luke 21",
        bookGenre: "Go",
        alsoCounts: "Pr",
        why: "Jesus' Olivet discourse foretells Jerusalem's fall and His return.",
      },
      refs: ["Matthew 24", "Mark 13", "Luke 21"],
    },
    {
      id: "thessalonians-prophecy",
      values: {
        passage: "1 Thessalonians 4:13–5:11; 2 Thessalonians 2",
        bookGenre: "Ep",
        alsoCounts: "Pr",
        why: "Prophetic passages on the second coming and the man of sin.",
      },
      refs: ["1 Thessalonians 4:13-5:11", "2 Thessalonians 2"],
    },
    {
      id: "revelation-2-3",
      values: {
        passage: "Revelation 2–3",
        bookGenre: "Pr",
        alsoCounts: "Ep",
        why: "Seven letters to seven churches.",
      },
      refs: ["Revelation 2-3"],
    },
  ],
};
