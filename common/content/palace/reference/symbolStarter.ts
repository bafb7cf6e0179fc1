import type { ReferenceList } from "../types";

export const list: ReferenceList = {
  id: "symbolStarter",
  title: "Starter symbol dictionary",
  description:
    "Nine symbols every student should own a card for: what each consistently stands for, where to start tracing it, and where it lands in Christ.",
  columns: [
    { key: "symbol", label: "Symbol" },
    { key: "meanings", label: "Meanings" },
    { key: "keyTexts", label: "Start tracing at" },
    { key: "christLocus", label: "Christ-locus" },
  ],
  items: [
    {
      id: "lamb",
      values: {
        symbol: "Lamb",
        meanings: "Sacrifice, substitution, innocence",
        keyTexts: "Genesis 22:8; Exodus 12:3-13; Isaiah 53:7",
        christLocus: 'John 1:29 — "Behold the Lamb of God, which taketh away the sin of the world."',
      },
      refs: ["Genesis 22:8", "Exodus 12:3-13", "Isaiah 53:7", "John 1:29"],
    },
    {
      id: "rock",
      values: {
        symbol: "Rock",
        meanings: "Stability, refuge, foundation, judgment",
        keyTexts: "Exodus 17:6; Psalm 18:2; Daniel 2:34-35; Matthew 7:24-25",
        christLocus: '1 Corinthians 10:4 — "that Rock was Christ."',
      },
      refs: ["Exodus 17:6", "Psalm 18:2", "Daniel 2:34-35", "Matthew 7:24-25", "1 Corinthians 10:4"],
    },
    {
      id: "light",
      values: {
        symbol: "Light",
        meanings: "Truth, revelation, presence, holiness",
        keyTexts: "Genesis 1:3; Psalm 119:105; Isaiah 60:1-3",
        christLocus: 'John 8:12 — "I am the light of the world."',
      },
      refs: ["Genesis 1:3", "Psalm 119:105", "Isaiah 60:1-3", "John 8:12"],
    },
    {
      id: "water",
      values: {
        symbol: "Water",
        meanings: "Life, cleansing, Spirit, Word",
        keyTexts: "Exodus 17:6; Ezekiel 36:25; Ezekiel 47:1-9; Ephesians 5:26",
        christLocus: "John 7:37-39 — the living water He gives is the Spirit.",
      },
      refs: ["Exodus 17:6", "Ezekiel 36:25", "Ezekiel 47:1-9", "Ephesians 5:26", "John 7:37-39"],
    },
    {
      id: "bread",
      values: {
        symbol: "Bread",
        meanings: "Provision, sustenance, Word",
        keyTexts: "Exodus 16:4; Leviticus 24:5-9; Deuteronomy 8:3",
        christLocus: 'John 6:35 — "I am the bread of life."',
      },
      refs: ["Exodus 16:4", "Leviticus 24:5-9", "Deuteronomy 8:3", "John 6:35"],
    },
    {
      id: "temple",
      values: {
        symbol: "Temple",
        meanings: "God's dwelling, holiness, access",
        keyTexts: "Exodus 25:8; 1 Kings 8:10-11; 1 Corinthians 6:19",
        christLocus: "John 2:19-21 — He spake of the temple of His body.",
      },
      refs: ["Exodus 25:8", "1 Kings 8:10-11", "1 Corinthians 6:19", "John 2:19-21"],
    },
    {
      id: "vine",
      values: {
        symbol: "Vine",
        meanings: "Source of life, fruitfulness, covenant relationship",
        keyTexts: "Psalm 80:8-16; Isaiah 5:1-7; Jeremiah 2:21",
        christLocus: 'John 15:1-5 — "I am the true vine."',
      },
      refs: ["Psalm 80:8-16", "Isaiah 5:1-7", "Jeremiah 2:21", "John 15:1-5"],
    },
    {
      id: "door",
      values: {
        symbol: "Door",
        meanings: "Access, salvation, exclusive entry",
        keyTexts: "Genesis 6:16; Genesis 7:16; Exodus 12:7",
        christLocus: 'John 10:9 — "I am the door: by me if any man enter in, he shall be saved."',
      },
      refs: ["Genesis 6:16", "Genesis 7:16", "Exodus 12:7", "John 10:9"],
    },
    {
      id: "shepherd",
      values: {
        symbol: "Shepherd",
        meanings: "Care, guidance, protection, ownership",
        keyTexts: "Psalm 23:1; Isaiah 40:11; Ezekiel 34:11-16",
        christLocus:
          'John 10:11 — "I am the good shepherd: the good shepherd giveth his life for the sheep."',
      },
      refs: ["Psalm 23:1", "Isaiah 40:11", "Ezekiel 34:11-16", "John 10:11"],
    },
  ],
};
