// Frame Snapshot content (games.md §4.11): the curated verses of the four frame cards and the model storyboards
// shown as the reveal. The frames are story beats in the style of the 24FPS room: F01 Opening (a beginning,
// creation, a call or a promise), F07 Crisis (sin, danger or conflict), F12 Turning (God steps in, above all at
// the cross) and F24 Final (restoration and glory). A storyboard holds four dealt cards (at least one frame and one
// wall, frames in numeric order) and four parts: part i names card i and has at least 25 words, and the four parts
// tell one salvation story, citing at least one verse from a dealt frame's list (the +1 bonus).
// Server-only: the curated lists are the bonus key.
import type { FrameStoryboard, FrameVerses } from "./card-types";

export const frameVerses: readonly FrameVerses[] = [
  {
    code: "F01",
    verses: [
      "Gen 1:1",
      "Gen 1:27",
      "Gen 2:2-3",
      "Gen 3:15",
      "Gen 12:1-3",
      "Gen 15:5-6",
      "Exod 3:10",
      "Exod 25:8",
      "1 Sam 3:10",
      "Isa 6:8",
      "Isa 7:14",
      "Jer 1:5",
      "Jonah 1:2",
      "Mark 1:15",
      "Matt 4:19",
      "Luke 1:31-33",
      "John 1:1-3",
    ],
  },
  {
    code: "F07",
    verses: [
      "Gen 3:6",
      "Gen 4:8",
      "Gen 6:5",
      "Exod 11:5",
      "Exod 14:10",
      "Num 21:6",
      "Isa 59:2",
      "Dan 3:15",
      "Dan 6:16",
      "Dan 7:25",
      "Jonah 1:4",
      "Mark 4:37-38",
      "Matt 26:56",
      "Rom 3:23",
      "Rom 5:12",
      "1 Pet 5:8",
      "Rev 12:4",
      "Rev 13:15",
    ],
  },
  {
    code: "F12",
    verses: [
      "Gen 22:13",
      "Exod 12:13",
      "Exod 14:21",
      "Num 21:9",
      "Isa 53:5",
      "Dan 3:25",
      "Dan 6:22",
      "Dan 9:27",
      "Jonah 2:10",
      "Matt 27:51",
      "Luke 24:6",
      "John 19:30",
      "Rom 5:8",
      "2 Cor 5:21",
      "Col 2:15",
      "Heb 9:12",
      "1 Pet 2:24",
    ],
  },
  {
    code: "F24",
    verses: [
      "Job 19:25-26",
      "Isa 35:10",
      "Dan 6:26",
      "Dan 7:27",
      "Dan 12:3",
      "Mal 4:2",
      "Matt 25:34",
      "John 14:3",
      "1 Cor 15:54",
      "1 Thess 4:17",
      "Rev 5:9-10",
      "Rev 15:2-3",
      "Rev 19:6-7",
      "Rev 21:3",
      "Rev 21:4",
      "Rev 22:2",
      "Rev 22:3-4",
    ],
  },
];

export const frameStoryboards: readonly FrameStoryboard[] = [
  // The Passover
  {
    cards: ["F01", "F07", "F12", "|S"],
    parts: [
      "Opening: from the burning bush God calls Moses to go to Pharaoh and bring His people out of Egypt (Exod 3:10). The call carries a promise, that the God who heard their cry will keep His covenant with Abraham's children.",
      "Crisis: Pharaoh hardens his heart, the slavery grows heavier, and a last plague is coming that will strike every firstborn in the land (Exod 11:5). Israel's sons stand under the same sentence as Egypt's unless God provides a way of escape.",
      "Turning: God steps in with a lamb. Each household kills a spotless lamb and marks its doorposts with the blood, and where He sees the blood the destroyer passes over (Exod 12:13). That night the slaves walk out free.",
      "Sanctuary: the Passover lamb becomes the daily lamb on the altar of the tabernacle, and both point to Christ our Passover, sacrificed for us (1 Cor 5:7). His blood, applied by faith, still turns judgment into deliverance for every sinner who shelters under it.",
    ],
  },
  // From the war in heaven to the new earth
  {
    cards: ["|GC", "F01", "F12", "F24"],
    parts: [
      "Great Controversy: the conflict began when Lucifer, a covering cherub, wanted God's throne, and war broke out in heaven until he and his angels were thrown down to the earth (Rev 12:7-9). He came to Eden to spread the same rebellion.",
      "Opening: in the garden, straight after the fall, God speaks the first promise of the gospel. The woman's Seed will crush the serpent's head, though His own heel will be bruised (Gen 3:15). Hope starts at the very gate of paradise.",
      "Turning: at Calvary the Seed's heel is bruised as Jesus carries our sins in His own body on the tree (1 Pet 2:24). His death unmasks Satan before the whole universe and breaks the enemy's claim on the human race.",
      "Final: the serpent's head is crushed at last, sin and death are gone, and God wipes every tear from His people's eyes (Rev 21:4). The conflict ends with the universe at peace and God's love shown to be right in everything He did.",
    ],
  },
  // The promised King
  {
    cards: ["F01", "|LC", "F12", "F24"],
    parts: [
      "Opening: the angel tells Mary she will bear a son called Jesus, who will receive David's throne and reign without end (Luke 1:31-33). The promise of the Seed, made long ago, now takes flesh through a young woman's trusting yes.",
      "Life of Christ: the child grows up in Nazareth, is baptised in the Jordan, and walks through Galilee healing the sick, forgiving sinners and calling fishermen to follow Him (Matt 4:19). Every step of His ministry shows the Father's heart for lost people.",
      "Turning: the King wins His throne by way of a cross. He takes the punishment our sins deserved, and His wounds become our healing (Isa 53:5). When He says that it is finished, the debt of the whole world has been paid.",
      "Final: the same Jesus comes again in glory and invites the blessed of His Father to inherit the kingdom prepared for them (Matt 25:34). The reign promised at the start of the story begins, and it will never come to an end.",
    ],
  },
  // The veil torn
  {
    cards: ["F07", "|S", "F12", "|LC"],
    parts: [
      "Crisis: sin has built a wall between us and God. Our wrongdoing has separated us from Him and hidden His face (Isa 59:2), and no amount of human effort can tear that barrier down or bring us back into His presence.",
      "Sanctuary: God still made a way to meet sinners. In the tabernacle a heavy veil shut off the Most Holy Place, and only the high priest went in, once a year, with blood to make atonement and cleanse the people (Lev 16:30).",
      "Turning: when Jesus died on the cross the veil of the temple was torn from top to bottom (Matt 27:51). God Himself opened the way into His presence, and the barrier that sin raised is gone for all who trust in Christ's blood.",
      "Life of Christ: three days later the risen Jesus shows His disciples His hands and feet and invites them to touch Him (Luke 24:39). The One who opened the way is alive, and He goes before us into heaven as our High Priest.",
    ],
  },
  // The seventy weeks
  {
    cards: ["|TP", "F07", "F12", "F24"],
    parts: [
      "Time Prophecy: Gabriel gave Daniel seventy weeks, 490 years, counted from the decree of 457 BC to restore and rebuild Jerusalem (Dan 9:25). Sixty-nine weeks reach AD 27, when Jesus is anointed at His baptism and announces that the time is fulfilled.",
      "Crisis: the Messiah comes to His own, but the leaders reject Him, one disciple betrays Him and all the others desert Him and run (Matt 26:56). The Son of God stands alone, condemned by the very people He came to save.",
      "Turning: in the middle of the seventieth week, in AD 31, Messiah is cut off, not for Himself, and His death brings the sacrifices and offerings to an end (Dan 9:26-27). The cross turns the story: the true Lamb has been offered once for all.",
      "Final: the redeemed sing a new song to the Lamb who was slain and bought them for God out of every nation, and they reign with Him (Rev 5:9-10). The timetable that fixed the year of the cross also guarantees the glory to come.",
    ],
  },
  // Christ's priestly ministry
  {
    cards: ["F01", "F12", "|S", "|TP"],
    parts: [
      "Opening: Jesus comes up from the Jordan anointed with the Spirit and begins to preach that the time is fulfilled and the kingdom of God is near (Mark 1:15). His public ministry opens exactly when the prophetic clock said it would.",
      "Turning: three and a half years later He is lifted up on the cross as the true sacrifice. The sinless One is made sin for us, so that in Him we can be counted righteous before God (2 Cor 5:21). Heaven has stepped into history.",
      "Sanctuary: risen and ascended, Christ enters the heavenly sanctuary with His own blood, not the blood of animals, and ministers there as our High Priest (Heb 9:11-12). The earthly tabernacle was only a model of that real and living work.",
      "Time Prophecy: the 2300 prophetic days, counted as years from the same decree of 457 BC, end in 1844 (Dan 8:14). Then Christ begins the cleansing of the heavenly sanctuary, the closing phase of His ministry before He comes back for His people.",
    ],
  },
  // The final conflict
  {
    cards: ["|GC", "F07", "|S", "F24"],
    parts: [
      "Great Controversy: the dragon, furious with the woman, goes off to make war with the remnant who keep God's commandments and hold the testimony of Jesus (Rev 12:17). The old war over God's law and true worship reaches its last stage.",
      "Crisis: an image of the beast is set up, and all who refuse to worship it are shut out of buying and selling and finally face a death decree (Rev 13:15). God's people are outnumbered and without any earthly help.",
      "Sanctuary: in that hour they look up to the temple of God opened in heaven, where the ark of His testament is seen (Rev 11:19). Their High Priest has pleaded for them there, and His law, written on their hearts, keeps them steady.",
      "Final: the faithful stand on the sea of glass holding the harps of God and sing the song of Moses and of the Lamb, victorious over the beast and his image (Rev 15:2-3). The hunted remnant ends the story in glory.",
    ],
  },
  // Paradise lost and restored
  {
    cards: ["F01", "|GC", "|LC", "F24"],
    parts: [
      "Opening: God creates humanity in His own image, male and female, and gives them a perfect garden home and a Sabbath to share with Him (Gen 1:27). The story begins with life, love and open friendship between the creature and the Creator.",
      "Great Controversy: the serpent slips in with a lie, telling Eve she will not die but will be like God (Gen 3:4-5). Satan's charge that God holds back good things spreads his rebellion from heaven to earth, and our first parents believe him.",
      "Life of Christ: Jesus, the second Adam, meets the same tempter in the wilderness and wins where Adam lost, answering every temptation with Scripture and sending Satan away (Matt 4:10). His obedience is counted for the many who trust Him (Rom 5:19).",
      "Final: the tree of life, lost in Eden, stands again beside the river of the city, its leaves for the healing of the nations (Rev 22:2). Paradise is restored, the curse is lifted, and God's people walk with Him face to face.",
    ],
  },
  // The bronze serpent
  {
    cards: ["F07", "F12", "|LC", "|GC"],
    parts: [
      "Crisis: Israel grumbles against God in the wilderness, and fiery serpents come into the camp; their bites bring death to many (Num 21:6). The people have no cure of their own, so they confess their sin and beg Moses to pray for them.",
      "Turning: God tells Moses to make a serpent of bronze and set it on a pole, and everyone bitten who looks at it lives (Num 21:9). Healing comes not by medicine or merit but by one look of faith at what God provided.",
      "Life of Christ: talking with Nicodemus by night, Jesus explains the bronze serpent. As Moses lifted it up in the desert, the Son of man must be lifted up, so that whoever believes in Him has eternal life (John 3:14-15).",
      "Great Controversy: on the cross the old serpent's power is broken. Christ strips the principalities and powers of their weapons and triumphs over them (Col 2:15), and the lifted-up Saviour goes on drawing people out of the enemy's grip to Himself.",
    ],
  },
  // The Lamb of God
  {
    cards: ["|LC", "|S", "F12", "|GC"],
    parts: [
      "Life of Christ: at the Jordan, John the Baptist sees Jesus coming and points Him out as the Lamb of God who takes away the sin of the world (John 1:29). From the very start of His ministry, Jesus is introduced as a sacrifice.",
      "Sanctuary: every morning and every evening a lamb was offered on the altar of the tabernacle (Exod 29:38-39). Israel was never without a sacrifice burning on the altar, a constant picture of the Lamb who was still to come.",
      "Turning: on the cross the true Lamb dies in the afternoon, at the hour of the evening sacrifice, and cries out that it is finished (John 19:30). God has stepped in; no more lambs are needed, because the one perfect offering is complete.",
      "Great Controversy: heaven rejoices, because the accuser of the brethren is thrown down, and the saints overcome him through the Lamb's blood and their testimony (Rev 12:10-11). The death of the Lamb is the defeat of the dragon.",
    ],
  },
  // The Sabbath, the little horn and the judgment
  {
    cards: ["F01", "F07", "|TP", "F24"],
    parts: [
      "Opening: at creation God rests on the seventh day, blesses it and sets it apart (Gen 2:2-3). Later He writes the Sabbath into His law, a lasting sign that He is the Creator and the One who makes His people holy.",
      "Crisis: a little horn rises that speaks great words against the Most High, wears out the saints and thinks to change times and law (Dan 7:25). Truth is thrown to the ground, and faithful believers suffer for generations.",
      "Time Prophecy: that power is given a time, times and half a time, the 1260 years that run from 538 to 1798. Then the judgment sits (Dan 7:26), and when the 2300 years end in 1844 the books are opened in heaven.",
      "Final: the court rules in favour of the saints, and the kingdom under the whole heaven is given to them, an everlasting kingdom (Dan 7:27). God's law and God's people are both vindicated, and His mercy has the last word.",
    ],
  },
  // The sign of Jonah
  {
    cards: ["F01", "F07", "F12", "|LC"],
    parts: [
      "Opening: God calls Jonah to get up and go to Nineveh, that great city, and warn it about its wickedness (Jonah 1:2). The call also hides a promise, because God wants even Israel's fiercest enemies to turn and live.",
      "Crisis: Jonah runs the other way, and God sends a great storm that nearly breaks the ship apart (Jonah 1:4). Thrown into the sea, the prophet sinks toward death and is swallowed by a great fish, with no way out.",
      "Turning: from inside the fish Jonah prays, and the Lord speaks to the fish and it throws him out on dry land (Jonah 2:10). Salvation belongs to the Lord; the runaway gets a second chance, and Nineveh hears the warning and repents.",
      "Life of Christ: Jesus names this as the one sign He will give. As Jonah lay three days inside the fish, the Son of man would lie three days in the heart of the earth (Matt 12:40) and then come out alive, risen from the dead.",
    ],
  },
  // God with us
  {
    cards: ["|S", "F01", "|LC", "F24"],
    parts: [
      "Sanctuary: God told Israel to build Him a sanctuary so that He could dwell among them (Exod 25:8). The tent at the centre of the camp showed that the holy God wanted to live with His people, not far away from them.",
      "Opening: Isaiah gives a sign and a promise: a virgin will conceive and bear a son, and His name will be Immanuel, God with us (Isa 7:14). The promise looks ahead to God coming nearer than any tent could ever bring Him.",
      "Life of Christ: the Word became flesh and pitched His tent among us, and people saw His glory, full of grace and truth (John 1:14). In Jesus, born at Bethlehem and walking the roads of Galilee, the promise of God with us came true.",
      "Final: a loud voice from the throne announces that the tabernacle of God is with men, and He will live with them as their God (Rev 21:3). What the sanctuary pictured and Jesus began is complete for ever in glory.",
    ],
  },
  // The sanctuary truth restored
  {
    cards: ["F01", "|S", "|GC", "|TP"],
    parts: [
      "Opening: on Mount Sinai God shows Moses the pattern of a sanctuary and asks His people to make Him a dwelling so that He can live among them (Exod 25:8-9). Every curtain and piece of furniture is designed to teach the plan of salvation.",
      "Sanctuary: the daily service pictures Christ's death and His constant ministry, and the yearly Day of Atonement pictures the final cleansing, when sins are removed and the camp is made clean (Lev 16:30). The whole gospel is drawn in that tent.",
      "Great Controversy: the enemy works to hide this truth. The little horn magnifies itself against the Prince of the host, takes away the daily and casts down the place of His sanctuary (Dan 8:11), so that for centuries Christ's ministry in heaven is obscured.",
      "Time Prophecy: yet the vision has an appointed end. After 2300 prophetic days, counted as years from 457 BC to 1844, the sanctuary is cleansed (Dan 8:14), and the truth of Christ's priestly ministry is lifted up again for the world to see.",
    ],
  },
  // The lions' den
  {
    cards: ["F07", "|GC", "F12", "F24"],
    parts: [
      "Crisis: a royal decree forbids prayer to any god but the king, Daniel keeps praying three times a day as before, and he is thrown into the den of lions (Dan 6:16). The king cannot save him, and the stone is sealed.",
      "Great Controversy: the plot was never only about jealousy. Daniel's rivals could find no fault in him except in the law of his God (Dan 6:4-5), and behind them stands the enemy who makes war on everyone who stays loyal to Him.",
      "Turning: God sends His angel and shuts the lions' mouths, and at dawn Daniel is lifted out without a scratch because he trusted in his God (Dan 6:22). God intervenes, a preview of the stone rolled away from Jesus' tomb.",
      "Final: the king decrees that his whole realm must honour the living God, whose kingdom will never be destroyed (Dan 6:26). The rescued prophet points to the day when every knee bows and God's people reign with Him in glory.",
    ],
  },
];
