import { describe, expect, it } from 'vitest';
import { agencyStatusOf } from '../src/modules/billing/status.ts';

const day = 86_400;
const trialEnd = 1_800_000_000;

describe('the agency status of a subscription', () => {
  it('a subscription canceled before its trial ended is a finished trial with no plan', () => {
    expect(agencyStatusOf({ status: 'canceled', trial_end: trialEnd, canceled_at: trialEnd - 3 * day }, null)).toBe('finished_trial');
    // canceled at the period's end during the trial: it ends exactly when the trial does
    expect(agencyStatusOf({ status: 'canceled', trial_end: trialEnd, canceled_at: trialEnd - day, ended_at: trialEnd }, null)).toBe('finished_trial');
  });

  it('a subscription that ran past its trial and was canceled later is canceled', () => {
    expect(agencyStatusOf({ status: 'canceled', trial_end: trialEnd, canceled_at: trialEnd + 40 * day, ended_at: trialEnd + 60 * day }, null)).toBe('canceled');
    expect(agencyStatusOf({ status: 'canceled', trial_end: null, canceled_at: trialEnd }, null)).toBe('canceled');
  });

  it('a subscription still in its trial is paid', () => {
    expect(agencyStatusOf({ status: 'trialing', trial_end: trialEnd }, null)).toBe('paid');
  });
});
