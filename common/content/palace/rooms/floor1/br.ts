import { overviewOf } from "@common/content/palace/overview";
import { bibleBlocks } from "@common/content/palace/reference/bibleBlocks";
import type { Room } from "@common/content/palace/types";

export const room: Room = {
  ...overviewOf("br"),
  prerequisites: [],
  method: [
    {
      text: "Take a block from the list of 50 and skim its chapters, or your 24FPS frames for them, for the dominant movement.",
      substeps: [
        'Ask: "If this block were one scene in the Bible\'s film, what would be happening?"',
        "Notice where the block starts and ends; many cross from one book into the next.",
      ],
    },
    {
      text: "Choose one simple glyph.",
      substeps: [
        "A symbol: / × + ↑ → ↻ ○ △",
        "A pictogram: crown, tear, sword, harp, wall",
        "One capitalised word: SEED, EXILE, KING, LAMB",
        "A letter code from the palace: @Mo, 1H, 3H",
      ],
    },
    { text: "Write a one- or two-sentence rationale: why this glyph sums up these 24 chapters." },
    {
      text: "Assemble the legend in block order, memorise it, and self-test by reciting all 50 glyphs.",
      substeps: [
        "Recite in runs of ten first (blocks 1–10, 11–20 …), then the whole legend.",
        "Replace a glyph only when it repeatedly fails to return its block, then keep the new one.",
      ],
    },
  ],
  principles: [
    "One glyph per block.",
    "Personal glyphs are fine, but keep them consistent from review to review.",
    "Simplicity first: a glyph you can write in two seconds.",
  ],
  deliverable: {
    kind: "blockLegend",
    description: "One row of your legend: the block (1–50), its glyph, and a short reason.",
    fields: [
      {
        id: "block",
        label: "Block",
        type: "choice",
        help: "The 24-chapter block this glyph stands for.",
        options: bibleBlocks.map((b) => ({ value: String(b.number), label: `${b.number} · ${b.label}` })),
      },
      {
        id: "glyph",
        label: "Glyph",
        type: "text",
        help: "One glyph, 12 characters at most: a symbol (↻), a pictogram (crown), ONE capital word (EXILE) or a code (@Mo).",
      },
      {
        id: "glyphKind",
        label: "Kind of glyph",
        type: "choice",
        optional: true,
        help: "Which kind of glyph you chose (see the table of glyph kinds).",
        options: [
          { value: "symbol", label: "Symbol" },
          { value: "pictogram", label: "Pictogram" },
          { value: "word", label: "Word" },
          { value: "code", label: "Letter code" },
        ],
      },
      {
        id: "rationale",
        label: "Rationale",
        type: "text",
        help: "One or two sentences: the block's dominant movement and why the glyph captures it.",
      },
    ],
  },
  autoCheck: [
    { rule: "choice", field: "block" },
    { rule: "required", field: "glyph" },
    { rule: "maxChars", field: "glyph", max: 12 },
    { rule: "sentences", field: "rationale", min: 1, max: 2 },
    { rule: "words", field: "rationale", max: 50 },
  ],
  pitfalls: [
    "Several glyphs for one block: the legend only works if each block returns one mark.",
    "Complex pictures: a glyph is a sign you can write in two seconds, not a scene (that is a 24FPS frame).",
    "Changing glyphs between reviews: every change erases what you had memorised.",
    "A rationale that retells every chapter: name the dominant movement in one or two sentences.",
    "Ignoring the block's edges: a block that crosses into a new book often needs a glyph that bridges both.",
  ],
  example: {
    title: "Block 10: the downward spiral",
    refs: ["Judges 6-1 Samuel 4"],
    body: 'Block 10 runs from Judges 6 to 1 Samuel 4. Glyph: "↻". Rationale: the cycle of apostasy, oppression and deliverer spirals downward from Gideon to Samson and the chaos of the last chapters of Judges, until Eli\'s house falls and the ark is taken. Ruth sits inside the block as a bright turn of the spiral, but the dominant movement is the cycle.',
  },
  examplePool: [
    {
      refs: ["1 Samuel 5-28"],
      body: 'Block 11 (1 Samuel 5–28). Glyph: "⇅". Israel asks for a king and Saul rises, then sinks as the anointed shepherd David rises, until Saul ends up at the witch of Endor. The double arrow holds both careers in one mark.',
    },
    {
      refs: ["2 Samuel 22-1 Kings 21"],
      body: "Block 13 (2 Samuel 22 – 1 Kings 21). Glyph: a pictogram of a temple. David's last songs lead to Solomon building the house of the LORD at the centre of the block, and after it the kingdom splits and slides toward Ahab, Jezebel and Naboth's vineyard.",
    },
    {
      refs: ["2 Kings 24-1 Chronicles 22"],
      body: 'Block 15 (2 Kings 24 – 1 Chronicles 22). Glyph: "↺". Jerusalem falls and Judah goes into exile, and then Chronicles rewinds the story to Adam and retells it through David. The rewind arrow captures the block\'s strange shape.',
    },
    {
      refs: ["Ezra 6-Esther 6"],
      body: "Block 18 (Ezra 6 – Esther 6). Glyph: a pictogram of a wall. The temple is finished and Ezra teaches the law, but the heart of the block is Nehemiah rebuilding Jerusalem's walls, while in Persia Esther stands in the gap for her people.",
    },
    {
      refs: ["Esther 7-Job 20"],
      body: 'Block 19 (Esther 7 – Job 20). Glyph: "⚖". Haman is hanged on the gallows he built for Mordecai, and Job\'s friends weigh his sufferings on scales of their own making. One pair of scales spans two very different books.',
    },
    {
      refs: ["Psalms 99-122"],
      body: 'Block 25 (Psalms 99–122). Glyph: "WORD". Psalm 119, the longest chapter of the Bible, celebrates the word of God in 176 verses and dominates the block, which ends as the songs of degrees begin to climb toward Jerusalem.',
    },
    {
      refs: ["Isaiah 18-41"],
      body: 'Block 30 (Isaiah 18–41). Glyph: an eagle. Burdens on the nations, the Assyrian siege and Hezekiah\'s sickness fill most of the block, but chapter 40 lifts it with "Comfort ye" and wings as eagles. The glyph remembers where the block turns.',
    },
    {
      refs: ["Ezekiel 15-38"],
      body: "Block 35 (Ezekiel 15–38). Glyph: \"BONES\". News of Jerusalem's fall reaches the exiles, and then God promises a new heart and breathes life into a valley of dry bones. One word pins the block's most famous vision.",
    },
    {
      refs: ["Hosea 3-Amos 9"],
      body: "Block 37 (Hosea 3 – Amos 9). Glyph: \"LOCUST\". Locusts strip the land in Joel and appear again in Amos's visions, and both books call Israel back before the day of the LORD. Hosea's redeemed bride stands at the gate of the block.",
    },
    {
      refs: ["John 12-Acts 14"],
      body: 'Block 43 (John 12 – Acts 14). Glyph: "+". The cross stands at the centre: the upper room, Calvary and the empty tomb in John, and then the witnesses of the risen Christ carry the message from Jerusalem to the Gentile cities of Paul\'s first journey.',
    },
    {
      refs: ["Acts 15-Romans 10"],
      body: 'Block 44 (Acts 15 – Romans 10). Glyph: "ROME". Paul\'s journeys bend toward Rome, and the block ends inside his letter to the Romans, in the gospel he was not ashamed to preach there.',
    },
    {
      refs: ["1 Peter 2-Revelation 9"],
      body: 'Block 49 (1 Peter 2 – Revelation 9). Glyph: "7". The letters of Peter, John and Jude give way to the seven churches, the seven seals and the first six trumpets. A single numeral is enough to hold the block.',
    },
    {
      refs: ["Revelation 10-22"],
      body: 'Block 50 (Revelation 10–22, 13 chapters). Glyph: "3H". The letter code for the third heaven marks the final horizon: the last conflict, the judgments, the second coming, and the new heaven and new earth.',
    },
  ],
  practicePrompts: [
    {
      id: "br-p1",
      text: "Choose a glyph for block 1 (Genesis 1–24) and defend it in two sentences.",
      refs: ["Genesis 1-24"],
    },
    { id: "br-p2", text: "Give block 21 (Psalms 3–26) a one-word glyph.", refs: ["Psalms 3-26"] },
    {
      id: "br-p3",
      text: "Write glyphs for blocks 39–42, which cross from the last prophets into the Gospels.",
      refs: ["Zechariah 2-Matthew 7", "Matthew 8-Mark 3", "Mark 4-Luke 11", "Luke 12-John 11"],
    },
    {
      id: "br-p4",
      text: "Complete your legend for blocks 1–10, recite it from memory, and replace any glyph that failed to return.",
      refs: ["Genesis 1-1 Samuel 4"],
    },
  ],
  masterTasks: [
    {
      id: "br-m3",
      level: 3,
      kind: "reflection",
      prompt:
        "Recite your whole legend of 50 glyphs from memory. Where did it break down, and why? Reflect on what seeing the whole Bible from the air has changed in how you read a single chapter.",
    },
    {
      id: "br-m4",
      level: 4,
      kind: "teaching",
      prompt:
        "Explain Bible Rendered to a beginner using block 10 (Judges 6 – 1 Samuel 4). State the core question, show how the blocks are cut, how to choose one glyph and write its rationale, and how the legend lets you place any chapter.",
    },
    {
      id: "br-m5",
      level: 5,
      kind: "application",
      prompt:
        "Take block 43 (John 12 – Acts 14). Give it a glyph (BR), make 24FPS frames for John 19, John 20 and Acts 2, and beat out Acts 2 (SR). Show how the glyph, the frames and the beats nest inside one another.",
    },
  ],
  referenceLists: ["bibleBlocks", "glyphKinds"],
};
