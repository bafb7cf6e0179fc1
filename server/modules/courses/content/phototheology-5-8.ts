import type { KidsDayLesson } from "@common/schemas/course-content";

/**
 * The Phototheology Course, Ages 5–8 track (screens.md §7.2): the adult course's 50-day, 8-week outline, written for
 * young children through drawing, acting, counting and stories they know. `activity` is for the parent or teacher
 * leading the day; `simplifiedActivity` is the child's own short version in very short sentences; `funElement` is a
 * game, song, craft or movement. Prophecy is kept gentle: hope, Jesus coming, God keeping His promises.
 */
export const phototheologyDays5to8: readonly KidsDayLesson[] = [
  // ---------- Week 1: the vision and floor 1 (Furnishing) ----------
  {
    day: 1,
    week: 1,
    title: "Welcome to God’s Memory House",
    floor: null,
    focus:
      "God wants His words to live in our hearts. In this course your child builds a pretend house in their mind — a memory palace with eight floors. Each floor has rooms that help us remember Bible stories, look for clues, see God everywhere, find Jesus, and love God with our whole heart. Today we draw the house and open the front door.",
    scripture: "Psalm 119:11",
    activity:
      "Read Psalm 119:11 and ask: “Where did the writer hide God’s words?” (In his heart.) Talk about hiding treasure somewhere safe. Now draw a tall house together with eight floors, counting them out loud from 1 to 8. Give each floor a simple picture while you explain it in a few words: 1 a book (remembering stories), 2 a magnifying glass (looking for clues), 3 a tree (seeing God everywhere), 4 a cross (finding Jesus), 5 a tent (God’s house, the sanctuary), 6 a clock (God keeps His promises on time), 7 a heart (loving God), 8 a star (using it all). Let your child colour it in. Then teach the verse with actions: “Thy word” (open your hands like a book), “have I hid” (cover your hands), “in mine heart” (hands on your heart). Say it three times together, getting quieter each time, like a secret.",
    simplifiedActivity:
      "Draw a big house. Give it 8 floors. Count them: 1, 2, 3, 4, 5, 6, 7, 8! Draw a door at the bottom. Put a heart on the roof. Say: “Thy word have I hid in mine heart.”",
    funElement:
      "Hidden treasure: hide a paper heart with the verse on it somewhere in the room. Your child hunts for it (“warmer… colder…”), then tucks it into a pocket and says the verse with actions. Hide it again and swap roles.",
    reflectionQuestion:
      "What is your favourite Bible story? Which story would you like to put in your memory house first?",
    prayer:
      "Dear God, thank You for the Bible. Please help me keep Your words in my heart like treasure. Help me remember them and love You more every day. In Jesus’ name, amen.",
  },
  {
    day: 2,
    week: 1,
    title: "Story Room: Zacchaeus in Five Pictures",
    floor: 1,
    roomId: "sr",
    focus:
      "The Story Room helps us remember a Bible story by its big moments, in the right order. Each moment gets one picture word, like “Tree”. If we can tell the story without the book, we really know it. Today’s story is about a small man who climbed a tree to see Jesus.",
    scripture: "Luke 19:1-10",
    activity:
      "Read Luke 19:1-10 aloud, or tell it simply in your own words. Then ask: “What happened first? What happened next?” Help your child find five big moments, and give each one a picture word: Crowd → Tree → “Come down” → Dinner → Giving back. Draw each moment on its own card — stick figures are perfect. Lay the cards in a row and point to each one as you retell the story together. Then mix the cards up and let your child put them back in order. Finally, ask your child to tell you the whole story using only the cards. Finish with one sentence together: “A little man climbed a tree to see Jesus, and Jesus came to his house and changed his heart.”",
    simplifiedActivity:
      "Draw 5 cards: lots of people, a tree, Jesus looking up, a dinner table, coins given back. Put them in order. Tell the story with your cards!",
    funElement:
      "Act it out: your child stands on a sturdy step (the tree) while the family walks past as the crowd. A grown-up playing Jesus stops, looks up and calls, “Zacchaeus, come down! I am coming to your house today!” Then share a snack together as the dinner.",
    reflectionQuestion:
      "Zacchaeus really wanted to see Jesus. What could you do this week to get to know Jesus better?",
    prayer:
      "Dear Jesus, thank You that You saw Zacchaeus up in the tree and You see me too. Thank You for wanting to come to my house and be my friend. Please change my heart like You changed his. Amen.",
  },
  {
    day: 3,
    week: 1,
    title: "Imagination Room: A Night with the Shepherds",
    floor: 1,
    roomId: "ir",
    focus:
      "In the Imagination Room we step inside a Bible story with our five senses: seeing, hearing, touching, smelling and tasting. We only imagine things that fit the story — we don’t make up new parts. Tonight we sit on a hillside with the shepherds when the angel comes.",
    scripture: "Luke 2:8-16",
    activity:
      "Dim the lights and let your child sit on the floor under a blanket, like a shepherd on a hillside. Read Luke 2:8-14 slowly. Then go through the senses one at a time, counting on your fingers. Seeing: sheep, a dark sky — then a bright light and the angel. Hearing: the angel saying “Fear not”, then a great crowd of angels praising God. Touching: cool night air, grass, a woolly sheep. Smelling: sheep! Tasting: maybe nothing — and that is fine, because we don’t make things up. Ask: “Is everything we said really in the story, or could it be there?” Then read verses 15-16: the shepherds hurried to Bethlehem. Let your child hurry across the room to a doll wrapped in a cloth in a box, like the baby in the manger. Finish together: “The good news is for me too!”",
    simplifiedActivity:
      "Sit under a blanket like a shepherd. Close your eyes. What do you see? What do you hear? What do you feel? What do you smell? Hold up one finger for each. Then hurry to find baby Jesus!",
    funElement:
      "Glory light: when your child isn’t expecting it, switch on a bright torch and say, “Fear not! I bring you good news!” Everyone jumps up and says together, “Glory to God in the highest!” Then race like shepherds to the ‘manger’.",
    reflectionQuestion:
      "The angel said the good news is for all people. Who could you tell about baby Jesus?",
    prayer:
      "Dear God, thank You for sending baby Jesus to be our Saviour. Thank You that the good news is for everyone, even me. Help me hurry to Jesus like the shepherds did, and tell others about Him. Amen.",
  },
  {
    day: 4,
    week: 1,
    title: "24FPS Room: Four Pictures for Jonah",
    floor: 1,
    roomId: "24fps",
    focus:
      "Bible stories are split into chapters. In the 24FPS Room we give each chapter one picture, like one picture from a film. When we hear the chapter number, the picture pops into our mind. The book of Jonah has four chapters, so today we make four pictures.",
    scripture: "Jonah 1:1-4:11",
    activity:
      "Read or tell the story of Jonah one chapter at a time, stopping after each chapter to choose a picture together. Chapter 1: a boat in a big storm. Chapter 2: a big fish with Jonah praying inside. Chapter 3: a whole city saying sorry — even the animals wore sackcloth (Jonah 3:8). Chapter 4: Jonah sitting grumpy under a plant, with a tiny worm. Fold a paper into four boxes and help your child write 1, 2, 3, 4 in the corners. Let them draw each picture quickly. Then play two ways: hold up fingers and your child names the picture; point to a picture and your child holds up that many fingers. Try again tomorrow morning without looking — if a picture doesn’t come back, choose a better one.",
    simplifiedActivity:
      "Fold your paper into 4 boxes. Write 1, 2, 3, 4. Draw: 1 a boat in a storm. 2 a big fish. 3 a city saying sorry. 4 Jonah under a plant with a worm. Hold up fingers and say the picture!",
    funElement:
      "Finger frames: a grown-up holds up 1, 2, 3 or 4 fingers, and your child acts out that picture — rocking in the boat, swimming like a fish, kneeling to say sorry, or making a grumpy face under a plant. Go faster and faster!",
    reflectionQuestion:
      "God gave Jonah a second chance. When has God or someone in your family given you a second chance?",
    prayer:
      "Dear God, thank You for giving Jonah a second chance, and thank You for loving the people of Nineveh. Thank You for giving me second chances too. Help me to obey You the first time. Amen.",
  },
  {
    day: 5,
    week: 1,
    title: "Bible Rendered: The Bible in Big Blocks",
    floor: 1,
    roomId: "br",
    focus:
      "The whole Bible is one big true story. In Bible Rendered we cut it into 50 big blocks of 24 chapters each and give every block one simple symbol. Say the symbols in order and you can remember the whole story from start to finish. Today we learn the first three blocks.",
    scripture: "Psalm 119:160",
    activity:
      "Read Psalm 119:160: God’s word is true from the very beginning. Show your child a Bible and feel how thick it is. Explain that it has 1,189 chapters, so we cut it into blocks of 24. Count out 24 buttons, blocks or dry beans together — that is one Bible block! Now learn the first three. Block 1, Genesis 1–24: God makes the world, Noah’s ark, Abraham. Symbol: a globe. Block 2, Genesis 25–48: Jacob dreams of a ladder, and Joseph gets his special coat. Symbol: a ladder. Block 3, Genesis 49 to Exodus 22: Moses, the Passover lamb and the Red Sea. Symbol: a lamb. Your child may choose their own symbols if they like. Draw each on a sticky note and stick them in a row. Say them in order — “Globe, ladder, lamb!” — first looking, then with eyes closed.",
    simplifiedActivity:
      "Count 24 buttons. That is one Bible block! Draw three symbols: a world, a ladder, a lamb. Put them in a line. Say them in order. Now close your eyes and say them again!",
    funElement:
      "Block train: build three towers of 24 bricks or cups, each with its symbol on top. Line them up like train carriages. Your child ‘drives’ the train along the line, calling out each symbol as they pass it — “Globe station! Ladder station! Lamb station!”",
    reflectionQuestion:
      "The Bible is one true story. How do you think the very last block of the Bible ends? (Here’s a clue: Jesus makes everything new!)",
    prayer:
      "Dear God, thank You that every part of the Bible is true, from the first page to the last. Thank You that it is one big story about Your love. Help me learn it piece by piece. Amen.",
  },
  {
    day: 6,
    week: 1,
    title: "Translation Room: Two Houses in Three Pictures",
    floor: 1,
    roomId: "tr",
    focus:
      "The Translation Room turns Bible words into pictures, because pictures are easy to remember. Jesus Himself told stories full of pictures. Today we draw His story of two builders in just three boxes — with no words at all.",
    scripture: "Matthew 7:24-27",
    activity:
      "Read Matthew 7:24-27. Ask: “What did the wise man build on? What did the foolish man build on? What came next? What happened to each house?” Fold a paper into three boxes. Box 1: two men building — one house on a rock, one on sand. Box 2: rain, floods and wind. Box 3: the house on the rock still standing, and the house on the sand fallen flat. No words allowed! Show the pictures to someone else in the family and see if they can tell the story just by looking. Then talk about what Jesus meant: the wise builder hears Jesus’ words and does them (verse 24). Try it for real: put a flat stone and a pile of sand in a tray, build a little block house on each, and gently pour water from a jug. Which house stands?",
    simplifiedActivity:
      "Draw 3 boxes. Box 1: a house on a rock and a house on sand. Box 2: rain and wind. Box 3: the rock house still standing. Use no words! Can someone guess the story?",
    funElement:
      "Sing a builders’ song with actions if you know one, or make up your own: hands flat for the rock, wiggly fingers for the rain, big breath for the wind, and “Splat!” as the sand house falls. Do it three times, faster each time.",
    reflectionQuestion:
      "The wise builder hears Jesus and does what He says. What is one thing Jesus says that you can do today?",
    prayer:
      "Dear Jesus, You are my rock. Help me listen to Your words and do them, so my life is strong when storms come. Thank You that You never fall down. Amen.",
  },
  {
    day: 7,
    week: 1,
    title: "Gems Room: Breakfast for Tired Helpers",
    floor: 1,
    roomId: "gr",
    focus:
      "In the Gems Room we put two Bible stories side by side and find a treasure hidden between them. Elijah was tired and sad, and an angel made him bread on hot coals. Peter was sad after saying he didn’t know Jesus, and Jesus cooked him breakfast on hot coals. The treasure: God takes care of His tired, sad helpers — and then gives them a job again. Then we hunt for treasure from the whole week.",
    scripture: "John 21:9-13",
    activity:
      "Tell the story of 1 Kings 19:5-8 simply: Elijah ran away and was so tired that he lay down under a tree. An angel woke him and said, “Get up and eat,” and there was bread baked on hot coals and a jar of water. Then read John 21:9-13: the disciples had fished all night, and on the beach Jesus had a fire of coals with fish and bread, and said, “Come and dine.” Ask your child: “What is the same in both stories?” (Hot coals, bread, tired or sad people, and God feeding them.) Say the gem together: “When God’s helpers are tired or sad, God feeds them and sends them out again.” Elijah went on his way, and Jesus gave Peter a new job — “Feed my sheep.” Then spend five minutes on the week: your child picks one drawing from each day and tells you what it shows.",
    simplifiedActivity:
      "Draw two pictures. An angel giving Elijah bread. Jesus cooking fish for Peter. Circle what is the same. Say the treasure: “God takes care of tired helpers.”",
    funElement:
      "Treasure hunt: hide six paper jewels, each with a picture from this week — a house, a tree, a shepherd, a fish, a globe and a rock house. Each time your child finds one, they tell that day’s story in one sentence. Then make toast together for a ‘beach breakfast’.",
    reflectionQuestion: "When you feel tired or sad, how can you remember that God cares for you?",
    prayer:
      "Dear God, thank You for taking care of Elijah and Peter when they were tired and sad. Thank You that You take care of me too. When I feel tired or sad, help me remember that You love me. Amen.",
  },
  // ---------- Week 2: floor 2 (Investigation) ----------
  {
    day: 8,
    week: 2,
    title: "Observation Room: Counting Loaves and Fish",
    floor: 2,
    roomId: "or",
    focus:
      "Floor 2 is the detective floor. Good detectives look very carefully before they decide anything. In the Observation Room we list what we can see in the story — people, things, numbers, what happens — without explaining it yet. Counting is detective work too! Today’s story is full of numbers.",
    scripture: "John 6:5-13",
    activity:
      "Read John 6:5-13 slowly. Then put on your detective hats and look for clues together, writing each one down (you write, your child finds). Who is there? (Jesus, Philip, Andrew, a boy, a big crowd.) What did the boy have? Count it out with real food: five small bread rolls or crackers and two fish crackers. How many men sat down? (About five thousand — count to fifty together and say “a hundred times more!”) What was on the ground? (Lots of grass, verse 10.) What did Jesus do before sharing the food? (He gave thanks.) How many baskets were left over? Set out twelve bowls or cups and count them. Try to reach ten clues. Remind your child: detectives only write what the story says — the “why” comes later.",
    simplifiedActivity:
      "Be a detective! Count: 5 loaves. 2 fish. 12 baskets. Draw them all. Who had the lunch? What did Jesus do first? Point to the verse that tells you.",
    funElement:
      "Detective hats and magnifying glasses: make a paper magnifying glass and ‘search’ the page for clues. Then lay out 5 crackers and 2 fish snacks, and share them with everyone in the family — give thanks first, like Jesus did!",
    reflectionQuestion:
      "The boy gave Jesus his small lunch, and Jesus used it to feed thousands. What small thing could you give to Jesus?",
    prayer:
      "Dear Jesus, thank You for giving food to so many hungry people. Thank You for using a boy’s small lunch. Here is my small life — please use it too. Help me look carefully at Your stories. Amen.",
  },
  {
    day: 9,
    week: 2,
    title: "Def-Com Room: What Does the Name Jesus Mean?",
    floor: 2,
    roomId: "dc",
    focus:
      "The Bible was first written in other languages, Hebrew and Greek. In the Def-Com Room we find out what special Bible words really mean. Names in the Bible often have meanings, and the names of Jesus tell us who He is: “Jesus” means the LORD saves, and “Emmanuel” means God with us.",
    scripture: "Matthew 1:21-23",
    activity:
      "Read Matthew 1:21. Ask: “Why was the baby to be called Jesus?” (Because He would save His people from their sins.) Explain that Jesus is the same name as Joshua in Hebrew, and it means “the LORD saves”. Now read verse 23. Point out that Matthew explains the word for us: Emmanuel means “God with us”. Talk about how, in Bible times, a name often told something about a person — like a label on a present. Next, look up the meaning of your child’s own name together (in a baby-name book or online) and write it down. Then make two name cards: “JESUS = the LORD saves” and “EMMANUEL = God with us”. Your child decorates them. Ask a grown-up in the family what these names mean to them — that is like reading a commentary! Finish by putting the cards somewhere your child will see them every day.",
    simplifiedActivity:
      "Make two name cards. Card 1: JESUS = God saves. Card 2: EMMANUEL = God with us. Decorate them. Then find out what your own name means!",
    funElement:
      "Name echo game: a grown-up calls out “Jesus!” and your child answers “God saves!”; a grown-up calls out “Emmanuel!” and your child answers “God with us!” Then swap — and add your child’s name and its meaning too.",
    reflectionQuestion:
      "Emmanuel means God is with us. Where would you like to remember that God is with you?",
    prayer:
      "Dear Jesus, Your name means God saves, and You are Emmanuel, God with us. Thank You for coming to save me and to be with me. Please stay with me today wherever I go. Amen.",
  },
  {
    day: 10,
    week: 2,
    title: "Symbols Room: The Lamb",
    floor: 2,
    roomId: "st",
    focus:
      "God uses pictures in the Bible, and He uses them the same way again and again. In the Symbols Room we follow one picture through the Bible and find where it points to Jesus. Today’s picture is a lamb. Lambs are gentle, and in the Bible lambs were given to God to show that one day Jesus would give His life to save us.",
    scripture: "John 1:29",
    activity:
      "Tell your child that we are going on a lamb hunt through the Bible. Read or tell each stop in a few words and draw a small lamb on a long strip of paper for each one. Stop 1: Abel brought a lamb to God (Genesis 4:4). Stop 2: on the night Israel left Egypt, every family had a lamb, and God kept them safe (Exodus 12:13). Stop 3: Isaiah said someone would come who was quiet and gentle like a lamb (Isaiah 53:7). Stop 4: John saw Jesus and said, “Behold the Lamb of God” (John 1:29). Stop 5: in heaven, the Lamb is in the middle of God’s throne (Revelation 5:6). Ask: “Who is the Lamb at the end of the hunt?” (Jesus!) Keep the explanation gentle: Jesus loved us so much that He gave His life for us, and now He is alive and reigns in heaven. Make a symbol card: draw a lamb on the front; on the back write “LAMB = Jesus, who gave Himself for us” and John 1:29.",
    simplifiedActivity:
      "Draw a lamb on a card. On the back write: “Jesus is the Lamb of God.” Count the lambs on your lamb hunt: 1, 2, 3, 4, 5! Which lamb is in heaven?",
    funElement:
      "Cotton-wool lamb craft: glue cotton wool onto a paper lamb shape and add a face. Or play ‘Where’s the lamb?’: hide a toy lamb, and each time your child finds it they say one stop from the lamb hunt.",
    reflectionQuestion: "Lambs are gentle and quiet. How was Jesus gentle when He was on earth?",
    prayer:
      "Dear Jesus, You are the Lamb of God. Thank You for loving me so much that You gave Your life for me. Thank You that You are alive now in heaven. Help me be gentle like You. Amen.",
  },
  {
    day: 11,
    week: 2,
    title: "Types Room: Safe Inside the Ark",
    floor: 2,
    roomId: "st",
    focus:
      "Some Bible things are like picture-clues pointing to Jesus. We call them types. Noah’s ark had one door, and everyone who went inside was safe. Jesus said, “I am the door.” The ark is a picture of how Jesus keeps us safe with Him.",
    scripture: "Genesis 7:13-16",
    activity:
      "Read Genesis 7:13-16. Count the people who went into the ark on your fingers: Noah, his wife, three sons and three wives — eight! (1 Peter 3:20 says eight people were saved.) Ask: “How many doors did the ark have?” (One.) “Who shut the door?” (The LORD shut him in, verse 16 — God Himself kept them safe.) Now read John 10:9, where Jesus says, “I am the door.” Make a simple two-picture card. On one side draw the ark with one big door and animals going in two by two. On the other side draw Jesus with His arms open wide like a door. Talk about what is the same: one way in, safe inside, God takes care of everyone who comes. Keep it gentle: the story is about God keeping His family safe, not about the storm.",
    simplifiedActivity:
      "Draw Noah’s ark with one big door. Draw 8 people going in. Count them! Then draw Jesus with open arms. Write: “Jesus is the door.”",
    funElement:
      "Two by two: make an ‘ark’ with a blanket over a table. Family members crawl in two by two, making animal noises, while your child counts them. When everyone is in, a grown-up says, “The LORD shut them in!” and everyone shouts, “Safe!”",
    reflectionQuestion:
      "God shut the door of the ark to keep Noah’s family safe. How does Jesus keep you safe?",
    prayer:
      "Dear God, thank You for keeping Noah’s family safe inside the ark. Thank You that Jesus is the door, and everyone who comes to Him is safe. I want to be inside with You. Amen.",
  },
  {
    day: 12,
    week: 2,
    title: "Questions Room: I Wonder About Samuel",
    floor: 2,
    roomId: "qr",
    focus:
      "Good detectives ask good questions! In the Questions Room we use question words — who, what, where, why and how — to wonder about a Bible story. Some questions are about the story itself, some send us to other Bible stories, and some ask where Jesus or God’s house is in it. Today God calls a boy in the night.",
    scripture: "1 Samuel 3:1-10",
    activity:
      "Read 1 Samuel 3:1-10. Count together how many times God called Samuel (four times: verses 4, 6, 8 and 10). Then play “I wonder…”. Help your child make questions that start with why, how, what or where — not just yes or no. Story questions: “I wonder why Samuel thought it was Eli.” “I wonder why God called him four times.” “I wonder why God spoke at night.” Bible questions: “I wonder who else God called by name.” (Abraham, Moses, Mary…) Palace questions: “What things from God’s house are in this story?” (The lamp of God and the ark, verse 3.) Write each question on a sticky note — you write, your child says it. If a question only has a yes or no answer, turn it around together: “Did Samuel hear God?” becomes “How did Samuel know it was God?” At the end, your child puts a star on the question they most want to answer tomorrow.",
    simplifiedActivity:
      "Count how many times God called Samuel. Then say three “I wonder…” questions. Start with why, how or what. Put a star on your best one!",
    funElement:
      "Night-time calling game: your child lies down on a cushion ‘bed’. A grown-up calls their name softly from another room; they run and say, “Here am I!” On the fourth call, they answer, “Speak, Lord, for Your servant is listening!”",
    reflectionQuestion:
      "Samuel was a child when God spoke to him. What would you like to say to God, and what would you like to hear from Him?",
    prayer:
      "Dear God, You called Samuel by his name, and You know my name too. I want to listen to You. Speak, Lord, for I am listening. Help me ask good questions and find answers in Your Word. Amen.",
  },
  {
    day: 13,
    week: 2,
    title: "Q&A Room: How Do I Hear God’s Voice?",
    floor: 2,
    roomId: "qa",
    focus:
      "In the Q&A Room we answer our questions with Bible verses instead of guessing. We find two or three verses that answer the question and link them together like a chain. Today’s question comes from yesterday’s story: how can I hear God’s voice?",
    scripture: "John 10:27",
    activity:
      "Bring out yesterday’s starred question, or use this one: “How can I hear God’s voice like Samuel did?” Build a chain of three verses together. Link 1: 1 Samuel 3:10 — Samuel said, “Speak; for thy servant heareth.” (We can ask God to speak and get ready to listen.) Link 2: John 10:27 — Jesus said, “My sheep hear my voice.” (Jesus’ friends learn to know His voice.) Link 3: Psalm 119:105 — God’s word is a lamp for my feet. (God speaks to us through the Bible.) Write each verse on a strip of paper and loop the strips into a paper chain, with the question on the first link. Then help your child say the answer in one sentence: “God speaks to me through the Bible, and when I listen, I learn to know Jesus’ voice.” Check together: did the answer come from the verses, or did we just guess?",
    simplifiedActivity:
      "Make a paper chain with 3 links. Link 1: “Speak, Lord.” Link 2: “My sheep hear my voice.” Link 3: “Thy word is a lamp.” Say the answer: God talks to me through the Bible!",
    funElement:
      "Shepherd’s voice: your child closes their eyes while three family members each say “Come here, little sheep!” Can they tell which voice is Mum’s or Dad’s? Talk about how sheep learn their shepherd’s voice by being with him a lot.",
    reflectionQuestion:
      "Jesus’ sheep know His voice. How can you spend more time with Jesus so you know His voice better?",
    prayer:
      "Dear Jesus, You are my Shepherd, and I am Your little sheep. Help me to hear Your voice when I read the Bible, and help me follow You. Speak, Lord, for I am listening. Amen.",
  },
  {
    day: 14,
    week: 2,
    title: "Review: Detectives at Jairus’ House",
    floor: null,
    focus:
      "This week your child became a Bible detective: looking for clues, finding what words mean, following picture-symbols, asking questions and answering them with verses. Today we use all the detective tools on one story, where Jesus takes a little girl by the hand and says two special words.",
    scripture: "Mark 5:38-43",
    activity:
      "Tell the beginning gently from Mark 5:22-23: a dad named Jairus asked Jesus to come because his little girl was very sick. Then read Mark 5:38-43. Observation: count the clues — how old was the girl? (Twelve.) Who went into the room with Jesus? (Peter, James, John, and her mum and dad — count five.) What did Jesus hold? (Her hand.) What did He ask them to give her? (Something to eat!) Def-Com: Jesus said two words in His own language, “Talitha cumi”. Mark tells us what they mean: “Little girl, get up!” Say them together. Symbols: Jesus said she was only sleeping — for Jesus, waking someone from death is as easy as waking a child in the morning. Questions: ask one “I wonder…” question. Q&A: answer “Is Jesus stronger than sickness?” with Mark 5:42 and John 11:25. Let your child tell the story back to you with the clues they found.",
    simplifiedActivity:
      "Count: how old was the girl? How many people went in with Jesus? Say Jesus’ special words: “Talitha cumi!” They mean “Little girl, get up!” Draw Jesus holding her hand.",
    funElement:
      "Wake-up game: your child lies down and ‘sleeps’. A grown-up gently takes their hand and says, “Talitha cumi!” Your child jumps up and walks around, and then everyone brings them a little snack, just like Jesus asked.",
    reflectionQuestion:
      "Jesus took the little girl by the hand. How does it feel to know Jesus cares about children?",
    prayer:
      "Dear Jesus, thank You for caring about Jairus’ little girl. You are stronger than sickness and even stronger than death. Thank You that one day You will wake up everyone who loves You. Amen.",
  },
  // ---------- Week 3: floor 3 (Freestyle) ----------
  {
    day: 15,
    week: 3,
    title: "Nature Freestyle: The Tiny Mustard Seed",
    floor: 3,
    roomId: "nf",
    focus:
      "Floor 3 helps us see God’s lessons all through the day. Jesus taught with seeds, birds and flowers, and God’s world still teaches us about Him. In Nature Freestyle we look closely at one thing God made, see what it does, and find a Bible verse that teaches the same lesson. Today: a tiny seed.",
    scripture: "Mark 4:30-32",
    activity:
      "Give your child a few tiny seeds (mustard, cress or poppy) and one big bean to compare. Look closely: how small is the tiny seed? Can you even pick it up? Ask: “What does a seed do?” (It grows — in the dark, under the soil, where we can’t see.) Then read Mark 4:30-32. Jesus said God’s kingdom is like a mustard seed: it starts very small and grows very big, big enough for birds to rest in its branches. Plant a few seeds together in a cup of soil and put it on a windowsill. Help your child say a short lesson in their own words, for example: “Small things grow big when God makes them grow.” Write it on a label and stick it to the cup: Seed → Mark 4:31 → lesson. Each day when your child waters it this week, say the lesson together and look for the first green shoot.",
    simplifiedActivity:
      "Look at a tiny seed. It is so small! Plant it in a cup. Water it. Say: “Small things grow big when God makes them grow.” Check your cup every day.",
    funElement:
      "Seed to tree: your child curls up small on the floor like a seed. As a grown-up ‘waters’ them with wiggly fingers, they slowly grow — kneeling, standing, then arms stretched out wide like branches. The family flaps in as birds to rest in the branches!",
    reflectionQuestion:
      "You are small now, but God helps you grow. What good thing would you like God to help you grow in?",
    prayer:
      "Dear God, You made tiny seeds that grow into big plants. Thank You that You help me grow too. Please help my love for You grow bigger and bigger, like the mustard seed. Amen.",
  },
  {
    day: 16,
    week: 3,
    title: "Personal Freestyle: When I Was Scared",
    floor: 3,
    roomId: "pf",
    focus:
      "In Personal Freestyle we think about something that happened to us and find a Bible story that is a bit like it. That helps us see that God is part of our story too. Peter was scared when he began to sink in the water, but Jesus reached out His hand and caught him.",
    scripture: "Matthew 14:27-31",
    activity:
      "Read Matthew 14:27-31 together. Count the steps of the story on your fingers: Jesus said “Come” — Peter walked on the water — Peter saw the wind and got scared — he began to sink and cried “Lord, save me!” — Jesus caught him at once. Now ask your child gently: “Can you remember a time when you felt scared?” (A storm, the dark, getting lost in a shop, the first day at school, a visit to the doctor.) Let them tell it in a few sentences. Then ask: “Who helped you? How did it end?” Help them see the same shape as Peter’s story: scared, calling for help, being helped. Draw two pictures side by side: Jesus catching Peter’s hand, and your child’s own scary time with God’s help in it. Teach Psalm 56:3 as a short verse to say next time: “What time I am afraid, I will trust in thee.”",
    simplifiedActivity:
      "Draw Jesus catching Peter’s hand. Then draw a time you were scared and someone helped you. Say: “What time I am afraid, I will trust in thee.”",
    funElement:
      "Sink and catch: your child ‘walks on water’ across a row of cushions. Halfway, they wobble and call, “Lord, save me!” and a grown-up quickly takes their hand and helps them across. Take turns being Peter.",
    reflectionQuestion:
      "What is something that makes you scared, and what can you say to Jesus when it happens?",
    prayer:
      "Dear Jesus, when Peter was scared and started to sink, You caught him straight away. When I am scared, help me call to You and trust You. Thank You for holding my hand. Amen.",
  },
  {
    day: 17,
    week: 3,
    title: "Bible Freestyle: The Shepherd Family",
    floor: 3,
    roomId: "bf",
    focus:
      "Bible verses have families! In Bible Freestyle we find verses that belong together. A “brother” verse says almost the same thing. A “cousin” verse says the same idea in a different way. Today’s verse is one many children know: “The LORD is my shepherd.”",
    scripture: "Psalm 23:1",
    activity:
      "Say Psalm 23:1 together until your child knows it: “The LORD is my shepherd; I shall not want.” Ask: “What does this verse tell us?” (God looks after me like a shepherd looks after his sheep.) Now find its family. Read John 10:11 — Jesus says, “I am the good shepherd.” That is a brother: it says almost the same thing. Read Isaiah 40:11 — God carries the lambs in His arms. That is a cousin: the same idea, a different picture. Read Luke 15:5 — the shepherd finds the lost sheep and carries it home on his shoulders, happy. Another cousin! Draw a family tree together: Psalm 23:1 at the top, the brother on one side and the two cousins below. Next to each, draw a tiny picture: a shepherd, Jesus with a staff, a lamb in arms, a sheep on shoulders. Then play a quick game: you say “The LORD is my shepherd,” and your child names a family member verse.",
    simplifiedActivity:
      "Say: “The LORD is my shepherd.” Draw a family tree. Put a shepherd at the top. Draw a lamb in arms and a sheep on shoulders as the cousins. Which one is your favourite?",
    funElement:
      "Shoulder ride: the ‘lost sheep’ (your child) hides, and the ‘shepherd’ (a grown-up) searches the house. When they find the sheep, they carry it home on their shoulders (or piggyback), shouting, “I have found my sheep!”",
    reflectionQuestion:
      "Jesus is your shepherd. What does a good shepherd do for his sheep that Jesus does for you?",
    prayer:
      "Dear Jesus, You are my good Shepherd. Thank You for carrying me like a lamb and finding me when I am lost. I am happy to be one of Your sheep. Amen.",
  },
  {
    day: 18,
    week: 3,
    title: "History Freestyle: Footprints on the Moon",
    floor: 3,
    roomId: "hf",
    focus:
      "In History Freestyle we take a true event from history and find a Bible lesson in it. First we learn the real facts, then we ask what the Bible says. Long ago, people flew all the way to the moon. The Bible says God made the moon and the stars — and He still thinks about each one of us.",
    scripture: "Psalm 8:3-4",
    activity:
      "Tell the true story simply. In July 1969, three astronauts flew a rocket called Apollo 11 toward the moon. The trip took about four days. Two of them, Neil Armstrong and Buzz Aldrin, climbed out and walked on the moon, leaving footprints in the grey dust, while the third, Michael Collins, flew around the moon waiting for them. Thousands of people had worked for years to make it happen. Look at a picture of the moon together (or the real moon tonight). Then read Psalm 8:3-4. Ask: “Who made the moon?” (God, with His fingers!) “What does David wonder about?” (Why such a big God thinks about people.) Help your child say a lesson: “People worked very hard to reach the moon, but God made it — and God still thinks about me.” Draw the moon with tiny footprints on it and write Psalm 8:3 underneath.",
    simplifiedActivity:
      "Draw the moon. Add tiny astronaut footprints. Write: “God made the moon.” Then draw yourself and write: “God thinks about me!”",
    funElement:
      "Moon walk: put on ‘moon boots’ (big socks) and take slow, bouncy steps across the room, counting down first: “5, 4, 3, 2, 1 — lift off!” Tonight, go outside and look for the real moon, and say Psalm 8:3 together.",
    reflectionQuestion:
      "God made the moon and all the stars, and He still thinks about you. How does that make you feel?",
    prayer:
      "Dear God, You made the moon and the stars with Your fingers. You are so big and so great! Thank You that You still think about me and care for me every day. Amen.",
  },
  {
    day: 19,
    week: 3,
    title: "Listening Room: Bible Ears",
    floor: 3,
    roomId: "lr",
    focus:
      "In the Listening Room we switch on our “Bible ears”. We listen for Bible words in songs, stories and things people say. Then we check: is it really in the Bible? And most important of all: what will I do about it? The Bible says to be doers of the word, not hearers only.",
    scripture: "James 1:22",
    activity:
      "Read James 1:22 and explain: hearing God’s words is good, but doing them is even better. Now play “Bible or not?” with three sayings. Saying 1: “Jesus loves the little children.” Check Mark 10:14: Jesus said to let the children come to Him. Yes — that is in the Bible! Saying 2: “God helps those who help themselves.” Search together: it is not in the Bible — it is an old saying. The Bible says God helps us even when we are weak (Psalm 121:2). Saying 3: sing a Bible song your child knows and listen for Bible words in it, then find the verse together. After the game, choose one doing-step for today from James 1:22 and Mark 10:14 — for example, being kind to a younger child, or sharing a toy. Write it on a sticky note and put it on the fridge. At bedtime, ask: “Did you do it?”",
    simplifiedActivity:
      "Switch on your Bible ears! Listen to a Bible song. Clap when you hear Bible words. Then choose one thing to DO today. Draw it on a sticky note.",
    funElement:
      "Bible-or-not traffic lights: a grown-up reads out sayings. Your child holds up a green paper circle for “in the Bible”, red for “not in the Bible”, and yellow for “not sure — let’s check!”",
    reflectionQuestion: "What is one thing from the Bible you heard this week that you can do today?",
    prayer:
      "Dear God, please give me Bible ears that listen carefully. But even more, help me be a doer and not just a hearer. Help me do one thing today that You say in Your Word. Amen.",
  },
  {
    day: 20,
    week: 3,
    title: "Freestyle Day: God-Spotting All Day Long",
    floor: 3,
    focus:
      "Today is a special day: instead of one room, we use all of floor 3 from morning to bedtime. We look for God in nature, listen for Bible words, remember a verse, notice something true from the world, and think about what happened to us. Every day is a day God has made!",
    scripture: "Psalm 118:24",
    activity:
      "At breakfast, say Psalm 118:24 together: “This is the day which the LORD hath made; we will rejoice and be glad in it.” Give your child a God-spotting chart with five pictures: a leaf (nature), an ear (listening), a Bible (a verse), a globe (something true about the world) and a heart (something that happened to me). During the day, help them find one thing for each and add a sticker or a tick. Leaf: something in nature and what it teaches about God — a bird being fed, rain watering plants. Ear: a Bible word heard in a song or a story. Bible: say yesterday’s or today’s verse to someone. Globe: something learned today (at school, in a book) and a Bible thought about it. Heart: at bedtime, one thing that happened today, and a Bible person who had something a bit like it. Look at the finished chart together before prayers and let your child choose their favourite God-spot of the day.",
    simplifiedActivity:
      "Fill your God-spotting chart today! Leaf: something God made. Ear: a Bible word you heard. Bible: a verse you said. Globe: something new you learned. Heart: something that happened to you. Put a sticker on each one.",
    funElement:
      "Rejoice dance: every time your child finds a God-spot, they do a little happy dance and shout, “This is the day the LORD has made!” By bedtime, see how many happy dances they did.",
    reflectionQuestion: "What was your favourite God-spot today, and why?",
    prayer:
      "Dear God, thank You for this day You made. Thank You for showing me You are everywhere — in the trees, in songs, in my family and in everything that happens. Help me look for You every day. Amen.",
  },
  {
    day: 21,
    week: 3,
    title: "Review: Jesus Calms the Storm",
    floor: null,
    focus:
      "Three weeks, three floors! Today we take one favourite story through floors 1, 2 and 3: remembering it, looking for clues in it, and seeing how it fits our own lives. Jesus is asleep on a pillow in a boat when a big storm comes — and with three words He makes it calm.",
    scripture: "Mark 4:35-41",
    activity:
      "Read Mark 4:35-41. Floor 1 — Story: find five beats with picture words: Boat → Storm → Pillow → “Peace, be still” → Calm. Imagination: what would you hear in the storm? (Wind, waves, frightened voices.) What would you feel? (Cold splashes, a rocking boat.) 24FPS: choose one picture for Mark 4 — maybe Jesus asleep on a pillow. Floor 2 — Observation: what was Jesus sleeping on? (A pillow.) Were there other boats? (Yes, “other little ships”, verse 36.) How many words did Jesus say to the sea? (Three: “Peace, be still.”) Questions: “I wonder why Jesus was sleeping.” Floor 3 — Nature: go to a window — is it windy or still today? Who made the wind? Bible Freestyle: Psalm 107:29 is a cousin — God makes the storm calm. Personal: remember the scary time from day 16 and say, “Jesus is bigger than storms.” Finish by letting your child act out the whole story while you read it one more time.",
    simplifiedActivity:
      "Draw 5 pictures: a boat, a storm, Jesus on a pillow, Jesus saying “Peace, be still”, and a calm sea. Count Jesus’ words to the sea: Peace. Be. Still. Three!",
    funElement:
      "Storm in a bowl: fill a bowl with water and float a small toy boat. Your child blows and splashes to make a big storm. Then they say, “Peace, be still!” and everyone stops. Watch the water go calm.",
    reflectionQuestion:
      "Jesus is stronger than the wind and the waves. What ‘storm’ would you like Jesus to make calm for you?",
    prayer:
      "Dear Jesus, You can make the wind and waves stop with just a word. Thank You that You are with me in every storm. When I am afraid, help me remember that You are in the boat with me. Amen.",
  },
  // ---------- Week 4: floor 4 (Next Level) ----------
  {
    day: 22,
    week: 4,
    title: "Concentration Room: Jesus’ Three Hats",
    floor: 4,
    roomId: "cr",
    focus:
      "Floor 4 is all about Jesus. In the Concentration Room we ask: what is Jesus doing in this story? The Bible gives Jesus three big jobs. As a Prophet, He teaches us about God. As a Priest, He prays for us and brings us close to God. As a King, He rules and takes care of His people. Today Jesus rides into Jerusalem as the King!",
    scripture: "Matthew 21:5-9",
    activity:
      "Make three simple paper hats with your child: a scroll hat for Prophet (teacher), a priest’s hat with a heart on it (Priest — He prays for us and brings us to God), and a crown (King). Read Matthew 21:5-9. Ask: “What did the people shout? What did they put on the road?” (Coats and branches. “Hosanna to the Son of David!”) Then ask: “Which hat is Jesus wearing here?” Point to verse 5: “Behold, thy King cometh.” It is the crown! Notice that this King rides on a donkey, not a big war horse — He is a gentle King. Now play the hat game with other Jesus stories: Jesus teaching on the mountain (Prophet hat), Jesus praying for His friends (Priest hat), Jesus stopping the storm (King hat), Jesus blessing the children (Priest hat). Your child puts on the right hat for each and says, “Jesus is my ___!”",
    simplifiedActivity:
      "Make a paper crown. Put it on. Wave a leafy branch. Shout: “Hosanna! Jesus is my King!” Then draw Jesus riding on a donkey, with people waving branches.",
    funElement:
      "Palm parade: lay coats and towels on the floor as a road, and wave leafy branches or green paper leaves. One person rides a ‘donkey’ (a broom or a grown-up’s back) down the road while everyone shouts “Hosanna!”",
    reflectionQuestion:
      "Jesus is a gentle King who rode on a donkey. What does a good King do for the people He loves?",
    prayer:
      "Dear Jesus, You are my King! Hosanna! Thank You for being a gentle King who loves me. Thank You that You are also my Teacher and that You pray for me. I want to follow You. Amen.",
  },
  {
    day: 23,
    week: 4,
    title: "Dimensions Room: David and Goliath on Five Fingers",
    floor: 4,
    roomId: "dr",
    focus:
      "A Bible story is like a jewel with many sides. In the Dimensions Room we look at one story five ways, and we can count them on one hand. Thumb: what really happened. Pointer: what it shows about Jesus. Middle: what it means for me. Ring: what it means for God’s family. Little finger: what it shows about heaven.",
    scripture: "1 Samuel 17:47-49",
    activity:
      "Tell the story of David and Goliath, then read 1 Samuel 17:47-49 together. Trace your child’s hand on paper and fill in one finger at a time, talking as you go. Thumb — what happened: a shepherd boy named David fought a giant with a sling and one stone, and God helped him win. Pointer — Jesus: David fought for all of God’s people, and Jesus, who came from David’s family, fought the biggest enemy of all for us and won (1 Corinthians 15:57). Middle — me: when I have a giant-sized problem, the battle is the LORD’s (verse 47), and God will help me. Ring — God’s family: David helped the whole army; in God’s family we help each other be brave. Little finger — heaven: one day Jesus will win for ever, and there will be no more crying or pain (Revelation 21:4). Draw a tiny picture on each finger: a stone, a cross, your child’s face, a group of people, a crown.",
    simplifiedActivity:
      "Trace your hand. Draw one thing on each finger. Thumb: a stone. Pointer: a cross. Middle: you! Ring: your family. Little finger: heaven. Count them: 1, 2, 3, 4, 5!",
    funElement:
      "Five smooth stones: go outside and find five smooth stones. Paint or draw one finger-idea on each. Then stand a tall cardboard ‘giant’ (a box) across the room and roll soft balls to knock it over while shouting, “The battle is the LORD’s!”",
    reflectionQuestion:
      "David said the battle is the LORD’s. What big, giant-sized problem can you ask God to help you with?",
    prayer:
      "Dear God, You helped David beat the giant. Thank You that the battle is Yours, and that Jesus has won the biggest battle for me. When I feel small, help me remember how big You are. Amen.",
  },
  {
    day: 24,
    week: 4,
    title: "Connect-6: God Cares for Me in Six Kinds of Writing",
    floor: 4,
    roomId: "c6",
    focus:
      "The Bible is like a library with six kinds of writing: true history stories, poems and songs, messages from prophets, parables (stories Jesus told), the Gospels about Jesus’ life, and letters to churches. In Connect-6 we find the same truth in all six. Today’s truth is one every child needs: God cares for me.",
    scripture: "1 Peter 5:7",
    activity:
      "Draw six boxes on a big sheet and label them with small pictures: a scroll (History), a harp (Poetry), a trumpet (Prophecy), a seed (Parable), a cross (Gospel) and an envelope (Letter). Read one verse for each and let your child draw in its box. History — 1 Kings 17:6: birds brought Elijah bread every morning and evening. Poetry — Psalm 23:1: the LORD is my shepherd. Prophecy — Isaiah 49:15-16: even if a mother forgot her baby, God will not forget you; your name is written on His hands. Parable — Luke 11:11-13: a dad gives his child good things, and God gives even better gifts. Gospel — Matthew 6:26: God feeds the birds, and you matter more to Him. Letter — 1 Peter 5:7: give all your worries to God, because He cares for you. After all six, say together: “Every part of the Bible says God cares for me!” Finish by pointing to Jesus, who showed God’s care most of all.",
    simplifiedActivity:
      "Draw six boxes. In each, draw one picture: birds bringing bread, a shepherd, a name on a hand, a dad giving a present, birds eating, and you giving your worries to God. Say: “God cares for me!”",
    funElement:
      "Worry box: decorate a small box. Your child draws or tells one worry, puts it in the box and hands the box to a grown-up, saying 1 Peter 5:7: “He careth for you!” Then write your child’s name on your own palm with a washable pen, like Isaiah 49:16.",
    reflectionQuestion:
      "God says He will never forget you. Is there a worry you would like to give to God today?",
    prayer:
      "Dear God, thank You that every part of the Bible tells me You care for me. Thank You that my name is on Your hands and You will never forget me. Here are my worries — I give them to You. Amen.",
  },
  {
    day: 25,
    week: 4,
    title: "Theme Room and Time Zone: Up, Down, Then, Now and Soon",
    floor: 4,
    roomId: "trm",
    focus:
      "Two rooms help us find where a Bible verse belongs. The Theme Room gives God’s palace its walls, floor and ceiling — and the ceiling is heaven! The Time Zone asks: does this verse happen in heaven (up) or on earth (down)? Long ago, now, or still to come? In John 14 Jesus talks about all three times.",
    scripture: "John 14:1-3",
    activity:
      "Read John 14:1-3. Explain that Jesus said these words long ago, on earth, to His friends (earth — long ago). He went back to heaven to get a place ready for us (heaven — now). And He promised to come again to take us there (earth — soon, in the future). Make three signs: THEN, NOW and SOON. Lay them on the floor in a row. Your child stands on the right sign as you read each part again: “Let not your heart be troubled” (THEN — Jesus said it long ago), “I go to prepare a place for you” (NOW — He is doing it in heaven right now), “I will come again” (SOON). For up and down, point up for heaven and down for earth. Then explain the palace: this verse belongs on the Heaven Ceiling — the part of God’s palace that everything reaches up to. Draw a house with a big, bright ceiling and write “Jesus is coming again” on it.",
    simplifiedActivity:
      "Draw a house. On the ceiling draw heaven with a door. Write: “Jesus is making a place for me.” Point up for heaven and down for earth. Say: “Then, now, soon!”",
    funElement:
      "Up-down, then-now-soon: a grown-up calls out a Bible moment (‘baby Jesus in the manger’, ‘Jesus praying for us in heaven’, ‘Jesus coming in the clouds’). Your child points up or down and jumps onto the THEN, NOW or SOON sign.",
    reflectionQuestion:
      "Jesus is getting a place ready for you right now. What do you think it will be like?",
    prayer:
      "Dear Jesus, thank You that You are in heaven right now, getting a place ready for me. Thank You for promising to come again. Help me not to be worried, because You keep Your promises. Amen.",
  },
  {
    day: 26,
    week: 4,
    title: "Patterns and Parallels: God Does It Again",
    floor: 4,
    roomId: "prm",
    focus:
      "God often does things the same way more than once. When something happens three times or more, it is a pattern. When two stories match like twins, they are parallels — and usually the second one is even bigger! Today we find a pattern of little boats on the water, and a pair of bread miracles.",
    scripture: "Exodus 2:1-10",
    activity:
      "Pattern first. Read Exodus 2:1-10 (or tell it): baby Moses’ mother put him in a little basket-boat among the reeds, and God kept him safe. Point out that the KJV calls the basket an “ark” (verse 3)! Ask: “Where else did God keep people safe in a boat on the water?” Noah’s ark (Genesis 7), and Jesus with His friends in the boat in the storm (Mark 4). Count them on your fingers: one, two, three — a pattern! Give it a name together, like “Safe in God’s Boat”. Then the parallel. Read 2 Kings 4:42-44: Elisha fed 100 men with 20 loaves. Then remember John 6 from day 8: Jesus fed 5,000 men with 5 loaves. Count and compare: fewer loaves and many more people! Both times there was food left over. Say the lesson: “Jesus does what Elisha did — but even bigger!”",
    simplifiedActivity:
      "Draw three boats: Noah’s ark, baby Moses’ basket, and Jesus’ boat. Count them! Then draw 20 loaves for Elisha and 5 loaves for Jesus. Who fed more people?",
    funElement:
      "Float the basket: fold a small paper boat, put a little toy ‘baby’ inside and float it in the bath or a basin among ‘reeds’ (straws). Then count out 20 crackers and 5 crackers side by side and talk about how Jesus did more with less.",
    reflectionQuestion:
      "God kept people safe in a boat again and again. How does it help you to know God does the same good things over and over?",
    prayer:
      "Dear God, You kept Noah, baby Moses and Jesus’ friends safe on the water. You never change. Thank You that Jesus does even bigger things than the prophets did. Help me trust You to take care of me too. Amen.",
  },
  {
    day: 27,
    week: 4,
    title: "Fruit Room: Good Fruit, Bad Fruit",
    floor: 4,
    roomId: "frt",
    focus:
      "Jesus said you can tell a tree by its fruit. In the Fruit Room we check our ideas about God by the fruit they grow in us. A true idea about God grows good fruit like love, joy and peace. A wrong idea grows bad fruit like being scared, being proud or being mean. Then we fix the wrong idea with a Bible verse.",
    scripture: "Galatians 5:22-23",
    activity:
      "Read Galatians 5:22-23 and count the fruit together on your fingers (nine!). Draw a big tree and let your child add paper fruits with the names: love, joy, peace, patience, gentleness, goodness, faith, meekness, self-control. Now test two ideas. Idea 1: “God only loves me when I am good.” Ask: “How would that make you feel?” (Scared, worried.) That is bad fruit, so let’s fix it. Read Romans 5:8: God loved us before we were good. New idea: “God loves me all the time, and His love helps me be good.” How does that feel? (Happy, safe — good fruit!) Idea 2: “God loves me, so it doesn’t matter if I’m mean.” What fruit does that grow? (Unkindness.) Read Ephesians 4:32: be kind to one another. Fix it together: “God loves me, so I want to be kind like Him.” Add a smiley fruit to the tree for each fixed idea.",
    simplifiedActivity:
      "Draw a tree. Give it 9 fruits. Count them! Colour the good fruit bright. Say: “God loves me all the time!” That is good fruit.",
    funElement:
      "Fruit basket game: put real fruit (or pictures) in a basket. Your child picks one, and a grown-up reads out an idea about God. If it is a true idea, your child says, “Yummy fruit!” and keeps it; if not, they say, “Yucky fruit — let’s fix it!” and help make it true.",
    reflectionQuestion: "Which fruit of the Spirit would you like God to grow in you this week?",
    prayer:
      "Dear God, thank You that You love me all the time, not only when I am good. Please grow good fruit in me: love, joy, peace and kindness. Help me believe true things about You. Amen.",
  },
  {
    day: 28,
    week: 4,
    title: "Review: Jesus Blesses the Children",
    floor: null,
    focus:
      "This week we learned to look for Jesus in every story: His three hats, the five fingers, six kinds of writing, up and down and then-now-soon, patterns and parallels, and good fruit. Today we take all of floor 4 to a story that was written for children — the day Jesus took the little ones in His arms.",
    scripture: "Mark 10:13-16",
    activity:
      "Read Mark 10:13-16 together. Then go through the floor 4 rooms quickly. Three hats: what is Jesus doing? He blesses the children (verse 16) — a priest’s job in the Bible (Numbers 6:23-24) — so put on the Priest hat. Five fingers: thumb — what happened; pointer — Jesus loves children; middle — Jesus loves me; ring — children belong in God’s family; little finger — in heaven, God’s children will be with Him for ever. Six kinds of writing: this story is from a Gospel, the story of Jesus’ life. Time Zone: is it up or down? Then, now or soon? (Down on earth, long ago — but Jesus still loves children now!) Patterns: where else does Jesus care for children? (Jairus’ daughter on day 14, the boy with the lunch on day 8.) Fruit: test the idea “Jesus is too busy for children.” What fruit does it grow? What does verse 14 say instead? Finish with your child sitting on your lap as you read verse 16 one more time.",
    simplifiedActivity:
      "Draw Jesus hugging children. Put yourself in the picture! Which hat is Jesus wearing? Count the children you drew. Say: “Jesus is never too busy for me!”",
    funElement:
      "Blessing circle: the family sits in a circle, and each person puts a gentle hand on your child’s head and says, “The LORD bless you and keep you.” Then your child gets to bless each person the same way.",
    reflectionQuestion: "Jesus was not too busy for the children. What would you like to tell Jesus today?",
    prayer:
      "Dear Jesus, thank You for loving children and taking them in Your arms. Thank You that You are never too busy for me. Please bless me and keep me close to You. Amen.",
  },
  // ---------- Week 5: floors 5–6 (Vision; Three Heavens & Cycles) ----------
  {
    day: 29,
    week: 5,
    title: "Blue Room: Building God’s Tent",
    floor: 5,
    roomId: "bl",
    focus:
      "God asked His people to build Him a special tent called the sanctuary, so that He could live right in the middle of their camp. It had eight special things inside, and every one of them shows us something about Jesus. In the Blue Room we walk through God’s tent from the gate all the way to the golden box called the ark.",
    scripture: "Exodus 25:8",
    activity:
      "Read Exodus 25:8 and ask: “Why did God want a tent?” (So He could live with His people.) Now build the sanctuary on the floor with things from around the house, counting each one as you place it, from 1 to 8. 1 The gate — a doorway: Jesus is the door to God. 2 The altar — a box: the lambs given here remind us that Jesus gave His life for us because He loves us. 3 The laver — a bowl of water: Jesus makes us clean inside. 4 The lampstand — a torch: Jesus is the light of the world. 5 The table with bread — a plate with a slice of bread: Jesus is the bread of life. 6 The incense altar — a small box where we ‘send up’ prayers: Jesus prays for us. 7 The curtain — a sheet: Jesus opened the way to God. 8 The ark — a shoebox painted gold: God’s throne, with His Ten Commandments inside and the mercy seat on top. Walk through slowly with your child, stopping at each thing to say its Jesus word.",
    simplifiedActivity:
      "Count the 8 things in God’s tent: gate, altar, washing bowl, lamp, bread table, prayer altar, curtain, golden box. Draw them in a line. Say one Jesus word for each: Door, Love, Clean, Light, Bread, Prayer, Way, King!",
    funElement:
      "Sanctuary walk: barefoot, your child walks through your floor sanctuary from the gate to the ark. At the laver they dip their fingers in the water, at the lampstand they switch on the torch, at the table they take a bite of bread, and at the ark they kneel and whisper a prayer.",
    reflectionQuestion:
      "God wanted to live right in the middle of His people. How does it feel to know God wants to be close to you?",
    prayer:
      "Dear God, thank You that You wanted to live with Your people. Thank You that every part of Your tent shows me Jesus. Thank You that Jesus is the way to You. I want to be close to You always. Amen.",
  },
  {
    day: 30,
    week: 5,
    title: "Prophecy Room: The King’s Dream",
    floor: 5,
    roomId: "pr",
    focus:
      "God showed King Nebuchadnezzar a dream about the future: a giant statue made of gold, silver, bronze, iron and clay. A stone knocked it down and grew into a huge mountain. Daniel explained that kingdoms would come and go one after another, but at the end God would set up His own kingdom that lasts for ever. God knows the future, and His kingdom wins!",
    scripture: "Daniel 2:31-35",
    activity:
      "Tell the story from Daniel 2 simply: the king had a dream nobody could explain, Daniel prayed with his friends, and God showed Daniel the dream and what it meant. Read Daniel 2:31-35 together. Then build the statue from the top down with blocks or boxes, naming each part: a gold head, a silver chest and arms, a bronze tummy, iron legs, and feet of iron mixed with clay. Explain gently: each metal was a big kingdom — Babylon, then Persia, then Greece, then Rome — and after that, lots of smaller kingdoms that never joined together again. It all happened just as God said! Then read Daniel 2:44 and roll a ball (the stone) to knock the tower down. Build a ‘mountain’ of cushions in its place and say together: “God’s kingdom lasts for ever!” Remind your child that this is happy news: Jesus is the King of that kingdom.",
    simplifiedActivity:
      "Build the statue: gold head, silver chest, bronze tummy, iron legs, clay feet. Count the parts! Roll a ball like the stone. Down it goes! Say: “God’s kingdom lasts for ever!”",
    funElement:
      "Colour the statue: draw a big outline of the statue and colour the parts yellow (gold), grey (silver), orange-brown (bronze), dark grey (iron) and brown (clay). Stick a little paper stone at the bottom and a big green mountain beside it.",
    reflectionQuestion:
      "Kings and kingdoms come and go, but God’s kingdom lasts for ever. How does it feel to know Jesus is the King who never stops being King?",
    prayer:
      "Dear God, You know everything that will happen, and You told Daniel about it long ago. Thank You that Your kingdom will last for ever and that Jesus is its King. I want to be in Your kingdom. Amen.",
  },
  {
    day: 31,
    week: 5,
    title: "Three Angels Room: Good News for the Whole World",
    floor: 5,
    roomId: "3a",
    focus:
      "In the book of Revelation, John saw angels flying across the sky with a message from God for every person in the world. The first angel has wonderful news: the everlasting gospel — God loves us and Jesus saves us! It tells everyone to worship God, who made the heavens, the earth, the sea and the springs of water. In the Three Angels Room we learn God’s message so we can help tell it too.",
    scripture: "Revelation 14:6-7",
    activity:
      "Read Revelation 14:6-7 slowly. Ask: “Who is the good news for?” (Every nation, every family, every language, every person — count on your fingers!) “Who does the angel say to worship?” (God, who made the heavens, the earth, the sea and the springs of water.) Do actions for each thing God made: arms up high for heaven, hands flat for the earth, wavy arms for the sea, wiggly fingers for the springs. Explain that God made the seventh-day Sabbath as a special day to remember that He is our Maker. Then tell your child simply about the other two angels: the second angel says, “Don’t follow wrong and mixed-up ideas about God”; the third angel says, “Stay close to God, keep His commandments and trust Jesus” (verse 12). Keep the focus on the good news. Finally, help your child think of someone they could tell: “God made everything, and Jesus loves you!”",
    simplifiedActivity:
      "Draw an angel flying across the sky. Give the angel a speech bubble: “Good news! Jesus loves everyone! Worship God who made everything!” Draw the sea, the earth and the sky under the angel.",
    funElement:
      "Angel messengers: your child puts on paper wings and ‘flies’ around the house, stopping at each person to announce, “Good news! God made the sky, the earth and the sea — worship Him!” Add a trumpet made from a rolled-up paper for the loud voice.",
    reflectionQuestion:
      "The good news is for everyone in the whole world. Who would you like to tell that Jesus loves them?",
    prayer:
      "Dear God, You made the heavens, the earth, the sea and the springs of water. I want to worship You! Thank You for the good news that Jesus loves everyone. Help me stay close to You and share Your good news. Amen.",
  },
  {
    day: 32,
    week: 5,
    title: "Feasts Room: God’s Party Calendar",
    floor: 5,
    roomId: "fe",
    focus:
      "God gave His people seven special feast days every year. They were like a party calendar, and each party was a picture of something Jesus would do. Jesus did the spring feasts exactly on time: He was our Passover Lamb, and He rose from the dead on the day of the first sheaf of the harvest. In the Feasts Room we learn God’s calendar.",
    scripture: "1 Corinthians 15:20",
    activity:
      "Make a calendar with seven squares: four in a top row (spring) and three in a bottom row (autumn). Count them together. Draw a picture in each as you explain it simply. Spring: 1 Passover — a lamb: Jesus gave His life for us. 2 Bread with no yeast — flat bread: Jesus never did anything wrong. 3 The first sheaf of grain — a bundle of wheat: read 1 Corinthians 15:20 — Jesus rose from the dead, the first of many! 4 Pentecost — a flame: God sent the Holy Spirit to Jesus’ friends. Put a big tick on all four: Jesus has already done them! Autumn: 5 Trumpets — a trumpet: Jesus is coming again, get ready! 6 The Day of Atonement — a high priest: Jesus is in heaven right now, making everything clean. 7 Tabernacles — a little tent: one day we will live with God for ever. Talk about which party your child is most looking forward to.",
    simplifiedActivity:
      "Draw 7 boxes. Count them! Draw: a lamb, flat bread, a bundle of wheat, a flame, a trumpet, a priest, a little tent. Tick the first four. Jesus did them already!",
    funElement:
      "Firstfruits wave: make a bundle of long grass or paper wheat tied with ribbon. Your child waves it high and shouts, “Jesus is risen!” Then make a blanket tent and eat a snack inside it, just like the feast of Tabernacles.",
    reflectionQuestion:
      "Jesus kept God’s calendar exactly on time. What promise of Jesus are you waiting for?",
    prayer:
      "Dear Jesus, thank You that You are our Passover Lamb and that You rose from the dead. Thank You for sending the Holy Spirit. I am so glad You are coming again, and that one day we will live with You for ever. Amen.",
  },
  {
    day: 33,
    week: 5,
    title: "Christ in Every Chapter: Bread from Heaven",
    floor: 5,
    roomId: "cec",
    focus:
      "Jesus is in every part of the Bible, even the old stories before He was born. In this room we look carefully for Jesus in a chapter. In the wilderness, God’s people were hungry, and every morning God sent bread from heaven called manna. Long afterwards, Jesus said, “I am the bread of life.” The manna was a picture of Jesus!",
    scripture: "Exodus 16:13-15",
    activity:
      "Tell how the people were hungry in the desert and grumbled. Then read Exodus 16:13-15. Ask: “What did the bread look like?” (Small and round, like frost on the ground.) Fun fact: “manna” sounds like “What is it?” in Hebrew — because the people didn’t know what it was! Now look for Jesus together. First clue — a trouble and a rescue: the people were hungry, they cried out, and God sent food from heaven. Second clue — God’s heart: God fed them even though they had been grumbling. Third clue — Jesus said it Himself: read John 6:35, “I am the bread of life.” Draw two pictures: manna on the ground in the morning, and Jesus holding out bread. Write one line underneath together: “Exodus 16 — Jesus is the bread from heaven who feeds me.”",
    simplifiedActivity:
      "Draw little white dots of manna on the ground. Draw the people picking it up. Next to it, draw Jesus. Write: “Jesus is the bread of life.”",
    funElement:
      "Manna hunt: before your child wakes up (or while they hide their eyes), scatter small white crackers or popcorn on a tray or the grass. They gather ‘manna’ into a basket, asking “What is it?” and then eat it while you say John 6:35 together.",
    reflectionQuestion: "God fed His people even when they grumbled. How does Jesus ‘feed’ you every day?",
    prayer:
      "Dear Jesus, You are the bread of life. Thank You for feeding Your people in the desert, and thank You for feeding my heart every day. Help me come to You when I feel empty. Amen.",
  },
  {
    day: 34,
    week: 5,
    title: "Room 66: God Wants to Live with Us",
    floor: 5,
    roomId: "r66",
    focus:
      "The Bible has 66 books, but they tell one big story. In Room 66 we follow one idea all the way through. Today’s idea is wonderful: God wants to live with His people. He walked with Adam and Eve in a garden, lived in a tent in Israel’s camp, came as baby Jesus, and one day He will live with us for ever.",
    scripture: "Revelation 21:3",
    activity:
      "Show your child a Bible’s list of books and count how long the list is — 66! Then follow the idea “God wants to live with us” in four stops. Draw a path across a long piece of paper and add one picture at each stop as you read the verse. Stop 1 — Genesis 3:8: God walked in the garden with Adam and Eve (draw a garden). Stop 2 — Exodus 25:8: God asked for a tent so He could live in the middle of the camp (draw a tent; remember day 29!). Stop 3 — Matthew 1:23: baby Jesus is called Emmanuel, God with us (draw a manger; remember day 9!). Stop 4 — Revelation 21:3: in the new earth, God Himself will live with His people for ever (draw a shining city). Walk your fingers along the path from the garden to the city and tell the whole story in four sentences.",
    simplifiedActivity:
      "Draw a path with 4 stops: a garden, a tent, a baby in a manger, and a shining city. Walk your fingers along the path. Say: “God wants to live with me!”",
    funElement:
      "Sixty-six count: line up 66 small things (buttons, pasta, blocks) in a long row — one for each book of the Bible. Put a garden picture at the start and a city picture at the end, and walk along the row from Genesis to Revelation.",
    reflectionQuestion:
      "God wants to live with you for ever. What would you like to do with God in the new earth?",
    prayer:
      "Dear God, from the first book of the Bible to the last, You show that You want to live with Your people. Thank You for coming close in Jesus. I can’t wait to live with You for ever. Amen.",
  },
  {
    day: 35,
    week: 5,
    title: "Cycles: God Rescues Again and Again",
    floor: 6,
    roomId: "cycles",
    focus:
      "Floor 6 shows us God’s big patterns. The Bible’s story goes round like a spiral staircase, climbing higher each time. Each turn has five steps: trouble, a promise from God, a meeting place with God, a bad guy, and a rescue! The Exodus story has all five — and so does the story of Jesus. And God keeps His promise to bring His people home more than once.",
    scripture: "Exodus 3:7-8",
    activity:
      "Read Exodus 3:7-8: God saw His people’s trouble, heard them cry, and came down to rescue them. Draw a spiral staircase with five steps and fill them in together for the Exodus. Step 1 Trouble: God’s people were slaves in Egypt. Step 2 Promise: at the burning bush, God promised to bring them out to a good land. Step 3 Meeting place: God gave them His tent, the sanctuary (remember day 29). Step 4 Bad guy: Pharaoh would not let them go. Step 5 Rescue: God opened the Red Sea and brought them out. Now climb higher to Jesus’ story with the same five steps: trouble (sin makes us sad and far from God), promise (God promised a Saviour), meeting place (Jesus came to live with us), bad guy (the devil), rescue (Jesus won, and He is coming to take us home). Point out that God brought His people home from Egypt, brought them home again from Babylon in Daniel’s time, and will bring us home to heaven.",
    simplifiedActivity:
      "Draw a staircase with 5 steps. Write or draw: 1 Trouble. 2 Promise. 3 God’s tent. 4 Bad guy. 5 Rescue! Climb the steps with your fingers. Say: “God rescues again and again!”",
    funElement:
      "Spiral stairs: tape a big spiral on the floor with five stepping spots. Your child hops from spot to spot saying the five steps for Moses, then goes round again saying them for Jesus, and jumps into the middle shouting, “Home with God!”",
    reflectionQuestion:
      "God saw His people’s trouble and came to rescue them. What trouble would you like to tell God about today?",
    prayer:
      "Dear God, You saw Your people’s trouble and came down to rescue them. You did it again and again, and You rescued me through Jesus. Thank You that one day You will take me home. Amen.",
  },
  // ---------- Week 6: Mathematics and Juice (floor 6), floors 7–8 ----------
  {
    day: 36,
    week: 6,
    title: "Mathematics Room: God Keeps His Promises on Time",
    floor: 6,
    roomId: "math",
    focus:
      "God’s promises come with God’s timing. In the Mathematics Room we count the time in God’s promises and see that He always keeps them right on time. God promised His people in Babylon that after seventy years He would bring them home. Daniel counted the years — and God did it!",
    scripture: "Jeremiah 29:10-11",
    activity:
      "Tell the story simply: God’s people had been taken far away to Babylon. Through the prophet Jeremiah, God made them a promise. Read Jeremiah 29:10-11. Ask: “How many years did God say?” (Seventy.) “What did God promise to do after that?” (Bring them home.) Now count seventy together: put out seventy dried beans or buttons in groups of ten. Count the groups: 10, 20, 30, 40, 50, 60, 70 — seven groups of ten! Then tell how Daniel, who was in Babylon, read Jeremiah’s book and counted the years too (Daniel 9:2), and prayed. And God did exactly what He promised: His people went home. Finish with Galatians 4:4: God also sent Jesus “when the fulness of the time was come” — exactly at the right time. Ask your child: “If God keeps His promises on time, can we trust Him to keep His promise that Jesus is coming again?” (Yes!)",
    simplifiedActivity:
      "Count 70 beans. Put them in groups of 10. How many groups? Seven! Draw a calendar with a big happy face at the end. Say: “God keeps His promises on time!”",
    funElement:
      "Seventy steps home: take seventy small steps from one end of the garden or hallway (‘Babylon’) to the other (‘home’), counting in tens and cheering at each ten. At the end, shout Jeremiah 29:11’s happy words: “Thoughts of peace!”",
    reflectionQuestion:
      "God told His people exactly how long to wait, and He kept His word. What is something you are waiting for God to do?",
    prayer:
      "Dear God, You always keep Your promises, and You are never late. Thank You that Your thoughts about me are thoughts of peace. Help me to wait patiently and trust You, because You keep every promise. Amen.",
  },
  {
    day: 37,
    week: 6,
    title: "Fire Room: Feeling Psalm 23 in My Heart",
    floor: 7,
    roomId: "frm",
    focus:
      "Floor 7 is the heart floor. We don’t only learn about God’s words — we let them warm our hearts. In the Fire Room we read a Bible verse we already know, notice how it makes us feel, and then talk to God about it. We learned Psalm 23:1 on day 17. Now we let it speak to our hearts.",
    scripture: "Psalm 23:1-4",
    activity:
      "Remind your child of the Shepherd family from day 17. Light a candle (a grown-up looks after it) and sit close together. Read Psalm 23:1-4 very slowly, stopping after each line. Ask your child to put a hand on their heart whenever a line makes them feel something. Then ask gently what they felt. It might be a happy, safe feeling (hope): “God walks with me when it is dark.” Help them make it specific — for example, “when I am scared at night” or “when Grandma is in hospital”. Or it might be a sorry feeling: “I shall not want” can remind us of times we whined for more. Then pray it back together. For a happy feeling, say thank you to God about that exact thing. For a sorry feeling, say sorry to God and remember that He forgives us (1 John 1:9). Finish by drawing a heart and writing or drawing one thing inside it.",
    simplifiedActivity:
      "Listen to Psalm 23. Put your hand on your heart when a word makes you feel something. Draw a big heart. Inside, draw the Shepherd with you. Say: “Thank You, God, that You are with me.”",
    funElement:
      "Candle and quiet: after the prayer, everyone watches the candle flame for one quiet minute. Then each person says one word from Psalm 23 that warmed their heart, and the youngest gets to (carefully) blow the candle out.",
    reflectionQuestion: "Which words from Psalm 23 make you feel safe, and when do you most need them?",
    prayer:
      "Dear Lord, You are my Shepherd. When it is dark, You are with me. When I have done wrong, You forgive me. Thank You for warming my heart with Your words. I love You. Amen.",
  },
  {
    day: 38,
    week: 6,
    title: "Meditation Room: Eight Little Words",
    floor: 7,
    roomId: "mr",
    focus:
      "In the Meditation Room we take a very small piece of the Bible and say it over and over, slowly, until it lives in our hearts. The Bible word for meditate means to whisper or murmur. Today’s verse has only eight words, and it is one of the happiest in the whole Bible: “We love him, because he first loved us.”",
    scripture: "1 John 4:19",
    activity:
      "Read 1 John 4:19 and count the words on your fingers together: eight! Now say it slowly, making a different word a little louder each time: “WE love him…”, “we LOVE him…”, “because HE first loved us”, “because he FIRST loved us.” Ask your child which one they liked best. Then breathe the verse: breathe in while saying “We love him,” and breathe out while saying “because he first loved us.” Do it ten times together, moving a bead or button from one pile to another each time so you can count. Next, picture it: who loved first? God did — before we were even born. Finally, choose two times today to whisper it again, like when getting into the car and at bedtime, and draw a small picture to remind your child (a car, a bed). At bedtime, ask: “Did you remember?”",
    simplifiedActivity:
      "Count the words: We love him, because he first loved us. Eight! Whisper it ten times. Move one button each time. Breathe in: “We love him.” Breathe out: “because he first loved us.”",
    funElement:
      "Whisper chain: sit in a circle and whisper the verse into the next person’s ear, all the way round, to see if it arrives perfectly. Then make a bracelet with eight beads, one for each word, and say a word as you touch each bead.",
    reflectionQuestion:
      "God loved you first, before you ever loved Him. How can you show God you love Him back today?",
    prayer:
      "Dear God, thank You that You loved me first, even before I was born. I love You because You loved me. Help me remember these words all day long. Amen.",
  },
  {
    day: 39,
    week: 6,
    title: "Speed Room: Quick, Quick, Remember!",
    floor: 7,
    roomId: "srm",
    focus:
      "The Speed Room is like a fun race for your memory. We practise what we have learned so we can remember it quickly, whenever we need it. First we try to get it right, then we try to get faster. If we miss something, that just tells us which room to visit again.",
    scripture: "Colossians 3:16",
    activity:
      "Read Colossians 3:16 and explain that letting God’s word live in us “richly” means knowing it really well. Now hold some quick memory races with a timer. Give plenty of time at first (two minutes), then less. Race 1: name the eight things in God’s tent, from the gate to the ark. Race 2: say the four Jonah pictures, 1 to 4. Race 3: name the parts of the king’s statue from head to feet. Race 4: say the three Bible blocks: globe, ladder, lamb. Race 5: count the seven feasts on your fingers and name as many as you can. Keep score with stickers: one sticker for every right answer. If your child misses something, don’t worry — go back to that room’s drawing together (for example, the tent from day 29) and then try that race once more. Keep it light and fast, about ten minutes in all.",
    simplifiedActivity:
      "Ready, set, go! Say the 8 things in God’s tent. Say the 4 Jonah pictures. Say the statue from head to feet. Get a sticker for each right answer. Try again and go faster!",
    funElement:
      "Beat the timer: use a sand timer or a phone timer and a big bell. Your child rings the bell when they finish each race. Then let your child time a grown-up doing a race — and be the judge!",
    reflectionQuestion: "Which race was the easiest for you, and which one do you want to practise again?",
    prayer:
      "Dear God, thank You for helping me remember Your Word. Let it live in my heart richly, so I can remember it when I need it and share it with others. Amen.",
  },
  {
    day: 40,
    week: 6,
    title: "Juice Room: Squeezing the Story of Ruth",
    floor: 6,
    roomId: "jr",
    focus:
      "It takes lots of oranges to make one small glass of juice. In the Juice Room we take a whole book of the Bible and squeeze it down into just a few sentences that tell the most important part, including where Jesus is. Ruth is a short book about a kind young woman who chose to follow God.",
    scripture: "Ruth 1:16",
    activity:
      "Tell the story of Ruth in simple words, chapter by chapter. Chapter 1: Naomi lost her husband and sons, and her daughter-in-law Ruth would not leave her — read Ruth 1:16: “thy God my God.” Chapter 2: Ruth picked up leftover grain in the field of a kind man named Boaz, who made sure she had plenty. Chapter 3: Naomi helped Ruth ask Boaz to take care of their family. Chapter 4: Boaz married Ruth, and they had a baby boy named Obed. Obed became the grandfather of King David (Ruth 4:17) — and Jesus was born into that same family (Matthew 1:5)! Now squeeze the juice together: help your child say the whole book in four short sentences, for example: “Ruth loved Naomi and chose God. Boaz was kind to Ruth. They got married and had a baby. Jesus came from their family!” Then make a tag line of a few words, like “Ruth chose God, and God chose Ruth’s family.”",
    simplifiedActivity:
      "Tell the story of Ruth in 4 short sentences. Draw 4 pictures: Ruth hugging Naomi, Ruth picking grain, a wedding, a baby. Say your tag line: “Ruth chose God!”",
    funElement:
      "Make real juice: squeeze oranges together and count how many it takes to fill one small glass. While your child drinks it, they tell their four-sentence ‘Ruth juice’. Then play ‘gleaning’: scatter dry pasta on the floor and let your child gather it into a basket.",
    reflectionQuestion: "Ruth said, “Your God will be my God.” What does it mean to choose God for yourself?",
    prayer:
      "Dear God, thank You for Ruth, who chose to follow You, and for Boaz, who was kind. Thank You that Jesus was born into their family. I choose You to be my God too. Amen.",
  },
  {
    day: 41,
    week: 6,
    title: "Reflexive Mastery: I Can Tell the Story!",
    floor: 8,
    roomId: "infinity",
    focus:
      "The top floor is where all the rooms work together by themselves. We show it by telling a Bible story without the book, and then noticing which rooms we used without even thinking. Today your child tells the story of ten sick men who were healed — and the one who came back to say thank you.",
    scripture: "Luke 17:11-19",
    activity:
      "Read Luke 17:11-19 to your child twice. Then close the Bible and invite them to tell the story to the family in their own words, with actions if they like — about two or three minutes. Listen without helping unless they ask. Afterwards, play room detective together and find the rooms they used: Did they tell it in order, with big moments? (Story Room.) Did they count — ten men, one came back? (Observation.) Did they describe what it looked or sounded like? (Imagination.) Did they say what Jesus was doing — healing like a King, or caring like a Priest? (Concentration.) Did they say what it means for them? (Dimensions — the ‘me’ finger.) Praise every room you spot. Then pick one room they didn’t use and try just that room together — for example, a frame picture for Luke 17 (24FPS). Finish by thanking God for one thing, just like the man who came back.",
    simplifiedActivity:
      "Tell the story of the ten sick men without your Bible. Count them on your fingers: ten! How many came back? One! What did he say? Thank you! Then ask your family: “Which rooms did I use?”",
    funElement:
      "Sticker audience: each listener holds a sheet of stickers. Whenever they hear your child use a room (counting, acting, saying what Jesus did), they stick a sticker on your child’s palace drawing from day 1. Count the stickers at the end!",
    reflectionQuestion:
      "Only one man came back to say thank you. What would you like to thank Jesus for today?",
    prayer:
      "Dear Jesus, thank You for healing the ten men. I want to be like the one who came back to say thank you. Thank You for all the good things You give me every day. Amen.",
  },
  {
    day: 42,
    week: 6,
    title: "Review: Sweeter Than Honey",
    floor: null,
    focus:
      "Two weeks of big rooms! God’s tent, the king’s dream, the angels’ good news, God’s party calendar, bread from heaven, God living with us, rescue after rescue, counting God’s time, a warm heart, eight little words, memory races, Ruth’s juice and telling a story by heart. The Bible says God’s words are sweeter than honey. Today we taste how sweet they are.",
    scripture: "Psalm 119:103",
    activity:
      "Read Psalm 119:103 and give your child a tiny taste of honey (or something sweet). Then go on a sweet review: for each room, your child earns a little taste, a sticker or a tick by answering one quick question. Blue Room: name three things in God’s tent. Prophecy: what did the stone become? (A mountain — God’s kingdom.) Three Angels: what does the first angel say? Feasts: which feast shows Jesus rising? (The first sheaf.) Christ in Every Chapter: what was the bread from heaven? Room 66: name the four stops of “God wants to live with us”. Cycles: what are the five steps? Mathematics: how many years in Babylon? Fire: which Psalm 23 words warmed your heart? Meditation: say the eight little words. Juice: tell Ruth in four sentences. Let your child choose their favourite room of the two weeks and show you why.",
    simplifiedActivity:
      "Taste something sweet. Say: “God’s words are sweeter than honey!” Then answer one question for each room. Which room was your favourite? Draw it!",
    funElement:
      "Honey hunt: hide little paper honey pots around the house, each with a room name on it. When your child finds one, they answer that room’s question and add the pot to a ‘beehive’ drawing. When all the pots are found, share a sweet treat.",
    reflectionQuestion: "What is the sweetest thing you have learned about God in these two weeks?",
    prayer:
      "Dear God, Your words are sweeter than honey! Thank You for everything I have learned about Jesus in Your tent, Your calendar, Your promises and Your stories. Help me love Your Word more and more. Amen.",
  },
  // ---------- Week 7: integration ----------
  {
    day: 43,
    week: 7,
    title: "Palace Walk I: Daniel and the Lions on Floors 1–4",
    floor: null,
    focus:
      "This week we put the rooms together. Today we walk one story through floors 1, 2, 3 and 4: remembering it, finding clues, seeing how it fits our lives, and finding Jesus in it. Daniel kept praying to God even when a new rule said he mustn’t, and God shut the lions’ mouths.",
    scripture: "Daniel 6:10-23",
    activity:
      "Read or tell Daniel 6:10-23. Floor 1 — Story: make five picture cards together: Window → Rule → Lions → Stone → Morning. Imagination: what could Daniel see in the den? (Big, quiet lions, and an angel!) What did the king hear in the morning? (Daniel’s voice calling back.) 24FPS: pick one picture for Daniel 6 — lions with their mouths shut. Floor 2 — Observation: how many times a day did Daniel pray? (Three, verse 10.) Which way was his window open? (Toward Jerusalem.) Questions: “I wonder why Daniel didn’t close his window.” Floor 3 — Personal: when do you pray every day? Could you pray three times tomorrow — morning, noon and night? Floor 4 — Three hats: what does the king say about God at the end? (His kingdom will never be destroyed, verse 26 — the King hat!) Five fingers: on which finger does “God keeps me safe” go? Fruit: does this story make you scared of lions, or sure that God is strong? Finish by acting out the whole story.",
    simplifiedActivity:
      "Draw Daniel praying by his window. Count: he prayed 1, 2, 3 times a day! Then draw the lions with their mouths shut and an angel. Say: “My God shut the lions’ mouths!”",
    funElement:
      "Lions’ den drama: family members are sleepy lions lying on the floor with their mouths shut tight. Your child is Daniel, sitting in the middle, calm and praying. A grown-up is the worried king who calls in the morning, “Daniel! Is your God able?” and Daniel answers, “Yes!”",
    reflectionQuestion: "Daniel prayed every day, even when it was hard. When will you talk to God tomorrow?",
    prayer:
      "Dear God, You kept Daniel safe in the lions’ den. Thank You that You are strong and Your kingdom will never end. Help me talk to You every day, like Daniel did, even when it is hard. Amen.",
  },
  {
    day: 44,
    week: 7,
    title: "Palace Walk II: Simeon Holds Baby Jesus on Floors 5–8",
    floor: null,
    focus:
      "Today we climb the top floors with one short, happy story. Old Simeon had waited for years, because God had promised he would see the Saviour before he died. One day Mary and Joseph brought baby Jesus into God’s house, the temple — and Simeon held Him in his arms!",
    scripture: "Luke 2:25-32",
    activity:
      "Read Luke 2:25-32. Floor 5 — Blue Room: where did this happen? (In the temple, God’s house — like the tent from day 29, but made of stone.) Christ in Every Chapter: where is Jesus? (In Simeon’s arms!) Room 66: which stop on the path “God wants to live with us” is this? (Emmanuel, God with us — day 34.) Floor 6 — Mathematics: God promised Simeon something. Did God keep it on time? (Yes — verse 26.) Floor 7 — Fire: how did Simeon feel? Put your hand on your heart — how do you feel when you think of holding baby Jesus? Meditation: whisper Simeon’s words five times: “Mine eyes have seen thy salvation.” Speed: quickly name the eight things in God’s tent. Floor 8 — Mastery: ask your child to tell Simeon’s story to someone in the family in one minute, and listen for the rooms they use without thinking.",
    simplifiedActivity:
      "Draw old Simeon holding baby Jesus in the temple. Give Simeon a big smile. Write or say his words: “Mine eyes have seen thy salvation.” Whisper them five times.",
    funElement:
      "Waiting game: your child sits as ‘Simeon’ and waits while a grown-up counts slowly to twenty. Then ‘Mary and Joseph’ bring in a baby doll, and Simeon gently holds it up and says, “Now I have seen God’s Saviour!”",
    reflectionQuestion:
      "Simeon waited a long time, and God kept His promise. How do you think Simeon felt when he finally held Jesus?",
    prayer:
      "Dear God, You kept Your promise to Simeon, and he held baby Jesus in his arms. Thank You that Jesus is the Saviour for all people, and for me too. Help me to be as happy as Simeon to see Jesus. Amen.",
  },
  {
    day: 45,
    week: 7,
    title: "Old and New: Jonah and Jesus",
    floor: null,
    focus:
      "Some Old Testament stories have a partner in the New Testament. Jesus Himself said Jonah’s story was a picture of Him: Jonah was three days inside the big fish, and Jesus would be three days in the grave before coming out alive. And Jesus is “greater than Jonah”!",
    scripture: "Matthew 12:40",
    activity:
      "Remind your child of the four Jonah pictures from day 4. Then read Matthew 12:40 and 12:41. Fold a page in half: Jonah on one side, Jesus on the other. Find what is the same, drawing as you go. Jonah was three days inside the fish, then came out; Jesus was three days in the tomb, then came out alive. (Count 1, 2, 3 on your fingers!) Jonah preached to a big city, and the people said sorry to God; Jesus preached the good news, and people all over the world have turned to God. Now find what is bigger and better about Jesus. Jonah ran away from God — Jesus always obeyed His Father. Jonah was grumpy that God forgave Nineveh — Jesus is happy when anyone comes to God. Jonah preached to one city — Jesus’ good news is for the whole world. Say together: “Jesus is greater than Jonah!”",
    simplifiedActivity:
      "Fold your paper in half. Side 1: Jonah coming out of the fish. Side 2: Jesus coming out of the tomb. Count to three on both sides! Write: “Jesus is greater than Jonah.”",
    funElement:
      "Three-day tunnel: make a tunnel from chairs and a blanket. Your child crawls in as ‘Jonah’, counts “Day 1, Day 2, Day 3!” and pops out. Then they crawl through again, and this time pop out shouting, “Jesus is alive!”",
    reflectionQuestion:
      "Jonah was grumpy when God forgave people, but Jesus is happy when anyone comes to God. How can you be happy when others are forgiven?",
    prayer:
      "Dear Jesus, You are greater than Jonah. You always obeyed, You came out of the tomb alive, and Your good news is for the whole world. Thank You for loving everyone, and for loving me. Amen.",
  },
  {
    day: 46,
    week: 7,
    title: "Old and New: Jacob’s Ladder and Jesus",
    floor: null,
    focus:
      "Jacob was alone and far from home, sleeping with a stone for a pillow. God gave him a dream of a ladder reaching up to heaven, with angels going up and down, and promised, “I am with thee.” Many years later Jesus told His friends that He is like that ladder: He is the way between heaven and earth.",
    scripture: "John 1:51",
    activity:
      "Tell the story of Jacob running away from home, then read Genesis 28:11-15. Ask: “What did Jacob use for a pillow?” (A stone!) “What did he see in his dream?” (A ladder to heaven, with angels going up and down, and God at the top.) “What did God promise?” (“I am with thee, and will keep thee”, verse 15.) Then read John 1:51. Explain that Jesus said the angels go up and down on Him — Jesus is the ladder! He joins heaven and earth, and through Him God comes close to us. Draw a picture together: Jacob asleep on a stone at the bottom, a ladder up to heaven, little angels going up and down — and write “Jesus” along the ladder. Ask: “When Jacob was alone and scared, what did God say? Does Jesus say the same to us?” (Yes — He is always with us.)",
    simplifiedActivity:
      "Draw Jacob sleeping on a stone. Draw a tall ladder up to heaven with angels on it. Write “Jesus” on the ladder. Say: “Jesus brings heaven close to me.”",
    funElement:
      "Ladder climb: make a paper ladder on the wall with eight rungs and stick a paper angel on the bottom. Each time your child answers a question about the story, the angel climbs one rung. At the top, say God’s promise: “I am with thee.”",
    reflectionQuestion:
      "Jacob felt alone, but God was with him. When do you feel alone, and how can you remember Jesus is with you?",
    prayer:
      "Dear God, You came to Jacob when he was alone and promised to be with him. Thank You that Jesus is the ladder that brings heaven close to me. Please be with me wherever I go. Amen.",
  },
  {
    day: 47,
    week: 7,
    title: "A Hard Question: Why Was Joseph Treated So Badly?",
    floor: null,
    focus:
      "Some Bible stories make us ask hard questions, and that is okay. God is happy when we bring our questions to Him. Joseph’s brothers were very unkind to him, and later he was put in prison even though he had done nothing wrong. Why did God let that happen? The end of Joseph’s story helps us find an answer.",
    scripture: "Genesis 50:20",
    activity:
      "Tell Joseph’s story simply: his brothers were jealous and sold him, he became a servant in Egypt, he was put in prison for something he didn’t do, and then God made him a great helper who saved many people from hunger — even his brothers. Ask your child: “What is hard about this story?” Let them say it in their own words, and tell them it is a good question. Now find answers in the Bible. Read Genesis 39:2 and 39:21: “the LORD was with Joseph” — God never left him, not even in prison. Read Genesis 50:20: the brothers meant it for evil, but God meant it for good, to save many people. Then read Romans 8:28: God can work all things together for good for those who love Him. Help your child say the answer: “Bad things still happen, but God stays with me, and He can make good come out of them.” Check the fruit: does that make us scared, or does it give us hope? (Hope!)",
    simplifiedActivity:
      "Draw two pictures. Picture 1: Joseph sad in prison, with God close beside him. Picture 2: Joseph giving food to many people. Say: “God was with Joseph. God is with me.”",
    funElement:
      "Question jar: decorate a jar and tell your child they can put any hard question about God or the Bible in it, any time. Put today’s question in first. Once a week, pull one out and look for an answer together.",
    reflectionQuestion:
      "God was with Joseph even in prison. When something sad happens to you, how can you remember that God is with you?",
    prayer:
      "Dear God, thank You that I can bring my hard questions to You. Thank You that You were with Joseph in every hard place, and You turned bad things into good. Please be with me when sad things happen. Amen.",
  },
  {
    day: 48,
    week: 7,
    title: "Getting Ready to Teach",
    floor: null,
    focus:
      "The Bible says one generation should tell the next about God’s great works. Children can tell the story of God too! Today your child gets ready to teach a favourite Bible story to someone else tomorrow — with pictures, actions and a little prayer.",
    scripture: "Psalm 145:4",
    activity:
      "Read Psalm 145:4 and ask: “Who tells whom about God?” (One generation — grandparents, parents, children — to the next.) Help your child choose who they will teach tomorrow (a younger child, grandparents, a teddy-bear class, the family at worship) and which story they love most from the course — Zacchaeus, the shepherds, Jonah, the lost sheep, Daniel and the lions, or another. Then make a lesson kit together. Four story cards with big moments in order (Story Room). One picture of where Jesus is in the story (Christ in Every Chapter). One short sentence for the listeners to remember (Meditation Room). One action or game for everyone to do (acting, counting, a song). A short prayer to finish. Practise once, with your child telling the story and you as the audience, and keep it to about three minutes. Put everything in a bag or envelope ready for tomorrow.",
    simplifiedActivity:
      "Choose your favourite Bible story. Draw 4 story cards. Draw 1 Jesus card. Choose 1 game to play. Practise telling it to a teddy or a grown-up!",
    funElement:
      "Puppet maker: make a simple sock or paper-bag puppet of one person in your story to help tell it. Give the puppet a name and let it practise saying the memory sentence in a funny voice.",
    reflectionQuestion: "Who told you about Jesus, and who would you like to tell about Him?",
    prayer:
      "Dear God, You do great and wonderful things. Help me tell others about You. Help me remember my story and tell it well, so the people listening will love You too. Amen.",
  },
  {
    day: 49,
    week: 7,
    title: "Teaching Day: Tell How Great Things God Has Done",
    floor: null,
    focus:
      "After Jesus healed a man, He said, “Go home to your friends and tell them how great things the Lord has done for you.” Today your child becomes a Bible teacher and tells the story they prepared — and adds one great thing God has done for them.",
    scripture: "Mark 5:19",
    activity:
      "Read Mark 5:19 together. Ask: “What did Jesus tell the man to do?” (Go home and tell his friends what God had done for him.) Then gather the audience and let your child teach the lesson they prepared yesterday, with their story cards, puppet and game. Let them lead; help only if they ask. At the end, invite them to add one true thing God has done for them — an answered prayer, a time God kept them safe, something they are thankful for. That is their own ‘tell how great things’ story, like the man in Mark 5. Afterwards, each listener gives “two stars and a wish”: two things they liked and one idea for next time. Write them in the palace notebook with your child’s drawing of themselves teaching. Celebrate — teaching is a brave and wonderful thing to do!",
    simplifiedActivity:
      "Teach your story! Use your cards and your puppet. Play your game. Then tell one great thing God did for you. Ask everyone for two stars and one wish.",
    funElement:
      "Make it special: set out chairs like a little classroom, give each listener a paper ticket, and let your child ring a bell to begin. Afterwards, the audience claps and gives the teacher a homemade ‘Bible Teacher’ sticker.",
    reflectionQuestion: "What great thing has God done for you that you would like to tell someone?",
    prayer:
      "Dear Jesus, You have done great things for me. Thank You for helping me tell others about You today. Please bless everyone who heard my story, and help them love You too. Amen.",
  },
  // ---------- Week 8: completion ----------
  {
    day: 50,
    week: 8,
    title: "Celebration Day: Let Your Light Shine!",
    floor: null,
    focus:
      "You did it! Fifty days ago your child drew an empty house with eight floors. Now every floor is full of Bible treasure. Today we celebrate, walk through the whole palace one more time, and send your child out with Jesus’ words: you are the light of the world — let your light shine!",
    scripture: "Matthew 5:14-16",
    activity:
      "Take out the memory-house drawing from day 1 and walk up it floor by floor. On each floor, your child adds one picture of something they remember: 1 Zacchaeus’ tree or Jonah’s fish; 2 a magnifying glass and the twelve baskets; 3 the mustard seed; 4 Jesus’ three hats; 5 God’s tent; 6 the spiral staircase; 7 a heart; 8 your child teaching. Let them give the family a ‘palace tour’, pointing to each floor. Then read Matthew 5:14-16. Light a candle or switch on a torch and ask: “What happens to a dark room when a light comes in?” Jesus says we can shine like that by doing good things that help people see God. Ask your child to choose one way to shine this week — helping, sharing, being kind, telling a Bible story — and draw it. Finish with a blessing: family members place a gentle hand on your child’s shoulder and pray for them, sending them out to shine for Jesus. Then look at the course certificate together.",
    simplifiedActivity:
      "Finish your memory house! Draw one thing you remember on each floor. Give your family a tour. Then draw one way you will shine for Jesus this week.",
    funElement:
      "Light party: turn off the lights and let everyone hold a torch. Sing a ‘let it shine’ song if you know one, shining the torches all around the room. Then share a special treat and give your child a homemade ‘Palace Builder’ medal.",
    reflectionQuestion:
      "What is your favourite thing you learned in the memory palace, and how will you shine for Jesus?",
    prayer:
      "Dear God, thank You for fifty days of learning about You. Thank You for every story and every picture that shows me Jesus. Now help me shine like a light, so that other people see Your love and say thank You to You. In Jesus’ name, amen.",
  },
];
