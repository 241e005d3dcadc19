import { describe, expect, it } from 'vitest';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { DEFAULT_YEAR, formatDate, PK_TANGGAL_KOSONG, type PkAgreement } from '@sakip/domain';
import { kinerjaProgram, pegawai, pejabatPlt, unitKerja } from '../../../db/schema/index';
import { countQueries } from '../../../db/query-counter';
import { testAppForFile } from '../../../test/file-app';
import { multipart, SAMPLE } from '../../../test/multipart';
import { HAS_PDFTOTEXT, pdfText } from '../../../test/pdf-text';
import { pkModel } from '../perjanjian-kinerja/perjanjian-kinerja.service';

const t = testAppForFile();

const URL = '/backend/api/perjanjian-kinerja';

async function listOf(user: 'perangkat_daerah' | 'super', query = ''): Promise<PkAgreement[]> {
  const res = await t.as(user, { method: 'GET', url: `${URL}${query}` });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

describe('perjanjian kinerja of a unit', () => {
  it("lists the head's and each pengampu's agreements with their upload status, in a bounded number of statements", async () => {
    const rows = await listOf('perangkat_daerah');
    expect(rows[0]).toMatchObject({ jenis: 'sasaranStrategisPd', pengampu_key: 'kepala' });
    expect(rows[0]!.pihak_pertama.jabatan).toBe('Kepala Dinas Pendidikan');
    expect(rows[0]!.pihak_kedua.jabatan).toMatch(/^Walikota /);
    expect(rows.some((r) => r.jenis === 'kinerjaProgram')).toBe(true);
    expect(rows.some((r) => r.status_upload_pk && r.scan)).toBe(true);
    expect(rows.some((r) => !r.status_upload_pk && r.scan === null)).toBe(true);
    // Another unit's choice is ignored for a unit user; super chooses.
    expect(
      (await t.as('perangkat_daerah', { method: 'GET', url: `${URL}?satuan_kerja_id=1020` })).json().satuan_kerja_id,
    ).toBe('1010');
    expect((await t.as('super', { method: 'GET', url: `${URL}?satuan_kerja_id=1020` })).json().satuan_kerja_id).toBe(
      '1020',
    );
    const { count } = await countQueries(() => t.as('perangkat_daerah', { method: 'GET', url: URL }));
    expect(count).toBeLessThanOrEqual(10);
    expect((await t.as(null, { method: 'GET', url: URL })).statusCode).toBe(401);
    expect((await t.as('validator_lke', { method: 'GET', url: URL })).statusCode).toBe(403);
  });

  it('shows one agreement with its attachment tables; 404 outside the unit or unknown; 422 bad jenis', async () => {
    const rows = await listOf('perangkat_daerah');
    const program = rows.find((r) => r.jenis === 'kinerjaProgram')!;
    const res = await t.as('perangkat_daerah', { method: 'GET', url: `${URL}/${program.id}?jenis=kinerjaProgram` });
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d.sasaran.length).toBeGreaterThan(0);
    expect(d.anggaran_label).toBe('Program');
    expect(d.tempat).toBe('Harapan Jaya');
    const head = await t.as('perangkat_daerah', {
      method: 'GET',
      url: `${URL}/${rows[0]!.id}?jenis=sasaranStrategisPd`,
    });
    expect(head.json().data.sasaran.length).toBeGreaterThan(0);
    const other = (await listOf('super', '?satuan_kerja_id=1020'))[0]!;
    expect(
      (await t.as('perangkat_daerah', { method: 'GET', url: `${URL}/${other.id}?jenis=${other.jenis}` })).statusCode,
    ).toBe(404);
    expect(
      (await t.as('perangkat_daerah', { method: 'GET', url: `${URL}/999999?jenis=kinerjaProgram` })).statusCode,
    ).toBe(404);
    expect((await t.as('perangkat_daerah', { method: 'GET', url: `${URL}/1?jenis=lain` })).statusCode).toBe(422);
  });

  it('generates the PDF of an agreement', async () => {
    const rows = await listOf('perangkat_daerah');
    const res = await t.as('perangkat_daerah', {
      method: 'GET',
      url: `${URL}/${rows[0]!.id}/pdf?jenis=sasaranStrategisPd`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('uploads the signed scan as PDF, replaces it, serves it back; checks content and size', async () => {
    const rows = await listOf('perangkat_daerah');
    const target = rows.find((r) => !r.status_upload_pk)!;
    const url = `${URL}/${target.id}/scan?jenis=${target.jenis}`;
    expect((await t.as('perangkat_daerah', { method: 'GET', url })).statusCode).toBe(404);
    const notPdf = await t.as('perangkat_daerah', {
      method: 'POST',
      url,
      ...multipart({}, { filename: 'scan.pdf', content: SAMPLE.notPdf, contentType: 'application/pdf' }),
    });
    expect(notPdf.statusCode).toBe(422);
    const png = await t.as('perangkat_daerah', {
      method: 'POST',
      url,
      ...multipart({}, { filename: 'scan.png', content: SAMPLE.png }),
    });
    expect(png.statusCode).toBe(422);
    const big = Buffer.concat([SAMPLE.pdf, Buffer.alloc(11 * 1024 * 1024, 32)]);
    const tooBig = await t.as('perangkat_daerah', {
      method: 'POST',
      url,
      ...multipart({}, { filename: 'besar.pdf', content: big }),
    });
    expect(tooBig.statusCode).toBe(413);
    expect((await t.as('perangkat_daerah', { method: 'POST', url, payload: {} })).statusCode).toBe(422);

    const up = await t.as('perangkat_daerah', {
      method: 'POST',
      url,
      ...multipart({}, { filename: 'PK ditandatangani.pdf', content: SAMPLE.pdf }),
    });
    expect(up.statusCode).toBe(200);
    expect(up.json().message).toBe('Scan perjanjian kinerja berhasil diunggah');
    expect(up.json().data).toMatchObject({ file_name: 'PK ditandatangani.pdf', file_size: SAMPLE.pdf.length });
    const after = (await listOf('perangkat_daerah')).find((r) => r.id === target.id && r.jenis === target.jenis)!;
    expect(after.status_upload_pk).toBe(true);
    const got = await t.as('perangkat_daerah', { method: 'GET', url });
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(SAMPLE.pdf)).toBe(true);

    const second = Buffer.concat([SAMPLE.pdf, Buffer.from('% versi kedua\n')]);
    const replaced = await t.as('perangkat_daerah', {
      method: 'POST',
      url,
      ...multipart({}, { filename: 'PK v2.pdf', content: second }),
    });
    expect(replaced.json().message).toBe('Scan perjanjian kinerja berhasil diganti');
    expect((await t.as('perangkat_daerah', { method: 'GET', url })).rawPayload.equals(second)).toBe(true);
  });

  it('401, 403 and 404 on uploads', async () => {
    const rows = await listOf('perangkat_daerah');
    const url = `${URL}/${rows[0]!.id}/scan?jenis=sasaranStrategisPd`;
    const file = multipart({}, { filename: 'a.pdf', content: SAMPLE.pdf });
    expect((await t.as(null, { method: 'POST', url, ...file })).statusCode).toBe(401);
    expect((await t.as('pemerintah_daerah', { method: 'POST', url, ...file })).statusCode).toBe(403);
    const other = (await listOf('super', '?satuan_kerja_id=1020'))[0]!;
    expect(
      (await t.as('perangkat_daerah', { method: 'POST', url: `${URL}/${other.id}/scan?jenis=${other.jenis}`, ...file }))
        .statusCode,
    ).toBe(404);
  });
});

/** A staff member of 1010 who holds no position and acts for none: the Plt. of the tests. */
function actingCandidate() {
  return t.database.db
    .select({ nip: pegawai.nip, nama: pegawai.peg_nama })
    .from(pegawai)
    .where(
      and(
        eq(pegawai.satuan_kerja_id, '1010'),
        sql`${pegawai.nip} not in (select pejabat_nip from unit_kerja where pejabat_nip is not null)`,
        sql`${pegawai.nip} not in (select nip from pejabat_plt)`,
      ),
    )
    .orderBy(desc(pegawai.nip))
    .limit(1);
}

describe("acting officials sign as 'Plt.' (pejabat_plt, the PK pegawai rule)", () => {
  it("the unit's PK list and PDFs and the diagram's PK download name the acting head and the acting pengampu", async () => {
    const db = t.database.db;
    // An acting head of 1010 (a staff member who holds no position), and an acting official of
    // the position that carries one of its programs of the year.
    const [staff] = await actingCandidate();
    const [program] = await db
      .select({ id: kinerjaProgram.id, unit_kerja_id: kinerjaProgram.unit_kerja_id })
      .from(kinerjaProgram)
      .where(
        and(
          eq(kinerjaProgram.satuan_kerja_id, '1010'),
          eq(kinerjaProgram.tahun, DEFAULT_YEAR),
          eq(kinerjaProgram.pengampu_type, 'unit-kerja'),
        ),
      )
      .orderBy(asc(kinerjaProgram.id))
      .limit(1);
    const [position] = await db
      .select({ jabatan: unitKerja.jabatan_nama })
      .from(unitKerja)
      .where(eq(unitKerja.id, program!.unit_kerja_id!));
    await db.insert(pejabatPlt).values({ satuan_kerja_id: '1010', unit_kerja_id: null, nip: staff!.nip });
    await db
      .insert(pejabatPlt)
      .values({ satuan_kerja_id: '1010', unit_kerja_id: program!.unit_kerja_id, nip: staff!.nip })
      .onConflictDoNothing();
    const [actingOfPosition] = await db
      .select({ nip: pejabatPlt.nip })
      .from(pejabatPlt)
      .where(eq(pejabatPlt.unit_kerja_id, program!.unit_kerja_id!));
    try {
      const rows = await listOf('perangkat_daerah');
      expect(rows[0]!.pihak_pertama).toMatchObject({ jabatan: 'Plt. Kepala Dinas Pendidikan', nama: staff!.nama });
      const ofProgram = rows.find((r) => r.pengampu_key === `unit-kerja:${program!.unit_kerja_id}`);
      expect(ofProgram?.pihak_pertama.jabatan).toBe(`Plt. ${position!.jabatan}`);
      // Pihak kedua is the pengampu's superior (the PK pegawai rule): the acting head, or the mayor
      // when the acting head also acts for the position (never the same person twice, issue 25 item 4).
      const superior = actingOfPosition!.nip === staff!.nip ? /^Walikota / : /^Plt\. Kepala Dinas Pendidikan$/;
      expect(ofProgram?.pihak_kedua.jabatan).toMatch(superior);
      // The PDF is made from the same signers: its name carries the acting head's title.
      const pdf = await t.as('perangkat_daerah', {
        method: 'GET',
        url: `${URL}/${rows[0]!.id}/pdf?jenis=sasaranStrategisPd`,
      });
      expect(pdf.statusCode).toBe(200);
      expect(decodeURIComponent(String(pdf.headers['content-disposition']))).toContain(
        `Perjanjian Kinerja ${DEFAULT_YEAR} - Plt. Kepala Dinas Pendidikan.pdf`,
      );
      // The diagram's PK button uses the same rule.
      const settings = t.app.settings.get();
      const head = await pkModel(db, settings, DEFAULT_YEAR, { jenis: 'sasaranStrategisPd', id: rows[0]!.id });
      expect(head.pihakPertama).toMatchObject({ jabatan: 'Plt. Kepala Dinas Pendidikan', nip: staff!.nip });
      const pengampu = await pkModel(db, settings, DEFAULT_YEAR, { jenis: 'kinerjaProgram', id: program!.id });
      expect(pengampu.pihakPertama).toMatchObject({
        jabatan: `Plt. ${position!.jabatan}`,
        nip: actingOfPosition!.nip,
      });
      expect(pengampu.pihakKedua.jabatan).toMatch(superior);
    } finally {
      await db.delete(pejabatPlt).where(and(eq(pejabatPlt.satuan_kerja_id, '1010'), eq(pejabatPlt.nip, staff!.nip)));
    }
  });
});

describe('the Plt. signs only while acting (decision 0058)', () => {
  it("names the acting head when the PK's date, or without one its year, lies within the acting period; else the holder", async () => {
    const db = t.database.db;
    const Y = DEFAULT_YEAR;
    const [staff] = await actingCandidate();
    const setPlt = async (mulai: string | null, selesai: string | null) => {
      await db.delete(pejabatPlt).where(and(eq(pejabatPlt.satuan_kerja_id, '1010'), isNull(pejabatPlt.unit_kerja_id)));
      await db.insert(pejabatPlt).values({
        satuan_kerja_id: '1010',
        unit_kerja_id: null,
        nip: staff!.nip,
        tanggal_mulai: mulai,
        tanggal_selesai: selesai,
      });
    };
    const pdfName = async (id: number, tanggal: string) => {
      const res = await t.as('perangkat_daerah', {
        method: 'GET',
        url: `${URL}/${id}/pdf?jenis=sasaranStrategisPd&tanggal=${tanggal}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      return decodeURIComponent(String(res.headers['content-disposition']));
    };
    try {
      // Acting from July to September of the year.
      await setPlt(`${Y}-07-01`, `${Y}-09-30`);
      const [head] = await listOf('perangkat_daerah');
      // Without a date, the year counts: the acting period overlaps it.
      expect(head!.pihak_pertama).toMatchObject({ jabatan: 'Plt. Kepala Dinas Pendidikan', nama: staff!.nama });
      // Dated in January (before the acting period): the definitive head; in August: the Plt.
      expect(await pdfName(head!.id, `${Y}-01-15`)).toContain(`Perjanjian Kinerja ${Y} - Kepala Dinas Pendidikan.pdf`);
      expect(await pdfName(head!.id, `${Y}-08-01`)).toContain(
        `Perjanjian Kinerja ${Y} - Plt. Kepala Dinas Pendidikan.pdf`,
      );
      expect(await pdfName(head!.id, `${Y}-10-01`)).toContain(`Perjanjian Kinerja ${Y} - Kepala Dinas Pendidikan.pdf`);
      // The diagram's PK download follows the same rule.
      const settings = t.app.settings.get();
      const january = await pkModel(db, settings, Y, {
        jenis: 'sasaranStrategisPd',
        id: head!.id,
        tanggal: `${Y}-01-15`,
      });
      expect(january.pihakPertama.jabatan).toBe('Kepala Dinas Pendidikan');
      expect(january.pihakPertama.nip).not.toBe(staff!.nip);
      const august = await pkModel(db, settings, Y, {
        jenis: 'sasaranStrategisPd',
        id: head!.id,
        tanggal: `${Y}-08-01`,
      });
      expect(august.pihakPertama).toMatchObject({ jabatan: 'Plt. Kepala Dinas Pendidikan', nip: staff!.nip });

      // An acting period of the previous year only: the year's PK names the holder, dated or not.
      await setPlt(`${Y - 1}-02-01`, `${Y - 1}-12-31`);
      const [after] = await listOf('perangkat_daerah');
      expect(after!.pihak_pertama.jabatan).toBe('Kepala Dinas Pendidikan');
      expect(after!.pihak_pertama.nama).not.toBe(staff!.nama);
      expect(await pdfName(after!.id, `${Y}-03-01`)).toContain(`Perjanjian Kinerja ${Y} - Kepala Dinas Pendidikan.pdf`);
    } finally {
      await db.delete(pejabatPlt).where(and(eq(pejabatPlt.satuan_kerja_id, '1010'), eq(pejabatPlt.nip, staff!.nip)));
    }
  });
});

describe('PK parties and document (issue 25 items 4 and 35)', () => {
  it('no agreement names the same person as both parties: pihak kedua is the pengampu’s superior, as in PK pegawai', async () => {
    const rows = await listOf('perangkat_daerah');
    const same = rows.filter((r) => r.pihak_pertama.nama !== '-' && r.pihak_pertama.jabatan === r.pihak_kedua.jabatan);
    expect(same.map((r) => `${r.jenis} ${r.pihak_pertama.jabatan}`)).toEqual([]);
    // The superior of each pengampu is the one PK pegawai names for the same employee.
    const pegawai = (
      await t.as('perangkat_daerah', { method: 'GET', url: '/backend/api/perjanjian-kinerja-pegawai' })
    ).json<{
      data: { jabatan: string; atasan: { jabatan: string } }[];
    }>().data;
    for (const r of rows.filter((x) => x.jenis !== 'sasaranStrategisPd')) {
      const p = pegawai.find((e) => e.jabatan === r.pihak_pertama.jabatan);
      if (p) expect(r.pihak_kedua.jabatan, r.pihak_pertama.jabatan).toBe(p.atasan.jabatan);
    }
    // The diagram's PK download of the same rows says the same.
    for (const r of rows.filter((x) => x.jenis !== 'sasaranStrategisPd')) {
      const model = await pkModel(t.database.db, t.app.settings.get(), DEFAULT_YEAR, {
        jenis: r.jenis,
        id: r.id,
      });
      expect(model.pihakKedua.jabatan, r.pihak_pertama.jabatan).toBe(r.pihak_kedua.jabatan);
    }
  });

  it.skipIf(!HAS_PDFTOTEXT)(
    'the PDF keeps "Keterangan" whole and is dated by the agreement, not by the download',
    async () => {
      const rows = await listOf('perangkat_daerah');
      const pdf = async (query: string) => {
        const res = await t.as('perangkat_daerah', { method: 'GET', url: `${URL}/${rows[0]!.id}/pdf${query}` });
        expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
        return pdfText(res.rawPayload);
      };
      const plain = await pdf('?jenis=sasaranStrategisPd');
      expect(plain).toMatch(/\bKeterangan\b/);
      expect(plain).toContain(`Harapan Jaya, ${PK_TANGGAL_KOSONG} ${DEFAULT_YEAR}`);
      expect(plain).not.toContain(formatDate(new Date()));
      const dated = await pdf('?jenis=sasaranStrategisPd&tanggal=2024-01-15');
      expect(dated).toContain('Harapan Jaya, 15 Januari 2024');
      const bad = await t.as('perangkat_daerah', {
        method: 'GET',
        url: `${URL}/${rows[0]!.id}/pdf?jenis=sasaranStrategisPd&tanggal=2024-02-31`,
      });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors.tanggal).toEqual(['Tanggal perjanjian tidak valid']);
    },
  );
});
