import type { SasaranStrategisPdDetail } from '@sakip/domain';
import { CrudFormPage } from '../../../components/crud/CrudFormPage';
import { SasaranStrategisPdForm } from './SasaranStrategisPdForm';
import { GROUP } from './shared';

/** /sasaran-strategis-pd/create and /sasaran-strategis-pd/:id/edit. */
export default function SasaranStrategisPdFormPage() {
  return (
    <CrudFormPage<SasaranStrategisPdDetail> group={GROUP} form={(props) => <SasaranStrategisPdForm {...props} />} />
  );
}
