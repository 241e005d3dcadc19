import { Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { rekapAnggaranReport, rekapRincianReport } from '@sakip/domain/report/pages/rekap-anggaran';
import { ReportPage } from '../../../components/report/ReportPage';

const RINCIAN = 'rincian';

/**
 * /rekap-anggaran (DOMAIN-2 §5 'Rekap anggaran'): the budget per unit and per target (program →
 * kegiatan → sub kegiatan) with the monthly realisation, each a report page with its filters and
 * XLSX export. The tab is in the URL; switching it starts the other table unfiltered.
 */
export default function RekapAnggaranPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === RINCIAN ? RINCIAN : 'perangkat-daerah';
  return (
    <Tabs
      value={tab}
      keepMounted={false}
      onChange={(value) => setParams(value === RINCIAN ? { tab: RINCIAN } : {}, { replace: true })}
    >
      <Tabs.List mb="md">
        <Tabs.Tab value="perangkat-daerah">Per Perangkat Daerah</Tabs.Tab>
        <Tabs.Tab value={RINCIAN}>Per Sasaran</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="perangkat-daerah">
        <ReportPage report={rekapAnggaranReport} />
      </Tabs.Panel>
      <Tabs.Panel value={RINCIAN}>
        <ReportPage report={rekapRincianReport} />
      </Tabs.Panel>
    </Tabs>
  );
}
