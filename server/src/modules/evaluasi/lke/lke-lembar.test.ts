import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { LkeLembarEditor } from '@sakip/domain';
import { auditLog, lkeJawaban, lkeKriteria, lkeStatus } from '../../../db/schema/index';
import { testAppForFile } from '../../../test/file-app';
import type { TestApp } from '../../../test/harness';

/**
 * Super edits the worksheet of 2025 (issue 23 §5): nobody has submitted in 2025 in the demo data;
 * 2024 has submissions, so every edit of 2024 is refused.
 */
const t = testAppForFile();

const API = '/backend/api/lke/lembar-kerja';
const Y2025 = { 'default-key-tahun-kinerja': '2025' };
type Who = Parameters<TestApp['as']>[0];
const call = (who: Who, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.as(who, { method, url: `${API}${url}`, headers: Y2025, ...(payload ? { payload } : {}) });
const editor = async (tahun = 2025) =>
  (
    await t.as('super', { method: 'GET', url: API, headers: { 'default-key-tahun-kinerja': String(tahun) } })
  ).json<LkeLembarEditor>();
/** The unit's own worksheet of 2025, as perangkat_daerah reads it. */
const unitSheet = async () => {
  const res = await t.as('perangkat_daerah', { method: 'GET', url: '/backend/api/lke/lembar', headers: Y2025 });
  expect(res.statusCode, res.body).toBe(200);
  return JSON.stringify(res.json());
};

describe('lke worksheet editor', () => {
  it('reads the year’s tree for super only: 401, 403; 2024 is locked by its submissions', async () => {
    const res = await t.as('super', { method: 'GET', url: API, headers: Y2025 });
    expect(res.statusCode, res.body).toBe(200);
    const tree = res.json<LkeLembarEditor>();
    expect(tree.terkunci).toBeNull();
    expect(tree.komponen.reduce((s, k) => s + k.bobot, 0)).toBe(100);
    for (const k of tree.komponen) expect(k.sub.reduce((s, x) => s + x.bobot, 0)).toBeCloseTo(k.bobot, 6);
    expect(tree.komponen[0]!.sub[0]!.kriteria[0]!.opsi.length).toBeGreaterThan(1);
    expect((await editor(2024)).terkunci).toMatch(
      /^Lembar kerja LKE tahun 2024 tidak dapat diubah karena \d+ satuan kerja sudah mengajukan LKE tahun ini$/,
    );
    expect((await t.as(null, { method: 'GET', url: API })).statusCode).toBe(401);
    for (const who of ['perangkat_daerah', 'validator_lke', 'pemerintah_daerah'] as const)
      expect((await t.as(who, { method: 'GET', url: API })).statusCode).toBe(403);
  });

  it('edits a criterion’s wording and adds an evidence slot; the unit sees both; audited', async () => {
    const kriteria = (await editor()).komponen[0]!.sub[0]!.kriteria[0]!;
    const res = await call('super', 'PUT', `/kriteria/${kriteria.id}`, {
      kode: kriteria.kode,
      pertanyaan: 'Dokumen perencanaan kinerja telah disusun dan dipublikasikan tepat waktu',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Kriteria berhasil disimpan', data: { id: kriteria.id } });
    const slot = await call('super', 'POST', '/eviden-slot', {
      kriteria_id: kriteria.id,
      label: 'Tangkapan layar publikasi',
      jenis: 'link',
    });
    expect(slot.statusCode, slot.body).toBe(200);
    const sheet = await unitSheet();
    expect(sheet).toContain('Dokumen perencanaan kinerja telah disusun dan dipublikasikan tepat waktu');
    expect(sheet).toContain('Tangkapan layar publikasi');
    const after = (await editor()).komponen[0]!.sub[0]!.kriteria[0]!;
    expect(after.slots.at(-1)).toMatchObject({ label: 'Tangkapan layar publikasi', jenis: 'link', aktif: true });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.table_name, 'lke_kriteria'), eq(auditLog.record_id, String(kriteria.id))));
    expect(audit).toMatchObject({ action: 'update', old_values: { pertanyaan: kriteria.pertanyaan } });
  });

  it('a new criterion takes its neighbours’ options and goes last; reorder puts it first', async () => {
    const sub = (await editor()).komponen[1]!.sub[0]!;
    const res = await call('super', 'POST', '/kriteria', {
      sub_komponen_id: sub.id,
      kode: 'x',
      pertanyaan: 'Kriteria baru dari super',
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json<{ data: { id: number } }>().data.id;
    const added = (await editor()).komponen[1]!.sub[0]!.kriteria;
    expect(added.at(-1)).toMatchObject({ id, pertanyaan: 'Kriteria baru dari super' });
    expect(added.at(-1)!.opsi.map((o) => [o.label, o.nilai_persen])).toEqual(
      sub.kriteria[0]!.opsi.filter((o) => o.aktif).map((o) => [o.label, o.nilai_persen]),
    );
    const ids = [id, ...sub.kriteria.map((c) => c.id)];
    expect((await call('super', 'PUT', '/kriteria/urutan', { ids })).statusCode).toBe(200);
    expect((await editor()).komponen[1]!.sub[0]!.kriteria.map((c) => c.id)).toEqual(ids);
    // rows of two parents are not one order
    const other = (await editor()).komponen[2]!.sub[0]!.kriteria[0]!.id;
    const mixed = await call('super', 'PUT', '/kriteria/urutan', { ids: [id, other] });
    expect(mixed.statusCode).toBe(422);
    expect(mixed.json().errors.ids).toEqual(['Urutan hanya dapat diubah di antara baris dengan induk yang sama']);
  });

  it('an answered criterion is deactivated, not deleted; the unit no longer sees it', async () => {
    const kriteria = (await editor()).komponen[0]!.sub[1]!.kriteria[0]!;
    await t.database.db
      .insert(lkeJawaban)
      .values({ satuan_kerja_id: '1010', kriteria_id: kriteria.id, lembar: 1, opsi_id: kriteria.opsi[0]!.id });
    const refused = await call('super', 'DELETE', `/kriteria/${kriteria.id}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      'Kriteria sudah dijawab atau diberi eviden sehingga tidak dapat dihapus; nonaktifkan saja',
    );
    expect((await editor()).komponen[0]!.sub[1]!.kriteria[0]).toMatchObject({ id: kriteria.id, dipakai: true });
    const off = await call('super', 'PUT', `/kriteria/${kriteria.id}/aktif`, { aktif: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().message).toBe('Kriteria berhasil dinonaktifkan');
    expect(await unitSheet()).not.toContain(JSON.stringify(kriteria.pertanyaan));
    const [row] = await t.database.db.select().from(lkeKriteria).where(eq(lkeKriteria.id, kriteria.id));
    expect(row).toMatchObject({ aktif: false });
    // an unanswered option is deleted
    const opsi = (await editor()).komponen[3]!.sub[0]!.kriteria[0]!.opsi.at(-1)!;
    expect((await call('super', 'DELETE', `/opsi/${opsi.id}`)).statusCode).toBe(200);
    expect((await editor()).komponen[3]!.sub[0]!.kriteria[0]!.opsi.map((o) => o.id)).not.toContain(opsi.id);
  });

  it('checks the weights: components sum to 100, sub components to their component (422, nothing changes)', async () => {
    const tree = await editor();
    const [k1, k2] = tree.komponen;
    const bad = await call('super', 'PUT', '/bobot', {
      komponen: [{ id: k1!.id, bobot: k1!.bobot + 5 }],
      sub_komponen: [],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.komponen).toEqual(['Jumlah bobot komponen aktif harus 100 (sekarang 105,00)']);
    expect(bad.json().errors[`komponen.${k1!.id}`]).toEqual([
      `Jumlah bobot sub komponen aktif pada komponen ${k1!.kode} ${k1!.nama} harus ${k1!.bobot + 5},00 (sekarang ${k1!.bobot},00)`,
    ]);
    expect((await editor()).komponen[0]!.bobot).toBe(k1!.bobot);
    // moving 5 points from component 2 to component 1, with their first sub components: accepted
    const s1 = k1!.sub[0]!;
    const s2 = k2!.sub[0]!;
    const ok = await call('super', 'PUT', '/bobot', {
      komponen: [
        { id: k1!.id, bobot: k1!.bobot + 5 },
        { id: k2!.id, bobot: k2!.bobot - 5 },
      ],
      sub_komponen: [
        { id: s1.id, bobot: s1.bobot + 5 },
        { id: s2.id, bobot: s2.bobot - 5 },
      ],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await editor()).komponen.map((k) => k.bobot)).toEqual([
      k1!.bobot + 5,
      k2!.bobot - 5,
      ...tree.komponen.slice(2).map((k) => k.bobot),
    ]);
    // deactivating a weighted sub component breaks its component's sum
    const off = await call('super', 'PUT', `/sub-komponen/${s1.id}/aktif`, { aktif: false });
    expect(off.statusCode).toBe(422);
    expect(Object.keys(off.json().errors)).toEqual([`komponen.${k1!.id}`]);
  });

  it('401, 403, 404 and 422 for bad input', async () => {
    const kriteria = (await editor()).komponen[0]!.sub[0]!.kriteria[0]!;
    const body = { kode: '1', pertanyaan: 'Teks' };
    expect((await call(null, 'PUT', `/kriteria/${kriteria.id}`, body)).statusCode).toBe(401);
    expect((await call('perangkat_daerah', 'PUT', `/kriteria/${kriteria.id}`, body)).statusCode).toBe(403);
    expect((await call('validator_lke', 'POST', '/komponen', { kode: '9', nama: 'X' })).statusCode).toBe(403);
    const missing = await call('super', 'PUT', '/kriteria/999999', body);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Kriteria tidak ditemukan');
    const noParent = await call('super', 'POST', '/opsi', { kriteria_id: 999999, label: 'X', nilai_persen: 10 });
    expect(noParent.statusCode).toBe(422);
    expect(noParent.json().errors).toEqual({ kriteria_id: ['Kriteria tidak ditemukan'] });
    for (const [url, payload] of [
      [`/kriteria/${kriteria.id}`, { kode: '1', pertanyaan: '' }],
      [`/opsi/${kriteria.opsi[0]!.id}`, { label: 'A', nilai_persen: 101 }],
      [`/opsi/${kriteria.opsi[0]!.id}`, { label: 'A', nilai_persen: -1 }],
      [`/eviden-slot/${kriteria.slots[0]!.id}`, { label: 'A', jenis: 'video' }],
      [`/kriteria/${kriteria.id}/aktif`, { aktif: 'ya' }],
      ['/kriteria/urutan', { ids: [] }],
      ['/kriteria/abc', body],
    ] as const)
      expect((await call('super', 'PUT', url, payload)).statusCode, url).toBe(422);
    const blank = await call('super', 'PUT', `/kriteria/${kriteria.id}`, { kode: '1', pertanyaan: ' ' });
    expect(blank.json().errors).toEqual({ pertanyaan: ['Kriteria wajib diisi'] });
  });

  it('refuses every edit with a clear message once a unit of the year has submitted; nothing changes', async () => {
    const kriteria = (await editor()).komponen[0]!.sub[0]!.kriteria[0]!;
    await t.database.db
      .insert(lkeStatus)
      .values({ satuan_kerja_id: '1010', tahun: 2025, tahap: 'validasi_1', diajukan_1_at: new Date() });
    const message =
      'Lembar kerja LKE tahun 2025 tidak dapat diubah karena 1 satuan kerja sudah mengajukan LKE tahun ini';
    expect((await editor()).terkunci).toBe(message);
    const writes = [
      call('super', 'PUT', `/kriteria/${kriteria.id}`, { kode: kriteria.kode, pertanyaan: 'Diubah setelah pengajuan' }),
      call('super', 'POST', '/eviden-slot', { kriteria_id: kriteria.id, label: 'Baru', jenis: 'file' }),
      call('super', 'PUT', `/opsi/${kriteria.opsi[0]!.id}/aktif`, { aktif: false }),
      call('super', 'DELETE', `/eviden-slot/${kriteria.slots[0]!.id}`),
      call('super', 'PUT', '/kriteria/urutan', { ids: [kriteria.id] }),
      call('super', 'POST', '/komponen', { kode: '9', nama: 'Komponen baru' }),
      call('super', 'PUT', '/bobot', { komponen: [], sub_komponen: [] }),
    ];
    for (const res of await Promise.all(writes)) {
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().message).toBe(message);
    }
    expect((await editor()).komponen[0]!.sub[0]!.kriteria[0]).toEqual(kriteria);
  });
});
