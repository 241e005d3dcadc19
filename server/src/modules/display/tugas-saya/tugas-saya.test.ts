import { describe, expect, it } from 'vitest';
import { ROLE_IDS, type SessionUser, type TugasGroup, type TugasSaya } from '@sakip/domain';
import type { Database } from '../../../db/client';
import { countQueries } from '../../../db/query-counter';
import { DEMO_PD_SATKER_ID } from '../../../seed/reference-data';
import { demoActor, type DemoUsername } from '../../../test/harness';
import { scaleCityForFile, testAppForFile } from '../../../test/file-app';
import { setValidasi } from '../../perencanaan/testing';
import { tugasSaya } from './tugas-saya.service';

/** Tugas Saya (issue 27): what waits for whom, from the workflows' own queues, scoped and bounded. */
const t = testAppForFile();
const big = scaleCityForFile(10);

const API = '/backend/api';
async function tugasOf(who: DemoUsername): Promise<TugasSaya> {
  const res = await t.as(who, { method: 'GET', url: `${API}/tugas-saya` });
  expect(res.statusCode, who).toBe(200);
  return res.json().data;
}
const groupOf = (tugas: TugasSaya, jenis: TugasGroup['jenis']) => tugas.groups.find((g) => g.jenis === jenis);

describe('Tugas Saya', () => {
  it('needs a login', async () => {
    expect((await t.as(null, { method: 'GET', url: `${API}/tugas-saya` })).statusCode).toBe(401);
  });

  it('a submitted plan waits for validator 1; returned with a note, it waits for the unit with the note', async () => {
    await setValidasi(t.database.db, DEMO_PD_SATKER_ID, 2024, null);
    const before = groupOf(await tugasOf('validator_perencanaan_1'), 'validasi-perencanaan')?.jumlah ?? 0;
    const ajukan = await t.as('perangkat_daerah', {
      method: 'POST',
      url: `${API}/validasi-perencanaan/${DEMO_PD_SATKER_ID}/ajukan`,
      payload: {},
    });
    expect(ajukan.statusCode).toBe(200);

    const validator = await tugasOf('validator_perencanaan_1');
    const queue = groupOf(validator, 'validasi-perencanaan');
    expect(queue?.jumlah).toBe(before + 1);
    expect(queue?.items.map((i) => i.tautan)).toContain(`/validasi-perencanaan/${DEMO_PD_SATKER_ID}`);
    expect(validator.jumlah).toBe(queue?.jumlah);
    // Validator 2 has nothing of this plan yet.
    const second = groupOf(await tugasOf('validator_perencanaan_2'), 'validasi-perencanaan');
    expect(second?.items.map((i) => i.tautan) ?? []).not.toContain(`/validasi-perencanaan/${DEMO_PD_SATKER_ID}`);

    const tolak = await t.as('validator_perencanaan_1', {
      method: 'POST',
      url: `${API}/validasi-perencanaan/${DEMO_PD_SATKER_ID}/validasi`,
      payload: { tahap: 1, keputusan: 'tolak', catatan: 'Target IKU 2 belum sesuai RPJMD' },
    });
    expect(tolak.statusCode).toBe(200);
    const returned = groupOf(await tugasOf('perangkat_daerah'), 'perencanaan-dikembalikan');
    expect(returned?.judul).toBe('Perencanaan dikembalikan pada tahap 1');
    expect(returned?.items[0]?.keterangan).toBe('Target IKU 2 belum sesuai RPJMD');
    // Scoped: another unit's official (the biro) is not given this unit's returned plan.
    const biro = groupOf(await tugasOf('biro'), 'perencanaan-dikembalikan');
    expect(biro?.items.some((i) => i.keterangan === 'Target IKU 2 belum sesuai RPJMD') ?? false).toBe(false);
    expect(groupOf(await tugasOf('validator_perencanaan_1'), 'validasi-perencanaan')?.jumlah ?? 0).toBe(before);
  });
});

describe('Tugas Saya per role', () => {
  it('each validator sees the count its own queue screen shows', async () => {
    const bidang = await t.as('validator_kepala_bidang', {
      method: 'GET',
      url: `${API}/validasi-kepala-bidang`,
      query: { status: 'menunggu' },
    });
    expect(groupOf(await tugasOf('validator_kepala_bidang'), 'persetujuan-anggota')?.jumlah ?? 0).toBe(
      bidang.json().total,
    );
    const admin = await t.as('super', { method: 'GET', url: `${API}/dokumen-admin` });
    expect(groupOf(await tugasOf('super'), 'verifikasi-dokumen')?.jumlah ?? 0).toBe(admin.json().ringkasan.menunggu);
    const units = (await t.as('validator_lke', { method: 'GET', url: `${API}/lke/unit` })).json().data as {
      tahap: string | null;
    }[];
    const lke = await tugasOf('validator_lke');
    const scoring = lke.groups.filter((g) => g.jenis === 'penilaian-lke').reduce((n, g) => n + g.jumlah, 0);
    expect(scoring).toBe(units.filter((u) => u.tahap === 'validasi_1' || u.tahap === 'validasi_2').length);
  });

  it('lists nothing for a role without a queue, and every link is a screen of the app', async () => {
    expect(await tugasOf('pemerintah_daerah')).toEqual({ jumlah: 0, groups: [] });
    for (const who of ['perangkat_daerah', 'super', 'validator_lke', 'validator_kepala_opd'] as const) {
      for (const g of (await tugasOf(who)).groups) {
        expect(g.tautan).toMatch(/^\/[a-z]/);
        for (const item of g.items) expect(item.tautan).toMatch(/^\/[a-z]/);
        expect(g.items.length).toBeLessThanOrEqual(g.jumlah);
      }
    }
  });

  it('a deadline within 14 days waits for a unit that has not finished its step', async () => {
    await setValidasi(t.database.db, DEMO_PD_SATKER_ID, 2024, null);
    const deadlines = (
      await t.as('super', { method: 'GET', url: `${API}/referensi`, query: { per_page: '50' } })
    ).json().data as { kode: string; nilai_date: string }[];
    const planning = deadlines.find((d) => d.kode === 'count-down');
    expect(planning).toBeDefined();
    const [y, m, d] = planning!.nilai_date.split('-').map(Number);
    const fiveDaysBefore = new Date(y!, m! - 1, d! - 5);
    const unit = await tugasSaya(t.database.db, demoActor('perangkat_daerah'), 2024, fiveDaysBefore);
    expect(groupOf(unit, 'batas-waktu')?.items.map((i) => i.keterangan)).toContain('5 hari lagi');
    const monthBefore = new Date(y!, m! - 1, d! - 30);
    const early = await tugasSaya(t.database.db, demoActor('perangkat_daerah'), 2024, monthBefore);
    expect(groupOf(early, 'batas-waktu')?.items.some((i) => i.keterangan === '30 hari lagi') ?? false).toBe(false);
  });

  it('costs the same number of statements for a city ten times larger', async () => {
    const superActor: SessionUser = { ...demoActor('pemerintah_daerah'), role: 'super', role_id: ROLE_IDS.super };
    const measure = async (db: Database['db']) => ({
      unit: (await countQueries(() => tugasSaya(db, demoActor('perangkat_daerah'), 2024))).count,
      super: (await countQueries(() => tugasSaya(db, superActor, 2024))).count,
    });
    const small = await measure(t.database.db);
    expect(small.unit).toBeLessThanOrEqual(12);
    expect(await measure(big.db)).toEqual(small);
  });
});
