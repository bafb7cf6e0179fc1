import type { BlueprintLesson } from "@common/schemas/course-content";

/** The Blueprint Course (screens.md §7.1): ten parts in four levels. */
export const blueprintLessons: readonly BlueprintLesson[] = [
  {
    part: 1,
    level: "1 · The Origin of Sin",
    title: "The War in Heaven",
    summary:
      "Sin did not begin on earth. It began in the heart of the highest created being, as a question about God's character and law. This part traces Lucifer's fall, the first battle, and why God answered rebellion with patience and revelation instead of instant force.",
    topics: [
      "Lucifer's fall: from covering cherub to accuser",
      "Why God did not destroy the rebel at once",
      "Michael and His angels: a war over God's character",
      "Revelation 12 as the Bible's backstage view of history",
    ],
    focus:
      "Every later part of this course is a chapter in one conflict, so we start where the conflict started. Read Revelation 12:7-9 as the curtain pulled back: a real war, in heaven, between Michael and the dragon. Ask what the dragon was fighting for, what weapons he used, and why the outcome was a casting out rather than an ending. On the palace's Theme Room this passage stands squarely on the Great Controversy Wall; in the Time Zone it speaks from heaven-past.",
    scripture: "Revelation 12:7-9",
    keyPoints: [
      "Sin has an origin but no excuse. Ezekiel describes a being “perfect in thy ways from the day that thou wast created, till iniquity was found in thee” (Ezekiel 28:15). God made a free, perfect creature; He did not make sin.",
      "The root of sin is self-exaltation. Isaiah 14:13-14 gives five “I will” claims that climb from heaven's stars to the throne itself: “I will be like the most High.” Pride wanted God's place without God's character.",
      "The first war was a war of words before it was a war of swords. Jesus calls the devil “a liar, and the father of it” (John 8:44), and Revelation names him “the accuser of our brethren.” His weapon was a slanderous picture of God.",
      "Love cannot be forced, so God answered with time and revelation. Destroying Lucifer at once would have silenced the question but not answered it, and loyal angels could have served from fear. God let the rebellion show its fruit.",
      "Michael leads the loyal host. The palace reads Michael as Christ Himself, the Captain of the Lord's armies, who would later answer the accusation not with power alone but with the cross.",
      "The dragon was cast out, not yet destroyed. Revelation 12:12 warns the earth that he has come down “having great wrath”: the war moves to a new front.",
    ],
    historicalContext:
      "The Bible teaches the origin of evil through layered texts. Isaiah 14 is addressed to the king of Babylon and Ezekiel 28 to the king of Tyre, two rulers who claimed divine honours in the way ancient monarchs often did. Yet both prophets begin to describe someone larger than any human king: one who was in Eden, who walked among “stones of fire”, who was the anointed cherub that covers, who wanted to set his throne above the stars of God. The prophets look through the proud earthly ruler to the power standing behind him, a technique the palace's Three Heavens Room trains us to notice. Jesus confirms the reading when He says, “I beheld Satan as lightning fall from heaven” (Luke 10:18). Revelation 12 was written near the end of the first century to churches under pressure from Rome and its emperor cult. John shows those small congregations that the hostility they faced was not merely political: a dragon stood behind the empire, and he had already lost one war.",
    propheticApplication:
      "Revelation 12 is a panorama of the whole controversy and a map for the rest of this course. It moves from the war in heaven (verses 7-9), to the decisive victory of the cross, after which the accuser is cast down from the courts of heaven (verses 10-11; compare John 12:31), to the persecution of the woman for 1,260 days (verses 6 and 14, Part 5), and finally to the dragon's last anger against “the remnant of her seed” (verse 17, Parts 7 and 8). The Prophecy Room's principle of repeat-and-enlarge begins here: each later vision in Daniel and Revelation fills in one stretch of the same war. Knowing where the war started also tells us how it must end. The question raised in heaven was whether God is fair, loving and worthy of trust; the closing scenes of Revelation (Part 10) show every created being answering that question in God's favour.",
    practicalApplication:
      "Lucifer's fall began as a thought before it became a rebellion, and the same seed still grows in ordinary hearts: the wish to be noticed, to be in control, to be “like the most High” in one small corner of life. The remedy is the mind of Christ described in Philippians 2:5-8, who, being in the form of God, went down the ladder that Lucifer tried to climb: servant, man, obedient, crucified. This week, watch for two things. First, watch for accusing thoughts about God, the quiet suggestion that He is holding something good back from you or that His law is a cage. Answer each one with the cross, the place where God's character was put on public display. Second, watch for the “I will” statements in your own plans and bring each one under “Thy will be done.” The controversy is cosmic, but it is won or lost in exactly such choices.",
    reflectionQuestion:
      "Where do you hear, in your own thinking, an echo of the suggestion that God is withholding something good from you, and what does the cross say back to that thought?",
    prayer:
      "Father, You made every creature free because You wanted to be loved, not merely obeyed. Thank You for answering the accuser with patience and, at last, with the gift of Your Son. Where pride has started to climb in me, bring me down gently to the place where Jesus knelt. Let my life be one more piece of evidence that You are good. In Jesus' name, amen.",
    crossReferences: [
      "Isaiah 14:12-15",
      "Ezekiel 28:12-17",
      "Luke 10:18",
      "John 8:44",
      "Philippians 2:5-8",
      "Revelation 12:10-12",
    ],
  },
  {
    part: 2,
    level: "1 · The Origin of Sin",
    title: "The War on Earth",
    summary:
      "Cast out of heaven, the rebel carried his war to a new world. In Eden he won a battle by persuading the first humans to doubt God's word and God's goodness, and God immediately answered with a promise: the Seed who would crush the serpent's head.",
    topics: [
      "The serpent's strategy: doubt, denial and a distorted picture of God",
      "“Where art thou?” — God comes seeking",
      "Genesis 3:15: the first gospel promise",
      "Cain and Abel: two worshippers, two altars",
    ],
    focus:
      "Read Genesis 3:1-15 slowly, as a battle report. Notice the order of the serpent's moves, what Eve and Adam did with each one, and what God did first when He came into the garden. Then look hard at verse 15. It is spoken to the serpent, not to the humans, and it announces that God Himself will put enmity between the serpent and the woman, and that a coming Seed will win the war at the cost of a wounded heel.",
    scripture: "Genesis 3:1-15",
    keyPoints: [
      "The tempter's method had three moves: question the word (“Yea, hath God said?”), contradict it (“Ye shall not surely die”), and slander the motive behind it (God knows something He is keeping from you). It is the heavenly accusation in miniature.",
      "Trust broke before the rule did. The fruit was the outward act; the inward act was believing the serpent's picture of God over God's own word.",
      "God's first words to fallen people were a question, not a sentence: “Where art thou?” (Genesis 3:9). The seeking God is the gospel before the gospel is named.",
      "Genesis 3:15 is the seed of every later prophecy. The Seed is one person (Galatians 3:16); His heel is bruised at the cross and the serpent's head is crushed there and finally at the end (Hebrews 2:14; Romans 16:20).",
      "God covered the sinners with coats of skin (Genesis 3:21). Something died so that they could be clothed: the first hint of the sacrificial system in Part 3.",
      "The war immediately divided worship. Abel came by faith with a lamb; Cain came with his own produce and his own terms (Genesis 4:3-8; Hebrews 11:4). Worship becomes the battleground to the very end (Part 7).",
    ],
    historicalContext:
      "Genesis was first given to Israel, a nation newly out of Egypt, where the serpent was a royal and sacred symbol: a rearing cobra decorated Pharaoh's crown, and serpents appeared in temple art and magic. Against that background Genesis 3 is startling. The serpent is no god; it is a creature, “more subtil than any beast of the field”, and it ends the chapter under a curse, eating dust. The garden itself is described with the vocabulary Israel would later use for the tabernacle: God walking in the midst, gold and precious stones, an entrance on the east, and cherubim guarding the way to the tree of life (Genesis 3:24), just as cherubim were woven into the veil and overshadowed the ark. When Adam's sons bring offerings “in process of time” (Genesis 4:3), they seem to come to a set place and a set time, probably at the east gate of Eden, where God's presence could still be approached by sacrifice. The earth's first worship was already sanctuary worship.",
    propheticApplication:
      "Genesis 3:15 sets up characters that Scripture follows all the way to Revelation 12: the serpent, the woman, her Seed, and her other offspring. In Revelation 12 the dragon is named as “that old serpent” (verse 9), the woman gives birth to the Child who rules the nations, and the dragon finally makes war with “the remnant of her seed” (verse 17). The enmity God promised in Eden runs the full length of history. The palace's Eight Cycles Room shows the same five beats first in Adam's cycle: Fall (the fruit), Covenant (the promise of the Seed), Sanctuary (the covering sacrifice and the guarded gate), Enemy (the serpent, and then Cain), and Restoration (the birth of Seth, when people began “to call upon the name of the LORD”, Genesis 4:26). Every later cycle, through Noah, Abraham, Moses, the return from exile and Christ, repeats these beats on a larger scale. Job 1–2 adds another angle: the earth is watched by heavenly beings, and human faithfulness is evidence in the cosmic case.",
    practicalApplication:
      "The serpent's questions are still the ones that open the door to sin: Did God really say that? Would it really matter? Isn't He keeping you from something good? Jesus met the same strategy in the wilderness and won where Adam lost, not with argument but with “It is written” three times (Matthew 4:1-11). So the practical defence is Scripture held in memory and trusted over feelings. Choose one area where you are regularly tempted, find one clear verse that speaks to it, and learn it so well that you can answer the next question with it. And when you have already fallen, notice how God opens the conversation in Genesis 3: not with a verdict but with a question that invites you out of hiding. Shame says hide; grace says come. The Seed has already promised to deal with the serpent.",
    reflectionQuestion:
      "Which of the serpent's three moves — doubting God's word, denying its consequences, or distrusting God's motives — do you find most persuasive, and what verse will you keep ready against it?",
    prayer:
      "Lord God, You came looking for Adam and Eve when they were hiding, and You still come looking for me. Thank You for the promise of the Seed, and for Jesus, whose heel was bruised so that the serpent's head could be crushed. Put Your word so deep in my memory that I can answer the tempter with it. Clothe me with the covering You provide, not with leaves of my own making. Amen.",
    crossReferences: [
      "Genesis 3:21",
      "Genesis 4:3-8",
      "Romans 5:12-19",
      "Matthew 4:1-11",
      "Revelation 12:17",
      "Romans 16:20",
    ],
  },
  {
    part: 3,
    level: "1 · The Plan of Redemption",
    title: "The Plan of Salvation (the sanctuary as God's map)",
    summary:
      "God answered the war with a building. The sanctuary He showed Moses is a map of the whole plan of salvation: the path from the gate to the ark traces how Christ saves, cleanses, keeps and finally brings His people home, and its two services explain the timing of the prophecies.",
    topics: [
      "“That I may dwell among them”: why God gave Moses a pattern",
      "From gate to ark: justification, sanctification, glorification",
      "Daily and yearly services: forgiveness and final cleansing",
      "The heavenly original and Christ our High Priest",
    ],
    focus:
      "Exodus 25:8-9 gives the sanctuary's purpose and its authority in one breath: God wants to dwell among His people, and the building must follow the pattern He shows. This part walks the Blue Room's path through the court, the Holy Place and the Most Holy Place, so that the sanctuary becomes the map on which every later prophecy in the course can be placed.",
    scripture: "Exodus 25:8-9",
    keyPoints: [
      "The goal of redemption is presence: “let them make me a sanctuary; that I may dwell among them.” Sin drove humanity out of God's presence; the sanctuary is God moving back in.",
      "The court shows how a sinner is received. At the bronze altar the substitute dies in the sinner's place (justification); at the laver the forgiven are washed (new birth and cleansing).",
      "The Holy Place shows the daily life of the forgiven: the lampstand (the Spirit and witness), the table of showbread (the Word), and the altar of incense (prayer carried by Christ's intercession).",
      "The Most Holy Place holds the ark: the law beneath the mercy seat, with God's glory above. Judgment and mercy meet there, and it was entered only on the Day of Atonement.",
      "Two services, two timings. The daily service brought forgiven sin into the sanctuary by blood; the yearly service on the Day of Atonement cleansed the sanctuary and closed the year's cases (Leviticus 16).",
      "The earthly was “the example and shadow of heavenly things” (Hebrews 8:5). Christ is both the sacrifice and the High Priest of the true tabernacle, “which the Lord pitched, and not man” (Hebrews 8:2).",
    ],
    historicalContext:
      "The tabernacle was built at Mount Sinai by people who had been slaves in Egypt only months before. They gave their gold, linen and skins as freewill offerings, so generously that Moses had to tell them to stop (Exodus 36:5-7), and Bezalel and Oholiab were filled with God's Spirit to do the craftsmanship. The structure was portable: a court of linen curtains a hundred cubits by fifty, with one gate on the east, and a tent of two rooms whose inner room was a perfect cube. Israel's tribes camped around it on all four sides, so that the life of the nation literally centred on God's dwelling. Every morning and evening a lamb was offered (the “continual” or daily), and once a year, on the tenth day of the seventh month, the high priest entered the Most Holy Place to cleanse the sanctuary. The pattern continued in Solomon's temple, was interrupted by the Babylonian destruction of 586 BC, resumed after the exile, and reached its meaning when the veil of Herod's temple was torn from top to bottom as Jesus died. The letter to the Hebrews was written to believers tempted to go back to the shadows, and points them to the real sanctuary in heaven where Jesus now ministers.",
    propheticApplication:
      "The sanctuary is the key that unlocks the time prophecies of Level 2. The seventy weeks (Part 4) end with “anoint the most Holy” (Daniel 9:24): the inauguration of Christ's ministry in the heavenly sanctuary after His ascension. The 1,260 years (Part 5) describe a power that cast down “the place of his sanctuary” (Daniel 8:11) by obscuring Christ's priesthood. The 2,300 days (Part 6) end with the sanctuary being cleansed: the antitypical Day of Atonement. Revelation is built the same way. Its visions open in front of sanctuary furniture: the lampstands (chapter 1), an open door in heaven (chapter 4), the altar of incense (chapter 8), the ark seen in the temple (11:19), the temple filled with smoke so that no one can enter (15:8), and finally a city with no temple at all, because God and the Lamb are its temple (21:22). The Blue Room's question, “which apartment does this belong to?”, lets a student place each of these scenes on God's own timeline.",
    practicalApplication:
      "The sanctuary is also a path for daily devotion. Try using it as a fifteen-minute prayer outline this week. At the gate, come in by the one door Christ opens (John 10:9). At the altar, name specific sins and thank Him for dying in your place. At the laver, ask to be washed and changed, not only pardoned. At the table, read a short passage and “eat” it by asking what it feeds in you today. At the lampstand, ask for the Spirit's oil so that your life gives light to one named person. At the altar of incense, pray for others, trusting that Christ's intercession makes your stumbling prayers acceptable. At the ark, rest in the fact that the law you have broken is covered by a mercy seat sprinkled with His blood. After a few days, notice which station you tend to rush past. Many believers live at the altar and never enter the Holy Place, or study the furniture and forget the Lamb. The map is meant to be walked.",
    reflectionQuestion:
      "Walking from the gate to the ark, where has your experience of Christ been strongest, and which station have you tended to skip?",
    prayer:
      "Holy God, You wanted to live among Your people so much that You gave them a house to build and a way to come near. Thank You that Jesus is the Lamb at the altar and the Priest before the throne. Lead me along the path You have drawn, from forgiveness to cleansing to daily fellowship, until I stand in Your presence without fear. Amen.",
    crossReferences: [
      "Hebrews 8:1-5",
      "Psalm 77:13",
      "John 1:14",
      "Hebrews 9:11-12",
      "Leviticus 16:29-34",
      "Revelation 11:19",
    ],
  },
  {
    part: 4,
    level: "2 · God's Advance",
    title: "The 70 Weeks Prophecy",
    summary:
      "Gabriel gave Daniel a timetable for the Messiah: seventy weeks of years from a royal decree to the coming, death and covenant work of the Anointed One. Its exact fulfilment from 457 BC to AD 34 is one of the strongest evidences for Scripture and the anchor of the 2,300 days.",
    topics: [
      "Seventy weeks “determined”: 490 years of probation",
      "The decree of 457 BC and Messiah the Prince in AD 27",
      "Messiah cut off in the midst of the week, AD 31",
      "AD 34: the gospel goes to the nations",
    ],
    focus:
      "Daniel 9:24-27 is the Mathematics Room's @490 and the Prophecy Room's clearest Messiah-clock. Work through it phrase by phrase: the six things the seventy weeks will accomplish (verse 24), the starting point and the first two divisions (verse 25), and the events of the final week (verses 26-27). Then do the arithmetic yourself, remembering that there is no year zero.",
    scripture: "Daniel 9:24-27",
    keyPoints: [
      "Seventy weeks are 490 days; in symbolic prophecy a day stands for a year (Numbers 14:34; Ezekiel 4:6), so the prophecy covers 490 years set apart for Daniel's people and city.",
      "The clock starts with “the commandment to restore and to build Jerusalem.” The decree that restored Jerusalem's full self-government under God's law was Artaxerxes' decree in his seventh year, 457 BC (Ezra 7:7-26).",
      "Seven weeks (49 years) of rebuilding “in troublous times”, then sixty-two more: 483 years from 457 BC reach AD 27, when Jesus was anointed by the Spirit at His baptism and began preaching “the time is fulfilled” (Mark 1:15).",
      "In the midst of the seventieth week, AD 31, Messiah is “cut off, but not for himself.” His death causes the sacrifice and offering to cease in meaning: the veil is torn and the types meet their reality.",
      "The week ends in AD 34. Around that year Stephen is stoned, the believers are scattered, and the gospel goes to Samaria and the Gentiles (Acts 8:1-5); the covenant's blessing is confirmed to the many through the remnant of Israel who believed.",
      "Verse 24's six purposes are all fulfilled in Christ: finishing transgression, ending sins, reconciling iniquity, bringing everlasting righteousness, sealing vision and prophet, and anointing the Most Holy.",
    ],
    historicalContext:
      "Daniel received this prophecy in the first year of Darius the Mede, about 538 BC, just after Babylon had fallen. He had been reading Jeremiah's seventy years of exile (Daniel 9:2) and praying for their end, and Gabriel answered with a larger number: seventy sevens. Three Persian decrees concerned the Jews (Cyrus, Darius I and Artaxerxes I), but only Artaxerxes' decree to Ezra gave authority to appoint magistrates and judges and to enforce God's law (Ezra 7:25-26), in other words to restore Jerusalem as a functioning city. Ezra left Babylon in the first month and arrived in the fifth month of the king's seventh year (Ezra 7:8-9), and the careful chronology of the Persian kings places that year in 457 BC. Luke dates the beginning of John the Baptist's ministry by “the fifteenth year of the reign of Tiberius Caesar” (Luke 3:1); counted as historicist interpreters count it, Jesus' baptism falls in the autumn of AD 27. His ministry of about three and a half years brings the crucifixion to the Passover of AD 31, and the persecution that followed Stephen's martyrdom sent the gospel beyond Judea a few years later.",
    propheticApplication:
      "The seventy weeks do not stand alone. Gabriel had been told in Daniel 8:16 to make Daniel understand the vision, and he comes back in chapter 9 telling him to “consider the vision” (9:23). The word translated “determined” in verse 24 carries the idea of cutting off: the 490 years are a portion cut from the longer 2,300-year vision of Daniel 8:14, which Daniel had not understood (8:27). So both periods start in 457 BC. Because the first 490 years hit their marks at the baptism, the cross and the turn to the Gentiles, the remaining 1,810 years can be trusted to land just as precisely in AD 1844 (Part 6). The last purpose of verse 24, to “anoint the most Holy”, connects the prophecy to the sanctuary of Part 3: when Jesus ascended, His ministry in the heavenly sanctuary was inaugurated, and the outpouring of the Spirit at Pentecost (Acts 2:33) was the sign on earth that the High Priest had begun His work in heaven.",
    practicalApplication:
      "Paul writes that “when the fulness of the time was come, God sent forth his Son” (Galatians 4:4). The seventy weeks show that God keeps appointments to the year; He was not late for the first advent, and He will not be late for anything He has promised you. If you are in a season of waiting, write down one promise you are waiting on and place it beside this prophecy as a reminder that God's timing is real even when it is hidden. The prophecy also reveals God's patience: 490 years of probation for one nation, and when it closed, the door opened wider to the whole world. Finally, make the arithmetic your own. Draw the timeline on a card, 457 BC → 408 BC → AD 27 → AD 31 → AD 34, and practise explaining it in two minutes until you can do it without notes. A friend who has never heard that the Old Testament dated the Messiah's ministry may find this the most persuasive conversation they have ever had about Jesus.",
    reflectionQuestion:
      "Jesus arrived exactly on God's schedule. Which promise of God are you waiting on, and how does this prophecy change the way you wait?",
    prayer:
      "Lord of history, You counted the years to the coming of Your Son and kept every appointment. Thank You that Messiah was cut off not for Himself but for me. Give me patience in the waits of my own life and confidence that Your timing is never careless. Help me explain this prophecy clearly to someone who needs to see that Jesus is who He said He is. Amen.",
    crossReferences: [
      "Ezra 7:11-26",
      "Luke 3:21-22",
      "Mark 1:14-15",
      "Matthew 27:50-51",
      "Acts 7:54-60",
      "Galatians 4:4",
    ],
  },
  {
    part: 5,
    level: "2 · Satan's Counter",
    title: "The 1,260 Years Prophecy",
    summary:
      "Satan's answer to the cross was not to abolish Christianity but to counterfeit it from within. Daniel and Revelation describe a power that would rule for a time, times and half a time — 1,260 years, from AD 538 to 1798 — while God kept a faithful people alive in the wilderness.",
    topics: [
      "One period, seven mentions: time, times and half a time, 42 months, 1,260 days",
      "The identifying marks of the little horn",
      "AD 538 to 1798: a long twilight and a preserved remnant",
      "The deadly wound and its healing",
    ],
    focus:
      "Daniel 7:23-25 is the angel's own explanation of the fourth beast and its little horn. List every identifying mark the passage gives, then compute the time period with the day-year principle and set it beside Revelation 12 and 13. The Prophecy Room's rule applies: let the parallel visions name the same power the same way, and read history through the prophecy rather than the headlines into it.",
    scripture: "Daniel 7:23-25",
    keyPoints: [
      "The same period appears seven times: Daniel 7:25 and 12:7, and Revelation 11:2, 11:3, 12:6, 12:14 and 13:5. A prophetic “time” is a year of 360 days, so three and a half times are 1,260 days, the same as 42 months of 30 days; by the day-year principle, 1,260 years.",
      "The little horn's marks: it grows out of the fourth beast (Rome); it rises after the ten horns and among them; it uproots three; it is different from the others; it has a man's eyes and a mouth speaking great things; it wears out the saints; it thinks to change times and law; and it rules for three and a half times.",
      "The historicist reading identifies the horn with papal Rome as a religious-political system: the medieval union of church authority and civil power. The prophecy describes a system and its claims, not the faith of the many sincere believers who lived within it.",
      "Satan's counter works by substitution. The horn casts down “the place of his sanctuary” (Daniel 8:11), placing human mediators, merit and tradition where Christ's own priesthood and Scripture belonged.",
      "AD 538 to 1798: by 538 the last of three opposing kingdoms had been removed from Italy; in 1798 a French army took the pope captive, the “deadly wound” of Revelation 13:3.",
      "The woman is nourished in the wilderness for the whole period (Revelation 12:6, 14). God never lacked a people who held to His word.",
    ],
    historicalContext:
      "The western Roman empire broke apart under the migrations of the fifth century, and its territory was divided among Germanic kingdoms, which historicist interpreters list as the ten horns. Three of these, the Heruli, the Vandals and the Ostrogoths, held an Arian faith and resisted the authority of the bishop of Rome. The Heruli were overthrown in 493, the Vandals in 534, and in 538 the eastern emperor Justinian's general Belisarius broke the Ostrogothic siege of Rome. Justinian had already, in 533, acknowledged the Roman bishop as head of all the churches; from 538 that recognition could take effect. Over the following centuries church and state were woven together: dissent could be punished by civil power, the Scriptures were kept largely out of ordinary people's hands, and groups such as the Waldenses in the Alpine valleys copied and memorised the Bible at great risk. The Reformation of the sixteenth century brought the Word back to the people, and in February 1798, during the French Revolutionary wars, General Berthier entered Rome and took Pope Pius VI captive; he died in exile the following year. The 1,260 years had run their course.",
    propheticApplication:
      "The Prophecy Room aligns four pictures of the same period: the little horn of Daniel 7, the horn that casts the truth to the ground in Daniel 8:9-12, the woman who flees to the wilderness in Revelation 12, and the beast from the sea that speaks great things for forty-two months in Revelation 13. Paul adds the same figure in 2 Thessalonians 2:3-4: a “man of sin” who sits in the temple of God, a power inside the church rather than an open enemy outside it. Notice what Daniel 7 says follows the 1,260 years: “the judgment shall sit, and they shall take away his dominion” (7:26). The end of the period in 1798 opens the way to the judgment scene that Part 6 dates to 1844. Revelation 13:3 also looks beyond 1798: the deadly wound would be healed and “all the world wondered after the beast.” The prophecy anticipates a revival of religious-political influence that will play a part in the final test of worship described in Parts 7 and 8.",
    practicalApplication:
      "Satan's most effective strategy has rarely been open persecution; it has been substitution: something that looks like faith standing where Christ should stand. The question for us is personal before it is historical. Does any person, tradition, habit or even religious routine sit in the place of Christ as your mediator, your authority or your assurance? The story of the remnant in the wilderness is also an encouragement: faithfulness in the long twilight meant farmers who learned whole Gospels by heart and families who hid Scripture in the walls of their houses. Finally, run this study through the palace's Fruit Room. Prophecy studied with contempt for people produces bad fruit: pride, suspicion and harshness. Studied rightly, it produces gratitude for the Bible in your hands, loyalty to Christ's priesthood, and compassion for everyone still searching for the truth, wherever they worship.",
    reflectionQuestion:
      "What in your own spiritual life could quietly take the place that belongs to Christ alone as mediator and authority, and how will you guard that place this week?",
    prayer:
      "Lord Jesus, You are the only Mediator between God and me, and Your word is my rule of faith. Thank You for keeping a faithful people through the long centuries when Your truth was hidden. Keep me from every substitute for You, however religious it looks, and keep me from pride as I study. Give me Your love for all who are seeking You. Amen.",
    crossReferences: [
      "Revelation 12:6",
      "Revelation 12:14",
      "Revelation 13:5-7",
      "Daniel 8:9-12",
      "2 Thessalonians 2:3-4",
      "Revelation 13:3",
    ],
  },
  {
    part: 6,
    level: "2 · God's Advance",
    title: "The 2,300 Days Prophecy",
    summary:
      "The longest time prophecy in Scripture runs from 457 BC to AD 1844 and ends with the cleansing of the sanctuary. In the palace's reading it marks the start of Christ's final ministry in the Most Holy Place of the heavenly sanctuary: the antitypical Day of Atonement and the pre-advent judgment.",
    topics: [
      "From 457 BC to AD 1844: the arithmetic",
      "What “cleansed” means: the Day of Atonement",
      "The heavenly sanctuary and the pre-advent judgment",
      "1844: a disappointment that became a discovery",
    ],
    focus:
      "Daniel 8:14 answers the question of 8:13, “How long?” Study the answer three ways: as the Prophecy Room does (what the vision covers and where the period starts), as the Mathematics Room does (@2300, with @490 as its first segment), and as the Blue Room and Feasts Room do (what cleansing the sanctuary meant on the Day of Atonement).",
    scripture: "Daniel 8:14",
    keyPoints: [
      "The question in Daniel 8:13 covers the whole vision — ram, goat and little horn — so the answer must span centuries: 2,300 “evening-mornings” are prophetic days, and therefore 2,300 years.",
      "Gabriel explained every part of Daniel 8 except the time, and Daniel fainted, not understanding (8:27). In chapter 9 Gabriel returns and cuts the seventy weeks from this longer period, so both begin in 457 BC.",
      "The arithmetic: 2,300 years from 457 BC gives 1843, plus one year because there is no year zero: AD 1844. The final point fell in the autumn, at the time of year of the Day of Atonement.",
      "The earthly sanctuary was destroyed in AD 70, so the sanctuary to be cleansed in 1844 is the heavenly one, of which Hebrews says the “heavenly things” themselves must be purified by a better sacrifice (Hebrews 9:23).",
      "On the Day of Atonement the high priest cleansed the sanctuary of the year's recorded sins and Israel searched their hearts (Leviticus 16:29-31). Daniel 7:9-10 shows the heavenly counterpart: thrones set, books opened, judgment sitting.",
      "This judgment is good news. It is given “to the saints of the most High” (Daniel 7:22), and the Judge's Son is the believer's Advocate (1 John 2:1).",
    ],
    historicalContext:
      "In the early nineteenth century many Bible students on both sides of the Atlantic became convinced that the 2,300 days were nearing their end. In the United States, William Miller, a Baptist farmer who had studied the Bible verse by verse with a concordance, concluded that the period would end around 1843-1844, and he assumed that the “sanctuary” was the earth, to be cleansed by fire at Christ's return. Thousands from many churches joined the Advent movement, and the final date was set at 22 October 1844, the Day of Atonement that year as some Jewish communities reckoned it. When Jesus did not return, the believers felt the bitterness of the Great Disappointment. Most gave up; a few went back to their Bibles. They saw that their dates were sound but their understanding of the event was not. Reading Hebrews and Leviticus together, they concluded that in 1844 Christ, as High Priest, had begun the final phase of His ministry in the Most Holy Place of the heavenly sanctuary. A mistake about the event became the discovery of the sanctuary message.",
    propheticApplication:
      "The Feasts Room lists the Day of Atonement as the feast now in progress: the spring feasts were fulfilled at the first advent, and the autumn feasts unfold around the second. Revelation 14:7 announces, “the hour of his judgment is come”, a message that could only be preached after the judgment had actually begun. Revelation 11:19 shows the temple in heaven opened and the ark of the covenant seen, the Most Holy Place now in view. Revelation 10 even seems to describe the experience of 1844: a little book, open, sweet in the mouth and bitter in the belly, followed by the commission “Thou must prophesy again.” The 2,300 days also close the loop of Daniel: the little horn had cast down the place of Christ's sanctuary (8:11), and at the end of the period God restores the truth about it. From 1844 onwards, the sanctuary message sits at the centre of the final proclamation (Part 7).",
    practicalApplication:
      "Living in the judgment hour does not mean living in anxiety. Hebrews, which speaks most about the heavenly sanctuary, draws the opposite conclusion: “let us draw near with a true heart in full assurance of faith” (Hebrews 10:22), because our High Priest is the Judge's Son. What the Day of Atonement did ask of Israel was honesty: a day to search the heart, confess, rest from ordinary work and put things right. This week, set aside one quiet hour for that kind of searching. Ask God to show you one unconfessed sin, one broken relationship or one habit you have excused, and bring it to Christ with confidence rather than fear. The story of 1844 also speaks to disappointment. The believers' hopes collapsed on a single night, yet the next morning God began to give them a clearer understanding than they had before. If you are living with a disappointment, take it back to the Word and ask what God is showing you now.",
    reflectionQuestion:
      "If Christ is now carrying out the final phase of His ministry as your High Priest, what is one thing you want to bring to Him honestly, and what keeps you from doing it with confidence?",
    prayer:
      "Lord Jesus, our High Priest, thank You for standing before the Father for me in this hour of judgment. Search my heart as You search the records of heaven, and show me anything I am hiding. I do not want to fear Your judgment; I want to trust Your advocacy. Finish Your cleansing work in me, and make me ready to see You come. Amen.",
    crossReferences: [
      "Daniel 8:13",
      "Daniel 9:24-25",
      "Leviticus 16:29-34",
      "Hebrews 9:23-24",
      "Daniel 7:9-10",
      "Revelation 14:6-7",
    ],
  },
  {
    part: 7,
    level: "3 · Final Warnings",
    title: "The Three Angels' Messages",
    summary:
      "Just before the harvest of the earth, three angels fly through heaven with God's final message: the everlasting gospel, the call to worship the Creator in the hour of His judgment, the news that Babylon has fallen, and the most solemn warning in Scripture against the mark of the beast.",
    topics: [
      "The everlasting gospel to every nation, kindred, tongue and people",
      "Fear God, give Him glory, worship the Creator: the judgment hour and the Sabbath",
      "“Babylon is fallen”: the call out of confusion",
      "The third angel: the mark, the seal and the patience of the saints",
    ],
    focus:
      "Revelation 14:6-12 is the Three Angels Room's home text: mission control for the last days. Read the three messages as one unit and notice their place in the chapter: they come between the Lamb's people on Mount Zion (14:1-5) and the harvest of the earth (14:14-20). Ask what each angel announces, what it asks people to do, and why the gospel comes before every warning.",
    scripture: "Revelation 14:6-12",
    keyPoints: [
      "The first angel carries “the everlasting gospel.” The final message is not a new gospel but the old one in its last setting; every warning that follows is an act of grace.",
      "“Fear God, and give glory to him; for the hour of his judgment is come.” Reverence and worship are asked for because the judgment that began at the end of the 2,300 years (Part 6) is now in session.",
      "“Worship him that made heaven, and earth, and the sea, and the fountains of waters” echoes the fourth commandment almost word for word (Exodus 20:11). The Sabbath stands as the sign of loyalty to the Creator and Redeemer, never as a ladder to salvation.",
      "The second angel announces that Babylon has fallen. Babylon stands for every mixture of truth and error, every system of confused worship, and God still has “my people” in it whom He calls out (Revelation 18:4).",
      "The third angel warns against worshipping the beast and its image and receiving its mark. The contrast is between coerced false worship and “they that keep the commandments of God, and the faith of Jesus” (14:12).",
      "Each angel speaks “with a loud voice” in “the midst of heaven”: the message is public, urgent and worldwide, and it is later amplified by the angel whose glory lightens the earth (Revelation 18:1).",
    ],
    historicalContext:
      "John received Revelation on Patmos near the end of the first century, exiled “for the word of God, and for the testimony of Jesus Christ.” His readers lived in cities of Asia Minor where loyalty to Rome was expressed through worship of the emperor; trade guilds held feasts in honour of their gods, and a Christian who refused could lose a livelihood. Revelation 13:16-17, where no one may buy or sell without the mark, described pressures they already knew in small form. The historicist reading sees the three messages sounding in the order given. The first angel's message rang out in the great Advent awakening of the 1830s and early 1840s, when preachers in many countries announced that the judgment hour was near. The second followed in 1844, as many churches turned away from the Advent hope. After the disappointment, the believers who had discovered the sanctuary truth also encountered the seventh-day Sabbath through Seventh Day Baptist friends, and saw it as part of the first angel's call to worship the Creator. The third angel's message grew out of that small, Bible-searching community.",
    propheticApplication:
      "Revelation 13 and 14 are built as a contrast. Chapter 13 shows a beast, an image, a mark on the forehead or hand, and worship enforced by economic pressure and the threat of death; chapter 14 opens with the Lamb on Mount Zion and His people with His Father's name on their foreheads. The three angels stand between the two scenes, calling every person to choose. Daniel 3 is the prototype: an image set up on the plain of Dura, a universal command to bow, a furnace for those who refuse, and three young men who will not. The Three Angels Room connects texts to this message by their cues: gospel, creation and judgment point to the first angel; confusion and the call to separate point to the second; coerced worship and faithfulness under pressure point to the third. Immediately after the messages comes the harvest (14:14-16): these are the last words heaven sends to earth before Christ returns, which is why they belong in Level 3, “Final Warnings.”",
    practicalApplication:
      "The first angel teaches the order of every faithful witness: gospel first. Before you talk about the judgment, the Sabbath or Babylon, make sure the person in front of you has heard that God loves them and that Christ died for them. Practise a one-minute explanation of the first angel's message in plain, everyday words — God's good news, why it matters now, and the invitation to worship the One who made us — and try it on a friend or family member. Keep the Sabbath this week as a delight rather than a rule: a day to worship the Creator, rest in Christ's finished work, and enjoy the world He made. Finally, apply the Fruit Room's test. If these messages make you fearful, proud or harsh, you have heard them without the gospel that carries them. Heard rightly, they produce an urgent love for people and a calm loyalty to God.",
    reflectionQuestion:
      "If you had one minute to share the first angel's message with someone who has never heard it, what would you say first, and why?",
    prayer:
      "Creator and Redeemer, thank You that Your last message to the world begins with the everlasting gospel. Teach me to fear You with love, to give You glory in ordinary things, and to worship You as the One who made me and bought me. Keep me loyal when loyalty costs something, and give me a loud voice of kindness for those who have not yet heard. Amen.",
    crossReferences: [
      "Exodus 20:8-11",
      "Revelation 13:15-17",
      "Revelation 14:1-5",
      "Revelation 18:1-4",
      "Matthew 24:14",
      "Revelation 14:14-16",
    ],
  },
  {
    part: 8,
    level: "3 · Final Warnings",
    title: "The Time of Trouble",
    summary:
      "When Christ finishes His work as High Priest, Michael stands up and a time of trouble begins such as never was. The seven last plagues fall, God's people pass through Jacob's night of wrestling, and every one found written in the book is delivered.",
    topics: [
      "Michael stands up: the close of probation",
      "The seven last plagues",
      "Jacob's trouble: faith that will not let go",
      "“Thy people shall be delivered”",
    ],
    focus:
      "Daniel 12:1 stands at the end of the long outline of Daniel 11 and introduces the last scene before the resurrection. Ask three questions of it: what it means for Michael to “stand up”, why the trouble that follows is unlike any before it, and who exactly is delivered. Then trace the same events in Revelation 15–16 and in the story of Jacob at the Jabbok.",
    scripture: "Daniel 12:1",
    keyPoints: [
      "Probation closes before the plagues fall. Revelation 22:11 announces that the unjust will stay unjust and the holy will stay holy, and 15:8 shows the heavenly temple filled with smoke so that no one can enter: the intercession of the judgment hour is complete.",
      "In Daniel 11 a king who “stands up” begins to reign (11:2-4). Michael standing up is Christ taking His kingdom: He lays aside His priestly intercession and acts as King.",
      "The seven last plagues (Revelation 16) fall on those who have received the mark of the beast. As in Egypt, God's people are protected in the midst of judgment (Psalm 91:7-10), though not spared distress.",
      "Jacob's trouble (Jeremiah 30:5-7) takes its name from the night Jacob wrestled with God and would not let go without a blessing (Genesis 32:24-30). The saints' anguish is not unforgiven sin but longing for deliverance.",
      "Deliverance is certain: “every one that shall be found written in the book.” The names were settled in the judgment, and the promise of Isaiah 33:16 stands: bread given, water sure.",
      "Preparation belongs to now. The parable of the ten virgins (Matthew 25:1-13) shows that oil cannot be borrowed at midnight.",
    ],
    historicalContext:
      "Daniel's first readers knew what trouble meant. Judah suffered three deportations to Babylon, in 605, 597 and 586 BC, and the last ended with Jerusalem burned and the temple destroyed. Jeremiah, writing just before that disaster, had already described a day so great that none was like it, “the time of Jacob's trouble”, and promised that Jacob would be saved out of it (Jeremiah 30:7). Jesus echoed Daniel again when He described the siege of Jerusalem by Rome in AD 70 as tribulation “such as was not since the beginning of the world” (Matthew 24:21). Each of these crises was real, terrible and survived by a faithful remnant. Revelation's seven last plagues also draw on history: water turned to blood, sores, darkness, hail and frogs recall the plagues of Egypt, which fell on the oppressor while Israel's homes in Goshen had light. The sixth plague, the drying of the Euphrates, recalls the night Cyrus's army diverted the river and entered Babylon (Daniel 5).",
    propheticApplication:
      "The Three Heavens Room helps here. Jeremiah's time of Jacob's trouble had a first horizon in the exile; Jesus' great tribulation had a second horizon in AD 70; Daniel 12:1 speaks from the third horizon, the final Day of the Lord, because it is followed immediately by the resurrection of verse 2. The sanctuary gives the sequence. On the Day of Atonement the high priest finished cleansing the sanctuary, came out, and only then was the scapegoat led away (Leviticus 16:20-22). In the same way, the judgment closes, Christ leaves the Most Holy Place, the plagues fall, and He returns as King. The final conflict over worship described in Part 7 reaches its climax in this period: the image of the beast enforces false worship (Revelation 13:15), and the sealed people of God keep His commandments and the faith of Jesus. Revelation 16:17 ends the plagues with a voice from the throne: “It is done.”",
    practicalApplication:
      "Studying the time of trouble can produce fear, and the Fruit Room tells us to pause when it does. The balancing truth is that the same verse that announces the trouble announces the deliverance, and Psalm 46 was written for people whose world was shaking. The time of trouble is not the place to begin knowing God; it is the place where a friendship already built proves strong. So the practical question is what you are building now. God asked Jeremiah how someone wearied by running with footmen could hope to “contend with horses” (Jeremiah 12:5). Today's small trials are training. Choose three promises to learn by heart this month, keep a short record of answered prayers so you remember God's faithfulness, and practise trusting Him in one present difficulty instead of worrying about an imagined future one. Like Jacob, learn now to hold on to God in the dark.",
    reflectionQuestion:
      "What present difficulty could become training for trusting God, and which promise will you hold on to in it the way Jacob held on at the Jabbok?",
    prayer:
      "Michael, Prince of Your people, You will stand up for those whose names are written in Your book. I do not know what tomorrow holds, but I know You hold it. Teach me now, in small troubles, to cling to You and not let go. Fill my lamp with oil while it is day. When the time of trouble comes, let me be found hidden in You. Amen.",
    crossReferences: [
      "Revelation 22:11",
      "Revelation 15:5-8",
      "Revelation 16:1-2",
      "Jeremiah 30:5-7",
      "Genesis 32:24-30",
      "Psalm 91:1-10",
    ],
  },
  {
    part: 9,
    level: "4 · Earth's Final Movie",
    title: "The Second Coming",
    summary:
      "Every prophetic line in Daniel and Revelation ends with the same event: Jesus returning in glory. His coming is personal, visible and audible; the dead in Christ rise, the living are changed, and the stone kingdom replaces every human empire.",
    topics: [
      "Visible, audible, literal: the manner of His return",
      "The first resurrection and the living changed",
      "Counterfeits and how to recognise them",
      "The stone kingdom: the end of every human empire",
    ],
    focus:
      "Paul wrote 1 Thessalonians 4:16-17 to comfort grieving believers, not to satisfy curiosity. Read it with the Imagination Room's discipline — see and hear only what the text gives — and list everything that happens, in order. Then compare the scene with Jesus' own description in Matthew 24 and with the end of Daniel 2.",
    scripture: "1 Thessalonians 4:16-17",
    keyPoints: [
      "The same Jesus comes back in the same way He left: personally, bodily and visibly (Acts 1:11). He promised to come again and receive His people to Himself (John 14:1-3).",
      "His coming cannot be missed: “every eye shall see him” (Revelation 1:7), and it will be like lightning across the whole sky (Matthew 24:27). That is why Jesus warned against anyone announcing Him in the desert or in secret rooms (Matthew 24:23-26).",
      "“The dead in Christ shall rise first.” Immortality is given at the resurrection, “in a moment, in the twinkling of an eye” (1 Corinthians 15:51-54), not at death; the living righteous are changed and caught up with them.",
      "The same coming that gathers the saints destroys the lawless power by its brightness (2 Thessalonians 2:8), and the earth is left desolate, the setting of the thousand years in Part 10.",
      "Daniel 2's stone strikes the image on its feet and becomes a mountain that fills the earth (Daniel 2:44-45). The outline of empires from Babylon to divided Europe ends with Christ's kingdom, not a human one.",
      "The blessed hope is meant to comfort (1 Thessalonians 4:18; Titus 2:13): the second coming is the reunion of families and the end of death's separations.",
    ],
    historicalContext:
      "Paul founded the church in Thessalonica around AD 50, but he was forced to leave after only a few weeks (Acts 17:1-10). The new believers had learned to expect Jesus' return, and when some of their members died they grieved, afraid that the dead would miss the great day. Paul answers with the order of events: the dead in Christ rise first, and the living join them. His vocabulary came from city life. The word often used for the Lord's “coming” described the official arrival of a ruler, and the word for “meet” described the delegation that went out from a city to greet an arriving king and escort him in. Jesus had given the promise in the upper room on the night before the cross (John 14:1-3), and two angels had repeated it on the Mount of Olives at the ascension (Acts 1:9-11). The early church prayed in Aramaic, “Maranatha”, our Lord, come (1 Corinthians 16:22).",
    propheticApplication:
      "In the Prophecy Room every outline ends here. Daniel 2 ends with the stone; Daniel 7 ends with the Son of man receiving the kingdom and the saints possessing it (7:13-14, 27); Daniel 8 ends with the little horn “broken without hand” (8:25); the long outline of Daniel 11 ends with Michael standing up and the resurrection (12:1-2). Revelation's seals, trumpets and plagues all climax with the Lord's appearing, and chapter 19 shows the Rider on the white horse, King of kings and Lord of lords, the Concentration Room's King office in full view. Because the manner of His coming is so clearly revealed, the last deceptions will imitate it: Paul warns that Satan can transform himself into an angel of light (2 Corinthians 11:14), and Jesus said false christs would show great signs (Matthew 24:24). The test is simple and scriptural: the true Christ does not walk the earth first and ask to be believed; He appears in the sky, and His people rise to meet Him. The Feasts Room marks Trumpets and Tabernacles as the feasts still awaiting fulfilment at this event.",
    practicalApplication:
      "Jesus' parables about His return all make the same point: the faithful servant is the one found doing his Master's work when He comes (Matthew 24:45-46). Readiness is not about calculating dates but about being the kind of person who would be glad to see Him at any moment. This week, choose one piece of unfinished faithfulness — an apology not made, a promise not kept, a gift not given — and do it as if He were coming tomorrow. Paul also told the Thessalonians to “comfort one another with these words.” Think of someone who is grieving a believer who has died, and write them a short note of hope that uses this passage. Finally, let the blessed hope shape your priorities: what in your calendar and budget would look wise, and what would look foolish, on the morning the sky opens?",
    reflectionQuestion:
      "If Jesus came this week, what would you be glad He found you doing, and what would you wish you had already put right?",
    prayer:
      "Lord Jesus, You promised to come again and take me to be with You. I long to see Your face and to be reunited with those who sleep in You. Keep me from every counterfeit and every distraction. Find me faithful, doing Your work and loving the people You have placed around me. Even so, come, Lord Jesus. Amen.",
    crossReferences: [
      "Acts 1:9-11",
      "John 14:1-3",
      "Matthew 24:23-31",
      "1 Corinthians 15:51-54",
      "Revelation 1:7",
      "Daniel 2:44-45",
    ],
  },
  {
    part: 10,
    level: "4 · Earth's Final Movie",
    title: "The Final Judgment and the New Earth",
    summary:
      "The controversy that began in heaven ends in full view of the universe. After the thousand years the wicked are raised, the records are opened, every knee bows, sin and sinners are consumed, and God makes all things new and comes to live with His people forever.",
    topics: [
      "The thousand years: an empty earth and the saints judging",
      "The great white throne and the end of sin",
      "Every knee bows: God's character vindicated",
      "All things new: God's dwelling with His people",
    ],
    focus:
      "Revelation 20:11 to 21:5 carries the story from the great white throne to the new creation. Read it as the last act of the drama that began in Part 1. Notice who sits on the throne, what is opened, what is thrown into the lake of fire, and what is said from the throne once the old order has passed away. The palace's Time Zone names this earth-future; the Three Heavens Room names it the third and final new earth.",
    scripture: "Revelation 20:11-21:5",
    keyPoints: [
      "The palace traces three phases of judgment: the pre-advent judgment from 1844 (Daniel 7:9-10), the review of the records by the saints during the thousand years (Revelation 20:4; 1 Corinthians 6:2-3), and the executive judgment at the end of them (Revelation 20:11-15).",
      "During the thousand years the earth lies desolate, Satan is bound by circumstance to a world with no one to deceive (Revelation 20:1-3), and the redeemed reign with Christ in heaven, where He promised to take them (John 14:3).",
      "At the end of the thousand years the wicked are raised, Satan deceives them once more, and they surround the holy city. Rebellion shows that, given every opportunity, it has not changed.",
      "Fire from God consumes them: the second death. Scripture describes an end, not endless torment — the wicked become “ashes” (Malachi 4:3) — and affliction will not rise a second time (Nahum 1:9).",
      "Every knee bows and every tongue confesses (Philippians 2:10-11). The accusation of Part 1 is answered before the whole universe: God is just and God is love.",
      "“The tabernacle of God is with men” (Revelation 21:3). The goal of Exodus 25:8 is reached: God dwells with His people with no temple between them (21:22), and the tree of life stands open again (22:2).",
    ],
    historicalContext:
      "John's first readers lived in cities with walls and gates that were shut at night for fear of attack; he describes a city whose gates are never shut (Revelation 21:25). He wrote as an exile on Patmos, cut off from his churches by the sea, and sees a new earth with “no more sea.” Many of his images come from Isaiah, whose promise of new heavens and a new earth (Isaiah 65:17-25) was first given to a nation returning from Babylon: houses built and lived in, vineyards planted and enjoyed, children no longer born for trouble. That promise had a first horizon in the restoration after the exile, conditioned on Israel's faithfulness, and Revelation lifts it to its final horizon. The shape of the New Jerusalem is also significant. It is a cube (21:16), like the Most Holy Place of Solomon's temple (1 Kings 6:20): the whole city has become the place where God's presence dwells. Ezekiel had ended his book with a city named “The LORD is there” (Ezekiel 48:35); John sees that name fulfilled.",
    propheticApplication:
      "The final judgment completes the Day of Atonement pattern of Part 3 and Part 6. In Leviticus 16 the high priest first dealt with the sanctuary by the blood of the Lord's goat; only afterwards was the scapegoat, bearing responsibility for the sins it had instigated, sent into the wilderness. The palace reads the scapegoat as Satan, never as Christ, and sees its fulfilment in the thousand years, when the deceiver is confined to a desolate earth. Room 66 traces the Bible's shape from garden to garden: the tree of life lost in Genesis 3 stands again in Revelation 22, and the curse pronounced in Eden is declared gone (22:3). The Eight Cycles Room sees the last restoration beat with no enemy beat after it. The great controversy does not simply stop; it is settled, because every created being has seen the evidence and agrees that God's ways are right.",
    practicalApplication:
      "Peter draws a practical conclusion from the new earth: “what manner of persons ought ye to be in all holy conversation and godliness” (2 Peter 3:11). Hope is not escapism; it shapes how we live now. If God is going to make all things new, then the care of people, the healing of relationships and the stewardship of His creation are previews of the world to come. Spend ten minutes with Revelation 21:1-5 using the Imagination Room: stay within what the text gives and imagine your first hour in the new earth — what has gone, what is there, who you meet. Then write one sentence naming a tear you are waiting for God to wipe away, and give it to Him in prayer. Finally, look back over the whole course: from the war in heaven to the new earth, how has your picture of God's character changed? That picture is what the controversy has always been about.",
    reflectionQuestion:
      "Looking back from the new earth to the war in heaven, how has this course changed your picture of God's character, and which part of the story moved you most?",
    prayer:
      "Father, You will make all things new. Thank You that sin and death will not rise again, that every tear will be wiped away, and that You will live with Your people forever. Until that day, let my life speak well of You. Make me a small preview of Your coming kingdom: honest, kind and full of hope. Bring me home, and bring many with me. In Jesus' name, amen.",
    crossReferences: [
      "Revelation 20:1-6",
      "1 Corinthians 6:2-3",
      "Malachi 4:1-3",
      "Isaiah 65:17-25",
      "2 Peter 3:10-13",
      "Revelation 22:1-5",
    ],
  },
];
