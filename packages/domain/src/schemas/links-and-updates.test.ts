import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { tindakLanjutLheSchema } from './evaluasi';
import { lkeEvidenSlotBodySchema } from '../evaluasi/lke-admin-schemas';
import { fullUpdate, isSafeLink, monthlySchema, optionalNumber, requiredText } from './primitives';

describe('isSafeLink (issue 21 item 5)', () => {
  it.each([
    'https://drive.example.go.id/eviden.pdf',
    'http://sakip.example/backend/api/lke/eviden/1/file',
    'https://example.com',
    'https://example.com?a=1#x',
    '/backend/api/dokumen/3/file',
    '/cascading?tahun={tahun}&satuan_kerja_id={satuan_kerja_id}',
  ])('accepts %s', (link) => {
    expect(isSafeLink(link)).toBe(true);
  });

  it.each([
    '//evil.example/login',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http:/x',
    'https:evil.example',
    'https:///evil.example',
    'https://evil.example\\@good.example',
    'https://evil .example',
    'https://evil.example/\u0000',
    ' https://example.com',
    'evil.example',
    'mailto:a@b.example',
  ])('refuses %j', (link) => {
    expect(isSafeLink(link)).toBe(false);
  });

  it('is the rule of every link field: the LHE evidence link and the LKE system link', () => {
    const lhe = tindakLanjutLheSchema.safeParse({ rekomendasi: 'R', link_eviden: '//evil.example/login' });
    expect(lhe.success).toBe(false);
    expect(lhe.error?.issues[0]).toMatchObject({
      path: ['link_eviden'],
      message:
        'Link eviden harus berupa alamat web (http:// atau https://) atau alamat di aplikasi ini (diawali satu /)',
    });
    expect(tindakLanjutLheSchema.safeParse({ rekomendasi: 'R', link_eviden: '/backend/api/x' }).success).toBe(true);
    expect(lkeEvidenSlotBodySchema.safeParse({ label: 'L', jenis: 'link', tautan_sistem: '/\\evil' }).success).toBe(
      false,
    );
    expect(
      lkeEvidenSlotBodySchema.safeParse({ label: 'L', jenis: 'link', tautan_sistem: '' }).data?.tautan_sistem,
    ).toBe(null);
  });
});

describe('fullUpdate (issue 21 item 4)', () => {
  const create = z
    .object({
      nama: requiredText('Nama'),
      realisasi: optionalNumber('Realisasi'),
      realisasi_bulanan: monthlySchema('Realisasi bulanan'),
    })
    .superRefine((v, ctx) => {
      if (v.nama === 'x') ctx.addIssue({ code: 'custom', path: ['nama'], message: 'Nama tidak boleh x' });
    });
  const update = fullUpdate(create, { labels: { realisasi: 'Realisasi tahunan' } });
  const months = Array.from({ length: 12 }, () => null);

  it('create reads absent numbers and months as empty; the update refuses them, naming each', () => {
    expect(create.parse({ nama: 'a' })).toEqual({ nama: 'a', realisasi: null, realisasi_bulanan: months });
    const res = update.safeParse({});
    expect(res.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['nama', 'Nama wajib diisi'],
      ['realisasi', 'Realisasi tahunan wajib diisi'],
      ['realisasi_bulanan', 'Realisasi bulanan wajib diisi'],
    ]);
  });

  it('null and 12 empty months still empty them; the refinements and other messages stay', () => {
    expect(update.parse({ nama: 'a', realisasi: null, realisasi_bulanan: months })).toEqual({
      nama: 'a',
      realisasi: null,
      realisasi_bulanan: months,
    });
    expect(update.safeParse({ nama: 'x', realisasi: null, realisasi_bulanan: months }).error?.issues[0]?.message).toBe(
      'Nama tidak boleh x',
    );
    expect(update.safeParse({ nama: 'a', realisasi: 'abc', realisasi_bulanan: [] }).error?.issues.length).toBe(2);
  });
});
