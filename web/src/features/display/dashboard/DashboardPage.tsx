import { PageHeader } from '../../../components/PageHeader';
import { DashboardSummary } from './DashboardSummary';

export default function DashboardPage() {
  return (
    <>
      <PageHeader description="Ringkasan akuntabilitas kinerja sesuai lingkup akun Anda." />
      <DashboardSummary />
    </>
  );
}
