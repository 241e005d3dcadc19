import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkMessage, type LkeStructure } from '@sakip/domain';
import { createTestApp, type TestApp } from './harness';

/**
 * Issue 21 item 5: links a unit or an admin enters are rendered as links for validators. Only an
 * absolute http(s) address or a path of this application is accepted; a link that leaves the site
 * through `//host` or `/\host`, a `javascript:` URL or a malformed `http:/x` is a 422 and is not stored.
 */

const API = '/backend/api';
const HOSTILE = ['//evil.example/login', '/\\evil.example', 'javascript:alert(document.cookie)', 'http:/x'];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface Sheet {
  struktur: LkeStructure;
  eviden: Record<string, { isi: string | null }>;
}
const sheet = async () =>
  (await t.as('perangkat_daerah', { method: 'GET', url: `${API}/lke/lembar?tahap=1` })).json<{ data: Sheet }>().data;

describe('links entered by users (issue 21 item 5)', () => {
  it('the evidence of an LKE link slot: a hostile link is refused and the worksheet unchanged', async () => {
    const before = await sheet();
    const slot = before.struktur
      .flatMap((k) => k.sub.flatMap((s) => s.kriteria.flatMap((c) => c.slots)))
      .find((s) => s.jenis === 'link');
    expect(slot, 'the demo worksheet has a link slot').toBeDefined();
    for (const isi of HOSTILE) {
      const res = await t.as('perangkat_daerah', {
        method: 'PUT',
        url: `${API}/lke/eviden`,
        payload: { tahap: 1, eviden: [{ slot_id: slot!.id, isi }] },
      });
      expect(res.statusCode, isi).toBe(422);
      expect(res.json().errors['eviden.0.isi']).toEqual([linkMessage('Tautan')]);
    }
    expect((await sheet()).eviden).toEqual(before.eviden);
    const good = await t.as('perangkat_daerah', {
      method: 'PUT',
      url: `${API}/lke/eviden`,
      payload: { tahap: 1, eviden: [{ slot_id: slot!.id, isi: 'https://drive.example.go.id/renstra.pdf' }] },
    });
    expect(good.statusCode, good.body).toBe(200);
  });

  it('the evidence link of a follow-up of the LHE', async () => {
    const count = async () =>
      (await t.as('validator_lke', { method: 'GET', url: `${API}/tindak-lanjut-lhe?per_page=1` })).json().total;
    const before = await count();
    for (const link of HOSTILE) {
      const res = await t.as('validator_lke', {
        method: 'POST',
        url: `${API}/tindak-lanjut-lhe`,
        payload: { satuan_kerja_id: '1010', rekomendasi: 'Rekomendasi', link_eviden: link },
      });
      expect(res.statusCode, link).toBe(422);
      expect(res.json().errors.link_eviden).toEqual([linkMessage('Link eviden')]);
    }
    expect(await count()).toBe(before);
  });

  it('the system link of an evidence slot (the admin’s worksheet editor)', async () => {
    const s = await sheet();
    const kriteria = s.struktur.flatMap((k) => k.sub.flatMap((x) => x.kriteria))[0]!;
    for (const link of HOSTILE) {
      const res = await t.as('super', {
        method: 'POST',
        url: `${API}/lke/lembar-kerja/eviden-slot`,
        payload: { kriteria_id: kriteria.id, label: 'Tautan', jenis: 'link', tautan_sistem: link },
      });
      expect(res.statusCode, link).toBe(422);
      expect(res.json().errors.tautan_sistem).toEqual([linkMessage('Tautan sistem')]);
    }
  });
});
