import type { PoolExample } from "./types";

// Floor 8 — Master: ∞ Reflexive Mastery. Our own words; one line per method step. Each example is a sample teaching
// audit of a passage the teacher had not studied beforehand.

export const infinity: readonly PoolExample[] = [
  {
    ref: "2 Kings 5:14",
    steps: [
      "A three-minute talk on 2 Kings 5 with no notes: the proud general, the captive girl who speaks up, the prophet who will not come out, the muddy Jordan, seven dips, flesh like a little child's.",
      "Audit: SR (the scenes in order), IR (the brown river and Naaman's anger), OR (the servants speak twice, 5:3 and 5:13), CR/CEC (Christ who cleanses the outsider, Luke 4:27), FRt (humility before healing).",
      "Gaps: no BL (washing and the laver), no DR (the church line: a Gentile healed), no cycle named. Drill the Blue Room and the Dimensions Room this week.",
      "Taught again a week later on Luke 17:11-19 (the ten lepers): the laver and the Gentile line came in without naming any room.",
      "A study partner read the transcript and tagged SR, IR, BL, DR and FRt; we matched on four, and she heard a Christ-line that I had not noticed I used.",
    ],
    insights: [
      "Audits often show that Christ is present but the sanctuary is missing, or the reverse.",
      "The partner's tags test whether the rooms are audible to a listener.",
    ],
    takeaway: "Teach first, audit afterwards, and drill the rooms you did not use.",
  },
  {
    ref: "Luke 19:5",
    steps: [
      "A children's talk on Zacchaeus with no preparation: the short man, the sycamore tree, Jesus stopping and calling him by name, the dinner, the fourfold repayment.",
      'Audit: SR (tree → call → house → restitution), IR (the crowd, the climb), QR ("why did Jesus choose his house?"), GR (Luke 19:10 with Ezekiel 34:16), FRt (joy rather than shame).',
      "Gaps: no DC (what a chief publican was), no CR (Christ as the seeking Shepherd-King), no PRm. Drill Def-Com and the Concentration Room.",
      "Taught again to adults: the background of tax collectors and Christ's office came in naturally.",
      "A partner tagged SR, IR, DC, CR and GR; we differed on QR, which I used and she did not hear, so I will make the question audible next time.",
    ],
    insights: [
      "A room used silently may be invisible to a listener; the aim is rooms heard, not named.",
      "Gaps become a short drill list, not a discouragement.",
    ],
    takeaway: "Compare your tags with a listener's to see what actually came across.",
  },
  {
    ref: "Mark 5:34",
    steps: [
      "A five-minute devotional on the woman who touched the hem, given without notes to a small group.",
      'Audit: SR (twelve years, physicians, the touch, the question, the confession, the blessing), OR (twelve years here and a twelve-year-old girl in the same chapter, 5:42), IR (the press of the crowd), PRm (interrupted journeys that end in life), CEC (Christ the healer who calls her "Daughter").',
      "Gaps: no BL (uncleanness and the laws of Leviticus 15), no DR. Drill the Blue Room on cleansing laws.",
      "Taught again at a hospital visit, on Mark 1:40-42: the cleansing background and the personal line came in without effort.",
      "A partner tagged SR, OR, BL and CEC; she heard BL because I explained the uncleanness, which I had not tagged myself.",
    ],
    insights: [
      "The partner sometimes hears a room you used without noticing.",
      "Repeating the audit on a new passage shows whether a drilled room has become natural.",
    ],
    takeaway: "Mastery is when the rooms are audible but not announced.",
  },
  {
    ref: "Habakkuk 3:17-18",
    steps: [
      'A short talk at a funeral on "Although the fig tree shall not blossom ... yet I will rejoice in the LORD", with no notes.',
      "Audit: OR (six losses listed), C6 (Hebrew poetry, read without literalising), FRm (grief and hope named), MR (one line to carry), TZ (E-Now, with a glance at E-Fu).",
      "Gaps: no Christ-line, no context of the book's movement. Drill Christ in Every Chapter and the Juice Room on Habakkuk.",
      "Taught again on Psalm 73: the book's movement and the Christ-line came in, and the grief was still honoured.",
      "A partner tagged OR, C6, FRm and CEC; she noticed the Christ-line this time and missed the Meditation Room, which I used in the closing line.",
    ],
    insights: [
      "In pastoral moments the missing room is often the Christ-line; the audit catches it.",
      "The Juice Room's work on the whole book supplies the context a single verse needs.",
    ],
    takeaway: "Audit even your most heartfelt talks.",
  },
  {
    ref: "John 20:16",
    steps: [
      "An unplanned Sabbath school lesson on Mary Magdalene at the tomb.",
      "Audit: SR (stone, run, weeping, the gardener, her name), IR (early morning, dark), OR (she turns twice, 20:14 and 20:16), PRm (a meeting in a garden, recalling Eden), CR/CEC (the risen Lord calls His sheep by name, John 10:3).",
      "Gaps: no FE (Firstfruits, the day of the resurrection), no 3A, no DR. Drill the Feasts Room.",
      "Taught again the next month on Luke 24:13-35: Firstfruits and the Emmaus walk came together without announcing the room.",
      "A partner tagged SR, IR, ST and CEC, hearing ST where I had compared the garden to Eden; we agreed that PRm was a reach.",
    ],
    insights: [
      "The audit also exposes forced links: a pattern named but not really present.",
      "Agreement with a partner on what was a reach keeps the method honest.",
    ],
    takeaway: "An audit corrects overuse of rooms as well as underuse.",
  },
];
