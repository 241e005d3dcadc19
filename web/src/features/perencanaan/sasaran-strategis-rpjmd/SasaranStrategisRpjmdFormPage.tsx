import type { SasaranStrategisRpjmdDetail } from '@sakip/domain';
import { CrudFormPage } from '../../../components/crud/CrudFormPage';
import { GROUP, SasaranStrategisRpjmdForm } from './SasaranStrategisRpjmdForm';

/** /sasaran-strategis-rpjmd/create and /sasaran-strategis-rpjmd/:id/edit. */
export default function SasaranStrategisRpjmdFormPage() {
  return (
    <CrudFormPage<SasaranStrategisRpjmdDetail>
      group={GROUP}
      form={(props) => <SasaranStrategisRpjmdForm {...props} />}
    />
  );
}
