// Advanced equations: nine codes — five symbols joined by all four binary operators, or two bracketed pairs under
// ⊙ and ⚖. Our own words; references only, no Bible text.
import type { PuzzleSource } from "./types";

export const advancedPuzzles: readonly PuzzleSource[] = [
  {
    id: "advanced-01",
    reference: "Daniel 9:26-27",
    equation: "⚖ (@490 → 2H) + ⊙ (ALTAR ≅ PSV)",
    idea: ["cut off", "covenant", "cease", "week"],
    explanation:
      "Weighed against the whole of Scripture (⚖): the seventy weeks (@490) lead to (→) the second heaven (2H), Christ's first coming; in the middle of the last week the Messiah is cut off, dying for others, and He confirms the covenant with many. With (+) that, centred in Christ (⊙): His death at the altar (ALTAR) makes sacrifice and offering cease, because it is the antitype (≅) of every Passover lamb (PSV) ever slain. AD 31 is the middle of the week; AD 34 closes it.",
  },
  {
    id: "advanced-02",
    reference: "Daniel 8:14",
    equation: "MATH + @2300 → ATN ≅ CR ∥ 3A",
    idea: ["cleansed", "how long", "sanctuary"],
    explanation:
      "The Mathematics Room (MATH) together with (+) the 2,300 days (@2300): from 457 BC, 2,300 years reach AD 1844. That leads to (→) the antitypical Day of Atonement (ATN), when the sanctuary is cleansed, and the Day of Atonement is a type (≅) of Christ's priestly office (CR) in the Most Holy Place of heaven. It runs parallel (∥) to the three angels (3A), who tell the world that the hour of judgment has come — the answer to the question of how long.",
  },
  {
    id: "advanced-03",
    reference: "Hebrews 9:24-26",
    equation: "ALTAR + VEIL → ARK ≅ CR ∥ ATN",
    idea: ["appear", "presence", "once"],
    explanation:
      "The sacrifice at the altar (ALTAR) together with (+) the torn veil (VEIL) leads to (→) the ark (ARK): Christ has entered not a copy but heaven itself, to appear in the presence of God for us. The ark's mercy seat is a type (≅) of His priestly office (CR), and His offering runs parallel (∥) to the Day of Atonement (ATN) — except that He does not repeat it every year; He offered Himself once, and His single offering removes sin for good.",
  },
  {
    id: "advanced-04",
    reference: "1 Corinthians 15:20-23",
    equation: "@Ad ∥ FFR ≅ 2H → PNT + 3H",
    idea: ["death", "alive", "order"],
    explanation:
      "The Adamic cycle (@Ad) runs parallel (∥) to Firstfruits (FFR) as two heads of the human race: through Adam death came to all; through Christ all who are His are made alive. Firstfruits is a type (≅) fulfilled at the second heaven (2H), when Christ rose on that feast. His rising leads to (→) Pentecost (PNT), the harvest begun fifty days later, together with (+) the third heaven (3H), the full harvest of the dead at His coming — each in his own order.",
  },
  {
    id: "advanced-05",
    reference: "Matthew 24:14",
    equation: "⚖ (@120 ∥ 3A) → ⊙ (TRP + 3H)",
    idea: ["gospel", "witness", "nations", "end"],
    explanation:
      "Weighed against the whole of Scripture (⚖): Noah's 120 years (@120) of preaching run parallel (∥) to the three angels' messages (3A) — one warning to the whole world before a judgment. This gospel of the kingdom goes to all nations as a witness, and that leads to (→), centred in Christ (⊙), the last trumpet (TRP) together with (+) the third heaven (3H): then the end comes, and He returns.",
  },
  {
    id: "advanced-06",
    reference: "John 1:14",
    equation: "@Mo + BL ≅ 2H ∥ TBN → 3H",
    idea: ["word", "flesh", "glory", "truth"],
    explanation:
      "In the Mosaic cycle (@Mo) God lived among Israel in a tent, with (+) the sanctuary (BL) and its glory. That tent is a type (≅) of the second heaven (2H): the eternal Word took on human flesh and pitched His tent among us, full of grace and truth. This runs parallel (∥) to the Feast of Tabernacles (TBN), which leads to (→) the third heaven (3H), where God's dwelling with His people never ends.",
  },
  {
    id: "advanced-07",
    reference: "Revelation 12:14-17",
    equation: "@Mo ≅ @1260 + PR → @Re ∥ 3A",
    idea: ["eagle", "dragon", "commandments", "testimony"],
    explanation:
      "The Mosaic cycle (@Mo) — Israel carried on eagles' wings into the wilderness — is a type (≅) of the church's 1,260 years (@1260), hidden from the dragon. Read with (+) the Prophecy Room (PR), the time, times and half a time is AD 538–1798. That leads to (→) the Remnant cycle (@Re), those who keep God's commandments and hold the testimony of Jesus, running parallel (∥) to the three angels (3A) who carry God's last message.",
  },
  {
    id: "advanced-08",
    reference: "Revelation 11:15-19",
    equation: "⊙ (TRP → ARK) + ⚖ (ATN ∥ 3A)",
    idea: ["seventh", "kingdoms", "reign", "opened"],
    explanation:
      "Centred in Christ (⊙): the seventh trumpet (TRP) sounds, the kingdoms of this world become Christ's and He will reign for ever, and it leads to (→) the ark of the covenant (ARK) seen in the opened temple of heaven. Together with (+) that, weighed against the whole of Scripture (⚖): the Day of Atonement (ATN), when the Most Holy Place was opened once a year, runs parallel (∥) to the three angels' judgment-hour message (3A).",
  },
  {
    id: "advanced-09",
    reference: "Matthew 27:50-51",
    equation: "⊙ (PSV ≅ ALTAR) → ⚖ (VEIL + ARK)",
    idea: ["torn", "earthquake", "cried"],
    explanation:
      "Centred in Christ (⊙): Jesus cries out and dies at Passover (PSV), the lamb whose antitype (≅) is His death at the bronze altar (ALTAR). That leads to (→) — weighed against the whole of Scripture (⚖), Hebrews 10:19-20 — the veil (VEIL) torn from top to bottom, together with (+) the way opened to the ark (ARK) and its mercy seat. The earthquake marks the end of the earthly system of shadows.",
  },
  {
    id: "advanced-10",
    reference: "Isaiah 53:10-12",
    equation: "⊙ (ST ≅ ALTAR) + ⚖ (CR → FRt)",
    idea: ["seed", "satisfied", "intercession", "justify"],
    explanation:
      "Centred in Christ (⊙): the Servant made an offering for sin is a symbol (ST) whose antitype (≅) is the bronze altar (ALTAR), the cross. With (+) that, weighed against the whole of Scripture (⚖): the Concentration Room's priestly office (CR) — He makes intercession for the transgressors — leads to (→) the Fruit Room (FRt): He sees His seed, is satisfied, and by knowing Him many are justified.",
  },
  {
    id: "advanced-11",
    reference: "Leviticus 23:5-16",
    equation: "PSV + ULB → FFR ∥ PNT ≅ 2H",
    idea: ["sheaf", "wave", "count", "loaves"],
    explanation:
      "Passover (PSV) together with (+) Unleavened Bread (ULB) — the lamb slain and the sinless body at rest — leads to (→) Firstfruits (FFR), the first sheaf waved on the day after the Sabbath. Counting fifty days from it runs parallel (∥) to Pentecost (PNT) and its two wave loaves. All four spring feasts are types (≅) fulfilled at the second heaven (2H): Christ died, rested, rose and poured out the Spirit on their very days.",
  },
  {
    id: "advanced-12",
    reference: "Leviticus 23:24-36",
    equation: "⊙ (TRP → ATN) + ⚖ (TBN ≅ 3H)",
    idea: ["memorial", "afflict", "rejoice", "convocation"],
    explanation:
      "Centred in Christ (⊙): the autumn feasts are His second-advent calendar. The Feast of Trumpets (TRP), a memorial of blowing, leads to (→) the Day of Atonement (ATN) ten days later, when Israel would afflict their souls while the sanctuary was cleansed. With (+) that, weighed against the whole of Scripture (⚖): Tabernacles (TBN), the feast of rejoicing after the harvest, is a type (≅) of the third heaven (3H), when God dwells with His gathered people.",
  },
  {
    id: "advanced-13",
    reference: "Daniel 9:2",
    equation: "⚖ (@70y → 1H) ∥ ⊙ (@Cy ≅ @CyC)",
    idea: ["books", "understood", "jeremiah", "desolations"],
    explanation:
      "Weighed against the whole of Scripture (⚖): Daniel understood from the books — Jeremiah's prophecy — that the 70 years (@70y) of desolations were nearly over, and they lead to (→) the first heaven (1H), the return under Cyrus. That runs parallel (∥), centred in Christ (⊙), to the Cyrusic cycle (@Cy) as a type (≅) of the Cyrus–Christ cycle (@CyC): Daniel's prayer is answered with the seventy weeks that point to the Messiah.",
  },
  {
    id: "advanced-14",
    reference: "Genesis 22:1-14",
    equation: "@Ab + ALTAR ≅ CEC → FFR ∥ PSV",
    idea: ["son", "wood", "provide", "mount"],
    explanation:
      "The Abrahamic cycle (@Ab) together with (+) the altar (ALTAR) on Mount Moriah is a type (≅) of Christ in this chapter (CEC): a father offering his only son, the son carrying the wood up the hill. It leads to (→) Firstfruits (FFR) — Hebrews 11:19 says Abraham received Isaac back as from the dead — and runs parallel (∥) to Passover (PSV), since God provides the lamb in the son's place.",
  },
  {
    id: "advanced-15",
    reference: "Genesis 3:21-24",
    equation: "⊙ (@Ad → ALTAR) + ⚖ (GATE ∥ 3H)",
    idea: ["coats", "skins", "cherubim", "tree of life"],
    explanation:
      "Centred in Christ (⊙): in the Adamic cycle (@Ad) the fall leads to (→) the first death for a covering — coats of skins point to the altar (ALTAR) and the Lamb. With (+) that, weighed against the whole of Scripture (⚖): cherubim guard the way to the tree of life at the garden's east gate (GATE), which runs parallel (∥) to the third heaven (3H), where the redeemed walk through the city's open gates and eat from the tree of life again.",
  },
  {
    id: "advanced-16",
    reference: "Acts 2:41",
    equation: "ULB + FFR → PNT ≅ @Sp ∥ LAMP",
    idea: ["baptized", "added", "thousand"],
    explanation:
      "Unleavened Bread (ULB) with (+) Firstfruits (FFR) — Christ's rest in the tomb and His rising — leads to (→) Pentecost (PNT) fifty days on. The wheat harvest is a type (≅) fulfilled in the Holy Spirit cycle (@Sp): about three thousand people baptized and added in one day. It runs parallel (∥) to the lampstand (LAMP), the church lit by the Spirit to shine to the nations.",
  },
  {
    id: "advanced-17",
    reference: "Revelation 22:1-3",
    equation: "⊙ (@Ad ∥ @Re) → ⚖ (3H + TBN)",
    idea: ["river", "curse", "throne", "leaves"],
    explanation:
      "Centred in Christ (⊙): the Adamic cycle (@Ad) — a garden, a river, a tree of life — runs parallel (∥) to the Remnant cycle (@Re), where Eden returns and the curse is gone. That leads to (→), weighed against the whole of Scripture (⚖), the third heaven (3H) together with (+) Tabernacles (TBN): a river flows from the throne, the tree's leaves heal the nations, and God's servants see His face and live with Him.",
  },
  {
    id: "advanced-18",
    reference: "Hebrews 8:1-5",
    equation: "(@Mo + BL) ≅ (CR ∥ TZ) → ARK",
    idea: ["copy", "minister", "pattern", "seated"],
    explanation:
      "The Mosaic cycle (@Mo) with (+) its sanctuary (BL) was a copy and a shadow, a type (≅) of Christ's priestly office (CR) in the true tabernacle the Lord set up. Read in parallel (∥) with the Time Zone Room (TZ), that ministry belongs to heaven now. It leads to (→) the ark (ARK): our High Priest is seated at the right hand of the throne, ministering for us by the pattern once shown to Moses.",
  },
  {
    id: "advanced-19",
    reference: "Galatians 3:16-17",
    equation: "⚖ (@Ab → @400) + ⊙ (@Mo ≅ @CyC)",
    idea: ["promise", "seed", "covenant"],
    explanation:
      "Weighed against the whole of Scripture (⚖): God's promise in the Abrahamic cycle (@Ab) leads to (→) the 430 years of the sojourn (@400) before the law was given. With (+) that, centred in Christ (⊙): the Mosaic cycle (@Mo) cannot cancel a covenant made earlier; the law is a type (≅) that leads on to the Cyrus–Christ cycle (@CyC), because the promised seed is Christ Himself.",
  },
  {
    id: "advanced-20",
    reference: "Zechariah 3:1-5",
    equation: "⊙ (1H ≅ CR) → ⚖ (ATN + LAVER)",
    idea: ["joshua", "filthy", "garments", "change"],
    explanation:
      "Centred in Christ (⊙): in the first heaven (1H), Joshua the high priest stands for the returned exiles, a type (≅) of Christ's priestly office (CR) on behalf of His people. That leads to (→), weighed against the whole of Scripture (⚖), a Day of Atonement (ATN) scene — Satan accuses, the Lord rebukes him — together with (+) the laver (LAVER): the filthy garments are taken away and clean ones given in exchange.",
  },
  {
    id: "advanced-21",
    reference: "John 3:14-16",
    equation: "@Mo + ST ≅ ALTAR → PF ∥ BF",
    idea: ["lifted", "believe", "eternal", "loved"],
    explanation:
      "In the Mosaic cycle (@Mo), together with (+) the Symbols/Types Room (ST), the bronze serpent lifted on a pole is a type (≅) of the cross, the altar (ALTAR) where the Son of Man was lifted up. That leads to (→) Personal Freestyle (PF): whoever believes has eternal life, because God loved the world enough to give His Son. It runs parallel (∥) to its Bible Freestyle relative (BF), Numbers 21:8-9.",
  },
  {
    id: "advanced-22",
    reference: "Revelation 5:5-6",
    equation: "PSV ≅ CEC + CR → 3H ∥ PR",
    idea: ["lion", "slain", "seals", "judah"],
    explanation:
      "Passover (PSV) is a type (≅) of Christ in this chapter (CEC): John is told of the Lion of the tribe of Judah and turns to see a Lamb standing as though slain. With (+) the Concentration Room's offices (CR) — King as the Lion, Priest and sacrifice as the Lamb — His victory leads to (→) the third heaven (3H), where He reigns with His people, and runs parallel (∥) to the Prophecy Room (PR): only He can open the sealed scroll of history.",
  },
];
