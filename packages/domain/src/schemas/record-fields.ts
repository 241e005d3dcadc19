import { z } from 'zod';

/**
 * The field types of record (answer) schemas, one name each: what the server sends back, without
 * the bounds and messages of input fields (those are in primitives.ts). The suffix N: may be null.
 * A record writes `tahun: int`, `sasaran: text`, `target: angka`, so it reads as its list of fields.
 */
export const text = z.string();
export const textN = z.string().nullable();
export const int = z.number().int();
export const intN = z.number().int().nullable();
export const num = z.number();
/** A figure that may be missing (no target set yet, no realisasi, a capaian without a target). */
export const angka = z.number().nullable();
export const bool = z.boolean();

/** A unit named by its id and name: a row's unit, a chooser's option. */
export const satuanKerjaRef = z.object({ satuan_kerja_id: text, satuan_kerja_nama: text });

/**
 * A level's children of one schema: its own (`key`) and those adopted from other units through a
 * *_cross link (`key_cross`), e.g. `...ownAndCross('kinerja_program', kinerjaChildSchema)`.
 */
export function ownAndCross<K extends string, S extends z.ZodType>(key: K, child: S) {
  return { [key]: z.array(child), [`${key}_cross`]: z.array(child) } as Record<K | `${K}_cross`, z.ZodArray<S>>;
}

/** A measured goal with its figures of the year: what the capaian pages and cards list per indicator. */
export const capaianIndikatorFields = {
  sasaran: text,
  indikator: text,
  satuan: text,
  target: angka,
  realisasi: angka,
  capaian: angka,
};
