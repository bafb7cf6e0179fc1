// Registers every engine (imported once by games.routes.ts). games.routes.test.ts checks that every live game of
// the registry has one.
import { chainWarEngine } from "./cards/chain-war";
import { chefChallengeEngine } from "./cards/chef-challenge";
import { christLockEngine } from "./cards/christ-lock";
import { connect6DraftEngine } from "./cards/connect6-draft";
import { controversyRaidEngine } from "./cards/controversy-raid";
import { sanctuaryRunEngine } from "./cards/sanctuary-run";
import { timeZoneInvasionEngine } from "./cards/time-zone-invasion";
import { equationBuilderEngine } from "./cards/equation-builder";
import { escapeDragonEngine } from "./cards/escape-dragon";
import { frameSnapshotEngine } from "./cards/frame-snapshot";
import { witnessTrialEngine } from "./cards/witness-trial";
import { choiceGamesEngine } from "./choice-games";
import { kidsEngine } from "./kids/engine";
import { registerEngine } from "./index";
import { matchEngine } from "./match-board";
import { memoryBoardEngine } from "./memory-board";
import { orderEngine } from "./order-board";
import { palaceCardsEngine } from "./palace-cards";
import { palaceQuizEngine } from "./palace-quiz";
import { principlePuzzleEngine } from "./principle-puzzle";

for (const engine of [
  palaceQuizEngine,
  choiceGamesEngine,
  principlePuzzleEngine,
  palaceCardsEngine,
  memoryBoardEngine,
  matchEngine,
  orderEngine,
  chainWarEngine,
  escapeDragonEngine,
  witnessTrialEngine,
  christLockEngine,
  sanctuaryRunEngine,
  frameSnapshotEngine,
  timeZoneInvasionEngine,
  controversyRaidEngine,
  equationBuilderEngine,
  connect6DraftEngine,
  chefChallengeEngine,
  kidsEngine,
])
  registerEngine(engine as never);
