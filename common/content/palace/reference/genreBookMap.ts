import type { ReferenceList } from "../types";
import type { GenreCode } from "./genres";

/** Canonical book ranges (OSIS ids, inclusive) and the genre each book counts as in Connect-6 and the games. */
export const GENRE_BOOK_RANGES: { from: string; to: string; genre: GenreCode }[] = [
  { from: "Gen", to: "Esth", genre: "Hi" },
  { from: "Job", to: "Song", genre: "Po" },
  { from: "Isa", to: "Mal", genre: "Pr" },
  { from: "Matt", to: "John", genre: "Go" },
  { from: "Acts", to: "Acts", genre: "Hi" },
  { from: "Rom", to: "Jude", genre: "Ep" },
  { from: "Rev", to: "Rev", genre: "Pr" },
];

export const list: ReferenceList = {
  id: "genreBookMap",
  title: "Genre map: which books count as which genre",
  description:
    "Every book counts by default as one genre. A passage on the curated parable list counts as Parable in the Parable slot (and by its book otherwise); the exceptions list lets some passages count for a second genre.",
  columns: [
    { key: "books", label: "Books" },
    { key: "code", label: "Code" },
    { key: "genre", label: "Genre" },
    { key: "note", label: "Note" },
  ],
  items: [
    {
      id: "law-history",
      values: {
        books: "Genesis–Esther",
        code: "Hi",
        genre: "History/Narrative",
        note: "The Law and the historical books, including the narrative frame of the Pentateuch.",
      },
      refs: ["Genesis 1-Esther 10"],
    },
    {
      id: "acts",
      values: {
        books: "Acts",
        code: "Hi",
        genre: "History/Narrative",
        note: "The history of the early church; the speeches inside it are still read in their narrative setting.",
      },
      refs: ["Acts 1-28"],
    },
    {
      id: "poetry",
      values: {
        books: "Job–Song of Solomon",
        code: "Po",
        genre: "Poetry/Wisdom",
        note: "Job, Psalms, Proverbs, Ecclesiastes, Song of Solomon.",
      },
      refs: ["Job 1-Song of Solomon 8"],
    },
    {
      id: "prophets",
      values: {
        books: "Isaiah–Malachi",
        code: "Pr",
        genre: "Prophecy",
        note: "Major and minor prophets; some passages also count as History or Poetry (see exceptions).",
      },
      refs: ["Isaiah 1-Malachi 4"],
    },
    {
      id: "revelation",
      values: {
        books: "Revelation",
        code: "Pr",
        genre: "Prophecy",
        note: "Apocalyptic prophecy; the letters of chapters 2–3 also count as Epistle.",
      },
      refs: ["Revelation 1-22"],
    },
    {
      id: "gospels",
      values: {
        books: "Matthew–John",
        code: "Go",
        genre: "Gospel",
        note: "A parable passage inside a Gospel may fill the Parable slot instead.",
      },
      refs: ["Matthew 1-John 21"],
    },
    {
      id: "epistles",
      values: {
        books: "Romans–Jude",
        code: "Ep",
        genre: "Epistle",
        note: "Paul's letters, Hebrews and the general letters.",
      },
      refs: ["Romans 1-Jude 1"],
    },
    {
      id: "parables",
      values: {
        books: "Curated parable passages",
        code: "Pa",
        genre: "Parable",
        note: "Only passages on the parable list count as Parable; they count by their book in every other slot.",
      },
    },
  ],
};
