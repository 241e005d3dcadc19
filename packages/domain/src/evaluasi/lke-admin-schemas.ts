import { z } from 'zod';
import { paramId, requiredInt, satuanKerjaParam } from '../schemas/primitives';

/** Requests of the LKE administration of super (DOMAIN-2 §2): validator ↔ unit assignment, copying the worksheet. */

/** At most this many units per validator and year (far above the number of units of a city). */
export const LKE_VALIDATOR_UNIT_MAX = 500;

/** `/lke/validator-unit/{userId}` */
export const lkeValidatorUserParamSchema = z.object({ userId: paramId('Pengguna') });

/** PUT /lke/validator-unit/{userId}: the validator's units of the year (replaces the old list). */
export const lkeValidatorUnitBodySchema = z.object({
  satuan_kerja_ids: z
    .array(satuanKerjaParam('Satuan kerja tidak valid'), { error: 'Satuan kerja harus berupa daftar' })
    .max(LKE_VALIDATOR_UNIT_MAX, `Satuan kerja paling banyak ${LKE_VALIDATOR_UNIT_MAX}`),
});
export type LkeValidatorUnitBody = z.infer<typeof lkeValidatorUnitBodySchema>;

const tahun = (label: string) => requiredInt(label, { min: 2000, max: 2100 });

/** POST /lke/lembar/salin: copy the worksheet of one year to another (an empty) one. */
export const lkeSalinBodySchema = z
  .object({ dari_tahun: tahun('Tahun asal'), ke_tahun: tahun('Tahun tujuan') })
  .refine((v) => v.dari_tahun !== v.ke_tahun, {
    path: ['ke_tahun'],
    error: 'Tahun tujuan harus berbeda dari tahun asal',
  });
export type LkeSalinBody = z.infer<typeof lkeSalinBodySchema>;

/** One validator LKE with its units of the year (GET /lke/validator-unit). */
export interface LkeValidatorUnitRow {
  user_id: number;
  nama: string;
  username: string;
  role: string;
  satuan_kerja_ids: string[];
}
