import { describe, expect, it } from 'vitest';
import { keys } from './segment-keys.ts';

/*
 * Patterns behind wrong segments of corpus batches 40 and 54 (e-mails), each in a text of its own:
 * what a careful reader takes from it, and nothing where the text holds no seat.
 */

describe('session 11 (M): readings that must not become segments', () => {
  it("a fare alert's rows, each led by its price, are offers, not the booking", () => {
    const text = [
      'Your trip to Lisbon',
      'FLIGHT  Fri, Jun 12',
      'TP 88    GRU 4:10 PM  →  LIS 6:05 AM +1',
      '',
      'Watching prices  Rio de Janeiro (GIG) → Lisbon (LIS)  ·  Jul 3 – Jul 17',
      '',
      '  $910   TAP · TP 74 via Lisbon     GIG 9:40 PM → LIS 11:35 AM +1',
      '  $955   Iberia · IB 6024 + IB 3104 via Madrid   GIG 3:20 PM → LIS 10:15 AM +1',
    ].join('\n');
    expect(keys(text, '2026-03-02')).toEqual(['TP88 GRU-LIS 2026-06-12T16:10']);
  });

  it('flights under a heading saying they are told only for information are not the booking', () => {
    const text = [
      'Sua reserva GOL - localizador QWT7KD',
      'Ida 14/05/2026  G3 1402  Congonhas (CGH) 08:10 > Santos Dumont (SDU) 09:15',
      '',
      'Voos do meu marido (apenas informativo):',
      'AD 4720 - 14/05 - VCP 07:30 > SDU 08:35',
      'volta AD 4731 - 16/05 - SDU 19:20 > VCP 20:25',
    ].join('\n');
    expect(keys(text, '2026-04-10')).toEqual(['G31402 CGH-SDU 2026-05-14T08:10']);
  });

  it("a rebooking's new flights replace the quoted older message's flights on the same route, weeks apart", () => {
    const text = [
      'Remarcação concluída',
      'NOVAS DATAS: 12/10/2026 a 18/10/2026',
      'Ida  12/10/2026  AD 4370  Recife (REC) 06:20  →  Salvador (SSA) 07:45',
      'Volta  18/10/2026  AD 4375  Salvador (SSA) 18:10  →  Recife (REC) 19:30',
      '',
      'Em 03/05/2026 10:02, Viagens <nao-responda@viagens.com> escreveu:',
      '> Seus voos estão confirmados',
      '> Ida  14/09/2026  AD 4372  Recife (REC) 11:40  →  Salvador (SSA) 13:05',
      '> Volta  21/09/2026  AD 4379  Salvador (SSA) 15:25  →  Recife (REC) 16:45',
    ].join('\n');
    expect(keys(text, '2026-08-01')).toEqual([
      'AD4370 REC-SSA 2026-10-12T06:20',
      'AD4375 SSA-REC 2026-10-18T18:10',
    ]);
  });
});
