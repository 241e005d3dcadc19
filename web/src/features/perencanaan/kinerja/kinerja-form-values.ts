import { mayChooseUnit, type POLARITAS, type SessionUser } from '@sakip/domain';
import type { FormErrors } from '../../../components/form/use-zod-form';
import type { KinerjaLevel } from './levels';

/**
 * The values of the kinerja form (program, kegiatan, sub kegiatan): from a record, to the level's
 * payload, and the level's field names of the errors back to the form's.
 */
export type Row = Record<string, unknown>;
export type Monthly = (number | null)[];
export type PengampuType = 'unit-kerja' | 'tim-kerja' | null;

/** Twelve empty months. */
export const empty12 = (): Monthly => Array.from({ length: 12 }, () => null);

export type MonthlyKey = 'target_bulanan' | 'realisasi_bulanan' | 'anggaran_bulanan' | 'realisasi_anggaran_bulanan';

/** What a kinerja row measures, with its year's and months' values (kinerja levels and langkah aksi). */
export interface KinerjaMeasureValues extends Record<MonthlyKey, Monthly>, Record<string, unknown> {
  satuan_kerja_id: string | null;
  sasaran: string;
  indikator: string;
  satuan: string;
  polaritas: (typeof POLARITAS)[number];
  target: number | null;
  realisasi: number | null;
  anggaran: number | null;
  urutan: number;
}

/** An indicator's operational definition, PK flags and cross-cutting goal (SS-PD and kinerja levels). */
export interface IndikatorDocValues {
  do_narasi: string;
  do_rumus: string;
  do_keterangan: string;
  do_sumber: string;
  status_upload_pk: boolean;
  skp: boolean;
  kinerja_cross_cutting_id: number | null;
}

/** Blank measure values of a new kinerja row. */
export const blankMeasureValues = (): KinerjaMeasureValues => ({
  satuan_kerja_id: null,
  sasaran: '',
  indikator: '',
  satuan: '',
  polaritas: 'naik',
  target: null,
  realisasi: null,
  anggaran: null,
  target_bulanan: empty12(),
  realisasi_bulanan: empty12(),
  anggaran_bulanan: empty12(),
  realisasi_anggaran_bulanan: empty12(),
  urutan: 0,
});

export interface KinerjaFormValues extends KinerjaMeasureValues, IndikatorDocValues {
  parent_id: number | null;
  master_id: number | null;
  pengampu_type: PengampuType;
  unit_kerja_id: number | null;
  tim_kerja_id: number | null;
  is_kinerja_direktur_to_wakil_direktur_rsud: boolean;
  indikator_kemendagri: string;
  is_external: boolean;
  /** Chosen in the Rencana Aksi RB modal, not on this form: sent back unchanged (a PUT replaces the record). */
  kategori_tematik_id: number | null;
}

export const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
export const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const monthly = (v: unknown): Monthly => (Array.isArray(v) && v.length === 12 ? v.map(num) : empty12());

/** Form values of a record (edit) or blank ones (create, optionally with a parent). */
export function initialValues(level: KinerjaLevel, record: Row | null, parentId: number | null): KinerjaFormValues {
  const r = record ?? {};
  return {
    parent_id: num(r[level.parentField]) ?? parentId,
    master_id: num(r[level.masterField]),
    satuan_kerja_id: typeof r.satuan_kerja_id === 'string' ? r.satuan_kerja_id : null,
    sasaran: str(r.sasaran),
    indikator: str(r.indikator),
    satuan: str(r.satuan),
    polaritas: r.polaritas === 'turun' ? 'turun' : 'naik',
    target: num(r.target),
    realisasi: num(r.realisasi),
    anggaran: num(r.anggaran),
    target_bulanan: monthly(r.target_bulanan),
    realisasi_bulanan: monthly(r.realisasi_bulanan),
    anggaran_bulanan: monthly(r.anggaran_bulanan),
    realisasi_anggaran_bulanan: monthly(r.realisasi_anggaran_bulanan),
    urutan: num(r.urutan) ?? 0,
    pengampu_type: r.pengampu_type === 'unit-kerja' || r.pengampu_type === 'tim-kerja' ? r.pengampu_type : null,
    unit_kerja_id: num(r.unit_kerja_id),
    tim_kerja_id: num(r.tim_kerja_id),
    do_narasi: str(r.do_narasi),
    do_rumus: str(r.do_rumus),
    do_keterangan: str(r.do_keterangan),
    do_sumber: str(r.do_sumber),
    status_upload_pk: r.status_upload_pk === true,
    skp: r.skp === true,
    is_kinerja_direktur_to_wakil_direktur_rsud: r.is_kinerja_direktur_to_wakil_direktur_rsud === true,
    kinerja_cross_cutting_id: num(r.kinerja_cross_cutting_id),
    indikator_kemendagri: str(r.indikator_kemendagri),
    is_external: r.is_external === true,
    kategori_tematik_id: num(r.kategori_tematik_id),
  };
}

/** The payload of the level (the schema's keys) from the form values. */
export function payloadOf(level: KinerjaLevel, values: KinerjaFormValues, chooseUnit: boolean): Row {
  const {
    parent_id: parentId,
    master_id: masterId,
    satuan_kerja_id: satker,
    indikator_kemendagri: indikatorKemendagri,
    is_external: isExternal,
    kategori_tematik_id: kategoriTematikId,
    ...rest
  } = values;
  const body: Row = { ...rest, [level.parentField]: parentId, [level.masterField]: masterId };
  if (chooseUnit && satker) body.satuan_kerja_id = satker;
  if (level.group === 'kinerja-sub-kegiatan') {
    body.indikator_kemendagri = indikatorKemendagri;
    body.is_external = isExternal;
    body.kategori_tematik_id = kategoriTematikId;
  }
  return body;
}

/** Server and schema field names → the form's names (parent and master are generic here). */
export function formErrorsOf(level: KinerjaLevel, errors: FormErrors): FormErrors {
  const out: FormErrors = { ...errors };
  if (errors[level.parentField]) out.parent_id = errors[level.parentField];
  if (errors[level.masterField]) out.master_id = errors[level.masterField];
  return out;
}

/** The unit whose options the pickers load: the chosen one, the record's, or the actor's. */
export function userUnit(user: SessionUser | null, values: KinerjaFormValues, record: Row | null): string {
  return values.satuan_kerja_id || str(record?.satuan_kerja_id) || user?.satuan_kerja_id || '';
}

/** Whether the actor picks the unit of the record (super, setda). */
export const choosesUnit = (user: SessionUser | null, level: KinerjaLevel) =>
  user ? mayChooseUnit(user, level.resource) : false;
