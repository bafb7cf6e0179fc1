import { overviewOf } from "@common/content/palace/overview";
import { CYCLE_CODES } from "@common/content/palace/reference/cycles";
import type { Room } from "@common/content/palace/types";

const cycleOptions = CYCLE_CODES.map(({ code, name }) => ({ value: code, label: `${code} · ${name}` }));
const BEATS = ["Fall", "Covenant", "Sanctuary", "Enemy", "Restoration"] as const;

export const room: Room = {
  ...overviewOf("cycles"),
  prerequisites: [],
  method: [
    {
      text: "Identify the cycle the narrative sits in.",
      substeps: [
        "Ask which covenant is in force and who its mediator is: Adam, Noah, Abraham, Moses, the return under Cyrus, Christ, the Spirit-filled church, or the last-day remnant.",
        "Use the eight codes: @Ad, @No, @Ab, @Mo, @Cy, @CyC, @Sp, @Re.",
      ],
    },
    {
      text: "Lay out the passage’s five beats: Fall → Covenant → Sanctuary → Enemy → Restoration.",
      substeps: [
        "Fall: what went wrong — sin, bondage or scattering.",
        "Covenant: the promise God makes or renews.",
        "Sanctuary: where God meets His people in this cycle.",
        "Enemy: who or what opposes God’s plan.",
        "Restoration: how God brings His people through.",
        "Give each beat a phrase of its own, tied to a verse in the passage.",
      ],
    },
    {
      text: "Compare one beat with the same beat in another cycle, and name the escalation.",
      substeps: [
        "Use the cross-cycle progressions (e.g. Sanctuary: Eden → ark → altars → tabernacle → temple → Christ’s body → church → New Jerusalem).",
        "Say what is greater the second time — and where Christ stands in the spiral.",
      ],
    },
  ],
  principles: [
    "History is a spiral, not a circle: each cycle repeats the beats and enlarges them.",
    "Christ is the hinge: every earlier cycle leans toward @CyC, and every later cycle flows from it.",
    "The cycles are covenant history in Scripture; they are not a grid for today’s headlines.",
  ],
  deliverable: {
    kind: "cycleArc",
    description:
      "The cycle tag, the passage’s five beats in order, and one comparison with the same beat in another cycle.",
    fields: [
      { id: "passage", label: "Narrative", type: "reference", help: "e.g. Ezra 1-6" },
      {
        id: "cycle",
        label: "Cycle",
        type: "choice",
        help: "The covenant cycle this narrative belongs to.",
        options: cycleOptions,
      },
      {
        id: "fall",
        label: "Fall",
        type: "text",
        help: 'What went wrong — at least three words, e.g. "exile after years of idolatry".',
      },
      { id: "covenant", label: "Covenant", type: "text", help: "The promise made or renewed." },
      { id: "sanctuary", label: "Sanctuary", type: "text", help: "Where God meets His people here." },
      { id: "enemy", label: "Enemy", type: "text", help: "Who or what opposes God’s plan." },
      { id: "restoration", label: "Restoration", type: "text", help: "How God brings His people through." },
      {
        id: "compareBeat",
        label: "Beat compared",
        type: "choice",
        help: "The beat you follow into another cycle.",
        options: BEATS.map((beat) => ({ value: beat, label: beat })),
      },
      {
        id: "compareWith",
        label: "Compared with cycle",
        type: "choice",
        help: "A different cycle from your tag.",
        options: cycleOptions,
      },
      {
        id: "comparison",
        label: "Comparison and escalation",
        type: "longText",
        help: "How the same beat looks in the other cycle, and what grows the second time.",
      },
      {
        id: "compareRefs",
        label: "Texts for the comparison",
        type: "references",
        optional: true,
        help: "One per line, e.g. John 2:19-21.",
      },
    ],
  },
  autoCheck: [
    { rule: "validRef", field: "passage" },
    { rule: "choice", field: "cycle" },
    { rule: "words", field: "fall", min: 3 },
    { rule: "words", field: "covenant", min: 3 },
    { rule: "words", field: "sanctuary", min: 3 },
    { rule: "words", field: "enemy", min: 3 },
    { rule: "words", field: "restoration", min: 3 },
    { rule: "choice", field: "compareBeat" },
    { rule: "choice", field: "compareWith" },
    { rule: "differs", field: "compareWith", from: "cycle" },
    { rule: "words", field: "comparison", min: 12 },
  ],
  pitfalls: [
    "Putting modern events or nations into the cycles: they trace covenant history in Scripture, not newspaper headlines.",
    'Not naming the beat: "God helps them" is not a beat; say which of the five it is and where the text shows it.',
    'Missing the escalation: a comparison that only says "this is like that" has not shown what grows.',
    "Forcing wisdom literature or poetry into cycles: Proverbs and many psalms are not narratives with five beats.",
    'Shallow comparisons: matching words ("both have water") instead of matching beats.',
  ],
  example: {
    title: "Ezra 1–6 — the second temple in the Cyrusic cycle",
    refs: ["Ezra 1-6", "John 2:19-21"],
    body: 'Cycle: @Cy. Fall — Judah sits in exile after generations of idolatry. Covenant — Cyrus’s decree (Ezra 1:1-4) opens the way home, as God had promised through Jeremiah. Sanctuary — the altar and then the second temple rise in Jerusalem. Enemy — the people of the land frustrate the work for years (Ezra 4). Restoration — the house is finished in the sixth year of Darius and dedicated with joy (Ezra 6:15-16). Comparison (Sanctuary, @CyC): Jesus said, "Destroy this temple, and in three days I will raise it up" — "he spake of the temple of his body" (John 2:19-21). The rebuilt stone house points to a greater temple that no enemy could keep down.',
  },
  examplePool: [
    {
      refs: ["Genesis 12-22"],
      body: '@Ab. Fall: the nations scattered at Babel. Covenant: "in thee shall all families of the earth be blessed" (Genesis 12:3). Sanctuary: altars at Bethel and finally Moriah. Enemy: famine, rival kings and barrenness. Restoration: Isaac born and spared. Comparison (Sanctuary, @CyC): on Moriah God provided a ram; on Calvary He provided His own Son.',
    },
    {
      refs: ["Nehemiah 1-6"],
      body: "@Cy. Fall: the walls broken and the people in reproach. Covenant: Nehemiah prays God’s promise to gather the scattered (Nehemiah 1:8-9). Sanctuary: the holy city around the rebuilt temple. Enemy: Sanballat and Tobiah mock and plot. Restoration: the wall finished in fifty and two days. Comparison (Enemy, @Sp): the council threatens the apostles in Acts 4, yet the word spreads beyond any city wall.",
    },
    {
      refs: ["Luke 22-24"],
      body: '@CyC. Fall: betrayal, denial and a corrupt trial. Covenant: "This cup is the new testament in my blood" (Luke 22:20). Sanctuary: the veil of the temple torn as Jesus dies. Enemy: Satan entering Judas; death itself. Restoration: the empty tomb and the risen Lord opening the Scriptures. Comparison (Covenant, @Mo): Sinai’s covenant was sealed with the blood of bulls; this one with the blood of the Son.',
    },
    {
      refs: ["Revelation 12-14"],
      body: '@Re. Fall: the world wonders after the beast. Covenant: the everlasting gospel preached to every nation (Revelation 14:6). Sanctuary: the Lamb with His people on mount Sion. Enemy: dragon, sea beast and earth beast. Restoration: the harvest of the earth is reaped. Comparison (Enemy, @Ad): the serpent of Eden is now unmasked as "that old serpent, called the Devil" (Revelation 12:9), and his end is near.',
    },
    {
      refs: ["Exodus 32-34"],
      body: "@Mo. Fall: the golden calf at the foot of Sinai. Covenant: God renews the covenant and rewrites the tables (Exodus 34:1, 10). Sanctuary: the tent of meeting where the LORD speaks with Moses face to face. Enemy: idolatry inside the camp. Restoration: God’s name proclaimed and Moses’ face shining. Comparison (Fall, @Ad): Adam fell in a garden before any law was broken; Israel fell while the law was still being given — grace had to be greater still.",
    },
    {
      refs: ["John 2:13-22"],
      body: '@CyC, Sanctuary beat in focus. Fall: the Father’s house made a house of merchandise. Covenant: Jesus acts as the Son with authority over the house. Sanctuary: "the temple of his body". Enemy: the leaders who demand a sign. Restoration: the resurrection that the disciples later remembered. Comparison (Sanctuary, @Cy): Herod’s enlarged second temple took forty-six years; the true Temple would be raised in three days.',
    },
    {
      refs: ["Acts 15"],
      body: '@Sp. Fall: men teaching that Gentiles must be circumcised to be saved. Covenant: "through the grace of the Lord Jesus Christ we shall be saved" (Acts 15:11). Sanctuary: the fallen tabernacle of David rebuilt with Gentiles in it (Acts 15:16). Enemy: false teaching that divides the church. Restoration: the churches established and rejoicing. Comparison (Sanctuary, @Mo): one tabernacle for one nation becomes one living house for every nation.',
    },
    {
      refs: ["Daniel 9"],
      body: '@Cy. Fall: "we have sinned, and have committed iniquity" (Daniel 9:5). Covenant: the God who keeps covenant and mercy. Sanctuary: the desolate sanctuary Daniel prays over. Enemy: the desolations of Babylon. Restoration: the commandment to restore and to build Jerusalem. Comparison (Restoration, @CyC): the seventy weeks run past rebuilt walls to Messiah the Prince, who brings in everlasting righteousness.',
    },
    {
      refs: ["Joshua 1-6"],
      body: '@Mo, its Restoration beat. Fall: a whole generation lost in the wilderness through unbelief. Covenant: "as I was with Moses, so I will be with thee" and the covenant sign renewed at Gilgal. Sanctuary: the ark leading the people through Jordan. Enemy: walled Jericho. Restoration: the land entered. Comparison (Enemy, @Re): Jericho fell at the sound of trumpets; great Babylon falls at the end of the seven last plagues, never to rise.',
    },
    {
      refs: ["Matthew 4:1-11"],
      body: '@CyC. Fall: Israel’s failures in the wilderness, which Jesus answers with Deuteronomy. Covenant: the Father’s word, "This is my beloved Son" (Matthew 3:17). Sanctuary: Satan sets Him on a pinnacle of the temple. Enemy: the tempter himself. Restoration: the devil leaves and angels minister. Comparison (Enemy, @Ad): Adam fell in a garden of plenty; the second Adam stood firm in a desert, hungry.',
    },
    {
      refs: ["2 Chronicles 36:14-23"],
      body: "@Cy. Fall: priests and people mock God’s messengers. Covenant: the word of the LORD by Jeremiah that the land would keep its sabbaths seventy years. Sanctuary: the house of God burned. Enemy: the king of the Chaldees. Restoration: Cyrus’s proclamation to go up. Comparison (Restoration, @Mo): Pharaoh had to be broken before Israel left; this time God moved a pagan king to send them home.",
    },
  ],
  practicePrompts: [
    {
      id: "cycles-p1",
      text: "Lay out Exodus 1–15 as @Mo: all five beats, each tied to a verse.",
      refs: ["Exodus 1-15"],
    },
    {
      id: "cycles-p2",
      text: "Lay out Genesis 6–9 as @No, then compare its Sanctuary (the ark) with another cycle.",
      refs: ["Genesis 6-9"],
    },
    { id: "cycles-p3", text: "Lay out Acts 1–8 as @Sp.", refs: ["Acts 1-8"] },
    {
      id: "cycles-p4",
      text: "Lay out Genesis 2–3 as @Ad, comparing its Sanctuary beat with that of @Re in Revelation 21–22.",
      refs: ["Genesis 2-3", "Revelation 21-22"],
    },
  ],
  masterTasks: [
    {
      id: "cycles-m3",
      level: 3,
      kind: "reflection",
      prompt:
        "Which beat of the cycle do you recognise most in your own walk with God — a fall, a renewed covenant, a sanctuary, an enemy or a restoration? Reflect on how seeing history as a spiral that ends in new creation shapes your hope, without forcing your life story into the cycles.",
    },
    {
      id: "cycles-m4",
      level: 4,
      kind: "teaching",
      prompt:
        "Teach a beginner the five beats and the eight cycles using Ezra 1–6 and John 2:19-21: what a cycle is, why each beat escalates, and why Christ is the hinge of the spiral.",
    },
    {
      id: "cycles-m5",
      level: 5,
      kind: "application",
      prompt:
        "Work Exodus 1–15 with the Eight Cycles, the Blue Room (BL) and the Feasts Room (FE): lay out the @Mo arc, place the Passover in the sanctuary pattern, and show how the feast finds its fulfilment in Christ.",
    },
  ],
  referenceLists: ["cycles", "cycleProgressions"],
};
