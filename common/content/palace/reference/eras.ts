import type { ReferenceList } from "../types";

export const list: ReferenceList = {
  id: "eras",
  title: "The twelve eras of redemptive history",
  description:
    "The sweep of the Bible from creation to the new earth in twelve eras, used by the Speed Room's timeline sprints. Dates are approximate before the monarchy; the prophetic dates (457 BC, AD 27, AD 31, AD 1844) follow the historicist reading of Daniel.",
  columns: [
    { key: "order", label: "#" },
    { key: "era", label: "Era" },
    { key: "when", label: "When" },
    { key: "events", label: "Key events" },
    { key: "books", label: "Where to read" },
  ],
  items: [
    {
      id: "creation",
      values: {
        order: "1",
        era: "Creation",
        when: "The beginning",
        events: "Six days of creation and the Sabbath; the fall; the first gospel promise; the flood; Babel",
        books: "Genesis 1–11",
      },
      refs: ["Genesis 1-11"],
    },
    {
      id: "patriarchs",
      values: {
        order: "2",
        era: "Patriarchs",
        when: "About 2000–1800 BC",
        events: "Abraham called; the covenant; Isaac, Jacob and the twelve tribes; Joseph in Egypt",
        books: "Genesis 12–50; Job",
      },
      refs: ["Genesis 12-50"],
    },
    {
      id: "exodus",
      values: {
        order: "3",
        era: "Exodus",
        when: "About 1446–1406 BC",
        events:
          "Slavery and Moses; the Passover; the Red Sea; the law at Sinai; the sanctuary; forty years in the wilderness",
        books: "Exodus – Deuteronomy",
      },
      refs: ["Exodus 12", "Exodus 20", "Exodus 25-40"],
    },
    {
      id: "conquest",
      values: {
        order: "4",
        era: "Conquest",
        when: "About 1406–1050 BC",
        events: "Jordan crossed; Jericho; the land divided; the cycles of the judges; Ruth",
        books: "Joshua, Judges, Ruth",
      },
      refs: ["Joshua 6", "Judges 2:16-19"],
    },
    {
      id: "kingdom",
      values: {
        order: "5",
        era: "Kingdom",
        when: "About 1050–586 BC",
        events:
          "Saul, David and Solomon; the temple; the divided kingdom (931 BC); Israel falls to Assyria (722 BC); the prophets",
        books: "1 Samuel – 2 Kings; Chronicles; Psalms; the prophets",
      },
      refs: ["2 Samuel 7:12-16", "1 Kings 12"],
    },
    {
      id: "exile",
      values: {
        order: "6",
        era: "Exile",
        when: "605–538 BC",
        events:
          "Babylon takes Judah; Jerusalem and the temple destroyed (586 BC); Daniel in Babylon; Ezekiel among the captives",
        books: "2 Kings 24–25; Daniel; Ezekiel; Lamentations",
      },
      refs: ["2 Kings 25", "Daniel 1"],
    },
    {
      id: "return",
      values: {
        order: "7",
        era: "Return",
        when: "538–about 400 BC",
        events:
          "Cyrus's decree (538 BC); the temple rebuilt (515 BC); Artaxerxes' decree to restore Jerusalem (457 BC, the start of the 70 weeks and the 2300 days); Nehemiah's walls; Esther",
        books: "Ezra, Nehemiah, Esther, Haggai, Zechariah, Malachi",
      },
      refs: ["Ezra 1:1-4", "Ezra 7:11-26", "Daniel 9:25"],
    },
    {
      id: "intertestamental",
      values: {
        order: "8",
        era: "Intertestamental",
        when: "About 400–5 BC",
        events:
          "Four centuries without a prophet; Persia gives way to Greece and then Rome, as Daniel foretold",
        books: "Daniel 2, 7, 8 and 11 foretell it",
      },
      refs: ["Daniel 2:39-40", "Daniel 8:20-21"],
    },
    {
      id: "firstComing",
      values: {
        order: "9",
        era: "Christ's first coming",
        when: "About 5 BC – AD 31",
        events:
          "The incarnation; baptism and anointing (AD 27, the end of the 69 weeks); ministry; the cross in the midst of the 70th week (AD 31); resurrection and ascension",
        books: "Matthew, Mark, Luke, John",
      },
      refs: ["Galatians 4:4", "Daniel 9:25-27", "Mark 1:15"],
    },
    {
      id: "churchAge",
      values: {
        order: "10",
        era: "Church age",
        when: "AD 31 – the second coming",
        events:
          "Pentecost and the apostolic mission; the 1260 years (538–1798); the pre-advent judgment from AD 1844; the three angels' messages",
        books: "Acts – Jude; Revelation 2–3, 12–14",
      },
      refs: ["Acts 2", "Daniel 8:14", "Revelation 14:6-12"],
    },
    {
      id: "secondComing",
      values: {
        order: "11",
        era: "Christ's second coming",
        when: "Future",
        events:
          "Christ returns visibly in glory; the righteous dead raised and the living changed; the thousand years begin",
        books: "Matthew 24; 1 Thessalonians 4; Revelation 19–20",
      },
      refs: ["1 Thessalonians 4:16-17", "Revelation 19:11-16", "Revelation 20:1-6"],
    },
    {
      id: "newEarth",
      values: {
        order: "12",
        era: "New earth",
        when: "After the thousand years",
        events: "Sin and death ended; all things made new; God dwells with His people",
        books: "Isaiah 65–66; Revelation 21–22",
      },
      refs: ["Isaiah 65:17", "Revelation 21:1-5"],
    },
  ],
};
