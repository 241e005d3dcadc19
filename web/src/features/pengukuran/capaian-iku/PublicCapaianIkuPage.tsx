import { CapaianIkuView } from './CapaianIkuView';

/** /public-display/capaian-iku: the capaian diagrams without login (any unit). */
export default function PublicCapaianIkuPage() {
  return <CapaianIkuView isPublic />;
}
