import { Alert } from '@mantine/core';
import { MESSAGE_DEPENDS_ON } from '../OptionSelect';

/** The state of a unit page while its chooser has chosen none: 'Pilih satuan kerja terlebih dahulu'. */
export function ChooseUnitFirst() {
  return (
    <Alert color="gray" variant="light">
      {MESSAGE_DEPENDS_ON}
    </Alert>
  );
}
