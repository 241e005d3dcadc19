import { Button } from '@mantine/core';
import { rencanaAksiTerintegrasiReport } from '@sakip/domain';
import { IconChecklist } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { ReportPage } from '../../../components/report/ReportPage';

/**
 * /kinerja-langkah-aksi-terintegrasi: a unit's action steps across its sub kegiatan, with team and
 * member targets — the report declared in packages/domain (report/pages/rencana-aksi-terintegrasi),
 * whose public copy is /public-display/display-mikro/rencana-aksi-terintegrasi.
 */
export default function TerintegrasiPage() {
  const { search } = useLocation();
  return (
    <ReportPage
      report={rencanaAksiTerintegrasiReport}
      actions={
        <Button
          component={Link}
          to={`/kinerja-langkah-aksi-terintegrasi/realisasi${search}`}
          leftSection={<IconChecklist size={16} aria-hidden />}
        >
          Input Realisasi
        </Button>
      }
    />
  );
}
