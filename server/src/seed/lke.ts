import { inArray } from 'drizzle-orm';
import {
  lkeGeneratedNotes,
  lkeSubJenis,
  lkeTahapAkhirClosed,
  lkeTahapAwalClosed,
  SELECTABLE_YEARS,
  type LkeKriteria,
  type LkeTahap,
} from '@sakip/domain';
import type { Tx } from '../db/client';
import { must } from '../lib/must';
import {
  lkeCatatan,
  lkeEviden,
  lkeJawaban,
  lkePenilaian,
  lkePleno,
  lkeStatus,
  lkeValidatorUnit,
  users,
} from '../db/schema/index';
import { demoPdf, type DemoFileStore } from './files';
import { loadStructure } from '../modules/evaluasi/lke/lke.repository';
import { seedLkeWorksheet } from './lke-worksheet';
import { DEMO_SATKER_IDS } from './reference-data';

/**
 * Demo LKE (DOMAIN-2 §2, DOMAIN-3 §1.1): the 88/2021 worksheet for every selectable year, and for
 * 2024 units at every stage (one still filling in, submitted, closed at stage 1 or 2, three with a
 * plenary), the validators assigned. Values are deterministic per unit (a "quality" level plus a
 * small hash): most units around BB / B, the best at A / AA on sustained (keberadaan) criteria,
 * the weakest in C, so the bands from AA to C occur.
 */
const TAHUN_DEMO = 2024;
const D = DEMO_SATKER_IDS;

interface UnitPlan {
  satuan_kerja_id: string;
  tahap: LkeTahap;
  /** Typical answer value 0..1 of the unit. */
  mutu: number;
  /** Leave a few items empty (a unit still filling in). */
  kosong?: number;
}

/** Dinas Pendidikan (the demo unit user) is filling in: all but the last criterion and one file. */
export const LKE_DEMO_UNITS: UnitPlan[] = [
  { satuan_kerja_id: D.pendidikan, tahap: 'pengisian', mutu: 0.78, kosong: 1 },
  { satuan_kerja_id: D.rsud, tahap: 'selesai', mutu: 0.93 },
  { satuan_kerja_id: D.bappeda, tahap: 'selesai', mutu: 0.86 },
  { satuan_kerja_id: D.inspektorat, tahap: 'selesai', mutu: 0.76 },
  { satuan_kerja_id: D.kominfo, tahap: 'pleno', mutu: 0.74 },
  { satuan_kerja_id: D.dpmptsp, tahap: 'validasi_2', mutu: 0.7 },
  { satuan_kerja_id: D.biroPemerintahan, tahap: 'perbaikan', mutu: 0.66 },
  { satuan_kerja_id: D.biroPerekonomian, tahap: 'validasi_1', mutu: 0.55 },
  { satuan_kerja_id: D.biroHukum, tahap: 'pengisian', mutu: 0.4, kosong: 20 },
];
/** Not assigned to validator_lke (a validator scores only its units). */
export const LKE_UNASSIGNED_SATKER = D.biroUmum;

function hash(a: string, b: number): number {
  let h = 2166136261;
  for (const ch of `${a}:${b}`) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return ((h >>> 0) % 1000) / 1000;
}

type Kriteria2024 = {
  komponenId: number;
  jenis: ReturnType<typeof lkeSubJenis>;
  kriteria: LkeKriteria;
  slots: LkeSlot[];
};
type LkeSlot = Awaited<ReturnType<typeof loadStructure>>['slots'][number];
type LkeStructure = Awaited<ReturnType<typeof loadStructure>>['structure'];
type StoredPdf = Awaited<ReturnType<DemoFileStore['store']>>;

/** The rows the demo LKE inserts, gathered unit by unit. */
interface LkeRows {
  jawaban: (typeof lkeJawaban.$inferInsert)[];
  eviden: (typeof lkeEviden.$inferInsert)[];
  penilaian: (typeof lkePenilaian.$inferInsert)[];
  pleno: (typeof lkePleno.$inferInsert)[];
  catatan: (typeof lkeCatatan.$inferInsert)[];
  status: (typeof lkeStatus.$inferInsert)[];
}

export async function seedLke(tx: Tx, files: DemoFileStore): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  const add = (k: string, n: number) => (counts[k] = (counts[k] ?? 0) + n);
  for (const tahun of SELECTABLE_YEARS) add('lke_kriteria', await seedLkeWorksheet(tx, tahun));
  const { structure, slots: allSlots } = await loadStructure(tx, TAHUN_DEMO);
  const structure2024 = structure.flatMap((k) =>
    k.sub.flatMap((s) =>
      s.kriteria.map((kriteria) => ({
        komponenId: k.id,
        jenis: lkeSubJenis(s),
        kriteria,
        slots: allSlots.filter((sl) => sl.kriteria_id === kriteria.id),
      })),
    ),
  );
  const { lkeId, assigned } = await assignValidators(tx);
  add('lke_validator_unit', assigned);

  // Per unit: answers, evidence, verdicts, plenary and notes by its stage.
  const rows: LkeRows = { jawaban: [], eviden: [], penilaian: [], pleno: [], catatan: [], status: [] };
  for (const u of LKE_DEMO_UNITS) {
    const pdfs = await evidenPdfs(files, u.satuan_kerja_id, structure2024);
    unitRows(rows, u, { structure, structure2024, pdfs, lkeId });
  }
  await insertLkeRows(tx, rows);
  for (const [table, list] of Object.entries(rows) as [string, unknown[]][]) add(`lke_${table}`, list.length);
  return counts;
}

/** Validators: validator_lke gets every demo unit but one; the plenary validator every demo unit. */
async function assignValidators(tx: Tx): Promise<{ lkeId: number | undefined; assigned: number }> {
  const validators = await tx
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, ['validator_lke', 'validator_lke_pleno']));
  const lkeId = validators.find((v) => v.username === 'validator_lke')?.id;
  const plenoId = validators.find((v) => v.username === 'validator_lke_pleno')?.id;
  const assignments = LKE_DEMO_UNITS.flatMap((u) => [
    ...(lkeId ? [{ user_id: lkeId, satuan_kerja_id: u.satuan_kerja_id, tahun: TAHUN_DEMO }] : []),
    ...(plenoId ? [{ user_id: plenoId, satuan_kerja_id: u.satuan_kerja_id, tahun: TAHUN_DEMO }] : []),
  ]);
  if (plenoId) assignments.push({ user_id: plenoId, satuan_kerja_id: LKE_UNASSIGNED_SATKER, tahun: TAHUN_DEMO });
  if (assignments.length) await tx.insert(lkeValidatorUnit).values(assignments);
  return { lkeId, assigned: assignments.length };
}

/** A real sample PDF on the first file slot of each component; the other slots hold a text. */
async function evidenPdfs(files: DemoFileStore, sid: string, structure2024: Kriteria2024[]) {
  const withPdf = new Set<number>();
  for (const komponenId of new Set(structure2024.map((s) => s.komponenId))) {
    const first = structure2024.find((s) => s.komponenId === komponenId && s.slots.some((sl) => sl.jenis === 'file'));
    if (first) withPdf.add(first.kriteria.id);
  }
  const pdfs = new Map<number, StoredPdf>();
  for (const kriteriaId of withPdf) {
    const k = must(structure2024.find((s) => s.kriteria.id === kriteriaId)).kriteria;
    const bytes = await demoPdf(`Eviden ${k.kode}`, [k.pertanyaan, `Satuan kerja ${sid}, tahun ${TAHUN_DEMO}.`]);
    pdfs.set(kriteriaId, await files.store(bytes, `eviden-${k.kode}.pdf`));
  }
  return pdfs;
}

const pick = (k: LkeKriteria, target: number) =>
  k.opsi.reduce((best, o) => (Math.abs(o.nilai - target) < Math.abs(best.nilai - target) ? o : best), must(k.opsi[0]));

/** The answers a unit gives (and the validators' choice) on one criterion, by its quality. */
function answersOf(u: UnitPlan, k: LkeKriteria, jenis: Kriteria2024['jenis'], empty: boolean) {
  const sid = u.satuan_kerja_id;
  // Above BB (A, AA) only where it is sustained (keberadaan) or for the best units.
  const plafon = jenis === 'keberadaan' || u.mutu >= 0.85 ? 1 : 0.8;
  const target = Math.min(plafon, Math.max(0, u.mutu + (hash(sid, k.id) - 0.5) * 0.4));
  const unit1 = empty ? null : pick(k, target);
  const unit2 = unit1 && hash(sid, -k.id) > 0.8 ? pick(k, Math.min(plafon, unit1.nilai + 0.1)) : unit1;
  const val1 = unit1 && hash(sid, k.id * 7) > 0.7 ? pick(k, unit1.nilai - 0.1) : unit1;
  const val2 = unit2 && hash(sid, k.id * 11) > 0.85 ? pick(k, unit2.nilai - 0.1) : unit2;
  return { unit1, unit2, val1, val2, tolak1: hash(sid, k.id * 13) > 0.9 };
}

/** One unit's rows, by its stage. */
function unitRows(
  rows: LkeRows,
  u: UnitPlan,
  ctx: {
    structure: LkeStructure;
    structure2024: Kriteria2024[];
    pdfs: Map<number, StoredPdf>;
    lkeId: number | undefined;
  },
) {
  const sid = u.satuan_kerja_id;
  const n = ctx.structure2024.length;
  const withLembar2 = lkeTahapAwalClosed(u.tahap);
  const notes: Parameters<typeof lkeGeneratedNotes>[0] = [];
  ctx.structure2024.forEach(({ kriteria: k, komponenId, slots, jenis }, i) => {
    const answers = answersOf(u, k, jenis, u.kosong !== undefined && i >= n - u.kosong);
    const { unit1, unit2 } = answers;
    if (unit1) rows.jawaban.push({ satuan_kerja_id: sid, kriteria_id: k.id, lembar: 1, opsi_id: unit1.id });
    if (withLembar2 && unit2)
      rows.jawaban.push({ satuan_kerja_id: sid, kriteria_id: k.id, lembar: 2, opsi_id: unit2.id });
    // A unit still filling in lacks one file.
    if (!(u.kosong !== undefined && i >= n - u.kosong - 1))
      evidenRows(rows, sid, k, slots, ctx.pdfs.get(k.id), withLembar2);
    verdictRows(rows, notes, u, { k, komponenId, i, lkeId: ctx.lkeId, ...answers });
  });
  if (lkeTahapAkhirClosed(u.tahap))
    for (const note of lkeGeneratedNotes(notes))
      rows.catatan.push({ satuan_kerja_id: sid, tahun: TAHUN_DEMO, ...note });
  if (u.tahap === 'selesai') {
    for (const k of ctx.structure) {
      const nilai = Math.round(k.bobot * Math.min(1, u.mutu + 0.02) * 2) / 2;
      rows.pleno.push({ satuan_kerja_id: sid, komponen_id: k.id, nilai_x100: Math.round(nilai * 100) });
    }
  }
  rows.status.push(statusRow(u));
}

/** Evidence of a criterion's slots: the sample PDF where there is one, else a text. */
function evidenRows(
  rows: LkeRows,
  sid: string,
  k: LkeKriteria,
  slots: LkeSlot[],
  pdf: StoredPdf | undefined,
  withLembar2: boolean,
) {
  for (const slot of slots) {
    // Link slots keep their system link (filled when read).
    if (slot.jenis === 'link') continue;
    const row = pdf
      ? {
          isi: pdf.originalName,
          file_key: pdf.key,
          file_name: pdf.originalName,
          file_mime: pdf.mime,
          file_size: pdf.size,
          file_sha256: pdf.sha256,
        }
      : { isi: `Arsip ${k.kode}: dokumen pendukung tahun ${TAHUN_DEMO} tersedia di sekretariat` };
    rows.eviden.push({ satuan_kerja_id: sid, slot_id: slot.id, lembar: 1, ...row });
    if (withLembar2) rows.eviden.push({ satuan_kerja_id: sid, slot_id: slot.id, lembar: 2, ...row });
  }
}

type Answers = ReturnType<typeof answersOf>;

/** The validators' verdicts of stage 1 and 2 on one criterion, and the stage 2 notes' input. */
function verdictRows(
  rows: LkeRows,
  notes: Parameters<typeof lkeGeneratedNotes>[0],
  u: UnitPlan,
  v: Answers & { k: LkeKriteria; komponenId: number; i: number; lkeId: number | undefined },
) {
  const sid = u.satuan_kerja_id;
  const { k, i, tolak1 } = v;
  const scored1 = u.tahap !== 'pengisian';
  const scored2 = u.tahap === 'validasi_2' || lkeTahapAkhirClosed(u.tahap);
  const partial = u.tahap === 'validasi_1' && i % 3 === 0;
  if (scored1 && !partial)
    rows.penilaian.push({
      satuan_kerja_id: sid,
      kriteria_id: k.id,
      lembar: 1,
      opsi_id: v.val1?.id ?? null,
      status: tolak1 ? 'tolak' : 'terima',
      catatan: tolak1 ? 'Eviden belum menunjukkan pemenuhan kriteria; lengkapi dokumen pendukung' : null,
      validator_id: v.lkeId ?? null,
    });
  if (!scored2 || (u.tahap === 'validasi_2' && i % 4 === 0)) return;
  const tolak2 = tolak1 && hash(sid, k.id * 17) > 0.5;
  rows.penilaian.push({
    satuan_kerja_id: sid,
    kriteria_id: k.id,
    lembar: 2,
    opsi_id: v.val2?.id ?? null,
    status: tolak2 ? 'tolak' : 'terima',
    catatan: tolak2 ? 'Perbaikan eviden belum memadai' : null,
    validator_id: v.lkeId ?? null,
  });
  notes.push({
    kriteria: k,
    komponenId: v.komponenId,
    unitOpsiId: v.unit2?.id ?? null,
    validatorOpsiId: v.val2?.id ?? null,
    status: tolak2 ? 'tolak' : 'terima',
    catatan: tolak2 ? 'Perbaikan eviden belum memadai' : null,
  });
}

function statusRow(u: UnitPlan): typeof lkeStatus.$inferInsert {
  const now = new Date(`${TAHUN_DEMO + 1}-03-01T02:00:00Z`);
  const at = (stage: LkeTahap[]) => (stage.includes(u.tahap) ? now : null);
  return {
    satuan_kerja_id: u.satuan_kerja_id,
    tahun: TAHUN_DEMO,
    tahap: u.tahap,
    diajukan_1_at: at(['validasi_1', 'perbaikan', 'validasi_2', 'pleno', 'selesai']),
    ditutup_1_at: at(['perbaikan', 'validasi_2', 'pleno', 'selesai']),
    diajukan_2_at: at(['validasi_2', 'pleno', 'selesai']),
    ditutup_2_at: at(['pleno', 'selesai']),
    pleno_at: at(['selesai']),
  };
}

async function insertLkeRows(tx: Tx, rows: LkeRows) {
  const chunked = async <T>(list: T[], insert: (part: T[]) => Promise<unknown>) => {
    for (let i = 0; i < list.length; i += 500) await insert(list.slice(i, i + 500));
  };
  await chunked(rows.jawaban, (p) => tx.insert(lkeJawaban).values(p));
  await chunked(rows.eviden, (p) => tx.insert(lkeEviden).values(p));
  await chunked(rows.penilaian, (p) => tx.insert(lkePenilaian).values(p));
  if (rows.pleno.length) await tx.insert(lkePleno).values(rows.pleno);
  if (rows.catatan.length) await tx.insert(lkeCatatan).values(rows.catatan);
  await tx.insert(lkeStatus).values(rows.status);
}
