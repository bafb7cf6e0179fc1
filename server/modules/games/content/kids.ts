// The kids games' data (games.md §4.19): Creation Week, Two by Two, Armor of God, Sanctuary Match, Verse Builder,
// Who Am I?, Parable Picker and Timeline Trek. Labels, clues and lessons are our own words, written simply for
// children aged 4–12; Verse Builder's texts are KJV verses copied exactly from the app's Bible data (the `kjv`
// package). References are written as a reader types them. Server-only: the blanks and the heroes are answer keys.
import type {
  ArkAnimal,
  ArmorPiece,
  BuilderVerse,
  CreationDay,
  Hero,
  KidsParable,
  SanctuaryJob,
  TimelineStop,
} from "./adventure-types";

/** Creation Week: the seven days of Gen 1:1–2:3, in order; day 7 is God's rest. */
export const creationDays: readonly CreationDay[] = [
  { day: 1, emoji: "💡", caption: "God made light.", ref: "Gen 1:3-5" },
  { day: 2, emoji: "☁️", caption: "God made the sky and the waters.", ref: "Gen 1:6-8" },
  { day: 3, emoji: "🌳", caption: "God made dry land and plants.", ref: "Gen 1:9-13" },
  { day: 4, emoji: "☀️", caption: "God made the sun, moon and stars.", ref: "Gen 1:14-19" },
  { day: 5, emoji: "🐟", caption: "God made fish and birds.", ref: "Gen 1:20-23" },
  { day: 6, emoji: "🦁", caption: "God made animals and people.", ref: "Gen 1:24-31" },
  { day: 7, emoji: "😌", caption: "God rested and made the day holy.", ref: "Gen 2:1-3" },
];

/** Two by Two: animals for the ark's memory pairs (Gen 7:8-9); each emoji is one card face. */
export const arkAnimals: readonly ArkAnimal[] = [
  { id: "lion", emoji: "🦁", name: "Lion" },
  { id: "sheep", emoji: "🐑", name: "Sheep" },
  { id: "elephant", emoji: "🐘", name: "Elephant" },
  { id: "giraffe", emoji: "🦒", name: "Giraffe" },
  { id: "zebra", emoji: "🦓", name: "Zebra" },
  { id: "monkey", emoji: "🐒", name: "Monkey" },
  { id: "bear", emoji: "🐻", name: "Bear" },
  { id: "rabbit", emoji: "🐇", name: "Rabbit" },
  { id: "horse", emoji: "🐎", name: "Horse" },
  { id: "cow", emoji: "🐄", name: "Cow" },
  { id: "camel", emoji: "🐪", name: "Camel" },
  { id: "dog", emoji: "🐕", name: "Dog" },
  { id: "cat", emoji: "🐈", name: "Cat" },
  { id: "owl", emoji: "🦉", name: "Owl" },
  { id: "dove", emoji: "🕊️", name: "Dove" },
  { id: "tortoise", emoji: "🐢", name: "Tortoise" },
  { id: "fox", emoji: "🦊", name: "Fox" },
  { id: "goat", emoji: "🐐", name: "Goat" },
  { id: "rooster", emoji: "🐓", name: "Rooster" },
  { id: "hippo", emoji: "🦛", name: "Hippo" },
];

/** Armor of God: the six pieces of Eph 6:13-17, each with what it means for a child. */
export const armorPieces: readonly ArmorPiece[] = [
  {
    id: "belt",
    emoji: "🪢",
    name: "Belt of truth",
    meaning: "I tell the truth and hold on to God's true words.",
    ref: "Eph 6:14",
  },
  {
    id: "breastplate",
    emoji: "🦺",
    name: "Breastplate of righteousness",
    meaning: "Jesus makes my heart right and keeps it safe.",
    ref: "Eph 6:14",
  },
  {
    id: "shoes",
    emoji: "👟",
    name: "Shoes of the gospel of peace",
    meaning: "I am ready to go and share the good news about Jesus.",
    ref: "Eph 6:15",
  },
  {
    id: "shield",
    emoji: "🛡️",
    name: "Shield of faith",
    meaning: "I trust God, and that stops the devil's fiery darts.",
    ref: "Eph 6:16",
  },
  {
    id: "helmet",
    emoji: "⛑️",
    name: "Helmet of salvation",
    meaning: "I know Jesus has saved me, so my mind stays safe.",
    ref: "Eph 6:17",
  },
  {
    id: "sword",
    emoji: "🗡️",
    name: "Sword of the Spirit",
    meaning: "God's word, the Bible, helps me fight temptation.",
    ref: "Eph 6:17",
  },
];

/** Sanctuary Match: the eight articles of the tabernacle (Exod 25–27, 30) and the job each one does. */
export const sanctuaryJobs: readonly SanctuaryJob[] = [
  { article: "GATE", emoji: "🚪", name: "Gate", job: "The gate is the one way in, like Jesus." },
  { article: "ALTAR", emoji: "🔥", name: "Altar", job: "The altar is where the lamb was given for sin." },
  { article: "LAVER", emoji: "💧", name: "Laver", job: "The laver holds water for the priests to wash." },
  { article: "TABLE", emoji: "🍞", name: "Table of bread", job: "The table holds bread for God's people." },
  { article: "LAMP", emoji: "🕯️", name: "Lampstand", job: "The lampstand gives light in the holy place." },
  {
    article: "INCENSE",
    emoji: "💨",
    name: "Incense altar",
    job: "The incense rises up to God like our prayers.",
  },
  { article: "VEIL", emoji: "🧵", name: "Veil", job: "The veil is the curtain before the most holy place." },
  { article: "ARK", emoji: "✨", name: "Ark", job: "The ark holds God's law under the mercy seat." },
];

/** Verse Builder: short KJV verses; one blank for ages 7–9, two for 10–12, with two wrong word tiles per blank. */
export const builderVerses: readonly BuilderVerse[] = [
  // Ages 7–9: one blank.
  {
    ref: "Gen 1:1",
    text: "In the beginning God created the heaven and the earth.",
    blanks: ["created"],
    distractors: [["painted", "found"]],
    band: "7-9",
  },
  {
    ref: "John 11:35",
    text: "Jesus wept.",
    blanks: ["wept"],
    distractors: [["laughed", "slept"]],
    band: "7-9",
  },
  {
    ref: "Ps 23:1",
    text: "The LORD is my shepherd; I shall not want.",
    blanks: ["shepherd"],
    distractors: [["farmer", "captain"]],
    band: "7-9",
  },
  {
    ref: "Ps 119:105",
    text: "Thy word is a lamp unto my feet, and a light unto my path.",
    blanks: ["lamp"],
    distractors: [["map", "door"]],
    band: "7-9",
  },
  {
    ref: "1 Thess 5:17",
    text: "Pray without ceasing.",
    blanks: ["Pray"],
    distractors: [["Sing", "Play"]],
    band: "7-9",
  },
  {
    ref: "1 John 4:19",
    text: "We love him, because he first loved us.",
    blanks: ["first"],
    distractors: [["always", "truly"]],
    band: "7-9",
  },
  {
    ref: "Exod 20:8",
    text: "Remember the sabbath day, to keep it holy.",
    blanks: ["sabbath"],
    distractors: [["birthday", "market"]],
    band: "7-9",
  },
  {
    ref: "Eph 6:1",
    text: "Children, obey your parents in the Lord: for this is right.",
    blanks: ["obey"],
    distractors: [["help", "thank"]],
    band: "7-9",
  },
  {
    ref: "Ps 56:3",
    text: "What time I am afraid, I will trust in thee.",
    blanks: ["trust"],
    distractors: [["hide", "sing"]],
    band: "7-9",
  },
  {
    ref: "John 14:15",
    text: "If ye love me, keep my commandments.",
    blanks: ["commandments"],
    distractors: [["friends", "promises"]],
    band: "7-9",
  },
  {
    ref: "Heb 13:8",
    text: "Jesus Christ the same yesterday, and to day, and for ever.",
    blanks: ["same"],
    distractors: [["king", "best"]],
    band: "7-9",
  },
  {
    ref: "Luke 1:37",
    text: "For with God nothing shall be impossible.",
    blanks: ["impossible"],
    distractors: [["difficult", "forgotten"]],
    band: "7-9",
  },
  {
    ref: "Ps 100:1",
    text: "Make a joyful noise unto the LORD, all ye lands.",
    blanks: ["joyful"],
    distractors: [["quiet", "little"]],
    band: "7-9",
  },
  {
    ref: "Matt 5:14",
    text: "Ye are the light of the world. A city that is set on an hill cannot be hid.",
    blanks: ["light"],
    distractors: [["salt", "hope"]],
    band: "7-9",
  },
  {
    ref: "Prov 17:17",
    text: "A friend loveth at all times, and a brother is born for adversity.",
    blanks: ["friend"],
    distractors: [["neighbour", "teacher"]],
    band: "7-9",
  },
  {
    ref: "Ps 121:2",
    text: "My help cometh from the LORD, which made heaven and earth.",
    blanks: ["help"],
    distractors: [["food", "song"]],
    band: "7-9",
  },
  {
    ref: "Matt 4:19",
    text: "And he saith unto them, Follow me, and I will make you fishers of men.",
    blanks: ["fishers"],
    distractors: [["builders", "keepers"]],
    band: "7-9",
  },
  {
    ref: "Lam 3:23",
    text: "They are new every morning: great is thy faithfulness.",
    blanks: ["morning"],
    distractors: [["evening", "year"]],
    band: "7-9",
  },
  {
    ref: "Ps 147:4",
    text: "He telleth the number of the stars; he calleth them all by their names.",
    blanks: ["stars"],
    distractors: [["birds", "trees"]],
    band: "7-9",
  },
  {
    ref: "Rom 12:21",
    text: "Be not overcome of evil, but overcome evil with good.",
    blanks: ["good"],
    distractors: [["gifts", "strength"]],
    band: "7-9",
  },
  {
    ref: "Ps 150:6",
    text: "Let every thing that hath breath praise the LORD. Praise ye the LORD.",
    blanks: ["breath"],
    distractors: [["feet", "wings"]],
    band: "7-9",
  },
  {
    ref: "Ps 133:1",
    text: "Behold, how good and how pleasant it is for brethren to dwell together in unity!",
    blanks: ["unity"],
    distractors: [["silence", "order"]],
    band: "7-9",
  },
  {
    ref: "Gen 1:3",
    text: "And God said, Let there be light: and there was light.",
    blanks: ["said"],
    distractors: [["sang", "wrote"]],
    band: "7-9",
  },
  {
    ref: "1 Cor 16:14",
    text: "Let all your things be done with charity.",
    blanks: ["charity"],
    distractors: [["patience", "courage"]],
    band: "7-9",
  },
  // Ages 10–12: two blanks.
  {
    ref: "1 John 4:8",
    text: "He that loveth not knoweth not God; for God is love.",
    blanks: ["knoweth", "love"],
    distractors: [
      ["seeth", "heareth"],
      ["light", "good"],
    ],
    band: "10-12",
  },
  {
    ref: "Ps 118:24",
    text: "This is the day which the LORD hath made; we will rejoice and be glad in it.",
    blanks: ["day", "rejoice"],
    distractors: [
      ["night", "week"],
      ["sing", "rest"],
    ],
    band: "10-12",
  },
  {
    ref: "Exod 20:3",
    text: "Thou shalt have no other gods before me.",
    blanks: ["gods", "before"],
    distractors: [
      ["kings", "idols"],
      ["beside", "around"],
    ],
    band: "10-12",
  },
  {
    ref: "Phil 4:13",
    text: "I can do all things through Christ which strengtheneth me.",
    blanks: ["things", "Christ"],
    distractors: [
      ["games", "days"],
      ["Moses", "angels"],
    ],
    band: "10-12",
  },
  {
    ref: "Ps 46:1",
    text: "God is our refuge and strength, a very present help in trouble.",
    blanks: ["refuge", "trouble"],
    distractors: [
      ["castle", "garden"],
      ["danger", "sorrow"],
    ],
    band: "10-12",
  },
  {
    ref: "Prov 3:5",
    text: "Trust in the LORD with all thine heart; and lean not unto thine own understanding.",
    blanks: ["Trust", "understanding"],
    distractors: [
      ["Rest", "Hope"],
      ["strength", "wisdom"],
    ],
    band: "10-12",
  },
  {
    ref: "John 10:11",
    text: "I am the good shepherd: the good shepherd giveth his life for the sheep.",
    blanks: ["life", "sheep"],
    distractors: [
      ["staff", "cloak"],
      ["lambs", "flock"],
    ],
    band: "10-12",
  },
  {
    ref: "John 14:6",
    text: "Jesus saith unto him, I am the way, the truth, and the life: no man cometh unto the Father, but by me.",
    blanks: ["way", "truth"],
    distractors: [
      ["door", "road"],
      ["light", "hope"],
    ],
    band: "10-12",
  },
  {
    ref: "Ps 136:1",
    text: "O give thanks unto the LORD; for he is good: for his mercy endureth for ever.",
    blanks: ["thanks", "mercy"],
    distractors: [
      ["praise", "glory"],
      ["kindness", "power"],
    ],
    band: "10-12",
  },
  {
    ref: "Matt 5:8",
    text: "Blessed are the pure in heart: for they shall see God.",
    blanks: ["pure", "see"],
    distractors: [
      ["happy", "brave"],
      ["know", "meet"],
    ],
    band: "10-12",
  },
  {
    ref: "Matt 5:9",
    text: "Blessed are the peacemakers: for they shall be called the children of God.",
    blanks: ["peacemakers", "children"],
    distractors: [
      ["helpers", "builders"],
      ["servants", "friends"],
    ],
    band: "10-12",
  },
  {
    ref: "Rom 3:23",
    text: "For all have sinned, and come short of the glory of God;",
    blanks: ["sinned", "glory"],
    distractors: [
      ["stumbled", "wandered"],
      ["kingdom", "praise"],
    ],
    band: "10-12",
  },
  {
    ref: "Rom 6:23",
    text: "For the wages of sin is death; but the gift of God is eternal life through Jesus Christ our Lord.",
    blanks: ["wages", "gift"],
    distractors: [
      ["price", "cost"],
      ["prize", "reward"],
    ],
    band: "10-12",
  },
  {
    ref: "Ps 34:8",
    text: "O taste and see that the LORD is good: blessed is the man that trusteth in him.",
    blanks: ["taste", "trusteth"],
    distractors: [
      ["smell", "touch"],
      ["waiteth", "singeth"],
    ],
    band: "10-12",
  },
  {
    ref: "Col 3:20",
    text: "Children, obey your parents in all things: for this is well pleasing unto the Lord.",
    blanks: ["obey", "pleasing"],
    distractors: [
      ["honour", "help"],
      ["helpful", "pleasant"],
    ],
    band: "10-12",
  },
  {
    ref: "John 15:12",
    text: "This is my commandment, That ye love one another, as I have loved you.",
    blanks: ["commandment", "loved"],
    distractors: [
      ["promise", "wish"],
      ["helped", "known"],
    ],
    band: "10-12",
  },
  {
    ref: "Ps 19:1",
    text: "The heavens declare the glory of God; and the firmament sheweth his handywork.",
    blanks: ["heavens", "firmament"],
    distractors: [
      ["mountains", "oceans"],
      ["wilderness", "rainbow"],
    ],
    band: "10-12",
  },
  {
    ref: "Isa 40:8",
    text: "The grass withereth, the flower fadeth: but the word of our God shall stand for ever.",
    blanks: ["grass", "word"],
    distractors: [
      ["tree", "river"],
      ["house", "law"],
    ],
    band: "10-12",
  },
  {
    ref: "Matt 6:33",
    text: "But seek ye first the kingdom of God, and his righteousness; and all these things shall be added unto you.",
    blanks: ["seek", "kingdom"],
    distractors: [
      ["wait", "ask"],
      ["temple", "city"],
    ],
    band: "10-12",
  },
  {
    ref: "Luke 2:11",
    text: "For unto you is born this day in the city of David a Saviour, which is Christ the Lord.",
    blanks: ["David", "Saviour"],
    distractors: [
      ["Moses", "Abraham"],
      ["Shepherd", "Prophet"],
    ],
    band: "10-12",
  },
  {
    ref: "Acts 16:31",
    text: "And they said, Believe on the Lord Jesus Christ, and thou shalt be saved, and thy house.",
    blanks: ["Believe", "saved"],
    distractors: [
      ["Wait", "Call"],
      ["blessed", "healed"],
    ],
    band: "10-12",
  },
  {
    ref: "Ps 51:10",
    text: "Create in me a clean heart, O God; and renew a right spirit within me.",
    blanks: ["clean", "spirit"],
    distractors: [
      ["happy", "brave"],
      ["song", "mind"],
    ],
    band: "10-12",
  },
  {
    ref: "John 13:34",
    text: "A new commandment I give unto you, That ye love one another; as I have loved you, that ye also love one another.",
    blanks: ["new", "give"],
    distractors: [
      ["good", "great"],
      ["show", "send"],
    ],
    band: "10-12",
  },
  {
    ref: "Ps 145:9",
    text: "The LORD is good to all: and his tender mercies are over all his works.",
    blanks: ["tender", "works"],
    distractors: [
      ["gentle", "quiet"],
      ["children", "friends"],
    ],
    band: "10-12",
  },
];

/** Who Am I?: Bible people with three clues each, hardest first; no clue says the person's own name. */
export const heroes: readonly Hero[] = [
  {
    name: "Adam",
    clues: [
      "I gave names to all the animals.",
      "God made me from the dust of the ground.",
      "I was the very first man.",
    ],
    ref: "Gen 2:7",
    emoji: "🌿",
  },
  {
    name: "Noah",
    clues: [
      "I sent out a raven and a dove to look for dry land.",
      "God put a rainbow in the sky as a promise to me.",
      "I built a big boat and filled it with animals.",
    ],
    ref: "Gen 6:14",
    emoji: "🚢",
  },
  {
    name: "Abraham",
    clues: [
      "I left my home without knowing where I was going.",
      "God told me to count the stars in the sky.",
      "I am the father of Isaac and of God's people.",
    ],
    ref: "Gen 15:5",
    emoji: "⭐",
  },
  {
    name: "Sarah",
    clues: [
      "I laughed when I heard God's promise.",
      "God gave me a baby when I was very old.",
      "My husband was Abraham and my son was Isaac.",
    ],
    ref: "Gen 21:2",
    emoji: "👶",
  },
  {
    name: "Jacob",
    clues: [
      "God gave me a new name, Israel.",
      "I had twelve sons.",
      "I dreamed of a ladder going up to heaven.",
    ],
    ref: "Gen 28:12",
    emoji: "🪜",
  },
  {
    name: "Joseph",
    clues: [
      "I was a slave and a prisoner, but God was with me.",
      "I told Pharaoh what his dreams meant.",
      "My father gave me a coat of many colours.",
    ],
    ref: "Gen 37:3",
    emoji: "🧥",
  },
  {
    name: "Moses",
    clues: [
      "I was hidden in a basket on a river when I was a baby.",
      "I saw a bush that burned but did not burn up.",
      "I led God's people out of Egypt.",
    ],
    ref: "Exod 3:2",
    emoji: "🔥",
  },
  {
    name: "Miriam",
    clues: [
      "I watched over my baby brother by the river.",
      "I played a timbrel and sang after God saved us at the sea.",
      "My brothers were Moses and Aaron.",
    ],
    ref: "Exod 15:20",
    emoji: "🥁",
  },
  {
    name: "Joshua",
    clues: [
      "I was one of twelve spies, and I trusted God.",
      "I led Israel across the Jordan River.",
      "The walls of Jericho fell down when we shouted.",
    ],
    ref: "Josh 6:20",
    emoji: "🎺",
  },
  {
    name: "Rahab",
    clues: [
      "My house was built into a city wall.",
      "I hid two spies on my roof.",
      "I tied a red cord in my window.",
    ],
    ref: "Josh 2:18",
    emoji: "🧶",
  },
  {
    name: "Gideon",
    clues: [
      "I asked God for a sign with a wool fleece.",
      "God made my army small: only three hundred men.",
      "We blew trumpets and broke jars with lamps inside.",
    ],
    ref: "Judg 7:20",
    emoji: "🏺",
  },
  {
    name: "Samson",
    clues: [
      "An angel told my parents about me before I was born.",
      "I was never to cut my hair.",
      "God made me very, very strong.",
    ],
    ref: "Judg 16:28",
    emoji: "💪",
  },
  {
    name: "Ruth",
    clues: [
      "I came from Moab, but I chose Israel's God.",
      "I told Naomi that I would go wherever she went.",
      "I gathered grain in the fields of Boaz.",
    ],
    ref: "Ruth 1:16",
    emoji: "🌾",
  },
  {
    name: "Hannah",
    clues: [
      "Every year I made a little coat for my son.",
      "I prayed with tears at the house of the Lord.",
      "God gave me a son, Samuel, and I gave him back to serve God.",
    ],
    ref: "1 Sam 1:27",
    emoji: "🙏",
  },
  {
    name: "Samuel",
    clues: [
      "I poured oil on the heads of two kings.",
      "As a boy I helped old Eli the priest.",
      "God called my name in the night, and I said, Speak.",
    ],
    ref: "1 Sam 3:10",
    emoji: "👂",
  },
  {
    name: "David",
    clues: [
      "I played the harp for a sad king.",
      "I was a shepherd boy who became king.",
      "I beat a giant with a sling and a stone.",
    ],
    ref: "1 Sam 17:49",
    emoji: "🪨",
  },
  {
    name: "Jonathan",
    clues: [
      "My father was Saul, the first king of Israel.",
      "I shot arrows to send a secret message.",
      "I was David's best friend.",
    ],
    ref: "1 Sam 18:3",
    emoji: "🏹",
  },
  {
    name: "Solomon",
    clues: [
      "I built a beautiful temple for God.",
      "God said I could ask Him for anything.",
      "I asked God to make me wise.",
    ],
    ref: "1 Kgs 3:9",
    emoji: "👑",
  },
  {
    name: "Elijah",
    clues: [
      "Birds brought me bread and meat by a brook.",
      "God sent fire from heaven when I prayed on a mountain.",
      "I went up to heaven in a whirlwind.",
    ],
    ref: "1 Kgs 18:38",
    emoji: "🌪️",
  },
  {
    name: "Elisha",
    clues: [
      "I made a lost axe head float on the water.",
      "I picked up my teacher's coat when he went to heaven.",
      "I asked for a double share of my teacher's spirit.",
    ],
    ref: "2 Kgs 2:9",
    emoji: "🪓",
  },
  {
    name: "Naaman",
    clues: [
      "I was a brave army captain from Syria.",
      "A little servant girl told my wife about a prophet.",
      "I washed seven times in the Jordan and was healed.",
    ],
    ref: "2 Kgs 5:14",
    emoji: "🏞️",
  },
  {
    name: "Josiah",
    clues: [
      "I cleaned idols out of the land.",
      "When God's book was found in the temple, I listened to it.",
      "I became king when I was only eight years old.",
    ],
    ref: "2 Kgs 22:1",
    emoji: "📜",
  },
  {
    name: "Esther",
    clues: [
      "My cousin Mordecai raised me.",
      "I became the queen of Persia.",
      "I bravely went to the king to save my people.",
    ],
    ref: "Esth 4:14",
    emoji: "👸",
  },
  {
    name: "Nehemiah",
    clues: [
      "I served drinks to the king of Persia.",
      "I prayed to God before I spoke to the king.",
      "I led the people to build the walls of Jerusalem again.",
    ],
    ref: "Neh 2:5",
    emoji: "🧱",
  },
  {
    name: "Daniel",
    clues: [
      "I would not eat the king's rich food.",
      "I prayed three times a day by an open window.",
      "God shut the lions' mouths to keep me safe.",
    ],
    ref: "Dan 6:22",
    emoji: "🦁",
  },
  {
    name: "Jonah",
    clues: [
      "God sent me to Nineveh, but I ran the other way.",
      "I slept in a ship during a big storm.",
      "A great fish swallowed me.",
    ],
    ref: "Jonah 1:17",
    emoji: "🐋",
  },
  {
    name: "Mary",
    clues: [
      "The angel Gabriel came to visit me.",
      "I said yes to God: I am the Lord's servant.",
      "I laid my baby Jesus in a manger.",
    ],
    ref: "Luke 2:7",
    emoji: "🤱",
  },
  {
    name: "John the Baptist",
    clues: [
      "I ate locusts and wild honey.",
      "I told people to get ready, because the Lord was coming.",
      "I baptized Jesus in the Jordan River.",
    ],
    ref: "Matt 3:13",
    emoji: "💧",
  },
  {
    name: "Peter",
    clues: [
      "Jesus forgave me after I said three times that I did not know Him.",
      "I walked on the water toward Jesus.",
      "I was a fisherman, and Jesus called me to fish for people.",
    ],
    ref: "Matt 14:29",
    emoji: "🎣",
  },
  {
    name: "Zacchaeus",
    clues: [
      "I gave back four times what I had taken.",
      "I collected taxes and I was very rich.",
      "I was short, so I climbed a tree to see Jesus.",
    ],
    ref: "Luke 19:4",
    emoji: "🌳",
  },
  {
    name: "Lazarus",
    clues: [
      "My sisters were Mary and Martha.",
      "I was in the tomb for four days.",
      "Jesus called me to come out, and I came back to life.",
    ],
    ref: "John 11:43",
    emoji: "🌅",
  },
  {
    name: "Paul",
    clues: [
      "I wrote many letters to churches.",
      "Once I hurt the people who followed Jesus.",
      "A bright light from heaven stopped me on the road to Damascus.",
    ],
    ref: "Acts 9:3",
    emoji: "✉️",
  },
  {
    name: "Dorcas",
    clues: [
      "My other name was Tabitha.",
      "Peter prayed, and God brought me back to life.",
      "I made coats and clothes for widows.",
    ],
    ref: "Acts 9:39",
    emoji: "🪡",
  },
  {
    name: "Timothy",
    clues: [
      "My grandmother Lois and my mother Eunice had strong faith.",
      "Paul called me his own son in the faith.",
      "I have known the Holy Scriptures since I was a child.",
    ],
    ref: "2 Tim 3:15",
    emoji: "📖",
  },
];

/** Parable Picker: stories Jesus told and the lesson each one teaches. */
export const kidsParables: readonly KidsParable[] = [
  {
    title: "The Lost Sheep",
    ref: "Luke 15:4",
    lesson: "Jesus keeps looking for each lost one until He finds them.",
  },
  {
    title: "The Lost Coin",
    ref: "Luke 15:8-10",
    lesson: "Heaven is happy when one person comes back to God.",
  },
  {
    title: "The Prodigal Son",
    ref: "Luke 15:20",
    lesson: "God runs to welcome us home when we are sorry.",
  },
  {
    title: "The Good Samaritan",
    ref: "Luke 10:33-34",
    lesson: "Love means helping anyone in need, even a stranger.",
  },
  { title: "The Sower", ref: "Matt 13:3-8", lesson: "Let God's word grow deep roots in your heart." },
  {
    title: "The Mustard Seed",
    ref: "Matt 13:31-32",
    lesson: "God's kingdom starts small and grows very big.",
  },
  {
    title: "The Wise and Foolish Builders",
    ref: "Matt 7:24",
    lesson: "Build your life on doing what Jesus says.",
  },
  {
    title: "The Hidden Treasure",
    ref: "Matt 13:44",
    lesson: "Knowing God is worth more than everything we own.",
  },
  {
    title: "The Pearl of Great Price",
    ref: "Matt 13:45-46",
    lesson: "Jesus is worth giving up anything to have.",
  },
  { title: "The Ten Virgins", ref: "Matt 25:10", lesson: "Be ready every day for Jesus to come back." },
  { title: "The Talents", ref: "Matt 25:21", lesson: "Use the gifts God gives you to serve Him well." },
  {
    title: "The Unforgiving Servant",
    ref: "Matt 18:33",
    lesson: "God forgives us, so we must forgive others too.",
  },
  {
    title: "The Pharisee and the Publican",
    ref: "Luke 18:13-14",
    lesson: "God listens to the humble prayer of a sorry heart.",
  },
  { title: "The Persistent Widow", ref: "Luke 18:1", lesson: "Keep on praying and never give up." },
  {
    title: "The Rich Fool",
    ref: "Luke 12:20-21",
    lesson: "Being rich toward God matters more than having lots of things.",
  },
  { title: "The Great Supper", ref: "Luke 14:23", lesson: "God invites everyone to come to His feast." },
  {
    title: "The Two Sons",
    ref: "Matt 21:28-31",
    lesson: "Doing what God asks matters more than just saying yes.",
  },
  {
    title: "The Labourers in the Vineyard",
    ref: "Matt 20:15",
    lesson: "God's kindness is a gift we cannot earn.",
  },
  { title: "The Leaven", ref: "Matt 13:33", lesson: "God's kingdom quietly changes everything it touches." },
  {
    title: "The Wheat and the Tares",
    ref: "Matt 13:30",
    lesson: "God will sort out good and evil at the harvest, so we trust Him.",
  },
];

/** Timeline Trek: events from Creation to the early church, listed in story order (sortKey rises with the list). */
export const timelineStops: readonly TimelineStop[] = [
  { label: "God creates the world", ref: "Gen 1:1", sortKey: 10, emoji: "🌍" },
  { label: "Adam and Eve leave the garden", ref: "Gen 3:23", sortKey: 20, emoji: "🍃" },
  { label: "Noah builds the ark", ref: "Gen 6:14", sortKey: 30, emoji: "🚢" },
  { label: "God sets a rainbow in the sky", ref: "Gen 9:13", sortKey: 40, emoji: "🌈" },
  { label: "The tower of Babel", ref: "Gen 11:9", sortKey: 50, emoji: "🗼" },
  { label: "God calls Abraham", ref: "Gen 12:1", sortKey: 60, emoji: "⭐" },
  { label: "Isaac is born", ref: "Gen 21:2", sortKey: 70, emoji: "👶" },
  { label: "Jacob dreams of a ladder", ref: "Gen 28:12", sortKey: 80, emoji: "🪜" },
  { label: "Joseph is sold into Egypt", ref: "Gen 37:28", sortKey: 90, emoji: "🧥" },
  { label: "Baby Moses in a basket", ref: "Exod 2:3", sortKey: 100, emoji: "🧺" },
  { label: "The burning bush", ref: "Exod 3:2", sortKey: 110, emoji: "🔥" },
  { label: "The first Passover", ref: "Exod 12:13", sortKey: 120, emoji: "🐑" },
  { label: "Crossing the Red Sea", ref: "Exod 14:22", sortKey: 130, emoji: "🌊" },
  { label: "God gives the Ten Commandments", ref: "Exod 20:1-3", sortKey: 140, emoji: "⛰️" },
  { label: "The tabernacle is finished", ref: "Exod 40:33-34", sortKey: 150, emoji: "⛺" },
  { label: "The walls of Jericho fall", ref: "Josh 6:20", sortKey: 160, emoji: "🎺" },
  { label: "Gideon's three hundred", ref: "Judg 7:20", sortKey: 170, emoji: "🏺" },
  { label: "Hannah prays for a baby", ref: "1 Sam 1:27", sortKey: 180, emoji: "🙏" },
  { label: "God calls young Samuel", ref: "1 Sam 3:10", sortKey: 190, emoji: "👂" },
  { label: "David beats Goliath", ref: "1 Sam 17:49", sortKey: 200, emoji: "🪨" },
  { label: "Solomon builds the temple", ref: "1 Kgs 6:14", sortKey: 210, emoji: "🏛️" },
  { label: "Fire falls on Mount Carmel", ref: "1 Kgs 18:38", sortKey: 220, emoji: "🏔️" },
  { label: "Jonah and the great fish", ref: "Jonah 1:17", sortKey: 230, emoji: "🐋" },
  { label: "King Josiah finds God's book", ref: "2 Kgs 22:8", sortKey: 240, emoji: "📜" },
  { label: "Daniel is taken to Babylon", ref: "Dan 1:6", sortKey: 250, emoji: "🏰" },
  { label: "Three friends in the fiery furnace", ref: "Dan 3:25", sortKey: 260, emoji: "♨️" },
  { label: "Daniel in the lions' den", ref: "Dan 6:22", sortKey: 270, emoji: "🦁" },
  { label: "Queen Esther saves her people", ref: "Esth 4:14", sortKey: 280, emoji: "👑" },
  { label: "Nehemiah builds the walls again", ref: "Neh 6:15", sortKey: 290, emoji: "🧱" },
  { label: "Jesus is born in Bethlehem", ref: "Luke 2:7", sortKey: 300, emoji: "🌟" },
  { label: "Boy Jesus in the temple", ref: "Luke 2:46", sortKey: 310, emoji: "📖" },
  { label: "Jesus is baptized", ref: "Matt 3:16", sortKey: 320, emoji: "🕊️" },
  { label: "Jesus feeds five thousand", ref: "John 6:11", sortKey: 330, emoji: "🐟" },
  { label: "Jesus raises Lazarus", ref: "John 11:43", sortKey: 340, emoji: "🌅" },
  { label: "Jesus rides into Jerusalem", ref: "John 12:13", sortKey: 350, emoji: "🌴" },
  { label: "The Last Supper", ref: "Luke 22:19", sortKey: 360, emoji: "🍞" },
  { label: "Jesus dies on the cross", ref: "John 19:30", sortKey: 370, emoji: "✝️" },
  { label: "Jesus is risen!", ref: "Matt 28:6", sortKey: 380, emoji: "🌄" },
  { label: "Jesus goes up to heaven", ref: "Acts 1:9", sortKey: 390, emoji: "☁️" },
  { label: "The Holy Spirit comes at Pentecost", ref: "Acts 2:3-4", sortKey: 400, emoji: "💨" },
  { label: "Saul meets Jesus on the road", ref: "Acts 9:3", sortKey: 410, emoji: "💡" },
  { label: "Paul sails to tell the good news", ref: "Acts 13:4", sortKey: 420, emoji: "⛵" },
];

/**
 * The Bible sentence each kids game ends a board with (§4.19 "a short Bible sentence"), shown in the KJV with its
 * reference; Verse Builder and Who Am I? end each round on the round's own verse instead.
 */
export const kidsClosingRefs = {
  creation_start: "Gen 1:1",
  creation_days: "Gen 1:31",
  two_by_two: "Gen 7:9",
  armor_start: "Eph 6:10",
  armor_of_god: "Eph 6:11",
  sanctuary_match: "Exod 25:8",
  parable_picker: "Matt 13:34",
  timeline_trek: "Eccl 3:1",
} as const;
