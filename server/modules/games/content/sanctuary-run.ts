// Sanctuary Run content (games.md §4.3): the curated verses of the eight articles (Old Testament type and New
// Testament meaning, each list holding the article's NT anchor from the Blue Room) and the model narratives revealed
// for dealt paths. Meanings, anchors and synonyms live in common/games/pt-symbols.ts; a cited reference that overlaps
// an article's list (R2) earns that article's bonus point. Paths follow the sanctuary order of articleCodes (gate,
// altar, laver, table, lampstand, incense, veil, ark). Our own words; server-only (answer key).
import type { SanctuaryArticleVerses, SanctuaryNarrative } from "./card-types";

export const sanctuaryArticleVerses: readonly SanctuaryArticleVerses[] = [
  {
    code: "GATE",
    verses: [
      "Exod 27:16",
      "Exod 38:18",
      "Gen 28:17",
      "Ps 100:4",
      "Ps 118:19-20",
      "John 10:9",
      "John 10:7",
      "John 14:6",
      "Matt 7:13-14",
      "Eph 2:18",
      "Rev 3:8",
      "Rev 22:14",
    ],
  },
  {
    code: "ALTAR",
    verses: [
      "Exod 27:1",
      "Exod 29:38-39",
      "Lev 1:4",
      "Lev 17:11",
      "Isa 53:7",
      "John 1:29",
      "Heb 13:10-12",
      "Heb 13:12",
      "Heb 9:22",
      "Heb 10:12",
      "Eph 5:2",
      "1 Cor 5:7",
    ],
  },
  {
    code: "LAVER",
    verses: [
      "Exod 30:18-20",
      "Exod 38:8",
      "Exod 40:30-32",
      "Lev 8:6",
      "Ps 51:2",
      "Ezek 36:25",
      "Zech 13:1",
      "Eph 5:26",
      "Titus 3:5",
      "Acts 22:16",
      "Heb 10:22",
      "John 13:8",
    ],
  },
  {
    code: "TABLE",
    verses: [
      "Exod 25:23",
      "Exod 25:30",
      "Lev 24:5-8",
      "Exod 16:15",
      "Deut 8:3",
      "1 Sam 21:6",
      "Ps 23:5",
      "John 6:35",
      "John 6:51",
      "Matt 4:4",
      "Luke 22:19",
      "1 Cor 10:16-17",
    ],
  },
  {
    code: "LAMP",
    verses: [
      "Exod 25:31",
      "Exod 25:37",
      "Exod 27:20",
      "Lev 24:2-4",
      "Ps 119:105",
      "Zech 4:2",
      "Zech 4:6",
      "Rev 1:20",
      "Rev 4:5",
      "John 8:12",
      "Matt 5:14-16",
      "Phil 2:15",
    ],
  },
  {
    code: "INCENSE",
    verses: [
      "Exod 30:1",
      "Exod 30:7-8",
      "Exod 40:26-27",
      "Num 16:46-48",
      "Ps 141:2",
      "Mal 1:11",
      "Luke 1:9-10",
      "Rev 8:3-4",
      "Rev 5:8",
      "Heb 7:25",
      "Rom 8:34",
    ],
  },
  {
    code: "VEIL",
    verses: [
      "Exod 26:31-33",
      "Lev 16:2",
      "Lev 16:15",
      "2 Chr 3:14",
      "Isa 25:7",
      "Matt 27:51",
      "Mark 15:38",
      "Heb 10:19-20",
      "Heb 6:19-20",
      "Heb 9:3",
      "2 Cor 3:16",
    ],
  },
  {
    code: "ARK",
    verses: [
      "Exod 25:10",
      "Exod 25:16",
      "Exod 25:21-22",
      "Lev 16:14",
      "Deut 10:5",
      "Ps 99:1",
      "Ps 85:10",
      "Rom 3:25",
      "Heb 9:4-5",
      "1 John 2:2",
      "Heb 4:16",
      "Rev 11:19",
    ],
  },
];

export const sanctuaryNarratives: readonly SanctuaryNarrative[] = [
  // Two articles (Easy)
  {
    articles: ["GATE", "ALTAR"],
    narrative:
      "I come to the gate, the only way into the court, and hear Jesus promise that whoever enters by Him will be saved (John 10:9). Just inside stands the altar, where a spotless victim dies in the sinner's place. There I see Christ, who suffered outside the city to make His people holy with His own blood (Heb 13:12). My entry is free, but it cost Him everything.",
  },
  {
    articles: ["GATE", "ARK"],
    narrative:
      "The gate of the court is wide and richly coloured, open to anyone who will come (Exod 27:16). Jesus is that door, and through Him I have access by one Spirit to the Father (Eph 2:18). The path that begins at the entrance ends at the ark, where God's law lies beneath the mercy seat and blood is sprinkled for the people (Lev 16:14). God has set Christ forth as our propitiation (Rom 3:25), so the One who lets me in also covers my guilt before the throne.",
  },
  {
    articles: ["ALTAR", "VEIL"],
    narrative:
      "At the bronze altar a lamb was slain every morning and evening (Exod 29:38-39), and its blood said that sin brings death. That shadow met its reality when Jesus, the Lamb of God, died (John 1:29). In the same hour the veil of the temple was torn from top to bottom (Matt 27:51). The curtain that shut sinners out of the holiest was opened by His broken flesh, so now I can draw near with confidence (Heb 10:19-20).",
  },
  {
    articles: ["TABLE", "ARK"],
    narrative:
      "On the table in the holy place twelve loaves lay before the LORD every Sabbath, bread of the presence for the priests to eat (Lev 24:5-8). Jesus fulfils it when He says He is the bread of life and whoever comes to Him will never hunger (John 6:35). Yet that meal leads on to the ark, the throne where the law is kept and the mercy seat covers it (Exod 25:21-22). There God meets His people, because Christ Himself is the propitiation for our sins (1 John 2:2).",
  },
  {
    articles: ["LAVER", "LAMP"],
    narrative:
      "Before he may serve, the priest stops at the laver and washes his hands and feet, or he would die (Exod 30:18-20). Christ still prepares His people this way, cleansing the church with the washing of water by the word (Eph 5:26). Washed, the priest enters the holy place, where the lampstand gives the only light (Exod 25:37). So the cleansed believer becomes a lamp for others, shining among the people around him (Phil 2:15).",
  },
  {
    articles: ["LAMP", "INCENSE"],
    narrative:
      "Inside the holy place the lampstand burns with pure beaten olive oil and is never allowed to go out (Exod 27:20). Jesus says His churches are those lampstands (Rev 1:20), lit by the Spirit so they can shine in a dark world. Close to the inner curtain stands the golden altar of incense, where a sweet cloud rises morning and evening (Exod 30:7-8). In heaven an angel offers much incense with the prayers of all saints (Rev 8:3-4), so my weak prayers reach God made fragrant by the merits of Christ.",
  },
  // Three articles (Normal)
  {
    articles: ["ALTAR", "LAVER", "ARK"],
    narrative:
      "My walk begins at the altar, where I see Jesus suffering outside the gate to sanctify the people with His own blood (Heb 13:12). Forgiven, I move on to the laver: He cleanses His church by the washing of water by the word (Eph 5:26), and my baptism marks the new life He gives. At last the path reaches the ark in the most holy place. God has set Christ forth as the propitiation through faith in His blood (Rom 3:25), so the law kept beneath the mercy seat no longer condemns me.",
  },
  {
    articles: ["GATE", "ALTAR", "LAVER"],
    narrative:
      "The court has only one gate, and Jesus says He is the door of the sheep (John 10:7). Entering, I meet the altar first: the sinner laid his hand on the victim's head, and it died in his place (Lev 1:4). Christ gave Himself for me as an offering and a sacrifice to God (Eph 5:2). Next stands the bronze laver, made from the mirrors of the serving women (Exod 38:8), where the priests washed. God saves me the same way, by the washing of regeneration and the renewing of the Holy Ghost (Titus 3:5).",
  },
  {
    articles: ["TABLE", "LAMP", "INCENSE"],
    narrative:
      "In the holy place the priest first sees the table, with bread set before the LORD at all times (Exod 25:30). Christ is the living bread from heaven, and whoever eats of Him lives for ever (John 6:51). Across from it the lampstand shines with its seven lamps (Exod 25:37), and Jesus calls Himself the light of the world (John 8:12). Nearest the inner curtain the incense rises like prayer (Ps 141:2), and Christ lives always to intercede for those who come to God through Him (Heb 7:25).",
  },
  {
    articles: ["ALTAR", "INCENSE", "ARK"],
    narrative:
      "The altar of burnt offering teaches that life is given for life: the blood on it makes atonement (Lev 17:11), and that blood points to Christ's. Fire from the altar served again when Aaron filled a censer with incense and ran to stand between the dead and the living until the plague stopped (Num 16:46-48). So Christ's intercession rises with my prayers (Rev 8:3-4). On the Day of Atonement blood was carried in to the ark and sprinkled on the mercy seat (Lev 16:14), where Christ now appears for us.",
  },
  {
    articles: ["GATE", "TABLE", "VEIL"],
    narrative:
      "Anyone may come in at the gate, for Jesus is the way, the truth and the life (John 14:6). Those who enter are fed: the holy bread lay on the table for the priests, and David was given it in his need (1 Sam 21:6). Jesus broke bread and called it His body given for us (Luke 22:19). That body was the veil, torn so that I may enter the holiest by His blood (Heb 10:19-20). From the entrance to the very presence of God, He is the whole way.",
  },
  {
    articles: ["LAVER", "LAMP", "VEIL"],
    narrative:
      "No priest served without first washing at the laver, or he would die (Exod 30:18-20). Christ calls me to be washed too, as Ananias told Saul to arise, be baptized and wash away his sins (Acts 22:16). Then I can carry light: the oil of the lampstand pictures the Spirit, not might nor power (Zech 4:6), and the churches shine as lampstands among the nations (Rev 1:20). Beyond the lamps hung the veil (Exod 26:31-33), now opened for us, since Jesus has gone within it as our forerunner (Heb 6:19-20).",
  },
  // Four articles (Hard)
  {
    articles: ["GATE", "ALTAR", "LAVER", "TABLE"],
    narrative:
      "I enter through the gate with thanksgiving and into the courts with praise (Ps 100:4), because Jesus is the door (John 10:9). At the altar I see the Lamb who takes away the sin of the world (John 1:29), and I lay my guilt on Him. At the laver He washes me, as He insisted on washing the feet of Peter (John 13:8), and I rise to new life in baptism. Inside, the table holds the bread of the presence (Exod 25:30); Jesus feeds me daily with every word from the mouth of God (Matt 4:4). Each step brings me nearer to the God who invited me in.",
  },
  {
    articles: ["ALTAR", "LAMP", "INCENSE", "ARK"],
    narrative:
      "The sacrifice on the altar comes first, because without the shedding of blood there is no remission (Heb 9:22). Because Christ died, His Spirit fills the church as oil fills the lampstand, and we shine before men (Matt 5:14-16). Our prayers then rise like incense from the golden altar (Rev 5:8), mingled with His merits. Last, the high priest comes to the ark, where the mercy seat covers the tables of the law (Heb 9:4-5). The temple in heaven is opened and that ark is seen (Rev 11:19): judgment and mercy meet at His throne. Every step of that path is His work for me.",
  },
  {
    articles: ["GATE", "LAVER", "VEIL", "ARK"],
    narrative:
      "Jacob called the place where heaven touched earth the gate of heaven (Gen 28:17), and Christ is that gate for me. Through Him I come to the laver, where the promise of Ezekiel comes true: God sprinkles clean water and makes me clean (Ezek 36:25). Then I face the veil, woven with cherubim (Exod 26:31-33), once a barrier but torn when Jesus died (Mark 15:38). Behind it stood the ark holding the testimony (Exod 25:16), and above it the mercy seat, where mercy and truth meet together (Ps 85:10). What the cherubim once guarded, Christ has opened, and I may now draw near to the throne.",
  },
  {
    articles: ["ALTAR", "TABLE", "INCENSE", "VEIL"],
    narrative:
      "Christ offered one sacrifice for sins for ever and sat down at the right hand of God (Heb 10:12); the altar points there. Because of that death I may eat at His table, for the bread we break is a sharing in His body (1 Cor 10:16-17). My prayer goes up as incense (Ps 141:2), and Jesus carries it before the Father (Heb 7:25). Finally the veil, torn through His flesh (Heb 10:19-20), tells me that nothing now separates me from God. Each article tells one story: Christ gave His life, He feeds me, He pleads for me, and He opens the way to the Father.",
  },
  {
    articles: ["LAVER", "TABLE", "LAMP", "ARK"],
    narrative:
      "The bronze basin stood ready so the priests could wash (Exod 40:30-32), and God still makes clean those who come, washing them with pure water (Heb 10:22). Clean hands may then take the showbread from the table (Lev 24:5-8), a picture of Christ the bread of life (John 6:35). Its companion, the lampstand, was kept burning from evening to morning with pure oil (Lev 24:2-4), as the Spirit keeps God's people shining. All of it serves the ark, where the law is kept under the mercy seat and Christ is our propitiation (Rom 3:25). From the first washing to the throne within, the whole path is grace.",
  },
  {
    articles: ["GATE", "INCENSE", "VEIL", "ARK"],
    narrative:
      "Christ sets before me an open door that no one can shut (Rev 3:8), so I pass through the gate. In the holy place Zacharias burned incense while the people prayed outside (Luke 1:9-10); my prayers rise the same way, made sweet by Christ. Aaron was warned not to come within the veil whenever he chose (Lev 16:2). Now Jesus has gone through that curtain as my priest, and beyond it is the ark, the throne of grace, where I may come boldly (Heb 4:16). The open way that began at the door ends in the presence of God, and Christ walks it with me.",
  },
];
