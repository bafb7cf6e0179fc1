import type { ReferenceList } from "../types";

export const list: ReferenceList = {
  id: "auditChecklist",
  title: "Teaching audit checklist",
  description:
    "After teaching without notes, tag what you did without thinking. An unchecked line is a gap to drill.",
  columns: [
    { key: "tags", label: "Room tags" },
    { key: "item", label: "Checklist item" },
    { key: "listenFor", label: "Listen for" },
  ],
  items: [
    {
      id: "sr",
      values: {
        tags: "SR",
        item: "Story beats",
        listenFor: "The passage retold in a clear order of scenes before any application.",
      },
    },
    {
      id: "ir",
      values: {
        tags: "IR",
        item: "Imagination",
        listenFor: "Listeners placed inside the scene: what was seen, heard, felt.",
      },
    },
    {
      id: "or",
      values: {
        tags: "OR",
        item: "Observation",
        listenFor: "Details actually on the page — repetitions, numbers, surprises — pointed out.",
      },
    },
    {
      id: "dc",
      values: {
        tags: "DC",
        item: "Definitions",
        listenFor: "A key word defined, and the setting explained.",
      },
    },
    {
      id: "st",
      values: {
        tags: "ST",
        item: "Types",
        listenFor: "A symbol or type decoded consistently with the rest of Scripture.",
      },
    },
    {
      id: "qr-qa",
      values: {
        tags: "QR / QA",
        item: "Questions and chains",
        listenFor: "A real question raised and answered from other Scripture.",
      },
    },
    {
      id: "cr-cec",
      values: {
        tags: "CR / CEC",
        item: "Christ",
        listenFor: "Christ shown in the passage — His office, or the chapter’s Christ-line.",
      },
    },
    {
      id: "dr",
      values: {
        tags: "DR",
        item: "Dimensions",
        listenFor: "The text applied on more than one level: Christ, me, the church, prophecy, heaven.",
      },
    },
    {
      id: "c6",
      values: {
        tags: "C6",
        item: "Genre",
        listenFor:
          "The passage read by the rules of its kind — narrative, poetry, prophecy, parable, epistle, apocalyptic.",
      },
    },
    {
      id: "cycles",
      values: {
        tags: "@",
        item: "Cycle",
        listenFor: "The passage placed in its covenant cycle and compared with another.",
      },
    },
    {
      id: "frt",
      values: {
        tags: "FRt",
        item: "Fruit (gospel fruit)",
        listenFor: "An application that produces love, hope and humility rather than fear or pride.",
      },
    },
  ],
};
