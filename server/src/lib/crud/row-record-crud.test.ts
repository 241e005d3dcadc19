import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@sakip/domain';
import type { Db } from '../../db/client';
import { programInovatif } from '../../db/schema/index';
import { fieldError } from '../errors';
import { rowRecordCrud } from './row-record-crud';

const row = { id: 7, nama: 'Inovasi A', updated_at: new Date('2026-01-02T03:04:05.000Z') };
const stored = { id: 7, nama: 'Inovasi A' };
const db = { transaction: (work: (tx: object) => unknown) => work({}) } as unknown as Db;
const ctx = { actor: { id: 1, role_id: 1 } as SessionUser, tahun: 2026 };

function serviceWith(checked: unknown[]) {
  return rowRecordCrud({
    resource: 'program-inovatif',
    notFound: 'Tidak ditemukan',
    repo: {
      table: programInovatif,
      listRows: async () => [row],
      countRows: async () => [{ total: 1 }],
      findRecord: async () => row,
      findRow: async () => stored,
    },
    where: () => undefined,
    sheet: (tahun) => `Daftar ${tahun}`,
    columns: [{ header: 'Nama', value: (r) => r.nama }],
    check: async (_tx, _ctx, input: { nama: string }, before) => {
      checked.push([input.nama, before]);
      throw fieldError('nama', 'Nama ditolak');
    },
  });
}

describe('rowRecordCrud', () => {
  it('answers the rows as records with the timestamp as ISO text', async () => {
    const page = await serviceWith([]).list(db, ctx, { page: 1, per_page: 10 });
    expect(page.data).toEqual([{ id: 7, nama: 'Inovasi A', updated_at: '2026-01-02T03:04:05.000Z' }]);
  });

  it('checks a new input against no row and a change against the stored row, and writes nothing it refuses', async () => {
    const checked: unknown[] = [];
    const service = serviceWith(checked);
    await expect(service.create(db, ctx, { nama: 'baru' })).rejects.toThrow('Nama ditolak');
    await expect(service.update(db, ctx, 7, { nama: 'ubah' })).rejects.toThrow('Nama ditolak');
    expect(checked).toEqual([
      ['baru', null],
      ['ubah', stored],
    ]);
  });
});
