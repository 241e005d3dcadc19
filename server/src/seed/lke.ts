import { asc, eq, inArray } from 'drizzle-orm';
import {
  lkeGeneratedNotes,
  lkeTahapAkhirClosed,
  lkeTahapAwalClosed,
  type LkeKriteria,
  type LkeTahap,
} from '@sakip/domain';
import type { Tx } from '../db/client';
import { must } from '../lib/must';
import {
  lkeCatatan,
  lkeEviden,
  lkeEvidenSlot,
  lkeJawaban,
  lkeKomponen,
  lkeKriteria,
  lkeOpsi,
  lkePenilaian,
  lkePleno,
  lkeStatus,
  lkeSubKomponen,
  lkeValidatorUnit,
  users,
} from '../db/schema/index';
import { demoPdf, type DemoFileStore } from './files';
import { LKE_WORKSHEET } from './lke-worksheet';
import { DEMO_SATKER_IDS } from './reference-data';

/**
 * Demo LKE (DOMAIN-2 §2): the worksheet for every selectable year, and for 2024 units at every
 * stage (one still filling in, submitted, closed at stage 1 or 2, three with a plenary), the
 * validators assigned. Values are deterministic per unit (a "quality" level plus a small hash).
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
  { satuan_kerja_id: D.pendidikan, tahap: 'pengisian', mutu: 0.8, kosong: 1 },
  { satuan_kerja_id: D.rsud, tahap: 'selesai', mutu: 0.92 },
  { satuan_kerja_id: D.bappeda, tahap: 'selesai', mutu: 0.86 },
  { satuan_kerja_id: D.inspektorat, tahap: 'selesai', mutu: 0.74 },
  { satuan_kerja_id: D.kominfo, tahap: 'pleno', mutu: 0.7 },
  { satuan_kerja_id: D.dpmptsp, tahap: 'validasi_2', mutu: 0.66 },
  { satuan_kerja_id: D.biroPemerintahan, tahap: 'perbaikan', mutu: 0.6 },
  { satuan_kerja_id: D.biroPerekonomian, tahap: 'validasi_1', mutu: 0.55 },
  { satuan_kerja_id: D.biroHukum, tahap: 'pengisian', mutu: 0.5, kosong: 20 },
];
/** Not assigned to validator_lke (a validator scores only its units). */
export const LKE_UNASSIGNED_SATKER = D.biroUmum;

function hash(a: string, b: number): number {
  let h = 2166136261;
  for (const ch of `${a}:${b}`) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return ((h >>> 0) % 1000) / 1000;
}

type Structure = { kriteria: LkeKriteria; komponenId: number; slots: { id: number; jenis: string }[] }[];

/** The worksheet of a year as the reference seed stored it (seedLkeWorksheet), in its order. */
async function worksheetOf(tx: Tx, tahun: number): Promise<Structure> {
  const krit = await tx
    .select({
      id: lkeKriteria.id,
      kode: lkeKriteria.kode,
      pertanyaan: lkeKriteria.pertanyaan,
      komponenId: lkeKomponen.id,
    })
    .from(lkeKriteria)
    .innerJoin(lkeSubKomponen, eq(lkeSubKomponen.id, lkeKriteria.sub_komponen_id))
    .innerJoin(lkeKomponen, eq(lkeKomponen.id, lkeSubKomponen.komponen_id))
    .where(eq(lkeKomponen.tahun, tahun))
    .orderBy(asc(lkeKomponen.urutan), asc(lkeSubKomponen.urutan), asc(lkeKriteria.urutan));
  const ids = krit.map((k) => k.id);
  const opsi = ids.length
    ? await tx.select().from(lkeOpsi).where(inArray(lkeOpsi.kriteria_id, ids)).orderBy(asc(lkeOpsi.urutan))
    : [];
  const slots = ids.length
    ? await tx
        .select({ id: lkeEvidenSlot.id, kriteria_id: lkeEvidenSlot.kriteria_id, jenis: lkeEvidenSlot.jenis })
        .from(lkeEvidenSlot)
        .where(inArray(lkeEvidenSlot.kriteria_id, ids))
        .orderBy(asc(lkeEvidenSlot.id))
    : [];
  return krit.map((k) => ({
    komponenId: k.komponenId,
    kriteria: {
      id: k.id,
      kode: k.kode,
      pertanyaan: k.pertanyaan,
      opsi: opsi
        .filter((o) => o.kriteria_id === k.id)
        .map((o) => ({ id: o.id, label: o.label, nilai: o.nilai_persen / 100, penjelasan: null })),
      slots: [],
    },
    slots: slots.filter((sl) => sl.kriteria_id === k.id),
  }));
}

export async function seedLke(tx: Tx, files: DemoFileStore): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  const add = (k: string, n: number) => (counts[k] = (counts[k] ?? 0) + n);
  const structure2024 = await worksheetOf(tx, TAHUN_DEMO);

  // Validators: validator_lke gets every demo unit but one; the plenary validator every demo unit.
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
  add('lke_validator_unit', assignments.length);

  // Per unit: answers, evidence, verdicts, plenary and notes by its stage.
  const jawaban: (typeof lkeJawaban.$inferInsert)[] = [];
  const eviden: (typeof lkeEviden.$inferInsert)[] = [];
  const penilaian: (typeof lkePenilaian.$inferInsert)[] = [];
  const pleno: (typeof lkePleno.$inferInsert)[] = [];
  const catatan: (typeof lkeCatatan.$inferInsert)[] = [];
  const status: (typeof lkeStatus.$inferInsert)[] = [];
  const now = new Date(`${TAHUN_DEMO + 1}-03-01T02:00:00Z`);
  const pick = (k: LkeKriteria, target: number) =>
    k.opsi.reduce(
      (best, o) => (Math.abs(o.nilai - target) < Math.abs(best.nilai - target) ? o : best),
      must(k.opsi[0]),
    );

  for (const u of LKE_DEMO_UNITS) {
    const sid = u.satuan_kerja_id;
    const n = structure2024.length;
    const withLembar2 = lkeTahapAwalClosed(u.tahap);
    const scored1 = u.tahap !== 'pengisian';
    const scored2 = u.tahap === 'validasi_2' || lkeTahapAkhirClosed(u.tahap);
    const notes: Parameters<typeof lkeGeneratedNotes>[0] = [];
    // A real sample PDF on the first file slot of each component; the other slots hold a text.
    const withPdf = new Set<number>();
    for (const komponenId of new Set(structure2024.map((s) => s.komponenId))) {
      const first = structure2024.find((s) => s.komponenId === komponenId && s.slots.some((sl) => sl.jenis === 'file'));
      if (first) withPdf.add(first.kriteria.id);
    }
    const pdfs = new Map<number, Awaited<ReturnType<DemoFileStore['store']>>>();
    for (const kriteriaId of withPdf) {
      const k = must(structure2024.find((s) => s.kriteria.id === kriteriaId)).kriteria;
      const bytes = await demoPdf(`Eviden ${k.kode}`, [k.pertanyaan, `Satuan kerja ${sid}, tahun ${TAHUN_DEMO}.`]);
      pdfs.set(kriteriaId, await files.store(bytes, `eviden-${k.kode}.pdf`));
    }
    structure2024.forEach(({ kriteria: k, komponenId, slots }, i) => {
      const empty = u.kosong !== undefined && i >= n - u.kosong;
      const target = Math.min(1, Math.max(0, u.mutu + (hash(sid, k.id) - 0.5) * 0.5));
      const unit1 = empty ? null : pick(k, target);
      const unit2 = unit1 && hash(sid, -k.id) > 0.8 ? pick(k, Math.min(1, unit1.nilai + 0.25)) : unit1;
      const val1 = unit1 && hash(sid, k.id * 7) > 0.7 ? pick(k, unit1.nilai - 0.25) : unit1;
      const val2 = unit2 && hash(sid, k.id * 11) > 0.85 ? pick(k, unit2.nilai - 0.25) : unit2;
      const tolak1 = hash(sid, k.id * 13) > 0.9;
      if (unit1) jawaban.push({ satuan_kerja_id: sid, kriteria_id: k.id, lembar: 1, opsi_id: unit1.id });
      if (withLembar2 && unit2) jawaban.push({ satuan_kerja_id: sid, kriteria_id: k.id, lembar: 2, opsi_id: unit2.id });
      for (const slot of slots) {
        // Link slots keep their system link (filled when read); a unit still filling in lacks one file.
        if (slot.jenis === 'link') continue;
        if (u.kosong !== undefined && i >= n - u.kosong - 1) continue;
        const pdf = pdfs.get(k.id);
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
        eviden.push({ satuan_kerja_id: sid, slot_id: slot.id, lembar: 1, ...row });
        if (withLembar2) eviden.push({ satuan_kerja_id: sid, slot_id: slot.id, lembar: 2, ...row });
      }
      const partial = u.tahap === 'validasi_1' && i % 3 === 0;
      if (scored1 && !partial)
        penilaian.push({
          satuan_kerja_id: sid,
          kriteria_id: k.id,
          lembar: 1,
          opsi_id: val1?.id ?? null,
          status: tolak1 ? 'tolak' : 'terima',
          catatan: tolak1 ? 'Eviden belum menunjukkan pemenuhan kriteria; lengkapi dokumen pendukung' : null,
          validator_id: lkeId ?? null,
        });
      if (scored2 && !(u.tahap === 'validasi_2' && i % 4 === 0)) {
        const tolak2 = tolak1 && hash(sid, k.id * 17) > 0.5;
        penilaian.push({
          satuan_kerja_id: sid,
          kriteria_id: k.id,
          lembar: 2,
          opsi_id: val2?.id ?? null,
          status: tolak2 ? 'tolak' : 'terima',
          catatan: tolak2 ? 'Perbaikan eviden belum memadai' : null,
          validator_id: lkeId ?? null,
        });
        notes.push({
          kriteria: k,
          komponenId,
          unitOpsiId: unit2?.id ?? null,
          validatorOpsiId: val2?.id ?? null,
          status: tolak2 ? 'tolak' : 'terima',
          catatan: tolak2 ? 'Perbaikan eviden belum memadai' : null,
        });
      }
    });
    if (lkeTahapAkhirClosed(u.tahap))
      for (const note of lkeGeneratedNotes(notes)) catatan.push({ satuan_kerja_id: sid, tahun: TAHUN_DEMO, ...note });
    if (u.tahap === 'selesai') {
      const komponenIds = [...new Set(structure2024.map((s) => s.komponenId))];
      LKE_WORKSHEET.forEach((k, i) => {
        const nilai = Math.round(k.bobot * Math.min(1, u.mutu + 0.03) * 2) / 2;
        pleno.push({ satuan_kerja_id: sid, komponen_id: must(komponenIds[i]), nilai_x100: Math.round(nilai * 100) });
      });
    }
    const at = (stage: LkeTahap[]) => (stage.includes(u.tahap) ? now : null);
    status.push({
      satuan_kerja_id: sid,
      tahun: TAHUN_DEMO,
      tahap: u.tahap,
      diajukan_1_at: at(['validasi_1', 'perbaikan', 'validasi_2', 'pleno', 'selesai']),
      ditutup_1_at: at(['perbaikan', 'validasi_2', 'pleno', 'selesai']),
      diajukan_2_at: at(['validasi_2', 'pleno', 'selesai']),
      ditutup_2_at: at(['pleno', 'selesai']),
      pleno_at: at(['selesai']),
    });
  }
  const chunked = async <T>(rows: T[], insert: (part: T[]) => Promise<unknown>) => {
    for (let i = 0; i < rows.length; i += 500) await insert(rows.slice(i, i + 500));
  };
  await chunked(jawaban, (p) => tx.insert(lkeJawaban).values(p));
  await chunked(eviden, (p) => tx.insert(lkeEviden).values(p));
  await chunked(penilaian, (p) => tx.insert(lkePenilaian).values(p));
  if (pleno.length) await tx.insert(lkePleno).values(pleno);
  if (catatan.length) await tx.insert(lkeCatatan).values(catatan);
  await tx.insert(lkeStatus).values(status);
  add('lke_jawaban', jawaban.length);
  add('lke_eviden', eviden.length);
  add('lke_penilaian', penilaian.length);
  add('lke_pleno', pleno.length);
  add('lke_catatan', catatan.length);
  add('lke_status', status.length);
  return counts;
}
