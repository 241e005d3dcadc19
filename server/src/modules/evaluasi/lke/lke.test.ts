import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LkeStructure, SessionUser } from '@sakip/domain';
import { auditLog, lkeEviden, referensi, users } from '../../../db/schema/index';
import { countQueries } from '../../../db/query-counter';
import { renderPdf } from '../../../lib/pdf';
import { createTestApp, type TestApp } from '../../../test/harness';
import { multipart, SAMPLE } from '../../../test/multipart';
import { hasil, lembar, pleno, rekap } from './lke.service';

let t: TestApp;
let small: TestApp;
let pdf: Buffer;
beforeAll(async () => {
  [t, small] = await Promise.all([createTestApp(), createTestApp({ uploadMaxBytes: 2 * 1024 })]);
  pdf = await renderPdf({ content: [{ text: 'Eviden uji '.repeat(400) }] });
});
afterAll(async () => {
  await Promise.all([t?.close(), small?.close()]);
});

const API = '/backend/api/lke';
const PD = '1010';
const NOT_ASSIGNED = '9999005';
const IN_VALIDASI_1 = '9999002';

interface Sheet {
  tahap: string;
  boleh_ubah: boolean;
  boleh_nilai: boolean;
  struktur: LkeStructure;
  jawaban: Record<string, number | null>;
  eviden: Record<string, { id: number | null; isi: string | null; file_name: string | null; sistem: boolean }>;
  penilaian: Record<string, { opsi_id: number | null; status: string | null }>;
  kurang: { kode: string; kurang: string[] }[];
  skor_unit: { total: number };
}
const sheetOf = async (who: Parameters<TestApp['as']>[0], tahap: 1 | 2, unit?: string, app = t) => {
  const res = await app.as(who, {
    method: 'GET',
    url: `${API}/lembar?tahap=${tahap}${unit ? `&satuan_kerja_id=${unit}` : ''}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: Sheet }>().data;
};
const kriteriaOf = (s: Sheet) => s.struktur.flatMap((k) => k.sub.flatMap((x) => x.kriteria));
const firstFileSlot = (s: Sheet) =>
  kriteriaOf(s)
    .flatMap((k) => k.slots)
    .find((sl) => sl.jenis === 'file')!;

/** The validator's scores of a stage (PUT), or `who`'s attempt at them. */
const score = (payload: object, who: Parameters<TestApp['as']>[0] = 'validator_lke') =>
  t.as(who, { method: 'PUT', url: `${API}/penilaian`, payload });
/** The validator closes stage `tahap` of the unit PD. */
const closeStage = (tahap: 1 | 2) =>
  t.as('validator_lke', { method: 'POST', url: `${API}/penilaian/tutup`, payload: { satuan_kerja_id: PD, tahap } });

/** Every criterion scored with the unit's answer and 'terima' (one 'tolak' with a note). */
function fullPenilaian(s: Sheet, unit: string, tahap: 1 | 2) {
  return {
    satuan_kerja_id: unit,
    tahap,
    nilai: kriteriaOf(s).map((k, i) => ({
      kriteria_id: k.id,
      opsi_id: s.jawaban[k.id] ?? k.opsi[0]!.id,
      status: i === 0 ? 'tolak' : 'terima',
      catatan: i === 0 ? 'Dokumen belum ditandatangani' : null,
    })),
  };
}

describe('lke: the unit fills in and submits (stage 1)', () => {
  it('shows the own worksheet with system links and what is missing; 401; 403 for setda', async () => {
    const s = await sheetOf('perangkat_daerah', 1);
    expect(s.tahap).toBe('pengisian');
    expect(s.boleh_ubah).toBe(true);
    expect(kriteriaOf(s)).toHaveLength(80);
    expect(s.struktur.map((k) => k.bobot)).toEqual([30, 30, 15, 25]);
    expect(Object.values(s.eviden).some((e) => e.sistem && e.isi?.startsWith('/public-display/'))).toBe(true);
    expect(s.kurang.length).toBeGreaterThan(0);
    expect((await t.as(null, { method: 'GET', url: `${API}/lembar` })).statusCode).toBe(401);
    expect((await t.as('setda', { method: 'GET', url: `${API}/lembar` })).statusCode).toBe(403);
    // another unit's worksheet is not the unit's to read
    expect(
      (await t.as('perangkat_daerah', { method: 'GET', url: `${API}/lembar?satuan_kerja_id=1025` })).statusCode,
    ).toBe(404);
  });

  it('refuses an incomplete submit with what is missing', async () => {
    const res = await t.as('perangkat_daerah', { method: 'POST', url: `${API}/eviden/ajukan`, payload: { tahap: 1 } });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      'Lembar kerja belum lengkap: 4.c.4 (Dokumen pendukung); 4.c.5 (Jawaban, Dokumen pendukung)',
    );
  });

  it('refuses an option of another criterion (422)', async () => {
    const s = await sheetOf('perangkat_daerah', 1);
    const [a, b] = kriteriaOf(s);
    const res = await t.as('perangkat_daerah', {
      method: 'PUT',
      url: `${API}/eviden`,
      payload: { tahap: 1, jawaban: [{ kriteria_id: a!.id, opsi_id: b!.opsi[0]!.id }] },
    });
    expect(res.statusCode).toBe(422);
  });

  it('uploads: wrong content with a .pdf name 422, too large 413, a traversal name kept as a plain name', async () => {
    const s = await sheetOf('perangkat_daerah', 1);
    const slot = firstFileSlot(s);
    const up = (app: TestApp, content: Buffer, filename: string) =>
      app.as('perangkat_daerah', {
        method: 'POST',
        url: `${API}/eviden/upload`,
        ...multipart({ slot_id: slot.id, tahap: 1 }, { filename, content, contentType: 'application/pdf' }),
      });
    expect((await up(t, SAMPLE.notPdf, 'eviden.pdf')).statusCode).toBe(422);
    const big = await up(small, pdf, 'besar.pdf');
    expect(big.statusCode).toBe(413);
    const ok = await up(t, pdf, '../../etc/passwd.pdf');
    expect(ok.statusCode, ok.body).toBe(200);
    const id = ok.json().data.id as number;
    expect(ok.json().data.file_name).not.toContain('/');
    const dl = await t.as('perangkat_daerah', { method: 'GET', url: `${API}/eviden/${id}/file` });
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-type']).toBe('application/pdf');
    expect(String(dl.headers['content-disposition'])).not.toContain('/');
    expect(dl.rawPayload.equals(pdf)).toBe(true);
    // another unit may not download it; a validator assigned to the unit may
    expect((await t.as('biro', { method: 'GET', url: `${API}/eviden/${id}/file` })).statusCode).toBe(404);
    expect((await t.as('validator_lke', { method: 'GET', url: `${API}/eviden/${id}/file` })).statusCode).toBe(200);
  });

  it('fills the rest, submits, and is read-only afterwards (409)', async () => {
    const s = await sheetOf('perangkat_daerah', 1);
    const jawaban = kriteriaOf(s)
      .filter((k) => !s.jawaban[k.id])
      .map((k) => ({ kriteria_id: k.id, opsi_id: k.opsi[0]!.id }));
    const eviden = kriteriaOf(s)
      .flatMap((k) => k.slots)
      .filter((sl) => !s.eviden[sl.id])
      .map((sl) => ({ slot_id: sl.id, isi: 'Arsip bagian perencanaan' }));
    const save = await t.as('perangkat_daerah', {
      method: 'PUT',
      url: `${API}/eviden`,
      payload: { tahap: 1, jawaban, eviden },
    });
    expect(save.statusCode, save.body).toBe(200);
    expect((await sheetOf('perangkat_daerah', 1)).kurang).toEqual([]);
    const res = await t.as('perangkat_daerah', { method: 'POST', url: `${API}/eviden/ajukan`, payload: { tahap: 1 } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await sheetOf('perangkat_daerah', 1)).boleh_ubah).toBe(false);
    const again = await t.as('perangkat_daerah', {
      method: 'PUT',
      url: `${API}/eviden`,
      payload: { tahap: 1, jawaban },
    });
    expect(again.statusCode).toBe(409);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.table_name, 'lke_status'), eq(auditLog.record_id, `${PD}/2024`)));
    expect(audit?.new_values).toMatchObject({ tahap: 'validasi_1' });
  });
});

describe('lke: the validator scores (stage 1)', () => {
  it('refuses a unit not assigned (403) and other roles (403)', async () => {
    const res = await t.as('validator_lke', { method: 'GET', url: `${API}/lembar?satuan_kerja_id=${NOT_ASSIGNED}` });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Satuan kerja ini tidak ditugaskan kepada Anda');
    const put = await score({ satuan_kerja_id: NOT_ASSIGNED, tahap: 1, nilai: [] });
    expect(put.statusCode).toBe(403);
    expect((await score({ satuan_kerja_id: PD, tahap: 1, nilai: [] }, 'perangkat_daerah')).statusCode).toBe(403);
  });

  it('refuses to close with a criterion unscored, then scores all and closes', async () => {
    const s = await sheetOf('validator_lke', 1, PD);
    expect(s.boleh_nilai).toBe(true);
    const body = fullPenilaian(s, PD, 1);
    // a rejection without a note is refused on its field, and nothing is saved
    const silent = await score({ ...body, nilai: [{ ...body.nilai[0]!, catatan: ' ' }] });
    expect(silent.statusCode).toBe(422);
    expect(silent.json().errors).toEqual({ 'nilai.0.catatan': ['Catatan wajib diisi bila kriteria ditolak'] });
    expect((await sheetOf('validator_lke', 1, PD)).penilaian[body.nilai[0]!.kriteria_id]?.status ?? null).toBeNull();
    const partial = await score({ ...body, nilai: body.nilai.slice(0, 10) });
    expect(partial.statusCode, partial.body).toBe(200);
    const early = await closeStage(1);
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toMatch(/^Penilaian belum lengkap: /);
    expect((await score(body)).statusCode).toBe(200);
    const close = await closeStage(1);
    expect(close.statusCode, close.body).toBe(200);
    // writing after close is refused
    const late = await score(body);
    expect(late.statusCode).toBe(409);
  });

  it('the unit sees the verdicts on eviden-2, with sheet 2 copied from sheet 1', async () => {
    const s2 = await sheetOf('perangkat_daerah', 2);
    expect(s2.tahap).toBe('perbaikan');
    expect(s2.boleh_ubah).toBe(true);
    expect(s2.kurang).toEqual([]);
    const res = await t.as('perangkat_daerah', { method: 'GET', url: `${API}/lembar?tahap=2` });
    const awal = res.json().data.penilaian_awal as Record<string, { status: string }>;
    expect(Object.values(awal).filter((p) => p.status === 'tolak')).toHaveLength(1);
  });
});

describe('lke: eviden-2, stage 2, plenary', () => {
  it('refuses eviden-2 once the count-down-penilaian day has begun (409 with the banner text)', async () => {
    const db = t.database.db;
    const [row] = await db
      .select()
      .from(referensi)
      .where(and(eq(referensi.tahun, 2024), eq(referensi.kode, 'count-down-penilaian')));
    const today = new Date();
    const iso = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    await db.update(referensi).set({ nilai_date: iso }).where(eq(referensi.id, row!.id));
    const res = await t.as('perangkat_daerah', { method: 'POST', url: `${API}/eviden/ajukan`, payload: { tahap: 2 } });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Batas Waktu Pengisian Eviden Perbaikan Telah Habis');
    expect((await sheetOf('perangkat_daerah', 2)).boleh_ubah).toBe(false);
    await db.update(referensi).set({ nilai_date: row!.nilai_date }).where(eq(referensi.id, row!.id));
  });

  it('improves, submits stage 2; the validator closes it; notes are generated', async () => {
    const s2 = await sheetOf('perangkat_daerah', 2);
    const k = kriteriaOf(s2)[0]!;
    const save = await t.as('perangkat_daerah', {
      method: 'PUT',
      url: `${API}/eviden`,
      payload: {
        tahap: 2,
        jawaban: [{ kriteria_id: k.id, opsi_id: k.opsi[0]!.id }],
        eviden: [{ slot_id: k.slots[0]!.id, isi: 'https://contoh.go.id/renstra' }],
      },
    });
    expect(save.statusCode, save.body).toBe(200);
    expect(
      (await t.as('perangkat_daerah', { method: 'POST', url: `${API}/eviden/ajukan`, payload: { tahap: 2 } }))
        .statusCode,
    ).toBe(200);
    const v = await sheetOf('validator_lke', 2, PD);
    expect(v.boleh_nilai).toBe(true);
    const body = fullPenilaian(v, PD, 2);
    // the validator differs on one criterion: a note
    body.nilai[1] = { ...body.nilai[1]!, opsi_id: kriteriaOf(v)[1]!.opsi.at(-1)!.id };
    expect((await score(body)).statusCode).toBe(200);
    const close = await closeStage(2);
    expect(close.statusCode, close.body).toBe(200);
    const h = await t.as('perangkat_daerah', { method: 'GET', url: `${API}/hasil` });
    expect(h.json().data.catatan.length).toBe(2);
    expect(h.json().data.nilai_akhir.sumber).toBe('tahap_akhir');
  });

  it('plenary: out of range and off-step refused (422); closes; nothing changes after', async () => {
    const g = await t.as('validator_lke_pleno', { method: 'GET', url: `${API}/pleno?satuan_kerja_id=${PD}` });
    expect(g.statusCode).toBe(200);
    const komponen = g.json().data.komponen as { komponen_id: number; bobot: number }[];
    const put = (nilai: number[]) =>
      t.as('validator_lke_pleno', {
        method: 'PUT',
        url: `${API}/pleno`,
        payload: {
          satuan_kerja_id: PD,
          nilai: komponen.map((k, i) => ({ komponen_id: k.komponen_id, nilai: nilai[i] })),
        },
      });
    const over = await put([30.5, 20, 10, 20]);
    expect(over.statusCode).toBe(422);
    expect(over.json().errors['nilai.0.nilai']).toEqual(['Perencanaan Kinerja: Nilai harus antara 0 dan 30']);
    expect((await put([25.25, 20, 10, 20])).statusCode).toBe(422);
    const early = await t.as('validator_lke_pleno', {
      method: 'POST',
      url: `${API}/pleno/tutup`,
      payload: { satuan_kerja_id: PD },
    });
    expect(early.statusCode).toBe(422);
    expect((await put([25.5, 24, 11, 20])).statusCode).toBe(200);
    const close = await t.as('validator_lke_pleno', {
      method: 'POST',
      url: `${API}/pleno/tutup`,
      payload: { satuan_kerja_id: PD },
    });
    expect(close.statusCode, close.body).toBe(200);
    expect((await put([25, 24, 11, 20])).statusCode).toBe(409);
    const h = await t.as('perangkat_daerah', { method: 'GET', url: `${API}/hasil` });
    expect(h.json().data.nilai_akhir).toMatchObject({ nilai: 80.5, sumber: 'pleno', predikat: 'A' });
    const batal = await t.as('validator_lke', {
      method: 'POST',
      url: `${API}/penilaian/batal`,
      payload: { satuan_kerja_id: PD, tahap: 2 },
    });
    expect(batal.statusCode).toBe(409);
  });

  it('Batal Validasi at stage 1 reopens the worksheet', async () => {
    const res = await t.as('validator_lke', {
      method: 'POST',
      url: `${API}/penilaian/batal`,
      payload: { satuan_kerja_id: IN_VALIDASI_1, tahap: 1 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const s = await sheetOf('validator_lke', 1, IN_VALIDASI_1);
    expect(s.tahap).toBe('pengisian');
  });
});

describe('lke: results, recap, LHE, public', () => {
  it('recap lists every unit with its predikat; XLSX; LHE PDF', async () => {
    const res = await t.as('validator_lke', { method: 'GET', url: `${API}/rekap` });
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as { satuan_kerja_id: string; predikat: string | null; sumber: string | null }[];
    expect(rows.filter((r) => r.sumber === 'pleno').length).toBeGreaterThanOrEqual(3);
    const x = await t.as('super', { method: 'GET', url: `${API}/rekap/export` });
    expect(x.statusCode).toBe(200);
    expect(x.headers['content-type']).toContain('spreadsheetml');
    const lhe = await t.as('validator_lke', { method: 'GET', url: `${API}/lhe?satuan_kerja_id=1025` });
    expect(lhe.statusCode).toBe(200);
    expect(lhe.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const px = await t.as('validator_lke', {
      method: 'GET',
      url: `${API}/penilaian/export?satuan_kerja_id=1025&tahap=2`,
    });
    expect(px.statusCode).toBe(200);
  });

  it('public results carry scores only (no notes, files or names); any guest', async () => {
    const res = await t.as(null, {
      method: 'GET',
      url: `/backend/api/public-display/lke/hasil?tahun_kinerja=2024&satuan_kerja_id=1025`,
    });
    expect(res.statusCode).toBe(200);
    const body = res.body;
    expect(body).not.toMatch(/catatan|rekomendasi|file|validator_nama|eviden/i);
    const data = res.json().data;
    expect(data.kolom.find((k: { kunci: string }) => k.kunci === 'pleno').total).toBeGreaterThan(0);
    const units = await t.as(null, { method: 'GET', url: '/backend/api/public-display/lke/unit' });
    expect(units.statusCode).toBe(200);
    const unknown = await t.as(null, {
      method: 'GET',
      url: '/backend/api/public-display/lke/hasil?satuan_kerja_id=nope',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('a unit still filling in shows no public self-assessment', async () => {
    const res = await t.as(null, {
      method: 'GET',
      url: `/backend/api/public-display/lke/hasil?satuan_kerja_id=9999003`,
    });
    expect(res.json().data.kolom.every((k: { total: number | null }) => k.total === null)).toBe(true);
  });

  it('pages take a bounded number of statements', async () => {
    const [row] = await t.database.db.select().from(users).where(eq(users.username, 'validator_lke'));
    const actor = { ...row!, role: 'validator_lke', satuan_kerja_nama: null, is_biro: false } as unknown as SessionUser;
    const r = await countQueries(() => rekap(t.database.db, actor, 2024));
    const h = await countQueries(() => hasil(t.database.db, actor, 2024, '1025'));
    const l = await countQueries(() => lembar(t.database.db, actor, 2024, { satuan_kerja_id: '1025', tahap: 2 }));
    const p = await countQueries(() => pleno(t.database.db, actor, 2024, '1025'));
    expect(r.result.data.length).toBeGreaterThan(10);
    expect({ rekap: r.count, hasil: h.count, lembar: l.count, pleno: p.count }).toEqual({
      rekap: 8,
      hasil: 11,
      lembar: 10,
      pleno: 9,
    });
  });

  it('removing a file keeps the others', async () => {
    const db = t.database.db;
    const [row] = await db
      .select({ id: lkeEviden.id, key: lkeEviden.file_key })
      .from(lkeEviden)
      .where(
        and(eq(lkeEviden.satuan_kerja_id, '9999003'), sql`${lkeEviden.file_key} is not null`, eq(lkeEviden.lembar, 1)),
      );
    expect(row).toBeDefined();
    // biroHukum has no user; use super, which may write any unit
    const del = await t.as('super', { method: 'DELETE', url: `${API}/eviden/${row!.id}/file` });
    expect(del.statusCode, del.body).toBe(200);
    const others = await db
      .select({ id: lkeEviden.id })
      .from(lkeEviden)
      .where(and(eq(lkeEviden.satuan_kerja_id, '1025'), sql`${lkeEviden.file_key} is not null`));
    expect(others.length).toBeGreaterThan(0);
    const dl = await t.as('super', { method: 'GET', url: `${API}/eviden/${others[0]!.id}/file` });
    expect(dl.statusCode).toBe(200);
  });
});

describe('lke: the scale of PermenPAN-RB 88/2021 through the endpoints', () => {
  const HUKUM = '9999003'; // still filling in; super may write any unit
  const answerAll = async (pick: (k: ReturnType<typeof kriteriaOf>[number]) => number) => {
    const s = await sheetOf('super', 1, HUKUM);
    const res = await t.as('super', {
      method: 'PUT',
      url: `${API}/eviden`,
      payload: {
        satuan_kerja_id: HUKUM,
        tahap: 1,
        jawaban: kriteriaOf(s).map((k) => ({ kriteria_id: k.id, opsi_id: pick(k) })),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    return sheetOf('super', 1, HUKUM);
  };
  const grade = (label: string) => (k: ReturnType<typeof kriteriaOf>[number]) =>
    k.opsi.find((o) => o.label === label)!.id;

  it('the worksheet has 80 criteria (6/11/8, 3/7/10, 6/9/7, 3/5/5), each graded AA..E with its meaning', async () => {
    const s = await sheetOf('super', 1, HUKUM);
    expect(s.struktur.map((k) => k.sub.map((x) => x.kriteria.length))).toEqual([
      [6, 11, 8],
      [3, 7, 10],
      [6, 9, 7],
      [3, 5, 5],
    ]);
    for (const k of kriteriaOf(s)) {
      expect(k.opsi.map((o) => `${o.label}=${Math.round(o.nilai * 100)}`)).toEqual([
        'AA=100',
        'A=90',
        'BB=80',
        'B=70',
        'CC=60',
        'C=50',
        'D=30',
        'E=0',
      ]);
      expect(k.opsi.every((o) => (o.penjelasan ?? '').length > 20)).toBe(true);
    }
    const [ada, mutu] = s.struktur[0]!.sub;
    expect(ada!.kriteria[0]!.opsi[0]!.penjelasan).toContain('5 tahun');
    expect(mutu!.kriteria[0]!.opsi[0]!.penjelasan).toContain('contoh secara nasional');
    expect(ada!.penjelasan).toBe('Dokumen perencanaan kinerja telah tersedia.');
  });

  it('BB everywhere scores exactly 80.00 (BB); AA everywhere 100.00 (AA)', async () => {
    const bb = await answerAll(grade('BB'));
    expect(bb.skor_unit.total).toBe(80);
    expect((bb as unknown as { predikat_unit: string }).predikat_unit).toBe('BB');
    const aa = await answerAll(grade('AA'));
    expect(aa.skor_unit.total).toBe(100);
    expect((aa as unknown as { predikat_unit: string }).predikat_unit).toBe('AA');
  });

  it('warns (does not block) when kualitas is graded above keberadaan, naming both', async () => {
    const s = await answerAll((k) => grade(k.kode.startsWith('1.a') ? 'C' : 'BB')(k));
    const warnings = (s as unknown as { kerangka_logis: { sub: string; keberadaan: string; pesan: string }[] })
      .kerangka_logis;
    expect(warnings.map((w) => [w.sub, w.keberadaan])).toEqual([
      ['1.b Kualitas', '1.a Keberadaan'],
      ['1.c Pemanfaatan', '1.a Keberadaan'],
    ]);
    expect(warnings[0]!.pesan).toContain('1.b Kualitas (80,00%) dinilai lebih tinggi daripada 1.a Keberadaan (50,00%)');
  });

  it('results carry the predikat with its interpretation', async () => {
    const res = await t.as('validator_lke', { method: 'GET', url: `${API}/hasil?satuan_kerja_id=1025` });
    const akhir = res.json().data.nilai_akhir as { predikat: string; keterangan: string; interpretasi: string };
    expect(akhir.interpretasi.length).toBeGreaterThan(40);
    expect(res.json().data.skala_lama).toBe(false);
  });
});
