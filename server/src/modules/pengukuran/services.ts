/**
 * What other areas may call in pengukuran (decision 0055): its services, never its plugin or repositories.
 */

// The diagram's rencana aksi modal (cascading) shows the plan as the record does.
export { rencanaAksiTargets } from './rencana-aksi/rencana-aksi.service';
