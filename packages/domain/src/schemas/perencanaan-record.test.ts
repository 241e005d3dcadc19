import { describe, expect, it } from 'vitest';
import {
  kinerjaProgramListQuerySchema,
  kinerjaSubKegiatanListQuerySchema,
  riwayatRecordSchema,
  sasaranStrategisPdListQuerySchema,
} from './index';

describe('planning list queries', () => {
  it('reads parent ids from the query string; empty means no filter', () => {
    expect(kinerjaProgramListQuerySchema.parse({ sasaran_strategis_pd_id: '12', pengampu: '-' })).toMatchObject({
      page: 1,
      per_page: 20,
      sasaran_strategis_pd_id: 12,
      pengampu: '-',
    });
    expect(
      kinerjaProgramListQuerySchema.parse({ sasaran_strategis_pd_id: '' }).sasaran_strategis_pd_id,
    ).toBeUndefined();
    expect(kinerjaProgramListQuerySchema.safeParse({ program_id: 'abc' }).success).toBe(false);
    expect(kinerjaProgramListQuerySchema.safeParse({ pengampu: 'lain' }).success).toBe(false);
  });

  it('has the validation-status filter only on sub kegiatan', () => {
    expect(kinerjaSubKegiatanListQuerySchema.parse({ status_validasi: '0' }).status_validasi).toBe('0');
    expect(kinerjaSubKegiatanListQuerySchema.safeParse({ status_validasi: '2' }).success).toBe(false);
    expect('status_validasi' in kinerjaProgramListQuerySchema.parse({ status_validasi: '1' })).toBe(false);
    expect(
      sasaranStrategisPdListQuerySchema.parse({ sasaran_strategis_rpjmd_id: '3' }).sasaran_strategis_rpjmd_id,
    ).toBe(3);
  });

  it('types a history entry', () => {
    const entry = {
      id: 1,
      action: 'update',
      actor_id: 2,
      actor_nama: 'Budi',
      created_at: '2024-01-01T00:00:00.000Z',
      changes: [{ field: 'target', old: 1, new: 2 }],
    };
    expect(riwayatRecordSchema.parse(entry)).toEqual(entry);
    expect(riwayatRecordSchema.safeParse({ ...entry, action: 'rename' }).success).toBe(false);
  });
});
