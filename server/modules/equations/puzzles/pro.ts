// Pro equations: twelve codes — six symbols and all six operators (one of ⊙ and ⚖ over a bracket, the other joining
// two parts: "weighed against" or "centred in"). Our own words; references only, no Bible text.
import type { PuzzleSource } from "./types";

export const proPuzzles: readonly PuzzleSource[] = [
  {
    id: "pro-01",
    reference: "Daniel 9:24-27",
    equation: "⊙ (@490 → 2H) + (PSV ≅ ALTAR) ∥ (@2300 ⚖ MATH)",
    idea: ["cut off", "covenant", "anointed", "decree"],
    explanation:
      "Centred in Christ (⊙): the seventy weeks (@490) lead to (→) the second heaven (2H): from the decree of 457 BC, 69 weeks reach the Anointed One in AD 27, and in the middle of the last week He is cut off. With (+) that, the Passover lamb (PSV) and every sacrifice find their antitype (≅) at the bronze altar (ALTAR): His death confirms the covenant and ends the offerings. In parallel (∥), the 2,300 days (@2300) start from the same decree, weighed (⚖) in the Mathematics Room (MATH): the 490 years are cut off from the 2,300, which reach AD 1844.",
  },
  {
    id: "pro-02",
    reference: "Hebrews 10:11-14",
    equation: "⊙ (ALTAR → VEIL + ARK) ≅ (CR ∥ ATN) ⚖ QA",
    idea: ["sat", "perfected", "daily", "enemies"],
    explanation:
      "Centred in Christ (⊙): the priests stood daily at the altar (ALTAR), offering again and again, but Christ's one sacrifice leads to (→) the veil passed (VEIL) together with (+) a seat at God's right hand by the throne the ark pictured (ARK). All of that is the antitype (≅) of the priestly office (CR) the Concentration Room traces, and it runs parallel (∥) to the Day of Atonement (ATN): one offering has perfected for ever those being made holy. Weighed (⚖) through Q&A chains (QA), Scripture answers why He sat down: the sacrifice is finished, and He waits until His enemies are made His footstool.",
  },
  {
    id: "pro-03",
    reference: "Leviticus 23:4-21",
    equation: "⊙ (PSV + ULB → FFR ∥ PNT) ≅ 2H ⚖ FE",
    idea: ["appointed", "convocation", "seasons"],
    explanation:
      "Centred in Christ (⊙): these are the Lord's appointed seasons, each a holy convocation. Passover (PSV) with (+) Unleavened Bread (ULB) leads to (→) Firstfruits (FFR), and the count from it runs parallel (∥) to Pentecost (PNT). Together they are types (≅) fulfilled at the second heaven (2H), on their very days: the cross at Passover, the rest in the tomb, the resurrection at Firstfruits and the Spirit at Pentecost. Weighed (⚖) in the Feasts Room (FE), every spring feast stands fulfilled.",
  },
  {
    id: "pro-04",
    reference: "Leviticus 23:23-43",
    equation: "⊙ (TRP → ATN + TBN) ≅ (3A ∥ 3H) ⚖ FE",
    idea: ["afflict", "memorial", "rejoice", "harvest"],
    explanation:
      "Centred in Christ (⊙): the autumn feasts chart His second-advent work. Trumpets (TRP) sound a memorial and lead to (→) the Day of Atonement (ATN), a day to afflict the soul while the sanctuary is cleansed, together with (+) Tabernacles (TBN), a week of rejoicing after the harvest. These are types (≅) of the three angels' messages (3A), the warning and judgment-hour call of our time, running parallel (∥) to the third heaven (3H), when the harvest is gathered and God dwells with His people. Weighed (⚖) in the Feasts Room (FE): Trumpets and Tabernacles await fulfilment; Atonement is in progress.",
  },
  {
    id: "pro-05",
    reference: "Revelation 12:1-17",
    equation: "⊙ (@Ad → @1260) + (@Mo ≅ @Re) ∥ (PR ⚖ TRm)",
    idea: ["woman", "dragon", "child", "war"],
    explanation:
      "Centred in Christ (⊙): the war of Revelation 12 begins in the Adamic cycle (@Ad) — enmity between the serpent and the woman's seed — and leads to (→) the 1,260 years (@1260), when the dragon persecutes the woman in the wilderness. With (+) that, the Mosaic cycle (@Mo), Israel carried on eagles' wings, is a type (≅) of the Remnant cycle (@Re), those who keep God's commandments and hold the testimony of Jesus. The Prophecy Room (PR) runs in parallel (∥) with Daniel 7 and Revelation 13, weighed (⚖) against the Theme Room (TRm): it is one great controversy, and the male child has already won.",
  },
  {
    id: "pro-06",
    reference: "Exodus 12:21-27",
    equation: "⊙ (@400 → PSV + GATE) ≅ (ALTAR ∥ 2H) ⚖ BF",
    idea: ["hyssop", "lintel", "destroyer", "children"],
    explanation:
      "Centred in Christ (⊙): the 400 years of affliction (@400) lead to (→) the Passover (PSV) with (+) the door of each house (GATE): blood brushed with hyssop on the lintel and side posts, and no one going out until morning, so the destroyer passed by. The lamb is a type (≅) of the altar's sacrifice (ALTAR), fulfilled in parallel (∥) with the second heaven (2H), when Christ died at Passover. Weighed (⚖) by its Bible Freestyle relatives (BF) — John 1:29 and 1 Corinthians 5:7 — the blood still shelters the children who ask what this service means.",
  },
  {
    id: "pro-07",
    reference: "Revelation 14:6-12",
    equation: "⊙ (3A + @2300 → ATN) ∥ (@120 ≅ TRP) ⚖ R66",
    idea: ["gospel", "fallen", "beast", "commandments"],
    explanation:
      "Centred in Christ (⊙): the three angels (3A) carry the everlasting gospel, announce that Babylon has fallen and warn against the beast's mark. With (+) the 2,300 days (@2300), their first call — the judgment hour has come — leads to (→) the antitypical Day of Atonement (ATN) from 1844. It runs parallel (∥) to Noah's 120 years (@120), a type (≅) of the last warning, like the Feast of Trumpets (TRP) sounding before the day of judgment. Weighed (⚖) through Room 66 (R66), a final warning before judgment runs from Genesis to Revelation, and the saints who keep the commandments and the faith of Jesus answer it.",
  },
  {
    id: "pro-08",
    reference: "Hebrews 11:17-19",
    equation: "⊙ (@Ab + ALTAR → FFR) ≅ (PSV ∥ CEC) ⚖ BF",
    idea: ["tested", "offered", "raise", "figure"],
    explanation:
      "Centred in Christ (⊙): in the Abrahamic cycle (@Ab), Abraham, when tested, went up with (+) Isaac to the altar (ALTAR) and offered him, reasoning that God could raise him up. That leads to (→) Firstfruits (FFR): in a figure he received his son back from the dead. The scene is a type (≅) of the Passover lamb (PSV) and runs parallel (∥) to Christ in Every Chapter (CEC): a Father who did not spare His Son. Weighed (⚖) by Bible Freestyle (BF) — Genesis 22 beside John 3:16 — the picture holds at every point.",
  },
  {
    id: "pro-09",
    reference: "Exodus 40:22-27",
    equation: "⊙ (@Mo + BL → TABLE ∥ LAMP) ≅ CR ⚖ R66",
    idea: ["commanded", "set", "lit"],
    explanation:
      "Centred in Christ (⊙): in the Mosaic cycle (@Mo), Moses sets up the sanctuary (BL) exactly as the Lord commanded, and that leads to (→) the Holy Place furnished: the table of showbread (TABLE) on the north side, parallel (∥) to the lampstand (LAMP) on the south, its lamps lit before the Lord. Bread and light are types (≅) of Christ's offices (CR): He feeds His people with the Word as Prophet and keeps their light burning as Priest. Weighed (⚖) through Room 66 (R66), bread and light run from the manna to the Lamb who is the lamp of the holy city.",
  },
  {
    id: "pro-10",
    reference: "Isaiah 45:1-4",
    equation: "⊙ (@70y → @Cy + 1H) ≅ (@CyC ∥ 2H) ⚖ MATH",
    idea: ["anointed", "gates", "name", "hand"],
    explanation:
      "Centred in Christ (⊙): the 70 years (@70y) lead to (→) the Cyrusic cycle (@Cy) with (+) the first heaven (1H): God calls Cyrus His anointed, holds his right hand and opens Babylon's gates before him, naming him long before his birth. Cyrus the deliverer is a type (≅) of the Cyrus–Christ cycle (@CyC), fulfilled in parallel (∥) at the second heaven (2H), when the true Anointed frees captives from sin. Weighed (⚖) in the Mathematics Room (MATH): a decree from Cyrus' line of kings, Artaxerxes' in 457 BC, starts the seventy weeks to the Messiah.",
  },
  {
    id: "pro-11",
    reference: "Matthew 24:15-39",
    equation: "⊙ (2H ≅ 3H) ∥ (@1260 + @120 → TRP) ⚖ PR",
    idea: ["abomination", "flee", "tribulation", "elect"],
    explanation:
      "Centred in Christ (⊙): Jesus answers two questions at once. The fall of Jerusalem in AD 70, the second heaven (2H), is a type (≅) of the third heaven (3H), the end of the world: when believers saw the abomination standing where it should not, they were to flee. In parallel (∥), the great tribulation of the 1,260 years (@1260), together with (+) days like Noah's 120 years (@120) of careless living, leads to (→) the great trumpet (TRP) that gathers the elect. Weighed (⚖) in the Prophecy Room (PR), Jesus points back to Daniel and sets the timeline.",
  },
  {
    id: "pro-12",
    reference: "Revelation 5:9-10",
    equation: "⊙ (PSV ≅ CEC) + (ARK ∥ CR) → (3H ⚖ PR)",
    idea: ["song", "redeemed", "tribe", "reign"],
    explanation:
      "Centred in Christ (⊙): the Passover lamb (PSV) is a type (≅) fulfilled by Christ in this chapter (CEC): the slain Lamb takes the scroll, and heaven sings a new song because His blood has redeemed people of every tribe and nation. With (+) the ark (ARK), the throne room of Revelation 4–5 runs parallel (∥) to His offices (CR): He makes the redeemed a kingdom and priests. That leads to (→) the third heaven (3H), where they reign on the earth — weighed (⚖) in the Prophecy Room (PR) against Daniel 7:27.",
  },
  {
    id: "pro-13",
    reference: "John 7:37-39",
    equation: "⊙ (TBN + LAVER → @Sp) ≅ (PNT ∥ 3H) ⚖ BF",
    idea: ["thirst", "rivers", "water", "glorified"],
    explanation:
      "Centred in Christ (⊙): on the last, great day of Tabernacles (TBN), while priests poured water at the altar, Jesus invited the thirsty to come to Him. With (+) the laver (LAVER), water for cleansing, the picture leads to (→) the Holy Spirit cycle (@Sp): rivers of living water flow from believers, which John explains as the Spirit given once Jesus was glorified. That promise is a type (≅) fulfilled at Pentecost (PNT) and runs parallel (∥) to the third heaven (3H), the river of life from the throne. Weighed (⚖) by its Bible Freestyle relatives (BF): Isaiah 12:3, Ezekiel 47:1 and Revelation 22:1.",
  },
  {
    id: "pro-14",
    reference: "1 John 2:1-2",
    equation: "⊙ (ALTAR → ARK) + (ATN ≅ CR) ∥ (PSV ⚖ R66)",
    idea: ["advocate", "whole world", "father"],
    explanation:
      "Centred in Christ (⊙): John writes so that we will not sin, but if we do, we have an Advocate with the Father. His sacrifice at the altar (ALTAR) leads to (→) the mercy seat on the ark (ARK): He is the propitiation for our sins, and for the whole world's. With (+) that, the Day of Atonement (ATN) is a type (≅) of His priestly office (CR) as Advocate before the Father. It runs parallel (∥) to Passover (PSV), weighed (⚖) through Room 66 (R66): from the first lamb to the last chapter, the one sacrifice both covers and pleads.",
  },
  {
    id: "pro-15",
    reference: "Revelation 8:1-5",
    equation: "⊙ (INCENSE + ALTAR → TRP) ≅ (CR ∥ ATN) ⚖ PR",
    idea: ["censer", "silence", "thunder", "seven angels"],
    explanation:
      "Centred in Christ (⊙): after silence in heaven, an angel stands at the golden altar of incense (INCENSE) with a censer, and much incense is added to the prayers of all the saints. With (+) fire from the altar (ALTAR) thrown to the earth, with thunder and an earthquake, this leads to (→) the trumpets (TRP) of the seven angels. The scene is a type (≅) of Christ's priestly office (CR) — intercession before judgment falls — running parallel (∥) to the Day of Atonement (ATN), when the censer went in before the ark. Weighed (⚖) in the Prophecy Room (PR), the trumpets answer the prayers of the martyrs.",
  },
  {
    id: "pro-16",
    reference: "Ezekiel 47:1-12",
    equation: "⊙ (BL → LAVER + NF) ≅ (@Sp ∥ 3H) ⚖ R66",
    idea: ["waters", "threshold", "healed", "trees"],
    explanation:
      "Centred in Christ (⊙): waters flow from under the threshold of the sanctuary (BL), and that leads to (→) a river of cleansing like the laver (LAVER), joined with (+) Nature Freestyle (NF): it deepens from ankle-deep to a river to swim in, heals the Dead Sea, and trees bear fruit every month. The river is a type (≅) of the Holy Spirit cycle (@Sp) — life flowing out from God's house — and runs parallel (∥) to the third heaven (3H), the river of life in the new earth. Weighed (⚖) through Room 66 (R66), the river runs from Eden's four streams to Revelation 22.",
  },
  {
    id: "pro-17",
    reference: "1 Peter 3:18-21",
    equation: "⊙ (@120 → @No + LAVER) ≅ (FFR ∥ 3H) ⚖ BF",
    idea: ["eight", "waited", "conscience", "baptism"],
    explanation:
      "Centred in Christ (⊙): God waited patiently through Noah's 120 years (@120), and that led to (→) the Noahic cycle (@No), in which eight people were carried safely through the water — together with (+) the laver (LAVER), since Peter calls that water a figure of baptism. Baptism saves not by washing the body but as a good conscience toward God, through the resurrection of Jesus: so the flood is a type (≅) of Firstfruits (FFR), His rising, and runs parallel (∥) to the third heaven (3H), the final rescue. Weighed (⚖) by its Bible Freestyle relative (BF), Matthew 24:37-39.",
  },
  {
    id: "pro-18",
    reference: "Daniel 7:9-14",
    equation: "⊙ (@1260 → ATN + ARK) ≅ (CR ∥ 3H) ⚖ PR",
    idea: ["ancient of days", "books", "dominion", "clouds"],
    explanation:
      "Centred in Christ (⊙): after the little horn's 1,260 years (@1260), thrones are set and the court sits — that leads to (→) the antitypical Day of Atonement (ATN), with (+) a throne of fire like the ark (ARK), where the Ancient of Days judges and the books are opened. The Son of Man comes with the clouds to the Ancient of Days, a type (≅) fulfilled in His priestly office (CR), running parallel (∥) to the third heaven (3H), when He receives an everlasting dominion and shares it with the saints. Weighed (⚖) in the Prophecy Room (PR) against Daniel 8:14 and Revelation 14:7.",
  },
  {
    id: "pro-19",
    reference: "Joshua 3:14-17",
    equation: "⊙ (@Mo → ARK + LAVER) ≅ (@Re ∥ 3H) ⚖ PRm",
    idea: ["jordan", "priests", "dry", "feet"],
    explanation:
      "Centred in Christ (⊙): the Mosaic cycle (@Mo) closes at the Jordan, and it leads to (→) the ark (ARK) going first, carried by priests, with (+) the water parted like the laver's washing (LAVER): when their feet touched the river it stood still, and Israel crossed on dry ground. This crossing is a type (≅) of the Remnant cycle (@Re), God's people brought through the last crisis, running parallel (∥) to the third heaven (3H), the entry into the promised land. Weighed (⚖) in the Patterns Room (PRm): the Red Sea, the Jordan, baptism — God leads through water with His presence in front.",
  },
  {
    id: "pro-20",
    reference: "Acts 2:14-21",
    equation: "⊙ (FFR → PNT + @Sp) ≅ (LAMP ∥ 3A) ⚖ QA",
    idea: ["joel", "poured", "visions", "call"],
    explanation:
      "Centred in Christ (⊙): fifty days after the risen Christ fulfilled Firstfruits (FFR), the count leads to (→) Pentecost (PNT) with (+) the Holy Spirit cycle (@Sp): Peter explains the tongues by Joel's promise of the Spirit poured out, with dreams and visions. The outpouring is a type (≅) of the lampstand (LAMP), the church burning with oil, and runs parallel (∥) to the three angels (3A), whose final message goes out in the latter rain. Weighed (⚖) through Q&A chains (QA): Joel asks who will be saved, and Peter answers — everyone who calls on the Lord's name.",
  },
  {
    id: "pro-21",
    reference: "Revelation 21:1-5",
    equation: "⊙ (@Ad ∥ @Re) + (ARK ≅ TBN) → (3H ⚖ R66)",
    idea: ["holy city", "tears", "sea", "bride"],
    explanation:
      "Centred in Christ (⊙): the Adamic cycle (@Ad) runs parallel (∥) to the Remnant cycle (@Re): what was lost in Eden is restored, and He makes all things new. With (+) that, the ark (ARK), where God's presence rested behind the veil, is a type (≅) of Tabernacles (TBN): now the holy city comes down like a bride, and God Himself lives among His people. It leads to (→) the third heaven (3H): no more sea, tears or death — weighed (⚖) through Room 66 (R66), the Bible ends where it began, with God and humanity together.",
  },
  {
    id: "pro-22",
    reference: "Zechariah 6:12-13",
    equation: "⊙ (1H + BL → CR) ≅ (@CyC ∥ ARK) ⚖ PR",
    idea: ["branch", "build", "crown", "peace"],
    explanation:
      "Centred in Christ (⊙): in the first heaven (1H), Joshua the high priest is crowned as a sign, and with (+) the rebuilt sanctuary (BL) the vision leads to (→) one man holding both offices (CR): the Branch who builds the Lord's temple and rules as a priest on His throne, with peace between the two roles. Joshua is a type (≅) of the Cyrus–Christ cycle (@CyC), running parallel (∥) to the ark (ARK), the throne where mercy and rule meet. Weighed (⚖) in the Prophecy Room (PR) with Hebrews 8:1, Christ is that King-Priest now.",
  },
];
