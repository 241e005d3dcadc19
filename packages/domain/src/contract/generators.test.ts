import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineReport } from '../report/define';
import { crudEndpoints } from './crud-endpoints';
import { isFileResponse, type AnyEndpoint } from './endpoint';

const summary = (e: AnyEndpoint) => `${e.method} ${e.path} ${e.guard} ${e.permission?.action ?? '-'}`;

describe('crudEndpoints', () => {
  const record = z.object({ id: z.number(), nama: z.string() });
  const endpoints = crudEndpoints({
    area: 'evaluasi',
    path: 'tindak-lanjut-lhe',
    resource: 'tindak-lanjut-lhe',
    querySchema: z.object({ search: z.string().optional() }),
    bodySchema: z.object({ nama: z.string() }),
    recordSchema: record,
    detailSchema: record,
  });

  it('declares the seven routes of a group, reads with the read permission and writes with the write one', () => {
    expect(Object.values(endpoints).map(summary)).toEqual([
      'GET /tindak-lanjut-lhe auth read',
      'GET /tindak-lanjut-lhe/export auth read',
      'POST /tindak-lanjut-lhe auth write',
      'GET /tindak-lanjut-lhe/:id auth read',
      'PUT /tindak-lanjut-lhe/:id auth write',
      'DELETE /tindak-lanjut-lhe/:id auth write',
      'GET /tindak-lanjut-lhe/:id/riwayat auth read',
    ]);
    expect(new Set(Object.values(endpoints).map((e) => e.group))).toEqual(new Set(['tindak-lanjut-lhe']));
  });

  it('answers the export as an XLSX file and a write as { message, data }', () => {
    expect(endpoints.export.response).toEqual({ kind: 'file', types: ['xlsx'] });
    const written = endpoints.create.response.parse({ message: 'ok', data: { id: 1, nama: 'A' } });
    expect(written).toEqual({ message: 'ok', data: { id: 1, nama: 'A' } });
  });
});

describe('report endpoints', () => {
  const declaration = {
    slug: 'display-makro/contoh',
    title: 'Contoh',
    area: 'display',
    access: { guard: 'auth', permission: { resource: 'sasaran-strategis-pd', action: 'read' } },
    row: z.object({ id: z.number(), nama: z.string() }),
    rowKey: 'id',
    columns: [{ key: 'nama', header: 'Nama', kind: 'text' }],
    emptyText: 'Tidak ada data',
  } as const;

  it('declares the list and the export of XLSX, CSV or JSON, and the public copy of a public report', () => {
    const report = defineReport({ ...declaration, public: true });
    const { own, public: open } = report.endpoints;
    expect([own.list, own.export, open?.list, open?.export].map((e) => e && summary(e))).toEqual([
      'GET /display-makro/contoh auth read',
      'GET /display-makro/contoh/export auth read',
      'GET /public-display/display-makro/contoh public -',
      'GET /public-display/display-makro/contoh/export public -',
    ]);
    expect(isFileResponse(own.export.response) && own.export.response.types).toEqual(['xlsx', 'csv', 'json']);
    expect(open?.list.response).toBe(report.publicResponse);
  });

  it('has no public copy for a report that is not public', () => {
    expect(defineReport({ ...declaration, public: false }).endpoints.public).toBeUndefined();
  });
});
