import type { RevelationKidsLesson } from "@common/schemas/course-content";

/** Revelation for Kids (screens.md §7.5): 50 short lessons written for children. */
export const revelationKidsLessons: readonly RevelationKidsLesson[] = [
  // Christ and the seven churches (1–7)
  {
    number: 1,
    title: "Jesus Walks Among the Lamps",
    bibleVerse: "Revelation 1:12-13",
    story:
      "John was an old man, sent away to a rocky island called Patmos because he loved Jesus. One Sabbath he heard a voice as loud as a trumpet. He turned around and saw seven golden lampstands shining, and Jesus walking right in the middle of them! Jesus told John that the lamps were His churches. The first letter was for the church in Ephesus. They worked very hard and never gave up, but something was missing: they had lost their first love. They were busy doing things for Jesus but had forgotten how much they loved Him. Jesus said, “Come back to the way you loved Me at the beginning.” He promised that anyone who listens can eat from the tree of life. Jesus still walks among His people today, keeping our lights burning.",
    thinkAboutIt:
      "What is one thing you could do this week just because you love Jesus, not because you have to?",
    funActivity:
      "Draw seven golden lamps in a row and Jesus walking between them. Write “Ephesus” under the first lamp and colour its flame extra bright.",
  },
  {
    number: 2,
    title: "Brave Smyrna",
    bibleVerse: "Revelation 2:10",
    story:
      "The second letter went to the church in Smyrna. The Christians there were poor, and some people were very unkind to them because they followed Jesus. Jesus began His letter by reminding them who He is: “I am the First and the Last. I was dead, and I am alive!” Jesus knew that nothing, not even the worst day, could stop Him. So He told Smyrna, “Don’t be afraid. Your trouble will last only ten days, a short time, and then it will be over. Be faithful, and I will give you a crown of life.” Smyrna is one of only two churches that Jesus did not scold at all. Jesus sees when being His friend is hard, and He has a crown ready for everyone who keeps trusting Him.",
    thinkAboutIt: "When is it hard to be a friend of Jesus at school or with your friends?",
    funActivity:
      "Make a “crown of life” from paper or card. On each point, write the name of someone you can pray for who needs courage.",
  },
  {
    number: 3,
    title: "Pergamos and the Sharp Sword",
    bibleVerse: "Revelation 2:12-13",
    story:
      "Pergamos was a big, busy city full of temples to false gods. Jesus said the people there lived “where Satan’s seat is.” Yet the church held on to Jesus’ name. One faithful man, Antipas, stayed true to Jesus even when it cost him everything. But some in the church had started mixing God’s ways with the wrong ways of the city, a little bit here and a little bit there. Jesus came to Pergamos as the One with a sharp two-edged sword coming from His mouth. That sword is God’s Word! It cuts away what is false and shows what is true. Jesus promised the overcomers hidden manna, food from heaven, and a white stone with a new name on it that only they would know.",
    thinkAboutIt: "Why do you think God’s Word is compared to a sword?",
    funActivity:
      "Find a smooth white stone (or cut a circle of white paper). Write a secret new name you think Jesus might give you, like “Brave Heart” or “Kind Helper,” and keep it in your Bible.",
  },
  {
    number: 4,
    title: "Thyatira and Eyes Like Fire",
    bibleVerse: "Revelation 2:18-19",
    story:
      "Jesus came to Thyatira with eyes like flames of fire and feet shining like polished brass. His eyes see everything, not to scare us, but because He cares about every part of our lives. The church in Thyatira was full of love and service and patience, and they were doing even more good things than before! But they let a woman teach people to do wrong things, and they did not stop her. Jesus gave her time to change, because He is patient. To the ones who stayed faithful He said, “Just hold on to what you have until I come.” And He promised them the morning star, which is Jesus Himself, shining bright after a long, dark night.",
    thinkAboutIt:
      "How does it feel to know that Jesus sees all the good things you do, even when no one else notices?",
    funActivity:
      "Go outside early one morning or look at a picture of the morning star (the planet Venus). Draw it shining above a dark hill, and write “Jesus is my Morning Star.”",
  },
  {
    number: 5,
    title: "Sardis, Wake Up!",
    bibleVerse: "Revelation 3:1-3",
    story:
      "The church in Sardis looked great from the outside. Everyone said, “What a lively church!” But Jesus, who holds the seven stars, could see inside. He said, “You have a name that you are alive, but you are sleeping.” Sardis was a city on a tall hill that was once captured because the guards fell asleep. So Jesus said, “Wake up! Strengthen what is left.” Still, a few people in Sardis had kept their clothes clean. Jesus said they would walk with Him dressed in white. He promised never to rub their names out of His Book of Life. Jesus does not want us just to look good on the outside. He wants our hearts to be wide awake and close to Him.",
    thinkAboutIt: "What is the difference between looking like a Christian and really loving Jesus inside?",
    funActivity:
      "Make an alarm-clock card: draw a clock and write “Wake up, heart!” on it. Put it by your bed to remind you to talk to Jesus first thing every morning.",
  },
  {
    number: 6,
    title: "Philadelphia’s Open Door",
    bibleVerse: "Revelation 3:7-8",
    story:
      "Jesus came to Philadelphia holding the key of David. With that key He opens doors nobody can shut, and shuts doors nobody can open. He told the church, “I have set before you an open door.” The Christians in Philadelphia did not feel very strong, but they kept God’s Word and did not deny His name. Jesus loved them for it. He promised to keep them safe in the hard time coming on the whole world. And He said He would make each overcomer a pillar in the temple of God, strong and steady forever, with God’s name written on them. Philadelphia means “brotherly love.” It is a church that loves each other and walks through the doors Jesus opens.",
    thinkAboutIt:
      "Can you think of a door Jesus might be opening for you to help someone or tell them about Him?",
    funActivity:
      "Fold a piece of paper to make a door that opens. Behind it, draw something good you hope Jesus will help you do this year.",
  },
  {
    number: 7,
    title: "Laodicea: Jesus Knocks",
    bibleVerse: "Revelation 3:20",
    story:
      "The last letter went to Laodicea. The people there were rich and comfortable, and they said, “We have everything we need.” But Jesus said they were lukewarm, like a drink that is neither nicely hot nor cold. They didn’t know they were really poor and needed Him. So Jesus, the Faithful and True Witness, made them a wonderful offer. He would give them gold from heaven, white clothes to wear and special salve to help them see. Then He said the sweetest words in the whole letter: “Behold, I stand at the door and knock. If anyone hears My voice and opens the door, I will come in and eat with him.” Jesus never breaks the door down. He knocks gently and waits for us to let Him in.",
    thinkAboutIt: "If Jesus knocked on the door of your heart today, what would you say to Him?",
    funActivity:
      "Draw a door with no handle on the outside, only on the inside. Draw yourself opening it and Jesus coming in to share a meal with you.",
  },
  // The throne and the seven seals (8–14)
  {
    number: 8,
    title: "A Door Open in Heaven",
    bibleVerse: "Revelation 4:1-3",
    story:
      "After the seven letters, John saw a door open in heaven, and a voice said, “Come up here!” Suddenly John was looking at God’s throne. Around it shone a rainbow, green like an emerald. Twenty-four elders sat on thrones wearing white clothes and golden crowns. Flashes of light and rumbles of thunder came from the throne, and in front of it was a sea of glass, clear as crystal. Four amazing living creatures, full of eyes, said day and night, “Holy, holy, holy, Lord God Almighty!” Then the elders laid their crowns down before God and sang that He made all things. Heaven is not a boring place. It is full of colour, music and joy, all around our great Creator.",
    thinkAboutIt:
      "Why do you think there is a rainbow around God’s throne? What did the rainbow mean to Noah?",
    funActivity:
      "Draw God’s throne room with a green rainbow, a sea of glass and the elders laying down their crowns. Use glitter or shiny paper for the sea of glass.",
  },
  {
    number: 9,
    title: "The Lamb Who Is Worthy",
    bibleVerse: "Revelation 5:5-6",
    story:
      "In God’s hand John saw a scroll, rolled up and sealed with seven seals. An angel asked, “Who is worthy to open it?” No one in heaven or on earth could. John began to cry. But an elder said, “Don’t cry! The Lion of the tribe of Judah has won the victory. He can open it!” John looked for a lion, but instead he saw a Lamb that had been slain, standing alive. That Lamb is Jesus, who gave His life for us and rose again. Then all heaven burst into a new song: “You are worthy, for You were slain and bought us for God from every nation!” Millions of angels joined in. Jesus is strong like a lion and gentle like a lamb.",
    thinkAboutIt: "Why is it special that the Lion turned out to be a Lamb?",
    funActivity:
      "Fold a paper in half. On one side draw a lion, on the other a lamb. Inside write, “Jesus is both!” and sing a song of praise to Him today.",
  },
  {
    number: 10,
    title: "The White Horse Rides Out",
    bibleVerse: "Revelation 6:1-2",
    story:
      "The Lamb began to open the seals one by one. When He opened the first seal, John saw a white horse. Its rider had a bow and a crown, and he rode out to win. White is the colour of purity, and many Bible students see this rider as the good news about Jesus racing across the world in the days right after Jesus went back to heaven. The first Christians were full of the Holy Spirit. They told everyone about Jesus, and thousands of people believed. The message went from Jerusalem to the ends of the earth, even to kings and soldiers. The good news is still riding out today, and Jesus wants us to help carry it to people who haven’t heard.",
    thinkAboutIt: "Who first told you about Jesus? How can you pass the good news on?",
    funActivity:
      "Make a horse from a sock or paper bag and ride it around the house, telling your family one thing you love about Jesus each time you stop.",
  },
  {
    number: 11,
    title: "The Horses Change Colour",
    bibleVerse: "Revelation 6:3-8",
    story:
      "Then came three more horses: red, black and pale. Each one was a little darker than the last. The colours show that, as the years went by, many people in the church began to drift away from the pure truth about Jesus. There was fighting, and God’s Word became hard to find, like food being scarce. But did you notice? The Lamb was the one opening each seal. Nothing happens without Jesus knowing about it. Even in the dark times, He told the rider of the black horse, “Don’t hurt the oil and the wine.” God always protects His truth and His people. Darkness never gets the last word when Jesus is holding the scroll.",
    thinkAboutIt: "Why is it comforting that Jesus is the one opening every seal?",
    funActivity:
      "Draw four horses in a row, white, red, black and pale. Above them all, draw the Lamb holding the scroll, to show that Jesus is in charge of history.",
  },
  {
    number: 12,
    title: "Under the Altar",
    bibleVerse: "Revelation 6:9-11",
    story:
      "When the Lamb opened the fifth seal, John saw something surprising: the people who had been hurt for loving Jesus were pictured under the altar, calling out, “How long, O Lord?” Just as the blood of Abel cried out from the ground, their faithfulness was remembered. It was like asking, “When will You make things right?” God did not ignore them. Each one was given a white robe, because God counted them pure and faithful. And they were told to rest a little longer. In the Bible, people who die are resting, as if asleep, waiting for Jesus to wake them up. God never forgets anyone who is faithful to Him, and one day He will put everything right.",
    thinkAboutIt: "Have you ever asked God, “How long?” What did you want Him to fix?",
    funActivity:
      "Cut out a small white robe from paper. On it, write the name of a missionary or Bible hero who was brave for Jesus, and read a short story about them.",
  },
  {
    number: 13,
    title: "Who Can Stand?",
    bibleVerse: "Revelation 7:9-10",
    story:
      "When the sixth seal opened, the sky rolled up like a scroll, and people cried, “Who will be able to stand?” Chapter 7 gives the happy answer! John saw four angels holding back the winds, while another angel put God’s seal on the foreheads of His servants. The seal is God’s mark of ownership, showing they belong to Him and think like Him. Then John saw a great crowd nobody could count, from every country and language, wearing white and waving palm branches. They shouted, “Salvation belongs to our God and to the Lamb!” So who can stand? Everyone who trusts in Jesus. There will be room for children and grown-ups from all over the world.",
    thinkAboutIt:
      "How many different countries do you think will be in that great crowd? Which one are you from?",
    funActivity:
      "Make palm branches from green paper. Write the names of different countries on them and wave them while you shout, “Salvation belongs to our God!”",
  },
  {
    number: 14,
    title: "Silence in Heaven",
    bibleVerse: "Revelation 8:1",
    story:
      "When the Lamb opened the seventh seal, something very unusual happened: heaven went completely quiet for about half an hour. No singing, no thunder, nothing. Why? Perhaps because all of heaven is coming with Jesus when He returns to take His people home, and heaven is left empty and still. Let’s look back at this part of the story. We saw God’s beautiful throne and the Lamb who is worthy. We saw horses riding through history, faithful people remembered by God, and a huge happy crowd who could stand because they trusted Jesus. All through the seals, the Lamb held the scroll. The story of the world is in good hands, the hands that were nailed to the cross for us.",
    thinkAboutIt: "Which picture from the seven seals do you remember best, and why?",
    funActivity:
      "Play “heaven’s silence”: set a timer for one minute and sit completely still together, then thank God out loud for one picture from lessons 8 to 13.",
  },
  // The seven trumpets (15–21)
  {
    number: 15,
    title: "Prayers Like Sweet Smoke",
    bibleVerse: "Revelation 8:3-4",
    story:
      "Before the trumpets sounded, John saw an angel standing at the golden altar in heaven’s temple. In the earthly sanctuary, the priest burned sweet-smelling incense there every morning and evening. Now the angel was given lots of incense to offer together with the prayers of all God’s people. The sweet smoke rose up before God, carrying the prayers with it. Isn’t that wonderful? Every prayer you pray, even a tiny one whispered in bed, goes right up to God’s throne. Jesus, our High Priest in heaven, adds the sweetness of His own goodness to our prayers. Then the angel threw fire from the altar to the earth. God’s answers to His people’s prayers were on the way.",
    thinkAboutIt: "What is one prayer you would like to send up to God today?",
    funActivity:
      "Write or draw your prayers on small slips of paper and put them in a jar labelled “Golden Altar.” Each week, look back to see how God has answered.",
  },
  {
    number: 16,
    title: "Trumpets of Warning",
    bibleVerse: "Revelation 8:6-7",
    story:
      "In Bible times, trumpets were used to call people together and to warn them when trouble was coming, like a fire alarm today. The seven trumpets in Revelation are God’s warning alarms through history. When the first four sounded, John saw trees burning, a blazing mountain falling into the sea, a star falling and the sun growing dim. Many Bible students see these as pictures of powerful armies that swept across the old Roman Empire, one after another, until it broke apart. But a warning is really a kind gift. A fire alarm is loud because someone cares that you get out safely. God sounds His trumpets because He loves people and wants them to turn to Him.",
    thinkAboutIt: "Why is a warning actually a way of showing love?",
    funActivity:
      "Roll a sheet of paper into a trumpet and decorate it. Use it to “announce” a good safety rule in your home, like where to meet if the fire alarm rings.",
  },
  {
    number: 17,
    title: "God Protects His Sealed Ones",
    bibleVerse: "Revelation 9:4",
    story:
      "When the fifth trumpet blew, John saw smoke pour out of a deep pit, and out came strange locusts shaped like horses, with faces like people. Many Bible students see them as fast-riding armies that rushed across the lands for many years. It sounds scary, doesn’t it? But look closely at what God said. The locusts were told not to hurt the grass or any green thing, and not to hurt the people who had God’s seal on their foreheads. God put a fence of protection around His own people. Even when the world is stormy, the ones who belong to God are held safely in His hand. Jesus said no one can snatch His sheep out of His hand.",
    thinkAboutIt: "When you feel afraid, which promise of God could you remember?",
    funActivity:
      "Draw yourself inside a big pair of hands. Around the outside, draw a storm, and inside the hands write, “No one can snatch me out of God’s hand.”",
  },
  {
    number: 18,
    title: "Still Time to Turn Around",
    bibleVerse: "Revelation 9:20-21",
    story:
      "The sixth trumpet sounded, and a voice came from the golden altar, the place of prayer and mercy. Four angels who had been held ready for the exact hour, day, month and year were let loose, and great armies of horsemen rode out. Bible students who follow history carefully have seen this as the rise of a powerful empire that brought the old city of Constantinople to an end. Yet the saddest part is at the end of the chapter: even after all the warnings, many people still would not turn away from their idols and wrong ways. God does not send warnings to be mean. He sends them because He hopes people will turn around and come home to Him.",
    thinkAboutIt: "When you have done something wrong, what helps you want to turn around and say sorry?",
    funActivity:
      "Play “Turn Around”: one person walks away while another calls their name kindly. When they hear it, they turn and come back for a hug. Talk about how God calls us back.",
  },
  {
    number: 19,
    title: "The Sweet and Bitter Little Book",
    bibleVerse: "Revelation 10:9-10",
    story:
      "A mighty angel came down from heaven with a rainbow on his head and a face bright as the sun. He set one foot on the sea and one on the land, and held a little open book. It was the book of Daniel, which had been sealed until the time of the end! The angel told John to eat it. It tasted sweet as honey, but then it turned bitter in his stomach. This pictures a group of Bible students in the 1840s who were overjoyed to study Daniel’s prophecies and thought Jesus would come in 1844. When He didn’t, they were very disappointed. But God had more for them to learn, and the angel said, “You must tell the message again to many people.”",
    thinkAboutIt: "Have you ever been disappointed? How did God help you afterwards?",
    funActivity:
      "Taste a little honey and then a small slice of lemon. Talk about how something can feel sweet, then bitter, and how God stayed with His people through both.",
  },
  {
    number: 20,
    title: "Measuring the Temple and Two Witnesses",
    bibleVerse: "Revelation 11:1-3",
    story:
      "After eating the little book, John was given a measuring stick and told to measure God’s temple, the altar and the people who worship there. The disappointed Bible students did exactly that. They studied the sanctuary again and found that in 1844 Jesus had begun a special work in heaven’s Most Holy Place. Then John heard about two witnesses who prophesied for 1,260 days, dressed in rough sackcloth. The two witnesses are the Old and New Testaments. For a long time people tried to hide the Bible, but God’s Word kept speaking. In the end, God lifted the two witnesses up, and today the Bible is printed in more languages than any other book in the world.",
    thinkAboutIt: "Why do you think people have tried to hide the Bible, and why couldn’t they succeed?",
    funActivity:
      "Use a tape measure to measure your own Bible: how long, wide and thick is it? Then count how many books are in the Old Testament and the New Testament, the two witnesses.",
  },
  {
    number: 21,
    title: "The Seventh Trumpet and the Ark",
    bibleVerse: "Revelation 11:15",
    story:
      "At last the seventh trumpet sounded, and loud voices in heaven announced, “The kingdoms of this world have become the kingdoms of our Lord and of His Christ, and He shall reign for ever and ever!” Then God’s temple in heaven was opened, and John saw the ark of the covenant. Inside the ark in the earthly sanctuary were God’s Ten Commandments. Seeing the ark reminds us that God’s law of love still matters, and that Jesus is working for us right beside it. Let’s look back at the trumpets: God answers prayer, sends loving warnings, protects His sealed ones, calls people home and keeps His Word alive. And the final trumpet says the best news of all: Jesus will be King forever!",
    thinkAboutIt: "What would it be like to live in a world where Jesus is King of everything?",
    funActivity:
      "Make a model of the ark of the covenant from a small box covered in yellow or gold paper. Put two little “stone tablets” inside with “Love God” and “Love others” written on them.",
  },
  // The cosmic conflict and the beasts (22–30)
  {
    number: 22,
    title: "The Woman and the Baby",
    bibleVerse: "Revelation 12:1-5",
    story:
      "John saw a great sign in the sky: a woman clothed with the sun, the moon under her feet and a crown of twelve stars on her head. In the Bible, a good woman is a picture of God’s faithful people. She was about to have a baby, and a huge red dragon stood waiting, hoping to destroy the child. The dragon is Satan, who hates God and His people. The baby boy is Jesus! Do you remember how wicked King Herod tried to hurt baby Jesus in Bethlehem? That was the dragon at work. But the dragon failed. Jesus grew up, lived a perfect life, died for us, rose again and was taken up to God’s throne. The dragon could not stop God’s plan.",
    thinkAboutIt: "How did God protect baby Jesus from King Herod? (Hint: read Matthew 2:13-14.)",
    funActivity:
      "Draw the woman clothed with the sun with twelve stars in her crown. Count the stars as you draw them and name the twelve tribes or the twelve disciples for each one.",
  },
  {
    number: 23,
    title: "War in Heaven",
    bibleVerse: "Revelation 12:7-9",
    story:
      "Long ago, before our world was made, a beautiful angel named Lucifer lived in heaven. But he grew proud and wanted to be as great as God. He told lies about God and convinced some of the angels to follow him. Then there was war in heaven! Michael, who is Jesus, and His loyal angels fought against the dragon. The dragon lost, and he and his angels were thrown out of heaven. That is how the great controversy, the big fight between good and evil, began. But listen to the loud voice in heaven: “Now salvation has come!” God’s people overcome the dragon by the blood of the Lamb and by telling what Jesus has done for them. Jesus has already won.",
    thinkAboutIt: "What lies do you think Satan tells people about God today? What is the truth?",
    funActivity:
      "Make a “true or false” game: write some things people say about God on cards (like “God is always angry” or “God loves me”), then sort them and find a verse for the true ones.",
  },
  {
    number: 24,
    title: "Safe in the Wilderness",
    bibleVerse: "Revelation 12:14",
    story:
      "When the dragon couldn’t hurt Jesus, he went after the woman, God’s people. But God gave her two wings of a great eagle so she could fly into the wilderness, where God fed and looked after her for 1,260 days. In Bible prophecy, a day stands for a year, so this was 1,260 years, from AD 538 to 1798. During those long years, faithful people like the Waldenses hid in mountain valleys. They copied the Bible by hand, memorised whole books and carried little pieces of Scripture to share. The dragon even sent a flood after the woman, but the earth opened up and swallowed it. God always makes a way to keep His people safe.",
    thinkAboutIt: "If you couldn’t have a Bible, which verses would you want to know by heart?",
    funActivity:
      "Choose one verse and copy it by hand very neatly, just like the Waldenses did. Then try to memorise it this week and say it to someone.",
  },
  {
    number: 25,
    title: "God’s Faithful Remnant",
    bibleVerse: "Revelation 12:17",
    story:
      "At the end of chapter 12, the dragon is very angry. He goes to make war with “the remnant” of the woman’s children. A remnant is what is left at the end, like the last piece of cloth on a roll that is exactly the same as the first. God’s remnant people at the end of time are like the first Christians. Revelation gives two ways to recognise them: they keep the commandments of God, and they have the testimony of Jesus, which is the spirit of prophecy. They love God’s law, and they listen to what Jesus says through His prophets. Being part of God’s remnant isn’t about being better than others. It’s about staying loyal to Jesus until He comes.",
    thinkAboutIt: "Which of God’s Ten Commandments do you find easiest to keep, and which is hardest?",
    funActivity:
      "Trace your two hands on paper. Write five commandments on the fingers of one hand and five on the other. Talk about how each one is a way to show love.",
  },
  {
    number: 26,
    title: "The Beast from the Sea",
    bibleVerse: "Revelation 13:1-2",
    story:
      "In chapter 13, John saw a strange creature come up out of the sea. It looked like a leopard with a bear’s feet and a lion’s mouth. Do you remember Daniel’s dream of animals? Bible prophecy uses beasts as pictures of kingdoms and powers, like a cartoonist using a bald eagle for America. This beast is a power that mixed religion and government together and ruled for forty-two months, the same 1,260 years we learned about. It spoke proud words and tried to change God’s times and laws. But one of its heads received a deadly wound. God told John about this power ahead of time so His people would not be fooled, and would keep trusting Jesus alone.",
    thinkAboutIt: "Why do you think God told us about these things long before they happened?",
    funActivity:
      "Draw a strange animal made from three others (leopard, bear and lion). Next to it draw the Lamb of Revelation 5, and write: “I follow the Lamb!”",
  },
  {
    number: 27,
    title: "Horns Like a Lamb",
    bibleVerse: "Revelation 13:11",
    story:
      "Next John saw another beast, this one coming up out of the earth. It had two horns like a lamb. A beast from the sea comes from crowded places with many peoples, but a beast from the earth rises where there were few people. Many Bible students see this as a young country that began gently, giving people freedom to worship as they believed. But John also saw that one day this power would speak like a dragon and try to make everyone worship the way it said. It would even bring down fire from heaven to trick people. This teaches us to test everything by God’s Word, not by amazing signs. Real love for God can never be forced.",
    thinkAboutIt: "Why can’t real love be forced? Can you make someone love you?",
    funActivity:
      "Make a poster called “Test it by the Bible.” Draw a magnifying glass over an open Bible, and write down one question you want to look up in Scripture this week.",
  },
  {
    number: 28,
    title: "Singing on Mount Zion",
    bibleVerse: "Revelation 14:1-3",
    story:
      "After the beasts, John saw something much happier! The Lamb was standing on Mount Zion, and with Him were 144,000 people with His Father’s name written on their foreheads. Instead of the beast’s mark, they had God’s name, which means they had God’s character. They sang a new song that no one else could learn, because it was the song of their own experience with Jesus. John said they “follow the Lamb wherever He goes.” They were honest, and no lie was found in their mouths. Wherever Jesus leads, they go, even when it is hard. You can follow Jesus wherever He goes too, starting with telling the truth and staying close to Him every day.",
    thinkAboutIt: "What would your own “new song” about Jesus be about? What has He done for you?",
    funActivity:
      "Make up your own short song or rhyme about something Jesus has done for you. Sing it for your family, maybe with a homemade shaker or drum.",
  },
  {
    number: 29,
    title: "Three Angels Flying",
    bibleVerse: "Revelation 14:6-7",
    story:
      "John saw three angels flying in the middle of heaven, carrying God’s last message to the whole world. The first angel had the everlasting gospel and called in a loud voice: “Fear God, give glory to Him, for the hour of His judgment has come! Worship Him who made heaven and earth, the sea and the springs of water.” Those words point to the Sabbath, God’s gift from creation week. The second angel said that Babylon, the city of confusion, had fallen. The third angel warned people not to take the beast’s mark, but to keep God’s commandments and the faith of Jesus. Today, God’s people are like those angels, carrying this message to every nation, tribe, language and people.",
    thinkAboutIt: "Why do you think God wants everyone in the world to hear these three messages?",
    funActivity:
      "Make three paper angels and write one message on each wing. Hang them from a coat hanger to make a mobile of the three angels’ messages.",
  },
  {
    number: 30,
    title: "The Great Harvest",
    bibleVerse: "Revelation 14:14-16",
    story:
      "After the three angels, John looked up and saw a white cloud. On the cloud sat One like the Son of Man, wearing a golden crown and holding a sharp sickle. It was Jesus, coming to gather His harvest! An angel called, “The harvest of the earth is ripe!” and Jesus swung His sickle. The good harvest is all the people who love and follow Him. What a lot we have learned in this section: Jesus was born and defeated the dragon, God kept His people safe in the wilderness, the beasts tried to force worship, and the three angels carried God’s last message. But the story ends with Jesus on a cloud, gathering His people like a farmer brings in his golden wheat.",
    thinkAboutIt:
      "What does a farmer have to do for a plant to grow ripe? What helps us grow ripe for Jesus?",
    funActivity:
      "Plant a few seeds (beans or wheat) in a cup. Each day, water them and say one thing that helps you grow closer to Jesus.",
  },
  // The last plagues and Babylon's fall (31–40)
  {
    number: 31,
    title: "The Song by the Sea of Glass",
    bibleVerse: "Revelation 15:2-3",
    story:
      "Remember how Moses and the Israelites crossed the Red Sea on dry ground? When they reached the other side, they sang a happy song because God had rescued them. In Revelation 15, John saw God’s people standing beside a sea of glass that sparkled as if mixed with fire. They had gotten the victory over the beast, and God had given them harps. They sang “the song of Moses and the Lamb”: “Great and marvellous are Your works, Lord God Almighty! Just and true are Your ways, King of saints!” Just as God brought Israel safely through the sea, He will bring His people safely through the last hard times. And they will sing about it forever.",
    thinkAboutIt:
      "Can you think of a time God helped you through something hard? What song would you sing about it?",
    funActivity:
      "Make a harp from a shoebox lid and rubber bands. Play it while you sing a praise song, pretending you’re standing by the sea of glass.",
  },
  {
    number: 32,
    title: "The Temple Fills with Glory",
    bibleVerse: "Revelation 15:8",
    story:
      "Next John saw the temple in heaven opened, and seven angels came out dressed in pure white linen with golden belts. They were given seven golden bowls. Then the temple filled with smoke from God’s glory, and no one could go in until the seven plagues were finished. This tells us something important. Right now, Jesus is working in heaven’s sanctuary as our High Priest, offering forgiveness to anyone who asks. But one day that work will be finished. Everyone will have made their choice for or against God. That is why today is such a good day to give our hearts to Jesus. His door of mercy is wide open now, and He is so happy whenever someone walks through it.",
    thinkAboutIt: "Why is it good not to wait to give your heart to Jesus?",
    funActivity:
      "Draw heaven’s temple with an open door and bright light pouring out. Write “Today!” over the door, and tell Jesus in a prayer that you want to be His.",
  },
  {
    number: 33,
    title: "Safe Under His Wings",
    bibleVerse: "Psalms 91:4",
    story:
      "In Revelation 16, the seven angels pour out their bowls. These are the last plagues, like the plagues God sent on Egypt long ago. Sores break out, the sea and rivers turn to blood, and the sun becomes very hot. That sounds frightening. But think back to Egypt. When the plagues fell there, what happened in Goshen, where God’s people lived? They were safe! Their water was clean, and their homes had light. Psalm 91 promises that God will cover His people with His feathers like a mother bird covers her chicks. “A thousand shall fall at your side, but it shall not come near you.” God’s children can be calm, because He is holding them close.",
    thinkAboutIt: "How does a mother bird protect her chicks? How is God like that?",
    funActivity:
      "Draw a big mother bird with her wings spread out and little chicks tucked underneath. Write your family’s names on the chicks.",
  },
  {
    number: 34,
    title: "The River Dries Up",
    bibleVerse: "Revelation 16:12",
    story:
      "When the sixth angel poured out his bowl, the great river Euphrates dried up. That sounds strange, but it is a clue from history! Long ago, the city of Babylon was built right on the Euphrates River, and it seemed impossible to capture. But King Cyrus dug channels to turn the river aside, and his army walked in on the dry riverbed. Babylon fell that very night, and God’s people were set free to go home. Daniel was there when it happened! Revelation uses that story to show what will happen at the end. The support that holds up spiritual Babylon will dry up, and Jesus, the King from the east, will come to set His people free.",
    thinkAboutIt: "Why do you think God uses old Bible stories to help us understand the future?",
    funActivity:
      "Make a river with a line of water on a tray, then use a spoon to dig a new channel and watch the old riverbed dry out. Talk about how Cyrus took Babylon.",
  },
  {
    number: 35,
    title: "Stay Awake and Ready",
    bibleVerse: "Revelation 16:15",
    story:
      "Right in the middle of the plagues, Jesus suddenly speaks: “Behold, I come as a thief. Blessed is he that watches and keeps his garments.” A thief comes when nobody expects him. Jesus means that people who aren’t paying attention will be surprised, but those who are watching will be ready and happy to see Him. Then John saw the whole world being gathered to a place called Armageddon, the last great battle between good and evil. But it isn’t really a fight with swords and tanks. It’s about whose side we choose, God’s or the dragon’s. Jesus gives us His clean robe of righteousness to wear, and He keeps us ready as we stay close to Him.",
    thinkAboutIt: "What are some ways you can “stay awake” for Jesus every day?",
    funActivity:
      "Make a “Ready for Jesus” checklist with pictures: talking to Jesus, reading a Bible story, being kind, telling the truth. Tick it off each day this week.",
  },
  {
    number: 36,
    title: "“It Is Done!”",
    bibleVerse: "Revelation 16:17",
    story:
      "When the seventh angel poured his bowl into the air, a great voice came from the throne: “It is done!” Do those words sound familiar? When Jesus died on the cross, He cried, “It is finished!” He had paid for our sins. Now, at the end of the plagues, God says, “It is done!” The long story of sin is coming to its end. There was a huge earthquake, the biggest ever, and islands and mountains moved. Babylon was split into three parts. Big hailstones fell from the sky. But for God’s people, that voice from the throne is wonderful news. It means the last trouble is over and Jesus is just about to come and take them home.",
    thinkAboutIt: "Why are “It is finished” and “It is done” both such good news?",
    funActivity:
      "Make a paper chain with one link for each lesson so far. Write “It is done!” on the last link, and hang it up to show how far you’ve come in Revelation.",
  },
  {
    number: 37,
    title: "Two Very Different Women",
    bibleVerse: "Revelation 17:3-5",
    story:
      "In chapter 12 we met a pure woman clothed with the sun: God’s faithful people. In chapter 17, an angel shows John a very different woman. She is dressed in purple and scarlet, covered in gold and jewels, riding a scarlet beast. She holds a golden cup full of bad things, and her name is “Babylon the Great.” She pictures false religion that joins with the powers of the world and leads people away from God’s truth. She looks rich and beautiful on the outside, but her cup is full of confusion. Jesus wants His people to know the difference. True faith isn’t about looking fancy. It’s about loving God and following His Word.",
    thinkAboutIt:
      "How can something look beautiful on the outside but be bad on the inside? Can you think of an example?",
    funActivity:
      "Draw the two women side by side: the woman clothed with the sun from chapter 12 and the woman on the scarlet beast. Under each, write one word that describes her.",
  },
  {
    number: 38,
    title: "The Lamb Wins!",
    bibleVerse: "Revelation 17:14",
    story:
      "The angel explained that the beast had ten horns, which were ten kings. They would join together and fight against the Lamb. Ten kings against one Lamb? That doesn’t sound fair! But then comes one of the best verses in Revelation: “The Lamb shall overcome them: for He is Lord of lords and King of kings.” And who is with Him? “They that are with Him are called, and chosen, and faithful.” The Lamb doesn’t win by being the biggest or the loudest. He wins because He is Lord of everything, and because of His love shown on the cross. Everyone who stands with the Lamb is on the winning side, no matter how small they feel.",
    thinkAboutIt: "Have you ever felt small or outnumbered? What does this verse say about that?",
    funActivity:
      "Make a badge or medal that says “I’m with the Lamb!” Decorate it with a lamb and a crown, and wear it for the day.",
  },
  {
    number: 39,
    title: "Come Out, My People",
    bibleVerse: "Revelation 18:4",
    story:
      "In chapter 18, another angel came down from heaven with such great power that the earth lit up with his glory. He cried loudly, “Babylon the great is fallen!” Then John heard another voice from heaven, and it was full of love: “Come out of her, My people.” Did you notice? God calls them “My people,” even though they are still inside Babylon! God has faithful children everywhere, in every church and every country, who love Him with all they know. He doesn’t want any of them to be hurt. So He calls them gently to come out of confusion and into the light of His truth, where they can be safe. God knows every one of His children by name.",
    thinkAboutIt: "How do you think God feels about His children all around the world?",
    funActivity:
      "Play a calling game: one person hides and another calls their name until they come out. Then talk about how God calls His people by name.",
  },
  {
    number: 40,
    title: "Babylon Falls, God’s People Sing",
    bibleVerse: "Revelation 19:1",
    story:
      "At the end of chapter 18, a mighty angel picked up a stone like a giant millstone and threw it into the sea. “With a crash like that,” he said, “Babylon will be thrown down and never be found again.” And in chapter 19, heaven bursts into song: “Alleluia! Salvation and glory belong to our God!” Let’s look back at this section. We heard the song by the sea of glass, saw heaven’s temple filled with glory, and learned that God shelters His people under His wings during the plagues. We saw the river dry up, learned to stay awake, and heard God say “It is done!” We met the Lamb who wins and heard God lovingly calling His people home.",
    thinkAboutIt: "Which lesson from this section helped you feel safest with God?",
    funActivity:
      "Throw a stone into a pond, bucket or bath, and watch the splash disappear. Then shout “Alleluia!” together and name your favourite lesson from 31 to 39.",
  },
  // Victory and the new creation (41–45)
  {
    number: 41,
    title: "The Wedding Supper of the Lamb",
    bibleVerse: "Revelation 19:7-9",
    story:
      "Have you ever been to a wedding? There is music, beautiful clothes, happy people and a wonderful meal. In Revelation 19, heaven is getting ready for the biggest wedding ever! A crowd as loud as thunder sings, “Alleluia! The marriage of the Lamb has come, and His bride has made herself ready.” Jesus is the Bridegroom, and His people are the bride. She is dressed in fine white linen, clean and bright. The linen is the right and good way of living that Jesus gives to His people and grows in them. Then the angel told John to write: “Blessed are they which are called to the marriage supper of the Lamb.” And you are invited!",
    thinkAboutIt: "If you could help plan the wedding supper of the Lamb, what would you want to be there?",
    funActivity:
      "Design an invitation to the marriage supper of the Lamb. Write your name on it as a guest, and decorate it with white and gold.",
  },
  {
    number: 42,
    title: "The King on the White Horse",
    bibleVerse: "Revelation 19:11-16",
    story:
      "Then heaven opened, and John saw a white horse. Its rider was called Faithful and True. His eyes were like flames of fire, and on His head were many crowns. The armies of heaven followed Him on white horses, dressed in clean white linen. On His robe was written, “King of kings, and Lord of lords.” This is Jesus coming back to earth, not as a baby in a manger this time, but as the mighty King! Every eye will see Him. For everyone who has been waiting and watching, it will be the happiest day in history. They will look up and say, “This is our God; we have waited for Him, and He will save us.”",
    thinkAboutIt:
      "What do you think will be the very first thing you do when you see Jesus coming in the clouds?",
    funActivity:
      "Make a crown with many points, one for each of Jesus’ names you can find (King of kings, Faithful and True, the Word of God, Lamb). Write a name on each point.",
  },
  {
    number: 43,
    title: "A Thousand Years in Heaven",
    bibleVerse: "Revelation 20:4",
    story:
      "After Jesus comes, Revelation 20 tells about a special thousand years. During that time, Satan is bound, like being locked in prison, because there is no one left on earth for him to tempt. The earth is empty and dark. And where are God’s people? In heaven with Jesus! They sit on thrones, and God lets them look at the books and understand His decisions. If someone they hoped to see isn’t there, they can see for themselves that God did everything possible to save that person. God doesn’t ask us to trust Him without showing us. He is fair and open. For a thousand years, Satan has to sit and think about all the trouble he has caused.",
    thinkAboutIt: "Why do you think God lets His people look at the books in heaven?",
    funActivity:
      "Draw a calendar page with a big “1,000” on it. Around it, draw things you would like to learn about or ask Jesus during those thousand years in heaven.",
  },
  {
    number: 44,
    title: "Sin Is Gone Forever",
    bibleVerse: "Revelation 20:9",
    story:
      "When the thousand years are over, the holy city, New Jerusalem, comes down from heaven. Everyone who ever lived is raised. Satan, set loose one last time, tries to lead an army against the city. But God shows everyone the whole story, and every knee bows. Even the ones who said no to God must admit that He has always been loving and fair. Then fire comes down from God and burns up sin, and Satan and everything evil are gone. They are not burning forever. They are completely finished, like ashes. God takes no joy in this. But because of it, sin will never, ever come back. Everyone who remains will be safe and happy forever.",
    thinkAboutIt: "How will it feel to live in a place where nobody ever does anything wrong again?",
    funActivity:
      "Write some things that make the world sad (like lying, sickness, fighting) on pieces of paper. Then crumple them up and throw them in the bin, saying, “Gone forever!”",
  },
  {
    number: 45,
    title: "Victory Parade",
    bibleVerse: "Revelation 20:6",
    story:
      "This section of Revelation is one big victory parade! Let’s march through it. We heard heaven singing about the wedding supper of the Lamb, and found out that we are invited. We saw Jesus riding out of heaven on a white horse, King of kings and Lord of lords, coming to take His people home. We learned that God’s people spend a thousand years with Jesus in heaven, looking at the books and seeing how fair God is. And at the end, sin and Satan are gone forever, like ashes. Revelation says, “Blessed and holy is he that has part in the first resurrection.” Jesus has won, and He wants to share His victory with every one of us.",
    thinkAboutIt: "Which part of Jesus’ victory are you most excited about?",
    funActivity:
      "Have a victory parade! Make flags or banners with pictures from lessons 41 to 44, and march around the room or garden singing a praise song.",
  },
  // The new heavens and earth (46–50)
  {
    number: 46,
    title: "All Things New",
    bibleVerse: "Revelation 21:4-5",
    story:
      "John saw a new heaven and a new earth, because the first heaven and earth had passed away. Then he heard a loud voice from the throne say something wonderful: “The home of God is with people! He will live with them, and they will be His people.” And then, the most tender promise in the whole Bible: “God shall wipe away all tears from their eyes.” No more crying. No more being sick. No more hurting. No more saying goodbye at a funeral. God Himself will wipe our tears away, just like a loving mother or father does. Then Jesus on the throne said, “Behold, I make all things new.” Everything broken will be fixed, and everything will be even better than before.",
    thinkAboutIt: "What is one thing that makes you sad now that will never happen in the new earth?",
    funActivity:
      "Draw a “Before” and “After” picture: on one side, something sad in our world; on the other, how Jesus will make it new.",
  },
  {
    number: 47,
    title: "The City of Gold",
    bibleVerse: "Revelation 21:10-11",
    story:
      "An angel took John up a great high mountain and showed him the holy city, New Jerusalem, coming down from God. It shone like a precious jewel, clear as crystal! A huge wall surrounded it, built on twelve foundation stones, each a different gem: jasper, sapphire, emerald and more. It had twelve gates, and each gate was made from one enormous pearl. The streets were pure gold, so clear you could almost see through them. The city doesn’t need the sun or moon, because God’s glory lights it up, and Jesus the Lamb is its lamp. The gates are never shut, because there is no night there and nothing to be afraid of. And there is a place there for you.",
    thinkAboutIt: "Which part of the holy city would you like to see first?",
    funActivity:
      "Make a model of the holy city with twelve gates from paper, cardboard and foil. Use different coloured paper for the twelve foundation stones.",
  },
  {
    number: 48,
    title: "The River and the Tree of Life",
    bibleVerse: "Revelation 22:1-2",
    story:
      "The angel showed John a pure river of the water of life, clear as crystal, flowing from the throne of God and of the Lamb down the middle of the golden street. On each side of the river grew the tree of life. Do you remember where we first heard about that tree? In the Garden of Eden! Adam and Eve had to leave it behind when sin came. Now it is back, and it’s so big it grows on both sides of the river. It gives a different fruit every month, twelve kinds in all, and its leaves are for the healing of the nations. What God lost in Eden, Jesus wins back. The Bible ends where it began, in a garden home with God.",
    thinkAboutIt: "What do you think it will be like to taste fruit from the tree of life?",
    funActivity:
      "Draw the river of life with the tree on both sides. Draw twelve different fruits on the tree, one for each month, and label the months.",
  },
  {
    number: 49,
    title: "We Shall See His Face",
    bibleVerse: "Revelation 22:3-4",
    story:
      "Long ago, Moses asked to see God’s glory, but God said no one could see His face and live, because sin had come between God and people. God hid Moses in a rock and let him see only His back as He passed by. But in the new earth, everything is different. Revelation says, “There shall be no more curse,” and, “They shall see His face; and His name shall be in their foreheads.” Nothing will stand between us and God anymore. We will look right into the face of the One who loves us most. And we will serve Him with joy, and reign with Him for ever and ever. That is the happiest ending any story could ever have.",
    thinkAboutIt: "What do you think you will feel when you look into Jesus’ face for the first time?",
    funActivity:
      "Write a letter to Jesus about what you want to say to Him when you see His face. Keep it in your Bible as a reminder of that day.",
  },
  {
    number: 50,
    title: "“Come!”",
    bibleVerse: "Revelation 22:17",
    story:
      "The very last chapter of the Bible ends with an invitation. The Spirit and the bride say, “Come!” Whoever is thirsty may come and drink the water of life for free. And three times Jesus says, “I come quickly!” John answers for all of us: “Even so, come, Lord Jesus.” You have walked through the whole book of Revelation! You met Jesus among the seven churches, saw the Lamb open the seals, heard the trumpets warn in love, watched the dragon lose, listened to three angels fly, saw God protect His people and Babylon fall, and cheered as Jesus came on a white horse to make all things new. The Lamb wins, and He wants you with Him forever.",
    thinkAboutIt: "What is your favourite thing you learned in Revelation, and who could you tell about it?",
    funActivity:
      "Make a “Revelation Treasure Map” showing your journey: seven lamps, seven seals, seven trumpets, the three angels, and the holy city at the end. Show it to your family and tell them the story.",
  },
];
