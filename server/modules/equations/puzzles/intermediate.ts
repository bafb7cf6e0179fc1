// Intermediate equations: six codes — three symbols, two operators, and ⊙ or ⚖ over the whole. Our own words;
// references only, no Bible text.
import type { PuzzleSource } from "./types";

export const intermediatePuzzles: readonly PuzzleSource[] = [
  {
    id: "intermediate-01",
    reference: "Exodus 12:13",
    equation: "⊙ (PSV ≅ ALTAR → GATE)",
    idea: ["blood", "houses", "token", "plague"],
    explanation:
      "Centred in Christ (⊙): the blood of the Passover lamb (PSV) on the doorposts was a token that the plague would pass over that house. The lamb is a type (≅) of the sacrifice at the bronze altar (ALTAR), and it leads to (→) the gate (GATE): the blood marks the one door where God's people are safe. The blood, not the family's goodness, kept the house.",
  },
  {
    id: "intermediate-02",
    reference: "Hebrews 4:14-16",
    equation: "⊙ (INCENSE + CR → ARK)",
    idea: ["grace", "boldly", "weakness", "tempted"],
    explanation:
      "Centred in Christ (⊙): our great High Priest has passed into the heavens. The altar of incense (INCENSE), where intercession rose, joined with (+) the Concentration Room's priestly office (CR), leads to (→) the ark (ARK) — the throne of grace. Because He was tempted as we are, yet without sin, we come boldly for mercy and help in our weakness.",
  },
  {
    id: "intermediate-03",
    reference: "John 19:36",
    equation: "⚖ (PSV ∥ CEC + BF)",
    idea: ["bone", "broken"],
    explanation:
      "Weighed against the whole of Scripture (⚖): John sees the Passover lamb (PSV), whose bones were never to be broken, running parallel (∥) to Christ in this chapter (CEC) — the soldiers broke the legs of the men crucified with Him, but not His. Joined with (+) Bible Freestyle (BF), the verse's relatives (Exodus 12:46; Numbers 9:12; Psalm 34:20) confirm that not one of His bones was broken.",
  },
  {
    id: "intermediate-04",
    reference: "1 Corinthians 15:23",
    equation: "⊙ (FFR ≅ 2H → 3H)",
    idea: ["order", "afterward", "belong"],
    explanation:
      "Centred in Christ (⊙): each rises in his own order. Firstfruits (FFR), the first sheaf waved before the harvest, is a type (≅) fulfilled at the second heaven (2H), when Christ rose on that feast day. His rising leads to (→) the third heaven (3H): afterward, those who belong to Him rise at His coming — the full harvest the first sheaf promised.",
  },
  {
    id: "intermediate-05",
    reference: "Daniel 9:24",
    equation: "⚖ (@490 → 2H + MATH)",
    idea: ["transgression", "reconciliation", "righteousness", "anoint"],
    explanation:
      "Weighed against the whole of Scripture (⚖): the seventy weeks (@490) are set apart for Daniel's people to finish transgression, make reconciliation for iniquity and bring in everlasting righteousness. They lead to (→) the second heaven (2H), Christ's first coming, and with (+) the Mathematics Room (MATH) the dates line up: 457 BC to AD 27 for His anointing, AD 31 for the cross, AD 34 for the end of the period.",
  },
  {
    id: "intermediate-06",
    reference: "Daniel 7:25-26",
    equation: "⚖ (@1260 + PR → ATN)",
    idea: ["saints", "dominion", "change"],
    explanation:
      "Weighed against the whole of Scripture (⚖): the little horn wears down the saints and thinks to change times and law for a time, times and half a time — the 1,260 years (@1260). Joined with (+) the Prophecy Room (PR), Daniel 7 lines up with Revelation 12 and 13 on the historicist timeline. That period leads to (→) the judgment that sits and takes away the horn's dominion — the antitypical Day of Atonement (ATN).",
  },
  {
    id: "intermediate-07",
    reference: "Revelation 11:19",
    equation: "⊙ (ARK + ATN → 3A)",
    idea: ["opened", "temple", "seen"],
    explanation:
      "Centred in Christ (⊙): the temple of God in heaven is opened and the ark of His covenant (ARK) is seen. With (+) the Day of Atonement (ATN) — the one day the Most Holy Place was entered — this marks Christ's final ministry before the throne, and it leads to (→) the three angels' messages (3A): a world called to the judgment hour and to keep God's commandments.",
  },
  {
    id: "intermediate-08",
    reference: "Matthew 24:37-39",
    equation: "⚖ (@120 ∥ 3H + TRP)",
    idea: ["eating", "marrying", "knew"],
    explanation:
      "Weighed against the whole of Scripture (⚖): Noah's 120 years (@120) run parallel (∥) to the days before the third heaven (3H), the second coming. People were eating, marrying and busy, and knew nothing until the flood came and took them away. Joined with (+) the Feast of Trumpets (TRP), the warning sounds now, while the door is still open.",
  },
  {
    id: "intermediate-09",
    reference: "Exodus 19:5-6",
    equation: "⊙ (@Mo → BL ∥ @Sp)",
    idea: ["treasure", "priests", "holy nation", "obey"],
    explanation:
      "Centred in Christ (⊙): at Sinai the Mosaic cycle (@Mo) makes Israel God's treasure, a kingdom of priests and a holy nation. That covenant leads to (→) the sanctuary (BL), where God would dwell among them, and it runs parallel (∥) to the Holy Spirit cycle (@Sp): Peter gives the same titles to the church, a priesthood sent to declare God's praises.",
  },
  {
    id: "intermediate-10",
    reference: "Isaiah 44:28",
    equation: "⊙ (1H + @Cy ≅ @CyC)",
    idea: ["shepherd", "build", "foundation"],
    explanation:
      "Centred in Christ (⊙): God names Cyrus as His shepherd long before he is born, the one who will order Jerusalem rebuilt and the temple's foundation laid. The first heaven (1H) — Babylon's fall and the return — together with (+) the Cyrusic cycle (@Cy) is a type (≅) of the Cyrus–Christ cycle (@CyC): a greater Deliverer who frees God's people from a greater Babylon and builds the true temple.",
  },
  {
    id: "intermediate-11",
    reference: "John 2:19-21",
    equation: "⊙ (BL ≅ @CyC + FFR)",
    idea: ["destroy", "body", "raise"],
    explanation:
      "Centred in Christ (⊙): Jesus tells His critics that if they destroy this temple He will raise it in three days — and He means His body. The sanctuary (BL) is a type (≅) of the Cyrus–Christ cycle (@CyC), where His own body is the temple, and with (+) Firstfruits (FFR) the three days point to His resurrection on the feast of the first sheaf.",
  },
  {
    id: "intermediate-12",
    reference: "Genesis 28:12-17",
    equation: "⊙ (GATE + ST ∥ BF)",
    idea: ["ladder", "angels", "dream"],
    explanation:
      "Centred in Christ (⊙): Jacob wakes from his dream and calls the place the gate of heaven (GATE). With (+) the Symbols/Types Room (ST), the ladder set on earth and reaching heaven is a symbol of the only connection between God and sinners. It runs parallel (∥) to its Bible Freestyle relative (BF), John 1:51, where Jesus says the angels go up and down on the Son of Man.",
  },
  {
    id: "intermediate-13",
    reference: "Numbers 21:8-9",
    equation: "⊙ (ST ≅ ALTAR → PF)",
    idea: ["look", "live", "bitten", "pole"],
    explanation:
      "Centred in Christ (⊙): the bronze serpent on the pole is a symbol (ST) of sin judged; it is a type (≅) of the cross, the bronze altar (ALTAR) where Jesus was lifted up and made sin for us. That leads to (→) Personal Freestyle (PF): anyone bitten who looked would live — and whoever looks to Him in faith lives now.",
  },
  {
    id: "intermediate-14",
    reference: "Joel 2:28-29",
    equation: "⚖ (PNT ∥ 3A → 3H)",
    idea: ["pour", "visions", "prophesy"],
    explanation:
      "Weighed against the whole of Scripture (⚖): Peter explains Pentecost (PNT) by this promise, the early rain of the Spirit poured out on young and old, men and women. That runs parallel (∥) to the latter rain that empowers the three angels' messages (3A) before the end, and both lead to (→) the third heaven (3H): the harvest gathered at Christ's coming.",
  },
  {
    id: "intermediate-15",
    reference: "Revelation 1:12-13",
    equation: "⊙ (LAMP + CEC ∥ @Sp)",
    idea: ["midst", "churches", "garment"],
    explanation:
      "Centred in Christ (⊙): John turns and sees seven golden lampstands (LAMP), and in their midst one like the Son of Man in a priest's long garment. With (+) Christ in Every Chapter (CEC), He is not far off but walking among His churches as Priest, tending the lamps. This runs parallel (∥) to the Holy Spirit cycle (@Sp): the church shines only by the oil of the Spirit.",
  },
  {
    id: "intermediate-16",
    reference: "Leviticus 16:21-22",
    equation: "⚖ (ATN + ST → 3H)",
    idea: ["goat", "confess", "iniquities", "bear"],
    explanation:
      "Weighed against the whole of Scripture (⚖): on the Day of Atonement (ATN), after the sanctuary was cleansed, the high priest confessed Israel's iniquities over the live goat and sent it away. With (+) the Symbols/Types Room (ST), that goat is a symbol of Satan, the originator of sin, made to bear his own responsibility. It leads to (→) the third heaven (3H): after the judgment, sin is removed for ever.",
  },
  {
    id: "intermediate-17",
    reference: "Zechariah 4:6",
    equation: "⊙ (LAMP + @Sp → 1H)",
    idea: ["power", "strength", "zerubbabel"],
    explanation:
      "Centred in Christ (⊙): Zechariah sees a golden lampstand (LAMP) fed by olive trees — oil that no human hand pours. With (+) the Holy Spirit cycle (@Sp), the lesson for Zerubbabel is that God's work advances by His Spirit, not by human strength or power. It leads to (→) the first heaven (1H): the temple rebuilt and finished after the exile.",
  },
  {
    id: "intermediate-18",
    reference: "Haggai 2:9",
    equation: "⚖ (1H → 2H + BL)",
    idea: ["glory", "latter", "house", "peace"],
    explanation:
      "Weighed against the whole of Scripture (⚖): the small second temple of the first heaven (1H) looked poor beside Solomon's. Yet God promises that the latter glory of this house will be greater, and it leads to (→) the second heaven (2H): Christ Himself walked and taught in that house. With (+) the sanctuary (BL), its glory is His presence and the peace He gives.",
  },
  {
    id: "intermediate-19",
    reference: "Hebrews 11:7",
    equation: "⊙ (@120 + @No → FRt)",
    idea: ["faith", "warned", "heir", "condemned"],
    explanation:
      "Centred in Christ (⊙): through Noah's 120 years (@120) of warning, and with (+) the Noahic cycle (@No) of preservation, Noah acted by faith: moved with godly fear he built the ark. That faith leads to (→) the Fruit Room (FRt): obedience that saved his household, condemned the world's unbelief and made him an heir of the righteousness that comes by faith.",
  },
  {
    id: "intermediate-20",
    reference: "Isaiah 53:7",
    equation: "⚖ (ST ≅ ALTAR + DC)",
    idea: ["slaughter", "silent", "oppressed"],
    explanation:
      "Weighed against the whole of Scripture (⚖): the Servant, oppressed yet silent like a lamb taken to slaughter, is a symbol (ST) of the suffering Messiah. It is a type (≅) fulfilled at the bronze altar (ALTAR), the cross, and with (+) the Def-Com Room (DC) we hear how it was first read: in Acts 8 Philip starts from this very passage and tells the Ethiopian about Jesus.",
  },
  {
    id: "intermediate-21",
    reference: "Exodus 25:8-9",
    equation: "⊙ (@Mo + BL → TBN)",
    idea: ["dwell", "pattern", "among"],
    explanation:
      "Centred in Christ (⊙): in the Mosaic cycle (@Mo) God asks for a sanctuary (BL), built after the pattern shown to Moses, so that He may dwell among His people. His wish to live with us leads to (→) the Feast of Tabernacles (TBN) and its fulfilment: God living with His people for ever in the new creation.",
  },
  {
    id: "intermediate-22",
    reference: "Leviticus 17:11",
    equation: "⚖ (ALTAR → ATN + BF)",
    idea: ["life", "blood", "soul"],
    explanation:
      "Weighed against the whole of Scripture (⚖): life is in the blood, and God appointed blood on the altar (ALTAR) to make atonement for the soul. Every sacrifice leads to (→) the Day of Atonement (ATN), when blood was carried into the Most Holy Place, and with (+) Bible Freestyle (BF), Hebrews 9:22 confirms the principle: forgiveness comes only through blood shed.",
  },
];
