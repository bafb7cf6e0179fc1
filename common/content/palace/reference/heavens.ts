import type { ReferenceList } from "../types";

export const list: ReferenceList = {
  id: "heavens",
  title: "The three heavens",
  description:
    "Each horizon pairs a Day of the LORD (a judgment that ends an order) with a new-earth restoration (what God builds after it). Many prophecies reach one, two or all three.",
  columns: [
    { key: "code", label: "Code" },
    { key: "name", label: "Horizon" },
    { key: "dayOfLord", label: "Day of the LORD" },
    { key: "newEarth", label: "New earth" },
    { key: "markers", label: "Events and figures" },
    { key: "texts", label: "Typical texts" },
  ],
  items: [
    {
      id: "1h",
      values: {
        code: "1H",
        name: "Babylon and the return (c. 539–400 BC)",
        dayOfLord: "DoL¹ — Jerusalem falls to Babylon (586 BC); then Babylon itself falls to Cyrus (539 BC)",
        newEarth: "NE¹ — the exiles come home: temple rebuilt (516 BC), walls restored (445 BC)",
        markers: "Cyrus, Zerubbabel, Ezra, Nehemiah; the decree to return; the second temple",
        texts: "Isaiah 40–55; Jeremiah 29–33; Ezekiel 36–37; Haggai; Zechariah",
      },
      refs: ["Isaiah 40-55", "Jeremiah 29-33", "Ezekiel 36-37", "Haggai 1-2", "Zechariah 1-14", "Ezra 1:1-4"],
    },
    {
      id: "2h",
      values: {
        code: "2H",
        name: "Christ’s first coming, AD 70 and the church age",
        dayOfLord:
          'DoL² — Jerusalem and its temple destroyed by Rome (AD 70), as Jesus foretold to "this generation"',
        newEarth:
          "NE² — the new covenant people: the church as God’s temple and the gospel going to the Gentiles",
        markers:
          "Jesus and the apostles; Pentecost; the Roman armies around Jerusalem; the mission to the nations",
        texts: "Matthew 24; Luke 21; Acts 2; Hebrews 8",
      },
      refs: ["Matthew 24", "Luke 21", "Acts 2:16-21", "Hebrews 8"],
    },
    {
      id: "3h",
      values: {
        code: "3H",
        name: "Final judgment and new creation",
        dayOfLord: "DoL³ — the second coming of Christ and the final judgment of the wicked",
        newEarth:
          "NE³ — resurrection of the saints and new heavens and a new earth, wherein dwelleth righteousness",
        markers: "The trumpet and the resurrection; the end of sin; the New Jerusalem",
        texts: "Revelation 19–22; 2 Peter 3; 1 Thessalonians 4:13-18; Isaiah 65–66 in their ultimate sense",
      },
      refs: ["Revelation 19-22", "2 Peter 3", "1 Thessalonians 4:13-18", "Isaiah 65-66"],
    },
  ],
};
