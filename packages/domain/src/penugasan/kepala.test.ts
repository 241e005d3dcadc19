import { describe, expect, it } from 'vitest';
import { dipimpinOleh, divisiOf, kepalaOpdPosisi, kepalaTim, type Posisi } from './kepala';

// Dinas 1010: kepala (1) → bidang A (2) → seksi A1 (3); sekretaris (4) → subbag (5); bidang B (6) vacant.
const P: Posisi[] = [
  { id: 1, parent_id: null, satuan_kerja_id: '1010', eselon: 2, pejabat_nip: 'KADIS' },
  { id: 2, parent_id: 1, satuan_kerja_id: '1010', eselon: 3, pejabat_nip: 'KABID-A' },
  { id: 3, parent_id: 2, satuan_kerja_id: '1010', eselon: 4, pejabat_nip: 'KASI-A1' },
  { id: 4, parent_id: 1, satuan_kerja_id: '1010', eselon: 3, pejabat_nip: 'SEKRE' },
  { id: 5, parent_id: 4, satuan_kerja_id: '1010', eselon: 4, pejabat_nip: null },
  { id: 6, parent_id: 1, satuan_kerja_id: '1010', eselon: 3, pejabat_nip: null },
  { id: 7, parent_id: null, satuan_kerja_id: '2020', eselon: 2, pejabat_nip: 'KADIS-2' },
];

describe('who heads what', () => {
  it('the division of a position is itself or its nearest eselon 3 ancestor', () => {
    expect(divisiOf(P, 3)?.id).toBe(2);
    expect(divisiOf(P, 2)?.id).toBe(2);
    expect(divisiOf(P, 5)?.id).toBe(4);
    expect(divisiOf(P, 1)?.id).toBe(1);
    expect(divisiOf(P, null)).toBeNull();
    expect(divisiOf(P, 99)).toBeNull();
  });

  it('survives a cycle in the structure', () => {
    const loop: Posisi[] = [
      { id: 1, parent_id: 2, satuan_kerja_id: 'x', eselon: 4, pejabat_nip: 'a' },
      { id: 2, parent_id: 1, satuan_kerja_id: 'x', eselon: 4, pejabat_nip: 'b' },
    ];
    expect(divisiOf(loop, 1)).toBeNull();
  });

  it('the unit head holds the eselon 2 position; the unit record is the fallback', () => {
    expect(kepalaOpdPosisi(P, '1010')?.pejabat_nip).toBe('KADIS');
    expect(kepalaTim(P, { satuan_kerja_id: '1010', unit_kerja_id: 3 })).toEqual({
      kepala_bidang_nip: 'KABID-A',
      kepala_opd_nip: 'KADIS',
    });
    // A vacant division or no position: the unit head approves both stages.
    expect(kepalaTim(P, { satuan_kerja_id: '1010', unit_kerja_id: 6 }).kepala_bidang_nip).toBe('KADIS');
    expect(kepalaTim(P, { satuan_kerja_id: '1010', unit_kerja_id: null }).kepala_bidang_nip).toBe('KADIS');
    // A position of another unit never makes its holder head of this team.
    expect(kepalaTim(P, { satuan_kerja_id: '2020', unit_kerja_id: 3 })).toEqual({
      kepala_bidang_nip: 'KADIS-2',
      kepala_opd_nip: 'KADIS-2',
    });
    expect(kepalaTim([], { satuan_kerja_id: '3030', unit_kerja_id: null }, new Map([['3030', 'K3']]))).toEqual({
      kepala_bidang_nip: 'K3',
      kepala_opd_nip: 'K3',
    });
  });

  it('lists what a NIP heads', () => {
    expect(dipimpinOleh(P, 'KABID-A')).toEqual({ unitKerjaIds: [2, 3], satuanKerjaIds: [] });
    expect(dipimpinOleh(P, 'KADIS')).toEqual({ unitKerjaIds: [1, 6], satuanKerjaIds: ['1010'] });
    expect(dipimpinOleh(P, 'KASI-A1')).toEqual({ unitKerjaIds: [], satuanKerjaIds: [] });
    expect(dipimpinOleh(P, null)).toEqual({ unitKerjaIds: [], satuanKerjaIds: [] });
  });
});
