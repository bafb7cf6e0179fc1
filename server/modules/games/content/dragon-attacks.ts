// Escape the Dragon content (games.md §4.8): the attacks of the dragon on the remnant "which keep the commandments
// of God, and have the testimony of Jesus" (Rev 12:17). Each attack lists the 2–4 defence cards (of E-Now, E-Fu,
// |GC, |TP, |S, ⚖, ALTAR, LAMP, ARK) that answer it best, the key verses and keywords the judge looks for, and a
// model defence naming two strong cards and citing a key verse. Server-only (answer keys).
import type { DragonAttack } from "./card-types";

export const dragonAttacks: readonly DragonAttack[] = [
  {
    id: "sabbath-breaking-by-law",
    title: "Sabbath-breaking by law",
    description:
      "Laws and penalties press the remnant to give up the seventh-day Sabbath and honour a day of human choosing. The dragon makes obedience to God look like disloyalty to society.",
    strongCards: ["ARK", "|GC", "E-Fu"],
    keyVerses: ["Rev 14:12", "Exod 20:8-11", "Rev 13:16-17", "Dan 7:25", "Rev 12:17", "Acts 5:29"],
    keywords: ["sabbath", "commandments", "seventh day", "law", "worship", "mark", "seal", "loyal"],
    model:
      "Under the mercy seat of the ARK lay the Ten Commandments, with the Sabbath at their heart (Exod 20:8-11), and the saints of the last days keep the commandments of God and the faith of Jesus (Rev 14:12). The Great Controversy wall shows that the final test is over worship, and the power that thought to change times and laws (Dan 7:25) will press it by force. We stay loyal not to earn salvation but because we love the Lord of the Sabbath.",
  },
  {
    id: "deception-by-miracles",
    title: "Deception by miracles",
    description:
      "Spectacular signs, healings and even fire from heaven are used to confirm a message that sets aside God's word. Crowds conclude that power proves truth.",
    strongCards: ["⚖", "E-Fu", "|GC"],
    keyVerses: ["Rev 13:13-14", "Matt 24:24", "2 Thess 2:9-10", "Rev 16:14", "Isa 8:20", "Deut 13:1-3"],
    keywords: ["miracles", "signs", "wonders", "deceive", "law and testimony", "spirits", "truth", "elect"],
    model:
      "The ⚖ integrity check does not ask whether a sign is powerful but whether the message agrees with the law and the testimony (Isa 8:20). The Earth future events are foretold plainly: spirits of devils will work miracles to gather the world (Rev 16:14), and signs will come that could deceive the very elect (Matt 24:24). Because Jesus warned us beforehand, a miracle that leads away from His word is itself evidence of deception.",
  },
  {
    id: "discouragement",
    title: "Discouragement",
    description:
      "The dragon whispers that the struggle is useless, that progress is too slow and that God has forgotten. Weariness makes the believer want to give up.",
    strongCards: ["E-Now", "ALTAR", "|S"],
    keyVerses: ["Isa 40:29-31", "Lam 3:22-23", "1 Kgs 19:4-8", "Heb 4:15-16", "Phil 1:6", "2 Cor 4:8-9"],
    keywords: ["discouragement", "weary", "strength", "mercies", "hope", "faint", "persevere", "compassion"],
    model:
      "E-Now reminds me that God meets me today: His mercies are new every morning (Lam 3:22-23), and He gives power to the faint (Isa 40:29-31). The Sanctuary wall shows a High Priest who feels our weakness and invites us to come boldly for grace in time of need (Heb 4:15-16). He who began a good work in me will finish it, so discouragement does not get the last word.",
  },
  {
    id: "guilt-and-accusation",
    title: "Guilt and accusation",
    description:
      "The accuser replays past sins and insists that the believer is too stained to be forgiven or used by God. Shame pushes the sinner away from the Saviour instead of toward Him.",
    strongCards: ["ALTAR", "|S", "ARK"],
    keyVerses: ["Rev 12:10-11", "Zech 3:1-4", "Rom 8:1", "Rom 8:33-34", "1 John 1:9", "1 John 2:1-2"],
    keywords: ["accuser", "guilt", "forgiven", "blood", "lamb", "condemnation", "advocate", "confess"],
    model:
      "The ALTAR answers the accuser: the brethren overcome him by the blood of the Lamb and the word of their testimony (Rev 12:10-11). At the ARK the mercy seat covers the broken law, and Christ is our advocate and the propitiation for our sins (1 John 2:1-2). When I confess, He is faithful to forgive, and there is now no condemnation for those who are in Christ Jesus (Rom 8:1).",
  },
  {
    id: "open-persecution",
    title: "Open persecution",
    description:
      "Threats, prison, loss of work and violence are turned against those who keep God's commandments. The dragon uses the fear of suffering to force a denial of faith.",
    strongCards: ["|GC", "E-Fu"],
    keyVerses: ["Rev 2:10", "Matt 5:10-12", "2 Tim 3:12", "Dan 3:17-18", "Rev 12:11", "1 Pet 4:12-13"],
    keywords: ["persecution", "suffer", "faithful", "crown", "fear", "courage", "witness", "deliver"],
    model:
      "The Great Controversy explains why the faithful suffer: the dragon is wroth with the remnant, and Scripture says all who live godly in Christ will suffer persecution (2 Tim 3:12). Looking to the Earth future, Christ promises a crown of life to those faithful unto death (Rev 2:10), and the three Hebrews trusted God to deliver them without bowing, whatever the outcome (Dan 3:17-18). Persecution is temporary, but the victory of the Lamb is certain.",
  },
  {
    id: "doubt-about-the-word",
    title: "Doubt about the word",
    description:
      "The dragon repeats his oldest question, whether God has really spoken, and suggests that Scripture is unreliable or out of date. Without confidence in the Bible the remnant loses its defence.",
    strongCards: ["⚖", "|TP", "LAMP"],
    keyVerses: ["Gen 3:1", "Isa 46:9-10", "Dan 9:25-26", "2 Pet 1:19-21", "Ps 119:105", "2 Tim 3:16-17"],
    keywords: [
      "doubt",
      "word",
      "scripture",
      "inspired",
      "prophecy",
      "fulfilled",
      "hath god said",
      "reliable",
    ],
    model:
      "The Time Prophecy wall is a strong answer to doubt: the seventy weeks foretold the time of the Messiah centuries ahead, and He came and was cut off just as it was written (Dan 9:25-26). God declares the end from the beginning (Isa 46:9-10), and the whole word holds together under the ⚖ integrity check. Scripture came as holy men were moved by the Holy Ghost (2 Pet 1:19-21), so it is a lamp to our feet that we can trust (Ps 119:105).",
  },
  {
    id: "worldliness",
    title: "Worldliness",
    description:
      "The dragon makes the world's pleasures, fashions and ambitions look normal and harmless, until the remnant is indistinguishable from everyone else. Love for the world slowly cools love for Christ.",
    strongCards: ["LAMP", "E-Now", "E-Fu"],
    keyVerses: ["1 John 2:15-17", "Rom 12:2", "Jas 4:4", "Matt 5:14-16", "Titus 2:12-13", "2 Cor 6:17"],
    keywords: ["world", "conformed", "transformed", "light", "separate", "pleasure", "lust", "blessed hope"],
    model:
      "The LAMP card calls the church to shine, not to blend in: we are the light of the world, a city set on a hill (Matt 5:14-16). For Earth now, Paul says, the task is to live soberly and godly while we look for the blessed hope (Titus 2:12-13). The world and its lust pass away, but whoever does the will of God abides for ever (1 John 2:15-17).",
  },
  {
    id: "false-teaching-about-death",
    title: "False teaching about death",
    description:
      "The dragon repeats his first lie, that we shall not surely die, teaching that the dead live on as conscious spirits. This opens the door to grief-driven contact with supposed spirits and to fear of endless torment.",
    strongCards: ["⚖", "E-Fu", "|GC"],
    keyVerses: ["Gen 3:4", "Eccl 9:5", "Ps 146:4", "John 11:11-14", "1 Thess 4:16-17", "1 Cor 15:51-54"],
    keywords: ["death", "sleep", "resurrection", "immortality", "dead", "soul", "lie", "second coming"],
    model:
      "The Great Controversy began with the lie that we would not surely die (Gen 3:4), and the ⚖ integrity check exposes it: the whole of Scripture says the dead know nothing (Eccl 9:5), and Jesus called death a sleep (John 11:11-14). Our hope lies in the Earth future, when the Lord descends and the dead in Christ rise first (1 Thess 4:16-17). Immortality is given at the resurrection, not possessed by nature.",
  },
  {
    id: "voices-from-the-dead",
    title: "Voices from the dead",
    description:
      "Mediums, visions and apparitions claim to bring messages from departed loved ones or even from saints of old. The dragon uses grief and curiosity to speak through counterfeit spirits.",
    strongCards: ["|GC", "⚖"],
    keyVerses: ["Isa 8:19-20", "Deut 18:10-12", "2 Cor 11:14", "1 John 4:1", "Eccl 9:5-6", "1 Sam 28:7"],
    keywords: [
      "medium",
      "spirits",
      "familiar spirit",
      "dead",
      "deception",
      "law and testimony",
      "try",
      "apparition",
    ],
    model:
      "In the Great Controversy, Satan can disguise himself as a shining angel (2 Cor 11:14), so a familiar face or voice proves nothing. The ⚖ integrity check tests the spirits by the law and the testimony (Isa 8:19-20), and the whole of Scripture says the dead have no more part in anything done under the sun (Eccl 9:5-6). A message from the dead is a message of deception, however comforting it sounds.",
  },
  {
    id: "scoffing-at-prophecy",
    title: "Scoffing at prophecy",
    description:
      "Scoffers ask where the promise of His coming is and point to failed predictions and date-setting. The dragon uses disappointment to make the remnant give up on the prophetic word.",
    strongCards: ["|TP", "E-Fu", "⚖"],
    keyVerses: ["2 Pet 3:3-4", "2 Pet 3:9", "Hab 2:3", "Dan 8:14", "Dan 9:25", "Matt 24:36"],
    keywords: ["scoffers", "promise", "coming", "prophecy", "date", "delay", "vision", "fulfilled"],
    model:
      "The Time Prophecy wall shows that God keeps His appointments: the seventy weeks and the two thousand three hundred days ran on time (Dan 8:14), even though no one may set the day or hour of His return (Matt 24:36). In the Earth future His promise may seem to tarry, but the vision will surely come at its appointed time (Hab 2:3). The delay is mercy, not failure, because the Lord is not willing that any should perish (2 Pet 3:9).",
  },
  {
    id: "terror-of-the-judgment",
    title: "Terror of the judgment",
    description:
      "The dragon paints the judgment as a trap in which no one can stand, so believers either live in fear or stop caring. The good news of the hour of judgment is turned into dread.",
    strongCards: ["|S", "|TP", "ALTAR"],
    keyVerses: ["Dan 7:9-10", "Dan 7:22", "Dan 8:14", "Rev 14:6-7", "Heb 9:24", "Heb 4:14-16", "1 John 2:1"],
    keywords: ["judgment", "advocate", "high priest", "intercession", "saints", "fear", "cleansed", "hour"],
    model:
      "The Sanctuary wall shows that the judgment is held in the presence of our High Priest, who appears before God for us (Heb 9:24). The Time Prophecy wall dates its opening at the end of the 2300 days (Dan 8:14), and Daniel saw that judgment was given in favour of the saints (Dan 7:22). The hour of judgment is part of the everlasting gospel, so I face it clinging to my Advocate instead of trembling.",
  },
  {
    id: "salvation-by-performance",
    title: "Salvation by performance",
    description:
      "The dragon twists obedience into a ladder, urging believers to earn God's favour and to measure others by their record. Grace is forgotten, and religion becomes proud and anxious.",
    strongCards: ["ALTAR", "ARK", "|S"],
    keyVerses: ["Eph 2:8-10", "Gal 2:16", "Rom 3:24-25", "Titus 3:5", "Heb 10:10", "Luke 18:13-14"],
    keywords: ["grace", "works", "faith", "justified", "earn", "gift", "righteousness", "boast"],
    model:
      "The ALTAR stands first in the court: Christ's once-for-all offering is the ground of my acceptance, not my record (Heb 10:10). At the ARK the law rests under the mercy seat, and God sets forth Christ as a propitiation, justifying us freely by His grace (Rom 3:24-25). Good works follow as the fruit of salvation, for we are saved by grace through faith and not of works, lest anyone should boast (Eph 2:8-10).",
  },
  {
    id: "the-law-set-aside",
    title: "The law set aside",
    description:
      "The dragon teaches that God's law was abolished and no longer binds Christians, so any day and any way of life will do. Sin loses its meaning and the remnant's witness loses its point.",
    strongCards: ["ARK", "⚖", "|GC"],
    keyVerses: ["Matt 5:17-18", "Rom 3:31", "Rom 7:12", "1 John 5:3", "Rev 11:19", "Ps 111:7-8"],
    keywords: ["law", "commandments", "abolish", "fulfil", "holy", "obedience", "sin", "love"],
    model:
      "John saw the ARK of God's testament opened in heaven (Rev 11:19), so the law it holds has not been thrown away. Under the ⚖ integrity check Jesus' own words settle it: He came not to destroy the law but to fulfil it, and not one jot shall pass from it (Matt 5:17-18). The law is holy, just and good (Rom 7:12), and keeping it is how love answers grace.",
  },
  {
    id: "strife-among-believers",
    title: "Strife among believers",
    description:
      "Suspicion, gossip and quarrels over secondary issues divide the remnant from within. The dragon knows that a divided people cannot shine.",
    strongCards: ["E-Now", "LAMP", "|GC"],
    keyVerses: ["John 13:34-35", "John 17:21", "Eph 4:1-3", "Gal 5:14-15", "Phil 2:3-4", "Rev 12:10"],
    keywords: ["unity", "love", "division", "humility", "peace", "accuser", "one another", "gossip"],
    model:
      "E-Now is where unity is won or lost, in how I treat the brother beside me today with humility and patience (Eph 4:1-3). The LAMP shines only when the church is one: Jesus said all would know we are His disciples by our love for one another (John 13:34-35). Division does the accuser's work, so I choose peace, speak kindly and refuse gossip.",
  },
  {
    id: "too-busy-to-pray",
    title: "Too busy to pray",
    description:
      "The dragon fills every hour with good and urgent things until prayer is squeezed out. A remnant that does not pray soon runs out of oil.",
    strongCards: ["|S", "E-Now", "LAMP"],
    keyVerses: ["Luke 18:1", "Mark 1:35", "Matt 26:41", "Rev 8:3-4", "Heb 4:16", "Matt 25:3-4"],
    keywords: ["prayer", "watch", "oil", "busy", "throne of grace", "holy spirit", "incense", "faint"],
    model:
      "The Sanctuary wall shows prayer rising like incense before the throne, mingled with Christ's merits (Rev 8:3-4), so no sincere prayer is lost. The LAMP burned only with fresh oil, and the wise virgins carried oil in their vessels (Matt 25:3-4): the Holy Spirit is received in daily communion. Jesus rose a great while before day to pray (Mark 1:35), so I guard that time before the busy hours begin.",
  },
  {
    id: "my-lord-delays",
    title: "My Lord delays His coming",
    description:
      "Because the Lord has not yet returned, the dragon persuades believers to settle down and live as if He never will. Watchfulness gives way to sleep and self-indulgence.",
    strongCards: ["E-Fu", "E-Now", "LAMP"],
    keyVerses: ["Matt 24:48-51", "Matt 25:5-6", "2 Pet 3:9", "Heb 10:37", "Rom 13:11-12", "Luke 12:35-37"],
    keywords: ["delay", "watch", "ready", "sleep", "coming", "bridegroom", "awake", "servant"],
    model:
      "The Earth future is certain: He that shall come will come and will not tarry (Heb 10:37), and the midnight cry came while the virgins slept (Matt 25:5-6). E-Now is the time to be ready, with loins girded and lamps burning like servants who wait for their Lord (Luke 12:35-37). The evil servant's mistake was to say in his heart that his Lord delays, so I watch by working faithfully today.",
  },
  {
    id: "no-buying-or-selling",
    title: "No buying or selling",
    description:
      "Those who will not conform are shut out of work and trade, and the remnant is tempted to give in to feed their families. The dragon turns daily bread into a weapon.",
    strongCards: ["E-Now", "E-Fu", "|GC"],
    keyVerses: ["Rev 13:16-17", "Isa 33:15-16", "Matt 6:31-33", "Ps 37:25", "Heb 13:5-6", "Dan 3:17-18"],
    keywords: ["buy", "sell", "provision", "bread", "trust", "mark", "kingdom", "forsake"],
    model:
      "The Great Controversy wall shows why the boycott comes: the beast power seeks worship by making it impossible to buy or sell without its mark (Rev 13:16-17). For E-Now, Jesus tells us to seek first the kingdom and trust the Father for food and clothing (Matt 6:31-33), and Isaiah promises the faithful that bread shall be given and water sure (Isa 33:15-16). God has said He will never leave nor forsake us (Heb 13:5-6).",
  },
  {
    id: "counterfeit-christ",
    title: "A counterfeit Christ",
    description:
      "A glorious being appears, claiming to be Christ returned, healing the sick and speaking kind words while contradicting Scripture. The whole world seems ready to bow.",
    strongCards: ["E-Fu", "⚖", "|GC"],
    keyVerses: ["Matt 24:23-27", "2 Cor 11:14", "1 Thess 4:16-17", "Rev 1:7", "Acts 1:11", "2 Thess 2:9-10"],
    keywords: [
      "counterfeit",
      "false christ",
      "coming",
      "every eye",
      "lightning",
      "deception",
      "clouds",
      "secret",
    ],
    model:
      "The Earth future has been described in advance: Christ returns like lightning across the whole sky, and every eye shall see Him coming with clouds (Rev 1:7). He warned that if anyone says He is in the desert or in the secret chambers, we must not believe it (Matt 24:23-27). The ⚖ integrity check compares the appearance with the whole of Scripture, and a Christ who walks the earth gathering followers is a counterfeit.",
  },
  {
    id: "temptation-in-the-weak-moment",
    title: "Temptation in the weak moment",
    description:
      "The dragon waits for tiredness, loneliness or anger and then offers a familiar sin as relief. He insists that one more fall will not matter.",
    strongCards: ["ALTAR", "E-Now", "|GC"],
    keyVerses: ["1 Cor 10:13", "Heb 2:18", "Matt 4:4", "Jas 4:7", "Gal 2:20", "Rom 6:11-14"],
    keywords: ["temptation", "it is written", "resist", "escape", "crucified", "victory", "flee", "sin"],
    model:
      "In the Great Controversy Jesus met every temptation in the wilderness with it is written (Matt 4:4), and because He suffered being tempted He is able to help me now (Heb 2:18). The ALTAR reminds me that my old self was crucified with Christ, and the life I now live I live by faith in Him (Gal 2:20). God always makes a way to escape (1 Cor 10:13), so I resist the devil and he will flee.",
  },
  {
    id: "christs-ministry-hidden",
    title: "Christ's ministry hidden",
    description:
      "The dragon hides Christ's present work in the heavenly sanctuary, either denying it or putting human priests and rituals in His place. The remnant is cut off from its High Priest.",
    strongCards: ["|S", "|TP", "ARK"],
    keyVerses: ["Heb 8:1-2", "Heb 7:25", "Heb 9:24", "Dan 8:11-14", "1 Tim 2:5", "Rev 11:19"],
    keywords: [
      "high priest",
      "intercession",
      "mediator",
      "heavenly",
      "ministry",
      "cleansed",
      "daily",
      "cast down",
    ],
    model:
      "The Sanctuary wall points to the true tabernacle which the Lord pitched and not man, where Christ ministers as our High Priest (Heb 8:1-2). The Time Prophecy wall shows that a power would cast down the place of His sanctuary, yet after 2300 days the sanctuary would be cleansed (Dan 8:11-14). There is one mediator between God and men (1 Tim 2:5), and He ever lives to make intercession for us.",
  },
  {
    id: "remnant-pride",
    title: "Remnant pride",
    description:
      "The dragon flatters the remnant that knowing the truth makes them better than others. Harsh judgment and self-satisfaction replace humble love, and the message loses its power.",
    strongCards: ["ALTAR", "LAMP", "⚖"],
    keyVerses: ["Luke 18:9-14", "1 Cor 10:12", "Rev 3:17-18", "Mic 6:8", "Eph 2:8-9", "Phil 2:3"],
    keywords: ["pride", "humble", "boast", "grace", "judge", "self-righteous", "lowliness", "mercy"],
    model:
      "The ALTAR levels everyone: we are saved by grace and not of works, lest any man should boast (Eph 2:8-9). Pride made the Pharisee despise the man beside him, while the humble sinner went home justified (Luke 18:9-14). The ⚖ integrity check reminds us that the same Scripture which gives us truth also tells us to love mercy and walk humbly with God (Mic 6:8), and only a humble church shines as the LAMP.",
  },
];
