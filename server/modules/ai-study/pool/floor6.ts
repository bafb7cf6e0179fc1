import type { PoolExample } from "./types";

// Floor 6 — Three Heavens & Cycles: 1H/2H/3H, @, MATH, JR. Our own words; one line per method step of each room.

export const heavens123: readonly PoolExample[] = [
  {
    ref: "Isaiah 44:28",
    steps: [
      'Isaiah speaks to Judah long before the exile, naming Cyrus as the shepherd who will say to Jerusalem "Thou shalt be built".',
      "Audience: a people who will be exiled in Babylon. Time markers: none beyond the naming of Cyrus. Scale: named cities and a named ruler, local language. Fulfilment: Cyrus's decree of 538 BC (Ezra 1:1-4).",
      "1H (single).",
      "The prophecy is fulfilled in the return from Babylon: Cyrus, named in Isaiah 44:28 and 45:1, issues the decree to rebuild the temple (Ezra 1:1-4). The named ruler and city keep it on the first horizon, whatever lessons it offers later.",
    ],
    insights: [
      "A named ruler and a recorded decree are strong clues for a single near horizon.",
      "Not every prophecy has several horizons; the tag says so plainly.",
    ],
    takeaway: "When history records the fulfilment in detail, a single tag is honest.",
  },
  {
    ref: "Zechariah 9:9",
    steps: [
      'Zechariah speaks to the returned exiles rebuilding Jerusalem under Persian rule: "thy King cometh unto thee ... lowly, and riding upon an ass".',
      "Audience: a small, discouraged community waiting for their king. Scale: one King, one city, one donkey. Fulfilment: Jesus' entry into Jerusalem. Apostolic use: Matthew 21:4-5 and John 12:14-15 quote the verse as fulfilled.",
      "2H (single).",
      "The Gospels say the verse was fulfilled when Jesus rode into Jerusalem on a donkey before His passion (Matthew 21:4-5). The King came lowly at His first coming, which places this verse on the second horizon.",
    ],
    insights: [
      'The New Testament\'s "that it might be fulfilled" is the decisive clue.',
      "Zechariah 9:10 widens to dominion from sea to sea, which later verses carry toward the third horizon; the tag applies to verse 9.",
    ],
    takeaway: "Let the apostles' use of a prophecy set its horizon.",
  },
  {
    ref: "Joel 2:28",
    steps: [
      "Joel speaks to Judah after a locust plague, promising that afterward God will pour out His Spirit on all flesh, with wonders before the great and terrible day of the LORD.",
      'Audience: a people humbled by disaster. Time markers: "afterward" and "before the great and the terrible day". Apostolic use: Peter says "this is that" at Pentecost (Acts 2:16-17). Scale: cosmic signs and a final day not yet reached.',
      "2H+3H (dual).",
      "Peter declares the promise fulfilled at Pentecost, when the Spirit came on the disciples (Acts 2:16-17). Yet the great and terrible day of the LORD (Joel 2:31) is still ahead, so the prophecy begun in the church age is completed at Christ's return (compare the latter rain of Joel 2:23).",
    ],
    insights: [
      '"This is that" marks a real fulfilment without exhausting the prophecy.',
      "Dual tags need two pieces of evidence, one for each horizon.",
    ],
    takeaway: "A prophecy can begin in one horizon and finish in another.",
  },
  {
    ref: "Isaiah 65:17",
    steps: [
      "Isaiah speaks to a people facing exile and return, promising new heavens and a new earth and a rejoicing Jerusalem.",
      "Audience: Judah, promised restoration after judgment. Scale: cosmic language (new heavens), yet with death still present in 65:20, a sign of a conditional near picture. Fulfilment: the return from Babylon was only a partial taste. Apostolic use: 2 Peter 3:13 and Revelation 21:1 place the new heavens and new earth at the end.",
      "1H+3H (dual).",
      "The promise was first held out to the returning exiles, and the return gave a small, conditional foretaste of it. Peter and John take the same words for the final new creation (2 Peter 3:13; Revelation 21:1), where death is no more (Revelation 21:4), so the full fulfilment is on the third horizon.",
    ],
    insights: [
      "Isaiah 65:20 (a sinner dying at a hundred) shows the near picture was not yet the final state.",
      "The New Testament's reuse of the words points to the far horizon.",
    ],
    takeaway: "When the near fulfilment falls short of the words, look for the far one.",
  },
  {
    ref: "Daniel 12:2",
    steps: [
      "Daniel, in Persia after the exile, is told that many who sleep in the dust shall awake, some to everlasting life and some to shame and everlasting contempt.",
      'Audience: Daniel, told to seal the book until the time of the end (12:4). Time markers: "at that time" and "the time of the end". Scale: resurrection and eternal destinies. Fulfilment: no past event matches. Apostolic use: Jesus speaks of all in the graves hearing His voice (John 5:28-29).',
      "3H (single).",
      "Nothing in the return from exile or in the church age fulfils a resurrection to everlasting life and contempt. Jesus places it at the resurrection of life and of damnation (John 5:28-29), which belongs to the last day.",
    ],
    insights: [
      '"Sleep in the dust" fits the biblical picture of death as sleep until the resurrection.',
      'The method reads "many" as a special resurrection just before Christ appears (compare Revelation 1:7), but the tag rests on the plain final scope.',
    ],
    takeaway: "Resurrection language belongs on the third horizon.",
  },
];

export const cycles: readonly PoolExample[] = [
  {
    ref: "Genesis 9:13",
    steps: [
      "The Noahic cycle (@No): preservation through judgment.",
      "Fall: violence fills the earth (Genesis 6:11) → Covenant: the rainbow set in the cloud (9:13) → Sanctuary: the ark, then Noah's altar (8:20) → Enemy: the flood and a corrupt humanity → Restoration: a new start on a cleansed earth (9:1).",
      "Compare the Sanctuary beat with the Mosaic cycle (@Mo): Noah's ark, a box that carried eight people through judgment, becomes the ark of the covenant, God's throne among His people. The escalation: from a vessel of rescue to God's own presence dwelling in the camp.",
    ],
    insights: [
      'The word "ark" links the two beats in English; in Hebrew they are different words, so the comparison rests on function, not vocabulary.',
      "The rainbow reappears around God's throne (Revelation 4:3): the covenant beat also escalates.",
    ],
    takeaway: "Compare the same beat across cycles to see God's plan growing.",
  },
  {
    ref: "Ezra 1:3",
    steps: [
      "The Cyrusic cycle (@Cy): restoration after exile.",
      "Fall: exile after idolatry (2 Kings 25) → Covenant: the new-covenant promise (Jeremiah 31:31-33) → Sanctuary: the second temple (Ezra 6:15) → Enemy: Babylon, then the adversaries who stop the building (Ezra 4) → Restoration: the return under Cyrus's decree (Ezra 1:3).",
      "Compare the Restoration beat with the Cyrus–Christ cycle (@CyC): the exiles go home from Babylon; Christ rises from the dead and brings His people out of sin's captivity. The escalation: from a return to a land to a return from death.",
    ],
    insights: [
      "Cyrus is called the LORD's anointed (Isaiah 45:1), which makes the comparison with the Anointed One natural.",
      "Each restoration is larger than the last, as the cycle progressions table shows.",
    ],
    takeaway: "Every return from exile points to the greater return from death.",
  },
  {
    ref: "Acts 2:4",
    steps: [
      "The Holy Spirit cycle (@Sp): the church on mission.",
      "Fall: the people who crucified the Lord (Acts 2:23, 36) → Covenant: the promise of the Spirit and the commission to the nations (2:39; Matthew 28:19) → Sanctuary: believers as God's temple, filled with the Spirit (2:4; 1 Corinthians 3:16) → Enemy: persecution from the council (Acts 4) → Restoration: three thousand baptised and the church growing daily (2:41, 47).",
      "Compare the Sanctuary beat with the Mosaic cycle (@Mo): the glory of the LORD filled the tabernacle (Exodus 40:34); the Spirit fills the believers. The escalation: from a tent in one camp to living people in every nation.",
    ],
    insights: [
      "Tongues like fire recall the fire that fell on the altar at the tabernacle's dedication (Leviticus 9:24).",
      "The Spirit cycle's sanctuary is people, which is why the mission is worldwide.",
    ],
    takeaway: "The sanctuary beat widens from a place to a people.",
  },
  {
    ref: "Genesis 3:15",
    steps: [
      "The Adamic cycle (@Ad): creation and the first fall.",
      "Fall: disobedience in the garden (Genesis 3:6) → Covenant: the promised seed who will bruise the serpent's head (3:15) → Sanctuary: Eden, where God walked with man (3:8) → Enemy: the serpent → Restoration: coats of skins and the promise kept alive outside the garden (3:21).",
      'Compare the Enemy beat with the Remnant cycle (@Re): the serpent in the garden becomes the great dragon, "that old serpent", who is finally bound and destroyed (Revelation 12:9; 20:2, 10). The escalation: the enemy is unmasked and his end is certain.',
    ],
    insights: [
      "The first cycle's covenant is a promise of war and victory.",
      "The coats of skins require a death: restoration already costs blood.",
    ],
    takeaway: "The enemy beat grows larger, but so does his defeat.",
  },
  {
    ref: "Revelation 21:3",
    steps: [
      "The Remnant cycle (@Re): consummation.",
      'Fall: the final rebellion of the beast and Babylon (Revelation 13) → Covenant: "Behold, I make all things new" (21:5) → Sanctuary: the New Jerusalem, God\'s tabernacle with men (21:2-3) → Enemy: the dragon, the beast and the false prophet → Restoration: the new heaven and new earth (21:1).',
      "Compare the Sanctuary beat with the Adamic cycle (@Ad): a garden where God walked becomes a city with the tree of life and the throne of God in it (22:1-3). The escalation: from a garden lost to a garden-city that will never be lost.",
    ],
    insights: [
      "The last cycle returns to the first with everything Eden lacked: a city, a people, no serpent.",
      '"The tabernacle of God is with men" uses the word of the wilderness sanctuary.',
    ],
    takeaway: "The cycles end where they began, only greater.",
  },
];

export const math: readonly PoolExample[] = [
  {
    ref: "Mark 1:15",
    steps: [
      "The six periods: @120 (Noah's warning), @400 (Egypt), @70y (the exile), @490 (the seventy weeks), @1260 (papal supremacy), @2300 (the cleansing of the sanctuary).",
      'Jesus begins His ministry saying "The time is fulfilled": a time that was counted.',
      "@490: Mark 1:15 stands at the end of the sixty-ninth week, when the Messiah is anointed.",
      "69 weeks = 483 years from the decree of 457 BC (Ezra 7): 483 − 457 + 1 = AD 27, the year of His baptism. The midst of the seventieth week is AD 31 (the cross), and the period ends in AD 34.",
      "God keeps time to the year: Christ arrived on schedule, and Jesus announced that the appointed time had come.",
    ],
    insights: [
      'The "+ 1" is needed because there is no year zero between 1 BC and AD 1.',
      'Galatians 4:4 says the same: "when the fulness of the time was come".',
    ],
    takeaway: "Show the calculation, and the prophecy's precision preaches itself.",
  },
  {
    ref: "Genesis 6:3",
    steps: [
      "The six periods, from @120 to @2300.",
      'God says man\'s days "shall be an hundred and twenty years": a period before judgment.',
      "@120: Genesis 6:3 opens the 120 years of warning before the flood.",
      "No conversion is needed: 120 literal years of preaching and building, while Noah was a preacher of righteousness (2 Peter 2:5), then the door was shut.",
      "God's patience has a limit set by His own wisdom; He gives time for repentance before judgment falls (1 Peter 3:20).",
    ],
    insights: [
      "The first time prophecy is a period of grace, and so is every one after it.",
      "Jesus compares the days before His coming to the days of Noah (Matthew 24:37-39).",
    ],
    takeaway: "Every prophetic period is a measured mercy.",
  },
  {
    ref: "Daniel 9:2",
    steps: [
      "The six periods, from @120 to @2300.",
      'Daniel understands "by books" the number of the years, seventy, in which Jerusalem would lie desolate (Jeremiah 25:11-12).',
      "@70y: Daniel 9:2 stands near the end of the seventy years of exile.",
      "About seventy years from the first deportation in 605 BC to the return after Cyrus's decree (c. 536 BC); and from the temple burned in 586 BC to the temple finished in 516 BC.",
      "God's word sets the length of judgment and the moment of return; Daniel prays because he believes the appointed time has come.",
    ],
    insights: [
      "Understanding the prophecy led Daniel to pray, not to wait passively (Daniel 9:3).",
      "The seventy years lead into the seventy weeks of the same chapter.",
    ],
    takeaway: "Prophetic arithmetic should end in prayer and action.",
  },
  {
    ref: "Exodus 12:41",
    steps: [
      "The six periods, from @120 to @2300.",
      'At the end of the 430 years, "even the selfsame day", the hosts of the LORD went out of Egypt.',
      "@400: Exodus 12:41 marks the end of the period God foretold to Abram (Genesis 15:13).",
      "Genesis 15:13 gives 400 years of affliction; Exodus 12:40-41 and Galatians 3:17 count 430 years for the whole sojourn. The exodus comes on the very day the period ends.",
      'God keeps His promises to the day: the deliverance foretold to Abraham arrived "the selfsame day".',
    ],
    insights: [
      "Two numbers, 400 and 430, count different spans and do not contradict each other.",
      '"The selfsame day" is the phrase that links the period to God\'s faithfulness.',
    ],
    takeaway: "When two numbers seem to clash, ask what each one counts.",
  },
  {
    ref: "Revelation 14:7",
    steps: [
      "The six periods, from @120 to @2300.",
      'The first angel announces "the hour of his judgment is come": a judgment with a time.',
      "@2300: Revelation 14:7 proclaims the judgment that began when the 2,300 days ended.",
      "2,300 days = 2,300 years from the decree of 457 BC, the same start as the seventy weeks: 2,300 − 457 + 1 = AD 1844.",
      "God's judgment has an appointed hour, and the message of that hour is still going to every nation: He is in control of history's clock.",
    ],
    insights: [
      "The angel's message presupposes that the hour can be known, which is what the calculation supplies.",
      "The judgment hour is announced with the everlasting gospel, not instead of it.",
    ],
    takeaway: "A time prophecy tells when; the gospel tells why it is good news.",
  },
];

export const jr: readonly PoolExample[] = [
  {
    ref: "Jonah 2:9",
    steps: [
      "Jonah: four short chapters.",
      'SR Call → Flight → Fish → Nineveh → Gourd · OR "down" again and again (1:3, 5); God "prepared" a fish, a gourd, a worm and a wind · ST the fish as death and rising · CR Christ the greater prophet (Matthew 12:41) · BL Jonah looks toward the holy temple (2:4) · FE no feast · PR no prophecy timeline · 3A a message of judgment that brings repentance · @ the Cyrusic themes of mercy to the nations.',
      "A prophet runs from God's mercy to a cruel city and ends in the belly of a fish, praying toward the temple. Saved from death, he preaches, and Nineveh repents. Then Jonah sulks under a withered gourd, angry that God spared his enemies. The book closes with God's question about His pity for a great city. Christ is the greater Jonah: three days in the heart of the earth, then a message to the nations. The gospel: \"Salvation is of the LORD\", for runaway prophets and for Ninevites alike.",
      "Salvation is of the LORD, for Jonah and for Nineveh.",
    ],
    insights: [
      "The book ends with a question, so the juice ends with God's pity.",
      "The Christ-line comes from Jesus' own use of Jonah (Matthew 12:40-41).",
    ],
    takeaway: "The juice shows the book's movement, names Christ, and links to the gospel.",
  },
  {
    ref: "Ruth 4:14",
    steps: [
      "Ruth: four chapters.",
      'SR Famine → Moab → Return → Field → Threshing floor → Gate → Birth · OR "kinsman" and "redeem" repeated in chapters 3–4 · DC go\'el, the kinsman-redeemer (Leviticus 25:25) · ST bread in Bethlehem, the house of bread · CR Christ the Redeemer King · DR a Gentile brought in (4D) · PRm barren to fruitful · @ the Mosaic cycle\'s restoration beat.',
      "A family leaves Bethlehem in famine and Naomi comes home empty, with only Ruth the Moabitess clinging to her. In Boaz's field Ruth finds grace, and at the threshing floor she asks him to redeem. At the gate Boaz pays the price and takes her as his wife. Their son Obed is the grandfather of David. Christ is the Kinsman-Redeemer who takes our flesh and pays our price. The gospel: a stranger with no claim is redeemed into the family of the King.",
      "The empty come home full, because the Redeemer paid the price.",
    ],
    insights: [
      "The women's blessing, \"Blessed be the LORD, which hath not left thee this day without a kinsman\" (4:14), gives the book's centre.",
      "The genealogy at the end (4:18-22) shows why a love story belongs in the Bible.",
    ],
    takeaway: "Let the floors gather the details, then pour them into one short paragraph.",
  },
  {
    ref: "Philemon 1:18",
    steps: [
      "Philemon: one chapter.",
      'SR Onesimus runs → meets Paul → converted → sent back → welcome asked · OR "receive him" and "refresh" repeated · DC Onesimus means "useful" (verse 11) · CR Christ the Mediator · BL the incense of intercession · DR the church as a family of brothers (4D) · FRt love over rights · GR Philemon 18 beside 2 Corinthians 5:21.',
      'A runaway slave meets Paul in prison and becomes a brother in Christ. Paul sends him back to his master with a letter, asking Philemon to receive him as he would receive Paul himself. "If he hath wronged thee, or oweth thee ought, put that on mine account." Christ is the Mediator who takes our debt on His account and presents us to the Father as accepted. The gospel: the useless become useful, and slaves become brothers, because Someone paid.',
      "Put it on My account: the gospel in a personal letter.",
    ],
    insights: [
      "Verse 18 is imputation in everyday language.",
      "A short book juices quickly, which is why the room starts with them.",
    ],
    takeaway: "Short books teach the method fast.",
  },
  {
    ref: "Haggai 2:9",
    steps: [
      "Haggai: two chapters.",
      "SR Neglect → Rebuke → Rebuild → Discouragement → Promise · OR dates given to the day (1:1; 2:1, 10, 20) · BL the house of the LORD rebuilt · 1H the second temple after the exile · 3H the final shaking (Hebrews 12:26-27) · CR Zerubbabel as a signet ring (2:23), Christ the Davidic King · @ the Cyrusic cycle's sanctuary beat.",
      "The returned exiles have built their own panelled houses and left God's house in ruins. Haggai rebukes them, they obey, and the building begins. When the old men weep that the new temple is nothing like Solomon's, God promises that He will shake the nations and fill this house with glory, and its latter glory will be greater than the former. Christ is that glory, coming to the second temple in person. The gospel: God dwells with a weak, obedient people.",
      "Build God's house first; His glory will fill it.",
    ],
    insights: [
      "The exact dates make Haggai a book of deadlines kept.",
      "The latter glory is a Person, not the size of the building.",
    ],
    takeaway: "Even a two-chapter book can carry the whole sanctuary theme.",
  },
  {
    ref: "Habakkuk 2:4",
    steps: [
      "Habakkuk: three chapters.",
      'SR Complaint → Answer → Complaint → Watchtower → Woes → Prayer → Song · OR questions in chapter 1, answers in chapter 2, worship in chapter 3 · QR "how long?" (1:2) · QA the answer chained to Romans 1:17 and Galatians 3:11 · GF the just shall live by faith · FRm the prayer of chapter 3 · TZ E-Pa for Babylon, E-Fu for the earth filled with the knowledge of the glory of the LORD (2:14).',
      "A prophet complains that God does nothing about Judah's violence, and is shocked when God answers that He will use cruel Babylon. He climbs his watchtower and waits, and God replies: the vision will surely come, and the just shall live by his faith. Woes fall on the proud. The book ends in a song: though the fig tree does not blossom, yet I will rejoice in the LORD. Christ is the righteousness by which the just live. The gospel: faith that trusts God when nothing makes sense.",
      "From complaint to song: the just shall live by faith.",
    ],
    insights: [
      "Paul builds the gospel of Romans on Habakkuk 2:4 (Romans 1:17).",
      "The book's movement, complaint to worship, is the juice itself.",
    ],
    takeaway: "Name the book's movement in the juice, and the tag line follows.",
  },
];
