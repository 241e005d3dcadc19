import { describe, expect, it } from 'vitest';
import type { ValidasiRecord } from '@sakip/domain';
import { and, eq } from 'drizzle-orm';
import { countQueries } from '../../../db/query-counter';
import { auditLog, timKerja } from '../../../db/schema/index';
import { testAppForFile } from '../../../test/file-app';

const t = testAppForFile();

const KB = '/backend/api/validasi-kepala-bidang';
const OPD = '/backend/api/validasi-kepala-opd';
const rowsOf = (res: { json: () => { data: ValidasiRecord[] } }) => res.json().data;

async function queue(user: 'validator_kepala_bidang' | 'validator_kepala_opd' | 'super', url: string, status = '') {
  const res = await t.as(user, { method: 'GET', url: `${url}?per_page=100${status ? `&status=${status}` : ''}` });
  expect(res.statusCode).toBe(200);
  return rowsOf(res);
}

describe('validasi anggota tim', () => {
  it("the kepala bidang's queue holds members of the teams of the division only, waiting at the first stage", async () => {
    const rows = await queue('validator_kepala_bidang', KB);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.every((r) => r.state === 'menunggu-kepala-bidang' && r.status === 'menunggu')).toBe(true);
    expect(new Set(rows.map((r) => r.tim_nama))).toEqual(new Set(['Tim Kerja Perencanaan dan Evaluasi Kinerja']));
    const ditolak = await queue('validator_kepala_bidang', KB, 'ditolak');
    expect(ditolak[0]?.catatan).toBe('Beban kerja pegawai sudah penuh pada tim lain');
    expect((await t.as(null, { method: 'GET', url: KB })).statusCode).toBe(401);
    expect((await t.as('perangkat_daerah', { method: 'GET', url: KB })).statusCode).toBe(403);
    expect((await t.as('validator_kepala_opd', { method: 'GET', url: KB })).statusCode).toBe(403);
    expect((await t.as('validator_kepala_bidang', { method: 'GET', url: `${KB}?status=x` })).statusCode).toBe(422);
  });

  it("the kepala OPD's queue holds members approved by their kepala bidang, of every division", async () => {
    const rows = await queue('validator_kepala_opd', OPD);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.every((r) => r.state === 'menunggu-kepala-opd')).toBe(true);
    expect(new Set(rows.map((r) => r.tim_nama)).size).toBeGreaterThanOrEqual(2);
    // The kepala bidang account heads no unit: an empty queue as kepala OPD.
    expect(await queue('validator_kepala_bidang', OPD)).toEqual([]);
    expect((await t.as('perangkat_daerah', { method: 'GET', url: OPD })).statusCode).toBe(403);
  });

  it('the queues cost a fixed number of statements', async () => {
    await queue('validator_kepala_bidang', KB);
    const one = await countQueries(() => t.as('validator_kepala_bidang', { method: 'GET', url: `${KB}?per_page=1` }));
    const all = await countQueries(() =>
      t.as('validator_kepala_bidang', { method: 'GET', url: `${KB}?status=semua&per_page=100` }),
    );
    expect(one.count).toBeLessThanOrEqual(6);
    expect(all.count).toBe(one.count);
  });

  it('shows one member with targets and history; 404 outside the queue or unknown', async () => {
    const [row] = await queue('validator_kepala_bidang', KB);
    const res = await t.as('validator_kepala_bidang', { method: 'GET', url: `${KB}/${row!.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: row!.id, tahap: 'kepala-bidang', may_decide: true });
    expect(res.json().data.riwayat.length).toBeGreaterThan(0);
    expect((await t.as('validator_kepala_bidang', { method: 'GET', url: `${KB}/999999` })).statusCode).toBe(404);
    const [other] = await queue('validator_kepala_opd', OPD);
    const foreign = rowsOf(await t.as('super', { method: 'GET', url: `${OPD}?per_page=100` })).find(
      (r) => r.tim_nama !== 'Tim Kerja Perencanaan dan Evaluasi Kinerja' && r.id !== other?.id,
    );
    if (foreign)
      expect((await t.as('validator_kepala_bidang', { method: 'GET', url: `${KB}/${foreign.id}` })).statusCode).toBe(
        404,
      );
  });

  it('refuses out of order, another division, a rejection without a note', async () => {
    const [waiting] = await queue('validator_kepala_bidang', KB);
    const early = await t.as('validator_kepala_opd', {
      method: 'POST',
      url: `${OPD}/${waiting!.id}/keputusan`,
      payload: { aksi: 'setujui' },
    });
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe('Anggota belum disetujui Kepala Bidang');
    const otherDivision = (await queue('validator_kepala_opd', OPD)).find(
      (r) => r.tim_nama !== 'Tim Kerja Perencanaan dan Evaluasi Kinerja',
    );
    const cross = await t.as('validator_kepala_bidang', {
      method: 'POST',
      url: `${KB}/${otherDivision!.id}/keputusan`,
      payload: { aksi: 'setujui' },
    });
    expect(cross.statusCode).toBe(404);
    const noNote = await t.as('validator_kepala_bidang', {
      method: 'POST',
      url: `${KB}/${waiting!.id}/keputusan`,
      payload: { aksi: 'tolak', catatan: ' ' },
    });
    expect(noNote.statusCode).toBe(422);
    expect(noNote.json().errors.catatan).toEqual(['Catatan wajib diisi saat menolak']);
    // Super reads the queues but is not the head of the team.
    const bySuper = await t.as('super', {
      method: 'POST',
      url: `${KB}/${waiting!.id}/keputusan`,
      payload: { aksi: 'setujui' },
    });
    expect(bySuper.statusCode).toBe(403);
    expect(
      (
        await t.as('perangkat_daerah', {
          method: 'POST',
          url: `${KB}/${waiting!.id}/keputusan`,
          payload: { aksi: 'setujui' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await t.as(null, { method: 'POST', url: `${KB}/${waiting!.id}/keputusan`, payload: { aksi: 'setujui' } }))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await t.as('validator_kepala_bidang', {
          method: 'POST',
          url: `${KB}/999999/keputusan`,
          payload: { aksi: 'setujui' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('kepala bidang approves, kepala OPD approves; audited; an edit sends it back to pending', async () => {
    const [waiting] = await queue('validator_kepala_bidang', KB);
    const id = waiting!.id;
    const first = await t.as('validator_kepala_bidang', {
      method: 'POST',
      url: `${KB}/${id}/keputusan`,
      payload: { aksi: 'setujui' },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe('Anggota tim berhasil disetujui');
    const again = await t.as('validator_kepala_bidang', {
      method: 'POST',
      url: `${KB}/${id}/keputusan`,
      payload: { aksi: 'setujui' },
    });
    expect(again.json().message).toBe('Anggota ini sudah diputuskan pada tahap ini');
    expect((await queue('validator_kepala_opd', OPD)).some((r) => r.id === id)).toBe(true);
    const second = await t.as('validator_kepala_opd', {
      method: 'POST',
      url: `${OPD}/${id}/keputusan`,
      payload: { aksi: 'setujui', catatan: 'Lanjutkan' },
    });
    expect(second.statusCode).toBe(200);
    const detail = await t.as('validator_kepala_opd', { method: 'GET', url: `${OPD}/${id}` });
    expect(detail.json().data).toMatchObject({
      state: 'disetujui',
      may_decide: false,
      catatan_kepala_opd: 'Lanjutkan',
    });
    expect(
      detail
        .json()
        .data.riwayat.slice(0, 2)
        .map((r: { tahap: string }) => r.tahap),
    ).toEqual(['kepala-opd', 'kepala-bidang']);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.table_name, 'tim_kerja_anggota'),
          eq(auditLog.record_id, String(id)),
          eq(auditLog.action, 'approve'),
        ),
      );
    expect(audits).toHaveLength(2);

    // The operator edits the approved member: back to the kepala bidang's queue.
    const [team] = await t.database.db
      .select()
      .from(timKerja)
      .where(and(eq(timKerja.nama, waiting!.tim_nama), eq(timKerja.tahun, 2024), eq(timKerja.satuan_kerja_id, '1010')));
    const edit = await t.as('perangkat_daerah', {
      method: 'PUT',
      url: `/backend/api/tim-kerja/${team!.id}/anggota/${waiting!.nip}`,
      payload: { nip: waiting!.nip, peran: 'anggota', target: [] },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().message).toBe('Anggota tim berhasil diperbarui dan kembali menunggu persetujuan');
    expect(edit.json().data.state).toBe('menunggu-kepala-bidang');
    expect((await queue('validator_kepala_bidang', KB)).some((r) => r.id === id)).toBe(true);
    // The head who must decide is told (issue 27), by the NIP that heads the team; nobody else.
    const told = async (who: 'validator_kepala_bidang' | 'validator_kepala_opd') =>
      (await t.as(who, { method: 'GET', url: '/backend/api/notifikasi' })).json().data.items as {
        jenis: string;
        judul: string;
        tautan: string;
      }[];
    expect((await told('validator_kepala_bidang'))[0]).toMatchObject({
      jenis: 'persetujuan-anggota',
      judul: `${waiting!.nama} (${waiting!.tim_nama}) menunggu persetujuan Kepala Bidang`,
      tautan: `/validasi-kepala-bidang/show/${id}`,
    });
    expect(
      (await told('validator_kepala_opd')).some((n) => n.judul.includes('menunggu persetujuan Kepala Bidang')),
    ).toBe(false);
  });

  it('a rejection comes back with its note', async () => {
    const [waiting] = await queue('validator_kepala_opd', OPD);
    const res = await t.as('validator_kepala_opd', {
      method: 'POST',
      url: `${OPD}/${waiting!.id}/keputusan`,
      payload: { aksi: 'tolak', catatan: 'Target belum sesuai' },
    });
    expect(res.statusCode).toBe(200);
    const rejected = await queue('validator_kepala_opd', OPD, 'ditolak');
    expect(rejected.find((r) => r.id === waiting!.id)).toMatchObject({
      state: 'ditolak-kepala-opd',
      catatan: 'Target belum sesuai',
    });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.record_id, String(waiting!.id)), eq(auditLog.action, 'reject')));
    expect(audits).toHaveLength(1);
  });

  it('bulk approval is all or nothing', async () => {
    const waiting = await queue('validator_kepala_bidang', KB);
    expect(waiting.length).toBeGreaterThanOrEqual(1);
    const decided = (await queue('validator_kepala_bidang', KB, 'disetujui'))[0]!;
    const mixed = await t.as('validator_kepala_bidang', {
      method: 'POST',
      url: `${KB}/setujui-semua`,
      payload: { ids: [waiting[0]!.id, decided.id] },
    });
    expect(mixed.statusCode).toBe(422);
    expect((await queue('validator_kepala_bidang', KB)).length).toBe(waiting.length);
    const ok = await t.as('validator_kepala_bidang', {
      method: 'POST',
      url: `${KB}/setujui-semua`,
      payload: { ids: waiting.map((r) => r.id) },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe(`${waiting.length} anggota tim berhasil disetujui`);
    expect(await queue('validator_kepala_bidang', KB)).toEqual([]);
    expect(
      (await t.as('validator_kepala_bidang', { method: 'POST', url: `${KB}/setujui-semua`, payload: { ids: [] } }))
        .statusCode,
    ).toBe(422);
    expect(
      (
        await t.as('validator_kepala_bidang', {
          method: 'POST',
          url: `${KB}/setujui-semua`,
          payload: { ids: [999999] },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.as('perangkat_daerah', { method: 'POST', url: `${KB}/setujui-semua`, payload: { ids: [1] } }))
        .statusCode,
    ).toBe(403);
  });
});
