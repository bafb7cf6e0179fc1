import type { ReferenceList } from "../types";

export const list: ReferenceList = {
  id: "cecMethods",
  title: "The five finding methods",
  description:
    "Disciplined ways of finding Christ in a chapter. Try more than one before concluding that a chapter is silent.",
  columns: [
    { key: "number", label: "#" },
    { key: "method", label: "Method" },
    { key: "look", label: "Look for" },
    { key: "example", label: "Example" },
  ],
  items: [
    {
      id: "promise",
      values: {
        number: "1",
        method: "Promise",
        look: "A promised rescuer, king, seed or blessing",
        example: "Genesis 3:15 — the woman's seed will crush the serpent",
      },
      refs: ["Genesis 3:15", "Galatians 4:4"],
    },
    {
      id: "types",
      values: {
        number: "2",
        method: "Types & shadows",
        look: "Persons, objects and events that resemble Him, with biblical warrant",
        example: "Numbers 21 — the bronze serpent lifted up (John 3:14)",
      },
      refs: ["Numbers 21:8-9", "John 3:14-15"],
    },
    {
      id: "gospel-trail",
      values: {
        number: "3",
        method: "Gospel trail",
        look: "The pattern mess → cry → rescue",
        example: "Judges 3 — Israel sins, cries out, and God raises a deliverer",
      },
      refs: ["Judges 3:7-11"],
    },
    {
      id: "gods-heart",
      values: {
        number: "4",
        method: "God's heart",
        look: "Any revelation of God's character, for whoever has seen Christ has seen the Father",
        example: "Exodus 34:6-7 — merciful and gracious (John 14:9)",
      },
      refs: ["Exodus 34:6-7", "John 14:9"],
    },
    {
      id: "unfinished",
      values: {
        number: "5",
        method: "Unfinished story",
        look: "Temporary or broken goods — kings who die, priests who sin, rest that does not last — pointing to the final answer",
        example: "Ecclesiastes 1 — everything under the sun is vanity",
      },
      refs: ["Ecclesiastes 1:2", "Hebrews 4:8-9"],
    },
  ],
};
