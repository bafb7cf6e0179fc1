// KidGPT's topics offline (ai.md §2.4, §3.4, §4.6): one simple sentence, one short KJV verse, a "Think about it"
// question. The first eight are the picture-topic buttons; the rest answer other common questions. Our own words,
// gentle on hard subjects. Anything unmatched gets `kidsUnmatched`.
import type { KidsTopic } from "./types";

/** The reply to a question no topic matches (ai.md §2.4, verbatim). */
export const kidsUnmatched = "That's a great question to ask a parent or teacher!";

export const kidsTopics: readonly KidsTopic[] = [
  {
    id: "creation",
    title: "Creation",
    keywords: [
      "creation",
      "created",
      "made the world",
      "who made",
      "world",
      "animals",
      "adam",
      "eve",
      "garden",
    ],
    sentence: "God made everything: the sky, the sea, the animals and you, and He said it was very good.",
    more: "He made people to be like Him, so that we could know Him, talk with Him and love Him.",
    verse: "Genesis 1:1",
    think: "What is your favourite thing that God made, and how could you say thank you for it?",
  },
  {
    id: "noah",
    title: "Noah",
    keywords: ["noah", "ark", "flood", "rainbow", "big boat"],
    sentence:
      "God told Noah to build a big boat, and because Noah listened, his family and the animals were kept safe from the flood.",
    more: "Afterwards God put a rainbow in the sky as His promise never to flood the whole earth again.",
    verse: "Genesis 6:22",
    think: "What is one thing God asks you to do that you could do this week, just like Noah?",
  },
  {
    id: "moses",
    title: "Moses",
    keywords: ["moses", "red sea", "egypt", "pharaoh", "burning bush", "ten commandments"],
    sentence:
      "God used Moses to lead His people out of Egypt, and He opened a path through the Red Sea so they could walk across on dry ground.",
    more: "Later God gave Moses the Ten Commandments to show His people how to love Him and love each other.",
    verse: "Exodus 14:14",
    think: "When you feel scared, how can you remember that God is with you?",
  },
  {
    id: "david",
    title: "David",
    keywords: ["david", "goliath", "giant", "sling", "shepherd boy"],
    sentence:
      "David was a young shepherd who trusted God, and with God's help he beat the giant Goliath with a sling and a stone.",
    more: "David also wrote songs to God called psalms; one of them says God looks after us like a shepherd looks after his sheep.",
    verse: "Psalm 23:1",
    think: "What big problem could you ask God to help you with, the way He helped David?",
  },
  {
    id: "daniel",
    title: "Daniel",
    keywords: ["daniel", "lions", "lion", "den"],
    sentence:
      "Daniel prayed to God every day, even when a bad law said he must not, and God kept him safe all night with hungry lions.",
    more: "In the morning the king was so glad that he told his whole kingdom about Daniel's God.",
    verse: "Daniel 6:27",
    think: "When could you talk to God each day, the way Daniel did?",
  },
  {
    id: "jesus-birth",
    title: "Jesus' birth",
    keywords: [
      "jesus birth",
      "born",
      "baby jesus",
      "christmas",
      "bethlehem",
      "manger",
      "shepherds",
      "wise men",
    ],
    sentence:
      "God sent His Son Jesus to be born as a little baby in Bethlehem, and angels told the shepherds the happy news.",
    more: "Jesus came because God loves the whole world and wants to bring us back to Him.",
    verse: "Luke 2:11",
    think: "Why do you think God sent Jesus as a little baby?",
  },
  {
    id: "jesus-miracles",
    title: "Jesus' miracles",
    keywords: [
      "jesus miracles",
      "miracle",
      "miracles",
      "healed",
      "storm",
      "walked on water",
      "loaves",
      "fishes",
      "blind",
    ],
    sentence:
      "Jesus did amazing things called miracles: He healed sick people, calmed a stormy sea and fed a huge crowd with one boy's small lunch.",
    more: "His miracles showed that He is God's Son and that He cares about people who are hurting.",
    verse: "Luke 18:27",
    think: "If you could ask Jesus to help someone you know, who would it be?",
  },
  {
    id: "heaven",
    title: "Heaven",
    keywords: ["heaven", "new earth", "mansions", "home with jesus"],
    sentence:
      "Jesus is getting a wonderful home ready for everyone who loves Him, and one day He will come back to take us there.",
    more: "In that home nobody will be sad or sick any more, and we will be with Jesus for ever.",
    verse: "John 14:2",
    think: "What are you most looking forward to about being with Jesus?",
  },
  {
    id: "jonah",
    title: "Jonah",
    keywords: ["jonah", "big fish", "whale", "nineveh"],
    sentence:
      "Jonah ran away from what God asked him to do, but God sent a big fish to bring him back, and Jonah got a second chance.",
    more: "God gave the people of Nineveh a second chance too when they were sorry for what they had done.",
    verse: "Jonah 2:9",
    think: "Has anyone ever given you a second chance? How did it feel?",
  },
  {
    id: "easter",
    title: "Jesus is alive",
    keywords: ["easter", "alive", "risen", "rose", "tomb", "cross", "jesus die"],
    sentence:
      "Jesus gave His life for us on the cross, and three days later God raised Him up: He is alive today!",
    more: "Because Jesus is alive, He can be our friend every day, and He promises to raise up everyone who trusts Him.",
    verse: "Matthew 28:6",
    think: "Who could you tell the happy news that Jesus is alive?",
  },
  {
    id: "prayer",
    title: "Prayer",
    keywords: ["pray", "prayer", "praying", "talk to god"],
    sentence: "Praying is talking to God, and you can talk to Him anytime and anywhere, about anything.",
    more: 'Jesus taught His friends a prayer that begins, "Our Father which art in heaven."',
    verse: "1 Thessalonians 5:17",
    think: "What would you like to tell God, or thank Him for, today?",
  },
  {
    id: "gods-love",
    title: "God loves me",
    keywords: ["god love", "love me", "jesus love", "loves me", "god loves"],
    sentence: "God loves you more than anyone ever could, and nothing can ever stop His love.",
    more: "He showed how much He loves us by sending Jesus to be our Saviour and friend.",
    verse: "1 John 4:19",
    think: "How could you show God's love to someone at home or at school this week?",
  },
  {
    id: "jesus",
    title: "Jesus",
    keywords: ["jesus", "who is jesus", "son of god"],
    sentence:
      "Jesus is God's Son, who came to show us how much God loves us and to be our Saviour and friend.",
    more: "He welcomed children, took them in His arms and blessed them.",
    verse: "Matthew 1:21",
    think: "What would you like to say to Jesus today?",
  },
];
