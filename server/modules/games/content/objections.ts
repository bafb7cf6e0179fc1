// §4.10 Witness Trial: objections people raise in the street, each with the words a good answer tends to use (R5),
// curated verses, and a gracious model answer in the spirit of 1 Pet 3:15 (a reason for the hope, with meekness and
// fear). Every model cites at least one of its own verses and no others. Written in our own words; Bible text
// appears at most as a short KJV phrase. No religions, groups or persons are named. Server-only (answer key).
import type { Objection } from "./card-types";

export const objections: readonly Objection[] = [
  {
    id: "all-religions-lead-to-god",
    text: "All religions lead to the same God, so it doesn't matter which one you follow.",
    keywords: ["truth", "only", "mediator", "cross", "sincere", "claim", "exclusive"],
    verses: ["John 14:6", "Acts 4:12", "1 Tim 2:5", "Matt 7:13-14", "John 3:16", "Acts 17:26-27"],
    model:
      "I understand the wish to be fair to everyone, and sincere seekers in every land matter to God, who is not far from any of us (Acts 17:26-27). But the religions of the world do not actually teach the same things, and Jesus made a claim no other teacher made: He is the way, the truth and the life, and no one comes to the Father except through Him (John 14:6). If many roads led to God, the cross would have been unnecessary. Christ is the only mediator because He alone is both God and man and died for us (1 Tim 2:5), and He offers that way freely to everyone.",
  },
  {
    id: "being-good-is-enough",
    text: "I'm a good person. Being good is enough to get me into heaven.",
    keywords: ["grace", "gift", "sin", "faith", "works", "law", "mercy", "perfect"],
    verses: ["Rom 3:23", "Eph 2:8-9", "Isa 64:6", "Titus 3:5", "Rom 6:23", "Jas 2:10"],
    model:
      "It's good that you care about living well, and many people who don't know God are kind and honest. The trouble is that God's standard is not being better than others but being perfect, and Scripture says all have sinned and come short of His glory (Rom 3:23). Even our best deeds cannot pay what we owe, which is why salvation is by grace through faith, the gift of God and not of works (Eph 2:8-9). Good works then follow as the fruit of being saved, not the price of it.",
  },
  {
    id: "bible-contradicts-itself",
    text: "The Bible contradicts itself all over the place.",
    keywords: ["context", "harmony", "inspired", "witnesses", "scripture", "consistent", "study"],
    verses: ["2 Tim 3:16", "2 Pet 1:20-21", "Isa 28:10", "John 10:35", "Luke 24:27", "Ps 12:6"],
    model:
      "That's a fair thing to raise, and I'd honestly like to look at any passage that bothers you together. Most apparent contradictions disappear when we read the context, or when we see that two witnesses describe the same event from different angles, as the four Gospels do. The Bible asks to be studied line upon line, comparing scripture with scripture (Isa 28:10), and Jesus Himself said the scripture cannot be broken (John 10:35). Across many centuries and some forty writers it tells one consistent story that centres on Christ (Luke 24:27).",
  },
  {
    id: "loving-god-and-suffering",
    text: "If God is loving and all-powerful, why does He allow so much suffering?",
    keywords: ["suffering", "enemy", "freedom", "choice", "cross", "controversy", "hope", "sin"],
    verses: ["Matt 13:27-28", "Rom 8:18", "Rev 21:4", "Heb 4:15", "2 Pet 3:9", "Gen 3:17"],
    model:
      "That question is real and painful, and I won't pretend to have a neat answer for every tragedy. Jesus told of a field sown with good seed where weeds sprang up, and the owner said an enemy had done it (Matt 13:27-28); Scripture describes a great controversy in which God allows freedom of choice rather than forcing love, and sin has brought terrible results. But God did not stand at a distance: at the cross He entered our suffering Himself, and He is touched with the feeling of our pain (Heb 4:15). He also promises a day when He will wipe away every tear and end death for ever, and that hope holds us now (Rev 21:4).",
  },
  {
    id: "bible-written-by-men",
    text: "The Bible was just written by men, so why treat it as the word of God?",
    keywords: ["inspired", "holy spirit", "prophecy", "fulfilled", "unity", "authors", "evidence"],
    verses: ["2 Pet 1:21", "2 Tim 3:16", "1 Thess 2:13", "Isa 46:9-10", "Dan 2:28", "Luke 24:44"],
    model:
      "You're right that human beings held the pen, and their personalities and styles show through. The Bible's own claim is that holy men of God spoke as they were moved by the Holy Spirit (2 Pet 1:21), so it is both human and divine, a little like Christ Himself. One piece of evidence is fulfilled prophecy: God declares the end from the beginning (Isa 46:9-10), and the outline of empires in Daniel came true in detail. The unity of so many authors across the centuries also points to one Author behind them.",
  },
  {
    id: "christians-are-hypocrites",
    text: "Christians are hypocrites. The church is full of people who don't live what they preach.",
    keywords: ["hypocrite", "sinners", "forgiveness", "perfect", "physician", "hospital", "follow"],
    verses: ["Luke 5:31-32", "Rom 3:23", "Matt 7:3-5", "1 John 1:8-9", "Matt 23:27-28", "Heb 12:2"],
    model:
      "You've probably been hurt by people who claimed to follow Jesus, and I'm sorry for that. Jesus was harder on hypocrites than anyone (Matt 23:27-28), so your objection actually agrees with Him. The church is not a club for perfect people but more like a hospital, since Jesus came as a physician for the sick and called sinners to repentance (Luke 5:31-32). The real question is not whether Christians fail, because they do, but whether Jesus Himself is worth following (Heb 12:2).",
  },
  {
    id: "science-disproves-the-bible",
    text: "Science has disproved the Bible. No educated person believes it any more.",
    keywords: ["creation", "creator", "design", "evidence", "order", "science", "universe", "faith"],
    verses: ["Ps 19:1", "Rom 1:20", "Heb 11:3", "Col 1:16-17", "Job 26:7", "Isa 40:26"],
    model:
      "Science is a wonderful gift, and many of its pioneers studied nature because they believed a rational Creator had made an orderly universe. Scripture invites that study: the heavens declare the glory of God (Ps 19:1), and His power is seen in the things that are made (Rom 1:20). Science describes how the universe works, but it cannot explain why anything exists at all or why it is so finely ordered. By faith we understand that the worlds were framed by the word of God (Heb 11:3), and that faith sits comfortably with honest study of the evidence.",
  },
  {
    id: "no-evidence-for-resurrection",
    text: "There's no real evidence that Jesus rose from the dead.",
    keywords: ["tomb", "empty", "witnesses", "disciples", "appeared", "evidence", "changed"],
    verses: ["1 Cor 15:3-8", "Acts 1:3", "Luke 24:39", "Matt 28:6", "Acts 26:26", "John 20:27"],
    model:
      "It's a fair question, because the whole Christian faith stands or falls on whether Jesus rose. Consider the evidence: the tomb was empty, and even His enemies did not deny it but spread a story to explain it away. Paul lists witnesses, including more than five hundred people at once, most of them still alive when he wrote (1 Cor 15:3-8). Frightened disciples were changed into bold messengers willing to die for what they had seen, and none of this was done in a corner (Acts 26:26).",
  },
  {
    id: "jesus-only-a-good-teacher",
    text: "Jesus was a good moral teacher, but He never claimed to be God.",
    keywords: ["claims", "divine", "worship", "forgive", "liar", "father", "eternal"],
    verses: ["John 10:30", "John 8:58", "John 20:28", "Mark 2:5-7", "Col 2:9", "John 1:1"],
    model:
      "Jesus certainly was a great teacher, but His own words go much further than that. He forgave sins, which the scribes rightly said only God can do (Mark 2:5-7), He said that He and the Father are one (John 10:30), and He took the divine name when He said that before Abraham was, I am (John 8:58). He accepted worship when Thomas called Him my Lord and my God (John 20:28). A teacher who made such claims falsely would not be good, so the real choice is whether to trust Him as Lord.",
  },
  {
    id: "faith-is-blind",
    text: "Faith is just believing something without any evidence.",
    keywords: ["evidence", "trust", "reason", "examine", "witness", "prophecy", "signs"],
    verses: ["1 Pet 3:15", "Acts 17:11", "Isa 1:18", "John 20:30-31", "1 Thess 5:21", "Heb 11:1"],
    model:
      "Biblical faith is not a leap in the dark but trust resting on good reasons. God invites us to reason together with Him (Isa 1:18), and the Bereans were praised for examining the scriptures daily to see whether what they heard was true (Acts 17:11). John wrote down the signs Jesus did so that we might believe on that evidence (John 20:30-31). Faith goes beyond what we can see, but it rests on a trustworthy witness, like trusting a friend who has proved faithful.",
  },
  {
    id: "too-bad-to-be-forgiven",
    text: "I've done too many bad things. God could never forgive someone like me.",
    keywords: ["forgive", "grace", "mercy", "cleanse", "sinners", "welcome", "thief"],
    verses: ["1 Tim 1:15", "1 John 1:9", "Isa 1:18", "Luke 23:42-43", "Ps 103:12", "Luke 15:20"],
    model:
      "Thank you for being so honest; that kind of honesty is often where God begins. Paul, who had hunted down believers, called himself the chief of sinners and yet said Christ Jesus came into the world to save sinners (1 Tim 1:15). A dying thief asked Jesus to remember him and received the promise of a place with Him in paradise (Luke 23:42-43). If we confess our sins, God is faithful to forgive and to cleanse us from all unrighteousness (1 John 1:9), and like the father in the parable He runs to welcome those who come home (Luke 15:20).",
  },
  {
    id: "later-when-i-am-older",
    text: "I'll think about God later, when I'm older and have lived a bit.",
    keywords: ["today", "tomorrow", "vapour", "salvation", "seek", "delay", "short"],
    verses: ["2 Cor 6:2", "Jas 4:14", "Heb 3:15", "Prov 27:1", "Luke 12:20", "Isa 55:6"],
    model:
      "I get it; life feels long and there is a lot you want to do. But none of us is promised tomorrow, and James compares our life to a vapour that appears for a short time and then vanishes (Jas 4:14). God's offer is for now: today is the day of salvation (2 Cor 6:2). Following Jesus is not a waste of your best years but the way to live them fully, so why not seek Him while He may be found (Isa 55:6)?",
  },
  {
    id: "truth-is-relative",
    text: "What's true for you isn't necessarily true for me. There's no absolute truth.",
    keywords: ["truth", "absolute", "free", "reality", "person", "relative", "contradiction"],
    verses: ["John 14:6", "John 17:17", "John 8:32", "Prov 14:12", "John 18:37-38", "Judg 21:25"],
    model:
      "I appreciate that you don't want to force your views on anyone, and humility is a good thing. But the statement that there is no absolute truth is itself offered as absolutely true, so it undercuts itself. Pilate asked what truth is while Truth Himself stood in front of him (John 18:37-38). Jesus said the truth makes us free (John 8:32), and He called God's word truth (John 17:17), so truth is finally not just an idea but a Person we can know.",
  },
  {
    id: "old-testament-god-is-cruel",
    text: "The God of the Old Testament is angry and violent, nothing like Jesus.",
    keywords: ["mercy", "justice", "patience", "longsuffering", "character", "father", "pleasure"],
    verses: ["Exod 34:6-7", "Ezek 33:11", "Gen 15:16", "John 14:9", "Jonah 4:2", "2 Pet 3:9"],
    model:
      "Some Old Testament passages are hard to read, and it's right to take them seriously. Yet when God described His own character to Moses, He began with mercy, grace and longsuffering (Exod 34:6-7), and He waited four hundred years before judging the Amorites because their iniquity was not yet full (Gen 15:16). He says plainly that He has no pleasure in the death of the wicked (Ezek 33:11). Jesus said that whoever has seen Him has seen the Father (John 14:9), so the God of both Testaments is the same patient, just and loving God.",
  },
  {
    id: "no-need-for-church",
    text: "I can believe in God on my own. I don't need church.",
    keywords: ["body", "member", "fellowship", "together", "encourage", "family", "gather"],
    verses: ["1 Cor 12:27", "Acts 2:42", "Heb 10:24-25", "Eph 4:15-16", "Matt 18:20", "Eccl 4:9-10"],
    model:
      "Personal faith really matters, and no church can believe for you. But the Bible pictures believers as one body in which every member needs the others (1 Cor 12:27), and a hand cut off from the body cannot thrive. The first Christians continued steadily in teaching, fellowship, breaking of bread and prayer (Acts 2:42), and we are urged not to give up meeting together but to encourage one another (Heb 10:24-25). Church at its best is a family where you both receive and give.",
  },
  {
    id: "bible-has-been-changed",
    text: "The Bible has been copied and translated so many times that nobody knows what it first said.",
    keywords: ["manuscripts", "copies", "preserved", "reliable", "endure", "scrolls", "translation"],
    verses: ["Isa 40:8", "Matt 24:35", "1 Pet 1:24-25", "Ps 12:6-7", "Luke 1:3-4", "Ps 119:89"],
    model:
      "It's a reasonable concern, since none of the original documents survive. But the Bible is preserved in far more ancient manuscripts than any other book of the ancient world, and scholars can compare thousands of copies to see where they differ, mostly in small matters of spelling. When the Dead Sea Scrolls were found, their text of Isaiah matched the later copies remarkably closely. God promised that His word would endure for ever (Isa 40:8), and Jesus said heaven and earth would pass away but His words would not (Matt 24:35).",
  },
  {
    id: "there-is-no-god",
    text: "There is no God. If He existed, I'd be able to see Him.",
    keywords: ["creation", "design", "seek", "evidence", "invisible", "effects", "creator"],
    verses: ["Rom 1:20", "Ps 19:1-2", "Heb 11:6", "Acts 17:27-28", "John 1:18", "Col 1:15"],
    model:
      "Lots of real things can't be seen directly, like love, gravity or your own thoughts, yet we know them by their effects. Scripture says God's invisible power and nature are clearly seen through the things He has made (Rom 1:20), and the order of creation points to a Designer. God has also stepped into view: no one has seen God at any time, but the Son, Jesus, has made Him known (John 1:18). He promises to reward those who diligently seek Him (Heb 11:6), so an honest search is a good place to start.",
  },
  {
    id: "christianity-is-just-rules",
    text: "Christianity is just a list of rules that takes all the fun out of life.",
    keywords: ["abundant", "joy", "freedom", "rest", "life", "love", "relationship"],
    verses: ["John 10:10", "Ps 16:11", "Gal 5:1", "Matt 11:28-30", "John 15:10-11", "1 John 5:3"],
    model:
      "Plenty of people have met a rule-heavy kind of religion, and I can see why it seemed joyless. Jesus said He came so that we might have life, and have it in abundant measure (John 10:10). His commandments are not burdensome, because they flow from a relationship of love, like the guidance of a loving parent (1 John 5:3). In His presence is fullness of joy (Ps 16:11), and He offers rest and real freedom to the weary (Matt 11:28-30).",
  },
  {
    id: "everyone-interprets-differently",
    text: "Everyone interprets the Bible differently, so no one can really know what it means.",
    keywords: ["scripture", "context", "spirit", "compare", "study", "plain", "humble"],
    verses: ["2 Pet 1:20", "Isa 28:10", "Acts 17:11", "John 7:17", "John 16:13", "1 Cor 2:13"],
    model:
      "It's true that people disagree, but that does not make a text meaningless, any more than quarrels over a letter mean it says nothing. The Bible gives us a way to read it: no scripture is of private interpretation (2 Pet 1:20), so we compare scripture with scripture, line upon line (Isa 28:10), and read each verse in its context. Jesus promised that the Spirit would guide sincere learners into truth (John 16:13), and that whoever is willing to do the will of God shall know the teaching (John 7:17). Most of its central message is plain to anyone who reads with a humble heart.",
  },
  {
    id: "those-who-never-heard",
    text: "What about people who have never heard of Jesus? It isn't fair for God to condemn them.",
    keywords: ["fair", "judge", "light", "conscience", "gospel", "nations", "just"],
    verses: ["Gen 18:25", "John 1:9", "Rom 2:14-15", "Acts 10:34-35", "Matt 24:14", "Acts 17:30-31"],
    model:
      "That question shows a good concern for justice, and God shares it. Abraham asked whether the Judge of all the earth would not do right (Gen 18:25), and the answer is yes. Christ is the true Light that gives light to every person (John 1:9), and Paul says people without the written law show its work in their conscience (Rom 2:14-15), so each is judged by the light they had. Meanwhile God calls us to take the gospel to all nations (Matt 24:14), which is a reason for us to care rather than to fear He is unfair.",
  },
  {
    id: "jesus-never-existed",
    text: "Jesus never existed. He's a myth, like the other legends.",
    keywords: ["eyewitness", "history", "historians", "fables", "testimony", "record", "myth"],
    verses: ["Luke 1:1-4", "2 Pet 1:16", "1 John 1:1-3", "Acts 26:26", "1 Cor 15:6", "Luke 3:1-2"],
    model:
      "Very few historians, believing or not, doubt that Jesus of Nazareth lived, and ancient Jewish and Roman writers mention Him too. The Gospels read like history, anchored to real rulers, places and dates (Luke 3:1-2), and Luke says he carefully traced the accounts of eyewitnesses (Luke 1:1-4). Peter insists they did not follow cunningly devised fables but were eyewitnesses of His majesty (2 Pet 1:16). The evidence is strong enough that the real question is not whether He lived but who He is.",
  },
  {
    id: "sin-is-outdated",
    text: "Sin is an outdated idea. As long as I'm not hurting anyone, I'm fine.",
    keywords: ["sin", "law", "heart", "separation", "forgiveness", "love", "transgression"],
    verses: ["1 John 3:4", "Rom 3:23", "Isa 59:2", "Jer 17:9", "Matt 22:37-39", "1 John 1:9"],
    model:
      "Not hurting people is a good start, and Jesus cares about how we treat others too. But He summed up the law as loving God with all our heart as well as loving our neighbour (Matt 22:37-39), so leaving God out is itself a wrong. Sin is the breaking of God's law (1 John 3:4), and it brings separation from Him even when we don't feel it (Isa 59:2). The good news is that God takes sin seriously precisely because He offers full forgiveness (1 John 1:9).",
  },
  {
    id: "death-is-the-end",
    text: "When you die, that's it. There's nothing after death.",
    keywords: ["resurrection", "hope", "return", "grave", "sleep", "trumpet", "tomb"],
    verses: ["John 11:25-26", "1 Thess 4:16-17", "1 Cor 15:51-55", "John 5:28-29", "Job 14:14", "Rev 21:4"],
    model:
      "Death does feel final, and the Bible never makes light of it; it even calls death an enemy. But Jesus, standing at the grave of a friend, said He is the resurrection and the life (John 11:25-26), and then He called Lazarus out of the tomb. Scripture describes death as a sleep from which God's people will wake when Christ returns with the sound of the trumpet (1 Thess 4:16-17). Because He rose, our hope is not wishful thinking but a promise with an empty tomb behind it.",
  },
  {
    id: "blood-sacrifice-is-barbaric",
    text: "Why would God need a bloody sacrifice? It sounds primitive and cruel.",
    keywords: ["sacrifice", "justice", "love", "cost", "sin", "voluntary", "cross", "blood"],
    verses: ["Lev 17:11", "Heb 9:22", "John 10:17-18", "Rom 5:8", "Rom 3:25-26", "John 15:13"],
    model:
      "It's a serious question, and the cross was meant to shock us. In Scripture the blood stands for a life given up (Lev 17:11), showing that sin is deadly and that forgiveness costs something (Heb 9:22). But on the cross God did not demand a victim from us; He gave Himself, for Jesus laid down His life of His own will (John 10:17-18). Love and justice meet there: God shows His love toward us in that while we were still sinners, Christ died for us (Rom 5:8).",
  },
  {
    id: "religion-is-a-crutch",
    text: "Religion is just a crutch for weak people who can't cope.",
    keywords: ["weakness", "strength", "grace", "need", "rest", "honest", "help"],
    verses: ["2 Cor 12:9-10", "Matt 11:28", "Luke 5:31-32", "Ps 46:1", "Rom 5:6", "Isa 40:29-31"],
    model:
      "In a sense you're right: following Christ is for people who admit they need help, and that includes all of us if we're honest. Jesus said He came for the sick rather than for those who think they are well (Luke 5:31-32). Paul learned that God's strength is made perfect in weakness, so admitting weakness became the door to real strength (2 Cor 12:9-10). A crutch is nothing to be ashamed of for someone with a broken leg, and God is a very present help in trouble (Ps 46:1).",
  },
];
