import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dokumen, auditLog } from '../../../db/schema/index';
import { countQueries } from '../../../db/query-counter';
import { renderPdf } from '../../../lib/pdf';
import { createTestApp, type TestApp } from '../../../test/harness';
import { multipart } from '../../../test/multipart';
import { dokumenAdmin, dokumenUnit, publicDokumen } from './dokumen.service';

let t: TestApp;
let small: TestApp;
let pdf: Buffer;
beforeAll(async () => {
  [t, small] = await Promise.all([createTestApp(), createTestApp({ uploadMaxBytes: 64 * 1024 })]);
  pdf = await renderPdf({ content: [{ text: 'LKIP uji' }] });
});
afterAll(async () => {
  await Promise.all([t?.close(), small?.close()]);
});

const URL = '/backend/api/dokumen';

interface Part {
  name: string;
  value?: string;
  filename?: string;
  content?: Buffer;
  type?: string;
}

function upload(app: TestApp, who: Parameters<TestApp['as']>[0], parts: Part[]) {
  const fields = Object.fromEntries(parts.filter((p) => !p.content).map((p) => [p.name, p.value ?? '']));
  const files = parts.flatMap((p) =>
    p.content ? [{ field: p.name, filename: p.filename ?? '', content: p.content, contentType: p.type }] : [],
  );
  return app.as(who, { method: 'POST', url: URL, ...multipart(fields, ...files) });
}

const file = (content: Buffer, filename = 'lkip.pdf', type = 'application/pdf'): Part => ({
  name: 'file',
  filename,
  content,
  type,
});
const jenis = (id: string): Part => ({ name: 'jenis_dokumen_id', value: id });

async function countRows(app: TestApp) {
  const [row] = await app.database.db.select({ n: sql<number>`count(*)::int` }).from(dokumen);
  return row?.n ?? 0;
}

interface JenisBody {
  jenis_dokumen_id: number;
  current: { id: number; versi: number; status: string; nama_file: string } | null;
  riwayat: { versi: number; status: string; catatan: string | null }[];
}

describe('dokumen: the unit page', () => {
  it('shows the own unit four kinds with the current version and the older ones; 401, 403', async () => {
    const res = await t.as('perangkat_daerah', { method: 'GET', url: `${URL}?satuan_kerja_id=1025` });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.satuan_kerja_id).toBe('1010');
    expect(data.can_upload).toBe(true);
    const kinds = data.jenis as JenisBody[];
    expect(kinds.map((j) => j.jenis_dokumen_id)).toEqual([1, 2, 3, 4]);
    expect(kinds[0]?.current).toMatchObject({ versi: 2, status: 'disetujui' });
    expect(kinds[0]?.riwayat).toMatchObject([{ versi: 1, status: 'ditolak' }]);
    expect(kinds[0]?.riwayat[0]?.catatan).toBeTruthy();
    expect(kinds[3]?.current).toBeNull();

    expect((await t.as(null, { method: 'GET', url: URL })).statusCode).toBe(401);
    expect((await t.as('validator_kepala_opd', { method: 'GET', url: URL })).statusCode).toBe(403);
    // The city reads any unit, without uploading.
    const city = await t.as('pemda', { method: 'GET', url: `${URL}?satuan_kerja_id=1025` });
    expect(city.json().data).toMatchObject({ satuan_kerja_id: '1025', can_upload: false });
    expect((await t.as('pemda', { method: 'GET', url: URL })).json().data.jenis).toEqual([]);
    // Setda reads its biro, not another unit.
    expect((await t.as('setda', { method: 'GET', url: `${URL}?satuan_kerja_id=9999001` })).statusCode).toBe(200);
    expect((await t.as('setda', { method: 'GET', url: `${URL}?satuan_kerja_id=1010` })).statusCode).toBe(404);
  });
});

describe('dokumen: upload', () => {
  let uploaded = 0;

  it('stores a new PDF version for the own unit, audited, and downloads it back', async () => {
    const res = await upload(t, 'perangkat_daerah', [
      jenis('4'),
      { name: 'satuan_kerja_id', value: '1025' },
      file(pdf),
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Indikator Kinerja Utama versi 1 berhasil diunggah');
    const data = res.json().data;
    expect(data).toMatchObject({
      satuan_kerja_id: '1010',
      jenis_dokumen_id: 4,
      versi: 1,
      status: 'menunggu',
      ukuran: pdf.length,
    });
    uploaded = data.id;
    const again = await upload(t, 'perangkat_daerah', [file(pdf, 'iku-revisi.pdf'), jenis('4')]);
    expect(again.json().data).toMatchObject({ versi: 2, nama_file: 'iku-revisi.pdf' });

    const download = await t.as('perangkat_daerah', { method: 'GET', url: `${URL}/${uploaded}/download` });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('filename="lkip.pdf"');
    expect(download.rawPayload.equals(pdf)).toBe(true);

    const audits = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.table_name, 'dokumen'), eq(auditLog.record_id, String(uploaded))));
    expect(audits.map((a) => a.action)).toEqual(['upload']);
  });

  it('refuses a file that is not a PDF by content, whatever its name and type (422), storing nothing', async () => {
    const before = await countRows(t);
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const res = await upload(t, 'perangkat_daerah', [jenis('1'), file(png, 'laporan.pdf')]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file).toEqual(['Jenis berkas tidak diizinkan: unggah berkas PDF.']);
    const html = await upload(t, 'perangkat_daerah', [jenis('1'), file(Buffer.from('<html>%PDF-</html>'), 'x.pdf')]);
    expect(html.statusCode).toBe(422);
    expect(await countRows(t)).toBe(before);
  });

  it('validates the fields (422) and removes the stored file', async () => {
    const none = await upload(t, 'perangkat_daerah', [file(pdf)]);
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.jenis_dokumen_id).toEqual(['Jenis dokumen wajib dipilih']);
    const bad = await upload(t, 'perangkat_daerah', [jenis('5'), file(pdf)]);
    expect(bad.json().errors.jenis_dokumen_id).toEqual(['Jenis dokumen tidak valid']);
    const noFile = await upload(t, 'perangkat_daerah', [jenis('1')]);
    expect(noFile.statusCode).toBe(422);
    expect(noFile.json().errors.file).toBeDefined();
    const json = await t.as('perangkat_daerah', { method: 'POST', url: URL, payload: { jenis_dokumen_id: 1 } });
    expect(json.statusCode).toBe(422);
    // Super chooses the unit, and must choose one.
    const superNone = await upload(t, 'super', [jenis('1'), file(pdf)]);
    expect(superNone.json().errors.satuan_kerja_id).toEqual(['Satuan kerja wajib dipilih']);
    const superUnit = await upload(t, 'super', [jenis('2'), { name: 'satuan_kerja_id', value: '1200' }, file(pdf)]);
    expect(superUnit.json().data).toMatchObject({ satuan_kerja_id: '1200', versi: 1 });
    const superGhost = await upload(t, 'super', [jenis('2'), { name: 'satuan_kerja_id', value: '0000' }, file(pdf)]);
    expect(superGhost.statusCode).toBe(422);
  });

  it('refuses readers and guests (403/401) before reading the body', async () => {
    expect((await upload(t, 'pemda', [jenis('1'), file(pdf)])).statusCode).toBe(403);
    expect((await upload(t, 'validator_lke', [jenis('1'), file(pdf)])).statusCode).toBe(403);
    expect((await upload(t, null, [jenis('1'), file(pdf)])).statusCode).toBe(401);
  });

  it('answers 413 above the configured size, storing nothing; accepts 9.5 MB under the default 10 MB', async () => {
    const before = await countRows(small);
    const big = Buffer.concat([pdf, Buffer.alloc(100 * 1024, 0x20)]);
    const res = await upload(small, 'perangkat_daerah', [jenis('1'), file(big)]);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Ukuran berkas melebihi batas 0,1 MB.');
    expect(await countRows(small)).toBe(before);

    const largest = Buffer.concat([pdf, Buffer.alloc(9.5 * 1024 * 1024 - pdf.length, 0x20)]);
    const ok = await upload(t, 'perangkat_daerah', [jenis('3'), file(largest, 'pk-besar.pdf')]);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.ukuran).toBe(largest.length);
    const tooBig = Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024, 0x20)]);
    expect((await upload(t, 'perangkat_daerah', [jenis('3'), file(tooBig)])).statusCode).toBe(413);
  });

  it('keeps a path in the file name as harmless data', async () => {
    const res = await upload(t, 'perangkat_daerah', [jenis('2'), file(pdf, '../../../etc/passwd.pdf')]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.nama_file).toBe('passwd.pdf');
    const [row] = await t.database.db
      .select({ key: dokumen.file_key })
      .from(dokumen)
      .where(eq(dokumen.id, res.json().data.id));
    expect(row?.key).toMatch(/^\d{4}\/\d{2}\/[0-9a-f-]{36}$/);
    const windows = await upload(t, 'perangkat_daerah', [jenis('2'), file(pdf, '..\\..\\boot.ini.pdf')]);
    expect(windows.json().data.nama_file).toBe('boot.ini.pdf');
    const download = await t.as('perangkat_daerah', { method: 'GET', url: `${URL}/${res.json().data.id}/download` });
    expect(download.headers['content-disposition']).toContain('filename="passwd.pdf"');
  });

  it('scopes downloads: another unit is 404 for a unit user, super reads all', async () => {
    const rsud = await t.as('super', { method: 'GET', url: `${URL}?satuan_kerja_id=1025` });
    const id = (rsud.json().data.jenis as JenisBody[])[0]?.current?.id;
    expect((await t.as('perangkat_daerah', { method: 'GET', url: `${URL}/${id}/download` })).statusCode).toBe(404);
    expect((await t.as('super', { method: 'GET', url: `${URL}/${id}/download` })).statusCode).toBe(200);
    expect((await t.as('super', { method: 'GET', url: `${URL}/999999/download` })).statusCode).toBe(404);
    expect((await t.as(null, { method: 'GET', url: `${URL}/${id}/download` })).statusCode).toBe(401);
  });
});

describe('dokumen: verification by super', () => {
  async function pendingOf1010(kind: number) {
    const res = await t.as('perangkat_daerah', { method: 'GET', url: URL });
    return (res.json().data.jenis as JenisBody[])[kind - 1];
  }

  it('approves or rejects the newest version with a note; only super; 404; older versions refused', async () => {
    const iku = await pendingOf1010(4);
    const id = iku?.current?.id;
    const url = `${URL}/${id}/verifikasi`;
    expect((await t.as('perangkat_daerah', { method: 'PUT', url, payload: { status: 'disetujui' } })).statusCode).toBe(
      403,
    );
    expect((await t.as(null, { method: 'PUT', url, payload: { status: 'disetujui' } })).statusCode).toBe(401);
    const noNote = await t.as('super', { method: 'PUT', url, payload: { status: 'ditolak' } });
    expect(noNote.statusCode).toBe(422);
    expect(noNote.json().errors.catatan).toEqual(['Catatan wajib diisi jika dokumen ditolak']);
    const badStatus = await t.as('super', { method: 'PUT', url, payload: { status: 'menunggu' } });
    expect(badStatus.json().errors.status).toEqual(['Status verifikasi wajib dipilih']);

    const rejected = await t.as('super', {
      method: 'PUT',
      url,
      payload: { status: 'ditolak', catatan: 'Belum ditandatangani' },
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data).toMatchObject({ status: 'ditolak', catatan: 'Belum ditandatangani' });
    expect(rejected.json().data.diverifikasi_oleh).toBeTruthy();
    const approved = await t.as('super', { method: 'PUT', url, payload: { status: 'disetujui', catatan: '' } });
    expect(approved.json()).toMatchObject({
      message: 'Dokumen disetujui',
      data: { status: 'disetujui', catatan: null },
    });

    const older = iku?.riwayat[0];
    expect(older).toBeDefined();
    const olderId = (await t.as('super', { method: 'GET', url: `${URL}?satuan_kerja_id=1010` })).json().data.jenis[3]
      .riwayat[0].id;
    const refused = await t.as('super', {
      method: 'PUT',
      url: `${URL}/${olderId}/verifikasi`,
      payload: { status: 'disetujui' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.status[0]).toMatch(/^Hanya versi terbaru/);
    expect(
      (await t.as('super', { method: 'PUT', url: `${URL}/999999/verifikasi`, payload: { status: 'disetujui' } }))
        .statusCode,
    ).toBe(404);

    const audits = await t.database.db
      .select({ action: auditLog.action, old: auditLog.old_values, neu: auditLog.new_values })
      .from(auditLog)
      .where(and(eq(auditLog.table_name, 'dokumen'), eq(auditLog.record_id, String(id))))
      .orderBy(auditLog.id);
    expect(audits.map((a) => a.action)).toEqual(['upload', 'verify', 'verify']);
    expect(audits[2]).toMatchObject({ old: { status: 'ditolak' }, neu: { status: 'disetujui' } });
  });

  it('lists every unit × kind with its status for super only; filters', async () => {
    const res = await t.as('super', { method: 'GET', url: '/backend/api/dokumen-admin' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const pendidikan = body.data.find((r: { satuan_kerja_id: string }) => r.satuan_kerja_id === '1010');
    expect(pendidikan.dokumen.map((c: { current: { status: string } | null }) => c.current?.status ?? null)).toEqual([
      'disetujui',
      expect.any(String),
      'menunggu',
      'disetujui',
    ]);
    const cells = body.data.length * 4;
    const { kosong, menunggu, disetujui, ditolak } = body.ringkasan;
    expect(kosong + menunggu + disetujui + ditolak).toBe(cells);
    const waiting = await t.as('super', {
      method: 'GET',
      url: '/backend/api/dokumen-admin?status=menunggu&jenis_dokumen_id=3',
    });
    for (const row of waiting.json().data) {
      expect(row.dokumen[2].current.status).toBe('menunggu');
    }
    expect((await t.as('perangkat_daerah', { method: 'GET', url: '/backend/api/dokumen-admin' })).statusCode).toBe(403);
    expect((await t.as('super', { method: 'GET', url: '/backend/api/dokumen-admin?status=x' })).statusCode).toBe(422);
  });
});

describe('dokumen: the public pages', () => {
  const PUBLIC = '/backend/api/public-display/dokumen';

  it('lists the newest approved version of every unit, without private fields; unknown kind 404', async () => {
    const res = await t.as(null, { method: 'GET', url: `${PUBLIC}/1` });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ jenis_dokumen_id: 1, nama: 'LKIP', tahun: 2024 });
    const units = data.rows.map((r: { satuan_kerja_id: string }) => r.satuan_kerja_id);
    expect(units).toEqual(expect.arrayContaining(['1010', '1025', '1200', '9999', '1085']));
    expect(new Set(units).size).toBe(units.length);
    expect(data.rows.find((r: { satuan_kerja_id: string }) => r.satuan_kerja_id === '1010').versi).toBe(2);
    for (const row of data.rows) {
      expect(Object.keys(row).sort()).toEqual(
        ['disetujui_at', 'id', 'nama_file', 'satuan_kerja_id', 'satuan_kerja_nama', 'ukuran', 'versi'].sort(),
      );
    }
    expect(res.body).not.toMatch(/catatan|file_key|sha256|diunggah|ditolak|menunggu/);
    // A pending setda PK (version 2) does not hide the approved version 1.
    const pk = (await t.as(null, { method: 'GET', url: `${PUBLIC}/3` })).json().data.rows;
    expect(pk.find((r: { satuan_kerja_id: string }) => r.satuan_kerja_id === '9999')?.versi).toBe(1);

    expect((await t.as(null, { method: 'GET', url: `${PUBLIC}/5` })).statusCode).toBe(404);
    expect((await t.as(null, { method: 'GET', url: `${PUBLIC}/99` })).statusCode).toBe(404);
    expect((await t.as(null, { method: 'GET', url: `${PUBLIC}/abc` })).statusCode).toBe(422);
  });

  it('downloads approved documents only, for everyone', async () => {
    const rows = (await t.as(null, { method: 'GET', url: `${PUBLIC}/1` })).json().data.rows as { id: number }[];
    const id = rows[0]?.id;
    const ok = await t.as(null, { method: 'GET', url: `${PUBLIC}/1/${id}/download` });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('application/pdf');
    expect(ok.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await t.as(null, { method: 'GET', url: `${PUBLIC}/2/${id}/download` })).statusCode).toBe(404);
    const unit = await t.as('perangkat_daerah', { method: 'GET', url: URL });
    const pending = (unit.json().data.jenis as JenisBody[])[2]?.current;
    expect(pending?.status).toBe('menunggu');
    expect((await t.as(null, { method: 'GET', url: `${PUBLIC}/3/${pending?.id}/download` })).statusCode).toBe(404);
    const rejected = (unit.json().data.jenis as JenisBody[])[0]?.riwayat[0];
    expect(rejected?.status).toBe('ditolak');
  });
});

describe('dokumen: statements per screen', () => {
  it('stays the same with ten times the documents', async () => {
    const super1 = { role_id: 1, satuan_kerja_id: null };
    const unit = { role_id: 3, satuan_kerja_id: '1010' };
    const measure = async () => ({
      unit: (await countQueries(() => dokumenUnit(t.database.db, unit, 2024, { satuan_kerja_id: undefined }))).count,
      admin: (await countQueries(() => dokumenAdmin(t.database.db, super1, 2024, { jenis_dokumen_id: undefined })))
        .count,
      public: (await countQueries(() => publicDokumen(t.database.db, 2024, 1))).count,
    });
    const before = await measure();
    const [existing] = await t.database.db.select().from(dokumen).limit(1);
    if (!existing) throw new Error('no document');
    const { id: _id, ...template } = existing;
    const extra = Array.from({ length: 300 }, (_, i) => ({
      ...template,
      tahun: 2024,
      satuan_kerja_id: ['1010', '1025', '1200'][i % 3] as string,
      jenis_dokumen_id: (i % 4) + 1,
      versi: 100 + i,
      status: i % 2 ? 'disetujui' : 'menunggu',
      file_key: `2026/01/00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    }));
    await t.database.db.insert(dokumen).values(extra);
    const after = await measure();
    expect(after).toEqual(before);
    expect(before).toEqual({ unit: 2, admin: 2, public: 1 });
  });
});
