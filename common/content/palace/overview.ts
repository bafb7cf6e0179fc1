// The room overviews: the only room content the client bundle carries (palace home, floor pages, locked rooms).
// Full room bodies come from the API according to the member's plan; room files spread these records.
import type { RoomId, RoomOverview } from "./types";

export const roomOverviews: readonly RoomOverview[] = [
  {
    id: "sr",
    tag: "SR",
    name: "Story Room",
    floor: 1,
    position: 1,
    icon: "📖",
    time: "standard",
    purpose:
      "Turns a narrative into a short chain of remembered scenes so it can be retold without the page. Sequence comes before meaning: every later room assumes the student already knows the plot.",
    coreQuestion: "What happens, and in what order?",
  },
  {
    id: "ir",
    tag: "IR",
    name: "Imagination Room",
    floor: 1,
    position: 2,
    icon: "👁️",
    time: "quick",
    purpose:
      "Turns a passage into an experienced memory by entering it with a sanctified imagination through all five senses. Experienced scenes stick where information fades; the discipline is to stay inside what the text and its world allow.",
    coreQuestion: "What would I see, hear, touch, smell and taste if I stood inside this scene?",
  },
  {
    id: "24fps",
    tag: "24",
    name: "24FPS Room",
    floor: 1,
    position: 3,
    icon: "🎬",
    time: "quick",
    purpose:
      "Gives each of the Bible's 1,189 chapters one vivid frame — like a single frame of film — so a chapter reference summons an image and the image returns the reference. This is memory engineering: the frame is a hook, not a summary or a doctrine.",
    coreQuestion: "What single picture will call this chapter to mind instantly?",
  },
  {
    id: "br",
    tag: "BR",
    name: "Bible Rendered",
    floor: 1,
    position: 4,
    icon: "🗺️",
    time: "deep",
    purpose:
      "An aerial map of the whole Bible: the 1,189 chapters are cut into 50 blocks of 24 and each block gets one glyph. Reciting the glyphs in order lets a student hold the whole storyline at once and place any chapter inside it.",
    coreQuestion: "What one symbol sums up this 24-chapter block?",
  },
  {
    id: "tr",
    tag: "TR",
    name: "Translation Room",
    floor: 1,
    position: 5,
    icon: "🎨",
    time: "standard",
    purpose:
      "Converts words and abstractions into pictures, which are easier to remember and to teach. The student translates the Bible's own imagery rather than inventing new metaphors.",
    coreQuestion: "What does this verse, passage or book look like?",
  },
  {
    id: "gr",
    tag: "GR",
    name: "Gems Room",
    floor: 1,
    position: 6,
    icon: "💎",
    time: "standard",
    purpose:
      'Places 2–4 texts from different contexts next to each other until they illuminate one another, yielding a rare, usable insight — a "gem". Gems are collected for preaching, teaching and apologetics.',
    coreQuestion: "What truth shines out when these separate texts are set side by side?",
  },
  {
    id: "or",
    tag: "OR",
    name: "Observation Room",
    floor: 2,
    position: 7,
    icon: "🔍",
    time: "standard",
    purpose:
      "Trains the student to read out of the text before reading into it, by producing a long numbered list of plain observations — the raw data every interpretive room later uses.",
    coreQuestion: "What is actually on the page?",
  },
  {
    id: "dc",
    tag: "DC",
    name: "Def-Com Room",
    floor: 2,
    position: 8,
    icon: "🧪",
    time: "standard",
    purpose:
      "Fixes the meaning of key words in their original language and culture, then consults trusted commentators without letting them overrule the text.",
    coreQuestion:
      "What did these words mean to the first hearers, and what have careful interpreters noticed?",
  },
  {
    id: "st",
    tag: "ST",
    name: "Symbols/Types Room",
    floor: 2,
    position: 9,
    icon: "🔗",
    time: "standard",
    purpose:
      "Builds a personal dictionary of God's symbols: each image is traced through the canon — assuming God uses His imagery consistently — and its fulfilment in Christ located. Every card becomes a reusable interpretive key.",
    coreQuestion:
      "What does this symbol consistently mean across the Bible, and how is it fulfilled in Christ?",
  },
  {
    id: "qr",
    tag: "QR",
    name: "Questions Room",
    floor: 2,
    position: 10,
    icon: "❓",
    time: "standard",
    purpose:
      "Interrogates the text; the quality of the questions sets the depth of understanding. The question map becomes the work list for the Q&A Room.",
    coreQuestion: "What must I ask — inside the passage, across Scripture, and through the palace?",
  },
  {
    id: "qa",
    tag: "QA",
    name: "Q&A Chains Room",
    floor: 2,
    position: 11,
    icon: "💬",
    time: "deep",
    purpose:
      "Answers the strongest QR questions with chains of Scripture instead of opinion — Scripture interpreting Scripture — so conclusions can be shown to someone else, not merely asserted.",
    coreQuestion: "Where does Scripture itself answer this question?",
  },
  {
    id: "nf",
    tag: "NF",
    name: "Nature Freestyle",
    floor: 3,
    position: 12,
    icon: "🌿",
    time: "quick",
    purpose:
      "Reads creation as a sermon (Rom 1:20), as Jesus did with seeds, birds and lilies, and scatters memory triggers through the physical world so that an ordinary walk becomes review.",
    coreQuestion: "What does this thing in creation teach about God and His Word?",
  },
  {
    id: "pf",
    tag: "PF",
    name: "Personal Freestyle",
    floor: 3,
    position: 13,
    icon: "📓",
    time: "standard",
    purpose:
      "Reads one's own story in the light of biblical narratives to discern patterns, warnings and encouragements, and to bank honest testimony. Scripture stays the main story; this is not therapy journaling.",
    coreQuestion: "Where is God writing biblical lessons into the events of my life?",
  },
  {
    id: "bf",
    tag: "BF",
    name: "Bible Freestyle",
    floor: 3,
    position: 14,
    icon: "🧬",
    time: "quick",
    purpose:
      "Makes the student a human cross-reference system who can name, on the spot, the verses sharing a verse's theological DNA: **brothers** (nearly the same statement — parallels, quotations) and **cousins** (the same theme from another angle). The output is linked verses, not essays.",
    coreQuestion: "Which verses are this verse's theological relatives?",
  },
  {
    id: "hf",
    tag: "HF",
    name: "History/Social Freestyle",
    floor: 3,
    position: 15,
    icon: "📜",
    time: "standard",
    purpose:
      'Uses secular history, society, politics and current events as gospel illustrations and warnings — with Scripture interpreting culture, never the reverse. "There is no new thing under the sun" (Eccl 1:9) guards against chronological snobbery.',
    coreQuestion:
      "How does this secular event, trend or phenomenon illustrate a biblical pattern, warning or principle?",
  },
  {
    id: "lr",
    tag: "LR",
    name: "Listening Room",
    floor: 3,
    position: 16,
    icon: "👂",
    time: "quick",
    purpose:
      "Turns passive hearing into active capture: catching biblical echoes in sermons, conversation, podcasts and songs, verifying them and obeying them (Jas 1:22-25). It also trains discernment against misquotation.",
    coreQuestion: "Which verse or principle does what I just heard echo — and what will I do about it?",
  },
  {
    id: "cr",
    tag: "CR",
    name: "Concentration Room",
    floor: 4,
    position: 17,
    icon: "✝️",
    time: "standard",
    purpose:
      "A working Christology: name what Christ is doing in a passage through His threefold office (rooted in Deut 17–18; long taught in Reformed theology). Where CEC finds *where* Christ is, CR asks *what He is doing*.",
    coreQuestion:
      "Which of Christ's offices — Prophet, Priest or King — is active here, and how does that shape interpretation and application?",
  },
  {
    id: "dr",
    tag: "DR",
    name: "Dimensions Room",
    floor: 4,
    position: 18,
    icon: "💠",
    time: "standard",
    purpose:
      "Treats each text as a diamond with five faces, preventing one-dimensional readings. The literal face grounds the rest, Christ is the centre, and the last three faces apply what the first two establish.",
    coreQuestion:
      "How does this text speak at once to history, to Christ, to me, to the church and to eternity?",
  },
  {
    id: "c6",
    tag: "C6",
    name: "Connect-6",
    floor: 4,
    position: 19,
    icon: "📚",
    time: "deep",
    purpose:
      "Builds cross-genre synthesis: a truth is confirmed and enriched when prophecy, parable, epistle, history, gospel and poetry are heard together, each read by its own rules. It guards against building doctrine from one genre alone.",
    coreQuestion:
      "How does this truth sound in each of Scripture's six genres, and what does each genre add?",
  },
  {
    id: "trm",
    tag: "TRm",
    name: "Theme Room",
    floor: 4,
    position: 20,
    icon: "🏛️",
    time: "quick",
    purpose:
      "Gives the palace its architecture: every text is placed on one of six structural spans — four walls, a floor and a ceiling — so that texts on the same span can be compared and built into a coherent whole.",
    coreQuestion: "Which load-bearing theme of the palace does this passage mainly stand on?",
  },
  {
    id: "tz",
    tag: "TZ",
    name: "Time Zone",
    floor: 4,
    position: 21,
    icon: "⏰",
    time: "quick",
    purpose:
      "A lens, not a timeline: naming the zone a text speaks from clarifies what it claims and keeps heaven's activity distinct from earth's history. (The historical timeline belongs to the Prophecy Room.)",
    coreQuestion: "From which zone — earth or heaven; past, present or future — does this text speak?",
  },
  {
    id: "prm",
    tag: "PRm",
    name: "Patterns Room",
    floor: 4,
    position: 22,
    icon: "🎵",
    time: "standard",
    purpose:
      "Trains the ear for Scripture's recurring structural motifs — larger than a type, broader than a pair — so the student learns to anticipate how God acts.",
    coreQuestion: "Which motif recurs three or more times, and what does it reveal about God's ways?",
  },
  {
    id: "par",
    tag: "P‖",
    name: "Parallels Room",
    floor: 4,
    position: 23,
    icon: "🪞",
    time: "standard",
    purpose:
      "Pairwise comparison, usually Old Testament ↔ New: what echoes and what escalates. It shows the continuity of God's methods and the greater fulfilment in Christ, which is valuable in apologetics.",
    coreQuestion: "Which two events mirror each other, and how does the second echo and surpass the first?",
  },
  {
    id: "frt",
    tag: "FRt",
    name: "Fruit Room",
    floor: 4,
    position: 24,
    icon: "🍇",
    time: "quick",
    purpose:
      "The interpretive conscience (Matt 7:16). Readings that breed pride, fear, despair, judgmentalism or license must be revisited; bad fruit often signals a neglected balancing truth rather than outright error.",
    coreQuestion:
      "What fruit does this interpretation produce in heart, attitude and action — Christlike or toxic?",
  },
  {
    id: "bl",
    tag: "BL",
    name: "Blue Room (Sanctuary)",
    floor: 5,
    position: 25,
    icon: "⛪",
    time: "standard",
    purpose:
      "Treats the sanctuary as God's blueprint of the plan of salvation: the path from gate to ark traces the believer from justification to glorification. Tagging texts with their place in the sanctuary makes doctrine, prophecy and narrative fit together.",
    coreQuestion:
      "Which sanctuary article, service or space does this text map to, and how does it reveal Christ's ministry?",
  },
  {
    id: "pr",
    tag: "PR",
    name: "Prophecy Room",
    floor: 5,
    position: 26,
    icon: "🔮",
    time: "deep",
    purpose:
      "Reads Daniel and Revelation as one coherent outline fulfilled in real history: each vision repeats and enlarges the same span. The room rejects both preterism (all past) and futurism (all future).",
    coreQuestion:
      "What does this prophetic symbol stand for on the historicist timeline, and how does it line up with the parallel visions?",
  },
  {
    id: "3a",
    tag: "3A",
    name: "Three Angels Room",
    floor: 5,
    position: 27,
    icon: "👼",
    time: "standard",
    purpose:
      '"Mission control": shows how doctrine fuels an urgent, worldwide, final proclamation, beginning with the everlasting gospel.',
    coreQuestion:
      "How does this passage proclaim or connect with the three angels' messages of Revelation 14:6-12?",
  },
  {
    id: "fe",
    tag: "FE",
    name: "Feasts Room",
    floor: 5,
    position: 28,
    icon: "🎊",
    time: "standard",
    purpose:
      "Reads Leviticus 23 as enacted prophecy: the spring feasts met their fulfilment at the first advent; the autumn feasts are being, or will be, fulfilled around the second.",
    coreQuestion:
      "Which feast does this passage fulfil, foreshadow or echo, and what does that show about Christ's redemptive timetable?",
  },
  {
    id: "cec",
    tag: "CEC",
    name: "Christ in Every Chapter",
    floor: 5,
    position: 29,
    icon: "👑",
    time: "standard",
    purpose:
      "Every chapter yields a Christ-line (Luke 24:27; John 5:39), building a Christ-map of whole books — found by disciplined methods, never by random allegory.",
    coreQuestion: "Where is Christ in this chapter, and what is He doing?",
  },
  {
    id: "r66",
    tag: "R66",
    name: "Room 66",
    floor: 5,
    position: 30,
    icon: "📿",
    time: "deep",
    purpose:
      "Panoramic theology: one thread traced from Genesis to Revelation, showing the Bible as one story with Christ at its climax.",
    coreQuestion: "How does one theme develop, escalate and reach fulfilment across all 66 books?",
  },
  {
    id: "123h",
    tag: "1H/2H/3H",
    name: "Three Heavens",
    floor: 6,
    position: 31,
    icon: "☁️",
    time: "standard",
    purpose:
      'Many prophecies telescope across several fulfilments. Naming the horizon(s) keeps all of prophecy from collapsing into one era. Each "heaven" pairs a Day of the LORD with a new-earth restoration (1H = DoL¹/NE¹, 2H = DoL²/NE², 3H = DoL³/NE³).',
    coreQuestion: "Which horizon — or horizons — does this prophecy or promise address?",
  },
  {
    id: "cycles",
    tag: "@",
    name: "Eight Cycles",
    floor: 6,
    position: 32,
    icon: "🔄",
    time: "standard",
    purpose:
      "Redemptive history moves as a spiral: every cycle runs the same five beats — **Fall → Covenant → Sanctuary → Enemy → Restoration** — and each echoes and enlarges the one before, until the last cycle ends in new creation.",
    coreQuestion:
      "Which covenant cycle does this narrative belong to, and how does its beat compare with the same beat in other cycles?",
  },
  {
    id: "math",
    tag: "MATH",
    name: "Mathematics Room",
    floor: 6,
    position: 33,
    icon: "🔢",
    time: "standard",
    purpose:
      "God marks redemptive history with exact, dated prophecies. Tying a text to one of six periods anchors it in verifiable history and shows that God keeps time.",
    coreQuestion: "How does this text or story connect to one of the great time prophecies?",
  },
  {
    id: "jr",
    tag: "JR",
    name: "Juice Room",
    floor: 6,
    position: 34,
    icon: "🍊",
    time: "deep",
    purpose:
      "A stress test: run a whole book through the floors and squeeze out 150 words or fewer that show its movement, its Christ-line and its gospel — teachable in 60–90 seconds.",
    coreQuestion:
      "What is the concentrated essence of this whole book once it has passed through the palace?",
  },
  {
    id: "frm",
    tag: "FRm",
    name: "Fire Room",
    floor: 7,
    position: 35,
    icon: "🔥",
    time: "quick",
    purpose:
      "Moves from head to heart after exegesis, so the student meets God through the text (Jer 20:9; 23:29) rather than only studying about Him.",
    coreQuestion:
      "What wound (conviction) or hope (comfort) does this text stir, and how will I answer in prayer?",
  },
  {
    id: "mr",
    tag: "MR",
    name: "Meditation Room",
    floor: 7,
    position: 36,
    icon: "🙏",
    time: "standard",
    purpose:
      "Sustained attention and repetition on a very small portion (Hebrew *hagah*, to murmur) until it is internalised — the opposite of binge reading.",
    coreQuestion: "Which one truth from this phrase will I carry and return to today?",
  },
  {
    id: "srm",
    tag: "SRm",
    name: "Speed Room",
    floor: 7,
    position: 37,
    icon: "⚡",
    time: "quick",
    purpose:
      "Builds recall fluency for live teaching, evangelism and discussion — the palace's scales and arpeggios. Careful work from the other rooms becomes usable reflex.",
    coreQuestion: "Can I produce this knowledge accurately and fast, under time pressure?",
  },
  {
    id: "infinity",
    tag: "∞",
    name: "Reflexive Mastery",
    floor: 8,
    position: 38,
    icon: "♾️",
    time: "deep",
    purpose:
      "The goal of the whole method: the structure becomes invisible instinct (unconscious competence), so that listeners could tell which rooms are in use without being told. Mastery is proven by teaching and audit.",
    coreQuestion: "Am I thinking with the palace's tools without consciously naming the rooms?",
  },
];

const overviewById = new Map<string, RoomOverview>(roomOverviews.map((room) => [room.id, room]));

/** Room ids that older links used; `p||` was not URL-safe. */
export const ROOM_ALIASES: Readonly<Record<string, RoomId>> = { "p||": "par", "p%7C%7C": "par" };

export function resolveRoomId(id: string): RoomId | undefined {
  const direct = overviewById.get(id)?.id;
  return direct ?? ROOM_ALIASES[id.toLowerCase()];
}

export function overviewOf(id: RoomId): RoomOverview {
  const room = overviewById.get(id);
  if (!room) throw new Error(`Unknown room ${id}`);
  return room;
}

export function overviewsOnFloor(floor: number): RoomOverview[] {
  return roomOverviews.filter((room) => room.floor === floor);
}

export function nextRoomOverview(id: RoomId): RoomOverview | undefined {
  return roomOverviews[overviewOf(id).position];
}

export function previousRoomOverview(id: RoomId): RoomOverview | undefined {
  const position = overviewOf(id).position;
  return position > 1 ? roomOverviews[position - 2] : undefined;
}
