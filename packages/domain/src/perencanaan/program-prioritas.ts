import { z } from 'zod';
import { capaian, capaianAnggaran, type Polaritas } from '../capaian';
import { optionalText, requiredId } from '../schemas/primitives';
import { text, textN, num, angka, capaianIndikatorFields } from '../schemas/record-fields';

/**
 * Program prioritas (DOMAIN-2 §5): the mayor's priority programs of a year, flagged by city-level
 * users; each shown with the units that run it, their target, realisasi, capaian and budget. The
 * public copy (guest navbar 'Program Prioritas') answers the same rows: none of them is private.
 */

export const programPrioritasBodySchema = z.object({
  program_id: requiredId('Program'),
  keterangan: optionalText('Keterangan', 1000),
});
export type ProgramPrioritasBody = z.output<typeof programPrioritasBodySchema>;

export const programPrioritasUnitSchema = z.object({
  satuan_kerja_id: text,
  satuan_kerja_nama: text,
  ...capaianIndikatorFields,
  anggaran: num,
  realisasi_anggaran: angka,
  capaian_anggaran: angka,
});
export type ProgramPrioritasUnit = z.infer<typeof programPrioritasUnitSchema>;

export const programPrioritasSchema = z.object({
  id: num,
  program_id: num,
  kode: text,
  nama: text,
  keterangan: textN,
  unit: z.array(programPrioritasUnitSchema),
  anggaran: num,
  realisasi_anggaran: num,
  capaian_anggaran: angka,
});
export type ProgramPrioritas = z.infer<typeof programPrioritasSchema>;

export const programPrioritasListSchema = z.object({ data: z.array(programPrioritasSchema) });
export type ProgramPrioritasList = z.infer<typeof programPrioritasListSchema>;

/** One unit's row of a priority program, capaian by the domain's functions. */
export function programPrioritasUnit(row: {
  satuan_kerja_id: string;
  satuan_kerja_nama: string;
  sasaran: string;
  indikator: string;
  satuan: string;
  polaritas: Polaritas;
  target: number | null;
  realisasi: number | null;
  anggaran: number;
  realisasi_anggaran: number | null;
}): ProgramPrioritasUnit {
  const { polaritas, ...rest } = row;
  return {
    ...rest,
    capaian: capaian(row.target, row.realisasi, polaritas),
    capaian_anggaran: capaianAnggaran(row.anggaran, row.realisasi_anggaran),
  };
}

/** The program's totals over its units. */
export function programPrioritasTotal(units: ProgramPrioritasUnit[]) {
  const anggaran = units.reduce((s, u) => s + u.anggaran, 0);
  const realisasi_anggaran = units.reduce((s, u) => s + (u.realisasi_anggaran ?? 0), 0);
  return { anggaran, realisasi_anggaran, capaian_anggaran: capaianAnggaran(anggaran, realisasi_anggaran) };
}
