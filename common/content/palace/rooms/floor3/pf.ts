import { overviewOf } from "@common/content/palace/overview";
import type { Room } from "@common/content/palace/types";

export const room: Room = {
  ...overviewOf("pf"),
  prerequisites: [],
  method: [
    {
      text: "Pick one significant event from your life.",
      substeps: [
        "Crisis, loss, provision, betrayal, success, transition or waiting — joys count as much as trials.",
        "Choose something far enough behind you that you can describe it without raw anger.",
      ],
    },
    {
      text: "Describe it factually in two or three sentences.",
      substeps: [
        "What happened, when, and what it cost or gave you. Leave interpretation for later; facts first, as in the Observation Room.",
      ],
    },
    {
      text: "Find a biblical parallel that is structural, not merely topical.",
      substeps: [
        'Topical: "it was about money, and the Bible talks about money." Structural: the shape of the events matches — a promise, a long delay, then provision; a betrayal that God turned to good.',
        "Read the parallel passage in full so you know how the biblical story actually ends.",
      ],
    },
    {
      text: "Connect what God did there with what He may be doing here.",
      substeps: [
        'Speak humbly: "may be", not "God told me". Experience confirms Scripture; it never adds to it.',
        "Look for the grace pattern — where God acted first — rather than a moral about your own performance.",
      ],
    },
    {
      text: "Extract a one- or two-sentence lesson, and note how it could serve as testimony.",
      substeps: [
        "A testimony points to what God did, not to how well you coped. Note who might need to hear it.",
      ],
    },
  ],
  principles: [
    "Scripture is the main story; your life is read in its light, not the other way round.",
    "Look for grace patterns, not moralism: what did God do before you did anything?",
    "Record joys as well as trials — provision and answered prayer are lessons too.",
    "Experience confirms Scripture; it never adds to it or overrules it.",
    "Your Personal Freestyle entries are private: they never appear on any shared surface unless you copy them out yourself.",
  ],
  deliverable: {
    kind: "freestyleLog",
    description:
      "A private log entry: the event, its biblical parallel, what God did there and may be doing here, the lesson and how it could serve as testimony.",
    fields: [
      {
        id: "event",
        label: "The event",
        type: "longText",
        help: "Two or three factual sentences: what happened and when.",
      },
      {
        id: "eventKind",
        label: "Kind of event",
        type: "choice",
        optional: true,
        help: "Optional: what kind of season this was.",
        options: [
          { value: "crisis", label: "Crisis" },
          { value: "loss", label: "Loss" },
          { value: "provision", label: "Provision" },
          { value: "betrayal", label: "Betrayal" },
          { value: "success", label: "Success" },
          { value: "transition", label: "Transition" },
          { value: "waiting", label: "Waiting" },
        ],
      },
      {
        id: "parallel",
        label: "Biblical parallel",
        type: "references",
        help: 'One reference per line, e.g. "Genesis 12:1-4". Choose a story whose shape matches yours.',
      },
      {
        id: "connection",
        label: "What God did there — and may be doing here",
        type: "longText",
        optional: true,
        help: "Optional: a few sentences linking the two stories, humbly.",
      },
      { id: "lesson", label: "Lesson", type: "longText", help: "One or two sentences." },
      {
        id: "testimony",
        label: "Testimony use",
        type: "text",
        help: "How or with whom this could be shared to point to God.",
      },
    ],
  },
  autoCheck: [
    { rule: "sentences", field: "event", min: 2, max: 3 },
    { rule: "validRef", field: "parallel" },
    { rule: "sentences", field: "lesson", min: 1, max: 2 },
    { rule: "required", field: "testimony" },
  ],
  pitfalls: [
    "Self-centredness: making yourself the hero of the story, with God as a supporting character.",
    "Moralising at others: turning your story into a lesson about what someone else should have done.",
    'Forced parallels: "I was in a lift for an hour, like Jonah in the fish." The shape must match, not one detail.',
    "Bitterness dressed as theology: using a verse to justify a grudge instead of to bring it to God.",
    "Prosperity assumptions: reading every gain as God's approval and every loss as His displeasure (Job and Jesus both refute this).",
    "Missing grace: a lesson about trying harder, when the biblical parallel is about what God did.",
  ],
  example: {
    title: "Moving to a city where you knew no one",
    refs: ["Genesis 12:1-4", "Hebrews 11:8"],
    body: 'Event: Three years ago I accepted a job in a city where I knew nobody. I signed the lease before I had found a church or a single friend. Parallel: Abram is told "Get thee out of thy country … unto a land that I will shew thee" (Genesis 12:1), and Hebrews 11:8 says he "went out, not knowing whither he went." The shape matches: a call, a departure before the details, and a promise of blessing that came only on the road. What God did there — He went with Abram and unfolded the land step by step — He may be doing here: the church and the friends came months later. Lesson: obedience often comes before the map; God gives the next step, not the whole route. Testimony: for a student in our church who is moving away for university.',
  },
  examplePool: [
    {
      refs: ["Genesis 40:23", "Genesis 41:1"],
      body: 'Event: I waited eight months for a promised transfer that my manager forgot to file. Parallel: the chief butler "forgat" Joseph, who waited "two full years" more in prison (Genesis 40:23; 41:1). Lesson: God\'s delays are not His forgetting; He times the release. Testimony: for a friend stuck in a long visa process.',
    },
    {
      refs: ["1 Kings 17:8-16"],
      body: "Event: In the month our savings ran out, an old debt was repaid to us without being asked for. It covered rent to the day. Parallel: the widow of Zarephath's meal and oil lasted day by day (1 Kings 17:8-16). Lesson: God often provides enough for today rather than a store for the year. Testimony: shared at a midweek prayer meeting.",
    },
    {
      refs: ["2 Samuel 15:31", "Psalm 55:12-14"],
      body: "Event: A close colleague took credit for my project and I was passed over. Parallel: David betrayed by his counsellor Ahithophel prays instead of plotting (2 Samuel 15:31; Psalm 55:12-14). Lesson: bring betrayal to God in prayer before you bring it to anyone else. Testimony: for a young employee facing office politics.",
    },
    {
      refs: ["John 21:15-17"],
      body: 'Event: I lost my temper badly in front of the youth group I lead, and wanted to resign. Parallel: after three denials Peter is restored with three questions — "Lovest thou me?" — and given a task again (John 21:15-17). Lesson: Jesus restores failed servants and gives them work again. Testimony: told to the youth group itself, with an apology.',
    },
    {
      refs: ["Deuteronomy 8:10-18"],
      body: 'Event: My business had its best year ever and I noticed I had stopped praying about it. Parallel: Moses warns that full houses and herds tempt Israel to say "My power … hath gotten me this wealth" (Deuteronomy 8:17-18). Lesson: success is a test of memory; remember who gives power to get wealth. Testimony: for a men\'s group on work and faith.',
    },
    {
      refs: ["John 11:32-36"],
      body: 'Event: My father died after a short illness, and I was angry that prayers for healing were not answered. Parallel: Mary says "Lord, if thou hadst been here," and "Jesus wept" (John 11:32-35). Lesson: Jesus weeps with me before He explains anything; grief is not faithlessness. Testimony: written in a card to a grieving neighbour.',
    },
    {
      refs: ["2 Corinthians 12:7-10"],
      body: 'Event: A chronic back problem ended my running and slowed my work. I prayed three times for it to go. Parallel: Paul\'s thorn remained, with the answer "My grace is sufficient for thee" (2 Corinthians 12:9). Lesson: sometimes God answers with strength rather than removal. Testimony: for a church member newly diagnosed with a long illness.',
    },
    {
      refs: ["Genesis 33:1-4"],
      body: 'Event: After ten years of silence I phoned my brother. He cried and we arranged to meet. Parallel: Jacob dreads meeting Esau, but "Esau ran to meet him, and embraced him" (Genesis 33:4). Lesson: the reconciliation we fear is often closer than we think when we go humbly. Testimony: for someone estranged from family.',
    },
    {
      refs: ["Judges 6:14-16"],
      body: 'Event: I was asked to teach a Sabbath School class and felt unqualified. Parallel: Gideon says his family is poor and he is the least, and the LORD answers "Surely I will be with thee" (Judges 6:15-16). Lesson: God\'s call rests on His presence, not my qualifications. Testimony: for a new volunteer.',
    },
    {
      refs: ["1 Samuel 1:10-20"],
      body: 'Event: After four years of infertility and many tears, our daughter was born. Parallel: Hannah pours out her soul, and the LORD "remembered her" (1 Samuel 1:19). Lesson: honest, persistent prayer is heard, and the answer is a gift to give back to God. Testimony: shared carefully, knowing not every such prayer ends the same way.',
    },
    {
      refs: ["Mark 4:35-41"],
      body: 'Event: A sudden hospital scare with our son came on a night when I was alone. I panicked until I prayed. Parallel: the disciples in the storm cry "carest thou not that we perish?" and Jesus says "Peace, be still" (Mark 4:38-39). Lesson: Jesus is in the boat even when He seems asleep. Testimony: for parents in our church.',
    },
    {
      refs: ["1 Samuel 16:6-13"],
      body: 'Event: I was overlooked for a leadership role and told I was "too quiet." Parallel: David is not even called in from the sheep, yet "the LORD looketh on the heart" (1 Samuel 16:7). Lesson: God\'s choosing is not limited by how others see me. Testimony: for a teenager who feels invisible.',
    },
  ],
  practicePrompts: [
    {
      id: "pf-p1",
      text: "A season of waiting. Describe it in two or three factual sentences, then find a biblical story whose shape matches — a promise, a delay and God's timing (Genesis 40–41 or Psalm 40:1-3 are places to look).",
      refs: ["Genesis 40-41", "Psalm 40:1-3"],
    },
    {
      id: "pf-p2",
      text: "An unexpected provision. What did God give, when, and through whom? Find a structural parallel and write a lesson about grace rather than about your own effort.",
      refs: [],
    },
    {
      id: "pf-p3",
      text: 'Being wronged by someone close — test the parallel of Genesis 50:20. Does the shape of your story really match Joseph\'s? What would it take for you to say "ye thought evil against me; but God meant it unto good"?',
      refs: ["Genesis 50:20"],
    },
    {
      id: "pf-p4",
      text: "A responsibility you felt unready for — compare Exodus 3–4 or Jeremiah 1:6-8. What excuse did you give, and what answer does God give Moses or Jeremiah?",
      refs: ["Exodus 3-4", "Jeremiah 1:6-8"],
    },
  ],
  masterTasks: [
    {
      id: "pf-m3",
      level: 3,
      kind: "reflection",
      prompt:
        "Read back through your Personal Freestyle log. Which parallels were structural and which only topical? Where did you find grace patterns, and where did you slip into moralising or bitterness? What has God been teaching you across these entries?",
    },
    {
      id: "pf-m4",
      level: 4,
      kind: "teaching",
      prompt:
        "Explain the Personal Freestyle Room to a beginner using Genesis 50:15-21. State the core question, show the difference between a structural and a topical parallel, and explain why experience confirms Scripture but never adds to it.",
    },
    {
      id: "pf-m5",
      level: 5,
      kind: "application",
      prompt:
        "Take Ruth 1. Work it in the Personal Freestyle Room (a transition or loss in your own life), the Story Room (the chapter's beats in order) and the Fire Room (the wound or hope it stirs, answered in prayer). Show how the three rooms keep Scripture the main story.",
    },
  ],
};
