import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { pengampuKeyOf, PK_KEPALA_KEY } from '@sakip/domain';
import type { Tx } from '../db/client';
import {
  kinerjaProgram,
  pejabatPlt,
  pegawai,
  perjanjianKinerjaScan,
  programPrioritas,
  sasaranStrategisPd,
  satuanKerja,
  unitKerja,
  users,
} from '../db/schema/index';
import { demoPdf, type DemoFileStore } from './files';

/**
 * Demo data of the agreements (DOMAIN-2 §4-5): the mayor's priority programs of every planned
 * year, an acting official (Plt.) in two units, and signed PK scans on some agreements (the head's
 * and the first program pengampu's of the units below). RB categories on part of the sub kegiatan
 * come with the plan (seed/perencanaan).
 */
const SCAN_UNITS = ['1010', '1020'];
const PRIORITAS_PER_TAHUN = 4;
const SCAN_YEAR = 2024;

type ScanUnit = { id: string; nama: string; jabatan: string };
type Agreement = { jenis: string; key: string; title: string; ids: number[] };

export async function seedPk(tx: Tx, files: DemoFileStore): Promise<Record<string, number>> {
  const [superUser] = await tx.select({ id: users.id }).from(users).where(eq(users.username, 'super')).limit(1);
  const by = superUser?.id ?? null;
  const prioritas = await seedProgramPrioritas(tx, by);
  const plt = await seedPejabatPlt(tx, by);
  const scans = await seedScans(tx, files, by);
  return { program_prioritas: prioritas, pejabat_plt: plt, perjanjian_kinerja_scan: scans };
}

/** Priority programs: per year, the programs run by the most units. */
async function seedProgramPrioritas(tx: Tx, by: number | null) {
  const ranked = await tx
    .select({
      tahun: kinerjaProgram.tahun,
      program_id: kinerjaProgram.program_id,
      n: sql<number>`count(*)`.mapWith(Number),
    })
    .from(kinerjaProgram)
    .groupBy(kinerjaProgram.tahun, kinerjaProgram.program_id)
    .orderBy(asc(kinerjaProgram.tahun), sql`count(*) desc`, asc(kinerjaProgram.program_id));
  const prioritas: (typeof programPrioritas.$inferInsert)[] = [];
  const perTahun = new Map<number, number>();
  for (const r of ranked) {
    const n = perTahun.get(r.tahun) ?? 0;
    if (n >= PRIORITAS_PER_TAHUN) continue;
    perTahun.set(r.tahun, n + 1);
    prioritas.push({
      tahun: r.tahun,
      program_id: r.program_id,
      keterangan: 'Program prioritas Walikota',
      updated_by: by,
    });
  }
  if (prioritas.length > 0) await tx.insert(programPrioritas).values(prioritas);

  return prioritas.length;
}

/** An acting official: a second-level position of each scan unit held by a Plt. (its first staff member). */
async function seedPejabatPlt(tx: Tx, by: number | null) {
  const plt: (typeof pejabatPlt.$inferInsert)[] = [];
  for (const unit of SCAN_UNITS) {
    const [position] = await tx
      .select({ id: unitKerja.id })
      .from(unitKerja)
      .where(and(eq(unitKerja.satuan_kerja_id, unit), eq(unitKerja.eselon, 3), isNotNull(unitKerja.pejabat_nip)))
      .orderBy(sql`${unitKerja.id} desc`)
      .limit(1);
    if (!position) continue;
    const [staff] = await tx
      .select({ nip: pegawai.nip })
      .from(pegawai)
      .where(
        and(
          eq(pegawai.satuan_kerja_id, unit),
          sql`${pegawai.nip} not in (select pejabat_nip from unit_kerja where pejabat_nip is not null)`,
        ),
      )
      .orderBy(asc(pegawai.nip))
      .limit(1);
    if (staff) plt.push({ satuan_kerja_id: unit, unit_kerja_id: position.id, nip: staff.nip, updated_by: by });
  }
  if (plt.length > 0) await tx.insert(pejabatPlt).values(plt);

  return plt.length;
}

/**
 * Signed scans: the head's agreement and the first program pengampu's, in the demo's default
 * year (2024) and the latest planned year.
 */
async function seedScans(tx: Tx, files: DemoFileStore, by: number | null) {
  const [latest] = await tx
    .select({ tahun: sql<number>`max(${kinerjaProgram.tahun})`.mapWith(Number) })
    .from(kinerjaProgram);
  const years = [...new Set([SCAN_YEAR, latest?.tahun ?? SCAN_YEAR])];
  const scans: (typeof perjanjianKinerjaScan.$inferInsert)[] = [];
  for (const tahun of years) {
    const units = await tx
      .select({
        id: satuanKerja.satuan_kerja_id,
        nama: satuanKerja.satuan_kerja_nama,
        jabatan: satuanKerja.jabatan_kepala,
      })
      .from(satuanKerja)
      .where(inArray(satuanKerja.satuan_kerja_id, SCAN_UNITS));
    for (const unit of units) {
      for (const a of await agreementsOf(tx, unit, tahun))
        scans.push(await storeScan(tx, files, { unit, tahun, a, by }));
    }
  }
  if (scans.length > 0) await tx.insert(perjanjianKinerjaScan).values(scans);
  return scans.length;
}

/** The unit's agreements of the year: its head's, and its first program pengampu's. */
async function agreementsOf(tx: Tx, unit: ScanUnit, tahun: number): Promise<Agreement[]> {
  const programs = await tx
    .select({
      id: kinerjaProgram.id,
      pengampu_type: kinerjaProgram.pengampu_type,
      unit_kerja_id: kinerjaProgram.unit_kerja_id,
      tim_kerja_id: kinerjaProgram.tim_kerja_id,
    })
    .from(kinerjaProgram)
    .where(and(eq(kinerjaProgram.satuan_kerja_id, unit.id), eq(kinerjaProgram.tahun, tahun)))
    .orderBy(asc(kinerjaProgram.urutan), asc(kinerjaProgram.id));
  const agreements: Agreement[] = [{ jenis: 'sasaranStrategisPd', key: PK_KEPALA_KEY, title: unit.jabatan, ids: [] }];
  const first = programs[0];
  if (first) {
    const key = pengampuKeyOf(first);
    agreements.push({
      jenis: 'kinerjaProgram',
      key,
      title: `Pengampu program ${unit.nama}`,
      ids: programs.filter((p) => pengampuKeyOf(p) === key).map((p) => p.id),
    });
  }
  return agreements;
}

/** One signed scan: the sample PDF stored, its row, and the agreement marked as uploaded. */
async function storeScan(
  tx: Tx,
  files: DemoFileStore,
  { unit, tahun, a, by }: { unit: ScanUnit; tahun: number; a: Agreement; by: number | null },
): Promise<typeof perjanjianKinerjaScan.$inferInsert> {
  const pdf = await demoPdf(`Perjanjian Kinerja Tahun ${tahun}`, [
    a.title,
    unit.nama,
    'Scan perjanjian kinerja yang telah ditandatangani (contoh data demo).',
  ]);
  const file = await files.store(pdf, `PK ${tahun} ${a.title} (ditandatangani).pdf`);
  const scan = {
    satuan_kerja_id: unit.id,
    tahun,
    jenis: a.jenis,
    pengampu_key: a.key,
    file_key: file.key,
    file_name: file.originalName,
    file_mime: file.mime,
    file_size: file.size,
    file_sha256: file.sha256,
    uploaded_at: new Date(Date.UTC(tahun, 1, 14, 3)),
    updated_by: by,
  };
  if (a.jenis === 'sasaranStrategisPd')
    await tx
      .update(sasaranStrategisPd)
      .set({ status_upload_pk: true })
      .where(eq(sasaranStrategisPd.satuan_kerja_id, unit.id));
  else if (a.ids.length > 0)
    await tx.update(kinerjaProgram).set({ status_upload_pk: true }).where(inArray(kinerjaProgram.id, a.ids));
  return scan;
}
