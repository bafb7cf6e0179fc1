// §4.6 Christ Lock: Old Testament verses that reveal Christ, each with its New Testament fulfilments, the words a
// player would naturally use (R5), the Christ titles it suggests and a model paragraph. Also the global list of
// Christ titles that count as mentioning Christ (besides "Jesus", "Christ" and "Messiah"). Written in our own
// words; Bible text appears at most as a short KJV phrase. Server-only (the fulfilments are the answer key).
// Daniel is read in the historicist way of the palace data (Dan 7:13 is the heavenly scene before the Ancient of
// days; the seventy weeks run from 457 BC to the Messiah's baptism in AD 27 and His death in the midst of the week).
import type { ChristVerse } from "./card-types";

/**
 * Titles of Christ found in Scripture. The judge treats each as a whole-phrase mention (R4), so single common words
 * ("Word", "Door", "Way", "Rock") appear only inside a fuller phrase. Both "Saviour" and "Savior" are listed so
 * either spelling counts.
 */
export const christTitles: readonly string[] = [
  "Messiah", // Dan 9:25; John 1:41
  "Messiah the Prince", // Dan 9:25
  "Lamb of God", // John 1:29
  "the Lamb", // Rev 5:6
  "Son of Man", // Dan 7:13; Matt 8:20
  "Son of God", // Luke 1:35
  "Son of David", // Matt 1:1
  "Only Begotten Son", // John 3:16
  "Prince of Peace", // Isa 9:6
  "Prince of Life", // Acts 3:15
  "Prince of princes", // Dan 8:25
  "Immanuel", // Isa 7:14
  "Emmanuel", // Matt 1:23
  "the Branch", // Zech 3:8
  "Shiloh", // Gen 49:10
  "Redeemer", // Job 19:25
  "Kinsman Redeemer", // Ruth 4:10 as a type
  "Saviour", // Luke 2:11
  "Savior",
  "Lion of the tribe of Judah", // Rev 5:5
  "Root of David", // Rev 5:5
  "Root of Jesse", // Isa 11:10
  "Bright and Morning Star", // Rev 22:16
  "Star out of Jacob", // Num 24:17
  "Seed of the woman", // Gen 3:15
  "Seed of Abraham", // Gal 3:16
  "Prophet like Moses", // Deut 18:15
  "High Priest", // Heb 4:14
  "Minister of the sanctuary", // Heb 8:2
  "Mediator", // 1 Tim 2:5
  "Advocate", // 1 John 2:1
  "Surety", // Heb 7:22
  "Good Shepherd", // John 10:11
  "Great Shepherd", // Heb 13:20
  "Chief Shepherd", // 1 Pet 5:4
  "Bread of Life", // John 6:35
  "Light of the World", // John 8:12
  "Door of the sheep", // John 10:7
  "Resurrection and the Life", // John 11:25
  "True Vine", // John 15:1
  "Alpha and Omega", // Rev 1:8
  "First and the Last", // Rev 1:17
  "King of Kings", // Rev 19:16
  "Lord of Lords", // Rev 19:16
  "King of the Jews", // Matt 2:2
  "King of Israel", // John 1:49
  "King of Glory", // Ps 24:7
  "Lord of Glory", // 1 Cor 2:8
  "Holy One of God", // Mark 1:24
  "Chief Corner Stone", // Eph 2:20
  "Cornerstone", // Ps 118:22; 1 Pet 2:6
  "Word made flesh", // John 1:14
  "Word of Life", // 1 John 1:1
  "Wisdom of God", // 1 Cor 1:24
  "Mighty God", // Isa 9:6
  "Everlasting Father", // Isa 9:6
  "Counsellor", // Isa 9:6
  "Sun of Righteousness", // Mal 4:2
  "Dayspring", // Luke 1:78
  "Desire of all nations", // Hag 2:7
  "Messenger of the covenant", // Mal 3:1
  "Captain of salvation", // Heb 2:10
  "Author and Finisher", // Heb 12:2
  "Horn of salvation", // Luke 1:69
  "Lord of the Sabbath", // Mark 2:28
  "Bridegroom", // Matt 9:15; John 3:29
  "Last Adam", // 1 Cor 15:45
  "Firstborn from the dead", // Col 1:18
  "Righteous Servant", // Isa 53:11
  "Man of Sorrows", // Isa 53:3
  "Rose of Sharon", // Song 2:1
  "Nazarene", // Matt 2:23
  "Spiritual Rock", // 1 Cor 10:4
  "Lord our Righteousness", // Jer 23:6
  "Ruler in Israel", // Mic 5:2
  "Heir of all things", // Heb 1:2
  "Head of the church", // Eph 5:23
  "Faithful and True", // Rev 19:11
  "Faithful Witness", // Rev 1:5
];

export const christVerses: readonly ChristVerse[] = [
  // ---------- The Law: Genesis to Deuteronomy ----------
  {
    ref: "Gen 3:15",
    fulfilments: ["Gal 4:4", "Heb 2:14", "1 John 3:8", "Rom 16:20"],
    keywords: ["seed", "serpent", "bruise", "heel", "head", "woman"],
    titles: ["Seed of the woman", "Last Adam"],
    model:
      "The first gospel promise names a Seed of the woman who would crush the serpent's head while His own heel was bruised. Jesus, born of a woman (Gal 4:4), took on flesh so that through death He might destroy the one who had the power of death (Heb 2:14). The bruised heel is the cross; the crushed head is Satan's final defeat.",
  },
  {
    ref: "Gen 12:3",
    fulfilments: ["Gal 3:8", "Gal 3:16", "Acts 3:25-26"],
    keywords: ["abraham", "bless", "families", "nations", "seed"],
    titles: ["Seed of Abraham"],
    model:
      "God promised Abraham that all the families of the earth would be blessed in him. Paul explains that the promised seed is one person, Christ (Gal 3:16), and Peter says God sent Jesus first to bless His hearers by turning them from their sins (Acts 3:25-26). The blessing of the nations flows through Abraham's greater Son.",
  },
  {
    ref: "Gen 14:18",
    fulfilments: ["Heb 7:1-3", "Heb 6:20"],
    keywords: ["melchizedek", "priest", "king", "bread", "wine"],
    titles: ["High Priest"],
    model:
      "Melchizedek, king of Salem and priest of the most high God, meets Abraham with bread and wine and blesses him. Hebrews presents him as a picture of the Son of God, a king of righteousness and peace who abides a priest continually (Heb 7:1-3). Jesus unites both offices in Himself and offers the bread and wine of the new covenant.",
  },
  {
    ref: "Gen 22:8",
    fulfilments: ["John 1:29", "Heb 11:17-19", "Rom 8:32"],
    keywords: ["lamb", "provide", "substitute", "sacrifice", "offering"],
    titles: ["Lamb of God", "the Lamb"],
    model:
      "On Mount Moriah Abraham assures Isaac that God will provide Himself a lamb, and a ram caught in a thicket becomes the substitute offering in Isaac's place. John the Baptist points to Jesus as the Lamb of God who takes away the sin of the world (John 1:29). The Father did not spare His own Son but gave Him up as the sacrifice for us all (Rom 8:32).",
  },
  {
    ref: "Gen 28:12",
    fulfilments: ["John 1:51"],
    keywords: ["ladder", "angels", "heaven", "earth", "jacob"],
    titles: ["Son of Man"],
    model:
      "Jacob, a fugitive far from home, dreams of a ladder set on the earth whose top reaches heaven, with angels going up and down on it. Jesus tells Nathanael that the angels will ascend and descend upon the Son of Man (John 1:51), so He Himself is the ladder. Christ is the only link that joins a sinful earth to heaven.",
  },
  {
    ref: "Gen 49:10",
    fulfilments: ["Heb 7:14", "Rev 5:5", "Luke 1:32-33"],
    keywords: ["sceptre", "judah", "shiloh", "lawgiver", "gathering"],
    titles: ["Shiloh", "Lion of the tribe of Judah"],
    model:
      "Jacob foretells that the sceptre and the lawgiver will not depart from Judah until Shiloh comes, and to Him will be the gathering of the peoples. Our Lord sprang out of Judah (Heb 7:14) and is hailed in heaven as the Lion of the tribe of Judah who has prevailed (Rev 5:5). Shiloh is the rightful King to whom the nations gather.",
  },
  {
    ref: "Exod 12:13",
    fulfilments: ["1 Cor 5:7", "1 Pet 1:18-19", "Heb 11:28"],
    keywords: ["blood", "passover", "lamb", "token", "death"],
    titles: ["Lamb of God", "the Lamb"],
    model:
      "In Egypt the blood of a spotless lamb on the doorposts was the token that made the destroyer pass over the house. Paul says plainly that Christ our passover is sacrificed for us (1 Cor 5:7), and Peter says we are redeemed with His precious blood, as of a lamb without blemish (1 Pet 1:18-19). Sheltered by His blood, we are passed over by death.",
  },
  {
    ref: "Exod 16:15",
    fulfilments: ["John 6:32-33", "John 6:35"],
    keywords: ["manna", "bread", "heaven", "wilderness", "hunger"],
    titles: ["Bread of Life"],
    model:
      "In the wilderness Israel woke to find manna on the ground, and Moses told them it was the bread the LORD had given them to eat. Jesus says the true bread from heaven is He who comes down and gives life to the world (John 6:32-33). He is the Bread of Life, and whoever comes to Him will never hunger (John 6:35).",
  },
  {
    ref: "Exod 17:6",
    fulfilments: ["1 Cor 10:4", "John 7:37-38", "John 19:34"],
    keywords: ["rock", "struck", "water", "drink", "thirst"],
    titles: ["Spiritual Rock"],
    model:
      "Moses struck the rock at Horeb and water gushed out for a people dying of thirst in the desert. Paul says that Rock was Christ (1 Cor 10:4): struck once on the cross, when blood and water flowed from His side, He now invites everyone who thirsts to come to Him and drink (John 7:37-38).",
  },
  {
    ref: "Exod 25:8",
    fulfilments: ["John 1:14", "Heb 8:1-2", "Rev 21:3"],
    keywords: ["sanctuary", "dwell", "tabernacle", "presence", "among"],
    titles: ["Immanuel", "Word made flesh", "Minister of the sanctuary"],
    model:
      "God asks Israel to make Him a sanctuary so that He may dwell among them, His presence at the centre of the camp. In Jesus the Word was made flesh and pitched His tabernacle among us, and we beheld His glory (John 1:14). Now He ministers in the true sanctuary in heaven, which the Lord pitched and not man (Heb 8:1-2).",
  },
  {
    ref: "Lev 16:15",
    fulfilments: ["Heb 9:11-12", "Heb 9:24", "Rom 3:25"],
    keywords: ["atonement", "blood", "goat", "veil", "mercy", "priest"],
    titles: ["High Priest", "Minister of the sanctuary"],
    model:
      "On the Day of Atonement the high priest killed the goat of the sin offering and carried its blood within the veil to sprinkle it on the mercy seat. Christ, our High Priest, entered the holy place by His own blood, having obtained eternal redemption for us (Heb 9:11-12). God set Him forth as the mercy seat, the propitiation through faith in His blood (Rom 3:25).",
  },
  {
    ref: "Num 21:9",
    fulfilments: ["John 3:14-15", "John 12:32", "2 Cor 5:21"],
    keywords: ["serpent", "brass", "pole", "look", "live", "lifted"],
    titles: ["Son of Man"],
    model:
      "When the people were bitten by fiery serpents, Moses set a serpent of brass on a pole, and whoever looked at it lived. Jesus says the Son of Man must be lifted up in the same way, so that whoever believes in Him will have eternal life (John 3:14-15). On the cross He was made sin for us, and one look of faith still brings life.",
  },
  {
    ref: "Num 24:17",
    fulfilments: ["Matt 2:2", "Rev 22:16"],
    keywords: ["star", "sceptre", "jacob", "israel", "rise"],
    titles: ["Star out of Jacob", "Bright and Morning Star", "King of the Jews"],
    model:
      "Balaam, hired to curse Israel, instead sees a Star coming out of Jacob and a Sceptre that will rise out of Israel. Wise men from the east followed His star to worship the newborn King of the Jews (Matt 2:2), and Jesus calls Himself the bright and morning star (Rev 22:16). The light Balaam glimpsed from afar is Christ the coming King.",
  },
  {
    ref: "Deut 18:15",
    fulfilments: ["Acts 3:22-23", "John 6:14", "Heb 1:1-2"],
    keywords: ["prophet", "moses", "brethren", "hearken", "listen"],
    titles: ["Prophet like Moses"],
    model:
      "Moses promised that God would raise up a Prophet like him from among their brethren, and that Israel must hearken to Him. Peter applies this promise directly to Jesus (Acts 3:22-23), and the crowds He fed said that He was truly the prophet who was to come (John 6:14). In these last days God has spoken to us by His Son, so we must listen to Him (Heb 1:1-2).",
  },
  {
    ref: "Deut 21:23",
    fulfilments: ["Gal 3:13", "Acts 5:30", "1 Pet 2:24"],
    keywords: ["tree", "curse", "hanged", "redeem", "cross"],
    titles: ["Redeemer"],
    model:
      "The law declared that anyone hanged on a tree was under the curse of God. Paul says Christ redeemed us from the curse of the law by being made a curse for us, because He hung on a tree (Gal 3:13). On the cross Jesus bore our sins in His own body so that we might die to sin and live to righteousness (1 Pet 2:24).",
  },
  // ---------- History: Joshua to 2 Kings ----------
  {
    ref: "Josh 5:14",
    fulfilments: ["Heb 2:10", "Rev 19:11-14"],
    keywords: ["captain", "host", "sword", "worship", "holy"],
    titles: ["Captain of salvation", "Faithful and True"],
    model:
      "Before Jericho, Joshua meets a man with a drawn sword who calls Himself captain of the host of the LORD, accepts Joshua's worship and declares the ground holy. This is the Son of God leading His people's battles, the captain of our salvation made perfect through sufferings (Heb 2:10). At the end He rides out as Faithful and True at the head of the armies of heaven (Rev 19:11-14).",
  },
  {
    ref: "Judg 16:30",
    fulfilments: ["Col 2:15", "Heb 2:14-15"],
    keywords: ["samson", "death", "pillars", "enemies", "victory"],
    titles: ["Saviour"],
    model:
      "Samson, blinded and mocked, stretched out his arms between two pillars and in his death slew more enemies than in his life. Jesus, mocked and stretched out on the cross, won His greatest victory in His death, spoiling principalities and powers and triumphing over them (Col 2:15). Through death the Saviour destroyed the one who had the power of death (Heb 2:14-15).",
  },
  {
    ref: "Ruth 4:10",
    fulfilments: ["Gal 4:4-5", "Eph 1:7", "Eph 5:25"],
    keywords: ["kinsman", "redeem", "purchased", "boaz", "bride"],
    titles: ["Kinsman Redeemer", "Redeemer", "Bridegroom"],
    model:
      "Boaz, the near kinsman, paid the price to redeem the inheritance and purchased Ruth the Moabitess to be his wife. Jesus became our kinsman by being born of a woman, so that He might redeem those under the law (Gal 4:4-5). He loved the church and gave Himself for her, taking a bride from every nation into His family (Eph 5:25).",
  },
  {
    ref: "1 Sam 17:50",
    fulfilments: ["Heb 2:14-15", "1 Cor 15:57", "1 John 3:8"],
    keywords: ["david", "goliath", "giant", "stone", "victory", "champion"],
    titles: ["Son of David"],
    model:
      "David goes out alone as Israel's champion and brings down Goliath with a sling and a stone, and his victory becomes the victory of the whole frightened army. Jesus, the Son of David, met our great enemy single-handed and destroyed the works of the devil (1 John 3:8). Like the giant, that enemy is already beaten, and God gives us the victory through our Lord Jesus Christ (1 Cor 15:57).",
  },
  {
    ref: "2 Sam 7:12-13",
    fulfilments: ["Luke 1:32-33", "Acts 13:23", "Heb 1:5"],
    keywords: ["throne", "kingdom", "david", "seed", "house", "forever"],
    titles: ["Son of David", "King of Kings"],
    model:
      "God promised David a seed from his own body whose throne and kingdom would be established forever, and who would build a house for God's name. Gabriel told Mary that God would give Jesus the throne of His father David, and that His kingdom would have no end (Luke 1:32-33). Of David's seed God raised up a Saviour for Israel, Jesus (Acts 13:23).",
  },
  {
    ref: "1 Kgs 10:1",
    fulfilments: ["Matt 12:42", "Col 2:3"],
    keywords: ["solomon", "wisdom", "queen", "sheba", "greater"],
    titles: ["Son of David", "Wisdom of God"],
    model:
      "The queen of Sheba heard of Solomon's fame and travelled far to test him with hard questions, and she went home amazed at his wisdom. Jesus says that a greater than Solomon is here (Matt 12:42), for in Him are hidden all the treasures of wisdom and knowledge (Col 2:3). Christ is the Son of David whose wisdom the nations come to hear.",
  },
  {
    ref: "2 Kgs 4:42-44",
    fulfilments: ["John 6:9-13", "Matt 14:19-20"],
    keywords: ["loaves", "barley", "bread", "hundred", "left"],
    titles: ["Bread of Life"],
    model:
      "Elisha fed a hundred men with twenty barley loaves, and by the word of the LORD they ate and had bread left over. Jesus took five barley loaves and fed five thousand, and the fragments filled twelve baskets (John 6:9-13). The prophet's miracle was a small picture of the One who is Himself the Bread of Life.",
  },
  // ---------- Poetry: Job to Song of Solomon ----------
  {
    ref: "Job 9:33",
    fulfilments: ["1 Tim 2:5", "1 John 2:1"],
    keywords: ["daysman", "mediator", "hand", "between", "advocate"],
    titles: ["Mediator", "Advocate"],
    model:
      "In his anguish Job longs for a daysman, an umpire who could lay his hand on both God and man and bring them together. That longing is answered in the one mediator between God and men, the man Christ Jesus (1 Tim 2:5). Because He is both divine and human, He lays one hand on the throne and the other on us as our advocate with the Father (1 John 2:1).",
  },
  {
    ref: "Job 19:25",
    fulfilments: ["John 11:25", "1 Cor 15:20", "Rev 1:18"],
    keywords: ["redeemer", "lives", "stand", "earth", "resurrection", "latter"],
    titles: ["Redeemer", "Resurrection and the Life"],
    model:
      "Covered in sores and stripped of everything, Job declares that his Redeemer lives and will stand at the latter day upon the earth. Jesus, who called Himself the resurrection and the life (John 11:25), rose from the dead as the firstfruits of those who sleep (1 Cor 15:20). Job's living Redeemer is the risen Christ who holds the keys of death and the grave (Rev 1:18).",
  },
  {
    ref: "Ps 2:7",
    fulfilments: ["Acts 13:33", "Heb 1:5", "Matt 3:17"],
    keywords: ["son", "begotten", "decree", "father", "anointed"],
    titles: ["Son of God", "Only Begotten Son"],
    model:
      "The anointed King of the psalm announces the decree of the LORD: thou art my Son; this day have I begotten thee. Paul says God fulfilled this when He raised up Jesus (Acts 13:33), and Hebrews uses it to show that the Son is above the angels (Heb 1:5). At the Jordan the voice of the Father again named Jesus His beloved Son (Matt 3:17).",
  },
  {
    ref: "Ps 16:10",
    fulfilments: ["Acts 2:27", "Acts 2:31", "Acts 13:35"],
    keywords: ["soul", "hell", "grave", "corruption", "holy", "resurrection"],
    titles: ["Holy One of God"],
    model:
      "David trusts that God will not leave his soul in hell, that is the grave, nor let His Holy One see corruption. David died and his tomb remained, so Peter says he was speaking of the resurrection of Christ (Acts 2:31). Jesus, the Holy One of God, rose before His body could see decay (Acts 13:35).",
  },
  {
    ref: "Ps 22:1",
    fulfilments: ["Matt 27:46", "Mark 15:34", "2 Cor 5:21"],
    keywords: ["forsaken", "cry", "cross", "alone", "separation"],
    titles: ["Man of Sorrows"],
    model:
      "The psalm opens with the cry of one who feels utterly alone: my God, why hast thou forsaken me? Jesus prayed these very words from the cross in the darkness at the ninth hour (Matt 27:46). He felt the separation that sin brings, being made sin for us so that we would never be forsaken (2 Cor 5:21).",
  },
  {
    ref: "Ps 22:18",
    fulfilments: ["John 19:23-24", "Matt 27:35"],
    keywords: ["garments", "lots", "vesture", "soldiers", "parted"],
    titles: ["King of the Jews"],
    model:
      "The sufferer of this psalm watches his enemies divide his garments among them and cast lots for his vesture. At Golgotha the soldiers parted the clothes of Jesus into four shares and cast lots for His seamless coat, so that this scripture was fulfilled (John 19:23-24). Even the smallest detail of the death of Christ was written beforehand.",
  },
  {
    ref: "Ps 34:20",
    fulfilments: ["John 19:36", "John 19:33"],
    keywords: ["bones", "broken", "keep", "legs", "passover"],
    titles: ["the Lamb", "Lamb of God"],
    model:
      "The psalm says that the LORD keeps all the bones of the righteous, and not one of them is broken. The soldiers broke the legs of the two thieves but found Jesus already dead and did not break His (John 19:33). John sees the scripture fulfilled in Him, the true Passover lamb, whose bones were not to be broken (John 19:36).",
  },
  {
    ref: "Ps 40:7-8",
    fulfilments: ["Heb 10:5-7", "John 4:34"],
    keywords: ["volume", "book", "delight", "will", "body", "law"],
    titles: ["Son of God"],
    model:
      "The speaker of the psalm comes to do God's will with the law written in his heart, because the volume of the book is written of him. Hebrews puts these words in the mouth of Christ as He enters the world in a body prepared for Him (Heb 10:5-7). Jesus found His delight and His food in doing the will of the One who sent Him (John 4:34).",
  },
  {
    ref: "Ps 41:9",
    fulfilments: ["John 13:18", "Matt 26:23", "Luke 22:21"],
    keywords: ["friend", "bread", "heel", "betray", "judas"],
    titles: ["Son of Man"],
    model:
      "David grieves that his own familiar friend, who ate of his bread, has lifted up his heel against him. Jesus quotes this verse at the supper to show that the work of Judas was foreknown (John 13:18). The Son of Man was betrayed by one who dipped his hand with Him in the dish (Matt 26:23).",
  },
  {
    ref: "Ps 68:18",
    fulfilments: ["Eph 4:8-10", "Acts 1:9"],
    keywords: ["ascended", "captivity", "gifts", "high", "victory"],
    titles: ["King of Glory"],
    model:
      "The psalm pictures God going up on high in victory, leading captivity captive and receiving gifts for men. Paul applies it to Christ, who came down to the earth and then ascended far above all heavens to give gifts to His church (Eph 4:8-10). The disciples watched Jesus taken up into heaven as the King of Glory returning in triumph (Acts 1:9).",
  },
  {
    ref: "Ps 69:21",
    fulfilments: ["Matt 27:34", "John 19:28-30"],
    keywords: ["vinegar", "gall", "thirst", "drink", "cross"],
    titles: ["Man of Sorrows", "Messiah"],
    model:
      "In his reproach the psalmist says they gave him gall for food and vinegar for his thirst. At the cross Jesus was offered wine mixed with gall (Matt 27:34), and near the end He said I thirst and received a drink of vinegar before He cried, It is finished (John 19:28-30). The suffering Messiah tasted every bitter cup foretold of Him.",
  },
  {
    ref: "Ps 110:1",
    fulfilments: ["Matt 22:44", "Acts 2:34-36", "Heb 10:12-13"],
    keywords: ["right", "hand", "footstool", "enemies", "sit", "exalted"],
    titles: ["Son of David", "King of Kings"],
    model:
      "David hears the LORD say to his Lord, Sit at my right hand until I make your enemies your footstool. Jesus asks how the Son of David can also be David's Lord (Matt 22:44), and Peter declares that the risen Jesus has been exalted to that place (Acts 2:34-36). Having offered one sacrifice for sins, He sits at the right hand of God until every enemy is subdued (Heb 10:12-13).",
  },
  {
    ref: "Ps 110:4",
    fulfilments: ["Heb 5:6", "Heb 7:17", "Heb 7:24-25"],
    keywords: ["priest", "melchizedek", "order", "oath", "forever", "intercession"],
    titles: ["High Priest", "Surety"],
    model:
      "God swears an oath that David's Lord is a priest forever after the order of Melchizedek. Hebrews applies this to Jesus, who came not from Levi but from Judah and was made priest by an oath and the power of an endless life (Heb 7:17). Because He continues forever, He is able to save completely and ever lives to make intercession for us (Heb 7:24-25).",
  },
  {
    ref: "Ps 118:22",
    fulfilments: ["Matt 21:42", "Acts 4:11", "1 Pet 2:7"],
    keywords: ["stone", "builders", "rejected", "corner", "head"],
    titles: ["Chief Corner Stone", "Cornerstone"],
    model:
      "The stone that the builders refused has become the head of the corner. Jesus applied this psalm to Himself when the leaders were rejecting Him (Matt 21:42), and Peter told the council that Jesus is that stone, set at nought by them but made the chief cornerstone (Acts 4:11). What people throw away, God makes the foundation of His house.",
  },
  {
    ref: "Prov 8:30",
    fulfilments: ["John 1:1-3", "Col 1:16-17", "1 Cor 1:24"],
    keywords: ["wisdom", "beginning", "creation", "delight", "eternal"],
    titles: ["Wisdom of God"],
    model:
      "Wisdom speaks as one who was beside the LORD before the creation, brought up with Him and daily His delight. The New Testament names Christ the wisdom of God (1 Cor 1:24) and the eternal Word who was with God in the beginning and made all things (John 1:1-3). In Him all things were created, and in Him they hold together (Col 1:16-17).",
  },
  {
    ref: "Prov 30:4",
    fulfilments: ["John 3:13", "John 1:18"],
    keywords: ["ascended", "heaven", "son", "name", "descended"],
    titles: ["Son of God", "Only Begotten Son", "Son of Man"],
    model:
      "Agur asks who has ascended into heaven and come down, who has gathered the wind and set the ends of the earth, and then presses the question: what is his name, and what is the name of his son? Jesus answers that no one has ascended to heaven except the One who descended from heaven, the Son of Man (John 3:13). The only begotten Son, who is in the bosom of the Father, has made God known (John 1:18).",
  },
  {
    ref: "Eccl 12:11",
    fulfilments: ["John 10:11", "John 10:16"],
    keywords: ["shepherd", "words", "wise", "goads", "nails"],
    titles: ["Good Shepherd"],
    model:
      "The Preacher says the words of the wise are like goads and firmly fixed nails, all given from one Shepherd. Jesus is that one Shepherd, the Good Shepherd who lays down His life for the sheep (John 10:11) and gathers one flock under one Shepherd (John 10:16). Every true word of wisdom in Scripture comes from Him.",
  },
  {
    ref: "Song 5:10",
    fulfilments: ["Col 1:18", "Phil 2:9-10", "Eph 5:25-27"],
    keywords: ["beloved", "chiefest", "thousand", "bride", "love"],
    titles: ["Bridegroom", "Rose of Sharon"],
    model:
      "The bride describes her beloved as white and ruddy, the chiefest among ten thousand. The church sees in this the beauty of Christ, who in all things has the first place (Col 1:18) and whose name is above every name (Phil 2:9-10). He is the Bridegroom who loved His bride and gave Himself to make her holy (Eph 5:25-27).",
  },
  // ---------- Major prophets ----------
  {
    ref: "Isa 7:14",
    fulfilments: ["Matt 1:22-23", "Luke 1:31", "Luke 1:35"],
    keywords: ["virgin", "conceive", "son", "immanuel", "sign"],
    titles: ["Immanuel", "Emmanuel", "Son of God"],
    model:
      "Isaiah gives the house of David a sign: a virgin shall conceive and bear a son and call His name Immanuel. Matthew records that Mary conceived by the Holy Ghost so that this word would be fulfilled, and Immanuel means God with us (Matt 1:22-23). The child born of Mary is called the Son of God (Luke 1:35).",
  },
  {
    ref: "Isa 9:6",
    fulfilments: ["Luke 2:11", "Luke 1:32-33", "Eph 2:14"],
    keywords: ["child", "born", "son", "government", "peace", "shoulder"],
    titles: ["Prince of Peace", "Mighty God", "Everlasting Father", "Counsellor"],
    model:
      "Isaiah announces a child born and a son given, with the government on His shoulder and names that belong to God alone: Wonderful, Counsellor, the mighty God, the everlasting Father, the Prince of Peace. The angels told the shepherds that a Saviour, Christ the Lord, was born in the city of David (Luke 2:11). He is our peace, who breaks down the wall that divided us (Eph 2:14).",
  },
  {
    ref: "Isa 11:1",
    fulfilments: ["Rom 15:12", "Acts 13:23", "Rev 22:16"],
    keywords: ["rod", "stem", "jesse", "branch", "root", "spirit"],
    titles: ["the Branch", "Root of Jesse", "Root of David"],
    model:
      "From the stem of Jesse, a family cut down like a felled tree, a rod shall come forth and a Branch grow out of his roots. Paul names Jesus the root of Jesse who rises to reign over the Gentiles (Rom 15:12), and Jesus calls Himself the root and the offspring of David (Rev 22:16). The Spirit of the LORD rests on this Branch without measure.",
  },
  {
    ref: "Isa 40:3",
    fulfilments: ["Matt 3:3", "John 1:23", "Mark 1:3"],
    keywords: ["voice", "wilderness", "prepare", "way", "highway"],
    titles: ["Messiah"],
    model:
      "A voice cries in the wilderness to prepare the way of the LORD and make straight in the desert a highway for our God. The Gospels identify that voice as John the Baptist, who prepared the people for Jesus (Matt 3:3; John 1:23). The LORD whose way was prepared is Jesus the Messiah, God Himself come to His people.",
  },
  {
    ref: "Isa 42:1",
    fulfilments: ["Matt 12:18-21", "Matt 3:16-17"],
    keywords: ["servant", "elect", "spirit", "gentiles", "delight", "judgment"],
    titles: ["Righteous Servant", "Son of God"],
    model:
      "God presents His servant, His elect in whom His soul delights, on whom He has put His Spirit to bring judgment to the Gentiles. Matthew quotes this passage of Jesus, who healed quietly and would not break a bruised reed (Matt 12:18-21). At His baptism the Spirit came upon Him and the Father declared His delight in His beloved Son (Matt 3:16-17).",
  },
  {
    ref: "Isa 50:6",
    fulfilments: ["Matt 26:67", "Matt 27:26", "Mark 14:65"],
    keywords: ["back", "smiters", "cheeks", "spitting", "shame", "beard"],
    titles: ["Righteous Servant", "Man of Sorrows"],
    model:
      "The Servant gives his back to the smiters and his cheeks to those who pluck out the beard, and he does not hide his face from shame and spitting. In the house of the high priest they spat in the face of Jesus and struck Him (Matt 26:67), and Pilate had Him scourged before the cross (Matt 27:26). He bore it willingly, because He had set His face to save us.",
  },
  {
    ref: "Isa 53:5",
    fulfilments: ["1 Pet 2:24", "Rom 4:25", "Matt 8:17"],
    keywords: ["wounded", "bruised", "stripes", "healed", "transgressions", "peace"],
    titles: ["Man of Sorrows", "Righteous Servant"],
    model:
      "Isaiah sees the Servant wounded for our transgressions and bruised for our iniquities, with the chastisement that brings our peace laid upon Him. Peter says Jesus bore our sins in His own body on the tree, and by His stripes we were healed (1 Pet 2:24). The punishment we deserved fell on Christ so that peace with God could come to us.",
  },
  {
    ref: "Isa 53:7",
    fulfilments: ["Acts 8:32-35", "Matt 27:12-14", "1 Pet 2:23"],
    keywords: ["lamb", "slaughter", "silent", "open", "mouth", "sheep"],
    titles: ["Lamb of God", "the Lamb"],
    model:
      "The Servant is led as a lamb to the slaughter and, like a sheep before its shearers, he does not open his mouth. Before Pilate and the chief priests Jesus stayed silent and answered nothing, so that the governor marvelled (Matt 27:12-14). Philip began at this very scripture and preached Jesus to the Ethiopian (Acts 8:32-35).",
  },
  {
    ref: "Isa 61:1",
    fulfilments: ["Luke 4:18-21", "Matt 11:5"],
    keywords: ["spirit", "anointed", "preach", "captives", "liberty", "free"],
    titles: ["Messiah"],
    model:
      "The Anointed One says the Spirit of the Lord GOD is upon Him to preach good tidings to the meek, bind up the broken-hearted and proclaim liberty to the captives. In the synagogue at Nazareth Jesus read this passage and told His hearers that it was fulfilled that very day in their ears (Luke 4:18-21). Messiah means Anointed, and Jesus is the One anointed to set captives free.",
  },
  {
    ref: "Jer 23:5-6",
    fulfilments: ["Luke 1:32-33", "1 Cor 1:30", "Rom 3:22"],
    keywords: ["branch", "righteous", "king", "david", "righteousness"],
    titles: ["the Branch", "Lord our Righteousness"],
    model:
      "God promises to raise up to David a righteous Branch, a King who will reign wisely, and His name will be THE LORD OUR RIGHTEOUSNESS. Jesus is that King from the line of David (Luke 1:32-33), and God has made Him our righteousness (1 Cor 1:30). Sinners are counted righteous not by their own goodness but by the righteousness of Christ given through faith (Rom 3:22).",
  },
  {
    ref: "Jer 31:31",
    fulfilments: ["Luke 22:20", "Heb 8:8-10", "Heb 9:15"],
    keywords: ["covenant", "new", "law", "heart", "write", "remember"],
    titles: ["Mediator"],
    model:
      "God promises a new covenant in which He will write His law in their hearts and remember their sin no more. At the Last Supper Jesus took the cup and called it the new covenant in His blood (Luke 22:20). He is the mediator of that new covenant, who died so that those who are called might receive the eternal inheritance (Heb 9:15).",
  },
  {
    ref: "Lam 1:12",
    fulfilments: ["Matt 27:39-40", "Matt 26:38"],
    keywords: ["sorrow", "behold", "pass", "affliction", "mock"],
    titles: ["Man of Sorrows"],
    model:
      "Jerusalem in ruins cries to everyone who passes by to behold and see whether any sorrow is like her sorrow. The words fit Jesus on the cross, where those who passed by wagged their heads and mocked Him (Matt 27:39-40), after He had told His disciples that His soul was exceeding sorrowful unto death (Matt 26:38). No sorrow was like the affliction the Man of Sorrows bore for us.",
  },
  {
    ref: "Ezek 34:23",
    fulfilments: ["John 10:14-16", "Heb 13:20", "1 Pet 5:4"],
    keywords: ["shepherd", "david", "feed", "flock", "sheep"],
    titles: ["Good Shepherd", "Great Shepherd", "Chief Shepherd", "Son of David"],
    model:
      "After condemning the selfish shepherds of Israel, God promises to set up one shepherd over His flock, His servant David, who will feed them. Long after the death of David, Jesus the Son of David says He is the good shepherd who knows His sheep and brings them into one flock (John 10:14-16). He is the great shepherd of the sheep, brought again from the dead (Heb 13:20).",
  },
  {
    ref: "Dan 2:34-35",
    fulfilments: ["Matt 21:44", "Rev 11:15", "Luke 1:33"],
    keywords: ["stone", "hands", "image", "mountain", "kingdom"],
    titles: ["King of Kings", "Chief Corner Stone"],
    model:
      "In the king's dream a stone cut out without hands strikes the image on its feet, grinds the kingdoms of the world to powder and becomes a great mountain filling the earth. Jesus warns that whoever this stone falls on will be ground to powder (Matt 21:44). At His return the kingdoms of this world become the kingdom of our Lord and of His Christ, who will reign for ever (Rev 11:15).",
  },
  {
    ref: "Dan 3:25",
    fulfilments: ["Matt 28:20", "Heb 13:5"],
    keywords: ["fourth", "fire", "furnace", "walking", "son"],
    titles: ["Son of God"],
    model:
      "The king looks into the burning fiery furnace and sees not three men but four, loose and walking in the fire, and the fourth is like the Son of God. Christ did not keep His faithful ones out of the fire; He went into it with them. He still promises to be with His people always and never to leave nor forsake them (Matt 28:20; Heb 13:5).",
  },
  {
    ref: "Dan 7:13",
    fulfilments: ["Matt 26:64", "Heb 9:24", "Rev 11:15"],
    keywords: ["clouds", "ancient", "kingdom", "dominion", "judgment", "son"],
    titles: ["Son of Man"],
    model:
      "In the heavenly judgment scene Daniel sees one like the Son of Man come with the clouds of heaven before the Ancient of days, to receive dominion and an everlasting kingdom. Jesus made the title His own before the high priest, saying they would see the Son of Man at the right hand of power and coming in the clouds (Matt 26:64). He now appears in the presence of God for us (Heb 9:24), and when that work is finished the kingdoms of this world become His (Rev 11:15).",
  },
  {
    ref: "Dan 9:25",
    fulfilments: ["Mark 1:15", "John 1:41", "Gal 4:4"],
    keywords: ["messiah", "prince", "weeks", "jerusalem", "time", "anointed"],
    titles: ["Messiah the Prince", "Messiah"],
    model:
      "Gabriel counts sixty-nine prophetic weeks, 483 years on the day-for-a-year principle, from the command to restore Jerusalem to Messiah the Prince. Reckoned from the decree of 457 BC they reach AD 27, when Jesus was anointed at His baptism and began to preach that the time is fulfilled (Mark 1:15). Andrew could tell his brother that they had found the Messiah, the Christ (John 1:41).",
  },
  {
    ref: "Dan 9:27",
    fulfilments: ["Matt 27:50-51", "Heb 10:12", "Heb 9:26"],
    keywords: ["covenant", "week", "midst", "sacrifice", "cease", "confirm"],
    titles: ["Messiah the Prince", "Lamb of God"],
    model:
      "In the last of the seventy weeks the Messiah confirms the covenant with many, and in the midst of the week He causes sacrifice and offering to cease. Three and a half years after His baptism Jesus died, and the veil of the temple was torn from top to bottom (Matt 27:50-51). His one sacrifice for sins ended the need for the shadows that pointed to Him (Heb 10:12).",
  },
  // ---------- The twelve ----------
  {
    ref: "Hos 6:2",
    fulfilments: ["1 Cor 15:4", "Luke 24:46"],
    keywords: ["third", "day", "raise", "revive", "live"],
    titles: ["Resurrection and the Life"],
    model:
      "Hosea pictures a people torn and smitten who are revived after two days and raised up on the third day to live in God's sight. Christ rose again the third day according to the scriptures (1 Cor 15:4), and He told His disciples it was written that He must suffer and rise on the third day (Luke 24:46). In His resurrection His people are raised to live with Him.",
  },
  {
    ref: "Hos 11:1",
    fulfilments: ["Matt 2:15"],
    keywords: ["egypt", "son", "called", "child", "israel"],
    titles: ["Son of God"],
    model:
      "God remembers calling Israel, His young son, out of Egypt at the exodus. Matthew sees the same pattern repeated when the child Jesus was brought back from Egypt, so that the word was fulfilled: out of Egypt have I called my son (Matt 2:15). Jesus relives the story of Israel and succeeds where the nation failed, as the true Son of God.",
  },
  {
    ref: "Joel 2:32",
    fulfilments: ["Acts 2:21", "Acts 4:12", "Rom 10:9", "Rom 10:13"],
    keywords: ["call", "name", "delivered", "saved", "whosoever"],
    titles: ["Saviour"],
    model:
      "Joel promises that whosoever calls on the name of the LORD shall be delivered. Peter quotes this at Pentecost and then names Jesus as the one name under heaven by which we must be saved (Acts 4:12). Paul applies the same promise to confessing Jesus as Lord, for everyone who calls upon His name shall be saved (Rom 10:13).",
  },
  {
    ref: "Amos 8:9",
    fulfilments: ["Matt 27:45", "Luke 23:44-45"],
    keywords: ["sun", "noon", "darkness", "day", "mourning"],
    titles: ["Light of the World"],
    model:
      "Amos warns of a day when God will make the sun go down at noon and darken the earth in the clear day, a day of mourning as for an only son. At the crucifixion darkness covered the land from the sixth hour to the ninth while Jesus hung on the cross (Matt 27:45). The Light of the World was dying, and creation mourned its Maker.",
  },
  {
    ref: "Amos 9:11",
    fulfilments: ["Acts 15:16-17"],
    keywords: ["tabernacle", "david", "fallen", "raise", "build", "gentiles"],
    titles: ["Son of David"],
    model:
      "God promises to raise up the fallen tabernacle of David, repair its breaches and build it as in the days of old. At the council in Jerusalem James quotes this promise to show that Gentiles coming to Christ belong to that rebuilt house (Acts 15:16-17). Jesus, the Son of David, restores the kingdom of David by gathering a people from every nation.",
  },
  {
    ref: "Obad 1:21",
    fulfilments: ["Rev 14:1", "Rev 19:16", "Heb 12:22"],
    keywords: ["saviours", "zion", "kingdom", "judge", "mount"],
    titles: ["Saviour", "King of Kings"],
    model:
      "Obadiah closes with saviours coming up on mount Zion to judge the mount of Esau, and the kingdom belongs to the LORD. John sees the Lamb standing on mount Zion with His redeemed (Rev 14:1), and He rides out with the name King of Kings and Lord of Lords (Rev 19:16). Every deliverer God raised in Israel pointed to the one Saviour whose kingdom has no end.",
  },
  {
    ref: "Jonah 1:17",
    fulfilments: ["Matt 12:40", "Luke 11:30", "1 Cor 15:4"],
    keywords: ["fish", "three", "days", "nights", "sign", "belly"],
    titles: ["Son of Man"],
    model:
      "Jonah was three days and three nights in the belly of the great fish before he was brought up alive. Jesus gave this as the one sign for His generation: so the Son of Man would be three days and three nights in the heart of the earth (Matt 12:40). His burial and resurrection are the sign of Jonah fulfilled.",
  },
  {
    ref: "Mic 5:2",
    fulfilments: ["Matt 2:6", "Luke 2:4-7", "John 7:42"],
    keywords: ["bethlehem", "ruler", "everlasting", "judah", "born"],
    titles: ["Ruler in Israel", "King of the Jews"],
    model:
      "Micah names little Bethlehem in Judah as the birthplace of the ruler of Israel, whose goings forth have been from of old, from everlasting. When Herod asked where the Christ would be born, the scribes answered from this verse (Matt 2:6), and Jesus was born in Bethlehem because of a Roman census (Luke 2:4-7). The King born in time is the everlasting Son.",
  },
  {
    ref: "Nah 1:15",
    fulfilments: ["Rom 10:15", "Eph 2:17", "Luke 2:10"],
    keywords: ["feet", "tidings", "peace", "mountains", "publish", "news"],
    titles: ["Prince of Peace"],
    model:
      "Nahum sees on the mountains the feet of a messenger who brings good tidings and publishes peace after the fall of Nineveh. Paul applies the picture to those who preach the gospel (Rom 10:15), and above all Christ came and preached peace to those far off and those near (Eph 2:17). The Prince of Peace is both the messenger and the good news.",
  },
  {
    ref: "Hab 2:3",
    fulfilments: ["Heb 10:37", "Rev 22:20"],
    keywords: ["vision", "tarry", "wait", "come", "appointed"],
    titles: ["Faithful and True"],
    model:
      "Habakkuk is told that the vision is for an appointed time; though it seems to tarry, he must wait for it, because it will surely come. Hebrews reads the coming one of this promise as Christ Himself, who will come and will not tarry (Heb 10:37). Jesus, faithful and true to His word, says, Surely I come quickly (Rev 22:20).",
  },
  {
    ref: "Zeph 3:15",
    fulfilments: ["John 1:49", "John 12:13"],
    keywords: ["king", "israel", "midst", "fear", "rejoice"],
    titles: ["King of Israel"],
    model:
      "Zephaniah tells the daughter of Zion to sing and rejoice, because the King of Israel, the LORD Himself, is in her midst and she need fear evil no more. Nathanael confessed Jesus as the Son of God and the King of Israel (John 1:49), and the crowds greeted Him with palm branches as the King of Israel who comes in the name of the Lord (John 12:13). In Jesus God came to dwell in the midst of His people.",
  },
  {
    ref: "Hag 2:7",
    fulfilments: ["Luke 2:27-32", "John 1:14"],
    keywords: ["desire", "nations", "house", "glory", "shake", "temple"],
    titles: ["Desire of all nations"],
    model:
      "Haggai encourages those rebuilding a plain temple that God will shake the nations, the desire of all nations will come, and He will fill this house with glory. That glory came when the infant Jesus was carried into the temple and Simeon held Him as a light to the Gentiles (Luke 2:27-32). The glory of the latter house was the presence of Christ Himself.",
  },
  {
    ref: "Zech 6:12-13",
    fulfilments: ["Heb 8:1", "Heb 3:3-6", "Eph 2:20-22"],
    keywords: ["branch", "temple", "priest", "throne", "build", "peace"],
    titles: ["the Branch", "High Priest"],
    model:
      "Zechariah crowns the high priest as a sign of the Man whose name is the Branch, who will build the temple of the LORD and be a priest on His throne, with peace between the two offices. Jesus is that King and Priest, seated at the right hand of the throne in the heavens (Heb 8:1). He builds His people into a holy temple, with Himself as the chief cornerstone (Eph 2:20-22).",
  },
  {
    ref: "Zech 9:9",
    fulfilments: ["Matt 21:4-5", "John 12:14-15"],
    keywords: ["king", "donkey", "ass", "colt", "lowly", "rejoice"],
    titles: ["King of Israel"],
    model:
      "Zion is told to rejoice because her King comes to her, just and having salvation, lowly and riding on an ass, on a colt the foal of an ass. Jesus sent for a donkey and her colt and rode into Jerusalem so that this word was fulfilled (Matt 21:4-5). He came as the humble King of Israel, offering peace rather than war.",
  },
  {
    ref: "Zech 11:12-13",
    fulfilments: ["Matt 26:15", "Matt 27:9-10"],
    keywords: ["thirty", "silver", "potter", "price", "pieces"],
    titles: ["Good Shepherd"],
    model:
      "The rejected shepherd is valued at thirty pieces of silver, the price of a slave, and the money is thrown to the potter in the house of the LORD. Judas agreed to hand Jesus over for thirty pieces of silver (Matt 26:15), and the priests used the returned money to buy the field of the potter (Matt 27:9-10). The Good Shepherd was sold for the price of a slave.",
  },
  {
    ref: "Zech 12:10",
    fulfilments: ["John 19:37", "Rev 1:7"],
    keywords: ["pierced", "mourn", "look", "grace", "spirit"],
    titles: ["Only Begotten Son"],
    model:
      "God promises to pour out the spirit of grace and supplications, and the people will look upon Him whom they have pierced and mourn as for an only son. When the soldier pierced the side of Jesus, John saw this scripture fulfilled (John 19:37). At His return every eye will see Him, even those who pierced Him (Rev 1:7).",
  },
  {
    ref: "Zech 13:7",
    fulfilments: ["Matt 26:31", "Mark 14:27", "John 16:32"],
    keywords: ["shepherd", "sheep", "smite", "scattered", "sword"],
    titles: ["Good Shepherd"],
    model:
      "God commands the sword to awake against His shepherd, the man who is His fellow: smite the shepherd, and the sheep shall be scattered. On the night of His arrest Jesus quoted this verse and told the disciples they would all stumble because of Him (Matt 26:31). The Good Shepherd was struck for the flock, and the frightened sheep fled.",
  },
  {
    ref: "Mal 3:1",
    fulfilments: ["Matt 11:10", "Mark 1:2", "John 2:13-16"],
    keywords: ["messenger", "covenant", "temple", "prepare", "suddenly"],
    titles: ["Messenger of the covenant"],
    model:
      "Malachi foretells a messenger who will prepare the way, and then the Lord whom they seek will suddenly come to His temple as the messenger of the covenant. Jesus said John the Baptist was the first messenger (Matt 11:10), which makes Jesus the Lord who came after him. He came suddenly to the temple and cleansed it (John 2:13-16).",
  },
  {
    ref: "Mal 4:2",
    fulfilments: ["Luke 1:78-79", "John 8:12"],
    keywords: ["sun", "righteousness", "healing", "wings", "rise"],
    titles: ["Sun of Righteousness", "Dayspring", "Light of the World"],
    model:
      "To those who fear His name, the Sun of Righteousness will rise with healing in His wings. Zacharias praised God for the dayspring from on high that visited us to give light to those in darkness (Luke 1:78-79), and Jesus called Himself the light of the world (John 8:12). Like the morning sun He brings warmth, healing and a new day.",
  },
];
