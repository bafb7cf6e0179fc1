// Time Zone Invasion content (games.md §4.4): prophetic verses and the time zones each may be placed in, read
// with the palace Time Zone room (common/content/palace/rooms/floor4/tz.ts): heaven or earth; past, now or future,
// seen from today. Every key holds 2–3 zones, because Normal and Hard ask for exactly 2. The model explanation is
// the reveal: 2–3 sentences naming every zone of the key by its code (and no other zone), with one supporting
// reference besides the verse itself. Near and far fulfilments are kept apart (the TZ room's near/far check).
// Server-only: this is the answer key.
import type { ZoneVerse } from "./card-types";

export const zoneVerses: readonly ZoneVerse[] = [
  // Behind and before earth's story: the divine counsel and the origin of sin
  {
    ref: "Isa 14:12-14",
    acceptableZones: ["H-Pa", "E-Pa"],
    modelExplanation:
      "In its first setting the taunt is aimed at the king of Babylon, a proud ruler whose fall belongs to fulfilled history, E-Pa. Behind that king stands Lucifer, the bright one who wanted God's throne and was cast down from heaven before our story began, so the passage also speaks from H-Pa (Ezek 28:15-17).",
  },
  {
    ref: "Ezek 28:14-15",
    acceptableZones: ["H-Pa", "E-Pa"],
    modelExplanation:
      "The lament is addressed to the king of Tyre, whose city and pride fell long ago, which places its near subject in E-Pa. Yet the words reach past any human king to the anointed cherub created perfect until iniquity arose in him, the origin of sin in heaven, H-Pa (Isa 14:12-14).",
  },
  {
    ref: "Rev 12:7-9",
    acceptableZones: ["H-Pa", "E-Pa", "E-Now"],
    modelExplanation:
      "The war between Michael and the dragon began in heaven before human history, so the first zone is H-Pa. The dragon was thrown down to the earth, where he deceived our first parents in Eden (Gen 3:1-6), which is E-Pa, and he still misleads the whole world today, E-Now.",
  },
  {
    ref: "Rev 12:10-11",
    acceptableZones: ["H-Pa", "E-Pa", "E-Now"],
    modelExplanation:
      "Heaven's loud voice hails salvation once the accuser is cast down, a victory cry already raised in H-Pa. What cast him down was the cross, the decisive event of E-Pa (John 12:31), and believers who overcome by the blood of the Lamb and their testimony are living it out in E-Now.",
  },
  {
    ref: "Job 1:6-8",
    acceptableZones: ["H-Pa", "E-Pa"],
    modelExplanation:
      "The scene opens in the heavenly council, where the accuser challenges God about His servant; that meeting lies in H-Pa. Job's losses and patience unfold on earth in fulfilled history, E-Pa (Jas 5:11), and naming both zones shows why Job suffers without knowing what the reader knows.",
  },
  {
    ref: "Luke 10:18",
    acceptableZones: ["H-Pa", "E-Pa"],
    modelExplanation:
      "Jesus speaks as One who watched Satan fall from heaven like lightning, reaching back to the rebellion and expulsion of H-Pa (Rev 12:9). He says it as the seventy return rejoicing from their mission in Galilee, a fulfilled event of E-Pa in which every demon that fled showed that fall on a small scale.",
  },
  {
    ref: "Mic 5:2",
    acceptableZones: ["H-Pa", "E-Pa"],
    modelExplanation:
      "The ruler of Israel was born in little Bethlehem, just as the scribes read it to Herod, a prophecy fulfilled in E-Pa (Matt 2:5-6). The same verse says His goings forth are from everlasting, so His story begins before time in H-Pa: the child of Bethlehem is the eternal Son.",
  },
  {
    ref: "Eph 1:4",
    acceptableZones: ["H-Pa", "E-Now"],
    modelExplanation:
      "God chose His people in Christ before the foundation of the world, a purpose settled in the divine counsel of H-Pa (2 Tim 1:9). The goal of that choice is lived out day by day as believers grow holy and blameless in love, so the verse also speaks into E-Now.",
  },
  {
    ref: "Rev 13:8",
    acceptableZones: ["H-Pa", "E-Pa", "E-Fu"],
    modelExplanation:
      "The Lamb was slain from the foundation of the world: the plan of the cross was settled in H-Pa and carried out at Calvary in E-Pa (John 19:30). The verse also foretells a worldwide worship of the beast by all whose names are missing from the Lamb's book, the final test of E-Fu.",
  },
  {
    ref: "1 Pet 1:19-20",
    acceptableZones: ["H-Pa", "E-Pa"],
    modelExplanation:
      "Christ was foreordained as the spotless Lamb before the foundation of the world, a plan formed in H-Pa. He was made manifest for us when His precious blood was actually shed at the cross, which is E-Pa (John 1:29).",
  },
  {
    ref: "Ps 24:7-10",
    acceptableZones: ["H-Pa", "H-Now", "E-Fu"],
    modelExplanation:
      "Read in the light of the ascension (Acts 1:9), the King of glory passes through heaven's everlasting gates, a welcome already given in H-Pa. He reigns there as the Lord mighty in battle, H-Now, and the same King will come again through the gates of the earth, E-Fu.",
  },
  // Fulfilled history with a far horizon
  {
    ref: "Gen 3:15",
    acceptableZones: ["E-Pa", "E-Fu"],
    modelExplanation:
      "God spoke this first gospel promise in Eden, and the bruising of the Seed's heel was fulfilled at the cross, so the verse belongs to E-Pa (Gal 4:4). The crushing of the serpent's head is completed when Satan and sin are destroyed at the close of the story, so it also reaches E-Fu (Rom 16:20).",
  },
  {
    ref: "Dan 2:34-35",
    acceptableZones: ["E-Pa", "E-Fu"],
    modelExplanation:
      "The metals of the image stand for Babylon, Medo-Persia, Greece and Rome, kingdoms that have already risen and fallen in E-Pa (Dan 2:38-40). The stone cut out without hands that strikes the feet and fills the whole earth is God's kingdom arriving at Christ's return, E-Fu.",
  },
  {
    ref: "Dan 7:25",
    acceptableZones: ["E-Pa", "E-Fu"],
    modelExplanation:
      "The little horn speaks against the Most High, wears out the saints and thinks to change times and law for a time, times and half a time, the 1260 years from 538 to 1798 that lie in E-Pa (Rev 13:5). Its spirit is not finished: the same power returns to the stage in the final crisis, E-Fu.",
  },
  {
    ref: "Rev 13:3",
    acceptableZones: ["E-Pa", "E-Fu"],
    modelExplanation:
      "The deadly wound points to the blow that ended papal supremacy in 1798, when the 1260 years ran out, an event of E-Pa (Rev 13:5). The healing of that wound and the whole world wondering after the beast are still to reach their height in E-Fu.",
  },
  {
    ref: "Matt 24:15-16",
    acceptableZones: ["E-Pa", "E-Fu"],
    modelExplanation:
      "Jesus warned His hearers to flee when armies surrounded Jerusalem, and the city fell in AD 70, a near fulfilment that now lies in E-Pa (Luke 21:20-21). That near event previews a final desolation before His coming, E-Fu, and the two must be kept distinct rather than merged.",
  },
  {
    ref: "Acts 1:11",
    acceptableZones: ["E-Pa", "E-Fu"],
    modelExplanation:
      "The disciples watched Jesus taken up from the Mount of Olives, a fulfilled event in E-Pa. The angels promise that this same Jesus will come back in like manner, personally and visibly, which is E-Fu (Rev 1:7).",
  },
  {
    ref: "Heb 9:28",
    acceptableZones: ["E-Pa", "E-Fu"],
    modelExplanation:
      "Christ was offered once to bear the sins of many, a sacrifice finished at Calvary in E-Pa (Heb 9:26). He will appear a second time, not to deal with sin but to bring full salvation to those who wait for Him, E-Fu.",
  },
  {
    ref: "Isa 61:1-2",
    acceptableZones: ["E-Pa", "E-Fu"],
    modelExplanation:
      "Jesus read this passage in Nazareth and said it was fulfilled that day, so His anointed ministry to the poor and the captive belongs to E-Pa (Luke 4:18-21). He stopped reading before the day of vengeance of our God, which still waits for the end, E-Fu.",
  },
  {
    ref: "Isa 9:6-7",
    acceptableZones: ["E-Pa", "H-Fu"],
    modelExplanation:
      "The child born and the son given came at Bethlehem, fulfilled history in E-Pa (Luke 2:11). His government and peace will have no end on David's throne for ever, the everlasting reign of H-Fu.",
  },
  // Dated prophecy and the judgment in heaven
  {
    ref: "Dan 7:9-10",
    acceptableZones: ["H-Now", "H-Fu"],
    modelExplanation:
      "Thrones are set, the Ancient of Days sits and the books are opened: in the historicist reading this judgment in heaven follows the 1260 years, began in 1844 and is going on today, H-Now (Dan 8:14). Its verdict settles who will share the everlasting kingdom, so the scene also opens onto H-Fu, where the Judge reigns with His people.",
  },
  {
    ref: "Dan 7:13-14",
    acceptableZones: ["H-Now", "H-Fu"],
    modelExplanation:
      "The Son of man comes with clouds to the Ancient of Days, not to the earth: He enters the judgment in the heavenly sanctuary, H-Now (Heb 9:24). There He receives a dominion and a kingdom that will never pass away, the everlasting reign of H-Fu.",
  },
  {
    ref: "Dan 7:26-27",
    acceptableZones: ["H-Now", "E-Fu", "H-Fu"],
    modelExplanation:
      "The judgment sits in heaven and takes away the little horn's dominion; that court is in session in H-Now (Rev 14:7). When it ends, the kingdom under the whole heaven is handed to the saints at Christ's coming, E-Fu, and their kingdom is everlasting, H-Fu.",
  },
  {
    ref: "Dan 8:14",
    acceptableZones: ["E-Pa", "H-Now"],
    modelExplanation:
      "The 2300 prophetic days, counted as years from the decree of 457 BC, ended in 1844, a date already behind us in E-Pa (Dan 9:25). Then the cleansing of the heavenly sanctuary began, Christ's closing work of judgment that continues in H-Now (Heb 9:23-24).",
  },
  {
    ref: "Dan 9:24",
    acceptableZones: ["E-Pa", "H-Now"],
    modelExplanation:
      "The seventy weeks, 490 years from 457 BC, reached their goal when Messiah made reconciliation for iniquity at the cross in AD 31, fulfilled history in E-Pa (Dan 9:26). The anointing of the most Holy points to the opening of the heavenly sanctuary, where Christ's priestly ministry goes on in H-Now (Heb 8:1-2).",
  },
  {
    ref: "Dan 12:1",
    acceptableZones: ["H-Now", "E-Fu"],
    modelExplanation:
      "Michael, the great prince who stands for God's people, is Christ in His present ministry for them, H-Now (Heb 7:25). When He stands up that ministry closes, and the unmatched time of trouble breaks on the earth, ending in the deliverance of all written in the book, E-Fu.",
  },
  {
    ref: "Dan 12:4",
    acceptableZones: ["E-Pa", "E-Now"],
    modelExplanation:
      "Daniel's book was to stay sealed until the time of the end, which opened in 1798 when its prophecies began to be searched and understood, E-Pa (Dan 7:25). Knowledge of them keeps growing as people study the Scriptures and share them, so the verse also speaks into E-Now (Rev 10:11).",
  },
  {
    ref: "Mal 3:1",
    acceptableZones: ["E-Pa", "H-Now"],
    modelExplanation:
      "The messenger who prepares the way was John the Baptist, and the Lord came to His temple in Jerusalem, fulfilled history in E-Pa (Matt 11:10). Read with the Son of man coming to the Ancient of Days (Dan 7:13), the sudden coming of the Lord to His temple also fits Christ entering the Most Holy Place for the judgment, H-Now.",
  },
  {
    ref: "Rev 10:10-11",
    acceptableZones: ["E-Pa", "E-Now"],
    modelExplanation:
      "The little book of Daniel's time prophecies tasted sweet and then turned bitter, which the historicist reading sees in the hope and disappointment of 1844, E-Pa (Dan 8:14). The command to prophesy again before many peoples launched the work of carrying the final messages to the world, the church's task in E-Now (Rev 14:6).",
  },
  // Christ's ministry in heaven and His people on earth
  {
    ref: "Heb 8:1-2",
    acceptableZones: ["H-Now", "E-Now"],
    modelExplanation:
      "We have a high priest seated at the right hand of the throne, serving in the true tabernacle the Lord pitched, so His ministry in heaven is present, H-Now (Heb 7:25). The letter is written to believers on earth, who draw near through that ministry in their daily walk, E-Now.",
  },
  {
    ref: "Heb 9:24",
    acceptableZones: ["H-Now", "E-Pa"],
    modelExplanation:
      "The holy places made with hands were the earthly tabernacle, a figure that served through Israel's history in E-Pa (Exod 25:8-9). Christ has entered heaven itself to appear before God for us, and the word now in the verse settles His ministry there as H-Now.",
  },
  {
    ref: "Heb 4:14-16",
    acceptableZones: ["H-Now", "E-Now"],
    modelExplanation:
      "Our great high priest has passed into the heavens and feels for our weakness there, which is H-Now. Because of Him we come boldly to the throne of grace and find help in our time of need, the believer's life in E-Now (Heb 10:19-22).",
  },
  {
    ref: "Rom 8:34",
    acceptableZones: ["H-Now", "E-Pa"],
    modelExplanation:
      "The verse walks through Christ's death and resurrection, finished events in E-Pa (1 Cor 15:3-4). It climbs to His place at God's right hand, where He goes on pleading for us, the present ministry of H-Now.",
  },
  {
    ref: "1 John 2:1",
    acceptableZones: ["H-Now", "E-Now"],
    modelExplanation:
      "John writes to children in the faith who are still fighting sin, a word for E-Now. If any of them falls, Jesus Christ the righteous pleads for them before the Father as their advocate, which is H-Now (1 Tim 2:5).",
  },
  {
    ref: "Heb 7:25",
    acceptableZones: ["H-Now", "E-Now"],
    modelExplanation:
      "He ever lives to make intercession: Christ's priestly work in heaven is continuous and present, H-Now. Because of it He saves to the uttermost those who come to God by Him today, so the verse speaks into E-Now (Heb 4:16).",
  },
  {
    ref: "Rev 8:3-4",
    acceptableZones: ["H-Now", "E-Now"],
    modelExplanation:
      "An angel at the golden altar before the throne adds much incense to the prayers of the saints, a picture of Christ's merits in heaven's sanctuary, H-Now. The prayers themselves rise from believers on earth, so the verse speaks also from E-Now (Phil 4:6).",
  },
  {
    ref: "Rev 14:6-7",
    acceptableZones: ["H-Now", "E-Now"],
    modelExplanation:
      "The hour of His judgment is come: the court in heaven is sitting, H-Now (Dan 7:10). The everlasting gospel that calls every nation to fear God and worship the Creator is the church's message on earth today, E-Now (Matt 28:19-20).",
  },
  {
    ref: "Rev 11:19",
    acceptableZones: ["H-Now", "E-Now"],
    modelExplanation:
      "The temple of God opened in heaven shows the ark of His testament, the Most Holy Place where Christ has ministered since 1844, H-Now (Heb 9:3-4). Seeing the ark draws attention to the law kept inside it, a call to faithful obedience that believers answer in E-Now (Rev 14:12).",
  },
  {
    ref: "Rev 1:12-13",
    acceptableZones: ["H-Now", "E-Now"],
    modelExplanation:
      "The Son of man walks among the seven golden candlesticks dressed as a priest, tending the lamps of the heavenly sanctuary, H-Now. The candlesticks are the churches (Rev 1:20), so His care reaches His people on earth today, E-Now.",
  },
  {
    ref: "Rev 5:6",
    acceptableZones: ["H-Now", "E-Pa"],
    modelExplanation:
      "The Lamb standing in the midst of the throne bears the marks of His death, a sacrifice finished at Calvary in E-Pa (John 1:29). He stands in heaven's throne room and sends the Spirit into all the earth from His place of ministry, H-Now.",
  },
  {
    ref: "Zech 3:1-2",
    acceptableZones: ["E-Pa", "H-Now"],
    modelExplanation:
      "In its first setting Joshua the high priest stood for the exiles who had returned in Zechariah's day, a history fulfilled in E-Pa (Ezra 3:2). The scene also pictures the heavenly court, where the Lord rebukes the accuser and defends His people as a brand plucked from the fire, H-Now.",
  },
  {
    ref: "Ps 110:1",
    acceptableZones: ["H-Now", "E-Fu"],
    modelExplanation:
      "The Lord tells David's Lord to sit at His right hand, the place Christ took at the ascension and holds today, H-Now (Acts 2:34-36). The word until looks ahead to the day His enemies become His footstool, E-Fu (1 Cor 15:25).",
  },
  {
    ref: "Ps 110:4",
    acceptableZones: ["E-Pa", "H-Now"],
    modelExplanation:
      "The oath was sworn in David's day and recalls Melchizedek, who met Abraham long before, both in E-Pa (Gen 14:18-20). Hebrews applies it to Christ, a priest for ever after that order who serves in heaven today, H-Now (Heb 7:24-25).",
  },
  {
    ref: "Heb 12:22-24",
    acceptableZones: ["H-Now", "E-Now"],
    modelExplanation:
      "Believers have come by faith to the heavenly Jerusalem, to the angels and to Jesus the mediator of the new covenant, whose sprinkled blood speaks for them, H-Now. The passage is addressed to people still on the road here, urging them on in their worship and walk, E-Now (Heb 12:28).",
  },
  {
    ref: "Phil 3:20-21",
    acceptableZones: ["H-Now", "E-Fu"],
    modelExplanation:
      "Our citizenship is in heaven, where the Lord Jesus is seated and from where we look for Him, H-Now (Col 3:1). When He comes He will change our lowly bodies to be like His glorious body, E-Fu (1 Cor 15:52).",
  },
  {
    ref: "John 14:2-3",
    acceptableZones: ["H-Now", "E-Fu", "H-Fu"],
    modelExplanation:
      "Jesus goes to prepare a place in His Father's house, a work going on in heaven, H-Now. He promises to come again and receive His people, E-Fu (Acts 1:11), so that they may be with Him where He is for ever, H-Fu.",
  },
  {
    ref: "Rev 3:21",
    acceptableZones: ["E-Now", "H-Now", "H-Fu"],
    modelExplanation:
      "The promise is to the one who overcomes, a struggle in the believer's life in E-Now (1 John 5:4). Christ Himself has overcome and sits with His Father on His throne, H-Now, and the overcomer will share His throne in H-Fu.",
  },
  {
    ref: "Rev 22:12",
    acceptableZones: ["H-Now", "E-Fu"],
    modelExplanation:
      "Jesus says He comes quickly, bringing His reward with Him: that coming is E-Fu (Matt 16:27). Because the reward is already in His hand when He arrives, the cases are decided beforehand in the judgment under way in heaven, H-Now.",
  },
  // The church's present work and the final conflict
  {
    ref: "Rev 12:17",
    acceptableZones: ["E-Now", "E-Fu"],
    modelExplanation:
      "The dragon makes war with the remnant who keep God's commandments and have the testimony of Jesus, and that war is being waged today, E-Now (Rev 14:12). It reaches its climax in the final crisis over worship before Christ returns, E-Fu (Rev 13:15-17).",
  },
  {
    ref: "Matt 24:14",
    acceptableZones: ["E-Now", "E-Fu"],
    modelExplanation:
      "The gospel of the kingdom is being carried to every nation as a witness, the church's work in E-Now (Rev 14:6). When that witness is complete, then the end comes, E-Fu.",
  },
  {
    ref: "Rev 18:4",
    acceptableZones: ["E-Now", "E-Fu"],
    modelExplanation:
      "Another voice from heaven calls God's people out of Babylon, an appeal sounding to honest hearts today, E-Now (Rev 14:8). The plagues that fall on Babylon are still ahead, so those who heed the call escape judgments that belong to E-Fu (Rev 16:1).",
  },
  {
    ref: "Hab 2:3",
    acceptableZones: ["E-Now", "E-Fu"],
    modelExplanation:
      "The vision is for an appointed time, and though it seems to tarry, God's people wait for it in faith today, E-Now (Heb 10:36-37). It will surely come at its end, when the promised coming arrives without delay, E-Fu.",
  },
  {
    ref: "John 12:31-32",
    acceptableZones: ["E-Pa", "E-Now"],
    modelExplanation:
      "At the cross the prince of this world was cast out and judged, a decisive event in E-Pa (Col 2:15). The lifted-up Christ goes on drawing all people to Himself wherever He is preached, E-Now.",
  },
  {
    ref: "Joel 2:28-29",
    acceptableZones: ["E-Pa", "E-Now"],
    modelExplanation:
      "Peter declared at Pentecost that this outpouring of the Spirit was happening before the crowd's eyes, a fulfilment in E-Pa (Acts 2:16-18). The promise is for as many as the Lord calls, so sons, daughters and servants may still receive the Spirit, E-Now (Acts 2:39).",
  },
  {
    ref: "Mal 4:5-6",
    acceptableZones: ["E-Pa", "E-Now"],
    modelExplanation:
      "Jesus said John the Baptist was the Elijah who was to come, so one fulfilment lies in E-Pa (Matt 11:14). Before the great and dreadful day a message that turns the hearts of fathers and children is needed again, and giving it is the church's work in E-Now (Luke 1:17).",
  },
  {
    ref: "Gen 12:3",
    acceptableZones: ["E-Pa", "E-Now"],
    modelExplanation:
      "God's promise to Abram came with his call and was fulfilled in Israel's story and in Christ, the Seed, E-Pa (Gal 3:16). Through the gospel, families of every nation are still being blessed in Abraham's Seed, E-Now (Gal 3:8).",
  },
  // The second coming, the millennium and the new earth
  {
    ref: "Dan 2:44",
    acceptableZones: ["E-Fu", "H-Fu"],
    modelExplanation:
      "In the days of the divided kingdoms the God of heaven sets up His own kingdom, sweeping away every earthly power at the second coming, E-Fu. That kingdom never passes to another people and stands for ever, which is H-Fu (Rev 11:15).",
  },
  {
    ref: "Rev 21:1-3",
    acceptableZones: ["H-Fu", "E-Fu"],
    modelExplanation:
      "A new heaven and a new earth replace the old, and the holy city comes down: the renewal of the planet is E-Fu (2 Pet 3:13). The tabernacle of God is with men and He dwells with them for ever, the home of H-Fu.",
  },
  {
    ref: "Rev 22:3-5",
    acceptableZones: ["H-Fu", "E-Fu"],
    modelExplanation:
      "No more curse, the throne of God and of the Lamb in the city, and His servants seeing His face: this is God dwelling with His people for ever, H-Fu. The city stands on the renewed earth, where the curse pronounced in Eden is finally lifted, E-Fu (Gen 3:17).",
  },
  {
    ref: "Rev 20:4",
    acceptableZones: ["E-Fu", "H-Fu"],
    modelExplanation:
      "The thousand years begin at Christ's return, when the faithful dead are raised and the earth is left desolate, E-Fu (Rev 20:5-6). The saints sit on thrones and share in judgment, living and reigning with Christ, H-Fu.",
  },
  {
    ref: "1 Thess 4:16-17",
    acceptableZones: ["E-Fu", "H-Fu"],
    modelExplanation:
      "The Lord descends with a shout, the dead in Christ rise and the living are caught up together, a visible and audible coming in E-Fu (Acts 1:11). The passage ends with the promise that we shall always be with the Lord, opening onto the unending fellowship of H-Fu.",
  },
  {
    ref: "1 Cor 15:51-52",
    acceptableZones: ["E-Fu", "H-Fu"],
    modelExplanation:
      "At the last trumpet the dead are raised incorruptible and the living are changed in a moment, the resurrection morning of E-Fu (1 Thess 4:16). That change fits God's people for immortal life, the endless existence of H-Fu (1 Cor 15:53-54).",
  },
  {
    ref: "Matt 25:31-32",
    acceptableZones: ["E-Fu", "H-Fu"],
    modelExplanation:
      "The Son of man comes in His glory with all the holy angels and gathers the nations before Him, the event of E-Fu. He sits on the throne of His glory, and those on His right inherit the kingdom prepared for them, the everlasting home of H-Fu (Matt 25:34).",
  },
  {
    ref: "Rev 7:9-10",
    acceptableZones: ["E-Fu", "H-Fu"],
    modelExplanation:
      "A multitude no one can number, from every nation, stands before the throne in white robes: the redeemed gathered home after Christ's return, E-Fu (Rev 7:14). Their cry of salvation to God and the Lamb is the worship of the everlasting throne, H-Fu.",
  },
  {
    ref: "Isa 65:17",
    acceptableZones: ["E-Fu", "H-Fu"],
    modelExplanation:
      "God promises to create new heavens and a new earth, the remaking of this planet once sin is gone, E-Fu (Rev 21:1). The former troubles will not even come to mind in that everlasting home with God, H-Fu.",
  },
  {
    ref: "Isa 66:22-23",
    acceptableZones: ["E-Fu", "H-Fu"],
    modelExplanation:
      "The new heavens and new earth remain before the Lord, the renewed creation of E-Fu (2 Pet 3:13). From one Sabbath to another all flesh comes to worship before Him, the unending worship of H-Fu.",
  },
  {
    ref: "Isa 11:6-9",
    acceptableZones: ["E-Fu", "H-Fu"],
    modelExplanation:
      "Wolf and lamb, child and serpent live together without harm: the peace of the restored earth, E-Fu (Isa 65:25). The earth is full of the knowledge of the Lord in all His holy mountain, God dwelling with His people in H-Fu.",
  },
];
