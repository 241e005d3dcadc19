import {
  programPrioritasTotal,
  programPrioritasUnit,
  type Polaritas,
  type ProgramPrioritasBody,
  type ProgramPrioritasList,
  type SessionUser,
} from '@sakip/domain';
import type { Db } from '../../../db/client';
import { programPrioritas } from '../../../db/schema/index';
import { assertCan, deleteAudited, insertAudited } from '../../../lib/crud/index';
import { fieldError, NotFoundError } from '../../../lib/errors';
import { buildXlsx, nomorColumn, satuanKerjaColumn, type XlsxColumn } from '../../../lib/xlsx';
import * as repo from './program-prioritas.repository';

/**
 * Program prioritas (DOMAIN-2 §5): the mayor's priority programs of the year (flagged by the
 * city: write on 'program-prioritas'), each with the units running it, their target, realisasi,
 * capaian (the domain's capaian) and budget. Two statements whatever the number of programs;
 * the public copy answers the same rows (the list has no private field).
 */
const NOT_FOUND = 'Program prioritas tidak ditemukan';

export async function listOfYear(db: Db, tahun: number): Promise<ProgramPrioritasList> {
  const priorities = await repo.prioritiesOfYear(db, tahun);
  const rows = await repo.kinerjaOfPrograms(
    db,
    tahun,
    priorities.map((p) => p.program_id),
  );
  return {
    data: priorities.map((p) => {
      const unit = rows
        .filter((r) => r.program_id === p.program_id)
        .map(({ program_id: _p, ...r }) => programPrioritasUnit({ ...r, polaritas: r.polaritas as Polaritas }));
      return { ...p, unit, ...programPrioritasTotal(unit) };
    }),
  };
}

export async function list(db: Db, actor: SessionUser, tahun: number): Promise<ProgramPrioritasList> {
  assertCan(actor, 'read', 'program-prioritas');
  return listOfYear(db, tahun);
}

export async function flagProgram(db: Db, actor: SessionUser, tahun: number, input: ProgramPrioritasBody) {
  assertCan(actor, 'write', 'program-prioritas');
  return db.transaction(async (tx) => {
    if (!(await repo.findProgram(tx, input.program_id))) throw fieldError('program_id', 'Program tidak ditemukan');
    if (await repo.findPriorityOfProgram(tx, tahun, input.program_id))
      throw fieldError('program_id', `Program sudah ditetapkan sebagai program prioritas tahun ${tahun}`);
    const row = await insertAudited(tx, programPrioritas, actor.id, { ...input, tahun });
    return { message: 'Program prioritas berhasil ditambahkan', data: { id: row.id } };
  });
}

export async function unflag(db: Db, actor: SessionUser, tahun: number, id: number) {
  assertCan(actor, 'write', 'program-prioritas');
  return db.transaction(async (tx) => {
    const row = await repo.findPriority(tx, id);
    if (!row || row.tahun !== tahun) throw new NotFoundError(NOT_FOUND);
    await deleteAudited(tx, programPrioritas, actor.id, { id, notFound: NOT_FOUND });
    return { message: 'Program prioritas berhasil dihapus' };
  });
}

type Flat = ProgramPrioritasList['data'][number]['unit'][number] & { kode: string; nama: string };
const XLSX_COLUMNS: XlsxColumn<Flat>[] = [
  nomorColumn(),
  { header: 'Kode', value: (r) => r.kode, width: 14 },
  { header: 'Program', value: (r) => r.nama, width: 40 },
  satuanKerjaColumn(32),
  { header: 'Indikator', value: (r) => r.indikator, width: 40 },
  { header: 'Target', value: (r) => r.target, format: 'angka', width: 12 },
  { header: 'Realisasi', value: (r) => r.realisasi, format: 'angka', width: 12 },
  { header: 'Satuan', value: (r) => r.satuan, width: 12 },
  { header: 'Capaian (%)', value: (r) => r.capaian, format: 'persen', width: 12 },
  { header: 'Anggaran', value: (r) => r.anggaran, format: 'rupiah', width: 20 },
  { header: 'Realisasi Anggaran', value: (r) => r.realisasi_anggaran, format: 'rupiah', width: 20 },
];

export async function xlsx(db: Db, actor: SessionUser | null, tahun: number): Promise<Buffer> {
  if (actor) assertCan(actor, 'read', 'program-prioritas');
  const { data } = await listOfYear(db, tahun);
  const rows = data.flatMap((p) => p.unit.map((u) => ({ ...u, kode: p.kode, nama: p.nama })));
  return buildXlsx({ sheetName: `Program Prioritas ${tahun}`, columns: XLSX_COLUMNS, rows });
}
