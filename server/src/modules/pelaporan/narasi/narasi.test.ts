import { describe, expect, it } from 'vitest';
import type { NarasiLkipRecord } from '@sakip/domain';
import { testAppForFile } from '../../../test/file-app';
import { readXlsx } from '../../perencanaan/testing';

const t = testAppForFile();

const PEMDA = '/backend/api/lkip/narasi-pemda';
const PD = '/backend/api/lkip/narasi-pd';

describe('lkip/narasi-pemda', () => {
  let id = 0;

  it('lists the city narratives of the year to everyone, filters by bab', async () => {
    const res = await t.as('perangkat_daerah', { method: 'GET', url: PEMDA });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.length).toBeGreaterThan(0);
    expect(res.json().data.every((r: NarasiLkipRecord) => r.satuan_kerja_id === null)).toBe(true);
    const bab3 = await t.as('pemerintah_daerah', { method: 'GET', url: `${PEMDA}?bab=3` });
    expect(bab3.json().data.every((r: NarasiLkipRecord) => r.bab === 3)).toBe(true);
    expect(bab3.json().data[0].bab_nama).toBe('Bab III Akuntabilitas Kinerja');
    expect((await t.as(null, { method: 'GET', url: PEMDA })).statusCode).toBe(401);
  });

  it('lets the city write; a unit gets 403', async () => {
    const payload = { bab: 2, judul: 'Sasaran Strategis', narasi: 'Delapan sasaran strategis.' };
    expect((await t.as('perangkat_daerah', { method: 'POST', url: PEMDA, payload })).statusCode).toBe(403);
    const res = await t.as('pemerintah_daerah', {
      method: 'POST',
      url: PEMDA,
      payload: { ...payload, satuan_kerja_id: '1010' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Narasi pemda berhasil ditambahkan');
    expect(res.json().data).toMatchObject({ satuan_kerja_id: null, tahun: 2024, bab: 2 });
    id = res.json().data.id;
    const upd = await t.as('pemda', { method: 'PUT', url: `${PEMDA}/${id}`, payload: { ...payload, narasi: 'Ubah.' } });
    expect(upd.json().data.narasi).toBe('Ubah.');
    const riwayat = await t.as('super', { method: 'GET', url: `${PEMDA}/${id}/riwayat` });
    expect(riwayat.json().data).toHaveLength(2);
    const xlsx = await readXlsx(await t.as('super', { method: 'GET', url: `${PEMDA}/export?bab=2` }));
    expect(xlsx.filename).toBe('lkip-narasi-pemda-2024.xlsx');
    expect(xlsx.headers).toEqual(['No', 'Bab', 'Sasaran', 'Jenis Narasi', 'Judul', 'Narasi']);
  });

  it('validates (422) and keeps the levels apart (404)', async () => {
    const bad = await t.as('pemerintah_daerah', {
      method: 'POST',
      url: PEMDA,
      payload: { bab: 7, judul: '', narasi: '' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      bab: ['Bab wajib dipilih'],
      judul: ['Judul wajib diisi'],
      narasi: ['Narasi wajib diisi'],
    });
    expect((await t.as('super', { method: 'GET', url: `${PD}/${id}` })).statusCode).toBe(404);
    expect((await t.as('super', { method: 'DELETE', url: `${PEMDA}/${id}` })).statusCode).toBe(200);
    expect((await t.as('super', { method: 'GET', url: `${PEMDA}/${id}` })).statusCode).toBe(404);
  });
});

describe('lkip/narasi-pd', () => {
  let id = 0;

  it('a unit writes its own narrative (the body unit is ignored); the city reads all', async () => {
    const res = await t.as('perangkat_daerah', {
      method: 'POST',
      url: PD,
      payload: { satuan_kerja_id: '1025', bab: 3, judul: 'Capaian IKU', narasi: 'IKU tercapai 90%.' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ satuan_kerja_id: '1010', satuan_kerja_nama: 'Dinas Pendidikan' });
    id = res.json().data.id;
    const own = await t.as('perangkat_daerah', { method: 'GET', url: `${PD}?per_page=100` });
    expect(own.json().data.every((r: NarasiLkipRecord) => r.satuan_kerja_id === '1010')).toBe(true);
    const city = await t.as('pemerintah_daerah', { method: 'GET', url: `${PD}?per_page=100` });
    expect(new Set(city.json().data.map((r: NarasiLkipRecord) => r.satuan_kerja_id)).size).toBeGreaterThan(1);
    const chosen = await t.as('pemerintah_daerah', { method: 'GET', url: `${PD}?satuan_kerja_id=1025` });
    expect(chosen.json().data.every((r: NarasiLkipRecord) => r.satuan_kerja_id === '1025')).toBe(true);
    const search = await t.as('perangkat_daerah', { method: 'GET', url: `${PD}?search=tercapai 90` });
    expect(search.json().data.map((r: NarasiLkipRecord) => r.id)).toEqual([id]);
    expect(
      (
        await t.as('pemerintah_daerah', {
          method: 'PUT',
          url: `${PD}/${id}`,
          payload: { bab: 3, judul: 'X', narasi: 'Y' },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('hides other units’ narratives from a unit (404) and pemda rows from narasi-pd', async () => {
    const rsud = (await t.as('super', { method: 'GET', url: `${PD}?satuan_kerja_id=1025` })).json().data[0]
      .id as number;
    expect((await t.as('perangkat_daerah', { method: 'GET', url: `${PD}/${rsud}` })).statusCode).toBe(404);
    const payload = { bab: 1, judul: 'X', narasi: 'Y' };
    expect((await t.as('perangkat_daerah', { method: 'PUT', url: `${PD}/${rsud}`, payload })).statusCode).toBe(404);
    expect((await t.as('perangkat_daerah', { method: 'DELETE', url: `${PD}/${rsud}` })).statusCode).toBe(404);
    const pemdaId = (await t.as('super', { method: 'GET', url: PEMDA })).json().data[0].id as number;
    expect((await t.as('super', { method: 'GET', url: `${PD}/${pemdaId}` })).statusCode).toBe(404);
    expect((await t.as('perangkat_daerah', { method: 'DELETE', url: `${PD}/${id}` })).statusCode).toBe(200);
  });

  it('super chooses the unit, and must choose one', async () => {
    const res = await t.as('super', {
      method: 'POST',
      url: PD,
      payload: { satuan_kerja_id: '1200', bab: 4, judul: 'Penutup', narasi: 'Z' },
    });
    expect(res.json().data.satuan_kerja_id).toBe('1200');
    const none = await t.as('super', { method: 'POST', url: PD, payload: { bab: 4, judul: 'Penutup', narasi: 'Z' } });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.satuan_kerja_id).toEqual(['Satuan kerja wajib dipilih']);
  });
});

describe('narasi under a goal (Bab III, the seven kinds)', () => {
  const goalsOf = async (url: string, who: 'super' | 'perangkat_daerah') =>
    (await t.as(who, { method: 'GET', url: `${url}?per_page=500` })).json().data as {
      id: number;
      satuan_kerja_id?: string;
    }[];
  const body = (sasaran_id: number, extra: Record<string, unknown> = {}) => ({
    bab: 3,
    judul: 'Target dan Realisasi',
    narasi: 'Realisasi melampaui target.',
    sasaran_id,
    jenis: 'target-realisasi',
    ...extra,
  });

  it("a unit links its own SS-PD; another unit's goal, an unknown goal or another year is 422", async () => {
    const own = await goalsOf('/backend/api/sasaran-strategis-pd', 'perangkat_daerah');
    const goal = own[0]?.id as number;
    const res = await t.as('perangkat_daerah', { method: 'POST', url: PD, payload: body(goal) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      sasaran_id: goal,
      jenis: 'target-realisasi',
      jenis_nama: 'Perbandingan target dan realisasi kinerja tahun ini',
    });
    expect(res.json().data.sasaran_nama).toContain(' — ');
    const id = res.json().data.id as number;

    const rsud = (await goalsOf('/backend/api/sasaran-strategis-pd', 'super')).find(
      (g) => g.satuan_kerja_id === '1025',
    );
    const other = await t.as('perangkat_daerah', { method: 'POST', url: PD, payload: body(rsud?.id as number) });
    expect(other.statusCode).toBe(422);
    expect(other.json().errors.sasaran_id[0]).toMatch(/^Sasaran strategis perangkat daerah tidak ditemukan/);
    const edit = await t.as('perangkat_daerah', {
      method: 'PUT',
      url: `${PD}/${id}`,
      payload: body(rsud?.id as number),
    });
    expect(edit.statusCode).toBe(422);
    const unknown = await t.as('perangkat_daerah', { method: 'POST', url: PD, payload: body(2_000_000_000) });
    expect(unknown.statusCode).toBe(422);
    const lastPeriod = await t.as('perangkat_daerah', {
      method: 'POST',
      url: PD,
      payload: body(goal),
      headers: { 'default-key-tahun-kinerja': '2019' },
    });
    expect(lastPeriod.statusCode).toBe(422);
    expect((await t.as('perangkat_daerah', { method: 'DELETE', url: `${PD}/${id}` })).statusCode).toBe(200);
  });

  it('the city links an RPJMD goal; a unit may not write the city narratives (403)', async () => {
    const goal = (await goalsOf('/backend/api/sasaran-strategis-rpjmd', 'super'))[0]?.id as number;
    expect((await t.as('perangkat_daerah', { method: 'POST', url: PEMDA, payload: body(goal) })).statusCode).toBe(403);
    const res = await t.as('pemerintah_daerah', {
      method: 'POST',
      url: PEMDA,
      payload: body(goal, { jenis: 'nasional' }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ satuan_kerja_id: null, sasaran_id: goal, jenis: 'nasional' });
    const unknown = await t.as('pemerintah_daerah', { method: 'POST', url: PEMDA, payload: body(2_000_000_000) });
    expect(unknown.json().errors.sasaran_id).toEqual([
      'Sasaran strategis RPJMD tidak ditemukan pada periode tahun 2024',
    ]);
    expect((await t.as('super', { method: 'DELETE', url: `${PEMDA}/${res.json().data.id}` })).statusCode).toBe(200);
  });

  it('a goal or a kind belongs to Bab III, and a goal needs its kind (422)', async () => {
    const goal = (await goalsOf('/backend/api/sasaran-strategis-rpjmd', 'super'))[0]?.id as number;
    const bab2 = await t.as('pemda', { method: 'POST', url: PEMDA, payload: body(goal, { bab: 2 }) });
    expect(bab2.statusCode).toBe(422);
    expect(bab2.json().errors.bab).toEqual(['Narasi per sasaran hanya untuk Bab III']);
    const noKind = await t.as('pemda', { method: 'POST', url: PEMDA, payload: body(goal, { jenis: '' }) });
    expect(noKind.json().errors.jenis).toEqual(['Jenis narasi wajib dipilih']);
    const badKind = await t.as('pemda', { method: 'POST', url: PEMDA, payload: body(goal, { jenis: 'lain' }) });
    expect(badKind.json().errors.jenis).toEqual(['Jenis narasi tidak dikenal']);
  });
});

describe('narrative kinds of the front matter and Bab I (PermenPAN-RB 53/2014)', () => {
  it('the city writes its Kata Pengantar and Ikhtisar Eksekutif (bab 0, by kind) and Bab I’s organisation narratives', async () => {
    const created: number[] = [];
    try {
      for (const payload of [
        { bab: 0, jenis: 'kata-pengantar', judul: 'Kata Pengantar', narasi: 'Puji syukur.' },
        { bab: '0', jenis: 'ikhtisar-eksekutif', judul: 'Ikhtisar', narasi: 'Ringkasan kinerja.' },
        { bab: 1, jenis: 'isu-strategis', judul: 'Isu Strategis', narasi: 'Mutu layanan.' },
      ]) {
        const res = await t.as('pemda', { method: 'POST', url: PEMDA, payload });
        expect(res.statusCode, res.body).toBe(200);
        created.push(res.json().data.id);
      }
      const list = await t.as('pemerintah_daerah', { method: 'GET', url: `${PEMDA}?bab=0&per_page=100` });
      const rows = list.json().data as { id: number; bab_nama: string; jenis: string; jenis_nama: string }[];
      const own = rows.filter((r) => created.includes(r.id));
      expect(own.map((r) => [r.bab_nama, r.jenis_nama])).toEqual([
        ['Kata Pengantar dan Ikhtisar Eksekutif', 'Kata Pengantar'],
        ['Kata Pengantar dan Ikhtisar Eksekutif', 'Ikhtisar Eksekutif'],
      ]);
      // The seeded demo narratives of the new kinds are there too.
      expect(rows.some((r) => !created.includes(r.id) && r.jenis === 'kata-pengantar')).toBe(true);
      const detail = await t.as('pemda', { method: 'GET', url: `${PEMDA}/${created[2]}` });
      expect(detail.json().data).toMatchObject({ bab: 1, jenis: 'isu-strategis', jenis_nama: 'Isu strategis' });
    } finally {
      for (const id of created) await t.as('super', { method: 'DELETE', url: `${PEMDA}/${id}` });
    }
  });

  it('a unit writes its Bab I narratives by kind; the Bab I screen shows them', async () => {
    const res = await t.as('perangkat_daerah', {
      method: 'POST',
      url: PD,
      payload: { bab: 1, jenis: 'tugas-fungsi', judul: 'Tugas dan Fungsi Dinas', narasi: 'Urusan pendidikan.' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.id as number;
    try {
      const bab1 = (await t.as('perangkat_daerah', { method: 'GET', url: '/backend/api/lkip/bab/1' })).json().data as {
        judul: string;
        narasi: { id: number; jenis: string | null }[];
      };
      expect(bab1.judul).toBe('Bab I Pendahuluan');
      expect(bab1.narasi.find((n) => n.id === id)?.jenis).toBe('tugas-fungsi');
      // Front-matter narratives stay out of the chapters.
      expect(bab1.narasi.some((n) => n.jenis === 'kata-pengantar')).toBe(false);
    } finally {
      await t.as('super', { method: 'DELETE', url: `${PD}/${id}` });
    }
  });

  it('a kind belongs to its part, the front matter needs its kind, and a refused write changes nothing (422)', async () => {
    const before = (await t.as('pemda', { method: 'GET', url: `${PEMDA}?per_page=100` })).json().data.length as number;
    const post = (payload: Record<string, unknown>) =>
      t.as('pemda', { method: 'POST', url: PEMDA, payload: { judul: 'X', narasi: 'Y', ...payload } });
    const wrongBab = await post({ bab: 2, jenis: 'kata-pengantar' });
    expect(wrongBab.statusCode).toBe(422);
    expect(wrongBab.json().errors.jenis).toEqual(['Kata Pengantar hanya untuk Kata Pengantar dan Ikhtisar Eksekutif']);
    const bab1Kind = await post({ bab: 0, jenis: 'isu-strategis' });
    expect(bab1Kind.json().errors.jenis).toEqual(['Isu strategis hanya untuk Bab I Pendahuluan']);
    const noKind = await post({ bab: 0, jenis: '' });
    expect(noKind.json().errors.jenis).toEqual(['Jenis narasi wajib dipilih']);
    const sevenOutsideBab3 = await post({ bab: 1, jenis: 'efisiensi' });
    expect(sevenOutsideBab3.json().errors.bab).toEqual(['Narasi per sasaran hanya untuk Bab III']);
    for (const bab of [5, -1, '', true, '0.5']) expect((await post({ bab })).statusCode, String(bab)).toBe(422);
    const after = (await t.as('pemda', { method: 'GET', url: `${PEMDA}?per_page=100` })).json().data.length as number;
    expect(after).toEqual(before);
  });
});
