import type { BesettingSin, TrainingStyle, VictoryThought, Weapon } from "./types";

export * from "./types";

/** At least 30, one chosen per day for everyone (by date). */
export const victoryThoughts: readonly VictoryThought[] = [
  {
    text: "You do not fight for victory; you fight from it. The cross has already decided the war, so today’s battle is about standing where Christ has put you.",
    reference: "Colossians 2:15",
  },
  {
    text: "No temptation that meets you today is new, and none is stronger than the God who watches over you. Look for the door He has promised to open.",
    reference: "1 Corinthians 10:13",
  },
  {
    text: "When Jesus was tempted, He answered with Scripture He already knew by heart. The verse you hide today is the sword you draw tomorrow.",
    reference: "Matthew 4:4",
  },
  {
    text: "Your weakness is not a disqualification; it is the place where His strength does its best work.",
    reference: "2 Corinthians 12:9",
  },
  {
    text: "Submit first, then resist. The devil flees from a person who has already bowed to God.",
    reference: "James 4:7",
  },
  {
    text: "If you fell yesterday, confession is not the end of the fight but the way back into it. He is faithful to forgive and to cleanse.",
    reference: "1 John 1:9",
  },
  {
    text: "The One who began the work in you has not lost interest in finishing it. Keep showing up; He keeps working.",
    reference: "Philippians 1:6",
  },
  {
    text: "Our High Priest has felt the pull of every kind of temptation and never gave in. Come boldly: mercy and help are waiting at the right moment.",
    reference: "Hebrews 4:15-16",
  },
  {
    text: "Fill the mind before the enemy does. Whatever is true, honest, just, pure and lovely is not decoration; it is defence.",
    reference: "Philippians 4:8",
  },
  {
    text: "The Spirit gives power, love and a sound mind. Fear is not from Him, so you need not take orders from it today.",
    reference: "2 Timothy 1:7",
  },
  {
    text: "Take every thought captive. You cannot stop a bird flying over your head, but you can refuse to let it build a nest.",
    reference: "2 Corinthians 10:5",
  },
  {
    text: "Evil is not overcome by more evil. A kind answer to an unkind act is not weakness; it is the strongest move on the board.",
    reference: "Romans 12:21",
  },
  {
    text: "Walk in the Spirit and you will not fulfil the lust of the flesh. Victory is less a tug of war than a change of direction.",
    reference: "Galatians 5:16",
  },
  {
    text: "Nothing in all creation — not failure, not fear, not the future — can separate you from the love of God in Christ.",
    reference: "Romans 8:38-39",
  },
  {
    text: "The overcomers of Revelation won “by the blood of the Lamb, and by the word of their testimony.” Both are yours today.",
    reference: "Revelation 12:11",
  },
  {
    text: "Those who wait on the Lord exchange their strength for His. Eagles do not flap harder in a storm; they rise on the wind.",
    reference: "Isaiah 40:31",
  },
  {
    text: "A soft answer turns away wrath. Before the hard conversation today, decide on your tone, not only your words.",
    reference: "Proverbs 15:1",
  },
  {
    text: "Guard your heart with all diligence, because everything you do flows out of it. Watch the springs and the streams take care of themselves.",
    reference: "Proverbs 4:23",
  },
  {
    text: "God’s mercies are new every morning. Whatever yesterday held, today begins with a fresh supply.",
    reference: "Lamentations 3:22-23",
  },
  {
    text: "Be strong in the Lord and in the power of His might — not in your own. Then put on the whole armour, piece by piece.",
    reference: "Ephesians 6:10-11",
  },
  {
    text: "Greater is He that is in you than he that is in the world. The battle is real, but it is not even.",
    reference: "1 John 4:4",
  },
  {
    text: "Watch and pray, Jesus said, because the spirit is willing and the flesh is weak. Prayer is how a willing spirit gets its strength.",
    reference: "Matthew 26:41",
  },
  {
    text: "There is no condemnation for those who are in Christ Jesus. Fight as a forgiven child, not as a prisoner on probation.",
    reference: "Romans 8:1",
  },
  {
    text: "Flee youthful lusts and follow righteousness with others who call on the Lord from a pure heart. Some battles are won by running, and by not running alone.",
    reference: "2 Timothy 2:22",
  },
  {
    text: "Joseph did not argue with temptation; he left the room. Knowing when to leave is a form of courage.",
    reference: "Genesis 39:12",
  },
  {
    text: "Daniel settled the question in his heart before the king’s food was set before him. Decide today what you will do tomorrow.",
    reference: "Daniel 1:8",
  },
  {
    text: "The Lord is your light and your salvation. When He is your stronghold, the question “whom shall I fear?” has no good answer.",
    reference: "Psalms 27:1",
  },
  {
    text: "Cast all your care on Him, for He cares for you. Anxiety carried alone becomes the enemy’s foothold; anxiety handed over becomes prayer.",
    reference: "1 Peter 5:7",
  },
  {
    text: "Be sober and vigilant: the adversary prowls, but he is resisted “stedfast in the faith,” and you are not the only one in this fight.",
    reference: "1 Peter 5:8-9",
  },
  {
    text: "Thanks be to God, who gives us the victory through our Lord Jesus Christ. So stand firm: your labour in the Lord is never wasted.",
    reference: "1 Corinthians 15:57-58",
  },
  {
    text: "Jesus prayed for Peter before Peter fell, so that his faith would not fail. He is interceding for you in the heavenly sanctuary right now.",
    reference: "Luke 22:31-32",
  },
  {
    text: "He is able to keep you from falling and to present you faultless with exceeding joy. Your standing rests on His ability, not yours.",
    reference: "Jude 1:24",
  },
  {
    text: "Run the race looking to Jesus, the author and finisher of faith. Runners who watch their feet stumble; runners who watch the goal keep going.",
    reference: "Hebrews 12:1-2",
  },
  {
    text: "“To him that overcometh” — every one of the seven churches heard that promise. No generation was too weak to receive it, and neither is yours.",
    reference: "Revelation 3:21",
  },
  {
    text: "Thy word have I hid in mine heart, that I might not sin against thee. Memorising Scripture is training for a battle you cannot schedule.",
    reference: "Psalms 119:11",
  },
  {
    text: "The joy of the Lord is your strength. A heart glad in God has less room for the cheap pleasures that sin advertises.",
    reference: "Nehemiah 8:10",
  },
];

/** Seven, in the order pride, anger, lust, greed, envy, laziness, gluttony. */
export const besettingSins: readonly BesettingSin[] = [
  {
    id: "pride",
    name: "Pride",
    neglects: "Humility",
    counters: ["meekness", "love"],
    reference: "Proverbs 16:18",
    note: "Pride was the first sin in heaven and still whispers that we deserve the throne. It is answered by kneeling: meekness accepts correction, and love puts others first without keeping score.",
  },
  {
    id: "anger",
    name: "Anger",
    neglects: "Patience",
    counters: ["longsuffering", "peace"],
    reference: "James 1:19-20",
    note: "Anger attacks through a sense of injury and demands to be paid now. Longsuffering slows the response down, and the peace of Christ reminds us that He, not our temper, defends what is right.",
  },
  {
    id: "lust",
    name: "Lust",
    neglects: "Purity",
    counters: ["temperance", "love"],
    reference: "Matthew 5:27-28",
    note: "Lust begins with a second look and a private imagination, treating a person as an object. Temperance guards the eyes and the hours, and real love sees the other as someone’s son or daughter to be honoured.",
  },
  {
    id: "greed",
    name: "Greed",
    neglects: "Contentment and generosity",
    counters: ["goodness", "faith"],
    reference: "Luke 12:15",
    note: "Greed measures life by what it holds and is never quite full. Faith trusts the Father to provide tomorrow, and goodness opens the hand today.",
  },
  {
    id: "envy",
    name: "Envy",
    neglects: "Kindness",
    counters: ["love", "joy"],
    reference: "Proverbs 14:30",
    note: "Envy turns another person’s blessing into our grievance and rots the bones from the inside. Love “envieth not,” and joy learns to celebrate what God gives to someone else.",
  },
  {
    id: "laziness",
    name: "Laziness",
    neglects: "Diligence",
    counters: ["faith", "goodness"],
    reference: "Proverbs 6:6-11",
    note: "Sloth rarely says no; it says “a little more sleep” until the day is gone. Faithfulness does the small task now, and goodness looks for work that will bless someone else.",
  },
  {
    id: "gluttony",
    name: "Gluttony",
    neglects: "Self-control",
    counters: ["temperance", "peace"],
    reference: "1 Corinthians 10:31",
    note: "Gluttony lets appetite rule the body that is the Spirit’s temple, often feeding a restless heart. Temperance puts the appetite back under God, and peace fills the emptiness that food cannot reach.",
  },
];

/** Six: lion, lamb, eagle, serpent, dove, ox. */
export const trainingStyles: readonly TrainingStyle[] = [
  {
    id: "lion",
    name: "Lion",
    trait: "Courage",
    description:
      "The lion style stands its ground. It speaks the truth when silence would be easier, faces the temptation instead of bargaining with it, and draws its boldness from the Lion of the tribe of Judah rather than from its own temper.",
    reference: "Proverbs 28:1",
  },
  {
    id: "lamb",
    name: "Lamb",
    trait: "Humble sacrifice",
    description:
      "The lamb style wins by giving itself. Like Christ before His accusers it can stay silent under injustice, carry a cost for someone else’s good and refuse to retaliate, trusting the Father to vindicate.",
    reference: "Isaiah 53:7",
  },
  {
    id: "eagle",
    name: "Eagle",
    trait: "Heavenly perspective",
    description:
      "The eagle style rises above the moment. It sees today’s trouble from the height of God’s purposes and eternity, waits on the Lord for strength and refuses to be ruled by what looks urgent from the ground.",
    reference: "Isaiah 40:31",
  },
  {
    id: "serpent",
    name: "Serpent",
    trait: "Wise discernment",
    description:
      "The serpent style, as Jesus used the image, is alert and shrewd without being crooked. It reads a situation before acting, notices the trap behind the offer, chooses the right time and place, and never confuses innocence with naivety.",
    reference: "Matthew 10:16",
  },
  {
    id: "dove",
    name: "Dove",
    trait: "Purity and gentleness",
    description:
      "The dove style is harmless and clean. It keeps a pure motive and a gentle manner, brings peace instead of heat, and carries the quiet presence of the Spirit who descended on Jesus like a dove.",
    reference: "Matthew 3:16",
  },
  {
    id: "ox",
    name: "Ox",
    trait: "Patient endurance",
    description:
      "The ox style keeps pulling. It accepts the yoke of daily faithfulness, plods on when feelings fade, and trusts that steady obedience over many seasons brings a harvest that a single heroic moment cannot.",
    reference: "Proverbs 14:4",
  },
];

/** Seven, in the order of Ephesians 6:14–18. */
export const weapons: readonly Weapon[] = [
  {
    id: "truth",
    name: "Belt of truth",
    reference: "Ephesians 6:14",
    use: "Tie everything together with honesty: name what is really happening and refuse the lie that makes sin look reasonable.",
  },
  {
    id: "righteousness",
    name: "Breastplate of righteousness",
    reference: "Ephesians 6:14",
    use: "Guard the heart with Christ’s righteousness credited to you and lived out in you, so accusation and guilt cannot pierce it.",
  },
  {
    id: "gospel",
    name: "Feet shod with the gospel of peace",
    reference: "Ephesians 6:15",
    use: "Stand steady and move toward people with the good news, making peace instead of winning arguments.",
  },
  {
    id: "faith",
    name: "Shield of faith",
    reference: "Ephesians 6:16",
    use: "Lift trust in God’s promises against the fiery darts of doubt, fear and temptation before they land.",
  },
  {
    id: "salvation",
    name: "Helmet of salvation",
    reference: "Ephesians 6:17",
    use: "Protect the mind with the assurance that you belong to Christ and that His victory is certain.",
  },
  {
    id: "sword",
    name: "Sword of the Spirit",
    reference: "Ephesians 6:17",
    use: "Answer the enemy with a specific word of God, spoken as Jesus did in the wilderness: “It is written.”",
  },
  {
    id: "prayer",
    name: "Prayer",
    reference: "Ephesians 6:18",
    use: "Keep the line to headquarters open at all times, watching and praying for yourself and for all the saints.",
  },
];
