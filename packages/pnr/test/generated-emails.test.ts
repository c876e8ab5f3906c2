import { describe, expect, it } from 'vitest';
import { decodePnr } from '../src/index.ts';
import {
  generateConversationEmail,
  generateEmail,
  generateTrickyEmail,
  type GeneratedEmail,
} from './email-generator.ts';

/*
 * Precision on synthetic e-mails (issue 17, fifth session): every segment the reader emits must be
 * one the text states, airline, number, route, day and time. Refusing a flight is allowed (recall is
 * printed, not asserted); a flight a careful human cannot fill (mustRefuse) must not be emitted.
 */

const COUNT = Number(process.env.PNR_GEN_COUNT ?? 3000);
const TRICKY = Number(process.env.PNR_GEN_TRICKY ?? 1000);
const FIRST_SEED = Number(process.env.PNR_GEN_SEED ?? 1);

const noZeros = (n: string) => n.replace(/^0+(?=\d)/, '');

interface Wrong {
  seed: number;
  layout: string;
  got: string;
  truth: string[];
}

function check(e: GeneratedEmail): { wrong: Wrong[]; right: number; expected: number } {
  const segs = decodePnr(e.text, { referenceDate: e.referenceDate }).segments;
  const keys = e.truth.map((t) => ({
    key: [t.airline, noZeros(t.flight), t.from, t.to, t.departure].join('|'),
    refuse: t.mustRefuse,
  }));
  const wrong: Wrong[] = [];
  let right = 0;
  for (const s of segs) {
    const k = [s.airline, noZeros(s.flight), s.from, s.to, s.departure ?? 'none'].join('|');
    const hit = keys.find((t) => t.key === k);
    if (hit && !hit.refuse) right++;
    else
      wrong.push({
        seed: e.seed,
        layout: e.layout,
        got: k + (hit ? ' (must refuse)' : ''),
        truth: keys.map((t) => t.key),
      });
  }
  return { wrong, right, expected: keys.filter((t) => !t.refuse).length };
}

describe('itinerary reader on generated e-mails', () => {
  it(`emits no wrong segment on ${COUNT} generated e-mails`, () => {
    const wrong: Wrong[] = [];
    let right = 0;
    let expected = 0;
    for (let seed = FIRST_SEED; seed < FIRST_SEED + COUNT; seed++) {
      const r = check(generateEmail(seed));
      wrong.push(...r.wrong);
      right += r.right;
      expected += r.expected;
    }
    console.log(
      `generated e-mails: ${COUNT}, recall ${right}/${expected} (${((100 * right) / expected).toFixed(1)}%), wrong ${wrong.length}`,
    );
    if (process.env.PNR_GEN_DUMP) for (const w of wrong) console.log(JSON.stringify(w));
    expect(wrong.slice(0, 5)).toEqual([]);
  }, 120_000);

  it(`emits no wrong segment on ${TRICKY} generated e-mails of the tricky layouts`, () => {
    const wrong: Wrong[] = [];
    let right = 0;
    let expected = 0;
    for (let seed = FIRST_SEED; seed < FIRST_SEED + TRICKY; seed++) {
      const r = check(generateTrickyEmail(seed));
      wrong.push(...r.wrong);
      right += r.right;
      expected += r.expected;
    }
    console.log(
      `tricky e-mails: ${TRICKY}, recall ${right}/${expected} (${((100 * right) / expected).toFixed(1)}%), wrong ${wrong.length}`,
    );
    if (process.env.PNR_GEN_DUMP) for (const w of wrong) console.log(JSON.stringify(w));
    expect(wrong.slice(0, 5)).toEqual([]);
  }, 120_000);

  it(`emits no wrong segment on ${TRICKY} generated conversations (quoted replies, options, chat exports)`, () => {
    const wrong: Wrong[] = [];
    let right = 0;
    let expected = 0;
    for (let seed = FIRST_SEED; seed < FIRST_SEED + TRICKY; seed++) {
      const r = check(generateConversationEmail(seed));
      wrong.push(...r.wrong);
      right += r.right;
      expected += r.expected;
    }
    console.log(
      `conversations: ${TRICKY}, recall ${right}/${expected} (${((100 * right) / expected).toFixed(1)}%), wrong ${wrong.length}`,
    );
    if (process.env.PNR_GEN_DUMP) for (const w of wrong) console.log(JSON.stringify(w));
    expect(wrong.slice(0, 5)).toEqual([]);
  }, 120_000);
});
