// Principle Puzzle content (games.md §4.17): the 12 principle labels, each tied to the palace room that teaches
// it, and the puzzles — a verse, the 2–4 labels it illustrates and why each applies. Server-only (answer keys).
import type { PrinciplePuzzle, PrincipleLabel } from "./types";

export const principleLabels: readonly PrincipleLabel[] = [
  { id: "repeat-enlarge", label: "Repeat and Enlarge", roomId: "pr" },
  { id: "chain-references", label: "Chain References", roomId: "qa" },
  { id: "christ-in-all", label: "Christ in All Scripture", roomId: "cec" },
  { id: "five-dimensions", label: "Five Dimensions", roomId: "dr" },
  { id: "time-zones", label: "Time Zones", roomId: "tz" },
  { id: "sanctuary-pattern", label: "Sanctuary Pattern", roomId: "bl" },
  { id: "types-symbols", label: "Types and Symbols", roomId: "st" },
  { id: "seven-feasts", label: "Seven Feasts", roomId: "fe" },
  { id: "covenant-cycles", label: "Covenant Cycles", roomId: "cycles" },
  { id: "three-heavens", label: "Three Heavens", roomId: "123h" },
  { id: "parallels", label: "Parallels", roomId: "par" },
  { id: "patterns", label: "Patterns", roomId: "prm" },
];

export const principlePuzzles: readonly PrinciplePuzzle[] = [
  {
    id: "moriah-lamb",
    ref: "Gen 22:8",
    correct: ["types-symbols", "christ-in-all", "parallels"],
    explanation:
      "Types and Symbols: the lamb God provides is the picture later named in John 1:29. Christ in All Scripture: the Father gives His own Son as the substitute (John 3:16). Parallels: a father leads his son up a hill with the wood on the son's back (Gen 22:6), as Jesus carried His cross to Calvary (John 19:17).",
  },
  {
    id: "behold-the-lamb",
    ref: "John 1:29",
    correct: ["types-symbols", "sanctuary-pattern", "seven-feasts"],
    explanation:
      "Types and Symbols: every lamb of the old system pointed to this Lamb (Isa 53:7). Sanctuary Pattern: sin was laid on a victim at the altar of the court (Lev 4:32-35), and Jesus is that sacrifice. Seven Feasts: He is the Passover lamb the feast foretold (1 Cor 5:7).",
  },
  {
    id: "stone-kingdom",
    ref: "Dan 2:44",
    correct: ["repeat-enlarge", "time-zones"],
    explanation:
      "Repeat and Enlarge: the four kingdoms of Daniel 2 return as four beasts in Daniel 7 with far more detail (Dan 7:17-18). Time Zones: from Daniel's day the verse looks into the earthly future, past Babylon, Persia, Greece and Rome, to the kingdom that ends them all (Dan 2:45).",
  },
  {
    id: "son-of-man-comes",
    ref: "Dan 7:13-14",
    correct: ["repeat-enlarge", "sanctuary-pattern", "time-zones", "christ-in-all"],
    explanation:
      "Repeat and Enlarge: Daniel 7 retraces Daniel 2 and adds the judgment scene. Sanctuary Pattern: thrones, fire and open books (Dan 7:9-10) show heaven's court where Christ ministers (Heb 9:24). Time Zones: the scene is set in heaven, not on earth. Christ in All Scripture: Jesus claims the title Son of man from this vision (Matt 26:64).",
  },
  {
    id: "sanctuary-cleansed",
    ref: "Dan 8:14",
    correct: ["sanctuary-pattern", "seven-feasts", "time-zones", "repeat-enlarge"],
    explanation:
      "Sanctuary Pattern: cleansing the sanctuary was the yearly work of the Most Holy Place (Lev 16:16). Seven Feasts: that work belonged to the Day of Atonement (Lev 23:27). Time Zones: the 2300 year-days reach 1844 and the heavenly sanctuary (Heb 8:1-2). Repeat and Enlarge: Daniel 8 covers the ground of Daniel 7 again, now with a sanctuary focus.",
  },
  {
    id: "atonement-day",
    ref: "Lev 16:30",
    correct: ["sanctuary-pattern", "seven-feasts", "christ-in-all"],
    explanation:
      "Sanctuary Pattern: on this one day the high priest entered the Most Holy Place to cleanse the people (Lev 16:15-16). Seven Feasts: it is the sixth of the appointed times (Lev 23:27-28). Christ in All Scripture: Jesus is the High Priest who enters with His own blood to secure our cleansing (Heb 9:11-12).",
  },
  {
    id: "christ-our-passover",
    ref: "1 Cor 5:7",
    correct: ["seven-feasts", "types-symbols", "chain-references"],
    explanation:
      "Seven Feasts: Paul names Christ as the Passover lamb, the first spring feast fulfilled (Lev 23:5). Types and Symbols: leaven stands for sin to be purged (1 Cor 5:8). Chain References: the verse links Exod 12:5-7 to the cross, where not a bone of the Lamb was broken (John 19:36; Exod 12:46).",
  },
  {
    id: "firstfruits-risen",
    ref: "1 Cor 15:20",
    correct: ["seven-feasts", "christ-in-all", "chain-references"],
    explanation:
      "Seven Feasts: the first sheaf was waved the day after the Sabbath of Passover week (Lev 23:10-11), the day Jesus rose (Matt 28:1). Christ in All Scripture: the risen Christ is the pledge of the whole harvest (1 Cor 15:23). Chain References: the verse joins Leviticus 23 to the empty tomb.",
  },
  {
    id: "pentecost-fully-come",
    ref: "Acts 2:1",
    correct: ["seven-feasts", "parallels", "patterns"],
    explanation:
      "Seven Feasts: Pentecost came fifty days after the wave sheaf (Lev 23:15-16). Parallels: at Sinai about three thousand died (Exod 32:28); at this Pentecost about three thousand were saved (Acts 2:41). Patterns: God gives His law and His Spirit after a deliverance, first at Sinai (Exod 19:1), now after the cross (Heb 8:10).",
  },
  {
    id: "forty-days-wilderness",
    ref: "Matt 4:1-2",
    correct: ["parallels", "patterns", "chain-references"],
    explanation:
      "Parallels: Israel passed through the sea and then was tested forty years (1 Cor 10:1-2; Deut 8:2); Jesus is baptised and tested forty days. Patterns: forty marks testing in the lives of Moses (Exod 34:28) and Elijah (1 Kgs 19:8). Chain References: Jesus answers Satan from Deut 8:3 (Matt 4:4).",
  },
  {
    id: "out-of-egypt",
    ref: "Hos 11:1",
    correct: ["parallels", "chain-references", "christ-in-all"],
    explanation:
      "Parallels: Israel, God's son, came out of Egypt (Exod 4:22), and so did the child Jesus. Chain References: Matthew quotes this verse for the return from Egypt (Matt 2:15). Christ in All Scripture: Jesus relives Israel's story and succeeds where the nation failed (Hos 11:2).",
  },
  {
    id: "spirit-poured-out",
    ref: "Joel 2:28",
    correct: ["three-heavens", "seven-feasts", "chain-references"],
    explanation:
      "Three Heavens: the promise follows Joel's own day of judgment (Joel 2:1), meets the church at Pentecost and still looks to the great day of the LORD (Joel 2:31). Seven Feasts: it was fulfilled at the feast of Pentecost (Acts 2:1-4). Chain References: Peter quotes it as the explanation of that day (Acts 2:16-17).",
  },
  {
    id: "new-heavens-promise",
    ref: "Isa 65:17",
    correct: ["three-heavens", "time-zones", "chain-references"],
    explanation:
      "Three Heavens: first spoken to exiles awaiting a restored Jerusalem (Isa 65:18), then applied to new life in Christ (2 Cor 5:17), and finally to the literal new earth (Rev 21:1). Time Zones: it speaks of the earthly future. Chain References: Peter and John take up the promise (2 Pet 3:13; Rev 21:1).",
  },
  {
    id: "babylon-darkened",
    ref: "Isa 13:10",
    correct: ["three-heavens", "chain-references", "patterns"],
    explanation:
      "Three Heavens: darkened sun and stars first describe the fall of ancient Babylon (Isa 13:19), and Jesus uses the same words for the signs before His coming (Matt 24:29). Chain References: follow the imagery to Rev 6:12-13. Patterns: cosmic darkness regularly marks a day of the LORD (Joel 2:10).",
  },
  {
    id: "seed-of-the-woman",
    ref: "Gen 3:15",
    correct: ["christ-in-all", "covenant-cycles", "chain-references"],
    explanation:
      "Christ in All Scripture: the woman's Seed who crushes the serpent's head is Christ (Gal 4:4; Heb 2:14). Covenant Cycles: right after the Fall, God answers with a covenant promise, the first cycle's second beat. Chain References: the enmity runs to Rom 16:20 and to the remnant of Rev 12:17.",
  },
  {
    id: "coats-of-skins",
    ref: "Gen 3:21",
    correct: ["covenant-cycles", "types-symbols", "sanctuary-pattern", "christ-in-all"],
    explanation:
      "Covenant Cycles: after the Fall, God Himself covers the sinners, the first cycle's sanctuary beat. Types and Symbols: a garment pictures righteousness given by God (Isa 61:10). Sanctuary Pattern: a death comes before the covering, as at the altar (Heb 9:22). Christ in All Scripture: believers put on Christ (Gal 3:27).",
  },
  {
    id: "bow-in-the-cloud",
    ref: "Gen 9:13",
    correct: ["covenant-cycles", "types-symbols", "chain-references"],
    explanation:
      "Covenant Cycles: after the flood God makes a covenant with Noah, a new cycle after judgment (Gen 9:11). Types and Symbols: the bow becomes the sign of God's faithful promise. Chain References: the rainbow reappears around God's throne (Ezek 1:28; Rev 4:3).",
  },
  {
    id: "make-me-a-sanctuary",
    ref: "Exod 25:8",
    correct: ["sanctuary-pattern", "covenant-cycles", "christ-in-all"],
    explanation:
      "Sanctuary Pattern: God asks for a holy place so He can live among His people. Covenant Cycles: in the Sinai cycle the sanctuary follows the covenant sealed with blood (Exod 24:8). Christ in All Scripture: the Word became flesh and dwelt, literally tabernacled, among us (John 1:14).",
  },
  {
    id: "shown-in-the-mount",
    ref: "Exod 25:40",
    correct: ["sanctuary-pattern", "time-zones", "chain-references"],
    explanation:
      "Sanctuary Pattern: Moses builds to the plan God shows him. Time Zones: the earthly tent copies a heavenly original, so the text points from earth to heaven (Heb 8:5). Chain References: Hebrews quotes this very verse to prove a sanctuary in heaven (Heb 8:1-5).",
  },
  {
    id: "minister-of-the-true-tabernacle",
    ref: "Heb 8:1-2",
    correct: ["sanctuary-pattern", "time-zones", "christ-in-all"],
    explanation:
      "Sanctuary Pattern: the earthly priesthood and tent give way to the true one the Lord pitched. Time Zones: this ministry is in heaven and in the present, since Christ ascended (Heb 4:14). Christ in All Scripture: Jesus is the High Priest seated at the right hand of the throne.",
  },
  {
    id: "serpent-lifted-up",
    ref: "John 3:14",
    correct: ["types-symbols", "parallels", "christ-in-all", "chain-references"],
    explanation:
      "Types and Symbols: the bronze serpent pictures sin judged on the one lifted up (2 Cor 5:21). Parallels: dying Israelites looked and lived (Num 21:8-9); sinners look to the cross and live. Christ in All Scripture: Jesus applies the story to Himself. Chain References: the verse sends the reader back to Numbers 21.",
  },
  {
    id: "sign-of-jonah",
    ref: "Matt 12:40",
    correct: ["parallels", "patterns", "christ-in-all", "types-symbols"],
    explanation:
      "Parallels: Jonah three days in the fish (Jonah 1:17), Jesus three days in the heart of the earth. Patterns: the third day is a day of rescue (Gen 22:4; Hos 6:2). Christ in All Scripture: Jesus names His own burial and rising. Types and Symbols: Jonah's descent is a sign pointing to the greater One (Matt 12:41).",
  },
  {
    id: "woman-in-the-wilderness",
    ref: "Rev 12:6",
    correct: ["types-symbols", "repeat-enlarge", "parallels"],
    explanation:
      "Types and Symbols: a pure woman is God's church (Jer 6:2), and prophetic days are years (Ezek 4:6). Repeat and Enlarge: the same 1260 years appear as time, times and half a time (Dan 7:25; Rev 12:14). Parallels: God bore Israel on eagles' wings into the wilderness (Exod 19:4), and He gives the woman wings (Rev 12:14).",
  },
  {
    id: "beast-from-the-sea",
    ref: "Rev 13:1-2",
    correct: ["types-symbols", "repeat-enlarge", "chain-references"],
    explanation:
      "Types and Symbols: a beast is a kingdom (Dan 7:17, 23) and the sea is peoples (Rev 17:15). Repeat and Enlarge: the beast carries the leopard, bear and lion of Daniel 7 and picks up where that vision's little horn ruled (Dan 7:8). Chain References: its forty-two months link to Dan 7:25 (Rev 13:5).",
  },
  {
    id: "judgment-hour-message",
    ref: "Rev 14:6-7",
    correct: ["sanctuary-pattern", "seven-feasts", "time-zones"],
    explanation:
      "Sanctuary Pattern: the hour of judgment is heaven's cleansing of the sanctuary (Dan 8:14). Seven Feasts: the Feast of Trumpets sounded the warning ten days before the Day of Atonement (Lev 23:24, 27), as this message warns the world. Time Zones: it is an earthly message for the last days, after the 1260 years (Rev 13:5).",
  },
  {
    id: "ark-seen-in-heaven",
    ref: "Rev 11:19",
    correct: ["sanctuary-pattern", "time-zones", "seven-feasts"],
    explanation:
      "Sanctuary Pattern: the ark stood in the Most Holy Place (Exod 26:33). Time Zones: John sees the temple in heaven, not on earth. Seven Feasts: the inner room was entered only on the Day of Atonement (Lev 16:2, 34), so the view of the ark points to Christ's final ministry of judgment (Heb 9:7).",
  },
  {
    id: "rivers-of-living-water",
    ref: "John 7:37-38",
    correct: ["seven-feasts", "types-symbols", "christ-in-all"],
    explanation:
      "Seven Feasts: Jesus speaks on the last day of the Feast of Tabernacles (John 7:2). Types and Symbols: the flowing water stands for the Spirit (John 7:39; Isa 44:3). Christ in All Scripture: He is the smitten rock from which the water flows (1 Cor 10:4).",
  },
  {
    id: "nations-keep-tabernacles",
    ref: "Zech 14:16",
    correct: ["seven-feasts", "three-heavens"],
    explanation:
      "Seven Feasts: the Feast of Tabernacles is the last of the seven and the gathering after the harvest (Lev 23:34, 39). Three Heavens: the promise first belonged to restored Jerusalem after the exile (Zech 8:3) and finds its greatest horizon when God dwells with the redeemed (Rev 21:3).",
  },
  {
    id: "tabernacle-with-men",
    ref: "Rev 21:3",
    correct: ["sanctuary-pattern", "three-heavens", "covenant-cycles", "seven-feasts"],
    explanation:
      "Sanctuary Pattern: what the tent began (Exod 25:8) is complete, God living with His people. Three Heavens: this is the third and final new earth (Rev 21:1). Covenant Cycles: the covenant formula of Lev 26:11-12 is fulfilled forever. Seven Feasts: the Feast of Tabernacles reaches its meaning (Lev 23:42-43).",
  },
  {
    id: "written-for-our-admonition",
    ref: "1 Cor 10:11",
    correct: ["patterns", "parallels", "five-dimensions"],
    explanation:
      "Patterns: Israel's wilderness story is a model of how God deals with His people (1 Cor 10:6). Parallels: the sea and the cloud match baptism, and the manna and rock match Christ's provision (1 Cor 10:2-4). Five Dimensions: the history is applied to the believer and the church at the end of the world.",
  },
  {
    id: "abomination-of-desolation",
    ref: "Matt 24:15",
    correct: ["three-heavens", "chain-references", "patterns"],
    explanation:
      "Three Heavens: Jesus answers two questions at once, the fall of Jerusalem and the end of the world (Matt 24:3), and the one warning covers both horizons (Luke 21:20). Chain References: He sends the reader to Daniel (Dan 9:27; Dan 11:31). Patterns: desolation follows the defiling of holy things (2 Chr 36:14-19).",
  },
  {
    id: "david-and-goliath",
    ref: "1 Sam 17:45",
    correct: ["five-dimensions", "christ-in-all"],
    explanation:
      "Five Dimensions: a real battle (literal); the anointed one defeats the enemy of God's people (Christ, Col 2:15); my giants faced in the LORD's name (personal, Eph 6:10); the church's warfare (2 Cor 10:4); and the final victory (Rev 17:14). Christ in All Scripture: David, the anointed shepherd from Bethlehem, foreshadows his Son (Matt 1:1).",
  },
  {
    id: "red-sea-crossing",
    ref: "Exod 14:21-22",
    correct: ["five-dimensions", "types-symbols", "parallels"],
    explanation:
      "Five Dimensions: a real rescue, Christ the way through death (Heb 2:14-15), my baptism (1 Cor 10:2), the church set free, and the redeemed by the sea of glass singing Moses' song (Rev 15:2-3). Types and Symbols: passing through water pictures baptism. Parallels: Israel later crosses the Jordan on dry ground (Josh 3:17).",
  },
  {
    id: "let-there-be-light",
    ref: "Gen 1:3",
    correct: ["five-dimensions", "chain-references", "christ-in-all"],
    explanation:
      "Five Dimensions: literal light on day one, Christ the light of the world (John 8:12), light shining in my heart (2 Cor 4:6), the church as light (Matt 5:14), and the city that needs no sun (Rev 22:5). Chain References: Paul ties this verse to conversion (2 Cor 4:6). Christ in All Scripture: the creating Word is Christ (John 1:3-4).",
  },
  {
    id: "the-lord-my-shepherd",
    ref: "Ps 23:1",
    correct: ["five-dimensions", "christ-in-all", "types-symbols"],
    explanation:
      "Five Dimensions: David's own trust, Christ the good shepherd (John 10:11), my daily provision, the church as one flock (John 10:16), and the Lamb leading the redeemed to living waters (Rev 7:17). Christ in All Scripture: Jesus takes the title. Types and Symbols: a shepherd stands for one who leads and guards God's people (Ezek 34:23).",
  },
  {
    id: "jacobs-ladder",
    ref: "Gen 28:12",
    correct: ["christ-in-all", "types-symbols", "time-zones", "chain-references"],
    explanation:
      "Christ in All Scripture: Jesus says the angels ascend and descend on the Son of man (John 1:51). Types and Symbols: the ladder is the one link between earth and heaven (1 Tim 2:5). Time Zones: the vision joins earth and heaven in one scene. Chain References: follow it to John 1:51.",
  },
  {
    id: "heaven-itself",
    ref: "Heb 9:24",
    correct: ["sanctuary-pattern", "time-zones", "christ-in-all"],
    explanation:
      "Sanctuary Pattern: the holy places made with hands were figures of the true. Time Zones: Christ's ministry now takes place in heaven itself, in the present (Heb 7:25). Christ in All Scripture: He appears in God's presence for us as our High Priest (Heb 9:11-12).",
  },
  {
    id: "seventy-weeks",
    ref: "Dan 9:24",
    correct: ["repeat-enlarge", "christ-in-all", "time-zones"],
    explanation:
      "Repeat and Enlarge: Gabriel explains the part of the 2300 days Daniel had not understood (Dan 8:27; Dan 9:23). Christ in All Scripture: the weeks end with the Messiah making reconciliation and anointing the most holy (Dan 9:25-26). Time Zones: from 457 BC (Ezra 7:13) the weeks reach forward to AD 27-34 on earth.",
  },
  {
    id: "day-for-a-year",
    ref: "Ezek 4:6",
    correct: ["types-symbols", "chain-references", "patterns"],
    explanation:
      "Types and Symbols: in a prophetic sign a day stands for a year. Chain References: the same rule appears in Num 14:34 and unlocks Dan 8:14 and Rev 12:6. Patterns: God measures judgment by His people's own record, forty days of spying and forty years of wandering (Num 14:33-34).",
  },
  {
    id: "new-covenant-heart",
    ref: "Jer 31:33",
    correct: ["covenant-cycles", "chain-references", "sanctuary-pattern"],
    explanation:
      "Covenant Cycles: after the broken covenant and exile (Jer 31:32) God promises a new covenant, the restoration beat. Chain References: Hebrews quotes it twice (Heb 8:10; Heb 10:16). Sanctuary Pattern: the law once kept in the ark (Deut 10:5) is written on the heart by our High Priest's ministry (Heb 8:1, 10).",
  },
  {
    id: "remnant-keeps-commandments",
    ref: "Rev 12:17",
    correct: ["covenant-cycles", "types-symbols", "repeat-enlarge"],
    explanation:
      "Covenant Cycles: the last cycle's enemy beat, the dragon's war on the remnant, comes just before restoration (Rev 14:12-14). Types and Symbols: the dragon is Satan (Rev 12:9) and the woman the church (Jer 6:2). Repeat and Enlarge: Revelation 13 then tells the same war in fuller detail (Rev 13:7).",
  },
];
