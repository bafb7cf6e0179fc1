import { overviewOf } from '../../overview';
import type { Room } from '../../types';

const OT_BOOKS = ['Genesis', 'Gen', 'Exodus', 'Exod', 'Ex', 'Leviticus', 'Lev', 'Numbers', 'Num', 'Deuteronomy', 'Deut', 'Joshua', 'Josh', 'Judges', 'Judg', 'Ruth', 'Samuel', 'Sam', 'Kings', 'Kgs', 'Chronicles', 'Chr', 'Ezra', 'Nehemiah', 'Neh', 'Esther', 'Esth', 'Job', 'Psalm', 'Psalms', 'Ps', 'Proverbs', 'Prov', 'Ecclesiastes', 'Eccl', 'Song', 'Isaiah', 'Isa', 'Jeremiah', 'Jer', 'Lamentations', 'Lam', 'Ezekiel', 'Ezek', 'Daniel', 'Dan', 'Hosea', 'Hos', 'Joel', 'Amos', 'Obadiah', 'Obad', 'Jonah', 'Micah', 'Mic', 'Nahum', 'Nah', 'Habakkuk', 'Hab', 'Zephaniah', 'Zeph', 'Haggai', 'Hag', 'Zechariah', 'Zech', 'Malachi', 'Mal'];
const NT_BOOKS = ['Matthew', 'Matt', 'Mt', 'Mark', 'Mk', 'Luke', 'Lk', 'John', 'Jn', 'Acts', 'Romans', 'Rom', 'Corinthians', 'Cor', 'Galatians', 'Gal', 'Ephesians', 'Eph', 'Philippians', 'Phil', 'Colossians', 'Col', 'Thessalonians', 'Thess', 'Timothy', 'Tim', 'Titus', 'Philemon', 'Phlm', 'Hebrews', 'Heb', 'James', 'Jas', 'Peter', 'Pet', 'Jude', 'Revelation', 'Rev'];

export const room: Room = {
  ...overviewOf('r66'),
  prerequisites: [],
  method: [
    { text: 'Choose a theme that genuinely spans the canon (see the suggested themes), and state it in a few words.' },
    { text: 'Fill a grid, one row per book: Book | Claim (at most 14 words) | Proof text (1–2 verses) | Palace tags.', substeps: ['Write the claim as a specific statement about the theme in that book, not a general truth.', 'Choose the proof text that actually carries the claim.', 'Add palace tags where another room sheds light (e.g. BL altar, FE Passover, PR Dan 2).'] },
    { text: 'For books silent on the theme, show how the book still fits the storyline (e.g. Esther preserves the people through whom the Seed will come).' },
    { text: 'Mark the arc: shadowy start → development → climax in Christ → consummation.' },
    { text: 'Write a 100–120-word Constellation: a narrative synthesis from the Old Testament to the New that tells the theme as one story.' },
  ],
  principles: [
    'The Bible is one story with Christ at its climax (Luke 24:44).',
    'Every book is a star in the constellation: none is skipped, even the quiet ones.',
    'Brevity forces precision: 14 words per claim.',
    'Proof texts must carry the claim on their own.',
  ],
  deliverable: {
    kind: 'themeGrid',
    description: 'A theme grid — one row per book with a claim of at most 14 words and a proof text — plus a 100–120-word Constellation. Practice entries need at least 12 rows across both testaments; all 66 earn a full constellation.',
    fields: [
      { id: 'theme', label: 'Theme', type: 'text', help: 'e.g. "the Lamb" or "water from God".' },
      { id: 'rows', label: 'Grid rows (Book — claim)', type: 'list', help: 'One row per line: the book, then a claim of at most 14 words, e.g. "Genesis — a river flows out of Eden to water the garden".' },
      { id: 'proofs', label: 'Proof texts', type: 'references', help: 'One reference per line, in the same order as the rows, e.g. "Genesis 2:10".' },
      { id: 'tags', label: 'Palace tags', type: 'list', optional: true, help: 'Optional: tags for rows, one per line, e.g. "Exodus — BL altar; FE Passover".' },
      { id: 'silentBooks', label: 'Silent books', type: 'longText', optional: true, help: 'Optional: how books silent on the theme still fit the storyline.' },
      { id: 'arc', label: 'Arc', type: 'text', optional: true, help: 'Optional: shadowy start → development → climax in Christ → consummation, with references.' },
      { id: 'constellation', label: 'Constellation', type: 'longText', help: '100–120 words telling the theme as one story from the Old Testament to the New.' },
    ],
  },
  autoCheck: [
    { rule: 'required', field: 'theme' },
    { rule: 'items', field: 'rows', min: 12, max: 66 },
    { rule: 'wordsPerItem', field: 'rows', max: 17 },
    { rule: 'uniqueItems', field: 'rows' },
    { rule: 'validRef', field: 'proofs' },
    { rule: 'items', field: 'proofs', min: 12 },
    { rule: 'mentions', field: 'proofs', anyOf: OT_BOOKS, label: 'an Old Testament book' },
    { rule: 'mentions', field: 'proofs', anyOf: NT_BOOKS, label: 'a New Testament book' },
    { rule: 'words', field: 'constellation', min: 100, max: 120 },
  ],
  pitfalls: [
    'Claims over 14 words: the limit forces you to say exactly what the book adds to the theme.',
    'Weak proof texts: a verse that merely contains the word (or does not) is no proof; choose the text that carries the claim.',
    'Skipping hard books: Esther, Song of Solomon, Obadiah and Philemon still fit the story; show how.',
    'Generic claims: "God is good in this book too" could be written of any book and proves nothing.',
    'No Constellation: a grid without the synthesis is a list, not a story.',
  ],
  example: {
    title: 'Water from God, garden to city',
    refs: ['Genesis 2:10', 'Exodus 17:6', 'Ezekiel 47:1-12', 'John 4:14', 'John 7:37-39', 'Revelation 22:1'],
    body: 'Theme: water from God. Sample rows: Genesis — a river flows out of Eden to water the garden (Genesis 2:10). Exodus — struck rock pours water for a thirsty people (Exodus 17:6). Ezekiel — a river from the temple heals the Dead Sea (Ezekiel 47:1-12). John — Jesus gives living water that springs up forever (John 4:14; 7:37-39). Revelation — the river of life flows from God\'s throne (Revelation 22:1). Arc: a garden river (shadowy start) → rock and temple river (development) → the living water Christ gives by the Spirit (climax) → the river of the city (consummation). The Constellation tells that arc as one story, from the garden\'s river to the city\'s.',
  },
  examplePool: [
    { refs: ['Genesis 22:8', 'Exodus 12:3-13', 'Isaiah 53:7', 'John 1:29', 'Revelation 5:6'], body: 'Theme: the Lamb. Genesis — God will provide Himself a lamb (22:8). Exodus — the lamb\'s blood turns death away (12:13). Isaiah — the Servant is led as a lamb to slaughter (53:7). John — "Behold the Lamb of God" (1:29). Revelation — a Lamb as it had been slain stands at the throne (5:6). The question of Genesis 22 is answered in John 1.' },
    { refs: ['Genesis 3:15', 'Genesis 22:18', '2 Samuel 7:12', 'Galatians 3:16', 'Romans 16:20'], body: 'Theme: the Seed. The promise narrows: a woman\'s seed (Genesis 3:15), Abraham\'s seed (Genesis 22:18), David\'s seed (2 Samuel 7:12). Paul identifies the singular Seed as Christ (Galatians 3:16), and the serpent\'s defeat is sealed when God bruises Satan under His people\'s feet (Romans 16:20).' },
    { refs: ['Exodus 25:8', '1 Kings 8:10-11', 'John 2:19-21', 'Revelation 21:22'], body: 'Theme: the Temple. Exodus — "let them make me a sanctuary; that I may dwell among them" (25:8). 1 Kings — glory fills Solomon\'s temple (8:10-11). John — Jesus calls His body the temple (2:19-21). Revelation — no temple in the city, "for the Lord God Almighty and the Lamb are the temple of it" (21:22). Palace tag: BL, the whole sanctuary.' },
    { refs: ['Genesis 1:26-28', 'Daniel 2:44', 'Mark 1:15', 'Revelation 11:15'], body: 'Theme: the Kingdom. Genesis — dominion is given to humanity and lost (1:26-28). Daniel — a stone kingdom will break all others (2:44; PR tag). Mark — "the kingdom of God is at hand" (1:15). Revelation — "The kingdoms of this world are become the kingdoms of our Lord, and of his Christ" (11:15).' },
    { refs: ['Jeremiah 31:31-34', 'Luke 22:20', 'Hebrews 8:10', 'Revelation 21:3'], body: 'Theme: the Covenant. Jeremiah promises a new covenant with the law written on the heart (31:31-34). At the supper Jesus says, "This cup is the new testament in my blood" (Luke 22:20). Hebrews quotes Jeremiah as fulfilled (8:10). Revelation completes the covenant formula: "they shall be his people, and God himself shall be with them" (21:3).' },
    { refs: ['Psalm 23', 'Ezekiel 34:23', 'John 10:11', 'Revelation 7:17'], body: 'Theme: the Shepherd. Psalms — "The Lord is my shepherd" (23:1). Ezekiel — God will set up one shepherd, "my servant David" (34:23). John — "I am the good shepherd: the good shepherd giveth his life for the sheep" (10:11). Revelation — the Lamb shall feed them and lead them to living fountains (7:17). The Shepherd becomes the Lamb and the Lamb the Shepherd.' },
    { refs: ['Exodus 17:6', 'Psalm 118:22', '1 Corinthians 10:4', 'Daniel 2:35'], body: 'Theme: the Rock. Exodus — the struck rock gives water (17:6). Psalms — the stone the builders refused becomes the head of the corner (118:22). 1 Corinthians — "that Rock was Christ" (10:4). Daniel — the stone cut without hands becomes a mountain filling the earth (2:35), the consummation.' },
    { refs: ['Genesis 4:4', 'Leviticus 17:11', 'Hebrews 9:22', 'Revelation 7:14'], body: 'Theme: Blood Atonement. Genesis — Abel\'s offering of the firstlings is accepted (4:4). Leviticus — "it is the blood that maketh an atonement for the soul" (17:11). Hebrews — "without shedding of blood is no remission" (9:22). Revelation — robes washed white in the blood of the Lamb (7:14). Palace tags: BL altar; FE Passover.' },
    { refs: ['Genesis 7:23', '1 Kings 19:18', 'Romans 11:5', 'Revelation 12:17'], body: 'Theme: the Remnant. Genesis — "Noah only remained alive, and they that were with him in the ark" (7:23). 1 Kings — seven thousand who have not bowed to Baal (19:18). Romans — "a remnant according to the election of grace" (11:5). Revelation — the remnant keeps the commandments of God and has the testimony of Jesus (12:17; 3A tag).' },
    { refs: ['Exodus 14', 'Isaiah 43:16-19', 'Luke 9:31', 'Revelation 15:2-3'], body: 'Theme: the Exodus. Exodus — Israel passes through the sea (14). Isaiah — the God who made a way in the sea will do "a new thing" (43:16-19). Luke — on the mount Moses and Elijah speak of the "decease" (Greek exodos) Jesus will accomplish at Jerusalem (9:31). Revelation — the redeemed sing the song of Moses and the Lamb beside the sea of glass (15:2-3).' },
    { refs: ['Esther 4:14', 'Genesis 3:15'], body: 'A silent book: Esther never names God, and has no lamb, temple or sacrifice. Yet on the Seed theme it is vital: Haman\'s decree would have wiped out the people through whom the promised Seed must come (Genesis 3:15). Mordecai\'s "who knoweth whether thou art come to the kingdom for such a time as this?" (Esther 4:14) shows the hidden hand keeping the line alive. Row: Esther — an unseen God preserves the people of the promised Seed.' },
    { refs: ['Song of Solomon 8:6-7', 'Ephesians 5:25-27', 'Revelation 19:7'], body: 'A silent book: the Song of Solomon says nothing of covenant law or sacrifice, but on the Covenant theme it supplies the language of love that is "strong as death" and cannot be quenched (8:6-7). Paul applies marriage to Christ and the church (Ephesians 5:25-27), and history ends with "the marriage of the Lamb" (Revelation 19:7). Row: Song of Solomon — covenant love is stronger than death.' },
  ],
  practicePrompts: [
    { id: 'r66-p1', text: 'Theme "the Lamb": at least 12 rows across both testaments (Genesis, Exodus, Isaiah, John and Revelation among them), then the Constellation.', refs: ['Genesis 22:8', 'Exodus 12:3-13', 'Isaiah 53:7', 'John 1:29', 'Revelation 5:6'] },
    { id: 'r66-p2', text: 'Theme "the Seed": at least 12 rows, from Genesis 3:15 to its fulfilment, then the Constellation.', refs: ['Genesis 3:15', 'Galatians 3:16'] },
    { id: 'r66-p3', text: 'Theme "the Temple": at least 12 rows, from the tabernacle to the city with no temple, then the Constellation.', refs: ['Exodus 25:8', 'Revelation 21:22'] },
    { id: 'r66-p4', text: 'Show how a book silent on your theme (Esther or Song of Solomon) still fits its storyline, and write its row.', refs: ['Esther 4', 'Song of Solomon 8'] },
  ],
  masterTasks: [
    { id: 'r66-m3', level: 3, kind: 'reflection', prompt: 'After tracing one theme through the canon, reflect on how seeing the Bible as one story with Christ at its climax has changed the way you read an individual book, and which books you had been quietly skipping. Cite the passages that surprised you.' },
    { id: 'r66-m4', level: 4, kind: 'teaching', prompt: 'Explain Room 66 to a beginner: choosing a canon-spanning theme, the grid with 14-word claims and proof texts, handling silent books, marking the arc and writing the Constellation. Demonstrate with five rows of one theme and state the core question.' },
    { id: 'r66-m5', level: 5, kind: 'application', prompt: 'Take one theme (the Lamb, the Temple or Blood Atonement) and work its key passage (e.g. John 1:29) through Room 66, the Blue Room and the Feasts Room. Show how the sanctuary and feast tags in your grid strengthen the Constellation.' },
  ],
  referenceLists: ['r66Themes'],
};
