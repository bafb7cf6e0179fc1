import type { ReferenceList } from "../types";

export const list: ReferenceList = {
  id: "cycleProgressions",
  title: "Cross-cycle progressions",
  description:
    "One beat followed through all eight cycles, from @Ad to @Re. Each step echoes the last and enlarges it.",
  columns: [
    { key: "beat", label: "Beat" },
    { key: "progression", label: "Progression (@Ad → @Re)" },
    { key: "lesson", label: "What grows" },
  ],
  items: [
    {
      id: "sanctuary",
      values: {
        beat: "Sanctuary",
        progression: "Eden → ark → altars → tabernacle → temple → Christ’s body → church → New Jerusalem",
        lesson: "God’s dwelling with His people widens from a garden to a city that fills the new earth.",
      },
      refs: ["Genesis 2:8", "Exodus 25:8", "John 2:19-21", "1 Corinthians 3:16", "Revelation 21:3"],
    },
    {
      id: "enemy",
      values: {
        beat: "Enemy",
        progression: "Serpent → flood → barrenness → Pharaoh → Babylon → death → persecution → dragon",
        lesson: "The same foe wears larger masks until the dragon himself is unmasked and destroyed.",
      },
      refs: ["Genesis 3:1", "Exodus 1:8-14", "1 Corinthians 15:26", "Revelation 20:10"],
    },
    {
      id: "restoration",
      values: {
        beat: "Restoration",
        progression: "Promise → remnant → seed → exodus → return → resurrection → mission → new creation",
        lesson:
          "Each rescue is larger than the last, until death itself is undone and all things are made new.",
      },
      refs: ["Genesis 3:15", "Exodus 14", "Ezra 1:1-4", "Matthew 28:6", "Revelation 21:5"],
    },
    {
      id: "covenant",
      values: {
        beat: "Covenant",
        progression:
          "Seed promise → rainbow → blessing to the nations → Sinai → new-covenant promise → new covenant in His blood → Great Commission → all things new",
        lesson: "God’s promise narrows to one Seed, Christ, and then opens to the whole world.",
      },
      refs: ["Genesis 9:13", "Genesis 12:3", "Jeremiah 31:31", "Luke 22:20", "Galatians 3:16"],
    },
    {
      id: "fall",
      values: {
        beat: "Fall",
        progression:
          "Disobedience → violence → Babel → slavery → idolatry and exile → universal sin → apostasy → final rebellion",
        lesson: "Sin repeats its pattern on a larger stage each time; grace answers it every time.",
      },
      refs: ["Genesis 3:6", "Genesis 6:11", "Genesis 11:4", "Romans 3:23", "Revelation 13:8"],
    },
  ],
};
