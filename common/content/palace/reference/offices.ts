import type { ReferenceList } from "../types";

export const list: ReferenceList = {
  id: "offices",
  title: "The three offices of Christ",
  description:
    "Prophet, Priest and King: what Christ does in each office, the titles that signal it and the Old Testament roots (Deuteronomy 17–18) of the threefold office.",
  columns: [
    { key: "office", label: "Office" },
    { key: "acts", label: "What He does" },
    { key: "titles", label: "Titles that signal it" },
    { key: "roots", label: "Old Testament roots" },
    { key: "fulfilment", label: "Fulfilled in Christ" },
  ],
  items: [
    {
      id: "prophet",
      values: {
        office: "Prophet",
        acts: "reveals, teaches, proclaims, foretells, exposes sin",
        titles: 'Teacher, Rabbi, the Word, the faithful Witness, the Light of the world, "that Prophet"',
        roots:
          "A prophet like Moses, raised up from among the brethren, with God's words in his mouth (Deuteronomy 18:15-19).",
        fulfilment:
          'God speaks His final word "by his Son" (Hebrews 1:1-2); the crowds and Peter name Jesus the promised Prophet (John 6:14; Acts 3:22-23).',
      },
      refs: ["Deuteronomy 18:15-19", "Hebrews 1:1-2", "John 6:14", "Acts 3:22-23"],
    },
    {
      id: "priest",
      values: {
        office: "Priest",
        acts: "sacrifices, intercedes, atones, mediates, blesses, cleanses",
        titles: "Lamb of God, High Priest, Mediator, Advocate, Intercessor, Forerunner",
        roots:
          "The Levitical priests at the altar and the high priest on the Day of Atonement (Deuteronomy 18:1-5; Leviticus 16), and Melchizedek, priest of the most high God (Genesis 14:18; Psalm 110:4).",
        fulfilment:
          "Christ offered Himself once for all and now ever lives to make intercession in the heavenly sanctuary (Hebrews 7:25-27; Hebrews 9:11-14; 1 John 2:1).",
      },
      refs: ["Deuteronomy 18:1-5", "Psalm 110:4", "Hebrews 7:25-27", "Hebrews 9:11-14", "1 John 2:1"],
    },
    {
      id: "king",
      values: {
        office: "King",
        acts: "rules, judges, conquers, commands, is enthroned, subdues",
        titles:
          "Son of David, King of kings and Lord of lords, Judge, Lion of the tribe of Judah, Prince of Peace",
        roots:
          "The king God chooses, who writes out and keeps His law (Deuteronomy 17:14-20), and the everlasting throne promised to David (2 Samuel 7:12-16).",
        fulfilment:
          "Christ is seated at the Father's right hand, reigns in His people now and will return to judge and reign for ever (Psalm 110:1; Matthew 28:18; Revelation 19:16).",
      },
      refs: ["Deuteronomy 17:14-20", "2 Samuel 7:12-16", "Psalm 110:1", "Matthew 28:18", "Revelation 19:16"],
    },
  ],
};
