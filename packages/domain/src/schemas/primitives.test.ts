import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { listQuerySchema } from './common';
import {
  dateOnly,
  flag,
  idParamSchema,
  INT4_MAX,
  intWithDefault,
  isCalendarDate,
  monthlySchema,
  optionalId,
  optionalNumber,
  optionalText,
  paramId,
  queryFlag,
  queryId,
  queryInt,
  queryText,
  requiredId,
  requiredInt,
  requiredNumber,
  requiredRupiah,
  requiredText,
  satuanKerjaParam,
} from './primitives';
import { userUpdateSchema } from './users';
import { narasiLkipSchema } from './pelaporan';
import { misiSchema, rencanaAksiRbSchema } from './perencanaan';

function ok(schema: z.ZodType, input: unknown): unknown {
  const r = schema.safeParse(input);
  expect(r.success, `${JSON.stringify(input)}: ${r.success ? '' : r.error.issues[0]?.message}`).toBe(true);
  return r.success ? r.data : undefined;
}

function message(schema: z.ZodType, input: unknown): string | undefined {
  const r = schema.safeParse(input);
  expect(r.success, `${String(input)} should be rejected`).toBe(false);
  return r.success ? undefined : r.error.issues[0]?.message;
}

describe('ids', () => {
  it('path and query ids: plain decimal digits, 1..2147483647', () => {
    const id = paramId('Kinerja program');
    for (const [input, out] of [
      ['1', 1],
      ['16', 16],
      ['2147483647', INT4_MAX],
    ] as const) {
      expect(ok(id, input)).toBe(out);
    }
    for (const input of [
      '0x10',
      '1e1',
      '16.0',
      '0b10000',
      '\u0000',
      '+16',
      '-1',
      '0',
      '2147483648',
      ' 16',
      '16 ',
      '1_0',
    ]) {
      expect(message(id, input)).toBe('Kinerja program tidak valid');
    }
    expect(message(id, undefined)).toBe('Kinerja program wajib diisi');
    expect(message(id, '')).toBe('Kinerja program wajib diisi');
    expect(message(idParamSchema, { id: '1e1' })).toBe('Id tidak valid');
  });

  it('an optional query id: absent or empty is no filter', () => {
    const id = queryId('Program');
    expect(ok(id, undefined)).toBeUndefined();
    expect(ok(id, '')).toBeUndefined();
    expect(ok(id, '7')).toBe(7);
    expect(message(id, '%00')).toBe('Program tidak valid');
    expect(message(id, ['1', '2'])).toBe('Program tidak valid');
  });

  it('body ids: a JSON integer (or the digits of a select), never a boolean, array or hex', () => {
    const id = requiredId('Kinerja sub kegiatan');
    expect(ok(id, 5)).toBe(5);
    expect(ok(id, '5')).toBe(5);
    for (const input of [true, false, [], [1], {}, '0x10', '1e1', '16.0', 1.5, 0, -3, INT4_MAX + 1, 1e308]) {
      expect(message(id, input)).toBe('Kinerja sub kegiatan tidak valid');
    }
    expect(message(id, undefined)).toBe('Kinerja sub kegiatan wajib dipilih');
    expect(message(id, '')).toBe('Kinerja sub kegiatan wajib dipilih');
    expect(ok(optionalId('Tim kerja'), null)).toBeNull();
    expect(ok(optionalId('Tim kerja'), '')).toBeNull();
    expect(message(optionalId('Tim kerja'), true)).toBe('Tim kerja tidak valid');
  });

  it('rencana aksi RB: kinerjaSubKegiatanId true is not sub kegiatan 1', () => {
    const r = rencanaAksiRbSchema.safeParse({ kinerjaSubKegiatanId: true, jenisRbId: 1 });
    expect(r.success).toBe(false);
  });
});

describe('integers', () => {
  it('nomor, urutan, bab: integers within the column', () => {
    const nomor = requiredInt('Nomor');
    expect(ok(nomor, 3)).toBe(3);
    expect(ok(nomor, '3')).toBe(3);
    expect(message(nomor, 1.5)).toBe('Nomor harus berupa bilangan bulat');
    expect(message(nomor, true)).toBe('Nomor harus berupa bilangan bulat');
    expect(message(nomor, '0x10')).toBe('Nomor harus berupa bilangan bulat');
    expect(message(nomor, -1)).toBe('Nomor tidak boleh negatif');
    expect(message(nomor, INT4_MAX + 1)).toBe('Nomor maksimal 2.147.483.647');
    expect(message(nomor, undefined)).toBe('Nomor wajib diisi');
    const urutan = intWithDefault('Urutan', 0);
    expect(ok(urutan, undefined)).toBe(0);
    expect(ok(urutan, '')).toBe(0);
    expect(message(urutan, [])).toBe('Urutan harus berupa bilangan bulat');
    expect(message(misiSchema, { visi_id: 1, nomor: 1.5, misi: 'x' })).toBe('Nomor harus berupa bilangan bulat');
    const narasi = { bab: 1, judul: 'Pendahuluan', narasi: 'Isi' };
    expect(ok(narasiLkipSchema, { ...narasi, bab: '2' })).toMatchObject({ bab: 2, urutan: 0 });
    expect(narasiLkipSchema.safeParse({ ...narasi, bab: true }).success).toBe(false);
    expect(narasiLkipSchema.safeParse({ ...narasi, bab: 5 }).success).toBe(false);
    expect(narasiLkipSchema.safeParse({ ...narasi, urutan: [] }).success).toBe(false);
  });

  it('query integers: digits only, bounded, with a default', () => {
    expect(ok(listQuerySchema, {})).toEqual({ page: 1, per_page: 20, search: undefined });
    expect(ok(listQuerySchema, { page: '3', per_page: '50' })).toMatchObject({ page: 3, per_page: 50 });
    expect(message(listQuerySchema, { page: '1e3' })).toBe('Halaman harus berupa bilangan bulat');
    expect(message(listQuerySchema, { page: '0' })).toBe('Halaman minimal 1');
    expect(message(listQuerySchema, { per_page: '501' })).toBe('Jumlah per halaman maksimal 500');
    expect(message(queryInt('Tahap', { min: 1, max: 3 }), '4')).toBe('Tahap maksimal 3');
    expect(ok(queryInt('Tahap', { min: 1, max: 3 }), '')).toBeUndefined();
  });
});

describe('measured values and rupiah', () => {
  it('finite, bounded, at most 6 decimals; plain decimal strings only', () => {
    const target = requiredNumber('Target');
    for (const [input, out] of [
      [12.5, 12.5],
      ['12,5', 12.5],
      ['12.5', 12.5],
      [0, 0],
      [0.000001, 0.000001],
      [999_999_999_999, 999_999_999_999],
    ] as const) {
      expect(ok(target, input)).toBe(out);
    }
    expect(message(target, 5e-324)).toBe('Target maksimal 6 angka di belakang koma');
    expect(message(target, 1e12)).toBe('Target harus kurang dari 1.000.000.000.000');
    expect(message(target, 1e308)).toBe('Target harus kurang dari 1.000.000.000.000');
    for (const input of [true, '0x10', '1e1', 'Infinity', 'NaN', [], {}]) {
      expect(message(target, input)).toBe('Target harus berupa angka');
    }
    expect(message(target, -1)).toBe('Target tidak boleh negatif');
    expect(message(target, undefined)).toBe('Target wajib diisi');
    expect(ok(requiredNumber('Baseline', { negatif: true }), -4.25)).toBe(-4.25);
    expect(ok(optionalNumber('Realisasi'), '')).toBeNull();
    expect(message(optionalNumber('Realisasi'), 5e-324)).toBe('Realisasi maksimal 6 angka di belakang koma');
  });

  it('rupiah: 0 ≤ x < 1e16, two decimals', () => {
    const anggaran = requiredRupiah('Anggaran');
    expect(ok(anggaran, 9_999_999_999_999.99)).toBe(9_999_999_999_999.99);
    expect(ok(anggaran, 50_000_000.5)).toBe(50_000_000.5);
    expect(message(anggaran, 1e16)).toBe('Anggaran harus kurang dari 10.000.000.000.000.000');
    expect(message(anggaran, 1.005)).toBe('Anggaran maksimal 2 angka di belakang koma');
    expect(message(anggaran, -1)).toBe('Anggaran tidak boleh negatif');
  });

  it('12 months: each bounded so the yearly sum fits; exactly 12; only an array', () => {
    const bulanan = monthlySchema('Realisasi bulanan');
    expect(ok(bulanan, undefined)).toEqual(Array(12).fill(null));
    expect(bulanan.safeParse(Array(12).fill(1e308)).success).toBe(false);
    expect(bulanan.safeParse(Array(11).fill(1)).success).toBe(false);
    expect(message(bulanan, '1,2,3')).toBe('Realisasi bulanan harus berisi 12 bulan');
    const rupiah = monthlySchema('Anggaran bulanan', 'rupiah');
    expect(rupiah.safeParse(Array(12).fill(99_999_999_999.99)).success).toBe(true);
    expect(rupiah.safeParse([1e14, ...Array(11).fill(null)]).success).toBe(false);
  });
});

describe('dates', () => {
  it('real calendar days only', () => {
    for (const v of ['2024-02-29', '2023-12-31', '2024-01-01']) expect(isCalendarDate(v)).toBe(true);
    for (const v of ['2024-02-31', '2023-02-29', '2024-13-01', '2024-00-10', '2024-1-1', '0000-01-01', '2024-01-01T00'])
      expect(isCalendarDate(v)).toBe(false);
    const tanggal = dateOnly('Tanggal');
    expect(message(tanggal, undefined)).toBe('Tanggal wajib diisi');
    expect(message(tanggal, '')).toBe('Tanggal wajib diisi');
    expect(message(tanggal, '2024-02-31')).toBe('Tanggal tidak valid');
    expect(message(tanggal, 20240101)).toBe('Tanggal tidak valid');
    expect(message(tanggal, '31/12/2024')).toBe('Tanggal harus berupa tanggal (YYYY-MM-DD)');
  });
});

describe('text', () => {
  it('bounded, no NUL or control characters; line breaks only in paragraphs', () => {
    const username = requiredText('Username', 100);
    expect(ok(username, '  admin ')).toBe('admin');
    expect(message(username, '\u0000')).toBe('Username mengandung karakter yang tidak diizinkan');
    expect(message(username, 'a\nb')).toBe('Username mengandung karakter yang tidak diizinkan');
    expect(message(username, 'a\u0085b')).toBe('Username mengandung karakter yang tidak diizinkan');
    expect(message(username, '\ud800')).toBe('Username mengandung karakter yang tidak diizinkan');
    expect(message(username, 'x'.repeat(101))).toBe('Username maksimal 100 karakter');
    expect(message(username, '   ')).toBe('Username wajib diisi');
    expect(message(username, undefined)).toBe('Username wajib diisi');
    expect(message(username, 5)).toBe('Username harus berupa teks');
    const narasi = requiredText('Narasi', 5000);
    expect(ok(narasi, 'Paragraf 1\r\n\tParagraf 2')).toBe('Paragraf 1\r\n\tParagraf 2');
    expect(message(narasi, 'a\u0000b')).toBe('Narasi mengandung karakter yang tidak diizinkan');
    expect(ok(optionalText('Keterangan'), '')).toBeNull();
    expect(message(optionalText('Keterangan'), 'a\u0007')).toBe('Keterangan mengandung karakter yang tidak diizinkan');
    expect(ok(queryText('Pencarian', 200), '')).toBeUndefined();
    expect(message(queryText('Pencarian', 200), '\u0000')).toBe('Pencarian mengandung karakter yang tidak diizinkan');
    expect(message(satuanKerjaParam(), '')).toBe('Satuan kerja wajib dipilih');
    expect(message(satuanKerjaParam(), '10\u000010')).toBe('Satuan kerja tidak valid');
  });
});

describe('flags', () => {
  it('bodies: booleans only; query strings: exactly true/false/1/0', () => {
    expect(ok(flag('SKP'), true)).toBe(true);
    expect(ok(flag('SKP'), undefined)).toBe(false);
    for (const v of ['true', 1, 0, 'ya', null])
      expect(message(flag('SKP'), v)).toBe('SKP harus bernilai ya atau tidak');
    const q = queryFlag('Kinerja bayangan');
    expect(ok(q, 'true')).toBe(true);
    expect(ok(q, '1')).toBe(true);
    expect(ok(q, '0')).toBe(false);
    expect(ok(q, undefined)).toBe(false);
    for (const v of ['TRUE', 'yes', '2', ' 1'])
      expect(message(q, v)).toBe('Kinerja bayangan harus true, false, 1 atau 0');
  });

  it('users: role_id true is not a role (it made the user super)', () => {
    const user = { username: 'operator', nama: 'Operator', role_id: true, active: true };
    expect(userUpdateSchema.safeParse(user).success).toBe(false);
    expect(userUpdateSchema.safeParse({ ...user, role_id: 1, active: 'true' }).success).toBe(false);
  });
});
