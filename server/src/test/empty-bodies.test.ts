import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  kinerjaBayanganSchema,
  kinerjaCrossCuttingSchema,
  kinerjaKegiatanSchema,
  kinerjaLangkahAksiSchema,
  kinerjaProgramSchema,
  kinerjaSubKegiatanSchema,
  rencanaAksiSchema,
  sasaranStrategisPdSchema,
  sasaranStrategisRpjmdSchema,
  valueKeys,
} from '@sakip/domain';
import { createTestApp, type TestApp } from './harness';

/**
 * Issue 21 item 4: a PUT replaces a record, so a body that leaves out a field the create schema
 * would read as empty (null, 0, false, [], 12 empty months) must not erase it. For every planning
 * group, each such field left out in turn from the record's own values is a 422 naming the field,
 * and the record stays as it was.
 */

const API = '/backend/api';

const GROUPS: { path: string; schema: z.ZodObject }[] = [
  { path: 'kinerja-program', schema: kinerjaProgramSchema },
  { path: 'kinerja-kegiatan', schema: kinerjaKegiatanSchema },
  { path: 'kinerja-sub-kegiatan', schema: kinerjaSubKegiatanSchema },
  { path: 'kinerja-langkah-aksi', schema: kinerjaLangkahAksiSchema },
  { path: 'sasaran-strategis-pd', schema: sasaranStrategisPdSchema },
  { path: 'sasaran-strategis-rpjmd', schema: sasaranStrategisRpjmdSchema },
  { path: 'kinerja-cross-cutting', schema: kinerjaCrossCuttingSchema },
  { path: 'kinerja-bayangan', schema: kinerjaBayanganSchema },
  { path: 'rencana-aksi', schema: rencanaAksiSchema },
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function firstRecord(path: string): Promise<Record<string, unknown>> {
  const list = await t.as('super', { method: 'GET', url: `${API}/${path}?per_page=1` });
  expect(list.statusCode, path).toBe(200);
  const id = (list.json().data as { id: number }[])[0]?.id;
  expect(id, `${path}: the demo city has a record`).toBeTypeOf('number');
  const detail = await t.as('super', { method: 'GET', url: `${API}/${path}/${id}` });
  return detail.json().data;
}

describe('a PUT without a field that create would default (issue 21 item 4)', () => {
  it.each(GROUPS)('$path: each such field left out is a 422 naming it; the record is unchanged', async (group) => {
    const record = await firstRecord(group.path);
    const keys = Object.keys(group.schema.shape).filter((k) => k !== 'satuan_kerja_id');
    const values = Object.fromEntries(keys.map((k) => [k, record[k] ?? null]));
    const url = `${API}/${group.path}/${String(record.id)}`;
    const defaulted = valueKeys(group.schema);
    expect(defaulted.length).toBeGreaterThan(0);
    for (const key of defaulted) {
      const { [key]: _left, ...body } = values;
      const res = await t.as('super', { method: 'PUT', url, payload: body });
      expect(res.statusCode, `${group.path} without ${key}`).toBe(422);
      expect(res.json().errors[key], `${group.path} without ${key}`).toEqual([expect.stringMatching(/ wajib diisi$/)]);
    }
    const after = await t.as('super', { method: 'GET', url });
    expect(after.json().data).toEqual(record);
  });

  it('names the months in Indonesian and still reports the other fields', async () => {
    const record = await firstRecord('kinerja-program');
    const res = await t.as('super', {
      method: 'PUT',
      url: `${API}/kinerja-program/${String(record.id)}`,
      payload: { sasaran: '' },
    });
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors;
    expect(errors.realisasi_bulanan).toEqual(['Realisasi bulanan wajib diisi']);
    expect(errors.realisasi).toEqual(['Realisasi wajib diisi']);
    expect(errors.sasaran).toEqual(['Sasaran wajib diisi']);
  });

  it('a team member without the targets is a 422; the targets stay', async () => {
    const teams = await t.as('perangkat_daerah', { method: 'GET', url: `${API}/tim-kerja?per_page=100` });
    let found: { tim: number; nip: string; peran: string } | undefined;
    for (const team of teams.json().data as { id: number }[]) {
      const detail = (await t.as('perangkat_daerah', { method: 'GET', url: `${API}/tim-kerja/${team.id}` })).json().data;
      const member = (detail.anggota as { nip: string; peran: string; target: unknown[] }[]).find((a) => a.target.length);
      if (member) {
        found = { tim: team.id, nip: member.nip, peran: member.peran };
        break;
      }
    }
    expect(found, 'the demo city has a member with targets').toBeDefined();
    const url = `${API}/tim-kerja/${found!.tim}`;
    const before = (await t.as('perangkat_daerah', { method: 'GET', url })).json().data;
    const res = await t.as('perangkat_daerah', {
      method: 'PUT',
      url: `${url}/anggota/${found!.nip}`,
      payload: { nip: found!.nip, peran: found!.peran },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.target).toEqual(['Target wajib diisi']);
    expect((await t.as('perangkat_daerah', { method: 'GET', url })).json().data).toEqual(before);
  });

  it('a realisasi entry of the integrated page without the yearly realisasi is a 422', async () => {
    const page = await t.as('perangkat_daerah', { method: 'GET', url: `${API}/kinerja-langkah-aksi-terintegrasi` });
    const item = page.json().data.flatMap((g: { langkah_aksi: unknown[] }) => g.langkah_aksi)[0] as {
      id: number;
      realisasi_bulanan: unknown[];
      realisasi_anggaran_bulanan: unknown[];
    };
    const res = await t.as('perangkat_daerah', {
      method: 'PUT',
      url: `${API}/kinerja-langkah-aksi-terintegrasi/realisasi/${item.id}`,
      payload: {
        realisasi_bulanan: item.realisasi_bulanan,
        realisasi_anggaran_bulanan: item.realisasi_anggaran_bulanan,
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.realisasi).toEqual(['Realisasi wajib diisi']);
  });
});
