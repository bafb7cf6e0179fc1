// Doctrine questions and objections for the Apologetics GPT offline (ai.md §2.4, §3.2, §4.4): question → key passages
// → answer outline → objections and replies → how to say it graciously. Our own words; the passages are quoted from
// the KJV when the entry is shown.
import type { DoctrineEntry } from "./types";

export const doctrines: readonly DoctrineEntry[] = [
  {
    id: "sabbath",
    question: "Is the seventh-day Sabbath still for Christians?",
    keywords: [
      "sabbath",
      "seventh day",
      "saturday",
      "sunday",
      "day of rest",
      "day of worship",
      "fourth commandment",
      "lord's day",
    ],
    keyPassages: ["Genesis 2:2-3", "Exodus 20:8-11", "Mark 2:27-28", "Luke 4:16", "Hebrews 4:9-10"],
    shortAnswer:
      "Yes. God set the seventh day apart at creation, long before there was an Israelite, and placed it at the heart of the Ten Commandments. Jesus kept it, called Himself its Lord and said it was made for people; the New Testament never moves its blessing to another day.",
    outline: [
      {
        point:
          "Creation: God rested on the seventh day, blessed it and made it holy, a gift to the whole human family.",
        refs: ["Genesis 2:2-3"],
      },
      {
        point:
          "Commandment: the fourth commandment gives creation as its reason, inside the law God spoke and wrote with His own finger.",
        refs: ["Exodus 20:8-11", "Exodus 31:18"],
      },
      {
        point:
          'Christ: Jesus went to the synagogue on the Sabbath "as his custom was" and restored it as a day for doing good.',
        refs: ["Luke 4:16", "Matthew 12:12", "Mark 2:27-28"],
      },
      {
        point: "The apostles kept meeting on the Sabbath, with Jews and Gentiles alike.",
        refs: ["Acts 13:42-44", "Acts 16:13", "Acts 17:2"],
      },
      {
        point:
          "Rest in Christ: the rest that remains for God's people is a weekly sign of resting from our own works in His finished work.",
        refs: ["Hebrews 4:9-10", "Ezekiel 20:12"],
      },
      {
        point: "The future: the redeemed come to worship from one Sabbath to another in the new earth.",
        refs: ["Isaiah 66:22-23"],
      },
    ],
    objections: [
      {
        objection: "The Sabbath was only for the Jews.",
        reply:
          'It was given at creation, long before Abraham, and Jesus said it was made "for man". Isaiah invites foreigners to keep it and promises them joy in God\'s house.',
        refs: ["Genesis 2:3", "Mark 2:27", "Isaiah 56:6-7"],
      },
      {
        objection: "Colossians 2:16 says no one should judge us about sabbath days.",
        reply:
          'Paul is speaking of the ceremonial calendar (feasts, new moons and their sabbaths), which he calls "a shadow of things to come". The weekly Sabbath looks back to creation, not forward to the cross.',
        refs: ["Colossians 2:16-17", "Leviticus 23:37-38"],
      },
      {
        objection: "The disciples met on the first day of the week.",
        reply:
          "Acts 20:7 describes one evening meal before Paul left on a journey; believers broke bread every day. No text calls the first day holy or moves the Sabbath's blessing to it.",
        refs: ["Acts 20:7", "Acts 2:46"],
      },
      {
        objection: "We are under grace, so keeping a day is legalism.",
        reply:
          "The Sabbath is not how anyone earns salvation; it is a weekly sign that God is the one who makes us holy. Grace does not cancel the law; it writes it on the heart.",
        refs: ["Ezekiel 20:12", "Romans 3:31", "Hebrews 8:10"],
      },
    ],
    gracious: [
      "Ask what the other person values about their own day of worship before you share your reasons.",
      "Start from creation and from Jesus' own practice rather than from church history.",
      "Present the Sabbath as a gift and a rest, never as a test of who is truly saved.",
      "Acknowledge that many sincere Christians worship on Sunday; speak about ideas, not about anyone's faithfulness.",
    ],
    sayIt:
      "I keep the seventh day because God blessed it at creation and Jesus kept it; for me it is a weekly reminder that I rest in what He has done, not in what I do.",
  },
  {
    id: "state-of-the-dead",
    question: "What happens when we die?",
    keywords: [
      "dead",
      "die",
      "death",
      "soul",
      "afterlife",
      "immortal",
      "immortality",
      "hell",
      "ghost",
      "state of the dead",
      "when we die",
      "heaven when",
    ],
    keyPassages: [
      "Genesis 2:7",
      "Ecclesiastes 9:5",
      "John 11:11-14",
      "1 Thessalonians 4:16-17",
      "1 Timothy 6:16",
    ],
    shortAnswer:
      "The Bible describes death as a sleep: the person rests in the grave, without consciousness, until the resurrection at Christ's return. Life is God's gift; only God has immortality in Himself, and He gives it to the saved when Jesus comes.",
    outline: [
      {
        point:
          "A living soul is dust plus God's breath of life; at death the breath returns to God and the body to the dust.",
        refs: ["Genesis 2:7", "Ecclesiastes 12:7"],
      },
      {
        point: "The dead know nothing and do not praise God; their thoughts come to an end.",
        refs: ["Ecclesiastes 9:5-6", "Psalm 146:4", "Psalm 115:17"],
      },
      {
        point: "Jesus called death a sleep, and woke Lazarus from it.",
        refs: ["John 11:11-14", "John 11:43-44"],
      },
      {
        point: "The hope is the resurrection at the second coming, not a soul leaving the body at death.",
        refs: ["1 Thessalonians 4:16-17", "1 Corinthians 15:51-54", "John 5:28-29"],
      },
      {
        point: "Immortality is God's gift, put on at the resurrection.",
        refs: ["1 Timothy 6:16", "Romans 2:7", "1 Corinthians 15:53"],
      },
    ],
    objections: [
      {
        objection: "Jesus told the thief he would be with Him in paradise that same day.",
        reply:
          'Three days later Jesus said He had not yet gone up to His Father. The original has no punctuation; the promise can be read "I say unto thee today, thou shalt be with me", spoken on the very day all seemed lost.',
        refs: ["Luke 23:43", "John 20:17"],
      },
      {
        objection: "Paul said to be absent from the body is to be present with the Lord.",
        reply:
          "In the same passage Paul longs to be clothed with the resurrection body, and elsewhere he places the meeting with the Lord at the trumpet and the resurrection. For someone asleep in Christ, the next moment they know is His return.",
        refs: ["2 Corinthians 5:1-4", "1 Corinthians 15:51-52", "2 Timothy 4:8"],
      },
      {
        objection: "The rich man and Lazarus shows that the dead are conscious.",
        reply:
          "It is a parable, with Abraham's bosom and a conversation across a great gulf; its own last verse gives the point: listen to Moses and the prophets now.",
        refs: ["Luke 16:19-31"],
      },
    ],
    gracious: [
      "Many who ask have just lost someone: comfort first, explain later.",
      "Say what the hope is (Jesus raising the dead) before you say what the Bible denies.",
      "Don't mock popular ideas about ghosts or heaven; read a text together and ask what it says.",
    ],
    sayIt:
      "The Bible calls death a rest: the people I have lost are not suffering or watching, and the next thing they will know is Jesus calling them by name.",
  },
  {
    id: "sanctuary-judgment",
    question: "What is the judgment, and why does it begin before Jesus returns?",
    keywords: [
      "judgment",
      "investigative judgment",
      "pre-advent",
      "1844",
      "sanctuary",
      "cleansing of the sanctuary",
      "heavenly sanctuary",
      "books opened",
      "high priest",
      "day of atonement",
      "2300",
    ],
    keyPassages: ["Daniel 7:9-10", "Daniel 8:14", "Hebrews 8:1-2", "Hebrews 9:23-24", "Revelation 14:6-7"],
    shortAnswer:
      "Jesus serves as our High Priest in the heavenly sanctuary, of which Moses' tabernacle was a copy. Daniel sees a court in heaven, with books opened, before the Son of man receives His kingdom; the method dates its start to 1844, at the end of the 2,300 days. For those who trust Christ it is good news: their Advocate is also their Judge.",
    outline: [
      {
        point: "The earthly sanctuary was a pattern of the real one in heaven, where Christ ministers now.",
        refs: ["Hebrews 8:1-5", "Exodus 25:8-9"],
      },
      {
        point:
          "Its yearly Day of Atonement cleansed the sanctuary and separated those who stayed with God from those who did not.",
        refs: ["Leviticus 16:29-34", "Leviticus 23:27-29"],
      },
      {
        point: "Daniel 7 places a court in heaven, with books opened, before the saints receive the kingdom.",
        refs: ["Daniel 7:9-10", "Daniel 7:22", "Daniel 7:26-27"],
      },
      {
        point: "Daniel 8:14 dates the cleansing: 2,300 prophetic days from 457 BC reach AD 1844.",
        refs: ["Daniel 8:14", "Daniel 9:25", "Ezra 7:11-26"],
      },
      {
        point:
          'The first angel proclaims "the hour of his judgment is come" as part of the everlasting gospel.',
        refs: ["Revelation 14:6-7"],
      },
      {
        point: "Christ returns with His reward already with Him.",
        refs: ["Revelation 22:12"],
      },
    ],
    objections: [
      {
        objection: "If I am saved by grace, why is there a judgment at all?",
        reply:
          'The judgment reveals grace: it shows the universe who has truly trusted Christ. Daniel says judgment was given "to the saints", in their favour.',
        refs: ["Daniel 7:22", "1 John 2:1", "Romans 8:33-34"],
      },
      {
        objection: "Hebrews says Christ went within the veil when He ascended.",
        reply:
          "Hebrews shows that Christ ministers in the true sanctuary and that His sacrifice is complete; the timing of the great Day of Atonement comes from Daniel's prophecy, which Hebrews does not set aside.",
        refs: ["Hebrews 6:19-20", "Hebrews 9:24", "Daniel 8:14"],
      },
      {
        objection: "Counting a day for a year is arbitrary.",
        reply:
          "Scripture itself gives the rule, and the seventy weeks of Daniel 9 only reach the Messiah when they are read that way.",
        refs: ["Numbers 14:34", "Ezekiel 4:6", "Daniel 9:24-25"],
      },
    ],
    gracious: [
      "Lead with Jesus our High Priest; the date belongs inside the story, not at its start.",
      "Share the judgment as good news about an Advocate, never as a threat.",
      "Be honest that other Christians read Daniel 8 differently, and state their view fairly before yours.",
    ],
    sayIt:
      "I find it comforting that the One who judges me is the One who died for me and is pleading for me right now.",
  },
  {
    id: "second-coming",
    question: "How will Jesus come again?",
    keywords: [
      "second coming",
      "return",
      "come again",
      "coming back",
      "rapture",
      "secret rapture",
      "jesus come",
      "end of the world",
      "left behind",
    ],
    keyPassages: ["John 14:1-3", "Acts 1:9-11", "Matthew 24:27", "1 Thessalonians 4:16-17", "Revelation 1:7"],
    shortAnswer:
      "Jesus promised to return in person, visibly and in power, seen by every eye. The dead in Christ rise, the living saints are caught up with them, and all go home together. Scripture gives signs to keep us ready, but no date.",
    outline: [
      {
        point: 'A personal promise: "I will come again, and receive you unto myself."',
        refs: ["John 14:1-3"],
      },
      {
        point:
          'Literal and visible: "this same Jesus" will come in the way He went, and every eye will see Him.',
        refs: ["Acts 1:9-11", "Revelation 1:7"],
      },
      {
        point: "Impossible to miss, like lightning from one side of the sky to the other.",
        refs: ["Matthew 24:27", "Matthew 24:30-31"],
      },
      {
        point: "The righteous dead are raised and the living saints are gathered at the same moment.",
        refs: ["1 Thessalonians 4:16-17", "1 Corinthians 15:51-52"],
      },
      {
        point: "No one knows the day or the hour: the call is to be ready, not to calculate.",
        refs: ["Matthew 24:36", "Matthew 24:42-44"],
      },
    ],
    objections: [
      {
        objection: "He will come secretly and take believers away first.",
        reply:
          'The texts about His coming are full of sound and sight: a shout, a trumpet, every eye. "As a thief" describes how unexpected it is for the unready, not how quiet it is.',
        refs: ["1 Thessalonians 4:16", "1 Thessalonians 5:2-4", "Revelation 1:7"],
      },
      {
        objection: "Christians have been waiting for two thousand years.",
        reply: "Peter answered the same complaint: God's delay is patience, not forgetfulness.",
        refs: ["2 Peter 3:3-4", "2 Peter 3:8-9"],
      },
      {
        objection: "Someone has worked out the date.",
        reply:
          "Jesus said no one knows the day or the hour; every attempt to set a date should be put aside.",
        refs: ["Matthew 24:36", "Acts 1:7"],
      },
    ],
    gracious: [
      "Speak of His return as a hope to long for, not a fear to escape.",
      "Never set or hint at dates, and don't read today's headlines as fulfilment.",
      "Ask what the person hopes Jesus' return will mean for them.",
    ],
    sayIt:
      "I believe Jesus is coming back in person, so that every eye will see Him, and I want to be ready because I love Him, not because I am afraid.",
  },
  {
    id: "law-grace",
    question: "If we are saved by grace, does the law still matter?",
    keywords: [
      "law",
      "grace",
      "ten commandments",
      "commandments",
      "legalism",
      "under the law",
      "saved by works",
      "obedience",
      "nailed to the cross",
    ],
    keyPassages: ["Ephesians 2:8-10", "Romans 3:31", "Romans 6:14-15", "John 14:15", "Hebrews 8:10"],
    shortAnswer:
      "We are saved by grace through faith, never by keeping the law. But grace does not abolish the law: it forgives our breaking of it and writes it on our hearts, so that we obey out of love.",
    outline: [
      {
        point: "Salvation is a gift received by faith, not a wage earned.",
        refs: ["Ephesians 2:8-9", "Romans 3:23-24"],
      },
      { point: "Faith establishes the law; it does not make it void.", refs: ["Romans 3:31"] },
      {
        point: "The law shows what sin is; it cannot save anyone from it.",
        refs: ["Romans 3:20", "Romans 7:7", "Galatians 3:24"],
      },
      {
        point: "The new covenant writes the law on the heart.",
        refs: ["Hebrews 8:10", "Jeremiah 31:33"],
      },
      {
        point: 'Love is the motive: "If ye love me, keep my commandments."',
        refs: ["John 14:15", "1 John 5:3", "Romans 13:10"],
      },
    ],
    objections: [
      {
        objection: "The law was nailed to the cross.",
        reply:
          'Colossians 2:14 speaks of the "handwriting of ordinances" that was against us: the record of debt and the ceremonies that pointed to Christ. Jesus said He came not to destroy the law but to fulfil it.',
        refs: ["Colossians 2:14", "Matthew 5:17-18"],
      },
      {
        objection: "We are not under the law but under grace.",
        reply:
          'Paul at once asks, "shall we sin, because we are not under the law?" and answers, "God forbid." Free from the law\'s condemnation does not mean free to break it.',
        refs: ["Romans 6:14-15", "Romans 8:1-4"],
      },
      {
        objection: "Love has replaced the commandments.",
        reply: "Love fulfils the law by doing what it says; the commandments describe what love looks like.",
        refs: ["Romans 13:8-10", "1 John 5:3"],
      },
    ],
    gracious: [
      "Make grace the first and the last word; obedience is the response, never the price.",
      "Share your own struggle to obey, so that no one hears you claiming to have arrived.",
      "Listen for a fear of legalism behind the question, and answer that fear with the gospel.",
    ],
    sayIt:
      "I am not saved by keeping the commandments; I keep them because I have been saved, and they show me what loving God and people looks like.",
  },
  {
    id: "baptism",
    question: "Why should I be baptized, and how?",
    keywords: ["baptism", "baptize", "baptized", "immersion", "sprinkling", "infant baptism", "born again"],
    keyPassages: ["Matthew 28:19-20", "Romans 6:3-4", "Acts 2:38", "Mark 16:16", "Acts 8:36-38"],
    shortAnswer:
      "Baptism is the public sign of a new life: going down into the water pictures dying and being buried with Christ, and coming up pictures rising with Him. Jesus commanded it for those who believe, and the New Testament shows believers immersed after they came to faith.",
    outline: [
      {
        point: "Jesus was baptized, and He sent His followers to baptize disciples.",
        refs: ["Matthew 3:13-17", "Matthew 28:19-20"],
      },
      { point: "Baptism follows belief and repentance.", refs: ["Acts 2:38", "Acts 2:41", "Mark 16:16"] },
      {
        point: "It pictures burial and resurrection with Christ.",
        refs: ["Romans 6:3-4", "Colossians 2:12"],
      },
      {
        point: "The pattern is going down into the water and coming up out of it.",
        refs: ["Acts 8:36-39", "Mark 1:9-10", "John 3:23"],
      },
      {
        point: "It is the new birth of water and Spirit, and the way into one body.",
        refs: ["John 3:5", "1 Corinthians 12:13"],
      },
    ],
    objections: [
      {
        objection: "I was sprinkled as a baby.",
        reply:
          "Honour the love of the parents who dedicated you. The New Testament pattern is baptism by a believer's own choice, which a baby cannot yet make.",
        refs: ["Acts 8:12", "Acts 8:37", "Mark 10:13-16"],
      },
      {
        objection: "The thief on the cross was never baptized.",
        reply:
          "God does not ask for the impossible; where baptism is possible, Jesus asks for it as an act of faith.",
        refs: ["Luke 23:42-43", "Acts 22:16"],
      },
      {
        objection: "Baptism is only an outward ritual.",
        reply:
          "It is a sign, but one Jesus commanded and Himself received: it is how faith answers in public.",
        refs: ["Matthew 3:15", "1 Peter 3:21"],
      },
    ],
    gracious: [
      "Treat an earlier baptism or dedication with respect; the question is about following Jesus now.",
      "Invite, don't pressure: baptism is a response to love.",
      "Offer to read Romans 6 together rather than argue about methods.",
    ],
    sayIt: "For me baptism was saying in public: my old life is buried, and I belong to Jesus now.",
  },
  {
    id: "gospels",
    question: "Why trust the Gospels?",
    keywords: [
      "gospels",
      "trust the gospels",
      "reliable",
      "reliability",
      "eyewitness",
      "eyewitnesses",
      "historical jesus",
      "contradictions",
      "myth",
      "trust the bible",
      "bible true",
    ],
    keyPassages: ["Luke 1:1-4", "John 19:35", "John 20:30-31", "1 Corinthians 15:3-8", "2 Peter 1:16"],
    shortAnswer:
      "The Gospels present themselves as testimony from eyewitnesses, written while many witnesses were alive and could contradict them. Their writers keep details that embarrass them, name people and places that could be checked, and were willing to suffer for what they said they had seen.",
    outline: [
      {
        point: "They claim to rest on eyewitnesses and careful inquiry.",
        refs: ["Luke 1:1-4", "John 19:35", "2 Peter 1:16"],
      },
      {
        point:
          "Paul passes on an early summary of the resurrection appearances, naming witnesses who could still be asked.",
        refs: ["1 Corinthians 15:3-8"],
      },
      {
        point:
          "They keep details a legend-maker would drop: the disciples running away, Peter's denial, women as the first witnesses.",
        refs: ["Mark 14:50", "Mark 14:66-72", "Luke 24:10-11"],
      },
      {
        point: "The apostles staked their lives on what they had seen and heard.",
        refs: ["Acts 4:19-20", "Acts 5:29-32"],
      },
      {
        point: "Their purpose is stated openly: that readers might believe and have life.",
        refs: ["John 20:30-31"],
      },
    ],
    objections: [
      {
        objection: "The Gospels contradict each other.",
        reply:
          "Independent witnesses describe one event from different angles; differences of detail without contradiction in substance are what honest testimony looks like. Take each alleged contradiction one at a time.",
        refs: ["Matthew 28:1-8", "Mark 16:1-8", "Luke 24:1-10", "John 20:1-2"],
      },
      {
        objection: "They were written too late to be reliable.",
        reply:
          "Luke wrote while his readers could still check with those who were eyewitnesses from the beginning, and Paul's summary names witnesses who were alive.",
        refs: ["Luke 1:2", "1 Corinthians 15:6"],
      },
      {
        objection: "The disciples were biased.",
        reply:
          "Everyone who reports what they saw cares about it; the question is whether they were honest. Their embarrassing details and their willingness to suffer speak for their honesty.",
        refs: ["Mark 16:14", "Acts 5:40-42"],
      },
    ],
    gracious: [
      "Grant what is true in the objection (the Gospels were written by believers) and then explain why that does not make them unreliable.",
      "Keep what is well established apart from what is interpretation; don't overstate.",
      "Invite the person to read one Gospel through for themselves, Mark or Luke.",
    ],
    sayIt:
      'The Gospels read like testimony from people who were there, written while others who were there could still say, "That is not what happened."',
  },
  {
    id: "why-jesus-died",
    question: "Why did Jesus have to die?",
    keywords: [
      "jesus die",
      "jesus died",
      "christ died",
      "cross",
      "crucifixion",
      "crucified",
      "atonement",
      "sacrifice",
      "blood",
      "ransom",
      "died for",
    ],
    keyPassages: ["Isaiah 53:5-6", "Romans 5:8", "Romans 6:23", "2 Corinthians 5:21", "John 3:16"],
    shortAnswer:
      "Sin cuts us off from God, the source of life, and its end is death. At the cross God Himself, in Christ, took our place: He bore the death sin brings so that we can receive the life He deserves. It shows both how serious sin is and how far God's love goes.",
    outline: [
      {
        point: "Sin's wages are death, and every one of us has sinned.",
        refs: ["Romans 3:23", "Romans 6:23"],
      },
      {
        point: "Christ died in our place, as the lambs of the sanctuary pictured.",
        refs: ["Isaiah 53:5-6", "John 1:29", "1 Peter 2:24"],
      },
      {
        point: "He was made sin for us, so that we might be made righteous in Him.",
        refs: ["2 Corinthians 5:21"],
      },
      {
        point: "The cross shows God's love; it does not persuade God to love.",
        refs: ["Romans 5:8", "John 3:16", "1 John 4:9-10"],
      },
      {
        point: "His death defeats the devil and frees us from the fear of death.",
        refs: ["Hebrews 2:14-15", "Colossians 2:15"],
      },
    ],
    objections: [
      {
        objection: "Couldn't God simply forgive without a death?",
        reply:
          "Forgiveness always costs the one who forgives; at the cross God carried the cost Himself rather than pretend sin does not matter.",
        refs: ["Romans 3:25-26", "Hebrews 9:22"],
      },
      {
        objection: "Punishing an innocent person for the guilty is unjust.",
        reply:
          "Jesus was not a third party pulled in against His will: He laid down His life Himself, and God was in Christ reconciling the world to Himself.",
        refs: ["John 10:17-18", "2 Corinthians 5:19"],
      },
      {
        objection: "A loving God would not require blood.",
        reply: "The blood is God's own life given for us: it shows a love that holds nothing back.",
        refs: ["Romans 8:32", "1 John 3:16"],
      },
    ],
    gracious: [
      "Tell it as a love story before you explain it as a legal transaction.",
      "Be honest that the cross is a depth we keep learning; don't pretend every question is settled.",
      "Ask what the person finds hardest about the cross, and answer that rather than a stock objection.",
    ],
    sayIt:
      "Jesus died because my sin really was deadly, and He loved me enough to take that death so that I could have His life.",
  },
  {
    id: "resurrection",
    question: "Did Jesus really rise from the dead?",
    keywords: [
      "resurrection",
      "rise from the dead",
      "rose again",
      "risen",
      "empty tomb",
      "jesus rise",
      "raised",
    ],
    keyPassages: [
      "1 Corinthians 15:3-8",
      "Luke 24:36-43",
      "John 20:24-29",
      "Acts 2:32",
      "1 Corinthians 15:17-20",
    ],
    shortAnswer:
      "The earliest witnesses say Jesus rose bodily: the tomb was empty, and many saw Him, ate with Him and touched Him. The change in His frightened followers, who then risked everything to proclaim it in the city where He died, is hard to explain any other way.",
    outline: [
      {
        point:
          "An early summary lists appearances to Peter, the twelve, more than five hundred at once, James and Paul.",
        refs: ["1 Corinthians 15:3-8"],
      },
      {
        point: "He showed Himself in a body that could be touched and that ate.",
        refs: ["Luke 24:36-43", "John 20:27"],
      },
      {
        point: "The disciples proclaimed it in Jerusalem, where the tomb could be checked.",
        refs: ["Acts 2:23-24", "Acts 2:32"],
      },
      {
        point: "Doubters were convinced: Thomas, and James the Lord's brother.",
        refs: ["John 20:24-29", "1 Corinthians 15:7"],
      },
      {
        point: "Everything rests on it: if Christ is not raised, faith is empty.",
        refs: ["1 Corinthians 15:17-20"],
      },
    ],
    objections: [
      {
        objection: "The disciples stole the body.",
        reply:
          "Matthew reports that this story was spread at the time, which concedes that the tomb was empty. People seldom suffer for what they know they invented.",
        refs: ["Matthew 28:11-15", "Acts 5:40-42"],
      },
      {
        objection: "They saw visions.",
        reply: "Groups do not share one vision, and the risen Jesus was touched and ate in front of them.",
        refs: ["Luke 24:39-43", "1 Corinthians 15:6"],
      },
      {
        objection: "Dead people don't rise.",
        reply:
          "That was the disciples' own first reaction; the claim is not that it is normal but that God did it.",
        refs: ["Luke 24:11", "Acts 26:8"],
      },
    ],
    gracious: [
      "Take doubts seriously: the apostles doubted first.",
      "Stay with the evidence and where it points, not with winning.",
      "Share what the risen Jesus means to you personally.",
    ],
    sayIt:
      "I believe He rose because the people closest to Him went from hiding behind locked doors to risking their lives to say they had seen Him.",
  },
  {
    id: "suffering",
    question: "Why does God allow suffering?",
    keywords: ["suffering", "suffer", "evil", "pain", "god allow", "bad things", "tragedy"],
    keyPassages: ["Romans 8:18-22", "John 16:33", "Isaiah 53:3-4", "Revelation 21:4"],
    shortAnswer:
      "Scripture gives no tidy formula, but it shows a larger story: a real enemy, a world damaged by sin, and a God who did not stay at a distance but suffered with us and for us at the cross. It promises an end, when He will wipe away every tear.",
    outline: [
      {
        point: "Suffering came in with sin, and creation itself groans.",
        refs: ["Genesis 3:17-19", "Romans 8:20-22"],
      },
      {
        point: "There is a real conflict behind the scenes.",
        refs: ["Job 1:6-12", "Revelation 12:7-9", "Ephesians 6:12"],
      },
      {
        point: "God suffers with His people, and in Christ He took suffering on Himself.",
        refs: ["Isaiah 63:9", "Isaiah 53:3-4", "Hebrews 4:15"],
      },
      {
        point: "He can bring good out of evil without calling evil good.",
        refs: ["Genesis 50:20", "Romans 8:28"],
      },
      { point: "Suffering will end.", refs: ["Romans 8:18", "Revelation 21:4"] },
    ],
    objections: [
      {
        objection: "A good and all-powerful God would stop it now.",
        reply:
          "The Bible says He will, and that His waiting is patience so that more can be saved; a love that allows real choices allows real harm for a time.",
        refs: ["2 Peter 3:9", "Revelation 21:4-5"],
      },
      {
        objection: "Suffering is God's punishment.",
        reply:
          "Jesus refused that link for the man born blind and for those killed when the tower in Siloam fell.",
        refs: ["John 9:1-3", "Luke 13:4-5"],
      },
    ],
    gracious: [
      "With someone who is hurting, listen and grieve with them before you offer any explanation.",
      "Never explain a person's pain away or suggest it is their fault.",
      "Point to Jesus, who wept at His friend's grave.",
    ],
    sayIt:
      "I don't have a neat answer to suffering, but I know God is not far from it: in Jesus He came into it, and He promises to end it.",
  },
];
