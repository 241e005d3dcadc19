import { Anchor } from '@mantine/core';
import { can, type SsRpjmdCrossKandidat } from '@sakip/domain';
import { Link, useParams } from 'react-router';
import { useSession } from '../../../api/session';
import { CrossCuttingPage } from '../cross/CrossCuttingPage';
import { ssPdAsChild } from '../rpjmd/PerTahun';
import { useSsPdCrossKandidat, useSsPdCrossList, useSsPdCrossWrite } from './cross-api';
import { GROUP } from './SasaranStrategisRpjmdForm';

const kandidatLabel = (k: SsRpjmdCrossKandidat) => `${k.satuan_kerja_nama} — ${k.sasaran_strategis_satker} (${k.iku})`;

/**
 * /sasaran-strategis-rpjmd/:id/sasaran-strategis-pd-cross: the SS-PD of units under other RPJMD
 * goals that this goal adopted as cross cutting; the city adopts and releases them.
 */
export default function SsPdCrossPage() {
  const id = Number(useParams().id);
  const { user } = useSession();
  const list = useSsPdCrossList(id);
  const { adopt, release } = useSsPdCrossWrite(id);
  const useKandidat = (search: string, enabled: boolean) => useSsPdCrossKandidat(id, search, enabled);

  return (
    <CrossCuttingPage
      list={list}
      useKandidat={useKandidat}
      kandidatLabel={kandidatLabel}
      adopt={adopt}
      release={release}
      childKey="sasaran_strategis_pd_id"
      texts={{
        heading: 'Sasaran Strategis PD',
        noun: 'sasaran strategis PD',
        pickerLabel: 'Sasaran strategis PD di bawah sasaran RPJMD lain',
        requiredMessage: 'Sasaran strategis PD wajib dipilih',
      }}
      parentFields={(data) => [
        {
          label: 'Sasaran strategis RPJMD',
          value: (
            <Anchor component={Link} to={`/${GROUP}/${id}`} size="sm">
              {data.parent.sasaran}
            </Anchor>
          ),
        },
        { label: 'Indikator', value: data.parent.indikator },
        { label: 'Periode', value: `${data.parent.tahun_awal}-${data.parent.tahun_akhir}` },
      ]}
      rows={(data) => data.cross.map(ssPdAsChild)}
      childGroup="sasaran-strategis-pd"
      childName={(child) => child.sasaran}
      mayWrite={can(user, 'write', GROUP)}
    />
  );
}
