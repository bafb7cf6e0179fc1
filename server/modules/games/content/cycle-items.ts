// §4.18 cycle_navigator: a story or passage → one of the eight covenant cycles (codes of
// common/content/palace/reference/cycles.ts), tagged with its beat: Fall → Covenant → Sanctuary → Enemy →
// Restoration.
import type { CycleItem } from "./types";

export const cycleItems: readonly CycleItem[] = [
  // @Ad — Adamic (creation)
  {
    id: "ad-gen-2-8",
    prompt: "God plants a garden eastward in Eden and places the man He has formed there.",
    ref: "Gen 2:8",
    answer: "@Ad",
    beat: "Sanctuary",
    explanation:
      "Adamic cycle, sanctuary: Eden was the first place where God met and walked with humanity (Gen 3:8).",
  },
  {
    id: "ad-gen-3-1",
    prompt:
      "The most subtle creature of the field questions God's word: has He really forbidden you any tree?",
    ref: "Gen 3:1",
    answer: "@Ad",
    beat: "Enemy",
    explanation:
      "Adamic cycle, enemy: the serpent, later unmasked as the devil (Rev 12:9), attacks God's word in the garden.",
  },
  {
    id: "ad-gen-3-6",
    prompt: "The woman takes the forbidden fruit, eats, and gives some to her husband, who eats too.",
    ref: "Gen 3:6",
    answer: "@Ad",
    beat: "Fall",
    explanation:
      "Adamic cycle, fall: disobedience in the garden brings sin and death on the whole race (Rom 5:12).",
  },
  {
    id: "ad-gen-3-15",
    prompt:
      "God promises enmity between the serpent and the woman, and a Seed who will crush the serpent's head.",
    ref: "Gen 3:15",
    answer: "@Ad",
    beat: "Covenant",
    explanation:
      "Adamic cycle, covenant: the first gospel promise of the Seed, fulfilled in Christ (Gal 4:4; Heb 2:14).",
  },
  {
    id: "ad-gen-4-8",
    prompt: "In the field the first son rises up against his brother and kills him.",
    ref: "Gen 4:8",
    answer: "@Ad",
    beat: "Enemy",
    explanation:
      "Adamic cycle, enemy: the serpent's hatred shows itself in Cain, who was of that wicked one (1 John 3:12).",
  },
  {
    id: "ad-gen-4-25",
    prompt: "Eve bears another son and names him Seth, for God has appointed another seed in place of Abel.",
    ref: "Gen 4:25",
    answer: "@Ad",
    beat: "Restoration",
    explanation:
      "Adamic cycle, restoration: outside the garden the line of promise goes on, carrying the hope of the Seed (Gen 3:15; Luke 3:38).",
  },
  // @No — Noahic (preservation)
  {
    id: "no-gen-6-11",
    prompt: "The earth is corrupt before God and filled with violence.",
    ref: "Gen 6:11",
    answer: "@No",
    beat: "Fall",
    explanation:
      "Noahic cycle, fall: every thought of the heart is only evil continually, and violence fills the world (Gen 6:5).",
  },
  {
    id: "no-gen-6-14",
    prompt: "A builder is told to make a vessel of gopher wood with rooms, sealed with pitch inside and out.",
    ref: "Gen 6:14",
    answer: "@No",
    beat: "Sanctuary",
    explanation:
      "Noahic cycle, sanctuary: the ark was the place of refuge with one door, a type of Christ (John 10:9; 1 Pet 3:20-21).",
  },
  {
    id: "no-gen-7-11",
    prompt: "The fountains of the great deep burst open and the windows of heaven are opened.",
    ref: "Gen 7:11",
    answer: "@No",
    beat: "Enemy",
    explanation:
      "Noahic cycle, enemy: the flood of judgment sweeps away a corrupt world that would not listen (Matt 24:38-39).",
  },
  {
    id: "no-gen-8-20",
    prompt:
      "Stepping onto dry ground, the family's father builds an altar and offers of every clean animal and bird.",
    ref: "Gen 8:20",
    answer: "@No",
    beat: "Sanctuary",
    explanation:
      "Noahic cycle, sanctuary: worship at the altar begins the new world, and the Lord accepts the sweet savour (Gen 8:21).",
  },
  {
    id: "no-gen-8-22",
    prompt:
      "God promises that while the earth remains, seedtime and harvest, summer and winter will not cease.",
    ref: "Gen 8:22",
    answer: "@No",
    beat: "Restoration",
    explanation:
      "Noahic cycle, restoration: the world gets a new start with its seasons assured by God's word (Gen 9:1).",
  },
  {
    id: "no-gen-9-13",
    prompt:
      "God sets His bow in the cloud as the sign of a covenant never again to destroy the earth by flood.",
    ref: "Gen 9:13",
    answer: "@No",
    beat: "Covenant",
    explanation:
      "Noahic cycle, covenant: the rainbow covenant with every living creature; the same bow circles God's throne (Rev 4:3).",
  },
  // @Ab — Abrahamic (faith)
  {
    id: "ab-gen-11-4",
    prompt:
      "On the plain of Shinar people build a city and a tower reaching to heaven to make a name for themselves.",
    ref: "Gen 11:4",
    answer: "@Ab",
    beat: "Fall",
    explanation:
      "Abrahamic cycle, fall: Babel's pride ends in confusion and scattering, and God then calls one man (Gen 11:9; Gen 12:1).",
  },
  {
    id: "ab-gen-12-3",
    prompt:
      "God calls a man out of his father's house and promises that all families of the earth will be blessed in him.",
    ref: "Gen 12:1-3",
    answer: "@Ab",
    beat: "Covenant",
    explanation:
      "Abrahamic cycle, covenant: the blessing to the nations comes through his Seed, which is Christ (Gal 3:8, 16).",
  },
  {
    id: "ab-gen-15-6",
    prompt:
      "Looking at the stars he cannot count, the old man believes the Lord, who counts it to him as righteousness.",
    ref: "Gen 15:5-6",
    answer: "@Ab",
    beat: "Covenant",
    explanation:
      "Abrahamic cycle, covenant: righteousness by faith, the pattern for every believer (Rom 4:3).",
  },
  {
    id: "ab-gen-21-2",
    prompt: "Sarah conceives and bears a son in her husband's old age, at the set time God had spoken.",
    ref: "Gen 21:2",
    answer: "@Ab",
    beat: "Restoration",
    explanation:
      "Abrahamic cycle, restoration: the child of promise is born against all hope of nature (Rom 4:19-21).",
  },
  {
    id: "ab-gen-21-9",
    prompt: "At the weaning feast, the son of the Egyptian servant is seen mocking the child of promise.",
    ref: "Gen 21:8-9",
    answer: "@Ab",
    beat: "Enemy",
    explanation:
      "Abrahamic cycle, enemy: the son born after the flesh persecutes the one born after the Spirit (Gal 4:29).",
  },
  {
    id: "ab-gen-22-9",
    prompt:
      "On the mountain God showed him, a father builds an altar, lays the wood in order and binds his son.",
    ref: "Gen 22:9",
    answer: "@Ab",
    beat: "Sanctuary",
    explanation:
      "Abrahamic cycle, sanctuary: Moriah's altar, later the temple site, pictures the Father giving His Son (2 Chr 3:1; John 3:16).",
  },
  // @Mo — Mosaic (law)
  {
    id: "mo-exod-1-14",
    prompt:
      "A new king who did not know Joseph makes the Hebrews' lives bitter with hard labour in mortar and brick.",
    ref: "Exod 1:8-14",
    answer: "@Mo",
    beat: "Fall",
    explanation:
      "Mosaic cycle, fall: Israel sinks into slavery in Egypt and cries out to God (Exod 2:23-24).",
  },
  {
    id: "mo-exod-8-32",
    prompt:
      "Once the flies are gone, the king of Egypt hardens his heart again and will not let the people go.",
    ref: "Exod 8:32",
    answer: "@Mo",
    beat: "Enemy",
    explanation:
      "Mosaic cycle, enemy: Pharaoh resists God's word until the Lord brings His people out (Exod 12:31; Rom 9:17).",
  },
  {
    id: "mo-exod-17-11",
    prompt: "Amalek attacks at Rephidim; Israel prevails while the leader's hands are held up on the hill.",
    ref: "Exod 17:8-11",
    answer: "@Mo",
    beat: "Enemy",
    explanation:
      "Mosaic cycle, enemy: the first foe on the wilderness road is overcome by intercession, a picture of Christ who pleads for us (Heb 7:25).",
  },
  {
    id: "mo-exod-19-8",
    prompt:
      "At the foot of the mountain the people answer together: all that the Lord has spoken we will do.",
    ref: "Exod 19:8",
    answer: "@Mo",
    beat: "Covenant",
    explanation:
      "Mosaic cycle, covenant: Sinai, where God gives His law to a redeemed people (Exod 20:2; Exod 24:7-8).",
  },
  {
    id: "mo-exod-25-8",
    prompt: "God tells His people to make Him a sanctuary so that He may dwell among them.",
    ref: "Exod 25:8",
    answer: "@Mo",
    beat: "Sanctuary",
    explanation:
      "Mosaic cycle, sanctuary: the tabernacle and priesthood, a copy of the true sanctuary in heaven (Heb 8:5).",
  },
  {
    id: "mo-josh-3-17",
    prompt:
      "The priests stand firm on dry ground in the middle of the Jordan while the whole nation crosses over.",
    ref: "Josh 3:17",
    answer: "@Mo",
    beat: "Restoration",
    explanation:
      "Mosaic cycle, restoration: the march from Egypt ends with Israel entering the land promised to the fathers (Josh 1:2-3).",
  },
  // @Cy — Cyrusic (restoration)
  {
    id: "cy-2-kgs-25-9",
    prompt:
      "The Babylonian captain burns the house of the Lord, the king's house and every great house in Jerusalem.",
    ref: "2 Kgs 25:9",
    answer: "@Cy",
    beat: "Fall",
    explanation:
      "Cyrusic cycle, fall: after long idolatry Judah goes into exile and the temple lies in ruins (2 Chr 36:15-17).",
  },
  {
    id: "cy-jer-31-33",
    prompt: "God promises a new covenant in which He writes His law in His people's hearts.",
    ref: "Jer 31:33",
    answer: "@Cy",
    beat: "Covenant",
    explanation:
      "Cyrusic cycle, covenant: spoken as the exile began, the promise looks beyond the return to Christ (Heb 8:8-10).",
  },
  {
    id: "cy-ezek-36-26",
    prompt: "To a scattered people God promises a new heart and a new spirit in place of the heart of stone.",
    ref: "Ezek 36:26",
    answer: "@Cy",
    beat: "Covenant",
    explanation:
      "Cyrusic cycle, covenant: God will gather the exiles, cleanse them and put His Spirit within them (Ezek 36:24-27).",
  },
  {
    id: "cy-ezra-1-3",
    prompt:
      "The Persian king proclaims that any of the Lord's people may go up to Jerusalem and rebuild His house.",
    ref: "Ezra 1:2-3",
    answer: "@Cy",
    beat: "Restoration",
    explanation:
      "Cyrusic cycle, restoration: Cyrus, named beforehand by Isaiah, frees the exiles to return (Isa 44:28; Isa 45:1).",
  },
  {
    id: "cy-ezra-4-4",
    prompt:
      "The people of the land weaken the builders' hands and hire counsellors to frustrate the temple work.",
    ref: "Ezra 4:4-5",
    answer: "@Cy",
    beat: "Enemy",
    explanation:
      "Cyrusic cycle, enemy: local opposition and Persian letters stop the work for a time (Ezra 4:24).",
  },
  {
    id: "cy-hag-1-4",
    prompt:
      "A prophet asks the returned exiles why they live in panelled houses while God's house lies waste.",
    ref: "Hag 1:4",
    answer: "@Cy",
    beat: "Sanctuary",
    explanation:
      "Cyrusic cycle, sanctuary: the second temple is rebuilt, and God promises its glory will be greater (Hag 2:9).",
  },
  {
    id: "cy-neh-6-15",
    prompt: "Despite threats and plots, the wall of Jerusalem is finished in fifty-two days.",
    ref: "Neh 6:15",
    answer: "@Cy",
    beat: "Restoration",
    explanation:
      "Cyrusic cycle, restoration: the city is rebuilt in troubled times, as Daniel foretold (Dan 9:25; Neh 6:16).",
  },
  // @CyC — Cyrus–Christ (Messiah)
  {
    id: "cyc-matt-2-16",
    prompt: "A jealous king sends soldiers to kill every boy in Bethlehem two years old and under.",
    ref: "Matt 2:16",
    answer: "@CyC",
    beat: "Enemy",
    explanation:
      "Cyrus–Christ cycle, enemy: the dragon stands ready to devour the child as soon as He is born (Rev 12:4).",
  },
  {
    id: "cyc-matt-4-1",
    prompt:
      "Led by the Spirit into the wilderness, the Son is tempted by the devil after fasting forty days.",
    ref: "Matt 4:1-2",
    answer: "@CyC",
    beat: "Enemy",
    explanation:
      "Cyrus–Christ cycle, enemy: where Adam fell, Christ overcomes Satan with the written word (Matt 4:4; Heb 4:15).",
  },
  {
    id: "cyc-matt-21-12",
    prompt:
      "Jesus overturns the money-changers' tables, for the house of prayer has become a den of thieves.",
    ref: "Matt 21:12-13",
    answer: "@CyC",
    beat: "Fall",
    explanation:
      "Cyrus–Christ cycle, fall: a corrupt religious order has emptied God's house of its meaning (Jer 7:11).",
  },
  {
    id: "cyc-john-2-19",
    prompt:
      "Jesus says that if they destroy this temple He will raise it in three days, speaking of His body.",
    ref: "John 2:19-21",
    answer: "@CyC",
    beat: "Sanctuary",
    explanation:
      "Cyrus–Christ cycle, sanctuary: the Word who tabernacled among us is Himself the true temple (John 1:14).",
  },
  {
    id: "cyc-luke-22-20",
    prompt:
      "After supper Jesus takes the cup and calls it the new covenant in His blood, poured out for them.",
    ref: "Luke 22:20",
    answer: "@CyC",
    beat: "Covenant",
    explanation:
      "Cyrus–Christ cycle, covenant: the new covenant promised by Jeremiah is sealed with Christ's blood (Jer 31:31; Heb 9:15).",
  },
  {
    id: "cyc-matt-28-6",
    prompt: "The angel tells the women the crucified One is not here; He has risen as He said.",
    ref: "Matt 28:6",
    answer: "@CyC",
    beat: "Restoration",
    explanation:
      "Cyrus–Christ cycle, restoration: the resurrection defeats death and opens the kingdom (1 Cor 15:20; Rom 1:4).",
  },
  // @Sp — Holy Spirit (mission)
  {
    id: "sp-matt-28-19",
    prompt:
      "The risen Lord sends His disciples to make disciples of all nations, baptising and teaching them.",
    ref: "Matt 28:19-20",
    answer: "@Sp",
    beat: "Covenant",
    explanation:
      "Holy Spirit cycle, covenant: the Great Commission, with the promise of His presence to the end (Acts 1:8).",
  },
  {
    id: "sp-acts-5-3",
    prompt:
      "Peter asks a husband why he has let Satan fill his heart to lie to the Holy Ghost about the price of his land.",
    ref: "Acts 5:3",
    answer: "@Sp",
    beat: "Fall",
    explanation:
      "Holy Spirit cycle, fall: sin appears even among believers in the young church (Acts 5:1-5).",
  },
  {
    id: "sp-acts-8-3",
    prompt:
      "A zealous Pharisee ravages the church, entering house after house and dragging believers off to prison.",
    ref: "Acts 8:3",
    answer: "@Sp",
    beat: "Enemy",
    explanation:
      "Holy Spirit cycle, enemy: persecution breaks on the church, yet it scatters the gospel further (Acts 8:1, 4).",
  },
  {
    id: "sp-acts-8-4",
    prompt: "Those driven out of Jerusalem by persecution go everywhere preaching the word.",
    ref: "Acts 8:4",
    answer: "@Sp",
    beat: "Restoration",
    explanation:
      "Holy Spirit cycle, restoration: the gospel moves out to Judea and Samaria as Jesus said it would (Acts 1:8).",
  },
  {
    id: "sp-acts-20-29",
    prompt:
      "Paul warns the Ephesian elders that fierce wolves will come in among them, not sparing the flock.",
    ref: "Acts 20:29-30",
    answer: "@Sp",
    beat: "Enemy",
    explanation:
      "Holy Spirit cycle, enemy: false teachers rise from within, the seed of the coming apostasy (2 Thess 2:3).",
  },
  {
    id: "sp-1-cor-3-16",
    prompt:
      "Paul asks the believers whether they know that they are God's temple and that His Spirit lives in them.",
    ref: "1 Cor 3:16",
    answer: "@Sp",
    beat: "Sanctuary",
    explanation:
      "Holy Spirit cycle, sanctuary: God now dwells in His people, built together as a holy temple (Eph 2:21-22).",
  },
  {
    id: "sp-acts-28-31",
    prompt:
      "In the capital of the empire the apostle preaches the kingdom of God with all boldness, no one forbidding him.",
    ref: "Acts 28:31",
    answer: "@Sp",
    beat: "Restoration",
    explanation:
      "Holy Spirit cycle, restoration: the gospel reaches Rome, carried toward the ends of the earth (Col 1:23).",
  },
  // @Re — Remnant (consummation)
  {
    id: "re-rev-12-17",
    prompt:
      "The dragon, enraged with the woman, goes to make war with the rest of her seed who keep God's commandments.",
    ref: "Rev 12:17",
    answer: "@Re",
    beat: "Enemy",
    explanation:
      "Remnant cycle, enemy: Satan's last war targets the commandment-keeping remnant who hold the testimony of Jesus (Rev 14:12).",
  },
  {
    id: "re-rev-13-3",
    prompt: "The whole world marvels after the healed beast and worships the dragon who gave it authority.",
    ref: "Rev 13:3-4",
    answer: "@Re",
    beat: "Fall",
    explanation:
      "Remnant cycle, fall: the final rebellion in false worship, enforced before Christ returns (Rev 13:8, 16).",
  },
  {
    id: "re-rev-14-8",
    prompt:
      "A second angel announces that the great city has fallen, which made all nations drink the wine of her fornication.",
    ref: "Rev 14:8",
    answer: "@Re",
    beat: "Fall",
    explanation:
      "Remnant cycle, fall: end-time Babylon's apostasy is exposed, and God calls His people out of her (Rev 18:2, 4).",
  },
  {
    id: "re-rev-20-10",
    prompt: "The deceiver is cast into the lake of fire, where the beast and the false prophet are.",
    ref: "Rev 20:10",
    answer: "@Re",
    beat: "Enemy",
    explanation:
      "Remnant cycle, enemy: dragon, beast and false prophet are destroyed for ever, ending the great controversy (Mal 4:3).",
  },
  {
    id: "re-rev-21-2",
    prompt:
      "John sees the holy city coming down from God out of heaven, prepared as a bride for her husband.",
    ref: "Rev 21:2",
    answer: "@Re",
    beat: "Sanctuary",
    explanation:
      "Remnant cycle, sanctuary: the New Jerusalem, where God's presence fills the whole city (Rev 21:22).",
  },
  {
    id: "re-rev-21-4",
    prompt: "God wipes every tear from their eyes; there is no more death, sorrow, crying or pain.",
    ref: "Rev 21:4",
    answer: "@Re",
    beat: "Restoration",
    explanation:
      "Remnant cycle, restoration: new heavens and a new earth where the former things have passed away (Isa 65:17).",
  },
  {
    id: "re-rev-21-5",
    prompt: "The One on the throne declares that He makes all things new, and tells John to write it down.",
    ref: "Rev 21:5",
    answer: "@Re",
    beat: "Covenant",
    explanation:
      "Remnant cycle, covenant: God's final word of promise, faithful and true, completing every covenant (Rev 21:3, 7).",
  },
];
