import type { BattleScenario } from "./types";

/** The sixteen battle scenarios of screens.md §7.6, in order. */
export const battleScenarios: readonly BattleScenario[] = [
  {
    id: "workplace-conflict",
    position: 1,
    title: "Credit taken at work",
    situation:
      "In a team meeting a colleague presents the analysis you spent two weekends on as his own, and your manager praises him for it. Afterwards he stops by your desk and asks for your help with the next report, as if nothing happened. You feel the heat rising in your chest.",
    options: [
      {
        text: "Say nothing about the meeting and help him again, trusting that God sees the truth and will reward faithful work in His time.",
        fruits: ["longsuffering", "meekness", "goodness"],
        style: "lamb",
        weapon: "faith",
        explanation:
          "Trusting God with your reputation is right, but silence here leaves a falsehood standing and quietly trains your colleague to repeat it. Meekness is strength under control, not the absence of a word when truth needs one.",
      },
      {
        text: "Ask to speak with him privately, tell him calmly what you saw in the meeting, and ask him to put the record right with the manager; assure him you still want to work well together.",
        fruits: ["peace", "gentleness", "goodness"],
        style: "serpent",
        weapon: "gospel",
        explanation:
          "This is the strongest response. It follows the order Jesus gave — go to the person alone first — so he has the chance to make it right without being shamed, and it keeps peace as the goal rather than winning.",
      },
      {
        text: "Forward your original files to the manager with a short, factual note showing when you did the work, so the record is corrected without any confrontation.",
        fruits: ["faith", "temperance", "goodness"],
        style: "lion",
        weapon: "truth",
        explanation:
          "The facts would be accurate and the tone restrained, but it skips the private conversation and turns a relationship problem into a contest of evidence. It may be the right next step if he refuses, not the first one.",
      },
    ],
    correct: 1,
    reference: "Matthew 18:15",
  },
  {
    id: "envy-on-social-media",
    position: 2,
    title: "Someone else’s blessings",
    situation:
      "Scrolling late at night, you see a friend from your Bible study announce a promotion, a new home and an engagement in the same month. You have prayed for years for things like these. A sour knot forms, and you notice you keep going back to her page.",
    options: [
      {
        text: "Delete the app for a month so you are not constantly confronted with other people’s highlights.",
        fruits: ["temperance", "peace", "faith"],
        style: "serpent",
        weapon: "truth",
        explanation:
          "A boundary on late-night scrolling is wise, but it treats the trigger, not the heart. Envy comes along offline, and this response does nothing for the friend you have started to resent.",
      },
      {
        text: "Bring your disappointment honestly to God in prayer and write out how unfair it feels, so the feelings do not fester.",
        fruits: ["faith", "peace", "longsuffering"],
        style: "eagle",
        weapon: "prayer",
        explanation:
          "Honest lament is biblical and good, and your longings do matter to God. On its own, though, it keeps your eyes on what you lack; envy loses its grip when love starts acting toward the person you envy.",
      },
      {
        text: "Before closing the app, thank God for her by name and for each good thing He has given her, and send her a sincere message of congratulation.",
        fruits: ["love", "joy", "goodness"],
        style: "dove",
        weapon: "sword",
        explanation:
          "This is the strongest response. It obeys the word to rejoice with those who rejoice, and does the very opposite of what envy wants. Praying for someone by name is one of the fastest ways to turn rivalry back into love — and your own longings can still be brought to God.",
      },
    ],
    correct: 2,
    reference: "Romans 12:15",
  },
  {
    id: "private-temptation",
    position: 3,
    title: "Alone in a hotel room",
    situation:
      "You are travelling alone for work. It is late, you are tired and lonely, and the hotel television offers adult films that no one would ever know you watched. You have fallen in this area before, and the pull is strong tonight.",
    options: [
      {
        text: "Switch the television off, leave the room for the lobby or a walk, and text a trusted friend that you are having a hard night.",
        fruits: ["temperance", "faith", "love"],
        style: "dove",
        weapon: "righteousness",
        explanation:
          "This is the strongest response. Like Joseph, it wins by leaving, not by arguing, and it breaks the secrecy that this temptation feeds on. Bringing a friend in guards the heart on the night you are weakest.",
      },
      {
        text: "Stay where you are and quote Scripture aloud until the urge passes, as Jesus answered the tempter with “It is written.”",
        fruits: ["faith", "temperance", "joy"],
        style: "lion",
        weapon: "sword",
        explanation:
          "The word of God is a real weapon and memorised verses matter. But staying in the room with the trigger an arm’s length away is fighting on the enemy’s ground; the Bible’s counsel for this battle is to flee.",
      },
      {
        text: "Call the front desk to have the adult channels blocked on your room, then go straight to bed.",
        fruits: ["temperance", "peace", "goodness"],
        style: "serpent",
        weapon: "truth",
        explanation:
          "Removing access is wise planning and worth doing on every trip. Tonight, though, the phone is still in your hand and the loneliness is untouched, and you are still fighting alone in secret.",
      },
    ],
    correct: 0,
    reference: "Genesis 39:10-12",
  },
  {
    id: "dishonest-gain",
    position: 4,
    title: "The overpayment",
    situation:
      "A customer pays your small business’s invoice twice by mistake, an extra sum that would cover this month’s shortfall. Your bookkeeper shrugs: it was their error, and they will probably never notice. Rent is due on Friday.",
    options: [
      {
        text: "Leave the money untouched in a separate account and refund it promptly if the customer ever asks about it.",
        fruits: ["temperance", "peace", "faith"],
        style: "serpent",
        weapon: "salvation",
        explanation:
          "It feels cautious, but it is a quiet decision to keep what is not yours unless you are caught. Honesty that waits to be noticed is not yet honesty.",
      },
      {
        text: "Refund the customer straight away, but do it quietly without explaining your reasons to the bookkeeper, so you do not come across as preachy.",
        fruits: ["meekness", "goodness", "peace"],
        style: "lamb",
        weapon: "righteousness",
        explanation:
          "The money goes back, which matters most, and the humility is sincere. But the bookkeeper keeps handling your accounts by the rule of “their mistake, our gain”; a gentle explanation would set the standard for the whole business.",
      },
      {
        text: "Contact the customer, refund the overpayment, and tell your bookkeeper kindly that the business will keep honest books even in a lean month, trusting God with the rent.",
        fruits: ["goodness", "faith", "gentleness"],
        style: "lion",
        weapon: "truth",
        explanation:
          "This is the strongest response. It returns what belongs to another, names the principle without contempt, and openly places the shortfall in God’s hands. Faithfulness in a lean month is where integrity is actually formed.",
      },
    ],
    correct: 2,
    reference: "Proverbs 11:1",
  },
  {
    id: "pride",
    position: 5,
    title: "Corrected in front of the class",
    situation:
      "You have taught the adult Bible class for years. In the middle of your lesson a newer member politely points out that the verse you built your main point on does not say what you claimed. Several people nod, and your face goes hot.",
    options: [
      {
        text: "Acknowledge it briefly, keep the lesson moving, and prepare a fuller explanation for next week showing that your main point still holds.",
        fruits: ["temperance", "peace", "faith"],
        style: "serpent",
        weapon: "truth",
        explanation:
          "The composure is good, but the plan is still about your standing. Pride often looks calm on the outside while it quietly prepares its defence.",
      },
      {
        text: "Thank her openly, admit the mistake, and invite her to share what she sees in the passage, then adjust your point together with the class.",
        fruits: ["meekness", "joy", "gentleness"],
        style: "lamb",
        weapon: "salvation",
        explanation:
          "This is the strongest response. A teacher secure in Christ has nothing to protect, so correction becomes a gift. The class learns more from watching you receive it gladly than from any point you could have made.",
      },
      {
        text: "Gracefully explain that while that reference may be off, the same idea appears elsewhere in Scripture, and turn to another passage to support it.",
        fruits: ["faith", "gentleness", "peace"],
        style: "lion",
        weapon: "sword",
        explanation:
          "It might even be true, but reaching for a new verse in the moment is a way of not quite admitting the error. Being technically right is one of pride’s favourite hiding places.",
      },
    ],
    correct: 1,
    reference: "James 4:6",
  },
  {
    id: "spiritual-complacency",
    position: 6,
    title: "Lukewarm and comfortable",
    situation:
      "Nothing is obviously wrong: you attend church, return tithe and avoid open sin. But you realise you have not opened your Bible outside church for two months, your prayers are a sentence before meals, and you feel no hunger for God at all.",
    options: [
      {
        text: "Tell God plainly that you have grown lukewarm, ask Him for the gold, white raiment and eyesalve He offers, and start fifteen minutes in one Gospel each morning from tomorrow.",
        fruits: ["faith", "love", "temperance"],
        style: "ox",
        weapon: "prayer",
        explanation:
          "This is the strongest response. Christ’s counsel to Laodicea begins with honest admission and an opened door, and a small daily appointment is the kind of yoke that can actually be carried week after week.",
      },
      {
        text: "Sign up for an intensive ten-day Bible challenge and a weekend retreat to reignite your passion quickly.",
        fruits: ["joy", "faith", "love"],
        style: "eagle",
        weapon: "sword",
        explanation:
          "Zeal and retreats can help, but a burst built on feeling tends to fade when the event ends. Lukewarmness is cured by repentance and daily fellowship with Christ, not by a spiritual sugar rush.",
      },
      {
        text: "Volunteer for more responsibilities at church so that you are surrounded by spiritual things and kept active.",
        fruits: ["goodness", "love", "longsuffering"],
        style: "lion",
        weapon: "gospel",
        explanation:
          "Service is a fruit of a living connection, not a substitute for it. The Laodicean church was busy and well supplied; what it lacked was Christ Himself at the table.",
      },
    ],
    correct: 0,
    reference: "Revelation 3:15-20",
  },
  {
    id: "burnout-in-ministry",
    position: 7,
    title: "One more yes",
    situation:
      "You lead the youth ministry, run the food pantry and preach once a month. Lately you snap at your family, sleep badly, and the Sabbath has become your busiest day. Now a board member asks you to coordinate the coming evangelistic series, and you feel guilty even thinking of saying no.",
    options: [
      {
        text: "Say yes, since the need is great and the harvest is ripe, and ask God for the strength to carry it.",
        fruits: ["faith", "longsuffering", "goodness"],
        style: "lion",
        weapon: "prayer",
        explanation:
          "The faith is real, but it ignores clear warning signs. God gives strength for what He assigns, not for every request that arrives; even Elijah had to be made to sleep and eat.",
      },
      {
        text: "Tell the board you are burned out and step down from all your ministries at once for a season of recovery.",
        fruits: ["peace", "temperance", "meekness"],
        style: "dove",
        weapon: "salvation",
        explanation:
          "Rest is needed and the honesty is good, but an abrupt total withdrawal leaves others stranded and is more reaction than plan. Moses was not told to quit, but to share the load.",
      },
      {
        text: "Decline the new role, guard the Sabbath as real rest again, and ask the board to help you train others and hand over one of your current ministries.",
        fruits: ["temperance", "peace", "love"],
        style: "eagle",
        weapon: "truth",
        explanation:
          "This is the strongest response. It follows Jethro’s counsel: the work is too heavy for one person, so others are raised up to carry it. It tells the truth about your limits and keeps your family and your own soul in the picture.",
      },
    ],
    correct: 2,
    reference: "Exodus 18:17-23",
  },
  {
    id: "family-tension",
    position: 8,
    title: "A jab at the holiday table",
    situation:
      "At a family holiday dinner your brother jokes in front of the children, “Still waiting for the end of the world?” Everyone laughs. There is old history between you two, and you feel the familiar urge to hit back.",
    options: [
      {
        text: "Smile and answer lightly with something warm and true, like “Still hoping — and still glad you’re here,” and later find a quiet moment to ask how he is really doing.",
        fruits: ["gentleness", "peace", "love"],
        style: "dove",
        weapon: "gospel",
        explanation:
          "This is the strongest response. It refuses the fight he offered, gives a reason for your hope with meekness, and moves toward him instead of away. The children see what that hope actually does to a person.",
      },
      {
        text: "Calmly correct the caricature then and there, briefly explaining what you actually believe about Christ’s return, so the children hear the truth.",
        fruits: ["faith", "gentleness", "goodness"],
        style: "lion",
        weapon: "truth",
        explanation:
          "Being ready to give an answer is biblical, but after a jab at the table it becomes a debate on his terms. The explanation will land far better when someone actually asks for it.",
      },
      {
        text: "Let it pass without reacting, and keep your distance from him for the rest of the evening so the peace is not disturbed.",
        fruits: ["longsuffering", "meekness", "temperance"],
        style: "lamb",
        weapon: "faith",
        explanation:
          "The restraint is good, but avoidance is not peacemaking. The wall between you gets one brick higher, and the relationship that needs healing is left untouched.",
      },
    ],
    correct: 0,
    reference: "1 Peter 3:15",
  },
  {
    id: "fear-of-persecution",
    position: 9,
    title: "Saturday shifts",
    situation:
      "A new manager announces that everyone must work Saturdays for the next quarter, and word is that anyone who does not comply will be first in line when layoffs come. You keep the Sabbath, have a mortgage and children, and you lie awake afraid.",
    options: [
      {
        text: "Quietly start looking for another job now so that you never have to face the confrontation.",
        fruits: ["temperance", "peace", "faith"],
        style: "serpent",
        weapon: "salvation",
        explanation:
          "Prudence has its place, but this plan is steered by fear: it runs before anyone has even asked. It may also take you away from the very place where God wants your faith to be seen.",
      },
      {
        text: "Ask for a meeting, explain respectfully that you keep the Sabbath, offer to make up the hours on other days, and leave the outcome with God.",
        fruits: ["faith", "gentleness", "goodness"],
        style: "lion",
        weapon: "faith",
        explanation:
          "This is the strongest response. Like Daniel with the chief official, it is courteous, clear and constructive, offering a real alternative. It trusts God with the job rather than trading obedience for security.",
      },
      {
        text: "Work this one Saturday to avoid trouble now, and raise the issue once the layoff decisions have been made.",
        fruits: ["longsuffering", "peace", "meekness"],
        style: "lamb",
        weapon: "gospel",
        explanation:
          "It sounds patient, but it gives up the conviction in order to keep it later. Fear that wins once tends to set the pattern for the next time.",
      },
    ],
    correct: 1,
    reference: "Proverbs 29:25",
  },
  {
    id: "habitual-sin",
    position: 10,
    title: "The same fall again",
    situation:
      "You lie almost automatically — small lies about why you are late, whether a task is finished, what you spent. You have confessed it many times and promised to stop, yet the next day it slips out again. You are starting to believe you will never change.",
    options: [
      {
        text: "Make a solemn vow never to lie again, and deny yourself something you enjoy every time you fail.",
        fruits: ["temperance", "faith", "goodness"],
        style: "lion",
        weapon: "righteousness",
        explanation:
          "The seriousness is right, but this leans on willpower and self-punishment, which is how the cycle began. Habits are broken by grace and replacement, not by harsher penalties.",
      },
      {
        text: "Confess the pattern to God and to one trusted friend, ask God to show you what you are protecting when you lie, and practise correcting yourself aloud the moment a lie slips out.",
        fruits: ["faith", "meekness", "longsuffering"],
        style: "ox",
        weapon: "truth",
        explanation:
          "This is the strongest response. Confessing to one another brings healing, looking for the root addresses why the lie feels necessary, and immediate self-correction builds a new habit. It expects steady, patient progress instead of a single dramatic cure.",
      },
      {
        text: "Accept that this is a weakness God’s grace covers, stop tormenting yourself over it, and focus on growing in other areas.",
        fruits: ["peace", "joy", "faith"],
        style: "dove",
        weapon: "salvation",
        explanation:
          "It is true that there is no condemnation in Christ, and self-torment helps no one. But grace is also the power that teaches us to say no to sin; laying the fight down is not the same as peace.",
      },
    ],
    correct: 1,
    reference: "James 5:16",
  },
  {
    id: "pressure-to-compromise-doctrine",
    position: 11,
    title: "A study guide you cannot endorse",
    situation:
      "You co-lead a lunchtime Bible study at work with Christians from several churches, and it is going well. The organiser asks everyone to avoid “divisive topics” such as the Sabbath and the state of the dead, and to recommend a printed guide that teaches the opposite of what you believe Scripture says on one of them. Objecting may get you dropped.",
    options: [
      {
        text: "Agree to avoid those topics and recommend the guide, for the sake of unity and the good the group is doing.",
        fruits: ["peace", "love", "gentleness"],
        style: "dove",
        weapon: "gospel",
        explanation:
          "Unity is precious and you do not need to turn lunch into a debate. But endorsing what you believe is untrue is not peace; you can decline to argue without affirming error.",
      },
      {
        text: "Tell the group you cannot belong to a study that avoids important truth, and step down publicly with an explanation.",
        fruits: ["faith", "goodness", "temperance"],
        style: "lion",
        weapon: "truth",
        explanation:
          "The courage is real, but it turns a quiet conviction into a public break and closes doors that are still open. Paul looked for common ground before he spoke of what divided.",
      },
      {
        text: "Agree that the group is not a place for debates, but explain privately that you cannot recommend the guide, and offer to lead studies straight from the Bible text.",
        fruits: ["faith", "gentleness", "meekness"],
        style: "serpent",
        weapon: "sword",
        explanation:
          "This is the strongest response. It keeps your conscience clear, respects the group, and puts the Scriptures themselves at the centre — where people can search whether these things are so. Truth is spoken in love without being surrendered.",
      },
    ],
    correct: 2,
    reference: "Ephesians 4:15",
  },
  {
    id: "sudden-wealth",
    position: 12,
    title: "An unexpected inheritance",
    situation:
      "A relative leaves you an inheritance large enough to pay off your house with plenty left over. Friends suggest a dream holiday and a new car, a church leader mentions the building fund, and you notice a new anxiety about losing it all.",
    options: [
      {
        text: "Return a faithful tithe first, then take time to pray and plan with your family before any big decision, setting a steady giving plan alongside clearing your debts.",
        fruits: ["goodness", "temperance", "joy"],
        style: "eagle",
        weapon: "prayer",
        explanation:
          "This is the strongest response. It acknowledges God as owner before anything else, refuses to be rushed by anyone’s suggestions, and sets generosity as a habit rather than a mood. Treasure in heaven and wise provision at home can go together.",
      },
      {
        text: "Give almost all of it away at once so that money never gets a grip on your heart.",
        fruits: ["love", "goodness", "faith"],
        style: "lamb",
        weapon: "gospel",
        explanation:
          "Radical generosity is beautiful, and Jesus once asked it of a rich young man. But a hasty decision made out of fear of the money still lets the money set the agenda, and it can neglect the family God asked you to provide for.",
      },
      {
        text: "Invest all of it carefully for security and retirement, and plan to give generously later once it has grown.",
        fruits: ["temperance", "peace", "longsuffering"],
        style: "serpent",
        weapon: "truth",
        explanation:
          "Prudence is biblical, but “later” is where greed likes to hide. The rich man in Jesus’ parable also planned wisely for his future; what he lacked was richness toward God now.",
      },
    ],
    correct: 0,
    reference: "1 Timothy 6:17-19",
  },
  {
    id: "betrayal-by-a-believer",
    position: 13,
    title: "A confidence shared",
    situation:
      "A close friend from church, whom you told about struggles in your marriage, passed the details on to a prayer group “as a prayer request.” Now people look at you differently. She has not apologised and acts as if nothing happened.",
    options: [
      {
        text: "Forgive her in your heart, say nothing, and carry on as before so there is no division in the church.",
        fruits: ["love", "longsuffering", "meekness"],
        style: "ox",
        weapon: "faith",
        explanation:
          "Forgiveness is essential, but silence here leaves the trust broken and the habit unaddressed. Going to the person is how Jesus said a brother or sister is won back.",
      },
      {
        text: "Let the prayer group know that the request was shared without your permission, and ask them to keep it confidential.",
        fruits: ["goodness", "temperance", "faith"],
        style: "lion",
        weapon: "truth",
        explanation:
          "Protecting your privacy is reasonable, but going to the group before going to her turns a private wound into a public correction. It may protect you while shaming her.",
      },
      {
        text: "Choose before God to forgive her, then meet her privately, tell her honestly how it hurt, ask her not to share further, and let trust be rebuilt step by step.",
        fruits: ["love", "peace", "gentleness"],
        style: "lamb",
        weapon: "righteousness",
        explanation:
          "This is the strongest response. It forgives as God in Christ has forgiven you, which settles the heart before the conversation, and then speaks honestly so the friendship can actually heal. Forgiveness is given at once; trust is rebuilt over time.",
      },
    ],
    correct: 2,
    reference: "Ephesians 4:31-32",
  },
  {
    id: "attack-of-doubt",
    position: 14,
    title: "Night questions",
    situation:
      "A friend’s child has died of cancer despite months of prayer, and you lie awake wondering whether God is there or listening at all. A documentary questioning the Bible has added fuel. You are afraid to tell anyone at church.",
    options: [
      {
        text: "Push the thoughts away, keep up your devotional routine and stay busy at church until the feelings pass.",
        fruits: ["longsuffering", "faith", "temperance"],
        style: "ox",
        weapon: "salvation",
        explanation:
          "Faithful routines do help, but doubt that is buried tends to grow in the dark. God invites honest questions — the Psalms and Job are full of them — and Jesus met Thomas where he was.",
      },
      {
        text: "Tell God exactly what you are asking, as the psalmists did, share your questions with a mature believer you trust, and look into the evidence one question at a time.",
        fruits: ["faith", "peace", "meekness"],
        style: "eagle",
        weapon: "faith",
        explanation:
          "This is the strongest response. It brings the doubt into the light with God and with a fellow believer, and lets faith rest on real evidence without demanding that every question be answered tonight. “Help thou mine unbelief” is a prayer Jesus answered.",
      },
      {
        text: "Watch apologetics talks and debates every night until you find answers that settle every one of your questions.",
        fruits: ["faith", "joy", "goodness"],
        style: "serpent",
        weapon: "sword",
        explanation:
          "Looking for evidence is good, but doing it alone, late at night, can become anxious consumption. Faith rests on sufficient evidence and a living relationship, not on having settled every question first.",
      },
    ],
    correct: 1,
    reference: "Mark 9:24",
  },
  {
    id: "open-persecution",
    position: 15,
    title: "Threats on the shop door",
    situation:
      "Since your baptism some neighbours have boycotted your small shop, and last night someone painted threats on the door. A local leader offers to make the trouble stop if you take part in the traditional festival rites next week and stop hosting the Bible study in your home.",
    options: [
      {
        text: "Decline the offer respectfully, keep serving every customer honestly and kindly, report the threat to the authorities, and pray by name for those who are against you.",
        fruits: ["love", "longsuffering", "faith"],
        style: "lamb",
        weapon: "prayer",
        explanation:
          "This is the strongest response. It keeps worship undivided, uses lawful protection without seeking revenge, and answers hatred with blessing as Jesus commanded. Persecutors have been won by exactly this kind of steadiness.",
      },
      {
        text: "Move the Bible study to another believer’s house and attend the festival briefly without joining in the rites, to take the pressure off.",
        fruits: ["peace", "meekness", "temperance"],
        style: "serpent",
        weapon: "gospel",
        explanation:
          "Moving the study might be wise, and Jesus sometimes withdrew from danger. But attending the rites as part of a bargain gives the appearance of worship; the three Hebrews would not bow even outwardly.",
      },
      {
        text: "Confront the leader publicly and demand that the vandals be found and punished, standing on your legal rights.",
        fruits: ["faith", "goodness", "temperance"],
        style: "lion",
        weapon: "truth",
        explanation:
          "Paul did appeal to his rights, and reporting a crime is right. But a public confrontation turns the matter into a fight for honour and shuts the door on the people you are called to bless.",
      },
    ],
    correct: 0,
    reference: "Matthew 5:44",
  },
  {
    id: "gossip",
    position: 16,
    title: "“Just so you can pray”",
    situation:
      "At a church fellowship lunch someone lowers her voice: “I’m only telling you so you can pray,” and starts describing trouble in the pastor’s son’s life. The others lean in. You know the family well.",
    options: [
      {
        text: "Listen quietly without adding anything, then pray for the family on your own later.",
        fruits: ["peace", "meekness", "temperance"],
        style: "lamb",
        weapon: "prayer",
        explanation:
          "You are not spreading it, and the prayer is sincere. But a listening audience is the wood that keeps this fire going; silence at the table lets the story grow.",
      },
      {
        text: "Say firmly that this is gossip, that you will not listen to it, and leave the table.",
        fruits: ["faith", "temperance", "goodness"],
        style: "lion",
        weapon: "truth",
        explanation:
          "You are right that it must stop, but a public rebuke shames the speaker and is likely to harden her rather than help her. A gentler redirection can end the gossip and keep the relationship.",
      },
      {
        text: "Gently interrupt: “I’d rather we didn’t talk about them when they’re not here — let’s pray for them right now, without the details,” then lead a short prayer and change the subject.",
        fruits: ["love", "gentleness", "temperance"],
        style: "dove",
        weapon: "gospel",
        explanation:
          "This is the strongest response. It takes away the fuel without humiliating anyone, turns the talk into real prayer, and protects a family who cannot speak for themselves. Where there is no wood, the fire goes out.",
      },
    ],
    correct: 2,
    reference: "Proverbs 26:20",
  },
];
