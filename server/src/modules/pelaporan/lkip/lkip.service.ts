import { createHash } from 'node:crypto';
import {
  LKIP_BAB,
  LKIP_BAB_JUDUL,
  LKIP_LAMPIRAN,
  LKIP_SECTIONS,
  lkipIkhtisar,
  lkipDisplayScope,
  lkipFileName,
  lkipPagesOf,
  lkipSectionColumns,
  lkipTargetOf,
  placeNarasi,
  ringkasFaktor,
  type LkipBab,
  type LkipBabData,
  type LkipDiagram,
  type LkipLingkup,
  type LkipNarasi,
  type LkipQuery,
  type LkipSectionDef,
  type NarasiJenis,
  type ReportRow,
  type SessionUser,
} from '@sakip/domain';
import type { Db } from '../../../db/client';
import { BoundedMap } from '../../../lib/cache/bounded-map';
import { actorKey } from '../../../lib/cache/cached-reply';
import { computedOnce } from '../../../lib/cache/hub';
import { unitNameOf } from '../../../lib/db/unit-name';
import { fieldError, NotFoundError } from '../../../lib/errors';
import type { ReportContext } from '../../../lib/report/index';
import { cityTree, unitTree } from '../../cascading/services';
import { LKIP_PAGE_ROWS } from '../../display/services';
import { diagramNodes, diagramPages } from './lkip-diagram';
import { renderLkip, type LkipDocumentModel } from './lkip-document';
import * as repo from './lkip.repository';

/**
 * LKIP Bab I-III (DOMAIN-2 §5): whose LKIP (lkipTargetOf, the server decides), then the rows of
 * the display pages the chapter shows, computed by the display module (one computation per page,
 * no capaian of our own), and the chapter's narratives; Bab I adds the cascading diagram, Bab III
 * the success / failure factors of each IKU. The PDF is the same data, all chapters.
 */

interface Target {
  tahun: number;
  lingkup: LkipLingkup;
  satuanKerja: { satuan_kerja_id: string; satuan_kerja_nama: string } | null;
  ctx: ReportContext;
}

async function targetOf(db: Db, actor: SessionUser, tahun: number, query: LkipQuery): Promise<Target> {
  const target = lkipTargetOf(actor, query.satuan_kerja_id);
  if (!target.ok) {
    if (target.reason === 'not-found') throw new NotFoundError('Satuan kerja tidak ditemukan');
    throw fieldError('satuan_kerja_id', 'Satuan kerja wajib dipilih');
  }
  const unit = target.satuanKerjaId === null ? null : await unitNameOf(db, target.satuanKerjaId);
  if (target.satuanKerjaId !== null && !unit) throw new NotFoundError('Satuan kerja tidak ditemukan');
  const ctx: ReportContext = {
    db,
    actor,
    tahun,
    satuanKerjaId: target.satuanKerjaId,
    triwulan: 4,
    filters: {},
    isPublic: false,
  };
  return { tahun, lingkup: target.lingkup, satuanKerja: unit ?? null, ctx };
}

/** The rows of each display page the chapters read, each page computed once. */
async function pageRows(target: Target, babs: readonly LkipBab[]): Promise<Map<string, ReportRow[]>> {
  const scope = lkipDisplayScope(target.lingkup);
  const slugs = [...new Set(babs.flatMap((bab) => lkipPagesOf(bab, target.lingkup)))];
  const out = new Map<string, ReportRow[]>();
  for (const slug of slugs) {
    const rows = LKIP_PAGE_ROWS[scope][slug];
    if (!rows) throw new Error(`LKIP: display-${scope}/${slug} has no data function`);
    out.set(slug, (await rows(target.ctx)) as ReportRow[]);
  }
  return out;
}

/** The goals of Bab III: the rows of its capaian page (one per RPJMD goal or SS-PD, id = the goal's id). */
function goalsOf(bab: LkipBab, lingkup: LkipLingkup, rows: Map<string, ReportRow[]>) {
  if (bab !== 3) return [];
  const page = LKIP_SECTIONS[3].find((s) => s.key === 'tabel-3-1')?.page[lingkup] ?? '';
  return (rows.get(page) ?? []).map((r) => ({
    id: Number(r.id),
    sasaran: String(r.sasaran ?? ''),
    indikator: String(r.indikator ?? ''),
    capaian: typeof r.capaian === 'number' ? r.capaian : null,
  }));
}

/** The first row of each distinct set of shown values (the id aside), in order. */
function distinctRows(rows: Record<string, ReportRow[string]>[]) {
  const seen = new Set<string>();
  return rows.filter(({ id: _id, ...values }) => {
    const key = JSON.stringify(values);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** What a chapter adds to its tables and narratives: Bab I's diagram, Bab III's factors per goal. */
interface Extras {
  diagram?: LkipDiagram;
  faktor?: Map<number, Record<string, string | null>>;
}

/** One table: the display page's rows with the section's columns (and Bab III's factors). */
function sectionOf(target: Target, section: LkipSectionDef, rows: Map<string, ReportRow[]>, extras: Extras) {
  const columns = lkipSectionColumns(section, target.lingkup);
  const keys = ['id', ...columns.map((c) => c.key)];
  const shown = (rows.get(section.page[target.lingkup]) ?? []).map((row) => {
    const own = section.faktor ? extras.faktor?.get(Number(row.id)) : undefined;
    return Object.fromEntries(keys.map((k) => [k, own?.[k] ?? row[k] ?? null]));
  });
  return {
    key: section.key,
    judul: section.judul,
    bagian: section.bagian ?? null,
    columns,
    rows: section.distinct?.includes(target.lingkup) ? distinctRows(shown) : shown,
  };
}

function chapter(
  target: Target,
  bab: LkipBab,
  rows: Map<string, ReportRow[]>,
  narasi: LkipNarasi[],
  extras: Extras,
): LkipBabData {
  const placed = placeNarasi(
    narasi.filter((n) => n.bab === bab),
    goalsOf(bab, target.lingkup, rows),
  );
  return {
    bab,
    judul: LKIP_BAB_JUDUL[bab],
    tahun: target.tahun,
    lingkup: target.lingkup,
    satuan_kerja: target.satuanKerja,
    sections: LKIP_SECTIONS[bab].map((section) => sectionOf(target, section, rows, extras)),
    narasi: placed.chapter,
    sasaran: placed.perSasaran,
    diagram: bab === 1 ? (extras.diagram ?? null) : null,
  };
}

/** The factors of Bab III's goals (one statement), as the cells of the factor table. */
async function faktorOf(target: Target, rows: Map<string, ReportRow[]>) {
  const goals = goalsOf(3, target.lingkup, rows).map((g) => g.id);
  return ringkasFaktor(await repo.faktorOf(target.ctx.db, target.tahun, target.lingkup, goals));
}

async function extrasOf(
  target: Target,
  babs: readonly LkipBab[],
  rows: Map<string, ReportRow[]>,
  paged: boolean,
): Promise<Extras> {
  return {
    diagram: babs.includes(1) ? await diagramOf(target, paged) : undefined,
    faktor: babs.includes(3) ? await faktorOf(target, rows) : undefined,
  };
}

/** The cache key of an actor's LKIP: whose LKIP and what it shows depend on its role and unit only. */
function lkipKey(what: string, actor: SessionUser, tahun: number, query: LkipQuery): string {
  return `lkip-${what}|${tahun}|${actorKey(actor)}|${query.satuan_kerja_id ?? ''}`;
}

/**
 * One chapter of the actor's LKIP (or the chosen unit's / the city's), computed once until a table
 * it reads is written (decision 0056).
 */
export function lkipBab(db: Db, actor: SessionUser, tahun: number, bab: LkipBab, query: LkipQuery) {
  return computedOnce(db, lkipKey(`bab-${bab}`, actor, tahun, query), () => computeBab(db, actor, tahun, bab, query));
}

async function computeBab(db: Db, actor: SessionUser, tahun: number, bab: LkipBab, query: LkipQuery) {
  const target = await targetOf(db, actor, tahun, query);
  const rows = await pageRows(target, [bab]);
  const narasi = await repo.narasiOf(db, tahun, target.ctx.satuanKerjaId, [bab]);
  // The screen draws the diagram in one piece; the PDF cuts it into pages.
  return chapter(target, bab, rows, narasi, await extrasOf(target, [bab], rows, false));
}

/**
 * Bab I's diagram: the cascading tree of the unit down to kegiatan (max_level 4), or the city's
 * RPJMD goals with every unit's SS-PD (the city tree's depth), drawn as SVG pages.
 */
async function diagramOf(target: Target, paged: boolean): Promise<LkipDiagram> {
  const options = { type: 'cascading', show_skp: false, bayangan: false } as const;
  const { db, tahun, satuanKerjaId } = target.ctx;
  const tree =
    satuanKerjaId === null
      ? await cityTree(db, tahun, { ...options, max_level: 2 })
      : await unitTree(db, satuanKerjaId, tahun, { ...options, max_level: 4 });
  return diagramPages(diagramNodes(tree, satuanKerjaId === null), { paged });
}

/** Everything the PDF holds: every chapter and the closing narratives (bab 4). */
export async function lkipModel(
  db: Db,
  actor: SessionUser,
  tahun: number,
  query: LkipQuery,
  namaKota: string,
): Promise<LkipDocumentModel> {
  const target = await targetOf(db, actor, tahun, query);
  const rows = await pageRows(target, LKIP_BAB);
  const narasi = await repo.narasiOf(db, tahun, target.ctx.satuanKerjaId, [0, ...LKIP_BAB, 4]);
  const extras = await extrasOf(target, LKIP_BAB, rows, true);
  const pageOf = (key: string) =>
    rows.get(LKIP_SECTIONS[3].find((s) => s.key === key)?.page[target.lingkup] ?? '') ?? [];
  const ofJenis = (jenis: NarasiJenis) => narasi.filter((n) => n.bab === 0 && n.jenis === jenis);
  return {
    tahun,
    namaKota,
    satuanKerjaNama: target.satuanKerja?.satuan_kerja_nama ?? null,
    kataPengantar: ofJenis('kata-pengantar'),
    ikhtisar: { angka: lkipIkhtisar(pageOf('tabel-3-1'), pageOf('tabel-3-2')), narasi: ofJenis('ikhtisar-eksekutif') },
    chapters: LKIP_BAB.map((bab) => chapter(target, bab, rows, narasi, extras)),
    penutup: narasi.filter((n) => n.bab === 4),
    lampiran: LKIP_LAMPIRAN.map((section) => sectionOf(target, section, rows, extras)),
    diagram: extras.diagram ?? null,
  };
}

/**
 * PDFs drawn, by the hash of their model (decision 0045). The PDF is a function of the model
 * alone, so an LKIP whose content did not change since it was last drawn (a write elsewhere, a
 * second download) is not drawn again: drawing a city's LKIP costs seconds of CPU, its model a
 * few cached page reads. Concurrent requests for one model share one drawing.
 */
const drawn = new BoundedMap<string, Buffer>(16, 30 * 60_000, 64 * 1024 * 1024, (pdf) => pdf.length);
const drawing = new Map<string, Promise<Buffer>>();

async function drawnOnce(model: LkipDocumentModel): Promise<Buffer> {
  const key = createHash('sha256').update(JSON.stringify(model)).digest('base64url');
  const hit = drawn.get(key);
  if (hit) return hit;
  let pending = drawing.get(key);
  if (!pending) {
    pending = renderLkip(model).finally(() => drawing.delete(key));
    drawing.set(key, pending);
  }
  const pdf = await pending;
  drawn.set(key, pdf);
  return pdf;
}

/**
 * The whole LKIP as one PDF, built in memory: kept until a table its model read is written
 * (decision 0056), and the same PDF drawn before when a write left its content unchanged.
 */
export function lkipPdf(db: Db, actor: SessionUser, tahun: number, query: LkipQuery, namaKota: string) {
  const key = `${lkipKey('pdf', actor, tahun, query)}|${namaKota}`;
  return computedOnce(db, key, () => computePdf(db, actor, tahun, query, namaKota));
}

async function computePdf(db: Db, actor: SessionUser, tahun: number, query: LkipQuery, namaKota: string) {
  const model = await lkipModel(db, actor, tahun, query, namaKota);
  const pdf = await drawnOnce(model);
  return { pdf, fileName: lkipFileName(tahun, model.satuanKerjaNama ?? namaKota) };
}
