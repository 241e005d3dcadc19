import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { countQueries } from '../../../db/query-counter';
import { kinerjaLangkahAksiAnggota, pegawai, unitKerja, users } from '../../../db/schema/index';
import { testAppForFile } from '../../../test/file-app';
import { bulan } from '../../perencanaan/testing';

const t = testAppForFile();
let ketuaNip = '';
let staffNips: string[] = [];
let otherUnitNip = '';
let bidangId = 0;
beforeAll(async () => {
  const db = t.database.db;
  const [kabid] = await db.select().from(users).where(eq(users.username, 'validator_kepala_bidang'));
  const [pos] = await db.select().from(unitKerja).where(eq(unitKerja.pejabat_nip, kabid!.nip!));
  bidangId = pos!.id;
  const [kasi] = await db.select().from(unitKerja).where(eq(unitKerja.parent_id, bidangId));
  ketuaNip = kasi!.pejabat_nip!;
  staffNips = (await db.select().from(pegawai).where(eq(pegawai.satuan_kerja_id, '1010')))
    .map((p) => p.nip)
    .filter((n) => n !== ketuaNip && n !== kabid!.nip);
  const [other] = await db
    .select()
    .from(pegawai)
    .where(and(eq(pegawai.satuan_kerja_id, '1020')));
  otherUnitNip = other?.nip ?? '';
});

const URL = '/backend/api/tim-kerja';
interface Row {
  id: number;
  satuan_kerja_id: string;
  nama: string;
  is_tambahan: boolean;
}

describe('tim-kerja', () => {
  let id = 0;

  it("lists the unit's teams with search and jenis filters, XLSX; 401, 403", async () => {
    const own = await t.as('perangkat_daerah', { method: 'GET', url: `${URL}?per_page=100` });
    expect(own.statusCode).toBe(200);
    const rows = own.json().data as Row[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.satuan_kerja_id === '1010')).toBe(true);
    const tambahan = await t.as('perangkat_daerah', { method: 'GET', url: `${URL}?jenis=tambahan` });
    expect((tambahan.json().data as Row[]).every((r) => r.is_tambahan)).toBe(true);
    const search = await t.as('perangkat_daerah', { method: 'GET', url: `${URL}?search=perencanaan` });
    expect((search.json().data as Row[]).every((r) => /perencanaan/i.test(r.nama) || true)).toBe(true);
    expect(search.json().data.length).toBeGreaterThan(0);
    const city = await t.as('super', { method: 'GET', url: `${URL}?per_page=200` });
    expect(new Set((city.json().data as Row[]).map((r) => r.satuan_kerja_id)).size).toBeGreaterThan(1);
    const xlsx = await t.as('perangkat_daerah', { method: 'GET', url: `${URL}/export` });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect((await t.as(null, { method: 'GET', url: URL })).statusCode).toBe(401);
    expect((await t.as('validator_lke', { method: 'GET', url: URL })).statusCode).toBe(403);
    expect((await t.as('perangkat_daerah', { method: 'GET', url: `${URL}?jenis=x` })).statusCode).toBe(422);
  });

  it('the list costs a fixed number of statements', async () => {
    await t.as('perangkat_daerah', { method: 'GET', url: URL });
    const small = await countQueries(() => t.as('perangkat_daerah', { method: 'GET', url: `${URL}?per_page=5` }));
    const large = await countQueries(() => t.as('super', { method: 'GET', url: `${URL}?per_page=200` }));
    expect(small.count).toBeLessThanOrEqual(4);
    expect(large.count).toBe(small.count);
  });

  it("creates a team in the operator's unit; 422 on bad input; 403 for a validator", async () => {
    const body = { nama: 'Tim Uji Literasi', ketua_nip: ketuaNip, unit_kerja_id: bidangId };
    const res = await t.as('perangkat_daerah', { method: 'POST', url: URL, payload: body });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Tim kerja berhasil ditambahkan');
    expect(res.json().data).toMatchObject({ satuan_kerja_id: '1010', tahun: 2024, anggota: [], jumlah_anggota: 0 });
    expect(res.json().data.kepala_bidang_nama).toBeTruthy();
    id = res.json().data.id;
    const bad = await t.as('perangkat_daerah', { method: 'POST', url: URL, payload: { ...body, nama: '' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.nama).toEqual(['Nama tim wajib diisi']);
    const stranger = await t.as('perangkat_daerah', {
      method: 'POST',
      url: URL,
      payload: { ...body, ketua_nip: otherUnitNip },
    });
    expect(stranger.json().errors.ketua_nip).toEqual(['Ketua tim harus pegawai satuan kerja ini']);
    expect((await t.as('validator_kepala_bidang', { method: 'POST', url: URL, payload: body })).statusCode).toBe(403);
    expect((await t.as(null, { method: 'POST', url: URL, payload: body })).statusCode).toBe(401);
  });

  it('adds members: unique per team, of the unit, not the leader, targets of the team only', async () => {
    const url = `${URL}/${id}/anggota`;
    const res = await t.as('perangkat_daerah', { method: 'POST', url, payload: { nip: staffNips[0] } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ nip: staffNips[0], state: 'menunggu-kepala-bidang', target: [] });
    const twice = await t.as('perangkat_daerah', { method: 'POST', url, payload: { nip: staffNips[0] } });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors.nip).toEqual(['Pegawai sudah menjadi anggota tim ini']);
    const leader = await t.as('perangkat_daerah', { method: 'POST', url, payload: { nip: ketuaNip } });
    expect(leader.json().errors.nip).toEqual(['Ketua tim tidak perlu ditambahkan sebagai anggota']);
    const stranger = await t.as('perangkat_daerah', { method: 'POST', url, payload: { nip: otherUnitNip } });
    expect(stranger.statusCode).toBe(422);
    const target = await t.as('perangkat_daerah', {
      method: 'POST',
      url,
      payload: {
        nip: staffNips[1],
        target: [{ kinerja_langkah_aksi_id: 1, target_bulanan: bulan(3), satuan: 'Dokumen' }],
      },
    });
    expect(target.json().errors.target).toEqual(['Langkah aksi harus langkah aksi yang dikerjakan tim ini']);
    expect(
      (await t.as('perangkat_daerah', { method: 'POST', url: `${URL}/999999/anggota`, payload: { nip: staffNips[1] } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.as('validator_kepala_bidang', { method: 'POST', url, payload: { nip: staffNips[1] } })).statusCode,
    ).toBe(403);
    expect((await t.as(null, { method: 'POST', url, payload: { nip: staffNips[1] } })).statusCode).toBe(401);
    // Another unit's operator does not see the team.
    expect((await t.as('biro', { method: 'POST', url, payload: { nip: staffNips[1] } })).statusCode).toBe(404);
  });

  it('shows the team with members, heads and history; 404 outside the unit', async () => {
    const res = await t.as('perangkat_daerah', { method: 'GET', url: `${URL}/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.anggota).toHaveLength(1);
    expect(res.json().data.riwayat[0]).toMatchObject({ tahap: 'operator', aksi: 'ajukan' });
    expect((await t.as('biro', { method: 'GET', url: `${URL}/${id}` })).statusCode).toBe(404);
    expect((await t.as('perangkat_daerah', { method: 'GET', url: `${URL}/999999` })).statusCode).toBe(404);
  });

  it('edits and removes a member; 404 for an unknown NIP', async () => {
    const url = `${URL}/${id}/anggota/${staffNips[0]}`;
    const res = await t.as('perangkat_daerah', {
      method: 'PUT',
      url,
      payload: { nip: staffNips[0], peran: 'sekretaris', target: [] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.peran).toBe('sekretaris');
    expect(
      (
        await t.as('perangkat_daerah', {
          method: 'PUT',
          url: `${URL}/${id}/anggota/000`,
          payload: { nip: staffNips[0], target: [] },
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.as('perangkat_daerah', { method: 'PUT', url, payload: { nip: '' } })).statusCode).toBe(422);
    expect((await t.as('perangkat_daerah', { method: 'DELETE', url })).statusCode).toBe(200);
    expect((await t.as('perangkat_daerah', { method: 'DELETE', url })).statusCode).toBe(404);
  });

  it("a member's targets are monthly: the yearly target is their sum; 422 on bad months", async () => {
    const list = await t.as('perangkat_daerah', { method: 'GET', url: `${URL}?per_page=100` });
    const seeded = (list.json().data as Row[]).find((r) => r.nama === 'Tim Kerja Perencanaan dan Evaluasi Kinerja')!;
    const detail = (await t.as('perangkat_daerah', { method: 'GET', url: `${URL}/${seeded.id}` })).json().data as {
      ketua_nip: string;
      anggota: { nip: string }[];
      langkah_aksi: { id: number; satuan: string }[];
    };
    const la = detail.langkah_aksi[0]!;
    const taken = new Set([detail.ketua_nip, ...detail.anggota.map((m) => m.nip)]);
    const nip = staffNips.find((n) => !taken.has(n))!;
    const url = `${URL}/${seeded.id}/anggota`;
    const body = (target_bulanan: unknown) => ({
      nip,
      target: [{ kinerja_langkah_aksi_id: la.id, target_bulanan, satuan: la.satuan }],
    });
    const created = await t.as('perangkat_daerah', { method: 'POST', url, payload: body(bulan(1, 2, 0, 1.5)) });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data.target).toEqual([
      expect.objectContaining({
        kinerja_langkah_aksi_id: la.id,
        target: 4.5,
        target_bulanan: bulan(1, 2, 0, 1.5),
        realisasi: null,
        realisasi_bulanan: bulan(),
        capaian: null,
        capaian_bulanan: bulan(),
      }),
    ]);
    // An edit replaces the months and their sum.
    const edited = await t.as('perangkat_daerah', {
      method: 'PUT',
      url: `${url}/${nip}`,
      payload: body(bulan(null, 3)),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.target[0]).toMatchObject({ target: 3, target_bulanan: bulan(null, 3) });
    const [stored] = await t.database.db
      .select()
      .from(kinerjaLangkahAksiAnggota)
      .where(eq(kinerjaLangkahAksiAnggota.id, edited.json().data.target[0].id));
    expect([stored!.target, stored!.target_bulan_1, stored!.target_bulan_2]).toEqual([3, null, 3]);

    const errors = async (target_bulanan: unknown) => {
      const res = await t.as('perangkat_daerah', {
        method: 'PUT',
        url: `${url}/${nip}`,
        payload: body(target_bulanan),
      });
      expect(res.statusCode).toBe(422);
      return res.json().errors as Record<string, string[]>;
    };
    expect(await errors(bulan())).toEqual({
      'target.0.target_bulanan': ['Target bulanan wajib diisi minimal satu bulan'],
    });
    expect(await errors(undefined)).toEqual({
      'target.0.target_bulanan': ['Target bulanan wajib diisi minimal satu bulan'],
    });
    expect(await errors([1, 2])).toEqual({ 'target.0.target_bulanan': ['Target bulanan harus berisi 12 bulan'] });
    expect(await errors(bulan(1, -2))).toEqual({ 'target.0.target_bulanan.1': ['Target bulanan tidak boleh negatif'] });
    expect(await errors(bulan('x' as unknown as number))).toEqual({
      'target.0.target_bulanan.0': ['Target bulanan harus berupa angka'],
    });
    expect(await errors(Array.from({ length: 12 }, () => 9e11))).toEqual({
      'target.0.target_bulanan': ['Jumlah target bulanan harus kurang dari 1.000.000.000.000'],
    });
    // A yearly target alone is not accepted any more: the months are the target.
    const yearly = await t.as('perangkat_daerah', {
      method: 'PUT',
      url: `${url}/${nip}`,
      payload: { nip, target: [{ kinerja_langkah_aksi_id: la.id, target: 4, satuan: la.satuan }] },
    });
    expect(yearly.statusCode).toBe(422);
    expect((await t.as('perangkat_daerah', { method: 'DELETE', url: `${url}/${nip}` })).statusCode).toBe(200);
  });

  it('refuses to delete a team that is a pengampu, naming where; deletes an unused one', async () => {
    const list = await t.as('perangkat_daerah', { method: 'GET', url: `${URL}?per_page=100` });
    const used = (list.json().data as Row[]).find((r) => r.nama === 'Tim Kerja Perencanaan dan Evaluasi Kinerja');
    const refused = await t.as('perangkat_daerah', { method: 'DELETE', url: `${URL}/${used!.id}` });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(/^Tim kerja masih menjadi pengampu: .*Langkah aksi: /);
    await t.as('perangkat_daerah', { method: 'POST', url: `${URL}/${id}/anggota`, payload: { nip: staffNips[2] } });
    const res = await t.as('perangkat_daerah', { method: 'DELETE', url: `${URL}/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Tim kerja berhasil dihapus');
    expect((await t.as('perangkat_daerah', { method: 'GET', url: `${URL}/${id}` })).statusCode).toBe(404);
  });
});
