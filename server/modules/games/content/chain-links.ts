// Chain War content (games.md §4.2): the curated verse → symbols table. Each row is a verse and the cards it really
// links to (two or three of the 14 Chain War cards, at least one a dimension or a wall), with the model explanation
// shown as the reveal when a player's verse is in the table; a played card listed here earns the "verified link"
// bonus. The notes are our own words; references in them are written as a reader types them. Server-only (answer key).
import type { ChainLink } from "./card-types";

export const chainLinks: readonly ChainLink[] = [
  {
    ref: "Gen 1:1",
    symbols: ["1D", "⊙"],
    note: "Literal (1D): the Bible opens with God creating the heavens and the earth as real history. Centre (⊙): John 1:3 and Col 1:16 name Christ as the Word through whom all things were made, so creation itself is centred in Him.",
  },
  {
    ref: "Gen 2:3",
    symbols: ["1D", "4D"],
    note: "Literal (1D): at the close of creation week God rested on the seventh day, blessed it and set it apart, long before any nation existed. Church (4D): that blessed day is a gift God's people still keep together as a memorial of their Creator (Mark 2:27).",
  },
  {
    ref: "Gen 3:15",
    symbols: ["|GC", "2D", "5D"],
    note: "Great Controversy (|GC): God Himself puts enmity between the serpent and the woman, opening the long war between Christ and Satan. Christ (2D) is the woman's Seed whose heel is bruised at the cross, and Heaven (5D) sees the serpent's head finally crushed (Rom 16:20).",
  },
  {
    ref: "Gen 22:8",
    symbols: ["2D", "≅"],
    note: "Christ (2D): Abraham's answer that God will provide Himself a lamb looks past Moriah to the Lamb of God (John 1:29). Type (≅): Isaac carrying the wood and the ram dying in his place foreshadow the Son who carried His cross and died as our substitute.",
  },
  {
    ref: "Gen 28:12",
    symbols: ["2D", "∥"],
    note: "Christ (2D): the ladder joining earth to heaven is Jesus, the only link between sinners and God. Parallel (∥): Jesus sets the scene beside Himself in John 1:51, where the angels ascend and descend upon the Son of man.",
  },
  {
    ref: "Exod 3:14",
    symbols: ["2D", "∥"],
    note: "Christ (2D): the God who names Himself I AM at the burning bush is the same One who later walked among men. Parallel (∥): John 8:58 runs beside this verse when Jesus claims the name for Himself before Abraham was born.",
  },
  {
    ref: "Exod 12:13",
    symbols: ["≅", "3D"],
    note: "Type (≅): the Passover blood that turned the destroyer away from Israel's houses is a shadow fulfilled in Christ our passover (1 Cor 5:7). Me (3D): the promise was personal, so each household had to put the blood on its own door.",
  },
  {
    ref: "Exod 14:13-14",
    symbols: ["|GC", "3D"],
    note: "Great Controversy (|GC): at the Red Sea the LORD fights for His people against Pharaoh's army, one scene of the larger conflict. Me (3D): the call to stand still and see His salvation invites me to trust His fighting rather than my own.",
  },
  {
    ref: "Exod 20:11",
    symbols: ["1D", "∥"],
    note: "Literal (1D): the fourth commandment grounds the Sabbath in the six days of creation and God's rest on the seventh. Parallel (∥): it runs side by side with Gen 2:2-3, repeating the creation account as the reason for the command.",
  },
  {
    ref: "Exod 25:8",
    symbols: ["|S", "4D"],
    note: "Sanctuary (|S): God asks for a sanctuary so that He may dwell among His people, the purpose behind the whole tabernacle. Church (4D): His aim was always a people He lives among, fulfilled as the church becomes His dwelling (Eph 2:22).",
  },
  {
    ref: "Exod 25:40",
    symbols: ["|S", "≅"],
    note: "Sanctuary (|S): Moses must make every article after the pattern shown him on the mount. Type (≅): Heb 8:5 explains that the earthly copy was a shadow of the heavenly sanctuary where Christ now ministers.",
  },
  {
    ref: "Exod 40:34",
    symbols: ["|S", "5D"],
    note: "Sanctuary (|S): when the tabernacle was finished, the cloud covered it and the glory of the LORD filled it. Heaven (5D): this foretaste of God's presence points to the day when His dwelling is with men for ever (Rev 21:3).",
  },
  {
    ref: "Lev 16:30",
    symbols: ["|S", "3D"],
    note: "Sanctuary (|S): on the Day of Atonement the high priest's work made atonement to cleanse the people. Me (3D): the verse promises that I can be clean from all my sins before the LORD, not only pardoned but made clean.",
  },
  {
    ref: "Lev 17:11",
    symbols: ["|S", "2D"],
    note: "Sanctuary (|S): God gave the blood upon the altar to make atonement, because the life of the flesh is in the blood. Christ (2D): every animal's blood looked forward to the life Jesus poured out for us (Heb 9:22).",
  },
  {
    ref: "Lev 23:27",
    symbols: ["≅", "5D"],
    note: "Type (≅): the yearly Day of Atonement, on the tenth day of the seventh month, was a shadow of a greater day of judgment. Heaven (5D): its antitype is the judgment in heaven before Christ returns, announced in Rev 14:7.",
  },
  {
    ref: "Num 14:34",
    symbols: ["|TP", "1D"],
    note: "Literal (1D): Israel wandered forty years, one year for each day the spies had searched the land. Time Prophecy (|TP): this day-for-a-year rule becomes a key for reading the symbolic periods of Daniel and Revelation.",
  },
  {
    ref: "Num 21:8-9",
    symbols: ["≅", "2D", "3D"],
    note: "Type (≅): the bronze serpent lifted on a pole is the shadow Jesus names in John 3:14. Christ (2D) was lifted up on the cross to bear the curse, and Me (3D): like the bitten Israelite, I live by looking to Him in faith.",
  },
  {
    ref: "Deut 18:15",
    symbols: ["2D", "∥"],
    note: "Christ (2D): Moses foretells a Prophet like himself whom the people must hear. Parallel (∥): Peter sets this promise side by side with Jesus in Acts 3:22, showing Him to be that Prophet.",
  },
  {
    ref: "Josh 5:14",
    symbols: ["|GC", "2D"],
    note: "Great Controversy (|GC): before the battle for Jericho Joshua meets the captain of the LORD's host, showing that Israel's wars belonged to a larger conflict. Christ (2D): this Commander accepts Joshua's worship, so He is the divine Son who leads heaven's armies (Rev 19:11).",
  },
  {
    ref: "1 Sam 17:47",
    symbols: ["3D", "4D"],
    note: "Me (3D): David's courage rests on one simple truth, that the battle is the LORD's. Church (4D): he speaks so that the whole assembly may learn that God does not save by sword and spear.",
  },
  {
    ref: "2 Sam 7:12-13",
    symbols: ["2D", "5D"],
    note: "Christ (2D): God promises David a descendant whose kingdom He will establish, fulfilled in Jesus the Son of David (Luke 1:32-33). Heaven (5D): that throne is settled for ever, so the promise reaches to Christ's eternal kingdom.",
  },
  {
    ref: "1 Kgs 8:27",
    symbols: ["|S", "⚖"],
    note: "Sanctuary (|S): at the dedication of the temple Solomon admits that even the heaven of heavens cannot contain God. Integrity (⚖): weighed with Acts 7:48-49, the verse keeps us from thinking God is confined to a building; the earthly house pointed beyond itself.",
  },
  {
    ref: "1 Kgs 18:21",
    symbols: ["3D", "|GC"],
    note: "Me (3D): Elijah asks how long I will waver between two opinions, and calls for a clear choice. Great Controversy (|GC): on Carmel the contest between the LORD and Baal is a vivid picture of the conflict over worship.",
  },
  {
    ref: "Job 1:8-9",
    symbols: ["|GC", "1D"],
    note: "Literal (1D): Job was a real man whose faithfulness God points out in the heavenly council. Great Controversy (|GC): Satan's question, whether Job fears God for nothing, puts God's character and His servant's loyalty on trial before the universe.",
  },
  {
    ref: "Job 19:25",
    symbols: ["2D", "5D"],
    note: "Christ (2D): in his suffering Job holds on to a living Redeemer, a title fulfilled in Jesus. Heaven (5D): he expects that Redeemer to stand upon the earth at the latter day, a hope of resurrection and of the second coming.",
  },
  {
    ref: "Ps 22:1",
    symbols: ["|LC", "∥"],
    note: "Life of Christ (|LC): Jesus cried the opening words of this psalm from the cross (Matt 27:46). Parallel (∥): the psalm runs side by side with the crucifixion story, down to the mocking crowd and the divided garments (Ps 22:18; John 19:24).",
  },
  {
    ref: "Ps 23:1",
    symbols: ["3D", "⊙"],
    note: "Me (3D): David speaks personally: the LORD is my shepherd, so I shall not lack. Centre (⊙): centred in Christ, the Shepherd is Jesus, who lays down His life for the sheep (John 10:11).",
  },
  {
    ref: "Ps 40:7-8",
    symbols: ["2D", "∥"],
    note: "Christ (2D): the speaker comes to do God's will, with God's law in His heart. Parallel (∥): Heb 10:5-7 puts these words in the mouth of Christ as He comes into the world to be the true sacrifice.",
  },
  {
    ref: "Ps 51:10",
    symbols: ["3D", "+"],
    note: "Me (3D): after his sin David asks God to create a clean heart in him. Add (+): joined to Ezek 36:26, the prayer meets God's promise of a new heart, so repentance and re-creation belong together.",
  },
  {
    ref: "Ps 73:17",
    symbols: ["|S", "3D"],
    note: "Sanctuary (|S): the psalmist's confusion over the prosperity of the wicked lifts only when he goes into the sanctuary of God. Me (3D): when I am troubled, the sanctuary shows me the end of the story and steadies my faith.",
  },
  {
    ref: "Ps 77:13",
    symbols: ["|S", "⊙"],
    note: "Sanctuary (|S): the psalmist finds that God's way is in the sanctuary. Centre (⊙): every step of that way, from the altar to the ark, is centred in Christ, who is Himself the way (John 14:6).",
  },
  {
    ref: "Ps 110:4",
    symbols: ["2D", "|S"],
    note: "Christ (2D): God swears that this King is also a priest for ever after the order of Melchizedek. Sanctuary (|S): Heb 7:17 applies the oath to Jesus, whose priesthood in the heavenly sanctuary never ends.",
  },
  {
    ref: "Ps 119:105",
    symbols: ["3D", "⚖"],
    note: "Me (3D): God's word is a lamp to my feet and a light to my path, guiding each step I take. Integrity (⚖): because the whole of Scripture is that light, I test my ideas by it rather than testing it by my ideas (Isa 8:20).",
  },
  {
    ref: "Prov 4:18",
    symbols: ["3D", "5D"],
    note: "Me (3D): the path of the righteous grows brighter, like the first light of dawn. Heaven (5D): it shines more and more unto the perfect day, the full daylight of Christ's coming kingdom.",
  },
  {
    ref: "Eccl 12:13-14",
    symbols: ["1D", "5D"],
    note: "Literal (1D): the Preacher sums up his whole search: fear God and keep His commandments. Heaven (5D): he gives the reason, that God will bring every work, even the hidden ones, into judgment.",
  },
  {
    ref: "Isa 6:1",
    symbols: ["|S", "5D"],
    note: "Sanctuary (|S): Isaiah sees the Lord on a high and lifted-up throne, with His train filling the temple. Heaven (5D): the vision opens the heavenly throne room that John describes again in Rev 4:2.",
  },
  {
    ref: "Isa 7:14",
    symbols: ["2D", "|LC"],
    note: "Christ (2D): the sign of a virgin bearing a son called Immanuel points to God with us. Life of Christ (|LC): Matt 1:22-23 places its fulfilment at the birth of Jesus to Mary.",
  },
  {
    ref: "Isa 9:6",
    symbols: ["2D", "+"],
    note: "Christ (2D): the child born and the son given is the Messiah, whose names reveal that He is divine. Add (+): the titles are joined one to another, Wonderful, Counsellor, the mighty God, the everlasting Father, the Prince of Peace, each adding a side of who He is.",
  },
  {
    ref: "Isa 14:12-14",
    symbols: ["|GC", "⚖"],
    note: "Great Controversy (|GC): behind the proud king of Babylon stands Lucifer, whose wish to be like the Most High began the rebellion. Integrity (⚖): weighed with Ezek 28:12-17 and Luke 10:18, the passage reads both as a taunt against a king and as a window on Satan's fall.",
  },
  {
    ref: "Isa 53:5",
    symbols: ["2D", "3D", "⊙"],
    note: "Christ (2D): the Servant is wounded and bruised for the sins of others, fulfilled at the cross (1 Pet 2:24). Me (3D): by His stripes I am healed. Centre (⊙): the whole chapter, and the gospel with it, turns on this Substitute.",
  },
  {
    ref: "Isa 53:7",
    symbols: ["|LC", "≅"],
    note: "Life of Christ (|LC): Jesus stood silent before His accusers, as the Servant who opened not His mouth (Matt 27:12-14). Type (≅): the lamb led to the slaughter gathers up every sacrificial lamb and finds its antitype in Him.",
  },
  {
    ref: "Isa 61:1",
    symbols: ["|LC", "2D"],
    note: "Life of Christ (|LC): Jesus read this passage in the synagogue at Nazareth and said it was fulfilled that day (Luke 4:18-21). Christ (2D): He is the Anointed One who brings good news to the poor, healing to the broken-hearted and freedom to captives.",
  },
  {
    ref: "Isa 65:17",
    symbols: ["5D", "+"],
    note: "Heaven (5D): God promises new heavens and a new earth where the former troubles are no longer remembered. Add (+): linked with 2 Pet 3:13 and Rev 21:1, the promise grows from a prophet's hope into the closing scene of the Bible.",
  },
  {
    ref: "Jer 31:33",
    symbols: ["4D", "3D"],
    note: "Church (4D): the new covenant is made with the house of Israel, God's people together, and Heb 8:10 applies it to the church. Me (3D): God writes His law in my heart, so obedience flows from within.",
  },
  {
    ref: "Ezek 4:6",
    symbols: ["|TP", "∥"],
    note: "Time Prophecy (|TP): Ezekiel is told that each day of his sign stands for a year. Parallel (∥): it runs side by side with Num 14:34, giving two witnesses to the day-for-a-year rule used for Daniel's time periods.",
  },
  {
    ref: "Ezek 28:14-15",
    symbols: ["|GC", "∥"],
    note: "Great Controversy (|GC): the anointed cherub was perfect from the day he was created until iniquity was found in him, the origin of evil in a free being. Parallel (∥): the passage runs beside Isa 14:12-14 as a second portrait of Lucifer's fall.",
  },
  {
    ref: "Ezek 36:26-27",
    symbols: ["3D", "+"],
    note: "Me (3D): God promises to take away my heart of stone and give me a heart of flesh. Add (+): He adds His own Spirit within, so the new heart is joined to new power to walk in His ways.",
  },
  {
    ref: "Dan 2:44",
    symbols: ["5D", "|TP"],
    note: "Time Prophecy (|TP): after the line of empires from Babylon to the divided kingdoms that followed Rome, the God of heaven sets up His own kingdom. Heaven (5D): that stone kingdom ends every human empire and stands for ever.",
  },
  {
    ref: "Dan 7:13-14",
    symbols: ["2D", "5D"],
    note: "Christ (2D): one like the Son of man comes to the Ancient of days, the title Jesus used of Himself at His trial (Mark 14:62). Heaven (5D): He receives an everlasting dominion and a kingdom that will never be destroyed.",
  },
  {
    ref: "Dan 7:25",
    symbols: ["|TP", "|GC"],
    note: "Great Controversy (|GC): the little horn speaks against the Most High, wears out the saints and thinks to change times and laws. Time Prophecy (|TP): its rule lasts a time, times and the dividing of time, 1,260 prophetic days read as the years AD 538 to 1798.",
  },
  {
    ref: "Dan 8:14",
    symbols: ["|TP", "|S"],
    note: "Time Prophecy (|TP): the 2,300 evenings and mornings, counted as years from 457 BC, reach to AD 1844. Sanctuary (|S): then the sanctuary is cleansed, the antitypical Day of Atonement in the heavenly sanctuary.",
  },
  {
    ref: "Dan 9:24",
    symbols: ["|TP", "2D"],
    note: "Time Prophecy (|TP): seventy weeks, 490 years, are cut off for Daniel's people and their city. Christ (2D): within them Messiah makes reconciliation for iniquity, brings in everlasting righteousness and anoints the most Holy.",
  },
  {
    ref: "Dan 9:25",
    symbols: ["|TP", "1D"],
    note: "Literal (1D): the count starts from a real decree to restore and build Jerusalem, the decree of Artaxerxes in 457 BC (Ezra 7:11-13). Time Prophecy (|TP): sixty-nine weeks, 483 years, then reach to Messiah the Prince at His baptism in AD 27.",
  },
  {
    ref: "Dan 9:27",
    symbols: ["|TP", "|LC"],
    note: "Time Prophecy (|TP): in the middle of the seventieth week the sacrifice and offering are made to cease, in AD 31. Life of Christ (|LC): after three and a half years of ministry Jesus died, and His death ended the meaning of the temple sacrifices (Matt 27:51).",
  },
  {
    ref: "Dan 12:1",
    symbols: ["5D", "|GC"],
    note: "Great Controversy (|GC): Michael, the great prince, stands up for His people at the climax of the conflict. Heaven (5D): a time of trouble without equal comes, yet everyone found written in the book is delivered.",
  },
  {
    ref: "Hos 11:1",
    symbols: ["|LC", "∥"],
    note: "Life of Christ (|LC): Matt 2:15 sees the child Jesus coming back from Egypt in this verse. Parallel (∥): Israel, God's son called out of Egypt, runs side by side with Jesus, the true Son who relives Israel's story without failing.",
  },
  {
    ref: "Joel 2:28",
    symbols: ["4D", "5D"],
    note: "Church (4D): God promises to pour out His Spirit on all flesh, first fulfilled on the day of Pentecost (Acts 2:16-17). Heaven (5D): Joel ties the outpouring to the great day of the LORD, so it also points to the last days before Christ returns.",
  },
  {
    ref: "Amos 3:7",
    symbols: ["|TP", "4D"],
    note: "Time Prophecy (|TP): the Lord does nothing without revealing His secret to His servants the prophets. Church (4D): so His people together can read the prophetic timeline and are not caught unprepared.",
  },
  {
    ref: "Jonah 1:17",
    symbols: ["≅", "|LC"],
    note: "Type (≅): Jonah's three days and three nights in the great fish is the sign Jesus chose for His own burial (Matt 12:40). Life of Christ (|LC): the type is fulfilled in His time in the tomb and His rising on the third day.",
  },
  {
    ref: "Mic 5:2",
    symbols: ["1D", "|LC"],
    note: "Literal (1D): the prophet names a real town, Bethlehem Ephratah, small among the clans of Judah. Life of Christ (|LC): Jesus was born there, and the scribes quoted this verse to Herod (Matt 2:4-6).",
  },
  {
    ref: "Zech 3:1-2",
    symbols: ["|GC", "|S"],
    note: "Great Controversy (|GC): Satan stands to accuse Joshua the high priest, and the LORD rebukes him. Sanctuary (|S): the scene is a courtroom of the sanctuary, where a brand plucked from the fire is given clean garments (Zech 3:4).",
  },
  {
    ref: "Mal 3:1",
    symbols: ["|S", "5D"],
    note: "Sanctuary (|S): the Lord whom they seek will suddenly come to His temple as the messenger of the covenant. Heaven (5D): it looks to Christ's coming and to His final work of refining His people before the day of the LORD (Mal 3:2-3).",
  },
  {
    ref: "Mal 4:5-6",
    symbols: ["5D", "4D"],
    note: "Heaven (5D): an Elijah message is sent before the great and dreadful day of the LORD. Church (4D): it turns the hearts of fathers and children to each other, restoring God's people and their homes before the end.",
  },
  {
    ref: "Matt 4:6-7",
    symbols: ["|GC", "|LC", "⚖"],
    note: "Great Controversy (|GC): in the wilderness Satan quotes Ps 91:11-12 to tempt Jesus to presume on God. Life of Christ (|LC): Jesus answers, It is written again, and that is the Integrity (⚖) check at work: one text is weighed against the rest of Scripture.",
  },
  {
    ref: "Matt 5:17",
    symbols: ["|LC", "⚖"],
    note: "Life of Christ (|LC): in the Sermon on the Mount Jesus says He came not to destroy the law or the prophets but to fulfil them. Integrity (⚖): any reading that sets Jesus against the rest of Scripture fails this test.",
  },
  {
    ref: "Matt 16:18",
    symbols: ["4D", "2D"],
    note: "Church (4D): Jesus promises to build His church, and the gates of hell will not prevail against it. Christ (2D): its rock is the truth Peter has just confessed, that Jesus is the Christ, the Son of the living God (Matt 16:16; 1 Cor 3:11).",
  },
  {
    ref: "Matt 24:14",
    symbols: ["4D", "5D"],
    note: "Church (4D): the gospel of the kingdom must be preached in all the world as a witness to every nation. Heaven (5D): then the end comes, so the church's mission is tied to Christ's return.",
  },
  {
    ref: "Matt 24:30",
    symbols: ["5D", "∥"],
    note: "Heaven (5D): all the tribes of the earth see the Son of man coming in the clouds with power and great glory. Parallel (∥): the scene runs side by side with Dan 7:13 and Rev 1:7, a visible coming that every eye will see.",
  },
  {
    ref: "Matt 26:28",
    symbols: ["2D", "4D"],
    note: "Christ (2D): at the supper Jesus calls the cup His blood of the new testament, shed for the remission of sins. Church (4D): the disciples drink it together, and the church keeps the Lord's Supper as a shared remembrance until He comes (1 Cor 11:26).",
  },
  {
    ref: "Matt 27:51",
    symbols: ["|S", "|LC"],
    note: "Life of Christ (|LC): at the moment Jesus died, the veil of the temple was torn from top to bottom. Sanctuary (|S): the earthly services had met their antitype, and the way into God's presence was opened through Christ (Heb 10:19-20).",
  },
  {
    ref: "Matt 28:6",
    symbols: ["|LC", "5D"],
    note: "Life of Christ (|LC): the angel at the empty tomb announces that Jesus is not here, for He is risen. Heaven (5D): His resurrection is the firstfruits that guarantees the resurrection of His people (1 Cor 15:20).",
  },
  {
    ref: "Matt 28:19-20",
    symbols: ["4D", "|LC"],
    note: "Life of Christ (|LC): the risen Jesus gives His last commission on a mountain in Galilee. Church (4D): His people are sent to make disciples of all nations, baptizing and teaching, with His promise to be with them always.",
  },
  {
    ref: "Mark 1:15",
    symbols: ["|TP", "|LC"],
    note: "Time Prophecy (|TP): Jesus announces that the time is fulfilled, the sixty-nine weeks of Dan 9:25 ending in AD 27. Life of Christ (|LC): He begins His public ministry in Galilee, calling people to repent and believe the gospel.",
  },
  {
    ref: "Mark 10:45",
    symbols: ["2D", "⊙"],
    note: "Christ (2D): the Son of man came not to be served but to serve, and to give His life a ransom for many. Centre (⊙): the verse puts the cross at the centre of His whole mission.",
  },
  {
    ref: "Luke 2:49",
    symbols: ["|LC", "|S"],
    note: "Life of Christ (|LC): at twelve years old Jesus stays behind in Jerusalem and is found among the teachers. Sanctuary (|S): His answer, that He must be about His Father's business, shows He knew the temple as His Father's house and its services as pointing to Him.",
  },
  {
    ref: "Luke 10:18",
    symbols: ["|GC", "2D"],
    note: "Great Controversy (|GC): Jesus says He saw Satan fall like lightning from heaven. Christ (2D): He speaks as the One who was present at the war in heaven and whose mission now breaks Satan's power (Rev 12:9).",
  },
  {
    ref: "Luke 15:20",
    symbols: ["3D", "⊙"],
    note: "Me (3D): in the parable the lost son comes home with nothing to offer. Centre (⊙): the father runs to embrace him while he is still far off, a picture centred in the welcome God gives through Christ.",
  },
  {
    ref: "Luke 24:27",
    symbols: ["2D", "⊙"],
    note: "Christ (2D): on the Emmaus road Jesus begins at Moses and all the prophets and explains what they say about Himself. Centre (⊙): this is the method of centring every part of Scripture in Christ.",
  },
  {
    ref: "Luke 24:44",
    symbols: ["2D", "+"],
    note: "Christ (2D): Jesus says everything written about Him must be fulfilled. Add (+): the law of Moses, the prophets and the psalms are added together as one witness, so each part of the Old Testament joins the others in pointing to Him.",
  },
  {
    ref: "John 1:14",
    symbols: ["2D", "|S"],
    note: "Christ (2D): the eternal Word became flesh and lived among us, full of grace and truth. Sanctuary (|S): the word translated dwelt means pitched His tent, so Jesus is God's tabernacle among men, His glory seen as in the cloud of old.",
  },
  {
    ref: "John 1:29",
    symbols: ["|LC", "≅"],
    note: "Life of Christ (|LC): John the Baptist points to Jesus at the Jordan. Type (≅): calling Him the Lamb of God which takes away the sin of the world, he names the antitype of every lamb offered since Abel.",
  },
  {
    ref: "John 2:19-21",
    symbols: ["|S", "|LC"],
    note: "Life of Christ (|LC): after cleansing the temple Jesus says that if they destroy this temple He will raise it in three days. Sanctuary (|S): John explains that He spoke of the temple of His body, the true dwelling of God.",
  },
  {
    ref: "John 3:16",
    symbols: ["3D", "⊙"],
    note: "Me (3D): whoever believes in the Son will not perish but have everlasting life, so the offer reaches me personally. Centre (⊙): at its centre stands God's love in giving His only begotten Son.",
  },
  {
    ref: "John 5:39",
    symbols: ["2D", "⚖"],
    note: "Integrity (⚖): searching the scriptures is right, yet reading them without coming to Christ misses their whole point. Christ (2D): Jesus says they are the very writings that testify of Him.",
  },
  {
    ref: "John 6:35",
    symbols: ["2D", "|S"],
    note: "Christ (2D): Jesus says He is the bread of life, and whoever comes to Him will never hunger. Sanctuary (|S): He is the reality behind the bread on the golden table in the holy place (Exod 25:30).",
  },
  {
    ref: "John 8:12",
    symbols: ["2D", "4D"],
    note: "Christ (2D): Jesus is the light of the world, and those who follow Him do not walk in darkness. Church (4D): He also calls His followers the light of the world (Matt 5:14), shining with a light that is His.",
  },
  {
    ref: "John 8:44",
    symbols: ["|GC", "1D"],
    note: "Great Controversy (|GC): Jesus calls the devil a murderer from the beginning and the father of lies. Literal (1D): He says it plainly to listeners who were seeking to kill Him, tracing that plan back to Satan's character (John 8:40).",
  },
  {
    ref: "John 10:9",
    symbols: ["2D", "|S", "3D"],
    note: "Christ (2D): Jesus says He is the door, and anyone who enters by Him will be saved. Sanctuary (|S): He is the one gate into the court of the sanctuary, and Me (3D): through Him I go in and out and find pasture.",
  },
  {
    ref: "John 12:31-32",
    symbols: ["|GC", "|LC"],
    note: "Great Controversy (|GC): as the cross draws near Jesus declares that the prince of this world will be cast out. Life of Christ (|LC): His being lifted up on the cross is the act that draws all people to Him.",
  },
  {
    ref: "John 14:2-3",
    symbols: ["5D", "3D"],
    note: "Heaven (5D): Jesus goes to prepare a place in His Father's house and promises to come again. Me (3D): He will receive me to Himself, so that where He is I may be also.",
  },
  {
    ref: "John 19:30",
    symbols: ["|LC", "2D"],
    note: "Life of Christ (|LC): on the cross Jesus cries that it is finished and gives up His spirit. Christ (2D): the sacrifice every altar pointed to is complete, and nothing needs to be added to it (Heb 10:12).",
  },
  {
    ref: "Acts 1:11",
    symbols: ["5D", "∥"],
    note: "Heaven (5D): angels promise that this same Jesus will come back in the same way the disciples saw Him go. Parallel (∥): His visible ascension in a cloud runs side by side with His visible return in the clouds (Rev 1:7).",
  },
  {
    ref: "Acts 2:38",
    symbols: ["4D", "3D"],
    note: "Me (3D): Peter calls each hearer to repent and be baptized in the name of Jesus for the remission of sins. Church (4D): about three thousand joined the church that day and received the gift of the Holy Ghost (Acts 2:41).",
  },
  {
    ref: "Acts 17:11",
    symbols: ["⚖", "4D"],
    note: "Church (4D): the believers in Berea received the word eagerly as a group. Integrity (⚖): they searched the scriptures daily to see whether what Paul taught was so, a model of weighing every teaching by Scripture.",
  },
  {
    ref: "Rom 5:14",
    symbols: ["≅", "1D"],
    note: "Literal (1D): death reigned from Adam to Moses, a real history of sin's results. Type (≅): Paul calls Adam the figure of Him that was to come, so the first head of humanity is a type of Christ, the second.",
  },
  {
    ref: "Rom 6:23",
    symbols: ["3D", "+"],
    note: "Me (3D): sin pays its wages, and the wage is death. Add (+): but God adds a gift I could never earn, eternal life through Jesus Christ our Lord, and the verse sets the two side by side.",
  },
  {
    ref: "Rom 8:34",
    symbols: ["|S", "2D"],
    note: "Christ (2D) who died and rose again is now at the right hand of God. Sanctuary (|S): there He makes intercession for us as our High Priest, so no one can condemn those who are His.",
  },
  {
    ref: "Rom 12:1",
    symbols: ["|S", "3D"],
    note: "Sanctuary (|S): Paul borrows the language of the altar, asking for bodies presented as a living sacrifice. Me (3D): I offer my whole self, not a dead animal, as my reasonable service.",
  },
  {
    ref: "1 Cor 3:16",
    symbols: ["|S", "4D"],
    note: "Sanctuary (|S): Paul tells the Corinthians that they are the temple of God and that His Spirit lives in them. Church (4D): the ye is plural, so the congregation together is God's dwelling, and its unity is holy.",
  },
  {
    ref: "1 Cor 5:7",
    symbols: ["≅", "|S"],
    note: "Type (≅): Christ our passover is sacrificed for us, the antitype of the Passover lamb. Sanctuary (|S): as leaven was cleared from the houses at the feast, the church is to put away sin because the sacrifice has already been made.",
  },
  {
    ref: "1 Cor 10:4",
    symbols: ["≅", "2D"],
    note: "Type (≅): the rock that gave Israel water in the desert was a type (Exod 17:6). Christ (2D): Paul says plainly that the Rock was Christ, who went with His people.",
  },
  {
    ref: "1 Cor 10:11",
    symbols: ["≅", "4D"],
    note: "Type (≅): the wilderness events happened as ensamples, types given for our learning. Church (4D): they were written to warn God's people, upon whom the ends of the world are come.",
  },
  {
    ref: "1 Cor 15:51-52",
    symbols: ["5D", "+"],
    note: "Heaven (5D): at the last trumpet the dead are raised incorruptible and the living are changed in a moment. Add (+): joined with 1 Thess 4:16-17, it shows resurrection and translation happening together at Christ's coming.",
  },
  {
    ref: "2 Cor 5:17",
    symbols: ["3D", "⊙"],
    note: "Me (3D): if I am in Christ I am a new creature, and the old things have passed away. Centre (⊙): the new life is not self-improvement but a life centred in Christ.",
  },
  {
    ref: "2 Cor 5:21",
    symbols: ["2D", "3D"],
    note: "Christ (2D): God made Him who knew no sin to be sin for us. Me (3D): in exchange I am made the righteousness of God in Him.",
  },
  {
    ref: "Gal 2:20",
    symbols: ["3D", "|LC"],
    note: "Life of Christ (|LC): the Son of God loved me and gave Himself for me on the cross. Me (3D): so Paul says I am crucified with Christ and now live by faith in Him, with Christ living in me.",
  },
  {
    ref: "Gal 4:4",
    symbols: ["|TP", "|LC"],
    note: "Time Prophecy (|TP): God sent His Son when the fulness of the time had come, on the schedule set in Dan 9:25. Life of Christ (|LC): Jesus was born of a woman and born under the law, to redeem those who were under the law.",
  },
  {
    ref: "Eph 2:20-22",
    symbols: ["4D", "|S"],
    note: "Church (4D): believers are built on the foundation of the apostles and prophets, with Jesus Christ the chief corner stone. Sanctuary (|S): the whole building grows into a holy temple, a dwelling of God through the Spirit.",
  },
  {
    ref: "Eph 6:12",
    symbols: ["|GC", "4D"],
    note: "Great Controversy (|GC): the believer's struggle is not against flesh and blood but against spiritual powers of darkness. Church (4D): the whole church puts on God's armour together for this conflict (Eph 6:13).",
  },
  {
    ref: "Phil 2:8",
    symbols: ["|LC", "⊙"],
    note: "Life of Christ (|LC): Jesus humbled Himself and was obedient to death, even the death of the cross. Centre (⊙): Paul centres the church's whole attitude on this self-giving mind of Christ (Phil 2:5).",
  },
  {
    ref: "1 Thess 4:16-17",
    symbols: ["5D", "4D"],
    note: "Heaven (5D): the Lord Himself descends with a shout and the trump of God, and the dead in Christ rise first. Church (4D): the living and the raised are caught up together to meet Him, so the whole church is gathered at once.",
  },
  {
    ref: "2 Thess 2:3-4",
    symbols: ["|GC", "⚖"],
    note: "Great Controversy (|GC): before Christ returns a falling away comes, and a man of sin exalts himself above God, even sitting in the temple of God. Integrity (⚖): Paul gives this warning so that believers weigh every claim by Scripture and are not deceived by any means.",
  },
  {
    ref: "1 Tim 2:5",
    symbols: ["2D", "|S"],
    note: "Christ (2D): there is one God and one mediator between God and men, the man Christ Jesus. Sanctuary (|S): He fulfils the role of the high priest, who alone stood between the people and the holy presence of God.",
  },
  {
    ref: "2 Tim 3:16",
    symbols: ["⚖", "4D"],
    note: "Integrity (⚖): all Scripture is given by inspiration of God, so no part is set aside when we weigh a teaching. Church (4D): it is given to God's people for doctrine, reproof, correction and instruction in righteousness.",
  },
  {
    ref: "Heb 4:15-16",
    symbols: ["|S", "3D"],
    note: "Sanctuary (|S): our High Priest was tempted in every way yet without sin, and through Him the throne of grace stands open. Me (3D): so I may come boldly to find mercy, and grace to help in my time of need.",
  },
  {
    ref: "Heb 8:1-2",
    symbols: ["|S", "5D"],
    note: "Sanctuary (|S): our High Priest ministers in the true tabernacle, which the Lord pitched and not man. Heaven (5D): He is seated at the right hand of the throne of the Majesty in the heavens, where that sanctuary stands.",
  },
  {
    ref: "Heb 9:11-12",
    symbols: ["2D", "|S"],
    note: "Christ (2D) has come as High Priest and entered the holy place once, not with the blood of goats and calves but with His own blood, gaining eternal redemption for us. Sanctuary (|S): He ministers in the greater and more perfect tabernacle not made with hands, the heavenly original of Moses' tent.",
  },
  {
    ref: "Heb 9:24",
    symbols: ["|S", "≅"],
    note: "Sanctuary (|S): Christ did not enter a holy place made with hands but heaven itself, to appear in God's presence for us. Type (≅): the earthly holy places were figures of the true, shadows whose reality is in heaven.",
  },
  {
    ref: "Heb 9:27-28",
    symbols: ["5D", "2D"],
    note: "Christ (2D) was offered once to bear the sins of many. Heaven (5D): He will appear the second time, apart from sin, bringing salvation to those who look for Him.",
  },
  {
    ref: "Heb 10:1",
    symbols: ["≅", "|S"],
    note: "Type (≅): the law had a shadow of good things to come, not the very image of them. Sanctuary (|S): the same sacrifices, offered year after year, could never make the worshippers perfect; they pointed to the one offering of Christ (Heb 10:10).",
  },
  {
    ref: "Heb 11:9-10",
    symbols: ["1D", "5D"],
    note: "Literal (1D): Abraham lived in tents as a stranger in the land of promise. Heaven (5D): he was looking for a city with foundations, whose builder and maker is God (Rev 21:2).",
  },
  {
    ref: "Heb 12:2",
    symbols: ["3D", "⊙"],
    note: "Me (3D): in my race of faith I look away from everything else to Jesus. Centre (⊙): He is the author and finisher of faith, who endured the cross for the joy set before Him.",
  },
  {
    ref: "Jas 2:24",
    symbols: ["⚖", "3D"],
    note: "Integrity (⚖): read alone this verse could seem to oppose Rom 3:28, but weighed with the whole of Scripture it shows that saving faith is a living faith that works. Me (3D): my obedience does not earn salvation; it shows that my faith is real (Eph 2:8-10).",
  },
  {
    ref: "1 Pet 1:18-19",
    symbols: ["2D", "≅"],
    note: "Christ (2D): we were redeemed not with silver or gold but with the precious blood of Christ. Type (≅): He is the lamb without blemish and without spot that every Passover lamb had to be (Exod 12:5).",
  },
  {
    ref: "1 Pet 2:9",
    symbols: ["4D", "|S"],
    note: "Church (4D): believers together are a chosen generation, a royal priesthood and a holy nation. Sanctuary (|S): the priestly calling of the sanctuary now belongs to the whole church, who show forth the praises of God.",
  },
  {
    ref: "1 Pet 5:8",
    symbols: ["|GC", "3D"],
    note: "Great Controversy (|GC): the devil, our adversary, walks about like a roaring lion looking for prey. Me (3D): so I am to be sober and watchful, and to resist him steadfast in the faith (1 Pet 5:9).",
  },
  {
    ref: "2 Pet 1:20-21",
    symbols: ["⚖", "|TP"],
    note: "Integrity (⚖): no prophecy of Scripture is of any private interpretation, so prophecy is explained by Scripture itself. Time Prophecy (|TP): the prophets spoke as moved by the Holy Ghost, which is why their dated predictions can be trusted and checked against history.",
  },
  {
    ref: "2 Pet 3:9",
    symbols: ["5D", "3D"],
    note: "Heaven (5D): the Lord is not slow about His promise to return, as some count slowness. Me (3D): He is patient with me, not willing that any should perish but that all should come to repentance.",
  },
  {
    ref: "1 John 1:9",
    symbols: ["3D", "|S"],
    note: "Me (3D): if I confess my sins, God is faithful and just to forgive me and to cleanse me from all unrighteousness. Sanctuary (|S): pardon and cleansing follow the sanctuary's order, the altar's forgiveness and then the laver's washing.",
  },
  {
    ref: "Rev 1:12-13",
    symbols: ["|S", "4D"],
    note: "Sanctuary (|S): John sees the Son of man walking among seven golden candlesticks, the lampstand of the holy place. Church (4D): Rev 1:20 explains that the candlesticks are the churches, among whom Christ moves as priest.",
  },
  {
    ref: "Rev 3:20",
    symbols: ["3D", "2D"],
    note: "Christ (2D) stands at the door and knocks. Me (3D): if I hear His voice and open, He comes in and eats with me, a personal invitation to fellowship.",
  },
  {
    ref: "Rev 5:6",
    symbols: ["2D", "⊙"],
    note: "Christ (2D): John turns to see a Lion and finds a Lamb looking as if it had been slain. Centre (⊙): the slain Lamb stands in the midst of the throne, at the very centre of heaven's worship.",
  },
  {
    ref: "Rev 11:19",
    symbols: ["|S", "5D"],
    note: "Sanctuary (|S): the temple of God is opened in heaven and the ark of His testament is seen. Heaven (5D): the scene points to Christ's closing ministry in the most holy place and the judgment before the end.",
  },
  {
    ref: "Rev 12:6",
    symbols: ["|TP", "4D"],
    note: "Church (4D): the woman, God's faithful church, flees into the wilderness where God feeds her. Time Prophecy (|TP): she is hidden for 1,260 days, the same period as Dan 7:25, fulfilled in the years AD 538 to 1798.",
  },
  {
    ref: "Rev 12:7-9",
    symbols: ["|GC", "∥"],
    note: "Great Controversy (|GC): war breaks out in heaven, and the dragon, that old serpent called the Devil and Satan, is cast out with his angels. Parallel (∥): the scene runs side by side with Isa 14:12 and Luke 10:18, three views of one fall.",
  },
  {
    ref: "Rev 12:17",
    symbols: ["|GC", "4D"],
    note: "Great Controversy (|GC): the dragon is angry with the woman and goes to make war with the remnant of her seed. Church (4D): that remnant is marked by keeping the commandments of God and holding the testimony of Jesus Christ.",
  },
  {
    ref: "Rev 14:6-7",
    symbols: ["5D", "4D"],
    note: "Heaven (5D): an angel flies in the midst of heaven with the everlasting gospel for every nation, announcing that the hour of God's judgment is come. Church (4D): God's people carry this message, calling the world to worship the Maker of heaven, earth, sea and springs of water.",
  },
  {
    ref: "Rev 14:12",
    symbols: ["4D", "+"],
    note: "Church (4D): here is the patience of the saints, God's people at the end. Add (+): they keep the commandments of God and the faith of Jesus, obedience joined to faith rather than set against it.",
  },
  {
    ref: "Rev 20:2-3",
    symbols: ["|GC", "5D"],
    note: "Great Controversy (|GC): Satan is bound and shut in the bottomless pit for a thousand years, no longer able to deceive the nations. Heaven (5D): the millennium after Christ's return is the pause before the final end of sin (Rev 20:10).",
  },
  {
    ref: "Rev 21:3",
    symbols: ["|S", "5D"],
    note: "Sanctuary (|S): the tabernacle of God is with men, the goal of every earthly tent and temple finally reached. Heaven (5D): God Himself lives with His people and is their God.",
  },
  {
    ref: "Rev 21:22",
    symbols: ["|S", "⊙"],
    note: "Sanctuary (|S): John sees no temple in the New Jerusalem. Centre (⊙): the Lord God Almighty and the Lamb are its temple, so the sanctuary's meaning ends centred in God and in Christ.",
  },
  {
    ref: "Rev 22:1-2",
    symbols: ["5D", "∥"],
    note: "Heaven (5D): a pure river of the water of life flows from the throne of God and of the Lamb, with the tree of life beside it. Parallel (∥): it mirrors the river and the tree of Eden (Gen 2:9-10), paradise lost now restored.",
  },
];
