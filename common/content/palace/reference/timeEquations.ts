import type { ReferenceList } from "../types";

export const list: ReferenceList = {
  id: "timeEquations",
  title: "Time equations (day-year principle)",
  description:
    "A prophetic day stands for a year (Numbers 14:34; Ezekiel 4:6). Counting across the BC/AD line there is no year zero, so add one year when a period starts BC and ends AD.",
  columns: [
    { key: "expression", label: "Expression" },
    { key: "equals", label: "Equals" },
    { key: "span", label: "Fulfilment" },
  ],
  items: [
    {
      id: "time-times",
      values: {
        expression: '"A time and times and the dividing of time" (Dan 7:25; Rev 12:14)',
        equals: "3½ prophetic years = 1,260 days = 1,260 years",
        span: "AD 538–1798",
      },
      refs: ["Daniel 7:25", "Revelation 12:14"],
    },
    {
      id: "forty-two",
      values: {
        expression: "42 months (Rev 13:5; 11:2)",
        equals: "42 × 30 = 1,260 days = 1,260 years",
        span: "AD 538–1798",
      },
      refs: ["Revelation 13:5", "Revelation 11:2"],
    },
    {
      id: "twelve-sixty",
      values: { expression: "1,260 days (Rev 12:6; 11:3)", equals: "1,260 years", span: "AD 538–1798" },
      refs: ["Revelation 12:6", "Revelation 11:3"],
    },
    {
      id: "twenty-three-hundred",
      values: {
        expression: "2,300 evenings-mornings (Dan 8:14)",
        equals: "2,300 years",
        span: "457 BC to AD 1844, when the cleansing of the sanctuary (the judgment) begins",
      },
      refs: ["Daniel 8:14"],
    },
    {
      id: "seventy-weeks",
      values: {
        expression: "70 weeks (Dan 9:24-27), cut off from the 2,300",
        equals: "490 days = 490 years",
        span: "457 BC (decree of Artaxerxes, Ezra 7) to AD 34",
      },
      refs: ["Daniel 9:24-27", "Ezra 7:11-26"],
    },
    {
      id: "sixty-nine-weeks",
      values: {
        expression: '7 + 62 weeks "unto the Messiah the Prince" (Dan 9:25)',
        equals: "483 years",
        span: "457 BC to AD 27, Christ's baptism and anointing",
      },
      refs: ["Daniel 9:25", "Luke 3:21-22"],
    },
  ],
};
