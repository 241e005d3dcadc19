import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { DISPLAY_MAKRO_REPORTS, DISPLAY_MIKRO_REPORTS, type DisplayScope, type Report } from '@sakip/domain';
import { hubOf } from '../../../lib/cache/hub';
import { reportRoutes, type ReportContext, type ReportRowsFn } from '../../../lib/report/index';
import {
  capaianKinerjaRows,
  capaianLevelRows,
  efisiensiRows,
  keuanganRows,
  programInovatifRows,
  realisasiTerintegrasiRows,
} from './capaian.report';
import { perjanjianKinerjaRows, rencanaAksiRows, rencanaKerjaRows, renstraRows, rpjmdRows } from './perencanaan.report';

type Rows = ReportRowsFn<z.ZodObject>;

/** The data function of each display page, by scope and slug (declarations: packages/domain report/pages). */
export const DISPLAY_ROWS: Record<DisplayScope, Record<string, Rows>> = {
  makro: {
    rpjmd: rpjmdRows,
    rkpd: rencanaKerjaRows('makro'),
    'perjanjian-kinerja': perjanjianKinerjaRows('makro'),
    'rencana-aksi': rencanaAksiRows('makro'),
    'capaian-kinerja-pemda': capaianKinerjaRows('makro'),
    'capaian-kinerja-efisiensi-anggaran': efisiensiRows('makro'),
    'capaian-kinerja-keuangan': keuanganRows('makro'),
    'program-inovatif': programInovatifRows('makro'),
    'capaian-kinerja-kegiatan': capaianLevelRows('makro', 'kegiatan'),
    'capaian-kinerja-sub-kegiatan': capaianLevelRows('makro', 'sub-kegiatan'),
    'capaian-kinerja-aktivitas': capaianLevelRows('makro', 'langkah-aksi'),
  },
  mikro: {
    renstra: renstraRows,
    rkt: rencanaKerjaRows('mikro'),
    'perjanjian-kinerja': perjanjianKinerjaRows('mikro'),
    'rencana-aksi': rencanaAksiRows('mikro'),
    'capaian-kinerja-pd': capaianKinerjaRows('mikro'),
    'capaian-kinerja-efisiensi-anggaran': efisiensiRows('mikro'),
    'capaian-kinerja-keuangan': keuanganRows('mikro'),
    'program-inovatif': programInovatifRows('mikro'),
    'capaian-kinerja-kegiatan': capaianLevelRows('mikro', 'kegiatan'),
    'capaian-kinerja-sub-kegiatan': capaianLevelRows('mikro', 'sub-kegiatan'),
    'capaian-kinerja-langkah-aksi': capaianLevelRows('mikro', 'langkah-aksi'),
    'capaian-kinerja-program': capaianLevelRows('mikro', 'program'),
    'realisasi-rencana-aksi-terintegrasi': realisasiTerintegrasiRows,
  },
};

/**
 * The rows of a page depend on the page, the year, the unit and the quarter only (never on who
 * asks: the unit is resolved and scoped before), so they are kept in the response cache under the
 * data version (decision 0028): the list, the XLSX, the CSV, the JSON and the public copy of one
 * page share one computation until the next write.
 */
function cachedRows(slug: string, rows: Rows): Rows {
  return async (ctx: ReportContext) => {
    const key = `display-rows|${slug}|${ctx.tahun}|${ctx.satuanKerjaId ?? ''}|${ctx.triwulan}`;
    const stored = await hubOf(ctx.db).response(key, async () => JSON.stringify(await rows(ctx)));
    return JSON.parse(stored.body.toString('utf8')) as Awaited<ReturnType<Rows>>;
  };
}

/**
 * The rows the LKIP reads of each page (decision 0045): the page's own, except the city's RKPD,
 * which the LKIP shows down to the programs only (not the city's every sub kegiatan).
 */
export const LKIP_PAGE_ROWS: Record<DisplayScope, Record<string, Rows>> = {
  makro: { ...DISPLAY_ROWS.makro, rkpd: rencanaKerjaRows('makro', 1) },
  mikro: DISPLAY_ROWS.mikro,
};

/** Every display makro / mikro page and its public copy (decision 0023). */
export async function displayPageRoutes(app: FastifyInstance) {
  const pages: [DisplayScope, readonly { slug: string; report: Report }[]][] = [
    ['makro', DISPLAY_MAKRO_REPORTS],
    ['mikro', DISPLAY_MIKRO_REPORTS],
  ];
  for (const [scope, entries] of pages) {
    for (const { slug, report } of entries) {
      const rows = DISPLAY_ROWS[scope][slug];
      if (!rows) throw new Error(`display-${scope}/${slug}: no data function`);
      await app.register(reportRoutes(report, cachedRows(report.slug, rows)));
    }
  }
}
