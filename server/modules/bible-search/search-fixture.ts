// A small hand-built KJV text for the search's unit tests (25 verses, canonical order).
import { BIBLE_BOOKS } from "@common/bible/books";
import { toVerseKey } from "@common/schemas/bible";
import type { TranslationText, VerseRecord } from "@server/modules/bible/bible-data.types";

const VERSES: [string, number, number, string][] = [
  ["Gen", 1, 1, "In the beginning God created the heaven and the earth."],
  ["Gen", 21, 31, "Wherefore he called that place Beer-sheba; because there they sware both of them."],
  [
    "Gen",
    22,
    2,
    "And he said, Take now thy son, thine only son Isaac, whom thou lovest, and get thee into the land of Moriah; and offer him there for a burnt offering upon one of the mountains which I will tell thee of.",
  ],
  [
    "Deut",
    6,
    5,
    "And thou shalt love the LORD thy God with all thine heart, and with all thy soul, and with all thy might.",
  ],
  [
    "Jer",
    2,
    13,
    "For my people have committed two evils; they have forsaken me the fountain of living waters, and hewed them out cisterns, broken cisterns, that can hold no water.",
  ],
  [
    "Hab",
    2,
    4,
    "Behold, his soul which is lifted up is not upright in him: but the just shall live by his faith.",
  ],
  [
    "Zech",
    14,
    8,
    "And it shall be in that day, that living waters shall go out from Jerusalem; half of them toward the former sea, and half of them toward the hinder sea: in summer and in winter shall it be.",
  ],
  [
    "Matt",
    22,
    37,
    "Jesus said unto him, Thou shalt love the Lord thy God with all thy heart, and with all thy soul, and with all thy mind.",
  ],
  [
    "John",
    3,
    16,
    "For God so loved the world, that he gave his only begotten Son, that whosoever believeth in him should not perish, but have everlasting life.",
  ],
  [
    "John",
    4,
    10,
    "Jesus answered and said unto her, If thou knewest the gift of God, and who it is that saith to thee, Give me to drink; thou wouldest have asked of him, and he would have given thee living water.",
  ],
  [
    "John",
    4,
    11,
    "The woman saith unto him, Sir, thou hast nothing to draw with, and the well is deep: from whence then hast thou that living water?",
  ],
  [
    "John",
    7,
    38,
    "He that believeth on me, as the scripture hath said, out of his belly shall flow rivers of living water.",
  ],
  [
    "John",
    13,
    34,
    "A new commandment I give unto you, That ye love one another; as I have loved you, that ye also love one another.",
  ],
  [
    "John",
    21,
    15,
    "So when they had dined, Jesus saith to Simon Peter, Simon, son of Jonas, lovest thou me more than these? He saith unto him, Yea, Lord; thou knowest that I love thee. He saith unto him, Feed my lambs.",
  ],
  [
    "Acts",
    14,
    23,
    "And when they had ordained them elders in every church, and had prayed with fasting, they commended them to the Lord, on whom they believed.",
  ],
  [
    "Rom",
    1,
    17,
    "For therein is the righteousness of God revealed from faith to faith: as it is written, The just shall live by faith.",
  ],
  ["Rom", 5, 1, "Therefore being justified by faith, we have peace with God through our Lord Jesus Christ:"],
  [
    "1Cor",
    13,
    13,
    "And now abideth faith, hope, charity, these three; but the greatest of these is charity.",
  ],
  ["2Cor", 5, 7, "(For we walk by faith, not by sight:)"],
  [
    "Gal",
    2,
    20,
    "I am crucified with Christ: nevertheless I live; yet not I, but Christ liveth in me: and the life which I now live in the flesh I live by the faith of the Son of God, who loved me, and gave himself for me.",
  ],
  [
    "Eph",
    2,
    8,
    "For by grace are ye saved through faith; and that not of yourselves: it is the gift of God:",
  ],
  ["Heb", 11, 1, "Now faith is the substance of things hoped for, the evidence of things not seen."],
  [
    "1Pet",
    5,
    1,
    "The elders which are among you I exhort, who am also an elder, and a witness of the sufferings of Christ, and also a partaker of the glory that shall be revealed:",
  ],
  ["1John", 4, 8, "He that loveth not knoweth not God; for God is love."],
  ["1John", 4, 19, "We love him, because he first loved us."],
];

export function fixtureText(): TranslationText {
  const verses: VerseRecord[] = VERSES.map(([book, chapter, verse, plain]) => {
    const bookNumber = BIBLE_BOOKS.findIndex((b) => b.osis === book) + 1;
    return {
      key: toVerseKey(bookNumber, chapter, verse),
      bookNumber,
      book,
      chapter,
      verse,
      segments: [{ text: plain }],
      plain,
      paragraph: false,
    };
  });
  return { id: "kjv", verses, byKey: new Map(verses.map((v) => [v.key, v])), titles: new Map() };
}

/** "John 4:10"-style labels of a result's hits. */
export const labelsOf = (hits: { book: string; chapter: number; verse: number }[]) =>
  hits.map((h) => `${h.book} ${h.chapter}:${h.verse}`);
