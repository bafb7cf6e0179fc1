import type { PoolExample } from "./types";

// Floor 4 — Next Level: CR, DR, C6, TRm, TZ, PRm, P‖, FRt. Our own words; one line per method step of each room.

export const cr: readonly PoolExample[] = [
  {
    ref: "Hebrews 7:25",
    steps: [
      'He "ever liveth to make intercession" for those who come to God by Him: He is praying for them now.',
      "Priest: intercession is a priestly act.",
      "High Priest, the title the whole chapter has been building (Hebrews 7:26).",
      'He saves "to the uttermost"; believers can come to God at any time with confidence, because Someone is pleading for them.',
      "Ongoing now: He is doing it today in the heavenly sanctuary (Hebrews 8:1-2).",
    ],
    insights: [
      'The verb "ever liveth" makes the horizon present: His priesthood did not end at the cross.',
      "The benefit is access: those who come are never turned away because their Priest never stops interceding.",
    ],
    takeaway: "Find what Christ is doing, name the office, then ask when He does it.",
  },
  {
    ref: "John 1:18",
    steps: [
      'No one has seen God, but the Son who is in the bosom of the Father "hath declared him": He makes God known.',
      "Prophet: revealing God is the prophet's work.",
      "The Word and the only begotten Son (John 1:1, 18), titles of One who speaks for God because He is God.",
      "He shows us what the Father is like; believers need no longer guess at God's character, because they can look at Jesus (John 14:9).",
      "Fulfilled in His life and ministry, and still speaking through the Gospel that records it.",
    ],
    insights: [
      'The Greek word for "declared" gives us "exegesis": Jesus is God\'s own explanation of Himself.',
      "The Prophet office is not only foretelling; here it is revealing.",
    ],
    takeaway: "When Christ makes God known, the office is Prophet.",
  },
  {
    ref: "Revelation 19:16",
    steps: [
      "The Rider on the white horse comes to judge and make war in righteousness, and the nations are struck by the sword of His mouth.",
      "King: ruling, judging and conquering belong to the King.",
      '"KING OF KINGS, AND LORD OF LORDS", written on His vesture and on His thigh.',
      "He ends every rival power and sets up His reign; believers are freed from oppression for ever and share His victory (Revelation 17:14).",
      "Awaited: this is His second coming, still to come.",
    ],
    insights: [
      "The title is visible on Him: His kingship will no longer be hidden.",
      "Horizon matters: the same Christ who intercedes now will reign openly then.",
    ],
    takeaway: "Name the horizon, and the office speaks to the right moment.",
  },
  {
    ref: "Mark 4:39",
    steps: [
      'He rebukes the wind and commands the sea, "Peace, be still", and it obeys.',
      "King: commanding is a royal act, and creation obeys its Lord.",
      '"Master" on the disciples\' lips (Mark 4:38); their question, "What manner of man is this?", points to a greater title, Lord of creation.',
      "He brings the disciples safe to the other side; believers learn that no storm is outside His command.",
      'Fulfilled on that night, and a sign of what He will do when He calms every storm at the end (Revelation 21:1, "no more sea").',
    ],
    insights: [
      "Psalm 107:29 says the LORD makes the storm a calm; Jesus does what only the LORD does.",
      "A miracle of power usually belongs to the King office; a word of teaching to the Prophet.",
    ],
    takeaway: "When Christ commands and creation obeys, the office is King.",
  },
  {
    ref: "John 19:30",
    steps: [
      'He receives the vinegar, says "It is finished", bows His head and gives up the ghost: He completes His sacrifice.',
      "Priest: offering the sacrifice is priestly work, and here the Priest is also the offering.",
      "The Lamb of God (John 1:29), the title John's Gospel gave Him at the start.",
      "He finishes the atoning sacrifice; believers have a complete payment, not a partial one, on which to rest.",
      "Fulfilled, once for all (Hebrews 9:26; 10:10).",
    ],
    insights: [
      "In John, Jesus dies at the hour the Passover lambs were being prepared (John 19:14), joining title and act.",
      "Hebrews 7:27 keeps the two roles together: He offered up Himself.",
    ],
    takeaway: "The cross is the Priest's finished work; the intercession that follows is His ongoing one.",
  },
];

export const dr: readonly PoolExample[] = [
  {
    ref: "Exodus 12:13",
    steps: [
      "1D LITERAL: in Egypt, on the night of the tenth plague, each Israelite household killed a lamb and put its blood on the door, and the LORD passed over the marked houses.",
      "2D CHRIST: the blood of the true Lamb shields us from death (1 Corinthians 5:7). 3D ME: I am safe because of the blood, not because of my house. 4D CHURCH: God's people are a household of the blood, eating the meal together and ready to leave. 5D HEAVEN: the redeemed stand by the sea of glass and sing the song of Moses and of the Lamb (Revelation 15:2-3).",
      "Each line says something new: history, substitution, personal assurance, community, final deliverance.",
      'The Christ line rests on 1 Corinthians 5:7, "Christ our passover is sacrificed for us".',
      "Read in order: the night in Egypt grounds it, the Lamb centres it, and the last three apply what He did to me, to us and to the end of the story.",
    ],
    insights: [
      '"When I see the blood" (Exodus 12:13): safety depended on God seeing the blood, not on the family\'s feelings inside.',
      "Revelation's song of Moses shows the exodus is a pattern the end repeats.",
    ],
    takeaway: "Five distinct lines, grounded in the literal and centred on Christ.",
  },
  {
    ref: "Psalm 23:1",
    steps: [
      "1D LITERAL: David, once a shepherd himself (1 Samuel 16:11), sings of the LORD as his shepherd who provides, leads and protects.",
      "2D CHRIST: Jesus is the good shepherd who gives His life for the sheep (John 10:11). 3D ME: I lack nothing I truly need, because I am led. 4D CHURCH: the flock is one, under one shepherd, with leaders who feed it (1 Peter 5:2-4). 5D HEAVEN: the Lamb in the midst of the throne shall feed them and lead them to living fountains (Revelation 7:17).",
      "The five lines move from David's life, to Jesus' sacrifice, to my needs, to the church's leaders, to eternity: none repeats another.",
      "John 10:11 supports the Christ line.",
      "Read together: a shepherd's song becomes the Shepherd's story, and then my trust, our care for each other and the final leading to living water.",
    ],
    insights: [
      "Revelation 7:17 surprises: the Lamb becomes the shepherd.",
      "The church line guards against making the psalm purely private.",
    ],
    takeaway: "Let the literal sense of a psalm set the course for the other four lines.",
  },
  {
    ref: "Genesis 28:12",
    steps: [
      "1D LITERAL: Jacob, fleeing from Esau, sleeps at Bethel and dreams of a ladder from earth to heaven with angels going up and down and the LORD above it renewing Abraham's promise.",
      "2D CHRIST: Jesus is the ladder, the only link between heaven and earth (John 1:51). 3D ME: God meets me even when I am running from the consequences of my own deceit. 4D CHURCH: the church is a Bethel, a house of God and gate of heaven where God is met. 5D HEAVEN: heaven and earth will be joined for ever when God dwells with men (Revelation 21:3).",
      "Each line stands on its own: a fugitive's dream, Christ as mediator, grace to the undeserving, the house of God, the final union.",
      'John 1:51, "ye shall see heaven open, and the angels of God ascending and descending upon the Son of man".',
      "Read in order: Jacob's night grounds it, Christ centres it, and grace, worship and eternity follow.",
    ],
    insights: [
      "Jesus Himself applies the ladder to Himself, so the Christ line is given, not guessed.",
      "Jacob receives the promise at his worst moment, which shapes the personal line.",
    ],
    takeaway: "When Jesus quotes a text about Himself, the Christ dimension is secure.",
  },
  {
    ref: "Ruth 4:10",
    steps: [
      "1D LITERAL: in Bethlehem's gate, Boaz buys Naomi's family land and takes Ruth the Moabitess as his wife, so that the dead man's name is not cut off.",
      "2D CHRIST: Christ becomes our kinsman by taking our flesh, so that He can redeem us (Hebrews 2:14-17). 3D ME: I was a stranger with no claim, and I am redeemed into the family. 4D CHURCH: a Moabitess enters the line of David, a sign that the Gentiles belong (Ephesians 2:19). 5D HEAVEN: the story ends in a marriage, as history ends in the marriage supper of the Lamb (Revelation 19:7-9).",
      "The lines are distinct: law and land, incarnation and redemption, personal adoption, Gentile inclusion, the final wedding.",
      "Hebrews 2:14-17 grounds the Christ line: He shared our flesh to deliver us.",
      "Read as a whole: a village transaction becomes the gospel of the Redeemer who is near of kin.",
    ],
    insights: [
      "The kinsman had to be related and willing (Ruth 3:12-13; 4:6); Christ is both.",
      "Ruth's place in Matthew's genealogy (Matthew 1:5) connects the church line to Jesus' own family.",
    ],
    takeaway: "A small historical transaction can carry all five dimensions.",
  },
  {
    ref: "Daniel 2:44",
    steps: [
      "1D LITERAL: Daniel tells Nebuchadnezzar that after the kingdoms of the image, the God of heaven will set up a kingdom that will never be destroyed and will break the others in pieces.",
      "2D CHRIST: the stone cut out without hands is Christ and His kingdom (Luke 1:33; Matthew 21:44). 3D ME: my loyalty belongs to the kingdom that lasts, not to the metals that pass. 4D CHURCH: God's people live now as citizens of that coming kingdom among the kingdoms of the world. 5D HEAVEN: at His coming the kingdoms of this world become His for ever (Revelation 11:15).",
      "The lines are distinct: a dream in Babylon, the King Himself, personal allegiance, the church's citizenship, the final kingdom.",
      'Luke 1:33, "of his kingdom there shall be no end", echoes Daniel 2:44 directly.',
      "Read in order: the literal history of empires grounds the Christ line, and the last three apply it to loyalty now and hope then.",
    ],
    insights: [
      "The stone strikes the image on its feet (Daniel 2:34): the kingdom comes at the end of the sequence, not in the middle of it.",
      "The personal line is about allegiance, which the prophecy itself invites.",
    ],
    takeaway: "Prophecy's dimensions include the reader's loyalty today.",
  },
];

export const c6: readonly PoolExample[] = [
  {
    ref: "Matthew 11:28",
    steps: [
      "Multi-text: the theme is rest.",
      "Pr Isaiah 58:13-14 · Pa Luke 15:5 · Ep Hebrews 4:9-10 · Hi Joshua 21:44 · Go Matthew 11:28 · Po Psalm 23:2.",
      "Prophecy (Isaiah 58:13-14) adds the Sabbath as delight and promise; the parable (Luke 15:5) has one point, the lost sheep carried home on the shepherd's shoulders; the epistle (Hebrews 4:9-10) argues that a rest remains and is entered by ceasing from one's own works; history (Joshua 21:44) shows rest given in the land, not achieved; the Gospel (Matthew 11:28) is the personal invitation; the poem (Psalm 23:2) pictures rest without literalising the pasture.",
      "Rest is God's gift before it is our practice: promised in the Sabbath, given in the land, carried home on the Shepherd's shoulders, and offered in person by Christ, who gives rest to everyone who comes and keeps a rest remaining for His people.",
    ],
    insights: [
      "Each genre is read by its own rules: the parable for its one point, the poem without literalising.",
      "The synthesis climaxes in Christ, the One who gives the rest the other texts describe.",
    ],
    takeaway: "Six genres, one truth, and Christ at the centre.",
  },
  {
    ref: "John 10:11",
    steps: [
      "Single-text: anchor John 10:11, the good shepherd; the theme is the Shepherd.",
      "Pr Ezekiel 34:23 · Pa Luke 15:4-6 · Ep Hebrews 13:20 · Hi 1 Samuel 16:11 · Go John 10:11 · Po Psalm 23:1.",
      "Prophecy (Ezekiel 34:23) promises one shepherd, \"my servant David\", a far horizon beyond the first one; the parable (Luke 15:4-6) makes one point, the shepherd seeks one lost sheep; the epistle (Hebrews 13:20) names the great shepherd brought again from the dead; history (1 Samuel 16:11) shows the youngest son keeping sheep chosen as king; the Gospel (John 10:11) gives the shepherd's death for the sheep; the poem (Psalm 23:1) voices the sheep's trust.",
      'The Shepherd promised in Ezekiel, foreshadowed in the shepherd-king David, seeks the lost, lays down His life, rises as the great Shepherd, and so becomes the One of whom every sheep can sing, "I shall not want".',
    ],
    insights: [
      'Ezekiel names the coming shepherd "David" long after David\'s death: a prophecy with a far horizon.',
      "Hebrews adds the resurrection, which John 10:17-18 anticipates.",
    ],
    takeaway: "An anchor verse gathers its theme from all six genres.",
  },
  {
    ref: "Luke 23:34",
    steps: [
      "Multi-text: the theme is forgiveness.",
      "Pr Isaiah 1:18 · Pa Matthew 18:27 · Ep Ephesians 4:32 · Hi Genesis 50:19-21 · Go Luke 23:34 · Po Psalm 103:12.",
      "Prophecy (Isaiah 1:18) offers scarlet made white to a rebellious nation; the parable (Matthew 18:27) makes one point, forgiven debtors must forgive; the epistle (Ephesians 4:32) argues from God's forgiveness in Christ to ours; history (Genesis 50:19-21) shows Joseph forgiving without endorsing the evil; the Gospel (Luke 23:34) gives Jesus praying for those crucifying Him; the poem (Psalm 103:12) pictures distance, east from west, without literalising it.",
      "Forgiveness begins with God, who offers to make the scarlet white and removes our sins as far as east from west; it reaches its height at the cross, where Jesus prays for His executioners; and it flows on through those He has forgiven, as Joseph forgave and as the debtor ought to have.",
    ],
    insights: [
      "The parable's one point (Matthew 18:33) and the epistle's argument say the same thing in two genres.",
      "History shows forgiveness that names evil as evil (Genesis 50:20), guarding against a soft reading.",
    ],
    takeaway: "Each genre adds a side of the truth the others leave out.",
  },
  {
    ref: "John 8:12",
    steps: [
      "Multi-text: the theme is light.",
      "Pr Isaiah 60:1 · Pa Matthew 25:1-4 · Ep 1 John 1:7 · Hi Exodus 13:21 · Go John 8:12 · Po Psalm 27:1.",
      "Prophecy (Isaiah 60:1) calls Zion to arise because her light has come, with a near return from exile and a far glory; the parable (Matthew 25:1-4) has one point, readiness, shown by oil for the lamps; the epistle (1 John 1:7) argues that walking in the light means fellowship and cleansing; history (Exodus 13:21) shows God leading by a pillar of fire at night; the Gospel (John 8:12) has Jesus claim to be the light of the world; the poem (Psalm 27:1) sings the LORD as light and salvation.",
      "The light that led Israel through the night came in person as the light of the world; those who follow Him walk in the light, are cleansed and kept ready, and will see the glory Isaiah promised rise over them.",
    ],
    insights: [
      "John 8:12 was spoken at the Feast of Tabernacles (John 7:2), the feast that remembered the wilderness journey under the pillar of fire; genre links can rest on setting too.",
      "The parable adds urgency that the other genres lack.",
    ],
    takeaway: "Use each genre's rules, and the theme grows richer without being forced.",
  },
  {
    ref: "Luke 8:11",
    steps: [
      'Single-text: anchor Luke 8:11, "The seed is the word of God"; the theme is the word as seed.',
      "Pr Isaiah 55:10-11 · Pa Luke 8:11 · Ep 1 Peter 1:23 · Hi Genesis 26:12 · Go John 12:24 · Po Psalm 126:5-6.",
      "Prophecy (Isaiah 55:10-11) promises the word will not return void; the parable (Luke 8:11) makes one point through four soils, the hearer's heart decides the harvest; the epistle (1 Peter 1:23) argues we are born again of incorruptible seed, the word; history (Genesis 26:12) records Isaac sowing in famine and reaping a hundredfold, a narrative that shows rather than prescribes; the Gospel (John 12:24) applies the seed to Jesus' own death; the poem (Psalm 126:5-6) sings of sowing in tears and reaping in joy.",
      "God's word is living seed: it cannot fail, it gives new birth, it asks for a receptive heart, and it reaches its fullness in Christ, the seed that fell into the ground and died, so that those who sow in tears will come home with sheaves.",
    ],
    insights: [
      "The history link is an illustration of blessing on sowing, not a promise of crops; the genre rule keeps it in its place.",
      "John 12:24 turns the seed from the word to the Word made flesh.",
    ],
    takeaway: "Let the anchor's own image travel through the genres.",
  },
];

export const trm: readonly PoolExample[] = [
  {
    ref: "Hebrews 8:1-2",
    steps: [
      "The main focus: Christ is the High Priest seated in heaven, minister of the true tabernacle which the Lord pitched, not man.",
      "Primary |S Sanctuary Wall; secondary |LC Life of Christ Wall.",
      "The passage is chiefly about sanctuary ministry, priesthood and mediation, which is exactly what the Sanctuary Wall carries; His ascension and present work link it to the Life of Christ.",
      "Exodus 25:8-9, where Moses is shown a pattern for the tabernacle: the comparison shows the earthly sanctuary was a copy, and Hebrews 8 shows the original.",
    ],
    insights: [
      '"This is the sum" (Hebrews 8:1): the writer names the main point himself.',
      "A secondary span is optional; here it adds the ascension without stealing the focus.",
    ],
    takeaway: "Find what the passage is chiefly about, then choose the wall that carries its weight.",
  },
  {
    ref: "Revelation 12:9",
    steps: [
      "The main focus: the great dragon, that old serpent called the Devil and Satan, is cast out of heaven with his angels.",
      "Primary |GC Great Controversy Wall.",
      "The passage is about the cosmic conflict itself: war in heaven, the deceiver of the whole world, and his defeat.",
      "Genesis 3:15: the serpent of Eden is named here, and the enmity promised there becomes open war; the comparison shows the whole Bible as one conflict from garden to throne.",
    ],
    insights: [
      '"That old serpent" links the last book to the first explicitly.',
      "A single primary span is enough when the passage speaks so directly.",
    ],
    takeaway: "When the text names the conflict, the Great Controversy Wall carries it.",
  },
  {
    ref: "Ephesians 2:8-9",
    steps: [
      "The main focus: salvation is by grace through faith, the gift of God, not of works.",
      "Primary GF Gospel Floor.",
      "The passage is about justification and righteousness by faith, the floor everything else stands on.",
      "Romans 4:4-5: the comparison shows the same contrast of wages and gift, and adds that God justifies the ungodly.",
    ],
    insights: [
      "Ephesians 2:10 follows at once, but the primary span stays on grace; works are its fruit.",
      "The Gospel Floor is a floor because every other wall rests on it.",
    ],
    takeaway: "Some passages are the floor itself; name it plainly.",
  },
  {
    ref: "Daniel 9:25",
    steps: [
      "The main focus: from the command to restore and build Jerusalem unto the Messiah the Prince shall be seven weeks and threescore and two weeks.",
      "Primary |TP Time-Prophecy Wall; secondary |LC Life of Christ Wall.",
      "The verse is a timetable, day for a year, that fixes the Messiah's appearing; its goal is Christ's anointing, which links it to His life.",
      "Galatians 4:4, \"when the fulness of the time was come, God sent forth his Son\": the comparison shows the New Testament treating Christ's coming as arriving on God's schedule.",
    ],
    insights: [
      "Sixty-nine weeks of years from 457 BC reach AD 27, the year the method dates His baptism.",
      "The Time-Prophecy Wall and the Life of Christ Wall meet at the Jordan.",
    ],
    takeaway: "When a passage counts time toward Christ, two walls meet.",
  },
  {
    ref: "Revelation 21:4",
    steps: [
      "The main focus: God wipes away all tears; no more death, sorrow, crying or pain.",
      "Primary HC Heaven Ceiling.",
      "The passage is about the new creation and the end of the curse, the ceiling the whole palace looks up to.",
      'Isaiah 65:17-19: new heavens and a new earth, and "the voice of weeping shall be no more heard"; the comparison shows John seeing the fulfilment of Isaiah\'s promise.',
    ],
    insights: [
      '"The former things are passed away" echoes Isaiah 65:17\'s "the former shall not be remembered".',
      "The Heaven Ceiling is not escape from the earth but a new earth.",
    ],
    takeaway: "Promises and their fulfilment share a span across the canon.",
  },
];

export const tz: readonly PoolExample[] = [
  {
    ref: "Hebrews 8:1",
    steps: [
      "H-Now, heaven now.",
      "The verse speaks of Christ seated at the right hand of the throne, minister of the heavenly sanctuary. It describes what He is doing at present, in heaven, for His people on earth.",
      "It touches E-Pa as well: the earthly tabernacle of Moses, which was a copy and shadow (Hebrews 8:5).",
      "Near and far are not merged: the earthly service belonged to the past, the heavenly ministry is present, and the text keeps them apart (Hebrews 8:4-6).",
    ],
    insights: [
      '"We have" is present tense: the zone is given by the grammar.',
      "The secondary zone explains the primary one without replacing it.",
    ],
    takeaway: "Let the verb tense and the location decide the zone.",
  },
  {
    ref: "Isaiah 14:12",
    steps: [
      "H-Pa, heaven past.",
      "The lament addresses Lucifer, son of the morning, fallen from heaven for wanting to exalt his throne above the stars of God. Behind the king of Babylon stands the rebellion that began in heaven before earthly history.",
      "It also touches E-Pa: the near target is the king of Babylon (Isaiah 14:4).",
      "Near and far are kept apart: the king of Babylon is the near subject, and the language of verses 12-14 reaches beyond any earthly king to the one who inspires him (compare Ezekiel 28:12-17).",
    ],
    insights: [
      "The taunt opens with a named human king, so the near horizon must not be lost.",
      "Ezekiel 28 uses the same two-level pattern with the king of Tyre.",
    ],
    takeaway: "When a text speaks on two levels, name both and keep them distinct.",
  },
  {
    ref: "1 Thessalonians 4:16-17",
    steps: [
      "E-Fu, earth future.",
      "The Lord descends with a shout and the trump of God; the dead in Christ rise first, and the living are caught up to meet Him. The text speaks of an event still to come, on earth and in the air.",
      'It touches H-Fu: "so shall we ever be with the Lord".',
      "Near and far are not merged: this is not AD 70 or a present spiritual experience but Christ's visible, audible return, one event with a shout and a trumpet.",
    ],
    insights: [
      "Paul writes to comfort mourners (4:13, 18); the zone gives the comfort its date: the future.",
      "The loud signs (shout, voice, trump) rule out a secret event.",
    ],
    takeaway: "Future promises comfort because they are placed in the future.",
  },
  {
    ref: "Philippians 4:6-7",
    steps: [
      "E-Now, earth now.",
      "Paul tells believers to be careful for nothing but to pray about everything with thanksgiving, and promises that the peace of God will keep their hearts. It is instruction for life today.",
      'None needed beyond a glance at H-Now: the peace comes "through Christ Jesus", who is in heaven.',
      "Near and far are not merged: the promise is peace now, not the end of all trouble, which belongs to the future (Revelation 21:4).",
    ],
    insights: [
      "Not every text needs secondary zones; the room asks for a few, never all six.",
      "Keeping present peace separate from future rest stops a promise being stretched too far.",
    ],
    takeaway: "A present promise should not be read as a future guarantee.",
  },
  {
    ref: "Revelation 22:3-5",
    steps: [
      "H-Fu, heaven future.",
      "No more curse; the throne of God and of the Lamb is in the city; His servants see His face; there is no night. The text describes God's dwelling with His people in eternity.",
      "It touches E-Fu: the city is on the new earth (Revelation 21:1-2).",
      "Near and far are not merged: this is not the church's present experience but the final state, when the curse of Genesis 3 is removed.",
    ],
    insights: [
      '"They shall see his face" answers the loss of Eden, where Adam hid from His presence.',
      "Heaven future and earth future meet in the New Jerusalem.",
    ],
    takeaway: "The last zone of the Bible is God with His people, face to face.",
  },
];

export const prm: readonly PoolExample[] = [
  {
    ref: "Acts 16:25-26",
    steps: [
      "At midnight something decisive happens again and again: the Passover, Samson's escape, Paul and Silas in prison, the bridegroom's cry.",
      "Midnight Deliverance.",
      "At the darkest hour, when nothing seems to be happening, God acts suddenly to judge, to free or to arrive.",
      "Exodus 12:29 (at midnight the LORD smites the firstborn); Judges 16:3 (Samson rises at midnight and carries off the gates); Acts 16:25-26 (at midnight Paul and Silas sing and the doors open); Matthew 25:6 (at midnight a cry, the bridegroom comes).",
      "God's deliverance does not wait for daylight; the pattern meets Christ in the midnight cry of His coming, which finds His people either ready or asleep.",
    ],
    insights: [
      'The name is specific, not "God helps": it carries the hour and the act.',
      "The parable instance turns the pattern toward readiness.",
    ],
    takeaway: "Name a pattern so specifically that it could not belong to any other.",
  },
  {
    ref: "1 Samuel 7:12",
    steps: [
      "Stones are set up again and again to mark what God has done.",
      "Stones of Remembrance.",
      "After God acts, His people set up a stone and name it, so that later generations ask and are told.",
      'Genesis 28:18 (Jacob\'s pillar at Bethel); Joshua 4:6-7 (twelve stones from the Jordan, "what mean ye by these stones?"); 1 Samuel 7:12 (Ebenezer, "hitherto hath the LORD helped us").',
      'God wants His acts remembered and retold; the pattern meets Christ at the table, where bread and cup are given "in remembrance of me" (Luke 22:19).',
    ],
    insights: [
      "Joshua 4:6 shows the purpose: a stone is a question waiting for a child to ask it.",
      "The Supper is the New Testament's memorial, not of stone but of bread.",
    ],
    takeaway: "A pattern's insight often appears in the instance that explains itself.",
  },
  {
    ref: "John 4:7",
    steps: [
      "A man meets a woman at a well, and a relationship or a betrothal follows, several times in Scripture.",
      "Bride Found at the Well.",
      "A traveller arrives at a well, a woman comes to draw water, water is given, and she runs home to tell, after which a union follows.",
      "Genesis 24:11-15 (Abraham's servant finds Rebekah); Genesis 29:10 (Jacob meets Rachel); Exodus 2:16-21 (Moses at the well of Midian, then Zipporah); John 4:7 (Jesus meets the Samaritan woman at Jacob's well).",
      "God arranges meetings at the place of water; the pattern meets Christ as the Bridegroom (John 3:29), who at Jacob's well begins to gather a bride from among the Samaritans (John 4:39).",
    ],
    insights: [
      "John 3:29 calls Jesus the bridegroom just one chapter before the well scene.",
      "The woman running to tell echoes Rebekah and Rachel running home (Genesis 24:28; 29:12).",
    ],
    takeaway: "When a familiar pattern appears in the Gospels, ask what Christ fulfils in it.",
  },
  {
    ref: "Genesis 32:28",
    steps: [
      "At turning points God gives people new names.",
      "New Name at the Turning.",
      "God meets a person at a moment of crisis or calling and gives a new name that describes who he will now be.",
      "Genesis 17:5 (Abram to Abraham, father of many nations); Genesis 32:28 (Jacob to Israel after the wrestling); John 1:42 (Simon to Cephas, a stone); Revelation 2:17 (a new name on a white stone for the overcomer).",
      "God does not only forgive what we were; He names what we will be. The pattern meets Christ, who gives His own new name to those who overcome (Revelation 3:12).",
    ],
    insights: [
      "Each new name is a promise God then works to fulfil.",
      "The last instance is in the future: the pattern continues to the end.",
    ],
    takeaway: "Trace a pattern into Revelation to see where it is going.",
  },
  {
    ref: "Daniel 2:48",
    steps: [
      "Faithful captives in foreign courts rise to high office.",
      "Captive Raised to Rule.",
      "A servant of God is taken into a foreign land, stays faithful under pressure, and is raised to rule for the good of many.",
      "Genesis 41:40 (Joseph over Pharaoh's house); Daniel 2:48 (Daniel ruler over the province of Babylon); Esther 10:3 (Mordecai next to the king); Nehemiah 1:11 (the king's cupbearer, later governor).",
      "God keeps His people in exile and raises them to serve; the pattern meets Christ, who took the form of a servant in a world not His own and has been highly exalted (Philippians 2:7-9).",
    ],
    insights: [
      "Each rise serves others: Joseph feeds the world, Mordecai seeks the good of his people.",
      "The pattern's last step in Christ is exaltation after humiliation.",
    ],
    takeaway: "Let the pattern's last instance be Christ's, and it preaches itself.",
  },
];

export const par: readonly PoolExample[] = [
  {
    ref: "John 6:9",
    steps: [
      "Elisha feeding a hundred men (2 Kings 4:42-44) and Jesus feeding five thousand (John 6:9-13): both involve barley loaves, a doubting servant, a command to give, and food left over.",
      "A: Elisha has twenty barley loaves set before a hundred men, and they eat and leave some (2 Kings 4:42-44). B: Jesus takes five barley loaves and two fish and feeds five thousand, and twelve baskets are left (John 6:9-13).",
      'Echoes: barley loaves; a servant\'s question ("should I set this before an hundred men?", "what are they among so many?"); the food given out; leftovers. Escalation: twenty loaves become five; a hundred become five thousand; the prophet\'s servant becomes the Son Himself giving thanks.',
      'Warranted: John alone notes the loaves were barley, and the crowd responds "This is of a truth that prophet" (John 6:14), inviting the comparison with Israel\'s prophets.',
      "Jesus does what the prophets did, on a scale only God could reach: He is more than a prophet, He is the bread He gives.",
    ],
    insights: [
      "Shared actions, not shared themes, make the parallel: a question, a distribution, leftovers.",
      "The escalation runs in both directions: fewer loaves, more people.",
    ],
    takeaway: "Map the echoes first, then show how the second event surpasses the first.",
  },
  {
    ref: "Matthew 4:4",
    steps: [
      "Israel in the wilderness after the Red Sea (Exodus–Deuteronomy) and Jesus in the wilderness after His baptism (Matthew 3–4): both pass through water and are tested in the wilderness.",
      "A: after crossing the sea, Israel is tested forty years in the wilderness and fails with bread, with testing God and with idols (Deuteronomy 8:2-3). B: after His baptism, Jesus is tested forty days in the wilderness and answers every temptation from Deuteronomy (Matthew 4:1-10).",
      'Echoes: water, then wilderness; forty; hunger and bread; testing God; worship. Escalation: the son who failed (Israel, "my son", Hosea 11:1) is replaced by the Son who overcomes.',
      'Warranted: Jesus quotes Deuteronomy 8:3, 6:16 and 6:13, all from Israel\'s wilderness, and Matthew has already applied "Out of Egypt have I called my son" to Him (Matthew 2:15).',
      "Where Israel fell, Christ stood, and His victory is counted for His people.",
    ],
    insights: [
      "The quotations are the warrant: Jesus chose the very chapters of Israel's testing.",
      "The lesson is gospel, not only example: He overcame where we fail.",
    ],
    takeaway: "Check the warrant in the text itself before drawing the lesson.",
  },
  {
    ref: "Jonah 1:5",
    steps: [
      "Jonah asleep in a storm (Jonah 1) and Jesus asleep in a storm (Mark 4:35-41): both sleep in a boat in a violent storm, are woken by frightened men, and the sea becomes calm.",
      "A: Jonah, fleeing God, sleeps in the ship while the sailors cry out; he is thrown into the sea and it grows calm (Jonah 1:5-15). B: Jesus sleeps on a pillow in the stern; the disciples wake Him and He rebukes the wind and the sea (Mark 4:37-39).",
      "Echoes: sleeping in the storm; terrified crew; a rebuke or question; calm; the men fear greatly afterwards (Jonah 1:16; Mark 4:41). Escalation: Jonah must be sacrificed to calm the sea; Jesus calms it with a word, and later gives Himself for the storm of our sin.",
      'Warranted: Jesus Himself says "a greater than Jonas is here" (Matthew 12:41), and the fear of the men is told in almost the same words.',
      "Jonah slept out of disobedience, Jesus out of trust; the One greater than Jonah saves His companions by His word and by His death.",
    ],
    insights: [
      "The sleepers are alike in posture and opposite in heart.",
      "Jonah's being thrown into the sea anticipates the greater sacrifice.",
    ],
    takeaway: "A parallel's lesson often lies in the difference between the two figures.",
  },
  {
    ref: "2 Corinthians 4:6",
    steps: [
      "Creation's first light (Genesis 1:3) and God's light shining in believers' hearts (2 Corinthians 4:6): in both God commands light out of darkness.",
      'A: in the beginning, darkness is on the deep, and God says "Let there be light" (Genesis 1:2-3). B: God who commanded light out of darkness shines in our hearts to give the knowledge of His glory in the face of Jesus Christ (2 Corinthians 4:6).',
      "Echoes: darkness first; God speaks; light appears. Escalation: light on the earth becomes light in the heart; the light of day becomes the glory of God in Christ's face.",
      "Warranted: Paul quotes the creation command himself, so the parallel is his, not ours.",
      "Conversion is a new creation: the same God who made the first light makes the darkness of a heart shine with Christ.",
    ],
    insights: [
      '2 Corinthians 5:17 says it plainly a chapter later: "he is a new creature".',
      "The escalation moves from the world to the person without losing the cosmic scale.",
    ],
    takeaway: "When a New Testament writer quotes an Old Testament act, the parallel is warranted.",
  },
  {
    ref: "Acts 1:9",
    steps: [
      "Elijah taken up while Elisha watches (2 Kings 2:9-15) and Jesus taken up while the disciples watch (Acts 1:9; 2:1-4): a master ascends and his spirit is given to those he leaves behind.",
      "A: Elijah is taken up by a whirlwind, Elisha sees him go and receives a double portion of his spirit with the fallen mantle (2 Kings 2:9-15). B: Jesus is taken up while the disciples look on, and at Pentecost the Spirit is poured out on them (Acts 1:9; 2:1-4).",
      'Echoes: the master taken up; the followers watching; the spirit given; ministry beginning at once. Escalation: one disciple receives a double portion, while the whole church receives the Spirit, and then "all flesh" (Acts 2:17).',
      'Warranted by shared actions and by Luke\'s stress on seeing ("while they beheld", Acts 1:9), which matches Elijah\'s condition "if thou see me when I am taken" (2 Kings 2:10); the parallel is suggested, so it is stated with care.',
      "Christ's ascension is not His absence but the beginning of His Spirit-filled church's ministry.",
    ],
    insights: [
      "The check step keeps a suggestive parallel honest by saying how strong the warrant is.",
      "The escalation from one prophet to all flesh is the parallel's message.",
    ],
    takeaway: "State the strength of the warrant along with the parallel.",
  },
];

export const frt: readonly PoolExample[] = [
  {
    ref: "Matthew 7:1",
    steps: [
      '"Judge not" means a Christian must never say that anything is wrong.',
      "Humility or pride: it feels humble. Love or judgmentalism: it looks loving. Holiness or license: it gives permission to keep sin unnamed. Peace or anxiety: it avoids conflict but not guilt.",
      "License: the reading makes holiness optional.",
      'The neglected balancing truth is in the same passage: remove the beam from your own eye "and then shalt thou see clearly" to help your brother (Matthew 7:5), and Jesus later says "judge righteous judgment" (John 7:24). Revised: do not condemn others from pride, but deal with your own sin first and then help others humbly.',
      "The revised reading produces humility and love; record it and practise it by examining my own life before speaking to anyone else about theirs.",
    ],
    insights: [
      "A reading that sounds kind can still bear bad fruit if it removes holiness.",
      "The balancing truth is often in the next verses.",
    ],
    takeaway: "Test a reading by what it produces, then find the truth it left out.",
  },
  {
    ref: "Hebrews 6:4-6",
    steps: [
      "I sinned badly after my baptism, so according to Hebrews 6 I can never be forgiven.",
      "Faith or fear: it produces dread of God. Hope or despair: it leaves me convinced I am beyond help. Peace or anxiety: constant anxiety.",
      "Despair and fear.",
      'The neglected truth: "him that cometh to me I will in no wise cast out" (John 6:37) and "if we confess our sins, he is faithful and just to forgive" (1 John 1:9). The passage warns those who deliberately and finally reject Christ, crucifying Him afresh (Hebrews 6:6); the very desire to return shows that is not my case. Revised: come back to Christ now.',
      "The revised reading bears hope and faith; record it and act on it by confessing today.",
    ],
    insights: [
      "A reading that drives someone away from Christ cannot be the reading of a book written to draw people to Him (Hebrews 4:16).",
      "The same chapter ends with the sure anchor of hope (Hebrews 6:19).",
    ],
    takeaway: "A reading that leaves no way back to Christ needs a second look.",
  },
  {
    ref: "Revelation 18:4",
    steps: [
      "Revelation's Babylon means that everyone in other churches is an enemy of God.",
      "Love or judgmentalism: it breeds contempt for people. Humility or pride: it makes me feel superior. Faith or fear: it leaves me suspicious of everyone.",
      "Judgmentalism and pride.",
      'The neglected truth is in the text: "Come out of her, my people" (Revelation 18:4). God calls people in Babylon His own. Babylon is a system of confused worship, and the message against it is given out of love for the people inside it. Revised: warn against the system, love the people, and call them gently with the gospel first (Revelation 14:6).',
      "The revised reading bears love and humility; record it and live it by praying for a friend of another church by name.",
    ],
    insights: [
      '"My people" is the balancing phrase, inside the very verse.',
      "The first angel's gospel comes before the second angel's warning (Revelation 14:6-8).",
    ],
    takeaway: "Prophecy read without love bears the fruit the prophecy condemns.",
  },
  {
    ref: "Romans 8:1",
    steps: [
      "Because I am in Christ Jesus, God does not condemn me, and His Spirit is now leading me in a new way of life.",
      "Humility or pride: it is a gift, which humbles. Faith or fear: it drives out fear. Hope or despair: it gives hope. Holiness or license: the same passage says we walk after the Spirit (8:4). Peace or anxiety: peace.",
      "Humility, faith, hope, holiness and peace.",
      "No revision is needed; the check shows no bad fruit.",
      "Record it, still open to the other rooms' checks, and live it: when guilt returns for confessed sin, answer it with Romans 8:1 and walk on.",
    ],
    insights: [
      "A good reading holds grace and holiness together (Romans 8:1, 4).",
      "Good fruit is still recorded as provisional: the other rooms can refine it.",
    ],
    takeaway: "Good fruit is lived, not only admired.",
  },
  {
    ref: "Malachi 3:10",
    steps: [
      "If I pay my tithe, God is bound to make me wealthy.",
      "Faith or fear: faith in a transaction, not in God. Humility or pride: pride when it works, shame when it does not. Peace or anxiety: anxiety when the money does not come.",
      "Anxiety and pride: giving becomes a way of getting.",
      'The balancing truth: the tithe is the Lord\'s (Leviticus 27:30), returned in worship, and "God loveth a cheerful giver" who will have "all sufficiency in all things" for every good work (2 Corinthians 9:7-8). Malachi\'s "prove me" is about God\'s faithfulness, not a guaranteed profit. Revised: I return the tithe as worship and trust God to supply what I need.',
      "The revised reading bears faith and peace; record it and live it by giving with thanksgiving this week, expecting God's faithfulness rather than a return.",
    ],
    insights: [
      "The same promise bears different fruit depending on whether it is held as worship or as a deal.",
      '2 Corinthians 9 keeps the blessing aimed at "every good work", not at accumulation.',
    ],
    takeaway: "Watch what a reading does to the heart; that is its fruit.",
  },
];
