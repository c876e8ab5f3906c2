import { describe, expect, it } from 'vitest';
import { keys } from './segment-keys.ts';

/*
 * Patterns behind wrong segments of corpus batch 59 (corporate travel desks' chats), each in a
 * text of its own.
 */

describe("batch 59: travel desks' chats", () => {
  it("a cancel line naming the old flight by its number alone ('o 4523 ... foi cancelado') leaves the new one", () => {
    const text = [
      'Reserva da Luíza (loc QWMZTR):',
      '- AD 4520 VCP-REC 14/05 06:10/09:05',
      '- AD 4523 REC-VCP 18/05 15:40/18:45',
      '',
      'Luíza pediu pra voltar mais tarde, remarquei:',
      'AD 4527 REC-VCP 18/05 19:20/22:25',
      'o 4523 das 15:40 foi cancelado.',
    ].join('\n');
    expect(keys(text, '2026-04-20')).toEqual([
      'AD4520 VCP-REC 2026-05-14T06:10',
      'AD4527 REC-VCP 2026-05-18T19:20',
    ]);
  });

  it("Teams' stamps with no year ('[5/14 9:52 AM] Omar Haddad') are when messages were sent, not a flight's clock", () => {
    const text = [
      '[5/14 9:40 AM] Dana Whitfield',
      'Omar is confirmed on AA 2451 DFW-LGA Tue 5/19 at 07:15, back on AA 1702 LGA-DFW Thu 5/21.',
      '[5/14 9:52 AM] Omar Haddad',
      'great, thanks',
    ].join('\n');
    expect(keys(text, '2026-05-14')).toEqual(['AA2451 DFW-LGA 2026-05-19T07:15']);
  });

  it("four-digit clocks after their labels ('dep 1645 arr 1958') on a flight's line under its route", () => {
    const text = ['Client asked for Sun 5/17 ORD-EWR:', 'UA 2210 dep 1645 arr 1958'].join('\n');
    expect(keys(text, '2026-04-02')).toEqual(['UA2210 ORD-EWR 2026-05-17T16:45']);
  });
});
