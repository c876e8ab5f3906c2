import { shellPt } from './shell.ts';
import { accountsPt } from './accounts.ts';
import { billingPt } from './billing.ts';
import { customersPt } from './customers.ts';
import { pnrPt } from './pnr.ts';
import { privacyPt } from './privacy.ts';
import { tasksPt } from './tasks.ts';
import { travelsPt } from './travels.ts';
import { tripAppPt } from './tripApp.ts';
import { vouchersPt } from './vouchers.ts';
import { operatorPt } from './operator.ts';
import { tutorialPt } from './tutorial.ts';

/**
 * Interface text of the web app in Portuguese, the source: es and en are typed to its shape.
 * Top-level names never repeat those of the shared message catalogue (validation, errors,
 * checklist, trial) because the web merges both into one namespace.
 */
export const uiPt = {
  ...shellPt,
  tasks: tasksPt,
  accounts: accountsPt,
  pnr: pnrPt,
  customers: customersPt,
  travels: travelsPt,
  subscription: billingPt,
  vouchers: vouchersPt,
  tripApp: tripAppPt,
  operator: operatorPt,
  tutorial: tutorialPt,
  ...privacyPt,
} as const;
