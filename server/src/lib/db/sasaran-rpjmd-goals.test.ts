import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { indikatorSasaranStrategis, sasaranStrategis, sasaranStrategisRpjmd } from '../../db/schema/index';
import { seededDatabaseForFile } from '../../test/file-app';
import { selectSasaranRpjmdGoals } from './sasaran-rpjmd-goals';

const seeded = seededDatabaseForFile();

describe('selectSasaranRpjmdGoals', () => {
  it("reads each goal with its sasaran's and indicator's words and the caller's extra columns", async () => {
    const goals = await selectSasaranRpjmdGoals(seeded.db, { nomor: sasaranStrategis.nomor });
    expect(goals.length).toBeGreaterThan(0);
    for (const goal of goals) {
      const [ss] = await seeded.db
        .select({ sasaran: sasaranStrategis.sasaran, nomor: sasaranStrategis.nomor })
        .from(sasaranStrategis)
        .where(eq(sasaranStrategis.id, goal.row.sasaran_strategis_id));
      const [iss] = await seeded.db
        .select({ indikator: indikatorSasaranStrategis.indikator, satuan: indikatorSasaranStrategis.satuan })
        .from(indikatorSasaranStrategis)
        .where(eq(indikatorSasaranStrategis.id, goal.row.indikator_sasaran_strategis_id));
      expect({ sasaran: goal.sasaran, nomor: goal.nomor }).toEqual(ss);
      expect({ indikator: goal.indikator, satuan: goal.satuan }).toEqual(iss);
    }
    const total = await seeded.db.$count(sasaranStrategisRpjmd);
    expect(goals).toHaveLength(total);
  });
});
