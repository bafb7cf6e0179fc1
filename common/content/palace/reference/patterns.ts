import type { ReferenceList } from "../types";

export const list: ReferenceList = {
  id: "patterns",
  title: "Eight recurring patterns",
  description:
    "Structural motifs that recur three or more times across Scripture — larger than a type, broader than a pair. Patterns are tendencies that reveal God's ways, not laws.",
  columns: [
    { key: "name", label: "Pattern" },
    { key: "structure", label: "Structure" },
    { key: "instances", label: "Instances" },
    { key: "insight", label: "Insight" },
  ],
  items: [
    {
      id: "wilderness-testing",
      values: {
        name: "Wilderness Testing",
        structure:
          "God's servant is led into the wilderness for a forty-period of testing before a new stage of mission.",
        instances:
          "Israel 40 years (Numbers 14:33-34); Elijah 40 days (1 Kings 19:8); Jesus 40 days (Matthew 4:1-2)",
        insight: "Where Israel failed, Christ stood — by the word of God (Deuteronomy 8:2-3).",
      },
      refs: ["Numbers 14:33-34", "1 Kings 19:8", "Matthew 4:1-2", "Deuteronomy 8:2-3"],
    },
    {
      id: "younger-over-older",
      values: {
        name: "Younger over Older",
        structure: "God passes over the firstborn or elder to choose the younger, overturning human rank.",
        instances:
          "Abel (Genesis 4:4-5); Isaac (Genesis 21:12); Jacob (Genesis 25:23); Joseph (Genesis 37:3); David (1 Samuel 16:11-13); Solomon (1 Kings 1:30)",
        insight: "Election rests on grace, not birthright (Romans 9:11-12).",
      },
      refs: [
        "Genesis 4:4-5",
        "Genesis 21:12",
        "Genesis 25:23",
        "Genesis 37:3",
        "1 Samuel 16:11-13",
        "1 Kings 1:30",
        "Romans 9:11-12",
      ],
    },
    {
      id: "third-day",
      values: {
        name: "Third-Day Resurrection",
        structure: "On the third day God brings life, deliverance or restoration out of death or its shadow.",
        instances:
          "Abraham and Isaac (Genesis 22:4); Hosea 6:2; Jonah (Jonah 1:17); Jesus (1 Corinthians 15:4)",
        insight:
          'The third day is God\'s signature of resurrection, fulfilled in Christ "according to the scriptures".',
      },
      refs: ["Genesis 22:4", "Hosea 6:2", "Jonah 1:17", "1 Corinthians 15:4"],
    },
    {
      id: "barren-woman",
      values: {
        name: "Barren Woman Bears",
        structure:
          "A woman unable to conceive receives a child by God's promise, and that child carries the promise forward.",
        instances:
          "Sarah (Genesis 21:1-2); Rebekah (Genesis 25:21); Rachel (Genesis 30:22-24); Hannah (1 Samuel 1:19-20); Elizabeth (Luke 1:13, 36-37)",
        insight:
          "The line of promise depends on God's power, not human strength — preparing for the virgin birth.",
      },
      refs: ["Genesis 21:1-2", "Genesis 25:21", "Genesis 30:22-24", "1 Samuel 1:19-20", "Luke 1:36-37"],
    },
    {
      id: "betrayal-enthronement",
      values: {
        name: "Betrayal then Enthronement",
        structure:
          "The chosen one is rejected or betrayed by his own, suffers, and is then raised to rule and save.",
        instances:
          "Joseph (Genesis 37:28; Genesis 41:41); David (2 Samuel 15:31; 2 Samuel 19:14); Jesus (Matthew 26:14-16; Philippians 2:8-9)",
        insight:
          "God turns the rejection of His servant into the means of salvation (Genesis 50:20; Acts 2:23-24).",
      },
      refs: [
        "Genesis 37:28",
        "Genesis 41:41",
        "2 Samuel 15:31",
        "Matthew 26:14-16",
        "Philippians 2:8-9",
        "Genesis 50:20",
      ],
    },
    {
      id: "remnant",
      values: {
        name: "Remnant Preserved",
        structure:
          "In widespread apostasy or judgment God keeps a faithful remnant alive through whom His purpose continues.",
        instances:
          "Noah (Genesis 7:23); Lot (Genesis 19:29); Elijah's 7,000 (1 Kings 19:18); Paul's remnant (Romans 11:4-5); the end-time remnant (Revelation 12:17)",
        insight: "God never lacks a people; faithfulness is never as alone as it feels.",
      },
      refs: ["Genesis 7:23", "Genesis 19:29", "1 Kings 19:18", "Romans 11:4-5", "Revelation 12:17"],
    },
    {
      id: "water-crisis",
      values: {
        name: "Water Crisis → Provision",
        structure:
          "God's people face water as a threat or a lack, and God makes a way through it or brings water out of it.",
        instances:
          "Red Sea (Exodus 14:21-22); water from the rock (Exodus 17:6); Jordan crossing (Joshua 3:15-17); Jesus walks on the water (Matthew 14:25-33)",
        insight: "The waters that threaten are under the Lord's command (Isaiah 43:2).",
      },
      refs: ["Exodus 14:21-22", "Exodus 17:6", "Joshua 3:15-17", "Matthew 14:25-33", "Isaiah 43:2"],
    },
    {
      id: "mountain-encounters",
      values: {
        name: "Mountain Encounters",
        structure: "God meets His people on a mountain to reveal Himself, give His word or decide a contest.",
        instances:
          "Sinai (Exodus 19:20); Carmel (1 Kings 18:36-39); Transfiguration (Matthew 17:1-5); Olivet (Matthew 24:3); Zion (Hebrews 12:22; Revelation 14:1)",
        insight: "Revelation climbs from Sinai's fear to Zion's festal gathering around the Lamb.",
      },
      refs: [
        "Exodus 19:20",
        "1 Kings 18:36-39",
        "Matthew 17:1-5",
        "Matthew 24:3",
        "Hebrews 12:22",
        "Revelation 14:1",
      ],
    },
  ],
};
