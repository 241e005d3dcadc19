import { z } from 'zod';
import { paramId, queryId, queryInt, queryText, satuanKerjaParam, satuanKerjaQuery } from './primitives';
import { KINERJA_MASTER_LEVELS, type KinerjaLevel } from './perencanaan';
import { text, num, satuanKerjaRef } from './record-fields';

/**
 * The option calls of SPEC §7 (pickers of the forms and filters): their query strings, the rules
 * of SPEC §5 and the option records of SPEC §3. Used by the server (422 with these messages) and
 * by the web's OptionSelect (the same whitelists).
 *
 * Lists in a query string arrive as `k[]=1&k[]=2` (the web client, axios), `k=1&k=2` or `k=1,2`:
 * the schemas take all three and hand the server one array.
 */

// -------------------------------------------------------------------------------------------
// Whitelists and rules (SPEC §5)
// -------------------------------------------------------------------------------------------

/** `{model}` of option/indikator/{model} and option/sasaran/{model}. */
export const OPTION_MODELS = [
  ...KINERJA_MASTER_LEVELS,
  'kinerja-langkah-aksi',
] as const satisfies readonly KinerjaLevel[];
export type OptionModel = (typeof OPTION_MODELS)[number];

/**
 * `type` of option/pengampu/unit-kerja: the levels whose pengampu may be a position (unit kerja).
 * (Named apart from PENGAMPU_TYPES of pengampu.ts, which are the kinds 'unit-kerja' | 'tim-kerja'.)
 */
export const OPTION_PENGAMPU_TYPES = KINERJA_MASTER_LEVELS;
export type OptionPengampuType = (typeof OPTION_PENGAMPU_TYPES)[number];

/**
 * Which positions of a unit's organisation structure may carry a performance of each level
 * (unit_kerja.eselon): a program the head of the unit (II) or a kepala bidang / sekretaris /
 * kepala bagian (III); a kegiatan an eselon III; a sub kegiatan an eselon III or a kepala seksi /
 * subbagian (IV).
 */
export const ESELON_PENGAMPU: Record<OptionPengampuType, readonly number[]> = {
  'kinerja-program': [2, 3],
  'kinerja-kegiatan': [3],
  'kinerja-sub-kegiatan': [3, 4],
};

/** Default and largest number of rows of option/pegawai (a search picker). */
export const PEGAWAI_OPTION_LIMIT = 50;
export const PEGAWAI_OPTION_MAX_LIMIT = 100;

export const MESSAGE_OPTION_MODEL = `Model tidak dikenal. Pilih salah satu: ${OPTION_MODELS.join(', ')}`;
export const MESSAGE_OPTION_PENGAMPU_TYPE_WAJIB = 'Jenis kinerja wajib dipilih';
export const MESSAGE_OPTION_PENGAMPU_TYPE = `Jenis kinerja tidak dikenal. Pilih salah satu: ${OPTION_PENGAMPU_TYPES.join(', ')}`;
export const MESSAGE_SATUAN_KERJA_WAJIB = 'Satuan kerja wajib dipilih';
/** Shown by the sub-kegiatan picker while no unit is chosen (SPEC §5). */
export const MESSAGE_PILIH_SATUAN_KERJA_DAHULU = 'Pilih satuan kerja terlebih dahulu';

// -------------------------------------------------------------------------------------------
// Query-string helpers
// -------------------------------------------------------------------------------------------

const rawList = z.union([z.string(), z.array(z.string())]).optional();

/** 'a,b' | ['a', 'b,c'] → ['a', 'b', 'c'] (blank items dropped); absent → undefined. */
function splitList(value: string | string[] | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  return (Array.isArray(value) ? value : [value])
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
}

/** A list of positive integer ids in a query string. */
function idListParam(label: string) {
  return rawList.transform(splitList).pipe(z.array(paramId(label)).max(500, `${label} maksimal 500`).optional());
}

/** A list of satuan_kerja_id (text ids) in a query string. */
const satkerListParam = rawList
  .transform(splitList)
  .pipe(z.array(satuanKerjaParam('Satuan kerja tidak valid')).max(500, 'Satuan kerja maksimal 500').optional());

/** Both spellings of a list key, merged: `ids` and `ids[]`. undefined when neither came. */
function merged<T>(a: T[] | undefined, b: T[] | undefined): T[] | undefined {
  return a === undefined && b === undefined ? undefined : [...(a ?? []), ...(b ?? [])];
}

const optionalSatker = satuanKerjaQuery;
const requiredSatker = satuanKerjaParam(MESSAGE_SATUAN_KERJA_WAJIB);
const optionalParentId = queryId;

// -------------------------------------------------------------------------------------------
// Query strings and path parameters
// -------------------------------------------------------------------------------------------

/** option/indikator/{model}, option/sasaran/{model}. */
export const optionModelParamsSchema = z.object({
  model: z.enum(OPTION_MODELS, { error: MESSAGE_OPTION_MODEL }),
});

/**
 * satuan_kerja_id of option/indikator/{model} and option/sasaran/{model}: optional; without it the
 * actor's own unit (or, for an actor without a unit, every unit the actor may read).
 */
export const optionKinerjaQuerySchema = z.object({ satuan_kerja_id: optionalSatker });

/** Pickers of the RPJMD: `ids` narrows to those rows; the parent id narrows to its children. */
const idsFields = { ids: idListParam('ids'), 'ids[]': idListParam('ids') };
type WithIds<T> = Omit<T, 'ids' | 'ids[]'> & { ids: number[] | undefined };
function foldIds<T extends { ids?: number[] | undefined; 'ids[]'?: number[] | undefined }>(q: T): WithIds<T> {
  const { ids, 'ids[]': idsArray, ...rest } = q;
  return { ...rest, ids: merged(ids, idsArray) };
}

export const optionMisiQuerySchema = z.object(idsFields).transform(foldIds);
export const optionTujuanQuerySchema = z.object({ ...idsFields, misi_id: optionalParentId('Misi') }).transform(foldIds);
export const optionIndikatorTujuanQuerySchema = z
  .object({ ...idsFields, tujuan_id: optionalParentId('Tujuan') })
  .transform(foldIds);
export const optionSasaranStrategisQuerySchema = z
  .object({ ...idsFields, tujuan_id: optionalParentId('Tujuan') })
  .transform(foldIds);
export const optionIndikatorSasaranStrategisQuerySchema = z
  .object({ ...idsFields, sasaran_strategis_id: optionalParentId('Sasaran strategis') })
  .transform(foldIds);

/** option/program: the programs of these units (absent: the actor's unit, or every program). */
export const optionProgramQuerySchema = z
  .object({ satuan_kerja_id: satkerListParam, 'satuan_kerja_id[]': satkerListParam })
  .transform((q) => ({ satuan_kerja_id: merged(q.satuan_kerja_id, q['satuan_kerja_id[]']) }));

/** option/kegiatan: the kegiatan under the programs of these units, optionally of some programs. */
export const optionKegiatanQuerySchema = z
  .object({
    satuan_kerja_id: satkerListParam,
    'satuan_kerja_id[]': satkerListParam,
    program_id: idListParam('Program'),
    'program_id[]': idListParam('Program'),
  })
  .transform((q) => ({
    satuan_kerja_id: merged(q.satuan_kerja_id, q['satuan_kerja_id[]']),
    program_id: merged(q.program_id, q['program_id[]']),
  }));

/** option/sub-kegiatan/{satkerId}. */
export const optionSubKegiatanParamsSchema = z.object({ satkerId: requiredSatker });
export const optionSubKegiatanQuerySchema = z
  .object({ kegiatan_id: idListParam('Kegiatan'), 'kegiatan_id[]': idListParam('Kegiatan') })
  .transform((q) => ({ kegiatan_id: merged(q.kegiatan_id, q['kegiatan_id[]']) }));

/** option/pegawai: search by name or NIP, optionally in one unit; `nip` brings chosen ones. */
export const optionPegawaiQuerySchema = z
  .object({
    search: queryText('Pencarian', 100),
    satuan_kerja_id: optionalSatker,
    nip: rawList.transform(splitList),
    'nip[]': rawList.transform(splitList),
    limit: queryInt('Batas', { min: 1, max: PEGAWAI_OPTION_MAX_LIMIT, fallback: PEGAWAI_OPTION_LIMIT }),
  })
  .transform(({ nip, 'nip[]': nipArray, ...rest }) => ({ ...rest, nip: merged(nip, nipArray) }));

/** option/pengampu/tim-kerja: the teams of a unit in the year (SPEC §5: the unit is required). */
export const optionTimKerjaQuerySchema = z.object({ satuan_kerja_id: requiredSatker });

/** option/pengampu/unit-kerja (SPEC §5: type whitelist, the unit is required). */
export const optionUnitKerjaQuerySchema = z.object({
  satuan_kerja_id: requiredSatker,
  type: z.enum(OPTION_PENGAMPU_TYPES, {
    error: (issue) =>
      issue.input === undefined || issue.input === ''
        ? MESSAGE_OPTION_PENGAMPU_TYPE_WAJIB
        : MESSAGE_OPTION_PENGAMPU_TYPE,
  }),
});

/** option/satuan-kerja: satuan_kerja_id = setda (the secretariat flag) brings its biro along. */
export const optionSatuanKerjaQuerySchema = z
  .object({
    satuan_kerja_id: optionalSatker,
    satuan_kerja_ids: satkerListParam,
    'satuan_kerja_ids[]': satkerListParam,
  })
  .transform((q) => ({
    satuan_kerja_id: q.satuan_kerja_id,
    satuan_kerja_ids: merged(q.satuan_kerja_ids, q['satuan_kerja_ids[]']),
  }));

// -------------------------------------------------------------------------------------------
// Option records (SPEC §3)
// -------------------------------------------------------------------------------------------

export const indikatorOptionSchema = z.object({ id: z.number(), nomor: z.number(), indikator: z.string() });
export const sasaranOptionSchema = z.object({ id: z.number(), nomor: z.number(), sasaran: z.string() });
export const tujuanOptionSchema = z.object({ id: z.number(), nomor: z.number(), tujuan: z.string() });
export const misiOptionSchema = z.object({ id: z.number(), nomor: z.number(), misi: z.string() });
export const satuanKerjaOptionSchema = satuanKerjaRef;
export const pegawaiOptionSchema = z.object({ NIP: z.string(), NAMA: z.string(), peg_nama: z.string() });
export const timKerjaOptionSchema = z.object({
  id: num,
  nama: text,
  ketua: z.object({ peg_nama: z.string() }),
});
export const unitKerjaOptionSchema = z.object({ id: z.number(), unit_kerja_nama: z.string() });
/** program, kegiatan and sub-kegiatan. */
export const namaOptionSchema = z.object({ id: z.number(), nama: z.string() });

export type IndikatorOptionRecord = z.infer<typeof indikatorOptionSchema>;
export type SasaranOptionRecord = z.infer<typeof sasaranOptionSchema>;
export type TujuanOptionRecord = z.infer<typeof tujuanOptionSchema>;
export type MisiOptionRecord = z.infer<typeof misiOptionSchema>;
export type SatuanKerjaOptionRecord = z.infer<typeof satuanKerjaOptionSchema>;
export type PegawaiOptionRecord = z.infer<typeof pegawaiOptionSchema>;
export type TimKerjaOptionRecord = z.infer<typeof timKerjaOptionSchema>;
export type UnitKerjaOptionRecord = z.infer<typeof unitKerjaOptionSchema>;
export type NamaOptionRecord = z.infer<typeof namaOptionSchema>;
