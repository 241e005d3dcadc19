import { Group, Text } from '@mantine/core';
import { useParams, useSearchParams } from 'react-router';
import { LoadingText } from '../../../components/LoadingText';
import { PageHeader } from '../../../components/PageHeader';
import { useYear } from '../../../api/year';
import { usePublicRaporCard } from './api';
import { RaporCardView } from './RaporCardView';
import { ExportPngButton } from './RaporDiagramPage';
import { QuarterSelect, useTriwulan } from './RaporParts';

/**
 * /public-display/rapor-kinerja/{tw}/{satuanKerjaId}: the same card for a guest. The year is
 * `?tahun_kinerja` when the link names it (stable links), else the public year.
 */
export default function PublicRaporPage() {
  const tw = useTriwulan();
  const { satuanKerjaId = '' } = useParams();
  const [params] = useSearchParams();
  const publicYear = useYear('public');
  const requested = Number(params.get('tahun_kinerja'));
  const tahun = Number.isInteger(requested) && requested > 0 ? requested : publicYear;
  const { data, isPending, isError } = usePublicRaporCard(tw, satuanKerjaId, tahun);
  const card = data?.data;
  return (
    <>
      <PageHeader title="Rapor Kinerja" description={card?.judul} actions={<ExportPngButton card={card} />} />
      <Group mb="md">
        <QuarterSelect tw={tw} />
      </Group>
      {isPending ? <LoadingText /> : null}
      {isError ? <Text>Data tidak ditemukan</Text> : null}
      {card ? <RaporCardView card={card} /> : null}
    </>
  );
}
