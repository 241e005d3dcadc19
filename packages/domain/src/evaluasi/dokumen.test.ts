import { describe, expect, it } from 'vitest';
import {
  currentVersion,
  dokumenUploadFieldsSchema,
  formatUkuranFile,
  isJenisDokumenId,
  mayVerify,
  namaJenisDokumen,
  publishedVersion,
  verifikasiDokumenSchema,
} from './dokumen';

const versions = [
  { id: 10, versi: 1, status: 'disetujui' },
  { id: 11, versi: 3, status: 'menunggu' },
  { id: 12, versi: 2, status: 'ditolak' },
];

describe('dokumen', () => {
  it('knows the four kinds of SPEC §2', () => {
    expect([1, 2, 3, 4].map(namaJenisDokumen)).toEqual([
      'LKIP',
      'Renstra',
      'Perjanjian Kinerja',
      'Indikator Kinerja Utama',
    ]);
    expect(isJenisDokumenId(0)).toBe(false);
    expect(isJenisDokumenId(5)).toBe(false);
  });

  it('takes the newest version as current, the newest approved one as published; verifies only the newest', () => {
    expect(currentVersion(versions)?.id).toBe(11);
    expect(publishedVersion(versions)?.id).toBe(10);
    expect(currentVersion([])).toBeUndefined();
    expect(publishedVersion(versions.filter((v) => v.status !== 'disetujui'))).toBeUndefined();
    expect(mayVerify(versions, 11)).toBe(true);
    expect(mayVerify(versions, 12)).toBe(false);
  });

  it('needs a note to reject; reads the kind of an upload form', () => {
    expect(verifikasiDokumenSchema.safeParse({ status: 'disetujui' }).success).toBe(true);
    const rejected = verifikasiDokumenSchema.safeParse({ status: 'ditolak', catatan: '  ' });
    expect(rejected.success).toBe(false);
    expect(rejected.error?.issues[0]?.message).toBe('Catatan wajib diisi jika dokumen ditolak');
    expect(verifikasiDokumenSchema.safeParse({ status: 'menunggu' }).success).toBe(false);
    expect(dokumenUploadFieldsSchema.parse({ jenis_dokumen_id: '3' })).toEqual({
      jenis_dokumen_id: 3,
      satuan_kerja_id: undefined,
    });
    expect(dokumenUploadFieldsSchema.safeParse({ jenis_dokumen_id: '0x1' }).success).toBe(false);
    expect(dokumenUploadFieldsSchema.safeParse({ jenis_dokumen_id: '5' }).success).toBe(false);
  });

  it('writes file sizes for people', () => {
    expect(formatUkuranFile(512)).toBe('512 B');
    expect(formatUkuranFile(2048)).toBe('2 KB');
    expect(formatUkuranFile(9.5 * 1024 * 1024)).toBe('9,5 MB');
  });
});
