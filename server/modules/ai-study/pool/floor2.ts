import type { PoolExample } from "./types";

// Floor 2 — Investigation: OR, DC, ST, QR, QA. Our own words; one line per method step of each room.

export const or: readonly PoolExample[] = [
  {
    ref: "Mark 4:38",
    steps: [
      "Read Mark 4:35-41 three times without a pen, until the whole crossing is clear in the mind.",
      'Evening; "Let us pass over"; other little ships with them; a great storm of wind; the waves beat into the ship until it is full; Jesus in the hinder part, asleep on a pillow; they wake Him; He rebukes the wind; a great calm; He asks two questions, they ask one.',
      'The passage is framed by two questions, "carest thou not that we perish?" (4:38) and "What manner of man is this?" (4:41). "Great" marks the storm (4:37) and the calm (4:39). Jesus speaks to the wind and to the sea separately (4:39).',
      'Written as "He sleeps on a pillow in the stern", not "He trusts His Father"; written as "they took him even as he was", not "they were careless".',
      'Five more after a last reading: the other ships are never mentioned again; the disciples call Him "Master"; He speaks to the storm before He speaks to them; "they feared exceedingly" comes after the calm, not during the storm (4:41); the crossing was His idea (4:35).',
    ],
    insights: [
      "Counting and framing are observations too: two questions at the start and the end shape the whole scene.",
      "Keeping interpretation out for now makes the later rooms honest: they must work from what is on the page.",
    ],
    takeaway: "The best observations come after the obvious ones run out.",
  },
  {
    ref: "Luke 10:33",
    steps: [
      "Read Luke 10:25-37 two or three times, lawyer's question and all, before writing anything.",
      "A lawyer asks a question to test Jesus; Jesus answers with a question; a man goes down from Jerusalem to Jericho; thieves strip, wound and leave him half dead; a priest passes on the other side; a Levite looks and passes; a Samaritan has compassion; oil, wine, bandages, his own beast, an inn, two pence, a promise to repay.",
      'The story sits between two questions, "who is my neighbour?" (10:29) and "which now of these three ... was neighbour?" (10:36). The first two travellers are described in almost the same words; the Samaritan\'s actions fill a whole list.',
      'Written as "the priest passed by on the other side", not "the priest was heartless"; written as "he set him on his own beast", not "he was humble".',
      'Five more: the wounded man is never named or described by nation; the priest came down "by chance"; the Samaritan pays in advance; he promises to return; Jesus ends with a command, "Go, and do thou likewise".',
    ],
    insights: [
      "Jesus changes the lawyer's question from who deserves my help to who acts as a neighbour (Luke 10:29, 36).",
      "The length of the Samaritan's list is itself an observation: love is counted in actions.",
    ],
    takeaway: "Notice what the text lengthens and what it keeps short.",
  },
  {
    ref: "Genesis 1:3",
    steps: [
      "Read Genesis 1:1-5, then the whole chapter, twice, without taking notes.",
      'God creates; the earth is without form and void; darkness is on the deep; the Spirit moves on the waters; God says "Let there be light"; there is light; God sees it is good; He divides light from darkness; He names them Day and Night; evening and morning are the first day.',
      'A pattern repeats through the chapter: "And God said", "and it was so", "God saw that it was good", "the evening and the morning were the ... day". The first three days form spaces and the next three fill them.',
      'Written as "God names the light Day", not "God rules over time"; written as "light comes before the sun" (the sun is made on day four, 1:16), not "light is spiritual".',
      'Five more: God speaks ten times in the chapter; the word "good" appears seven times; the days begin with evening; the seventh day has no evening-and-morning formula (2:2-3); the first thing God calls "not good" is the man alone (2:18).',
    ],
    insights: [
      "A repeated formula is an observation that shows structure before any interpretation.",
      "Noticing that light precedes the sun raises a question for the Questions Room without answering it here.",
    ],
    takeaway: "Count the repetitions; structure is on the page before meaning is.",
  },
  {
    ref: "John 4:6",
    steps: [
      "Read John 4:1-26 three times before picking up a pen.",
      "Jesus leaves Judea and must needs go through Samaria; He comes to Sychar, near Jacob's field; Jacob's well is there; He is wearied and sits on the well; it is about the sixth hour; a woman comes to draw water; the disciples have gone to buy food.",
      'The conversation moves from water to living water, from her husband to her life, from the mountain to worship in spirit and truth, and ends in "I that speak unto thee am he" (4:26). She asks more questions than He does.',
      'Written as "Jesus was wearied and sat on the well", not "Jesus shared our weakness"; written as "she came at the sixth hour", not "she was avoiding the other women".',
      "Five more: the disciples are absent for the whole conversation; she leaves her waterpot behind (4:28); Jesus asks for a drink but the text never says He received one; the well is named after Jacob; He names her five husbands without condemning her in words.",
    ],
    insights: [
      "The left-behind waterpot is an observation that later rooms can read as a sign of what she found.",
      "Guessing her motive for the hour is interpretation; the text gives only the hour.",
    ],
    takeaway: "Keep the motive out of the observation; write only what the text shows.",
  },
  {
    ref: "Psalm 1:1",
    steps: [
      "Read Psalm 1 slowly three times before writing.",
      "Blessed is the man; he does not walk in the counsel of the ungodly, stand in the way of sinners or sit in the seat of the scornful; he delights in the law of the LORD and meditates in it day and night; he is like a tree planted by rivers of water; the ungodly are like chaff; the LORD knows the way of the righteous.",
      "Three verbs go down in posture: walk, stand, sit (1:1). The psalm has two halves, the righteous (1:1-3) and the ungodly (1:4-6), and ends with two ways.",
      'Written as "the tree is planted by rivers of water", not "God provides for His people"; written as "the ungodly are like chaff", not "the wicked are worthless".',
      'Five more: the tree is planted, it does not plant itself; it bears fruit in its season, not all the time; its leaf does not wither; the chaff is driven by the wind; the last word of the psalm is "perish".',
    ],
    insights: [
      "Walk, stand, sit is a progression the eye sees before the mind explains it.",
      "Counting halves and ways turns a short psalm into a clear structure.",
    ],
    takeaway: "Even six verses hold twenty observations when you keep looking.",
  },
];

export const dc: readonly PoolExample[] = [
  {
    ref: "John 3:16",
    steps: [
      'Weightiest words: "loved" (Greek agapaō, G25: to love, of a love that gives), "world" (kosmos, G2889), "only begotten" (monogenēs, G3439: only one of a kind), "believeth" (pisteuō, G4100: to trust, entrust) and "perish" (apollumi, G622: to be destroyed, lost).',
      "Culture: Nicodemus, a Pharisee and a ruler of the Jews, comes by night (John 3:1-2); as a teacher of Israel he knew the bronze serpent of Numbers 21, which Jesus uses in the verses just before (3:14-15).",
      'Commentary: take two careful interpreters (for example Matthew Henry\'s public-domain commentary and a modern evangelical one), copy one short excerpt from each on the word "world", and label it with its author. Note whether they read "world" as every person or as a world at enmity with God.',
      'Synthesis: the interpreters agree that the verse measures God\'s love by what it gave, and differ on how wide "world" reaches. The text itself settles the point by setting "whosoever" beside "world": the gift is for all, and the condition is believing. The contrast of perishing and everlasting life shows that the stakes are life and death, not merely a better life.',
    ],
    insights: [
      "Strong's numbers connect the English word to every other verse that uses the same Greek word.",
      "Letting the text decide between interpreters keeps commentary in its place.",
    ],
    takeaway: "Define the words the verse hangs on, then let the text judge the commentators.",
  },
  {
    ref: "Romans 3:24",
    steps: [
      'Weightiest words: "justified" (dikaioō, G1344: to declare righteous), "freely" (dōrean, G1432: as a gift, without a cause), "grace" (charis, G5485: favour not earned) and "redemption" (apolutrōsis, G629: release by payment of a price).',
      "Culture: redemption was the language of buying back a slave or a relative's freedom (Leviticus 25:47-49); Paul's readers in Rome, many of them slaves or freed slaves, knew the picture from daily life.",
      'Commentary: collect two short labelled excerpts from careful interpreters (a Reformation commentary and a modern one) on "justified". Look for whether they read it as declaring righteous or making righteous, and keep each under 60 words.',
      'Synthesis: the sources agree that justification is God\'s verdict, given freely and not earned. Where they differ on whether it also includes inner renewal, the text keeps the two together without confusing them: we are declared righteous "through the redemption that is in Christ Jesus", and the same letter goes on to describe the new life that follows (Romans 6:4).',
    ],
    insights: [
      '"Freely" is the same word translated "without a cause" in John 15:25: grace is given with no cause in us.',
      "The slave-market background makes redemption concrete: a price paid, a person released.",
    ],
    takeaway: "A word's other uses are often its best commentary.",
  },
  {
    ref: "Genesis 1:2",
    steps: [
      'Weightiest words: "without form" (tohu, H8414: emptiness, waste), "void" (bohu, H922: emptiness), "Spirit" (ruach, H7307: wind, breath, spirit) and "moved" (rachaph, H7363: to hover, to flutter, used of an eagle over its young in Deuteronomy 32:11).',
      "Culture: the first hearers had just come out of Egypt, where the sun, the river and the animals were gods; Genesis presents them as things one Creator made and named.",
      'Commentary: take two labelled excerpts from careful interpreters (for example Keil & Delitzsch and a modern Old Testament commentary) on "without form, and void". Note whether they read it as the first stage of creation or as a ruin after an earlier world.',
      "Synthesis: both readings agree that the earth was unfinished and that God's Spirit was present before the first word. The text itself favours reading verse 2 as the starting point of the six days, because the next verses answer its emptiness and darkness one by one: light, sky, land, and then the filling of each.",
    ],
    insights: [
      "Tohu and bohu appear together again in Jeremiah 4:23, where the prophet sees creation undone by judgment.",
      "The hovering Spirit (rachaph) is a picture of care, not only of power.",
    ],
    takeaway: "Hebrew word pairs often carry a picture the English hides.",
  },
  {
    ref: "Micah 6:8",
    steps: [
      'Weightiest words: "justly" (mishpat, H4941: justice, right judgment), "mercy" (chesed, H2617: covenant loyalty, steadfast love), "humbly" (tsana, H6800: to walk modestly, carefully) and "walk" (halak, H1980).',
      'Culture: the chapter is set as a court case, "the LORD hath a controversy with his people" (Micah 6:2); the people offer thousands of rams and rivers of oil (6:6-7) as if God could be bought.',
      'Commentary: collect two short labelled excerpts from careful interpreters on "love mercy", and note whether they treat chesed as feeling or as faithful action.',
      "Synthesis: the interpreters agree that Micah does not abolish sacrifice but exposes religion without obedience. The key word chesed settles their difference on mercy: it is covenant loyalty shown in deeds, so loving mercy means delighting in faithful kindness, and walking humbly means a daily companionship with God rather than an occasional offering.",
    ],
    insights: [
      'The courtroom setting explains why the verse begins "He hath shewed thee": the answer was already known.',
      "Chesed is the word for God's own steadfast love; we are asked to love what He is.",
    ],
    takeaway: "The setting of a famous verse often changes how its words should be read.",
  },
  {
    ref: "Hebrews 11:1",
    steps: [
      'Weightiest words: "faith" (pistis, G4102), "substance" (hupostasis, G5287: what stands under, assurance), "hoped" (elpizō, G1679: to expect with confidence) and "evidence" (elenchos, G1650: proof, conviction).',
      "Culture: the readers had endured persecution and the loss of their goods (Hebrews 10:32-34) and were tempted to draw back (10:38-39); chapter 11 answers with a roll-call of people who kept going.",
      'Commentary: take two labelled excerpts from careful interpreters on "substance", and note whether they read it as a feeling of confidence or as something objectively real that faith lays hold of.',
      'Synthesis: the sources agree that faith deals with what is promised but not yet seen. The chapter itself shows what the definition means: every example is faith acting ("by faith Abel offered", "by faith Noah ... prepared an ark"), so faith is not a mood but confidence in God\'s word that moves a person to obey.',
    ],
    insights: [
      "The definition in verse 1 is illustrated by forty verses of people acting on it.",
      "Hupostasis appears in Hebrews 1:3 for the very being of God, a clue to how solid the word is.",
    ],
    takeaway: "When a book defines a word, read the examples it gives before adding your own.",
  },
];

export const st: readonly PoolExample[] = [
  {
    ref: "John 6:35",
    steps: [
      "BREAD.",
      'Manna (Exodus 16:15); the showbread before the LORD (Leviticus 24:5-8); "man doth not live by bread only" (Deuteronomy 8:3); the five loaves (John 6:11); the bread of the Last Supper (Luke 22:19); "I am the bread of life" (John 6:35). The usage is consistent: bread stands for life given by God.',
      "Bread is God's provision of life, given from Him and received by eating, that is, by taking His word and His Son into oneself.",
      "John 6:35 and 6:51: Jesus is the true bread from heaven, and the bread He gives is His flesh for the life of the world. The manna foreshadowed Him; the Supper remembers Him.",
      "Saved as a card. When Ruth gleans barley or Elijah eats the angel's cake, test the passage against the card: provision, from God, for life, and check whether Christ is in view.",
    ],
    insights: [
      "Jesus draws the line from the manna to Himself in the same chapter (John 6:31-35); the type is interpreted by Scripture, not by us.",
      "One sentence for the sign keeps the card from becoming a list of loose associations.",
    ],
    takeaway: "A symbol earns its meaning from many texts and finds its fulfilment in Christ.",
  },
  {
    ref: "John 1:29",
    steps: [
      "LAMB.",
      "Genesis 22:8 (God will provide a lamb); Exodus 12:5 (the Passover lamb without blemish); Isaiah 53:7 (as a lamb to the slaughter); John 1:29 (the Lamb of God); 1 Peter 1:19 (a lamb without blemish and without spot); Revelation 5:6 (a Lamb as it had been slain). Consistent throughout.",
      "The lamb is the innocent substitute whose death brings deliverance to others.",
      "John 1:29 names Jesus the Lamb of God who takes away the sin of the world, and 1 Corinthians 5:7 calls Him our Passover sacrificed for us.",
      "Reuse the card in Leviticus: every lamb of the daily service becomes a test case, and Revelation's throne-room Lamb shows the card's final page.",
    ],
    insights: [
      'The question of Genesis 22:7, "where is the lamb?", is answered in John 1:29.',
      "Revelation shows the Lamb on the throne: the symbol grows from victim to victor.",
    ],
    takeaway: "Follow a symbol from its first appearance to its last.",
  },
  {
    ref: "John 4:14",
    steps: [
      "WATER (living water).",
      'Water from the rock (Exodus 17:6); the deer panting for the water brooks (Psalm 42:1-2); "ho, every one that thirsteth" (Isaiah 55:1); the fountain of living waters forsaken (Jeremiah 2:13); the river from the temple (Ezekiel 47:9); the well of Sychar (John 4:14); rivers of living water (John 7:38); the river of life (Revelation 22:1). Exception: the flood and the Red Sea use water for judgment.',
      "Living water is the life of God given by His Spirit, satisfying a thirst nothing else can.",
      "John 4:14 and 7:37-39: Christ gives the water, and John explains that He spoke of the Spirit; 1 Corinthians 10:4 names the rock that gave water as Christ.",
      "Keep the exception on the card. When water appears in a new passage, ask first whether it brings life or judgment before applying the card.",
    ],
    insights: [
      "Recording exceptions keeps the card honest; the same image can carry judgment.",
      "The Samaritan woman's jar and Ezekiel's river belong to the same family of texts.",
    ],
    takeaway: "A good symbol card lists its exceptions as carefully as its matches.",
  },
  {
    ref: "Zechariah 4:6",
    steps: [
      "OIL.",
      'The anointing oil for the priests (Exodus 30:30); David anointed and the Spirit coming on him (1 Samuel 16:13); the lampstand fed by olive trees, "not by might, nor by power, but by my spirit" (Zechariah 4:2-6); the wise virgins\' oil (Matthew 25:4); "the Spirit of the Lord is upon me, because he hath anointed me" (Luke 4:18); God anointed Jesus with the Holy Ghost (Acts 10:38). Mostly consistent; oil is also ordinary food and medicine (Luke 10:34).',
      "Oil is the Holy Spirit given to equip God's servants for their work.",
      "Luke 4:18 and Acts 10:38: Jesus is the Anointed One (Messiah, Christ), anointed with the Spirit for His mission.",
      "Save the card and test Psalm 23:5 and James 5:14 against it, noting where oil is simply oil.",
    ],
    insights: [
      "The titles Messiah and Christ both mean anointed; the symbol is built into His name.",
      "Zechariah 4:6 interprets the oil for us: the lampstand burns by the Spirit.",
    ],
    takeaway: "Let the text that explains a symbol (Zechariah 4:6) anchor the card.",
  },
  {
    ref: "1 Corinthians 10:4",
    steps: [
      "ROCK.",
      '"He is the Rock, his work is perfect" (Deuteronomy 32:4); the rock struck at Horeb (Exodus 17:6); "The LORD is my rock" (Psalm 18:2); the tried corner stone (Isaiah 28:16); the stone cut out without hands (Daniel 2:34-35, 45); "upon this rock" (Matthew 16:18); "that Rock was Christ" (1 Corinthians 10:4); the chief corner stone (1 Peter 2:6). Consistent, with one double edge: a stone of stumbling to those who reject it (1 Peter 2:8).',
      "The rock is God Himself as the unchanging foundation and refuge of His people.",
      "1 Corinthians 10:4 identifies the rock that followed Israel as Christ, and 1 Peter 2:6-8 makes Him the corner stone who is either foundation or stumbling stone.",
      "Reuse it in Daniel 2: the stone that becomes a mountain is Christ's kingdom filling the earth, and the card explains why it strikes the image on its feet.",
    ],
    insights: [
      "Paul does not invent the link; he reads Moses' Rock-songs as pointing to Christ.",
      "The same symbol that saves can stumble: the card records both.",
    ],
    takeaway: 'When Scripture says "that Rock was Christ", the Christ-locus is given, not guessed.',
  },
];

export const qr: readonly PoolExample[] = [
  {
    ref: "John 3:16",
    steps: [
      'INTRA: What is the "so" of "so loved" measuring? Who is "the world" after 3:19 says men loved darkness? What does "perish" mean beside "everlasting life"? Why does the verse say "only begotten"?',
      'INTER: How does the lifted serpent of Numbers 21:8-9 (John 3:14) prepare for this verse? How does 1 John 4:9-10 define the same love? What does "thine only son, whom thou lovest" (Genesis 22:2) add?',
      "PALACE: sanctuary, the altar of sacrifice; Christ, given as the Son; dimension, 5D (everlasting life); time zone, E-Pa for the giving and E-Fu for the life to come; cycle, @CyC; rooms that would unlock it, BF for its relatives and CEC for John 3.",
      'Rewrite: "Does God love everyone?" becomes "What does God\'s giving show about whom He loves and how much?" Drop "Isn\'t this the most famous verse?", which is a statement with a question mark.',
      '★ What does God\'s giving show about the measure of His love? ★ What does "perish" mean in John\'s Gospel? ★ How does the serpent story explain "lifted up"? ★ Why "only begotten"? ★ What does believing look like in John 3:18-21?',
    ],
    insights: [
      "Three columns stop the questions from circling the same spot: the verse, the Bible, the palace.",
      "A rewritten question opens the text further instead of closing it with yes or no.",
    ],
    takeaway: "Good questions are the work list for the Q&A Chains Room.",
  },
  {
    ref: "Genesis 3:9",
    steps: [
      'INTRA: Why does the all-knowing God ask "Where art thou?" Why does God call to Adam and not to Eve first? What did Adam hear that made him afraid (3:10)? What is the difference between hiding among the trees and being clothed?',
      'INTER: How do other "where" questions of God work, such as "Where is Abel thy brother?" (Genesis 4:9)? How does Luke 19:10, "to seek and to save that which was lost", answer this verse?',
      "PALACE: cycle, @Ad (the fall beat); sanctuary, the garden as the first meeting place; Christ, the seeking God and the promised Seed (3:15); heaven zone, H-Pa behind the serpent; room, CEC for Genesis 3.",
      'Rewrite: "Did God know where Adam was?" becomes "What was God doing by asking a question He knew the answer to?"',
      "★ Why does God ask questions? ★ What does the first question in the Bible reveal about Him? ★ How does the seeking God of Eden appear in the Gospels? ★ What did Adam lose that made him hide?",
    ],
    insights: [
      "The first question God asks in Scripture is an invitation, not a request for information.",
      "Turning a yes/no question into a what/why question turns a puzzle into a study.",
    ],
    takeaway: "Ask what the question is doing, not only what it asks.",
  },
  {
    ref: "Mark 10:21",
    steps: [
      'INTRA: What did Jesus see when He "beholding him loved him"? Why "one thing thou lackest" when the man had kept the commandments? Why does Jesus add "take up the cross"? Why did he go away grieved rather than angry?',
      "INTER: How does Matthew 6:24 (two masters) shed light here? What does Philippians 3:7-8 show about counting loss? How does Zacchaeus in Luke 19:8 answer the same test?",
      "PALACE: the ten commandments and the ark (sanctuary); Christ as Prophet, exposing the heart (CR); dimension 3D (me); fruit check, sorrow instead of joy (FRt); room QA for the chain on riches.",
      'Rewrite: "Was the man saved?" is speculation; ask instead "What was the one thing he lacked, and why was it one thing?"',
      "★ What was the one thing he lacked? ★ Why is Jesus' love mentioned before the hard command? ★ What does treasure in heaven mean in Mark? ★ How does Zacchaeus answer the same call?",
    ],
    insights: [
      "The love comes before the command: a good question notices order.",
      "Speculative questions can be turned into text questions that the passage can answer.",
    ],
    takeaway: "Replace questions the text cannot answer with ones it can.",
  },
  {
    ref: "Daniel 3:25",
    steps: [
      'INTRA: Why does the king see four men when three were thrown in? What does "like the Son of God" mean on Nebuchadnezzar\'s lips? Why are the bonds burned but not the clothes (3:27)? Why was the furnace heated seven times hotter?',
      'INTER: How does Isaiah 43:2 ("when thou walkest through the fire") shed light on this scene? How does the image of Daniel 2 lead into the golden image of Daniel 3? Where else do the faithful face a decree of worship (Revelation 13:15)?',
      "PALACE: cycle, @Cy (the exile); Christ, present in the fire; time zone, E-Pa with an E-Fu echo in Revelation 13; three angels, the third angel's warning about enforced worship (3A); room, PR for the image.",
      'Rewrite: "Was the fourth man Jesus?" becomes "What does the text say about the fourth man, and how does Scripture elsewhere describe God\'s presence in trial?"',
      "★ Who is the fourth man in the fire? ★ What links Daniel 3 with Revelation 13? ★ Why do only the bonds burn? ★ What made the three answer as they did (3:17-18)?",
    ],
    insights: [
      "A question that reaches to Revelation 13 shows how Daniel's history becomes prophecy's pattern.",
      "Even a question about identity can be rephrased to start from what the text says.",
    ],
    takeaway: "Questions that cross Scripture prepare the ground for prophecy.",
  },
  {
    ref: "Acts 16:30",
    steps: [
      'INTRA: Why did the jailer ask about being saved after an earthquake? What did he mean by "saved"? Why does Paul answer with "believe" and not with a list? Why does the answer include "thy house" (16:31)?',
      'INTER: How does Romans 10:9 describe believing? How does Ephesians 2:8-9 answer the jailer\'s "what must I do"? What does the Philippian jail add to Philippians 4:4, later written to the same church?',
      "PALACE: sanctuary, the gate (the first step into the court); Christ, the Saviour named in the answer; dimension 3D and 4D (the household baptised, the church at Philippi); room, GR for Acts 16 with Philippians 4.",
      'Rewrite: "Is faith all you need?" becomes "What does believing on the Lord Jesus include in this chapter (16:31-34)?"',
      "★ What did the jailer mean by saved? ★ What does believing include in Acts 16:31-34? ★ How does the household take part? ★ What connects the midnight hymns with the jailer's question?",
    ],
    insights: [
      "Paul and Silas were singing at midnight (Acts 16:25); a good question asks what the jailer had heard before he asked.",
      "Questions that reach to the letter written later to the same city connect history and doctrine.",
    ],
    takeaway: "Ask what led up to a question as well as what answered it.",
  },
];

export const qa: readonly PoolExample[] = [
  {
    ref: "John 3:16",
    steps: [
      "From the Questions Room map on John 3:16 the starred question chosen is: What does God's giving show about the measure of His love?",
      'Romans 5:8, "God commendeth his love toward us, in that, while we were yet sinners, Christ died for us"; 1 John 4:9-10, love is not that we loved God but that He sent His Son to be the propitiation; Romans 8:32, "He that spared not his own Son ... how shall he not with him also freely give us all things?"; Genesis 22:2, "thine only son, whom thou lovest".',
      "God's love is measured by the worth of the gift and by the unworthiness of those who receive it: He gave His only Son for sinners, and having given Him, He will withhold nothing good.",
      "The synthesis follows the texts: each speaks directly of God giving His Son, and none needs to be bent. Genesis 22 is an echo rather than a direct answer, so it supports the chain but does not carry it.",
    ],
    insights: [
      "Three direct texts are enough; a fourth that only echoes is labelled as such.",
      "The answer comes from Scripture's own words, not from a feeling about love.",
    ],
    takeaway: "Let Scripture answer in its own words before summarising.",
  },
  {
    ref: "Ecclesiastes 9:5",
    steps: [
      "Question imported from a Questions Room map on 1 Thessalonians 4: Where are the dead, and what do they know?",
      'Ecclesiastes 9:5, "the dead know not any thing"; Psalm 146:4, his breath goes forth and "in that very day his thoughts perish"; John 11:11-14, Jesus calls Lazarus\'s death sleep; 1 Thessalonians 4:16, "the dead in Christ shall rise" at the Lord\'s coming.',
      "Scripture describes death as a sleep without thought or knowledge, from which the dead in Christ are awakened at the resurrection when He returns.",
      "Check: every text speaks directly to the state of the dead, two from each testament, and the synthesis adds no detail they do not give. Where poetry is used (Ecclesiastes, Psalms), the plain words of Jesus and Paul confirm it.",
    ],
    insights: [
      "Jesus' own word for death, sleep, is the strongest link in the chain.",
      "The hope is placed at the resurrection, which is where Paul places it (1 Thessalonians 4:16-18).",
    ],
    takeaway: "When poetry and plain statement agree, the chain holds.",
  },
  {
    ref: "Genesis 15:6",
    steps: [
      "Question: How is a sinner made right with God?",
      'Genesis 15:6, Abram "believed in the LORD; and he counted it to him for righteousness"; Romans 3:24, "justified freely by his grace through the redemption that is in Christ Jesus"; Ephesians 2:8-9, by grace through faith, "not of works"; Galatians 2:16, not by the works of the law but by the faith of Jesus Christ.',
      "A sinner is made right with God by His grace, received through faith in Christ's redemption, as Abraham was, and not by his own works.",
      "Check: the texts answer the question directly and from both testaments. The chain does not say that obedience does not matter; Ephesians 2:10 follows at once, and the synthesis stays within what these texts claim.",
    ],
    insights: [
      "Starting with Abraham shows that grace through faith is not a New Testament novelty (Romans 4:3).",
      "Checking includes naming what the synthesis does not claim.",
    ],
    takeaway: "A chain is honest when it neither adds to nor takes from its texts.",
  },
  {
    ref: "Exodus 20:8",
    steps: [
      "Question: Which day is the Sabbath, and why is it kept?",
      'Genesis 2:2-3, God rested on the seventh day, blessed and sanctified it; Exodus 20:8-11, "the seventh day is the sabbath of the LORD", because in six days the LORD made heaven and earth; Mark 2:27-28, "The sabbath was made for man ... the Son of man is Lord also of the sabbath"; Luke 4:16, Jesus in the synagogue on the sabbath day "as his custom was".',
      "The Sabbath is the seventh day, blessed at creation and kept as a memorial of the Creator; Jesus claimed it as His own and kept it, showing it was made for people's good.",
      "Check: each text speaks directly of the Sabbath; the chain runs from creation through the law to Jesus, so it is not resting on one testament.",
    ],
    insights: [
      "The commandment gives its own reason by pointing back to Genesis 2.",
      "Jesus' custom is part of the answer: His practice interprets the command.",
    ],
    takeaway: "Follow a question from its first text to Christ's own practice.",
  },
  {
    ref: "Leviticus 16:30",
    steps: [
      "Question: What happens to the sins confessed in the sanctuary?",
      'Leviticus 16:16, the high priest makes an atonement for the holy place "because of the uncleanness of the children of Israel"; Leviticus 16:30, "that ye may be clean from all your sins before the LORD"; Hebrews 9:23-24, the heavenly things are purified with better sacrifices, Christ entering heaven itself; Acts 3:19, "repent ... that your sins may be blotted out".',
      "Confessed sins were carried into the sanctuary by the blood and removed on the Day of Atonement; their fulfilment is Christ's ministry with His own blood in the heavenly sanctuary, which ends in sins blotted out for ever.",
      "Check: the texts speak directly to the question. The chain does not make the scapegoat a figure of Christ; Leviticus 16:20-22 shows it receives the sins only after the atonement is finished, which is why the method reads it as the author of sin bearing his own responsibility.",
    ],
    insights: [
      "Acts 3:19 speaks of blotting out as still to come, which fits the two stages of the sanctuary service.",
      "A careful chain names the reading it avoids and the text that rules it out.",
    ],
    takeaway: "Where the blood goes, the ministry goes; the chain follows it.",
  },
];
