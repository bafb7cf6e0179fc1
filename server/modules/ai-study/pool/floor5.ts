import type { PoolExample } from "./types";

// Floor 5 — Vision: BL, PR, 3A, FE, CEC, R66. Our own words; one line per method step of each room. The method's
// readings are kept: the scapegoat is never Christ, Daniel 8's little horn is Rome, not Antiochus.

export const bl: readonly PoolExample[] = [
  {
    ref: "Psalm 51:7",
    steps: [
      "David asks to be purged with hyssop and washed whiter than snow: the text evokes washing and the sprinkling of cleansing rites.",
      "The Laver, where the priests washed before they ministered (Exodus 30:18-21); hyssop also recalls the cleansing sprinkling of Leviticus 14 and the Passover (Exodus 12:22).",
      "Christ cleanses those He has forgiven, washing them by His blood and His word.",
      "Cleansing and sanctification.",
      '1 John 1:7, "the blood of Jesus Christ his Son cleanseth us from all sin"; Ephesians 5:26, "with the washing of water by the word".',
    ],
    insights: [
      "David prays after his sin with Bathsheba (Psalm 51 title): the laver belongs to the forgiven, not to the sinless.",
      "The psalm moves from forgiveness (51:1) to a clean heart (51:10), as the path moves from altar to laver.",
    ],
    takeaway: "The laver teaches that God does not only pardon; He washes.",
  },
  {
    ref: "Hebrews 10:19-20",
    steps: [
      'The text speaks of entering "into the holiest" by a new and living way "through the veil, that is to say, his flesh".',
      "The Veil, between the Holy Place and the Most Holy Place.",
      "Christ's torn flesh has opened the way into God's presence for everyone who comes by Him.",
      "Access and assurance through His death.",
      "Matthew 27:51, the veil of the temple rent from the top to the bottom; Hebrews 4:16, come boldly to the throne of grace.",
    ],
    insights: [
      "The verse itself interprets the veil as His flesh, so the mapping is given by Scripture.",
      '"Boldness" (10:19) is the fruit of the torn veil: the way is open.',
    ],
    takeaway: "Follow the text's own interpretation of the article when it gives one.",
  },
  {
    ref: "John 8:12",
    steps: [
      'Jesus says "I am the light of the world": the text evokes light that never goes out.',
      "The Lampstand in the Holy Place, fed with oil and kept burning continually (Leviticus 24:2-4).",
      "Christ is the light of God shining through His people by the oil of the Spirit.",
      "Witness and the Spirit's work.",
      'Revelation 1:12-13, Christ in the midst of the seven golden candlesticks; Matthew 5:14, "Ye are the light of the world".',
    ],
    insights: [
      "He calls Himself the light and then calls His people the light: the lampstand shines by His oil.",
      "The lampstand was the only light in the Holy Place: without it, the table and the altar of incense could not be seen.",
    ],
    takeaway: "In the Holy Place, everything is seen by His light.",
  },
  {
    ref: "Romans 12:1",
    steps: [
      'Paul urges believers to present their bodies "a living sacrifice": the text evokes offering on the altar.',
      "The Bronze Altar of burnt offering in the courtyard, where the whole offering was given to God.",
      "Christ gave Himself wholly as an offering to God, and those He has saved give themselves wholly to Him.",
      "Consecration: a whole life given in response to mercy.",
      'Ephesians 5:2, Christ "hath given himself for us an offering and a sacrifice to God for a sweetsmelling savour"; Hebrews 13:15, the sacrifice of praise continually.',
    ],
    insights: [
      '"Living" sets this apart from every altar sacrifice, which died; the believer stays on the altar daily.',
      'The appeal rests on "the mercies of God": the altar of self-giving stands on the altar of His giving.',
    ],
    takeaway: "The altar that saved us becomes the pattern of our response.",
  },
  {
    ref: "Leviticus 16:30",
    steps: [
      '"On that day shall the priest make an atonement for you, to cleanse you": the text evokes the yearly cleansing of the sanctuary and the people.',
      "The Day of Atonement, the yearly service in the Most Holy Place.",
      "Christ, our High Priest, ministers His own blood in the heavenly Most Holy Place in the judgment that the method dates from 1844, cleansing the record of His people before He comes.",
      "The pre-advent judgment and the final removal of sin.",
      'Hebrews 9:23-24, the heavenly things purified with better sacrifices; Revelation 14:7, "the hour of his judgment is come".',
    ],
    insights: [
      "Of the two goats, only the LORD's goat is slain and its blood cleanses (Leviticus 16:15-16); the scapegoat is never a figure of Christ. It receives the confessed sins after the cleansing is finished (16:20-22) and bears them away, as the author of sin will bear his responsibility.",
      "The daily service brought sin into the sanctuary; the yearly service took it out: together they show forgiveness and final cleansing.",
    ],
    takeaway: "Follow the blood: on the Day of Atonement it goes into the Most Holy Place.",
  },
];

export const pr: readonly PoolExample[] = [
  {
    ref: "Daniel 7:6",
    steps: [
      "A leopard with four wings of a fowl and four heads. Beasts are kingdoms (Daniel 7:17); wings are speed; heads are divisions of the kingdom.",
      "Greece, the third kingdom, after Babylon and Medo-Persia.",
      'It parallels the belly and thighs of brass in Daniel 2:32, 39 and the he-goat with a notable horn in Daniel 8:5, 21, which Gabriel names "the king of Grecia".',
      "No time period is given in this verse.",
      "Alexander's swift conquests (334–323 BC) match the four wings; after his death the empire was divided among four of his generals, matching the four heads. It is a past fulfilment.",
      "Read from the text to history: the four heads come from Daniel 8:8, 22, not from any modern alliance.",
    ],
    insights: [
      "Daniel 8:21 names Greece, so the decoding is given by Scripture, not guessed.",
      "Each vision repeats the one before and adds detail: metal, then beast, then animal with horns.",
    ],
    takeaway: "Let Scripture name the symbol, then line up the parallel visions.",
  },
  {
    ref: "Daniel 7:25",
    steps: [
      "The little horn that speaks great words against the most High, wears out the saints and thinks to change times and laws. A horn is a king or kingdom (Daniel 7:24).",
      "Papal Rome, rising among the ten divisions of pagan Rome.",
      "It parallels the little horn's second phase in Daniel 8:10-12, the woman in the wilderness of Revelation 12:6, 14, and the sea beast of Revelation 13:5-7.",
      '"A time and times and the dividing of time" = 3½ prophetic years = 3½ × 360 = 1,260 days = 1,260 years (Ezekiel 4:6).',
      "From AD 538 to AD 1798, when the papacy's temporal power was broken with the taking of the pope captive. The future application is the final conflict of Revelation 13.",
      "No headlines: the identification rests on the marks the text gives (after the ten, different from them, speaking against God, persecuting, changing times and laws).",
    ],
    insights: [
      "The same period is written three ways: time-times-half a time, 42 months and 1,260 days, which confirms the day-year reading.",
      "The marks are many and specific; the identification depends on all of them together.",
    ],
    takeaway: "A prophetic identification stands on the text's marks, not on the news.",
  },
  {
    ref: "Daniel 8:14",
    steps: [
      '"Unto two thousand and three hundred days; then shall the sanctuary be cleansed." Evening-mornings are prophetic days; the sanctuary is God\'s.',
      "The judgment, after the long period of papal supremacy and before the final conflict.",
      'It aligns with the judgment scene of Daniel 7:9-10 (the books opened) and with the first angel\'s "the hour of his judgment is come" (Revelation 14:7).',
      "2,300 days = 2,300 years, counted from the decree of Artaxerxes in 457 BC (Ezra 7), the same starting point as the seventy weeks (Daniel 9:25): 2,300 − 457 + 1 = AD 1844, because there is no year zero.",
      "In 1844 Christ began the final phase of His ministry, the antitypical Day of Atonement in the heavenly Most Holy Place. It continues until the close of probation before His return.",
      "Do not move the date or attach new ones to it; the period ends once, in 1844.",
    ],
    insights: [
      'The seventy weeks are "determined" (cut off) from the 2,300 (Daniel 9:24), which gives the shared starting year.',
      'The answer to "how long?" (Daniel 8:13) is a judgment, not a political event.',
    ],
    takeaway: "Calculate carefully, crossing from BC to AD without a year zero.",
  },
  {
    ref: "Daniel 8:9",
    steps: [
      "Out of one of the four winds comes a little horn that waxes exceeding great toward the south, the east and the pleasant land. Horns are kingdoms (Daniel 8:20-22).",
      "Rome, first pagan and then papal, after the four divisions of Greece.",
      "It parallels the iron legs of Daniel 2:33, 40 and the fourth beast with its little horn in Daniel 7:7-8.",
      "The vision's time is the 2,300 days (8:14); the verse itself gives no separate period.",
      'Rome conquered the Greek kingdoms and the pleasant land (63 BC), stood up against the Prince of princes by crucifying Christ (8:25), and in its papal phase cast down the truth (8:12). The vision reaches "the time of the end" (8:17).',
      'The method rejects reading the horn as Antiochus IV: he was a minor Seleucid king who did not become "exceeding great" beside Persia\'s "great" (8:4) and Greece\'s "very great" (8:8), did not stand against the Prince of princes, and did not reach the time of the end.',
    ],
    insights: [
      "The growing scale (great, very great, exceeding great) is the text's own measure of the powers.",
      "Jesus placed the abomination of desolation in the future of His own day (Matthew 24:15), after Antiochus had long died.",
    ],
    takeaway: "Measure a horn by the text's own scale, and Antiochus is too small for Daniel 8.",
  },
  {
    ref: "Revelation 12:6",
    steps: [
      "A woman flees into the wilderness, where she is fed a thousand two hundred and threescore days. A pure woman is God's faithful people (Jeremiah 6:2; 2 Corinthians 11:2).",
      "The era of papal supremacy, in which the faithful church was hidden and persecuted.",
      "It aligns with Daniel 7:25 and Revelation 12:14 (a time, and times, and half a time) and Revelation 13:5 (forty and two months).",
      "1,260 days = 1,260 years by the day-year principle (Numbers 14:34; Ezekiel 4:6).",
      "AD 538–1798: a faithful people kept alive in remote places through the long centuries of persecution. After the period the remnant keeps the commandments of God and has the testimony of Jesus (Revelation 12:17).",
      "No modern group is read into the woman; she is identified from Scripture's use of the symbol.",
    ],
    insights: [
      "The wilderness is both a place of hardship and of God's feeding, as for Israel.",
      "Verse 17 shows where the timeline goes next: the remnant after the 1,260 years.",
    ],
    takeaway: "A woman's character in prophecy, pure or corrupt, tells you whom she stands for.",
  },
];

export const angels3: readonly PoolExample[] = [
  {
    ref: "Exodus 20:11",
    steps: [
      'Cues: creation ("in six days the LORD made heaven and earth, the sea") and worship on the Sabbath.',
      "The first angel (Revelation 14:6-7).",
      'The first angel calls people to "worship him that made heaven, and earth, and the sea, and the fountains of waters", echoing the fourth commandment\'s own words; both ground worship in God as Creator.',
      "Many people today have never heard that the Creator made a day for rest with Him. Share the Sabbath as a gift of grace and rest in Christ first, then as the sign of worshipping the Creator.",
    ],
    insights: [
      "The shared words (heaven, earth, sea) make the link verbal, not only thematic.",
      "The first angel's message begins with the everlasting gospel, so the Sabbath is shared as gospel.",
    ],
    takeaway: "Find the shared words, then carry the message with the gospel first.",
  },
  {
    ref: "Jeremiah 51:7",
    steps: [
      'Cues: Babylon, a golden cup that made all the earth drunken, and "Babylon is suddenly fallen" (51:8).',
      "The second angel (Revelation 14:8).",
      'Revelation takes Jeremiah\'s words for the second angel: "Babylon is fallen, is fallen", because she "made all nations drink of the wine of the wrath of her fornication". Both speak of intoxicating error spread among the nations.',
      'People confused by mixtures of truth and error need clear, kind Bible study, not ridicule. Offer a study of Revelation 18:4, "Come out of her, my people", to a friend who is searching.',
    ],
    insights: [
      "Revelation reuses the prophets' language; Jeremiah supplies the cup and the cry.",
      "The warning is for the sake of God's people inside Babylon (Revelation 18:4).",
    ],
    takeaway: "The second angel's warning is a rescue call.",
  },
  {
    ref: "Daniel 3:6",
    steps: [
      "Cues: a decree of worship, an image, and death for refusing.",
      "The third angel (Revelation 14:9-12).",
      "Daniel 3 enacts beforehand what Revelation 13:15 and 14:9-11 describe: worship of an image enforced by a decree, and faithful people who will not bow. The third angel warns against that worship and describes those who keep the commandments of God and the faith of Jesus.",
      'Believers under pressure at work or school to compromise worship need encouragement, not fear. Tell the story of the three Hebrews with their answer, "our God whom we serve is able" (3:17), and point to the One who walked with them in the fire.',
    ],
    insights: [
      "The furnace becomes the place where the fourth man is seen (Daniel 3:25): faithfulness meets Christ.",
      "The image's measurements (sixty by six cubits, 3:1) and Revelation's number of a man (13:18) are often compared; the link holds without forcing the numbers.",
    ],
    takeaway: "Daniel's history gives the third angel's message a face.",
  },
  {
    ref: "Ecclesiastes 12:13-14",
    steps: [
      'Cues: "Fear God, and keep his commandments" and "God shall bring every work into judgment".',
      "The first angel (Revelation 14:7).",
      "The first angel proclaims \"Fear God, and give glory to him; for the hour of his judgment is come\"; Solomon's conclusion contains the same call and the same reason, accountability before God's judgment.",
      "Young people asking what life is for need to hear that it means something before God. Share the conclusion of Ecclesiastes with the gospel of Revelation 14:6: the judgment is good news for those who are in Christ.",
    ],
    insights: [
      "The wisest man's last word and the first angel's first word agree.",
      "Judgment in the three angels' messages comes with the everlasting gospel, not instead of it.",
    ],
    takeaway: "Fear God is an invitation to meaning, not a threat.",
  },
  {
    ref: "Matthew 24:14",
    steps: [
      "Cues: the gospel preached in all the world to all nations before the end.",
      "The first angel (Revelation 14:6).",
      "Jesus' promise and the first angel's flight say the same: the everlasting gospel goes \"unto every nation, and kindred, and tongue, and people\" before the end comes.",
      'Unreached people near us, such as a new immigrant family or an isolated neighbour, are part of "all the world". Offer practical help and a Bible in their language this month.',
    ],
    insights: [
      "The worldwide gospel is the first angel's context: judgment and worship are proclaimed to every nation.",
      "The mission application is local and specific, as the room asks.",
    ],
    takeaway: "The first angel flies wherever God's people go.",
  },
];

export const fe: readonly PoolExample[] = [
  {
    ref: "1 Corinthians 5:7",
    steps: [
      'Cues: "Christ our passover is sacrificed for us" and the call to purge out the old leaven. The feast is Passover.',
      "On the 14th of Nisan a lamb without blemish was killed and its blood put on the doorposts; the household ate it in haste, ready to leave (Exodus 12:5-11; Leviticus 23:5).",
      "Christ, our Passover Lamb, was sacrificed at Passover so that death passes over those sheltered by His blood.",
      "Fulfilled.",
      'Live as people already delivered: keep the feast "with the unleavened bread of sincerity and truth" (5:8), putting away the old leaven of malice.',
    ],
    insights: [
      "Paul joins Passover and Unleavened Bread as the Bible does: the deliverance leads to a clean life.",
      "Jesus died at the Passover season, on the day of preparation (John 19:14), keeping the timetable.",
    ],
    takeaway: "The spring feasts were kept to the day by Christ's first coming.",
  },
  {
    ref: "1 Corinthians 15:20",
    steps: [
      'Cues: "now is Christ risen from the dead, and become the firstfruits of them that slept". The feast is Firstfruits.',
      "On the day after the Sabbath of Passover week the priest waved the first sheaf of the barley harvest before the LORD, and no one ate of the new harvest until it was offered (Leviticus 23:10-14).",
      "Christ rose on the day of Firstfruits as the first sheaf of the great harvest of the resurrection.",
      "Fulfilled.",
      "Grieve with hope: the first sheaf promises the rest of the harvest, and those who sleep in Christ will rise at His coming (1 Corinthians 15:23).",
    ],
    insights: [
      "The firstfruits guaranteed the harvest; His resurrection guarantees ours.",
      "Matthew 27:52-53 records others raised with Him, a wave sheaf of saints.",
    ],
    takeaway: "The first sheaf is the promise of the whole harvest.",
  },
  {
    ref: "Acts 2:1",
    steps: [
      'Cues: "when the day of Pentecost was fully come", the Spirit, and three thousand gathered in one day. The feast is Pentecost (Weeks).',
      "Fifty days after Firstfruits, two leavened loaves from the new wheat were waved before the LORD, and the harvest was celebrated (Leviticus 23:15-17).",
      "The Spirit was poured out on the day of Pentecost, and the harvest of souls began.",
      "Fulfilled.",
      "Pray for the Spirit for the work of mission, and expect a harvest: share Christ with one person this week.",
    ],
    insights: [
      "The two loaves, baked with leaven, suit a church of forgiven sinners, Jew and Gentile.",
      "Fifty days from the resurrection to the Spirit keeps the feast calendar exactly.",
    ],
    takeaway: "Pentecost is a harvest feast, so the Spirit is given for harvest.",
  },
  {
    ref: "1 Corinthians 15:52",
    steps: [
      'Cues: "at the last trump: for the trumpet shall sound, and the dead shall be raised". The feast is Trumpets.',
      "On the first day of the seventh month a memorial of blowing of trumpets was held, a holy convocation that called Israel to prepare for the Day of Atonement ten days later (Leviticus 23:24).",
      "Christ's coming will be announced by the last trumpet, gathering His people, and the warning trumpets sound before it.",
      "Awaiting.",
      "Live ready: the trumpet was a call to prepare, so take this week to set right one thing I have put off.",
    ],
    insights: [
      "Trumpets came before the Day of Atonement; warning comes before the judgment.",
      "The feast's status in the table is awaiting: its final fulfilment is at His coming.",
    ],
    takeaway: "The trumpet calls to readiness before it calls to gathering.",
  },
  {
    ref: "Leviticus 23:27",
    steps: [
      'Cues: "a day of atonement", afflicting the soul, and holy convocation. The feast is the Day of Atonement.',
      "On the tenth day of the seventh month the high priest entered the Most Holy Place with the blood of the LORD's goat and cleansed the sanctuary; the scapegoat was then sent away into the wilderness (Leviticus 16).",
      "Christ fulfils the Day of Atonement in His Most Holy Place ministry since 1844, the investigative judgment that prepares for His return.",
      "In progress.",
      "Live in the time of judgment with confession and assurance: search the heart, as Israel afflicted their souls, and trust the High Priest who pleads for me.",
    ],
    insights: [
      "The feast in progress is the one the method places between the fulfilled spring feasts and the awaited autumn ones.",
      "The scapegoat belongs to the end of the day and is never Christ; the blood that cleanses is the LORD's goat's.",
    ],
    takeaway: "We live on the antitypical Day of Atonement: a time for the heart to be searched.",
  },
  {
    ref: "John 7:37",
    steps: [
      'Cues: "in the last day, that great day of the feast" of Tabernacles (John 7:2), and living water. The feast is Tabernacles.',
      "For seven days Israel lived in booths, remembering the wilderness journey, and rejoiced over the completed harvest (Leviticus 23:34-43).",
      "Christ will gather the whole harvest and God will dwell with His people for ever.",
      "Awaiting.",
      "Hold this world loosely, as people living in booths, and drink now of the living water He offers, while looking for the city to come.",
    ],
    insights: [
      "Jesus' cry on the feast's last day gives a foretaste of the final feast (Revelation 21:3; 22:17).",
      "Booths remember the journey and anticipate the home: the feast looks back and forward.",
    ],
    takeaway: "The last feast is still ahead: God dwelling with His people.",
  },
];

export const cec: readonly PoolExample[] = [
  {
    ref: "Exodus 17:6",
    steps: [
      "Read Exodus 17: Israel thirsts at Rephidim and quarrels with Moses; the LORD stands on the rock in Horeb; Moses strikes it and water flows; then Amalek attacks and is defeated while Moses' hands are held up.",
      "Types & shadows: the struck rock, with warrant in 1 Corinthians 10:4. God's heart: He answers complaint with water. Gospel trail: thirst, cry, rescue.",
      'Typological, with biblical warrant: "that Rock was Christ".',
      "THE SMITTEN ROCK • is struck so that living water flows for a thirsty, complaining people • 1 Corinthians 10:4; John 7:37-38.",
    ],
    insights: [
      "God stands on the rock before Moses strikes it (17:6): the one struck is where God is.",
      "Using more than one finding method confirmed the line rather than inventing it.",
    ],
    takeaway: "A type needs warrant; here Paul supplies it.",
  },
  {
    ref: "Exodus 34:6",
    steps: [
      "Read Exodus 34: after the golden calf, Moses hews new tables; the LORD passes by and proclaims His name; the covenant is renewed and Moses' face shines.",
      "God's heart: the LORD proclaims Himself merciful and gracious, longsuffering, abundant in goodness and truth. Promise: the renewed covenant after failure.",
      'Thematic, confirmed by the New Testament: the Word made flesh is "full of grace and truth" (John 1:14), which echoes this name.',
      "THE LORD FULL OF GRACE AND TRUTH • shows His glory as mercy to a people who have broken His covenant • John 1:14, 17; John 14:9.",
    ],
    insights: [
      "John 1:14-18 mirrors Exodus 33–34: glory seen, grace and truth, no one has seen God.",
      "The shining face of Moses (34:29) is surpassed by the glory in the face of Jesus Christ (2 Corinthians 3:18; 4:6).",
    ],
    takeaway: "Whoever has seen Christ has seen the character God proclaimed on Sinai.",
  },
  {
    ref: "Judges 6:12",
    steps: [
      "Read Judges 6: Midian oppresses Israel after their sin; they cry to the LORD; a prophet rebukes them; the angel of the LORD meets Gideon threshing in a winepress and calls him; Gideon tears down Baal's altar.",
      'Gospel trail: mess (sin and oppression), cry (6:6), rescue (a deliverer sent). Promise: "Surely I will be with thee" (6:16).',
      'Thematic: the pattern of a deliverer raised from weakness needs New Testament confirmation, which Luke 1:68-69 gives for Christ, "an horn of salvation" raised up to redeem His people.',
      "THE DELIVERER GOD RAISES UP • comes from the least family to save His people from their oppressors • Luke 1:68-69; Hebrews 2:14-15.",
    ],
    insights: [
      "Gideon is the least in his father's house (6:15); Christ comes from despised Nazareth (John 1:46).",
      "The gospel trail method finds Christ in the shape of the chapter, not in one detail.",
    ],
    takeaway: "When a chapter cries out and God sends a saviour, Christ is the fulfilment of the pattern.",
  },
  {
    ref: "Ecclesiastes 1:2",
    steps: [
      "Read Ecclesiastes 1: the Preacher finds everything under the sun to be vanity; generations pass, the sun and the rivers go round, and knowledge increases sorrow.",
      "Unfinished story: every good under the sun passes and leaves the heart unsatisfied, pointing to an answer beyond the sun. God's heart: the Preacher is made to long for more than the sun can give (3:11).",
      'Thematic, with New Testament confirmation: "a greater than Solomon is here" (Matthew 12:42), in whom are hid all the treasures of wisdom (Colossians 2:3).',
      "THE ONE GREATER THAN SOLOMON • gives lasting meaning to a life that everything under the sun leaves empty • Matthew 12:42; Colossians 2:3.",
    ],
    insights: [
      "Romans 8:20 uses the same word, vanity, for creation subjected in hope.",
      "Unfinished stories find Christ by what they lack.",
    ],
    takeaway: "A chapter of emptiness points to the One who fills it.",
  },
  {
    ref: "Psalm 110:1",
    steps: [
      'Read Psalm 110: the LORD says to David\'s Lord, "Sit thou at my right hand"; He rules in the midst of His enemies; He is a priest for ever after the order of Melchizedek; He judges among the nations.',
      "Promise: a King enthroned at God's right hand. Types & shadows: Melchizedek, priest and king (Genesis 14:18).",
      "Explicit: Jesus applies the psalm to Himself (Matthew 22:44), and Hebrews 5:6 applies its priesthood to Him.",
      "THE PRIEST-KING AT GOD'S RIGHT HAND • reigns and intercedes until every enemy is made His footstool • Matthew 22:44; Hebrews 5:6.",
    ],
    insights: [
      "Psalm 110 is the Old Testament text the New Testament quotes most often.",
      "Two offices in one Person: the psalm joins King and Priest, as the Concentration Room notices.",
    ],
    takeaway: "An explicit Christ-line is the easiest to find and the most important to know.",
  },
];

export const r66: readonly PoolExample[] = [
  {
    ref: "John 1:29",
    steps: [
      "The Lamb.",
      "Sample rows: Genesis | God will provide a lamb | 22:8 | ST, FE · Exodus | The Passover lamb's blood saves the firstborn | 12:13 | FE, BL · Leviticus | A lamb without blemish for sin | 4:32-35 | BL · Isaiah | The Servant led as a lamb to slaughter | 53:7 | CEC · John | Behold the Lamb of God | 1:29 | CEC · Revelation | The slain Lamb on the throne | 5:6 | BL, HC · and on through all 66 books.",
      "Silent books still fit: Esther never names a lamb, but it preserves the people through whom the Lamb would come.",
      "Shadowy start (Abel's lamb, Genesis 4:4) → development (Passover, daily sacrifices, Isaiah's Servant) → climax in Christ (John 1:29; 1 Peter 1:19) → consummation (the Lamb on the throne and the marriage supper, Revelation 19:9).",
      "Constellation: The story of the Lamb begins outside Eden, where Abel brings a firstling of his flock, and on Moriah, where Abraham tells his son that God will provide a lamb. In Egypt a lamb's blood turns death from Israel's doors, and at the tabernacle lambs are offered morning and evening, year after year, without finishing the work. Isaiah sees a Servant led like a lamb to the slaughter, silent and wounded for others. Then John points at Jesus: Behold the Lamb of God. He dies at Passover, rises, and at the end of the story John sees Him standing on the throne as it had been slain, worshipped by every creature, and inviting His bride to the marriage supper.",
    ],
    insights: [
      "The sample rows show the grid's form; the full grid has one row for every book.",
      "The Constellation reads as one story, as the room asks, from Eden to the throne.",
    ],
    takeaway: "A theme that runs from Genesis to Revelation is a gospel in miniature.",
  },
  {
    ref: "Revelation 21:22",
    steps: [
      "The Temple: God dwelling with His people.",
      "Sample rows: Genesis | God walks with man in the garden | 3:8 | BL, @Ad · Exodus | Make me a sanctuary to dwell among them | 25:8 | BL · 1 Kings | Glory fills Solomon's temple | 8:10-11 | BL · Ezekiel | The glory departs and returns | 43:4-5 | BL, 1H · John | The temple of His body | 2:19-21 | CEC · 1 Corinthians | Ye are the temple of God | 3:16 | BL, @Sp · Revelation | No temple: God and the Lamb are its temple | 21:22 | HC · and on through every book.",
      "Silent books fit by their setting: Ruth and Esther keep the line of promise alive while the dwelling place waits.",
      "Shadowy start (Eden) → development (tabernacle, temple, exile and return) → climax in Christ, God tabernacling in flesh (John 1:14) → consummation (the city where God Himself is the temple, Revelation 21:3, 22).",
      "Constellation: In the beginning God walked with His people in a garden, but sin drove them out. He did not give up: He asked Israel to build a sanctuary so that He could dwell among them, and His glory filled the tabernacle and then Solomon's temple. Israel's sin made the glory depart, the temple burned, and the prophets promised a greater house. The Word became flesh and dwelt among us, and Jesus spoke of the temple of His body, destroyed and raised in three days. By His Spirit the church became God's temple on earth. At the end John sees a city with no temple, because God and the Lamb are its temple, and God dwells with His people for ever.",
    ],
    insights: [
      "The theme's last verse says there is no temple, because the temple's purpose is fulfilled.",
      "Palace tags in each row connect the grid to the rooms that study it further.",
    ],
    takeaway: "Trace where God dwells, and the whole Bible moves toward His home with us.",
  },
  {
    ref: "Galatians 3:16",
    steps: [
      "The Seed.",
      "Sample rows: Genesis | The woman's seed will crush the serpent | 3:15 | CEC, |GC · Genesis | In thy seed all nations blessed | 22:18 | GF · Ruth | A son born to Boaz, grandfather of David | 4:17 | PRm · 2 Samuel | David's seed to sit on the throne | 7:12 | CR · Isaiah | A virgin shall conceive | 7:14 | CEC · Galatians | Thy seed, which is Christ | 3:16 | GF · Revelation | The dragon makes war with her seed | 12:17 | |GC · and on book by book.",
      "Silent books: Esther preserves the people of the promised seed from destruction; Song of Solomon keeps marriage and birth in view.",
      "Shadowy start (the promise in Eden) → development (Abraham, Judah, David) → climax in Christ the seed (Galatians 3:16; 4:4) → consummation (the serpent finally crushed, Romans 16:20; Revelation 20:10).",
      "Constellation: The first promise of the gospel is a birth: the woman's seed will crush the serpent's head. Cain kills Abel, and the line seems lost, but Seth is born. God narrows the promise to Abraham's seed, through whom all nations will be blessed, then to Judah, and then to David's house, whose son will reign for ever. Enemies try again and again to cut the line off, in Egypt, in Athaliah's massacre and in Haman's decree, yet the seed survives. Isaiah speaks of a virgin's son, and Paul declares that the seed is Christ. The dragon still makes war with the woman's seed, but the God of peace will soon crush Satan under His people's feet.",
    ],
    insights: [
      "Enemy attempts on the line (Exodus 1; 2 Kings 11; Esther 3) become part of the theme's development.",
      'Paul\'s singular "seed" (Galatians 3:16) is the key that turns the theme toward Christ.',
    ],
    takeaway: "The Bible's story can be read as the survival of one promised Seed.",
  },
  {
    ref: "Jeremiah 31:31",
    steps: [
      "The Covenant.",
      "Sample rows: Genesis | A rainbow covenant with every living creature | 9:13 | @No · Genesis | A covenant cut with Abram | 15:18 | @Ab · Exodus | The blood of the covenant at Sinai | 24:8 | @Mo, BL · Jeremiah | A new covenant, the law in the heart | 31:31-33 | @Cy · Luke | The new testament in my blood | 22:20 | CEC · Hebrews | The mediator of a better covenant | 8:6 | BL · Revelation | The ark of His testament seen in heaven | 11:19 | BL, HC · and through all 66 books.",
      "Silent books still fit: Nehemiah shows a covenant renewed in writing (9:38), and Job shows God's faithfulness in the dark.",
      "Shadowy start (the rainbow and Abraham) → development (Sinai, David, the promise of a new covenant) → climax in Christ's blood (Luke 22:20) → consummation (God's tabernacle with men, Revelation 21:3).",
      "Constellation: God binds Himself by promise long before He asks anything: a rainbow over a drowned world, a smoking furnace passing between the pieces of Abraham's sacrifice. At Sinai the covenant is sealed with blood and written on stone, and Israel breaks it almost at once. Through the centuries the prophets plead, and Jeremiah hears God promise a new covenant, with the same law written on the heart and sins remembered no more. On the night before He dies, Jesus takes the cup: this is the new testament in my blood. He mediates that better covenant in heaven, and at the end the ark of His testament is seen there, and God's promise stands complete.",
    ],
    insights: [
      "The new covenant has the same law, written in a new place (Jeremiah 31:33; Hebrews 8:10).",
      "Blood runs through the covenant theme from Abraham's animals to the cup.",
    ],
    takeaway: "God's covenant is His promise kept at His own cost.",
  },
  {
    ref: "Luke 9:31",
    steps: [
      "The Exodus: God bringing His people out.",
      "Sample rows: Genesis | Abram brought out of Ur | 15:7 | @Ab · Exodus | Through the sea on dry ground | 14:22 | PRm · Isaiah | A new way in the sea, a new thing | 43:16-19 | 1H · Hosea | Out of Egypt I called my son | 11:1 | P‖ · Luke | His decease (exodus) at Jerusalem | 9:31 | CEC · 1 Corinthians | Baptised in the cloud and the sea | 10:1-2 | ST · Revelation | The song of Moses and the Lamb | 15:3 | HC · and on through the canon.",
      "Silent books fit: Esther is an exodus without leaving, deliverance inside the empire.",
      "Shadowy start (Abraham called out) → development (Egypt, the return from Babylon as a second exodus) → climax in Christ's exodus, His death and resurrection at Jerusalem (Luke 9:31) → consummation (the redeemed beside the sea of glass, Revelation 15:2-3).",
      "Constellation: God calls Abram out of Ur and promises that his descendants will come out of a land of bondage. Four centuries later He brings Israel out of Egypt through the blood of the lamb and the parted sea, and Moses sings. When Israel is carried to Babylon, Isaiah promises a new exodus, a way in the wilderness, and the exiles come home. On the mountain of transfiguration Moses and Elijah speak with Jesus about the exodus He will accomplish at Jerusalem: His death and resurrection bring His people out of sin's slavery. Baptism becomes their crossing of the sea, and at the end the redeemed stand beside a sea of glass singing the song of Moses and the Lamb.",
    ],
    insights: [
      "Luke's Greek word for Jesus' decease is exodos, which makes the theme explicit.",
      "Each exodus is larger than the last, from a family to a nation to all the redeemed.",
    ],
    takeaway: "Every rescue in Scripture is a rehearsal for the great exodus Christ accomplished.",
  },
];
