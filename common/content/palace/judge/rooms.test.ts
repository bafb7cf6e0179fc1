// Runs the real rooms' auto-checks on hand-built entries: an honest entry (the room's worked example) passes, and
// the same entry with one thing wrong — the thing the room's doc auto-check names — does not.
import { describe, expect, it } from "vitest";
import { roomById } from "../index";
import type { RoomId } from "../types";
import { judgeEntry, type EntryPayload } from "./judge";

function judge(id: RoomId, payload: EntryPayload) {
  const room = roomById(id);
  return judgeEntry(room.autoCheck, room.deliverable, payload);
}

function expectPass(id: RoomId, payload: EntryPayload) {
  const result = judge(id, payload);
  expect(result.verdict, `${id}: ${result.feedback.join(" | ")}`).toBe("pass");
}

/** Not a pass, and the first feedback line (failures come first) says why. */
function expectCaught(id: RoomId, payload: EntryPayload, because: string) {
  const result = judge(id, payload);
  expect(result.verdict).not.toBe("pass");
  expect(result.feedback[0]).toContain(because);
}

describe("tr · panel count follows the scale", () => {
  const strip = {
    scale: "passage",
    passage: "Matthew 7:24-27",
    panels: [
      "Matthew 7:24 — a man digging down through the soil to bedrock",
      "Matthew 7:25-27 — one storm lashing two houses with rain, floods and wind",
      "Matthew 7:25-27 — one house standing on the rock while the house on sand folds",
    ],
  };
  const mural = {
    scale: "book",
    passage: "Nehemiah 1-13",
    metaphor: "a wall rising stone by stone",
    panels: [
      "Nehemiah 1 — a cupbearer weeping and praying over a report of broken walls",
      "Nehemiah 4 — builders holding a trowel in one hand and a sword in the other",
      "Nehemiah 6 — the last gap closed and the doors hung in fifty-two days",
      "Nehemiah 8 — Ezra on a wooden pulpit reading the law to the crowd",
    ],
  };

  it("passes a three-panel strip, a single verse icon and a four-station mural", () => {
    expectPass("tr", strip);
    expectPass("tr", {
      scale: "verse",
      passage: "Psalm 119:105",
      panels: ["Psalm 119:105 — a small clay lamp lighting one step of a dark path"],
    });
    expectPass("tr", mural);
  });

  it("catches the wrong count for the scale and a station without a chapter", () => {
    expectCaught("tr", { ...strip, scale: "verse" }, "exactly 1 item");
    expectCaught("tr", { ...strip, panels: strip.panels.slice(0, 2) }, "exactly 3 items");
    expectCaught("tr", { ...mural, panels: mural.panels.slice(0, 3) }, "at least 4 items");
    expectCaught(
      "tr",
      { ...mural, panels: [...mural.panels.slice(0, 3), "Nehemiah — the finished wall"] },
      "is not a Bible reference",
    );
  });
});

describe("br · glyph of at most 12 characters", () => {
  const row = {
    block: "10",
    glyph: "↻",
    rationale:
      "The cycle of apostasy, oppression and deliverer spirals down from Gideon to Samson. It ends when Eli's house falls and the ark is taken.",
  };

  it("passes the worked example and a one-word glyph", () => {
    expectPass("br", row);
    expectPass("br", { ...row, glyph: "SPIRAL" });
  });

  it("catches a glyph longer than 12 characters", () => {
    expectCaught("br", { ...row, glyph: "DOWNWARD SPIRAL" }, "Glyph: 15 characters");
  });
});

describe("cr · the secondary office differs from the primary", () => {
  const note = {
    passage: "Hebrews 7:25",
    office: "priest",
    title: "Intercessor",
    act: "ever lives to plead for those who come to God by Him",
    benefit: "saves to the uttermost",
    horizon: "ongoing",
  };

  it("passes with no secondary office and with a different one", () => {
    expectPass("cr", note);
    expectPass("cr", { ...note, passage: "John 2:13-17", secondaryOffice: "king" });
  });

  it("catches a secondary office equal to the primary", () => {
    expectCaught("cr", { ...note, secondaryOffice: "priest" }, "is the primary office already");
  });
});

describe("trm · the secondary span differs from the primary", () => {
  const tag = {
    passage: "Ephesians 6:10-18",
    primary: "great-controversy",
    secondary: "gospel-floor",
    rationale: "We wrestle against principalities and powers, so the passage is about spiritual warfare.",
    compare: ["Revelation 12:7-11"],
  };

  it("passes the worked example", () => {
    expectPass("trm", tag);
  });

  it("catches a secondary span equal to the primary", () => {
    expectCaught("trm", { ...tag, secondary: "great-controversy" }, "is the primary span already");
  });
});

describe("tz · extra zones differ from the primary", () => {
  const lens = {
    passage: "Psalm 24:7-10",
    zone: "heaven-now",
    explanation:
      "The ascended King of glory enters the everlasting gates. Read with Acts 1:9-11, the Lord strong and mighty is welcomed into heaven and reigns there now.",
    otherZones: ["H-Pa — the gates stood before the King came", "E-Fu — the King of glory returns"],
  };

  it("passes the worked example", () => {
    expectPass("tz", lens);
  });

  it("catches the primary zone listed again as an extra zone", () => {
    expectCaught(
      "tz",
      { ...lens, otherZones: ["H-Now — He reigns in heaven today", "E-Fu — the King returns"] },
      "is the primary zone already",
    );
  });
});

describe("dr · five distinct lines", () => {
  const sheet = {
    passage: "1 Kings 17:8-16",
    literal:
      "In the famine Elijah is sent to a Gentile widow at Zarephath, and her meal and oil do not run out.",
    christ: "He is the bread that never runs out, for whoever comes to Him shall never hunger.",
    christRef: "John 6:35",
    me: "Obedience with little comes before supply; she made the prophet's cake first.",
    church: "A Gentile widow fed is a sign of the gospel going to the nations (Luke 4:25-26).",
    heaven: "In the end the redeemed shall hunger no more (Revelation 7:16).",
  };

  it("passes the worked example", () => {
    expectPass("dr", sheet);
  });

  it("catches two near-identical lines", () => {
    expectCaught(
      "dr",
      { ...sheet, me: "Christ is the bread that never runs out, so I shall never hunger." },
      "share",
    );
  });
});

describe("cycles · the comparison names a different cycle", () => {
  const arc = {
    passage: "Ezra 1-6",
    cycle: "@Cy",
    fall: "Judah in exile after idolatry",
    covenant: "Cyrus’s decree opens the way home",
    sanctuary: "the second temple rises in Jerusalem",
    enemy: "the people of the land frustrate the work",
    restoration: "the house finished and dedicated with joy",
    compareBeat: "Sanctuary",
    compareWith: "@CyC",
    comparison:
      "The rebuilt stone house points to the temple of His body, raised on the third day (John 2:19-21).",
  };

  it("passes the worked example", () => {
    expectPass("cycles", arc);
  });

  it("catches a comparison with the same cycle", () => {
    expectCaught("cycles", { ...arc, compareWith: "@Cy" }, "is the cycle already");
  });
});

describe("math · start + length = end, no year zero", () => {
  const tag = {
    passage: "Galatians 4:4",
    code: "@490",
    timeframe: "seventy weeks: 457 BC – AD 34",
    fulfilment: "Messiah anointed at His baptism, AD 27",
    startYear: "457 BC",
    years: "483",
    endYear: "AD 27",
    calculation: "69 weeks × 7 = 483 years; 483 − 457 + 1 = AD 27, because there is no year zero.",
    lesson: "The Anointed One arrived exactly on schedule.",
    prophecyRefs: ["Daniel 9:24-27"],
  };

  it("passes the worked example, a 1260 period, and a non-dated period without years", () => {
    expectPass("math", tag);
    expectPass("math", {
      ...tag,
      passage: "Revelation 12:6",
      code: "@1260",
      startYear: "AD 538",
      years: "1,260",
      endYear: "1798",
    });
    expectPass("math", {
      ...tag,
      passage: "Genesis 6:3",
      code: "@120",
      startYear: "",
      years: "",
      endYear: "",
      calculation: "One hundred and twenty literal years of warning before the flood.",
    });
  });

  it("catches a sum that forgets there is no year zero, and a dated period without years", () => {
    expectCaught("math", { ...tag, endYear: "AD 26" }, "reaches AD 27, not AD 26 (there is no year 0)");
    expectCaught(
      "math",
      { ...tag, startYear: "", years: "", endYear: "" },
      "Period: add the start year, length in years and end year to check the sum.",
    );
    expectCaught(
      "math",
      { ...tag, code: "@70y", startYear: "586 BC", years: "70", endYear: "517 BC" },
      "reaches 516 BC, not 517 BC",
    );
  });
});

describe("pr · where a period is given, start + length = end", () => {
  const map = {
    passage: "Daniel 8:20-22",
    symbol: "ram with two horns (Dan 8:20)",
    identification: "Medo-Persia, 539–331 BC; the goat is Greece",
    parallels: ["Daniel 7:5", "Daniel 7:6"],
  };
  const period = {
    period: "2,300 days = 2,300 years",
    startYear: "457 BC",
    years: "2300",
    endYear: "AD 1844",
  };

  it("passes the worked example with no period, and with the 2,300 years", () => {
    expectPass("pr", map);
    expectPass("pr", { ...map, passage: "Daniel 8:14", ...period });
  });

  it("catches a wrong end year and a half-given period", () => {
    expectCaught("pr", { ...map, ...period, endYear: "AD 1843" }, "reaches AD 1844, not AD 1843");
    expectCaught("pr", { ...map, ...period, years: "" }, "Period: add the length in years");
  });
});

describe("or · observations, not interpretations", () => {
  const sheet = {
    passage: "Mark 4:35-41",
    observations: [
      "Times: it is evening on the same day as the parables (v. 35).",
      'Places: Jesus names the destination — "the other side" (v. 35).',
      "People: the disciples send away the multitude (v. 36).",
      'Grammar: they take Him "even as he was" in the ship (v. 36).',
      "People: other little ships are with Him (v. 36).",
      "Actions: a great storm of wind arises (v. 37).",
      "Objects: the waves beat into the ship until it is full (v. 37).",
      "Places: Jesus is in the hinder part of the ship (v. 38).",
      "Objects: He is asleep on a pillow (v. 38).",
      "Actions: the disciples wake Him (v. 38).",
      'Grammar: they call Him "Master" (v. 38).',
      'Grammar: their words to Him are a question: "carest thou not that we perish?" (v. 38).',
      "Order: He arises before He says anything to them (v. 39).",
      "Actions: He rebukes the wind (v. 39).",
      'Actions: He speaks to the sea separately: "Peace, be still" (v. 39).',
      "Contrast: a great storm becomes a great calm (vv. 37, 39).",
      "Order: He speaks to the wind and sea before He speaks to the disciples (vv. 39-40).",
      "Numbers: He asks the disciples two questions (v. 40).",
      "Contrast: they fear exceedingly after the calm, not only during the storm (v. 41).",
      "Omission: nothing is said about the other little ships after verse 36.",
      'Grammar: the passage ends on their question, "What manner of man is this?" (v. 41).',
    ],
  };

  it("passes the worked example carried past twenty observations", () => {
    expectPass("or", sheet);
  });

  it("makes a sheet with an interpretive line partial, naming the marker", () => {
    const observations = [
      ...sheet.observations.slice(0, 20),
      "Objects: the pillow symbolizes His rest in the Father.",
    ];
    const result = judge("or", { ...sheet, observations });
    expect(result.verdict).toBe("partial");
    expect(result.feedback[0]).toContain('uses "symbolizes"; leave interpretive markers out');
    expectCaught(
      "or",
      {
        ...sheet,
        observations: [...sheet.observations.slice(0, 20), "Actions: this teaches us to wake Him."],
      },
      'uses "teaches us"',
    );
  });
});

describe("dc · Strong's numbers are G or H and 1–4 digits", () => {
  const study = {
    passage: "Ephesians 2:10",
    words: [
      "workmanship — ποίημα — poiēma — a thing made; also Romans 1:20 — handiwork, masterpiece",
      "created — κτίζω — ktizō — to make, to found; used of God creating — created, made",
      "walk — περιπατέω — peripateō — to walk about; of the whole conduct of life — walk, live",
    ],
    strongs: ["G4161", "g2936", "G4043"],
    culture: [
      "A poiēma was a crafted product, something designed and finished by its maker — Bible dictionary entry on the word.",
    ],
    sources: [
      "Matthew Henry: good works do not earn salvation; they are the way God has prepared for the saved to walk.",
      "A modern commentator: the same God who made the world is now making a new people in Christ.",
    ],
    synthesis:
      "Both sources agree that verses 8-9 shut out works as the root of salvation while verse 10 brings them back as its fruit. The word poiēma, used elsewhere only for the things God made in creation, shows that the saved are His handiwork, and the works they walk in were prepared before them.",
  };

  it("passes the worked example, upper or lower case", () => {
    expectPass("dc", study);
  });

  it("catches a transliteration or a five-digit number in the Strong's column", () => {
    expectCaught(
      "dc",
      { ...study, strongs: ["G4161", "ktizo", "G4043"] },
      '"ktizo" is not G or H followed by 1–4 digits',
    );
    expectCaught("dc", { ...study, strongs: ["G4161", "G29360", "G4043"] }, '"G29360" is not G or H');
  });
});

describe('qr · at least 15 questions, each ending with "?"', () => {
  const map = {
    passage: "Genesis 28:10-22",
    intra: [
      "Why do the angels ascend before they descend?",
      "Why does God speak from above the ladder rather than at its foot?",
      'What does Jacob mean by calling the place "the gate of heaven"?',
      "Why does Jacob use a stone for a pillow and then for a pillar?",
      "What does Jacob's vow ask of God, and what does it promise back?",
    ],
    inter: [
      "How does Jesus reuse the scene in John 1:51, and who is the ladder there?",
      "How does Jacob's vow compare with his grandfather's altars?",
      "Where else does God meet a fugitive far from home?",
      "How does the promise of verse 14 echo the promise to Abraham in Genesis 12:3?",
      "Where does Jacob return to Bethel later, and what has changed by then?",
    ],
    palace: [
      "Is the ladder a gate or door image that belongs with the sanctuary?",
      "Which cycle is this — @Ab or another?",
      "Which dimension leads here — the Christ line?",
      "Which heaven does the open heaven above the ladder point to?",
      "Which room would unlock the anointed pillar of verse 18?",
    ],
    starred: [
      "How does Jesus reuse the scene in John 1:51, and who is the ladder there?",
      'What does Jacob mean by calling the place "the gate of heaven"?',
      "Why do the angels ascend before they descend?",
      "Is the ladder a gate or door image that belongs with the sanctuary?",
      "Where else does God meet a fugitive far from home?",
    ],
  };

  it("passes a fifteen-question map", () => {
    expectPass("qr", map);
  });

  it("catches a statement with no question mark and a map under fifteen questions", () => {
    expectCaught(
      "qr",
      { ...map, inter: [...map.inter.slice(0, 4), "This shows God is with the fugitive."] },
      '"This shows God is with the fugitive." should end with "?"',
    );
    expectCaught(
      "qr",
      { ...map, palace: map.palace.slice(0, 4) },
      "Questions in all: 14; the room asks for at least 15 questions",
    );
  });
});

describe('qa · the question ends with "?"', () => {
  const chain = {
    question: "How could Jesus sleep in the storm?",
    source: "Mark 4:38",
    chain: ["Psalm 4:8", "Proverbs 3:24", "Isaiah 26:3"],
    notes: [
      '"I will both lay me down in peace, and sleep: for thou, LORD, only makest me dwell in safety."',
      '"thou shalt lie down, and thy sleep shall be sweet."',
      '"Thou wilt keep him in perfect peace, whose mind is stayed on thee."',
    ],
    synthesis:
      "His rest displays the peace of a mind wholly stayed on the Father, the sleep the psalms promise to the one who trusts God.",
  };

  it("passes the worked example", () => {
    expectPass("qa", chain);
  });

  it("catches a question written as a statement", () => {
    expectCaught(
      "qa",
      { ...chain, question: "Jesus could sleep in the storm because He trusted" },
      'should end with "?"',
    );
  });
});
