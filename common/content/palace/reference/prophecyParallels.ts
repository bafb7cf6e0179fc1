import type { ReferenceList } from "../types";

export const list: ReferenceList = {
  id: "prophecyParallels",
  title: "Parallel sets (repeat and enlarge)",
  description:
    "Each vision covers the same ground as the one before and adds detail. Line them up before interpreting any one of them.",
  columns: [
    { key: "set", label: "Set" },
    { key: "passages", label: "Passages" },
    { key: "shared", label: "What they share" },
  ],
  items: [
    {
      id: "empires",
      values: {
        set: "The world empires",
        passages: "Daniel 2 ∥ Daniel 7 ∥ Daniel 8",
        shared: "The same succession of powers in increasing detail: metals, beasts, then ram and goat",
      },
      refs: ["Daniel 2:31-45", "Daniel 7:1-28", "Daniel 8:1-27"],
    },
    {
      id: "twelve-sixty",
      values: {
        set: "The 1,260-year period",
        passages: "Daniel 7:25 ∥ Revelation 12:6, 14 ∥ Revelation 13:5",
        shared: "The same period of persecution and papal supremacy, AD 538–1798",
      },
      refs: ["Daniel 7:25", "Revelation 12:6", "Revelation 12:14", "Revelation 13:5"],
    },
    {
      id: "judgment",
      values: {
        set: "The judgment",
        passages: "Daniel 7:9-10 ∥ Daniel 8:14 ∥ Revelation 14:6-7",
        shared: "The heavenly judgment that follows the little horn's reign and begins in 1844",
      },
      refs: ["Daniel 7:9-10", "Daniel 8:14", "Revelation 14:6-7"],
    },
    {
      id: "kingdom",
      values: {
        set: "The everlasting kingdom",
        passages: "Daniel 2:44 ∥ Daniel 7:27 ∥ Revelation 11:15",
        shared: "God's kingdom replaces all earthly kingdoms for ever",
      },
      refs: ["Daniel 2:44", "Daniel 7:27", "Revelation 11:15"],
    },
  ],
};
