import { eq } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import {
  indikatorSasaranStrategis,
  indikatorTujuan,
  misi,
  periode,
  sasaranStrategis,
  tujuan,
  visi,
} from '../../db/schema/index';

/** A table of the RPJMD tree, from the leaves (indicators) up to the period of the visi. */
export type RpjmdTable = 'indikator-sasaran' | 'sasaran' | 'indikator-tujuan' | 'tujuan' | 'misi' | 'visi' | 'periode';

/** Each node's parent and the inner join that reaches it. */
const PARENT: Record<Exclude<RpjmdTable, 'periode'>, { parent: RpjmdTable; join: (q: PgSelect) => PgSelect }> = {
  'indikator-sasaran': {
    parent: 'sasaran',
    join: (q) => q.innerJoin(sasaranStrategis, eq(sasaranStrategis.id, indikatorSasaranStrategis.sasaran_strategis_id)),
  },
  sasaran: { parent: 'tujuan', join: (q) => q.innerJoin(tujuan, eq(tujuan.id, sasaranStrategis.tujuan_id)) },
  'indikator-tujuan': { parent: 'tujuan', join: (q) => q.innerJoin(tujuan, eq(tujuan.id, indikatorTujuan.tujuan_id)) },
  tujuan: { parent: 'misi', join: (q) => q.innerJoin(misi, eq(misi.id, tujuan.misi_id)) },
  misi: { parent: 'visi', join: (q) => q.innerJoin(visi, eq(visi.id, misi.visi_id)) },
  visi: { parent: 'periode', join: (q) => q.innerJoin(periode, eq(periode.id, visi.periode_id)) },
};

/**
 * The inner joins from a node of the RPJMD tree (already in the select) up to one of its
 * ancestors, each parent once: `joinUp(q, 'sasaran', 'periode')` joins tujuan, misi, visi and
 * periode, so that a condition on any of them (the period of the year, the visi) applies.
 */
export function joinUp<Q extends PgSelect>(q: Q, from: RpjmdTable, to: RpjmdTable): Q {
  let joined: PgSelect = q;
  for (let node = from; node !== to;) {
    if (node === 'periode') throw new Error(`${to} is not above ${from} in the RPJMD tree`);
    const step = PARENT[node];
    joined = step.join(joined);
    node = step.parent;
  }
  return joined as Q;
}
