/**
 * Who heads what (DOMAIN-2 §4, issue 13): data, not roles. Users carry a NIP; the organisation
 * structure (unit_kerja: positions with parent_id, eselon and pejabat_nip) says who holds which
 * position.
 * - The division of a team is the position the team sits under (tim_kerja.unit_kerja_id) or its
 *   nearest ancestor of eselon 3 or higher (a Kepala Bidang, the Sekretaris); a team placed at
 *   the unit head itself, or at no position, has the unit head as its division head.
 * - The head of a unit (kepala OPD) holds the unit's eselon 2 position (the root of its
 *   structure); satuan_kerja.kepala_nip is the fallback when the structure names nobody.
 */
export interface Posisi {
  id: number;
  parent_id: number | null;
  satuan_kerja_id: string;
  eselon: number;
  pejabat_nip: string | null;
}

/** The eselon of a division head position or above (3: kepala bidang / sekretaris; 2: kepala). */
export const ESELON_KEPALA_BIDANG = 3;
export const ESELON_KEPALA_OPD = 2;

function byId(positions: readonly Posisi[]): Map<number, Posisi> {
  return new Map(positions.map((p) => [p.id, p]));
}

/** The division position of a position: itself or its nearest ancestor of eselon ≤ 3 (cycles stop). */
export function divisiOf(
  positions: readonly Posisi[] | Map<number, Posisi>,
  unitKerjaId: number | null,
): Posisi | null {
  if (unitKerjaId === null) return null;
  const map = positions instanceof Map ? positions : byId(positions);
  const seen = new Set<number>();
  let current = map.get(unitKerjaId);
  while (current && !seen.has(current.id)) {
    if (current.eselon <= ESELON_KEPALA_BIDANG) return current;
    seen.add(current.id);
    current = current.parent_id === null ? undefined : map.get(current.parent_id);
  }
  return null;
}

/** The unit head's position: the unit's position with the lowest eselon number (2), first by id. */
export function kepalaOpdPosisi(positions: readonly Posisi[], satuanKerjaId: string): Posisi | null {
  let best: Posisi | null = null;
  for (const p of positions) {
    if (p.satuan_kerja_id !== satuanKerjaId || p.eselon > ESELON_KEPALA_OPD) continue;
    if (!best || p.eselon < best.eselon || (p.eselon === best.eselon && p.id < best.id)) best = p;
  }
  return best;
}

export interface TimPlacement {
  satuan_kerja_id: string;
  unit_kerja_id: number | null;
}

export interface KepalaTim {
  /** NIP of the kepala bidang who approves first, or null when the structure names nobody. */
  kepala_bidang_nip: string | null;
  /** NIP of the kepala OPD who approves second. */
  kepala_opd_nip: string | null;
}

/**
 * The two heads of a team. `kepalaNipOfUnit`: satuan_kerja.kepala_nip per unit (fallback).
 */
export function kepalaTim(
  positions: readonly Posisi[] | Map<number, Posisi>,
  tim: TimPlacement,
  kepalaNipOfUnit: ReadonlyMap<string, string | null> = new Map(),
): KepalaTim {
  const list = positions instanceof Map ? [...positions.values()] : positions;
  const opd =
    kepalaOpdPosisi(list, tim.satuan_kerja_id)?.pejabat_nip ?? kepalaNipOfUnit.get(tim.satuan_kerja_id) ?? null;
  const divisi = divisiOf(positions, tim.unit_kerja_id);
  const bidang = divisi && divisi.satuan_kerja_id === tim.satuan_kerja_id ? divisi.pejabat_nip : null;
  return { kepala_bidang_nip: bidang ?? opd, kepala_opd_nip: opd };
}

/**
 * What a NIP heads among `positions` (the positions of the units concerned): the positions whose
 * division head it is (a team under one of them waits for this NIP as kepala bidang) and the units
 * it heads (their teams wait for it as kepala OPD; teams of those units without a division head too).
 */
export function dipimpinOleh(
  positions: readonly Posisi[],
  nip: string | null,
  kepalaNipOfUnit: ReadonlyMap<string, string | null> = new Map(),
): { unitKerjaIds: number[]; satuanKerjaIds: string[] } {
  if (!nip) return { unitKerjaIds: [], satuanKerjaIds: [] };
  const map = byId(positions);
  const units = new Set(positions.map((p) => p.satuan_kerja_id));
  for (const [satker, kepalaNip] of kepalaNipOfUnit) if (kepalaNip) units.add(satker);
  const satuanKerjaIds = [...units].filter(
    (s) => (kepalaOpdPosisi(positions, s)?.pejabat_nip ?? kepalaNipOfUnit.get(s) ?? null) === nip,
  );
  const unitKerjaIds = positions
    .filter((p) => {
      const head = kepalaTim(map, { satuan_kerja_id: p.satuan_kerja_id, unit_kerja_id: p.id }, kepalaNipOfUnit);
      return head.kepala_bidang_nip === nip;
    })
    .map((p) => p.id);
  return { unitKerjaIds, satuanKerjaIds: satuanKerjaIds.sort() };
}
