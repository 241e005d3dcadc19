import { describe, expect, it } from 'vitest';
import { ROLE_IDS, type SessionUser } from '@sakip/domain';
import type { Database } from '../../../db/client';
import { DEMO_PD_SATKER_ID } from '../../../seed/reference-data';
import { countQueriesAfresh, scaleCityForFile, testAppForFile } from '../../../test/file-app';
import { nilaiJenjangPage, rekapRows } from '../nilai-jenjang/nilai-jenjang.service';
import { raporSsPd } from '../rapor-ss-pd/rapor-ss-pd.service';
import { daftarRows, detailOf } from './penilaian-organisasi.service';

/**
 * Nilai jenjang (input, rekap), penilaian kinerja organisasi (list, detail) and the rapor SS-PD
 * each take a bounded number of SQL statements: the same for the demo city and one ten times larger.
 */
const SCALE = 10;
const demo = testAppForFile();
const big = scaleCityForFile(SCALE);
const superUser = { id: 1, role_id: ROLE_IDS.super, satuan_kerja_id: null } as unknown as SessionUser;

async function measure(database: Database) {
  const db = database.db;
  const countQueries = <T>(fn: () => Promise<T>) => countQueriesAfresh(db, fn);
  const input = await countQueries(() => nilaiJenjangPage(db, superUser, 2024));
  const rekap = await countQueries(() => rekapRows(db, 2024));
  const daftar = await countQueries(() => daftarRows(db, 2024));
  const detail = await countQueries(() => detailOf(db, superUser, 2024, DEMO_PD_SATKER_ID));
  const ssPd = await countQueries(() =>
    raporSsPd(db, { tahun: 2024, tw: 2, caller: { kind: 'actor', actor: superUser }, requested: DEMO_PD_SATKER_ID }),
  );
  return { input, rekap, daftar, detail, ssPd };
}

describe('nilai jenjang, penilaian organisasi, rapor SS-PD: statements per request', () => {
  it(`is the same at scale 1 and ${SCALE}`, async () => {
    const small = await measure(demo.database);
    const large = await measure(big);
    const count = (m: Awaited<ReturnType<typeof measure>>) => [
      m.input.count,
      m.rekap.count,
      m.daftar.count,
      m.detail.count,
      m.ssPd.count,
    ];
    // The larger city really has more sub kegiatan (IKU do not grow with the scale)...
    const items = (m: Awaited<ReturnType<typeof measure>>) =>
      m.ssPd.result.internal.jumlah + m.ssPd.result.eksternal.jumlah;
    expect(items(large)).toBeGreaterThan(items(small) * 5);
    // ...in exactly as many statements.
    // (the penilaian's 12 include the 7 of the LKE final values)
    expect(count(small)).toEqual([4, 3, 12, 12, 7]);
    expect(count(large)).toEqual([4, 3, 12, 12, 7]);
  });
});
