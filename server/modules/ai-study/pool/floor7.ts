import type { PoolExample } from "./types";

// Floor 7 — Spiritual & Emotional: FRm, MR, SRm. Our own words; one line per method step of each room. Fire Room
// and Meditation Room lines are written as a member's sample record.

export const frm: readonly PoolExample[] = [
  {
    ref: "Psalm 139:23-24",
    steps: [
      "Psalm 139:23-24, studied last week in the Observation Room: the psalm moves from God's knowledge of me to my request to be searched.",
      'Read aloud, slowly. "Search me ... know my thoughts" stops me: I would rather God knew me less.',
      "The wound: anxious thoughts I hide even from myself, about money and about what others think of me.",
      "Lord, search me. You already know my anxious thoughts; I give You permission to show them to me, and I ask You to lead me in the way everlasting instead of the way of worry.",
      "The psalm stirred fear of being known, and I answered by asking to be searched. I will name one anxious thought to God each evening this week.",
    ],
    insights: [
      "The text was studied first, so the stirring rests on what it means, not on a mood.",
      "Naming the wound specifically turns a general feeling into something God can answer.",
    ],
    takeaway: "Let the text touch the heart, name what it touches, then pray it back.",
  },
  {
    ref: "Isaiah 43:2",
    steps: [
      'Isaiah 43:1-2, studied in the Dimensions Room: God speaks to Israel facing exile, "Fear not: for I have redeemed thee".',
      'Read slowly, pausing at "when thou passest through the waters, I will be with thee"; the word "when", not "if", holds me.',
      "The hope: I am in deep water with a sick parent, and God has not promised to remove the water but to be with me in it.",
      "Lord, You have called me by name. I am passing through the waters; be with me in them, as You promised, and do not let the rivers overflow me.",
      "The text stirred hope in a hard season. I answered by praying it back and I will read verse 2 each morning at the hospital.",
    ],
    insights: [
      "The hope is specific and tied to the promise's own words.",
      '"When" is a realistic word: the promise assumes trouble will come.',
    ],
    takeaway: "Comfort that rests on the text's words lasts longer than a feeling.",
  },
  {
    ref: "Luke 22:61",
    steps: [
      "Luke 22:54-62, studied in the Story Room: Peter's three denials in the high priest's courtyard.",
      'Read aloud. "The Lord turned, and looked upon Peter" stops me; I imagine the look.',
      "The wound: I have stayed silent about Jesus at work to keep people's approval, more than once.",
      "Lord Jesus, You looked at Peter and he wept. Look at me too: I have denied You by silence. Forgive me, and give me a quiet courage to say that I belong to You.",
      "The look of Jesus convicted me of my silences, and I answered with confession. Tomorrow I will answer honestly if I am asked about my faith.",
    ],
    insights: [
      "The look was not recorded as angry; conviction in this room leads to tears that heal, as Peter's did (John 21:15-17).",
      "The wound is named as a habit, not only as a single event.",
    ],
    takeaway: "Conviction is a gift when it ends in prayer and a plan.",
  },
  {
    ref: "Romans 5:8",
    steps: [
      'Romans 5:6-11, studied in the Def-Com Room: "commendeth" means shows, proves.',
      'Read slowly three times; "while we were yet sinners" keeps stopping me.',
      "The hope: on the days I feel most unworthy, God's love was already proved before I did anything.",
      "Father, thank You that You proved Your love while I was still a sinner. When I feel unworthy, remind me that Christ died for me as I was.",
      "The verse stirred hope against my sense of unworthiness, and I answered with thanks. I will write it on a card for my desk.",
    ],
    insights: [
      "The hope is tied to a word the Def-Com Room defined: God proved His love.",
      "The Fire Room keeps the heart record short: one to three sentences.",
    ],
    takeaway: "What the mind has studied, the heart can now receive.",
  },
  {
    ref: "Revelation 3:17",
    steps: [
      "Revelation 3:14-22, studied in the Prophecy Room: the message to Laodicea, the last church.",
      'Read aloud. "Thou sayest, I am rich ... and knowest not that thou art wretched" unsettles me.',
      "The wound: I assume I am spiritually fine because I am busy at church, while I have not prayed alone in weeks.",
      "Lord, I say I am rich and You say I am poor. I buy of You gold tried in the fire; open my eyes, and come in to eat with me, as You offered at the door.",
      "The text exposed a self-satisfied heart, and I answered by opening the door. Each morning this week I will pray before I do anything at church.",
    ],
    insights: [
      "The same passage that wounds also heals: counsel, eye salve and the knock at the door (3:18-20).",
      "The wound is specific and honest, not a vague sense of guilt.",
    ],
    takeaway: "Let the rebuke and the invitation in the same passage both be heard.",
  },
];

export const mr: readonly PoolExample[] = [
  {
    ref: "Psalm 46:10",
    steps: [
      '"Be still, and know that I am God" (eight words).',
      '"Be still": stop striving. "And know": not only feel, but know. "That I am God": He is, and I am not.',
      'Breathing in: "Be still, and know"; breathing out: "that I am God".',
      "The psalm's setting: waters roaring, nations raging (46:3, 6), and God speaking into the noise. In my day: the moment before opening my email.",
      "Repeated fifteen times, in a whisper, before work.",
      "The one truth: He is God, so I can stop fighting what only He can do. I will return to it each time I open my inbox today.",
    ],
    insights: [
      "The breath split follows the phrase's own two halves.",
      "Picturing the psalm's storm keeps the stillness from being mere relaxation.",
    ],
    takeaway: "One phrase, breathed and repeated, can carry a whole day.",
  },
  {
    ref: "Psalm 23:1",
    steps: [
      '"The LORD is my shepherd; I shall not want" (nine words).',
      '"The LORD": the covenant name. "Is my shepherd": present and personal. "I shall not want": the conclusion, not the condition.',
      'Breathing in: "The LORD is my shepherd"; breathing out: "I shall not want".',
      "David on a hillside with his father's sheep, then me in the queue at the supermarket, worried about the bill.",
      "Repeated twelve times, aloud, on the walk to work.",
      "The one truth: because He is my shepherd, what I truly need will not be missing. I will return to it at each meal today.",
    ],
    insights: [
      '"I shall not want" follows from "my shepherd": the order of the phrases is the logic.',
      "Visualising my own day applies the scene without changing it.",
    ],
    takeaway: "Meditation lingers until the phrase's logic becomes my own.",
  },
  {
    ref: "Philippians 4:4",
    steps: [
      '"Rejoice in the Lord alway: and again I say, Rejoice" (ten words).',
      '"Rejoice": a command, not a feeling. "In the Lord": the place of joy. "Alway": no exceptions. "And again I say": Paul repeats it because he knows we need it twice.',
      'Breathing in: "Rejoice in the Lord alway"; breathing out: "and again I say, Rejoice".',
      "Paul writing in chains in Rome (Philippians 1:13); me in a hospital waiting room.",
      "Repeated twenty times, silently, during the wait.",
      "The one truth: joy in the Lord is possible in chains, because its source is not my circumstances. I will return to it at every delay today.",
    ],
    insights: [
      "The command is given by a prisoner, which makes it credible.",
      '"In the Lord" is the phrase that keeps the command from being cruel.',
    ],
    takeaway: "Find the phrase that makes the command possible.",
  },
  {
    ref: "Lamentations 3:22",
    steps: [
      '"It is of the LORD\'s mercies that we are not consumed" (ten words).',
      '"It is of the LORD\'s mercies": the reason. "That we are not consumed": the result. The phrase is spoken among ruins.',
      'Breathing in: "It is of the LORD\'s mercies"; breathing out: "that we are not consumed".',
      "Jeremiah in the ashes of Jerusalem, remembering God's mercy anyway; me at the end of a week that went wrong.",
      "Repeated ten times, aloud, before sleep.",
      "The one truth: that I am still standing is mercy, not luck. I will return to it at waking tomorrow, because His mercies are new every morning (3:23).",
    ],
    insights: [
      "Meditation in a lament finds hope where the text finds it.",
      "The plan follows the next verse: morning.",
    ],
    takeaway: "Let the verse after your phrase suggest when to return to it.",
  },
  {
    ref: "John 14:27",
    steps: [
      '"Peace I leave with you, my peace I give unto you" (eleven words).',
      '"Peace I leave": a bequest. "With you": to these disciples, this night. "My peace": His own, the peace He had facing the cross. "I give": a gift, not a wage.',
      'Breathing in: "Peace I leave with you"; breathing out: "my peace I give unto you".',
      "The upper room on the night before the cross; me before a hard conversation with my brother.",
      "Repeated fifteen times, in a whisper, in the car.",
      "The one truth: Christ gives me His own peace, the peace He had facing the cross. I will return to it at the door before I knock.",
    ],
    insights: [
      "The setting, the night before the cross, shows what kind of peace is given.",
      "The plan attaches the truth to a concrete moment.",
    ],
    takeaway: "Know where a word was first said, and it carries its weight into your day.",
  },
];

export const srm: readonly PoolExample[] = [
  {
    ref: "Exodus 12:5",
    steps: [
      "Typology: five links from the Passover to Christ.",
      "Two minutes at first; next week, ninety seconds.",
      "Without looking: a lamb without blemish (1 Peter 1:19); slain at Passover (1 Corinthians 5:7); no bone broken (John 19:36); the blood that turns death away (1 Peter 1:2); the meal kept as a memorial, now the Lord's Supper (Luke 22:19). Blank on the date, skipped.",
      "Five links in 1 minute 40: accuracy 5/5, completeness good, time within target.",
      "Weak spot: the date, the 14th of Nisan. Back to the Feasts Room to fix the calendar.",
      "Next sprint at ninety seconds, adding the date as a sixth link; keep the session under ten minutes.",
    ],
    insights: [
      "Skipping a blank keeps the sprint moving, as the method asks.",
      "The weak spot names the room to return to.",
    ],
    takeaway: "A sprint is a diagnosis: score it, then go back to the room it exposes.",
  },
  {
    ref: "John 14:6",
    steps: [
      '"I AM": the seven sayings of John, in order, with references.',
      "Thirty seconds.",
      "Without looking: bread of life (6:35); light of the world (8:12); door (10:9); good shepherd (10:11); resurrection and life (11:25); way, truth and life (14:6); true vine (15:1).",
      "Seven of seven in 28 seconds, one reference hesitated on (the door).",
      "Weak spot: John 10:9 and 10:11 blur together; back to the Christ in Every Chapter Room for John 10.",
      "Repeat at twenty-five seconds tomorrow.",
    ],
    insights: [
      "The order of the sayings follows the Gospel's order, which also reviews its structure.",
      "Two sayings in one chapter are a natural weak spot.",
    ],
    takeaway: "Speed shows what is truly known and what is almost known.",
  },
  {
    ref: "Daniel 7:17",
    steps: [
      "Daniel macro: the kingdom sequence of Daniel 2 and 7.",
      "Sixty seconds.",
      "Without looking: gold head and lion, Babylon; silver chest and bear, Medo-Persia; brass belly and leopard, Greece; iron legs and the dreadful beast, Rome; feet of iron and clay and ten horns, divided Europe; the stone and the everlasting kingdom, God's kingdom.",
      "Six of six in 48 seconds; dates missing for Greece and Rome.",
      "Weak spot: dates. Back to the Prophecy Room's timeline.",
      "Next time, sixty seconds with dates included.",
    ],
    insights: [
      "Pairing Daniel 2 and 7 in one sprint reinforces the parallel visions.",
      "Adding dates makes the next sprint harder without lengthening it.",
    ],
    takeaway: "Tighten a sprint by adding detail, not only by cutting time.",
  },
  {
    ref: "Genesis 3:15",
    steps: [
      "Christ-link: ten links in Genesis, one chapter and one link each.",
      "Three minutes.",
      "Without looking: 3, the seed of the woman; 4, Abel's lamb; 6, the ark with one door; 14, Melchizedek, priest and king; 22, the lamb God provides; 28, the ladder; 37, the beloved son sold; 41, the exalted ruler who feeds the world; 49, Shiloh and the lion of Judah. Chapter 1, blank.",
      "Nine of ten in 2 minutes 50.",
      "Weak spot: Genesis 1 (the Word by whom all things were made, John 1:3). Back to Christ in Every Chapter for Genesis 1–2.",
      "Repeat in two and a half minutes, starting with chapter 1.",
    ],
    insights: [
      "The blank was at the very beginning: the most familiar chapters are often the least linked.",
      "One chapter, one link keeps each answer short.",
    ],
    takeaway: "Sprints reveal gaps in what feels familiar.",
  },
  {
    ref: "Hebrews 9:2",
    steps: [
      "Palace lists: the eight sanctuary articles in order.",
      "Forty-five seconds.",
      "Without looking: gate, bronze altar, laver, lampstand, table of showbread, altar of incense, veil, ark.",
      "Eight of eight in 31 seconds, in order.",
      "No weak spot in the order; add the space for each article (courtyard, Holy Place, Most Holy Place) next time, from the Blue Room.",
      "Next sprint: articles with their spaces in forty-five seconds.",
    ],
    insights: [
      "A clean score is a signal to raise the difficulty.",
      "Lists from the palace are the easiest sprints to check, because the order is fixed.",
    ],
    takeaway: "When a sprint is easy, make it richer.",
  },
];
