// Chain Chess bot's chain graph (games.md §4.14 "Bot (no AI)", §5): at least 200 curated verses, one verse each,
// covering all 66 books. Each verse carries the palace rooms (ids of ROOM_IDS) and the principles it serves (the
// dimension, wall, time-zone and sanctuary-article codes of pt-symbols, the feast names of the palace's feasts list
// and the cycle codes of its cycles list), at least 3 onward links to other graph verses, and a 3-sentence commentary
// in our own words that the bot plays as its move. Every room and principle used here appears on at least 3 verses,
// so the bot can always answer a room or principle challenge. Server-only, like every file here.
import type { ChainGraphVerse } from "./adventure-types";

export const chainGraph: readonly ChainGraphVerse[] = [
  // ── Genesis ──
  {
    ref: "Gen 1:1",
    book: "Gen",
    rooms: ["sr", "cec", "br"],
    principles: ["1D", "E-Pa", "@Ad"],
    next: ["John 1:1", "Col 1:16", "Ps 19:1"],
    commentary:
      "The first verse sets God before everything else, the Maker of heaven and earth in real history. The New Testament names the Son as the Word through whom that creating was done, so Christ stands at the very start of the story. Read in the Story Room, this is the opening scene every later chapter looks back to.",
  },
  {
    ref: "Gen 2:3",
    book: "Gen",
    rooms: ["sr", "trm", "dr"],
    principles: ["1D", "4D", "@Ad"],
    next: ["Exod 20:8", "Mark 2:27", "Isa 58:13"],
    commentary:
      "At the close of creation God rested, blessed the seventh day and set it apart. Jesus later called Himself Lord of that day, so the rest points to the Creator who is also our Redeemer. As a load-bearing theme it runs from Eden to the new earth, where worship continues week by week.",
  },
  {
    ref: "Gen 3:15",
    book: "Gen",
    rooms: ["cec", "cycles", "st"],
    principles: ["|GC", "2D", "@Ad", "E-Pa"],
    next: ["Gal 4:4", "Rev 12:17", "John 19:30"],
    commentary:
      "Right after the fall God puts enmity between the serpent and the woman and promises a Seed who will crush the serpent's head. That Seed is Christ, bruised at the cross yet victorious over the enemy. In the Eight Cycles this is the covenant beat of the Adamic cycle, the first gospel promise.",
  },
  {
    ref: "Gen 3:21",
    book: "Gen",
    rooms: ["st", "bl"],
    principles: ["ALTAR", "2D", "@Ad"],
    next: ["Zech 3:4", "Gen 22:8", "2 Cor 5:21"],
    commentary:
      "God Himself clothes the guilty pair with coats of skins, which means an animal died in their place. The covering pictures the righteousness of Christ provided through His death. In the Blue Room this is the altar before there was an altar: sacrifice answers sin from the first day of sin.",
  },
  {
    ref: "Gen 6:3",
    book: "Gen",
    rooms: ["math", "prm"],
    principles: ["|TP", "E-Pa", "@No"],
    next: ["2 Pet 3:9", "Gen 6:8", "Dan 8:14"],
    commentary:
      "Before the flood God set a span of one hundred and twenty years for the world to hear and turn. The Mathematics Room counts it as the first dated period, a season of grace before judgment. Christ's patience in every age follows the same pattern, waiting so that many may come to repentance.",
  },
  {
    ref: "Gen 6:8",
    book: "Gen",
    rooms: ["cycles", "dc"],
    principles: ["@No", "3D", "E-Pa"],
    next: ["Eph 2:8", "Gen 6:3", "Gen 8:20"],
    commentary:
      "Noah found grace in the eyes of the LORD. Def-Com notes that this is the first time the word grace appears in the English Bible, and it comes before any act of Noah is recorded. In a world filled with violence, grace came first, the same grace that reaches us in Christ.",
  },
  {
    ref: "Gen 8:20",
    book: "Gen",
    rooms: ["cycles", "bl"],
    principles: ["@No", "ALTAR", "E-Pa"],
    next: ["Gen 9:13", "Gen 22:8", "Rom 12:1"],
    commentary:
      "Noah's first act on the washed earth was to build an altar and offer burnt offerings. In the Noahic cycle that altar is where worship begins again after judgment. Every clean animal laid on it pointed to Christ, whose sacrifice is the ground of every new beginning.",
  },
  {
    ref: "Gen 9:13",
    book: "Gen",
    rooms: ["nf", "cycles"],
    principles: ["@No", "5D", "E-Pa"],
    next: ["Gen 8:20", "Gen 12:3", "Rev 21:3"],
    commentary:
      "After the flood God sets His bow in the cloud as the sign of His covenant never again to destroy the earth by water. Nature Freestyle reads the rainbow as a lesson of mercy that follows the storm, and John later sees a rainbow round the throne. Christ is the faithful covenant keeper whom the sign quietly announces.",
  },
  {
    ref: "Gen 12:3",
    book: "Gen",
    rooms: ["cycles", "r66"],
    principles: ["@Ab", "4D", "E-Pa"],
    next: ["Gen 15:6", "Matt 28:19", "Gen 22:8"],
    commentary:
      "God promises that all families of the earth will be blessed through Abraham. The promise reaches its goal in Christ, the seed in whom Jew and Gentile are welcomed together. Room 66 can trace this blessing from one man in Genesis to a multitude from every nation in Revelation.",
  },
  {
    ref: "Gen 15:6",
    book: "Gen",
    rooms: ["qa", "gr", "bf"],
    principles: ["3D", "@Ab", "E-Pa"],
    next: ["Eph 2:8", "Gal 2:20", "Rom 3:25"],
    commentary:
      "Abraham believed the LORD, and God counted that trust to him for righteousness. Paul later answers the question of how anyone is made right with God by pointing back to this verse, so Scripture itself supplies the chain. The righteousness credited to the believer is Christ's, received by faith rather than earned.",
  },
  {
    ref: "Gen 22:8",
    book: "Gen",
    rooms: ["st", "par", "cec"],
    principles: ["ALTAR", "2D", "@Ab"],
    next: ["John 1:29", "Gen 3:21", "1 Pet 1:19"],
    commentary:
      "On Moriah Abraham tells his son that God will provide Himself a lamb. The words look forward to the Lamb of God, offered on the same range of hills centuries later. The Parallels Room sets the father, the son and the wood beside Calvary, where the second scene surpasses the first.",
  },
  {
    ref: "Gen 28:12",
    book: "Gen",
    rooms: ["ir", "gr"],
    principles: ["2D", "H-Now", "GATE"],
    next: ["John 14:6", "John 10:9", "1 Tim 2:5"],
    commentary:
      "Jacob dreams of a ladder set on the earth and reaching to heaven, with angels going up and down on it. Jesus applied the picture to Himself, the one link between sinners and God. Standing inside the scene in the Imagination Room, a reader senses how near heaven comes through Christ.",
  },
  {
    ref: "Gen 49:10",
    book: "Gen",
    rooms: ["pr", "cec"],
    principles: ["2D", "E-Pa", "1D"],
    next: ["Rev 5:6", "Luke 2:11", "Mic 5:2"],
    commentary:
      "Jacob promises that the sceptre will not depart from Judah until Shiloh comes. The tribe of Judah held its line until the true King arrived, the Lion who is also the Lamb. The Christ in Every Chapter room finds Him here as the one to whom the gathering of the peoples belongs.",
  },
  // ── Exodus ──
  {
    ref: "Exod 3:14",
    book: "Exod",
    rooms: ["dc", "cec"],
    principles: ["2D", "E-Pa", "@Mo"],
    next: ["John 6:35", "John 14:6", "John 8:12"],
    commentary:
      "At the burning bush God gives His name as I AM, the self-existent One. Def-Com work on the Hebrew shows a name of being and faithful presence, not a mere title. Jesus takes that same I AM upon His lips in John, so the God of the bush walks among us in Christ.",
  },
  {
    ref: "Exod 12:13",
    book: "Exod",
    rooms: ["fe", "st", "dr"],
    principles: ["Passover", "ALTAR", "@Mo"],
    next: ["1 Cor 5:7", "Lev 23:5", "John 1:29"],
    commentary:
      "The blood on the doorposts was the token that made the destroyer pass over each house. The Feasts Room sees the first spring feast fulfilled when Christ our Passover died on the very day of the feast. Each household had to apply the blood for itself, so the gift is personal as well as universal.",
  },
  {
    ref: "Exod 12:15",
    book: "Exod",
    rooms: ["fe", "or"],
    principles: ["Unleavened Bread", "3D", "@Mo"],
    next: ["1 Cor 5:8", "Lev 23:6", "Ps 16:10"],
    commentary:
      "For seven days Israel ate bread without leaven and cleared leaven from every home. Observation notices how strict the command is, which shows how seriously the feast pictures a life set free from corruption. It is fulfilled in Christ's sinless body resting in the tomb and in the sincere living He makes possible.",
  },
  {
    ref: "Exod 14:13",
    book: "Exod",
    rooms: ["sr", "pf"],
    principles: ["|GC", "3D", "@Mo"],
    next: ["1 Sam 17:47", "Jonah 2:9", "Eph 6:12"],
    commentary:
      "At the Red Sea Moses tells a terrified nation to stand still and see the salvation of the LORD. Personal Freestyle asks where I too face a sea I cannot cross and must let God fight for me. The deliverance pictures Christ winning the battle against sin that I could never win myself.",
  },
  {
    ref: "Exod 16:15",
    book: "Exod",
    rooms: ["nf", "tr"],
    principles: ["TABLE", "@Mo", "2D"],
    next: ["John 6:35", "Deut 8:3", "Matt 4:4"],
    commentary:
      "Israel wakes to find small white bread lying on the ground and asks what it is. The Translation Room pictures the daily manna as grace that must be gathered fresh each morning. Jesus names Himself the true bread from heaven, so the desert meal was a sign of Him.",
  },
  {
    ref: "Exod 20:8",
    book: "Exod",
    rooms: ["trm", "c6"],
    principles: ["1D", "4D", "ARK"],
    next: ["Gen 2:3", "Ezek 20:12", "Mark 2:27"],
    commentary:
      "The fourth commandment calls Israel to remember the sabbath day and keep it holy. Connect-6 hears this truth across the genres: in the law here, in the poetry and the prophets, and in the Gospels where Christ keeps the day. Written on stone and kept in the ark, it points to the Creator who also sanctifies His people.",
  },
  {
    ref: "Exod 25:8",
    book: "Exod",
    rooms: ["bl", "trm", "br", "dr"],
    principles: ["|S", "4D", "@Mo"],
    next: ["John 1:14", "Rev 21:3", "Heb 8:1"],
    commentary:
      "God asks Israel to make Him a sanctuary so that He may dwell among them. The Blue Room treats this verse as the purpose behind every board and curtain: God wants to live with His people. That desire is met in Christ, who pitched His tent among us, and finally in the new earth.",
  },
  {
    ref: "Exod 25:22",
    book: "Exod",
    rooms: ["bl", "st"],
    principles: ["ARK", "|S", "2D"],
    next: ["Rom 3:25", "Heb 4:16", "Rev 11:19"],
    commentary:
      "Above the mercy seat, between the cherubims, God promised to meet with Moses and speak. The ark held the law and the mercy seat covered it, so justice and mercy met in one place. Paul names Christ our propitiation, the true meeting point of God and sinners.",
  },
  {
    ref: "Exod 25:30",
    book: "Exod",
    rooms: ["bl", "tr"],
    principles: ["TABLE", "|S", "4D"],
    next: ["John 6:35", "Exod 16:15", "Lev 23:16"],
    commentary:
      "The shewbread was to lie on the table before the LORD always. The Translation Room paints twelve loaves in the holy place as a picture of God's people sustained in His presence. Christ is the bread of life on which the church feeds day by day.",
  },
  {
    ref: "Exod 25:37",
    book: "Exod",
    rooms: ["bl", "st"],
    principles: ["LAMP", "|S", "4D"],
    next: ["Rev 1:20", "Zech 4:6", "Matt 5:14"],
    commentary:
      "Seven lamps were to burn on the candlestick and give light over against it. Symbols work traces the lamp through Scripture to the Spirit-filled church that shines in the world. Christ walks among the lampstands, keeping His people's light burning.",
  },
  {
    ref: "Exod 26:33",
    book: "Exod",
    rooms: ["bl", "or"],
    principles: ["VEIL", "|S", "1D"],
    next: ["Matt 27:51", "Heb 10:20", "Lev 16:30"],
    commentary:
      "The vail divided the holy place from the most holy. Observation notes that only the high priest passed it, and only once a year. At Christ's death that barrier was torn, and He opened a new and living way through His flesh.",
  },
  {
    ref: "Exod 27:1",
    book: "Exod",
    rooms: ["bl", "cec"],
    principles: ["ALTAR", "|S", "2D"],
    next: ["Heb 13:12", "Lev 17:11", "John 1:29"],
    commentary:
      "The first article inside the court was the altar of burnt offering, overlaid with brass. Every sacrifice that burned there pointed to Christ's death for sin. No one reached the lamp or the ark without first passing the altar, just as no one comes to God except through the cross.",
  },
  {
    ref: "Exod 27:16",
    book: "Exod",
    rooms: ["bl", "24fps"],
    principles: ["GATE", "|S", "3D"],
    next: ["John 10:9", "John 14:6", "Ps 24:7"],
    commentary:
      "The court had one gate, hung with a screen of blue, purple and scarlet. The 24FPS Room might fix this chapter with that single doorway in the white wall. Jesus said He is the door, and there is only one way into God's presence.",
  },
  {
    ref: "Exod 30:7",
    book: "Exod",
    rooms: ["bl", "frm"],
    principles: ["INCENSE", "|S", "H-Now"],
    next: ["Ps 141:2", "Rev 8:3", "Heb 7:25"],
    commentary:
      "Every morning and evening Aaron burned sweet incense on the golden altar. The Fire Room moves from study to prayer, since the rising smoke pictures prayer ascending before God. In heaven Christ mingles His merits with His people's prayers, so they rise as a fragrance.",
  },
  {
    ref: "Exod 30:18",
    book: "Exod",
    rooms: ["bl", "dc"],
    principles: ["LAVER", "|S", "3D"],
    next: ["Eph 5:26", "Titus 3:5", "2 Kgs 5:14"],
    commentary:
      "The laver of brass stood between the altar and the tent for the priests to wash. Def-Com notes the washing of hands and feet before service, a call to cleansing before ministry. Christ cleanses His church with the washing of water by the word, and baptism enacts that cleansing.",
  },
  // ── Leviticus ──
  {
    ref: "Lev 16:8",
    book: "Lev",
    rooms: ["bl", "qr"],
    principles: ["Day of Atonement", "|GC", "|S"],
    next: ["Lev 16:30", "Rev 20:12", "Heb 9:24"],
    commentary:
      "On the Day of Atonement lots were cast over two goats, one for the LORD and one for the scapegoat. The Questions Room asks why two goats were needed and finds the answer at the end of the great controversy. The LORD's goat pictures Christ's sacrifice, while the scapegoat pictures sin's final responsibility carried back to the one who began it.",
  },
  {
    ref: "Lev 16:30",
    book: "Lev",
    rooms: ["bl", "fe"],
    principles: ["Day of Atonement", "ARK", "|S"],
    next: ["Dan 8:14", "Heb 9:24", "1 John 1:9"],
    commentary:
      "On that day the priest made an atonement to cleanse the people, so that they were clean from all their sins before the LORD. The Feasts Room sees its fulfilment in Christ's ministry in the most holy place since 1844. The cleansing of the record and the cleansing of the heart both come from His blood.",
  },
  {
    ref: "Lev 17:11",
    book: "Lev",
    rooms: ["dc", "bl"],
    principles: ["ALTAR", "1D", "|S"],
    next: ["Matt 26:28", "Heb 9:12", "Exod 27:1"],
    commentary:
      "The life of the flesh is in the blood, and God gave it upon the altar to make an atonement. Def-Com reads this as the key definition behind every sacrifice in the law. It explains why Christ had to shed His blood: life is given for life.",
  },
  {
    ref: "Lev 23:5",
    book: "Lev",
    rooms: ["fe", "srm"],
    principles: ["Passover", "E-Pa"],
    next: ["Exod 12:13", "1 Cor 5:7", "John 19:30"],
    commentary:
      "The LORD's passover falls on the fourteenth day of the first month at even. The Speed Room drills this date because it fixed when Christ would die, on the feast itself. God's calendar was enacted prophecy, and Christ kept its appointment to the day.",
  },
  {
    ref: "Lev 23:6",
    book: "Lev",
    rooms: ["fe", "srm"],
    principles: ["Unleavened Bread", "E-Pa"],
    next: ["Exod 12:15", "1 Cor 5:8", "Lev 23:10"],
    commentary:
      "The feast of unleavened bread begins on the fifteenth day and lasts seven days. Speed drills pair it with the Sabbath in the tomb, when Christ's sinless body rested. The feast calls the redeemed to put away the leaven of malice and live sincerely.",
  },
  {
    ref: "Lev 23:10",
    book: "Lev",
    rooms: ["fe", "nf"],
    principles: ["Firstfruits", "E-Pa", "5D"],
    next: ["1 Cor 15:20", "Mark 16:6", "Lev 23:16"],
    commentary:
      "Israel was to bring a sheaf of the firstfruits of the harvest to the priest to be waved before the LORD. Nature Freestyle sees the first ripe grain as a pledge that the whole field will follow. Christ rose on the day of firstfruits, the first of a harvest of resurrection.",
  },
  {
    ref: "Lev 23:16",
    book: "Lev",
    rooms: ["fe", "c6"],
    principles: ["Pentecost (Weeks)", "@Sp", "4D"],
    next: ["Acts 2:1", "Joel 2:28", "Acts 2:38"],
    commentary:
      "Fifty days are counted from the wave sheaf to a new meat offering. Connect-6 hears this law echoed in the prophecy of Joel and the history of Acts. The count ends at Pentecost, when the risen Christ poured out His Spirit and the harvest of souls began.",
  },
  {
    ref: "Lev 23:24",
    book: "Lev",
    rooms: ["fe", "3a"],
    principles: ["Trumpets", "E-Now", "@Re"],
    next: ["Joel 2:1", "Rev 14:6", "1 Thess 4:16"],
    commentary:
      "The first day of the seventh month was a memorial of blowing of trumpets, a holy convocation. The Three Angels Room hears in it the loud warning that goes to the world before the judgment. Christ sends the message so that people may be ready when the last trumpet sounds.",
  },
  {
    ref: "Lev 23:27",
    book: "Lev",
    rooms: ["fe", "pr"],
    principles: ["Day of Atonement", "|TP", "H-Now"],
    next: ["Dan 8:14", "Rev 14:7", "Lev 16:30"],
    commentary:
      "The tenth day of the seventh month was the day of atonement, a day to afflict the soul. The Prophecy Room lines it up with the cleansing of the sanctuary at the end of the 2300 days. Christ now ministers as High Priest in that judgment, and His people search their hearts.",
  },
  {
    ref: "Lev 23:34",
    book: "Lev",
    rooms: ["fe", "trm"],
    principles: ["Tabernacles", "H-Fu", "5D"],
    next: ["John 7:37", "Rev 21:3", "John 1:14"],
    commentary:
      "From the fifteenth day of the seventh month Israel kept the feast of tabernacles for seven days. The feast looked back to the booths of the wilderness and forward to the final ingathering. It finds its full meaning when God dwells with His redeemed in the new earth and Christ gathers His harvest home.",
  },
  // ── Numbers, Deuteronomy ──
  {
    ref: "Num 14:34",
    book: "Num",
    rooms: ["math", "dc", "prm"],
    principles: ["|TP", "E-Pa", "@Mo"],
    next: ["Dan 9:24", "Dan 8:14", "Dan 7:25"],
    commentary:
      "Israel's forty days of spying became forty years of wandering, each day for a year. The Mathematics Room uses this principle to measure symbolic prophetic time. It is the key that unlocks the seventy weeks, the 1260 days and the 2300 days, the timetable of Christ's work.",
  },
  {
    ref: "Num 21:9",
    book: "Num",
    rooms: ["st", "par"],
    principles: ["2D", "E-Pa", "@Mo"],
    next: ["John 3:14", "Isa 53:5", "John 3:16"],
    commentary:
      "Moses made a serpent of brass and set it upon a pole, and whoever looked lived. Jesus sets this scene beside His own cross, the Parallels Room's clearest pair. The bitten one only had to look, and the sinner today looks to Christ lifted up and lives.",
  },
  {
    ref: "Num 24:17",
    book: "Num",
    rooms: ["pr", "cec"],
    principles: ["2D", "E-Pa", "5D"],
    next: ["Mic 5:2", "Gen 49:10", "Mal 4:2"],
    commentary:
      "Balaam sees a Star coming out of Jacob and a Sceptre rising out of Israel. The wise men followed a star to the King born in Bethlehem, and that King will one day rule every nation. Christ is the bright morning star who crushes every enemy of His people.",
  },
  {
    ref: "Deut 6:4",
    book: "Deut",
    rooms: ["mr", "lr", "infinity"],
    principles: ["1D", "3D", "4D"],
    next: ["1 Tim 2:5", "Eccl 12:13", "Josh 24:15"],
    commentary:
      "Hear, O Israel: The LORD our God is one LORD. The Meditation Room murmurs this short creed until it shapes the whole heart, and the aim is a truth so familiar that it guides without being named. Jesus called it the first commandment, and He Himself reveals the one God whom we love with all we are.",
  },
  {
    ref: "Deut 8:3",
    book: "Deut",
    rooms: ["lr", "qa"],
    principles: ["TABLE", "3D", "@Mo"],
    next: ["Matt 4:4", "Exod 16:15", "John 6:35"],
    commentary:
      "God let Israel hunger and fed them with manna to teach that man lives by every word from His mouth. In the wilderness Jesus answered the tempter with this verse, so Scripture supplies the answer to the question of what sustains life. Christ is the living Word on whom we feed.",
  },
  {
    ref: "Deut 18:15",
    book: "Deut",
    rooms: ["cr", "cec"],
    principles: ["2D", "E-Pa", "@Mo"],
    next: ["Luke 24:27", "Acts 3:19", "Matt 11:28"],
    commentary:
      "Moses promises a Prophet like himself whom the people must hear. The Concentration Room names Christ's prophetic office here, speaking God's word with full authority. Peter applied the promise to Jesus in Acts, calling Israel to turn to Him.",
  },
  // ── Joshua to Esther ──
  {
    ref: "Josh 5:14",
    book: "Josh",
    rooms: ["ir", "cr"],
    principles: ["|GC", "2D", "H-Now"],
    next: ["Dan 12:1", "Rev 12:7", "Jude 1:9"],
    commentary:
      "Before Jericho Joshua meets a man with a drawn sword who is captain of the host of the LORD. Joshua falls on his face and worships, and the captain accepts it, so this is the Son before His incarnation. The Concentration Room sees Christ as King leading His people's battles.",
  },
  {
    ref: "Josh 24:15",
    book: "Josh",
    rooms: ["pf", "frt"],
    principles: ["3D", "4D", "E-Pa"],
    next: ["Deut 6:4", "Ruth 1:16", "1 Kgs 18:39"],
    commentary:
      "Joshua calls Israel to choose whom they will serve, and declares that his own house will serve the LORD. The Fruit Room asks what such a choice produces, and the answer is settled loyalty rather than fear. Christ invites the same decision today and gives the strength to keep it.",
  },
  {
    ref: "Judg 2:16",
    book: "Judg",
    rooms: ["cycles", "prm"],
    principles: ["@Mo", "E-Pa", "|GC"],
    next: ["Judg 6:24", "Acts 4:12", "1 Sam 17:47"],
    commentary:
      "Again and again the LORD raised up judges who delivered Israel out of the hand of those that spoiled them. The Patterns Room traces the repeated spiral of sin, oppression, crying out and rescue. Every judge was a small deliverer, pointing to the one Deliverer who saves completely.",
  },
  {
    ref: "Judg 6:24",
    book: "Judg",
    rooms: ["gr", "sr"],
    principles: ["ALTAR", "3D", "@Mo"],
    next: ["Isa 9:6", "Judg 2:16", "Gen 22:8"],
    commentary:
      "Gideon builds an altar and calls it Jehovah-shalom, the LORD is peace. The Gems Room sets this name beside the Prince of Peace in Isaiah, and a truth shines out: peace with God comes through sacrifice. Christ is our peace, who made it by the blood of His cross.",
  },
  {
    ref: "Ruth 1:16",
    book: "Ruth",
    rooms: ["pf", "sr"],
    principles: ["3D", "4D", "E-Pa"],
    next: ["Ruth 4:14", "Gen 12:3", "Josh 24:15"],
    commentary:
      "Ruth refuses to leave Naomi and takes Naomi's God as her own. A Moabite widow is welcomed into the covenant people, a picture of the Gentiles brought near. In her loyal love the Story Room sees the start of a line that leads to David and to Christ.",
  },
  {
    ref: "Ruth 4:14",
    book: "Ruth",
    rooms: ["st", "cec"],
    principles: ["2D", "E-Pa", "4D"],
    next: ["Job 19:25", "Gal 4:4", "Ruth 1:16"],
    commentary:
      "The women bless the LORD who has not left Naomi without a kinsman. Boaz, who pays the price and takes Ruth as his bride, is a type of the Redeemer. Christ became our near kinsman by taking our flesh, so that He could redeem us.",
  },
  {
    ref: "1 Sam 16:7",
    book: "1Sam",
    rooms: ["or", "frt"],
    principles: ["3D", "1D", "E-Now"],
    next: ["Ps 51:7", "Ezek 36:26", "2 Sam 7:13"],
    commentary:
      "Man looketh on the outward appearance, but the LORD looketh on the heart. Observation notices that the chosen son was the one left in the field with the sheep. God's choice of the shepherd boy anticipates the Good Shepherd, despised by men yet chosen by God.",
  },
  {
    ref: "1 Sam 17:47",
    book: "1Sam",
    rooms: ["sr", "hf"],
    principles: ["|GC", "3D", "E-Pa"],
    next: ["Exod 14:13", "Eph 6:12", "Zech 4:6"],
    commentary:
      "David tells the giant that the battle is the LORD's, and that He saves not with sword and spear. History Freestyle can weigh every proud power of this world against that claim. Christ meets our true giant and wins a victory we could never win.",
  },
  {
    ref: "2 Sam 7:13",
    book: "2Sam",
    rooms: ["r66", "cr"],
    principles: ["2D", "5D", "E-Pa"],
    next: ["Luke 2:11", "Jer 23:5", "Dan 2:44"],
    commentary:
      "God promises David a son who will build a house for His name and whose throne will stand for ever. Solomon built one temple, but only Christ, David's greater Son, reigns for ever. Room 66 traces this kingly line from Judah to the throne in Revelation.",
  },
  {
    ref: "2 Sam 24:24",
    book: "2Sam",
    rooms: ["pf", "bl"],
    principles: ["ALTAR", "3D", "E-Pa"],
    next: ["Rom 12:1", "1 Chr 16:29", "Phil 2:8"],
    commentary:
      "David refuses to offer the LORD what cost him nothing and buys the threshingfloor for his altar. That hill later became the site of the temple. Christ's offering cost Him everything, and the Personal Freestyle question is what my gift costs me.",
  },
  {
    ref: "1 Kgs 8:27",
    book: "1Kgs",
    rooms: ["bl", "qr"],
    principles: ["|S", "H-Now", "1D"],
    next: ["Heb 8:1", "John 2:19", "Isa 6:3"],
    commentary:
      "At the temple's dedication Solomon asks whether God will indeed dwell on the earth, since the heaven of heavens cannot contain Him. The Questions Room keeps his question open until the Word became flesh. Christ is the true temple, God dwelling with us in a human body.",
  },
  {
    ref: "1 Kgs 18:39",
    book: "1Kgs",
    rooms: ["sr", "3a"],
    principles: ["|GC", "4D", "E-Pa"],
    next: ["Rev 14:7", "Josh 24:15", "Amos 4:12"],
    commentary:
      "When fire falls on Carmel the people cry that the LORD, He is the God. The Three Angels Room hears an end-time echo: a final call to worship the Creator rather than false gods. Christ sends an Elijah message before His coming so that hearts may turn.",
  },
  {
    ref: "2 Kgs 5:14",
    book: "2Kgs",
    rooms: ["sr", "ir"],
    principles: ["LAVER", "3D", "E-Pa"],
    next: ["Titus 3:5", "Eph 5:26", "Ps 51:7"],
    commentary:
      "Naaman dips himself seven times in Jordan and his flesh becomes like the flesh of a little child. The Imagination Room feels the proud general stooping in a muddy river. Cleansing comes by God's word received humbly, and Christ washes all who come to Him.",
  },
  {
    ref: "2 Kgs 6:17",
    book: "2Kgs",
    rooms: ["ir", "tz"],
    principles: ["H-Now", "|GC", "3D"],
    next: ["Dan 12:1", "Eph 6:12", "Job 1:6"],
    commentary:
      "Elisha prays that his servant's eyes be opened, and the mountain is full of horses and chariots of fire. The Time Zone Room sees heaven now at work behind earthly events. Christ's unseen armies surround His people in every danger.",
  },
  {
    ref: "1 Chr 16:29",
    book: "1Chr",
    rooms: ["lr", "mr"],
    principles: ["4D", "3D", "|S"],
    next: ["Ps 24:7", "Rev 14:7", "Isa 6:3"],
    commentary:
      "Give unto the LORD the glory due unto His name and worship Him in the beauty of holiness. The Listening Room catches this line when it is sung and asks how I will obey it. True worship centres on Christ, whose holiness becomes our beauty.",
  },
  {
    ref: "1 Chr 29:11",
    book: "1Chr",
    rooms: ["mr", "cr"],
    principles: ["5D", "H-Fu", "4D"],
    next: ["Dan 2:44", "Rev 5:6", "Rev 22:12"],
    commentary:
      "David's prayer gives all greatness, power and glory to the LORD, whose kingdom is over all. These words echo in the praise the church still offers. Christ will receive the kingdom at the end, and every crown will be laid before Him.",
  },
  {
    ref: "2 Chr 7:14",
    book: "2Chr",
    rooms: ["frm", "pf"],
    principles: ["4D", "3D", "INCENSE"],
    next: ["1 John 1:9", "Acts 3:19", "Hos 6:3"],
    commentary:
      "If God's people humble themselves, pray, seek His face and turn, He will hear from heaven and heal their land. The Fire Room presses this promise from study into repentance and prayer. Christ is the one through whom a humbled people finds forgiveness and healing.",
  },
  {
    ref: "2 Chr 36:23",
    book: "2Chr",
    rooms: ["hf", "123h"],
    principles: ["@Cy", "E-Pa", "|TP"],
    next: ["Ezra 1:2", "Isa 44:28", "Ezra 7:13"],
    commentary:
      "The Chronicles close with the decree of Cyrus king of Persia to build the house of God in Jerusalem. The Three Heavens room sees here the first horizon, the return from Babylon. The release of the exiles foreshadows Christ setting captives free.",
  },
  {
    ref: "Ezra 1:2",
    book: "Ezra",
    rooms: ["hf", "cycles"],
    principles: ["@Cy", "E-Pa", "1D"],
    next: ["Isa 44:28", "2 Chr 36:23", "Hag 2:7"],
    commentary:
      "Cyrus declares that the LORD God of heaven has charged him to build Him an house. History Freestyle notices a pagan ruler carrying out a prophecy spoken long before his birth. Behind a Persian decree God was clearing the way for the second temple, where Christ Himself would one day walk.",
  },
  {
    ref: "Ezra 7:13",
    book: "Ezra",
    rooms: ["math", "pr"],
    principles: ["|TP", "@Cy", "E-Pa"],
    next: ["Dan 9:25", "Dan 9:24", "2 Chr 36:23"],
    commentary:
      "Artaxerxes makes a decree that the people of Israel may go up to Jerusalem, in his seventh year, 457 BC. The Mathematics Room uses this decree as the starting point of the seventy weeks. Counted from here, the prophecy reaches Messiah's anointing in AD 27 exactly.",
  },
  {
    ref: "Neh 6:3",
    book: "Neh",
    rooms: ["pf", "hf"],
    principles: ["3D", "E-Now", "@Cy"],
    next: ["Neh 8:8", "Heb 12:2", "Ezra 7:13"],
    commentary:
      "Nehemiah refuses to come down from the wall because he is doing a great work. Personal Freestyle applies his focus to every distraction that would pull me from God's calling. Christ set His face toward Jerusalem with the same resolve, finishing the work given Him.",
  },
  {
    ref: "Neh 8:8",
    book: "Neh",
    rooms: ["dc", "or"],
    principles: ["1D", "4D", "@Cy"],
    next: ["2 Tim 3:16", "Luke 24:27", "Ps 119:105"],
    commentary:
      "Ezra and the Levites read in the book distinctly, gave the sense and caused the people to understand. This is the Observation and Def-Com method in one verse: read carefully, define and explain. The goal was a people gathered around the word, the word that testifies of Christ.",
  },
  {
    ref: "Esth 4:14",
    book: "Esth",
    rooms: ["hf", "sr"],
    principles: ["3D", "|GC", "E-Pa"],
    next: ["Esth 4:16", "Neh 6:3", "Dan 3:25"],
    commentary:
      "Mordecai warns Esther that she may have come to the kingdom for such a time as this. History Freestyle finds God's providence even where His name is never spoken. Christ came in the fulness of time, and He places His people where they are needed.",
  },
  {
    ref: "Esth 4:16",
    book: "Esth",
    rooms: ["frm", "pf", "prm"],
    principles: ["INCENSE", "3D", "|GC"],
    next: ["Heb 4:16", "Esth 4:14", "Dan 12:1"],
    commentary:
      "Esther asks her people to fast three days and resolves to go in unto the king: if I perish, I perish. The Fire Room feels the cost of an intercession that risks everything. Christ went before the King for us and did perish, so that we could live.",
  },
  // ── Poetry ──
  {
    ref: "Job 1:6",
    book: "Job",
    rooms: ["tz", "sr"],
    principles: ["|GC", "H-Pa", "1D"],
    next: ["Rev 12:7", "Job 38:7", "Luke 10:18"],
    commentary:
      "The sons of God come to present themselves before the LORD, and Satan comes also among them. The Time Zone Room places this council in heaven, behind the earthly story of Job. It opens a great controversy in which Christ answers every charge of the accuser.",
  },
  {
    ref: "Job 19:25",
    book: "Job",
    rooms: ["mr", "lr"],
    principles: ["2D", "5D", "E-Fu"],
    next: ["1 Thess 4:16", "Ruth 4:14", "1 Cor 15:52"],
    commentary:
      "From his ash heap Job declares that he knows his redeemer liveth and shall stand at the latter day upon the earth. The Meditation Room lingers over that single certainty. Christ is that living Redeemer, and His return will raise the dead who trusted Him.",
  },
  {
    ref: "Job 38:7",
    book: "Job",
    rooms: ["nf", "tz"],
    principles: ["H-Pa", "@Ad", "1D"],
    next: ["Gen 1:1", "Ps 19:1", "Col 1:16"],
    commentary:
      "At creation the morning stars sang together and all the sons of God shouted for joy. Nature Freestyle hears worship built into the making of the world. The Son through whom all things were made was praised from the very beginning.",
  },
  {
    ref: "Ps 2:7",
    book: "Ps",
    rooms: ["cec", "cr"],
    principles: ["2D", "H-Pa", "E-Pa"],
    next: ["Ps 110:4", "Luke 2:11", "John 3:16"],
    commentary:
      "The LORD says to His anointed King, Thou art my Son. The Concentration Room sees the kingly office of Christ declared by heaven's decree. The New Testament applies the verse to His resurrection and to His appointment as priest.",
  },
  {
    ref: "Ps 16:10",
    book: "Ps",
    rooms: ["cec", "qa"],
    principles: ["2D", "Unleavened Bread", "Firstfruits"],
    next: ["Mark 16:6", "1 Cor 15:20", "Exod 12:15"],
    commentary:
      "David says God will not leave his soul in hell nor suffer His Holy One to see corruption. Peter answers the question of whom this speaks: not David, who died and was buried, but Christ. His body rested unspoiled in the tomb and rose on the third day.",
  },
  {
    ref: "Ps 19:1",
    book: "Ps",
    rooms: ["nf", "tr"],
    principles: ["1D", "@Ad", "3D"],
    next: ["Gen 1:1", "Job 38:7", "Col 1:16"],
    commentary:
      "The heavens declare the glory of God, and the firmament sheweth His handywork. The Translation Room can render this as a scroll spread across the night sky. Creation preaches its Maker, and the Maker is revealed fully in Christ.",
  },
  {
    ref: "Ps 22:1",
    book: "Ps",
    rooms: ["cec", "frm"],
    principles: ["2D", "ALTAR", "Passover"],
    next: ["Matt 27:51", "Isa 53:5", "John 19:30"],
    commentary:
      "My God, my God, why hast thou forsaken me? Christ cried these words on the cross, taking up a psalm written a thousand years before. The Fire Room stands at that cry and sees how fully He bore our separation from God.",
  },
  {
    ref: "Ps 23:1",
    book: "Ps",
    rooms: ["mr", "jr"],
    principles: ["3D", "2D", "E-Now"],
    next: ["John 10:9", "Heb 7:25", "Lam 3:22"],
    commentary:
      "The LORD is my shepherd; I shall not want. The Meditation Room murmurs this line until it becomes my own confession, and the Juice Room finds the whole psalm folded inside it. Jesus is the Good Shepherd who lays down His life for the sheep.",
  },
  {
    ref: "Ps 24:7",
    book: "Ps",
    rooms: ["ir", "tz"],
    principles: ["GATE", "H-Now", "5D"],
    next: ["Acts 1:11", "Heb 9:24", "Exod 27:16"],
    commentary:
      "Lift up your heads, O ye gates, and the King of glory shall come in. The Imagination Room hears the shout as Christ ascends and heaven's doors swing open. The same King will come again through the clouds in glory.",
  },
  {
    ref: "Ps 40:8",
    book: "Ps",
    rooms: ["cec", "mr", "infinity"],
    principles: ["ARK", "2D", "3D"],
    next: ["Jer 31:33", "Heb 9:12", "Exod 20:8"],
    commentary:
      "I delight to do thy will, O my God: yea, thy law is within my heart. Hebrews puts the words of this psalm in Christ's mouth as He comes into the world, and in Him obedience is not a method consciously applied but the instinct of a whole life. The law kept in the ark was kept in His heart, and He writes it on ours.",
  },
  {
    ref: "Ps 51:7",
    book: "Ps",
    rooms: ["frm", "frt"],
    principles: ["LAVER", "3D", "Passover"],
    next: ["Isa 1:18", "1 John 1:9", "Titus 3:5"],
    commentary:
      "David asks to be purged with hyssop and washed whiter than snow. The Fire Room lets this confession become my own prayer. Christ's blood, applied as hyssop once applied the Passover blood, makes the stained heart clean.",
  },
  {
    ref: "Ps 73:17",
    book: "Ps",
    rooms: ["bl", "qr"],
    principles: ["|S", "H-Now", "3D"],
    next: ["Heb 8:1", "Ps 77:13", "1 Kgs 8:27"],
    commentary:
      "Asaph could not understand the prosperity of the wicked until he went into the sanctuary of God. There he understood their end. The Blue Room is the place where troubling questions find their answer in Christ's ministry and judgment.",
  },
  {
    ref: "Ps 77:13",
    book: "Ps",
    rooms: ["bl", "mr"],
    principles: ["|S", "H-Now", "4D"],
    next: ["Ps 73:17", "Heb 9:24", "Exod 25:8"],
    commentary:
      "Thy way, O God, is in the sanctuary. The Blue Room takes this as its motto, since the path from gate to ark shows how God saves. Every step of that way is Christ: the sacrifice, the priest and the mercy seat.",
  },
  {
    ref: "Ps 85:10",
    book: "Ps",
    rooms: ["gr", "mr"],
    principles: ["ARK", "2D"],
    next: ["Rom 3:25", "Isa 53:5", "2 Cor 5:21"],
    commentary:
      "Mercy and truth are met together; righteousness and peace have kissed each other. The Gems Room sets this line beside the cross, where both God's justice and His mercy are honoured. In Christ the law in the ark and the mercy seat above it meet without contradiction.",
  },
  {
    ref: "Ps 110:4",
    book: "Ps",
    rooms: ["cr", "bl"],
    principles: ["H-Now", "2D", "INCENSE"],
    next: ["Heb 7:25", "Heb 8:1", "Ps 2:7"],
    commentary:
      "The LORD hath sworn that His King is a priest for ever after the order of Melchizedek. The Concentration Room sees priest and king united in one person. Christ now ministers for us in heaven as that eternal priest.",
  },
  {
    ref: "Ps 118:22",
    book: "Ps",
    rooms: ["par", "st", "bf"],
    principles: ["2D", "4D", "E-Pa"],
    next: ["Acts 4:12", "1 Pet 2:9", "Mark 10:45"],
    commentary:
      "The stone which the builders refused is become the head stone of the corner. Jesus quoted this of Himself, rejected by the leaders yet made the foundation of God's house, and the apostles kept returning to it as a close relative of Isaiah's tried stone. The church is built as living stones on Him.",
  },
  {
    ref: "Ps 119:105",
    book: "Ps",
    rooms: ["lr", "srm"],
    principles: ["LAMP", "3D", "E-Now"],
    next: ["2 Tim 3:16", "John 8:12", "Prov 4:18"],
    commentary:
      "Thy word is a lamp unto my feet, and a light unto my path. The Listening Room asks how the word I hear today will guide my next step. Christ, the living Word, is the light the written word reveals.",
  },
  {
    ref: "Ps 141:2",
    book: "Ps",
    rooms: ["frm", "bl"],
    principles: ["INCENSE", "3D", "H-Now"],
    next: ["Rev 8:3", "Exod 30:7", "Heb 4:16"],
    commentary:
      "David asks that his prayer be set forth as incense and the lifting up of his hands as the evening sacrifice. The Fire Room turns study into prayer. Christ's intercession makes such prayer acceptable before God.",
  },
  {
    ref: "Prov 3:5",
    book: "Prov",
    rooms: ["mr", "pf"],
    principles: ["3D", "E-Now", "1D"],
    next: ["Prov 4:18", "Ps 23:1", "Jas 4:7"],
    commentary:
      "Trust in the LORD with all thine heart; and lean not unto thine own understanding. The Meditation Room carries this command into the choices of the day. Christ lived by this trust perfectly and invites me to share it.",
  },
  {
    ref: "Prov 4:18",
    book: "Prov",
    rooms: ["nf", "frt"],
    principles: ["LAMP", "3D", "E-Now"],
    next: ["Ps 119:105", "2 Cor 5:17", "Matt 5:14"],
    commentary:
      "The path of the just is as the shining light, that shineth more and more unto the perfect day. Nature Freestyle watches the dawn and learns how growth in grace works. Christ the light of the world is the source of that growing brightness.",
  },
  {
    ref: "Eccl 3:11",
    book: "Eccl",
    rooms: ["jr", "nf"],
    principles: ["5D", "H-Fu", "1D"],
    next: ["Rev 21:3", "2 Pet 3:13", "Isa 65:17"],
    commentary:
      "God has made every thing beautiful in His time and set the world in human hearts, an ache for eternity. The Juice Room squeezes Ecclesiastes down to this longing that nothing under the sun satisfies. Christ alone fills it with the promise of life that never ends.",
  },
  {
    ref: "Eccl 12:13",
    book: "Eccl",
    rooms: ["jr", "frt"],
    principles: ["ARK", "3D", "E-Now"],
    next: ["Rev 14:7", "Rev 14:12", "Deut 6:4"],
    commentary:
      "Let us hear the conclusion of the whole matter: Fear God, and keep his commandments. The Juice Room finds here the essence of a book that tested every other path. Revelation's first angel repeats the call, and Christ gives the heart to obey.",
  },
  {
    ref: "Song 2:4",
    book: "Song",
    rooms: ["ir", "tr"],
    principles: ["2D", "4D", "TABLE"],
    next: ["Song 8:6", "Rev 3:20", "John 6:35"],
    commentary:
      "He brought me to the banqueting house, and his banner over me was love. The Translation Room paints this as a feast under a great banner. Christ's love for His church is the banner that gathers and protects her.",
  },
  {
    ref: "Song 8:6",
    book: "Song",
    rooms: ["mr", "gr"],
    principles: ["4D", "3D", "2D"],
    next: ["Rom 5:8", "Song 2:4", "John 3:16"],
    commentary:
      "Set me as a seal upon thine heart, for love is strong as death. The Meditation Room holds this image of a seal pressed close to the heart. Christ's love proved stronger than death at the cross.",
  },
  // ── Major prophets ──
  {
    ref: "Isa 1:18",
    book: "Isa",
    rooms: ["tr", "cec"],
    principles: ["3D", "LAVER", "ALTAR"],
    next: ["Ps 51:7", "1 John 1:9", "Mic 7:19"],
    commentary:
      "Come now, and let us reason together: though your sins be as scarlet, they shall be as white as snow. The Translation Room pictures scarlet cloth turning white as wool. Christ's blood does what no human effort can, and the invitation is to come and reason with Him.",
  },
  {
    ref: "Isa 6:3",
    book: "Isa",
    rooms: ["ir", "bl"],
    principles: ["H-Now", "|S", "INCENSE"],
    next: ["1 Kgs 8:27", "Heb 8:1", "John 1:14"],
    commentary:
      "The seraphims cry Holy, holy, holy, and the whole earth is full of His glory. The Imagination Room sees the temple filled with smoke and feels Isaiah's trembling. John says Isaiah saw Christ's glory, so the Holy One on the throne is revealed in the Son.",
  },
  {
    ref: "Isa 7:14",
    book: "Isa",
    rooms: ["cec", "pr"],
    principles: ["2D", "E-Pa", "1D"],
    next: ["Matt 1:21", "Gal 4:4", "Luke 2:11"],
    commentary:
      "A virgin shall conceive, and bear a son, and shall call his name Immanuel. Matthew applies it to the birth of Jesus, God with us. The sign promised to Ahaz reached its fullest meaning in the manger at Bethlehem.",
  },
  {
    ref: "Isa 9:6",
    book: "Isa",
    rooms: ["cec", "dc"],
    principles: ["2D", "5D", "E-Pa"],
    next: ["Isa 7:14", "Luke 2:11", "Judg 6:24"],
    commentary:
      "Unto us a child is born, unto us a son is given, and His names include the mighty God and the Prince of Peace. Def-Com weighs each title and finds divinity joined to humanity. The child of Bethlehem carries the government of the universe on His shoulder.",
  },
  {
    ref: "Isa 14:13",
    book: "Isa",
    rooms: ["tz", "pr"],
    principles: ["H-Pa", "|GC"],
    next: ["Ezek 28:14", "Rev 12:7", "Phil 2:8"],
    commentary:
      "The fallen star says in his heart, I will ascend into heaven, I will exalt my throne above the stars of God. The Time Zone Room reads beyond the king of Babylon to the pride of Lucifer in heaven past. Christ's humility, who emptied Himself, is the exact opposite of this grasping.",
  },
  {
    ref: "Isa 40:8",
    book: "Isa",
    rooms: ["lr", "srm"],
    principles: ["1D", "4D", "E-Now"],
    next: ["2 Tim 3:16", "Matt 4:4", "Ps 119:105"],
    commentary:
      "The grass withereth, the flower fadeth: but the word of our God shall stand for ever. The Speed Room drills this verse as a ready answer when people doubt Scripture. Christ, the Word made flesh, is the word that never fades.",
  },
  {
    ref: "Isa 44:28",
    book: "Isa",
    rooms: ["pr", "123h"],
    principles: ["@Cy", "E-Pa", "|TP"],
    next: ["Ezra 1:2", "2 Chr 36:23", "Dan 9:25"],
    commentary:
      "God names Cyrus as His shepherd, who will say to Jerusalem, Thou shalt be built. The prophecy names a ruler long before his birth. In the first horizon Cyrus frees the exiles, a shadow of Christ the Anointed who frees His people.",
  },
  {
    ref: "Isa 53:5",
    book: "Isa",
    rooms: ["cec", "jr"],
    principles: ["ALTAR", "2D", "Passover"],
    next: ["1 Pet 1:19", "Isa 53:7", "2 Cor 5:21"],
    commentary:
      "He was wounded for our transgressions, he was bruised for our iniquities, and with his stripes we are healed. The Juice Room can distil Isaiah's whole book to this chapter. It is the clearest picture in the prophets of Christ dying in our place.",
  },
  {
    ref: "Isa 53:7",
    book: "Isa",
    rooms: ["st", "24fps"],
    principles: ["Passover", "ALTAR", "2D"],
    next: ["John 1:29", "Rev 5:6", "Isa 53:5"],
    commentary:
      "He is brought as a lamb to the slaughter, and He opened not His mouth. Symbols work traces the silent lamb from Abel's flock to the Lamb on the throne. Jesus stood silent before His accusers, fulfilling this word.",
  },
  {
    ref: "Isa 58:13",
    book: "Isa",
    rooms: ["trm", "frt"],
    principles: ["4D", "3D", "E-Now"],
    next: ["Gen 2:3", "Mark 2:27", "Exod 20:8"],
    commentary:
      "If you turn from doing your own pleasure on My holy day and call the sabbath a delight, God promises joy in Him. The Fruit Room asks what Sabbath keeping should produce: delight, not a burden. Christ, Lord of the Sabbath, makes the day a joy by meeting us in it.",
  },
  {
    ref: "Isa 61:1",
    book: "Isa",
    rooms: ["cr", "cec"],
    principles: ["2D", "@CyC", "E-Pa"],
    next: ["Luke 4:18", "Dan 9:25", "Zech 4:6"],
    commentary:
      "The Spirit of the Lord GOD is upon me, because the LORD hath anointed me to preach good tidings. Jesus read this passage in Nazareth and said it was fulfilled that day. The Concentration Room sees His prophetic office opening, anointed at His baptism.",
  },
  {
    ref: "Isa 65:17",
    book: "Isa",
    rooms: ["123h", "r66"],
    principles: ["H-Fu", "E-Fu", "5D"],
    next: ["2 Pet 3:13", "Rev 21:3", "Eccl 3:11"],
    commentary:
      "God promises to create new heavens and a new earth, and the former shall not be remembered. The Three Heavens room traces this promise through each horizon to its final fulfilment. Christ makes all things new when He finishes the war against sin.",
  },
  {
    ref: "Jer 23:5",
    book: "Jer",
    rooms: ["cec", "123h"],
    principles: ["2D", "@CyC", "5D"],
    next: ["2 Sam 7:13", "Zech 9:9", "Luke 2:11"],
    commentary:
      "God promises to raise unto David a righteous Branch, a King who shall reign and execute judgment and justice. The Three Heavens room sees the promise reaching past the return from exile. Jesus is that Branch, named The LORD our righteousness.",
  },
  {
    ref: "Jer 25:11",
    book: "Jer",
    rooms: ["math", "hf"],
    principles: ["|TP", "@Cy", "E-Pa"],
    next: ["Dan 9:24", "2 Chr 36:23", "Ezra 1:2"],
    commentary:
      "Judah shall serve the king of Babylon seventy years. The Mathematics Room counts the exile as one of the dated periods God kept exactly. Daniel prayed over this prophecy, and God answered with the seventy weeks that lead to Christ.",
  },
  {
    ref: "Jer 31:33",
    book: "Jer",
    rooms: ["qa", "cec", "infinity"],
    principles: ["ARK", "4D", "3D"],
    next: ["Heb 8:1", "Ezek 36:26", "Ps 40:8"],
    commentary:
      "God promises a new covenant in which He will put His law in their inward parts and write it in their hearts. Hebrews quotes this as the answer to the failure of the old covenant, and the goal is obedience that flows without reminders, as second nature. Christ, the mediator of this covenant, writes the law of the ark on our hearts.",
  },
  {
    ref: "Lam 1:12",
    book: "Lam",
    rooms: ["frm", "ir"],
    principles: ["2D", "ALTAR", "3D"],
    next: ["Ps 22:1", "Isa 53:5", "Lam 3:22"],
    commentary:
      "Is it nothing to you, all ye that pass by? Jerusalem's grief is voiced in words that fit the suffering Christ beside the road to Calvary. The Fire Room stops the passer-by and asks whether His sorrow moves me.",
  },
  {
    ref: "Lam 3:22",
    book: "Lam",
    rooms: ["mr", "frm"],
    principles: ["3D", "E-Now", "2D"],
    next: ["Lam 1:12", "Zeph 3:17", "Mic 7:19"],
    commentary:
      "It is of the LORD's mercies that we are not consumed, because His compassions fail not. The Meditation Room carries this line morning by morning. In the darkest book of poetry hope rises in Christ, whose mercies are new every day.",
  },
  {
    ref: "Ezek 20:12",
    book: "Ezek",
    rooms: ["st", "trm"],
    principles: ["4D", "E-Pa", "@Mo"],
    next: ["Exod 20:8", "Isa 58:13", "Gen 2:3"],
    commentary:
      "God gave Israel His sabbaths to be a sign between Him and them, that they might know He sanctifies them. Symbols work reads the day as the sign of a relationship, not merely a rule. Christ, who sanctifies His people, is the Lord whom the sign makes known.",
  },
  {
    ref: "Ezek 28:14",
    book: "Ezek",
    rooms: ["tz", "pr"],
    principles: ["H-Pa", "|GC", "ARK"],
    next: ["Isa 14:13", "Rev 12:7", "Luke 10:18"],
    commentary:
      "The anointed cherub that covereth was perfect in his ways until iniquity was found in him. The Time Zone Room reads past the king of Tyrus to the fall of Lucifer, who once stood beside God's throne as the covering cherubs stand over the ark. Christ's faithfulness as the true Son stands against that rebellion.",
  },
  {
    ref: "Ezek 36:26",
    book: "Ezek",
    rooms: ["pf", "frt"],
    principles: ["3D", "@Sp", "LAVER"],
    next: ["Titus 3:5", "Jer 31:33", "2 Cor 5:17"],
    commentary:
      "God promises a new heart and a new spirit, taking away the stony heart. The Fruit Room looks for the fruit such a heart bears. Christ by His Spirit performs this change of heart in everyone who trusts Him.",
  },
  // ── Daniel ──
  {
    ref: "Dan 2:44",
    book: "Dan",
    rooms: ["pr", "br"],
    principles: ["5D", "E-Fu", "@Re"],
    next: ["Dan 7:13", "Rev 22:12", "2 Sam 7:13"],
    commentary:
      "In the days of these kings shall the God of heaven set up a kingdom which shall never be destroyed. The Prophecy Room lines up the metals of the image with history: Babylon, Medo-Persia, Greece, Rome and the divided kingdoms. The stone cut out without hands is Christ's kingdom, which will fill the earth.",
  },
  {
    ref: "Dan 3:25",
    book: "Dan",
    rooms: ["ir", "sr"],
    principles: ["2D", "|GC", "3D"],
    next: ["Esth 4:16", "Rev 14:12", "Ps 23:1"],
    commentary:
      "The king sees four men loose, walking in the midst of the fire, and the form of the fourth is like the Son of God. The Imagination Room feels the heat and sees the bonds burned while the faithful walk free. Christ stands with His people in their fiery trials.",
  },
  {
    ref: "Dan 7:13",
    book: "Dan",
    rooms: ["pr", "tz"],
    principles: ["H-Now", "Day of Atonement", "5D"],
    next: ["Dan 8:14", "Rev 1:13", "Heb 9:24"],
    commentary:
      "One like the Son of man comes with the clouds of heaven to the Ancient of days. The Prophecy Room places this scene in the heavenly judgment that follows the little horn's rule. Christ receives the kingdom there before He returns to earth.",
  },
  {
    ref: "Dan 7:25",
    book: "Dan",
    rooms: ["pr", "math"],
    principles: ["|TP", "|GC", "E-Pa"],
    next: ["Rev 12:6", "Dan 8:14", "2 Thess 2:3"],
    commentary:
      "The little horn speaks great words against the most High, wears out the saints and thinks to change times and laws, for a time and times and the dividing of time. The Mathematics Room reads this as 1260 years, from AD 538 to 1798. Christ kept His people through that long persecution, and then the judgment sat.",
  },
  {
    ref: "Dan 8:14",
    book: "Dan",
    rooms: ["pr", "bl", "math"],
    principles: ["|TP", "Day of Atonement", "|S", "H-Now"],
    next: ["Lev 16:30", "Heb 9:24", "Rev 14:7"],
    commentary:
      "Unto two thousand and three hundred days; then shall the sanctuary be cleansed. The Prophecy Room counts 2300 years from 457 BC to 1844, when Christ began the final phase of His ministry. The Blue Room sees the Day of Atonement fulfilled in the heavenly sanctuary.",
  },
  {
    ref: "Dan 9:24",
    book: "Dan",
    rooms: ["math", "pr"],
    principles: ["|TP", "@CyC", "E-Pa"],
    next: ["Dan 9:25", "Dan 9:27", "Num 14:34"],
    commentary:
      "Seventy weeks are determined to finish the transgression and to bring in everlasting righteousness. The Mathematics Room counts 490 years cut off from the 2300. The whole period centres on Messiah, who makes reconciliation for iniquity.",
  },
  {
    ref: "Dan 9:25",
    book: "Dan",
    rooms: ["math", "srm"],
    principles: ["|TP", "@CyC", "E-Pa"],
    next: ["Ezra 7:13", "Mark 1:15", "Dan 9:27"],
    commentary:
      "Gabriel counts seven weeks and threescore and two weeks from the command to restore Jerusalem unto the Messiah the Prince. The Speed Room drills the sum: 483 years from 457 BC reach AD 27. In that year Jesus was baptised and anointed, and He announced that the time was fulfilled.",
  },
  {
    ref: "Dan 9:27",
    book: "Dan",
    rooms: ["math", "cec"],
    principles: ["|TP", "ALTAR", "@CyC"],
    next: ["Matt 27:51", "Dan 9:24", "John 19:30"],
    commentary:
      "He shall confirm the covenant with many for one week, and in the midst of the week cause the sacrifice to cease. Counted in years, Christ was cut off in the middle of the last week, in AD 31. His death ended the meaning of every animal sacrifice, and the veil was torn.",
  },
  {
    ref: "Dan 12:1",
    book: "Dan",
    rooms: ["pr", "tz"],
    principles: ["E-Fu", "|GC", "5D"],
    next: ["Rev 12:7", "Jude 1:9", "Rev 22:12"],
    commentary:
      "At that time shall Michael stand up, the great prince which standeth for the children of Daniel's people. The Prophecy Room places this at the close of probation, before the time of trouble. Christ, the Michael who defends His people, delivers everyone found written in the book.",
  },
  // ── The twelve ──
  {
    ref: "Hos 6:3",
    book: "Hos",
    rooms: ["nf", "123h"],
    principles: ["@Sp", "Pentecost (Weeks)", "3D"],
    next: ["Joel 2:28", "Jas 5:7", "Acts 2:1"],
    commentary:
      "His going forth is prepared as the morning, and He shall come unto us as the rain, as the latter and former rain. Nature Freestyle watches the seasons of rain and harvest. The early rain fell at Pentecost, and Christ promises a latter rain to ripen the final harvest.",
  },
  {
    ref: "Hos 11:1",
    book: "Hos",
    rooms: ["par", "c6"],
    principles: ["2D", "E-Pa", "@Mo"],
    next: ["Exod 14:13", "Matt 4:4", "Gal 4:4"],
    commentary:
      "When Israel was a child, then I loved him, and called my son out of Egypt. Matthew applies the verse to Jesus coming back from Egypt, and the Parallels Room traces how He relived Israel's story and succeeded where Israel failed. His forty days in the wilderness answer Israel's forty years.",
  },
  {
    ref: "Joel 2:1",
    book: "Joel",
    rooms: ["3a", "pr"],
    principles: ["Trumpets", "E-Fu", "@Re"],
    next: ["Lev 23:24", "Rev 14:6", "Amos 4:12"],
    commentary:
      "Blow ye the trumpet in Zion, and sound an alarm in my holy mountain, for the day of the LORD is nigh at hand. The Three Angels Room hears this alarm in the end-time message. Christ sends warning before judgment because He wants none to perish.",
  },
  {
    ref: "Joel 2:28",
    book: "Joel",
    rooms: ["123h", "c6"],
    principles: ["@Sp", "Pentecost (Weeks)", "E-Now"],
    next: ["Acts 2:1", "Acts 2:38", "Hos 6:3"],
    commentary:
      "I will pour out my spirit upon all flesh. The Three Heavens room sees a first fulfilment at Pentecost and a fuller one before the end. The risen Christ sends the Spirit to empower His witnesses.",
  },
  {
    ref: "Amos 3:7",
    book: "Amos",
    rooms: ["pr", "qa"],
    principles: ["|TP", "4D", "1D"],
    next: ["Dan 8:14", "Rev 14:6", "2 Tim 3:16"],
    commentary:
      "Surely the Lord GOD will do nothing, but He revealeth His secret unto His servants the prophets. Q&A Chains use this verse to answer whether prophecy can be trusted. Christ is the centre of every secret He has shown, and He reveals the future so His people can be ready.",
  },
  {
    ref: "Amos 4:12",
    book: "Amos",
    rooms: ["3a", "frt"],
    principles: ["E-Fu", "3D", "5D"],
    next: ["Rev 14:7", "Matt 25:6", "Joel 2:1"],
    commentary:
      "Prepare to meet thy God, O Israel. The Three Angels Room hears a personal summons before the judgment. Christ gives time and grace so that the meeting can be a welcome rather than a terror.",
  },
  {
    ref: "Obad 1:21",
    book: "Obad",
    rooms: ["jr", "123h"],
    principles: ["5D", "E-Fu", "H-Fu"],
    next: ["Dan 2:44", "Rev 21:3", "Rev 22:12"],
    commentary:
      "Saviours shall come up on mount Zion, and the kingdom shall be the LORD's. The Juice Room squeezes the shortest book of the Old Testament down to this last line. Christ's kingdom will finally replace every proud power.",
  },
  {
    ref: "Jonah 1:17",
    book: "Jonah",
    rooms: ["st", "par", "prm"],
    principles: ["2D", "Firstfruits", "E-Pa"],
    next: ["Mark 16:6", "1 Cor 15:20", "Jonah 2:9"],
    commentary:
      "The LORD prepared a great fish, and Jonah was in its belly three days and three nights. Jesus named this the sign He would give, His own time in the heart of the earth. Jonah's return from the deep is a type of Christ's resurrection.",
  },
  {
    ref: "Jonah 2:9",
    book: "Jonah",
    rooms: ["mr", "cec"],
    principles: ["3D", "2D", "E-Pa"],
    next: ["Acts 4:12", "Jonah 1:17", "Eph 2:8"],
    commentary:
      "Salvation is of the LORD. Jonah's prayer from the deep ends in this confession, and the Meditation Room carries it through the day. Christ is the salvation Jonah could only point toward.",
  },
  {
    ref: "Mic 5:2",
    book: "Mic",
    rooms: ["cec", "or"],
    principles: ["2D", "E-Pa", "H-Pa"],
    next: ["Luke 2:11", "Isa 7:14", "Gen 49:10"],
    commentary:
      "Out of little Bethlehem shall come a ruler whose goings forth have been from of old, from everlasting. Observation notices the tiny town and the eternal origin side by side. Christ was born in Bethlehem yet existed before all time.",
  },
  {
    ref: "Mic 7:19",
    book: "Mic",
    rooms: ["tr", "frt"],
    principles: ["3D", "Day of Atonement", "E-Now"],
    next: ["1 John 1:9", "Isa 1:18", "Lev 16:30"],
    commentary:
      "Thou wilt cast all their sins into the depths of the sea. The Translation Room draws sins sinking out of sight for ever. Christ's forgiveness is that complete, and it sets the heart free to walk in peace.",
  },
  {
    ref: "Nah 1:7",
    book: "Nah",
    rooms: ["jr", "mr"],
    principles: ["3D", "|GC", "E-Pa"],
    next: ["Ps 23:1", "Prov 3:5", "Lam 3:22"],
    commentary:
      "The LORD is good, a strong hold in the day of trouble, and He knoweth them that trust in Him. The Juice Room finds in Nahum's warning to Nineveh this shelter for the faithful. Christ is the stronghold who holds His people while judgment falls.",
  },
  {
    ref: "Hab 2:3",
    book: "Hab",
    rooms: ["math", "qr"],
    principles: ["|TP", "E-Fu", "5D"],
    next: ["Hab 2:14", "2 Pet 3:9", "Rev 22:12"],
    commentary:
      "The vision is yet for an appointed time; though it tarry, wait for it, because it will surely come. The Questions Room asks how to live while promises seem delayed. Hebrews applies the verse to Christ's return: He that shall come will come.",
  },
  {
    ref: "Hab 2:14",
    book: "Hab",
    rooms: ["123h", "r66"],
    principles: ["5D", "H-Fu", "E-Fu"],
    next: ["Isa 65:17", "Matt 24:14", "Rev 21:3"],
    commentary:
      "The earth shall be filled with the knowledge of the glory of the LORD, as the waters cover the sea. Room 66 traces the spread of God's glory from Eden to the new earth. Christ, the glory of God in a human face, is the knowledge that will fill the world.",
  },
  {
    ref: "Zeph 3:17",
    book: "Zeph",
    rooms: ["mr", "lr"],
    principles: ["3D", "2D", "H-Fu"],
    next: ["Lam 3:22", "Luke 15:20", "Rev 21:3"],
    commentary:
      "The LORD thy God in the midst of thee is mighty; He will rejoice over thee with singing. The Listening Room catches this song and lets it answer fear. Christ rejoices over His people like a bridegroom, and His love quiets the anxious heart.",
  },
  {
    ref: "Hag 2:7",
    book: "Hag",
    rooms: ["123h", "bl"],
    principles: ["|S", "@Cy", "2D"],
    next: ["Mal 3:1", "John 2:19", "Ezra 1:2"],
    commentary:
      "The desire of all nations shall come, and I will fill this house with glory. The Three Heavens room places the promise in the first horizon, the rebuilt temple. Its glory surpassed Solomon's because Christ Himself walked in its courts.",
  },
  {
    ref: "Zech 3:4",
    book: "Zech",
    rooms: ["st", "ir"],
    principles: ["|GC", "3D", "H-Now"],
    next: ["Gen 3:21", "Rom 8:34", "1 John 2:1"],
    commentary:
      "Joshua the high priest stands in filthy garments while Satan accuses him, and the LORD orders them taken away and clothes him with change of raiment. The Imagination Room feels the accuser's triumph turn to silence. Christ takes our filthy garments and clothes us in His righteousness.",
  },
  {
    ref: "Zech 4:6",
    book: "Zech",
    rooms: ["st", "lr"],
    principles: ["@Sp", "LAMP", "4D"],
    next: ["Exod 25:37", "Acts 2:1", "Rev 1:20"],
    commentary:
      "Not by might, nor by power, but by my spirit, saith the LORD of hosts. The vision of a candlestick fed by olive trees shows the Spirit keeping the light burning. Christ's work through His church goes forward by that Spirit, not by human strength.",
  },
  {
    ref: "Zech 9:9",
    book: "Zech",
    rooms: ["sr", "24fps"],
    principles: ["2D", "E-Pa", "Passover"],
    next: ["Jer 23:5", "Phil 2:8", "John 19:30"],
    commentary:
      "Thy King cometh unto thee: he is just, and having salvation; lowly, and riding upon an ass. The 24FPS Room might fix the entry into Jerusalem in that single frame, days before the Passover. Christ rode in as the humble King on His way to the cross.",
  },
  {
    ref: "Zech 13:1",
    book: "Zech",
    rooms: ["bl", "frt"],
    principles: ["LAVER", "3D", "ALTAR"],
    next: ["Titus 3:5", "1 John 1:9", "Eph 5:26"],
    commentary:
      "In that day there shall be a fountain opened for sin and for uncleanness. The Blue Room links the fountain with the laver, where cleansing flows. Christ's pierced side is that fountain, always open.",
  },
  {
    ref: "Mal 3:1",
    book: "Mal",
    rooms: ["pr", "bl"],
    principles: ["|S", "H-Now", "Day of Atonement"],
    next: ["Dan 8:14", "Heb 9:24", "Hag 2:7"],
    commentary:
      "The Lord, whom ye seek, shall suddenly come to His temple, even the messenger of the covenant. Read in the Blue Room, His sudden coming to the temple fits Christ entering the most holy place for judgment. He also came in person to the second temple, and both fulfilments centre on Him.",
  },
  {
    ref: "Mal 4:2",
    book: "Mal",
    rooms: ["nf", "cec"],
    principles: ["2D", "5D", "E-Fu"],
    next: ["Num 24:17", "John 8:12", "Rev 22:12"],
    commentary:
      "Unto you that fear my name shall the Sun of righteousness arise with healing in his wings. Nature Freestyle watches sunrise scatter the night. Christ is that Sun, healing at His first coming and bringing full day at His second.",
  },
  // ── Gospels ──
  {
    ref: "Matt 1:21",
    book: "Matt",
    rooms: ["dc", "cec"],
    principles: ["2D", "E-Pa", "3D"],
    next: ["Acts 4:12", "Isa 7:14", "Luke 2:11"],
    commentary:
      "Thou shalt call his name JESUS: for he shall save his people from their sins. Def-Com notes that the name means the LORD saves. The whole mission of Christ is packed into His name.",
  },
  {
    ref: "Matt 4:4",
    book: "Matt",
    rooms: ["sr", "qa"],
    principles: ["|LC", "|GC", "TABLE"],
    next: ["Deut 8:3", "John 6:35", "Isa 40:8"],
    commentary:
      "Jesus answers the tempter with Scripture: man shall not live by bread alone. The Q&A Chains room watches Christ meet a temptation with an earlier verse. Where Israel failed in the wilderness, Christ won by trusting the word.",
  },
  {
    ref: "Matt 5:14",
    book: "Matt",
    rooms: ["tr", "frt", "dr"],
    principles: ["LAMP", "4D", "E-Now"],
    next: ["Rev 1:20", "Exod 25:37", "John 8:12"],
    commentary:
      "Ye are the light of the world; a city that is set on an hill cannot be hid. The Translation Room draws a lit city on a dark hillside, and the Dimensions Room hears the church's face of the text. The church shines only with Christ's light, as a lamp burns only with oil.",
  },
  {
    ref: "Matt 11:28",
    book: "Matt",
    rooms: ["lr", "pf"],
    principles: ["|LC", "3D", "E-Now"],
    next: ["John 6:35", "Mark 2:27", "John 14:6"],
    commentary:
      "Come unto me, all ye that labour and are heavy laden, and I will give you rest. The Listening Room hears this call and asks what burden I will bring today. Christ offers a rest that no law and no effort can give.",
  },
  {
    ref: "Matt 24:14",
    book: "Matt",
    rooms: ["3a", "r66"],
    principles: ["4D", "E-Now", "@Re"],
    next: ["Rev 14:6", "Matt 28:19", "Matt 24:30"],
    commentary:
      "This gospel of the kingdom shall be preached in all the world for a witness, and then shall the end come. The Three Angels Room sees this mission carried by the everlasting gospel of the first angel. Christ's return waits on a finished witness to Him.",
  },
  {
    ref: "Matt 24:30",
    book: "Matt",
    rooms: ["pr", "tz"],
    principles: ["E-Fu", "5D", "|LC"],
    next: ["Acts 1:11", "1 Thess 4:16", "Rev 22:12"],
    commentary:
      "They shall see the Son of man coming in the clouds of heaven with power and great glory. The Time Zone Room places this in earth future, a visible and public return. Christ will come as literally as He left.",
  },
  {
    ref: "Matt 25:6",
    book: "Matt",
    rooms: ["ir", "par"],
    principles: ["E-Fu", "LAMP", "3D"],
    next: ["Matt 24:30", "Rev 22:12", "Amos 4:12"],
    commentary:
      "At midnight there was a cry made, Behold, the bridegroom cometh; go ye out to meet him. The Imagination Room hears the cry in the dark and sees lamps trimmed or going out. Christ is the bridegroom, and the oil of the Spirit keeps His waiting people ready.",
  },
  {
    ref: "Matt 26:28",
    book: "Matt",
    rooms: ["cec", "fe"],
    principles: ["Passover", "ALTAR", "|LC"],
    next: ["Heb 9:12", "Jer 31:33", "1 Cor 5:7"],
    commentary:
      "This is my blood of the new testament, which is shed for many for the remission of sins. At the Passover table Christ gave the cup its new meaning. The Feasts Room sees the blood of the lamb fulfilled in His.",
  },
  {
    ref: "Matt 27:51",
    book: "Matt",
    rooms: ["bl", "24fps"],
    principles: ["VEIL", "|LC", "E-Pa"],
    next: ["Heb 10:20", "Exod 26:33", "John 19:30"],
    commentary:
      "At Christ's death the veil of the temple was rent in twain from the top to the bottom. The 24FPS Room holds this single frame: a torn curtain and an open most holy place. God Himself opened the way, and the earthly services reached their end.",
  },
  {
    ref: "Matt 28:19",
    book: "Matt",
    rooms: ["3a", "lr"],
    principles: ["4D", "LAVER", "E-Now"],
    next: ["Acts 2:38", "Matt 24:14", "Rom 6:4"],
    commentary:
      "Go ye therefore, and teach all nations, baptizing them in the name of the Father, and of the Son, and of the Holy Ghost. The Three Angels Room sees the final message as this commission carried to every nation. Christ gives the task and promises His presence to the end.",
  },
  {
    ref: "Mark 1:15",
    book: "Mark",
    rooms: ["math", "sr"],
    principles: ["|TP", "|LC", "@CyC"],
    next: ["Dan 9:25", "Gal 4:4", "Acts 3:19"],
    commentary:
      "The time is fulfilled, and the kingdom of God is at hand: repent ye, and believe the gospel. The Mathematics Room hears Jesus pointing to the end of the sixty-nine weeks. He began His ministry on God's schedule.",
  },
  {
    ref: "Mark 2:27",
    book: "Mark",
    rooms: ["trm", "qa"],
    principles: ["|LC", "4D", "1D"],
    next: ["Gen 2:3", "Isa 58:13", "Exod 20:8"],
    commentary:
      "The sabbath was made for man, and not man for the sabbath. The Q&A Chains room traces Jesus' answer back to creation, when the day was made. Christ, Lord of the Sabbath, restores it as a gift for all people.",
  },
  {
    ref: "Mark 10:45",
    book: "Mark",
    rooms: ["cr", "cec"],
    principles: ["|LC", "ALTAR", "2D"],
    next: ["Phil 2:8", "Isa 53:5", "1 Tim 2:5"],
    commentary:
      "The Son of man came not to be ministered unto, but to minister, and to give his life a ransom for many. The Concentration Room sees the King serving and the Priest giving Himself. This verse sums up Mark's whole Gospel.",
  },
  {
    ref: "Mark 16:6",
    book: "Mark",
    rooms: ["sr", "fe"],
    principles: ["Firstfruits", "|LC", "E-Pa"],
    next: ["1 Cor 15:20", "Lev 23:10", "Jonah 1:17"],
    commentary:
      "He is risen; he is not here: behold the place where they laid him. The Feasts Room sees the resurrection on the day of firstfruits. The empty tomb is the pledge that all who sleep in Christ will rise.",
  },
  {
    ref: "Luke 2:11",
    book: "Luke",
    rooms: ["sr", "24fps"],
    principles: ["|LC", "2D", "E-Pa"],
    next: ["Mic 5:2", "Isa 9:6", "Matt 1:21"],
    commentary:
      "Unto you is born this day in the city of David a Saviour, which is Christ the Lord. The 24FPS Room fixes the chapter with shepherds at night and a child in a manger. Heaven's announcement names Him Saviour, Messiah and Lord in one sentence.",
  },
  {
    ref: "Luke 4:18",
    book: "Luke",
    rooms: ["cr", "sr"],
    principles: ["|LC", "@CyC", "@Sp"],
    next: ["Isa 61:1", "Mark 1:15", "Matt 11:28"],
    commentary:
      "In the Nazareth synagogue Jesus reads that the Spirit of the Lord is upon Him, anointing Him to preach the gospel to the poor. The Concentration Room sees His prophetic office declared. He came to free captives and heal the brokenhearted.",
  },
  {
    ref: "Luke 10:18",
    book: "Luke",
    rooms: ["tz", "gr"],
    principles: ["H-Pa", "|GC", "|LC"],
    next: ["Isa 14:13", "Rev 12:7", "Ezek 28:14"],
    commentary:
      "I beheld Satan as lightning fall from heaven. The Time Zone Room links Christ's words with the war in heaven and with His victory through the gospel. The one who saw the fall is the one who defeats the fallen.",
  },
  {
    ref: "Luke 15:20",
    book: "Luke",
    rooms: ["ir", "pf"],
    principles: ["3D", "|LC", "E-Now"],
    next: ["Zeph 3:17", "Rom 5:8", "Rev 3:20"],
    commentary:
      "While the son was yet a great way off, his father saw him, ran, fell on his neck and kissed him. The Imagination Room sees an old man running down the road. Christ told this parable to show the Father's heart toward every returning sinner.",
  },
  {
    ref: "Luke 24:27",
    book: "Luke",
    rooms: ["cec", "bf"],
    principles: ["|LC", "2D", "E-Pa"],
    next: ["Deut 18:15", "Neh 8:8", "2 Tim 3:16"],
    commentary:
      "Beginning at Moses and all the prophets, He expounded unto them in all the scriptures the things concerning Himself. This is the charter of the Christ in Every Chapter room, and of every chain from verse to verse. The risen Christ teaches that the whole Old Testament is about Him.",
  },
  {
    ref: "John 1:1",
    book: "John",
    rooms: ["dc", "cec"],
    principles: ["2D", "H-Pa", "|LC"],
    next: ["Gen 1:1", "John 1:14", "Col 1:16"],
    commentary:
      "In the beginning was the Word, and the Word was with God, and the Word was God. Def-Com weighs each phrase and finds Christ's eternity, His distinct person and His full divinity. The Gospel opens where Genesis opens, with Christ at the start.",
  },
  {
    ref: "John 1:14",
    book: "John",
    rooms: ["bl", "dc"],
    principles: ["Tabernacles", "|S", "|LC"],
    next: ["Exod 25:8", "Rev 21:3", "Lev 23:34"],
    commentary:
      "The Word was made flesh, and dwelt among us. Def-Com notes that the verb means He pitched His tent, the language of the tabernacle. The Blue Room sees the sanctuary's purpose, God with us, walking in Christ.",
  },
  {
    ref: "John 1:29",
    book: "John",
    rooms: ["cec", "st"],
    principles: ["Passover", "ALTAR", "|LC"],
    next: ["Gen 22:8", "Isa 53:7", "Rev 5:6"],
    commentary:
      "Behold the Lamb of God, which taketh away the sin of the world. John the Baptist sums up every lamb of the Old Testament in one cry. Christ is the antitype of the Passover lamb and the daily sacrifice.",
  },
  {
    ref: "John 2:19",
    book: "John",
    rooms: ["par", "bl"],
    principles: ["|S", "|LC", "Firstfruits"],
    next: ["1 Kgs 8:27", "Mark 16:6", "Heb 8:1"],
    commentary:
      "Destroy this temple, and in three days I will raise it up. The Parallels Room sets the temple of stone beside the temple of His body. Christ is the true temple, torn down at the cross and raised on the third day.",
  },
  {
    ref: "John 3:14",
    book: "John",
    rooms: ["par", "st"],
    principles: ["|LC", "ALTAR", "2D"],
    next: ["Num 21:9", "John 3:16", "John 19:30"],
    commentary:
      "As Moses lifted up the serpent in the wilderness, even so must the Son of man be lifted up. The Parallels Room has no clearer pair, since Jesus draws it Himself. Looking to Christ on the cross brings life as surely as looking to the pole once did.",
  },
  {
    ref: "John 3:16",
    book: "John",
    rooms: ["srm", "gr", "dr"],
    principles: ["2D", "3D", "|LC"],
    next: ["Rom 5:8", "Rom 6:23", "John 3:14"],
    commentary:
      "God so loved the world, that he gave his only begotten Son. The Speed Room drills it as the gospel in one sentence, and the Dimensions Room finds history, Christ, me, the church and eternity all in it. Everything the palace studies flows from this love shown in Christ.",
  },
  {
    ref: "John 6:35",
    book: "John",
    rooms: ["cec", "bl"],
    principles: ["TABLE", "|LC", "2D"],
    next: ["Exod 25:30", "Exod 16:15", "Matt 4:4"],
    commentary:
      "I am the bread of life: he that cometh to me shall never hunger. The Blue Room sets this beside the table of shewbread. Christ gives Himself as the daily food of His people.",
  },
  {
    ref: "John 7:37",
    book: "John",
    rooms: ["fe", "ir"],
    principles: ["Tabernacles", "@Sp", "|LC"],
    next: ["Lev 23:34", "Joel 2:28", "Zech 13:1"],
    commentary:
      "In the last day, that great day of the feast, Jesus stood and cried, If any man thirst, let him come unto me, and drink. The Feasts Room recalls the water poured out at Tabernacles, and Christ claims to be its reality. He promised rivers of living water, the Spirit given after His glorification.",
  },
  {
    ref: "John 8:12",
    book: "John",
    rooms: ["bl", "nf"],
    principles: ["LAMP", "|LC", "2D"],
    next: ["Matt 5:14", "Ps 119:105", "Exod 25:37"],
    commentary:
      "I am the light of the world: he that followeth me shall not walk in darkness. Jesus spoke these words in the temple, where great lamps had burned at the feast. The lampstand's light is Christ, shining through His people.",
  },
  {
    ref: "John 10:9",
    book: "John",
    rooms: ["bl", "srm"],
    principles: ["GATE", "|LC", "3D"],
    next: ["Exod 27:16", "John 14:6", "Gen 28:12"],
    commentary:
      "I am the door: by me if any man enter in, he shall be saved. The Blue Room starts at the single gate of the court. Christ is the only entry into God's presence and the safe pasture beyond it.",
  },
  {
    ref: "John 14:3",
    book: "John",
    rooms: ["srm", "lr"],
    principles: ["E-Fu", "H-Fu", "5D"],
    next: ["Acts 1:11", "1 Thess 4:16", "Rev 21:3"],
    commentary:
      "I will come again, and receive you unto myself; that where I am, there ye may be also. The Speed Room keeps this promise ready for anyone afraid of death. Christ's return is personal, since He comes to take His own home.",
  },
  {
    ref: "John 14:6",
    book: "John",
    rooms: ["srm", "bl"],
    principles: ["GATE", "|LC", "2D"],
    next: ["John 10:9", "Acts 4:12", "1 Tim 2:5"],
    commentary:
      "I am the way, the truth, and the life: no man cometh unto the Father, but by me. The Blue Room sees the whole path from gate to ark summed up in one person. Christ does not merely show the way; He is the way.",
  },
  {
    ref: "John 19:30",
    book: "John",
    rooms: ["cec", "fe"],
    principles: ["ALTAR", "Passover", "|LC"],
    next: ["Heb 9:12", "Matt 27:51", "Dan 9:27"],
    commentary:
      "It is finished: and he bowed his head, and gave up the ghost. On the Passover, at the hour of the evening sacrifice, the Lamb completed the offering. Nothing remains to be added to Christ's sacrifice.",
  },
  // ── Acts and the letters ──
  {
    ref: "Acts 1:11",
    book: "Acts",
    rooms: ["tz", "sr"],
    principles: ["E-Fu", "H-Now", "5D"],
    next: ["Matt 24:30", "John 14:3", "Heb 8:1"],
    commentary:
      "This same Jesus, which is taken up from you into heaven, shall so come in like manner. The Time Zone Room sees the ascension move Christ's work to heaven now. The same Jesus who left will visibly return.",
  },
  {
    ref: "Acts 2:1",
    book: "Acts",
    rooms: ["fe", "hf"],
    principles: ["Pentecost (Weeks)", "@Sp", "4D"],
    next: ["Joel 2:28", "Lev 23:16", "Acts 2:38"],
    commentary:
      "When the day of Pentecost was fully come, they were all with one accord in one place. The Feasts Room sees the feast fulfilled to the very day, fifty days after the resurrection. The risen Christ, now enthroned, pours out His Spirit on the church.",
  },
  {
    ref: "Acts 2:38",
    book: "Acts",
    rooms: ["qa", "c6"],
    principles: ["LAVER", "@Sp", "3D"],
    next: ["Rom 6:4", "Titus 3:5", "Acts 3:19"],
    commentary:
      "Repent, and be baptized every one of you in the name of Jesus Christ for the remission of sins. Q&A Chains see Peter answering the crowd's cry about what they must do. The answer points to Christ, to cleansing and to the gift of the Spirit.",
  },
  {
    ref: "Acts 3:19",
    book: "Acts",
    rooms: ["3a", "pr"],
    principles: ["Day of Atonement", "@Sp", "E-Now"],
    next: ["1 John 1:9", "Hos 6:3", "Lev 16:30"],
    commentary:
      "Repent ye therefore, and be converted, that your sins may be blotted out, when the times of refreshing shall come. The Prophecy Room links the blotting out of sins with the final atonement. Christ sends refreshing by His Spirit to prepare His people.",
  },
  {
    ref: "Acts 4:12",
    book: "Acts",
    rooms: ["srm", "hf"],
    principles: ["2D", "GATE", "4D"],
    next: ["John 14:6", "1 Tim 2:5", "Matt 1:21"],
    commentary:
      "There is none other name under heaven given among men, whereby we must be saved. Peter says this before the very council that had condemned Jesus. The Speed Room keeps it ready as a short answer to the claim that there are many ways to God.",
  },
  {
    ref: "Rom 3:25",
    book: "Rom",
    rooms: ["bl", "dc"],
    principles: ["ARK", "ALTAR", "2D"],
    next: ["Exod 25:22", "1 John 2:1", "Ps 85:10"],
    commentary:
      "God hath set forth Christ to be a propitiation through faith in His blood. Def-Com notes that the Greek word is the one used for the mercy seat. Christ is the place where God's justice and mercy meet.",
  },
  {
    ref: "Rom 5:8",
    book: "Rom",
    rooms: ["mr", "srm"],
    principles: ["2D", "3D", "ALTAR"],
    next: ["John 3:16", "Rom 6:23", "Gal 2:20"],
    commentary:
      "God commendeth his love toward us, in that, while we were yet sinners, Christ died for us. The Meditation Room lingers on the word yet. His love did not wait for us to improve.",
  },
  {
    ref: "Rom 6:4",
    book: "Rom",
    rooms: ["bl", "par"],
    principles: ["LAVER", "Firstfruits", "3D"],
    next: ["Acts 2:38", "2 Cor 5:17", "Titus 3:5"],
    commentary:
      "We are buried with him by baptism into death, that we also should walk in newness of life. The Parallels Room sets baptism beside Christ's burial and resurrection. Washing at the laver becomes union with Christ.",
  },
  {
    ref: "Rom 6:23",
    book: "Rom",
    rooms: ["srm", "gr"],
    principles: ["3D", "|GC", "5D"],
    next: ["John 3:16", "Eph 2:8", "Rom 5:8"],
    commentary:
      "The wages of sin is death; but the gift of God is eternal life through Jesus Christ our Lord. The Speed Room drills this contrast until it comes to mind at once. Christ turns wages earned into a gift received.",
  },
  {
    ref: "Rom 8:34",
    book: "Rom",
    rooms: ["cr", "bl"],
    principles: ["H-Now", "INCENSE", "2D"],
    next: ["Heb 7:25", "1 John 2:1", "Zech 3:4"],
    commentary:
      "Paul's answer to every accuser is the Christ who died, rose and now sits at God's right hand making intercession for us. The Concentration Room sees His priestly office active now. No accusation stands when He pleads for us.",
  },
  {
    ref: "Rom 12:1",
    book: "Rom",
    rooms: ["pf", "frt"],
    principles: ["ALTAR", "3D", "4D"],
    next: ["2 Sam 24:24", "Gal 2:20", "Phil 2:8"],
    commentary:
      "Present your bodies a living sacrifice, holy, acceptable unto God. The Fruit Room sees a life given back to God as the fruit of grace. Christ's sacrifice makes ours reasonable and possible.",
  },
  {
    ref: "1 Cor 5:7",
    book: "1Cor",
    rooms: ["fe", "st"],
    principles: ["Passover", "Unleavened Bread", "ALTAR"],
    next: ["Exod 12:13", "John 1:29", "1 Cor 5:8"],
    commentary:
      "Purge out therefore the old leaven, for even Christ our passover is sacrificed for us. The Feasts Room has its key verse here. The lamb of Egypt was a type, and Christ is the reality.",
  },
  {
    ref: "1 Cor 5:8",
    book: "1Cor",
    rooms: ["fe", "frt"],
    principles: ["Unleavened Bread", "4D", "3D"],
    next: ["Exod 12:15", "Lev 23:6", "1 Cor 5:7"],
    commentary:
      "Let us keep the feast, not with the leaven of malice and wickedness, but with sincerity and truth. The Fruit Room asks what the feast produces: a pure and honest life. Christ's sinless life is the unleavened bread we feed on.",
  },
  {
    ref: "1 Cor 15:20",
    book: "1Cor",
    rooms: ["fe", "r66"],
    principles: ["Firstfruits", "5D", "E-Fu"],
    next: ["Lev 23:10", "Mark 16:6", "1 Thess 4:16"],
    commentary:
      "Now is Christ risen from the dead, and become the firstfruits of them that slept. The Feasts Room sees the sheaf of Leviticus waved on resurrection morning. His rising guarantees the harvest of all the redeemed.",
  },
  {
    ref: "1 Cor 15:52",
    book: "1Cor",
    rooms: ["tz", "fe"],
    principles: ["Trumpets", "E-Fu", "5D"],
    next: ["1 Thess 4:16", "Job 19:25", "Lev 23:24"],
    commentary:
      "In a moment, in the twinkling of an eye, at the last trump, the dead shall be raised incorruptible. The Time Zone Room places this in earth future at Christ's return. The trumpet that the feast rehearsed will sound for real.",
  },
  {
    ref: "2 Cor 5:17",
    book: "2Cor",
    rooms: ["pf", "frt"],
    principles: ["3D", "E-Now", "@Sp"],
    next: ["Ezek 36:26", "Gal 2:20", "Rom 6:4"],
    commentary:
      "If any man be in Christ, he is a new creature. Personal Freestyle traces the before and after in my own story. Christ begins His new creation in the heart long before the new earth.",
  },
  {
    ref: "2 Cor 5:21",
    book: "2Cor",
    rooms: ["gr", "cec"],
    principles: ["ALTAR", "Day of Atonement", "2D"],
    next: ["Isa 53:5", "Gen 3:21", "Rom 3:25"],
    commentary:
      "He hath made him to be sin for us, who knew no sin; that we might be made the righteousness of God in him. The Gems Room sets this beside the sin offering of the Day of Atonement. This great exchange is the heart of the gospel.",
  },
  {
    ref: "Gal 2:20",
    book: "Gal",
    rooms: ["pf", "mr"],
    principles: ["3D", "ALTAR", "E-Now"],
    next: ["Rom 12:1", "2 Cor 5:17", "Rom 5:8"],
    commentary:
      "I am crucified with Christ: nevertheless I live; yet not I, but Christ liveth in me. Personal Freestyle asks where self still resists the cross. The life I now live is His life in me.",
  },
  {
    ref: "Gal 4:4",
    book: "Gal",
    rooms: ["math", "cec"],
    principles: ["|TP", "|LC", "@CyC"],
    next: ["Mark 1:15", "Dan 9:25", "Gen 3:15"],
    commentary:
      "When the fulness of the time was come, God sent forth his Son, made of a woman. The Mathematics Room sees the exact time foretold by the seventy weeks. Christ came on schedule as the Seed promised in Eden.",
  },
  {
    ref: "Eph 2:8",
    book: "Eph",
    rooms: ["srm", "qa"],
    principles: ["3D", "GATE", "E-Now"],
    next: ["Gen 15:6", "Rom 6:23", "Titus 3:5"],
    commentary:
      "By grace are ye saved through faith; and that not of yourselves: it is the gift of God. Q&A Chains use this to answer how anyone is saved. Christ is the gift, and faith simply receives Him.",
  },
  {
    ref: "Eph 5:26",
    book: "Eph",
    rooms: ["bl", "c6"],
    principles: ["LAVER", "4D", "|S"],
    next: ["Exod 30:18", "Titus 3:5", "2 Kgs 5:14"],
    commentary:
      "Christ sanctifies and cleanses the church with the washing of water by the word. The Blue Room finds here the laver's meaning. Connect-6 hears the same washing in the law, in the histories and in the letters.",
  },
  {
    ref: "Eph 6:12",
    book: "Eph",
    rooms: ["tz", "hf"],
    principles: ["|GC", "H-Now", "E-Now"],
    next: ["Rev 12:17", "Jas 4:7", "2 Kgs 6:17"],
    commentary:
      "We wrestle not against flesh and blood, but against principalities and powers. The Time Zone Room shows the unseen war behind earthly events. Christ has already won, and His armour equips His people.",
  },
  {
    ref: "Phil 2:8",
    book: "Phil",
    rooms: ["cec", "gr"],
    principles: ["ALTAR", "|LC", "2D"],
    next: ["Isa 14:13", "Mark 10:45", "Heb 12:2"],
    commentary:
      "He humbled himself, and became obedient unto death, even the death of the cross. The Gems Room sets His descent beside Lucifer's proud ascent. Christ's humility is the answer to the rebellion that began in heaven.",
  },
  {
    ref: "Phil 3:20",
    book: "Phil",
    rooms: ["lr", "tz"],
    principles: ["H-Fu", "5D", "E-Fu"],
    next: ["John 14:3", "Titus 2:13", "Heb 11:10"],
    commentary:
      "Our conversation is in heaven; from whence also we look for the Saviour. The Listening Room asks whether my daily talk shows my true citizenship. Christ's return is the hope that shapes life now.",
  },
  {
    ref: "Col 1:16",
    book: "Col",
    rooms: ["cec", "nf"],
    principles: ["H-Pa", "2D", "@Ad"],
    next: ["Gen 1:1", "John 1:1", "Job 38:7"],
    commentary:
      "By him were all things created, that are in heaven, and that are in earth, visible and invisible. Nature Freestyle reads every created thing as His handiwork. Christ is Creator before He is Redeemer.",
  },
  {
    ref: "Col 2:17",
    book: "Col",
    rooms: ["st", "par"],
    principles: ["|S", "2D"],
    next: ["Heb 8:1", "Heb 9:24", "1 Cor 5:7"],
    commentary:
      "These are a shadow of things to come; but the body is of Christ. Symbols work follows each ceremonial shadow to its substance. Christ is the reality that cast every type, so feasts, sabbaths of the ceremonial year and offerings all find their meaning in Him.",
  },
  {
    ref: "1 Thess 4:16",
    book: "1Thess",
    rooms: ["pr", "tz"],
    principles: ["Trumpets", "E-Fu", "5D"],
    next: ["1 Cor 15:52", "John 14:3", "Matt 24:30"],
    commentary:
      "The Lord himself shall descend from heaven with a shout, with the trump of God, and the dead in Christ shall rise first. The Prophecy Room places this at the visible second coming. The Feast of Trumpets finds its final note here.",
  },
  {
    ref: "1 Thess 5:2",
    book: "1Thess",
    rooms: ["3a", "frt"],
    principles: ["E-Fu", "5D", "3D"],
    next: ["Matt 25:6", "2 Pet 3:9", "Rev 22:12"],
    commentary:
      "The day of the Lord so cometh as a thief in the night. The Fruit Room asks whether this warning breeds fear or watchfulness. Christ intends it to keep His people awake and ready.",
  },
  {
    ref: "2 Thess 2:3",
    book: "2Thess",
    rooms: ["pr", "hf"],
    principles: ["|GC", "E-Pa", "|TP"],
    next: ["Dan 7:25", "Rev 12:6", "Rev 12:17"],
    commentary:
      "There must come a falling away first, and that man of sin be revealed. The Prophecy Room reads this with Daniel's little horn on the historicist timeline. Christ will destroy every counterfeit with the brightness of His coming.",
  },
  {
    ref: "1 Tim 2:5",
    book: "1Tim",
    rooms: ["cr", "srm"],
    principles: ["H-Now", "2D", "GATE"],
    next: ["Heb 7:25", "John 14:6", "Heb 8:1"],
    commentary:
      "There is one God, and one mediator between God and men, the man Christ Jesus. The Concentration Room sees His priesthood in a single phrase. No other go-between is needed, because the One who stands for us before God is also fully one of us.",
  },
  {
    ref: "1 Tim 3:16",
    book: "1Tim",
    rooms: ["dc", "jr"],
    principles: ["2D", "|LC", "H-Now"],
    next: ["John 1:14", "Acts 1:11", "Phil 2:8"],
    commentary:
      "Great is the mystery of godliness: God was manifest in the flesh. The Juice Room could compress the whole Gospel story into this short hymn. Christ's life from incarnation to ascension is the mystery revealed.",
  },
  {
    ref: "2 Tim 3:16",
    book: "2Tim",
    rooms: ["c6", "or"],
    principles: ["1D", "4D", "E-Now"],
    next: ["Neh 8:8", "Luke 24:27", "Isa 40:8"],
    commentary:
      "All scripture is given by inspiration of God. Connect-6 depends on it, since every genre is God-breathed and worth hearing. Christ is the subject of the Scriptures Timothy knew from childhood.",
  },
  {
    ref: "2 Tim 4:8",
    book: "2Tim",
    rooms: ["pf", "lr"],
    principles: ["5D", "E-Fu", "H-Fu"],
    next: ["Rev 22:12", "Titus 2:13", "Jas 5:7"],
    commentary:
      "Henceforth there is laid up for me a crown of righteousness, which the Lord shall give me at that day. Personal Freestyle hears an old prisoner facing death with confidence. Christ gives the crown to all who love His appearing.",
  },
  {
    ref: "Titus 2:13",
    book: "Titus",
    rooms: ["srm", "3a"],
    principles: ["E-Fu", "5D", "2D"],
    next: ["Phil 3:20", "Acts 1:11", "1 Thess 4:16"],
    commentary:
      "Looking for that blessed hope, and the glorious appearing of the great God and our Saviour Jesus Christ. The Speed Room keeps blessed hope as a ready phrase for the second coming. Christ's appearing is the hope that trains us to live soberly now.",
  },
  {
    ref: "Titus 3:5",
    book: "Titus",
    rooms: ["bl", "qa"],
    principles: ["LAVER", "@Sp", "3D"],
    next: ["Eph 5:26", "Ezek 36:26", "Acts 2:38"],
    commentary:
      "Not by works of righteousness but according to His mercy He saved us, by the washing of regeneration and renewing of the Holy Ghost. The Blue Room matches this with the laver. Christ's mercy cleanses and the Spirit renews.",
  },
  {
    ref: "Phlm 1:18",
    book: "Phlm",
    rooms: ["gr", "pf"],
    principles: ["3D", "2D", "E-Pa"],
    next: ["2 Cor 5:21", "Isa 53:5", "Ruth 4:14"],
    commentary:
      "If he hath wronged thee, or oweth thee ought, put that on mine account. Paul pleads for a runaway slave and offers to pay his debt himself. The Gems Room sees Christ taking our debt onto His own account.",
  },
  {
    ref: "Heb 4:16",
    book: "Heb",
    rooms: ["bl", "frm"],
    principles: ["ARK", "INCENSE", "H-Now"],
    next: ["Heb 7:25", "Exod 25:22", "Esth 4:16"],
    commentary:
      "Let us therefore come boldly unto the throne of grace. The Blue Room sees the mercy seat now open to every believer through our High Priest. The Fire Room turns this invitation into prayer.",
  },
  {
    ref: "Heb 7:25",
    book: "Heb",
    rooms: ["bl", "cr"],
    principles: ["INCENSE", "H-Now", "2D"],
    next: ["Rom 8:34", "Ps 110:4", "Exod 30:7"],
    commentary:
      "He is able also to save them to the uttermost, seeing He ever liveth to make intercession for them. The Concentration Room sees the priest at work today. His intercession is the incense that makes our prayers acceptable.",
  },
  {
    ref: "Heb 8:1",
    book: "Heb",
    rooms: ["bl", "trm"],
    principles: ["|S", "H-Now", "2D"],
    next: ["Heb 9:24", "Exod 25:8", "Ps 110:4"],
    commentary:
      "We have such an high priest, who is set on the right hand of the throne of the Majesty in the heavens. The Theme Room sees the sanctuary wall carried into the New Testament. The earthly tabernacle pointed to Christ's ministry in the true one.",
  },
  {
    ref: "Heb 9:12",
    book: "Heb",
    rooms: ["bl", "cec"],
    principles: ["ALTAR", "VEIL", "H-Now"],
    next: ["Lev 17:11", "Heb 10:20", "Matt 26:28"],
    commentary:
      "By his own blood he entered in once into the holy place, having obtained eternal redemption for us. The Blue Room follows the priest from the altar through the veil. Christ's one offering is enough for all time.",
  },
  {
    ref: "Heb 9:24",
    book: "Heb",
    rooms: ["bl", "tz"],
    principles: ["H-Now", "|S", "Day of Atonement"],
    next: ["Dan 8:14", "Heb 8:1", "Lev 16:30"],
    commentary:
      "Christ is not entered into the holy places made with hands, but into heaven itself, now to appear in the presence of God for us. The Time Zone Room places this in heaven now. The earthly rooms were figures of the true.",
  },
  {
    ref: "Heb 10:20",
    book: "Heb",
    rooms: ["bl", "st"],
    principles: ["VEIL", "2D", "H-Now"],
    next: ["Matt 27:51", "Exod 26:33", "Heb 4:16"],
    commentary:
      "By a new and living way, which he hath consecrated for us, through the veil, that is to say, his flesh. Symbols work finds the veil's meaning stated outright. Christ's torn body opened the way into God's presence.",
  },
  {
    ref: "Heb 11:10",
    book: "Heb",
    rooms: ["r66", "mr", "bf"],
    principles: ["H-Fu", "@Ab", "5D"],
    next: ["Rev 21:3", "Gen 12:3", "Phil 3:20"],
    commentary:
      "Abraham looked for a city which hath foundations, whose builder and maker is God. Room 66 traces the pilgrim's hope from Genesis to the new Jerusalem, and Bible Freestyle finds its relatives in every promise of a homeland. Christ prepares that city for all who share Abraham's faith.",
  },
  {
    ref: "Heb 12:2",
    book: "Heb",
    rooms: ["mr", "frm"],
    principles: ["2D", "3D", "ALTAR"],
    next: ["Phil 2:8", "Neh 6:3", "Gal 2:20"],
    commentary:
      "Looking unto Jesus the author and finisher of our faith, who endured the cross. The Meditation Room fixes the eyes on Him alone. The joy set before Him was the salvation of His people.",
  },
  {
    ref: "Heb 13:12",
    book: "Heb",
    rooms: ["bl", "par"],
    principles: ["ALTAR", "|S", "|LC"],
    next: ["Lev 17:11", "Exod 27:1", "John 19:30"],
    commentary:
      "Jesus, that he might sanctify the people with his own blood, suffered without the gate. The Parallels Room sets the sin offerings burned outside the camp beside Calvary outside the city. Christ is the altar from which His people eat.",
  },
  {
    ref: "Jas 4:7",
    book: "Jas",
    rooms: ["frt", "pf"],
    principles: ["|GC", "3D", "E-Now"],
    next: ["Eph 6:12", "Matt 4:4", "Jude 1:24"],
    commentary:
      "Submit yourselves therefore to God. Resist the devil, and he will flee from you. The Fruit Room sees humble submission as the root of real victory, and Christ's own resistance in the wilderness shows how.",
  },
  {
    ref: "Jas 5:7",
    book: "Jas",
    rooms: ["nf", "3a"],
    principles: ["@Sp", "Pentecost (Weeks)", "E-Fu"],
    next: ["Hos 6:3", "Joel 2:28", "2 Tim 4:8"],
    commentary:
      "Be patient therefore, brethren, unto the coming of the Lord, as the husbandman waits for the early and latter rain. Nature Freestyle learns patience from a farmer watching the sky. Christ's Spirit ripens the final harvest before He comes.",
  },
  {
    ref: "1 Pet 1:19",
    book: "1Pet",
    rooms: ["st", "srm"],
    principles: ["Passover", "ALTAR", "2D"],
    next: ["John 1:29", "Exod 12:13", "Isa 53:7"],
    commentary:
      "We are redeemed with the precious blood of Christ, as of a lamb without blemish and without spot. Symbols work traces the spotless lamb from Egypt to Calvary. The price of redemption was Christ Himself.",
  },
  {
    ref: "1 Pet 2:9",
    book: "1Pet",
    rooms: ["trm", "cr"],
    principles: ["4D", "LAMP", "E-Now"],
    next: ["Matt 5:14", "Ps 118:22", "Rev 1:20"],
    commentary:
      "Ye are a chosen generation, a royal priesthood, an holy nation, a peculiar people. The Concentration Room sees Christ's offices shared with His people. They show forth the praises of Him who called them out of darkness into His marvellous light.",
  },
  {
    ref: "2 Pet 3:9",
    book: "2Pet",
    rooms: ["qr", "frt"],
    principles: ["3D", "E-Now", "@No"],
    next: ["Gen 6:3", "Hab 2:3", "Acts 3:19"],
    commentary:
      "The Lord is not slack concerning his promise, but is longsuffering, not willing that any should perish. The Questions Room asks why the coming seems delayed and finds mercy in the answer, the same mercy that waited in the days of Noah. Christ waits so that He may save more.",
  },
  {
    ref: "2 Pet 3:13",
    book: "2Pet",
    rooms: ["123h", "r66"],
    principles: ["E-Fu", "H-Fu", "@Re"],
    next: ["Isa 65:17", "Rev 21:3", "Heb 11:10"],
    commentary:
      "We look for new heavens and a new earth, wherein dwelleth righteousness. The Three Heavens room names this the third and final horizon. Christ's promise ends with a renewed world, where sin and death are gone and His people live with Him.",
  },
  {
    ref: "1 John 1:9",
    book: "1John",
    rooms: ["frm", "qa"],
    principles: ["3D", "Day of Atonement", "LAVER"],
    next: ["1 John 2:1", "Mic 7:19", "Ps 51:7"],
    commentary:
      "If we confess our sins, he is faithful and just to forgive us our sins, and to cleanse us from all unrighteousness. The Fire Room moves from reading to confession. Christ's faithfulness, not our feelings, guarantees the cleansing.",
  },
  {
    ref: "1 John 2:1",
    book: "1John",
    rooms: ["cr", "bl"],
    principles: ["H-Now", "INCENSE", "2D"],
    next: ["Rom 8:34", "Heb 7:25", "Zech 3:4"],
    commentary:
      "If any man sin, we have an advocate with the Father, Jesus Christ the righteous. The Concentration Room sees the priest pleading our case. Christ stands for us when the accuser speaks.",
  },
  {
    ref: "2 John 1:6",
    book: "2John",
    rooms: ["jr", "frt"],
    principles: ["4D", "ARK", "3D"],
    next: ["Jer 31:33", "Rev 14:12", "Deut 6:4"],
    commentary:
      "This is love, that we walk after his commandments. The Juice Room finds the whole short letter in this line: love and obedience are one. Christ's love written in the heart shows itself in walking His way.",
  },
  {
    ref: "3 John 1:4",
    book: "3John",
    rooms: ["jr", "pf"],
    principles: ["4D", "3D", "E-Now"],
    next: ["2 John 1:6", "John 14:6", "Prov 4:18"],
    commentary:
      "I have no greater joy than to hear that my children walk in truth. The Juice Room presses this short letter into a single delight. Christ, who is the truth, is the path they walk.",
  },
  {
    ref: "Jude 1:9",
    book: "Jude",
    rooms: ["tz", "dc"],
    principles: ["|GC", "E-Pa", "H-Now"],
    next: ["Dan 12:1", "Rev 12:7", "Josh 5:14"],
    commentary:
      "Michael the archangel, contending with the devil, disputed about the body of Moses. Def-Com notes that archangel means chief of the angels, a title for the commander of heaven's host. The Michael who claimed Moses from the grave is Christ, the Lord of life.",
  },
  {
    ref: "Jude 1:24",
    book: "Jude",
    rooms: ["mr", "lr"],
    principles: ["3D", "5D", "H-Fu"],
    next: ["Heb 7:25", "2 Tim 4:8", "Rev 14:12"],
    commentary:
      "Jude closes by praising the One able to keep us from falling and to present us faultless before His glory with joy. The Meditation Room rests in His ability, not mine. Christ keeps His people and presents them.",
  },
  // ── Revelation ──
  {
    ref: "Rev 1:13",
    book: "Rev",
    rooms: ["bl", "ir"],
    principles: ["LAMP", "H-Now", "|S"],
    next: ["Rev 1:20", "Dan 7:13", "Heb 8:1"],
    commentary:
      "In the midst of the seven candlesticks John sees one like unto the Son of man, clothed with a garment down to the foot. The Imagination Room sees the priest walking among the lamps. Christ tends His church from the holy place.",
  },
  {
    ref: "Rev 1:20",
    book: "Rev",
    rooms: ["st", "bl"],
    principles: ["LAMP", "4D", "H-Now"],
    next: ["Exod 25:37", "Matt 5:14", "Zech 4:6"],
    commentary:
      "The seven candlesticks which thou sawest are the seven churches. Symbols work finds the lampstand explained by Christ Himself. He holds His messengers in His right hand and walks among the churches, keeping each lamp supplied and burning.",
  },
  {
    ref: "Rev 3:20",
    book: "Rev",
    rooms: ["ir", "pf"],
    principles: ["GATE", "3D", "TABLE"],
    next: ["Song 2:4", "Luke 15:20", "Matt 11:28"],
    commentary:
      "Behold, I stand at the door, and knock. The Imagination Room hears the knock and sees the Lord waiting outside. Christ wants to share a meal with all who open, and He never forces the door.",
  },
  {
    ref: "Rev 5:6",
    book: "Rev",
    rooms: ["st", "pr"],
    principles: ["ALTAR", "Passover", "H-Now"],
    next: ["John 1:29", "Isa 53:7", "1 Pet 1:19"],
    commentary:
      "In the midst of the throne stood a Lamb as it had been slain. Symbols work traces the lamb to its final place at the centre of heaven. The crucified Christ is exalted to reign.",
  },
  {
    ref: "Rev 8:3",
    book: "Rev",
    rooms: ["bl", "frm"],
    principles: ["INCENSE", "H-Now", "4D"],
    next: ["Ps 141:2", "Exod 30:7", "Heb 7:25"],
    commentary:
      "Another angel stood at the altar with a golden censer, and much incense was given him to offer with the prayers of all saints. The Blue Room sees the golden altar in heaven. Christ's merits make His people's prayers rise.",
  },
  {
    ref: "Rev 11:19",
    book: "Rev",
    rooms: ["bl", "pr"],
    principles: ["ARK", "Day of Atonement", "H-Now"],
    next: ["Exod 25:22", "Dan 8:14", "Rev 14:12"],
    commentary:
      "The temple of God was opened in heaven, and there was seen in his temple the ark of his testament. The Prophecy Room places the opening of the most holy place in the time of the end. Attention turns to Christ's judgment ministry and to the law in the ark.",
  },
  {
    ref: "Rev 12:6",
    book: "Rev",
    rooms: ["pr", "math"],
    principles: ["|TP", "4D", "E-Pa"],
    next: ["Dan 7:25", "Rev 12:17", "2 Thess 2:3"],
    commentary:
      "The woman fled into the wilderness for a thousand two hundred and threescore days. The Mathematics Room counts 1260 years of persecution. Christ kept a faithful church hidden and fed through all those years, from AD 538 to 1798.",
  },
  {
    ref: "Rev 12:7",
    book: "Rev",
    rooms: ["tz", "pr"],
    principles: ["H-Pa", "|GC", "2D"],
    next: ["Isa 14:13", "Ezek 28:14", "Jude 1:9"],
    commentary:
      "There was war in heaven: Michael and his angels fought against the dragon. The Time Zone Room places this first in heaven past. Christ cast out the accuser, and the war moved to earth.",
  },
  {
    ref: "Rev 12:17",
    book: "Rev",
    rooms: ["pr", "r66"],
    principles: ["|GC", "@Re", "E-Fu"],
    next: ["Rev 14:12", "Gen 3:15", "Eph 6:12"],
    commentary:
      "The dragon was wroth with the woman and went to make war with the remnant of her seed. Room 66 traces the enmity of Genesis to its last battle. Christ keeps His remnant faithful to His commandments and His testimony.",
  },
  {
    ref: "Rev 14:6",
    book: "Rev",
    rooms: ["3a", "r66"],
    principles: ["Trumpets", "@Re", "4D"],
    next: ["Matt 24:14", "Rev 14:7", "Matt 28:19"],
    commentary:
      "I saw another angel fly in the midst of heaven, having the everlasting gospel to preach. The Three Angels Room starts its mission here. The message is Christ's gospel, the same in every age.",
  },
  {
    ref: "Rev 14:7",
    book: "Rev",
    rooms: ["3a", "trm"],
    principles: ["Day of Atonement", "@Re", "1D"],
    next: ["Dan 8:14", "Exod 20:8", "Eccl 12:13"],
    commentary:
      "Fear God, and give glory to him; for the hour of his judgment is come: and worship him that made heaven, and earth. The Three Angels Room links judgment with the Creator. Christ calls the world to worship Him before He comes.",
  },
  {
    ref: "Rev 14:12",
    book: "Rev",
    rooms: ["3a", "frt"],
    principles: ["@Re", "ARK", "4D"],
    next: ["Rev 12:17", "Eccl 12:13", "Jer 31:33"],
    commentary:
      "Here is the patience of the saints: here are they that keep the commandments of God, and the faith of Jesus. The Three Angels Room finds the character of those who receive the messages. The Fruit Room sees patient obedience growing from faith in Christ.",
  },
  {
    ref: "Rev 20:12",
    book: "Rev",
    rooms: ["pr", "tz"],
    principles: ["E-Fu", "|GC", "5D"],
    next: ["Dan 7:13", "Rev 21:3", "Dan 12:1"],
    commentary:
      "I saw the dead, small and great, stand before God; and the books were opened. The Prophecy Room places this after the thousand years. Christ's justice is displayed openly, and the great controversy is settled.",
  },
  {
    ref: "Rev 21:3",
    book: "Rev",
    rooms: ["bl", "br"],
    principles: ["Tabernacles", "H-Fu", "|S"],
    next: ["Exod 25:8", "John 1:14", "Lev 23:34"],
    commentary:
      "The tabernacle of God is with men, and he will dwell with them. The Blue Room sees the sanctuary story ending where it began, with God among His people. Tabernacles is fulfilled, and Christ is with us for ever.",
  },
  {
    ref: "Rev 22:12",
    book: "Rev",
    rooms: ["srm", "r66"],
    principles: ["E-Fu", "5D", "H-Fu"],
    next: ["Matt 24:30", "John 14:3", "2 Tim 4:8"],
    commentary:
      "Behold, I come quickly; and my reward is with me. The Speed Room keeps this promise close at hand. Christ's last words in the Bible are a pledge to return and to give every one according to his work.",
  },
];
