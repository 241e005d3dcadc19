import {
  isCountdownOpen,
  LKE_TAHAP_LABEL,
  isSafeLink,
  lkeKerangkaLogis,
  lkeMissing,
  lkeNilaiAkhir,
  lkePlenoError,
  lkePredikat,
  lkeScore,
  lkeTahapAkhirClosed,
  lkeTahapAwalClosed,
  lkeTransition,
  lkeUnitMayEdit,
  lkeValidatorMayScore,
  lkeWhatIf,
  linkMessage,
  ROLE_IDS,
  rowInScope,
  scopeOf,
  type LkeEvidenBody,
  type LkeHasilKolom,
  type LkePenilaianBody,
  type LkePlenoBody,
  type LkeScore,
  type LkeStructure,
  type LkeTahap,
  type SessionUser,
  lkeUploadFieldsSchema,
} from '@sakip/domain';
import type { Db } from '../../../db/client';
import { recordAudit } from '../../../lib/audit';
import { must } from '../../../lib/must';
import { AppError, fieldError, ForbiddenError, NotFoundError, ValidationError } from '../../../lib/errors';
import { parseUploadFields, type StoredFile } from '../../../lib/files/index';
import { deadlinesOfYear } from '../../referensi/services';
import { unitNameOf } from '../../../lib/db/unit-name';
import * as repo from './lke.repository';
import { readAll } from '../../../lib/db/reads';

/**
 * LKE services (DOMAIN-2 §2). Every function checks the permission first, then the unit (a unit
 * its own; the city any; a validator only its assigned units), then the stage, then writes and
 * audits in the caller's transaction. The stage transitions (Ajukan, Tutup Penilaian, Batal
 * Validasi, Tutup Pleno) are on the workflow recipe: lke-tahap.service.ts.
 */

const NOT_ASSIGNED = 'Satuan kerja ini tidak ditugaskan kepada Anda';
const UNIT_REQUIRED = 'Satuan kerja wajib dipilih';
export const DEADLINE_KODE = 'count-down-penilaian';
export const DEADLINE_PASSED = 'Batas Waktu Pengisian Eviden Perbaikan Telah Habis';

/** 409: the stage does not allow this write. */
export class StageError extends AppError {
  constructor(message: string) {
    super(409, message);
  }
}

function isValidator(actor: SessionUser): boolean {
  return actor.role_id === ROLE_IDS.validator_lke || actor.role_id === ROLE_IDS.validator_lke_pleno;
}

export interface Unit {
  satuan_kerja_id: string;
  satuan_kerja_nama: string;
}

/**
 * The unit an actor works on. Validators: the requested unit, only when assigned (403). Others:
 * by their scope of `lke` (a unit its own; the city the requested one).
 */
export async function resolveUnit(
  db: Db,
  actor: SessionUser,
  tahun: number,
  requested: string | undefined,
  action: 'read' | 'write' | 'score',
): Promise<Unit> {
  let id: string | undefined;
  if (action === 'score' || isValidator(actor)) {
    if (action === 'score' && scopeOf(actor, 'write', 'lke-penilaian').kind === 'none') throw new ForbiddenError();
    if (action === 'write') throw new ForbiddenError();
    if (!requested) throw fieldError('satuan_kerja_id', UNIT_REQUIRED);
    if (!(await repo.isAssigned(db, actor.id, requested, tahun))) throw new ForbiddenError(NOT_ASSIGNED);
    id = requested;
  } else {
    const scope = scopeOf(actor, action, 'lke');
    if (scope.kind === 'none') throw new ForbiddenError();
    if (scope.kind === 'units' && scope.satuanKerjaIds.length === 1 && !requested) id = scope.satuanKerjaIds[0];
    else if (!requested) throw fieldError('satuan_kerja_id', UNIT_REQUIRED);
    else if (!rowInScope(scope, requested)) throw new NotFoundError('Satuan kerja tidak ditemukan');
    else id = requested;
  }
  const unit = id ? await unitNameOf(db, id) : undefined;
  if (!unit) throw new NotFoundError('Satuan kerja tidak ditemukan');
  return unit;
}

async function tahapOf(db: Db, tahun: number, satuanKerjaId: string): Promise<LkeTahap> {
  const [row] = await repo.statusRows(db, tahun, [satuanKerjaId]);
  return (row?.tahap as LkeTahap | undefined) ?? 'pengisian';
}

async function deadlineOf(db: Db, tahun: number) {
  const d = (await deadlinesOfYear(db, tahun)).find((x) => x.kode === DEADLINE_KODE);
  return d ? { nilai_date: d.nilai_date, terbuka: isCountdownOpen(d.nilai_date) } : null;
}

function fillLink(template: string, tahun: number, satuanKerjaId: string) {
  return template.replace('{tahun}', String(tahun)).replace('{satuan_kerja_id}', encodeURIComponent(satuanKerjaId));
}

type Jawaban = Map<number, number | null>;
function valueMap(structure: LkeStructure, chosen: Jawaban): (kriteriaId: number) => number | null {
  const values = new Map<number, number>();
  for (const k of structure)
    for (const s of k.sub) for (const c of s.kriteria) for (const o of c.opsi) values.set(o.id, o.nilai);
  return (id) => {
    const opsi = chosen.get(id);
    return opsi === null || opsi === undefined ? null : (values.get(opsi) ?? null);
  };
}

export function allKriteria(structure: LkeStructure) {
  return structure.flatMap((k) => k.sub.flatMap((s) => s.kriteria.map((c) => ({ komponenId: k.id, kriteria: c }))));
}

/** The 422 entries of chosen options (a unit's answers, a validator's values): an unknown criterion, an option of another. */
function opsiErrors(
  structure: LkeStructure,
  list: 'jawaban' | 'nilai',
  what: 'Jawaban' | 'Nilai',
  items: readonly { kriteria_id: number; opsi_id: number | null }[],
): Record<string, string[]> {
  const kriteria = new Map(allKriteria(structure).map((c) => [c.kriteria.id, c.kriteria]));
  const errors: Record<string, string[]> = {};
  items.forEach((item, i) => {
    const k = kriteria.get(item.kriteria_id);
    if (!k) errors[`${list}.${i}.kriteria_id`] = ['Kriteria tidak ditemukan'];
    else if (item.opsi_id !== null && !k.opsi.some((o) => o.id === item.opsi_id))
      errors[`${list}.${i}.opsi_id`] = [`${what} tidak valid untuk kriteria ${k.kode}`];
  });
  return errors;
}

// -------------------------------------------------------------------------------------------
// The worksheet of a unit (eviden, eviden-2, penilaian, penilaian-2)
// -------------------------------------------------------------------------------------------

export async function lembar(
  db: Db,
  actor: SessionUser,
  tahun: number,
  query: { satuan_kerja_id?: string | undefined; tahap: number },
) {
  const lembarNo = query.tahap === 2 ? 2 : 1;
  const unit = await resolveUnit(db, actor, tahun, query.satuan_kerja_id, 'read');
  const sid = unit.satuan_kerja_id;
  const [{ structure, slots }, statusRow, jawaban, penilaian, eviden, deadline] = await readAll(db, [
    () => repo.loadStructure(db, tahun),
    () => repo.statusRows(db, tahun, [sid]),
    () => repo.jawabanRows(db, tahun, [sid]),
    () => repo.penilaianRows(db, tahun, [sid]),
    () => repo.evidenRows(db, tahun, sid),
    () => deadlineOf(db, tahun),
  ]);
  const tahap = (statusRow[0]?.tahap as LkeTahap | undefined) ?? 'pengisian';
  const validator = isValidator(actor) || actor.role_id === ROLE_IDS.super;
  const unitMayWrite = !isValidator(actor) && scopeOf(actor, 'write', 'lke').kind !== 'none';
  const open = lembarNo === 1 || (deadline?.terbuka ?? true);
  const jaw = (l: number) => new Map(jawaban.filter((j) => j.lembar === l).map((j) => [j.kriteria_id, j.opsi_id]));
  const pen = (l: number) =>
    Object.fromEntries(
      penilaian
        .filter((p) => p.lembar === l)
        .map((p) => [p.kriteria_id, { opsi_id: p.opsi_id, status: p.status, catatan: p.catatan }]),
    );
  // The unit sees a stage's verdicts once the stage is closed; validators and super always.
  const seesVerdicts = (l: 1 | 2) => validator || (l === 1 ? lkeTahapAwalClosed(tahap) : lkeTahapAkhirClosed(tahap));
  const evidenOf = new Map(eviden.filter((e) => e.lembar === lembarNo).map((e) => [e.slot_id, e]));
  const evidenOut: Record<
    number,
    { id: number | null; isi: string | null; file_name: string | null; file_size: number | null; sistem: boolean }
  > = {};
  for (const slot of slots) {
    const e = evidenOf.get(slot.id);
    if (e && (e.isi || e.file_key))
      evidenOut[slot.id] = {
        id: e.id,
        isi: e.isi,
        file_name: e.file_key ? e.file_name : null,
        file_size: e.file_key ? e.file_size : null,
        sistem: false,
      };
    else if (slot.tautan_sistem)
      evidenOut[slot.id] = {
        id: null,
        isi: fillLink(slot.tautan_sistem, tahun, sid),
        file_name: null,
        file_size: null,
        sistem: true,
      };
  }
  const jawabanNow = jaw(lembarNo);
  const unitValue = valueMap(structure, jawabanNow);
  const penNow = seesVerdicts(lembarNo) ? pen(lembarNo) : {};
  const skorValidator = Object.keys(penNow).length
    ? lkeScore(structure, valueMap(structure, new Map(Object.entries(penNow).map(([k, v]) => [Number(k), v.opsi_id]))))
    : null;
  const skorUnit = lkeScore(structure, unitValue);
  return {
    data: {
      tahun,
      satuan_kerja: unit,
      tahap,
      tahap_label: LKE_TAHAP_LABEL[tahap],
      lembar: lembarNo,
      boleh_ubah: unitMayWrite && lkeUnitMayEdit(tahap, lembarNo) && open,
      boleh_nilai: isValidator(actor) && lkeValidatorMayScore(tahap, lembarNo),
      boleh_batal: isValidator(actor) && lkeTransition(tahap, lembarNo === 1 ? 'batal_1' : 'batal_2') !== null,
      batas_waktu: lembarNo === 2 ? deadline : null,
      struktur: structure,
      jawaban: Object.fromEntries(jawabanNow),
      jawaban_awal: lembarNo === 2 ? Object.fromEntries(jaw(1)) : null,
      eviden: evidenOut,
      penilaian: penNow,
      penilaian_awal: lembarNo === 2 && seesVerdicts(1) ? pen(1) : null,
      skor_unit: skorUnit,
      predikat_unit: lkePredikat(skorUnit.total)?.kode ?? null,
      skor_validator: skorValidator,
      predikat_validator: skorValidator ? (lkePredikat(skorValidator.total)?.kode ?? null) : null,
      /** Logical frame of the unit's answers (and of the validator's values when visible): warnings only. */
      kerangka_logis: lkeKerangkaLogis(structure, unitValue),
      kerangka_logis_validator: Object.keys(penNow).length
        ? lkeKerangkaLogis(
            structure,
            valueMap(structure, new Map(Object.entries(penNow).map(([k, v]) => [Number(k), v.opsi_id]))),
          )
        : [],
      kurang: lkeMissing(
        structure,
        (id) => jawabanNow.get(id) != null,
        (slotId) => !!evidenOut[slotId],
      ),
    },
  };
}

// -------------------------------------------------------------------------------------------
// Unit: save, submit, upload
// -------------------------------------------------------------------------------------------

export async function assertUnitMayEdit(db: Db, tahun: number, satuanKerjaId: string, lembarNo: 1 | 2) {
  const tahap = await tahapOf(db, tahun, satuanKerjaId);
  if (!lkeUnitMayEdit(tahap, lembarNo))
    throw new StageError(
      lembarNo === 1 && tahap !== 'pengisian'
        ? 'Lembar kerja sedang dalam tahap validasi dan tidak dapat diubah'
        : 'Eviden perbaikan hanya dapat diubah setelah penilaian awal ditutup dan sebelum diajukan',
    );
  if (lembarNo === 2) {
    const d = await deadlineOf(db, tahun);
    if (d && !d.terbuka) throw new StageError(DEADLINE_PASSED);
  }
  return tahap;
}

export async function saveEviden(db: Db, actor: SessionUser, tahun: number, body: LkeEvidenBody) {
  const unit = await resolveUnit(db, actor, tahun, body.satuan_kerja_id, 'write');
  const sid = unit.satuan_kerja_id;
  const lembarNo = body.tahap;
  await assertUnitMayEdit(db, tahun, sid, lembarNo);
  const { structure, slots } = await repo.loadStructure(db, tahun);
  const slotById = new Map(slots.map((s) => [s.id, s]));
  const errors = opsiErrors(structure, 'jawaban', 'Jawaban', body.jawaban);
  body.eviden.forEach((e, i) => {
    const slot = slotById.get(e.slot_id);
    if (!slot) errors[`eviden.${i}.slot_id`] = ['Eviden tidak ditemukan'];
    else if (slot.jenis === 'link' && e.isi && !isSafeLink(e.isi)) errors[`eviden.${i}.isi`] = [linkMessage('Tautan')];
  });
  if (Object.keys(errors).length) throw new ValidationError(errors);
  const lembar = { satuan_kerja_id: sid, lembar: lembarNo };
  await repo.upsertJawaban(db, lembar, body.jawaban, actor.id);
  const texts = body.eviden.filter((e) => slotById.get(e.slot_id)?.jenis !== 'file' || e.isi !== null);
  await repo.upsertEvidenText(db, lembar, texts, actor.id);
  await recordAudit(db, {
    actorId: actor.id,
    action: 'update',
    table: 'lke_jawaban',
    recordId: `${sid}/${tahun}/${lembarNo}`,
    newValues: { jawaban: body.jawaban, eviden: body.eviden },
  });
  return { message: 'Lembar kerja berhasil disimpan', data: null };
}

/** Stores an uploaded evidence file on a slot of the unit's sheet; answers the key it replaced. */
export async function attachFile(
  db: Db,
  actor: SessionUser,
  tahun: number,
  input: { satuan_kerja_id?: string | undefined; slot_id: number; tahap: 1 | 2 },
  file: { key: string; originalName: string; mime: string; size: number; sha256: string },
) {
  const unit = await resolveUnit(db, actor, tahun, input.satuan_kerja_id, 'write');
  const sid = unit.satuan_kerja_id;
  await assertUnitMayEdit(db, tahun, sid, input.tahap);
  const { slots } = await repo.loadStructure(db, tahun);
  const slot = slots.find((s) => s.id === input.slot_id);
  if (!slot) throw fieldError('slot_id', 'Eviden tidak ditemukan');
  if (slot.jenis !== 'file') throw fieldError('slot_id', 'Eviden ini berupa teks atau tautan, bukan berkas');
  const saved = await repo.upsertEvidenFile(
    db,
    {
      satuan_kerja_id: sid,
      slot_id: slot.id,
      lembar: input.tahap,
      file_key: file.key,
      file_name: file.originalName,
      file_mime: file.mime,
      file_size: file.size,
      file_sha256: file.sha256,
    },
    actor.id,
  );
  await recordAudit(db, {
    actorId: actor.id,
    action: 'update',
    table: 'lke_eviden',
    recordId: saved.id,
    oldValues: saved.previousKey ? { file_key: saved.previousKey } : null,
    newValues: { file_name: file.originalName, size: file.size, sha256: file.sha256 },
  });
  const obsolete = saved.previousKey ? await repo.unusedKeys(db, [saved.previousKey]) : [];
  return { id: saved.id, obsolete };
}

/** The evidence upload: its form fields checked, the file attached; answers the keys it replaced. */
export async function uploadEviden(
  db: Db,
  actor: SessionUser,
  tahun: number,
  file: StoredFile,
  fields: Record<string, string>,
) {
  const input = parseUploadFields(lkeUploadFieldsSchema, fields);
  const saved = await attachFile(db, actor, tahun, { ...input, tahap: input.tahap === 2 ? 2 : 1 }, file);
  return {
    answer: {
      message: 'Berkas eviden berhasil diunggah',
      data: { id: saved.id, file_name: file.originalName, file_size: file.size },
    },
    obsolete: saved.obsolete,
  };
}

export async function removeFile(db: Db, actor: SessionUser, tahun: number, id: number) {
  const row = await repo.evidenById(db, id);
  if (!row || row.tahun !== tahun || !row.file_key) throw new NotFoundError('Eviden tidak ditemukan');
  await resolveUnit(db, actor, tahun, row.satuan_kerja_id, 'write');
  await assertUnitMayEdit(db, tahun, row.satuan_kerja_id, row.lembar as 1 | 2);
  if (!(await repo.deleteEvidenFile(db, id, actor.id))) throw new NotFoundError('Eviden tidak ditemukan');
  await recordAudit(db, {
    actorId: actor.id,
    action: 'delete',
    table: 'lke_eviden',
    recordId: id,
    oldValues: { file_name: row.file_name },
  });
  return { message: 'Berkas eviden berhasil dihapus', obsolete: await repo.unusedKeys(db, [row.file_key]) };
}

/** The stored file of an evidence row, for whoever may read the unit's worksheet. */
export async function evidenFile(db: Db, actor: SessionUser, tahun: number, id: number) {
  const row = await repo.evidenById(db, id);
  if (!row || !row.file_key || !row.file_name || !row.file_mime) throw new NotFoundError('Berkas tidak ditemukan');
  await resolveUnit(db, actor, row.tahun, row.satuan_kerja_id, 'read');
  void tahun;
  return { key: row.file_key, originalName: row.file_name, mime: row.file_mime };
}

// -------------------------------------------------------------------------------------------
// Validator: score, close, cancel
// -------------------------------------------------------------------------------------------

export async function savePenilaian(db: Db, actor: SessionUser, tahun: number, body: LkePenilaianBody) {
  const unit = await resolveUnit(db, actor, tahun, body.satuan_kerja_id, 'score');
  const sid = unit.satuan_kerja_id;
  const tahap = await tahapOf(db, tahun, sid);
  if (!lkeValidatorMayScore(tahap, body.tahap))
    throw new StageError(
      body.tahap === 1
        ? 'Penilaian awal hanya dapat diisi saat lembar kerja dalam tahap validasi'
        : 'Penilaian akhir hanya dapat diisi saat eviden perbaikan dalam tahap validasi',
    );
  const { structure } = await repo.loadStructure(db, tahun);
  const errors = opsiErrors(structure, 'nilai', 'Nilai', body.nilai);
  if (Object.keys(errors).length) throw new ValidationError(errors);
  await repo.upsertPenilaian(db, { satuan_kerja_id: sid, lembar: body.tahap }, body.nilai, actor.id);
  await recordAudit(db, {
    actorId: actor.id,
    action: 'update',
    table: 'lke_penilaian',
    recordId: `${sid}/${tahun}/${body.tahap}`,
    newValues: body.nilai,
  });
  return { message: 'Penilaian berhasil disimpan', data: null };
}

// -------------------------------------------------------------------------------------------
// Plenary
// -------------------------------------------------------------------------------------------

export async function pleno(db: Db, actor: SessionUser, tahun: number, satuanKerjaId: string | undefined) {
  const unit = await resolveUnit(db, actor, tahun, satuanKerjaId, 'score');
  const hasil = await hasilOfUnit(db, tahun, unit.satuan_kerja_id);
  return {
    data: {
      ...hasilHead(tahun, unit, hasil),
      boleh_ubah: hasil.tahap === 'pleno',
      komponen: hasil.struktur.map((k, i) => ({
        komponen_id: k.komponen_id,
        kode: k.kode,
        nama: k.nama,
        bobot: k.bobot,
        nilai_tahap_akhir: hasil.kolom.find((c) => c.kunci === 'tahap_akhir')?.komponen[i] ?? null,
        nilai_pleno: hasil.plenoDraft.get(k.komponen_id) ?? null,
      })),
    },
  };
}

export async function simpanPleno(db: Db, actor: SessionUser, tahun: number, body: LkePlenoBody) {
  const unit = await resolveUnit(db, actor, tahun, body.satuan_kerja_id, 'score');
  const sid = unit.satuan_kerja_id;
  const tahap = await tahapOf(db, tahun, sid);
  if (tahap !== 'pleno')
    throw new StageError(
      tahap === 'selesai' ? 'Penilaian pleno sudah ditutup' : 'Penilaian pleno dibuka setelah penilaian akhir ditutup',
    );
  const { structure } = await repo.loadStructure(db, tahun);
  const errors: Record<string, string[]> = {};
  body.nilai.forEach((n, i) => {
    const k = structure.find((x) => x.id === n.komponen_id);
    const message = k ? lkePlenoError(n.nilai, k.bobot) : 'Komponen tidak ditemukan';
    if (message) errors[`nilai.${i}.nilai`] = [k ? `${k.nama}: ${message}` : message];
  });
  if (Object.keys(errors).length) throw new ValidationError(errors);
  await repo.upsertPleno(
    db,
    sid,
    body.nilai.map((n) => ({ komponen_id: n.komponen_id, nilai_x100: Math.round(n.nilai * 100) })),
    actor.id,
  );
  await recordAudit(db, {
    actorId: actor.id,
    action: 'update',
    table: 'lke_pleno',
    recordId: `${sid}/${tahun}`,
    newValues: body.nilai,
  });
  return { message: 'Nilai pleno berhasil disimpan', data: (await pleno(db, actor, tahun, sid)).data };
}

// -------------------------------------------------------------------------------------------
// Results (bounded: one set of statements for any number of units)
// -------------------------------------------------------------------------------------------

export interface HasilUnit {
  satuan_kerja_id: string;
  tahap: LkeTahap;
  struktur: {
    komponen_id: number;
    kode: string;
    nama: string;
    bobot: number;
    sub: { sub_komponen_id: number; kode: string; nama: string; bobot: number }[];
  }[];
  kolom: LkeHasilKolom[];
  plenoDraft: Map<number, number>;
  nilai_akhir: {
    nilai: number;
    sumber: string;
    predikat: string | null;
    keterangan: string | null;
    interpretasi: string | null;
  } | null;
  /** Closed on the scale of 12/2015 before the migration: the recorded final value stays. */
  skala_lama: boolean;
  structure: LkeStructure;
  /** Criteria values for the what-if: the latest closed validator sheet, else the unit's latest. */
  latest: (kriteriaId: number) => number | null;
}

const KOLOM = [
  ['sa_awal', 'Self Assessment Tahap Awal'],
  ['sa_perbaikan', 'Self Assessment Perbaikan'],
  ['tahap_awal', 'Tahap Awal'],
  ['tahap_akhir', 'Tahap Akhir'],
  ['pleno', 'Pleno'],
] as const;

export async function hasilOf(db: Db, tahun: number, satuanKerjaIds: string[]): Promise<HasilUnit[]> {
  const [{ structure }, status, jawaban, penilaian, plenoAll] = await readAll(db, [
    () => repo.loadStructure(db, tahun),
    () => repo.statusRows(db, tahun, satuanKerjaIds),
    () => repo.jawabanRows(db, tahun, satuanKerjaIds),
    () => repo.penilaianRows(db, tahun, satuanKerjaIds),
    () => repo.plenoRows(db, tahun, satuanKerjaIds),
  ]);
  const struktur = structure.map((k) => ({
    komponen_id: k.id,
    kode: k.kode,
    nama: k.nama,
    bobot: k.bobot,
    sub: k.sub.map((s) => ({ sub_komponen_id: s.id, kode: s.kode, nama: s.nama, bobot: s.bobot })),
  }));
  const tahapOfUnit = new Map(status.map((s) => [s.satuan_kerja_id, s.tahap as LkeTahap]));
  const skalaLama = new Set(status.filter((s) => s.skala_lama).map((s) => s.satuan_kerja_id));
  const group = <T extends { satuan_kerja_id: string }>(rows: T[]) => {
    const m = new Map<string, T[]>();
    for (const r of rows) m.set(r.satuan_kerja_id, [...(m.get(r.satuan_kerja_id) ?? []), r]);
    return m;
  };
  const jawabanBy = group(jawaban);
  const penilaianBy = group(penilaian);
  const plenoBy = group(plenoAll);
  const kolomOf = (kunci: string, judul: string, score: LkeScore | null): LkeHasilKolom => ({
    kunci,
    judul,
    komponen: score ? score.komponen.map((k) => k.nilai) : structure.map(() => null),
    sub: score
      ? score.komponen.flatMap((k) => k.sub.map((s) => s.nilai))
      : structure.flatMap((k) => k.sub.map(() => null)),
    total: score?.total ?? null,
    predikat: score ? (lkePredikat(score.total)?.kode ?? null) : null,
  });
  return satuanKerjaIds.map((sid) => {
    const tahap = tahapOfUnit.get(sid) ?? 'pengisian';
    const j = jawabanBy.get(sid) ?? [];
    const p = penilaianBy.get(sid) ?? [];
    const sheet = (rows: { lembar: number; kriteria_id: number; opsi_id: number | null }[], l: number): Jawaban =>
      new Map(rows.filter((r) => r.lembar === l).map((r) => [r.kriteria_id, r.opsi_id]));
    const score = (m: Jawaban) => lkeScore(structure, valueMap(structure, m));
    const submitted = tahap !== 'pengisian';
    const sa1 = j.some((r) => r.lembar === 1) ? score(sheet(j, 1)) : null;
    const sa2 = lkeTahapAwalClosed(tahap) && j.some((r) => r.lembar === 2) ? score(sheet(j, 2)) : null;
    const v1 = lkeTahapAwalClosed(tahap) ? score(sheet(p, 1)) : null;
    const v2 = lkeTahapAkhirClosed(tahap) ? score(sheet(p, 2)) : null;
    const plenoDraft = new Map((plenoBy.get(sid) ?? []).map((r) => [r.komponen_id, r.nilai_x100 / 100]));
    const plenoScore: LkeScore | null =
      tahap === 'selesai'
        ? (() => {
            const komponen = structure.map((k) => ({ id: k.id, nilai: plenoDraft.get(k.id) ?? 0, sub: [] }));
            return { komponen, total: Math.round(komponen.reduce((a, k) => a + k.nilai, 0) * 100) / 100 };
          })()
        : null;
    const kolom = [
      kolomOf('sa_awal', KOLOM[0][1], submitted || sa1 ? sa1 : null),
      kolomOf('sa_perbaikan', KOLOM[1][1], sa2),
      kolomOf('tahap_awal', KOLOM[2][1], v1),
      kolomOf('tahap_akhir', KOLOM[3][1], v2),
      { ...kolomOf('pleno', KOLOM[4][1], plenoScore), sub: structure.flatMap((k) => k.sub.map(() => null)) },
    ];
    const akhir = lkeNilaiAkhir({
      pleno: plenoScore?.total ?? null,
      tahapAkhir: v2?.total ?? null,
      tahapAwal: v1?.total ?? null,
    });
    const predikat = akhir ? lkePredikat(akhir.nilai) : null;
    const latestSheet = v2 ? sheet(p, 2) : v1 ? sheet(p, 1) : sa2 ? sheet(j, 2) : sheet(j, 1);
    return {
      satuan_kerja_id: sid,
      tahap,
      struktur,
      kolom,
      plenoDraft,
      nilai_akhir: akhir
        ? {
            nilai: akhir.nilai,
            sumber: akhir.sumber,
            predikat: predikat?.kode ?? null,
            keterangan: predikat?.keterangan ?? null,
            interpretasi: predikat?.interpretasi ?? null,
          }
        : null,
      skala_lama: skalaLama.has(sid),
      structure,
      latest: valueMap(structure, latestSheet),
    };
  });
}

/**
 * The final LKE value of each unit in a year (pleno, else the closed stage 2, else stage 1), for
 * other areas (the penilaian kinerja organisasi). Units without one are absent. 7 statements.
 */
/** One unit's result (the unit exists: its caller has found it). */
async function hasilOfUnit(db: Db, tahun: number, satuanKerjaId: string): Promise<HasilUnit> {
  return must((await hasilOf(db, tahun, [satuanKerjaId]))[0], 'hasil');
}

/** What the plenary and the result pages say first: the year, the unit and its stage. */
function hasilHead<U>(tahun: number, unit: U, h: HasilUnit) {
  return { tahun, satuan_kerja: unit, tahap: h.tahap, tahap_label: LKE_TAHAP_LABEL[h.tahap] };
}

export async function nilaiAkhirOf(
  db: Db,
  tahun: number,
  satuanKerjaIds: string[],
): Promise<Map<string, NonNullable<HasilUnit['nilai_akhir']>>> {
  const units = await hasilOf(db, tahun, satuanKerjaIds);
  return new Map(units.flatMap((u) => (u.nilai_akhir ? [[u.satuan_kerja_id, u.nilai_akhir] as const] : [])));
}

export async function hasil(db: Db, actor: SessionUser, tahun: number, satuanKerjaId: string | undefined) {
  const unit = await resolveUnit(db, actor, tahun, satuanKerjaId, 'read');
  const h = await hasilOfUnit(db, tahun, unit.satuan_kerja_id);
  const [catatan, rekomendasi] = await Promise.all([
    repo.catatanRows(db, tahun, unit.satuan_kerja_id),
    repo.rekomendasiRows(db, tahun, unit.satuan_kerja_id),
  ]);
  return {
    data: {
      ...hasilHead(tahun, unit, h),
      struktur: h.struktur,
      kolom: h.kolom,
      nilai_akhir: h.nilai_akhir,
      skala_lama: h.skala_lama,
      kerangka_logis: lkeKerangkaLogis(h.structure, h.latest),
      catatan,
      rekomendasi,
      // the what-if starts from the final value shown above it (the plenary's when it exists)
      what_if: lkeWhatIf(h.structure, h.latest, 10, h.nilai_akhir?.nilai),
    },
  };
}

/** Public copy: scores only, for a unit that has submitted (no notes, files or names). */
export async function hasilPublik(db: Db, tahun: number, satuanKerjaId: string | undefined) {
  if (!satuanKerjaId) {
    const { structure } = await repo.loadStructure(db, tahun);
    return {
      data: {
        tahun,
        satuan_kerja: null,
        tahap: null,
        struktur: structure.map((k) => ({
          komponen_id: k.id,
          kode: k.kode,
          nama: k.nama,
          bobot: k.bobot,
          sub: k.sub.map((s) => ({ sub_komponen_id: s.id, kode: s.kode, nama: s.nama, bobot: s.bobot })),
        })),
        kolom: [],
      },
    };
  }
  const unit = await unitNameOf(db, satuanKerjaId);
  if (!unit) throw new NotFoundError('Satuan kerja tidak ditemukan');
  const h = await hasilOfUnit(db, tahun, unit.satuan_kerja_id);
  const submitted = h.tahap !== 'pengisian';
  return {
    data: {
      tahun,
      satuan_kerja: unit,
      tahap: LKE_TAHAP_LABEL[h.tahap],
      struktur: h.struktur,
      kolom: h.kolom.map((k) =>
        submitted
          ? k
          : { ...k, komponen: k.komponen.map(() => null), sub: k.sub.map(() => null), total: null, predikat: null },
      ),
    },
  };
}

export async function units(db: Db, actor: SessionUser, tahun: number) {
  if (isValidator(actor)) return { data: await repo.unitList(db, tahun, { validatorId: actor.id }) };
  const scope = scopeOf(actor, 'read', 'lke');
  if (scope.kind === 'none') throw new ForbiddenError();
  return { data: await repo.unitList(db, tahun, scope.kind === 'units' ? { only: scope.satuanKerjaIds } : {}) };
}

/** Rekap per unit: self-assessment, final value and predikat (bounded statements). */
export async function rekap(db: Db, actor: SessionUser, tahun: number) {
  const scope = scopeOf(actor, 'read', 'lke');
  if (scope.kind === 'none') throw new ForbiddenError();
  const list = await repo.unitList(db, tahun, scope.kind === 'units' ? { only: scope.satuanKerjaIds } : {});
  const all = await hasilOf(
    db,
    tahun,
    list.map((u) => u.satuan_kerja_id),
  );
  return {
    data: list.map((u, i) => {
      const h = must(all[i], 'hasil');
      const sa =
        h.kolom.find((k) => k.kunci === 'sa_perbaikan')?.total ??
        h.kolom.find((k) => k.kunci === 'sa_awal')?.total ??
        null;
      return {
        satuan_kerja_id: u.satuan_kerja_id,
        satuan_kerja_nama: u.satuan_kerja_nama,
        tahap: h.tahap,
        tahap_label: LKE_TAHAP_LABEL[h.tahap],
        nilai_self_assessment: h.tahap === 'pengisian' ? null : sa,
        nilai_akhir: h.nilai_akhir?.nilai ?? null,
        sumber: h.nilai_akhir?.sumber ?? null,
        predikat: h.nilai_akhir?.predikat ?? null,
        keterangan: h.nilai_akhir?.keterangan ?? null,
        skala_lama: h.skala_lama,
      };
    }),
  };
}

/** Public unit picker: every active unit (the result says when a unit has not submitted). */
export async function unitsPublik(db: Db, tahun: number) {
  const list = await repo.unitList(db, tahun, {});
  return { data: list.map((u) => ({ satuan_kerja_id: u.satuan_kerja_id, satuan_kerja_nama: u.satuan_kerja_nama })) };
}
