// Our default Bible Rendered legend (screens §5.5): one suggested glyph and one sentence for each of the 50 strict
// 24-chapter blocks of bibleBlocks.ts. Offered on /bible-rendered-room as "Use suggestion"; the member's own legend
// is stored on the server. Glyphs are at most 12 characters, the same rule as saveBlockInput.
export interface DefaultBlockGlyph {
  /** Block number, 1–50 (bibleBlocks order). */
  number: number;
  glyph: string;
  /** One sentence: why this glyph calls up the block. */
  sentence: string;
}

const entries: [glyph: string, sentence: string][] = [
  [
    "🌍",
    "The world is made, spoiled and judged, then narrowed to one family of promise as a bride is found for Isaac.",
  ],
  [
    "🪜",
    "Jacob's ladder stands over a block of wrestling, dreams and Joseph's rise from the pit to the palace of Egypt.",
  ],
  [
    "🐑",
    "The Passover lamb marks the escape from Egypt that lies between Jacob's last blessings and the first laws of Sinai.",
  ],
  [
    "⛺",
    "The tabernacle is planned, a golden calf nearly ends the covenant, and the tent is built and its first offerings begin.",
  ],
  [
    "🐐",
    "The two goats of the Day of Atonement sit at the heart of a block about priests, holiness, the feasts and the camp.",
  ],
  [
    "🐍",
    "The bronze serpent lifted on a pole recalls forty years of complaint, judgment and mercy, with Balaam looking on.",
  ],
  [
    "👂",
    "Moses calls the new generation to hear and to love the Lord with all their heart before they cross over.",
  ],
  [
    "🌊",
    "Moses blesses the tribes and dies on the mountain, and Israel crosses the parted Jordan into the land.",
  ],
  ["🎺", "Trumpets bring Jericho's walls down and open the conquest that runs on to the song of Deborah."],
  [
    "🏺",
    "Gideon's broken jars begin the cycle of the judges, then Ruth's loyalty and Samuel's birth come before the ark is lost.",
  ],
  [
    "🪨",
    "David's sling stone marks the years when Saul falls away and the anointed shepherd waits in the wilderness.",
  ],
  ["👑", "David's crown is won at Hebron, stained by his sin with Bathsheba and shaken by Absalom's revolt."],
  ["🏛️", "Solomon's temple rises, the kingdom splits in two, and Elijah calls down fire on Mount Carmel."],
  [
    "🧥",
    "Elijah's mantle falls to Elisha, the northern kingdom goes into exile, and Judah waits for Josiah's reform.",
  ],
  [
    "⛓️",
    "Babylon's chains close the story of the kings, and the Chronicler starts again with family lines back to Adam.",
  ],
  [
    "🎶",
    "Temple singers and gatekeepers are set in order, the house is dedicated with fire, and the early kings of Judah are weighed.",
  ],
  [
    "📜",
    "Cyrus's decree ends the long decline of Judah's kings and sends the exiles home to lay the temple's foundation.",
  ],
  [
    "🧱",
    "Nehemiah's rebuilt wall stands between the finished temple and Esther's brave approach to the Persian king.",
  ],
  [
    "Ashes",
    "Haman hangs on his own gallows, then Job sits in the ashes answering friends who misread his suffering.",
  ],
  [
    "🌪️",
    "The Lord answers Job out of the whirlwind, and the Psalter opens with the blessed man and the anointed King.",
  ],
  [
    "Shepherd",
    "The forsaken cry of Psalm 22 and the shepherd of Psalm 23 sit side by side among David's prayers.",
  ],
  [
    "🦌",
    "The thirsty deer of Psalm 42 pictures the longing for God that runs through these songs of trust and refuge.",
  ],
  [
    "🧼",
    "David's prayer to be washed clean in Psalm 51 opens a run of laments and songs about God's rule over the nations.",
  ],
  [
    "🏰",
    "Psalm 91's refuge and fortress anchors a block that moves from Israel's history to a new song for the earth.",
  ],
  [
    "🪔",
    "Psalm 119's lamp for the feet fills the middle of this block, ringed by songs of thanks and of going up to Zion.",
  ],
  [
    "⛰️",
    "The songs of ascent climb toward Jerusalem, then Psalm 139 confesses that God knows every step of the climber.",
  ],
  [
    "🐜",
    "The last hallelujahs give way to Proverbs, where even the ant is sent to teach the sluggard to work.",
  ],
  [
    "💨",
    "Ecclesiastes' passing breath sits between the closing sayings of Proverbs and the first lines of the Song.",
  ],
  [
    "🌹",
    "The rose of Sharon opens a block that moves from the Song into Isaiah's vision of the throne and the promised child.",
  ],
  [
    "🦅",
    "Those who wait on the Lord rise on eagles' wings as Isaiah turns from oracles of judgment to words of comfort.",
  ],
  [
    "Servant",
    "The suffering Servant of Isaiah 53 is the centre of this block of comfort, invitation and promised new creation.",
  ],
  [
    "Potter",
    "Jeremiah is called as a youth and sent to the potter's house to see how God reshapes a people.",
  ],
  [
    "🤝",
    "The new covenant of Jeremiah 31 shines out among burned scrolls, a muddy cistern and Jerusalem's fall.",
  ],
  [
    "Wheels",
    "Ezekiel sees the living creatures and their wheels after Jeremiah's last oracles and the tears of Lamentations.",
  ],
  [
    "🦴",
    "The valley of dry bones rising to life is the picture for Ezekiel's middle chapters of judgment and renewal.",
  ],
  [
    "🦁",
    "Ezekiel's measured temple gives way to Daniel in the lions' den and his visions of the kingdoms, then Hosea's marriage.",
  ],
  [
    "🦗",
    "Joel's locust army sits between Hosea's faithful love for an unfaithful wife and Amos's plumb line held against Israel.",
  ],
  [
    "🐋",
    "Jonah's great fish leads the run of short prophets from Obadiah to Zechariah's first night vision.",
  ],
  [
    "⭐",
    "The star over Bethlehem joins the last prophets' promises to the birth, baptism and first sermon of Jesus.",
  ],
  ["✝️", "The cross and empty tomb close Matthew's account before Mark begins again at the Jordan."],
  [
    "🌱",
    "The sower's seed opens Mark's parables, and the block runs on through Luke's nativity to the good Samaritan.",
  ],
  [
    "🍞",
    "Luke's lost son comes home, and John's bread of life feeds the crowd before Lazarus walks out of the tomb.",
  ],
  [
    "🕊️",
    "The Spirit comes at Pentecost, between Jesus's farewell in John and Paul's first missionary journey.",
  ],
  [
    "⛵",
    "Paul's voyages and shipwreck carry the gospel toward Rome, where his letter sets out righteousness by faith.",
  ],
  [
    "❤️",
    "The grafted olive tree of Romans and the love chapter of 1 Corinthians mark this block of letters to divided churches.",
  ],
  [
    "🛡️",
    "The armour of God in Ephesians caps a block about new covenant glory, freedom in Christ and one body.",
  ],
  ["☁️", "Christ's self-emptying in Philippians leads on to Paul's hope of meeting the Lord in the clouds."],
  [
    "🏃",
    "The race links Paul's finished course in 2 Timothy to the cloud of witnesses and the High Priest of Hebrews.",
  ],
  [
    "🕎",
    "Christ walks among the golden lampstands, then seals open and trumpets sound after the letters of Peter, John and Jude.",
  ],
  [
    "🏙️",
    "The New Jerusalem comes down after the three angels' messages, the fall of Babylon and the final judgment.",
  ],
];

export const defaultBlockLegend: readonly DefaultBlockGlyph[] = entries.map(([glyph, sentence], i) => ({
  number: i + 1,
  glyph,
  sentence,
}));

/** The suggestion for block n (1–50), or undefined outside that range. */
export function defaultGlyphOf(number: number): DefaultBlockGlyph | undefined {
  return defaultBlockLegend[number - 1];
}
