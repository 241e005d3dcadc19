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

/** A measured goal with its figures of the year: what the capaian pages and cards list per indicator. */
export const capaianIndikatorFields = {
  sasaran: text,
  indikator: text,
  satuan: text,
  target: angka,
  realisasi: angka,
  capaian: angka,
};
