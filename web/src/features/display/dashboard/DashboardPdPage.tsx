import { PageHeader } from '../../../components/PageHeader';
import { DashboardSummary } from './DashboardSummary';

export default function DashboardPdPage() {
  return (
    <>
      <PageHeader description="Ringkasan kinerja perangkat daerah Anda." />
      <DashboardSummary focusUnit />
    </>
  );
}
