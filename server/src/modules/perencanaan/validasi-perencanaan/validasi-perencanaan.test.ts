import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { kinerjaProgram } from '../../../db/schema/index';
import { countQueries } from '../../../db/query-counter';
import type { TestApp } from '../../../test/harness';
import { latestAudit } from '../../../test/audit-trail';
import { testAppForFile } from '../../../test/file-app';
import { setValidasi, UNIT_BIRO, UNIT_LAIN, UNIT_PD, UNIT_SETDA } from '../testing';

const t = testAppForFile();
const base = '/backend/api/validasi-perencanaan';
type Who = Parameters<TestApp['as']>[0];

beforeAll(async () => {
  for (const unit of [UNIT_PD, UNIT_LAIN, UNIT_SETDA, UNIT_BIRO]) await setValidasi(t.database.db, unit, 2024, null);
});

function ajukan(who: Who, unit: string, catatan?: string) {
  return t.as(who, { method: 'POST', url: `${base}/${unit}/ajukan`, payload: catatan ? { catatan } : {} });
}

function putuskan(who: Who, unit: string, tahap: number, keputusan: 'setuju' | 'tolak', catatan?: string) {
  return t.as(who, { method: 'POST', url: `${base}/${unit}/validasi`, payload: { tahap, keputusan, catatan } });
}

async function ownStatus(who: Who) {
  const res = await t.as(who, { method: 'GET', url: base });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

/** A planning write of the unit (update of one of its kinerja program rows with its own values). */
async function editProgram(who: Who, unit: string) {
  const [row] = await t.database.db
    .select({ id: kinerjaProgram.id })
    .from(kinerjaProgram)
    .where(and(eq(kinerjaProgram.satuan_kerja_id, unit), eq(kinerjaProgram.tahun, 2024)))
    .limit(1);
  expect(row, `a kinerja program of ${unit} in the demo data`).toBeDefined();
  const url = `/backend/api/kinerja-program/${row!.id}`;
  const current = (await t.as(who, { method: 'GET', url })).json().data;
  return t.as(who, {
    method: 'PUT',
    url,
    payload: {
      sasaran_strategis_pd_id: current.sasaran_strategis_pd_id,
      program_id: current.program_id,
      sasaran: current.sasaran,
      indikator: current.indikator,
      satuan: current.satuan,
      target: current.target,
      anggaran: current.anggaran,
      // A PUT replaces the record: the values it would otherwise erase are sent back (decision 0050).
      realisasi: current.realisasi,
      target_bulanan: current.target_bulanan,
      realisasi_bulanan: current.realisasi_bulanan,
      anggaran_bulanan: current.anggaran_bulanan,
      realisasi_anggaran_bulanan: current.realisasi_anggaran_bulanan,
    },
  });
}

function errorsOf(res: { json(): { errors?: Record<string, string[]> } }) {
  return res.json().errors ?? {};
}

describe('validasi-perencanaan: access', () => {
  it('answers 401 to guests and 403 to roles without the permission', async () => {
    for (const url of [base, `${base}/satuan-kerja`, `${base}/${UNIT_PD}`]) {
      expect((await t.as(null, { method: 'GET', url })).statusCode, url).toBe(401);
    }
    expect((await ajukan(null, UNIT_PD)).statusCode).toBe(401);
    expect((await t.as('validator_lke', { method: 'GET', url: `${base}/satuan-kerja` })).statusCode).toBe(403);
    expect((await ajukan('validator_bappeda', UNIT_PD)).statusCode).toBe(403);
    expect((await putuskan('pemerintah_daerah', UNIT_PD, 1, 'setuju')).statusCode).toBe(403);
  });

  it('keeps a unit inside its own unit: other units are 404, setda reads its biro but submits only its own', async () => {
    expect((await t.as('perangkat_daerah', { method: 'GET', url: `${base}/${UNIT_LAIN}` })).statusCode).toBe(404);
    expect((await ajukan('perangkat_daerah', UNIT_LAIN)).statusCode).toBe(404);
    expect((await t.as('validator_perencanaan_1', { method: 'GET', url: `${base}/tidak-ada` })).statusCode).toBe(404);
    expect((await t.as('setda', { method: 'GET', url: `${base}/${UNIT_BIRO}` })).statusCode).toBe(200);
    const setdaForBiro = await ajukan('setda', UNIT_BIRO);
    expect(setdaForBiro.statusCode).toBe(403);
    expect(setdaForBiro.json().message).toBe('Anda hanya dapat mengajukan perencanaan satuan kerja Anda sendiri');
    const validatorSubmits = await ajukan('validator_perencanaan_1', UNIT_LAIN);
    expect(validatorSubmits.statusCode).toBe(403);
    expect(validatorSubmits.json().message).toBe(
      'Validator perencanaan tidak dapat mengajukan perencanaan satuan kerja',
    );
    const unitDecides = await putuskan('perangkat_daerah', UNIT_PD, 1, 'setuju');
    expect(unitDecides.statusCode).toBe(403);
  });

  it('validates the payloads with Indonesian messages (422)', async () => {
    const noNote = await putuskan('validator_perencanaan_1', UNIT_PD, 1, 'tolak');
    expect(noNote.statusCode).toBe(422);
    expect(errorsOf(noNote).catatan).toEqual(['Catatan wajib diisi saat menolak']);
    const badStage = await putuskan('super', UNIT_PD, 4, 'setuju');
    expect(badStage.statusCode).toBe(422);
    expect(errorsOf(badStage).tahap).toEqual(['Tahap harus 1, 2 atau 3']);
    const badFilter = await t.as('super', { method: 'GET', url: `${base}/satuan-kerja?fase=x` });
    expect(badFilter.statusCode).toBe(422);
  });
});

describe('validasi-perencanaan: the three stages', () => {
  it('passes a plan stage by stage; the unit is locked in validation and unlocked after a rejection', async () => {
    expect(await ownStatus('perangkat_daerah')).toBeNull();
    expect((await editProgram('perangkat_daerah', UNIT_PD)).statusCode).toBe(200);

    // Before submission no validator can act.
    const early = await putuskan('validator_perencanaan_1', UNIT_PD, 1, 'setuju');
    expect(early.statusCode).toBe(422);
    expect(errorsOf(early).validasi).toEqual(['Perencanaan belum diajukan oleh satuan kerja']);

    const submitted = await ajukan('perangkat_daerah', UNIT_PD, 'Mohon divalidasi');
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json()).toMatchObject({
      message: 'Perencanaan berhasil diajukan untuk validasi tahap 1',
      data: { status: true, tahap: 1, fase: 'menunggu', catatan: 'Mohon divalidasi', aksi: { ajukan: false } },
    });
    expect(await ownStatus('perangkat_daerah')).toEqual({
      status: true,
      tahap: 1,
      divalidasi_at: null,
      fase: 'menunggu',
      catatan: 'Mohon divalidasi',
    });
    const locked = await editProgram('perangkat_daerah', UNIT_PD);
    expect(locked.statusCode).toBe(422);
    expect(errorsOf(locked).validasi).toEqual([
      'Perencanaan tahun 2024 sedang dalam validasi tahap 1; perubahan tidak dapat disimpan',
    ]);
    expect((await ajukan('perangkat_daerah', UNIT_PD)).statusCode).toBe(422);

    // Validator 2 cannot act at stage 1, neither by naming its own stage nor stage 1.
    const wrongStage = await putuskan('validator_perencanaan_2', UNIT_PD, 2, 'setuju');
    expect(wrongStage.statusCode).toBe(403);
    expect(wrongStage.json().message).toBe('Perencanaan ini menunggu validasi tahap 1; Anda validator tahap 2');
    const otherStage = await putuskan('validator_perencanaan_2', UNIT_PD, 1, 'setuju');
    expect(otherStage.statusCode).toBe(403);
    expect(otherStage.json().message).toBe('Anda hanya dapat memvalidasi perencanaan pada tahap 2');

    const stage1 = await putuskan('validator_perencanaan_1', UNIT_PD, 1, 'setuju', 'Sesuai RPJMD');
    expect(stage1.statusCode, stage1.body).toBe(200);
    expect(stage1.json()).toMatchObject({
      message: 'Perencanaan disetujui pada tahap 1 dan diteruskan ke tahap 2',
      data: { status: true, tahap: 2, fase: 'menunggu' },
    });
    expect((await putuskan('validator_perencanaan_1', UNIT_PD, 1, 'setuju')).statusCode).toBe(403);

    const rejected = await putuskan('validator_perencanaan_2', UNIT_PD, 2, 'tolak', 'Target IKU belum selaras');
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({
      message: 'Perencanaan dikembalikan kepada satuan kerja pada tahap 2',
      data: { status: false, tahap: 2, fase: 'ditolak', catatan: 'Target IKU belum selaras' },
    });
    expect((await editProgram('perangkat_daerah', UNIT_PD)).statusCode).toBe(200);
    const notWaiting = await putuskan('validator_perencanaan_2', UNIT_PD, 2, 'setuju');
    expect(notWaiting.statusCode).toBe(422);
    expect(errorsOf(notWaiting).validasi).toEqual([
      'Perencanaan sedang dikembalikan kepada satuan kerja untuk diperbaiki',
    ]);

    // The resubmitted plan returns to the stage that rejected it.
    const again = await ajukan('perangkat_daerah', UNIT_PD, 'Target sudah diperbaiki');
    expect(again.json()).toMatchObject({ data: { status: true, tahap: 2, fase: 'menunggu' } });
    expect((await putuskan('validator_perencanaan_2', UNIT_PD, 2, 'setuju')).statusCode).toBe(200);
    const atStage3 = await editProgram('perangkat_daerah', UNIT_PD);
    expect(errorsOf(atStage3).validasi).toEqual([
      'Perencanaan tahun 2024 sedang dalam validasi tahap 3; perubahan tidak dapat disimpan',
    ]);
    // Waiting for validator 3 and validated are both status true at tahap 3: divalidasi_at tells them apart.
    expect(await ownStatus('perangkat_daerah')).toMatchObject({
      status: true,
      tahap: 3,
      divalidasi_at: null,
      fase: 'menunggu',
    });

    const final = await putuskan('validator_perencanaan_3', UNIT_PD, 3, 'setuju', 'Tervalidasi');
    expect(final.json()).toMatchObject({
      message: 'Perencanaan disetujui dan tervalidasi',
      data: { status: true, tahap: 3, fase: 'tervalidasi', aksi: { ajukan: false, validasi: false } },
    });
    const validated = await ownStatus('perangkat_daerah');
    expect(validated).toMatchObject({ status: true, tahap: 3, fase: 'tervalidasi' });
    expect(Date.parse(validated.divalidasi_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(errorsOf(await editProgram('perangkat_daerah', UNIT_PD)).validasi).toEqual([
      'Perencanaan tahun 2024 sudah divalidasi; perubahan tidak dapat disimpan',
    ]);
    const afterFinal = await putuskan('validator_perencanaan_3', UNIT_PD, 3, 'tolak', 'Terlambat');
    expect(errorsOf(afterFinal).validasi).toEqual(['Perencanaan sudah tervalidasi']);
    // Super is not held by the lock.
    expect((await editProgram('super', UNIT_PD)).statusCode).toBe(200);

    // Every transition is in the history with its note, newest first, and in the audit log.
    const detail = (await t.as('validator_perencanaan_1', { method: 'GET', url: `${base}/${UNIT_PD}` })).json().data;
    expect(
      detail.riwayat.map((r: { aksi: string; tahap: number; catatan: string | null }) => [r.aksi, r.tahap, r.catatan]),
    ).toEqual([
      ['setujui', 3, 'Tervalidasi'],
      ['setujui', 2, null],
      ['ajukan', 2, 'Target sudah diperbaiki'],
      ['tolak', 2, 'Target IKU belum selaras'],
      ['setujui', 1, 'Sesuai RPJMD'],
      ['ajukan', 1, 'Mohon divalidasi'],
    ]);
    expect(detail.riwayat[0].actor_nama).toBeTruthy();
    const audit = await latestAudit(t.database.db, 'validasi_perencanaan');
    expect(audit).toMatchObject({ action: 'update', old_values: expect.objectContaining({ tahap: 3, status: true }) });
  });

  it('lets super submit for any unit and decide at whatever stage the plan waits', async () => {
    expect((await ajukan('super', UNIT_LAIN)).json()).toMatchObject({ data: { satuan_kerja_id: UNIT_LAIN, tahap: 1 } });
    const stale = await putuskan('super', UNIT_LAIN, 2, 'setuju');
    expect(stale.statusCode).toBe(422);
    expect(errorsOf(stale).validasi).toEqual(['Perencanaan ini sedang menunggu validasi tahap 1, bukan tahap 2']);
    expect((await putuskan('super', UNIT_LAIN, 1, 'setuju')).json().data.tahap).toBe(2);
  });

  it('lets a biro submit its own plan', async () => {
    const res = await ajukan('biro', UNIT_BIRO);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ satuan_kerja_id: UNIT_BIRO, fase: 'menunggu' });
  });
});

describe('validasi-perencanaan: the status of one unit (the editing lock of its records)', () => {
  const statusOf = (who: Who, unit: string) => t.as(who, { method: 'GET', url: `${base}?satuan_kerja_id=${unit}` });

  it("answers the unit's status record only, in one statement after the login", async () => {
    const { result, count } = await countQueries(() => statusOf('super', UNIT_PD));
    expect(result.statusCode).toBe(200);
    expect(result.json()).toEqual({
      data: {
        status: true,
        tahap: 3,
        divalidasi_at: expect.any(String) as unknown,
        fase: 'tervalidasi',
        catatan: 'Tervalidasi',
      },
    });
    // auth (token, user) + the unit with its record.
    expect(count).toBeLessThanOrEqual(3);
    // Setda reads its biro's (a biro record it edits locks by the biro's plan), a unit its own.
    expect((await statusOf('setda', UNIT_BIRO)).json().data).toMatchObject({
      status: true,
      tahap: 1,
      fase: 'menunggu',
    });
    expect((await statusOf('perangkat_daerah', UNIT_PD)).json().data.fase).toBe('tervalidasi');
    // A unit without a record of the year: data null.
    expect((await statusOf('setda', UNIT_SETDA)).json()).toEqual({ data: null });
  });

  it('answers 401 to guests, 403 without the read permission, 404 outside the scope, 422 to a bad unit', async () => {
    expect((await statusOf(null, UNIT_PD)).statusCode).toBe(401);
    expect((await statusOf('validator_lke', UNIT_PD)).statusCode).toBe(403);
    const other = await statusOf('perangkat_daerah', UNIT_LAIN);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Satuan kerja tidak ditemukan');
    expect((await statusOf('biro', UNIT_SETDA)).statusCode).toBe(404);
    expect((await statusOf('setda', UNIT_PD)).statusCode).toBe(404);
    expect((await statusOf('super', 'tidak-ada')).statusCode).toBe(404);
    const empty = await t.as('super', { method: 'GET', url: `${base}?satuan_kerja_id=` });
    expect(empty.statusCode).toBe(422);
    expect(errorsOf(empty).satuan_kerja_id).toEqual(['Satuan kerja wajib diisi']);
    const long = await statusOf('super', 'x'.repeat(21));
    expect(long.statusCode).toBe(422);
    expect(errorsOf(long).satuan_kerja_id).toEqual(['Satuan kerja tidak valid']);
  });
});

describe('validasi-perencanaan: lists and the plan under review', () => {
  it('lists a unit only its own status; setda its biro; validators every unit, their stage first', async () => {
    const own = (await t.as('perangkat_daerah', { method: 'GET', url: `${base}/satuan-kerja` })).json();
    expect(own.total).toBe(1);
    expect(own.data[0]).toMatchObject({ satuan_kerja_id: UNIT_PD, fase: 'tervalidasi' });

    const setda = (await t.as('setda', { method: 'GET', url: `${base}/satuan-kerja?per_page=100` })).json();
    expect(setda.data.every((u: { satuan_kerja_id: string }) => u.satuan_kerja_id.startsWith('9999'))).toBe(true);
    expect(setda.total).toBeGreaterThan(1);

    const v2 = (await t.as('validator_perencanaan_2', { method: 'GET', url: `${base}/satuan-kerja` })).json();
    expect(v2.total).toBeGreaterThan(20);
    expect(v2.data[0]).toMatchObject({ satuan_kerja_id: UNIT_LAIN, tahap: 2, aksi: { validasi: true } });
    expect(v2.data.filter((u: { aksi: { validasi: boolean } }) => u.aksi.validasi)).toHaveLength(1);

    const waiting = (
      await t.as('validator_perencanaan_1', { method: 'GET', url: `${base}/satuan-kerja?fase=menunggu` })
    ).json();
    expect(waiting.data.map((u: { satuan_kerja_id: string }) => u.satuan_kerja_id).sort()).toEqual(
      [UNIT_LAIN, UNIT_BIRO].sort(),
    );
    const validated = (await t.as('super', { method: 'GET', url: `${base}/satuan-kerja?status=1` })).json();
    expect(validated.data.map((u: { satuan_kerja_id: string }) => u.satuan_kerja_id)).toEqual([UNIT_PD]);
    const stage2 = (await t.as('super', { method: 'GET', url: `${base}/satuan-kerja?tahap=2` })).json();
    expect(stage2.data.map((u: { satuan_kerja_id: string }) => u.satuan_kerja_id)).toEqual([UNIT_LAIN]);
    const search = (await t.as('super', { method: 'GET', url: `${base}/satuan-kerja?search=pendidikan` })).json();
    expect(search.data.map((u: { satuan_kerja_id: string }) => u.satuan_kerja_id)).toContain(UNIT_PD);
    const paged = (await t.as('super', { method: 'GET', url: `${base}/satuan-kerja?per_page=5&page=2` })).json();
    expect(paged).toMatchObject({ current_page: 2, per_page: 5 });
    expect(paged.data).toHaveLength(5);
  });

  it("shows a unit's plan SS-PD → program → kegiatan → sub kegiatan in a bounded number of statements", async () => {
    const { result, count } = await countQueries(() =>
      t.as('validator_perencanaan_1', { method: 'GET', url: `${base}/${UNIT_PD}` }),
    );
    expect(result.statusCode).toBe(200);
    const data = result.json().data;
    expect(data).toMatchObject({ satuan_kerja_id: UNIT_PD, tahun: 2024 });
    const programs = data.rencana.flatMap((s: { program: unknown[] }) => s.program);
    expect(programs.length).toBeGreaterThan(0);
    expect(
      programs.some((p: { kegiatan: { sub_kegiatan: unknown[] }[] }) =>
        p.kegiatan.some((k) => k.sub_kegiatan.length > 0),
      ),
    ).toBe(true);
    // auth (token, user) + unit + record + history + programs + kegiatan + sub + SS-PD, whatever the size.
    expect(count).toBeLessThanOrEqual(12);

    // A biro's programs hang under setda's goals: the review shows them there.
    const biro = (await t.as('super', { method: 'GET', url: `${base}/${UNIT_BIRO}` })).json().data;
    const biroPrograms = biro.rencana.flatMap((s: { program: unknown[] }) => s.program);
    expect(biroPrograms.length).toBeGreaterThan(0);
  });
});
