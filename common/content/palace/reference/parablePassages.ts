import type { ReferenceList } from '../types';

type P = [id: string, name: string, passage: string, point: string, extra?: string[]];

const parables: P[] = [
  ['sower', 'The sower and the soils', 'Matthew 13:1-23', 'The same word meets different hearts; only the heart that receives it bears fruit.', ['Mark 4:1-20', 'Luke 8:4-15']],
  ['wheat-tares', 'The wheat and the tares', 'Matthew 13:24-30', 'Good and evil grow together until the harvest, when God Himself separates them.', ['Matthew 13:36-43']],
  ['mustard-seed', 'The mustard seed', 'Matthew 13:31-32', 'The kingdom begins tiny and grows beyond all expectation.', ['Mark 4:30-32', 'Luke 13:18-19']],
  ['leaven', 'The leaven', 'Matthew 13:33', 'The kingdom works quietly from within until it permeates the whole.', ['Luke 13:20-21']],
  ['hidden-treasure', 'The hidden treasure', 'Matthew 13:44', 'The kingdom is worth everything a person has.'],
  ['pearl', 'The pearl of great price', 'Matthew 13:45-46', 'The one who finds the supreme treasure gladly gives all for it.'],
  ['dragnet', 'The dragnet', 'Matthew 13:47-50', 'The gospel gathers all kinds; the final judgment sorts them.'],
  ['lost-sheep', 'The lost sheep', 'Luke 15:3-7', 'God goes after the one who is lost and rejoices over one sinner who repents.', ['Matthew 18:12-14']],
  ['lost-coin', 'The lost coin', 'Luke 15:8-10', 'Heaven searches diligently and rejoices when the lost is found.'],
  ['prodigal', 'The prodigal son and the elder brother', 'Luke 15:11-32', 'The Father runs to welcome the returning sinner — and pleads with the resentful elder brother too.'],
  ['unforgiving-servant', 'The unforgiving servant', 'Matthew 18:21-35', 'Those forgiven an unpayable debt must forgive others.'],
  ['labourers', 'The labourers in the vineyard', 'Matthew 20:1-16', 'God\'s reward is grace, not wages; He is generous to latecomers.'],
  ['two-sons', 'The two sons', 'Matthew 21:28-32', 'Obedience, not profession, shows who does the Father\'s will.'],
  ['wicked-husbandmen', 'The wicked husbandmen', 'Matthew 21:33-46', 'The leaders who reject the Son forfeit the vineyard; the rejected stone becomes the head of the corner.', ['Mark 12:1-12', 'Luke 20:9-19']],
  ['wedding-feast', 'The marriage of the king\'s son', 'Matthew 22:1-14', 'The invitation is wide, but only those clothed in the provided garment remain.'],
  ['ten-virgins', 'The ten virgins', 'Matthew 25:1-13', 'Be ready for the Bridegroom\'s delayed coming with oil that cannot be borrowed.'],
  ['talents', 'The talents', 'Matthew 25:14-30', 'Faithful use of what the Master entrusts, while He is away, is rewarded.'],
  ['sheep-goats', 'The sheep and the goats', 'Matthew 25:31-46', 'At His coming the King judges by the love shown to the least of His brethren.'],
  ['growing-seed', 'The seed growing secretly', 'Mark 4:26-29', 'God gives growth in ways the sower cannot see or control.'],
  ['two-debtors', 'The two debtors', 'Luke 7:36-50', 'The one forgiven much loves much.'],
  ['good-samaritan', 'The good Samaritan', 'Luke 10:25-37', 'A neighbour is whoever shows mercy to the one in need, across every boundary.'],
  ['friend-midnight', 'The friend at midnight', 'Luke 11:5-13', 'Ask boldly and persistently; the Father gives the Holy Spirit to those who ask.'],
  ['rich-fool', 'The rich fool', 'Luke 12:13-21', 'Life does not consist in possessions; be rich toward God.'],
  ['watchful-servants', 'The watchful servants', 'Luke 12:35-48', 'Servants who watch for their Lord\'s return are blessed; more is required of those given more.'],
  ['barren-fig', 'The barren fig tree', 'Luke 13:6-9', 'God\'s patience grants a season of grace, but it is not endless.'],
  ['great-supper', 'The great supper', 'Luke 14:15-24', 'Excuses exclude the invited; the poor and the outsiders fill the house.'],
  ['tower-king', 'The tower builder and the king at war', 'Luke 14:25-33', 'Count the cost of discipleship before you begin.'],
  ['unjust-steward', 'The unjust steward', 'Luke 16:1-13', 'Use present resources shrewdly for eternal ends; no one can serve two masters.'],
  ['rich-man-lazarus', 'The rich man and Lazarus', 'Luke 16:19-31', 'Choices in this life are decisive, and Moses and the prophets are sufficient witness.'],
  ['unprofitable-servants', 'The unprofitable servants', 'Luke 17:7-10', 'Obedience earns no merit; we have only done our duty.'],
  ['unjust-judge', 'The unjust judge and the widow', 'Luke 18:1-8', 'Keep praying and do not faint; God will surely vindicate His own.'],
  ['pharisee-publican', 'The Pharisee and the publican', 'Luke 18:9-14', 'The humble sinner who pleads for mercy goes home justified.'],
  ['pounds', 'The pounds', 'Luke 19:11-27', 'The nobleman goes to receive a kingdom; his servants must trade faithfully until he returns.'],
  ['new-wine', 'New wine in old bottles', 'Luke 5:36-39', 'The new life Christ brings cannot be contained in old forms.', ['Matthew 9:16-17', 'Mark 2:21-22']],
  ['two-builders', 'The wise and foolish builders', 'Matthew 7:24-27', 'Hearing and doing Christ\'s words is building on the rock.', ['Luke 6:46-49']],
  ['nathan-ewe', 'Nathan\'s parable of the ewe lamb', '2 Samuel 12:1-7', 'A story draws the king\'s verdict on himself: "Thou art the man."'],
  ['vineyard-song', 'The song of the vineyard', 'Isaiah 5:1-7', 'God\'s carefully tended vineyard yields wild grapes; judgment follows.'],
  ['two-eagles', 'The two eagles and the vine', 'Ezekiel 17:1-10', 'A riddle of Judah\'s broken oath to Babylon; God alone will plant the true tender twig (Ezekiel 17:22-24).', ['Ezekiel 17:22-24']],
];

export const list: ReferenceList = {
  id: 'parablePassages',
  title: 'Parable passages',
  description:
    'The curated passages that count as Parable (Pa) in Connect-6 and the genre games. A reference inside one of them fills the Parable slot; elsewhere it counts by its book.',
  columns: [
    { key: 'name', label: 'Parable' },
    { key: 'passage', label: 'Passage' },
    { key: 'point', label: 'Main point' },
  ],
  items: parables.map(([id, name, passage, point, extra]) => ({
    id,
    values: { name, passage, point },
    refs: [passage, ...(extra ?? [])],
  })),
};
