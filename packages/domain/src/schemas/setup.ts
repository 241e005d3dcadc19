import { z } from 'zod';
import { optionalText, requiredInt, requiredText } from './primitives';
import { text, num } from './record-fields';

/** The first super account's password: longer than an ordinary account's (DOMAIN-3 §2). */
export const SETUP_PASSWORD_MIN = 12;

/** Optional single-line text stored as '' when empty (the settings never hold null). */
function settingText(label: string, max = 150) {
  return optionalText(label, max).transform((v) => v ?? '');
}

/** The city profile (pengaturan): names printed on PKs, LKIP and the public pages. */
export const cityProfileFields = {
  nama_kota: requiredText('Nama pemerintah daerah', 150),
  nama_provinsi: settingText('Nama provinsi'),
  nama_walikota: settingText('Nama kepala daerah'),
  nama_wakil_walikota: settingText('Nama wakil kepala daerah'),
  nama_sekda: settingText('Nama sekretaris daerah'),
  /** The place before the date on PKs ('Harapan Jaya, 2 Januari 2025'); empty: from nama_kota. */
  tempat_pk: settingText('Tempat penandatanganan PK', 100),
};

export const cityProfileSchema = z.object(cityProfileFields);
export type CityProfileInput = z.input<typeof cityProfileSchema>;

const tahunSchema = requiredInt('Tahun', { min: 2000, max: 2100 });

/** Settings screen (super): the profile, the selectable years and the default year. */
export const pengaturanSchema = z
  .object({
    ...cityProfileFields,
    tahun_options: z
      .array(tahunSchema, { error: 'Tahun yang dapat dipilih wajib diisi' })
      .min(1, 'Pilih minimal satu tahun')
      .max(20, 'Maksimal 20 tahun')
      .transform((years) => [...new Set(years)].sort((a, b) => a - b)),
    tahun_default: tahunSchema,
  })
  .superRefine((v, ctx) => {
    if (!v.tahun_options.includes(v.tahun_default))
      ctx.addIssue({
        code: 'custom',
        path: ['tahun_default'],
        message: 'Tahun default harus salah satu tahun yang dapat dipilih',
      });
  });
export type PengaturanInput = z.input<typeof pengaturanSchema>;

export const pengaturanRecordSchema = z.object({
  nama_kota: text,
  nama_provinsi: text,
  nama_walikota: text,
  nama_wakil_walikota: text,
  nama_sekda: text,
  tempat_pk: text,
  tahun_options: z.array(z.number()),
  tahun_default: num,
});
export type PengaturanRecord = z.infer<typeof pengaturanRecordSchema>;

/** POST /setup: the first super account and the city profile, in one step. */
export const setupSchema = z.object({
  username: requiredText('Username', 50).regex(
    /^[a-z0-9_.-]+$/,
    'Username hanya boleh berisi huruf kecil, angka, titik, garis bawah dan tanda hubung',
  ),
  nama: requiredText('Nama', 150),
  /** passwordSchema's rule with the higher minimum, so that a short password reads "minimal 12", never "minimal 8". */
  password: z
    .string({ error: 'Password wajib diisi' })
    .min(SETUP_PASSWORD_MIN, `Password minimal ${SETUP_PASSWORD_MIN} karakter`)
    .max(200, 'Password maksimal 200 karakter'),
  /** The one-time setup token of the server log; not needed from the server's own machine. */
  token: z.string().max(200, 'Token tidak valid').optional(),
  ...cityProfileFields,
});
export type SetupInput = z.input<typeof setupSchema>;

/** GET /setup (public): whether the first-run setup is still open. Nothing private. */
export const setupStatusSchema = z.object({ data: z.object({ diperlukan: z.boolean() }) });
export type SetupStatus = z.infer<typeof setupStatusSchema>['data'];
